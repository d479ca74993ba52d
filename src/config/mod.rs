//! The configuration: defaults, then the YAML file, then `INJECTOR_*` environment overrides,
//! into one typed [`Config`], with every problem reported at once.
//!
//! A cluster running the Go original must be able to switch binaries without editing its
//! ConfigMaps, so the keys, their `INJECTOR_*` names, defaults and validation messages are
//! the original's, and files written for it keep loading: YAML 1.1 booleans (`yes`, `off`),
//! numbers written for text keys (`pluginIndex: 10`) and Go durations (`768h`). What the
//! original got wrong is not copied: it ignored unknown keys (and its own docs named keys
//! that never existed); here each is reported with the valid key it most likely meant, as a
//! warning at run time and an error in `check-config` or with `strictConfig: true`. Its
//! config library's unprefixed environment fallback (`VAULT_ADDRESS` feeding `vaultAddress`)
//! is not reproduced.
//!
//! **Invariant:** this is the only module that reads environment variables; the rest of the
//! product takes the typed values of [`Config`] and [`Environment`].
//!
//! **Boundary:** the file is operator input. It is size-capped before parsing, never echoed
//! into messages for secret keys (`sentryDsn`), and a malformed value is a reported problem,
//! never a panic.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

mod apply;
pub mod cli;
pub mod duration;
mod environment;
mod keys;
mod load;
mod validate;

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::limits;
use crate::logger::Level;
use crate::secret::SecretString;

pub use crate::config::environment::Environment;
pub use crate::config::keys::UnknownKey;

/// The NRI plugin name used when `nri.pluginName` is empty, as the original did.
pub const DEFAULT_NRI_PLUGIN_NAME: &str = "vault-db-injector";
/// The NRI plugin index used when `nri.pluginIndex` is empty, as the original did.
pub const DEFAULT_NRI_PLUGIN_INDEX: &str = "10";
/// The renewer's Lease when `leaderElection.renewerLeaseName` is empty (the original's fixed
/// name).
pub const DEFAULT_RENEWER_LEASE_NAME: &str = "lock-injector-renewer";
/// The revoker's Lease when `leaderElection.revokerLeaseName` is empty (the original's fixed
/// name).
pub const DEFAULT_REVOKER_LEASE_NAME: &str = "lock-injector-revoker";
/// The in-cluster path of the pod's service account token.
pub const DEFAULT_SERVICE_ACCOUNT_TOKEN_FILE: &str =
    "/var/run/secrets/kubernetes.io/serviceaccount/token";

/// What the process runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// The admission webhook.
    Injector,
    /// The leader-elected renewer.
    Renewer,
    /// The leader-elected revoker.
    Revoker,
    /// The NRI plugin (a DaemonSet).
    Nri,
    /// Injector, renewer and revoker, plus the NRI plugin if `nri.enabled` (the original's
    /// default; the chart runs one mode per workload).
    #[default]
    All,
}

impl Mode {
    /// Every mode, in the order the usage text lists them.
    pub const ALL: [Mode; 5] = [
        Mode::Injector,
        Mode::Renewer,
        Mode::Revoker,
        Mode::Nri,
        Mode::All,
    ];

    /// Parses a mode name; names are lowercase, as the original compared them exactly.
    pub fn parse(text: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.as_str() == text)
    }

    /// The mode's name.
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Injector => "injector",
            Mode::Renewer => "renewer",
            Mode::Revoker => "revoker",
            Mode::Nri => "nri",
            Mode::All => "all",
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How bad a [`Problem`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// The process must not start.
    Error,
    /// Logged at run time (the original accepted it silently); an error in `check-config`,
    /// and everywhere with `strictConfig: true`.
    Warning,
}

/// One thing wrong with the configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The key concerned (its YAML path), or the environment variable for `VAULT_*` ones.
    pub key: String,
    /// What is wrong, naming the key; the original's wording where it had one. Never holds a
    /// secret value.
    pub message: String,
    /// Whether it stops the process at run time.
    pub severity: Severity,
}

