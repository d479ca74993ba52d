//! AdmissionReview types (`admission.k8s.io/v1` and `v1beta1`), which k8s-openapi does not
//! have.
//!
//! Only the fields the webhook reads are decoded; the pod itself stays a `serde_json::Value`
//! so that the patch is computed against exactly what the apiserver sent. The answer is
//! written in the version the review came in (the original accepted both). serde_json's
//! recursion limit turns a deeply nested body into an error, not a stack overflow.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::base64;

/// The two API versions accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Version {
    /// `admission.k8s.io/v1`.
    V1,
    /// `admission.k8s.io/v1beta1`.
    V1beta1,
}

impl Version {
    /// The `apiVersion` string.
    pub fn as_str(self) -> &'static str {
        match self {
            Version::V1 => "admission.k8s.io/v1",
            Version::V1beta1 => "admission.k8s.io/v1beta1",
        }
    }
}

/// Group, version and kind of the reviewed object.
#[derive(Debug, Clone, Default, Deserialize, PartialEq, Eq)]
#[serde(default)]
pub struct Gvk {
    /// The API group (`""` for core).
    pub group: String,
    /// The version.
    pub version: String,
    /// The kind.
    pub kind: String,
}

/// Group, version and resource of the reviewed object.
#[derive(Debug, Clone, Default, Deserialize, PartialEq, Eq)]
#[serde(default)]
pub struct Gvr {
    /// The API group.
    pub group: String,
    /// The version.
    pub version: String,
    /// The resource (`pods`).
    pub resource: String,
}

/// `request` of an AdmissionReview.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Request {
    /// The request's uid, echoed in the answer.
    pub uid: String,
    /// The object's kind.
    pub kind: Gvk,
    /// The resource.
    pub resource: Gvr,
    /// The subresource, if any.
    pub sub_resource: String,
    /// The object's name (often empty at CREATE: `generateName`).
    pub name: String,
    /// The namespace of the request: always set for namespaced objects, unlike the
    /// object's own `metadata.namespace`.
    pub namespace: String,
    /// CREATE, UPDATE, DELETE or CONNECT.
    pub operation: String,
    /// The object (a pod for us).
    pub object: Value,
    /// Whether nothing may be persisted.
    pub dry_run: Option<bool>,
    /// The kind as the client asked for it, when the apiserver converted the object
    /// (`requestKind`); the metrics prefer it, as kubewebhook did.
    pub request_kind: Option<Gvk>,
}

impl Request {
    /// The `resource_kind` label of the kubewebhook metrics, as the Go original's library
    /// wrote it: `group/version/kind` of `requestKind` (else `kind`) with empty parts
    /// trimmed from the ends, so a core pod is `v1/Pod` and a deployment `apps/v1/Deployment`.
    pub fn metric_kind(&self) -> String {
        let gvk = self.request_kind.as_ref().unwrap_or(&self.kind);
        let joined = format!("{}/{}/{}", gvk.group, gvk.version, gvk.kind);
        joined.trim_matches('/').to_owned()
    }

    /// The `operation` label of the kubewebhook metrics: the library's lower-case names,
    /// `unknown` for anything else (which also bounds the label's values).
    pub fn metric_operation(&self) -> &'static str {
        match self.operation.as_str() {
            "CREATE" => "create",
            "UPDATE" => "update",
            "DELETE" => "delete",
            "CONNECT" => "connect",
            _ => "unknown",
        }
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Incoming {
    #[serde(default)]
    api_version: String,
    #[serde(default)]
    kind: String,
    request: Option<Request>,
}

/// A review that was read.
#[derive(Debug, Clone)]
pub struct Review {
    /// Its version, for the answer.
    pub version: Version,
    /// The request.
    pub request: Request,
}

/// Why a body is not a review we can answer. Answered with HTTP 400.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Not JSON, or not the shape of a review (serde's classification, never the input).
    Json(String),
    /// Another kind or apiVersion.
    NotAReview {
        /// The apiVersion sent, cut short.
        api_version: String,
        /// The kind sent, cut short.
        kind: String,
    },
    /// No `request`, or an empty `request.uid`.
    NoUid,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Json(reason) => write!(f, "the body is not an AdmissionReview: {reason}"),
            Error::NotAReview { api_version, kind } => write!(
                f,
                "expected an AdmissionReview of admission.k8s.io/v1 or v1beta1, got kind {kind:?} of {api_version:?}"
            ),
            Error::NoUid => f.write_str("the AdmissionReview has no request.uid"),
        }
    }
}

impl std::error::Error for Error {}

fn cut(text: &str) -> String {
    text.chars().take(64).collect()
}

/// Reads a review.
pub fn parse(body: &[u8]) -> Result<Review, Error> {
    let incoming: Incoming = serde_json::from_slice(body).map_err(|e| {
        // serde's message may quote input; keep its category and position only.
        Error::Json(format!(
            "{:?} error at line {} column {}",
            e.classify(),
            e.line(),
            e.column()
        ))
    })?;
    let version = match (incoming.api_version.as_str(), incoming.kind.as_str()) {
        ("admission.k8s.io/v1", "AdmissionReview") => Version::V1,
        ("admission.k8s.io/v1beta1", "AdmissionReview") => Version::V1beta1,
        _ => {
            return Err(Error::NotAReview {
                api_version: cut(&incoming.api_version),
                kind: cut(&incoming.kind),
            });
        }
    };
    let request = incoming.request.ok_or(Error::NoUid)?;
    if request.uid.is_empty() {
        return Err(Error::NoUid);
    }
    Ok(Review { version, request })
}

