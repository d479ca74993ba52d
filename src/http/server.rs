//! The server's threads. One poll thread owns the listening socket and every connection
//! that is not being served: new ones (TLS handshake, request head arriving) and kept-alive
//! idle ones. It reads them without blocking, and only a connection whose request is
//! complete (or whose head is, for a body over [`limits::HTTP_POLL_BODY_MAX_BYTES`]) goes
//! to the bounded queue of the worker pool. Workers read what is left of the body, call
//! the handler, write the answer, and give a kept-alive connection back to the poll thread.
//!
//! So a client that connects and trickles, or never finishes its head, costs a socket and a
//! small buffer, never a thread; the poll thread holds at most
//! [`Options::max_connections`] of them and, when full, closes the oldest unfinished
//! request of the client address holding the most (a slowloris' connections are many and
//! old). Workers are only ever busy with complete requests.

use std::collections::HashMap;
use std::convert::Infallible;
use std::io::{self, Read, Write};
use std::net::{
    IpAddr, Shutdown as SocketShutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs,
};
use std::os::fd::{AsFd, BorrowedFd};
use std::os::unix::net::UnixStream;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, TrySendError, bounded};
use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
use rustls::{ServerConnection, StreamOwned};

use crate::http::parse::{self, Head};
use crate::http::{Error, Handler, Options, Request, Response, ServerStats};
use crate::limits;
use crate::logger;
use crate::runtime::{Context, Supervisor, panics};

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

/// What the poll thread and the workers share.
struct Shared {
    options: Options,
    handler: Arc<dyn Handler>,
    stats: Arc<ServerStats>,
    /// Connections with a complete request head, waiting for a worker.
    queue: Receiver<Conn>,
    /// Kept-alive connections on their way back to the poll thread.
    returns: Sender<Conn>,
    /// Wakes the poll thread when a connection comes back.
    waker: UnixStream,
}

