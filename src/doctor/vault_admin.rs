//! The Vault reads that only `doctor` makes: a kubernetes auth role in full, a database
//! role, what a KV mount is, and `sys/capabilities` for another token.
//!
//! The product itself never needs them, so `vault/` does not offer them. They go through
//! the same transport (`vault::client`, with its timeouts, caps, redirect rules and
//! error type) so that nothing here opens its own connection to Vault; if a running mode
//! ever needs one, it belongs in `vault/`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::secret::SecretString;
use crate::vault::Error;
use crate::vault::client::{Call, Client, Method, Retry};
use crate::vault::path::{Part, join};

fn invalid((what, reason): (&'static str, crate::vault::path::Invalid)) -> Error {
    Error::InvalidName { what, reason }
}

/// The fields of a kubernetes auth role that `doctor` checks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct KubeRole {
    /// `bound_service_account_names`.
    pub(crate) names: Vec<String>,
    /// `bound_service_account_namespaces`.
    pub(crate) namespaces: Vec<String>,
    /// `token_policies` (and the deprecated `policies`, which Vault merges into them).
    pub(crate) policies: Vec<String>,
    /// `audience`: empty when the role accepts any audience.
    pub(crate) audience: String,
    /// `token_period` in seconds; 0 when tokens of the role are not periodic.
    pub(crate) token_period: u64,
}

#[derive(Deserialize)]
struct RawKubeRole {
    #[serde(default)]
    bound_service_account_names: Option<serde_json::Value>,
    #[serde(default)]
    bound_service_account_namespaces: Option<serde_json::Value>,
    #[serde(default)]
    token_policies: Option<serde_json::Value>,
    #[serde(default)]
    policies: Option<serde_json::Value>,
    #[serde(default)]
    audience: Option<serde_json::Value>,
    #[serde(default)]
    token_period: Option<serde_json::Value>,
}

/// A JSON list of strings (a lone string counts as one, as Vault accepts comma lists).
fn strings(value: Option<&serde_json::Value>) -> Vec<String> {
    match value {
        Some(serde_json::Value::Array(items)) => items
            .iter()
            .filter_map(|item| match item {
                serde_json::Value::String(s) => Some(s.clone()),
                serde_json::Value::Number(n) => Some(n.to_string()),
                _ => None,
            })
            .collect(),
        Some(serde_json::Value::String(s)) if !s.is_empty() => {
            s.split(',').map(|p| p.trim().to_owned()).collect()
        }
        _ => Vec::new(),
    }
}

/// Seconds from a number, or from a Go duration string that Vault sometimes echoes.
fn seconds(value: Option<&serde_json::Value>) -> u64 {
    match value {
        Some(serde_json::Value::Number(n)) => n.as_u64().unwrap_or(0),
        Some(serde_json::Value::String(s)) => crate::config::duration::parse_go_duration(s)
            .ok()
            .and_then(|d| d.non_negative())
            .map_or(0, |d| d.as_secs()),
        _ => 0,
    }
}

impl From<RawKubeRole> for KubeRole {
    fn from(raw: RawKubeRole) -> KubeRole {
        let mut policies = strings(raw.token_policies.as_ref());
        for policy in strings(raw.policies.as_ref()) {
            if !policies.contains(&policy) {
                policies.push(policy);
            }
        }
        let audience = match raw.audience {
            Some(serde_json::Value::String(s)) => s,
            Some(serde_json::Value::Array(_)) => strings(raw.audience.as_ref()).join(","),
            _ => String::new(),
        };
        KubeRole {
            names: strings(raw.bound_service_account_names.as_ref()),
            namespaces: strings(raw.bound_service_account_namespaces.as_ref()),
            policies,
            audience,
            token_period: seconds(raw.token_period.as_ref()),
        }
    }
}

/// `GET auth/<mount>/role/<role>`; `None` when the role does not exist.
pub(crate) fn read_kube_role(
    client: &Client,
    token: &SecretString,
    auth_mount: &str,
    role: &str,
) -> Result<Option<KubeRole>, Error> {
    let path = join(&[
        Part::Lit("auth"),
        Part::Multi("auth mount", auth_mount),
        Part::Lit("role"),
        Part::Name("role", role),
    ])
    .map_err(invalid)?;
    let answer = client.execute(&Call::new(Method::Get, path, Some(token)))?;
    if answer.is_empty_404() {
        return Ok(None);
    }
    let answer = answer.success()?;
    let raw = answer
        .envelope::<RawKubeRole, serde_json::Value>()?
        .data
        .ok_or_else(|| answer.malformed("no data in a role answer"))?;
    Ok(Some(raw.into()))
}

/// The TTLs of a database role, in seconds (0 means the mount's or the system's).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct DbRole {
    /// `default_ttl`.
    pub(crate) default_ttl: u64,
    /// `max_ttl`.
    pub(crate) max_ttl: u64,
}

#[derive(Deserialize)]
struct RawDbRole {
    #[serde(default)]
    default_ttl: Option<serde_json::Value>,
    #[serde(default)]
    max_ttl: Option<serde_json::Value>,
}

