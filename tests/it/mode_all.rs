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
use std::time::{Duration, Instant, SystemTime};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use serde_json::{Value, json};
use vdbi_testbed::Testbed;
use vdbi_testbed::certs::Ca;
use vdbi_testbed::kube_api::{KubeApi, MutatingWebhook};
use vdbi_testbed::openbao::{KV_MOUNT, OpenBao, POLICY_INJECTOR, ROLE_READONLY, ROLE_SHORT};
use vdbi_testbed::tempdir::TempDir;

use crate::cli::wait_exit;

const BINARY: &str = env!("CARGO_BIN_EXE_vault-db-injector");
const LABEL: &str = "vault-db-injector";
const UUID_ANNOTATION: &str = "db-creds-injector.numberly.io/uuid";
const ANNOTATIONS: &str = "db-creds-injector.numberly.io/";
/// The namespace of the injector's service account and of the election Leases.
const SYSTEM_NS: &str = "vdbi-system";
pub(crate) const APP_NS: &str = "apps";

fn testbed() -> &'static Testbed {
    vdbi_testbed::shared().unwrap_or_else(|e| panic!("{e}"))
}

pub(crate) fn wait_until(what: &str, timeout: Duration, mut ready: impl FnMut() -> bool) {
    let deadline = Instant::now() + timeout;
    while !ready() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The binary running in mode `all`, its stdout lines collected; killed on drop (its logs
/// printed when the test failed).
pub(crate) struct Process {
    child: Child,
    lines: Arc<Mutex<Vec<String>>>,
}

impl Process {
    fn lines(&self) -> Vec<String> {
        self.lines.lock().unwrap().clone()
    }

    fn json_lines(&self) -> Vec<Value> {
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

    fn pid(&self) -> Pid {
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
                "--- mode all stdout:\n{}",
                self.lines().join("\n")
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
/// tokens with it, a KV prefix, and the binary's configuration.
pub(crate) struct World<'b> {
    bao: &'b OpenBao,
    dir: TempDir,
    pub(crate) api: KubeApi,
    prefix: String,
    config: std::path::PathBuf,
}

impl World<'static> {
    fn new(name: &str) -> World<'static> {
        World::new_on(name, &testbed().openbao)
    }
}

impl<'b> World<'b> {
    /// A world whose binary talks to `bao` (configured like the testbed's, see
    /// `OpenBao::configure`).
    pub(crate) fn new_on(name: &str, bao: &'b OpenBao) -> World<'b> {
        let dir = TempDir::new(&format!("mode-all-{name}")).unwrap();
        let api = KubeApi::start(dir.path()).unwrap();
        api.add_token("admin-token", "admin");
        let nanos = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        let prefix = format!("{name}-{}-{nanos:x}", std::process::id());
        let mount = format!("k8s-{prefix}");
        bao.write(&format!("sys/auth/{mount}"), &json!({"type": "kubernetes"}))
            .unwrap();
        let reviewer = api
            .issue_token(
                "kube-system",
                "openbao-reviewer",
                &[vdbi_testbed::kube_api::jwt::API_AUDIENCE],
                Duration::from_secs(3600),
            )
            .unwrap();
        bao.write(
            &format!("auth/{mount}/config"),
            &json!({"kubernetes_host": api.url(), "kubernetes_ca_cert": api.ca_pem().unwrap(),
                    "token_reviewer_jwt": reviewer, "disable_local_ca_jwt": true}),
        )
        .unwrap();
        // The testbed's injector policy covers the injector, renewer and revoker calls
        // except the role reads (CanIGetRoles) on this test's own mount.
        let policy = format!("roles-{prefix}");
        bao.write(
            &format!("sys/policies/acl/{policy}"),
            &json!({"policy": format!(
                "path \"auth/{mount}/role/*\" {{\n  capabilities = [\"read\"]\n}}\n"
            )}),
        )
        .unwrap();
        bao.write(
            &format!("auth/{mount}/role/injector"),
            &json!({"bound_service_account_names": ["injector"],
                    "bound_service_account_namespaces": [SYSTEM_NS], "audience": "openbao",
                    "token_policies": [POLICY_INJECTOR, policy, ROLE_READONLY, ROLE_SHORT],
                    "token_ttl": "1h"}),
        )
        .unwrap();
        // CanIGetRoles: a role named like each database role binds the pods' account.
        for role in [ROLE_READONLY, ROLE_SHORT] {
            bao.write(
                &format!("auth/{mount}/role/{role}"),
                &json!({"bound_service_account_names": ["app"],
                        "bound_service_account_namespaces": [APP_NS], "audience": "openbao",
                        "token_policies": [role], "token_ttl": "1h"}),
            )
            .unwrap();
        }
        api.add_service_account(SYSTEM_NS, "injector");
        api.add_service_account(APP_NS, "app");
        let jwt = api
            .issue_token(
                SYSTEM_NS,
                "injector",
                // Valid for Vault's role and as a bearer token for the API (the renewer
                // and revoker use it there), as a projected service account token is.
                &["openbao", vdbi_testbed::kube_api::jwt::API_AUDIENCE],
                Duration::from_secs(3600),
            )
            .unwrap();
        let jwt_file = dir.path().join("injector.jwt");
        fs::write(&jwt_file, jwt).unwrap();
        let kubeconfig = api
            .write_kubeconfig("all.kubeconfig", "token: admin-token")
            .unwrap();
        let ca = Ca::new(&dir.path().join("webhook-ca"), "webhook").unwrap();
        let pair = ca.localhost_server("webhook").unwrap();
        // The webhook's CA, for the double's admission client.
        fs::copy(&ca.pair.cert, dir.path().join("webhook-ca.pem")).unwrap();
        let config = dir.path().join("all.yaml");
        fs::write(
            &config,
            config_text(&ConfigText {
                vault_addr: &bao.addr(),
                vault_ca: bao.ca_cert(),
                mount: &mount,
                prefix: &prefix,
                kubeconfig: &kubeconfig,
                jwt_file: &jwt_file,
                cert: &pair.cert,
                key: &pair.key,
            }),
        )
        .unwrap();
        World {
            bao,
            dir,
            api,
            prefix,
            config,
        }
    }

    pub(crate) fn spawn(&self) -> Process {
        let mut child = Command::new(BINARY)
            .arg("--config")
            .arg(&self.config)
            .env_clear()
            .env("POD_NAME", "all-0")
            .env("POD_NAMESPACE", SYSTEM_NS)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let lines = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&lines);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                sink.lock().unwrap().push(line);
            }
        });
        Process { child, lines }
    }

    /// Points the double's admission at the binary's webhook.
    pub(crate) fn install_webhook(&self, address: SocketAddr) {
        let url = format!("https://127.0.0.1:{}/mutate", address.port());
        self.api.set_mutating_webhook(Some(MutatingWebhook::new(
            "vault-db-injector.numberly.io",
            &url,
            fs::read(self.dir.path().join("webhook-ca.pem")).unwrap(),
        )));
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
    fn entry(&self, uuid: &str) -> Option<Value> {
        let answer = self
            .bao
            .read(&format!("{KV_MOUNT}/data/{}/{uuid}", self.prefix))
            .ok()?;
        Some(answer["data"]["data"].clone())
    }
}

