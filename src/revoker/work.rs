//! The revocation workers and what they share: the jobs, the index of live pods' keys
//! (kept by the watch), the retry queue, the shared KV key list, and the revocation of one
//! KV entry ([`Act::revoke_entry`]), which the sweep and the `revoke --orphans` command
//! use as well.
//!
//! A deleted pod's job first matches a KV key list (taken after the deletion was seen)
//! against the pod ([`crate::podkeys::PodKeys::select`]): its uuids, their NRI generations
//! and its UID-keyed entries. Each key is then revoked on its own, and only the keys that
//! failed are retried.
//!
//! What must not be hurt is a [`Live`]: the watch's [`LiveIndex`] for the workers, a pod
//! list's [`LiveSet`] for the command. An entry a live owner may hold is left alone; a
//! login token (projected SA) that an entry of a live pod also records is refused
//! (`held_by_live_pod`), because Vault cannot tell two pods of one service account apart.
//!
//! A job that fails because Vault or the API server is unreachable goes to the retry
//! queue with exponential backoff and comes back until it succeeds: a revocation is never
//! dropped. An entry whose ownership cannot be verified is refused and counted with its
//! reason (`vdbi_revoker_refusals_total`); that is a final answer, not a failure to retry.

use std::cmp::Ordering as CmpOrdering;
use std::collections::{BTreeSet, BinaryHeap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use ring::rand::{SecureRandom, SystemRandom};

use crate::k8s::PodSummary;
use crate::limits;
use crate::logger;
use crate::packed::{ByKey, HasKey, Packed};
use crate::podkeys::{Carriers, PodKeys, UUID_ANNOTATION};
use crate::revoker::Revoker;
use crate::runtime::Context;
use crate::runtime::time::instant_after;
use crate::secret::SecretString;
use crate::vault::{self, KvEntry, KvStore, OwnToken, Ownership, PodIdentity, Refusal, Revocation};

/// Who asked for a revocation (the `source` label of `vdbi_revoker_entries_total`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Source {
    /// A DELETED event of the watch.
    Watch,
    /// The safety sweep.
    Sweep,
    /// The `revoke --orphans --confirm` command.
    Command,
}

impl Source {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Source::Watch => "watch",
            Source::Sweep => "sweep",
            Source::Command => "command",
        }
    }
}

/// A deleted pod, as the watch last saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PodRef {
    pub(crate) namespace: String,
    pub(crate) name: String,
    pub(crate) uid: String,
    /// `spec.serviceAccountName` (empty if unknown), checked against login tokens.
    pub(crate) service_account: String,
    /// Every uuid the pod carried in its life, and its UID.
    pub(crate) keys: PodKeys,
    /// The KV keys still to revoke, once a KV list has matched them against `keys`
    /// (`None` until then): the bases and every generation found.
    pub(crate) pending: Option<BTreeSet<String>>,
    /// A GET has shown the pod gone (404 or another UID).
    pub(crate) verified_gone: bool,
}

/// What a job is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Target {
    /// A deleted pod's entries.
    Pod(PodRef),
    /// One entry the sweep found orphaned (its own namespace and UID are the owner).
    Entry(String),
}

/// One unit of work for the workers.
#[derive(Debug, Clone)]
pub(crate) struct Job {
    pub(crate) target: Target,
    pub(crate) source: Source,
    pub(crate) attempt: u32,
    /// When the deletion was seen, for the log's `duration_in_ms`.
    pub(crate) seen: Instant,
}

impl Job {
    pub(crate) fn new(target: Target, source: Source) -> Job {
        Job {
            target,
            source,
            attempt: 0,
            seen: Instant::now(),
        }
    }
}

/// The outcome of one entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Lease, token and entry are gone now.
    Revoked,
    /// There was no entry (already revoked, or never written).
    Absent,
    /// A live pod that owns the entry still carries its key: left alone.
    Live,
    /// The entry does not belong to the pod at hand (or names someone else's token).
    Refused,
}

impl Outcome {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Outcome::Revoked => "revoked",
            Outcome::Absent => "absent",
            Outcome::Live => "live",
            Outcome::Refused => "refused",
        }
    }
}

/// A failure worth retrying (Vault or the API unreachable, or leadership lost midway).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Failure(pub(crate) String);

/// A live pod as the revocation checks need it: its namespace, UID and service account,
/// packed in one allocation (the revoker holds one per labelled pod, twice during a sweep).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LivePod(Packed<3>);

