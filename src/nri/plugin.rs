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

use std::fmt;
use std::io::{self, Read, Write};
use std::os::unix::net::UnixStream;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, TrySendError, bounded};
use zeroize::{Zeroize, Zeroizing};

use crate::limits;
use crate::logger;
use crate::nri::messages::{
    ConfigureResponse, CreateContainerRequest, CreateContainerResponse, Empty, PLUGIN_SERVICE,
    PluginCall, PodSandbox, SynchronizeRequest, SynchronizeResponse, event,
};
use crate::nri::ttrpc::{self, Frame, Response, code};
use crate::nri::{handshake, mux, wire};
use crate::runtime::{Context, Heartbeat, Shutdown, Supervisor, panics};

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

/// The write side of one connection, shared by the reader and the workers.
struct Connection {
    stream: Mutex<UnixStream>,
    broken: AtomicBool,
}

impl Connection {
    /// Writes one ttrpc frame on `conn`, whole, under the lock. A failure marks the
    /// connection broken and shuts the socket down so that the reader wakes and reconnects.
    fn send(&self, conn: u32, frame: &Frame) -> io::Result<()> {
        let bytes = frame
            .encode()
            .map_err(|error| io::Error::new(io::ErrorKind::InvalidData, error))?;
        let bytes = Zeroizing::new(mux::encode_message(conn, &bytes));
        let stream = self.stream.lock().unwrap_or_else(PoisonError::into_inner);
        let result = (&*stream)
            .write_all(&bytes)
            .and_then(|()| (&*stream).flush());
        if result.is_err() {
            self.broken.store(true, Ordering::Relaxed);
            let _ = stream.shutdown(std::net::Shutdown::Both);
        }
        result
    }

    /// Sends a response on conn 1. A response too large for ttrpc becomes an error.
    fn respond(&self, stream_id: u32, response: &Response) -> io::Result<()> {
        let mut data = wire::encode(response);
        if data.len() > limits::NRI_MESSAGE_MAX {
            data.zeroize();
            data = wire::encode(&Response::error(
                code::RESOURCE_EXHAUSTED,
                "vault-db-injector: response too large",
            ));
        }
        let mut frame = Frame {
            stream_id,
            kind: ttrpc::TYPE_RESPONSE,
            flags: 0,
            data,
        };
        let result = self.send(mux::CONN_PLUGIN, &frame);
        frame.data.zeroize();
        result
    }

    fn is_broken(&self) -> bool {
        self.broken.load(Ordering::Relaxed)
    }
}

/// The right to answer one request, shared by the worker doing the work and the reader
/// watching the deadline: the first to answer wins.
#[derive(Clone)]
struct Responder {
    connection: Arc<Connection>,
    stream_id: u32,
    answered: Arc<AtomicBool>,
}

impl Responder {
    /// Sends `response` unless the request was already answered; true if it was sent.
    fn send(&self, response: Response) -> bool {
        self.claim() && self.write(&response)
    }

    /// Takes the right to answer; false if someone already answered.
    fn claim(&self) -> bool {
        !self.answered.swap(true, Ordering::AcqRel)
    }

    /// Writes the answer; only after a successful [`Responder::claim`].
    fn write(&self, response: &Response) -> bool {
        // A failed write has already shut the connection down; the reader reconnects.
        self.connection.respond(self.stream_id, response).is_ok()
    }

    fn is_done(&self) -> bool {
        self.answered.load(Ordering::Acquire) || self.connection.is_broken()
    }
}

/// A deferred request the reader watches until it is answered.
struct Pending {
    answer_by: Instant,
    responder: Responder,
}

/// One connection's state: from connect to EOF or error.
struct Session<'a> {
    plugin: &'a Plugin,
    jobs: &'a Sender<Job>,
    heartbeat: &'a Heartbeat,
    shutdown: &'a Shutdown,
    registered: bool,
    synchronized: bool,
    became_ready: bool,
    request_timeout: Duration,
    last_stream_id: Option<u32>,
    pending: Vec<Pending>,
}

