//! The webhook's HTTPS front (issue 5) over real sockets: certificates renewed on disk
//! (rename, Kubernetes `..data` symlink swap, SIGHUP) reach the next connection and a
//! broken pair keeps the old one; client certificates are enforced with `clientCAFile`;
//! every bad input is refused before the mutator; a mutator panic answers 500 and the next
//! review works; and, against the real binary, a slowloris flood of 1,000 idle,
//! half-handshaken and half-sent connections leaves a review answered within 2 s with
//! bounded threads and memory, and SIGTERM drains an in-flight review and exits 0.
//!
//! `tests/it/http.rs` covers the generic server (framing, caps, keep-alive, the plain-HTTP
//! flood); this file covers what the webhook adds on top.

use std::fs;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, sync_channel};
use std::time::{Duration, Instant};

use crossbeam_channel::{Sender, bounded};
use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use rustls::pki_types::{CertificateDer, ServerName};
use rustls::{ClientConnection, StreamOwned};
use serde_json::{Value, json};
use vault_db_injector::injector::review::{self, Review};
use vault_db_injector::injector::{Mutator, Settings, Webhook};
use vault_db_injector::runtime::signals::Request as SignalRequest;
use vault_db_injector::runtime::{ShutdownTrigger, Supervisor, shutdown_channel};
use vault_db_injector::{metrics, tls};
use vdbi_testbed::certs::{Ca, CertPair, Usage};
use vdbi_testbed::tempdir::TempDir;

use crate::cli::{IDLE_CONFIG, wait_exit, wait_for_line, write_config};

const BINARY: &str = env!("CARGO_BIN_EXE_vault-db-injector");

/// Answers by the pod's namespace: `panic` panics, `slow` takes a second, `patch` adds an
/// empty-ish patch, anything else is allowed unchanged.
struct TestMutator;

impl Mutator for TestMutator {
    fn mutate(&self, review: &Review, _received: Instant) -> review::Response {
        let uid = &review.request.uid;
        match review.request.namespace.as_str() {
            "panic" => panic!("mutator bug injected by the test"),
            "slow" => {
                std::thread::sleep(Duration::from_secs(1));
                review::Response::allow(uid)
            }
            "deny" => review::Response::deny(uid, 403, "not for you".to_owned()),
            "patch" => review::Response::patched(uid, br#"[{"op":"add","path":"/x","value":1}]"#),
            _ => review::Response::allow(uid),
        }
    }
}

/// A webhook running in this process, stopped on drop.
struct Running {
    webhook: Webhook,
    trigger: ShutdownTrigger,
    reload: Sender<SignalRequest>,
    _supervisor: Supervisor,
}

impl Running {
    fn addr(&self) -> SocketAddr {
        self.webhook.local_addr()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.trigger.trigger();
    }
}

fn settings(cert: &Path, key: &Path, client_ca: Option<&Path>) -> Settings {
    Settings {
        address: "127.0.0.1:0".to_owned(),
        cert: cert.to_owned(),
        key: key.to_owned(),
        client_ca: client_ca.map(Path::to_owned),
        client_allowed_names: Vec::new(),
        // Most tests here are about the transport, not client authentication.
        allow_unauthenticated: true,
        workers: 2,
        legacy_delivery: true,
        reload_interval: Duration::from_secs(600),
    }
}

fn start(settings: &Settings) -> Running {
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let (reload, reload_rx) = bounded(1);
    let webhook = Webhook::start(&supervisor, settings, Arc::new(TestMutator), reload_rx).unwrap();
    Running {
        webhook,
        trigger,
        reload,
        _supervisor: supervisor,
    }
}

type Tls = StreamOwned<ClientConnection, TcpStream>;

fn tls_client(addr: SocketAddr, ca: &Path, identity: Option<&CertPair>) -> Tls {
    try_tls_client(addr, ca, identity).unwrap()
}

/// A TLS client whose connect may fail (a stopped server).
fn try_tls_client(addr: SocketAddr, ca: &Path, identity: Option<&CertPair>) -> io::Result<Tls> {
    let roots = tls::client_roots(Some(ca)).unwrap();
    let identity = identity.map(|pair| {
        (
            tls::load_certificates(&pair.cert).unwrap(),
            tls::load_private_key(&pair.key).unwrap(),
        )
    });
    let config = tls::client_config(&roots, identity).unwrap();
    let conn = ClientConnection::new(config, ServerName::try_from("localhost").unwrap()).unwrap();
    let socket = TcpStream::connect(addr)?;
    socket.set_read_timeout(Some(Duration::from_secs(10)))?;
    Ok(StreamOwned::new(conn, socket))
}

/// A response as the tests need it.
#[derive(Debug)]
struct Answer {
    status: u16,
    content_type: String,
    body: Vec<u8>,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&self.body)))
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

