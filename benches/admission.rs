//! The admission benchmark of record (issue 21): the real binary in mode `injector`, legacy
//! delivery, one credential per pod, against a real OpenBao (TLS) and PostgreSQL and the
//! Kubernetes API double, next to its floor, measured in the same run.
//!
//! - **Injector service account.** Product: an AdmissionReview posted to the webhook over
//!   one kept-alive TLS connection, as the apiserver does. Floor: the three calls the
//!   admission must make, `auth/token/create-orphan`, `<mount>/creds/<role>` and the KV v2
//!   write, made directly over one kept-alive connection by a ureq agent with the product's
//!   settings (TLS provider, timeouts, headers), so the floor is at least as fast a client
//!   as the product's own.
//! - **Projected service account.** Product: a second binary with `useProjectedSA: true`.
//!   Floor: the TokenRequest to the API double, the pod's `login`, the creds read and the KV
//!   write.
//! - **NRI delivery** (projected service accounts, the only identity NRI delivery allows
//!   by default). Product: a third binary with `nri.enabled: true`, whose answer holds
//!   placeholders and the pod's token volume. Floor: the TokenRequest and the pod's
//!   `login`, which proves the pod may have the role (the plugin issues at container
//!   creation, see `benches/nri.rs`); both revoke that login on a background thread.
//! - **The hopped floors** (diagnostic). The injector-SA and NRI-delivery floors, each
//!   behind a minimal HTTPS server ([`hop`]) in a process of its own ([`HopProcess`]) that
//!   the client posts the same review to: what any webhook adds to its calls (the TLS
//!   transport, a second process's cold caches and wake-ups) and nothing the product does.
//!   The product's ratio to its hopped floor is printed beside its ratio to the floor.
//!
//! Latency is measured with one review in flight at a time: `rounds` rounds of `per_round`
//! admissions per side, the sides taking one sample each in turn (the order shifting and
//! flipping every step, [`interleaved`]), so a moment of load lands on every side alike and
//! each review finds the webhook idle, as one in flight does; throughput
//! separately, with `clients` reviews in flight, against the floor with as many threads.
//! At the end each binary gets SIGTERM and the time to its exit is a row too.
//!
//! `cargo bench --bench admission -- [rounds] [per_round] [clients] [throughput_per_client]
//! [throughput_rounds]` (defaults 9, 30, 4, 40, 5; `scripts/bench` runs 20 100 4 40 9,
//! against the release binary through `VDBI_BENCH_BINARY`). The median is judged as the
//! median of the per-round ratios of the medians, the tail as the median of the per-round
//! ratios of the p99s (the pooled p99 ratio is printed beside it), the throughput as the
//! median of the per-round ratios of the rates (a product phase and its floor's run back to
//! back, the product first in one round and second in the next). Prints `RECORD` lines for
//! `scripts/bench`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::print_stdout,
    clippy::print_stderr,
    clippy::disallowed_methods,
    missing_docs
)]

#[path = "common/mod.rs"]
mod common;

use std::fs;
use std::io::Read;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use vdbi_testbed::Testbed;
use vdbi_testbed::kube_api::KubeApi;
use vdbi_testbed::openbao::{DB_MOUNT, KV_MOUNT, ROLE_READONLY};
use vdbi_testbed::product::{self, LoginSpec, WebhookCerts};
use vdbi_testbed::tempdir::TempDir;

use common::floor::{agent, agent_with, call, kube_call, ok};
use common::{Product, Side, arg, compare, median, record, show};

const MOUNT: &str = "k8s-bench";
const PREFIX: &str = "bench";
const SYSTEM_NS: &str = "vault-injector";
const APP_NS: &str = "apps";
const APP_SA: &str = "app";
const ANNOTATIONS: &str = "db-creds-injector.numberly.io/";
/// The product's `tokenTTL` here, and the floor's token period.
const TOKEN_TTL: &str = "7200s";

/// Where a floor's calls go, as plain data: a hop in another process makes them too.
#[derive(Clone)]
struct Target {
    vault: String,
    vault_ca: std::path::PathBuf,
    kube: String,
    kube_ca: std::path::PathBuf,
    /// The injector's service-account token.
    jwt: String,
}

impl Target {
    fn new(tb: &Testbed, api: &KubeApi, injector_jwt: &str) -> Target {
        Target {
            vault: tb.openbao.addr(),
            vault_ca: tb.openbao.ca_cert().to_path_buf(),
            kube: api.url().to_owned(),
            kube_ca: api.ca_cert_path().to_path_buf(),
            jwt: injector_jwt.to_owned(),
        }
    }

    /// The environment that hands `self` and the hop's certificate to a hop process.
    fn to_env(&self, pair: &vdbi_testbed::certs::CertPair) -> Vec<(&'static str, String)> {
        let path = |p: &std::path::Path| p.to_string_lossy().into_owned();
        vec![
            ("VDBI_BENCH_HOP_VAULT", self.vault.clone()),
            ("VDBI_BENCH_HOP_VAULT_CA", path(&self.vault_ca)),
            ("VDBI_BENCH_HOP_KUBE", self.kube.clone()),
            ("VDBI_BENCH_HOP_KUBE_CA", path(&self.kube_ca)),
            ("VDBI_BENCH_HOP_JWT", self.jwt.clone()),
            ("VDBI_BENCH_HOP_CERT", path(&pair.cert)),
            ("VDBI_BENCH_HOP_KEY", path(&pair.key)),
        ]
    }

