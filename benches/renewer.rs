//! The renewer's benchmark: N live credentials (2,000 by default) against a real OpenBao and
//! PostgreSQL, with TTLs and periods scaled down so it runs in minutes.
//!
//! It measures, from OpenBao's audit log:
//! - the first pass of the renewer (relist, one read per entry, one renewal per token and
//!   lease): its time and its Vault calls;
//! - the renewer's Vault calls over one scaled hour of steady state (expiry scheduling);
//! - the baseline, in the same run: one renew-all pass as the original did on every tick
//!   (a token and a lease renewal per entry), whose calls times twelve ticks an hour
//!   (`syncTTLSecond` 300 s) give its calls per hour.
//!
//! Run (no release build needed; the work is Vault's):
//! `cargo bench --profile dev --bench renewer -- [entries] [scale] [rate]`
//! with `scale` the time compression (60: one hour lasts one minute) and `rate` the
//! renewer's `vaultRateLimit`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::print_stdout,
    clippy::disallowed_methods,
    missing_docs
)]

#[path = "common/mod.rs"]
mod common;

use std::fs;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::json;
use vault_db_injector::k8s;
use vault_db_injector::leadership::{ElectionConfig, Leadership, SystemClock};
use vault_db_injector::renewer::{self, FixedToken, Parts, Settings};
use vault_db_injector::runtime::{Supervisor, shutdown_channel};
use vault_db_injector::secret::SecretString;
use vault_db_injector::vault::{self, AuthConfig, CaSource, ClientConfig, KvEntry, KvStore};
use vdbi_testbed::Testbed;
use vdbi_testbed::kube_api::KubeApi;
use vdbi_testbed::openbao::{DB_MOUNT, KV_MOUNT, POLICY_INJECTOR};
use vdbi_testbed::tempdir::TempDir;

const LABEL: &str = "vault-db-injector";
const UUID_ANNOTATION: &str = "db-creds-injector.numberly.io/uuid";
const PREFIX: &str = "bench";
const ROLE: &str = "bench";

struct Entry {
    accessor: String,
    lease_id: String,
}

fn arg(n: usize, default: u64) -> u64 {
    std::env::args()
        .filter(|a| !a.starts_with('-'))
        .nth(n)
        .and_then(|a| a.parse().ok())
        .unwrap_or(default)
}

fn client(tb: &Testbed) -> Arc<vault::Client> {
    Arc::new(
        vault::Client::new(ClientConfig {
            address: tb.openbao.addr(),
            ca: CaSource::File(tb.openbao.ca_cert().to_path_buf()),
            skip_verify: false,
            namespace: None,
            timeouts: vault::Timeouts::default(),
            proxy: None,
            auth: AuthConfig {
                mount: "kubernetes".into(),
                role: "injector".into(),
                jwt_file: PathBuf::from("/nonexistent"),
            },
        })
        .unwrap(),
    )
}

/// Renewer calls: every request made with a token whose display name ends with `name`.
fn calls_by(tb: &Testbed, name: &str) -> usize {
    tb.openbao
        .audit_count(|e| {
            e.kind == "request"
                && e.raw["auth"]["display_name"]
                    .as_str()
                    .is_some_and(|d| d.ends_with(name))
        })
        .unwrap()
}

fn renewals_by(tb: &Testbed, name: &str, path: &str) -> usize {
    tb.openbao
        .audit_count(|e| {
            e.kind == "request"
                && e.path == path
                && e.raw["auth"]["display_name"]
                    .as_str()
                    .is_some_and(|d| d.ends_with(name))
        })
        .unwrap()
}

/// What one credential costs per (scaled) hour, from the audit log of the window.
struct PerCredential {
    /// Mean time between two renewals of one lease.
    interval: Duration,
    intervals: usize,
    /// Lease renewals per credential per hour, from `interval` (independent of where the
    /// window falls in the leases' cycle).
    leases: f64,
    /// Every other call of the renewer in the window (token renewals, lists, the
    /// hand-over schedule), per credential per hour.
    other: f64,
    total: f64,
}

