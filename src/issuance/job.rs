//! One admission job, step by step, on a worker: the injector's own token, the
//! `CanIGetRoles` verdict (through the role cache), then each credential through
//! [`credential`] in either auth flow, recording what was
//! issued so that a failure revokes exactly that.

use std::sync::{Arc, PoisonError};
use std::time::{Duration, Instant};

use crate::issuance::cleanup::Revoke;
use crate::issuance::credential::{self, Context, Flow, Holder, Step};
use crate::issuance::error::{Error, k8s_error, vault_error};
use crate::issuance::{Issued, Issuer, Job, Outcome, Projected, new_uuid};
use crate::k8s::{self, TokenRequestParams};
use crate::limits;
use crate::logger;
use crate::secret::SecretString;
use crate::vault::{self, AuthMode};

impl Issuer {
    pub(super) fn own_token(&self) -> Result<Arc<SecretString>, Error> {
        self.own
            .token()
            .map_err(|source| vault_error("log in as the injector", "", source))
    }

    /// `CanIGetRoles`, cached briefly; a 403 on the read (our token revoked behind our
    /// back) logs in again once.
    pub(super) fn authorise(&self, job: &Job, role: &str) -> Result<(), Error> {
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

    pub(super) fn run(
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
    pub(super) fn recorded_for(&self, job: &Job) -> bool {
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
    pub(super) fn context(&self) -> Context<'_> {
        Context {
            vault: &self.vault,
            kv: &self.kv,
            own: &self.own,
            settings: &self.settings,
        }
    }

    /// One credential through the shared step ([`credential::issue`]), under a fresh
    /// uuid, with the admission's wording of its errors.
    pub(super) fn issue_one(
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
            fallback_key: None,
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

    pub(super) fn run_injector_sa(
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

    pub(super) fn run_projected(
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
                // After the answer: the push wakes the cleanup thread, whose revocation
                // would otherwise compete with the answer for the CPU.
                let cleanup = self.cleanup.clone();
                let revoke = Revoke::new(auth.client_token, None);
                crate::deferred::defer(move || cleanup.push(revoke));
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
    pub(super) fn check_period(&self, role: &str, token: &SecretString) {
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
}
