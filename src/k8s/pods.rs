//! Pods: get one (into [`Pod`], the fields read), and list many, paginated, into slim structs.
//!
//! A list of every labelled pod in a large cluster is the biggest thing the product reads
//! from the apiserver. Items are decoded straight into [`PodSummary`], which keeps only the
//! fields the renewer, revoker and NRI plugin use; everything else (managedFields, specs,
//! statuses) is skipped by serde without being held in memory. Pages are bounded by
//! `K8S_LIST_PAGE_SIZE` items and `K8S_LIST_BODY_MAX` bytes.

use std::fmt;
use std::sync::Arc;

use serde::Deserialize;
use ureq::http::Method;

use crate::k8s::annotations;
use crate::k8s::client::{Client, Error, check_name, encode_query};
use crate::k8s::pod::Pod;
use crate::limits;

/// The fields of a pod the product acts on.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(from = "RawPod")]
pub struct PodSummary {
    /// `metadata.namespace`.
    pub namespace: String,
    /// `metadata.name`.
    pub name: String,
    /// `metadata.uid`.
    pub uid: String,
    /// `metadata.resourceVersion`.
    pub resource_version: String,
    /// The pod's annotations of this product (`db-creds-injector.numberly.io/...`), in no
    /// order; the others are dropped as the list is parsed: a renewer or revoker holds
    /// every labelled pod of the cluster, and real pods carry kilobytes of annotations it
    /// never reads. A `Vec`, not a map: a map's first node is half a kilobyte.
    pub annotations: Vec<(String, String)>,
    /// `metadata.deletionTimestamp` is set (the pod is terminating).
    pub terminating: bool,
    /// `spec.serviceAccountName` (empty if unset).
    pub service_account_name: String,
    /// `spec.nodeName` (empty until scheduled).
    pub node_name: String,
    /// `status.phase` (empty if unset).
    pub phase: String,
    /// `spec.containers` and `spec.initContainers`, in that order.
    pub containers: Vec<ContainerSummary>,
}

