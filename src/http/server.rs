//! The server's threads: the accept loop, the workers, and the per-connection request loop
//! with its deadlines. See the module documentation of `http` for the shape and invariants.

use std::convert::Infallible;
use std::io::{self, Read, Write};
use std::net::{Shutdown as SocketShutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::os::fd::AsFd;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, TrySendError, bounded};
use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
use rustls::{ServerConnection, StreamOwned};

use crate::http::parse::{self, Head};
use crate::http::{Error, Handler, Options, Request, Response, ServerStats};
use crate::limits;
use crate::logger;
use crate::runtime::{Context, Supervisor};

/// A running server. Dropping it does not stop it: the process's shutdown channel does.
pub struct Server {
    local_addr: SocketAddr,
    stats: Arc<ServerStats>,
    done: Receiver<Infallible>,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server")
            .field("local_addr", &self.local_addr)
            .finish_non_exhaustive()
    }
}

/// An accepted connection on its way to a worker.
struct Accepted {
    stream: TcpStream,
    peer: SocketAddr,
}

/// What the accept thread and the workers share.
struct Shared {
    options: Options,
    handler: Arc<dyn Handler>,
    stats: Arc<ServerStats>,
    queue: Receiver<Accepted>,
}

impl Server {
    /// Binds `options.address` and starts the accept thread and the workers under
    /// `supervisor`. They stop when the supervisor's shutdown channel closes: the accept
    /// loop within [`limits::HTTP_POLL_INTERVAL`], each worker once its current request is
    /// answered (see [`Server::wait_stopped`]).
    pub fn start(
        supervisor: &Supervisor,
        options: Options,
        handler: Arc<dyn Handler>,
    ) -> Result<Server, Error> {
        let listener = bind(&options.address)?;
        let bind_error = |source| Error::Bind {
            address: options.address.clone(),
            source,
        };
        let local_addr = listener.local_addr().map_err(bind_error)?;
        listener.set_nonblocking(true).map_err(bind_error)?;
        let stats = Arc::new(ServerStats::default());
        let (queue_tx, queue_rx) = bounded(options.queue);
        let (done_tx, done) = bounded::<Infallible>(0);
        let name = options.name.clone();
        let workers = options.workers.max(1);
        let shared = Arc::new(Shared {
            options,
            handler,
            stats: Arc::clone(&stats),
            queue: queue_rx,
        });
        let spawn_error = |source| Error::Spawn {
            name: name.clone(),
            source,
        };
        for index in 0..workers {
            let shared = Arc::clone(&shared);
            let done_tx = done_tx.clone();
            supervisor
                .spawn(
                    &format!("http-{name}-{index}"),
                    true,
                    Some(limits::LOOP_MAX_SILENCE),
                    move |ctx| {
                        worker_loop(&ctx, &shared);
                        drop(done_tx);
                        Ok(())
                    },
                )
                .map_err(spawn_error)?;
        }
        let accept_shared = Arc::clone(&shared);
        supervisor
            .spawn(
                &format!("http-{name}-accept"),
                true,
                Some(limits::LOOP_MAX_SILENCE),
                move |ctx| {
                    let result = accept_loop(&ctx, &listener, &queue_tx, &accept_shared);
                    drop(done_tx);
                    result.map_err(Into::into)
                },
            )
            .map_err(spawn_error)?;
        logger::info(
            "http server listening",
            &[("server", &name), ("address", &local_addr.to_string())],
        );
        Ok(Server {
            local_addr,
            stats,
            done,
        })
    }

    /// The bound address (the real port when the configured one was 0).
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// The server's counters.
    pub fn stats(&self) -> Arc<ServerStats> {
        Arc::clone(&self.stats)
    }

    /// After shutdown started, waits up to `timeout` for the accept thread and every
    /// worker to finish; true when they all did.
    pub fn wait_stopped(&self, timeout: Duration) -> bool {
        matches!(
            self.done.recv_timeout(timeout),
            Err(RecvTimeoutError::Disconnected)
        )
    }
}

