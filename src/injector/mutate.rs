//! From an AdmissionReview body to the answer: decide (`k8smutator`), rate-limit, issue
//! (`issuance`), render the patch (`patch`), and answer in the review's version.
//!
//! Every answer is HTTP 200 with an AdmissionReview, except a body that is not a review
//! (HTTP 400). A denial carries a code (400 bad annotations, 403 not authorised, 429 rate
//! limited, 503 Vault or apiserver unavailable or too slow) and a message in our words that
//! says what to fix, ending with the `contextID` of the log lines; Vault's raw text goes to
//! the log only. No credential ever reaches a log line, a metric label or a message.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::injector::patch;
use crate::injector::review::{self, Response, Review};
use crate::injector::role_ttls::RoleTtls;
use crate::issuance::{self, Issuer, Job};
use crate::k8s::{EventType, Note, Record, Recorder, Regarding};
use crate::k8smutator::ratelimit::RateLimit;
use crate::k8smutator::{self, Decision, Delivery, Policy, Skip, Target, Values};
use crate::logger;
use crate::placeholder;

/// Admissions remembered for reinvocation: the apiserver reinvokes within the same request
/// (seconds), so a few thousand recent ones cover any burst.
const RECENT_MAX: usize = 4096;
/// How long an admission is remembered for reinvocation.
const RECENT_TTL: Duration = Duration::from_secs(120);

/// An HTTP answer for the transport to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The HTTP status (200, or 400 for a body that is not a review).
    pub status: u16,
    /// The body (JSON, or plain text for 400).
    pub body: Vec<u8>,
}

/// The admission logic of the webhook.
pub struct Admission {
    policy: Policy,
    issuer: Arc<Issuer>,
    timeout: Duration,
    rate: Mutex<RateLimit>,
    recent: Mutex<VecDeque<(String, String, Instant)>>,
    events: Recorder,
    role_ttls: Option<Arc<RoleTtls>>,
}

impl std::fmt::Debug for Admission {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Admission")
            .field("policy", &self.policy)
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

impl Admission {
    /// The admission with `admissionTimeout` = `timeout` and `namespaceRateLimit` =
    /// `rate_per_minute`.
    pub fn new(
        policy: Policy,
        issuer: Arc<Issuer>,
        timeout: Duration,
        rate_per_minute: u32,
    ) -> Admission {
        Admission {
            policy,
            issuer,
            timeout,
            rate: Mutex::new(RateLimit::new(
                rate_per_minute,
                crate::limits::ADMISSION_RATE_BUCKETS_MAX,
            )),
            recent: Mutex::new(VecDeque::new()),
            events: Recorder::disabled(),
            role_ttls: None,
        }
    }

    /// Writes an Event for each denial, on the pod's owner (or its namespace).
    pub fn with_events(mut self, events: Recorder) -> Admission {
        self.events = events;
        self
    }

    /// Warns about roles whose maximum TTL is shorter than a controller's pod is likely to
    /// live, from this cache (filled off the admission path).
    pub fn with_role_ttls(mut self, role_ttls: Arc<RoleTtls>) -> Admission {
        self.role_ttls = Some(role_ttls);
        self
    }

    /// The admission the configuration asks for, around a started [`Issuer`].
    pub fn from_config(config: &crate::config::Config, issuer: Arc<Issuer>) -> Admission {
        Admission::new(
            Policy::from_config(config),
            issuer,
            config.admission_timeout,
            config.namespace_rate_limit,
        )
    }

    /// Answers one request body.
    pub fn review(&self, body: &[u8]) -> Answer {
        let started = Instant::now();
        let review = match review::parse(body) {
            Ok(review) => review,
            Err(error) => {
                return Answer {
                    status: 400,
                    body: format!("{error}\n").into_bytes(),
                };
            }
        };
        let response = self.respond(&review, started);
        Answer {
            status: 200,
            body: response.to_json(review.version),
        }
    }