impl<'a> Session<'a> {
    fn new(
        plugin: &'a Plugin,
        jobs: &'a Sender<Job>,
        heartbeat: &'a Heartbeat,
        shutdown: &'a Shutdown,
    ) -> Session<'a> {
        Session {
            plugin,
            jobs,
            heartbeat,
            shutdown,
            registered: false,
            synchronized: false,
            became_ready: false,
            request_timeout: limits::NRI_REQUEST_TIMEOUT_DEFAULT,
            last_stream_id: None,
            pending: Vec::new(),
        }
    }

    fn path(&self) -> PathBuf {
        self.plugin.socket_path.clone()
    }

    fn io_error(&self, source: io::Error) -> Error {
        Error::Io {
            path: self.path(),
            source,
        }
    }

    /// Connects and serves; `Ok` only when shutdown was asked for.
    fn serve(&mut self) -> Result<(), Error> {
        let stream = self.connect()?;
        let mut reader = stream.try_clone().map_err(|e| self.io_error(e))?;
        stream
            .set_write_timeout(Some(limits::NRI_WRITE_TIMEOUT))
            .map_err(|e| self.io_error(e))?;
        let connection = Arc::new(Connection {
            stream: Mutex::new(stream),
            broken: AtomicBool::new(false),
        });
        let result = self.serve_connection(&connection, &mut reader);
        // Stale responders must not write to a connection the reader has left.
        connection.broken.store(true, Ordering::Relaxed);
        let _ = reader.shutdown(std::net::Shutdown::Both);
        result
    }

    fn connect(&self) -> Result<UnixStream, Error> {
        let path = &self.plugin.socket_path;
        let dir = path
            .parent()
            .filter(|dir| !dir.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        crate::nri::paths::check_socket_dir(dir).map_err(|error| {
            error.count();
            Error::UnsafeSocketPath(error)
        })?;
        let stream = handshake::connect_nonblocking(path).map_err(|source| Error::Connect {
            path: path.clone(),
            source,
        })?;
        let uid = handshake::peer_uid(&stream).map_err(|source| Error::PeerCredentials {
            path: path.clone(),
            source,
        })?;
        if uid != 0 {
            return Err(Error::PeerNotRoot {
                path: path.clone(),
                uid,
            });
        }
        Ok(stream)
    }

    fn serve_connection(
        &mut self,
        connection: &Arc<Connection>,
        reader: &mut UnixStream,
    ) -> Result<(), Error> {
        let frame = handshake::register_frame(
            &self.plugin.name,
            &self.plugin.index,
            limits::NRI_REGISTRATION_TIMEOUT,
        );
        connection
            .send(mux::CONN_RUNTIME, &frame)
            .map_err(|e| self.io_error(e))?;
        let register_by = Instant::now() + limits::NRI_REGISTRATION_TIMEOUT;

        let mut demux = mux::Demux::new();
        let mut buf = vec![0u8; limits::NRI_READ_CHUNK];
        let mut frames = Vec::new();
        loop {
            self.heartbeat.beat();
            if self.shutdown.is_triggered() {
                return Ok(());
            }
            let now = Instant::now();
            if !self.registered && now >= register_by {
                return Err(Error::RegistrationTimeout);
            }
            self.expire(now);
            let mut wake = now + limits::NRI_POLL_INTERVAL;
            if !self.registered {
                wake = wake.min(register_by);
            }
            if let Some(first) = self.pending.iter().map(|p| p.answer_by).min() {
                wake = wake.min(first);
            }
            let wait = wake
                .saturating_duration_since(now)
                .max(Duration::from_millis(1));
            reader
                .set_read_timeout(Some(wait))
                .map_err(|e| self.io_error(e))?;
            let read = match reader.read(&mut buf) {
                Ok(0) => {
                    return Err(Error::Closed {
                        path: self.path(),
                        truncated: !demux.is_idle(),
                    });
                }
                Ok(n) => n,
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock
                            | io::ErrorKind::TimedOut
                            | io::ErrorKind::Interrupted
                    ) =>
                {
                    continue;
                }
                Err(e) => return Err(self.io_error(e)),
            };
            demux
                .feed(buf.get(..read).unwrap_or_default(), &mut |conn, frame| {
                    frames.push((conn, frame));
                })
                .map_err(Error::Mux)?;
            for (conn, frame) in frames.drain(..) {
                self.frame(connection, conn, frame)?;
            }
        }
    }

    /// Answers every deferred request whose time is up and forgets the answered ones.
    fn expire(&mut self, now: Instant) {
        let status = &self.plugin.status;
        self.pending.retain(|pending| {
            if pending.responder.is_done() {
                return false;
            }
            if now < pending.answer_by {
                return true;
            }
            if pending.responder.claim() {
                // Counted before the write, so that whoever reads the answer sees the count.
                status.deadline_errors.fetch_add(1, Ordering::Relaxed);
                pending.responder.write(&Response::error(
                    code::DEADLINE_EXCEEDED,
                    "vault-db-injector: credentials not ready before the runtime's deadline",
                ));
            }
            false
        });
    }

    fn frame(
        &mut self,
        connection: &Arc<Connection>,
        conn: u32,
        frame: Frame,
    ) -> Result<(), Error> {
        match (conn, frame.kind) {
            (mux::CONN_RUNTIME, ttrpc::TYPE_RESPONSE) => self.runtime_response(&frame),
            (mux::CONN_PLUGIN, ttrpc::TYPE_REQUEST) => self.request(connection, frame),
            (conn, kind) => Err(Error::Protocol(format!(
                "unexpected ttrpc frame type {kind} on conn {conn}"
            ))),
        }
    }

    /// The runtime's answer to one of our calls: only RegisterPlugin (stream 1) is made.
    fn runtime_response(&mut self, frame: &Frame) -> Result<(), Error> {
        if frame.stream_id != handshake::REGISTER_STREAM_ID || self.registered {
            // Go clients ignore responses for calls they did not make; so does this one.
            logger::debug(
                "ignoring nri response for an unknown call",
                &[("stream_id", &frame.stream_id.to_string())],
            );
            return Ok(());
        }
        let response: Response = wire::decode(&frame.data).map_err(Error::Envelope)?;
        if let Some(status) = response.error_status() {
            return Err(Error::Registration {
                code: status.code,
                message: status.message.clone(),
            });
        }
        self.registered = true;
        let path = self.path().display().to_string();
        logger::info("nri plugin registered", &[("socket", &path)]);
        self.update_ready();
        Ok(())
    }

    fn update_ready(&mut self) {
        if self.registered && self.synchronized {
            self.became_ready = true;
            self.plugin.status.ready.store(true, Ordering::Relaxed);
        }
    }

    /// One call from the runtime on conn 1.
    fn request(&mut self, connection: &Arc<Connection>, frame: Frame) -> Result<(), Error> {
        let received = Instant::now();
        let stream_id = frame.stream_id;
        let respond = |response: Response| -> Result<(), Error> {
            connection
                .respond(stream_id, &response)
                .map_err(|source| Error::Io {
                    path: self.plugin.socket_path.clone(),
                    source,
                })
        };
        // The Go server's rules: client streams are odd and strictly increasing.
        if stream_id.is_multiple_of(2) || self.last_stream_id.is_some_and(|last| stream_id <= last)
        {
            return respond(Response::error(
                code::INVALID_ARGUMENT,
                format!("stream id {stream_id} is even or reused"),
            ));
        }
        self.last_stream_id = Some(stream_id);
        let request: ttrpc::Request = wire::decode(&frame.data).map_err(Error::Envelope)?;
        if request.service != PLUGIN_SERVICE {
            return respond(Response::error(
                code::UNIMPLEMENTED,
                format!("service {}", request.service),
            ));
        }
        let call = match PluginCall::decode(&request.method, &request.payload) {
            Ok(call) => call,
            Err(error) => {
                return respond(Response::error(
                    code::INVALID_ARGUMENT,
                    format!("malformed {} request: {error}", request.method),
                ));
            }
        };
        let timeout = u64::try_from(request.timeout_nano)
            .ok()
            .filter(|nanos| *nanos > 0)
            .map_or(self.request_timeout, Duration::from_nanos)
            .min(limits::NRI_REQUEST_TIMEOUT_MAX);
        let deadline = received + timeout;
        let handler = &self.plugin.handler;
        let status = &self.plugin.status;
        match call {
            PluginCall::Configure(configure) => {
                if let Some(ms) = u64::try_from(configure.request_timeout_ms)
                    .ok()
                    .filter(|ms| *ms > 0)
                {
                    self.request_timeout =
                        Duration::from_millis(ms).min(limits::NRI_REQUEST_TIMEOUT_MAX);
                }
                let runtime = format!("{} {}", configure.runtime_name, configure.runtime_version);
                let timeout_ms = self.request_timeout.as_millis().to_string();
                logger::info(
                    "nri plugin configured",
                    &[("runtime", &runtime), ("request_timeout_ms", &timeout_ms)],
                );
                let events = event::mask(&[event::CREATE_CONTAINER, event::REMOVE_POD_SANDBOX]);
                respond(Response::ok(wire::encode(&ConfigureResponse { events })))
            }
            PluginCall::Synchronize(sync) => {
                let more = sync.more;
                if catch_unwind(AssertUnwindSafe(|| handler.synchronize(&sync))).is_err() {
                    status.panics.fetch_add(1, Ordering::Relaxed);
                    log_panic("nri: synchronize handler panicked");
                }
                respond(Response::ok(wire::encode(&SynchronizeResponse { more })))?;
                if !more {
                    self.synchronized = true;
                    self.update_ready();
                }
                Ok(())
            }
            PluginCall::CreateContainer(create) => {
                let answer = catch_unwind(AssertUnwindSafe(|| {
                    handler.create_container(create, deadline)
                }));
                match answer {
                    Ok(Answer::Now(reply)) => respond(reply_response(reply)),
                    Ok(Answer::Later(work)) => {
                        self.defer(connection, stream_id, received, timeout, work);
                        Ok(())
                    }
                    Err(_) => {
                        status.panics.fetch_add(1, Ordering::Relaxed);
                        log_panic("nri: create container handler panicked");
                        respond(panic_response())
                    }
                }
            }
            PluginCall::RemovePodSandbox(remove) => {
                if let Some(pod) = &remove.pod {
                    self.remove_pod(pod);
                }
                respond(Response::ok(wire::encode(&Empty)))
            }
            PluginCall::StateChange(change) => {
                if let (event::REMOVE_POD_SANDBOX, Some(pod)) = (change.event, &change.pod) {
                    self.remove_pod(pod);
                }
                respond(Response::ok(wire::encode(&Empty)))
            }
            PluginCall::Shutdown => {
                logger::info("nri runtime announced shutdown", &[]);
                respond(Response::ok(wire::encode(&Empty)))
            }
            PluginCall::Unimplemented(method) => respond(Response::error(
                code::UNIMPLEMENTED,
                format!("method {method}"),
            )),
        }
    }

    fn remove_pod(&self, pod: &PodSandbox) {
        let handler = &self.plugin.handler;
        if catch_unwind(AssertUnwindSafe(|| handler.remove_pod_sandbox(pod))).is_err() {
            self.plugin.status.panics.fetch_add(1, Ordering::Relaxed);
            log_panic("nri: remove pod sandbox handler panicked");
        }
    }

    /// Hands `work` to the pool and watches its deadline; a full queue is answered at once.
    fn defer(
        &mut self,
        connection: &Arc<Connection>,
        stream_id: u32,
        received: Instant,
        timeout: Duration,
        work: Work,
    ) {
        let margin = limits::NRI_DEADLINE_MARGIN.min(timeout / 4);
        let deadline = received + timeout;
        let responder = Responder {
            connection: Arc::clone(connection),
            stream_id,
            answered: Arc::new(AtomicBool::new(false)),
        };
        let job = Job {
            work,
            deadline: deadline - margin,
            responder: responder.clone(),
        };
        match self.jobs.try_send(job) {
            Ok(()) => self.pending.push(Pending {
                answer_by: deadline - margin,
                responder,
            }),
            Err(TrySendError::Full(job) | TrySendError::Disconnected(job)) => {
                self.plugin.status.shed.fetch_add(1, Ordering::Relaxed);
                job.responder.send(Response::error(
                    code::UNAVAILABLE,
                    "vault-db-injector: too many requests in flight",
                ));
            }
        }
    }
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
