//! The per-admission decision: which pods are mutated, and what goes into them.
//!
//! Two axes, as in the original: delivery (`legacy`: real credentials in the env; `nri`:
//! placeholders the NRI plugin swaps at container creation) and auth (the injector's own
//! service account checked with `CanIGetRoles`, or the pod's projected service account
//! logging in itself). This module decides and renders; `issuance/` does the Vault and
//! apiserver work, and `injector/` speaks AdmissionReview.
//!
//! **Invariant:** no IO and no panic on any review: everything here is a pure function of
//! the review, the policy and the issued values.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

pub mod ratelimit;
pub mod token_volume;

use std::collections::BTreeMap;
use std::fmt;

use serde_json::Value;

use crate::injector::patch::{EnvVar, Op};
use crate::injector::review::Request;
use crate::k8s::annotations::{self, DbConfig, Mode};
use crate::k8smutator::token_volume::IdentityVolume;

/// The annotation that marks a static pod's mirror: never mutated.
pub const MIRROR_ANNOTATION: &str = "kubernetes.io/config.mirror";
/// NRI's per-pod required-plugins annotation (`reference/nri-wire.md` §6.2): a JSON list of
/// plugin names that must have processed each container, checked by the runtime's default
/// validator when enabled.
pub const REQUIRED_PLUGINS_ANNOTATION: &str = "required-plugins.noderesource.dev";
/// The prefix of NRI's tolerate-missing-plugins annotations (`reference/nri-wire.md` §6.2),
/// which make the validator skip every required-plugins check for a container.
pub const TOLERATE_MISSING_PREFIX: &str = "tolerate-missing-plugins.";

/// How credentials reach the containers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// The real values in the PodSpec env (the original's default).
    Legacy,
    /// Placeholders, replaced by the NRI plugin (`nri.enabled`).
    Nri,
}

/// Whose identity Vault sees.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Auth {
    /// The injector's own login, with `CanIGetRoles` checking the pod's service account.
    InjectorSa,
    /// The pod's own TokenRequest JWT (`useProjectedSA`).
    ProjectedSa,
}

/// The settings the decision depends on.
#[derive(Debug, Clone)]
pub struct Policy {
    /// `excludedNamespaces`.
    pub excluded_namespaces: Vec<String>,
    /// `defaultEngine`.
    pub default_engine: String,
    /// `allowedEngines`.
    pub allowed_engines: Vec<String>,
    /// Legacy or NRI delivery.
    pub delivery: Delivery,
    /// Injector or projected service account.
    pub auth: Auth,
    /// `nriRequiredPlugin`.
    pub nri_required_plugin: Option<String>,
    /// The pod's Vault-audience token volume, added with NRI delivery and projected
    /// service accounts ([`Policy::token_volume_for`]).
    pub token_volume: Option<IdentityVolume>,
}

impl Policy {
    /// The policy the configuration asks for.
    pub fn from_config(config: &crate::config::Config) -> Policy {
        Policy {
            excluded_namespaces: config.excluded_namespaces.clone(),
            default_engine: config.default_engine.clone(),
            allowed_engines: config.allowed_engines.clone(),
            delivery: if config.nri.enabled {
                Delivery::Nri
            } else {
                Delivery::Legacy
            },
            auth: if config.use_projected_sa {
                Auth::ProjectedSa
            } else {
                Auth::InjectorSa
            },
            nri_required_plugin: config.nri_required_plugin.clone(),
            token_volume: None,
        }
        .with_token_volume(
            &config.token_request_audiences,
            config.token_request_expiration_seconds,
        )
    }

    /// The token volume NRI delivery with projected service accounts adds to each pod
    /// (audience: the first of `audiences`); none otherwise: legacy delivery logs in at
    /// admission, and with the injector's identity (`nri.allowInjectorIdentity`) the
    /// plugin uses its own.
    pub fn token_volume_for(
        delivery: Delivery,
        auth: Auth,
        audiences: &[String],
        expiration_seconds: i64,
    ) -> Option<IdentityVolume> {
        match (delivery, auth) {
            (Delivery::Nri, Auth::ProjectedSa) => {
                IdentityVolume::new(audiences, expiration_seconds)
            }
            _ => None,
        }
    }

