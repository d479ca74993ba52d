//! When each token and lease is renewed next: a due-time queue keyed by expiry, not a
//! renew-everything tick.
//!
//! An entry is due when its remaining TTL falls to its *margin* ([`margin`]): a third of
//! what Vault last granted it, at least [`limits::RENEWER_MARGIN_FLOOR`] (up to half of a
//! short grant). A 1-hour lease is therefore renewed every 40 minutes (1.5 calls an hour;
//! renewing at half its TTL cost 2) and keeps 20 minutes for a Vault outage. A
//! jitter of up to a twentieth of the TTL is taken from the margin, so renewals of
//! credentials issued in one rollout spread out instead of arriving together. A lease that Vault granted less than
//! asked because it reached its `max_ttl` is final: renewing it again cannot move its
//! expiry, so it leaves the queue (no renewal loop on capped TTLs). A failed renewal is
//! retried with exponential backoff, never later than half the time the entry has left,
//! and never sooner than a `Retry-After` asked for.
//!
//! Time comes from [`Clock`], so tests move it by hand; nothing here does IO.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::leadership::Clock;
use crate::limits;
use crate::renewer::jitter::SplitMix64;
use crate::renewer::slots::{self, NONE, Slot, SlotStore, some};
use crate::runtime::time::instant_after;

/// What is renewed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// The pod's Vault token (by accessor, or by token for entries of the Go original).
    Token,
    /// The pod's database lease.
    Lease,
}

impl Kind {
    /// The name used in logs.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Token => "token",
            Kind::Lease => "lease",
        }
    }
}

/// One token or lease of one KV entry.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key {
    /// The KV entry's uuid (shared: the queue and the slots hold the same key).
    pub uuid: Arc<str>,
    /// Token or lease.
    pub kind: Kind,
}

impl Key {
    /// The key of `kind` for `uuid`.
    pub fn new(uuid: &str, kind: Kind) -> Key {
        Key {
            uuid: Arc::from(uuid),
            kind,
        }
    }

    /// The key of `kind` for `uuid`, sharing its copy.
    pub fn shared(uuid: &Arc<str>, kind: Kind) -> Key {
        Key {
            uuid: Arc::clone(uuid),
            kind,
        }
    }

    /// The other kind's key of the same entry, sharing its uuid.
    pub fn sibling(&self, kind: Kind) -> Key {
        Key {
            uuid: Arc::clone(&self.uuid),
            kind,
        }
    }
}

/// What Vault answered to a renewal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    /// The TTL granted.
    pub granted: Duration,
    /// The increment asked for.
    pub asked: Duration,
    /// Whether Vault says it can be renewed again.
    pub renewable: bool,
    /// Whether Vault warned that the TTL was capped by a `max_ttl`.
    pub capped_warning: bool,
}

/// The outcome of one renewal attempt, as the scheduler needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Vault renewed it.
    Renewed(Grant),
    /// Vault could not be reached or failed; try again. `retry_after` is a 429's
    /// `Retry-After`.
    Failed {
        /// The wait Vault asked for, if any.
        retry_after: Option<Duration>,
    },
    /// It no longer exists: not renewed again (until its entry is forgotten and found
    /// anew).
    Gone,
}

/// What the scheduler decided after an outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Renew again at this instant.
    Next(Instant),
    /// Final: Vault capped it at its `max_ttl` (or will not renew it); it expires at this
    /// instant and is not renewed again.
    Final(Instant),
    /// Forgotten.
    Dropped,
}

/// A key in the queue, ordered by due time, then by when it was queued (its generation):
/// 32 bytes, not the 48 of an `(Instant, u64, Key)`.
#[derive(Debug)]
struct Queued {
    due: u64,
    generation: u32,
    kind: Kind,
    uuid: Arc<str>,
}

impl Queued {
    fn key(&self) -> Key {
        Key {
            uuid: Arc::clone(&self.uuid),
            kind: self.kind,
        }
    }
}

impl PartialEq for Queued {
    fn eq(&self, other: &Queued) -> bool {
        (self.due, self.generation) == (other.due, other.generation)
    }
}

impl Eq for Queued {}

