//! Rotation before the expiry cliff, the whole story, against the shared real OpenBao and
//! PostgreSQL: a Deployment's pod is admitted by the product's webhook with credentials of a
//! role whose `max_ttl` is short; the renewer learns the cliff from its capped renewal and,
//! before it, evicts the pod through the Eviction API; the test, playing the ReplicaSet
//! controller, creates the replacement, which admission gives new credentials that log in;
//! the old pod terminates with its credentials still working, and the revoker revokes them
//! once the pod is gone (the kubelet's final removal, seen by its watch), not before.
//!
//! The API double holds pods, not ReplicaSets or Deployments: the pod's controller
//! ownerReference names the ReplicaSet (`web-5d9f`, as a Deployment's ReplicaSet is named),
//! which is all the product reads. Graceful termination is on in the double, so the eviction
//! leaves the pod terminating (`deletionTimestamp`) until the test removes it, as the kubelet
//! does after the containers stopped.
//!
//! The per-case checks (budgets, Jobs, bare pods, a role shorter than the window) are in
//! `renewer.rs`; this test is the chain end to end.

// Helpers here are test code too (clippy's allow-*-in-tests only covers #[test] bodies).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use vault_db_injector::leadership::{ElectionConfig, Leadership, SystemClock};
use vault_db_injector::renewer::{self, FixedToken, Parts};
use vault_db_injector::revoker::UUID_ANNOTATION;
use vault_db_injector::rotation;
use vault_db_injector::runtime::{ShutdownTrigger, Supervisor, shutdown_channel};
use vault_db_injector::secret::SecretString;
use vdbi_testbed::openbao::{DB_MOUNT, KV_MOUNT};

use crate::revoker::{TestPod, World, bao_call, role_exists, testbed, vault_client, wait_until};

const LABEL: &str = "vault-db-injector";
const PREFIX: &str = "db-creds-injector.numberly.io/";
const NAMESPACE: &str = "apps";
/// The role's `max_ttl`: the cliff, counted from the pod's admission.
const MAX_TTL: Duration = Duration::from_secs(60);
/// `rotation.window`: the pod is evicted once the cliff is this close and it is at least
/// this old, so about `MAX_TTL - WINDOW` after admission, leaving `WINDOW` for the rest of
/// the story before Vault itself would end the lease.
const WINDOW: Duration = Duration::from_secs(25);

/// A database role of its own on the testbed's `databases` mount (its own connection to
/// the testbed's PostgreSQL, since a connection names the roles it allows): 10 s leases,
/// `max_ttl` [`MAX_TTL`], and the policy of the role's name.
fn short_role(world: &World) -> String {
    let tb = testbed();
    let role = format!("rotate-{}", world.prefix);
    let bao = |method: &str, path: &str, body: Value| {
        bao_call(&world.vault, method, path, Some(body));
    };
    let pg = &tb.postgres;
    bao(
        "POST",
        &format!("{DB_MOUNT}/config/{role}"),
        json!({
            "plugin_name": "postgresql-database-plugin",
            "connection_url": format!(
                "postgresql://{{{{username}}}}:{{{{password}}}}@{}:{}/{}?sslmode=disable",
                pg.host(), pg.port(), vdbi_testbed::postgres::APP_DATABASE),
            "username": pg.admin_user(),
            "password": pg.admin_password(),
            "allowed_roles": [role],
            "verify_connection": true,
        }),
    );
    bao(
        "POST",
        &format!("{DB_MOUNT}/roles/{role}"),
        json!({
            "db_name": role,
            "default_ttl": "10s",
            "max_ttl": format!("{}s", MAX_TTL.as_secs()),
            "creation_statements": [
                "CREATE ROLE \"{{name}}\" WITH LOGIN PASSWORD '{{password}}' VALID UNTIL '{{expiration}}';"
            ],
        }),
    );
    bao(
        "PUT",
        &format!("sys/policies/acl/{role}"),
        json!({"policy": format!("path \"{DB_MOUNT}/creds/{role}\" {{ capabilities = [\"read\"] }}")}),
    );
    role
}