pub(crate) struct Admitted {
    name: String,
    pub(crate) uuid: String,
    username: String,
    password: String,
    accessor: String,
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
webhookAddress: \"127.0.0.1:0\"
metricsAddress: \"127.0.0.1:0\"
healthAddress: \"127.0.0.1:0\"
excludedNamespaces: [kube-system]
tokenTTL: 1h
syncTTLSecond: 1
vaultRateLimit: 200
renewer:
  leaseIncrement: 20s
leaderElection:
  leaseDuration: 3s
  renewDeadline: 2s
  retryPeriod: 500ms
revoker:
  sweepInterval: 1h
nri:
  enabled: false
",
        c.vault_addr,
        c.vault_ca.display(),
        c.mount,
        c.prefix,
        c.kubeconfig.display(),
        c.jwt_file.display(),
        c.cert.display(),
        c.key.display(),
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

    // No credential reached the logs.
    let logs = process.lines().join("\n");
    for pod in [&short, &kept] {
        assert!(!logs.contains(&pod.password));
    }

    // SIGTERM: an orderly stop, exit 0, the Leases released.
    let mut process = process;
    kill(process.pid(), Signal::SIGTERM).unwrap();
    let code = wait_exit(&mut process.child, Duration::from_secs(20));
    assert_eq!(code, Some(0), "{:?}", process.lines());
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(process.count("vault-db-injector stopped"), 1);
}
