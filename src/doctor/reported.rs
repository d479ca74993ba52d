//! `vault.policy.reported`: what the running components found about their own Vault
//! policy. Each records a `VaultPolicyMissing` Event on its pod while a capability it
//! cannot work without is missing, and a `VaultPolicyGranted` when it is back
//! ([`crate::policycheck`]); doctor lists both in its namespace and keeps the latest per
//! pod and component. `doctor`'s own `vault.policy.<component>` sees only its own login;
//! this sees every replica, the plugin on each node included, as long as its Events live
//! in the namespace doctor reads.
//!
//! A pod whose latest Event is a missing one but which no longer exists (a Deployment's
//! old replica, until the Event expires) is left out when doctor may read pods; otherwise
//! it counts, and the detail says doctor could not tell.

use k8s_openapi::api::events::v1::Event;
use k8s_openapi::jiff::Timestamp;

use crate::config::Config;
use crate::doctor::Report;
use crate::k8s;
use crate::policycheck::{REASON_GRANTED, REASON_MISSING};

const NAME: &str = "vault.policy.reported";

/// The latest policy Event of one pod and component.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Latest {
    /// The pod's name.
    pub pod: String,
    /// The component (the note's first word).
    pub component: String,
    /// Whether it says something is missing.
    pub missing: bool,
    /// Its note (what is missing; written by the component, never a secret).
    pub note: String,
    /// When it was last observed.
    pub at: Timestamp,
}

/// When `event` was last observed: its series' last time, else its own time.
fn observed(event: &Event) -> Timestamp {
    let series = event.series.as_ref().map(|s| s.last_observed_time.0);
    let own = event.event_time.as_ref().map(|t| t.0);
    let created = event.metadata.creation_timestamp.as_ref().map(|t| t.0);
    [series, own, created]
        .into_iter()
        .flatten()
        .max()
        .unwrap_or(Timestamp::UNIX_EPOCH)
}

/// The latest policy Event per (pod, component) of `events` (both reasons, any order),
/// sorted by pod and component. Events about anything but a pod are ignored.
pub(super) fn fold(events: &[Event]) -> Vec<Latest> {
    let mut latest: Vec<Latest> = Vec::new();
    for event in events {
        let missing = match event.reason.as_deref() {
            Some(REASON_MISSING) => true,
            Some(REASON_GRANTED) => false,
            _ => continue,
        };
        let Some(regarding) = &event.regarding else {
            continue;
        };
        let (Some("Pod"), Some(pod)) = (regarding.kind.as_deref(), regarding.name.as_deref())
        else {
            continue;
        };
        let note = event.note.clone().unwrap_or_default();
        let component = note.split(':').next().unwrap_or_default().to_owned();
        let entry = Latest {
            pod: pod.to_owned(),
            component,
            missing,
            note,
            at: observed(event),
        };
        match latest
            .iter_mut()
            .find(|l| l.pod == entry.pod && l.component == entry.component)
        {
            // On a tie the missing one wins: doctor errs towards saying it.
            Some(old) if entry.at > old.at || (entry.at == old.at && entry.missing) => {
                *old = entry;
            }
            Some(_) => {}
            None => latest.push(entry),
        }
    }
    latest.sort_by(|a, b| (&a.pod, &a.component).cmp(&(&b.pod, &b.component)));
    latest
}

/// The namespace doctor reads: `POD_NAMESPACE` (the chart sets it in every component's
/// pod, which is the release namespace).
fn namespace(config: &Config) -> Option<String> {
    config
        .environment
        .pod_namespace
        .clone()
        .filter(|n| !n.is_empty())
}

