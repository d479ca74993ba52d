//! Vault tokens other than the login: the per-pod tokens the injector creates, and their
//! lookup, renewal and revocation, by token or by accessor.
//!
//! Pod tokens carry `meta` (namespace, pod UID when known, uuid) so that the renewer and the
//! revoker can check, by accessor, that a token named in a KV entry really belongs to the
//! pod at hand. Creation mints a token and is sent once; lookups, renewals and revocations
//! are retried on transient failures. "Already gone" answers are values, not errors, so
//! that the revoker is idempotent.

use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::secret::SecretString;
use crate::vault::auth::{Auth, invalid};
use crate::vault::client::{
    Call, Client, Error, Method, Retry, backoff, null_default, ttl_seconds,
};
use crate::vault::path::{Part, join};

/// `meta` key: the pod's namespace.
pub const META_NAMESPACE: &str = "namespace";
/// `meta` key: the pod's UID, when known at creation.
pub const META_POD_UID: &str = "pod_uid";
/// `meta` key: the uuid of the KV entry that records the token.
pub const META_UUID: &str = "uuid";
/// `meta` key: who made the token.
pub const META_CREATED_BY: &str = "created_by";
/// Value of [`META_CREATED_BY`].
pub const CREATED_BY: &str = "vault-db-injector";

/// The ownership facts written into a pod token's `meta`.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct TokenMeta {
    /// The pod's namespace.
    pub namespace: String,
    /// The pod's UID, when known at creation (not at admission).
    pub pod_uid: Option<String>,
    /// The uuid of the KV entry.
    pub uuid: String,
}

impl TokenMeta {
    /// The `meta` map sent to Vault.
    pub fn to_map(&self) -> BTreeMap<String, String> {
        let mut map = BTreeMap::new();
        map.insert(META_NAMESPACE.to_owned(), self.namespace.clone());
        map.insert(META_UUID.to_owned(), self.uuid.clone());
        map.insert(META_CREATED_BY.to_owned(), CREATED_BY.to_owned());
        if let Some(uid) = self.pod_uid.as_ref().filter(|u| !u.is_empty()) {
            map.insert(META_POD_UID.to_owned(), uid.clone());
        }
        map
    }
}

/// A pod token to create.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct TokenRequest {
    /// A token role (`tokenRole`): `auth/token/create/<role>`. Without one,
    /// `auth/token/create-orphan` as the original did (needs the caller to hold the
    /// policies).
    pub role: Option<String>,
    /// Policies (the original: `[dbRole]`).
    pub policies: Vec<String>,
    /// TTL, a Vault duration (`1h`), if any.
    pub ttl: Option<String>,
    /// Period (the original's `tokenTTL`); only root or a token role may set it.
    pub period: Option<String>,
    /// Display name (the original: `injector-orphan-token`).
    pub display_name: String,
    /// Ownership meta.
    pub meta: TokenMeta,
    /// Leave out the `default` policy.
    pub no_default_policy: bool,
}

/// What a token lookup returns (self or by accessor). The token's own id, which the
/// lookup-self answer carries, is never read.
#[derive(Clone, PartialEq, Eq, Deserialize)]
pub struct TokenInfo {
    /// The accessor.
    pub accessor: String,
    /// Display name (`token-<name>`).
    #[serde(default)]
    pub display_name: String,
    /// The `meta` map.
    #[serde(default, deserialize_with = "null_default")]
    pub meta: BTreeMap<String, String>,
    /// Policies.
    #[serde(default, deserialize_with = "null_default")]
    pub policies: Vec<String>,
    /// Remaining TTL in seconds (cut to `limits::VAULT_TTL_MAX`).
    #[serde(default, deserialize_with = "ttl_seconds")]
    pub ttl: u64,
    /// Period in seconds, 0 when not periodic (cut to `limits::VAULT_TTL_MAX`).
    #[serde(default, deserialize_with = "ttl_seconds")]
    pub period: u64,
    /// Whether it can be renewed.
    #[serde(default)]
    pub renewable: bool,
    /// Whether it has no parent.
    #[serde(default)]
    pub orphan: bool,
    /// Token role it was created through, if any.
    #[serde(default)]
    pub role: Option<String>,
    /// Expiry (RFC 3339), `None` for a token without TTL.
    #[serde(default)]
    pub expire_time: Option<String>,
}