impl Server {
    /// Binds `options.address` and starts the poll thread and the workers under
    /// `supervisor`. They stop when the supervisor's shutdown channel closes: the poll
    /// thread (and with it the listening socket and every idle connection) within
    /// [`limits::HTTP_POLL_INTERVAL`], each worker once its current request is answered
    /// (see [`Server::wait_stopped`]).
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
        let (wake_rx, waker) = UnixStream::pair().map_err(bind_error)?;
        wake_rx.set_nonblocking(true).map_err(bind_error)?;
        waker.set_nonblocking(true).map_err(bind_error)?;
        let stats = Arc::new(ServerStats::default());
        let (queue_tx, queue_rx) = bounded(options.queue);
        let (returns_tx, returns_rx) = bounded(options.max_connections.max(1));
        let (done_tx, done) = bounded::<Infallible>(0);
        let name = options.name.clone();
        let workers = options.workers.max(1);
        let shared = Arc::new(Shared {
            options,
            handler,
            stats: Arc::clone(&stats),
            queue: queue_rx,
            returns: returns_tx,
            waker,
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
        let poll_shared = Arc::clone(&shared);
        supervisor
            .spawn(
                &format!("http-{name}-poll"),
                true,
                Some(limits::LOOP_MAX_SILENCE),
                move |ctx| {
                    let mut poller = Poller {
                        shared: &poll_shared,
                        ctx: &ctx,
                        listener,
                        wake_rx,
                        queue: queue_tx,
                        returns: returns_rx,
                        pending: Vec::new(),
                        chunk: vec![0; limits::HTTP_READ_CHUNK],
                        busy: busy_response(),
                        failing: false,
                    };
                    poller.run();
                    drop(poller);
                    drop(done_tx);
                    Ok(())
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

    /// After shutdown started, waits up to `timeout` for the poll thread and every worker
    /// to finish; true when they all did.
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

/// Connections the poll thread accepts in one turn before it looks at the others again.
const ACCEPTS_PER_TURN: usize = 64;

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

    /// Whether TLS has bytes to send (the poll thread then waits for writability too).
    fn wants_write(&self) -> bool {
        match self {
            Transport::Plain(_) => false,
            Transport::Tls(stream) => stream.conn.wants_write(),
        }
    }

    /// Blocking read of plaintext (workers).
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Transport::Plain(stream) => stream.read(buf),
            Transport::Tls(stream) => stream.read(buf),
        }
    }

    /// Blocking write of plaintext (workers).
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

    /// Writes what TLS has queued without blocking; stops at the first `WouldBlock`.
    fn flush_nonblocking(&mut self) -> Result<(), Stop> {
        if let Transport::Tls(stream) = self {
            let StreamOwned { conn, sock } = &mut **stream;
            while conn.wants_write() {
                match conn.write_tls(sock) {
                    Ok(_) => {}
                    Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => return Err(Stop::Closed),
                }
            }
        }
        Ok(())
    }

    /// Reads whatever has arrived without blocking (the socket is non-blocking), appending
    /// plaintext to `buf` until it holds `limit` bytes. For TLS this also answers the
    /// handshake. `Err(Closed)` when the peer has gone.
    fn pump(&mut self, buf: &mut Vec<u8>, chunk: &mut [u8], limit: usize) -> Result<(), Stop> {
        match self {
            Transport::Plain(stream) => loop {
                if buf.len() >= limit {
                    return Ok(());
                }
                match stream.read(chunk) {
                    Ok(0) => return Err(Stop::Closed),
                    Ok(n) => buf.extend_from_slice(chunk.get(..n).unwrap_or_default()),
                    Err(error) => match error.kind() {
                        io::ErrorKind::WouldBlock => return Ok(()),
                        io::ErrorKind::Interrupted => {}
                        _ => return Err(Stop::Closed),
                    },
                }
            },
            Transport::Tls(stream) => {
                let StreamOwned { conn, sock } = &mut **stream;
                loop {
                    // Plaintext already decrypted first, so that rustls' buffer never fills.
                    loop {
                        if buf.len() >= limit {
                            break;
                        }
                        match conn.reader().read(chunk) {
                            Ok(0) => return Err(Stop::Closed),
                            Ok(n) => buf.extend_from_slice(chunk.get(..n).unwrap_or_default()),
                            Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
                            Err(_) => return Err(Stop::Closed),
                        }
                    }
                    while conn.wants_write() {
                        match conn.write_tls(sock) {
                            Ok(_) => {}
                            Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
                            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                            Err(_) => return Err(Stop::Closed),
                        }
                    }
                    if buf.len() >= limit {
                        return Ok(());
                    }
                    match conn.read_tls(sock) {
                        Ok(0) => return Err(Stop::Closed),
                        Ok(_) => {
                            if let Err(error) = conn.process_new_packets() {
                                // A client that sent no certificate to a server requiring
                                // one is a refused client, counted and logged as such.
                                crate::tls::client_auth::note_handshake_error(&error);
                                // Tell the client why (the alert rustls queued), best effort.
                                let _ = conn.write_tls(sock);
                                return Err(Stop::Tls);
                            }
                        }
                        Err(error) => match error.kind() {
                            io::ErrorKind::WouldBlock => return Ok(()),
                            io::ErrorKind::Interrupted => {}
                            _ => return Err(Stop::Closed),
                        },
                    }
                }
            }
        }
    }

    /// Sends a short response without blocking (poll thread): what the socket does not
    /// take at once is lost, which is acceptable for a refusal.
    fn send_nonblocking(&mut self, bytes: &[u8]) {
        match self {
            Transport::Plain(stream) => {
                let _ = stream.write(bytes);
            }
            Transport::Tls(stream) => {
                if !stream.conn.is_handshaking() {
                    let _ = stream.conn.writer().write_all(bytes);
                }
                let _ = self.flush_nonblocking();
            }
        }
    }

    /// Ends the connection politely: TLS close_notify, then a TCP FIN.
    fn finish(&mut self) {
        if let Transport::Tls(stream) = self {
            stream.conn.send_close_notify();
        }
        let _ = self.flush_nonblocking();
        let _ = self.socket().shutdown(SocketShutdown::Write);
    }
}

/// Why reading stopped before the bytes needed arrived.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    /// The peer closed the connection (or reset it).
    Closed,
    /// A socket timeout or the deadline passed.
    TimedOut,
    /// TLS failed (bad handshake, bad record).
    Tls,
    /// Any other socket error.
    Io,
}

/// Keeps [`ServerStats`]' open-connection gauge right: one per live connection.
struct OpenGuard(Arc<ServerStats>);

impl OpenGuard {
    fn new(stats: &Arc<ServerStats>) -> OpenGuard {
        stats.open_connections.fetch_add(1, Ordering::Relaxed);
        OpenGuard(Arc::clone(stats))
    }
}

impl Drop for OpenGuard {
    fn drop(&mut self) {
        self.0.open_connections.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A connection, wherever it is (poll thread, queue, worker).
struct Conn {
    transport: Transport,
    /// Bytes read and not yet consumed (the head, part of the body, a pipelined request).
    buf: Vec<u8>,
    peer: SocketAddr,
    /// When the current request started: the accept for the first one (so that the TLS
    /// handshake counts), its first byte for later ones. Its deadline runs from here.
    request_start: Instant,
    /// Requests answered on this connection.
    served: u32,
    /// Bytes the poll thread waits for before handing over: the head, or the head and a
    /// small body (0 while the head is incomplete).
    want: usize,
    /// Whether `100 Continue` was already sent for the current request.
    continue_sent: bool,
    _open: OpenGuard,
}

/// What the poll thread is waiting for on a connection.
#[derive(Debug, Clone, Copy)]
enum Phase {
    /// The handshake and the request head, until the deadline.
    Head { deadline: Instant },
    /// Kept alive between requests, until the idle timeout.
    Idle { until: Instant },
    /// Refused: draining input until the client closes or `until` (see [`limits::HTTP_LINGER`]).
    Closing { until: Instant, budget: usize },
}

struct Pending {
    conn: Conn,
    phase: Phase,
}

impl Pending {
    fn deadline(&self) -> Instant {
        match self.phase {
            Phase::Head { deadline } => deadline,
            Phase::Idle { until } | Phase::Closing { until, .. } => until,
        }
    }
}

/// What to do with a connection after looking at it.
enum Next {
    Keep,
    Drop,
    /// Its head is complete: to the workers.
    HandOff,
}

/// The poll thread's state.
struct Poller<'a> {
    shared: &'a Shared,
    ctx: &'a Context,
    listener: TcpListener,
    wake_rx: UnixStream,
    queue: Sender<Conn>,
    returns: Receiver<Conn>,
    pending: Vec<Pending>,
    chunk: Vec<u8>,
    busy: Vec<u8>,
    failing: bool,
}

impl Poller<'_> {
    fn run(&mut self) {
        loop {
            self.ctx.heartbeat.beat();
            if self.ctx.shutdown.is_triggered() {
                return;
            }
            let revents = self.wait();
            let listener_ready = revents
                .get(self.pending.len())
                .is_some_and(|flags| !flags.is_empty());
            let now = Instant::now();
            // Looked at in reverse so that `swap_remove` never moves an unvisited entry.
            for index in (0..self.pending.len()).rev() {
                let ready = revents.get(index).copied().unwrap_or(PollFlags::empty());
                // The deadline first: a client trickling bytes is always ready.
                let next = if self.pending.get(index).is_some_and(|p| now >= p.deadline()) {
                    self.expire(index);
                    Next::Drop
                } else if !ready.is_empty() {
                    self.advance(index, now)
                } else {
                    Next::Keep
                };
                self.apply(index, next);
            }
            self.drain_waker();
            self.take_returns(now);
            if listener_ready {
                self.accept(now);
            }
        }
    }

