//! Fetches a pod's credentials for the NRI plugin, as the pod's own identity, and caches
//! them on the node.
//!
//! Identity never comes from the runtime's request or from annotations alone: the pod is
//! read live from the API, its UID must equal the sandbox UID, it must be scheduled on
//! this plugin's node (`NODE_NAME`), and the namespace and service account are the API's.
//! Then, for each database whose placeholders the pod's spec holds (a pod with none is
//! refused before anything is issued):
//! - legacy auth (the original's flow E): the plugin's own login checks the role binding
//!   (`CanIGetRoles` for the pod's service account and namespace) and creates a pod token
//!   whose `meta` names the namespace, pod UID and KV key;
//! - projected auth: the pod's own Vault-audience token, which the kubelet of this node
//!   wrote into the pod's `vdbi-vault-token` volume (`resolver/identity.rs`), logs in to
//!   Vault as the pod's service account, so Vault enforces the binding itself; its
//!   `kubernetes.io` claims must name this pod (UID, namespace, service account). The
//!   plugin makes no TokenRequest: it holds no right to mint a token for anyone;
//! - the credentials are read with that token and recorded in KV **before** the answer (a
//!   failed write revokes what was issued and fails the fetch).
//!
//! The token, credentials and KV steps, and the verdict on a role binding, are the shared
//! ones of [`crate::issuance::credential`] (the admission path calls the same code); this
//! file keeps what is NRI's own: identity from the API, the KV key, the single flight and
//! the cache.
//!
//! KV keys: the pod's `uuid` annotation gives one key per database, written with `cas: 0`,
//! so an entry is never overwritten. The plugin's policy is `create` alone: it never reads
//! or deletes an entry, because its identity is on every node. When an entry already holds
//! the key (this pod's own, written before the node cache was lost, or another pod's that
//! copied the `uuid`), Vault refuses the write, the entry is left alone, and this pod's
//! credentials go under a fresh random key of its own: a copier can neither take over the
//! pod's credentials nor, by taking the key first (squatting), block them, and a re-fetch
//! keeps the earlier credential, still used by running containers, recorded, renewed and
//! revoked with the pod (the Go original overwrote the entry and orphaned the old token).
//!
//! Fetches run on the resolver's own bounded worker pool, one flight per pod UID: callers
//! wait on the flight until their own deadline and answer an error if it passes, while the
//! fetch, once started, completes and fills the cache, so the kubelet's retry is a hit.
//!
//! What a pod needs is decided first, without IO, in `resolver/plan.rs`; the error type is
//! `resolver/error.rs`.

mod error;
pub mod identity;
mod plan;

use std::collections::HashMap;
use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, bounded, select};

use crate::issuance::credential::{self, Context, Flow, Holder, Step};
use crate::issuance::{self, Projected, Revoke};
use crate::k8s::{self};
use crate::limits;
use crate::logger;
use crate::nri::cache::{Cache, Entry, Source};
use crate::nri::substitute::{self};
use crate::placeholder::Mapping;
use crate::runtime::{Shutdown, Supervisor};
use crate::secret::SecretString;
use crate::vault::{self, KvStore, OwnToken};

pub use crate::nri::resolver::error::Error;
pub use crate::nri::resolver::plan::{Plan, PlannedDb, plan};

/// The resolver's settings, from the configuration.
#[derive(Debug, Clone)]
pub struct Settings {
    /// `vaultAuthPath`: the kubernetes auth mount.
    pub auth_mount: String,
    /// `tokenTTL`: the period of pod tokens.
    pub token_ttl: Duration,
    /// `tokenRole`.
    pub token_role: Option<String>,
    /// `kvStoreToken`: also record the raw token in KV.
    pub kv_store_token: bool,
    /// Projected service-account settings when `useProjectedSA` (the plugin then logs in
    /// with the pod's token file; the audience and expiry are the volume's, set at
    /// admission).
    pub projected: Option<Projected>,
    /// `defaultEngine`.
    pub default_engine: String,
    /// `allowedEngines`.
    pub allowed_engines: Vec<String>,
    /// `NODE_NAME`, recorded in KV entries; when set, pods scheduled elsewhere are
    /// refused.
    pub node_name: String,
    /// `nri.kubeletRootDir`: where projected auth reads each pod's Vault-audience token.
    pub kubelet_root: PathBuf,
}