impl PodSummary {
    /// The value of annotation `name` (one of this product's).
    pub fn annotation(&self, name: &str) -> Option<&str> {
        self.annotations
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A [`PodSummary`] in one allocation, for holding many: a watch knows every labelled pod
/// of the cluster, and a summary's strings, annotations and containers are a dozen
/// allocations each. Length-prefixed fields in a byte buffer; [`PackedPod::unpack`] gives
/// the summary back. The namespace and name are held as `<namespace>/<name>` with the
/// namespace's length, so that the buffer holds the key a watch finds a pod by
/// ([`PackedPod::key`]) and the watch keeps no copy of it.
/// Shared: a relist's pending change and the watch's record are one buffer.
#[derive(Clone, PartialEq, Eq)]
pub struct PackedPod(Arc<[u8]>);

impl PackedPod {
    /// Packs `pod`.
    pub fn pack(pod: &PodSummary) -> PackedPod {
        let mut out = Vec::new();
        put_count(&mut out, pod.namespace.len());
        put(&mut out, pod_key(&pod.namespace, &pod.name).as_bytes());
        for field in [
            &pod.uid,
            &pod.resource_version,
            &pod.service_account_name,
            &pod.node_name,
            &pod.phase,
        ] {
            put(&mut out, field.as_bytes());
        }
        out.push(u8::from(pod.terminating));
        put_count(&mut out, pod.annotations.len());
        for (key, value) in &pod.annotations {
            // Every kept annotation is the product's: its prefix is a flag, not 30 bytes.
            match key.strip_prefix(annotations::PREFIX) {
                Some(name) => {
                    out.push(1);
                    put(&mut out, name.as_bytes());
                }
                None => {
                    out.push(0);
                    put(&mut out, key.as_bytes());
                }
            }
            put(&mut out, value.as_bytes());
        }
        put_count(&mut out, pod.containers.len());
        for container in &pod.containers {
            put(&mut out, container.name.as_bytes());
            out.push(u8::from(container.init));
        }
        PackedPod(Arc::from(out))
    }

    /// The summary again. A buffer this type did not write cannot exist, so a short or
    /// bad one only yields empty fields, never a panic.
    pub fn unpack(&self) -> PodSummary {
        let mut r = Fields(&self.0);
        let split = r.count();
        let key = r.string();
        let namespace = key.get(..split).unwrap_or_default().to_owned();
        let name = key
            .get(split..)
            .and_then(|rest| rest.strip_prefix('/'))
            .unwrap_or_default()
            .to_owned();
        let mut text = || r.string();
        let (uid, resource_version) = (text(), text());
        let (service_account_name, node_name, phase) = (text(), text(), text());
        let terminating = r.byte() == 1;
        let annotations = (0..r.count())
            .map(|_| {
                let prefixed = r.byte() == 1;
                let name = r.string();
                let key = if prefixed {
                    format!("{}{name}", annotations::PREFIX)
                } else {
                    name
                };
                (key, r.string())
            })
            .collect();
        let containers = (0..r.count())
            .map(|_| ContainerSummary {
                name: r.string(),
                init: r.byte() == 1,
            })
            .collect();
        PodSummary {
            namespace,
            name,
            uid,
            resource_version,
            annotations,
            terminating,
            service_account_name,
            node_name,
            phase,
            containers,
        }
    }

    /// `<namespace>/<name>` (see [`pod_key`]), without unpacking the rest.
    pub fn key(&self) -> &str {
        self.field(0)
    }

    /// `metadata.uid`, without unpacking the rest.
    pub fn uid(&self) -> &str {
        self.field(1)
    }

    /// `metadata.resourceVersion`, without unpacking the rest.
    pub fn resource_version(&self) -> &str {
        self.field(2)
    }

    /// The `index`th string field after the namespace's length.
    fn field(&self, index: usize) -> &str {
        let mut r = Fields(&self.0);
        r.count();
        for _ in 0..index {
            r.bytes();
        }
        std::str::from_utf8(r.bytes()).unwrap_or_default()
    }
}

impl crate::packed::HasKey for PackedPod {
    fn key(&self) -> &str {
        PackedPod::key(self)
    }
}

impl fmt::Debug for PackedPod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.unpack(), f)
    }
}

/// Appends `bytes` with its length (a field longer than 4 GiB, which no API body allowed
/// here can hold, is written empty).
/// `<namespace>/<name>`: neither can hold a `/`, so it names one pod (a watch's key).
pub fn pod_key(namespace: &str, name: &str) -> String {
    let mut key =
        String::with_capacity(namespace.len().saturating_add(name.len()).saturating_add(1));
    key.push_str(namespace);
    key.push('/');
    key.push_str(name);
    key
}

fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    let (len, bytes) = match u32::try_from(bytes.len()) {
        Ok(len) => (len, bytes),
        Err(_) => (0, &[][..]),
    };
    put_count(out, len as usize);
    out.extend_from_slice(bytes);
}

/// A length or count as a LEB128 varint: one byte for the short fields a pod has.
fn put_count(out: &mut Vec<u8>, count: usize) {
    let mut rest = u32::try_from(count).unwrap_or(0);
    while rest >= 0x80 {
        out.push((rest & 0x7f) as u8 | 0x80);
        rest >>= 7;
    }
    out.push(rest as u8);
}

/// A reader over a [`PackedPod`]'s buffer.
struct Fields<'a>(&'a [u8]);

impl<'a> Fields<'a> {
    fn take(&mut self, n: usize) -> &'a [u8] {
        let n = n.min(self.0.len());
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        head
    }

    /// A length or a count (a varint of at most 5 bytes). A count is cut to what the rest
    /// could hold (each item takes at least a byte), so a bad buffer cannot make a reader
    /// loop for long.
    fn count(&mut self) -> usize {
        let mut value: u64 = 0;
        for shift in [0u32, 7, 14, 21, 28] {
            let byte = self.byte();
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                break;
            }
        }
        usize::try_from(value).unwrap_or(0).min(self.0.len())
    }

    fn bytes(&mut self) -> &'a [u8] {
        let n = self.count();
        self.take(n)
    }

    fn string(&mut self) -> String {
        String::from_utf8_lossy(self.bytes()).into_owned()
    }

    fn byte(&mut self) -> u8 {
        self.take(1).first().copied().unwrap_or(0)
    }
}

