//! The renewer against real OpenBao and PostgreSQL and the Kubernetes API double: it moves
//! PostgreSQL's `VALID UNTIL` and the token's TTL forward (new and Go-format entries),
//! keeps short-TTL credentials alive past their first TTL and stops at `max_ttl`, retries
//! through a Vault outage without letting a lease lapse, forgets a deleted pod's series,
//! of two replicas only the leader renews, and a lease revoked behind its back is revoked
//! and deleted after the ownership check (an entry failing the check is left and counted).

// Helpers here are test code too (clippy's allow-*-in-tests only covers #[test] bodies).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::fs;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use serde_json::{Value, json};
use vault_db_injector::k8s;
use vault_db_injector::leadership::{ElectionConfig, Leadership, SystemClock};
use vault_db_injector::limits;
use vault_db_injector::metrics;
use vault_db_injector::renewer::{self, FixedToken, Parts, Settings};
use vault_db_injector::runtime::{ShutdownTrigger, Supervisor, shutdown_channel};
use vault_db_injector::secret::SecretString;
use vault_db_injector::vault::{
    self, AuthConfig, CaSource, ClientConfig, KvEntry, KvStore, TokenMeta, TokenRequest,
};
use vdbi_testbed::Testbed;
use vdbi_testbed::kube_api::KubeApi;
use vdbi_testbed::openbao::{
    DB_MOUNT, KV_MOUNT, OpenBao, OpenBaoMode, POLICY_INJECTOR, ROLE_READONLY, ROLE_SHORT,
    TOKEN_ROLE,
};
use vdbi_testbed::proxy::{Fault, Proxy, Rule};
use vdbi_testbed::tempdir::TempDir;

const LABEL: &str = "vault-db-injector";
const UUID_ANNOTATION: &str = "db-creds-injector.numberly.io/uuid";
const NAMESPACE: &str = "default";
/// A policy the renewer's test token holds on top of the injector's: renew and revoke by
/// token, for entries of the Go original.
const POLICY_GO_ENTRIES: &str = "renewer-go-entries";

fn testbed() -> &'static Testbed {
    vdbi_testbed::shared().unwrap_or_else(|e| panic!("{e}"))
}

fn unique(stem: &str) -> String {
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!("{stem}-{}-{nanos:x}", std::process::id())
}

fn vault_client(address: String, ca: PathBuf) -> Arc<vault::Client> {
    Arc::new(
        vault::Client::new(ClientConfig {
            address,
            ca: CaSource::File(ca),
            skip_verify: false,
            namespace: None,
            timeouts: vault::Timeouts {
                call: Duration::from_secs(3),
                ..vault::Timeouts::default()
            },
            proxy: None,
            auth: AuthConfig {
                mount: "kubernetes".into(),
                role: "injector".into(),
                jwt_file: PathBuf::from("/nonexistent"),
            },
        })
        .unwrap(),
    )
}

/// A renewer's own token: the injector policy, plus renew/revoke by token.
fn renewer_token(bao: &OpenBao, name: &str) -> Arc<SecretString> {
    bao
        .write(
            &format!("sys/policies/acl/{POLICY_GO_ENTRIES}"),
            &json!({"policy": "path \"auth/token/renew\" {\n  capabilities = [\"update\"]\n}\npath \"auth/token/revoke-orphan\" {\n  capabilities = [\"update\", \"sudo\"]\n}\n"}),
        )
        .unwrap();
    Arc::new(
        bao.create_token(&json!({
            "policies": [POLICY_INJECTOR, POLICY_GO_ENTRIES],
            "ttl": "1h",
            "display_name": name,
        }))
        .unwrap(),
    )
}

struct Cluster {
    _dir: TempDir,
    api: KubeApi,
    kube: Arc<k8s::Client>,
}

fn cluster() -> Cluster {
    let dir = TempDir::new("renewer").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    api.add_token("admin-token", "admin");
    let kube = Arc::new(
        k8s::Client::new(k8s::ClientConfig {
            server: api.url().to_owned(),
            ca_pem: fs::read(api.ca_cert_path()).unwrap(),
            credentials: k8s::Credentials::Token(SecretString::new("admin-token".into())),
            source: "test".into(),
            timeouts: k8s::Timeouts::default(),
        })
        .unwrap(),
    );
    Cluster {
        _dir: dir,
        api,
        kube,
    }
}

/// What one admission issued.
struct Issued {
    uuid: String,
    username: String,
    password: SecretString,
    accessor: String,
    lease_id: String,
}

/// Issues a pod token and database credentials as admission does, and records them in
/// KV: a new entry (accessor, `Version`) or a Go-format one (raw token, no `Version`).
fn issue(
    bao: &OpenBao,
    vault: &vault::Client,
    kv: &KvStore,
    role: &str,
    go_format: bool,
) -> Issued {
    issue_with_meta_uuid(bao, vault, kv, role, go_format, None)
}

/// [`issue`], with the token's `meta` naming `meta_uuid` instead of the entry's own uuid
/// when given (a token that does not belong to the entry).
fn issue_with_meta_uuid(
    bao: &OpenBao,
    vault: &vault::Client,
    kv: &KvStore,
    role: &str,
    go_format: bool,
    meta_uuid: Option<&str>,
) -> Issued {
    let token = PodToken {
        meta_uuid,
        ..PodToken::default()
    };
    issue_full(bao, vault, kv, role, go_format, &token)
}

/// What the pod token of an issued credential is made with.
#[derive(Clone, Copy)]
struct PodToken<'a> {
    /// The uuid its `meta` names, when not the entry's own (a token that does not belong
    /// to the entry).
    meta_uuid: Option<&'a str>,
    /// The pod UID its `meta` names, if any.
    meta_pod_uid: Option<&'a str>,
    /// Its TTL at issue: the renewer renews a token when its margin is left (half of a
    /// short TTL), by the TTL its first lookup gives.
    ttl: &'a str,
}

impl Default for PodToken<'_> {
    fn default() -> Self {
        PodToken {
            meta_uuid: None,
            meta_pod_uid: None,
            ttl: "1h",
        }
    }
}

/// [`issue`] with a pod token made as `token` says.
fn issue_full(
    bao: &OpenBao,
    vault: &vault::Client,
    kv: &KvStore,
    role: &str,
    go_format: bool,
    token: &PodToken<'_>,
) -> Issued {
    let PodToken {
        meta_uuid,
        meta_pod_uid,
        ttl: token_ttl,
    } = *token;
    let uuid = unique("u");
    let injector = renewer_token(bao, "injector-test");
    let auth = vault
        .create_token(
            &injector,
            &TokenRequest {
                role: Some(TOKEN_ROLE.into()),
                policies: vec![role.into()],
                ttl: Some(token_ttl.into()),
                display_name: "renewer-test".into(),
                meta: TokenMeta {
                    namespace: NAMESPACE.into(),
                    pod_uid: meta_pod_uid.map(str::to_owned),
                    uuid: meta_uuid.unwrap_or(&uuid).to_owned(),
                },
                ..TokenRequest::default()
            },
        )
        .unwrap();
    let creds = vault
        .read_creds(&auth.client_token, DB_MOUNT, role)
        .unwrap();
    let entry = KvEntry {
        lease_id: creds.lease_id.clone(),
        token_id: go_format.then(|| SecretString::new(auth.client_token.expose_secret().into())),
        namespace: NAMESPACE.into(),
        service_account_name: String::new(),
        token_accessor: if go_format {
            String::new()
        } else {
            auth.accessor.clone()
        },
        db_username: creds.username.clone(),
        role: role.into(),
        version: if go_format { String::new() } else { "2".into() },
        ..KvEntry::default()
    };
    kv.put(vault, &injector, &uuid, &entry).unwrap();
    Issued {
        uuid,
        username: creds.username,
        password: creds.password,
        accessor: auth.accessor,
        lease_id: creds.lease_id,
    }
}

/// Hands the credentials to `crate::alone`'s search of the test's output (in a delegated
/// child; nothing elsewhere).
fn note_issued(issued: &Issued) {
    crate::alone::note_secrets(&[
        issued.password.expose_secret(),
        &issued.accessor,
        &issued.lease_id,
    ]);
}

/// The shared testbed, a fresh API double and Vault client, a fresh KV prefix, and `n`
/// credentials of `ROLE_READONLY` under it, each with a labelled pod `web-<i>`.
type Seeded = (
    &'static Testbed,
    Cluster,
    Arc<vault::Client>,
    String,
    Vec<Issued>,
);

