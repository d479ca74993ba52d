//! NRI end to end: a pod admitted in NRI mode by the webhook (through the Kubernetes API
//! double), then the plugin (the product's `nri::` stack on a real unix socket, driven by
//! the NRI runtime double) answering CreateContainer with credentials from a real OpenBao
//! that log in to a real PostgreSQL.
//!
//! Covered: classic and URI modes, init containers, a second container from the cache, a
//! restarted plugin answering from its cache file, a lost cache (new credentials under fresh
//! keys of the pod's, `<pod uid>-r<16 hex>`, the earlier credential still working; with the
//! plugin's `create`-only policy too), both auth flows, and every failure
//! as an error status in time with its metric: Vault down, Vault hung past `fetchTimeout`,
//! pod UID mismatch, duplicate env key, residual placeholder, a pod with no placeholder of
//! its own (nothing issued), a corrupt cache file. A pod that copies another pod's
//! placeholders and `uuid` annotation gets only credentials of its own, under fresh keys,
//! and the other pod's credentials are untouched; one that takes the keys first does not
//! block the other pod (`squat_probe`). The prewarmer fetches pending pods of its node (never running or terminating
//! ones) and the sweeper evicts pods gone from the node. A cache writer killed at random
//! points always leaves a file that parses as the old or the new version. Two benchmarks:
//! a cache hit against the bare socket round trip, a miss against the same fetch made
//! directly.
//!
//! Security checklist: §3.4 3 and 4 (`copied_placeholder_*` in [`nri_end_to_end`]), 5 (URI
//! with `@:/%`, several placeholders in one value), 8 (cache file rejections: unit tests of
//! `nri::cache`, and the corrupt file here; tmpfs: `trust::untrusted_nri_paths_are_refused`),
//! the trust-boundaries item "a squatted uuid costs only the squatter" ([`squat_probe`]), 9 and 10 (the plugin's peer check and hostile
//! frames: `tests/it/nri.rs` of part one); §4 7 ([`cache_writer_killed_at_random_points`])
//! and 8 ([`cache_hit_latency`]: hits are answered inline, far below the 2 s budget).

// Helpers here are test code too (clippy's allow-*-in-tests only covers #[test] bodies).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::fs;
use std::net::TcpListener;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use serde_json::json;
use vault_db_injector::issuance::Projected;
use vault_db_injector::k8smutator::{Auth, Delivery};
use vault_db_injector::nri::cache::{self, Cache};
use vault_db_injector::nri::handler::{self, NriHandler};
use vault_db_injector::nri::plugin::Plugin;
use vault_db_injector::nri::resolver::{self, Resolver};
use vault_db_injector::placeholder::{Mapping, Placeholder};
use vault_db_injector::runtime::{ShutdownTrigger, Supervisor, shutdown_channel};
use vault_db_injector::secret::SecretString;
use vault_db_injector::vault::KvStore;
use vdbi_testbed::kube_api::MutatingWebhook;
use vdbi_testbed::nri_runtime::{Peer, Runtime};
use vdbi_testbed::nri_runtime_ext::{
    Sandbox, adjusted_env, create_container, handshake_with, remove_pod_sandbox,
};
use vdbi_testbed::tempdir::TempDir;

use crate::admission::{
    KV_MOUNT, KV_PREFIX, PREFIX, Setup, World, env_of, free_port, metric, pod, two_databases,
};

// The cluster, OpenBao, PostgreSQL and the webhook come from the admission tests' harness
// (`crate::admission`): the NRI flow starts where admission leaves a pod.

// ---------------------------------------------------------------------------------------
// The plugin on a node.

static NODE_COUNTER: AtomicU32 = AtomicU32::new(0);

pub(crate) struct NodeOpts {
    pub(crate) cache_path: PathBuf,
    pub(crate) vault_address: Option<String>,
    pub(crate) fetch_timeout: Option<Duration>,
    /// Projected auth: the plugin reads each pod's token file from the world's kubelet
    /// and logs in to Vault as itself with the `nri` role only (KV create and read).
    pub(crate) projected: bool,
    pub(crate) sandboxes: Vec<Sandbox>,
}

impl NodeOpts {
    pub(crate) fn new(cache_path: PathBuf) -> NodeOpts {
        NodeOpts {
            cache_path,
            vault_address: None,
            fetch_timeout: Some(Duration::from_millis(1500)),
            projected: false,
            sandboxes: Vec::new(),
        }
    }
}

/// One plugin instance on "node-1" with its own socket and the runtime double connected
/// to it.
pub(crate) struct Node {
    trigger: Option<ShutdownTrigger>,
    _supervisor: Supervisor,
    peer: Peer,
    _runtime: Runtime,
    pub(crate) cache: Arc<Cache>,
    pub(crate) resolver: Arc<Resolver>,
}

impl Drop for Node {
    fn drop(&mut self) {
        if let Some(trigger) = self.trigger.take() {
            trigger.trigger();
        }
    }
}

pub(crate) type Answered = Result<Vec<(String, String)>, (u64, String)>;

impl Node {
    pub(crate) fn start(world: &World, opts: NodeOpts) -> Node {
        let (trigger, shutdown) = shutdown_channel();
        let supervisor = Supervisor::new(shutdown);
        let cache = Arc::new(Cache::open(&opts.cache_path).unwrap());
        let address = opts
            .vault_address
            .clone()
            .unwrap_or_else(|| world.bao.addr.clone());
        let vault = if opts.projected {
            world.vault_client_as(&address, Duration::from_secs(5), "nri", &world.nri_jwt)
        } else {
            world.vault_client(&address, Duration::from_secs(5))
        };
        let settings = resolver::Settings {
            auth_mount: "kubernetes".into(),
            token_ttl: Duration::from_secs(3600),
            token_role: None,
            kv_store_token: false,
            projected: opts.projected.then(|| Projected {
                audiences: vec!["openbao".into()],
                expiration_seconds: 600,
            }),
            default_engine: "databases".into(),
            allowed_engines: Vec::new(),
            node_name: "node-1".into(),
            kubelet_root: world.kubelet.root().to_owned(),
        };
        let resolver = Arc::new(Resolver::new(
            vault,
            world.k8s_client(),
            KvStore::new(KV_MOUNT, KV_PREFIX).unwrap(),
            settings,
            Arc::clone(&cache),
        ));
        resolver.start(&supervisor).unwrap();
        let handler = NriHandler::new(
            handler::Settings {
                pod_label: "vault-db-injector".into(),
                fetch_timeout: opts.fetch_timeout,
            },
            Arc::clone(&cache),
            Arc::clone(&resolver) as Arc<dyn handler::Resolve>,
        )
        // Refusals are Events on the pod, written to the API double's Events API.
        .with_events(
            vault_db_injector::k8s::events::start(
                &supervisor,
                world.k8s_client(),
                "nri-events",
                "node-1",
            )
            .unwrap(),
        );
        let n = NODE_COUNTER.fetch_add(1, Ordering::SeqCst);
        let socket = world.dir.path().join(format!("nri-{n}.sock"));
        let runtime = Runtime::bind(&socket).unwrap();
        let plugin = Plugin::new(&socket, "vault-db-injector", "10", Arc::new(handler)).unwrap();
        plugin.start(&supervisor).unwrap();
        let mut peer = runtime.accept(Duration::from_secs(10)).unwrap();
        handshake_with(&mut peer, &opts.sandboxes).unwrap();
        Node {
            trigger: Some(trigger),
            _supervisor: supervisor,
            peer,
            _runtime: runtime,
            cache,
            resolver,
        }
    }

