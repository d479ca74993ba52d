//! Vault-side orphan leases: database leases under a managed `<engine>/creds/<role>` that
//! no KV entry records (an injector that died between the creds read and the KV write, an
//! entry deleted by hand). No peer reports them, and nothing renews them, but each one is
//! a live database user until its TTL runs out.
//!
//! The managed roles are the lease prefixes of the KV entries this process has read (a
//! role is remembered once seen, up to [`limits::REVOKER_LEASE_PREFIXES_MAX`]). For each,
//! `LIST sys/leases/lookup/<prefix>/` (needs `sudo`, see docs/vault.md) names its leases;
//! the list is not paginated, so its body is capped ([`limits::VAULT_LIST_BODY_MAX`]) and
//! at most [`limits::VAULT_LEASE_LOOKUP_MAX`] ids are diffed. A lease is an orphan when
//! no KV entry records it and Vault says it was issued more than `revoker.gracePeriod`
//! ago (a lease minted by an admission still in flight has no entry yet).
//!
//! **Reported, not revoked.** The sweep sets `vdbi_revoker_orphan_leases` and logs a line;
//! only `revoke --orphans --confirm` revokes them. Vault cannot say which pod a lease
//! belongs to, so deleting a live pod's KV entry would otherwise make its lease an
//! "orphan": revocation is refused as long as any live labelled pod has no KV entry for any
//! of its keys (such a pod may hold any orphan lease), and the check runs only when every
//! listed entry was read (an entry not read may record any lease).

use std::collections::{BTreeSet, HashMap, HashSet};
use std::str::FromStr;

use k8s_openapi::jiff::Timestamp;
use serde::{Deserialize, Serialize};

use crate::limits;
use crate::podkeys::split_generation;
use crate::revoker::work::LiveSet;
use crate::secret::SecretString;
use crate::vault::client::{Call, Method, Retry};
use crate::vault::path::{Part, check_lease_id, join};
use crate::vault::{self, KvEntry, PodIdentity};

/// The `<engine>/creds/<role>` a database lease id lives under, when it has that shape.
pub(crate) fn lease_prefix(lease_id: &str) -> Option<&str> {
    if check_lease_id(lease_id).is_err() {
        return None;
    }
    let (prefix, _) = lease_id.rsplit_once('/')?;
    let (engine, role) = prefix.rsplit_once("/creds/")?;
    (!engine.is_empty() && !role.is_empty() && !role.contains('/')).then_some(prefix)
}

/// The lease ids under `prefix` (Vault lists bare ids) that `recorded` does not hold.
pub(crate) fn unrecorded(prefix: &str, listed: &[String], recorded: &HashSet<&str>) -> Vec<String> {
    listed
        .iter()
        .map(|id| format!("{prefix}/{}", id.trim_end_matches('/')))
        .filter(|lease| !recorded.contains(lease.as_str()) && check_lease_id(lease).is_ok())
        .collect()
}

/// The managed lease prefixes, remembered once seen (bounded).
#[derive(Debug, Default)]
pub(crate) struct Prefixes {
    known: BTreeSet<String>,
}

impl Prefixes {
    /// Remembers the prefix of `lease_id`, if it has one and there is room.
    pub(crate) fn note(&mut self, lease_id: &str) {
        if let Some(prefix) = lease_prefix(lease_id)
            && (self.known.len() < limits::REVOKER_LEASE_PREFIXES_MAX
                || self.known.contains(prefix))
        {
            self.known.insert(prefix.to_owned());
        }
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = &String> {
        self.known.iter()
    }
}

/// One lease's list: the ids read, and how many Vault named.
pub(crate) struct Listed {
    pub(crate) ids: Vec<String>,
    pub(crate) total: usize,
}

#[derive(Deserialize)]
struct Keys {
    #[serde(default)]
    keys: Vec<String>,
}

/// `LIST sys/leases/lookup/<prefix>/`, capped.
pub(crate) fn list(
    client: &vault::Client,
    token: &SecretString,
    prefix: &str,
) -> Result<Listed, vault::Error> {
    let mut path = join(&[
        Part::Lit("sys/leases/lookup"),
        Part::Multi("lease prefix", prefix),
    ])
    .map_err(|(what, reason)| vault::Error::InvalidName { what, reason })?;
    path.push('/');
    let call = Call::new(Method::Get, path, Some(token))
        .query("list=true")
        .body_max(limits::VAULT_LIST_BODY_MAX)
        .retry(Retry::Safe);
    let answer = client.execute(&call)?;
    if answer.is_empty_404() {
        return Ok(Listed {
            ids: Vec::new(),
            total: 0,
        });
    }
    let answer = answer.success()?;
    let mut ids = answer
        .envelope::<Keys, serde_json::Value>()?
        .data
        .map(|k| k.keys)
        .unwrap_or_default();
    let total = ids.len();
    ids.truncate(limits::VAULT_LEASE_LOOKUP_MAX);
    Ok(Listed { ids, total })
}

#[derive(Deserialize)]
struct Lookup {
    #[serde(default)]
    issue_time: String,
}

#[derive(Serialize)]
struct LeaseBody<'a> {
    lease_id: &'a str,
}

