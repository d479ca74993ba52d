//! Mode `nri`: builds the clients and starts the NRI plugin with everything behind it. The
//! handler ([`crate::nri::handler`]) answers CreateContainer from the node cache
//! ([`crate::nri::cache`]) or through the resolver ([`crate::nri::resolver`], credentials
//! fetched as the pod), with [`crate::nri::substitute`] doing the env rewrite; the
//! prewarmer and sweeper ([`crate::nri::prewarm`]) work on the node's pods. [`run`] starts
//! all of it under the controller's supervisor.

use std::fmt;
use std::path::Path;
use std::sync::Arc;

use crate::config::Config;
use crate::issuance::Projected;
use crate::k8s;
use crate::logger;
use crate::nri::cache::{self, Cache};
use crate::nri::handler::{self, NriHandler};
use crate::nri::paths;
use crate::nri::plugin::{self, Plugin, Status};
use crate::nri::prewarm;
use crate::nri::resolver::{self, Resolver};
use crate::runtime::Supervisor;
use crate::vault::{self, KvStore};

/// Why mode `nri` could not start.
#[derive(Debug)]
pub enum Error {
    /// The Vault client could not be built.
    Vault(vault::Error),
    /// The Kubernetes client could not be built.
    Kubernetes(k8s::Error),
    /// The cache directory cannot be used.
    Cache(cache::Error),
    /// The cache is not on tmpfs (and `nri.allowPersistentCache` is not set).
    CachePath(paths::Error),
    /// The plugin's name or index is invalid.
    Plugin(plugin::Error),
    /// A thread could not be started.
    Spawn(std::io::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Vault(e) => write!(f, "nri: vault client: {e}"),
            Error::Kubernetes(e) => write!(f, "nri: kubernetes client: {e}"),
            Error::Cache(e) => write!(f, "nri: {e}"),
            Error::CachePath(e) => write!(f, "nri: {e}"),
            Error::Plugin(e) => write!(f, "nri: {e}"),
            Error::Spawn(e) => write!(f, "nri: starting a thread: {e}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Vault(e) => Some(e),
            Error::Kubernetes(e) => Some(e),
            Error::Cache(e) => Some(e),
            Error::CachePath(e) => Some(e),
            Error::Plugin(e) => Some(e),
            Error::Spawn(e) => Some(e),
        }
    }
}

/// The clients mode `nri` runs with; tests build them against the testbed.
#[derive(Debug, Clone)]
pub struct Clients {
    /// Vault, logging in as the plugin (`kubeRoleNri`, else `kubeRole`).
    pub vault: Arc<vault::Client>,
    /// The API server.
    pub k8s: Arc<k8s::Client>,
}

/// What [`run`] started, for health and metrics.
#[derive(Debug)]
pub struct Running {
    /// The plugin's readiness and counters.
    pub status: Arc<Status>,
    /// The node cache.
    pub cache: Arc<Cache>,
    /// The resolver.
    pub resolver: Arc<Resolver>,
}

/// Builds the clients from the configuration: Vault logging in with the plugin's role
/// (`kubeRoleNri`, else `kubeRole`), Kubernetes by discovery.
pub fn clients(config: &Config) -> Result<Clients, Error> {
    let mut vault_config = vault::ClientConfig::from_config(config);
    vault_config.auth.role = config.nri_kube_role().to_owned();
    let vault = vault::Client::new(vault_config).map_err(Error::Vault)?;
    let k8s = k8s::discover(&k8s::Discovery::from_config(config))
        .and_then(k8s::Client::new)
        .map_err(Error::Kubernetes)?;
    Ok(Clients {
        vault: Arc::new(vault),
        k8s: Arc::new(k8s),
    })
}

/// The resolver's settings from the configuration.
pub fn resolver_settings(config: &Config) -> resolver::Settings {
    resolver::Settings {
        auth_mount: config.vault_auth_path.clone(),
        token_ttl: config.token_ttl,
        token_role: config.token_role.clone(),
        kv_store_token: config.kv_store_token,
        projected: config.use_projected_sa.then(|| Projected {
            audiences: config.token_request_audiences.clone(),
            expiration_seconds: config.token_request_expiration_seconds,
        }),
        default_engine: config.default_engine.clone(),
        allowed_engines: config.allowed_engines.clone(),
        node_name: config.environment.node_name.clone().unwrap_or_default(),
        kubelet_root: config.nri.kubelet_root_dir.clone(),
    }
}