    /// This policy with the token volume its delivery and auth call for.
    pub fn with_token_volume(mut self, audiences: &[String], expiration_seconds: i64) -> Policy {
        self.token_volume =
            Policy::token_volume_for(self.delivery, self.auth, audiences, expiration_seconds);
        self
    }
}

/// Why a pod is admitted unchanged (the `reason` of `vdbi_admission_skipped_total`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Skip {
    /// Not a pod CREATE (another kind, a subresource, another operation).
    NotPodCreate,
    /// In `excludedNamespaces`.
    ExcludedNamespace,
    /// A static pod's mirror.
    MirrorPod,
    /// The v1 `revoke-ttl` marker.
    V1Marker,
    /// A labelled pod with no `db-creds-injector.numberly.io/*` annotation at all (the
    /// `rotate` opt-in alone does not count).
    NoAnnotations,
    /// A reinvocation of an admission that was already served.
    Reinvocation,
}

impl Skip {
    /// The metric label.
    pub fn as_str(self) -> &'static str {
        match self {
            Skip::NotPodCreate => "not_pod_create",
            Skip::ExcludedNamespace => "excluded_namespace",
            Skip::MirrorPod => "mirror_pod",
            Skip::V1Marker => "v1_marker",
            Skip::NoAnnotations => "no_annotations",
            Skip::Reinvocation => "reinvocation",
        }
    }

    /// The admission warning shown to the user, if any.
    pub fn warning(self, namespace: &str) -> Option<String> {
        match self {
            Skip::NotPodCreate | Skip::Reinvocation => None,
            Skip::ExcludedNamespace => Some(format!(
                "vault-db-injector: namespace {namespace} is excluded from injection (excludedNamespaces); the pod gets no database credentials"
            )),
            Skip::MirrorPod => Some(
                "vault-db-injector: static (mirror) pods are not mutated; the pod gets no database credentials"
                    .to_owned(),
            ),
            Skip::V1Marker => Some(
                "vault-db-injector: the pod carries the v1 revoke-ttl annotation and is left unchanged; remove it to get credentials"
                    .to_owned(),
            ),
            Skip::NoAnnotations => Some(
                "vault-db-injector: the pod is labelled for injection but has no db-creds-injector.numberly.io/* annotation, so it gets no database credentials; add <db>.role and its env-key annotations, or remove the label"
                    .to_owned(),
            ),
        }
    }
}

/// A pod to mutate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// `request.namespace` (controller-made pods have no `metadata.namespace` yet).
    pub namespace: String,
    /// `spec.serviceAccountName`, `default` when empty.
    pub service_account: String,
    /// The pod's name, when it has one already.
    pub pod_name: Option<String>,
    /// The database secrets mount.
    pub mount: String,
    /// The database groups, sorted by name.
    pub databases: Vec<DbConfig>,
    /// The uuids of the pod's `uuid` annotation (checked against the request's own before
    /// anything is skipped: a user-written annotation skips nothing).
    pub claimed_uuids: Vec<String>,
}

/// The decision for one review.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Admit unchanged.
    Skip(Skip),
    /// Deny: the annotations cannot be used (code 400).
    BadAnnotations(annotations::Error),
    /// Mutate this pod.
    Mutate(Target),
}

fn str_at<'a>(value: &'a Value, path: &[&str]) -> Option<&'a str> {
    let mut cursor = value;
    for key in path {
        cursor = cursor.get(key)?;
    }
    cursor.as_str()
}

/// Whether `name` is a namespace name (an RFC 1123 label).
fn is_namespace_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 63
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !name.starts_with('-')
        && !name.ends_with('-')
}

/// The pod's annotations as strings (non-string values are ignored).
pub fn pod_annotations(pod: &Value) -> BTreeMap<String, String> {
    pod.get("metadata")
        .and_then(|m| m.get("annotations"))
        .and_then(Value::as_object)
        .map(|map| {
            map.iter()
                .filter_map(|(k, v)| v.as_str().map(|v| (k.clone(), v.to_owned())))
                .collect()
        })
        .unwrap_or_default()
}

/// Whether an annotation key is one of the injector's, other than the `rotate` opt-in,
/// which asks for nothing on its own. A `uuid` does count: a labelled pod admitted with a
/// `uuid` it wrote itself would carry another pod's key past admission (the renewer and
/// revoker see labelled pods), so such a pod is denied as before, never skipped.
fn asks_for_credentials(key: &str) -> bool {
    key.starts_with(annotations::PREFIX) && key != annotations::ROTATE
}