/// A pod as the ReplicaSet `web-5d9f` of Deployment `web` creates it: a controller
/// ownerReference, scheduled on a node, opted in to rotation.
fn replica(name: &str, role: &str) -> Value {
    json!({
        "apiVersion": "v1", "kind": "Pod",
        "metadata": {
            "name": name, "namespace": NAMESPACE,
            "labels": {LABEL: "true", "app": "web", "pod-template-hash": "5d9f"},
            "annotations": {
                format!("{PREFIX}app.role"): role,
                format!("{PREFIX}app.env-key-dbuser"): "DB_USER",
                format!("{PREFIX}app.env-key-dbpassword"): "DB_PASSWORD",
                format!("{PREFIX}rotate"): "true",
            },
            "ownerReferences": [{
                "apiVersion": "apps/v1", "kind": "ReplicaSet", "name": "web-5d9f",
                "uid": "web-5d9f-uid", "controller": true, "blockOwnerDeletion": true,
            }],
        },
        "spec": {
            "serviceAccountName": "app", "nodeName": "node-1",
            "terminationGracePeriodSeconds": 30,
            "containers": [{"name": "app", "image": "app"}],
        },
    })
}

/// What admission gave one pod.
struct Admitted {
    pod: TestPod,
    password: SecretString,
}

/// Creates `object` through the API double (and so through the product's webhook), marks
/// it Running as the kubelet would, and returns its credentials.
fn admit(world: &World, object: Value) -> Admitted {
    let name = object["metadata"]["name"].as_str().unwrap().to_owned();
    let pod = world
        .api
        .create_pod(object)
        .unwrap_or_else(|message| panic!("admission refused {name}: {message}"));
    world
        .api
        .update_pod(NAMESPACE, &name, |p| {
            p.status.get_or_insert_with(Default::default).phase = Some("Running".into());
        })
        .unwrap();
    let uuid = pod.metadata.annotations.unwrap()[UUID_ANNOTATION].clone();
    let env = pod.spec.unwrap().containers[0].env.clone().unwrap();
    let value = |key: &str| {
        env.iter()
            .find(|e| e.name == key)
            .and_then(|e| e.value.clone())
            .unwrap_or_else(|| panic!("admission wrote no {key}"))
    };
    let entry = world
        .kv
        .get(&world.admin, &world.root(), &uuid)
        .unwrap()
        .expect("admission wrote the kv entry");
    Admitted {
        pod: TestPod {
            name,
            uuid,
            username: value("DB_USER"),
            accessor: entry.token_accessor,
        },
        password: SecretString::new(value("DB_PASSWORD")),
    }
}

fn logs_in(admitted: &Admitted) -> bool {
    testbed()
        .postgres
        .psql_login(&admitted.pod.username, admitted.password.expose_secret())
        .is_ok()
}

/// The renewer with rotation, leader-elected, in this process; stopped on drop.
struct Renewer {
    trigger: ShutdownTrigger,
    supervisor: Supervisor,
    threads: usize,
}

impl Drop for Renewer {
    /// Waits until every thread has ended (not a fixed pause), so nothing of it runs on.
    fn drop(&mut self) {
        self.trigger.trigger();
        for _ in 0..self.threads {
            if self
                .supervisor
                .exits()
                .recv_timeout(Duration::from_secs(30))
                .is_err()
            {
                break;
            }
        }
    }
}

fn start_renewer(world: &World) -> Renewer {
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let vault = Arc::new(vault_client(
        &world.vault,
        &world.vault.addr,
        &world.auth_mount,
        &world.jwt_file,
    ));
    let specs = renewer::threads_with_rotation(
        Parts {
            kube: Arc::new(world.kube()),
            vault,
            token: Arc::new(FixedToken(Arc::new(world.root()))),
            settings: renewer::Settings {
                kv_mount: KV_MOUNT.into(),
                kv_prefix: world.prefix.clone(),
                injector_label: LABEL.into(),
                sync_interval: Duration::from_secs(1),
                token_ttl: Duration::from_secs(3600),
                // Far more than max_ttl allows: the first renewal is capped, so the cliff
                // is known from the start.
                lease_increment: Duration::from_secs(3600),
                vault_rate_limit: 50,
                warm_standby: false,
                allowed_engines: Vec::new(),
            },
            election: Some(ElectionConfig {
                namespace: "vdbi".into(),
                lease_name: format!("renewer-{}", world.prefix),
                identity: "renewer-a".into(),
                lease_duration: Duration::from_secs(3),
                renew_deadline: Duration::from_secs(2),
                retry_period: Duration::from_millis(300),
                mode: "renewer",
            }),
            leadership: Leadership::new(),
            clock: Arc::new(SystemClock),
        },
        rotation::Settings {
            enabled: false,
            window: Some(WINDOW),
            max_evictions_per_minute: 10,
        },
    );
    let threads = specs.len();
    renewer::start_parts(&supervisor, specs).unwrap();
    Renewer {
        trigger,
        supervisor,
        threads,
    }
}

fn reasons_for(world: &World, pod: &str) -> Vec<String> {
    world
        .api
        .events()
        .iter()
        .filter(|e| e.regarding.as_ref().and_then(|r| r.name.as_deref()) == Some(pod))
        .filter_map(|e| e.reason.clone())
        .collect()
}