/// The pod a request is about, as the runtime names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PodRef {
    /// The sandbox's namespace.
    pub namespace: String,
    /// The sandbox's pod name.
    pub name: String,
    /// The sandbox's pod UID.
    pub uid: String,
}

impl fmt::Display for PodRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.namespace, self.name)
    }
}

/// The outcome shared by every caller of one flight.
type Outcome = Result<Arc<Entry>, Arc<Error>>;

struct Flight {
    outcome: Mutex<Option<Outcome>>,
    done: Condvar,
}

struct Job {
    pod: PodRef,
    source: Source,
    flight: Arc<Flight>,
}

/// The NRI resolver: clients, the plugin's own Vault login, the cache, the flights and the
/// fetch pool.
pub struct Resolver {
    vault: Arc<vault::Client>,
    k8s: Arc<k8s::Client>,
    own: Arc<OwnToken>,
    kv: KvStore,
    settings: Settings,
    /// The part of `settings` the shared issuing step reads.
    issuance: issuance::Settings,
    cache: Arc<Cache>,
    flights: Mutex<HashMap<String, Arc<Flight>>>,
    fetches: FetchCounts,
    jobs_tx: Sender<Job>,
    jobs_rx: Receiver<Job>,
}

impl fmt::Debug for Resolver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Resolver")
            .field("settings", &self.settings)
            .finish_non_exhaustive()
    }
}

impl Resolver {
    /// A resolver. `vault` logs in as the plugin with its configured role (`kubeRoleNri`,
    /// else `kubeRole`). Call [`Resolver::start`] before [`Resolver::resolve`].
    pub fn new(
        vault: Arc<vault::Client>,
        k8s: Arc<k8s::Client>,
        kv: KvStore,
        settings: Settings,
        cache: Arc<Cache>,
    ) -> Resolver {
        let own = Arc::new(OwnToken::new(
            Arc::clone(&vault),
            Duration::from_secs(86_400),
        ));
        let (jobs_tx, jobs_rx) = bounded(limits::NRI_FETCH_QUEUE);
        let issuance = issuance::Settings {
            auth_mount: settings.auth_mount.clone(),
            token_ttl: settings.token_ttl,
            token_role: settings.token_role.clone(),
            kv_store_token: settings.kv_store_token,
            projected: settings.projected.clone(),
        };
        Resolver {
            vault,
            k8s,
            own,
            kv,
            settings,
            issuance,
            cache,
            flights: Mutex::new(HashMap::new()),
            fetches: FetchCounts::default(),
            jobs_tx,
            jobs_rx,
        }
    }

    /// The cache this resolver fills.
    pub fn cache(&self) -> &Arc<Cache> {
        &self.cache
    }

    /// Starts the fetch workers `nri-fetch-<n>` and `nri-vault-login` (keeps the plugin's
    /// own login fresh, revokes it at shutdown).
    pub fn start(self: &Arc<Self>, supervisor: &Supervisor) -> std::io::Result<()> {
        supervisor.spawn_pool(
            "nri-fetch",
            limits::NRI_FETCH_WORKERS,
            true,
            self,
            Resolver::work_loop,
        )?;
        let me = Arc::clone(self);
        supervisor.spawn(
            "nri-vault-login",
            true,
            Some(limits::LOOP_MAX_SILENCE),
            move |ctx| {
                let mut next = Instant::now();
                loop {
                    ctx.heartbeat.beat();
                    if Instant::now() >= next {
                        next = issuance::maintain_own_login(&me.own);
                    }
                    if ctx.shutdown.wait_timeout(Duration::from_secs(1)) {
                        me.own.shutdown();
                        return Ok(());
                    }
                }
            },
        )
    }

