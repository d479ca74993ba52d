//! Named, supervised threads. Every long-lived activity runs in a thread started by
//! [`Supervisor::spawn`]: it is named (so `top -H` and panics say what it is), logs its start
//! and exit, has its panics caught, and reports an [`Exited`] to the supervisor. A thread
//! that runs a loop takes a [`Heartbeat`] and beats it each turn; [`Liveness`] reports a loop
//! that has not beaten for longer than it promised, which `/live` turns into a failure so
//! that the kubelet restarts a wedged process.

use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, bounded};

use crate::limits;
use crate::logger;
use crate::runtime::{Shutdown, panics};

/// What a supervised thread returns when it fails: its own module's error, boxed. Such
/// errors never carry secrets (each module's `Display` is written that way).
pub type ThreadError = Box<dyn std::error::Error + Send + Sync>;

/// A thread's end, as reported to the supervisor.
#[derive(Debug)]
pub struct Exited {
    /// The thread's name.
    pub name: String,
    /// Whether the process cannot run without it.
    pub critical: bool,
    /// `Ok` for a normal exit, else the error or panic text.
    pub result: Result<(), String>,
}

/// What a supervised thread receives.
pub struct Context {
    /// The shutdown channel.
    pub shutdown: Shutdown,
    /// The heartbeat to beat each turn of the loop.
    pub heartbeat: Heartbeat,
}

/// A loop's proof of progress: the time of its last beat.
#[derive(Clone)]
pub struct Heartbeat {
    last_ms: Arc<AtomicU64>,
}

impl Heartbeat {
    fn new() -> Heartbeat {
        let heartbeat = Heartbeat {
            last_ms: Arc::new(AtomicU64::new(0)),
        };
        heartbeat.beat();
        heartbeat
    }

    /// Records progress now.
    pub fn beat(&self) {
        self.last_ms.store(now_ms(), Ordering::Relaxed);
    }

    fn silent_for(&self) -> Duration {
        Duration::from_millis(now_ms().saturating_sub(self.last_ms.load(Ordering::Relaxed)))
    }
}

fn now_ms() -> u64 {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    let elapsed = EPOCH.get_or_init(Instant::now).elapsed();
    u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX)
}

struct Watched {
    name: String,
    heartbeat: Heartbeat,
    max_silence: Duration,
    alive: Arc<AtomicU64>,
}

/// The liveness view of the supervised threads, for `/live`.
#[derive(Clone, Default)]
pub struct Liveness {
    watched: Arc<Mutex<Vec<Watched>>>,
}

impl Liveness {
    /// `Ok` when every watched thread is running and beat recently, else the reason,
    /// naming the thread.
    pub fn check(&self) -> Result<(), String> {
        let watched = self.watched.lock().unwrap_or_else(PoisonError::into_inner);
        for thread in watched.iter() {
            if thread.alive.load(Ordering::Relaxed) == 0 {
                return Err(format!("thread {} has exited", thread.name));
            }
            let silent = thread.heartbeat.silent_for();
            if silent > thread.max_silence {
                return Err(format!(
                    "thread {} made no progress for {}s",
                    thread.name,
                    silent.as_secs()
                ));
            }
        }
        Ok(())
    }
}

/// Starts named threads and collects their exits.
pub struct Supervisor {
    shutdown: Shutdown,
    exits_tx: Sender<Exited>,
    exits_rx: Receiver<Exited>,
    liveness: Liveness,
}

impl Supervisor {
    /// A supervisor whose threads watch `shutdown`.
    pub fn new(shutdown: Shutdown) -> Supervisor {
        let (exits_tx, exits_rx) = bounded(limits::SUPERVISED_THREADS_MAX);
        Supervisor {
            shutdown,
            exits_tx,
            exits_rx,
            liveness: Liveness::default(),
        }
    }

    /// The shutdown its threads watch (for clients built before the threads start).
    pub fn shutdown(&self) -> &Shutdown {
        &self.shutdown
    }

    /// The liveness view, for `/live`.
    pub fn liveness(&self) -> Liveness {
        self.liveness.clone()
    }

    /// The channel on which threads report their end.
    pub fn exits(&self) -> &Receiver<Exited> {
        &self.exits_rx
    }

    /// Starts `count` threads `<prefix>-<n>`, each running `work(owner, shutdown)` until
    /// shutdown: the worker pools of NRI fetches and the prewarmer, which pull
    /// from a queue of their own and so need no heartbeat watch.
    pub fn spawn_pool<T>(
        &self,
        prefix: &str,
        count: usize,
        critical: bool,
        owner: &Arc<T>,
        work: fn(&T, &Shutdown),
    ) -> std::io::Result<()>
    where
        T: Send + Sync + 'static,
    {
        for n in 0..count {
            let owner = Arc::clone(owner);
            self.spawn(&format!("{prefix}-{n}"), critical, None, move |ctx| {
                work(&owner, &ctx.shutdown);
                Ok(())
            })?;
        }
        Ok(())
    }