impl PartialOrd for Queued {
    fn partial_cmp(&self, other: &Queued) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Queued {
    fn cmp(&self, other: &Queued) -> std::cmp::Ordering {
        (self.due, self.generation).cmp(&(other.due, other.generation))
    }
}

/// The due-time queue. Entries are added by the relist, taken with `Scheduler::pop_due`
/// when due, and put back by `Scheduler::record` with what Vault answered.
///
/// Each key's state is a `Slot` kept in a `SlotStore` the caller owns and passes in:
/// the renewer's entries hold their own slots, so the queue adds no table of its own.
pub struct Scheduler {
    clock: Arc<dyn Clock>,
    /// The instant the slots' times count from.
    epoch: Instant,
    heap: BinaryHeap<Reverse<Queued>>,
    next_generation: u32,
    rng: SplitMix64,
}

impl std::fmt::Debug for Scheduler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scheduler")
            .field("queued", &self.heap.len())
            .finish_non_exhaustive()
    }
}

impl Scheduler {
    /// An empty queue on `clock`, with its jitter drawn from `seed`.
    pub fn new(clock: Arc<dyn Clock>, seed: u64) -> Scheduler {
        Scheduler {
            epoch: clock.now(),
            clock,
            heap: BinaryHeap::new(),
            next_generation: 0,
            rng: SplitMix64(seed),
        }
    }

    /// The clock's now.
    pub fn now(&self) -> Instant {
        self.clock.now()
    }

    /// Entries known in `slots` (scheduled or final).
    #[cfg(test)]
    pub(super) fn len<S: SlotStore>(&self, slots: &S) -> usize {
        slots::values(slots).count()
    }

    /// Entries that are still renewed (not final).
    pub(super) fn active<S: SlotStore>(&self, slots: &S) -> usize {
        slots::values(slots).filter(|s| !s.finished).count()
    }

    /// Whether `key` is known.
    pub(super) fn contains<S: SlotStore>(&self, slots: &S, key: &Key) -> bool {
        slots::find(slots, &key.uuid, key.kind).is_some()
    }

    /// Whether `key` is final (capped at its `max_ttl`).
    pub(super) fn is_final<S: SlotStore>(&self, slots: &S, key: &Key) -> bool {
        slots::find(slots, &key.uuid, key.kind).is_some_and(|s| s.finished)
    }

    /// The TTL last granted to `key`.
    pub(super) fn granted<S: SlotStore>(&self, slots: &S, key: &Key) -> Option<Duration> {
        slots::find(slots, &key.uuid, key.kind)
            .and_then(|s| some(s.granted))
            .map(Duration::from_nanos)
    }

    /// When `key` is due next (`None` when final or unknown).
    #[cfg(test)]
    pub(super) fn due<S: SlotStore>(&self, slots: &S, key: &Key) -> Option<Instant> {
        slots::find(slots, &key.uuid, key.kind)
            .and_then(|s| some(s.due))
            .map(|due| self.instant(due))
    }

    /// When `key` expires, as of its last renewal.
    pub(super) fn expires<S: SlotStore>(&self, slots: &S, key: &Key) -> Option<Instant> {
        slots::find(slots, &key.uuid, key.kind)
            .and_then(|s| some(s.expires))
            .map(|expires| self.instant(expires))
    }

    /// Adds `key`, due now (its TTL is unknown until Vault answers a first renewal). A
    /// known key is left as it is, and so is a key `slots` has no place for.
    pub(super) fn insert<S: SlotStore>(&mut self, slots: &mut S, key: Key) {
        if self.contains(slots, &key) {
            return;
        }
        let now = self.mark(self.clock.now());
        let generation = self.bump();
        let slot = Slot {
            generation,
            due: now,
            expires: NONE,
            granted: NONE,
            failures: 0,
            finished: false,
        };
        if slots::put(slots, &key, slot) {
            self.queue(now, generation, key);
        }
    }

