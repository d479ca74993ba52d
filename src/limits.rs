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

// ---------------------------------------------------------------------------------------
// metrics and health

// ---------------------------------------------------------------------------------------
// sentry

/// Events waiting to be sent to Sentry. Error lines come in bursts when a dependency is
/// down; 256 covers a burst while Sentry is slow, and beyond it events are dropped (and
/// counted) rather than held in memory or made to block the logging caller.
pub const SENTRY_QUEUE: usize = 256;

/// Default time to open a connection to Sentry: a reachable ingest answers the handshake
/// in well under a second, and a dead one must not hold the queue for long.
pub const SENTRY_CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

/// Default time to wait for Sentry's response once the envelope is sent.
pub const SENTRY_RECV_RESPONSE_TIMEOUT: Duration = Duration::from_secs(5);

/// Default bound on one whole delivery (resolve, connect, TLS, send, answer): a hung
/// Sentry costs at most this per event, and events behind it are dropped, not delayed
/// without end.
pub const SENTRY_GLOBAL_TIMEOUT: Duration = Duration::from_secs(10);

/// Bytes of Sentry's answer read (and thrown away) so the connection can be reused; the
/// ingest answers `{"id":"..."}`, so anything longer is not worth reading.
pub const SENTRY_RESPONSE_MAX: u64 = 4096;

/// How long the sender keeps draining its queue after shutdown starts, as the Go original's
/// `Flush(2s)`: the last errors before an exit are often the interesting ones.
pub const SENTRY_SHUTDOWN_DRAIN: Duration = Duration::from_secs(2);

/// How often the idle sender wakes to beat its heartbeat and look at the shutdown channel.
pub const SENTRY_WAKE: Duration = Duration::from_secs(1);

/// Longest pause honoured from a `429 Retry-After`: Sentry asks for seconds to minutes; a
/// larger value (or a hostile proxy) must not silence error reporting for hours.
pub const SENTRY_RETRY_AFTER_MAX: Duration = Duration::from_secs(300);

/// Pause after a `429` without a usable `Retry-After`, as Sentry's SDKs do.
pub const SENTRY_RETRY_AFTER_DEFAULT: Duration = Duration::from_secs(60);

/// Pause after a delivery fails on the network (refused, timed out): the events queued
/// behind it are dropped and counted instead of each waiting out its own timeout, and
/// delivery resumes with fresh events once Sentry is back. Short, so a blip loses little.
pub const SENTRY_FAILURE_PAUSE: Duration = Duration::from_secs(5);

/// Bytes of a log message sent as the event message; Sentry truncates longer ones itself,
/// so sending more only costs bandwidth.
pub const SENTRY_MESSAGE_MAX: usize = 8192;

/// Tags per event. Log lines carry a handful of fields; the cap bounds an event's size.
pub const SENTRY_TAGS_MAX: usize = 50;

/// Characters of a tag key, Sentry's own limit (longer keys make the tag invalid).
pub const SENTRY_TAG_KEY_MAX: usize = 32;

/// Characters of a tag value, Sentry's own limit (longer values make the tag invalid).
pub const SENTRY_TAG_VALUE_MAX: usize = 200;

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
