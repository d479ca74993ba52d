//! The scheduler thread: while this replica leads, relist every `syncTTLSecond`, renew
//! whatever is due within the rate limit, and act on Vault's answers. This file is the loop
//! and the entries' bookkeeping; the relist is `relist.rs`, the renewals `renew.rs`.
//!
//! One thread does it all: the rate limit (30 requests a second by default) is far below
//! what one thread with 10 s call timeouts can issue, and one thread keeps the queue, the
//! limiter and the entries free of locks. It wakes at least every half second to look at
//! shutdown and leadership.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::k8s::{self};
use crate::leadership::{Clock, Leadership};
use crate::limits;
use crate::logger;
use crate::metrics;
use crate::renewer::handover::Urgency;
use crate::renewer::jitter::random_seed;
use crate::renewer::limiter::RateLimiter;
use crate::renewer::pass::LivePod;
use crate::renewer::schedule::{Key, Kind, Outcome, Scheduler};
use crate::renewer::slots::{SlotPair, SlotStore};
use crate::renewer::{Parts, Settings, TokenSource};
use crate::runtime::Context;
use crate::runtime::time::instant_after;
use crate::vault::{self, KvStore, PackedEntry};

/// One KV entry the renewer keeps, with the live pod that owns it.
pub(super) struct Tracked {
    /// Packed: the renewer holds one for each credential it renews. Replaced through
    /// [`Tracked::set_entry`], which keeps the owner.
    entry: PackedEntry,
    owner: Owner,
    /// A capped lease's coming expiry was logged.
    pub(super) expiry_warned: bool,
    /// The token's TTL by the lookup that checked the entry, and when: a warm standby's
    /// entries are scheduled by it when a term starts.
    pub(super) token_seen: Option<(Duration, Instant)>,
    /// The scheduler's state of its token and its lease, held here rather than in a table
    /// of the scheduler's own ([`SlotStore`]).
    pub(super) slots: SlotPair,
}

/// The live pod an entry was checked for. Once back-filled, an entry names its pod (its
/// namespace, name, UID, service account and node are the pod's), and then that pod is a
/// flag, not a second copy of five strings per credential.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Owner {
    /// Not known.
    Unknown,
    /// The pod the entry's own fields name.
    Named,
    /// Another: the entry lacks one of the pod's fields (before back-fill) or differs.
    Pod(LivePod),
}

impl Tracked {
    /// A newly checked entry with the pod it was checked for.
    pub(super) fn new(
        entry: PackedEntry,
        owner: Option<LivePod>,
        token_seen: Option<(Duration, Instant)>,
    ) -> Tracked {
        let mut tracked = Tracked {
            entry,
            owner: Owner::Unknown,
            expiry_warned: false,
            token_seen,
            slots: SlotPair::default(),
        };
        tracked.set_owner(owner);
        tracked
    }

    /// The entry, as last read or back-filled.
    pub(super) fn entry(&self) -> &PackedEntry {
        &self.entry
    }

    /// Replaces the entry (read again, or back-filled), keeping the owner.
    pub(super) fn set_entry(&mut self, entry: PackedEntry) {
        let owner = self.owner().map(Cow::into_owned);
        self.entry = entry;
        self.set_owner(owner);
    }

    /// The owner (made from the entry's fields when it is the pod the entry names).
    pub(super) fn owner(&self) -> Option<Cow<'_, LivePod>> {
        match &self.owner {
            Owner::Unknown => None,
            Owner::Named => Some(Cow::Owned(named_pod(&self.entry))),
            Owner::Pod(pod) => Some(Cow::Borrowed(pod)),
        }
    }

    /// Whether `pod` is the owner, as it was (nothing made to compare).
    pub(super) fn is_owner(&self, pod: &LivePod) -> bool {
        match &self.owner {
            Owner::Unknown => false,
            Owner::Named => names(&self.entry, pod),
            Owner::Pod(owner) => owner == pod,
        }
    }

    /// Sets the owner; the pod the entry names is held as a flag.
    pub(super) fn set_owner(&mut self, owner: Option<LivePod>) {
        self.owner = match owner {
            None => Owner::Unknown,
            Some(pod) if names(&self.entry, &pod) => Owner::Named,
            Some(pod) => Owner::Pod(pod),
        };
    }
}

