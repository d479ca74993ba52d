//! Runs the process: hardens it, applies the configuration's log level, refuses a
//! configuration with errors, starts the signal thread and the configured mode under one
//! supervisor, and shuts everything down in order when a signal arrives or a critical thread
//! fails. `main` maps the result to the exit code (0 after SIGTERM/SIGINT, 1 on failure).
//!
//! **Invariant:** `main` has called [`crate::runtime::signals::block`] before [`run`], so the
//! signal thread started here is the only one that receives SIGTERM, SIGINT and SIGHUP.

use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, bounded};
use nix::sys::prctl;
use nix::sys::resource::{Resource, setrlimit};
use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

use crate::config::{Config, Mode};
use crate::healthcheck::{self, Health};
use crate::http::{self, Server, ServerStats, StatsSnapshot};
use crate::injector::mutate::Admission;
use crate::injector::role_ttls::RoleTtls;
use crate::injector::{self, Mutator, Webhook};
use crate::issuance::{self, Issuer};
use crate::k8s;
use crate::limits;
use crate::logger;
use crate::metrics;
use crate::nri;
use crate::policycheck;
use crate::renewer;
use crate::revoker;
use crate::runtime::signals::{self, Request};
use crate::runtime::{
    Context, Shutdown, ShutdownTrigger, Supervisor, ThreadError, shutdown_channel,
};
use crate::sentry::{self, Sentry};
use crate::tls;
use crate::vault;

/// Why the process stopped with a failure.
#[derive(Debug)]
pub enum Error {
    /// Core dumps could not be turned off.
    Harden(nix::Error),
    /// The configuration has errors (each was logged).
    InvalidConfig {
        /// How many.
        count: usize,
    },
    /// A thread could not be started.
    Spawn {
        /// The thread's name.
        thread: String,
        /// The cause.
        source: std::io::Error,
    },
    /// A critical thread ended, or a thread failed, before shutdown was asked for.
    ThreadFailed {
        /// The thread's name.
        thread: String,
        /// Its error or panic text (never a secret: see `runtime::ThreadError`).
        reason: String,
    },
    /// The health or metrics server could not start (its address is taken, say).
    Server {
        /// Which server.
        name: &'static str,
        /// The cause.
        source: http::Error,
    },
    /// A component of the mode could not start (its clients, its cache, its election).
    Component {
        /// Which component: `renewer`, `revoker` or `nri`.
        name: &'static str,
        /// The component's own error.
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// Sentry is enabled but cannot start (no or a bad DSN, no TLS roots for an https DSN).
    Sentry(sentry::Error),
    /// The webhook could not start (its TLS files, its address).
    Webhook(injector::Error),
    /// The admission step could not be built from the configuration.
    Admission(String),
    /// Threads were still running when the grace period ended.
    ShutdownTimedOut {
        /// How many.
        running: usize,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Harden(_) => f.write_str("cannot turn off core dumps"),
            Error::InvalidConfig { count: 1 } => f.write_str("invalid config: 1 problem"),
            Error::InvalidConfig { count } => write!(f, "invalid config: {count} problems"),
            Error::Spawn { thread, .. } => write!(f, "cannot start thread {thread}"),
            Error::ThreadFailed { thread, reason } => {
                write!(f, "thread {thread} failed: {reason}")
            }
            Error::Server { name, source } => write!(f, "cannot start the {name} server: {source}"),
            Error::Sentry(_) => f.write_str("cannot start sentry"),
            Error::Component { name, source } => write!(f, "cannot start the {name}: {source}"),
            Error::Webhook(source) => source.fmt(f),
            Error::Admission(reason) => write!(f, "cannot set up admission: {reason}"),
            Error::ShutdownTimedOut { running } => write!(
                f,
                "{running} thread(s) still running {}s after shutdown started",
                limits::SHUTDOWN_GRACE.as_secs()
            ),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Harden(source) => Some(source),
            Error::Spawn { source, .. } => Some(source),
            Error::Server { source, .. } => Some(source),
            Error::Sentry(source) => Some(source),
            Error::Component { source, .. } => Some(source.as_ref()),
            Error::Webhook(source) => Some(source),
            Error::InvalidConfig { .. }
            | Error::Admission(_)
            | Error::ThreadFailed { .. }
            | Error::ShutdownTimedOut { .. } => None,
        }
    }
}

