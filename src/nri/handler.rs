//! The NRI plugin's [`Handler`]: ties the runtime's events to the cache, the resolver and
//! the substitution (the original's `CreateContainer` algorithm, `reference/
//! upstream-behaviour.md` §5.2, made fail-closed everywhere).
//!
//! CreateContainer, in order: the label filter; the cheap placeholder test on the env (no
//! placeholder: no adjustment); the duplicate-key refusal; a cache hit is substituted and
//! answered inline on the reader thread; a miss goes to a plugin worker, which waits for
//! the resolver's flight until the fetch deadline: `nri.fetchTimeout` from now, never later
//! than the runtime's own deadline minus a margin, so an error status is always written
//! before the runtime gives up (a late answer is fail-open: the container would start with
//! its placeholders). Every failure is an error status and a count in
//! `vdbi_nri_unwrap_failures_total{reason}`.
//!
//! RemovePodSandbox evicts the pod; Synchronize (each (re)connection) keeps only the pods
//! the runtime still has.

use std::collections::HashSet;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::k8s::{EventType, Note, Record, Recorder, Regarding};
use crate::limits;
use crate::logger;
use crate::nri::cache::{Cache, Entry, Source};
use crate::nri::messages::{
    ContainerAdjustment, CreateContainerRequest, CreateContainerResponse, PodSandbox,
    SynchronizeRequest,
};
use crate::nri::plugin::{Answer, Handler, Reply};
use crate::nri::resolver::{self, PodRef, Resolver};
use crate::nri::substitute;
use crate::nri::ttrpc::{Status, code};
use crate::runtime::time::instant_after;

/// What fetches a pod's mapping: the [`Resolver`], or a double in tests.
pub trait Resolve: Send + Sync + 'static {
    /// The pod's mapping, waiting until `deadline` at most.
    fn resolve(
        &self,
        pod: &PodRef,
        source: Source,
        deadline: Instant,
    ) -> Result<Arc<Entry>, Arc<resolver::Error>>;
}

impl Resolve for Resolver {
    fn resolve(
        &self,
        pod: &PodRef,
        source: Source,
        deadline: Instant,
    ) -> Result<Arc<Entry>, Arc<resolver::Error>> {
        Resolver::resolve(self, pod, source, deadline)
    }
}

/// The handler's settings.
#[derive(Debug, Clone)]
pub struct Settings {
    /// `nri.podLabel`: only sandboxes with this label set to `"true"`; empty means all.
    pub pod_label: String,
    /// `nri.fetchTimeout`: the bound on a fetch; `None` means the runtime's deadline.
    pub fetch_timeout: Option<Duration>,
}

/// The plugin's event handler.
pub struct NriHandler {
    settings: Settings,
    cache: Arc<Cache>,
    resolver: Arc<dyn Resolve>,
    sync_seen: Mutex<HashSet<String>>,
    clamp_warned: AtomicBool,
    events: Recorder,
}

impl fmt::Debug for NriHandler {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NriHandler")
            .field("settings", &self.settings)
            .field("cache", &self.cache)
            .finish_non_exhaustive()
    }
}

fn fail(reason: &str, status: i32, message: String) -> Reply {
    crate::metrics::global()
        .nri_unwrap_failures_total
        .with(&[reason])
        .inc();
    Err(Status::new(status, format!("vault-db-injector: {message}")))
}

/// What to tell the pod's owners for each `vdbi_nri_unwrap_failures_total` reason.
fn fix_for(reason: &str) -> &'static str {
    match reason {
        "uid_mismatch" => {
            "the pod seen by the API server is not the sandbox being started (a pod recreated under the same name); the kubelet retries with the new pod"
        }
        "empty_mapping" | "no_change" | "residual_placeholder" => {
            "the container's environment holds placeholders this pod was not given; do not copy __VDBI_PH_ values between pods or into the pod template"
        }
        "duplicate_env_key" => {
            "an environment variable holding a placeholder is set more than once; keep one definition of it"
        }
        "denied" => {
            "Vault refused the pod's service account for the role it asks for; ask the Vault administrators to bind the service account and namespace to the role"
        }
        "token_missing" => {
            "the kubelet wrote no Vault-audience token for the pod (the vdbi-vault-token volume): the pod was admitted before NRI pods got that volume; recreate the pod (kubectl rollout restart of its workload, or delete it) so that admission adds it"
        }
        "token_mismatch" => {
            "the token in the pod's vdbi-vault-token volume belongs to another pod, namespace or service account; nothing was issued; report this to the cluster administrators (someone wrote into the pod's volume on the node)"
        }
        "token_invalid" => {
            "the token in the pod's vdbi-vault-token volume cannot be used (not a service-account token of this pod, expired, or not a plain file); recreate the pod, and tell the cluster administrators if it happens again"
        }
        "other_node" => {
            "the NRI plugin was asked for a pod scheduled on another node; nothing was issued; the plugin of the pod's own node serves it"
        }
        "bad_annotations" => {
            "the pod's db-creds-injector.numberly.io annotations cannot be used (or it has no service account); fix them in the pod template"
        }
        _ => {
            "Vault or the API server did not answer in time; the kubelet retries the container, nothing to fix in the pod"
        }
    }
}

