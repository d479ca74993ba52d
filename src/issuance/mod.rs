//! The issuing sequence shared by the webhook and the NRI resolver: login → authorise →
//! token → credentials → KV → cleanup.
//!
//! Every step that mints something (a pod token, a database user, a KV entry) is recorded
//! as it happens, so that whatever goes wrong afterwards (a later database refused, the KV
//! write failed, the admission deadline passed) revokes exactly what this call issued. The
//! revocations go through a bounded, retried background queue ([`Cleanup`]), so a denial is
//! answered at once even while Vault is slow.
//!
//! The per-credential step (pod token, credentials, KV entry) and the authorisation verdict
//! live in [`credential`], which the NRI resolver calls too; this file is the admission's
//! side of them: fresh uuids, the role cache, the deadline-bound pool and the queue.
//!
//! Round trips per credential, legacy delivery and auth: the injector's own login is kept
//! (renewed near expiry by the cleanup thread's maintenance), `CanIGetRoles` answers are
//! cached for a few seconds, so a credential costs a token creation, a creds read and a KV
//! write: three calls where the original made five (see `docs/performance.md`).
//!
//! The admission deadline is enforced by handing each job to a worker pool and waiting on
//! it with a timeout ([`Issuer::issue`]): if the deadline passes, the caller answers a
//! denial immediately, and the worker, when its current call returns, stops and queues the
//! revocation of everything it had issued.

pub mod budget;
pub mod credential;

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, TrySendError, after, bounded, select};
use ring::rand::{SecureRandom, SystemRandom};

use crate::issuance::credential::{Context, Flow, Holder, Step};
use crate::k8s::{self, BoundPod, TokenRequestParams};
use crate::limits;
use crate::logger;
use crate::runtime::{Shutdown, Supervisor};
use crate::secret::SecretString;
use crate::vault::{self, AuthMode, Decision, DenyCause, KvStore, OwnToken};

/// The settings of the sequence.
#[derive(Debug, Clone)]
pub struct Settings {
    /// `vaultAuthPath`: the kubernetes auth mount.
    pub auth_mount: String,
    /// `tokenTTL`: the period of pod tokens.
    pub token_ttl: Duration,
    /// `tokenRole`.
    pub token_role: Option<String>,
    /// `kvStoreToken`.
    pub kv_store_token: bool,
    /// `tokenRequestAudiences`, when `useProjectedSA` (else `None`).
    pub projected: Option<Projected>,
}

impl Settings {
    /// The settings the configuration asks for.
    pub fn from_config(config: &crate::config::Config) -> Settings {
        Settings {
            auth_mount: config.vault_auth_path.clone(),
            token_ttl: config.token_ttl,
            token_role: config.token_role.clone(),
            kv_store_token: config.kv_store_token,
            projected: config.use_projected_sa.then(|| Projected {
                audiences: config.token_request_audiences.clone(),
                expiration_seconds: config.token_request_expiration_seconds,
            }),
        }
    }
}

/// Projected service-account settings.
#[derive(Debug, Clone)]
pub struct Projected {
    /// `tokenRequestAudiences`.
    pub audiences: Vec<String>,
    /// `tokenRequestExpirationSeconds`.
    pub expiration_seconds: i64,
}

/// What to issue for one pod.
#[derive(Debug, Clone)]
pub struct Job {
    /// The pod's namespace.
    pub namespace: String,
    /// The pod's service account.
    pub service_account: String,
    /// The pod's name and UID, when the object already has both (binds the TokenRequest).
    pub bound_pod: Option<BoundPod>,
    /// The AdmissionReview `request.uid`, recorded in each KV entry.
    pub admission_uid: String,
    /// The database secrets mount.
    pub mount: String,
    /// The roles, one per database group, in order.
    pub roles: Vec<String>,
    /// `false` for NRI delivery: authorise only, nothing is issued (the plugin issues).
    pub issue_credentials: bool,
    /// Dry run: authorise only, with no side effect.
    pub dry_run: bool,
    /// The log correlation id.
    pub context_id: String,
    /// The uuids of the pod's `uuid` annotation (legacy delivery): if their KV entries
    /// record this very admission (`AdmissionUID`, namespace), this is a reinvocation,
    /// possibly on another replica, and nothing is issued.
    pub claimed_uuids: Vec<String>,
}

/// What an issuance produced.
#[derive(Debug, Default)]
pub struct Outcome {
    /// The credentials issued (empty for NRI delivery and dry runs).
    pub issued: Vec<Issued>,
    /// The pod's uuids were issued by this same admission already (a reinvocation).
    pub already_issued: bool,
}

/// One issued credential.
pub struct Issued {
    /// The KV key.
    pub uuid: String,
    /// The role.
    pub role: String,
    /// The database user.
    pub username: String,
    /// The password.
    pub password: SecretString,
    /// The lease id.
    pub lease_id: String,
    /// The pod token that holds the lease (revoking it drops the database user).
    pub token: SecretString,
}

