//! Reading dynamic database credentials (`<mount>/creds/<role>`), and a role's TTLs
//! (`<mount>/roles/<role>`, for admission warnings; no credential in that answer is kept).
//!
//! A creds read creates a database user, so it is sent exactly once: on a timeout the
//! caller cannot know whether a user was made, and revoking the token that read it is the
//! cleanup (a lease never outlives its token). The password is a [`SecretString`] from the
//! moment it is decoded.

use serde::Deserialize;

use crate::secret::SecretString;
use crate::vault::auth::invalid;
use crate::vault::client::{Call, Client, Error, Method, Retry, ttl_seconds};
use crate::vault::path::{Part, check_lease_id, join};

/// Credentials for one database user, and the lease that keeps them alive.
#[derive(Debug)]
pub struct DbCredentials {
    /// The lease id (`<mount>/creds/<role>/<id>`).
    pub lease_id: String,
    /// The lease TTL in seconds.
    pub lease_duration: u64,
    /// Whether the lease can be renewed.
    pub renewable: bool,
    /// The database user name (not a secret; recorded in KV as `DbUsername`).
    pub username: String,
    /// The password.
    pub password: SecretString,
}

#[derive(Deserialize)]
struct CredsData {
    username: String,
    password: SecretString,
}

/// The TTLs of a database role, in seconds; 0 means "the mount's (or the system's)
/// default".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct RoleTtls {
    /// `default_ttl`.
    #[serde(default, deserialize_with = "ttl_seconds")]
    pub default_ttl: u64,
    /// `max_ttl`.
    #[serde(default, deserialize_with = "ttl_seconds")]
    pub max_ttl: u64,
}

impl Client {
    /// `GET <mount>/roles/<role>` with `token` (the injector's own token): the role's TTLs.
    /// The answer's other fields (creation statements, which could embed a password) are
    /// not decoded.
    pub fn read_role_ttls(
        &self,
        token: &SecretString,
        mount: &str,
        role: &str,
    ) -> Result<RoleTtls, Error> {
        let path = join(&[
            Part::Multi("database mount", mount),
            Part::Lit("roles"),
            Part::Name("database role", role),
        ])
        .map_err(invalid)?;
        let call = Call::new(Method::Get, path, Some(token));
        let answer = self.execute(&call)?.success()?;
        let envelope = answer.envelope::<RoleTtls, serde_json::Value>()?;
        envelope
            .data
            .ok_or_else(|| answer.malformed("no data in a role answer"))
    }

    /// `GET <mount>/creds/<role>` with `token` (the pod token). Sent once.
    pub fn read_creds(
        &self,
        token: &SecretString,
        mount: &str,
        role: &str,
    ) -> Result<DbCredentials, Error> {
        let path = join(&[
            Part::Multi("database mount", mount),
            Part::Lit("creds"),
            Part::Name("database role", role),
        ])
        .map_err(invalid)?;
        let call = Call::new(Method::Get, path, Some(token)).retry(Retry::Never);
        let answer = self.execute(&call)?.success()?;
        let envelope = answer.envelope::<CredsData, serde_json::Value>()?;
        let data = envelope
            .data
            .ok_or_else(|| answer.malformed("no data in a creds answer"))?;
        if data.username.is_empty() || data.password.is_empty() {
            return Err(answer.malformed("empty username or password in a creds answer"));
        }
        check_lease_id(&envelope.lease_id).map_err(|_| answer.malformed("unusable lease id"))?;
        Ok(DbCredentials {
            lease_id: envelope.lease_id,
            lease_duration: envelope.lease_duration,
            renewable: envelope.renewable,
            username: data.username,
            password: data.password,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vault::client::{Envelope, decode};

    fn check(body: &str, expect_ok: bool) {
        let parsed: Result<Envelope<CredsData, serde_json::Value>, Error> =
            decode("GET", "database/creds/app", body.as_bytes());
        assert_eq!(parsed.is_ok(), expect_ok, "{body}");
        if let Err(e) = parsed {
            // The error never repeats a value from the body.
            assert!(!e.to_string().contains("hunter2"), "{e}");
        }
    }

    #[test]
    fn creds_answers() {
        let e: Envelope<CredsData, serde_json::Value> = decode(
            "GET",
            "database/creds/app-readonly",
            include_bytes!("../../tests/data/vault/creds.json"),
        )
        .unwrap();
        let data = e.data.unwrap();
        assert_eq!(
            e.lease_id,
            "database/creds/app-readonly/BT7e8ju2zg0uG8giqaJSoweh"
        );
        assert_eq!(e.lease_duration, 3600);
        assert_eq!(data.password.expose_secret(), "8jyU93HSBFUFAe-zZVMH");
        assert!(data.username.starts_with("v-token-"));

        check(r#"{"data":{"username":"u","password":"hunter2"}}"#, true);
        check(r#"{"data":{"username":"u","password":7}}"#, false);
        check(r#"{"data":{"username":"hunter2"}}"#, false);
        check(
            r#"{"data":{"username":"u","password":"p"},"lease_duration":-1}"#,
            false,
        );
        check(
            r#"{"data":{"username":"u","password":"p"},"lease_duration":"hunter2"}"#,
            false,
        );
        check(r#"not json hunter2"#, false);
    }
}
