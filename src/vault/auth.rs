//! Logging in to Vault, and keeping the client's own token alive.
//!
//! The kubernetes and jwt auth methods take the same call (`auth/<mount>/login` with a role
//! and a JWT), so one function serves both. A login mints a token, so it is never retried:
//! a caller that fails later revokes what it got. [`OwnToken`] holds the injector's own
//! token (renewer, revoker, bookkeeping writes): it renews it before it expires, logs in
//! again when renewal fails, and revokes every token it replaces (the original leaked
//! them).

use std::collections::BTreeMap;
use std::fmt;
use std::io::Read;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use zeroize::Zeroizing;

use crate::limits::{
    VAULT_JWT_FILE_MAX, VAULT_OWN_TOKEN_CHECK_INTERVAL, VAULT_RETIRED_TOKEN_GRACE,
};
use crate::runtime::time::instant_after;
use crate::secret::SecretString;
use crate::vault::client::{Call, Client, Error, Method, null_default, ttl_seconds};
use crate::vault::path::{Part, join};
use crate::vault::token::Accessor;

/// A token Vault handed out (`auth` block of a login or a token creation). `Debug` redacts
/// the token and the accessor.
#[derive(Deserialize)]
pub struct Auth {
    /// The token itself.
    pub client_token: SecretString,
    /// Its accessor: lets the holder look up, renew and revoke it without the token.
    pub accessor: String,
    /// Its policies.
    #[serde(default, deserialize_with = "null_default")]
    pub policies: Vec<String>,
    /// Its metadata (`meta` at creation, or what the auth method recorded).
    #[serde(default, deserialize_with = "null_default")]
    pub metadata: BTreeMap<String, String>,
    /// Its TTL in seconds (cut to `limits::VAULT_TTL_MAX`).
    #[serde(default, deserialize_with = "ttl_seconds")]
    pub lease_duration: u64,
    /// Whether it can be renewed.
    #[serde(default)]
    pub renewable: bool,
    /// Whether it has no parent.
    #[serde(default)]
    pub orphan: bool,
    /// `service` or `batch` (empty when Vault did not say).
    #[serde(default)]
    pub token_type: String,
}

impl Auth {
    /// Whether this is a batch token: it has no accessor and cannot be renewed or
    /// revoked, so no credential may be issued with it (it would outlive its pod).
    pub fn is_batch(&self) -> bool {
        self.token_type == "batch"
    }
}

impl fmt::Debug for Auth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Auth")
            .field("client_token", &self.client_token)
            .field("accessor", &Accessor(&self.accessor))
            .field("policies", &self.policies)
            .field("metadata", &self.metadata)
            .field("lease_duration", &self.lease_duration)
            .field("renewable", &self.renewable)
            .field("orphan", &self.orphan)
            .field("token_type", &self.token_type)
            .finish()
    }
}

/// Reads the service-account token file (re-read at each login because the kubelet
/// rotates it). Bounded, trimmed; an empty file is an error.
pub fn read_jwt_file(path: &Path) -> Result<SecretString, Error> {
    let read_error = |source| Error::ReadJwt {
        path: path.to_owned(),
        source,
    };
    let file = std::fs::File::open(path).map_err(read_error)?;
    let mut bytes = Zeroizing::new(Vec::new());
    file.take(VAULT_JWT_FILE_MAX)
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    let text = std::str::from_utf8(&bytes)
        .map_err(|_| read_error(std::io::Error::other("not utf-8")))?
        .trim();
    if text.is_empty() {
        return Err(read_error(std::io::Error::other("empty")));
    }
    Ok(SecretString::new(text.to_owned()))
}

/// Whose JWT a login uses (the `auth_mode` label of `vdbi_vault_login_errors_total`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthMode {
    /// The injector's (or plugin's) own service account, legacy auth.
    Legacy,
    /// The pod's own projected service-account token.
    Projected,
    /// The injector's own service account for the KV bookkeeping token of projected mode.
    ProjectedBookkeeping,
}