impl fmt::Debug for Issued {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Issued")
            .field("uuid", &self.uuid)
            .field("role", &self.role)
            .field("username", &self.username)
            .field("lease_id", &self.lease_id)
            .finish_non_exhaustive()
    }
}

/// What went wrong, in terms of what the user (or operator) must do.
#[derive(Debug)]
pub enum Error {
    /// `CanIGetRoles` said no.
    Denied {
        /// The role.
        role: String,
        /// Why.
        cause: DenyCause,
        /// The service account.
        service_account: String,
        /// The namespace.
        namespace: String,
    },
    /// Vault refused a call (4xx other than "unavailable").
    VaultRefused {
        /// The role at hand.
        role: String,
        /// What was being done.
        step: &'static str,
        /// Vault's error.
        source: Box<vault::Error>,
    },
    /// Vault was unreachable, sealed, overloaded or too slow.
    VaultUnavailable {
        /// What was being done.
        step: &'static str,
        /// Vault's error.
        source: Box<vault::Error>,
    },
    /// The apiserver refused the TokenRequest.
    TokenRequestRefused {
        /// The service account.
        service_account: String,
        /// The apiserver's error.
        source: Box<k8s::Error>,
    },
    /// The apiserver was unreachable or too slow.
    ApiserverUnavailable {
        /// The apiserver's error.
        source: Box<k8s::Error>,
    },
    /// The KV entry could not be written (everything issued was revoked).
    KvWrite {
        /// Vault's error.
        source: Box<vault::Error>,
    },
    /// The admission deadline passed.
    Deadline {
        /// The deadline's length.
        timeout: Duration,
    },
    /// Every worker is busy and the queue is full.
    Busy,
    /// The role's tokens are batch tokens, which cannot be renewed or revoked.
    BatchToken {
        /// The role.
        role: String,
    },
    /// The random source failed.
    Random,
    /// The shared budget of upstream calls for namespaces not yet known is spent
    /// ([`budget`]): nothing was asked of Vault or the apiserver.
    UnknownNamespaceLimited {
        /// The namespace.
        namespace: String,
    },
}

impl Error {
    /// The AdmissionReview status code: 403 authorisation, 503 availability.
    pub fn code(&self) -> u16 {
        match self {
            Error::Denied { .. }
            | Error::VaultRefused { .. }
            | Error::TokenRequestRefused { .. }
            | Error::BatchToken { .. } => 403,
            Error::UnknownNamespaceLimited { .. } => 429,
            _ => 503,
        }
    }

    /// The `reason` of `vdbi_admission_denied_total`.
    pub fn reason(&self) -> &'static str {
        match self {
            Error::Denied { .. } => "not_authorised",
            Error::VaultRefused { .. } => "vault_refused",
            Error::VaultUnavailable { .. } => "vault_unavailable",
            Error::TokenRequestRefused { .. } => "apiserver_refused",
            Error::ApiserverUnavailable { .. } => "apiserver_unavailable",
            Error::KvWrite { .. } => "kv_write",
            Error::Deadline { .. } => "deadline",
            Error::Busy => "busy",
            Error::BatchToken { .. } => "batch_token",
            Error::Random => "internal",
            Error::UnknownNamespaceLimited { .. } => "unknown_namespace_limited",
        }
    }

    /// The message for the user: what to fix, in our words. Vault's and the apiserver's
    /// raw text is left to the log ([`Error::detail`]).
    pub fn user_message(&self) -> String {
        match self {
            Error::Denied {
                role,
                cause,
                service_account,
                namespace,
            } => match cause {
                DenyCause::RoleNotFound => format!(
                    "Vault has no role {role:?}: check the role annotation, or ask the Vault administrators to create the role"
                ),
                DenyCause::RoleNotInAssumeRole => format!(
                    "Vault role {role:?} does not list the policy {role:?} in its token_policies: ask the Vault administrators to add it"
                ),
                DenyCause::ServiceAccountNameNotInRole => format!(
                    "service account {service_account:?} is not bound to Vault role {role:?}: run the pod as a service account listed in the role's bound_service_account_names, or ask for {service_account:?} to be added"
                ),
                DenyCause::NamespaceNotInRole => format!(
                    "namespace {namespace:?} is not bound to Vault role {role:?}: ask the Vault administrators to add it to the role's bound_service_account_namespaces"
                ),
            },
            Error::VaultRefused { role, step, .. } => format!(
                "Vault refused to {step} for role {role:?}: check that the role exists and that this pod's service account and namespace are bound to it (the injector's log has Vault's answer)"
            ),
            Error::VaultUnavailable { step, .. } => format!(
                "Vault is unavailable or too slow (while trying to {step}); nothing was issued, retry the pod creation later"
            ),
            Error::TokenRequestRefused {
                service_account, ..
            } => format!(
                "the API server refused a token for service account {service_account:?}: check that it exists in this namespace and that the injector may create its tokens"
            ),
            Error::ApiserverUnavailable { .. } => {
                "the API server did not answer the injector's token request; retry the pod creation later".to_owned()
            }
            Error::KvWrite { .. } => {
                "the injector could not record the credentials in Vault, so it revoked them; retry the pod creation later".to_owned()
            }
            Error::Deadline { timeout } => format!(
                "Vault or the API server did not answer within the admission deadline ({}s); anything issued is being revoked, retry the pod creation later",
                timeout.as_secs_f64()
            ),
            Error::Busy => {
                "the injector is busy; retry the pod creation".to_owned()
            }
            Error::BatchToken { role } => format!(
                "Vault role {role:?} issues batch tokens, which can be neither renewed nor revoked, so the credentials would outlive the pod: ask the Vault administrators to set token_type=service on the role (nothing was issued)"
            ),
            Error::Random => "the injector could not generate an identifier; retry".to_owned(),
            Error::UnknownNamespaceLimited { namespace } => format!(
                "the injector has not served namespace {namespace:?} yet and is holding back Vault and API server calls for such namespaces (too many reviews from unknown namespaces, possibly forged); retry the pod creation in a minute"
            ),
        }
    }

    /// The upstream error for the log (never shown to the user).
    pub fn detail(&self) -> String {
        match self {
            Error::VaultRefused { source, .. }
            | Error::VaultUnavailable { source, .. }
            | Error::KvWrite { source } => source.to_string(),
            Error::TokenRequestRefused { source, .. } | Error::ApiserverUnavailable { source } => {
                source.to_string()
            }
            other => other.user_message(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.user_message())
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::VaultRefused { source, .. }
            | Error::VaultUnavailable { source, .. }
            | Error::KvWrite { source } => Some(source),
            Error::TokenRequestRefused { source, .. } | Error::ApiserverUnavailable { source } => {
                Some(source)
            }
            _ => None,
        }
    }
}

