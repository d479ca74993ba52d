//! Error reporting to Sentry, written here rather than with the Sentry SDK (which needs an
//! async runtime and many crates): parse the DSN, turn each error-level log line into an
//! event, and post it as an envelope from one background thread. This file holds the
//! options, the capture side and the queue; `dsn.rs` parses the DSN, `envelope.rs` builds
//! the event, `transport.rs` sends it.
//!
//! Fixed from the Go original (reference §10.1): the DSN is never logged (its public key is
//! a credential of the Sentry project), and `sentrySampleRate` is honoured.
//!
//! **Invariants:**
//! - Reporting never blocks the caller: [`Sentry::capture`] only takes a random number and
//!   does a `try_send` on a bounded queue; a full queue drops the event and counts it.
//! - Events carry only a log message and its fields, which never hold secrets (logger.rs).
//!   The DSN's key goes only into the `X-Sentry-Auth` header: it is a `SecretString`, and no
//!   `Display`, `Debug` or error of this module prints it.
//! - Every delivery is bounded by the Agent's timeouts; the sender thread logs its own
//!   failures at warn level, never error, so that they do not come back as events.

mod dsn;
mod envelope;
mod transport;

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime};

use crossbeam_channel::{Sender, TrySendError, bounded};
use ring::rand::{SecureRandom, SystemRandom};
use rustls::pki_types::CertificateDer;

use crate::limits;
use crate::logger::{self, Level, Logger};
use crate::runtime::Supervisor;
use crate::sentry::envelope::{tags, truncate};
use crate::sentry::transport::{Transport, Worker};

pub use crate::sentry::dsn::{Dsn, Scheme};

/// The client name and version sent in `X-Sentry-Auth` and the event's `sdk`.
const CLIENT: &str = concat!("vault-db-injector/", env!("CARGO_PKG_VERSION"));

/// Timeouts of one delivery.
#[derive(Debug, Clone, Copy)]
pub struct Timeouts {
    /// Opening the connection.
    pub connect: Duration,
    /// Waiting for the response after the request is sent.
    pub recv_response: Duration,
    /// The whole delivery.
    pub global: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            connect: limits::SENTRY_CONNECT_TIMEOUT,
            recv_response: limits::SENTRY_RECV_RESPONSE_TIMEOUT,
            global: limits::SENTRY_GLOBAL_TIMEOUT,
        }
    }
}

/// Everything [`Sentry::start`] needs.
pub struct Options {
    /// Where to send.
    pub dsn: Dsn,
    /// `sentryEnvironment` (the original's default is `production`).
    pub environment: String,
    /// The release reported with each event.
    pub release: String,
    /// The host or pod name, if known.
    pub server_name: Option<String>,
    /// `sentrySampleRate`: the share of events sent, from 0.0 (none) to 1.0 (all).
    pub sample_rate: f64,
    /// Trusted roots for an https DSN (from `tls.rs`).
    pub root_certs: Vec<CertificateDer<'static>>,
    /// The proxy to go through; `None` means a direct connection (the environment's proxy
    /// variables are read by `config.rs`, not here).
    pub proxy: Option<ureq::Proxy>,
    /// Delivery timeouts.
    pub timeouts: Timeouts,
}

impl Options {
    /// Options with the original's defaults: environment `production`, this build's
    /// version as release, every event sent, no proxy, the timeouts of `limits.rs`.
    pub fn new(dsn: Dsn, root_certs: Vec<CertificateDer<'static>>) -> Options {
        Options {
            dsn,
            environment: "production".to_owned(),
            release: env!("CARGO_PKG_VERSION").to_owned(),
            server_name: None,
            sample_rate: 1.0,
            root_certs,
            proxy: None,
            timeouts: Timeouts::default(),
        }
    }
}

impl fmt::Debug for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Options")
            .field("dsn", &self.dsn)
            .field("environment", &self.environment)
            .field("release", &self.release)
            .field("server_name", &self.server_name)
            .field("sample_rate", &self.sample_rate)
            .field("root_certs", &self.root_certs.len())
            .field("proxy", &self.proxy.is_some())
            .field("timeouts", &self.timeouts)
            .finish()
    }
}

/// Delivery counters, for the metrics the lead exports. All monotonic.
#[derive(Debug, Default)]
pub struct Stats {
    queued: AtomicU64,
    sent: AtomicU64,
    failed: AtomicU64,
    dropped_queue_full: AtomicU64,
    dropped_paused: AtomicU64,
    sampled_out: AtomicU64,
}

