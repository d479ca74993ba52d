//! Rotation before the expiry cliff: a pod whose database credentials cannot be renewed past
//! a point in time is evicted through the Eviction API shortly before it, so that its
//! controller replaces it and admission issues fresh credentials.
//!
//! The cliff is learnt, not configured: the renewer reports it ([`Reporter::cliff`]) when a
//! renewal is granted less than the increment it asked for (the role's `max_ttl`, the
//! mount's `max_lease_ttl` or the token's maximum capped it); the earliest cliff of a pod's
//! credentials counts. The rotation thread ([`Rotator::run`]) then, while this replica leads
//! the renewer's election:
//!
//! - waits until the cliff is within the window (`rotation.window`, by default a tenth of
//!   the maximum TTL, at least `limits::ROTATION_WINDOW_MIN`; the maximum TTL is estimated
//!   as the pod's age plus what is left);
//! - acts only on pods that opted in (`rotation.enabled`, or the annotation
//!   `db-creds-injector.numberly.io/rotate: "true"`; `"false"` opts out);
//! - never evicts a Job's pod (an eviction counts against its `backoffLimit`), a bare pod
//!   (nothing would replace it) or a pod younger than the window (a role whose maximum TTL
//!   is shorter than the window would evict every new pod in a loop): an Event and
//!   `vdbi_rotations_total{result}` say so, once per pod;
//! - evicts through `pods/<name>/eviction`, never a plain DELETE, so PodDisruptionBudgets
//!   are honoured: a 429 (budget spent) is retried with back-off and an Event, and counted
//!   in `vdbi_rotation_evictions_refused_total`;
//! - at most `rotation.maxEvictionsPerMinute` evictions a minute.
//!
//! The old pod's credentials are not revoked here: the revoker does it when the pod is gone
//! (its watch sees the deletion once the pod has terminated), so the old pod keeps working
//! credentials for as long as it runs.

use std::collections::HashMap;
use std::time::{Duration, Instant, SystemTime};

use crossbeam_channel::{Receiver, Sender, bounded, select};

use crate::k8s::{self, EventType, Note, Pod, Record, Recorder, Regarding};
use crate::leadership::Leadership;
use crate::limits;
use crate::logger;
use crate::runtime::Shutdown;

/// What the rotation takes from the configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// `rotation.enabled`.
    pub enabled: bool,
    /// `rotation.window`; `None` is the default (a tenth of the maximum TTL, at least
    /// `limits::ROTATION_WINDOW_MIN`).
    pub window: Option<Duration>,
    /// `rotation.maxEvictionsPerMinute`.
    pub max_evictions_per_minute: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            enabled: false,
            window: None,
            max_evictions_per_minute: limits::ROTATION_EVICTIONS_PER_MINUTE_DEFAULT,
        }
    }
}

impl Settings {
    /// The rotation's part of `config`.
    pub fn from_config(config: &crate::config::Config) -> Settings {
        Settings {
            enabled: config.rotation.enabled,
            window: config.rotation.window,
            max_evictions_per_minute: config.rotation.max_evictions_per_minute,
        }
    }

    /// The window for credentials whose maximum TTL is `max_ttl`.
    pub fn window_for(&self, max_ttl: Duration) -> Duration {
        self.window.unwrap_or_else(|| {
            (max_ttl * limits::ROTATION_WINDOW_PER_MILLE / 1000).max(limits::ROTATION_WINDOW_MIN)
        })
    }
}

/// A cliff the renewer learnt: one credential of a pod cannot be renewed past
/// `remaining` from now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cliff {
    /// The credential's uuid (for the log).
    pub uuid: String,
    /// The pod's namespace.
    pub namespace: String,
    /// The pod's name.
    pub pod: String,
    /// The pod's UID.
    pub uid: String,
    /// How long the credential still works.
    pub remaining: Duration,
}

/// The renewer's side: reports cliffs without ever waiting.
#[derive(Debug, Clone)]
pub struct Reporter {
    sender: Option<Sender<Cliff>>,
}

impl Reporter {
    /// A reporter that reports to nothing (tests, benchmarks).
    pub fn disabled() -> Reporter {
        Reporter { sender: None }
    }

    /// Reports a cliff; a full queue drops it (the next capped renewal reports it again).
    pub fn cliff(&self, cliff: Cliff) {
        if let Some(sender) = &self.sender {
            let _ = sender.try_send(cliff);
        }
    }
}