    /// What [`Target::to_env`] handed over.
    fn from_env() -> (Target, vdbi_testbed::certs::CertPair) {
        let var = |name: &str| std::env::var(name).unwrap_or_else(|_| panic!("{name} unset"));
        (
            Target {
                vault: var("VDBI_BENCH_HOP_VAULT"),
                vault_ca: var("VDBI_BENCH_HOP_VAULT_CA").into(),
                kube: var("VDBI_BENCH_HOP_KUBE"),
                kube_ca: var("VDBI_BENCH_HOP_KUBE_CA").into(),
                jwt: var("VDBI_BENCH_HOP_JWT"),
            },
            vdbi_testbed::certs::CertPair {
                cert: var("VDBI_BENCH_HOP_CERT").into(),
                key: var("VDBI_BENCH_HOP_KEY").into(),
            },
        )
    }
}

/// The floor client: the same calls as one admission, straight to Vault (and the API
/// double for the projected flow).
struct Floor {
    vault: ureq::Agent,
    kube: ureq::Agent,
    base: String,
    kube_url: String,
    own: String,
    /// The bearer of the floor's TokenRequest: the injector's service-account token, which
    /// the product sends too (its `serviceAccountTokenFile`), so the API double checks the
    /// same JWT for both sides; a static token would spare the floor that check.
    kube_bearer: String,
}

impl Floor {
    fn new(target: &Target) -> Floor {
        Floor::with(target, true)
    }

    fn with(target: &Target, product_resolver: bool) -> Floor {
        let vault = agent_with(&target.vault_ca, product_resolver);
        let kube = agent(&target.kube_ca);
        let base = target.vault.clone();
        let injector_jwt = &target.jwt;
        let login = ok(
            "injector login",
            call(
                &vault,
                "POST",
                &format!("{base}/v1/auth/{MOUNT}/login"),
                None,
                Some(&json!({"role": "injector", "jwt": injector_jwt})),
            ),
        );
        let own = login["auth"]["client_token"].as_str().unwrap().to_owned();
        Floor {
            vault,
            kube,
            base,
            kube_url: target.kube.clone(),
            own,
            kube_bearer: injector_jwt.clone(),
        }
    }

    fn kv_write(&self, uuid: &str, lease: &str, accessor: &str) {
        ok(
            "kv write",
            call(
                &self.vault,
                "PUT",
                &format!("{}/v1/{KV_MOUNT}/data/{PREFIX}/{uuid}", self.base),
                Some(&self.own),
                // The product's write: every field of its entry, and check-and-set 0 (its
                // KV policy may create entries, never replace one).
                Some(&json!({"options": {"cas": 0}, "data": {"LeaseId": lease,
                    "TokenId": "", "Namespace": APP_NS, "ServiceAccountName": APP_SA,
                    "PodName": "", "NodeName": "", "TokenAccessor": accessor, "PodUID": "",
                    "AdmissionUID": uuid, "DbUsername": "v-floor", "Role": ROLE_READONLY,
                    "Version": "2"}})),
            ),
        );
    }

    /// Injector service account: create-orphan, creds, KV write.
    fn injector_sa(&self, uuid: &str) {
        let auth = ok(
            "create-orphan",
            call(
                &self.vault,
                "POST",
                &format!("{}/v1/auth/token/create-orphan", self.base),
                Some(&self.own),
                Some(&json!({"policies": [ROLE_READONLY], "period": TOKEN_TTL,
                    "display_name": "injector-orphan-token",
                    "meta": {"namespace": APP_NS, "uuid": uuid},
                    "renewable": true, "no_default_policy": false})),
            ),
        );
        let token = auth["auth"]["client_token"].as_str().unwrap();
        let accessor = auth["auth"]["accessor"].as_str().unwrap();
        let creds = ok(
            "creds",
            call(
                &self.vault,
                "GET",
                &format!("{}/v1/{DB_MOUNT}/creds/{ROLE_READONLY}", self.base),
                Some(token),
                None,
            ),
        );
        self.kv_write(uuid, creds["lease_id"].as_str().unwrap(), accessor);
    }

    /// The TokenRequest for the pod's service account, as the product makes it.
    fn token_request(&self) -> String {
        let answer = ok(
            "TokenRequest",
            kube_call(
                &self.kube,
                "POST",
                &format!(
                    "{}/api/v1/namespaces/{APP_NS}/serviceaccounts/{APP_SA}/token",
                    self.kube_url
                ),
                &self.kube_bearer,
                Some(&json!({"apiVersion": "authentication.k8s.io/v1",
                    "kind": "TokenRequest",
                    "metadata": {"name": APP_SA, "namespace": APP_NS},
                    "spec": {"audiences": ["openbao"], "expirationSeconds": 600}})),
            ),
        );
        answer["status"]["token"].as_str().unwrap().to_owned()
    }

    /// The pod's `login` with `jwt`: the token and its accessor.
    fn pod_login(&self, jwt: &str) -> (String, String) {
        let login = ok(
            "pod login",
            call(
                &self.vault,
                "POST",
                &format!("{}/v1/auth/{MOUNT}/login", self.base),
                None,
                Some(&json!({"role": ROLE_READONLY, "jwt": jwt})),
            ),
        );
        (
            login["auth"]["client_token"].as_str().unwrap().to_owned(),
            login["auth"]["accessor"].as_str().unwrap().to_owned(),
        )
    }

    /// NRI delivery, projected service account: the TokenRequest and the pod's login, which
    /// proves the pod may have the role (the plugin issues at container creation). The
    /// product then revokes that login on a background thread; so does the floor, through
    /// `revoker` (its own thread and connection), so both sides pay the same Vault work.
    fn nri_delivery(&self, revoker: &std::sync::mpsc::Sender<String>) {
        let jwt = self.token_request();
        let (token, _) = self.pod_login(&jwt);
        let _ = revoker.send(token);
    }

