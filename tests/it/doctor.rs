//! `doctor` against a real OpenBao (kubernetes auth reviewed by the API double), real
//! PostgreSQL roles and the NRI runtime double: a sound deployment passes every check, and
//! each deliberately broken setting fails the check that names it. No output ever holds
//! the operator token or the injector's JWT.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, SystemTime};

use serde_json::json;
use vault_db_injector::config::Config;
use vault_db_injector::doctor::{self, Outcome, Report, RoleSpec};
use vault_db_injector::secret::SecretString;
use vdbi_testbed::certs::{Ca, CertPair, Usage};
use vdbi_testbed::kube_api::KubeApi;
use vdbi_testbed::nri_runtime::{
    self as double, CONN_RUNTIME, Order, Runtime, TYPE_REQUEST, TYPE_RESPONSE,
};
use vdbi_testbed::openbao::{self, DB_ROLES, KUBE_AUTH_MOUNT, OpenBao, OpenBaoMode};
use vdbi_testbed::tempdir::TempDir;

/// One OpenBao of our own (its kubernetes auth is pointed at our API double, which a
/// shared instance must not be), configured once for every test here.
struct Env {
    dir: TempDir,
    bao: OpenBao,
    _api: KubeApi,
    jwt_file: PathBuf,
    jwt: String,
    webhook: CertPair,
    other: CertPair,
    soon: CertPair,
    other_ca: PathBuf,
}

fn env() -> &'static Env {
    static ENV: OnceLock<Env> = OnceLock::new();
    ENV.get_or_init(|| {
        let tb = vdbi_testbed::shared().unwrap_or_else(|e| panic!("{e}"));
        let dir = TempDir::new("doctor").unwrap();
        let api = KubeApi::start(&dir.path().join("kube")).unwrap();
        let bao = OpenBao::start(OpenBaoMode::Dev).unwrap_or_else(|e| panic!("{e}"));
        bao.configure(&tb.postgres).unwrap();
        let reviewer = api
            .issue_token(
                "kube-system",
                "openbao-reviewer",
                &[vdbi_testbed::kube_api::jwt::API_AUDIENCE],
                Duration::from_secs(3600),
            )
            .unwrap();
        bao.configure_kubernetes(api.url(), &api.ca_pem().unwrap(), Some(&reviewer))
            .unwrap();
        let (ns, sa) = openbao::INJECTOR_SERVICE_ACCOUNT;
        let jwt = api
            .issue_token(ns, sa, &[openbao::AUDIENCE], Duration::from_secs(3600))
            .unwrap();
        let jwt_file = dir.path().join("injector.jwt");
        std::fs::write(&jwt_file, &jwt).unwrap();
        setup_breakages(&bao);
        let ca = Ca::new(&dir.path().join("webhook"), "webhook").unwrap();
        let webhook = ca.localhost_server("webhook").unwrap();
        let other = ca.localhost_server("other").unwrap();
        let soon = ca
            .issue("soon", "localhost", &["DNS:localhost"], Usage::Server, 1)
            .unwrap();
        let other_ca = api.ca_cert_path().to_owned();
        Env {
            dir,
            bao,
            _api: api,
            jwt_file,
            jwt,
            webhook,
            other,
            soon,
            other_ca,
        }
    })
}

/// The NRI plugin's own service account (namespace: the injector's), bound to `doctor-nri`.
const NRI_SERVICE_ACCOUNT: &str = "vault-injector-nri";

fn policy(path: &str, caps: &str) -> String {
    format!("path \"{path}\" {{\n  capabilities = [{caps}]\n}}\n")
}

