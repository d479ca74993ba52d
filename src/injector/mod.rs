//! The admission webhook: its HTTPS front (this file and `endpoint`), the AdmissionReview
//! types (`review`), JSON Patch generation (`patch`) and the review-to-response step
//! (`mutate`).
//!
//! The front is the bounded server of `http/` with TLS from `certFile`/`keyFile`, kept in
//! step with the files by a reload thread (content hash every
//! [`limits::TLS_RELOAD_INTERVAL`] and on SIGHUP), optionally requiring the apiserver's
//! client certificate (`clientCAFile`). It hands each checked review to a [`Mutator`], so
//! the transport can be tested, benchmarked and reasoned about without Vault.
//!
//! **Invariants:** a request never reaches the mutator unless it is `application/json`,
//! non-empty, within [`limits::WEBHOOK_MAX_BODY_BYTES`] and nested at most
//! [`limits::WEBHOOK_MAX_JSON_DEPTH`] deep; every AdmissionReview answer echoes the
//! request's uid in the request's version; a mutator panic answers 500 and counts
//! `vdbi_webhook_panics_total`; a certificate that fails to load never replaces the one
//! being served.

pub mod endpoint;
pub mod mutate;
pub mod patch;
pub mod review;
pub mod role_ttls;

use std::fmt;
use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crossbeam_channel::Receiver;

use crate::config::UNAUTHENTICATED_LEGACY_DELIVERY;
use crate::http::{self, Server, ServerStats};
use crate::injector::review::Review;
use crate::limits;
use crate::logger;
use crate::metrics;
use crate::runtime::signals::Request as SignalRequest;
use crate::runtime::{Context, Supervisor};
use crate::tls::{self, Reloader, ServerFiles};

/// What answers a checked AdmissionReview. The endpoint has already refused anything that
/// is not a review; the mutator decides what to do with the pod and must bound its own work
/// (the admission deadline), since a webhook worker waits for it. It runs under
/// `catch_unwind`: a panic answers HTTP 500 for that request only.
pub trait Mutator: Send + Sync {
    /// The answer to `review`, whose body was received at `received` (the admission
    /// deadline runs from it). The endpoint sets the answer's uid to the request's.
    fn mutate(&self, review: &Review, received: Instant) -> review::Response;

    /// Whether the mutator records `kubewebhook_mutating_webhook_review_duration_seconds`
    /// itself (the admission step does, see [`mutate::Admission::respond`]); otherwise
    /// the endpoint records it, so that every review is observed once.
    fn records_review_duration(&self) -> bool {
        false
    }
}

impl Mutator for mutate::Admission {
    fn mutate(&self, review: &Review, received: Instant) -> review::Response {
        self.respond(review, received)
    }

    fn records_review_duration(&self) -> bool {
        true
    }
}

/// What went wrong while starting the webhook.
#[derive(Debug)]
pub enum Error {
    /// The certificate, key or client CA could not be loaded.
    Tls(tls::Error),
    /// The server could not start (address taken, say).
    Server(http::Error),
    /// The reload thread could not be started.
    Spawn(io::Error),
    /// Legacy delivery without client authentication, and no opt-out.
    Unauthenticated,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Tls(source) => write!(f, "cannot load the webhook's TLS files: {source}"),
            Error::Server(source) => write!(f, "cannot start the webhook server: {source}"),
            Error::Spawn(source) => {
                write!(
                    f,
                    "cannot start the webhook's certificate reload thread: {source}"
                )
            }
            Error::Unauthenticated => {
                write!(f, "refusing to start: {UNAUTHENTICATED_LEGACY_DELIVERY}")
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Tls(source) => Some(source),
            Error::Server(source) => Some(source),
            Error::Spawn(source) => Some(source),
            Error::Unauthenticated => None,
        }
    }
}