    /// A background thread that revokes the tokens sent to it (`revoke-self`), on its own
    /// connection: the floor's counterpart of the product's cleanup thread.
    fn background_revoker(target: &Target) -> std::sync::mpsc::Sender<String> {
        let (sender, receiver) = std::sync::mpsc::channel::<String>();
        let vault = agent(&target.vault_ca);
        let base = target.vault.clone();
        std::thread::spawn(move || {
            for token in receiver {
                let _ = call(
                    &vault,
                    "POST",
                    &format!("{base}/v1/auth/token/revoke-self"),
                    Some(&token),
                    None,
                );
            }
        });
        sender
    }

    /// Projected service account: TokenRequest, login, creds, KV write.
    fn projected_sa(&self, uuid: &str) {
        let jwt = self.token_request();
        let (token, accessor) = self.pod_login(&jwt);
        let creds = ok(
            "creds",
            call(
                &self.vault,
                "GET",
                &format!("{}/v1/{DB_MOUNT}/creds/{ROLE_READONLY}", self.base),
                Some(&token),
                None,
            ),
        );
        self.kv_write(uuid, creds["lease_id"].as_str().unwrap(), &accessor);
    }
}

/// The apiserver's side: AdmissionReviews posted over one kept-alive TLS connection.
struct Webhook {
    agent: ureq::Agent,
    url: String,
}

impl Webhook {
    fn new(ca: &std::path::Path, port: u16) -> Webhook {
        Webhook {
            agent: agent(ca),
            url: format!("https://127.0.0.1:{port}/mutate"),
        }
    }

    /// Posts one review and returns the allowed answer.
    fn post(&self, review: &[u8]) -> Value {
        let mut response = self
            .agent
            .post(&self.url)
            .header("Content-Type", "application/json")
            .send(review)
            .unwrap();
        let mut text = String::new();
        response
            .body_mut()
            .as_reader()
            .read_to_string(&mut text)
            .unwrap();
        let answer: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(answer["response"]["allowed"], true, "{answer}");

        answer
    }

    /// A review the webhook answers without a Vault call (a ConfigMap): the
    /// transport, the parse and the answer alone.
    fn pass(&self, review: &[u8]) {
        let answer = self.post(review);
        assert!(answer["response"]["patch"].is_null(), "{answer}");
    }

    fn admit(&self, review: &[u8]) {
        let answer = self.post(review);
        assert!(answer["response"]["patch"].is_string(), "{answer}");
    }
}

static SEQ: AtomicUsize = AtomicUsize::new(0);

fn review() -> Vec<u8> {
    let n = SEQ.fetch_add(1, Ordering::Relaxed);
    let uid = format!("00000000-0000-4000-8000-{n:012}");
    serde_json::to_vec(
        &json!({"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview",
        "request": {"uid": uid, "kind": {"group": "", "version": "v1", "kind": "Pod"},
        "resource": {"group": "", "version": "v1", "resource": "pods"},
        "namespace": APP_NS, "operation": "CREATE", "dryRun": false,
        "object": {"apiVersion": "v1", "kind": "Pod",
            "metadata": {"generateName": "web-", "namespace": APP_NS,
                "labels": {"vault-db-injector": "true"},
                "annotations": {
                    format!("{ANNOTATIONS}app.role"): ROLE_READONLY,
                    format!("{ANNOTATIONS}app.env-key-dbuser"): "DB_USER",
                    format!("{ANNOTATIONS}app.env-key-dbpassword"): "DB_PASSWORD"}},
            "spec": {"serviceAccountName": APP_SA,
                "containers": [{"name": "app", "image": "busybox"}]}}}}),
    )
    .unwrap()
}

/// The pod of [`review`] as a dry run: the product decides, checks the role (cached after
/// the first) and answers a patch of placeholders, issuing nothing.
fn dry_run_review() -> Vec<u8> {
    let mut review: Value = serde_json::from_slice(&review()).unwrap();
    review["request"]["dryRun"] = json!(true);
    serde_json::to_vec(&review).unwrap()
}

/// A ConfigMap: allowed as it is, no Vault call.
fn no_vault_review() -> Vec<u8> {
    let n = SEQ.fetch_add(1, Ordering::Relaxed);
    let uid = format!("00000000-0000-4000-9000-{n:012}");
    serde_json::to_vec(
        &json!({"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview",
        "request": {"uid": uid, "kind": {"group": "", "version": "v1", "kind": "ConfigMap"},
        "resource": {"group": "", "version": "v1", "resource": "configmaps"},
        "namespace": APP_NS, "operation": "CREATE", "dryRun": false,
        "object": {"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": "settings", "namespace": APP_NS},
            "data": {"a": "b"}}}}),
    )
    .unwrap()
}

fn floor_uuid() -> String {
    let n = SEQ.fetch_add(1, Ordering::Relaxed);
    // The process's id too: a hop process writes entries of its own (check-and-set 0).
    format!("floor-{}-{n:08}", std::process::id())
}

/// One measured operation of a side.
type Op<'a> = Box<dyn FnMut() + 'a>;

/// Revokes every database credential issued so far, between rounds (outside any timing).
/// The testbed's role grants each user SELECT on the tables of `public`, and PostgreSQL
/// keeps a table's grants in one row of at most 8 kB: after a few thousand live users
/// every further `creds` read fails with "row is too big".
fn drop_users(tb: &Testbed) {
    let _ = tb.openbao.write(
        &format!("sys/leases/revoke-prefix/{DB_MOUNT}/creds/{ROLE_READONLY}"),
        &json!({}),
    );
}