impl Problem {
    fn error(key: &str, message: impl Into<String>) -> Problem {
        Problem {
            key: key.to_owned(),
            message: message.into(),
            severity: Severity::Error,
        }
    }

    fn warning(key: &str, message: impl Into<String>) -> Problem {
        Problem {
            key: key.to_owned(),
            message: message.into(),
            severity: Severity::Warning,
        }
    }

    /// Whether the process must not start with it.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// Why legacy delivery without client authentication does not start (modes `injector` and
/// `all`): the same words in the binary, `check-config`, `doctor` and the chart's render
/// failure (`chart/templates/_helpers.tpl` holds a copy; `tests/chart` compares them).
pub const UNAUTHENTICATED_LEGACY_DELIVERY: &str = "legacy delivery (nri.enabled: false) writes real credentials into admission answers, so the webhook must authenticate the apiserver: set clientCAFile to the CA of the apiserver's client certificate (and clientAllowedNames to its name), or switch to NRI delivery; to keep the original's unauthenticated behaviour, set allowUnauthenticatedLegacyDelivery: true";

/// Why NRI delivery with the injector's own service account does not start (modes
/// `injector`, `nri` and `all` with `nri.enabled`): the same words in the binary,
/// `check-config`, `doctor` and the chart's render failure (`chart/templates/_helpers.tpl`
/// holds a copy; `tests/chart` compares them).
pub const INJECTOR_IDENTITY_WITH_NRI: &str = "NRI delivery (nri.enabled: true) with the injector's own service account (useProjectedSA: false) puts a Vault policy that issues any role on every node, so root on one node could obtain every pod's credentials: set useProjectedSA: true (with tokenRequestAudiences), so that the plugin logs in as each pod of its own node; to keep the injector's identity on every node, set nri.allowInjectorIdentity: true";

/// The NRI plugin's settings (`nri.*`).
#[derive(Debug, Clone, PartialEq)]
pub struct NriConfig {
    /// `nri.enabled`: the webhook writes placeholders, and mode `nri` runs the plugin.
    pub enabled: bool,
    /// `nri.socketPath`: the runtime's NRI socket.
    pub socket_path: PathBuf,
    /// `nri.cachePath`: the plugin's credential cache file (on tmpfs).
    pub cache_path: PathBuf,
    /// `nri.pluginName`: the name registered with the runtime (unique per node).
    pub plugin_name: String,
    /// `nri.pluginIndex`: the two-digit registration index (unique per node).
    pub plugin_index: String,
    /// `nri.podLabel`: only sandboxes with this label set to `"true"` are handled; empty
    /// handles every sandbox that has placeholders.
    pub pod_label: String,
    /// `nri.fetchTimeout`: the bound on a credential fetch inside CreateContainer; `None`
    /// when set to zero or less (the original's "no timeout").
    pub fetch_timeout: Option<Duration>,
    /// `nri.prewarmer.*`.
    pub prewarmer: PrewarmerConfig,
    /// `nri.allowPersistentCache`: accept a `nri.cachePath` that is not on tmpfs (the
    /// cache then holds cleartext credentials on a disk).
    pub allow_persistent_cache: bool,
    /// `nri.kubeletRootDir`: the kubelet's `--root-dir` as the plugin sees it, where it
    /// reads each pod's Vault-audience token (projected auth; [`crate::podtoken`]).
    pub kubelet_root_dir: PathBuf,
    /// `nri.allowInjectorIdentity`: let NRI delivery run with the injector's own Vault
    /// identity (`useProjectedSA: false`), which puts a policy that issues any role on
    /// every node.
    pub allow_injector_identity: bool,
}

/// The NRI prewarmer's settings (`nri.prewarmer.*`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrewarmerConfig {
    /// `nri.prewarmer.enabled`: fetch credentials when a labelled pod is scheduled here,
    /// before its containers are created.
    pub enabled: bool,
    /// `nri.prewarmer.maxConcurrent`: fetches in flight at most (values below 1 mean 1).
    pub max_concurrent: usize,
}

