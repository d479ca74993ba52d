//! The watch thread: while this replica leads, it lists the labelled pods and watches them
//! from the list's resourceVersion (with bookmarks), resuming after a cut and listing again
//! after a 410 Gone, whose difference comes out as DELETED events for the pods that went
//! during the gap ([`k8s::PodWatch`] does that part). Each DELETED pod becomes a job.
//!
//! The original's watch started "now" after every reconnect and had no resourceVersion,
//! so deletions during a gap were left to the five-minute safety net; here none is missed.

use std::time::{Duration, Instant};

use crate::k8s::{self, ListParams, PodEvent, PodWatch};
use crate::limits;
use crate::logger;
use crate::revoker::Revoker;
use crate::revoker::work::{self, Job, PodRef, Source, Target};
use crate::runtime::Context;

/// Runs until shutdown: one watch per leadership term.
pub(crate) fn run(r: &Revoker, ctx: &Context) {
    loop {
        ctx.heartbeat.beat();
        let Some(term) = r.leadership.term() else {
            if ctx.shutdown.wait_timeout(limits::REVOKER_POLL) {
                return;
            }
            continue;
        };
        let stop = watch_term(r, ctx, term);
        r.live.reset();
        if stop {
            return;
        }
    }
}

/// Watches for one term; returns true at shutdown.
fn watch_term(r: &Revoker, ctx: &Context, term: u64) -> bool {
    let params = ListParams {
        label_selector: Some(r.settings.label_selector()),
        ..ListParams::default()
    };
    let mut watch = PodWatch::new(&r.kube, params);
    let mut relists = 0;
    let mut failures: u32 = 0;
    logger::info(
        "revoker: watching labelled pods",
        &[("selector", &r.settings.label_selector())],
    );
    loop {
        ctx.heartbeat.beat();
        if ctx.shutdown.is_triggered() {
            return true;
        }
        if !r.leadership.is_leading_in(term) {
            logger::info("revoker: stopped watching (not the leader)", &[]);
            return false;
        }
        let event = watch.next_event();
        if watch.relists() != relists {
            // A complete list was just taken: the live index starts again from it.
            relists = watch.relists();
            r.live.rebuild(term, watch.known());
        }
        match event {
            Ok(Some(event)) => {
                failures = 0;
                handle(r, ctx, event);
            }
            Ok(None) => {
                failures = 0;
                // A stream that ended right after it opened is not reopened in a loop.
                if let Some(at) = watch.ready_at()
                    && ctx
                        .shutdown
                        .wait_timeout(at.saturating_duration_since(Instant::now()))
                {
                    return true;
                }
            }
            // At shutdown the stream is cut on purpose (`k8s::Client::cut_watches`).
            Err(_) if ctx.shutdown.is_triggered() => return true,
            Err(error) => {
                r.live.note_failure();
                failures = failures.saturating_add(1);
                let wait = watch_backoff(failures);
                log_error(&error, wait);
                if ctx.shutdown.wait_timeout(wait) {
                    return true;
                }
            }
        }
    }
}

fn watch_backoff(failures: u32) -> Duration {
    limits::REVOKER_POLL
        .saturating_mul(1u32.checked_shl(failures.min(10)).unwrap_or(u32::MAX))
        .min(limits::REVOKER_WATCH_BACKOFF_MAX)
}

fn log_error(error: &k8s::Error, wait: Duration) {
    logger::warn(
        "revoker: pod watch failed, resuming",
        &[
            ("error", &error.to_string()),
            ("retry_in_ms", &wait.as_millis().to_string()),
        ],
    );
}

fn handle(r: &Revoker, ctx: &Context, event: PodEvent) {
    match event {
        PodEvent::Added(pod) | PodEvent::Modified(pod) => r.live.upsert(&pod),
        PodEvent::Deleted(pod) => {
            let keys = r.live.remove(&pod);
            logger::debug(
                "revoker: pod deleted",
                &[("namespace", &pod.namespace), ("pod", &pod.name)],
            );
            let job = Job {
                target: Target::Pod(PodRef {
                    namespace: pod.namespace.clone(),
                    name: pod.name.clone(),
                    uid: pod.uid.clone(),
                    service_account: pod.service_account_name.clone(),
                    keys,
                    pending: None,
                    verified_gone: false,
                }),
                source: Source::Watch,
                attempt: 0,
                seen: Instant::now(),
            };
            work::enqueue(r, ctx, job);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn watch_backoff_grows_to_its_cap() {
        assert_eq!(watch_backoff(1), limits::REVOKER_POLL * 2);
        assert_eq!(watch_backoff(2), limits::REVOKER_POLL * 4);
        assert_eq!(watch_backoff(30), limits::REVOKER_WATCH_BACKOFF_MAX);
    }
}
