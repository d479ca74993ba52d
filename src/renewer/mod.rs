//! The renewer: every live pod's Vault token and database lease renewed on time, with a
//! fraction of the original's Vault traffic.
//!
//! The original renewed every entry on every tick (two calls per entry every
//! `syncTTLSecond`). Here each token and lease is renewed when what is left of its TTL
//! falls to its margin (a third of the grant, 20 minutes of a 1-hour lease, less jitter;
//! at least 15 s: `schedule.rs`), and a lease that reached its `max_ttl` is
//! not renewed again. A relist every `syncTTLSecond` (and at the start of each leadership
//! term) lists the KV keys and the labelled pods: it reads only new keys, renewing each as
//! soon as it passed its checks, forgets entries whose pod or key is gone (and their metric
//! series), back-fills missing pod fields, and leaves the next leader a hand-over schedule
//! (`handover.rs`) so that a takeover reads the most urgent entries first.
//!
//! ```text
//! election ──> Leadership ──> scheduler thread: relist ──> due-time queue ──> rate limit
//!                                                 ^                              │
//!                                                 └──── granted TTL / backoff <──┘ Vault
//! ```
//!
//! **Invariant:** the scheduler renews, revokes or writes only while this replica leads
//! in the term it started the pass in; a lost lease stops it before the next Vault call.
//! **Invariant:** Vault requests of the renewer never exceed `vaultRateLimit` per second,
//! a 429 pauses all of them, and a 429 or a 5xx halves the rate until fast answers bring it
//! back (`limiter.rs`).
//! **Invariant:** the hand-over schedule only orders the first reads of a term: it never
//! decides what is renewed, when, or whether anything is revoked.
//! **Boundary:** KV entries and pod annotations are untrusted: an entry is renewed only
//! for a live pod in its namespace (and with its pod UID once recorded) that may hold its
//! key ([`crate::podkeys`]: one of its uuids, every NRI generation `<uuid>.<n>` of them,
//! its UID-keyed entries, so a container started after a node cache loss keeps its
//! database as long as the pod lives), an entry is renewed at all only once it passed the
//! lease check and the ownership check on its token when first read (a refusal is counted
//! in `vdbi_renewer_refusals_total{reason}`), and an unrecoverable entry is revoked only
//! after the revoker's ownership check ([`crate::vault::verify_owner`]; a kubernetes-auth login
//! token is then left to expire rather than revoked, see [`crate::vault::owner`]).

mod handover;
mod jitter;
mod limiter;
mod pass;
mod relist;
mod renew;
mod run;
mod schedule;
mod slots;

use std::fmt;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::config::Config;
use crate::k8s;
use crate::leadership::{Clock, ElectionConfig, Elector, Leadership, SystemClock};
use crate::limits;
use crate::runtime::{Context, Shutdown, Supervisor};
use crate::secret::SecretString;
use crate::vault::{self, OwnToken};

pub use crate::runtime::ThreadSpec;
pub use jitter::random_seed;
pub use limiter::RateLimiter;
pub use pass::{
    KeyPlan, ListedPods, LiveIndex, LivePod, apply_backfill, backfill, live_index, owners,
    owners_in, plan_keys,
};
pub use schedule::{Decision, Grant, Key, Kind, Outcome, Scheduler};

// The unit tests' generator (crate::testutil) is this one.
#[cfg(test)]
pub(crate) use crate::renewer::jitter::SplitMix64;

/// Why the renewer cannot start.
#[derive(Debug)]
pub enum Error {
    /// The configuration lacks what the renewer needs (`POD_NAME`, `POD_NAMESPACE`, ...).
    Config(String),
    /// The Kubernetes client cannot be built.
    Kubernetes(k8s::Error),
    /// The Vault client cannot be built.
    Vault(vault::Error),
    /// A thread could not be started.
    Spawn(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Config(reason) => write!(f, "renewer configuration: {reason}"),
            Error::Kubernetes(e) => write!(f, "renewer kubernetes client: {e}"),
            Error::Vault(e) => write!(f, "renewer vault client: {e}"),
            Error::Spawn(name) => write!(f, "renewer thread {name} could not start"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Config(_) | Error::Spawn(_) => None,
            Error::Kubernetes(e) => Some(e),
            Error::Vault(e) => Some(e),
        }
    }
}

/// What the renewer takes from the configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// `vaultSecretName`.
    pub kv_mount: String,
    /// `vaultSecretPrefix`.
    pub kv_prefix: String,
    /// `injectorLabel`: pods labelled `<label>=true` are listed.
    pub injector_label: String,
    /// `syncTTLSecond`: time between two relists.
    pub sync_interval: Duration,
    /// `tokenTTL`: the token renewal increment.
    pub token_ttl: Duration,
    /// `renewer.leaseIncrement`: the lease renewal increment.
    pub lease_increment: Duration,
    /// `allowedEngines`: the database mounts an entry's lease may be under (empty: any).
    pub allowed_engines: Vec<String>,
    /// `vaultRateLimit`: Vault requests per second.
    pub vault_rate_limit: u32,
    /// `renewer.warmStandby`: a follower reads and checks the entries ahead of a takeover.
    pub warm_standby: bool,
}