    /// Adds `key` with `left` of its TTL remaining, as a lookup in Vault just said (never
    /// a KV entry or the hand-over schedule): due when its margin of `left` remains. A
    /// known key is left as it is, and so is a key `slots` has no place for.
    pub(super) fn insert_left<S: SlotStore>(&mut self, slots: &mut S, key: Key, left: Duration) {
        if self.contains(slots, &key) {
            return;
        }
        let now = self.clock.now();
        let due = self.mark(instant_after(now, left.saturating_sub(margin(left))));
        let generation = self.bump();
        let slot = Slot {
            generation,
            due,
            expires: self.mark(instant_after(now, left)),
            granted: NONE,
            failures: 0,
            finished: false,
        };
        if slots::put(slots, &key, slot) {
            self.queue(due, generation, key);
        }
    }

    /// Forgets `key` (its pod or KV entry is gone); its queued copy is dropped when it
    /// comes up.
    pub(super) fn remove<S: SlotStore>(&mut self, slots: &mut S, key: &Key) {
        slots::clear(slots, key);
    }

    /// The earliest due time, if any entry is scheduled.
    pub(super) fn next_due<S: SlotStore>(&mut self, slots: &S) -> Option<Instant> {
        self.drop_stale(slots);
        self.heap
            .peek()
            .map(|Reverse(queued)| self.instant(queued.due))
    }

    /// Takes the earliest entry that is due now. It stays known, without a due time,
    /// until [`Scheduler::record`] puts it back.
    pub(super) fn pop_due<S: SlotStore>(&mut self, slots: &mut S) -> Option<Key> {
        let now = self.mark(self.clock.now());
        self.drop_stale(slots);
        let due = matches!(self.heap.peek(), Some(Reverse(queued)) if queued.due <= now);
        if !due {
            return None;
        }
        let key = self.heap.pop()?.0.key();
        if let Some(slot) = slots::find_mut(slots, &key) {
            slot.due = NONE;
        }
        Some(key)
    }

    /// Records what Vault answered for `key` and schedules it again (or not).
    pub(super) fn record<S: SlotStore>(
        &mut self,
        slots: &mut S,
        key: &Key,
        outcome: &Outcome,
    ) -> Decision {
        let now = self.clock.now();
        let jitter = self.rng.unit();
        let generation = self.bump();
        let epoch = self.epoch;
        let Some(slot) = slots::find_mut(slots, key) else {
            return Decision::Dropped;
        };
        slot.generation = generation;
        let decision = match outcome {
            Outcome::Gone => {
                // Kept as finished, so the next relist does not schedule it again; it is
                // forgotten with its entry.
                slot.finished = true;
                slot.due = NONE;
                return Decision::Dropped;
            }
            Outcome::Renewed(grant) => {
                // The grant comes from Vault: the sum is saturating so that no answer can
                // panic this thread (decoding already cuts TTLs to `VAULT_TTL_MAX`).
                let expires = instant_after(now, grant.granted);
                // Vault's warning is the direct sign of a cap. Without it, a grant below the
                // ask that did not move the expiry forward is a cap too (a periodic token is
                // granted its period, below the ask, but moves forward every time).
                let stuck = some(slot.expires).is_some_and(|old| {
                    expires <= instant_after(at(epoch, old), limits::RENEWER_MIN_INTERVAL)
                });
                let capped = grant.granted < grant.asked && (grant.capped_warning || stuck);
                slot.granted = nanos(grant.granted);
                slot.expires = mark(epoch, expires);
                slot.failures = 0;
                if capped || !grant.renewable || grant.granted < limits::RENEWER_MIN_INTERVAL {
                    slot.finished = true;
                    slot.due = NONE;
                    return Decision::Final(expires);
                }
                let spread = grant.granted.mul_f64(limits::RENEWER_JITTER_SHARE * jitter);
                let wait = grant
                    .granted
                    .saturating_sub(margin(grant.granted))
                    .saturating_add(spread)
                    .max(limits::RENEWER_MIN_INTERVAL);
                Decision::Next(instant_after(now, wait))
            }
            Outcome::Failed { retry_after } => {
                slot.failures = slot.failures.saturating_add(1);
                let exp = slot.failures.saturating_sub(1).min(16);
                let mut wait = limits::RENEWER_RETRY_BASE
                    .saturating_mul(1u32 << exp)
                    .min(limits::RENEWER_RETRY_MAX);
                // Up to a quarter of the wait more, so retries after an outage spread out.
                wait += wait.mul_f64(0.25 * jitter);
                if let Some(expires) = some(slot.expires) {
                    let left = at(epoch, expires).saturating_duration_since(now);
                    wait = wait.min(left / 2);
                }
                if let Some(asked) = retry_after {
                    wait = wait.max((*asked).min(limits::RENEWER_RETRY_AFTER_MAX));
                }
                Decision::Next(instant_after(now, wait.max(limits::RENEWER_MIN_INTERVAL)))
            }
        };
        if let Decision::Next(next) = decision {
            let due = mark(epoch, next);
            slot.due = due;
            self.queue(due, generation, key.clone());
        }
        decision
    }