/// The fields of a container the product acts on.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContainerSummary {
    /// The container's name.
    pub name: String,
    /// Whether it is an init container.
    pub init: bool,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct RawPod {
    metadata: RawMeta,
    spec: RawSpec,
    status: RawStatus,
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct RawMeta {
    namespace: String,
    name: String,
    uid: String,
    resource_version: String,
    #[serde(deserialize_with = "ours")]
    annotations: Vec<(String, String)>,
    deletion_timestamp: Option<serde::de::IgnoredAny>,
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct RawSpec {
    service_account_name: String,
    node_name: String,
    containers: Vec<RawContainer>,
    init_containers: Vec<RawContainer>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct RawContainer {
    name: String,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct RawStatus {
    phase: String,
}

/// An annotations map, keeping only this product's (see [`PodSummary::annotations`]).
fn ours<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<(String, String)>, D::Error> {
    struct Ours;
    impl<'de> serde::de::Visitor<'de> for Ours {
        type Value = Vec<(String, String)>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a map of strings")
        }

        fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok(Vec::new())
        }

        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut map: A,
        ) -> Result<Self::Value, A::Error> {
            let mut kept: Vec<(String, String)> = Vec::new();
            while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
                if key.starts_with(annotations::PREFIX) {
                    let value = map.next_value::<String>()?;
                    // A repeated key: the last wins, as in a map.
                    kept.retain(|(k, _)| *k != key);
                    kept.push((key.into_owned(), value));
                } else {
                    map.next_value::<serde::de::IgnoredAny>()?;
                }
            }
            kept.shrink_to_fit();
            Ok(kept)
        }
    }
    d.deserialize_any(Ours)
}

impl From<RawPod> for PodSummary {
    fn from(raw: RawPod) -> Self {
        let containers = raw
            .spec
            .containers
            .into_iter()
            .map(|c| ContainerSummary {
                name: c.name,
                init: false,
            })
            .chain(
                raw.spec
                    .init_containers
                    .into_iter()
                    .map(|c| ContainerSummary {
                        name: c.name,
                        init: true,
                    }),
            )
            .collect();
        PodSummary {
            namespace: raw.metadata.namespace,
            name: raw.metadata.name,
            uid: raw.metadata.uid,
            resource_version: raw.metadata.resource_version,
            annotations: raw.metadata.annotations,
            terminating: raw.metadata.deletion_timestamp.is_some(),
            service_account_name: raw.spec.service_account_name,
            node_name: raw.spec.node_name,
            phase: raw.status.phase,
            containers,
        }
    }
}

/// Selectors of a list or watch.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ListParams {
    /// Namespace to list in; `None` lists every namespace.
    pub namespace: Option<String>,
    /// `labelSelector`, e.g. `vault-db-injector=true`.
    pub label_selector: Option<String>,
    /// `fieldSelector`, e.g. `spec.nodeName=node-1`.
    pub field_selector: Option<String>,
    /// Items per page; 0 means `K8S_LIST_PAGE_SIZE`.
    pub page_size: u32,
}

impl ListParams {
    /// The collection path (`/api/v1/pods` or `/api/v1/namespaces/<ns>/pods`).
    pub(crate) fn collection(&self) -> Result<String, Error> {
        match &self.namespace {
            Some(ns) => {
                check_name("namespace", ns)?;
                Ok(format!("/api/v1/namespaces/{ns}/pods"))
            }
            None => Ok("/api/v1/pods".to_owned()),
        }
    }

    /// The selector part of a query (`&labelSelector=...&fieldSelector=...`).
    pub(crate) fn selector_query(&self) -> String {
        let mut query = String::new();
        if let Some(labels) = self.label_selector.as_deref().filter(|s| !s.is_empty()) {
            query.push_str("&labelSelector=");
            query.push_str(&encode_query(labels));
        }
        if let Some(fields) = self.field_selector.as_deref().filter(|s| !s.is_empty()) {
            query.push_str("&fieldSelector=");
            query.push_str(&encode_query(fields));
        }
        query
    }
}

