//! Benchmark of the bare admission endpoint: TLS, HTTP, the endpoint's checks, the
//! AdmissionReview parse and an empty-patch answer, without Vault, so that the transport's
//! own cost is known apart from the mutation's. It reports requests per second and p50/p99
//! latency for kept-alive connections (as the apiserver uses them), for a new TLS
//! connection per review, and for reviews sent while 1,000 idle, half-handshaken and
//! half-sent connections hang on the port (the slowloris figure of issue 5).
//!
//! Run with `cargo bench --profile dev --bench webhook` (the project never builds
//! `--release` on the shared machine; the figures in `docs/performance.md` say which
//! profile measured them). `VDBI_BENCH_SECONDS` sets each phase's length (default 5).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![allow(clippy::print_stdout, clippy::print_stderr)]
#![allow(missing_docs)]

use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rustls::pki_types::ServerName;
use rustls::{ClientConnection, StreamOwned};
use serde_json::json;
use vault_db_injector::injector::review::{self, Review};
use vault_db_injector::injector::{Mutator, Settings, Webhook};
use vault_db_injector::runtime::{Supervisor, shutdown_channel};
use vault_db_injector::{limits, tls};
use vdbi_testbed::certs::Ca;
use vdbi_testbed::tempdir::TempDir;

/// Answers every review with an empty patch: the cheapest mutation there is.
struct EmptyPatch;

impl Mutator for EmptyPatch {
    fn mutate(&self, review: &Review, _received: Instant) -> review::Response {
        review::Response::patched(&review.request.uid, b"[]")
    }
}

type Tls = StreamOwned<ClientConnection, TcpStream>;

fn client(addr: SocketAddr, ca: &Path) -> Tls {
    let roots = tls::client_roots(Some(ca)).unwrap();
    let config = tls::client_config(&roots, None).unwrap();
    let conn = ClientConnection::new(config, ServerName::try_from("localhost").unwrap()).unwrap();
    let socket = TcpStream::connect(addr).unwrap();
    socket
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    socket.set_nodelay(true).unwrap();
    StreamOwned::new(conn, socket)
}

/// A pod as a Deployment's ReplicaSet sends it: a few containers, env, annotations
/// (about 2 KiB).
fn review_body(uid: &str) -> Vec<u8> {
    let container = |name: &str| {
        json!({"name": name, "image": "registry.example.com/team/app:1.2.3",
               "env": [{"name": "LOG_LEVEL", "value": "info"}, {"name": "PORT", "value": "8080"}],
               "resources": {"requests": {"cpu": "100m", "memory": "128Mi"}},
               "volumeMounts": [{"name": "kube-api-access", "mountPath": "/var/run/secrets/kubernetes.io/serviceaccount", "readOnly": true}]})
    };
    json!({
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "request": {
            "uid": uid,
            "kind": {"group": "", "version": "v1", "kind": "Pod"},
            "resource": {"group": "", "version": "v1", "resource": "pods"},
            "namespace": "apps",
            "operation": "CREATE",
            "userInfo": {"username": "system:serviceaccount:kube-system:replicaset-controller"},
            "object": {
                "metadata": {"generateName": "web-7d9f8c6b5-", "namespace": "apps",
                             "labels": {"app": "web", "vault-db-injector": "true"},
                             "annotations": {"db-creds-injector.numberly.io/app.role": "app-rw",
                                             "db-creds-injector.numberly.io/app.env-key-dbuser": "DB_USER",
                                             "db-creds-injector.numberly.io/app.env-key-dbpassword": "DB_PASSWORD"}},
                "spec": {"serviceAccountName": "web",
                         "containers": [container("app"), container("sidecar")],
                         "volumes": [{"name": "kube-api-access", "projected": {"sources": []}}]}
            }
        }
    })
    .to_string()
    .into_bytes()
}

fn request(uid: &str) -> Vec<u8> {
    let body = review_body(uid);
    let mut out = format!(
        "POST /mutate?timeout=5s HTTP/1.1\r\nHost: webhook\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    )
    .into_bytes();
    out.extend_from_slice(&body);
    out
}

/// Reads one response and checks it is a 200 AdmissionReview; `Ok(false)` when the server
/// closes the connection after it (its cap of requests per connection).
fn read_answer(stream: &mut impl Read) -> io::Result<bool> {
    let mut buf = Vec::new();
    let mut byte = [0u8; 1];
    while !buf.ends_with(b"\r\n\r\n") {
        if stream.read(&mut byte)? == 0 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        buf.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&buf).to_ascii_lowercase();
    if !head.starts_with("http/1.1 200") {
        return Err(io::Error::other(head));
    }
    let length: usize = head
        .lines()
        .find_map(|line| line.strip_prefix("content-length:"))
        .map_or(0, |v| v.trim().parse().unwrap());
    let mut body = vec![0u8; length];
    stream.read_exact(&mut body)?;
    Ok(!head.contains("connection: close"))
}

/// Latencies of one phase, and how long it ran.
struct Phase {
    name: &'static str,
    latencies: Vec<Duration>,
    elapsed: Duration,
}

impl Phase {
    fn report(&mut self) {
        self.latencies.sort();
        let pick = |q: f64| {
            let last = self.latencies.len().saturating_sub(1);
            // The index of a quantile of a few thousand samples fits a usize.
            #[allow(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                clippy::cast_precision_loss
            )]
            let index = ((last as f64) * q).round() as usize;
            self.latencies.get(index).copied().unwrap_or_default()
        };
        #[allow(clippy::cast_precision_loss)]
        let rate = self.latencies.len() as f64 / self.elapsed.as_secs_f64();
        println!(
            "{:<44} {:>6} reviews  {:>8.0} req/s  p50 {:>8.2} ms  p99 {:>8.2} ms",
            self.name,
            self.latencies.len(),
            rate,
            pick(0.50).as_secs_f64() * 1000.0,
            pick(0.99).as_secs_f64() * 1000.0,
        );
    }
}