/// Resolves a listen address: `:port` means every interface (IPv6 dual-stack first, then
/// IPv4 for kernels without IPv6), anything else goes through `ToSocketAddrs`.
pub(crate) fn listen_addresses(address: &str) -> Result<Vec<SocketAddr>, Error> {
    let invalid = |reason: &str| Error::Address {
        address: address.to_owned(),
        reason: reason.to_owned(),
    };
    if let Some(port) = address.strip_prefix(':') {
        let port: u16 = port
            .parse()
            .map_err(|_| invalid("the port is not a number"))?;
        return Ok(vec![
            SocketAddr::from(([0u16; 8], port)),
            SocketAddr::from(([0u8; 4], port)),
        ]);
    }
    let resolved: Vec<SocketAddr> = address
        .to_socket_addrs()
        .map_err(|error| invalid(&error.to_string()))?
        .collect();
    if resolved.is_empty() {
        return Err(invalid("the host resolves to no address"));
    }
    Ok(resolved)
}

fn bind(address: &str) -> Result<TcpListener, Error> {
    let mut last = io::Error::new(io::ErrorKind::AddrNotAvailable, "no address");
    for candidate in listen_addresses(address)? {
        match TcpListener::bind(candidate) {
            Ok(listener) => return Ok(listener),
            Err(error) => last = error,
        }
    }
    Err(Error::Bind {
        address: address.to_owned(),
        source: last,
    })
}

/// Accepts until shutdown. Accept errors (out of descriptors, a connection reset before
/// accept) never end the loop: it pauses a moment and goes on.
fn accept_loop(
    ctx: &Context,
    listener: &TcpListener,
    queue: &Sender<Accepted>,
    shared: &Shared,
) -> io::Result<()> {
    let busy = busy_response();
    let mut failing = false;
    loop {
        ctx.heartbeat.beat();
        if ctx.shutdown.is_triggered() {
            return Ok(());
        }
        match listener.accept() {
            Ok((stream, peer)) => {
                failing = false;
                ServerStats::add(&shared.stats.accepted);
                if !dispatch(stream, peer, queue, shared, &busy) {
                    return Ok(());
                }
            }
            Err(error) if error.kind() == io::ErrorKind::WouldBlock => {
                let mut fds = [PollFd::new(listener.as_fd(), PollFlags::POLLIN)];
                let timeout =
                    PollTimeout::try_from(limits::HTTP_POLL_INTERVAL).unwrap_or(PollTimeout::ZERO);
                // EINTR or any other poll failure just means another turn of the loop.
                let _ = poll(&mut fds, timeout);
            }
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => {
                if !failing {
                    logger::warn(
                        "http accept failed",
                        &[
                            ("server", &shared.options.name),
                            ("error", &error.to_string()),
                        ],
                    );
                    failing = true;
                }
                // Pausing keeps an exhausted descriptor table from spinning the loop.
                if ctx.shutdown.wait_timeout(limits::HTTP_POLL_INTERVAL) {
                    return Ok(());
                }
            }
        }
    }
}

/// Hands a connection to the workers, or refuses it at once when the queue is full.
/// Returns false when the workers are gone (shutdown).
fn dispatch(
    stream: TcpStream,
    peer: SocketAddr,
    queue: &Sender<Accepted>,
    shared: &Shared,
    busy: &[u8],
) -> bool {
    let setup = stream
        .set_nonblocking(false)
        .and_then(|()| stream.set_nodelay(true))
        .and_then(|()| stream.set_write_timeout(Some(shared.options.io_timeout)))
        .and_then(|()| stream.set_read_timeout(Some(shared.options.io_timeout)));
    if setup.is_err() {
        // The socket is unusable (the peer already reset it): nothing to answer.
        return true;
    }
    match queue.try_send(Accepted { stream, peer }) {
        Ok(()) => true,
        Err(TrySendError::Full(accepted)) => {
            ServerStats::add(&shared.stats.rejected_queue_full);
            refuse_busy(accepted.stream, shared.options.tls.is_some(), busy);
            true
        }
        Err(TrySendError::Disconnected(_)) => false,
    }
}