    /// The pod's mapping: from the cache, else from the flight for its UID (joining one in
    /// progress), waiting until `deadline` at most.
    pub fn resolve(&self, pod: &PodRef, source: Source, deadline: Instant) -> Outcome {
        let metrics = crate::metrics::global();
        if let Some(entry) = self.cache.get(&pod.uid) {
            metrics
                .nri_cache_hit_total
                .with(&[entry.source.as_str()])
                .inc();
            return Ok(entry);
        }
        let flight = {
            let mut flights = self.flights.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(flight) = flights.get(&pod.uid) {
                metrics.nri_resolve_duplicate_total.inc();
                Arc::clone(flight)
            } else {
                // Re-checked under the lock: a flight that just ended filled the cache
                // before leaving the map.
                if let Some(entry) = self.cache.get(&pod.uid) {
                    metrics
                        .nri_cache_hit_total
                        .with(&[entry.source.as_str()])
                        .inc();
                    return Ok(entry);
                }
                let flight = Arc::new(Flight {
                    outcome: Mutex::new(None),
                    done: Condvar::new(),
                });
                let job = Job {
                    pod: pod.clone(),
                    source,
                    flight: Arc::clone(&flight),
                };
                if self.jobs_tx.try_send(job).is_err() {
                    return Err(Arc::new(Error::Busy));
                }
                flights.insert(pod.uid.clone(), Arc::clone(&flight));
                flight
            }
        };
        let started = Instant::now();
        let mut outcome = flight
            .outcome
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        loop {
            if let Some(result) = outcome.as_ref() {
                return result.clone();
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(Arc::new(Error::Deadline {
                    pod: pod.to_string(),
                    waited: now.saturating_duration_since(started),
                }));
            }
            outcome = flight
                .done
                .wait_timeout(outcome, deadline.saturating_duration_since(now))
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }

    fn work_loop(&self, shutdown: &Shutdown) {
        loop {
            select! {
                recv(shutdown.receiver()) -> _ => return,
                recv(self.jobs_rx) -> job => {
                    let Ok(job) = job else { return };
                    self.serve(job);
                }
            }
        }
    }

    fn serve(&self, job: Job) {
        let metrics = crate::metrics::global();
        // A panic in a fetch answers its flight with an error instead of leaving it
        // pending forever (every later request for the pod would join it).
        let fetched = catch_unwind(AssertUnwindSafe(|| self.fetch(&job.pod, job.source)))
            .unwrap_or_else(|_| {
                Err(Error::Internal {
                    pod: job.pod.to_string(),
                })
            });
        let result = match fetched {
            Ok(mapping) => {
                metrics.nri_fetch_total.with(&["success"]).inc();
                let (entry, written) = self.cache.insert(&job.pod.uid, mapping, job.source);
                if let Err(error) = written {
                    logger::warn(
                        "nri cache file not written",
                        &[("error", &error.to_string())],
                    );
                }
                Ok(entry)
            }
            Err(error) => {
                let result = if error.is_refusal() {
                    "refused"
                } else {
                    "error"
                };
                metrics.nri_fetch_total.with(&[result]).inc();
                logger::warn(
                    "nri credential fetch failed",
                    &[
                        ("namespace", &job.pod.namespace),
                        ("pod", &job.pod.name),
                        ("reason", error.reason()),
                        ("error", &error.to_string()),
                    ],
                );
                Err(Arc::new(error))
            }
        };
        *job.flight
            .outcome
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(result);
        job.flight.done.notify_all();
        self.flights
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&job.pod.uid);
    }

    fn vault_error(&self, pod: &PodRef, step: &'static str) -> impl FnOnce(vault::Error) -> Error {
        let pod = pod.to_string();
        move |source| Error::Vault {
            pod,
            step,
            source: Box::new(source),
        }
    }

    fn own_token(&self, pod: &PodRef) -> Result<Arc<SecretString>, Error> {
        self.own
            .token()
            .map_err(self.vault_error(pod, "log in as the plugin"))
    }