impl Stats {
    /// Events accepted into the queue.
    pub fn queued(&self) -> u64 {
        self.queued.load(Ordering::Relaxed)
    }
    /// Events Sentry accepted (2xx).
    pub fn sent(&self) -> u64 {
        self.sent.load(Ordering::Relaxed)
    }
    /// Events whose delivery failed (network error, timeout, non-2xx).
    pub fn failed(&self) -> u64 {
        self.failed.load(Ordering::Relaxed)
    }
    /// Events dropped because the queue was full.
    pub fn dropped_queue_full(&self) -> u64 {
        self.dropped_queue_full.load(Ordering::Relaxed)
    }
    /// Events dropped while delivery was paused: Sentry asked to back off (429), or the
    /// previous delivery failed on the network.
    pub fn dropped_paused(&self) -> u64 {
        self.dropped_paused.load(Ordering::Relaxed)
    }
    /// Events not sent because of `sentrySampleRate`.
    pub fn sampled_out(&self) -> u64 {
        self.sampled_out.load(Ordering::Relaxed)
    }
}

fn bump(counter: &AtomicU64) {
    counter.fetch_add(1, Ordering::Relaxed);
}

/// What [`Sentry::capture`] did with an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Captured {
    /// Queued for sending.
    Queued,
    /// Not selected by the sample rate.
    SampledOut,
    /// Dropped: the queue was full (or the sender has stopped).
    Dropped,
}

/// One event as captured on the caller's thread; the sender serializes it.
#[derive(Debug)]
struct Event {
    level: Level,
    message: String,
    tags: Vec<(String, String)>,
    time: SystemTime,
}

enum Job {
    Event(Event),
    /// Answered once every job queued before it has been handled.
    Flush(Sender<()>),
}

/// The Sentry reporter: a handle on the queue drained by the `sentry` thread.
pub struct Sentry {
    queue: Sender<Job>,
    sample_rate: f64,
    rng: SystemRandom,
    stats: Arc<Stats>,
}

impl fmt::Debug for Sentry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Sentry")
            .field("sample_rate", &self.sample_rate)
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}

impl Sentry {
    /// Checks the options, builds the HTTP agent and starts the `sentry` sender thread
    /// (non-critical: without it the product works, only reporting stops). Logs where
    /// events go, with the key redacted.
    pub fn start(options: Options, supervisor: &Supervisor) -> Result<Arc<Sentry>, Error> {
        check_sample_rate(options.sample_rate)?;
        let transport = Transport::new(&options)?;
        let (tx, rx) = bounded(limits::SENTRY_QUEUE);
        let sentry = Arc::new(Sentry {
            queue: tx,
            sample_rate: options.sample_rate,
            rng: SystemRandom::new(),
            stats: Arc::new(Stats::default()),
        });
        let sender = Worker {
            transport,
            stats: Arc::clone(&sentry.stats),
            environment: options.environment,
            release: options.release,
            server_name: options.server_name,
            rng: SystemRandom::new(),
            paused_until: None,
            failing: false,
        };
        supervisor
            .spawn(
                "sentry",
                false,
                Some(limits::LOOP_MAX_SILENCE),
                move |ctx| sender.run(ctx, &rx),
            )
            .map_err(Error::Spawn)?;
        let rate = options.sample_rate.to_string();
        logger::info(
            "sentry reporting enabled",
            &[("dsn", &options.dsn.redacted()), ("sample_rate", &rate)],
        );
        Ok(sentry)
    }

    /// Makes this reporter the process logger's error hook: every error line becomes an
    /// event.
    pub fn install(self: &Arc<Self>) {
        self.install_on(logger::logger());
    }

    /// Makes this reporter the error hook of `logger` (tests use their own logger).
    pub fn install_on(self: &Arc<Self>, logger: &Logger) {
        let sentry = Arc::clone(self);
        logger.set_error_hook(Arc::new(move |event: &logger::Event<'_>| {
            sentry.capture(event.level, event.message, event.fields);
        }));
    }

    /// Queues an event for a log line, subject to the sample rate. Never blocks.
    pub fn capture(&self, level: Level, message: &str, fields: &[(&str, &str)]) -> Captured {
        if !self.sampled() {
            bump(&self.stats.sampled_out);
            return Captured::SampledOut;
        }
        let event = Event {
            level,
            message: truncate(message, limits::SENTRY_MESSAGE_MAX).to_owned(),
            tags: tags(fields),
            time: SystemTime::now(),
        };
        match self.queue.try_send(Job::Event(event)) {
            Ok(()) => {
                bump(&self.stats.queued);
                Captured::Queued
            }
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                bump(&self.stats.dropped_queue_full);
                Captured::Dropped
            }
        }
    }

    /// Waits up to `timeout` for every event queued so far to be delivered or given up on;
    /// true if that happened in time. For shutdown.
    pub fn flush(&self, timeout: Duration) -> bool {
        let start = Instant::now();
        let (done_tx, done_rx) = bounded(1);
        if self
            .queue
            .send_timeout(Job::Flush(done_tx), timeout)
            .is_err()
        {
            return false;
        }
        done_rx
            .recv_timeout(timeout.saturating_sub(start.elapsed()))
            .is_ok()
    }

    /// The delivery counters.
    pub fn stats(&self) -> Arc<Stats> {
        Arc::clone(&self.stats)
    }

    fn sampled(&self) -> bool {
        sample(self.sample_rate, &self.rng)
    }
}