    /// The response to a parsed review; the deadline runs from `started`.
    pub fn respond(&self, review: &Review, started: Instant) -> Response {
        let request = &review.request;
        let context_id = issuance::new_uuid().unwrap_or_else(|_| request.uid.clone());
        let dry_run = request.dry_run.unwrap_or(false);
        let metrics = crate::metrics::global();
        let namespace_of = || {
            if request.namespace.is_empty() {
                "".to_owned()
            } else {
                request.namespace.clone()
            }
        };
        let (response, mutated) = match k8smutator::decide(&self.policy, request) {
            Decision::Skip(skip) => (self.skip(skip, &request.uid, &namespace_of()), false),
            Decision::BadAnnotations(error) => {
                let message = format!("{error} (contextID {context_id})");
                (
                    self.deny(
                        &request.object,
                        dry_run,
                        &request.uid,
                        400,
                        "bad_annotations",
                        message,
                        &context_id,
                        &namespace_of(),
                        "",
                    ),
                    false,
                )
            }
            Decision::Mutate(target) => self.mutate(review, &target, dry_run, started, &context_id),
        };
        let elapsed = started.elapsed();
        // The labels both series share, in kubewebhook's order.
        let version = match review.version {
            review::Version::V1 => "v1",
            review::Version::V1beta1 => "v1beta1",
        };
        let namespace = namespace_of();
        let kind = request.metric_kind();
        let dry_run = if dry_run { "true" } else { "false" };
        let allowed = if response.allowed { "true" } else { "false" };
        let shared = [
            "pod-annotate",
            version,
            &namespace,
            &kind,
            request.metric_operation(),
            dry_run,
            allowed,
        ];
        let [
            webhook,
            version,
            namespace,
            kind,
            operation,
            dry_run,
            allowed,
        ] = shared;
        metrics
            .kubewebhook_mutating_webhook_review_duration_seconds
            .with(&[
                webhook,
                version,
                namespace,
                kind,
                operation,
                dry_run,
                allowed,
                if mutated { "true" } else { "false" },
            ])
            .observe(elapsed.as_secs_f64());
        if !response.warnings.is_empty() {
            metrics
                .kubewebhook_webhook_review_warnings_total
                .with(&shared)
                .inc();
        }
        response
    }

    fn skip(&self, skip: Skip, uid: &str, namespace: &str) -> Response {
        let metrics = crate::metrics::global();
        if skip != Skip::NotPodCreate {
            metrics.admission_skipped_total.with(&[skip.as_str()]).inc();
        }
        let mut response = Response::allow(uid);
        if let Some(warning) = skip.warning(namespace) {
            metrics
                .admission_warnings_total
                .with(&[skip.as_str()])
                .inc();
            response.warnings.push(warning);
        }
        response
    }

    #[allow(clippy::too_many_arguments)]
    fn deny(
        &self,
        pod: &serde_json::Value,
        dry_run: bool,
        uid: &str,
        code: u16,
        reason: &str,
        message: String,
        context_id: &str,
        namespace: &str,
        detail: &str,
    ) -> Response {
        let metrics = crate::metrics::global();
        metrics.mutated_pods_error_count.inc();
        metrics.admission_denied_total.with(&[reason]).inc();
        logger::warn(
            "admission denied",
            &[
                ("contextID", context_id),
                ("namespace", namespace),
                ("reason", reason),
                ("code", &code.to_string()),
                ("error", if detail.is_empty() { &message } else { detail }),
            ],
        );
        if !dry_run {
            self.events.record(denial_event(pod, namespace, reason));
        }
        Response::deny(uid, code, message)
    }

    fn remembered(&self, uid: &str, uuids: &str) -> bool {
        let recent = self.recent.lock().unwrap_or_else(PoisonError::into_inner);
        recent.iter().any(|(u, ids, _)| u == uid && ids == uuids)
    }

    fn remember(&self, uid: &str, uuids: &str) {
        let now = Instant::now();
        let mut recent = self.recent.lock().unwrap_or_else(PoisonError::into_inner);
        while recent
            .front()
            .is_some_and(|(_, _, at)| now.saturating_duration_since(*at) > RECENT_TTL)
            || recent.len() >= RECENT_MAX
        {
            recent.pop_front();
        }
        recent.push_back((uid.to_owned(), uuids.to_owned(), now));
    }

