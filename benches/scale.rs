//! The scale benchmark (issue 19): the renewer and the revoker, as the real binary (one
//! process per replica, as the chart runs them), at 1,000 and 10,000 credentials against
//! a real OpenBao and PostgreSQL and the Kubernetes API double, with time scaled down.
//!
//! Every credential is real: an orphan token with the injector's ownership meta, a
//! PostgreSQL user read with it (a real lease), a complete KV entry (as after back-fill)
//! and a labelled pod in the API double. Only the issuance is not the webhook's (it is
//! measured by the admission bench): the bench writes them directly, four at a time.
//!
//! Per size it measures, from OpenBao's audit log (calls by the token of each replica):
//! 1. the revoker's safety sweep with 0 % orphans, first (cold) and second (warm): its
//!    duration and Vault calls;
//! 2. renewer A's first pass (read, check and renew every entry) and its RSS, while
//!    follower B, a warm standby (`renewer.warmStandby`, the default), reads and checks
//!    every entry at a quarter of the rate and renews nothing; then A is killed (SIGKILL:
//!    its Lease must expire) and B takes over: the time from B's first call after the kill
//!    to its first lease renewal, the entries it reads again (must be 0), its takeover pass
//!    (calls per entry), and leases lapsed (must be 0);
//! 3. the revoker's takeover: leader R1 is killed, 1 % of the pods are deleted while no
//!    revoker leads (deletions no watch sees), follower R2 takes over: the time to the
//!    first read of a deleted pod's entry, its sweeps' calls (target: at most the entries
//!    new to it, the orphans, one LIST page per 1,000 entries and one lease list per role,
//!    revocations' own calls aside) and the time until every orphan is revoked.
//!
//! Time: one hour lasts `3600 / scale` seconds (leases, `syncTTLSecond`, `tokenTTL`);
//! Vault's rate is not scaled, which makes the takeover harder than in a real cluster of
//! the same size (the pass takes the same seconds, the leases are shorter).
//!
//! `cargo bench --bench scale -- [sizes, comma-separated] [scale] [vaultRateLimit]`
//! (`scripts/bench`: `1000,10000 12 300`).

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

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use nix::sys::signal::{Signal, kill};
use serde_json::json;
use vault_db_injector::secret::SecretString;
use vault_db_injector::vault::{self, AuthConfig, CaSource, ClientConfig, KvEntry, KvStore};
use vdbi_testbed::Testbed;
use vdbi_testbed::kube_api::KubeApi;
use vdbi_testbed::openbao::{AuditEntry, DB_MOUNT, KV_MOUNT, POLICY_INJECTOR};
use vdbi_testbed::tempdir::TempDir;

use common::{Product, record};

const LABEL: &str = "vault-db-injector";
const UUID_ANNOTATION: &str = "db-creds-injector.numberly.io/uuid";
const ROLE: &str = "scale";
const NS: &str = "vdbi";
const APP_NS: &str = "apps";

fn now_unix() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
}

fn audit_time(entry: &AuditEntry) -> f64 {
    let Some(text) = entry.raw["time"].as_str() else {
        return 0.0;
    };
    let Ok(at) = text.parse::<k8s_openapi::jiff::Timestamp>() else {
        return 0.0;
    };
    at.as_nanosecond() as f64 / 1e9
}

/// Requests made with a token whose display name ends with `-<sa>` (kubernetes auth names
/// its tokens after the service account), in the log's order, with their times. The
/// component's Vault policy check (`sys/capabilities-self`, at start-up and every few
/// minutes, on a login of its own) is not part of what a sweep or a pass costs.
fn requests_of(tb: &Testbed, sa: &str) -> Vec<(f64, AuditEntry)> {
    let suffix = format!("-{sa}");
    tb.openbao
        .audit_log()
        .unwrap()
        .requests()
        .filter(|e| {
            e.path != "sys/capabilities-self"
                && e.raw["auth"]["display_name"]
                    .as_str()
                    .is_some_and(|d| d.ends_with(&suffix))
        })
        .map(|e| (audit_time(e), e.clone()))
        .collect()
}