/// A complete list: every matching pod and the resourceVersion to watch from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PodList {
    /// The pods.
    pub items: Vec<PodSummary>,
    /// The list's resourceVersion (start a watch from here).
    pub resource_version: String,
}

#[derive(Deserialize)]
struct RawList {
    #[serde(default)]
    metadata: RawListMeta,
    #[serde(default)]
    items: Vec<PodSummary>,
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct RawListMeta {
    resource_version: String,
    #[serde(rename = "continue")]
    continue_token: String,
}

impl Client {
    /// Reads one pod: the fields [`Pod`] keeps.
    pub fn get_pod(&self, namespace: &str, name: &str) -> Result<Pod, Error> {
        check_name("namespace", namespace)?;
        check_name("pod", name)?;
        let path = format!("/api/v1/namespaces/{namespace}/pods/{name}");
        let pod: Pod = self.json(Method::GET, &path, None, limits::K8S_BODY_MAX)?;
        check_is_the_pod(&pod, namespace, name).map_err(|reason| Error::Decode {
            request: format!("GET {path}"),
            reason: reason.to_owned(),
        })?;
        Ok(pod)
    }

    /// Lists every matching pod, page by page (`limit`/`continue`). If a `continue` token
    /// expires mid-list (410), the list starts over once from the first page, as client-go
    /// does, so the result is always one consistent snapshot.
    pub fn list_pods(&self, params: &ListParams) -> Result<PodList, Error> {
        let (items, resource_version) =
            self.fold_pods(params, Vec::new, |items: &mut Vec<PodSummary>, pod| {
                items.push(pod)
            })?;
        Ok(PodList {
            items,
            resource_version,
        })
    }

    /// Lists every matching pod like [`Client::list_pods`], but hands each pod to `add` as
    /// its page is parsed, so that a caller building an index of every labelled pod never
    /// holds the whole list besides it (at 10,000 pods the list alone is megabytes). A
    /// restart after an expired `continue` token begins again from `init()`: what `add`
    /// took from the first attempt is dropped. Returns the folded value and the list's
    /// `resourceVersion`.
    pub fn fold_pods<A>(
        &self,
        params: &ListParams,
        init: impl Fn() -> A,
        mut add: impl FnMut(&mut A, PodSummary),
    ) -> Result<(A, String), Error> {
        match self.fold_pods_once(params, init(), &mut add) {
            Err(e) if e.is_gone() => self.fold_pods_once(params, init(), &mut add),
            other => other,
        }
    }