/// The result of a renewal (token or lease).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Renewal {
    /// The new TTL in seconds (may be capped below what was asked).
    pub lease_duration: u64,
    /// Whether it can be renewed again.
    pub renewable: bool,
    /// Vault's warnings (e.g. "TTL ... capped").
    pub warnings: Vec<String>,
}

/// The result of a revocation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Revocation {
    /// Vault revoked it now.
    Revoked,
    /// Vault did not know it any more (revoked before, or expired).
    AlreadyGone,
}

impl fmt::Debug for TokenMeta {
    /// Hand-written (tidy rule for `*Token*` types); nothing here is secret.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TokenMeta")
            .field("namespace", &self.namespace)
            .field("pod_uid", &self.pod_uid)
            .field("uuid", &self.uuid)
            .finish()
    }
}

impl fmt::Debug for TokenRequest {
    /// Hand-written (tidy rule for `*Token*` types); nothing here is secret.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TokenRequest")
            .field("role", &self.role)
            .field("policies", &self.policies)
            .field("ttl", &self.ttl)
            .field("period", &self.period)
            .field("display_name", &self.display_name)
            .field("meta", &self.meta)
            .field("no_default_policy", &self.no_default_policy)
            .finish()
    }
}

impl fmt::Debug for TokenInfo {
    /// Hand-written (tidy rule for `*Token*` types); the token id is never read, and the
    /// accessor is redacted.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TokenInfo")
            .field("accessor", &Accessor(&self.accessor))
            .field("display_name", &self.display_name)
            .field("meta", &self.meta)
            .field("policies", &self.policies)
            .field("ttl", &self.ttl)
            .field("period", &self.period)
            .field("renewable", &self.renewable)
            .field("orphan", &self.orphan)
            .field("role", &self.role)
            .field("expire_time", &self.expire_time)
            .finish()
    }
}

/// Formats a token accessor in `Debug` output as `<redacted>` (or `""` when there is none).
/// An accessor is not the token, but it is enough to look the token up, renew it or revoke
/// it, so it is kept out of logs, errors and panics like a secret. The value itself stays a
/// plain `String`, usable where Vault needs it.
pub(crate) struct Accessor<'a>(pub(crate) &'a str);

impl fmt::Debug for Accessor<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            f.write_str("\"\"")
        } else {
            f.write_str("<redacted>")
        }
    }
}

#[derive(Deserialize)]
struct RenewAuth {
    #[serde(default, deserialize_with = "ttl_seconds")]
    lease_duration: u64,
    #[serde(default)]
    renewable: bool,
}

/// How many times `lookup_accessor` asks when Vault answers 403: 1.4 to 2.1 s of backoff
/// in all, longer than revoking a token with a few database leases takes.
const LOOKUP_FORBIDDEN_ATTEMPTS: u32 = 4;

/// Whether a Vault error says the token or accessor does not exist (any more).
fn token_gone(error: &Error) -> bool {
    matches!(error.status(), Some(400 | 403 | 404))
        && (error.mentions("not found")
            || error.mentions("invalid accessor")
            || error.mentions("invalid token")
            || error.mentions("bad token"))
}

fn duration_secs(d: Duration) -> u64 {
    d.as_secs().max(1)
}

impl Client {
    /// Creates a pod token with `parent` (the injector's token): through the token role if
    /// one is set, else `create-orphan`. Sent once: on a later failure the caller revokes
    /// the returned token. Counted in `vdbi_orphan_ticket_created_count_*`.
    pub fn create_token(
        &self,
        parent: &SecretString,
        request: &TokenRequest,
    ) -> Result<Auth, Error> {
        let result = self.create_token_uncounted(parent, request);
        let metrics = crate::metrics::global();
        match &result {
            Ok(_) => metrics.orphan_ticket_created_count_success.inc(),
            Err(_) => metrics.orphan_ticket_created_count_error.inc(),
        }
        result
    }

