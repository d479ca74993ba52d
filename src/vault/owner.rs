//! Whether a KV entry, and the token it names, belong to the pod an action is about to be
//! taken for. Every renewal, revocation and deletion for a pod goes through here first,
//! because whoever can write the KV mount could otherwise point the renewer or the revoker
//! at someone else's lease or token.
//!
//! Three kinds of token are recorded in entries, and each is checked in its own way:
//!
//! | token | made by | what ties it to the pod | check |
//! |---|---|---|---|
//! | injector token | `auth/token/create*` by the webhook or the plugin (injector SA) | its `meta`: `namespace`, `uuid` (the KV key), `pod_uid` when known | all three against the entry and the pod → [`Ownership::Verified`] |
//! | login token | Vault's kubernetes auth (projected SA) | Vault's metadata: `service_account_namespace`, `service_account_name`, `service_account_uid`, `role`; nothing of the pod | namespace, service account and role against the entry and the pod → [`Ownership::ServiceAccount`] |
//! | raw `TokenId` | the Go original (entry without `Version` and without `TokenAccessor`) | the raw token itself (whoever presents it holds it) | the entry's namespace, then `lookup-self` as the token: it must exist, and carry no meta of another pod → [`Ownership::Legacy`] |
//!
//! **Leases are never acted on by their id alone.** The lease id is one more field of an
//! entry whoever writes KV may forge, and `sys/leases/revoke` with the revoker's own token
//! would revoke any lease. So the revoker revokes a pod's leases only through the pod's
//! token (Vault revokes every lease read with a token when the token is revoked, which is
//! how the original did it too), and an entry whose lease is not under
//! `<engine>/creds/<role>/` for its own role (and, with `allowedEngines`, one of those
//! engines) is refused before anything is done with it ([`check_lease`]): the renewer
//! renews leases with its own token, and must not keep alive a lease another pod's token
//! read, or one of another engine.
//!
//! **What the login-token check cannot do:** Vault records the service account, not the
//! pod, so two pods of one namespace that share a service account and a role hold
//! indistinguishable tokens. A forged entry of pod A naming pod B's accessor passes the
//! metadata check. Callers therefore revoke a [`Ownership::ServiceAccount`] token only when
//! no entry held by a live pod records the same accessor ([`accessor_held`]); the rest is
//! written down in `audit/threat-model.md`.
//!
//! **Invariant:** the checks here are pure (no IO, no panic) except [`verify_owner`] (and
//! [`verify_owner_ttl`], the same with the token's TTL), which makes exactly one lookup by
//! accessor; each refusal has a [`Refusal`] reason, counted by
//! the callers in `vdbi_revoker_refusals_total{reason}`.

use std::fmt;

use crate::secret::SecretString;
use crate::vault::client::{Client, Error};
use crate::vault::kv::KvEntry;
use crate::vault::token::{META_NAMESPACE, META_POD_UID, META_UUID, TokenInfo};

/// Kubernetes auth metadata: the service account's namespace.
pub const LOGIN_META_NAMESPACE: &str = "service_account_namespace";
/// Kubernetes auth metadata: the service account's name.
pub const LOGIN_META_SERVICE_ACCOUNT: &str = "service_account_name";
/// Kubernetes auth metadata: the role logged in with.
pub const LOGIN_META_ROLE: &str = "role";

/// The pod an action is about to be taken for, as known from a live API read (or the
/// watch's last view of a deleted pod).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PodIdentity<'a> {
    /// The pod's namespace.
    pub namespace: &'a str,
    /// The pod's UID, when known (always, except at admission).
    pub uid: Option<&'a str>,
    /// The pod's service account, when known from the API (checked against a login
    /// token's metadata).
    pub service_account: Option<&'a str>,
}

/// How far a token's ownership could be verified.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ownership {
    /// An injector token whose `meta` names this namespace, key and (when recorded) pod
    /// UID.
    Verified,
    /// A kubernetes-auth login token whose metadata names the entry's namespace, service
    /// account and role. Vault cannot tell pods sharing them apart: revoke it only if no
    /// live pod's entry holds the same accessor ([`accessor_held`]).
    ServiceAccount,
    /// An entry of the Go original (no `Version`): its token has no `meta` to compare;
    /// only the entry's namespace was checked. Its raw token is revoked with itself.
    Legacy,
    /// The entry is the pod's, but Vault no longer knows its token (revoked or expired),
    /// so its leases are gone too: only the entry is left to delete.
    TokenGone,
}