/// The chain of the module docs, with the cliff [`MAX_TTL`] after admission: every step
/// before the cliff has to be done well before it, so that what ends the old credentials is
/// the revoker, not Vault's own expiry of the lease.
#[test]
fn a_deployments_pod_is_replaced_before_its_cliff_and_its_old_credentials_end_with_it() {
    let world = World::new("rotation");
    let role = short_role(&world);
    let _webhook = world.install_webhook_for(&role);
    world.api.set_graceful_termination(true);
    let admitted_at = Instant::now();
    let old = admit(&world, replica("web-5d9f-x7k2p", &role));
    assert!(logs_in(&old), "the first pod's credentials log in");

    let _revoker = world.start("revoker-a", world.settings());
    wait_until("the revoker's leadership", Duration::from_secs(10), || {
        world.lease_holder().is_some()
    });
    // The revoker's watch is open before anything is deleted, so a deletion reaches it as
    // an event (a revoker not watching at all would also leave the credentials alone).
    wait_until("the revoker's watch", Duration::from_secs(10), || {
        world.api.open_watches() >= 1
    });
    let _renewer = start_renewer(&world);

    // Evicted (never deleted) once the cliff is within the window and the pod is older than
    // the window, so about MAX_TTL - WINDOW after admission, and before the cliff.
    wait_until("the eviction", MAX_TTL, || {
        world
            .api
            .evicted()
            .contains(&(NAMESPACE.to_owned(), old.pod.name.clone()))
    });
    let evicted_after = admitted_at.elapsed();
    assert!(
        evicted_after >= WINDOW && evicted_after < MAX_TTL,
        "evicted {evicted_after:?} after admission, not between the window ({WINDOW:?}) and the cliff ({MAX_TTL:?})"
    );
    let terminating = world.api.pod(NAMESPACE, &old.pod.name).unwrap();
    assert!(
        terminating.metadata.deletion_timestamp.is_some(),
        "the eviction started the pod's termination"
    );
    wait_until("the rotation's Event", Duration::from_secs(10), || {
        reasons_for(&world, &old.pod.name).contains(&"CredentialsRotated".to_owned())
    });

    // The ReplicaSet controller replaces the pod; admission gives the replacement its own
    // credentials, which log in.
    let new = admit(&world, replica("web-5d9f-m4q8z", &role));
    assert_ne!(new.pod.username, old.pod.username);
    assert!(logs_in(&new), "the replacement's credentials log in");

    // The old pod is still terminating (draining): its credentials keep working after its
    // eviction reached the revoker's open watch as a change. Not a pause: a pod created and
    // deleted after the eviction (in a namespace admission leaves alone) is seen revoked,
    // and the watch hands events on in order, so the old pod's change came before it.
    let marker = world.pod_with_creds("kube-system", "marker");
    world.api.delete_pod("kube-system", "marker");
    wait_until("the marker revoked", Duration::from_secs(15), || {
        world.revoked(&marker)
    });
    assert!(world.api.pod(NAMESPACE, &old.pod.name).is_some());
    assert!(
        world.intact(&old.pod) && logs_in(&old),
        "the old pod's credentials work while it terminates"
    );

    // The kubelet removes the old pod: the revoker's watch sees it gone and revokes its
    // credentials (KV entry, token, database user), before Vault would have at the cliff.
    world.api.delete_pod(NAMESPACE, &old.pod.name);
    wait_until(
        "the old credentials' revocation",
        Duration::from_secs(15),
        || world.revoked(&old.pod),
    );
    assert!(
        admitted_at.elapsed() < MAX_TTL,
        "revoked {:?} after admission: not before the cliff, so Vault's expiry may have done it",
        admitted_at.elapsed()
    );
    assert!(!role_exists(&old.pod.username));
    assert!(!logs_in(&old), "the old credentials no longer log in");
    assert!(
        world.intact(&new.pod) && logs_in(&new),
        "the replacement's credentials are untouched"
    );

    // Only the Eviction API removed a pod: no DELETE of a pod reached the double.
    assert!(
        world
            .api
            .requests()
            .iter()
            .all(|r| r.method != "DELETE" || !r.path.contains("/pods/"))
    );
    let text = serde_json::to_string(&world.api.events()).unwrap();
    crate::leaks::assert_no_leak(
        &[("the Events", &text)],
        &[
            old.password.expose_secret(),
            new.password.expose_secret(),
            old.pod.accessor.as_str(),
            new.pod.accessor.as_str(),
        ],
    );
}
