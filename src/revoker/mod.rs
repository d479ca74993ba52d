//! The revoker: when a labelled pod is deleted, its Vault token is revoked (and with it,
//! by Vault, every database lease read with it; a lease is never revoked by the id a KV
//! entry records, which whoever writes KV may forge) and its KV entries deleted, within
//! about a second; a safety sweep catches what
//! the watch missed; and none of it ever touches a live pod's credentials.
//!
//! Threads (all started once, all idle unless this replica holds the revoker's Lease):
//!
//! ```text
//! election ──> Leadership ──┬─> watch: list + watch (bookmarks, relist on 410)
//!                           │       DELETED ──> bounded queue ──> workers ──> Vault
//!                           └─> sweep: every sweepInterval ──────────^   (retries with
//!                                                                         backoff, never
//!                                                                         dropped)
//! ```
//!
//! A DELETED event is acted on only once a GET of the pod answers 404 or a different UID
//! (removing the label from a live pod also yields DELETED on a label-selector watch).
//! The pod's credentials are then every KV key [`crate::podkeys::PodKeys`] matches in a
//! fresh KV list: each uuid the pod ever carried, every NRI generation `<uuid>.<n>`, and
//! the `<pod uid>`/`<pod uid>-<i>` keys (and their generations) of a pod without a `uuid`
//! annotation. Each is revoked only if the entry belongs to the pod (namespace, UID when
//! recorded, and its token by kind: see [`crate::vault::owner`]), no live pod that owns
//! the entry still carries its key, and, for a kubernetes-auth login token, no entry of a
//! live pod records the same token. Every step is idempotent ("not found" is success),
//! because two replicas may briefly both act (leader election has no fencing).
//!
//! | token kind | revoked with |
//! |---|---|
//! | injector token (`meta`), login token (projected SA) | `revoke-accessor` with the revoker's own token |
//! | Go entry's raw `TokenId` | `revoke-self` as that token (no sudo needed) |
//!
//! Each refusal is counted in `vdbi_revoker_refusals_total{source,reason}` and logged.
//!
//! The sweep also looks for Vault-side orphan leases (leases under a managed role that no
//! KV entry records, see `leases`): it reports them (`vdbi_revoker_orphan_leases`, a log
//! line) and never revokes them; `revoke --orphans --confirm` does, unless a live pod owns
//! no entry.
//!
//! **Invariant:** a worker checks [`Leadership`] right before each Vault call that revokes
//! or deletes; a replica that lost the lease does not act again until it wins it back.
//! **Boundary:** KV entries and pod annotations are untrusted: an entry that names another
//! pod's token, or a pod that carries another namespace's uuid, changes nothing.

mod leases;
mod orphans;
mod sweep;
mod watch;
mod work;

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use crossbeam_channel::{Receiver, Sender, bounded};

use crate::config::Config;
use crate::k8s;
use crate::leadership::{ElectionConfig, Elector, Leadership, SystemClock};
use crate::limits;
use crate::runtime::{Context, Shutdown};
use crate::vault::{self, KvStore, OwnToken};

pub use leases::{LeaseScan, OrphanLease};
pub use orphans::{Orphan, OrphanReport, revoke_orphans, revoke_orphans_with};
pub use sweep::{SweepDecision, decide};

pub use crate::podkeys::UUID_ANNOTATION;
pub use crate::runtime::ThreadSpec;

/// Why the revoker cannot start or a command cannot run.
#[derive(Debug)]
pub enum Error {
    /// The configuration lacks what the revoker needs (`POD_NAME`, `POD_NAMESPACE`, ...).
    Config(String),
    /// The Kubernetes client cannot be built.
    Kubernetes(k8s::Error),
    /// The Vault client cannot be built or a Vault call failed.
    Vault(vault::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Config(reason) => write!(f, "revoker configuration: {reason}"),
            Error::Kubernetes(e) => write!(f, "revoker kubernetes client: {e}"),
            Error::Vault(e) => write!(f, "revoker vault client: {e}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Config(_) => None,
            Error::Kubernetes(e) => Some(e),
            Error::Vault(e) => Some(e),
        }
    }
}

