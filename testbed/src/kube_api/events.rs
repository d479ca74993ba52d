//! Events (`events.k8s.io/v1`) in the double: create with the apiserver's validation of the
//! fields its Event validation requires (`eventTime`, `reportingController`,
//! `reportingInstance`, `action`, `reason`, a `type` of Normal or Warning, a note of at most
//! 1 kB, a series with a count of at least 2 and a `lastObservedTime`, a `regarding`
//! namespace equal to the Event's), get, list, and PATCH with a JSON merge patch (RFC 7386)
//! or a strategic merge patch (the same thing for Event's plain fields).

use k8s_openapi::api::events::v1::Event;
use serde_json::Value;

use crate::kube_api::http::{HttpRequest, Reply};
use crate::kube_api::{Shared, json_reply, jwt, object_status_reply, status_reply};

const GROUP: &str = "events.k8s.io";

/// The apiserver's validation of an events.k8s.io/v1 Event; `Err` is the 422 message.
pub(crate) fn validate(namespace: &str, event: &Event) -> Result<(), String> {
    let name = event.metadata.name.clone().unwrap_or_default();
    let invalid = |field: &str, why: &str| {
        Err(format!(
            "Event.events.k8s.io \"{name}\" is invalid: {field}: {why}"
        ))
    };
    if name.is_empty() {
        return invalid(
            "metadata.name",
            "Required value: name or generateName is required",
        );
    }
    if event.event_time.is_none() {
        return invalid("eventTime", "Required value");
    }
    for (field, value, max) in [
        ("reportingController", &event.reporting_controller, 128),
        ("reportingInstance", &event.reporting_instance, 128),
        ("action", &event.action, 128),
        ("reason", &event.reason, 128),
    ] {
        match value.as_deref() {
            None | Some("") => return invalid(field, "Required value"),
            Some(v) if v.len() > max => {
                return invalid(
                    field,
                    &format!("Too long: may not be more than {max} bytes"),
                );
            }
            Some(_) => {}
        }
    }
    match event.type_.as_deref() {
        Some("Normal" | "Warning") => {}
        _ => {
            return invalid(
                "type",
                "Unsupported value: supported values: \"Normal\", \"Warning\"",
            );
        }
    }
    if event.note.as_deref().is_some_and(|n| n.len() > 1024) {
        return invalid("note", "Too long: may not be more than 1024 bytes");
    }
    if let Some(series) = &event.series
        && series.count < 2
    {
        return invalid("series.count", "Invalid value: should be at least 2");
    }
    if let Some(ns) = event
        .regarding
        .as_ref()
        .and_then(|r| r.namespace.as_deref())
        && !ns.is_empty()
        && ns != namespace
    {
        return invalid(
            "regarding.namespace",
            "Invalid value: does not match event.namespace",
        );
    }
    Ok(())
}

/// The fields the apiserver lets a `fieldSelector` on events.k8s.io Events name (a subset:
/// the ones a client of the product uses), and each one's value in `event`.
fn event_field(event: &Event, field: &str) -> Option<String> {
    let regarding = event.regarding.clone().unwrap_or_default();
    let value = match field {
        "metadata.name" => event.metadata.name.clone(),
        "metadata.namespace" => event.metadata.namespace.clone(),
        "reason" => event.reason.clone(),
        "type" => event.type_.clone(),
        "reportingController" => event.reporting_controller.clone(),
        "regarding.kind" => regarding.kind,
        "regarding.name" => regarding.name,
        "regarding.namespace" => regarding.namespace,
        "regarding.uid" => regarding.uid,
        _ => return None,
    };
    Some(value.unwrap_or_default())
}

/// A parsed `fieldSelector`: (field, equal, value), every one must hold.
fn field_selector(text: &str) -> Result<Vec<(String, bool, String)>, String> {
    let mut out = Vec::new();
    for part in text.split(',').filter(|p| !p.is_empty()) {
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
        if event_field(&Event::default(), field).is_none() {
            return Err(format!("field label not supported: {field}"));
        }
        out.push((field.to_owned(), equal, value.trim().to_owned()));
    }
    Ok(out)
}

