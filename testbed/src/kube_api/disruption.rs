//! PodDisruptionBudgets (`policy/v1`) and the Eviction subresource (`pods/<name>/eviction`)
//! in the double, with the apiserver's semantics:
//!
//! - the budgets whose selector matches the pod's labels in its namespace count (`policy/v1`:
//!   an empty selector matches every pod, a missing one none); more than one is a 500
//!   ("This pod has more than one PodDisruptionBudget, which the eviction subresource does
//!   not support.");
//! - no budget, or a pod that is not running (Pending, Succeeded, Failed): the pod is deleted
//!   (with graceful termination on, a pod bound to a node only starts terminating, see
//!   `KubeApi::set_graceful_termination`) and the answer is 201 with a Success Status; a pod
//!   already terminating is answered 201 with no budget checked;
//! - one budget: the disruptions it allows are computed from the matching pods now, as the
//!   disruption controller does: healthy pods are Running, Ready (no `Ready=False`
//!   condition) and not terminating; `minAvailable` allows `healthy - minAvailable`,
//!   `maxUnavailable` allows `maxUnavailable - (expected - healthy)`, percentages are of the
//!   matching pods, rounded up. None allowed: 429 TooManyRequests with a `DisruptionBudget`
//!   cause, and nothing is deleted.
//!
//! A deleted pod no longer counts, so the next eviction sees the budget spent until the test
//! (playing the ReplicaSet) creates a replacement and marks it Running.

use k8s_openapi::api::core::v1::Pod;
use k8s_openapi::api::policy::v1::{Eviction, PodDisruptionBudget};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{LabelSelector, StatusCause, StatusDetails};
use k8s_openapi::apimachinery::pkg::util::intstr::IntOrString;

use crate::kube_api::http::{HttpRequest, HttpResponse, Reply};
use crate::kube_api::{Shared, json_reply, object_status_reply, pods, status_body, status_reply};

/// Whether a `policy/v1` selector matches these labels.
fn selects(selector: Option<&LabelSelector>, pod: &Pod) -> bool {
    let Some(selector) = selector else {
        return false;
    };
    let empty = Default::default();
    let labels = pod.metadata.labels.as_ref().unwrap_or(&empty);
    let labels_ok = selector
        .match_labels
        .iter()
        .flatten()
        .all(|(k, v)| labels.get(k) == Some(v));
    let expressions_ok = selector.match_expressions.iter().flatten().all(|e| {
        let values = e.values.clone().unwrap_or_default();
        match e.operator.as_str() {
            "In" => labels.get(&e.key).is_some_and(|v| values.contains(v)),
            "NotIn" => labels.get(&e.key).is_none_or(|v| !values.contains(v)),
            "Exists" => labels.contains_key(&e.key),
            "DoesNotExist" => !labels.contains_key(&e.key),
            _ => false,
        }
    });
    labels_ok && expressions_ok
}

fn phase(pod: &Pod) -> &str {
    pod.status
        .as_ref()
        .and_then(|s| s.phase.as_deref())
        .unwrap_or("Pending")
}

fn healthy(pod: &Pod) -> bool {
    let ready_false = pod
        .status
        .as_ref()
        .and_then(|s| s.conditions.as_ref())
        .is_some_and(|cs| cs.iter().any(|c| c.type_ == "Ready" && c.status == "False"));
    phase(pod) == "Running" && !ready_false && pod.metadata.deletion_timestamp.is_none()
}

fn scaled(value: &IntOrString, total: i32) -> i32 {
    match value {
        IntOrString::Int(n) => *n,
        IntOrString::String(s) => {
            let percent: i64 = s.trim_end_matches('%').parse().unwrap_or(0);
            let total = i64::from(total);
            i32::try_from((percent * total + 99) / 100).unwrap_or(i32::MAX)
        }
    }
}