/// The canned answer to a connection the queue has no room for.
fn busy_response() -> Vec<u8> {
    let body = "server busy, retry\n";
    format!(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n\
         Content-Length: {}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Answers 503 and closes, on the accept thread, without ever waiting on the client. A TLS
/// port cannot answer before a handshake, so there the connection is just closed.
fn refuse_busy(mut stream: TcpStream, tls: bool, busy: &[u8]) {
    if !tls {
        let _ = stream.set_write_timeout(Some(limits::HTTP_BUSY_WRITE_TIMEOUT));
        let _ = stream.write_all(busy);
    }
    // Closing a socket with unread input makes the kernel send a reset, which can destroy
    // the 503 before the client reads it; read what has already arrived first.
    if stream.set_nonblocking(true).is_ok() {
        let mut sink = [0u8; 4096];
        for _ in 0..4 {
            match stream.read(&mut sink) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
        }
    }
    let _ = stream.shutdown(SocketShutdown::Write);
}

/// Takes connections from the queue and serves them until shutdown.
fn worker_loop(ctx: &Context, shared: &Shared) {
    loop {
        ctx.heartbeat.beat();
        crossbeam_channel::select! {
            recv(ctx.shutdown.receiver()) -> _ => return,
            recv(shared.queue) -> accepted => match accepted {
                Ok(accepted) => {
                    // Shutdown may have started while the connection waited: close it.
                    if ctx.shutdown.is_triggered() {
                        return;
                    }
                    shared.stats.open_connections.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    serve_connection(ctx, shared, accepted);
                    shared.stats.open_connections.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
                }
                Err(_) => return,
            },
            default(limits::HTTP_POLL_INTERVAL) => {}
        }
    }
}

/// The connection's byte stream, plain or TLS.
enum Transport {
    Plain(TcpStream),
    Tls(Box<StreamOwned<ServerConnection, TcpStream>>),
}

impl Transport {
    fn socket(&self) -> &TcpStream {
        match self {
            Transport::Plain(stream) => stream,
            Transport::Tls(stream) => &stream.sock,
        }
    }

    fn client_certificate(&self) -> bool {
        match self {
            Transport::Plain(_) => false,
            Transport::Tls(stream) => stream.conn.peer_certificates().is_some(),
        }
    }

    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Transport::Plain(stream) => stream.read(buf),
            Transport::Tls(stream) => stream.read(buf),
        }
    }

    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Transport::Plain(stream) => stream.write(buf),
            Transport::Tls(stream) => stream.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Transport::Plain(stream) => stream.flush(),
            Transport::Tls(stream) => stream.flush(),
        }
    }

    /// Ends the connection politely: TLS close_notify, then a TCP FIN. With `linger`, what
    /// the client still sends is read and dropped for a moment (bounded in time and bytes):
    /// closing a socket with unread input makes the kernel send a reset, which can destroy
    /// the error response before the client reads it.
    fn close(mut self, linger: bool) {
        if let Transport::Tls(stream) = &mut self {
            stream.conn.send_close_notify();
            let _ = stream.flush();
        }
        let mut socket = self.socket();
        let _ = socket.shutdown(SocketShutdown::Write);
        if linger {
            let until = Instant::now() + LINGER;
            let mut sink = [0u8; 4096];
            let mut budget = LINGER_BYTES;
            while budget > 0 {
                let Some(left) = until.checked_duration_since(Instant::now()) else {
                    break;
                };
                if left.is_zero() || socket.set_read_timeout(Some(left)).is_err() {
                    break;
                }
                match socket.read(&mut sink) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => budget = budget.saturating_sub(n),
                }
            }
        }
    }
}

