//! Kubernetes Events and admission warnings (issue 20): the recorder against the API
//! double's Events API (real shapes and validation, one Event that counts for a repeated
//! failure, bounded writes); admission warnings (legacy delivery, a role whose max_ttl is
//! shorter than a Deployment's pod lives) with no Vault call added to admission (OpenBao's
//! audit log); denial Events on the owning controller or the namespace; no issued secret in
//! any Event.

// Helpers here are test code too (clippy's allow-*-in-tests only covers #[test] bodies).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::fs;
use std::sync::Arc;
use std::time::{Duration, Instant};

use k8s_openapi::api::events::v1::Event;
use serde_json::{Value, json};
use vault_db_injector::injector::role_ttls::RoleTtls;
use vault_db_injector::k8s::{self, EventType, Note, Record, Regarding};
use vault_db_injector::runtime::{Supervisor, shutdown_channel};
use vault_db_injector::secret::SecretString;
use vdbi_testbed::kube_api::{KubeApi, base64};
use vdbi_testbed::tempdir::TempDir;

use crate::admission::{Setup, World, ann, metric, pod, review};

fn wait_for(what: &str, limit: Duration, done: impl Fn() -> bool) {
    let deadline = Instant::now() + limit;
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn record(pod: &str, note: &'static str) -> Record {
    Record {
        regarding: Regarding::pod("shop", pod, "uid-1"),
        type_: EventType::Warning,
        reason: "CredentialsRefused",
        action: "StartContainer",
        note: Note::new(note),
    }
}

/// A crash loop (300 identical failures) makes one Event whose series counts them all,
/// written in a handful of requests; the double accepted every write (so the shapes pass
/// the apiserver's validation).
#[test]
fn a_repeated_failure_is_one_event_that_counts() {
    let dir = TempDir::new("events").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    api.add_token("admin-token", "admin");
    let client = Arc::new(
        k8s::Client::new(k8s::ClientConfig {
            server: api.url().to_owned(),
            ca_pem: fs::read(api.ca_cert_path()).unwrap(),
            credentials: k8s::Credentials::Token(SecretString::new("admin-token".into())),
            source: "test".into(),
            timeouts: k8s::Timeouts::default(),
        })
        .unwrap(),
    );
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let recorder = k8s::events::start(&supervisor, client, "events", "injector-0").unwrap();
    for _ in 0..30 {
        for _ in 0..10 {
            recorder.record(record("web-1", "the container was refused"));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    recorder.record(record("web-2", "the container was refused"));
    wait_for("two events", Duration::from_secs(10), || {
        api.events().len() == 2
    });
    // Shutdown writes the counts gathered since the last series update.
    trigger.trigger();
    wait_for("the series", Duration::from_secs(10), || {
        api.events()
            .iter()
            .any(|e| e.series.as_ref().is_some_and(|s| s.count == 300))
    });
    let events = api.events();
    assert_eq!(events.len(), 2, "one Event per object and problem");
    let web1: &Event = events
        .iter()
        .find(|e| e.regarding.as_ref().and_then(|r| r.name.as_deref()) == Some("web-1"))
        .unwrap();
    assert_eq!(web1.metadata.namespace.as_deref(), Some("shop"));
    assert_eq!(web1.reason.as_deref(), Some("CredentialsRefused"));
    assert_eq!(web1.type_.as_deref(), Some("Warning"));
    assert_eq!(web1.reporting_instance.as_deref(), Some("injector-0"));
    assert_eq!(
        web1.reporting_controller.as_deref(),
        Some(k8s::events::REPORTING_CONTROLLER)
    );
    assert!(
        api.event_writes() <= 5,
        "{} writes for 301 occurrences",
        api.event_writes()
    );
}

fn warnings(answer: &Value) -> Vec<String> {
    answer["response"]["warnings"]
        .as_array()
        .map(|w| {
            w.iter()
                .map(|s| s.as_str().unwrap_or("").to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// Every `"value"` of an env entry named `name` in the answer's JSON Patch.
fn patched_values(answer: &Value, name: &str) -> Vec<String> {
    fn walk(value: &Value, name: &str, out: &mut Vec<String>) {
        match value {
            Value::Object(map) => {
                if map.get("name") == Some(&json!(name))
                    && let Some(v) = map.get("value").and_then(Value::as_str)
                {
                    out.push(v.to_owned());
                }
                map.values().for_each(|v| walk(v, name, out));
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, name, out)),
            _ => {}
        }
    }
    let patch = answer["response"]["patch"].as_str().unwrap_or("");
    let ops: Value =
        serde_json::from_slice(&base64::decode(patch).unwrap_or_default()).unwrap_or(Value::Null);
    let mut out = Vec::new();
    walk(&ops, name, &mut out);
    out
}

fn owned(base: Value, kind: &str, owner: &str) -> Value {
    let mut pod = base;
    pod["metadata"]["ownerReferences"] = json!([{
        "apiVersion": if kind == "Job" { "batch/v1" } else { "apps/v1" },
        "kind": kind, "name": owner, "uid": format!("{owner}-uid"), "controller": true,
        "blockOwnerDeletion": true}]);
    pod
}

/// Legacy delivery warns that the credentials are in the PodSpec; a ReplicaSet's pod whose
/// role's max_ttl (24 h) is shorter than a week is warned, once the role's TTLs were read in
/// the background, and that admission makes exactly the Vault calls it made before (no
/// role read: OpenBao's audit log); a bare pod and a Job's pod get no such warning. A
/// denial is an Event on the owning ReplicaSet, or on the namespace for a bare pod, one
/// Event however often it repeats; no issued password is in any Event.
#[test]
fn admission_warnings_cost_no_vault_call_and_denials_are_events() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated(
        "events::admission_warnings_cost_no_vault_call_and_denials_are_events",
    ) {
        return;
    }
    let world = World::start();
    let port = world.pg.port;
    let events = k8s::events::start(
        &world.supervisor,
        world.k8s_client(),
        "injector-events",
        "injector-0",
    )
    .unwrap();
    let role_ttls = Arc::new(RoleTtls::new());
    world.use_admission(Setup {
        events: Some(events),
        role_ttls: Some(Arc::clone(&role_ttls)),
        ..Setup::default()
    });
    let one = ann(&[
        ("app.role", "app1"),
        ("app.env-key-dbuser", "DB_USER"),
        ("app.env-key-dbpassword", "DB_PASSWORD"),
    ]);
    let mut passwords = Vec::new();

    // The first admission of a role only queues the read of its TTLs.
    let (_, first) = world.post_review(&review(
        "w-1",
        "apps",
        owned(
            pod("apps", "web-1", "web", one.clone(), port),
            "ReplicaSet",
            "web-5d9f",
        ),
        false,
    ));
    assert_eq!(first["response"]["allowed"], true, "{first}");
    passwords.extend(patched_values(&first, "DB_PASSWORD"));
    let first_warnings = warnings(&first);
    assert!(
        first_warnings.iter().any(|w| w.contains("legacy delivery")),
        "{first_warnings:?}"
    );
    assert!(!first_warnings.iter().any(|w| w.contains("max_ttl")));
    wait_for("the role's ttls", Duration::from_secs(20), || {
        role_ttls.max_ttl("databases", "app1") == Some(Duration::from_secs(24 * 3600))
    });

    let audit_from = world.bao.audit_lines();
    let (_, second) = world.post_review(&review(
        "w-2",
        "apps",
        owned(
            pod("apps", "web-2", "web", one.clone(), port),
            "ReplicaSet",
            "web-5d9f",
        ),
        false,
    ));
    let calls = world.bao.audited_requests(audit_from);
    assert_eq!(second["response"]["allowed"], true, "{second}");
    passwords.extend(patched_values(&second, "DB_PASSWORD"));
    let accessors: Vec<String> = patched_uuids(&first)
        .iter()
        .chain(patched_uuids(&second).iter())
        .map(|uuid| {
            world.bao.kv_entry(uuid)["TokenAccessor"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    // One credential: a token, a creds read and a KV write, as without warnings.
    assert_eq!(calls.len(), 3, "{calls:?}");
    assert!(calls.iter().all(|c| !c.contains("/roles/")), "{calls:?}");
    let second_warnings = warnings(&second);
    let short = second_warnings
        .iter()
        .find(|w| w.contains("max_ttl"))
        .unwrap_or_else(|| panic!("no max_ttl warning in {second_warnings:?}"));
    assert!(short.contains("\"app1\""), "{short}");
    assert!(short.contains("1d0h"), "{short}");
    assert!(short.contains("Deployment"), "{short}");
    assert_ne!(
        metric("vdbi_admission_warnings_total", "short_max_ttl"),
        "0"
    );

    for (uid, object) in [
        ("bare", pod("apps", "bare", "web", one.clone(), port)),
        (
            "job",
            owned(
                pod("apps", "job-1", "web", one.clone(), port),
                "Job",
                "batch-1",
            ),
        ),
    ] {
        let (_, answer) = world.post_review(&review(uid, "apps", object, false));
        assert_eq!(answer["response"]["allowed"], true, "{answer}");
        passwords.extend(patched_values(&answer, "DB_PASSWORD"));
        let got = warnings(&answer);
        assert!(got.iter().any(|w| w.contains("legacy delivery")), "{got:?}");
        assert!(!got.iter().any(|w| w.contains("max_ttl")), "{uid}: {got:?}");
    }
    assert_eq!(passwords.len(), 4 * 3, "three containers per pod");

    // Denials: bad annotations, on the ReplicaSet (twenty times) and on a bare pod.
    let bad = ann(&[("app.role", "app1")]);
    for n in 0..20 {
        let (_, answer) = world.post_review(&review(
            &format!("bad-{n}"),
            "apps",
            owned(
                pod("apps", "", "web", bad.clone(), port),
                "ReplicaSet",
                "web-5d9f",
            ),
            false,
        ));
        assert_eq!(answer["response"]["allowed"], false, "{answer}");
    }
    // A dry run writes no Event.
    let (_, answer) = world.post_review(&review(
        "bad-dry",
        "apps",
        owned(
            pod("apps", "", "web", bad.clone(), port),
            "StatefulSet",
            "db",
        ),
        true,
    ));
    assert_eq!(answer["response"]["allowed"], false);
    // The bare pod's denial comes last: its Event (on the namespace) is the positive signal
    // for the checks below, since one thread writes the Events in the order recorded (any
    // Event of the dry run, or a second one of the ReplicaSet, would be written before it).
    let (_, answer) = world.post_review(&review(
        "bad-bare",
        "apps",
        pod("apps", "lonely", "web", bad, port),
        false,
    ));
    assert_eq!(answer["response"]["allowed"], false);

    let kinds = |events: &[Event], kind: &str| {
        events
            .iter()
            .filter(|e| e.regarding.as_ref().and_then(|r| r.kind.as_deref()) == Some(kind))
            .count()
    };
    wait_for("the denial events", Duration::from_secs(10), || {
        let events = world.api.events();
        kinds(&events, "Namespace") == 1
    });
    let events = world.api.events();
    assert_eq!(kinds(&events, "ReplicaSet"), 1, "twenty denials, one Event");
    assert_eq!(
        kinds(&events, "StatefulSet"),
        0,
        "a dry run writes no Event"
    );
    let on_owner = events
        .iter()
        .find(|e| e.regarding.as_ref().and_then(|r| r.kind.as_deref()) == Some("ReplicaSet"))
        .unwrap();
    assert_eq!(on_owner.reason.as_deref(), Some("CredentialsDenied"));
    assert_eq!(on_owner.metadata.namespace.as_deref(), Some("apps"));
    let regarding = on_owner.regarding.as_ref().unwrap();
    assert_eq!(regarding.name.as_deref(), Some("web-5d9f"));
    assert_eq!(regarding.uid.as_deref(), Some("web-5d9f-uid"));
    assert!(
        on_owner
            .note
            .as_deref()
            .unwrap()
            .contains("annotations cannot be used"),
        "{:?}",
        on_owner.note
    );
    // No issued secret in any Event (the positive: the passwords were seen in the patches).
    let text = serde_json::to_string(&events).unwrap();
    for password in &passwords {
        assert!(password.len() >= 8);
    }
    assert!(!accessors.is_empty());
    let secrets: Vec<&str> = passwords
        .iter()
        .chain(&accessors)
        .map(String::as_str)
        .collect();
    crate::leaks::assert_no_leak(&[("the Events", &text)], &secrets);
}

/// The uuids the answer's patch writes into the uuid annotation.
fn patched_uuids(answer: &Value) -> Vec<String> {
    let patch = answer["response"]["patch"].as_str().unwrap_or("");
    let ops: Value =
        serde_json::from_slice(&base64::decode(patch).unwrap_or_default()).unwrap_or(Value::Null);
    ops.as_array()
        .into_iter()
        .flatten()
        .filter(|op| {
            op["path"]
                .as_str()
                .is_some_and(|p| p.ends_with("db-creds-injector.numberly.io~1uuid"))
        })
        .filter_map(|op| op["value"].as_str().map(str::to_owned))
        .collect()
}