/// Runs the configured mode until SIGTERM or SIGINT (`Ok`) or until a critical thread fails
/// (`Err`).
pub fn run(config: Config) -> Result<(), Error> {
    harden()?;
    logger::set_level(config.log_level);
    check_config(&config)?;
    report_nri_identity(&config);

    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown.clone());
    let threads = Threads::new(&supervisor);

    let signal_thread_waiting = Arc::new(AtomicBool::new(true));
    let reload = start_signal_thread(
        &threads,
        trigger.clone(),
        Arc::clone(&signal_thread_waiting),
    )?;
    let sentry = start_sentry(&supervisor, &config)?;
    let mut servers = Servers::start(&supervisor, &config)?;
    if matches!(config.mode, Mode::Injector | Mode::All) {
        let mutator = admission_mutator(&supervisor, &shutdown, &config)?;
        let webhook = Webhook::start(
            &supervisor,
            &injector::Settings::from_config(&config),
            mutator,
            reload,
        )
        .map_err(Error::Webhook)?;
        servers.add("webhook", webhook.into_server());
        servers.health.readiness("webhook").set(true);
    }
    start_mode(&threads, &config, &servers.health)?;
    servers.health.readiness("startup").set(true);
    logger::info(
        &format!(
            "Starting vault-db-injector in mode {:?}",
            config.mode.as_str()
        ),
        &[("mode", config.mode.as_str())],
    );

    let outcome = supervise(&supervisor, &trigger, &shutdown);
    if let Some(sentry) = &sentry {
        // The failure that ended the run is among the queued events.
        sentry.flush(limits::SENTRY_SHUTDOWN_DRAIN);
    }
    // The sigwait thread returns only on a signal; when something else started the
    // shutdown, a SIGTERM to ourselves (blocked, so it stays pending) wakes it.
    if signal_thread_waiting.load(Ordering::SeqCst) {
        let _ = kill(Pid::this(), Signal::SIGTERM);
    }
    servers.health.set_shutting_down();
    let deadline = Instant::now() + limits::SHUTDOWN_GRACE;
    let joined = threads.join(deadline);
    if !servers.wait_stopped(deadline) {
        logger::warn(
            "http servers still running at the end of the shutdown grace period",
            &[],
        );
    }
    outcome?;
    joined?;
    logger::info("vault-db-injector stopped", &[]);
    Ok(())
}

/// Turns off core dumps, which would write every credential in memory to disk: the process
/// becomes non-dumpable (this also keeps other users' ptrace out) and its core size limit
/// is zero, soft and hard.
pub fn harden() -> Result<(), Error> {
    prctl::set_dumpable(false).map_err(Error::Harden)?;
    setrlimit(Resource::RLIMIT_CORE, 0, 0).map_err(Error::Harden)?;
    Ok(())
}

/// Logs every problem; errors (warnings too with `strictConfig`) stop the process.
fn check_config(config: &Config) -> Result<(), Error> {
    // The count fits an f64 exactly.
    #[allow(clippy::cast_precision_loss)]
    metrics::global()
        .config_unknown_keys
        .set(config.unknown_keys().len() as f64);
    let problems = config.validate();
    let mut errors = 0usize;
    for problem in &problems {
        let fields = [("key", problem.key.as_str())];
        if problem.is_error() {
            errors = errors.saturating_add(1);
            logger::error(&format!("invalid config: {problem}"), &fields);
        } else {
            logger::warn(&problem.to_string(), &fields);
        }
    }
    if errors > 0 {
        return Err(Error::InvalidConfig { count: errors });
    }
    Ok(())
}

/// Logs and exports whether NRI delivery runs with the injector's own Vault identity (the
/// configuration only gets here with it when `nri.allowInjectorIdentity` allowed it).
fn report_nri_identity(config: &Config) {
    let exposed = config.nri_with_injector_identity();
    metrics::global()
        .nri_injector_identity
        .set(if exposed { 1.0 } else { 0.0 });
    if exposed {
        logger::warn(
            "NRI delivery uses the injector's own Vault identity (nri.allowInjectorIdentity: true): every node holds a Vault policy that issues any role, so root on one node can obtain every pod's credentials; set useProjectedSA: true so that the plugin logs in as each pod of its node",
            &[("mode", config.mode.as_str())],
        );
    }
}

