//! The health endpoints of the health port (default `:8888`), as handlers that do not
//! depend on an HTTP server: [`Health::handle`] maps a path to a status, a content type and
//! a body, and the server that serves the port only copies them out.
//!
//! - `/healthz` keeps the Go original's JSON body and status codes: 200 when Vault and
//!   Kubernetes are healthy, 503 when both are not, 502 when only Kubernetes is not, 424
//!   when only Vault is not. As in the original, the Kubernetes part only says whether a
//!   client exists (no apiserver call: the Go chart's 1 s liveness probe may point here
//!   during an upgrade); the apiserver's own readiness is a `/readyz` condition. The checks are registered by the clients
//!   ([`Health::set_vault_check`], [`Health::set_kubernetes_check`]); an unregistered one
//!   counts as healthy. The chart does not probe it, so an outage of Vault does not restart
//!   every pod.
//! - `/readyz` is 200 only once every registered readiness condition holds (the original
//!   always answered ready), and 503 with the names it still waits for; shutdown makes it
//!   fail so that the Service stops sending traffic first.
//! - `/live` is 200 `alive` while every supervised loop makes progress
//!   ([`runtime::Liveness`]) and every extra liveness check passes, else 500 with the
//!   reason: the kubelet restarts a wedged process, not one whose dependency is down.
//!
//! **Invariant:** a check runs on the probe's thread and must bound itself: each client's
//! check makes its call with that client's timeout (kept below the probe's
//! `timeoutSeconds`), so a hung Vault cannot hold a health-server worker forever.
//!
//! **Invariant:** bodies carry check messages and thread names, never a secret: the
//! checks return their module's error text, which never holds one.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError, RwLock};
use std::time::{Duration, Instant, SystemTime};

use serde::Serialize;

use crate::limits;
use crate::logger;
use crate::runtime;

/// A health check: `Ok` when the dependency is usable, else why not (never a secret). It
/// must return within its client's timeout.
pub type Check = Box<dyn Fn() -> Result<(), String> + Send + Sync>;

/// What the health server answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HealthResponse {
    /// The HTTP status code.
    pub status: u16,
    /// The `Content-Type` header.
    pub content_type: &'static str,
    /// The body.
    pub body: String,
}

const JSON: &str = "application/json";
const TEXT: &str = "text/plain; charset=utf-8";

/// A probe that says whether a component is ready right now (the NRI plugin is ready only
/// while it is registered with the runtime, which changes on every reconnect).
type ReadinessProbe = Arc<dyn Fn() -> bool + Send + Sync>;

/// A named readiness condition; `/readyz` waits until every one holds. It is either a flag
/// that a component sets, or a probe asked at each request.
#[derive(Clone)]
pub struct Readiness {
    flag: Arc<AtomicBool>,
    probe: Option<ReadinessProbe>,
}

impl Readiness {
    /// Sets whether the condition holds (ignored for a probed condition).
    pub fn set(&self, ready: bool) {
        self.flag.store(ready, Ordering::Relaxed);
    }

    /// Whether the condition holds.
    pub fn get(&self) -> bool {
        match &self.probe {
            Some(probe) => probe(),
            None => self.flag.load(Ordering::Relaxed),
        }
    }
}

impl std::fmt::Debug for Readiness {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Readiness")
            .field("ready", &self.get())
            .field("probed", &self.probe.is_some())
            .finish()
    }
}

/// The state the health endpoints report. Share it behind an `Arc`: clients register
/// checks, components set readiness, the health server calls [`Health::handle`].
#[derive(Default)]
pub struct Health {
    vault: RwLock<Option<Check>>,
    kubernetes: RwLock<Option<Check>>,
    readiness: RwLock<Vec<(String, Readiness)>>,
    shutting_down: AtomicBool,
    liveness: RwLock<Option<runtime::Liveness>>,
    live_checks: RwLock<Vec<(String, Check)>>,
}

impl std::fmt::Debug for Health {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Health").finish_non_exhaustive()
    }
}

#[derive(Serialize)]
struct Component {
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
}

/// A readiness probe that asks `probe` at most once per `ttl` and answers the last result
/// in between. While one request refreshes it, concurrent requests answer the previous
/// result instead of waiting (the first answer, before any result, is "not ready"), so a
/// slow dependency holds at most one health worker.
pub fn cached(
    ttl: Duration,
    probe: impl Fn() -> bool + Send + Sync + 'static,
) -> impl Fn() -> bool + Send + Sync + 'static {
    let last: Mutex<Option<(Instant, bool)>> = Mutex::new(None);
    let refreshing = AtomicBool::new(false);
    move || {
        let previous = *last.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((at, ready)) = previous
            && at.elapsed() < ttl
        {
            return ready;
        }
        if refreshing.swap(true, Ordering::AcqRel) {
            return previous.is_some_and(|(_, ready)| ready);
        }
        let ready = catch_unwind(AssertUnwindSafe(&probe)).unwrap_or(false);
        *last.lock().unwrap_or_else(PoisonError::into_inner) = Some((Instant::now(), ready));
        refreshing.store(false, Ordering::Release);
        ready
    }
}