    /// A CreateContainer with the runtime's 2 s budget.
    pub(crate) fn create(
        &mut self,
        sandbox: &Sandbox,
        container: &str,
        env: &[String],
    ) -> Answered {
        self.create_within(sandbox, container, env, Duration::from_secs(2))
            .0
    }

    /// A CreateContainer with `timeout`; also how long the answer took.
    fn create_within(
        &mut self,
        sandbox: &Sandbox,
        container: &str,
        env: &[String],
        timeout: Duration,
    ) -> (Answered, Duration) {
        let started = Instant::now();
        let id = self
            .peer
            .call(
                "CreateContainer",
                &create_container(sandbox, container, env),
                timeout.as_nanos() as u64,
            )
            .unwrap();
        let message = self
            .peer
            .recv_response(id, timeout + Duration::from_secs(5))
            .unwrap();
        let took = started.elapsed();
        let answer = match message.error() {
            Some(error) => Err(error),
            None => Ok(adjusted_env(&message.payload()).unwrap()),
        };
        (answer, took)
    }

    fn remove(&mut self, sandbox: &Sandbox) {
        let id = self
            .peer
            .call(
                "RemovePodSandbox",
                &remove_pod_sandbox(sandbox),
                2_000_000_000,
            )
            .unwrap();
        let message = self.peer.recv_response(id, Duration::from_secs(5)).unwrap();
        assert!(message.error().is_none());
    }
}

pub(crate) fn env_lines(pod: &k8s_openapi::api::core::v1::Pod, container: &str) -> Vec<String> {
    env_of(pod, container)
        .into_iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect()
}

pub(crate) fn sandbox_of(pod: &k8s_openapi::api::core::v1::Pod) -> Sandbox {
    Sandbox::new(
        pod.metadata.namespace.as_deref().unwrap(),
        pod.metadata.name.as_deref().unwrap(),
        pod.metadata.uid.as_deref().unwrap(),
        &[("vault-db-injector", "true")],
    )
}

pub(crate) fn get<'a>(env: &'a [(String, String)], key: &str) -> &'a str {
    &env.iter().find(|(k, _)| k == key).unwrap().1
}

pub(crate) fn count(name: &str, label: &str) -> f64 {
    metric(name, label).parse().unwrap_or(0.0)
}

pub(crate) fn uuids_of(pod: &k8s_openapi::api::core::v1::Pod) -> Vec<String> {
    pod.metadata.annotations.as_ref().unwrap()[&format!("{PREFIX}uuid")]
        .split(',')
        .map(str::to_owned)
        .collect()
}

/// A NRI-mode pod of two databases (classic and URI) with an init container, scheduled
/// on "node-1", whose kubelet then writes the pod's token file.
pub(crate) fn admit(world: &World, name: &str) -> k8s_openapi::api::core::v1::Pod {
    admit_on(world, name, "node-1")
}

/// [`admit`] on `node`; the token file is written under the world's kubelet root whatever
/// the node (what root on node-1 would hold had it got another node's token).
pub(crate) fn admit_on(world: &World, name: &str, node: &str) -> k8s_openapi::api::core::v1::Pod {
    let port = world.pg.port;
    let mut object = pod("apps", name, "web", two_databases(), port);
    object["spec"]["nodeName"] = json!(node);
    let pod = world.api.create_pod(object).unwrap();
    assert!(world.kubelet.mount(&world.api, &pod).unwrap());
    pod
}

