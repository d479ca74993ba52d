//! Test infrastructure for vault-db-injector, never shipped: starts a real OpenBao and a real
//! PostgreSQL on free loopback ports, a fault-injecting proxy in front of OpenBao, and the
//! Kubernetes API, kubelet (pod token volumes) and NRI runtime doubles. Integration tests and the sandbox use it.

pub mod certs;
pub mod go_original;
pub mod jwt;
pub mod kube_api;
pub mod kubelet;
pub mod nri_runtime;
pub mod nri_runtime_ext;
pub mod openbao;
pub mod postgres;
mod process;
pub mod product;
pub mod proxy;
pub mod sandbox;
pub mod tempdir;

use std::sync::OnceLock;

use crate::openbao::{OpenBao, OpenBaoMode, Setup};
use crate::postgres::Postgres;

/// A PostgreSQL and a configured dev-mode OpenBao in front of it.
#[derive(Debug)]
pub struct Testbed {
    /// The database OpenBao issues users in.
    pub postgres: Postgres,
    /// OpenBao in dev mode, configured by [`OpenBao::configure`].
    pub openbao: OpenBao,
    /// What the configuration made (the jwt signing key).
    pub setup: Setup,
}

impl Testbed {
    /// Starts PostgreSQL and a dev-mode OpenBao and configures OpenBao against it. The error
    /// names the command that installs what is missing.
    pub fn start() -> Result<Testbed, String> {
        let hint = "install what is missing with: scripts/install-test-deps";
        let postgres = Postgres::start().map_err(|e| format!("testbed: {e}; {hint}"))?;
        let openbao =
            OpenBao::start(OpenBaoMode::Dev).map_err(|e| format!("testbed: {e}; {hint}"))?;
        let setup = openbao
            .configure(&postgres)
            .map_err(|e| format!("testbed: configuring openbao: {e}"))?;
        Ok(Testbed {
            postgres,
            openbao,
            setup,
        })
    }
}

/// The test binary's shared testbed, started on first use and never stopped (its processes
/// die with the test binary). Tests that share it must not restart, seal or reconfigure
/// it, and should use names of their own (KV paths, tokens) so counts do not mix; a test
/// that needs to break OpenBao starts its own with [`OpenBao::start`].
pub fn shared() -> Result<&'static Testbed, String> {
    static SHARED: OnceLock<Result<Testbed, String>> = OnceLock::new();
    SHARED
        .get_or_init(Testbed::start)
        .as_ref()
        .map_err(Clone::clone)
}