/// How the webhook is served; [`Settings::from_config`] reads it from the configuration.
#[derive(Debug, Clone)]
pub struct Settings {
    /// `webhookAddress`.
    pub address: String,
    /// `certFile`.
    pub cert: PathBuf,
    /// `keyFile`.
    pub key: PathBuf,
    /// `clientCAFile`.
    pub client_ca: Option<PathBuf>,
    /// `clientAllowedNames`.
    pub client_allowed_names: Vec<String>,
    /// `allowUnauthenticatedLegacyDelivery`.
    pub allow_unauthenticated: bool,
    /// `webhookWorkers`.
    pub workers: usize,
    /// Whether admissions write real credentials into pods (legacy delivery, `nri.enabled`
    /// false): without a client CA, anyone who reaches the port can then obtain them.
    pub legacy_delivery: bool,
    /// How often the TLS files are compared with what is served.
    pub reload_interval: Duration,
}

impl Settings {
    /// The settings the configuration asks for.
    pub fn from_config(config: &crate::config::Config) -> Settings {
        Settings {
            address: config.webhook_address.clone(),
            cert: PathBuf::from(&config.cert_file),
            key: PathBuf::from(&config.key_file),
            client_ca: config.client_ca_file.clone(),
            client_allowed_names: config.client_allowed_names.clone(),
            allow_unauthenticated: config.allow_unauthenticated_legacy_delivery,
            workers: config.webhook_workers,
            legacy_delivery: !config.nri.enabled,
            reload_interval: limits::TLS_RELOAD_INTERVAL,
        }
    }

    /// Whether these settings may serve: legacy delivery needs client authentication
    /// unless the opt-out says otherwise.
    pub fn check(&self) -> Result<(), Error> {
        if self.legacy_delivery && self.client_ca.is_none() && !self.allow_unauthenticated {
            return Err(Error::Unauthenticated);
        }
        Ok(())
    }

    /// The client authentication the TLS config requires, if any.
    fn client_auth(&self) -> Option<tls::ClientAuth> {
        self.client_ca.as_ref().map(|ca| tls::ClientAuth {
            ca: ca.clone(),
            allowed_names: self.client_allowed_names.clone(),
        })
    }

    /// The server options: TLS from `shared`, the webhook's caps.
    fn options(&self, shared: tls::SharedServerConfig) -> http::Options {
        let mut options = http::Options::new("webhook", &self.address);
        options.tls = Some(shared);
        options.workers = self.workers.clamp(1, limits::WEBHOOK_WORKERS_MAX);
        options.queue = limits::WEBHOOK_QUEUE;
        options.max_connections = limits::WEBHOOK_MAX_CONNECTIONS;
        options.max_body_bytes = limits::WEBHOOK_MAX_BODY_BYTES;
        options
    }
}

/// A running webhook. It stops with the supervisor's shutdown channel: it stops accepting
/// within [`limits::HTTP_POLL_INTERVAL`] and each worker finishes the review in hand.
#[derive(Debug)]
pub struct Webhook {
    server: Server,
}

impl Webhook {
    /// Loads the TLS files, starts the server with `mutator` behind the endpoint, and the
    /// reload thread fed by `reload` (SIGHUP) and a timer. Legacy delivery without a client
    /// CA refuses to start unless `allowUnauthenticatedLegacyDelivery` is set; then it logs
    /// a warning and sets `vdbi_webhook_client_auth_disabled` to 1.
    pub fn start(
        supervisor: &Supervisor,
        settings: &Settings,
        mutator: Arc<dyn Mutator>,
        reload: Receiver<SignalRequest>,
    ) -> Result<Webhook, Error> {
        settings.check()?;
        let reloader = Reloader::new(ServerFiles {
            cert: settings.cert.clone(),
            key: settings.key.clone(),
            client_auth: settings.client_auth(),
        })
        .map_err(Error::Tls)?;
        report_client_auth(settings);
        let options = settings.options(reloader.shared());
        let server = Server::start(
            supervisor,
            options,
            Arc::new(endpoint::Endpoint::new(mutator)),
        )
        .map_err(Error::Server)?;
        let interval = settings.reload_interval;
        let cert = settings.cert.display().to_string();
        supervisor
            .spawn(
                "webhook-tls",
                true,
                Some(limits::LOOP_MAX_SILENCE),
                move |ctx| {
                    reload_loop(&ctx, reloader, &reload, interval, &cert);
                    Ok(())
                },
            )
            .map_err(Error::Spawn)?;
        Ok(Webhook { server })
    }

    /// The bound address.
    pub fn local_addr(&self) -> SocketAddr {
        self.server.local_addr()
    }

