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
use crate::issuance::{self, Issuer, Job};
use crate::k8s::BoundPod;
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
        }
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
        metrics
            .kubewebhook_mutating_webhook_review_duration_seconds
            .with(&[
                "pod-annotate",
                match review.version {
                    review::Version::V1 => "v1",
                    review::Version::V1beta1 => "v1beta1",
                },
                &namespace_of(),
                &request.kind.kind,
                &request.operation,
                if dry_run { "true" } else { "false" },
                if response.allowed { "true" } else { "false" },
                if mutated { "true" } else { "false" },
            ])
            .observe(elapsed.as_secs_f64());
        response
    }

    fn skip(&self, skip: Skip, uid: &str, namespace: &str) -> Response {
        let metrics = crate::metrics::global();
        if skip != Skip::NotPodCreate {
            metrics.admission_skipped_total.with(&[skip.as_str()]).inc();
        }
        let mut response = Response::allow(uid);
        if let Some(warning) = skip.warning(namespace) {
            response.warnings.push(warning);
        }
        response
    }

    #[allow(clippy::too_many_arguments)]
    fn deny(
        &self,
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
        let cost = u32::try_from(target.databases.len()).unwrap_or(u32::MAX);
        if !dry_run {
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
                    self.deny(uid, 429, "rate_limited", message, context_id, namespace, ""),
                    false,
                );
            }
        }
        let bound_pod = match (&target.pod_name, &target.pod_uid) {
            (Some(name), Some(uid)) => Some(BoundPod {
                name: name.clone(),
                uid: uid.clone(),
            }),
            _ => None,
        };
        let job = Job {
            namespace: namespace.to_owned(),
            service_account: target.service_account.clone(),
            bound_pod,
            admission_uid: uid.to_owned(),
            mount: target.mount.clone(),
            roles: target.databases.iter().map(|d| d.role.clone()).collect(),
            issue_credentials: self.policy.delivery == Delivery::Legacy,
            dry_run,
            context_id: context_id.to_owned(),
        };
        let issued = match self.issuer.issue(job, deadline) {
            Ok(issued) => issued,
            Err(error) => {
                let message = format!("{} (contextID {context_id})", error.user_message());
                let reason = error.reason();
                return (
                    self.deny(
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
                    self.deny(uid, 503, "internal", message, context_id, namespace, ""),
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
        (response, true)
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
        let built = patch::build(&review.request.object, &env, &annotations);
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
