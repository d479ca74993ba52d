//! Work the NRI plugin does on the pods of its node, off the runtime's path:
//! - the **prewarmer** watches the labelled pods scheduled on this node and fetches their
//!   credentials before their first container is created, so that CreateContainer is a
//!   cache hit. With projected auth it first waits (bounded, with back-off) for the
//!   kubelet to write the pod's token file, which comes after the pod is scheduled. Only pods whose containers have not started are prewarmed (the resolver
//!   re-checks on its live read: never a running pod, whose credentials were delivered
//!   long ago), terminating pods are skipped, at most `nri.prewarmer.maxConcurrent`
//!   fetches are in flight (more are skipped and left to CreateContainer), and a deleted
//!   pod is evicted from the cache;
//! - the **sweeper** lists the pods on this node every five minutes and evicts every
//!   cached pod that is not among them (a missed RemovePodSandbox, a cache file from
//!   before a node drain). A list that fails evicts nothing.

use std::collections::HashSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, after, bounded, select};

use crate::k8s::{self, ListParams, PodEvent, PodSummary, PodWatch};
use crate::limits;
use crate::logger;
use crate::nri::cache::{Cache, Source};
use crate::nri::handler::Resolve;
use crate::nri::resolver::{PodRef, identity};
use crate::runtime::{Context, Shutdown, Supervisor};

/// The prewarmer's and sweeper's settings.
#[derive(Debug, Clone)]
pub struct Settings {
    /// `NODE_NAME`: the node whose pods are watched.
    pub node_name: String,
    /// `nri.podLabel` (empty: every pod on the node).
    pub pod_label: String,
    /// `nri.prewarmer.maxConcurrent` (at least 1).
    pub max_concurrent: usize,
    /// Projected auth: `nri.kubeletRootDir`, where the pod's token file must appear before
    /// its credentials can be fetched (`None` with injector-SA auth).
    pub kubelet_root: Option<PathBuf>,
}

impl Settings {
    fn params(&self, labelled: bool) -> ListParams {
        ListParams {
            namespace: None,
            label_selector: (labelled && !self.pod_label.is_empty())
                .then(|| format!("{}=true", self.pod_label)),
            field_selector: Some(format!("spec.nodeName={}", self.node_name)),
            page_size: 0,
        }
    }
}

/// The prewarmer.
pub struct Prewarmer {
    settings: Settings,
    k8s: Arc<k8s::Client>,
    cache: Arc<Cache>,
    resolver: Arc<dyn Resolve>,
    inflight: AtomicUsize,
    jobs_tx: Sender<PodRef>,
    jobs_rx: Receiver<PodRef>,
}

impl fmt::Debug for Prewarmer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Prewarmer")
            .field("settings", &self.settings)
            .finish_non_exhaustive()
    }
}

/// Why a pod was not prewarmed, if it was not (the metric's reason, or a silent skip).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Skip {
    /// The pod is terminating (`vdbi_nri_prewarm_error_total{reason="terminating_pod"}`).
    Terminating,
    /// Its containers are running or done (not counted).
    Started,
    /// Its credentials are already cached (not counted).
    Cached,
}

/// Whether the watched `pod` is to be prewarmed (pure).
pub fn decide(pod: &PodSummary, cached: bool) -> Result<(), Skip> {
    if pod.terminating {
        return Err(Skip::Terminating);
    }
    if !pod.phase.is_empty() && pod.phase != "Pending" {
        return Err(Skip::Started);
    }
    if cached {
        return Err(Skip::Cached);
    }
    Ok(())
}

impl Prewarmer {
    /// A prewarmer feeding `cache` through `resolver`.
    pub fn new(
        settings: Settings,
        k8s: Arc<k8s::Client>,
        cache: Arc<Cache>,
        resolver: Arc<dyn Resolve>,
    ) -> Prewarmer {
        let capacity = settings.max_concurrent.max(1);
        let (jobs_tx, jobs_rx) = bounded(capacity);
        Prewarmer {
            settings,
            k8s,
            cache,
            resolver,
            inflight: AtomicUsize::new(0),
            jobs_tx,
            jobs_rx,
        }
    }

    /// Starts `nri-prewarm-watch` and the `nri-prewarm-<n>` workers (none critical: without
    /// them CreateContainer still fetches).
    pub fn start(self: &Arc<Self>, supervisor: &Supervisor) -> std::io::Result<()> {
        let workers = self
            .settings
            .max_concurrent
            .clamp(1, limits::NRI_PREWARM_WORKERS_MAX);
        supervisor.spawn_pool("nri-prewarm", workers, false, self, Prewarmer::work_loop)?;
        let me = Arc::clone(self);
        supervisor.spawn("nri-prewarm-watch", false, None, move |ctx| {
            me.watch_loop(&ctx);
            Ok(())
        })
    }