fn read_answer(stream: &mut impl Read) -> io::Result<Answer> {
    let buf = crate::http::read_through(stream, b"\r\n\r\n")?;
    let mut headers = [httparse::EMPTY_HEADER; 32];
    let mut response = httparse::Response::new(&mut headers);
    response
        .parse(&buf)
        .map_err(|e| io::Error::other(e.to_string()))?;
    let header = |name: &str| {
        response
            .headers
            .iter()
            .find(|h| h.name.eq_ignore_ascii_case(name))
            .map(|h| String::from_utf8_lossy(h.value).into_owned())
    };
    let content_type = header("content-type").unwrap_or_default();
    let status = response.code.unwrap();
    let body = crate::http::read_body(
        stream,
        header("content-length").as_deref(),
        header("transfer-encoding").as_deref(),
    )?;
    Ok(Answer {
        status,
        content_type,
        body,
    })
}

/// The head of a POST with the given content type and length.
fn head(path: &str, content_type: Option<&str>, length: usize) -> Vec<u8> {
    let mut head = format!("POST {path} HTTP/1.1\r\nHost: webhook\r\nContent-Length: {length}\r\n");
    if let Some(value) = content_type {
        head.push_str(&format!("Content-Type: {value}\r\n"));
    }
    head.push_str("\r\n");
    head.into_bytes()
}

fn post(
    stream: &mut Tls,
    path: &str,
    content_type: Option<&str>,
    body: &[u8],
) -> io::Result<Answer> {
    let mut request = head(path, content_type, body.len());
    request.extend_from_slice(body);
    stream.write_all(&request)?;
    read_answer(stream)
}

/// An AdmissionReview for a pod in `namespace`.
fn review_body(version: &str, uid: &str, namespace: &str) -> Vec<u8> {
    json!({
        "apiVersion": format!("admission.k8s.io/{version}"),
        "kind": "AdmissionReview",
        "request": {
            "uid": uid,
            "kind": {"group": "", "version": "v1", "kind": "Pod"},
            "resource": {"group": "", "version": "v1", "resource": "pods"},
            "namespace": namespace,
            "operation": "CREATE",
            "object": {"metadata": {"generateName": "web-"}, "spec": {"containers": [{"name": "c"}]}}
        }
    })
    .to_string()
    .into_bytes()
}

const JSON: Option<&str> = Some("application/json");

/// The leaf certificate the server presents to a new connection.
fn served(addr: SocketAddr, ca: &Path) -> Option<CertificateDer<'static>> {
    let mut stream = tls_client(addr, ca, None);
    post(&mut stream, "/", JSON, &review_body("v1", "probe", "apps")).ok()?;
    stream
        .conn
        .peer_certificates()
        .and_then(|chain| chain.first())
        .map(|cert| cert.clone().into_owned())
}

fn leaf(pair: &CertPair) -> CertificateDer<'static> {
    tls::load_certificates(&pair.cert).unwrap().remove(0)
}