fn seeded(name: &str, n: usize) -> Seeded {
    let tb = testbed();
    let cluster = cluster();
    let vault = vault_client(tb.openbao.addr(), tb.openbao.ca_cert().to_path_buf());
    let prefix = unique(name);
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let issued: Vec<Issued> = (0..n)
        .map(|_| issue(&tb.openbao, &vault, &kv, ROLE_READONLY, false))
        .collect();
    for (i, e) in issued.iter().enumerate() {
        create_pod(&cluster.api, &format!("web-{i}"), &[&e.uuid]);
    }
    (tb, cluster, vault, prefix, issued)
}

/// A renewer started as in `start_renewer`, with a token of its own named after `name`
/// (returned: its calls are told apart in the audit log by it).
fn seeded_renewer(
    cluster: &Cluster,
    vault: &Arc<vault::Client>,
    prefix: &str,
    name: &str,
    options: &Options,
) -> (String, Running) {
    let name = unique(name);
    let running = start_renewer(
        cluster,
        Arc::clone(vault),
        renewer_token(&testbed().openbao, &name),
        prefix,
        options,
    );
    (name, running)
}

fn create_pod(api: &KubeApi, name: &str, uuids: &[&str]) -> String {
    let pod = api
        .create_pod(json!({
            "apiVersion": "v1", "kind": "Pod",
            "metadata": {
                "name": name, "namespace": NAMESPACE,
                "labels": {LABEL: "true"},
                "annotations": {UUID_ANNOTATION: uuids.join(",")},
            },
            "spec": {
                "serviceAccountName": "app", "nodeName": "node-1",
                "containers": [{"name": "app", "image": "busybox"}],
            },
        }))
        .unwrap();
    pod.metadata.uid.unwrap_or_default()
}

struct Running {
    trigger: ShutdownTrigger,
    supervisor: Supervisor,
    threads: usize,
    leadership: Leadership,
}