/// Operations that failed (an admission denied, a floor call refused): counted and left
/// out of the samples, so that one overloaded moment does not end the run.
static FAILED_PRODUCT: AtomicUsize = AtomicUsize::new(0);
static FAILED_FLOOR: AtomicUsize = AtomicUsize::new(0);

/// Runs `f`; false (and counted) when it failed.
fn attempt(product: bool, f: &mut dyn FnMut()) -> bool {
    let ok = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_ok();
    if !ok {
        let counter = if product {
            &FAILED_PRODUCT
        } else {
            &FAILED_FLOOR
        };
        counter.fetch_add(1, Ordering::Relaxed);
    }
    ok
}

/// How long `f` took, or `None` when it failed (counted).
fn sample(product: bool, f: &mut dyn FnMut()) -> Option<Duration> {
    let started = Instant::now();
    attempt(product, f).then(|| started.elapsed())
}

/// The order of `sides` sides at `step`: each step starts one side later and every other
/// step runs backwards, so no side always follows the same one (what one leaves behind,
/// a revocation on a background thread or a core just woken, falls on every side alike).
fn interleaved(sides: usize, step: usize) -> impl Iterator<Item = usize> {
    let start = step % sides.max(1);
    (0..sides).map(move |k| {
        if step.is_multiple_of(2) {
            (start + k) % sides
        } else {
            (start + sides - k) % sides
        }
    })
}

/// `clients` threads, each doing `each` operations; operations per second.
fn throughput(
    product: bool,
    clients: usize,
    each: usize,
    make: &(dyn Fn() -> Box<dyn FnMut() + Send> + Sync),
) -> f64 {
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..clients {
            let mut op = make();
            scope.spawn(move || {
                for _ in 0..each {
                    attempt(product, &mut op);
                }
            });
        }
    });
    #[allow(clippy::cast_precision_loss)]
    let rate = (clients * each) as f64 / started.elapsed().as_secs_f64();
    rate
}

/// Which binary: how it authenticates pods and how it delivers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flavour {
    /// Legacy delivery, the injector's service account.
    InjectorSa,
    /// Legacy delivery, projected service accounts.
    ProjectedSa,
    /// NRI delivery (placeholders; the plugin issues), projected service accounts.
    NriDelivery,
}

impl Flavour {
    fn name(self) -> &'static str {
        match self {
            Flavour::InjectorSa => "injector",
            Flavour::ProjectedSa => "projected",
            Flavour::NriDelivery => "nri-delivery",
        }
    }
}

fn product_config(
    dir: &std::path::Path,
    tb: &Testbed,
    kubeconfig: &std::path::Path,
    jwt_file: &std::path::Path,
    pair: &vdbi_testbed::certs::CertPair,
    flavour: Flavour,
) -> std::path::PathBuf {
    let path = dir.join(format!("{}.yaml", flavour.name()));
    let projected = match flavour {
        Flavour::InjectorSa => "",
        Flavour::ProjectedSa | Flavour::NriDelivery => {
            "useProjectedSA: true\ntokenRequestAudiences: [openbao]\n"
        }
    };
    let nri = flavour == Flavour::NriDelivery;
    common::write_private(
        &path,
        &format!(
            "mode: injector
vaultAddress: {}
vaultCACert: {}
vaultAuthPath: {MOUNT}
kubeRole: injector
vaultSecretName: {KV_MOUNT}
vaultSecretPrefix: {PREFIX}
defaultEngine: {DB_MOUNT}
kubeconfig: {}
serviceAccountTokenFile: {}
certFile: {}
keyFile: {}
webhookAddress: \"127.0.0.1:0\"
metricsAddress: \"127.0.0.1:0\"
healthAddress: \"127.0.0.1:0\"
tokenTTL: 2h
namespaceRateLimit: 1000000
# The apiserver's client certificate is checked once per connection, at the handshake;
# the bench keeps one connection, so leaving it out changes no per-review figure.
allowUnauthenticatedLegacyDelivery: true
{projected}nri:
  enabled: {nri}
",
            tb.openbao.addr(),
            tb.openbao.ca_cert().display(),
            kubeconfig.display(),
            jwt_file.display(),
            pair.cert.display(),
            pair.key.display(),
        ),
    );
    path
}

