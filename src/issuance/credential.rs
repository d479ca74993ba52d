//! One credential of the issuing sequence (pod token → database credentials → KV entry),
//! written once and called by both issuers: the admission path ([`crate::issuance::Issuer`])
//! and the NRI resolver ([`crate::nri::resolver`]).
//!
//! The caller keeps what differs between them: which KV key to write (a fresh uuid at
//! admission; in NRI the pod's uuid, with a fresh key of the pod's to fall back on when an
//! entry already holds it),
//! whether there is a deadline, how errors are worded for its audience, and how what was
//! minted is undone (the admission's background queue, or [`revoke_now`]). This step
//! records everything it mints in the caller's list, in order, **before** the call that
//! could leave it behind, so that an error at any point leaves nothing the caller does not
//! know to revoke: the pod token is recorded as soon as Vault returns it, and the KV key is
//! attached to it before the write (a write that timed out may still have landed), and
//! taken off again when Vault refuses the write (the entry at the key is another's, or an
//! earlier credential's). An
//! entry is deleted only once its token is revoked: while the token lives, its entry is
//! what keeps it tracked.

use std::fmt;
use std::time::Instant;

use crate::issuance::{Issued, Revoke, Settings};
use crate::logger;
use crate::secret::SecretString;
use crate::vault::{self, AuthMode, Decision, DenyCause, KvEntry, KvStore, OwnToken, TokenMeta};

/// The caller's Vault machinery: its client, KV store, own login and settings.
#[derive(Clone, Copy)]
pub struct Context<'a> {
    /// The Vault client.
    pub vault: &'a vault::Client,
    /// The KV store the entries go to.
    pub kv: &'a KvStore,
    /// The caller's own login (the injector's or the plugin's): parent of legacy pod
    /// tokens and writer of KV entries.
    pub own: &'a OwnToken,
    /// Token TTL, token role, auth mount and `kvStoreToken`.
    pub settings: &'a Settings,
}

/// How the pod token is obtained.
#[derive(Clone, Copy)]
pub enum Flow<'a> {
    /// Legacy auth: the caller's own login creates an orphan pod token whose only policy is
    /// the role (the caller has checked the role binding first).
    OwnToken,
    /// Projected auth: the pod's TokenRequest JWT logs in as the pod's service account, so
    /// Vault enforces the role binding itself.
    Projected {
        /// The pod's TokenRequest JWT.
        jwt: &'a SecretString,
        /// Looks at the login token before the credentials are read (the admission path
        /// checks that the role's tokens are periodic).
        after_login: Option<&'a dyn Fn(&SecretString)>,
    },
}

/// The pod a credential is issued to, as recorded in its token's `meta` and its KV entry.
#[derive(Debug, Clone, Copy)]
pub struct Holder<'a> {
    /// The pod's namespace.
    pub namespace: &'a str,
    /// The pod's service account.
    pub service_account: &'a str,
    /// The pod's name (empty when not known yet, as at the admission of a generated name).
    pub pod_name: &'a str,
    /// The pod's UID, when known.
    pub pod_uid: Option<&'a str>,
    /// The node (NRI), or empty (admission).
    pub node_name: &'a str,
    /// The AdmissionReview `request.uid` (admission), or empty (NRI).
    pub admission_uid: &'a str,
}

/// One credential to issue.
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    /// The KV key, chosen by the caller (a uuid).
    pub key: &'a str,
    /// Where to record the entry instead when Vault refuses the write at `key` because
    /// an entry holds it ([`held`]): the NRI plugin's fresh key of the pod. Used only with
    /// [`Flow::Projected`]; with [`Flow::OwnToken`] the pod token's `meta` names `key`, so
    /// the entry cannot move, and the caller issues again under another key instead (a
    /// held key is then not counted as a failed write).
    pub fallback_key: Option<&'a str>,
    /// The Vault role (also the pod token's policy in legacy auth).
    pub role: &'a str,
    /// The database secrets mount.
    pub mount: &'a str,
    /// Stop before each call once this has passed (`None`: no deadline).
    pub deadline: Option<Instant>,
}

/// The call of the step that failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The caller's own login (for the token creation or the KV write).
    OwnLogin,
    /// Creating the pod token (legacy auth).
    CreateToken,
    /// Logging in as the pod's service account (projected auth).
    PodLogin,
    /// Reading the database credentials.
    ReadCreds,
    /// Writing the KV entry.
    Record,
}

impl Step {
    /// What was being done, in the words of the admission's messages ("Vault refused to
    /// ..."); callers with their own wording match on the variant.
    pub fn as_str(self) -> &'static str {
        match self {
            Step::OwnLogin => "log in to vault",
            Step::CreateToken => "create the pod token",
            Step::PodLogin => "log in as the pod's service account",
            Step::ReadCreds => "read database credentials",
            Step::Record => "record the credentials",
        }
    }
}

