//! The upgrade from the Go original (v3.2.3) as a platform team runs it, and the rollback,
//! against the testbed's real OpenBao and PostgreSQL and the Kubernetes API double.
//!
//! The Go release's state is made as the Go webhook made it ([`vdbi_testbed::go_original`]:
//! `create-orphan` tokens without meta, raw `TokenId`, no `Version`, plain `PUT`s of the six
//! fields, v1 UUIDs, one entry back-filled by the Go renewer). Then the order of
//! `docs/migration.md` ("Upgrade order"): this binary's renewer and revoker start while Go
//! replicas lead their Leases, wait (one leader throughout) and take over when those let
//! go, while the Go injector still admits pods (one more Go-format credential is issued
//! then); only then its injector, once without and once with `kvStoreToken`. Every Go-era
//! credential must be renewed (token and lease, `VALID UNTIL` moved) and revoked when its
//! pod is deleted (user gone, login refused, token and lease unknown to OpenBao, entry
//! deleted); new pods get new-format entries. Last the rollback of "Rolling back": the
//! injector stopped first, then the renewer and revoker, and each entry read back by the Go
//! code's reader: the entries this renewer back-filled keep the six fields the Go code
//! reads, so the Go renewer renews and the Go revoker revokes them; a new entry carries
//! `TokenId` only with `kvStoreToken` (without, the Go renewer cannot act on it, the loss
//! the guide names). Last a roll forward again, after a Go back-fill stripped such an
//! entry of its new fields: the revoker refuses it (`no_token`), as the guide says.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use k8s_openapi::api::coordination::v1::{Lease, LeaseSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::MicroTime;
use nix::sys::signal::{Signal, kill};
use serde_json::{Value, json};
use vault_db_injector::k8s;
use vault_db_injector::secret::SecretString;
use vdbi_testbed::go_original::{GoEntry, GoRelease, Issued};
use vdbi_testbed::openbao::{DB_MOUNT, KV_MOUNT, OpenBao, ROLE_READONLY, ROLE_SHORT};

use crate::cli::wait_exit;
use crate::mode_all::{
    ANNOTATIONS, APP_NS, LABEL, Options, Process, SYSTEM_NS, World, testbed, wait_until,
};

const UUID_ANNOTATION: &str = "db-creds-injector.numberly.io/uuid";
/// The Go code's default `tokenTTL` (the orphan tokens' period).
const GO_TOKEN_TTL: &str = "768h";
const GO_TOKEN_TTL_SECS: u64 = 768 * 3600;

/// The line of `docs/vault.md`'s policy that only entries of the Go original need (a
/// Go-era policy has it, the Go renewer used it; the testbed's injector policy now has it
/// too, and the test keeps it explicit).
const GO_ENTRIES_POLICY: &str = "path \"auth/token/renew\" {\n  capabilities = [\"update\"]\n}\n";

/// A short sweep with a grace period, so that the new revoker's safety sweep passes over
/// the Go entries of live pods many times during the test (and must leave them).
fn options() -> Options {
    Options {
        tail: "tokenTTL: 1h\nrevoker:\n  sweepInterval: 1s\n  gracePeriod: 3s\n  maxRevokeShare: 1.0\nnri:\n  enabled: false\n"
            .to_owned(),
        policy_tail: GO_ENTRIES_POLICY,
        ..Options::default()
    }
}

fn bao() -> &'static OpenBao {
    &testbed().openbao
}

/// A pod of the Go era: labelled, annotated for one database, with the `uuid` annotation
/// the Go webhook wrote (its env is not read by anything here).
fn create_go_pod(world: &World<'_>, name: &str, role: &str, uuid: &str) -> String {
    let pod = world
        .api
        .create_pod(json!({
            "apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": name, "namespace": APP_NS, "labels": {LABEL: "true"},
                "annotations": {
                    format!("{ANNOTATIONS}app.role"): role,
                    format!("{ANNOTATIONS}app.env-key-dbuser"): "DB_USER",
                    format!("{ANNOTATIONS}app.env-key-dbpassword"): "DB_PASSWORD",
                    UUID_ANNOTATION: uuid}},
            "spec": {"serviceAccountName": "app", "nodeName": "node-1",
                "containers": [{"name": "app", "image": "app"}]},
        }))
        .unwrap_or_else(|message| panic!("creating {name}: {message}"));
    pod.metadata.uid.unwrap()
}