/// Why an entry or a token was found not to be the pod's. `Display` is the log's wording,
/// [`Refusal::as_str`] the metric label.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The entry names another namespace (or none).
    Namespace,
    /// The entry records another pod UID.
    PodUid,
    /// A new entry whose token has neither the injector's `meta` nor login metadata.
    NoMeta,
    /// The injector token's `meta` names another namespace.
    MetaNamespace,
    /// The injector token's `meta` names another KV key.
    MetaUuid,
    /// The injector token's `meta` names another pod UID than the pod.
    MetaPodUid,
    /// The injector token's `meta` names another pod UID than the entry.
    MetaPodUidEntry,
    /// The token found is not the one the entry records.
    Accessor,
    /// A new entry without an accessor.
    NoAccessor,
    /// The login token's service account lives in another namespace.
    LoginNamespace,
    /// The login token's service account is not the entry's.
    LoginServiceAccount,
    /// The login token's service account is not the pod's.
    LoginPodServiceAccount,
    /// The login token was made for another role than the entry's.
    LoginRole,
    /// An entry held by a live pod records the same (login) token.
    HeldByLivePod,
    /// The lease is not under `<engine>/creds/<role>/` for the entry's role (and, with
    /// `allowedEngines`, an allowed engine).
    LeasePath,
    /// An entry of the Go format that records neither a raw token nor an accessor: there
    /// is nothing to revoke its lease through.
    NoToken,
}

impl Refusal {
    /// The `reason` label.
    pub fn as_str(self) -> &'static str {
        match self {
            Refusal::Namespace => "namespace",
            Refusal::PodUid => "pod_uid",
            Refusal::NoMeta => "no_meta",
            Refusal::MetaNamespace => "meta_namespace",
            Refusal::MetaUuid => "meta_uuid",
            Refusal::MetaPodUid | Refusal::MetaPodUidEntry => "meta_pod_uid",
            Refusal::Accessor => "accessor",
            Refusal::NoAccessor => "no_accessor",
            Refusal::LoginNamespace => "login_namespace",
            Refusal::LoginServiceAccount | Refusal::LoginPodServiceAccount => {
                "login_service_account"
            }
            Refusal::LoginRole => "login_role",
            Refusal::HeldByLivePod => "held_by_live_pod",
            Refusal::LeasePath => "lease_path",
            Refusal::NoToken => "no_token",
        }
    }

    /// Every reason label, for the documentation test.
    pub const LABELS: &'static [&'static str] = &[
        "namespace",
        "pod_uid",
        "no_meta",
        "meta_namespace",
        "meta_uuid",
        "meta_pod_uid",
        "accessor",
        "no_accessor",
        "login_namespace",
        "login_service_account",
        "login_role",
        "held_by_live_pod",
        "lease_path",
        "no_token",
    ];
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refusal::Namespace => "namespace differs",
            Refusal::PodUid => "pod uid differs",
            Refusal::NoMeta => "token has no ownership meta",
            Refusal::MetaNamespace => "token meta namespace differs",
            Refusal::MetaUuid => "token meta uuid differs",
            Refusal::MetaPodUid => "token meta pod uid differs",
            Refusal::MetaPodUidEntry => "token meta pod uid differs from the entry",
            Refusal::Accessor => "token accessor differs",
            Refusal::NoAccessor => "entry records no token accessor",
            Refusal::LoginNamespace => "login token's service account namespace differs",
            Refusal::LoginServiceAccount => "login token's service account differs from the entry",
            Refusal::LoginPodServiceAccount => {
                "login token's service account differs from the pod's"
            }
            Refusal::LoginRole => "login token's role differs from the entry",
            Refusal::HeldByLivePod => "a live pod's entry records the same token",
            Refusal::LeasePath => "lease is not under the entry's engine and role",
            Refusal::NoToken => "entry records no token to revoke its lease through",
        })
    }
}

fn not_owner(key: &str, reason: Refusal) -> Error {
    Error::NotOwner {
        uuid: key.to_owned(),
        reason,
    }
}

impl KvEntry {
    /// Whether this entry may be acted on for `pod`: its namespace must match and, when
    /// both sides know it, so must the pod UID.
    pub fn check_owner(&self, key: &str, pod: &PodIdentity<'_>) -> Result<(), Error> {
        if self.namespace.is_empty() || self.namespace != pod.namespace {
            return Err(not_owner(key, Refusal::Namespace));
        }
        if let Some(uid) = pod.uid
            && !self.pod_uid.is_empty()
            && self.pod_uid != uid
        {
            return Err(not_owner(key, Refusal::PodUid));
        }
        Ok(())
    }
}

