//! The credentials of one pod: which KV keys are its. One definition, used by the renewer
//! (what to keep alive), the revoker's watch and sweep and `revoke --orphans` (what to
//! revoke), and `who` (what to show).
//!
//! A pod's credentials are recorded under these keys (`<mount>/data/<prefix>/<key>`):
//!
//! | key | written by | when |
//! |---|---|---|
//! | `<uuid>` (each item of the `uuid` annotation) | the webhook (legacy delivery), or the NRI plugin's first fetch | admission, or the first container |
//! | `<uuid>.<n>`, `n` ≥ 1 | the NRI plugin of earlier versions | each fetch after the node cache was lost |
//! | `<pod uid>`, `<pod uid>-<i>` | the NRI plugin, for a pod without a `uuid` annotation | first container |
//! | `<pod uid>.<n>`, `<pod uid>-<i>.<n>` | the NRI plugin of earlier versions | re-fetches of those |
//! | `<pod uid>-r<16 hex>` | the NRI plugin | a fetch whose usual key an entry holds (a re-fetch after the node cache was lost, or another pod's copy of the uuid): a fresh random key, still the pod's |
//!
//! The generations and fresh keys are not in the pod's annotations (the plugin cannot write the pod), so
//! the set of a pod's keys is found by matching the **listed** KV keys against the pod
//! ([`PodKeys::matches`], [`PodKeys::select`]), never by guessing names.
//!
//! **Invariant:** everything here is pure (no IO, no panic) and the match is purely
//! syntactic. Both the annotation and the KV keys are untrusted (a tenant writes the
//! annotation; whoever can write KV writes keys), so a match only says "this key *may* be
//! the pod's": every action still needs the ownership check on the entry and its token
//! ([`crate::vault::owner`]). A pod that copies another pod's `uuid` matches its keys and
//! still gets nothing of it.

use std::collections::hash_map::RandomState;
use std::collections::{BTreeSet, HashMap};
use std::hash::BuildHasher;

use crate::limits;
use crate::vault;

/// The annotation that lists a pod's uuids, comma-separated (the original's).
pub const UUID_ANNOTATION: &str = "db-creds-injector.numberly.io/uuid";

/// The generation suffix of a key, if any: `"u.3"` is `("u", Some(3))`, `"u"` is
/// `("u", None)`. Only a decimal `n` from 1 to `NRI_GENERATIONS_MAX` is a generation
/// (what the plugin writes); anything else is part of the base.
pub fn split_generation(key: &str) -> (&str, Option<u32>) {
    if let Some((base, n)) = key.rsplit_once('.')
        && !base.is_empty()
        && !n.is_empty()
        && n.len() <= 3
        && n.bytes().all(|b| b.is_ascii_digit())
        && !n.starts_with('0')
        && let Ok(n) = n.parse::<u32>()
        && (1..=limits::NRI_GENERATIONS_MAX).contains(&n)
    {
        return (base, Some(n));
    }
    (key, None)
}

/// `"<uid>-<i>"` with `i` ≥ 1 (the plugin's key for the i-th database of a pod without a
/// `uuid` annotation): the `uid`.
fn uid_of_indexed(base: &str) -> Option<&str> {
    let (uid, i) = base.rsplit_once('-')?;
    let numeric = !i.is_empty() && i.len() <= 4 && i.bytes().all(|b| b.is_ascii_digit());
    (numeric && !i.starts_with('0') && !uid.is_empty()).then_some(uid)
}

/// A fresh key of the pod with `uid`, for a credential whose usual key an entry holds (the
/// pod's own earlier one, or a squatter's): `<uid>-r<16 hex>`. Random, so that no other pod can take it first, and
/// still recognised as the pod's ([`PodKeys::matches`]).
pub fn fresh_key(uid: &str, random: u64) -> String {
    format!("{uid}-r{random:016x}")
}

/// `"<uid>-r<16 hex>"` (a [`fresh_key`]): the `uid`.
fn uid_of_fresh(base: &str) -> Option<&str> {
    let (uid, suffix) = base.rsplit_once('-')?;
    let hex = suffix.strip_prefix('r')?;
    let ok = hex.len() == 16 && hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    (ok && !uid.is_empty()).then_some(uid)
}