    fn mutate(
        &self,
        review: &Review,
        target: &Target,
        dry_run: bool,
        started: Instant,
        context_id: &str,
    ) -> (Response, bool) {
        let deadline = started + self.timeout;
        let request = &review.request;
        let uid = request.uid.as_str();
        let namespace = target.namespace.as_str();
        // Reinvocation: the pod carries the uuids this very request was given. A uuid
        // annotation written by the user (or left from another request) matches nothing
        // here, so it skips nothing and is replaced.
        if !target.claimed_uuids.is_empty() && self.remembered(uid, &target.claimed_uuids.join(","))
        {
            return (self.skip(Skip::Reinvocation, uid, namespace), false);
        }
        // The templates are checked before anything is issued, so rendering cannot fail
        // once credentials exist.
        let probe: Vec<Values<'_>> = target
            .databases
            .iter()
            .map(|_| Values {
                user: "user",
                password: "password",
            })
            .collect();
        if let Err(problem) = k8smutator::env_for(&target.databases, &probe) {
            let message = format!("{problem} (contextID {context_id})");
            return (
                self.deny(
                    &request.object,
                    dry_run,
                    uid,
                    400,
                    "bad_annotations",
                    message,
                    context_id,
                    namespace,
                    "",
                ),
                false,
            );
        }
        // A pod that holds something of its own where the plugin looks for its Vault token
        // is refused before anything is issued or charged.
        if let Some(problem) = k8smutator::token_volume_conflict(&self.policy, &request.object) {
            let message = format!("{problem} (contextID {context_id})");
            return (
                self.deny(
                    &request.object,
                    dry_run,
                    uid,
                    400,
                    "reserved_volume",
                    message,
                    context_id,
                    namespace,
                    "",
                ),
                false,
            );
        }
        // Dry runs are charged too: they issue nothing, but they read roles or make a
        // TokenRequest, and those calls must not be free.
        let cost = u32::try_from(target.databases.len()).unwrap_or(u32::MAX);
        {
            let allowed = self
                .rate
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .try_take(namespace, cost, Instant::now());
            if !allowed {
                let limit = self
                    .rate
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .per_minute();
                let message = format!(
                    "namespace {namespace:?} asked for more than {limit} database credentials in the last minute (namespaceRateLimit); slow the rollout down, or ask the operators for a higher limit (contextID {context_id})"
                );
                return (
                    self.deny(
                        &request.object,
                        dry_run,
                        uid,
                        429,
                        "rate_limited",
                        message,
                        context_id,
                        namespace,
                        "",
                    ),
                    false,
                );
            }
        }
        let job = Job {
            namespace: namespace.to_owned(),
            service_account: target.service_account.clone(),
            // Nothing to bind to: the apiserver gives a pod its UID after admission, so a
            // `metadata.uid` in the reviewed object is whatever the client wrote, and
            // taking it would record (and bind the TokenRequest to) a UID of the client's
            // choosing, another live pod's among them. The UID is recorded later, from
            // the pod itself (the renewer's back-fill).
            bound_pod: None,
            admission_uid: uid.to_owned(),
            mount: target.mount.clone(),
            roles: target.databases.iter().map(|d| d.role.clone()).collect(),
            issue_credentials: self.policy.delivery == Delivery::Legacy,
            dry_run,
            context_id: context_id.to_owned(),
            claimed_uuids: target.claimed_uuids.clone(),
        };
        let issued = match self.issuer.issue(job, deadline) {
            // Reinvocation on another replica: the KV entries of the pod's uuids record
            // this request.
            Ok(outcome) if outcome.already_issued => {
                return (self.skip(Skip::Reinvocation, uid, namespace), false);
            }
            Ok(outcome) => outcome.issued,
            Err(error) => {
                let message = format!("{} (contextID {context_id})", error.user_message());
                let reason = error.reason();
                return (
                    self.deny(
                        &request.object,
                        dry_run,
                        uid,
                        error.code(),
                        reason,
                        message,
                        context_id,
                        namespace,
                        &error.detail(),
                    ),
                    false,
                );
            }
        };
        // A dry run issued nothing: the patch then shows placeholders, so it looks like the
        // real answer without holding a secret.
        let built = match self.render(review, target, &issued, dry_run) {
            Ok(built) => built,
            Err(problem) => {
                // Only the random source can fail here (the templates were checked before
                // anything was issued); what was issued is revoked.
                self.issuer.discard(issued);
                let message = format!("{problem} (contextID {context_id})");
                return (
                    self.deny(
                        &request.object,
                        dry_run,
                        uid,
                        503,
                        "internal",
                        message,
                        context_id,
                        namespace,
                        "",
                    ),
                    false,
                );
            }
        };
        let (ops, warnings, uuids) = built;
        if !dry_run {
            self.remember(uid, &uuids);
        }
        crate::metrics::global().mutated_pods_success_count.inc();
        let pod_name = target.pod_name.as_deref().unwrap_or_else(|| {
            request
                .object
                .get("metadata")
                .and_then(|m| m.get("generateName"))
                .and_then(serde_json::Value::as_str)
                .unwrap_or("")
        });
        logger::info(
            "pod mutated",
            &[
                ("contextID", context_id),
                ("namespace", namespace),
                ("pod", pod_name),
                ("uuid", &uuids),
                ("dry_run", if dry_run { "true" } else { "false" }),
                ("duration_in_ms", &started.elapsed().as_millis().to_string()),
            ],
        );
        let mut response = Response::patched(uid, &patch::to_json(&ops));
        response.warnings = warnings;
        response
            .warnings
            .extend(self.delivery_warnings(&request.object, target));
        (response, true)
    }

