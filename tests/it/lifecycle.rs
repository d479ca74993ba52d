//! Every credential's whole life, in every mode: the lifecycle matrix.
//!
//! The real binary runs in mode `all` (webhook, renewer, revoker and, for NRI delivery,
//! the plugin) against the shared testbed's OpenBao (TLS) and PostgreSQL, the Kubernetes
//! API double calling its webhook and the NRI runtime double on its plugin socket. The
//! world, the process and its configuration are `mode_all`'s ([`crate::mode_all::World`]).
//!
//! The matrix is data ([`MATRIX`]): one row per cell, delivery × auth × step; one driver
//! ([`run_lane`]) plays the rows of one (delivery, auth) lane in order and checks each cell
//! on all three sides: PostgreSQL (`pg_roles`, a login that works or fails), OpenBao (the
//! lease looked up, the token looked up by accessor) and the KV entries. Each lane admits
//! three pods; one leaves through the watch, one through `revoke --orphans --confirm`
//! while the binary is down, one through the sweep after it comes back. Vault revokes a
//! token's leases a moment after the token, so a "gone" check polls for the end state.
//!
//! At the end of each lane every stream the binary and the command wrote is searched for
//! every password and accessor the lane saw, raw, percent-encoded and JSON-escaped.

use std::fs;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use k8s_openapi::api::core::v1::Pod;
use nix::sys::signal::{Signal, kill};
use serde_json::{Value, json};
use vdbi_testbed::nri_runtime::{Peer, Runtime};
use vdbi_testbed::nri_runtime_ext::{Sandbox, adjusted_env, create_container, handshake_with};
use vdbi_testbed::openbao::{KV_MOUNT, ROLE_READONLY};

use crate::cli::wait_exit;
use crate::mode_all::{
    ANNOTATIONS, APP_NS, LABEL, Options, Process, SYSTEM_NS, World, testbed, wait_until,
};

/// How the credentials reach the container.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Delivery {
    Legacy,
    Nri,
}

/// Who logs in to Vault for the pod.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Auth {
    InjectorSa,
    ProjectedSa,
}

/// One step of a credential's life.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    /// The pods are admitted (and, with NRI, their containers created): every credential
    /// works and is recorded.
    Admitted,
    /// The node cache is lost (the plugin restarted without its file) and the containers
    /// are created again: a new generation `<uuid>.1`, and the first one still works.
    CacheLost,
    /// Well past the tokens' first TTL: every generation still works (renewed).
    Renewed,
    /// The first pod is deleted while the revoker watches: all its credentials go.
    DeletedWatched,
    /// The binary is down, the third pod is deleted, `revoke --orphans --confirm` runs:
    /// all its credentials go, the others stay.
    OrphansCommand,
    /// The binary is down, the second pod is deleted, the binary comes back: the sweep
    /// revokes all its credentials.
    MissedDeletionSwept,
}

use Auth::{InjectorSa, ProjectedSa};
use Delivery::{Legacy, Nri};
use Step::*;

/// The matrix: a row per cell. Legacy delivery has no node cache to lose.
pub(crate) const MATRIX: &[(Delivery, Auth, Step)] = &[
    (Legacy, InjectorSa, Admitted),
    (Legacy, InjectorSa, Renewed),
    (Legacy, InjectorSa, DeletedWatched),
    (Legacy, InjectorSa, OrphansCommand),
    (Legacy, InjectorSa, MissedDeletionSwept),
    (Legacy, ProjectedSa, Admitted),
    (Legacy, ProjectedSa, Renewed),
    (Legacy, ProjectedSa, DeletedWatched),
    (Legacy, ProjectedSa, OrphansCommand),
    (Legacy, ProjectedSa, MissedDeletionSwept),
    (Nri, InjectorSa, Admitted),
    (Nri, InjectorSa, CacheLost),
    (Nri, InjectorSa, Renewed),
    (Nri, InjectorSa, DeletedWatched),
    (Nri, InjectorSa, OrphansCommand),
    (Nri, InjectorSa, MissedDeletionSwept),
    (Nri, ProjectedSa, Admitted),
    (Nri, ProjectedSa, CacheLost),
    (Nri, ProjectedSa, Renewed),
    (Nri, ProjectedSa, DeletedWatched),
    (Nri, ProjectedSa, OrphansCommand),
    (Nri, ProjectedSa, MissedDeletionSwept),
];

