//! The Go original's (v3.2.3) side of OpenBao, for migration tests: credentials issued and
//! recorded exactly as its webhook issued them (legacy delivery, injector service account),
//! its KV entries read back the way its renewer and revoker read them, and their calls on
//! what they read. Everything goes over raw HTTP with the request bodies of the Go code
//! (`shared/reference/upstream-behaviour.md` §4.1, §4.3 A, §4.4, §6), never through the
//! product's client, so that a change to the product cannot change what "the Go format"
//! means in a test.
//!
//! The Go binaries' own tokens (their kubernetes-auth logins) are not modelled: the calls
//! are made as root, which holds every capability the Go policy had (`create-orphan` and
//! `revoke-orphan` with sudo among them).

use std::fmt;
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};
use vault_db_injector::secret::SecretString;

use crate::openbao::{self, OpenBao};

/// The `display_name` of the Go webhook's orphan pod tokens (`auth/token/` prefixes it).
pub const ORPHAN_DISPLAY_NAME: &str = "injector-orphan-token";
/// The lease increment of the Go renewer's `sys/leases/renew` (5 days).
pub const LEASE_INCREMENT_SECS: u64 = 432_000;
/// The six fields of a Go entry, in the order of its Go struct.
pub const FIELDS: [&str; 6] = [
    "LeaseId",
    "TokenId",
    "Namespace",
    "ServiceAccountName",
    "PodName",
    "NodeName",
];

/// What went wrong talking to OpenBao as the Go original.
#[derive(Debug)]
pub enum Error {
    /// OpenBao refused a call or could not be reached.
    OpenBao(openbao::Error),
    /// An answer lacked what the Go code reads from it (the call and the missing part).
    Malformed(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::OpenBao(e) => write!(f, "go original: {e}"),
            Error::Malformed(what) => write!(f, "go original: {what}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::OpenBao(e) => Some(e),
            Error::Malformed(_) => None,
        }
    }
}

impl From<openbao::Error> for Error {
    fn from(e: openbao::Error) -> Error {
        Error::OpenBao(e)
    }
}

/// Where the Go release keeps its bookkeeping and issues credentials.
#[derive(Debug, Clone)]
pub struct GoRelease {
    /// `vaultSecretName`: the KV v2 mount.
    pub kv_mount: String,
    /// `vaultSecretPrefix`.
    pub kv_prefix: String,
    /// `defaultEngine`: the database secrets engine's mount.
    pub db_mount: String,
    /// `tokenTTL`: the orphan token's `period`, and the Go renewer's token increment.
    pub token_ttl: String,
}

/// One credential the Go webhook issued for a pod.
#[derive(Debug)]
pub struct Issued {
    /// The KV key (a v1 UUID, as the Go webhook made them), also the pod's `uuid`
    /// annotation.
    pub uuid: String,
    /// The orphan pod token (recorded raw in `TokenId`).
    pub token: SecretString,
    /// The database lease.
    pub lease_id: String,
    /// The database user.
    pub username: String,
    /// The database password (written into the pod's env by legacy delivery).
    pub password: SecretString,
}

/// A KV entry as the Go code reads it: the six string fields of its struct, nothing else
/// (the Go renewer and revoker never look at the new fields). `Debug` hides the token.
#[derive(Clone, PartialEq, Eq)]
pub struct GoEntry {
    /// `LeaseId`.
    pub lease_id: String,
    /// `TokenId`: the raw token, empty when the entry has none (then the Go renewer and
    /// revoker cannot act on it).
    pub token_id: String,
    /// `Namespace`.
    pub namespace: String,
    /// `ServiceAccountName`.
    pub service_account_name: String,
    /// `PodName`.
    pub pod_name: String,
    /// `NodeName`.
    pub node_name: String,
}

impl fmt::Debug for GoEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let token = if self.token_id.is_empty() {
            "<empty>"
        } else {
            "<redacted>"
        };
        f.debug_struct("GoEntry")
            .field("lease_id", &self.lease_id)
            .field("token_id", &token)
            .field("namespace", &self.namespace)
            .field("service_account_name", &self.service_account_name)
            .field("pod_name", &self.pod_name)
            .field("node_name", &self.node_name)
            .finish()
    }
}

