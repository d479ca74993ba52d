//! Finding 2 of the trust-boundaries issue, the NRI plugin's side: root on node X obtains
//! only what the kubelet on X already has. With projected auth the plugin reads each pod's
//! Vault-audience token from the file the kubelet wrote into the pod's volume (the
//! kubelet double writes it, signed by the API double's issuer, so the real OpenBao's
//! kubernetes auth accepts it), checks its claims, and logs in as the pod; it makes no
//! TokenRequest (`nri_e2e::nri_end_to_end_projected`) and its own Vault role can do
//! nothing but KV.
//!
//! - [`pod_identity_probe`] (driven by `trust::a_node_reaches_only_its_own_pods`, which
//!   reads its log lines): a genuine token of another pod put in a pod's volume, a pod
//!   scheduled on another node, a pod with no token file: each refused with its metric,
//!   and OpenBao's audit log (shown first to record a known call) has no credentials read;
//! - [`the_plugins_own_vault_identity_mints_nothing_and_reads_no_credentials`]: real 403s;
//! - [`prewarm_waits_for_a_token_that_appears_late`].
//!
//! Security checklist: the trust-boundaries item "root on one node obtains only the
//! credentials of pods scheduled on that node (no cluster-wide token minting, no Vault
//! policy that issues any role on a node)", and threat T3 ("no credentials of pods on other
//! nodes, and no ability to mint new ones"): [`pod_identity_probe`] with
//! `trust::a_node_reaches_only_its_own_pods`, `nri_e2e::nri_end_to_end_projected` (no
//! TokenRequest), [`the_plugins_own_vault_identity_mints_nothing_and_reads_no_credentials`],
//! and the chart's `test_nri_plugin_reads_pod_tokens_from_its_kubelet_and_mints_none` (no
//! `serviceaccounts/token` for the plugin's account).

use std::fs;
use std::sync::Arc;
use std::time::{Duration, Instant};

use vault_db_injector::k8smutator::{Auth, Delivery};
use vault_db_injector::nri::handler;
use vault_db_injector::nri::prewarm::{self, Prewarmer};
use vault_db_injector::runtime::{Supervisor, shutdown_channel};
use vault_db_injector::secret::SecretString;
use vault_db_injector::vault::{AuthMode, TokenRequest};

use crate::admission::{Setup, World};
use crate::nri_e2e::{
    Node, NodeOpts, admit, admit_on, count, env_lines, get, sandbox_of, uuids_of,
};

fn projected_world() -> World {
    let world = World::start();
    world.use_admission(Setup {
        delivery: Delivery::Nri,
        auth: Auth::ProjectedSa,
        ..Setup::default()
    });
    world
}

fn refusals(reason: &str) -> f64 {
    count(
        "vdbi_nri_unwrap_failures_total",
        &format!("reason=\"{reason}\""),
    )
}

