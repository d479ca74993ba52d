//! The exposition checked by the reference parser: the registry is rendered with label
//! values that need escaping and read back by PyPI `prometheus_client`'s text parser, so a
//! mistake in escaping, number formatting or family grouping shows up as a scraper would
//! see it, not only as our own tests think it should look.

// Helpers of this test fail the test the way a #[test] function would.
#![allow(clippy::unwrap_used, clippy::panic)]

use std::collections::HashMap;
use std::io::Write as _;
use std::process::{Command, Stdio};

use serde::Deserialize;
use vault_db_injector::metrics::{self, Kind};

const INSTALL: &str = "python3 -m pip install prometheus_client";

/// Reads the exposition on stdin, prints the families as JSON. Values are printed with
/// `repr` so that NaN and infinities survive JSON.
const PARSER: &str = r#"
import json, sys
try:
    from prometheus_client.parser import text_string_to_metric_families
except ImportError as error:
    print("MISSING:", error, file=sys.stderr)
    sys.exit(3)
families = []
for family in text_string_to_metric_families(sys.stdin.read()):
    families.append({
        "name": family.name,
        "type": family.type,
        "samples": [
            {"name": s.name, "labels": s.labels, "value": repr(float(s.value))}
            for s in family.samples
        ],
    })
json.dump(families, sys.stdout)
"#;

#[derive(Deserialize)]
struct Family {
    name: String,
    #[serde(rename = "type")]
    kind: String,
    samples: Vec<Sample>,
}

#[derive(Deserialize)]
struct Sample {
    name: String,
    labels: HashMap<String, String>,
    value: String,
}

impl Sample {
    fn value(&self) -> f64 {
        self.value.parse().unwrap()
    }
}

fn parse_with_prometheus_client(exposition: &str) -> Vec<Family> {
    let child = Command::new("python3")
        .args(["-c", PARSER])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(error) => panic!(
            "cannot run python3 ({error}): install it (apt-get install -y python3 python3-pip), \
             then run: {INSTALL}"
        ),
    };
    // The script reads all of stdin before it writes, so writing first cannot deadlock.
    child
        .stdin
        .take()
        .unwrap()
        .write_all(exposition.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.code() != Some(3),
        "the Python module prometheus_client is missing ({stderr}); install it with: {INSTALL}"
    );
    assert!(
        output.status.success(),
        "prometheus_client could not parse the exposition: {stderr}\n{exposition}"
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The family name and sample name the parser reports for a family: it drops a counter's
/// `_total` from the family name and adds it to every counter sample (OpenMetrics naming).
fn parsed_names(name: &str, kind: Kind) -> (String, Option<String>) {
    match kind {
        Kind::Counter => {
            let family = name.strip_suffix("_total").unwrap_or(name);
            (family.to_owned(), Some(format!("{family}_total")))
        }
        _ => (name.to_owned(), None),
    }
}

fn labels(pairs: &[(&str, &str)]) -> HashMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect()
}

fn find<'a>(families: &'a [Family], name: &str) -> &'a Family {
    families
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("family {name} missing from the parsed exposition"))
}

fn value_of(family: &Family, name: &str, labels: &HashMap<String, String>) -> f64 {
    family
        .samples
        .iter()
        .find(|s| s.name == name && &s.labels == labels)
        .unwrap_or_else(|| panic!("sample {name}{labels:?} missing from {}", family.name))
        .value()
}