fn vault_error(step: &'static str, role: &str, source: vault::Error) -> Error {
    if source.is_unavailable()
        || source.status().is_none() && !matches!(source, vault::Error::InvalidName { .. })
    {
        Error::VaultUnavailable {
            step,
            source: Box::new(source),
        }
    } else {
        Error::VaultRefused {
            role: role.to_owned(),
            step,
            source: Box::new(source),
        }
    }
}

/// Counts a refused or failed TokenRequest in `vdbi_token_request_errors_total{reason}`
/// (both the admission path and the NRI resolver ask for pod tokens).
pub fn count_token_request_error(source: &k8s::Error) {
    let reason = match source.status() {
        Some(403) => "rbac_denied",
        Some(404) => "sa_not_found",
        Some(401) => "unauthorized",
        _ => "other",
    };
    crate::metrics::global()
        .token_request_errors_total
        .with(&[reason])
        .inc();
}

fn k8s_error(service_account: &str, source: k8s::Error) -> Error {
    count_token_request_error(&source);
    match source.status() {
        Some(400..=499) => Error::TokenRequestRefused {
            service_account: service_account.to_owned(),
            source: Box::new(source),
        },
        _ => Error::ApiserverUnavailable {
            source: Box::new(source),
        },
    }
}

/// The login step, for a caller's own login (the injector's or the plugin's): renews or
/// replaces it when due and revokes replaced ones; returns when to call again (at most
/// 30 s away, 5 s after a failure).
pub fn maintain_own_login(own: &OwnToken) -> Instant {
    let now = Instant::now();
    match own.maintain() {
        Ok(report) => report
            .next_due
            .unwrap_or(now + Duration::from_secs(30))
            .min(now + Duration::from_secs(30)),
        Err(_) => now + Duration::from_secs(5),
    }
}

/// A random (version 4) uuid from the OS CSPRNG.
pub fn new_uuid() -> Result<String, Error> {
    let mut b = [0u8; 16];
    SystemRandom::new()
        .fill(&mut b)
        .map_err(|_| Error::Random)?;
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
    Ok(format!(
        "{}-{}-{}-{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..32]
    ))
}

/// Something to revoke in the background: a token (its leases go with it) and the KV entry
/// that recorded it.
pub struct Revoke {
    /// The token (pod token or projected login token); revoked with itself.
    pub token: SecretString,
    /// The KV entry written for it, deleted after the revocation.
    pub kv_uuid: Option<String>,
    /// The token is already revoked (only the KV entry is left to delete).
    token_revoked: bool,
    attempt: u32,
    due: Instant,
}

impl Revoke {
    /// A revocation of `token`, and of `kv_uuid` when given.
    pub fn new(token: SecretString, kv_uuid: Option<String>) -> Revoke {
        Revoke {
            token,
            kv_uuid,
            token_revoked: false,
            attempt: 0,
            due: Instant::now(),
        }
    }
}