    /// Starts `body` on a thread called `name`. A `critical` thread's exit, or any panic,
    /// is for the caller to turn into a shutdown (see [`Supervisor::wait`]). With
    /// `max_silence`, the thread's loop must beat its heartbeat at least that often or
    /// `/live` fails.
    pub fn spawn<F>(
        &self,
        name: &str,
        critical: bool,
        max_silence: Option<Duration>,
        body: F,
    ) -> std::io::Result<()>
    where
        F: FnOnce(Context) -> Result<(), ThreadError> + Send + 'static,
    {
        let heartbeat = Heartbeat::new();
        let alive = Arc::new(AtomicU64::new(1));
        if let Some(max_silence) = max_silence {
            self.liveness
                .watched
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(Watched {
                    name: name.to_owned(),
                    heartbeat: heartbeat.clone(),
                    max_silence,
                    alive: Arc::clone(&alive),
                });
        }
        let context = Context {
            shutdown: self.shutdown.clone(),
            heartbeat,
        };
        let exits = self.exits_tx.clone();
        let thread_name = name.to_owned();
        #[allow(clippy::disallowed_methods)] // This is the one place threads are started.
        thread::Builder::new()
            .name(name.to_owned())
            .spawn(move || {
                logger::debug("thread started", &[("thread", &thread_name)]);
                let result = match catch_unwind(AssertUnwindSafe(|| body(context))) {
                    Ok(Ok(())) => Ok(()),
                    Ok(Err(error)) => Err(error.to_string()),
                    // Never the payload: it may quote a value (see `runtime::panics`).
                    Err(_) => Err(panics::report()),
                };
                alive.store(0, Ordering::Relaxed);
                match &result {
                    Ok(()) => logger::debug("thread exited", &[("thread", &thread_name)]),
                    Err(error) => logger::error(
                        "thread failed",
                        &[("thread", &thread_name), ("error", error)],
                    ),
                }
                // The supervisor may be gone already during shutdown; nothing to tell then.
                let _ = exits.try_send(Exited {
                    name: thread_name,
                    critical,
                    result,
                });
            })
            .map(|_| ())
    }

    /// Waits until shutdown starts or a critical thread ends; returns the failure that
    /// ended the process, if any. The caller then triggers shutdown and joins.
    pub fn wait(&self) -> Option<Exited> {
        loop {
            crossbeam_channel::select! {
                recv(self.shutdown.receiver()) -> _ => return None,
                recv(self.exits_rx) -> exited => match exited {
                    Ok(exited) if exited.critical || exited.result.is_err() => return Some(exited),
                    Ok(_) => continue,
                    Err(_) => return None,
                },
            }
        }
    }
}

impl fmt::Debug for Supervisor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Supervisor").finish_non_exhaustive()
    }
}

/// A thread to start, built by a mode's `prepare` (the renewer's, the revoker's): the
/// controller starts each one through its supervisor, so that shutdown waits for all of them (the election thread releases the
/// Lease on its way out).
pub struct ThreadSpec {
    /// The thread's name.
    pub name: String,
    /// Its heartbeat bound, for `/live`.
    pub max_silence: Option<Duration>,
    /// What it runs.
    pub body: Box<dyn FnOnce(Context) -> Result<(), ThreadError> + Send + 'static>,
}

impl fmt::Debug for ThreadSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ThreadSpec")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::shutdown_channel;

    #[test]
    fn exits_are_reported_with_panics_caught() {
        panics::install_hook();
        let (trigger, shutdown) = shutdown_channel();
        let supervisor = Supervisor::new(shutdown);
        supervisor
            .spawn("ok-thread", false, None, |_| Ok(()))
            .unwrap();
        supervisor
            .spawn("bad-thread", true, None, |_| panic!("boom"))
            .unwrap();
        let failure = supervisor.wait().unwrap();
        assert_eq!(failure.name, "bad-thread");
        let said = failure.result.unwrap_err();
        assert!(
            said.starts_with("panicked at src/runtime/supervisor.rs:"),
            "{said}"
        );
        assert!(!said.contains("boom"), "{said}");
        trigger.trigger();
        assert!(supervisor.wait().is_none());
    }

    #[test]
    fn wedged_loop_fails_liveness() {
        let (trigger, shutdown) = shutdown_channel();
        let supervisor = Supervisor::new(shutdown);
        let liveness = supervisor.liveness();
        let (wedge_tx, wedge_rx) = bounded::<()>(1);
        supervisor
            .spawn(
                "looper",
                true,
                Some(Duration::from_millis(200)),
                move |ctx| {
                    while !ctx.shutdown.wait_timeout(Duration::from_millis(20)) {
                        ctx.heartbeat.beat();
                        if wedge_rx.try_recv().is_ok() {
                            // Simulates a loop stuck in a call that never returns.
                            let _ = ctx.shutdown.wait_timeout(Duration::from_secs(30));
                        }
                    }
                    Ok(())
                },
            )
            .unwrap();
        thread::sleep(Duration::from_millis(300));
        assert_eq!(liveness.check(), Ok(()));
        wedge_tx.send(()).unwrap();
        thread::sleep(Duration::from_millis(600));
        let err = liveness.check().unwrap_err();
        assert!(err.contains("looper"), "{err}");
        trigger.trigger();
    }
}
