//! The webhook's side of "a node sees only its own pods" (trust-boundaries issue, finding
//! 2): with NRI delivery and projected service accounts, each pod gets a projected token
//! volume of the Vault audience, mounted read-only in every init and regular container, so
//! that the NRI plugin of the pod's node can log in as the pod with the token the kubelet
//! wrote, and needs no token-minting permission of its own. A pod that brings a volume of
//! the reserved name, or a mount at the reserved path, is denied (with the denial metric and
//! an Event), since the plugin would otherwise read what the pod put there. NRI delivery with
//! the injector's own identity does not start unless `nri.allowInjectorIdentity` says so.
//!
//! Real OpenBao and PostgreSQL behind the admission (the pod's own TokenRequest JWT logs in,
//! OpenBao reviewing it with the API double), and the API double applying the patch as the
//! apiserver does.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use vault_db_injector::k8s;
use vault_db_injector::k8smutator::{Auth, Delivery};
use vault_db_injector::podtoken::{FILE_NAME, MOUNT_PATH, VOLUME_NAME};
use vdbi_testbed::kube_api::{KubeApi, base64};
use vdbi_testbed::nri_runtime::Runtime;
use vdbi_testbed::tempdir::TempDir;

use crate::admission::{Setup, World, metric, pod, review, two_databases};
use crate::cli::{spawn_with_env, wait_exit, wait_for_line};

/// The volume the webhook adds: the audience the admission's projected logins use
/// (`openbao`), ten minutes, the file the plugin reads.
fn token_volume() -> Value {
    json!({"name": VOLUME_NAME, "projected": {"sources": [{"serviceAccountToken": {
        "audience": "openbao", "expirationSeconds": 600, "path": FILE_NAME}}]}})
}

fn token_mount() -> Value {
    json!({"name": VOLUME_NAME, "mountPath": MOUNT_PATH, "readOnly": true})
}

/// Volumes and each container's mounts of a stored pod, as JSON (the exact PodSpec shape).
fn shape(stored: &k8s_openapi::api::core::v1::Pod) -> (Value, Vec<(String, Value)>) {
    let spec = serde_json::to_value(stored.spec.as_ref().unwrap()).unwrap();
    let mut mounts = Vec::new();
    for list in ["initContainers", "containers"] {
        for container in spec[list].as_array().cloned().unwrap_or_default() {
            mounts.push((
                container["name"].as_str().unwrap().to_owned(),
                container["volumeMounts"].clone(),
            ));
        }
    }
    (spec["volumes"].clone(), mounts)
}

fn patch_ops(answer: &Value) -> Vec<Value> {
    let Some(patch) = answer["response"]["patch"].as_str() else {
        return Vec::new();
    };
    let ops: Value = serde_json::from_slice(&base64::decode(patch).unwrap()).unwrap();
    ops.as_array().cloned().unwrap()
}