fn audit_time(entry: &vdbi_testbed::openbao::AuditEntry) -> Option<std::time::SystemTime> {
    let text = entry.raw["time"].as_str()?;
    let at: k8s_openapi::jiff::Timestamp = text.parse().ok()?;
    let nanos = u64::try_from(at.as_nanosecond()).ok()?;
    Some(std::time::UNIX_EPOCH + Duration::from_nanos(nanos))
}

/// Lease renewals are grouped by lease (OpenBao's audit log hashes the lease id the same
/// way every time), so the rate comes from the intervals between renewals of one lease:
/// a one-hour window that happens to hold one or two renewals of most leases would say 1
/// or 2, not what a lease costs.
fn per_credential_hour(
    tb: &Testbed,
    name: &str,
    window_start: std::time::SystemTime,
    hour: Duration,
    credentials: usize,
) -> PerCredential {
    let log = tb.openbao.audit_log().unwrap();
    let mine: Vec<&vdbi_testbed::openbao::AuditEntry> = log
        .requests()
        .filter(|e| {
            e.raw["auth"]["display_name"]
                .as_str()
                .is_some_and(|d| d.ends_with(name))
        })
        .collect();
    let mut by_lease: std::collections::HashMap<String, Vec<std::time::SystemTime>> =
        std::collections::HashMap::new();
    let mut other = 0usize;
    for e in &mine {
        let Some(at) = audit_time(e) else { continue };
        if e.path == "sys/leases/renew" {
            if let Some(lease) = e.raw["request"]["data"]["lease_id"].as_str() {
                by_lease.entry(lease.to_owned()).or_default().push(at);
            }
        } else if at >= window_start {
            other += 1;
        }
    }
    let mut total = Duration::ZERO;
    let mut intervals = 0usize;
    for times in by_lease.values_mut() {
        times.sort();
        for pair in times.windows(2) {
            if let Ok(gap) = pair[1].duration_since(pair[0]) {
                total += gap;
                intervals += 1;
            }
        }
    }
    let interval = if intervals == 0 {
        hour
    } else {
        total / u32::try_from(intervals).unwrap()
    };
    let leases = hour.as_secs_f64() / interval.as_secs_f64().max(1e-9);
    let other = other as f64 / credentials.max(1) as f64;
    PerCredential {
        interval,
        intervals,
        leases,
        other,
        total: leases + other,
    }
}

