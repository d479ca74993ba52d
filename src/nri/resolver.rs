//! Fetches a pod's credentials for the NRI plugin, as the pod's own identity, and caches
//! them on the node.
//!
//! Identity never comes from the runtime's request or from annotations alone: the pod is
//! read live from the API, its UID must equal the sandbox UID, and the namespace and
//! service account are the API's. Then, for each database whose placeholders the pod's
//! spec holds (a pod with none is refused before anything is issued):
//! - legacy auth (the original's flow E): the plugin's own login checks the role binding
//!   (`CanIGetRoles` for the pod's service account and namespace) and creates a pod token
//!   whose `meta` names the namespace, pod UID and KV key;
//! - projected auth (flow F): a TokenRequest bound to the pod logs in to Vault as the pod's
//!   service account, so Vault enforces the binding itself;
//! - the credentials are read with that token and recorded in KV **before** the answer (a
//!   failed write revokes what was issued and fails the fetch).
//!
//! The token, credentials and KV steps, and the verdict on a role binding, are the shared
//! ones of [`crate::issuance::credential`] (the admission path calls the same code); this
//! file keeps what is NRI's own: identity from the API, the KV key and its ownership, the
//! single flight and the cache.
//!
//! KV keys: the pod's `uuid` annotation gives one key per database. An existing entry under
//! that key must belong to this pod (namespace and UID); otherwise the fetch is refused and
//! the entry left alone, so a pod that copies another pod's placeholder and `uuid` cannot
//! take over its credentials. A re-fetch for the same pod (the cache was lost, a sandbox
//! came back) does not overwrite: it writes the next free generation `<uuid>.<n>`, so the
//! earlier credential, still used by running containers, stays recorded, renewed and
//! revoked with the pod (the Go original overwrote the entry and orphaned the old token).
//!
//! Fetches run on the resolver's own bounded worker pool, one flight per pod UID: callers
//! wait on the flight until their own deadline and answer an error if it passes, while the
//! fetch, once started, completes and fills the cache, so the kubelet's retry is a hit.

use std::collections::HashMap;
use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, bounded, select};
use k8s_openapi::api::core::v1::Pod;

use crate::issuance::credential::{self, Context, Flow, Holder, Step};
use crate::issuance::{self, Projected, Revoke};
use crate::k8s::annotations::{self, Request};
use crate::k8s::{self, BoundPod, TokenRequestParams};
use crate::limits;
use crate::logger;
use crate::nri::cache::{Cache, Entry, Source};
use crate::nri::substitute::{self, Slot};
use crate::placeholder::Mapping;
use crate::runtime::{Shutdown, Supervisor};
use crate::secret::SecretString;
use crate::vault::{self, KvStore, OwnToken};

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
    /// Projected service-account settings when `useProjectedSA`.
    pub projected: Option<Projected>,
    /// `defaultEngine`.
    pub default_engine: String,
    /// `allowedEngines`.
    pub allowed_engines: Vec<String>,
    /// `NODE_NAME`, recorded in KV entries.
    pub node_name: String,
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

