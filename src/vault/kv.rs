//! The KV v2 entries that record what was issued for each pod, and the ownership check
//! that every later action on an entry goes through.
//!
//! Layout (compatible with the Go original): `<mount>/data/<prefix>/<uuid>` holding
//! `LeaseId`, `TokenId`, `Namespace`, `ServiceAccountName`, `PodName`, `NodeName`, all
//! strings. New entries add `TokenAccessor`, `PodUID`, `AdmissionUID`, `DbUsername`,
//! `Role` and `Version`; `TokenId` is written only when the operator asks for it
//! (`kvStoreToken`), and the database password never is.
//!
//! Whoever can write the KV mount could point the renewer or revoker at someone else's
//! lease or token, so the checks of [`crate::vault::owner`] ([`KvEntry::check_owner`],
//! [`crate::vault::verify_owner`]) must pass before any action is taken for a pod. Which
//! keys are a pod's (its uuids, their NRI generations `<uuid>.<n>`, its UID-keyed entries)
//! is [`crate::podkeys`]' business.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

use crate::limits::{VAULT_KV_LIST_PAGE, VAULT_KV_LIST_PAGES_MAX, VAULT_LIST_BODY_MAX};
use crate::packed::Packed;
use crate::secret::SecretString;
use crate::vault::auth::invalid;
use crate::vault::client::{Call, Client, Error, Method, Retry};
use crate::vault::path::{Part, check_multi, check_segment, join};
use crate::vault::token::Accessor;

/// The suffix of the renewer's hand-over schedule's prefix, a sibling of the entries':
/// `<mount>/data/<prefix>-schedule/<n>` (`renewer::handover`). Outside `<prefix>/`, so no
/// KV list of the entries shows it and the webhook's `create` there does not reach it.
pub const SCHEDULE_SUFFIX: &str = "-schedule";

/// The `Version` written by this implementation (entries of the Go original have none).
pub const KV_ENTRY_VERSION: &str = "2";

/// One KV entry. All fields are strings, empty when unknown (as the original wrote them).
/// `Debug` redacts the token and its accessor.
#[derive(Default, Deserialize)]
#[serde(default)]
pub struct KvEntry {
    /// The database lease id.
    #[serde(rename = "LeaseId")]
    pub lease_id: String,
    /// The raw pod token (Go entries; new entries only with `kvStoreToken`).
    #[serde(rename = "TokenId", deserialize_with = "empty_as_none")]
    pub token_id: Option<SecretString>,
    /// The pod's namespace.
    #[serde(rename = "Namespace")]
    pub namespace: String,
    /// The pod's service account.
    #[serde(rename = "ServiceAccountName")]
    pub service_account_name: String,
    /// The pod's name (empty at admission, back-filled later).
    #[serde(rename = "PodName")]
    pub pod_name: String,
    /// The pod's node (empty at admission, back-filled later).
    #[serde(rename = "NodeName")]
    pub node_name: String,
    /// The pod token's accessor.
    #[serde(rename = "TokenAccessor")]
    pub token_accessor: String,
    /// The pod's UID, once known.
    #[serde(rename = "PodUID")]
    pub pod_uid: String,
    /// The AdmissionReview `request.uid` that issued the credentials.
    #[serde(rename = "AdmissionUID")]
    pub admission_uid: String,
    /// The database user name.
    #[serde(rename = "DbUsername")]
    pub db_username: String,
    /// The database role.
    #[serde(rename = "Role")]
    pub role: String,
    /// The entry format version (empty for the Go original).
    #[serde(rename = "Version")]
    pub version: String,
}

impl fmt::Debug for KvEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KvEntry")
            .field("lease_id", &self.lease_id)
            .field("token_id", &self.token_id)
            .field("namespace", &self.namespace)
            .field("service_account_name", &self.service_account_name)
            .field("pod_name", &self.pod_name)
            .field("node_name", &self.node_name)
            .field("token_accessor", &Accessor(&self.token_accessor))
            .field("pod_uid", &self.pod_uid)
            .field("admission_uid", &self.admission_uid)
            .field("db_username", &self.db_username)
            .field("role", &self.role)
            .field("version", &self.version)
            .finish()
    }
}

