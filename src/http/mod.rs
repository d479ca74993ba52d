//! A small HTTP/1.1 server for the webhook, health and metrics ports, written here because
//! tiny_http (the allowed off-the-shelf one) pins rustls 0.20 for TLS and starts a thread
//! for every stalled connection with no read timeout (see `audit/dependencies.md`).
//!
//! Shape: one poll thread accepts connections and, without blocking, does their TLS
//! handshake (rustls 0.23) and reads their request head (httparse, capped) and, when small,
//! their body; only a complete request (or a complete head with a large body) goes to the
//! bounded queue of a fixed pool of workers, which read what is left of the body
//! (`Content-Length` only, capped), call the [`Handler`] under `catch_unwind`, answer, and
//! give a kept-alive connection back to the poll thread. Nothing grows with the number of
//! clients: the poll thread holds at most [`Options::max_connections`] connections and,
//! to make room, closes the oldest unfinished request of the client address holding the
//! most of them; a full queue is answered with 503 at once.
//!
//! **Invariants:**
//! - threads: one poll thread plus `workers`, all started by the supervisor; a slow or
//!   stalled client never holds a thread before its head is complete;
//! - memory: in the poll thread at most `max_connections` buffers of a head and a small
//!   body ([`limits::HTTP_MAX_HEAD_BYTES`] + [`limits::HTTP_POLL_BODY_MAX_BYTES`]), and per
//!   worker one body ([`Options::max_body_bytes`]);
//! - time: every request has a deadline from its first byte (from the accept for a
//!   connection's first request, so the TLS handshake counts), every worker read and write
//!   a socket timeout, every idle kept-alive connection a timeout, and the poll thread
//!   notices shutdown within [`limits::HTTP_POLL_INTERVAL`];
//! - a handler panic answers 500 on that request only; the worker goes on.

mod conn;
mod parse;
mod poll;
mod server;
mod transport;
mod worker;

use std::fmt;
use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use crate::limits;
use crate::tls::SharedServerConfig;

pub use parse::{Error as ParseError, Head, parse_request_head};
pub use server::Server;

/// What went wrong while starting a server. Serving errors are per connection and only
/// counted in [`ServerStats`].
#[derive(Debug)]
pub enum Error {
    /// The listen address is not `host:port` or `:port`.
    Address {
        /// The address as configured.
        address: String,
        /// Why it was refused.
        reason: String,
    },
    /// No socket could be bound for the address.
    Bind {
        /// The address as configured.
        address: String,
        /// The error of the last attempt.
        source: io::Error,
    },
    /// A thread could not be started.
    Spawn {
        /// The server's name.
        name: String,
        /// Why.
        source: io::Error,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Address { address, reason } => {
                write!(f, "invalid listen address {address:?}: {reason}")
            }
            Error::Bind { address, source } => write!(f, "cannot listen on {address}: {source}"),
            Error::Spawn { name, source } => {
                write!(f, "cannot start a thread for the {name} server: {source}")
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Address { .. } => None,
            Error::Bind { source, .. } | Error::Spawn { source, .. } => Some(source),
        }
    }
}

/// A request as the handler sees it: the head checked, the whole body read. Its `Debug`
/// shows the body's length only and hides credential headers: an AdmissionReview body
/// can carry environment values, a header a bearer token.
#[derive(Clone)]
pub struct Request {
    /// The method, as sent.
    pub method: String,
    /// The path, not percent-decoded.
    pub path: String,
    /// The query string, not decoded.
    pub query: Option<String>,
    /// The headers in order, names lowercased.
    pub headers: Vec<(String, String)>,
    /// The body (`Content-Length` bytes, within the server's cap).
    pub body: Vec<u8>,
    /// The client's address.
    pub peer: SocketAddr,
    /// Whether the client presented a certificate (always false on plain HTTP). With a
    /// client CA configured, rustls has already verified it.
    pub client_certificate: bool,
}

impl fmt::Debug for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Request")
            .field("method", &self.method)
            .field("path", &self.path)
            .field("query", &self.query)
            .field("headers", &parse::RedactedHeaders(&self.headers))
            .field("body_len", &self.body.len())
            .field("peer", &self.peer)
            .field("client_certificate", &self.client_certificate)
            .finish()
    }
}

impl Request {
    /// The first value of a header, by lowercase name.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }
}