/// Splits requests into bursts separated by at least `gap` seconds of silence, and keeps
/// those that list the prefix: the sweeps (the revoker's own-token upkeep is not one).
fn sweeps(requests: &[(f64, AuditEntry)], gap: f64, prefix: &str) -> Vec<Vec<(f64, AuditEntry)>> {
    let mut out: Vec<Vec<(f64, AuditEntry)>> = Vec::new();
    for r in requests {
        match out.last_mut() {
            Some(last) if r.0 - last.last().unwrap().0 < gap => last.push(r.clone()),
            _ => out.push(vec![r.clone()]),
        }
    }
    let list = format!("{KV_MOUNT}/metadata/{prefix}");
    out.retain(|b| {
        b.iter()
            .any(|(_, e)| e.operation == "list" && e.path.trim_end_matches('/') == list)
    });
    out
}

/// A process's memory from `/proc/<pid>/status`, in KiB.
#[derive(Clone, Copy)]
struct Rss {
    /// `VmRSS`.
    now: u64,
    /// `VmHWM`: the peak.
    peak: u64,
    /// `RssAnon`: heap, stacks (what the process allocated).
    anon: u64,
    /// `RssFile`: the binary's pages in memory.
    file: u64,
}

impl Rss {
    fn of(pid: nix::unistd::Pid) -> Rss {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let field = |name: &str| {
            status
                .lines()
                .find(|l| l.starts_with(name))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
                .unwrap_or(0)
        };
        Rss {
            now: field("VmRSS:"),
            peak: field("VmHWM:"),
            anon: field("RssAnon:"),
            file: field("RssFile:"),
        }
    }

    fn peak_mib(self) -> f64 {
        self.peak as f64 / 1024.0
    }
}

impl std::fmt::Display for Rss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mib = |kib: u64| kib as f64 / 1024.0;
        write!(
            f,
            "{:.1} MiB (peak {:.1}; anonymous {:.1}, file {:.1})",
            mib(self.now),
            mib(self.peak),
            mib(self.anon),
            mib(self.file)
        )
    }
}

fn wait_for(what: &str, timeout: Duration, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + timeout;
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(500));
    }
}

