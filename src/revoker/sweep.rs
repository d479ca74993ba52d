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

use std::collections::HashMap;
use std::str::FromStr;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use k8s_openapi::jiff::Timestamp;
use serde::Deserialize;

use crate::k8s::{self, ListParams};
use crate::limits;
use crate::logger;
use crate::podkeys::PodKeys;
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
fn owns(
    entry: &KvEntry,
    key: &str,
    uid: &str,
    annotations: &std::collections::BTreeMap<String, String>,
) -> bool {
    if !entry.pod_uid.is_empty() {
        return uid == entry.pod_uid;
    }
    PodKeys::of(uid, annotations).matches(key)
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
                let uid = pod.metadata.uid.unwrap_or_default();
                let annotations = pod.metadata.annotations.unwrap_or_default();
                Ok(owns(entry, uuid, &uid, &annotations))
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
        .any(|pod| owns(entry, uuid, &pod.uid, &pod.annotations)))
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
        let seen = match pod_alive(self.kube, &entry, uuid) {
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
        };
        Ok(Some((seen, entry, age)))
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
    let mut current_term = None;
    let mut next_sweep = Instant::now();
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
                    state = SweepState::default();
                }
                if now >= next_maintain {
                    next_maintain = maintain(r, now);
                }
                if now >= next_sweep {
                    sweep_once(r, ctx, term, &mut state);
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

/// Counts a sweep that revoked nothing because it could not see the whole picture.
fn skipped(reason: &str) {
    crate::metrics::global()
        .revoker_sweep_skipped_total
        .with(&[reason])
        .inc();
}

fn sweep_once(r: &Revoker, ctx: &Context, term: u64, state: &mut SweepState) {
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
    let pods = match r.kube.list_pods(&params) {
        Ok(list) => {
            metrics.fetch_pods_success_count.inc();
            list.items
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
    let live = work::live_set(&pods);
    let judge = Judge {
        vault: &r.vault,
        kube: &r.kube,
        kv: &r.kv,
        settings: &r.settings,
        live: &live,
        now: unix_now(),
    };
    let pause = pace(r.settings.vault_rate_limit);
    let mut seen = Vec::with_capacity(uuids.len());
    for uuid in &uuids {
        ctx.heartbeat.beat();
        if ctx.shutdown.wait_timeout(pause) || !r.leadership.is_leading_in(term) {
            return;
        }
        match judge.judge(&token, uuid) {
            Ok(Some((finding, _, _))) => seen.push((uuid.clone(), finding)),
            Ok(None) => {}
            Err(error) => logger::warn(
                "revoker sweep: cannot read a kv entry",
                &[("uuid", uuid), ("error", &error.to_string())],
            ),
        }
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
            ("pods", &pods.len().to_string()),
            ("orphans", &orphans.to_string()),
            ("revoking", &decision.revoke.len().to_string()),
            ("held", &decision.held.len().to_string()),
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

    #[test]
    fn pacing_follows_the_rate_limit() {
        assert_eq!(pace(30), Duration::from_secs_f64(1.0 / 30.0));
        assert_eq!(pace(0), Duration::from_secs(1));
    }

    #[test]
    fn ownership_of_a_found_pod() {
        let mut annotations = std::collections::BTreeMap::new();
        annotations.insert(crate::revoker::UUID_ANNOTATION.to_owned(), "x".to_owned());
        let by_uuid = KvEntry::default();
        assert!(owns(&by_uuid, "x", "u1", &annotations));
        assert!(!owns(&by_uuid, "y", "u1", &annotations));
        assert!(owns(&by_uuid, "u1", "u1", &Default::default()));
        let by_uid = KvEntry {
            pod_uid: "u1".into(),
            ..KvEntry::default()
        };
        assert!(owns(&by_uid, "x", "u1", &Default::default()));
        assert!(!owns(&by_uid, "x", "u2", &annotations));
    }
}