/// A response to write. `Content-Length` and `Connection` are the server's; extra headers
/// with those names, or with characters that could split the response, are dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    /// The status code (200..=599; anything else is sent as 500).
    pub status: u16,
    /// The `Content-Type`, if any.
    pub content_type: Option<String>,
    /// Extra headers.
    pub headers: Vec<(String, String)>,
    /// The body.
    pub body: Vec<u8>,
    /// A body made while it is written, in place of `body` (see [`Pieces`]).
    pub pieces: Option<Pieces>,
}

/// A body produced piece by piece while the worker writes it, so that a large one (the
/// metrics of 100,000 pods) is never held whole: sent with chunked transfer coding to an
/// HTTP/1.1 client, gathered into one body for an HTTP/1.0 one. The function hands each
/// piece to the sink it is given, and stops when the sink answers `false` (the client is
/// gone). Pieces are written after the function returned them, so it must not hold a lock
/// across a call of the sink.
#[derive(Clone)]
pub struct Pieces(Arc<Produce>);

/// What takes each piece of a streamed body: `false` when the client is gone.
pub type Sink<'a> = dyn FnMut(&[u8]) -> bool + 'a;

/// What makes a streamed body, handing each piece to the sink.
type Produce = dyn Fn(&mut Sink<'_>) + Send + Sync;

impl Pieces {
    /// A body that `produce` makes.
    pub fn new(produce: impl Fn(&mut Sink<'_>) + Send + Sync + 'static) -> Pieces {
        Pieces(Arc::new(produce))
    }

    /// Hands every piece to `sink`, until it answers `false`.
    pub fn produce(&self, sink: &mut Sink<'_>) {
        (self.0)(sink);
    }

    /// The whole body, gathered.
    pub fn gather(&self) -> Vec<u8> {
        let mut body = Vec::new();
        self.produce(&mut |piece| {
            body.extend_from_slice(piece);
            true
        });
        body
    }
}

impl fmt::Debug for Pieces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Pieces")
    }
}

impl PartialEq for Pieces {
    fn eq(&self, other: &Pieces) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Pieces {}

impl Response {
    /// A response with a body of the given type.
    pub fn new(status: u16, content_type: &str, body: impl Into<Vec<u8>>) -> Response {
        Response {
            status,
            content_type: Some(content_type.to_owned()),
            headers: Vec::new(),
            body: body.into(),
            pieces: None,
        }
    }

    /// A response whose body `pieces` makes while it is written.
    pub fn streamed(status: u16, content_type: &str, pieces: Pieces) -> Response {
        Response {
            pieces: Some(pieces),
            ..Response::new(status, content_type, Vec::new())
        }
    }

    /// A plain-text response.
    pub fn text(status: u16, body: &str) -> Response {
        Response::new(status, "text/plain; charset=utf-8", body)
    }

    /// A JSON response (the body is already serialised).
    pub fn json(status: u16, body: impl Into<Vec<u8>>) -> Response {
        Response::new(status, "application/json", body)
    }

    /// A response without a body.
    pub fn empty(status: u16) -> Response {
        Response {
            status,
            content_type: None,
            headers: Vec::new(),
            body: Vec::new(),
            pieces: None,
        }
    }