impl LivePod {
    pub(crate) fn new(namespace: &str, uid: &str, service_account: &str) -> LivePod {
        LivePod(Packed::new([namespace, uid, service_account]))
    }

    pub(crate) fn namespace(&self) -> &str {
        self.0.get(0)
    }

    pub(crate) fn uid(&self) -> &str {
        self.0.get(1)
    }

    pub(crate) fn service_account(&self) -> &str {
        self.0.get(2)
    }

    fn identity(&self) -> PodIdentity<'_> {
        PodIdentity {
            namespace: self.namespace(),
            uid: Some(self.uid()),
            service_account: Some(self.service_account()).filter(|s| !s.is_empty()),
        }
    }
}

/// The live pods a revocation must not hurt.
pub(crate) trait Live {
    /// Whether a live pod whose keys match `key` owns `entry`: then it is left alone.
    fn owns(&self, key: &str, entry: &KvEntry) -> bool;
    /// The live pods of `namespace` that run as `service_account`, with their keys: the
    /// ones whose entries may record the same login token (see
    /// [`crate::vault::owner`]).
    fn sharing(&self, namespace: &str, service_account: &str) -> Vec<(LivePod, PodKeys)>;
}

/// The labelled pods of one list (the sweep's, `revoke --orphans`'), by key.
pub(crate) type LiveSet = Carriers<LivePod>;

/// Indexes a pod list by the keys each pod may hold, taking the pods' strings (a sweep
/// holds every labelled pod once, not twice).
pub(crate) fn live_set(pods: impl IntoIterator<Item = PodSummary>) -> LiveSet {
    let mut set = LiveSet::default();
    for pod in pods {
        add_live(&mut set, pod);
    }
    set.shrink_to_fit();
    set
}

/// Adds one listed pod to `set` (the sweep folds the pod list into it page by page).
pub(crate) fn add_live(set: &mut LiveSet, pod: PodSummary) {
    let keys = PodKeys::of(&pod.uid, pod.annotation(UUID_ANNOTATION));
    set.insert(
        keys,
        LivePod::new(&pod.namespace, &pod.uid, &pod.service_account_name),
    );
}

impl Live for LiveSet {
    fn owns(&self, key: &str, entry: &KvEntry) -> bool {
        self.carriers(key)
            .iter()
            .any(|pod| entry.check_owner(key, &pod.identity()).is_ok())
    }

    fn sharing(&self, namespace: &str, service_account: &str) -> Vec<(LivePod, PodKeys)> {
        self.iter()
            .filter(|(_, p)| p.namespace() == namespace && p.service_account() == service_account)
            .map(|(keys, p)| (p.clone(), keys.clone()))
            .collect()
    }
}

/// Which live pods carry which keys, kept by the watch from its list and events. A pod's
/// uuids accumulate over its life (every value of its annotation is kept), so a deletion
/// revokes all of them, and all their generations.
#[derive(Default)]
pub(crate) struct LiveIndex {
    state: Mutex<LiveState>,
}

#[derive(Default)]
struct LiveState {
    /// The term whose watch has delivered its first full list.
    ready_term: Option<u64>,
    /// The watch failed before its first full list (it retries with backoff).
    first_list_failed: bool,
    /// Each pod (found by its UID) to every key it carried.
    pods: HashMap<ByKey<LivePod>, PodKeys>,
}

impl HasKey for LivePod {
    fn key(&self) -> &str {
        self.uid()
    }
}

fn live_of(pod: &PodSummary) -> (LivePod, PodKeys) {
    (
        LivePod::new(&pod.namespace, &pod.uid, &pod.service_account_name),
        PodKeys::of(&pod.uid, pod.annotation(UUID_ANNOTATION)),
    )
}

/// A tenant rewriting its annotation in a loop cannot grow a pod's history without bound.
const HISTORY_MAX: usize = limits::REVOKER_UUIDS_PER_POD_MAX.saturating_mul(4);

impl LiveIndex {
    fn lock(&self) -> std::sync::MutexGuard<'_, LiveState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Forgets everything (leadership lost: the next term lists again).
    pub(crate) fn reset(&self) {
        let mut state = self.lock();
        state.ready_term = None;
        state.first_list_failed = false;
        state.pods.clear();
    }

    /// The watch failed before its first full list (a sweep then does not wait for it).
    pub(crate) fn note_failure(&self) {
        let mut state = self.lock();
        if state.ready_term.is_none() {
            state.first_list_failed = true;
        }
    }

    /// Whether the watch's first list is over: delivered, or failed (see `note_failure`).
    pub(crate) fn first_list_settled(&self) -> bool {
        let state = self.lock();
        state.ready_term.is_some() || state.first_list_failed
    }