/// The pod tokens' TTL (`tokenTTL`, and the projected roles' `token_period`): short, so
/// that "renewed past its first TTL" is quick, long enough that a binary down for a few
/// seconds does not let the live pods' tokens lapse.
const TOKEN_TTL_SECS: u64 = 12;

/// The pods of a lane, by how they leave.
const WATCHED: usize = 0;
const SWEPT: usize = 1;
const ORPHANED: usize = 2;
const POD_NAMES: [&str; 3] = ["watched", "swept", "orphaned"];

/// One credential, as the container got it and KV recorded it.
#[derive(Debug, Clone)]
struct Cred {
    key: String,
    username: String,
    password: String,
    accessor: String,
    lease_id: String,
}

struct LanePod {
    pod: Pod,
    uuid: String,
    creds: Vec<Cred>,
}

/// What one lane holds while its rows are played.
struct Lane {
    delivery: Delivery,
    world: World,
    process: Option<Process>,
    runtime: Option<Runtime>,
    peer: Option<Peer>,
    cache: PathBuf,
    pods: Vec<LanePod>,
    /// Every line any process of the lane wrote (stdout and stderr), kept across restarts.
    logs: Vec<String>,
    issued_at: Instant,
}

fn tail(
    delivery: Delivery,
    auth: Auth,
    socket: &std::path::Path,
    cache: &std::path::Path,
) -> String {
    format!(
        "tokenTTL: {TOKEN_TTL_SECS}s
useProjectedSA: {}
tokenRequestAudiences: [openbao]
revoker:
  sweepInterval: 1s
  gracePeriod: 0s
  maxRevokeShare: 1.0
nri:
  enabled: {}
  socketPath: {}
  cachePath: {}
  fetchTimeout: 5s
  prewarmer:
    enabled: false
",
        auth == ProjectedSa,
        delivery == Nri,
        socket.display(),
        cache.display(),
    )
}

fn lookup_ok(path: &str, body: Value) -> bool {
    testbed().openbao.write(path, &body).is_ok()
}

/// The three sides of one credential: PostgreSQL, OpenBao, KV.
#[derive(Debug, PartialEq, Eq)]
struct Sides {
    role: bool,
    login: bool,
    lease: bool,
    token: bool,
    entry: bool,
}

impl Lane {
    fn sides(&self, cred: &Cred) -> Sides {
        let pg = &testbed().postgres;
        Sides {
            role: pg.role_exists(&cred.username).unwrap(),
            login: pg.psql_login(&cred.username, &cred.password).is_ok(),
            lease: lookup_ok("sys/leases/lookup", json!({"lease_id": cred.lease_id})),
            token: lookup_ok(
                "auth/token/lookup-accessor",
                json!({"accessor": cred.accessor}),
            ),
            entry: self.world.entry(&cred.key).is_some(),
        }
    }

    fn assert_alive(&self, cell: &str, pod: usize) {
        for cred in &self.pods[pod].creds {
            let sides = self.sides(cred);
            assert_eq!(
                sides,
                Sides {
                    role: true,
                    login: true,
                    lease: true,
                    token: true,
                    entry: true
                },
                "{cell}: {} {} should be alive",
                POD_NAMES[pod],
                cred.key
            );
        }
    }

    fn assert_gone(&self, cell: &str, pod: usize) {
        let dead = Sides {
            role: false,
            login: false,
            lease: false,
            token: false,
            entry: false,
        };
        for cred in &self.pods[pod].creds {
            let deadline = Instant::now() + Duration::from_secs(20);
            loop {
                let sides = self.sides(cred);
                if sides == dead {
                    break;
                }
                assert!(
                    Instant::now() < deadline,
                    "{cell}: {} {} left behind: {sides:?}",
                    POD_NAMES[pod],
                    cred.key
                );
                std::thread::sleep(Duration::from_millis(200));
            }
        }
        // Nothing of the pod is left in KV under any generation.
        let uuid = &self.pods[pod].uuid;
        let left: Vec<String> = self
            .kv_keys()
            .into_iter()
            .filter(|k| k == uuid || k.starts_with(&format!("{uuid}.")))
            .collect();
        assert!(left.is_empty(), "{cell}: kv keys left: {left:?}");
    }