/// Mounts, policies and roles that are wrong on purpose, each for one check.
fn setup_breakages(bao: &OpenBao) {
    let (app_ns, app_sa) = openbao::APP_SERVICE_ACCOUNT;
    bao.write(
        "sys/mounts/doctor-kv1",
        &json!({"type": "kv", "options": {"version": "1"}}),
    )
    .unwrap();
    bao.write(
        "sys/mounts/doctor-kv-ro",
        &json!({"type": "kv", "options": {"version": "2"}}),
    )
    .unwrap();
    let extra = [
        policy("doctor-kv-ro/data/*", "\"read\""),
        policy("doctor-kv-ro/metadata/*", "\"list\""),
        policy("doctor-kv1/*", "\"read\""),
    ]
    .concat();
    bao.write("sys/policies/acl/doctor-extra", &json!({ "policy": extra }))
        .unwrap();
    // The injector's role as `configure` made it, plus the policy above.
    let (ns, sa) = openbao::INJECTOR_SERVICE_ACCOUNT;
    let mut policies = vec![openbao::POLICY_INJECTOR, "doctor-extra"];
    policies.extend(DB_ROLES);
    bao.write(
        &format!(
            "auth/{KUBE_AUTH_MOUNT}/role/{}",
            openbao::KUBE_ROLE_INJECTOR
        ),
        &json!({
            "bound_service_account_names": [sa],
            "bound_service_account_namespaces": [ns],
            "audience": openbao::AUDIENCE,
            "token_policies": policies,
            "token_ttl": "1h",
        }),
    )
    .unwrap();
    // The NRI plugin's own role with projected auth: the plugin's KV part (create),
    // nothing else; and one that was given the webhook's (create and read).
    for (role, kv) in [
        ("doctor-nri", openbao::POLICY_KV_NRI),
        ("doctor-nri-broad", openbao::POLICY_KV_CREATE),
    ] {
        bao.write(
            &format!("auth/{KUBE_AUTH_MOUNT}/role/{role}"),
            &json!({
                "bound_service_account_names": [NRI_SERVICE_ACCOUNT],
                "bound_service_account_namespaces": [ns],
                "audience": openbao::AUDIENCE,
                "token_policies": [kv, "doctor-extra"],
                "token_ttl": "1h",
            }),
        )
        .unwrap();
    }
    // A role whose policy is named otherwise; a role whose policy reads another role's
    // creds; a projected role done right.
    for (role, policies, extra) in [
        ("doctor-nopolicy", json!(["app-readonly"]), json!({})),
        ("doctor-nocreds", json!(["doctor-nocreds"]), json!({})),
        (
            "doctor-proj",
            json!(["doctor-proj"]),
            json!({"audience": "vault", "token_period": "1h"}),
        ),
    ] {
        let mut body = json!({
            "bound_service_account_names": [app_sa],
            "bound_service_account_namespaces": [app_ns],
            "token_policies": policies,
            "token_ttl": "1h",
        });
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        bao.write(&format!("auth/{KUBE_AUTH_MOUNT}/role/{role}"), &body)
            .unwrap();
    }
    bao.write(
        "sys/policies/acl/doctor-nocreds",
        &json!({"policy": policy("databases/creds/app-short", "\"read\"")}),
    )
    .unwrap();
    bao.write(
        "sys/policies/acl/doctor-proj",
        &json!({"policy": policy("databases/creds/doctor-proj", "\"read\"")}),
    )
    .unwrap();
    bao.write(
        "databases/roles/doctor-proj",
        &json!({
            "db_name": openbao::DB_CONNECTION,
            "default_ttl": "1h",
            "max_ttl": "24h",
            "creation_statements": ["CREATE ROLE \"{{name}}\" WITH LOGIN PASSWORD '{{password}}' VALID UNTIL '{{expiration}}';"],
        }),
    )
    .unwrap();
}

/// A configuration: the sound one, with `overrides` replacing or adding top-level keys
/// (values in YAML flow syntax).
fn config_text(overrides: &[(&str, &str)]) -> String {
    let env = env();
    let sock = env.dir.path().join("nri").join("nri.sock");
    let base: Vec<(String, String)> = vec![
        ("vaultAddress".into(), env.bao.addr()),
        (
            "vaultCACert".into(),
            env.bao.ca_cert().display().to_string(),
        ),
        ("vaultAuthPath".into(), KUBE_AUTH_MOUNT.into()),
        ("kubeRole".into(), openbao::KUBE_ROLE_INJECTOR.into()),
        (
            "serviceAccountTokenFile".into(),
            env.jwt_file.display().to_string(),
        ),
        ("vaultSecretName".into(), openbao::KV_MOUNT.into()),
        ("vaultSecretPrefix".into(), "doctor".into()),
        ("defaultEngine".into(), openbao::DB_MOUNT.into()),
        ("certFile".into(), env.webhook.cert.display().to_string()),
        ("keyFile".into(), env.webhook.key.display().to_string()),
        ("mode".into(), "all".into()),
        (
            "nri".into(),
            // The cache on a tmpfs, as the plugin requires (this machine's /run is a disk).
            format!(
                "{{enabled: true, allowInjectorIdentity: true, socketPath: \"{}\", cachePath: /dev/shm/vdbi-doctor/cache.json}}",
                sock.display()
            ),
        ),
    ];
    let mut text = String::new();
    for (key, value) in &base {
        let value = overrides
            .iter()
            .find(|(k, _)| k == key)
            .map_or(value.as_str(), |(_, v)| v);
        text.push_str(&format!("{key}: {value}\n"));
    }
    for (key, value) in overrides {
        if !base.iter().any(|(k, _)| k == key) {
            text.push_str(&format!("{key}: {value}\n"));
        }
    }
    text
}