/// What the rotation asks of the apiserver (the real client, or a test double).
pub trait PodApi {
    /// The pod, fully typed.
    fn get_pod(&self, namespace: &str, name: &str) -> Result<Pod, k8s::Error>;
    /// `pods/<name>/eviction`.
    fn evict(&self, namespace: &str, name: &str) -> Result<(), k8s::Error>;
}

impl PodApi for k8s::Client {
    fn get_pod(&self, namespace: &str, name: &str) -> Result<Pod, k8s::Error> {
        k8s::Client::get_pod(self, namespace, name)
    }

    fn evict(&self, namespace: &str, name: &str) -> Result<(), k8s::Error> {
        self.evict_pod(namespace, name)
    }
}

#[derive(Debug, Clone)]
struct Candidate {
    namespace: String,
    name: String,
    uid: String,
    /// The earliest cliff of the pod's credentials.
    cliff: Instant,
    /// When to look at it next.
    next: Instant,
    /// Refused evictions so far (the back-off).
    refusals: u32,
}

/// A token bucket of `per_minute` evictions a minute, holding at most as many.
#[derive(Debug)]
struct Bucket {
    per_minute: u32,
    tokens: f64,
    at: Option<Instant>,
}

impl Bucket {
    fn take(&mut self, now: Instant) -> bool {
        let capacity = f64::from(self.per_minute.max(1));
        if let Some(at) = self.at {
            let elapsed = now.saturating_duration_since(at).as_secs_f64();
            self.tokens = (self.tokens + elapsed * capacity / 60.0).min(capacity);
        }
        self.at = Some(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// What happened to a candidate at one look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// Not yet within the window, or waiting for the rate limit or a back-off.
    Later(Instant),
    /// Done with it (evicted, skipped, gone).
    Forget,
}

/// The rotation thread's state.
pub struct Rotator {
    settings: Settings,
    receiver: Receiver<Cliff>,
    candidates: HashMap<String, Candidate>,
    bucket: Bucket,
    events: Recorder,
    leadership: Leadership,
}

impl std::fmt::Debug for Rotator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rotator")
            .field("settings", &self.settings)
            .field("candidates", &self.candidates.len())
            .finish_non_exhaustive()
    }
}

fn count(result: &str) {
    crate::metrics::global()
        .rotations_total
        .with(&[result])
        .inc();
}

/// The pod's controller kind, from its ownerReferences.
fn controller_kind(pod: &Pod) -> Option<&str> {
    pod.metadata
        .owner_references
        .as_ref()?
        .iter()
        .find(|r| r.controller == Some(true))
        .map(|r| r.kind.as_str())
}

/// How old the pod is, from `metadata.creationTimestamp` (zero if unknown).
fn age(pod: &Pod, now: SystemTime) -> Duration {
    let Some(created) = pod.metadata.creation_timestamp.as_ref() else {
        return Duration::ZERO;
    };
    let created_ms = created.0.as_millisecond();
    let now_ms = now
        .duration_since(SystemTime::UNIX_EPOCH)
        .ok()
        .and_then(|d| i64::try_from(d.as_millis()).ok())
        .unwrap_or(0);
    Duration::from_millis(u64::try_from(now_ms.saturating_sub(created_ms)).unwrap_or(0))
}

impl Rotator {
    /// The rotation and the reporter the renewer feeds it through. `leadership` is the
    /// renewer's: only the leader evicts.
    pub fn new(
        settings: Settings,
        events: Recorder,
        leadership: Leadership,
    ) -> (Rotator, Reporter) {
        let (sender, receiver) = bounded(limits::ROTATION_QUEUE);
        (
            Rotator {
                settings,
                receiver,
                candidates: HashMap::new(),
                bucket: Bucket {
                    per_minute: settings.max_evictions_per_minute,
                    tokens: f64::from(settings.max_evictions_per_minute.max(1)),
                    at: None,
                },
                events,
                leadership,
            },
            Reporter {
                sender: Some(sender),
            },
        )
    }

    fn event(&self, c: &Candidate, type_: EventType, reason: &'static str, note: Note) {
        self.events.record(Record {
            regarding: Regarding::pod(&c.namespace, &c.name, &c.uid),
            type_,
            reason,
            action: "Rotate",
            note,
        });
    }

