//! The renewer's renewals: whatever is due, within the rate limit and only while leading
//! in the pass's term, and what Vault's answer means (a new grant, a final capped lease,
//! an unrecoverable token or lease).

use std::time::{Duration, Instant, SystemTime};

use crate::k8s;
use crate::logger;
use crate::metrics;
use crate::renewer::run::{Renewer, Stop, Term, unix_seconds};
use crate::renewer::schedule::{Decision, Grant, Key, Kind, Outcome};
use crate::runtime::Context;
use crate::runtime::time::system_after;
use crate::vault::{self, Ownership, PodIdentity, Renewal, Revocation};

impl Renewer {
    /// Renews everything due now, as fast as the rate limit lets it.
    pub(super) fn renew_due(&mut self, ctx: &Context, term: Term) -> Result<(), Stop> {
        loop {
            self.check(ctx, term)?;
            ctx.heartbeat.beat();
            let due = self
                .scheduler
                .next_due(&self.tracked)
                .is_some_and(|at| at <= self.clock.now());
            if !due {
                return Ok(());
            }
            if self.limiter.acquire(self.clock.now()).is_err() {
                return Ok(());
            }
            let Some(key) = self.scheduler.pop_due(&mut self.tracked) else {
                return Ok(());
            };
            self.renew(ctx, term, &key)?;
        }
    }

    /// Renews whatever is due now, waiting for rate-limit slots: a takeover renews each
    /// entry as soon as it is read, instead of after the whole relist.
    pub(super) fn renew_now(&mut self, ctx: &Context, term: Term) -> Result<(), Stop> {
        loop {
            self.check(ctx, term)?;
            let due = self
                .scheduler
                .next_due(&self.tracked)
                .is_some_and(|at| at <= self.clock.now());
            if !due {
                return Ok(());
            }
            self.slot(ctx, term)?;
            let Some(key) = self.scheduler.pop_due(&mut self.tracked) else {
                return Ok(());
            };
            self.renew(ctx, term, &key)?;
        }
    }

    pub(super) fn renew(&mut self, ctx: &Context, term: Term, key: &Key) -> Result<(), Stop> {
        let Some(tracked) = self.tracked.get(&*key.uuid) else {
            self.scheduler.remove(&mut self.tracked, key);
            return Ok(());
        };
        let namespace = tracked.entry().namespace().to_owned();
        let token = match self.token.token() {
            Ok(token) => token,
            Err(error) => {
                logger::warn(
                    "renewer: cannot log in to vault",
                    &[("error", &error.to_string())],
                );
                self.scheduler.record(
                    &mut self.tracked,
                    key,
                    &Outcome::Failed { retry_after: None },
                );
                return Ok(());
            }
        };
        let asked_at = Instant::now();
        let (asked, result) = match key.kind {
            Kind::Token => {
                let asked = self.settings.token_ttl;
                let result = if !tracked.entry().token_accessor().is_empty() {
                    self.vault
                        .renew_accessor(&token, tracked.entry().token_accessor(), Some(asked))
                } else if let Some(pod_token) = tracked.entry().token_id() {
                    self.vault.renew_token(&token, pod_token, Some(asked))
                } else {
                    Ok(None)
                };
                (asked, result)
            }
            Kind::Lease => {
                let asked = self.settings.lease_increment;
                let result =
                    self.vault
                        .renew_lease(&token, tracked.entry().lease_id(), Some(asked));
                (asked, result)
            }
        };
        if result.is_ok() {
            self.limiter.answered(asked_at.elapsed());
        }
        let m = metrics::global();
        let labels = [&*key.uuid, namespace.as_str()];
        let outcome = match result {
            Ok(Some(renewal)) => {
                let (success, expiration, granted) = match key.kind {
                    Kind::Token => (
                        &m.renew_token_count_success,
                        &m.token_expiration,
                        &m.token_granted_ttl_seconds,
                    ),
                    Kind::Lease => (
                        &m.renew_lease_count_success,
                        &m.lease_expiration,
                        &m.lease_granted_ttl_seconds,
                    ),
                };
                success.with(&labels).inc();
                let ttl = Duration::from_secs(renewal.lease_duration);
                expiration
                    .with(&labels)
                    .set(unix_seconds(system_after(SystemTime::now(), ttl)));
                granted.with(&labels).set(ttl.as_secs_f64());
                Outcome::Renewed(grant_of(&renewal, asked))
            }
            Ok(None) if key.kind == Kind::Token => {
                // The token is gone (revoked, expired): its leases went with it; the lease
                // renewal finds that out and handles the entry.
                logger::info(
                    "renewer: pod token no longer exists",
                    &[("uuid", &key.uuid), ("namespace", &namespace)],
                );
                Outcome::Gone
            }
            Ok(None) => {
                m.renew_lease_count_error.with(&labels).inc();
                return self.unrecoverable(ctx, term, key, "lease not found");
            }
            Err(error) if key.kind == Kind::Lease && lease_unrecoverable(&error) => {
                m.renew_lease_count_error.with(&labels).inc();
                return self.unrecoverable(ctx, term, key, "lease cannot be renewed");
            }
            Err(error) => {
                match key.kind {
                    Kind::Token => m.renew_token_count_error.with(&labels).inc(),
                    Kind::Lease => m.renew_lease_count_error.with(&labels).inc(),
                }
                self.pod_event(
                    &key.uuid,
                    "CredentialsRenewalFailed",
                    k8s::Note::new("vault-db-injector could not renew the ")
                        .text(match key.kind {
                            Kind::Token => "Vault token",
                            Kind::Lease => "database lease",
                        })
                        .text(" of credentials ")
                        .value(&key.uuid)
                        .text(" and retries; if Vault stays unreachable the pod's database credentials expire (the operators see vdbi_renewer_vault_errors_total)"),
                );
                logger::warn(
                    "renewer: renewal failed, retried",
                    &[
                        ("uuid", &key.uuid),
                        ("namespace", &namespace),
                        ("kind", key.kind.as_str()),
                        ("error", &error.to_string()),
                    ],
                );
                self.vault_failed(&error)
            }
        };
        let decision = self.scheduler.record(&mut self.tracked, key, &outcome);
        if let Decision::Final(_) = decision {
            self.log_final(key, &namespace, &outcome);
        }
        Ok(())
    }

