//! Sending envelopes: one configured ureq Agent (timeouts, roots, no proxy from the
//! environment) and the worker thread that drains the bounded queue, so that reporting an
//! error never blocks the caller.

use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use crossbeam_channel::Receiver;
use ring::rand::SystemRandom;
use ureq::Agent;
use ureq::tls::{Certificate, RootCerts, TlsConfig, TlsProvider};

use crate::limits;
use crate::logger::{self};
use crate::runtime::{Context, ThreadError};
use crate::secret::SecretString;
use crate::sentry::dsn::Scheme;
use crate::sentry::envelope::{EventContext, envelope, event_id};
use crate::sentry::{CLIENT, Error, Event, Job, Options, Stats, bump};

/// The configured HTTP side: one Agent, the URL, the auth header.
pub(super) struct Transport {
    pub(super) agent: Agent,
    pub(super) url: String,
    pub(super) auth: SecretString,
}

/// The outcome of one delivery.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Delivery {
    Accepted,
    /// 429: pause for this long.
    RateLimited(Duration),
    Rejected(u16),
}

impl Transport {
    pub(super) fn new(options: &Options) -> Result<Transport, Error> {
        let https = options.dsn.scheme == Scheme::Https;
        if https && options.root_certs.is_empty() {
            return Err(Error::NoRootCerts);
        }
        let roots: Vec<Certificate<'static>> = options
            .root_certs
            .iter()
            .map(|der| Certificate::from_der(der.as_ref()).to_owned())
            .collect();
        let tls = TlsConfig::builder()
            .provider(TlsProvider::Rustls)
            .unversioned_rustls_crypto_provider(Arc::new(rustls::crypto::ring::default_provider()))
            .root_certs(RootCerts::Specific(Arc::new(roots)))
            .build();
        let t = options.timeouts;
        let config = Agent::config_builder()
            .timeout_connect(Some(t.connect))
            .timeout_recv_response(Some(t.recv_response))
            .timeout_global(Some(t.global))
            .http_status_as_error(false)
            .max_redirects(0)
            .https_only(https)
            .proxy(options.proxy.clone())
            .user_agent(CLIENT)
            .tls_config(tls)
            .input_buffer_size(limits::HTTP_CLIENT_INPUT_BUFFER)
            .output_buffer_size(limits::HTTP_CLIENT_OUTPUT_BUFFER)
            .max_response_header_size(limits::HTTP_CLIENT_HEADER_MAX)
            .build();
        Ok(Transport {
            agent: Agent::new_with_config(config),
            url: options.dsn.envelope_url(),
            auth: options.dsn.auth_header(),
        })
    }

    pub(super) fn send(&self, body: &[u8]) -> Result<Delivery, Error> {
        let mut response = self
            .agent
            .post(&self.url)
            .header("X-Sentry-Auth", self.auth.expose_secret())
            .header("Content-Type", "application/x-sentry-envelope")
            .send(body)
            .map_err(Error::Http)?;
        let status = response.status().as_u16();
        let retry_after = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(Duration::from_secs);
        // The answer is read (bounded) only so that the connection can be reused.
        let _ = response
            .body_mut()
            .with_config()
            .limit(limits::SENTRY_RESPONSE_MAX)
            .read_to_vec();
        Ok(match status {
            200..=299 => Delivery::Accepted,
            429 => Delivery::RateLimited(
                retry_after
                    .unwrap_or(limits::SENTRY_RETRY_AFTER_DEFAULT)
                    .min(limits::SENTRY_RETRY_AFTER_MAX),
            ),
            other => Delivery::Rejected(other),
        })
    }
}

/// The sender thread's state.
pub(super) struct Worker {
    pub(super) transport: Transport,
    pub(super) stats: Arc<Stats>,
    pub(super) environment: String,
    pub(super) release: String,
    pub(super) server_name: Option<String>,
    pub(super) rng: SystemRandom,
    pub(super) paused_until: Option<Instant>,
    /// Whether the last delivery failed, so that a run of failures logs one warning.
    pub(super) failing: bool,
}

impl Worker {
    pub(super) fn run(mut self, ctx: Context, queue: &Receiver<Job>) -> Result<(), ThreadError> {
        loop {
            ctx.heartbeat.beat();
            crossbeam_channel::select! {
                recv(ctx.shutdown.receiver()) -> _ => {
                    self.drain(queue, Instant::now() + limits::SENTRY_SHUTDOWN_DRAIN);
                    return Ok(());
                },
                recv(queue) -> job => match job {
                    Ok(job) => self.handle(job),
                    Err(_) => return Ok(()),
                },
                default(limits::SENTRY_WAKE) => {},
            }
        }
    }

    /// Sends what is queued until the queue is empty or `deadline` passes.
    pub(super) fn drain(&mut self, queue: &Receiver<Job>, deadline: Instant) {
        while Instant::now() < deadline {
            match queue.try_recv() {
                Ok(job) => self.handle(job),
                Err(_) => return,
            }
        }
    }

    pub(super) fn handle(&mut self, job: Job) {
        match job {
            Job::Flush(done) => {
                let _ = done.try_send(());
            }
            Job::Event(event) => self.deliver(&event),
        }
    }

    pub(super) fn deliver(&mut self, event: &Event) {
        if let Some(until) = self.paused_until {
            if Instant::now() < until {
                bump(&self.stats.dropped_paused);
                return;
            }
            self.paused_until = None;
        }
        let id = match event_id(&self.rng) {
            Ok(id) => id,
            Err(error) => {
                bump(&self.stats.failed);
                self.failed(&error.to_string());
                return;
            }
        };
        let context = EventContext {
            environment: &self.environment,
            release: &self.release,
            server_name: self.server_name.as_deref(),
        };
        let body = envelope(event, &id, &context, SystemTime::now());
        match self.transport.send(&body) {
            Ok(Delivery::Accepted) => {
                bump(&self.stats.sent);
                if self.failing {
                    self.failing = false;
                    logger::info("sentry delivery recovered", &[]);
                }
            }
            Ok(Delivery::RateLimited(pause)) => {
                bump(&self.stats.failed);
                self.paused_until = Some(Instant::now() + pause);
                let secs = pause.as_secs().to_string();
                logger::warn("sentry asked to back off", &[("retry_after_s", &secs)]);
            }
            Ok(Delivery::Rejected(status)) => {
                bump(&self.stats.failed);
                self.failed(&format!("http status {status}"));
            }
            Err(error) => {
                // A dead or hung Sentry would otherwise cost a full timeout per queued
                // event; pausing lets the queue empty and keeps what follows fresh.
                bump(&self.stats.failed);
                self.paused_until = Some(Instant::now() + limits::SENTRY_FAILURE_PAUSE);
                self.failed(&error.to_string());
            }
        }
    }

    /// Logs a delivery failure once per run of failures, at warn level (an error line
    /// would come back here as an event).
    pub(super) fn failed(&mut self, reason: &str) {
        if !self.failing {
            self.failing = true;
            logger::warn(
                "sentry delivery failed",
                // The URL has no key in it (the key travels in a header), so it can be logged.
                &[("url", &self.transport.url), ("error", reason)],
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sentry::dsn::Dsn;
    use crate::sentry::tests::KEY;

    #[test]
    fn https_needs_roots() {
        let dsn = Dsn::parse(&format!("https://{KEY}@host/1")).unwrap();
        let err = Transport::new(&Options::new(dsn, Vec::new()))
            .err()
            .unwrap();
        assert_eq!(
            err.to_string(),
            "sentry dsn is https but no root certificates were given"
        );
    }
}