    fn create_token_uncounted(
        &self,
        parent: &SecretString,
        request: &TokenRequest,
    ) -> Result<Auth, Error> {
        #[derive(Serialize)]
        struct Body<'a> {
            policies: &'a [String],
            #[serde(skip_serializing_if = "Option::is_none")]
            ttl: Option<&'a str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            period: Option<&'a str>,
            display_name: &'a str,
            meta: BTreeMap<String, String>,
            renewable: bool,
            no_default_policy: bool,
        }
        let path = match &request.role {
            Some(role) => join(&[
                Part::Lit("auth/token/create"),
                Part::Name("token role", role),
            ])
            .map_err(invalid)?,
            None => "auth/token/create-orphan".to_owned(),
        };
        for policy in &request.policies {
            crate::vault::path::check_segment(policy).map_err(|reason| Error::InvalidName {
                what: "policy",
                reason,
            })?;
        }
        let body = Body {
            policies: &request.policies,
            ttl: request.ttl.as_deref(),
            period: request.period.as_deref(),
            display_name: &request.display_name,
            meta: request.meta.to_map(),
            renewable: true,
            no_default_policy: request.no_default_policy,
        };
        let call = Call::new(Method::Post, path, Some(parent)).json(&body)?;
        let answer = self.execute(&call)?.success()?;
        let envelope = answer.envelope::<serde_json::Value, Auth>()?;
        let auth = envelope
            .auth
            .ok_or_else(|| answer.malformed("no auth block in a token creation answer"))?;
        // A batch token has no accessor; the caller refuses it with a message that says
        // why (`Auth::is_batch`).
        if auth.client_token.is_empty() || auth.accessor.is_empty() && !auth.is_batch() {
            return Err(answer.malformed("empty token or accessor in a token creation answer"));
        }
        Ok(auth)
    }

    /// `GET auth/token/lookup-self`.
    pub fn lookup_self(&self, token: &SecretString) -> Result<TokenInfo, Error> {
        let call = Call::new(
            Method::Get,
            "auth/token/lookup-self".to_owned(),
            Some(token),
        );
        let answer = self.execute(&call)?.success()?;
        answer
            .envelope::<TokenInfo, serde_json::Value>()?
            .data
            .ok_or_else(|| answer.malformed("no data in a token lookup answer"))
    }

    /// `POST auth/token/lookup-accessor`; `None` when Vault no longer knows the accessor.
    pub fn lookup_accessor(
        &self,
        token: &SecretString,
        accessor: &str,
    ) -> Result<Option<TokenInfo>, Error> {
        #[derive(Serialize)]
        struct Body<'a> {
            accessor: &'a str,
        }
        let call = Call::new(
            Method::Post,
            "auth/token/lookup-accessor".to_owned(),
            Some(token),
        )
        .retry(Retry::Safe)
        .json(&Body { accessor })?;
        // A token Vault is revoking (another replica revoking the same entry, or its
        // expiry) answers a bare 403 until its entry is gone, and then "invalid accessor".
        // A 403 is asked again a few times before it is taken as the caller's own lack
        // of permission: taking it for "gone" would drop a live credential's entry.
        let mut attempt: u32 = 0;
        let answer = loop {
            attempt = attempt.saturating_add(1);
            match self.execute(&call)?.success() {
                Ok(answer) => break answer,
                Err(e) if token_gone(&e) => return Ok(None),
                Err(e)
                    if e.status() == Some(403)
                        && attempt < LOOKUP_FORBIDDEN_ATTEMPTS
                        && self.pause(backoff(attempt)) => {}
                Err(e) => return Err(e),
            }
        };
        answer
            .envelope::<TokenInfo, serde_json::Value>()?
            .data
            .map(Some)
            .ok_or_else(|| answer.malformed("no data in a token lookup answer"))
    }

    /// `PUT auth/token/renew-self` (the client's own token, or a pod token renewing
    /// itself). `increment` `None` lets Vault use the token's own TTL.
    pub fn renew_self(
        &self,
        token: &SecretString,
        increment: Option<Duration>,
    ) -> Result<Renewal, Error> {
        #[derive(Serialize)]
        struct Body {
            #[serde(skip_serializing_if = "Option::is_none")]
            increment: Option<u64>,
        }
        let call = Call::new(Method::Put, "auth/token/renew-self".to_owned(), Some(token))
            .retry(Retry::Safe)
            .json(&Body {
                increment: increment.map(duration_secs),
            })?;
        let answer = self.execute(&call)?.success()?;
        renewal_of(&answer)
    }

    /// `PUT auth/token/renew-accessor`; `None` when the token is gone.
    pub fn renew_accessor(
        &self,
        token: &SecretString,
        accessor: &str,
        increment: Option<Duration>,
    ) -> Result<Option<Renewal>, Error> {
        #[derive(Serialize)]
        struct Body<'a> {
            accessor: &'a str,
            #[serde(skip_serializing_if = "Option::is_none")]
            increment: Option<u64>,
        }
        let call = Call::new(
            Method::Put,
            "auth/token/renew-accessor".to_owned(),
            Some(token),
        )
        .retry(Retry::Safe)
        .json(&Body {
            accessor,
            increment: increment.map(duration_secs),
        })?;
        self.token_renewal(&call)
    }

    /// `PUT auth/token/renew {"token"}` (the original's `RenewToken`, for entries that hold
    /// the raw token); `None` when the token is gone.
    pub fn renew_token(
        &self,
        token: &SecretString,
        target: &SecretString,
        increment: Option<Duration>,
    ) -> Result<Option<Renewal>, Error> {
        #[derive(Serialize)]
        struct Body<'a> {
            token: &'a str,
            #[serde(skip_serializing_if = "Option::is_none")]
            increment: Option<u64>,
        }
        let call = Call::new(Method::Put, "auth/token/renew".to_owned(), Some(token))
            .retry(Retry::Safe)
            .json(&Body {
                token: target.expose_secret(),
                increment: increment.map(duration_secs),
            })?;
        self.token_renewal(&call)
    }

    fn token_renewal(&self, call: &Call<'_>) -> Result<Option<Renewal>, Error> {
        match self.execute(call)?.success() {
            Ok(answer) => renewal_of(&answer).map(Some),
            Err(e) if token_gone(&e) => Ok(None),
            Err(e) => Err(e),
        }
    }
    /// `PUT auth/token/revoke-self`: revokes `token` with itself (its leases go with it).
    pub fn revoke_self(&self, token: &SecretString) -> Result<(), Error> {
        let call = Call::new(
            Method::Put,
            "auth/token/revoke-self".to_owned(),
            Some(token),
        )
        .retry(Retry::Safe);
        self.execute(&call)?.success().map(drop)
    }

    /// `revoke-self` as `token` itself, idempotent: how a Go entry's raw `TokenId` is
    /// revoked (the default policy allows it; `revoke-orphan` needs sudo). A token Vault
    /// no longer knows answers 403 to its own call: [`Revocation::AlreadyGone`].
    pub fn revoke_as(&self, token: &SecretString) -> Result<Revocation, Error> {
        match self.revoke_self(token) {
            Ok(()) => Ok(Revocation::Revoked),
            Err(error) if matches!(error.status(), Some(400 | 403)) => Ok(Revocation::AlreadyGone),
            Err(error) => Err(error),
        }
    }

    /// `PUT auth/token/revoke-accessor`: the token and every lease it created are revoked.
    pub fn revoke_accessor(
        &self,
        token: &SecretString,
        accessor: &str,
    ) -> Result<Revocation, Error> {
        #[derive(Serialize)]
        struct Body<'a> {
            accessor: &'a str,
        }
        let call = Call::new(
            Method::Put,
            "auth/token/revoke-accessor".to_owned(),
            Some(token),
        )
        .retry(Retry::Safe)
        .json(&Body { accessor })?;
        revocation(self.execute(&call)?.success())
    }

    /// `PUT auth/token/revoke-orphan {"token"}` (the original's `RevokeOrphanToken`; needs
    /// sudo on that path).
    pub fn revoke_orphan(
        &self,
        token: &SecretString,
        target: &SecretString,
    ) -> Result<Revocation, Error> {
        #[derive(Serialize)]
        struct Body<'a> {
            token: &'a str,
        }
        let call = Call::new(
            Method::Put,
            "auth/token/revoke-orphan".to_owned(),
            Some(token),
        )
        .retry(Retry::Safe)
        .json(&Body {
            token: target.expose_secret(),
        })?;
        revocation(self.execute(&call)?.success())
    }
}

