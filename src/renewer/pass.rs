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

use crate::k8s::PodSummary;
use crate::packed::Packed;
use crate::podkeys::{KeyPods, ListedKeys, PodKeys, UUID_ANNOTATION};
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

/// The listed KV keys, each with the live pods that may hold it ([`ListedKeys`]: its
/// uuid, an NRI generation `<uuid>.<n>` of it, or a `<pod uid>`/`<pod uid>-<i>` key).
///
/// Built from the KV list before the pods are listed, so that a relist holds what its keys
/// need and nothing for the pods that carry none. A key's tracked owner, listed again as
/// it was, is not copied in: the key is flagged, and its tracked entry's copy stands for it
/// ([`LiveIndex::carriers`]). A steady relist then holds about a flag per key.
#[derive(Debug)]
pub struct LiveIndex {
    keys: ListedKeys,
    pods: KeyPods<LivePod>,
    /// By key position: the key's tracked owner was listed, unchanged.
    owner_listed: Vec<bool>,
}

/// What a relist folds the pod list into: the pods of a [`LiveIndex`] (a list restarted
/// from its beginning starts a new one).
#[derive(Debug)]
pub struct ListedPods {
    pods: KeyPods<LivePod>,
    owner_listed: Vec<bool>,
}

impl LiveIndex {
    /// The keys of a KV list (taken, not copied), with no pod yet.
    pub fn keys(listed: Vec<String>) -> ListedKeys {
        ListedKeys::new(listed)
    }

    /// An empty fold for `keys`.
    pub fn fold_for(keys: &ListedKeys) -> ListedPods {
        ListedPods {
            pods: KeyPods::for_keys(keys),
            owner_listed: vec![false; keys.len()],
        }
    }

    /// Adds one listed pod to `folded`, for each listed key it may hold: flagged when it
    /// is that key's tracked owner, as it was (`is_owner(key, pod)`), recorded otherwise.
    pub fn add(
        keys: &ListedKeys,
        folded: &mut ListedPods,
        pod: PodSummary,
        is_owner: impl Fn(&str, &LivePod) -> bool,
    ) {
        let pod_keys = PodKeys::of(&pod.uid, pod.annotation(UUID_ANNOTATION));
        let positions = keys.matching(&pod_keys);
        if positions.is_empty() {
            return;
        }
        let live = LivePod::new(
            &pod.namespace,
            &pod.name,
            &pod.uid,
            &pod.service_account_name,
            &pod.node_name,
        );
        for position in positions {
            if is_owner(keys.key(position), &live) {
                if let Some(flag) = folded.owner_listed.get_mut(position as usize) {
                    *flag = true;
                }
            } else {
                folded.pods.push(position, live.clone());
            }
        }
    }

    /// The index of `keys` with the pods folded for them.
    pub fn new(keys: ListedKeys, mut folded: ListedPods) -> LiveIndex {
        folded.pods.shrink_to_fit();
        LiveIndex {
            keys,
            pods: folded.pods,
            owner_listed: folded.owner_listed,
        }
    }

    /// The listed keys.
    pub fn listed(&self) -> &ListedKeys {
        &self.keys
    }

    /// The live pods that may hold `key`: `owner` (its tracked entry's) first when it was
    /// listed, then the others in list order.
    pub fn carriers<'a>(&'a self, key: &str, owner: Option<&'a LivePod>) -> Vec<&'a LivePod> {
        let Some(position) = self.keys.position(key) else {
            return Vec::new();
        };
        let listed = self
            .owner_listed
            .get(position as usize)
            .copied()
            .unwrap_or(false);
        let mut carriers: Vec<&LivePod> = owner.filter(|_| listed).into_iter().collect();
        carriers.extend(self.pods.at(position));
        carriers
    }