    /// Replaces the pod set by a complete list, keeping the uuid history of pods still
    /// present.
    pub(crate) fn rebuild(&self, term: u64, pods: impl Iterator<Item = PodSummary>) {
        let mut state = self.lock();
        let mut next = HashMap::new();
        for pod in pods {
            let (live, mut keys) = live_of(&pod);
            if let Some(old) = state.pods.get(pod.uid.as_str()) {
                keys.merge(old, HISTORY_MAX);
            }
            next.insert(ByKey(live), keys);
        }
        state.pods = next;
        state.ready_term = Some(term);
    }

    /// Adds or updates one live pod.
    pub(crate) fn upsert(&self, pod: &PodSummary) {
        let (live, keys) = live_of(pod);
        let mut state = self.lock();
        let mut carried = state
            .pods
            .remove(pod.uid.as_str())
            .unwrap_or_else(|| PodKeys::of(&pod.uid, None));
        carried.merge(&keys, HISTORY_MAX);
        state.pods.insert(ByKey(live), carried);
    }

    /// Removes a deleted pod and returns every key it carried (with those of `last`).
    pub(crate) fn remove(&self, last: &PodSummary) -> PodKeys {
        let (_, mut keys) = live_of(last);
        if let Some(seen) = self.lock().pods.remove(last.uid.as_str()) {
            keys.merge(&seen, HISTORY_MAX);
        }
        keys
    }

    /// Whether the index reflects a complete list of the current term.
    pub(crate) fn is_ready(&self) -> bool {
        self.lock().ready_term.is_some()
    }
}

impl Live for LiveIndex {
    fn owns(&self, key: &str, entry: &KvEntry) -> bool {
        let state = self.lock();
        state.pods.iter().any(|(pod, keys)| {
            keys.matches(key) && entry.check_owner(key, &pod.0.identity()).is_ok()
        })
    }

    fn sharing(&self, namespace: &str, service_account: &str) -> Vec<(LivePod, PodKeys)> {
        let state = self.lock();
        state
            .pods
            .iter()
            .filter(|(p, _)| {
                p.0.namespace() == namespace && p.0.service_account() == service_account
            })
            .map(|(p, keys)| (p.0.clone(), keys.clone()))
            .collect()
    }
}

/// The last KV key list the workers took, shared so that a burst of deletions does not
/// list the whole prefix once per pod (see `REVOKER_KEY_LIST_MAX_AGE`).
#[derive(Default)]
pub(crate) struct KeyList {
    last: Mutex<Option<(Instant, Arc<Vec<String>>)>>,
}

impl KeyList {
    /// A list taken after `seen` (when the pod's deletion was seen) and not older than
    /// `REVOKER_KEY_LIST_MAX_AGE`, else a fresh one from `list`.
    pub(crate) fn after(
        &self,
        seen: Instant,
        list: impl FnOnce() -> Result<Vec<String>, Failure>,
    ) -> Result<Arc<Vec<String>>, Failure> {
        let mut last = self.last.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((taken, keys)) = last.as_ref()
            && *taken >= seen
            && taken.elapsed() <= limits::REVOKER_KEY_LIST_MAX_AGE
        {
            return Ok(Arc::clone(keys));
        }
        let taken = Instant::now();
        let keys = Arc::new(list()?);
        *last = Some((taken, Arc::clone(&keys)));
        Ok(keys)
    }
}

struct Pending {
    due: Instant,
    seq: u64,
    job: Job,
}

impl PartialEq for Pending {
    fn eq(&self, other: &Self) -> bool {
        (self.due, self.seq) == (other.due, other.seq)
    }
}

impl Eq for Pending {}

impl PartialOrd for Pending {
    fn partial_cmp(&self, other: &Self) -> Option<CmpOrdering> {
        Some(self.cmp(other))
    }
}

impl Ord for Pending {
    /// Reversed, so that the max-heap pops the earliest due job first.
    fn cmp(&self, other: &Self) -> CmpOrdering {
        (other.due, other.seq).cmp(&(self.due, self.seq))
    }
}

/// Jobs waiting for their next attempt, earliest first.
#[derive(Default)]
pub(crate) struct RetryQueue {
    heap: Mutex<BinaryHeap<Pending>>,
    seq: AtomicU64,
}