fn check_sample_rate(rate: f64) -> Result<(), Error> {
    if (0.0..=1.0).contains(&rate) {
        Ok(())
    } else {
        Err(Error::SampleRate)
    }
}

/// Whether an event is kept at `rate`: 0.0 keeps none, 1.0 all, else a uniform draw from
/// ring's randomness. A failing random source keeps the event (reporting beats silence).
fn sample(rate: f64, rng: &dyn SecureRandom) -> bool {
    if rate >= 1.0 {
        return true;
    }
    if rate <= 0.0 {
        return false;
    }
    let mut bytes = [0u8; 8];
    if rng.fill(&mut bytes).is_err() {
        return true;
    }
    // 53 random bits make a uniform float in [0, 1).
    let draw = (u64::from_le_bytes(bytes) >> 11) as f64 / (1u64 << 53) as f64;
    draw < rate
}

/// Why Sentry reporting could not start or an event could not be sent. No variant holds
/// the DSN or its key.
#[derive(Debug)]
pub enum Error {
    /// The DSN is malformed.
    Dsn(&'static str),
    /// `sentrySampleRate` is outside 0.0..=1.0.
    SampleRate,
    /// An https DSN but no trusted root certificates.
    NoRootCerts,
    /// The sender thread could not be started.
    Spawn(std::io::Error),
    /// A delivery failed on the network (connect, TLS, timeout).
    Http(ureq::Error),
    /// The OS random source failed.
    Random,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Dsn(reason) => write!(f, "invalid sentry dsn: {reason}"),
            Error::SampleRate => f.write_str("sentry sample rate must be between 0.0 and 1.0"),
            Error::NoRootCerts => {
                f.write_str("sentry dsn is https but no root certificates were given")
            }
            Error::Spawn(_) => f.write_str("cannot start the sentry thread"),
            Error::Http(error) => write!(f, "sentry delivery failed: {error}"),
            Error::Random => f.write_str("cannot make a sentry event id: os random source failed"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Spawn(error) => Some(error),
            Error::Http(error) => Some(error),
            Error::Dsn(_) | Error::SampleRate | Error::NoRootCerts | Error::Random => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) const KEY: &str = "0123456789abcdef0123456789abcdef";

    #[test]
    fn sampling() {
        let rng = SystemRandom::new();
        assert!((0..1000).all(|_| sample(1.0, &rng)));
        assert!((0..1000).all(|_| !sample(0.0, &rng)));
        let kept = (0..4000).filter(|_| sample(0.5, &rng)).count();
        assert!((1600..2400).contains(&kept), "{kept}");
        assert!(check_sample_rate(0.0).is_ok());
        assert!(check_sample_rate(1.0).is_ok());
        for bad in [-0.1, 1.5, f64::NAN, f64::INFINITY] {
            assert_eq!(
                check_sample_rate(bad).unwrap_err().to_string(),
                "sentry sample rate must be between 0.0 and 1.0"
            );
        }
    }

    #[test]
    fn full_queue_drops_and_counts_without_blocking() {
        let (tx, rx) = bounded(2);
        let sentry = Sentry {
            queue: tx,
            sample_rate: 1.0,
            rng: SystemRandom::new(),
            stats: Arc::new(Stats::default()),
        };
        let start = Instant::now();
        let outcomes: Vec<Captured> = (0..5)
            .map(|_| sentry.capture(Level::Error, "x", &[]))
            .collect();
        assert_eq!(outcomes[..2], [Captured::Queued, Captured::Queued]);
        assert!(outcomes[2..].iter().all(|c| *c == Captured::Dropped));
        assert_eq!(sentry.stats().dropped_queue_full(), 3);
        assert_eq!(sentry.stats().queued(), 2);
        assert!(!sentry.flush(Duration::from_millis(50)));
        assert!(start.elapsed() < Duration::from_secs(1));
        drop(rx);
        assert_eq!(sentry.capture(Level::Error, "x", &[]), Captured::Dropped);
    }
}