    /// The server's counters (exported as `vdbi_http_requests_rejected_total`).
    pub fn stats(&self) -> Arc<ServerStats> {
        self.server.stats()
    }

    /// After shutdown started, waits up to `timeout` for the in-flight reviews to be
    /// answered and the server's threads to end; true when they did.
    pub fn wait_stopped(&self, timeout: Duration) -> bool {
        self.server.wait_stopped(timeout)
    }

    /// The server, for the controller's list of servers to wait for.
    pub fn into_server(self) -> Server {
        self.server
    }
}

/// Logs and exports whether clients must present a certificate.
fn report_client_auth(settings: &Settings) {
    let exposed = settings.client_ca.is_none() && settings.legacy_delivery;
    let metrics = metrics::global();
    metrics
        .webhook_client_auth_disabled
        .set(if exposed { 1.0 } else { 0.0 });
    // Every refusal reason shows from the start, at 0.
    for reason in tls::client_auth::all_refusals() {
        let _ = metrics
            .webhook_client_refused_total
            .with(&[reason.as_str()]);
    }
    match &settings.client_ca {
        Some(ca) if settings.client_allowed_names.is_empty() => logger::info(
            "webhook requires client certificates signed by clientCAFile (any name: clientAllowedNames is empty)",
            &[("clientCAFile", &ca.display().to_string())],
        ),
        Some(ca) => logger::info(
            "webhook requires client certificates signed by clientCAFile and named in clientAllowedNames",
            &[
                ("clientCAFile", &ca.display().to_string()),
                (
                    "clientAllowedNames",
                    &settings.client_allowed_names.join(","),
                ),
            ],
        ),
        None if settings.legacy_delivery => logger::warn(
            "webhook accepts any client (allowUnauthenticatedLegacyDelivery: true): with legacy delivery anyone who reaches the webhook port can obtain database credentials; set clientCAFile to require the apiserver's client certificate",
            &[("address", &settings.address)],
        ),
        None => logger::warn(
            "webhook accepts any client (no clientCAFile); with NRI delivery its answers hold placeholders only",
            &[("address", &settings.address)],
        ),
    }
}

/// Checks the TLS files every `interval` and on each reload request, until shutdown. A
/// change is served to the next connection; a change that does not load is logged and
/// counted, and the previous files stay in use (the next check tries again).
fn reload_loop(
    ctx: &Context,
    mut reloader: Reloader,
    reload: &Receiver<SignalRequest>,
    interval: Duration,
    cert: &str,
) {
    // A check at least every few seconds keeps the heartbeat fresh whatever the interval.
    let tick = interval.min(limits::LOOP_MAX_SILENCE / 4);
    let mut next_check = Instant::now() + interval;
    let mut reload_open = true;
    loop {
        ctx.heartbeat.beat();
        let wait = next_check
            .saturating_duration_since(Instant::now())
            .min(tick);
        let asked = if reload_open {
            crossbeam_channel::select! {
                recv(ctx.shutdown.receiver()) -> _ => return,
                recv(reload) -> request => match request {
                    Ok(SignalRequest::Reload) => true,
                    // No more SIGHUPs: keep polling on the timer.
                    Err(_) => {
                        reload_open = false;
                        false
                    }
                },
                default(wait) => false,
            }
        } else {
            if ctx.shutdown.wait_timeout(wait) {
                return;
            }
            false
        };
        if !asked && Instant::now() < next_check {
            continue;
        }
        next_check = Instant::now() + interval;
        let reloads = &metrics::global().tls_reloads_total;
        match reloader.reload_if_changed() {
            Ok(true) => {
                reloads.with(&["reloaded"]).inc();
                logger::info("webhook certificate reloaded", &[("cert", cert)]);
            }
            Ok(false) => {}
            Err(error) => {
                reloads.with(&["failed"]).inc();
                logger::warn(
                    "webhook certificate reload failed, still serving the previous one",
                    &[("cert", cert), ("error", &error.to_string())],
                );
            }
        }
    }
}

