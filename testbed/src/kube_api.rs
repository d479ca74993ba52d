//! A Kubernetes API double, because no kube-apiserver can run on the test machines. It
//! follows the real API closely enough that the product's client, OpenBao's kubernetes
//! auth and the product's webhook cannot tell the difference for what they use:
//!
//! - HTTPS (its own CA) with bearer-token auth (static tokens, or the service-account JWTs
//!   it issues) and optional client certificates; 401 with a Status body otherwise;
//! - pods: get, list with label/field selectors and `limit`/`continue` pagination, watch
//!   with `resourceVersion`, `allowWatchBookmarks` and `timeoutSeconds`; a history that can
//!   be compacted so that old versions get 410 Gone (as an HTTP 410, or as an `ERROR` event
//!   in a 200 stream, as chosen), and a control that cuts every open watch stream;
//! - create, with the apiserver's side of admission: it calls the configured mutating
//!   webhook with a real AdmissionReview over HTTPS, applies the returned JSON Patch with
//!   its own RFC 6902 code, honours `allowed: false`, and stores the pod with a uid and a
//!   resourceVersion;
//! - leases with 409 on a stale resourceVersion;
//! - Events (`events.k8s.io/v1`) with the apiserver's validation, merge-patched series;
//! - PodDisruptionBudgets and the Eviction subresource with their semantics (429 when the
//!   budget is spent, 500 when more than one budget matches);
//! - optionally, graceful termination: a deleted or evicted pod bound to a node stays,
//!   terminating, until the test removes it as the kubelet would
//!   ([`KubeApi::set_graceful_termination`]);
//! - `serviceaccounts/<sa>/token` (TokenRequest) issuing RS256 JWTs with the real claims,
//!   and `tokenreviews`, which OpenBao's kubernetes auth calls to validate them (both
//!   recorded: `token_requests()` keeps each request's body, whose `boundObjectRef` names
//!   the pod a token is bound to);
//! - `/readyz`, `/livez`, `/healthz`, `/version`, and legacy discovery (`/api`, `/apis`,
//!   ...) so that kubectl works against it in the sandbox.
//!
//! Status, 410 and error bodies are k8s-openapi `Status` values, so they have the real
//! shape. Everything a test needs to drive or observe is a method on [`KubeApi`].

mod admission;
pub mod base64;
mod discovery;
mod disruption;
mod events;
pub mod http;
pub mod jwt;
mod leases;
pub mod patch;
mod pods;
pub mod selector;
mod tokens;

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

use k8s_openapi::api::coordination::v1::Lease;
use k8s_openapi::api::core::v1::Pod;
use k8s_openapi::api::events::v1::Event;
use k8s_openapi::api::policy::v1::PodDisruptionBudget;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ListMeta, Status, StatusDetails};
use serde::Serialize;

use crate::certs::{Ca, CertPair, Usage};
use crate::kube_api::http::{HttpRequest, HttpResponse, Listener, Reply};
use crate::kube_api::jwt::SigningKey;

/// How the double reports a resourceVersion that is older than its history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoneMode {
    /// An HTTP 410 answer to the watch request.
    HttpStatus,
    /// A 200 stream whose first event is `ERROR` with a 410 Status (what a real apiserver
    /// does for a watch from a compacted version).
    ErrorEvent,
}

/// The mutating webhook the double calls on pod creation.
#[derive(Debug, Clone)]
pub struct MutatingWebhook {
    /// The webhook's name (appears in denial messages).
    pub name: String,
    /// `https://host:port/path`.
    pub url: String,
    /// The CA bundle (PEM) that signs the webhook's certificate (`caBundle`).
    pub ca_pem: Vec<u8>,
    /// The client certificate the apiserver presents to webhooks, if any.
    pub client_cert: Option<CertPair>,
    /// `timeoutSeconds`.
    pub timeout: Duration,
    /// `failurePolicy: Ignore` (default `Fail`).
    pub ignore_failures: bool,
    /// A simplified `objectSelector`: only pods with this label and value are sent.
    pub object_label: Option<(String, String)>,
}