    fn kv_keys(&self) -> Vec<String> {
        testbed()
            .openbao
            .list(&format!("{KV_MOUNT}/metadata/{}", self.world.prefix))
            .unwrap_or_default()
    }

    /// Starts the binary (and, for NRI, waits for its plugin to register).
    fn start(&mut self) {
        let process = self.world.spawn_with(&[]);
        wait_until("the start line", Duration::from_secs(20), || {
            process.count("Starting vault-db-injector in mode \"all\"") == 1
        });
        self.world.install_webhook(process.address("webhook"));
        wait_until("leadership", Duration::from_secs(20), || {
            ["lock-injector-renewer", "lock-injector-revoker"]
                .iter()
                .all(|lease| {
                    self.world
                        .api
                        .lease(SYSTEM_NS, lease)
                        .and_then(|l| l.spec?.holder_identity)
                        .as_deref()
                        == Some("all-0")
                })
        });
        if let Some(runtime) = &self.runtime {
            let mut peer = runtime.accept(Duration::from_secs(20)).unwrap();
            let sandboxes: Vec<Sandbox> = self.pods.iter().map(|p| sandbox(&p.pod)).collect();
            handshake_with(&mut peer, &sandboxes).unwrap();
            self.peer = Some(peer);
        }
        self.process = Some(process);
    }

    /// Stops the binary with SIGTERM (exit 0), keeping its logs.
    fn stop(&mut self) {
        self.peer = None;
        if let Some(mut process) = self.process.take() {
            kill(process.pid(), Signal::SIGTERM).unwrap();
            let code = wait_exit(&mut process.child, Duration::from_secs(20));
            assert_eq!(code, Some(0), "{:?}", process.lines());
            std::thread::sleep(Duration::from_millis(200));
            self.logs.extend(process.lines());
            self.logs.extend(process.error_lines());
        }
    }

    /// Admits one pod through the webhook; with NRI delivery, creates its container.
    fn admit(&mut self, name: &str) {
        let pod = self
            .world
            .api
            .create_pod(json!({
                "apiVersion": "v1", "kind": "Pod",
                "metadata": {"name": name, "namespace": APP_NS, "labels": {LABEL: "true"},
                    "annotations": {
                        format!("{ANNOTATIONS}app.role"): ROLE_READONLY,
                        format!("{ANNOTATIONS}app.env-key-dbuser"): "DB_USER",
                        format!("{ANNOTATIONS}app.env-key-dbpassword"): "DB_PASSWORD"}},
                "spec": {"serviceAccountName": "app", "nodeName": "node-1",
                    "containers": [{"name": "app", "image": "app"}]},
            }))
            .unwrap_or_else(|message| panic!("admission refused {name}: {message}"));
        let uuid =
            pod.metadata.annotations.as_ref().unwrap()[&format!("{ANNOTATIONS}uuid")].clone();
        let mut lane_pod = LanePod {
            pod,
            uuid: uuid.clone(),
            creds: Vec::new(),
        };
        let env = match self.delivery {
            Legacy => env_of(&lane_pod.pod),
            Nri => {
                let env = env_of(&lane_pod.pod);
                assert!(
                    env.iter().all(|(_, v)| !v.starts_with("v-")),
                    "NRI delivery put a credential in the pod spec"
                );
                self.create_container(&lane_pod.pod, &env)
            }
        };
        lane_pod.creds.push(self.cred(&uuid, &env));
        self.pods.push(lane_pod);
    }

