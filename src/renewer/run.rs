//! The scheduler thread: while this replica leads, relist every `syncTTLSecond`, renew
//! whatever is due within the rate limit, and act on Vault's answers.
//!
//! One thread does it all: the rate limit (30 requests a second by default) is far below
//! what one thread with 10 s call timeouts can issue, and one thread keeps the queue, the
//! limiter and the entries free of locks. It wakes at least every half second to look at
//! shutdown and leadership.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::k8s::{self, ListParams};
use crate::leadership::{Clock, Leadership};
use crate::limits;
use crate::logger;
use crate::metrics;
use crate::renewer::limiter::RateLimiter;
use crate::renewer::pass::{LiveIndex, LivePod, apply_backfill, backfill, live_index, owners};
use crate::renewer::schedule::{Decision, Grant, Key, Kind, Outcome, Scheduler, random_seed};
use crate::renewer::{Parts, Settings, TokenSource};
use crate::runtime::Context;
use crate::runtime::time::{instant_after, system_after};
use crate::secret::SecretString;
use crate::vault::{self, KvEntry, KvStore, Ownership, PodIdentity, Renewal, Revocation};

/// One KV entry the renewer keeps, with the live pod that owns it.
struct Tracked {
    entry: KvEntry,
    owner: Option<LivePod>,
    /// A capped lease's coming expiry was logged.
    expiry_warned: bool,
}

/// Why a call stopped early.
enum Stop {
    /// Shutdown started.
    Shutdown,
    /// This replica no longer leads in the pass's term.
    NotLeader,
}

pub(crate) struct Renewer {
    kube: Arc<k8s::Client>,
    vault: Arc<vault::Client>,
    token: Arc<dyn TokenSource>,
    settings: Settings,
    leadership: Leadership,
    clock: Arc<dyn Clock>,
    kv: Option<KvStore>,
    scheduler: Scheduler,
    limiter: RateLimiter,
    tracked: HashMap<String, Tracked>,
    /// Keys whose entry failed the ownership check: not read again while listed (the
    /// refusal is final, and counting it once per entry keeps the metric meaningful).
    refused: HashSet<String>,
    events: k8s::Recorder,
    cliffs: crate::rotation::Reporter,
}