    /// Takes in a cliff (the earliest one of a pod counts).
    fn learn(&mut self, cliff: Cliff, now: Instant) {
        let at = now + cliff.remaining;
        if let Some(known) = self.candidates.get_mut(&cliff.uid) {
            if at < known.cliff {
                known.cliff = at;
                known.next = now;
            }
            return;
        }
        if self.candidates.len() >= limits::ROTATION_CANDIDATES_MAX {
            return;
        }
        logger::debug(
            "rotation: credentials reach their expiry cliff",
            &[
                ("uuid", &cliff.uuid),
                ("namespace", &cliff.namespace),
                ("pod", &cliff.pod),
                ("remaining_seconds", &cliff.remaining.as_secs().to_string()),
            ],
        );
        self.candidates.insert(
            cliff.uid.clone(),
            Candidate {
                namespace: cliff.namespace,
                name: cliff.pod,
                uid: cliff.uid,
                cliff: at,
                next: now,
                refusals: 0,
            },
        );
    }

    /// Looks at every candidate that is due.
    fn tick(&mut self, api: &dyn PodApi, now: Instant, wall: SystemTime) {
        let due: Vec<String> = self
            .candidates
            .iter()
            .filter(|(_, c)| c.next <= now)
            .map(|(uid, _)| uid.clone())
            .collect();
        for uid in due {
            let Some(candidate) = self.candidates.get(&uid).cloned() else {
                continue;
            };
            match self.step(api, &candidate, now, wall) {
                Step::Later(next) => {
                    if let Some(c) = self.candidates.get_mut(&uid) {
                        c.next = next;
                    }
                }
                Step::Forget => {
                    self.candidates.remove(&uid);
                }
            }
        }
    }

    fn step(&mut self, api: &dyn PodApi, c: &Candidate, now: Instant, wall: SystemTime) -> Step {
        let pod = match api.get_pod(&c.namespace, &c.name) {
            Ok(pod) if pod.metadata.uid.as_deref() == Some(c.uid.as_str()) => pod,
            Ok(_) => return Step::Forget,
            Err(error) if error.is_not_found() => return Step::Forget,
            Err(_) => return Step::Later(now + limits::ROTATION_RETRY_FIRST),
        };
        if pod.metadata.deletion_timestamp.is_some() {
            return Step::Forget;
        }
        let remaining = c.cliff.saturating_duration_since(now);
        let age = age(&pod, wall);
        let window = self.settings.window_for(age + remaining);
        if remaining > window {
            return Step::Later(now + (remaining - window));
        }
        let annotation = pod
            .metadata
            .annotations
            .as_ref()
            .and_then(|a| a.get(k8s::annotations::ROTATE))
            .map(String::as_str);
        let opted_in = match annotation {
            Some("true") => true,
            Some("false") => false,
            _ => self.settings.enabled,
        };
        if !opted_in {
            // The renewer's CredentialsExpireSoon Event already told the pod's owners.
            count("not_opted_in");
            return Step::Forget;
        }
        let skip = match controller_kind(&pod) {
            Some("Job") => Some((
                "skipped_job",
                "the pod belongs to a Job, and an eviction would count against its backoffLimit",
            )),
            None => Some((
                "skipped_bare",
                "the pod has no controller, so nothing would replace it after an eviction",
            )),
            Some(_) if age < window => Some((
                "skipped_young",
                "the pod is younger than the rotation window: its role's maximum TTL is shorter than the window, and a replacement would be evicted again at once",
            )),
            Some(_) => None,
        };
        if let Some((result, why)) = skip {
            count(result);
            self.event(
                c,
                EventType::Warning,
                "RotationSkipped",
                Note::new("vault-db-injector will not rotate this pod: ")
                    .text(why)
                    .text("; its database credentials stop working in ")
                    .duration(remaining)
                    .text(", restart it before then or ask for a longer max_ttl"),
            );
            return Step::Forget;
        }
        if !self.bucket.take(now) {
            return Step::Later(now + Duration::from_secs(1));
        }
        match api.evict(&c.namespace, &c.name) {
            Ok(()) => {
                count("evicted");
                self.event(
                    c,
                    EventType::Normal,
                    "CredentialsRotated",
                    Note::new("vault-db-injector evicted the pod ")
                        .duration(remaining)
                        .text(" before its database credentials stop working; its controller replaces it with a pod that gets new credentials"),
                );
                logger::info(
                    "rotation: pod evicted before its credentials' expiry cliff",
                    &[("namespace", &c.namespace), ("pod", &c.name)],
                );
                Step::Forget
            }
            Err(error) if error.is_not_found() => Step::Forget,
            Err(error) => {
                let refused = error.status() == Some(429);
                if refused {
                    crate::metrics::global()
                        .rotation_evictions_refused_total
                        .inc();
                } else {
                    count("failed");
                }
                self.event(
                    c,
                    EventType::Warning,
                    "RotationDelayed",
                    Note::new("vault-db-injector could not evict the pod yet (")
                        .text(if refused {
                            "its PodDisruptionBudget allows no disruption now"
                        } else {
                            "the eviction failed, for instance because more than one PodDisruptionBudget selects the pod"
                        })
                        .text("); it tries again, and the database credentials stop working in ")
                        .duration(remaining),
                );
                let refusals = c.refusals.saturating_add(1);
                if let Some(known) = self.candidates.get_mut(&c.uid) {
                    known.refusals = refusals;
                }
                let backoff = limits::ROTATION_RETRY_FIRST
                    .saturating_mul(1u32 << refusals.saturating_sub(1).min(10))
                    .min(limits::ROTATION_RETRY_MAX);
                Step::Later(now + backoff)
            }
        }
    }

