//! The workers: each takes a complete request from the queue, reads what is left of the
//! body, calls the handler under `catch_unwind` (a panic answers 500), writes the answer,
//! and only then runs what the handler deferred ([`crate::deferred`]). A kept-alive
//! connection then stays with its worker for a moment ([`limits::HTTP_WORKER_LINGER`],
//! waiting in one `poll` on the connection and on its [`Bell`]):
//! a complete request that arrives in that time is served at once by the worker it wakes;
//! anything else (silence, a partial request, a request waiting in the queue, no other
//! worker idle, shutdown) gives the connection back to the poll thread, which holds every
//! deadline. So a client that trickles never holds a worker: the poll thread's rules stay
//! the only ones for anything but an immediate, complete request.

use std::io::{self, Read, Write};
use std::os::fd::AsFd;
use std::os::unix::net::UnixStream;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering, fence};
use std::time::{Duration, Instant};

use crossbeam_channel::TrySendError;
use nix::poll::{PollFd, PollFlags, PollTimeout, poll};

use crate::deferred;
use crate::http::conn::Conn;
use crate::http::parse::{self, Head};
use crate::http::server::{Shared, drain, wake_pair};
use crate::http::transport::{Stop, count_stop};
use crate::http::{Request, Response, ServerStats};
use crate::limits;
use crate::logger;
use crate::runtime::{Context, panics};

/// What wakes a lingering worker when a request is queued that no other worker waits for:
/// a socket pair per worker (the worker waits on its connection and its end of the pair in
/// one `poll`, so a linger costs no wake-up until something happens). Only that worker
/// reads its end, so a ring is never taken by another.
pub(super) struct Bell {
    lingering: AtomicBool,
    ring: UnixStream,
}

impl Bell {
    /// A bell and the end its worker listens on.
    pub(super) fn new() -> io::Result<(Bell, UnixStream)> {
        let (ring, ear) = wake_pair()?;
        let bell = Bell {
            lingering: AtomicBool::new(false),
            ring,
        };
        Ok((bell, ear))
    }

    /// Rings it if its worker lingers. A full socket buffer is a ring not yet heard.
    pub(super) fn ring(&self) {
        if self.lingering.load(Ordering::SeqCst) {
            let _ = (&self.ring).write(&[1]);
        }
    }
}

/// Marks a worker lingering for as long as it lives.
struct Lingering<'a>(&'a AtomicBool);

impl<'a> Lingering<'a> {
    fn start(flag: &'a AtomicBool) -> Lingering<'a> {
        flag.store(true, Ordering::SeqCst);
        // Pairs with the fence of `Shared::ring_if_unwaited`: the queue is looked at after
        // this mark is visible.
        fence(Ordering::SeqCst);
        Lingering(flag)
    }
}

impl Drop for Lingering<'_> {
    fn drop(&mut self) {
        self.0.store(false, Ordering::SeqCst);
    }
}

/// Takes connections with a complete head from the queue and serves them until shutdown.
/// `index` is this worker's place in `shared.bells`, `ear` the end of its bell it hears.
pub(super) fn worker_loop(ctx: &Context, shared: &Shared, index: usize, ear: UnixStream) {
    let mut worker = Worker {
        shared,
        ctx,
        chunk: vec![0; limits::HTTP_READ_CHUNK],
        index,
        ear,
    };
    loop {
        ctx.heartbeat.beat();
        shared.idle_workers.fetch_add(1, Ordering::SeqCst);
        // `Err`: shutdown, or the poll thread (the queue's sender) is gone.
        let taken = crossbeam_channel::select! {
            recv(ctx.shutdown.receiver()) -> _ => Err(()),
            recv(shared.queue) -> conn => conn.map(Some).map_err(drop),
            default(limits::HTTP_POLL_INTERVAL) => Ok(None),
        };
        shared.idle_workers.fetch_sub(1, Ordering::SeqCst);
        match taken {
            // Shutdown may have started while the connection waited: close it.
            _ if ctx.shutdown.is_triggered() => return,
            Ok(Some(conn)) => worker.serve(conn),
            Ok(None) => {}
            Err(()) => return,
        }
    }
}