    /// Polls the listener, the waker and every pending connection until one is ready, the
    /// nearest deadline, or the poll interval. Returns the readiness of each pending
    /// connection, in order, followed by the listener's and the waker's.
    fn wait(&self) -> Vec<PollFlags> {
        let now = Instant::now();
        let nearest = self
            .pending
            .iter()
            .map(Pending::deadline)
            .min()
            .map_or(limits::HTTP_POLL_INTERVAL, |d| {
                d.saturating_duration_since(now)
            })
            .min(limits::HTTP_POLL_INTERVAL);
        let readable = PollFlags::POLLIN;
        let mut fds: Vec<PollFd<'_>> = self
            .pending
            .iter()
            .map(|p| {
                let fd: BorrowedFd<'_> = p.conn.transport.socket().as_fd();
                let flags = if p.conn.transport.wants_write() {
                    readable | PollFlags::POLLOUT
                } else {
                    readable
                };
                PollFd::new(fd, flags)
            })
            .collect();
        fds.push(PollFd::new(self.listener.as_fd(), readable));
        fds.push(PollFd::new(self.wake_rx.as_fd(), readable));
        let timeout = PollTimeout::try_from(nearest).unwrap_or(PollTimeout::ZERO);
        // EINTR or any other poll failure just means another turn of the loop.
        let _ = poll(&mut fds, timeout);
        fds.iter()
            .map(|fd| fd.revents().unwrap_or(PollFlags::empty()))
            .collect()
    }

