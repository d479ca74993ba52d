//! `who` against the shared OpenBao and PostgreSQL, with the API double for pods: real
//! credentials are issued and recorded as the injector records them, then `who` answers
//! from a database user to its pod, from a lease to its pod, and from a pod to its users;
//! then the lease, the token and the pod go away and the answer says so. Entries of the Go
//! original (no `DbUsername`) are found by lease. Nothing printed holds a password or token.

use std::process::{Command, Stdio};
use std::time::SystemTime;

use serde_json::json;
use vault_db_injector::config::Config;
use vault_db_injector::secret::SecretString;
use vault_db_injector::vault::{Client, ClientConfig, KvEntry, KvStore, TokenMeta, TokenRequest};
use vault_db_injector::who::{self, Liveness, PodState, Target, UUID_ANNOTATION};
use vdbi_testbed::Testbed;
use vdbi_testbed::kube_api::KubeApi;
use vdbi_testbed::openbao::{DB_MOUNT, KV_MOUNT, POLICY_INJECTOR, ROLE_READONLY, TOKEN_ROLE};
use vdbi_testbed::tempdir::TempDir;

fn testbed() -> &'static Testbed {
    vdbi_testbed::shared().unwrap_or_else(|e| panic!("{e}"))
}

fn unique(prefix: &str) -> String {
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!("{prefix}-{}-{nanos}", std::process::id())
}

struct Issued {
    username: String,
    password: String,
    lease_id: String,
    accessor: String,
    token: String,
}

/// Issues credentials as the injector does: a pod token through the token role, then a
/// creds read with it.
fn issue(client: &Client, injector: &SecretString, uuid: &str, namespace: &str) -> Issued {
    let pod = client
        .create_token(
            injector,
            &TokenRequest {
                role: Some(TOKEN_ROLE.to_owned()),
                policies: vec![ROLE_READONLY.to_owned()],
                ttl: Some("1h".to_owned()),
                display_name: format!("vdbi-who-{uuid}"),
                meta: TokenMeta {
                    namespace: namespace.to_owned(),
                    pod_uid: None,
                    uuid: uuid.to_owned(),
                },
                ..TokenRequest::default()
            },
        )
        .unwrap();
    let creds = client
        .read_creds(&pod.client_token, DB_MOUNT, ROLE_READONLY)
        .unwrap();
    Issued {
        username: creds.username.clone(),
        password: creds.password.expose_secret().to_owned(),
        lease_id: creds.lease_id.clone(),
        accessor: pod.accessor.clone(),
        token: pod.client_token.expose_secret().to_owned(),
    }
}