    /// Warnings about how the pod gets its credentials: legacy delivery puts them in the
    /// PodSpec; a controller's pod outlives a role with a short maximum TTL.
    fn delivery_warnings(&self, pod: &serde_json::Value, target: &Target) -> Vec<String> {
        let metrics = crate::metrics::global();
        let mut out = Vec::new();
        if self.policy.delivery == Delivery::Legacy {
            metrics
                .admission_warnings_total
                .with(&["legacy_delivery"])
                .inc();
            out.push("vault-db-injector: legacy delivery writes the database credentials into the PodSpec, where anyone who can read this pod (and etcd backups, audit logs) can read them; ask the cluster operators for NRI delivery".to_owned());
        }
        let Some(role_ttls) = &self.role_ttls else {
            return out;
        };
        let Some(owner) = long_lived_owner(pod) else {
            return out;
        };
        for db in &target.databases {
            let Some(max_ttl) = role_ttls.max_ttl(&target.mount, &db.role) else {
                continue;
            };
            if max_ttl >= crate::limits::LONG_LIVED_POD_EXPECTED {
                continue;
            }
            metrics
                .admission_warnings_total
                .with(&["short_max_ttl"])
                .inc();
            out.push(format!(
                "vault-db-injector: Vault role {role:?} issues credentials that stop working {ttl} after the pod starts (its max_ttl), and pods of a {owner} usually live longer; ask the Vault administrators for a longer max_ttl, or opt in to rotation (annotation {annotation}: \"true\") so the pod is replaced before then",
                role = db.role,
                ttl = crate::k8s::events::human_duration(max_ttl),
                annotation = crate::k8s::annotations::ROTATE,
            ));
        }
        out
    }

