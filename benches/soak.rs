//! The soak run (not in CI; `scripts/soak` runs it): N pods (1,000 by default) admitted,
//! renewed and deleted through the Kubernetes API double, with the renewer and the revoker
//! running as the product runs them (leader election on the double, their own Vault
//! logins through a JWT auth method). At the end nothing may be left behind: no PostgreSQL
//! user, no live pod token, no KV entry.
//!
//! Admission is done here with the same Vault calls the injector makes (an orphan pod token
//! with ownership `meta`, credentials read with it, the KV entry), because the webhook is
//! wired into mode `all` on another branch; see docs/performance.md.
//!
//! `cargo bench --profile dev --bench soak -- [pods]`; exits 1 when anything is left.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::print_stdout,
    clippy::disallowed_methods,
    missing_docs
)]

use std::fs;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::json;
use vault_db_injector::k8s;
use vault_db_injector::leadership::{ElectionConfig, Leadership, SystemClock};
use vault_db_injector::metrics;
use vault_db_injector::renewer::{self, Parts, TokenSource};
use vault_db_injector::revoker;
use vault_db_injector::runtime::{Supervisor, shutdown_channel};
use vault_db_injector::secret::SecretString;
use vault_db_injector::vault::{
    self, AuthConfig, CaSource, ClientConfig, KvEntry, KvStore, OwnToken,
};
use vdbi_testbed::Testbed;
use vdbi_testbed::kube_api::KubeApi;
use vdbi_testbed::openbao::{DB_MOUNT, KV_MOUNT, POLICY_INJECTOR, ROLE_READONLY};
use vdbi_testbed::tempdir::TempDir;

const LABEL: &str = "vault-db-injector";
const UUID_ANNOTATION: &str = "db-creds-injector.numberly.io/uuid";
const PREFIX: &str = "soak";
const AUTH_MOUNT: &str = "jwt-soak";
const LEASE_NS: &str = "vault-injector";

struct Issued {
    accessor: String,
    name: String,
}

fn client(tb: &Testbed, jwt_file: &Path) -> Arc<vault::Client> {
    Arc::new(
        vault::Client::new(ClientConfig {
            address: tb.openbao.addr(),
            ca: CaSource::File(tb.openbao.ca_cert().to_path_buf()),
            skip_verify: false,
            namespace: None,
            timeouts: vault::Timeouts::default(),
            proxy: None,
            auth: AuthConfig {
                mount: AUTH_MOUNT.into(),
                role: "soak".into(),
                jwt_file: jwt_file.to_owned(),
            },
        })
        .unwrap(),
    )
}

fn election(lease: &str) -> ElectionConfig {
    ElectionConfig {
        namespace: LEASE_NS.into(),
        lease_name: lease.into(),
        identity: "soak-0".into(),
        lease_duration: Duration::from_secs(15),
        renew_deadline: Duration::from_secs(10),
        retry_period: Duration::from_secs(2),
        mode: "soak",
    }
}

fn wait(what: &str, timeout: Duration, mut done: impl FnMut() -> bool) -> bool {
    let started = Instant::now();
    while started.elapsed() < timeout {
        if done() {
            println!("{what}: {:.1} s", started.elapsed().as_secs_f64());
            return true;
        }
        std::thread::sleep(Duration::from_secs(1));
    }
    println!("{what}: NOT reached within {timeout:?}");
    false
}