#[test]
fn reference_parser_reads_the_whole_registry() {
    let m = metrics::global();
    // Label values with every character the format escapes, and some it does not.
    let sa = "sa \"quoted\"";
    let ns = r"ns\back";
    let role = "role\nsecond line";
    let uuid = "uuid-é✓ {a=b,c}";
    m.service_account_denied_count
        .with(&[sa, ns, role, "NamespaceNotInRole"])
        .inc();
    m.service_account_denied_count
        .with(&[sa, ns, role, "NamespaceNotInRole"])
        .inc();
    m.token_expiration.with(&[uuid, ns]).set(1_700_000_123.5);
    m.lease_expiration
        .with(&["it-inf", "it"])
        .set(f64::INFINITY);
    m.lease_expiration.with(&["it-nan", "it"]).set(f64::NAN);
    m.renew_token_count_error.with(&[uuid, "it"]).inc();
    m.http_requests_rejected_total
        .with(&["it-server", "queue_full"])
        .add(3.0);
    m.config_unknown_keys.set(2.0);
    let webhook = [
        "pod-annotate",
        "v1",
        ns,
        "v1/Pod",
        "create",
        "false",
        "true",
        "true",
    ];
    let histogram = m
        .kubewebhook_mutating_webhook_review_duration_seconds
        .with(&webhook);
    histogram.observe(0.02);
    histogram.observe(3.0);
    m.last_synchronization_duration.observe(0.25);

    let exposition = metrics::render();
    let families = parse_with_prometheus_client(&exposition);

    // Every registered family is there once, with its type, and nothing else is.
    let registry = m.families();
    assert_eq!(families.len(), registry.len(), "family count");
    for family in &registry {
        let desc = family.desc();
        let (parsed_name, _) = parsed_names(desc.name, family.kind());
        let parsed = find(&families, &parsed_name);
        assert_eq!(parsed.kind, family.kind().as_str(), "type of {}", desc.name);
        // Every sample carries exactly the family's label names (plus `le` in buckets).
        for sample in &parsed.samples {
            let mut names: Vec<&str> = sample.labels.keys().map(String::as_str).collect();
            names.retain(|n| *n != "le");
            names.sort_unstable();
            let mut expect: Vec<&str> = family.label_names().to_vec();
            expect.sort_unstable();
            assert_eq!(names, expect, "labels of {}", sample.name);
        }
    }

    let denied = find(&families, "vdbi_service_account_denied_count");
    let denied_labels = labels(&[
        ("service_account_name", sa),
        ("namespace", ns),
        ("db_role", role),
        ("cause", "NamespaceNotInRole"),
    ]);
    assert_eq!(
        value_of(
            denied,
            "vdbi_service_account_denied_count_total",
            &denied_labels
        ),
        2.0
    );

    let token = find(&families, "vdbi_token_expiration");
    let token_labels = labels(&[("uuid", uuid), ("namespace", ns)]);
    assert_eq!(
        value_of(token, "vdbi_token_expiration", &token_labels),
        1_700_000_123.5
    );

    let lease = find(&families, "vdbi_lease_expiration");
    let inf = labels(&[("uuid", "it-inf"), ("namespace", "it")]);
    let nan = labels(&[("uuid", "it-nan"), ("namespace", "it")]);
    assert_eq!(
        value_of(lease, "vdbi_lease_expiration", &inf),
        f64::INFINITY
    );
    assert!(value_of(lease, "vdbi_lease_expiration", &nan).is_nan());

    let renew_error = find(&families, "vdbi_renew_token_count_error");
    let renew_labels = labels(&[("uuid", uuid), ("namespace", "it")]);
    assert_eq!(
        value_of(
            renew_error,
            "vdbi_renew_token_count_error_total",
            &renew_labels
        ),
        1.0
    );

    let rejected = find(&families, "vdbi_http_requests_rejected");
    let rejected_labels = labels(&[("server", "it-server"), ("reason", "queue_full")]);
    assert_eq!(
        value_of(
            rejected,
            "vdbi_http_requests_rejected_total",
            &rejected_labels
        ),
        3.0
    );

    let unknown = find(&families, "vdbi_config_unknown_keys");
    assert_eq!(
        value_of(unknown, "vdbi_config_unknown_keys", &labels(&[])),
        2.0
    );

    let review = find(
        &families,
        "kubewebhook_mutating_webhook_review_duration_seconds",
    );
    let names = [
        "webhook_id",
        "webhook_version",
        "resource_namespace",
        "resource_kind",
        "operation",
        "dry_run",
        "success",
        "mutated",
    ];
    let base: Vec<(&str, &str)> = names.iter().copied().zip(webhook).collect();
    let prefix = "kubewebhook_mutating_webhook_review_duration_seconds";
    for (le, count) in [
        ("0.005", 0.0),
        ("0.01", 0.0),
        ("0.025", 1.0),
        ("0.05", 1.0),
        ("0.1", 1.0),
        ("0.25", 1.0),
        ("0.5", 1.0),
        ("1", 1.0),
        ("2.5", 1.0),
        ("5", 2.0),
        ("10", 2.0),
        ("+Inf", 2.0),
    ] {
        let mut with_le = base.clone();
        with_le.push(("le", le));
        let got = value_of(review, &format!("{prefix}_bucket"), &labels(&with_le));
        assert_eq!(got, count, "bucket le={le}");
    }
    assert_eq!(
        value_of(review, &format!("{prefix}_count"), &labels(&base)),
        2.0
    );
    let sum = value_of(review, &format!("{prefix}_sum"), &labels(&base));
    assert!((sum - 3.02).abs() < 1e-9, "{sum}");

    let sync = find(&families, "vdbi_last_synchronization_duration");
    assert!(
        value_of(
            sync,
            "vdbi_last_synchronization_duration_count",
            &labels(&[])
        ) >= 1.0
    );
    assert!(value_of(sync, "vdbi_last_synchronization_duration_sum", &labels(&[])) >= 0.25);

    // The process families read /proc and have one sample each.
    for name in [
        "process_cpu_seconds",
        "process_open_fds",
        "process_max_fds",
        "process_virtual_memory_bytes",
        "process_resident_memory_bytes",
        "process_start_time_seconds",
        "process_threads",
    ] {
        let family = find(&families, name);
        assert_eq!(family.samples.len(), 1, "{name}");
        // CPU time may still be under one clock tick in a fresh test process.
        let floor = if name == "process_cpu_seconds" {
            0.0
        } else {
            1.0
        };
        assert!(family.samples[0].value() >= floor, "{name}");
    }

    // A removed series is gone from the next scrape.
    m.token_expiration.remove(&[uuid, ns]);
    let families = parse_with_prometheus_client(&metrics::render());
    let token = find(&families, "vdbi_token_expiration");
    assert!(token.samples.iter().all(|s| s.labels != token_labels));
}