/// When Vault issued `lease_id` (seconds since the epoch); `None` when it is gone.
pub(crate) fn issued_at(
    client: &vault::Client,
    token: &SecretString,
    lease_id: &str,
) -> Result<Option<i64>, vault::Error> {
    check_lease_id(lease_id).map_err(|reason| vault::Error::InvalidName {
        what: "lease id",
        reason,
    })?;
    let call = Call::new(Method::Put, "sys/leases/lookup".to_owned(), Some(token))
        .retry(Retry::Safe)
        .json(&LeaseBody { lease_id })?;
    let answer = client.execute(&call)?;
    if answer.status == 400 {
        // "invalid lease" / "lease not found": revoked or expired since the list.
        return Ok(None);
    }
    let answer = answer.success()?;
    let lookup = answer
        .envelope::<Lookup, serde_json::Value>()?
        .data
        .ok_or_else(|| answer.malformed("no data in a lease lookup answer"))?;
    Timestamp::from_str(&lookup.issue_time)
        .map(|t| Some(t.as_second()))
        .map_err(|_| answer.malformed("issue_time is not an rfc 3339 time"))
}

/// How many live labelled pods are missing an entry among `entries` (key, entry): each may
/// hold any orphan lease, so while there is one no orphan lease is revoked. A pod counts as
/// recorded only when its entries account for each of its credentials
/// ([`PodKeys::all_recorded`](crate::podkeys::PodKeys::all_recorded)): a pod of two
/// databases whose second entry was deleted by hand still holds that lease. Ownership is
/// the revoker's (namespace, and UID when recorded), so a forged entry at a live pod's key
/// in another namespace does not count as that pod's.
pub(crate) fn pods_without_entry<'a, E: std::borrow::Borrow<KvEntry>>(
    live: &'a LiveSet,
    entries: impl Iterator<Item = (&'a str, E)>,
) -> usize {
    // Pod UID → the bases (keys without their generation) of the entries it owns.
    let mut recorded: HashMap<&str, Vec<&str>> = HashMap::new();
    for (key, entry) in entries {
        let entry = entry.borrow();
        for pod in live.carriers(key) {
            let identity = PodIdentity {
                namespace: pod.namespace(),
                uid: Some(pod.uid()),
                service_account: None,
            };
            if entry.check_owner(key, &identity).is_ok() {
                let (base, _) = split_generation(key);
                recorded.entry(pod.uid()).or_default().push(base);
            }
        }
    }
    live.iter()
        .filter(|(keys, pod)| {
            let bases = recorded.get(pod.uid()).into_iter().flatten().copied();
            !keys.all_recorded(bases)
        })
        .count()
}

/// One orphan lease.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrphanLease {
    /// The lease id (not a secret: using it needs a token with the right policy).
    pub lease_id: String,
    /// Its age in seconds (Vault's `issue_time`).
    pub age_seconds: i64,
}

/// What one orphan-lease check found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LeaseScan {
    /// Lease prefixes listed.
    pub prefixes: usize,
    /// Leases Vault listed under them.
    pub listed: usize,
    /// Leases not diffed because a list was longer than the cap.
    pub truncated: usize,
    /// Leases no entry records, older than the grace period.
    pub orphans: Vec<OrphanLease>,
    /// Vault calls the check made.
    pub vault_calls: u64,
}