/// Why one credential was not issued. Whatever was minted is in the caller's list.
#[derive(Debug)]
pub enum Error {
    /// The caller's deadline passed before a call.
    Deadline,
    /// The role's tokens are batch tokens: they cannot be renewed or revoked, so nothing
    /// was issued with it.
    BatchToken,
    /// A Vault call failed or was refused.
    Vault {
        /// The call.
        step: Step,
        /// Vault's error.
        source: Box<vault::Error>,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Deadline => f.write_str("deadline passed before the credential was issued"),
            Error::BatchToken => f.write_str(
                "the vault role issues batch tokens, which cannot be renewed or revoked; nothing was issued",
            ),
            Error::Vault { step, source } => write!(f, "{}: {source}", step.as_str()),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Vault { source, .. } => Some(source.as_ref()),
            Error::Deadline | Error::BatchToken => None,
        }
    }
}

fn check_deadline(deadline: Option<Instant>) -> Result<(), Error> {
    match deadline {
        Some(deadline) if Instant::now() >= deadline => Err(Error::Deadline),
        _ => Ok(()),
    }
}

fn at(step: Step) -> impl FnOnce(vault::Error) -> Error {
    move |source| Error::Vault {
        step,
        source: Box::new(source),
    }
}

/// Issues one credential: the pod token (created or logged in, per `flow`; a batch token is
/// refused, [`Error::BatchToken`]), the database
/// credentials read with it, and the KV entry under `request.key`, written before this
/// returns. Everything minted is pushed on `minted` as it happens (the token, then its KV
/// key before the write), so on `Err` the caller revokes exactly that list.
///
/// Counts `vdbi_store_data_count_success` or `vdbi_store_data_count_error{uuid,namespace}`
/// for the KV write.
pub fn issue(
    ctx: &Context<'_>,
    holder: &Holder<'_>,
    flow: &Flow<'_>,
    request: &Request<'_>,
    minted: &mut Vec<Revoke>,
) -> Result<Issued, Error> {
    let obtained = obtain(ctx, holder, flow, request, minted)?;
    record_obtained(ctx, holder, flow, request, obtained, minted)
}

/// A credential issued and not recorded yet: [`obtain`]'s, for [`record_obtained`].
pub struct Obtained {
    entry: KvEntry,
    /// Its `uuid` is set when it is recorded.
    issued: Issued,
}

impl fmt::Debug for Obtained {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Obtained")
            .field("issued", &self.issued)
            .finish_non_exhaustive()
    }
}

/// The first half of [`issue`]: the pod token (pushed on `minted` as soon as Vault returns
/// it) and the credentials read with it, nothing recorded. A caller issuing several
/// credentials for one pod obtains them all before it records any (the NRI resolver: a
/// role the pod may not have then leaves no entry behind for the others).
pub fn obtain(
    ctx: &Context<'_>,
    holder: &Holder<'_>,
    flow: &Flow<'_>,
    request: &Request<'_>,
    minted: &mut Vec<Revoke>,
) -> Result<Obtained, Error> {
    check_deadline(request.deadline)?;
    let auth = match flow {
        Flow::OwnToken => {
            let parent = ctx.own.token().map_err(at(Step::OwnLogin))?;
            let token_request = vault::TokenRequest {
                role: ctx.settings.token_role.clone(),
                policies: vec![request.role.to_owned()],
                ttl: None,
                // A token role sets its own period (asking for one needs sudo there);
                // create-orphan takes `tokenTTL` as the original did.
                period: ctx
                    .settings
                    .token_role
                    .is_none()
                    .then(|| format!("{}s", ctx.settings.token_ttl.as_secs().max(1))),
                display_name: "injector-orphan-token".to_owned(),
                meta: TokenMeta {
                    namespace: holder.namespace.to_owned(),
                    pod_uid: holder.pod_uid.map(str::to_owned),
                    uuid: request.key.to_owned(),
                },
                no_default_policy: false,
            };
            let auth = ctx
                .vault
                .create_token(&parent, &token_request)
                .map_err(at(Step::CreateToken))?;
            if auth.is_batch() {
                return Err(Error::BatchToken);
            }
            minted.push(Revoke::new(auth.client_token.duplicate(), None));
            auth
        }
        Flow::Projected { jwt, after_login } => {
            let auth = ctx
                .vault
                .login(
                    &ctx.settings.auth_mount,
                    request.role,
                    jwt,
                    AuthMode::Projected,
                )
                .map_err(at(Step::PodLogin))?;
            // Refused before anything is read with it: a batch token holds no lease yet,
            // and could not be revoked if it did (it expires on its own).
            if auth.is_batch() {
                return Err(Error::BatchToken);
            }
            if let Some(after_login) = after_login {
                after_login(&auth.client_token);
            }
            minted.push(Revoke::new(auth.client_token.duplicate(), None));
            auth
        }
    };
    let pod_token = auth.client_token;
    check_deadline(request.deadline)?;
    let creds = ctx
        .vault
        .read_creds(&pod_token, request.mount, request.role)
        .map_err(at(Step::ReadCreds))?;
    check_deadline(request.deadline)?;
    let entry = KvEntry {
        lease_id: creds.lease_id.clone(),
        token_id: ctx.settings.kv_store_token.then(|| pod_token.duplicate()),
        namespace: holder.namespace.to_owned(),
        service_account_name: holder.service_account.to_owned(),
        pod_name: holder.pod_name.to_owned(),
        node_name: holder.node_name.to_owned(),
        token_accessor: auth.accessor,
        pod_uid: holder.pod_uid.unwrap_or_default().to_owned(),
        admission_uid: holder.admission_uid.to_owned(),
        db_username: creds.username.clone(),
        role: request.role.to_owned(),
        version: vault::kv::KV_ENTRY_VERSION.to_owned(),
    };
    Ok(Obtained {
        entry,
        issued: Issued {
            uuid: String::new(),
            role: request.role.to_owned(),
            username: creds.username,
            password: creds.password,
            lease_id: creds.lease_id,
            token: pod_token,
        },
    })
}