    /// Moves a ready connection on: reads what arrived, and decides.
    fn advance(&mut self, index: usize, now: Instant) -> Next {
        let Some(pending) = self.pending.get_mut(index) else {
            return Next::Drop;
        };
        let conn = &mut pending.conn;
        if let Phase::Closing { until, budget } = pending.phase {
            // Drain and drop what the refused client still sends.
            return match conn.transport.socket().read(&mut self.chunk) {
                Ok(0) => Next::Drop,
                Ok(n) if n < budget => {
                    pending.phase = Phase::Closing {
                        until,
                        budget: budget.saturating_sub(n),
                    };
                    Next::Keep
                }
                Err(error) if error.kind() == io::ErrorKind::WouldBlock => Next::Keep,
                _ => Next::Drop,
            };
        }
        let limit = conn.want.max(limits::HTTP_MAX_HEAD_BYTES);
        let result = conn.transport.pump(&mut conn.buf, &mut self.chunk, limit);
        if let Phase::Idle { .. } = pending.phase
            && !conn.buf.is_empty()
        {
            // The first byte of the next request: its deadline starts now.
            conn.request_start = now;
            pending.phase = Phase::Head {
                deadline: now + self.shared.options.request_deadline,
            };
        }
        let in_head = matches!(pending.phase, Phase::Head { .. });
        let has_bytes = !conn.buf.is_empty();
        match result {
            Ok(()) if in_head => self.check_head(index),
            Ok(()) => Next::Keep,
            // A client may send a whole request and then close its side: still answer it.
            Err(Stop::Closed) if in_head && has_bytes => match self.check_head(index) {
                Next::HandOff => Next::HandOff,
                Next::Keep | Next::Drop => Next::Drop,
            },
            Err(stop) => {
                count_stop(&self.shared.stats, stop);
                Next::Drop
            }
        }
    }

    /// Whether the request in the buffer is ready for a worker (its head complete, and its
    /// body too when small), still arriving, or refused.
    fn check_head(&mut self, index: usize) -> Next {
        let Some(pending) = self.pending.get_mut(index) else {
            return Next::Drop;
        };
        let conn = &mut pending.conn;
        match parse::parse_request_head(&conn.buf) {
            Ok(Some((head, head_len))) => {
                let body = usize::try_from(head.content_length).unwrap_or(usize::MAX);
                let small = body <= limits::HTTP_POLL_BODY_MAX_BYTES
                    && body <= self.shared.options.max_body_bytes
                    && !head.transfer_encoding;
                let total = head_len.saturating_add(body);
                if !small || conn.buf.len() >= total {
                    // Refusals (framing, size) and large bodies are the worker's to handle.
                    return Next::HandOff;
                }
                if head.expect_continue && head.minor_version >= 1 && !conn.continue_sent {
                    conn.transport
                        .send_nonblocking(b"HTTP/1.1 100 Continue\r\n\r\n");
                    conn.continue_sent = true;
                }
                conn.want = total;
                Next::Keep
            }
            Ok(None) => Next::Keep,
            Err(error) => {
                ServerStats::add(&self.shared.stats.bad_requests);
                let response = Response::text(error.status(), &format!("{error}\n"));
                self.refuse(index, &render_response(&response, false, false));
                Next::Keep
            }
        }
    }

    /// Answers with `bytes` (best effort, never blocking) and starts the lingering close.
    fn refuse(&mut self, index: usize, bytes: &[u8]) {
        if let Some(pending) = self.pending.get_mut(index) {
            pending.conn.transport.send_nonblocking(bytes);
            pending.conn.transport.finish();
            pending.phase = Phase::Closing {
                until: Instant::now() + limits::HTTP_LINGER,
                budget: limits::HTTP_LINGER_BYTES,
            };
        }
    }