/// A webhook in NRI mode, then the plugin end to end (legacy auth), its cache and restarts,
/// and every refusal. Checklist §3.4 3, 4, 5, 8.
#[test]
fn nri_end_to_end() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated("nri_e2e::nri_end_to_end") {
        return;
    }
    let world = World::start();
    world.use_admission(Setup {
        delivery: Delivery::Nri,
        required_plugin: Some("vault-db-injector".into()),
        ..Setup::default()
    });
    let p1 = admit(&world, "p1");
    let sb1 = sandbox_of(&p1);
    let uuids = uuids_of(&p1);
    assert_eq!(uuids.len(), 2);
    assert!(
        world.bao.kv_keys().is_empty(),
        "admission in NRI mode writes no KV"
    );

    // First container (an init container): a fetch; the credentials log in.
    let nri_dir = world.dir.path().join("nri");
    let cache_a = nri_dir.join("a").join("cache.json");
    let mut node = Node::start(&world, NodeOpts::new(cache_a.clone()));
    let substitutions = count("vdbi_nri_substitutions_total", "");
    let first = node
        .create(&sb1, "migrate", &env_lines(&p1, "migrate"))
        .unwrap();
    let keys: Vec<&str> = first.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        keys,
        ["DB_USER", "DB_PASSWORD", "SPECIAL_DSN"],
        "only changed variables"
    );
    let user = get(&first, "DB_USER").to_owned();
    let password = get(&first, "DB_PASSWORD").to_owned();
    assert_eq!(world.pg.login(&user, &password).unwrap(), user);
    let dsn = get(&first, "SPECIAL_DSN").to_owned();
    assert!(
        world.pg.login_dsn(&dsn).unwrap().starts_with("v-"),
        "URI mode logs in"
    );
    assert!(count("vdbi_nri_substitutions_total", "") > substitutions);
    // Both entries are in KV, bound to the pod.
    let mut kv = world.bao.kv_keys();
    kv.sort();
    let mut expect = uuids.clone();
    expect.sort();
    assert_eq!(kv, expect);
    let entry = world.bao.kv_entry(&uuids[0]);
    assert_eq!(entry["Namespace"], "apps");
    assert_eq!(entry["PodName"], "p1");
    assert_eq!(entry["PodUID"], sb1.uid.as_str());
    assert_eq!(entry["NodeName"], "node-1");
    let first_lease = entry["LeaseId"].clone();
    // The cache file is root-only.
    assert_eq!(fs::metadata(&cache_a).unwrap().mode() & 0o777, 0o600);

    // Second container: a cache hit, same credentials, nothing new in Vault.
    let hits = count("vdbi_nri_cache_hit_total", "source=\"sync\"");
    let app = node.create(&sb1, "app", &env_lines(&p1, "app")).unwrap();
    assert_eq!(get(&app, "DB_PASSWORD"), password);
    assert!(count("vdbi_nri_cache_hit_total", "source=\"sync\"") > hits);
    assert_eq!(world.bao.kv_keys().len(), 2);
    drop(node);

    // A restarted plugin answers from its cache file.
    let mut opts = NodeOpts::new(cache_a.clone());
    opts.sandboxes = vec![sb1.clone()];
    let mut node = Node::start(&world, opts);
    let unknown = count("vdbi_nri_cache_hit_total", "source=\"unknown\"");
    let side = node
        .create(&sb1, "sidecar", &env_lines(&p1, "sidecar"))
        .unwrap();
    assert_eq!(get(&side, "DB_USER"), user);
    assert!(count("vdbi_nri_cache_hit_total", "source=\"unknown\"") > unknown);
    assert_eq!(world.bao.kv_keys().len(), 2);
    drop(node);

    // The cache is lost: new credentials, and the earlier credential keeps working.
    let generations = count("vdbi_nri_generations_total", "");
    let mut node = Node::start(&world, NodeOpts::new(nri_dir.join("b").join("cache.json")));
    let again = node.create(&sb1, "app", &env_lines(&p1, "app")).unwrap();
    assert_ne!(get(&again, "DB_USER"), user);
    assert_eq!(
        world
            .pg
            .login(get(&again, "DB_USER"), get(&again, "DB_PASSWORD"))
            .unwrap(),
        get(&again, "DB_USER")
    );
    assert_eq!(
        world.pg.login(&user, &password).unwrap(),
        user,
        "not cut off"
    );
    assert_eq!(count("vdbi_nri_generations_total", "") - generations, 2.0);
    // The uuids' keys are held (by the first fetch's entries, which the plugin cannot
    // read): the new credentials go under fresh keys of the pod's own.
    let kv = world.bao.kv_keys();
    let fresh: Vec<&String> = kv
        .iter()
        .filter(|k| k.starts_with(&format!("{}-r", sb1.uid)))
        .collect();
    assert_eq!(fresh.len(), 2, "{kv:?}");
    for key in fresh {
        assert_eq!(world.bao.kv_entry(key)["PodUID"], sb1.uid.as_str());
    }
    assert_eq!(world.bao.kv_entry(&uuids[0])["LeaseId"], first_lease);
    // This plugin logs in as the injector (legacy auth): a pod token names its key, so the
    // credential first issued for each held uuid was revoked and issued again for the
    // fresh key. Only the first fetch's token names each uuid now.
    let (_, listed) = world
        .bao
        .call("GET", "auth/token/accessors?list=true", None);
    for uuid in &uuids {
        let naming = listed["data"]["keys"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|accessor| {
                let (status, info) = world.bao.call(
                    "POST",
                    "auth/token/lookup-accessor",
                    Some(json!({ "accessor": accessor })),
                );
                status == 200 && info["data"]["meta"]["uuid"] == uuid.as_str()
            })
            .count();
        assert_eq!(naming, 1, "tokens naming {uuid}");
    }

    // A copycat pod with p1's placeholders and uuid annotation gets its own credentials
    // only, under fresh keys (p1's are taken); p1's entries and credentials are untouched.
    world.api.set_mutating_webhook(None);
    let mut copy = pod("apps", "copycat", "web", json!({}), world.pg.port);
    copy["metadata"]["annotations"] = json!(p1.metadata.annotations.clone().unwrap());
    copy["spec"] = serde_json::to_value(p1.spec.clone().unwrap()).unwrap();
    let copycat = world.api.create_pod(copy).unwrap();
    let sb2 = sandbox_of(&copycat);
    let held = count("vdbi_nri_generations_total", "");
    let copied = node
        .create(&sb2, "app", &env_lines(&copycat, "app"))
        .unwrap();
    assert_ne!(get(&copied, "DB_USER"), user);
    assert_ne!(get(&copied, "DB_USER"), get(&again, "DB_USER"));
    assert!(count("vdbi_nri_generations_total", "") > held);
    assert_eq!(world.bao.kv_entry(&uuids[0])["PodUID"], sb1.uid.as_str());
    assert_eq!(world.bao.kv_entry(&uuids[0])["LeaseId"], first_lease);
    assert_eq!(world.pg.login(&user, &password).unwrap(), user);
    // The same copy without the uuid annotation gets its own credentials (keyed by its own
    // UID), and p1's are untouched.
    let mut copy = pod("apps", "copycat2", "web", json!({}), world.pg.port);
    let mut annotations = p1.metadata.annotations.clone().unwrap();
    annotations.remove(&format!("{PREFIX}uuid"));
    copy["metadata"]["annotations"] = json!(annotations);
    copy["spec"] = serde_json::to_value(p1.spec.clone().unwrap()).unwrap();
    let copycat2 = world.api.create_pod(copy).unwrap();
    let sb3 = sandbox_of(&copycat2);
    let own = node
        .create(&sb3, "app", &env_lines(&copycat2, "app"))
        .unwrap();
    assert_ne!(get(&own, "DB_USER"), user);
    assert_ne!(get(&own, "DB_USER"), get(&again, "DB_USER"));
    assert_eq!(world.bao.kv_entry(&sb3.uid)["PodName"], "copycat2");
    assert_eq!(world.bao.kv_entry(&uuids[0])["LeaseId"], first_lease);
    assert_eq!(world.pg.login(&user, &password).unwrap(), user);

    // A sandbox whose UID is not the API's pod's.
    let mismatch = count("vdbi_nri_unwrap_failures_total", "reason=\"uid_mismatch\"");
    let mut forged = sb1.clone();
    forged.uid = "00000000-0000-4000-8000-000000000000".into();
    let (code, message) = node
        .create(&forged, "app", &env_lines(&p1, "app"))
        .unwrap_err();
    assert_eq!(code, 7, "{message}");
    assert!(message.contains("UID"), "{message}");
    assert!(count("vdbi_nri_unwrap_failures_total", "reason=\"uid_mismatch\"") > mismatch);

    // A pod whose spec has no placeholder of its own: refused before anything is issued.
    let mut plain = pod("apps", "plain", "web", two_databases(), world.pg.port);
    plain["metadata"]["annotations"][format!("{PREFIX}uuid")] = json!("plain-1,plain-2");
    plain["spec"]["nodeName"] = json!("node-1");
    let plain = world.api.create_pod(plain).unwrap();
    world.api.set_mutating_webhook(Some(MutatingWebhook::new(
        "vault-db-injector.numberly.io",
        &world.webhook_url,
        fs::read(&world.webhook_ca).unwrap(),
    )));
    let tokens = world.bao.tokens();
    let forged_env = vec![env_lines(&p1, "app")[1].clone()];
    let (code, message) = node
        .create(&sandbox_of(&plain), "app", &forged_env)
        .unwrap_err();
    assert_eq!(code, 7, "{message}");
    assert!(message.contains("nothing was issued"), "{message}");
    assert_eq!(world.bao.tokens(), tokens);

    // Duplicate env key and residual placeholder.
    let dup = count(
        "vdbi_nri_unwrap_failures_total",
        "reason=\"duplicate_env_key\"",
    );
    let mut env = env_lines(&p1, "app");
    env.push("DB_PASSWORD=shadow".into());
    let (code, _) = node.create(&sb1, "app", &env).unwrap_err();
    assert_eq!(code, 7);
    assert!(
        count(
            "vdbi_nri_unwrap_failures_total",
            "reason=\"duplicate_env_key\""
        ) > dup
    );
    let residual = count(
        "vdbi_nri_unwrap_failures_total",
        "reason=\"residual_placeholder\"",
    );
    let mut env = env_lines(&p1, "app");
    env.push(format!("OTHER=__VDBI_PH_{}___", "ab".repeat(32)));
    let (code, message) = node.create(&sb1, "app", &env).unwrap_err();
    assert_eq!(code, 7);
    assert!(message.contains("OTHER"), "{message}");
    assert!(
        count(
            "vdbi_nri_unwrap_failures_total",
            "reason=\"residual_placeholder\""
        ) > residual
    );

    // Each refusal is told where `kubectl describe pod` shows it: an Event on the pod (its
    // UID, the container, the reason and what to fix), for p1 and for the pod with no
    // placeholder of its own.
    let refusals_on = |name: &str, uid: &str| {
        world
            .api
            .events()
            .into_iter()
            .filter(|e| e.reason.as_deref() == Some("CredentialsRefused"))
            .filter(|e| {
                e.regarding.as_ref().is_some_and(|r| {
                    r.kind.as_deref() == Some("Pod")
                        && r.name.as_deref() == Some(name)
                        && r.uid.as_deref() == Some(uid)
                })
            })
            .collect::<Vec<_>>()
    };
    eventually("the refusal Events", || {
        !refusals_on("p1", &sb1.uid).is_empty()
            && !refusals_on("plain", plain.metadata.uid.as_deref().unwrap()).is_empty()
    });
    let on_p1 = refusals_on("p1", &sb1.uid);
    assert!(
        on_p1.iter().all(|e| e.type_.as_deref() == Some("Warning")
            && e.metadata.namespace.as_deref() == Some("apps")
            && e.note
                .as_deref()
                .is_some_and(|n| n.contains("container \"app\""))),
        "{on_p1:?}"
    );

    // RemovePodSandbox evicts.
    assert!(node.cache.get(&sb1.uid).is_some());
    node.remove(&sb1);
    assert!(node.cache.get(&sb1.uid).is_none());
    drop(node);

    // A corrupt cache file: a warning, a metric, an empty cache; fetching still works.
    let corrupt_path = nri_dir.join("c").join("cache.json");
    fs::create_dir_all(corrupt_path.parent().unwrap()).unwrap();
    fs::write(&corrupt_path, b"{\"version\":1,\"pods\":{\"x\":").unwrap();
    fs::set_permissions(&corrupt_path, fs::Permissions::from_mode(0o600)).unwrap();
    let corrupt = count("vdbi_nri_cache_load_errors_total", "reason=\"corrupt\"");
    let mut opts = NodeOpts::new(corrupt_path);
    opts.sandboxes = vec![sb1.clone()];
    let mut node = Node::start(&world, opts);
    assert!(count("vdbi_nri_cache_load_errors_total", "reason=\"corrupt\"") > corrupt);
    assert!(node.cache.is_empty());
    let fresh = node.create(&sb1, "app", &env_lines(&p1, "app")).unwrap();
    assert_eq!(
        world
            .pg
            .login(get(&fresh, "DB_USER"), get(&fresh, "DB_PASSWORD"))
            .unwrap(),
        get(&fresh, "DB_USER")
    );
    drop(node);

    // Vault down: an error status in time.
    let p2 = admit(&world, "p2");
    let sb_p2 = sandbox_of(&p2);
    let mut opts = NodeOpts::new(nri_dir.join("d").join("cache.json"));
    opts.vault_address = Some(format!("https://127.0.0.1:{}", free_port()));
    let mut node = Node::start(&world, opts);
    let fetch_errors = count("vdbi_nri_unwrap_failures_total", "reason=\"fetch_error\"");
    let (answer, took) = node.create_within(
        &sb_p2,
        "app",
        &env_lines(&p2, "app"),
        Duration::from_secs(2),
    );
    let (code, message) = answer.unwrap_err();
    assert_eq!(code, 14, "{message}");
    assert!(took < Duration::from_secs(2), "{took:?}");
    assert!(count("vdbi_nri_unwrap_failures_total", "reason=\"fetch_error\"") > fetch_errors);
    drop(node);

    // Vault hung past fetchTimeout: answered at fetchTimeout, well before the runtime's 2 s.
    let hung = TcpListener::bind("127.0.0.1:0").unwrap();
    let mut opts = NodeOpts::new(nri_dir.join("e").join("cache.json"));
    opts.vault_address = Some(format!("https://{}", hung.local_addr().unwrap()));
    opts.fetch_timeout = Some(Duration::from_millis(500));
    let mut node = Node::start(&world, opts);
    let fetch_errors = count("vdbi_nri_unwrap_failures_total", "reason=\"fetch_error\"");
    let (answer, took) = node.create_within(
        &sb_p2,
        "app",
        &env_lines(&p2, "app"),
        Duration::from_secs(2),
    );
    let (code, message) = answer.unwrap_err();
    assert_eq!(code, 14, "{message}");
    assert!(
        took >= Duration::from_millis(450) && took < Duration::from_millis(1700),
        "{took:?}"
    );
    assert!(count("vdbi_nri_unwrap_failures_total", "reason=\"fetch_error\"") > fetch_errors);
    drop(node);
    drop(hung);
    // No credential reached a metric label or an Event.
    let rendered = vault_db_injector::metrics::render();
    let events = serde_json::to_string(&world.api.events()).unwrap();
    crate::leaks::assert_no_leak(
        &[("metrics", &rendered), ("the Events", &events)],
        &[&password, &user],
    );
}

