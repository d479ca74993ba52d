//! Test infrastructure for vault-db-injector, never shipped: starts a real OpenBao and a real
//! PostgreSQL on free loopback ports, a fault-injecting proxy in front of OpenBao, and the
//! Kubernetes API and NRI runtime doubles. Integration tests and the sandbox use it.

pub mod certs;
pub mod kube_api;
pub mod nri_runtime;
pub mod tempdir;