/// A [`KvEntry`] as the renewer keeps it while it renews it: its eleven strings in one
/// allocation ([`Packed`]), 120 bytes and one allocation besides the text instead of 288
/// and twelve. `Debug` redacts like [`KvEntry`]'s.
#[derive(Default)]
pub struct PackedEntry {
    fields: Packed<11>,
    token_id: Option<SecretString>,
}

impl PackedEntry {
    const LEASE_ID: usize = 0;
    const NAMESPACE: usize = 1;
    const POD_UID: usize = 5;
    const TOKEN_ACCESSOR: usize = 6;

    /// The entry again, as read.
    pub fn unpack(&self) -> KvEntry {
        let f = |i: usize| self.fields.get(i).to_owned();
        KvEntry {
            lease_id: f(0),
            token_id: self
                .token_id
                .as_ref()
                .map(|t| SecretString::new(t.expose_secret().to_owned())),
            namespace: f(1),
            service_account_name: f(2),
            pod_name: f(3),
            node_name: f(4),
            pod_uid: f(5),
            token_accessor: f(6),
            admission_uid: f(7),
            db_username: f(8),
            role: f(9),
            version: f(10),
        }
    }

    /// `LeaseId`.
    pub fn lease_id(&self) -> &str {
        self.fields.get(Self::LEASE_ID)
    }

    /// `Namespace`.
    pub fn namespace(&self) -> &str {
        self.fields.get(Self::NAMESPACE)
    }

    /// `ServiceAccountName`.
    pub fn service_account_name(&self) -> &str {
        self.fields.get(2)
    }

    /// `PodName`.
    pub fn pod_name(&self) -> &str {
        self.fields.get(3)
    }

    /// `NodeName`.
    pub fn node_name(&self) -> &str {
        self.fields.get(4)
    }

    /// `PodUID`.
    pub fn pod_uid(&self) -> &str {
        self.fields.get(Self::POD_UID)
    }

    /// `TokenAccessor`.
    pub fn token_accessor(&self) -> &str {
        self.fields.get(Self::TOKEN_ACCESSOR)
    }

    /// `TokenId`, when the entry records the raw token.
    pub fn token_id(&self) -> Option<&SecretString> {
        self.token_id.as_ref()
    }
}

impl From<KvEntry> for PackedEntry {
    fn from(entry: KvEntry) -> PackedEntry {
        PackedEntry {
            fields: Packed::new([
                &entry.lease_id,
                &entry.namespace,
                &entry.service_account_name,
                &entry.pod_name,
                &entry.node_name,
                &entry.pod_uid,
                &entry.token_accessor,
                &entry.admission_uid,
                &entry.db_username,
                &entry.role,
                &entry.version,
            ]),
            token_id: entry.token_id,
        }
    }
}

impl fmt::Debug for PackedEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.unpack(), f)
    }
}

fn empty_as_none<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<SecretString>, D::Error> {
    let value = Option::<SecretString>::deserialize(deserializer)?;
    Ok(value.filter(|s| !s.is_empty()))
}

impl Serialize for KvEntry {
    /// The six fields of the original are always written (so a rollback to the Go
    /// version still reads the entry); the newer ones only when set.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("LeaseId", &self.lease_id)?;
        map.serialize_entry(
            "TokenId",
            self.token_id.as_ref().map_or("", |t| t.expose_secret()),
        )?;
        map.serialize_entry("Namespace", &self.namespace)?;
        map.serialize_entry("ServiceAccountName", &self.service_account_name)?;
        map.serialize_entry("PodName", &self.pod_name)?;
        map.serialize_entry("NodeName", &self.node_name)?;
        for (key, value) in [
            ("TokenAccessor", &self.token_accessor),
            ("PodUID", &self.pod_uid),
            ("AdmissionUID", &self.admission_uid),
            ("DbUsername", &self.db_username),
            ("Role", &self.role),
            ("Version", &self.version),
        ] {
            if !value.is_empty() {
                map.serialize_entry(key, value)?;
            }
        }
        map.end()
    }
}