impl MutatingWebhook {
    /// A webhook at `url` trusted through `ca_pem`, with the apiserver's defaults
    /// (10 s, failurePolicy Fail, every pod).
    pub fn new(name: &str, url: &str, ca_pem: Vec<u8>) -> Self {
        MutatingWebhook {
            name: name.to_owned(),
            url: url.to_owned(),
            ca_pem,
            client_cert: None,
            timeout: Duration::from_secs(10),
            ignore_failures: false,
            object_label: None,
        }
    }
}

/// One request the double received (no credentials recorded).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordedRequest {
    /// Method.
    pub method: String,
    /// Path.
    pub path: String,
    /// Query pairs.
    pub query: Vec<(String, String)>,
    /// The authenticated user, empty if anonymous or refused.
    pub user: String,
}

/// The caller, as the double authenticated it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UserInfo {
    /// Username.
    pub username: String,
    /// UID.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub uid: String,
    /// Groups.
    pub groups: Vec<String>,
}

/// One stored change, for watches.
#[derive(Debug, Clone)]
pub(crate) struct Change {
    pub(crate) rv: u64,
    pub(crate) old: Option<Pod>,
    /// The new state; for a deletion, the last state.
    pub(crate) new: Pod,
    pub(crate) deleted: bool,
}

/// Everything the double holds.
pub(crate) struct State {
    pub(crate) rv: u64,
    pub(crate) pods: BTreeMap<(String, String), Pod>,
    pub(crate) leases: BTreeMap<(String, String), Lease>,
    pub(crate) events: BTreeMap<(String, String), Event>,
    /// Event creations and patches accepted.
    pub(crate) event_writes: u64,
    pub(crate) pdbs: BTreeMap<(String, String), PodDisruptionBudget>,
    pub(crate) evictions_requested: u64,
    pub(crate) evictions_refused: u64,
    /// Pods deleted through the Eviction subresource, in order.
    pub(crate) evicted: Vec<(String, String)>,
    /// Whether a DELETE or an eviction of a scheduled pod only starts its termination
    /// (see [`KubeApi::set_graceful_termination`]).
    pub(crate) graceful_termination: bool,
    pub(crate) history: VecDeque<Change>,
    /// Versions at or below this are compacted away (a watch from below gets 410).
    pub(crate) compacted: u64,
    pub(crate) cut_generation: u64,
    /// Raw bytes for the watch streams open now: (generation, bytes, cut afterwards).
    pub(crate) injection: (u64, Vec<u8>, bool),
    pub(crate) gone_mode: GoneMode,
    pub(crate) tokens: BTreeMap<String, UserInfo>,
    pub(crate) service_accounts: BTreeMap<(String, String), String>,
    pub(crate) revoked_jtis: BTreeSet<String>,
    pub(crate) webhook: Option<MutatingWebhook>,
    pub(crate) unavailable: bool,
    pub(crate) fail_pod_lists: bool,
    pub(crate) compact_after_pages: Option<u32>,
    pub(crate) open_watches: usize,
    pub(crate) requests: Vec<RecordedRequest>,
    pub(crate) token_reviews: Vec<serde_json::Value>,
    /// TokenRequests received: namespace, service account and the body as sent (a
    /// request carries no secret; the answer's token is not kept).
    pub(crate) token_requests: Vec<serde_json::Value>,
    pub(crate) admission_reviews: Vec<serde_json::Value>,
}

/// State plus what wakes watchers.
pub(crate) struct Shared {
    pub(crate) state: Mutex<State>,
    pub(crate) changed: Condvar,
    pub(crate) key: SigningKey,
    pub(crate) bookmark_interval: Mutex<Duration>,
}

