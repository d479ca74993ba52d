//! Label and field selectors as the apiserver reads them from `labelSelector` and
//! `fieldSelector` (set-based label requirements included).

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::Pod;

/// One label requirement.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Label {
    Exists(String),
    NotExists(String),
    Equals(String, String),
    NotEquals(String, String),
    In(String, Vec<String>),
    NotIn(String, Vec<String>),
}

/// A parsed label selector (all requirements must hold).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LabelSelector(Vec<Label>);

/// A parsed field selector on pods.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldSelector(Vec<(String, bool, String)>);

/// Splits on commas that are not inside parentheses.
fn split_top(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

fn valid_key(key: &str) -> bool {
    !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'))
}

fn set(values: &str) -> Option<Vec<String>> {
    let inner = values.trim().strip_prefix('(')?.strip_suffix(')')?;
    Some(
        inner
            .split(',')
            .map(|v| v.trim().to_owned())
            .filter(|v| !v.is_empty())
            .collect(),
    )
}

impl LabelSelector {
    /// Parses `labelSelector`.
    pub fn parse(text: &str) -> Result<LabelSelector, String> {
        let mut out = Vec::new();
        for part in split_top(text) {
            let requirement = if let Some(key) = part.strip_prefix('!') {
                Label::NotExists(key.trim().to_owned())
            } else if let Some((key, value)) = part.split_once("!=") {
                Label::NotEquals(key.trim().to_owned(), value.trim().to_owned())
            } else if let Some((key, value)) = part.split_once("==") {
                Label::Equals(key.trim().to_owned(), value.trim().to_owned())
            } else if let Some((key, value)) = part.split_once('=') {
                Label::Equals(key.trim().to_owned(), value.trim().to_owned())
            } else if let Some((key, values)) = part.split_once(" notin ") {
                Label::NotIn(
                    key.trim().to_owned(),
                    set(values).ok_or_else(|| format!("unable to parse requirement: {part}"))?,
                )
            } else if let Some((key, values)) = part.split_once(" in ") {
                Label::In(
                    key.trim().to_owned(),
                    set(values).ok_or_else(|| format!("unable to parse requirement: {part}"))?,
                )
            } else {
                Label::Exists(part.to_owned())
            };
            let key = match &requirement {
                Label::Exists(k)
                | Label::NotExists(k)
                | Label::Equals(k, _)
                | Label::NotEquals(k, _)
                | Label::In(k, _)
                | Label::NotIn(k, _) => k,
            };
            if !valid_key(key) {
                return Err(format!(
                    "unable to parse requirement: invalid label key {key:?}"
                ));
            }
            out.push(requirement);
        }
        Ok(LabelSelector(out))
    }

    /// Whether `labels` satisfy every requirement.
    pub fn matches(&self, labels: &BTreeMap<String, String>) -> bool {
        self.0.iter().all(|r| match r {
            Label::Exists(k) => labels.contains_key(k),
            Label::NotExists(k) => !labels.contains_key(k),
            Label::Equals(k, v) => labels.get(k) == Some(v),
            Label::NotEquals(k, v) => labels.get(k) != Some(v),
            Label::In(k, vs) => labels.get(k).is_some_and(|v| vs.contains(v)),
            Label::NotIn(k, vs) => labels.get(k).is_none_or(|v| !vs.contains(v)),
        })
    }
}

const POD_FIELDS: &[&str] = &[
    "metadata.name",
    "metadata.namespace",
    "spec.nodeName",
    "spec.serviceAccountName",
    "spec.restartPolicy",
    "spec.schedulerName",
    "status.phase",
    "status.podIP",
];

fn pod_field(pod: &Pod, field: &str) -> String {
    let spec = pod.spec.as_ref();
    let status = pod.status.as_ref();
    match field {
        "metadata.name" => pod.metadata.name.clone(),
        "metadata.namespace" => pod.metadata.namespace.clone(),
        "spec.nodeName" => spec.and_then(|s| s.node_name.clone()),
        "spec.serviceAccountName" => spec.and_then(|s| s.service_account_name.clone()),
        "spec.restartPolicy" => spec.and_then(|s| s.restart_policy.clone()),
        "spec.schedulerName" => spec.and_then(|s| s.scheduler_name.clone()),
        "status.phase" => status.and_then(|s| s.phase.clone()),
        "status.podIP" => status.and_then(|s| s.pod_ip.clone()),
        _ => None,
    }
    .unwrap_or_default()
}

impl FieldSelector {
    /// Parses `fieldSelector` for pods.
    pub fn parse(text: &str) -> Result<FieldSelector, String> {
        let mut out = Vec::new();
        for part in split_top(text) {
            let (field, equal, value) = if let Some((f, v)) = part.split_once("!=") {
                (f, false, v)
            } else if let Some((f, v)) = part.split_once("==") {
                (f, true, v)
            } else if let Some((f, v)) = part.split_once('=') {
                (f, true, v)
            } else {
                return Err(format!(
                    "invalid selector: '{part}'; can't understand '{part}'"
                ));
            };
            let field = field.trim();
            if !POD_FIELDS.contains(&field) {
                return Err(format!("field label not supported: {field}"));
            }
            out.push((field.to_owned(), equal, value.trim().to_owned()));
        }
        Ok(FieldSelector(out))
    }

    /// Whether `pod` satisfies every requirement.
    pub fn matches(&self, pod: &Pod) -> bool {
        self.0
            .iter()
            .all(|(field, equal, value)| (pod_field(pod, field) == *value) == *equal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn check(selector: &str, pairs: &[(&str, &str)], expect: bool) {
        let parsed = LabelSelector::parse(selector).unwrap();
        assert_eq!(
            parsed.matches(&labels(pairs)),
            expect,
            "{selector} on {pairs:?}"
        );
    }

    #[test]
    fn label_selectors() {
        check("", &[], true);
        check("app=web", &[("app", "web")], true);
        check("app==web", &[("app", "db")], false);
        check("app!=web", &[], true);
        check("vault-db-injector", &[("vault-db-injector", "true")], true);
        check(
            "!vault-db-injector",
            &[("vault-db-injector", "true")],
            false,
        );
        check(
            "tier in (a, b),app=web",
            &[("tier", "b"), ("app", "web")],
            true,
        );
        check("tier notin (a,b)", &[("tier", "b")], false);
        check("tier notin (a,b)", &[], true);
        assert!(LabelSelector::parse("a in b").is_err());
    }

    #[test]
    fn field_selectors() {
        let pod: Pod = serde_json::from_str(
            r#"{"metadata":{"name":"p","namespace":"n"},"spec":{"containers":[],"nodeName":"node-1"}}"#,
        )
        .unwrap();
        for (selector, expect) in [
            ("spec.nodeName=node-1", true),
            ("spec.nodeName!=node-1", false),
            ("metadata.name=p,metadata.namespace==n", true),
            ("status.phase=Running", false),
            ("status.phase!=Running", true),
        ] {
            assert_eq!(
                FieldSelector::parse(selector).unwrap().matches(&pod),
                expect,
                "{selector}"
            );
        }
        assert!(
            FieldSelector::parse("spec.hostname=x")
                .unwrap_err()
                .contains("not supported")
        );
    }
}