    fn fold_pods_once<A>(
        &self,
        params: &ListParams,
        mut folded: A,
        add: &mut impl FnMut(&mut A, PodSummary),
    ) -> Result<(A, String), Error> {
        let collection = params.collection()?;
        let page_size = if params.page_size == 0 {
            limits::K8S_LIST_PAGE_SIZE
        } else {
            params.page_size
        };
        let selectors = params.selector_query();
        let mut continue_token = String::new();
        for _ in 0..limits::K8S_LIST_PAGES_MAX {
            let mut query = format!("{collection}?limit={page_size}{selectors}");
            if !continue_token.is_empty() {
                query.push_str("&continue=");
                query.push_str(&encode_query(&continue_token));
            }
            let page: RawList = self.json(Method::GET, &query, None, limits::K8S_LIST_BODY_MAX)?;
            for pod in page.items {
                add(&mut folded, pod);
            }
            if page.metadata.continue_token.is_empty() {
                return Ok((folded, page.metadata.resource_version));
            }
            continue_token = page.metadata.continue_token;
        }
        Err(Error::TooManyPages {
            request: format!("GET {collection}"),
        })
    }
}

/// Whether a 200 answer to a pod GET is that pod: it names the pod asked for and has a UID.
/// Every caller decides by the UID whether the pod it knew is still there (the revoker,
/// before revoking; the sweep; the NRI plugin), so an answer without one (`{}` decodes as
/// a `Pod`: every field is optional) must be an error to retry, never "another pod".
fn check_is_the_pod(pod: &Pod, namespace: &str, name: &str) -> Result<(), &'static str> {
    let meta = &pod.metadata;
    if meta.uid.as_deref().is_none_or(str::is_empty) {
        return Err("the pod in the answer has no metadata.uid");
    }
    if meta.name.as_deref() != Some(name) || meta.namespace.as_deref() != Some(namespace) {
        return Err("the answer is another pod than the one asked for");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::k8s::annotations::UUID;

    #[test]
    fn a_pod_answer_without_uid_or_for_another_pod_is_refused() {
        let pod = |json: &str| -> Pod { serde_json::from_str(json).unwrap() };
        let ok = pod(r#"{"metadata":{"name":"web","namespace":"apps","uid":"u1"}}"#);
        assert_eq!(check_is_the_pod(&ok, "apps", "web"), Ok(()));
        for bad in [
            "{}",
            r#"{"metadata":{"name":"web","namespace":"apps"}}"#,
            r#"{"metadata":{"name":"web","namespace":"apps","uid":""}}"#,
            r#"{"metadata":{"name":"other","namespace":"apps","uid":"u1"}}"#,
            r#"{"metadata":{"name":"web","namespace":"shop","uid":"u1"}}"#,
            r#"{"metadata":{"name":"web","uid":"u1"}}"#,
        ] {
            assert!(check_is_the_pod(&pod(bad), "apps", "web").is_err(), "{bad}");
        }
    }

    fn check(json: &str, expect: &PodSummary) {
        let got: PodSummary = serde_json::from_str(json).unwrap();
        assert_eq!(&got, expect);
        // Every decoded summary survives packing whole.
        let packed = PackedPod::pack(&got);
        assert_eq!(&packed.unpack(), expect);
        assert_eq!(packed.uid(), expect.uid);
        assert_eq!(packed.key(), pod_key(&expect.namespace, &expect.name));
        assert_eq!(packed.resource_version(), expect.resource_version);
    }

    #[test]
    fn a_packed_pod_is_one_allocation_and_never_panics_on_a_bad_buffer() {
        let pod = PodSummary {
            namespace: "ns".into(),
            name: "p".into(),
            uid: "u".into(),
            annotations: vec![
                ("a".into(), "é,\0".into()),
                (UUID.into(), "x".repeat(300)),
                (annotations::PREFIX.into(), String::new()),
            ],
            terminating: true,
            containers: vec![ContainerSummary {
                name: "c".into(),
                init: true,
            }],
            ..PodSummary::default()
        };
        let packed = PackedPod::pack(&pod);
        assert_eq!(packed.unpack(), pod);
        assert_eq!(packed.key(), "ns/p");
        assert_eq!(size_of::<PackedPod>(), 16);
        // A forged namespace with a `/` still comes back as it was (its length is kept).
        let forged = PodSummary {
            namespace: "a/b".into(),
            name: "c/d".into(),
            ..PodSummary::default()
        };
        assert_eq!(PackedPod::pack(&forged).unpack(), forged);
        // The product's prefix is a flag and short lengths one byte: a pod of the scale
        // bench's shape packs in less than its strings alone (with 4-byte lengths and the
        // whole annotation name it took 60 % more).
        let typical = PodSummary {
            namespace: "default".into(),
            name: "app-0000001".into(),
            uid: "5e1f4a7c-0d6e-4c1b-9d2a-3f8e7b6a5c4d".into(),
            annotations: vec![(UUID.into(), "9d2a3f8e-7b6a-5c4d-5e1f-4a7c0d6e4c1b".into())],
            ..PodSummary::default()
        };
        let strings: usize = [&typical.namespace, &typical.name, &typical.uid]
            .iter()
            .map(|s| s.len())
            .sum::<usize>()
            + UUID.len()
            + 36;
        assert!(PackedPod::pack(&typical).0.len() < strings);
        assert_eq!(PackedPod::pack(&typical).unpack(), typical);
        // Cut anywhere, or a count that claims four billion items: empty fields, no panic.
        for cut in 0..packed.0.len() {
            let short = PackedPod(Arc::from(&packed.0[..cut]));
            let _ = (short.unpack(), short.uid(), short.resource_version());
        }
        let huge = PackedPod(Arc::from(vec![0xff; 64]));
        assert_eq!(huge.unpack().containers.len(), 0);
    }

    #[test]
    fn only_this_products_annotations_are_kept() {
        let pod: PodSummary = serde_json::from_str(
            r#"{"metadata":{"name":"p","annotations":{
                "kubectl.kubernetes.io/last-applied-configuration":"{\"big\":1}",
                "db-creds-injector.numberly.io/uuid":"u1",
                "other":{"not":"a string"}}}}"#,
        )
        .unwrap();
        assert_eq!(pod.annotations, [(UUID.to_owned(), "u1".to_owned())]);
        assert_eq!(pod.annotation(UUID), Some("u1"));
        let pod: PodSummary =
            serde_json::from_str(r#"{"metadata":{"name":"p","annotations":null}}"#).unwrap();
        assert!(pod.annotations.is_empty());
        // Not a map: an error, as before.
        assert!(serde_json::from_str::<PodSummary>(r#"{"metadata":{"annotations":[1]}}"#).is_err());
    }

    #[test]
    fn decodes_recorded_pod_into_summary() {
        let json = include_str!("../../tests/data/k8s/pod.json");
        check(
            json,
            &PodSummary {
                namespace: "apps".into(),
                name: "web-7d9f8-abcde".into(),
                uid: "6f1b0b5e-3c1d-4b8a-9a53-1f2e3d4c5b6a".into(),
                resource_version: "48213".into(),
                annotations: vec![(
                    "db-creds-injector.numberly.io/cluster".to_owned(),
                    "pg1".to_owned(),
                )],
                terminating: false,
                service_account_name: "web".into(),
                node_name: "node-1".into(),
                phase: "Running".into(),
                containers: vec![
                    ContainerSummary {
                        name: "web".into(),
                        init: false,
                    },
                    ContainerSummary {
                        name: "migrate".into(),
                        init: true,
                    },
                ],
            },
        );
        // The same document is a valid k8s-openapi Pod.
        let pod: k8s_openapi::api::core::v1::Pod = serde_json::from_str(json).unwrap();
        assert_eq!(pod.metadata.name.as_deref(), Some("web-7d9f8-abcde"));
    }

    #[test]
    fn minimal_and_terminating_pods() {
        check(r#"{}"#, &PodSummary::default());
        check(
            r#"{"metadata":{"name":"p","deletionTimestamp":"2026-01-01T00:00:00Z"}}"#,
            &PodSummary {
                name: "p".into(),
                terminating: true,
                ..PodSummary::default()
            },
        );
    }

    #[test]
    fn decodes_recorded_list_page() {
        let page: RawList =
            serde_json::from_str(include_str!("../../tests/data/k8s/pod-list-page.json")).unwrap();
        assert_eq!(page.metadata.resource_version, "48300");
        assert_eq!(
            page.metadata.continue_token,
            "eyJ2IjoibWV0YS5rOHMuaW8vdjEiLCJydiI6NDgzMDAsInN0YXJ0IjoiYXBwcy93ZWItMlx1MDAwMCJ9"
        );
        assert_eq!(page.items.len(), 2);
        assert_eq!(page.items[1].name, "web-2");
    }

    #[test]
    fn query_building() {
        let params = ListParams {
            namespace: Some("apps".into()),
            label_selector: Some("vault-db-injector=true".into()),
            field_selector: Some("spec.nodeName=node-1".into()),
            page_size: 0,
        };
        assert_eq!(params.collection().unwrap(), "/api/v1/namespaces/apps/pods");
        assert_eq!(
            params.selector_query(),
            "&labelSelector=vault-db-injector%3Dtrue&fieldSelector=spec.nodeName%3Dnode-1"
        );
        let bad = ListParams {
            namespace: Some("a/../b".into()),
            ..ListParams::default()
        };
        assert!(bad.collection().is_err());
        assert_eq!(ListParams::default().collection().unwrap(), "/api/v1/pods");
    }
}