    /// CreateContainer through the runtime double, retried as the kubelet does until the
    /// plugin answers with the credentials.
    fn create_container(&mut self, pod: &Pod, env: &[(String, String)]) -> Vec<(String, String)> {
        let lines: Vec<String> = env.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let peer = self.peer.as_mut().unwrap();
        let sb = sandbox(pod);
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let id = peer
                .call(
                    "CreateContainer",
                    &create_container(&sb, "app", &lines),
                    8_000_000_000,
                )
                .unwrap();
            let message = peer.recv_response(id, Duration::from_secs(15)).unwrap();
            match message.error() {
                None => return adjusted_env(&message.payload()).unwrap(),
                Some(error) => {
                    assert!(Instant::now() < deadline, "CreateContainer: {error:?}");
                    std::thread::sleep(Duration::from_millis(300));
                }
            }
        }
    }

    /// The credential a container got under `key`, with what KV recorded for it.
    fn cred(&self, key: &str, env: &[(String, String)]) -> Cred {
        let get = |name: &str| {
            env.iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
                .unwrap_or_else(|| panic!("no {name} in {env:?}"))
        };
        let entry = self
            .world
            .entry(key)
            .unwrap_or_else(|| panic!("no kv entry {key}"));
        Cred {
            key: key.to_owned(),
            username: get("DB_USER"),
            password: get("DB_PASSWORD"),
            accessor: entry["TokenAccessor"].as_str().unwrap().to_owned(),
            lease_id: entry["LeaseId"].as_str().unwrap().to_owned(),
        }
    }

    /// Plays one cell.
    fn play(&mut self, cell: &str, step: Step) {
        match step {
            Admitted => {
                self.start();
                for name in POD_NAMES {
                    self.admit(name);
                }
                self.issued_at = Instant::now();
                for pod in 0..self.pods.len() {
                    self.assert_alive(cell, pod);
                }
            }
            CacheLost => {
                self.stop();
                fs::remove_file(&self.cache).unwrap();
                self.start();
                for i in 0..self.pods.len() {
                    let pod = self.pods[i].pod.clone();
                    let env = self.create_container(&pod, &env_of(&pod));
                    let key = format!("{}.1", self.pods[i].uuid);
                    let cred = self.cred(&key, &env);
                    assert_ne!(cred.username, self.pods[i].creds[0].username);
                    self.pods[i].creds.push(cred);
                }
                self.issued_at = Instant::now();
                for pod in 0..self.pods.len() {
                    self.assert_alive(cell, pod);
                }
            }
            Renewed => {
                let past = self.issued_at + Duration::from_secs(TOKEN_TTL_SECS + 3);
                std::thread::sleep(past.saturating_duration_since(Instant::now()));
                for pod in 0..self.pods.len() {
                    self.assert_alive(cell, pod);
                }
            }
            DeletedWatched => {
                self.world.api.delete_pod(APP_NS, POD_NAMES[WATCHED]);
                self.assert_gone(cell, WATCHED);
                self.assert_alive(cell, SWEPT);
                self.assert_alive(cell, ORPHANED);
                // The watch did it, every generation at once: the sweep (every second
                // here) found nothing of the pod's left to revoke.
                let process = self.process.as_ref().unwrap();
                for cred in &self.pods[WATCHED].creds {
                    assert!(
                        !swept(process, &cred.key),
                        "{cell}: {} was left to the sweep",
                        cred.key
                    );
                }
                assert!(
                    process.json_lines().iter().any(|l| l["message"]
                        == "revoker: credentials of a deleted pod revoked"
                        && l["pod"] == POD_NAMES[WATCHED]),
                    "{cell}: no watch revocation logged"
                );
            }
            OrphansCommand => {
                self.stop();
                self.world.api.delete_pod(APP_NS, POD_NAMES[ORPHANED]);
                let mut command = self.world.spawn_with(&["revoke", "--orphans", "--confirm"]);
                let code = wait_exit(&mut command.child, Duration::from_secs(30));
                std::thread::sleep(Duration::from_millis(200));
                let out = command.lines().join("\n");
                self.logs.extend(command.lines());
                self.logs.extend(command.error_lines());
                assert_eq!(code, Some(0), "{cell}: {out}");
                for cred in &self.pods[ORPHANED].creds {
                    assert!(
                        out.contains(&format!("{}\t", cred.key)) && out.contains("revoked"),
                        "{cell}: {out}"
                    );
                }
                self.start();
                self.assert_gone(cell, ORPHANED);
                self.assert_alive(cell, SWEPT);
            }
            MissedDeletionSwept => {
                self.stop();
                self.world.api.delete_pod(APP_NS, POD_NAMES[SWEPT]);
                self.start();
                self.assert_gone(cell, SWEPT);
                let process = self.process.as_ref().unwrap();
                for cred in &self.pods[SWEPT].creds {
                    wait_until("the sweep's log line", Duration::from_secs(5), || {
                        swept(process, &cred.key)
                    });
                }
            }
        }
    }
}

