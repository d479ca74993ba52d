//! The renewer's relist: every `syncTTLSecond`, the KV entries and the labelled pods are
//! listed again, entries without a live owner are dropped from the queue, new ones are
//! scheduled, and missing bookkeeping is backfilled.

use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use crate::k8s::ListParams;
use crate::limits;
use crate::logger;
use crate::metrics;
use crate::renewer::handover::Urgency;
use crate::renewer::pass::{
    LiveIndex, LivePod, apply_backfill, backfill, only_backfilled, owners, owners_in,
};
use crate::renewer::run::{Renewer, Stop, Term, Tracked, unix_seconds};
use crate::renewer::schedule::{Key, Kind};
use crate::runtime::Context;
use crate::secret::SecretString;
use crate::vault;
use crate::vault::PodIdentity;
use crate::vault::{KvEntry, KvStore};

impl Renewer {
    /// Lists KV keys and labelled pods, reads new keys, forgets what is gone and
    /// back-fills missing fields.
    pub(super) fn relist(&mut self, ctx: &Context, term: Term) -> Result<(), Stop> {
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
                        (
                            "scheduled",
                            &self.scheduler.active(&self.tracked).to_string(),
                        ),
                        ("duration_in_ms", &started.elapsed().as_millis().to_string()),
                    ],
                );
            }
            Ok(false) => m.synchronization_count_error.inc(),
            Err(_) => {}
        }
        m.renewer_scheduled_entries
            .set(self.scheduler.active(&self.tracked) as f64);
        outcome.map(drop)
    }

    /// A warm standby's pass (`renewer.warmStandby`): reads and checks the entries not
    /// known yet, at its own quarter rate, renews nothing, and gives its token back; stops
    /// as soon as a term starts. Not a synchronization (no metric, a debug line).
    pub(super) fn warm(&mut self, ctx: &Context) -> Result<(), Stop> {
        let before = self.tracked.len();
        let outcome = self.relist_inner(ctx, Term::Standby);
        self.token.release();
        logger::debug(
            "renewer: warm standby read the entries it did not know",
            &[
                ("entries", &self.tracked.len().to_string()),
                (
                    "new",
                    &self.tracked.len().saturating_sub(before).to_string(),
                ),
            ],
        );
        match outcome {
            Err(Stop::Shutdown) => Err(Stop::Shutdown),
            _ => Ok(()),
        }
    }

    /// `Ok(false)`: the relist was partial or failed (counted as a synchronization error).
    pub(super) fn relist_inner(&mut self, ctx: &Context, term: Term) -> Result<bool, Stop> {
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
        let leading = matches!(term, Term::Lead(_));
        let taking_over = leading && self.take_over;
        if taking_over {
            self.take_over = false;
            self.urgency = self.read_handover(ctx, term, &token)?;
        }
        let params = ListParams {
            label_selector: Some(self.settings.label_selector()),
            ..ListParams::default()
        };
        let m = metrics::global();
        // The keys first, then the pod list folded into what they need page by page: a
        // pod that carries no listed key is not kept, and one listed as its key's tracked
        // owner was is only flagged (the whole list is never held beside the index).
        let listed = LiveIndex::keys(listed);
        let tracked = &self.tracked;
        let is_owner = |key: &str, pod: &LivePod| tracked.get(key).is_some_and(|t| t.is_owner(pod));
        let folded = self.kube.fold_pods(
            &params,
            || LiveIndex::fold_for(&listed),
            |folded, pod| LiveIndex::add(&listed, folded, pod, is_owner),
        );
        let mut index = match folded {
            Ok((folded, _)) => {
                m.fetch_pods_success_count.inc();
                LiveIndex::new(listed, folded)
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
        // The lists take seconds at scale, and a standby's steady pass makes no Vault call
        // after them that would see a term start: checked here, so that a takeover does not
        // wait for a warm pass to finish (nor a leader that lost its term go on).
        self.check(ctx, term)?;
        let plan = crate::renewer::plan_keys(
            self.tracked
                .keys()
                .map(|k| &**k)
                .chain(self.refused.iter().map(String::as_str)),
            |key| self.tracked.contains_key(key) || self.refused.contains(key),
            index.listed(),
        );
        for uuid in &plan.forget {
            self.forget(uuid);
        }
        // Entries known and still listed whose pod went: forget them (the revoker revokes).
        let gone: Vec<Arc<str>> = self
            .tracked
            .iter()
            .filter(|(uuid, t)| !tracked_owner_lives(&index, uuid, t))
            .map(|(uuid, _)| Arc::clone(uuid))
            .collect();
        for uuid in &gone {
            self.forget(uuid);
        }
        if taking_over {
            // What a warm standby checked before this term: renewed first, most urgent
            // first by the last leader's schedule, before any new key is read.
            self.schedule_known();
            self.renew_now(ctx, term)?;
        }
        let mut complete = true;
        // Most urgent first by the last leader's schedule (at a takeover; later relists
        // read only new keys), each entry renewed as soon as it passed its checks, so the
        // first renewal does not wait for every entry to be read.
        let mut fetch = plan.fetch;
        self.urgency
            .order_by(&mut fetch, |position| index.listed().key(*position));
        for &position in &fetch {
            let uuid = index.listed().key(position).to_owned();
            let uuid = uuid.as_str();
            // Reading an entry no live pod carries would be wasted: its pod is gone (the
            // revoker's business) or not created yet (read at a later relist).
            if index.carriers(uuid, None).is_empty() {
                continue;
            }
            self.slot(ctx, term)?;
            match kv.get(&self.vault, &token, uuid) {
                Ok(Some(entry)) => {
                    if !has_owner(&index, uuid, &entry) {
                        continue;
                    }
                    if let Some((token_left, owner)) =
                        self.vouch(ctx, term, &token, &index, uuid, &entry)?
                    {
                        // The index's copy goes: the tracked entry's stands for it.
                        index.adopted(uuid, &owner);
                        self.adopt(uuid, entry, owner, token_left, leading);
                        if leading {
                            self.renew_now(ctx, term)?;
                        }
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
        let uuids: Vec<Arc<str>> = self.tracked.keys().cloned().collect();
        let mut stale = Vec::new();
        for uuid in uuids {
            let Some(tracked) = self.tracked.get_mut(&uuid) else {
                continue;
            };
            let entry = tracked.entry().unpack();
            let (replacement, fields) = {
                let owner = tracked.owner();
                let carriers = index.carriers(&uuid, owner.as_deref());
                let candidates = owners(&entry, &carriers);
                // The owner the entry was checked for is kept while it lives (a copier of
                // the uuid listed before it does not take its place), and kept as it is:
                // no copy per entry per relist, so the heap is not churned every
                // `syncTTLSecond`.
                let still = owner
                    .as_deref()
                    .is_some_and(|owner| candidates.contains(&owner));
                let replacement = (!still).then(|| candidates.first().map(|p| (*p).clone()));
                (replacement, backfill(&entry, &carriers))
            };
            if let Some(owner) = replacement {
                tracked.set_owner(owner);
            }
            if !leading {
                // Read before the leader back-filled it: read again, so that a takeover
                // does not write every such entry a second time.
                if !fields.is_empty() {
                    stale.push(uuid);
                }
                continue;
            }
            self.schedule_entry(&uuid);
            if !fields.is_empty() && !self.store_backfill(ctx, term, &kv, &token, &uuid, &fields)? {
                complete = false;
            }
        }
        // The pod index and the key lists are a relist's largest holdings: gone before the
        // hand-over schedule is built, so that the two never stand in memory together.
        drop((index, fetch));
        if !leading {
            for uuid in &stale {
                self.refresh(ctx, term, &kv, &token, uuid)?;
            }
            return Ok(complete);
        }
        if complete {
            // Every listed entry has been read: the schedule has done its work.
            self.urgency = Urgency::default();
        }
        self.write_handover(ctx, term, &token)?;
        Ok(complete)
    }

    /// A standby's entry read again: taken when it only gained back-fill fields, forgotten
    /// (to be read and checked as new) when anything else changed or it is gone.
    fn refresh(
        &mut self,
        ctx: &Context,
        term: Term,
        kv: &KvStore,
        token: &SecretString,
        uuid: &str,
    ) -> Result<(), Stop> {
        self.slot(ctx, term)?;
        match kv.get(&self.vault, token, uuid) {
            Ok(Some(fresh)) => match self.tracked.get_mut(uuid) {
                Some(tracked) if only_backfilled(&tracked.entry().unpack(), &fresh) => {
                    tracked.set_entry(fresh.into());
                }
                _ => self.forget(uuid),
            },
            Ok(None) => self.forget(uuid),
            Err(error) => {
                self.vault_failed(&error);
            }
        }
        Ok(())
    }

    /// Schedules every tracked entry the queue does not hold (a warm standby's, at the
    /// start of a term), most urgent first by the last leader's schedule: its lease due
    /// now, its token by what its lookup said, less the time since.
    fn schedule_known(&mut self) {
        let mut keys: Vec<Arc<str>> = self.tracked.keys().cloned().collect();
        self.urgency.order(&mut keys);
        let now = self.clock.now();
        for uuid in &keys {
            let Some(tracked) = self.tracked.get(&**uuid) else {
                continue;
            };
            if let Some((left, seen)) = tracked.token_seen {
                let left = left.saturating_sub(now.saturating_duration_since(seen));
                self.scheduler
                    .insert_left(&mut self.tracked, Key::shared(uuid, Kind::Token), left);
            }
            self.schedule_entry(uuid);
        }
    }

    /// Tracks a newly read entry that passed its checks, with the owner it passed them
    /// for; when `leading`, schedules its lease (due now) and its token (by the TTL its
    /// lookup just gave, else now). A standby only keeps it, with its token's TTL and when
    /// that was seen.
    fn adopt(
        &mut self,
        uuid: &str,
        entry: KvEntry,
        owner: LivePod,
        token_left: Option<u64>,
        leading: bool,
    ) {
        // One copy of the uuid for the table, the queue's keys and the metric series' labels.
        let shared = metrics::shared_label(uuid);
        let token_seen = token_left.map(|left| (Duration::from_secs(left), self.clock.now()));
        self.tracked.insert(
            Arc::clone(&shared),
            Box::new(Tracked::new(entry.into(), Some(owner), token_seen)),
        );
        if leading && let Some((left, _)) = token_seen {
            self.scheduler
                .insert_left(&mut self.tracked, Key::shared(&shared, Kind::Token), left);
        }
        if leading {
            self.schedule_entry(uuid);
        }
    }

    /// Puts the token and the lease `uuid` records in the queue (no change if known).
    fn schedule_entry(&mut self, uuid: &str) {
        let Some((shared, tracked)) = self.tracked.get_key_value(uuid) else {
            return;
        };
        let has_token =
            !tracked.entry().token_accessor().is_empty() || tracked.entry().token_id().is_some();
        let has_lease = !tracked.entry().lease_id().is_empty();
        let token = Key::shared(shared, Kind::Token);
        let lease = token.sibling(Kind::Lease);
        if has_token {
            self.scheduler.insert(&mut self.tracked, token);
        }
        if has_lease {
            self.scheduler.insert(&mut self.tracked, lease);
        }
    }

    /// Whether a newly read entry may be renewed: its lease is under its own engine and
    /// role ([`vault::check_lease`]) and its token is its owner's ([`vault::verify_owner`]),
    /// so that a forged entry never makes the renewer keep someone else's token or lease
    /// alive. Each live pod that may own it (up to [`limits::RENEWER_OWNER_CANDIDATES_MAX`])
    /// is tried in turn: a pod of the same namespace that copied the uuid (it comes first
    /// by name, say) fails the token's checks, and must not make the renewer refuse the pod
    /// the entry is for. A refusal by every one is counted
    /// (`vdbi_renewer_refusals_total{reason}`, the last one's reason), logged, and
    /// remembered while the key is listed; `Ok(None)` also when Vault could not answer
    /// (read again at the next relist). `Ok(Some((ttl, owner)))`: it may, for `owner`, and
    /// its token has `ttl` seconds left by the lookup (`None`: not known).
    fn vouch(
        &mut self,
        ctx: &Context,
        term: Term,
        token: &SecretString,
        index: &LiveIndex,
        uuid: &str,
        entry: &KvEntry,
    ) -> Result<Option<(Option<u64>, LivePod)>, Stop> {
        let carriers = index.carriers(uuid, None);
        let candidates = owners(entry, &carriers);
        if candidates.is_empty() {
            return Ok(None);
        }
        let mut refusal = vault::check_lease(uuid, entry, &self.settings.allowed_engines).err();
        if refusal.is_none() {
            for owner in candidates.iter().take(limits::RENEWER_OWNER_CANDIDATES_MAX) {
                let pod = PodIdentity {
                    namespace: owner.namespace(),
                    uid: Some(owner.uid()),
                    service_account: Some(owner.service_account()).filter(|s| !s.is_empty()),
                };
                self.slot(ctx, term)?;
                match vault::verify_owner_ttl(&self.vault, token, uuid, entry, &pod) {
                    // Its leases went with it (Vault revokes a token's leases with the
                    // token): the lease id the entry names is dead or not this token's,
                    // so renewing it could only keep alive a lease of someone else's.
                    // Left to the revoker.
                    Ok((vault::Ownership::TokenGone, _)) => {
                        metrics::global()
                            .renewer_refusals_total
                            .with(&["token_gone"])
                            .inc();
                        logger::info(
                            "renewer: a kv entry's token is gone (revoked or expired) and its leases with it; nothing to renew",
                            &[("uuid", uuid), ("namespace", &entry.namespace)],
                        );
                        self.refused.insert(uuid.to_owned());
                        return Ok(None);
                    }
                    Ok((_, ttl)) => return Ok(Some((ttl, (*owner).clone()))),
                    Err(error @ vault::Error::NotOwner { .. }) => refusal = Some(error),
                    Err(error) => {
                        self.vault_failed(&error);
                        logger::warn(
                            "renewer: cannot verify a kv entry's token, read again later",
                            &[("uuid", uuid), ("error", &error.to_string())],
                        );
                        return Ok(None);
                    }
                }
            }
        }
        let Some(error) = refusal else {
            return Ok(None);
        };
        let reason = match &error {
            vault::Error::NotOwner { reason, .. } => reason.as_str(),
            _ => "other",
        };
        metrics::global()
            .renewer_refusals_total
            .with(&[reason])
            .inc();
        logger::warn(
            "renewer: refusing to renew a kv entry that does not belong to the pod",
            &[
                ("uuid", uuid),
                ("namespace", &entry.namespace),
                ("reason", reason),
                ("error", &error.to_string()),
            ],
        );
        self.refused.insert(uuid.to_owned());
        Ok(None)
    }

    /// Logs, once per lease, a capped lease with less than half of its last grant left:
    /// nothing will renew it, and its pod loses its database access at expiry unless it is
    /// restarted.
    pub(super) fn warn_capped_expiring(&mut self) {
        let now = self.clock.now();
        let expiring: Vec<(Arc<str>, Duration)> = self
            .tracked
            .iter()
            .filter(|(_, tracked)| !tracked.expiry_warned)
            .filter_map(|(uuid, _)| {
                let key = Key::shared(uuid, Kind::Lease);
                if !self.scheduler.is_final(&self.tracked, &key) {
                    return None;
                }
                let expires = self.scheduler.expires(&self.tracked, &key)?;
                let granted = self.scheduler.granted(&self.tracked, &key)?;
                let left = expires.saturating_duration_since(now);
                (left <= granted / 2).then(|| (Arc::clone(uuid), left))
            })
            .collect();
        for (uuid, left) in expiring {
            let Some(tracked) = self.tracked.get_mut(&uuid) else {
                continue;
            };
            tracked.expiry_warned = true;
            let pod = tracked
                .owner()
                .map(|p| p.name().to_owned())
                .unwrap_or_default();
            logger::warn(
                "renewer: a lease capped by max_ttl expires soon; restart the pod to get new credentials",
                &[
                    ("uuid", &uuid),
                    ("namespace", tracked.entry().namespace()),
                    ("pod", &pod),
                    ("seconds_left", &left.as_secs().to_string()),
                ],
            );
        }
    }

    /// Writes back-filled fields; `Ok(false)` when the write failed (retried next relist).
    pub(super) fn store_backfill(
        &mut self,
        ctx: &Context,
        term: Term,
        kv: &KvStore,
        token: &SecretString,
        uuid: &str,
        fields: &[(&'static str, String)],
    ) -> Result<bool, Stop> {
        self.slot(ctx, term)?;
        let Some(tracked) = self.tracked.get_mut(uuid) else {
            return Ok(true);
        };
        let mut updated = tracked.entry().unpack();
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
                tracked.set_entry(updated.into());
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
                tracked.set_entry(updated.into());
                false
            }
        };
        Ok(ok)
    }
}
/// Whether a live pod may own `entry`, a newly read entry of `uuid`.
pub(super) fn has_owner(index: &LiveIndex, uuid: &str, entry: &KvEntry) -> bool {
    !owners(entry, &index.carriers(uuid, None)).is_empty()
}

/// Whether a live pod may still own `tracked`, the entry of `uuid` (its owner first, when
/// it was listed as it was).
pub(super) fn tracked_owner_lives(index: &LiveIndex, uuid: &str, tracked: &Tracked) -> bool {
    let owner = tracked.owner();
    let carriers = index.carriers(uuid, owner.as_deref());
    let entry = tracked.entry();
    !owners_in(entry.namespace(), entry.pod_uid(), &carriers).is_empty()
}