    fn queue(&mut self, due: u64, generation: u32, key: Key) {
        // Grown by a quarter, not doubled: the queue holds two keys per credential, and a
        // doubled one stands half empty on average (about 300 KiB at 10,000 credentials).
        if self.heap.len() == self.heap.capacity() {
            self.heap.reserve_exact(self.heap.len() / 4 + 16);
        }
        self.heap.push(Reverse(Queued {
            due,
            generation,
            kind: key.kind,
            uuid: key.uuid,
        }));
    }

    fn mark(&self, at: Instant) -> u64 {
        mark(self.epoch, at)
    }

    fn instant(&self, mark: u64) -> Instant {
        at(self.epoch, mark)
    }

    fn bump(&mut self) -> u32 {
        self.next_generation = self.next_generation.wrapping_add(1);
        self.next_generation
    }

    /// Drops heap entries whose key was removed or rescheduled since.
    fn drop_stale<S: SlotStore>(&mut self, slots: &S) {
        while let Some(Reverse(queued)) = self.heap.peek() {
            let current = slots::find(slots, &queued.uuid, queued.kind)
                .is_some_and(|s| s.generation == queued.generation && s.due != NONE);
            if current {
                return;
            }
            self.heap.pop();
        }
    }
}

/// `at` as nanoseconds since `epoch` (0 before it; a time is at most
/// [`limits::TIME_FAR_FUTURE`] ahead, 3·10^18 ns, so it never reaches [`NONE`]).
fn mark(epoch: Instant, at: Instant) -> u64 {
    nanos(at.saturating_duration_since(epoch))
}

/// The instant `mark` nanoseconds after `epoch`.
fn at(epoch: Instant, mark: u64) -> Instant {
    instant_after(epoch, Duration::from_nanos(mark))
}

fn nanos(duration: Duration) -> u64 {
    u64::try_from(duration.as_nanos()).map_or(NONE - 1, |n| n.min(NONE - 1))
}

/// What is left of a grant of `granted` when it is renewed (before jitter): a third of it,
/// or [`limits::RENEWER_MARGIN_FLOOR`] if that is more, but never more than half of it.
/// For a 1-hour lease, 20 minutes; for a day, 8 hours; for 30 seconds, 15.
pub(crate) fn margin(granted: Duration) -> Duration {
    let third = granted.mul_f64(limits::RENEWER_MARGIN_SHARE);
    third.max(limits::RENEWER_MARGIN_FLOOR.min(granted / 2))
}

#[cfg(test)]
pub(crate) mod tests {
    use std::sync::Mutex;
    use std::time::SystemTime;

    use super::*;
    use crate::renewer::slots::Slots;

    /// A clock tests move by hand.
    pub(crate) struct FakeClock {
        start: Instant,
        offset: Mutex<Duration>,
    }

    impl FakeClock {
        pub(crate) fn new() -> Arc<FakeClock> {
            Arc::new(FakeClock {
                start: Instant::now(),
                offset: Mutex::new(Duration::ZERO),
            })
        }

        pub(crate) fn advance(&self, by: Duration) {
            *self.offset.lock().unwrap() += by;
        }

        pub(crate) fn at(&self, offset: Duration) -> Instant {
            self.start + offset
        }
    }

    impl Clock for FakeClock {
        fn now(&self) -> Instant {
            self.start + *self.offset.lock().unwrap()
        }

        fn wall(&self) -> SystemTime {
            SystemTime::UNIX_EPOCH + *self.offset.lock().unwrap()
        }
    }

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn grant(granted: u64, asked: u64) -> Outcome {
        Outcome::Renewed(Grant {
            granted: secs(granted),
            asked: secs(asked),
            renewable: true,
            capped_warning: false,
        })
    }