/// What the revoker takes from the configuration.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    /// `vaultSecretName`.
    pub kv_mount: String,
    /// `vaultSecretPrefix`.
    pub kv_prefix: String,
    /// `injectorLabel`: pods labelled `<label>=true` are watched.
    pub injector_label: String,
    /// `revoker.sweepInterval`.
    pub sweep_interval: Duration,
    /// `revoker.gracePeriod`.
    pub grace_period: Duration,
    /// `revoker.maxRevokeShare`.
    pub max_revoke_share: f64,
    /// `allowedEngines`: the database mounts an entry's lease may be under (empty: any).
    pub allowed_engines: Vec<String>,
    /// `vaultRateLimit`: KV entries the sweep reads per second.
    pub vault_rate_limit: u32,
}

impl Settings {
    /// The revoker's part of `config`.
    pub fn from_config(config: &Config) -> Settings {
        Settings {
            kv_mount: config.vault_secret_name.clone(),
            kv_prefix: config.vault_secret_prefix.clone(),
            injector_label: config.injector_label.clone(),
            sweep_interval: config.revoker.sweep_interval,
            grace_period: config.revoker.grace_period,
            max_revoke_share: config.revoker.max_revoke_share,
            vault_rate_limit: config.vault_rate_limit,
            allowed_engines: config.allowed_engines.clone(),
        }
    }

    fn label_selector(&self) -> String {
        format!("{}=true", self.injector_label)
    }
}

/// The state the revoker's threads share.
pub(crate) struct Revoker {
    pub(crate) vault: Arc<vault::Client>,
    pub(crate) own: OwnToken,
    pub(crate) kube: Arc<k8s::Client>,
    pub(crate) kv: KvStore,
    pub(crate) settings: Settings,
    pub(crate) leadership: Leadership,
    pub(crate) live: work::LiveIndex,
    pub(crate) retries: work::RetryQueue,
    pub(crate) queue_tx: Sender<work::Job>,
    pub(crate) queue_rx: Receiver<work::Job>,
    pub(crate) key_list: work::KeyList,
    /// Events about revocations that failed (on the deleted pod, in its namespace).
    pub(crate) events: k8s::Recorder,
}

impl Revoker {
    fn new(
        vault: Arc<vault::Client>,
        kube: Arc<k8s::Client>,
        settings: Settings,
        leadership: Leadership,
        events: k8s::Recorder,
    ) -> Result<Revoker, Error> {
        let kv = KvStore::new(&settings.kv_mount, &settings.kv_prefix).map_err(Error::Vault)?;
        let (queue_tx, queue_rx) = bounded(limits::REVOKER_QUEUE);
        Ok(Revoker {
            own: OwnToken::new(Arc::clone(&vault), limits::REVOKER_OWN_TOKEN_INCREMENT),
            vault,
            kube,
            kv,
            settings,
            leadership,
            live: work::LiveIndex::default(),
            retries: work::RetryQueue::default(),
            queue_tx,
            queue_rx,
            key_list: work::KeyList::default(),
            events,
        })
    }
}

/// The Vault client mode `revoker` (and `renewer`) uses, from the configuration. A retry's
/// backoff ends at `shutdown`, so a stop never waits on a Vault that is failing.
pub fn vault_client(config: &Config, shutdown: &Shutdown) -> Result<vault::Client, Error> {
    vault::Client::new(vault::ClientConfig::from_config(config))
        .map(|client| client.with_shutdown(shutdown.clone()))
        .map_err(Error::Vault)
}

/// The Kubernetes client mode `revoker` uses, from the configuration, with the revoker's
/// short watch timeout.
pub fn kube_client(config: &Config) -> Result<k8s::Client, Error> {
    let mut cluster =
        k8s::discover(&k8s::Discovery::from_config(config)).map_err(Error::Kubernetes)?;
    // Short watches: the watch thread notices shutdown and lost leadership between two
    // streams, and resuming from the last resourceVersion costs nothing.
    cluster.timeouts.watch = limits::REVOKER_WATCH_TIMEOUT;
    k8s::Client::new(cluster).map_err(Error::Kubernetes)
}