/// Starts the `sigwait` thread and returns where its SIGHUP reload requests arrive (the
/// webhook's certificate reload thread reads them; it is the only reader). The channel
/// holds one request and drops the rest: one pending reload covers any number of SIGHUPs.
/// The signal thread keeps a receiver too, so that the channel stays open in modes that
/// do not read it.
fn start_signal_thread(
    threads: &Threads<'_>,
    trigger: ShutdownTrigger,
    waiting: Arc<AtomicBool>,
) -> Result<Receiver<Request>, Error> {
    let (reload_tx, reload_rx) = bounded::<Request>(1);
    let kept = reload_rx.clone();
    threads.spawn("signals", true, None, move |_ctx| {
        let _keep_reload_channel_open = kept;
        let result = signals::wait_for_signals(trigger, reload_tx);
        waiting.store(false, Ordering::SeqCst);
        result.map_err(|error| -> ThreadError { Box::new(error) })
    })?;
    Ok(reload_rx)
}

/// The admission step behind the webhook: the Vault client of the configuration (its own
/// login as `kubeRole`), the Kubernetes client (required for projected service accounts),
/// the issuer and its workers. Configuration errors stop the start; Vault being down does
/// not (each admission then answers a 503 denial until it is back).
fn admission_mutator(
    supervisor: &Supervisor,
    shutdown: &Shutdown,
    config: &Config,
) -> Result<Arc<dyn Mutator>, Error> {
    // A retry's backoff ends at shutdown, so a draining webhook does not wait on it.
    let client = vault::Client::new(vault::ClientConfig::from_config(config))
        .map_err(|error| Error::Admission(error.to_string()))?
        .with_shutdown(shutdown.clone());
    let kubernetes = k8s::discover(&k8s::Discovery::from_config(config))
        .and_then(k8s::Client::new)
        .map(Arc::new);
    let kubernetes = match kubernetes {
        Ok(client) => Some(client),
        Err(error) if config.use_projected_sa => {
            return Err(Error::Admission(format!(
                "useProjectedSA needs the Kubernetes API: {error}"
            )));
        }
        Err(_) => None,
    };
    let kv = vault::KvStore::new(&config.vault_secret_name, &config.vault_secret_prefix)
        .map_err(|error| Error::Admission(error.to_string()))?;
    let issuer = Arc::new(Issuer::new(
        Arc::new(client),
        kubernetes,
        kv,
        issuance::Settings::from_config(config),
        config.admission_timeout,
    ));
    issuer.start(supervisor).map_err(|source| Error::Spawn {
        thread: "issuer".to_owned(),
        source,
    })?;
    let spawn_error = |thread: &str| {
        let thread = thread.to_owned();
        move |source| Error::Spawn { thread, source }
    };
    let events = match issuer.k8s_client() {
        Some(client) => k8s::events::start(
            supervisor,
            client,
            "injector-events",
            &k8s::events::instance_name(config),
        )
        .map_err(spawn_error("injector-events"))?,
        None => k8s::Recorder::disabled(),
    };
    let role_ttls = Arc::new(RoleTtls::new());
    role_ttls
        .start(supervisor, issuer.vault(), issuer.own_login())
        .map_err(spawn_error("role-ttls"))?;
    Ok(Arc::new(
        Admission::from_config(config, issuer)
            .with_events(events)
            .with_role_ttls(role_ttls),
    ))
}

/// The health and metrics servers, one of each per process whatever the mode (mode `all`
/// included: the original bound them once per component and logged the clash).
struct Servers {
    health: Arc<Health>,
    running: Vec<Server>,
    exported: Arc<ExportedStats>,
}

