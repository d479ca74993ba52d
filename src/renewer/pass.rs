//! The decisions of one relist, without IO: which KV keys to read, which to forget, which
//! live pod owns an entry, and which missing fields of an entry to back-fill.
//!
//! A relist lists the KV keys and the labelled pods; only keys not yet known are read
//! (GET), so a steady relist of 2,000 entries costs one LIST, not 2,000 reads. An entry is
//! renewed only while a live pod in the entry's namespace (with the entry's pod UID, once
//! recorded) may hold its key: one of its uuids, an NRI generation `<uuid>.<n>` of one
//! (written after the node cache was lost, and in use by the containers started since),
//! or a key derived from its UID ([`crate::podkeys`]). Zero labelled pods is a normal
//! answer that renews nothing.

use std::collections::HashSet;

use crate::k8s::PodSummary;
use crate::packed::Packed;
use crate::podkeys::{Carriers, PodKeys, UUID_ANNOTATION};
use crate::vault::KvEntry;

/// A live labelled pod, as far as the renewer needs it: its namespace, name, UID,
/// service account and node, packed in one allocation ([`Packed`]). The relist indexes
/// one per labelled pod, and a tracked entry keeps its owner's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LivePod(Packed<5>);

impl LivePod {
    /// A pod with these fields.
    pub fn new(
        namespace: &str,
        name: &str,
        uid: &str,
        service_account: &str,
        node: &str,
    ) -> LivePod {
        LivePod(Packed::new([namespace, name, uid, service_account, node]))
    }

    /// `metadata.namespace`.
    pub fn namespace(&self) -> &str {
        self.0.get(0)
    }

    /// `metadata.name`.
    pub fn name(&self) -> &str {
        self.0.get(1)
    }

    /// `metadata.uid`.
    pub fn uid(&self) -> &str {
        self.0.get(2)
    }

    /// `spec.serviceAccountName`.
    pub fn service_account(&self) -> &str {
        self.0.get(3)
    }

    /// `spec.nodeName`.
    pub fn node(&self) -> &str {
        self.0.get(4)
    }
}

/// KV key → the live pods that may hold it ([`crate::podkeys`]: their uuids, every NRI
/// generation `<uuid>.<n>` of them, and the `<pod uid>`/`<pod uid>-<i>` keys).
pub type LiveIndex = Carriers<LivePod>;

/// Indexes the labelled pods by the keys they may hold, taking their strings (a relist
/// holds every labelled pod once, not twice).
pub fn live_index(pods: impl IntoIterator<Item = PodSummary>) -> LiveIndex {
    let mut index = LiveIndex::default();
    for pod in pods {
        add_live(&mut index, pod);
    }
    index
}

/// Adds one listed pod to `index` (the relist folds the pod list into it page by page).
pub(super) fn add_live(index: &mut LiveIndex, pod: PodSummary) {
    let keys = PodKeys::of(&pod.uid, pod.annotation(UUID_ANNOTATION));
    let live = LivePod::new(
        &pod.namespace,
        &pod.name,
        &pod.uid,
        &pod.service_account_name,
        &pod.node_name,
    );
    index.insert(keys, live);
}

/// What a relist does with the KV keys.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct KeyPlan {
    /// Keys not known yet: read them.
    pub fetch: Vec<String>,
    /// Known keys no longer listed: forget them.
    pub forget: Vec<String>,
}

/// Compares the known keys with a fresh LIST, taking the listed keys: the ones to read
/// are moved, not copied (a first relist reads every key), in key order.
pub fn plan_keys<'a>(known: impl IntoIterator<Item = &'a str>, listed: Vec<String>) -> KeyPlan {
    let known: HashSet<&str> = known.into_iter().collect();
    let listed_set: HashSet<&str> = listed.iter().map(String::as_str).collect();
    let mut forget: Vec<String> = known
        .iter()
        .filter(|k| !listed_set.contains(*k))
        .map(|k| (*k).to_owned())
        .collect();
    forget.sort_unstable();
    drop(listed_set);
    let mut fetch: Vec<String> = listed
        .into_iter()
        .filter(|k| !known.contains(k.as_str()))
        .collect();
    fetch.sort_unstable();
    fetch.dedup();
    KeyPlan { fetch, forget }
}

/// The live pods that may own `entry`: they carry its uuid, live in its namespace and,
/// when the entry records a pod UID, have that UID. An entry with no namespace has no
/// owner (it cannot pass the ownership check).
pub fn owners<'a>(entry: &KvEntry, carriers: &[&'a LivePod]) -> Vec<&'a LivePod> {
    if entry.namespace.is_empty() {
        return Vec::new();
    }
    carriers
        .iter()
        .copied()
        .filter(|p| p.namespace() == entry.namespace)
        .filter(|p| entry.pod_uid.is_empty() || entry.pod_uid == p.uid())
        .collect()
}

