//! The trust-boundaries issue's attacks that run in this process (the webhook's client
//! authentication runs against the real binary in `mode_all`): each performs the attack
//! against real OpenBao and PostgreSQL, shows it yields nothing, and finds the metric and
//! the log line that name the refusal.
//!
//! The product logs to the process's stdout, which the test harness does not capture, so
//! each attack runs as a *probe*: this binary re-runs itself with only that test selected
//! and an environment variable set, and the driver test reads the child's output (the
//! pattern of `admission::no_credential_in_logs_or_errors`).
//!
//! | attack (issue 17) | driver | probe |
//! |---|---|---|
//! | 1. forged reviews: no certificate, another CA, an allowed name of another issuer, a kubelet of the same CA | `mode_all::forged_reviews_without_the_apiservers_certificate_yield_nothing` | (the binary's own stdout) |
//! | 2. a plugin identity asking for another pod: another pod's token in its volume, a pod on another node, a pod with no token | [`a_node_reaches_only_its_own_pods`] | `nri_identity::pod_identity_probe` |
//! | 4. a squatted uuid | [`a_squatted_uuid_costs_only_the_squatter`] | `nri_e2e::squat_probe` |
//! | 5. 10,000 forged namespaces, random role names, dry runs | [`forged_namespaces_buy_bounded_upstream_calls`] | `admission::forged_namespaces_probe` |
//! | 6. an NRI cache on disk, an untrusted socket path | [`untrusted_nri_paths_are_refused`] | (the binary's own output) |

use std::process::Command;

/// Runs the probe test `test` (module path) in a child with `var=1`; returns its output
/// after checking that it passed.
pub(crate) fn probe(test: &str, var: &str) -> String {
    let output = Command::new(std::env::current_exe().unwrap())
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(var, "1")
        .output()
        .unwrap();
    let printed = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "probe {test} failed:\n{printed}");
    assert!(
        printed.contains("1 passed"),
        "probe {test} did not run:\n{printed}"
    );
    printed
}

/// The JSON log lines of `printed` whose message starts with `prefix`.
pub(crate) fn log_lines(printed: &str, prefix: &str) -> Vec<serde_json::Value> {
    printed
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|v| v["message"].as_str().is_some_and(|m| m.starts_with(prefix)))
        .collect()
}

/// Whether the probe asked for is this one (the probe's own guard).
#[allow(clippy::disallowed_methods)] // A test's own switch.
pub(crate) fn is_probe(var: &str) -> bool {
    std::env::var_os(var).is_some()
}

/// Finding 2: root on one node reaches only its own pods' credentials. The probe performs
/// the attacks against the real OpenBao and PostgreSQL (see
/// `nri_identity::pod_identity_probe`: nothing is issued, each refusal is counted); here,
/// the log lines that name each refusal.
#[test]
fn a_node_reaches_only_its_own_pods() {
    let printed = probe(
        "nri_identity::pod_identity_probe",
        "VDBI_POD_IDENTITY_PROBE",
    );
    let failed = log_lines(&printed, "nri credential fetch failed");
    for (pod, reason) in [
        ("forger", "token_mismatch"),
        ("elsewhere", "other_node"),
        ("old", "token_missing"),
    ] {
        assert!(
            failed
                .iter()
                .any(|l| l["pod"] == pod && l["reason"] == reason && l["namespace"] == "apps"),
            "no refusal of {pod} ({reason}) logged:\n{printed}"
        );
    }
    let token_files = log_lines(&printed, "nri: refused the pod's token file");
    for (pod, reason) in [("forger", "token_mismatch"), ("old", "token_missing")] {
        assert!(
            token_files
                .iter()
                .any(|l| l["pod"] == pod && l["reason"] == reason),
            "{pod}: {token_files:?}"
        );
    }
    // The pod the plugin served is never among the refused.
    assert!(failed.iter().all(|l| l["pod"] != "victim"), "{failed:?}");
}

/// Finding 4: a foreign pod takes the victim's uuid first. See `nri_e2e::squat_probe`.
#[test]
fn a_squatted_uuid_costs_only_the_squatter() {
    let printed = probe("nri_e2e::squat_probe", "VDBI_SQUAT_PROBE");
    let lines = log_lines(
        &printed,
        "nri: the pod's uuid key is held by an existing kv entry",
    );
    assert_eq!(lines.len(), 2, "one per database:\n{printed}");
    for line in &lines {
        assert_eq!(line["namespace"], "apps", "{line}");
        assert_eq!(line["pod"], "victim", "{line}");
        assert!(line["fresh"].as_str().is_some_and(|f| !f.is_empty()));
    }
}

/// Finding 5: what forged reviews can make the injector ask upstream. See
/// `admission::forged_namespaces_probe`.
#[test]
fn forged_namespaces_buy_bounded_upstream_calls() {
    let printed = probe(
        "admission::forged_namespaces_probe",
        "VDBI_NAMESPACES_PROBE",
    );
    let denied = log_lines(&printed, "admission denied");
    assert!(
        denied
            .iter()
            .any(|v| v["reason"] == "unknown_namespace_limited"),
        "{printed}"
    );
    assert!(
        denied.iter().any(|v| v["reason"] == "rate_limited"),
        "{printed}"
    );
}

