//! The safety sweep: every `revoker.sweepInterval` (and as soon as this replica becomes
//! leader), every KV entry whose pod is gone is revoked, with four brakes, because a sweep
//! that misjudges "gone" would cut live applications off their database:
//!
//! - if the pod list (or the KV list, or the revoker's login) fails, nothing is revoked
//!   and the sweep is counted in `vdbi_revoker_sweep_skipped_total{reason}` (zero
//!   labelled pods is a normal answer);
//! - an entry younger than `revoker.gracePeriod` (KV `created_time`) is left alone: its pod
//!   may still be in admission (the original's race with the webhook's asynchronous write);
//! - an entry is revoked only when two consecutive sweeps found it orphaned and a direct
//!   read of its pod (GET by name, or a namespace list when the name is unknown) confirms
//!   the pod is gone, whatever its labels;
//! - if one sweep would revoke more than `revoker.maxRevokeShare` of all entries (a
//!   relabelled release, a selector typo), it holds them and raises
//!   `vdbi_revoker_sweep_held_entries`; an entry whose pod has been confirmed gone on three
//!   consecutive sweeps is revoked even then, so a mass deletion the watch missed does not
//!   leak for the token's whole TTL.
//!
//! An entry counts as live when a labelled pod that owns it may hold its key
//! ([`crate::podkeys`]: its uuids, their NRI generations, its UID-keyed entries).
//!
//! **Cost.** An entry is read once in its life: what ownership needs (namespace, pod name,
//! pod UID, creation time, KV version) stays in an [`EntryCache`] of at most
//! [`limits::REVOKER_SWEEP_CACHE_MAX`] entries, and a uuid that leaves the KV list leaves
//! the cache. Per interval a sweep costs the KV list (one page per
//! [`limits::VAULT_KV_LIST_PAGE`] entries on OpenBao), one read (data, plus metadata when
//! no live pod owns it) per entry it has not seen, and re-reads only for orphan candidates
//! recorded before their back-fill (no pod name nor UID yet). The cache never decides a
//! revocation by itself: the revoking worker reads the entry again and runs every
//! ownership check on what Vault answers then, so a stale cached fact can at worst keep
//! an entry (never revoke one). Vault reads are paced by `vaultRateLimit`; entries that
//! cost no call are not.

use std::collections::{HashMap, HashSet};
use std::str::FromStr;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use k8s_openapi::jiff::Timestamp;
use serde::Deserialize;

use crate::k8s::{self, ListParams};
use crate::limits;
use crate::logger;
use crate::packed::{ByKey, HasKey, Packed};
use crate::podkeys::{PodKeys, UUID_ANNOTATION};
use crate::revoker::leases::{self, Prefixes};
use crate::revoker::work::{self, Job, Live, LiveSet, Source, Target};
use crate::revoker::{Revoker, Settings};
use crate::runtime::Context;
use crate::runtime::time::instant_after;
use crate::secret::SecretString;
use crate::vault::client::{Call, Method, Retry};
use crate::vault::path::{Part, join};
use crate::vault::{self, KvEntry, KvStore};

/// What one sweep concluded about one entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Seen {
    /// A live pod that owns the entry carries its uuid.
    Live,
    /// Younger than the grace period.
    Young,
    /// No labelled pod carries it, and the direct read found its pod gone.
    OrphanGone,
    /// No labelled pod carries it, but the direct read found its pod (label removed).
    OrphanAlive,
    /// No labelled pod carries it; the direct read failed.
    OrphanUnknown,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Streak {
    /// Consecutive sweeps that found the entry orphaned.
    orphan: u32,
    /// Consecutive sweeps whose direct read found the pod gone.
    gone: u32,
}

/// What the sweeps remember between runs (consecutive findings per entry).
#[derive(Debug, Default)]
pub(crate) struct SweepState {
    streaks: HashMap<String, Streak>,
}

impl SweepState {
    /// Records one sweep's findings (entries not in `seen` lose their streaks) and returns
    /// the entries eligible for revocation with their "confirmed gone" streak.
    pub(crate) fn record(&mut self, seen: &[(String, Seen)]) -> Vec<(String, u32)> {
        let mut next = HashMap::new();
        let mut eligible = Vec::new();
        for (uuid, finding) in seen {
            let old = self.streaks.get(uuid).copied().unwrap_or_default();
            let streak = match finding {
                Seen::Live | Seen::Young | Seen::OrphanAlive => continue,
                Seen::OrphanGone => Streak {
                    orphan: old.orphan.saturating_add(1),
                    gone: old.gone.saturating_add(1),
                },
                Seen::OrphanUnknown => Streak {
                    orphan: old.orphan.saturating_add(1),
                    gone: 0,
                },
            };
            if *finding == Seen::OrphanGone && streak.orphan >= 2 {
                eligible.push((uuid.clone(), streak.gone));
            }
            next.insert(uuid.clone(), streak);
        }
        self.streaks = next;
        eligible
    }
}