/// Whether `fresh` (an entry read again) is `ours` with back-fill fields filled in (what
/// a leader's back-fill writes) and nothing else changed: a warm standby then takes the
/// fresh copy without checking it again; any other change makes it read and check the
/// entry as new.
pub(super) fn only_backfilled(ours: &KvEntry, fresh: &KvEntry) -> bool {
    let kept_or_filled = |ours: &str, fresh: &str| ours == fresh || ours.is_empty();
    ours.lease_id == fresh.lease_id
        && ours.token_id == fresh.token_id
        && ours.token_accessor == fresh.token_accessor
        && ours.namespace == fresh.namespace
        && ours.admission_uid == fresh.admission_uid
        && ours.db_username == fresh.db_username
        && ours.role == fresh.role
        && ours.version == fresh.version
        && kept_or_filled(&ours.pod_name, &fresh.pod_name)
        && kept_or_filled(&ours.node_name, &fresh.node_name)
        && kept_or_filled(&ours.service_account_name, &fresh.service_account_name)
        && kept_or_filled(&ours.pod_uid, &fresh.pod_uid)
}

/// The fields to write into `entry` (name, value), from its owners. `PodUID` is set only
/// when exactly one live pod, in any namespace, carries the uuid: a pod that copied the
/// uuid annotation must not be pinned as the owner. The other fields are set only when
/// every owner agrees on the value, for the same reason.
pub fn backfill(entry: &KvEntry, carriers: &[&LivePod]) -> Vec<(&'static str, String)> {
    let owners = owners(entry, carriers);
    let mut fields = Vec::new();
    let agreed = |get: fn(&LivePod) -> &str| -> Option<String> {
        let first = get(owners.first()?);
        (!first.is_empty() && owners.iter().all(|p| get(p) == first)).then(|| first.to_owned())
    };
    if entry.pod_name.is_empty()
        && let Some(v) = agreed(LivePod::name)
    {
        fields.push(("PodName", v));
    }
    if entry.node_name.is_empty()
        && let Some(v) = agreed(LivePod::node)
    {
        fields.push(("NodeName", v));
    }
    if entry.service_account_name.is_empty()
        && let Some(v) = agreed(LivePod::service_account)
    {
        fields.push(("ServiceAccountName", v));
    }
    if entry.pod_uid.is_empty()
        && carriers.len() == 1
        && owners.len() == 1
        && let Some(pod) = owners.first()
        && !pod.uid().is_empty()
    {
        fields.push(("PodUID", pod.uid().to_owned()));
    }
    fields
}

