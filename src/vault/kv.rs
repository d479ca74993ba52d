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

use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

use crate::secret::SecretString;
use crate::vault::auth::invalid;
use crate::vault::client::{Call, Client, Error, Method, Retry};
use crate::vault::path::{Part, check_multi, check_segment, join};
use crate::vault::token::Accessor;

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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KvStore {
    mount: String,
    prefix: String,
}

#[derive(Deserialize)]
struct KvRead {
    #[serde(default)]
    data: Option<BTreeMap<String, serde_json::Value>>,
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
        })
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

    /// Writes (creates or replaces) the entry for `uuid`. Not retried: the async writer
    /// decides what a failure means.
    pub fn put(
        &self,
        client: &Client,
        token: &SecretString,
        uuid: &str,
        entry: &KvEntry,
    ) -> Result<(), Error> {
        #[derive(Serialize)]
        struct Body<'a> {
            data: &'a KvEntry,
        }
        let call = Call::new(Method::Put, self.path("data", Some(uuid))?, Some(token))
            .json(&Body { data: entry })?;
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
        let Some(fields) = read.data else {
            return Ok(None);
        };
        let strings: serde_json::Map<String, serde_json::Value> =
            fields.into_iter().filter(|(_, v)| v.is_string()).collect();
        serde_json::from_value(serde_json::Value::Object(strings))
            .map(Some)
            .map_err(|_| answer.malformed("kv entry fields are not strings"))
    }

    /// Lists the uuids under the prefix (trailing `/` trimmed, as the original); empty
    /// when the prefix has no entry (Vault's 404).
    pub fn list(&self, client: &Client, token: &SecretString) -> Result<Vec<String>, Error> {
        let call =
            Call::new(Method::Get, self.path("metadata", None)?, Some(token)).query("list=true");
        let answer = client.execute(&call)?;
        if answer.is_empty_404() {
            return Ok(Vec::new());
        }
        let answer = answer.success()?;
        let list = answer
            .envelope::<KvList, serde_json::Value>()?
            .data
            .ok_or_else(|| answer.malformed("no data in a kv list answer"))?;
        Ok(list
            .keys
            .into_iter()
            .map(|k| k.trim_end_matches('/').to_owned())
            .filter(|k| check_segment(k).is_ok())
            .collect())
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