/// The Event for a container whose credentials were refused or could not be fetched.
fn refusal_event(pod: &PodRef, container: &str, reason: &'static str) -> Record {
    Record {
        regarding: Regarding::pod(&pod.namespace, &pod.name, &pod.uid),
        type_: EventType::Warning,
        reason: "CredentialsRefused",
        action: "StartContainer",
        note: Note::new("vault-db-injector did not give container ")
            .value(container)
            .text(" its database credentials (")
            .text(reason)
            .text("): ")
            .text(fix_for(reason)),
    }
}

fn substitute(
    events: &Recorder,
    pod: &PodRef,
    container: &str,
    env: &[Vec<u8>],
    entry: &Entry,
) -> Reply {
    match substitute::adjust(env, &entry.mapping) {
        Ok(kvs) => {
            crate::metrics::global().nri_substitutions_total.inc();
            Ok(CreateContainerResponse {
                adjust: Some(ContainerAdjustment { env: kvs }),
            })
        }
        Err(error) => {
            events.record(refusal_event(pod, container, error.reason()));
            fail(
                error.reason(),
                code::PERMISSION_DENIED,
                format!("{pod} container={container}: {error}"),
            )
        }
    }
}

impl NriHandler {
    /// A handler over `cache` (the resolver's) and `resolver`.
    pub fn new(settings: Settings, cache: Arc<Cache>, resolver: Arc<dyn Resolve>) -> NriHandler {
        NriHandler {
            settings,
            cache,
            resolver,
            sync_seen: Mutex::new(HashSet::new()),
            clamp_warned: AtomicBool::new(false),
            events: Recorder::disabled(),
        }
    }

    /// Writes an Event on the pod for each container refused or left without credentials.
    pub fn with_events(mut self, events: Recorder) -> NriHandler {
        self.events = events;
        self
    }

    /// When the fetch must be done: `nri.fetchTimeout` from `now`, clamped to the runtime's
    /// deadline minus [`limits::NRI_FETCH_MARGIN`] (warned once).
    fn fetch_deadline(&self, now: Instant, runtime_deadline: Instant) -> Instant {
        let latest = runtime_deadline
            .checked_sub(limits::NRI_FETCH_MARGIN)
            .unwrap_or(runtime_deadline)
            .max(now);
        let Some(timeout) = self.settings.fetch_timeout else {
            return latest;
        };
        let wanted = instant_after(now, timeout);
        if wanted > latest && !self.clamp_warned.swap(true, Ordering::Relaxed) {
            logger::warn(
                "nri.fetchTimeout is longer than the runtime's request timeout allows; clamped (raise the runtime's plugin_request_timeout or lower nri.fetchTimeout)",
                &[
                    ("fetch_timeout_ms", &timeout.as_millis().to_string()),
                    (
                        "allowed_ms",
                        &latest
                            .saturating_duration_since(now)
                            .as_millis()
                            .to_string(),
                    ),
                ],
            );
        }
        wanted.min(latest)
    }
}

