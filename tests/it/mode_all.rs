//! Mode `all` end to end: the real binary runs the webhook (legacy delivery), the
//! leader-elected renewer and revoker, one health server and one metrics server, against
//! the testbed's OpenBao and PostgreSQL and the Kubernetes API double, whose admission
//! calls the binary's webhook. A pod created through the double gets credentials that log
//! in to PostgreSQL; the renewer moves `VALID UNTIL`; deleting the pod revokes its user,
//! token and KV entry; the process binds exactly one health and one metrics port; SIGTERM
//! exits 0.
//!
//! The binary logs in to OpenBao through a kubernetes auth mount of this test's own, whose
//! TokenReview host is the API double (the shared testbed's `kubernetes` mount is left
//! alone); its one role carries what the injector, the renewer and the revoker need.

// Helpers here are test code too (clippy's allow-*-in-tests only covers #[test] bodies),
// and the log reader is a test thread, not a product thread.
#![allow(
    clippy::disallowed_methods,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic
)]

use std::collections::BTreeSet;
use std::fs;
use std::io::{self, BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use serde_json::{Value, json};
use vdbi_testbed::Testbed;
use vdbi_testbed::certs::{Ca, CertPair, Usage};
use vdbi_testbed::kube_api::{KubeApi, MutatingWebhook};
use vdbi_testbed::openbao::{KV_MOUNT, OpenBao, ROLE_READONLY, ROLE_SHORT};
use vdbi_testbed::product::{self, LoginSpec};
use vdbi_testbed::tempdir::TempDir;

use crate::cli::wait_exit;

const BINARY: &str = env!("CARGO_BIN_EXE_vault-db-injector");
pub(crate) const LABEL: &str = "vault-db-injector";
const UUID_ANNOTATION: &str = "db-creds-injector.numberly.io/uuid";
pub(crate) const ANNOTATIONS: &str = "db-creds-injector.numberly.io/";
/// The namespace of the injector's service account and of the election Leases.
pub(crate) const SYSTEM_NS: &str = "vdbi-system";
pub(crate) const APP_NS: &str = "apps";

pub(crate) fn testbed() -> &'static Testbed {
    vdbi_testbed::shared().unwrap_or_else(|e| panic!("{e}"))
}

pub(crate) fn wait_until(what: &str, timeout: Duration, mut ready: impl FnMut() -> bool) {
    let deadline = Instant::now() + timeout;
    while !ready() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The binary running in mode `all`, its stdout and stderr lines collected; killed on drop
/// (its logs printed when the test failed). `tests/it/lifecycle.rs` runs it too.
pub(crate) struct Process {
    pub(crate) child: Child,
    lines: Arc<Mutex<Vec<String>>>,
    errors: Arc<Mutex<Vec<String>>>,
    readers: Vec<JoinHandle<()>>,
}

impl Process {
    /// Waits (bounded) until the stdout and stderr readers reached the end of the output:
    /// after the process exited they may still be copying its last lines out of the
    /// pipes, so what is read next is then all it wrote.
    pub(crate) fn wait_output_end(&self) {
        wait_until("the end of the output", Duration::from_secs(10), || {
            self.readers.iter().all(JoinHandle::is_finished)
        });
    }

    pub(crate) fn lines(&self) -> Vec<String> {
        self.lines.lock().unwrap().clone()
    }

    /// Everything the process wrote on stderr.
    pub(crate) fn error_lines(&self) -> Vec<String> {
        self.errors.lock().unwrap().clone()
    }

    pub(crate) fn json_lines(&self) -> Vec<Value> {
        self.lines()
            .iter()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect()
    }

    pub(crate) fn count(&self, message: &str) -> usize {
        self.json_lines()
            .iter()
            .filter(|v| v["message"] == message)
            .count()
    }

    /// The address a server logged when it bound its port.
    pub(crate) fn address(&self, server: &str) -> SocketAddr {
        self.json_lines()
            .iter()
            .find(|v| v["message"] == "http server listening" && v["server"] == server)
            .and_then(|v| v["address"].as_str()?.parse().ok())
            .unwrap_or_else(|| panic!("no listening line for {server}: {:?}", self.lines()))
    }

    pub(crate) fn pid(&self) -> Pid {
        Pid::from_raw(i32::try_from(self.child.id()).unwrap())
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            let _ = writeln!(
                io::stderr(),
                "--- mode all stdout:\n{}\n--- stderr:\n{}",
                self.lines().join("\n"),
                self.error_lines().join("\n")
            );
        }
    }
}

