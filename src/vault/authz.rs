//! Authorisation checks made before anything is issued: the original's `CanIGetRoles`
//! (read the auth role and check the pod's service account, namespace and policy against
//! it) and `sys/capabilities-self`.
//!
//! Both are reads: retried on transient failures, and they mint nothing, so a denied pod
//! causes no issuing call at all.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::secret::SecretString;
use crate::vault::auth::invalid;
use crate::vault::client::{Call, Client, Error, Method, Retry};
use crate::vault::path::{Part, join};

/// Why a pod may not have a role: the `cause` label of `vdbi_service_account_denied_count`,
/// except [`DenyCause::RoleNotFound`], which counts in `vdbi_role_not_found_count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DenyCause {
    /// The role does not exist in Vault.
    RoleNotFound,
    /// The role's `token_policies` does not hold the role name.
    RoleNotInAssumeRole,
    /// The pod's service account is not in `bound_service_account_names`.
    ServiceAccountNameNotInRole,
    /// The pod's namespace is not in `bound_service_account_namespaces`.
    NamespaceNotInRole,
}

impl DenyCause {
    /// The label value (the original's names; `RoleNotFound` was an error there and is
    /// never a `cause` label value here).
    pub fn as_str(self) -> &'static str {
        match self {
            DenyCause::RoleNotFound => "RoleNotFound",
            DenyCause::RoleNotInAssumeRole => "RoleNotInAssumeRole",
            DenyCause::ServiceAccountNameNotInRole => "ServiceAccountNameNotInRole",
            DenyCause::NamespaceNotInRole => "NamespaceNotInRole",
        }
    }
}

impl fmt::Display for DenyCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The outcome of [`Client::can_i_get_role`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// The pod may have the role.
    Allowed,
    /// It may not, and why.
    Denied(DenyCause),
}

#[derive(Deserialize)]
struct RoleData {
    #[serde(default)]
    bound_service_account_names: Option<serde_json::Value>,
    #[serde(default)]
    bound_service_account_namespaces: Option<serde_json::Value>,
    #[serde(default)]
    token_policies: Option<serde_json::Value>,
}

/// The elements of a role field as strings: it must be an array of strings, numbers or
/// booleans (the original's rule); anything else is `None`.
fn string_list(value: Option<&serde_json::Value>) -> Option<Vec<String>> {
    let serde_json::Value::Array(items) = value? else {
        return None;
    };
    items
        .iter()
        .map(|item| match item {
            serde_json::Value::String(s) => Some(s.clone()),
            serde_json::Value::Number(n) => Some(n.to_string()),
            serde_json::Value::Bool(b) => Some(b.to_string()),
            _ => None,
        })
        .collect()
}

/// The original's checks, in its order, with exact matches (no globs).
fn decide(
    role: &str,
    data: &RoleData,
    service_account: &str,
    namespace: &str,
) -> Result<Decision, &'static str> {
    let names = string_list(data.bound_service_account_names.as_ref())
        .ok_or("bound_service_account_names has an unexpected type")?;
    let namespaces = string_list(data.bound_service_account_namespaces.as_ref())
        .ok_or("bound_service_account_namespaces has an unexpected type")?;
    let policies =
        string_list(data.token_policies.as_ref()).ok_or("token_policies has an unexpected type")?;
    if !policies.iter().any(|p| p == role) {
        return Ok(Decision::Denied(DenyCause::RoleNotInAssumeRole));
    }
    if !names.iter().any(|n| n == service_account) {
        return Ok(Decision::Denied(DenyCause::ServiceAccountNameNotInRole));
    }
    if !namespaces.iter().any(|n| n == namespace) {
        return Ok(Decision::Denied(DenyCause::NamespaceNotInRole));
    }
    Ok(Decision::Allowed)
}