/// Builds everything mode `revoker` runs and returns its threads: the election, the
/// watch, the sweep (which also keeps the revoker's own Vault token alive) and the
/// workers. Nothing is contacted yet.
pub fn prepare(config: &Config, shutdown: &Shutdown) -> Result<Vec<ThreadSpec>, Error> {
    let election =
        ElectionConfig::for_mode(config, crate::config::Mode::Revoker).map_err(Error::Config)?;
    let kube = Arc::new(kube_client(config)?);
    let vault = Arc::new(vault_client(config, shutdown)?);
    start_parts(
        kube,
        vault,
        Settings::from_config(config),
        election,
        limits::REVOKER_WORKERS,
    )
}

/// [`prepare`] from clients already built (tests and benchmarks run the revoker in
/// process this way).
pub fn start_parts(
    kube: Arc<k8s::Client>,
    vault: Arc<vault::Client>,
    settings: Settings,
    election: ElectionConfig,
    workers: usize,
) -> Result<Vec<ThreadSpec>, Error> {
    let leadership = Leadership::new();
    let (events, writer) = k8s::Recorder::new(&election.identity);
    let revoker = Arc::new(Revoker::new(
        vault,
        Arc::clone(&kube),
        settings,
        leadership.clone(),
        events,
    )?);
    let mut specs = Vec::new();
    let events_kube = Arc::clone(&kube);
    specs.push(ThreadSpec {
        name: "revoker-events".to_owned(),
        max_silence: Some(limits::LOOP_MAX_SILENCE),
        body: Box::new(move |ctx: Context| {
            writer.run(&events_kube, &ctx.shutdown, &|| ctx.heartbeat.beat());
            Ok(())
        }),
    });
    let lease_api: Arc<dyn crate::leadership::LeaseApi> = kube;
    let mut elector = Elector::new(lease_api, election, Arc::new(SystemClock), leadership);
    specs.push(ThreadSpec {
        name: "revoker-election".to_owned(),
        max_silence: Some(limits::LOOP_MAX_SILENCE),
        body: Box::new(move |ctx: Context| {
            crate::leadership::run(&mut elector, &ctx.shutdown, &ctx.heartbeat);
            Ok(())
        }),
    });
    let r = Arc::clone(&revoker);
    specs.push(ThreadSpec {
        name: "revoker-watch".to_owned(),
        max_silence: Some(limits::LOOP_MAX_SILENCE),
        body: Box::new(move |ctx: Context| {
            watch::run(&r, &ctx);
            Ok(())
        }),
    });
    // The watch thread blocks in a read of the stream for up to `REVOKER_WATCH_TIMEOUT`;
    // at shutdown this one closes the stream, so the process stops in milliseconds.
    let r = Arc::clone(&revoker);
    specs.push(ThreadSpec {
        name: "revoker-watch-cut".to_owned(),
        max_silence: None,
        body: Box::new(move |ctx: Context| {
            // The channel only ever disconnects: that is the shutdown.
            let _ = ctx.shutdown.receiver().recv();
            r.kube.cut_watches();
            Ok(())
        }),
    });
    let r = Arc::clone(&revoker);
    specs.push(ThreadSpec {
        name: "revoker-sweep".to_owned(),
        max_silence: Some(limits::LOOP_MAX_SILENCE),
        body: Box::new(move |ctx: Context| {
            sweep::run(&r, &ctx);
            Ok(())
        }),
    });
    for index in 0..workers.max(1) {
        let r = Arc::clone(&revoker);
        specs.push(ThreadSpec {
            name: format!("revoker-worker-{index}"),
            max_silence: Some(limits::LOOP_MAX_SILENCE),
            body: Box::new(move |ctx: Context| {
                work::run(&r, &ctx);
                Ok(())
            }),
        });
    }
    Ok(specs)
}
