//! The running process's own ports, whatever the mode: `/healthz`, `/readyz` and `/live` on
//! `healthAddress`, the Prometheus exposition on `metricsAddress`, core dumps off, and the
//! Kubernetes parts of `/healthz` (a client exists) and `/readyz` (the apiserver answers)
//! against the API double (reachable, then stopped).

use std::io::Write;
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::Child;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use vdbi_testbed::certs::Ca;
use vdbi_testbed::kube_api::KubeApi;
use vdbi_testbed::tempdir::TempDir;

use crate::cli::{spawn_with_env, wait_exit, wait_for_line, write_config};

/// A configuration that validates and runs no mode work (`nri` with NRI disabled idles), on
/// port 0 everywhere, pointed at `vault` with `extra` appended.
fn idle_config(vault: &str, extra: &str) -> String {
    format!(
        "vaultAddress: {vault}\nvaultAuthPath: kubernetes\nkubeRole: all-rw\n\
         vaultSecretName: vault-db-injector\nvaultSecretPrefix: kubernetes\nmode: nri\n\
         nri:\n  enabled: false\nwebhookAddress: 127.0.0.1:0\nmetricsAddress: 127.0.0.1:0\n\
         healthAddress: 127.0.0.1:0\n{extra}"
    )
}

/// An address where nothing listens (port 1 on loopback refuses at once).
const NO_VAULT: &str = "https://127.0.0.1:1";

/// Starts the binary with only `HOME` set, to an empty directory, so no `~/.kube/config`
/// is found by accident.
fn spawn(config: &Path, home: &Path) -> (Child, Receiver<String>) {
    spawn_with_env(config, &[("HOME", home)])
}

/// The addresses the health and metrics servers logged when they bound port 0.
fn ports(lines: &Receiver<String>) -> (SocketAddr, SocketAddr) {
    let seen = wait_for_line(lines, "Starting vault-db-injector");
    let address = |server: &str| -> SocketAddr {
        seen.iter()
            .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
            .find(|v| v["message"] == "http server listening" && v["server"] == server)
            .and_then(|v| v["address"].as_str().map(str::to_owned))
            .unwrap_or_else(|| panic!("no listening line for {server}: {seen:?}"))
            .parse()
            .unwrap()
    };
    (address("health"), address("metrics"))
}

/// A plain HTTP/1.1 GET; returns the status, the content type and the body.
fn get(address: SocketAddr, path: &str) -> (u16, String, String) {
    let mut stream = TcpStream::connect_timeout(&address, Duration::from_secs(5)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let (status, headers, body) = read_response(&mut stream);
    let content_type = headers.get("content-type").cloned().unwrap_or_default();
    (status, content_type, body)
}

/// A response: its status, its headers (names lowercased) and its body, decoded from
/// either framing.
fn read_response(
    stream: &mut TcpStream,
) -> (u16, std::collections::HashMap<String, String>, String) {
    let head = crate::http::read_through(stream, b"\r\n\r\n").unwrap();
    let head = String::from_utf8(head).unwrap();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let headers: std::collections::HashMap<String, String> = head
        .lines()
        .skip(1)
        .filter_map(|l| l.split_once(": "))
        .map(|(n, v)| (n.to_ascii_lowercase(), v.to_owned()))
        .collect();
    let body = crate::http::read_body(
        stream,
        headers.get("content-length").map(String::as_str),
        headers.get("transfer-encoding").map(String::as_str),
    )
    .unwrap();
    (status, headers, String::from_utf8(body).unwrap())
}

/// `GET /metrics` in `version` (`1.0` or `1.1`): the framing of the answer (its
/// `Transfer-Encoding` or `Content-Length` header) and its body.
fn get_metrics(address: SocketAddr, version: &str) -> (Option<String>, Option<String>, String) {
    let mut stream = TcpStream::connect_timeout(&address, Duration::from_secs(5)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(stream, "GET /metrics HTTP/{version}\r\nHost: test\r\n\r\n").unwrap();
    let (status, mut headers, body) = read_response(&mut stream);
    assert_eq!(status, 200);
    (
        headers.remove("transfer-encoding"),
        headers.remove("content-length"),
        body,
    )
}

fn stop(child: &mut Child) {
    let pid = Pid::from_raw(i32::try_from(child.id()).unwrap());
    kill(pid, Signal::SIGTERM).unwrap();
    assert_eq!(wait_exit(child, Duration::from_secs(15)), Some(0));
}

#[test]
fn health_and_metrics_ports_answer_and_core_dumps_are_off() {
    let dir = TempDir::new("serve").unwrap();
    let config = write_config(
        &dir,
        "idle.yaml",
        &idle_config(NO_VAULT, "SyncTTLSecond: 60\n"),
    );
    let (mut child, lines) = spawn(&config, dir.path());
    let (health, metrics) = ports(&lines);

    // No cluster can be found and no Vault answers: the original's 503, and the process
    // keeps running (a liveness probe on /live would not restart it for an outage).
    let (status, content_type, body) = get(health, "/healthz");
    assert_eq!(status, 503, "{body}");
    assert!(
        content_type.starts_with("application/json"),
        "{content_type}"
    );
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(json["status"], "unhealthy");
    assert_eq!(json["kubernetes"]["status"], "unhealthy");
    assert_eq!(json["vault"]["status"], "unhealthy");

    // An idle mode calls no apiserver, so readiness does not wait for one.
    let (status, _, body) = get(health, "/readyz");
    assert_eq!(status, 200, "{body}");
    let (status, _, body) = get(health, "/live");
    assert_eq!((status, body.as_str()), (200, "alive"));
    let (status, _, _) = get(health, "/nope");
    assert_eq!(status, 404);

    // Any path serves the metrics, as the original's root mux did.
    for path in ["/metrics", "/"] {
        let (status, content_type, body) = get(metrics, path);
        assert_eq!(status, 200);
        assert_eq!(content_type, "text/plain; version=0.0.4; charset=utf-8");
        assert!(body.contains("\nvdbi_config_unknown_keys 1\n"), "{body}");
        assert!(body.contains("# TYPE vdbi_mutated_pods_success_count counter"));
    }
    // The exposition is written while it is rendered, chunked, never held whole; an
    // HTTP/1.0 client, which cannot take chunks, gets the same text with its length.
    let (chunked, length, streamed) = get_metrics(metrics, "1.1");
    assert_eq!((chunked.as_deref(), length), (Some("chunked"), None));
    let (chunked, length, whole) = get_metrics(metrics, "1.0");
    assert_eq!(chunked, None);
    assert_eq!(length, Some(whole.len().to_string()));
    let families = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with("# TYPE "))
            .map(str::to_owned)
            .collect()
    };
    assert!(families(&streamed).len() > 50, "{streamed}");
    assert_eq!(families(&streamed), families(&whole));

    // RLIMIT_CORE was set to 0 (soft and hard) at start.
    let limits = std::fs::read_to_string(format!("/proc/{}/limits", child.id())).unwrap();
    let core = limits
        .lines()
        .find(|l| l.starts_with("Max core file size"))
        .unwrap();
    let fields: Vec<&str> = core.split_whitespace().collect();
    assert_eq!(&fields[4..6], &["0", "0"], "{core}");

    stop(&mut child);
}

