//! The pod's Vault-audience token volume (NRI delivery with projected service accounts):
//! what the webhook adds to the pod, and the pods it refuses because they already hold
//! something where the plugin or the containers look for that token.
//!
//! The NRI plugin logs in to Vault as the pod with the token the kubelet writes into this
//! volume (`crate::podtoken` names it and its path on the node), so it needs no
//! token-minting permission of its own. The kubelet only populates a volume that some
//! container mounts, hence the read-only mount in every init and regular container. A pod
//! that declares a volume of the reserved name itself (a token of another audience, a
//! secret, a file of its own) or a mount at the reserved path is refused rather than
//! patched around: the plugin would otherwise read what the pod put there.
//!
//! **Invariant:** no IO and no panic on any pod JSON.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use serde_json::{Value, json};

use crate::injector::patch::{self, Op};
use crate::podtoken::{FILE_NAME, MOUNT_PATH, VOLUME_NAME};

/// The projected token volume the webhook asks the kubelet for (the pod's Vault identity;
/// it names an audience and a lifetime, never a token).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdentityVolume {
    /// The token's audience: the first of `tokenRequestAudiences`, the audience the pods'
    /// Vault roles accept.
    pub audience: String,
    /// `expirationSeconds`: `tokenRequestExpirationSeconds`, raised to the apiserver's
    /// minimum.
    pub expiration_seconds: i64,
}

impl IdentityVolume {
    /// The volume for these settings; `None` without an audience (configuration
    /// validation refuses projected service accounts without one).
    pub fn new(audiences: &[String], expiration_seconds: i64) -> Option<IdentityVolume> {
        let audience = audiences.first().filter(|a| !a.is_empty())?;
        Some(IdentityVolume {
            audience: audience.clone(),
            // The apiserver refuses a projected token of less than ten minutes (the
            // kubelet refreshes it at 80% of its life); below that the pod would not be
            // created at all.
            expiration_seconds: expiration_seconds
                .max(crate::limits::PROJECTED_TOKEN_EXPIRATION_MIN),
        })
    }

    /// The entry of `spec.volumes`.
    pub fn volume(&self) -> Value {
        json!({
            "name": VOLUME_NAME,
            "projected": {"sources": [{"serviceAccountToken": {
                "audience": self.audience,
                "expirationSeconds": self.expiration_seconds,
                "path": FILE_NAME,
            }}]}
        })
    }

    /// The entry of each container's `volumeMounts`.
    pub fn mount() -> Value {
        json!({"name": VOLUME_NAME, "mountPath": MOUNT_PATH, "readOnly": true})
    }

    /// The patch that adds the volume and mounts it into every init and regular container
    /// (nothing for what is there already, so a reinvocation adds nothing).
    pub fn ops(&self, pod: &Value) -> Vec<Op> {
        patch::add_volume_and_mounts(pod, &self.volume(), &IdentityVolume::mount())
    }

    /// Whether `volume` (named [`VOLUME_NAME`]) is this one: a reinvocation sees the
    /// volume the first pass added, after the apiserver's defaulting (`defaultMode`), and
    /// a pod that declares exactly this token for itself gains nothing by it.
    fn is_this(&self, volume: &Value) -> bool {
        let Some(object) = volume.as_object() else {
            return false;
        };
        if object.keys().any(|key| key != "name" && key != "projected") {
            return false;
        }
        let Some(projected) = volume.get("projected").and_then(Value::as_object) else {
            return false;
        };
        if projected
            .keys()
            .any(|key| key != "sources" && key != "defaultMode")
        {
            return false;
        }
        let Some([source]) = projected
            .get("sources")
            .and_then(Value::as_array)
            .map(Vec::as_slice)
        else {
            return false;
        };
        let Some(token) = source.as_object().and_then(|s| {
            (s.len() == 1)
                .then(|| s.get("serviceAccountToken"))
                .flatten()
        }) else {
            return false;
        };
        token.get("audience").and_then(Value::as_str) == Some(self.audience.as_str())
            && token.get("path").and_then(Value::as_str) == Some(FILE_NAME)
    }
}