fn main() {
    if let Ok(kind) = std::env::var("VDBI_BENCH_HOP") {
        hop_process(&kind);
        return;
    }
    let rounds = arg(0, 9);
    let per_round = arg(1, 30);
    let clients = arg(2, 4);
    let per_client = arg(3, 40);
    let throughput_rounds = arg(4, 5).max(1);
    println!(
        "admission: {rounds} rounds of {per_round} per side, one in flight; throughput {throughput_rounds} rounds of {clients} x {per_client}"
    );
    // A failed operation is counted, not fatal: one line for it, no backtrace.
    std::panic::set_hook(Box::new(|info| {
        let text = info.to_string();
        eprintln!("failed: {}", text.chars().take(400).collect::<String>());
    }));
    let tb = Testbed::start().unwrap_or_else(|e| panic!("{e}"));
    let dir = TempDir::new("bench-admission").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    // The projected flow's floor renews nothing: its pod role's tokens are periodic.
    let login = product::set_up_login(
        &tb.openbao,
        &api,
        dir.path(),
        &LoginSpec {
            mount: MOUNT,
            injector_namespace: SYSTEM_NS,
            app_namespace: APP_NS,
            app_service_account: APP_SA,
            db_roles: &[ROLE_READONLY],
            token_ttl: "2h",
            pod_role_period: Some("2h"),
            policy_tail: "",
        },
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let (kubeconfig, jwt_file) = (login.kubeconfig.as_path(), login.jwt_file.as_path());
    let jwt = login.jwt.expose_secret();
    let WebhookCerts { ca, pair, .. } =
        product::webhook_certs(dir.path()).unwrap_or_else(|e| panic!("{e}"));
    let env = [("POD_NAME", "bench-0"), ("POD_NAMESPACE", SYSTEM_NS)];
    let mut legacy = Product::start(
        &product_config(
            dir.path(),
            &tb,
            kubeconfig,
            jwt_file,
            &pair,
            Flavour::InjectorSa,
        ),
        &env,
    );
    let mut projected = Product::start(
        &product_config(
            dir.path(),
            &tb,
            kubeconfig,
            jwt_file,
            &pair,
            Flavour::ProjectedSa,
        ),
        &env,
    );
    let mut nri_delivery = Product::start(
        &product_config(
            dir.path(),
            &tb,
            kubeconfig,
            jwt_file,
            &pair,
            Flavour::NriDelivery,
        ),
        &env,
    );
    if std::env::var_os("VDBI_BENCH_PIDS").is_some() {
        println!(
            "pids: injector-sa {} projected-sa {} nri-delivery {}",
            legacy.child.id(),
            projected.child.id(),
            nri_delivery.child.id()
        );
    }
    let hook_legacy = Webhook::new(&ca.pair.cert, legacy.address("webhook").port());
    let hook_projected = Webhook::new(&ca.pair.cert, projected.address("webhook").port());
    let hook_nri = Webhook::new(&ca.pair.cert, nri_delivery.address("webhook").port());
    let target = Target::new(&tb, &api, jwt);
    let revoker = Floor::background_revoker(&target);
    let floor = Floor::new(&target);
    let floor_default = Floor::with(&target, false);
    // The hops run in processes of their own, as a webhook does.
    let hop_legacy = HopProcess::start("injector", &target, &pair);
    let hook_hop = Webhook::new(&ca.pair.cert, hop_legacy.port);
    let hop_nri = HopProcess::start("nri", &target, &pair);
    let hook_hop_nri = Webhook::new(&ca.pair.cert, hop_nri.port);

    // Warm-up: logins, role caches, connections, page cache.
    for _ in 0..10 {
        hook_legacy.admit(&review());
        hook_projected.admit(&review());
        floor.injector_sa(&floor_uuid());
        floor.projected_sa(&floor_uuid());
        hook_nri.admit(&review());
        floor.nri_delivery(&revoker);
        hook_hop.admit(&review());
        hook_hop_nri.admit(&review());
    }
    if let Ok(wait) = std::env::var("VDBI_BENCH_PAUSE") {
        println!("pausing {wait} s (strace now)");
        std::thread::sleep(Duration::from_secs(wait.parse().unwrap_or(10)));
    }

    // Latency, one in flight.
    let (mut p_inj, mut f_inj, mut p_proj, mut f_proj) = (
        Side::default(),
        Side::default(),
        Side::default(),
        Side::default(),
    );
    let (mut f_default, mut p_pass, mut p_dry) =
        (Side::default(), Side::default(), Side::default());
    let (mut p_nri, mut f_nri, mut f_hop, mut f_hop_nri) = (
        Side::default(),
        Side::default(),
        Side::default(),
        Side::default(),
    );
    let products = [
        ("injector SA", legacy.child.id()),
        ("projected SA", projected.child.id()),
        ("NRI delivery", nri_delivery.child.id()),
    ];
    // Each process idle for 2 s first: what its idle threads cost per second, taken off
    // what the latency rounds cost.
    let idle_from = products.map(|(_, pid)| Usage::of(pid));
    std::thread::sleep(Duration::from_secs(2));
    let usage_before = products.map(|(_, pid)| Usage::of(pid));
    for round in 0..rounds {
        // The `move` closures below take these references, not the clients.
        let (hook_legacy, hook_projected, hook_nri, hook_hop, hook_hop_nri) = (
            &hook_legacy,
            &hook_projected,
            &hook_nri,
            &hook_hop,
            &hook_hop_nri,
        );
        // The reviews are made before the round: what the apiserver spends serializing one
        // is neither the product's cost nor the floor's.
        let made = |make: fn() -> Vec<u8>| (0..per_round).map(|_| make()).collect::<Vec<_>>();
        let (mut for_legacy, mut for_projected, mut for_nri, mut for_pass, mut for_dry) = (
            made(review).into_iter(),
            made(review).into_iter(),
            made(review).into_iter(),
            made(no_vault_review).into_iter(),
            made(dry_run_review).into_iter(),
        );
        let (mut for_hop, mut for_hop_nri) = (made(review).into_iter(), made(review).into_iter());
        // (side, is the product, operation)
        let mut sides: Vec<(&mut Side, bool, Op<'_>)> = vec![
            (
                &mut p_inj,
                true,
                Box::new(move || hook_legacy.admit(&for_legacy.next().unwrap_or_else(review))),
            ),
            (
                &mut f_inj,
                false,
                Box::new(|| floor.injector_sa(&floor_uuid())),
            ),
            (
                &mut p_proj,
                true,
                Box::new(move || {
                    hook_projected.admit(&for_projected.next().unwrap_or_else(review))
                }),
            ),
            (
                &mut f_proj,
                false,
                Box::new(|| floor.projected_sa(&floor_uuid())),
            ),
            (
                &mut p_nri,
                true,
                Box::new(move || hook_nri.admit(&for_nri.next().unwrap_or_else(review))),
            ),
            (&mut f_nri, false, Box::new(|| floor.nri_delivery(&revoker))),
            (
                &mut f_hop,
                false,
                Box::new(move || hook_hop.admit(&for_hop.next().unwrap_or_else(review))),
            ),
            (
                &mut f_hop_nri,
                false,
                Box::new(move || hook_hop_nri.admit(&for_hop_nri.next().unwrap_or_else(review))),
            ),
            (
                &mut f_default,
                false,
                Box::new(|| floor_default.injector_sa(&floor_uuid())),
            ),
            (
                &mut p_pass,
                true,
                Box::new(move || {
                    hook_legacy.pass(&for_pass.next().unwrap_or_else(no_vault_review))
                }),
            ),
            (
                &mut p_dry,
                true,
                Box::new(move || hook_legacy.admit(&for_dry.next().unwrap_or_else(dry_run_review))),
            ),
        ];
        drop_users(&tb);
        // One sample of every side in turn, not a block of each: a burst of load from a
        // neighbour (a checkpoint, OpenBao's garbage collector) lands on the product and
        // its floor alike, and each review finds the webhook idle, as one in flight does.
        let mut taken: Vec<Vec<Duration>> = sides.iter().map(|_| Vec::new()).collect();
        for step in 0..per_round {
            for side in interleaved(sides.len(), round * per_round + step) {
                let (_, product, op) = &mut sides[side];
                if let Some(took) = sample(*product, op) {
                    taken[side].push(took);
                }
            }
        }
        for ((side, _, _), samples) in sides.iter_mut().zip(&taken) {
            side.round(samples);
        }
    }

    // What each product process spent on the latency rounds (its reviews, one in flight):
    // CPU time and context switches per review, over all its threads. The legacy process
    // also answered the ConfigMap and dry-run sides.
    for (i, (name, pid)) in products.iter().enumerate() {
        let after = Usage::of(*pid);
        let (idle_cpu, idle_switches) = idle_from[i].rates(&usage_before[i]);
        let secs = after.at.duration_since(usage_before[i].at).as_secs_f64();
        let reviews = match *name {
            "injector SA" => p_inj.samples.len() + p_pass.samples.len() + p_dry.samples.len(),
            "projected SA" => p_proj.samples.len(),
            _ => p_nri.samples.len(),
        }
        .max(1) as f64;
        let cpu = (after.cpu_ns - usage_before[i].cpu_ns) as f64 - idle_cpu * secs;
        let switches = (after.switches - usage_before[i].switches) as f64 - idle_switches * secs;
        println!(
            "diagnostic: {name} process over the latency rounds, its idle cost ({:.0} µs of CPU and {:.0} switches a second) taken off: {:.1} context switches and (rough: the idle correction swings from run to run) {:.0} µs of CPU per review, {reviews} reviews",
            idle_cpu / 1e3,
            idle_switches,
            switches / reviews,
            cpu / 1e3 / reviews,
        );
    }

    // Throughput, `clients` in flight. Each product phase runs next to its floor's, and the
    // order flips every round, so a round's ratio compares two phases a second apart.
    let mut rates = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
    let ca_cert = ca.pair.cert.clone();
    let legacy_port = legacy.address("webhook").port();
    let projected_port = projected.address("webhook").port();
    drop((floor, floor_default));
    for round in 0..throughput_rounds {
        let mut order: Vec<usize> = vec![0, 1, 2, 3];
        if round % 2 == 1 {
            order.reverse();
        }
        for which in order {
            let rate = match which {
                0 | 2 => {
                    let port = if which == 0 {
                        legacy_port
                    } else {
                        projected_port
                    };
                    let ca_cert = ca_cert.clone();
                    throughput(true, clients, per_client, &move || {
                        let hook = Webhook::new(&ca_cert, port);
                        Box::new(move || hook.admit(&review()))
                    })
                }
                _ => {
                    let target = &target;
                    let projected = which == 3;
                    throughput(false, clients, per_client, &move || {
                        // Each thread its own client and connection, as each webhook client.
                        let own = Floor::new(target);
                        Box::new(move || {
                            if projected {
                                own.projected_sa(&floor_uuid());
                            } else {
                                own.injector_sa(&floor_uuid());
                            }
                        })
                    })
                }
            };
            rates[which].push(rate);
            drop_users(&tb);
        }
    }

    let row = |name: &str, product: &Side, floor: &Side| {
        let c = compare(product, floor);
        let (by_rounds, pooled) = common::p99_intervals(product, floor);
        let tail = format!(
            "{:.3} (rounds {:.2}-{:.2}; 95 % interval {:.2}-{:.2}; pooled {:.3}, interval {:.2}-{:.2})",
            c.p99_ratio,
            c.p99_spread.0,
            c.p99_spread.1,
            by_rounds.0,
            by_rounds.1,
            c.pooled_p99_ratio,
            pooled.0,
            pooled.1
        );
        println!(
            "{name}: product p50 {} p99 {}; floor p50 {} p99 {}; ratio {:.3} (rounds {:.3}-{:.3}), p99 ratio {tail}",
            show(product.p50()),
            show(product.p99()),
            show(floor.p50()),
            show(floor.p99()),
            c.ratio,
            c.spread.0,
            c.spread.1,
        );
        record(
            &format!("admission p50, {name}, one in flight"),
            &show(product.p50()),
            &show(floor.p50()),
            &format!("{:.3} ({:.2}-{:.2})", c.ratio, c.spread.0, c.spread.1),
            "≤ 1.05",
            Some(c.ratio <= 1.05),
        );
        record(
            &format!("admission p99, {name}, one in flight (median of the rounds' p99 ratios)"),
            &format!(
                "{} (rounds' median; pooled {})",
                show(median(&product.round_p99s)),
                show(product.p99())
            ),
            &format!(
                "{} (pooled {})",
                show(median(&floor.round_p99s)),
                show(floor.p99())
            ),
            &tail,
            "≤ 1.15",
            Some(c.p99_ratio <= 1.15),
        );
    };
    row("injector SA", &p_inj, &f_inj);
    row("projected SA", &p_proj, &f_proj);
    row("NRI delivery (projected SA)", &p_nri, &f_nri);
    for (name, hopped, floor, product) in [
        ("injector SA", &f_hop, &f_inj, &p_inj),
        ("NRI delivery", &f_hop_nri, &f_nri, &p_nri),
    ] {
        let over = compare(product, hopped);
        println!(
            "the {name} product against its hopped floor: {:.3} (rounds {:.3}-{:.3})",
            over.ratio, over.spread.0, over.spread.1
        );
        let c = compare(hopped, floor);
        println!(
            "the {name} floor behind a minimal HTTPS hop: p50 {} p99 {} against {}: {:.3} (rounds {:.3}-{:.3})",
            show(hopped.p50()),
            show(hopped.p99()),
            show(floor.p50()),
            c.ratio,
            c.spread.0,
            c.spread.1
        );
        record(
            &format!(
                "diagnostic: the {name} floor behind a minimal HTTPS hop in a process of its own (what any webhook adds)"
            ),
            &show(hopped.p50()),
            &show(floor.p50()),
            &format!("{:.3} ({:.2}-{:.2})", c.ratio, c.spread.0, c.spread.1),
            "",
            None,
        );
    }
    let c = compare(&f_default, &f_inj);
    println!(
        "floor with ureq's default resolver: p50 {} against {}: {:.3} (rounds {:.3}-{:.3})",
        show(f_default.p50()),
        show(f_inj.p50()),
        c.ratio,
        c.spread.0,
        c.spread.1
    );
    record(
        "diagnostic: the injector-SA floor with ureq's default resolver (a thread per call)",
        &show(f_default.p50()),
        &show(f_inj.p50()),
        &format!("{:.3} ({:.2}-{:.2})", c.ratio, c.spread.0, c.spread.1),
        "",
        None,
    );
    println!(
        "webhook round trip, no Vault call: p50 {} p99 {}",
        show(p_pass.p50()),
        show(p_pass.p99())
    );
    record(
        "diagnostic: webhook round trip, a ConfigMap (no Vault call), one in flight",
        &format!("{} (p99 {})", show(p_pass.p50()), show(p_pass.p99())),
        &show(f_inj.p50()),
        &format!(
            "{:.3}",
            p_pass.p50().as_secs_f64() / f_inj.p50().as_secs_f64()
        ),
        "",
        None,
    );
    println!(
        "webhook round trip, a dry-run pod review: p50 {} p99 {}",
        show(p_dry.p50()),
        show(p_dry.p99())
    );
    record(
        "diagnostic: webhook round trip, a dry-run pod review (injector SA: decided and patched, no Vault call once the role is cached), one in flight",
        &format!("{} (p99 {})", show(p_dry.p50()), show(p_dry.p99())),
        &show(f_inj.p50()),
        &format!(
            "{:.3}",
            p_dry.p50().as_secs_f64() / f_inj.p50().as_secs_f64()
        ),
        "",
        None,
    );
    for (name, product, floor) in [("injector SA", 0, 1), ("projected SA", 2, 3)] {
        let p = common::median_f64(&rates[product]);
        let f = common::median_f64(&rates[floor]);
        let ratios: Vec<f64> = rates[product]
            .iter()
            .zip(&rates[floor])
            .map(|(p, f)| p / f)
            .collect();
        let ratio = common::median_f64(&ratios);
        let (low, high) = common::range(&ratios);
        println!(
            "throughput {name}, {clients} in flight: product {:?}/s floor {:?}/s; round ratios {:?}",
            rates[product], rates[floor], ratios
        );
        record(
            &format!(
                "admission throughput, {name}, {clients} in flight (median of {throughput_rounds} rounds' ratios)"
            ),
            &format!("{p:.1}/s"),
            &format!("{f:.1}/s"),
            &format!("{ratio:.3} ({low:.2}-{high:.2})"),
            "≥ 0.90",
            Some(ratio >= 0.90),
        );
    }

    let (failed_product, failed_floor) = (
        FAILED_PRODUCT.load(Ordering::Relaxed),
        FAILED_FLOOR.load(Ordering::Relaxed),
    );
    println!("failed operations: product {failed_product}, floor {failed_floor}");
    record(
        "admission: reviews denied or failed during the run (a 503 at the deadline, say)",
        &failed_product.to_string(),
        &format!("{failed_floor} floor sequences"),
        "",
        "0",
        Some(failed_product == 0),
    );

    // Shutdown with nothing in flight.
    for (name, product) in [
        ("injector SA", &mut legacy),
        ("projected SA", &mut projected),
        ("NRI delivery", &mut nri_delivery),
    ] {
        let (took, code) = product.stop();
        println!("shutdown {name}: {took:?}, exit {code:?}");
        record(
            &format!("shutdown, mode injector ({name}), idle: SIGTERM to exit"),
            &show(took),
            "",
            "",
            "≤ 1 s, exit 0",
            Some(took <= Duration::from_secs(1) && code == Some(0)),
        );
    }
    let _ = fs::remove_dir_all(dir.path());
}

/// A process's time on a CPU (every thread's, from `/proc/<pid>/task/*/schedstat`, in
/// nanoseconds) and its threads' context switches.
#[derive(Debug, Clone, Copy)]
struct Usage {
    at: Instant,
    cpu_ns: u64,
    switches: u64,
}

impl Usage {
    fn of(pid: u32) -> Usage {
        let (mut cpu_ns, mut switches) = (0, 0);
        if let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) {
            for task in tasks.flatten() {
                let stat = fs::read_to_string(task.path().join("schedstat")).unwrap_or_default();
                cpu_ns += stat
                    .split_whitespace()
                    .next()
                    .and_then(|v| v.parse::<u64>().ok())
                    .unwrap_or(0);
                let status = fs::read_to_string(task.path().join("status")).unwrap_or_default();
                for line in status.lines() {
                    if let Some(v) = line
                        .strip_prefix("voluntary_ctxt_switches:")
                        .or_else(|| line.strip_prefix("nonvoluntary_ctxt_switches:"))
                        .and_then(|v| v.trim().parse::<u64>().ok())
                    {
                        switches += v;
                    }
                }
            }
        }
        Usage {
            at: Instant::now(),
            cpu_ns,
            switches,
        }
    }

    /// CPU nanoseconds and switches per second from `self` to `later`.
    fn rates(&self, later: &Usage) -> (f64, f64) {
        let secs = later.at.duration_since(self.at).as_secs_f64().max(1e-9);
        (
            (later.cpu_ns - self.cpu_ns) as f64 / secs,
            (later.switches - self.switches) as f64 / secs,
        )
    }
}