/// Why reading stopped before the bytes needed arrived.
enum Stop {
    /// The peer closed the connection.
    Closed,
    /// A socket timeout or the deadline passed.
    TimedOut,
    /// The caller's condition asked to give up (shutdown, or others waiting).
    GaveUp,
    /// TLS failed (bad handshake, bad record).
    Tls,
    /// Any other socket error.
    Io,
}

/// One connection being served.
struct Connection<'a> {
    shared: &'a Shared,
    ctx: &'a Context,
    transport: Transport,
    peer: SocketAddr,
    /// Bytes read and not yet consumed (a partial head, or the next pipelined request).
    buf: Vec<u8>,
    chunk: Vec<u8>,
    /// Set when the server refused a request: its rest may still be arriving.
    linger: bool,
}

/// How long a connection closed after an error response keeps draining its input.
const LINGER: Duration = Duration::from_millis(250);

/// How many bytes of a refused request are drained at most before closing.
const LINGER_BYTES: usize = 256 * 1024;

/// How long one read may wait before the loop looks at its conditions again.
const READ_SLICE: Duration = limits::HTTP_POLL_INTERVAL;

impl Connection<'_> {
    /// Reads more bytes into `buf`, until `deadline`, giving up early when `give_up` says
    /// so (it is asked between read slices) or when no byte comes for the IO timeout.
    fn fill(&mut self, deadline: Instant, give_up: &dyn Fn() -> bool) -> Result<(), Stop> {
        let started = Instant::now();
        loop {
            self.ctx.heartbeat.beat();
            let now = Instant::now();
            let Some(left) = deadline
                .checked_duration_since(now)
                .filter(|d| !d.is_zero())
            else {
                return Err(Stop::TimedOut);
            };
            let slice = left.min(READ_SLICE).max(Duration::from_millis(1));
            if self
                .transport
                .socket()
                .set_read_timeout(Some(slice))
                .is_err()
            {
                return Err(Stop::Io);
            }
            match self.transport.read(&mut self.chunk) {
                Ok(0) => return Err(Stop::Closed),
                Ok(n) => {
                    self.buf
                        .extend_from_slice(self.chunk.get(..n).unwrap_or_default());
                    return Ok(());
                }
                Err(error)
                    if matches!(
                        error.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) =>
                {
                    if give_up() {
                        return Err(Stop::GaveUp);
                    }
                    if started.elapsed() >= self.shared.options.io_timeout {
                        return Err(Stop::TimedOut);
                    }
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error)
                    if matches!(
                        error.kind(),
                        io::ErrorKind::UnexpectedEof
                            | io::ErrorKind::ConnectionReset
                            | io::ErrorKind::ConnectionAborted
                            | io::ErrorKind::BrokenPipe
                    ) =>
                {
                    return Err(Stop::Closed);
                }
                Err(error) if error.kind() == io::ErrorKind::InvalidData => {
                    return Err(Stop::Tls);
                }
                Err(_) => return Err(Stop::Io),
            }
        }
    }

    /// Writes all of `bytes` within `deadline` (each write also bounded by the socket's
    /// write timeout), then flushes.
    fn send(&mut self, bytes: &[u8], deadline: Instant) -> io::Result<()> {
        let mut rest = bytes;
        while !rest.is_empty() {
            let left = deadline
                .checked_duration_since(Instant::now())
                .filter(|d| !d.is_zero())
                .ok_or_else(|| io::Error::new(io::ErrorKind::TimedOut, "write deadline"))?;
            self.transport
                .socket()
                .set_write_timeout(Some(left.min(self.shared.options.io_timeout)))?;
            let piece = rest.get(..rest.len().min(16 * 1024)).unwrap_or(rest);
            match self.transport.write(piece) {
                Ok(0) => return Err(io::Error::new(io::ErrorKind::WriteZero, "peer gone")),
                Ok(n) => rest = rest.get(n..).unwrap_or_default(),
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
        self.transport.flush()
    }

    /// Answers a request the server refuses by itself, and counts it.
    fn refuse(&mut self, status: u16, message: &str) {
        ServerStats::add(&self.shared.stats.bad_requests);
        self.linger = true;
        let response = Response::text(status, &format!("{message}\n"));
        let bytes = render_response(&response, false, false);
        let _ = self.send(&bytes, Instant::now() + self.shared.options.io_timeout);
    }

    fn count_stop(&self, stop: &Stop) {
        let stats = &self.shared.stats;
        match stop {
            Stop::TimedOut => ServerStats::add(&stats.timeouts),
            Stop::Tls => ServerStats::add(&stats.tls_failures),
            Stop::Closed | Stop::GaveUp | Stop::Io => {}
        }
    }

    /// Serves requests until the connection ends; returns when it should be closed.
    fn run(&mut self) {
        let options = &self.shared.options;
        let mut served: u32 = 0;
        loop {
            // Between requests: wait for the first byte of the next one, but give the
            // worker back at once on shutdown or when other connections are waiting.
            let request_start = if served == 0 {
                Instant::now()
            } else {
                if self.buf.is_empty() {
                    let shutdown = &self.ctx.shutdown;
                    let queue = &self.shared.queue;
                    let idle_until = Instant::now() + options.keep_alive_idle;
                    match self.fill(idle_until, &|| shutdown.is_triggered() || !queue.is_empty()) {
                        Ok(()) => {}
                        // An idle connection that expires or yields is normal.
                        Err(Stop::TimedOut | Stop::GaveUp | Stop::Closed) => return,
                        Err(stop) => {
                            self.count_stop(&stop);
                            return;
                        }
                    }
                }
                Instant::now()
            };
            let Some((head, head_len)) = self.read_head(request_start) else {
                return;
            };
            self.buf.drain(..head_len.min(self.buf.len()));
            let Some(body) = self.read_body(&head, request_start) else {
                return;
            };
            served = served.saturating_add(1);
            let client_keep_alive = head.keep_alive;
            let request = Request {
                method: head.method,
                path: head.path,
                query: head.query,
                headers: head.headers,
                body,
                peer: self.peer,
                client_certificate: self.transport.client_certificate(),
            };
            let response = self.call_handler(&request);
            // Decided after the handler, so that a shutdown during it closes the connection.
            let keep_alive = client_keep_alive
                && served < options.max_requests_per_connection
                && !self.ctx.shutdown.is_triggered();
            let bytes = render_response(&response, request.method == "HEAD", keep_alive);
            drop(request);
            let write_deadline = Instant::now() + options.request_deadline;
            if let Err(error) = self.send(&bytes, write_deadline) {
                if matches!(
                    error.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) {
                    ServerStats::add(&self.shared.stats.timeouts);
                }
                return;
            }
            if !keep_alive {
                return;
            }
        }
    }

    /// Reads and checks a request head; on failure, answers (when HTTP can still be
    /// spoken) and returns `None`.
    fn read_head(&mut self, start: Instant) -> Option<(Head, usize)> {
        let options = &self.shared.options;
        let deadline = start + options.request_deadline;
        loop {
            match parse::parse_request_head(&self.buf) {
                Ok(Some(parsed)) => return Some(parsed),
                Ok(None) => {}
                Err(error) => {
                    self.refuse(error.status(), &error.to_string());
                    return None;
                }
            }
            let queue = &self.shared.queue;
            let busy_after = start + options.head_deadline_busy;
            let result = self.fill(deadline, &|| {
                !queue.is_empty() && Instant::now() >= busy_after
            });
            if let Err(stop) = result {
                // A client that sent part of a request and then stalled is told why.
                let stalled = matches!(stop, Stop::TimedOut | Stop::GaveUp);
                if stalled {
                    ServerStats::add(&self.shared.stats.timeouts);
                    if !self.buf.is_empty() {
                        let bytes = render_response(
                            &Response::text(408, "request timeout\n"),
                            false,
                            false,
                        );
                        let _ = self.send(&bytes, Instant::now() + limits::HTTP_BUSY_WRITE_TIMEOUT);
                    }
                } else {
                    self.count_stop(&stop);
                }
                return None;
            }
        }
    }

    /// Checks the framing and reads the body; on failure, answers and returns `None`.
    fn read_body(&mut self, head: &Head, start: Instant) -> Option<Vec<u8>> {
        if head.transfer_encoding {
            self.refuse(
                501,
                "transfer-encoding is not supported, send content-length",
            );
            return None;
        }
        let max = self.shared.options.max_body_bytes;
        let length = match usize::try_from(head.content_length) {
            Ok(length) if length <= max => length,
            _ => {
                self.refuse(413, &format!("request body larger than {max} bytes"));
                return None;
            }
        };
        let deadline = start + self.shared.options.request_deadline;
        if head.expect_continue && head.minor_version >= 1 && self.buf.len() < length {
            let continue_line = b"HTTP/1.1 100 Continue\r\n\r\n";
            if self.send(continue_line, deadline).is_err() {
                return None;
            }
        }
        while self.buf.len() < length {
            if let Err(stop) = self.fill(deadline, &|| false) {
                self.count_stop(&stop);
                return None;
            }
        }
        let rest = self.buf.split_off(length);
        Some(std::mem::replace(&mut self.buf, rest))
    }

    /// Calls the handler; a panic answers 500 and is counted and logged.
    fn call_handler(&self, request: &Request) -> Response {
        ServerStats::add(&self.shared.stats.requests);
        let handler = &self.shared.handler;
        match catch_unwind(AssertUnwindSafe(|| handler.handle(request))) {
            Ok(response) => response,
            Err(panic) => {
                ServerStats::add(&self.shared.stats.panics);
                logger::error(
                    "http handler panicked",
                    &[
                        ("server", &self.shared.options.name),
                        ("path", &request.path),
                        ("error", &panic_text(panic.as_ref())),
                    ],
                );
                Response::text(500, "internal error\n")
            }
        }
    }
}

/// Serves one accepted connection: TLS setup, then the request loop.
fn serve_connection(ctx: &Context, shared: &Shared, accepted: Accepted) {
    let Accepted { stream, peer } = accepted;
    let transport = match &shared.options.tls {
        None => Transport::Plain(stream),
        Some(tls) => match ServerConnection::new(tls.current()) {
            Ok(conn) => Transport::Tls(Box::new(StreamOwned::new(conn, stream))),
            Err(error) => {
                ServerStats::add(&shared.stats.tls_failures);
                logger::warn(
                    "tls session setup failed",
                    &[
                        ("server", &shared.options.name),
                        ("error", &error.to_string()),
                    ],
                );
                return;
            }
        },
    };
    let mut connection = Connection {
        shared,
        ctx,
        transport,
        peer,
        buf: Vec::new(),
        chunk: vec![0; 16 * 1024],
        linger: false,
    };
    connection.run();
    connection.transport.close(connection.linger);
}

/// The reason phrase of a status code.
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        202 => "Accepted",
        204 => "No Content",
        301 => "Moved Permanently",
        302 => "Found",
        304 => "Not Modified",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        409 => "Conflict",
        411 => "Length Required",
        413 => "Content Too Large",
        415 => "Unsupported Media Type",
        422 => "Unprocessable Content",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        _ => "",
    }
}

