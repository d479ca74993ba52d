//! Pods in the double: list (selectors, pagination), watch (history, bookmarks, 410, cuts),
//! create (with admission), update and delete.

use std::sync::Arc;
use std::time::{Duration, Instant};

use k8s_openapi::api::core::v1::Pod;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::Time;
use serde_json::{Value, json};

use crate::kube_api::http::{HttpRequest, Reply, StreamWriter};
use crate::kube_api::selector::{FieldSelector, LabelSelector};
use crate::kube_api::{
    GoneMode, Shared, State, UserInfo, admission, base64, json_reply, jwt, object_status_reply,
    status_body, status_reply,
};

type Key = (String, String);

fn key_of(pod: &Pod) -> Key {
    (
        pod.metadata.namespace.clone().unwrap_or_default(),
        pod.metadata.name.clone().unwrap_or_default(),
    )
}

struct Filter {
    namespace: Option<String>,
    labels: LabelSelector,
    fields: FieldSelector,
}

impl Filter {
    fn matches(&self, pod: &Pod) -> bool {
        self.namespace
            .as_ref()
            .is_none_or(|ns| pod.metadata.namespace.as_ref() == Some(ns))
            && self
                .labels
                .matches(pod.metadata.labels.as_ref().unwrap_or(&Default::default()))
            && self.fields.matches(pod)
    }
}

/// A list item as the apiserver writes it (no kind/apiVersion per item).
fn item(pod: &Pod) -> Value {
    let mut value = serde_json::to_value(pod).unwrap_or(Value::Null);
    if let Some(object) = value.as_object_mut() {
        object.remove("kind");
        object.remove("apiVersion");
    }
    value
}

pub(crate) fn list_or_watch(
    shared: &Arc<Shared>,
    namespace: Option<&str>,
    request: &HttpRequest,
) -> Reply {
    let labels = match LabelSelector::parse(request.query("labelSelector").unwrap_or("")) {
        Ok(s) => s,
        Err(e) => return status_reply(400, "BadRequest", &e),
    };
    let fields = match FieldSelector::parse(request.query("fieldSelector").unwrap_or("")) {
        Ok(s) => s,
        Err(e) => return status_reply(400, "BadRequest", &e),
    };
    let filter = Filter {
        namespace: namespace.map(str::to_owned),
        labels,
        fields,
    };
    if matches!(request.query("watch"), Some("true" | "1")) {
        watch(shared, filter, request)
    } else {
        list(shared, &filter, request)
    }
}

fn list(shared: &Shared, filter: &Filter, request: &HttpRequest) -> Reply {
    let limit: usize = request
        .query("limit")
        .and_then(|l| l.parse().ok())
        .unwrap_or(0);
    let mut state = shared.lock();
    if state.fail_pod_lists {
        return crate::kube_api::status_reply(
            500,
            "InternalError",
            "pod lists are failing (the test said so)",
        );
    }
    let (list_rv, start) = match request.query("continue").filter(|c| !c.is_empty()) {
        None => (state.rv, None),
        Some(token) => {
            let decoded: Option<(u64, String)> = base64::decode(token)
                .and_then(|b| serde_json::from_slice::<Value>(&b).ok())
                .and_then(|v| Some((v.get("rv")?.as_u64()?, v.get("start")?.as_str()?.to_owned())));
            let Some((rv, start)) = decoded else {
                return status_reply(
                    400,
                    "BadRequest",
                    "continue key is not valid: incorrect encoded start resourceVersion (version meta.k8s.io/v1)",
                );
            };
            if rv < state.compacted {
                return status_reply(
                    410,
                    "Expired",
                    "The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter.",
                );
            }
            (rv, Some(start))
        }
    };
    let matching: Vec<&Pod> = state
        .pods
        .values()
        .filter(|pod| filter.matches(pod))
        .filter(|pod| {
            let (ns, name) = key_of(pod);
            start.as_ref().is_none_or(|s| format!("{ns}/{name}") > *s)
        })
        .collect();
    let take = if limit == 0 {
        matching.len()
    } else {
        limit.min(matching.len())
    };
    let items: Vec<Value> = matching[..take].iter().map(|p| item(p)).collect();
    let mut metadata = json!({"resourceVersion": list_rv.to_string()});
    if take < matching.len() {
        let (ns, name) = key_of(matching[take - 1]);
        let token = json!({"rv": list_rv, "start": format!("{ns}/{name}")});
        metadata["continue"] = json!(base64::encode_url(token.to_string().as_bytes()));
        metadata["remainingItemCount"] = json!(matching.len() - take);
        let countdown = state.compact_after_pages.map(|n| n.saturating_sub(1));
        if countdown == Some(0) {
            state.compact_after_pages = None;
            state.compacted = state.bump();
            state.history.clear();
        } else {
            state.compact_after_pages = countdown;
        }
    }
    json_reply(
        200,
        &json!({"kind": "PodList", "apiVersion": "v1", "metadata": metadata, "items": items}),
    )
}