/// Why a pod cannot be given the token volume, in words for the pod's author; `None` when
/// it can (or when `expected` is `None` because the webhook adds no volume: then any volume
/// of the reserved name is refused, so that a pod admitted under
/// `nri.allowInjectorIdentity` holds nothing of its own there if projected service
/// accounts are turned on later).
pub fn conflict(pod: &Value, expected: Option<&IdentityVolume>) -> Option<String> {
    let spec = pod.get("spec")?;
    if let Some(Value::Array(volumes)) = spec.get("volumes") {
        let reserved = volumes
            .iter()
            .find(|v| v.get("name").and_then(Value::as_str) == Some(VOLUME_NAME));
        if let Some(volume) = reserved
            && !expected.is_some_and(|token| token.is_this(volume))
        {
            return Some(format!(
                "the pod declares a volume named {VOLUME_NAME:?}, a name vault-db-injector reserves for the pod's Vault token in NRI delivery (the NRI plugin reads it to log in as the pod): rename that volume"
            ));
        }
    }
    for list in ["initContainers", "containers"] {
        let Some(Value::Array(containers)) = spec.get(list) else {
            continue;
        };
        for container in containers {
            let Some(Value::Array(mounts)) = container.get("volumeMounts") else {
                continue;
            };
            let taken = mounts.iter().any(|mount| {
                let path = mount.get("mountPath").and_then(Value::as_str).unwrap_or("");
                path.trim_end_matches('/') == MOUNT_PATH && !is_the_mount(mount)
            });
            if taken {
                let name = container.get("name").and_then(Value::as_str).unwrap_or("");
                return Some(format!(
                    "container {name:?} mounts a volume at {MOUNT_PATH}, where vault-db-injector mounts the pod's Vault token in NRI delivery: mount it elsewhere"
                ));
            }
        }
    }
    None
}