impl Drop for Running {
    /// Waits until every thread of the renewer has ended (not a fixed pause), so nothing
    /// of it runs on while the next test uses the shared OpenBao.
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

struct Options {
    token_ttl: Duration,
    lease_increment: Duration,
    identity: &'static str,
    lease_name: String,
    warm_standby: bool,
    sync_interval: Duration,
}

fn start_renewer(
    cluster: &Cluster,
    vault: Arc<vault::Client>,
    token: Arc<SecretString>,
    prefix: &str,
    options: &Options,
) -> Running {
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let leadership = Leadership::new();
    let specs = renewer::threads(Parts {
        kube: Arc::clone(&cluster.kube),
        vault,
        token: Arc::new(FixedToken(token)),
        settings: Settings {
            kv_mount: KV_MOUNT.into(),
            kv_prefix: prefix.into(),
            injector_label: LABEL.into(),
            sync_interval: options.sync_interval,
            token_ttl: options.token_ttl,
            lease_increment: options.lease_increment,
            vault_rate_limit: 50,
            warm_standby: options.warm_standby,
            allowed_engines: Vec::new(),
        },
        election: Some(ElectionConfig {
            namespace: "vault-injector".into(),
            lease_name: options.lease_name.clone(),
            identity: options.identity.into(),
            lease_duration: Duration::from_secs(3),
            renew_deadline: Duration::from_secs(2),
            retry_period: Duration::from_millis(500),
            mode: "renewer",
        }),
        leadership: leadership.clone(),
        clock: Arc::new(SystemClock),
    });
    let threads = specs.len();
    renewer::start_parts(&supervisor, specs).unwrap();
    Running {
        trigger,
        supervisor,
        threads,
        leadership,
    }
}

fn wait_for(what: &str, timeout: Duration, mut f: impl FnMut() -> bool) {
    let deadline = Instant::now() + timeout;
    while Instant::now() < deadline {
        if f() {
            return;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    panic!("timed out waiting for {what}");
}

fn valid_for(tb: &Testbed, user: &str) -> Duration {
    let until = tb.postgres.valid_until(user).unwrap().unwrap();
    until
        .duration_since(SystemTime::now())
        .unwrap_or(Duration::ZERO)
}

fn token_ttl(tb: &Testbed, accessor: &str) -> u64 {
    let answer: Value = tb
        .openbao
        .write("auth/token/lookup-accessor", &json!({"accessor": accessor}))
        .unwrap();
    answer["data"]["ttl"].as_u64().unwrap()
}

fn series_present(name: &str, uuid: &str) -> bool {
    metrics::render()
        .lines()
        .any(|l| l.starts_with(name) && l.contains(&format!("uuid=\"{uuid}\"")))
}

fn gauge(name: &str, uuid: &str) -> Option<f64> {
    metrics::render()
        .lines()
        .find(|l| l.starts_with(&format!("{name}{{")) && l.contains(&format!("uuid=\"{uuid}\"")))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

fn options(lease_increment: Duration, identity: &'static str) -> Options {
    Options {
        token_ttl: Duration::from_secs(3 * 3600),
        lease_increment,
        identity,
        lease_name: unique("renewer-lock"),
        warm_standby: false,
        sync_interval: Duration::from_secs(1),
    }
}

#[test]
fn renewal_moves_valid_until_and_the_token_ttl_for_new_and_go_entries() {
    // Alone in its own process (see `crate::alone`): its log lines, the in-process
    // renewer's among them, are searched for the credentials below.
    if crate::alone::delegated(
        "renewer::renewal_moves_valid_until_and_the_token_ttl_for_new_and_go_entries",
    ) {
        return;
    }
    let tb = testbed();
    let cluster = cluster();
    let vault = vault_client(tb.openbao.addr(), tb.openbao.ca_cert().to_path_buf());
    let prefix = unique("renewer-basic");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    // Tokens of 40 s: renewed once their margin (half) is left, 20 s after the first read.
    let short_token = PodToken {
        ttl: "40s",
        ..PodToken::default()
    };
    let new = issue_full(&tb.openbao, &vault, &kv, ROLE_READONLY, false, &short_token);
    let go = issue_full(&tb.openbao, &vault, &kv, ROLE_READONLY, true, &short_token);
    // An entry whose pod is gone: not renewed (the revoker's business).
    let orphan = issue(&tb.openbao, &vault, &kv, ROLE_READONLY, false);
    for issued in [&new, &go, &orphan] {
        note_issued(issued);
    }
    for issued in [&new, &go, &orphan] {
        assert!(valid_for(tb, &issued.username) < Duration::from_secs(3700));
    }
    let uid = create_pod(&cluster.api, "web-new", &[&new.uuid]);
    create_pod(&cluster.api, "web-go", &[&go.uuid]);
    let token = renewer_token(&tb.openbao, "renewer-basic");
    let running = start_renewer(
        &cluster,
        Arc::clone(&vault),
        Arc::clone(&token),
        &prefix,
        &options(Duration::from_secs(2 * 3600), "replica-a"),
    );
    for issued in [&new, &go] {
        wait_for("VALID UNTIL to move", Duration::from_secs(20), || {
            valid_for(tb, &issued.username) > Duration::from_secs(6000)
        });
        wait_for("the token TTL to move", Duration::from_secs(45), || {
            token_ttl(tb, &issued.accessor) > 2 * 3600
        });
        assert_eq!(
            tb.postgres
                .psql_login(&issued.username, issued.password.expose_secret())
                .unwrap(),
            issued.username
        );
    }
    assert!(valid_for(tb, &orphan.username) < Duration::from_secs(3700));
    assert!(token_ttl(tb, &orphan.accessor) <= 3600);
    assert!(running.leadership.is_leading());
    // The gauges the alerts need.
    assert_eq!(
        gauge("vdbi_lease_granted_ttl_seconds", &new.uuid),
        Some(7200.0)
    );
    assert_eq!(
        gauge("vdbi_token_granted_ttl_seconds", &new.uuid),
        Some(10800.0)
    );
    assert!(gauge("vdbi_lease_expiration", &go.uuid).unwrap() > 1.0e9);
    // Missing pod fields were back-filled, with the UID of the one pod that carries it.
    wait_for("the backfill", Duration::from_secs(10), || {
        let entry = kv.get(&vault, &token, &new.uuid).unwrap().unwrap();
        entry.pod_name == "web-new"
            && entry.node_name == "node-1"
            && entry.service_account_name == "app"
            && entry.pod_uid == uid
    });
    // No credential, token accessor or lease id reaches a metric label.
    let exposition = metrics::render();
    for issued in [&new, &go] {
        crate::leaks::assert_no_leak(
            &[("metrics", &exposition)],
            &[issued.password.expose_secret(), &issued.accessor],
        );
        assert!(!exposition.contains("database/creds/"));
    }
    // The pod goes: its series go at the next relist.
    cluster.api.delete_pod(NAMESPACE, "web-new");
    wait_for("the series to go", Duration::from_secs(10), || {
        !series_present("vdbi_lease_expiration", &new.uuid)
            && !series_present("vdbi_lease_granted_ttl_seconds", &new.uuid)
    });
    assert!(series_present("vdbi_lease_expiration", &go.uuid));
}

#[test]
fn short_ttl_credentials_outlive_their_first_ttl_and_stop_at_max_ttl() {
    // app-short: default_ttl 10 s, max_ttl 30 s. With a 6 s increment the lease is renewed
    // every 3 to 4 s until max_ttl caps it; then it is final. Alone in its own process, so
    // that its log lines are searched for the credentials (`crate::alone`).
    if crate::alone::delegated(
        "renewer::short_ttl_credentials_outlive_their_first_ttl_and_stop_at_max_ttl",
    ) {
        return;
    }
    let tb = testbed();
    let cluster = cluster();
    let vault = vault_client(tb.openbao.addr(), tb.openbao.ca_cert().to_path_buf());
    let prefix = unique("renewer-short");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let issued_at = Instant::now();
    let short = issue(&tb.openbao, &vault, &kv, ROLE_SHORT, false);
    create_pod(&cluster.api, "web-short", &[&short.uuid]);
    // A long-lived lease in the same renewer: its renewals show the renewer alive while
    // the capped one is not renewed.
    let steady = issue(&tb.openbao, &vault, &kv, ROLE_READONLY, false);
    create_pod(&cluster.api, "web-steady", &[&steady.uuid]);
    note_issued(&short);
    note_issued(&steady);
    let _running = start_renewer(
        &cluster,
        Arc::clone(&vault),
        renewer_token(&tb.openbao, "renewer-short"),
        &prefix,
        &options(Duration::from_secs(6), "replica-a"),
    );
    std::thread::sleep(Duration::from_secs(15).saturating_sub(issued_at.elapsed()));
    assert_eq!(
        tb.postgres
            .psql_login(&short.username, short.password.expose_secret())
            .unwrap(),
        short.username,
        "alive 15 s after a 10 s lease was issued"
    );
    wait_for("the cap", Duration::from_secs(25), || {
        gauge("vdbi_lease_capped", &short.uuid) == Some(1.0)
    });
    // Per-uuid series: no other test makes these label values.
    let renewals = |uuid: &str| {
        metrics::render()
            .lines()
            .find(|l| {
                l.starts_with("vdbi_renew_lease_count_success{")
                    && l.contains(&format!("uuid=\"{uuid}\""))
            })
            .and_then(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    let at_cap = renewals(&short.uuid);
    assert!(
        (3.0..=12.0).contains(&at_cap),
        "{at_cap} renewals up to max_ttl"
    );
    // The renewer renews the steady lease twice more (every 3 to 4 s): it is alive and
    // passing, and the capped lease got no renewal meanwhile.
    let steady_at_cap = renewals(&steady.uuid);
    wait_for("two more steady renewals", Duration::from_secs(20), || {
        renewals(&steady.uuid) >= steady_at_cap + 2.0
    });
    assert_eq!(
        renewals(&short.uuid),
        at_cap,
        "a capped lease is not renewed again"
    );
    // The pod's owners are told, on the pod, when its credentials stop working; the Event
    // names no lease id, accessor or password.
    wait_for("the expiry event", Duration::from_secs(10), || {
        cluster.api.events().iter().any(|e| {
            e.reason.as_deref() == Some("CredentialsExpireSoon")
                && e.regarding.as_ref().and_then(|r| r.name.as_deref()) == Some("web-short")
        })
    });
    let text = serde_json::to_string(&cluster.api.events()).unwrap();
    assert!(
        text.contains(&short.uuid),
        "the Event names the credentials by uuid"
    );
    crate::leaks::assert_no_leak(
        &[("the Events", &text)],
        &[
            short.lease_id.as_str(),
            short.accessor.as_str(),
            short.password.expose_secret(),
        ],
    );
}

#[test]
fn a_vault_outage_during_passes_is_retried_and_nothing_lapses() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated(
        "renewer::a_vault_outage_during_passes_is_retried_and_nothing_lapses",
    ) {
        return;
    }
    let tb = testbed();
    let cluster = cluster();
    let direct = vault_client(tb.openbao.addr(), tb.openbao.ca_cert().to_path_buf());
    let proxy = Proxy::in_front_of(&tb.openbao).unwrap();
    let through_proxy = vault_client(proxy.addr(), proxy.ca_cert().to_path_buf());
    let prefix = unique("renewer-outage");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let issued_at = Instant::now();
    let short = issue(&tb.openbao, &direct, &kv, ROLE_SHORT, false);
    create_pod(&cluster.api, "web-outage", &[&short.uuid]);
    let errors = || {
        ["unavailable", "rate_limited"]
            .iter()
            .map(|r| {
                metrics::global()
                    .renewer_vault_errors_total
                    .with(&[*r])
                    .get()
            })
            .sum::<f64>()
    };
    let before = errors();
    let _running = start_renewer(
        &cluster,
        through_proxy,
        renewer_token(&tb.openbao, "renewer-outage"),
        &prefix,
        &options(Duration::from_secs(8), "replica-a"),
    );
    wait_for("a first renewal", Duration::from_secs(8), || {
        gauge("vdbi_lease_granted_ttl_seconds", &short.uuid).is_some()
    });
    // Vault goes away (connections closed, then 503 sealed-style answers) for at least 3 s
    // and until a renewal has failed through it: when the next renewal falls due depends on
    // when the first pass ran, so a fixed window could end before it and see no failure.
    let outage = Instant::now();
    proxy.add(Rule::new(Fault::Close).times(4));
    proxy.add(Rule::new(Fault::Status {
        status: 503,
        retry_after: None,
    }));
    wait_for(
        "a renewal failed by the outage",
        Duration::from_secs(8),
        || errors() > before,
    );
    std::thread::sleep(Duration::from_secs(3).saturating_sub(outage.elapsed()));
    proxy.clear();
    std::thread::sleep(Duration::from_secs(16).saturating_sub(issued_at.elapsed()));
    assert_eq!(
        tb.postgres
            .psql_login(&short.username, short.password.expose_secret())
            .unwrap(),
        short.username,
        "alive 16 s after a 10 s lease was issued, through the outage"
    );
}

/// Vault's rate limit, end to end through the fault proxy: the first renewal is answered
/// 429, counted as `rate_limited`, renewals pause, and the lease is renewed after the pause.
#[test]
fn a_429_from_vault_pauses_renewals_and_they_resume() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated("renewer::a_429_from_vault_pauses_renewals_and_they_resume") {
        return;
    }
    let tb = testbed();
    let cluster = cluster();
    let direct = vault_client(tb.openbao.addr(), tb.openbao.ca_cert().to_path_buf());
    let proxy = Proxy::in_front_of(&tb.openbao).unwrap();
    let through_proxy = vault_client(proxy.addr(), proxy.ca_cert().to_path_buf());
    let prefix = unique("renewer-429");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let issued = issue(&tb.openbao, &direct, &kv, ROLE_READONLY, false);
    create_pod(&cluster.api, "web-429", &[&issued.uuid]);
    let rate_limited = || {
        metrics::global()
            .renewer_vault_errors_total
            .with(&["rate_limited"])
            .get()
    };
    let renewed = || {
        metrics::global()
            .renew_lease_count_success
            .with(&[&issued.uuid, NAMESPACE])
            .get()
    };
    assert_eq!(rate_limited(), 0.0);
    proxy.add(
        Rule::new(Fault::Status {
            status: 429,
            retry_after: None,
        })
        .path("sys/leases/renew")
        // The client retries a 429 itself (limits::VAULT_RETRY_ATTEMPTS attempts): every
        // attempt of the first renewal is refused, so the renewer sees the 429.
        .times(limits::VAULT_RETRY_ATTEMPTS),
    );
    // A 20 s increment: the lease has about 10 s left at each renewal, more than the pause.
    let _running = start_renewer(
        &cluster,
        through_proxy,
        renewer_token(&tb.openbao, "renewer-429"),
        &prefix,
        &options(Duration::from_secs(20), "replica-a"),
    );
    wait_for("the 429 counted", Duration::from_secs(30), || {
        rate_limited() >= 1.0
    });
    let limited_at = Instant::now();
    let refused = proxy
        .requests()
        .iter()
        .filter(|r| r.fault == "status" && r.path.contains("sys/leases/renew"))
        .count();
    assert_eq!(
        refused,
        limits::VAULT_RETRY_ATTEMPTS as usize,
        "the 429s came from the proxy: {:?}",
        proxy.requests()
    );
    assert_eq!(renewed(), 0.0, "renewed despite the 429");
    wait_for("a renewal after the pause", Duration::from_secs(20), || {
        renewed() >= 1.0
    });
    let paused = limited_at.elapsed();
    assert!(
        paused >= Duration::from_secs(3),
        "renewed {paused:?} after a 429"
    );
    assert_eq!(rate_limited(), 1.0);
    assert!(valid_for(tb, &issued.username) > Duration::from_secs(5));
    assert_eq!(
        tb.postgres
            .psql_login(&issued.username, issued.password.expose_secret())
            .unwrap(),
        issued.username
    );
    // The failed renewal was told on the pod (where the application team looks), naming
    // the credentials by uuid and nothing secret.
    wait_for("the renewal failure Event", Duration::from_secs(10), || {
        reasons_for(&cluster.api, "web-429").contains(&"CredentialsRenewalFailed".to_owned())
    });
    let events = cluster.api.events();
    let failed = events
        .iter()
        .find(|e| e.reason.as_deref() == Some("CredentialsRenewalFailed"))
        .unwrap();
    assert_eq!(failed.type_.as_deref(), Some("Warning"));
    let note = failed.note.clone().unwrap_or_default();
    assert!(
        note.contains("database lease") && note.contains(&issued.uuid),
        "{note}"
    );
    let text = serde_json::to_string(&events).unwrap();
    crate::leaks::assert_no_leak(
        &[("the Events", &text)],
        &[
            issued.lease_id.as_str(),
            issued.accessor.as_str(),
            issued.password.expose_secret(),
        ],
    );
}

#[test]
fn of_two_renewers_exactly_one_renews() {
    let (tb, cluster, vault, prefix, issued) = seeded("renewer-two", 3);
    let lease_name = unique("renewer-two-lock");
    let names = [unique("renewer-a"), unique("renewer-b")];
    let replicas: Vec<Running> = ["replica-a", "replica-b"]
        .into_iter()
        .zip(&names)
        .map(|(identity, name)| {
            start_renewer(
                &cluster,
                Arc::clone(&vault),
                renewer_token(&tb.openbao, name),
                &prefix,
                &Options {
                    lease_name: lease_name.clone(),
                    ..options(Duration::from_secs(2 * 3600), identity)
                },
            )
        })
        .collect();
    for e in &issued {
        wait_for("the leader's renewals", Duration::from_secs(20), || {
            valid_for(tb, &e.username) > Duration::from_secs(6000)
        });
    }
    // Not a fixed pause: the holder is seen renewing the Lease twice more after its
    // renewals (so the follower had election rounds to get it wrong in), then checked.
    let renew_time = || {
        cluster
            .api
            .lease("vault-injector", &lease_name)
            .and_then(|l| l.spec)
            .and_then(|s| s.renew_time)
    };
    for _ in 0..2 {
        let seen = renew_time();
        wait_for(
            "the Lease renewed by its holder",
            Duration::from_secs(10),
            || renew_time() != seen,
        );
    }
    let leading: Vec<bool> = replicas.iter().map(|r| r.leadership.is_leading()).collect();
    assert_eq!(leading.iter().filter(|l| **l).count(), 1, "{leading:?}");
    // OpenBao's audit log names each renewer token (display name `token-<name>`).
    let renewals_by = |name: &str| {
        tb.openbao
            .audit_count(|e| {
                e.kind == "request"
                    && e.path == "sys/leases/renew"
                    && e.raw["auth"]["display_name"]
                        .as_str()
                        .is_some_and(|d| d.ends_with(name))
            })
            .unwrap()
    };
    let counts: Vec<usize> = names.iter().map(|n| renewals_by(n)).collect();
    assert!(
        counts.contains(&0) && counts.iter().sum::<usize>() == issued.len(),
        "renewals per replica: {counts:?}"
    );
    // The follower's 0 was that of a live replica: once the leader stops (and releases the
    // Lease), the follower leads and renews.
    let mut replicas = replicas;
    let leader = leading.iter().position(|l| *l).unwrap();
    let follower = 1 - leader;
    assert_eq!(counts[follower], 0, "renewals per replica: {counts:?}");
    drop(replicas.remove(leader));
    wait_for(
        "the follower leading and renewing",
        Duration::from_secs(20),
        || replicas[0].leadership.is_leading() && renewals_by(&names[follower]) > 0,
    );
}

#[test]
fn an_openbao_restart_during_passes_is_retried_and_nothing_lapses() {
    // OpenBao with file storage keeps its leases across a restart (a dev server would
    // forget them); the renewer must ride through the restart.
    let tb = testbed();
    let data = TempDir::new("renewer-file").unwrap();
    let mut bao = OpenBao::start(OpenBaoMode::File {
        dir: data.path().to_owned(),
    })
    .unwrap_or_else(|e| panic!("{e}"));
    bao.configure(&tb.postgres).unwrap();
    let cluster = cluster();
    let vault = vault_client(bao.addr(), bao.ca_cert().to_path_buf());
    let prefix = unique("renewer-restart");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let issued_at = Instant::now();
    let short = issue(&bao, &vault, &kv, ROLE_SHORT, false);
    create_pod(&cluster.api, "web-restart", &[&short.uuid]);
    let _running = start_renewer(
        &cluster,
        Arc::clone(&vault),
        renewer_token(&bao, "renewer-restart"),
        &prefix,
        &options(Duration::from_secs(8), "replica-a"),
    );
    wait_for("a first renewal", Duration::from_secs(8), || {
        gauge("vdbi_lease_granted_ttl_seconds", &short.uuid).is_some()
    });
    let renewals = || {
        metrics::global()
            .renew_lease_count_success
            .with(&[&short.uuid, NAMESPACE])
            .get()
    };
    let before = renewals();
    bao.restart().unwrap();
    wait_for(
        "a renewal after the restart",
        Duration::from_secs(10),
        || renewals() > before,
    );
    std::thread::sleep(Duration::from_secs(16).saturating_sub(issued_at.elapsed()));
    assert_eq!(
        tb.postgres
            .psql_login(&short.username, short.password.expose_secret())
            .unwrap(),
        short.username,
        "alive 16 s after a 10 s lease was issued, across an OpenBao restart"
    );
}

#[test]
fn an_unrecoverable_lease_is_revoked_after_the_ownership_check_and_a_foreign_one_is_left() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated(
        "renewer::an_unrecoverable_lease_is_revoked_after_the_ownership_check_and_a_foreign_one_is_left",
    ) {
        return;
    }
    // Two entries whose leases are revoked behind the renewer's back: ours (its token's
    // meta names its uuid) is revoked and deleted; the foreign one (its token's meta names
    // another uuid: the ownership check fails) is refused when first read, so it is
    // never renewed, never revoked, and left as it was.
    let tb = testbed();
    let cluster = cluster();
    let vault = vault_client(tb.openbao.addr(), tb.openbao.ca_cert().to_path_buf());
    let prefix = unique("renewer-unrecoverable");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let ours = issue(&tb.openbao, &vault, &kv, ROLE_READONLY, false);
    let foreign = issue_with_meta_uuid(
        &tb.openbao,
        &vault,
        &kv,
        ROLE_READONLY,
        false,
        Some("someone-else"),
    );
    create_pod(&cluster.api, "web-ours", &[&ours.uuid]);
    create_pod(&cluster.api, "web-foreign", &[&foreign.uuid]);
    let token = renewer_token(&tb.openbao, "renewer-unrecoverable");
    // A 4 s increment: each lease is renewed every 2 to 3 s, so the revocation is seen
    // soon after it happens.
    let _running = start_renewer(
        &cluster,
        Arc::clone(&vault),
        Arc::clone(&token),
        &prefix,
        &options(Duration::from_secs(4), "replica-a"),
    );
    let renewed = |issued: &Issued| {
        metrics::global()
            .renew_lease_count_success
            .with(&[&issued.uuid, NAMESPACE])
            .get()
    };
    let refusals = || {
        metrics::global()
            .renewer_refusals_total
            .with(&["meta_uuid"])
            .get()
    };
    let refused_before = refusals();
    wait_for("first renewals", Duration::from_secs(15), || {
        renewed(&ours) >= 1.0 && refusals() > refused_before
    });
    let revoked_before = metrics::global()
        .revoke_token_count_success
        .with(&[NAMESPACE])
        .get();
    for issued in [&ours, &foreign] {
        tb.openbao
            .write("sys/leases/revoke", &json!({"lease_id": issued.lease_id}))
            .unwrap();
        assert!(!tb.postgres.role_exists(&issued.username).unwrap());
    }
    // Ours: the token revoked (its accessor unknown) and the entry deleted.
    let accessor_alive = |accessor: &str| {
        tb.openbao
            .write("auth/token/lookup-accessor", &json!({"accessor": accessor}))
            .is_ok()
    };
    wait_for(
        "our entry revoked and deleted",
        Duration::from_secs(15),
        || kv.get(&vault, &token, &ours.uuid).unwrap().is_none() && !accessor_alive(&ours.accessor),
    );
    let m = metrics::global();
    assert_eq!(
        m.delete_data_count_success
            .with(&[&ours.uuid, NAMESPACE])
            .get(),
        1.0
    );
    assert!(m.revoke_token_count_success.with(&[NAMESPACE]).get() > revoked_before);
    assert!(!series_present("vdbi_lease_expiration", &ours.uuid));
    // The foreign one: refused once, never renewed, and left as it was.
    assert_eq!(renewed(&foreign), 0.0);
    assert_eq!(
        m.renew_lease_count_error
            .with(&[&foreign.uuid, NAMESPACE])
            .get(),
        0.0
    );
    assert!(kv.get(&vault, &token, &foreign.uuid).unwrap().is_some());
    assert!(accessor_alive(&foreign.accessor));
    assert_eq!(
        m.delete_data_count_success
            .with(&[&foreign.uuid, NAMESPACE])
            .get(),
        0.0
    );
}

/// An entry whose token is gone names a lease that cannot be its own any more (Vault
/// revoked the token's leases with it): the renewer renews nothing of it, not even when
/// the lease id it names is another pod's live lease, as a forged or stale entry may.
#[test]
fn an_entry_whose_token_is_gone_is_not_renewed_even_naming_a_live_lease() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated(
        "renewer::an_entry_whose_token_is_gone_is_not_renewed_even_naming_a_live_lease",
    ) {
        return;
    }
    let tb = testbed();
    let cluster = cluster();
    let vault = vault_client(tb.openbao.addr(), tb.openbao.ca_cert().to_path_buf());
    let prefix = unique("renewer-token-gone");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let victim = issue(&tb.openbao, &vault, &kv, ROLE_READONLY, false);
    let stale = issue(&tb.openbao, &vault, &kv, ROLE_READONLY, false);
    // The stale entry's token is revoked (its own lease with it), and the entry is made
    // to name the victim's live lease.
    tb.openbao
        .write(
            "auth/token/revoke-accessor",
            &json!({"accessor": stale.accessor}),
        )
        .unwrap();
    let writer = renewer_token(&tb.openbao, "token-gone-writer");
    let mut entry = kv.get(&vault, &writer, &stale.uuid).unwrap().unwrap();
    entry.lease_id = victim.lease_id.clone();
    kv.put(&vault, &writer, &stale.uuid, &entry).unwrap();
    create_pod(&cluster.api, "web-victim", &[&victim.uuid]);
    create_pod(&cluster.api, "web-stale", &[&stale.uuid]);
    let refusals = || {
        metrics::global()
            .renewer_refusals_total
            .with(&["token_gone"])
            .get()
    };
    let renewed = |issued: &Issued| {
        metrics::global()
            .renew_lease_count_success
            .with(&[&issued.uuid, NAMESPACE])
            .get()
    };
    let before = refusals();
    let _running = start_renewer(
        &cluster,
        Arc::clone(&vault),
        renewer_token(&tb.openbao, "renewer-token-gone"),
        &prefix,
        &options(Duration::from_secs(4), "replica-a"),
    );
    // Alive and renewing (the victim's own entry), and the stale entry was read and judged.
    wait_for("a renewal and the refusal", Duration::from_secs(15), || {
        renewed(&victim) >= 2.0 && refusals() > before
    });
    assert_eq!(refusals() - before, 1.0, "judged once, not read again");
    assert_eq!(
        renewed(&stale),
        0.0,
        "nothing renewed through the stale entry"
    );
    assert!(!series_present("vdbi_lease_expiration", &stale.uuid));
    // The entry is left for the revoker (its pod lives): not deleted, not rewritten.
    assert_eq!(
        kv.get(&vault, &writer, &stale.uuid)
            .unwrap()
            .map(|e| e.lease_id),
        Some(victim.lease_id.clone())
    );
}

/// A pod of the entry's namespace that copied its uuid, and is listed first, fails the
/// token's checks (here the token's `meta` names the victim's UID, the entry none yet):
/// the renewer still renews the entry, for the pod it belongs to, and records that pod as
/// its owner. Refusing at the first candidate let a copier stop a neighbour's renewals.
#[test]
fn a_copier_listed_first_does_not_stop_the_owners_renewals() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated("renewer::a_copier_listed_first_does_not_stop_the_owners_renewals") {
        return;
    }
    let tb = testbed();
    let cluster = cluster();
    let vault = vault_client(tb.openbao.addr(), tb.openbao.ca_cert().to_path_buf());
    let prefix = unique("renewer-copier");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    // The owner's UID is known before the credential: the pod is created first, with a
    // placeholder key, and the copier (sorted before it) is created with the same key.
    let placeholder = unique("u");
    let victim_uid = create_pod(&cluster.api, "web-victim", &[&placeholder]);
    let issued = issue_full(
        &tb.openbao,
        &vault,
        &kv,
        ROLE_READONLY,
        false,
        &PodToken {
            meta_pod_uid: Some(&victim_uid),
            ..PodToken::default()
        },
    );
    cluster
        .api
        .update_pod(NAMESPACE, "web-victim", |pod| {
            pod.metadata
                .annotations
                .get_or_insert_with(Default::default)
                .insert(UUID_ANNOTATION.into(), issued.uuid.clone());
        })
        .unwrap();
    create_pod(&cluster.api, "a-copier", &[&issued.uuid]);
    let refusals = || {
        metrics::global()
            .renewer_refusals_total
            .with(&["meta_pod_uid"])
            .get()
    };
    let before = refusals();
    let _running = start_renewer(
        &cluster,
        Arc::clone(&vault),
        renewer_token(&tb.openbao, "renewer-copier"),
        &prefix,
        &options(Duration::from_secs(20), "replica-a"),
    );
    wait_for("the entry renewed", Duration::from_secs(15), || {
        metrics::global()
            .renew_lease_count_success
            .with(&[&issued.uuid, NAMESPACE])
            .get()
            >= 1.0
    });
    assert_eq!(refusals(), before, "no refusal counted for the entry");
    // The back-fill names the owner, not the copier: two pods carry the uuid, so no UID
    // is pinned, and the pod name is left empty rather than the copier's.
    let entry = kv
        .get(
            &vault,
            &renewer_token(&tb.openbao, "copier-reader"),
            &issued.uuid,
        )
        .unwrap()
        .unwrap();
    assert_ne!(entry.pod_name, "a-copier", "{entry:?}");
}

// --- rotation before the expiry cliff (issue 20) -----------------------------------------

/// [`start_renewer`] with the rotation's settings.
fn start_rotating_renewer(
    cluster: &Cluster,
    vault: Arc<vault::Client>,
    token: Arc<SecretString>,
    prefix: &str,
    rotation: vault_db_injector::rotation::Settings,
) -> Running {
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let leadership = Leadership::new();
    let specs = renewer::threads_with_rotation(
        Parts {
            kube: Arc::clone(&cluster.kube),
            vault,
            token: Arc::new(FixedToken(token)),
            settings: Settings {
                kv_mount: KV_MOUNT.into(),
                kv_prefix: prefix.into(),
                injector_label: LABEL.into(),
                sync_interval: Duration::from_secs(1),
                token_ttl: Duration::from_secs(3 * 3600),
                lease_increment: Duration::from_secs(6),
                vault_rate_limit: 50,
                warm_standby: false,
                allowed_engines: Vec::new(),
            },
            election: Some(ElectionConfig {
                namespace: "vault-injector".into(),
                lease_name: unique("renewer-lock"),
                identity: "replica-rot".into(),
                lease_duration: Duration::from_secs(3),
                renew_deadline: Duration::from_secs(2),
                retry_period: Duration::from_millis(500),
                mode: "renewer",
            }),
            leadership: leadership.clone(),
            clock: Arc::new(SystemClock),
        },
        rotation,
    );
    let threads = specs.len();
    renewer::start_parts(&supervisor, specs).unwrap();
    Running {
        trigger,
        supervisor,
        threads,
        leadership,
    }
}

/// A running, labelled pod carrying `uuid`, owned by `owner` (kind, name) if given, opted in
/// to rotation.
fn rotating_pod(api: &KubeApi, name: &str, uuid: &str, owner: Option<(&str, &str)>) {
    let mut pod = json!({
        "apiVersion": "v1", "kind": "Pod",
        "metadata": {
            "name": name, "namespace": NAMESPACE,
            "labels": {LABEL: "true", "app": name},
            "annotations": {UUID_ANNOTATION: uuid, "db-creds-injector.numberly.io/rotate": "true"},
        },
        "spec": {
            "serviceAccountName": "app", "nodeName": "node-1",
            "containers": [{"name": "app", "image": "busybox"}],
        },
    });
    if let Some((kind, owner)) = owner {
        pod["metadata"]["ownerReferences"] = json!([{
            "apiVersion": if kind == "Job" { "batch/v1" } else { "apps/v1" },
            "kind": kind, "name": owner, "uid": format!("{owner}-uid"), "controller": true}]);
    }
    api.create_pod(pod).unwrap();
    api.update_pod(NAMESPACE, name, |p| {
        p.status.get_or_insert_with(Default::default).phase = Some("Running".into());
    })
    .unwrap();
}

fn reasons_for(api: &KubeApi, pod: &str) -> Vec<String> {
    api.events()
        .iter()
        .filter(|e| e.regarding.as_ref().and_then(|r| r.name.as_deref()) == Some(pod))
        .filter_map(|e| e.reason.clone())
        .collect()
}

/// app-short's leases end 30 s after issue (max_ttl), which the renewer learns from its
/// capped renewal. With a 20 s window: the ReplicaSet's pod is evicted (Eviction API) before
/// its cliff; the pod whose PodDisruptionBudget allows no disruption is refused (429),
/// retried with an Event and left in place until the budget is removed, then evicted; the
/// bare pod and the Job's pod are never evicted, each with an Event. No pod was deleted other
/// than through the Eviction subresource.
#[test]
fn pods_are_evicted_before_their_cliff_and_budgets_jobs_and_bare_pods_are_honoured() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated(
        "renewer::pods_are_evicted_before_their_cliff_and_budgets_jobs_and_bare_pods_are_honoured",
    ) {
        return;
    }
    let tb = testbed();
    let cluster = cluster();
    let vault = vault_client(tb.openbao.addr(), tb.openbao.ca_cert().to_path_buf());
    let prefix = unique("rotation");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let issued_at = Instant::now();
    let web = issue(&tb.openbao, &vault, &kv, ROLE_SHORT, false);
    let guarded = issue(&tb.openbao, &vault, &kv, ROLE_SHORT, false);
    let bare = issue(&tb.openbao, &vault, &kv, ROLE_SHORT, false);
    let job = issue(&tb.openbao, &vault, &kv, ROLE_SHORT, false);
    let api = &cluster.api;
    rotating_pod(api, "web-1", &web.uuid, Some(("ReplicaSet", "web-5d9f")));
    rotating_pod(
        api,
        "guarded-1",
        &guarded.uuid,
        Some(("StatefulSet", "guarded")),
    );
    rotating_pod(api, "bare", &bare.uuid, None);
    rotating_pod(api, "job-1", &job.uuid, Some(("Job", "batch")));
    api.put_pdb(json!({
        "apiVersion": "policy/v1", "kind": "PodDisruptionBudget",
        "metadata": {"name": "guarded", "namespace": NAMESPACE},
        "spec": {"minAvailable": 1, "selector": {"matchLabels": {"app": "guarded-1"}}}
    }))
    .unwrap();
    let _running = start_rotating_renewer(
        &cluster,
        Arc::clone(&vault),
        renewer_token(&tb.openbao, "renewer-rotation"),
        &prefix,
        vault_db_injector::rotation::Settings {
            enabled: false,
            window: Some(Duration::from_secs(20)),
            max_evictions_per_minute: 60,
        },
    );
    wait_for("the eviction", Duration::from_secs(40), || {
        api.evicted()
            .contains(&(NAMESPACE.to_owned(), "web-1".to_owned()))
    });
    assert!(
        issued_at.elapsed() < Duration::from_secs(30),
        "evicted before the cliff ({:?} after issue)",
        issued_at.elapsed()
    );
    assert!(
        tb.postgres
            .psql_login(&web.username, web.password.expose_secret())
            .is_ok(),
        "the evicted pod's credentials still work: the revoker, not the rotation, ends them"
    );
    wait_for("the refused eviction", Duration::from_secs(20), || {
        reasons_for(api, "guarded-1").contains(&"RotationDelayed".to_owned())
    });
    assert!(
        api.pod(NAMESPACE, "guarded-1").is_some(),
        "nothing deleted behind the budget"
    );
    assert!(api.eviction_counts().1 >= 1);
    assert!(metric_value("vdbi_rotation_evictions_refused_total") >= 1.0);
    wait_for("the skip events", Duration::from_secs(20), || {
        reasons_for(api, "bare").contains(&"RotationSkipped".to_owned())
            && reasons_for(api, "job-1").contains(&"RotationSkipped".to_owned())
    });
    api.delete_pdb(NAMESPACE, "guarded");
    wait_for(
        "the eviction once the budget is gone",
        Duration::from_secs(30),
        || {
            api.evicted()
                .contains(&(NAMESPACE.to_owned(), "guarded-1".to_owned()))
        },
    );
    let evicted = api.evicted();
    assert_eq!(evicted.len(), 2, "{evicted:?}");
    // vdbi_rotations_total{result}: alone in its process, so exactly this test's pods. The
    // double records an eviction when it answers it, and the renewer counts it after the
    // answer has come back: wait for the count, then check it is exact.
    let rotations = |result: &str| metrics::global().rotations_total.with(&[result]).get();
    wait_for(
        "the second eviction counted",
        Duration::from_secs(5),
        || rotations("evicted") >= 2.0,
    );
    assert_eq!(rotations("evicted"), 2.0);
    assert_eq!(rotations("skipped_job"), 1.0);
    assert_eq!(rotations("skipped_bare"), 1.0);
    assert_eq!(rotations("skipped_young"), 0.0);
    assert!(api.pod(NAMESPACE, "bare").is_some() && api.pod(NAMESPACE, "job-1").is_some());
    assert!(reasons_for(api, "web-1").contains(&"CredentialsRotated".to_owned()));
    // Only evictions removed pods: no DELETE reached the double.
    assert!(
        api.requests()
            .iter()
            .all(|r| r.method != "DELETE" || !r.path.contains("/pods/"))
    );
    let text = serde_json::to_string(&api.events()).unwrap();
    for issued in [&web, &guarded, &bare, &job] {
        crate::leaks::assert_no_leak(
            &[("the Events", &text)],
            &[
                issued.lease_id.as_str(),
                issued.accessor.as_str(),
                issued.password.expose_secret(),
            ],
        );
    }
}