/// The keys one pod may hold: its `uuid` annotation items (every value seen in its life,
/// for the revoker) and its UID.
///
/// Packed in one string, `<uid>,<uuid>,<uuid>...`: a renewer or revoker holds one of these
/// for every labelled pod of the cluster, and a `String` and a `Vec` of `String`s cost five
/// allocations a pod where this costs one. A comma is never in a UID (the apiserver's are
/// UUIDs) nor in a kept uuid (the annotation is split on commas).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PodKeys {
    text: Box<str>,
}

impl PodKeys {
    /// The keys of a pod with `uid` and `uuid_annotation` (the value of its
    /// [`UUID_ANNOTATION`], if any). The annotation is the tenant's to write, so values
    /// that cannot be a KV key are dropped and at most `REVOKER_UUIDS_PER_POD_MAX` are kept.
    pub fn of(uid: &str, uuid_annotation: Option<&str>) -> PodKeys {
        // A UID with a comma would read as uid and uuids: none is kept.
        let uid = if uid.contains(',') { "" } else { uid };
        let mut text = String::from(uid);
        let mut kept = 0;
        let items = uuid_annotation
            .into_iter()
            .flat_map(|value| value.split(','))
            .map(str::trim)
            .filter(|u| vault::path::check_segment(u).is_ok());
        for uuid in items {
            if kept < limits::REVOKER_UUIDS_PER_POD_MAX && !has(&text, uuid) {
                text.push(',');
                text.push_str(uuid);
                kept += 1;
            }
        }
        PodKeys {
            text: text.into_boxed_str(),
        }
    }

    /// The pod's UID (empty when unknown).
    pub fn uid(&self) -> &str {
        self.text.split(',').next().unwrap_or_default()
    }

    /// The annotation uuids kept, in the order first seen.
    pub fn uuids(&self) -> impl Iterator<Item = &str> {
        self.text.split(',').skip(1)
    }

    /// Adds the uuids of `other` (a later version of the same pod's annotation), up to
    /// `cap` in all: a tenant rewriting the annotation in a loop cannot grow it unbounded.
    pub fn merge(&mut self, other: &PodKeys, cap: usize) {
        let mut kept = self.uuids().count();
        let mut text = String::from(&*self.text);
        for uuid in other.uuids() {
            if kept < cap && !has(&text, uuid) {
                text.push(',');
                text.push_str(uuid);
                kept += 1;
            }
        }
        if text.len() != self.text.len() {
            self.text = text.into_boxed_str();
        }
    }

    /// The base keys: every annotation uuid, and the UID. These are the keys an entry of
    /// the pod is first written under; the generations are found in the KV list.
    pub fn bases(&self) -> BTreeSet<String> {
        let mut bases: BTreeSet<String> = self.uuids().map(str::to_owned).collect();
        if !self.uid().is_empty() {
            bases.insert(self.uid().to_owned());
        }
        bases
    }

    /// Whether `key` is one of the pod's: a base, a `<pod uid>-<i>`, or a generation
    /// `<one of those>.<n>`.
    pub fn matches(&self, key: &str) -> bool {
        let (base, _) = split_generation(key);
        if self.uuids().any(|u| u == base) {
            return true;
        }
        let uid = self.uid();
        !uid.is_empty()
            && (base == uid
                || uid_of_indexed(base).is_some_and(|u| u == uid)
                || uid_of_fresh(base).is_some_and(|u| u == uid))
    }

    /// Whether entries of this pod found under `bases` (their keys without the generation,
    /// [`split_generation`]) account for every credential the pod is known to hold: one
    /// for each annotation uuid, under that uuid or, when another pod's entry held it, under
    /// a [`fresh_key`] of the pod's; at least one for a pod without a `uuid` annotation
    /// (how many databases such a pod has is not among its keys). `revoke --orphans` holds
    /// back while a live pod is not accounted for, so a pod missing one entry of several
    /// must not pass as recorded.
    pub fn all_recorded<'a>(&self, bases: impl IntoIterator<Item = &'a str>) -> bool {
        let uid = self.uid();
        let mut seen: BTreeSet<&str> = BTreeSet::new();
        let mut accounted = 0usize;
        for base in bases {
            if !seen.insert(base) {
                continue;
            }
            let own_uuid = self.uuids().any(|u| u == base);
            let fresh = !uid.is_empty() && uid_of_fresh(base) == Some(uid);
            if own_uuid || fresh {
                accounted = accounted.saturating_add(1);
            }
        }
        match self.uuids().count() {
            0 => !seen.is_empty(),
            wanted => accounted >= wanted,
        }
    }

    /// The pod's keys among `listed` (a KV list), plus its bases (a base that is not
    /// listed is simply absent when read).
    pub fn select<'a>(&self, listed: impl IntoIterator<Item = &'a String>) -> BTreeSet<String> {
        let mut keys = self.bases();
        keys.extend(listed.into_iter().filter(|k| self.matches(k)).cloned());
        keys
    }
}

