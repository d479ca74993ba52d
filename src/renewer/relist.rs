//! The renewer's relist: every `syncTTLSecond`, the KV entries and the labelled pods are
//! listed again, entries without a live owner are dropped from the queue, new ones are
//! scheduled, and missing bookkeeping is backfilled.

use std::time::{Instant, SystemTime};

use crate::k8s::ListParams;
use crate::logger;
use crate::metrics;
use crate::renewer::pass::{LiveIndex, apply_backfill, backfill, live_index, owners};
use crate::renewer::run::{Renewer, Stop, Tracked, unix_seconds};
use crate::renewer::schedule::{Key, Kind};
use crate::runtime::Context;
use crate::secret::SecretString;
use crate::vault;
use crate::vault::PodIdentity;
use crate::vault::{KvEntry, KvStore};

impl Renewer {
    /// Lists KV keys and labelled pods, reads new keys, forgets what is gone and
    /// back-fills missing fields.
    pub(super) fn relist(&mut self, ctx: &Context, term: u64) -> Result<(), Stop> {
        let started = Instant::now();
        let outcome = self.relist_inner(ctx, term);
        let m = metrics::global();
        m.last_synchronization_duration
            .observe_duration(started.elapsed());
        match &outcome {
            Ok(true) => {
                m.synchronization_count_success.inc();
                m.last_synchronization_success
                    .set(unix_seconds(SystemTime::now()));
                logger::info(
                    "Token Synchronization Successful!",
                    &[
                        ("entries", &self.tracked.len().to_string()),
                        ("scheduled", &self.scheduler.active().to_string()),
                        ("duration_in_ms", &started.elapsed().as_millis().to_string()),
                    ],
                );
            }
            Ok(false) => m.synchronization_count_error.inc(),
            Err(_) => {}
        }
        m.renewer_scheduled_entries
            .set(self.scheduler.active() as f64);
        outcome.map(drop)
    }

    /// `Ok(false)`: the relist was partial or failed (counted as a synchronization error).
    pub(super) fn relist_inner(&mut self, ctx: &Context, term: u64) -> Result<bool, Stop> {
        let Some(kv) = self.kv.clone() else {
            return Ok(false);
        };
        self.slot(ctx, term)?;
        let token = match self.token.token() {
            Ok(token) => token,
            Err(error) => {
                logger::warn(
                    "renewer: relist skipped, cannot log in to vault",
                    &[("error", &error.to_string())],
                );
                return Ok(false);
            }
        };
        let listed = match kv.list(&self.vault, &token) {
            Ok(keys) => keys,
            Err(error) => {
                self.vault_failed(&error);
                logger::warn(
                    "renewer: relist skipped, cannot list kv entries",
                    &[("error", &error.to_string())],
                );
                return Ok(false);
            }
        };
        let params = ListParams {
            label_selector: Some(self.settings.label_selector()),
            ..ListParams::default()
        };
        let m = metrics::global();
        let pods = match self.kube.list_pods(&params) {
            Ok(list) => {
                m.fetch_pods_success_count.inc();
                list.items
            }
            Err(error) => {
                m.fetch_pods_error_count.inc();
                logger::warn(
                    "renewer: relist skipped, cannot list pods",
                    &[("error", &error.to_string())],
                );
                return Ok(false);
            }
        };
        let index = live_index(&pods);
        let plan =
            crate::renewer::plan_keys(self.tracked.keys().chain(self.refused.iter()), &listed);
        for uuid in &plan.forget {
            self.forget(uuid);
        }
        // Entries known and still listed whose pod went: forget them (the revoker revokes).
        let gone: Vec<String> = self
            .tracked
            .iter()
            .filter(|(uuid, t)| !has_owner(&index, uuid, &t.entry))
            .map(|(uuid, _)| uuid.clone())
            .collect();
        for uuid in &gone {
            self.forget(uuid);
        }
        let mut complete = true;
        for uuid in &plan.fetch {
            // Reading an entry no live pod carries would be wasted: its pod is gone (the
            // revoker's business) or not created yet (read at a later relist).
            if index.carriers(uuid).is_empty() {
                continue;
            }
            self.slot(ctx, term)?;
            match kv.get(&self.vault, &token, uuid) {
                Ok(Some(entry)) => {
                    if has_owner(&index, uuid, &entry)
                        && self.vouch(ctx, term, &token, &index, uuid, &entry)?
                    {
                        self.tracked.insert(
                            uuid.clone(),
                            Tracked {
                                entry,
                                owner: None,
                                expiry_warned: false,
                            },
                        );
                    }
                }
                Ok(None) => {}
                Err(error) => {
                    complete = false;
                    self.vault_failed(&error);
                    logger::warn(
                        "renewer: cannot read kv entry",
                        &[("uuid", uuid), ("error", &error.to_string())],
                    );
                }
            }
        }
        self.warn_capped_expiring();
        let uuids: Vec<String> = self.tracked.keys().cloned().collect();
        for uuid in uuids {
            let carriers = index.carriers(&uuid);
            let Some(tracked) = self.tracked.get_mut(&uuid) else {
                continue;
            };
            let owner = owners(&tracked.entry, &carriers)
                .first()
                .map(|p| (*p).clone());
            tracked.owner = owner;
            let has_token =
                !tracked.entry.token_accessor.is_empty() || tracked.entry.token_id.is_some();
            let has_lease = !tracked.entry.lease_id.is_empty();
            let fields = backfill(&tracked.entry, &carriers);
            if has_token {
                self.scheduler.insert(Key::new(&uuid, Kind::Token));
            }
            if has_lease {
                self.scheduler.insert(Key::new(&uuid, Kind::Lease));
            }
            if !fields.is_empty() && !self.store_backfill(ctx, term, &kv, &token, &uuid, &fields)? {
                complete = false;
            }
        }
        Ok(complete)
    }