impl Shared {
    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Most changes kept for watches before the oldest are compacted on their own.
const HISTORY_MAX: usize = 10_000;

impl State {
    /// Records a change to a pod and wakes watchers' bookkeeping (the caller notifies).
    pub(crate) fn record(&mut self, old: Option<Pod>, new: Pod, deleted: bool) {
        let rv = self.rv;
        self.history.push_back(Change {
            rv,
            old,
            new,
            deleted,
        });
        while self.history.len() > HISTORY_MAX {
            if let Some(change) = self.history.pop_front() {
                self.compacted = change.rv;
            }
        }
    }

    /// The next resourceVersion.
    pub(crate) fn bump(&mut self) -> u64 {
        self.rv += 1;
        self.rv
    }
}

/// A Status body (k8s-openapi's type, so the shape is the apiserver's).
pub(crate) fn status_body(
    code: u16,
    reason: &str,
    message: &str,
    details: Option<StatusDetails>,
) -> Vec<u8> {
    let status = Status {
        code: Some(i32::from(code)),
        details,
        message: Some(message.to_owned()),
        metadata: ListMeta::default(),
        reason: Some(reason.to_owned()).filter(|r| !r.is_empty()),
        status: Some("Failure".to_owned()),
    };
    serde_json::to_vec(&status).unwrap_or_default()
}

/// An error answer with a Status body.
pub(crate) fn status_reply(code: u16, reason: &str, message: &str) -> Reply {
    Reply::Full(HttpResponse {
        status: code,
        headers: Vec::new(),
        content_type: "application/json",
        body: status_body(code, reason, message, None),
    })
}

/// An error answer naming an object (`details`), as the apiserver's 404/409 are.
pub(crate) fn object_status_reply(
    code: u16,
    reason: &str,
    message: &str,
    group: &str,
    kind: &str,
    name: &str,
) -> Reply {
    let details = StatusDetails {
        group: Some(group.to_owned()).filter(|g| !g.is_empty()),
        kind: Some(kind.to_owned()),
        name: Some(name.to_owned()),
        ..StatusDetails::default()
    };
    Reply::Full(HttpResponse {
        status: code,
        headers: Vec::new(),
        content_type: "application/json",
        body: status_body(code, reason, message, Some(details)),
    })
}

/// A JSON answer.
pub(crate) fn json_reply<T: Serialize>(code: u16, value: &T) -> Reply {
    match serde_json::to_vec(value) {
        Ok(body) => Reply::Full(HttpResponse {
            status: code,
            headers: Vec::new(),
            content_type: "application/json",
            body,
        }),
        Err(e) => status_reply(500, "InternalError", &format!("encoding: {e}")),
    }
}

/// The running double. Dropping it stops the listener.
pub struct KubeApi {
    shared: Arc<Shared>,
    listener: Option<Listener>,
    url: String,
    ca: Ca,
    dir: PathBuf,
}

impl KubeApi {
    /// Starts the double on a free loopback port, with a CA, a server certificate and an
    /// RSA signing key made in `dir`.
    pub fn start(dir: &Path) -> io::Result<KubeApi> {
        let ca = Ca::new(dir, "kube")?;
        let server = ca.localhost_server("kube-apiserver")?;
        let key = SigningKey::generate(dir)?;
        let tls = http::server_config(&server.cert, &server.key, &ca.pair.cert)?;
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                rv: 1000,
                pods: BTreeMap::new(),
                leases: BTreeMap::new(),
                events: BTreeMap::new(),
                event_writes: 0,
                pdbs: BTreeMap::new(),
                evictions_requested: 0,
                evictions_refused: 0,
                evicted: Vec::new(),
                graceful_termination: false,
                history: VecDeque::new(),
                compacted: 0,
                cut_generation: 0,
                injection: (0, Vec::new(), false),
                gone_mode: GoneMode::ErrorEvent,
                tokens: BTreeMap::new(),
                service_accounts: BTreeMap::new(),
                revoked_jtis: BTreeSet::new(),
                webhook: None,
                unavailable: false,
                fail_pod_lists: false,
                compact_after_pages: None,
                open_watches: 0,
                requests: Vec::new(),
                token_reviews: Vec::new(),
                token_requests: Vec::new(),
                admission_reviews: Vec::new(),
            }),
            changed: Condvar::new(),
            key,
            bookmark_interval: Mutex::new(Duration::from_secs(1)),
        });
        let handler_shared = Arc::clone(&shared);
        let listener = Listener::start(
            tls,
            Arc::new(move |request: &HttpRequest| route(&handler_shared, request)),
        )?;
        let url = format!("https://127.0.0.1:{}", listener.addr().port());
        Ok(KubeApi {
            shared,
            listener: Some(listener),
            url,
            ca,
            dir: dir.to_owned(),
        })
    }

    /// `https://127.0.0.1:<port>`.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The CA certificate (PEM file) that signs the double's server certificate.
    pub fn ca_cert_path(&self) -> &Path {
        &self.ca.pair.cert
    }

    /// The CA certificate (PEM text).
    pub fn ca_pem(&self) -> io::Result<String> {
        std::fs::read_to_string(&self.ca.pair.cert)
    }

    /// The public key that verifies the JWTs the double issues (PEM).
    pub fn signing_public_pem(&self) -> &str {
        self.shared.key.public_pem()
    }

    /// Issues a client certificate (signed by the double's CA) that the double accepts as
    /// user `client-cert-user`.
    pub fn issue_client_cert(&self, stem: &str) -> io::Result<CertPair> {
        self.ca.issue(stem, stem, &[], Usage::Client, 30)
    }

    /// Writes a kubeconfig for `credentials` (a `user:` block body in YAML, e.g.
    /// `token: abc`) into the double's directory and returns its path.
    pub fn write_kubeconfig(&self, file: &str, user_yaml: &str) -> io::Result<PathBuf> {
        let path = self.dir.join(file);
        let text = format!(
            "apiVersion: v1\nkind: Config\ncurrent-context: double\nclusters:\n- name: double\n  cluster:\n    server: {}\n    certificate-authority: {}\ncontexts:\n- name: double\n  context: {{cluster: double, user: me}}\nusers:\n- name: me\n  user:\n{}\n",
            self.url,
            self.ca.pair.cert.display(),
            user_yaml
                .lines()
                .map(|l| format!("    {l}"))
                .collect::<Vec<_>>()
                .join("\n")
        );
        std::fs::write(&path, text)?;
        Ok(path)
    }

    /// Accepts `token` as a bearer token for `username` (in `system:masters`).
    pub fn add_token(&self, token: &str, username: &str) {
        self.shared.lock().tokens.insert(
            token.to_owned(),
            UserInfo {
                username: username.to_owned(),
                uid: String::new(),
                groups: vec!["system:masters".into(), "system:authenticated".into()],
            },
        );
    }

    /// Stops accepting `token` (a rotated-away token).
    pub fn remove_token(&self, token: &str) {
        self.shared.lock().tokens.remove(token);
    }

    /// Creates a service account and returns its UID (the same UID if it exists).
    pub fn add_service_account(&self, namespace: &str, name: &str) -> String {
        self.shared
            .lock()
            .service_accounts
            .entry((namespace.to_owned(), name.to_owned()))
            .or_insert_with(jwt::uuid_v4)
            .clone()
    }

    /// Deletes a service account: its tokens stop validating.
    pub fn delete_service_account(&self, namespace: &str, name: &str) {
        self.shared
            .lock()
            .service_accounts
            .remove(&(namespace.to_owned(), name.to_owned()));
    }

    /// Issues a service-account JWT directly (no HTTP), e.g. OpenBao's reviewer token.
    pub fn issue_token(
        &self,
        namespace: &str,
        service_account: &str,
        audiences: &[&str],
        ttl: Duration,
    ) -> io::Result<String> {
        let uid = self.add_service_account(namespace, service_account);
        let audiences: Vec<String> = audiences.iter().map(|a| a.to_string()).collect();
        tokens::mint(
            &self.shared.key,
            namespace,
            service_account,
            &uid,
            audiences,
            ttl.as_secs(),
            None,
        )
        .map(|(token, _)| token)
    }

    /// Issues the token the kubelet puts in a pod's projected service-account token volume
    /// (no HTTP, not recorded as a TokenRequest): signed like every token of the double,
    /// bound to the pod and its node (`kubernetes.io/pod`, `kubernetes.io/node`), for the
    /// pod's service account (created if missing).
    pub fn issue_pod_token(
        &self,
        pod: &Pod,
        audiences: &[String],
        ttl: Duration,
    ) -> io::Result<String> {
        let namespace = pod.metadata.namespace.clone().unwrap_or_default();
        let spec = pod.spec.clone().unwrap_or_default();
        let service_account = spec
            .service_account_name
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "default".to_owned());
        let uid = self.add_service_account(&namespace, &service_account);
        let bound = jwt::NameUid {
            name: pod.metadata.name.clone().unwrap_or_default(),
            uid: pod.metadata.uid.clone().unwrap_or_default(),
        };
        let node = spec.node_name.map(|name| jwt::NameUid {
            name,
            uid: String::new(),
        });
        tokens::mint(
            &self.shared.key,
            &namespace,
            &service_account,
            &uid,
            audiences.to_vec(),
            ttl.as_secs(),
            Some((bound, node)),
        )
        .map(|(token, _)| token)
    }

    /// Makes a token with this `jti` fail review (as if its pod or secret were gone).
    pub fn revoke_jti(&self, jti: &str) {
        self.shared.lock().revoked_jtis.insert(jti.to_owned());
    }

    /// Creates a pod as `kubectl create` would (admission included); returns the stored
    /// pod or the apiserver's Status message.
    pub fn create_pod(&self, pod: serde_json::Value) -> Result<Pod, String> {
        let namespace = pod
            .pointer("/metadata/namespace")
            .and_then(|n| n.as_str())
            .unwrap_or("default")
            .to_owned();
        let admin = UserInfo {
            username: "kubernetes-admin".into(),
            uid: String::new(),
            groups: vec!["system:masters".into(), "system:authenticated".into()],
        };
        pods::create(
            &self.shared,
            &namespace,
            &pod.to_string().into_bytes(),
            false,
            &admin,
        )
        .map_err(|(_, message)| message)
        .map(|(pod, _)| pod)
    }

    /// Changes a stored pod (a MODIFIED event); `None` if there is no such pod.
    pub fn update_pod(
        &self,
        namespace: &str,
        name: &str,
        change: impl FnOnce(&mut Pod),
    ) -> Option<Pod> {
        pods::update(&self.shared, namespace, name, change)
    }

    /// With `on`, a DELETE or an eviction of a pod bound to a node does what the apiserver
    /// does: it sets `deletionTimestamp` (now plus the pod's grace period,
    /// `spec.terminationGracePeriodSeconds`, default 30 s) and `deletionGracePeriodSeconds`
    /// and keeps the pod (a MODIFIED event), until the kubelet, played by the test with
    /// [`KubeApi::delete_pod`], removes it (DELETED). A pod bound to no node is removed at
    /// once, as the apiserver does. Off (the default), every deletion is immediate.
    pub fn set_graceful_termination(&self, on: bool) {
        self.shared.lock().graceful_termination = on;
    }

    /// Deletes a pod (a DELETED event); returns its last state. With graceful termination
    /// on, this is the kubelet's final removal of a terminating pod.
    pub fn delete_pod(&self, namespace: &str, name: &str) -> Option<Pod> {
        pods::delete(&self.shared, namespace, name)
    }

    /// A stored pod.
    pub fn pod(&self, namespace: &str, name: &str) -> Option<Pod> {
        self.shared
            .lock()
            .pods
            .get(&(namespace.to_owned(), name.to_owned()))
            .cloned()
    }

    /// A stored lease.
    pub fn lease(&self, namespace: &str, name: &str) -> Option<Lease> {
        self.shared
            .lock()
            .leases
            .get(&(namespace.to_owned(), name.to_owned()))
            .cloned()
    }

    /// Every stored Event, in namespace and name order.
    pub fn events(&self) -> Vec<Event> {
        self.shared.lock().events.values().cloned().collect()
    }

    /// Event creations and series patches the double accepted.
    pub fn event_writes(&self) -> u64 {
        self.shared.lock().event_writes
    }

    /// Stores a PodDisruptionBudget (`policy/v1` JSON; its namespace and name are taken
    /// from its metadata) or replaces the one of that name.
    pub fn put_pdb(&self, budget: serde_json::Value) -> Result<(), String> {
        let budget: PodDisruptionBudget =
            serde_json::from_value(budget).map_err(|e| e.to_string())?;
        let namespace = budget
            .metadata
            .namespace
            .clone()
            .unwrap_or_else(|| "default".into());
        let name = budget
            .metadata
            .name
            .clone()
            .ok_or("a budget needs a name")?;
        self.shared.lock().pdbs.insert((namespace, name), budget);
        Ok(())
    }

    /// Removes a PodDisruptionBudget.
    pub fn delete_pdb(&self, namespace: &str, name: &str) {
        self.shared
            .lock()
            .pdbs
            .remove(&(namespace.to_owned(), name.to_owned()));
    }

    /// Pods deleted through the Eviction subresource, as (namespace, name), in order.
    pub fn evicted(&self) -> Vec<(String, String)> {
        self.shared.lock().evicted.clone()
    }

    /// (evictions asked for, evictions refused by a budget with 429).
    pub fn eviction_counts(&self) -> (u64, u64) {
        let state = self.shared.lock();
        (state.evictions_requested, state.evictions_refused)
    }

    /// The current resourceVersion.
    pub fn resource_version(&self) -> u64 {
        self.shared.lock().rv
    }

    /// Forgets the watch history: a watch or continue token from an older version now
    /// gets 410 Gone.
    pub fn compact(&self) {
        let mut state = self.shared.lock();
        state.compacted = state.rv;
        state.history.clear();
        drop(state);
        self.shared.changed.notify_all();
    }

    /// Compacts the history right after `pages` more list pages that have a continue
    /// token are served, so that the next page's token gets 410 Expired.
    pub fn compact_after_list_pages(&self, pages: u32) {
        self.shared.lock().compact_after_pages = Some(pages);
    }

    /// Cuts every open watch stream (the connection closes mid-body).
    pub fn cut_watches(&self) {
        self.shared.lock().cut_generation += 1;
        self.shared.changed.notify_all();
    }

    /// Writes `bytes` as they are (one chunk) into every watch stream open now, then cuts
    /// those streams if `cut` (a garbage line; half an event and a closed connection).
    pub fn inject_into_watches(&self, bytes: &[u8], cut: bool) {
        let mut state = self.shared.lock();
        let generation = state.injection.0 + 1;
        state.injection = (generation, bytes.to_vec(), cut);
        drop(state);
        self.shared.changed.notify_all();
    }

    /// How many watch streams are open now.
    pub fn open_watches(&self) -> usize {
        self.shared.lock().open_watches
    }

    /// Chooses how a too-old resourceVersion is reported.
    pub fn set_gone_mode(&self, mode: GoneMode) {
        self.shared.lock().gone_mode = mode;
    }

    /// How often watches that asked for bookmarks get one (default 1 s).
    pub fn set_bookmark_interval(&self, interval: Duration) {
        *self
            .shared
            .bookmark_interval
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = interval;
    }

    /// Installs (or removes) the mutating webhook called on pod creation.
    pub fn set_mutating_webhook(&self, webhook: Option<MutatingWebhook>) {
        self.shared.lock().webhook = webhook;
    }

    /// Makes every pod list (not watches, not single reads) answer 500 while `fail` is
    /// set: a sweep that cannot see the pods must revoke nothing.
    pub fn set_fail_pod_lists(&self, fail: bool) {
        self.shared.lock().fail_pod_lists = fail;
    }

    /// Makes every endpoint answer 503 (an apiserver that is up but not ready).
    pub fn set_unavailable(&self, unavailable: bool) {
        self.shared.lock().unavailable = unavailable;
    }

    /// Stops listening: new connections are refused (an apiserver that is down).
    pub fn stop(&mut self) {
        self.listener = None;
        self.cut_watches();
    }

    /// Every request received so far.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.lock().requests.clone()
    }

    /// The TokenReview bodies received (what OpenBao sent).
    pub fn token_reviews(&self) -> Vec<serde_json::Value> {
        self.shared.lock().token_reviews.clone()
    }

    /// The TokenRequests received, in order: `{"namespace", "serviceAccount", "body"}`
    /// with the body as sent (its `spec.boundObjectRef` names the pod a token is bound to).
    pub fn token_requests(&self) -> Vec<serde_json::Value> {
        self.shared.lock().token_requests.clone()
    }

    /// The AdmissionReview requests sent to the webhook.
    pub fn admission_reviews(&self) -> Vec<serde_json::Value> {
        self.shared.lock().admission_reviews.clone()
    }
}

