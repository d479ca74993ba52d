//! The admission endpoint's transport: what happens to an HTTP request before and after
//! the mutation. It exists apart from `mutate` so that every request the apiserver (or
//! anyone who reaches the port) sends is checked the same way, whatever the mutation does:
//! `application/json` only, no empty body, a body cap (the server answers 413 before reading
//! it), a nesting-depth check before serde, then an AdmissionReview `v1` or `v1beta1`
//! answered in its own version with its `request.uid`. The mutation runs under
//! `catch_unwind`: a bug answers that request with HTTP 500 (an AdmissionReview failure, as
//! the original's recovery middleware answered) and a metric; the worker goes on.
//!
//! Any path is served, as the original's root mux did.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::time::Instant;

use crate::http::{Handler, Request, Response};
use crate::injector::Mutator;
use crate::injector::review::{self, Review, Status, Version};
use crate::limits;
use crate::logger;
use crate::metrics;
use crate::runtime::panics;

/// The `webhook_id` label of the kubewebhook histogram: the original's webhook id.
pub const WEBHOOK_ID: &str = "pod-annotate";

/// The HTTP handler of the webhook port.
pub struct Endpoint {
    mutator: Arc<dyn Mutator>,
    max_body_bytes: usize,
    max_depth: usize,
}

impl std::fmt::Debug for Endpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Endpoint")
            .field("max_body_bytes", &self.max_body_bytes)
            .field("max_depth", &self.max_depth)
            .finish_non_exhaustive()
    }
}

impl Endpoint {
    /// An endpoint handing each review to `mutator`, with the caps of `limits.rs`.
    pub fn new(mutator: Arc<dyn Mutator>) -> Endpoint {
        Endpoint {
            mutator,
            max_body_bytes: limits::WEBHOOK_MAX_BODY_BYTES,
            max_depth: limits::WEBHOOK_MAX_JSON_DEPTH,
        }
    }

    /// Answers one request (the [`Handler`] implementation calls this).
    pub fn answer(&self, request: &Request) -> Response {
        let received = Instant::now();
        let refused = |response: Response| {
            logger::debug(
                "admission request refused",
                &[
                    ("peer", &request.peer.to_string()),
                    ("status", &response.status.to_string()),
                    ("error", String::from_utf8_lossy(&response.body).trim_end()),
                ],
            );
            response
        };
        if let Err(refusal) = self.check(request) {
            return refused(refusal);
        }
        let review = match review::parse(&request.body) {
            Ok(review) => review,
            Err(error) => return refused(bad_request(&error.to_string())),
        };
        let outcome = catch_unwind(AssertUnwindSafe(|| self.mutator.mutate(&review, received)));
        let (status, response) = match outcome {
            Ok(response) => (200, response),
            Err(_) => {
                metrics::global().webhook_panics_total.inc();
                // The location only: the payload may quote a value, a credential among them
                // (see `runtime::panics`).
                logger::error(
                    "admission review panicked",
                    &[
                        ("namespace", &review.request.namespace),
                        ("uid", &review.request.uid),
                        ("error", &panics::report()),
                    ],
                );
                (500, internal_error(&review.request.uid))
            }
        };
        // Whatever the mutator wrote, the answer is about this request.
        let response = review::Response {
            uid: review.request.uid.clone(),
            ..response
        };
        if status != 200 || !self.mutator.records_review_duration() {
            observe(&review, &response, received);
        }
        Response::json(status, response.to_json(review.version))
    }

    /// The checks made before the body is parsed: each failure is the answer.
    fn check(&self, request: &Request) -> Result<(), Response> {
        if !is_json(request.header("content-type")) {
            return Err(bad_request("the content type must be application/json"));
        }
        if request.body.is_empty() {
            return Err(bad_request("the body is empty"));
        }
        // The server refuses a larger body before reading it; this covers a server set up
        // with a larger cap.
        if request.body.len() > self.max_body_bytes {
            return Err(Response::text(
                413,
                &format!("request body larger than {} bytes\n", self.max_body_bytes),
            ));
        }
        if let Err(depth) = check_depth(&request.body, self.max_depth) {
            return Err(bad_request(&format!(
                "the body nests arrays and objects deeper than {depth} levels"
            )));
        }
        Ok(())
    }
}

impl Handler for Endpoint {
    fn handle(&self, request: &Request) -> Response {
        self.answer(request)
    }
}

/// A 400 answer in plain text, as the original's kubewebhook answered a body it could not
/// read.
fn bad_request(message: &str) -> Response {
    Response::text(400, &format!("{message}\n"))
}