/// Writes back-filled `fields` into `entry`.
pub fn apply_backfill(entry: &mut KvEntry, fields: &[(&'static str, String)]) {
    for (name, value) in fields {
        let slot = match *name {
            "PodName" => &mut entry.pod_name,
            "NodeName" => &mut entry.node_name,
            "ServiceAccountName" => &mut entry.service_account_name,
            "PodUID" => &mut entry.pod_uid,
            _ => continue,
        };
        value.clone_into(slot);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pod(ns: &str, name: &str, uid: &str, uuids: &str, node: &str) -> PodSummary {
        let annotations = vec![(UUID_ANNOTATION.to_owned(), uuids.to_owned())];
        PodSummary {
            namespace: ns.into(),
            name: name.into(),
            uid: uid.into(),
            resource_version: "1".into(),
            annotations,
            terminating: false,
            service_account_name: "web".into(),
            node_name: node.into(),
            phase: "Running".into(),
            containers: Vec::new(),
        }
    }

    fn entry(ns: &str, pod_uid: &str, pod_name: &str) -> KvEntry {
        KvEntry {
            namespace: ns.into(),
            pod_uid: pod_uid.into(),
            pod_name: pod_name.into(),
            ..KvEntry::default()
        }
    }

    fn check(e: &KvEntry, pods: &[PodSummary], uuid: &str, expect: &[(&str, &str)]) {
        let index = live_index(pods.to_vec());
        let got = backfill(e, &index.carriers(uuid));
        let got: Vec<(&str, &str)> = got.iter().map(|(k, v)| (*k, v.as_str())).collect();
        assert_eq!(got, expect, "{e:?}");
    }

    #[test]
    fn indexes_pods_by_uuid_and_uid() {
        let index = live_index([
            pod("a", "p1", "uid-1", "u1,u2", "n1"),
            pod("b", "p2", "uid-2", "u2", "n2"),
        ]);
        assert_eq!(index.carriers("u1").len(), 1);
        assert_eq!(index.carriers("u2").len(), 2);
        assert_eq!(index.carriers("uid-1")[0].name(), "p1");
        // NRI generations and UID-keyed entries are carried by the same pods.
        assert_eq!(index.carriers("u2.3").len(), 2);
        assert_eq!(index.carriers("uid-1-1.2")[0].name(), "p1");
        assert!(index.carriers("u3").is_empty());
        assert!(live_index([]).is_empty(), "zero pods is a normal state");
    }

    #[test]
    fn plans_reads_only_for_new_keys() {
        let known = ["a".to_owned(), "b".to_owned()];
        let plan = plan_keys(
            known.iter().map(String::as_str),
            vec!["e".to_owned(), "b".to_owned(), "c".to_owned()],
        );
        assert_eq!(plan.fetch, ["c", "e"], "in key order");
        assert_eq!(plan.forget, ["a"]);
        let plan = plan_keys(known.iter().map(String::as_str), known.to_vec());
        assert_eq!(plan, KeyPlan::default());
    }

    #[test]
    fn owners_need_namespace_and_uid() {
        let pods = [
            pod("a", "p1", "uid-1", "u1", "n1"),
            pod("evil", "copier", "uid-9", "u1", "n9"),
        ];
        let index = live_index(pods.clone());
        let carriers = &index.carriers("u1");
        assert_eq!(owners(&entry("a", "", ""), carriers).len(), 1);
        assert_eq!(owners(&entry("a", "uid-1", ""), carriers).len(), 1);
        assert_eq!(
            owners(&entry("a", "uid-1", ""), &index.carriers("u1.2")).len(),
            1
        );
        assert!(owners(&entry("a", "uid-2", ""), carriers).is_empty());
        assert!(owners(&entry("", "", ""), carriers).is_empty());
        assert!(owners(&entry("other", "", ""), carriers).is_empty());
    }

    #[test]
    fn a_fresh_copy_is_taken_only_when_it_adds_back_fill_fields() {
        let ours = KvEntry {
            lease_id: "db/creds/app/1".into(),
            token_accessor: "acc".into(),
            ..entry("a", "", "")
        };
        let filled = KvEntry {
            lease_id: "db/creds/app/1".into(),
            token_accessor: "acc".into(),
            node_name: "n1".into(),
            service_account_name: "web".into(),
            ..entry("a", "uid-1", "p1")
        };
        assert!(only_backfilled(&ours, &filled));
        assert!(only_backfilled(&filled, &filled));
        // A filled field that changes, another lease or token, another namespace: no.
        assert!(!only_backfilled(&filled, &ours));
        for changed in [
            KvEntry {
                lease_id: "db/creds/app/2".into(),
                token_accessor: "acc".into(),
                ..entry("a", "", "")
            },
            KvEntry {
                lease_id: "db/creds/app/1".into(),
                token_accessor: "other".into(),
                ..entry("a", "", "")
            },
            KvEntry {
                lease_id: "db/creds/app/1".into(),
                token_accessor: "acc".into(),
                ..entry("b", "", "")
            },
        ] {
            assert!(!only_backfilled(&ours, &changed), "{changed:?}");
        }
    }

    #[test]
    fn backfills_missing_fields() {
        let one = [pod("a", "p1", "uid-1", "u1", "n1")];
        check(
            &entry("a", "", ""),
            &one,
            "u1",
            &[
                ("PodName", "p1"),
                ("NodeName", "n1"),
                ("ServiceAccountName", "web"),
                ("PodUID", "uid-1"),
            ],
        );
        let mut full = entry("a", "uid-1", "p1");
        full.node_name = "n1".into();
        full.service_account_name = "web".into();
        check(&full, &one, "u1", &[]);
        // Not scheduled yet: the node is left for a later relist.
        check(
            &entry("a", "uid-1", "p1"),
            &[pod("a", "p1", "uid-1", "u1", "")],
            "u1",
            &[("ServiceAccountName", "web")],
        );
    }

    #[test]
    fn a_copier_is_never_pinned_as_the_owner() {
        // Another namespace's pod carries the uuid: the owner's name is still filled, but
        // no UID is pinned while two pods carry it.
        check(
            &entry("a", "", ""),
            &[
                pod("a", "p1", "uid-1", "u1", "n1"),
                pod("evil", "copier", "uid-9", "u1", "n9"),
            ],
            "u1",
            &[
                ("PodName", "p1"),
                ("NodeName", "n1"),
                ("ServiceAccountName", "web"),
            ],
        );
        // A copier in the same namespace: owners disagree, only what they share is filled.
        check(
            &entry("a", "", ""),
            &[
                pod("a", "p1", "uid-1", "u1", "n1"),
                pod("a", "copier", "uid-9", "u1", "n9"),
            ],
            "u1",
            &[("ServiceAccountName", "web")],
        );
    }

    #[test]
    fn apply_writes_the_fields() {
        let mut e = entry("a", "", "");
        apply_backfill(
            &mut e,
            &[
                ("PodName", "p1".into()),
                ("PodUID", "uid-1".into()),
                ("Other", "x".into()),
            ],
        );
        assert_eq!((e.pod_name.as_str(), e.pod_uid.as_str()), ("p1", "uid-1"));
    }
}
