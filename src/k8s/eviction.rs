//! The Eviction subresource (`pods/<name>/eviction`, `policy/v1`): asking the apiserver to
//! delete a pod only if its PodDisruptionBudget allows it. A refused eviction is a 429 (the
//! budget is spent: try again later) or a 500 (more than one budget selects the pod: an
//! operator has to fix the budgets); a pod without a budget is deleted at once.

use k8s_openapi::api::policy::v1::Eviction;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use ureq::http::Method;

use crate::k8s::client::{Client, Error, check_name, describe_json_error};
use crate::limits;

impl Client {
    /// Evicts a pod. `Ok` when the apiserver accepted (the pod is being deleted); a budget
    /// that allows no disruption is [`Error::status`] 429.
    pub fn evict_pod(&self, namespace: &str, name: &str) -> Result<(), Error> {
        check_name("namespace", namespace)?;
        check_name("pod", name)?;
        let path = format!("/api/v1/namespaces/{namespace}/pods/{name}/eviction");
        let eviction = Eviction {
            metadata: ObjectMeta {
                name: Some(name.to_owned()),
                namespace: Some(namespace.to_owned()),
                ..ObjectMeta::default()
            },
            delete_options: None,
        };
        let body = serde_json::to_vec(&eviction).map_err(|e| Error::Decode {
            request: "Eviction".to_owned(),
            reason: describe_json_error(&e),
        })?;
        let _: serde::de::IgnoredAny =
            self.json(Method::POST, &path, Some(&body), limits::K8S_BODY_MAX)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::Status;

    use super::*;

    #[test]
    fn eviction_body_has_the_api_shape() {
        let eviction = Eviction {
            metadata: ObjectMeta {
                name: Some("web-1".into()),
                ..ObjectMeta::default()
            },
            delete_options: None,
        };
        let json = serde_json::to_value(&eviction).unwrap();
        assert_eq!(json["apiVersion"], "policy/v1");
        assert_eq!(json["kind"], "Eviction");
        let status: Status = serde_json::from_str(
            r#"{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Cannot evict pod as it would violate the pod's disruption budget.","reason":"TooManyRequests","details":{"causes":[{"reason":"DisruptionBudget","message":"The disruption budget web needs 2 healthy pods and has 2 currently"}]},"code":429}"#,
        )
        .unwrap();
        let e = crate::k8s::client::status_error("POST /eviction".into(), &status);
        assert_eq!(e.status(), Some(429));
    }
}
