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
//! live in [`credential`], which the NRI resolver calls too; the rest of this module is the
//! admission's side of them: fresh uuids, the role cache and the deadline-bound pool (this
//! file), one job's steps (`job.rs`), the cleanup queue (`cleanup.rs`) and the error type
//! (`error.rs`).
//!
//! Round trips per credential, legacy delivery and auth: the injector's own login is kept
//! (renewed near expiry by the cleanup thread's maintenance), `CanIGetRoles` answers are
//! cached for a few seconds, so a credential costs a token creation, a creds read and a KV
//! write: three calls where the original made five (see `docs/performance.md`).
//!
//! A job runs on the thread that asks for it (the webhook worker serving the review), under
//! the admission deadline ([`crate::runtime::deadline`]): every Vault and Kubernetes call
//! it makes is cut at the deadline, so a hung upstream is answered then, and whatever the
//! job had issued is queued for revocation. No hand-off to another thread and back: on a
//! small machine each costs a wake-up of a sleeping core per review (see
//! `docs/performance.md`, "Admission").

pub mod budget;
mod cleanup;
pub mod credential;
mod error;
mod job;

use std::collections::HashMap;
use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, bounded};
use ring::rand::{SecureRandom, SystemRandom};

use crate::k8s::{self, BoundPod};
use crate::limits;
use crate::logger;
use crate::runtime::{Supervisor, deadline};
use crate::secret::SecretString;
use crate::vault::{self, Decision, KvStore, OwnToken};

pub use crate::issuance::cleanup::{Cleanup, Revoke};
pub use crate::issuance::error::{Error, count_token_request_error};

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

/// `CanIGetRoles` answers by (role, service account, namespace), with when they were read.
type RoleCache = HashMap<(String, String, String), (Decision, Instant)>;

/// The injector's issuing machinery: the Vault and Kubernetes clients, the kept login, the
/// role cache and the cleanup queue.
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

    /// Starts the cleanup thread under the supervisor.
    pub fn start(self: &Arc<Self>, supervisor: &Supervisor) -> std::io::Result<()> {
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

    /// Issues (or only authorises) for `job` on the calling thread, within `deadline`: every
    /// call is cut there. On any error, a job that ended after its deadline (the apiserver
    /// no longer waits for it) and a panic, nothing issued by this call is left behind (the
    /// revocations are queued).
    pub fn issue(&self, job: Job, deadline: Instant) -> Result<Outcome, Error> {
        let _scope = deadline::enter(deadline);
        let mut minted: Vec<Revoke> = Vec::new();
        let run = catch_unwind(AssertUnwindSafe(|| {
            self.check_deadline(deadline)?;
            self.run(&job, deadline, &mut minted)
        }));
        let result = match run {
            // Past the deadline the apiserver no longer waits: whatever happened (a call
            // cut there, or a job that finished late) is the deadline's denial.
            Ok(result) if Instant::now() >= deadline => {
                let detail = match &result {
                    Ok(_) => "finished after the deadline".to_owned(),
                    Err(error) => error.detail(),
                };
                logger::warn(
                    "admission stopped at its deadline: what it issued is being revoked",
                    &[("contextID", &job.context_id), ("error", &detail)],
                );
                Err(Error::Deadline {
                    timeout: self.timeout,
                })
            }
            Ok(result) => result,
            Err(panic) => {
                for revoke in minted {
                    self.cleanup.push(revoke);
                }
                resume_unwind(panic);
            }
        };
        if result.is_err() {
            for revoke in minted {
                self.cleanup.push(revoke);
            }
        }
        result
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
}