    /// `owner`, one of `key`'s carriers, is now its tracked entry's: the index's copy goes,
    /// and the key is flagged (the entry's copy stands for it from here).
    pub fn adopted(&mut self, key: &str, owner: &LivePod) {
        let Some(position) = self.keys.position(key) else {
            return;
        };
        if self.pods.take(position, |p| p == owner).is_some()
            && let Some(flag) = self.owner_listed.get_mut(position as usize)
        {
            *flag = true;
        }
    }
}

/// Indexes `listed` keys and the labelled `pods`, none of them tracked (tests, and the
/// shape of a first relist).
pub fn live_index(listed: &[&str], pods: impl IntoIterator<Item = PodSummary>) -> LiveIndex {
    let keys = LiveIndex::keys(listed.iter().map(|k| (*k).to_owned()).collect());
    let mut folded = LiveIndex::fold_for(&keys);
    for pod in pods {
        LiveIndex::add(&keys, &mut folded, pod, |_, _| false);
    }
    LiveIndex::new(keys, folded)
}

/// What a relist does with the KV keys.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct KeyPlan {
    /// Keys not known yet, by their position among the listed keys (in key order): read
    /// them.
    pub fetch: Vec<u32>,
    /// Known keys no longer listed: forget them.
    pub forget: Vec<String>,
}

/// Compares the `known` keys (`is_known` says whether a key is one) with a fresh LIST.
/// No set of either side is built: the listed keys are sorted, and the known ones are the
/// caller's table.
pub fn plan_keys<'a>(
    known: impl IntoIterator<Item = &'a str>,
    is_known: impl Fn(&str) -> bool,
    listed: &ListedKeys,
) -> KeyPlan {
    let mut forget: Vec<String> = known
        .into_iter()
        .filter(|k| listed.position(k).is_none())
        .map(str::to_owned)
        .collect();
    forget.sort_unstable();
    forget.dedup();
    let fetch: Vec<u32> = (0u32..)
        .zip(listed.keys())
        .filter(|(_, k)| !is_known(k))
        .map(|(position, _)| position)
        .collect();
    KeyPlan { fetch, forget }
}

/// The live pods that may own `entry`: they carry its uuid, live in its namespace and,
/// when the entry records a pod UID, have that UID. An entry with no namespace has no
/// owner (it cannot pass the ownership check).
pub fn owners<'a>(entry: &KvEntry, carriers: &[&'a LivePod]) -> Vec<&'a LivePod> {
    owners_in(&entry.namespace, &entry.pod_uid, carriers)
}