fn config(overrides: &[(&str, &str)]) -> Config {
    Config::from_yaml_str(&config_text(overrides), &|_| None).unwrap()
}

fn roles(specs: &[&str]) -> Vec<RoleSpec> {
    specs.iter().map(|s| RoleSpec::parse(s).unwrap()).collect()
}

fn root() -> SecretString {
    env().bao.root_token().duplicate()
}

fn outcome(report: &Report, name: &str) -> Outcome {
    report
        .get(name)
        .unwrap_or_else(|| panic!("no check {name} in\n{}", report.render()))
        .outcome
}

fn assert_outcome(report: &Report, name: &str, expect: Outcome, words: &str) {
    let check = report
        .get(name)
        .unwrap_or_else(|| panic!("no check {name} in\n{}", report.render()));
    assert_eq!(check.outcome, expect, "{name}:\n{}", report.render());
    let text = format!("{} {}", check.detail, check.fix.clone().unwrap_or_default());
    assert!(text.contains(words), "{name}: {text:?} lacks {words:?}");
}

fn assert_clean(text: &str) {
    let env = env();
    crate::leaks::assert_no_leak(
        &[("the report", text)],
        &[env.bao.root_token().expose_secret(), &env.jwt],
    );
}

/// Serves one probe on the socket as a runtime that accepts it; returns the name and
/// index the probe registered with.
#[allow(clippy::disallowed_methods)] // A test thread plays the runtime.
fn serve_runtime(path: &Path) -> std::thread::JoinHandle<(String, String, bool)> {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let runtime = Runtime::bind(path).unwrap();
    std::thread::spawn(move || {
        let mut peer = runtime.accept(Duration::from_secs(30)).unwrap();
        let handshake = peer.handshake(Order::ConfigureFirst, 1).unwrap();
        // Register's ttrpc request: skip the mux (8) and ttrpc (10) headers.
        let request = &handshake.register_raw[18..];
        let payload = double::bytes_field(request, 3).unwrap();
        let name = String::from_utf8(double::bytes_field(&payload, 1).unwrap()).unwrap();
        let index = String::from_utf8(double::bytes_field(&payload, 2).unwrap()).unwrap();
        assert_eq!(handshake.events, 1 << 2, "one event: RemovePodSandbox");
        let closed = peer.closed_within(Duration::from_secs(5));
        drop(runtime);
        (name, index, closed)
    })
}

/// `doctor::check` of the base configuration with `settings`, no Vault token, now.
fn check_now(settings: &[(&str, &str)]) -> Report {
    doctor::check(&config(settings), &[], None, SystemTime::now())
}

#[test]
fn a_sound_deployment_passes_every_check() {
    let env = env();
    let sock = env.dir.path().join("nri").join("nri.sock");
    let runtime = serve_runtime(&sock);
    let report = doctor::check(
        &config(&[]),
        &roles(&["app-readonly=default/app", "databases/app-uri"]),
        Some(&root()),
        SystemTime::now(),
    );
    let text = report.render();
    assert!(report.passed(), "{text}");
    for name in [
        "config",
        "vault.tls",
        "vault.reachable",
        "vault.login",
        "kv.mount",
        "kv.writable",
        "vault.policy.injector",
        "vault.policy.nri",
        "vault.policy.renewer",
        "vault.policy.revoker",
        "role app-readonly: kubernetes auth role",
        "role app-readonly: bindings",
        "role app-readonly: policy",
        "role app-readonly: creds readable",
        "role app-readonly: database role",
        "role app-uri: creds readable",
        "role app-uri: database role",
        "nri.cache",
        "nri.socket",
        "nri.registration",
        "webhook.certificate",
        "webhook.key",
        "webhook.client-auth",
        "vault.component-role",
    ] {
        assert_eq!(outcome(&report, name), Outcome::Ok, "{name}:\n{text}");
    }
    let (name, index, closed) = runtime.join().unwrap();
    assert_eq!(name, "vault-db-injector-doctor");
    assert_eq!(index, "99");
    assert!(closed, "the probe must disconnect");
    assert_clean(&text);
    assert_clean(&format!("{report:?}"));
}

