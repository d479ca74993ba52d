//! The poll thread: accepts, drives every connection that is not being served without
//! blocking, hands complete requests to the bounded worker queue (503 when it is full) and,
//! at the connection cap, evicts the oldest unfinished request of the busiest client.

use std::collections::HashMap;
use std::io::{self, Read};
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::os::fd::{AsFd, BorrowedFd};
use std::os::unix::net::UnixStream;
use std::time::Instant;

use crossbeam_channel::{Receiver, Sender, TrySendError};
use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
use rustls::{ServerConnection, StreamOwned};

use crate::http::conn::{Conn, Next, OpenGuard, Pending, Phase};
use crate::http::parse::{self};
use crate::http::server::{Shared, drain};
use crate::http::transport::{Stop, Transport, count_stop};
use crate::http::worker::render_response;
use crate::http::{Response, ServerStats};
use crate::limits;
use crate::logger;
use crate::runtime::Context;

/// Connections the poll thread accepts in one turn before it looks at the others again.
pub(super) const ACCEPTS_PER_TURN: usize = 64;

/// The poll thread's state.
pub(super) struct Poller<'a> {
    pub(super) shared: &'a Shared,
    pub(super) ctx: &'a Context,
    pub(super) listener: TcpListener,
    pub(super) wake_rx: UnixStream,
    pub(super) queue: Sender<Conn>,
    pub(super) returns: Receiver<Conn>,
    pub(super) pending: Vec<Pending>,
    pub(super) chunk: Vec<u8>,
    pub(super) busy: Vec<u8>,
    pub(super) failing: bool,
}

impl Poller<'_> {
    pub(super) fn run(&mut self) {
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
    pub(super) fn wait(&self) -> Vec<PollFlags> {
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
    pub(super) fn advance(&mut self, index: usize, now: Instant) -> Next {
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
    pub(super) fn check_head(&mut self, index: usize) -> Next {
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
    pub(super) fn refuse(&mut self, index: usize, bytes: &[u8]) {
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
    pub(super) fn expire(&mut self, index: usize) {
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

    pub(super) fn apply(&mut self, index: usize, next: Next) {
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
                    Ok(()) => self.shared.ring_if_unwaited(),
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

    pub(super) fn drain_waker(&mut self) {
        drain(&self.wake_rx);
    }

    /// Takes back kept-alive connections from the workers, and looks at each at once:
    /// the next request may already be buffered (pipelined, or decrypted by rustls).
    pub(super) fn take_returns(&mut self, now: Instant) {
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
    pub(super) fn accept(&mut self, now: Instant) {
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

    pub(super) fn new_conn(
        &self,
        stream: TcpStream,
        peer: SocketAddr,
        now: Instant,
    ) -> Option<Conn> {
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

    pub(super) fn make_room(&mut self) {
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
    pub(super) fn evict(&mut self) -> bool {
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

    pub(super) fn pick_victim(&self) -> Option<usize> {
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
pub(super) enum Kind {
    Closing,
    Head,
    Idle,
}

#[derive(Debug, Clone, Copy)]
pub(super) struct Candidate {
    pub(super) kind: Kind,
    pub(super) ip: IpAddr,
    pub(super) started: Instant,
    pub(super) deadline: Instant,
}

/// The connection to close for room (see [`Poller::evict`]): any refused one; else the
/// longest-waiting unfinished head of the address holding the most unfinished heads; else
/// the kept-alive one nearest its idle timeout.
pub(super) fn victim(candidates: &[Candidate]) -> Option<usize> {
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

/// The canned answer to a request the queue has no room for.
pub(super) fn busy_response() -> Vec<u8> {
    let body = "server busy, retry\n";
    format!(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n\
         Content-Length: {}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

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
}