/// `clients` threads send reviews for `length`, each on one kept-alive connection or on a
/// new connection per review.
fn run(
    name: &'static str,
    addr: SocketAddr,
    ca: &Path,
    clients: usize,
    length: Duration,
    keep_alive: bool,
) -> Phase {
    let started = Instant::now();
    let handles: Vec<_> = (0..clients)
        .map(|n| {
            let ca = ca.to_owned();
            #[allow(clippy::disallowed_methods)] // Benchmark client threads.
            std::thread::spawn(move || {
                let mut latencies = Vec::new();
                let mut stream = keep_alive.then(|| client(addr, &ca));
                let mut i = 0u64;
                while started.elapsed() < length {
                    i += 1;
                    let bytes = request(&format!("bench-{n}-{i}"));
                    let sent = Instant::now();
                    let mut fresh;
                    let conn = match stream.as_mut() {
                        Some(conn) => conn,
                        None => {
                            fresh = client(addr, &ca);
                            &mut fresh
                        }
                    };
                    conn.write_all(&bytes).unwrap();
                    let open = read_answer(conn).unwrap();
                    latencies.push(sent.elapsed());
                    if keep_alive && !open {
                        stream = Some(client(addr, &ca));
                    }
                }
                latencies
            })
        })
        .collect();
    let latencies = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    Phase {
        name,
        latencies,
        elapsed: started.elapsed(),
    }
}

#[allow(clippy::disallowed_methods)] // The benchmark's own knob, not product configuration.
fn main() {
    let seconds = std::env::var("VDBI_BENCH_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5u64);
    let length = Duration::from_secs(seconds);
    let dir = TempDir::new("bench-webhook").unwrap();
    let ca = Ca::new(dir.path(), "bench").unwrap();
    let leaf = ca.localhost_server("server").unwrap();
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let settings = Settings {
        address: "127.0.0.1:0".to_owned(),
        cert: leaf.cert.clone(),
        key: leaf.key.clone(),
        client_ca: None,
        client_allowed_names: Vec::new(),
        allow_unauthenticated: false,
        workers: limits::WEBHOOK_WORKERS_DEFAULT,
        legacy_delivery: false,
        reload_interval: limits::TLS_RELOAD_INTERVAL,
    };
    let (_reload_tx, reload_rx) = crossbeam_channel::bounded(1);
    let webhook = Webhook::start(&supervisor, &settings, Arc::new(EmptyPatch), reload_rx).unwrap();
    let addr = webhook.local_addr();
    let ca_file = ca.pair.cert.clone();
    println!(
        "webhook benchmark: {} workers, {} s per phase, review body {} bytes",
        settings.workers,
        seconds,
        review_body("bench-0-0").len()
    );

    run(
        "warm-up",
        addr,
        &ca_file,
        2,
        Duration::from_millis(500),
        true,
    );
    run("kept-alive, 1 client", addr, &ca_file, 1, length, true).report();
    run("kept-alive, 4 clients", addr, &ca_file, 4, length, true).report();
    run(
        "new TLS connection per review, 4 clients",
        addr,
        &ca_file,
        4,
        length,
        false,
    )
    .report();

    // The slowloris phase: 1,000 hanging connections, then reviews on new connections
    // (the apiserver's next connection) from one client.
    let roots = tls::client_roots(Some(&ca_file)).unwrap();
    let config = tls::client_config(&roots, None).unwrap();
    let mut hello_conn =
        ClientConnection::new(config, ServerName::try_from("localhost").unwrap()).unwrap();
    let mut hello = Vec::new();
    hello_conn.write_tls(&mut hello).unwrap();
    hello.truncate(hello.len() / 2);
    let mut hanging: Vec<TcpStream> = Vec::new();
    let mut half_sent: Vec<Tls> = Vec::new();
    for _ in 0..334 {
        hanging.push(TcpStream::connect(addr).unwrap());
    }
    for _ in 0..333 {
        let mut stream = TcpStream::connect(addr).unwrap();
        stream.write_all(&hello).unwrap();
        hanging.push(stream);
    }
    for _ in 0..333 {
        let mut stream = client(addr, &ca_file);
        let _ = stream.write_all(b"POST / HTTP/1.1\r\nHost: webhook\r\nContent-Type: appl");
        half_sent.push(stream);
    }
    run(
        "under 1,000 slowloris connections, new conn",
        addr,
        &ca_file,
        1,
        length,
        false,
    )
    .report();
    drop(hanging);
    drop(half_sent);

    trigger.trigger();
    if !webhook.wait_stopped(Duration::from_secs(10)) {
        eprintln!("the webhook did not stop within 10 s");
    }
}