/// (disruptions allowed, healthy, desired healthy) for a budget over these pods.
pub(crate) fn allowed(budget: &PodDisruptionBudget, matching: &[&Pod]) -> (i32, i32, i32) {
    let expected = i32::try_from(matching.len()).unwrap_or(i32::MAX);
    let current = i32::try_from(matching.iter().filter(|p| healthy(p)).count()).unwrap_or(0);
    let spec = budget.spec.clone().unwrap_or_default();
    let desired = if let Some(min) = &spec.min_available {
        scaled(min, expected)
    } else if let Some(max) = &spec.max_unavailable {
        expected - scaled(max, expected)
    } else {
        // policy/v1 defaults to minAvailable: 1.
        1
    };
    ((current - desired).max(0), current, desired.max(0))
}

fn success() -> Reply {
    json_reply(
        201,
        &serde_json::json!({"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Success", "code": 201}),
    )
}

/// `POST /api/v1/namespaces/<ns>/pods/<name>/eviction`.
pub(crate) fn evict(shared: &Shared, namespace: &str, name: &str, request: &HttpRequest) -> Reply {
    let eviction: Eviction = match serde_json::from_slice(&request.body) {
        Ok(e) => e,
        Err(e) => {
            return status_reply(
                400,
                "BadRequest",
                &format!("the body of the request was in an unknown format: {e}"),
            );
        }
    };
    if eviction.metadata.name.as_deref() != Some(name) {
        return status_reply(
            400,
            "BadRequest",
            &format!("name in URL does not match name in Eviction object: {name}"),
        );
    }
    let mut state = shared.lock();
    state.evictions_requested += 1;
    let Some(pod) = state
        .pods
        .get(&(namespace.to_owned(), name.to_owned()))
        .cloned()
    else {
        return object_status_reply(
            404,
            "NotFound",
            &format!("pods \"{name}\" not found"),
            "",
            "pods",
            name,
        );
    };
    // A pod already terminating: the apiserver answers success and checks no budget.
    if pod.metadata.deletion_timestamp.is_some() {
        return success();
    }
    if matches!(phase(&pod), "Succeeded" | "Failed" | "Pending") {
        drop(state);
        pods::terminate(shared, namespace, name);
        shared
            .lock()
            .evicted
            .push((namespace.to_owned(), name.to_owned()));
        return success();
    }
    let budgets: Vec<PodDisruptionBudget> = state
        .pdbs
        .iter()
        .filter(|((ns, _), _)| ns == namespace)
        .filter(|(_, b)| selects(b.spec.as_ref().and_then(|s| s.selector.as_ref()), &pod))
        .map(|(_, b)| b.clone())
        .collect();
    match budgets.as_slice() {
        [] => {}
        [budget] => {
            let selector = budget.spec.as_ref().and_then(|s| s.selector.as_ref());
            let matching: Vec<&Pod> = state
                .pods
                .iter()
                .filter(|((ns, _), p)| ns == namespace && selects(selector, p))
                .map(|(_, p)| p)
                .collect();
            let (allowed, current, desired) = allowed(budget, &matching);
            if allowed <= 0 {
                state.evictions_refused += 1;
                let budget_name = budget.metadata.name.clone().unwrap_or_default();
                let details = StatusDetails {
                    causes: Some(vec![StatusCause {
                        reason: Some("DisruptionBudget".into()),
                        message: Some(format!(
                            "The disruption budget {budget_name} needs {desired} healthy pods and has {current} currently"
                        )),
                        field: None,
                    }]),
                    ..StatusDetails::default()
                };
                return Reply::Full(HttpResponse {
                    status: 429,
                    headers: Vec::new(),
                    content_type: "application/json",
                    body: status_body(
                        429,
                        "TooManyRequests",
                        "Cannot evict pod as it would violate the pod's disruption budget.",
                        Some(details),
                    ),
                });
            }
        }
        _ => {
            return status_reply(
                500,
                "InternalError",
                "This pod has more than one PodDisruptionBudget, which the eviction subresource does not support.",
            );
        }
    }
    drop(state);
    pods::terminate(shared, namespace, name);
    shared
        .lock()
        .evicted
        .push((namespace.to_owned(), name.to_owned()));
    success()
}

