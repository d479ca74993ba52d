//! Each component checks its own Vault policy at start (`sys/capabilities-self` against
//! `vault::policy::NEEDS`): the real binary, in mode `revoker` and in mode `injector`, logs
//! in to the testbed's OpenBao with a role whose policy lacks a path the mode cannot work
//! without. It logs a line naming the capability and the path, sets
//! `vdbi_vault_capability_missing`, and `/readyz` fails naming `vault-policy-<component>`;
//! once the policy is written again with the path, the next check (within seconds, no
//! restart) clears the metric and readiness. A missing optional path (the revoker's
//! `sys/leases/revoke`, used only by `revoke --orphans --confirm`) is warned about and
//! counted but leaves the component ready.
//!
//! The component also records a `VaultPolicyMissing` Event on its own pod (in the API
//! double), which the real `doctor` binary reads back: `vault.policy.reported` fails
//! naming the pod and the path; once the policy is fixed the component records
//! `VaultPolicyGranted` and doctor says ok.

// Helpers here are test code too (clippy's allow-*-in-tests only covers #[test] bodies).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::fs;
use std::process::{Command, Stdio};
use std::time::Duration;

use k8s_openapi::api::events::v1::Event;

use serde_json::{Value, json};
use vdbi_testbed::openbao::{KV_MOUNT, ROLE_READONLY, ROLE_SHORT};

use crate::mode_all::{Options, Process, SYSTEM_NS, World, testbed, wait_until};

/// Plain HTTP for the health and metrics ports.
fn plain() -> ureq::Agent {
    ureq::Agent::new_with_config(
        ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(5)))
            .http_status_as_error(false)
            .build(),
    )
}

/// `/readyz`: its status and body.
fn readyz(process: &Process) -> (u16, String) {
    let health = process.address("health");
    let mut answer = plain()
        .get(&format!("http://{health}/readyz"))
        .call()
        .unwrap();
    let status = answer.status().as_u16();
    (status, answer.body_mut().read_to_string().unwrap())
}

/// The value of the series `vdbi_vault_capability_missing{...}` with these labels, if any.
fn missing_gauge(
    process: &Process,
    component: &str,
    path: &str,
    capability: &str,
    required: bool,
) -> Option<f64> {
    let metrics = process.address("metrics");
    let exposition = plain()
        .get(&format!("http://{metrics}/metrics"))
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap();
    let series = format!(
        "vdbi_vault_capability_missing{{component=\"{component}\",path=\"{path}\",capability=\"{capability}\",required=\"{required}\"}}"
    );
    exposition
        .lines()
        .find_map(|line| line.strip_prefix(&series)?.trim().parse().ok())
}

/// The log lines whose message is `message`.
fn logged(process: &Process, message: &str) -> Vec<Value> {
    process
        .json_lines()
        .into_iter()
        .filter(|line| line["message"] == message)
        .collect()
}

/// The policy Events (`reason`) the binary recorded on its pod `all-0`.
fn policy_events(world: &World<'_>, reason: &str) -> Vec<Event> {
    world
        .api
        .events()
        .into_iter()
        .filter(|e| e.reason.as_deref() == Some(reason))
        .filter(|e| {
            e.regarding.as_ref().is_some_and(|r| {
                r.name.as_deref() == Some("all-0") && r.kind.as_deref() == Some("Pod")
            })
        })
        .collect()
}

/// Runs the real `doctor` with the world's configuration (its kubeconfig is the API
/// double's) in the components' namespace; returns the `vault.policy.reported` line.
fn doctor_reported(world: &World<'_>) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_vault-db-injector"))
        .arg("doctor")
        .arg("--config")
        .arg(&world.config)
        .env_clear()
        .env("POD_NAMESPACE", SYSTEM_NS)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    stdout
        .lines()
        .find(|line| line.contains("vault.policy.reported:"))
        .unwrap_or_else(|| panic!("no vault.policy.reported in {stdout}"))
        .to_owned()
}