/// Leader election of the renewer and revoker (`leaderElection.*`), with client-go's
/// meaning: a leader renews every `retry_period` and stops acting when it could not renew
/// for `renew_deadline`; another replica may take the lease `lease_duration` after it last
/// saw it change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaderElectionConfig {
    /// `leaderElection.leaseDuration`.
    pub lease_duration: Duration,
    /// `leaderElection.renewDeadline`.
    pub renew_deadline: Duration,
    /// `leaderElection.retryPeriod`.
    pub retry_period: Duration,
    /// `leaderElection.renewerLeaseName`: the renewer's Lease.
    pub renewer_lease_name: String,
    /// `leaderElection.revokerLeaseName`: the revoker's Lease.
    pub revoker_lease_name: String,
}

/// The revoker's safety sweep (`revoker.*`).
#[derive(Debug, Clone, PartialEq)]
pub struct RevokerConfig {
    /// `revoker.sweepInterval`: time between two sweeps.
    pub sweep_interval: Duration,
    /// `revoker.gracePeriod`: an entry younger than this (KV `created_time`) is never swept,
    /// so a pod still being admitted keeps its credentials.
    pub grace_period: Duration,
    /// `revoker.maxRevokeShare`: the share of all entries above which one sweep holds its
    /// revocations back, between 0 and 1.
    pub max_revoke_share: f64,
}

/// `renewer.leaseIncrement` by default: the original's fixed 432000 s (five days).
pub const DEFAULT_LEASE_INCREMENT: Duration = Duration::from_secs(432_000);

/// The renewer (`renewer.*`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenewerConfig {
    /// `renewer.leaseIncrement`: the increment asked for when a database lease is renewed
    /// (Vault caps it at the role's `max_ttl`).
    pub lease_increment: Duration,
    /// `renewer.warmStandby`: a replica that does not lead reads and checks the entries
    /// the leader renews (once each, at a quarter of `vaultRateLimit`), so that a takeover
    /// renews what is due at once instead of reading every entry first.
    pub warm_standby: bool,
}

/// Rotation before the expiry cliff (`rotation.*`, see `docs/operations.md`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RotationConfig {
    /// `rotation.enabled`: every eligible pod is rotated, not only those annotated
    /// `db-creds-injector.numberly.io/rotate: "true"`.
    pub enabled: bool,
    /// `rotation.window`: how long before the cliff a pod is evicted; `None` means a tenth
    /// of the maximum TTL, at least `limits::ROTATION_WINDOW_MIN`.
    pub window: Option<Duration>,
    /// `rotation.maxEvictionsPerMinute`: evictions per minute for the whole cluster.
    pub max_evictions_per_minute: u32,
}