    /// A connection whose deadline passed: a stalled head is told 408 and counted; an idle
    /// or closing one just goes.
    fn expire(&mut self, index: usize) {
        let Some(pending) = self.pending.get_mut(index) else {
            return;
        };
        if let Phase::Head { .. } = pending.phase {
            ServerStats::add(&self.shared.stats.timeouts);
            if !pending.conn.buf.is_empty() {
                let response = Response::text(408, "request timeout\n");
                pending
                    .conn
                    .transport
                    .send_nonblocking(&render_response(&response, false, false));
            }
        }
        pending.conn.transport.finish();
    }

    fn apply(&mut self, index: usize, next: Next) {
        match next {
            Next::Keep => {}
            Next::Drop => {
                if index < self.pending.len() {
                    self.pending.swap_remove(index);
                }
            }
            Next::HandOff => {
                if index >= self.pending.len() {
                    return;
                }
                let Pending { conn, .. } = self.pending.swap_remove(index);
                // Workers block on their reads and writes, with timeouts.
                if conn.transport.socket().set_nonblocking(false).is_err() {
                    return;
                }
                match self.queue.try_send(conn) {
                    Ok(()) => {}
                    Err(TrySendError::Full(conn)) => {
                        ServerStats::add(&self.shared.stats.rejected_queue_full);
                        let _ = conn.transport.socket().set_nonblocking(true);
                        let busy = self.busy.clone();
                        self.pending.push(Pending {
                            conn,
                            phase: Phase::Head {
                                deadline: Instant::now(),
                            },
                        });
                        let last = self.pending.len().saturating_sub(1);
                        self.refuse(last, &busy);
                    }
                    Err(TrySendError::Disconnected(_)) => {}
                }
            }
        }
    }

    fn drain_waker(&mut self) {
        let mut sink = [0u8; 64];
        while matches!(self.wake_rx.read(&mut sink), Ok(n) if n > 0) {}
    }

    /// Takes back kept-alive connections from the workers, and looks at each at once:
    /// the next request may already be buffered (pipelined, or decrypted by rustls).
    fn take_returns(&mut self, now: Instant) {
        while let Ok(conn) = self.returns.try_recv() {
            self.make_room();
            let phase = Phase::Idle {
                until: now + self.shared.options.keep_alive_idle,
            };
            self.pending.push(Pending { conn, phase });
            let index = self.pending.len().saturating_sub(1);
            let next = self.advance(index, now);
            self.apply(index, next);
        }
    }

    /// Accepts what is waiting (a bounded number per turn), making room by evicting when
    /// the connection cap is reached. Accept errors never end the loop.
    fn accept(&mut self, now: Instant) {
        for _ in 0..ACCEPTS_PER_TURN {
            match self.listener.accept() {
                Ok((stream, peer)) => {
                    self.failing = false;
                    ServerStats::add(&self.shared.stats.accepted);
                    self.make_room();
                    if let Some(conn) = self.new_conn(stream, peer, now) {
                        let deadline = now + self.shared.options.request_deadline;
                        self.pending.push(Pending {
                            conn,
                            phase: Phase::Head { deadline },
                        });
                    }
                }
                Err(error) if error.kind() == io::ErrorKind::WouldBlock => return,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => {
                    if !self.failing {
                        logger::warn(
                            "http accept failed",
                            &[
                                ("server", &self.shared.options.name),
                                ("error", &error.to_string()),
                            ],
                        );
                        self.failing = true;
                    }
                    // Out of descriptors: free one for the next turn rather than spin.
                    self.evict();
                    return;
                }
            }
        }
    }

    fn new_conn(&self, stream: TcpStream, peer: SocketAddr, now: Instant) -> Option<Conn> {
        let options = &self.shared.options;
        let setup = stream
            .set_nonblocking(true)
            .and_then(|()| stream.set_nodelay(true))
            .and_then(|()| stream.set_write_timeout(Some(options.io_timeout)))
            .and_then(|()| stream.set_read_timeout(Some(options.io_timeout)));
        if setup.is_err() {
            // The peer already reset it: nothing to answer.
            return None;
        }
        let transport = match &options.tls {
            None => Transport::Plain(stream),
            Some(tls) => match ServerConnection::new(tls.current()) {
                Ok(conn) => Transport::Tls(Box::new(StreamOwned::new(conn, stream))),
                Err(error) => {
                    ServerStats::add(&self.shared.stats.tls_failures);
                    logger::warn(
                        "tls session setup failed",
                        &[("server", &options.name), ("error", &error.to_string())],
                    );
                    return None;
                }
            },
        };
        Some(Conn {
            transport,
            buf: Vec::new(),
            peer,
            request_start: now,
            served: 0,
            want: 0,
            continue_sent: false,
            _open: OpenGuard::new(&self.shared.stats),
        })
    }