#[test]
fn vault_and_kv_breakages_are_found() {
    let env = env();
    let other_ca = env.other_ca.display().to_string();
    /// Overrides, the check that must fail, and words of its detail or fix.
    type Case<'a> = (&'a [(&'a str, &'a str)], &'a str, &'a str);
    let cases: &[Case<'_>] = &[
        (&[("vaultCACert", &other_ca)], "vault.tls", "vaultCACert"),
        (&[("kubeRole", "nobody")], "vault.login", "role"),
        (
            &[("vaultSecretName", "doctor-kv1")],
            "kv.mount",
            "KV version 1",
        ),
        (
            &[("vaultSecretName", "vault-injector/doctor-sub")],
            "kv.mount",
            "inside the mount vault-injector",
        ),
        (
            &[("vaultSecretName", "doctor-missing")],
            "kv.mount",
            "does not exist",
        ),
        (
            &[("vaultSecretName", "doctor-kv-ro")],
            "kv.writable",
            "create, update",
        ),
        (
            &[("vaultAddress", "https://127.0.0.1:1")],
            "vault.reachable",
            "vaultAddress",
        ),
    ];
    for (overrides, name, words) in cases {
        let mut overrides = overrides.to_vec();
        overrides.push(("mode", "renewer"));
        let report = doctor::check(&config(&overrides), &[], Some(&root()), SystemTime::now());
        assert_outcome(&report, name, Outcome::Fail, words);
        assert!(!report.passed());
        assert_clean(&report.render());
    }
    // The component's policy check names what its mode lacks: the revoker cannot delete
    // on the read-only mount (required: a failure), the renewer cannot back-fill
    // (optional: a warning), and the fix is the policy line with the KV key as `*`.
    let revoker = check_now(&[("vaultSecretName", "doctor-kv-ro"), ("mode", "revoker")]);
    assert_outcome(
        &revoker,
        "vault.policy.revoker",
        Outcome::Fail,
        "delete on doctor-kv-ro/data/doctor/vdbi-policy-probe (required",
    );
    assert_outcome(
        &revoker,
        "vault.policy.revoker",
        Outcome::Fail,
        "path \"doctor-kv-ro/data/doctor/*\" { capabilities = [\"delete\"] }",
    );
    let renewer = check_now(&[("vaultSecretName", "doctor-kv-ro"), ("mode", "renewer")]);
    assert_outcome(
        &renewer,
        "vault.policy.renewer",
        Outcome::Warn,
        "update on doctor-kv-ro/data/doctor/vdbi-policy-probe (optional",
    );
    // kv.mount itself passes on the read-only mount: only writing is refused.
    let report = check_now(&[("vaultSecretName", "doctor-kv-ro"), ("mode", "renewer")]);
    assert_eq!(outcome(&report, "kv.mount"), Outcome::Ok);
    assert_outcome(&report, "roles", Outcome::Warn, "--role");
}