impl AuthMode {
    /// The label value.
    pub fn as_str(self) -> &'static str {
        match self {
            AuthMode::Legacy => "legacy",
            AuthMode::Projected => "projected",
            AuthMode::ProjectedBookkeeping => "projected_bookkeeping",
        }
    }
}

impl Client {
    /// `PUT auth/<mount>/login {"role", "jwt"}`: kubernetes or jwt auth. Sent once. A
    /// failure is counted in `vdbi_vault_login_errors_total{reason, auth_mode}`.
    pub fn login(
        &self,
        mount: &str,
        role: &str,
        jwt: &SecretString,
        mode: AuthMode,
    ) -> Result<Auth, Error> {
        let result = self.login_uncounted(mount, role, jwt);
        if let Err(error) = &result {
            crate::metrics::global()
                .vault_login_errors_total
                .with(&[LoginErrorReason::classify(error).as_str(), mode.as_str()])
                .inc();
        }
        result
    }

    fn login_uncounted(&self, mount: &str, role: &str, jwt: &SecretString) -> Result<Auth, Error> {
        #[derive(Serialize)]
        struct Body<'a> {
            role: &'a str,
            jwt: &'a str,
        }
        let path = join(&[
            Part::Lit("auth"),
            Part::Multi("auth mount", mount),
            Part::Lit("login"),
        ])
        .map_err(invalid)?;
        let call = Call::new(Method::Put, path, None).json(&Body {
            role,
            jwt: jwt.expose_secret(),
        })?;
        let answer = self.execute(&call)?.success()?;
        let envelope = answer.envelope::<serde_json::Value, Auth>()?;
        let auth = envelope
            .auth
            .ok_or_else(|| answer.malformed("no auth block in a login answer"))?;
        if auth.client_token.is_empty() {
            return Err(answer.malformed("empty client_token in a login answer"));
        }
        Ok(auth)
    }

    /// Logs in as the injector itself: the configured mount and role, with the JWT read
    /// from the configured file now. Counted in `vdbi_connect_vault_count_*` (the
    /// original's `ConnectToVault`) and, on failure, in `vdbi_vault_login_errors_total`
    /// with `mode`.
    pub fn login_self(&self, mode: AuthMode) -> Result<Auth, Error> {
        let auth = self.auth_config();
        let result = read_jwt_file(&auth.jwt_file)
            .and_then(|jwt| self.login(&auth.mount, &auth.role, &jwt, mode));
        let metrics = crate::metrics::global();
        match &result {
            Ok(_) => metrics.connect_vault_count_success.inc(),
            Err(_) => metrics.connect_vault_count_error.inc(),
        }
        result
    }
}

pub(crate) fn invalid((what, reason): (&'static str, crate::vault::path::Invalid)) -> Error {
    Error::InvalidName { what, reason }
}

/// The `reason` label of `vdbi_vault_login_errors_total`, classified as the original did
/// (substrings of the lower-cased error).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoginErrorReason {
    /// The JWT's audience does not match the role.
    AudienceMismatch,
    /// The service account is not bound to the role.
    SaNotBound,
    /// The role does not exist.
    RoleNotFound,
    /// Vault is sealed.
    VaultSealed,
    /// Vault said "permission denied".
    PermissionDenied,
    /// Anything else.
    Other,
}

