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

/// Largest Vault answer body read into memory. The biggest answers the product reads (a role,
/// a KV list of a few thousand uuids) are tens of kilobytes; a hostile or broken server
/// cannot make the process hold more than this per call.
pub const VAULT_BODY_MAX: u64 = 1024 * 1024;

/// Default TCP + TLS connect timeout for Vault: a reachable Vault answers in milliseconds,
/// and an admission webhook (at most 30 s) must still have time to answer by itself.
pub const VAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Default wait for Vault's response headers once the request is sent. OpenBao holds a
/// creds request 90 s when PostgreSQL hangs; this cuts it far earlier.
pub const VAULT_RESPONSE_TIMEOUT: Duration = Duration::from_secs(10);

/// Default bound on one whole call (all attempts, backoff and redirects included), so a
/// trickling body or a retry storm cannot stall a caller longer than this.
pub const VAULT_CALL_TIMEOUT: Duration = Duration::from_secs(20);

/// Bound on the unauthenticated `sys/health` probe behind `/healthz`, well below the
/// kubelet's probe timeout.
pub const VAULT_HEALTH_TIMEOUT: Duration = Duration::from_secs(3);

/// Attempts of a retryable call (reads, renewals, revocations) before its error is final.
pub const VAULT_RETRY_ATTEMPTS: u32 = 4;

/// First backoff of a retried call; it doubles each attempt, with up to 50 % jitter.
pub const VAULT_RETRY_BASE: Duration = Duration::from_millis(200);

/// Longest single wait between two attempts, `Retry-After` included: a Vault asking for a
/// longer pause is treated as down for this call.
pub const VAULT_RETRY_MAX_WAIT: Duration = Duration::from_secs(5);

/// Same-origin redirects followed by hand (a standby pointing at the active node); more
/// than this is a loop.
pub const VAULT_REDIRECTS_MAX: u32 = 2;

/// Longest path segment built from a name (role, mount, uuid). Kubernetes names are at
/// most 253 characters; anything longer is not a name the product made.
pub const VAULT_SEGMENT_MAX: usize = 256;

/// Longest lease id accepted from KV or Vault (`<mount>/creds/<role>/<24 chars>`).
pub const VAULT_LEASE_ID_MAX: usize = 1024;

/// Bytes of Vault's `errors[]` kept in an error message (STYLE: upstream bodies cut to 512 B).
pub const VAULT_ERROR_TEXT_MAX: usize = 512;

/// Largest service-account token file read for a login (projected tokens are ~1-2 KiB).
pub const VAULT_JWT_FILE_MAX: u64 = 64 * 1024;

/// Largest CA bundle file read for the Vault client's roots (a full system bundle is
/// about 220 KiB).
pub const VAULT_CA_FILE_MAX: u64 = 4 * 1024 * 1024;

/// A retired own token still in use elsewhere is revoked after this grace at the latest, so
/// an in-flight call that holds it can finish first.
pub const VAULT_RETIRED_TOKEN_GRACE: Duration = Duration::from_secs(60);

// ---------------------------------------------------------------------------------------
// k8s

// ---------------------------------------------------------------------------------------
// nri

// ---------------------------------------------------------------------------------------
// end