/// The TCP ports the process `pid` listens on: its socket inodes (from `/proc/<pid>/fd`)
/// matched against the LISTEN rows of its network namespace's `tcp` and `tcp6` tables.
fn listening_ports(pid: Pid) -> BTreeSet<u16> {
    let inodes: BTreeSet<String> = fs::read_dir(format!("/proc/{pid}/fd"))
        .unwrap()
        .filter_map(|fd| fs::read_link(fd.ok()?.path()).ok())
        .filter_map(|target| {
            let target = target.to_string_lossy().into_owned();
            Some(
                target
                    .strip_prefix("socket:[")?
                    .strip_suffix(']')?
                    .to_owned(),
            )
        })
        .collect();
    let mut ports = BTreeSet::new();
    for table in ["tcp", "tcp6"] {
        let text = fs::read_to_string(format!("/proc/{pid}/net/{table}")).unwrap_or_default();
        for row in text.lines().skip(1) {
            let fields: Vec<&str> = row.split_whitespace().collect();
            // local_address is field 1 (`ADDR:PORT` in hex), st field 3, inode field 9.
            let (Some(local), Some(state), Some(inode)) =
                (fields.get(1), fields.get(3), fields.get(9))
            else {
                continue;
            };
            if *state == "0A" && inodes.contains(*inode) {
                let port = local.rsplit(':').next().unwrap();
                ports.insert(u16::from_str_radix(port, 16).unwrap());
            }
        }
    }
    ports
}

/// The world of one run: an OpenBao, an API double, a kubernetes auth mount reviewing
/// tokens with it, a KV prefix, and the binary's configuration. `tests/it/lifecycle.rs`
/// builds its lanes on it, with [`Options`].
pub(crate) struct World<'b> {
    bao: &'b OpenBao,
    pub(crate) dir: TempDir,
    pub(crate) api: KubeApi,
    pub(crate) prefix: String,
    pub(crate) config: std::path::PathBuf,
    /// The CA dedicated to the apiserver's client certificate (`clientCAFile`).
    pub(crate) client_ca: Ca,
    /// The apiserver's client certificate (CN `kube-apiserver`, in `clientAllowedNames`).
    pub(crate) apiserver: CertPair,
}

/// What differs between runs of the binary.
pub(crate) struct Options {
    /// `token_period` of the pods' kubernetes roles (projected logins), if any.
    pub(crate) pod_role_period: Option<&'static str>,
    /// The configuration's tail: `tokenTTL`, `revoker`, `nri` and anything else.
    pub(crate) tail: String,
    /// `vaultAddress` when not the testbed's OpenBao itself (its fault proxy).
    pub(crate) vault_addr: Option<String>,
    /// HCL added to the binary's policy (the testbed's injector policy and the role reads).
    pub(crate) policy_tail: &'static str,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            pod_role_period: None,
            tail: "tokenTTL: 1h\nrevoker:\n  sweepInterval: 1h\nnri:\n  enabled: false\n"
                .to_owned(),
            vault_addr: None,
            policy_tail: "",
        }
    }
}

impl World<'static> {
    fn new(name: &str) -> World<'static> {
        World::new_on(name, &testbed().openbao)
    }

    /// A world on the testbed's OpenBao, with `options`.
    pub(crate) fn with(name: &str, options: &Options) -> World<'static> {
        World::with_on(name, &testbed().openbao, options)
    }
}

