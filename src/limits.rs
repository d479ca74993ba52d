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

// ---------------------------------------------------------------------------------------
// placeholder

// ---------------------------------------------------------------------------------------
// vault

// ---------------------------------------------------------------------------------------
// k8s

/// Connect timeout to the apiserver: it is on the cluster network (or loopback), so a
/// connection that takes longer than this is not coming.
pub const K8S_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Whole-call budget for one unary apiserver request (get, one list page, create, update,
/// TokenRequest). The apiserver's own default request timeout is 60 s; our callers (the
/// admission deadline, the election's renew deadline) need an answer much sooner.
pub const K8S_REQUEST_TIMEOUT: Duration = Duration::from_secs(10);

/// Budget for the health probe (`/readyz`): `/healthz` must answer inside the kubelet's
/// probe timeout, so this is short.
pub const K8S_HEALTH_TIMEOUT: Duration = Duration::from_secs(3);

/// `timeoutSeconds` sent on every watch: the server ends the stream after this and the
/// client resumes from its last resourceVersion. Kept below `SHUTDOWN_GRACE` so that a
/// thread blocked on a quiet watch never holds up shutdown past the grace period.
pub const K8S_WATCH_TIMEOUT: Duration = Duration::from_secs(15);

/// Added to `K8S_WATCH_TIMEOUT` for the receive timeout of a watch body, so that the
/// server, not our timer, normally ends the stream.
pub const K8S_WATCH_MARGIN: Duration = Duration::from_secs(5);

/// Least time between two watch requests of one watcher: a server that ends streams at
/// once must not be called in a tight loop (client-go's reflector backs off similarly).
pub const K8S_WATCH_MIN_GAP: Duration = Duration::from_secs(1);

/// Largest single watch event line. etcd refuses objects over 1.5 MiB, so a real event is
/// smaller; the cap is per line, not per stream, because a stream lives for minutes.
pub const K8S_WATCH_LINE_MAX: usize = 2 * 1024 * 1024;

/// Items asked per list page (`limit`): large enough to list a big cluster in few calls,
/// small enough that one page (at most this many pods of at most 1.5 MiB) stays bounded.
pub const K8S_LIST_PAGE_SIZE: u32 = 250;

/// Largest list page body read. A page of typical pods is a few MiB; the slim decoding
/// keeps only a few fields of each item.
pub const K8S_LIST_BODY_MAX: u64 = 64 * 1024 * 1024;

/// Pages read in one list before giving up: with `K8S_LIST_PAGE_SIZE` this is a million
/// pods, far above any cluster, and it stops a server that hands out `continue` forever.
pub const K8S_LIST_PAGES_MAX: usize = 4000;

/// Largest body of a unary response (a pod, a lease, a token, a Status).
pub const K8S_BODY_MAX: u64 = 4 * 1024 * 1024;

/// Largest kubeconfig or service-account token/CA file read.
pub const K8S_FILE_MAX: u64 = 1024 * 1024;

/// How long a service-account token read from a file is used before the file is read
/// again. The kubelet rotates projected tokens at 80 % of their life (at least 10 min), so
/// this is far shorter than any rotation; a 401 also forces an immediate re-read.
pub const K8S_TOKEN_REREAD: Duration = Duration::from_secs(30);

/// Longest part of an apiserver error message kept in our errors and logs.
pub const K8S_ERROR_MESSAGE_MAX: usize = 512;

// ---------------------------------------------------------------------------------------
// nri

// ---------------------------------------------------------------------------------------
// end