/// [`owners`] of an entry with this namespace and pod UID (read from a packed entry
/// without unpacking it).
pub fn owners_in<'a>(namespace: &str, pod_uid: &str, carriers: &[&'a LivePod]) -> Vec<&'a LivePod> {
    if namespace.is_empty() {
        return Vec::new();
    }
    carriers
        .iter()
        .copied()
        .filter(|p| p.namespace() == namespace)
        .filter(|p| pod_uid.is_empty() || pod_uid == p.uid())
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
        let index = live_index(&[uuid], pods.to_vec());
        let got = backfill(e, &index.carriers(uuid, None));
        let got: Vec<(&str, &str)> = got.iter().map(|(k, v)| (*k, v.as_str())).collect();
        assert_eq!(got, expect, "{e:?}");
    }

    fn names<'a>(pods: &[&'a LivePod]) -> Vec<&'a str> {
        pods.iter().map(|p| p.name()).collect()
    }

    #[test]
    fn indexes_pods_by_uuid_and_uid() {
        let listed = ["u1", "u2", "uid-1", "u2.3", "uid-1-1.2", "u3"];
        let pods = [
            pod("a", "p1", "uid-1", "u1,u2", "n1"),
            pod("b", "p2", "uid-2", "u2", "n2"),
            pod("c", "p3", "uid-3", "unlisted", "n3"),
        ];
        let index = live_index(&listed, pods.clone());
        assert_eq!(index.carriers("u1", None).len(), 1);
        assert_eq!(index.carriers("u2", None).len(), 2);
        assert_eq!(index.carriers("uid-1", None)[0].name(), "p1");
        // NRI generations and UID-keyed entries are carried by the same pods.
        assert_eq!(index.carriers("u2.3", None).len(), 2);
        assert_eq!(index.carriers("uid-1-1.2", None)[0].name(), "p1");
        assert!(index.carriers("u3", None).is_empty());
        assert!(
            index.carriers("unlisted", None).is_empty(),
            "only listed keys"
        );
        assert!(
            live_index(&[], []).listed().is_empty(),
            "zero keys is a normal state"
        );

        // A key's tracked owner, listed again as it was, is flagged and not copied: the
        // tracked copy stands for it, first; a changed pod (here scheduled elsewhere) is
        // recorded as any other carrier.
        let owner = LivePod::new("a", "p1", "uid-1", "web", "n1");
        let moved = LivePod::new("b", "p2", "uid-2", "web", "old-node");
        let keys = LiveIndex::keys(listed.map(String::from).to_vec());
        let mut folded = LiveIndex::fold_for(&keys);
        for pod in pods {
            LiveIndex::add(&keys, &mut folded, pod, |key, pod| match key {
                "u1" | "u2" => *pod == owner,
                "uid-1" => *pod == moved,
                _ => false,
            });
        }
        let index = LiveIndex::new(keys, folded);
        assert!(
            index.carriers("u1", None).is_empty(),
            "no copy of the owner"
        );
        assert_eq!(index.carriers("u1", Some(&owner)), [&owner]);
        assert_eq!(names(&index.carriers("u2", Some(&owner))), ["p1", "p2"]);
        // Not flagged: the tracked copy is not taken for a carrier.
        assert_eq!(index.carriers("uid-1", Some(&moved))[0].name(), "p1");
        assert_eq!(index.carriers("uid-1", Some(&moved)).len(), 1);
    }

    #[test]
    fn an_adopted_owner_leaves_the_index_and_stands_as_the_tracked_copy() {
        let mut index = live_index(
            &["u1"],
            [
                pod("a", "p1", "uid-1", "u1", "n1"),
                pod("evil", "copier", "uid-9", "u1", "n9"),
            ],
        );
        let owner = index.carriers("u1", None)[0].clone();
        index.adopted("u1", &owner);
        assert_eq!(names(&index.carriers("u1", Some(&owner))), ["p1", "copier"]);
        assert_eq!(
            index.carriers("u1", None).len(),
            1,
            "one copy left: the copier's"
        );
    }

    #[test]
    fn plans_reads_only_for_new_keys() {
        let known = ["a", "b"];
        let is_known = |k: &str| known.contains(&k);
        let listed = LiveIndex::keys(["e", "b", "c"].map(String::from).to_vec());
        let plan = plan_keys(known, is_known, &listed);
        let fetch: Vec<&str> = plan.fetch.iter().map(|p| listed.key(*p)).collect();
        assert_eq!(fetch, ["c", "e"], "in key order");
        assert_eq!(plan.forget, ["a"]);
        let listed = LiveIndex::keys(known.map(String::from).to_vec());
        let plan = plan_keys(known, is_known, &listed);
        assert_eq!(plan, KeyPlan::default());
    }

    #[test]
    fn owners_need_namespace_and_uid() {
        let pods = [
            pod("a", "p1", "uid-1", "u1", "n1"),
            pod("evil", "copier", "uid-9", "u1", "n9"),
        ];
        let index = live_index(&["u1", "u1.2"], pods.clone());
        let carriers = &index.carriers("u1", None);
        assert_eq!(owners(&entry("a", "", ""), carriers).len(), 1);
        assert_eq!(owners(&entry("a", "uid-1", ""), carriers).len(), 1);
        assert_eq!(
            owners(&entry("a", "uid-1", ""), &index.carriers("u1.2", None)).len(),
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