/// Whether a mount at [`MOUNT_PATH`] is the one the webhook adds (a reinvocation sees it).
fn is_the_mount(mount: &Value) -> bool {
    mount.get("name").and_then(Value::as_str) == Some(VOLUME_NAME)
        && mount.get("readOnly") == Some(&Value::Bool(true))
        && mount.get("subPath").is_none()
        && mount.get("subPathExpr").is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token() -> IdentityVolume {
        IdentityVolume::new(&["vault".to_owned(), "other".to_owned()], 900).unwrap()
    }

    /// The patch on `pod`, the pod it makes, and that a second pass adds nothing and finds
    /// no conflict.
    fn check(pod: Value, expect_ops: Value, expect_spec: Value) {
        assert_eq!(conflict(&pod, Some(&token())), None);
        let ops = token().ops(&pod);
        assert_eq!(serde_json::to_value(&ops).unwrap(), expect_ops);
        let mut patched = pod.clone();
        patch::apply(&mut patched, &ops).unwrap();
        assert_eq!(patched["spec"], expect_spec);
        assert!(token().ops(&patched).is_empty());
        assert_eq!(conflict(&patched, Some(&token())), None);
    }

    fn volume() -> Value {
        json!({"name": "vdbi-vault-token", "projected": {"sources": [{"serviceAccountToken": {
            "audience": "vault", "expirationSeconds": 900, "path": "token"}}]}})
    }

    fn mount() -> Value {
        json!({"name": "vdbi-vault-token", "mountPath": "/var/run/secrets/vault-db-injector", "readOnly": true})
    }

    #[test]
    fn settings() {
        assert_eq!(token().audience, "vault");
        assert_eq!(token().expiration_seconds, 900);
        // Below the apiserver's ten minutes, the volume asks for ten minutes.
        assert_eq!(
            IdentityVolume::new(&["vault".to_owned()], 60)
                .unwrap()
                .expiration_seconds,
            600
        );
        assert_eq!(IdentityVolume::new(&[], 600), None);
        assert_eq!(IdentityVolume::new(&[String::new()], 600), None);
        assert_eq!(token().volume(), volume());
        assert_eq!(IdentityVolume::mount(), mount());
    }

    #[test]
    fn a_pod_without_volumes_or_mounts_gets_whole_arrays() {
        check(
            json!({"spec": {
                "initContainers": [{"name": "init"}],
                "containers": [{"name": "app", "volumeMounts": null}, {"name": "side"}]
            }}),
            json!([
                {"op": "add", "path": "/spec/volumes", "value": [volume()]},
                {"op": "add", "path": "/spec/initContainers/0/volumeMounts", "value": [mount()]},
                {"op": "add", "path": "/spec/containers/0/volumeMounts", "value": [mount()]},
                {"op": "add", "path": "/spec/containers/1/volumeMounts", "value": [mount()]}
            ]),
            json!({
                "initContainers": [{"name": "init", "volumeMounts": [mount()]}],
                "containers": [
                    {"name": "app", "volumeMounts": [mount()]},
                    {"name": "side", "volumeMounts": [mount()]}
                ],
                "volumes": [volume()]
            }),
        );
    }

    #[test]
    fn a_pod_with_volumes_and_mounts_gets_appended_entries() {
        let data = json!({"name": "data", "emptyDir": {}});
        let data_mount = json!({"name": "data", "mountPath": "/data"});
        check(
            json!({"spec": {
                "volumes": [data],
                "initContainers": [{"name": "init", "volumeMounts": [data_mount]}],
                "containers": [{"name": "app", "volumeMounts": []}],
                "ephemeralContainers": [{"name": "debug"}]
            }}),
            json!([
                {"op": "add", "path": "/spec/volumes/-", "value": volume()},
                {"op": "add", "path": "/spec/initContainers/0/volumeMounts/-", "value": mount()},
                {"op": "add", "path": "/spec/containers/0/volumeMounts/-", "value": mount()}
            ]),
            json!({
                "volumes": [data, volume()],
                "initContainers": [{"name": "init", "volumeMounts": [data_mount, mount()]}],
                "containers": [{"name": "app", "volumeMounts": [mount()]}],
                "ephemeralContainers": [{"name": "debug"}]
            }),
        );
    }

    /// What the apiserver hands a reinvocation: the first pass's volume with its defaults.
    #[test]
    fn the_volume_after_defaulting_is_ours() {
        let mut defaulted = volume();
        defaulted["projected"]["defaultMode"] = json!(420);
        let pod = json!({"spec": {"volumes": [defaulted],
            "containers": [{"name": "app", "volumeMounts": [mount()]}]}});
        assert_eq!(conflict(&pod, Some(&token())), None);
        assert!(token().ops(&pod).is_empty());
    }

    #[test]
    fn pods_holding_the_reserved_name_or_path_are_refused() {
        let refused = |pod: Value, expected: Option<&IdentityVolume>, words: &str| {
            let message = conflict(&pod, expected).unwrap_or_else(|| panic!("{pod}"));
            assert!(message.contains(words), "{message}");
        };
        let with_volume =
            |volume: Value| json!({"spec": {"volumes": [volume], "containers": [{"name": "app"}]}});
        let mut other_audience = volume();
        other_audience["projected"]["sources"][0]["serviceAccountToken"]["audience"] =
            json!("https://kubernetes.default.svc");
        let mut other_path = volume();
        other_path["projected"]["sources"][0]["serviceAccountToken"]["path"] = json!("x");
        let mut two_sources = volume();
        two_sources["projected"]["sources"]
            .as_array_mut()
            .unwrap()
            .push(json!({"secret": {"name": "s"}}));
        let mut mixed_source = volume();
        mixed_source["projected"]["sources"][0]["secret"] = json!({"name": "s"});
        for bad in [
            json!({"name": "vdbi-vault-token", "secret": {"secretName": "mine"}}),
            json!({"name": "vdbi-vault-token", "emptyDir": {}}),
            json!({"name": "vdbi-vault-token", "hostPath": {"path": "/"}, "projected": volume()["projected"]}),
            other_audience,
            other_path,
            two_sources,
            mixed_source,
        ] {
            refused(with_volume(bad), Some(&token()), "rename that volume");
        }
        // Without a volume of ours to compare with, even our exact volume is refused.
        refused(with_volume(volume()), None, "rename that volume");
        for path in [
            "/var/run/secrets/vault-db-injector",
            "/var/run/secrets/vault-db-injector/",
        ] {
            for list in ["initContainers", "containers"] {
                let mut pod = json!({"spec": {"containers": [{"name": "app"}]}});
                pod["spec"][list] = json!([{"name": "c", "volumeMounts": [
                    {"name": "data", "mountPath": path}]}]);
                refused(
                    pod.clone(),
                    Some(&token()),
                    "container \"c\" mounts a volume",
                );
                refused(pod, None, "mount it elsewhere");
            }
        }
        let mut writable = mount();
        writable["readOnly"] = json!(false);
        let mut sub_path = mount();
        sub_path["subPath"] = json!("token");
        for bad in [writable, sub_path] {
            let pod = json!({"spec": {"volumes": [volume()],
                "containers": [{"name": "app", "volumeMounts": [bad]}]}});
            refused(pod, Some(&token()), "mount it elsewhere");
        }
        // Other names and paths are the pod's own business.
        let fine = json!({"spec": {"volumes": [{"name": "vault-token", "emptyDir": {}}],
            "containers": [{"name": "app", "volumeMounts": [
                {"name": "vault-token", "mountPath": "/var/run/secrets/vault-db-injector-2"},
                {"name": "vault-token", "mountPath": "/var/run/secrets"}]}]}});
        assert_eq!(conflict(&fine, Some(&token())), None);
        assert_eq!(conflict(&fine, None), None);
    }

    #[test]
    fn odd_pods_do_not_panic() {
        for pod in [
            json!(null),
            json!([]),
            json!({"spec": null}),
            json!({"spec": {"volumes": "x", "containers": 3}}),
            json!({"spec": {"volumes": [1, null, {"name": 2}], "containers": [1, {"volumeMounts": [null, 3]}]}}),
        ] {
            let _ = conflict(&pod, Some(&token()));
            let _ = token().ops(&pod);
        }
    }
}
