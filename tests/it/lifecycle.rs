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
use vdbi_testbed::kubelet::Kubelet;
use vdbi_testbed::nri_runtime::{Peer, Runtime};
use vdbi_testbed::nri_runtime_ext::{Sandbox, adjusted_env, create_container, handshake_with};
use vdbi_testbed::openbao::{KV_MOUNT, ROLE_READONLY};
use vdbi_testbed::proxy::{Fault, Proxy, Rule};

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
    /// are created again: new credentials under a fresh key of the pod's
    /// (`<pod uid>-r<16 hex>`), and the first ones still work.
    CacheLost,
    /// Well past the tokens' first TTL: every generation still works (renewed).
    Renewed,
    /// Forged KV entries (whoever can write KV wrote them) point at a live pod's lease
    /// and token, at a lease of another engine, in the new and the Go format: the sweep
    /// and the renewer refuse each, counted and logged with its reason, and every live
    /// credential still works.
    Forged,
    /// The first pod's entry is rewritten to name the second pod's lease, then the first
    /// pod is deleted while the revoker watches: all its credentials go (its leases
    /// through its token), and the second pod's lease stays.
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
    (Legacy, InjectorSa, Forged),
    (Legacy, InjectorSa, DeletedWatched),
    (Legacy, InjectorSa, OrphansCommand),
    (Legacy, InjectorSa, MissedDeletionSwept),
    (Legacy, ProjectedSa, Admitted),
    (Legacy, ProjectedSa, Renewed),
    (Legacy, ProjectedSa, Forged),
    (Legacy, ProjectedSa, DeletedWatched),
    (Legacy, ProjectedSa, OrphansCommand),
    (Legacy, ProjectedSa, MissedDeletionSwept),
    (Nri, InjectorSa, Admitted),
    (Nri, InjectorSa, CacheLost),
    (Nri, InjectorSa, Renewed),
    (Nri, InjectorSa, Forged),
    (Nri, InjectorSa, DeletedWatched),
    (Nri, InjectorSa, OrphansCommand),
    (Nri, InjectorSa, MissedDeletionSwept),
    (Nri, ProjectedSa, Admitted),
    (Nri, ProjectedSa, CacheLost),
    (Nri, ProjectedSa, Renewed),
    (Nri, ProjectedSa, Forged),
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
    auth: Auth,
    world: World<'static>,
    process: Option<Process>,
    runtime: Option<Runtime>,
    peer: Option<Peer>,
    cache: PathBuf,
    pods: Vec<LanePod>,
    /// Every line any process of the lane wrote (stdout and stderr), kept across restarts.
    logs: Vec<String>,
    issued_at: Instant,
    /// The node's kubelet: writes each NRI pod's token file (projected auth reads it).
    kubelet: Kubelet,
    _nri_dir: vdbi_testbed::tempdir::TempDir,
}

