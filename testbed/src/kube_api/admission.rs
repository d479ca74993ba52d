//! The apiserver's side of mutating admission: build an AdmissionReview for a pod CREATE,
//! POST it to the webhook over HTTPS, check the answer as kube-apiserver does (kind, uid,
//! patchType), apply the JSON Patch with the double's own RFC 6902 code, and turn a denial
//! or a failure into the Status the apiserver would answer.

use serde_json::{Value, json};

use crate::kube_api::http::{WebhookTarget, post_https};
use crate::kube_api::{MutatingWebhook, Shared, UserInfo, base64, jwt, patch};

/// A refusal: HTTP code, Status reason, Status message.
pub(crate) type Refusal = (u16, String, String);

/// Runs `webhook` on `object` (a pod about to be created in `namespace`). Returns the
/// patched object and the webhook's warnings.
pub(crate) fn admit(
    shared: &Shared,
    webhook: &MutatingWebhook,
    object: &Value,
    namespace: &str,
    dry_run: bool,
    user: &UserInfo,
) -> Result<(Value, Vec<String>), Refusal> {
    if let Some((key, value)) = &webhook.object_label {
        let matches = object
            .pointer("/metadata/labels")
            .and_then(|l| l.get(key))
            .and_then(Value::as_str)
            == Some(value.as_str());
        if !matches {
            return Ok((object.clone(), Vec::new()));
        }
    }
    let uid = jwt::uuid_v4();
    let group_version_kind = json!({"group": "", "version": "v1", "kind": "Pod"});
    let group_version_resource = json!({"group": "", "version": "v1", "resource": "pods"});
    let mut request = json!({
        "uid": uid,
        "kind": group_version_kind,
        "resource": group_version_resource,
        "requestKind": group_version_kind,
        "requestResource": group_version_resource,
        "namespace": namespace,
        "operation": "CREATE",
        "userInfo": user,
        "object": object,
        "oldObject": null,
        "dryRun": dry_run,
        "options": {"apiVersion": "meta.k8s.io/v1", "kind": "CreateOptions"},
    });
    // The apiserver omits an empty name (a pod created with generateName has none yet).
    if let Some(name) = object.pointer("/metadata/name").and_then(Value::as_str)
        && !name.is_empty()
    {
        request["name"] = json!(name);
    }
    if dry_run {
        request["options"]["dryRun"] = json!(["All"]);
    }
    let review = json!({
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "request": request,
    });
    shared.lock().admission_reviews.push(review.clone());
    match call(webhook, &review, &uid) {
        Ok(Verdict::Allowed {
            patch: None,
            warnings,
        }) => Ok((object.clone(), warnings)),
        Ok(Verdict::Allowed {
            patch: Some(bytes),
            warnings,
        }) => match patch::apply(object, &bytes) {
            Ok(patched) => Ok((patched, warnings)),
            Err(e) => Err((
                500,
                "InternalError".into(),
                format!(
                    "Internal error occurred: admission webhook {:?} returned an invalid patch: {e}",
                    webhook.name
                ),
            )),
        },
        Ok(Verdict::Denied {
            code,
            reason,
            message,
        }) => {
            let denied = format!("admission webhook {:?} denied the request", webhook.name);
            // As webhookerrors.ToStatusErr: the message, else the reason, else a stock text.
            let message = if !message.is_empty() {
                format!("{denied}: {message}")
            } else if !reason.is_empty() {
                format!("{denied}: {reason}")
            } else {
                format!("{denied} without explanation")
            };
            Err((code, reason, message))
        }
        Err(e) if webhook.ignore_failures => {
            let _ = e;
            Ok((object.clone(), Vec::new()))
        }
        Err(e) => Err((
            500,
            "InternalError".into(),
            format!(
                "Internal error occurred: failed calling webhook {:?}: {e}",
                webhook.name
            ),
        )),
    }
}

enum Verdict {
    Allowed {
        patch: Option<Vec<u8>>,
        warnings: Vec<String>,
    },
    Denied {
        code: u16,
        reason: String,
        message: String,
    },
}

fn call(webhook: &MutatingWebhook, review: &Value, uid: &str) -> Result<Verdict, String> {
    let target = WebhookTarget {
        url: &webhook.url,
        ca_pem: &webhook.ca_pem,
        client_cert: webhook
            .client_cert
            .as_ref()
            .map(|pair| (pair.cert.as_path(), pair.key.as_path())),
        timeout: webhook.timeout,
    };
    let (status, body) = post_https(&target, review.to_string().as_bytes())
        .map_err(|e| format!("failed to call webhook: {e}"))?;
    if status != 200 {
        return Err(format!(
            "received invalid webhook response: http status {status}"
        ));
    }
    let answer: Value = serde_json::from_slice(&body)
        .map_err(|e| format!("received invalid webhook response: {e}"))?;
    if answer.get("apiVersion").and_then(Value::as_str) != Some("admission.k8s.io/v1")
        || answer.get("kind").and_then(Value::as_str) != Some("AdmissionReview")
    {
        return Err(
            "expected webhook response of admission.k8s.io/v1, Kind=AdmissionReview".into(),
        );
    }
    let response = answer
        .get("response")
        .ok_or("webhook response was absent")?;
    let got_uid = response.get("uid").and_then(Value::as_str).unwrap_or("");
    if got_uid != uid {
        return Err(format!("expected response.uid={uid:?}, got {got_uid:?}"));
    }
    let warnings = response
        .get("warnings")
        .and_then(Value::as_array)
        .map(|w| {
            w.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default();
    let allowed = response
        .get("allowed")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    if !allowed {
        let status = response.get("status");
        let code = status
            .and_then(|s| s.get("code"))
            .and_then(Value::as_u64)
            .and_then(|c| u16::try_from(c).ok())
            .filter(|c| *c >= 400)
            .unwrap_or(400);
        let text = |key: &str| {
            status
                .and_then(|s| s.get(key))
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned()
        };
        return Ok(Verdict::Denied {
            code,
            reason: text("reason"),
            message: text("message"),
        });
    }
    let patch = match response.get("patch").and_then(Value::as_str) {
        None => None,
        Some(encoded) => {
            if response.get("patchType").and_then(Value::as_str) != Some("JSONPatch") {
                return Err("webhook returned a patch without patchType JSONPatch".into());
            }
            Some(base64::decode(encoded).ok_or("webhook patch is not base64")?)
        }
    };
    Ok(Verdict::Allowed { patch, warnings })
}