/// Whether `buf` holds a whole request a lingering worker may serve: `Some(true)` when its
/// head and a body of at most `max_body` bytes (content-length framed) are all there,
/// `Some(false)` while they may still come, `None` when the request is the poll thread's
/// (a bad head, a chunked or larger body).
fn complete(buf: &[u8], max_body: usize) -> Option<bool> {
    match parse::parse_request_head(buf) {
        Ok(Some((head, head_len))) => {
            let body = usize::try_from(head.content_length).unwrap_or(usize::MAX);
            if head.transfer_encoding || body > max_body || head.expect_continue {
                return None;
            }
            Some(buf.len() >= head_len.saturating_add(body))
        }
        Ok(None) => Some(false),
        Err(_) => None,
    }
}

/// What came of lingering on a connection after its answer.
enum Lingered {
    /// Its next request is here, complete: serve it.
    Next(Conn),
    /// Nothing came (or not all of it): the poll thread waits for it.
    GiveBack(Conn),
    /// The client closed it or it failed.
    Gone,
}

/// A worker thread's state.
pub(super) struct Worker<'a> {
    pub(super) shared: &'a Shared,
    pub(super) ctx: &'a Context,
    pub(super) chunk: Vec<u8>,
    /// This worker's place in `shared.bells`.
    pub(super) index: usize,
    /// The end of its bell it listens on while it lingers.
    pub(super) ear: UnixStream,
}