fn event(kind: &str, pod: &Pod) -> Vec<u8> {
    let mut line = json!({"type": kind, "object": pod})
        .to_string()
        .into_bytes();
    line.push(b'\n');
    line
}

fn gone_event(message: &str) -> Vec<u8> {
    let status: Value =
        serde_json::from_slice(&status_body(410, "Expired", message, None)).unwrap_or(Value::Null);
    let mut line = json!({"type": "ERROR", "object": status})
        .to_string()
        .into_bytes();
    line.push(b'\n');
    line
}

/// What a watcher sees of one change, given its filter.
fn view(filter: &Filter, old: Option<&Pod>, new: &Pod, deleted: bool) -> Option<&'static str> {
    let now = filter.matches(new);
    if deleted {
        return now.then_some("DELETED");
    }
    match (old.is_some_and(|o| filter.matches(o)), now) {
        (true, true) => Some("MODIFIED"),
        (false, true) => Some("ADDED"),
        (true, false) => Some("DELETED"),
        (false, false) => None,
    }
}

fn watch(shared: &Arc<Shared>, filter: Filter, request: &HttpRequest) -> Reply {
    let from = match request.query("resourceVersion").unwrap_or("") {
        "" | "0" => None,
        text => match text.parse::<u64>() {
            Ok(rv) => Some(rv),
            Err(_) => {
                return status_reply(
                    400,
                    "BadRequest",
                    &format!(
                        "resourceVersion: Invalid value: {text:?}: strconv.ParseUint: parsing {text:?}: invalid syntax"
                    ),
                );
            }
        },
    };
    let bookmarks = request.query("allowWatchBookmarks") == Some("true");
    let timeout = Duration::from_secs(
        request
            .query("timeoutSeconds")
            .and_then(|t| t.parse().ok())
            .unwrap_or(1800),
    );
    let state = shared.lock();
    let generation = state.cut_generation;
    let injected = state.injection.0;
    if let Some(rv) = from
        && rv < state.compacted
    {
        let message = format!("too old resource version: {rv} ({})", state.compacted);
        return match state.gone_mode {
            GoneMode::HttpStatus => status_reply(410, "Expired", &message),
            GoneMode::ErrorEvent => Reply::Stream(Box::new(move |out: &mut dyn StreamWriter| {
                if out.chunk(&gone_event(&message)).is_ok() {
                    let _ = out.finish();
                }
            })),
        };
    }
    drop(state);
    let shared = Arc::clone(shared);
    Reply::Stream(Box::new(move |out: &mut dyn StreamWriter| {
        shared.lock().open_watches += 1;
        let seen = Seen {
            cut: generation,
            injection: injected,
        };
        run_watch(&shared, &filter, from, bookmarks, timeout, seen, out);
        shared.lock().open_watches -= 1;
    }))
}

/// The control generations a stream was opened under.
struct Seen {
    cut: u64,
    injection: u64,
}