impl<'b> World<'b> {
    /// A world whose binary talks to `bao` (configured like the testbed's, see
    /// `OpenBao::configure`).
    pub(crate) fn new_on(name: &str, bao: &'b OpenBao) -> World<'b> {
        World::with_on(name, bao, &Options::default())
    }

    /// [`World::new_on`] with `options`.
    pub(crate) fn with_on(name: &str, bao: &'b OpenBao, options: &Options) -> World<'b> {
        let dir = TempDir::new(&format!("mode-all-{name}")).unwrap();
        let api = KubeApi::start(dir.path()).unwrap();
        let nanos = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        let prefix = format!("{name}-{}-{nanos:x}", std::process::id());
        let mount = format!("k8s-{prefix}");
        let login = product::set_up_login(
            bao,
            &api,
            dir.path(),
            &LoginSpec {
                mount: &mount,
                injector_namespace: SYSTEM_NS,
                app_namespace: APP_NS,
                app_service_account: "app",
                db_roles: &[ROLE_READONLY, ROLE_SHORT],
                token_ttl: "1h",
                pod_role_period: options.pod_role_period,
                policy_tail: options.policy_tail,
            },
        )
        .unwrap();
        let certs = product::webhook_certs(dir.path()).unwrap();
        // The webhook's CA, for the double's admission client.
        fs::copy(&certs.ca.pair.cert, dir.path().join("webhook-ca.pem")).unwrap();
        let config = dir.path().join("all.yaml");
        fs::write(
            &config,
            config_text(&ConfigText {
                vault_addr: options.vault_addr.as_deref().unwrap_or(&bao.addr()),
                vault_ca: bao.ca_cert(),
                mount: &mount,
                prefix: &prefix,
                kubeconfig: &login.kubeconfig,
                jwt_file: &login.jwt_file,
                cert: &certs.pair.cert,
                key: &certs.pair.key,
                client_ca: &certs.client_ca.pair.cert,
                tail: &options.tail,
            }),
        )
        .unwrap();
        World {
            bao,
            dir,
            api,
            prefix,
            config,
            client_ca: certs.client_ca,
            apiserver: certs.apiserver,
        }
    }

    /// Runs the binary with the world's configuration and `args` before it (a command
    /// such as `revoke --orphans`, or nothing for the configured mode).
    pub(crate) fn spawn_with(&self, args: &[&str]) -> Process {
        self.spawn_env(args, &[("POD_NAME", "all-0")])
    }

    /// [`World::spawn_with`] with `env` added (`POD_NAME` must be among it): for instance
    /// `INJECTOR_MODE` to run one component of a release, as its Deployment does.
    pub(crate) fn spawn_env(&self, args: &[&str], env: &[(&str, &str)]) -> Process {
        let mut child = Command::new(BINARY)
            .args(args)
            .arg("--config")
            .arg(&self.config)
            .env_clear()
            .env("POD_NAMESPACE", SYSTEM_NS)
            .env("NODE_NAME", "node-1")
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let collect = |stream: Box<dyn io::Read + Send>| {
            let lines = Arc::new(Mutex::new(Vec::new()));
            let sink = Arc::clone(&lines);
            let reader = std::thread::spawn(move || {
                for line in BufReader::new(stream).lines() {
                    let Ok(line) = line else { break };
                    sink.lock().unwrap().push(line);
                }
            });
            (lines, reader)
        };
        let (lines, out) = collect(Box::new(child.stdout.take().unwrap()));
        let (errors, err) = collect(Box::new(child.stderr.take().unwrap()));
        Process {
            child,
            lines,
            errors,
            readers: vec![out, err],
        }
    }

    pub(crate) fn spawn(&self) -> Process {
        self.spawn_with(&[])
    }

    /// Points the double's admission at the binary's webhook.
    pub(crate) fn install_webhook(&self, address: SocketAddr) {
        let url = format!("https://127.0.0.1:{}/mutate", address.port());
        let mut webhook = MutatingWebhook::new(
            "vault-db-injector.numberly.io",
            &url,
            fs::read(self.dir.path().join("webhook-ca.pem")).unwrap(),
        );
        webhook.client_cert = Some(self.apiserver.clone());
        self.api.set_mutating_webhook(Some(webhook));
    }

    /// Creates a labelled pod through admission; returns its uuid, user and password.
    pub(crate) fn admit(&self, name: &str, role: &str) -> Admitted {
        let pod = self
            .api
            .create_pod(json!({
                "apiVersion": "v1", "kind": "Pod",
                "metadata": {"name": name, "namespace": APP_NS, "labels": {LABEL: "true"},
                    "annotations": {
                        format!("{ANNOTATIONS}app.role"): role,
                        format!("{ANNOTATIONS}app.env-key-dbuser"): "DB_USER",
                        format!("{ANNOTATIONS}app.env-key-dbpassword"): "DB_PASSWORD"}},
                "spec": {"serviceAccountName": "app", "nodeName": "node-1",
                    "containers": [{"name": "app", "image": "app"}]},
            }))
            .unwrap_or_else(|message| panic!("admission refused {name}: {message}"));
        let uuid = pod.metadata.annotations.unwrap()[UUID_ANNOTATION].clone();
        let env = pod.spec.unwrap().containers[0]
            .env
            .clone()
            .unwrap_or_default();
        let value = |key: &str| {
            env.iter()
                .find(|e| e.name == key)
                .and_then(|e| e.value.clone())
                .unwrap_or_else(|| panic!("admission wrote no {key}"))
        };
        let entry = self.entry(&uuid).expect("admission wrote the kv entry");
        Admitted {
            name: name.to_owned(),
            uuid,
            username: value("DB_USER"),
            password: value("DB_PASSWORD"),
            accessor: entry["TokenAccessor"].as_str().unwrap().to_owned(),
        }
    }

    /// The pod's KV entry, read as root.
    pub(crate) fn entry(&self, uuid: &str) -> Option<Value> {
        let answer = self
            .bao
            .read(&format!("{KV_MOUNT}/data/{}/{uuid}", self.prefix))
            .ok()?;
        Some(answer["data"]["data"].clone())
    }
}

pub(crate) struct Admitted {
    pub(crate) name: String,
    pub(crate) uuid: String,
    pub(crate) username: String,
    pub(crate) password: String,
    pub(crate) accessor: String,
}

struct ConfigText<'a> {
    vault_addr: &'a str,
    vault_ca: &'a Path,
    mount: &'a str,
    prefix: &'a str,
    kubeconfig: &'a Path,
    jwt_file: &'a Path,
    cert: &'a Path,
    key: &'a Path,
    client_ca: &'a Path,
    tail: &'a str,
}

/// Mode `all` with legacy delivery, a one-second renewer relist, short lease increments
/// (so that `app-short` leases are renewed every few seconds) and fast elections.
fn config_text(c: &ConfigText<'_>) -> String {
    format!(
        "mode: all
vaultAddress: {}
vaultCACert: {}
vaultAuthPath: {}
kubeRole: injector
vaultSecretName: {KV_MOUNT}
vaultSecretPrefix: {}
kubeconfig: {}
serviceAccountTokenFile: {}
certFile: {}
keyFile: {}
clientCAFile: {}
clientAllowedNames: [kube-apiserver]
webhookAddress: \"127.0.0.1:0\"
metricsAddress: \"127.0.0.1:0\"
healthAddress: \"127.0.0.1:0\"
excludedNamespaces: [kube-system]
syncTTLSecond: 1
vaultRateLimit: 200
renewer:
  leaseIncrement: 20s
leaderElection:
  leaseDuration: 3s
  renewDeadline: 2s
  retryPeriod: 500ms
{}",
        c.vault_addr,
        c.vault_ca.display(),
        c.mount,
        c.prefix,
        c.kubeconfig.display(),
        c.jwt_file.display(),
        c.cert.display(),
        c.key.display(),
        c.client_ca.display(),
        c.tail,
    )
}

fn token_alive(accessor: &str) -> bool {
    testbed()
        .openbao
        .write("auth/token/lookup-accessor", &json!({"accessor": accessor}))
        .is_ok()
}

fn valid_until(user: &str) -> SystemTime {
    testbed().postgres.valid_until(user).unwrap().unwrap()
}

#[test]
fn mode_all_admits_renews_revokes_binds_each_port_once_and_stops_on_sigterm() {
    let tb = testbed();
    let world = World::new("all");
    let process = world.spawn();
    wait_until("the start line", Duration::from_secs(20), || {
        process.count("Starting vault-db-injector in mode \"all\"") == 1
    });
    let webhook = process.address("webhook");
    let health = process.address("health");
    let metrics = process.address("metrics");
    world.install_webhook(webhook);

    // One server of each kind: one listening line each, and the process listens on
    // exactly these three ports.
    for server in ["webhook", "health", "metrics"] {
        let lines = process
            .json_lines()
            .iter()
            .filter(|v| v["message"] == "http server listening" && v["server"] == server)
            .count();
        assert_eq!(lines, 1, "{server}: {:?}", process.lines());
    }
    let expected: BTreeSet<u16> = [webhook.port(), health.port(), metrics.port()].into();
    assert_eq!(expected.len(), 3);
    assert_eq!(listening_ports(process.pid()), expected);
    // The ports answer what they should.
    let plain = ureq::Agent::new_with_config(
        ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(5)))
            .http_status_as_error(false)
            .build(),
    );
    wait_until("readiness", Duration::from_secs(20), || {
        plain
            .get(&format!("http://{health}/readyz"))
            .call()
            .is_ok_and(|r| r.status() == 200)
    });
    let exposition = plain
        .get(&format!("http://{metrics}/metrics"))
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap();
    assert!(exposition.contains("vdbi_"), "{exposition}");

    // Both leaders elected, in this one process.
    wait_until("leadership", Duration::from_secs(20), || {
        ["lock-injector-renewer", "lock-injector-revoker"]
            .iter()
            .all(|lease| {
                world
                    .api
                    .lease(SYSTEM_NS, lease)
                    .and_then(|l| l.spec?.holder_identity)
                    .as_deref()
                    == Some("all-0")
            })
    });

    // Admission through the double: credentials that log in.
    let short = world.admit("short", ROLE_SHORT);
    let kept = world.admit("kept", ROLE_READONLY);
    for pod in [&short, &kept] {
        assert_eq!(
            tb.postgres
                .psql_login(&pod.username, &pod.password)
                .unwrap(),
            pod.username
        );
        assert!(token_alive(&pod.accessor));
    }

    // Renewal: app-short grants 10 s; the renewer asks for 20 s at half of the grant, so
    // VALID UNTIL moves forward (up to max_ttl, 30 s after issue).
    let first = valid_until(&short.username);
    wait_until("VALID UNTIL to move", Duration::from_secs(15), || {
        valid_until(&short.username) > first + Duration::from_secs(2)
    });
    assert_eq!(
        tb.postgres
            .psql_login(&short.username, &short.password)
            .unwrap(),
        short.username
    );

    // Deletion: the revoker revokes the user, the token and the entry; the other pod keeps
    // its credentials.
    for pod in [&short, &kept] {
        assert!(world.entry(&pod.uuid).is_some());
    }
    world.api.delete_pod(APP_NS, &short.name);
    wait_until("revocation", Duration::from_secs(10), || {
        world.entry(&short.uuid).is_none()
            && !tb.postgres.role_exists(&short.username).unwrap()
            && !token_alive(&short.accessor)
    });
    assert_eq!(
        process.count("revoker: credentials of a deleted pod revoked"),
        1
    );
    assert!(world.entry(&kept.uuid).is_some());
    assert!(tb.postgres.role_exists(&kept.username).unwrap());
    assert!(token_alive(&kept.accessor));
    world.api.delete_pod(APP_NS, &kept.name);
    wait_until("the second revocation", Duration::from_secs(10), || {
        world.entry(&kept.uuid).is_none()
            && !tb.postgres.role_exists(&kept.username).unwrap()
            && !token_alive(&kept.accessor)
    });

    // No credential reached the logs: the passwords, the pods' token accessors and the
    // injector's own token, in neither stream. The search sees what the logs do name (a
    // revoked pod's name), so the streams were captured.
    let logs = process.lines().join("\n");
    let errors = process.error_lines().join("\n");
    assert!(
        process
            .json_lines()
            .iter()
            .any(|l| l["pod"] == kept.name.as_str()),
        "{logs}"
    );
    let jwt = fs::read_to_string(world.dir.path().join("injector.jwt")).unwrap();
    crate::leaks::assert_no_leak(
        &[("the process's stdout", &logs), ("its stderr", &errors)],
        &[
            &short.password,
            &kept.password,
            &short.accessor,
            &kept.accessor,
            jwt.trim(),
        ],
    );

    // SIGTERM: an orderly stop, exit 0, the Leases released.
    let mut process = process;
    kill(process.pid(), Signal::SIGTERM).unwrap();
    let code = wait_exit(&mut process.child, Duration::from_secs(20));
    assert_eq!(code, Some(0), "{:?}", process.lines());
    process.wait_output_end();
    assert_eq!(process.count("vault-db-injector stopped"), 1);
}