/// What the sweep keeps of one entry: what liveness and ownership need (and the lease id,
/// which is not a secret, for the orphan-lease diff), never a token. Its strings are
/// packed in one allocation: the sweep keeps one for every entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Cached {
    /// Uuid, lease id, namespace, pod name, pod UID.
    facts: Packed<5>,
    /// KV `created_time` (seconds), read once the entry was first seen without a live
    /// owner.
    pub(crate) created: Option<i64>,
    /// The KV version the facts were read from.
    pub(crate) version: u64,
}

impl Cached {
    fn of(uuid: &str, entry: &KvEntry, version: u64) -> Cached {
        Cached {
            facts: Packed::new([
                uuid,
                &entry.lease_id,
                &entry.namespace,
                &entry.pod_name,
                &entry.pod_uid,
            ]),
            created: None,
            version,
        }
    }

    /// The lease id the entry records.
    /// The entry's uuid (its KV key).
    pub(crate) fn uuid(&self) -> &str {
        self.facts.get(0)
    }

    pub(crate) fn lease_id(&self) -> &str {
        self.facts.get(1)
    }

    fn pod_name(&self) -> &str {
        self.facts.get(3)
    }

    fn pod_uid(&self) -> &str {
        self.facts.get(4)
    }

    /// An entry with only the fields ownership reads (for [`Live::owns`], [`pod_alive`]).
    fn entry(&self) -> KvEntry {
        KvEntry {
            namespace: self.facts.get(2).to_owned(),
            pod_name: self.pod_name().to_owned(),
            pod_uid: self.pod_uid().to_owned(),
            ..KvEntry::default()
        }
    }

    /// Written before its back-fill: worth reading again once it looks orphaned.
    fn before_backfill(&self) -> bool {
        self.pod_name().is_empty() && self.pod_uid().is_empty()
    }
}

/// The entries the sweep has read, by uuid, bounded by `max`.
#[derive(Debug, Default)]
pub(crate) struct EntryCache {
    /// By the uuid among each entry's facts: no second copy of every uuid.
    entries: HashSet<ByKey<Cached>>,
    max: usize,
}

impl HasKey for Cached {
    fn key(&self) -> &str {
        self.uuid()
    }
}

impl EntryCache {
    pub(crate) fn new(max: usize) -> EntryCache {
        EntryCache {
            entries: HashSet::new(),
            max,
        }
    }

    pub(crate) fn get(&self, uuid: &str) -> Option<&Cached> {
        self.entries.get(uuid).map(|kept| &kept.0)
    }

    /// Keeps `cached` unless the cache is full (a full cache means re-reading, never a
    /// wrong answer). A different version replaces what was kept.
    pub(crate) fn insert(&mut self, cached: Cached) {
        if self.entries.len() < self.max || self.entries.contains(cached.uuid()) {
            self.entries.replace(ByKey(cached));
        }
    }

    pub(crate) fn set_created(&mut self, uuid: &str, created: i64) {
        if let Some(ByKey(mut cached)) = self.entries.take(uuid) {
            cached.created = Some(created);
            self.entries.insert(ByKey(cached));
        }
    }

    /// Forgets every uuid not in this list (deleted entries).
    pub(crate) fn retain_listed(&mut self, listed: &[String]) {
        let listed: HashSet<&str> = listed.iter().map(String::as_str).collect();
        self.entries.retain(|kept| listed.contains(kept.0.uuid()));
    }

    pub(crate) fn forget(&mut self, uuid: &str) {
        self.entries.remove(uuid);
    }

    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Every cached entry.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &Cached> {
        self.entries.iter().map(|kept| &kept.0)
    }
}

/// What the orphan-lease check keeps between sweeps.
#[derive(Debug, Default)]
pub(crate) struct LeaseState {
    prefixes: Prefixes,
    issued: HashMap<String, i64>,
    /// After a refusal (the policy lacks the optional lease lines), the next try: the
    /// warning is logged once per [`limits::REVOKER_LEASE_RETRY`], not every sweep.
    next_try: Option<Instant>,
}

