//! Renewing, looking up and revoking leases (`sys/leases/*`).
//!
//! Lease ids come from KV entries, which whoever can write KV controls, so each is checked
//! before use; they travel in the request body (the `sys/leases/renew` ACL path), never in
//! the URL. Vault does not check lease ownership on renew, which is why the callers check
//! the KV entry's owner first (`kv.rs`).

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::secret::SecretString;
use crate::vault::client::{Call, Client, Error, Method, Retry, ttl_seconds};
use crate::vault::path::check_lease_id;
use crate::vault::token::Renewal;

/// What a lease lookup returns.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct LeaseInfo {
    /// The lease id.
    pub id: String,
    /// Expiry (RFC 3339).
    #[serde(default)]
    pub expire_time: Option<String>,
    /// Remaining TTL in seconds (cut to `limits::VAULT_TTL_MAX`).
    #[serde(default, deserialize_with = "ttl_seconds")]
    pub ttl: u64,
    /// Whether it can be renewed.
    #[serde(default)]
    pub renewable: bool,
}

fn checked(lease_id: &str) -> Result<(), Error> {
    check_lease_id(lease_id).map_err(|reason| Error::InvalidName {
        what: "lease id",
        reason,
    })
}

/// Whether Vault says the lease does not exist (any more).
fn lease_gone(error: &Error) -> bool {
    error.status() == Some(400)
        && (error.mentions("lease not found") || error.mentions("invalid lease"))
}

#[derive(Serialize)]
struct LeaseBody<'a> {
    lease_id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    increment: Option<u64>,
}

impl Client {
    /// `PUT sys/leases/renew`; `None` when the lease is gone (expired or revoked).
    pub fn renew_lease(
        &self,
        token: &SecretString,
        lease_id: &str,
        increment: Option<Duration>,
    ) -> Result<Option<Renewal>, Error> {
        checked(lease_id)?;
        let call = Call::new(Method::Put, "sys/leases/renew".to_owned(), Some(token))
            .retry(Retry::Safe)
            .json(&LeaseBody {
                lease_id,
                increment: increment.map(|d| d.as_secs().max(1)),
            })?;
        let answer = match self.execute(&call)?.success() {
            Ok(answer) => answer,
            Err(e) if lease_gone(&e) => return Ok(None),
            Err(e) => return Err(e),
        };
        let envelope = answer.envelope::<serde_json::Value, serde_json::Value>()?;
        if envelope.lease_id != lease_id {
            return Err(answer.malformed("renewal answer names another lease"));
        }
        Ok(Some(Renewal {
            lease_duration: envelope.lease_duration,
            renewable: envelope.renewable,
            warnings: envelope.warnings.unwrap_or_default(),
        }))
    }

    /// `PUT sys/leases/lookup`; `None` when the lease is gone.
    pub fn lookup_lease(
        &self,
        token: &SecretString,
        lease_id: &str,
    ) -> Result<Option<LeaseInfo>, Error> {
        checked(lease_id)?;
        let call = Call::new(Method::Put, "sys/leases/lookup".to_owned(), Some(token))
            .retry(Retry::Safe)
            .json(&LeaseBody {
                lease_id,
                increment: None,
            })?;
        let answer = match self.execute(&call)?.success() {
            Ok(answer) => answer,
            Err(e) if lease_gone(&e) => return Ok(None),
            Err(e) => return Err(e),
        };
        answer
            .envelope::<LeaseInfo, serde_json::Value>()?
            .data
            .map(Some)
            .ok_or_else(|| answer.malformed("no data in a lease lookup answer"))
    }

    /// `PUT sys/leases/revoke` (synchronous: the database user is gone when it returns).
    /// Idempotent: Vault answers 204 for an unknown or already revoked lease.
    pub fn revoke_lease(&self, token: &SecretString, lease_id: &str) -> Result<(), Error> {
        checked(lease_id)?;
        let call = Call::new(Method::Put, "sys/leases/revoke".to_owned(), Some(token))
            .retry(Retry::Safe)
            .json(&LeaseBody {
                lease_id,
                increment: None,
            })?;
        self.execute(&call)?.success().map(drop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vault::client::{Envelope, decode};

    #[test]
    fn lease_answers() {
        let e: Envelope<serde_json::Value, serde_json::Value> = decode(
            "PUT",
            "sys/leases/renew",
            include_bytes!("../../tests/data/vault/lease-renew-capped.json"),
        )
        .unwrap();
        assert_eq!(e.lease_duration, 30);
        assert!(e.warnings.unwrap()[0].contains("capped"));
        let e: Envelope<LeaseInfo, serde_json::Value> = decode(
            "PUT",
            "sys/leases/lookup",
            include_bytes!("../../tests/data/vault/lease-lookup.json"),
        )
        .unwrap();
        let info = e.data.unwrap();
        assert_eq!(info.ttl, 3599);
        assert!(info.renewable);
    }

    fn check(status: u16, errors: &[&str], expect: bool) {
        let error = Error::Status {
            method: "PUT",
            path: "sys/leases/renew".to_owned(),
            status,
            errors: errors.iter().map(|e| e.to_string()).collect(),
        };
        assert_eq!(lease_gone(&error), expect);
    }

    #[test]
    fn gone_leases() {
        check(400, &["lease not found"], true);
        check(400, &["invalid lease"], true);
        check(403, &["permission denied"], false);
        check(503, &["Vault is sealed"], false);
    }
}