/// Whether `entry`'s fields name exactly `pod`.
fn names(entry: &PackedEntry, pod: &LivePod) -> bool {
    entry.namespace() == pod.namespace()
        && entry.pod_name() == pod.name()
        && entry.pod_uid() == pod.uid()
        && entry.service_account_name() == pod.service_account()
        && entry.node_name() == pod.node()
}

/// The pod `entry`'s fields name.
fn named_pod(entry: &PackedEntry) -> LivePod {
    LivePod::new(
        entry.namespace(),
        entry.pod_name(),
        entry.pod_uid(),
        entry.service_account_name(),
        entry.node_name(),
    )
}

/// The renewer's entries are where its scheduler keeps their slots: only a tracked entry
/// is scheduled, and forgetting it forgets its slots (its queued copies are dropped when
/// they come up).
impl SlotStore for HashMap<Arc<str>, Box<Tracked>> {
    fn pair(&self, uuid: &str) -> Option<&SlotPair> {
        self.get(uuid).map(|t| &t.slots)
    }

    fn pair_mut(&mut self, uuid: &str) -> Option<&mut SlotPair> {
        self.get_mut(uuid).map(|t| &mut t.slots)
    }

    fn pairs(&self) -> impl Iterator<Item = (&Arc<str>, &SlotPair)> {
        self.iter().map(|(uuid, t)| (uuid, &t.slots))
    }
}

/// What a pass runs as: the leader in one term of leadership (it renews), or a warm
/// standby (`renewer.warmStandby`: it reads and checks entries, renews nothing, and stops
/// as soon as a term starts).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Term {
    Lead(u64),
    Standby,
}

/// Why a call stopped early.
pub(super) enum Stop {
    /// Shutdown started.
    Shutdown,
    /// This replica no longer leads in the pass's term.
    NotLeader,
}

pub(crate) struct Renewer {
    pub(super) kube: Arc<k8s::Client>,
    pub(super) vault: Arc<vault::Client>,
    pub(super) token: Arc<dyn TokenSource>,
    pub(super) settings: Settings,
    pub(super) leadership: Leadership,
    pub(super) clock: Arc<dyn Clock>,
    pub(super) kv: Option<KvStore>,
    pub(super) scheduler: Scheduler,
    pub(super) limiter: RateLimiter,
    /// A warm standby's own, at a quarter of `vaultRateLimit`: its reads are not urgent,
    /// and the leader's renewals go to the same Vault.
    pub(super) standby_limiter: RateLimiter,
    /// Boxed: a table slot is then a pointer, not the whole entry (a table grows by
    /// doubling, so the slots are up to twice as many as the entries, and both tables live
    /// while it grows).
    pub(super) tracked: HashMap<Arc<str>, Box<Tracked>>,
    /// Keys whose entry failed the ownership check: not read again while listed (the
    /// refusal is final, and counting it once per entry keeps the metric meaningful).
    pub(super) refused: HashSet<String>,
    pub(super) events: k8s::Recorder,
    pub(super) cliffs: crate::rotation::Reporter,
    /// Where the hand-over schedule lives (`<prefix>-schedule`), see `handover.rs`.
    pub(super) handover: Option<KvStore>,
    /// A failed schedule write was logged in this term.
    pub(super) handover_warned: bool,
    /// The last leader's schedule, read at the start of a term: orders the reads of the
    /// entries not known yet until a relist has read them all.
    pub(super) urgency: Urgency,
    /// The schedule is still to be read in this term.
    pub(super) take_over: bool,
}