/// Why a pod's credentials could not be fetched. Messages name the pod and what to do,
/// never a credential.
#[derive(Debug)]
pub enum Error {
    /// The API has no such pod.
    PodNotFound {
        /// The pod.
        pod: String,
    },
    /// The API server failed or refused the read or the TokenRequest.
    Apiserver {
        /// The pod.
        pod: String,
        /// The error.
        source: Box<k8s::Error>,
    },
    /// The API's pod has another UID than the sandbox.
    UidMismatch {
        /// The pod.
        pod: String,
    },
    /// Prewarm only: the pod is terminating or its containers already started.
    NotPrewarmable {
        /// The pod.
        pod: String,
        /// Why.
        why: &'static str,
    },
    /// The annotations cannot be used.
    Annotations {
        /// The pod.
        pod: String,
        /// The parser's error.
        source: annotations::Error,
    },
    /// The pod's spec holds no placeholder of its database annotations.
    NoPlaceholders {
        /// The pod.
        pod: String,
    },
    /// Projected auth needs a service account name.
    NoServiceAccount {
        /// The pod.
        pod: String,
    },
    /// The role binding refused the pod's service account or namespace.
    Denied {
        /// The pod.
        pod: String,
        /// The role.
        role: String,
        /// The cause.
        cause: &'static str,
    },
    /// A KV entry under the pod's uuid belongs to another pod.
    NotOwner {
        /// The pod.
        pod: String,
        /// The KV key.
        uuid: String,
    },
    /// Too many generations under one uuid.
    TooManyGenerations {
        /// The pod.
        pod: String,
        /// The KV key.
        uuid: String,
    },
    /// Vault failed or refused a call.
    Vault {
        /// The pod.
        pod: String,
        /// What was being done.
        step: &'static str,
        /// Vault's error.
        source: Box<vault::Error>,
    },
    /// Every fetch worker is busy and the queue is full.
    Busy,
    /// The fetch panicked (a bug); nothing it issued is left unrecorded in KV.
    Internal {
        /// The pod.
        pod: String,
    },
    /// The fetch did not finish before the caller's deadline (it goes on and fills the
    /// cache).
    Deadline {
        /// The pod.
        pod: String,
        /// How long the caller waited.
        waited: Duration,
    },
}

