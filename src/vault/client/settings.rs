//! What a Vault client is built from: address, CA source, proxy, timeouts and the login
//! settings, with the checks that refuse an unusable configuration, and loading the CA roots.

use std::path::PathBuf;
use std::time::Duration;

use rustls::pki_types::CertificateDer;
use ureq::tls::Certificate;

use crate::limits::{
    VAULT_CALL_TIMEOUT, VAULT_CONNECT_TIMEOUT, VAULT_HEALTH_TIMEOUT, VAULT_RESPONSE_TIMEOUT,
};
use crate::secret::SecretString;
use crate::vault::client::error::Error;
use crate::vault::client::proxy::ProxyConfig;

/// Where the client's TLS roots come from: `vaultCACert`, else `VAULT_CACERT`, else the
/// system bundle (config.rs decides which and passes the result).
#[derive(Debug, Clone)]
pub enum CaSource {
    /// The system bundle (`/etc/ssl/certs/ca-certificates.crt` and its usual siblings).
    System,
    /// A PEM file holding one or more CA certificates.
    File(PathBuf),
    /// Certificates already loaded (tests, or `tls.rs` once it loads them).
    Roots(Vec<CertificateDer<'static>>),
}

/// The bounds of every call (defaults in `limits.rs`; `vaultTimeout` sets `call`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// TCP connect plus TLS handshake (and proxy negotiation).
    pub connect: Duration,
    /// From the request sent to the response headers received.
    pub response: Duration,
    /// One whole call: every attempt, backoff wait, redirect and body byte.
    pub call: Duration,
    /// The `sys/health` probe behind `/healthz`.
    pub health: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Timeouts {
            connect: VAULT_CONNECT_TIMEOUT,
            response: VAULT_RESPONSE_TIMEOUT,
            call: VAULT_CALL_TIMEOUT,
            health: VAULT_HEALTH_TIMEOUT,
        }
    }
}

/// How the client logs in as itself: the auth mount (`vaultAuthPath`, kubernetes or jwt
/// method), the role (`kubeRole`) and the service-account token file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthConfig {
    /// Auth mount, e.g. `kubernetes` (the login path is `auth/<mount>/login`).
    pub mount: String,
    /// Role to log in with.
    pub role: String,
    /// The JWT file, re-read at every login because the kubelet rotates it.
    pub jwt_file: PathBuf,
}

/// Everything the client needs, built by the controller from `Config`.
#[derive(Debug, Clone)]
pub struct ClientConfig {
    /// Vault's address, `https://vault:8200` (http is accepted for a local Vault).
    pub address: String,
    /// TLS roots.
    pub ca: CaSource,
    /// `VAULT_SKIP_VERIFY` was set: refused at construction with a clear error.
    pub skip_verify: bool,
    /// `vaultNamespace` / `VAULT_NAMESPACE`, sent as `X-Vault-Namespace`.
    pub namespace: Option<String>,
    /// Call bounds.
    pub timeouts: Timeouts,
    /// Explicit proxy, if the environment named one for this address.
    pub proxy: Option<ProxyConfig>,
    /// The client's own login.
    pub auth: AuthConfig,
}

impl ClientConfig {
    /// The client every mode uses, from the configuration: `vaultAddress`, TLS roots from
    /// `vaultCACert` else `VAULT_CACERT` else the system bundle, `vaultNamespace` else
    /// `VAULT_NAMESPACE`, `vaultTimeout` as the bound of each call, the proxy the standard
    /// variables name for that address, and the own login (`vaultAuthPath`, `kubeRole`, the
    /// service-account token file). `VAULT_SKIP_VERIFY` is carried so that [`Client::new`]
    /// refuses it.
    pub fn from_config(config: &crate::config::Config) -> ClientConfig {
        let environment = &config.environment;
        let skip_verify = environment
            .vault_skip_verify
            .as_deref()
            .is_some_and(|value| {
                matches!(
                    value.trim().to_ascii_lowercase().as_str(),
                    "1" | "t" | "true" | "yes" | "y" | "on"
                )
            });
        let proxy = ProxyConfig::from_environment_values(
            &config.vault_address,
            environment
                .http_proxy
                .as_ref()
                .map(SecretString::expose_secret),
            environment
                .https_proxy
                .as_ref()
                .map(SecretString::expose_secret),
            environment.no_proxy.as_deref(),
        );
        ClientConfig {
            address: config.vault_address.clone(),
            ca: match config.vault_ca_cert_path() {
                Some(path) => CaSource::File(path.to_owned()),
                None => CaSource::System,
            },
            skip_verify,
            namespace: config.vault_namespace_name().map(str::to_owned),
            timeouts: Timeouts {
                call: config.vault_timeout,
                ..Timeouts::default()
            },
            proxy,
            auth: AuthConfig {
                mount: config.vault_auth_path.clone(),
                role: config.kube_role.clone(),
                jwt_file: config.service_account_token_file.clone(),
            },
        }
    }
}

/// Reads the TLS roots through `tls.rs` (the given CA file, else the system bundle) and
/// converts them to ureq's certificate type.
pub(super) fn load_roots(source: &CaSource) -> Result<Vec<Certificate<'static>>, Error> {
    let ders: Vec<CertificateDer<'static>> = match source {
        CaSource::Roots(roots) => roots.clone(),
        CaSource::File(path) => crate::tls::client_roots(Some(path)).map_err(Error::Tls)?,
        CaSource::System => crate::tls::client_roots(None).map_err(Error::Tls)?,
    };
    if ders.is_empty() {
        return Err(Error::Ca {
            path: "given roots".to_owned(),
            reason: "holds no certificate".to_owned(),
        });
    }
    Ok(ders
        .iter()
        .map(|der| Certificate::from_der(der.as_ref()).to_owned())
        .collect())
}