    /// Adds a header.
    pub fn with_header(mut self, name: &str, value: &str) -> Response {
        self.headers.push((name.to_owned(), value.to_owned()));
        self
    }
}

/// What serves requests. Any `Fn(&Request) -> Response + Send + Sync` is one. It runs on a
/// worker thread under `catch_unwind`; it should bound its own work (the webhook's
/// admission deadline), since the worker is busy until it returns.
pub trait Handler: Send + Sync {
    /// Answers one request.
    fn handle(&self, request: &Request) -> Response;
}

impl<F> Handler for F
where
    F: Fn(&Request) -> Response + Send + Sync,
{
    fn handle(&self, request: &Request) -> Response {
        self(request)
    }
}

/// How a server listens and what it bounds. [`Options::new`] takes the defaults from
/// `limits.rs`; callers change the fields they configure.
#[derive(Debug, Clone)]
pub struct Options {
    /// Short name for threads and logs (`webhook`, `health`, `metrics`); threads are
    /// `http-<name>-poll` and `http-<name>-<n>` (Linux shows 15 bytes of a name).
    pub name: String,
    /// `host:port`, `[v6]:port`, or `:port` for every interface (as in Go).
    pub address: String,
    /// TLS, or `None` for plain HTTP.
    pub tls: Option<SharedServerConfig>,
    /// Worker threads.
    pub workers: usize,
    /// Connections with a complete request head that may wait for a worker.
    pub queue: usize,
    /// Connections the poll thread holds at most (handshaking, sending their head, or
    /// idle between requests); at the cap the oldest unfinished request of the busiest
    /// client address is closed.
    pub max_connections: usize,
    /// Largest request body; larger requests get 413 without the body being read.
    pub max_body_bytes: usize,
    /// Timeout of each socket read and write.
    pub io_timeout: Duration,
    /// Time to read one request (head and body; handshake included for the first).
    pub request_deadline: Duration,
    /// Idle time allowed between two requests on a kept-alive connection.
    pub keep_alive_idle: Duration,
    /// Requests served on one connection before it is closed.
    pub max_requests_per_connection: u32,
    /// How long a worker waits on its kept-alive connection after an answer for a next
    /// request it may serve itself (`worker.rs`).
    pub worker_linger: Duration,
}

impl Options {
    /// The defaults for a server called `name` on `address`.
    pub fn new(name: &str, address: &str) -> Options {
        Options {
            name: name.to_owned(),
            address: address.to_owned(),
            tls: None,
            workers: limits::HTTP_WORKERS,
            queue: limits::HTTP_QUEUE,
            max_connections: limits::HTTP_MAX_CONNECTIONS,
            max_body_bytes: limits::HTTP_MAX_BODY_BYTES,
            io_timeout: limits::HTTP_IO_TIMEOUT,
            request_deadline: limits::HTTP_REQUEST_DEADLINE,
            keep_alive_idle: limits::HTTP_KEEP_ALIVE_IDLE,
            max_requests_per_connection: limits::HTTP_MAX_REQUESTS_PER_CONNECTION,
            worker_linger: limits::HTTP_WORKER_LINGER,
        }
    }
}

/// A server's counters, for the metrics module to export. All counts since start.
#[derive(Debug, Default)]
pub struct ServerStats {
    accepted: AtomicU64,
    rejected_queue_full: AtomicU64,
    requests: AtomicU64,
    timeouts: AtomicU64,
    bad_requests: AtomicU64,
    tls_failures: AtomicU64,
    panics: AtomicU64,
    evicted: AtomicU64,
    open_connections: AtomicU64,
    lingered: AtomicU64,
}

/// A copy of [`ServerStats`] at one moment.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StatsSnapshot {
    /// TCP connections accepted (including those then rejected).
    pub accepted: u64,
    /// Requests refused because the worker queue was full (answered 503).
    pub rejected_queue_full: u64,
    /// Requests handed to the handler.
    pub requests: u64,
    /// Connections closed because a read or write timed out or a deadline passed (idle
    /// kept-alive connections that expire are not counted).
    pub timeouts: u64,
    /// Requests refused before the handler (4xx/5xx from the server itself).
    pub bad_requests: u64,
    /// TLS handshakes or records that failed.
    pub tls_failures: u64,
    /// Handler panics (each answered 500).
    pub panics: u64,
    /// Connections closed before their head was complete to make room under the
    /// connection cap.
    pub evicted: u64,
    /// Connections currently open (in the poll thread, the queue or a worker).
    pub open_connections: u64,
    /// Requests served by the worker that answered the one before on the same connection,
    /// which it waited on ([`crate::limits::HTTP_WORKER_LINGER`]), without the poll thread.
    pub lingered: u64,
}

impl ServerStats {
    /// The current values.
    pub fn snapshot(&self) -> StatsSnapshot {
        let get = |counter: &AtomicU64| counter.load(Ordering::Relaxed);
        StatsSnapshot {
            accepted: get(&self.accepted),
            rejected_queue_full: get(&self.rejected_queue_full),
            requests: get(&self.requests),
            timeouts: get(&self.timeouts),
            bad_requests: get(&self.bad_requests),
            tls_failures: get(&self.tls_failures),
            panics: get(&self.panics),
            evicted: get(&self.evicted),
            open_connections: get(&self.open_connections),
            lingered: get(&self.lingered),
        }
    }

    fn add(counter: &AtomicU64) {
        counter.fetch_add(1, Ordering::Relaxed);
    }
}