fn wait_until(what: &str, within: Duration, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + within;
    while !done() {
        assert!(Instant::now() < deadline, "{what} within {within:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The value of one series in the exposition, 0 when absent.
fn metric(series: &str) -> f64 {
    metrics::render()
        .lines()
        .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
        .unwrap_or(0.0)
}

/// Lays out files as a Kubernetes Secret volume does (`name -> ..data/name`,
/// `..data -> <generation>`) and swaps `..data` to a new generation atomically.
fn publish(volume: &Path, generation: &str, files: &[(&str, &Path)]) {
    use std::os::unix::fs::symlink;
    let dir = volume.join(generation);
    fs::create_dir_all(&dir).unwrap();
    for (name, source) in files {
        fs::copy(source, dir.join(name)).unwrap();
        let link = volume.join(name);
        if fs::symlink_metadata(&link).is_err() {
            symlink(Path::new("..data").join(name), &link).unwrap();
        }
    }
    let temporary = volume.join("..data_tmp");
    symlink(generation, &temporary).unwrap();
    fs::rename(&temporary, volume.join("..data")).unwrap();
}

#[test]
fn a_certificate_renamed_over_the_old_one_reaches_the_next_connection() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated(
        "webhook::a_certificate_renamed_over_the_old_one_reaches_the_next_connection",
    ) {
        return;
    }
    let dir = TempDir::new("webhook-rename").unwrap();
    let ca = Ca::new(dir.path(), "rename").unwrap();
    let first = ca.localhost_server("first").unwrap();
    let second = ca.localhost_server("second").unwrap();
    let third = ca.localhost_server("third").unwrap();
    let cert = dir.path().join("tls.crt");
    let key = dir.path().join("tls.key");
    fs::copy(&first.cert, &cert).unwrap();
    fs::copy(&first.key, &key).unwrap();
    let mut settings = settings(&cert, &key, None);
    settings.reload_interval = Duration::from_millis(100);
    let webhook = start(&settings);
    assert_eq!(served(webhook.addr(), &ca.pair.cert), Some(leaf(&first)));

    // cert-manager style: new files written aside, then renamed over the old ones.
    let replace = |source: &Path, target: &Path| {
        let aside = target.with_extension("new");
        fs::copy(source, &aside).unwrap();
        fs::rename(&aside, target).unwrap();
    };
    replace(&second.key, &key);
    replace(&second.cert, &cert);
    wait_until(
        "the renamed certificate served",
        Duration::from_secs(5),
        || served(webhook.addr(), &ca.pair.cert) == Some(leaf(&second)),
    );

    // A broken pair (a key that does not match the certificate) is refused and counted,
    // and the previous certificate is still served.
    let failed = r#"vdbi_tls_reloads_total{result="failed"}"#;
    let failures = metric(failed);
    replace(&third.key, &key);
    wait_until("the broken pair counted", Duration::from_secs(5), || {
        metric(failed) > failures
    });
    assert_eq!(served(webhook.addr(), &ca.pair.cert), Some(leaf(&second)));
    // Once the certificate follows, the pair loads.
    replace(&third.cert, &cert);
    wait_until("the completed pair served", Duration::from_secs(5), || {
        served(webhook.addr(), &ca.pair.cert) == Some(leaf(&third))
    });
}

#[test]
fn a_secret_volume_symlink_swap_is_served_after_sighup() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated("webhook::a_secret_volume_symlink_swap_is_served_after_sighup") {
        return;
    }
    let dir = TempDir::new("webhook-symlink").unwrap();
    let ca = Ca::new(dir.path(), "symlink").unwrap();
    let first = ca.localhost_server("first").unwrap();
    let second = ca.localhost_server("second").unwrap();
    let broken = ca.localhost_server("broken").unwrap();
    let volume = dir.path().join("volume");
    publish(
        &volume,
        "..2026_11_29_01",
        &[("tls.crt", &first.cert), ("tls.key", &first.key)],
    );
    // The timer is far away: only the reload request (SIGHUP) can make it look.
    let webhook = start(&settings(
        &volume.join("tls.crt"),
        &volume.join("tls.key"),
        None,
    ));
    assert_eq!(served(webhook.addr(), &ca.pair.cert), Some(leaf(&first)));

    publish(
        &volume,
        "..2026_11_29_02",
        &[("tls.crt", &second.cert), ("tls.key", &second.key)],
    );
    webhook.reload.send(SignalRequest::Reload).unwrap();
    wait_until(
        "the swapped certificate served",
        Duration::from_secs(5),
        || served(webhook.addr(), &ca.pair.cert) == Some(leaf(&second)),
    );

    // A swap to a broken pair keeps the current one.
    publish(
        &volume,
        "..2026_11_29_03",
        &[("tls.crt", &second.cert), ("tls.key", &broken.key)],
    );
    let failed = r#"vdbi_tls_reloads_total{result="failed"}"#;
    let failures = metric(failed);
    webhook.reload.send(SignalRequest::Reload).unwrap();
    wait_until("the broken swap counted", Duration::from_secs(5), || {
        metric(failed) > failures
    });
    assert_eq!(served(webhook.addr(), &ca.pair.cert), Some(leaf(&second)));
}

#[test]
fn client_certificates_are_required_and_enforced_with_a_client_ca() {
    let dir = TempDir::new("webhook-mtls").unwrap();
    let ca = Ca::new(dir.path(), "mtls").unwrap();
    let other = Ca::new(&dir.path().join("other"), "other").unwrap();
    let server = ca.localhost_server("server").unwrap();
    let apiserver = ca
        .issue("apiserver", "kube-apiserver", &[], Usage::Client, 30)
        .unwrap();
    let stranger = other
        .issue("stranger", "kube-apiserver", &[], Usage::Client, 30)
        .unwrap();
    let webhook = start(&settings(&server.cert, &server.key, Some(&ca.pair.cert)));
    let body = review_body("v1", "mtls-1", "apps");

    let mut anonymous = tls_client(webhook.addr(), &ca.pair.cert, None);
    let refused = post(&mut anonymous, "/", JSON, &body);
    assert!(refused.is_err(), "no client certificate: {refused:?}");

    let mut foreign = tls_client(webhook.addr(), &ca.pair.cert, Some(&stranger));
    let refused = post(&mut foreign, "/", JSON, &body);
    assert!(refused.is_err(), "certificate of another CA: {refused:?}");

    let mut known = tls_client(webhook.addr(), &ca.pair.cert, Some(&apiserver));
    let answer = post(&mut known, "/", JSON, &body).unwrap();
    assert_eq!(answer.status, 200, "{}", answer.text());
    assert_eq!(answer.json()["response"]["uid"], "mtls-1");
}

/// `clientAllowedNames` narrows the client CA to named certificates, and a new client CA
/// file is served after a reload like a new certificate: the old CA's clients are refused
/// from then on, the new CA's served. Each refusal is counted by reason.
#[test]
fn allowed_names_narrow_the_client_ca_and_the_ca_file_reloads() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated(
        "webhook::allowed_names_narrow_the_client_ca_and_the_ca_file_reloads",
    ) {
        return;
    }
    let dir = TempDir::new("webhook-names").unwrap();
    let ca = Ca::new(dir.path(), "names").unwrap();
    let next = Ca::new(&dir.path().join("next"), "next").unwrap();
    let server = ca.localhost_server("server").unwrap();
    let client_ca = dir.path().join("client-ca.pem");
    fs::copy(&ca.pair.cert, &client_ca).unwrap();
    let apiserver = ca
        .issue("apiserver", "kube-apiserver", &[], Usage::Client, 30)
        .unwrap();
    let san_only = ca
        .issue(
            "san",
            "no-name",
            &["URI:spiffe://cluster/apiserver"],
            Usage::Client,
            30,
        )
        .unwrap();
    let kubelet = ca
        .issue("kubelet", "system:node:n1", &["DNS:n1"], Usage::Client, 30)
        .unwrap();
    let upper = ca
        .issue("upper", "Kube-Apiserver", &[], Usage::Client, 30)
        .unwrap();
    let renewed = next
        .issue("renewed", "kube-apiserver", &[], Usage::Client, 30)
        .unwrap();
    let mut settings = settings(&server.cert, &server.key, Some(&client_ca));
    settings.client_allowed_names = vec![
        "kube-apiserver".to_owned(),
        "spiffe://cluster/apiserver".to_owned(),
    ];
    settings.allow_unauthenticated = false;
    let webhook = start(&settings);
    let body = review_body("v1", "names-1", "apps");
    let answered = |identity: &CertPair| {
        let mut stream = tls_client(webhook.addr(), &ca.pair.cert, Some(identity));
        post(&mut stream, "/", JSON, &body).is_ok_and(|a| a.status == 200)
    };
    let refused = r#"vdbi_webhook_client_refused_total{reason="name_not_allowed"}"#;
    let before = metric(refused);
    assert!(answered(&apiserver), "the CN is allowed");
    assert!(answered(&san_only), "a URI SAN is allowed");
    assert!(!answered(&kubelet), "a kubelet of the same CA is not");
    assert!(!answered(&upper), "names match case-sensitively");
    assert!(metric(refused) >= before + 2.0);

    // The client CA is replaced: after the reload, only the new CA's certificates pass.
    fs::copy(&next.pair.cert, &client_ca).unwrap();
    webhook.reload.send(SignalRequest::Reload).unwrap();
    wait_until("the new client CA served", Duration::from_secs(5), || {
        answered(&renewed)
    });
    assert!(!answered(&apiserver), "the old CA's certificate is refused");
    let unknown = r#"vdbi_webhook_client_refused_total{reason="unknown_issuer"}"#;
    assert!(metric(unknown) >= 1.0);
}