/// The second half of [`issue`]: the KV entry of `obtained` under `request.key` (or its
/// fallback when an entry holds it), written before this returns; `minted`'s last record
/// must be `obtained`'s token.
pub fn record_obtained(
    ctx: &Context<'_>,
    holder: &Holder<'_>,
    flow: &Flow<'_>,
    request: &Request<'_>,
    obtained: Obtained,
    minted: &mut [Revoke],
) -> Result<Issued, Error> {
    check_deadline(request.deadline)?;
    let Obtained { entry, mut issued } = obtained;
    let own = ctx.own.token().map_err(at(Step::OwnLogin))?;
    // With an injector token, a held key is the caller's to retry (not a failed write).
    let (fallback, caller_retries) = match flow {
        Flow::Projected { .. } => (request.fallback_key, false),
        Flow::OwnToken => (None, request.fallback_key.is_some()),
    };
    let key = record(
        ctx,
        &own,
        holder,
        &entry,
        (request.key, fallback),
        caller_retries,
        minted,
    )?;
    key.clone_into(&mut issued.uuid);
    Ok(issued)
}

/// Whether Vault refused a KV write because an entry holds the key: `400` is the `cas: 0`
/// of an existing entry (a writer granted `update`), `403` the same write without `update`
/// (Vault treats a write to an existing key as an update, which `create` alone does not
/// allow). A `403` is also a policy without `create`: the fallback write, at a key nobody
/// holds, then fails the same way and is reported.
pub fn held(error: &vault::Error) -> bool {
    matches!(error.status(), Some(400 | 403))
}

/// Writes `entry` at `key`, or at `fallback` when an entry holds `key` ([`held`]); the key
/// written is returned. A failed write is counted in `vdbi_store_data_count_error` under
/// `key` (the pod's usual key, one series per pod), except a held key the caller retries
/// (`caller_retries`). The key is attached to the credential's record in `minted` before
/// each write (a write that timed out may still have landed) and taken off again when
/// Vault refuses it (any 4xx: nothing landed, and an entry at the key is not this
/// credential's: undoing the credential must not delete it, it is another pod's or an
/// earlier credential's, and deleting it would leave that credential tracked by nothing).
fn record<'k>(
    ctx: &Context<'_>,
    own: &SecretString,
    holder: &Holder<'_>,
    entry: &KvEntry,
    (usual, fallback): (&'k str, Option<&'k str>),
    caller_retries: bool,
    minted: &mut [Revoke],
) -> Result<&'k str, Error> {
    let metrics = crate::metrics::global();
    let mut key = usual;
    let mut fallback = fallback;
    loop {
        if let Some(last) = minted.last_mut() {
            last.kv_uuid = Some(key.to_owned());
        }
        match ctx.kv.create(ctx.vault, own, key, entry) {
            Ok(()) => {
                metrics.store_data_count_success.inc();
                return Ok(key);
            }
            Err(source) => {
                if source.status().is_some_and(|s| (400..500).contains(&s))
                    && let Some(last) = minted.last_mut()
                {
                    last.kv_uuid = None;
                }
                match fallback.take() {
                    Some(next) if held(&source) => key = next,
                    _ => {
                        if !(caller_retries && held(&source)) {
                            metrics
                                .store_data_count_error
                                .with(&[usual, holder.namespace])
                                .inc();
                        }
                        return Err(at(Step::Record)(source));
                    }
                }
            }
        }
    }
}