/// `GET <mount>/roles/<role>`; `None` when the role does not exist.
pub(crate) fn read_db_role(
    client: &Client,
    token: &SecretString,
    mount: &str,
    role: &str,
) -> Result<Option<DbRole>, Error> {
    let path = join(&[
        Part::Multi("database mount", mount),
        Part::Lit("roles"),
        Part::Name("database role", role),
    ])
    .map_err(invalid)?;
    let answer = client.execute(&Call::new(Method::Get, path, Some(token)))?;
    if answer.is_empty_404() {
        return Ok(None);
    }
    let answer = answer.success()?;
    let raw = answer
        .envelope::<RawDbRole, serde_json::Value>()?
        .data
        .ok_or_else(|| answer.malformed("no data in a database role answer"))?;
    Ok(Some(DbRole {
        default_ttl: seconds(raw.default_ttl.as_ref()),
        max_ttl: seconds(raw.max_ttl.as_ref()),
    }))
}

/// What a secrets mount is, as `sys/internal/ui/mounts/<path>` tells any token that has
/// some capability on it (the Vault CLI's `kv` commands use it to find the KV version).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct MountInfo {
    /// The engine type (`kv`, `database`, ...).
    pub(crate) kind: String,
    /// `options.version` (`"2"` for KV v2; empty or `"1"` for KV v1).
    pub(crate) version: String,
    /// The mount's own path, with its trailing `/`.
    pub(crate) path: String,
}

#[derive(Deserialize)]
struct RawMount {
    #[serde(default, rename = "type")]
    kind: String,
    #[serde(default)]
    options: Option<BTreeMap<String, serde_json::Value>>,
    #[serde(default)]
    path: String,
}

/// `GET sys/internal/ui/mounts/<mount>`; `None` when Vault answers 403, which it does both
/// for a mount that does not exist and for one the token may not touch.
pub(crate) fn read_mount(
    client: &Client,
    token: &SecretString,
    mount: &str,
) -> Result<Option<MountInfo>, Error> {
    let path = join(&[
        Part::Lit("sys/internal/ui/mounts"),
        Part::Multi("kv mount", mount),
    ])
    .map_err(invalid)?;
    let answer = client.execute(&Call::new(Method::Get, path, Some(token)))?;
    if answer.status == 403 || answer.is_empty_404() {
        return Ok(None);
    }
    let answer = answer.success()?;
    let raw = answer
        .envelope::<RawMount, serde_json::Value>()?
        .data
        .ok_or_else(|| answer.malformed("no data in a mount answer"))?;
    let version = raw
        .options
        .as_ref()
        .and_then(|options| options.get("version"))
        .map(|v| match v {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        })
        .unwrap_or_default();
    Ok(Some(MountInfo {
        kind: raw.kind,
        version,
        path: raw.path,
    }))
}

/// `POST sys/capabilities {"token", "paths"}` with `operator`: what `token` may do on
/// each path.
pub(crate) fn capabilities_of(
    client: &Client,
    operator: &SecretString,
    token: &SecretString,
    paths: &[&str],
) -> Result<BTreeMap<String, Vec<String>>, Error> {
    #[derive(Serialize)]
    struct Body<'a> {
        token: &'a str,
        paths: &'a [&'a str],
    }
    let call = Call::new(Method::Post, "sys/capabilities".to_owned(), Some(operator))
        .retry(Retry::Safe)
        .json(&Body {
            token: token.expose_secret(),
            paths,
        })?;
    let answer = client.execute(&call)?.success()?;
    let mut data = answer
        .envelope::<BTreeMap<String, Vec<String>>, serde_json::Value>()?
        .data
        .ok_or_else(|| answer.malformed("no data in a capabilities answer"))?;
    data.remove("capabilities");
    Ok(data)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(json: &str, expect: KubeRole) {
        let raw: RawKubeRole = serde_json::from_str(json).unwrap();
        assert_eq!(KubeRole::from(raw), expect, "{json}");
    }

    #[test]
    fn kube_roles_decode() {
        check(
            r#"{"bound_service_account_names":["app"],"bound_service_account_namespaces":["default","prod"],
                "token_policies":["app-readonly"],"policies":["app-readonly","extra"],"audience":"vault","token_period":3600}"#,
            KubeRole {
                names: vec!["app".into()],
                namespaces: vec!["default".into(), "prod".into()],
                policies: vec!["app-readonly".into(), "extra".into()],
                audience: "vault".into(),
                token_period: 3600,
            },
        );
        check(
            r#"{"bound_service_account_names":"a, b","token_period":"1h"}"#,
            KubeRole {
                names: vec!["a".into(), "b".into()],
                token_period: 3600,
                ..KubeRole::default()
            },
        );
        check(r#"{}"#, KubeRole::default());
        check(
            r#"{"audience":null,"token_period":-5,"token_policies":null}"#,
            KubeRole::default(),
        );
    }

    #[test]
    fn seconds_accept_numbers_and_durations() {
        assert_eq!(seconds(Some(&serde_json::json!(30))), 30);
        assert_eq!(seconds(Some(&serde_json::json!("24h"))), 86400);
        assert_eq!(seconds(Some(&serde_json::json!("junk"))), 0);
        assert_eq!(seconds(None), 0);
    }
}