#[test]
fn every_bad_input_is_refused_before_the_mutator() {
    let dir = TempDir::new("webhook-inputs").unwrap();
    let ca = Ca::new(dir.path(), "inputs").unwrap();
    let server = ca.localhost_server("server").unwrap();
    let webhook = start(&settings(&server.cert, &server.key, None));
    let addr = webhook.addr();

    let check = |path: &str, content_type: Option<&str>, body: &[u8], status: u16, expect: &str| {
        let mut stream = tls_client(addr, &ca.pair.cert, None);
        let answer = post(&mut stream, path, content_type, body).unwrap();
        assert_eq!(
            answer.status,
            status,
            "{path} {content_type:?}: {}",
            answer.text()
        );
        if answer.content_type == "application/json" {
            let value = answer.json();
            let got = format!(
                "{} {} allowed={} patch={}",
                value["apiVersion"].as_str().unwrap(),
                value["response"]["uid"].as_str().unwrap(),
                value["response"]["allowed"],
                value["response"].get("patch").is_some()
            );
            assert_eq!(got, expect, "{path}");
        } else {
            assert!(answer.text().contains(expect), "{path}: {}", answer.text());
        }
    };
    // Reviews of both versions, on any path, echo the uid in their own version.
    check(
        "/mutate",
        JSON,
        &review_body("v1", "u-1", "apps"),
        200,
        "admission.k8s.io/v1 u-1 allowed=true patch=false",
    );
    check(
        "/any/other/path?x=1",
        Some("application/json; charset=utf-8"),
        &review_body("v1beta1", "u-2", "patch"),
        200,
        "admission.k8s.io/v1beta1 u-2 allowed=true patch=true",
    );
    check(
        "/",
        JSON,
        &review_body("v1", "u-3", "deny"),
        200,
        "admission.k8s.io/v1 u-3 allowed=false patch=false",
    );
    let review = review_body("v1", "u-4", "apps");
    check("/", None, &review, 400, "application/json");
    check("/", Some("text/plain"), &review, 400, "application/json");
    check(
        "/",
        Some("application/yaml"),
        &review,
        400,
        "application/json",
    );
    check("/", JSON, b"", 400, "the body is empty");
    check(
        "/",
        JSON,
        b"{\"apiVersion\":",
        400,
        "not an AdmissionReview",
    );
    check("/", JSON, b"\xff\xfe", 400, "not an AdmissionReview");
    check(
        "/",
        JSON,
        br#"{"apiVersion":"v1","kind":"Pod","metadata":{}}"#,
        400,
        "expected an AdmissionReview",
    );
    check(
        "/",
        JSON,
        br#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{"uid":""}}"#,
        400,
        "no request.uid",
    );
    let deep = format!(
        r#"{{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{{"uid":"u-5","object":{}0{}}}}}"#,
        "[".repeat(200_000),
        "]".repeat(200_000)
    );
    check("/", JSON, deep.as_bytes(), 400, "deeper than");

    // Over the 3 MiB cap: 413 from the head alone, while the body is still unsent.
    let mut stream = tls_client(addr, &ca.pair.cert, None);
    let started = Instant::now();
    stream
        .write_all(&head("/", JSON, 3 * 1024 * 1024 + 1))
        .unwrap();
    stream.write_all(&[b' '; 1024]).unwrap();
    let answer = read_answer(&mut stream).unwrap();
    assert_eq!(answer.status, 413, "{}", answer.text());
    assert!(started.elapsed() < Duration::from_secs(2));
    // Exactly the cap is read (and refused as JSON, not as a size).
    let mut stream = tls_client(addr, &ca.pair.cert, None);
    let mut padded = review_body("v1", "u-6", "apps");
    padded.resize(3 * 1024 * 1024, b' ');
    let answer = post(&mut stream, "/", JSON, &padded).unwrap();
    assert_eq!(answer.status, 200, "{}", answer.text());
    assert_eq!(answer.json()["response"]["uid"], "u-6");
}