/// Posts `body` to the webhook at `address` as a forger would, straight to the port,
/// presenting `identity` (or no client certificate). `Err` when the TLS handshake or the
/// exchange fails; `Ok` with the status line and body otherwise.
fn post_direct(
    world: &World<'_>,
    address: SocketAddr,
    identity: Option<&CertPair>,
    body: &str,
) -> Result<String, String> {
    use std::io::Read;
    use vault_db_injector::tls;
    let roots = tls::client_roots(Some(&world.dir.path().join("webhook-ca.pem"))).unwrap();
    let identity = identity.map(|pair| {
        (
            tls::load_certificates(&pair.cert).unwrap(),
            tls::load_private_key(&pair.key).unwrap(),
        )
    });
    let config = tls::client_config(&roots, identity).unwrap();
    let name = rustls::pki_types::ServerName::try_from("localhost").unwrap();
    let conn = rustls::ClientConnection::new(config, name).unwrap();
    let socket = std::net::TcpStream::connect(address).map_err(|e| e.to_string())?;
    socket
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut stream = rustls::StreamOwned::new(conn, socket);
    let request = format!(
        "POST /mutate HTTP/1.1\r\nHost: webhook\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream
        .write_all(request.as_bytes())
        .map_err(|e| e.to_string())?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&answer).into_owned();
    if text.starts_with("HTTP/1.1") {
        Ok(text)
    } else {
        Err(format!("no HTTP answer: {text:?}"))
    }
}