    pub(super) fn log_final(&self, key: &Key, namespace: &str, outcome: &Outcome) {
        let granted = match outcome {
            Outcome::Renewed(grant) => grant.granted.as_secs().to_string(),
            _ => String::new(),
        };
        let expires = match outcome {
            Outcome::Renewed(grant) => {
                logger::rfc3339(system_after(SystemTime::now(), grant.granted))
            }
            _ => String::new(),
        };
        let pod = self
            .tracked
            .get(&*key.uuid)
            .and_then(|t| t.owner())
            .map(|p| p.name().to_owned())
            .unwrap_or_default();
        if key.kind == Kind::Lease {
            metrics::global()
                .lease_capped
                .with(&[&*key.uuid, namespace])
                .set(1.0);
        }
        if let Outcome::Renewed(grant) = outcome
            && let Some(pod) = self.tracked.get(&*key.uuid).and_then(|t| t.owner())
        {
            // The rotation learns the cliff from what Vault granted, not from configuration.
            self.cliffs.cliff(crate::rotation::Cliff {
                uuid: key.uuid.to_string(),
                namespace: pod.namespace().to_owned(),
                pod: pod.name().to_owned(),
                uid: pod.uid().to_owned(),
                remaining: grant.granted,
            });
        }
        if let Outcome::Renewed(grant) = outcome {
            self.pod_event(
                &key.uuid,
                "CredentialsExpireSoon",
                k8s::Note::new("the ")
                    .text(match key.kind {
                        Kind::Token => "Vault token",
                        Kind::Lease => "database lease",
                    })
                    .text(" of credentials ")
                    .value(&key.uuid)
                    .text(" reached its maximum TTL and cannot be renewed: the pod's database credentials stop working in ")
                    .duration(grant.granted)
                    .text("; restart the pod before then (its replacement gets new credentials), opt in to rotation, or ask the Vault administrators for a longer max_ttl"),
            );
        }
        logger::warn(
            "renewer: max_ttl reached, not renewed again; the pod needs a restart before it expires",
            &[
                ("uuid", &key.uuid),
                ("namespace", namespace),
                ("pod", &pod),
                ("kind", key.kind.as_str()),
                ("granted_seconds", &granted),
                ("expires", &expires),
            ],
        );
    }