/// The whole configuration. Build it with [`Config::load`] (or [`Config::from_process`]),
/// then call [`Config::validate`].
///
/// `Debug` is safe to print: `sentryDsn` and the proxy URLs are [`SecretString`]s.
#[derive(Debug)]
pub struct Config {
    /// `certFile`: the webhook's TLS certificate (PEM).
    pub cert_file: String,
    /// `keyFile`: the webhook's TLS private key (PEM).
    pub key_file: String,
    /// `vaultAddress`: Vault's base URL.
    pub vault_address: String,
    /// `vaultAuthPath`: the Kubernetes auth mount, without `auth/` (e.g. `kubernetes`).
    pub vault_auth_path: String,
    /// `logLevel`; an unknown name falls back to info, as in the original.
    pub log_level: Level,
    /// `kubeRole`: the Kubernetes auth role of the binary's own logins.
    pub kube_role: String,
    /// `kubeRoleNri`: the NRI plugin's role; empty means `kubeRole`
    /// (see [`Config::nri_kube_role`]).
    pub kube_role_nri: String,
    /// `tokenTTL`: the period of the pods' orphan tokens and the renewer's token increment.
    pub token_ttl: Duration,
    /// `vaultSecretName`: the KV v2 mount holding the bookkeeping entries.
    pub vault_secret_name: String,
    /// `vaultSecretPrefix`: the path under that mount.
    pub vault_secret_prefix: String,
    /// `mode`, possibly overridden by `--mode`.
    pub mode: Mode,
    /// `sentry`: send error events to Sentry.
    pub sentry: bool,
    /// `sentryDsn`: holds the project key, so it is a secret; `None` when empty.
    pub sentry_dsn: Option<SecretString>,
    /// `sentryEnvironment`.
    pub sentry_environment: String,
    /// `sentrySampleRate`, between 0 and 1.
    pub sentry_sample_rate: f64,
    /// `syncTTLSecond`: the renewer's cycle.
    pub sync_interval: Duration,
    /// `injectorLabel`: the renewer and revoker select pods with `<injectorLabel>=true`.
    pub injector_label: String,
    /// `defaultEngine`: the database secrets mount used when a pod names none.
    pub default_engine: String,
    /// `vaultRateLimit`: Vault requests per second of the renewer's and revoker's sweeps.
    pub vault_rate_limit: u32,
    /// `useProjectedSA`: log in to Vault as the pod's own service account.
    pub use_projected_sa: bool,
    /// `tokenRequestAudiences`: the audiences of the pods' TokenRequest tokens.
    pub token_request_audiences: Vec<String>,
    /// `tokenRequestExpirationSeconds`: the lifetime asked for those tokens.
    pub token_request_expiration_seconds: i64,
    /// `nri.*`.
    pub nri: NriConfig,
    /// `webhookAddress`: where the webhook listens (`host:port`, empty host for all).
    pub webhook_address: String,
    /// `metricsAddress`: where `/metrics` listens.
    pub metrics_address: String,
    /// `healthAddress`: where `/healthz`, `/readyz` and `/live` listen.
    pub health_address: String,
    /// `vaultCACert`: a PEM file of CAs for Vault; `None` means `VAULT_CACERT`, else the
    /// system roots (see [`Config::vault_ca_cert_path`]).
    pub vault_ca_cert: Option<PathBuf>,
    /// `vaultNamespace`: sent as `X-Vault-Namespace`; `None` means `VAULT_NAMESPACE`, else
    /// none (see [`Config::vault_namespace_name`]).
    pub vault_namespace: Option<String>,
    /// `vaultTimeout`: the bound on each Vault call.
    pub vault_timeout: Duration,
    /// `serviceAccountTokenFile`: the process's own service account token.
    pub service_account_token_file: PathBuf,
    /// `kubeconfig`: a kubeconfig file to use instead of the in-cluster configuration.
    pub kubeconfig: Option<PathBuf>,
    /// `excludedNamespaces`: namespaces whose pods are never mutated.
    pub excluded_namespaces: Vec<String>,
    /// `strictConfig`: unknown keys (and other warnings) stop the process.
    pub strict_config: bool,
    /// `admissionTimeout`: the bound on all Vault and apiserver work of one admission
    /// (capped at `limits::ADMISSION_TIMEOUT_MAX`).
    pub admission_timeout: Duration,
    /// `kvStoreToken`: also write the raw pod token (`TokenId`) into new KV entries, for a
    /// rollback to the Go original; the accessor is always written.
    pub kv_store_token: bool,
    /// `tokenRole`: create pod tokens through `auth/token/create/<role>`; `None` means
    /// `create-orphan`, as the original.
    pub token_role: Option<String>,
    /// `allowedEngines`: the database mounts a pod may name in its `cluster` annotation;
    /// empty allows any (the original's behaviour).
    pub allowed_engines: Vec<String>,
    /// `nriRequiredPlugin`: the NRI plugin name written into the
    /// `required-plugins.noderesource.dev` annotation of NRI-delivery pods; `None` writes
    /// nothing.
    pub nri_required_plugin: Option<String>,
    /// `namespaceRateLimit`: credentials issued per namespace per minute at most; 0 turns
    /// the limit off.
    pub namespace_rate_limit: u32,
    /// `webhookWorkers`: the webhook's worker threads, each serving one admission at a
    /// time (between 1 and `limits::WEBHOOK_WORKERS_MAX`).
    pub webhook_workers: usize,
    /// `clientCAFile`: a PEM file of CAs; when set, the webhook requires a client
    /// certificate signed by one of them (the apiserver's). `None`: no client
    /// certificate is asked for, as in the original.
    pub client_ca_file: Option<PathBuf>,
    /// `clientAllowedNames`: with `clientCAFile`, the client certificate must also carry
    /// one of these names (exact, case-sensitive) as its CN or a DNS or URI SAN; empty
    /// accepts any certificate the CA signed.
    pub client_allowed_names: Vec<String>,
    /// `allowUnauthenticatedLegacyDelivery`: let legacy delivery serve without
    /// `clientCAFile` (the original's behaviour: anyone who reaches the port can obtain
    /// credentials); otherwise the modes that serve the webhook refuse to start.
    pub allow_unauthenticated_legacy_delivery: bool,
    /// `leaderElection.*`.
    pub leader_election: LeaderElectionConfig,
    /// `revoker.*`.
    pub revoker: RevokerConfig,
    /// `renewer.*`.
    pub renewer: RenewerConfig,
    /// `rotation.*`.
    pub rotation: RotationConfig,
    /// The other environment variables the product reads.
    pub environment: Environment,
    source: Option<PathBuf>,
    problems: Vec<Problem>,
    unknown_keys: Vec<UnknownKey>,
    mode_is_valid: bool,
}