/// Where the entries live: `<mount>/data/<prefix>/<uuid>` (`vaultSecretName`,
/// `vaultSecretPrefix`).
#[derive(Debug, Clone)]
pub struct KvStore {
    mount: String,
    prefix: String,
    /// What the lists learnt: [`PAGING_UNKNOWN`] (try pages), [`PAGING_PAGED`] (a second
    /// page brought new keys: OpenBao) or [`PAGING_PLAIN`] (the server ignores `limit`:
    /// Vault). Shared by the clones of one store.
    paging: Arc<AtomicU8>,
    page: usize,
}

const PAGING_UNKNOWN: u8 = 0;
const PAGING_PAGED: u8 = 1;
const PAGING_PLAIN: u8 = 2;

impl PartialEq for KvStore {
    fn eq(&self, other: &KvStore) -> bool {
        self.mount == other.mount && self.prefix == other.prefix
    }
}

impl Eq for KvStore {}

/// What a list does after one page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    /// Ask for the page after the last key.
    Next,
    /// The list is complete.
    Done,
    /// The list is complete and the server does not paginate (send a plain LIST).
    Unpaginated,
}

/// The position in a paginated list: OpenBao answers up to `limit` keys after `after`
/// (exclusive), in order. Keys at or before the cursor are dropped, so a server that
/// ignores `after` can neither loop a list nor count a key twice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ListCursor {
    after: Option<String>,
    limit: usize,
    plain: bool,
    pub(crate) pages: usize,
}

impl ListCursor {
    /// A cursor at the start; `plain` sends a LIST without `limit` (already known to be
    /// Vault).
    pub(crate) fn new(limit: usize, plain: bool) -> ListCursor {
        ListCursor {
            after: None,
            limit: limit.max(1),
            plain,
            pages: 0,
        }
    }

    /// The query string of the next page.
    pub(crate) fn query(&self) -> String {
        if self.plain {
            return "list=true".to_owned();
        }
        let mut query = format!("list=true&limit={}", self.limit);
        if let Some(after) = &self.after {
            query.push_str("&after=");
            query.push_str(&percent_encode(after));
        }
        query
    }

    /// Takes one page's keys; returns those past the cursor and what to do next.
    pub(crate) fn absorb(&mut self, keys: Vec<String>) -> (Vec<String>, Step) {
        self.pages = self.pages.saturating_add(1);
        let count = keys.len();
        let fresh: Vec<String> = match &self.after {
            Some(after) => keys.into_iter().filter(|k| k > after).collect(),
            None => keys,
        };
        if self.plain {
            return (fresh, Step::Done);
        }
        if count > self.limit {
            return (fresh, Step::Unpaginated);
        }
        if count < self.limit {
            return (fresh, Step::Done);
        }
        // A full page: either more follow, or (nothing new) the server ignored `after`
        // and sent the same whole list again.
        match fresh.iter().max() {
            None => (fresh, Step::Unpaginated),
            Some(last) => {
                self.after = Some(last.clone());
                (fresh, Step::Next)
            }
        }
    }
}

/// Percent-encodes everything but RFC 3986's unreserved characters.
fn percent_encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for byte in value.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[derive(Deserialize)]
struct KvRead {
    #[serde(default)]
    data: Option<BTreeMap<String, serde_json::Value>>,
    #[serde(default)]
    metadata: Option<KvVersion>,
}

#[derive(Deserialize)]
struct KvVersion {
    #[serde(default)]
    version: u64,
}

#[derive(Deserialize)]
struct KvList {
    #[serde(default)]
    keys: Vec<String>,
}

impl KvStore {
    /// Checks the mount and prefix once.
    pub fn new(mount: &str, prefix: &str) -> Result<KvStore, Error> {
        check_multi(mount).map_err(|reason| Error::InvalidName {
            what: "kv mount",
            reason,
        })?;
        check_multi(prefix).map_err(|reason| Error::InvalidName {
            what: "kv prefix",
            reason,
        })?;
        Ok(KvStore {
            mount: mount.to_owned(),
            prefix: prefix.to_owned(),
            paging: Arc::new(AtomicU8::new(PAGING_UNKNOWN)),
            page: VAULT_KV_LIST_PAGE,
        })
    }