fn run_watch(
    shared: &Shared,
    filter: &Filter,
    from: Option<u64>,
    bookmarks: bool,
    timeout: Duration,
    mut seen: Seen,
    out: &mut dyn StreamWriter,
) {
    let deadline = Instant::now() + timeout;
    let bookmark_every = *shared
        .bookmark_interval
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut next_bookmark = Instant::now() + bookmark_every;
    let mut lines: Vec<Vec<u8>> = Vec::new();
    let mut last = {
        let state = shared.lock();
        match from {
            Some(rv) => rv,
            None => {
                for pod in state.pods.values().filter(|p| filter.matches(p)) {
                    lines.push(event("ADDED", pod));
                }
                state.rv
            }
        }
    };
    loop {
        for line in lines.drain(..) {
            if out.chunk(&line).is_err() {
                return;
            }
        }
        let now = Instant::now();
        if now >= deadline {
            let _ = out.finish();
            return;
        }
        if bookmarks && now >= next_bookmark {
            let rv = shared.lock().rv.max(last);
            let bookmark = json!({"type": "BOOKMARK", "object": {"kind": "Pod", "apiVersion": "v1", "metadata": {"resourceVersion": rv.to_string(), "creationTimestamp": null}}});
            let mut line = bookmark.to_string().into_bytes();
            line.push(b'\n');
            if out.chunk(&line).is_err() {
                return;
            }
            next_bookmark = now + bookmark_every;
        }
        let mut state = shared.lock();
        loop {
            if state.cut_generation != seen.cut {
                drop(state);
                out.cut();
                return;
            }
            if state.injection.0 != seen.injection {
                seen.injection = state.injection.0;
                let (bytes, cut) = (state.injection.1.clone(), state.injection.2);
                drop(state);
                if out.chunk(&bytes).is_err() || cut {
                    out.cut();
                    return;
                }
                state = shared.lock();
                continue;
            }
            if last < state.compacted {
                let message = format!("too old resource version: {last} ({})", state.compacted);
                drop(state);
                if out.chunk(&gone_event(&message)).is_ok() {
                    let _ = out.finish();
                }
                return;
            }
            if state.history.back().is_some_and(|c| c.rv > last) {
                break;
            }
            let now = Instant::now();
            let mut wake = deadline;
            if bookmarks {
                wake = wake.min(next_bookmark);
            }
            if now >= wake {
                break;
            }
            state = shared
                .changed
                .wait_timeout(state, wake - now)
                .map(|(guard, _)| guard)
                .unwrap_or_else(|e| e.into_inner().0);
        }
        for change in state.history.iter().filter(|c| c.rv > last) {
            if let Some(kind) = view(filter, change.old.as_ref(), &change.new, change.deleted) {
                lines.push(event(kind, &change.new));
            }
        }
        last = last.max(state.history.back().map_or(last, |c| c.rv));
    }
}

fn now_time() -> Time {
    jwt::now_time()
}

fn random_suffix() -> String {
    // The apiserver's generateName alphabet (no vowels, no confusable characters).
    const ALPHABET: &[u8] = b"bcdfghjklmnpqrstvwxz2456789";
    jwt::uuid_v4()
        .bytes()
        .filter(u8::is_ascii_hexdigit)
        .take(5)
        .map(|b| char::from(ALPHABET[usize::from(b) % ALPHABET.len()]))
        .collect()
}

/// Creates a pod (admission included). `Err` carries the reply and its message.
pub(crate) fn create(
    shared: &Shared,
    namespace: &str,
    body: &[u8],
    dry_run: bool,
    user: &UserInfo,
) -> Result<(Pod, Vec<String>), (Reply, String)> {
    let refuse =
        |code: u16, reason: &str, message: String| (status_reply(code, reason, &message), message);
    let pod: Pod = serde_json::from_slice(body).map_err(|e| {
        refuse(
            400,
            "BadRequest",
            format!("the body of the request was in an unknown format: {e}"),
        )
    })?;
    if pod
        .metadata
        .namespace
        .as_deref()
        .is_some_and(|ns| !ns.is_empty() && ns != namespace)
    {
        return Err(refuse(
            400,
            "BadRequest",
            "the namespace of the provided object does not match the namespace sent on the request"
                .into(),
        ));
    }
    let has_name = pod.metadata.name.as_deref().is_some_and(|n| !n.is_empty());
    let has_generate = pod
        .metadata
        .generate_name
        .as_deref()
        .is_some_and(|n| !n.is_empty());
    if !has_name && !has_generate {
        return Err(refuse(
            422,
            "Invalid",
            "Pod \"\" is invalid: metadata.name: Required value: name or generateName is required"
                .into(),
        ));
    }
    let mut pod = pod;
    pod.metadata.namespace = Some(namespace.to_owned());
    // The ServiceAccount admission plugin runs before webhooks and defaults the account.
    if let Some(spec) = pod.spec.as_mut()
        && spec
            .service_account_name
            .as_deref()
            .unwrap_or("")
            .is_empty()
    {
        spec.service_account_name = Some("default".into());
    }
    let webhook = shared.lock().webhook.clone();
    let mut warnings = Vec::new();
    if let Some(webhook) = webhook {
        let object = serde_json::to_value(&pod).unwrap_or(Value::Null);
        let (patched, w) = admission::admit(shared, &webhook, &object, namespace, dry_run, user)
            .map_err(|(code, reason, message)| refuse(code, &reason, message))?;
        warnings = w;
        pod = serde_json::from_value(patched).map_err(|e| {
            refuse(
                500,
                "InternalError",
                format!("Internal error occurred: the patched pod does not decode: {e}"),
            )
        })?;
        pod.metadata.namespace = Some(namespace.to_owned());
    }
    let mut state = shared.lock();
    if !has_name {
        let prefix = pod.metadata.generate_name.clone().unwrap_or_default();
        pod.metadata.name = Some(format!("{prefix}{}", random_suffix()));
    }
    let key = key_of(&pod);
    if state.pods.contains_key(&key) {
        let name = key.1.clone();
        let message = format!("pods \"{name}\" already exists");
        return Err((
            object_status_reply(409, "AlreadyExists", &message, "", "pods", &name),
            message,
        ));
    }
    pod.metadata.uid = Some(jwt::uuid_v4());
    pod.metadata.creation_timestamp = Some(now_time());
    let status = pod.status.get_or_insert_with(Default::default);
    if status.phase.is_none() {
        status.phase = Some("Pending".into());
    }
    if dry_run {
        return Ok((pod, warnings));
    }
    let rv = state.bump();
    pod.metadata.resource_version = Some(rv.to_string());
    state.pods.insert(key, pod.clone());
    state.record(None, pod.clone(), false);
    drop(state);
    shared.changed.notify_all();
    Ok((pod, warnings))
}

