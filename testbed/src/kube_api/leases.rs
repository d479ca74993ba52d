//! Leases in the double: create (409 AlreadyExists), get, update with optimistic
//! concurrency (409 Conflict on a stale resourceVersion) and delete.

use k8s_openapi::api::coordination::v1::Lease;

use crate::kube_api::http::{HttpRequest, Reply};
use crate::kube_api::{Shared, json_reply, jwt, object_status_reply, status_reply};

const GROUP: &str = "coordination.k8s.io";

fn parse(request: &HttpRequest) -> Result<Lease, Reply> {
    serde_json::from_slice(&request.body).map_err(|e| {
        status_reply(
            400,
            "BadRequest",
            &format!("the body of the request was in an unknown format: {e}"),
        )
    })
}

pub(crate) fn collection(shared: &Shared, namespace: &str, request: &HttpRequest) -> Reply {
    if request.method != "POST" {
        return status_reply(
            405,
            "MethodNotAllowed",
            "the server does not allow this method on the requested resource",
        );
    }
    let mut lease = match parse(request) {
        Ok(l) => l,
        Err(reply) => return reply,
    };
    let name = lease.metadata.name.clone().unwrap_or_default();
    if name.is_empty() {
        return status_reply(
            422,
            "Invalid",
            "Lease.coordination.k8s.io \"\" is invalid: metadata.name: Required value: name or generateName is required",
        );
    }
    let mut state = shared.lock();
    let key = (namespace.to_owned(), name.clone());
    if state.leases.contains_key(&key) {
        return object_status_reply(
            409,
            "AlreadyExists",
            &format!("leases.coordination.k8s.io \"{name}\" already exists"),
            GROUP,
            "leases",
            &name,
        );
    }
    let rv = state.bump();
    lease.metadata.namespace = Some(namespace.to_owned());
    lease.metadata.uid = Some(jwt::uuid_v4());
    lease.metadata.resource_version = Some(rv.to_string());
    lease.metadata.creation_timestamp = Some(jwt::now_time());
    state.leases.insert(key, lease.clone());
    json_reply(201, &lease)
}

pub(crate) fn object(shared: &Shared, namespace: &str, name: &str, request: &HttpRequest) -> Reply {
    let key = (namespace.to_owned(), name.to_owned());
    let not_found = || {
        object_status_reply(
            404,
            "NotFound",
            &format!("leases.coordination.k8s.io \"{name}\" not found"),
            GROUP,
            "leases",
            name,
        )
    };
    match request.method.as_str() {
        "GET" => match shared.lock().leases.get(&key) {
            Some(lease) => json_reply(200, lease),
            None => not_found(),
        },
        "DELETE" => match shared.lock().leases.remove(&key) {
            Some(_) => json_reply(
                200,
                &serde_json::json!({"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Success", "details": {"name": name, "group": GROUP, "kind": "leases"}}),
            ),
            None => not_found(),
        },
        "PUT" => {
            let mut lease = match parse(request) {
                Ok(l) => l,
                Err(reply) => return reply,
            };
            if lease.metadata.name.as_deref() != Some(name) {
                return status_reply(
                    400,
                    "BadRequest",
                    "the name of the object does not match the name on the URL",
                );
            }
            let mut state = shared.lock();
            let Some(stored) = state.leases.get(&key).cloned() else {
                return not_found();
            };
            let sent = lease.metadata.resource_version.clone().unwrap_or_default();
            if !sent.is_empty() && Some(&sent) != stored.metadata.resource_version.as_ref() {
                return object_status_reply(
                    409,
                    "Conflict",
                    &format!(
                        "Operation cannot be fulfilled on leases.coordination.k8s.io \"{name}\": the object has been modified; please apply your changes to the latest version and try again"
                    ),
                    GROUP,
                    "leases",
                    name,
                );
            }
            let rv = state.bump();
            lease.metadata.namespace = Some(namespace.to_owned());
            lease.metadata.uid = stored.metadata.uid.clone();
            lease.metadata.creation_timestamp = stored.metadata.creation_timestamp.clone();
            lease.metadata.resource_version = Some(rv.to_string());
            state.leases.insert(key, lease.clone());
            json_reply(200, &lease)
        }
        _ => status_reply(
            405,
            "MethodNotAllowed",
            "the server does not allow this method on the requested resource",
        ),
    }
}
