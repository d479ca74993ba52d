//! The plugin loop: connect to the runtime's NRI socket, check that the peer is root,
//! register, answer Configure and Synchronize, then serve the runtime's calls until the
//! connection ends, and start again with a full handshake, forever, with capped backoff.
//!
//! One reader thread owns the socket. It answers what is quick inline (Configure,
//! Synchronize, a [`Handler`]'s cache hit) and hands slow work to a bounded pool of worker
//! threads. Every request has a deadline (its `timeout_nano`, else Configure's request
//! timeout): if the work is not done shortly before it, the reader answers an error
//! itself, because a late answer makes the runtime drop the plugin and create the container
//! without its credentials (fail open), while an error refuses the container (fail closed).
//! Whichever answer comes first is sent; the other is dropped.
//!
//! Responses are written whole under one lock with the two-frame rule of [`mux`], so two
//! answers never interleave on the socket.
//!
//! This file holds the plugin, its handler interface and the worker pool; one connection's
//! life (checks, registration, the reader loop) is `plugin/session.rs`.

mod session;

use std::fmt;
use std::io::{self};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use crossbeam_channel::{Receiver, Sender, bounded};

use crate::limits;
use crate::logger;
use crate::nri::messages::{
    CreateContainerRequest, CreateContainerResponse, PodSandbox, SynchronizeRequest,
};
use crate::nri::plugin::session::{Responder, Session};
use crate::nri::ttrpc::{self, Response, code};
use crate::nri::{mux, wire};
use crate::runtime::{Context, Supervisor, panics};

/// Why a connection to the runtime ended, or the plugin could not be set up.
#[derive(Debug)]
pub enum Error {
    /// The plugin name is empty or has characters outside `[a-zA-Z0-9_.+-]`.
    InvalidName(String),
    /// The plugin index is not exactly two ASCII digits.
    InvalidIndex(String),
    /// The socket's directory, or one above it, is not trusted (see [`crate::nri::paths`]).
    UnsafeSocketPath(crate::nri::paths::Error),
    /// Connecting to the socket failed.
    Connect {
        /// The socket.
        path: PathBuf,
        /// What failed.
        source: io::Error,
    },
    /// The peer's credentials could not be read.
    PeerCredentials {
        /// The socket.
        path: PathBuf,
        /// What failed.
        source: nix::Error,
    },
    /// The process behind the socket is not root, so it is not the container runtime.
    PeerNotRoot {
        /// The socket.
        path: PathBuf,
        /// The peer's uid.
        uid: u32,
    },
    /// Reading or writing the socket failed.
    Io {
        /// The socket.
        path: PathBuf,
        /// What failed.
        source: io::Error,
    },
    /// The runtime closed the connection.
    Closed {
        /// The socket.
        path: PathBuf,
        /// Whether it closed in the middle of a message.
        truncated: bool,
    },
    /// The multiplexed stream is malformed.
    Mux(mux::Error),
    /// A ttrpc envelope is malformed.
    Envelope(wire::Error),
    /// The runtime broke the protocol (a frame of the wrong type or on the wrong conn).
    Protocol(String),
    /// The runtime refused the registration.
    Registration {
        /// The status code.
        code: i32,
        /// The runtime's message.
        message: String,
    },
    /// The runtime did not answer RegisterPlugin in time.
    RegistrationTimeout,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidName(name) => write!(
                f,
                "nri plugin name {name:?} must be non-empty and use only [a-zA-Z0-9_.+-]"
            ),
            Error::InvalidIndex(index) => {
                write!(f, "nri plugin index {index:?} must be exactly two digits")
            }
            Error::UnsafeSocketPath(error) => write!(f, "{error}"),
            Error::Connect { path, .. } => {
                write!(f, "cannot connect to nri socket {}", path.display())
            }
            Error::PeerCredentials { path, .. } => write!(
                f,
                "cannot read the peer credentials of nri socket {}",
                path.display()
            ),
            Error::PeerNotRoot { path, uid } => write!(
                f,
                "nri socket {} is served by uid {uid}, not root; refusing it",
                path.display()
            ),
            Error::Io { path, .. } => write!(f, "i/o error on nri socket {}", path.display()),
            Error::Closed { path, truncated } => {
                if *truncated {
                    write!(
                        f,
                        "runtime closed nri socket {} mid-message",
                        path.display()
                    )
                } else {
                    write!(f, "runtime closed nri socket {}", path.display())
                }
            }
            Error::Mux(_) => write!(f, "malformed nri mux stream"),
            Error::Envelope(_) => write!(f, "malformed ttrpc envelope from the runtime"),
            Error::Protocol(what) => write!(f, "nri protocol violation: {what}"),
            Error::Registration { code, message } => {
                write!(
                    f,
                    "runtime refused nri registration (code {code}): {message}"
                )
            }
            Error::RegistrationTimeout => {
                write!(f, "runtime did not answer nri registration in time")
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Connect { source, .. } | Error::Io { source, .. } => Some(source),
            Error::UnsafeSocketPath(source) => Some(source),
            Error::PeerCredentials { source, .. } => Some(source),
            Error::Mux(source) => Some(source),
            Error::Envelope(source) => Some(source),
            _ => None,
        }
    }
}