#[test]
fn a_mutator_panic_answers_500_and_the_next_review_works() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated("webhook::a_mutator_panic_answers_500_and_the_next_review_works") {
        return;
    }
    let dir = TempDir::new("webhook-panic").unwrap();
    let ca = Ca::new(dir.path(), "panic").unwrap();
    let server = ca.localhost_server("server").unwrap();
    let webhook = start(&settings(&server.cert, &server.key, None));
    let panics = metric("vdbi_webhook_panics_total");
    // Both workers panic once each, then serve: the pool is intact.
    for round in 0..3 {
        let mut stream = tls_client(webhook.addr(), &ca.pair.cert, None);
        let uid = format!("panic-{round}");
        let answer = post(
            &mut stream,
            "/",
            JSON,
            &review_body("v1beta1", &uid, "panic"),
        )
        .unwrap();
        assert_eq!(answer.status, 500, "{}", answer.text());
        let value = answer.json();
        assert_eq!(value["apiVersion"], "admission.k8s.io/v1beta1");
        assert_eq!(value["response"]["uid"], uid.as_str());
        assert_eq!(value["response"]["allowed"], false);
        assert_eq!(value["response"]["status"]["code"], 500);
        // The same connection goes on with the next review.
        let answer = post(&mut stream, "/", JSON, &review_body("v1", "after", "apps")).unwrap();
        assert_eq!(answer.status, 200, "{}", answer.text());
        assert_eq!(answer.json()["response"]["allowed"], true);
    }
    assert!(metric("vdbi_webhook_panics_total") >= panics + 3.0);
}