/// Whether packed keys `text` hold `uuid` among their uuids.
fn has(text: &str, uuid: &str) -> bool {
    text.split(',').skip(1).any(|u| u == uuid)
}

/// Many pods' keys, indexed so that "which pods may hold this key" costs a few lookups
/// (the sweep asks it for every KV key). `T` is what the caller keeps per pod.
///
/// The index is keyed by a hash of each uuid and UID, not by a copy of the string (a
/// revoker indexes every labelled pod of the cluster): a lookup's candidates are confirmed
/// with [`PodKeys::matches`], so a collision costs a comparison, never a wrong answer, and
/// the hasher is randomly keyed so that tenants cannot aim for collisions.
///
/// Laid out for a list folded into it page by page and then asked: the pods and the
/// `(hash, pod)` pairs are vectors grown by a quarter (not doubled), and the pairs are
/// sorted once the list is in ([`Carriers::shrink_to_fit`]): 16 bytes a key, where a hash
/// table was 19 to 39 (its load factor, and buckets by powers of two).
#[derive(Debug, Clone)]
pub struct Carriers<T> {
    pods: Vec<(PodKeys, T)>,
    /// Each key's hash with its pod (an index into `pods`); sorted up to `sorted`, the
    /// rest in insertion order.
    by_key: Vec<(u64, u32)>,
    sorted: usize,
    hasher: RandomState,
}

impl<T> Default for Carriers<T> {
    fn default() -> Self {
        Carriers {
            pods: Vec::new(),
            by_key: Vec::new(),
            sorted: 0,
            hasher: RandomState::new(),
        }
    }
}

/// Makes room for one more in `v`, a quarter more at a time (a fold of unknown length).
fn grow_by_a_quarter<E>(v: &mut Vec<E>) {
    if v.len() == v.capacity() {
        v.reserve_exact(v.len() / 4 + 64);
    }
}

impl<T> Carriers<T> {
    /// Adds one pod.
    pub fn insert(&mut self, keys: PodKeys, value: T) {
        let Ok(index) = u32::try_from(self.pods.len()) else {
            // Four billion pods: not a cluster this indexes.
            return;
        };
        let mut hashes: Vec<u64> = keys
            .uuids()
            .chain(Some(keys.uid()).filter(|uid| !uid.is_empty()))
            .map(|key| self.hasher.hash_one(key))
            .collect();
        // The same pod's keys may hash alike (a uuid equal to its UID, say): once.
        hashes.sort_unstable();
        hashes.dedup();
        for hash in hashes {
            grow_by_a_quarter(&mut self.by_key);
            self.by_key.push((hash, index));
        }
        grow_by_a_quarter(&mut self.pods);
        self.pods.push((keys, value));
    }

    /// Sorts the index and gives back what it and the pods grew into beyond their length
    /// (a relist folds a list of unknown length into it).
    pub fn shrink_to_fit(&mut self) {
        self.by_key.sort_unstable();
        self.sorted = self.by_key.len();
        self.pods.shrink_to_fit();
        self.by_key.shrink_to_fit();
    }