/// What a sweep does with its eligible entries.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SweepDecision {
    /// Revoked now.
    pub revoke: Vec<String>,
    /// Held back by the share guard.
    pub held: Vec<String>,
}

/// Applies the share guard: when `eligible` (uuid, consecutive sweeps that confirmed the
/// pod gone) is more than `max_share` of `total` entries, only those confirmed gone on
/// three consecutive sweeps are revoked and the rest are held.
pub fn decide(eligible: &[(String, u32)], total: usize, max_share: f64) -> SweepDecision {
    let too_many = eligible.len() as f64 > max_share * total as f64;
    let mut decision = SweepDecision::default();
    for (uuid, gone) in eligible {
        if !too_many || *gone >= limits::REVOKER_SWEEP_OVERRIDE_STREAK {
            decision.revoke.push(uuid.clone());
        } else {
            decision.held.push(uuid.clone());
        }
    }
    decision
}

#[derive(Deserialize)]
struct KvMetadata {
    #[serde(default)]
    created_time: String,
}

/// When the entry `uuid` was first written (`<mount>/metadata/<prefix>/<uuid>`
/// `created_time`), in seconds since the epoch; `None` when it does not exist. (The KV
/// module reads data only; this is the one metadata read the revoker needs.)
pub(crate) fn created_at(
    client: &vault::Client,
    token: &SecretString,
    settings: &Settings,
    uuid: &str,
) -> Result<Option<i64>, vault::Error> {
    let path = join(&[
        Part::Multi("kv mount", &settings.kv_mount),
        Part::Lit("metadata"),
        Part::Multi("kv prefix", &settings.kv_prefix),
        Part::Name("uuid", uuid),
    ])
    .map_err(|(what, reason)| vault::Error::InvalidName { what, reason })?;
    let call = Call::new(Method::Get, path, Some(token)).retry(Retry::Safe);
    let answer = client.execute(&call)?;
    if answer.status == 404 {
        return Ok(None);
    }
    let answer = answer.success()?;
    let meta = answer
        .envelope::<KvMetadata, serde_json::Value>()?
        .data
        .ok_or_else(|| answer.malformed("no data in a kv metadata answer"))?;
    Timestamp::from_str(&meta.created_time)
        .map(|t| Some(t.as_second()))
        .map_err(|_| answer.malformed("created_time is not an rfc 3339 time"))
}

fn unix_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .ok()
        .and_then(|d| i64::try_from(d.as_secs()).ok())
        .unwrap_or(0)
}

/// Whether a pod with `uid` and `annotations` is the owner of `entry` and may hold `key`
/// (one of its uuids, a generation of one, or a key derived from its UID).
fn owns(entry: &KvEntry, key: &str, uid: &str, uuid_annotation: Option<&str>) -> bool {
    if !entry.pod_uid.is_empty() {
        return uid == entry.pod_uid;
    }
    PodKeys::of(uid, uuid_annotation).matches(key)
}

/// What the sweep makes of an entry whose pod is not among the live pods: the pod's own
/// GET decides (alive, gone), and a failed GET leaves it unknown, logged.
fn orphan_seen(kube: &k8s::Client, entry: &KvEntry, uuid: &str) -> Seen {
    match pod_alive(kube, entry, uuid) {
        Ok(true) => Seen::OrphanAlive,
        Ok(false) => Seen::OrphanGone,
        Err(error) => {
            logger::warn(
                "revoker sweep: cannot read the pod of an orphaned entry",
                &[
                    ("uuid", uuid),
                    ("namespace", &entry.namespace),
                    ("error", &error.to_string()),
                ],
            );
            Seen::OrphanUnknown
        }
    }
}

/// Reads the entry's pod directly, whatever its labels: `Ok(true)` if it is alive.
pub(crate) fn pod_alive(
    kube: &k8s::Client,
    entry: &KvEntry,
    uuid: &str,
) -> Result<bool, k8s::Error> {
    if !entry.pod_name.is_empty() {
        return match kube.get_pod(&entry.namespace, &entry.pod_name) {
            Ok(pod) => {
                let uid = pod.metadata.uid.as_deref().unwrap_or_default();
                Ok(owns(entry, uuid, uid, pod.annotation(UUID_ANNOTATION)))
            }
            Err(error) if error.is_not_found() => Ok(false),
            Err(error) => Err(error),
        };
    }
    let list = kube.list_pods(&ListParams {
        namespace: Some(entry.namespace.clone()),
        ..ListParams::default()
    })?;
    Ok(list
        .items
        .iter()
        .any(|pod| owns(entry, uuid, &pod.uid, pod.annotation(UUID_ANNOTATION))))
}