impl fmt::Debug for Revoke {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Revoke")
            .field("kv_uuid", &self.kv_uuid)
            .field("attempt", &self.attempt)
            .finish_non_exhaustive()
    }
}

/// The bounded, retried revocation queue.
#[derive(Clone)]
pub struct Cleanup {
    sender: Sender<Revoke>,
}

impl Cleanup {
    /// Queues a revocation; a full queue is counted and logged (the revoker's sweep still
    /// finds any KV entry).
    pub fn push(&self, revoke: Revoke) {
        let metrics = crate::metrics::global();
        match self.sender.try_send(revoke) {
            Ok(()) => {}
            Err(TrySendError::Full(r) | TrySendError::Disconnected(r)) => {
                metrics.admission_cleanup_total.with(&["dropped"]).inc();
                logger::error(
                    "cleanup queue full: a token issued by a failed admission was not revoked",
                    &[("uuid", r.kv_uuid.as_deref().unwrap_or(""))],
                );
            }
        }
    }
}

/// `CanIGetRoles` answers by (role, service account, namespace), with when they were read.
type RoleCache = HashMap<(String, String, String), (Decision, Instant)>;

struct Slot {
    state: Mutex<SlotState>,
    ready: Condvar,
}

enum SlotState {
    Pending,
    Done(Result<Outcome, Error>),
    Abandoned,
}

struct Work {
    job: Job,
    deadline: Instant,
    slot: Arc<Slot>,
}

/// The injector's issuing machinery: the Vault and Kubernetes clients, the kept login, the
/// role cache, the worker pool and the cleanup queue.
pub struct Issuer {
    vault: Arc<vault::Client>,
    k8s: Option<Arc<k8s::Client>>,
    own: Arc<OwnToken>,
    kv: KvStore,
    settings: Settings,
    roles: Mutex<RoleCache>,
    budget: budget::Budget,
    periods_checked: Mutex<HashMap<String, Instant>>,
    cleanup: Cleanup,
    work_tx: Sender<Work>,
    work_rx: Receiver<Work>,
    cleanup_rx: Receiver<Revoke>,
    timeout: Duration,
}

impl fmt::Debug for Issuer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Issuer")
            .field("settings", &self.settings)
            .finish_non_exhaustive()
    }
}

impl Issuer {
    /// The issuer. `k8s` is needed for projected auth (TokenRequest). `timeout` is
    /// `admissionTimeout`, used in messages. Call [`Issuer::start`] before [`Issuer::issue`].
    pub fn new(
        vault: Arc<vault::Client>,
        k8s: Option<Arc<k8s::Client>>,
        kv: KvStore,
        settings: Settings,
        timeout: Duration,
    ) -> Issuer {
        let own = Arc::new(OwnToken::new(
            Arc::clone(&vault),
            Duration::from_secs(86_400),
        ));
        let (work_tx, work_rx) = bounded(limits::ADMISSION_QUEUE);
        let (cleanup_tx, cleanup_rx) = bounded(limits::ADMISSION_CLEANUP_QUEUE);
        Issuer {
            vault,
            k8s,
            own,
            kv,
            settings,
            roles: Mutex::new(HashMap::new()),
            budget: budget::Budget::new(),
            periods_checked: Mutex::new(HashMap::new()),
            cleanup: Cleanup { sender: cleanup_tx },
            work_tx,
            work_rx,
            cleanup_rx,
            timeout,
        }
    }

    /// The Vault client (the injector's background readers share it).
    pub fn vault(&self) -> Arc<vault::Client> {
        Arc::clone(&self.vault)
    }

    /// The Kubernetes client, if the issuer has one.
    pub fn k8s_client(&self) -> Option<Arc<k8s::Client>> {
        self.k8s.clone()
    }

    /// The injector's own kept login (the role TTL reader uses it, off the admission path).
    pub fn own_login(&self) -> Arc<OwnToken> {
        Arc::clone(&self.own)
    }

    /// The cleanup queue (the NRI resolver can share it).
    pub fn cleanup(&self) -> Cleanup {
        self.cleanup.clone()
    }

    /// Revokes (in the background) credentials that were issued but cannot be delivered.
    pub fn discard(&self, issued: Vec<Issued>) {
        for item in issued {
            self.cleanup.push(Revoke::new(item.token, Some(item.uuid)));
        }
    }

    /// Starts the workers and the cleanup thread under the supervisor.
    pub fn start(self: &Arc<Self>, supervisor: &Supervisor) -> std::io::Result<()> {
        for n in 0..limits::ADMISSION_WORKERS {
            let me = Arc::clone(self);
            supervisor.spawn(&format!("issuer-{n}"), true, None, move |ctx| {
                me.work_loop(&ctx.shutdown);
                Ok(())
            })?;
        }
        let me = Arc::clone(self);
        supervisor.spawn(
            "issuer-cleanup",
            true,
            Some(limits::LOOP_MAX_SILENCE),
            move |ctx| {
                me.cleanup_loop(&ctx.shutdown, &|| ctx.heartbeat.beat());
                Ok(())
            },
        )
    }

