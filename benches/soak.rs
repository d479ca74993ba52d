//! The soak run (not in CI; `scripts/soak` runs it): N pods (1,000 by default) admitted,
//! renewed and deleted through the Kubernetes API double, with the real binary running in
//! mode `all` (webhook with legacy delivery, leader-elected renewer and revoker) against an
//! OpenBao dev server and PostgreSQL started for the run. The double's admission calls the
//! binary's webhook, which issues each pod's token, PostgreSQL user and KV entry; the
//! renewer renews every lease; the pods are deleted through the API and the revoker revokes
//! them. At the end nothing may be left behind: no PostgreSQL user, no pod token (every
//! token accessor OpenBao lists is looked up, and one carrying a pod `uuid` in its `meta`
//! counts), no KV entry.
//!
//! With `--nri`, delivery is NRI: the webhook writes placeholders and the binary's plugin,
//! on the NRI runtime double's socket, fetches each pod's credentials at CreateContainer.
//! In the middle the node cache is lost (the binary stops, its cache file is removed, it
//! starts again) and every container is created again: each pod then holds a second
//! generation `<uuid>.1`, which must be renewed and revoked like the first.
//!
//! `cargo bench --profile dev --bench soak -- [pods] [--nri]`; exits 1 when anything is
//! left.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::print_stdout,
    clippy::print_stderr,
    clippy::disallowed_methods,
    missing_docs
)]

use std::fs;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use serde_json::{Value, json};
use vdbi_testbed::Testbed;
use vdbi_testbed::kube_api::{KubeApi, MutatingWebhook};
use vdbi_testbed::nri_runtime::{Peer, Runtime};
use vdbi_testbed::nri_runtime_ext::{Sandbox, adjusted_env, create_container, handshake_with};
use vdbi_testbed::openbao::{KV_MOUNT, ROLE_READONLY};
use vdbi_testbed::product::{self, LoginSpec, WebhookCerts};
use vdbi_testbed::tempdir::TempDir;

const BINARY: &str = env!("CARGO_BIN_EXE_vault-db-injector");
const PREFIX: &str = "soak";
const MOUNT: &str = "k8s-soak";
const SYSTEM_NS: &str = "vault-injector";
const APP_NS: &str = "apps";
const LABEL: &str = "vault-db-injector";
const UUID_ANNOTATION: &str = "db-creds-injector.numberly.io/uuid";
const ANNOTATIONS: &str = "db-creds-injector.numberly.io/";
const CLIENTS: usize = 4;

fn wait(what: &str, timeout: Duration, mut done: impl FnMut() -> bool) -> bool {
    let started = Instant::now();
    while started.elapsed() < timeout {
        if done() {
            println!("{what}: {:.1} s", started.elapsed().as_secs_f64());
            return true;
        }
        std::thread::sleep(Duration::from_secs(1));
    }
    println!("{what}: NOT reached within {timeout:?}");
    false
}

/// The binary's stdout, kept for the address lines and counted messages.
struct Logs(Arc<Mutex<Vec<String>>>);

impl Logs {
    fn follow(child: &mut Child) -> Logs {
        let stdout = child.stdout.take().unwrap();
        let lines = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&lines);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                sink.lock().unwrap().push(line);
            }
        });
        Logs(lines)
    }

    fn count(&self, needle: &str) -> usize {
        self.0
            .lock()
            .unwrap()
            .iter()
            .filter(|l| l.contains(needle))
            .count()
    }

    fn address(&self, server: &str) -> Option<SocketAddr> {
        self.0
            .lock()
            .unwrap()
            .iter()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .find(|v| v["message"] == "http server listening" && v["server"] == server)
            .and_then(|v| v["address"].as_str()?.parse().ok())
    }
}

/// Pod tokens OpenBao still holds: every listed accessor looked up, counted when its
/// `meta` names a pod uuid (the injector's own tokens and root carry none).
fn pod_tokens(tb: &Testbed) -> usize {
    let accessors = tb.openbao.list("auth/token/accessors").unwrap_or_default();
    accessors
        .iter()
        .filter(|accessor| {
            tb.openbao
                .write("auth/token/lookup-accessor", &json!({"accessor": accessor}))
                .is_ok_and(|answer| answer["data"]["meta"]["uuid"].is_string())
        })
        .count()
}

fn kv_entries(tb: &Testbed) -> usize {
    tb.openbao
        .list(&format!("{KV_MOUNT}/metadata/{PREFIX}"))
        .map(|keys| keys.len())
        .unwrap_or(0)
}