/// The Go webhook admitting `name`: the credential first (its KV write ran during the
/// admission), then the pod.
fn go_admit(world: &World<'_>, go: &GoRelease, name: &str, role: &str) -> (Issued, String) {
    let issued = go.issue(bao(), role, APP_NS, "app").unwrap();
    let uid = create_go_pod(world, name, role, &issued.uuid);
    (issued, uid)
}

/// `auth/token/lookup` (by token) or `lookup-accessor` as root; `None` once the token is
/// gone.
fn token_data(path: &str, body: Value) -> Option<Value> {
    bao().write(path, &body).ok().map(|v| v["data"].clone())
}

fn go_token(issued: &Issued) -> Option<Value> {
    token_data(
        "auth/token/lookup",
        json!({"token": issued.token.expose_secret()}),
    )
}

/// When the token was last renewed (0: never; OpenBao omits the field until then).
fn last_token_renewal(data: &Value) -> i64 {
    data["last_renewal_time"].as_i64().unwrap_or(0)
}

/// `sys/leases/lookup`; `None` once the lease is gone.
fn lease(lease_id: &str) -> Option<Value> {
    token_data("sys/leases/lookup", json!({"lease_id": lease_id}))
}

fn lease_renewed(lease_id: &str) -> bool {
    lease(lease_id).is_some_and(|l| l["last_renewal"].is_string())
}

fn login_works(username: &str, password: &str) -> bool {
    testbed().postgres.psql_login(username, password).is_ok()
}

fn valid_until(username: &str) -> SystemTime {
    testbed().postgres.valid_until(username).unwrap().unwrap()
}

/// The entry as stored, every field (the product's new ones included).
fn raw_entry(go: &GoRelease, uuid: &str) -> Option<Value> {
    let path = format!("{}/data/{}/{uuid}", go.kv_mount, go.kv_prefix);
    bao().read(&path).ok().map(|v| v["data"]["data"].clone())
}

/// Every trace of a Go-era credential is gone: user, login, token, lease, entry.
fn go_credential_gone(go: &GoRelease, issued: &Issued) -> bool {
    !testbed().postgres.role_exists(&issued.username).unwrap()
        && !login_works(&issued.username, issued.password.expose_secret())
        && go_token(issued).is_none()
        && lease(&issued.lease_id).is_none()
        && go.read(bao(), &issued.uuid).unwrap().is_none()
}

fn spawn_component(world: &World<'_>, mode: &str, extra: &[(&str, &str)]) -> Process {
    let pod_name = format!("{mode}-0");
    let mut env = vec![("INJECTOR_MODE", mode), ("POD_NAME", pod_name.as_str())];
    env.extend_from_slice(extra);
    let process = world.spawn_env(&[], &env);
    let start = format!("Starting vault-db-injector in mode \"{mode}\"");
    wait_until(&start, Duration::from_secs(20), || {
        process.count(&start) == 1
    });
    process
}

/// SIGTERM, exit 0; the process's log lines.
fn stop(process: Process) -> Vec<String> {
    let mut process = process;
    kill(process.pid(), Signal::SIGTERM).unwrap();
    let code = wait_exit(&mut process.child, Duration::from_secs(20));
    assert_eq!(code, Some(0), "{:?}", process.lines());
    let mut lines = process.lines();
    lines.extend(process.error_lines());
    lines
}

fn wait_leader(world: &World<'_>, lease_name: &str, holder: &str) {
    wait_until(lease_name, Duration::from_secs(20), || {
        world
            .api
            .lease(SYSTEM_NS, lease_name)
            .and_then(|l| l.spec?.holder_identity)
            .as_deref()
            == Some(holder)
    });
}

