//! The shipped alert rules on a real Prometheus (Debian's `prometheus`, only on 127.0.0.1):
//! it scrapes the running binary (mode `all`, as in mode_all.rs) with the scrape settings
//! the chart renders (tests/data/chart-scrape-endpoint.yaml, which a chart test keeps equal
//! to the rendered ServiceMonitor endpoint), evaluates chart/files/alerts.yaml as shipped,
//! and must raise `VdbiRenewalErrors` once the binary's OpenBao is stopped, with the pod's
//! own `namespace` label (honorLabels) and the release's `job`.
//!
//! The OpenBao is this test's own (a dev server configured like the testbed's), so stopping
//! it leaves the shared one alone.

#![allow(
    clippy::disallowed_methods,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic
)]

use std::fs;
use std::io::Write;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;
use vdbi_testbed::openbao::{OpenBao, OpenBaoMode, ROLE_SHORT};
use vdbi_testbed::tempdir::TempDir;

use crate::mode_all::{World, wait_until};

/// The job the chart's scrape objects give a release named vault-db-injector in the
/// namespace vault-db-injector, which the shipped rules select.
const JOB: &str = "vault-db-injector/vault-db-injector";

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A real Prometheus, killed on drop (its log printed when the test failed).
struct Prometheus {
    child: Child,
    port: u16,
    log: PathBuf,
    agent: ureq::Agent,
}