impl Settings {
    /// The renewer's part of `config`.
    pub fn from_config(config: &Config) -> Settings {
        Settings {
            kv_mount: config.vault_secret_name.clone(),
            kv_prefix: config.vault_secret_prefix.clone(),
            injector_label: config.injector_label.clone(),
            sync_interval: config.sync_interval,
            token_ttl: config.token_ttl,
            lease_increment: config.renewer.lease_increment,
            vault_rate_limit: config.vault_rate_limit,
            allowed_engines: config.allowed_engines.clone(),
            warm_standby: config.renewer.warm_standby,
        }
    }

    pub(crate) fn label_selector(&self) -> String {
        format!("{}=true", self.injector_label)
    }
}

/// The renewer's own Vault token: [`OwnToken`] in the product (kubernetes login, renewed
/// and replaced as needed), a fixed token in tests and benchmarks.
pub trait TokenSource: Send + Sync {
    /// The current token.
    fn token(&self) -> Result<Arc<SecretString>, vault::Error>;
    /// A fresh token after Vault refused the current one (403).
    fn replace(&self) -> Result<Arc<SecretString>, vault::Error>;
    /// Keeps the token alive; returns when to call again.
    fn maintain(&self, now: Instant) -> Instant;
    /// Revokes the token (leadership lost or shutdown).
    fn release(&self);
}

impl TokenSource for OwnToken {
    fn token(&self) -> Result<Arc<SecretString>, vault::Error> {
        OwnToken::token(self)
    }

    fn replace(&self) -> Result<Arc<SecretString>, vault::Error> {
        OwnToken::replace(self)
    }

    fn maintain(&self, now: Instant) -> Instant {
        let later = now + Duration::from_secs(60);
        let metrics = crate::metrics::global();
        match OwnToken::maintain(self) {
            Ok(report) => {
                if report.logged_in {
                    metrics.connect_vault_count_success.inc();
                }
                report.next_due.map_or(later, |due| due.min(later))
            }
            Err(error) => {
                metrics.connect_vault_count_error.inc();
                crate::logger::warn(
                    "renewer: cannot log in to vault",
                    &[("error", &error.to_string())],
                );
                now + Duration::from_secs(5)
            }
        }
    }

    fn release(&self) {
        let failed = self.shutdown();
        if failed > 0 {
            crate::logger::warn(
                "renewer: own vault token not revoked",
                &[("count", &failed.to_string())],
            );
        }
    }
}

/// A token given from outside (tests, benchmarks, the soak run): never renewed or revoked.
pub struct FixedToken(pub Arc<SecretString>);

impl fmt::Debug for FixedToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("FixedToken(<redacted>)")
    }
}

impl TokenSource for FixedToken {
    fn token(&self) -> Result<Arc<SecretString>, vault::Error> {
        Ok(Arc::clone(&self.0))
    }

    fn replace(&self) -> Result<Arc<SecretString>, vault::Error> {
        Ok(Arc::clone(&self.0))
    }

    fn maintain(&self, now: Instant) -> Instant {
        now + Duration::from_secs(3600)
    }

    fn release(&self) {}
}

/// Everything the renewer's threads need, built from clients.
pub struct Parts {
    /// The Kubernetes client (pod lists; the election's Lease unless `election` is `None`).
    pub kube: Arc<k8s::Client>,
    /// The Vault client.
    pub vault: Arc<vault::Client>,
    /// The renewer's own Vault token.
    pub token: Arc<dyn TokenSource>,
    /// Settings.
    pub settings: Settings,
    /// The election to run. `None` starts no election thread: the scheduler then follows
    /// `leadership` as driven by an elector started elsewhere with the same handle.
    pub election: Option<ElectionConfig>,
    /// Whether this replica leads.
    pub leadership: Leadership,
    /// The scheduler's clock.
    pub clock: Arc<dyn Clock>,
}

impl fmt::Debug for Parts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Parts")
            .field("settings", &self.settings)
            .field("election", &self.election)
            .finish_non_exhaustive()
    }
}