/// Whether a header a handler set may be written: a token name, a value without control
/// characters, and not one of the headers the server owns.
fn header_allowed(name: &str, value: &str) -> bool {
    let token = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b));
    let clean = value
        .bytes()
        .all(|b| b == b'\t' || (b >= 0x20 && b != 0x7f));
    let owned = [
        "content-length",
        "connection",
        "transfer-encoding",
        "content-type",
    ]
    .iter()
    .any(|owned| name.eq_ignore_ascii_case(owned));
    token && clean && !owned
}

/// Serialises a response. `head_only` omits the body (HEAD requests) but keeps its length.
pub(crate) fn render_response(response: &Response, head_only: bool, keep_alive: bool) -> Vec<u8> {
    let status = if (200..=599).contains(&response.status) {
        response.status
    } else {
        500
    };
    let mut out = format!("HTTP/1.1 {status} {}\r\n", reason(status));
    if let Some(content_type) = &response.content_type
        && header_allowed("x", content_type)
    {
        out.push_str(&format!("Content-Type: {content_type}\r\n"));
    }
    let no_body = status == 204 || status == 304;
    if !no_body {
        out.push_str(&format!("Content-Length: {}\r\n", response.body.len()));
    }
    out.push_str(if keep_alive {
        "Connection: keep-alive\r\n"
    } else {
        "Connection: close\r\n"
    });
    for (name, value) in &response.headers {
        if header_allowed(name, value) {
            out.push_str(&format!("{name}: {value}\r\n"));
        }
    }
    out.push_str("\r\n");
    let mut bytes = out.into_bytes();
    if !head_only && !no_body {
        bytes.extend_from_slice(&response.body);
    }
    bytes
}