    /// The pods whose keys match `key` (see [`PodKeys::matches`]), each once.
    pub fn carriers(&self, key: &str) -> Vec<&T> {
        let (base, _) = split_generation(key);
        let (sorted, rest) = self.by_key.split_at(self.sorted.min(self.by_key.len()));
        let mut found: BTreeSet<u32> = BTreeSet::new();
        for candidate in [Some(base), uid_of_indexed(base), uid_of_fresh(base)]
            .into_iter()
            .flatten()
        {
            let hash = self.hasher.hash_one(candidate);
            let from = sorted.partition_point(|&(h, _)| h < hash);
            found.extend(
                sorted
                    .get(from..)
                    .unwrap_or_default()
                    .iter()
                    .take_while(|&&(h, _)| h == hash)
                    .map(|&(_, i)| i),
            );
            found.extend(rest.iter().filter(|&&(h, _)| h == hash).map(|&(_, i)| i));
        }
        found
            .into_iter()
            .filter_map(|i| self.pods.get(usize::try_from(i).ok()?))
            .filter(|(keys, _)| keys.matches(key))
            .map(|(_, v)| v)
            .collect()
    }

    /// Every pod, with its keys.
    pub fn iter(&self) -> impl Iterator<Item = &(PodKeys, T)> {
        self.pods.iter()
    }

    /// How many pods.
    pub fn len(&self) -> usize {
        self.pods.len()
    }

    /// Whether there is no pod (a normal state).
    pub fn is_empty(&self) -> bool {
        self.pods.is_empty()
    }
}

/// The other side of [`Carriers`]: a pass that lists the KV keys before the pods (the
/// renewer's relist) indexes the **keys**, and keeps for each only the pods that may hold
/// it ([`KeyPods`]). A pod that carries no listed key costs nothing, and a key's carriers
/// are what the pass hands on (a new entry's owner), not copies out of an index of every
/// pod.
///
/// The keys are kept sorted (a key is found by binary search, so no second copy of it is
/// held); the names a key is matched by (its base, and the UID of a `<uid>-<i>` or fresh
/// key) are indexed by a randomly keyed hash, and every candidate is confirmed with
/// [`PodKeys::matches`], as in [`Carriers`].
#[derive(Debug, Clone)]
pub struct ListedKeys {
    keys: Vec<String>,
    /// A name's hash to the first key (a position in `keys`) it matches.
    by_name: HashMap<u64, u32>,
    /// The further keys of a name: the generations of one base (`u`, `u.1`), or a
    /// collision. Rare, so apart.
    more: HashMap<u64, Vec<u32>>,
    hasher: RandomState,
}

impl ListedKeys {
    /// Indexes `keys` (sorted and deduplicated here, taken without a copy).
    pub fn new(mut keys: Vec<String>) -> ListedKeys {
        keys.sort_unstable();
        keys.dedup();
        // Four billion keys: not a KV list this indexes (the list's own cap is far below).
        keys.truncate(u32::MAX as usize);
        let hasher = RandomState::new();
        let mut by_name: HashMap<u64, u32> = HashMap::with_capacity(keys.len());
        let mut more: HashMap<u64, Vec<u32>> = HashMap::new();
        for (position, key) in (0u32..).zip(&keys) {
            let (base, _) = split_generation(key);
            for name in [Some(base), uid_of_indexed(base), uid_of_fresh(base)]
                .into_iter()
                .flatten()
            {
                let hash = hasher.hash_one(name);
                match by_name.get(&hash) {
                    None => {
                        by_name.insert(hash, position);
                    }
                    Some(&first) if first == position => {}
                    Some(_) => {
                        let further = more.entry(hash).or_default();
                        if !further.contains(&position) {
                            further.push(position);
                        }
                    }
                }
            }
        }
        more.shrink_to_fit();
        ListedKeys {
            keys,
            by_name,
            more,
            hasher,
        }
    }

    /// The keys, sorted.
    pub fn keys(&self) -> &[String] {
        &self.keys
    }

    /// How many keys.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether no key is listed (a normal state).
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The key at `position` (empty past the end).
    pub fn key(&self, position: u32) -> &str {
        self.keys
            .get(position as usize)
            .map(String::as_str)
            .unwrap_or_default()
    }

    /// Where `key` is among the keys.
    pub fn position(&self, key: &str) -> Option<u32> {
        let found = self.keys.binary_search_by(|k| k.as_str().cmp(key)).ok()?;
        u32::try_from(found).ok()
    }

    /// The positions of the keys a pod with keys `pod` may hold, each once, in key order.
    pub fn matching(&self, pod: &PodKeys) -> Vec<u32> {
        let mut found: Vec<u32> = Vec::new();
        for name in pod
            .uuids()
            .chain(Some(pod.uid()).filter(|uid| !uid.is_empty()))
        {
            let hash = self.hasher.hash_one(name);
            found.extend(self.by_name.get(&hash));
            found.extend(self.more.get(&hash).into_iter().flatten());
        }
        found.sort_unstable();
        found.dedup();
        found.retain(|&position| pod.matches(self.key(position)));
        found
    }
}