/// The AdmissionReview answer of a request whose handling failed: not allowed, code 500.
fn internal_error(uid: &str) -> review::Response {
    review::Response {
        uid: uid.to_owned(),
        allowed: false,
        patch_type: None,
        patch: None,
        status: Some(Status {
            status: "Failure",
            code: 500,
            message: "internal error in vault-db-injector while handling this pod; the error is logged with the request uid".to_owned(),
            reason: "InternalError",
        }),
        warnings: Vec::new(),
    }
}

/// Whether a `Content-Type` is `application/json`, with or without parameters
/// (`; charset=utf-8`), in any case.
pub fn is_json(content_type: Option<&str>) -> bool {
    content_type
        .and_then(|value| value.split(';').next())
        .is_some_and(|media| media.trim().eq_ignore_ascii_case("application/json"))
}

/// Checks that arrays and objects in `body` nest at most `max` deep, without parsing it:
/// brackets inside strings do not count. `Err(max)` when deeper. Malformed JSON passes
/// (serde refuses it next); the point is that serde never recurses deep.
pub fn check_depth(body: &[u8], max: usize) -> Result<(), usize> {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for &byte in body {
        if in_string {
            if escaped {
                escaped = false;
            } else if byte == b'\\' {
                escaped = true;
            } else if byte == b'"' {
                in_string = false;
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth = depth.saturating_add(1);
                if depth > max {
                    return Err(max);
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

/// Records `kubewebhook_mutating_webhook_review_duration_seconds` with the original's labels.
pub fn observe(review: &Review, response: &review::Response, received: Instant) {
    let request = &review.request;
    let version = match review.version {
        Version::V1 => "v1",
        Version::V1beta1 => "v1beta1",
    };
    let flag = |value: bool| if value { "true" } else { "false" };
    metrics::global()
        .kubewebhook_mutating_webhook_review_duration_seconds
        .with(&[
            WEBHOOK_ID,
            version,
            &request.namespace,
            &request.metric_kind(),
            request.metric_operation(),
            flag(request.dry_run.unwrap_or(false)),
            flag(response.allowed),
            flag(response.patch.is_some()),
        ])
        .observe(received.elapsed().as_secs_f64());
}

#[cfg(test)]
mod tests {
    use std::net::SocketAddr;
    use std::time::Duration;

    use serde_json::Value;

    use super::*;

    /// Allows, patching when the pod's namespace is `patch`; panics in namespace `panic`.
    struct Test;

    impl Mutator for Test {
        fn mutate(&self, review: &Review, _received: Instant) -> review::Response {
            match review.request.namespace.as_str() {
                "panic" => panic!("mutator bug on purpose"),
                "patch" => review::Response::patched("ignored", b"[{\"op\":\"add\"}]"),
                "slow" => {
                    std::thread::sleep(Duration::from_millis(20));
                    review::Response::allow(&review.request.uid)
                }
                _ => review::Response::allow(&review.request.uid),
            }
        }
    }

    fn request(content_type: Option<&str>, body: &[u8]) -> Request {
        let mut headers = Vec::new();
        if let Some(value) = content_type {
            headers.push(("content-type".to_owned(), value.to_owned()));
        }
        Request {
            method: "POST".to_owned(),
            path: "/anything".to_owned(),
            query: None,
            headers,
            body: body.to_vec(),
            peer: SocketAddr::from(([127, 0, 0, 1], 1)),
            client_certificate: false,
        }
    }

    fn review_body(version: &str, namespace: &str) -> Vec<u8> {
        format!(
            r#"{{"apiVersion":"admission.k8s.io/{version}","kind":"AdmissionReview","request":{{"uid":"uid-7","kind":{{"group":"","version":"v1","kind":"Pod"}},"namespace":"{namespace}","operation":"CREATE","object":{{}}}}}}"#
        )
        .into_bytes()
    }

    /// What an answer must be: the status, then for 200/500 the apiVersion and allowed,
    /// else a piece of the text.
    fn check(content_type: Option<&str>, body: &[u8], status: u16, expect: &str) {
        let endpoint = Endpoint::new(Arc::new(Test));
        let answer = endpoint.answer(&request(content_type, body));
        let text = String::from_utf8_lossy(&answer.body).into_owned();
        assert_eq!(answer.status, status, "{text}");
        if status == 200 || status == 500 {
            let value: Value = serde_json::from_slice(&answer.body).unwrap();
            assert_eq!(value["kind"], "AdmissionReview");
            assert_eq!(value["response"]["uid"], "uid-7", "{text}");
            let got = format!(
                "{} allowed={} patch={}",
                value["apiVersion"].as_str().unwrap(),
                value["response"]["allowed"],
                value["response"].get("patch").is_some()
            );
            assert_eq!(got, expect);
        } else {
            assert!(text.contains(expect), "{text} lacks {expect}");
        }
    }

    #[test]
    fn answers() {
        let json = Some("application/json");
        let v1 = review_body("v1", "apps");
        check(
            json,
            &v1,
            200,
            "admission.k8s.io/v1 allowed=true patch=false",
        );
        check(
            Some("Application/JSON; charset=utf-8"),
            &review_body("v1beta1", "apps"),
            200,
            "admission.k8s.io/v1beta1 allowed=true patch=false",
        );
        // The uid is the request's even when the mutator wrote another.
        check(
            json,
            &review_body("v1", "patch"),
            200,
            "admission.k8s.io/v1 allowed=true patch=true",
        );
        check(
            json,
            &review_body("v1beta1", "panic"),
            500,
            "admission.k8s.io/v1beta1 allowed=false patch=false",
        );
        check(None, &v1, 400, "application/json");
        check(Some("text/plain"), &v1, 400, "application/json");
        check(Some("application/jsonx"), &v1, 400, "application/json");
        check(json, b"", 400, "the body is empty");
        check(json, b"{not json", 400, "not an AdmissionReview");
        check(json, b"[]", 400, "not an AdmissionReview");
        check(
            json,
            br#"{"apiVersion":"v1","kind":"Pod"}"#,
            400,
            "expected an AdmissionReview",
        );
        check(
            json,
            br#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{}}"#,
            400,
            "no request.uid",
        );
        let deep = format!("{}{}", "[".repeat(65), "]".repeat(65));
        check(json, deep.as_bytes(), 400, "deeper than 64 levels");
        let deep = format!(
            r#"{{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{{"uid":"x","object":{}1{}}}}}"#,
            "{\"a\":".repeat(400_000),
            "}".repeat(400_000)
        );
        check(json, deep.as_bytes(), 400, "deeper than 64 levels");
    }

    #[test]
    fn oversized_bodies_are_refused() {
        let endpoint = Endpoint {
            mutator: Arc::new(Test),
            max_body_bytes: 10,
            max_depth: 64,
        };
        let answer = endpoint.answer(&request(Some("application/json"), &[b' '; 11]));
        assert_eq!(answer.status, 413);
    }

    #[test]
    fn depth() {
        let check = |body: &str, expect: Result<(), usize>| {
            assert_eq!(check_depth(body.as_bytes(), 3), expect, "{body}");
        };
        check("", Ok(()));
        check("[[[]]]", Ok(()));
        check("[[[[]]]]", Err(3));
        check(r#"{"a":{"b":{"c":1}}}"#, Ok(()));
        check(r#"{"a":{"b":{"c":{}}}}"#, Err(3));
        // Brackets in strings, escaped quotes included, do not count.
        check(r#"["[[[[", "\"[[[[", "\\"]"#, Ok(()));
        check(r#"["\\", [[[]]]]"#, Err(3));
        // Unbalanced closing brackets never underflow.
        check("]]]]][[[", Ok(()));
    }

    #[test]
    fn depth_never_panics_on_random_bytes() {
        let (seed, mut next) = crate::testutil::splitmix64(0x5eed_u64);
        for case in 0..2000 {
            let len = usize::try_from(next() % 256).unwrap();
            let alphabet = b"[]{}\"\\ a,:";
            let body: Vec<u8> = (0..len)
                .map(|_| alphabet[usize::try_from(next() % 10).unwrap()])
                .collect();
            // The scanner agrees with serde: a body serde parses within the depth passes.
            let scanned = check_depth(&body, 8);
            if let Ok(value) = serde_json::from_slice::<Value>(&body) {
                fn nesting(value: &Value) -> usize {
                    match value {
                        Value::Array(items) => 1 + items.iter().map(nesting).max().unwrap_or(0),
                        Value::Object(map) => 1 + map.values().map(nesting).max().unwrap_or(0),
                        _ => 0,
                    }
                }
                assert_eq!(
                    scanned.is_ok(),
                    nesting(&value) <= 8,
                    "seed {seed} case {case}: {}",
                    String::from_utf8_lossy(&body)
                );
            }
        }
    }

    #[test]
    fn json_content_types() {
        let check =
            |value: Option<&str>, expect: bool| assert_eq!(is_json(value), expect, "{value:?}");
        check(Some("application/json"), true);
        check(Some(" application/json ; charset=utf-8"), true);
        check(Some("APPLICATION/JSON"), true);
        check(Some("application/json-patch+json"), false);
        check(Some(""), false);
        check(None, false);
    }
}