impl Prometheus {
    fn start(dir: &Path, scrape_target: &str) -> Prometheus {
        let binary = ["/usr/bin/prometheus", "/usr/local/bin/prometheus"]
            .into_iter()
            .find(|p| Path::new(p).exists())
            .unwrap_or_else(|| {
                panic!("prometheus is not installed: scripts/install-test-deps installs Debian's prometheus package")
            });
        let port = {
            let listener = TcpListener::bind("127.0.0.1:0").unwrap();
            listener.local_addr().unwrap().port()
        };
        let config = dir.join("prometheus.yml");
        fs::write(&config, scrape_config(scrape_target)).unwrap();
        let log = dir.join("prometheus.log");
        let child = Command::new(binary)
            .arg(format!("--config.file={}", config.display()))
            .arg(format!(
                "--storage.tsdb.path={}",
                dir.join("data").display()
            ))
            .arg(format!("--web.listen-address=127.0.0.1:{port}"))
            .env_clear()
            .stdout(Stdio::null())
            .stderr(fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        let agent = ureq::Agent::new_with_config(
            ureq::Agent::config_builder()
                .timeout_global(Some(Duration::from_secs(5)))
                .http_status_as_error(false)
                .build(),
        );
        let prometheus = Prometheus {
            child,
            port,
            log,
            agent,
        };
        wait_until("prometheus to be ready", Duration::from_secs(30), || {
            prometheus
                .agent
                .get(&format!("http://127.0.0.1:{port}/-/ready"))
                .call()
                .is_ok_and(|r| r.status() == 200)
        });
        prometheus
    }

    fn api(&self, path: &str) -> Value {
        let mut answer = self
            .agent
            .get(&format!("http://127.0.0.1:{}{path}", self.port))
            .call()
            .unwrap();
        serde_json::from_str(&answer.body_mut().read_to_string().unwrap()).unwrap()
    }

    /// The series of an instant query.
    fn query(&self, expr: &str) -> Vec<Value> {
        let encoded: String = expr
            .bytes()
            .map(|b| match b {
                b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'.' | b'-' => {
                    (b as char).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect();
        let answer = self.api(&format!("/api/v1/query?query={encoded}"));
        answer["data"]["result"]
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    /// The alerts named `name`, pending or firing.
    fn alerts(&self, name: &str) -> Vec<Value> {
        let answer = self.api("/api/v1/alerts");
        answer["data"]["alerts"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .filter(|a| a["labels"]["alertname"] == name)
            .collect()
    }
}

impl Drop for Prometheus {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            let _ = writeln!(
                std::io::stderr(),
                "--- prometheus log:\n{}",
                fs::read_to_string(&self.log).unwrap_or_default()
            );
        }
    }
}

/// The chart's ServiceMonitor endpoint as a Prometheus scrape config: `honorLabels` and the
/// `job` relabeling as rendered; a 1 s interval instead of the chart's 30 s, and the labels
/// Kubernetes service discovery would give the target (its own namespace, pod, container),
/// so that a scraper without honor_labels would rename the metrics' `namespace`.
fn scrape_config(target: &str) -> String {
    let endpoint: Value = serde_yaml::from_str(
        &fs::read_to_string(repo().join("tests/data/chart-scrape-endpoint.yaml")).unwrap(),
    )
    .unwrap();
    let honor = endpoint["honorLabels"].as_bool().unwrap();
    let relabels: Vec<String> = endpoint["relabelings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            format!(
                "      - target_label: {}\n        replacement: {}\n",
                r["targetLabel"].as_str().unwrap(),
                serde_json::to_string(r["replacement"].as_str().unwrap()).unwrap()
            )
        })
        .collect();
    let rules = repo().join("chart/files/alerts.yaml");
    let lines = [
        "global:".to_owned(),
        "  scrape_interval: 1s".to_owned(),
        "  evaluation_interval: 1s".to_owned(),
        "rule_files:".to_owned(),
        format!("  - {}", rules.display()),
        "scrape_configs:".to_owned(),
        "  - job_name: chart-endpoint".to_owned(),
        format!("    metrics_path: {}", endpoint["path"].as_str().unwrap()),
        format!("    honor_labels: {honor}"),
        "    static_configs:".to_owned(),
        format!("      - targets: [\"{target}\"]"),
        "        labels:".to_owned(),
        "          namespace: vdbi-system".to_owned(),
        "          pod: all-0".to_owned(),
        "          container: vault-db-injector".to_owned(),
        "    relabel_configs:".to_owned(),
    ];
    format!("{}\n{}", lines.join("\n"), relabels.concat())
}

#[test]
fn alerts_fire_on_a_real_prometheus() {
    let tb = vdbi_testbed::shared().unwrap_or_else(|e| panic!("{e}"));
    let mut bao = OpenBao::start(OpenBaoMode::Dev).unwrap_or_else(|e| panic!("{e}"));
    bao.configure(&tb.postgres).unwrap();
    let dir = TempDir::new("alerting").unwrap();
    {
        let world = World::new_on("alerting", &bao);
        let process = world.spawn();
        wait_until("the start line", Duration::from_secs(20), || {
            process.count("Starting vault-db-injector in mode \"all\"") == 1
        });
        world.install_webhook(process.address("webhook"));
        let metrics = process.address("metrics");
        let prometheus = Prometheus::start(dir.path(), &metrics.to_string());

        // Positive first: Prometheus scrapes the binary under the release's job, the
        // renewer leads and renews (app-short grants 10 s, renewed at half), and no
        // renewal alert is pending.
        let pods: Vec<_> = ["alert-a", "alert-b"]
            .iter()
            .map(|name| world.admit(name, ROLE_SHORT))
            .collect();
        let up = format!("up{{job=\"{JOB}\"}} == 1");
        wait_until("the scrape", Duration::from_secs(20), || {
            !prometheus.query(&up).is_empty()
        });
        let renewed = format!("vdbi_renew_lease_count_success{{job=\"{JOB}\"}} > 0");
        wait_until(
            "a renewal seen by prometheus",
            Duration::from_secs(20),
            || !prometheus.query(&renewed).is_empty(),
        );
        let leader = format!("vdbi_is_leader{{job=\"{JOB}\",lease_name=~\".*renewer.*\"}} == 1");
        assert!(!prometheus.query(&leader).is_empty());
        // The rules were evaluated before the first scrape too (absent() then pending):
        // once the series are in, nothing is pending.
        wait_until("no alert pending", Duration::from_secs(15), || {
            [
                "VdbiRenewalErrors",
                "VdbiRenewerAbsent",
                "VdbiWebhookUnavailable",
            ]
            .iter()
            .all(|name| prometheus.alerts(name).is_empty())
        });

        // OpenBao stops: the renewals of the short leases fail and are retried, and the
        // shipped rule fires for each pod, under the pod's namespace.
        bao.stop();
        wait_until("VdbiRenewalErrors to fire", Duration::from_secs(45), || {
            prometheus
                .alerts("VdbiRenewalErrors")
                .iter()
                .any(|a| a["state"] == "firing")
        });
        let firing = prometheus.alerts("VdbiRenewalErrors");
        let uuids: Vec<&str> = pods.iter().map(|p| p.uuid.as_str()).collect();
        for alert in &firing {
            let labels = &alert["labels"];
            assert_eq!(labels["job"], JOB, "{alert}");
            assert_eq!(labels["namespace"], "apps", "honorLabels kept it: {alert}");
            assert!(labels.get("exported_namespace").is_none(), "{alert}");
            assert!(uuids.contains(&labels["uuid"].as_str().unwrap()), "{alert}");
            assert_eq!(labels["severity"], "warning");
        }
        // The renewer itself is still there: absent() stays quiet.
        assert!(prometheus.alerts("VdbiRenewerAbsent").is_empty());
    }
}