fn tail(
    delivery: Delivery,
    auth: Auth,
    socket: &std::path::Path,
    cache: &std::path::Path,
    kubelet: &std::path::Path,
) -> String {
    format!(
        "tokenTTL: {TOKEN_TTL_SECS}s
useProjectedSA: {}
tokenRequestAudiences: [openbao]
allowedEngines: [databases]
revoker:
  sweepInterval: 1s
  gracePeriod: 0s
  maxRevokeShare: 1.0
nri:
  enabled: {}
  socketPath: {}
  cachePath: {}
  kubeletRootDir: {}
  # The test's directory is on a disk; a node's cache is on tmpfs (nri::paths).
  allowPersistentCache: true
  # Injector-SA auth with NRI delivery is refused unless allowed (trust boundaries); this
  # matrix keeps running it, projected or not.
  allowInjectorIdentity: true
  fetchTimeout: 5s
  prewarmer:
    enabled: false
",
        auth == ProjectedSa,
        delivery == Nri,
        socket.display(),
        cache.display(),
        kubelet.display(),
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
        // Nothing of the pod is left in KV under any of its keys.
        let uuid = &self.pods[pod].uuid;
        let fresh = format!(
            "{}-r",
            self.pods[pod].pod.metadata.uid.as_deref().unwrap_or("-")
        );
        let left: Vec<String> = self
            .kv_keys()
            .into_iter()
            .filter(|k| k == uuid || k.starts_with(&format!("{uuid}.")) || k.starts_with(&fresh))
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
            process.wait_output_end();
            self.logs.extend(process.lines());
            self.logs.extend(process.error_lines());
        }
    }

    /// Admits one pod through the webhook; with NRI delivery, creates its container.
    fn admit(&mut self, name: &str) {
        let pod = self
            .world
            .api
            .create_pod(pod_object(name))
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
                // The kubelet mounts the pod's volumes before its sandbox starts.
                assert!(self.kubelet.mount(&self.world.api, &lane_pod.pod).unwrap());
                self.create_container(&lane_pod.pod, &env)
            }
        };
        lane_pod.creds.push(self.cred(&uuid, &env));
        self.pods.push(lane_pod);
    }

    /// CreateContainer through the runtime double, retried as the kubelet does until the
    /// plugin answers with the credentials.
    fn create_container(&mut self, pod: &Pod, env: &[(String, String)]) -> Vec<(String, String)> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            match self.try_create_container(pod, env) {
                Ok(env) => return env,
                Err(error) => {
                    assert!(Instant::now() < deadline, "CreateContainer: {error:?}");
                    std::thread::sleep(Duration::from_millis(300));
                }
            }
        }
    }

    /// One CreateContainer: the adjusted env, or the plugin's error status.
    fn try_create_container(
        &mut self,
        pod: &Pod,
        env: &[(String, String)],
    ) -> Result<Vec<(String, String)>, (u64, String)> {
        let lines: Vec<String> = env.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let peer = self.peer.as_mut().unwrap();
        let id = peer
            .call(
                "CreateContainer",
                &create_container(&sandbox(pod), "app", &lines),
                8_000_000_000,
            )
            .unwrap();
        let message = peer.recv_response(id, Duration::from_secs(15)).unwrap();
        match message.error() {
            None => Ok(adjusted_env(&message.payload()).unwrap()),
            Some(error) => Err(error),
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
                    // The uuid's key is held (the plugin may not read it): a fresh key of
                    // the pod's own.
                    let uid = pod.metadata.uid.clone().unwrap();
                    let fresh: Vec<String> = self
                        .kv_keys()
                        .into_iter()
                        .filter(|k| k.starts_with(&format!("{uid}-r")))
                        .filter(|k| self.pods[i].creds.iter().all(|c| &c.key != k))
                        .collect();
                    assert_eq!(fresh.len(), 1, "{cell}: {fresh:?}");
                    let cred = self.cred(&fresh[0], &env);
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
            Forged => self.forged(cell),
            DeletedWatched => {
                // The watched pod's entry now names the swept pod's lease: a revoker that
                // revoked the lease id it reads would cut the swept pod off.
                let key = self.pods[WATCHED].uuid.clone();
                let mut entry = self.world.entry(&key).unwrap();
                entry["LeaseId"] = json!(self.pods[SWEPT].creds[0].lease_id);
                self.write_entry(&key, &entry);
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
                command.wait_output_end();
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

impl Lane {
    /// Writes a KV entry as whoever holds KV write would (the testbed's root token).
    fn write_entry(&self, key: &str, data: &Value) {
        testbed()
            .openbao
            .write(
                &format!("{KV_MOUNT}/data/{}/{key}", self.world.prefix),
                &json!({ "data": data }),
            )
            .unwrap();
    }

    /// The `Forged` step: plants the forged entries, waits for each refusal, checks every
    /// pod's credentials, then removes them (so later steps see only the pods' keys).
    fn forged(&mut self, cell: &str) {
        let projected = self.auth == ProjectedSa;
        let live = self.world.entry(&self.pods[SWEPT].uuid).unwrap();
        let other = self.world.entry(&self.pods[WATCHED].uuid).unwrap();
        let lease = live["LeaseId"].as_str().unwrap().to_owned();
        let other_engine = lease.replacen("databases/", "other-db/", 1);
        let go = |fields: &[(&str, &str)]| {
            let mut e = json!({"Namespace": APP_NS, "ServiceAccountName": "app",
                               "PodName": "", "NodeName": "", "LeaseId": lease});
            for (k, v) in fields {
                e[*k] = json!(v);
            }
            e
        };
        let with = |base: &Value, fields: &[(&str, &str)]| {
            let mut e = base.clone();
            for (k, v) in fields {
                e[*k] = json!(v);
            }
            e
        };
        let live_accessor = live["TokenAccessor"].as_str().unwrap().to_owned();
        let other_accessor = other["TokenAccessor"].as_str().unwrap().to_owned();
        let swept_uid = self.pods[SWEPT].pod.metadata.uid.clone().unwrap();
        // (key, entry, who refuses it, the reason).
        let token_reason = if projected {
            "held_by_live_pod"
        } else {
            "meta_uuid"
        };
        let mut planted: Vec<(String, Value, &str, &str)> = vec![
            // The live pod's lease and token under a key of no pod (the sweep's).
            (
                "forged-token".into(),
                with(&live, &[("PodUID", "")]),
                "sweep",
                token_reason,
            ),
            // A lease of another engine.
            (
                "forged-engine".into(),
                with(&live, &[("PodUID", ""), ("LeaseId", &other_engine)]),
                "sweep",
                "lease_path",
            ),
            // The Go format, naming only the live pod's lease.
            ("forged-go-lease".into(), go(&[]), "sweep", "no_token"),
            // The Go format, naming the live pod's token accessor.
            (
                "forged-go-accessor".into(),
                go(&[("TokenAccessor", &live_accessor)]),
                "sweep",
                if projected { "login_role" } else { "meta_uuid" },
            ),
            // A generation of the live pod (the renewer reads it) with a lease of another
            // engine.
            (
                format!("{}.9", self.pods[SWEPT].uuid),
                with(&live, &[("LeaseId", &other_engine)]),
                "renewer",
                "lease_path",
            ),
        ];
        if !projected {
            // A generation of the live pod naming another pod's token: the renewer must
            // not keep it alive (a login token's metadata cannot tell the two apart; see
            // `vault::owner`).
            planted.push((
                format!("{}.8", self.pods[SWEPT].uuid),
                with(
                    &live,
                    &[("TokenAccessor", &other_accessor), ("PodUID", &swept_uid)],
                ),
                "renewer",
                "meta_uuid",
            ));
        }
        for (key, entry, _, _) in &planted {
            self.write_entry(key, entry);
        }
        for (key, _, who, reason) in &planted {
            let (metric, label) = match *who {
                "renewer" => (
                    "vdbi_renewer_refusals_total",
                    format!("reason=\"{reason}\""),
                ),
                _ => (
                    "vdbi_revoker_refusals_total",
                    format!("source=\"sweep\",reason=\"{reason}\""),
                ),
            };
            wait_until(
                &format!("{cell}: {key} refused ({reason})"),
                Duration::from_secs(20),
                || self.metric(metric, &label) >= 1.0,
            );
            let process = self.process.as_ref().unwrap();
            wait_until("its log line", Duration::from_secs(5), || {
                process.json_lines().iter().any(|l| {
                    l["uuid"] == key.as_str()
                        && l["reason"] == *reason
                        && l["message"]
                            .as_str()
                            .is_some_and(|m| m.contains("refusing"))
                })
            });
        }
        // Two more sweeps, seen done in the binary's own log, then every credential of
        // every pod still works, and every forged entry is still there (refused, not
        // deleted).
        let sweeps = self.process.as_ref().unwrap().count("revoker sweep done");
        wait_until(
            &format!("{cell}: two more sweeps"),
            Duration::from_secs(20),
            || self.process.as_ref().unwrap().count("revoker sweep done") >= sweeps + 2,
        );
        for pod in 0..self.pods.len() {
            self.assert_alive(cell, pod);
        }
        for (key, _, _, _) in &planted {
            assert!(self.world.entry(key).is_some(), "{cell}: {key} deleted");
            testbed()
                .openbao
                .delete(&format!("{KV_MOUNT}/metadata/{}/{key}", self.world.prefix))
                .unwrap();
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

/// A labelled pod of one database, as the lanes create it.
fn pod_object(name: &str) -> Value {
    json!({
        "apiVersion": "v1", "kind": "Pod",
        "metadata": {"name": name, "namespace": APP_NS, "labels": {LABEL: "true"},
            "annotations": {
                format!("{ANNOTATIONS}app.role"): ROLE_READONLY,
                format!("{ANNOTATIONS}app.env-key-dbuser"): "DB_USER",
                format!("{ANNOTATIONS}app.env-key-dbpassword"): "DB_PASSWORD"}},
        "spec": {"serviceAccountName": "app", "nodeName": "node-1",
            "containers": [{"name": "app", "image": "app"}]},
    })
}

/// The accessor of a live token whose injector `meta` names the KV key `key`.
fn token_for_key(key: &str) -> Option<String> {
    let bao = &testbed().openbao;
    let accessors = bao.list("auth/token/accessors").unwrap_or_default();
    accessors.into_iter().find(|accessor| {
        bao.write("auth/token/lookup-accessor", &json!({"accessor": accessor}))
            .is_ok_and(|info| info["data"]["meta"]["uuid"] == key)
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

impl Lane {
    /// A lane's world and runtime double, nothing started; `options` adjusts the
    /// configuration (the failure tests' fault proxy, a share guard).
    fn new(delivery: Delivery, auth: Auth, tweak: impl FnOnce(&mut Options)) -> Lane {
        let name = format!(
            "lc-{}-{}",
            if delivery == Nri { "nri" } else { "legacy" },
            if auth == ProjectedSa { "proj" } else { "sa" }
        );
        let world_dir = vdbi_testbed::tempdir::TempDir::new(&format!("{name}-nri")).unwrap();
        let socket = world_dir.path().join("nri.sock");
        let cache = world_dir.path().join("cache").join("cache.json");
        let kubelet = Kubelet::new(&world_dir.path().join("kubelet"))
            .unwrap()
            .lenient("openbao");
        let mut options = Options {
            pod_role_period: Some("12s"),
            tail: tail(delivery, auth, &socket, &cache, kubelet.root()),
            ..Options::default()
        };
        tweak(&mut options);
        let world = World::with(&name, &options);
        let runtime = (delivery == Nri).then(|| Runtime::bind(&socket).unwrap());
        Lane {
            delivery,
            auth,
            world,
            process: None,
            runtime,
            peer: None,
            cache,
            pods: Vec::new(),
            logs: Vec::new(),
            issued_at: Instant::now(),
            kubelet,
            _nri_dir: world_dir,
        }
    }

    /// A counter or gauge of the running binary, from its metrics port (0 when absent).
    fn metric(&self, name: &str, label: &str) -> f64 {
        let address = self.process.as_ref().unwrap().address("metrics");
        let agent = ureq::Agent::new_with_config(
            ureq::Agent::config_builder()
                .timeout_global(Some(Duration::from_secs(5)))
                .build(),
        );
        let text = agent
            .get(&format!("http://{address}/metrics"))
            .call()
            .unwrap()
            .body_mut()
            .read_to_string()
            .unwrap();
        text.lines()
            .find(|l| l.starts_with(name) && l.contains(label))
            .and_then(|l| l.rsplit(' ').next()?.parse().ok())
            .unwrap_or(0.0)
    }
}

/// The driver: plays every row of the (delivery, auth) lane in order, then searches every
/// captured stream for the lane's secrets.
pub(crate) fn run_lane(delivery: Delivery, auth: Auth) {
    let mut lane = Lane::new(delivery, auth, |_| {});
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
    lane.assert_no_secret_in_logs();
}

impl Lane {
    /// Every password and accessor the lane saw, and the injector's JWT, in none of the
    /// captured streams, in any of their forms.
    fn assert_no_secret_in_logs(&self) {
        let mut secrets: Vec<String> = Vec::new();
        for pod in &self.pods {
            for cred in &pod.creds {
                secrets.push(cred.password.clone());
                secrets.push(cred.accessor.clone());
            }
        }
        secrets.push(fs::read_to_string(self.world.dir.path().join("injector.jwt")).unwrap());
        // The search sees what the logs do name: the pods' uuids (a positive signal from
        // the same streams).
        for pod in &self.pods {
            assert!(
                self.logs.iter().any(|l| l.contains(&pod.uuid)),
                "the logs were captured and searched"
            );
        }
        let logs = self.logs.join("\n");
        let secrets: Vec<&str> = secrets.iter().map(|s| s.trim()).collect();
        crate::leaks::assert_no_leak(&[("the logs", &logs)], &secrets);
    }
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

// ---------------------------------------------------------------------------------------
// Failure paths, with faults from the testbed's proxy in front of OpenBao and from the API
// double.

/// The KV keys of the refused KV writes the proxy saw, in order.
fn refused_keys(proxy: &Proxy, kv_data: &str) -> Vec<String> {
    let keys: Vec<String> = proxy
        .requests()
        .into_iter()
        .filter(|r| r.method == "PUT" && r.path.contains(kv_data) && r.fault == "status")
        .map(|r| r.path.rsplit('/').next().unwrap().to_owned())
        .collect();
    assert!(!keys.is_empty(), "no refused kv write");
    keys
}

/// A KV write refused after the credentials were issued: at admission (legacy delivery)
/// the pod is denied and what was issued is revoked; at the NRI fetch, where a 403 at the
/// pod's usual key is also how Vault answers a key another entry holds, the plugin tries
/// once more under a fresh key of the pod's (a credential issued again for it, since the
/// legacy pod token names its key), and when that is refused too the container is refused
/// and everything issued is revoked. Nothing is left: no KV entry, no token naming either
/// key. The next attempt, with the fault gone, works (and its token is found by the same
/// search).
fn kv_write_refused(delivery: Delivery) {
    let proxy = Proxy::in_front_of(&testbed().openbao).unwrap();
    let mut lane = Lane::new(delivery, InjectorSa, |o| o.vault_addr = Some(proxy.addr()));
    lane.start();
    let kv_data = format!("/v1/{KV_MOUNT}/data/{}/", lane.world.prefix);
    let refuse = |times| {
        Rule::new(Fault::Status {
            status: 403,
            retry_after: None,
        })
        .path(&kv_data)
        .method("PUT")
        .times(times)
    };
    let mut nri_uid = None;
    match delivery {
        Legacy => {
            let denied = lane.metric("vdbi_admission_denied_total", "reason=\"kv_write\"");
            proxy.add(refuse(1));
            let message = lane
                .world
                .api
                .create_pod(pod_object("refused"))
                .unwrap_err();
            assert!(
                message.contains("could not record the credentials in Vault, so it revoked them"),
                "{message}"
            );
            assert!(lane.metric("vdbi_admission_denied_total", "reason=\"kv_write\"") > denied);
        }
        Nri => {
            let pod = lane.world.api.create_pod(pod_object("refused")).unwrap();
            nri_uid = pod.metadata.uid.clone();
            let errors = lane.metric("vdbi_nri_fetch_total", "result=\"error\"");
            proxy.add(refuse(2));
            let (code, message) = lane.try_create_container(&pod, &env_of(&pod)).unwrap_err();
            assert_ne!(code, 0, "{message}");
            assert!(
                message.contains("record the credentials in kv"),
                "{message}"
            );
            assert!(lane.metric("vdbi_nri_fetch_total", "result=\"error\"") > errors);
            lane.world.api.delete_pod(APP_NS, "refused");
        }
    }
    let keys = refused_keys(&proxy, &kv_data);
    if let Some(uid) = nri_uid {
        assert_eq!(keys.len(), 2, "{keys:?}");
        assert!(
            keys[1].starts_with(&format!("{uid}-r")),
            "the second is a fresh key of the pod's: {keys:?}"
        );
    }
    for key in &keys {
        wait_until(
            "the refused issuance revoked",
            Duration::from_secs(20),
            || token_for_key(key).is_none(),
        );
        assert!(lane.world.entry(key).is_none());
    }
    assert!(lane.kv_keys().is_empty(), "{:?}", lane.kv_keys());
    // The fault is spent: the next pod gets credentials that work, found the same way.
    lane.admit("after");
    let cred = lane.pods[0].creds[0].clone();
    assert!(token_for_key(&cred.key).is_some());
    lane.assert_alive("after the refusal", 0);
    lane.stop();
    lane.assert_no_secret_in_logs();
}

#[test]
fn kv_write_refused_at_admission_revokes_and_denies() {
    kv_write_refused(Legacy);
}

#[test]
fn kv_write_refused_at_nri_fetch_revokes_and_refuses_the_container() {
    kv_write_refused(Nri);
}

/// The sweep cannot list the pods: it revokes nothing (the deleted pod's credentials all
/// stay) and counts `vdbi_revoker_sweep_skipped_total{reason="pod_list"}`; once the lists
/// work again it revokes them.
#[test]
fn a_sweep_that_cannot_list_pods_revokes_nothing_and_is_counted() {
    let mut lane = Lane::new(Legacy, InjectorSa, |_| {});
    lane.start();
    lane.admit("gone");
    lane.stop();
    lane.world.api.delete_pod(APP_NS, "gone");
    lane.world.api.set_fail_pod_lists(true);
    lane.start();
    wait_until("skipped sweeps", Duration::from_secs(10), || {
        lane.metric("vdbi_revoker_sweep_skipped_total", "reason=\"pod_list\"") >= 2.0
    });
    lane.assert_alive("pod list failing", 0);
    lane.world.api.set_fail_pod_lists(false);
    lane.assert_gone("pod list back", 0);
    lane.stop();
}

/// The held-entries brake: the sweep would revoke more than `revoker.maxRevokeShare` of
/// all entries at once, so it holds them (`vdbi_revoker_sweep_held_entries`), revokes
/// nothing, and `revoke --orphans` lists them; once the pods have been confirmed gone on
/// three sweeps, they are revoked.
#[test]
fn held_entries_are_not_revoked_and_revoke_orphans_lists_them() {
    let mut lane = Lane::new(Legacy, InjectorSa, |o| {
        o.tail = o
            .tail
            .replace("maxRevokeShare: 1.0", "maxRevokeShare: 0.2")
            .replace("sweepInterval: 1s", "sweepInterval: 3s");
    });
    lane.start();
    lane.admit("first");
    lane.admit("second");
    lane.stop();
    lane.world.api.delete_pod(APP_NS, "first");
    lane.world.api.delete_pod(APP_NS, "second");
    lane.start();
    wait_until("held entries", Duration::from_secs(10), || {
        lane.metric("vdbi_revoker_sweep_held_entries", "") == 2.0
    });
    lane.assert_alive("held", 0);
    lane.assert_alive("held", 1);
    let mut command = lane.world.spawn_with(&["revoke", "--orphans"]);
    let code = wait_exit(&mut command.child, Duration::from_secs(30));
    command.wait_output_end();
    let out = command.lines().join("\n");
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("dry run"), "{out}");
    for pod in &lane.pods {
        assert!(out.contains(&pod.uuid), "{out}");
    }
    lane.assert_gone("confirmed gone on three sweeps", 0);
    lane.assert_gone("confirmed gone on three sweeps", 1);
    lane.stop();
}

/// A Vault role whose tokens are batch tokens (which can be neither renewed nor revoked)
/// is refused at admission with a message that says so, and nothing is recorded.
#[test]
fn a_role_issuing_batch_tokens_is_refused_at_admission() {
    let mut lane = Lane::new(Legacy, ProjectedSa, |_| {});
    let mount = format!("k8s-{}", lane.world.prefix);
    testbed()
        .openbao
        .write(
            &format!("auth/{mount}/role/{ROLE_READONLY}"),
            &json!({"bound_service_account_names": ["app"],
                    "bound_service_account_namespaces": [APP_NS], "audience": "openbao",
                    "token_policies": [ROLE_READONLY], "token_ttl": "1h",
                    "token_period": "0s", "token_type": "batch"}),
        )
        .unwrap();
    lane.start();
    let denied = lane.metric("vdbi_admission_denied_total", "reason=\"batch_token\"");
    let message = lane.world.api.create_pod(pod_object("batch")).unwrap_err();
    assert!(
        message.contains("issues batch tokens, which can be neither renewed nor revoked"),
        "{message}"
    );
    assert!(message.contains("token_type=service"), "{message}");
    assert!(lane.metric("vdbi_admission_denied_total", "reason=\"batch_token\"") > denied);
    assert!(lane.kv_keys().is_empty());
    lane.stop();
}

/// A forged KV entry that names a live pod's login token (projected SA: Vault's metadata
/// names only the service account, so the token passes the metadata check) is never acted
/// on while the live pod's own entry records that token: the sweep refuses it
/// (`vdbi_revoker_refusals_total{reason="held_by_live_pod"}`) and the live pod keeps its
/// credentials. Once that pod is deleted, its token goes, and the forged entry with it.
#[test]
fn a_forged_entry_naming_a_live_pods_login_token_is_refused() {
    let mut lane = Lane::new(Legacy, ProjectedSa, |_| {});
    lane.start();
    lane.admit("live");
    let mut forged = lane.world.entry(&lane.pods[0].uuid).unwrap();
    forged["PodName"] = json!("ghost");
    forged["PodUID"] = json!("");
    let forged_key = "forged-entry";
    testbed()
        .openbao
        .write(
            &format!("{KV_MOUNT}/data/{}/{forged_key}", lane.world.prefix),
            &json!({ "data": forged }),
        )
        .unwrap();
    wait_until("the refusal", Duration::from_secs(15), || {
        lane.metric(
            "vdbi_revoker_refusals_total",
            "source=\"sweep\",reason=\"held_by_live_pod\"",
        ) >= 1.0
    });
    lane.assert_alive("forged entry refused", 0);
    assert!(lane.world.entry(forged_key).is_some());
    lane.world.api.delete_pod(APP_NS, "live");
    lane.assert_gone("the live pod deleted", 0);
    wait_until("the forged entry swept", Duration::from_secs(15), || {
        lane.world.entry(forged_key).is_none()
    });
    lane.stop();
}