impl Servers {
    /// Starts `/healthz`, `/readyz` and `/live` on `healthAddress` and the Prometheus
    /// exposition on `metricsAddress` (any path, as the original's root mux served it).
    fn start(supervisor: &Supervisor, config: &Config) -> Result<Servers, Error> {
        let health = Arc::new(Health::new());
        health.set_liveness(supervisor.liveness());
        let (kubernetes_healthz, kubernetes_ready) = kubernetes_checks(config);
        health.set_kubernetes_check(kubernetes_healthz);
        if needs_apiserver(config) {
            health.readiness_probe("kubernetes", kubernetes_ready);
        }
        health.set_vault_check(vault_check(config));

        let health_handler = {
            let health = Arc::clone(&health);
            move |request: &http::Request| {
                let answer = health.handle(&request.path);
                http::Response::new(answer.status, answer.content_type, answer.body)
            }
        };
        let health_server = Server::start(
            supervisor,
            http::Options {
                workers: limits::HTTP_PROBE_WORKERS,
                ..http::Options::new("health", &config.health_address)
            },
            Arc::new(health_handler),
        )
        .map_err(|source| Error::Server {
            name: "health",
            source,
        })?;

        let exported = Arc::new(ExportedStats::default());
        let metrics_server = {
            let exported = Arc::clone(&exported);
            let handler = move |_request: &http::Request| {
                exported.update();
                // Rendered while it is written: a scrape never holds the whole exposition.
                http::Response::streamed(
                    200,
                    metrics::CONTENT_TYPE,
                    http::Pieces::new(|sink| metrics::render_pieces(sink)),
                )
            };
            Server::start(
                supervisor,
                http::Options {
                    workers: limits::HTTP_PROBE_WORKERS,
                    ..http::Options::new("metrics", &config.metrics_address)
                },
                Arc::new(handler),
            )
            .map_err(|source| Error::Server {
                name: "metrics",
                source,
            })?
        };
        exported.watch("health", health_server.stats());
        exported.watch("metrics", metrics_server.stats());
        Ok(Servers {
            health,
            running: vec![health_server, metrics_server],
            exported,
        })
    }

    /// Adds a server started elsewhere (the webhook): its counters are exported and it is
    /// waited for at shutdown.
    fn add(&mut self, name: &'static str, server: Server) {
        self.exported.watch(name, server.stats());
        self.running.push(server);
    }

    /// Waits for every server's threads to finish, up to `deadline`.
    fn wait_stopped(&self, deadline: Instant) -> bool {
        self.running
            .iter()
            .all(|server| server.wait_stopped(deadline.saturating_duration_since(Instant::now())))
    }
}

/// The Kubernetes part of `/healthz` and the `kubernetes` readiness condition.
///
/// `/healthz` only says whether a client could be built, as the original's did: the Go
/// chart's liveness probe (1 s timeout) may still point at it during an upgrade, so it must
/// not wait on the apiserver. The apiserver's own `/readyz` is asked by readiness instead,
/// in the modes that call it ([`needs_apiserver`]), where an unreachable apiserver should
/// take the pod out of its Service rather than restart it; that answer is cached for [`limits::K8S_READY_CACHE`] so that a probe costs
/// at most one apiserver request per period. A cluster that cannot be found is reported
/// unhealthy, with the reason, rather than failing the process.
fn kubernetes_checks(
    config: &Config,
) -> (
    impl Fn() -> Result<(), String> + Send + Sync + 'static,
    impl Fn() -> bool + Send + Sync + 'static,
) {
    let client = k8s::discover(&k8s::Discovery::from_config(config))
        .and_then(k8s::Client::new)
        .map_err(|error| error.to_string());
    if let Err(reason) = &client {
        logger::warn(
            "no Kubernetes client; /healthz reports Kubernetes unhealthy",
            &[("error", reason)],
        );
    }
    let built = client.as_ref().map(|_| ()).map_err(Clone::clone);
    let healthz = move || built.clone();
    let ready = healthcheck::cached(limits::K8S_READY_CACHE, move || match &client {
        Ok(client) => match client.health() {
            Ok(()) => true,
            Err(error) => {
                logger::warn(
                    "apiserver not ready; /readyz waits for it",
                    &[("error", &error.to_string())],
                );
                false
            }
        },
        Err(_) => false,
    });
    (healthz, ready)
}

