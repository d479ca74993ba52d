//! TokenRequest: a short-lived, audience-bound JWT for a service account, optionally bound
//! to a pod so that it dies with the pod. The projected-SA flow logs in to Vault with such a
//! token, so Vault's kubernetes auth checks the pod's own identity.
//!
//! The request body is the k8s-openapi `TokenRequest`; the answer is decoded into a struct
//! whose token is a [`SecretString`] straight away, never a plain `String`.

use std::fmt;

use k8s_openapi::api::authentication::v1::{BoundObjectReference, TokenRequest, TokenRequestSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::Deserialize;
use ureq::http::Method;

use crate::k8s::client::{Client, Error, check_name};
use crate::limits;
use crate::secret::SecretString;

/// The pod a token is bound to (`boundObjectRef`): the apiserver refuses the token once
/// that pod (with that UID) is gone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoundPod {
    /// The pod's name.
    pub name: String,
    /// The pod's UID.
    pub uid: String,
}

/// What to ask for.
#[derive(Clone, PartialEq, Eq)]
pub struct TokenRequestParams {
    /// The service account's namespace.
    pub namespace: String,
    /// The service account's name.
    pub service_account: String,
    /// `spec.audiences` (Vault's kubernetes auth role checks one of them).
    pub audiences: Vec<String>,
    /// `spec.expirationSeconds` (the apiserver refuses less than 600).
    pub expiration_seconds: i64,
    /// `spec.boundObjectRef`, if the token is for one pod.
    pub bound_pod: Option<BoundPod>,
    /// Send `dryRun=All` (for dry-run admissions). kube-apiserver has no dry-run branch
    /// for TokenRequest, which stores nothing: it still signs and returns a real token,
    /// so a dry run must not use it to log in anywhere.
    pub dry_run: bool,
}

/// An issued token.
pub struct IssuedToken {
    /// The JWT.
    pub token: SecretString,
    /// `status.expirationTimestamp` (RFC 3339).
    pub expiration_timestamp: String,
}

impl fmt::Debug for IssuedToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("IssuedToken")
            .field("token", &self.token)
            .field("expiration_timestamp", &self.expiration_timestamp)
            .finish()
    }
}

// Written by hand (the tidy rule for types named *Token*), though nothing here is secret.
impl fmt::Debug for TokenRequestParams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TokenRequestParams")
            .field("namespace", &self.namespace)
            .field("service_account", &self.service_account)
            .field("audiences", &self.audiences)
            .field("expiration_seconds", &self.expiration_seconds)
            .field("bound_pod", &self.bound_pod)
            .field("dry_run", &self.dry_run)
            .finish()
    }
}

#[derive(Deserialize)]
struct Answer {
    status: AnswerStatus,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct AnswerStatus {
    #[serde(default = "empty_secret")]
    token: SecretString,
    #[serde(default)]
    expiration_timestamp: String,
}

fn empty_secret() -> SecretString {
    SecretString::new(String::new())
}

/// The body of a TokenRequest (also used by the tests to compare with a recording).
pub(crate) fn request_body(params: &TokenRequestParams) -> TokenRequest {
    TokenRequest {
        metadata: ObjectMeta {
            name: Some(params.service_account.clone()),
            namespace: Some(params.namespace.clone()),
            ..ObjectMeta::default()
        },
        spec: TokenRequestSpec {
            audiences: params.audiences.clone(),
            bound_object_ref: params.bound_pod.as_ref().map(|pod| BoundObjectReference {
                api_version: Some("v1".to_owned()),
                kind: Some("Pod".to_owned()),
                name: Some(pod.name.clone()),
                uid: Some(pod.uid.clone()),
            }),
            expiration_seconds: Some(params.expiration_seconds),
        },
        status: None,
    }
}

impl Client {
    /// Asks the apiserver for a service-account token
    /// (`POST .../serviceaccounts/<sa>/token`).
    pub fn request_token(&self, params: &TokenRequestParams) -> Result<IssuedToken, Error> {
        check_name("namespace", &params.namespace)?;
        check_name("service account", &params.service_account)?;
        let body = serde_json::to_vec(&request_body(params)).map_err(|e| Error::Decode {
            request: "TokenRequest".to_owned(),
            reason: crate::k8s::client::describe_json_error(&e),
        })?;
        let mut path = format!(
            "/api/v1/namespaces/{}/serviceaccounts/{}/token",
            params.namespace, params.service_account
        );
        if params.dry_run {
            path.push_str("?dryRun=All");
        }
        let answer: Answer = self.json(Method::POST, &path, Some(&body), limits::K8S_BODY_MAX)?;
        Ok(IssuedToken {
            token: answer.status.token,
            expiration_timestamp: answer.status.expiration_timestamp,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_body_matches_recording() {
        let params = TokenRequestParams {
            namespace: "apps".into(),
            service_account: "web".into(),
            audiences: vec!["openbao".into()],
            expiration_seconds: 600,
            bound_pod: Some(BoundPod {
                name: "web-7d9f8-abcde".into(),
                uid: "6f1b0b5e-3c1d-4b8a-9a53-1f2e3d4c5b6a".into(),
            }),
            dry_run: false,
        };
        let body = serde_json::to_value(request_body(&params)).unwrap();
        let mut recorded: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/data/k8s/token-request.json")).unwrap();
        let answer: Answer = serde_json::from_value(recorded.clone()).unwrap();
        assert!(answer.status.token.expose_secret().starts_with("eyJ"));
        assert_eq!(answer.status.expiration_timestamp, "2026-11-29T21:20:11Z");
        let object = recorded.as_object_mut().unwrap();
        object.remove("status");
        object["metadata"]
            .as_object_mut()
            .unwrap()
            .remove("creationTimestamp");
        assert_eq!(body, recorded);
    }

    #[test]
    fn debug_never_shows_the_token() {
        let token = IssuedToken {
            token: SecretString::new("eyJhbGciOi.secret.sig".into()),
            expiration_timestamp: "t".into(),
        };
        assert!(!format!("{token:?}").contains("eyJ"));
    }
}