impl Drop for KubeApi {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Authenticates a request: a static token, a valid service-account JWT, or a client
/// certificate from the double's CA.
fn authenticate(shared: &Shared, request: &HttpRequest) -> Option<UserInfo> {
    if let Some(token) = request.bearer() {
        if let Some(user) = shared.lock().tokens.get(token) {
            return Some(user.clone());
        }
        return tokens::review(shared, token, &[]).ok().map(|r| r.user);
    }
    if request.client_cert {
        return Some(UserInfo {
            username: "client-cert-user".into(),
            uid: String::new(),
            groups: vec!["system:masters".into(), "system:authenticated".into()],
        });
    }
    None
}

fn route(shared: &Arc<Shared>, request: &HttpRequest) -> Reply {
    let public = matches!(
        request.path.as_str(),
        "/readyz" | "/livez" | "/healthz" | "/version"
    );
    let user = authenticate(shared, request);
    {
        let mut state = shared.lock();
        state.requests.push(RecordedRequest {
            method: request.method.clone(),
            path: request.path.clone(),
            query: request.query.clone(),
            user: user
                .as_ref()
                .map(|u| u.username.clone())
                .unwrap_or_default(),
        });
        if state.unavailable {
            return status_reply(
                503,
                "ServiceUnavailable",
                "the server is currently unable to handle the request",
            );
        }
    }
    if public {
        return match request.path.as_str() {
            "/version" => json_reply(
                200,
                &serde_json::json!({
                    "major": "1", "minor": "33", "gitVersion": "v1.33.0-vdbi-double",
                    "gitCommit": "", "gitTreeState": "clean", "buildDate": "2026-01-01T00:00:00Z",
                    "goVersion": "go1.24", "compiler": "gc", "platform": "linux/amd64"
                }),
            ),
            _ => Reply::Full(HttpResponse {
                status: 200,
                headers: Vec::new(),
                content_type: "text/plain; charset=utf-8",
                body: b"ok".to_vec(),
            }),
        };
    }
    let Some(user) = user else {
        return status_reply(401, "Unauthorized", "Unauthorized");
    };
    // Only JSON bodies are understood: a protobuf body (client-go's default for built-in
    // types) gets 415, and client-go then retries in JSON, as with an apiserver that has
    // protobuf disabled.
    let patch_type = |t: &str| {
        request.method == "PATCH"
            && (t.starts_with("application/merge-patch+json")
                || t.starts_with("application/strategic-merge-patch+json"))
    };
    if !request.body.is_empty()
        && request
            .header("content-type")
            .is_some_and(|t| !t.starts_with("application/json") && !patch_type(t))
    {
        return status_reply(
            415,
            "UnsupportedMediaType",
            "the body of the request was in an unknown format - accepted media types include: application/json",
        );
    }
    if request.method == "GET"
        && let Some(reply) = discovery::document(&request.path)
    {
        return reply;
    }
    let segments: Vec<&str> = request.path.trim_matches('/').split('/').collect();
    let method = request.method.as_str();
    match (method, segments.as_slice()) {
        ("GET", ["api", "v1", "pods"]) => pods::list_or_watch(shared, None, request),
        ("GET", ["api", "v1", "namespaces", ns, "pods"]) => {
            pods::list_or_watch(shared, Some(ns), request)
        }
        ("POST", ["api", "v1", "namespaces", ns, "pods"]) => {
            let dry_run = request.query("dryRun") == Some("All");
            match pods::create(shared, ns, &request.body, dry_run, &user) {
                Ok((pod, warnings)) => {
                    let mut reply = json_reply(201, &pod);
                    if let Reply::Full(response) = &mut reply {
                        for warning in warnings {
                            response
                                .headers
                                .push(("Warning".into(), format!("299 - {warning:?}")));
                        }
                    }
                    reply
                }
                Err((reply, _)) => reply,
            }
        }
        ("GET", ["api", "v1", "namespaces", ns, "pods", name]) => {
            match shared.lock().pods.get(&(ns.to_string(), name.to_string())) {
                Some(pod) => json_reply(200, pod),
                None => object_status_reply(
                    404,
                    "NotFound",
                    &format!("pods \"{name}\" not found"),
                    "",
                    "pods",
                    name,
                ),
            }
        }
        ("DELETE", ["api", "v1", "namespaces", ns, "pods", name]) => {
            match pods::terminate(shared, ns, name) {
                Some(pod) => json_reply(200, &pod),
                None => object_status_reply(
                    404,
                    "NotFound",
                    &format!("pods \"{name}\" not found"),
                    "",
                    "pods",
                    name,
                ),
            }
        }
        ("POST", ["api", "v1", "namespaces", ns, "pods", name, "eviction"]) => {
            disruption::evict(shared, ns, name, request)
        }
        (
            "GET",
            [
                "apis",
                "policy",
                "v1",
                "namespaces",
                ns,
                "poddisruptionbudgets",
            ],
        ) => disruption::read(shared, ns, None),
        (
            "GET",
            [
                "apis",
                "policy",
                "v1",
                "namespaces",
                ns,
                "poddisruptionbudgets",
                name,
            ],
        ) => disruption::read(shared, ns, Some(name)),
        (_, ["apis", "events.k8s.io", "v1", "namespaces", ns, "events"]) => {
            events::collection(shared, ns, request)
        }
        (
            _,
            [
                "apis",
                "events.k8s.io",
                "v1",
                "namespaces",
                ns,
                "events",
                name,
            ],
        ) => events::object(shared, ns, name, request),
        (
            "POST",
            [
                "api",
                "v1",
                "namespaces",
                ns,
                "serviceaccounts",
                sa,
                "token",
            ],
        ) => tokens::token_request(shared, ns, sa, request),
        ("POST", ["apis", "authentication.k8s.io", "v1", "tokenreviews"]) => {
            tokens::token_review(shared, request)
        }
        (
            _,
            [
                "apis",
                "coordination.k8s.io",
                "v1",
                "namespaces",
                ns,
                "leases",
            ],
        ) => leases::collection(shared, ns, request),
        (
            _,
            [
                "apis",
                "coordination.k8s.io",
                "v1",
                "namespaces",
                ns,
                "leases",
                name,
            ],
        ) => leases::object(shared, ns, name, request),
        _ => status_reply(
            404,
            "NotFound",
            "the server could not find the requested resource",
        ),
    }
}