/// A window longer than the role's max_ttl (40 s against 30 s) would evict every new pod
/// at once: the pod is left alone, with an Event, and never evicted.
#[test]
fn a_role_shorter_than_the_window_causes_no_eviction_loop() {
    let tb = testbed();
    let cluster = cluster();
    let vault = vault_client(tb.openbao.addr(), tb.openbao.ca_cert().to_path_buf());
    let prefix = unique("rotation-young");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let young = issue(&tb.openbao, &vault, &kv, ROLE_SHORT, false);
    rotating_pod(
        &cluster.api,
        "young-1",
        &young.uuid,
        Some(("ReplicaSet", "young")),
    );
    let _running = start_rotating_renewer(
        &cluster,
        Arc::clone(&vault),
        renewer_token(&tb.openbao, "renewer-rotation-young"),
        &prefix,
        vault_db_injector::rotation::Settings {
            enabled: true,
            window: Some(Duration::from_secs(40)),
            max_evictions_per_minute: 60,
        },
    );
    wait_for("the skip event", Duration::from_secs(40), || {
        reasons_for(&cluster.api, "young-1").contains(&"RotationSkipped".to_owned())
    });
    // Not a pause: a bare pod issued after the skip is seen skipped too. The rotation looks
    // at one pod at a time, so young-1's look (and any eviction it made) ended before.
    let later = issue(&tb.openbao, &vault, &kv, ROLE_SHORT, false);
    rotating_pod(&cluster.api, "bare-1", &later.uuid, None);
    wait_for(
        "the later pod's skip event",
        Duration::from_secs(40),
        || reasons_for(&cluster.api, "bare-1").contains(&"RotationSkipped".to_owned()),
    );
    assert!(cluster.api.evicted().is_empty());
    assert_eq!(
        cluster.api.eviction_counts().0,
        0,
        "no eviction was even asked for"
    );
    let note = cluster
        .api
        .events()
        .iter()
        .find(|e| {
            e.reason.as_deref() == Some("RotationSkipped")
                && e.regarding.as_ref().and_then(|r| r.name.as_deref()) == Some("young-1")
        })
        .and_then(|e| e.note.clone())
        .unwrap();
    assert!(note.contains("younger than the rotation window"), "{note}");
}