#[test]
fn role_breakages_are_found() {
    let report = doctor::check(
        &config(&[("mode", "revoker")]),
        &roles(&[
            "app-short",
            "doctor-nopolicy",
            "doctor-nocreds",
            "app-readonly=prod/web",
            "missing-role",
        ]),
        Some(&root()),
        SystemTime::now(),
    );
    assert!(!report.passed());
    let fail = Outcome::Fail;
    assert_outcome(&report, "role app-short: database role", fail, "renewer");
    assert_outcome(
        &report,
        "role app-short: creds readable",
        Outcome::Ok,
        "read",
    );
    assert_outcome(
        &report,
        "role doctor-nopolicy: policy",
        fail,
        "without doctor-nopolicy",
    );
    assert_outcome(
        &report,
        "role doctor-nopolicy: creds readable",
        fail,
        "does not allow read",
    );
    assert_outcome(
        &report,
        "role doctor-nopolicy: database role",
        fail,
        "does not exist",
    );
    assert_outcome(
        &report,
        "role doctor-nocreds: policy",
        Outcome::Ok,
        "doctor-nocreds",
    );
    assert_outcome(
        &report,
        "role doctor-nocreds: creds readable",
        fail,
        "databases/creds/doctor-nocreds",
    );
    assert_outcome(&report, "role app-readonly: bindings", fail, "prod/web");
    assert_outcome(
        &report,
        "role missing-role: kubernetes auth role",
        fail,
        "does not exist",
    );
    assert_clean(&report.render());
    let report = doctor::check(
        &config(&[("mode", "revoker")]),
        &roles(&["nomount/app-readonly"]),
        Some(&root()),
        SystemTime::now(),
    );
    assert_outcome(&report, "role app-readonly: database role", fail, "nomount");
    assert_outcome(
        &report,
        "role app-readonly: creds readable",
        fail,
        "nomount/creds/app-readonly",
    );

    // Without an operator token, what needs one is a warning, not a failure.
    let report = doctor::check(
        &config(&[("mode", "revoker")]),
        &roles(&["app-readonly=default/app"]),
        None,
        SystemTime::now(),
    );
    assert!(report.passed(), "{}", report.render());
    assert_outcome(
        &report,
        "role app-readonly: creds and database role",
        Outcome::Warn,
        "VAULT_TOKEN",
    );
}

#[test]
fn projected_roles_need_an_audience_and_a_period() {
    let report = doctor::check(
        &config(&[
            ("mode", "renewer"),
            ("useProjectedSA", "true"),
            ("tokenRequestAudiences", "[vault]"),
        ]),
        &roles(&["app-readonly", "doctor-proj"]),
        Some(&root()),
        SystemTime::now(),
    );
    assert_outcome(
        &report,
        "role app-readonly: projected login",
        Outcome::Fail,
        "no audience",
    );
    assert_outcome(
        &report,
        "role app-readonly: projected login",
        Outcome::Fail,
        "token_period is 0",
    );
    assert_outcome(
        &report,
        "role doctor-proj: projected login",
        Outcome::Ok,
        "token_period 3600s",
    );
    assert_outcome(
        &report,
        "role doctor-proj: database role",
        Outcome::Ok,
        "3600s",
    );
}

#[test]
fn webhook_breakages_are_found() {
    let env = env();
    let other_key = env.other.key.display().to_string();
    let soon = env.soon.cert.display().to_string();
    let soon_key = env.soon.key.display().to_string();
    let report = check_now(&[
        ("mode", "injector"),
        ("keyFile", &other_key),
        ("nri", "{enabled: false}"),
    ]);
    assert_outcome(&report, "webhook.certificate", Outcome::Ok, "days left");
    assert_outcome(&report, "webhook.key", Outcome::Fail, "is not the key");
    assert_outcome(
        &report,
        "webhook.client-auth",
        Outcome::Fail,
        "clientCAFile",
    );
    // With clientCAFile, legacy delivery passes; an unreadable one fails.
    let client_ca = env.other_ca.display().to_string();
    let report = check_now(&[
        ("mode", "injector"),
        ("nri", "{enabled: false}"),
        ("clientCAFile", &client_ca),
    ]);
    assert_outcome(
        &report,
        "webhook.client-auth",
        Outcome::Ok,
        "requires client certificates",
    );
    let report = check_now(&[
        ("mode", "injector"),
        ("nri", "{enabled: false}"),
        ("clientCAFile", "/nonexistent/ca.pem"),
    ]);
    assert_outcome(
        &report,
        "webhook.client-auth",
        Outcome::Fail,
        "/nonexistent/ca.pem",
    );
    assert!(
        report.get("nri.socket").is_none(),
        "mode injector runs no plugin"
    );

    let report = check_now(&[
        ("mode", "injector"),
        ("certFile", &soon),
        ("keyFile", &soon_key),
    ]);
    assert_outcome(
        &report,
        "webhook.certificate",
        Outcome::Fail,
        "about to expire",
    );
    assert_outcome(&report, "webhook.key", Outcome::Ok, "matches");
    // A year later, the sound certificate has expired.
    let later = SystemTime::now() + Duration::from_secs(400 * 86_400);
    let report = doctor::check(&config(&[("mode", "injector")]), &[], None, later);
    assert_outcome(&report, "webhook.certificate", Outcome::Fail, "expired");
    let before = SystemTime::now() - Duration::from_secs(86_400);
    let report = doctor::check(&config(&[("mode", "injector")]), &[], None, before);
    assert_outcome(
        &report,
        "webhook.certificate",
        Outcome::Fail,
        "not valid before",
    );
}