fn main() {
    let pods = std::env::args()
        .filter(|a| !a.starts_with('-'))
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000usize);
    println!("soak: {pods} pods admitted, renewed and deleted");
    let tb = Testbed::start().unwrap_or_else(|e| panic!("{e}"));
    let dir = TempDir::new("soak").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    api.add_token("admin-token", "admin");
    // The renewer and revoker log in as the product does, with their service account's
    // JWT (issued by the double) through a JWT auth method that trusts the double's key.
    tb.openbao
        .write(&format!("sys/auth/{AUTH_MOUNT}"), &json!({"type": "jwt"}))
        .unwrap();
    tb.openbao
        .write(
            &format!("auth/{AUTH_MOUNT}/config"),
            &json!({"jwt_validation_pubkeys": [api.signing_public_pem()]}),
        )
        .unwrap();
    tb.openbao
        .write(
            "sys/policies/acl/soak-go",
            &json!({"policy": "path \"auth/token/revoke-orphan\" {\n  capabilities = [\"update\", \"sudo\"]\n}\n"}),
        )
        .unwrap();
    tb.openbao
        .write(
            &format!("auth/{AUTH_MOUNT}/role/soak"),
            &json!({
                "role_type": "jwt", "user_claim": "sub", "bound_audiences": ["vault"],
                "token_policies": [POLICY_INJECTOR, "soak-go"], "token_ttl": "1h",
            }),
        )
        .unwrap();
    let jwt = api
        .issue_token(
            LEASE_NS,
            "vault-injector",
            &["vault", vdbi_testbed::kube_api::jwt::API_AUDIENCE],
            Duration::from_secs(3600),
        )
        .unwrap();
    let jwt_file = dir.path().join("sa.jwt");
    fs::write(&jwt_file, jwt).unwrap();
    let kube = Arc::new(
        k8s::Client::new(k8s::ClientConfig {
            server: api.url().to_owned(),
            ca_pem: fs::read(api.ca_cert_path()).unwrap(),
            credentials: k8s::Credentials::Token(SecretString::new("admin-token".into())),
            source: "soak".into(),
            timeouts: k8s::Timeouts::default(),
        })
        .unwrap(),
    );
    let vault = client(&tb, &jwt_file);
    let kv = KvStore::new(KV_MOUNT, PREFIX).unwrap();
    let injector = OwnToken::new(Arc::clone(&vault), Duration::from_secs(3600));
    let injector_token = injector.token().unwrap();

    // Admission: pod token, credentials, KV entry, then the pod.
    let started = Instant::now();
    let issued: Vec<Issued> = std::thread::scope(|scope| {
        let per = pods.div_ceil(4);
        let handles: Vec<_> = (0..4)
            .map(|t| {
                let (tb, vault, kv, token, api) = (&tb, &vault, &kv, &injector_token, &api);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for i in (t * per)..((t + 1) * per).min(pods) {
                        let uuid = format!("soak-{i:05}");
                        let name = format!("app-{i:05}");
                        let created = tb
                            .openbao
                            .write(
                                "auth/token/create-orphan",
                                &json!({
                                    "policies": [ROLE_READONLY], "ttl": "1h",
                                    "meta": {"namespace": "default", "uuid": uuid},
                                }),
                            )
                            .unwrap();
                        let pod_token = SecretString::new(
                            created["auth"]["client_token"].as_str().unwrap().to_owned(),
                        );
                        let accessor = created["auth"]["accessor"].as_str().unwrap().to_owned();
                        let creds = vault
                            .read_creds(&pod_token, DB_MOUNT, ROLE_READONLY)
                            .unwrap();
                        let entry = KvEntry {
                            lease_id: creds.lease_id,
                            namespace: "default".into(),
                            service_account_name: "app".into(),
                            token_accessor: accessor.clone(),
                            db_username: creds.username,
                            role: ROLE_READONLY.into(),
                            version: "2".into(),
                            ..KvEntry::default()
                        };
                        kv.put(vault, token, &uuid, &entry).unwrap();
                        api.create_pod(json!({
                            "apiVersion": "v1", "kind": "Pod",
                            "metadata": {"name": name, "namespace": "default",
                                "labels": {LABEL: "true"},
                                "annotations": {UUID_ANNOTATION: uuid}},
                            "spec": {"serviceAccountName": "app", "nodeName": "node-1",
                                "containers": [{"name": "app", "image": "busybox"}]},
                        }))
                        .unwrap();
                        out.push(Issued { accessor, name });
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    println!(
        "admitted {} pods in {:.1} s",
        issued.len(),
        started.elapsed().as_secs_f64()
    );

    // Renewer and revoker, as modes renewer and revoker run them.
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let renewer_token: Arc<dyn TokenSource> =
        Arc::new(OwnToken::new(Arc::clone(&vault), Duration::from_secs(3600)));
    let mut specs = renewer::threads(Parts {
        kube: Arc::clone(&kube),
        vault: Arc::clone(&vault),
        token: renewer_token,
        settings: renewer::Settings {
            kv_mount: KV_MOUNT.into(),
            kv_prefix: PREFIX.into(),
            injector_label: LABEL.into(),
            sync_interval: Duration::from_secs(10),
            token_ttl: Duration::from_secs(2 * 3600),
            lease_increment: Duration::from_secs(2 * 3600),
            vault_rate_limit: 100,
        },
        election: Some(election("lock-injector-renewer")),
        leadership: Leadership::new(),
        clock: Arc::new(SystemClock),
    });
    specs.extend(
        revoker::start_parts(
            Arc::clone(&kube),
            Arc::clone(&vault),
            revoker::Settings {
                kv_mount: KV_MOUNT.into(),
                kv_prefix: PREFIX.into(),
                injector_label: LABEL.into(),
                sweep_interval: Duration::from_secs(30),
                grace_period: Duration::from_secs(60),
                max_revoke_share: 0.2,
                vault_rate_limit: 100,
            },
            election("lock-injector-revoker"),
            4,
        )
        .unwrap(),
    );
    renewer::start_parts(&supervisor, specs).unwrap();
    let renewed = || {
        metrics::render()
            .lines()
            .filter(|l| l.starts_with("vdbi_renew_lease_count_success{"))
            .count()
    };
    let all_renewed = wait("every lease renewed", Duration::from_secs(600), || {
        renewed() >= issued.len()
    });
    let passes = tb
        .openbao
        .audit_count(|e| e.kind == "request" && e.path == "sys/leases/renew")
        .unwrap();

    // Deletion.
    let started = Instant::now();
    for i in &issued {
        api.delete_pod("default", &i.name);
    }
    println!(
        "deleted {} pods in {:.1} s",
        issued.len(),
        started.elapsed().as_secs_f64()
    );
    let root = SecretString::new(tb.openbao.root_token().expose_secret().to_owned());
    let kv_empty = wait("every KV entry gone", Duration::from_secs(900), || {
        kv.list(&vault, &root)
            .map(|k| k.is_empty())
            .unwrap_or(false)
    });
    let roles_gone = wait(
        "every PostgreSQL user gone",
        Duration::from_secs(120),
        || tb.postgres.count_roles("v-").unwrap_or(usize::MAX) == 0,
    );
    trigger.trigger();
    std::thread::sleep(Duration::from_secs(2));
    let tokens_left = issued
        .iter()
        .filter(|i| {
            tb.openbao
                .write(
                    "auth/token/lookup-accessor",
                    &json!({"accessor": i.accessor}),
                )
                .is_ok()
        })
        .count();
    let kv_left = kv
        .list(&vault, &root)
        .map(|k| k.len())
        .unwrap_or(usize::MAX);
    let roles_left = tb.postgres.count_roles("v-").unwrap_or(usize::MAX);
    println!();
    println!("| measure | value |");
    println!("|---|---|");
    println!("| pods admitted, renewed, deleted | {} |", issued.len());
    println!("| every lease renewed at least once | {all_renewed} ({passes} lease renewals) |");
    println!("| KV entries left | {kv_left} |");
    println!("| PostgreSQL users left | {roles_left} |");
    println!("| pod tokens left | {tokens_left} |");
    let clean = all_renewed
        && kv_empty
        && roles_gone
        && kv_left == 0
        && roles_left == 0
        && tokens_left == 0;
    println!(
        "| result | {} |",
        if clean {
            "clean"
        } else {
            "LEFT SOMETHING BEHIND"
        }
    );
    if !clean {
        std::process::exit(1);
    }
}