/// A world whose binary runs `mode`, logging in as the role `injector` of its own mount
/// with only the policy `hcl` (and `default`, which Vault adds).
fn world(name: &str, mode: &str) -> World<'static> {
    let world = World::with(name, &Options::default());
    let text = fs::read_to_string(&world.config).unwrap();
    assert!(text.starts_with("mode: all\n"), "{text}");
    fs::write(
        &world.config,
        text.replacen("mode: all\n", &format!("mode: {mode}\n"), 1),
    )
    .unwrap();
    let policy = format!("caps-{}", world.prefix);
    testbed()
        .openbao
        .write(
            &format!("auth/k8s-{}/role/injector", world.prefix),
            &json!({"bound_service_account_names": ["injector"],
                    "bound_service_account_namespaces": [SYSTEM_NS], "audience": "openbao",
                    "token_policies": [policy, ROLE_READONLY, ROLE_SHORT], "token_ttl": "1h"}),
        )
        .unwrap();
    world
}

/// Writes the world's policy (the role above names it).
fn set_policy(world: &World<'_>, hcl: &str) {
    testbed()
        .openbao
        .write(
            &format!("sys/policies/acl/caps-{}", world.prefix),
            &json!({ "policy": hcl }),
        )
        .unwrap();
}

/// Asserts the whole round for one component: `broken` lacks `update` on `path`, `fixed`
/// grants it; `present` is a path both grant (its series at 0 is the positive signal that
/// the check ran and judged each path on its own).
fn round(
    world: &World<'_>,
    component: &str,
    path: &str,
    present: (&str, &str),
    broken: &str,
    fixed: &str,
) -> Process {
    set_policy(world, broken);
    // The component's own pod, so that doctor sees it running.
    let own = world
        .api
        .create_pod(json!({"apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": "all-0", "namespace": SYSTEM_NS},
            "spec": {"serviceAccountName": "injector", "containers": [{"name": "c", "image": "c"}]}}))
        .unwrap();
    let uid = own.metadata.uid.clone().unwrap();
    let process = world.spawn_env(&[], &[("POD_NAME", "all-0"), ("POD_UID", &uid)]);
    let message = format!("vault policy is missing update on {path}");
    wait_until(
        "the missing capability's log line",
        Duration::from_secs(30),
        || !logged(&process, &message).is_empty(),
    );
    let line = &logged(&process, &message)[0];
    assert_eq!(line["level"], "error", "{line}");
    assert_eq!(line["component"], component, "{line}");
    assert_eq!(line["path"], path, "{line}");
    assert_eq!(line["capability"], "update", "{line}");
    assert_eq!(line["required"], "true", "{line}");
    assert!(
        line["breaks"].as_str().is_some_and(|b| !b.is_empty()),
        "{line}"
    );
    assert!(
        line["fix"]
            .as_str()
            .is_some_and(|f| f.contains(&format!("path \"{path}\""))),
        "{line}"
    );
    assert_eq!(
        missing_gauge(&process, component, present.0, present.1, true),
        Some(0.0)
    );
    assert_eq!(
        missing_gauge(&process, component, path, "update", true),
        Some(1.0)
    );
    let (status, body) = readyz(&process);
    assert_eq!(status, 503, "{body}");
    assert!(
        body.contains(&format!("vault-policy-{component}")),
        "{body}"
    );
    // An Event on the pod names the missing capability, and nothing else.
    wait_until(
        "the VaultPolicyMissing Event",
        Duration::from_secs(30),
        || !policy_events(world, "VaultPolicyMissing").is_empty(),
    );
    let missing = &policy_events(world, "VaultPolicyMissing")[0];
    assert_eq!(missing.type_.as_deref(), Some("Warning"));
    let regarding = missing.regarding.clone().unwrap();
    assert_eq!(
        (regarding.namespace.as_deref(), regarding.uid.as_deref()),
        (Some(SYSTEM_NS), Some(uid.as_str()))
    );
    let note = missing.note.clone().unwrap();
    // The injector also lacks `sudo` there: the note names each missing capability.
    assert!(
        note.starts_with(&format!(
            "{component}: the Vault policy lacks update on \"{path}\""
        )) && note.ends_with(
            ", which this component cannot work without; add them to a policy of its Vault role (docs/vault.md)"
        ),
        "{note}"
    );
    // No token (Vault's `hvs.`/`s.` ones, the service account's JWT) in it.
    assert!(
        !note.contains("hvs.") && !note.contains("eyJ") && !note.contains(" s."),
        "{note}"
    );
    let reported = doctor_reported(world);
    assert!(
        reported.starts_with("FAIL")
            && reported.contains(&format!(
                "pod all-0: {component}: the Vault policy lacks update on \"{path}\""
            )),
        "{reported}"
    );

    // The policy is given back: the next check clears it, without a restart.
    set_policy(world, fixed);
    wait_until(
        "readiness after the policy fix",
        Duration::from_secs(40),
        || readyz(&process).0 == 200,
    );
    assert_eq!(
        missing_gauge(&process, component, path, "update", true),
        Some(0.0)
    );
    assert_eq!(
        logged(
            &process,
            &format!("vault policy now grants update on {path}")
        )
        .len(),
        1
    );
    wait_until(
        "the VaultPolicyGranted Event",
        Duration::from_secs(30),
        || !policy_events(world, "VaultPolicyGranted").is_empty(),
    );
    let reported = doctor_reported(world);
    assert!(reported.starts_with("ok"), "{reported}");
    process
}