fn unix_seconds(at: SystemTime) -> f64 {
    at.duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

impl Renewer {
    pub(crate) fn new(
        parts: Parts,
        events: k8s::Recorder,
        cliffs: crate::rotation::Reporter,
    ) -> Renewer {
        let kv = match KvStore::new(&parts.settings.kv_mount, &parts.settings.kv_prefix) {
            Ok(kv) => Some(kv),
            Err(error) => {
                logger::error(
                    "renewer: the kv mount or prefix cannot be used, nothing will be renewed",
                    &[("error", &error.to_string())],
                );
                None
            }
        };
        Renewer {
            scheduler: Scheduler::new(Arc::clone(&parts.clock), random_seed()),
            limiter: RateLimiter::new(parts.settings.vault_rate_limit),
            kube: parts.kube,
            vault: parts.vault,
            token: parts.token,
            settings: parts.settings,
            leadership: parts.leadership,
            clock: parts.clock,
            kv,
            tracked: HashMap::new(),
            refused: HashSet::new(),
            events,
            cliffs,
        }
    }

    /// An Event on the pod that owns `uuid`'s entry, if that pod is known.
    fn pod_event(&self, uuid: &str, reason: &'static str, note: k8s::Note) {
        let Some(pod) = self.tracked.get(uuid).and_then(|t| t.owner.as_ref()) else {
            return;
        };
        self.events.record(k8s::Record {
            regarding: k8s::Regarding::pod(&pod.namespace, &pod.name, &pod.uid),
            type_: k8s::EventType::Warning,
            reason,
            action: "Renew",
            note,
        });
    }

    /// Runs until shutdown.
    pub(crate) fn run(mut self, ctx: &Context) {
        let mut current_term: Option<u64> = None;
        let mut next_relist = self.clock.now();
        let mut next_maintain = self.clock.now();
        loop {
            ctx.heartbeat.beat();
            let now = self.clock.now();
            let mut wake = now + limits::RENEWER_POLL;
            match self.leadership.term() {
                None => {
                    if current_term.take().is_some() {
                        logger::info("renewer: not leading any more, renewals stop", &[]);
                        self.forget_all();
                        self.token.release();
                    }
                }
                Some(term) => {
                    if current_term != Some(term) {
                        current_term = Some(term);
                        logger::info("renewer: leading, first pass starts", &[]);
                        self.forget_all();
                        next_relist = now;
                        next_maintain = now;
                    }
                    if now >= next_maintain {
                        next_maintain = self.token.maintain(now);
                    }
                    if self.clock.now() >= next_relist {
                        match self.relist(ctx, term) {
                            Err(Stop::Shutdown) => break,
                            Err(Stop::NotLeader) | Ok(()) => {}
                        }
                        next_relist = instant_after(self.clock.now(), self.settings.sync_interval);
                    }
                    match self.renew_due(ctx, term) {
                        Err(Stop::Shutdown) => break,
                        Err(Stop::NotLeader) => continue,
                        Ok(()) => {}
                    }
                    let mut candidates = vec![wake, next_relist, next_maintain];
                    if let Some(due) = self.scheduler.next_due() {
                        candidates.push(due.max(self.limiter.free_at().unwrap_or(due)));
                    }
                    wake = candidates.into_iter().min().unwrap_or(wake);
                }
            }
            let wait = wake.saturating_duration_since(self.clock.now());
            if ctx.shutdown.wait_timeout(wait.min(limits::RENEWER_POLL)) {
                break;
            }
        }
        self.forget_all();
        self.token.release();
    }

    fn check(&self, ctx: &Context, term: u64) -> Result<(), Stop> {
        if ctx.shutdown.is_triggered() {
            return Err(Stop::Shutdown);
        }
        if !self.leadership.is_leading_in(term) {
            return Err(Stop::NotLeader);
        }
        Ok(())
    }

    /// Waits for a rate-limit slot (and checks shutdown and leadership meanwhile).
    fn slot(&mut self, ctx: &Context, term: u64) -> Result<(), Stop> {
        loop {
            self.check(ctx, term)?;
            ctx.heartbeat.beat();
            match self.limiter.acquire(self.clock.now()) {
                Ok(()) => return Ok(()),
                Err(at) => {
                    let wait = at.saturating_duration_since(self.clock.now());
                    if ctx.shutdown.wait_timeout(wait.min(limits::RENEWER_POLL)) {
                        return Err(Stop::Shutdown);
                    }
                }
            }
        }
    }

    /// Counts a failed Vault call, pauses on 429, and gets a new own token on 403.
    fn vault_failed(&mut self, error: &vault::Error) -> Outcome {
        let reason = match error.status() {
            Some(429) => {
                self.limiter
                    .pause_until(self.clock.now() + limits::RENEWER_RATE_LIMITED_PAUSE);
                "rate_limited"
            }
            Some(403) => {
                if let Err(e) = self.token.replace() {
                    logger::warn(
                        "renewer: cannot log in to vault again",
                        &[("error", &e.to_string())],
                    );
                }
                "other"
            }
            _ if error.is_unavailable() => "unavailable",
            _ => "other",
        };
        metrics::global()
            .renewer_vault_errors_total
            .with(&[reason])
            .inc();
        Outcome::Failed {
            retry_after: (reason == "rate_limited").then_some(limits::RENEWER_RATE_LIMITED_PAUSE),
        }
    }

    fn forget_all(&mut self) {
        let uuids: Vec<String> = self.tracked.keys().cloned().collect();
        for uuid in uuids {
            self.forget(&uuid);
        }
        self.refused.clear();
        metrics::global().renewer_scheduled_entries.set(0.0);
    }

    /// Stops renewing `uuid` and removes its metric series.
    fn forget(&mut self, uuid: &str) {
        self.refused.remove(uuid);
        self.scheduler.remove(&Key::new(uuid, Kind::Token));
        self.scheduler.remove(&Key::new(uuid, Kind::Lease));
        if let Some(tracked) = self.tracked.remove(uuid) {
            remove_series(uuid, &tracked.entry.namespace);
        }
    }

    /// Lists KV keys and labelled pods, reads new keys, forgets what is gone and
    /// back-fills missing fields.
    fn relist(&mut self, ctx: &Context, term: u64) -> Result<(), Stop> {
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
    fn relist_inner(&mut self, ctx: &Context, term: u64) -> Result<bool, Stop> {
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
    fn warn_capped_expiring(&mut self) {
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
    fn store_backfill(
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

    /// Renews everything due now, as fast as the rate limit lets it.
    fn renew_due(&mut self, ctx: &Context, term: u64) -> Result<(), Stop> {
        loop {
            self.check(ctx, term)?;
            ctx.heartbeat.beat();
            let due = self
                .scheduler
                .next_due()
                .is_some_and(|at| at <= self.clock.now());
            if !due {
                return Ok(());
            }
            if self.limiter.acquire(self.clock.now()).is_err() {
                return Ok(());
            }
            let Some(key) = self.scheduler.pop_due() else {
                return Ok(());
            };
            self.renew(ctx, term, &key)?;
        }
    }

    fn renew(&mut self, ctx: &Context, term: u64, key: &Key) -> Result<(), Stop> {
        let Some(tracked) = self.tracked.get(&key.uuid) else {
            self.scheduler.remove(key);
            return Ok(());
        };
        let namespace = tracked.entry.namespace.clone();
        let token = match self.token.token() {
            Ok(token) => token,
            Err(error) => {
                logger::warn(
                    "renewer: cannot log in to vault",
                    &[("error", &error.to_string())],
                );
                self.scheduler
                    .record(key, &Outcome::Failed { retry_after: None });
                return Ok(());
            }
        };
        let (asked, result) = match key.kind {
            Kind::Token => {
                let asked = self.settings.token_ttl;
                let result = if !tracked.entry.token_accessor.is_empty() {
                    self.vault
                        .renew_accessor(&token, &tracked.entry.token_accessor, Some(asked))
                } else if let Some(pod_token) = &tracked.entry.token_id {
                    self.vault.renew_token(&token, pod_token, Some(asked))
                } else {
                    Ok(None)
                };
                (asked, result)
            }
            Kind::Lease => {
                let asked = self.settings.lease_increment;
                let result = self
                    .vault
                    .renew_lease(&token, &tracked.entry.lease_id, Some(asked));
                (asked, result)
            }
        };
        let m = metrics::global();
        let labels = [key.uuid.as_str(), namespace.as_str()];
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
        let decision = self.scheduler.record(key, &outcome);
        if let Decision::Final(_) = decision {
            self.log_final(key, &namespace, &outcome);
        }
        Ok(())
    }

    fn log_final(&self, key: &Key, namespace: &str, outcome: &Outcome) {
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
            .get(&key.uuid)
            .and_then(|t| t.owner.as_ref())
            .map(|p| p.name.clone())
            .unwrap_or_default();
        if key.kind == Kind::Lease {
            metrics::global()
                .lease_capped
                .with(&[key.uuid.as_str(), namespace])
                .set(1.0);
        }
        if let Outcome::Renewed(grant) = outcome
            && let Some(pod) = self.tracked.get(&key.uuid).and_then(|t| t.owner.as_ref())
        {
            // The rotation learns the cliff from what Vault granted, not from configuration.
            self.cliffs.cliff(crate::rotation::Cliff {
                uuid: key.uuid.clone(),
                namespace: pod.namespace.clone(),
                pod: pod.name.clone(),
                uid: pod.uid.clone(),
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
    fn unrecoverable(
        &mut self,
        ctx: &Context,
        term: u64,
        key: &Key,
        why: &str,
    ) -> Result<(), Stop> {
        let uuid = key.uuid.clone();
        let Some(kv) = self.kv.clone() else {
            return Ok(());
        };
        let Some(tracked) = self.tracked.get(&uuid) else {
            return Ok(());
        };
        let namespace = tracked.entry.namespace.clone();
        let Some(owner) = tracked.owner.clone() else {
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
                ("pod", &owner.name),
                ("reason", why),
            ],
        );
        self.slot(ctx, term)?;
        let token = match self.token.token() {
            Ok(token) => token,
            Err(_) => {
                self.scheduler
                    .record(key, &Outcome::Failed { retry_after: None });
                return Ok(());
            }
        };
        let pod = PodIdentity {
            namespace: &owner.namespace,
            uid: Some(&owner.uid),
            service_account: Some(owner.service_account.as_str()).filter(|s| !s.is_empty()),
        };
        let Some(tracked) = self.tracked.get(&uuid) else {
            return Ok(());
        };
        let ownership = vault::verify_owner(&self.vault, &token, &uuid, &tracked.entry, &pod);
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
                self.scheduler.remove(&Key::new(&uuid, Kind::Token));
                self.scheduler.remove(&Key::new(&uuid, Kind::Lease));
                return Ok(());
            }
            Err(error) => {
                let outcome = self.vault_failed(&error);
                self.scheduler.record(key, &outcome);
                return Ok(());
            }
        };
        // A login token (projected SA) may be shared with another live entry as far as
        // Vault can tell (see `vault::owner`): it is left to expire at its TTL, unrenewed
        // once its entry is gone; its lease is the unrecoverable one anyway.
        if ownership != Ownership::TokenGone && ownership != Ownership::ServiceAccount {
            self.slot(ctx, term)?;
            let Some(tracked) = self.tracked.get(&uuid) else {
                return Ok(());
            };
            let revoked = if !tracked.entry.token_accessor.is_empty() {
                self.vault
                    .revoke_accessor(&token, &tracked.entry.token_accessor)
            } else if let Some(pod_token) = &tracked.entry.token_id {
                self.vault.revoke_as(pod_token)
            } else {
                Ok(Revocation::AlreadyGone)
            };
            match revoked {
                Ok(_) => m.revoke_token_count_success.with(&[&namespace]).inc(),
                Err(error) => {
                    m.revoke_token_count_error.with(&[&uuid, &namespace]).inc();
                    let outcome = self.vault_failed(&error);
                    self.scheduler.record(key, &outcome);
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
                self.scheduler.record(key, &outcome);
            }
        }
        Ok(())
    }
}

fn has_owner(index: &LiveIndex, uuid: &str, entry: &KvEntry) -> bool {
    !owners(entry, &index.carriers(uuid)).is_empty()
}

/// Whether a lease renewal error means the lease will never renew (the original's
/// `isLeaseUnrecoverable`: 400 with "invalid lease" or "could not find role").
fn lease_unrecoverable(error: &vault::Error) -> bool {
    error.status() == Some(400)
        && (error.mentions("invalid lease") || error.mentions("could not find role"))
}

fn grant_of(renewal: &Renewal, asked: Duration) -> Grant {
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

/// Removes every per-pod series of `uuid` (its pod is gone or no longer ours).
fn remove_series(uuid: &str, namespace: &str) {
    let m = metrics::global();
    let labels = [uuid, namespace];
    m.token_expiration.remove(&labels);
    m.lease_expiration.remove(&labels);
    m.token_granted_ttl_seconds.remove(&labels);
    m.lease_granted_ttl_seconds.remove(&labels);
    m.lease_capped.remove(&labels);
    m.renew_token_count_success.remove(&labels);
    m.renew_token_count_error.remove(&labels);
    m.renew_lease_count_success.remove(&labels);
    m.renew_lease_count_error.remove(&labels);
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