/// `vault.policy.reported`, from the Events of doctor's namespace.
pub(super) fn reported_check(config: &Config, report: &mut Report) {
    let cluster = match k8s::discover(&k8s::Discovery::from_config(config)) {
        Ok(cluster) => cluster,
        Err(error) => {
            report.warn(
                NAME,
                format!("no Kubernetes API to read what the components reported: {error}"),
                "run doctor in a component's pod, or set kubeconfig".to_owned(),
            );
            return;
        }
    };
    let Some(namespace) = namespace(config) else {
        report.warn(
            NAME,
            "no namespace to read the components' Events in".to_owned(),
            "set POD_NAMESPACE to the release namespace (the chart sets it in the components' pods)".to_owned(),
        );
        return;
    };
    let client = match k8s::Client::new(cluster) {
        Ok(client) => client,
        Err(error) => {
            report.warn(
                NAME,
                format!("no Kubernetes client: {error}"),
                "check kubeconfig and the service account's CA and token".to_owned(),
            );
            return;
        }
    };
    let mut events = Vec::new();
    for reason in [REASON_MISSING, REASON_GRANTED] {
        match client.list_events(&namespace, reason) {
            Ok(found) => events.extend(found),
            Err(error) => {
                let (detail, fix) = list_failure(&error, &namespace);
                report.warn(NAME, detail, fix);
                return;
            }
        }
    }
    judge(
        &fold(&events),
        &namespace,
        &|pod| pod_exists(&client, &namespace, pod),
        report,
    );
}

/// The warning's detail and fix when the Events cannot be listed: a 403 names the
/// permission to add.
fn list_failure(error: &k8s::Error, namespace: &str) -> (String, String) {
    if error.status() == Some(403) {
        (
            format!("may not list events.k8s.io Events in namespace {namespace}"),
            format!(
                "give doctor's service account `list` on `events` (apiGroup events.k8s.io) in namespace {namespace}: the chart's Role <release>-event-reader does"
            ),
        )
    } else {
        (
            format!("cannot list the components' Events in {namespace}: {error}"),
            "check that the Kubernetes API is reachable from where doctor runs".to_owned(),
        )
    }
}

/// Whether `pod` exists: `None` when doctor cannot tell.
fn pod_exists(client: &k8s::Client, namespace: &str, pod: &str) -> Option<bool> {
    match client.get_pod(namespace, pod) {
        Ok(_) => Some(true),
        Err(error) if error.is_not_found() => Some(false),
        Err(_) => None,
    }
}

/// The check from the folded Events; `exists` says whether a pod still runs.
pub(super) fn judge(
    latest: &[Latest],
    namespace: &str,
    exists: &dyn Fn(&str) -> Option<bool>,
    report: &mut Report,
) {
    let mut failing = Vec::new();
    let mut gone = 0usize;
    for entry in latest.iter().filter(|l| l.missing) {
        match exists(&entry.pod) {
            Some(false) => gone += 1,
            Some(true) => failing.push(format!("pod {}: {}", entry.pod, entry.note)),
            None => failing.push(format!(
                "pod {} (doctor may not read pods: it may be gone): {}",
                entry.pod, entry.note
            )),
        }
    }
    let gone_text = if gone > 0 {
        format!("; {gone} pod(s) no longer running left out")
    } else {
        String::new()
    };
    if failing.is_empty() {
        let granted = latest.iter().filter(|l| !l.missing).count();
        report.ok(
            NAME,
            format!(
                "no running component in {namespace} reports a missing Vault capability ({granted} granted after a missing one{gone_text})"
            ),
        );
    } else {
        report.fail(
            NAME,
            format!("{}{gone_text}", failing.join("; ")),
            "add the paths each pod names to a policy of its component's Vault role (docs/vault.md); the pod records VaultPolicyGranted within 10 s".to_owned(),
        );
    }
}

#[cfg(test)]
mod tests {
    use k8s_openapi::api::core::v1::ObjectReference;
    use k8s_openapi::api::events::v1::EventSeries;
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::MicroTime;

    use super::*;
    use crate::doctor::Outcome;

    fn at(seconds: i64) -> MicroTime {
        MicroTime(Timestamp::from_second(1_700_000_000 + seconds).unwrap())
    }

    fn event(pod: &str, reason: &str, note: &str, time: i64, series: Option<i64>) -> Event {
        Event {
            reason: Some(reason.to_owned()),
            note: Some(note.to_owned()),
            event_time: Some(at(time)),
            series: series.map(|t| EventSeries {
                count: 3,
                last_observed_time: at(t),
            }),
            regarding: Some(ObjectReference {
                kind: Some("Pod".to_owned()),
                name: Some(pod.to_owned()),
                ..ObjectReference::default()
            }),
            ..Event::default()
        }
    }

