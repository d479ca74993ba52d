//! Reads the parts of a kubeconfig file the client needs: the current context's server, CA
//! and credentials (bearer token, token file or client certificate).
//!
//! Only what a service needs is supported. `exec` and `auth-provider` plugins would run
//! programs or need cloud SDKs, and `insecure-skip-tls-verify` would turn TLS off; each is
//! refused with an error that names it rather than silently ignored. Errors never quote
//! values from the file (it holds tokens and keys), only their location.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::base64::{self, Alphabet};
use crate::k8s::client::{Credentials, Error, read_capped};
use crate::secret::SecretString;

/// What a kubeconfig says about how to reach the cluster of its current context.
pub struct ClusterAccess {
    /// The apiserver URL (`https://host:port`).
    pub server: String,
    /// The CA bundle (PEM) that signs the apiserver's certificate, if the file names one.
    pub ca_pem: Option<Vec<u8>>,
    /// How to authenticate.
    pub credentials: Credentials,
    /// The context's default namespace, if set.
    pub namespace: Option<String>,
}

#[derive(Deserialize)]
struct File {
    #[serde(rename = "current-context", default)]
    current_context: Option<String>,
    #[serde(default)]
    clusters: Vec<NamedCluster>,
    #[serde(default)]
    contexts: Vec<NamedContext>,
    #[serde(default)]
    users: Vec<NamedUser>,
}

#[derive(Deserialize)]
struct NamedCluster {
    name: String,
    cluster: Cluster,
}

#[derive(Deserialize)]
struct Cluster {
    server: Option<String>,
    #[serde(rename = "certificate-authority")]
    certificate_authority: Option<PathBuf>,
    #[serde(rename = "certificate-authority-data")]
    certificate_authority_data: Option<String>,
    #[serde(rename = "insecure-skip-tls-verify", default)]
    insecure_skip_tls_verify: bool,
}

#[derive(Deserialize)]
struct NamedContext {
    name: String,
    context: Context,
}

#[derive(Deserialize)]
struct Context {
    cluster: String,
    #[serde(default)]
    user: Option<String>,
    #[serde(default)]
    namespace: Option<String>,
}

#[derive(Deserialize)]
struct NamedUser {
    name: String,
    #[serde(default)]
    user: User,
}

#[derive(Deserialize, Default)]
struct User {
    token: Option<SecretString>,
    #[serde(rename = "tokenFile")]
    token_file: Option<PathBuf>,
    #[serde(rename = "client-certificate")]
    client_certificate: Option<PathBuf>,
    #[serde(rename = "client-certificate-data")]
    client_certificate_data: Option<String>,
    #[serde(rename = "client-key")]
    client_key: Option<PathBuf>,
    #[serde(rename = "client-key-data")]
    client_key_data: Option<SecretString>,
    exec: Option<serde_yaml::Value>,
    #[serde(rename = "auth-provider")]
    auth_provider: Option<serde_yaml::Value>,
    username: Option<serde_yaml::Value>,
}

/// Reads and interprets the kubeconfig at `path`; relative file references in it are
/// resolved against its directory, as kubectl does.
pub fn load(path: &Path) -> Result<ClusterAccess, Error> {
    let bytes = read_capped(path)?;
    let text = String::from_utf8(bytes).map_err(|_| invalid(path, "not utf-8"))?;
    let base = path.parent().unwrap_or_else(|| Path::new("."));
    parse(&text, path, base)
}