/// Mode `nri` with projected service accounts and a least-privilege plugin role
/// (`kubeRoleNri`: KV create only): doctor accepts that role's KV rights instead of asking
/// for the injector's, warns when the role may do more (read), and checks the kubelet's
/// pod directory.
#[test]
fn a_least_privilege_plugin_role_and_the_kubelet_root_are_checked_in_mode_nri() {
    let env = env();
    let (ns, _) = openbao::INJECTOR_SERVICE_ACCOUNT;
    let jwt = env
        ._api
        .issue_token(
            ns,
            NRI_SERVICE_ACCOUNT,
            &[openbao::AUDIENCE],
            Duration::from_secs(3600),
        )
        .unwrap();
    let jwt_file = env.dir.path().join("nri-plugin.jwt");
    std::fs::write(&jwt_file, &jwt).unwrap();
    let kubelet = env.dir.path().join("kubelet-root");
    std::fs::create_dir_all(kubelet.join("pods")).unwrap();
    let sock = env.dir.path().join("nri-lp").join("nri.sock");
    let nri = |root: &Path| {
        format!(
            "{{enabled: true, socketPath: \"{}\", cachePath: /dev/shm/vdbi-doctor/cache.json, kubeletRootDir: \"{}\"}}",
            sock.display(),
            root.display()
        )
    };
    let file = jwt_file.display().to_string();
    let check = |overrides: &[(&str, &str)]| {
        let mut all = vec![
            ("mode", "nri"),
            ("kubeRoleNri", "doctor-nri"),
            ("serviceAccountTokenFile", file.as_str()),
            ("useProjectedSA", "true"),
            ("tokenRequestAudiences", "[openbao]"),
        ];
        all.retain(|(key, _)| !overrides.iter().any(|(o, _)| o == key));
        all.extend_from_slice(overrides);
        doctor::check(&config(&all), &[], None, SystemTime::now())
    };
    let text = nri(&kubelet);
    let report = check(&[("nri", &text)]);
    assert_outcome(&report, "vault.login", Outcome::Ok, "doctor-nri");
    assert_outcome(
        &report,
        "kv.writable",
        Outcome::Ok,
        "the plugin may create entries",
    );
    assert_outcome(
        &report,
        "nri.kubeletRootDir",
        Outcome::Ok,
        "kubelet-root/pods",
    );
    assert_clean(&report.render());
    crate::leaks::assert_no_leak(&[("the report", &report.render())], &[&jwt]);
    // A plugin role that may also read the entries (the webhook's KV part): warned, with
    // the least policy as the fix.
    let report = check(&[("nri", &text), ("kubeRoleNri", "doctor-nri-broad")]);
    assert_outcome(&report, "kv.writable", Outcome::Warn, "may also read on");
    let fix = report
        .get("kv.writable")
        .unwrap()
        .fix
        .clone()
        .unwrap_or_default();
    assert!(fix.contains("capabilities = [\"create\"] }"), "{fix}");
    // The same role on a mount it may only read: create is missing, and the fix names
    // the plugin's role.
    let report = check(&[("nri", &text), ("vaultSecretName", "doctor-kv-ro")]);
    assert_outcome(&report, "kv.writable", Outcome::Fail, "kubeRoleNri");
    // A kubelet root without pods/: the plugin could read no token.
    let missing = env.dir.path().join("no-kubelet");
    let text = nri(&missing);
    let report = check(&[("nri", &text)]);
    assert_outcome(
        &report,
        "nri.kubeletRootDir",
        Outcome::Fail,
        "no-kubelet/pods",
    );
}