impl RetryQueue {
    fn lock(&self) -> std::sync::MutexGuard<'_, BinaryHeap<Pending>> {
        self.heap.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Schedules `job` after `delay`.
    pub(crate) fn push(&self, job: Job, delay: Duration) {
        let mut heap = self.lock();
        if heap.len() >= limits::REVOKER_RETRY_PENDING_MAX {
            // The sweep finds whatever is left over; memory stays bounded.
            logger::error(
                "revoker: too many revocations waiting for a retry; the safety sweep will handle this one",
                &[("source", job.source.as_str())],
            );
            return;
        }
        let seq = self.seq.fetch_add(1, Ordering::Relaxed);
        heap.push(Pending {
            due: instant_after(Instant::now(), delay),
            seq,
            job,
        });
    }

    /// The earliest job that is due now, if any.
    pub(crate) fn pop_due(&self) -> Option<Job> {
        let mut heap = self.lock();
        if heap.peek().is_some_and(|p| p.due <= Instant::now()) {
            heap.pop().map(|p| p.job)
        } else {
            None
        }
    }

    /// How long until the earliest job is due.
    pub(crate) fn next_due_in(&self) -> Option<Duration> {
        self.lock()
            .peek()
            .map(|p| p.due.saturating_duration_since(Instant::now()))
    }

    /// Jobs waiting.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.lock().len()
    }
}

/// The wait before attempt `attempt + 1`: doubling from `REVOKER_RETRY_BASE` up to
/// `REVOKER_RETRY_MAX`, plus up to 25 % jitter so that a recovered Vault is not hit by
/// every retry at once.
pub(crate) fn backoff(attempt: u32) -> Duration {
    let base = limits::REVOKER_RETRY_BASE
        .saturating_mul(1u32.checked_shl(attempt.min(16)).unwrap_or(u32::MAX))
        .min(limits::REVOKER_RETRY_MAX);
    let mut byte = [0u8; 1];
    let random = SystemRandom::new().fill(&mut byte).map_or(0, |()| byte[0]);
    base.saturating_add(base.mul_f64(f64::from(random) / 255.0 * 0.25))
}

/// What revoking one entry needs.
pub(crate) struct Act<'a> {
    pub(crate) vault: &'a vault::Client,
    pub(crate) own: &'a OwnToken,
    pub(crate) kv: &'a KvStore,
    /// Checked right before each call that revokes or deletes.
    pub(crate) may_act: &'a dyn Fn() -> bool,
    /// The live pods whose credentials must not be touched.
    pub(crate) live: &'a dyn Live,
    /// Who asked (counted with each refusal).
    pub(crate) source: Source,
    /// `allowedEngines`, for the lease check ([`vault::check_lease`]).
    pub(crate) engines: &'a [String],
}

fn failure(own: &OwnToken, what: &str, error: &vault::Error) -> Failure {
    if error.status() == Some(403) {
        // The revoker's own token was revoked or expired behind its back: the next
        // attempt logs in again.
        let _ = own.replace();
    }
    Failure(format!("{what}: {error}"))
}