impl LoginErrorReason {
    /// The label value.
    pub fn as_str(self) -> &'static str {
        match self {
            LoginErrorReason::AudienceMismatch => "audience_mismatch",
            LoginErrorReason::SaNotBound => "sa_not_bound",
            LoginErrorReason::RoleNotFound => "role_not_found",
            LoginErrorReason::VaultSealed => "vault_sealed",
            LoginErrorReason::PermissionDenied => "permission_denied",
            LoginErrorReason::Other => "other",
        }
    }

    /// Classifies a login error by the original's substring rules, plus OpenBao's wording
    /// for an unknown role (`invalid role name`).
    pub fn classify(error: &Error) -> LoginErrorReason {
        let text = match error {
            Error::Status { errors, .. } => errors.join(" "),
            other => other.to_string(),
        }
        .to_ascii_lowercase();
        if text.contains("audience") {
            LoginErrorReason::AudienceMismatch
        } else if text.contains("service account name not authorized")
            || text.contains("bound_service_account")
        {
            LoginErrorReason::SaNotBound
        } else if (text.contains("role") && text.contains("could not be found"))
            || text.contains("invalid role name")
        {
            LoginErrorReason::RoleNotFound
        } else if text.contains("sealed") {
            LoginErrorReason::VaultSealed
        } else if text.contains("permission denied") {
            LoginErrorReason::PermissionDenied
        } else {
            LoginErrorReason::Other
        }
    }
}

impl fmt::Display for LoginErrorReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The client's own token, kept alive.
///
/// `token()` hands out the current token (logging in first if there is none). The owner
/// calls [`OwnToken::maintain`] from its loop: when half the TTL has passed it renews
/// (`renew-self`); if renewal fails or is capped short, it logs in again and retires the
/// old token. A retired token is revoked (`revoke-self`) as soon as no caller holds it any
/// more, or after a grace period at the latest. [`OwnToken::shutdown`] revokes everything.
pub struct OwnToken {
    client: Arc<Client>,
    increment: Duration,
    state: Mutex<OwnState>,
}

struct OwnState {
    current: Option<Held>,
    retired: Vec<(Arc<SecretString>, Instant)>,
}

struct Held {
    token: Arc<SecretString>,
    accessor: String,
    renewable: bool,
    renew_at: Instant,
}

/// What one [`OwnToken::maintain`] did, for logs and the `vdbi_connect_vault_count_*`
/// metrics.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Maintenance {
    /// A login happened (first one or a replacement).
    pub logged_in: bool,
    /// The token was renewed.
    pub renewed: bool,
    /// A renewal failed (the reason is in `renew_error`).
    pub renew_error: Option<String>,
    /// Retired tokens revoked now.
    pub revoked: usize,
    /// Retired tokens whose revocation failed (kept for another try).
    pub revoke_errors: usize,
    /// When `maintain` should run next.
    pub next_due: Option<Instant>,
}

impl OwnToken {
    /// A keeper that logs in with the client's own auth settings; `increment` is the
    /// renew-self increment (the original's 86400 s).
    pub fn new(client: Arc<Client>, increment: Duration) -> OwnToken {
        OwnToken {
            client,
            increment,
            state: Mutex::new(OwnState {
                current: None,
                retired: Vec::new(),
            }),
        }
    }

    /// The current token, logging in when there is none. Callers keep the `Arc` only for
    /// the call at hand, so a replaced token can be revoked soon after.
    pub fn token(&self) -> Result<Arc<SecretString>, Error> {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(held) = &state.current {
            return Ok(Arc::clone(&held.token));
        }
        let held = self.login_held()?;
        let token = Arc::clone(&held.token);
        state.current = Some(held);
        Ok(token)
    }

    /// The accessor of the current token, if logged in.
    pub fn accessor(&self) -> Option<String> {
        let state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.current.as_ref().map(|h| h.accessor.clone())
    }

    /// Forces a new login now and retires the current token: used when a call with the
    /// token was refused with 403 (revoked or expired behind our back).
    pub fn replace(&self) -> Result<Arc<SecretString>, Error> {
        let held = self.login_held()?;
        let token = Arc::clone(&held.token);
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(old) = state.current.replace(held) {
            state.retired.push((old.token, Instant::now()));
        }
        Ok(token)
    }