    /// The same store listing `page` keys per page (tests and benchmarks: pagination
    /// without writing a thousand entries).
    #[doc(hidden)]
    pub fn with_list_page(mut self, page: usize) -> KvStore {
        self.page = page.max(1);
        self
    }

    /// Whether the server was seen to paginate lists: `Some(true)` on OpenBao once a list
    /// took two pages, `Some(false)` once it answered more than a page at once (Vault).
    pub fn paginates(&self) -> Option<bool> {
        match self.paging.load(Ordering::Relaxed) {
            PAGING_PAGED => Some(true),
            PAGING_PLAIN => Some(false),
            _ => None,
        }
    }

    fn path(&self, area: &'static str, uuid: Option<&str>) -> Result<String, Error> {
        let mut parts = vec![
            Part::Multi("kv mount", &self.mount),
            Part::Lit(area),
            Part::Multi("kv prefix", &self.prefix),
        ];
        if let Some(uuid) = uuid {
            parts.push(Part::Name("uuid", uuid));
        }
        join(&parts).map_err(invalid)
    }

    /// Creates the entry for `uuid`, never replacing one: the write carries KV v2's
    /// check-and-set `cas: 0`, which Vault refuses (400) when the key already has a
    /// version, so a webhook or plugin identity cannot overwrite an entry it did not make
    /// (its policy holds `create` only, see `docs/vault.md`). Not retried: the caller
    /// decides what a failure means.
    pub fn create(
        &self,
        client: &Client,
        token: &SecretString,
        uuid: &str,
        entry: &KvEntry,
    ) -> Result<(), Error> {
        self.write(client, token, uuid, entry, Some(0))
    }

    /// Replaces the entry for `uuid` (the renewer's back-fill; its policy holds `update`
    /// only, so it cannot create one). Not retried.
    pub fn put(
        &self,
        client: &Client,
        token: &SecretString,
        uuid: &str,
        entry: &KvEntry,
    ) -> Result<(), Error> {
        self.write(client, token, uuid, entry, None)
    }