/// Starts mode `nri` under `supervisor`: the cache (loaded from `nri.cachePath`), the
/// resolver's fetch pool, the plugin's reader and workers, and, with `NODE_NAME`, the
/// sweeper and (if `nri.prewarmer.enabled`) the prewarmer. A cache directory that cannot be
/// used is an error (the process exits and the DaemonSet shows why) rather than a
/// silent memory-only cache.
pub fn run(config: &Config, clients: Clients, supervisor: &Supervisor) -> Result<Running, Error> {
    let cache_dir = config
        .nri
        .cache_path
        .parent()
        .unwrap_or(Path::new("/"))
        .to_owned();
    paths::check_cache_dir(&cache_dir, config.nri.allow_persistent_cache).map_err(|error| {
        error.count();
        Error::CachePath(error)
    })?;
    let cache = Arc::new(Cache::open(&config.nri.cache_path).map_err(Error::Cache)?);
    let kv = KvStore::new(&config.vault_secret_name, &config.vault_secret_prefix)
        .map_err(Error::Vault)?;
    let resolver = Arc::new(Resolver::new(
        Arc::clone(&clients.vault),
        Arc::clone(&clients.k8s),
        kv,
        resolver_settings(config),
        Arc::clone(&cache),
    ));
    resolver.start(supervisor).map_err(Error::Spawn)?;
    if config.use_projected_sa {
        // Not fatal: the kubelet's directory may be mounted late on some hosts; each
        // refused fetch then names the missing token, and `doctor` checks the mount.
        let pods = config.nri.kubelet_root_dir.join("pods");
        if let Err(error) = std::fs::read_dir(&pods) {
            logger::warn(
                "nri: the kubelet's pod directory cannot be read; projected fetches will be refused until it can (check nri.kubeletRootDir and its read-only mount)",
                &[
                    ("path", &pods.display().to_string()),
                    ("error", &error.to_string()),
                ],
            );
        }
    }
    let handler = NriHandler::new(
        handler::Settings {
            pod_label: config.nri.pod_label.clone(),
            fetch_timeout: config.nri.fetch_timeout,
        },
        Arc::clone(&cache),
        Arc::clone(&resolver) as Arc<dyn handler::Resolve>,
    )
    .with_events(
        k8s::events::start(
            supervisor,
            Arc::clone(&clients.k8s),
            "nri-events",
            &k8s::events::instance_name(config),
        )
        .map_err(Error::Spawn)?,
    );
    let plugin = Plugin::new(
        &config.nri.socket_path,
        &config.nri.plugin_name,
        &config.nri.plugin_index,
        Arc::new(handler),
    )
    .map_err(Error::Plugin)?;
    let status = plugin.status();
    plugin.start(supervisor).map_err(Error::Spawn)?;
    export_reconnects(supervisor, Arc::clone(&status)).map_err(Error::Spawn)?;
    match config
        .environment
        .node_name
        .clone()
        .filter(|n| !n.is_empty())
    {
        Some(node_name) => {
            let settings = prewarm::Settings {
                node_name,
                pod_label: config.nri.pod_label.clone(),
                max_concurrent: config.nri.prewarmer.max_concurrent,
                kubelet_root: config
                    .use_projected_sa
                    .then(|| config.nri.kubelet_root_dir.clone()),
            };
            prewarm::start_sweeper(
                supervisor,
                Arc::clone(&clients.k8s),
                Arc::clone(&cache),
                settings.clone(),
            )
            .map_err(Error::Spawn)?;
            if config.nri.prewarmer.enabled {
                let prewarmer = Arc::new(prewarm::Prewarmer::new(
                    settings,
                    Arc::clone(&clients.k8s),
                    Arc::clone(&cache),
                    Arc::clone(&resolver) as Arc<dyn handler::Resolve>,
                ));
                prewarmer.start(supervisor).map_err(Error::Spawn)?;
            }
        }
        None => logger::warn(
            "NODE_NAME is not set: the nri cache sweeper and prewarmer are disabled, and pods are not checked to be on this node (the chart sets it from spec.nodeName)",
            &[],
        ),
    }
    Ok(Running {
        status,
        cache,
        resolver,
    })
}

/// Starts `nri-metrics`, which turns the plugin's reconnection counter into
/// `vdbi_nri_reconnect_total`: `attempted` for each connection started again, `succeeded`
/// when the plugin is registered and synchronized again after one. The plugin retries
/// forever with capped back-off, so `exhausted` (the original's exit after about 48 s) is
/// never counted: a runtime that comes back later is rejoined without a restart.
fn export_reconnects(supervisor: &Supervisor, status: Arc<Status>) -> std::io::Result<()> {
    supervisor.spawn(
        "nri-metrics",
        false,
        Some(crate::limits::LOOP_MAX_SILENCE),
        move |ctx| {
            let metric = &crate::metrics::global().nri_reconnect_total;
            let mut seen = 0u64;
            let mut pending = false;
            loop {
                ctx.heartbeat.beat();
                let now = status.reconnect_total();
                if now > seen {
                    metric.with(&["attempted"]).add((now - seen) as f64);
                    seen = now;
                    pending = true;
                }
                if pending && status.is_ready() {
                    metric.with(&["succeeded"]).inc();
                    pending = false;
                }
                if ctx.shutdown.wait_timeout(std::time::Duration::from_secs(1)) {
                    return Ok(());
                }
            }
        },
    )
}