    /// Runs until shutdown: takes in cliffs, and while leading looks at what is due.
    pub fn run(mut self, api: &dyn PodApi, shutdown: &Shutdown, beat: &dyn Fn()) {
        loop {
            beat();
            select! {
                recv(shutdown.receiver()) -> _ => return,
                recv(self.receiver) -> cliff => match cliff {
                    Ok(cliff) => self.learn(cliff, Instant::now()),
                    Err(_) => return,
                },
                default(Duration::from_secs(1)) => {}
            }
            if self.leadership.is_leading() {
                self.tick(api, Instant::now(), SystemTime::now());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;

    use serde_json::json;

    use super::*;

    struct Api {
        pod: RefCell<Option<Pod>>,
        answers: RefCell<Vec<Result<(), u16>>>,
        evictions: RefCell<u32>,
    }

    impl PodApi for Api {
        fn get_pod(&self, _: &str, name: &str) -> Result<Pod, k8s::Error> {
            self.pod.borrow().clone().ok_or(k8s::Error::Api {
                request: "GET".into(),
                status: 404,
                reason: "NotFound".into(),
                message: name.into(),
            })
        }

        fn evict(&self, _: &str, _: &str) -> Result<(), k8s::Error> {
            *self.evictions.borrow_mut() += 1;
            match self.answers.borrow_mut().pop().unwrap_or(Ok(())) {
                Ok(()) => {
                    self.pod.replace(None);
                    Ok(())
                }
                Err(status) => Err(k8s::Error::Api {
                    request: "POST".into(),
                    status,
                    reason: String::new(),
                    message: String::new(),
                }),
            }
        }
    }

    fn pod(owner: Option<&str>, age: Duration, rotate: Option<&str>) -> Pod {
        let created = SystemTime::now() - age;
        let secs = created
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        let mut value = json!({"metadata": {
            "name": "web-1", "namespace": "shop", "uid": "uid-1",
            "creationTimestamp": k8s_openapi::jiff::Timestamp::from_second(secs as i64).unwrap().to_string(),
            "annotations": {}}});
        if let Some(kind) = owner {
            value["metadata"]["ownerReferences"] = json!([{"apiVersion": "apps/v1", "kind": kind, "name": "o", "uid": "o", "controller": true}]);
        }
        if let Some(rotate) = rotate {
            value["metadata"]["annotations"][k8s::annotations::ROTATE] = json!(rotate);
        }
        serde_json::from_value(value).unwrap()
    }

    fn cliff(remaining: Duration) -> Cliff {
        Cliff {
            uuid: "u".into(),
            namespace: "shop".into(),
            pod: "web-1".into(),
            uid: "uid-1".into(),
            remaining,
        }
    }

    fn rotator(settings: Settings) -> (Rotator, k8s::events::RecorderLoop) {
        let (events, written) = Recorder::new("renewer-0");
        let (rotator, _) = Rotator::new(settings, events, Leadership::new());
        (rotator, written)
    }

    fn api(pod: Pod, answers: Vec<Result<(), u16>>) -> Api {
        Api {
            pod: RefCell::new(Some(pod)),
            answers: RefCell::new(answers),
            evictions: RefCell::new(0),
        }
    }

    const H: Duration = Duration::from_secs(3600);

    #[test]
    fn windows() {
        let s = Settings::default();
        assert_eq!(s.window_for(24 * H), Duration::from_secs(8640));
        assert_eq!(s.window_for(H), limits::ROTATION_WINDOW_MIN);
        let s = Settings {
            window: Some(Duration::from_secs(20)),
            ..Settings::default()
        };
        assert_eq!(s.window_for(24 * H), Duration::from_secs(20));
    }

    #[test]
    fn decisions() {
        // (owner, age, annotation, enabled, remaining) -> evictions, event reason
        type Case<'a> = (
            Option<&'a str>,
            Duration,
            Option<&'a str>,
            bool,
            Duration,
            u32,
            Option<&'a str>,
        );
        let cases: &[Case<'_>] = &[
            // A Deployment's pod within the window: evicted.
            (
                Some("ReplicaSet"),
                23 * H,
                Some("true"),
                false,
                H,
                1,
                Some("CredentialsRotated"),
            ),
            (
                Some("StatefulSet"),
                23 * H,
                None,
                true,
                H,
                1,
                Some("CredentialsRotated"),
            ),
            // Opted out, or not in.
            (Some("ReplicaSet"), 23 * H, Some("false"), true, H, 0, None),
            (Some("ReplicaSet"), 23 * H, None, false, H, 0, None),
            // Outside the window: nothing yet.
            (Some("ReplicaSet"), H, Some("true"), false, 23 * H, 0, None),
            // Jobs, bare pods and pods younger than the window are left alone, with an Event.
            (
                Some("Job"),
                23 * H,
                Some("true"),
                false,
                H,
                0,
                Some("RotationSkipped"),
            ),
            (
                None,
                23 * H,
                Some("true"),
                false,
                H,
                0,
                Some("RotationSkipped"),
            ),
            (
                Some("ReplicaSet"),
                Duration::from_secs(60),
                Some("true"),
                false,
                Duration::from_secs(60),
                0,
                Some("RotationSkipped"),
            ),
        ];
        for (i, (owner, age, rotate, enabled, remaining, evictions, reason)) in
            cases.iter().enumerate()
        {
            let (mut r, written) = rotator(Settings {
                enabled: *enabled,
                ..Settings::default()
            });
            let api = api(pod(*owner, *age, *rotate), vec![]);
            let now = Instant::now();
            r.learn(cliff(*remaining), now);
            r.tick(&api, now, SystemTime::now());
            assert_eq!(*api.evictions.borrow(), *evictions, "case {i}");
            let got: Vec<&str> = written.drain().iter().map(|e| e.reason).collect();
            assert_eq!(got, reason.iter().copied().collect::<Vec<_>>(), "case {i}");
        }
    }

    #[test]
    fn a_spent_budget_is_retried_with_backoff_and_an_event() {
        let (mut r, written) = rotator(Settings::default());
        let api = api(
            pod(Some("ReplicaSet"), 23 * H, Some("true")),
            vec![Ok(()), Err(429), Err(429)],
        );
        let t0 = Instant::now();
        r.learn(cliff(H), t0);
        r.tick(&api, t0, SystemTime::now());
        assert_eq!(*api.evictions.borrow(), 1);
        // Not retried before the back-off.
        r.tick(&api, t0 + Duration::from_secs(1), SystemTime::now());
        assert_eq!(*api.evictions.borrow(), 1);
        r.tick(&api, t0 + limits::ROTATION_RETRY_FIRST, SystemTime::now());
        assert_eq!(*api.evictions.borrow(), 2);
        r.tick(
            &api,
            t0 + 4 * limits::ROTATION_RETRY_FIRST,
            SystemTime::now(),
        );
        assert_eq!(*api.evictions.borrow(), 3, "evicted once the budget allows");
        assert!(r.candidates.is_empty());
        let reasons: Vec<&str> = written.drain().iter().map(|e| e.reason).collect();
        assert_eq!(reasons[0], "RotationDelayed");
        assert_eq!(reasons.last().copied(), Some("CredentialsRotated"));
    }

    #[test]
    fn evictions_are_rate_limited() {
        let (mut r, _written) = rotator(Settings {
            max_evictions_per_minute: 1,
            ..Settings::default()
        });
        let t0 = Instant::now();
        r.bucket.take(t0);
        let api = api(pod(Some("ReplicaSet"), 23 * H, Some("true")), vec![]);
        r.learn(cliff(H), t0);
        r.tick(&api, t0, SystemTime::now());
        assert_eq!(*api.evictions.borrow(), 0, "the bucket is empty");
        r.tick(&api, t0 + Duration::from_secs(61), SystemTime::now());
        assert_eq!(*api.evictions.borrow(), 1);
    }
}