    fn capped(granted: u64, asked: u64) -> Outcome {
        Outcome::Renewed(Grant {
            granted: secs(granted),
            asked: secs(asked),
            renewable: true,
            capped_warning: true,
        })
    }

    /// A scheduler with a store of pairs alone (the renewer's entries hold their own).
    struct Queue {
        s: Scheduler,
        slots: Slots,
    }

    impl Queue {
        fn insert(&mut self, key: Key) {
            self.s.insert(&mut self.slots, key);
        }

        fn insert_left(&mut self, key: Key, left: Duration) {
            self.s.insert_left(&mut self.slots, key, left);
        }

        fn remove(&mut self, key: &Key) {
            self.s.remove(&mut self.slots, key);
        }

        fn pop_due(&mut self) -> Option<Key> {
            self.s.pop_due(&mut self.slots)
        }

        fn next_due(&mut self) -> Option<Instant> {
            self.s.next_due(&self.slots)
        }

        fn record(&mut self, key: &Key, outcome: &Outcome) -> Decision {
            self.s.record(&mut self.slots, key, outcome)
        }

        fn len(&self) -> usize {
            self.s.len(&self.slots)
        }

        fn due(&self, key: &Key) -> Option<Instant> {
            self.s.due(&self.slots, key)
        }

        fn expires(&self, key: &Key) -> Option<Instant> {
            self.s.expires(&self.slots, key)
        }
    }

    fn setup() -> (Arc<FakeClock>, Queue) {
        let clock = FakeClock::new();
        let s = Scheduler::new(clock.clone(), 7);
        (
            clock,
            Queue {
                s,
                slots: Slots::default(),
            },
        )
    }

    /// Feeds `outcomes` to one lease in turn, each at its due time, and returns the
    /// decisions as offsets from the start.
    fn check(outcomes: &[Outcome], expect: &[&str]) {
        let (clock, mut s) = setup();
        let key = Key::new("u1", Kind::Lease);
        s.insert(key.clone());
        let mut got = Vec::new();
        for outcome in outcomes {
            let Some(due) = s.next_due() else {
                got.push("idle".to_owned());
                continue;
            };
            let now = clock.now();
            clock.advance(due.saturating_duration_since(now));
            assert_eq!(s.pop_due(), Some(key.clone()));
            let at = |i: Instant| {
                i.saturating_duration_since(clock.at(Duration::ZERO))
                    .as_secs()
            };
            got.push(match s.record(&key, outcome) {
                Decision::Next(i) => format!("next {}", at(i)),
                Decision::Final(i) => format!("final {}", at(i)),
                Decision::Dropped => "dropped".to_owned(),
            });
        }
        assert_eq!(got, expect);
    }

    #[test]
    fn a_slot_and_a_queued_key_are_32_bytes() {
        // Two of each per credential: at 10,000 credentials every 8 bytes here are 300 KiB
        // (tables grow by doubling).
        assert_eq!(size_of::<Slot>(), 32);
        assert_eq!(
            size_of::<Option<Slot>>(),
            32,
            "an absent slot costs no flag"
        );
        assert_eq!(size_of::<Reverse<Queued>>(), 32);
    }

    #[test]
    fn margins_by_grant() {
        for (granted, left) in [
            (6, 3),
            (30, 15),
            (60, 20),
            (1200, 400),
            (3600, 1200),
            (7200, 2400),
            (86_400, 28_800),
        ] {
            assert_eq!(margin(secs(granted)), secs(left), "grant {granted}");
        }
    }

    #[test]
    fn renews_with_the_margin_left_plus_jitter() {
        // 1 h leases: due between 2400 s and 2580 s after each renewal (17 to 20 min left).
        let (clock, mut s) = setup();
        let key = Key::new("u1", Kind::Lease);
        s.insert(key.clone());
        assert_eq!(s.pop_due(), Some(key.clone()));
        let Decision::Next(at) = s.record(&key, &grant(3600, 3600)) else {
            panic!("not scheduled");
        };
        let wait = at - clock.now();
        assert!(wait >= secs(2400) && wait <= secs(2580), "{wait:?}");
        assert_eq!(s.pop_due(), None, "not due before its time");
        clock.advance(wait);
        assert_eq!(s.pop_due(), Some(key));
    }