    /// The whole fetch for one pod (see the module doc). On error, everything it issued is
    /// revoked. Entries are written only once every database's credentials are obtained;
    /// one written before a later write failed stays, its token gone (the plugin may not
    /// delete entries): the renewer refuses it (`token_gone`) and the revoker deletes it
    /// with the pod's other entries when the pod goes.
    pub fn fetch(&self, pod: &PodRef, source: Source) -> Result<Mapping, Error> {
        let api = match self.k8s.get_pod(&pod.namespace, &pod.name) {
            Ok(api) => api,
            Err(e) if e.is_not_found() => {
                return Err(Error::PodNotFound {
                    pod: pod.to_string(),
                });
            }
            Err(source) => {
                return Err(Error::Apiserver {
                    pod: pod.to_string(),
                    source: Box::new(source),
                });
            }
        };
        let plan = plan(pod, &api, &self.settings, source)?;
        if self.fetches.exhausted(&pod.uid) {
            return Err(Error::TooManyGenerations {
                pod: pod.to_string(),
            });
        }
        let mut minted = Vec::new();
        let result = self.issue(pod, &plan, &mut minted);
        match &result {
            Ok(_) => self.fetches.count(&pod.uid),
            // Synchronous: the fetch answers only once it is done anyway.
            Err(_) => credential::revoke_now(&self.context(), minted, &pod.to_string()),
        }
        result
    }