/// NRI delivery with projected service accounts: a pod without volumes gets the whole
/// `volumes` array and a `volumeMounts` array in each of its three containers (an init
/// container, one with env, one with `env: null`); a pod with volumes and mounts of its own
/// keeps them, in order, with ours appended. A second pass over the admitted pod (as
/// another replica would see a reinvocation) adds nothing of the volume. The admission
/// still logs in as the pod (the apiserver reviewed its token) and writes placeholders only.
#[test]
fn nri_pods_get_the_token_volume_in_every_container() {
    let world = World::start();
    let port = world.pg.port;
    world.use_admission(Setup {
        delivery: Delivery::Nri,
        auth: Auth::ProjectedSa,
        ..Setup::default()
    });

    let stored = world
        .api
        .create_pod(pod("apps", "bare", "web", two_databases(), port))
        .unwrap();
    let (volumes, mounts) = shape(&stored);
    assert_eq!(volumes, json!([token_volume()]));
    assert_eq!(
        mounts,
        [
            ("migrate".to_owned(), json!([token_mount()])),
            ("app".to_owned(), json!([token_mount()])),
            ("sidecar".to_owned(), json!([token_mount()])),
        ]
    );
    // NRI delivery as before: placeholders, and the pod's own login at admission.
    let env = crate::admission::env_of(&stored, "app");
    assert!(crate::admission::value(&env, "DB_PASSWORD").starts_with("__VDBI_PH_"));
    assert!(!world.api.token_reviews().is_empty());

    let mut own = pod("apps", "owned", "web", two_databases(), port);
    own["spec"]["volumes"] = json!([
        {"name": "data", "emptyDir": {}},
        {"name": "config", "configMap": {"name": "app-config"}}
    ]);
    own["spec"]["initContainers"][0]["volumeMounts"] =
        json!([{"name": "data", "mountPath": "/data"}]);
    own["spec"]["containers"][0]["volumeMounts"] = json!([
        {"name": "config", "mountPath": "/etc/app", "readOnly": true},
        {"name": "data", "mountPath": "/var/run/secrets"}
    ]);
    let stored = world.api.create_pod(own.clone()).unwrap();
    let (volumes, mounts) = shape(&stored);
    assert_eq!(
        volumes,
        json!([
            {"name": "data", "emptyDir": {}},
            {"name": "config", "configMap": {"name": "app-config"}},
            token_volume()
        ])
    );
    assert_eq!(
        mounts,
        [
            (
                "migrate".to_owned(),
                json!([{"name": "data", "mountPath": "/data"}, token_mount()])
            ),
            (
                "app".to_owned(),
                json!([
                    {"name": "config", "mountPath": "/etc/app", "readOnly": true},
                    {"name": "data", "mountPath": "/var/run/secrets"},
                    token_mount()
                ])
            ),
            ("sidecar".to_owned(), json!([token_mount()])),
        ]
    );

    // The admitted pod reviewed again under a new uid (a reinvocation on a replica that
    // does not remember it): it is not refused for the volume it now holds, and the patch
    // adds no volume or mount.
    let mut again = serde_json::to_value(&stored).unwrap();
    // The apiserver's defaulting, as a reinvocation sees it.
    again["spec"]["volumes"][2]["projected"]["defaultMode"] = json!(420);
    let (_, answer) = world.post_review(&review("again", "apps", again, false));
    assert_eq!(answer["response"]["allowed"], true, "{answer}");
    let ops = patch_ops(&answer);
    assert!(
        ops.iter().all(|op| {
            let path = op["path"].as_str().unwrap_or("");
            !path.contains("volumes") && !path.contains("volumeMounts")
        }),
        "{ops:?}"
    );
}