impl Act<'_> {
    fn token(&self) -> Result<Arc<SecretString>, Failure> {
        self.own
            .token()
            .map_err(|e| Failure(format!("revoker login: {e}")))
    }

    fn guard(&self) -> Result<(), Failure> {
        if (self.may_act)() {
            Ok(())
        } else {
            Err(Failure("not the leader any more".to_owned()))
        }
    }

    /// Revokes the entry `key` for `pod` (a deleted pod), or, with `None`, for the pod the
    /// entry itself names (the sweep and the command). The token is revoked the way its
    /// kind needs ([`crate::vault::owner`]): by accessor for tokens this implementation
    /// recorded, with `revoke-self` as the token itself for a Go entry's raw `TokenId`
    /// (`revoke-orphan` needs sudo, which the revoker's policy does not have).
    pub(crate) fn revoke_entry(
        &self,
        key: &str,
        pod: Option<PodIdentity<'_>>,
    ) -> Result<Outcome, Failure> {
        let token = self.token()?;
        let entry = match self.kv.get(self.vault, &token, key) {
            Ok(Some(entry)) => entry,
            Ok(None) => return Ok(Outcome::Absent),
            // A name that cannot be a KV key (a hostile annotation) has no entry, and
            // asking again would not change that.
            Err(vault::Error::InvalidName { .. }) => return Ok(Outcome::Absent),
            Err(error) => return Err(failure(self.own, "read kv entry", &error)),
        };
        let identity = pod.unwrap_or(PodIdentity {
            namespace: &entry.namespace,
            uid: Some(entry.pod_uid.as_str()).filter(|u| !u.is_empty()),
            service_account: None,
        });
        if let Err(error) = entry
            .check_owner(key, &identity)
            .and_then(|()| vault::check_lease(key, &entry, self.engines))
        {
            self.refused(key, &identity, &error);
            return Ok(Outcome::Refused);
        }
        if self.live.owns(key, &entry) {
            return Ok(Outcome::Live);
        }
        let ownership = match vault::verify_owner(self.vault, &token, key, &entry, &identity) {
            Ok(ownership) => ownership,
            Err(error @ (vault::Error::NotOwner { .. } | vault::Error::InvalidName { .. })) => {
                self.refused(key, &identity, &error);
                return Ok(Outcome::Refused);
            }
            Err(error) => return Err(failure(self.own, "look up the pod token", &error)),
        };
        if matches!(ownership, Ownership::ServiceAccount | Ownership::Legacy)
            && let Some(holder) = self.held_by_live(&token, key, &entry)?
        {
            let error = vault::Error::NotOwner {
                uuid: key.to_owned(),
                reason: Refusal::HeldByLivePod,
            };
            self.refused(key, &identity, &error);
            logger::debug(
                "revoker: the login token is also recorded by a live pod's entry",
                &[("uuid", key), ("held_by", &holder)],
            );
            return Ok(Outcome::Refused);
        }
        let metrics = crate::metrics::global();
        let namespace = identity.namespace;
        // The lease is never revoked by its id with the revoker's own token: the id is
        // the entry's to forge. Revoking the pod's token revokes every lease read with
        // it; a token already gone took its leases with it.
        if ownership != Ownership::TokenGone {
            self.guard()?;
            let revoked = if !entry.token_accessor.is_empty() {
                Some(self.vault.revoke_accessor(&token, &entry.token_accessor))
            } else {
                entry.token_id.as_ref().map(|raw| self.vault.revoke_as(raw))
            };
            match revoked {
                None | Some(Ok(Revocation::Revoked | Revocation::AlreadyGone)) => {
                    metrics.revoke_token_count_success.with(&[namespace]).inc();
                }
                Some(Err(error)) => {
                    metrics
                        .revoke_token_count_error
                        .with(&[key, namespace])
                        .inc();
                    return Err(failure(self.own, "revoke the pod token", &error));
                }
            }
        }
        self.guard()?;
        match self.kv.delete(self.vault, &token, key) {
            Ok(()) => metrics
                .delete_data_count_success
                .with(&[key, namespace])
                .inc(),
            Err(error) => {
                metrics
                    .delete_data_count_error
                    .with(&[key, namespace])
                    .inc();
                return Err(failure(self.own, "delete the kv entry", &error));
            }
        }
        // Series of this key that a renewer in this process may have set.
        metrics.token_expiration.remove(&[key, namespace]);
        metrics.lease_expiration.remove(&[key, namespace]);
        Ok(Outcome::Revoked)
    }

    /// The key of another entry, held by a live pod that shares the entry's namespace and
    /// service account, that records the same login token: one KV list, and a read of each
    /// entry those pods may hold (a handful: the pods of one service account).
    fn held_by_live(
        &self,
        token: &SecretString,
        key: &str,
        entry: &KvEntry,
    ) -> Result<Option<String>, Failure> {
        let sharing = self
            .live
            .sharing(&entry.namespace, &entry.service_account_name);
        if sharing.is_empty() {
            return Ok(None);
        }
        let listed = self
            .kv
            .list(self.vault, token)
            .map_err(|e| failure(self.own, "list kv entries", &e))?;
        for (pod, keys) in &sharing {
            for other in keys.select(&listed) {
                if other == key {
                    continue;
                }
                let found = match self.kv.get(self.vault, token, &other) {
                    Ok(found) => found,
                    Err(vault::Error::InvalidName { .. }) => None,
                    Err(e) => return Err(failure(self.own, "read kv entry", &e)),
                };
                if let Some(found) = found
                    && found.check_owner(&other, &pod.identity()).is_ok()
                    && vault::accessor_held(key, entry, [(other.as_str(), &found)]).is_some()
                {
                    return Ok(Some(other));
                }
            }
        }
        Ok(None)
    }

    fn refused(&self, key: &str, identity: &PodIdentity<'_>, error: &vault::Error) {
        let reason = match error {
            vault::Error::NotOwner { reason, .. } => reason.as_str(),
            vault::Error::InvalidName { .. } => "invalid_name",
            _ => "other",
        };
        crate::metrics::global()
            .revoker_refusals_total
            .with(&[self.source.as_str(), reason])
            .inc();
        logger::warn(
            "revoker: refusing to revoke a kv entry that does not belong to the pod",
            &[
                ("uuid", key),
                ("namespace", identity.namespace),
                ("reason", reason),
                ("error", &error.to_string()),
            ],
        );
    }
}