impl Default for Config {
    /// The defaults, before any file or environment: the original's, plus the new keys'.
    fn default() -> Config {
        Config {
            cert_file: String::new(),
            key_file: String::new(),
            vault_address: String::new(),
            vault_auth_path: String::new(),
            log_level: Level::Info,
            kube_role: String::new(),
            kube_role_nri: String::new(),
            token_ttl: DEFAULT_TOKEN_TTL,
            vault_secret_name: String::new(),
            vault_secret_prefix: String::new(),
            mode: Mode::All,
            sentry: false,
            sentry_dsn: None,
            sentry_environment: "production".to_owned(),
            sentry_sample_rate: 1.0,
            sync_interval: Duration::from_secs(300),
            injector_label: "vault-db-injector".to_owned(),
            default_engine: "databases".to_owned(),
            vault_rate_limit: 30,
            use_projected_sa: false,
            token_request_audiences: Vec::new(),
            token_request_expiration_seconds: 600,
            nri: NriConfig {
                enabled: false,
                socket_path: PathBuf::from("/var/run/nri/nri.sock"),
                cache_path: PathBuf::from("/run/vault-db-injector/nri/cache.json"),
                plugin_name: DEFAULT_NRI_PLUGIN_NAME.to_owned(),
                plugin_index: DEFAULT_NRI_PLUGIN_INDEX.to_owned(),
                pod_label: "vault-db-injector".to_owned(),
                fetch_timeout: Some(Duration::from_millis(1500)),
                prewarmer: PrewarmerConfig {
                    enabled: true,
                    max_concurrent: 50,
                },
                allow_persistent_cache: false,
                kubelet_root_dir: PathBuf::from(crate::podtoken::DEFAULT_KUBELET_ROOT),
                allow_injector_identity: false,
            },
            webhook_address: ":8443".to_owned(),
            metrics_address: ":8080".to_owned(),
            health_address: ":8888".to_owned(),
            vault_ca_cert: None,
            vault_namespace: None,
            vault_timeout: limits::VAULT_TIMEOUT_DEFAULT,
            service_account_token_file: PathBuf::from(DEFAULT_SERVICE_ACCOUNT_TOKEN_FILE),
            kubeconfig: None,
            excluded_namespaces: ["kube-system", "kube-public", "kube-node-lease"]
                .map(str::to_owned)
                .to_vec(),
            strict_config: false,
            admission_timeout: limits::ADMISSION_TIMEOUT_DEFAULT,
            kv_store_token: false,
            token_role: None,
            allowed_engines: Vec::new(),
            nri_required_plugin: None,
            namespace_rate_limit: limits::ADMISSION_NAMESPACE_RATE_DEFAULT,
            webhook_workers: limits::WEBHOOK_WORKERS_DEFAULT,
            client_ca_file: None,
            client_allowed_names: Vec::new(),
            allow_unauthenticated_legacy_delivery: false,
            leader_election: LeaderElectionConfig {
                lease_duration: Duration::from_secs(15),
                renew_deadline: Duration::from_secs(10),
                retry_period: Duration::from_secs(2),
                renewer_lease_name: DEFAULT_RENEWER_LEASE_NAME.to_owned(),
                revoker_lease_name: DEFAULT_REVOKER_LEASE_NAME.to_owned(),
            },
            revoker: RevokerConfig {
                sweep_interval: Duration::from_secs(300),
                grace_period: Duration::from_secs(600),
                max_revoke_share: 0.2,
            },
            renewer: RenewerConfig {
                lease_increment: DEFAULT_LEASE_INCREMENT,
                warm_standby: true,
            },
            rotation: RotationConfig {
                enabled: false,
                window: None,
                max_evictions_per_minute: limits::ROTATION_EVICTIONS_PER_MINUTE_DEFAULT,
            },
            environment: Environment::default(),
            source: None,
            problems: Vec::new(),
            unknown_keys: Vec::new(),
            mode_is_valid: true,
        }
    }
}