impl GoRelease {
    fn entry_path(&self, uuid: &str) -> String {
        format!("{}/data/{}/{uuid}", self.kv_mount, self.kv_prefix)
    }

    /// The Go webhook's flow for one database of a pod (legacy delivery, injector service
    /// account): a v1 UUID, `create-orphan` with the role's policy and `period: tokenTTL`
    /// (no meta, no ttl), the credentials read with that token, and the KV entry written
    /// with a plain `PUT` (no check-and-set) holding the raw token, `PodName` and
    /// `NodeName` empty.
    pub fn issue(
        &self,
        bao: &OpenBao,
        role: &str,
        namespace: &str,
        service_account: &str,
    ) -> Result<Issued, Error> {
        let uuid = uuid_v1();
        let created = bao.write(
            "auth/token/create-orphan",
            &json!({"policies": [role], "period": self.token_ttl,
                    "display_name": ORPHAN_DISPLAY_NAME}),
        )?;
        let token = string_at(&created, &["auth", "client_token"], "create-orphan")?;
        let creds_path = format!("{}/creds/{role}", self.db_mount);
        let answer = bao.request(Some(&token), "GET", &creds_path, None)?;
        if answer.status != 200 {
            return Err(Error::Malformed(format!(
                "GET {creds_path} answered {}",
                answer.status
            )));
        }
        let username = string_at(&answer.body, &["data", "username"], &creds_path)?;
        let password = string_at(&answer.body, &["data", "password"], &creds_path)?;
        let lease_id = string_at(&answer.body, &["lease_id"], &creds_path)?;
        let entry = GoEntry {
            lease_id: lease_id.clone(),
            token_id: token.clone(),
            namespace: namespace.to_owned(),
            service_account_name: service_account.to_owned(),
            pod_name: String::new(),
            node_name: String::new(),
        };
        self.store(bao, &uuid, &entry)?;
        Ok(Issued {
            uuid,
            token: SecretString::new(token),
            lease_id,
            username,
            password: SecretString::new(password),
        })
    }

    /// The Go `StoreData`: `PUT <mount>/data/<prefix>/<uuid>` with the six fields and
    /// nothing else (the webhook's write, and the Go renewer's back-fill, which so drops
    /// every field it does not know).
    pub fn store(&self, bao: &OpenBao, uuid: &str, entry: &GoEntry) -> Result<(), Error> {
        let path = self.entry_path(uuid);
        let answer = bao.request(
            Some(bao.root_token().expose_secret()),
            "PUT",
            &path,
            Some(&json!({"data": {
                "LeaseId": entry.lease_id,
                "TokenId": entry.token_id,
                "Namespace": entry.namespace,
                "ServiceAccountName": entry.service_account_name,
                "PodName": entry.pod_name,
                "NodeName": entry.node_name,
            }})),
        )?;
        if (200..300).contains(&answer.status) {
            Ok(())
        } else {
            Err(Error::Malformed(format!(
                "PUT {path} answered {}",
                answer.status
            )))
        }
    }

    /// The keys the Go renewer and revoker list (`metadata/<prefix>?list=true`).
    pub fn keys(&self, bao: &OpenBao) -> Result<Vec<String>, Error> {
        let mut keys = bao.list(&format!("{}/metadata/{}", self.kv_mount, self.kv_prefix))?;
        for key in &mut keys {
            if let Some(trimmed) = key.strip_suffix('/') {
                *key = trimmed.to_owned();
            }
        }
        Ok(keys)
    }

    /// Reads the entry for `uuid` as the Go `GetKeyInfo` does: `data.data` must be an
    /// object and each of the six fields a string (the Go code type-asserts every one);
    /// `None` when the key does not exist. Fields it does not know are ignored.
    pub fn read(&self, bao: &OpenBao, uuid: &str) -> Result<Option<GoEntry>, Error> {
        let path = self.entry_path(uuid);
        let answer = bao.request(Some(bao.root_token().expose_secret()), "GET", &path, None)?;
        if answer.status == 404 {
            return Ok(None);
        }
        if answer.status != 200 {
            return Err(Error::Malformed(format!(
                "GET {path} answered {}",
                answer.status
            )));
        }
        let data = &answer.body["data"]["data"];
        if !data.is_object() {
            return Err(Error::Malformed(format!("GET {path}: no data.data object")));
        }
        let field = |name: &str| -> Result<String, Error> {
            data[name]
                .as_str()
                .map(str::to_owned)
                .ok_or_else(|| Error::Malformed(format!("GET {path}: {name} is not a string")))
        };
        Ok(Some(GoEntry {
            lease_id: field("LeaseId")?,
            token_id: field("TokenId")?,
            namespace: field("Namespace")?,
            service_account_name: field("ServiceAccountName")?,
            pod_name: field("PodName")?,
            node_name: field("NodeName")?,
        }))
    }