/// Finding 6, against the real binary in mode `nri` (real OpenBao as its Vault, the API
/// double as its cluster): a cache path on a disk is refused at start, naming the path and
/// the opt-out; with `nri.allowPersistentCache: true` it starts with a warning. A socket
/// directory that others can write (where anyone could put a fake runtime and collect
/// credentials from CreateContainer answers) is never connected to: the fake runtime
/// sees no connection, the refusal is logged and counted, and once the directory is
/// root-only the same plugin connects (the refusal was the check, nothing else).
#[test]
fn untrusted_nri_paths_are_refused() {
    use std::fs;
    use std::os::unix::fs::PermissionsExt;
    use std::time::Duration;

    use vdbi_testbed::kube_api::KubeApi;
    use vdbi_testbed::nri_runtime::Runtime;
    use vdbi_testbed::tempdir::TempDir;

    use crate::cli::{wait_exit, wait_for_line};

    let tb = vdbi_testbed::shared().unwrap_or_else(|e| panic!("{e}"));
    let dir = TempDir::new("trust-nri").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    api.add_token("admin-token", "admin");
    let kubeconfig = api
        .write_kubeconfig("nri.kubeconfig", "token: admin-token")
        .unwrap();
    let socket_dir = dir.path().join("open");
    fs::create_dir(&socket_dir).unwrap();
    let socket = socket_dir.join("nri.sock");
    let cache = dir.path().join("disk-cache").join("cache.json");
    let config = |extra: &str| {
        let text = format!(
            "mode: nri\nvaultAddress: {}\nvaultCACert: {}\nvaultAuthPath: kubernetes\n\
             kubeRole: injector\nvaultSecretName: vault-db-injector\n\
             vaultSecretPrefix: kubernetes\nkubeconfig: {}\n\
             webhookAddress: 127.0.0.1:0\nmetricsAddress: 127.0.0.1:0\nhealthAddress: 127.0.0.1:0\n\
             nri:\n  enabled: true\n  allowInjectorIdentity: true\n  socketPath: {}\n  cachePath: {}\n  prewarmer:\n    enabled: false\n{extra}",
            tb.openbao.addr(),
            tb.openbao.ca_cert().display(),
            kubeconfig.display(),
            socket.display(),
            cache.display(),
        );
        let path = dir.path().join(format!("nri-{}.yaml", extra.len()));
        fs::write(&path, text).unwrap();
        path
    };

    // A cache on a disk: refused at start, nothing else started.
    let refused = config("");
    let output = Command::new(env!("CARGO_BIN_EXE_vault-db-injector"))
        .arg("--config")
        .arg(&refused)
        .env_clear()
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("not on tmpfs"), "{stdout}");
    assert!(
        stdout.contains("nri.allowPersistentCache: true"),
        "{stdout}"
    );
    assert!(
        stdout.contains(cache.parent().unwrap().to_str().unwrap()),
        "{stdout}"
    );
    assert!(!cache.exists(), "no cache written");

    // With the opt-out it starts, says so, and meets a socket directory others can write.
    fs::set_permissions(&socket_dir, fs::Permissions::from_mode(0o777)).unwrap();
    let runtime = Runtime::bind(&socket).unwrap();
    let allowed = config("  allowPersistentCache: true\n");
    let (mut child, lines) = crate::cli::spawn_with_env(&allowed, &[("HOME", dir.path())]);
    let mut seen = wait_for_line(&lines, "nri cache is not on tmpfs");
    assert!(
        seen.iter().any(|l| l.contains("allowPersistentCache")),
        "{seen:?}"
    );
    seen.extend(wait_for_line(&lines, "writable by others"));
    let metrics: std::net::SocketAddr = seen
        .iter()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .find(|v| v["message"] == "http server listening" && v["server"] == "metrics")
        .and_then(|v| v["address"].as_str()?.parse().ok())
        .unwrap_or_else(|| panic!("no metrics address: {seen:?}"));
    assert!(
        runtime.accept(Duration::from_secs(2)).is_err(),
        "the plugin connected to a socket in a directory others can write"
    );
    let exposition = ureq::Agent::new_with_config(
        ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(5)))
            .build(),
    )
    .get(&format!("http://{metrics}/metrics"))
    .call()
    .unwrap()
    .body_mut()
    .read_to_string()
    .unwrap();
    assert!(
        exposition.lines().any(|l| l
            .starts_with("vdbi_nri_refused_paths_total{reason=\"socket_dir_writable\"}")
            && !l.ends_with(" 0")),
        "{exposition}"
    );

    // Root-only, the same plugin connects on its next attempt.
    fs::set_permissions(&socket_dir, fs::Permissions::from_mode(0o700)).unwrap();
    assert!(
        runtime.accept(Duration::from_secs(30)).is_ok(),
        "the plugin never connected once the directory was safe"
    );
    nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(i32::try_from(child.id()).unwrap()),
        nix::sys::signal::Signal::SIGTERM,
    )
    .unwrap();
    assert_eq!(wait_exit(&mut child, Duration::from_secs(20)), Some(0));
}