#[test]
fn a_full_queue_answers_503_at_once_and_the_rest_are_served() {
    let dir = TempDir::new("webhook-busy").unwrap();
    let ca = Ca::new(dir.path(), "busy").unwrap();
    let server = ca.localhost_server("server").unwrap();
    let webhook = start(&settings(&server.cert, &server.key, None));
    // 2 workers busy for a second each and a queue of 32: of 48 slow reviews sent at once,
    // some must be refused, and those at once; every other one is served in turn.
    let clients: Vec<_> = (0..48)
        .map(|n| {
            let addr = webhook.addr();
            let ca = ca.pair.cert.clone();
            #[allow(clippy::disallowed_methods)] // Test client threads.
            std::thread::spawn(move || {
                let mut stream = tls_client(addr, &ca, None);
                // The last queued review waits for 16 before it on 2 workers.
                stream
                    .sock
                    .set_read_timeout(Some(Duration::from_secs(40)))
                    .unwrap();
                let started = Instant::now();
                let answer = post(
                    &mut stream,
                    "/",
                    JSON,
                    &review_body("v1", &format!("busy-{n}"), "slow"),
                );
                (answer.map(|a| a.status).unwrap_or(0), started.elapsed())
            })
        })
        .collect();
    let results: Vec<(u16, Duration)> = clients.into_iter().map(|c| c.join().unwrap()).collect();
    let busy: Vec<Duration> = results
        .iter()
        .filter(|(status, _)| *status == 503)
        .map(|(_, elapsed)| *elapsed)
        .collect();
    assert!(!busy.is_empty(), "{results:?}");
    assert!(
        busy.iter()
            .all(|elapsed| *elapsed < Duration::from_millis(900)),
        "a 503 waited: {results:?}"
    );
    assert!(
        results.iter().any(|(status, _)| *status == 200),
        "{results:?}"
    );
    assert!(
        results
            .iter()
            .all(|(status, _)| *status == 200 || *status == 503),
        "{results:?}"
    );
}

// ---------------------------------------------------------------------------------------
// The real binary.

/// The binary in mode injector with `extra` configuration, its stdout lines on a channel.
fn spawn_injector(dir: &TempDir, server: &CertPair, extra: &str) -> (Child, Receiver<String>) {
    let config = IDLE_CONFIG.replace("mode: nri", "mode: injector");
    // Legacy delivery without a client CA does not start unless told to.
    let opt_out = if extra.contains("clientCAFile") {
        ""
    } else {
        "allowUnauthenticatedLegacyDelivery: true\n"
    };
    let config = format!(
        "{config}certFile: {}\nkeyFile: {}\n{opt_out}{extra}",
        server.cert.display(),
        server.key.display()
    );
    let path = write_config(dir, "config.yaml", &config);
    let mut child = Command::new(BINARY)
        .args(["--config", path.to_str().unwrap()])
        .env_clear()
        .env("HOME", dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (lines_tx, lines_rx) = sync_channel(4096);
    #[allow(clippy::disallowed_methods)] // A test helper thread, not a product thread.
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if lines_tx.send(line).is_err() {
                break;
            }
        }
    });
    (child, lines_rx)
}

/// The addresses the servers logged when they bound port 0, and the lines seen so far.
fn addresses(lines: &Receiver<String>) -> (SocketAddr, SocketAddr, SocketAddr, Vec<String>) {
    let seen = wait_for_line(lines, "Starting vault-db-injector");
    let address = |server: &str| -> SocketAddr {
        seen.iter()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
            .find(|v| v["message"] == "http server listening" && v["server"] == server)
            .and_then(|v| v["address"].as_str().map(str::to_owned))
            .unwrap_or_else(|| panic!("no listening line for {server}: {seen:?}"))
            .parse()
            .unwrap()
    };
    (
        address("webhook"),
        address("health"),
        address("metrics"),
        seen,
    )
}

/// A plain GET; `None` when the server does not answer (stopped).
fn get(addr: SocketAddr, path: &str) -> Option<(u16, String)> {
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(2)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    stream
        .write_all(
            format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes(),
        )
        .ok()?;
    let answer = read_answer(&mut stream).ok()?;
    Some((answer.status, answer.text()))
}

fn status_field(pid: u32, field: &str) -> u64 {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix(field))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no {field} in /proc/{pid}/status"))
}