fn main() {
    let entries = arg(1, 2000) as usize;
    let scale = arg(2, 60).max(1);
    let rate = arg(3, 200) as u32;
    let hour = Duration::from_secs(3600 / scale);
    let tick = Duration::from_secs((300 / scale).max(1));
    println!(
        "renewer benchmark: {entries} credentials, 1 h scaled to {hour:?}, syncTTLSecond to {tick:?}, vaultRateLimit {rate}/s"
    );
    let tb = Testbed::start().unwrap_or_else(|e| panic!("{e}"));
    // A role whose leases last one scaled hour and may be renewed for a day.
    common::bench_role(&tb, ROLE, json!(hour.as_secs()));
    let vault = client(&tb);
    let kv = KvStore::new(KV_MOUNT, PREFIX).unwrap();
    let injector = tb
        .openbao
        .create_token(
            &json!({"policies": [POLICY_INJECTOR], "ttl": "24h", "display_name": "bench-injector"}),
        )
        .unwrap();
    let dir = TempDir::new("renewer-bench").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    api.add_token("admin-token", "admin");
    let kube = Arc::new(
        k8s::Client::new(k8s::ClientConfig {
            server: api.url().to_owned(),
            ca_pem: fs::read(api.ca_cert_path()).unwrap(),
            credentials: k8s::Credentials::Token(SecretString::new("admin-token".into())),
            source: "bench".into(),
            timeouts: k8s::Timeouts::default(),
        })
        .unwrap(),
    );

    // Issue the credentials as admission does (four threads), with a pod for each.
    let started = Instant::now();
    let issued: Vec<Entry> = std::thread::scope(|scope| {
        let per = entries.div_ceil(4);
        let handles: Vec<_> = (0..4)
            .map(|t| {
                let (tb, vault, kv, injector, api) = (&tb, &vault, &kv, &injector, &api);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for i in (t * per)..((t + 1) * per).min(entries) {
                        let uuid = format!("bench-{i:05}");
                        let token = tb
                            .openbao
                            .write(
                                "auth/token/create-orphan",
                                &json!({
                                    "policies": [ROLE],
                                    "ttl": "12h",
                                    "meta": {"namespace": "default", "uuid": uuid},
                                }),
                            )
                            .unwrap();
                        let pod_token = SecretString::new(
                            token["auth"]["client_token"].as_str().unwrap().to_owned(),
                        );
                        let accessor = token["auth"]["accessor"].as_str().unwrap().to_owned();
                        let creds = vault.read_creds(&pod_token, DB_MOUNT, ROLE).unwrap();
                        let name = format!("app-{i:05}");
                        let pod = api
                            .create_pod(json!({
                                "apiVersion": "v1", "kind": "Pod",
                                "metadata": {"name": name, "namespace": "default",
                                    "labels": {LABEL: "true"},
                                    "annotations": {UUID_ANNOTATION: uuid}},
                                "spec": {"serviceAccountName": "app", "nodeName": "node-1",
                                    "containers": [{"name": "app", "image": "busybox"}]},
                            }))
                            .unwrap();
                        let entry = KvEntry {
                            lease_id: creds.lease_id.clone(),
                            namespace: "default".into(),
                            service_account_name: "app".into(),
                            pod_name: name,
                            node_name: "node-1".into(),
                            token_accessor: accessor.clone(),
                            pod_uid: pod.metadata.uid.unwrap_or_default(),
                            db_username: creds.username,
                            role: ROLE.into(),
                            version: "2".into(),
                            ..KvEntry::default()
                        };
                        kv.put(vault, injector, &uuid, &entry).unwrap();
                        out.push(Entry {
                            accessor,
                            lease_id: creds.lease_id,
                        });
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    println!(
        "issued {} credentials in {:.1} s",
        issued.len(),
        started.elapsed().as_secs_f64()
    );

    // Baseline: one renew-all pass as the original's tick (token and lease of each entry).
    let baseline_token = Arc::new(
        tb.openbao
            .create_token(&json!({"policies": [POLICY_INJECTOR], "ttl": "24h", "display_name": "bench-baseline"}))
            .unwrap(),
    );
    let started = Instant::now();
    std::thread::scope(|scope| {
        for chunk in issued.chunks(issued.len().div_ceil(4).max(1)) {
            let (vault, token) = (&vault, &baseline_token);
            scope.spawn(move || {
                for e in chunk {
                    vault
                        .renew_accessor(token, &e.accessor, Some(Duration::from_secs(3600)))
                        .unwrap();
                    vault.renew_lease(token, &e.lease_id, Some(hour)).unwrap();
                }
            });
        }
    });
    let baseline_pass = started.elapsed();
    let baseline_calls = calls_by(&tb, "bench-baseline");
    let baseline_per_hour = baseline_calls * 12;

    // The renewer: first pass, then one scaled hour of steady state.
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let renewer_token = Arc::new(
        tb.openbao
            .create_token(&json!({"policies": [POLICY_INJECTOR], "ttl": "24h", "display_name": "bench-renewer"}))
            .unwrap(),
    );
    let specs = renewer::threads(Parts {
        kube,
        vault: Arc::clone(&vault),
        token: Arc::new(FixedToken(renewer_token)),
        settings: Settings {
            kv_mount: KV_MOUNT.into(),
            kv_prefix: PREFIX.into(),
            injector_label: LABEL.into(),
            sync_interval: tick,
            // tokenTTL (768 h) scaled: the token is renewed once, then lasts the run.
            token_ttl: Duration::from_secs(768 * 3600 / scale),
            lease_increment: hour,
            vault_rate_limit: rate,
            warm_standby: false,
            allowed_engines: Vec::new(),
        },
        election: Some(ElectionConfig {
            namespace: "vault-injector".into(),
            lease_name: "lock-injector-renewer".into(),
            identity: "bench".into(),
            lease_duration: Duration::from_secs(15),
            renew_deadline: Duration::from_secs(10),
            retry_period: Duration::from_secs(2),
            mode: "renewer",
        }),
        leadership: Leadership::new(),
        clock: Arc::new(SystemClock),
    });
    let started = Instant::now();
    renewer::start_parts(&supervisor, specs).unwrap();
    let lease_renewals = || renewals_by(&tb, "bench-renewer", "sys/leases/renew");
    while lease_renewals() < issued.len() {
        assert!(
            started.elapsed() < Duration::from_secs(1800),
            "first pass did not finish"
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    let first_pass = started.elapsed();
    let first_pass_calls = calls_by(&tb, "bench-renewer");
    let window_start = std::time::SystemTime::now();
    std::thread::sleep(hour);
    let steady = calls_by(&tb, "bench-renewer") - first_pass_calls;
    let per_credential =
        per_credential_hour(&tb, "bench-renewer", window_start, hour, issued.len());
    trigger.trigger();
    std::thread::sleep(Duration::from_secs(1));
    // Every lease must still be alive (nothing lapsed under expiry scheduling).
    let mut lapsed = 0;
    for e in &issued {
        let looked = tb
            .openbao
            .write("sys/leases/lookup", &json!({"lease_id": e.lease_id}));
        if looked.is_err() {
            lapsed += 1;
        }
    }
    let ratio = steady as f64 / baseline_per_hour.max(1) as f64;
    println!();
    println!("| measure | value |");
    println!("|---|---|");
    println!("| credentials | {} |", issued.len());
    println!(
        "| renewer first pass (LIST, {} reads, token and lease renewals) | {:.1} s, {} Vault calls |",
        issued.len(),
        first_pass.as_secs_f64(),
        first_pass_calls
    );
    println!(
        "| baseline renew-all pass (original's tick) | {:.1} s with 4 threads, {} Vault calls |",
        baseline_pass.as_secs_f64(),
        baseline_calls
    );
    println!("| baseline Vault calls per hour (12 ticks) | {baseline_per_hour} |");
    println!("| renewer Vault calls per (scaled) hour, steady state | {steady} |");
    println!(
        "| ratio renewer / baseline | {ratio:.3} (1/{:.1}) |",
        1.0 / ratio.max(1e-9)
    );
    println!("| leases lapsed | {lapsed} |");
    println!(
        "| target ≤ 1/8 | {} |",
        if ratio <= 0.125 { "met" } else { "NOT met" }
    );
    println!(
        "| mean interval between two renewals of one lease | {:.1} s ({:.1} scaled minutes; {} intervals) |",
        per_credential.interval.as_secs_f64(),
        per_credential.interval.as_secs_f64() * scale as f64 / 60.0,
        per_credential.intervals
    );
    println!(
        "| Vault calls per credential per hour: lease renewals {:.3} + everything else {:.3} | {:.3} (target ≤ 1.5; floor 1) |",
        per_credential.leases, per_credential.other, per_credential.total
    );
    common::record(
        &format!(
            "renewer Vault calls per credential per hour, {} credentials, 1-hour leases, 32-day tokens, steady state (no lease may lapse)",
            issued.len()
        ),
        &format!("{:.3} ({lapsed} lapsed)", per_credential.total),
        "1: one renewal per TTL",
        &format!("{:.3}", per_credential.total),
        "≤ 1.5",
        Some(per_credential.total <= 1.5 && lapsed == 0),
    );
    let met = ratio <= 0.125 && lapsed == 0 && per_credential.total <= 1.5;
    common::record_against_baseline(
        &format!(
            "renewer Vault calls per hour, {} credentials, steady state (no lease may lapse)",
            issued.len()
        ),
        &format!("{steady} ({lapsed} lapsed)"),
        &format!("{baseline_per_hour}: the original's renew-all tick"),
        ratio,
        // A baseline to beat, not a floor: the physical floor is one renewal per credential
        // per (1-hour) TTL, a ratio below which would mean the count is broken.
        issued.len() as f64 / baseline_per_hour as f64,
        "≤ 0.125 (1/8)",
        Some(met),
    );
    if !met {
        std::process::exit(1);
    }
}