/// Interprets kubeconfig text; `path` only names the file in errors, `base` resolves
/// relative file references.
pub fn parse(text: &str, path: &Path, base: &Path) -> Result<ClusterAccess, Error> {
    let file: File = serde_yaml::from_str(text).map_err(|e| {
        // The message of a serde_yaml error can quote the value it failed on, which may be
        // a token: keep only the location.
        let reason = match e.location() {
            Some(at) => format!("invalid yaml at line {} column {}", at.line(), at.column()),
            None => "invalid yaml".to_owned(),
        };
        invalid(path, &reason)
    })?;
    let context_name = file
        .current_context
        .as_deref()
        .filter(|name| !name.is_empty())
        .ok_or_else(|| invalid(path, "no current-context"))?;
    let context = file
        .contexts
        .iter()
        .find(|c| c.name == context_name)
        .map(|c| &c.context)
        .ok_or_else(|| invalid(path, &format!("context {context_name:?} not found")))?;
    let cluster = file
        .clusters
        .iter()
        .find(|c| c.name == context.cluster)
        .map(|c| &c.cluster)
        .ok_or_else(|| invalid(path, &format!("cluster {:?} not found", context.cluster)))?;
    if cluster.insecure_skip_tls_verify {
        return Err(invalid(
            path,
            &format!(
                "cluster {:?} sets insecure-skip-tls-verify, which is not supported",
                context.cluster
            ),
        ));
    }
    let server = cluster
        .server
        .clone()
        .filter(|s| !s.is_empty())
        .ok_or_else(|| {
            invalid(
                path,
                &format!("cluster {:?} has no server", context.cluster),
            )
        })?;
    if !server.starts_with("https://") {
        return Err(invalid(
            path,
            &format!("cluster {:?} server is not https", context.cluster),
        ));
    }
    let ca_pem = match (
        &cluster.certificate_authority_data,
        &cluster.certificate_authority,
    ) {
        (Some(data), _) => Some(
            decode_base64(data)
                .ok_or_else(|| invalid(path, "certificate-authority-data is not base64"))?,
        ),
        (None, Some(file)) => Some(read_capped(&base.join(file))?),
        (None, None) => None,
    };
    let user = match &context.user {
        Some(name) => Some(
            file.users
                .into_iter()
                .find(|u| &u.name == name)
                .map(|u| u.user)
                .ok_or_else(|| invalid(path, &format!("user {name:?} not found")))?,
        ),
        None => None,
    };
    let credentials = match user {
        None => Credentials::None,
        Some(user) => credentials(user, path, base)?,
    };
    Ok(ClusterAccess {
        server: server.trim_end_matches('/').to_owned(),
        ca_pem,
        credentials,
        namespace: context.namespace.clone(),
    })
}

fn credentials(user: User, path: &Path, base: &Path) -> Result<Credentials, Error> {
    if user.exec.is_some() {
        return Err(invalid(path, "user exec plugins are not supported"));
    }
    if user.auth_provider.is_some() {
        return Err(invalid(
            path,
            "user auth-provider plugins are not supported",
        ));
    }
    if user.username.is_some() {
        return Err(invalid(path, "basic authentication is not supported"));
    }
    if let Some(token) = user.token {
        return Ok(Credentials::Token(token));
    }
    if let Some(file) = user.token_file {
        return Ok(Credentials::TokenFile(base.join(file)));
    }
    let cert_pem = match (user.client_certificate_data, user.client_certificate) {
        (Some(data), _) => Some(
            decode_base64(&data)
                .ok_or_else(|| invalid(path, "client-certificate-data is not base64"))?,
        ),
        (None, Some(file)) => Some(read_capped(&base.join(file))?),
        (None, None) => None,
    };
    let key_pem = match (user.client_key_data, user.client_key) {
        (Some(data), _) => {
            let bytes = decode_base64(data.expose_secret())
                .ok_or_else(|| invalid(path, "client-key-data is not base64"))?;
            Some(
                SecretString::from_utf8(bytes)
                    .map_err(|_| invalid(path, "client-key-data is not pem"))?,
            )
        }
        (None, Some(file)) => {
            let bytes = read_capped(&base.join(file))?;
            Some(
                SecretString::from_utf8(bytes)
                    .map_err(|_| invalid(path, "client-key is not pem"))?,
            )
        }
        (None, None) => None,
    };
    match (cert_pem, key_pem) {
        (Some(cert_pem), Some(key_pem)) => Ok(Credentials::ClientCertificate { cert_pem, key_pem }),
        (None, None) => Ok(Credentials::None),
        _ => Err(invalid(
            path,
            "a client certificate needs both a certificate and a key",
        )),
    }
}

fn invalid(path: &Path, reason: &str) -> Error {
    Error::Kubeconfig {
        path: path.to_owned(),
        reason: reason.to_owned(),
    }
}