    #[test]
    fn a_looked_up_ttl_schedules_the_first_renewal_by_its_margin() {
        let (clock, mut s) = setup();
        let token = Key::new("u1", Kind::Token);
        // 32 days left: not renewed for about 21 days.
        s.insert_left(token.clone(), secs(32 * 86_400));
        assert_eq!(s.pop_due(), None);
        let due = s.due(&token).unwrap() - clock.now();
        assert!(
            due > secs(21 * 86_400) && due < secs(22 * 86_400),
            "{due:?}"
        );
        assert_eq!(s.expires(&token), Some(clock.now() + secs(32 * 86_400)));
        // Nothing left: due now; a later insert changes nothing.
        let gone = Key::new("u2", Kind::Token);
        s.insert_left(gone.clone(), Duration::ZERO);
        s.insert(gone.clone());
        assert_eq!(s.pop_due(), Some(gone));
        assert_eq!(s.pop_due(), None);
    }

    #[test]
    fn a_huge_grant_is_scheduled_far_away_without_panicking() {
        // A broken or hostile Vault answering `u64::MAX` seconds must not panic the
        // renewer's critical thread (overflow checks are on in release builds).
        for granted in [Duration::from_secs(u64::MAX), Duration::MAX] {
            let (clock, mut s) = setup();
            let key = Key::new("u1", Kind::Lease);
            s.insert(key.clone());
            assert_eq!(s.pop_due(), Some(key.clone()));
            let outcome = Outcome::Renewed(Grant {
                granted,
                asked: secs(3600),
                renewable: true,
                capped_warning: false,
            });
            let Decision::Next(at) = s.record(&key, &outcome) else {
                panic!("not scheduled");
            };
            assert!(at - clock.now() >= secs(86_400 * 365), "{granted:?}");
            assert_eq!(s.pop_due(), None);
            // A failure after it is retried as usual.
            clock.advance(secs(10));
            assert!(matches!(
                s.record(&key, &Outcome::Failed { retry_after: None }),
                Decision::Next(_)
            ));
        }
    }

    #[test]
    fn a_capped_lease_is_final() {
        // Asked 1 h, granted 30 s with Vault's warning: final at once.
        check(&[capped(30, 3600), grant(30, 3600)], &["final 30", "idle"]);
        // A periodic token: granted its period (below the ask) every time, expiry moving
        // forward: renewed for ever.
        check(
            &[grant(600, 3600), grant(600, 3600), grant(600, 3600)],
            &["next 411", "next 812", "next 1239"],
        );
        // Without the warning, a grant below the ask that does not move the expiry is a
        // cap too (found at the second renewal).
        check(
            &[grant(100, 3600), grant(30, 3600), grant(10, 3600)],
            &["next 68", "final 98", "idle"],
        );
        // Not renewable, or a TTL too short to renew: final.
        check(
            &[Outcome::Renewed(Grant {
                granted: secs(60),
                asked: secs(60),
                renewable: false,
                capped_warning: false,
            })],
            &["final 60"],
        );
        check(&[grant(0, 3600)], &["final 0"]);
    }

    #[test]
    fn failures_back_off_but_never_past_half_the_time_left() {
        check(
            &[
                grant(3600, 3600),
                Outcome::Failed { retry_after: None },
                Outcome::Failed { retry_after: None },
                Outcome::Failed { retry_after: None },
                grant(3600, 3600),
            ],
            &[
                "next 2470",
                "next 2471",
                "next 2473",
                "next 2478",
                "next 4959",
            ],
        );
        // A short lease: retries come at least every half of what is left.
        let (clock, mut s) = setup();
        let key = Key::new("u1", Kind::Lease);
        s.insert(key.clone());
        s.pop_due();
        s.record(&key, &grant(20, 20));
        let expires = s.expires(&key).unwrap();
        let mut retries = 0;
        while expires - clock.now() > Duration::from_secs(2) {
            let due = s.next_due().unwrap();
            clock.advance(due - clock.now());
            s.pop_due();
            s.record(&key, &Outcome::Failed { retry_after: None });
            retries += 1;
            assert!(s.due(&key).unwrap() < expires, "a retry before expiry");
        }
        assert!(retries >= 4, "{retries} retries");
    }