    /// The shared per-credential step's view of this resolver.
    fn context(&self) -> Context<'_> {
        Context {
            vault: &self.vault,
            kv: &self.kv,
            own: &self.own,
            settings: &self.issuance,
        }
    }

    fn issue(&self, pod: &PodRef, plan: &Plan, minted: &mut Vec<Revoke>) -> Result<Mapping, Error> {
        let jwt = match &self.settings.projected {
            None => {
                // Every role is checked before anything is issued.
                let own = self.own_token(pod)?;
                for db in &plan.databases {
                    let decision = self
                        .vault
                        .can_i_get_role(
                            &own,
                            &self.settings.auth_mount,
                            &db.role,
                            &plan.service_account,
                            &pod.namespace,
                        )
                        .map_err(self.vault_error(pod, "read the role"))?;
                    credential::authorised(
                        decision,
                        &db.role,
                        &plan.service_account,
                        &pod.namespace,
                    )
                    .map_err(|cause| Error::Denied {
                        pod: pod.to_string(),
                        role: db.role.clone(),
                        cause: cause.as_str(),
                    })?;
                }
                None
            }
            Some(_) => Some(self.pod_token(pod, plan)?),
        };
        let flow = match &jwt {
            None => Flow::OwnToken,
            Some(jwt) => Flow::Projected {
                jwt,
                after_login: None,
            },
        };
        let holder = Holder {
            namespace: &pod.namespace,
            service_account: &plan.service_account,
            pod_name: &pod.name,
            pod_uid: Some(&pod.uid),
            node_name: &self.settings.node_name,
            admission_uid: "",
        };
        let fresh: Vec<String> = plan
            .databases
            .iter()
            .map(|_| self.fresh_key(pod))
            .collect::<Result<_, _>>()?;
        let requests: Vec<credential::Request<'_>> = plan
            .databases
            .iter()
            .zip(&fresh)
            .map(|(db, fresh)| credential::Request {
                key: &db.uuid,
                fallback_key: Some(fresh),
                role: &db.role,
                mount: &plan.mount,
                deadline: None,
            })
            .collect();
        // One list per database, so that each record finds its own token last; all of
        // them are the caller's to revoke if the fetch fails.
        let mut per_db: Vec<Vec<Revoke>> = requests.iter().map(|_| Vec::new()).collect();
        let issued = self.issue_all(pod, &holder, &flow, &requests, &mut per_db);
        minted.extend(per_db.into_iter().flatten());
        let mut mapping = Mapping::new();
        for (db, issued) in plan.databases.iter().zip(issued?) {
            if issued.uuid != db.uuid {
                // Counted once the whole fetch stands (a fetch that fails revokes all).
                crate::metrics::global().nri_generations_total.inc();
                logger::info(
                    "nri: the pod's uuid key is held by an existing kv entry (this pod's from before the node cache was lost, or another pod's copy of the uuid); this pod's credentials go under a fresh key of its own",
                    &[
                        ("namespace", &pod.namespace),
                        ("pod", &pod.name),
                        ("uuid", &db.uuid),
                        ("fresh", &issued.uuid),
                    ],
                );
            }
            mapping.extend(substitute::mapping_for(
                &db.slots,
                &issued.username,
                &issued.password,
            ));
        }
        Ok(mapping)
    }

    /// Every database's credential: first each one's token and credentials, then each
    /// one's KV entry, so that a refusal for one (a role the pod's service account is not
    /// bound to, which projected auth learns at the login) leaves no entry behind for the
    /// others: the plugin may not delete one.
    ///
    /// Each entry goes under the pod's uuid `request.key`, or under a fresh key of the
    /// pod's when an entry already holds that key. The plugin does not read KV entries:
    /// its identity is on every node, and reading would let root on any node read every
    /// pod's entry (with `kvStoreToken`, or for an entry of the Go original, the pod's
    /// Vault token). So it cannot tell whose entry holds the key, and need not: whether it
    /// is this pod's from a fetch before the node cache was lost, or another pod's that
    /// copied the `uuid` annotation (KV keys are global, and the annotation is readable by
    /// anyone who can read pods), the entry is left alone and this pod's credential goes
    /// under a key only it can have, `<pod uid>-r<16 hex>`, which the renewer and the
    /// revoker find as the pod's like its other keys (`podkeys`). Squatting a uuid costs
    /// the squatter only.
    fn issue_all(
        &self,
        pod: &PodRef,
        holder: &Holder<'_>,
        flow: &Flow<'_>,
        requests: &[credential::Request<'_>],
        per_db: &mut [Vec<Revoke>],
    ) -> Result<Vec<issuance::Issued>, Error> {
        let ctx = self.context();
        let mut obtained = Vec::with_capacity(requests.len());
        for (request, minted) in requests.iter().zip(per_db.iter_mut()) {
            let credential = credential::obtain(&ctx, holder, flow, request, minted)
                .map_err(|error| self.issue_error(pod, request.role, error))?;
            obtained.push(credential);
        }
        let mut issued = Vec::with_capacity(requests.len());
        for ((request, minted), credential) in requests.iter().zip(per_db).zip(obtained) {
            let recorded = match credential::record_obtained(
                &ctx, holder, flow, request, credential, minted,
            ) {
                // A legacy pod token's `meta` names its key, so its entry cannot move:
                // that credential is undone and the pod's is issued again for the
                // fresh key.
                Err(credential::Error::Vault {
                    step: Step::Record,
                    source,
                }) if matches!(flow, Flow::OwnToken) && credential::held(&source) => {
                    let undone = std::mem::take(minted);
                    credential::revoke_now(&ctx, undone, &pod.to_string());
                    let again = credential::Request {
                        key: request.fallback_key.unwrap_or(request.key),
                        fallback_key: None,
                        ..*request
                    };
                    credential::issue(&ctx, holder, flow, &again, minted)
                }
                other => other,
            }
            .map_err(|error| self.issue_error(pod, request.role, error))?;
            issued.push(recorded);
        }
        Ok(issued)
    }

    /// The resolver's error for a failed [`credential::issue`].
    fn issue_error(&self, pod: &PodRef, role: &str, error: credential::Error) -> Error {
        let (step, source) = match error {
            credential::Error::Vault { step, source } => (step, source),
            // The request has no deadline, so this does not happen; it is answered as a
            // bug rather than with a panic.
            credential::Error::Deadline => {
                return Error::Internal {
                    pod: pod.to_string(),
                };
            }
            credential::Error::BatchToken => {
                return Error::BatchToken {
                    pod: pod.to_string(),
                    role: role.to_owned(),
                };
            }
        };
        let step = match step {
            Step::OwnLogin => "log in as the plugin",
            Step::Record => "record the credentials in kv",
            other => other.as_str(),
        };
        Error::Vault {
            pod: pod.to_string(),
            step,
            source,
        }
    }

    /// The pod's own Vault-audience token from the kubelet's directory for it, once its
    /// claims are checked against the pod (the API's namespace and service account, the
    /// sandbox's UID). Each refusal is logged with its cause; the caller counts it.
    fn pod_token(&self, pod: &PodRef, plan: &Plan) -> Result<SecretString, Error> {
        let expected = identity::Expected {
            namespace: &pod.namespace,
            service_account: &plan.service_account,
            pod_uid: &pod.uid,
        };
        let checked =
            identity::read_token(&self.settings.kubelet_root, &pod.uid).and_then(|token| {
                let claims = identity::claims(&token)?;
                identity::check(&claims, &expected, unix_now())?;
                Ok(token)
            });
        checked.map_err(|source| {
            let error = Error::from_identity(pod.to_string(), source);
            logger::warn(
                "nri: refused the pod's token file; nothing was issued",
                &[
                    ("namespace", &pod.namespace),
                    ("pod", &pod.name),
                    ("reason", error.reason()),
                    ("error", &error.to_string()),
                ],
            );
            error
        })
    }

    /// A fresh key of the pod's, `<pod uid>-r<16 hex>`: random, so that no other pod can
    /// take it first.
    fn fresh_key(&self, pod: &PodRef) -> Result<String, Error> {
        let mut bytes = [0u8; 8];
        ring::rand::SecureRandom::fill(&ring::rand::SystemRandom::new(), &mut bytes).map_err(
            |_| Error::Internal {
                pod: pod.to_string(),
            },
        )?;
        Ok(crate::podkeys::fresh_key(
            &pod.uid,
            u64::from_be_bytes(bytes),
        ))
    }
}