/// The pods recorded for each of a [`ListedKeys`]' keys, by position: what a pass folds
/// the pod list into (a list restarted from its beginning starts a new one).
#[derive(Debug, Clone)]
pub struct KeyPods<T> {
    /// The first pod of each key.
    first: Vec<Option<T>>,
    /// The further pods of a key: a copy of a pod's annotation. Rare, so apart.
    more: HashMap<u32, Vec<T>>,
}

impl<T> KeyPods<T> {
    /// No pod yet, for `keys`.
    pub fn for_keys(keys: &ListedKeys) -> KeyPods<T> {
        KeyPods {
            first: std::iter::repeat_with(|| None).take(keys.len()).collect(),
            more: HashMap::new(),
        }
    }

    /// Records `value` (a pod) as a carrier of the key at `position`.
    pub fn push(&mut self, position: u32, value: T) {
        let Some(first) = self.first.get_mut(position as usize) else {
            return;
        };
        if first.is_none() {
            *first = Some(value);
        } else {
            self.more.entry(position).or_default().push(value);
        }
    }

    /// The pods recorded for the key at `position`, in the order recorded.
    pub fn at(&self, position: u32) -> Vec<&T> {
        let first = self.first.get(position as usize).and_then(Option::as_ref);
        first
            .into_iter()
            .chain(self.more.get(&position).into_iter().flatten())
            .collect()
    }

    /// Removes the first pod recorded at `position` that `which` accepts, and returns it.
    pub fn take(&mut self, position: u32, which: impl Fn(&T) -> bool) -> Option<T> {
        let first = self.first.get_mut(position as usize)?;
        if first.as_ref().is_some_and(&which) {
            let taken = first.take();
            // The next one moves up: `first` is empty only when no pod is left.
            if let Some(further) = self.more.get_mut(&position) {
                if !further.is_empty() {
                    *first = Some(further.remove(0));
                }
                if further.is_empty() {
                    self.more.remove(&position);
                }
            }
            return taken;
        }
        let further = self.more.get_mut(&position)?;
        let at = further.iter().position(which)?;
        let taken = further.remove(at);
        if further.is_empty() {
            self.more.remove(&position);
        }
        Some(taken)
    }