    #[test]
    fn retry_after_is_honoured_and_bounded() {
        check(
            &[Outcome::Failed {
                retry_after: Some(secs(30)),
            }],
            &["next 30"],
        );
        check(
            &[Outcome::Failed {
                retry_after: Some(secs(86_400)),
            }],
            &["next 120"],
        );
    }

    #[test]
    fn gone_and_removed_entries_leave_the_queue() {
        check(&[Outcome::Gone, grant(60, 60)], &["dropped", "idle"]);
        let (_clock, mut s) = setup();
        let gone = Key::new("g", Kind::Token);
        s.insert(gone.clone());
        s.pop_due();
        s.record(&gone, &Outcome::Gone);
        s.insert(gone.clone());
        assert_eq!(
            s.pop_due(),
            None,
            "a gone token is not renewed at every relist"
        );
        let (_clock, mut s) = setup();
        let a = Key::new("a", Kind::Token);
        let b = Key::new("b", Kind::Lease);
        s.insert(a.clone());
        s.insert(b.clone());
        s.remove(&a);
        assert_eq!(s.pop_due(), Some(b.clone()));
        assert_eq!(s.pop_due(), None);
        assert_eq!(s.len(), 1);
        // A record for a forgotten key changes nothing.
        assert_eq!(s.record(&a, &grant(60, 60)), Decision::Dropped);
    }

    #[test]
    fn jitter_spreads_a_burst() {
        // 1,000 leases issued in the same second are due over 180 s, not in one.
        let (clock, mut s) = setup();
        for i in 0..1000 {
            s.insert(Key::new(&format!("u{i}"), Kind::Lease));
        }
        let mut dues = Vec::new();
        while let Some(key) = s.pop_due() {
            if let Decision::Next(at) = s.record(&key, &grant(3600, 3600)) {
                dues.push((at - clock.now()).as_secs());
            }
        }
        dues.sort_unstable();
        let first = dues.first().copied().unwrap();
        let last = dues.last().copied().unwrap();
        assert!(
            first >= 2400 && last <= 2580 && last - first > 150,
            "{first}..{last}"
        );
        let mut per_second = std::collections::HashMap::new();
        for d in &dues {
            *per_second.entry(d).or_insert(0) += 1;
        }
        assert!(per_second.values().all(|n| *n < 20), "{per_second:?}");
    }

    #[test]
    #[allow(clippy::disallowed_methods)] // TEST_SEED, the project's property-test seed.
    fn property_every_active_entry_is_due_before_it_expires() {
        let seed = std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(crate::renewer::random_seed);
        let mut rng = SplitMix64(seed);
        for case in 0..2000 {
            let (clock, mut s) = setup();
            let key = Key::new("u", Kind::Lease);
            s.insert(key.clone());
            for _ in 0..10 {
                let Some(due) = s.next_due() else { break };
                clock.advance(due.saturating_duration_since(clock.now()));
                s.pop_due();
                let asked = 1 + rng.next_u64() % 7200;
                let outcome = match rng.next_u64() % 4 {
                    0 => Outcome::Failed {
                        retry_after: rng
                            .next_u64()
                            .is_multiple_of(2)
                            .then(|| secs(rng.next_u64() % 300)),
                    },
                    1 => capped(rng.next_u64() % (asked + 1), asked),
                    _ => grant(rng.next_u64() % (asked + 1), asked),
                };
                let decision = s.record(&key, &outcome);
                if let (Decision::Next(at), Some(expires), Outcome::Renewed(g)) =
                    (decision, s.expires(&key), &outcome)
                {
                    assert!(
                        at < expires || g.granted < secs(2),
                        "seed {seed} case {case}: due {at:?} after expiry {expires:?}"
                    );
                    assert!(
                        at >= clock.now() + limits::RENEWER_MIN_INTERVAL,
                        "seed {seed} case {case}: renewal loop"
                    );
                }
                if let Decision::Final(_) = decision {
                    assert!(s.next_due().is_none(), "seed {seed} case {case}");
                }
            }
        }
    }
}