/// Runs one worker until shutdown: takes due retries first, then the queue; idles while
/// this replica does not lead.
pub(crate) fn run(r: &Revoker, ctx: &Context) {
    loop {
        ctx.heartbeat.beat();
        if ctx.shutdown.is_triggered() {
            return;
        }
        if !r.leadership.is_leading() {
            if ctx.shutdown.wait_timeout(limits::REVOKER_POLL) {
                return;
            }
            continue;
        }
        let job = match r.retries.pop_due() {
            Some(job) => job,
            None => {
                let wait = r
                    .retries
                    .next_due_in()
                    .unwrap_or(limits::REVOKER_POLL)
                    .min(limits::REVOKER_POLL);
                crossbeam_channel::select! {
                    recv(ctx.shutdown.receiver()) -> _ => return,
                    recv(r.queue_rx) -> job => match job {
                        Ok(job) => job,
                        Err(_) => return,
                    },
                    default(wait) => continue,
                }
            }
        };
        process(r, job);
    }
}

fn retry(r: &Revoker, mut job: Job, reason: &str) {
    if job.attempt == 0
        && let Target::Pod(pod) = &job.target
    {
        // Once per deletion, whichever step failed: the retries go on, and the Event says so.
        r.events.record(crate::k8s::Record {
            regarding: crate::k8s::Regarding::pod(&pod.namespace, &pod.name, &pod.uid),
            type_: crate::k8s::EventType::Warning,
            reason: "CredentialsRevocationFailed",
            action: "Revoke",
            note: crate::k8s::Note::new(
                "vault-db-injector could not yet revoke the database credentials of the deleted pod ",
            )
            .value(&pod.name)
            .text("; it retries with back-off until Vault answers, and the database users stay valid meanwhile"),
        });
    }
    let delay = backoff(job.attempt);
    job.attempt = job.attempt.saturating_add(1);
    crate::metrics::global().revoker_retries_total.inc();
    logger::warn(
        "revoker: revocation failed, will retry",
        &[
            ("source", job.source.as_str()),
            ("error", reason),
            ("retry_in_ms", &delay.as_millis().to_string()),
        ],
    );
    r.retries.push(job, delay);
}

fn count(source: Source, outcome: Outcome) {
    crate::metrics::global()
        .revoker_entries_total
        .with(&[source.as_str(), outcome.as_str()])
        .inc();
}

/// Handles one job (a worker's body, also called directly by tests).
pub(crate) fn process(r: &Revoker, mut job: Job) {
    let may_act = || r.leadership.is_leading();
    let source = job.source;
    let act = Act {
        vault: &r.vault,
        own: &r.own,
        kv: &r.kv,
        may_act: &may_act,
        live: &r.live,
        source,
        engines: &r.settings.allowed_engines,
    };
    match &mut job.target {
        Target::Entry(uuid) => {
            // Its revocation asks the live index whether a live pod shares the entry's
            // token: after a new term, until the watch has listed the pods again, the
            // index is empty and would say no.
            if !r.live.is_ready() {
                return r.retries.push(job, limits::REVOKER_POLL);
            }
            let uuid = uuid.clone();
            match act.revoke_entry(&uuid, None) {
                Ok(outcome) => {
                    count(source, outcome);
                    if outcome == Outcome::Revoked {
                        logger::info(
                            "revoker: orphaned credentials revoked",
                            &[("uuid", &uuid), ("source", source.as_str())],
                        );
                    }
                }
                Err(Failure(reason)) => retry(r, job, &reason),
            }
        }
        Target::Pod(pod) => {
            if !pod.verified_gone {
                match r.kube.get_pod(&pod.namespace, &pod.name) {
                    Ok(found) if found.metadata.uid.as_deref() == Some(pod.uid.as_str()) => {
                        // The label was removed from a live pod: its credentials stay.
                        logger::debug(
                            "revoker: pod still exists, nothing to revoke",
                            &[("namespace", &pod.namespace), ("pod", &pod.name)],
                        );
                        return;
                    }
                    Ok(_) => {}
                    Err(error) if error.is_not_found() => {}
                    Err(error) => {
                        let reason = format!("get pod: {error}");
                        return retry(r, job, &reason);
                    }
                }
                pod.verified_gone = true;
            }
            if !r.live.is_ready() {
                return r.retries.push(job, limits::REVOKER_POLL);
            }
            let pending = match pod.pending.take() {
                Some(pending) => pending,
                None => {
                    // The pod's generations and UID-keyed entries are in no annotation:
                    // the KV list, matched against the pod, finds them.
                    let listed = r.key_list.after(job.seen, || {
                        act.token().and_then(|token| {
                            r.kv.list(&r.vault, &token)
                                .map_err(|e| failure(&r.own, "list kv entries", &e))
                        })
                    });
                    match listed {
                        Ok(listed) => pod.keys.select(listed.iter()),
                        Err(Failure(reason)) => return retry(r, job, &reason),
                    }
                }
            };
            let identity = PodIdentity {
                namespace: &pod.namespace,
                uid: Some(&pod.uid),
                service_account: Some(pod.service_account.as_str()).filter(|s| !s.is_empty()),
            };
            let mut remaining = BTreeSet::new();
            let mut last_error = String::new();
            for key in &pending {
                match act.revoke_entry(key, Some(identity)) {
                    Ok(outcome) => count(source, outcome),
                    Err(Failure(reason)) => {
                        remaining.insert(key.clone());
                        last_error = reason;
                    }
                }
            }
            let metrics = crate::metrics::global();
            if remaining.is_empty() {
                metrics.pod_cleanup_count_success.inc();
                let took = job.seen.elapsed().as_millis().to_string();
                logger::info(
                    "revoker: credentials of a deleted pod revoked",
                    &[
                        ("namespace", &pod.namespace),
                        ("pod", &pod.name),
                        ("duration_in_ms", &took),
                    ],
                );
            } else {
                metrics.pod_cleanup_count_error.inc();
                pod.pending = Some(remaining);
                retry(r, job, &last_error);
            }
        }
    }
}