impl Handler for NriHandler {
    fn create_container(&self, request: CreateContainerRequest, deadline: Instant) -> Answer {
        let (Some(sandbox), Some(container)) = (request.pod, request.container) else {
            return Answer::Now(Ok(CreateContainerResponse::default()));
        };
        if !self.settings.pod_label.is_empty()
            && sandbox
                .labels
                .get(&self.settings.pod_label)
                .map(String::as_str)
                != Some("true")
        {
            return Answer::Now(Ok(CreateContainerResponse::default()));
        }
        if !substitute::mentions_placeholder(&container.env) {
            return Answer::Now(Ok(CreateContainerResponse::default()));
        }
        let pod = PodRef {
            namespace: sandbox.namespace,
            name: sandbox.name,
            uid: sandbox.uid,
        };
        // A hit checks for duplicated keys inside `substitute::adjust` (same refusal, same
        // Event); a miss checks before anything is fetched.
        if let Some(entry) = self.cache.get(&pod.uid) {
            crate::metrics::global()
                .nri_cache_hit_total
                .with(&[entry.source.as_str()])
                .inc();
            return Answer::Now(substitute(
                &self.events,
                &pod,
                &container.name,
                &container.env,
                &entry,
            ));
        }
        if let Err(error) = substitute::check_duplicates(&container.env) {
            self.events
                .record(refusal_event(&pod, &container.name, error.reason()));
            return Answer::Now(fail(
                error.reason(),
                code::PERMISSION_DENIED,
                format!("{pod} container={}: {error}", container.name),
            ));
        }
        let started = Instant::now();
        let fetch_deadline = self.fetch_deadline(started, deadline);
        let resolver = Arc::clone(&self.resolver);
        let events = self.events.clone();
        Answer::Later(Box::new(move |_deadline| {
            match resolver.resolve(&pod, Source::Sync, fetch_deadline) {
                Ok(entry) => substitute(&events, &pod, &container.name, &container.env, &entry),
                Err(error) => {
                    events.record(refusal_event(&pod, &container.name, error.reason()));
                    let status = if error.is_refusal() {
                        code::PERMISSION_DENIED
                    } else {
                        code::UNAVAILABLE
                    };
                    fail(
                        error.reason(),
                        status,
                        format!(
                            "credential fetch failed for {pod} container={} after={}ms: {error}; kubelet will retry",
                            container.name,
                            started.elapsed().as_millis()
                        ),
                    )
                }
            }
        }))
    }

    fn remove_pod_sandbox(&self, pod: &PodSandbox) {
        self.cache.remove(&pod.uid, "remove_pod_sandbox");
    }

