//! The environment variables the product reads besides `INJECTOR_*`: the pod's identity from
//! the downward API, Vault's client variables, proxies, and where the cluster is. They are
//! read here once, as typed values, so that no other module touches the process
//! environment and tests can hand any module the environment they want.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::fmt;
use std::path::PathBuf;

use crate::secret::SecretString;

/// The non-`INJECTOR_*` environment, read once at start. Empty variables count as unset.
#[derive(Default)]
pub struct Environment {
    /// `POD_NAME`: this pod's name (the leader-election identity of the renewer and revoker).
    pub pod_name: Option<String>,
    /// `POD_NAMESPACE`: this pod's namespace (where the election leases live).
    pub pod_namespace: Option<String>,
    /// `POD_UID`: this pod's uid (the components' own Events name it, so that `kubectl
    /// describe pod` shows them).
    pub pod_uid: Option<String>,
    /// `NODE_NAME`: the node the NRI plugin runs on (the prewarmer and sweeper need it).
    pub node_name: Option<String>,
    /// `VAULT_CACERT`: a PEM file of CA certificates for Vault, used when `vaultCACert` is not
    /// set (the Go original's Vault client read it).
    pub vault_cacert: Option<PathBuf>,
    /// `VAULT_SKIP_VERIFY` as written. It is kept only so that validation can refuse it:
    /// this implementation never skips TLS verification.
    pub vault_skip_verify: Option<String>,
    /// `VAULT_NAMESPACE`: the Vault Enterprise namespace, used when `vaultNamespace` is not
    /// set.
    pub vault_namespace: Option<String>,
    /// `HTTPS_PROXY`, else `https_proxy`. A proxy URL may carry a password, so it is a secret.
    pub https_proxy: Option<SecretString>,
    /// `HTTP_PROXY`, else `http_proxy`.
    pub http_proxy: Option<SecretString>,
    /// `NO_PROXY`, else `no_proxy`: hosts reached without the proxy.
    pub no_proxy: Option<String>,
    /// `KUBERNETES_SERVICE_HOST`: set by the kubelet in every pod; the API server's address.
    pub kubernetes_service_host: Option<String>,
    /// `KUBERNETES_SERVICE_PORT`: the API server's port, with the host above.
    pub kubernetes_service_port: Option<String>,
    /// `KUBECONFIG`: a kubeconfig file for running outside a cluster.
    pub kubeconfig: Option<PathBuf>,
    /// `HOME`: where `~/.kube/config` is looked for outside a cluster.
    pub home: Option<PathBuf>,
    /// `VAULT_TOKEN`: an operator's token, used only by `doctor` and `who` (the running
    /// modes always log in as themselves).
    pub vault_token: Option<SecretString>,
}

impl Environment {
    /// Reads the environment through `env` (the process environment, or a table in tests).
    pub fn read(env: &dyn Fn(&str) -> Option<String>) -> Environment {
        let get = |name: &str| env(name).filter(|value| !value.is_empty());
        let either = |upper: &str, lower: &str| get(upper).or_else(|| get(lower));
        Environment {
            pod_name: get("POD_NAME"),
            pod_namespace: get("POD_NAMESPACE"),
            pod_uid: get("POD_UID"),
            node_name: get("NODE_NAME"),
            vault_cacert: get("VAULT_CACERT").map(PathBuf::from),
            vault_skip_verify: get("VAULT_SKIP_VERIFY"),
            vault_namespace: get("VAULT_NAMESPACE"),
            https_proxy: either("HTTPS_PROXY", "https_proxy").map(SecretString::new),
            http_proxy: either("HTTP_PROXY", "http_proxy").map(SecretString::new),
            no_proxy: either("NO_PROXY", "no_proxy"),
            kubernetes_service_host: get("KUBERNETES_SERVICE_HOST"),
            kubernetes_service_port: get("KUBERNETES_SERVICE_PORT"),
            kubeconfig: get("KUBECONFIG").map(PathBuf::from),
            home: get("HOME").map(PathBuf::from),
            vault_token: get("VAULT_TOKEN").map(SecretString::new),
        }
    }

    /// Whether `KUBERNETES_SERVICE_HOST` and `_PORT` say the process runs inside a cluster.
    pub fn in_cluster(&self) -> bool {
        self.kubernetes_service_host.is_some() && self.kubernetes_service_port.is_some()
    }
}

impl fmt::Debug for Environment {
    /// Proxies print as `<redacted>` (their URL may hold a password); the rest prints as is.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Environment")
            .field("pod_name", &self.pod_name)
            .field("pod_namespace", &self.pod_namespace)
            .field("pod_uid", &self.pod_uid)
            .field("node_name", &self.node_name)
            .field("vault_cacert", &self.vault_cacert)
            .field("vault_skip_verify", &self.vault_skip_verify)
            .field("vault_namespace", &self.vault_namespace)
            .field("https_proxy", &self.https_proxy)
            .field("http_proxy", &self.http_proxy)
            .field("no_proxy", &self.no_proxy)
            .field("kubernetes_service_host", &self.kubernetes_service_host)
            .field("kubernetes_service_port", &self.kubernetes_service_port)
            .field("kubeconfig", &self.kubeconfig)
            .field("home", &self.home)
            .field("vault_token", &self.vault_token)
            .finish()
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        move |name: &str| map.get(name).cloned()
    }

    #[test]
    fn reads_typed_values_and_prefers_upper_case_proxies() {
        let env = env_of(&[
            ("POD_NAME", "renewer-0"),
            ("POD_NAMESPACE", "vault-db-injector"),
            ("NODE_NAME", ""),
            ("VAULT_CACERT", "/etc/vault/ca.pem"),
            ("HTTPS_PROXY", "http://user:pw-secret@proxy:3128"),
            ("https_proxy", "http://lower:3128"),
            ("http_proxy", "http://lower-only:3128"),
            ("no_proxy", "localhost,.svc"),
            ("KUBERNETES_SERVICE_HOST", "10.0.0.1"),
            ("KUBERNETES_SERVICE_PORT", "443"),
            ("HOME", "/home/op"),
            ("VAULT_TOKEN", "hvs.operator-secret"),
        ]);
        let environment = Environment::read(&env);
        assert_eq!(environment.pod_name.as_deref(), Some("renewer-0"));
        assert_eq!(environment.node_name, None);
        assert_eq!(
            environment.vault_cacert,
            Some(PathBuf::from("/etc/vault/ca.pem"))
        );
        assert_eq!(
            environment
                .https_proxy
                .as_ref()
                .map(SecretString::expose_secret),
            Some("http://user:pw-secret@proxy:3128")
        );
        assert_eq!(
            environment
                .http_proxy
                .as_ref()
                .map(SecretString::expose_secret),
            Some("http://lower-only:3128")
        );
        assert_eq!(environment.no_proxy.as_deref(), Some("localhost,.svc"));
        assert!(environment.in_cluster());
        assert_eq!(environment.kubeconfig, None);
        assert_eq!(environment.home, Some(PathBuf::from("/home/op")));
        let debug = format!("{environment:?}");
        assert!(!debug.contains("pw-secret"), "{debug}");
        assert!(!debug.contains("operator-secret"), "{debug}");
        assert_eq!(
            environment
                .vault_token
                .as_ref()
                .map(SecretString::expose_secret),
            Some("hvs.operator-secret")
        );
        assert!(debug.contains("renewer-0"), "{debug}");
    }

    #[test]
    fn empty_environment() {
        let environment = Environment::read(&|_| None);
        assert!(!environment.in_cluster());
        assert!(environment.pod_name.is_none());
    }
}