/// Whether the token `info` (looked up by the entry's accessor) belongs to the entry `key`
/// and the pod, by the kind of token it is (see the module doc).
pub fn check_token_meta(
    key: &str,
    entry: &KvEntry,
    pod: &PodIdentity<'_>,
    info: &TokenInfo,
) -> Result<Ownership, Error> {
    entry.check_owner(key, pod)?;
    let refuse = |reason| Err(not_owner(key, reason));
    if !entry.token_accessor.is_empty() && info.accessor != entry.token_accessor {
        return refuse(Refusal::Accessor);
    }
    let meta = &info.meta;
    // An empty value is no ownership meta (a token made with empty fields).
    if let Some(namespace) = meta.get(META_NAMESPACE).filter(|n| !n.is_empty()) {
        if namespace != pod.namespace {
            return refuse(Refusal::MetaNamespace);
        }
        if meta.get(META_UUID).map(String::as_str) != Some(key) {
            return refuse(Refusal::MetaUuid);
        }
        if let Some(token_uid) = meta.get(META_POD_UID).filter(|u| !u.is_empty()) {
            if let Some(uid) = pod.uid
                && token_uid != uid
            {
                return refuse(Refusal::MetaPodUid);
            }
            if !entry.pod_uid.is_empty() && token_uid != &entry.pod_uid {
                return refuse(Refusal::MetaPodUidEntry);
            }
        }
        return Ok(Ownership::Verified);
    }
    if let Some(namespace) = meta.get(LOGIN_META_NAMESPACE).filter(|n| !n.is_empty()) {
        if namespace != pod.namespace {
            return refuse(Refusal::LoginNamespace);
        }
        let account = meta.get(LOGIN_META_SERVICE_ACCOUNT).map(String::as_str);
        if entry.service_account_name.is_empty() || account != Some(&entry.service_account_name) {
            return refuse(Refusal::LoginServiceAccount);
        }
        if let Some(pod_account) = pod.service_account
            && account != Some(pod_account)
        {
            return refuse(Refusal::LoginPodServiceAccount);
        }
        if entry.role.is_empty() || meta.get(LOGIN_META_ROLE) != Some(&entry.role) {
            return refuse(Refusal::LoginRole);
        }
        return Ok(Ownership::ServiceAccount);
    }
    // Only a Go entry proper (no version, no accessor: it names its raw token) may hold a
    // token without meta; a "Go-format" entry naming an accessor is held to the new rules.
    if entry.version.is_empty() && entry.token_accessor.is_empty() {
        Ok(Ownership::Legacy)
    } else {
        refuse(Refusal::NoMeta)
    }
}

/// Whether the entry's lease is one its own token could have read:
/// `<engine>/creds/<role>/<id>` with the entry's role (any role for a Go entry, which
/// records none) and, when `engines` is not empty (`allowedEngines`), one of those
/// engines. An entry without a lease passes.
pub fn check_lease(key: &str, entry: &KvEntry, engines: &[String]) -> Result<(), Error> {
    if entry.lease_id.is_empty() {
        return Ok(());
    }
    let refuse = || Err(not_owner(key, Refusal::LeasePath));
    if crate::vault::path::check_lease_id(&entry.lease_id).is_err() {
        return refuse();
    }
    let Some((prefix, _id)) = entry.lease_id.rsplit_once('/') else {
        return refuse();
    };
    let Some((before, role)) = prefix.rsplit_once('/') else {
        return refuse();
    };
    let Some((engine, "creds")) = before.rsplit_once('/') else {
        return refuse();
    };
    let role_ok = if entry.version.is_empty() {
        entry.role.is_empty() || entry.role == role
    } else {
        entry.role == role
    };
    if !role_ok || (!engines.is_empty() && !engines.iter().any(|e| e == engine)) {
        return refuse();
    }
    Ok(())
}