impl Client {
    /// The original's `CanIGetRoles`: reads `auth/<mount>/role/<role>` with `token` and
    /// checks that the role's policies hold `role`, and that the service account and
    /// namespace are bound to it.
    pub fn can_i_get_role(
        &self,
        token: &SecretString,
        auth_mount: &str,
        role: &str,
        service_account: &str,
        namespace: &str,
    ) -> Result<Decision, Error> {
        let path = join(&[
            Part::Lit("auth"),
            Part::Multi("auth mount", auth_mount),
            Part::Lit("role"),
            Part::Name("role", role),
        ])
        .map_err(invalid)?;
        let call = Call::new(Method::Get, path, Some(token));
        let answer = self.execute(&call)?;
        if answer.is_empty_404() {
            return Ok(Decision::Denied(DenyCause::RoleNotFound));
        }
        let answer = answer.success()?;
        let data = answer
            .envelope::<RoleData, serde_json::Value>()?
            .data
            .ok_or_else(|| answer.malformed("no data in a role answer"))?;
        decide(role, &data, service_account, namespace).map_err(|what| answer.malformed(what))
    }

    /// `POST sys/capabilities-self {"paths"}`: the capabilities of `token` on each path.
    pub fn capabilities_self(
        &self,
        token: &SecretString,
        paths: &[&str],
    ) -> Result<BTreeMap<String, Vec<String>>, Error> {
        #[derive(Serialize)]
        struct Body<'a> {
            paths: &'a [&'a str],
        }
        let call = Call::new(
            Method::Post,
            "sys/capabilities-self".to_owned(),
            Some(token),
        )
        .retry(Retry::Safe)
        .json(&Body { paths })?;
        let answer = self.execute(&call)?.success()?;
        let mut data = answer
            .envelope::<BTreeMap<String, Vec<String>>, serde_json::Value>()?
            .data
            .ok_or_else(|| answer.malformed("no data in a capabilities answer"))?;
        data.remove("capabilities");
        Ok(data)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(role_json: &str, sa: &str, ns: &str, expect: Result<Decision, &str>) {
        let data: RoleData = serde_json::from_str(role_json).unwrap();
        assert_eq!(
            decide("app", &data, sa, ns),
            expect,
            "{role_json} {sa} {ns}"
        );
    }

    #[test]
    fn decisions() {
        let role = r#"{"bound_service_account_names":["app","other"],
                      "bound_service_account_namespaces":["default"],
                      "token_policies":["app","default"]}"#;
        check(role, "app", "default", Ok(Decision::Allowed));
        check(
            role,
            "nope",
            "default",
            Ok(Decision::Denied(DenyCause::ServiceAccountNameNotInRole)),
        );
        check(
            role,
            "app",
            "prod",
            Ok(Decision::Denied(DenyCause::NamespaceNotInRole)),
        );
        check(
            r#"{"bound_service_account_names":["app"],"bound_service_account_namespaces":["default"],"token_policies":["x"]}"#,
            "app",
            "default",
            Ok(Decision::Denied(DenyCause::RoleNotInAssumeRole)),
        );
        // Globs are not honoured, as in the original.
        check(
            r#"{"bound_service_account_names":["*"],"bound_service_account_namespaces":["*"],"token_policies":["app"]}"#,
            "app",
            "default",
            Ok(Decision::Denied(DenyCause::ServiceAccountNameNotInRole)),
        );
        check(
            r#"{"bound_service_account_names":"app","bound_service_account_namespaces":["default"],"token_policies":["app"]}"#,
            "app",
            "default",
            Err("bound_service_account_names has an unexpected type"),
        );
        check(
            r#"{"bound_service_account_names":[1, true],"bound_service_account_namespaces":["default"],"token_policies":["app"]}"#,
            "1",
            "default",
            Ok(Decision::Allowed),
        );
    }

    #[test]
    fn capabilities_answer_parses() {
        use crate::vault::client::{Envelope, decode};
        let e: Envelope<BTreeMap<String, Vec<String>>, serde_json::Value> = decode(
            "POST",
            "sys/capabilities-self",
            include_bytes!("../../tests/data/vault/capabilities-self.json"),
        )
        .unwrap();
        let data = e.data.unwrap();
        assert_eq!(data["database/creds/app-readonly"], vec!["read"]);
        assert_eq!(data["database/creds/other"], vec!["deny"]);
    }
}