impl Error {
    /// The `reason` of `vdbi_nri_unwrap_failures_total` (the original's `fetch_error` for
    /// anything Vault or the API failed at).
    pub fn reason(&self) -> &'static str {
        match self {
            Error::UidMismatch { .. } => "uid_mismatch",
            Error::NotOwner { .. } => "not_owner",
            Error::NoPlaceholders { .. } => "empty_mapping",
            Error::Denied { .. } => "denied",
            Error::Annotations { .. } | Error::NoServiceAccount { .. } => "bad_annotations",
            Error::Busy => "busy",
            _ => "fetch_error",
        }
    }

    /// Whether this is a refusal (the pod is not entitled) rather than a failure.
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            Error::UidMismatch { .. }
                | Error::NotOwner { .. }
                | Error::NoPlaceholders { .. }
                | Error::Denied { .. }
                | Error::Annotations { .. }
                | Error::NoServiceAccount { .. }
                | Error::TooManyGenerations { .. }
                | Error::NotPrewarmable { .. }
        )
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::PodNotFound { pod } => write!(f, "pod {pod} not found in the API"),
            Error::Apiserver { pod, source } => write!(f, "pod {pod}: api server: {source}"),
            Error::UidMismatch { pod } => write!(
                f,
                "pod {pod}: the API's pod UID differs from the sandbox's; refusing to fetch credentials"
            ),
            Error::NotPrewarmable { pod, why } => write!(f, "pod {pod}: not prewarmed: {why}"),
            Error::Annotations { pod, source } => write!(f, "pod {pod}: {source}"),
            Error::NoPlaceholders { pod } => write!(
                f,
                "pod {pod}: no placeholder in the pod's env matches its database annotations; nothing was issued"
            ),
            Error::NoServiceAccount { pod } => write!(
                f,
                "pod {pod}: no service account name; refusing a TokenRequest in projected mode"
            ),
            Error::Denied { pod, role, cause } => {
                write!(f, "pod {pod}: vault role {role:?} denied: {cause}")
            }
            Error::NotOwner { pod, uuid } => write!(
                f,
                "pod {pod}: the kv entry {uuid} belongs to another pod; refusing (a copied uuid annotation?)"
            ),
            Error::TooManyGenerations { pod, uuid } => write!(
                f,
                "pod {pod}: kv entry {uuid} has too many generations; refusing to issue more"
            ),
            Error::Vault { pod, step, source } => write!(f, "pod {pod}: {step}: {source}"),
            Error::Busy => f.write_str("every credential fetch worker is busy"),
            Error::Internal { pod } => {
                write!(f, "pod {pod}: internal error in the credential fetch")
            }
            Error::Deadline { pod, waited } => write!(
                f,
                "pod {pod}: credential fetch not done after {}ms (it continues; the kubelet's retry will use it)",
                waited.as_millis()
            ),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Apiserver { source, .. } => Some(source.as_ref()),
            Error::Annotations { source, .. } => Some(source),
            Error::Vault { source, .. } => Some(source.as_ref()),
            _ => None,
        }
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
    /// revoked and the KV entries it wrote are deleted.
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
        let mut minted = Vec::new();
        let result = self.issue(pod, &plan, &mut minted);
        if result.is_err() {
            // Synchronous: the fetch answers only once it is done anyway.
            credential::revoke_now(&self.context(), minted, &pod.to_string());
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
            Some(projected) => {
                let params = TokenRequestParams {
                    namespace: pod.namespace.clone(),
                    service_account: plan.service_account.clone(),
                    audiences: projected.audiences.clone(),
                    expiration_seconds: projected.expiration_seconds,
                    bound_pod: Some(BoundPod {
                        name: pod.name.clone(),
                        uid: pod.uid.clone(),
                    }),
                    dry_run: false,
                };
                let token = self.k8s.request_token(&params).map_err(|source| {
                    issuance::count_token_request_error(&source);
                    Error::Apiserver {
                        pod: pod.to_string(),
                        source: Box::new(source),
                    }
                })?;
                Some(token.token)
            }
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
        let mut mapping = Mapping::new();
        for db in &plan.databases {
            let key = self.free_key(pod, &db.uuid)?;
            let request = credential::Request {
                key: &key,
                role: &db.role,
                mount: &plan.mount,
                deadline: None,
            };
            let issued = credential::issue(&self.context(), &holder, &flow, &request, minted)
                .map_err(|error| {
                    let (step, source) = match error {
                        credential::Error::Vault { step, source } => (step, source),
                        // The request has no deadline, so this does not happen; it is
                        // answered as a bug rather than with a panic.
                        credential::Error::Deadline => {
                            return Error::Internal {
                                pod: pod.to_string(),
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
                })?;
            if key != db.uuid {
                crate::metrics::global().nri_generations_total.inc();
                logger::info(
                    "nri: credentials issued again for a pod; the earlier generation is kept",
                    &[
                        ("namespace", &pod.namespace),
                        ("pod", &pod.name),
                        ("uuid", &key),
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

    /// The KV key to write for `base`: `base` itself if free, else the first free
    /// generation `<base>.<n>`; every existing entry on the way must belong to this pod.
    fn free_key(&self, pod: &PodRef, base: &str) -> Result<String, Error> {
        let own = self.own_token(pod)?;
        for generation in 0..=limits::NRI_GENERATIONS_MAX {
            let key = if generation == 0 {
                base.to_owned()
            } else {
                format!("{base}.{generation}")
            };
            let existing = self
                .kv
                .get(&self.vault, &own, &key)
                .map_err(self.vault_error(pod, "read the kv entry"))?;
            let Some(entry) = existing else {
                return Ok(key);
            };
            if entry.namespace != pod.namespace || entry.pod_uid != pod.uid {
                return Err(Error::NotOwner {
                    pod: pod.to_string(),
                    uuid: key,
                });
            }
        }
        Err(Error::TooManyGenerations {
            pod: pod.to_string(),
            uuid: base.to_owned(),
        })
    }
}

/// What a fetch will issue, decided from the API's pod before any Vault call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The pod's service account (from the API).
    pub service_account: String,
    /// The database secrets mount.
    pub mount: String,
    /// The databases whose placeholders the spec holds.
    pub databases: Vec<PlannedDb>,
}

/// One database of a [`Plan`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlannedDb {
    /// The role.
    pub role: String,
    /// The base KV key (the `uuid` annotation's item for this database).
    pub uuid: String,
    /// The placeholders to fill.
    pub slots: Vec<Slot>,
}

/// Checks the API's pod against the sandbox and decides what to issue (no IO): UID match,
/// prewarm eligibility, service account, annotations, placeholders.
pub fn plan(pod: &PodRef, api: &Pod, settings: &Settings, source: Source) -> Result<Plan, Error> {
    let name = pod.to_string();
    let meta = &api.metadata;
    if meta.uid.as_deref() != Some(pod.uid.as_str())
        || meta.namespace.as_deref() != Some(pod.namespace.as_str())
    {
        return Err(Error::UidMismatch { pod: name });
    }
    if source == Source::Prewarm {
        if meta.deletion_timestamp.is_some() {
            return Err(Error::NotPrewarmable {
                pod: name,
                why: "terminating",
            });
        }
        if started(api) {
            return Err(Error::NotPrewarmable {
                pod: name,
                why: "a container already started",
            });
        }
    }
    let spec = api.spec.as_ref();
    let service_account = spec
        .and_then(|s| s.service_account_name.clone())
        .filter(|s| !s.is_empty());
    let service_account = match (service_account, &settings.projected) {
        (Some(sa), _) => sa,
        (None, None) => "default".to_owned(),
        (None, Some(_)) => return Err(Error::NoServiceAccount { pod: name }),
    };
    let empty = std::collections::BTreeMap::new();
    let annotations_map = meta.annotations.as_ref().unwrap_or(&empty);
    let request = annotations::parse(
        annotations_map,
        &settings.default_engine,
        &settings.allowed_engines,
    )
    .map_err(|source| Error::Annotations {
        pod: name.clone(),
        source,
    })?;
    let Request::Databases { mount, databases } = request else {
        return Err(Error::NoPlaceholders { pod: name });
    };
    let env: Vec<(String, String)> = spec
        .map(|s| {
            s.init_containers
                .iter()
                .flatten()
                .chain(s.containers.iter())
                .flat_map(|c| c.env.iter().flatten())
                .filter_map(|e| e.value.as_ref().map(|v| (e.name.clone(), v.clone())))
                .collect()
        })
        .unwrap_or_default();
    let uuids = annotations::uuids(annotations_map);
    let mut planned = Vec::new();
    for (i, db) in databases.iter().enumerate() {
        let slots = substitute::slots(db, &env);
        if slots.is_empty() {
            continue;
        }
        // Without a uuid annotation (a pod admitted before NRI, or by hand), the key is
        // derived from the pod UID, as the original did.
        let uuid = match uuids.get(i) {
            Some(uuid) => (*uuid).to_owned(),
            None if i == 0 => pod.uid.clone(),
            None => format!("{}-{i}", pod.uid),
        };
        if vault::path::check_segment(&uuid).is_err() {
            return Err(Error::Annotations {
                pod: name,
                source: annotations::Error::NoDatabase,
            });
        }
        planned.push(PlannedDb {
            role: db.role.clone(),
            uuid,
            slots,
        });
    }
    if planned.is_empty() {
        return Err(Error::NoPlaceholders { pod: name });
    }
    Ok(Plan {
        service_account,
        mount,
        databases: planned,
    })
}

/// Whether any container (init or regular) of the pod has started: running or terminated,
/// or the pod past Pending.
fn started(api: &Pod) -> bool {
    let Some(status) = &api.status else {
        return false;
    };
    if status
        .phase
        .as_deref()
        .is_some_and(|p| !p.is_empty() && p != "Pending")
    {
        return true;
    }
    status
        .init_container_statuses
        .iter()
        .flatten()
        .chain(status.container_statuses.iter().flatten())
        .any(|c| {
            c.started == Some(true)
                || c.state
                    .as_ref()
                    .is_some_and(|s| s.running.is_some() || s.terminated.is_some())
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::placeholder::Placeholder;

    fn settings(projected: bool) -> Settings {
        Settings {
            auth_mount: "kubernetes".into(),
            token_ttl: Duration::from_secs(3600),
            token_role: None,
            kv_store_token: false,
            projected: projected.then(|| Projected {
                audiences: vec!["vault".into()],
                expiration_seconds: 600,
            }),
            default_engine: "databases".into(),
            allowed_engines: Vec::new(),
            node_name: "node-1".into(),
        }
    }

    fn pod_ref() -> PodRef {
        PodRef {
            namespace: "ns".into(),
            name: "app".into(),
            uid: "uid-1".into(),
        }
    }

    fn api_pod(uid: &str, env: &[(&str, &str)], extra: serde_json::Value) -> Pod {
        let env: Vec<_> = env
            .iter()
            .map(|(k, v)| serde_json::json!({"name": k, "value": v}))
            .collect();
        let mut pod = serde_json::json!({
            "metadata": {
                "name": "app", "namespace": "ns", "uid": uid,
                "annotations": {
                    "db-creds-injector.numberly.io/app.role": "app",
                    "db-creds-injector.numberly.io/app.env-key-dbuser": "DB_USER",
                    "db-creds-injector.numberly.io/app.env-key-dbpassword": "DB_PASSWORD",
                    "db-creds-injector.numberly.io/uuid": "u-1",
                }
            },
            "spec": {"serviceAccountName": "sa", "containers": [{"name": "c", "env": env}]},
        });
        if let (Some(obj), Some(extra)) = (pod.as_object_mut(), extra.as_object()) {
            for (k, v) in extra {
                obj.insert(k.clone(), v.clone());
            }
        }
        serde_json::from_value(pod).unwrap()
    }

    fn check(api: &Pod, source: Source, projected: bool, expect: Result<usize, &str>) {
        let got = plan(&pod_ref(), api, &settings(projected), source);
        match expect {
            Ok(slots) => {
                let plan = got.unwrap();
                assert_eq!(plan.databases.len(), 1);
                assert_eq!(plan.databases[0].slots.len(), slots);
                assert_eq!(plan.databases[0].uuid, "u-1");
                assert_eq!(plan.service_account, "sa");
            }
            Err(reason) => assert_eq!(got.unwrap_err().reason(), reason),
        }
    }

    #[test]
    fn plans() {
        let u = Placeholder::from_bytes(&[1; 32]);
        let p = Placeholder::from_bytes(&[2; 32]);
        let env = [("DB_USER", u.as_str()), ("DB_PASSWORD", p.as_str())];
        let none = serde_json::json!({});
        check(
            &api_pod("uid-1", &env, none.clone()),
            Source::Sync,
            false,
            Ok(2),
        );
        // Another UID: refused.
        check(
            &api_pod("uid-2", &env, none.clone()),
            Source::Sync,
            false,
            Err("uid_mismatch"),
        );
        // No matching placeholder: refused before anything is issued.
        check(
            &api_pod("uid-1", &[("OTHER", u.as_str())], none.clone()),
            Source::Sync,
            false,
            Err("empty_mapping"),
        );
        // Prewarm skips started and terminating pods, not pending ones.
        let running = serde_json::json!({"status": {"phase": "Running"}});
        check(
            &api_pod("uid-1", &env, running.clone()),
            Source::Sync,
            false,
            Ok(2),
        );
        check(
            &api_pod("uid-1", &env, running),
            Source::Prewarm,
            false,
            Err("fetch_error"),
        );
        let pending_init_running = serde_json::json!({"status": {"phase": "Pending",
            "initContainerStatuses": [{"name": "i", "image": "x", "imageID": "", "ready": false,
                "restartCount": 0, "state": {"running": {}}}]}});
        check(
            &api_pod("uid-1", &env, pending_init_running),
            Source::Prewarm,
            false,
            Err("fetch_error"),
        );
        let pending = serde_json::json!({"status": {"phase": "Pending"}});
        check(
            &api_pod("uid-1", &env, pending),
            Source::Prewarm,
            false,
            Ok(2),
        );
        // Projected auth needs a service account name.
        let mut no_sa = api_pod("uid-1", &env, none);
        no_sa.spec.as_mut().unwrap().service_account_name = None;
        assert_eq!(
            plan(&pod_ref(), &no_sa, &settings(true), Source::Sync)
                .unwrap_err()
                .reason(),
            "bad_annotations"
        );
        assert_eq!(
            plan(&pod_ref(), &no_sa, &settings(false), Source::Sync)
                .unwrap()
                .service_account,
            "default"
        );
    }
}
