//! A connection's state between the poll thread and the workers: its phase (handshake,
//! head, body, idle), its deadline, what it has read so far, and the count of open
//! connections it holds while it lives.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

use crate::http::ServerStats;
use crate::http::transport::Transport;

/// Keeps [`ServerStats`]' open-connection gauge right: one per live connection.
pub(super) struct OpenGuard(Arc<ServerStats>);

impl OpenGuard {
    pub(super) fn new(stats: &Arc<ServerStats>) -> OpenGuard {
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
pub(super) struct Conn {
    pub(super) transport: Transport,
    /// Bytes read and not yet consumed (the head, part of the body, a pipelined request).
    pub(super) buf: Vec<u8>,
    pub(super) peer: SocketAddr,
    /// When the current request started: the accept for the first one (so that the TLS
    /// handshake counts), its first byte for later ones. Its deadline runs from here.
    pub(super) request_start: Instant,
    /// Requests answered on this connection.
    pub(super) served: u32,
    /// Bytes the poll thread waits for before handing over: the head, or the head and a
    /// small body (0 while the head is incomplete).
    pub(super) want: usize,
    /// Whether `100 Continue` was already sent for the current request.
    pub(super) continue_sent: bool,
    pub(super) _open: OpenGuard,
}

/// What the poll thread is waiting for on a connection.
#[derive(Debug, Clone, Copy)]
pub(super) enum Phase {
    /// The handshake and the request head, until the deadline.
    Head { deadline: Instant },
    /// Kept alive between requests, until the idle timeout.
    Idle { until: Instant },
    /// Refused: draining input until the client closes or `until` (see [`limits::HTTP_LINGER`]).
    Closing { until: Instant, budget: usize },
}

pub(super) struct Pending {
    pub(super) conn: Conn,
    pub(super) phase: Phase,
}

impl Pending {
    pub(super) fn deadline(&self) -> Instant {
        match self.phase {
            Phase::Head { deadline } => deadline,
            Phase::Idle { until } | Phase::Closing { until, .. } => until,
        }
    }
}

/// What to do with a connection after looking at it.
pub(super) enum Next {
    Keep,
    Drop,
    /// Its head is complete: to the workers.
    HandOff,
}