/// Finds the orphan leases under `prefixes` given the lease ids the KV entries record.
/// `issued` remembers the issue times already looked up (the sweep keeps it between runs,
/// so an orphan costs one lookup in its life; only leases still unrecorded are kept).
pub(crate) fn scan<'a>(
    client: &vault::Client,
    token: &SecretString,
    prefixes: impl Iterator<Item = &'a String>,
    recorded: &HashSet<&str>,
    now: i64,
    grace_seconds: i64,
    issued: &mut HashMap<String, i64>,
) -> Result<LeaseScan, vault::Error> {
    let mut found = LeaseScan::default();
    let mut still = HashMap::new();
    for prefix in prefixes {
        let listed = list(client, token, prefix)?;
        found.prefixes = found.prefixes.saturating_add(1);
        found.vault_calls = found.vault_calls.saturating_add(1);
        found.listed = found.listed.saturating_add(listed.total);
        found.truncated = found
            .truncated
            .saturating_add(listed.total.saturating_sub(listed.ids.len()));
        for lease_id in unrecorded(prefix, &listed.ids, recorded) {
            let at = match issued.get(&lease_id) {
                Some(at) => *at,
                None => {
                    found.vault_calls = found.vault_calls.saturating_add(1);
                    let Some(at) = issued_at(client, token, &lease_id)? else {
                        continue;
                    };
                    at
                }
            };
            still.insert(lease_id.clone(), at);
            let age = now.saturating_sub(at);
            if age >= grace_seconds {
                found.orphans.push(OrphanLease {
                    lease_id,
                    age_seconds: age,
                });
            }
        }
    }
    *issued = still;
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lease_prefixes() {
        assert_eq!(
            lease_prefix("databases/creds/app-ro/BT7e8ju2zg0uG8giqaJSoweh"),
            Some("databases/creds/app-ro")
        );
        assert_eq!(
            lease_prefix("team/db/creds/app/abc"),
            Some("team/db/creds/app")
        );
        assert_eq!(lease_prefix("auth/token/create/abc"), None);
        assert_eq!(lease_prefix("creds/app/abc"), None);
        assert_eq!(lease_prefix("db/creds/abc"), None);
        assert_eq!(lease_prefix("db/creds/a/../abc"), None);
        assert_eq!(lease_prefix(""), None);
    }

    #[test]
    fn the_diff_keeps_only_unrecorded_leases() {
        let recorded: HashSet<&str> = ["db/creds/app/a"].into_iter().collect();
        let listed = vec!["a".to_owned(), "b".to_owned(), "..".to_owned()];
        assert_eq!(
            unrecorded("db/creds/app", &listed, &recorded),
            vec!["db/creds/app/b".to_owned()]
        );
        assert!(unrecorded("db/creds/app", &[], &recorded).is_empty());
    }

    #[test]
    fn a_live_pod_without_its_entry_blocks_revocation() {
        use crate::k8s::PodSummary;
        let pod = |ns: &str, uid: &str, uuid: &str| {
            let annotations = vec![(crate::revoker::UUID_ANNOTATION.to_owned(), uuid.to_owned())];
            PodSummary {
                namespace: ns.into(),
                uid: uid.into(),
                annotations,
                ..PodSummary::default()
            }
        };
        let live = crate::revoker::work::live_set([pod("a", "u1", "k1"), pod("b", "u2", "k2")]);
        let own = |ns: &str| KvEntry {
            namespace: ns.into(),
            ..KvEntry::default()
        };
        let (ea, eb, forged) = (own("a"), own("b"), own("other"));
        assert_eq!(
            pods_without_entry(&live, [("k1", &ea), ("k2", &eb)].into_iter()),
            0
        );
        assert_eq!(pods_without_entry(&live, [("k1", &ea)].into_iter()), 1);
        // An entry at k2 that is not the pod's (another namespace) does not count.
        assert_eq!(
            pods_without_entry(&live, [("k1", &ea), ("k2", &forged)].into_iter()),
            1
        );
        assert_eq!(
            pods_without_entry(&live, std::iter::empty::<(&str, KvEntry)>()),
            2
        );
        // A pod of two databases: one entry of the two (or only generations of one) is
        // not enough, since the other's lease is still the pod's.
        let live = crate::revoker::work::live_set([pod("a", "u1", "k1,k3")]);
        let fresh = crate::podkeys::fresh_key("u1", 7);
        let count = |keys: &[&str]| pods_without_entry(&live, keys.iter().map(|k| (*k, &ea)));
        assert_eq!(count(&["k1"]), 1, "the second entry was deleted");
        assert_eq!(count(&["k1", "k1.1", "k1.2"]), 1, "generations of one uuid");
        assert_eq!(count(&["k1", "k3.1"]), 0);
        assert_eq!(
            count(&["k1.2", fresh.as_str()]),
            0,
            "a squatted uuid's fresh key"
        );
        // A pod without a uuid annotation: its UID keys, at least one.
        let live = crate::revoker::work::live_set([pod("a", "u1", "")]);
        let count = |keys: &[&str]| pods_without_entry(&live, keys.iter().map(|k| (*k, &ea)));
        assert_eq!(count(&[]), 1);
        assert_eq!(count(&["u1-1"]), 0);
    }

    #[test]
    fn prefixes_are_remembered_and_bounded() {
        let mut prefixes = Prefixes::default();
        prefixes.note("db/creds/app/a");
        prefixes.note("db/creds/app/b");
        prefixes.note("not-a-lease");
        assert_eq!(prefixes.iter().collect::<Vec<_>>(), ["db/creds/app"]);
        for i in 0..limits::REVOKER_LEASE_PREFIXES_MAX + 5 {
            prefixes.note(&format!("db/creds/r{i}/x"));
        }
        assert_eq!(prefixes.iter().count(), limits::REVOKER_LEASE_PREFIXES_MAX);
    }
}