#[test]
#[allow(clippy::disallowed_methods)] // A test thread plays the runtime.
fn nri_breakages_are_found() {
    let env = env();
    let missing = env.dir.path().join("nri-none").join("nri.sock");
    let text = format!("{{enabled: true, socketPath: \"{}\"}}", missing.display());
    let report = check_now(&[("mode", "nri"), ("nri", &text)]);
    assert_outcome(&report, "nri.socket", Outcome::Fail, "no nri socket");
    // Mode nri logs in with kubeRoleNri.
    let report = check_now(&[
        ("mode", "nri"),
        ("nri", &text),
        ("kubeRoleNri", "nri-nobody"),
    ]);
    assert_outcome(&report, "vault.login", Outcome::Fail, "nri-nobody");
    assert!(
        report.get("webhook.certificate").is_none(),
        "mode nri serves no webhook"
    );

    // A runtime that refuses the registration.
    let dir = env.dir.path().join("nri-refuse");
    std::fs::create_dir_all(&dir).unwrap();
    let sock = dir.join("nri.sock");
    let runtime = Runtime::bind(&sock).unwrap();
    let refuser = std::thread::spawn(move || {
        let mut peer = runtime.accept(Duration::from_secs(30)).unwrap();
        let register = peer.recv(Duration::from_secs(5)).unwrap();
        assert_eq!(register.conn, CONN_RUNTIME);
        assert_eq!(register.kind, TYPE_REQUEST);
        let status = [
            double::field_varint(1, 6),
            double::field_bytes(2, b"plugin with index 99 already registered"),
        ]
        .concat();
        let data = double::field_bytes(1, &status);
        peer.send_raw(&double::mux_frame(
            CONN_RUNTIME,
            &double::ttrpc_frame(register.stream_id, TYPE_RESPONSE, &data),
        ))
        .unwrap();
        peer.closed_within(Duration::from_secs(5))
    });
    let text = format!("{{enabled: true, socketPath: \"{}\"}}", sock.display());
    let report = check_now(&[("mode", "nri"), ("nri", &text)]);
    assert_outcome(&report, "nri.socket", Outcome::Ok, "is a socket");
    assert_outcome(
        &report,
        "nri.registration",
        Outcome::Fail,
        "already registered",
    );
    assert!(refuser.join().unwrap(), "the probe must disconnect");
}

#[test]
fn the_binary_takes_the_operator_token_on_stdin_and_never_prints_it() {
    use std::io::Write;
    let env = env();
    let path = env.dir.path().join("doctor-cli.yaml");
    std::fs::write(&path, config_text(&[("mode", "revoker")])).unwrap();
    let run = |args: &[&str], stdin: &[u8]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_vault-db-injector"))
            .arg("doctor")
            .arg("--config")
            .arg(&path)
            .args(args)
            .env_clear()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(stdin).unwrap();
        let output = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        assert_clean(&stdout);
        assert_clean(&stderr);
        (output.status.code(), stdout, stderr)
    };
    let token = format!("{}\n", env.bao.root_token().expose_secret());
    let (code, stdout, _) = run(
        &["--token-stdin", "--role", "app-readonly=default/app"],
        token.as_bytes(),
    );
    assert_eq!(code, Some(0), "{stdout}");
    assert!(
        stdout.contains("ok    role app-readonly: creds readable"),
        "{stdout}"
    );
    let (code, stdout, _) = run(&["--token-stdin", "--role", "app-short"], token.as_bytes());
    assert_eq!(code, Some(1), "{stdout}");
    assert!(
        stdout.contains("FAIL  role app-short: database role"),
        "{stdout}"
    );
    assert!(stdout.contains("      fix: raise default_ttl"), "{stdout}");
    let (code, _, stderr) = run(&["--role", "a=b"], b"");
    assert_eq!(code, Some(2), "{stderr}");
    let (code, _, stderr) = run(&["--token-stdin"], b"\n");
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("operator token"), "{stderr}");
}

