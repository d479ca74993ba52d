//! What the product's binary needs around it on the testbed, made one way for every run of
//! it against the API double (`tests/it/mode_all.rs`, and `tests/it/lifecycle.rs` through
//! it; `benches/soak.rs`; `benches/admission.rs`), so that the three cannot drift apart:
//!
//! - its Kubernetes login on OpenBao ([`set_up_login`]): a `kubernetes` auth mount whose
//!   TokenReview host is the API double, a policy reading the mount's roles, a role for the
//!   injector's service account, and a role named like each database role binding the pods'
//!   service account (the admission's CanIGetRoles check);
//! - its identity in the double: the two service accounts, the admin bearer token and a
//!   kubeconfig carrying it, and the injector's token (audiences `openbao` and the API's,
//!   as a projected service account token is) in a file only its owner reads;
//! - its webhook's certificates ([`webhook_certs`]): a serving pair from a CA of its own,
//!   and the apiserver's client certificate (CN `kube-apiserver`) from another CA, as the
//!   chart makes them for `clientCAFile`.

use std::fmt;
use std::fs;
use std::io::{self, Write as _};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{Value, json};
use vault_db_injector::secret::SecretString;

use crate::certs::{Ca, CertPair, Usage};
use crate::kube_api::KubeApi;
use crate::kube_api::jwt::API_AUDIENCE;
use crate::openbao::{self, OpenBao, POLICY_INJECTOR};

/// The bearer token of the double's admin user, the one the kubeconfig carries.
pub const ADMIN_TOKEN: &str = "admin-token";
/// The injector's service account, and its role on the auth mount (`kubeRole`).
pub const INJECTOR: &str = "injector";
/// How long the injector's token is valid: longer than any run.
const INJECTOR_TOKEN_LIFETIME: Duration = Duration::from_secs(7200);
/// How long OpenBao's TokenReview token is valid.
const REVIEWER_TOKEN_LIFETIME: Duration = Duration::from_secs(3600);

/// A failure to set the product's surroundings up.
#[derive(Debug)]
pub enum Error {
    /// OpenBao refused or failed a configuration call.
    Vault(openbao::Error),
    /// A token could not be minted, or a file or certificate not be written (what, why).
    Io(String, io::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Vault(error) => write!(f, "configuring the product's login: {error}"),
            Error::Io(what, error) => write!(f, "{what}: {error}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<openbao::Error> for Error {
    fn from(error: openbao::Error) -> Error {
        Error::Vault(error)
    }
}

fn io(what: &str) -> impl Fn(io::Error) -> Error + '_ {
    move |error| Error::Io(what.to_owned(), error)
}

/// What differs between the runs: names and lifetimes.
#[derive(Debug, Clone)]
pub struct LoginSpec<'a> {
    /// The kubernetes auth mount (`vaultAuthPath`).
    pub mount: &'a str,
    /// The namespace of the injector's service account (and of the election Leases).
    pub injector_namespace: &'a str,
    /// The pods' namespace.
    pub app_namespace: &'a str,
    /// The pods' service account.
    pub app_service_account: &'a str,
    /// The database roles the injector issues; each also names a role on the mount that
    /// binds the pods' account.
    pub db_roles: &'a [&'a str],
    /// `token_ttl` of every role on the mount.
    pub token_ttl: &'a str,
    /// `token_period` of the pods' roles (projected logins renew them), if any.
    pub pod_role_period: Option<&'a str>,
    /// HCL added to the policy that reads the mount's roles (what else the binary may do,
    /// beyond the testbed's injector policy); empty for nothing.
    pub policy_tail: &'a str,
}

/// What [`set_up_login`] made that the binary's configuration names.
#[derive(Debug)]
pub struct Login {
    /// The injector's token, as its file holds it (a benchmark's floor logs in with it).
    pub jwt: SecretString,
    /// `serviceAccountTokenFile`.
    pub jwt_file: PathBuf,
    /// `kubeconfig`: the double's address and CA, and [`ADMIN_TOKEN`].
    pub kubeconfig: PathBuf,
}