fn admin_client(tb: &Testbed) -> Arc<vault::Client> {
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

struct Seeded {
    uuid: String,
    pod: String,
    lease_id: String,
}

/// Issues `n` credentials as admission would (token with meta, creds read with it, a
/// complete KV entry, a labelled pod), four threads at a time.
fn seed(tb: &Testbed, api: &KubeApi, prefix: &str, n: usize, token_ttl: &str) -> Vec<Seeded> {
    let vault = admin_client(tb);
    let kv = KvStore::new(KV_MOUNT, prefix).unwrap();
    let writer = SecretString::new(
        tb.openbao
            .create_token(&json!({"policies": [POLICY_INJECTOR], "ttl": "24h"}))
            .unwrap()
            .expose_secret()
            .to_owned(),
    );
    std::thread::scope(|scope| {
        let per = n.div_ceil(4);
        let handles: Vec<_> = (0..4)
            .map(|t| {
                let (vault, kv, writer) = (&vault, &kv, &writer);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for i in (t * per)..((t + 1) * per).min(n) {
                        let uuid = format!("{prefix}-{i:06}");
                        let pod = format!("app-{i:06}");
                        let token = tb
                            .openbao
                            .write(
                                "auth/token/create-orphan",
                                &json!({"policies": [ROLE], "ttl": token_ttl,
                                        "meta": {"namespace": APP_NS, "uuid": uuid}}),
                            )
                            .unwrap();
                        let pod_token = SecretString::new(
                            token["auth"]["client_token"].as_str().unwrap().to_owned(),
                        );
                        let accessor = token["auth"]["accessor"].as_str().unwrap().to_owned();
                        let creds = vault.read_creds(&pod_token, DB_MOUNT, ROLE).unwrap();
                        let created = api
                            .create_pod(json!({
                                "apiVersion": "v1", "kind": "Pod",
                                "metadata": {"name": pod, "namespace": APP_NS,
                                    "labels": {LABEL: "true"},
                                    "annotations": {UUID_ANNOTATION: uuid}},
                                "spec": {"serviceAccountName": "app", "nodeName": "node-1",
                                    "containers": [{"name": "app", "image": "busybox"}]},
                            }))
                            .unwrap();
                        let entry = KvEntry {
                            lease_id: creds.lease_id.clone(),
                            namespace: APP_NS.into(),
                            service_account_name: "app".into(),
                            pod_name: pod.clone(),
                            node_name: "node-1".into(),
                            token_accessor: accessor,
                            pod_uid: created.metadata.uid.unwrap_or_default(),
                            db_username: creds.username,
                            role: ROLE.into(),
                            version: "2".into(),
                            ..KvEntry::default()
                        };
                        kv.put(vault, writer, &uuid, &entry).unwrap();
                        out.push(Seeded {
                            uuid,
                            pod,
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
    })
}

/// Kubernetes auth for the replicas' own logins, against this size's API double.
fn configure_auth(tb: &Testbed, api: &KubeApi, mount: &str) {
    let bao = &tb.openbao;
    bao.write(&format!("sys/auth/{mount}"), &json!({"type": "kubernetes"}))
        .unwrap();
    let reviewer = api
        .issue_token(
            "kube-system",
            "openbao-reviewer",
            &[vdbi_testbed::kube_api::jwt::API_AUDIENCE],
            Duration::from_secs(7200),
        )
        .unwrap();
    bao.write(
        &format!("auth/{mount}/config"),
        &json!({"kubernetes_host": api.url(), "kubernetes_ca_cert": api.ca_pem().unwrap(),
                "token_reviewer_jwt": reviewer, "disable_local_ca_jwt": true}),
    )
    .unwrap();
    bao.write(
        &format!("auth/{mount}/role/replica"),
        &json!({"bound_service_account_names": ["*"],
                "bound_service_account_namespaces": [NS], "audience": "openbao",
                "token_policies": [POLICY_INJECTOR], "token_ttl": "4h"}),
    )
    .unwrap();
}

struct Run<'a> {
    tb: &'a Testbed,
    api: &'a KubeApi,
    dir: &'a Path,
    kubeconfig: PathBuf,
    mount: String,
    prefix: String,
    hour: Duration,
    rate: u32,
    scale: u64,
}

impl Run<'_> {
    /// Starts the binary in `mode` as service account (and pod) `sa`, with `env` added
    /// (`MALLOC_ARENA_MAX` for the second replica of each mode).
    fn start(&self, mode: &str, sa: &str, env: &[(&str, &str)]) -> Product {
        self.api.add_service_account(NS, sa);
        let jwt = self
            .api
            .issue_token(
                NS,
                sa,
                &["openbao", vdbi_testbed::kube_api::jwt::API_AUDIENCE],
                Duration::from_secs(7200),
            )
            .unwrap();
        let jwt_file = self.dir.join(format!("{sa}.jwt"));
        common::write_private(&jwt_file, &jwt);
        let config = self.dir.join(format!("{sa}.yaml"));
        let hour = self.hour.as_secs();
        common::write_private(
            &config,
            &format!(
                "mode: {mode}
vaultAddress: {}
vaultCACert: {}
vaultAuthPath: {}
kubeRole: replica
vaultSecretName: {KV_MOUNT}
vaultSecretPrefix: {}
kubeconfig: {}
serviceAccountTokenFile: {}
metricsAddress: \"127.0.0.1:0\"
healthAddress: \"127.0.0.1:0\"
syncTTLSecond: {}
tokenTTL: {}s
vaultRateLimit: {}
renewer:
  leaseIncrement: {hour}s
revoker:
  sweepInterval: 10s
  gracePeriod: 0s
leaderElection:
  leaseDuration: 6s
  renewDeadline: 4s
  retryPeriod: 1s
nri:
  enabled: false
",
                self.tb.openbao.addr(),
                self.tb.openbao.ca_cert().display(),
                self.mount,
                self.prefix,
                self.kubeconfig.display(),
                jwt_file.display(),
                (300 / self.scale).max(1),
                768 * 3600 / self.scale,
                self.rate,
            ),
        );
        let mut all = vec![("POD_NAME", sa), ("POD_NAMESPACE", NS)];
        all.extend_from_slice(env);
        Product::start(&config, &all)
    }

    fn renewals(&self, sa: &str) -> usize {
        requests_of(self.tb, sa)
            .iter()
            .filter(|(_, e)| e.path == "sys/leases/renew")
            .count()
    }

    /// The most urgent key of the hand-over schedule, and the keys it holds.
    fn schedule(&self) -> Option<(String, usize)> {
        let base = format!("{KV_MOUNT}/data/{}-schedule", self.prefix);
        let first = self.tb.openbao.read(&format!("{base}/0")).ok()?;
        let shards: usize = first["data"]["data"]["Shards"].as_str()?.parse().ok()?;
        let written = first["data"]["data"]["Written"].clone();
        let mut keys = 0;
        let mut urgent = None;
        for shard in 0..shards {
            let answer = self.tb.openbao.read(&format!("{base}/{shard}")).ok()?;
            if answer["data"]["data"]["Written"] != written {
                return None;
            }
            let lines = answer["data"]["data"]["Entries"].as_str()?;
            if urgent.is_none() {
                urgent = lines
                    .lines()
                    .next()
                    .and_then(|l| l.split(' ').next())
                    .map(str::to_owned);
            }
            keys += lines.lines().count();
        }
        Some((urgent?, keys))
    }
}

fn lapsed(tb: &Testbed, leases: &[&str]) -> usize {
    std::thread::scope(|scope| {
        let per = leases.len().div_ceil(4).max(1);
        leases
            .chunks(per)
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .filter(|l| {
                            tb.openbao
                                .write("sys/leases/lookup", &json!({"lease_id": l}))
                                .is_err()
                        })
                        .count()
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|h| h.join().unwrap())
            .sum()
    })
}

/// One sweep as the audit log shows it.
struct Sweep {
    /// The sweep's own calls (the revocations it starts are not: their lookup, revoke and
    /// two deletes are the revoke path's cost; their re-read of the entry is counted here,
    /// within the orphans' allowance).
    calls: usize,
    /// Reads of entries this revoker had never read (a takeover's warm-up).
    first_reads: usize,
    revoked: usize,
    seconds: f64,
}

fn sweep_stats(sweeps: &[Vec<(f64, AuditEntry)>], entry_path: &str) -> Vec<Sweep> {
    let mut seen = std::collections::HashSet::new();
    sweeps
        .iter()
        .map(|burst| {
            let revoked = burst
                .iter()
                .filter(|(_, e)| e.path == "auth/token/revoke-accessor")
                .count();
            let calls = burst
                .iter()
                .filter(|(_, e)| !e.path.starts_with("auth/token/") && e.operation != "delete")
                .count();
            let first_reads = burst
                .iter()
                .filter(|(_, e)| e.operation == "read" && e.path.starts_with(entry_path))
                .filter(|(_, e)| seen.insert(e.path.clone()))
                .count();
            Sweep {
                calls,
                first_reads,
                revoked,
                seconds: burst.last().unwrap().0 - burst.first().unwrap().0,
            }
        })
        .collect()
}

/// Records each sweep against the issue's target: calls ≤ entries new to this revoker +
/// orphans + one LIST page per 1,000 entries (+ one lease list per role).
fn record_sweeps(n: usize, what: &str, stats: &[Sweep], orphans: usize, pages: usize) -> bool {
    let mut ok = true;
    for (i, sweep) in stats.iter().enumerate() {
        let allowed = sweep.first_reads + orphans + pages + 1;
        let met = sweep.calls <= allowed;
        ok &= met;
        record(
            &format!("scale {n}: revoker sweep {} {what}", i + 1),
            &format!(
                "{} calls ({} first reads), {:.1} s, {} revocations started",
                sweep.calls, sweep.first_reads, sweep.seconds, sweep.revoked
            ),
            &format!(
                "{} new + {orphans} orphans + {pages} pages + 1 = {allowed}",
                sweep.first_reads
            ),
            "",
            "≤ new + orphans + pages + 1",
            Some(met),
        );
    }
    ok
}

fn run_size(tb: &Testbed, n: usize, scale: u64, rate: u32) -> bool {
    let hour = Duration::from_secs(3600 / scale);
    let dir = TempDir::new(&format!("scale-{n}")).unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    api.add_token("admin-token", "admin");
    let mount = format!("k8s-scale-{n}");
    configure_auth(tb, &api, &mount);
    let kubeconfig = api
        .write_kubeconfig("scale.kubeconfig", "token: admin-token")
        .unwrap();
    let run = Run {
        tb,
        api: &api,
        dir: dir.path(),
        kubeconfig,
        mount,
        prefix: format!("scale{n}"),
        hour,
        rate,
        scale,
    };
    // Service accounts named per size: the audit log outlives a size's run.
    let sa = |name: &str| format!("{name}-{n}");
    let arenas: &[(&str, &str)] = &[("MALLOC_ARENA_MAX", "2")];
    // A list of n keys takes n / 1000 full pages and a last one (empty when n is a
    // multiple of 1,000: the full page before it cannot tell).
    let pages = n / 1000 + 1;
    let orphans = n / 100;
    let started = Instant::now();
    let seeded = seed(
        tb,
        &api,
        &run.prefix,
        n,
        &format!("{}s", 768 * 3600 / scale),
    );
    println!(
        "{n}: seeded {} credentials in {:.1} s",
        seeded.len(),
        started.elapsed().as_secs_f64()
    );
    let mut ok = true;
    if std::env::var_os("VDBI_BENCH_RSS_ONLY").is_some() {
        return rss_only(&run, n, &sa);
    }

    // 1. The revoker's sweep, 0 % orphans: from cold (every entry new to it, read within
    // half an interval per sweep) until a sweep reads nothing new.
    let entry_path = format!("{KV_MOUNT}/data/{}/", run.prefix);
    let r1 = run.start("revoker", &sa("revoker-a"), &[]);
    wait_for("R1's sweeps until warm", Duration::from_secs(900), || {
        let b = sweeps(&requests_of(tb, &sa("revoker-a")), 4.0, &run.prefix);
        b.len() >= 2
            && now_unix() - b.last().unwrap().last().unwrap().0 > 4.0
            && sweep_stats(&b, &entry_path)
                .last()
                .is_some_and(|s| s.first_reads == 0)
    });
    let r2 = run.start("revoker", &sa("revoker-b"), arenas);
    let r1_stats = sweep_stats(
        &sweeps(&requests_of(tb, &sa("revoker-a")), 4.0, &run.prefix),
        &entry_path,
    );
    ok &= record_sweeps(n, "of R1 from its start, 0 % orphans", &r1_stats, 0, pages);

    // 2. Renewer A's first pass and its schedule while B, a warm standby, checks every
    //    entry; then A killed and B taking over.
    let mut a = run.start("renewer", &sa("renewer-a"), &[]);
    let b = run.start("renewer", &sa("renewer-b"), arenas);
    let live = n - orphans;
    wait_for("A's first pass", Duration::from_secs(1200), || {
        run.renewals(&sa("renewer-a")) >= n
    });
    let a_pass = requests_of(tb, &sa("renewer-a"));
    let a_took = a_pass.last().unwrap().0 - a_pass.first().unwrap().0;
    wait_for("A's schedule", Duration::from_secs(120), || {
        run.schedule().is_some_and(|(_, keys)| keys == n)
    });
    let a_rss = Rss::of(a.pid());
    let r_rss = Rss::of(r1.pid());
    let entry_reads = |reqs: &[(f64, AuditEntry)]| {
        reqs.iter()
            .filter(|(_, e)| e.operation == "read" && e.path.starts_with(&entry_path))
            .count()
    };
    wait_for("B's warm reads", Duration::from_secs(1800), || {
        entry_reads(&requests_of(tb, &sa("renewer-b"))) >= n
    });
    let warm = requests_of(tb, &sa("renewer-b"));
    let warm_took = warm.last().unwrap().0 - warm.first().unwrap().0;
    let warm_renewals = warm
        .iter()
        .filter(|(_, e)| e.path == "sys/leases/renew")
        .count();
    let standby_rss = Rss::of(b.pid());
    std::thread::sleep(Duration::from_secs(2));
    let killed = now_unix();
    kill(a.pid(), Signal::SIGKILL).unwrap();
    let _ = a.child.wait();
    wait_for("B's takeover", Duration::from_secs(1200), || {
        run.renewals(&sa("renewer-b")) >= n
    });
    let b_reqs: Vec<(f64, AuditEntry)> = requests_of(tb, &sa("renewer-b"))
        .into_iter()
        .filter(|(t, _)| *t > killed)
        .collect();
    let b_rss = Rss::of(b.pid());
    let b_first = b_reqs.first().map_or(killed, |r| r.0);
    let first_renewal_at = b_reqs
        .iter()
        .find(|(_, e)| e.path == "sys/leases/renew")
        .map_or(0.0, |r| r.0);
    let b_done = b_reqs
        .iter()
        .filter(|(_, e)| e.path == "sys/leases/renew")
        .nth(n - 1)
        .map_or(0.0, |r| r.0);
    let b_calls = b_reqs.iter().filter(|(t, _)| *t <= b_done).count();
    let b_reads = entry_reads(&b_reqs);
    let leases: Vec<&str> = seeded.iter().map(|s| s.lease_id.as_str()).collect();
    let lost = lapsed(tb, &leases);
    let met = lost == 0 && warm_renewals == 0 && b_reads == 0;
    ok &= met;
    record(
        &format!(
            "scale {n}: renewer takeover after SIGKILL (leaseDuration 6 s) by a warm standby: B's first call to its first lease renewal; entries B read again; leases lapsed"
        ),
        &format!(
            "{:.2} s (kill to first renewal {:.1} s); {b_reads} read again; {lost} lapsed",
            first_renewal_at - b_first,
            first_renewal_at - killed,
        ),
        "",
        "",
        "0 lapsed, 0 read again",
        Some(met),
    );
    record(
        &format!(
            "scale {n}: renewer first pass (A, cold: read, check, renew), B's warm pass as a standby (read, check), B's takeover pass (renew)"
        ),
        &format!(
            "A {a_took:.1} s, {} calls ({:.2} per entry); standby B {warm_took:.1} s, {} calls, {warm_renewals} renewals; takeover B {:.1} s, {b_calls} calls ({:.2} per entry)",
            a_pass.len(),
            a_pass.len() as f64 / n as f64,
            warm.len(),
            b_done - b_first,
            b_calls as f64 / n as f64
        ),
        &format!("lease {} s (scaled hour)", hour.as_secs()),
        "",
        "",
        None,
    );
    let rss_met = a_rss.peak_mib() <= 16.0 && r_rss.peak_mib() <= 16.0;
    record(
        &format!(
            "scale {n}: RSS of the renewer and the revoker with {n} credentials ({})",
            if std::env::var_os("VDBI_BENCH_BINARY").is_some() {
                "the binary of VDBI_BENCH_BINARY"
            } else {
                "bench profile"
            }
        ),
        &format!("renewer {a_rss} (standby {standby_rss}), revoker {r_rss}"),
        "",
        "",
        if n >= 10_000 {
            "≤ 16 MiB per mode"
        } else {
            ""
        },
        (n >= 10_000).then_some(rss_met),
    );
    if n >= 10_000 {
        ok &= rss_met;
    }

    // 3. The revoker's takeover: R1 killed, 1 % of the pods deleted while nobody leads.
    let mut r1 = r1;
    kill(r1.pid(), Signal::SIGKILL).unwrap();
    let _ = r1.child.wait();
    let killed = now_unix();
    let gone: Vec<&Seeded> = seeded.iter().step_by(100).take(orphans).collect();
    for s in &gone {
        api.delete_pod(APP_NS, &s.pod);
    }
    let kv = KvStore::new(KV_MOUNT, &run.prefix).unwrap();
    let vault = admin_client(tb);
    let root = SecretString::new(tb.openbao.root_token().expose_secret().to_owned());
    wait_for(
        "every orphan revoked by R2",
        Duration::from_secs(900),
        || {
            gone.iter()
                .all(|s| kv.get(&vault, &root, &s.uuid).ok().flatten().is_none())
        },
    );
    let revoked_all = now_unix();
    wait_for("R2's sweeps until warm", Duration::from_secs(900), || {
        let b = sweeps(&requests_of(tb, &sa("revoker-b")), 4.0, &run.prefix);
        now_unix() - b.last().map_or(0.0, |l| l.last().unwrap().0) > 4.0
            && sweep_stats(&b, &entry_path)
                .last()
                .is_some_and(|s| s.first_reads == 0 && s.revoked == 0)
    });
    let r2_reqs = requests_of(tb, &sa("revoker-b"));
    let r2_rss = Rss::of(r2.pid());
    record(
        &format!(
            "scale {n}: RSS with MALLOC_ARENA_MAX=2 (renewer B after its takeover pass, revoker R2 warm)"
        ),
        &format!("renewer {b_rss}, revoker {r2_rss}"),
        "",
        "",
        "",
        None,
    );
    let gone_paths: HashMap<String, ()> = gone
        .iter()
        .map(|s| (format!("{entry_path}{}", s.uuid), ()))
        .collect();
    let r2_first = r2_reqs
        .iter()
        .find(|(_, e)| {
            e.path
                .starts_with(&format!("{KV_MOUNT}/metadata/{}", run.prefix))
        })
        .map_or(0.0, |r| r.0);
    let first_orphan = r2_reqs
        .iter()
        .find(|(_, e)| e.operation == "read" && gone_paths.contains_key(&e.path))
        .map_or(0.0, |r| r.0);
    let r2_stats = sweep_stats(&sweeps(&r2_reqs, 4.0, &run.prefix), &entry_path);
    ok &= record_sweeps(
        n,
        &format!("after R2's takeover, 1 % orphans ({orphans})"),
        &r2_stats,
        orphans,
        pages,
    );
    record(
        &format!(
            "scale {n}: revoker takeover after SIGKILL: first read of a missed deletion's entry (after R2's first list); every one of them revoked (after the kill)"
        ),
        &format!(
            "{:.2} s; {:.1} s",
            first_orphan - r2_first,
            revoked_all - killed
        ),
        "",
        "",
        "",
        None,
    );
    let live_leases: Vec<&str> = seeded
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 100 != 0 || *i / 100 >= orphans)
        .map(|(_, s)| s.lease_id.as_str())
        .collect();
    println!(
        "{n}: {} live leases looked up after the revoker's takeover: {} lapsed",
        live_leases.len(),
        lapsed(tb, &live_leases)
    );
    let _ = (live, b, r2);
    ok
}

/// `VDBI_BENCH_RSS_ONLY=1`: only the memory of a renewer after its first pass and a
/// revoker once its sweeps are warm, minutes instead of the whole run (the loop to work
/// on memory in; raise the rate argument so the passes are short). Not a record: the
/// record's RSS row is measured in the whole run, after the takeovers.
///
/// With `VDBI_BENCH_RSS_ENV=K=V,K=V` (allocator settings such as `MALLOC_ARENA_MAX=2`), the
/// first renewer and revoker are then stopped and a second pair runs with that
/// environment, measured the same way (one after the other: replicas of one mode share
/// an election, and only a leader makes the passes).
fn rss_only(run: &Run<'_>, n: usize, sa: &dyn Fn(&str) -> String) -> bool {
    let entry_path = format!("{KV_MOUNT}/data/{}/", run.prefix);
    let extra = std::env::var("VDBI_BENCH_RSS_ENV").unwrap_or_default();
    let extra: Vec<(&str, &str)> = extra
        .split(',')
        .filter_map(|kv| kv.split_once('='))
        .collect();
    let mut pairs = vec![("a", Vec::new())];
    if !extra.is_empty() {
        pairs.push(("b", extra.clone()));
    }
    let mut ok = true;
    for (name, env) in &pairs {
        let revoker_sa = sa(&format!("revoker-{name}"));
        let renewer_sa = sa(&format!("renewer-{name}"));
        let revoker = run.start("revoker", &revoker_sa, env);
        let renewer = run.start("renewer", &renewer_sa, env);
        wait_for(
            "the renewer's first pass",
            Duration::from_secs(1200),
            || run.renewals(&renewer_sa) >= n,
        );
        wait_for(
            "the revoker's sweeps until warm",
            Duration::from_secs(900),
            || {
                let b = sweeps(&requests_of(run.tb, &revoker_sa), 4.0, &run.prefix);
                b.len() >= 2
                    && now_unix() - b.last().unwrap().last().unwrap().0 > 4.0
                    && sweep_stats(&b, &entry_path)
                        .last()
                        .is_some_and(|s| s.first_reads == 0)
            },
        );
        // Settled: a relist and a sweep have run since.
        std::thread::sleep(Duration::from_secs(30));
        let (a, r) = (Rss::of(renewer.pid()), Rss::of(revoker.pid()));
        let settings = if env.is_empty() {
            "default allocator settings".to_owned()
        } else {
            format!("{env:?}")
        };
        println!("{n}: RSS renewer {a}, revoker {r} ({settings})");
        // A cluster's Prometheus scrapes every replica: the renewer's /metrics holds a few
        // series per credential. Two scrapes, as within a minute, then the memory again.
        let sizes = [&renewer, &revoker].map(|p| {
            let address = p.address("metrics");
            (scrape(address), scrape(address))
        });
        std::thread::sleep(Duration::from_secs(2));
        let (a2, r2) = (Rss::of(renewer.pid()), Rss::of(revoker.pid()));
        println!(
            "{n}: RSS after two scrapes of /metrics (answers of renewer {} and {} bytes, revoker {} and {}): renewer {a2}, revoker {r2} ({settings})",
            sizes[0].0, sizes[0].1, sizes[1].0, sizes[1].1
        );
        ok &= a2.peak_mib() <= 16.0 && r2.peak_mib() <= 16.0;
    }
    ok
}

/// One `GET /metrics` over plain HTTP, as Prometheus makes it; the body's length.
fn scrape(address: std::net::SocketAddr) -> usize {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    write!(
        stream,
        "GET /metrics HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).unwrap();
    let head_end = answer.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    assert!(
        answer.starts_with(b"HTTP/1.1 200"),
        "{:?}",
        String::from_utf8_lossy(&answer[..head_end])
    );
    answer.len() - head_end - 4
}

fn main() {
    let sizes: Vec<usize> = std::env::args()
        .filter(|a| !a.starts_with('-'))
        .nth(1)
        .unwrap_or_else(|| "1000,10000".to_owned())
        .split(',')
        .filter_map(|s| s.parse().ok())
        .collect();
    let scale = common::arg(1, 12).max(1) as u64;
    let rate = common::arg(2, 300) as u32;
    println!(
        "scale benchmark: sizes {sizes:?}, 1 h scaled to {} s, vaultRateLimit {rate}/s; load average {}",
        3600 / scale,
        std::fs::read_to_string("/proc/loadavg")
            .unwrap_or_default()
            .trim()
    );
    let tb = Testbed::start().unwrap_or_else(|e| panic!("{e}"));
    common::bench_role(&tb, ROLE, json!("1h"));
    let mut ok = true;
    for n in sizes {
        ok &= run_size(&tb, n, scale, rate);
    }
    println!(
        "load average at the end: {}",
        std::fs::read_to_string("/proc/loadavg")
            .unwrap_or_default()
            .trim()
    );
    if !ok {
        std::process::exit(1);
    }
}