/// `response.status` of a denial.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Status {
    /// `Failure`.
    pub status: &'static str,
    /// The code (400, 403, 429, 503).
    pub code: u16,
    /// What to fix, with the contextID; shown verbatim by kubectl.
    pub message: String,
    /// A machine-readable reason (`BadRequest`, `Forbidden`, `TooManyRequests`,
    /// `ServiceUnavailable`).
    pub reason: &'static str,
}

/// `response` of an AdmissionReview.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Response {
    /// The request's uid.
    pub uid: String,
    /// Whether the pod is admitted.
    pub allowed: bool,
    /// `JSONPatch` when a patch is given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub patch_type: Option<&'static str>,
    /// The base64 of the patch.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub patch: Option<String>,
    /// The denial.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<Status>,
    /// Warnings shown to the user (`kubectl` prints them).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

impl Response {
    /// Allowed, unchanged.
    pub fn allow(uid: &str) -> Response {
        Response {
            uid: uid.to_owned(),
            allowed: true,
            patch_type: None,
            patch: None,
            status: None,
            warnings: Vec::new(),
        }
    }

    /// Allowed with a patch (an empty patch is no patch).
    pub fn patched(uid: &str, patch_json: &[u8]) -> Response {
        let mut response = Response::allow(uid);
        if patch_json != b"[]" && !patch_json.is_empty() {
            response.patch_type = Some("JSONPatch");
            response.patch = Some(base64::encode(patch_json));
        }
        response
    }

    /// Denied with a code and message.
    pub fn deny(uid: &str, code: u16, message: String) -> Response {
        let reason = match code {
            400 => "BadRequest",
            403 => "Forbidden",
            429 => "TooManyRequests",
            _ => "ServiceUnavailable",
        };
        Response {
            uid: uid.to_owned(),
            allowed: false,
            patch_type: None,
            patch: None,
            status: Some(Status {
                status: "Failure",
                code,
                message,
                reason,
            }),
            warnings: Vec::new(),
        }
    }

    /// The whole AdmissionReview answer, in `version`.
    pub fn to_json(&self, version: Version) -> Vec<u8> {
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Outgoing<'a> {
            api_version: &'static str,
            kind: &'static str,
            response: &'a Response,
        }
        serde_json::to_vec(&Outgoing {
            api_version: version.as_str(),
            kind: "AdmissionReview",
            response: self,
        })
        // Plain strings and numbers always serialise; this fallback is never used.
        .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(body: &str, expect: Result<(Version, &str), Error>) {
        let got = parse(body.as_bytes()).map(|r| (r.version, r.request.uid));
        assert_eq!(
            got.as_ref().map(|(v, u)| (*v, u.as_str())),
            expect.as_ref().map(|(v, u)| (*v, *u)),
            "{body}"
        );
    }

    #[test]
    fn reviews() {
        check(
            r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{"uid":"u1","namespace":"ns","operation":"CREATE","object":{}}}"#,
            Ok((Version::V1, "u1")),
        );
        check(
            r#"{"apiVersion":"admission.k8s.io/v1beta1","kind":"AdmissionReview","request":{"uid":"u2"}}"#,
            Ok((Version::V1beta1, "u2")),
        );
        check(
            r#"{"apiVersion":"v1","kind":"Pod"}"#,
            Err(Error::NotAReview {
                api_version: "v1".into(),
                kind: "Pod".into(),
            }),
        );
        check(
            r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{"uid":""}}"#,
            Err(Error::NoUid),
        );
        check(
            r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview"}"#,
            Err(Error::NoUid),
        );
        assert!(matches!(parse(b""), Err(Error::Json(_))));
        assert!(matches!(parse(b"{not json"), Err(Error::Json(_))));
        let deep = format!(
            r#"{{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{{"uid":"x","object":{}1{}}}}}"#,
            "[".repeat(100_000),
            "]".repeat(100_000)
        );
        assert!(matches!(parse(deep.as_bytes()), Err(Error::Json(_))));
    }

    #[test]
    fn answers() {
        let body = Response::patched("u", b"[{}]").to_json(Version::V1beta1);
        let value: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(value["apiVersion"], "admission.k8s.io/v1beta1");
        assert_eq!(value["response"]["uid"], "u");
        assert_eq!(value["response"]["patch"], "W3t9XQ==");
        assert_eq!(value["response"]["patchType"], "JSONPatch");
        let body = Response::patched("u", b"[]").to_json(Version::V1);
        let value: Value = serde_json::from_slice(&body).unwrap();
        assert!(value["response"].get("patch").is_none());
        let body = Response::deny("u", 403, "no".into()).to_json(Version::V1);
        let value: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(value["response"]["allowed"], false);
        assert_eq!(value["response"]["status"]["code"], 403);
        assert_eq!(value["response"]["status"]["reason"], "Forbidden");
    }

    #[test]
    fn metric_labels_are_the_go_libraries_values() {
        let review = |body: &str| parse(body.as_bytes()).unwrap().request;
        let pod = review(
            r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{"uid":"u","kind":{"group":"","version":"v1","kind":"Pod"},"operation":"CREATE","object":{}}}"#,
        );
        assert_eq!(pod.metric_kind(), "v1/Pod");
        assert_eq!(pod.metric_operation(), "create");
        let converted = review(
            r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{"uid":"u","kind":{"group":"apps","version":"v1","kind":"Deployment"},"requestKind":{"group":"apps","version":"v1beta2","kind":"Deployment"},"operation":"UPDATE","object":{}}}"#,
        );
        assert_eq!(converted.metric_kind(), "apps/v1beta2/Deployment");
        assert_eq!(converted.metric_operation(), "update");
        let odd = review(
            r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{"uid":"u","operation":"PATCH","object":{}}}"#,
        );
        assert_eq!(odd.metric_kind(), "");
        assert_eq!(odd.metric_operation(), "unknown");
    }
}
