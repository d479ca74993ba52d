//! RFC 6902 JSON Patch generation for the pod mutation.
//!
//! The patch only ever adds, or replaces in place, what the injector owns: one environment
//! variable per name in each init and regular container, a few annotations, and in NRI
//! delivery with projected service accounts the pod's token volume and its mounts; the one
//! removal is of named annotations (NRI's tolerate-missing-plugins, which would opt a pod
//! out of the required-plugins check, see `k8smutator::annotations_to_remove`). It never
//! replaces a whole array, so user variables keep their order and other webhooks' changes
//! are not undone (Kubernetes' admission-webhook good practices). A variable that already
//! exists with the same name is replaced in place (and reported, so the admission can warn)
//! instead of duplicated, which the original did. JSON Pointer tokens are escaped
//! (`~` → `~0`, `/` → `~1`).
//!
//! Pure: no IO, no panics on any pod JSON.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use serde::Serialize;
use serde_json::{Map, Value, json};

/// One patch operation.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum Op {
    /// `add`: into an object member or at an array index (`-` appends).
    Add {
        /// The JSON Pointer.
        path: String,
        /// The value.
        value: Value,
    },
    /// `replace`: an existing member or element, in place.
    Replace {
        /// The JSON Pointer.
        path: String,
        /// The value.
        value: Value,
    },
    /// `remove`: an existing object member (only annotations).
    Remove {
        /// The JSON Pointer.
        path: String,
    },
}

/// One environment variable to set in every container.
#[derive(Clone, PartialEq, Eq)]
pub struct EnvVar {
    /// The name.
    pub name: String,
    /// The value (a credential in legacy delivery: never logged).
    pub value: String,
}