/// Builds everything mode `renewer` runs and returns its threads (election and
/// scheduler). Nothing is contacted yet. The controller starts each with
/// `threads.spawn(&spec.name, true, spec.max_silence, spec.body)`, as for the revoker.
pub fn prepare(config: &Config, shutdown: &Shutdown) -> Result<Vec<ThreadSpec>, Error> {
    let env = &config.environment;
    let identity = env.pod_name.clone().ok_or_else(|| {
        Error::Config(
            "POD_NAME is not set: it is this replica's leader-election identity".to_owned(),
        )
    })?;
    let namespace = env.pod_namespace.clone().ok_or_else(|| {
        Error::Config("POD_NAMESPACE is not set: the election's Lease lives there".to_owned())
    })?;
    let kube = Arc::new(
        k8s::discover(&k8s::Discovery::from_config(config))
            .and_then(k8s::Client::new)
            .map_err(Error::Kubernetes)?,
    );
    // A retry's backoff ends at shutdown, so a stop never waits on a Vault that is failing.
    let vault = Arc::new(
        vault::Client::new(vault::ClientConfig::from_config(config))
            .map(|client| client.with_shutdown(shutdown.clone()))
            .map_err(Error::Vault)?,
    );
    let token: Arc<dyn TokenSource> = Arc::new(OwnToken::new(
        Arc::clone(&vault),
        limits::RENEWER_OWN_TOKEN_INCREMENT,
    ));
    let election = ElectionConfig {
        namespace,
        lease_name: config.leader_election.renewer_lease_name.clone(),
        identity,
        lease_duration: config.leader_election.lease_duration,
        renew_deadline: config.leader_election.renew_deadline,
        retry_period: config.leader_election.retry_period,
        mode: "renewer",
    };
    Ok(threads_with_rotation(
        Parts {
            kube,
            vault,
            token,
            settings: Settings::from_config(config),
            election: Some(election),
            leadership: Leadership::new(),
            clock: Arc::new(SystemClock),
        },
        crate::rotation::Settings::from_config(config),
    ))
}

/// Starts mode `renewer` on `supervisor` (critical threads: if one exits, the process
/// shuts down). The controller may prefer [`prepare`] to count its threads.
pub fn start(supervisor: &Supervisor, config: &Config) -> Result<(), Error> {
    start_parts(supervisor, prepare(config, supervisor.shutdown())?)
}

/// Starts `specs` on `supervisor`.
pub fn start_parts(supervisor: &Supervisor, specs: Vec<ThreadSpec>) -> Result<(), Error> {
    for spec in specs {
        let name = spec.name.clone();
        supervisor
            .spawn(&spec.name, true, spec.max_silence, spec.body)
            .map_err(|_| Error::Spawn(name))?;
    }
    Ok(())
}

/// The renewer's threads from clients already built (tests and benchmarks run the
/// renewer in process this way).
pub fn threads(parts: Parts) -> Vec<ThreadSpec> {
    threads_with_rotation(parts, crate::rotation::Settings::default())
}

/// [`threads`] with the rotation's settings: the rotation thread is one of the renewer's,
/// fed the cliffs its renewals reveal, and acts only while this replica leads.
pub fn threads_with_rotation(parts: Parts, rotation: crate::rotation::Settings) -> Vec<ThreadSpec> {
    let mut specs = Vec::new();
    if let Some(election) = parts.election.clone() {
        let lease_api: Arc<dyn crate::leadership::LeaseApi> = Arc::clone(&parts.kube) as _;
        let mut elector = Elector::new(
            lease_api,
            election,
            Arc::new(SystemClock),
            parts.leadership.clone(),
        );
        specs.push(ThreadSpec {
            name: "renewer-election".to_owned(),
            max_silence: Some(limits::LOOP_MAX_SILENCE),
            body: Box::new(move |ctx: Context| {
                crate::leadership::run(&mut elector, &ctx.shutdown, &ctx.heartbeat);
                Ok(())
            }),
        });
    }
    // Events about a pod's credentials (renewal failures, the expiry cliff) go through
    // their own bounded writer, so a slow apiserver never delays a renewal.
    let instance = parts
        .election
        .as_ref()
        .map_or_else(|| "renewer".to_owned(), |e| e.identity.clone());
    let (events, writer) = k8s::Recorder::new(&instance);
    let events_kube = Arc::clone(&parts.kube);
    specs.push(ThreadSpec {
        name: "renewer-events".to_owned(),
        max_silence: Some(limits::LOOP_MAX_SILENCE),
        body: Box::new(move |ctx: Context| {
            writer.run(&events_kube, &ctx.shutdown, &|| ctx.heartbeat.beat());
            Ok(())
        }),
    });
    let (rotator, cliffs) =
        crate::rotation::Rotator::new(rotation, events.clone(), parts.leadership.clone());
    let rotation_kube = Arc::clone(&parts.kube);
    specs.push(ThreadSpec {
        name: "renewer-rotation".to_owned(),
        max_silence: Some(limits::LOOP_MAX_SILENCE),
        body: Box::new(move |ctx: Context| {
            rotator.run(rotation_kube.as_ref(), &ctx.shutdown, &|| {
                ctx.heartbeat.beat()
            });
            Ok(())
        }),
    });
    specs.push(ThreadSpec {
        name: "renewer-scheduler".to_owned(),
        max_silence: Some(limits::LOOP_MAX_SILENCE),
        body: Box::new(move |ctx: Context| {
            run::Renewer::new(parts, events, cliffs).run(&ctx);
            Ok(())
        }),
    });
    specs
}