    const LACKS: &str = "revoker: the Vault policy lacks update on \"auth/token/revoke-accessor\"";

    #[test]
    fn a_forbidden_list_names_the_permission_to_add() {
        let api = |status| k8s::Error::Api {
            request: "GET /apis/events.k8s.io/v1/namespaces/vdbi/events".to_owned(),
            status,
            reason: String::new(),
            message: String::new(),
        };
        let (detail, fix) = list_failure(&api(403), "vdbi");
        assert!(detail.contains("may not list"), "{detail}");
        assert!(
            fix.contains("`list` on `events` (apiGroup events.k8s.io) in namespace vdbi"),
            "{fix}"
        );
        let (detail, fix) = list_failure(&api(500), "vdbi");
        assert!(detail.starts_with("cannot list"), "{detail}");
        assert!(!fix.contains("`list`"), "{fix}");
    }

    #[test]
    fn the_latest_event_per_pod_and_component_wins() {
        let events = [
            // revoker-a: missing, then granted: fine.
            event("revoker-a", REASON_MISSING, LACKS, 10, None),
            event("revoker-a", REASON_GRANTED, "revoker: grants", 20, None),
            // revoker-b: granted once, then missing again; the series' time counts.
            event("revoker-b", REASON_GRANTED, "revoker: grants", 30, None),
            event("revoker-b", REASON_MISSING, LACKS, 5, Some(40)),
            // all-0 runs two components: each on its own.
            event("all-0", REASON_MISSING, "renewer: lacks", 10, None),
            event("all-0", REASON_GRANTED, "revoker: grants", 10, None),
            // Not a pod, another reason: ignored.
            event("x", "CredentialsRefused", LACKS, 99, None),
        ];
        let latest = fold(&events);
        let summary: Vec<(&str, &str, bool)> = latest
            .iter()
            .map(|l| (l.pod.as_str(), l.component.as_str(), l.missing))
            .collect();
        assert_eq!(
            summary,
            [
                ("all-0", "renewer", true),
                ("all-0", "revoker", false),
                ("revoker-a", "revoker", false),
                ("revoker-b", "revoker", true),
            ]
        );
        assert_eq!(latest[3].note, LACKS);
        // The same time: the missing one is kept.
        let tie = fold(&[
            event("p", REASON_MISSING, LACKS, 10, None),
            event("p", REASON_GRANTED, "revoker: grants", 10, None),
        ]);
        assert!(tie[0].missing);
    }

    #[test]
    fn a_running_pod_with_a_missing_capability_fails_a_gone_one_does_not() {
        let latest = fold(&[
            event("revoker-a", REASON_MISSING, LACKS, 10, None),
            event("revoker-old", REASON_MISSING, LACKS, 10, None),
            event("revoker-b", REASON_GRANTED, "revoker: grants", 10, None),
        ]);
        let exists = |pod: &str| Some(pod != "revoker-old");
        let mut report = Report::default();
        judge(&latest, "vdbi", &exists, &mut report);
        let check = report.get(NAME).unwrap();
        assert_eq!(check.outcome, Outcome::Fail);
        assert!(check.detail.contains("pod revoker-a: revoker: the Vault policy lacks update on \"auth/token/revoke-accessor\""), "{}", check.detail);
        assert!(!check.detail.contains("revoker-old:"), "{}", check.detail);
        assert!(
            check.detail.contains("1 pod(s) no longer running"),
            "{}",
            check.detail
        );

        // Gone or granted only: ok; pods doctor cannot read count.
        let mut report = Report::default();
        judge(
            &latest,
            "vdbi",
            &|pod| Some(pod == "revoker-b"),
            &mut report,
        );
        assert_eq!(report.get(NAME).unwrap().outcome, Outcome::Ok);
        let mut report = Report::default();
        judge(&latest, "vdbi", &|_| None, &mut report);
        let check = report.get(NAME).unwrap();
        assert_eq!(check.outcome, Outcome::Fail);
        assert!(check.detail.contains("may be gone"), "{}", check.detail);
        let mut report = Report::default();
        judge(&[], "vdbi", &|_| None, &mut report);
        assert_eq!(report.get(NAME).unwrap().outcome, Outcome::Ok);
    }
}