/// What a [`Handler`] returns for a CreateContainer: the response or an error status.
pub type Reply = Result<CreateContainerResponse, ttrpc::Status>;

/// Work a handler defers to the worker pool; it receives the request's deadline.
pub type Work = Box<dyn FnOnce(Instant) -> Reply + Send>;

/// A handler's answer to CreateContainer.
pub enum Answer {
    /// Answered inline on the reader thread (a cache hit, or nothing to do).
    Now(Reply),
    /// To be done by a worker (a cache miss); answered with an error if not done in time.
    Later(Work),
}

impl fmt::Debug for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Now(Ok(_)) => write!(f, "Answer::Now(Ok)"),
            Answer::Now(Err(status)) => write!(f, "Answer::Now(Err({status:?}))"),
            Answer::Later(_) => write!(f, "Answer::Later"),
        }
    }
}

/// What the plugin does with the runtime's events. Methods run on the reader thread, so
/// they must be quick: anything slow goes into [`Answer::Later`]. A panic in a method is
/// caught and answered with an Internal error.
pub trait Handler: Send + Sync + 'static {
    /// A container is about to be created; `deadline` is when the runtime gives up.
    fn create_container(&self, request: CreateContainerRequest, deadline: Instant) -> Answer;

    /// A pod sandbox was removed.
    fn remove_pod_sandbox(&self, _pod: &PodSandbox) {}

    /// The runtime's view of existing pods and containers (one call per chunk).
    fn synchronize(&self, _request: &SynchronizeRequest) {}
}

/// The plugin's state for health and metrics: readiness and counters, read from other
/// threads.
#[derive(Debug, Default)]
pub struct Status {
    ready: AtomicBool,
    reconnects: AtomicU64,
    panics: AtomicU64,
    deadline_errors: AtomicU64,
    shed: AtomicU64,
}

impl Status {
    /// True while the plugin is registered and synchronized with the runtime, i.e. while
    /// containers get their credentials; `/readyz` reports it.
    pub fn is_ready(&self) -> bool {
        self.ready.load(Ordering::Relaxed)
    }

    /// Connections started again after one was lost or failed
    /// (`vdbi_nri_reconnect_total`).
    pub fn reconnect_total(&self) -> u64 {
        self.reconnects.load(Ordering::Relaxed)
    }

    /// Requests whose handler panicked (each answered with an Internal error).
    pub fn panic_total(&self) -> u64 {
        self.panics.load(Ordering::Relaxed)
    }

    /// Requests answered with DeadlineExceeded because their work was not done in time.
    pub fn deadline_error_total(&self) -> u64 {
        self.deadline_errors.load(Ordering::Relaxed)
    }