pub(super) fn unix_seconds(at: SystemTime) -> f64 {
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
        let handover = KvStore::new(
            &parts.settings.kv_mount,
            &format!("{}{}", parts.settings.kv_prefix, vault::SCHEDULE_SUFFIX),
        )
        .ok();
        Renewer {
            handover,
            handover_warned: false,
            urgency: Urgency::default(),
            take_over: false,
            scheduler: Scheduler::new(Arc::clone(&parts.clock), random_seed()),
            limiter: RateLimiter::new(parts.settings.vault_rate_limit),
            standby_limiter: RateLimiter::new(parts.settings.vault_rate_limit / 4),
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
    pub(super) fn pod_event(&self, uuid: &str, reason: &'static str, note: k8s::Note) {
        let Some(pod) = self.tracked.get(uuid).and_then(|t| t.owner()) else {
            return;
        };
        self.events.record(k8s::Record {
            regarding: k8s::Regarding::pod(pod.namespace(), pod.name(), pod.uid()),
            type_: k8s::EventType::Warning,
            reason,
            action: "Renew",
            note,
        });
    }

    /// Runs until shutdown.
    pub(crate) fn run(mut self, ctx: &Context) {
        let mut current_term: Option<Term> = None;
        let mut next_relist = self.clock.now();
        let mut next_maintain = self.clock.now();
        let mut next_warm = self.clock.now();
        loop {
            ctx.heartbeat.beat();
            let now = self.clock.now();
            let mut wake = now + limits::RENEWER_POLL;
            match self.leadership.term() {
                None => {
                    if current_term.take().is_some() {
                        logger::info("renewer: not leading any more, renewals stop", &[]);
                        self.stand_down();
                        self.token.release();
                    }
                    if self.settings.warm_standby && now >= next_warm {
                        if let Err(Stop::Shutdown) = self.warm(ctx) {
                            break;
                        }
                        next_warm = instant_after(self.clock.now(), self.settings.sync_interval);
                    }
                }
                Some(term) => {
                    let term = Term::Lead(term);
                    if current_term != Some(term) {
                        current_term = Some(term);
                        logger::info("renewer: leading, first pass starts", &[]);
                        self.stand_down();
                        self.take_over = true;
                        self.handover_warned = false;
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
                    if let Some(due) = self.scheduler.next_due(&self.tracked) {
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

    pub(super) fn check(&self, ctx: &Context, term: Term) -> Result<(), Stop> {
        if ctx.shutdown.is_triggered() {
            return Err(Stop::Shutdown);
        }
        let stop = match term {
            Term::Lead(term) => !self.leadership.is_leading_in(term),
            // A term started: the standby's reading stops, the leader's pass begins.
            Term::Standby => self.leadership.term().is_some(),
        };
        if stop {
            return Err(Stop::NotLeader);
        }
        Ok(())
    }

    /// Waits for a rate-limit slot (and checks shutdown and leadership meanwhile).
    pub(super) fn slot(&mut self, ctx: &Context, term: Term) -> Result<(), Stop> {
        loop {
            self.check(ctx, term)?;
            ctx.heartbeat.beat();
            let limiter = match term {
                Term::Lead(_) => &mut self.limiter,
                Term::Standby => &mut self.standby_limiter,
            };
            match limiter.acquire(self.clock.now()) {
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
    pub(super) fn vault_failed(&mut self, error: &vault::Error) -> Outcome {
        if error.status() == Some(429) || error.status().is_some_and(|s| s >= 500) {
            self.limiter.slower();
        }
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

    /// Stops renewing: the queue and this replica's per-pod series go. A warm standby keeps
    /// the entries it checked (it reads only what it does not know, and a term renews them
    /// at once); without one, everything is forgotten, as the original did.
    pub(super) fn stand_down(&mut self) {
        if !self.settings.warm_standby {
            self.forget_all();
            return;
        }
        for (uuid, tracked) in &self.tracked {
            remove_series(uuid, tracked.entry.namespace());
        }
        let keys: Vec<Arc<str>> = self.tracked.keys().cloned().collect();
        for uuid in &keys {
            self.scheduler
                .remove(&mut self.tracked, &Key::new(uuid, Kind::Token));
            self.scheduler
                .remove(&mut self.tracked, &Key::new(uuid, Kind::Lease));
        }
        for tracked in self.tracked.values_mut() {
            tracked.expiry_warned = false;
        }
        metrics::global().renewer_scheduled_entries.set(0.0);
    }

    pub(super) fn forget_all(&mut self) {
        let uuids: Vec<Arc<str>> = self.tracked.keys().cloned().collect();
        for uuid in uuids {
            self.forget(&uuid);
        }
        self.refused.clear();
        metrics::global().renewer_scheduled_entries.set(0.0);
    }

    /// Stops renewing `uuid` and removes its metric series.
    pub(super) fn forget(&mut self, uuid: &str) {
        self.refused.remove(uuid);
        self.scheduler
            .remove(&mut self.tracked, &Key::new(uuid, Kind::Token));
        self.scheduler
            .remove(&mut self.tracked, &Key::new(uuid, Kind::Lease));
        if let Some(tracked) = self.tracked.remove(uuid) {
            remove_series(uuid, tracked.entry.namespace());
        }
    }
}
/// Removes every per-pod series of `uuid` (its pod is gone or no longer ours).
pub(super) fn remove_series(uuid: &str, namespace: &str) {
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
    use crate::renewer::schedule::tests::FakeClock;

    fn tracked() -> Box<Tracked> {
        Box::new(Tracked::new(PackedEntry::default(), None, None))
    }

    #[test]
    fn the_pod_an_entry_names_is_its_owner_without_a_copy() {
        let entry = |node: &str| {
            PackedEntry::from(vault::KvEntry {
                namespace: "ns".into(),
                pod_name: "p1".into(),
                pod_uid: "uid-1".into(),
                service_account_name: "web".into(),
                node_name: node.into(),
                ..vault::KvEntry::default()
            })
        };
        let pod = LivePod::new("ns", "p1", "uid-1", "web", "n1");
        let mut t = Tracked::new(entry("n1"), Some(pod.clone()), None);
        assert_eq!(t.owner, Owner::Named);
        assert!(t.is_owner(&pod));
        assert_eq!(t.owner().as_deref(), Some(&pod));
        // Before its node is back-filled the entry does not name the pod: held whole.
        let mut early = Tracked::new(entry(""), Some(pod.clone()), None);
        assert_eq!(early.owner, Owner::Pod(pod.clone()));
        // Back-filled: the same pod, now a flag.
        early.set_entry(entry("n1"));
        assert_eq!(early.owner, Owner::Named);
        assert_eq!(early.owner().as_deref(), Some(&pod));
        // An entry read again that names someone else keeps the owner it was checked for.
        t.set_entry(entry("elsewhere"));
        assert_eq!(t.owner().as_deref(), Some(&pod));
        assert!(
            t.is_owner(&pod) && !t.is_owner(&LivePod::new("ns", "p1", "uid-1", "web", "elsewhere"))
        );
        t.set_owner(None);
        assert!(t.owner().is_none() && !t.is_owner(&pod));
    }

    #[test]
    fn the_entries_hold_their_own_slots_and_only_tracked_entries_are_scheduled() {
        let clock = FakeClock::new();
        let mut scheduler = Scheduler::new(clock.clone(), 3);
        let mut entries: HashMap<Arc<str>, Box<Tracked>> = HashMap::new();
        let uuid: Arc<str> = Arc::from("u1");
        entries.insert(Arc::clone(&uuid), tracked());
        let lease = Key::shared(&uuid, Kind::Lease);
        scheduler.insert(&mut entries, lease.clone());
        // Not tracked: nowhere to keep a slot, so nothing is queued.
        let stranger = Key::new("u2", Kind::Lease);
        scheduler.insert(&mut entries, stranger.clone());
        scheduler.insert_left(
            &mut entries,
            stranger.sibling(Kind::Token),
            Duration::from_secs(60),
        );
        assert!(scheduler.contains(&entries, &lease));
        assert!(!scheduler.contains(&entries, &stranger));
        assert_eq!(scheduler.active(&entries), 1);
        assert!(
            entries
                .get("u1")
                .is_some_and(|t| t.slots[1].is_some() && t.slots[0].is_none())
        );
        assert_eq!(scheduler.pop_due(&mut entries), Some(lease.clone()));
        assert_eq!(
            scheduler.pop_due(&mut entries),
            None,
            "the stranger was never queued"
        );
        let renewed = Outcome::Renewed(crate::renewer::schedule::Grant {
            granted: Duration::from_secs(3600),
            asked: Duration::from_secs(3600),
            renewable: true,
            capped_warning: false,
        });
        assert!(matches!(
            scheduler.record(&mut entries, &lease, &renewed),
            crate::renewer::schedule::Decision::Next(_)
        ));
        assert!(scheduler.next_due(&entries).is_some());
        // Forgetting the entry forgets its slots: its queued copy is dropped, not renewed.
        entries.remove("u1");
        assert_eq!(scheduler.next_due(&entries), None);
        clock.advance(Duration::from_secs(7200));
        assert_eq!(scheduler.pop_due(&mut entries), None);
    }
}