/// Projected service accounts: the pod's own token, read from the file the kubelet wrote
/// into its volume, logs in to OpenBao, and the plugin makes no TokenRequest (it holds the
/// `nri` Vault role only: KV create, nothing else).
#[test]
fn nri_end_to_end_projected() {
    let world = World::start();
    world.use_admission(Setup {
        delivery: Delivery::Nri,
        auth: Auth::ProjectedSa,
        ..Setup::default()
    });
    let p = admit(&world, "proj");
    // Admission gave the pod its token volume: the kubelet wrote the token for it, with
    // the volume's audience (not the lenient double's stand-in).
    assert!(
        p.spec
            .as_ref()
            .and_then(|s| s.volumes.as_ref())
            .is_some_and(|v| v
                .iter()
                .any(|v| v.name == vault_db_injector::podtoken::VOLUME_NAME)),
        "no token volume: {:?}",
        p.spec
    );
    let sb = sandbox_of(&p);
    let reviews = world.api.token_reviews().len();
    // Whatever admission asked for is not the plugin's.
    let token_requests = world.api.token_requests().len();
    let mut opts = NodeOpts::new(world.dir.path().join("nri-p").join("cache.json"));
    opts.projected = true;
    let mut node = Node::start(&world, opts);
    let env = node.create(&sb, "app", &env_lines(&p, "app")).unwrap();
    let user = get(&env, "DB_USER");
    assert_eq!(
        world.pg.login(user, get(&env, "DB_PASSWORD")).unwrap(),
        user
    );
    assert!(world.pg.login_dsn(get(&env, "SPECIAL_DSN")).is_ok());
    // OpenBao checked the pod's JWT: the one in the token file, bound to this pod.
    let checked: Vec<serde_json::Value> = world.api.token_reviews()[reviews..].to_vec();
    assert!(!checked.is_empty(), "OpenBao checked the pod's JWT");
    let file = fs::read_to_string(world.kubelet.token_path(&sb.uid).unwrap()).unwrap();
    assert!(
        checked.iter().any(|r| r["spec"]["token"] == file.as_str()),
        "the reviewed token is the file's"
    );
    // The double counts every TokenRequest: the plugin made none.
    assert_eq!(
        world.api.token_requests().len(),
        token_requests,
        "the plugin made a TokenRequest: {:?}",
        &world.api.token_requests()[token_requests..]
    );
    let entry = world.bao.kv_entry(&uuids_of(&p)[0]);
    assert_eq!(entry["PodUID"], sb.uid.as_str());
    assert_eq!(entry["ServiceAccountName"], "web");
    drop(node);

    // The cache is lost. The plugin's policy is `create` alone: OpenBao refuses it the
    // uuids' keys (403: they are held) and it reads no entry; the pod's new credentials go
    // under fresh keys of its own, the first ones untouched and still working.
    let generations = count("vdbi_nri_generations_total", "");
    let keys_before = world.bao.kv_keys();
    let mut opts = NodeOpts::new(world.dir.path().join("nri-p2").join("cache.json"));
    opts.projected = true;
    let mut node = Node::start(&world, opts);
    let again = node.create(&sb, "app", &env_lines(&p, "app")).unwrap();
    let user2 = get(&again, "DB_USER");
    assert_ne!(user2, user);
    assert_eq!(
        world.pg.login(user2, get(&again, "DB_PASSWORD")).unwrap(),
        user2
    );
    assert_eq!(
        world.pg.login(user, get(&env, "DB_PASSWORD")).unwrap(),
        user
    );
    assert_eq!(count("vdbi_nri_generations_total", "") - generations, 2.0);
    for key in new_fresh_keys(&world, &keys_before, &sb.uid, 2) {
        assert_eq!(world.bao.kv_entry(&key)["ServiceAccountName"], "web");
    }
    assert_eq!(
        world.bao.kv_entry(&uuids_of(&p)[0])["LeaseId"],
        entry["LeaseId"]
    );
}