fn store_change(shared: &Shared, state: &mut State, old: Option<Pod>, new: Pod, deleted: bool) {
    state.record(old, new, deleted);
    shared.changed.notify_all();
}

pub(crate) fn update(
    shared: &Shared,
    namespace: &str,
    name: &str,
    change: impl FnOnce(&mut Pod),
) -> Option<Pod> {
    let mut state = shared.lock();
    let key = (namespace.to_owned(), name.to_owned());
    let old = state.pods.get(&key)?.clone();
    let mut new = old.clone();
    change(&mut new);
    let rv = state.bump();
    new.metadata.resource_version = Some(rv.to_string());
    new.metadata.namespace = Some(namespace.to_owned());
    new.metadata.name = Some(name.to_owned());
    state.pods.insert(key, new.clone());
    store_change(shared, &mut state, Some(old), new.clone(), false);
    Some(new)
}

/// The grace period of a pod that names none (`spec.terminationGracePeriodSeconds`).
const DEFAULT_GRACE_SECONDS: i64 = 30;

/// A deletion as the apiserver answers it: with graceful termination on, a pod bound to a
/// node is marked terminating (`deletionTimestamp` = now + its grace period, a MODIFIED
/// event) and stays until the kubelet removes it; a pod already terminating is left as it
/// is. Otherwise (or for a pod bound to no node) the pod is removed at once.
pub(crate) fn terminate(shared: &Shared, namespace: &str, name: &str) -> Option<Pod> {
    let graceful = {
        let state = shared.lock();
        let pod = state.pods.get(&(namespace.to_owned(), name.to_owned()))?;
        if pod.metadata.deletion_timestamp.is_some() {
            return Some(pod.clone());
        }
        let bound = pod
            .spec
            .as_ref()
            .and_then(|s| s.node_name.as_deref())
            .is_some_and(|n| !n.is_empty());
        state.graceful_termination && bound
    };
    if !graceful {
        return delete(shared, namespace, name);
    }
    update(shared, namespace, name, |pod| {
        let grace = pod
            .spec
            .as_ref()
            .and_then(|s| s.termination_grace_period_seconds)
            .unwrap_or(DEFAULT_GRACE_SECONDS)
            .max(0);
        let at = jwt::now().saturating_add(u64::try_from(grace).unwrap_or(0));
        pod.metadata.deletion_timestamp = Some(Time(
            k8s_openapi::jiff::Timestamp::from_second(i64::try_from(at).unwrap_or(0))
                .unwrap_or(k8s_openapi::jiff::Timestamp::UNIX_EPOCH),
        ));
        pod.metadata.deletion_grace_period_seconds = Some(grace);
    })
}

pub(crate) fn delete(shared: &Shared, namespace: &str, name: &str) -> Option<Pod> {
    let mut state = shared.lock();
    let mut pod = state
        .pods
        .remove(&(namespace.to_owned(), name.to_owned()))?;
    let rv = state.bump();
    pod.metadata.resource_version = Some(rv.to_string());
    pod.metadata.deletion_timestamp = Some(now_time());
    pod.metadata.deletion_grace_period_seconds = Some(0);
    store_change(shared, &mut state, None, pod.clone(), true);
    Some(pod)
}