#[test]
fn a_revoker_without_revoke_accessor_is_not_ready_until_its_policy_grants_it() {
    let world = world("caps-revoker", "revoker");
    let p = &world.prefix;
    let common = format!(
        r#"
path "{KV_MOUNT}/data/{p}/*" {{ capabilities = ["read", "delete"] }}
path "{KV_MOUNT}/metadata/{p}/*" {{ capabilities = ["read", "list", "delete"] }}
path "auth/token/lookup-accessor" {{ capabilities = ["update"] }}
path "sys/leases/lookup" {{ capabilities = ["update"] }}
"#
    );
    let fixed =
        format!("{common}path \"auth/token/revoke-accessor\" {{ capabilities = [\"update\"] }}\n");
    let process = round(
        &world,
        "revoker",
        "auth/token/revoke-accessor",
        ("auth/token/lookup-accessor", "update"),
        &common,
        &fixed,
    );
    // sys/leases/revoke (revoke --orphans --confirm only) is missing all along: warned
    // about and counted, and the revoker is ready anyway.
    let optional = logged(
        &process,
        "vault policy is missing update on sys/leases/revoke",
    );
    assert_eq!(optional.len(), 1, "{optional:?}");
    assert_eq!(optional[0]["level"], "warning", "{:?}", optional[0]);
    assert_eq!(optional[0]["required"], "false");
    assert_eq!(
        missing_gauge(&process, "revoker", "sys/leases/revoke", "update", false),
        Some(1.0)
    );
    // The KV list was judged on the list path itself.
    assert_eq!(
        missing_gauge(
            &process,
            "revoker",
            &format!("{KV_MOUNT}/metadata/{p}/"),
            "list",
            true
        ),
        Some(0.0)
    );
}

#[test]
fn an_injector_without_token_creation_is_not_ready_until_its_policy_grants_it() {
    let world = world("caps-injector", "injector");
    let p = &world.prefix;
    let common = format!(
        r#"
path "{KV_MOUNT}/data/{p}/*" {{ capabilities = ["create", "read", "delete"] }}
path "{KV_MOUNT}/metadata/{p}/*" {{ capabilities = ["delete"] }}
path "auth/k8s-{p}/role/*" {{ capabilities = ["read"] }}
"#
    );
    let fixed = format!(
        "{common}path \"auth/token/create-orphan\" {{ capabilities = [\"update\", \"sudo\"] }}\n"
    );
    let process = round(
        &world,
        "injector",
        "auth/token/create-orphan",
        (&format!("{KV_MOUNT}/data/{p}/vdbi-policy-probe"), "create"),
        &common,
        &fixed,
    );
    // Every probe is now granted: no optional one left either.
    assert!(
        !logged(
            &process,
            "vault policy grants every capability the component needs"
        )
        .is_empty()
    );
    // And what the table calls complete is enough: a pod is admitted with credentials
    // (create-orphan with a `period` needs sudo: a first run of this test found it, so the
    // table has that row; the entry is created with `cas: 0`).
    world.install_webhook(process.address("webhook"));
    let admitted = world.admit("caps-app", ROLE_READONLY);
    assert!(world.entry(&admitted.uuid).is_some());
}