/// A fetch refused for one of a pod's databases (projected auth: Vault refuses the pod's
/// login for the second role, here because the role no longer binds the pod's service
/// account) records nothing for the others: every database's token and credentials are
/// obtained before any entry is written, since the plugin may not delete an entry. The
/// credentials obtained for the first are revoked (their database user dropped), and once
/// the role binds the account again the kubelet's retry gets both.
#[test]
fn a_refused_database_leaves_no_entry_for_the_others() {
    let world = World::start();
    world.use_admission(Setup {
        delivery: Delivery::Nri,
        auth: Auth::ProjectedSa,
        ..Setup::default()
    });
    let p = admit(&world, "half");
    let sb = sandbox_of(&p);
    let bind = |account: &str| {
        world.bao.ok("POST", "auth/kubernetes/role/app2", json!({
            "bound_service_account_names": [account], "bound_service_account_namespaces": ["apps"],
            "audience": "openbao", "token_policies": ["app2"], "token_ttl": "1h", "token_period": "1h"}));
    };
    bind("someone-else");
    let keys_before = world.bao.kv_keys();
    let users_before = world.pg.vault_roles();
    let mut opts = NodeOpts::new(world.dir.path().join("nri-half").join("cache.json"));
    opts.projected = true;
    let mut node = Node::start(&world, opts);
    let refused = node.create(&sb, "app", &env_lines(&p, "app"));
    assert!(refused.is_err(), "{refused:?}");
    assert_eq!(world.bao.kv_keys(), keys_before, "an entry was written");
    let deadline = Instant::now() + Duration::from_secs(10);
    while world.pg.vault_roles() != users_before {
        assert!(
            Instant::now() < deadline,
            "the first database's user was not dropped"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    // Bound again: the retry gets both, recorded under the pod's uuids.
    bind("web");
    let env = node.create(&sb, "app", &env_lines(&p, "app")).unwrap();
    let user = get(&env, "DB_USER");
    assert_eq!(
        world.pg.login(user, get(&env, "DB_PASSWORD")).unwrap(),
        user
    );
    for uuid in uuids_of(&p) {
        assert_eq!(world.bao.kv_entry(&uuid)["PodUID"], sb.uid.as_str());
    }
}

/// The KV keys written since `before`: `count` of them, each a fresh key of the pod with
/// `uid` (`<pod uid>-r<16 hex>`, which the renewer and the revoker find as the pod's) whose
/// entry records that UID.
fn new_fresh_keys(world: &World, before: &[String], uid: &str, count: usize) -> Vec<String> {
    let fresh: Vec<String> = world
        .bao
        .kv_keys()
        .into_iter()
        .filter(|k| !before.contains(k))
        .collect();
    assert_eq!(fresh.len(), count, "{fresh:?}");
    for key in &fresh {
        assert!(key.starts_with(&format!("{uid}-r")), "{key}");
        assert_eq!(key.len(), uid.len() + 18, "{key}");
        assert_eq!(world.bao.kv_entry(key)["PodUID"], uid);
    }
    fresh
}

/// A cache writer killed at random points, hundreds of times, always leaves a file that
/// parses as the old or the new version (checklist §4 7). The writer is this test binary
/// run again as a child with `VDBI_NRI_CACHE_WRITER` set (see
/// [`cache_writer_child`]).
#[test]
#[allow(clippy::disallowed_methods)] // The child is found through the test's own variable.
fn cache_writer_killed_at_random_points() {
    let dir = TempDir::new("nri-kill").unwrap();
    let path = dir.path().join("nri").join("cache.json");
    let exe = std::env::current_exe().unwrap();
    let mut last = 0u64;
    let mut seed: u64 = std::env::var("TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed);
    let start_seed = seed;
    let mut next = move || {
        seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let rounds = 300;
    let mut parsed = 0;
    for round in 0..rounds {
        let mut child = Command::new(&exe)
            .args(["nri_e2e::cache_writer_child", "--exact", "--test-threads=1"])
            .env("VDBI_NRI_CACHE_WRITER", &path)
            .env("VDBI_NRI_CACHE_START", (last + 1).to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(2_000 + next() % 40_000));
        child.kill().unwrap();
        child.wait().unwrap();
        let Ok(bytes) = fs::read(&path) else {
            assert_eq!(
                last, 0,
                "the file vanished (TEST_SEED={start_seed}, round {round})"
            );
            continue;
        };
        let pods = cache::decode(&bytes).unwrap_or_else(|e| {
            panic!("torn cache file: {e} (TEST_SEED={start_seed}, round {round})")
        });
        let version: u64 = pods["writer"]
            .values()
            .next()
            .unwrap()
            .expose_secret()
            .parse()
            .unwrap();
        assert!(
            version >= last,
            "went back from {last} to {version} (TEST_SEED={start_seed})"
        );
        // Every version holds its own number of pods: a mix of two versions would not.
        assert_eq!(pods.len() as u64, 1 + version % 5, "mixed versions");
        last = version;
        parsed += 1;
    }
    assert!(
        parsed > rounds / 2,
        "the writer rarely got to write: {parsed}/{rounds}"
    );
    // A start after the kills removes the leftover temporary files.
    let cache = Cache::open(&path).unwrap();
    assert!(!cache.is_empty());
    let leftovers = fs::read_dir(path.parent().unwrap())
        .unwrap()
        .filter(|e| e.as_ref().unwrap().file_name() != "cache.json")
        .count();
    assert_eq!(leftovers, 0);
}

/// The writer of [`cache_writer_killed_at_random_points`]: writes versions forever when
/// run as its child; does nothing as a test of its own.
#[test]
#[allow(clippy::disallowed_methods)] // Reads the parent's instructions.
fn cache_writer_child() {
    let Some(path) = std::env::var_os("VDBI_NRI_CACHE_WRITER") else {
        return;
    };
    let mut version: u64 = std::env::var("VDBI_NRI_CACHE_START")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let path = PathBuf::from(path);
    cache::prepare_dir(path.parent().unwrap()).unwrap();
    let placeholder = Placeholder::from_bytes(&[7; 32]);
    loop {
        let mut pods: Vec<(String, Mapping)> = Vec::new();
        let value: Mapping = [(placeholder.clone(), SecretString::new(version.to_string()))]
            .into_iter()
            .collect();
        pods.push(("writer".to_owned(), value));
        for n in 0..version % 5 {
            let filler: Mapping = [(
                Placeholder::from_bytes(&[n as u8; 32]),
                SecretString::new("x".repeat(2000)),
            )]
            .into_iter()
            .collect();
            pods.push((format!("filler-{n}"), filler));
        }
        let bytes = cache::encode(pods.iter().map(|(uid, m)| (uid.as_str(), m))).unwrap();
        cache::write_atomic(&path, &bytes).unwrap();
        version += 1;
    }
}

/// A resolver that must not be called (the benchmark answers from the cache only).
struct NoFetch;

impl handler::Resolve for NoFetch {
    fn resolve(
        &self,
        pod: &resolver::PodRef,
        _source: cache::Source,
        _deadline: Instant,
    ) -> Result<Arc<cache::Entry>, Arc<resolver::Error>> {
        Err(Arc::new(resolver::Error::PodNotFound {
            pod: pod.to_string(),
        }))
    }
}

/// Benchmark (checklist §4 8): a cache hit costs at most twice the bare socket round trip
/// of a CreateContainer that needs nothing (both answered inline on the reader thread), and
/// stays far below the runtime's 2 s budget. Medians of interleaved runs; the ratio is
/// printed.
#[test]
#[allow(clippy::print_stderr)] // A benchmark reports its figures.
fn cache_hit_latency() {
    let dir = TempDir::new("nri-bench").unwrap();
    let cache = Arc::new(Cache::open(&dir.path().join("nri").join("cache.json")).unwrap());
    let placeholder = Placeholder::from_bytes(&[3; 32]);
    let mapping: Mapping = [(placeholder.clone(), SecretString::new("s3cr3t".into()))]
        .into_iter()
        .collect();
    cache
        .insert("bench-uid", mapping, cache::Source::Sync)
        .1
        .unwrap();
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let handler = NriHandler::new(
        handler::Settings {
            pod_label: "vault-db-injector".into(),
            fetch_timeout: None,
        },
        Arc::clone(&cache),
        Arc::new(NoFetch),
    );
    let socket = dir.path().join("bench.sock");
    let runtime = Runtime::bind(&socket).unwrap();
    Plugin::new(&socket, "vault-db-injector", "10", Arc::new(handler))
        .unwrap()
        .start(&supervisor)
        .unwrap();
    let mut peer = runtime.accept(Duration::from_secs(10)).unwrap();
    let sandbox = Sandbox::new(
        "apps",
        "bench",
        "bench-uid",
        &[("vault-db-injector", "true")],
    );
    handshake_with(&mut peer, std::slice::from_ref(&sandbox)).unwrap();
    let bare_env = vec!["PATH=/bin".to_owned(), "DB_PASSWORD=plain".to_owned()];
    let hit_env = vec![
        "PATH=/bin".to_owned(),
        format!("DB_PASSWORD={}", placeholder.as_str()),
    ];
    let mut time = |env: &[String]| {
        let started = Instant::now();
        let id = peer
            .call(
                "CreateContainer",
                &create_container(&sandbox, "c", env),
                2_000_000_000,
            )
            .unwrap();
        let message = peer.recv_response(id, Duration::from_secs(5)).unwrap();
        assert!(message.error().is_none());
        started.elapsed()
    };
    let (mut bare, mut hit) = (Vec::new(), Vec::new());
    for _ in 0..300 {
        bare.push(time(&bare_env));
        hit.push(time(&hit_env));
    }
    bare.sort();
    hit.sort();
    let (bare_median, hit_median) = (bare[bare.len() / 2], hit[hit.len() / 2]);
    let ratio = hit_median.as_secs_f64() / bare_median.as_secs_f64().max(1e-9);
    eprintln!(
        "nri cache hit: median {hit_median:?}, bare round trip {bare_median:?}, ratio {ratio:.2}, hit p99 {:?}",
        hit[hit.len() * 99 / 100]
    );
    // The targets (ratio <= 2, p99 < 50 ms) are a benchmark's, asserted only on request
    // (`VDBI_BENCH_STRICT=1`, see docs/performance.md): a shared CI box must not fail the
    // suite on a noisy neighbour. The suite keeps a loose bound that still catches a hit
    // that went to the network or a lock held across a fetch.
    let hit_p99 = hit[hit.len() * 99 / 100];
    if bench_strict() {
        assert!(
            ratio <= 2.0,
            "cache hit {hit_median:?} vs bare {bare_median:?}"
        );
        assert!(hit_p99 < Duration::from_millis(50), "{hit_p99:?}");
    }
    assert!(hit_p99 < Duration::from_secs(2), "{hit_p99:?}");
    trigger.trigger();
}

/// Benchmark: a cache miss through the plugin (socket, flight, worker, substitution, cache
/// file on tmpfs) costs at most 1.10 times the same fetch made directly
/// (`Resolver::fetch`: the API read, the role checks, the tokens, the credentials and the
/// KV writes). Medians of interleaved rounds on fresh pods; the ratio is printed.
#[test]
#[allow(clippy::print_stderr)] // A benchmark reports its figures.
fn cache_miss_overhead() {
    let world = World::start();
    world.use_admission(Setup {
        delivery: Delivery::Nri,
        ..Setup::default()
    });
    // The cache on tmpfs, as in production (/run).
    let shm = PathBuf::from("/dev/shm").join(format!("vdbi-nri-bench-{}", std::process::id()));
    let mut opts = NodeOpts::new(shm.join("cache.json"));
    opts.fetch_timeout = None;
    let mut node = Node::start(&world, opts);
    let miss = |node: &mut Node, pod: &k8s_openapi::api::core::v1::Pod| {
        let (answer, took) = node.create_within(
            &sandbox_of(pod),
            "app",
            &env_lines(pod, "app"),
            Duration::from_secs(10),
        );
        answer.unwrap();
        took
    };
    // The suite runs other tests (and other OpenBao instances) on the same two cores;
    // interference only ever adds time, to either side, so a measurement that meets the
    // bound is conclusive and one that does not is taken again (three at most).
    let mut ratios = Vec::new();
    let mut round = 0;
    for _attempt in 0..3 {
        let (mut direct, mut through) = (Vec::new(), Vec::new());
        while direct.len() < 8 {
            let a = admit(&world, &format!("direct-{round}"));
            let b = admit(&world, &format!("miss-{round}"));
            let pod = resolver::PodRef {
                namespace: "apps".into(),
                name: format!("direct-{round}"),
                uid: a.metadata.uid.clone().unwrap(),
            };
            let resolver = Arc::clone(&node.resolver);
            let direct_call = || {
                let started = Instant::now();
                resolver.fetch(&pod, cache::Source::Sync).unwrap();
                started.elapsed()
            };
            // Alternate which goes first, so neither always meets a warmer Vault.
            let (made_directly, took) = if round % 2 == 0 {
                let made_directly = direct_call();
                (made_directly, miss(&mut node, &b))
            } else {
                let took = miss(&mut node, &b);
                (direct_call(), took)
            };
            // The first round warms the logins and connections.
            if round > 0 {
                direct.push(made_directly);
                through.push(took);
            }
            round += 1;
        }
        direct.sort();
        through.sort();
        let (d, t) = (direct[direct.len() / 2], through[through.len() / 2]);
        let ratio = t.as_secs_f64() / d.as_secs_f64();
        eprintln!(
            "nri cache miss: median {t:?} through the plugin, {d:?} direct, ratio {ratio:.3}"
        );
        ratios.push(ratio);
        if ratio <= 1.10 {
            break;
        }
    }
    drop(node);
    let _ = fs::remove_dir_all(&shm);
    // The 1.10 target is asserted only on request (`VDBI_BENCH_STRICT=1`); the suite checks
    // that a miss through the plugin costs the same order as the direct fetch.
    let bound = if bench_strict() { 1.10 } else { 3.0 };
    assert!(
        ratios.iter().any(|r| *r <= bound),
        "cache miss overhead ratios {ratios:?} (bound {bound})"
    );
}

/// Whether benchmark targets are asserted (`VDBI_BENCH_STRICT=1`), as in the admission
/// benchmark.
#[allow(clippy::disallowed_methods)] // A test reads its own switch.
fn bench_strict() -> bool {
    std::env::var("VDBI_BENCH_STRICT").is_ok_and(|v| v == "1")
}

/// Waits up to 15 s for `done`.
fn eventually(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(15);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The prewarmer fetches pending labelled pods of its node ahead of their first container
/// (which is then a cache hit with `source="prewarm"`), never a running pod, skips a
/// terminating one, and evicts a deleted pod; the sweeper evicts pods no longer on the node.
#[test]
fn prewarm_and_sweep() {
    // Reads process-wide counters: alone in its own process (see `crate::alone`).
    if crate::alone::delegated("nri_e2e::prewarm_and_sweep") {
        return;
    }
    use vault_db_injector::nri::prewarm::{self, Prewarmer};
    let world = World::start();
    world.use_admission(Setup {
        delivery: Delivery::Nri,
        ..Setup::default()
    });
    let mut node = Node::start(
        &world,
        NodeOpts::new(world.dir.path().join("nri-w").join("cache.json")),
    );
    // Already there when the prewarmer starts: a running pod and a terminating one.
    let running = admit(&world, "running");
    world
        .api
        .update_pod("apps", "running", |pod| {
            pod.status.get_or_insert_with(Default::default).phase = Some("Running".into());
        })
        .unwrap();
    let terminating = admit(&world, "terminating");
    world
        .api
        .update_pod("apps", "terminating", |pod| {
            pod.metadata.deletion_timestamp =
                Some(k8s_openapi::apimachinery::pkg::apis::meta::v1::Time(
                    k8s_openapi::jiff::Timestamp::new(1_800_000_000, 0).unwrap(),
                ));
        })
        .unwrap();
    let skipped = count("vdbi_nri_prewarm_error_total", "reason=\"terminating_pod\"");
    let successes = count("vdbi_nri_prewarm_success_total", "");
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let settings = prewarm::Settings {
        node_name: "node-1".into(),
        pod_label: "vault-db-injector".into(),
        max_concurrent: 2,
        kubelet_root: None,
    };
    let prewarmer = Arc::new(Prewarmer::new(
        settings.clone(),
        world.k8s_client(),
        Arc::clone(&node.cache),
        Arc::clone(&node.resolver) as Arc<dyn handler::Resolve>,
    ));
    prewarmer.start(&supervisor).unwrap();
    eventually("the terminating pod to be skipped", || {
        count("vdbi_nri_prewarm_error_total", "reason=\"terminating_pod\"") > skipped
    });
    // A pod scheduled here afterwards is prewarmed.
    let warm = admit(&world, "warm");
    let uid = warm.metadata.uid.clone().unwrap();
    eventually("the pod to be prewarmed", || node.cache.get(&uid).is_some());
    // Counted just after the cache entry is written: waited for, not raced.
    eventually("the prewarm counted", || {
        count("vdbi_nri_prewarm_success_total", "") > successes
    });
    let hits = count("vdbi_nri_cache_hit_total", "source=\"prewarm\"");
    let env = node
        .create(&sandbox_of(&warm), "app", &env_lines(&warm, "app"))
        .unwrap();
    assert_eq!(
        world
            .pg
            .login(get(&env, "DB_USER"), get(&env, "DB_PASSWORD"))
            .unwrap(),
        get(&env, "DB_USER")
    );
    assert!(count("vdbi_nri_cache_hit_total", "source=\"prewarm\"") > hits);
    // The running and terminating pods got nothing.
    for pod in [&running, &terminating] {
        assert!(
            node.cache
                .get(pod.metadata.uid.as_deref().unwrap())
                .is_none()
        );
        for uuid in uuids_of(pod) {
            assert!(!world.bao.kv_keys().contains(&uuid), "{uuid} was issued");
        }
    }
    // A deleted pod leaves the cache.
    world.api.delete_pod("apps", "warm").unwrap();
    eventually("the deleted pod to be evicted", || {
        node.cache.get(&uid).is_none()
    });
    trigger.trigger();
    // The sweeper drops what is not on the node, and keeps what is.
    let kept = admit(&world, "kept");
    let kept_uid = kept.metadata.uid.clone().unwrap();
    node.create(&sandbox_of(&kept), "app", &env_lines(&kept, "app"))
        .unwrap();
    node.cache
        .insert("gone-uid", Mapping::new(), cache::Source::Sync)
        .1
        .unwrap();
    let k8s = world.k8s_client();
    assert_eq!(prewarm::sweep(&k8s, &node.cache, &settings).unwrap(), 1);
    assert!(node.cache.get("gone-uid").is_none());
    assert!(node.cache.get(&kept_uid).is_some());
}

/// The probe of `trust::a_squatted_uuid_costs_only_the_squatter` (finding 4 of the
/// trust-boundaries issue); does nothing unless run by it. KV keys are global across
/// namespaces and a pod's `uuid` annotation is readable by anyone who can read pods: a pod
/// of another namespace, entitled to the same roles, copies the victim's annotations and
/// has its container created first, so its own credentials take the victim's keys. The
/// victim's fetch must still succeed, under fresh keys, with credentials of its own that
/// log in to PostgreSQL; the squatter keeps only what it was entitled to anyway; the held
/// keys are counted and logged (the driver reads the log lines).
#[test]
fn squat_probe() {
    if !crate::trust::is_probe("VDBI_SQUAT_PROBE") {
        return;
    }
    let world = World::start();
    // The squatter's namespace is entitled to the same roles: squatting is not about
    // roles, it is about keys.
    for role in ["app1", "app2"] {
        world.bao.ok("POST", &format!("auth/kubernetes/role/{role}"), json!({
            "bound_service_account_names": ["web"], "bound_service_account_namespaces": ["apps", "other"],
            "audience": "openbao", "token_policies": [role], "token_ttl": "1h", "token_period": "1h"}));
    }
    world.use_admission(Setup {
        delivery: Delivery::Nri,
        ..Setup::default()
    });
    let victim = admit(&world, "victim");
    let uuids = uuids_of(&victim);
    // The squatter is created with the victim's annotations and spec (no webhook on the
    // way, as a pod in an excluded namespace or created while it was down would be).
    world.api.set_mutating_webhook(None);
    let mut copy = pod("other", "squatter", "web", json!({}), world.pg.port);
    copy["metadata"]["annotations"] = json!(victim.metadata.annotations.clone().unwrap());
    copy["spec"] = serde_json::to_value(victim.spec.clone().unwrap()).unwrap();
    let squatter = world.api.create_pod(copy).unwrap();
    let sb_squatter = sandbox_of(&squatter);
    let sb_victim = sandbox_of(&victim);
    let cache_dir = world.dir.path().join("nri-squat");
    let mut node = Node::start(&world, NodeOpts::new(cache_dir.join("cache.json")));

    // The squatter goes first and takes the victim's keys with its own credentials.
    let taken = node
        .create(&sb_squatter, "app", &env_lines(&squatter, "app"))
        .unwrap();
    let squatter_user = get(&taken, "DB_USER").to_owned();
    for uuid in &uuids {
        let entry = world.bao.kv_entry(uuid);
        assert_eq!(entry["Namespace"], "other", "{entry}");
        assert_eq!(entry["PodUID"], sb_squatter.uid.as_str());
    }

    // The victim's fetch is not blocked: fresh keys, its own credentials, which log in.
    let held = count("vdbi_nri_generations_total", "");
    let keys_before = world.bao.kv_keys();
    let own = node
        .create(&sb_victim, "app", &env_lines(&victim, "app"))
        .unwrap();
    let user = get(&own, "DB_USER").to_owned();
    let password = get(&own, "DB_PASSWORD").to_owned();
    assert_ne!(user, squatter_user);
    assert_eq!(world.pg.login(&user, &password).unwrap(), user);
    assert_eq!(
        count("vdbi_nri_generations_total", "") - held,
        2.0,
        "one per database"
    );
    for key in new_fresh_keys(&world, &keys_before, &sb_victim.uid, 2) {
        let entry = world.bao.kv_entry(&key);
        assert_eq!(entry["Namespace"], "apps", "{entry}");
    }
    // The squatter's entries are untouched (they are its own credentials).
    for uuid in &uuids {
        assert_eq!(world.bao.kv_entry(uuid)["PodUID"], sb_squatter.uid.as_str());
    }
}