/// Whether the mode's own work calls the apiserver, so that readiness should wait for it.
/// The webhook with the injector's service account never does (the apiserver that would
/// be down is also the one that sends it reviews), nor does an idle `nri` mode.
fn needs_apiserver(config: &Config) -> bool {
    match config.mode {
        Mode::Injector => config.use_projected_sa,
        Mode::Nri => config.nri.enabled,
        Mode::Renewer | Mode::Revoker | Mode::All => true,
    }
}

/// The Vault part of `/healthz`: an unauthenticated `sys/health` with its own timeout,
/// healthy when Vault is initialised and unsealed (the original's rule).
fn vault_check(config: &Config) -> impl Fn() -> Result<(), String> + Send + Sync + 'static {
    let client =
        vault::Client::new(vault::ClientConfig::from_config(config)).map_err(|e| e.to_string());
    if let Err(reason) = &client {
        logger::warn(
            "no Vault client; /healthz reports Vault unhealthy",
            &[("error", reason)],
        );
    }
    move || match &client {
        Ok(client) => client.health_check(),
        Err(reason) => Err(reason.clone()),
    }
}

/// Starts Sentry when `sentry: true`: error-level log lines become events, sampled at
/// `sentrySampleRate` (which the original ignored). The DSN is never logged in full.
fn start_sentry(supervisor: &Supervisor, config: &Config) -> Result<Option<Arc<Sentry>>, Error> {
    if !config.sentry {
        return Ok(None);
    }
    let dsn = config
        .sentry_dsn
        .as_ref()
        .ok_or(Error::Sentry(sentry::Error::Dsn("sentryDsn is empty")))
        .and_then(|dsn| sentry::Dsn::parse(dsn.expose_secret()).map_err(Error::Sentry))?;
    // An https DSN needs roots; without a system bundle `Sentry::start` says so.
    let roots = tls::client_roots(None).unwrap_or_default();
    let mut options = sentry::Options::new(dsn, roots);
    options.environment = config.sentry_environment.clone();
    options.sample_rate = config.sentry_sample_rate;
    let client = Sentry::start(options, supervisor).map_err(Error::Sentry)?;
    client.install();
    Ok(Some(client))
}

/// Turns the HTTP servers' counters into `vdbi_http_requests_rejected_total` at scrape
/// time, so the servers need not know about the metrics registry.
#[derive(Default)]
struct ExportedStats {
    servers: Mutex<Vec<(&'static str, Arc<ServerStats>, StatsSnapshot)>>,
}

impl ExportedStats {
    fn watch(&self, name: &'static str, stats: Arc<ServerStats>) {
        self.servers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push((name, stats, StatsSnapshot::default()));
    }