/// One series of the exposition, 0 when absent.
fn series(exposition: &str, name_and_labels: &str) -> f64 {
    exposition
        .lines()
        .find_map(|line| line.strip_prefix(name_and_labels)?.trim().parse().ok())
        .unwrap_or(0.0)
}

/// Finding 1 of the trust-boundaries issue: with legacy delivery the webhook port would be
/// a credential oracle, so it serves only the apiserver's client certificate. A forged
/// review (claiming a bound namespace and service account) sent straight to the port with
/// no certificate, with a certificate of another CA (even one named `kube-apiserver`), or
/// with a kubelet-like certificate of the apiserver's own CA (not in `clientAllowedNames`)
/// is refused at the handshake: nothing is issued (no KV entry), and each
/// refusal is counted by reason and logged. The same review with the apiserver's
/// certificate is answered, which shows the refusals are the check and nothing else. And
/// the same configuration without `clientCAFile` does not start, naming the fix and the
/// opt-out.
///
/// Security checklist: §3.4 6 (second amendment).
#[test]
fn forged_reviews_without_the_apiservers_certificate_yield_nothing() {
    let tb = testbed();
    let world = World::new("trust");
    let process = world.spawn();
    wait_until("the start line", Duration::from_secs(20), || {
        process.count("Starting vault-db-injector in mode \"all\"") == 1
    });
    let webhook = process.address("webhook");
    let metrics = process.address("metrics");
    world.install_webhook(webhook);
    let plain = ureq::Agent::new_with_config(
        ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(5)))
            .http_status_as_error(false)
            .build(),
    );
    let exposition = || {
        plain
            .get(&format!("http://{metrics}/metrics"))
            .call()
            .unwrap()
            .body_mut()
            .read_to_string()
            .unwrap()
    };
    // Every reason is exported from the start, at 0.
    let before = exposition();
    for reason in [
        "no_certificate",
        "unknown_issuer",
        "invalid_certificate",
        "name_not_allowed",
    ] {
        assert!(
            before.contains(&format!(
                "vdbi_webhook_client_refused_total{{reason=\"{reason}\"}} 0"
            )),
            "{before}"
        );
    }

    // The apiserver (the double, with its client certificate) admits a pod: credentials
    // that log in.
    let admitted = world.admit("legit", ROLE_READONLY);
    assert_eq!(
        tb.postgres
            .psql_login(&admitted.username, &admitted.password)
            .unwrap(),
        admitted.username
    );

    // The forger's certificates: an allowed name from another issuer, and a kubelet's
    // from the apiserver's own CA.
    let other = Ca::new(&world.dir.path().join("other-ca"), "other").unwrap();
    let impostor = other
        .issue(
            "impostor",
            "kube-apiserver",
            &["DNS:kube-apiserver"],
            Usage::Client,
            30,
        )
        .unwrap();
    let kubelet = world
        .client_ca
        .issue(
            "kubelet",
            "system:node:node-1",
            &["DNS:node-1"],
            Usage::Client,
            30,
        )
        .unwrap();
    let forged = json!({
        "apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview",
        "request": {
            "uid": "forged-1", "kind": {"group": "", "version": "v1", "kind": "Pod"},
            "resource": {"group": "", "version": "v1", "resource": "pods"},
            "operation": "CREATE", "namespace": APP_NS,
            "userInfo": {"username": "system:serviceaccount:apps:app"},
            "object": {
                "apiVersion": "v1", "kind": "Pod",
                "metadata": {"name": "stolen", "namespace": APP_NS, "labels": {LABEL: "true"},
                    "annotations": {
                        format!("{ANNOTATIONS}app.role"): ROLE_READONLY,
                        format!("{ANNOTATIONS}app.env-key-dbuser"): "DB_USER",
                        format!("{ANNOTATIONS}app.env-key-dbpassword"): "DB_PASSWORD"}},
                "spec": {"serviceAccountName": "app",
                    "containers": [{"name": "app", "image": "app"}]}
            }
        }
    })
    .to_string();
    let kv_before = tb
        .openbao
        .list(&format!("{KV_MOUNT}/metadata/{}", world.prefix))
        .unwrap_or_default();
    for (what, identity) in [
        ("no certificate", None),
        ("another CA's kube-apiserver", Some(&impostor)),
        ("a kubelet of the same CA", Some(&kubelet)),
    ] {
        let answer = post_direct(&world, webhook, identity, &forged);
        assert!(answer.is_err(), "{what}: served {answer:?}");
    }
    let after = exposition();
    for reason in ["no_certificate", "unknown_issuer", "name_not_allowed"] {
        let name = format!("vdbi_webhook_client_refused_total{{reason=\"{reason}\"}}");
        assert!(series(&after, &name) >= 1.0, "{reason}: {after}");
    }
    wait_until("the refusal log lines", Duration::from_secs(5), || {
        let refused: Vec<Value> = process
            .json_lines()
            .into_iter()
            .filter(|v| {
                v["message"]
                    .as_str()
                    .is_some_and(|m| m.starts_with("webhook refused a client"))
            })
            .collect();
        ["no_certificate", "unknown_issuer", "name_not_allowed"]
            .iter()
            .all(|reason| refused.iter().any(|v| v["reason"] == *reason))
            && refused.iter().any(|v| {
                v["names"]
                    .as_str()
                    .is_some_and(|n| n.contains("system:node:node-1"))
            })
    });
    // Nothing was issued: no KV entry under this run's prefix (the mutator never ran).
    let kv_after = tb
        .openbao
        .list(&format!("{KV_MOUNT}/metadata/{}", world.prefix))
        .unwrap_or_default();
    assert_eq!(kv_after, kv_before);
    // The same review with the apiserver's certificate is answered (with credentials:
    // this is the oracle the check closes).
    let answer = post_direct(&world, webhook, Some(&world.apiserver), &forged).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("\"allowed\":true"), "{answer}");
    assert!(answer.contains("\"patch\""), "{answer}");
    drop(process);

    // Without clientCAFile the same configuration refuses to start, and says how to fix it.
    let text = fs::read_to_string(&world.config).unwrap();
    let unauthenticated: String = text
        .lines()
        .filter(|line| !line.starts_with("clientCAFile") && !line.starts_with("clientAllowedNames"))
        .map(|line| format!("{line}\n"))
        .collect();
    let path = world.dir.path().join("unauthenticated.yaml");
    fs::write(&path, &unauthenticated).unwrap();
    let output = Command::new(BINARY)
        .arg("--config")
        .arg(&path)
        .env_clear()
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("clientCAFile"), "{stdout}");
    assert!(
        stdout.contains("allowUnauthenticatedLegacyDelivery: true"),
        "{stdout}"
    );
    assert!(!stdout.contains("http server listening"), "{stdout}");
}