    fn make_room(&mut self) {
        while self.pending.len() >= self.shared.options.max_connections.max(1) {
            if !self.evict() {
                return;
            }
        }
    }

    /// Closes one connection to make room: a refused one first; then an unfinished head,
    /// taken from the client address holding the most of them (a flood from one source
    /// cannot push out the apiserver's connection), the one that has waited longest; then
    /// the longest-idle kept-alive one. Returns false when there is none.
    fn evict(&mut self) -> bool {
        let victim = self.pick_victim();
        let Some(index) = victim else {
            return false;
        };
        let mut evicted = self.pending.swap_remove(index);
        if let Phase::Head { .. } = evicted.phase {
            ServerStats::add(&self.shared.stats.evicted);
        }
        evicted.conn.transport.finish();
        true
    }

    fn pick_victim(&self) -> Option<usize> {
        let candidates: Vec<Candidate> = self
            .pending
            .iter()
            .map(|p| Candidate {
                kind: match p.phase {
                    Phase::Closing { .. } => Kind::Closing,
                    Phase::Head { .. } => Kind::Head,
                    Phase::Idle { .. } => Kind::Idle,
                },
                ip: p.conn.peer.ip(),
                started: p.conn.request_start,
                deadline: p.deadline(),
            })
            .collect();
        victim(&candidates)
    }
}

/// What eviction looks at in a pending connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Closing,
    Head,
    Idle,
}

#[derive(Debug, Clone, Copy)]
struct Candidate {
    kind: Kind,
    ip: IpAddr,
    started: Instant,
    deadline: Instant,
}

/// The connection to close for room (see [`Poller::evict`]): any refused one; else the
/// longest-waiting unfinished head of the address holding the most unfinished heads; else
/// the kept-alive one nearest its idle timeout.
fn victim(candidates: &[Candidate]) -> Option<usize> {
    if let Some(index) = candidates.iter().position(|c| c.kind == Kind::Closing) {
        return Some(index);
    }
    let mut heads_per_ip: HashMap<IpAddr, usize> = HashMap::new();
    for candidate in candidates.iter().filter(|c| c.kind == Kind::Head) {
        let count = heads_per_ip.entry(candidate.ip).or_default();
        *count = count.saturating_add(1);
    }
    // Ties go to the lower address, so that the choice does not depend on hashing.
    let busiest = heads_per_ip
        .into_iter()
        .max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(&a.0)))
        .map(|(ip, _)| ip);
    if let Some(ip) = busiest {
        return candidates
            .iter()
            .enumerate()
            .filter(|(_, c)| c.kind == Kind::Head && c.ip == ip)
            .min_by_key(|(_, c)| c.started)
            .map(|(index, _)| index);
    }
    candidates
        .iter()
        .enumerate()
        .min_by_key(|(_, c)| c.deadline)
        .map(|(index, _)| index)
}

fn count_stop(stats: &ServerStats, stop: Stop) {
    match stop {
        Stop::TimedOut => ServerStats::add(&stats.timeouts),
        Stop::Tls => ServerStats::add(&stats.tls_failures),
        Stop::Closed | Stop::Io => {}
    }
}