/// The invariants the `admission_review` fuzz target and its replay test check on arbitrary
/// bytes as an AdmissionReview body: parsing may refuse, nothing panics, the answer is
/// JSON, and a patch built for a pod that has `metadata` applies to it and leaves nothing
/// to do on a second pass (idempotent reinvocation). One function, so that a fuzz find and
/// a failed replay mean the same thing.
pub fn review_self_check(data: &[u8]) -> Result<(), String> {
    let Ok(parsed) = review::parse(data) else {
        return Ok(());
    };
    let env = [patch::EnvVar {
        name: "DB_PASSWORD".to_owned(),
        value: "__VDBI_PH_0000000000000000000000000000000000000000000000000000000000000000___"
            .to_owned(),
    }];
    let annotations = [(
        "db-creds-injector.numberly.io/uuid".to_owned(),
        "00000000-0000-4000-8000-000000000000".to_owned(),
    )];
    let pod = &parsed.request.object;
    let built = patch::build(pod, &env, &annotations);
    let answer = review::Response::patched(&parsed.request.uid, &patch::to_json(&built.ops))
        .to_json(parsed.version);
    serde_json::from_slice::<serde_json::Value>(&answer)
        .map_err(|e| format!("the answer is not JSON: {e}"))?;
    if pod.get("metadata").is_some_and(|m| m.is_object()) {
        let mut patched = pod.clone();
        patch::apply(&mut patched, &built.ops).map_err(|e| format!("patch does not apply: {e}"))?;
        let again = patch::build(&patched, &env, &annotations);
        if !again.ops.is_empty() {
            return Err(format!("second pass is not empty: {} ops", again.ops.len()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_from_config() {
        let config = crate::config::Config::from_yaml_str(
            "certFile: /tls/tls.crt\nkeyFile: /tls/tls.key\nwebhookWorkers: 3\nclientCAFile: /ca.pem\nwebhookAddress: 127.0.0.1:0\n",
            &|_| None,
        )
        .unwrap();
        let settings = Settings::from_config(&config);
        assert_eq!(settings.cert, PathBuf::from("/tls/tls.crt"));
        assert_eq!(settings.key, PathBuf::from("/tls/tls.key"));
        assert_eq!(settings.client_ca, Some(PathBuf::from("/ca.pem")));
        assert_eq!(settings.workers, 3);
        assert!(settings.legacy_delivery);
        let config = crate::config::Config::from_yaml_str(
            "certFile: /tls/tls.crt\nkeyFile: /tls/tls.key\n",
            &|_| None,
        )
        .unwrap();
        let settings = Settings::from_config(&config);
        assert_eq!(settings.client_ca, None);
        assert_eq!(settings.workers, limits::WEBHOOK_WORKERS_DEFAULT);
    }

    #[test]
    fn legacy_delivery_needs_client_authentication_or_the_opt_out() {
        let check = |yaml: &str, ok: bool| {
            let config = crate::config::Config::from_yaml_str(yaml, &|_| None).unwrap();
            let result = Settings::from_config(&config).check();
            assert_eq!(result.is_ok(), ok, "{yaml}: {result:?}");
            if let Err(error) = result {
                let text = error.to_string();
                assert!(text.contains("clientCAFile"), "{text}");
                assert!(
                    text.contains("allowUnauthenticatedLegacyDelivery: true"),
                    "{text}"
                );
            }
        };
        check("certFile: /c\n", false);
        check(
            "clientCAFile: /ca.pem\nclientAllowedNames: [kube-apiserver]\n",
            true,
        );
        check("allowUnauthenticatedLegacyDelivery: true\n", true);
        check("nri:\n  enabled: true\n", true);
        let config = crate::config::Config::from_yaml_str(
            "clientCAFile: /ca.pem\nclientAllowedNames: [a, b]\n",
            &|_| None,
        )
        .unwrap();
        let auth = Settings::from_config(&config).client_auth().unwrap();
        assert_eq!(auth.allowed_names, ["a", "b"]);
    }

    #[test]
    fn errors_name_what_failed() {
        let error = Error::Tls(tls::Error::NoCertificate {
            path: PathBuf::from("/tls/tls.crt"),
        });
        assert_eq!(
            error.to_string(),
            "cannot load the webhook's TLS files: no certificate found in /tls/tls.crt"
        );
        assert!(std::error::Error::source(&error).is_some());
    }
}