/// Decides what to do with a review's request.
pub fn decide(policy: &Policy, request: &Request) -> Decision {
    let is_pod = request.kind.group.is_empty()
        && request.kind.kind == "Pod"
        && request.resource.resource == "pods"
        && request.sub_resource.is_empty();
    if !is_pod || request.operation != "CREATE" {
        return Decision::Skip(Skip::NotPodCreate);
    }
    let pod = &request.object;
    let namespace = if request.namespace.is_empty() {
        str_at(pod, &["metadata", "namespace"]).unwrap_or("")
    } else {
        request.namespace.as_str()
    };
    if policy.excluded_namespaces.iter().any(|n| n == namespace) {
        return Decision::Skip(Skip::ExcludedNamespace);
    }
    let annotations = pod_annotations(pod);
    if annotations.contains_key(MIRROR_ANNOTATION) {
        return Decision::Skip(Skip::MirrorPod);
    }
    // A label alone (a copied manifest, a namespace-wide label policy) is not a request
    // for credentials: the pod is admitted with a warning rather than denied (the original
    // denied it). Any other key under the prefix (`role`, `cluster`, a `<db>.*` setting)
    // is, and is checked below.
    if !annotations.keys().any(|key| asks_for_credentials(key)) {
        return Decision::Skip(Skip::NoAnnotations);
    }
    let (mount, databases) = match annotations::parse(
        &annotations,
        &policy.default_engine,
        &policy.allowed_engines,
    ) {
        Ok(annotations::Request::V1Marker) => return Decision::Skip(Skip::V1Marker),
        Ok(annotations::Request::Databases { mount, databases }) => (mount, databases),
        Err(error) => return Decision::BadAnnotations(error),
    };
    if namespace.is_empty() || !is_namespace_name(namespace) {
        return Decision::BadAnnotations(annotations::Error::InvalidName {
            key: "request.namespace".to_owned(),
            reason: "the review names no valid namespace",
        });
    }
    let service_account = str_at(pod, &["spec", "serviceAccountName"])
        .filter(|s| !s.is_empty())
        .unwrap_or("default");
    let non_empty = |path: &[&str]| {
        str_at(pod, path)
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
    };
    Decision::Mutate(Target {
        namespace: namespace.to_owned(),
        service_account: service_account.to_owned(),
        pod_name: non_empty(&["metadata", "name"]),
        mount,
        databases,
        claimed_uuids: annotations::uuids(&annotations)
            .into_iter()
            .map(str::to_owned)
            .collect(),
    })
}

/// The values one database group receives: real credentials or placeholders.
pub struct Values<'a> {
    /// The user name (or its placeholder).
    pub user: &'a str,
    /// The password (or its placeholder).
    pub password: &'a str,
}

impl fmt::Debug for Values<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Values").finish_non_exhaustive()
    }
}