/// `tokenTTL`'s default: 32 days, the original's code default (its chart sets `8766h`).
pub const DEFAULT_TOKEN_TTL: Duration = Duration::from_secs(768 * 3600);

/// Why the configuration could not be read at all. Problems with values are not errors:
/// they are collected and returned by [`Config::validate`], all at once.
#[derive(Debug)]
pub enum Error {
    /// The file could not be opened or read.
    Read {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: io::Error,
    },
    /// The file is larger than [`limits::CONFIG_FILE_MAX_BYTES`].
    TooLarge {
        /// The file.
        path: PathBuf,
    },
    /// The file is not UTF-8 text.
    NotUtf8 {
        /// The file.
        path: PathBuf,
    },
    /// The file is not valid YAML.
    Yaml {
        /// The file.
        path: PathBuf,
        /// The parser's error, with its line and column.
        source: serde_yaml::Error,
    },
    /// The file's top level is not a mapping of keys.
    NotAMapping {
        /// The file.
        path: PathBuf,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Read { path, .. } => {
                write!(f, "cannot read config file {}", path.display())
            }
            Error::TooLarge { path } => write!(
                f,
                "config file {} is larger than {} bytes",
                path.display(),
                limits::CONFIG_FILE_MAX_BYTES
            ),
            Error::NotUtf8 { path } => {
                write!(f, "config file {} is not utf-8 text", path.display())
            }
            Error::Yaml { path, source } => {
                write!(
                    f,
                    "config file {} is not valid yaml: {source}",
                    path.display()
                )
            }
            Error::NotAMapping { path } => write!(
                f,
                "config file {} must be a mapping of keys to values",
                path.display()
            ),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Read { source, .. } => Some(source),
            Error::Yaml { source, .. } => Some(source),
            Error::TooLarge { .. } | Error::NotUtf8 { .. } | Error::NotAMapping { .. } => None,
        }
    }
}

impl Config {
    /// Sets the mode (from `--mode`), replacing the file's and the environment's, and with it
    /// any problem the replaced value had.
    pub fn set_mode(&mut self, mode: Mode) {
        self.mode = mode;
        self.mode_is_valid = true;
        self.problems.retain(|problem| problem.key != "mode");
    }

    /// The file the configuration was read from, if any.
    pub fn source(&self) -> Option<&Path> {
        self.source.as_deref()
    }

    /// Keys found in the file that are not configuration keys, each with a suggestion.
    pub fn unknown_keys(&self) -> &[UnknownKey] {
        &self.unknown_keys
    }

    /// The CA file for Vault: `vaultCACert`, else `VAULT_CACERT`; `None` means the system
    /// roots.
    pub fn vault_ca_cert_path(&self) -> Option<&Path> {
        self.vault_ca_cert
            .as_deref()
            .or(self.environment.vault_cacert.as_deref())
    }

    /// The Vault namespace: `vaultNamespace`, else `VAULT_NAMESPACE`.
    pub fn vault_namespace_name(&self) -> Option<&str> {
        self.vault_namespace
            .as_deref()
            .or(self.environment.vault_namespace.as_deref())
    }