/// Whether the process's sweep revoked `key` (its log line names the key and the source).
fn swept(process: &Process, key: &str) -> bool {
    process.json_lines().iter().any(|l| {
        l["message"] == "revoker: orphaned credentials revoked"
            && l["uuid"] == key
            && l["source"] == "sweep"
    })
}

fn sandbox(pod: &Pod) -> Sandbox {
    Sandbox::new(
        pod.metadata.namespace.as_deref().unwrap(),
        pod.metadata.name.as_deref().unwrap(),
        pod.metadata.uid.as_deref().unwrap(),
        &[(LABEL, "true")],
    )
}

fn env_of(pod: &Pod) -> Vec<(String, String)> {
    pod.spec.as_ref().unwrap().containers[0]
        .env
        .clone()
        .unwrap_or_default()
        .into_iter()
        .map(|e| (e.name, e.value.unwrap_or_default()))
        .collect()
}

/// The forms a secret could take in a log line: raw, percent-encoded, JSON-escaped.
fn forms(secret: &str) -> Vec<String> {
    let percent: String = secret
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    let json = serde_json::to_string(secret).unwrap();
    let json = json.trim_matches('"').to_owned();
    let mut all = vec![secret.to_owned(), percent, json];
    all.sort();
    all.dedup();
    all
}

/// The driver: plays every row of the (delivery, auth) lane in order, then searches every
/// captured stream for the lane's secrets.
pub(crate) fn run_lane(delivery: Delivery, auth: Auth) {
    let name = format!(
        "lc-{}-{}",
        if delivery == Nri { "nri" } else { "legacy" },
        if auth == ProjectedSa { "proj" } else { "sa" }
    );
    let dir = vdbi_testbed::tempdir::TempDir::new(&format!("{name}-nri")).unwrap();
    let socket = dir.path().join("nri.sock");
    let cache = dir.path().join("cache").join("cache.json");
    let options = Options {
        pod_role_period: Some("12s"),
        tail: tail(delivery, auth, &socket, &cache),
    };
    let world = World::with(&name, &options);
    let runtime = (delivery == Nri).then(|| Runtime::bind(&socket).unwrap());
    let mut lane = Lane {
        delivery,
        world,
        process: None,
        runtime,
        peer: None,
        cache,
        pods: Vec::new(),
        logs: Vec::new(),
        issued_at: Instant::now(),
    };
    let rows: Vec<Step> = MATRIX
        .iter()
        .filter(|(d, a, _)| *d == delivery && *a == auth)
        .map(|(_, _, s)| *s)
        .collect();
    assert!(!rows.is_empty());
    for step in rows {
        let cell = format!("{delivery:?} x {auth:?} x {step:?}");
        lane.play(&cell, step);
    }
    lane.stop();
    let mut secrets: Vec<String> = Vec::new();
    for pod in &lane.pods {
        for cred in &pod.creds {
            secrets.push(cred.password.clone());
            secrets.push(cred.accessor.clone());
        }
    }
    secrets.push(fs::read_to_string(lane.world.dir.path().join("injector.jwt")).unwrap());
    // The search sees what the logs do name: the pods' uuids (a positive signal from the
    // same streams).
    for pod in &lane.pods {
        assert!(
            lane.logs.iter().any(|l| l.contains(&pod.uuid)),
            "the logs were captured and searched"
        );
    }
    for secret in &secrets {
        for form in forms(secret.trim()) {
            if let Some(line) = lane.logs.iter().find(|l| l.contains(&form)) {
                panic!("a credential in the logs: {line}");
            }
        }
    }
    drop(dir);
}

#[test]
fn lifecycle_legacy_injector_sa() {
    run_lane(Legacy, InjectorSa);
}

#[test]
fn lifecycle_legacy_projected_sa() {
    run_lane(Legacy, ProjectedSa);
}

#[test]
fn lifecycle_nri_injector_sa() {
    run_lane(Nri, InjectorSa);
}

#[test]
fn lifecycle_nri_projected_sa() {
    run_lane(Nri, ProjectedSa);
}
