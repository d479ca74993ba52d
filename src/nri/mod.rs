//! The NRI plugin: it registers with containerd or CRI-O over the runtime's NRI socket and,
//! at CreateContainer, replaces placeholders in the container's environment. Everything on
//! the wire is written here by hand (no protobuf or ttrpc crates): [`wire`] is the protobuf
//! codec, [`ttrpc`] the RPC framing, [`mux`] the connection multiplexer, [`messages`] the
//! NRI messages.
//!
//! The protocol, byte by byte, is in `reference/nri-wire.md`.
//!
//! On top of the protocol: [`handler`] answers CreateContainer from [`cache`] or through
//! [`resolver`] (credentials fetched as the pod), with [`substitute`] doing the env
//! rewrite; [`prewarm`] fetches ahead for pods scheduled on the node and sweeps the cache.
//! [`run`] starts all of it for mode `nri`.

pub mod cache;
pub mod handler;
pub mod messages;
pub mod mux;
pub mod plugin;
pub mod prewarm;
pub mod resolver;
pub mod substitute;
pub mod ttrpc;
pub mod wire;

use std::fmt;
use std::sync::Arc;

use crate::config::Config;
use crate::issuance::Projected;
use crate::k8s;
use crate::logger;
use crate::nri::cache::Cache;
use crate::nri::handler::NriHandler;
use crate::nri::messages::{CreateContainerResponse, PluginCall};
use crate::nri::plugin::{Plugin, Status};
use crate::nri::resolver::Resolver;
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
    }
}

/// Starts mode `nri` under `supervisor`: the cache (loaded from `nri.cachePath`), the
/// resolver's fetch pool, the plugin's reader and workers, and, with `NODE_NAME`, the
/// sweeper and (if `nri.prewarmer.enabled`) the prewarmer. A cache directory that cannot be
/// used is an error (the process exits and the DaemonSet shows why) rather than a
/// silent memory-only cache.
pub fn run(config: &Config, clients: Clients, supervisor: &Supervisor) -> Result<Running, Error> {
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
    let handler = NriHandler::new(
        handler::Settings {
            pod_label: config.nri.pod_label.clone(),
            fetch_timeout: config.nri.fetch_timeout,
        },
        Arc::clone(&cache),
        Arc::clone(&resolver) as Arc<dyn handler::Resolve>,
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
            "NODE_NAME is not set: the nri cache sweeper and prewarmer are disabled",
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

/// Takes arbitrary bytes through everything the plugin does with what it reads from the
/// socket: mux reassembly, ttrpc framing, envelope decoding and the NRI message of each
/// call, discarding the results. It must never panic or allocate without bound; the
/// `nri_frames` fuzz target and the property tests call it.
pub fn fuzz_decode(data: &[u8]) {
    let mut demux = mux::Demux::new();
    let _ = demux.feed(data, &mut |conn, frame| match (conn, frame.kind) {
        (mux::CONN_PLUGIN, ttrpc::TYPE_REQUEST) => {
            if let Ok(request) = wire::decode::<ttrpc::Request>(&frame.data) {
                let _ = PluginCall::decode(&request.method, &request.payload);
            }
        }
        (_, ttrpc::TYPE_RESPONSE) => {
            if let Ok(response) = wire::decode::<ttrpc::Response>(&frame.data) {
                let _ = wire::decode::<CreateContainerResponse>(&response.payload);
            }
        }
        _ => {}
    });
    let _ = demux.is_idle();
}

#[cfg(test)]
pub(crate) mod tests {
    /// The bytes of fixture `tests/data/nri/<name>.hex` (the worked examples of
    /// `nri-wire.md` §11).
    pub(crate) fn fixture(name: &str) -> Vec<u8> {
        let path = format!("{}/tests/data/nri/{name}.hex", env!("CARGO_MANIFEST_DIR"));
        hex(&std::fs::read_to_string(&path).unwrap())
    }

    /// SplitMix64, the property tests' PRNG (no crates), seeded from `TEST_SEED`.
    pub(crate) struct Rng(pub(crate) u64);

    impl Rng {
        /// A generator seeded from env `TEST_SEED`, or from the clock; the seed is returned
        /// so a failing test can print it.
        #[allow(clippy::disallowed_methods)] // Tests may read their own seed variable.
        pub(crate) fn from_env() -> (Rng, u64) {
            let seed = std::env::var("TEST_SEED")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| {
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map(|d| d.as_nanos() as u64)
                        .unwrap_or(0)
                });
            (Rng(seed), seed)
        }

        pub(crate) fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }

        pub(crate) fn below(&mut self, n: u64) -> u64 {
            if n == 0 { 0 } else { self.next() % n }
        }

        pub(crate) fn bytes(&mut self, max: u64) -> Vec<u8> {
            let len = self.below(max + 1);
            (0..len).map(|_| self.next() as u8).collect()
        }
    }

    #[test]
    fn property_random_and_mutated_streams_never_panic() {
        let (mut rng, seed) = Rng::from_env();
        let base = fixture("framed_create_container_request");
        for _ in 0..2000 {
            super::fuzz_decode(&rng.bytes(200));
            let mut mutated = base.clone();
            for _ in 0..=rng.below(3) {
                let at = rng.below(mutated.len() as u64) as usize;
                mutated[at] = rng.next() as u8;
            }
            super::fuzz_decode(&mutated);
        }
        let _ = seed;
    }

    #[test]
    fn property_ttrpc_and_mux_round_trip() {
        use super::mux::{Demux, encode_message};
        use super::ttrpc::{Frame, Request};
        use super::wire;
        let (mut rng, seed) = Rng::from_env();
        for _ in 0..2000 {
            let payload_max = if rng.below(10) == 0 { 9000 } else { 100 };
            let request = Request {
                service: String::from_utf8_lossy(&rng.bytes(30)).into_owned(),
                method: String::from_utf8_lossy(&rng.bytes(20)).into_owned(),
                payload: rng.bytes(payload_max),
                timeout_nano: rng.next() as i64,
                metadata: Vec::new(),
            };
            let data = wire::encode(&request);
            assert_eq!(
                wire::decode::<Request>(&data).as_ref(),
                Ok(&request),
                "TEST_SEED={seed}"
            );
            let frame = Frame {
                stream_id: rng.next() as u32,
                kind: rng.next() as u8,
                flags: rng.next() as u8,
                data,
            };
            let conn = 1 + rng.below(2) as u32;
            let bytes = encode_message(conn, &frame.encode().unwrap());
            // Feed the bytes in random pieces.
            let mut demux = Demux::new();
            let mut got = Vec::new();
            let mut rest = &bytes[..];
            while !rest.is_empty() {
                let n = 1 + rng.below(rest.len() as u64) as usize;
                demux
                    .feed(&rest[..n], &mut |c, f| got.push((c, f)))
                    .unwrap();
                rest = &rest[n..];
            }
            assert_eq!(got, vec![(conn, frame)], "TEST_SEED={seed}");
            assert!(demux.is_idle(), "TEST_SEED={seed}");
        }
    }

    /// Bytes from hex text, whitespace ignored (test fixtures are written as hex dumps).
    pub(crate) fn hex(text: &str) -> Vec<u8> {
        let clean: String = text.split_whitespace().collect();
        (0..clean.len() / 2)
            .map(|i| u8::from_str_radix(&clean[2 * i..2 * i + 2], 16).unwrap())
            .collect()
    }
}