    /// The patch, the warnings and the uuid annotation value.
    fn render(
        &self,
        review: &Review,
        target: &Target,
        issued: &[issuance::Issued],
        dry_run: bool,
    ) -> Result<(Vec<patch::Op>, Vec<String>, String), String> {
        let count = target.databases.len();
        let mut owned: Vec<(String, String)> = Vec::with_capacity(count);
        let mut uuids = Vec::with_capacity(count);
        if self.policy.delivery == Delivery::Legacy && !dry_run {
            for item in issued {
                owned.push((
                    item.username.clone(),
                    item.password.expose_secret().to_owned(),
                ));
                uuids.push(item.uuid.clone());
            }
        } else {
            for _ in 0..count {
                let user = placeholder::generate().map_err(|e| e.to_string())?;
                let password = placeholder::generate().map_err(|e| e.to_string())?;
                owned.push((user.as_str().to_owned(), password.as_str().to_owned()));
                uuids.push(issuance::new_uuid().map_err(|e| e.to_string())?);
            }
        }
        if owned.len() != count {
            return Err("the injector issued fewer credentials than asked".to_owned());
        }
        let values: Vec<Values<'_>> = owned
            .iter()
            .map(|(user, password)| Values { user, password })
            .collect();
        let env = k8smutator::env_for(&target.databases, &values)?;
        let annotations = k8smutator::annotations_for(&self.policy, &review.request.object, &uuids);
        let mut built = patch::build(&review.request.object, &env, &annotations);
        built.ops.extend(k8smutator::token_volume_ops(
            &self.policy,
            &review.request.object,
        ));
        let remove = k8smutator::annotations_to_remove(&self.policy, &review.request.object);
        built
            .ops
            .extend(patch::remove_annotations(&review.request.object, &remove));
        if !built.replaced.is_empty() {
            crate::metrics::global()
                .admission_warnings_total
                .with(&["env_replaced"])
                .add(built.replaced.len() as f64);
        }
        let warnings = built
            .replaced
            .iter()
            .map(|name| {
                format!("vault-db-injector: environment variable {name} was already set and has been replaced by the injected value")
            })
            .collect();
        Ok((built.ops, warnings, uuids.join(",")))
    }
}

/// The pod's controller, as (apiVersion, kind, name, uid), from its ownerReferences.
pub fn controller_of(pod: &serde_json::Value) -> Option<(String, String, String, String)> {
    let refs = pod.pointer("/metadata/ownerReferences")?.as_array()?;
    let owner = refs
        .iter()
        .find(|r| r.get("controller") == Some(&serde_json::Value::Bool(true)))?;
    let field = |name: &str| {
        owner
            .get(name)
            .and_then(serde_json::Value::as_str)
            .unwrap_or_default()
            .to_owned()
    };
    Some((
        field("apiVersion"),
        field("kind"),
        field("name"),
        field("uid"),
    ))
}

/// The kind of long-lived workload that owns the pod (a ReplicaSet's pod belongs to a
/// Deployment), or `None` for a bare pod, a Job's and anything else.
fn long_lived_owner(pod: &serde_json::Value) -> Option<&'static str> {
    let (_, kind, _, _) = controller_of(pod)?;
    match kind.as_str() {
        "ReplicaSet" => Some("Deployment"),
        "StatefulSet" => Some("StatefulSet"),
        "DaemonSet" => Some("DaemonSet"),
        "ReplicationController" => Some("ReplicationController"),
        _ => None,
    }
}

