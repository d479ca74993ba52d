//! vault-db-injector: gives every labelled Kubernetes pod its own short-lived database
//! credentials from Vault or OpenBao, keeps them renewed while the pod lives, and revokes them
//! when it dies.
//!
//! The binary (`src/main.rs`) only parses the command line and dispatches; everything lives
//! here so that tests, fuzz targets and the testbed can call it. The code map, with the
//! invariants each module keeps, is in `docs/architecture.md`.

#![forbid(unsafe_code)]

pub mod base64;
pub mod config;
pub mod controller;
pub mod deferred;
pub mod dns;
pub mod doctor;
pub mod dsn;
pub mod healthcheck;
pub mod http;
pub mod injector;
pub mod issuance;
pub mod k8s;
pub mod k8smutator;
pub mod leadership;
pub mod limits;
pub mod logger;
pub mod metrics;
pub mod nri;
pub mod packed;
pub mod placeholder;
pub mod podkeys;
pub mod podtoken;
pub mod policycheck;
pub mod renewer;
pub mod revoker;
pub mod rotation;
pub mod runtime;
pub mod secret;
pub mod sentry;
#[cfg(test)]
mod testutil;
pub mod tls;
pub mod vault;
pub mod who;