    fn synchronize(&self, request: &SynchronizeRequest) {
        let mut seen = self
            .sync_seen
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        seen.extend(request.pods.iter().map(|p| p.uid.clone()));
        if request.more {
            return;
        }
        let keep = std::mem::take(&mut *seen);
        drop(seen);
        let dropped = self.cache.retain(|uid| keep.contains(uid), "synchronize");
        if dropped > 0 {
            logger::info(
                "nri cache: dropped pods the runtime no longer has",
                &[("pods", &dropped.to_string())],
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::sync::atomic::AtomicUsize;

    use super::*;
    use crate::nri::messages::Container;
    use crate::placeholder::{Mapping, Placeholder};
    use crate::secret::SecretString;

    struct Fake {
        calls: AtomicUsize,
        cache: Arc<Cache>,
        answer: fn(&PodRef) -> Result<Mapping, resolver::Error>,
        delay: Duration,
    }

    impl Resolve for Fake {
        fn resolve(
            &self,
            pod: &PodRef,
            source: Source,
            deadline: Instant,
        ) -> Result<Arc<Entry>, Arc<resolver::Error>> {
            self.calls.fetch_add(1, Ordering::SeqCst);
            if Instant::now() + self.delay > deadline {
                std::thread::sleep(deadline.saturating_duration_since(Instant::now()));
                return Err(Arc::new(resolver::Error::Deadline {
                    pod: pod.to_string(),
                    waited: self.delay,
                }));
            }
            let mapping = (self.answer)(pod).map_err(Arc::new)?;
            Ok(self.cache.insert(&pod.uid, mapping, source).0)
        }
    }

    fn ph() -> Placeholder {
        Placeholder::from_bytes(&[9; 32])
    }

    fn good(_: &PodRef) -> Result<Mapping, resolver::Error> {
        Ok([(ph(), SecretString::new("pw".into()))]
            .into_iter()
            .collect())
    }

    fn mismatch(pod: &PodRef) -> Result<Mapping, resolver::Error> {
        Err(resolver::Error::UidMismatch {
            pod: pod.to_string(),
        })
    }

    fn handler(
        answer: fn(&PodRef) -> Result<Mapping, resolver::Error>,
        delay: Duration,
        fetch_timeout: Option<Duration>,
    ) -> (NriHandler, Arc<Fake>) {
        let cache = Arc::new(Cache::memory());
        let fake = Arc::new(Fake {
            calls: AtomicUsize::new(0),
            cache: Arc::clone(&cache),
            answer,
            delay,
        });
        let settings = Settings {
            pod_label: "vault-db-injector".into(),
            fetch_timeout,
        };
        (NriHandler::new(settings, cache, fake.clone()), fake)
    }

    fn request(label: bool, env: &[String]) -> CreateContainerRequest {
        let mut labels = BTreeMap::new();
        if label {
            labels.insert("vault-db-injector".to_owned(), "true".to_owned());
        }
        CreateContainerRequest {
            pod: Some(PodSandbox {
                id: "sb".into(),
                name: "app".into(),
                uid: "uid-1".into(),
                namespace: "ns".into(),
                labels,
                ..PodSandbox::default()
            }),
            container: Some(Container {
                name: "c".into(),
                env: env.iter().map(|e| e.as_bytes().to_vec()).collect(),
                ..Container::default()
            }),
        }
    }

    /// Runs the answer (the worker's part too) and returns the env pairs or the status code.
    fn run(
        h: &NriHandler,
        req: CreateContainerRequest,
        deadline: Instant,
    ) -> (bool, Result<Vec<(String, String)>, i32>) {
        let (inline, reply) = match h.create_container(req, deadline) {
            Answer::Now(reply) => (true, reply),
            Answer::Later(work) => (false, work(deadline)),
        };
        let out = reply
            .map(|r| {
                r.adjust
                    .map(|a| {
                        a.env
                            .iter()
                            .map(|kv| {
                                (
                                    String::from_utf8(kv.key.clone()).unwrap(),
                                    String::from_utf8(kv.value.to_vec()).unwrap(),
                                )
                            })
                            .collect()
                    })
                    .unwrap_or_default()
            })
            .map_err(|s| s.code);
        (inline, out)
    }

    #[test]
    fn create_container_paths() {
        let env = vec![format!("DB_PASSWORD={}", ph().as_str()), "A=b".to_owned()];
        let far = Instant::now() + Duration::from_secs(2);
        let (h, fake) = handler(good, Duration::ZERO, Some(Duration::from_millis(500)));
        // Not labelled, or no placeholder: nothing to do, inline, no fetch.
        assert_eq!(run(&h, request(false, &env), far), (true, Ok(vec![])));
        assert_eq!(
            run(&h, request(true, &["A=b".into()]), far),
            (true, Ok(vec![]))
        );
        // A miss goes to a worker; the second container is a hit answered inline.
        let expect = vec![("DB_PASSWORD".to_owned(), "pw".to_owned())];
        assert_eq!(
            run(&h, request(true, &env), far),
            (false, Ok(expect.clone()))
        );
        assert_eq!(run(&h, request(true, &env), far), (true, Ok(expect)));
        assert_eq!(fake.calls.load(Ordering::SeqCst), 1);
        // A duplicated placeholder variable is refused, on a hit (by the substitution)...
        let dup = vec![env[0].clone(), "DB_PASSWORD=x".into()];
        assert_eq!(
            run(&h, request(true, &dup), far),
            (true, Err(code::PERMISSION_DENIED))
        );
        // A placeholder of another pod is residual.
        let other = Placeholder::from_bytes(&[8; 32]);
        let residual = vec![env[0].clone(), format!("X={}", other.as_str())];
        assert_eq!(
            run(&h, request(true, &residual), far),
            (true, Err(code::PERMISSION_DENIED))
        );
        // Evictions.
        h.remove_pod_sandbox(&PodSandbox {
            uid: "uid-1".into(),
            ..PodSandbox::default()
        });
        assert!(h.cache.get("uid-1").is_none());
        // ... and on a miss before any fetch.
        assert_eq!(
            run(&h, request(true, &dup), far),
            (true, Err(code::PERMISSION_DENIED))
        );
        assert_eq!(fake.calls.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn refusals_and_timeouts_are_error_statuses_in_time() {
        let env = vec![format!("DB_PASSWORD={}", ph().as_str())];
        let (h, _) = handler(mismatch, Duration::ZERO, None);
        let far = Instant::now() + Duration::from_secs(2);
        assert_eq!(
            run(&h, request(true, &env), far).1,
            Err(code::PERMISSION_DENIED)
        );
        // A fetch slower than fetchTimeout answers Unavailable at fetchTimeout.
        let (h, _) = handler(
            good,
            Duration::from_secs(5),
            Some(Duration::from_millis(200)),
        );
        let start = Instant::now();
        assert_eq!(
            run(&h, request(true, &env), start + Duration::from_secs(2)).1,
            Err(code::UNAVAILABLE)
        );
        let took = start.elapsed();
        assert!(
            took >= Duration::from_millis(190) && took < Duration::from_millis(900),
            "{took:?}"
        );
        // A fetchTimeout longer than the runtime allows is clamped below its deadline.
        let (h, _) = handler(good, Duration::from_secs(5), Some(Duration::from_secs(10)));
        let start = Instant::now();
        let deadline = start + Duration::from_millis(800);
        assert_eq!(
            run(&h, request(true, &env), deadline).1,
            Err(code::UNAVAILABLE)
        );
        assert!(
            Instant::now() < deadline,
            "answered after the runtime's deadline"
        );
    }

    #[test]
    fn synchronize_keeps_only_known_pods_across_chunks() {
        let (h, _) = handler(good, Duration::ZERO, None);
        for uid in ["a", "b", "c"] {
            h.cache.insert(uid, Mapping::new(), Source::Sync).1.unwrap();
        }
        let chunk = |uids: &[&str], more: bool| SynchronizeRequest {
            pods: uids
                .iter()
                .map(|u| PodSandbox {
                    uid: (*u).to_owned(),
                    ..PodSandbox::default()
                })
                .collect(),
            containers: Vec::new(),
            more,
        };
        h.synchronize(&chunk(&["a"], true));
        assert_eq!(h.cache.len(), 3, "nothing dropped before the last chunk");
        h.synchronize(&chunk(&["c"], false));
        let mut left = h.cache.uids();
        left.sort();
        assert_eq!(left, vec!["a", "c"]);
    }

    #[test]
    fn a_refusal_is_an_event_on_the_pod_with_what_to_fix() {
        let (handler, _fake) = handler(mismatch, Duration::ZERO, None);
        let (events, written) = Recorder::new("node-1");
        let handler = handler.with_events(events);
        let env = [format!("A={}", ph().as_str())];
        let answer =
            handler.create_container(request(true, &env), Instant::now() + Duration::from_secs(5));
        let reply = match answer {
            Answer::Now(reply) => reply,
            Answer::Later(work) => work(Instant::now() + Duration::from_secs(5)),
        };
        assert!(reply.is_err());
        let recorded = written.drain();
        assert_eq!(recorded.len(), 1, "{recorded:?}");
        let event = &recorded[0];
        assert_eq!(event.reason, "CredentialsRefused");
        assert_eq!(event.regarding, Regarding::pod("ns", "app", "uid-1"));
        assert!(
            event.note.as_str().contains("uid_mismatch"),
            "{:?}",
            event.note
        );
        assert!(event.note.as_str().contains("kubelet retries"));
    }

    fn token_missing(pod: &PodRef) -> Result<Mapping, resolver::Error> {
        Err(resolver::Error::TokenMissing {
            pod: pod.to_string(),
            source: resolver::identity::Error::Missing {
                path: "/var/lib/kubelet/pods/x/token".into(),
            },
        })
    }

    #[test]
    fn a_missing_pod_token_tells_the_owners_to_recreate_the_pod() {
        let (handler, _fake) = handler(token_missing, Duration::ZERO, None);
        let (events, written) = Recorder::new("node-1");
        let handler = handler.with_events(events);
        let env = [format!("A={}", ph().as_str())];
        let deadline = Instant::now() + Duration::from_secs(5);
        let (_, reply) = run(&handler, request(true, &env), deadline);
        // A refusal (the pod cannot get a token by retrying), not "try again".
        assert_eq!(reply.unwrap_err(), code::PERMISSION_DENIED);
        let recorded = written.drain();
        assert_eq!(recorded.len(), 1, "{recorded:?}");
        let note = recorded[0].note.as_str();
        assert!(note.contains("token_missing"), "{note}");
        assert!(note.contains("recreate the pod"), "{note}");
        assert!(note.contains("vdbi-vault-token"), "{note}");
    }
}