/// The `/healthz` body, with the original's field order.
#[derive(Serialize)]
struct HealthzBody {
    status: &'static str,
    kubernetes: Component,
    vault: Component,
    timestamp: String,
}

#[derive(Serialize)]
struct ReadyzBody {
    status: &'static str,
    timestamp: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    waiting: Vec<String>,
}

impl Health {
    /// Health with no check, no readiness condition and no liveness source: healthy,
    /// ready and alive.
    pub fn new() -> Health {
        Health::default()
    }

    /// Registers the Vault check of `/healthz` (replacing any earlier one).
    pub fn set_vault_check(&self, check: impl Fn() -> Result<(), String> + Send + Sync + 'static) {
        *self.vault.write().unwrap_or_else(PoisonError::into_inner) = Some(Box::new(check));
    }

    /// Registers the Kubernetes check of `/healthz` (replacing any earlier one).
    pub fn set_kubernetes_check(
        &self,
        check: impl Fn() -> Result<(), String> + Send + Sync + 'static,
    ) {
        *self
            .kubernetes
            .write()
            .unwrap_or_else(PoisonError::into_inner) = Some(Box::new(check));
    }

    /// The readiness condition called `name`, registered unset the first time; later calls
    /// with the same name return the same condition.
    pub fn readiness(&self, name: &str) -> Readiness {
        let mut conditions = self
            .readiness
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some((_, existing)) = conditions.iter().find(|(n, _)| n == name) {
            return existing.clone();
        }
        let condition = Readiness {
            flag: Arc::new(AtomicBool::new(false)),
            probe: None,
        };
        conditions.push((name.to_owned(), condition.clone()));
        condition
    }

    /// Registers the readiness condition `name` as a probe asked at each `/readyz` request
    /// (replacing a condition of that name). The probe must be cheap: it runs on the health
    /// server's worker.
    pub fn readiness_probe(&self, name: &str, probe: impl Fn() -> bool + Send + Sync + 'static) {
        let mut conditions = self
            .readiness
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        conditions.retain(|(n, _)| n != name);
        conditions.push((
            name.to_owned(),
            Readiness {
                flag: Arc::new(AtomicBool::new(false)),
                probe: Some(Arc::new(probe)),
            },
        ));
    }

    /// Makes `/readyz` fail from now on: the process is shutting down.
    pub fn set_shutting_down(&self) {
        self.shutting_down.store(true, Ordering::Relaxed);
    }

    /// Makes `/live` report the supervised threads' progress.
    pub fn set_liveness(&self, liveness: runtime::Liveness) {
        *self
            .liveness
            .write()
            .unwrap_or_else(PoisonError::into_inner) = Some(liveness);
    }

    /// Adds a liveness check called `name` to `/live` (e.g. a leader elector that cannot
    /// rejoin). Its error text is served as is.
    pub fn add_liveness_check(
        &self,
        name: &str,
        check: impl Fn() -> Result<(), String> + Send + Sync + 'static,
    ) {
        self.live_checks
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .push((name.to_owned(), Box::new(check)));
    }

    /// The answer for a request to `path` (a query string is ignored; any method).
    pub fn handle(&self, path: &str) -> HealthResponse {
        let path = path.split_once('?').map_or(path, |(path, _)| path);
        match path {
            "/healthz" => self.healthz(),
            "/readyz" => self.readyz(),
            "/live" => self.live(),
            _ => HealthResponse {
                status: 404,
                content_type: TEXT,
                body: "not found\n".to_owned(),
            },
        }
    }

    fn healthz(&self) -> HealthResponse {
        let kubernetes = component(&self.kubernetes, "Failed to connect to Kubernetes");
        let vault = component(&self.vault, "Failed to connect to Vault");
        let (status, word) = match (kubernetes.message.is_none(), vault.message.is_none()) {
            (true, true) => (200, "healthy"),
            (false, false) => (503, "unhealthy"),
            (false, true) => (502, "unhealthy"),
            (true, false) => (424, "unhealthy"),
        };
        let body = HealthzBody {
            status: word,
            kubernetes,
            vault,
            timestamp: now(),
        };
        json(status, &body)
    }

    fn readyz(&self) -> HealthResponse {
        let mut waiting: Vec<String> = self
            .readiness
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .filter(|(_, condition)| !condition.get())
            .map(|(name, _)| name.clone())
            .collect();
        if self.shutting_down.load(Ordering::Relaxed) {
            waiting.push("shutdown".to_owned());
        }
        let (status, word) = if waiting.is_empty() {
            (200, "ready")
        } else {
            (503, "not ready")
        };
        let body = ReadyzBody {
            status: word,
            timestamp: now(),
            waiting,
        };
        json(status, &body)
    }