/// The authorisation step's verdict on a `CanIGetRoles` decision, counted in
/// `vdbi_service_account_authorized_count` or
/// `vdbi_service_account_denied_count{service_account,namespace,role,cause}` (a role that
/// does not exist in `vdbi_role_not_found_count` instead).
pub fn authorised(
    decision: Decision,
    role: &str,
    service_account: &str,
    namespace: &str,
) -> Result<(), DenyCause> {
    let metrics = crate::metrics::global();
    match decision {
        Decision::Allowed => {
            metrics.service_account_authorized_count.inc();
            Ok(())
        }
        // A missing role is a typo in the pod's annotations, not an authorisation
        // failure: the original returned it as an error, so the kept critical alert on
        // `vdbi_service_account_denied_count` never saw it; it keeps not seeing it.
        Decision::Denied(DenyCause::RoleNotFound) => {
            metrics
                .role_not_found_count
                .with(&[service_account, namespace, role])
                .inc();
            Err(DenyCause::RoleNotFound)
        }
        Decision::Denied(cause) => {
            metrics
                .service_account_denied_count
                .with(&[service_account, namespace, role, cause.as_str()])
                .inc();
            Err(cause)
        }
    }
}

/// Revokes `minted` now, on the calling thread: each token, and its leases with it. Best
/// effort, and the KV entries are left alone: an entry whose token is gone is refused by
/// the renewer (`token_gone`) and deleted by the revoker when its pod goes, and an entry
/// whose token could not be revoked (Vault unreachable for that
/// call, logged under `what`) is what keeps the credential tracked: the renewer renews it
/// while its pod lives, the revoker revokes it when the pod goes. The caller is the NRI
/// resolver (whose fetch answers only once it is done anyway, so it needs no background
/// queue), and its policy has no `delete`: a node's identity must not be able to untrack
/// another node's credentials.
pub fn revoke_now(ctx: &Context<'_>, minted: Vec<Revoke>, what: &str) {
    for revoke in minted {
        match ctx.vault.revoke_self(&revoke.token) {
            Ok(()) => {}
            // A token already gone (expired or revoked: Vault answers 403 to it) took its
            // leases with it.
            Err(error) if matches!(error.status(), Some(400 | 403)) => {}
            Err(error) => {
                let message = if revoke.kv_uuid.is_some() {
                    "could not revoke a token of a failed issuance; its kv entry is kept, so the renewer and the revoker still track it"
                } else {
                    "could not revoke a token of a failed issuance; it has no kv entry, so nothing renews it and it expires with its ttl"
                };
                logger::error(
                    message,
                    &[
                        ("pod", what),
                        ("uuid", revoke.kv_uuid.as_deref().unwrap_or("")),
                        ("error", &error.to_string()),
                    ],
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(step: Step, expect: &str) {
        let error = Error::Vault {
            step,
            source: Box::new(vault::Error::Timeout {
                method: "GET",
                path: "db/creds/app".into(),
            }),
        };
        let shown = error.to_string();
        assert!(shown.starts_with(expect), "{shown}");
        assert!(std::error::Error::source(&error).is_some());
    }

    #[test]
    fn errors_name_the_step() {
        check(Step::CreateToken, "create the pod token: ");
        check(Step::PodLogin, "log in as the pod's service account: ");
        check(Step::ReadCreds, "read database credentials: ");
        check(Step::Record, "record the credentials: ");
        check(Step::OwnLogin, "log in to vault: ");
        assert!(std::error::Error::source(&Error::Deadline).is_none());
    }

    #[test]
    fn verdicts() {
        assert_eq!(authorised(Decision::Allowed, "app", "sa", "ns"), Ok(()));
        for cause in [
            DenyCause::RoleNotFound,
            DenyCause::RoleNotInAssumeRole,
            DenyCause::ServiceAccountNameNotInRole,
            DenyCause::NamespaceNotInRole,
        ] {
            assert_eq!(
                authorised(Decision::Denied(cause), "app", "sa", "ns"),
                Err(cause)
            );
        }
    }

    #[test]
    fn deadlines() {
        assert!(check_deadline(None).is_ok());
        let later = Instant::now() + std::time::Duration::from_secs(60);
        assert!(check_deadline(Some(later)).is_ok());
        assert!(matches!(
            check_deadline(Some(Instant::now())),
            Err(Error::Deadline)
        ));
    }
}