/// The probe of `trust::a_node_reaches_only_its_own_pods`; does nothing unless run by it
/// (its counters and log lines are then its own process's).
#[test]
fn pod_identity_probe() {
    if !crate::trust::is_probe("VDBI_POD_IDENTITY_PROBE") {
        return;
    }
    let world = projected_world();
    let victim = admit(&world, "victim");
    let forger = admit(&world, "forger");
    let elsewhere = admit_on(&world, "elsewhere", "node-2");
    let old = admit(&world, "old");
    // Admitted before NRI pods got the token volume: the kubelet wrote nothing.
    world
        .kubelet
        .unmount(old.metadata.uid.as_deref().unwrap())
        .unwrap();
    let mut opts = NodeOpts::new(world.dir.path().join("nri-id").join("cache.json"));
    opts.projected = true;
    let mut node = Node::start(&world, opts);

    // The same plugin serves a pod from its own file: credentials that log in.
    let env = node
        .create(&sandbox_of(&victim), "app", &env_lines(&victim, "app"))
        .unwrap();
    let user = get(&env, "DB_USER");
    assert_eq!(
        world.pg.login(user, get(&env, "DB_PASSWORD")).unwrap(),
        user
    );
    let audit_from = world.bao.audit_lines();

    // A genuine token of the victim (OpenBao would accept it) in the forger's volume.
    let victim_uid = victim.metadata.uid.as_deref().unwrap();
    let genuine = fs::read(world.kubelet.token_path(victim_uid).unwrap()).unwrap();
    world
        .kubelet
        .write(forger.metadata.uid.as_deref().unwrap(), &genuine)
        .unwrap();
    let before = refusals("token_mismatch");
    let (_, message) = node
        .create(&sandbox_of(&forger), "app", &env_lines(&forger, "app"))
        .unwrap_err();
    assert!(
        message.contains("belongs to another pod") && message.contains("kubernetes.io/pod/uid"),
        "{message}"
    );
    assert_eq!(refusals("token_mismatch") - before, 1.0);

    // A pod of another node, though its token file is here.
    let before = refusals("other_node");
    let (_, message) = node
        .create(
            &sandbox_of(&elsewhere),
            "app",
            &env_lines(&elsewhere, "app"),
        )
        .unwrap_err();
    assert!(message.contains("not on this plugin's node"), "{message}");
    assert_eq!(refusals("other_node") - before, 1.0);

    // No token file: a refusal that says what to do.
    let before = refusals("token_missing");
    let (_, message) = node
        .create(&sandbox_of(&old), "app", &env_lines(&old, "app"))
        .unwrap_err();
    assert!(message.contains("recreate the pod"), "{message}");
    assert_eq!(refusals("token_missing") - before, 1.0);
    // ... and an Event on the pod that tells its owners the same.
    let old_uid = old.metadata.uid.clone().unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let told = world.api.events().into_iter().any(|e| {
            e.reason.as_deref() == Some("CredentialsRefused")
                && e.regarding.as_ref().and_then(|r| r.uid.as_deref()) == Some(old_uid.as_str())
                && e.note
                    .as_deref()
                    .is_some_and(|n| n.contains("token_missing") && n.contains("recreate the pod"))
        });
        if told {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "no token_missing Event on the pod"
        );
        std::thread::sleep(Duration::from_millis(100));
    }

    // Nothing was issued for any of them: OpenBao (whose audit log records a known call)
    // read no credentials, and KV holds nothing of theirs.
    let calls = world.bao.issuing_calls_since(audit_from);
    assert!(
        calls
            .iter()
            .all(|path| !path.starts_with("databases/creds/")),
        "credentials were read: {calls:?}"
    );
    let keys = world.bao.kv_keys();
    for pod in [&forger, &elsewhere, &old] {
        for uuid in uuids_of(pod) {
            assert!(
                !keys.iter().any(|k| k.starts_with(&uuid)),
                "{uuid} was issued"
            );
        }
        assert!(
            node.cache
                .get(pod.metadata.uid.as_deref().unwrap())
                .is_none()
        );
    }
    crate::alone::note_secrets(&[&String::from_utf8(genuine).unwrap()]);
}

