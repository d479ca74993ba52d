//! One pod as [`Client::get_pod`](crate::k8s::Client::get_pod) reads it: the fields its
//! callers act on, and nothing else.
//!
//! The revoker (before it revokes, and in the sweep), the NRI plugin (at container
//! creation), the rotation and `who` read single pods. Decoding them into k8s-openapi's
//! `Pod` instantiated its whole tree of deserializers (volumes, affinities, probes,
//! statuses: some 550 KB of machine code with the serde code made for them, a twelfth of
//! the binary's) and built every field of the answer only to drop it. These types keep the field names and shapes of the
//! Kubernetes API and of k8s-openapi's types (so callers read `pod.metadata.uid` as before);
//! serde skips everything else without holding it. Every field is optional and `null` is
//! accepted for a list, as the API's own clients do: what a caller needs and misses
//! (`metadata.uid`, say) is its own check, see `check_is_the_pod`.

use std::collections::BTreeMap;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::Time;
use serde::Deserialize;
use serde::de::IgnoredAny;

/// A pod.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Pod {
    /// `metadata`.
    pub metadata: ObjectMeta,
    /// `spec`.
    pub spec: Option<PodSpec>,
    /// `status`.
    pub status: Option<PodStatus>,
}

/// `metadata`, as far as the product reads it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ObjectMeta {
    /// `metadata.name`.
    pub name: Option<String>,
    /// `metadata.namespace`.
    pub namespace: Option<String>,
    /// `metadata.uid`: which pod of that name this is.
    pub uid: Option<String>,
    /// `metadata.annotations`.
    pub annotations: Option<BTreeMap<String, String>>,
    /// `metadata.creationTimestamp`.
    pub creation_timestamp: Option<Time>,
    /// `metadata.deletionTimestamp`: set once the pod is terminating.
    pub deletion_timestamp: Option<Time>,
    /// `metadata.ownerReferences`.
    pub owner_references: Option<Vec<OwnerReference>>,
}

/// One of `metadata.ownerReferences`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct OwnerReference {
    /// The owner's kind (`ReplicaSet`, `StatefulSet`, ...).
    pub kind: String,
    /// Whether the owner is the pod's controller.
    pub controller: Option<bool>,
}

/// `spec`, as far as the product reads it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct PodSpec {
    /// `spec.nodeName`: the node it is scheduled on.
    pub node_name: Option<String>,
    /// `spec.serviceAccountName`.
    pub service_account_name: Option<String>,
    /// `spec.containers`.
    pub containers: Option<Vec<Container>>,
    /// `spec.initContainers`.
    pub init_containers: Option<Vec<Container>>,
}

/// A container of the spec: its environment.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Container {
    /// The name.
    pub name: String,
    /// `env`.
    pub env: Option<Vec<EnvVar>>,
}

/// One environment variable (a `valueFrom` one has no `value`). In legacy delivery a
/// pod's environment holds its database credentials, so `Debug` shows the name only.
#[derive(Clone, Default, Deserialize)]
#[serde(default)]
pub struct EnvVar {
    /// The name.
    pub name: String,
    /// `value`; `None` for a `valueFrom` variable.
    pub value: Option<String>,
}

impl std::fmt::Debug for EnvVar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EnvVar")
            .field("name", &self.name)
            .field("value", &self.value.as_ref().map(|_| "<redacted>"))
            .finish()
    }
}

/// `status`, as far as the product reads it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct PodStatus {
    /// `status.phase`.
    pub phase: Option<String>,
    /// `status.containerStatuses`.
    pub container_statuses: Option<Vec<ContainerStatus>>,
    /// `status.initContainerStatuses`.
    pub init_container_statuses: Option<Vec<ContainerStatus>>,
}

/// One container's status.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct ContainerStatus {
    /// `started`: the startup probe passed.
    pub started: Option<bool>,
    /// `state`.
    pub state: Option<ContainerState>,
}

/// A container's state: which of its three variants is set (their contents are not read).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct ContainerState {
    /// `running`.
    pub running: Option<IgnoredAny>,
    /// `terminated`.
    pub terminated: Option<IgnoredAny>,
    /// `waiting`.
    pub waiting: Option<IgnoredAny>,
}

impl Pod {
    /// The containers of the spec, init containers first.
    pub fn all_containers(&self) -> impl Iterator<Item = &Container> {
        self.spec.iter().flat_map(|s| {
            s.init_containers
                .iter()
                .flatten()
                .chain(s.containers.iter().flatten())
        })
    }