    fn write(
        &self,
        client: &Client,
        token: &SecretString,
        uuid: &str,
        entry: &KvEntry,
        cas: Option<u64>,
    ) -> Result<(), Error> {
        #[derive(Serialize)]
        struct Options {
            cas: u64,
        }
        #[derive(Serialize)]
        struct Body<'a> {
            #[serde(skip_serializing_if = "Option::is_none")]
            options: Option<Options>,
            data: &'a KvEntry,
        }
        let body = Body {
            options: cas.map(|cas| Options { cas }),
            data: entry,
        };
        let call =
            Call::new(Method::Put, self.path("data", Some(uuid))?, Some(token)).json(&body)?;
        client.execute(&call)?.success().map(drop)
    }

    /// Reads the entry for `uuid`; `None` when it does not exist or was soft-deleted.
    /// Only string values are kept (non-string fields of a tampered entry are dropped).
    pub fn get(
        &self,
        client: &Client,
        token: &SecretString,
        uuid: &str,
    ) -> Result<Option<KvEntry>, Error> {
        Ok(self
            .get_versioned(client, token, uuid)?
            .map(|(entry, _)| entry))
    }

    /// [`KvStore::get`] with the entry's KV version (0 when the answer has none).
    pub fn get_versioned(
        &self,
        client: &Client,
        token: &SecretString,
        uuid: &str,
    ) -> Result<Option<(KvEntry, u64)>, Error> {
        let call = Call::new(Method::Get, self.path("data", Some(uuid))?, Some(token));
        let answer = client.execute(&call)?;
        if answer.is_empty_404() {
            return Ok(None);
        }
        let answer = answer.success()?;
        let read = answer
            .envelope::<KvRead, serde_json::Value>()?
            .data
            .ok_or_else(|| answer.malformed("no data in a kv read answer"))?;
        let version = read.metadata.map_or(0, |m| m.version);
        let Some(fields) = read.data else {
            return Ok(None);
        };
        let strings: serde_json::Map<String, serde_json::Value> =
            fields.into_iter().filter(|(_, v)| v.is_string()).collect();
        serde_json::from_value(serde_json::Value::Object(strings))
            .map(|entry| Some((entry, version)))
            .map_err(|_| answer.malformed("kv entry fields are not strings"))
    }

    /// Writes string `fields` at `key` under the prefix, replacing what is there: the
    /// renewer's hand-over schedule, which is not a [`KvEntry`]. Not retried (the next
    /// write replaces it anyway).
    pub fn put_fields(
        &self,
        client: &Client,
        token: &SecretString,
        key: &str,
        fields: &BTreeMap<String, String>,
    ) -> Result<(), Error> {
        #[derive(Serialize)]
        struct Body<'a> {
            data: &'a BTreeMap<String, String>,
        }
        let call = Call::new(Method::Put, self.path("data", Some(key))?, Some(token))
            .json(&Body { data: fields })?;
        client.execute(&call)?.success().map(drop)
    }

    /// Reads the string fields at `key` (other values are dropped); `None` when it does not
    /// exist. The answer is capped at [`crate::limits::VAULT_BODY_MAX`] like every read.
    pub fn get_fields(
        &self,
        client: &Client,
        token: &SecretString,
        key: &str,
    ) -> Result<Option<BTreeMap<String, String>>, Error> {
        let call = Call::new(Method::Get, self.path("data", Some(key))?, Some(token));
        let answer = client.execute(&call)?;
        if answer.is_empty_404() {
            return Ok(None);
        }
        let answer = answer.success()?;
        let read = answer
            .envelope::<KvRead, serde_json::Value>()?
            .data
            .ok_or_else(|| answer.malformed("no data in a kv read answer"))?;
        Ok(read.data.map(|fields| {
            fields
                .into_iter()
                .filter_map(|(k, v)| match v {
                    serde_json::Value::String(s) => Some((k, s)),
                    _ => None,
                })
                .collect()
        }))
    }

    /// Lists the uuids under the prefix (trailing `/` trimmed, as the original); empty
    /// when the prefix has no entry (Vault's 404).
    ///
    /// On OpenBao (2.0 and later) the list is read in pages of [`VAULT_KV_LIST_PAGE`]
    /// keys (`after`, `limit`); Vault ignores both and answers the whole list at once,
    /// which the first answer shows (more keys than asked for, or a second page that
    /// starts over), and this store then sends a plain LIST from then on.
    pub fn list(&self, client: &Client, token: &SecretString) -> Result<Vec<String>, Error> {
        let path = self.path("metadata", None)?;
        let plain = self.paging.load(Ordering::Relaxed) == PAGING_PLAIN;
        let mut cursor = ListCursor::new(self.page, plain);
        let mut uuids = Vec::new();
        loop {
            let call = Call::new(Method::Get, path.clone(), Some(token))
                .query_owned(cursor.query())
                .body_max(VAULT_LIST_BODY_MAX);
            let answer = client.execute(&call)?;
            let keys = if answer.is_empty_404() {
                Vec::new()
            } else {
                let answer = answer.success()?;
                answer
                    .envelope::<KvList, serde_json::Value>()?
                    .data
                    .ok_or_else(|| answer.malformed("no data in a kv list answer"))?
                    .keys
            };
            let (fresh, step) = cursor.absorb(keys);
            if cursor.pages > 1 && !fresh.is_empty() {
                self.paging.store(PAGING_PAGED, Ordering::Relaxed);
            }
            // Trimmed in place: a list of 100,000 keys is not copied key by key.
            uuids.extend(
                fresh
                    .into_iter()
                    .map(|mut k| {
                        k.truncate(k.trim_end_matches('/').len());
                        k
                    })
                    .filter(|k| check_segment(k).is_ok()),
            );
            match step {
                Step::Next => {}
                Step::Done => break,
                Step::Unpaginated => {
                    self.paging.store(PAGING_PLAIN, Ordering::Relaxed);
                    break;
                }
            }
            if cursor.pages >= VAULT_KV_LIST_PAGES_MAX {
                return Err(Error::Malformed {
                    method: "LIST",
                    path,
                    detail: format!("more than {VAULT_KV_LIST_PAGES_MAX} list pages"),
                });
            }
        }
        // Held through a relist or a sweep: at its length, not at what doubling left.
        uuids.shrink_to_fit();
        Ok(uuids)
    }

    /// Deletes the entry for `uuid` for good (data, then metadata: every version).
    /// Idempotent: KV v2 answers 204 for a missing entry, and a 404 is success too.
    pub fn delete(&self, client: &Client, token: &SecretString, uuid: &str) -> Result<(), Error> {
        for area in ["data", "metadata"] {
            let call = Call::new(Method::Delete, self.path(area, Some(uuid))?, Some(token))
                .retry(Retry::Safe);
            let answer = client.execute(&call)?;
            if !answer.is_empty_404() {
                answer.success()?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_packed_entry_unpacks_to_what_was_packed() {
        let entry = KvEntry {
            lease_id: "databases/creds/app/abc".into(),
            token_id: Some(SecretString::new("s.pod-token".into())),
            namespace: "ns".into(),
            service_account_name: "sa".into(),
            pod_name: "pod-1".into(),
            node_name: "node-a".into(),
            token_accessor: "accessor-1".into(),
            pod_uid: "uid-1".into(),
            admission_uid: "adm-1".into(),
            db_username: "v-user".into(),
            role: "app".into(),
            version: "2".into(),
        };
        let packed = PackedEntry::from(entry);
        assert_eq!(packed.lease_id(), "databases/creds/app/abc");
        assert_eq!(packed.namespace(), "ns");
        assert_eq!(packed.token_accessor(), "accessor-1");
        let back = packed.unpack();
        assert_eq!(
            serde_json::to_value(&back).unwrap(),
            serde_json::json!({"LeaseId": "databases/creds/app/abc", "TokenId": "s.pod-token",
                "Namespace": "ns", "ServiceAccountName": "sa", "PodName": "pod-1",
                "NodeName": "node-a", "TokenAccessor": "accessor-1", "PodUID": "uid-1",
                "AdmissionUID": "adm-1", "DbUsername": "v-user", "Role": "app", "Version": "2"})
        );
        let shown = format!("{packed:?}");
        assert!(
            !shown.contains("s.pod-token") && !shown.contains("accessor-1"),
            "{shown}"
        );
    }

    fn entry(json: &str) -> KvEntry {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn go_entries_parse() {
        let e = entry(
            r#"{"LeaseId":"databases/creds/app1/abc","TokenId":"s.tok","Namespace":"default",
                "ServiceAccountName":"app","PodName":"","NodeName":""}"#,
        );
        assert_eq!(e.lease_id, "databases/creds/app1/abc");
        assert_eq!(e.token_id.as_ref().unwrap().expose_secret(), "s.tok");
        assert_eq!(e.namespace, "default");
        assert!(e.version.is_empty());
        assert!(!format!("{e:?}").contains("s.tok"));
        let e = entry(r#"{"LeaseId":"x","TokenId":""}"#);
        assert!(e.token_id.is_none());
    }

    #[test]
    fn entries_round_trip() {
        let e = KvEntry {
            lease_id: "database/creds/app/x".into(),
            namespace: "ns".into(),
            service_account_name: "sa".into(),
            token_accessor: "acc".into(),
            pod_uid: "uid".into(),
            admission_uid: "adm".into(),
            db_username: "v-user".into(),
            role: "app".into(),
            version: KV_ENTRY_VERSION.into(),
            ..KvEntry::default()
        };
        let json = serde_json::to_value(&e).unwrap();
        assert_eq!(json["TokenId"], "");
        assert_eq!(json["PodName"], "");
        assert_eq!(json["TokenAccessor"], "acc");
        assert!(json.get("Password").is_none());
        let back: KvEntry = serde_json::from_value(json).unwrap();
        assert_eq!(back.token_accessor, "acc");
        assert_eq!(back.version, KV_ENTRY_VERSION);
    }

    #[test]
    fn store_paths() {
        let kv = KvStore::new("vault-db-injector", "kubernetes").unwrap();
        assert_eq!(
            kv.path("data", Some("abc")).unwrap(),
            "vault-db-injector/data/kubernetes/abc"
        );
        assert_eq!(
            kv.path("metadata", None).unwrap(),
            "vault-db-injector/metadata/kubernetes"
        );
        assert!(matches!(
            kv.path("data", Some("..")),
            Err(Error::InvalidName { what: "uuid", .. })
        ));
        assert!(KvStore::new("a//b", "x").is_err());
    }

    fn keys(items: &[&str]) -> Vec<String> {
        items.iter().map(|k| (*k).to_owned()).collect()
    }

    #[test]
    fn a_paginated_list_follows_the_cursor() {
        let mut cursor = ListCursor::new(2, false);
        assert_eq!(cursor.query(), "list=true&limit=2");
        assert_eq!(
            cursor.absorb(keys(&["a", "b"])),
            (keys(&["a", "b"]), Step::Next)
        );
        assert_eq!(cursor.query(), "list=true&limit=2&after=b");
        assert_eq!(
            cursor.absorb(keys(&["c", "d/"])),
            (keys(&["c", "d/"]), Step::Next)
        );
        assert_eq!(cursor.query(), "list=true&limit=2&after=d%2F");
        assert_eq!(cursor.absorb(keys(&["e"])), (keys(&["e"]), Step::Done));
        assert_eq!(cursor.pages, 3);
        // An exactly full last page costs one empty page more.
        let mut cursor = ListCursor::new(2, false);
        cursor.absorb(keys(&["a", "b"]));
        assert_eq!(cursor.absorb(Vec::new()), (Vec::new(), Step::Done));
    }

    #[test]
    fn a_server_that_ignores_limit_or_after_is_detected() {
        // Vault answers everything to the first call.
        let mut cursor = ListCursor::new(2, false);
        assert_eq!(
            cursor.absorb(keys(&["a", "b", "c"])),
            (keys(&["a", "b", "c"]), Step::Unpaginated)
        );
        // Exactly `limit` keys on Vault: the second call repeats them, nothing is new.
        let mut cursor = ListCursor::new(2, false);
        cursor.absorb(keys(&["a", "b"]));
        assert_eq!(
            cursor.absorb(keys(&["a", "b"])),
            (Vec::new(), Step::Unpaginated)
        );
        // Keys at or before the cursor are never counted twice.
        let mut cursor = ListCursor::new(2, false);
        cursor.absorb(keys(&["a", "b"]));
        assert_eq!(cursor.absorb(keys(&["b", "c"])), (keys(&["c"]), Step::Next));
        // Once known, a plain LIST.
        let mut cursor = ListCursor::new(2, true);
        assert_eq!(cursor.query(), "list=true");
        assert_eq!(
            cursor.absorb(keys(&["a", "b", "c"])),
            (keys(&["a", "b", "c"]), Step::Done)
        );
        assert_eq!(percent_encode("a b&c=d%"), "a%20b%26c%3Dd%25");
    }

    #[test]
    fn kv_answers_parse() {
        use crate::vault::client::{Envelope, decode};
        let e: Envelope<KvList, serde_json::Value> = decode(
            "GET",
            "kv/metadata/x",
            include_bytes!("../../tests/data/vault/kv-list.json"),
        )
        .unwrap();
        assert_eq!(e.data.unwrap().keys, vec!["default/"]);
        let e: Envelope<KvRead, serde_json::Value> = decode(
            "GET",
            "kv/data/x",
            include_bytes!("../../tests/data/vault/kv-read-soft-deleted.json"),
        )
        .unwrap();
        assert!(e.data.unwrap().data.is_none());
    }
}