/// The text of a handler's panic. Panic messages in this crate never carry secrets (no
/// secret type implements `Display`).
fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        (*text).to_owned()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "non-text panic payload".to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn responses() {
        let check = |response: Response, head_only: bool, keep_alive: bool, expect: &str| {
            let got = render_response(&response, head_only, keep_alive);
            assert_eq!(String::from_utf8(got).unwrap(), expect);
        };
        check(
            Response::text(200, "ok"),
            false,
            true,
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok",
        );
        check(
            Response::json(404, "{}").with_header("X-A", "b"),
            true,
            false,
            "HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\nX-A: b\r\n\r\n",
        );
        check(
            Response::empty(204)
                .with_header("Bad\r\nName", "x")
                .with_header("X-Split", "a\r\nInjected: yes")
                .with_header("content-length", "99")
                .with_header("Connection", "keep-alive"),
            false,
            false,
            "HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n",
        );
        check(
            Response::text(42, ""),
            false,
            false,
            "HTTP/1.1 500 Internal Server Error\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        );
        check(
            Response::new(299, "a\nb", "x"),
            false,
            false,
            "HTTP/1.1 299 \r\nContent-Length: 1\r\nConnection: close\r\n\r\nx",
        );
        let busy = String::from_utf8(busy_response()).unwrap();
        let (head, body) = busy.split_once("\r\n\r\n").unwrap();
        assert!(
            head.contains(&format!("Content-Length: {}", body.len())),
            "{busy}"
        );
    }

    #[test]
    fn listen_address_forms() {
        let check = |input: &str, expect: Result<&[&str], &str>| {
            let got = listen_addresses(input);
            match (got, expect) {
                (Ok(addresses), Ok(expect)) => {
                    let got: Vec<String> = addresses.iter().map(ToString::to_string).collect();
                    assert_eq!(got, expect, "{input}");
                }
                (Err(error), Err(expect)) => {
                    let text = error.to_string();
                    assert!(text.contains(expect), "{input}: {text}");
                }
                (got, expect) => panic!("{input}: got {got:?}, expected {expect:?}"),
            }
        };
        check(":8443", Ok(&["[::]:8443", "0.0.0.0:8443"]));
        check("127.0.0.1:0", Ok(&["127.0.0.1:0"]));
        check("[::1]:8080", Ok(&["[::1]:8080"]));
        check(":http", Err("the port is not a number"));
        check(":99999", Err("the port is not a number"));
        check("8443", Err("invalid listen address \"8443\""));
    }
}