pub(crate) fn collection(shared: &Shared, namespace: &str, request: &HttpRequest) -> Reply {
    match request.method.as_str() {
        "GET" => {
            let selector = match field_selector(request.query("fieldSelector").unwrap_or("")) {
                Ok(selector) => selector,
                Err(message) => return status_reply(400, "BadRequest", &message),
            };
            let state = shared.lock();
            let items: Vec<&Event> = state
                .events
                .iter()
                .filter(|((ns, _), _)| ns == namespace)
                .map(|(_, e)| e)
                .filter(|e| {
                    selector.iter().all(|(field, equal, value)| {
                        (event_field(e, field).as_deref() == Some(value.as_str())) == *equal
                    })
                })
                .collect();
            json_reply(
                200,
                &serde_json::json!({"apiVersion": "events.k8s.io/v1", "kind": "EventList", "metadata": {"resourceVersion": state.rv.to_string()}, "items": items}),
            )
        }
        "POST" => {
            let mut event: Event = match serde_json::from_slice(&request.body) {
                Ok(e) => e,
                Err(e) => {
                    return status_reply(
                        400,
                        "BadRequest",
                        &format!("the body of the request was in an unknown format: {e}"),
                    );
                }
            };
            if event
                .metadata
                .namespace
                .as_deref()
                .is_some_and(|ns| ns != namespace)
            {
                return status_reply(
                    400,
                    "BadRequest",
                    "the namespace of the provided object does not match the namespace sent on the request",
                );
            }
            if let Err(message) = validate(namespace, &event) {
                return status_reply(422, "Invalid", &message);
            }
            let name = event.metadata.name.clone().unwrap_or_default();
            let mut state = shared.lock();
            let key = (namespace.to_owned(), name.clone());
            if state.events.contains_key(&key) {
                return object_status_reply(
                    409,
                    "AlreadyExists",
                    &format!("events.events.k8s.io \"{name}\" already exists"),
                    GROUP,
                    "events",
                    &name,
                );
            }
            let rv = state.bump();
            event.metadata.namespace = Some(namespace.to_owned());
            event.metadata.uid = Some(jwt::uuid_v4());
            event.metadata.resource_version = Some(rv.to_string());
            event.metadata.creation_timestamp = Some(jwt::now_time());
            state.events.insert(key, event.clone());
            state.event_writes += 1;
            json_reply(201, &event)
        }
        _ => status_reply(
            405,
            "MethodNotAllowed",
            "the server does not allow this method on the requested resource",
        ),
    }
}

/// RFC 7386: objects merge recursively, `null` removes, anything else replaces.
pub(crate) fn merge_patch(target: &mut Value, patch: &Value) {
    match (target.as_object_mut(), patch.as_object()) {
        (Some(target), Some(patch)) => {
            for (key, value) in patch {
                if value.is_null() {
                    target.remove(key);
                } else {
                    merge_patch(target.entry(key.clone()).or_insert(Value::Null), value);
                }
            }
        }
        _ => {
            if let Some(patch) = patch.as_object() {
                let mut fresh = Value::Object(serde_json::Map::new());
                merge_patch(&mut fresh, &Value::Object(patch.clone()));
                *target = fresh;
            } else {
                *target = patch.clone();
            }
        }
    }
}