    /// Requests answered with Unavailable because the worker queue was full.
    pub fn shed_total(&self) -> u64 {
        self.shed.load(Ordering::Relaxed)
    }
}

/// The NRI plugin, before it is started.
pub struct Plugin {
    socket_path: PathBuf,
    name: String,
    index: String,
    handler: Arc<dyn Handler>,
    status: Arc<Status>,
}

impl fmt::Debug for Plugin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Plugin")
            .field("socket_path", &self.socket_path)
            .field("name", &self.name)
            .field("index", &self.index)
            .finish_non_exhaustive()
    }
}

impl Plugin {
    /// A plugin that will connect to `socket_path` (`nri.socketPath`) and register as
    /// `plugin_index`-`plugin_name` (`nri.pluginIndex`, `nri.pluginName`). The name and
    /// index are checked as the runtime checks them, so a mistake fails at start-up.
    pub fn new(
        socket_path: &Path,
        plugin_name: &str,
        plugin_index: &str,
        handler: Arc<dyn Handler>,
    ) -> Result<Plugin, Error> {
        let name_ok = !plugin_name.is_empty()
            && plugin_name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"_.+-".contains(&b));
        if !name_ok {
            return Err(Error::InvalidName(plugin_name.to_owned()));
        }
        if plugin_index.len() != 2 || !plugin_index.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Error::InvalidIndex(plugin_index.to_owned()));
        }
        Ok(Plugin {
            socket_path: socket_path.to_owned(),
            name: plugin_name.to_owned(),
            index: plugin_index.to_owned(),
            handler,
            status: Arc::new(Status::default()),
        })
    }

    /// Readiness and counters, to be read by health and metrics.
    pub fn status(&self) -> Arc<Status> {
        Arc::clone(&self.status)
    }

    /// A readiness closure for `/readyz`.
    pub fn readiness(&self) -> impl Fn() -> bool + Send + Sync + 'static {
        let status = self.status();
        move || status.is_ready()
    }

    /// Starts the reader thread `nri-plugin` (critical) and the worker threads
    /// `nri-worker-<n>` under `supervisor`. They run until shutdown.
    pub fn start(self, supervisor: &Supervisor) -> io::Result<()> {
        let (jobs_tx, jobs_rx) = bounded::<Job>(limits::NRI_QUEUE);
        for n in 0..limits::NRI_WORKERS {
            let jobs = jobs_rx.clone();
            let status = Arc::clone(&self.status);
            supervisor.spawn(
                &format!("nri-worker-{n}"),
                true,
                Some(limits::LOOP_MAX_SILENCE),
                move |ctx| {
                    work(&ctx, &jobs, &status);
                    Ok(())
                },
            )?;
        }
        supervisor.spawn(
            "nri-plugin",
            true,
            Some(limits::LOOP_MAX_SILENCE),
            move |ctx| {
                self.run(&ctx, &jobs_tx);
                Ok(())
            },
        )
    }

    /// Connects, serves and reconnects until shutdown.
    fn run(&self, ctx: &Context, jobs: &Sender<Job>) {
        let mut backoff = limits::NRI_BACKOFF_INITIAL;
        loop {
            ctx.heartbeat.beat();
            let mut session = Session::new(self, jobs, &ctx.heartbeat, &ctx.shutdown);
            let result = session.serve();
            self.status.ready.store(false, Ordering::Relaxed);
            if session.became_ready {
                backoff = limits::NRI_BACKOFF_INITIAL;
            }
            let error = match result {
                Ok(()) => return,
                Err(error) => error,
            };
            if ctx.shutdown.is_triggered() {
                return;
            }
            let path = self.socket_path.display().to_string();
            let text = error.to_string();
            let detail = std::error::Error::source(&error)
                .map(ToString::to_string)
                .unwrap_or_default();
            let wait = format!("{}", backoff.as_millis());
            logger::warn(
                "nri connection lost, reconnecting",
                &[
                    ("socket", &path),
                    ("error", &text),
                    ("cause", &detail),
                    ("retry_in_ms", &wait),
                ],
            );
            if ctx.shutdown.wait_timeout(backoff) {
                return;
            }
            self.status.reconnects.fetch_add(1, Ordering::Relaxed);
            backoff = backoff.saturating_mul(2).min(limits::NRI_BACKOFF_MAX);
        }
    }
}