    /// One Go renewer pass on a live pod's entry: `auth/token/renew` of `TokenId` with
    /// the `tokenTTL` increment in seconds, then `sys/leases/renew` of `LeaseId` by 5 days.
    /// The calls are made whatever the entry holds, as the Go code makes them: OpenBao
    /// refuses a renewal of an empty `TokenId`.
    pub fn renew(&self, bao: &OpenBao, entry: &GoEntry, token_ttl_secs: u64) -> Result<(), Error> {
        bao.write(
            "auth/token/renew",
            &json!({"token": entry.token_id, "increment": token_ttl_secs}),
        )?;
        bao.write(
            "sys/leases/renew",
            &json!({"lease_id": entry.lease_id, "increment": LEASE_INCREMENT_SECS}),
        )?;
        Ok(())
    }

    /// The Go revoker on a deleted pod's entry: `auth/token/revoke-orphan` of `TokenId`
    /// (its leases go with it), then the entry's data and metadata deleted; a failed
    /// revocation leaves the entry, as in the Go code.
    pub fn revoke(&self, bao: &OpenBao, uuid: &str, entry: &GoEntry) -> Result<(), Error> {
        bao.write(
            "auth/token/revoke-orphan",
            &json!({"token": entry.token_id}),
        )?;
        bao.delete(&self.entry_path(uuid))?;
        bao.delete(&format!(
            "{}/metadata/{}/{uuid}",
            self.kv_mount, self.kv_prefix
        ))?;
        Ok(())
    }
}

/// A version 1 (time-based) UUID, as the Go webhook made its keys (`google/uuid`
/// `NewUUID`): 60-bit timestamp in 100 ns steps since 1582, a random clock
/// sequence and node.
pub fn uuid_v1() -> String {
    // 100 ns intervals between 1582-10-15 and 1970-01-01.
    const GREGORIAN_OFFSET: u128 = 0x01B2_1DD2_1381_4000;
    let since_epoch = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    let ticks = since_epoch.as_nanos() / 100 + GREGORIAN_OFFSET;
    let mut random = [0u8; 8];
    // A failed read leaves zeros: the timestamp alone keeps keys of one test apart.
    let _ = ring::rand::SecureRandom::fill(&ring::rand::SystemRandom::new(), &mut random);
    let low = ticks & 0xFFFF_FFFF;
    let mid = (ticks >> 32) & 0xFFFF;
    let high = (ticks >> 48) & 0x0FFF;
    let clock = (u16::from_be_bytes([random[0], random[1]]) & 0x3FFF) | 0x8000;
    let node = u64::from_be_bytes([
        0, 0, random[2], random[3], random[4], random[5], random[6], random[7],
    ]);
    format!("{low:08x}-{mid:04x}-1{high:03x}-{clock:04x}-{node:012x}")
}

fn string_at(body: &Value, path: &[&str], call: &str) -> Result<String, Error> {
    let mut at = body;
    for part in path {
        at = &at[*part];
    }
    at.as_str()
        .map(str::to_owned)
        .ok_or_else(|| Error::Malformed(format!("{call}: no {}", path.join("."))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v1_uuids_have_the_version_and_variant_bits() {
        let a = uuid_v1();
        let b = uuid_v1();
        assert_ne!(a, b);
        let parts: Vec<&str> = a.split('-').collect();
        assert_eq!(
            parts.iter().map(|p| p.len()).collect::<Vec<_>>(),
            [8, 4, 4, 4, 12]
        );
        assert!(parts[2].starts_with('1'), "{a}");
        assert!(matches!(parts[3].as_bytes()[0], b'8'..=b'b'), "{a}");
        assert!(a.bytes().all(|c| c == b'-' || c.is_ascii_hexdigit()));
    }
}