impl Worker<'_> {
    /// Serves the request whose head is in `conn.buf`, and the next ones that arrive on the
    /// connection while this worker lingers on it, then closes the connection or gives it
    /// back to the poll thread.
    pub(super) fn serve(&mut self, conn: Conn) {
        let mut conn = conn;
        loop {
            let Some(kept) = self.serve_one(conn) else {
                return;
            };
            match self.linger(kept) {
                Lingered::Next(next) => conn = next,
                Lingered::GiveBack(kept) => {
                    self.give_back(kept);
                    return;
                }
                Lingered::Gone => return,
            }
        }
    }

    /// Gives a kept-alive connection back to the poll thread.
    fn give_back(&mut self, conn: Conn) {
        // Back to the poll thread to wait for the next request without holding a worker.
        if conn.transport.socket().set_nonblocking(true).is_err() {
            return;
        }
        match self.shared.returns.try_send(conn) {
            Ok(()) => {
                // A full waker pipe already means the poll thread will look.
                let _ = (&self.shared.waker).write(&[1]);
            }
            Err(TrySendError::Full(conn) | TrySendError::Disconnected(conn)) => {
                self.close(conn, false);
            }
        }
    }

    /// After an answer, waits a moment on the same connection for its next request: a
    /// client that sends one review after another (an apiserver in a rollout) is then
    /// served by the worker its request wakes, without the hand-off through the poll
    /// thread. Anything but a complete small request at once goes back to the poll thread,
    /// which holds the deadlines.
    fn linger(&mut self, mut conn: Conn) -> Lingered {
        // A pipelined request is the poll thread's to look at, as before; so is every
        // connection when no other worker would take a request that comes meanwhile.
        let Some(bell) = self.shared.bells.get(self.index) else {
            return Lingered::GiveBack(conn);
        };
        let _lingering = Lingering::start(&bell.lingering);
        if !conn.buf.is_empty() || !self.may_linger() {
            return Lingered::GiveBack(conn);
        }
        let until = Instant::now() + self.shared.options.worker_linger;
        let max_body = limits::HTTP_POLL_BODY_MAX_BYTES.min(self.shared.options.max_body_bytes);
        let limit = limits::HTTP_MAX_HEAD_BYTES.saturating_add(max_body);
        if conn.transport.socket().set_nonblocking(true).is_err() {
            return Lingered::GiveBack(conn);
        }
        let mut first_byte = None;
        // Read first, then wait: TLS may hold a decrypted request the socket no longer
        // signals. A review larger than a segment may come in several reads: they are
        // waited for within the same linger, which bounds what a slow client can hold.
        loop {
            let pumped = conn.transport.pump(&mut conn.buf, &mut self.chunk, limit);
            if pumped.is_err() {
                if conn.buf.is_empty() {
                    conn.transport.finish();
                    return Lingered::Gone;
                }
                // A request followed by a half-close: the poll thread answers it.
                return Lingered::GiveBack(conn);
            }
            if !conn.buf.is_empty() && first_byte.is_none() {
                first_byte = Some(Instant::now());
            }
            match complete(&conn.buf, max_body) {
                Some(true) => {
                    if conn.transport.socket().set_nonblocking(false).is_err() {
                        return Lingered::GiveBack(conn);
                    }
                    conn.request_start = first_byte.unwrap_or_else(Instant::now);
                    ServerStats::add(&self.shared.stats.lingered);
                    return Lingered::Next(conn);
                }
                Some(false) if conn.buf.len() < limit && self.wait_readable(&conn, until) => {}
                // Silence, refused, larger than the poll thread reads, chunked: its rules
                // decide (the poll thread takes the connection back non-blocking).
                _ => return Lingered::GiveBack(conn),
            }
        }
    }

    /// Waits until `until` for `conn` to be readable, and only while another worker waits
    /// on the queue and the queue is empty: the poll thread rings this worker's bell when
    /// it queues a request no other worker waits for, so that request waits for no more
    /// than this worker's wake-up. One `poll` on the connection and the bell: lingering
    /// costs no wake-up until one of them stirs. `false`: give the connection back.
    fn wait_readable(&self, conn: &Conn, until: Instant) -> bool {
        loop {
            self.ctx.heartbeat.beat();
            let now = Instant::now();
            if !self.may_linger() || now >= until {
                return false;
            }
            // At least a millisecond: `poll` counts whole ones, and a shorter wait would spin.
            let left = until
                .saturating_duration_since(now)
                .max(Duration::from_millis(1));
            let timeout = PollTimeout::try_from(left).unwrap_or(PollTimeout::ZERO);
            let socket = conn.transport.socket().as_fd();
            let ear = self.ear.as_fd();
            let mut fds = [
                PollFd::new(socket, PollFlags::POLLIN),
                PollFd::new(ear, PollFlags::POLLIN),
            ];
            // EINTR is one more look; another failure gives the connection back.
            let ready = match poll(&mut fds, timeout) {
                Ok(0) | Err(nix::errno::Errno::EINTR) => continue,
                Ok(_) => fds.map(|fd| fd.revents().is_some_and(|r| !r.is_empty())),
                Err(_) => return false,
            };
            if ready[0] {
                return true;
            }
            // The bell: hear it out, then look at the queue again.
            drain(&self.ear);
        }
    }

    /// Whether this worker may go on waiting on a connection: no shutdown, another worker
    /// idle, and nothing in the queue.
    fn may_linger(&self) -> bool {
        !self.ctx.shutdown.is_triggered()
            && self.shared.idle_workers.load(Ordering::SeqCst) > 0
            && self.shared.queue.is_empty()
    }

    /// Serves the request whose head is in `conn.buf`; returns the connection when it is
    /// kept alive.
    fn serve_one(&mut self, mut conn: Conn) -> Option<Conn> {
        let Ok(Some((head, head_len))) = parse::parse_request_head(&conn.buf) else {
            // The poll thread hands over complete heads only.
            conn.transport.finish();
            return None;
        };
        conn.buf.drain(..head_len.min(conn.buf.len()));
        let body = match self.read_body(&mut conn, &head) {
            Ok(body) => body,
            Err(linger) => {
                self.close(conn, linger);
                return None;
            }
        };
        conn.served = conn.served.saturating_add(1);
        let mut request = Request {
            method: head.method,
            path: head.path,
            query: head.query,
            headers: head.headers,
            body,
            peer: conn.peer,
            client_certificate: conn.transport.client_certificate(),
        };
        // What the handler deferred (its log lines, say) runs once the answer is written,
        // when this guard drops on any path out.
        let _deferred = deferred::enter();
        let mut response = self.call_handler(&request);
        let head_only = request.method == "HEAD";
        // Chunked transfer coding is HTTP/1.1's: an HTTP/1.0 client gets the body whole.
        if head.minor_version == 0
            && let Some(pieces) = response.pieces.take()
        {
            let mut body = Vec::new();
            let produced = produce(self.shared, &pieces, &request.path, &mut |piece| {
                body.extend_from_slice(piece);
                true
            });
            response.body = body;
            if !produced {
                response = Response::text(500, "internal error\n");
            }
        }
        // Decided after the handler, so that a shutdown during it closes the connection.
        let keep_alive = head.keep_alive
            && conn.served < self.shared.options.max_requests_per_connection
            && !self.ctx.shutdown.is_triggered();
        let bytes = render_response(&response, head_only, keep_alive);
        let path = std::mem::take(&mut request.path);
        drop(request);
        let write_deadline = Instant::now() + self.shared.options.request_deadline;
        let mut sent = self.send(&mut conn, &bytes, write_deadline);
        if let (Ok(()), Some(pieces), false) = (&sent, &response.pieces, head_only) {
            sent = self.send_pieces(&mut conn, pieces, &path, write_deadline);
        }
        if let Err(error) = sent {
            if matches!(
                error.kind(),
                io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
            ) {
                ServerStats::add(&self.shared.stats.timeouts);
            }
            return None;
        }
        if !keep_alive {
            self.close(conn, false);
            return None;
        }
        Some(conn)
    }

    /// Checks the framing and reads the body. `Err(linger)`: the request was refused (and
    /// answered, then `linger` is true) or the connection failed.
    pub(super) fn read_body(&mut self, conn: &mut Conn, head: &Head) -> Result<Vec<u8>, bool> {
        if head.transfer_encoding {
            self.refuse(
                conn,
                501,
                "transfer-encoding is not supported, send content-length",
            );
            return Err(true);
        }
        let max = self.shared.options.max_body_bytes;
        let length = match usize::try_from(head.content_length) {
            Ok(length) if length <= max => length,
            _ => {
                self.refuse(conn, 413, &format!("request body larger than {max} bytes"));
                return Err(true);
            }
        };
        let deadline = conn.request_start + self.shared.options.request_deadline;
        if head.expect_continue
            && head.minor_version >= 1
            && conn.buf.len() < length
            && !conn.continue_sent
        {
            let continue_line = b"HTTP/1.1 100 Continue\r\n\r\n";
            if self.send(conn, continue_line, deadline).is_err() {
                return Err(false);
            }
        }
        while conn.buf.len() < length {
            if let Err(stop) = self.fill(conn, deadline) {
                count_stop(&self.shared.stats, stop);
                if stop == Stop::TimedOut {
                    let response = Response::text(408, "request timeout\n");
                    let bytes = render_response(&response, false, false);
                    let _ = self.send(conn, &bytes, Instant::now() + limits::HTTP_LINGER);
                }
                return Err(false);
            }
        }
        let rest = conn.buf.split_off(length);
        // The next request on this connection starts afresh.
        conn.want = 0;
        conn.continue_sent = false;
        Ok(std::mem::replace(&mut conn.buf, rest))
    }

    /// Reads more bytes into `conn.buf`, until `deadline` or until no byte comes for the
    /// IO timeout.
    pub(super) fn fill(&mut self, conn: &mut Conn, deadline: Instant) -> Result<(), Stop> {
        let started = Instant::now();
        loop {
            self.ctx.heartbeat.beat();
            let Some(left) = deadline
                .checked_duration_since(Instant::now())
                .filter(|d| !d.is_zero())
            else {
                return Err(Stop::TimedOut);
            };
            let slice = left
                .min(limits::HTTP_POLL_INTERVAL)
                .max(Duration::from_millis(1));
            if conn
                .transport
                .socket()
                .set_read_timeout(Some(slice))
                .is_err()
            {
                return Err(Stop::Io);
            }
            match conn.transport.read(&mut self.chunk) {
                Ok(0) => return Err(Stop::Closed),
                Ok(n) => {
                    conn.buf
                        .extend_from_slice(self.chunk.get(..n).unwrap_or_default());
                    return Ok(());
                }
                Err(error) => match error.kind() {
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => {
                        if started.elapsed() >= self.shared.options.io_timeout {
                            return Err(Stop::TimedOut);
                        }
                    }
                    io::ErrorKind::Interrupted => {}
                    io::ErrorKind::InvalidData => return Err(Stop::Tls),
                    io::ErrorKind::UnexpectedEof
                    | io::ErrorKind::ConnectionReset
                    | io::ErrorKind::ConnectionAborted
                    | io::ErrorKind::BrokenPipe => return Err(Stop::Closed),
                    _ => return Err(Stop::Io),
                },
            }
        }
    }

    /// Writes all of `bytes` within `deadline` (each write also bounded by the socket's
    /// write timeout), then flushes.
    pub(super) fn send(
        &mut self,
        conn: &mut Conn,
        bytes: &[u8],
        deadline: Instant,
    ) -> io::Result<()> {
        let mut rest = bytes;
        while !rest.is_empty() {
            let left = deadline
                .checked_duration_since(Instant::now())
                .filter(|d| !d.is_zero())
                .ok_or_else(|| io::Error::new(io::ErrorKind::TimedOut, "write deadline"))?;
            conn.transport
                .socket()
                .set_write_timeout(Some(left.min(self.shared.options.io_timeout)))?;
            let piece = rest
                .get(..rest.len().min(limits::HTTP_READ_CHUNK))
                .unwrap_or(rest);
            match conn.transport.write(piece) {
                Ok(0) => return Err(io::Error::new(io::ErrorKind::WriteZero, "peer gone")),
                Ok(n) => rest = rest.get(n..).unwrap_or_default(),
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
        conn.transport.flush()
    }

    /// Writes a streamed body as it is produced, one chunk per piece (chunked transfer
    /// coding), then the last chunk; the first failed write stops the producer.
    fn send_pieces(
        &mut self,
        conn: &mut Conn,
        pieces: &crate::http::Pieces,
        path: &str,
        deadline: Instant,
    ) -> io::Result<()> {
        let mut result = Ok(());
        let shared = self.shared;
        let produced = produce(shared, pieces, path, &mut |piece| {
            if piece.is_empty() {
                return true;
            }
            // Written in place, not copied into a frame: a piece can be a whole family.
            let size = format!("{:x}\r\n", piece.len());
            result = self
                .send(conn, size.as_bytes(), deadline)
                .and_then(|()| self.send(conn, piece, deadline))
                .and_then(|()| self.send(conn, b"\r\n", deadline));
            result.is_ok()
        });
        result?;
        if !produced {
            // Cut short, without the last chunk: the client sees the answer incomplete.
            return Err(io::Error::other("the streamed body's producer panicked"));
        }
        self.send(conn, b"0\r\n\r\n", deadline)
    }

    /// Answers a request the server refuses by itself, and counts it.
    pub(super) fn refuse(&mut self, conn: &mut Conn, status: u16, message: &str) {
        ServerStats::add(&self.shared.stats.bad_requests);
        let response = Response::text(status, &format!("{message}\n"));
        let bytes = render_response(&response, false, false);
        let _ = self.send(
            conn,
            &bytes,
            Instant::now() + self.shared.options.io_timeout,
        );
    }

    /// Closes the connection; with `linger`, what the client still sends is drained for a
    /// moment first (bounded in time and bytes), see [`limits::HTTP_LINGER`].
    pub(super) fn close(&mut self, mut conn: Conn, linger: bool) {
        conn.transport.finish();
        if !linger {
            return;
        }
        let mut socket = conn.transport.socket();
        let until = Instant::now() + limits::HTTP_LINGER;
        let mut budget = limits::HTTP_LINGER_BYTES;
        while budget > 0 {
            let Some(left) = until
                .checked_duration_since(Instant::now())
                .filter(|d| !d.is_zero())
            else {
                break;
            };
            if socket.set_read_timeout(Some(left)).is_err() {
                break;
            }
            match socket.read(&mut self.chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) => budget = budget.saturating_sub(n),
            }
        }
    }

    /// Calls the handler; a panic answers 500 and is counted and logged.
    pub(super) fn call_handler(&self, request: &Request) -> Response {
        ServerStats::add(&self.shared.stats.requests);
        let handler = &self.shared.handler;
        match catch_unwind(AssertUnwindSafe(|| handler.handle(request))) {
            Ok(response) => response,
            Err(_) => {
                ServerStats::add(&self.shared.stats.panics);
                // The location only: the payload may quote a value (see `runtime::panics`).
                logger::error(
                    "http handler panicked",
                    &[
                        ("server", &self.shared.options.name),
                        ("path", &request.path),
                        ("error", &panics::report()),
                    ],
                );
                Response::text(500, "internal error\n")
            }
        }
    }
}