    /// Issues (or only authorises) for `job`, within `deadline`. On any error nothing
    /// issued by this call is left behind (revocations are queued).
    pub fn issue(&self, job: Job, deadline: Instant) -> Result<Outcome, Error> {
        let slot = Arc::new(Slot {
            state: Mutex::new(SlotState::Pending),
            ready: Condvar::new(),
        });
        let work = Work {
            job,
            deadline,
            slot: Arc::clone(&slot),
        };
        if self.work_tx.try_send(work).is_err() {
            return Err(Error::Busy);
        }
        let mut state = slot.state.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            if !matches!(*state, SlotState::Pending) {
                break;
            }
            let now = Instant::now();
            if now >= deadline {
                break;
            }
            state = slot
                .ready
                .wait_timeout(state, deadline.saturating_duration_since(now))
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        match std::mem::replace(&mut *state, SlotState::Abandoned) {
            SlotState::Done(result) => result,
            SlotState::Pending | SlotState::Abandoned => Err(Error::Deadline {
                timeout: self.timeout,
            }),
        }
    }

    fn work_loop(&self, shutdown: &Shutdown) {
        loop {
            select! {
                recv(shutdown.receiver()) -> _ => return,
                recv(self.work_rx) -> work => {
                    let Ok(work) = work else { return };
                    self.serve(work);
                }
            }
        }
    }

    fn serve(&self, work: Work) {
        let mut minted: Vec<Revoke> = Vec::new();
        let result = if Instant::now() >= work.deadline {
            Err(Error::Deadline {
                timeout: self.timeout,
            })
        } else {
            self.run(&work.job, work.deadline, &mut minted)
        };
        let mut state = work
            .slot
            .state
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let abandoned = matches!(*state, SlotState::Abandoned);
        if result.is_err() || abandoned {
            for revoke in minted {
                self.cleanup.push(revoke);
            }
            if abandoned {
                logger::warn(
                    "admission abandoned at its deadline: what it issued is being revoked",
                    &[("contextID", &work.job.context_id)],
                );
                return;
            }
        }
        *state = SlotState::Done(result);
        work.slot.ready.notify_all();
    }

    fn check_deadline(&self, deadline: Instant) -> Result<(), Error> {
        if Instant::now() >= deadline {
            Err(Error::Deadline {
                timeout: self.timeout,
            })
        } else {
            Ok(())
        }
    }

    fn own_token(&self) -> Result<Arc<SecretString>, Error> {
        self.own
            .token()
            .map_err(|source| vault_error("log in as the injector", "", source))
    }

    /// `CanIGetRoles`, cached briefly; a 403 on the read (our token revoked behind our
    /// back) logs in again once.
    fn authorise(&self, job: &Job, role: &str) -> Result<(), Error> {
        let key = (
            role.to_owned(),
            job.service_account.clone(),
            job.namespace.clone(),
        );
        let now = Instant::now();
        let cached = {
            let cache = self.roles.lock().unwrap_or_else(PoisonError::into_inner);
            cache
                .get(&key)
                .filter(|(_, at)| {
                    now.saturating_duration_since(*at) < limits::ADMISSION_ROLE_CACHE_TTL
                })
                .map(|(d, _)| *d)
        };
        let decision = match cached {
            Some(decision) => decision,
            None => {
                // A miss costs a Vault read: random role names in forged namespaces must
                // not buy an unbounded number of them.
                if !self.budget.allow(&job.namespace, now) {
                    return Err(Error::UnknownNamespaceLimited {
                        namespace: job.namespace.clone(),
                    });
                }
                let token = self.own_token()?;
                let read = |token: &SecretString| {
                    self.vault.can_i_get_role(
                        token,
                        &self.settings.auth_mount,
                        role,
                        &job.service_account,
                        &job.namespace,
                    )
                };
                let decision = match read(&token) {
                    Err(e) if e.status() == Some(403) => {
                        let token = self.own.replace().map_err(|source| {
                            vault_error("log in as the injector", role, source)
                        })?;
                        read(&token)
                    }
                    other => other,
                }
                .map_err(|source| vault_error("read the role", role, source))?;
                let mut cache = self.roles.lock().unwrap_or_else(PoisonError::into_inner);
                if cache.len() >= limits::ADMISSION_ROLE_CACHE_MAX {
                    cache.retain(|_, (_, at)| {
                        now.saturating_duration_since(*at) < limits::ADMISSION_ROLE_CACHE_TTL
                    });
                    if cache.len() >= limits::ADMISSION_ROLE_CACHE_MAX {
                        cache.clear();
                    }
                }
                cache.insert(key, (decision, now));
                decision
            }
        };
        credential::authorised(decision, role, &job.service_account, &job.namespace).map_err(
            |cause| Error::Denied {
                role: role.to_owned(),
                cause,
                service_account: job.service_account.clone(),
                namespace: job.namespace.clone(),
            },
        )?;
        self.budget.learn(&job.namespace, now);
        Ok(())
    }