/// `GET /apis/policy/v1/namespaces/<ns>/poddisruptionbudgets[/<name>]`.
pub(crate) fn read(shared: &Shared, namespace: &str, name: Option<&str>) -> Reply {
    let state = shared.lock();
    let with_status = |budget: &PodDisruptionBudget| {
        let selector = budget.spec.as_ref().and_then(|s| s.selector.as_ref());
        let matching: Vec<&Pod> = state
            .pods
            .iter()
            .filter(|((ns, _), p)| ns == namespace && selects(selector, p))
            .map(|(_, p)| p)
            .collect();
        let (allowed, current, desired) = allowed(budget, &matching);
        let mut budget = budget.clone();
        budget.status = Some(k8s_openapi::api::policy::v1::PodDisruptionBudgetStatus {
            current_healthy: current,
            desired_healthy: desired,
            disruptions_allowed: allowed,
            expected_pods: i32::try_from(matching.len()).unwrap_or(0),
            ..Default::default()
        });
        budget
    };
    match name {
        Some(name) => match state.pdbs.get(&(namespace.to_owned(), name.to_owned())) {
            Some(b) => json_reply(200, &with_status(b)),
            None => object_status_reply(
                404,
                "NotFound",
                &format!("poddisruptionbudgets.policy \"{name}\" not found"),
                "policy",
                "poddisruptionbudgets",
                name,
            ),
        },
        None => {
            let items: Vec<PodDisruptionBudget> = state
                .pdbs
                .iter()
                .filter(|((ns, _), _)| ns == namespace)
                .map(|(_, b)| with_status(b))
                .collect();
            json_reply(
                200,
                &serde_json::json!({"apiVersion": "policy/v1", "kind": "PodDisruptionBudgetList", "metadata": {}, "items": items}),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn pod(labels: serde_json::Value, phase: &str) -> Pod {
        serde_json::from_value(
            json!({"metadata": {"name": "p", "labels": labels}, "status": {"phase": phase}}),
        )
        .unwrap()
    }

    fn budget(spec: serde_json::Value) -> PodDisruptionBudget {
        serde_json::from_value(json!({"metadata": {"name": "b"}, "spec": spec})).unwrap()
    }

    #[test]
    fn budgets() {
        let web = [
            pod(json!({"app": "web"}), "Running"),
            pod(json!({"app": "web"}), "Running"),
            pod(json!({"app": "web"}), "Pending"),
        ];
        let refs: Vec<&Pod> = web.iter().collect();
        let check = |spec, expect: i32| {
            assert_eq!(allowed(&budget(spec), &refs).0, expect);
        };
        check(json!({"minAvailable": 2}), 0);
        check(json!({"minAvailable": 1}), 1);
        check(json!({"minAvailable": "50%"}), 0);
        check(json!({"maxUnavailable": 1}), 0);
        check(json!({"maxUnavailable": 2}), 1);
        check(json!({"maxUnavailable": 0}), 0);
        let selector: LabelSelector =
            serde_json::from_value(json!({"matchLabels": {"app": "web"}})).unwrap();
        assert!(selects(Some(&selector), &web[0]));
        assert!(!selects(
            Some(&selector),
            &pod(json!({"app": "db"}), "Running")
        ));
        assert!(selects(Some(&LabelSelector::default()), &web[0]));
        assert!(!selects(None, &web[0]));
        let expr: LabelSelector = serde_json::from_value(
            json!({"matchExpressions": [{"key": "app", "operator": "In", "values": ["web", "api"]}]}),
        )
        .unwrap();
        assert!(selects(Some(&expr), &web[0]));
    }
}