    /// Renews or replaces the token when due, and revokes retired tokens nobody holds.
    /// A failed re-login is returned as the error (the caller counts it and retries at the
    /// next tick; the current token, if any, is kept meanwhile).
    pub fn maintain(&self) -> Result<Maintenance, Error> {
        let mut report = Maintenance::default();
        let now = Instant::now();
        let due = {
            let state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            state
                .current
                .as_ref()
                .map(|h| (h.renew_at <= now, h.renewable))
        };
        match due {
            None => {
                self.token()?;
                report.logged_in = true;
            }
            Some((false, _)) => {}
            Some((true, renewable)) => {
                let renewed = if renewable {
                    self.renew_current()
                } else {
                    Err("token is not renewable".to_owned())
                };
                match renewed {
                    Ok(()) => report.renewed = true,
                    Err(reason) => {
                        report.renew_error = Some(reason);
                        self.replace()?;
                        report.logged_in = true;
                    }
                }
            }
        }
        let (revoked, failed) = self.revoke_retired(false);
        report.revoked = revoked;
        report.revoke_errors = failed;
        let state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        report.next_due = state.current.as_ref().map(|h| h.renew_at);
        Ok(report)
    }

    /// Revokes the current and every retired token (on shutdown or leadership loss).
    /// Returns how many revocations failed.
    pub fn shutdown(&self) -> usize {
        {
            let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(old) = state.current.take() {
                state.retired.push((old.token, Instant::now()));
            }
        }
        self.revoke_retired(true).1
    }

    fn login_held(&self) -> Result<Held, Error> {
        let auth = self.client.login_self(AuthMode::Legacy)?;
        Ok(Held {
            renew_at: renew_point(Instant::now(), auth.lease_duration),
            renewable: auth.renewable,
            accessor: auth.accessor,
            token: Arc::new(auth.client_token),
        })
    }

    /// Renews the current token; a renewal capped to less than half of what was asked (the
    /// token's max TTL is near) counts as a failure, so a fresh login replaces it before it
    /// dies.
    fn renew_current(&self) -> Result<(), String> {
        let token = {
            let state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            match &state.current {
                Some(h) => Arc::clone(&h.token),
                None => return Err("no token".to_owned()),
            }
        };
        let renewal = self
            .client
            .renew_self(&token, Some(self.increment))
            .map_err(|e| e.to_string())?;
        let asked = self.increment.as_secs();
        if renewal.lease_duration.saturating_mul(2) < asked {
            return Err("renewal capped by the token's max ttl".to_owned());
        }
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(h) = state.current.as_mut()
            && Arc::ptr_eq(&h.token, &token)
        {
            h.renew_at = renew_point(Instant::now(), renewal.lease_duration);
        }
        Ok(())
    }

    fn revoke_retired(&self, force: bool) -> (usize, usize) {
        let now = Instant::now();
        let ready: Vec<Arc<SecretString>> = {
            let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            let (ready, keep): (Vec<_>, Vec<_>) = std::mem::take(&mut state.retired)
                .into_iter()
                .partition(|(token, since)| {
                    force
                        || Arc::strong_count(token) == 1
                        || now.saturating_duration_since(*since) >= VAULT_RETIRED_TOKEN_GRACE
                });
            state.retired = keep;
            ready.into_iter().map(|(t, _)| t).collect()
        };
        let (mut revoked, mut failed) = (0, 0);
        for token in ready {
            match self.client.revoke_self(&token) {
                Ok(()) => revoked += 1,
                // A token Vault no longer knows is as good as revoked.
                Err(e) if e.status() == Some(403) => revoked += 1,
                Err(_) => {
                    failed += 1;
                    if !force {
                        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
                        state.retired.push((token, now));
                    }
                }
            }
        }
        (revoked, failed)
    }
}