impl std::fmt::Debug for EnvVar {
    /// The value is left out: it may be a credential.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EnvVar")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// A patch and what the admission should warn about.
#[derive(Debug, Default)]
pub struct Patch {
    /// The operations, in order.
    pub ops: Vec<Op>,
    /// `container/variable` names that already existed and were replaced in place.
    pub replaced: Vec<String>,
}

/// Escapes one JSON Pointer reference token (RFC 6901).
pub fn escape(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

/// The patch that sets `env` in every init and regular container of `pod` and sets
/// `annotations` (key, value) on it. Ephemeral containers are left alone (they cannot be
/// set at creation).
pub fn build(pod: &Value, env: &[EnvVar], annotations: &[(String, String)]) -> Patch {
    let mut patch = Patch::default();
    let spec = pod.get("spec");
    for list in ["initContainers", "containers"] {
        let Some(Value::Array(containers)) = spec.and_then(|s| s.get(list)) else {
            continue;
        };
        for (index, container) in containers.iter().enumerate() {
            container_env(&mut patch, list, index, container, env);
        }
    }
    let existing = pod
        .get("metadata")
        .and_then(|m| m.get("annotations"))
        .and_then(Value::as_object);
    match existing {
        None => {
            if !annotations.is_empty() {
                let map: Map<String, Value> = annotations
                    .iter()
                    .map(|(k, v)| (k.clone(), Value::String(v.clone())))
                    .collect();
                // `metadata` always exists on an object the apiserver sends; if a forged
                // review has none, the add fails at the apiserver, not here.
                patch.ops.push(Op::Add {
                    path: "/metadata/annotations".to_owned(),
                    value: Value::Object(map),
                });
            }
        }
        Some(current) => {
            for (key, value) in annotations {
                let path = format!("/metadata/annotations/{}", escape(key));
                match current.get(key) {
                    Some(Value::String(old)) if old == value => {}
                    Some(_) => patch.ops.push(Op::Replace {
                        path,
                        value: Value::String(value.clone()),
                    }),
                    None => patch.ops.push(Op::Add {
                        path,
                        value: Value::String(value.clone()),
                    }),
                }
            }
        }
    }
    patch
}

/// The operations that remove those of `keys` the pod has as annotations (a key it does
/// not have yields nothing: a `remove` of a missing member fails the whole patch).
pub fn remove_annotations(pod: &Value, keys: &[String]) -> Vec<Op> {
    let Some(current) = pod
        .get("metadata")
        .and_then(|m| m.get("annotations"))
        .and_then(Value::as_object)
    else {
        return Vec::new();
    };
    keys.iter()
        .filter(|key| current.contains_key(key.as_str()))
        .map(|key| Op::Remove {
            path: format!("/metadata/annotations/{}", escape(key)),
        })
        .collect()
}

fn container_env(patch: &mut Patch, list: &str, index: usize, container: &Value, env: &[EnvVar]) {
    if env.is_empty() {
        return;
    }
    let base = format!("/spec/{list}/{index}/env");
    let entry = |var: &EnvVar| json!({"name": var.name, "value": var.value});
    let current = match container.get("env") {
        Some(Value::Array(items)) => items,
        // No `env`, or `env: null`: add the whole list (the one case where an array is
        // written, because there is nothing to keep).
        _ => {
            let mut seen: Vec<&str> = Vec::new();
            let mut values = Vec::new();
            for var in env {
                if !seen.contains(&var.name.as_str()) {
                    seen.push(&var.name);
                    values.push(entry(var));
                }
            }
            patch.ops.push(Op::Add {
                path: base,
                value: Value::Array(values),
            });
            return;
        }
    };
    let container_name = container
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_owned();
    let mut added: Vec<&str> = Vec::new();
    for var in env {
        if added.contains(&var.name.as_str()) {
            continue;
        }
        let found = current
            .iter()
            .position(|item| item.get("name").and_then(Value::as_str) == Some(&var.name));
        match found {
            Some(position) => {
                let same = current.get(position).is_some_and(|item| {
                    item.get("value").and_then(Value::as_str) == Some(&var.value)
                        && item.get("valueFrom").is_none()
                });
                if !same {
                    patch.ops.push(Op::Replace {
                        path: format!("{base}/{position}"),
                        value: entry(var),
                    });
                    patch
                        .replaced
                        .push(format!("{container_name}/{}", var.name));
                }
            }
            None => {
                patch.ops.push(Op::Add {
                    path: format!("{base}/-"),
                    value: entry(var),
                });
            }
        }
        added.push(&var.name);
    }
}

/// The operations that add `volume` to `spec.volumes` unless the pod has a volume of that
/// name, and `mount` to every init and regular container that has no mount at its
/// `mountPath` (ephemeral containers cannot be set at creation). A missing or null array is
/// added whole; an existing one is appended to (`/-`), so the pod's own entries keep their
/// order and a second pass adds nothing. Whether what is there already may stay is the
/// caller's decision (`k8smutator::token_volume::conflict`).
pub fn add_volume_and_mounts(pod: &Value, volume: &Value, mount: &Value) -> Vec<Op> {
    let mut ops = Vec::new();
    let Some(spec) = pod.get("spec").filter(|s| s.is_object()) else {
        return ops;
    };
    let name = volume.get("name");
    match spec.get("volumes") {
        Some(Value::Array(volumes)) => {
            if !volumes.iter().any(|v| v.get("name") == name) {
                ops.push(Op::Add {
                    path: "/spec/volumes/-".to_owned(),
                    value: volume.clone(),
                });
            }
        }
        _ => ops.push(Op::Add {
            path: "/spec/volumes".to_owned(),
            value: Value::Array(vec![volume.clone()]),
        }),
    }
    let mount_path = mount.get("mountPath");
    for list in ["initContainers", "containers"] {
        let Some(Value::Array(containers)) = spec.get(list) else {
            continue;
        };
        for (index, container) in containers.iter().enumerate() {
            if !container.is_object() {
                continue;
            }
            let base = format!("/spec/{list}/{index}/volumeMounts");
            match container.get("volumeMounts") {
                Some(Value::Array(mounts)) => {
                    if !mounts.iter().any(|m| m.get("mountPath") == mount_path) {
                        ops.push(Op::Add {
                            path: format!("{base}/-"),
                            value: mount.clone(),
                        });
                    }
                }
                _ => ops.push(Op::Add {
                    path: base,
                    value: Value::Array(vec![mount.clone()]),
                }),
            }
        }
    }
    ops
}

/// The patch as JSON bytes.
pub fn to_json(ops: &[Op]) -> Vec<u8> {
    // Serialising plain enums of strings and `Value`s cannot fail; an empty patch is the
    // safe fallback all the same.
    serde_json::to_vec(ops).unwrap_or_else(|_| b"[]".to_vec())
}

/// Applies a patch made by [`build`] to a pod (`add` and `replace` on objects and arrays,
/// `remove` of object members).
/// Used by the tests and the fuzz target to check that a patch applies and that a second
/// mutation of the result is empty.
pub fn apply(pod: &mut Value, ops: &[Op]) -> Result<(), String> {
    for op in ops {
        let (path, value, replace) = match op {
            Op::Add { path, value } => (path, Some(value), false),
            Op::Replace { path, value } => (path, Some(value), true),
            Op::Remove { path } => (path, None, false),
        };
        let tokens: Vec<String> = path
            .split('/')
            .skip(1)
            .map(|t| t.replace("~1", "/").replace("~0", "~"))
            .collect();
        let Some((last, parents)) = tokens.split_last() else {
            return Err(format!("empty path {path}"));
        };
        let mut target = &mut *pod;
        for token in parents {
            target = match target {
                Value::Object(map) => map.get_mut(token),
                Value::Array(items) => token.parse::<usize>().ok().and_then(|i| items.get_mut(i)),
                _ => None,
            }
            .ok_or_else(|| format!("no parent for {path}"))?;
        }
        let Some(value) = value else {
            // A remove: of an existing object member only.
            let removed = match target {
                Value::Object(map) => map.remove(last),
                _ => None,
            };
            if removed.is_none() {
                return Err(format!("remove of a missing member {path}"));
            }
            continue;
        };
        match target {
            Value::Object(map) => {
                if replace && !map.contains_key(last) {
                    return Err(format!("replace of a missing member {path}"));
                }
                map.insert(last.clone(), value.clone());
            }
            Value::Array(items) => {
                if last == "-" && !replace {
                    items.push(value.clone());
                } else {
                    let index: usize = last.parse().map_err(|_| format!("bad index {path}"))?;
                    if replace {
                        let slot = items
                            .get_mut(index)
                            .ok_or_else(|| format!("replace out of range {path}"))?;
                        *slot = value.clone();
                    } else if index <= items.len() {
                        items.insert(index, value.clone());
                    } else {
                        return Err(format!("add out of range {path}"));
                    }
                }
            }
            _ => return Err(format!("parent of {path} is not a container")),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(name: &str, value: &str) -> EnvVar {
        EnvVar {
            name: name.to_owned(),
            value: value.to_owned(),
        }
    }

    fn check(pod: Value, env: &[EnvVar], annotations: &[(&str, &str)], expect: Value) {
        let annotations: Vec<(String, String)> = annotations
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        let patch = build(&pod, env, &annotations);
        assert_eq!(serde_json::to_value(&patch.ops).unwrap(), expect);
        // The patch applies, and mutating the result again changes nothing.
        let mut patched = pod.clone();
        apply(&mut patched, &patch.ops).unwrap();
        let again = build(&patched, env, &annotations);
        assert!(again.ops.is_empty(), "{:?}", again.ops);
    }

    #[test]
    fn containers_with_and_without_env() {
        check(
            json!({"metadata": {"annotations": {"a": "b"}}, "spec": {
                "initContainers": [{"name": "init", "env": null}],
                "containers": [
                    {"name": "app", "env": [{"name": "KEEP", "value": "1"}]},
                    {"name": "side"}
                ],
                "ephemeralContainers": [{"name": "debug"}]
            }}),
            &[var("DB_USER", "u"), var("DB_PASS", "p")],
            &[("db-creds-injector.numberly.io/uuid", "x")],
            json!([
                {"op": "add", "path": "/spec/initContainers/0/env", "value": [
                    {"name": "DB_USER", "value": "u"}, {"name": "DB_PASS", "value": "p"}]},
                {"op": "add", "path": "/spec/containers/0/env/-", "value": {"name": "DB_USER", "value": "u"}},
                {"op": "add", "path": "/spec/containers/0/env/-", "value": {"name": "DB_PASS", "value": "p"}},
                {"op": "add", "path": "/spec/containers/1/env", "value": [
                    {"name": "DB_USER", "value": "u"}, {"name": "DB_PASS", "value": "p"}]},
                {"op": "add", "path": "/metadata/annotations/db-creds-injector.numberly.io~1uuid", "value": "x"}
            ]),
        );
    }

    #[test]
    fn existing_variables_are_replaced_in_place() {
        let pod = json!({"metadata": {}, "spec": {"containers": [{"name": "app", "env": [
            {"name": "A", "value": "1"},
            {"name": "DB_PASS", "valueFrom": {"secretKeyRef": {"name": "s", "key": "k"}}},
            {"name": "Z", "value": "2"}
        ]}]}});
        check(
            pod.clone(),
            &[var("DB_PASS", "p")],
            &[("k~/x", "v")],
            json!([
                {"op": "replace", "path": "/spec/containers/0/env/1", "value": {"name": "DB_PASS", "value": "p"}},
                {"op": "add", "path": "/metadata/annotations", "value": {"k~/x": "v"}}
            ]),
        );
        let patch = build(&pod, &[var("DB_PASS", "p")], &[]);
        assert_eq!(patch.replaced, ["app/DB_PASS"]);
    }

    #[test]
    fn a_user_annotation_is_replaced() {
        check(
            json!({"metadata": {"annotations": {"db-creds-injector.numberly.io/uuid": "mine"}}, "spec": {}}),
            &[],
            &[("db-creds-injector.numberly.io/uuid", "ours")],
            json!([{"op": "replace", "path": "/metadata/annotations/db-creds-injector.numberly.io~1uuid", "value": "ours"}]),
        );
    }

    #[test]
    fn named_annotations_are_removed_when_present() {
        let pod = json!({"metadata": {"annotations": {"t/x": "true", "keep": "1"}}});
        let ops = remove_annotations(&pod, &["t/x".to_owned(), "absent".to_owned()]);
        assert_eq!(
            serde_json::to_value(&ops).unwrap(),
            json!([{"op": "remove", "path": "/metadata/annotations/t~1x"}])
        );
        let mut patched = pod.clone();
        apply(&mut patched, &ops).unwrap();
        assert_eq!(patched, json!({"metadata": {"annotations": {"keep": "1"}}}));
        // A second pass finds nothing to remove; a remove of a missing member is refused.
        assert!(remove_annotations(&patched, &["t/x".to_owned()]).is_empty());
        assert!(apply(&mut patched, &ops).is_err());
        assert!(remove_annotations(&json!({"metadata": {}}), &["t/x".to_owned()]).is_empty());
    }

    /// Random pods: the patch applies, keeps the user's variables and their order, never
    /// duplicates a name, and mutating the result again changes nothing (checklist §2.G 7,
    /// 9).
    #[test]
    fn property_patches_apply_and_are_idempotent() {
        let (seed, mut next) = crate::testutil::splitmix64(0xad_u64);
        let names = ["A", "B", "DB_USER", "DB_PASS", "X/Y", "~Z"];
        for case in 0..2000 {
            let mut containers = Vec::new();
            for c in 0..(next() % 3) {
                let env = match next() % 4 {
                    0 => Value::Null,
                    1 => json!([]),
                    _ => Value::Array(
                        (0..next() % 4)
                            .map(|i| {
                                let name = names[(next() % names.len() as u64) as usize];
                                json!({"name": format!("{name}{}", i % 2), "value": "user"})
                            })
                            .collect(),
                    ),
                };
                let mut container = json!({"name": format!("c{c}")});
                if next() % 5 != 0 {
                    container["env"] = env;
                }
                containers.push(container);
            }
            let mut pod = json!({"metadata": {}, "spec": {"containers": containers}});
            if next() % 2 == 0 {
                pod["spec"]["initContainers"] =
                    json!([{"name": "side", "restartPolicy": "Always"}]);
            }
            if next() % 2 == 0 {
                pod["metadata"]["annotations"] = json!({"db-creds-injector.numberly.io/uuid": "x"});
            }
            let env: Vec<EnvVar> = (0..next() % 4)
                .map(|i| {
                    var(
                        names[(next() % names.len() as u64) as usize],
                        &format!("v{i}"),
                    )
                })
                .collect();
            let annotations = vec![(
                "db-creds-injector.numberly.io/uuid".to_owned(),
                format!("u{case}"),
            )];
            let patch = build(&pod, &env, &annotations);
            let mut patched = pod.clone();
            apply(&mut patched, &patch.ops)
                .unwrap_or_else(|e| panic!("case {case}: {e} (TEST_SEED={seed})"));
            assert!(
                build(&patched, &env, &annotations).ops.is_empty(),
                "case {case} (TEST_SEED={seed})"
            );
            for list in ["initContainers", "containers"] {
                let before = pod["spec"][list].as_array().cloned().unwrap_or_default();
                let after = patched["spec"][list]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
                for (old, new) in before.iter().zip(&after) {
                    let old_names: Vec<&Value> = old["env"]
                        .as_array()
                        .map(|e| e.iter().map(|v| &v["name"]).collect())
                        .unwrap_or_default();
                    let new_env = new["env"].as_array().cloned().unwrap_or_default();
                    // The user's variables keep their positions.
                    for (i, name) in old_names.iter().enumerate() {
                        assert_eq!(&&new_env[i]["name"], name, "case {case} (TEST_SEED={seed})");
                    }
                    // Every injected name is there, once, with the first value given.
                    for v in &env {
                        let found: Vec<&Value> = new_env
                            .iter()
                            .filter(|e| e["name"] == v.name.as_str())
                            .collect();
                        let first = env.iter().find(|w| w.name == v.name).unwrap();
                        assert!(!found.is_empty(), "case {case} (TEST_SEED={seed})");
                        assert_eq!(found[0]["value"], first.value.as_str(), "case {case}");
                    }
                }
            }
        }
    }

    /// Volumes and mounts: whole arrays where there are none, appended entries where
    /// there are, nothing for what is there (by volume name, by mount path).
    #[test]
    fn volumes_and_mounts_are_added_once() {
        let volume = json!({"name": "v", "emptyDir": {}});
        let mount = json!({"name": "v", "mountPath": "/m"});
        let pod = json!({"spec": {
            "volumes": [{"name": "data"}],
            "initContainers": [{"name": "i", "volumeMounts": [{"name": "data", "mountPath": "/m"}]}],
            "containers": [{"name": "a"}, {"name": "b", "volumeMounts": [{"name": "data", "mountPath": "/d"}]}]
        }});
        let ops = add_volume_and_mounts(&pod, &volume, &mount);
        assert_eq!(
            serde_json::to_value(&ops).unwrap(),
            json!([
                {"op": "add", "path": "/spec/volumes/-", "value": volume},
                {"op": "add", "path": "/spec/containers/0/volumeMounts", "value": [mount]},
                {"op": "add", "path": "/spec/containers/1/volumeMounts/-", "value": mount}
            ])
        );
        let mut patched = pod.clone();
        apply(&mut patched, &ops).unwrap();
        assert!(add_volume_and_mounts(&patched, &volume, &mount).is_empty());
        let bare = json!({"spec": {"containers": [{"name": "a"}], "volumes": null}});
        assert_eq!(
            serde_json::to_value(add_volume_and_mounts(&bare, &volume, &mount)).unwrap(),
            json!([
                {"op": "add", "path": "/spec/volumes", "value": [volume]},
                {"op": "add", "path": "/spec/containers/0/volumeMounts", "value": [mount]}
            ])
        );
        assert!(add_volume_and_mounts(&json!({}), &volume, &mount).is_empty());
    }

    #[test]
    fn odd_pods_do_not_panic() {
        for pod in [
            json!(null),
            json!([]),
            json!({"spec": {"containers": "x"}}),
            json!({"spec": {"containers": [1, null, {"env": 3}]}, "metadata": {"annotations": []}}),
        ] {
            let _ = build(&pod, &[var("A", "b")], &[("k".to_owned(), "v".to_owned())]);
        }
        assert_eq!(escape("a/b~c"), "a~1b~0c");
    }
}
