//! The issuing sequence's error type: which step failed for which role, with the
//! admission's denial code and a message that says what to fix, never a secret.

use std::fmt;
use std::time::Duration;

use crate::k8s::{self};
use crate::vault::{self, DenyCause};

/// What went wrong, in terms of what the user (or operator) must do.
#[derive(Debug)]
pub enum Error {
    /// `CanIGetRoles` said no.
    Denied {
        /// The role.
        role: String,
        /// Why.
        cause: DenyCause,
        /// The service account.
        service_account: String,
        /// The namespace.
        namespace: String,
    },
    /// Vault refused a call (4xx other than "unavailable").
    VaultRefused {
        /// The role at hand.
        role: String,
        /// What was being done.
        step: &'static str,
        /// Vault's error.
        source: Box<vault::Error>,
    },
    /// Vault was unreachable, sealed, overloaded or too slow.
    VaultUnavailable {
        /// What was being done.
        step: &'static str,
        /// Vault's error.
        source: Box<vault::Error>,
    },
    /// The apiserver refused the TokenRequest.
    TokenRequestRefused {
        /// The service account.
        service_account: String,
        /// The apiserver's error.
        source: Box<k8s::Error>,
    },
    /// The apiserver was unreachable or too slow.
    ApiserverUnavailable {
        /// The apiserver's error.
        source: Box<k8s::Error>,
    },
    /// The KV entry could not be written (everything issued was revoked).
    KvWrite {
        /// Vault's error.
        source: Box<vault::Error>,
    },
    /// The admission deadline passed.
    Deadline {
        /// The deadline's length.
        timeout: Duration,
    },
    /// The role's tokens are batch tokens, which cannot be renewed or revoked.
    BatchToken {
        /// The role.
        role: String,
    },
    /// The random source failed.
    Random,
    /// The shared budget of upstream calls for namespaces not yet known is spent
    /// ([`crate::issuance::budget`]): nothing was asked of Vault or the apiserver.
    UnknownNamespaceLimited {
        /// The namespace.
        namespace: String,
    },
}

impl Error {
    /// The AdmissionReview status code: 403 authorisation, 503 availability.
    pub fn code(&self) -> u16 {
        match self {
            Error::Denied { .. }
            | Error::VaultRefused { .. }
            | Error::TokenRequestRefused { .. }
            | Error::BatchToken { .. } => 403,
            Error::UnknownNamespaceLimited { .. } => 429,
            _ => 503,
        }
    }

    /// The `reason` of `vdbi_admission_denied_total`.
    pub fn reason(&self) -> &'static str {
        match self {
            Error::Denied { .. } => "not_authorised",
            Error::VaultRefused { .. } => "vault_refused",
            Error::VaultUnavailable { .. } => "vault_unavailable",
            Error::TokenRequestRefused { .. } => "apiserver_refused",
            Error::ApiserverUnavailable { .. } => "apiserver_unavailable",
            Error::KvWrite { .. } => "kv_write",
            Error::Deadline { .. } => "deadline",
            Error::BatchToken { .. } => "batch_token",
            Error::Random => "internal",
            Error::UnknownNamespaceLimited { .. } => "unknown_namespace_limited",
        }
    }

    /// The message for the user: what to fix, in our words. Vault's and the apiserver's
    /// raw text is left to the log ([`Error::detail`]).
    pub fn user_message(&self) -> String {
        match self {
            Error::Denied {
                role,
                cause,
                service_account,
                namespace,
            } => match cause {
                DenyCause::RoleNotFound => format!(
                    "Vault has no role {role:?}: check the role annotation, or ask the Vault administrators to create the role"
                ),
                DenyCause::RoleNotInAssumeRole => format!(
                    "Vault role {role:?} does not list the policy {role:?} in its token_policies: ask the Vault administrators to add it"
                ),
                DenyCause::ServiceAccountNameNotInRole => format!(
                    "service account {service_account:?} is not bound to Vault role {role:?}: run the pod as a service account listed in the role's bound_service_account_names, or ask for {service_account:?} to be added"
                ),
                DenyCause::NamespaceNotInRole => format!(
                    "namespace {namespace:?} is not bound to Vault role {role:?}: ask the Vault administrators to add it to the role's bound_service_account_namespaces"
                ),
            },
            Error::VaultRefused { role, step, .. } => format!(
                "Vault refused to {step} for role {role:?}: check that the role exists and that this pod's service account and namespace are bound to it (the injector's log has Vault's answer)"
            ),
            Error::VaultUnavailable { step, .. } => format!(
                "Vault is unavailable or too slow (while trying to {step}); nothing was issued, retry the pod creation later"
            ),
            Error::TokenRequestRefused {
                service_account, ..
            } => format!(
                "the API server refused a token for service account {service_account:?}: check that it exists in this namespace and that the injector may create its tokens"
            ),
            Error::ApiserverUnavailable { .. } => {
                "the API server did not answer the injector's token request; retry the pod creation later".to_owned()
            }
            Error::KvWrite { .. } => {
                "the injector could not record the credentials in Vault, so it revoked them; retry the pod creation later".to_owned()
            }
            Error::Deadline { timeout } => format!(
                "Vault or the API server did not answer within the admission deadline ({}s); anything issued is being revoked, retry the pod creation later",
                timeout.as_secs_f64()
            ),
            Error::BatchToken { role } => format!(
                "Vault role {role:?} issues batch tokens, which can be neither renewed nor revoked, so the credentials would outlive the pod: ask the Vault administrators to set token_type=service on the role (nothing was issued)"
            ),
            Error::Random => "the injector could not generate an identifier; retry".to_owned(),
            Error::UnknownNamespaceLimited { namespace } => format!(
                "the injector has not served namespace {namespace:?} yet and is holding back Vault and API server calls for such namespaces (too many reviews from unknown namespaces, possibly forged); retry the pod creation in a minute"
            ),
        }
    }

    /// The upstream error for the log (never shown to the user).
    pub fn detail(&self) -> String {
        match self {
            Error::VaultRefused { source, .. }
            | Error::VaultUnavailable { source, .. }
            | Error::KvWrite { source } => source.to_string(),
            Error::TokenRequestRefused { source, .. } | Error::ApiserverUnavailable { source } => {
                source.to_string()
            }
            other => other.user_message(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.user_message())
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::VaultRefused { source, .. }
            | Error::VaultUnavailable { source, .. }
            | Error::KvWrite { source } => Some(source),
            Error::TokenRequestRefused { source, .. } | Error::ApiserverUnavailable { source } => {
                Some(source)
            }
            _ => None,
        }
    }
}

