//! One connection to the runtime, from connect to EOF: the peer and directory checks, the
//! registration, and the reader loop that answers each call inline or defers it to a
//! worker, answering an error itself when a deferred request's deadline comes first.

use std::io::{self, Read, Write};
use std::os::unix::net::UnixStream;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crossbeam_channel::{Sender, TrySendError};
use zeroize::{Zeroize, Zeroizing};

use crate::limits;
use crate::logger;
use crate::nri::messages::{
    ConfigureResponse, Empty, PLUGIN_SERVICE, PluginCall, PodSandbox, SynchronizeResponse, event,
};
use crate::nri::plugin::{
    Answer, Error, Job, Plugin, Work, log_panic, panic_response, reply_response,
};
use crate::nri::ttrpc::{self, Frame, Response, code};
use crate::nri::{handshake, mux, wire};
use crate::runtime::{Heartbeat, Shutdown};

/// The write side of one connection, shared by the reader and the workers.
pub(super) struct Connection {
    pub(super) stream: Mutex<UnixStream>,
    pub(super) broken: AtomicBool,
}

impl Connection {
    /// Writes one ttrpc frame on `conn`, whole, under the lock. A failure marks the
    /// connection broken and shuts the socket down so that the reader wakes and reconnects.
    pub(super) fn send(&self, conn: u32, frame: &Frame) -> io::Result<()> {
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
    pub(super) fn respond(&self, stream_id: u32, response: &Response) -> io::Result<()> {
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

    pub(super) fn is_broken(&self) -> bool {
        self.broken.load(Ordering::Relaxed)
    }
}

/// The right to answer one request, shared by the worker doing the work and the reader
/// watching the deadline: the first to answer wins.
#[derive(Clone)]
pub(super) struct Responder {
    pub(super) connection: Arc<Connection>,
    pub(super) stream_id: u32,
    pub(super) answered: Arc<AtomicBool>,
}

impl Responder {
    /// Sends `response` unless the request was already answered; true if it was sent.
    pub(super) fn send(&self, response: Response) -> bool {
        self.claim() && self.write(&response)
    }

    /// Takes the right to answer; false if someone already answered.
    pub(super) fn claim(&self) -> bool {
        !self.answered.swap(true, Ordering::AcqRel)
    }

    /// Writes the answer; only after a successful [`Responder::claim`].
    pub(super) fn write(&self, response: &Response) -> bool {
        // A failed write has already shut the connection down; the reader reconnects.
        self.connection.respond(self.stream_id, response).is_ok()
    }

    pub(super) fn is_done(&self) -> bool {
        self.answered.load(Ordering::Acquire) || self.connection.is_broken()
    }
}

/// A deferred request the reader watches until it is answered.
pub(super) struct Pending {
    pub(super) answer_by: Instant,
    pub(super) responder: Responder,
}

/// One connection's state: from connect to EOF or error.
pub(super) struct Session<'a> {
    pub(super) plugin: &'a Plugin,
    pub(super) jobs: &'a Sender<Job>,
    pub(super) heartbeat: &'a Heartbeat,
    pub(super) shutdown: &'a Shutdown,
    pub(super) registered: bool,
    pub(super) synchronized: bool,
    pub(super) became_ready: bool,
    pub(super) request_timeout: Duration,
    pub(super) last_stream_id: Option<u32>,
    pub(super) pending: Vec<Pending>,
}

impl<'a> Session<'a> {
    pub(super) fn new(
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

    pub(super) fn path(&self) -> PathBuf {
        self.plugin.socket_path.clone()
    }

    pub(super) fn io_error(&self, source: io::Error) -> Error {
        Error::Io {
            path: self.path(),
            source,
        }
    }

    /// Connects and serves; `Ok` only when shutdown was asked for.
    pub(super) fn serve(&mut self) -> Result<(), Error> {
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

    pub(super) fn connect(&self) -> Result<UnixStream, Error> {
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

    pub(super) fn serve_connection(
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
        // The read timeout last set on the socket: in the steady state (registered,
        // nothing deferred) every wait is the poll interval, and setting it again on every
        // request is a system call of a cache hit's round trip for nothing.
        let mut timeout_set = None;
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
            if timeout_set != Some(wait) {
                reader
                    .set_read_timeout(Some(wait))
                    .map_err(|e| self.io_error(e))?;
                timeout_set = Some(wait);
            }
            let read = match reader.read(&mut buf) {
                Ok(0) => {
                    return Err(Error::Closed {
                        path: self.path(),
                        truncated: !demux.is_idle(),
                    });
                }
                Ok(n) => n,
                Err(e) if handshake::is_transient(&e) => {
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
    pub(super) fn expire(&mut self, now: Instant) {
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

    pub(super) fn frame(
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
    pub(super) fn runtime_response(&mut self, frame: &Frame) -> Result<(), Error> {
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

    pub(super) fn update_ready(&mut self) {
        if self.registered && self.synchronized {
            self.became_ready = true;
            self.plugin.status.ready.store(true, Ordering::Relaxed);
        }
    }

    /// One call from the runtime on conn 1.
    pub(super) fn request(
        &mut self,
        connection: &Arc<Connection>,
        frame: Frame,
    ) -> Result<(), Error> {
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

    pub(super) fn remove_pod(&self, pod: &PodSandbox) {
        let handler = &self.plugin.handler;
        if catch_unwind(AssertUnwindSafe(|| handler.remove_pod_sandbox(pod))).is_err() {
            self.plugin.status.panics.fetch_add(1, Ordering::Relaxed);
            log_panic("nri: remove pod sandbox handler panicked");
        }
    }

    /// Hands `work` to the pool and watches its deadline; a full queue is answered at once.
    pub(super) fn defer(
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
