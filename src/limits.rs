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

/// The largest configuration file read. Real ones are a few hundred bytes; the cap keeps a
/// wrong path (a log, a device) or a hostile ConfigMap from being read whole into memory
/// before the YAML parser, whose own alias-expansion limits then bound the rest.
pub const CONFIG_FILE_MAX_BYTES: u64 = 1024 * 1024;

/// Default of `vaultTimeout`, the bound on one Vault call. The original's Vault client
/// allowed 60 s; admission must answer within the webhook's 5 s to 30 s deadline and the
/// NRI fetch within 1.5 s by default, so a call that has not answered in 10 s is treated as
/// failed and retried or reported.
pub const VAULT_TIMEOUT_DEFAULT: Duration = Duration::from_secs(10);

// ---------------------------------------------------------------------------------------
// http

// ---------------------------------------------------------------------------------------
// metrics and health

/// Series one metric family holds at most. Per-pod families (`uuid`, `namespace`) hold one
/// series per live credential, so this is far above any real cluster's pod count (the
/// kubelet's default maximum is 110 pods per node, and clusters stay below 150k pods), yet
/// bounds memory (a few hundred bytes per series) if a bug or a forged label floods a family.
pub const METRIC_SERIES_PER_FAMILY_MAX: usize = 50_000;

/// Bytes of a failed health check's message kept in the `/healthz` body: enough for an
/// error chain naming the URL and cause, short enough that a chatty upstream cannot bloat
/// every probe answer.
pub const HEALTH_MESSAGE_MAX: usize = 512;

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