fn metric_value(name: &str) -> f64 {
    metrics::render()
        .lines()
        .find(|l| l.starts_with(name) && !l.starts_with('#'))
        .and_then(|l| l.rsplit(' ').next()?.parse().ok())
        .unwrap_or(0.0)
}

/// The hand-over schedule the renewer leaves at `<prefix>-schedule/0`: uuid → unix time.
fn schedule_of(tb: &Testbed, prefix: &str) -> Option<(Value, Vec<(String, u64)>)> {
    let answer = tb
        .openbao
        .read(&format!("{KV_MOUNT}/data/{prefix}-schedule/0"))
        .ok()?;
    let data = answer["data"]["data"].clone();
    let lines = data["Entries"]
        .as_str()?
        .lines()
        .filter_map(|l| {
            let (k, t) = l.split_once(' ')?;
            Some((k.to_owned(), t.parse().ok()?))
        })
        .collect();
    Some((data, lines))
}

fn write_schedule(tb: &Testbed, prefix: &str, shard: usize, fields: Value) {
    tb.openbao
        .write(
            &format!("{KV_MOUNT}/data/{prefix}-schedule/{shard}"),
            &json!({ "data": fields }),
        )
        .unwrap();
}

/// Requests by a renewer token (display name ending in `name`), in the audit log's order.
/// How many lease renewals the renewer with token `name` made.
fn renewals_by(tb: &Testbed, name: &str) -> usize {
    requests_by(tb, name)
        .iter()
        .filter(|e| e.path == "sys/leases/renew")
        .count()
}