    /// A lease Vault will never renew again: after the revoker's ownership check, revoke
    /// the token (its leases go with it) and delete the entry, as the original did.
    pub(super) fn unrecoverable(
        &mut self,
        ctx: &Context,
        term: Term,
        key: &Key,
        why: &str,
    ) -> Result<(), Stop> {
        let uuid = key.uuid.to_string();
        let Some(kv) = self.kv.clone() else {
            return Ok(());
        };
        let Some(tracked) = self.tracked.get(uuid.as_str()) else {
            return Ok(());
        };
        let namespace = tracked.entry().namespace().to_owned();
        let Some(owner) = tracked.owner().map(std::borrow::Cow::into_owned) else {
            self.forget(&uuid);
            return Ok(());
        };
        self.pod_event(
            &uuid,
            "CredentialsLost",
            k8s::Note::new("Vault will not renew the database lease of credentials ")
                .value(&uuid)
                .text(" any more (expired or revoked): the pod's database credentials no longer work; restart the pod to get new ones"),
        );
        logger::warn(
            "renewer: lease is unrecoverable, revoking the entry",
            &[
                ("uuid", &uuid),
                ("namespace", &namespace),
                ("pod", owner.name()),
                ("reason", why),
            ],
        );
        self.slot(ctx, term)?;
        let token = match self.token.token() {
            Ok(token) => token,
            Err(_) => {
                self.scheduler.record(
                    &mut self.tracked,
                    key,
                    &Outcome::Failed { retry_after: None },
                );
                return Ok(());
            }
        };
        let pod = PodIdentity {
            namespace: owner.namespace(),
            uid: Some(owner.uid()),
            service_account: Some(owner.service_account()).filter(|s| !s.is_empty()),
        };
        let Some(tracked) = self.tracked.get(uuid.as_str()) else {
            return Ok(());
        };
        let ownership =
            vault::verify_owner(&self.vault, &token, &uuid, &tracked.entry().unpack(), &pod);
        let m = metrics::global();
        let ownership = match ownership {
            Ok(o) => o,
            Err(error @ vault::Error::NotOwner { .. }) => {
                logger::warn(
                    "renewer: entry refused, ownership not verified; left alone",
                    &[("uuid", &uuid), ("error", &error.to_string())],
                );
                // Kept with its series, so that its failed renewal stays counted in
                // `vdbi_renew_lease_count_error` (forgetting it removed the series, and the
                // next relist read it again as new); the next relist schedules it again.
                self.scheduler
                    .remove(&mut self.tracked, &Key::new(&uuid, Kind::Token));
                self.scheduler
                    .remove(&mut self.tracked, &Key::new(&uuid, Kind::Lease));
                return Ok(());
            }
            Err(error) => {
                let outcome = self.vault_failed(&error);
                self.scheduler.record(&mut self.tracked, key, &outcome);
                return Ok(());
            }
        };
        // A login token (projected SA) may be shared with another live entry as far as
        // Vault can tell (see `vault::owner`): it is left to expire at its TTL, unrenewed
        // once its entry is gone; its lease is the unrecoverable one anyway.
        if ownership != Ownership::TokenGone && ownership != Ownership::ServiceAccount {
            self.slot(ctx, term)?;
            let Some(tracked) = self.tracked.get(uuid.as_str()) else {
                return Ok(());
            };
            let revoked = if !tracked.entry().token_accessor().is_empty() {
                self.vault
                    .revoke_accessor(&token, tracked.entry().token_accessor())
            } else if let Some(pod_token) = tracked.entry().token_id() {
                self.vault.revoke_as(pod_token)
            } else {
                Ok(Revocation::AlreadyGone)
            };
            match revoked {
                Ok(_) => m.revoke_token_count_success.with(&[&namespace]).inc(),
                Err(error) => {
                    m.revoke_token_count_error.with(&[&uuid, &namespace]).inc();
                    let outcome = self.vault_failed(&error);
                    self.scheduler.record(&mut self.tracked, key, &outcome);
                    return Ok(());
                }
            }
        }
        self.slot(ctx, term)?;
        match kv.delete(&self.vault, &token, &uuid) {
            Ok(()) => {
                m.delete_data_count_success.with(&[&uuid, &namespace]).inc();
                self.forget(&uuid);
            }
            Err(error) => {
                m.delete_data_count_error.with(&[&uuid, &namespace]).inc();
                let outcome = self.vault_failed(&error);
                self.scheduler.record(&mut self.tracked, key, &outcome);
            }
        }
        Ok(())
    }
}
/// Whether a lease renewal error means the lease will never renew (the original's
/// `isLeaseUnrecoverable`: 400 with "invalid lease" or "could not find role").
pub(super) fn lease_unrecoverable(error: &vault::Error) -> bool {
    error.status() == Some(400)
        && (error.mentions("invalid lease") || error.mentions("could not find role"))
}

pub(super) fn grant_of(renewal: &Renewal, asked: Duration) -> Grant {
    Grant {
        granted: Duration::from_secs(renewal.lease_duration),
        asked,
        renewable: renewal.renewable,
        capped_warning: renewal
            .warnings
            .iter()
            .any(|w| w.to_ascii_lowercase().contains("max_ttl")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn renewal(ttl: u64, warnings: &[&str]) -> Renewal {
        Renewal {
            lease_duration: ttl,
            renewable: true,
            warnings: warnings.iter().map(|w| (*w).to_owned()).collect(),
        }
    }

    #[test]
    fn grants_from_vault_answers() {
        // The transcript's capped answer (§4b).
        let g = grant_of(
            &renewal(
                30,
                &[
                    "TTL of \"1h\" exceeded the effective max_ttl of \"30s\"; TTL value is capped accordingly",
                ],
            ),
            Duration::from_secs(3600),
        );
        assert!(g.capped_warning);
        assert_eq!(g.granted, Duration::from_secs(30));
        let g = grant_of(&renewal(7200, &[]), Duration::from_secs(7200));
        assert!(!g.capped_warning);
    }
}