/// The canned answer to a request the queue has no room for.
fn busy_response() -> Vec<u8> {
    let body = "server busy, retry\n";
    format!(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n\
         Content-Length: {}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Takes connections with a complete head from the queue and serves them until shutdown.
fn worker_loop(ctx: &Context, shared: &Shared) {
    let mut worker = Worker {
        shared,
        ctx,
        chunk: vec![0; limits::HTTP_READ_CHUNK],
    };
    loop {
        ctx.heartbeat.beat();
        crossbeam_channel::select! {
            recv(ctx.shutdown.receiver()) -> _ => return,
            recv(shared.queue) -> conn => match conn {
                // Shutdown may have started while the connection waited: close it.
                Ok(conn) if !ctx.shutdown.is_triggered() => worker.serve(conn),
                Ok(_) | Err(_) => return,
            },
            default(limits::HTTP_POLL_INTERVAL) => {}
        }
    }
}

/// A worker thread's state.
struct Worker<'a> {
    shared: &'a Shared,
    ctx: &'a Context,
    chunk: Vec<u8>,
}

impl Worker<'_> {
    /// Serves the request whose head is in `conn.buf`, then closes the connection or
    /// gives it back to the poll thread.
    fn serve(&mut self, mut conn: Conn) {
        let Ok(Some((head, head_len))) = parse::parse_request_head(&conn.buf) else {
            // The poll thread hands over complete heads only.
            conn.transport.finish();
            return;
        };
        conn.buf.drain(..head_len.min(conn.buf.len()));
        let body = match self.read_body(&mut conn, &head) {
            Ok(body) => body,
            Err(linger) => {
                self.close(conn, linger);
                return;
            }
        };
        conn.served = conn.served.saturating_add(1);
        let request = Request {
            method: head.method,
            path: head.path,
            query: head.query,
            headers: head.headers,
            body,
            peer: conn.peer,
            client_certificate: conn.transport.client_certificate(),
        };
        let response = self.call_handler(&request);
        // Decided after the handler, so that a shutdown during it closes the connection.
        let keep_alive = head.keep_alive
            && conn.served < self.shared.options.max_requests_per_connection
            && !self.ctx.shutdown.is_triggered();
        let bytes = render_response(&response, request.method == "HEAD", keep_alive);
        drop(request);
        let write_deadline = Instant::now() + self.shared.options.request_deadline;
        if let Err(error) = self.send(&mut conn, &bytes, write_deadline) {
            if matches!(
                error.kind(),
                io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
            ) {
                ServerStats::add(&self.shared.stats.timeouts);
            }
            return;
        }
        if !keep_alive {
            self.close(conn, false);
            return;
        }
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

    /// Checks the framing and reads the body. `Err(linger)`: the request was refused (and
    /// answered, then `linger` is true) or the connection failed.
    fn read_body(&mut self, conn: &mut Conn, head: &Head) -> Result<Vec<u8>, bool> {
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
    fn fill(&mut self, conn: &mut Conn, deadline: Instant) -> Result<(), Stop> {
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
    fn send(&mut self, conn: &mut Conn, bytes: &[u8], deadline: Instant) -> io::Result<()> {
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

    /// Answers a request the server refuses by itself, and counts it.
    fn refuse(&mut self, conn: &mut Conn, status: u16, message: &str) {
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
    fn close(&mut self, mut conn: Conn, linger: bool) {
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
    fn call_handler(&self, request: &Request) -> Response {
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
    fn eviction_order() {
        let t0 = Instant::now();
        let at = |ms: u64| t0 + Duration::from_millis(ms);
        let apiserver = IpAddr::from([10, 0, 0, 1]);
        let attacker = IpAddr::from([10, 0, 0, 66]);
        let c = |kind, ip, started: u64, deadline: u64| Candidate {
            kind,
            ip,
            started: at(started),
            deadline: at(deadline),
        };
        let check = |candidates: &[Candidate], expect: Option<usize>| {
            assert_eq!(victim(candidates), expect, "{candidates:#?}");
        };
        check(&[], None);
        // A refused connection goes first, whatever else there is.
        check(
            &[
                c(Kind::Head, attacker, 0, 100),
                c(Kind::Idle, apiserver, 0, 5),
                c(Kind::Closing, apiserver, 50, 60),
            ],
            Some(2),
        );
        // The apiserver's head is the oldest, but the attacker holds more heads: its
        // oldest goes.
        check(
            &[
                c(Kind::Head, apiserver, 0, 100),
                c(Kind::Head, attacker, 20, 120),
                c(Kind::Head, attacker, 10, 110),
                c(Kind::Idle, attacker, 0, 1),
            ],
            Some(2),
        );
        // One source only: its oldest head.
        check(
            &[
                c(Kind::Head, attacker, 30, 130),
                c(Kind::Head, attacker, 10, 110),
                c(Kind::Head, attacker, 20, 120),
            ],
            Some(1),
        );
        // Equal counts: the lower address, then its oldest head.
        check(
            &[
                c(Kind::Head, attacker, 0, 100),
                c(Kind::Head, apiserver, 10, 110),
            ],
            Some(1),
        );
        // No heads: the idle connection nearest its timeout.
        check(
            &[
                c(Kind::Idle, apiserver, 0, 900),
                c(Kind::Idle, attacker, 0, 300),
            ],
            Some(1),
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