#[test]
fn who_answers_both_directions() {
    let tb = testbed();
    let bao = &tb.openbao;
    let dir = TempDir::new("who").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    api.add_token("who-admin", "admin");
    let kubeconfig = api
        .write_kubeconfig("kubeconfig", "token: who-admin")
        .unwrap();
    let root = bao.root_token().duplicate();
    let prefix = unique("who");
    let text = format!(
        "vaultAddress: {}\nvaultCACert: {}\nvaultAuthPath: kubernetes\nkubeRole: injector\nvaultSecretName: {KV_MOUNT}\nvaultSecretPrefix: {prefix}\nkubeconfig: {}\nvaultRateLimit: 200\n",
        bao.addr(),
        bao.ca_cert().display(),
        kubeconfig.display()
    );
    let config = Config::from_yaml_str(&text, &|_| None).unwrap();
    let client = Client::new(ClientConfig::from_config(&config)).unwrap();
    let injector = bao
        .create_token(&json!({"policies": [POLICY_INJECTOR], "ttl": "1h"}))
        .unwrap();
    let store = KvStore::new(KV_MOUNT, &prefix).unwrap();

    // A pod admitted by this injector: its uuid annotation names the entry.
    let uuid = unique("u");
    let name = unique("web");
    let pod = api
        .create_pod(json!({
            "apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": name, "namespace": "default",
                          "annotations": {UUID_ANNOTATION: uuid}},
            "spec": {"serviceAccountName": "app", "containers": [{"name": "app", "image": "busybox"}]}
        }))
        .unwrap();
    let pod_uid = pod.metadata.uid.clone().unwrap();
    let issued = issue(&client, &injector, &uuid, "default");
    let entry = KvEntry {
        lease_id: issued.lease_id.clone(),
        namespace: "default".into(),
        service_account_name: "app".into(),
        pod_name: name.clone(),
        node_name: "node-1".into(),
        token_accessor: issued.accessor.clone(),
        pod_uid: pod_uid.clone(),
        db_username: issued.username.clone(),
        role: ROLE_READONLY.into(),
        version: "2".into(),
        ..KvEntry::default()
    };
    store.put(&client, &root, &uuid, &entry).unwrap();
    // A re-fetch by the NRI plugin: the next generation of the same uuid.
    let again = issue(&client, &injector, &format!("{uuid}.1"), "default");
    let generation = KvEntry {
        lease_id: again.lease_id.clone(),
        db_username: again.username.clone(),
        token_accessor: again.accessor.clone(),
        namespace: entry.namespace.clone(),
        service_account_name: entry.service_account_name.clone(),
        pod_name: entry.pod_name.clone(),
        node_name: entry.node_name.clone(),
        pod_uid: entry.pod_uid.clone(),
        role: entry.role.clone(),
        version: entry.version.clone(),
        ..KvEntry::default()
    };
    store
        .put(&client, &root, &format!("{uuid}.1"), &generation)
        .unwrap();
    // An entry of the Go original: no DbUsername, the raw token, no pod name yet.
    let go_uuid = unique("go");
    let go = issue(&client, &injector, &go_uuid, "legacy");
    let go_entry = KvEntry {
        lease_id: go.lease_id.clone(),
        token_id: Some(SecretString::new(go.token.clone())),
        namespace: "legacy".into(),
        service_account_name: "old".into(),
        ..KvEntry::default()
    };
    store.put(&client, &root, &go_uuid, &go_entry).unwrap();
    let mut printed = Vec::new();

    // Database user -> pod.
    let answer = who::lookup(
        &config,
        &Target::DbUser(issued.username.clone()),
        Some(&root),
    )
    .unwrap();
    printed.push(answer.render());
    assert_eq!(answer.found.len(), 1, "{}", answer.render());
    let found = &answer.found[0];
    assert_eq!(found.uuid, uuid);
    assert_eq!(found.entry.pod_name, name);
    assert!(
        matches!(found.lease, Liveness::Live { ttl, .. } if ttl > 3000),
        "{:?}",
        found.lease
    );
    assert!(
        matches!(found.token, Liveness::Live { .. }),
        "{:?}",
        found.token
    );
    assert_eq!(
        found.pod,
        PodState::Present {
            uid_matches: Some(true),
            phase: found_phase(&found.pod)
        }
    );
    assert!(
        answer
            .notes
            .iter()
            .any(|n| n.contains("record no database user")),
        "{:?}",
        answer.notes
    );
    assert!(
        answer
            .render()
            .contains(&format!("pod default/{name} uid {pod_uid} on node node-1"))
    );

    // Lease -> pod, for ours and for the Go original's entry.
    let answer = who::lookup(
        &config,
        &Target::Lease(issued.lease_id.clone()),
        Some(&root),
    )
    .unwrap();
    printed.push(answer.render());
    assert_eq!(answer.found.len(), 1);
    assert_eq!(answer.found[0].entry.db_username, issued.username);
    let answer = who::lookup(&config, &Target::Lease(go.lease_id.clone()), Some(&root)).unwrap();
    printed.push(answer.render());
    assert_eq!(answer.found.len(), 1);
    assert_eq!(answer.found[0].uuid, go_uuid);
    assert_eq!(answer.found[0].entry.namespace, "legacy");
    assert_eq!(answer.found[0].token, Liveness::NotRecorded);
    assert!(matches!(answer.found[0].pod, PodState::NotChecked(_)));

    // Pod -> database users, through the pod's annotation (one read, no scan).
    let target = Target::Pod {
        namespace: "default".into(),
        name: name.clone(),
    };
    let answer = who::lookup(&config, &target, Some(&root)).unwrap();
    printed.push(answer.render());
    assert_eq!(answer.found.len(), 2, "{}", answer.render());
    assert_eq!(answer.scanned, 2, "only the pod's entries are read");
    let users: Vec<&str> = answer
        .found
        .iter()
        .map(|f| f.entry.db_username.as_str())
        .collect();
    assert!(users.contains(&issued.username.as_str()), "{users:?}");
    assert!(users.contains(&again.username.as_str()), "{users:?}");

    // A pod in another namespace copying the uuid annotation gets nothing.
    let thief = unique("thief");
    api.create_pod(json!({
        "apiVersion": "v1", "kind": "Pod",
        "metadata": {"name": thief, "namespace": "other", "annotations": {UUID_ANNOTATION: uuid}},
        "spec": {"containers": [{"name": "app", "image": "busybox"}]}
    }))
    .unwrap();
    let answer = who::lookup(
        &config,
        &Target::Pod {
            namespace: "other".into(),
            name: thief,
        },
        Some(&root),
    )
    .unwrap();
    printed.push(answer.render());
    assert!(!answer.is_found(), "{}", answer.render());
    assert!(
        answer
            .notes
            .iter()
            .any(|n| n.contains("belongs to another pod"))
    );

    // Revoked and deleted: the answer says so, and the pod is found by name in KV.
    client.revoke_accessor(&root, &issued.accessor).unwrap();
    client.revoke_accessor(&root, &again.accessor).unwrap();
    api.delete_pod("default", &name).unwrap();
    // Vault revokes a token's leases shortly after the token itself.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let answer = loop {
        let answer = who::lookup(&config, &target, Some(&root)).unwrap();
        let gone = answer.found.iter().all(|f| f.lease == Liveness::Gone);
        if gone || std::time::Instant::now() > deadline {
            break answer;
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    };
    printed.push(answer.render());
    assert_eq!(answer.found.len(), 2, "{}", answer.render());
    for found in &answer.found {
        assert_eq!(found.lease, Liveness::Gone);
        assert_eq!(found.token, Liveness::Gone);
        assert_eq!(found.pod, PodState::Gone);
    }
    assert!(answer.notes.iter().any(|n| n.contains("does not exist")));

    // Nothing for an unknown user.
    let answer = who::lookup(&config, &Target::DbUser("v-nobody".into()), Some(&root)).unwrap();
    assert!(!answer.is_found());

    // The binary: token on standard input, exit 0 when found and 1 when not.
    let path = dir.path().join("who.yaml");
    std::fs::write(&path, &text).unwrap();
    let run = |target: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_vault-db-injector"))
            .args(["who", "--token-stdin", "--config"])
            .arg(&path)
            .arg(target)
            .env_clear()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        // A target the binary refuses (exit 2) is refused before the token is read: the
        // write then meets a closed pipe, which is not the test's failure.
        let written = child
            .stdin
            .take()
            .unwrap()
            .write_all(format!("{}\n", root.expose_secret()).as_bytes());
        if let Err(error) = written {
            assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "{error}");
        }
        let output = child.wait_with_output().unwrap();
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stdout).into_owned()
                + &String::from_utf8_lossy(&output.stderr),
        )
    };
    let (code, out) = run(&go.lease_id);
    printed.push(out.clone());
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains(&go_uuid), "{out}");
    let (code, out) = run("v-nobody");
    assert_eq!(code, Some(1), "{out}");
    let (code, out) = run("a/b/c");
    assert_eq!(code, Some(2), "{out}");

    let streams: Vec<(&str, &str)> = printed
        .iter()
        .map(|t| ("who's output", t.as_str()))
        .collect();
    crate::leaks::assert_no_leak(
        &streams,
        &[
            again.password.as_str(),
            again.token.as_str(),
            issued.password.as_str(),
            issued.token.as_str(),
            go.password.as_str(),
            go.token.as_str(),
            root.expose_secret(),
            injector.expose_secret(),
        ],
    );
    client.revoke_accessor(&root, &go.accessor).unwrap();
    store.delete(&client, &root, &uuid).unwrap();
    store.delete(&client, &root, &format!("{uuid}.1")).unwrap();
    store.delete(&client, &root, &go_uuid).unwrap();
}

fn found_phase(state: &PodState) -> String {
    match state {
        PodState::Present { phase, .. } => phase.clone(),
        other => panic!("pod not present: {other:?}"),
    }
}