/// The weaker client-authentication settings of the trust-boundaries issue: the opt-out
/// fails `webhook.client-auth`; an empty `clientAllowedNames` warns when the client CA is
/// the cluster CA (it signs every kubelet) or also signed the webhook's own certificate (a
/// shared issuer); names, or a CA that signs nothing else doctor can see, pass.
#[test]
fn weaker_client_authentication_is_reported() {
    let env = env();
    let report = check_now(&[
        ("mode", "injector"),
        ("nri", "{enabled: false}"),
        ("allowUnauthenticatedLegacyDelivery", "true"),
    ]);
    assert_outcome(
        &report,
        "webhook.client-auth",
        Outcome::Fail,
        "allowUnauthenticatedLegacyDelivery: true",
    );
    // The CA that signed the webhook's serving certificate, with no names.
    let shared = env.dir.path().join("webhook").join("webhook-ca.crt");
    let shared = shared.display().to_string();
    let report = check_now(&[
        ("mode", "injector"),
        ("nri", "{enabled: false}"),
        ("clientCAFile", &shared),
    ]);
    assert_outcome(&report, "webhook.client-auth", Outcome::Ok, "requires");
    assert_outcome(
        &report,
        "webhook.client-allowed-names",
        Outcome::Warn,
        "also signed the webhook's serving certificate",
    );
    let report = check_now(&[
        ("mode", "injector"),
        ("nri", "{enabled: false}"),
        ("clientCAFile", &shared),
        ("clientAllowedNames", "[kube-apiserver]"),
    ]);
    assert_outcome(
        &report,
        "webhook.client-allowed-names",
        Outcome::Ok,
        "kube-apiserver",
    );
    // The cluster CA (beside the service account token, as in a pod), with no names.
    let pod_dir = TempDir::new("doctor-sa").unwrap();
    std::fs::copy(&env.jwt_file, pod_dir.path().join("token")).unwrap();
    std::fs::copy(&env.other_ca, pod_dir.path().join("ca.crt")).unwrap();
    let token = pod_dir.path().join("token").display().to_string();
    let cluster_ca = env.other_ca.display().to_string();
    let report = check_now(&[
        ("mode", "injector"),
        ("nri", "{enabled: false}"),
        ("serviceAccountTokenFile", &token),
        ("clientCAFile", &cluster_ca),
    ]);
    assert_outcome(
        &report,
        "webhook.client-allowed-names",
        Outcome::Warn,
        "is the cluster CA",
    );
    // A CA of its own that doctor sees signing nothing else: fine.
    let dedicated = Ca::new(&pod_dir.path().join("dedicated"), "dedicated").unwrap();
    let dedicated = dedicated.pair.cert.display().to_string();
    let report = check_now(&[
        ("mode", "injector"),
        ("nri", "{enabled: false}"),
        ("serviceAccountTokenFile", &token),
        ("clientCAFile", &dedicated),
    ]);
    assert_outcome(
        &report,
        "webhook.client-allowed-names",
        Outcome::Ok,
        "dedicated",
    );
}

/// NRI delivery with the injector's own identity (trust-boundaries issue, finding 2): refused
/// at start, so `nri.identity` fails with the binary's words; with the opt-out it warns
/// (the process runs by the operator's choice); with projected service accounts it passes.
/// Legacy delivery and the renewer are not concerned. The component's role check names the
/// service account Vault saw for this pod.
#[test]
fn nri_identity_and_component_roles_are_reported() {
    let report = doctor::check(
        &config(&[
            ("mode", "injector"),
            ("nri", "{enabled: true}"),
            ("useProjectedSA", "true"),
            ("tokenRequestAudiences", "[vault]"),
        ]),
        &[],
        Some(&root()),
        SystemTime::now(),
    );
    assert_outcome(&report, "nri.identity", Outcome::Ok, "audience vault");
    assert_outcome(
        &report,
        "vault.component-role",
        Outcome::Ok,
        "role injector of the webhook binds this pod's service account vault-injector/vault-injector",
    );
    let report = check_now(&[("mode", "injector"), ("nri", "{enabled: true}")]);
    assert_outcome(
        &report,
        "nri.identity",
        Outcome::Fail,
        "useProjectedSA: true",
    );
    assert_outcome(
        &report,
        "nri.identity",
        Outcome::Fail,
        "nri.allowInjectorIdentity: true",
    );
    assert_outcome(
        &report,
        "config",
        Outcome::Fail,
        "nri.allowInjectorIdentity",
    );
    assert!(!report.passed());
    let report = check_now(&[
        ("mode", "nri"),
        ("nri", "{enabled: true, allowInjectorIdentity: true}"),
    ]);
    assert_outcome(
        &report,
        "nri.identity",
        Outcome::Warn,
        "every node holds a Vault policy that issues any role",
    );
    for overrides in [
        vec![("mode", "renewer"), ("nri", "{enabled: true}")],
        vec![("mode", "injector"), ("nri", "{enabled: false}")],
    ] {
        let report = doctor::check(&config(&overrides), &[], None, SystemTime::now());
        assert!(report.get("nri.identity").is_none(), "{overrides:?}");
    }
}