/// The plugin's own Vault identity with projected auth (`kubeRoleNri`, here role `nri`
/// with the plugin's KV policy of docs/vault.md, `create` alone) can write a new KV entry,
/// but OpenBao refuses it a token (create-orphan, or a child token naming a database
/// policy), the credentials of a role, and reading, overwriting or deleting an entry:
/// 403s from the real server, so a node's plugin token issues nothing on its own, and
/// learns or untracks nothing of another node's pods.
#[test]
fn the_plugins_own_vault_identity_mints_nothing_and_reads_no_credentials() {
    let world = World::start();
    let vault = world.vault_client_as(
        &world.bao.addr,
        Duration::from_secs(5),
        "nri",
        &world.nri_jwt,
    );
    let jwt = SecretString::new(fs::read_to_string(&world.nri_jwt).unwrap());
    let own = vault
        .login("kubernetes", "nri", &jwt, AuthMode::Projected)
        .unwrap();
    // A positive signal from the same token: its KV part works.
    let kv = vault_db_injector::vault::KvStore::new(
        crate::admission::KV_MOUNT,
        crate::admission::KV_PREFIX,
    )
    .unwrap();
    let key = format!("identity-probe-{}", std::process::id());
    let entry = vault_db_injector::vault::KvEntry {
        namespace: "apps".into(),
        ..Default::default()
    };
    kv.create(&vault, &own.client_token, &key, &entry).unwrap();
    // Nothing else of KV: no read, no overwrite, no delete.
    let refused = [
        kv.get(&vault, &own.client_token, &key).map(|_| ()),
        kv.create(&vault, &own.client_token, &key, &entry),
        kv.delete(&vault, &own.client_token, &key),
    ];
    for error in refused {
        let error = error.unwrap_err();
        assert_eq!(error.status(), Some(403), "kv: {error}");
    }
    assert_eq!(world.bao.kv_entry(&key)["Namespace"], "apps");
    for orphan in [true, false] {
        let request = TokenRequest {
            policies: vec!["app1".into()],
            display_name: "forged".into(),
            ttl: Some("1h".into()),
            role: (!orphan).then(|| "injected".into()),
            ..TokenRequest::default()
        };
        let error = vault.create_token(&own.client_token, &request).unwrap_err();
        assert_eq!(error.status(), Some(403), "token creation: {error}");
    }
    let error = vault
        .read_creds(&own.client_token, "databases", "app1")
        .unwrap_err();
    assert_eq!(error.status(), Some(403), "credentials: {error}");
    let _ = vault.revoke_self(&own.client_token);
}

/// The prewarmer sees a pod when it is scheduled, before the kubelet has written its token:
/// it waits for the file (bounded, with back-off) and then fetches, instead of failing.
#[test]
fn prewarm_waits_for_a_token_that_appears_late() {
    let world = projected_world();
    let mut opts = NodeOpts::new(world.dir.path().join("nri-late").join("cache.json"));
    opts.projected = true;
    let node = Node::start(&world, opts);
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let prewarmer = Arc::new(Prewarmer::new(
        prewarm::Settings {
            node_name: "node-1".into(),
            pod_label: "vault-db-injector".into(),
            max_concurrent: 2,
            kubelet_root: Some(world.kubelet.root().to_owned()),
        },
        world.k8s_client(),
        Arc::clone(&node.cache),
        Arc::clone(&node.resolver) as Arc<dyn handler::Resolve>,
    ));
    // Scheduled here, its token not written yet (the double's admit writes it: undone).
    let pod = admit(&world, "late");
    let uid = pod.metadata.uid.clone().unwrap();
    world.kubelet.unmount(&uid).unwrap();
    prewarmer.start(&supervisor).unwrap();
    // The prewarmer looks for the token file before anything else: once it did (the
    // directory was looked at), give it a while; nothing is fetched without the token.
    std::thread::sleep(Duration::from_secs(2));
    assert!(node.cache.get(&uid).is_none(), "fetched without a token");
    for uuid in uuids_of(&pod) {
        assert!(!world.bao.kv_keys().contains(&uuid), "{uuid} was issued");
    }
    // The kubelet writes it: the prewarmer fetches.
    assert!(world.kubelet.mount(&world.api, &pod).unwrap());
    let deadline = Instant::now() + Duration::from_secs(20);
    while node.cache.get(&uid).is_none() {
        assert!(Instant::now() < deadline, "the pod was never prewarmed");
        std::thread::sleep(Duration::from_millis(100));
    }
    let entry = node.cache.get(&uid).unwrap();
    assert_eq!(entry.source.as_str(), "prewarm");
    trigger.trigger();
}
