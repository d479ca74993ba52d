//! Why the resolver could not give a pod its credentials, for the runtime's error status
//! and the log: named by namespace, pod and step, never by a secret.

use std::fmt;
use std::time::Duration;

use crate::k8s::annotations::{self};
use crate::k8s::{self};
use crate::nri::resolver::identity::{self};
use crate::vault::{self};

/// Why a pod's credentials could not be fetched. Messages name the pod and what to do,
/// never a credential.
#[derive(Debug)]
pub enum Error {
    /// The API has no such pod.
    PodNotFound {
        /// The pod.
        pod: String,
    },
    /// The API server failed or refused the read.
    Apiserver {
        /// The pod.
        pod: String,
        /// The error.
        source: Box<k8s::Error>,
    },
    /// The API's pod has another UID than the sandbox.
    UidMismatch {
        /// The pod.
        pod: String,
    },
    /// The API's pod is scheduled on another node than this plugin's (`NODE_NAME`): a
    /// plugin asks only for the pods of its own node.
    OtherNode {
        /// The pod.
        pod: String,
        /// The pod's `spec.nodeName` (empty if unscheduled).
        node: String,
    },
    /// Projected auth: the kubelet's directory for the pod holds no Vault-audience token.
    TokenMissing {
        /// The pod.
        pod: String,
        /// What was looked for.
        source: identity::Error,
    },
    /// Projected auth: the pod's token names another pod, namespace or service account.
    TokenMismatch {
        /// The pod.
        pod: String,
        /// The claim that differs.
        claim: &'static str,
    },
    /// Projected auth: the pod's token file cannot be used (a link leaving the volume, not
    /// a regular file, too large, not a service-account JWT, expired).
    TokenUnusable {
        /// The pod.
        pod: String,
        /// Why.
        source: identity::Error,
    },
    /// Prewarm only: the pod is terminating or its containers already started.
    NotPrewarmable {
        /// The pod.
        pod: String,
        /// Why.
        why: &'static str,
    },
    /// The annotations cannot be used.
    Annotations {
        /// The pod.
        pod: String,
        /// The parser's error.
        source: annotations::Error,
    },
    /// The pod's spec holds no placeholder of its database annotations.
    NoPlaceholders {
        /// The pod.
        pod: String,
    },
    /// Projected auth needs a service account name.
    NoServiceAccount {
        /// The pod.
        pod: String,
    },
    /// The role binding refused the pod's service account or namespace.
    Denied {
        /// The pod.
        pod: String,
        /// The role.
        role: String,
        /// The cause.
        cause: &'static str,
    },
    /// The role's tokens are batch tokens, which cannot be renewed or revoked.
    BatchToken {
        /// The pod.
        pod: String,
        /// The role.
        role: String,
    },
    /// This process has fetched the pod's credentials too often
    /// (`limits::NRI_GENERATIONS_MAX`): something loops.
    TooManyGenerations {
        /// The pod.
        pod: String,
    },
    /// Vault failed or refused a call.
    Vault {
        /// The pod.
        pod: String,
        /// What was being done.
        step: &'static str,
        /// Vault's error.
        source: Box<vault::Error>,
    },
    /// Every fetch worker is busy and the queue is full.
    Busy,
    /// The fetch panicked (a bug); nothing it issued is left unrecorded in KV.
    Internal {
        /// The pod.
        pod: String,
    },
    /// The fetch did not finish before the caller's deadline (it goes on and fills the
    /// cache).
    Deadline {
        /// The pod.
        pod: String,
        /// How long the caller waited.
        waited: Duration,
    },
}