/// A job for the worker pool.
struct Job {
    work: Work,
    deadline: Instant,
    responder: Responder,
}

/// Runs jobs until shutdown. A job whose request was already answered (deadline) or whose
/// connection is gone is dropped without running.
fn work(ctx: &Context, jobs: &Receiver<Job>, status: &Status) {
    loop {
        ctx.heartbeat.beat();
        crossbeam_channel::select! {
            recv(ctx.shutdown.receiver()) -> _ => return,
            recv(jobs) -> job => {
                let Ok(job) = job else { return };
                if job.responder.is_done() {
                    continue;
                }
                let Job { work, deadline, responder } = job;
                let response = match catch_unwind(AssertUnwindSafe(|| work(deadline))) {
                    Ok(reply) => reply_response(reply),
                    Err(_) => {
                        status.panics.fetch_add(1, Ordering::Relaxed);
                        log_panic("nri: request worker panicked");
                        panic_response()
                    }
                };
                responder.send(response);
            },
            default(limits::NRI_POLL_INTERVAL) => {}
        }
    }
}

fn reply_response(reply: Reply) -> Response {
    match reply {
        Ok(response) => Response::ok(wire::encode(&response)),
        Err(status) => Response {
            status: Some(status),
            payload: Vec::new(),
        },
    }
}

/// Logs a caught panic by its location only: the payload may quote a value, a credential
/// among them (see `runtime::panics`).
fn log_panic(message: &str) {
    logger::error(message, &[("error", &panics::report())]);
}

fn panic_response() -> Response {
    Response::error(code::INTERNAL, "vault-db-injector: request handler failed")
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Nothing;

    impl Handler for Nothing {
        fn create_container(&self, _request: CreateContainerRequest, _deadline: Instant) -> Answer {
            Answer::Now(Ok(CreateContainerResponse::default()))
        }
    }

    fn check(name: &str, index: &str, expect: Result<(), &str>) {
        let got = Plugin::new(
            Path::new("/run/nri/nri.sock"),
            name,
            index,
            Arc::new(Nothing),
        )
        .map(|_| ())
        .map_err(|e| e.to_string());
        assert_eq!(got, expect.map_err(str::to_owned), "{name:?} {index:?}");
    }

    #[test]
    fn name_and_index_are_checked_as_the_runtime_does() {
        check("vault-db-injector", "10", Ok(()));
        check("a_b.c+d-E9", "00", Ok(()));
        check(
            "",
            "10",
            Err(r#"nri plugin name "" must be non-empty and use only [a-zA-Z0-9_.+-]"#),
        );
        check(
            "vault db",
            "10",
            Err(r#"nri plugin name "vault db" must be non-empty and use only [a-zA-Z0-9_.+-]"#),
        );
        check(
            "vault-db-injector",
            "1",
            Err(r#"nri plugin index "1" must be exactly two digits"#),
        );
        check(
            "vault-db-injector",
            "1a",
            Err(r#"nri plugin index "1a" must be exactly two digits"#),
        );
        check(
            "vault-db-injector",
            "٣٣",
            Err(r#"nri plugin index "٣٣" must be exactly two digits"#),
        );
    }

    #[test]
    fn error_responses_carry_no_payload() {
        let response = reply_response(Err(ttrpc::Status::new(code::UNAVAILABLE, "busy")));
        assert_eq!(
            response.error_status().map(|s| s.code),
            Some(code::UNAVAILABLE)
        );
        assert!(response.payload.is_empty());
        assert_eq!(
            panic_response().error_status().map(|s| s.code),
            Some(code::INTERNAL)
        );
        assert_eq!(
            wire::encode(&reply_response(Ok(CreateContainerResponse::default()))),
            b""
        );
    }
}