/// Now, as a Kubernetes MicroTime (RFC 3339 with microseconds, as client-go writes it).
fn now_micro() -> MicroTime {
    let now = SystemTime::now();
    let micros = now.duration_since(UNIX_EPOCH).unwrap().subsec_micros();
    let seconds = vault_db_injector::logger::rfc3339(now);
    let text = format!("{}.{micros:06}Z", seconds.trim_end_matches('Z'));
    serde_json::from_value(json!(text)).unwrap()
}

/// A replica of the Go release (client-go's `LeaseLock`: `leaseDurationSeconds` 15,
/// identity its pod name) leading `lease` and renewing it until [`GoLeader::release`],
/// which gives it up as client-go's `ReleaseOnCancel` does when its pod is replaced.
struct GoLeader {
    lease: &'static str,
    kube: Arc<k8s::Client>,
    stop: Arc<AtomicBool>,
    renewing: Option<JoinHandle<()>>,
}

impl GoLeader {
    const IDENTITY: &'static str = "vault-db-injector-go-0";

    fn hold(world: &World<'_>, lease: &'static str) -> GoLeader {
        let kube = Arc::new(
            k8s::Client::new(k8s::ClientConfig {
                server: world.api.url().to_owned(),
                ca_pem: std::fs::read(world.api.ca_cert_path()).unwrap(),
                credentials: k8s::Credentials::Token(SecretString::new("admin-token".into())),
                source: "test".into(),
                timeouts: k8s::Timeouts::default(),
            })
            .unwrap(),
        );
        let now = now_micro();
        let record: Lease = serde_json::from_value(json!({
            "metadata": {"name": lease, "namespace": SYSTEM_NS},
            "spec": {"holderIdentity": GoLeader::IDENTITY, "leaseDurationSeconds": 15,
                     "acquireTime": now, "renewTime": now, "leaseTransitions": 0},
        }))
        .unwrap();
        kube.create_lease(SYSTEM_NS, &record).unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let (k, halt) = (Arc::clone(&kube), Arc::clone(&stop));
        // The Go replica's renewals are a test thread, not a product thread.
        #[allow(clippy::disallowed_methods)]
        let renewing = thread::spawn(move || {
            while !halt.load(Ordering::SeqCst) {
                thread::sleep(Duration::from_millis(300));
                GoLeader::update(&k, lease, |spec| {
                    spec.renew_time = Some(now_micro());
                });
            }
        });
        GoLeader {
            lease,
            kube,
            stop,
            renewing: Some(renewing),
        }
    }

    /// Applies `change` to the lease while the Go replica still holds it.
    fn update(kube: &k8s::Client, lease: &str, change: impl FnOnce(&mut LeaseSpec)) {
        let Ok(Some(mut current)) = kube.get_lease(SYSTEM_NS, lease) else {
            return;
        };
        let Some(spec) = current.spec.as_mut() else {
            return;
        };
        if spec.holder_identity.as_deref() != Some(GoLeader::IDENTITY) {
            return;
        }
        change(spec);
        // A conflict is a lost round, as for client-go: the next one retries.
        let _ = kube.update_lease(SYSTEM_NS, &current);
    }

    fn release(mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(renewing) = self.renewing.take() {
            renewing.join().unwrap();
        }
        GoLeader::update(&self.kube, self.lease, |spec| {
            let now = now_micro();
            spec.holder_identity = None;
            spec.lease_duration_seconds = Some(1);
            spec.acquire_time = Some(now.clone());
            spec.renew_time = Some(now);
        });
    }
}

