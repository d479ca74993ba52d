//! What a pod needs, decided before any Vault call: from the live pod (started, its
//! annotations, the placeholders its containers hold) the databases to fetch and the
//! slots their values go to.

use crate::k8s::Pod;
use crate::k8s::annotations::{self, Request};
use crate::nri::cache::Source;
use crate::nri::resolver::error::Error;
use crate::nri::resolver::{PodRef, Settings};
use crate::nri::substitute::{self, Slot};
use crate::vault::{self};

/// What a fetch will issue, decided from the API's pod before any Vault call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The pod's service account (from the API).
    pub service_account: String,
    /// The database secrets mount.
    pub mount: String,
    /// The databases whose placeholders the spec holds.
    pub databases: Vec<PlannedDb>,
}

/// One database of a [`Plan`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlannedDb {
    /// The role.
    pub role: String,
    /// The base KV key (the `uuid` annotation's item for this database).
    pub uuid: String,
    /// The placeholders to fill.
    pub slots: Vec<Slot>,
}

/// Checks the API's pod against the sandbox and decides what to issue (no IO): UID match,
/// the pod's node (this plugin's `NODE_NAME`, when set), prewarm eligibility, service
/// account, annotations, placeholders.
pub fn plan(pod: &PodRef, api: &Pod, settings: &Settings, source: Source) -> Result<Plan, Error> {
    let name = pod.to_string();
    let meta = &api.metadata;
    if meta.uid.as_deref() != Some(pod.uid.as_str())
        || meta.namespace.as_deref() != Some(pod.namespace.as_str())
    {
        return Err(Error::UidMismatch { pod: name });
    }
    // A plugin serves the pods of its own node only, whatever the runtime's request says:
    // root on one node must not be able to ask for another node's pod.
    if !settings.node_name.is_empty() {
        let node = api
            .spec
            .as_ref()
            .and_then(|s| s.node_name.as_deref())
            .unwrap_or_default();
        if node != settings.node_name {
            return Err(Error::OtherNode {
                pod: name,
                node: node.to_owned(),
            });
        }
    }
    if source == Source::Prewarm {
        if meta.deletion_timestamp.is_some() {
            return Err(Error::NotPrewarmable {
                pod: name,
                why: "terminating",
            });
        }
        if started(api) {
            return Err(Error::NotPrewarmable {
                pod: name,
                why: "a container already started",
            });
        }
    }
    let spec = api.spec.as_ref();
    let service_account = spec
        .and_then(|s| s.service_account_name.clone())
        .filter(|s| !s.is_empty());
    let service_account = match (service_account, &settings.projected) {
        (Some(sa), _) => sa,
        (None, None) => "default".to_owned(),
        (None, Some(_)) => return Err(Error::NoServiceAccount { pod: name }),
    };
    let empty = std::collections::BTreeMap::new();
    let annotations_map = meta.annotations.as_ref().unwrap_or(&empty);
    let request = annotations::parse(
        annotations_map,
        &settings.default_engine,
        &settings.allowed_engines,
    )
    .map_err(|source| Error::Annotations {
        pod: name.clone(),
        source,
    })?;
    let Request::Databases { mount, databases } = request else {
        return Err(Error::NoPlaceholders { pod: name });
    };
    let env: Vec<(String, String)> = api
        .all_containers()
        .flat_map(|c| c.env.iter().flatten())
        .filter_map(|e| e.value.as_ref().map(|v| (e.name.clone(), v.clone())))
        .collect();
    let uuids = annotations::uuids(annotations_map);
    let mut planned = Vec::new();
    for (i, db) in databases.iter().enumerate() {
        let slots = substitute::slots(db, &env);
        if slots.is_empty() {
            continue;
        }
        // Without a uuid annotation (a pod admitted before NRI, or by hand), the key is
        // derived from the pod UID, as the original did.
        let uuid = match uuids.get(i) {
            Some(uuid) => (*uuid).to_owned(),
            None if i == 0 => pod.uid.clone(),
            None => format!("{}-{i}", pod.uid),
        };
        if vault::path::check_segment(&uuid).is_err() {
            return Err(Error::Annotations {
                pod: name,
                source: annotations::Error::NoDatabase,
            });
        }
        planned.push(PlannedDb {
            role: db.role.clone(),
            uuid,
            slots,
        });
    }
    if planned.is_empty() {
        return Err(Error::NoPlaceholders { pod: name });
    }
    Ok(Plan {
        service_account,
        mount,
        databases: planned,
    })
}