/// Makes the product's login on `bao` against the double `api`, with its files in `dir`.
pub fn set_up_login(
    bao: &OpenBao,
    api: &KubeApi,
    dir: &Path,
    spec: &LoginSpec<'_>,
) -> Result<Login, Error> {
    let mount = spec.mount;
    api.add_token(ADMIN_TOKEN, "admin");
    api.add_service_account(spec.injector_namespace, INJECTOR);
    api.add_service_account(spec.app_namespace, spec.app_service_account);
    bao.write(&format!("sys/auth/{mount}"), &json!({"type": "kubernetes"}))?;
    let reviewer = api
        .issue_token(
            "kube-system",
            "openbao-reviewer",
            &[API_AUDIENCE],
            REVIEWER_TOKEN_LIFETIME,
        )
        .map_err(io("minting the reviewer's token"))?;
    let ca = api.ca_pem().map_err(io("reading the API double's CA"))?;
    bao.write(
        &format!("auth/{mount}/config"),
        &json!({"kubernetes_host": api.url(), "kubernetes_ca_cert": ca,
                "token_reviewer_jwt": reviewer, "disable_local_ca_jwt": true}),
    )?;
    // The testbed's injector policy covers the injector's, renewer's and revoker's calls
    // except the role reads (CanIGetRoles) on this mount.
    let roles_policy = format!("{mount}-roles");
    bao.write(
        &format!("sys/policies/acl/{roles_policy}"),
        &json!({"policy": format!(
            "path \"auth/{mount}/role/*\" {{\n  capabilities = [\"read\"]\n}}\n{}",
            spec.policy_tail
        )}),
    )?;
    let mut policies = vec![POLICY_INJECTOR, roles_policy.as_str()];
    policies.extend_from_slice(spec.db_roles);
    bao.write(
        &format!("auth/{mount}/role/{INJECTOR}"),
        &json!({"bound_service_account_names": [INJECTOR],
                "bound_service_account_namespaces": [spec.injector_namespace],
                "audience": "openbao", "token_policies": policies,
                "token_ttl": spec.token_ttl}),
    )?;
    for role in spec.db_roles {
        let mut body = json!({"bound_service_account_names": [spec.app_service_account],
                "bound_service_account_namespaces": [spec.app_namespace], "audience": "openbao",
                "token_policies": [role], "token_ttl": spec.token_ttl});
        if let Some(period) = spec.pod_role_period {
            body["token_period"] = Value::from(period);
        }
        bao.write(&format!("auth/{mount}/role/{role}"), &body)?;
    }
    let jwt = api
        .issue_token(
            spec.injector_namespace,
            INJECTOR,
            // Valid for Vault's role and as a bearer token for the API (the renewer and the
            // revoker use it there), as a projected service account token is.
            &["openbao", API_AUDIENCE],
            INJECTOR_TOKEN_LIFETIME,
        )
        .map_err(io("minting the injector's token"))?;
    let jwt_file = dir.join("injector.jwt");
    write_private(&jwt_file, &jwt).map_err(io("writing the injector's token"))?;
    let kubeconfig = api
        .write_kubeconfig("injector.kubeconfig", &format!("token: {ADMIN_TOKEN}"))
        .map_err(io("writing the kubeconfig"))?;
    Ok(Login {
        jwt: SecretString::new(jwt),
        jwt_file,
        kubeconfig,
    })
}

/// Writes `text` to a file only its owner may read, as the kubelet writes a token.
fn write_private(path: &Path, text: &str) -> io::Result<()> {
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(text.as_bytes())
}

/// The webhook's certificates, under `dir`.
#[derive(Debug)]
pub struct WebhookCerts {
    /// The CA of the serving pair (the double's admission client trusts it).
    pub ca: Ca,
    /// `certFile` and `keyFile`, for `localhost` and `127.0.0.1`.
    pub pair: CertPair,
    /// `clientCAFile`: the CA of the apiserver's client certificate only.
    pub client_ca: Ca,
    /// The apiserver's client certificate (CN `kube-apiserver`, in `clientAllowedNames`).
    pub apiserver: CertPair,
}

/// Makes the webhook's serving pair and the apiserver's client certificate.
pub fn webhook_certs(dir: &Path) -> Result<WebhookCerts, Error> {
    let certs = || -> io::Result<WebhookCerts> {
        let ca = Ca::new(&dir.join("webhook-ca"), "webhook")?;
        let pair = ca.localhost_server("webhook")?;
        let client_ca = Ca::new(&dir.join("client-ca"), "apiserver-client")?;
        let apiserver = client_ca.issue("apiserver", "kube-apiserver", &[], Usage::Client, 30)?;
        Ok(WebhookCerts {
            ca,
            pair,
            client_ca,
            apiserver,
        })
    };
    certs().map_err(io("making the webhook's certificates"))
}