/// Runs a streamed body's producer as the handler is run: a panic in it is counted and
/// logged like a handler's, and `false` is returned (the answer is cut short).
fn produce(
    shared: &Shared,
    pieces: &crate::http::Pieces,
    path: &str,
    sink: &mut crate::http::Sink<'_>,
) -> bool {
    if catch_unwind(AssertUnwindSafe(|| pieces.produce(sink))).is_ok() {
        return true;
    }
    ServerStats::add(&shared.stats.panics);
    logger::error(
        "http handler panicked",
        &[
            ("server", &shared.options.name),
            ("path", path),
            ("error", &panics::report()),
        ],
    );
    false
}

/// The reason phrase of a status code.
pub(super) fn reason(status: u16) -> &'static str {
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
pub(super) fn header_allowed(name: &str, value: &str) -> bool {
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
/// A streamed body ([`Response::pieces`]) is announced as chunked and written after.
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
        if response.pieces.is_some() {
            out.push_str("Transfer-Encoding: chunked\r\n");
        } else {
            out.push_str(&format!("Content-Length: {}\r\n", response.body.len()));
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::poll::busy_response;

    #[test]
    fn what_a_lingering_worker_may_serve() {
        let check = |buf: &[u8], expect: Option<bool>| {
            assert_eq!(
                complete(buf, 10),
                expect,
                "{}",
                String::from_utf8_lossy(buf)
            );
        };
        check(b"", Some(false));
        check(b"GET / HTTP/1.1\r\nHost:", Some(false));
        check(b"GET / HTTP/1.1\r\n\r\n", Some(true));
        check(
            b"POST / HTTP/1.1\r\nContent-Length: 4\r\n\r\nab",
            Some(false),
        );
        check(
            b"POST / HTTP/1.1\r\nContent-Length: 4\r\n\r\nabcd",
            Some(true),
        );
        // The poll thread's: a body over the cap, chunked, 100-continue, a bad head.
        check(b"POST / HTTP/1.1\r\nContent-Length: 11\r\n\r\n", None);
        check(
            b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n",
            None,
        );
        check(
            b"POST / HTTP/1.1\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n",
            None,
        );
        check(b"\x00\x01 nonsense\r\n\r\n", None);
    }

    #[test]
    fn responses() {
        let check = |response: Response, head_only: bool, keep_alive: bool, expect: &str| {
            let got = render_response(&response, head_only, keep_alive);
            assert_eq!(String::from_utf8(got).unwrap(), expect);
        };
        // A streamed body is announced chunked, never with a length, and is not in the head.
        let streamed = Response::streamed(
            200,
            "text/plain",
            crate::http::Pieces::new(|sink| {
                sink(b"a");
            }),
        );
        assert_eq!(
            streamed.pieces.as_ref().map(|p| p.gather()),
            Some(b"a".to_vec())
        );
        check(
            streamed.clone(),
            false,
            true,
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n",
        );
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
}