/// Sends one real review (a pod in an excluded namespace, answered without Vault) and
/// returns how long the answer took.
fn timed_review(addr: SocketAddr, ca: &Path, uid: &str) -> Duration {
    let started = Instant::now();
    let mut stream = tls_client(addr, ca, None);
    let answer = post(
        &mut stream,
        "/",
        JSON,
        &review_body("v1", uid, "kube-system"),
    )
    .unwrap();
    let elapsed = started.elapsed();
    assert_eq!(answer.status, 200, "{}", answer.text());
    let value = answer.json();
    assert_eq!(value["response"]["uid"], uid);
    assert_eq!(value["response"]["allowed"], true);
    elapsed
}

/// The first bytes of a real ClientHello, to leave a handshake half done.
fn partial_client_hello(ca: &Path) -> Vec<u8> {
    let roots = tls::client_roots(Some(ca)).unwrap();
    let config = tls::client_config(&roots, None).unwrap();
    let mut conn =
        ClientConnection::new(config, ServerName::try_from("localhost").unwrap()).unwrap();
    let mut hello = Vec::new();
    conn.write_tls(&mut hello).unwrap();
    hello.truncate(hello.len() / 2);
    hello
}

#[test]
fn a_slowloris_flood_leaves_reviews_answered_with_bounded_threads_and_memory() {
    let dir = TempDir::new("webhook-flood").unwrap();
    let ca = Ca::new(dir.path(), "flood").unwrap();
    let server = ca.localhost_server("server").unwrap();
    let (mut child, lines) = spawn_injector(&dir, &server, "webhookWorkers: 8\n");
    let (webhook, _, metrics_addr, seen) = addresses(&lines);
    // Without clientCAFile in legacy delivery: a warning at start, and the gauge.
    assert!(
        seen.iter()
            .any(|line| line.contains("anyone who reaches the webhook port")),
        "{seen:?}"
    );
    let (_, exposition) = get(metrics_addr, "/metrics").unwrap();
    assert!(
        exposition.contains("vdbi_webhook_client_auth_disabled 1"),
        "{exposition}"
    );

    let pid = child.id();
    timed_review(webhook, &ca.pair.cert, "warm-up");
    let threads_before = status_field(pid, "Threads:");
    let rss_before = status_field(pid, "VmRSS:");

    // 1,000 connections: idle ones (TCP only), half-handshaken ones (half a ClientHello)
    // and half-sent ones (TLS done, half a request head), all left hanging.
    let hello = partial_client_hello(&ca.pair.cert);
    let mut hanging: Vec<TcpStream> = Vec::new();
    let mut half_sent: Vec<Tls> = Vec::new();
    for _ in 0..334 {
        hanging.push(TcpStream::connect(webhook).unwrap());
    }
    for _ in 0..333 {
        let mut stream = TcpStream::connect(webhook).unwrap();
        stream.write_all(&hello).unwrap();
        hanging.push(stream);
    }
    for _ in 0..333 {
        let mut stream = tls_client(webhook, &ca.pair.cert, None);
        // Some early ones may already have been evicted to make room: that is the design.
        let _ = stream.write_all(b"POST / HTTP/1.1\r\nHost: webhook\r\nContent-Type: appl");
        half_sent.push(stream);
    }

    let latency = timed_review(webhook, &ca.pair.cert, "under-flood");
    let threads_during = status_field(pid, "Threads:");
    let rss_during = status_field(pid, "VmRSS:");
    #[allow(clippy::print_stderr)] // The figures go to docs/performance.md.
    {
        eprintln!(
            "slowloris: review in {latency:?}; threads {threads_before} -> {threads_during}; \
             RSS {rss_before} kB -> {rss_during} kB"
        );
    }
    assert!(latency < Duration::from_secs(2), "review took {latency:?}");
    // No thread per connection: the server's threads are fixed at start.
    assert!(
        threads_during <= threads_before + 1,
        "threads grew from {threads_before} to {threads_during}"
    );
    // At most `WEBHOOK_MAX_CONNECTIONS` (512) small buffers and TLS states are held.
    assert!(
        rss_during < rss_before + 96 * 1024,
        "RSS grew from {rss_before} kB to {rss_during} kB"
    );

    drop(hanging);
    drop(half_sent);
    kill(Pid::from_raw(i32::try_from(pid).unwrap()), Signal::SIGTERM).unwrap();
    assert_eq!(wait_exit(&mut child, Duration::from_secs(30)), Some(0));
}