    /// Gives back what the further pods' table grew into while a list was folded.
    pub fn shrink_to_fit(&mut self) {
        self.more.shrink_to_fit();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys of every shape the matching knows: uuids, generations, UID-indexed keys, and
    /// near misses.
    const SAMPLE_KEYS: [&str; 14] = [
        "a1", "a1.4", "b2", "b2.1", "u1", "u2.3", "u3", "u3-1", "u3-2.2", "c3", "c3.1", "zz",
        "u3-0", "a1.0",
    ];

    fn keys(uid: &str, annotation: Option<&str>) -> PodKeys {
        PodKeys::of(uid, annotation)
    }

    fn bases(uid: &str, annotation: Option<&str>) -> Vec<String> {
        keys(uid, annotation).bases().into_iter().collect()
    }

    #[test]
    fn all_recorded_wants_one_entry_per_uuid() {
        let keys = PodKeys::of("u1", Some("a,b"));
        assert!(!keys.all_recorded([]));
        assert!(!keys.all_recorded(["a"]));
        assert!(!keys.all_recorded(["a", "a", "a"]), "one uuid counted once");
        assert!(
            !keys.all_recorded(["a", "u1-1"]),
            "an indexed key is not a uuid's"
        );
        assert!(!keys.all_recorded(["a", "zz"]), "another pod's key");
        assert!(keys.all_recorded(["a", "b"]));
        assert!(keys.all_recorded(["b", &fresh_key("u1", 9)]));
        assert!(
            !keys.all_recorded(["b", &fresh_key("u2", 9)]),
            "another pod's fresh key"
        );
        let bare = PodKeys::of("u1", None);
        assert!(!bare.all_recorded([]));
        assert!(bare.all_recorded(["u1-2"]));
    }

    #[test]
    fn bases_of_a_pod() {
        assert_eq!(bases("uid-1", None), ["uid-1"]);
        assert_eq!(bases("uid-1", Some("a,b")), ["a", "b", "uid-1"]);
        assert_eq!(bases("uid-1", Some(" a , ,b,a ")), ["a", "b", "uid-1"]);
        assert!(bases("", Some("")).is_empty());
        assert_eq!(bases("u", Some("../x,a/b,ok,,%2e")), ["ok", "u"]);
        let many: Vec<String> = (0..1000).map(|i| format!("x{i:04}")).collect();
        assert_eq!(
            keys("", Some(&many.join(","))).bases().len(),
            limits::REVOKER_UUIDS_PER_POD_MAX
        );
    }

    #[test]
    fn generations_split() {
        assert_eq!(split_generation("u.1"), ("u", Some(1)));
        assert_eq!(split_generation("u.32"), ("u", Some(32)));
        assert_eq!(split_generation("a.b.2"), ("a.b", Some(2)));
        for plain in [
            "u", "u.", ".1", "u.0", "u.01", "u.33", "u.x", "u.1000", "u.-1",
        ] {
            assert_eq!(split_generation(plain), (plain, None), "{plain}");
        }
    }

    #[test]
    fn a_pod_matches_its_generations_and_uid_keys() {
        let pod = keys("5e1f", Some("a1,b2"));
        for key in [
            "a1",
            "a1.1",
            "a1.32",
            "b2",
            "b2.7",
            "5e1f",
            "5e1f.2",
            "5e1f-1",
            "5e1f-1.3",
            "5e1f-12",
            "5e1f-r0123456789abcdef",
        ] {
            assert!(pod.matches(key), "{key}");
        }
        for key in [
            "a",
            "a1x",
            "a1.0",
            "a1.33",
            "a1-1",
            "x.a1",
            "5e1",
            "5e1f-0",
            "5e1f-",
            "5e1f-x",
            "5e1f-01",
            "c3",
            "",
            "5e1f-r0123",
            "5e1f-r0123456789ABCDEF",
            "5e1g-r0123456789abcdef",
            "-r0123456789abcdef",
        ] {
            assert!(!pod.matches(key), "{key}");
        }
        // No UID known: only the annotation's keys.
        assert!(!keys("", Some("a1")).matches("-1"));
    }

    #[test]
    fn select_takes_listed_matches_and_the_bases() {
        let listed: Vec<String> = ["a1", "a1.1", "a1.2", "zz", "zz.1", "u9-1.1", "u9.1"]
            .map(String::from)
            .to_vec();
        let got: Vec<String> = keys("u9", Some("a1,b2"))
            .select(&listed)
            .into_iter()
            .collect();
        assert_eq!(got, ["a1", "a1.1", "a1.2", "b2", "u9", "u9-1.1", "u9.1"]);
    }

    #[test]
    fn merge_is_capped() {
        let mut pod = keys("u", Some("a"));
        pod.merge(&keys("u", Some("b,c,d")), 3);
        assert_eq!(pod.bases().len(), 4, "a, b, c and the uid");
    }

    #[test]
    fn carriers_index_agrees_with_matches() {
        let pods = [
            keys("u1", Some("a1")),
            keys("u2", Some("a1,b2")),
            keys("u3", None),
            keys("", Some("c3")),
        ];
        let mut index = Carriers::default();
        for (i, pod) in pods.iter().enumerate() {
            index.insert(pod.clone(), i);
        }
        assert_eq!(index.len(), 4);
        let check = |index: &Carriers<usize>, pods: &[PodKeys]| {
            for key in SAMPLE_KEYS
                .iter()
                .copied()
                .chain(["u4", "u4-r0123456789abcdef"])
            {
                let want: Vec<usize> = (0..pods.len()).filter(|i| pods[*i].matches(key)).collect();
                let got: Vec<usize> = index.carriers(key).into_iter().copied().collect();
                assert_eq!(got, want, "{key}");
            }
        };
        // Asked while the list is folded in (unsorted), once it is in (sorted), and with
        // a pod added after that (both parts).
        check(&index, &pods);
        index.shrink_to_fit();
        check(&index, &pods);
        let mut more = pods.to_vec();
        more.push(keys("u4", Some("a1")));
        index.insert(more[4].clone(), 4);
        check(&index, &more);
        index.shrink_to_fit();
        check(&index, &more);
        assert!(Carriers::<()>::default().carriers("a").is_empty());
    }

    #[test]
    fn random_keys_never_panic_and_index_matches() {
        let (seed, mut next) = crate::testutil::splitmix64(16);
        let alphabet = b"ab1-.0u";
        let pod = keys("u1", Some("a1,b-1"));
        let mut index = Carriers::default();
        index.insert(pod.clone(), ());
        for _ in 0..5000 {
            let len = (next() % 8) as usize;
            let key: String = (0..len)
                .map(|_| alphabet[(next() % alphabet.len() as u64) as usize] as char)
                .collect();
            assert_eq!(
                pod.matches(&key),
                !index.carriers(&key).is_empty(),
                "{key} (TEST_SEED={seed})"
            );
        }
    }

    #[test]
    fn listed_keys_hold_what_matches_and_only_that() {
        let pods = [
            keys("u1", Some("a1")),
            keys("u2", Some("a1,b2")),
            keys("u3", None),
            keys("", Some("c3")),
            keys("u9", Some("nothing-listed")),
        ];
        // Out of order, with a duplicate: the index sorts and deduplicates.
        let listed: Vec<String> = ["b2", "a1", "u3-r0123456789abcdef"]
            .into_iter()
            .chain(SAMPLE_KEYS.iter().copied())
            .map(String::from)
            .collect();
        let keys = ListedKeys::new(listed.clone());
        assert!(keys.keys().is_sorted(), "sorted");
        assert_eq!(
            keys.len(),
            listed.len() - 2,
            "deduplicated (b2 and a1 twice)"
        );
        let mut pods_of = KeyPods::for_keys(&keys);
        for (i, pod) in pods.iter().enumerate() {
            for position in keys.matching(pod) {
                pods_of.push(position, i);
            }
        }
        assert!(keys.matching(&pods[4]).is_empty(), "carries no listed key");
        for key in &listed {
            let want: Vec<usize> = (0..pods.len()).filter(|i| pods[*i].matches(key)).collect();
            let position = keys.position(key).unwrap_or(u32::MAX);
            assert_eq!(keys.key(position), key);
            let got: Vec<usize> = pods_of.at(position).into_iter().copied().collect();
            assert_eq!(got, want, "{key}");
        }
        assert_eq!(keys.position("not-listed"), None);
        assert!(pods_of.at(u32::MAX).is_empty());
        // Taking a carrier out: the others stay, in order, and the next moves up.
        let a1 = keys.position("a1").unwrap_or(u32::MAX);
        assert_eq!(pods_of.take(a1, |&i| i == 0), Some(0));
        assert_eq!(pods_of.at(a1), [&1]);
        assert_eq!(pods_of.take(a1, |&i| i == 0), None);
        pods_of.push(a1, 7);
        assert_eq!(pods_of.take(a1, |&i| i == 7), Some(7));
        assert_eq!(pods_of.at(a1), [&1]);
        assert_eq!(pods_of.take(a1, |_| true), Some(1));
        assert!(pods_of.at(a1).is_empty());
        assert!(ListedKeys::new(Vec::new()).matching(&pods[0]).is_empty());
    }

    #[test]
    fn random_keys_match_the_key_side_as_the_pod_side() {
        let (seed, mut next) = crate::testutil::splitmix64(17);
        let alphabet = b"ab1-.0ur";
        let pod = keys("u1", Some("a1,b-1"));
        let listed: Vec<String> = (0..5000)
            .map(|_| {
                let len = (next() % 8) as usize;
                (0..len)
                    .map(|_| alphabet[(next() % alphabet.len() as u64) as usize] as char)
                    .collect()
            })
            .chain(["u1-r0123456789abcdef".to_owned(), "a1.3".to_owned()])
            .collect();
        let index = ListedKeys::new(listed);
        let matched: Vec<&str> = index
            .matching(&pod)
            .into_iter()
            .map(|p| index.key(p))
            .collect();
        let want: Vec<&str> = index
            .keys()
            .iter()
            .map(String::as_str)
            .filter(|k| pod.matches(k))
            .collect();
        assert_eq!(matched, want, "TEST_SEED={seed}");
        assert!(want.len() >= 2);
    }
}