/// The env variables for the groups, in order (`databases` and `values` pair up).
pub fn env_for(databases: &[DbConfig], values: &[Values<'_>]) -> Result<Vec<EnvVar>, String> {
    let mut env = Vec::new();
    for (db, value) in databases.iter().zip(values) {
        match db.mode {
            Mode::Classic => {
                for name in &db.user_keys {
                    env.push(EnvVar {
                        name: name.clone(),
                        value: value.user.to_owned(),
                    });
                }
                for name in &db.password_keys {
                    env.push(EnvVar {
                        name: name.clone(),
                        value: value.password.to_owned(),
                    });
                }
            }
            Mode::Uri => {
                let dsn = crate::dsn::build(&db.template, value.user, value.password)
                    .map_err(|reason| format!("database {}: {reason}", db.db_name))?;
                for name in &db.uri_keys {
                    env.push(EnvVar {
                        name: name.clone(),
                        value: dsn.clone(),
                    });
                }
            }
        }
    }
    Ok(env)
}

/// The annotations the webhook sets: the uuids, and with NRI delivery the required-plugins
/// list (merged with one the pod already has). A pod- or container-scoped required-plugins
/// annotation (`<key>/pod`, `<key>/container.<name>`) takes precedence over the plain key
/// in the runtime's validator, so one the pod brings gets the plugin merged in as well:
/// otherwise `required-plugins.noderesource.dev/pod: "[]"` would opt the pod out.
pub fn annotations_for(policy: &Policy, pod: &Value, uuids: &[String]) -> Vec<(String, String)> {
    let mut out = vec![(annotations::UUID.to_owned(), uuids.join(","))];
    let Some(plugin) = required_plugin(policy) else {
        return out;
    };
    let existing = pod_annotations(pod);
    let scoped = existing
        .keys()
        .filter(|key| is_scoped_key(key, REQUIRED_PLUGINS_ANNOTATION))
        .cloned();
    for key in std::iter::once(REQUIRED_PLUGINS_ANNOTATION.to_owned()).chain(scoped) {
        let mut plugins = existing
            .get(&key)
            .and_then(|v| serde_json::from_str::<Vec<String>>(v).ok())
            .unwrap_or_default();
        if !plugins.iter().any(|p| p == plugin) {
            plugins.push(plugin.to_owned());
        }
        let value = serde_json::to_string(&plugins).unwrap_or_else(|_| format!("[{plugin:?}]"));
        out.push((key, value));
    }
    out
}

/// The annotations the webhook removes from a pod it mutates: with NRI delivery and
/// `nriRequiredPlugin`, every tolerate-missing-plugins annotation, whatever its domain
/// (`nri.io` in NRI < 0.10, `noderesource.dev` later, or the one a runtime configures
/// under that prefix) and scope. The runtime's validator skips every required-plugins
/// check, the per-pod one included, for a container that tolerates missing plugins, so a
/// tenant could otherwise start its pod with the placeholders while the plugin is down.
pub fn annotations_to_remove(policy: &Policy, pod: &Value) -> Vec<String> {
    if required_plugin(policy).is_none() {
        return Vec::new();
    }
    pod_annotations(pod)
        .into_keys()
        .filter(|key| key.starts_with(TOLERATE_MISSING_PREFIX))
        .collect()
}

/// Why the pod cannot be admitted with NRI delivery: it declares the reserved token volume
/// or a mount at its path (see [`token_volume`]). Legacy delivery reserves nothing.
pub fn token_volume_conflict(policy: &Policy, pod: &Value) -> Option<String> {
    match policy.delivery {
        Delivery::Legacy => None,
        Delivery::Nri => token_volume::conflict(pod, policy.token_volume.as_ref()),
    }
}

/// The patch operations that give the pod its token volume, if the policy adds one.
pub fn token_volume_ops(policy: &Policy, pod: &Value) -> Vec<Op> {
    policy
        .token_volume
        .as_ref()
        .map(|volume| volume.ops(pod))
        .unwrap_or_default()
}

fn required_plugin(policy: &Policy) -> Option<&str> {
    match (&policy.delivery, &policy.nri_required_plugin) {
        (Delivery::Nri, Some(plugin)) => Some(plugin),
        _ => None,
    }
}

/// `<base>/pod` or `<base>/container.<name>`: the scoped forms NRI's validator reads first.
fn is_scoped_key(key: &str, base: &str) -> bool {
    key.strip_prefix(base)
        .and_then(|rest| rest.strip_prefix('/'))
        .is_some_and(|scope| scope == "pod" || scope.starts_with("container."))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::injector::review::{Gvk, Gvr};
    use serde_json::json;

    fn policy() -> Policy {
        Policy {
            excluded_namespaces: vec!["kube-system".into()],
            default_engine: "databases".into(),
            allowed_engines: Vec::new(),
            delivery: Delivery::Nri,
            auth: Auth::InjectorSa,
            nri_required_plugin: Some("vault-db-injector".into()),
            token_volume: None,
        }
    }

    fn request(namespace: &str, pod: Value) -> Request {
        Request {
            uid: "u".into(),
            kind: Gvk {
                group: String::new(),
                version: "v1".into(),
                kind: "Pod".into(),
            },
            resource: Gvr {
                group: String::new(),
                version: "v1".into(),
                resource: "pods".into(),
            },
            operation: "CREATE".into(),
            namespace: namespace.into(),
            object: pod,
            ..Request::default()
        }
    }

    fn pod(annotations: Value) -> Value {
        json!({"metadata": {"generateName": "app-", "annotations": annotations},
               "spec": {"serviceAccountName": "sa", "containers": [{"name": "c"}]}})
    }

    fn check(request: Request, expect: &str) {
        let got = match decide(&policy(), &request) {
            Decision::Skip(skip) => format!("skip {}", skip.as_str()),
            Decision::BadAnnotations(e) => format!("deny {e}"),
            Decision::Mutate(t) => format!(
                "mutate {} {} {} {} {:?}",
                t.namespace,
                t.service_account,
                t.mount,
                t.databases.len(),
                t.claimed_uuids
            ),
        };
        assert_eq!(got, expect);
    }

    #[test]
    fn decisions() {
        let good = json!({
            "db-creds-injector.numberly.io/app.role": "app1",
            "db-creds-injector.numberly.io/app.env-key-dbuser": "U",
            "db-creds-injector.numberly.io/app.env-key-dbpassword": "P",
            "db-creds-injector.numberly.io/uuid": "mine"
        });
        // The namespace comes from the request, not the (empty) object.
        check(
            request("team", pod(good.clone())),
            "mutate team sa databases 1 [\"mine\"]",
        );
        check(
            request("kube-system", pod(good.clone())),
            "skip excluded_namespace",
        );
        let mut update = request("team", pod(good.clone()));
        update.operation = "UPDATE".into();
        check(update, "skip not_pod_create");
        let mut sub = request("team", pod(good.clone()));
        sub.sub_resource = "status".into();
        check(sub, "skip not_pod_create");
        let mut deployment = request("team", pod(good.clone()));
        deployment.kind.kind = "Deployment".into();
        check(deployment, "skip not_pod_create");
        let mut mirror = good.clone();
        mirror["kubernetes.io/config.mirror"] = json!("x");
        check(request("team", pod(mirror)), "skip mirror_pod");
        check(
            request(
                "team",
                pod(json!({"db-creds-injector.numberly.io/revoke-ttl": "1"})),
            ),
            "skip v1_marker",
        );
        // A label and no annotation of ours: skipped (with a warning), not denied; the
        // rotate annotation alone asks for nothing either.
        check(
            request("team", pod(json!({"other": "x"}))),
            "skip no_annotations",
        );
        check(request("team", pod(json!(null))), "skip no_annotations");
        check(
            request(
                "team",
                pod(json!({"db-creds-injector.numberly.io/rotate": "true"})),
            ),
            "skip no_annotations",
        );
        // A key of ours with no database group is a request that cannot be served; a uuid
        // of the pod's own making is never let through unreplaced.
        for key in ["role", "uuid"] {
            check(
                request(
                    "team",
                    pod(json!({format!("db-creds-injector.numberly.io/{key}"): "x"})),
                ),
                "deny the pod has no database annotation: add db-creds-injector.numberly.io/<db>.role (or db-creds-injector.numberly.io/role) and the env-key annotations of at least one database",
            );
        }
        check(
            request("", pod(good)),
            "deny annotation request.namespace: the review names no valid namespace",
        );
    }

    #[test]
    fn env_and_annotations() {
        let a = annotations::parse(
            &[
                ("db-creds-injector.numberly.io/a.role", "r"),
                ("db-creds-injector.numberly.io/a.env-key-dbuser", "U1,U2"),
                ("db-creds-injector.numberly.io/a.env-key-dbpassword", "P"),
                ("db-creds-injector.numberly.io/b.role", "r"),
                ("db-creds-injector.numberly.io/b.mode", "uri"),
                ("db-creds-injector.numberly.io/b.env-key-uri", "DSN"),
                (
                    "db-creds-injector.numberly.io/b.template",
                    "postgres://@h/db",
                ),
            ]
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect(),
            "databases",
            &[],
        )
        .unwrap();
        let annotations::Request::Databases { databases, .. } = a else {
            panic!()
        };
        let values = [
            Values {
                user: "u",
                password: "p",
            },
            Values {
                user: "v",
                password: "p@:/%",
            },
        ];
        let env = env_for(&databases, &values).unwrap();
        let pairs: Vec<(&str, &str)> = env
            .iter()
            .map(|e| (e.name.as_str(), e.value.as_str()))
            .collect();
        assert_eq!(
            pairs,
            [
                ("U1", "u"),
                ("U2", "u"),
                ("P", "p"),
                ("DSN", "postgres://v:p%40%3A%2F%25@h/db")
            ]
        );
        let pod =
            json!({"metadata": {"annotations": {REQUIRED_PLUGINS_ANNOTATION: "[\"other\"]"}}});
        assert_eq!(
            annotations_for(&policy(), &pod, &["x".into(), "y".into()]),
            [
                (annotations::UUID.to_owned(), "x,y".to_owned()),
                (
                    REQUIRED_PLUGINS_ANNOTATION.to_owned(),
                    "[\"other\",\"vault-db-injector\"]".to_owned()
                )
            ]
        );
        let legacy = Policy {
            delivery: Delivery::Legacy,
            ..policy()
        };
        assert_eq!(annotations_for(&legacy, &pod, &["x".into()]).len(), 1);
    }

    /// The token volume goes with NRI delivery and projected service accounts only, with
    /// the first audience and at least the apiserver's ten minutes; legacy delivery and the
    /// injector's identity (`nri.allowInjectorIdentity`) add none. Legacy delivery reserves
    /// nothing; NRI delivery reserves the name whatever the auth.
    #[test]
    fn the_token_volume_follows_delivery_and_auth() {
        let config = |yaml: &str| {
            Policy::from_config(&crate::config::Config::from_yaml_str(yaml, &|_| None).unwrap())
        };
        let projected = "useProjectedSA: true\ntokenRequestAudiences: [vault, other]\ntokenRequestExpirationSeconds: 300\n";
        let policy = config(&format!("nri:\n  enabled: true\n{projected}"));
        assert_eq!(
            policy.token_volume,
            Some(IdentityVolume {
                audience: "vault".to_owned(),
                expiration_seconds: 600,
            })
        );
        assert!(config(projected).token_volume.is_none());
        let opted_out = config("nri:\n  enabled: true\n  allowInjectorIdentity: true\n");
        assert!(opted_out.token_volume.is_none());
        let pod = json!({"spec": {"volumes": [{"name": crate::podtoken::VOLUME_NAME, "emptyDir": {}}],
            "containers": [{"name": "c"}]}});
        assert!(token_volume_conflict(&policy, &pod).is_some());
        assert!(token_volume_conflict(&opted_out, &pod).is_some());
        assert!(token_volume_conflict(&config(projected), &pod).is_none());
        assert!(token_volume_ops(&opted_out, &pod).is_empty());
        assert_eq!(
            token_volume_ops(&policy, &json!({"spec": {"containers": [{"name": "c"}]}})).len(),
            2
        );
    }

    /// A tenant cannot opt its pod out of the required-plugins check: every
    /// tolerate-missing annotation goes, and a scoped required-plugins list the pod brings
    /// (which the validator reads before the plain key) gets the plugin too.
    #[test]
    fn a_pod_cannot_opt_out_of_the_required_plugin() {
        let pod = json!({"metadata": {"annotations": {
            "tolerate-missing-plugins.nri.io": "true",
            "tolerate-missing-plugins.noderesource.dev/pod": "true",
            "tolerate-missing-plugins.noderesource.dev/container.app": "true",
            "required-plugins.noderesource.dev/pod": "[]",
            "required-plugins.noderesource.dev/container.app": "[\"other\"]",
            "required-plugins.noderesource.dev/elsewhere": "[]",
            "team.example.com/tolerate-missing-plugins": "kept",
            "other": "kept"
        }}});
        assert_eq!(
            annotations_to_remove(&policy(), &pod),
            [
                "tolerate-missing-plugins.noderesource.dev/container.app",
                "tolerate-missing-plugins.noderesource.dev/pod",
                "tolerate-missing-plugins.nri.io",
            ]
        );
        assert_eq!(
            annotations_for(&policy(), &pod, &["x".into()]),
            [
                (annotations::UUID.to_owned(), "x".to_owned()),
                (
                    REQUIRED_PLUGINS_ANNOTATION.to_owned(),
                    "[\"vault-db-injector\"]".to_owned()
                ),
                (
                    "required-plugins.noderesource.dev/container.app".to_owned(),
                    "[\"other\",\"vault-db-injector\"]".to_owned()
                ),
                (
                    "required-plugins.noderesource.dev/pod".to_owned(),
                    "[\"vault-db-injector\"]".to_owned()
                ),
            ]
        );
        // Without a required plugin (or with legacy delivery) the pod's annotations are its
        // own business: nothing is removed.
        let none = Policy {
            nri_required_plugin: None,
            ..policy()
        };
        assert!(annotations_to_remove(&none, &pod).is_empty());
        let legacy = Policy {
            delivery: Delivery::Legacy,
            ..policy()
        };
        assert!(annotations_to_remove(&legacy, &pod).is_empty());
    }
}