fn renewal_of(answer: &crate::vault::client::Answer) -> Result<Renewal, Error> {
    let envelope = answer.envelope::<serde_json::Value, RenewAuth>()?;
    let auth = envelope
        .auth
        .ok_or_else(|| answer.malformed("no auth block in a token renewal answer"))?;
    Ok(Renewal {
        lease_duration: auth.lease_duration,
        renewable: auth.renewable,
        warnings: envelope.warnings.unwrap_or_default(),
    })
}

fn revocation(result: Result<crate::vault::client::Answer, Error>) -> Result<Revocation, Error> {
    match result {
        // OpenBao answers an unknown accessor with 200 and a warning instead of an error.
        Ok(answer) if answer.status == 200 => {
            let envelope = answer.envelope::<serde_json::Value, serde_json::Value>()?;
            let gone = envelope
                .warnings
                .unwrap_or_default()
                .iter()
                .any(|w| w.to_ascii_lowercase().contains("no token found"));
            Ok(if gone {
                Revocation::AlreadyGone
            } else {
                Revocation::Revoked
            })
        }
        Ok(_) => Ok(Revocation::Revoked),
        Err(e) if token_gone(&e) => Ok(Revocation::AlreadyGone),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vault::client::{Envelope, decode};

    #[test]
    fn creation_answers_parse() {
        let e: Envelope<serde_json::Value, Auth> = decode(
            "POST",
            "auth/token/create/injected",
            include_bytes!("../../tests/data/vault/token-create-role.json"),
        )
        .unwrap();
        let auth = e.auth.unwrap();
        assert_eq!(auth.accessor, "aP7gRife3H0DLlClR8yDO2lf");
        assert!(auth.orphan);
        assert_eq!(auth.metadata["pod"], "default/web-abc12");
    }

    #[test]
    fn lookups_parse_without_keeping_the_id() {
        for fixture in [
            &include_bytes!("../../tests/data/vault/lookup-self.json")[..],
            &include_bytes!("../../tests/data/vault/lookup-accessor.json")[..],
        ] {
            let e: Envelope<TokenInfo, serde_json::Value> =
                decode("GET", "auth/token/lookup-self", fixture).unwrap();
            let info = e.data.unwrap();
            assert_eq!(info.accessor, "aP7gRife3H0DLlClR8yDO2lf");
            assert_eq!(info.ttl, 3599);
            assert_eq!(info.role.as_deref(), Some("injected"));
            assert!(!format!("{info:?}").contains("s.baXP"));
        }
        let e: Envelope<TokenInfo, serde_json::Value> = decode(
            "GET",
            "auth/token/lookup-self",
            include_bytes!("../../tests/data/vault/lookup-self-root.json"),
        )
        .unwrap();
        let info = e.data.unwrap();
        assert!(info.meta.is_empty());
        assert_eq!(info.expire_time, None);
    }

    #[test]
    fn renewals_parse() {
        let e: Envelope<serde_json::Value, RenewAuth> = decode(
            "PUT",
            "auth/token/renew-self",
            include_bytes!("../../tests/data/vault/token-renew-self-capped.json"),
        )
        .unwrap();
        assert_eq!(e.auth.unwrap().lease_duration, 120);
        assert_eq!(e.warnings.unwrap().len(), 1);
        let e: Envelope<serde_json::Value, RenewAuth> = decode(
            "PUT",
            "auth/token/renew-accessor",
            include_bytes!("../../tests/data/vault/token-renew-accessor.json"),
        )
        .unwrap();
        assert_eq!(e.auth.unwrap().lease_duration, 7200);
    }

    #[test]
    fn huge_ttls_from_vault_are_cut_when_decoded() {
        let max = crate::limits::VAULT_TTL_MAX.as_secs();
        let check = |seconds: u64, expect: u64| {
            let body = format!(
                r#"{{"lease_duration":{seconds},"auth":{{"lease_duration":{seconds},"renewable":true}}}}"#
            );
            let e: Envelope<serde_json::Value, RenewAuth> =
                decode("PUT", "auth/token/renew-self", body.as_bytes()).unwrap();
            assert_eq!(e.lease_duration, expect, "{seconds}");
            assert_eq!(e.auth.unwrap().lease_duration, expect, "{seconds}");
            let body =
                format!(r#"{{"data":{{"accessor":"a","ttl":{seconds},"period":{seconds}}}}}"#);
            let e: Envelope<TokenInfo, serde_json::Value> =
                decode("GET", "auth/token/lookup-self", body.as_bytes()).unwrap();
            let info = e.data.unwrap();
            assert_eq!((info.ttl, info.period), (expect, expect), "{seconds}");
        };
        check(0, 0);
        check(3600, 3600);
        check(max, max);
        check(max + 1, max);
        check(u64::MAX, max);
    }

    #[test]
    fn debug_output_never_shows_an_accessor() {
        let check = |printed: String| {
            assert!(!printed.contains("aP7gRife3H0DLlClR8yDO2lf"), "{printed}");
            assert!(printed.contains("<redacted>"), "{printed}");
        };
        let e: Envelope<serde_json::Value, Auth> = decode(
            "POST",
            "auth/token/create/injected",
            include_bytes!("../../tests/data/vault/token-create-role.json"),
        )
        .unwrap();
        let auth = e.auth.unwrap();
        check(format!("{auth:?}"));
        // Still usable as the value Vault needs.
        assert_eq!(auth.accessor, "aP7gRife3H0DLlClR8yDO2lf");
        let e: Envelope<TokenInfo, serde_json::Value> = decode(
            "GET",
            "auth/token/lookup-accessor",
            include_bytes!("../../tests/data/vault/lookup-accessor.json"),
        )
        .unwrap();
        check(format!("{:?}", e.data.unwrap()));
        check(format!(
            "{:?}",
            crate::vault::KvEntry {
                token_accessor: "aP7gRife3H0DLlClR8yDO2lf".into(),
                ..Default::default()
            }
        ));
        assert_eq!(format!("{:?}", Accessor("")), "\"\"");
    }

    #[test]
    fn meta_map() {
        let meta = TokenMeta {
            namespace: "default".into(),
            pod_uid: None,
            uuid: "u1".into(),
        };
        let map = meta.to_map();
        assert_eq!(map.get(META_NAMESPACE).map(String::as_str), Some("default"));
        assert!(!map.contains_key(META_POD_UID));
        let meta = TokenMeta {
            pod_uid: Some("uid".into()),
            ..meta
        };
        assert_eq!(
            meta.to_map().get(META_POD_UID).map(String::as_str),
            Some("uid")
        );
    }

    fn check(status: u16, errors: &[&str], expect: bool) {
        let error = Error::Status {
            method: "PUT",
            path: "auth/token/revoke-accessor".to_owned(),
            status,
            errors: errors.iter().map(|e| e.to_string()).collect(),
        };
        assert_eq!(token_gone(&error), expect, "{status} {errors:?}");
    }

    #[test]
    fn gone_tokens() {
        check(400, &["invalid accessor"], true);
        check(400, &["token not found"], true);
        check(403, &["permission denied"], false);
        check(500, &["token not found"], false);
    }
}