#[test]
fn sigterm_fails_readiness_drains_the_review_in_flight_and_exits_0() {
    let dir = TempDir::new("webhook-drain").unwrap();
    let ca = Ca::new(dir.path(), "drain").unwrap();
    let server = ca.localhost_server("server").unwrap();
    let client_ca = dir.path().join("client-ca.pem");
    fs::copy(&ca.pair.cert, &client_ca).unwrap();
    let apiserver = ca
        .issue("apiserver", "kube-apiserver", &[], Usage::Client, 30)
        .unwrap();
    let (mut child, lines) = spawn_injector(
        &dir,
        &server,
        &format!("clientCAFile: {}\n", client_ca.display()),
    );
    let (webhook, health, metrics_addr, _) = addresses(&lines);
    assert_eq!(get(health, "/readyz").map(|a| a.0), Some(200));
    let (_, exposition) = get(metrics_addr, "/metrics").unwrap();
    assert!(
        exposition.contains("vdbi_webhook_client_auth_disabled 0"),
        "{exposition}"
    );

    // A review whose body is large enough to go to a worker before it is complete: the
    // worker is then busy with it when SIGTERM arrives. Not a pause: the head asks for
    // `100 Continue`, which the worker sends when it starts reading the body, so the signal
    // comes once the review is in a worker.
    let mut body = review_body("v1", "in-flight", "kube-system");
    body.resize(512 * 1024, b' ');
    let mut stream = tls_client(webhook, &ca.pair.cert, Some(&apiserver));
    let mut expect = head("/", JSON, body.len());
    expect.truncate(expect.len() - 2);
    expect.extend_from_slice(b"Expect: 100-continue\r\n\r\n");
    stream.write_all(&expect).unwrap();
    stream.flush().unwrap();
    let interim = read_answer(&mut stream).unwrap();
    assert_eq!(interim.status, 100, "{}", interim.text());
    let (first, rest) = body.split_at(body.len() / 2);
    stream.write_all(first).unwrap();
    stream.flush().unwrap();

    let pid = Pid::from_raw(i32::try_from(child.id()).unwrap());
    kill(pid, Signal::SIGTERM).unwrap();
    // Readiness fails (the health port says so or is already closed) and no new
    // connection is accepted by the webhook.
    wait_until("readiness to fail", Duration::from_secs(3), || {
        get(health, "/readyz").is_none_or(|(status, _)| status != 200)
    });
    wait_until(
        "the webhook to stop accepting",
        Duration::from_secs(3),
        || {
            try_tls_client(webhook, &ca.pair.cert, Some(&apiserver))
                .and_then(|mut late| {
                    post(
                        &mut late,
                        "/",
                        JSON,
                        &review_body("v1", "late", "kube-system"),
                    )
                })
                .is_err()
        },
    );

    // The review in flight still gets its answer.
    stream.write_all(rest).unwrap();
    let answer = read_answer(&mut stream).unwrap();
    assert_eq!(answer.status, 200, "{}", answer.text());
    assert_eq!(answer.json()["response"]["uid"], "in-flight");
    assert_eq!(wait_exit(&mut child, Duration::from_secs(30)), Some(0));
    // The reader thread may still be copying the last lines out of the pipe when the exit
    // is seen: read until it reaches the end of the output (bounded), not what is there now.
    let mut rest = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(10);
    while let Ok(line) = lines.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
        rest.push(line);
    }
    assert!(
        rest.iter()
            .any(|line| line.contains("vault-db-injector stopped")),
        "{rest:?}"
    );
}

#[test]
fn sighup_makes_the_binary_serve_a_renewed_certificate() {
    let dir = TempDir::new("webhook-sighup").unwrap();
    let ca = Ca::new(dir.path(), "sighup").unwrap();
    let first = ca.localhost_server("first").unwrap();
    let second = ca.localhost_server("second").unwrap();
    let served_pair = CertPair {
        cert: dir.path().join("tls.crt"),
        key: dir.path().join("tls.key"),
    };
    fs::copy(&first.cert, &served_pair.cert).unwrap();
    fs::copy(&first.key, &served_pair.key).unwrap();
    let (mut child, lines) = spawn_injector(&dir, &served_pair, "");
    let (webhook, _, _, _) = addresses(&lines);
    assert_eq!(served(webhook, &ca.pair.cert), Some(leaf(&first)));

    // The timer checks every 30 s; SIGHUP makes the check happen now.
    fs::copy(&second.key, &served_pair.key).unwrap();
    fs::copy(&second.cert, &served_pair.cert).unwrap();
    let pid = Pid::from_raw(i32::try_from(child.id()).unwrap());
    kill(pid, Signal::SIGHUP).unwrap();
    wait_until(
        "the renewed certificate served",
        Duration::from_secs(5),
        || served(webhook, &ca.pair.cert) == Some(leaf(&second)),
    );
    kill(pid, Signal::SIGTERM).unwrap();
    assert_eq!(wait_exit(&mut child, Duration::from_secs(30)), Some(0));
}