    fn watch_loop(&self, ctx: &Context) {
        let mut watch = PodWatch::new(&self.k8s, self.settings.params(true));
        loop {
            if ctx.shutdown.is_triggered() {
                return;
            }
            match watch.next_event() {
                Ok(Some(PodEvent::Added(pod))) => self.consider(&pod),
                // Pods are prewarmed when they appear (the original ignored updates).
                Ok(Some(PodEvent::Modified(_))) => {}
                Ok(Some(PodEvent::Deleted(pod))) => {
                    self.cache.remove(&pod.uid, "pod_deleted");
                }
                Ok(None) | Err(_) => {
                    let wait = watch.ready_at().map_or(Duration::from_millis(100), |at| {
                        at.saturating_duration_since(Instant::now())
                    });
                    select! {
                        recv(ctx.shutdown.receiver()) -> _ => return,
                        recv(after(wait)) -> _ => {}
                    }
                }
            }
        }
    }

    /// Queues `pod` for prewarming if it qualifies and a slot is free.
    pub fn consider(&self, pod: &PodSummary) {
        let metrics = crate::metrics::global();
        match decide(pod, self.cache.get(&pod.uid).is_some()) {
            Ok(()) => {}
            Err(Skip::Terminating) => {
                metrics
                    .nri_prewarm_error_total
                    .with(&["terminating_pod"])
                    .inc();
                return;
            }
            Err(Skip::Started | Skip::Cached) => return,
        }
        // A non-blocking semaphore: a slot is taken here and given back by the worker.
        let max = self.settings.max_concurrent.max(1);
        let taken = self
            .inflight
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                (n < max).then_some(n.saturating_add(1))
            })
            .is_ok();
        let job = PodRef {
            namespace: pod.namespace.clone(),
            name: pod.name.clone(),
            uid: pod.uid.clone(),
        };
        if !taken || self.jobs_tx.try_send(job).is_err() {
            if taken {
                self.inflight.fetch_sub(1, Ordering::SeqCst);
            }
            metrics
                .nri_prewarm_error_total
                .with(&["semaphore_full"])
                .inc();
            return;
        }
        metrics.nri_prewarm_inflight.inc();
    }

    fn work_loop(&self, shutdown: &Shutdown) {
        loop {
            select! {
                recv(shutdown.receiver()) -> _ => return,
                recv(self.jobs_rx) -> job => {
                    let Ok(pod) = job else { return };
                    self.prewarm(&pod, shutdown);
                }
            }
        }
    }

    fn prewarm(&self, pod: &PodRef, shutdown: &Shutdown) {
        let metrics = crate::metrics::global();
        if let Some(root) = &self.settings.kubelet_root
            && !wait_for_token(root, pod, shutdown)
        {
            metrics
                .nri_prewarm_error_total
                .with(&["token_missing"])
                .inc();
            logger::info(
                "nri prewarm skipped: the kubelet wrote no token for the pod in time (CreateContainer fetches on its own; a pod admitted before NRI pods got the vdbi-vault-token volume must be recreated)",
                &[("namespace", &pod.namespace), ("pod", &pod.name)],
            );
            self.inflight.fetch_sub(1, Ordering::SeqCst);
            metrics.nri_prewarm_inflight.dec();
            return;
        }
        let deadline = Instant::now() + limits::NRI_PREWARM_TIMEOUT;
        match self.resolver.resolve(pod, Source::Prewarm, deadline) {
            Ok(_) => metrics.nri_prewarm_success_total.inc(),
            Err(error) => {
                if !matches!(*error, crate::nri::resolver::Error::NotPrewarmable { .. }) {
                    metrics.nri_prewarm_error_total.with(&["vault_fetch"]).inc();
                }
                logger::debug(
                    "nri prewarm skipped or failed",
                    &[
                        ("namespace", &pod.namespace),
                        ("pod", &pod.name),
                        ("error", &error.to_string()),
                    ],
                );
            }
        }
        self.inflight.fetch_sub(1, Ordering::SeqCst);
        metrics.nri_prewarm_inflight.dec();
    }
}