/// How many times this process fetched each pod's credentials successfully: every fetch
/// after the first issues the pod new credentials (the earlier ones stay recorded under
/// their keys, alive while the pod lives), so fetches that loop are stopped here, since the
/// plugin cannot count a pod's entries (it does not read KV). Failed fetches are not
/// counted: they leave nothing alive, and the kubelet retries them for as long as Vault is
/// down.
#[derive(Debug, Default)]
struct FetchCounts(Mutex<HashMap<String, u32>>);

impl FetchCounts {
    /// Whether `uid` had its `1 + limits::NRI_GENERATIONS_MAX` fetches already.
    fn exhausted(&self, uid: &str) -> bool {
        let counts = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        counts
            .get(uid)
            .is_some_and(|n| *n > limits::NRI_GENERATIONS_MAX)
    }

    /// Counts a successful fetch for `uid`.
    fn count(&self, uid: &str) {
        let mut counts = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if counts.len() >= limits::NRI_FETCH_COUNTS_MAX && !counts.contains_key(uid) {
            counts.clear();
        }
        let count = counts.entry(uid.to_owned()).or_insert(0);
        *count = count.saturating_add(1);
    }
}

/// Seconds since the Unix epoch; a clock before it reads as the far future, so that every
/// token is then expired (fail closed) rather than none.
fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(u64::MAX, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pod_is_fetched_a_bounded_number_of_times() {
        let counts = FetchCounts::default();
        for _ in 0..=limits::NRI_GENERATIONS_MAX {
            assert!(!counts.exhausted("u1"));
            counts.count("u1");
        }
        assert!(counts.exhausted("u1"), "the fetch that loops is refused");
        assert!(!counts.exhausted("u2"), "another pod is counted apart");
    }

    #[test]
    fn the_counts_are_bounded() {
        let counts = FetchCounts::default();
        for _ in 0..=limits::NRI_GENERATIONS_MAX {
            counts.count("looping");
        }
        assert!(counts.exhausted("looping"));
        for i in 0..limits::NRI_FETCH_COUNTS_MAX {
            counts.count(&format!("pod-{i}"));
        }
        let held = counts.0.lock().unwrap().len();
        assert!(held <= limits::NRI_FETCH_COUNTS_MAX, "{held}");
        assert!(!counts.exhausted("looping"), "the counts started again");
    }
}