/// The Event for a denial: on the pod's controller (the pod does not exist yet, and the
/// controller is what `kubectl describe` shows the user), else on the namespace. The note
/// says what kind of problem it is; the precise message is in the denial itself.
fn denial_event(pod: &serde_json::Value, namespace: &str, reason: &str) -> Record {
    let regarding = controller_of(pod)
        .and_then(|(api_version, kind, name, uid)| {
            Regarding::owner(namespace, &api_version, &kind, &name, &uid)
        })
        .unwrap_or_else(|| Regarding::namespace(namespace));
    let what = match reason {
        "bad_annotations" => {
            "its db-creds-injector.numberly.io annotations cannot be used; fix the one the denial message names"
        }
        "not_authorised" | "vault_refused" => {
            "its service account or namespace may not use the Vault role it asks for, or the role does not exist; ask the Vault administrators to bind it"
        }
        "apiserver_refused" => {
            "the API server refused a token for its service account; check that the service account exists"
        }
        "rate_limited" => {
            "the namespace asked for more credentials in a minute than namespaceRateLimit allows; slow the rollout down"
        }
        "reserved_volume" => {
            "it declares a volume or a mount that vault-db-injector reserves for the pod's Vault token; rename or move it as the denial message says"
        }
        _ => {
            "Vault or the API server did not answer the injector in time; the controller retries, and nothing was issued"
        }
    };
    Record {
        regarding,
        type_: EventType::Warning,
        reason: "CredentialsDenied",
        action: "Admit",
        note: Note::new("vault-db-injector refused a pod in namespace ")
            .value(namespace)
            .text(": ")
            .text(what),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use serde_json::{Value, json};

    use super::*;
    use crate::issuance::Settings;
    use crate::k8smutator::Auth;
    use crate::vault::{AuthConfig, CaSource, ClientConfig, KvStore, Timeouts};

    /// A Vault that accepts connections and never answers (the listener is never
    /// accepted from: the kernel completes the handshakes), kept for the whole test run.
    fn hung_vault() -> String {
        static HUNG: std::sync::OnceLock<Option<std::net::TcpListener>> =
            std::sync::OnceLock::new();
        let listener = HUNG.get_or_init(|| std::net::TcpListener::bind("127.0.0.1:0").ok());
        let port = listener
            .as_ref()
            .and_then(|l| l.local_addr().ok())
            .map_or(9, |a| a.port());
        format!("http://127.0.0.1:{port}")
    }

    /// A service account token for the injector's login, kept for the whole test run.
    fn jwt_file() -> PathBuf {
        static JWT: std::sync::OnceLock<Option<vdbi_testbed::tempdir::TempDir>> =
            std::sync::OnceLock::new();
        let dir = JWT.get_or_init(|| vdbi_testbed::tempdir::TempDir::new("mutate-jwt").ok());
        let Some(dir) = dir else {
            return PathBuf::from("/nonexistent");
        };
        let path = dir.path().join("token");
        std::fs::write(&path, "header.payload.signature").unwrap();
        path
    }

    /// An admission whose Vault hangs: anything that reaches issuance is cut at the (short)
    /// deadline.
    fn admission(timeout: Duration) -> Admission {
        let vault = crate::vault::Client::new(ClientConfig {
            address: hung_vault(),
            ca: CaSource::System,
            skip_verify: false,
            namespace: None,
            timeouts: Timeouts::default(),
            proxy: None,
            auth: AuthConfig {
                mount: "kubernetes".into(),
                role: "injector".into(),
                jwt_file: jwt_file(),
            },
        })
        .unwrap();
        let issuer = Issuer::new(
            Arc::new(vault),
            None,
            KvStore::new("kv", "p").unwrap(),
            Settings {
                auth_mount: "kubernetes".into(),
                token_ttl: Duration::from_secs(3600),
                token_role: None,
                kv_store_token: false,
                projected: None,
            },
            timeout,
        );
        let policy = Policy {
            excluded_namespaces: vec!["kube-system".into()],
            default_engine: "databases".into(),
            allowed_engines: Vec::new(),
            delivery: Delivery::Legacy,
            auth: Auth::InjectorSa,
            nri_required_plugin: None,
            token_volume: None,
        };
        Admission::new(policy, Arc::new(issuer), timeout, 600)
    }

    fn review(namespace: &str, annotations: Value, operation: &str) -> Vec<u8> {
        json!({"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", "request": {
            "uid": "uid-1", "kind": {"group": "", "version": "v1", "kind": "Pod"},
            "resource": {"group": "", "version": "v1", "resource": "pods"},
            "namespace": namespace, "operation": operation,
            "object": {"metadata": {"generateName": "web-", "annotations": annotations},
                       "spec": {"containers": [{"name": "c"}]}}}})
        .to_string()
        .into_bytes()
    }

    fn check(body: &[u8], status: u16, expect: Value) {
        let answer = admission(Duration::from_millis(100)).review(body);
        assert_eq!(answer.status, status);
        if status == 200 {
            let value: Value = serde_json::from_slice(&answer.body).unwrap();
            let response = &value["response"];
            assert_eq!(response["uid"], "uid-1");
            for (key, want) in expect.as_object().unwrap() {
                let got = match key.as_str() {
                    "code" => &response["status"]["code"],
                    "message" => &response["status"]["message"],
                    "warning" => &response["warnings"][0],
                    other => &response[other],
                };
                if let (Some(got), Some(want)) = (got.as_str(), want.as_str()) {
                    assert!(got.contains(want), "{key}: {got}");
                } else {
                    assert_eq!(got, want, "{key}");
                }
            }
        }
    }

    #[test]
    fn answers() {
        let good = json!({
            "db-creds-injector.numberly.io/app.role": "app1",
            "db-creds-injector.numberly.io/app.env-key-dbuser": "U",
            "db-creds-injector.numberly.io/app.env-key-dbpassword": "P"
        });
        check(b"", 400, json!({}));
        check(b"[]", 400, json!({}));
        check(
            &review("apps", good.clone(), "UPDATE"),
            200,
            json!({"allowed": true, "patch": null}),
        );
        check(
            &review("kube-system", good.clone(), "CREATE"),
            200,
            json!({"allowed": true, "warning": "excluded from injection"}),
        );
        check(
            &review(
                "apps",
                json!({"db-creds-injector.numberly.io/app.role": "app1"}),
                "CREATE",
            ),
            200,
            json!({"allowed": false, "code": 400, "message": "env-key-dbuser must be set (contextID "}),
        );
        // The hung Vault's call is cut at the deadline, which answers.
        let started = Instant::now();
        check(
            &review("apps", good, "CREATE"),
            200,
            json!({"allowed": false, "code": 503, "message": "admission deadline"}),
        );
        assert!(started.elapsed() < Duration::from_secs(2));
    }
}