    /// The role of the NRI plugin's own logins: `kubeRoleNri`, else `kubeRole`.
    pub fn nri_kube_role(&self) -> &str {
        if self.kube_role_nri.is_empty() {
            &self.kube_role
        } else {
            &self.kube_role_nri
        }
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use std::collections::HashMap;
    use std::fs;

    use super::*;
    use crate::config::keys::KEYS;

    pub(super) fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> + use<> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        move |name: &str| map.get(name).cloned()
    }

    pub(super) fn no_env(_: &str) -> Option<String> {
        None
    }

    /// The required keys of every mode, so that tests can look at one problem at a time.
    pub(super) const BASE: &str = "
vaultAddress: https://vault.example.com:8200
vaultAuthPath: kubernetes
kubeRole: injector
vaultSecretName: vault-db-injector
vaultSecretPrefix: kubernetes
";

    pub(super) fn load(yaml: &str, env: &[(&str, &str)]) -> Config {
        Config::from_yaml_str(yaml, &env_of(env)).unwrap()
    }

    /// [`BASE`] plus `yaml`, in mode renewer (which needs no certificate) unless `yaml` sets
    /// a mode.
    pub(super) fn with_base(yaml: &str) -> String {
        if yaml.lines().any(|line| line.starts_with("mode:")) {
            format!("{BASE}{yaml}")
        } else {
            format!("{BASE}mode: renewer\n{yaml}")
        }
    }

    /// Checks the messages of every problem of `yaml` (after [`BASE`]) with `env`.
    pub(super) fn check(yaml: &str, env: &[(&str, &str)], expect: &[&str]) {
        let config = load(&with_base(yaml), env);
        let got: Vec<String> = config.validate().iter().map(Problem::to_string).collect();
        assert_eq!(got, expect, "for {yaml:?} with {env:?}");
    }

    #[test]
    fn defaults() {
        let config = Config::load(None, &no_env).unwrap();
        assert_eq!(config.cert_file, "");
        assert_eq!(config.key_file, "");
        assert_eq!(config.vault_address, "");
        assert_eq!(config.vault_auth_path, "");
        assert_eq!(config.log_level, Level::Info);
        assert_eq!(config.kube_role, "");
        assert_eq!(config.kube_role_nri, "");
        assert_eq!(config.token_ttl, Duration::from_secs(768 * 3600));
        assert_eq!(config.vault_secret_name, "");
        assert_eq!(config.vault_secret_prefix, "");
        assert_eq!(config.mode, Mode::All);
        assert!(!config.sentry);
        assert!(config.sentry_dsn.is_none());
        assert_eq!(config.sentry_environment, "production");
        assert_eq!(config.sentry_sample_rate, 1.0);
        assert_eq!(config.sync_interval, Duration::from_secs(300));
        assert_eq!(config.injector_label, "vault-db-injector");
        assert_eq!(config.default_engine, "databases");
        assert_eq!(config.vault_rate_limit, 30);
        assert!(!config.use_projected_sa);
        assert!(config.token_request_audiences.is_empty());
        assert_eq!(config.token_request_expiration_seconds, 600);
        assert_eq!(
            config.nri,
            NriConfig {
                enabled: false,
                socket_path: PathBuf::from("/var/run/nri/nri.sock"),
                cache_path: PathBuf::from("/run/vault-db-injector/nri/cache.json"),
                plugin_name: "vault-db-injector".to_owned(),
                plugin_index: "10".to_owned(),
                pod_label: "vault-db-injector".to_owned(),
                fetch_timeout: Some(Duration::from_millis(1500)),
                prewarmer: PrewarmerConfig {
                    enabled: true,
                    max_concurrent: 50,
                },
                allow_persistent_cache: false,
                kubelet_root_dir: PathBuf::from(crate::podtoken::DEFAULT_KUBELET_ROOT),
                allow_injector_identity: false,
            }
        );
        assert_eq!(config.webhook_address, ":8443");
        assert_eq!(config.metrics_address, ":8080");
        assert_eq!(config.health_address, ":8888");
        assert_eq!(config.vault_ca_cert, None);
        assert_eq!(config.vault_namespace, None);
        assert_eq!(config.vault_timeout, Duration::from_secs(10));
        assert_eq!(
            config.service_account_token_file,
            PathBuf::from("/var/run/secrets/kubernetes.io/serviceaccount/token")
        );
        assert_eq!(config.kubeconfig, None);
        assert_eq!(
            config.excluded_namespaces,
            ["kube-system", "kube-public", "kube-node-lease"]
        );
        assert!(!config.strict_config);
        assert!(config.unknown_keys().is_empty());
        assert_eq!(config.source(), None);
        assert_eq!(config.nri_kube_role(), "");
    }