    fn live(&self) -> HealthResponse {
        let supervised = self
            .liveness
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .map_or(Ok(()), runtime::Liveness::check);
        let result = supervised.and_then(|()| {
            let checks = self
                .live_checks
                .read()
                .unwrap_or_else(PoisonError::into_inner);
            checks
                .iter()
                .try_for_each(|(name, check)| run(check).map_err(|e| format!("{name}: {e}")))
        });
        match result {
            Ok(()) => HealthResponse {
                status: 200,
                content_type: TEXT,
                body: "alive".to_owned(),
            },
            Err(reason) => {
                let reason = truncate(reason);
                logger::warn("liveness check failed", &[("reason", &reason)]);
                HealthResponse {
                    status: 500,
                    content_type: TEXT,
                    body: reason,
                }
            }
        }
    }
}

/// Runs a check with panics caught: a bug in a client's check makes the component
/// unhealthy instead of killing the health server's worker.
fn run(check: &Check) -> Result<(), String> {
    match catch_unwind(AssertUnwindSafe(check)) {
        Ok(result) => result,
        // The location only: the payload may quote a value, and this text reaches the
        // `/healthz` body (see `runtime::panics`).
        Err(_) => Err(format!("check {}", runtime::panics::report())),
    }
}

fn component(slot: &RwLock<Option<Check>>, prefix: &str) -> Component {
    let slot = slot.read().unwrap_or_else(PoisonError::into_inner);
    match slot.as_ref().map_or(Ok(()), run) {
        Ok(()) => Component {
            status: "healthy",
            message: None,
        },
        Err(error) => Component {
            status: "unhealthy",
            message: Some(truncate(format!("{prefix}: {error}"))),
        },
    }
}

/// Cuts a message to `limits::HEALTH_MESSAGE_MAX` bytes at a character boundary.
fn truncate(mut message: String) -> String {
    if message.len() > limits::HEALTH_MESSAGE_MAX {
        let mut end = limits::HEALTH_MESSAGE_MAX;
        while !message.is_char_boundary(end) {
            end = end.saturating_sub(1);
        }
        message.truncate(end);
    }
    message
}

fn now() -> String {
    logger::rfc3339(SystemTime::now())
}