/// Whether any container (init or regular) of the pod has started: running or terminated,
/// or the pod past Pending.
pub(super) fn started(api: &Pod) -> bool {
    let Some(status) = &api.status else {
        return false;
    };
    if status
        .phase
        .as_deref()
        .is_some_and(|p| !p.is_empty() && p != "Pending")
    {
        return true;
    }
    status
        .init_container_statuses
        .iter()
        .flatten()
        .chain(status.container_statuses.iter().flatten())
        .any(|c| {
            c.started == Some(true)
                || c.state
                    .as_ref()
                    .is_some_and(|s| s.running.is_some() || s.terminated.is_some())
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::issuance::Projected;
    use crate::placeholder::Placeholder;
    use std::time::Duration;

    fn settings(projected: bool) -> Settings {
        Settings {
            auth_mount: "kubernetes".into(),
            token_ttl: Duration::from_secs(3600),
            token_role: None,
            kv_store_token: false,
            projected: projected.then(|| Projected {
                audiences: vec!["vault".into()],
                expiration_seconds: 600,
            }),
            default_engine: "databases".into(),
            allowed_engines: Vec::new(),
            node_name: "node-1".into(),
            kubelet_root: std::path::PathBuf::from("/var/lib/kubelet"),
        }
    }

    fn pod_ref() -> PodRef {
        PodRef {
            namespace: "ns".into(),
            name: "app".into(),
            uid: "uid-1".into(),
        }
    }

    fn api_pod(uid: &str, env: &[(&str, &str)], extra: serde_json::Value) -> Pod {
        let env: Vec<_> = env
            .iter()
            .map(|(k, v)| serde_json::json!({"name": k, "value": v}))
            .collect();
        let mut pod = serde_json::json!({
            "metadata": {
                "name": "app", "namespace": "ns", "uid": uid,
                "annotations": {
                    "db-creds-injector.numberly.io/app.role": "app",
                    "db-creds-injector.numberly.io/app.env-key-dbuser": "DB_USER",
                    "db-creds-injector.numberly.io/app.env-key-dbpassword": "DB_PASSWORD",
                    "db-creds-injector.numberly.io/uuid": "u-1",
                }
            },
            "spec": {"serviceAccountName": "sa", "nodeName": "node-1",
                "containers": [{"name": "c", "env": env}]},
        });
        if let (Some(obj), Some(extra)) = (pod.as_object_mut(), extra.as_object()) {
            for (k, v) in extra {
                obj.insert(k.clone(), v.clone());
            }
        }
        serde_json::from_value(pod).unwrap()
    }

    fn check(api: &Pod, source: Source, projected: bool, expect: Result<usize, &str>) {
        let got = plan(&pod_ref(), api, &settings(projected), source);
        match expect {
            Ok(slots) => {
                let plan = got.unwrap();
                assert_eq!(plan.databases.len(), 1);
                assert_eq!(plan.databases[0].slots.len(), slots);
                assert_eq!(plan.databases[0].uuid, "u-1");
                assert_eq!(plan.service_account, "sa");
            }
            Err(reason) => assert_eq!(got.unwrap_err().reason(), reason),
        }
    }

    #[test]
    fn plans() {
        let u = Placeholder::from_bytes(&[1; 32]);
        let p = Placeholder::from_bytes(&[2; 32]);
        let env = [("DB_USER", u.as_str()), ("DB_PASSWORD", p.as_str())];
        let none = serde_json::json!({});
        check(
            &api_pod("uid-1", &env, none.clone()),
            Source::Sync,
            false,
            Ok(2),
        );
        // Another UID: refused.
        check(
            &api_pod("uid-2", &env, none.clone()),
            Source::Sync,
            false,
            Err("uid_mismatch"),
        );
        // Scheduled on another node, or not scheduled: refused.
        for node in [serde_json::json!("node-2"), serde_json::Value::Null] {
            let mut elsewhere = api_pod("uid-1", &env, none.clone());
            elsewhere.spec.as_mut().unwrap().node_name = node.as_str().map(str::to_owned);
            check(&elsewhere, Source::Sync, false, Err("other_node"));
        }
        // Without NODE_NAME the node is not checked (the token file is the boundary).
        let mut elsewhere = api_pod("uid-1", &env, none.clone());
        elsewhere.spec.as_mut().unwrap().node_name = Some("node-2".into());
        let mut anywhere = settings(false);
        anywhere.node_name.clear();
        assert!(plan(&pod_ref(), &elsewhere, &anywhere, Source::Sync).is_ok());
        // No matching placeholder: refused before anything is issued.
        check(
            &api_pod("uid-1", &[("OTHER", u.as_str())], none.clone()),
            Source::Sync,
            false,
            Err("empty_mapping"),
        );
        // Prewarm skips started and terminating pods, not pending ones.
        let running = serde_json::json!({"status": {"phase": "Running"}});
        check(
            &api_pod("uid-1", &env, running.clone()),
            Source::Sync,
            false,
            Ok(2),
        );
        check(
            &api_pod("uid-1", &env, running),
            Source::Prewarm,
            false,
            Err("fetch_error"),
        );
        let pending_init_running = serde_json::json!({"status": {"phase": "Pending",
            "initContainerStatuses": [{"name": "i", "image": "x", "imageID": "", "ready": false,
                "restartCount": 0, "state": {"running": {}}}]}});
        check(
            &api_pod("uid-1", &env, pending_init_running),
            Source::Prewarm,
            false,
            Err("fetch_error"),
        );
        let pending = serde_json::json!({"status": {"phase": "Pending"}});
        check(
            &api_pod("uid-1", &env, pending),
            Source::Prewarm,
            false,
            Ok(2),
        );
        // Projected auth needs a service account name.
        let mut no_sa = api_pod("uid-1", &env, none);
        no_sa.spec.as_mut().unwrap().service_account_name = None;
        assert_eq!(
            plan(&pod_ref(), &no_sa, &settings(true), Source::Sync)
                .unwrap_err()
                .reason(),
            "bad_annotations"
        );
        assert_eq!(
            plan(&pod_ref(), &no_sa, &settings(false), Source::Sync)
                .unwrap()
                .service_account,
            "default"
        );
    }
}