    #[test]
    fn vault_settings_fall_back_to_vault_variables() {
        let env = [("VAULT_CACERT", "/env/ca.pem"), ("VAULT_NAMESPACE", "team")];
        let config = load("", &env);
        assert_eq!(config.vault_ca_cert_path(), Some(Path::new("/env/ca.pem")));
        assert_eq!(config.vault_namespace_name(), Some("team"));
        let config = load("vaultCACert: /etc/ca.pem\nvaultNamespace: admin\n", &env);
        assert_eq!(config.vault_ca_cert_path(), Some(Path::new("/etc/ca.pem")));
        assert_eq!(config.vault_namespace_name(), Some("admin"));
    }

    #[test]
    fn secrets_never_reach_debug_or_messages() {
        let dsn = "https://sentry-key-8d1e@sentry.example/42";
        let config = load(
            &format!("sentry: true\nsentryDsn: {dsn}\n"),
            &[("HTTPS_PROXY", "http://u:proxy-pass-77@p:3128")],
        );
        let debug = format!("{config:?}");
        assert!(!debug.contains("sentry-key-8d1e"), "{debug}");
        assert!(!debug.contains("proxy-pass-77"), "{debug}");
        assert_eq!(
            config.sentry_dsn.as_ref().map(SecretString::expose_secret),
            Some(dsn)
        );
        // A malformed secret value is not echoed either.
        let config = load("sentryDsn: [sentry-key-8d1e]\n", &[]);
        for problem in config.validate() {
            assert!(!problem.message.contains("sentry-key-8d1e"), "{problem}");
        }
    }

    #[test]
    fn mode_override_replaces_the_files_mode_and_its_problem() {
        let mut config = load(&with_base("mode: sideways\n"), &[]);
        assert_eq!(config.validate().len(), 1);
        config.set_mode(Mode::Nri);
        assert_eq!(config.mode, Mode::Nri);
        assert_eq!(config.validate(), []);
        let mut config = load(BASE, &[]);
        config.set_mode(Mode::Injector);
        let got: Vec<String> = config.validate().iter().map(Problem::to_string).collect();
        assert_eq!(
            got,
            [
                "no certFile specified",
                "no keyFile specified",
                UNAUTHENTICATED_LEGACY_DELIVERY
            ]
        );
    }

    pub(super) fn repository_file(relative: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(relative)
    }

    #[test]
    fn documented_example_is_clean() {
        let file = repository_file("docs/examples/config.yaml");
        let config = Config::load(Some(&file), &no_env).unwrap();
        assert_eq!(config.validate(), []);
        assert!(config.unknown_keys().is_empty());
    }

    #[test]
    fn every_key_is_documented() {
        let docs = fs::read_to_string(repository_file("docs/configuration.md")).unwrap();
        for key in KEYS {
            assert!(
                docs.contains(&format!("`{}`", key.path)),
                "{} is not documented",
                key.path
            );
            assert!(
                docs.contains(&format!("`{}`", key.env)),
                "{} is not documented",
                key.env
            );
        }
        let example = fs::read_to_string(repository_file("docs/examples/config.yaml")).unwrap();
        for key in KEYS {
            let leaf = key.path.rsplit('.').next().unwrap();
            assert!(
                example.contains(&format!("{leaf}:")),
                "{} is not in the example",
                key.path
            );
        }
    }
}