    fn run(
        &self,
        job: &Job,
        deadline: Instant,
        minted: &mut Vec<Revoke>,
    ) -> Result<Outcome, Error> {
        if job.issue_credentials && !job.claimed_uuids.is_empty() && self.recorded_for(job) {
            return Ok(Outcome {
                issued: Vec::new(),
                already_issued: true,
            });
        }
        let issued = match &self.settings.projected {
            None => self.run_injector_sa(job, deadline, minted),
            Some(projected) => self.run_projected(job, projected, deadline, minted),
        }?;
        Ok(Outcome {
            issued,
            already_issued: false,
        })
    }

    /// Whether every claimed uuid has a KV entry written for this admission in this
    /// namespace. Any doubt (no entry, another admission, an error) means no: the pod is
    /// treated as new, so a user-written annotation skips nothing.
    fn recorded_for(&self, job: &Job) -> bool {
        if job.claimed_uuids.len() != job.roles.len() {
            return false;
        }
        let Ok(own) = self.own_token() else {
            return false;
        };
        job.claimed_uuids.iter().all(|uuid| {
            vault::path::check_segment(uuid).is_ok()
                && matches!(
                    self.kv.get(&self.vault, &own, uuid),
                    Ok(Some(entry)) if entry.admission_uid == job.admission_uid
                        && entry.namespace == job.namespace
                )
        })
    }