    fn update(&self) {
        let rejected = &metrics::global().http_requests_rejected_total;
        let mut servers = self.servers.lock().unwrap_or_else(PoisonError::into_inner);
        for (name, stats, last) in servers.iter_mut() {
            let now = stats.snapshot();
            let deltas = [
                (
                    "queue_full",
                    now.rejected_queue_full,
                    last.rejected_queue_full,
                ),
                ("bad_request", now.bad_requests, last.bad_requests),
                ("timeout", now.timeouts, last.timeouts),
            ];
            for (reason, now, before) in deltas {
                let delta = now.saturating_sub(before);
                if delta > 0 {
                    // Counts stay far below 2^53, where f64 is exact.
                    #[allow(clippy::cast_precision_loss)]
                    rejected.with(&[name, reason]).add(delta as f64);
                }
            }
            *last = now;
        }
    }
}

/// Starts the mode's own work besides the servers (the webhook is started with them): the
/// leader-elected renewer and revoker loops, and the NRI plugin. Mode `all` starts every
/// component in this one process (NRI only with `nri.enabled`). Mode `nri` with
/// `nri.enabled: false` idles until shutdown with a warning, as the original did.
fn start_mode(threads: &Threads<'_>, config: &Config, health: &Health) -> Result<(), Error> {
    let component = |name: &'static str| {
        move |error: Box<dyn std::error::Error + Send + Sync>| Error::Component {
            name,
            source: error,
        }
    };
    let mut specs = Vec::new();
    if matches!(config.mode, Mode::Renewer | Mode::All) {
        let renewer = renewer::prepare(config, threads.supervisor.shutdown())
            .map_err(|e| component("renewer")(Box::new(e)))?;
        specs.extend(renewer);
    }
    if matches!(config.mode, Mode::Revoker | Mode::All) {
        let revoker = revoker::prepare(config, threads.supervisor.shutdown())
            .map_err(|e| component("revoker")(Box::new(e)))?;
        specs.extend(revoker);
    }
    for spec in specs {
        threads.spawn(&spec.name, true, spec.max_silence, spec.body)?;
    }
    // Not critical: a check that cannot run must not stop the component it checks.
    let checks = policycheck::threads(config, threads.supervisor.shutdown(), health)
        .map_err(|e| component("vault-policy")(Box::new(e)))?;
    for spec in checks {
        threads.spawn(&spec.name, false, spec.max_silence, spec.body)?;
    }
    let wants_nri = matches!(config.mode, Mode::Nri | Mode::All);
    if wants_nri && config.nri.enabled {
        let clients = nri::mode::clients(config).map_err(|e| component("nri")(Box::new(e)))?;
        let running = nri::mode::run(config, clients, threads.supervisor)
            .map_err(|e| component("nri")(Box::new(e)))?;
        let status = Arc::clone(&running.status);
        health.readiness_probe("nri", move || status.is_ready());
    } else if config.mode == Mode::Nri {
        logger::warn(
            "mode nri but nri.enabled is false: the plugin is not started, idling until shutdown",
            &[],
        );
        threads.spawn("mode-nri", true, Some(limits::LOOP_MAX_SILENCE), |ctx| {
            while !ctx.shutdown.wait_timeout(Duration::from_secs(1)) {
                ctx.heartbeat.beat();
            }
            Ok(())
        })?;
    }
    Ok(())
}

/// Waits until shutdown is asked for or a thread fails, then starts the shutdown. A critical
/// thread that ends normally after shutdown started (the signal thread does) is not a
/// failure.
fn supervise(
    supervisor: &Supervisor,
    trigger: &ShutdownTrigger,
    shutdown: &Shutdown,
) -> Result<(), Error> {
    let failure = supervisor.wait();
    let orderly = shutdown.is_triggered();
    trigger.trigger();
    match failure {
        Some(exited) if exited.result.is_ok() && orderly => Ok(()),
        Some(exited) => {
            let reason = match exited.result {
                Ok(()) => "exited before shutdown".to_owned(),
                Err(reason) => reason,
            };
            logger::error(
                "thread failed, shutting down",
                &[("thread", &exited.name), ("error", &reason)],
            );
            Err(Error::ThreadFailed {
                thread: exited.name,
                reason,
            })
        }
        None => Ok(()),
    }
}

/// The threads this controller started, counted so that shutdown can wait for all of them.
struct Threads<'a> {
    supervisor: &'a Supervisor,
    running: Arc<AtomicUsize>,
}

/// Counts a thread as finished when its body returns or unwinds.
struct RunningGuard(Arc<AtomicUsize>);