#[test]
fn healthz_checks_vault_and_the_apiserver_for_real() {
    let testbed = vdbi_testbed::shared().unwrap();
    let bao = &testbed.openbao;
    let dir = TempDir::new("serve-kube").unwrap();
    let mut api = KubeApi::start(dir.path()).unwrap();
    api.add_token("health-token", "vault-db-injector");
    let kubeconfig = api
        .write_kubeconfig("kubeconfig", "token: health-token")
        .unwrap();
    let kube = format!("kubeconfig: {}\n", kubeconfig.display());

    // Vault down, Kubernetes up: 424 (Failed Dependency), as the original.
    let config = write_config(&dir, "novault.yaml", &idle_config(NO_VAULT, &kube));
    let (mut child, lines) = spawn(&config, dir.path());
    let (health, _) = ports(&lines);
    let (status, _, body) = get(health, "/healthz");
    assert_eq!(status, 424, "{body}");
    stop(&mut child);

    // Both up: 200. The webhook with projected service accounts calls the apiserver
    // (TokenRequest), so its readiness waits for it.
    let ca = Ca::new(dir.path(), "serve").unwrap();
    let server = ca.localhost_server("server").unwrap();
    let trusted = format!(
        "{kube}vaultCACert: {}\nuseProjectedSA: true\ntokenRequestAudiences: [vault]\ncertFile: {}\nkeyFile: {}\n\
         clientCAFile: {}\n",
        bao.ca_cert().display(),
        server.cert.display(),
        server.key.display(),
        ca.pair.cert.display(),
    );
    let webhook = idle_config(&bao.addr(), &trusted).replace("mode: nri", "mode: injector");
    let config = write_config(&dir, "both.yaml", &webhook);
    let (mut child, lines) = spawn(&config, dir.path());
    let (health, _) = ports(&lines);
    let (status, _, body) = get(health, "/healthz");
    assert_eq!(status, 200, "{body}");
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(json["status"], "healthy");
    assert_eq!(json["vault"]["status"], "healthy");
    assert!(json["timestamp"].as_str().unwrap().ends_with('Z'));

    let (status, _, body) = get(health, "/readyz");
    assert_eq!(status, 200, "{body}");

    // The apiserver goes away. `/healthz` does not call it (as the original: the Go chart's
    // 1 s liveness probe may point there), so it stays 200; `/readyz` asks the apiserver's
    // own `/readyz` and turns 503 naming `kubernetes` once its 5 s cache expires.
    api.stop();
    let (status, _, body) = get(health, "/healthz");
    assert_eq!(status, 200, "{body}");
    crate::leaks::assert_no_leak(&[("/healthz", &body)], &["health-token"]);
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        let (status, _, body) = get(health, "/readyz");
        if status == 503 {
            assert!(body.contains("kubernetes"), "{body}");
            crate::leaks::assert_no_leak(&[("/readyz", &body)], &["health-token"]);
            break;
        }
        assert!(std::time::Instant::now() < deadline, "still ready: {body}");
        std::thread::sleep(Duration::from_millis(200));
    }
    stop(&mut child);
    let mut rest = String::new();
    while let Ok(line) = lines.try_recv() {
        rest.push_str(&line);
    }
    crate::leaks::assert_no_leak(&[("the logs", &rest)], &["health-token"]);
}

#[test]
fn vault_ca_that_does_not_match_is_unhealthy_not_trusted() {
    let testbed = vdbi_testbed::shared().unwrap();
    let dir = TempDir::new("serve-ca").unwrap();
    // The system bundle does not hold the test CA: the TLS check must fail.
    let config = write_config(&dir, "ca.yaml", &idle_config(&testbed.openbao.addr(), ""));
    let (mut child, lines) = spawn(&config, dir.path());
    let (health, _) = ports(&lines);
    let (status, _, body) = get(health, "/healthz");
    assert_eq!(status, 503, "{body}");
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(json["vault"]["status"], "unhealthy");
    stop(&mut child);
}