/// Starts the binary; returns it with its stdout, once it logged its start line.
fn spawn(config: &std::path::Path) -> (Child, Logs) {
    let mut child = Command::new(BINARY)
        .arg("--config")
        .arg(config)
        .env_clear()
        .env("POD_NAME", "soak-0")
        .env("POD_NAMESPACE", SYSTEM_NS)
        .env("NODE_NAME", "node-1")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let logs = Logs::follow(&mut child);
    let started = wait("the binary listening", Duration::from_secs(30), || {
        logs.count("Starting vault-db-injector") > 0 && logs.address("webhook").is_some()
    });
    assert!(started, "the binary did not start");
    (child, logs)
}

/// SIGTERM, and the exit code (`None` if it had to be killed after 30 s).
fn stop(child: &mut Child) -> Option<i32> {
    kill(
        Pid::from_raw(i32::try_from(child.id()).unwrap()),
        Signal::SIGTERM,
    )
    .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.code();
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            return None;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The plugin's connection, registered, with the pods the runtime already runs.
fn connect(runtime: &Runtime, sandboxes: &[Sandbox]) -> Peer {
    let mut peer = runtime.accept(Duration::from_secs(30)).unwrap();
    handshake_with(&mut peer, sandboxes).unwrap();
    peer
}

/// CreateContainer for every pod, retried as the kubelet would; the containers whose env
/// came back with real credentials.
fn create_containers(peer: &mut Peer, pods: &[(Sandbox, Vec<String>)]) -> usize {
    let mut created = 0;
    for (sandbox, env) in pods {
        for _ in 0..20 {
            let id = peer
                .call(
                    "CreateContainer",
                    &create_container(sandbox, "app", env),
                    8_000_000_000,
                )
                .unwrap();
            let message = peer.recv_response(id, Duration::from_secs(15)).unwrap();
            if message.error().is_none() {
                let env = adjusted_env(&message.payload()).unwrap_or_default();
                if env
                    .iter()
                    .any(|(k, v)| k == "DB_USER" && v.starts_with("v-"))
                {
                    created += 1;
                }
                break;
            }
            std::thread::sleep(Duration::from_millis(300));
        }
    }
    created
}

fn main() {
    let pods = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .find_map(|a| a.parse().ok())
        .unwrap_or(1000usize);
    let nri = std::env::args().any(|a| a == "--nri");
    println!(
        "soak: {pods} pods admitted, renewed and deleted, binary in mode all, {} delivery",
        if nri {
            "NRI (one cache loss)"
        } else {
            "legacy"
        }
    );
    let tb = Testbed::start().unwrap_or_else(|e| panic!("{e}"));
    let dir = TempDir::new("soak").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    let login = product::set_up_login(
        &tb.openbao,
        &api,
        dir.path(),
        &LoginSpec {
            mount: MOUNT,
            injector_namespace: SYSTEM_NS,
            app_namespace: APP_NS,
            app_service_account: "app",
            db_roles: &[ROLE_READONLY],
            token_ttl: "1h",
            pod_role_period: None,
            policy_tail: "",
        },
    )
    .unwrap_or_else(|e| panic!("{e}"));
    // Legacy delivery serves only the apiserver's client certificate, from a CA of its own.
    let WebhookCerts {
        ca,
        pair,
        client_ca,
        apiserver,
    } = product::webhook_certs(dir.path()).unwrap_or_else(|e| panic!("{e}"));
    let config = dir.path().join("soak.yaml");
    let socket = dir.path().join("nri.sock");
    let cache = dir.path().join("nri").join("cache.json");
    // Renewals at least every 5 s relist; a one-minute grace period and one sweep per
    // minute, so that the sweep runs during the soak without touching entries in admission.
    fs::write(
        &config,
        format!(
            "mode: all
vaultAddress: {}
vaultCACert: {}
vaultAuthPath: {MOUNT}
kubeRole: injector
vaultSecretName: {KV_MOUNT}
vaultSecretPrefix: {PREFIX}
kubeconfig: {}
serviceAccountTokenFile: {}
certFile: {}
keyFile: {}
clientCAFile: {}
clientAllowedNames: [kube-apiserver]
webhookAddress: \"127.0.0.1:0\"
metricsAddress: \"127.0.0.1:0\"
healthAddress: \"127.0.0.1:0\"
tokenTTL: 2h
syncTTLSecond: 5
vaultRateLimit: 100
namespaceRateLimit: 1000000
renewer:
  leaseIncrement: 2h
revoker:
  sweepInterval: 1m
  gracePeriod: 1m
nri:
  enabled: {nri}
  socketPath: {}
  cachePath: {}
  # The run's directory is on a disk; on a node the cache is on tmpfs.
  allowPersistentCache: true
  # The soak's plugin keeps the injector's identity (refused unless allowed).
  allowInjectorIdentity: true
  fetchTimeout: 5s
  prewarmer:
    enabled: false
",
            tb.openbao.addr(),
            tb.openbao.ca_cert().display(),
            login.kubeconfig.display(),
            login.jwt_file.display(),
            pair.cert.display(),
            pair.key.display(),
            client_ca.pair.cert.display(),
            socket.display(),
            cache.display(),
        ),
    )
    .unwrap();
    let runtime = nri.then(|| Runtime::bind(&socket).unwrap());
    let (mut child, mut logs) = spawn(&config);
    let install_webhook = |logs: &Logs| {
        let webhook_port = logs.address("webhook").unwrap().port();
        let mut webhook = MutatingWebhook::new(
            "vault-db-injector.numberly.io",
            &format!("https://127.0.0.1:{webhook_port}/mutate"),
            fs::read(&ca.pair.cert).unwrap(),
        );
        webhook.client_cert = Some(apiserver.clone());
        api.set_mutating_webhook(Some(webhook));
    };
    install_webhook(&logs);
    let mut peer = runtime.as_ref().map(|r| connect(r, &[]));

    // Admission through the double, CLIENTS pods at a time.
    let started = Instant::now();
    let refused = AtomicUsize::new(0);
    let admitted_pods: Vec<k8s_openapi::api::core::v1::Pod> = std::thread::scope(|scope| {
        let per = pods.div_ceil(CLIENTS);
        let handles: Vec<_> = (0..CLIENTS)
            .map(|t| {
                let (api, refused) = (&api, &refused);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for i in (t * per)..((t + 1) * per).min(pods) {
                        let name = format!("app-{i:05}");
                        let pod = api.create_pod(json!({
                            "apiVersion": "v1", "kind": "Pod",
                            "metadata": {"name": name, "namespace": APP_NS,
                                "labels": {LABEL: "true"},
                                "annotations": {
                                    format!("{ANNOTATIONS}app.role"): ROLE_READONLY,
                                    format!("{ANNOTATIONS}app.env-key-dbuser"): "DB_USER",
                                    format!("{ANNOTATIONS}app.env-key-dbpassword"): "DB_PASSWORD"}},
                            "spec": {"serviceAccountName": "app", "nodeName": "node-1",
                                "containers": [{"name": "app", "image": "busybox"}]},
                        }));
                        match pod {
                            Ok(pod) => out.push((name, pod)),
                            Err(message) => {
                                refused.fetch_add(1, Ordering::SeqCst);
                                eprintln!("admission refused {name}: {message}");
                            }
                        }
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .map(|(_, pod)| pod)
            .collect()
    });
    let uuids: Vec<String> = admitted_pods
        .iter()
        .map(|pod| pod.metadata.annotations.clone().unwrap_or_default()[UUID_ANNOTATION].clone())
        .collect();
    let admitted = uuids.len();
    let admission_time = started.elapsed();
    println!(
        "admitted {admitted} pods in {:.1} s ({} refused)",
        admission_time.as_secs_f64(),
        refused.load(Ordering::SeqCst)
    );
    // NRI: every container created (one fetch per pod), then the node cache lost and every
    // container created again (a second generation per pod).
    let containers: Vec<(Sandbox, Vec<String>)> = admitted_pods
        .iter()
        .map(|pod| {
            let sandbox = Sandbox::new(
                APP_NS,
                pod.metadata.name.as_deref().unwrap_or_default(),
                pod.metadata.uid.as_deref().unwrap_or_default(),
                &[(LABEL, "true")],
            );
            let env = pod.spec.as_ref().unwrap().containers[0]
                .env
                .clone()
                .unwrap_or_default()
                .into_iter()
                .map(|e| format!("{}={}", e.name, e.value.unwrap_or_default()))
                .collect();
            (sandbox, env)
        })
        .collect();
    let mut generations = 1;
    let mut fetched = (0, 0);
    if let (Some(runtime), Some(first)) = (&runtime, peer.as_mut()) {
        let started = Instant::now();
        fetched.0 = create_containers(first, &containers);
        println!(
            "NRI: {} of {admitted} containers got credentials in {:.1} s",
            fetched.0,
            started.elapsed().as_secs_f64()
        );
        // The cache lost: the binary stops, its cache file goes, it starts again.
        drop(peer.take());
        let code = stop(&mut child);
        println!("stopped for the cache loss: exit {code:?}");
        let _ = fs::remove_file(&cache);
        (child, logs) = spawn(&config);
        install_webhook(&logs);
        let sandboxes: Vec<Sandbox> = containers.iter().map(|(s, _)| s.clone()).collect();
        let mut second = connect(runtime, &sandboxes);
        let started = Instant::now();
        fetched.1 = create_containers(&mut second, &containers);
        println!(
            "NRI after the cache loss: {} of {admitted} containers got a new generation in {:.1} s",
            fetched.1,
            started.elapsed().as_secs_f64()
        );
        peer = Some(second);
        generations = 2;
    }
    let roles_after_admission = tb.postgres.count_roles("v-").unwrap_or(0);
    let kv_after_admission = kv_entries(&tb);
    // The same count as at the end, so that a zero there means something.
    let tokens_after_admission = pod_tokens(&tb);
    println!(
        "PostgreSQL users {roles_after_admission}, KV entries {kv_after_admission}, pod tokens {tokens_after_admission}"
    );

    // Renewals: every lease renewed at least once (OpenBao's audit log counts them).
    let renewals = || {
        tb.openbao
            .audit_count(|e| e.kind == "request" && e.path == "sys/leases/renew")
            .unwrap_or(0)
    };
    let started = Instant::now();
    let all_renewed = wait("every lease renewed", Duration::from_secs(900), || {
        renewals() >= admitted * generations
    });
    let renew_time = started.elapsed();
    let lease_renewals = renewals();
    let token_renewals = tb
        .openbao
        .audit_count(|e| e.kind == "request" && e.path == "auth/token/renew-accessor")
        .unwrap_or(0);

    // Deletion.
    let started = Instant::now();
    for i in 0..pods {
        api.delete_pod(APP_NS, &format!("app-{i:05}"));
    }
    println!(
        "deleted {pods} pods in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let started = Instant::now();
    let kv_empty = wait("every KV entry gone", Duration::from_secs(900), || {
        kv_entries(&tb) == 0
    });
    let revoke_time = started.elapsed();
    let roles_gone = wait(
        "every PostgreSQL user gone",
        Duration::from_secs(120),
        || tb.postgres.count_roles("v-").unwrap_or(usize::MAX) == 0,
    );
    let revoked_lines = logs.count("credentials of a deleted pod revoked");

    // SIGTERM, then count what is left.
    drop(peer);
    let exit = stop(&mut child);
    let tokens_left = pod_tokens(&tb);
    let kv_left = kv_entries(&tb);
    let roles_left = tb.postgres.count_roles("v-").unwrap_or(usize::MAX);
    println!();
    println!("| measure | value |");
    println!("|---|---|");
    println!(
        "| pods admitted through the webhook | {admitted} of {pods} in {:.1} s |",
        admission_time.as_secs_f64()
    );
    if nri {
        println!(
            "| containers given credentials, before and after the cache loss | {}, {} of {admitted} |",
            fetched.0, fetched.1
        );
    }
    println!(
        "| PostgreSQL users, KV entries, pod tokens after admission | {roles_after_admission}, {kv_after_admission}, {tokens_after_admission} |"
    );
    println!(
        "| every lease renewed at least once | {all_renewed}, {:.1} s ({lease_renewals} lease, {token_renewals} token renewals) |",
        renew_time.as_secs_f64()
    );
    println!(
        "| every KV entry gone after the deletions | {kv_empty}, {:.1} s ({revoked_lines} revocations logged) |",
        revoke_time.as_secs_f64()
    );
    println!("| KV entries left | {kv_left} |");
    println!("| PostgreSQL users left | {roles_left} |");
    println!("| pod tokens left | {tokens_left} |");
    println!("| exit code after SIGTERM | {exit:?} |");
    let clean = admitted == pods
        && (!nri || fetched == (admitted, admitted))
        && kv_after_admission == admitted * generations
        && all_renewed
        && kv_empty
        && roles_gone
        && kv_left == 0
        && roles_left == 0
        && tokens_left == 0
        && exit == Some(0);
    println!(
        "| result | {} |",
        if clean {
            "clean"
        } else {
            "LEFT SOMETHING BEHIND"
        }
    );
    if !clean {
        std::process::exit(1);
    }
}
