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

// ---------------------------------------------------------------------------------------
// nri

// ---------------------------------------------------------------------------------------
// end
