//! Every size, queue, count and time bound of the product, each with the reason for its
//! value: one place to audit what an attacker, a slow peer or a large cluster can make the
//! process hold or wait for. Values an operator may tune are defaults for `Config` keys;
//! the rest are fixed here.
//!
//! Sections are kept apart by module so that changes to one do not touch another's lines.

use std::time::Duration;

// ---------------------------------------------------------------------------------------
// runtime

/// Supervised threads a process starts at most (mode `all` with NRI is the largest); the
/// exit-report channel is sized for all of them so no report is ever dropped.
pub const SUPERVISED_THREADS_MAX: usize = 256;

/// How long the process waits for its threads to finish after shutdown starts before it
/// exits anyway (Kubernetes' default grace period is 30 s; this stays well inside it).
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(20);

/// A supervised loop must beat its heartbeat at least this often, or `/live` fails. Loops
/// wake at least once a second, so this leaves room for a slow network call.
pub const LOOP_MAX_SILENCE: Duration = Duration::from_secs(120);

// ---------------------------------------------------------------------------------------
// config

// ---------------------------------------------------------------------------------------
// http

/// Largest PEM file `tls.rs` reads (certificate chain, key, CA bundle). Debian's whole
/// system bundle is about 220 KB; 4 MiB leaves room for any real bundle while a wrong path
/// (a log file, a device) cannot make the process read without end.
pub const PEM_FILE_MAX_BYTES: u64 = 4 * 1024 * 1024;

/// Largest request head (request line plus headers). The apiserver sends a few hundred
/// bytes; Go's default is 1 MiB, nginx's 8 KiB per line. 16 KiB bounds what each worker
/// buffers before it knows the request is valid.
pub const HTTP_MAX_HEAD_BYTES: usize = 16 * 1024;

/// Most header lines in a request. The apiserver sends under ten; 64 leaves room for
/// proxies and curl while keeping the parser's fixed array small.
pub const HTTP_MAX_HEADERS: usize = 64;

/// Default largest request body, for the webhook: etcd refuses objects over 1.5 MiB, and an
/// AdmissionReview wraps one pod (plus a null `oldObject` on CREATE), so 3 MiB never
/// rejects a real review while bounding each worker's buffer.
pub const HTTP_MAX_BODY_BYTES: usize = 3 * 1024 * 1024;

/// Bodies up to this size are read by the poll thread before the request goes to a worker,
/// so that a client sending its body slowly holds no worker. An AdmissionReview for a
/// typical pod is 5 to 50 KiB; at the connection cap this is at most 32 MiB buffered.
/// Larger bodies (up to the body cap) are read by the worker, under the request deadline.
pub const HTTP_POLL_BODY_MAX_BYTES: usize = 128 * 1024;

/// Default worker threads per server (the webhook's `webhookWorkers`). Admission work is
/// mostly waiting on Vault, so a few more threads than cores.
pub const HTTP_WORKERS: usize = 8;

/// Default connections waiting for a worker. Beyond this the server answers 503 at once
/// rather than let the apiserver's 10 s admission timeout run out in a queue.
pub const HTTP_QUEUE: usize = 32;

/// How long one socket read or write may wait for progress. It bounds a stalled peer
/// between two packets; the request deadline bounds a peer that trickles.
pub const HTTP_IO_TIMEOUT: Duration = Duration::from_secs(5);

/// Default time from the first byte of a request (or the accept, for a connection's first
/// request, so the TLS handshake counts) to its whole body read. The apiserver sends a
/// review at once, and its own default webhook timeout is 10 s.
pub const HTTP_REQUEST_DEADLINE: Duration = Duration::from_secs(10);

/// Default connections a server holds before their request is complete (handshaking,
/// sending the head, or idle between requests). They cost a socket and a small buffer,
/// not a thread; at the cap the oldest unfinished request of the client address holding
/// the most is closed, so a flood of stalled connections cannot lock out the apiserver. Three servers at this cap
/// stay within a 1024-descriptor soft limit.
pub const HTTP_MAX_CONNECTIONS: usize = 256;

/// How long a kept-alive connection may sit idle between requests. An idle connection
/// holds no worker, only a slot under the connection cap. Go's HTTP client (the
/// apiserver's) drops idle connections after 90 s; staying open longer than that means the
/// client, not the server, closes them, so a request is never sent on a connection the
/// server is closing at that moment.
pub const HTTP_KEEP_ALIVE_IDLE: Duration = Duration::from_secs(120);

/// Requests served on one connection before the server closes it, so that no connection
/// (and no TLS session key) lives for ever; the apiserver opens a new one transparently.
pub const HTTP_MAX_REQUESTS_PER_CONNECTION: u32 = 1000;

/// How often the poll thread and the workers look at the shutdown channel: the server
/// notices a shutdown within this time.
pub const HTTP_POLL_INTERVAL: Duration = Duration::from_millis(250);

/// How often the TLS reloader compares the certificate, key and client CA files with what
/// is being served. Kubernetes updates a mounted Secret within about a minute and
/// cert-manager renews well before expiry, so 30 s adds little delay for a few small reads.
pub const TLS_RELOAD_INTERVAL: Duration = Duration::from_secs(30);

/// How long a stopping server waits for in-flight requests before it gives up on them.
/// Less than `SHUTDOWN_GRACE`, so the process still exits in order.
pub const HTTP_STOP_GRACE: Duration = Duration::from_secs(10);

// ---------------------------------------------------------------------------------------
// metrics and health

// ---------------------------------------------------------------------------------------
// sentry

// ---------------------------------------------------------------------------------------
// placeholder

// ---------------------------------------------------------------------------------------
// vault

// ---------------------------------------------------------------------------------------
// k8s

// ---------------------------------------------------------------------------------------
// nri

// ---------------------------------------------------------------------------------------
// end