/// Renew at half the TTL; a token without TTL (root, periodic 0) is checked every
/// [`VAULT_OWN_TOKEN_CHECK_INTERVAL`].
fn renew_point(now: Instant, ttl_secs: u64) -> Instant {
    if ttl_secs == 0 {
        return instant_after(now, VAULT_OWN_TOKEN_CHECK_INTERVAL);
    }
    // The TTL comes from Vault: saturating, so that no answer can panic the caller.
    instant_after(now, Duration::from_secs(ttl_secs / 2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vault::client::decode;

    fn envelope(json: &str) -> crate::vault::client::Envelope<serde_json::Value, Auth> {
        decode("PUT", "auth/x/login", json.as_bytes()).unwrap()
    }

    #[test]
    fn login_answers_parse() {
        let e = envelope(include_str!("../../tests/data/vault/login-kubernetes.json"));
        let auth = e.auth.unwrap();
        assert_eq!(
            auth.client_token.expose_secret(),
            "s.w8rWEFeyBgrBYmqwLquExSmN"
        );
        assert_eq!(auth.accessor, "FRgAHg8NnVfDMVwxQUCH9gmW");
        assert_eq!(auth.lease_duration, 3600);
        assert!(auth.renewable);
        assert_eq!(auth.metadata["service_account_namespace"], "vault-injector");
        assert!(!format!("{auth:?}").contains("s.w8rW"));

        let e = envelope(include_str!("../../tests/data/vault/login-jwt.json"));
        assert_eq!(e.auth.unwrap().policies, vec!["app-db", "default"]);
    }

    #[test]
    fn a_huge_ttl_neither_panics_nor_renews_early() {
        let now = Instant::now();
        let e = envelope(
            r#"{"auth":{"client_token":"s.x","accessor":"a","lease_duration":18446744073709551615}}"#,
        );
        let ttl = e.auth.unwrap().lease_duration;
        assert_eq!(ttl, crate::limits::VAULT_TTL_MAX.as_secs());
        for (ttl, expect) in [
            (0, 3600),
            (600, 300),
            (ttl, ttl / 2),
            (u64::MAX, u64::MAX / 2),
        ] {
            let at = renew_point(now, ttl);
            assert!(
                at.duration_since(now) >= Duration::from_secs(expect.min(3_153_600_000)),
                "{ttl}"
            );
        }
    }

    fn check(errors: &[&str], expect: LoginErrorReason) {
        let error = Error::Status {
            method: "PUT",
            path: "auth/kubernetes/login".to_owned(),
            status: 403,
            errors: errors.iter().map(|e| e.to_string()).collect(),
        };
        assert_eq!(LoginErrorReason::classify(&error), expect, "{errors:?}");
    }

    #[test]
    fn login_errors_classify() {
        check(
            &["invalid audience (aud) claim: audience claim does not match any expected audience"],
            LoginErrorReason::AudienceMismatch,
        );
        check(
            &["service account name not authorized"],
            LoginErrorReason::SaNotBound,
        );
        check(
            &["invalid role name \"nope\""],
            LoginErrorReason::RoleNotFound,
        );
        check(
            &["role \"x\" could not be found"],
            LoginErrorReason::RoleNotFound,
        );
        check(&["Vault is sealed"], LoginErrorReason::VaultSealed);
        check(&["permission denied"], LoginErrorReason::PermissionDenied);
        check(&["something else"], LoginErrorReason::Other);
    }

    #[test]
    fn jwt_file_is_trimmed_and_bounded() {
        let dir = std::env::temp_dir().join(format!("vdbi-jwt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("token");
        std::fs::write(&file, "eyJ.payload.sig\n").unwrap();
        assert_eq!(
            read_jwt_file(&file).unwrap().expose_secret(),
            "eyJ.payload.sig"
        );
        std::fs::write(&file, "  \n").unwrap();
        assert!(matches!(read_jwt_file(&file), Err(Error::ReadJwt { .. })));
        let missing = dir.join("missing");
        let err = read_jwt_file(&missing).unwrap_err();
        assert!(err.to_string().contains("missing"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn renew_points() {
        let now = Instant::now();
        assert_eq!(renew_point(now, 3600), now + Duration::from_secs(1800));
        assert_eq!(renew_point(now, 0), now + VAULT_OWN_TOKEN_CHECK_INTERVAL);
    }
}