/// A minimal HTTPS hop in front of a floor's calls: the least any webhook must add to
/// them. One thread serves one kept-alive connection at a time with the product's TLS
/// settings; per request it reads the head and a content-length body, runs `floor` (the
/// floor's calls, with agents of its own) and writes a fixed allowed answer. No parse, no
/// decision, no patch: what it costs over the floor is the transport and the wake-ups
/// between two processes, which the product pays too and cannot remove.
fn hop(pair: &vdbi_testbed::certs::CertPair, mut floor: Box<dyn FnMut() + Send>) -> u16 {
    use std::io::Write;
    let config = vault_db_injector::tls::server_config(&pair.cert, &pair.key, None).unwrap();
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(stream) = stream else { continue };
            let _ = stream.set_nodelay(true);
            let Ok(conn) = rustls::ServerConnection::new(config.clone()) else {
                continue;
            };
            let mut tls = rustls::StreamOwned::new(conn, stream);
            let mut buf = Vec::with_capacity(16 * 1024);
            loop {
                // The head, then as much body as its content-length says.
                let mut chunk = [0u8; 16 * 1024];
                let (head_end, length) = loop {
                    if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
                        let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
                        let length = head
                            .lines()
                            .find_map(|l| l.strip_prefix("content-length:"))
                            .and_then(|v| v.trim().parse::<usize>().ok())
                            .unwrap_or(0);
                        break (end + 4, length);
                    }
                    match tls.read(&mut chunk) {
                        Ok(0) | Err(_) => break (0, usize::MAX),
                        Ok(n) => buf.extend_from_slice(&chunk[..n]),
                    }
                };
                if length == usize::MAX {
                    break;
                }
                while buf.len() < head_end + length {
                    match tls.read(&mut chunk) {
                        Ok(0) | Err(_) => break,
                        Ok(n) => buf.extend_from_slice(&chunk[..n]),
                    }
                }
                buf.drain(..(head_end + length).min(buf.len()));
                floor();
                let body = br#"{"response":{"allowed":true,"patch":"W10="}}"#;
                let head = format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
                    body.len()
                );
                let mut answer = head.into_bytes();
                answer.extend_from_slice(body);
                if tls.write_all(&answer).and_then(|()| tls.flush()).is_err() {
                    break;
                }
            }
        }
    });
    port
}