/// Waits for room in the queue, so that a burst of deletions slows the watch down instead
/// of being dropped; gives up only at shutdown.
pub(crate) fn enqueue(r: &Revoker, ctx: &Context, mut job: Job) -> bool {
    loop {
        match r.queue_tx.send_timeout(job, limits::REVOKER_POLL) {
            Ok(()) => return true,
            Err(crossbeam_channel::SendTimeoutError::Timeout(back)) => {
                ctx.heartbeat.beat();
                if ctx.shutdown.is_triggered() {
                    return false;
                }
                job = back;
            }
            Err(crossbeam_channel::SendTimeoutError::Disconnected(_)) => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_up_to_the_cap_with_bounded_jitter() {
        for (attempt, base) in [(0u32, 1u64), (1, 2), (2, 4), (5, 32), (6, 60), (40, 60)] {
            let got = backoff(attempt);
            let base = Duration::from_secs(base);
            assert!(
                got >= base && got <= base.mul_f64(1.25),
                "{attempt}: {got:?}"
            );
        }
    }

    #[test]
    fn retry_queue_pops_in_due_order() {
        let queue = RetryQueue::default();
        let job = |uuid: &str| Job::new(Target::Entry(uuid.to_owned()), Source::Sweep);
        queue.push(job("late"), Duration::from_secs(60));
        queue.push(job("now-1"), Duration::ZERO);
        queue.push(job("now-2"), Duration::ZERO);
        assert_eq!(queue.len(), 3);
        let first = queue.pop_due().unwrap();
        let second = queue.pop_due().unwrap();
        assert_eq!(first.target, Target::Entry("now-1".into()));
        assert_eq!(second.target, Target::Entry("now-2".into()));
        assert!(queue.pop_due().is_none());
        assert!(queue.next_due_in().unwrap() > Duration::from_secs(50));
    }

    fn pod(ns: &str, uid: &str, uuids: &str) -> PodSummary {
        let mut p = PodSummary {
            namespace: ns.into(),
            name: format!("pod-{uid}"),
            uid: uid.into(),
            ..PodSummary::default()
        };
        p.annotations.push((UUID_ANNOTATION.into(), uuids.into()));
        p
    }

    fn entry(ns: &str, uid: &str) -> KvEntry {
        KvEntry {
            namespace: ns.into(),
            pod_uid: uid.into(),
            ..KvEntry::default()
        }
    }

    #[test]
    fn live_index_keeps_generations_and_checks_owners() {
        let index = LiveIndex::default();
        assert!(!index.is_ready() && !index.first_list_settled());
        index.note_failure();
        assert!(
            !index.is_ready() && index.first_list_settled(),
            "failed is settled"
        );
        index.reset();
        assert!(!index.first_list_settled(), "a new term lists again");
        index.rebuild(1, [pod("a", "u1", "x1")].into_iter());
        assert!(index.is_ready() && index.first_list_settled());
        index.upsert(&pod("a", "u1", "x2"));
        // A pod of namespace b copies a's uuid: it protects nothing of a's.
        index.upsert(&pod("b", "u9", "x1"));
        assert!(index.owns("x1", &entry("a", "")));
        assert!(index.owns("x1", &entry("a", "u1")));
        // NRI generations and UID-keyed entries are the pod's too.
        assert!(index.owns("x1.3", &entry("a", "u1")));
        assert!(index.owns("u1-1.2", &entry("a", "u1")));
        assert!(!index.owns("x1", &entry("a", "u2")));
        assert!(!index.owns("x3", &entry("a", "u1")));
        let gone = index.remove(&pod("a", "u1", "x2"));
        assert_eq!(gone.bases(), ["u1", "x1", "x2"].map(String::from).into());
        assert!(gone.matches("x1.1") && gone.matches("u1.4"));
        assert!(!index.owns("x1", &entry("a", "")));
        assert!(index.owns("x1", &entry("b", "")));
        index.reset();
        assert!(!index.is_ready());
    }

    #[test]
    fn a_key_list_is_shared_only_with_deletions_seen_before_it() {
        let lists = KeyList::default();
        let seen = Instant::now();
        let calls = std::cell::Cell::new(0);
        let list = || {
            calls.set(calls.get() + 1);
            Ok(vec![format!("k{}", calls.get())])
        };
        assert_eq!(*lists.after(seen, list).unwrap(), ["k1"]);
        // Seen before the list was taken: the same list.
        assert_eq!(*lists.after(seen, list).unwrap(), ["k1"]);
        // Seen after it: a fresh list, which later deletions share in turn.
        std::thread::sleep(Duration::from_millis(2));
        let later = Instant::now();
        assert_eq!(*lists.after(later, list).unwrap(), ["k2"]);
        assert_eq!(calls.get(), 2);
        // A failed list is not kept.
        let failing = || Err(Failure("down".into()));
        assert!(lists.after(Instant::now(), failing).is_err());
        assert_eq!(*lists.after(later, list).unwrap(), ["k2"]);
    }

    #[test]
    fn sharing_pods_are_found_by_namespace_and_service_account() {
        let mut p1 = pod("a", "u1", "x1");
        p1.service_account_name = "app".into();
        let mut p2 = pod("a", "u2", "x2");
        p2.service_account_name = "other".into();
        let mut p3 = pod("b", "u3", "x3");
        p3.service_account_name = "app".into();
        let pods = [p1, p2, p3];
        let index = LiveIndex::default();
        index.rebuild(1, pods.iter().cloned());
        let set = live_set(pods.clone());
        for live in [&index as &dyn Live, &set] {
            let found = live.sharing("a", "app");
            assert_eq!(found.len(), 1);
            assert_eq!(found[0].0.uid(), "u1");
            assert!(found[0].1.matches("x1.2"));
            assert!(live.sharing("a", "nobody").is_empty());
            assert!(live.owns("x2.1", &entry("a", "u2")));
            assert!(!live.owns("x2.1", &entry("b", "u2")));
        }
    }

    #[test]
    fn an_update_replaces_the_pods_fields_and_keeps_its_keys() {
        // The index finds a pod by the UID among its fields: an update must replace those
        // fields (a map keeps the first key it was given), not only the keys.
        let index = LiveIndex::default();
        let mut before = pod("a", "u1", "x1");
        before.service_account_name = "old".into();
        index.rebuild(1, [before].into_iter());
        let mut after = pod("a", "u1", "x2");
        after.service_account_name = "new".into();
        index.upsert(&after);
        assert!(index.sharing("a", "old").is_empty());
        let found = index.sharing("a", "new");
        assert_eq!(found.len(), 1);
        assert!(found[0].1.matches("x1") && found[0].1.matches("x2"));
        // A rebuild keeps the history too, with the listed fields.
        let mut listed = pod("a", "u1", "x3");
        listed.service_account_name = "third".into();
        index.rebuild(2, [listed].into_iter());
        let found = index.sharing("a", "third");
        assert_eq!(found.len(), 1);
        assert!(["x1", "x2", "x3"].iter().all(|k| found[0].1.matches(k)));
        assert_eq!(index.remove(&pod("a", "u1", "")).bases().len(), 4);
        assert!(index.sharing("a", "third").is_empty());
    }
}