impl Drop for GoLeader {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

/// The injector in mode `injector`, the double's admission pointed at it.
fn start_injector(world: &World<'_>, extra: &[(&str, &str)]) -> Process {
    let injector = spawn_component(world, "injector", extra);
    wait_until("the webhook's port", Duration::from_secs(20), || {
        injector
            .json_lines()
            .iter()
            .any(|v| v["message"] == "http server listening" && v["server"] == "webhook")
    });
    world.install_webhook(injector.address("webhook"));
    injector
}

#[test]
fn a_go_release_is_taken_over_in_the_documented_order_and_can_roll_back() {
    let world = World::with("migrate", &options());
    let go = GoRelease {
        kv_mount: KV_MOUNT.to_owned(),
        kv_prefix: world.prefix.clone(),
        db_mount: DB_MOUNT.to_owned(),
        token_ttl: GO_TOKEN_TTL.to_owned(),
    };

    // The Go era. go-b was seen by a Go renewer pass: its back-fill rewrote the six fields.
    let (go_a, go_a_uid) = go_admit(&world, &go, "go-a", ROLE_READONLY);
    let (go_b, go_b_uid) = go_admit(&world, &go, "go-b", ROLE_READONLY);
    let go_b_entry = GoEntry {
        pod_name: "go-b".into(),
        node_name: "node-1".into(),
        ..go.read(bao(), &go_b.uuid).unwrap().unwrap()
    };
    go.store(bao(), &go_b.uuid, &go_b_entry).unwrap();
    for issued in [&go_a, &go_b] {
        assert!(login_works(
            &issued.username,
            issued.password.expose_secret()
        ));
        let token = go_token(issued).expect("the go token exists");
        assert_eq!(last_token_renewal(&token), 0, "nothing renewed it yet");
        assert!(
            token["meta"].is_null(),
            "the Go original's tokens carry no meta"
        );
        assert!(!lease_renewed(&issued.lease_id));
    }
    let issued_until = [&go_a, &go_b].map(|issued| valid_until(&issued.username));

    // Upgrade step 2: this renewer and revoker replace the Go ones, on the same Leases,
    // which Go replicas lead when they start. The renewer asks for 2 h per lease renewal,
    // past the 1 h the Go-era leases were issued with, so that a renewal shows as a later
    // VALID UNTIL.
    let go_leaders = ["lock-injector-renewer", "lock-injector-revoker"]
        .map(|lease| GoLeader::hold(&world, lease));
    let renewer = spawn_component(
        &world,
        "renewer",
        &[("INJECTOR_RENEWER_LEASE_INCREMENT", "2h")],
    );
    let revoker = spawn_component(&world, "revoker", &[]);
    // One leader throughout: both see the Go leaders and wait while the Go replicas renew
    // (longer than their own leaseDuration, 3 s; they judge the record by its 15 s, as
    // client-go does).
    let seen = format!("new leader is {}", GoLeader::IDENTITY);
    for process in [&renewer, &revoker] {
        wait_until("the Go leader seen", Duration::from_secs(20), || {
            process.count(&seen) >= 1
        });
    }
    thread::sleep(Duration::from_secs(4));
    for lease in ["lock-injector-renewer", "lock-injector-revoker"] {
        wait_leader(&world, lease, GoLeader::IDENTITY);
    }
    assert_eq!(last_token_renewal(&go_token(&go_a).unwrap()), 0);
    // The Go Deployments' pods are replaced: their leaders let go.
    for leader in go_leaders {
        leader.release();
    }
    wait_leader(&world, "lock-injector-renewer", "renewer-0");
    wait_leader(&world, "lock-injector-revoker", "revoker-0");

    // The Go injector still runs: a pod it admits now is in the Go format too (a short
    // role: 10 s leases, so that renewal shows in VALID UNTIL; its max_ttl of 30 s ends it
    // during the test, as it would under the Go renewer).
    let (go_short, go_short_uid) = go_admit(&world, &go, "go-short", ROLE_SHORT);
    // The latest VALID UNTIL its issue can have set (issued before this, for 10 s). Not read
    // back from PostgreSQL: the renewer may already have renewed it to its max_ttl by then
    // (it renews a new entry's lease at once), and a value read after that never moves.
    let short_issued_until = SystemTime::now() + Duration::from_secs(10);
    // And one admitted by a Go release with a short `tokenTTL` (60 s): the renewer renews a
    // token when a third of its TTL is left, so only a short period shows a token renewal
    // in the test (the 768 h tokens of the others are due in 512 h).
    let go_fast = GoRelease {
        token_ttl: "60s".to_owned(),
        ..go.clone()
    };
    let (go_tok, _) = go_admit(&world, &go_fast, "go-tok", ROLE_READONLY);

    // Every Go-era lease is renewed by the new renewer, and a Go token when it is due:
    // VALID UNTIL goes past what the lease was issued with (go-short's up to its max_ttl).
    for issued in [&go_a, &go_b, &go_short] {
        wait_until("a go lease renewed", Duration::from_secs(20), || {
            lease_renewed(&issued.lease_id)
        });
    }
    for issued in [&go_a, &go_b] {
        // Looked up and kept: far from due, not renewed, still valid.
        let token = go_token(issued).unwrap();
        assert!(token["ttl"].as_i64().unwrap_or(0) > 3600, "{token}");
    }
    for (issued, until) in [&go_a, &go_b].into_iter().zip(issued_until) {
        wait_until(
            "VALID UNTIL of a go lease to move",
            Duration::from_secs(20),
            || valid_until(&issued.username) > until + Duration::from_secs(1800),
        );
    }
    wait_until(
        "VALID UNTIL of go-short to move",
        Duration::from_secs(15),
        || valid_until(&go_short.username) > short_issued_until + Duration::from_secs(2),
    );
    assert!(login_works(
        &go_short.username,
        go_short.password.expose_secret()
    ));
    wait_until(
        "a go token renewed when due",
        Duration::from_secs(60),
        || go_token(&go_tok).is_some_and(|t| last_token_renewal(&t) > 0),
    );
    // ... and back-filled, in place: the six Go fields plus the pod UID.
    wait_until("go-a back-filled", Duration::from_secs(20), || {
        raw_entry(&go, &go_a.uuid).is_some_and(|e| e["PodUID"] == go_a_uid.as_str())
    });
    let go_a_read = go.read(bao(), &go_a.uuid).unwrap().unwrap();
    assert_eq!(
        (go_a_read.pod_name.as_str(), go_a_read.node_name.as_str()),
        ("go-a", "node-1")
    );

    // Deleting a Go-era pod revokes its credentials: user, token, lease, entry.
    assert!(login_works(&go_a.username, go_a.password.expose_secret()));
    assert!(go_token(&go_a).is_some());
    world.api.delete_pod(APP_NS, "go-a");
    wait_until("go-a revoked", Duration::from_secs(20), || {
        go_credential_gone(&go, &go_a)
    });
    // The sweeps since then (every second) left the live Go pods alone.
    for issued in [&go_b, &go_short] {
        assert!(go.read(bao(), &issued.uuid).unwrap().is_some());
        assert!(go_token(issued).is_some());
    }

    // Upgrade step 3: the new injector. Its entries are the new format: an accessor and
    // `Version`, no raw token.
    let injector = start_injector(&world, &[]);
    let new_a = world.admit("new-a", ROLE_READONLY);
    let entry = world.entry(&new_a.uuid).unwrap();
    assert_eq!(entry["Version"], "2");
    assert_eq!(entry["TokenId"], "");
    assert_eq!(entry["DbUsername"], new_a.username.as_str());
    assert!(!new_a.accessor.is_empty());
    // The renewer keeps it: its lease is renewed (its 1 h token is due with 20 min left,
    // not in this test).
    let new_a_lease = entry["LeaseId"].as_str().unwrap_or_default().to_owned();
    wait_until("new-a's lease renewed", Duration::from_secs(20), || {
        lease_renewed(&new_a_lease)
    });
    assert!(
        token_data(
            "auth/token/lookup-accessor",
            json!({"accessor": new_a.accessor}),
        )
        .is_some()
    );
    let mut logs = stop(injector);
    // The same with `kvStoreToken: true`, which the guide asks for to keep a clean
    // rollback: the raw token is in `TokenId` as well.
    let injector = start_injector(&world, &[("INJECTOR_KV_STORE_TOKEN", "true")]);
    let new_b = world.admit("new-b", ROLE_READONLY);
    let entry = world.entry(&new_b.uuid).unwrap();
    assert_eq!(entry["Version"], "2");
    assert!(entry["TokenId"].as_str().is_some_and(|t| !t.is_empty()));
    for admitted in [&new_a, &new_b] {
        wait_until("a new entry back-filled", Duration::from_secs(20), || {
            world
                .entry(&admitted.uuid)
                .is_some_and(|e| e["PodName"] == admitted.name.as_str())
        });
    }

    for (issued, uid) in [(&go_b, &go_b_uid), (&go_short, &go_short_uid)] {
        wait_until("a go entry back-filled", Duration::from_secs(20), || {
            raw_entry(&go, &issued.uuid).is_some_and(|e| e["PodUID"] == uid.as_str())
        });
    }

    // Rollback, in the guide's order: the injector first, then the renewer and revoker.
    logs.extend(stop(injector));
    logs.extend(stop(renewer));
    logs.extend(stop(revoker));

    // The Go code reads every entry left: the six fields are there, as strings.
    let mut keys = go.keys(bao()).unwrap();
    keys.sort();
    let mut expected = vec![
        go_b.uuid.clone(),
        go_short.uuid.clone(),
        go_tok.uuid.clone(),
        new_a.uuid.clone(),
        new_b.uuid.clone(),
    ];
    expected.sort();
    assert_eq!(keys, expected);
    let read = |uuid: &str| go.read(bao(), uuid).unwrap().unwrap();
    // go-b is exactly what the Go release wrote (this renewer only added PodUID).
    assert_eq!(read(&go_b.uuid), go_b_entry);
    assert_eq!(
        raw_entry(&go, &go_b.uuid).unwrap()["PodUID"],
        go_b_uid.as_str()
    );
    // go-short was back-filled by this renewer: readable, complete, its raw token intact.
    let go_short_read = read(&go_short.uuid);
    assert_eq!(
        go_short_read,
        GoEntry {
            lease_id: go_short.lease_id.clone(),
            token_id: go_short.token.expose_secret().to_owned(),
            namespace: APP_NS.into(),
            service_account_name: "app".into(),
            pod_name: "go-short".into(),
            node_name: "node-1".into(),
        }
    );
    // new-b (kvStoreToken) is readable with its raw token, which is new-b's token.
    let new_b_read = read(&new_b.uuid);
    assert_eq!(new_b_read.pod_name, "new-b");
    assert_eq!(new_b_read.namespace, APP_NS);
    let by_token = token_data("auth/token/lookup", json!({"token": new_b_read.token_id}));
    assert_eq!(
        by_token.unwrap()["accessor"].as_str(),
        Some(new_b.accessor.as_str())
    );
    // new-a has no TokenId: the Go renewer cannot renew it and the Go revoker cannot revoke
    // it (the guide's first loss); its token and lease are left to their TTL.
    let new_a_read = read(&new_a.uuid);
    assert_eq!(new_a_read.token_id, "");
    assert_eq!(new_a_read.pod_name, "new-a");
    assert!(go.renew(bao(), &new_a_read, GO_TOKEN_TTL_SECS).is_err());
    assert!(go.revoke(bao(), &new_a.uuid, &new_a_read).is_err());
    assert!(go.read(bao(), &new_a.uuid).unwrap().is_some());

    // The Go renewer renews what survives: go-b's lease, which this renewer kept at 2 h
    // grants, goes by 5 days, capped at the role's max_ttl (24 h after issue).
    for entry in [&go_b_entry, &new_b_read] {
        go.renew(bao(), entry, GO_TOKEN_TTL_SECS).unwrap();
    }
    let day = SystemTime::now() + Duration::from_secs(20 * 3600);
    assert!(valid_until(&go_b.username) > day);
    assert!(valid_until(&new_b.username) > day);

    // The Go revoker revokes what survives when its pod is deleted.
    assert!(login_works(&go_b.username, go_b.password.expose_secret()));
    assert!(login_works(&new_b.username, &new_b.password));
    world.api.delete_pod(APP_NS, "go-b");
    world.api.delete_pod(APP_NS, "new-b");
    go.revoke(bao(), &go_b.uuid, &go_b_entry).unwrap();
    go.revoke(bao(), &new_b.uuid, &new_b_read).unwrap();
    // (OpenBao drops the users of a revoked token's leases in the background.)
    wait_until(
        "go-b revoked by the Go revoker",
        Duration::from_secs(15),
        || go_credential_gone(&go, &go_b),
    );
    wait_until(
        "new-b revoked by the Go revoker",
        Duration::from_secs(15),
        || {
            !testbed().postgres.role_exists(&new_b.username).unwrap()
                && !login_works(&new_b.username, &new_b.password)
                && go.read(bao(), &new_b.uuid).unwrap().is_none()
        },
    );

    // go-short's pod goes too (its lease ran out at max_ttl; its token did not).
    world.api.delete_pod(APP_NS, "go-short");
    go.revoke(bao(), &go_short.uuid, &go_short_read).unwrap();
    wait_until(
        "go-short revoked by the Go revoker",
        Duration::from_secs(15),
        || go_token(&go_short).is_none() && go.read(bao(), &go_short.uuid).unwrap().is_none(),
    );

    // The guide's third loss: the Go renewer back-fills an entry still missing a field (a
    // pod not yet scheduled at this renewer's last relist) with its six fields only. For
    // new-a, written without kvStoreToken, that leaves no token at all: after a roll
    // forward, this revoker refuses it (`no_token`) and leaves it, and its token to its TTL.
    go.store(bao(), &new_a.uuid, &new_a_read).unwrap();
    assert!(
        raw_entry(&go, &new_a.uuid)
            .unwrap()
            .get("TokenAccessor")
            .is_none()
    );
    let renewer = spawn_component(&world, "renewer", &[]);
    let revoker = spawn_component(&world, "revoker", &[]);
    wait_leader(&world, "lock-injector-revoker", "revoker-0");
    wait_until("the revoker's watch", Duration::from_secs(20), || {
        world.api.open_watches() >= 1
    });
    world.api.delete_pod(APP_NS, "new-a");
    wait_until("new-a's deletion refused", Duration::from_secs(20), || {
        revoker.json_lines().iter().any(|v| {
            v["message"] == "revoker: refusing to revoke a kv entry that does not belong to the pod"
                && v["uuid"] == new_a.uuid.as_str()
                && v["reason"] == "no_token"
        })
    });
    assert!(go.read(bao(), &new_a.uuid).unwrap().is_some());
    assert!(
        token_data(
            "auth/token/lookup-accessor",
            json!({"accessor": new_a.accessor})
        )
        .is_some()
    );
    logs.extend(stop(revoker));
    logs.extend(stop(renewer));

    // Nothing the processes logged holds a credential, Go-era or new.
    let logs = logs.join("\n");
    crate::leaks::assert_no_leak(
        &[("the components' logs", &logs)],
        &[
            go_a.token.expose_secret(),
            go_a.password.expose_secret(),
            go_b.token.expose_secret(),
            go_b.password.expose_secret(),
            go_short.token.expose_secret(),
            go_short.password.expose_secret(),
            &new_a.password,
            &new_b.password,
            &new_b_read.token_id,
        ],
    );

    // What nothing revokes (new-a) goes here, so the shared OpenBao keeps nothing of this
    // test.
    let _ = bao().write(
        "auth/token/revoke-accessor",
        &json!({"accessor": new_a.accessor}),
    );
    let _ = bao().delete(&format!(
        "{KV_MOUNT}/metadata/{}/{}",
        go.kv_prefix, new_a.uuid
    ));
}