/// Waits until the pod's token file is in the kubelet's directory: the prewarmer sees a
/// pod when it is scheduled, and the kubelet writes the token while it mounts the pod's
/// volumes, a little later. One `stat` a look, with back-off from
/// [`limits::NRI_PREWARM_TOKEN_POLL_INITIAL`] to [`limits::NRI_PREWARM_TOKEN_POLL_MAX`],
/// for [`limits::NRI_PREWARM_TOKEN_WAIT`] at most. False when that passed or at shutdown.
pub fn wait_for_token(kubelet_root: &Path, pod: &PodRef, shutdown: &Shutdown) -> bool {
    let deadline = Instant::now() + limits::NRI_PREWARM_TOKEN_WAIT;
    let mut pause = limits::NRI_PREWARM_TOKEN_POLL_INITIAL;
    loop {
        if identity::token_present(kubelet_root, &pod.uid) {
            return true;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || shutdown.wait_timeout(pause.min(left)) {
            return false;
        }
        pause = pause
            .saturating_mul(2)
            .min(limits::NRI_PREWARM_TOKEN_POLL_MAX);
    }
}

/// One sweep: lists the pods on the node and evicts cached pods not among them. A failed
/// list evicts nothing. Returns how many were evicted.
pub fn sweep(k8s: &k8s::Client, cache: &Cache, settings: &Settings) -> Result<usize, k8s::Error> {
    let metrics = crate::metrics::global();
    let list = match k8s.list_pods(&settings.params(false)) {
        Ok(list) => {
            metrics.fetch_pods_success_count.inc();
            list
        }
        Err(error) => {
            metrics.fetch_pods_error_count.inc();
            return Err(error);
        }
    };
    let present: HashSet<String> = list.items.into_iter().map(|p| p.uid).collect();
    Ok(cache.retain(|uid| present.contains(uid), "sweep"))
}

/// Starts `nri-sweep`, sweeping every [`limits::NRI_SWEEP_INTERVAL`].
pub fn start_sweeper(
    supervisor: &Supervisor,
    k8s: Arc<k8s::Client>,
    cache: Arc<Cache>,
    settings: Settings,
) -> std::io::Result<()> {
    supervisor.spawn("nri-sweep", false, None, move |ctx| {
        loop {
            select! {
                recv(ctx.shutdown.receiver()) -> _ => return Ok(()),
                recv(after(limits::NRI_SWEEP_INTERVAL)) -> _ => {
                    match sweep(&k8s, &cache, &settings) {
                        Ok(0) => {}
                        Ok(n) => logger::info(
                            "nri cache: swept pods no longer on this node",
                            &[("pods", &n.to_string())],
                        ),
                        Err(error) => logger::warn(
                            "nri cache sweep skipped: pod list failed",
                            &[("error", &error.to_string())],
                        ),
                    }
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pod(phase: &str, terminating: bool) -> PodSummary {
        PodSummary {
            phase: phase.into(),
            terminating,
            ..PodSummary::default()
        }
    }

    fn check(phase: &str, terminating: bool, cached: bool, expect: Result<(), Skip>) {
        assert_eq!(
            decide(&pod(phase, terminating), cached),
            expect,
            "{phase} {terminating} {cached}"
        );
    }

    #[test]
    fn decisions() {
        check("", false, false, Ok(()));
        check("Pending", false, false, Ok(()));
        check("Running", false, false, Err(Skip::Started));
        check("Succeeded", false, false, Err(Skip::Started));
        check("Pending", true, false, Err(Skip::Terminating));
        check("Running", true, false, Err(Skip::Terminating));
        check("Pending", false, true, Err(Skip::Cached));
    }

    #[test]
    fn selectors() {
        let settings = Settings {
            node_name: "n1".into(),
            pod_label: "vault-db-injector".into(),
            max_concurrent: 2,
            kubelet_root: None,
        };
        let p = settings.params(true);
        assert_eq!(p.label_selector.as_deref(), Some("vault-db-injector=true"));
        assert_eq!(p.field_selector.as_deref(), Some("spec.nodeName=n1"));
        assert_eq!(settings.params(false).label_selector, None);
    }

    #[test]
    #[allow(clippy::disallowed_methods)] // Test threads play the kubelet and the signal.
    fn the_token_wait_ends_when_the_file_appears_or_at_shutdown() {
        let dir = vdbi_testbed::tempdir::TempDir::new("prewarm-token").unwrap();
        let uid = "0f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
        let pod = PodRef {
            namespace: "ns".into(),
            name: "app".into(),
            uid: uid.into(),
        };
        let path = crate::podtoken::host_path(dir.path(), uid).unwrap();
        let (trigger, shutdown) = crate::runtime::shutdown_channel();
        // Written while the prewarmer waits: found at a later look.
        let writer = {
            let path = path.clone();
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(300));
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, b"a.b.c").unwrap();
            })
        };
        let started = Instant::now();
        assert!(wait_for_token(dir.path(), &pod, &shutdown));
        assert!(started.elapsed() < Duration::from_secs(10));
        writer.join().unwrap();
        // Never written: shutdown ends the wait at once, long before its bound.
        let other = PodRef {
            uid: "1f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b".into(),
            ..pod
        };
        let stopper = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            trigger.trigger();
        });
        let started = Instant::now();
        assert!(!wait_for_token(dir.path(), &other, &shutdown));
        assert!(started.elapsed() < limits::NRI_PREWARM_TOKEN_WAIT / 2);
        stopper.join().unwrap();
    }
}