/// Decodes a kubeconfig `*-data` field: standard base64, padding optional, whitespace
/// ignored.
pub(crate) fn decode_base64(text: &str) -> Option<Vec<u8>> {
    base64::decode(text, Alphabet::Standard)
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    fn parse_ok(text: &str) -> ClusterAccess {
        match parse(text, Path::new("/k/config"), Path::new("/k")) {
            Ok(access) => access,
            Err(e) => panic!("parse failed: {e}"),
        }
    }

    fn parse_err(text: &str) -> String {
        match parse(text, Path::new("/k/config"), Path::new("/k")) {
            Ok(_) => panic!("parse succeeded"),
            Err(e) => e.to_string(),
        }
    }

    const TOKEN_CONFIG: &str = r#"
apiVersion: v1
kind: Config
current-context: dev
clusters:
- name: other
  cluster: {server: "https://other:6443"}
- name: dev-cluster
  cluster:
    server: https://127.0.0.1:6443/
    certificate-authority-data: LS0tLS1CRUdJTg==
contexts:
- name: dev
  context: {cluster: dev-cluster, user: dev-user, namespace: apps}
users:
- name: dev-user
  user:
    token: s3cr3t-token-value
"#;

    #[test]
    fn token_user() {
        let access = parse_ok(TOKEN_CONFIG);
        assert_eq!(access.server, "https://127.0.0.1:6443");
        assert_eq!(access.ca_pem.as_deref(), Some(&b"-----BEGIN"[..]));
        assert_eq!(access.namespace.as_deref(), Some("apps"));
        match access.credentials {
            Credentials::Token(token) => assert_eq!(token.expose_secret(), "s3cr3t-token-value"),
            _ => panic!("expected a token"),
        }
    }

    #[test]
    fn client_certificate_and_token_file_users() {
        let text = TOKEN_CONFIG.replace(
            "token: s3cr3t-token-value",
            "client-certificate-data: Y2VydA==\n    client-key-data: a2V5",
        );
        match parse_ok(&text).credentials {
            Credentials::ClientCertificate { cert_pem, key_pem } => {
                assert_eq!(cert_pem, b"cert");
                assert_eq!(key_pem.expose_secret(), "key");
            }
            _ => panic!("expected a client certificate"),
        }
        let text = TOKEN_CONFIG.replace("token: s3cr3t-token-value", "tokenFile: tok");
        match parse_ok(&text).credentials {
            Credentials::TokenFile(path) => assert_eq!(path, Path::new("/k/tok")),
            _ => panic!("expected a token file"),
        }
    }

    #[test]
    fn refusals_name_the_problem_and_never_a_value() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "current-context: dev",
                "current-context: nope",
                "context \"nope\" not found",
            ),
            (
                "cluster: dev-cluster,",
                "cluster: gone,",
                "cluster \"gone\" not found",
            ),
            (
                "user: dev-user,",
                "user: ghost,",
                "user \"ghost\" not found",
            ),
            (
                "token: s3cr3t-token-value",
                "exec: {command: aws}",
                "exec plugins are not supported",
            ),
            (
                "certificate-authority-data: LS0tLS1CRUdJTg==",
                "insecure-skip-tls-verify: true",
                "insecure-skip-tls-verify",
            ),
            (
                "https://127.0.0.1:6443/",
                "http://127.0.0.1:6443",
                "not https",
            ),
            (
                "token: s3cr3t-token-value",
                "client-certificate-data: Y2VydA==",
                "needs both",
            ),
            (
                "token: s3cr3t-token-value",
                "token: [s3cr3t-token-value",
                "invalid yaml",
            ),
        ];
        for (from, to, expect) in cases {
            let message = parse_err(&TOKEN_CONFIG.replace(from, to));
            assert!(message.contains(expect), "{to}: {message}");
            assert!(message.contains("/k/config"), "{message}");
            assert!(!message.contains("s3cr3t"), "{message}");
        }
    }

    /// Random mutations of a valid kubeconfig (and random bytes as base64) never panic, and
    /// no error ever quotes the token.
    #[test]
    fn property_mutated_configs_never_panic_or_leak() {
        let (seed, mut next) = crate::testutil::splitmix64(0x6b75_6265_636f_6e66u64);
        let alphabet = b"ab:{}[]-#\n \"'&*!|>=+/0~";
        for case in 0..2000 {
            let mut bytes = TOKEN_CONFIG.as_bytes().to_vec();
            for _ in 0..1 + next() % 4 {
                let at = (next() as usize) % bytes.len();
                match next() % 3 {
                    0 => {
                        bytes.remove(at);
                    }
                    1 => bytes.insert(at, alphabet[(next() as usize) % alphabet.len()]),
                    _ => bytes[at] = alphabet[(next() as usize) % alphabet.len()],
                }
            }
            let text = String::from_utf8_lossy(&bytes);
            if let Err(e) = parse(&text, Path::new("/k/config"), Path::new("/nonexistent")) {
                let message = e.to_string();
                assert!(
                    !message.contains("s3cr3t"),
                    "seed {seed} case {case}: {message}"
                );
            }
            let random: String = (0..next() % 16)
                .map(|_| char::from(alphabet[(next() as usize) % alphabet.len()]))
                .collect();
            let _ = decode_base64(&random);
        }
    }
}