/// The full ownership check before acting on `entry` for `pod`: the entry's namespace and
/// pod UID ([`KvEntry::check_owner`]), then the token, looked up by the entry's accessor
/// with `token` (the caller's own), against both ([`check_token_meta`]). An entry of the Go
/// original without an accessor is [`Ownership::Legacy`]; a new entry without one is
/// refused.
pub fn verify_owner(
    client: &Client,
    token: &SecretString,
    key: &str,
    entry: &KvEntry,
    pod: &PodIdentity<'_>,
) -> Result<Ownership, Error> {
    verify_owner_ttl(client, token, key, entry, pod).map(|(ownership, _)| ownership)
}

/// [`verify_owner`], with the token's remaining TTL in seconds as the same lookup gave it
/// (`None` when the token is gone). It comes from Vault, not from the entry, so the
/// renewer may schedule the token's first renewal by it instead of renewing at once.
pub fn verify_owner_ttl(
    client: &Client,
    token: &SecretString,
    key: &str,
    entry: &KvEntry,
    pod: &PodIdentity<'_>,
) -> Result<(Ownership, Option<u64>), Error> {
    entry.check_owner(key, pod)?;
    if entry.token_accessor.is_empty() {
        if !entry.version.is_empty() {
            return Err(not_owner(key, Refusal::NoAccessor));
        }
        // A Go entry: its raw token is looked up as itself (it needs no permission of
        // ours, and proves the entry's writer held it). Gone, its leases are gone too.
        let Some(raw) = &entry.token_id else {
            return Err(not_owner(key, Refusal::NoToken));
        };
        return match client.lookup_self(raw) {
            Ok(info) => check_token_meta(key, entry, pod, &info).map(|o| (o, Some(info.ttl))),
            Err(error) if matches!(error.status(), Some(403 | 404)) => {
                Ok((Ownership::TokenGone, None))
            }
            Err(error) => Err(error),
        };
    }
    match client.lookup_accessor(token, &entry.token_accessor)? {
        Some(info) => check_token_meta(key, entry, pod, &info).map(|o| (o, Some(info.ttl))),
        None => Ok((Ownership::TokenGone, None)),
    }
}