    /// The shared per-credential step's view of this issuer.
    fn context(&self) -> Context<'_> {
        Context {
            vault: &self.vault,
            kv: &self.kv,
            own: &self.own,
            settings: &self.settings,
        }
    }

    /// One credential through the shared step ([`credential::issue`]), under a fresh
    /// uuid, with the admission's wording of its errors.
    fn issue_one(
        &self,
        job: &Job,
        role: &str,
        flow: &Flow<'_>,
        deadline: Instant,
        minted: &mut Vec<Revoke>,
    ) -> Result<Issued, Error> {
        let uuid = new_uuid()?;
        let holder = Holder {
            namespace: &job.namespace,
            service_account: &job.service_account,
            pod_name: job.bound_pod.as_ref().map_or("", |p| p.name.as_str()),
            pod_uid: job.bound_pod.as_ref().map(|p| p.uid.as_str()),
            node_name: "",
            admission_uid: &job.admission_uid,
        };
        let request = credential::Request {
            key: &uuid,
            role,
            mount: &job.mount,
            deadline: Some(deadline),
        };
        credential::issue(&self.context(), &holder, flow, &request, minted).map_err(|error| {
            match error {
                credential::Error::Deadline => Error::Deadline {
                    timeout: self.timeout,
                },
                credential::Error::BatchToken => Error::BatchToken {
                    role: role.to_owned(),
                },
                credential::Error::Vault {
                    step: Step::Record,
                    source,
                } if source.is_unavailable() => Error::VaultUnavailable {
                    step: Step::Record.as_str(),
                    source,
                },
                credential::Error::Vault {
                    step: Step::Record,
                    source,
                } => Error::KvWrite { source },
                credential::Error::Vault {
                    step: Step::OwnLogin,
                    source,
                } => vault_error("log in as the injector", "", *source),
                credential::Error::Vault { step, source } => {
                    vault_error(step.as_str(), role, *source)
                }
            }
        })
    }

    fn run_injector_sa(
        &self,
        job: &Job,
        deadline: Instant,
        minted: &mut Vec<Revoke>,
    ) -> Result<Vec<Issued>, Error> {
        for role in &job.roles {
            self.check_deadline(deadline)?;
            self.authorise(job, role)?;
        }
        if job.dry_run || !job.issue_credentials {
            return Ok(Vec::new());
        }
        let mut issued = Vec::with_capacity(job.roles.len());
        for role in &job.roles {
            issued.push(self.issue_one(job, role, &Flow::OwnToken, deadline, minted)?);
        }
        Ok(issued)
    }

    fn run_projected(
        &self,
        job: &Job,
        projected: &Projected,
        deadline: Instant,
        minted: &mut Vec<Revoke>,
    ) -> Result<Vec<Issued>, Error> {
        let Some(k8s) = &self.k8s else {
            return Err(Error::ApiserverUnavailable {
                source: Box::new(k8s::Error::NoConfiguration),
            });
        };
        self.check_deadline(deadline)?;
        let params = TokenRequestParams {
            namespace: job.namespace.clone(),
            service_account: job.service_account.clone(),
            audiences: projected.audiences.clone(),
            expiration_seconds: projected.expiration_seconds,
            bound_pod: job.bound_pod.clone(),
            dry_run: job.dry_run,
        };
        let now = Instant::now();
        if !self.budget.allow(&job.namespace, now) {
            return Err(Error::UnknownNamespaceLimited {
                namespace: job.namespace.clone(),
            });
        }
        let jwt = k8s
            .request_token(&params)
            .map_err(|source| k8s_error(&job.service_account, source))?;
        // The apiserver minted a token for this service account: the namespace is real.
        self.budget.learn(&job.namespace, now);
        if job.dry_run {
            return Ok(Vec::new());
        }
        let mut issued = Vec::new();
        for role in &job.roles {
            if !job.issue_credentials {
                // NRI delivery: the login proves the pod may have the role; the plugin
                // logs in again at container creation. This token is not needed.
                self.check_deadline(deadline)?;
                let auth = self
                    .vault
                    .login(
                        &self.settings.auth_mount,
                        role,
                        &jwt.token,
                        AuthMode::Projected,
                    )
                    .map_err(|source| vault_error(Step::PodLogin.as_str(), role, source))?;
                if auth.is_batch() {
                    // The plugin's own login would get a batch token too.
                    return Err(Error::BatchToken {
                        role: role.to_owned(),
                    });
                }
                self.check_period(role, &auth.client_token);
                self.cleanup.push(Revoke::new(auth.client_token, None));
                continue;
            }
            let check_period = |token: &SecretString| self.check_period(role, token);
            let flow = Flow::Projected {
                jwt: &jwt.token,
                after_login: Some(&check_period),
            };
            issued.push(self.issue_one(job, role, &flow, deadline, minted)?);
        }
        Ok(issued)
    }

    /// The original's `VerifyTokenPeriod`: a projected login whose token is not periodic
    /// cannot be kept alive by the renewer. Checked once per role per hour (one
    /// `lookup-self`) rather than for every credential; counted in
    /// `vdbi_projected_role_misconfigured_total{role}` and logged.
    fn check_period(&self, role: &str, token: &SecretString) {
        let now = Instant::now();
        {
            let mut checked = self
                .periods_checked
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if checked
                .get(role)
                .is_some_and(|at| now.saturating_duration_since(*at) < Duration::from_secs(3600))
            {
                return;
            }
            if checked.len() >= limits::ADMISSION_ROLE_CACHE_MAX {
                checked.clear();
            }
            checked.insert(role.to_owned(), now);
        }
        match self.vault.lookup_self(token) {
            Ok(info) if info.period == 0 => {
                crate::metrics::global()
                    .projected_role_misconfigured_total
                    .with(&[role])
                    .inc();
                logger::warn(
                    "the Vault role of a projected login is not periodic: set token_period on it so the renewer can keep pod tokens alive",
                    &[("role", role)],
                );
            }
            Ok(_) => {}
            Err(error) => logger::debug(
                "could not check the token period of a projected login",
                &[("role", role), ("error", &error.to_string())],
            ),
        }
    }

    fn cleanup_loop(&self, shutdown: &Shutdown, beat: &dyn Fn()) {
        let mut pending: Vec<Revoke> = Vec::new();
        let mut next_maintain = Instant::now();
        loop {
            beat();
            let now = Instant::now();
            if now >= next_maintain {
                // Keeps the injector's own login fresh and revokes replaced ones.
                next_maintain = maintain_own_login(&self.own);
            }
            let (due, later): (Vec<Revoke>, Vec<Revoke>) =
                pending.drain(..).partition(|r| r.due <= now);
            pending = later;
            for revoke in due {
                if let Some(retry) = self.revoke_once(revoke) {
                    pending.push(retry);
                }
            }
            let next_due = pending
                .iter()
                .map(|r| r.due)
                .min()
                .unwrap_or(now + Duration::from_secs(1))
                .min(now + Duration::from_secs(1))
                .min(next_maintain);
            select! {
                recv(shutdown.receiver()) -> _ => {
                    // One last try for everything still queued, then stop.
                    while let Ok(revoke) = self.cleanup_rx.try_recv() {
                        pending.push(revoke);
                    }
                    for revoke in pending {
                        let _ = self.revoke_once(Revoke { attempt: limits::ADMISSION_CLEANUP_ATTEMPTS, ..revoke });
                    }
                    self.release_own_login();
                    return;
                }
                recv(self.cleanup_rx) -> revoke => {
                    if let Ok(revoke) = revoke
                        && let Some(retry) = self.revoke_once(revoke)
                    {
                        pending.push(retry);
                    }
                }
                recv(after(next_due.saturating_duration_since(Instant::now()))) -> _ => {}
            }
        }
    }

    /// At shutdown, revokes the injector's own login, as the renewer, the revoker and the
    /// NRI plugin revoke theirs, so a stopped replica leaves no live token behind. Not when
    /// pod tokens are made through a `tokenRole`: unless that role is `orphan=true` they are
    /// children of this token, and revoking it would revoke every pod's token with it
    /// (`create-orphan` tokens and projected logins have no parent).
    fn release_own_login(&self) {
        if self.settings.token_role.is_some() && self.settings.projected.is_none() {
            return;
        }
        let failed = self.own.shutdown();
        if failed > 0 {
            logger::warn(
                "admission: own vault token not revoked at shutdown",
                &[("count", &failed.to_string())],
            );
        }
    }

    /// One revocation attempt; returns the job to retry later, if any.
    fn revoke_once(&self, mut revoke: Revoke) -> Option<Revoke> {
        let metrics = crate::metrics::global();
        if !revoke.token_revoked {
            revoke.token_revoked = match self.vault.revoke_self(&revoke.token) {
                Ok(()) => true,
                // A token already gone (expired or revoked: Vault answers 403 to it) took
                // its leases with it.
                Err(e) if matches!(e.status(), Some(403 | 400)) => true,
                Err(_) => false,
            };
            if !revoke.token_revoked {
                return self.retry(revoke);
            }
        }
        if let Some(uuid) = &revoke.kv_uuid {
            let deleted = self
                .own
                .token()
                .and_then(|own| self.kv.delete(&self.vault, &own, uuid));
            match deleted {
                Ok(()) => {}
                // A webhook or plugin identity with the split KV policy may create but not
                // delete (`docs/vault.md`): the entry names a revoked token, and the
                // revoker's sweep deletes it.
                Err(e) if e.status() == Some(403) => logger::info(
                    "the kv entry of a failed issuance is left to the revoker's sweep",
                    &[("uuid", uuid)],
                ),
                // The token (and its leases) is gone; only the entry is retried.
                Err(_) => return self.retry(revoke),
            }
        }
        metrics.admission_cleanup_total.with(&["revoked"]).inc();
        None
    }

    fn retry(&self, mut revoke: Revoke) -> Option<Revoke> {
        let metrics = crate::metrics::global();
        revoke.attempt = revoke.attempt.saturating_add(1);
        if revoke.attempt >= limits::ADMISSION_CLEANUP_ATTEMPTS {
            metrics.admission_cleanup_total.with(&["failed"]).inc();
            logger::error(
                "could not revoke what a failed admission issued; the revoker's sweep will find any KV entry left",
                &[
                    ("uuid", revoke.kv_uuid.as_deref().unwrap_or("")),
                    (
                        "token_revoked",
                        if revoke.token_revoked {
                            "true"
                        } else {
                            "false"
                        },
                    ),
                ],
            );
            return None;
        }
        metrics.admission_cleanup_total.with(&["retried"]).inc();
        let backoff = limits::ADMISSION_CLEANUP_BACKOFF
            .saturating_mul(1u32 << revoke.attempt.saturating_sub(1).min(10));
        revoke.due = Instant::now() + backoff;
        Some(revoke)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uuids_are_random_v4() {
        let a = new_uuid().unwrap();
        let b = new_uuid().unwrap();
        assert_ne!(a, b);
        assert_eq!(a.len(), 36);
        assert_eq!(&a[14..15], "4");
        assert!(matches!(&a[19..20], "8" | "9" | "a" | "b"));
        assert_eq!(a.matches('-').count(), 4);
    }

    #[test]
    fn error_codes_and_messages() {
        let denied = Error::Denied {
            role: "app".into(),
            cause: DenyCause::ServiceAccountNameNotInRole,
            service_account: "sa".into(),
            namespace: "ns".into(),
        };
        assert_eq!(denied.code(), 403);
        assert_eq!(denied.reason(), "not_authorised");
        assert!(
            denied
                .user_message()
                .contains("bound_service_account_names")
        );
        let timeout = Error::Deadline {
            timeout: Duration::from_secs(4),
        };
        assert_eq!(timeout.code(), 503);
        assert!(timeout.user_message().contains("(4s)"));
        let unavailable = vault_error(
            "read the role",
            "app",
            vault::Error::Timeout {
                method: "GET",
                path: "auth/k/role/app".into(),
            },
        );
        assert_eq!(unavailable.reason(), "vault_unavailable");
        let refused = vault_error(
            "read database credentials",
            "app",
            vault::Error::Status {
                method: "GET",
                path: "databases/creds/app".into(),
                status: 403,
                errors: vec!["permission denied".into()],
            },
        );
        assert_eq!(refused.code(), 403);
        // Vault's own words stay out of the user's message.
        assert!(!refused.user_message().contains("permission denied"));
        assert!(refused.detail().contains("403"));
    }
}