/// A hop ([`hop`]) in a process of its own, this bench's binary started again: a webhook
/// is a separate process, whose code and data the other sides' work between two of its
/// reviews pushes out of the caches, and whose threads wake on another core or after a
/// halted one. A hop inside the client's process paid none of that. Killed when dropped.
struct HopProcess {
    child: std::process::Child,
    port: u16,
}

impl HopProcess {
    /// Starts a hop in front of the floor of `kind` (`injector` or `nri`).
    fn start(kind: &str, target: &Target, pair: &vdbi_testbed::certs::CertPair) -> HopProcess {
        use std::io::BufRead;
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .env("VDBI_BENCH_HOP", kind)
            .envs(target.to_env(pair))
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let port = line
            .trim()
            .strip_prefix("hop port ")
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("hop {kind} did not start: {line:?}"));
        HopProcess { child, port }
    }
}

impl Drop for HopProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The body of a [`HopProcess`]: the hop, its port on stdout, then serve until stdin closes
/// (the bench has ended, however it ended).
fn hop_process(kind: &str) {
    use std::io::Write;
    let (target, pair) = Target::from_env();
    let floor = Floor::new(&target);
    let calls: Box<dyn FnMut() + Send> = match kind {
        "injector" => Box::new(move || floor.injector_sa(&floor_uuid())),
        "nri" => {
            let revoker = Floor::background_revoker(&target);
            Box::new(move || floor.nri_delivery(&revoker))
        }
        other => panic!("no hop {other}"),
    };
    let port = hop(&pair, calls);
    let mut out = std::io::stdout();
    let _ = writeln!(out, "hop port {port}").and_then(|()| out.flush());
    let _ = std::io::stdin().read_to_end(&mut Vec::new());
}