fn requests_by(tb: &Testbed, name: &str) -> Vec<vdbi_testbed::openbao::AuditEntry> {
    tb.openbao
        .audit_log()
        .unwrap()
        .requests()
        .filter(|e| {
            e.raw["auth"]["display_name"]
                .as_str()
                .is_some_and(|d| d.ends_with(name))
        })
        .cloned()
        .collect()
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

/// Issue 19, fast takeover: the leader leaves a schedule of every entry's first expiry;
/// a new leader reads it first and reads, checks and renews the most urgent entry before
/// it reads any other, although that entry comes last in key order.
#[test]
fn a_new_leader_reads_the_schedule_and_renews_the_most_urgent_entry_first() {
    let (tb, cluster, vault, prefix, issued) = seeded("renewer-handover", 5);
    let lease_name = unique("renewer-handover-lock");
    let options = Options {
        lease_name: lease_name.clone(),
        ..options(Duration::from_secs(2 * 3600), "replica-a")
    };
    // Leader A renews every lease (to 2 h) and writes the schedule: each entry with its
    // first expiry, the token's (1 h at issue, not renewed yet: its lookup said 1 h).
    let a = start_renewer(
        &cluster,
        Arc::clone(&vault),
        renewer_token(&tb.openbao, &unique("renewer-ho-a")),
        &prefix,
        &options,
    );
    wait_for(
        "A's schedule of every entry",
        Duration::from_secs(30),
        || {
            schedule_of(tb, &prefix).is_some_and(|(_, lines)| {
                issued
                    .iter()
                    .all(|e| lines.iter().any(|(k, _)| *k == e.uuid))
            })
        },
    );
    let (fields, lines) = schedule_of(tb, &prefix).unwrap();
    assert_eq!(fields["Format"], "1");
    assert_eq!(fields["Shards"], "1");
    let now = unix_now();
    for (uuid, at) in &lines {
        assert!(
            *at + 300 > now + 3600 && *at < now + 3600 + 60,
            "{uuid}: recorded {at}, now {now}"
        );
    }
    drop(a);
    // The last leader's account (as A would have written it had the entries been issued
    // at different times): the entry last in key order is the most urgent.
    let mut keys: Vec<&str> = issued.iter().map(|e| e.uuid.as_str()).collect();
    keys.sort_unstable();
    let urgent = *keys.last().unwrap();
    let mut text = format!("{urgent} {}\n", now + 600);
    for k in &keys[..keys.len() - 1] {
        text.push_str(&format!("{k} {}\n", now + 7000));
    }
    write_schedule(
        tb,
        &prefix,
        0,
        json!({"Format": "1", "Written": now.to_string(), "Shard": "0", "Shards": "1", "Entries": text}),
    );
    let (b_name, _b) = seeded_renewer(
        &cluster,
        &vault,
        &prefix,
        "renewer-ho-b",
        &Options {
            identity: "replica-b",
            ..options
        },
    );
    wait_for("B's renewals", Duration::from_secs(30), || {
        renewals_by(tb, &b_name) >= issued.len()
    });
    let b = requests_by(tb, &b_name);
    let entry_path = format!("{KV_MOUNT}/data/{prefix}/");
    let schedule_read = b
        .iter()
        .position(|e| {
            e.path == format!("{KV_MOUNT}/data/{prefix}-schedule/0") && e.operation == "read"
        })
        .expect("B read the schedule");
    let reads: Vec<(usize, &str)> = b
        .iter()
        .enumerate()
        .filter(|(_, e)| e.operation == "read" && e.path.starts_with(&entry_path))
        .map(|(i, e)| (i, &e.path[entry_path.len()..]))
        .collect();
    assert_eq!(reads.len(), issued.len(), "each entry read once: {reads:?}");
    assert!(schedule_read < reads[0].0, "the schedule is read first");
    assert_eq!(reads[0].1, urgent, "the most urgent entry is read first");
    let first_renewal = b.iter().position(|e| e.path == "sys/leases/renew").unwrap();
    assert!(
        first_renewal < reads[1].0,
        "its lease is renewed before any other entry is read"
    );
    // And every lease is renewed by B (nothing skipped).
    for e in &issued {
        assert!(valid_for(tb, &e.username) > Duration::from_secs(6000));
    }
}

/// Issue 19, takeover at scale (`renewer.warmStandby`): a follower reads and checks every
/// entry once while another replica leads, renews nothing meanwhile, and when it is
/// elected renews every lease without reading any entry again; an entry created after its
/// last warm pass is read then, as without a standby.
#[test]
fn a_warm_standby_checks_entries_ahead_and_renews_them_at_once_when_elected() {
    let (tb, cluster, vault, prefix, issued) = seeded("renewer-warm", 4);
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let entry_path = format!("{KV_MOUNT}/data/{prefix}/");
    let reads_of = |name: &str| -> Vec<String> {
        requests_by(tb, name)
            .iter()
            .filter(|e| e.operation == "read" && e.path.starts_with(&entry_path))
            .map(|e| e.path[entry_path.len()..].to_owned())
            .collect()
    };
    let options = Options {
        warm_standby: true,
        ..options(Duration::from_secs(2 * 3600), "replica-a")
    };
    let (a_name, a) = seeded_renewer(&cluster, &vault, &prefix, "renewer-warm-a", &options);
    wait_for("A leads and renews", Duration::from_secs(30), || {
        a.leadership.is_leading() && renewals_by(tb, &a_name) >= issued.len()
    });
    let (b_name, b) = seeded_renewer(
        &cluster,
        &vault,
        &prefix,
        "renewer-warm-b",
        &Options {
            identity: "replica-b",
            lease_name: options.lease_name.clone(),
            // One warm pass at its start, the next long after the test: the entry created
            // below is first seen by B as leader.
            sync_interval: Duration::from_secs(60),
            ..options
        },
    );
    let lookups_by = |name: &str| {
        requests_by(tb, name)
            .iter()
            .filter(|e| e.path == "auth/token/lookup-accessor")
            .count()
    };
    // Each entry read, then its token looked up.
    wait_for("B's warm reads", Duration::from_secs(30), || {
        issued.iter().all(|e| reads_of(&b_name).contains(&e.uuid))
            && lookups_by(&b_name) >= issued.len()
    });
    // B is alive and follows: it checked every entry once and renewed nothing.
    assert!(!b.leadership.is_leading());
    assert_eq!(lookups_by(&b_name), issued.len());
    assert_eq!(renewals_by(tb, &b_name), 0, "a standby renews nothing");
    // One more entry after B's warm pass, then A goes.
    let late = issue(&tb.openbao, &vault, &kv, ROLE_READONLY, false);
    create_pod(&cluster.api, "web-late", &[&late.uuid]);
    drop(a);
    wait_for("B renews every lease", Duration::from_secs(30), || {
        b.leadership.is_leading() && renewals_by(tb, &b_name) > issued.len()
    });
    let reads = reads_of(&b_name);
    for e in &issued {
        assert_eq!(
            reads.iter().filter(|r| **r == e.uuid).count(),
            1,
            "{}: read once in B's life: {reads:?}",
            e.uuid
        );
    }
    assert!(
        reads.contains(&late.uuid),
        "the new entry is read: {reads:?}"
    );
    // The known entries were renewed before the new one was read (as leader: B's one warm
    // pass came before it existed).
    let b_seen = requests_by(tb, &b_name);
    let late_read = b_seen
        .iter()
        .position(|e| e.path == format!("{entry_path}{}", late.uuid))
        .unwrap();
    let renewed_before = b_seen[..late_read]
        .iter()
        .filter(|e| e.path == "sys/leases/renew")
        .count();
    assert_eq!(
        renewed_before,
        issued.len(),
        "renewals before the new entry's read"
    );
    for e in issued.iter().chain([&late]) {
        assert!(valid_for(tb, &e.username) > Duration::from_secs(6000));
    }
}

/// A warm standby that read entries before the leader back-filled them reads them again
/// (and takes the back-filled copy), so that its takeover writes no entry a second time;
/// an entry changed in any other way is read and checked as new.
#[test]
fn a_warm_standby_reads_again_what_the_leader_back_filled_and_writes_nothing_at_takeover() {
    let (tb, cluster, vault, prefix, _) = seeded("renewer-refresh", 0);
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let issued: Vec<(Issued, String)> = (0..3)
        .map(|i| {
            let e = issue(&tb.openbao, &vault, &kv, ROLE_READONLY, false);
            let uid = create_pod(&cluster.api, &format!("web-{i}"), &[&e.uuid]);
            (e, uid)
        })
        .collect();
    // A leader that renews nothing and back-fills nothing yet: another replica holds the
    // Lease for an hour.
    let lease_name = unique("renewer-refresh-lock");
    let now = {
        let at = SystemTime::now();
        let micros = at
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_micros();
        let seconds = vault_db_injector::logger::rfc3339(at);
        format!("{}.{micros:06}Z", seconds.trim_end_matches('Z'))
    };
    let held: k8s_openapi::api::coordination::v1::Lease = serde_json::from_value(json!({
        "metadata": {"name": lease_name, "namespace": "vault-injector"},
        "spec": {"holderIdentity": "ghost", "leaseDurationSeconds": 3600,
                 "acquireTime": now, "renewTime": now, "leaseTransitions": 0},
    }))
    .unwrap();
    cluster.kube.create_lease("vault-injector", &held).unwrap();
    let (b_name, b) = seeded_renewer(
        &cluster,
        &vault,
        &prefix,
        "renewer-refresh-b",
        &Options {
            warm_standby: true,
            lease_name: lease_name.clone(),
            ..options(Duration::from_secs(2 * 3600), "replica-b")
        },
    );
    let entry_path = format!("{KV_MOUNT}/data/{prefix}/");
    let b_ops = |operation: &str| {
        requests_by(tb, &b_name)
            .iter()
            .filter(|e| e.operation == operation && e.path.starts_with(&entry_path))
            .count()
    };
    wait_for("B's first warm reads", Duration::from_secs(30), || {
        b_ops("read") >= issued.len()
    });
    // The leader's back-fill, as it writes it; and one entry rewritten to another lease.
    let ghost = renewer_token(&tb.openbao, "ghost-leader");
    for (i, (e, uid)) in issued.iter().enumerate() {
        let mut entry = kv.get(&vault, &ghost, &e.uuid).unwrap().unwrap();
        entry.pod_name = format!("web-{i}");
        entry.node_name = "node-1".into();
        entry.service_account_name = "app".into();
        entry.pod_uid = uid.clone();
        kv.put(&vault, &ghost, &e.uuid, &entry).unwrap();
    }
    // B reads an entry again at each pass while its copy lacks what the leader fills in,
    // and stops once it holds the back-filled copy: its reads grow, then stay.
    let written = b_ops("read");
    let mut settled = written;
    wait_for(
        "B's reads after the back-fill settle",
        Duration::from_secs(30),
        || {
            let before = b_ops("read");
            std::thread::sleep(Duration::from_millis(2500));
            settled = b_ops("read");
            settled == before && settled >= written + issued.len()
        },
    );
    assert!(!b.leadership.is_leading());
    assert_eq!(renewals_by(tb, &b_name), 0);
    // The ghost goes; B takes over and renews every lease, writing no entry.
    let mut lease = cluster
        .kube
        .get_lease("vault-injector", &lease_name)
        .unwrap()
        .unwrap();
    if let Some(spec) = lease.spec.as_mut() {
        spec.holder_identity = None;
        spec.lease_duration_seconds = Some(1);
    }
    cluster.kube.update_lease("vault-injector", &lease).unwrap();
    wait_for("B renews every lease", Duration::from_secs(30), || {
        b.leadership.is_leading() && renewals_by(tb, &b_name) >= issued.len()
    });
    // One more relist as leader (nothing to back-fill in any entry).
    std::thread::sleep(Duration::from_secs(2));
    assert_eq!(b_ops("update") + b_ops("create"), 0, "B wrote an entry");
    assert_eq!(
        b_ops("read"),
        settled,
        "no entry read again at the takeover"
    );
    for (e, _) in &issued {
        assert!(valid_for(tb, &e.username) > Duration::from_secs(6000));
    }
}

/// Issue 19: the schedule is untrusted. A forged one (garbage, keys of no entry, a
/// forged entry first, an absurd shard count, a real entry said to be due in a month, a
/// stale shard saying the same of all, real entries left out) only changes the order:
/// every real entry is still read, checked and renewed in the first pass, the forged entry
/// is still refused, and nothing is revoked or deleted.
#[test]
fn a_forged_schedule_cannot_make_the_renewer_skip_or_revoke_anything() {
    let (tb, cluster, vault, prefix, real) = seeded("renewer-forged-schedule", 3);
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    // A forged entry: its token's meta names another key (someone else's token).
    let forged = issue_with_meta_uuid(
        &tb.openbao,
        &vault,
        &kv,
        ROLE_READONLY,
        false,
        Some("someone-else"),
    );
    create_pod(&cluster.api, "forger", &[&forged.uuid]);
    let now = unix_now();
    let far = now + 30 * 86_400;
    write_schedule(
        tb,
        &prefix,
        0,
        json!({
            "Format": "1", "Written": now.to_string(), "Shard": "0", "Shards": "1000000000",
            "Entries": format!(
                "{} 1\nno-such-entry 2\n\u{0}junk\n{} x\n {}\n{}\n{} {far}\n",
                forged.uuid, real[0].uuid, real[1].uuid, "z".repeat(5000), real[2].uuid
            ),
        }),
    );
    // A leftover of another write claiming the real entries are due in a month.
    write_schedule(
        tb,
        &prefix,
        1,
        json!({
            "Format": "1", "Written": (now - 1).to_string(), "Shard": "1", "Shards": "2",
            "Entries": real.iter().map(|e| format!("{} {far}\n", e.uuid)).collect::<String>(),
        }),
    );
    let name = unique("renewer-forged");
    let _running = start_renewer(
        &cluster,
        Arc::clone(&vault),
        renewer_token(&tb.openbao, &name),
        &prefix,
        &options(Duration::from_secs(2 * 3600), "replica-a"),
    );
    // The positive signal: every real lease renewed.
    for e in &real {
        wait_for("every real lease renewed", Duration::from_secs(30), || {
            valid_for(tb, &e.username) > Duration::from_secs(6000)
        });
    }
    // The renewer's own schedule has replaced the forged one: only real entries, their
    // true expiry (the forged entry never passed its checks, so it is not in it).
    wait_for(
        "the renewer's own schedule",
        Duration::from_secs(15),
        || {
            schedule_of(tb, &prefix).is_some_and(|(fields, lines)| {
                fields["Shards"] == "1"
                    && lines.len() == real.len()
                    && lines
                        .iter()
                        .all(|(k, at)| real.iter().any(|e| e.uuid == *k) && *at < now + 7200 + 120)
            })
        },
    );
    assert!(
        valid_for(tb, &forged.username) < Duration::from_secs(3700),
        "the forged entry's lease is not renewed"
    );
    // Nothing was put off to a later relist: every real lease was renewed in the first
    // pass, before the second list of the keys.
    let list_path = format!("{KV_MOUNT}/metadata/{prefix}");
    let second_list = |requests: &[vdbi_testbed::openbao::AuditEntry]| {
        requests
            .iter()
            .enumerate()
            .filter(|(_, e)| e.operation == "list" && e.path.trim_end_matches('/') == list_path)
            .nth(1)
            .map(|(i, _)| i)
    };
    wait_for("a second relist", Duration::from_secs(15), || {
        second_list(&requests_by(tb, &name)).is_some()
    });
    let by_renewer = requests_by(tb, &name);
    let second_list = second_list(&by_renewer).unwrap();
    let first_pass_renewals = by_renewer[..second_list]
        .iter()
        .filter(|e| e.path == "sys/leases/renew")
        .count();
    assert_eq!(
        first_pass_renewals,
        real.len(),
        "renewals in the first pass"
    );
    let forbidden: Vec<&str> = by_renewer
        .iter()
        .filter(|e| {
            e.path.contains("revoke")
                || (e.operation == "delete" && e.path.contains(&prefix))
                || e.path.contains("no-such-entry")
        })
        .map(|e| e.path.as_str())
        .collect();
    assert!(forbidden.is_empty(), "{forbidden:?}");
    // Its token lives on, and every entry is still there.
    assert!(token_ttl(tb, &forged.accessor) > 0);
    for e in real.iter().chain([&forged]) {
        assert!(
            kv.get(&vault, &renewer_token(&tb.openbao, "check"), &e.uuid)
                .unwrap()
                .is_some()
        );
    }
}