impl Drop for RunningGuard {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl<'a> Threads<'a> {
    fn new(supervisor: &'a Supervisor) -> Threads<'a> {
        Threads {
            supervisor,
            running: Arc::new(AtomicUsize::new(0)),
        }
    }

    fn spawn<F>(
        &self,
        name: &str,
        critical: bool,
        max_silence: Option<Duration>,
        body: F,
    ) -> Result<(), Error>
    where
        F: FnOnce(Context) -> Result<(), ThreadError> + Send + 'static,
    {
        self.running.fetch_add(1, Ordering::SeqCst);
        let guard = RunningGuard(Arc::clone(&self.running));
        self.supervisor
            .spawn(name, critical, max_silence, move |ctx| {
                let _guard = guard;
                body(ctx)
            })
            .map_err(|source| Error::Spawn {
                thread: name.to_owned(),
                source,
            })
    }

    /// Waits until every thread has ended or `deadline` passes. Each thread reports its exit
    /// after its count is released, so every exit report is a chance to find zero.
    fn join(&self, deadline: Instant) -> Result<(), Error> {
        loop {
            let running = self.running.load(Ordering::SeqCst);
            if running == 0 {
                return Ok(());
            }
            match self.supervisor.exits().recv_deadline(deadline) {
                Ok(_) | Err(RecvTimeoutError::Disconnected) => {}
                Err(RecvTimeoutError::Timeout) => {
                    logger::error(
                        "threads still running at the end of the shutdown grace period",
                        &[("count", &running.to_string())],
                    );
                    return Err(Error::ShutdownTimedOut { running });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use nix::sys::resource::getrlimit;

    use super::*;

    #[test]
    fn core_dumps_are_off_after_hardening() {
        harden().unwrap();
        assert!(!prctl::get_dumpable().unwrap());
        assert_eq!(getrlimit(Resource::RLIMIT_CORE).unwrap(), (0, 0));
        // Other tests in this process may read /proc/self as a non-root user.
        prctl::set_dumpable(true).unwrap();
    }

    #[test]
    fn a_failing_critical_thread_fails_the_run() {
        let (trigger, shutdown) = shutdown_channel();
        let supervisor = Supervisor::new(shutdown.clone());
        let threads = Threads::new(&supervisor);
        threads
            .spawn("waiter", true, None, |ctx| {
                let _ = ctx.shutdown.wait_timeout(Duration::from_secs(30));
                Ok(())
            })
            .unwrap();
        threads
            .spawn("broken", true, None, |_| Err("vault unreachable".into()))
            .unwrap();
        let outcome = supervise(&supervisor, &trigger, &shutdown);
        assert_eq!(
            outcome.unwrap_err().to_string(),
            "thread broken failed: vault unreachable"
        );
        assert!(shutdown.is_triggered());
        let start = Instant::now();
        threads
            .join(Instant::now() + Duration::from_secs(10))
            .unwrap();
        assert!(start.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn a_critical_thread_ending_early_is_a_failure() {
        let (trigger, shutdown) = shutdown_channel();
        let supervisor = Supervisor::new(shutdown.clone());
        let threads = Threads::new(&supervisor);
        threads.spawn("quitter", true, None, |_| Ok(())).unwrap();
        let err = supervise(&supervisor, &trigger, &shutdown).unwrap_err();
        assert_eq!(
            err.to_string(),
            "thread quitter failed: exited before shutdown"
        );
    }

    #[test]
    fn an_orderly_shutdown_is_ok_and_joins() {
        let (trigger, shutdown) = shutdown_channel();
        let supervisor = Supervisor::new(shutdown.clone());
        let threads = Threads::new(&supervisor);
        for name in ["a", "b"] {
            threads
                .spawn(name, true, None, |ctx| {
                    let _ = ctx.shutdown.wait_timeout(Duration::from_secs(30));
                    Ok(())
                })
                .unwrap();
        }
        let stopper = trigger.clone();
        threads
            .spawn("stopper", false, None, move |_| {
                stopper.trigger();
                Ok(())
            })
            .unwrap();
        supervise(&supervisor, &trigger, &shutdown).unwrap();
        threads
            .join(Instant::now() + Duration::from_secs(10))
            .unwrap();
    }

    #[test]
    fn a_stuck_thread_times_the_shutdown_out() {
        let (trigger, shutdown) = shutdown_channel();
        let supervisor = Supervisor::new(shutdown.clone());
        let threads = Threads::new(&supervisor);
        let (release_tx, release_rx) = bounded::<()>(1);
        threads
            .spawn("stuck", true, None, move |_| {
                // Ignores shutdown, as a bug would.
                let _ = release_rx.recv_timeout(Duration::from_secs(30));
                Ok(())
            })
            .unwrap();
        trigger.trigger();
        let err = threads
            .join(Instant::now() + Duration::from_millis(200))
            .unwrap_err();
        assert!(
            matches!(err, Error::ShutdownTimedOut { running: 1 }),
            "{err}"
        );
        release_tx.send(()).unwrap();
    }

    #[test]
    fn invalid_config_is_refused_and_counted() {
        let config = Config::load(None, &|_| None).unwrap();
        let err = check_config(&config).unwrap_err();
        assert_eq!(err.to_string(), "invalid config: 8 problems");
    }
}
