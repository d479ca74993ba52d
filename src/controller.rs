//! Runs the process: hardens it, applies the configuration's log level, refuses a
//! configuration with errors, starts the signal thread and the configured mode under one
//! supervisor, and shuts everything down in order when a signal arrives or a critical thread
//! fails. `main` maps the result to the exit code (0 after SIGTERM/SIGINT, 1 on failure).
//!
//! **Invariant:** `main` has called [`crate::runtime::signals::block`] before [`run`], so the
//! signal thread started here is the only one that receives SIGTERM, SIGINT and SIGHUP.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crossbeam_channel::{RecvTimeoutError, bounded};
use nix::sys::prctl;
use nix::sys::resource::{Resource, setrlimit};
use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

use crate::config::Config;
use crate::limits;
use crate::logger;
use crate::runtime::signals::{self, Request};
use crate::runtime::{
    Context, Shutdown, ShutdownTrigger, Supervisor, ThreadError, shutdown_channel,
};

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
            Error::InvalidConfig { .. }
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

    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown.clone());
    let threads = Threads::new(&supervisor);

    let signal_thread_waiting = Arc::new(AtomicBool::new(true));
    start_signal_thread(
        &threads,
        trigger.clone(),
        Arc::clone(&signal_thread_waiting),
    )?;
    start_mode(&threads, &config)?;
    logger::info(
        &format!(
            "Starting vault-db-injector in mode {:?}",
            config.mode.as_str()
        ),
        &[("mode", config.mode.as_str())],
    );

    let outcome = supervise(&supervisor, &trigger, &shutdown);
    // The sigwait thread returns only on a signal; when something else started the
    // shutdown, a SIGTERM to ourselves (blocked, so it stays pending) wakes it.
    if signal_thread_waiting.load(Ordering::SeqCst) {
        let _ = kill(Pid::this(), Signal::SIGTERM);
    }
    let joined = threads.join(Instant::now() + limits::SHUTDOWN_GRACE);
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

/// Starts the `sigwait` thread. SIGHUP reload requests go to a channel nobody reads yet
/// (certificate reload arrives with the webhook); it holds one request and drops the rest.
fn start_signal_thread(
    threads: &Threads<'_>,
    trigger: ShutdownTrigger,
    waiting: Arc<AtomicBool>,
) -> Result<(), Error> {
    let (reload_tx, reload_rx) = bounded::<Request>(1);
    threads.spawn("signals", true, None, move |_ctx| {
        let _keep_reload_channel_open = reload_rx;
        let result = signals::wait_for_signals(trigger, reload_tx);
        waiting.store(false, Ordering::SeqCst);
        result.map_err(|error| -> ThreadError { Box::new(error) })
    })
}

/// Starts what the mode runs. For now each mode idles until shutdown; the servers and the
/// mode's own loops are added here.
fn start_mode(threads: &Threads<'_>, config: &Config) -> Result<(), Error> {
    use crate::config::Mode;
    let mut specs = Vec::new();
    if matches!(config.mode, Mode::Renewer | Mode::All) {
        specs.extend(
            crate::renewer::prepare(config).map_err(|error| Error::ThreadFailed {
                thread: "renewer".to_owned(),
                reason: error.to_string(),
            })?,
        );
    }
    if matches!(config.mode, Mode::Revoker | Mode::All) {
        specs.extend(
            crate::revoker::prepare(config).map_err(|error| Error::ThreadFailed {
                thread: "revoker".to_owned(),
                reason: error.to_string(),
            })?,
        );
    }
    if !specs.is_empty() {
        for spec in specs {
            threads.spawn(&spec.name, true, spec.max_silence, spec.body)?;
        }
        // Mode `all` also runs the injector (and the NRI plugin); they are wired by the
        // branches that build them.
        return Ok(());
    }
    let name = format!("mode-{}", config.mode.as_str());
    threads.spawn(&name, true, Some(limits::LOOP_MAX_SILENCE), |ctx| {
        while !ctx.shutdown.wait_timeout(Duration::from_secs(1)) {
            ctx.heartbeat.beat();
        }
        Ok(())
    })
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
        assert_eq!(err.to_string(), "invalid config: 7 problems");
    }
}