pub(super) fn vault_error(step: &'static str, role: &str, source: vault::Error) -> Error {
    if source.is_unavailable()
        || source.status().is_none() && !matches!(source, vault::Error::InvalidName { .. })
    {
        Error::VaultUnavailable {
            step,
            source: Box::new(source),
        }
    } else {
        Error::VaultRefused {
            role: role.to_owned(),
            step,
            source: Box::new(source),
        }
    }
}

/// Counts a refused or failed TokenRequest in `vdbi_token_request_errors_total{reason}`
/// (both the admission path and the NRI resolver ask for pod tokens).
pub fn count_token_request_error(source: &k8s::Error) {
    let reason = match source.status() {
        Some(403) => "rbac_denied",
        Some(404) => "sa_not_found",
        Some(401) => "unauthorized",
        _ => "other",
    };
    crate::metrics::global()
        .token_request_errors_total
        .with(&[reason])
        .inc();
}

pub(super) fn k8s_error(service_account: &str, source: k8s::Error) -> Error {
    count_token_request_error(&source);
    match source.status() {
        Some(400..=499) => Error::TokenRequestRefused {
            service_account: service_account.to_owned(),
            source: Box::new(source),
        },
        _ => Error::ApiserverUnavailable {
            source: Box::new(source),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_codes_and_messages() {
        let denied = Error::Denied {
            role: "app".into(),
            cause: DenyCause::ServiceAccountNameNotInRole,
            service_account: "sa".into(),
            namespace: "ns".into(),
        };
        assert_eq!(denied.code(), 403);
        assert_eq!(denied.reason(), "not_authorised");
        assert!(
            denied
                .user_message()
                .contains("bound_service_account_names")
        );
        let timeout = Error::Deadline {
            timeout: Duration::from_secs(4),
        };
        assert_eq!(timeout.code(), 503);
        assert!(timeout.user_message().contains("(4s)"));
        let unavailable = vault_error(
            "read the role",
            "app",
            vault::Error::Timeout {
                method: "GET",
                path: "auth/k/role/app".into(),
            },
        );
        assert_eq!(unavailable.reason(), "vault_unavailable");
        let refused = vault_error(
            "read database credentials",
            "app",
            vault::Error::Status {
                method: "GET",
                path: "databases/creds/app".into(),
                status: 403,
                errors: vec!["permission denied".into()],
            },
        );
        assert_eq!(refused.code(), 403);
        // Vault's own words stay out of the user's message.
        assert!(!refused.user_message().contains("permission denied"));
        assert!(refused.detail().contains("403"));
    }
}