/// A pod that declares the reserved volume (a secret of its own, or a token of another
/// audience) or mounts something at the reserved path is denied with code 400, a message
/// that says what to rename, `vdbi_admission_denied_total{reason="reserved_volume"}` and a
/// CredentialsDenied Event; nothing is issued. The same admission first admits a sound pod
/// (the positive signal), and still does afterwards.
#[test]
fn a_pod_holding_the_reserved_volume_or_path_is_denied() {
    let world = World::start();
    let port = world.pg.port;
    let events = k8s::events::start(
        &world.supervisor,
        world.k8s_client(),
        "injector-events",
        "injector-0",
    )
    .unwrap();
    world.use_admission(Setup {
        delivery: Delivery::Nri,
        auth: Auth::ProjectedSa,
        events: Some(events),
        ..Setup::default()
    });
    world
        .api
        .create_pod(pod("apps", "sound", "web", two_databases(), port))
        .unwrap();
    let baseline = world.footprint();
    let audit_from = world.bao.audit_lines();

    let label = "reason=\"reserved_volume\"";
    let denied_before: f64 = metric("vdbi_admission_denied_total", label)
        .parse()
        .unwrap();
    let mut own_secret = pod("apps", "secret", "web", two_databases(), port);
    own_secret["spec"]["volumes"] =
        json!([{"name": VOLUME_NAME, "secret": {"secretName": "mine"}}]);
    let mut other_audience = pod("apps", "audience", "web", two_databases(), port);
    other_audience["spec"]["volumes"] = json!([{"name": VOLUME_NAME, "projected": {"sources": [
        {"serviceAccountToken": {"audience": "https://kubernetes.default.svc", "path": FILE_NAME}}]}}]);
    let mut mounted = pod("apps", "mounted", "web", two_databases(), port);
    mounted["spec"]["volumes"] = json!([{"name": "data", "emptyDir": {}}]);
    mounted["spec"]["initContainers"][0]["volumeMounts"] =
        json!([{"name": "data", "mountPath": format!("{MOUNT_PATH}/")}]);
    for (bad, words) in [
        (own_secret, "rename that volume"),
        (other_audience, "rename that volume"),
        (mounted, "container \"migrate\" mounts a volume at"),
    ] {
        let message = world.api.create_pod(bad).unwrap_err();
        assert!(message.contains(words), "{message}");
        assert!(
            message.contains(VOLUME_NAME) || message.contains(MOUNT_PATH),
            "{message}"
        );
        assert!(message.contains("(contextID "), "{message}");
    }
    let denied_after: f64 = metric("vdbi_admission_denied_total", label)
        .parse()
        .unwrap();
    assert!(
        denied_after >= denied_before + 3.0,
        "{denied_before} -> {denied_after}"
    );
    // Nothing was asked of Vault, nothing is left behind.
    assert_eq!(
        world.bao.issuing_calls_since(audit_from),
        Vec::<String>::new()
    );
    // Nothing grew (the sound pod's own login token may still be going away).
    let after = world.footprint();
    assert!(
        after.0 <= baseline.0
            && after.1 <= baseline.1
            && after.2 <= baseline.2
            && after.3 <= baseline.3,
        "left behind {after:?}, before {baseline:?}"
    );
    // The Event on the namespace (bare pods have no controller) says what kind of problem.
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let found = world.api.events().iter().any(|event| {
            event.reason.as_deref() == Some("CredentialsDenied")
                && event
                    .note
                    .as_deref()
                    .is_some_and(|n| n.contains("reserves for the pod's Vault token"))
        });
        if found {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "no Event: {:?}",
            world.api.events()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    // The admission is not stuck: a sound pod is still admitted, with the volume.
    let stored = world
        .api
        .create_pod(pod("apps", "sound-2", "web", two_databases(), port))
        .unwrap();
    assert_eq!(shape(&stored).0, json!([token_volume()]));
}

/// The real binary refuses NRI delivery with the injector's own identity in every mode that
/// delivers through NRI (exit code 1, the message names `useProjectedSA: true` and the
/// opt-out, nothing starts); with `nri.allowInjectorIdentity: true` the plugin starts, warns
/// and exports `vdbi_nri_injector_identity 1`, and stops cleanly on SIGTERM. The renewer is
/// not concerned.
#[test]
fn nri_delivery_with_the_injectors_identity_is_refused_unless_allowed() {
    let tb = vdbi_testbed::shared().unwrap_or_else(|e| panic!("{e}"));
    let dir = TempDir::new("webhook-token").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    api.add_token("admin-token", "admin");
    let kubeconfig = api
        .write_kubeconfig("nri.kubeconfig", "token: admin-token")
        .unwrap();
    let socket_dir = dir.path().join("nri");
    fs::create_dir(&socket_dir).unwrap();
    fs::set_permissions(&socket_dir, fs::Permissions::from_mode(0o700)).unwrap();
    let _runtime = Runtime::bind(&socket_dir.join("nri.sock")).unwrap();
    let config = |mode: &str, extra: &str| {
        let text = format!(
            "mode: {mode}\nvaultAddress: {}\nvaultCACert: {}\nvaultAuthPath: kubernetes\n\
             kubeRole: injector\nvaultSecretName: vault-db-injector\n\
             vaultSecretPrefix: kubernetes\nkubeconfig: {}\n\
             certFile: /nonexistent/tls.crt\nkeyFile: /nonexistent/tls.key\n\
             webhookAddress: 127.0.0.1:0\nmetricsAddress: 127.0.0.1:0\nhealthAddress: 127.0.0.1:0\n\
             nri:\n  enabled: true\n  socketPath: {}\n  cachePath: {}\n  allowPersistentCache: true\n  prewarmer:\n    enabled: false\n{extra}",
            tb.openbao.addr(),
            tb.openbao.ca_cert().display(),
            kubeconfig.display(),
            socket_dir.join("nri.sock").display(),
            dir.path().join("cache").join("cache.json").display(),
        );
        let path = dir.path().join(format!("{mode}-{}.yaml", extra.len()));
        fs::write(&path, text).unwrap();
        path
    };

    // The opt-out first (the positive signal): the plugin starts and says what it costs.
    let allowed = config("nri", "  allowInjectorIdentity: true\n");
    let (mut child, lines) = spawn_with_env(&allowed, &[("HOME", dir.path())]);
    let mut seen = wait_for_line(&lines, "uses the injector's own Vault identity");
    assert!(
        seen.iter().any(|l| l.contains("\"level\":\"warning\"")
            && l.contains("nri.allowInjectorIdentity: true")
            && l.contains("useProjectedSA: true")),
        "{seen:?}"
    );
    seen.extend(wait_for_line(&lines, "Starting vault-db-injector"));
    let metrics: std::net::SocketAddr = seen
        .iter()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .find(|v| v["message"] == "http server listening" && v["server"] == "metrics")
        .and_then(|v| v["address"].as_str()?.parse().ok())
        .unwrap_or_else(|| panic!("no metrics address: {seen:?}"));
    let exposition = ureq::Agent::new_with_config(
        ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(5)))
            .build(),
    )
    .get(&format!("http://{metrics}/metrics"))
    .call()
    .unwrap()
    .body_mut()
    .read_to_string()
    .unwrap();
    assert!(
        exposition
            .lines()
            .any(|l| l == "vdbi_nri_injector_identity 1"),
        "{exposition}"
    );
    nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(i32::try_from(child.id()).unwrap()),
        nix::sys::signal::Signal::SIGTERM,
    )
    .unwrap();
    assert_eq!(wait_exit(&mut child, Duration::from_secs(20)), Some(0));

    // Without it: refused before anything starts, in each mode that delivers through NRI.
    for mode in ["nri", "injector", "all"] {
        let output = Command::new(env!("CARGO_BIN_EXE_vault-db-injector"))
            .arg("--config")
            .arg(config(mode, ""))
            .env_clear()
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(1), "{mode}: {stdout}");
        assert!(
            stdout.contains("invalid config: NRI delivery"),
            "{mode}: {stdout}"
        );
        assert!(stdout.contains("useProjectedSA: true"), "{mode}: {stdout}");
        assert!(
            stdout.contains("nri.allowInjectorIdentity: true"),
            "{mode}: {stdout}"
        );
        assert!(
            !stdout.contains("http server listening"),
            "{mode}: {stdout}"
        );
        assert!(
            !stdout.contains("Starting vault-db-injector"),
            "{mode}: {stdout}"
        );
    }
    // check-config says the same; the renewer, which delivers nothing, is not concerned.
    let output = Command::new(env!("CARGO_BIN_EXE_vault-db-injector"))
        .args(["check-config", "--config"])
        .arg(config("nri", ""))
        .env_clear()
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("nri.allowInjectorIdentity: true"));
    let output = Command::new(env!("CARGO_BIN_EXE_vault-db-injector"))
        .args(["check-config", "--config"])
        .arg(config("renewer", ""))
        .env_clear()
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}