/// Everything one entry needs to be judged.
pub(crate) struct Judge<'a> {
    pub(crate) vault: &'a vault::Client,
    pub(crate) kube: &'a k8s::Client,
    pub(crate) kv: &'a KvStore,
    pub(crate) settings: &'a Settings,
    pub(crate) live: &'a LiveSet,
    pub(crate) now: i64,
}

impl Judge<'_> {
    /// Judges `uuid`; `Ok(None)` when the entry is gone.
    pub(crate) fn judge(
        &self,
        token: &SecretString,
        uuid: &str,
    ) -> Result<Option<(Seen, KvEntry, i64)>, vault::Error> {
        let Some(entry) = self.kv.get(self.vault, token, uuid)? else {
            return Ok(None);
        };
        let carried = self.live.owns(uuid, &entry);
        if carried {
            return Ok(Some((Seen::Live, entry, 0)));
        }
        let Some(created) = created_at(self.vault, token, self.settings, uuid)? else {
            return Ok(None);
        };
        let age = self.now.saturating_sub(created);
        let grace = i64::try_from(self.settings.grace_period.as_secs()).unwrap_or(i64::MAX);
        if age < grace {
            return Ok(Some((Seen::Young, entry, age)));
        }
        let seen = orphan_seen(self.kube, &entry, uuid);
        Ok(Some((seen, entry, age)))
    }
}

/// One cached judgement: the finding and the Vault calls it took.
pub(crate) struct Verdict {
    pub(crate) seen: Option<Seen>,
    pub(crate) vault_calls: u32,
}

impl Judge<'_> {
    /// Judges `uuid` from the cache when it can, reading Vault only for what it has not
    /// seen (see the module doc); `seen` is `None` when the entry is gone.
    pub(crate) fn judge_cached(
        &self,
        token: &SecretString,
        uuid: &str,
        cache: &mut EntryCache,
    ) -> Result<Verdict, vault::Error> {
        let mut calls = 0u32;
        let known = cache.get(uuid).cloned();
        let cached = match known {
            Some(cached) if self.live.owns(uuid, &cached.entry()) => {
                return Ok(Verdict {
                    seen: Some(Seen::Live),
                    vault_calls: 0,
                });
            }
            Some(cached) if !cached.before_backfill() => cached,
            _ => {
                calls = calls.saturating_add(1);
                let Some((entry, version)) = self.kv.get_versioned(self.vault, token, uuid)? else {
                    cache.forget(uuid);
                    return Ok(Verdict {
                        seen: None,
                        vault_calls: calls,
                    });
                };
                let mut fresh = Cached::of(uuid, &entry, version);
                if let Some(old) = cache.get(uuid).filter(|old| old.version == version) {
                    fresh.created = old.created;
                }
                cache.insert(fresh.clone());
                if self.live.owns(uuid, &entry) {
                    return Ok(Verdict {
                        seen: Some(Seen::Live),
                        vault_calls: calls,
                    });
                }
                fresh
            }
        };
        let created = match cached.created {
            Some(created) => created,
            None => {
                calls = calls.saturating_add(1);
                let Some(created) = created_at(self.vault, token, self.settings, uuid)? else {
                    cache.forget(uuid);
                    return Ok(Verdict {
                        seen: None,
                        vault_calls: calls,
                    });
                };
                cache.set_created(uuid, created);
                created
            }
        };
        let age = self.now.saturating_sub(created);
        let grace = i64::try_from(self.settings.grace_period.as_secs()).unwrap_or(i64::MAX);
        if age < grace {
            return Ok(Verdict {
                seen: Some(Seen::Young),
                vault_calls: calls,
            });
        }
        let entry = cached.entry();
        let seen = orphan_seen(self.kube, &entry, uuid);
        Ok(Verdict {
            seen: Some(seen),
            vault_calls: calls,
        })
    }
}

/// The pause between two entries so that a sweep reads at most `vaultRateLimit` per
/// second.
pub(crate) fn pace(rate: u32) -> Duration {
    Duration::from_secs_f64(1.0 / f64::from(rate.max(1)))
}