pub(crate) fn object(shared: &Shared, namespace: &str, name: &str, request: &HttpRequest) -> Reply {
    let key = (namespace.to_owned(), name.to_owned());
    let not_found = || {
        object_status_reply(
            404,
            "NotFound",
            &format!("events.events.k8s.io \"{name}\" not found"),
            GROUP,
            "events",
            name,
        )
    };
    match request.method.as_str() {
        "GET" => match shared.lock().events.get(&key) {
            Some(event) => json_reply(200, event),
            None => not_found(),
        },
        "PATCH" => {
            let content_type = request.header("content-type").unwrap_or_default();
            if !content_type.starts_with("application/merge-patch+json")
                && !content_type.starts_with("application/strategic-merge-patch+json")
            {
                return status_reply(
                    415,
                    "UnsupportedMediaType",
                    &format!(
                        "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml, application/strategic-merge-patch+json; got {content_type:?}"
                    ),
                );
            }
            let patch: Value = match serde_json::from_slice(&request.body) {
                Ok(p) => p,
                Err(e) => return status_reply(400, "BadRequest", &format!("invalid patch: {e}")),
            };
            let mut state = shared.lock();
            let Some(stored) = state.events.get(&key).cloned() else {
                return not_found();
            };
            let mut doc = serde_json::to_value(&stored).unwrap_or(Value::Null);
            merge_patch(&mut doc, &patch);
            let mut event: Event = match serde_json::from_value(doc) {
                Ok(e) => e,
                Err(e) => return status_reply(422, "Invalid", &format!("patched object: {e}")),
            };
            if let Err(message) = validate(namespace, &event) {
                return status_reply(422, "Invalid", &message);
            }
            let rv = state.bump();
            event.metadata.resource_version = Some(rv.to_string());
            event.metadata.uid = stored.metadata.uid.clone();
            event.metadata.creation_timestamp = stored.metadata.creation_timestamp.clone();
            state.events.insert(key, event.clone());
            state.event_writes += 1;
            json_reply(200, &event)
        }
        "DELETE" => match shared.lock().events.remove(&key) {
            Some(_) => json_reply(
                200,
                &serde_json::json!({"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Success"}),
            ),
            None => not_found(),
        },
        _ => status_reply(
            405,
            "MethodNotAllowed",
            "the server does not allow this method on the requested resource",
        ),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn field_selectors_on_reason_and_regarding() {
        let event: Event = serde_json::from_value(json!({
            "metadata": {"name": "e", "namespace": "n"}, "reason": "VaultPolicyMissing",
            "type": "Warning", "regarding": {"kind": "Pod", "name": "revoker-0"}}))
        .unwrap();
        let holds = |text: &str| {
            field_selector(text).unwrap().iter().all(|(f, equal, v)| {
                (event_field(&event, f).as_deref() == Some(v.as_str())) == *equal
            })
        };
        assert!(holds("reason=VaultPolicyMissing"));
        assert!(holds("reason==VaultPolicyMissing,regarding.name=revoker-0"));
        assert!(!holds("reason=VaultPolicyGranted"));
        assert!(holds("type!=Normal"));
        assert!(holds(""));
        assert!(
            field_selector("note=x")
                .unwrap_err()
                .contains("not supported")
        );
    }

    #[test]
    fn merge_patch_rfc7386_examples() {
        let mut doc = json!({"a": "b", "c": {"d": "e", "f": "g"}});
        merge_patch(&mut doc, &json!({"a": "z", "c": {"f": null}}));
        assert_eq!(doc, json!({"a": "z", "c": {"d": "e"}}));
        let mut doc = json!({"a": [1]});
        merge_patch(&mut doc, &json!({"a": {"b": "c"}}));
        assert_eq!(doc, json!({"a": {"b": "c"}}));
    }

    #[test]
    fn validation() {
        let good: Event = serde_json::from_value(json!({
            "metadata": {"name": "p.1", "namespace": "ns"},
            "eventTime": "2026-01-01T00:00:00.000000Z",
            "reportingController": "x.io/y", "reportingInstance": "y-0",
            "action": "Renew", "reason": "Failed", "type": "Warning",
            "regarding": {"kind": "Pod", "namespace": "ns", "name": "p"}
        }))
        .unwrap();
        assert!(validate("ns", &good).is_ok());
        assert!(validate("other", &good).is_err());
        let mut bad = good.clone();
        bad.type_ = Some("Error".into());
        assert!(validate("ns", &bad).is_err());
        let mut bad = good.clone();
        bad.event_time = None;
        assert!(validate("ns", &bad).is_err());
        let mut bad = good;
        bad.note = Some("x".repeat(1025));
        assert!(validate("ns", &bad).is_err());
    }
}