    /// Whether a newly read entry may be renewed: its lease is under its own engine and
    /// role ([`vault::check_lease`]) and its token is its owner's ([`vault::verify_owner`]),
    /// so that a forged entry never makes the renewer keep someone else's token or lease
    /// alive. A refusal is counted (`vdbi_renewer_refusals_total{reason}`), logged, and
    /// remembered while the key is listed; `Ok(false)` also when Vault could not answer
    /// (read again at the next relist).
    fn vouch(
        &mut self,
        ctx: &Context,
        term: u64,
        token: &SecretString,
        index: &LiveIndex,
        uuid: &str,
        entry: &KvEntry,
    ) -> Result<bool, Stop> {
        let carriers = index.carriers(uuid);
        let Some(owner) = owners(entry, &carriers).first().map(|p| (*p).clone()) else {
            return Ok(false);
        };
        let pod = PodIdentity {
            namespace: &owner.namespace,
            uid: Some(&owner.uid),
            service_account: Some(owner.service_account.as_str()).filter(|s| !s.is_empty()),
        };
        let checked = match vault::check_lease(uuid, entry, &self.settings.allowed_engines) {
            Err(error) => Err(error),
            Ok(()) => {
                self.slot(ctx, term)?;
                vault::verify_owner(&self.vault, token, uuid, entry, &pod)
            }
        };
        match checked {
            Ok(_) => Ok(true),
            Err(error @ vault::Error::NotOwner { reason, .. }) => {
                metrics::global()
                    .renewer_refusals_total
                    .with(&[reason.as_str()])
                    .inc();
                logger::warn(
                    "renewer: refusing to renew a kv entry that does not belong to the pod",
                    &[
                        ("uuid", uuid),
                        ("namespace", &entry.namespace),
                        ("reason", reason.as_str()),
                        ("error", &error.to_string()),
                    ],
                );
                self.refused.insert(uuid.to_owned());
                Ok(false)
            }
            Err(error) => {
                self.vault_failed(&error);
                logger::warn(
                    "renewer: cannot verify a kv entry's token, read again later",
                    &[("uuid", uuid), ("error", &error.to_string())],
                );
                Ok(false)
            }
        }
    }

    /// Logs, once per lease, a capped lease with less than half of its last grant left:
    /// nothing will renew it, and its pod loses its database access at expiry unless it is
    /// restarted.
    pub(super) fn warn_capped_expiring(&mut self) {
        let now = self.clock.now();
        for (uuid, tracked) in &mut self.tracked {
            let key = Key::new(uuid, Kind::Lease);
            if tracked.expiry_warned || !self.scheduler.is_final(&key) {
                continue;
            }
            let (Some(expires), Some(granted)) =
                (self.scheduler.expires(&key), self.scheduler.granted(&key))
            else {
                continue;
            };
            let left = expires.saturating_duration_since(now);
            if left > granted / 2 {
                continue;
            }
            tracked.expiry_warned = true;
            let pod = tracked
                .owner
                .as_ref()
                .map(|p| p.name.as_str())
                .unwrap_or("");
            logger::warn(
                "renewer: a lease capped by max_ttl expires soon; restart the pod to get new credentials",
                &[
                    ("uuid", uuid),
                    ("namespace", &tracked.entry.namespace),
                    ("pod", pod),
                    ("seconds_left", &left.as_secs().to_string()),
                ],
            );
        }
    }

    /// Writes back-filled fields; `Ok(false)` when the write failed (retried next relist).
    pub(super) fn store_backfill(
        &mut self,
        ctx: &Context,
        term: u64,
        kv: &KvStore,
        token: &SecretString,
        uuid: &str,
        fields: &[(&'static str, String)],
    ) -> Result<bool, Stop> {
        self.slot(ctx, term)?;
        let Some(tracked) = self.tracked.get_mut(uuid) else {
            return Ok(true);
        };
        let mut updated = std::mem::take(&mut tracked.entry);
        apply_backfill(&mut updated, fields);
        let result = kv.put(&self.vault, token, uuid, &updated);
        let namespace = updated.namespace.clone();
        let m = metrics::global();
        let ok = match result {
            Ok(()) => {
                m.store_data_count_success.inc();
                let names: Vec<&str> = fields.iter().map(|(n, _)| *n).collect();
                logger::info(
                    "renewer: kv entry back-filled",
                    &[
                        ("uuid", uuid),
                        ("namespace", &namespace),
                        ("fields", &names.join(",")),
                    ],
                );
                tracked.entry = updated;
                true
            }
            Err(error) => {
                m.store_data_count_error.with(&[uuid, &namespace]).inc();
                logger::info(
                    "renewer: cannot back-fill kv entry",
                    &[("uuid", uuid), ("error", &error.to_string())],
                );
                // Keep what is known; the fields are filled at a later relist.
                for (name, _) in fields {
                    match *name {
                        "PodName" => updated.pod_name.clear(),
                        "NodeName" => updated.node_name.clear(),
                        "ServiceAccountName" => updated.service_account_name.clear(),
                        "PodUID" => updated.pod_uid.clear(),
                        _ => {}
                    }
                }
                tracked.entry = updated;
                false
            }
        };
        Ok(ok)
    }
}
pub(super) fn has_owner(index: &LiveIndex, uuid: &str, entry: &KvEntry) -> bool {
    !owners(entry, &index.carriers(uuid)).is_empty()
}