/// Runs the sweep loop until shutdown; also keeps the revoker's own Vault token alive and
/// revokes it on the way out.
pub(crate) fn run(r: &Revoker, ctx: &Context) {
    let mut state = SweepState::default();
    // Kept across terms: what it holds does not depend on who leads, and a replica that
    // leads again should not read every entry again.
    let mut cache = EntryCache::new(limits::REVOKER_SWEEP_CACHE_MAX);
    let mut leases = LeaseState::default();
    let mut current_term = None;
    let mut next_sweep = Instant::now();
    let mut watch_wait_until = Instant::now();
    let mut swept_in_term = false;
    let mut next_maintain = Instant::now();
    loop {
        ctx.heartbeat.beat();
        let now = Instant::now();
        match r.leadership.term() {
            None => {
                if current_term.take().is_some() {
                    state = SweepState::default();
                    crate::metrics::global().revoker_sweep_held_entries.set(0.0);
                }
            }
            Some(term) => {
                if current_term != Some(term) {
                    current_term = Some(term);
                    next_sweep = now;
                    watch_wait_until = instant_after(now, limits::REVOKER_SWEEP_WATCH_WAIT);
                    swept_in_term = false;
                    state = SweepState::default();
                }
                if now >= next_maintain {
                    next_maintain = maintain(r, now);
                }
                // The term's first sweep after the watch's first list, not beside it
                // (bounded: see `REVOKER_SWEEP_WATCH_WAIT`).
                let held = first_sweep_held(swept_in_term, now, watch_wait_until, || {
                    r.live.first_list_settled()
                });
                if now >= next_sweep && !held {
                    sweep_once(r, ctx, term, &mut state, &mut cache, &mut leases);
                    swept_in_term = true;
                    next_sweep = instant_after(Instant::now(), r.settings.sweep_interval);
                }
            }
        }
        let wait = next_sweep
            .saturating_duration_since(Instant::now())
            .clamp(limits::REVOKER_POLL, Duration::from_secs(1));
        if ctx.shutdown.wait_timeout(wait) {
            break;
        }
    }
    let failed = r.own.shutdown();
    if failed > 0 {
        logger::warn(
            "revoker: own vault token not revoked at shutdown",
            &[("count", &failed.to_string())],
        );
    }
}

/// Whether a term's first sweep still waits for the watch's first full list: only before
/// the term's first sweep, only until `wait_until`, and not once the watch is ready.
fn first_sweep_held(
    swept_in_term: bool,
    now: Instant,
    wait_until: Instant,
    watch_settled: impl FnOnce() -> bool,
) -> bool {
    !swept_in_term && now < wait_until && !watch_settled()
}

fn maintain(r: &Revoker, now: Instant) -> Instant {
    let later = now + Duration::from_secs(60);
    match r.own.maintain() {
        Ok(report) => report.next_due.map_or(later, |due| due.min(later)),
        Err(error) => {
            logger::warn(
                "revoker: cannot log in to vault",
                &[("error", &error.to_string())],
            );
            now + Duration::from_secs(5)
        }
    }
}

/// The orphan-lease check (see [`crate::revoker::leases`]): run only when every listed
/// entry is in the cache; reports, never revokes. Returns the Vault calls it made.
fn orphan_leases(
    r: &Revoker,
    token: &SecretString,
    live: &LiveSet,
    cache: &EntryCache,
    state: &mut LeaseState,
) -> u64 {
    let mut recorded = HashSet::with_capacity(cache.len());
    for cached in cache.iter() {
        state.prefixes.note(cached.lease_id());
        // Borrowed from the cache: a copy of every lease id would be a megabyte at 10,000.
        recorded.insert(cached.lease_id());
    }
    if state.next_try.is_some_and(|at| Instant::now() < at) {
        return 0;
    }
    let grace = i64::try_from(r.settings.grace_period.as_secs()).unwrap_or(i64::MAX);
    let found = match leases::scan(
        &r.vault,
        token,
        state.prefixes.iter(),
        &recorded,
        unix_now(),
        grace,
        &mut state.issued,
    ) {
        Ok(found) => found,
        Err(error) => {
            state.next_try = Some(instant_after(Instant::now(), limits::REVOKER_LEASE_RETRY));
            logger::warn(
                "revoker sweep: cannot list vault leases, orphan leases are not checked (the revoker's policy needs list and sudo on sys/leases/lookup/<engine>/creds/*); next try in an hour",
                &[("error", &error.to_string())],
            );
            return 1;
        }
    };
    state.next_try = None;
    crate::metrics::global()
        .revoker_orphan_leases
        .set(found.orphans.len() as f64);
    if !found.orphans.is_empty() || found.truncated > 0 {
        // One entry made at a time: a copy of all of them would be megabytes at 10,000.
        let entries = cache.iter().map(|cached| (cached.uuid(), cached.entry()));
        let unrecorded_pods = leases::pods_without_entry(live, entries);
        let oldest = found
            .orphans
            .iter()
            .map(|o| o.age_seconds)
            .max()
            .unwrap_or(0);
        logger::warn(
            "revoker sweep: vault holds database leases that no kv entry records; see `vault-db-injector revoke --orphans`",
            &[
                ("orphan_leases", &found.orphans.len().to_string()),
                ("oldest_in_seconds", &oldest.to_string()),
                ("leases_listed", &found.listed.to_string()),
                ("not_diffed", &found.truncated.to_string()),
                ("live_pods_without_entry", &unrecorded_pods.to_string()),
            ],
        );
    }
    found.vault_calls
}