    /// One annotation's value.
    pub fn annotation(&self, key: &str) -> Option<&str> {
        self.metadata
            .annotations
            .as_ref()?
            .get(key)
            .map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the apiserver answers to a pod GET, managed fields, volumes and all: decoded
    /// into the fields read, the rest skipped, and the same document still a valid
    /// k8s-openapi `Pod` (the shapes agree).
    const FULL: &str = r#"{
      "apiVersion": "v1", "kind": "Pod",
      "metadata": {"name": "web-1", "namespace": "shop", "uid": "u-1",
        "resourceVersion": "42", "creationTimestamp": "2026-12-01T10:00:00Z",
        "deletionTimestamp": null,
        "labels": {"vault-db-injector": "true"},
        "annotations": {"db-creds-injector.numberly.io/uuid": "k-1"},
        "ownerReferences": [{"apiVersion": "apps/v1", "kind": "ReplicaSet", "name": "web",
          "uid": "rs-1", "controller": true, "blockOwnerDeletion": true}],
        "managedFields": [{"manager": "kubectl", "operation": "Update",
          "fieldsType": "FieldsV1", "fieldsV1": {"f:metadata": {}}}]},
      "spec": {"nodeName": "node-1", "serviceAccountName": "app",
        "volumes": [{"name": "t", "projected": {"sources": [{"serviceAccountToken":
          {"path": "token", "expirationSeconds": 3600}}]}}],
        "initContainers": [{"name": "init", "image": "busybox",
          "env": [{"name": "A", "value": "1"}]}],
        "containers": [{"name": "app", "image": "busybox",
          "env": [{"name": "B", "value": "2"},
                  {"name": "C", "valueFrom": {"fieldRef": {"fieldPath": "metadata.name"}}}],
          "resources": {"limits": {"memory": "64Mi"}},
          "readinessProbe": {"httpGet": {"path": "/", "port": 80}}}]},
      "status": {"phase": "Running", "podIP": "10.0.0.1",
        "containerStatuses": [{"name": "app", "ready": true, "restartCount": 0,
          "image": "busybox", "imageID": "", "started": true,
          "state": {"running": {"startedAt": "2026-12-01T10:00:05Z"}}}],
        "initContainerStatuses": [{"name": "init", "ready": false, "restartCount": 0,
          "image": "busybox", "imageID": "",
          "state": {"terminated": {"exitCode": 0, "reason": "Completed"}}}]}
    }"#;

    #[test]
    fn an_api_answer_is_decoded_into_the_fields_read() {
        let pod: Pod = serde_json::from_str(FULL).unwrap();
        let meta = &pod.metadata;
        assert_eq!(meta.name.as_deref(), Some("web-1"));
        assert_eq!(meta.namespace.as_deref(), Some("shop"));
        assert_eq!(meta.uid.as_deref(), Some("u-1"));
        assert_eq!(
            pod.annotation("db-creds-injector.numberly.io/uuid"),
            Some("k-1")
        );
        assert!(meta.creation_timestamp.is_some());
        assert!(meta.deletion_timestamp.is_none());
        let owners = meta.owner_references.as_deref().unwrap();
        assert_eq!(owners[0].kind, "ReplicaSet");
        assert_eq!(owners[0].controller, Some(true));
        let spec = pod.spec.as_ref().unwrap();
        assert_eq!(spec.node_name.as_deref(), Some("node-1"));
        assert_eq!(spec.service_account_name.as_deref(), Some("app"));
        let env: Vec<(&str, Option<&str>)> = pod
            .all_containers()
            .flat_map(|c| c.env.iter().flatten())
            .map(|e| (e.name.as_str(), e.value.as_deref()))
            .collect();
        assert_eq!(env, [("A", Some("1")), ("B", Some("2")), ("C", None)]);
        let status = pod.status.as_ref().unwrap();
        assert_eq!(status.phase.as_deref(), Some("Running"));
        let running = &status.container_statuses.as_deref().unwrap()[0];
        assert_eq!(running.started, Some(true));
        let state = running.state.as_ref().unwrap();
        assert!(state.running.is_some() && state.terminated.is_none());
        let init = &status.init_container_statuses.as_deref().unwrap()[0];
        assert!(init.state.as_ref().unwrap().terminated.is_some());

        let typed: k8s_openapi::api::core::v1::Pod = serde_json::from_str(FULL).unwrap();
        assert_eq!(typed.metadata.uid, pod.metadata.uid);
    }

    #[test]
    fn debug_shows_no_environment_value() {
        let pod: Pod = serde_json::from_str(
            r#"{"spec": {"containers": [{"name": "c",
                "env": [{"name": "DB_PASSWORD", "value": "s3cr3t-value"}]}]}}"#,
        )
        .unwrap();
        let shown = format!("{pod:?}");
        assert!(
            shown.contains("DB_PASSWORD") && !shown.contains("s3cr3t-value"),
            "{shown}"
        );
    }

    #[test]
    fn absent_and_null_fields_are_none_and_wrong_types_are_errors() {
        let empty: Pod = serde_json::from_str("{}").unwrap();
        assert!(empty.metadata.uid.is_none() && empty.spec.is_none());
        assert_eq!(empty.all_containers().count(), 0);
        let nulls: Pod = serde_json::from_str(
            r#"{"metadata": {"annotations": null, "ownerReferences": null},
                "spec": {"containers": null, "initContainers": null},
                "status": {"containerStatuses": null, "phase": null}}"#,
        )
        .unwrap();
        assert!(nulls.annotation("x").is_none());
        assert_eq!(nulls.all_containers().count(), 0);
        for bad in [
            r#"{"metadata": {"uid": 7}}"#,
            r#"{"metadata": {"annotations": {"a": 1}}}"#,
            r#"{"metadata": {"creationTimestamp": "yesterday"}}"#,
            r#"{"spec": {"containers": {"name": "x"}}}"#,
            r#""pod""#,
        ] {
            assert!(serde_json::from_str::<Pod>(bad).is_err(), "{bad}");
        }
    }
}