fn json(status: u16, body: &impl Serialize) -> HealthResponse {
    match serde_json::to_string(body) {
        Ok(body) => HealthResponse {
            status,
            content_type: JSON,
            body,
        },
        // These bodies are plain structs of strings, which always serialize; answer
        // something well-formed anyway.
        Err(_) => HealthResponse {
            status: 500,
            content_type: JSON,
            body: r#"{"status":"unhealthy"}"#.to_owned(),
        },
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicUsize;

    use serde_json::Value;

    use super::*;

    fn body(response: &HealthResponse) -> Value {
        assert_eq!(response.content_type, JSON);
        serde_json::from_str(&response.body).unwrap()
    }

    fn check(
        kubernetes: Option<Result<(), &'static str>>,
        vault: Option<Result<(), &'static str>>,
        expect: (u16, &str),
    ) {
        let health = Health::new();
        if let Some(result) = kubernetes {
            health.set_kubernetes_check(move || result.map_err(str::to_owned));
        }
        if let Some(result) = vault {
            health.set_vault_check(move || result.map_err(str::to_owned));
        }
        let response = health.handle("/healthz");
        let json = body(&response);
        assert_eq!(
            (response.status, json["status"].as_str().unwrap()),
            expect,
            "{json}"
        );
        for (name, result) in [("kubernetes", kubernetes), ("vault", vault)] {
            match result {
                Some(Err(message)) => {
                    assert_eq!(json[name]["status"], "unhealthy");
                    assert!(json[name]["message"].as_str().unwrap().ends_with(message));
                }
                _ => {
                    assert_eq!(json[name]["status"], "healthy");
                    assert!(json[name].get("message").is_none(), "{json}");
                }
            }
        }
        // The original's field order, and an RFC 3339 UTC timestamp.
        let keys: Vec<&str> = json
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(keys.len(), 4);
        assert!(response.body.starts_with(r#"{"status":"#));
        assert!(response.body.find("\"kubernetes\"") < response.body.find("\"vault\""));
        let timestamp = json["timestamp"].as_str().unwrap();
        assert_eq!(timestamp.len(), 20, "{timestamp}");
        assert!(timestamp.ends_with('Z') && timestamp.as_bytes()[10] == b'T');
    }

    #[test]
    fn healthz_codes_follow_the_original() {
        check(None, None, (200, "healthy"));
        check(Some(Ok(())), Some(Ok(())), (200, "healthy"));
        check(
            Some(Err("no route")),
            Some(Err("sealed")),
            (503, "unhealthy"),
        );
        check(Some(Err("no route")), Some(Ok(())), (502, "unhealthy"));
        check(Some(Ok(())), Some(Err("sealed")), (424, "unhealthy"));
        check(None, Some(Err("sealed")), (424, "unhealthy"));
    }

    #[test]
    fn healthz_message_is_bounded_and_a_panicking_check_is_unhealthy() {
        let health = Health::new();
        health.set_vault_check(|| Err("é".repeat(1000)));
        runtime::panics::install_hook();
        health.set_kubernetes_check(|| panic!("bug in check"));
        let response = health.handle("/healthz?verbose=1");
        assert_eq!(response.status, 503);
        let json = body(&response);
        assert!(json["vault"]["message"].as_str().unwrap().len() <= limits::HEALTH_MESSAGE_MAX);
        let message = json["kubernetes"]["message"].as_str().unwrap();
        assert!(
            message.contains("check panicked at src/healthcheck.rs:"),
            "{message}"
        );
    }

    #[test]
    fn readyz_waits_for_every_condition_and_shutdown() {
        let health = Health::new();
        let response = health.handle("/readyz");
        assert_eq!(response.status, 200);
        assert_eq!(body(&response)["status"], "ready");
        assert!(body(&response).get("waiting").is_none());

        let webhook = health.readiness("webhook");
        let vault = health.readiness("vault");
        let response = health.handle("/readyz");
        assert_eq!(response.status, 503);
        assert_eq!(body(&response)["status"], "not ready");
        assert_eq!(
            body(&response)["waiting"],
            serde_json::json!(["webhook", "vault"])
        );

        webhook.set(true);
        assert_eq!(
            body(&health.handle("/readyz"))["waiting"],
            serde_json::json!(["vault"])
        );
        health.readiness("vault").set(true);
        assert!(vault.get());
        assert_eq!(health.handle("/readyz").status, 200);

        webhook.set(false);
        assert_eq!(health.handle("/readyz").status, 503);
        webhook.set(true);
        health.set_shutting_down();
        let response = health.handle("/readyz");
        assert_eq!(response.status, 503);
        assert_eq!(body(&response)["waiting"], serde_json::json!(["shutdown"]));
    }

    #[test]
    fn live_reports_supervised_threads_and_extra_checks() {
        let health = Health::new();
        assert_eq!(health.handle("/live").status, 200);
        assert_eq!(health.handle("/live").body, "alive");

        let (trigger, shutdown) = runtime::shutdown_channel();
        let supervisor = runtime::Supervisor::new(shutdown);
        health.set_liveness(supervisor.liveness());
        supervisor
            .spawn("short-lived", false, Some(Duration::from_secs(60)), |_| {
                Ok(())
            })
            .unwrap();
        let exited = supervisor
            .exits()
            .recv_timeout(Duration::from_secs(5))
            .unwrap();
        assert_eq!(exited.name, "short-lived");
        let response = health.handle("/live");
        assert_eq!(response.status, 500);
        assert_eq!(response.content_type, TEXT);
        assert!(response.body.contains("short-lived"), "{}", response.body);
        trigger.trigger();

        let health = Health::new();
        health.add_liveness_check("leader-election", || {
            Err("cannot rejoin the election".to_owned())
        });
        let response = health.handle("/live");
        assert_eq!(response.status, 500);
        assert_eq!(response.body, "leader-election: cannot rejoin the election");
    }

    #[test]
    fn unknown_paths_are_not_found() {
        let health = Health::new();
        for path in ["/", "/metrics", "/healthz/", "/HEALTHZ", "", "/live/x"] {
            assert_eq!(health.handle(path).status, 404, "{path}");
        }
    }

    #[test]
    fn a_cached_probe_asks_once_per_ttl_and_a_panic_is_not_ready() {
        let calls = Arc::new(AtomicUsize::new(0));
        let answer = Arc::new(AtomicBool::new(true));
        let probe = {
            let (calls, answer) = (Arc::clone(&calls), Arc::clone(&answer));
            cached(Duration::from_millis(200), move || {
                calls.fetch_add(1, Ordering::SeqCst);
                answer.load(Ordering::SeqCst)
            })
        };
        assert!(probe());
        answer.store(false, Ordering::SeqCst);
        assert!(probe(), "the cached answer is reused within the ttl");
        assert_eq!(calls.load(Ordering::SeqCst), 1);
        std::thread::sleep(Duration::from_millis(250));
        assert!(!probe(), "a stale answer is refreshed");
        assert_eq!(calls.load(Ordering::SeqCst), 2);

        let panicking = cached(Duration::from_secs(60), || panic!("bug in probe"));
        assert!(!panicking());
        assert!(!panicking());
    }
}
