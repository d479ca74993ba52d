//! The background cleanup: what an admission issued and must take back (a [`Revoke`]),
//! queued on a bounded channel and retried with backoff by one thread, which also keeps
//! the injector's own login renewed.

use std::fmt;
use std::time::{Duration, Instant};

use crossbeam_channel::{Sender, TrySendError, after, select};

use crate::issuance::{Issuer, maintain_own_login};
use crate::limits;
use crate::logger;
use crate::runtime::Shutdown;
use crate::secret::SecretString;

/// Something to revoke in the background: a token (its leases go with it) and the KV entry
/// that recorded it.
pub struct Revoke {
    /// The token (pod token or projected login token); revoked with itself.
    pub token: SecretString,
    /// The KV entry written for it, deleted after the revocation.
    pub kv_uuid: Option<String>,
    /// The token is already revoked (only the KV entry is left to delete).
    pub(super) token_revoked: bool,
    pub(super) attempt: u32,
    pub(super) due: Instant,
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
    pub(super) sender: Sender<Revoke>,
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

impl Issuer {
    pub(super) fn cleanup_loop(&self, shutdown: &Shutdown, beat: &dyn Fn()) {
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
    pub(super) fn revoke_once(&self, mut revoke: Revoke) -> Option<Revoke> {
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

    pub(super) fn retry(&self, mut revoke: Revoke) -> Option<Revoke> {
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