/// The first of `others` (key, entry: entries held by live pods) that records the same
/// token as `entry` under another key: the same accessor, or the same raw token (Go
/// entries). A login token or a Go entry's token named by such an entry must not be
/// revoked: it is (or may be) a live pod's.
pub fn accessor_held<'a>(
    key: &str,
    entry: &KvEntry,
    others: impl IntoIterator<Item = (&'a str, &'a KvEntry)>,
) -> Option<&'a str> {
    let same = |e: &KvEntry| {
        (!entry.token_accessor.is_empty() && e.token_accessor == entry.token_accessor)
            || (entry.token_id.is_some() && e.token_id == entry.token_id)
    };
    others
        .into_iter()
        .find(|(other, e)| *other != key && same(e))
        .map(|(other, _)| other)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vault::kv::KV_ENTRY_VERSION;

    fn info(meta: &[(&str, &str)], accessor: &str) -> TokenInfo {
        TokenInfo {
            accessor: accessor.into(),
            display_name: String::new(),
            meta: meta
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            policies: vec![],
            ttl: 0,
            period: 0,
            renewable: true,
            orphan: true,
            role: None,
            expire_time: None,
        }
    }

    fn check(
        entry: &KvEntry,
        pod: PodIdentity<'_>,
        token: &TokenInfo,
        expect: Result<Ownership, Refusal>,
    ) {
        let got = check_token_meta("u1", entry, &pod, token);
        match (got, expect) {
            (Ok(a), Ok(b)) => assert_eq!(a, b),
            (Err(Error::NotOwner { reason, .. }), Err(want)) => assert_eq!(reason, want),
            (got, want) => panic!("got {got:?}, want {want:?}"),
        }
    }

    fn pod<'a>(namespace: &'a str, uid: Option<&'a str>) -> PodIdentity<'a> {
        PodIdentity {
            namespace,
            uid,
            service_account: None,
        }
    }

    fn new_entry() -> KvEntry {
        KvEntry {
            namespace: "team-a".into(),
            pod_uid: "uid-1".into(),
            token_accessor: "acc-1".into(),
            service_account_name: "app".into(),
            role: "app-rw".into(),
            version: KV_ENTRY_VERSION.into(),
            ..KvEntry::default()
        }
    }

    #[test]
    fn injector_tokens() {
        let entry = new_entry();
        let owner = pod("team-a", Some("uid-1"));
        let good = info(
            &[
                ("namespace", "team-a"),
                ("uuid", "u1"),
                ("pod_uid", "uid-1"),
            ],
            "acc-1",
        );
        check(&entry, owner, &good, Ok(Ownership::Verified));
        // Another namespace's pod that copied the uuid annotation.
        check(
            &entry,
            pod("team-b", Some("uid-9")),
            &good,
            Err(Refusal::Namespace),
        );
        // Same namespace, another pod.
        check(
            &entry,
            pod("team-a", Some("uid-9")),
            &good,
            Err(Refusal::PodUid),
        );
        // A KV entry pointing at someone else's token.
        check(
            &entry,
            owner,
            &info(&[("namespace", "team-b"), ("uuid", "u1")], "acc-1"),
            Err(Refusal::MetaNamespace),
        );
        check(
            &entry,
            owner,
            &info(&[("namespace", "team-a"), ("uuid", "u2")], "acc-1"),
            Err(Refusal::MetaUuid),
        );
        check(
            &entry,
            owner,
            &info(&[("namespace", "team-a"), ("uuid", "u1")], "acc-2"),
            Err(Refusal::Accessor),
        );
        check(
            &entry,
            owner,
            &info(
                &[
                    ("namespace", "team-a"),
                    ("uuid", "u1"),
                    ("pod_uid", "uid-2"),
                ],
                "acc-1",
            ),
            Err(Refusal::MetaPodUid),
        );
        let no_uid = KvEntry {
            pod_uid: String::new(),
            ..new_entry()
        };
        check(
            &no_uid,
            pod("team-a", None),
            &info(
                &[
                    ("namespace", "team-a"),
                    ("uuid", "u1"),
                    ("pod_uid", "uid-2"),
                ],
                "acc-1",
            ),
            Ok(Ownership::Verified),
        );
        check(&entry, owner, &info(&[], "acc-1"), Err(Refusal::NoMeta));
        // Admission time: no pod uid yet.
        check(&entry, pod("team-a", None), &good, Ok(Ownership::Verified));
    }

    #[test]
    fn login_tokens() {
        let entry = new_entry();
        let login = |ns: &str, sa: &str, role: &str| {
            info(
                &[
                    ("service_account_namespace", ns),
                    ("service_account_name", sa),
                    ("service_account_uid", "sa-uid"),
                    ("service_account_secret_name", ""),
                    ("role", role),
                ],
                "acc-1",
            )
        };
        let owner = pod("team-a", Some("uid-1"));
        check(
            &entry,
            owner,
            &login("team-a", "app", "app-rw"),
            Ok(Ownership::ServiceAccount),
        );
        check(
            &entry,
            owner,
            &login("team-b", "app", "app-rw"),
            Err(Refusal::LoginNamespace),
        );
        check(
            &entry,
            owner,
            &login("team-a", "other", "app-rw"),
            Err(Refusal::LoginServiceAccount),
        );
        check(
            &entry,
            owner,
            &login("team-a", "app", "admin"),
            Err(Refusal::LoginRole),
        );
        let with_sa = |sa| PodIdentity {
            service_account: Some(sa),
            ..owner
        };
        check(
            &entry,
            with_sa("app"),
            &login("team-a", "app", "app-rw"),
            Ok(Ownership::ServiceAccount),
        );
        check(
            &entry,
            with_sa("other"),
            &login("team-a", "app", "app-rw"),
            Err(Refusal::LoginPodServiceAccount),
        );
        // An entry that records no service account or role cannot vouch for a login token.
        let bare = KvEntry {
            service_account_name: String::new(),
            ..new_entry()
        };
        check(
            &bare,
            owner,
            &login("team-a", "app", "app-rw"),
            Err(Refusal::LoginServiceAccount),
        );
        let bare = KvEntry {
            role: String::new(),
            ..new_entry()
        };
        check(
            &bare,
            owner,
            &login("team-a", "app", "app-rw"),
            Err(Refusal::LoginRole),
        );
        // The token must be the one recorded.
        let mut other = login("team-a", "app", "app-rw");
        other.accessor = "acc-2".into();
        check(&entry, owner, &other, Err(Refusal::Accessor));
    }

    #[test]
    fn go_entries() {
        // A Go entry: no version, no meta; only the namespace is checked.
        let go_entry = KvEntry {
            namespace: "team-a".into(),
            ..KvEntry::default()
        };
        check(
            &go_entry,
            pod("team-a", Some("u")),
            &info(&[], ""),
            Ok(Ownership::Legacy),
        );
        check(
            &go_entry,
            pod("team-b", None),
            &info(&[], ""),
            Err(Refusal::Namespace),
        );
    }

    #[test]
    fn leases_must_be_the_entrys_engine_and_role() {
        let with = |lease: &str| KvEntry {
            lease_id: lease.into(),
            ..new_entry()
        };
        let refused = |e: &KvEntry, engines: &[String]| {
            matches!(
                check_lease("u1", e, engines),
                Err(Error::NotOwner {
                    reason: Refusal::LeasePath,
                    ..
                })
            )
        };
        let engines = vec!["databases".to_owned(), "team/db".to_owned()];
        assert!(check_lease("u1", &with("databases/creds/app-rw/abc"), &engines).is_ok());
        assert!(check_lease("u1", &with("team/db/creds/app-rw/abc"), &engines).is_ok());
        assert!(check_lease("u1", &with(""), &engines).is_ok());
        // Any engine when allowedEngines is empty, but always the entry's role.
        assert!(check_lease("u1", &with("other/creds/app-rw/abc"), &[]).is_ok());
        assert!(refused(&with("other/creds/app-rw/abc"), &engines));
        assert!(refused(&with("databases/creds/admin/abc"), &engines));
        assert!(refused(&with("databases/creds/app-rw"), &engines));
        assert!(refused(
            &with("databases/static-creds/app-rw/abc"),
            &engines
        ));
        assert!(refused(&with("auth/token/create/abc"), &[]));
        assert!(refused(&with("databases/creds/../abc"), &[]));
        let no_role = KvEntry {
            role: String::new(),
            ..with("databases/creds/app-rw/abc")
        };
        assert!(refused(&no_role, &[]));
        // A Go entry records no role: only the shape and the engine are checked.
        let go_entry = KvEntry {
            lease_id: "databases/creds/app-rw/abc".into(),
            namespace: "team-a".into(),
            ..KvEntry::default()
        };
        assert!(check_lease("u1", &go_entry, &engines).is_ok());
        let go_other = KvEntry {
            lease_id: "other/creds/app-rw/abc".into(),
            ..go_entry
        };
        assert!(refused(&go_other, &engines));
    }

    #[test]
    fn a_go_format_entry_with_an_accessor_needs_meta() {
        let forged = KvEntry {
            namespace: "team-a".into(),
            token_accessor: "acc-1".into(),
            ..KvEntry::default()
        };
        check(
            &forged,
            pod("team-a", None),
            &info(&[], "acc-1"),
            Err(Refusal::NoMeta),
        );
    }

    #[test]
    fn a_live_pods_raw_token_is_held() {
        let raw = |t: &str| KvEntry {
            namespace: "team-a".into(),
            token_id: Some(SecretString::new(t.to_owned())),
            ..KvEntry::default()
        };
        let (mine, live, other) = (raw("s.1"), raw("s.1"), raw("s.2"));
        assert_eq!(
            accessor_held("u1", &mine, [("u2", &other), ("u3", &live)]),
            Some("u3")
        );
        assert_eq!(accessor_held("u1", &mine, [("u2", &other)]), None);
    }

    #[test]
    fn a_live_pods_accessor_is_held() {
        let mine = new_entry();
        let other_live = new_entry();
        let unrelated = KvEntry {
            token_accessor: "acc-9".into(),
            ..new_entry()
        };
        let others = [("u1", &mine), ("u7", &unrelated), ("u2", &other_live)];
        assert_eq!(accessor_held("u1", &mine, others), Some("u2"));
        assert_eq!(
            accessor_held("u1", &mine, [("u1", &mine), ("u7", &unrelated)]),
            None
        );
        let none = KvEntry::default();
        assert_eq!(accessor_held("u1", &none, [("u2", &none)]), None);
    }

    #[test]
    fn every_reason_is_labelled() {
        use Refusal::*;
        for r in [
            Namespace,
            PodUid,
            NoMeta,
            MetaNamespace,
            MetaUuid,
            MetaPodUid,
            MetaPodUidEntry,
            Accessor,
            NoAccessor,
            LoginNamespace,
            LoginServiceAccount,
            LoginPodServiceAccount,
            LoginRole,
            HeldByLivePod,
            LeasePath,
            NoToken,
        ] {
            assert!(Refusal::LABELS.contains(&r.as_str()), "{r:?}");
            assert!(!r.to_string().is_empty());
        }
    }
}