/// Counts a sweep that revoked nothing because it could not see the whole picture.
fn skipped(reason: &str) {
    crate::metrics::global()
        .revoker_sweep_skipped_total
        .with(&[reason])
        .inc();
}

fn sweep_once(
    r: &Revoker,
    ctx: &Context,
    term: u64,
    state: &mut SweepState,
    cache: &mut EntryCache,
    leases: &mut LeaseState,
) {
    let started = Instant::now();
    let token = match r.own.token() {
        Ok(token) => token,
        Err(error) => {
            skipped("vault_login");
            logger::warn(
                "revoker sweep skipped: cannot log in to vault",
                &[("error", &error.to_string())],
            );
            return;
        }
    };
    let uuids = match r.kv.list(&r.vault, &token) {
        Ok(uuids) => uuids,
        Err(error) => {
            skipped("kv_list");
            logger::warn(
                "revoker sweep skipped: cannot list kv entries",
                &[("error", &error.to_string())],
            );
            return;
        }
    };
    let params = ListParams {
        label_selector: Some(r.settings.label_selector()),
        ..ListParams::default()
    };
    let metrics = crate::metrics::global();
    // Counted and folded into the live set page by page: the whole list is never held
    // beside it.
    let add = |(set, count): &mut (LiveSet, usize), pod| {
        work::add_live(set, pod);
        *count += 1;
    };
    let (mut live, listed_pods) = match r.kube.fold_pods(&params, || (LiveSet::default(), 0), add) {
        Ok((folded, _)) => {
            metrics.fetch_pods_success_count.inc();
            folded
        }
        Err(error) => {
            metrics.fetch_pods_error_count.inc();
            skipped("pod_list");
            logger::warn(
                "revoker sweep skipped: cannot list pods, so nothing is revoked",
                &[("error", &error.to_string())],
            );
            return;
        }
    };
    live.shrink_to_fit();
    let judge = Judge {
        vault: &r.vault,
        kube: &r.kube,
        kv: &r.kv,
        settings: &r.settings,
        live: &live,
        now: unix_now(),
    };
    cache.retain_listed(&uuids);
    let pause = pace(r.settings.vault_rate_limit);
    let mut seen = Vec::new();
    let mut vault_reads = 0u64;
    let mut complete = true;
    // Keys no labelled pod carries first: after a takeover (a cold cache) they are the
    // entries that may be due for revocation, and reading the live ones before them would
    // hold them back for N / vaultRateLimit. Entries a live pod carries that were never
    // read are read within half an interval per sweep (the cache warms up over a few
    // sweeps at 100,000 entries); the rest wait for the next sweep, never misjudged.
    let mut order: Vec<&String> = uuids.iter().collect();
    order.sort_by_cached_key(|uuid| !live.carriers(uuid).is_empty());
    // From here: the lists (a pod list of 10,000 takes seconds) do not eat the budget.
    let reading = Instant::now();
    let budget = r.settings.sweep_interval / 2;
    let mut deferred = 0usize;
    for uuid in order {
        ctx.heartbeat.beat();
        if ctx.shutdown.is_triggered() || !r.leadership.is_leading_in(term) {
            return;
        }
        if reading.elapsed() > budget
            && cache.get(uuid).is_none()
            && !live.carriers(uuid).is_empty()
        {
            deferred = deferred.saturating_add(1);
            complete = false;
            continue;
        }
        match judge.judge_cached(&token, uuid, cache) {
            Ok(verdict) => {
                // Only the orphan findings are kept: the streaks and the counts read no
                // other (a live or young entry simply has no streak), and at 10,000 live
                // entries a copy of every uuid was most of a sweep's own memory.
                if let Some(finding) = verdict.seen.filter(|seen| {
                    matches!(
                        seen,
                        Seen::OrphanGone | Seen::OrphanUnknown | Seen::OrphanAlive
                    )
                }) {
                    seen.push((uuid.clone(), finding));
                }
                vault_reads = vault_reads.saturating_add(u64::from(verdict.vault_calls));
                // Only entries that cost Vault calls are paced.
                if verdict.vault_calls > 0
                    && ctx
                        .shutdown
                        .wait_timeout(pause.saturating_mul(verdict.vault_calls))
                {
                    return;
                }
            }
            Err(error) => {
                complete = false;
                logger::warn(
                    "revoker sweep: cannot read a kv entry",
                    &[("uuid", uuid), ("error", &error.to_string())],
                );
                if ctx.shutdown.wait_timeout(pause) {
                    return;
                }
            }
        }
    }
    if complete && cache.len() >= uuids.len() {
        vault_reads = vault_reads.saturating_add(orphan_leases(r, &token, &live, cache, leases));
    }
    let eligible = state.record(&seen);
    let decision = decide(&eligible, uuids.len(), r.settings.max_revoke_share);
    metrics
        .revoker_sweep_held_entries
        .set(decision.held.len() as f64);
    if !decision.held.is_empty() {
        logger::warn(
            "revoker sweep: holding revocations back, more than revoker.maxRevokeShare of all entries would go at once; see `vault-db-injector revoke --orphans`",
            &[
                ("held", &decision.held.len().to_string()),
                ("entries", &uuids.len().to_string()),
            ],
        );
    }
    for uuid in &decision.revoke {
        if !work::enqueue(r, ctx, Job::new(Target::Entry(uuid.clone()), Source::Sweep)) {
            return;
        }
    }
    let orphans = seen
        .iter()
        .filter(|(_, s)| matches!(s, Seen::OrphanGone | Seen::OrphanUnknown))
        .count();
    logger::info(
        "revoker sweep done",
        &[
            ("entries", &uuids.len().to_string()),
            ("pods", &listed_pods.to_string()),
            ("orphans", &orphans.to_string()),
            ("revoking", &decision.revoke.len().to_string()),
            ("held", &decision.held.len().to_string()),
            ("vault_reads", &vault_reads.to_string()),
            ("cached", &cache.len().to_string()),
            ("deferred", &deferred.to_string()),
            ("duration_in_ms", &started.elapsed().as_millis().to_string()),
        ],
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn findings(items: &[(&str, Seen)]) -> Vec<(String, Seen)> {
        items.iter().map(|(u, s)| ((*u).to_owned(), *s)).collect()
    }

    #[test]
    fn the_first_sweep_waits_for_the_watch_a_bounded_time_and_only_the_first() {
        let now = Instant::now();
        let later = now + limits::REVOKER_SWEEP_WATCH_WAIT;
        assert!(
            first_sweep_held(false, now, later, || false),
            "watch not ready yet"
        );
        assert!(!first_sweep_held(false, now, later, || true), "watch ready");
        assert!(
            !first_sweep_held(false, later, later, || false),
            "bound reached"
        );
        assert!(
            !first_sweep_held(true, now, later, || false),
            "not the first sweep"
        );
    }

    #[test]
    fn two_consecutive_sweeps_must_agree() {
        let mut state = SweepState::default();
        assert!(
            state
                .record(&findings(&[("a", Seen::OrphanGone)]))
                .is_empty()
        );
        assert_eq!(
            state.record(&findings(&[("a", Seen::OrphanGone)])),
            [("a".to_owned(), 2)]
        );
        // A sweep that did not see it orphaned (or did not see it) breaks the streak.
        state.record(&findings(&[("a", Seen::Live)]));
        assert!(
            state
                .record(&findings(&[("a", Seen::OrphanGone)]))
                .is_empty()
        );
        state.record(&[]);
        assert!(
            state
                .record(&findings(&[("a", Seen::OrphanGone)]))
                .is_empty()
        );
    }

    #[test]
    fn an_unconfirmed_pod_is_not_revoked_and_resets_the_gone_streak() {
        let mut state = SweepState::default();
        state.record(&findings(&[("a", Seen::OrphanGone)]));
        assert!(
            state
                .record(&findings(&[("a", Seen::OrphanUnknown)]))
                .is_empty()
        );
        assert_eq!(
            state.record(&findings(&[("a", Seen::OrphanGone)])),
            [("a".to_owned(), 1)]
        );
        assert!(
            state
                .record(&findings(&[("a", Seen::OrphanAlive)]))
                .is_empty()
        );
        assert!(state.record(&findings(&[("a", Seen::Young)])).is_empty());
    }

    fn check(eligible: &[(&str, u32)], total: usize, share: f64, revoke: &[&str], held: &[&str]) {
        let eligible: Vec<(String, u32)> = eligible
            .iter()
            .map(|(u, g)| ((*u).to_owned(), *g))
            .collect();
        let got = decide(&eligible, total, share);
        assert_eq!(got.revoke, revoke, "{eligible:?} of {total}");
        assert_eq!(got.held, held, "{eligible:?} of {total}");
    }

    #[test]
    fn share_guard() {
        check(&[("a", 2), ("b", 2)], 10, 0.2, &["a", "b"], &[]);
        check(
            &[("a", 2), ("b", 2), ("c", 3)],
            10,
            0.2,
            &["c"],
            &["a", "b"],
        );
        check(&[("a", 3), ("b", 4)], 2, 0.2, &["a", "b"], &[]);
        check(&[("a", 2)], 1, 1.0, &["a"], &[]);
        check(&[("a", 2)], 1, 0.0, &[], &["a"]);
        check(&[], 0, 0.2, &[], &[]);
    }

    fn cached(uuid: &str, namespace: &str, pod: &str, version: u64) -> Cached {
        Cached::of(
            uuid,
            &KvEntry {
                namespace: namespace.into(),
                pod_name: pod.into(),
                ..KvEntry::default()
            },
            version,
        )
    }

    #[test]
    fn the_entry_cache_is_bounded_and_follows_the_list() {
        let mut cache = EntryCache::new(2);
        cache.insert(cached("a", "ns", "p1", 1));
        cache.insert(cached("b", "ns", "p2", 1));
        cache.insert(cached("c", "ns", "p3", 1));
        assert_eq!(cache.len(), 2);
        assert!(cache.get("c").is_none(), "a full cache keeps nothing new");
        // A new version of a kept entry replaces it even when full.
        cache.insert(cached("a", "ns", "p9", 2));
        assert_eq!(cache.get("a").map(|c| c.version), Some(2));
        cache.set_created("a", 100);
        assert_eq!(cache.get("a").and_then(|c| c.created), Some(100));
        // A uuid that left the KV list leaves the cache, and makes room.
        cache.retain_listed(&["a".to_owned(), "c".to_owned()]);
        assert!(cache.get("b").is_none());
        cache.insert(cached("c", "ns", "p3", 1));
        assert_eq!(cache.len(), 2);
        cache.forget("a");
        assert!(cache.get("a").is_none());
    }

    #[test]
    fn cached_facts_carry_no_secret_and_know_their_back_fill() {
        let entry = KvEntry {
            lease_id: "database/creds/app/x".into(),
            token_id: Some(SecretString::new("s.secret".to_owned())),
            namespace: "ns".into(),
            ..KvEntry::default()
        };
        let kept = Cached::of("u", &entry, 3);
        assert!(kept.before_backfill());
        assert_eq!(kept.lease_id(), "database/creds/app/x");
        let back = kept.entry();
        assert!(back.token_id.is_none());
        assert_eq!(back.namespace, "ns");
        assert!(!format!("{kept:?}").contains("s.secret"));
        assert_eq!(kept.uuid(), "u");
        assert!(!cached("u", "ns", "p", 1).before_backfill());
    }

    #[test]
    fn pacing_follows_the_rate_limit() {
        assert_eq!(pace(30), Duration::from_secs_f64(1.0 / 30.0));
        assert_eq!(pace(0), Duration::from_secs(1));
    }

    #[test]
    fn ownership_of_a_found_pod() {
        let annotation = Some("x");
        let by_uuid = KvEntry::default();
        assert!(owns(&by_uuid, "x", "u1", annotation));
        assert!(!owns(&by_uuid, "y", "u1", annotation));
        assert!(owns(&by_uuid, "u1", "u1", None));
        let by_uid = KvEntry {
            pod_uid: "u1".into(),
            ..KvEntry::default()
        };
        assert!(owns(&by_uid, "x", "u1", None));
        assert!(!owns(&by_uid, "x", "u2", annotation));
    }
}