impl Error {
    /// The `reason` of `vdbi_nri_unwrap_failures_total` (the original's `fetch_error` for
    /// anything Vault or the API failed at).
    pub fn reason(&self) -> &'static str {
        match self {
            Error::UidMismatch { .. } => "uid_mismatch",
            Error::NoPlaceholders { .. } => "empty_mapping",
            Error::Denied { .. } => "denied",
            Error::Annotations { .. } | Error::NoServiceAccount { .. } => "bad_annotations",
            Error::Busy => "busy",
            Error::BatchToken { .. } => "batch_token",
            Error::TooManyGenerations { .. } => "too_many_generations",
            Error::OtherNode { .. } => "other_node",
            Error::TokenMissing { .. } => "token_missing",
            Error::TokenMismatch { .. } => "token_mismatch",
            Error::TokenUnusable { .. } => "token_invalid",
            _ => "fetch_error",
        }
    }

    /// Whether this is a refusal (the pod is not entitled) rather than a failure.
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            Error::UidMismatch { .. }
                | Error::NoPlaceholders { .. }
                | Error::Denied { .. }
                | Error::Annotations { .. }
                | Error::NoServiceAccount { .. }
                | Error::TooManyGenerations { .. }
                | Error::BatchToken { .. }
                | Error::NotPrewarmable { .. }
                | Error::OtherNode { .. }
                | Error::TokenMissing { .. }
                | Error::TokenMismatch { .. }
                | Error::TokenUnusable { .. }
        )
    }

    /// The pod's identity from its token file, or why it cannot be used.
    pub(crate) fn from_identity(pod: String, source: identity::Error) -> Error {
        match source {
            identity::Error::Missing { .. } => Error::TokenMissing { pod, source },
            identity::Error::Mismatch { claim } => Error::TokenMismatch { pod, claim },
            source => Error::TokenUnusable { pod, source },
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::PodNotFound { pod } => write!(f, "pod {pod} not found in the API"),
            Error::Apiserver { pod, source } => write!(f, "pod {pod}: api server: {source}"),
            Error::UidMismatch { pod } => write!(
                f,
                "pod {pod}: the API's pod UID differs from the sandbox's; refusing to fetch credentials"
            ),
            Error::OtherNode { pod, node } => write!(
                f,
                "pod {pod}: scheduled on node {node:?}, not on this plugin's node; refusing to fetch credentials for another node's pod"
            ),
            Error::TokenMissing { pod, source } => write!(
                f,
                "pod {pod}: no Vault-audience token from the kubelet ({source}): the pod was admitted before NRI pods got the {} volume, or the kubelet has not written it yet; recreate the pod so that admission adds the volume",
                crate::podtoken::VOLUME_NAME
            ),
            Error::TokenMismatch { pod, claim } => write!(
                f,
                "pod {pod}: the token in the pod's {} volume belongs to another pod (claim {claim} differs); refusing to log in with it",
                crate::podtoken::VOLUME_NAME
            ),
            Error::TokenUnusable { pod, source } => write!(f, "pod {pod}: {source}"),
            Error::NotPrewarmable { pod, why } => write!(f, "pod {pod}: not prewarmed: {why}"),
            Error::Annotations { pod, source } => write!(f, "pod {pod}: {source}"),
            Error::NoPlaceholders { pod } => write!(
                f,
                "pod {pod}: no placeholder in the pod's env matches its database annotations; nothing was issued"
            ),
            Error::NoServiceAccount { pod } => write!(
                f,
                "pod {pod}: no service account name; projected auth logs in as the pod's service account"
            ),
            Error::Denied { pod, role, cause } => {
                write!(f, "pod {pod}: vault role {role:?} denied: {cause}")
            }
            Error::BatchToken { pod, role } => write!(
                f,
                "pod {pod}: vault role {role:?} issues batch tokens, which can be neither renewed nor revoked; set token_type=service on the role (nothing was issued)"
            ),
            Error::TooManyGenerations { pod } => write!(
                f,
                "pod {pod}: credentials already issued {} times by this plugin (is the node cache lost or full again and again?); refusing to issue more",
                crate::limits::NRI_GENERATIONS_MAX + 1
            ),
            Error::Vault { pod, step, source } => write!(f, "pod {pod}: {step}: {source}"),
            Error::Busy => f.write_str("every credential fetch worker is busy"),
            Error::Internal { pod } => {
                write!(f, "pod {pod}: internal error in the credential fetch")
            }
            Error::Deadline { pod, waited } => write!(
                f,
                "pod {pod}: credential fetch not done after {}ms (it continues; the kubelet's retry will use it)",
                waited.as_millis()
            ),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Apiserver { source, .. } => Some(source.as_ref()),
            Error::Annotations { source, .. } => Some(source),
            Error::Vault { source, .. } => Some(source.as_ref()),
            Error::TokenMissing { source, .. } | Error::TokenUnusable { source, .. } => {
                Some(source)
            }
            _ => None,
        }
    }
}
