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

pub mod cli;
pub mod duration;
mod environment;
mod keys;

use std::fmt;
use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_yaml::{Mapping, Value};

use crate::config::duration::{DurationError, parse_go_duration};
use crate::config::keys::{KEYS, Key, SECTIONS};
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
/// failure (`chart/templates/_helpers.tpl` holds a copy; a test compares them).
pub const UNAUTHENTICATED_LEGACY_DELIVERY: &str = "legacy delivery (nri.enabled: false) writes real credentials into admission answers, so the webhook must authenticate the apiserver: set clientCAFile to the CA of the apiserver's client certificate (and clientAllowedNames to its name), or switch to NRI delivery; to keep the original's unauthenticated behaviour, set allowUnauthenticatedLegacyDelivery: true";

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

/// Where a value came from, so that a problem can say where to fix it.
enum Setting {
    File(Value),
    Env(&'static str, String),
}

impl Config {
    /// Loads the configuration: defaults, then the YAML file at `path` if given, then the
    /// `INJECTOR_*` variables that `env` returns (empty values count as unset). `env` also
    /// feeds [`Environment`]. Fails only if the file cannot be read or parsed; problems with
    /// values are collected for [`Config::validate`].
    pub fn load(
        path: Option<&Path>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Config, Error> {
        let document = match path {
            Some(path) => Some(read_document(path)?),
            None => None,
        };
        let mut config = Config::build(document.as_ref(), env);
        config.source = path.map(Path::to_path_buf);
        Ok(config)
    }

    /// Loads from YAML text instead of a file (tests, fuzzing).
    pub fn from_yaml_str(
        text: &str,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Config, Error> {
        let document = parse_document(text, Path::new("<inline>"))?;
        Ok(Config::build(Some(&document), env))
    }

    /// Loads with the process's own environment.
    pub fn from_process(path: Option<&Path>) -> Result<Config, Error> {
        Config::load(path, &process_env)
    }

    fn build(document: Option<&Mapping>, env: &dyn Fn(&str) -> Option<String>) -> Config {
        let mut config = Config::default();
        let mut settings: Vec<(&'static Key, Setting)> = Vec::new();
        if let Some(document) = document {
            config.walk(document, "", &mut settings);
        }
        for key in KEYS {
            if let Some(value) = env(key.env).filter(|value| !value.is_empty()) {
                settings.retain(|(known, _)| known.path != key.path);
                settings.push((key, Setting::Env(key.env, value)));
            }
        }
        // Apply in table order so that problems come out in the documented order.
        for key in KEYS {
            if let Some((_, setting)) = settings.iter().find(|(known, _)| known.path == key.path)
                && let Err(problem) = config.apply(key, setting)
            {
                config.problems.push(problem);
            }
        }
        config.environment = Environment::read(env);
        config
    }

    /// Collects the known keys of one mapping level and records the unknown ones.
    fn walk(
        &mut self,
        mapping: &Mapping,
        prefix: &str,
        settings: &mut Vec<(&'static Key, Setting)>,
    ) {
        for (name, value) in mapping {
            let name = match name {
                Value::String(text) => text.clone(),
                Value::Number(number) => number.to_string(),
                Value::Bool(flag) => flag.to_string(),
                _ => "<non-text key>".to_owned(),
            };
            let path = if prefix.is_empty() {
                name
            } else {
                format!("{prefix}.{name}")
            };
            if SECTIONS.contains(&path.as_str()) {
                match untag(value) {
                    Value::Mapping(inner) => self.walk(inner, &path, settings),
                    Value::Null => {}
                    _ => self.problems.push(Problem::error(
                        &path,
                        format!("`{path}` must be a mapping of keys"),
                    )),
                }
            } else if let Some(key) = keys::find(&path) {
                // A key written with no value (`kubeRole:`, as a chart renders an empty
                // value) keeps its default.
                if !matches!(untag(value), Value::Null) {
                    settings.retain(|(known, _)| known.path != key.path);
                    settings.push((key, Setting::File(value.clone())));
                }
            } else {
                self.unknown_keys.push(UnknownKey::new(path));
            }
        }
    }

    /// Converts one setting into its field.
    fn apply(&mut self, key: &Key, setting: &Setting) -> Result<(), Problem> {
        let path = key.path;
        // Messages name the key; one set from the environment also names the variable.
        let origin = match setting {
            Setting::File(_) => String::new(),
            Setting::Env(name, _) => format!(" (from {name})"),
        };
        let fail = |reason: String| Problem::error(path, format!("{reason}{origin}"));
        // The value in the key's shape, or a problem naming the shape expected.
        let shaped = |reason: String| fail(format!("`{path}`: {reason}"));
        let as_text = || text(setting).map_err(shaped);
        let as_boolean = || boolean(setting).map_err(shaped);
        let as_integer = || integer(setting).map_err(shaped);
        let as_float = || float(setting).map_err(shaped);
        let as_duration = || duration(setting).map_err(shaped);
        let as_list = || list(setting).map_err(shaped);
        let positive = |d: duration::GoDuration| {
            d.non_negative()
                .filter(|d| !d.is_zero())
                .ok_or_else(|| fail(format!("{path} must be greater than zero")))
        };
        // Every duration key has an upper bound: the value ends up added to the current
        // time, and a typo should be an error here rather than a wait of years.
        let at_most = |d: Duration, max: Duration| {
            if d > max {
                Err(fail(format!("{path} must be at most {}", go_text(max))))
            } else {
                Ok(d)
            }
        };
        match path {
            "certFile" => self.cert_file = as_text()?,
            "keyFile" => self.key_file = as_text()?,
            "vaultAddress" => self.vault_address = as_text()?,
            "vaultAuthPath" => self.vault_auth_path = as_text()?,
            "logLevel" => {
                let name = as_text()?;
                match Level::parse(&name) {
                    Some(level) => self.log_level = level,
                    None => {
                        self.log_level = Level::Info;
                        return Err(Problem::warning(
                            path,
                            format!("unknown log level {name:?}, defaulting to info{origin}"),
                        ));
                    }
                }
            }
            "kubeRole" => self.kube_role = as_text()?,
            "kubeRoleNri" => self.kube_role_nri = as_text()?,
            "tokenTTL" => {
                let invalid = "tokenTTL must be a valid Go duration (e.g. \"8766h\")";
                let written = as_text()?;
                // The original did not validate an empty tokenTTL (and then failed at its
                // first renewal); here it means the default.
                if !written.is_empty() {
                    let parsed = parse_go_duration(&written).map_err(|error| match error {
                        DurationError::MissingUnit => fail(format!(
                            "{invalid}: a number needs a unit, such as {written}s"
                        )),
                        _ => fail(invalid.to_owned()),
                    })?;
                    let ttl = parsed
                        .non_negative()
                        .ok_or_else(|| fail("tokenTTL must not be negative".to_owned()))?;
                    self.token_ttl = at_most(ttl, limits::VAULT_TTL_MAX)?;
                }
            }
            "vaultSecretName" => {
                self.vault_secret_name = as_text()?;
            }
            "vaultSecretPrefix" => {
                self.vault_secret_prefix = as_text()?;
            }
            "mode" => {
                let name = as_text()?;
                match Mode::parse(&name) {
                    Some(mode) => self.mode = mode,
                    None => {
                        self.mode_is_valid = false;
                        return Err(fail(
                            "Wrong Mode : should be injector/renewer/revoker/nri/all".to_owned(),
                        ));
                    }
                }
            }
            "sentry" => self.sentry = as_boolean()?,
            "sentryDsn" => {
                let dsn = as_text()?;
                self.sentry_dsn = (!dsn.is_empty()).then(|| SecretString::new(dsn));
            }
            "sentryEnvironment" => {
                self.sentry_environment = as_text()?;
            }
            "sentrySampleRate" => {
                let rate = as_float()?;
                if !(0.0..=1.0).contains(&rate) {
                    return Err(fail("sentrySampleRate must be between 0 and 1".to_owned()));
                }
                self.sentry_sample_rate = rate;
            }
            "syncTTLSecond" => {
                let seconds = as_integer()?;
                let seconds = u64::try_from(seconds)
                    .ok()
                    .filter(|seconds| *seconds > 0)
                    .ok_or_else(|| fail("syncTTLSecond must be greater than zero".to_owned()))?;
                let max = limits::CONFIG_INTERVAL_MAX.as_secs();
                if seconds > max {
                    return Err(fail(format!(
                        "syncTTLSecond must be at most {max} (one day)"
                    )));
                }
                self.sync_interval = Duration::from_secs(seconds);
            }
            "injectorLabel" => self.injector_label = as_text()?,
            "defaultEngine" => self.default_engine = as_text()?,
            "vaultRateLimit" => {
                let rate = as_integer()?;
                self.vault_rate_limit = u32::try_from(rate)
                    .ok()
                    .filter(|rate| *rate > 0)
                    .ok_or_else(|| {
                        fail("vaultRateLimit must be between 1 and 4294967295".to_owned())
                    })?;
            }
            "useProjectedSA" => {
                self.use_projected_sa = as_boolean()?;
            }
            "tokenRequestAudiences" => {
                self.token_request_audiences = as_list()?;
            }
            "tokenRequestExpirationSeconds" => {
                let seconds = as_integer()?;
                let max = limits::CONFIG_TOKEN_REQUEST_EXPIRATION_MAX;
                if seconds > max {
                    return Err(fail(format!(
                        "tokenRequestExpirationSeconds must be at most {max} (the apiserver refuses more)"
                    )));
                }
                self.token_request_expiration_seconds = seconds;
            }
            "nri.enabled" => self.nri.enabled = as_boolean()?,
            "nri.socketPath" => {
                self.nri.socket_path = PathBuf::from(as_text()?);
            }
            "nri.cachePath" => {
                self.nri.cache_path = PathBuf::from(as_text()?);
            }
            "nri.allowPersistentCache" => self.nri.allow_persistent_cache = as_boolean()?,
            "nri.pluginName" => {
                let name = as_text()?;
                self.nri.plugin_name = if name.is_empty() {
                    DEFAULT_NRI_PLUGIN_NAME.to_owned()
                } else {
                    name
                };
            }
            "nri.pluginIndex" => {
                let index = as_text()?;
                self.nri.plugin_index = if index.is_empty() {
                    DEFAULT_NRI_PLUGIN_INDEX.to_owned()
                } else {
                    index
                };
            }
            "nri.podLabel" => self.nri.pod_label = as_text()?,
            "nri.fetchTimeout" => {
                let timeout = as_duration()?;
                // Zero or less meant "no timeout" in the original.
                self.nri.fetch_timeout = match timeout.non_negative().filter(|d| !d.is_zero()) {
                    Some(timeout) => Some(at_most(timeout, limits::CONFIG_TIMEOUT_MAX)?),
                    None => None,
                };
            }
            "nri.prewarmer.enabled" => {
                self.nri.prewarmer.enabled = as_boolean()?;
            }
            "nri.prewarmer.maxConcurrent" => {
                let count = as_integer()?;
                // The original treated zero or less as one.
                let max = limits::CONFIG_PREWARM_CONCURRENCY_MAX;
                let count = usize::try_from(count).unwrap_or(0).max(1);
                if count > max {
                    return Err(fail(format!("{path} must be at most {max}")));
                }
                self.nri.prewarmer.max_concurrent = count;
            }
            "webhookAddress" => self.webhook_address = as_text()?,
            "metricsAddress" => self.metrics_address = as_text()?,
            "healthAddress" => self.health_address = as_text()?,
            "vaultCACert" => {
                let file = as_text()?;
                self.vault_ca_cert = (!file.is_empty()).then(|| PathBuf::from(file));
            }
            "vaultNamespace" => {
                let namespace = as_text()?;
                self.vault_namespace = (!namespace.is_empty()).then_some(namespace);
            }
            "vaultTimeout" => {
                let timeout = as_duration()?;
                let timeout = timeout
                    .non_negative()
                    .filter(|d| !d.is_zero())
                    .ok_or_else(|| fail("vaultTimeout must be greater than zero".to_owned()))?;
                self.vault_timeout = at_most(timeout, limits::CONFIG_TIMEOUT_MAX)?;
            }
            "serviceAccountTokenFile" => {
                let file = as_text()?;
                if !file.is_empty() {
                    self.service_account_token_file = PathBuf::from(file);
                }
            }
            "kubeconfig" => {
                let file = as_text()?;
                self.kubeconfig = (!file.is_empty()).then(|| PathBuf::from(file));
            }
            "excludedNamespaces" => {
                self.excluded_namespaces = as_list()?;
            }
            "strictConfig" => self.strict_config = as_boolean()?,
            "admissionTimeout" => {
                let timeout = as_duration()?
                    .non_negative()
                    .filter(|d| !d.is_zero())
                    .ok_or_else(|| fail("admissionTimeout must be greater than zero".to_owned()))?;
                if timeout > limits::ADMISSION_TIMEOUT_MAX {
                    self.admission_timeout = limits::ADMISSION_TIMEOUT_MAX;
                    return Err(Problem::warning(
                        path,
                        format!(
                            "admissionTimeout is capped at {}s: the apiserver waits at most 30s for a webhook",
                            limits::ADMISSION_TIMEOUT_MAX.as_secs()
                        ),
                    ));
                }
                self.admission_timeout = timeout;
            }
            "kvStoreToken" => self.kv_store_token = as_boolean()?,
            "tokenRole" => {
                let role = as_text()?;
                self.token_role = (!role.is_empty()).then_some(role);
            }
            "allowedEngines" => self.allowed_engines = as_list()?,
            "nriRequiredPlugin" => {
                let plugin = as_text()?;
                self.nri_required_plugin = (!plugin.is_empty()).then_some(plugin);
            }
            "namespaceRateLimit" => {
                let rate = as_integer()?;
                self.namespace_rate_limit = u32::try_from(rate).map_err(|_| {
                    fail("namespaceRateLimit must be between 0 and 4294967295".to_owned())
                })?;
            }
            "webhookWorkers" => {
                let workers = as_integer()?;
                self.webhook_workers = usize::try_from(workers)
                    .ok()
                    .filter(|n| (1..=limits::WEBHOOK_WORKERS_MAX).contains(n))
                    .ok_or_else(|| {
                        fail(format!(
                            "webhookWorkers must be between 1 and {}",
                            limits::WEBHOOK_WORKERS_MAX
                        ))
                    })?;
            }
            "clientCAFile" => {
                let file = as_text()?;
                self.client_ca_file = (!file.is_empty()).then(|| PathBuf::from(file));
            }
            "clientAllowedNames" => self.client_allowed_names = as_list()?,
            "allowUnauthenticatedLegacyDelivery" => {
                self.allow_unauthenticated_legacy_delivery = as_boolean()?;
            }
            "leaderElection.leaseDuration" => {
                self.leader_election.lease_duration =
                    at_most(positive(as_duration()?)?, limits::CONFIG_INTERVAL_MAX)?;
            }
            "leaderElection.renewDeadline" => {
                self.leader_election.renew_deadline =
                    at_most(positive(as_duration()?)?, limits::CONFIG_INTERVAL_MAX)?;
            }
            "leaderElection.retryPeriod" => {
                self.leader_election.retry_period =
                    at_most(positive(as_duration()?)?, limits::CONFIG_INTERVAL_MAX)?;
            }
            "leaderElection.renewerLeaseName" => {
                let name = as_text()?;
                self.leader_election.renewer_lease_name = if name.is_empty() {
                    DEFAULT_RENEWER_LEASE_NAME.to_owned()
                } else {
                    name
                };
            }
            "leaderElection.revokerLeaseName" => {
                let name = as_text()?;
                self.leader_election.revoker_lease_name = if name.is_empty() {
                    DEFAULT_REVOKER_LEASE_NAME.to_owned()
                } else {
                    name
                };
            }
            "renewer.leaseIncrement" => {
                self.renewer.lease_increment =
                    at_most(positive(as_duration()?)?, limits::VAULT_TTL_MAX)?;
            }
            "revoker.sweepInterval" => {
                self.revoker.sweep_interval =
                    at_most(positive(as_duration()?)?, limits::CONFIG_INTERVAL_MAX)?;
            }
            "revoker.gracePeriod" => {
                // Zero is allowed: an operator who writes KV entries only after the pod
                // exists may turn the grace off.
                let grace = as_duration()?
                    .non_negative()
                    .ok_or_else(|| fail(format!("{path} must not be negative")))?;
                self.revoker.grace_period = at_most(grace, limits::CONFIG_INTERVAL_MAX)?;
            }
            "revoker.maxRevokeShare" => {
                let share = as_float()?;
                if !(0.0..=1.0).contains(&share) {
                    return Err(fail(format!("{path} must be between 0 and 1")));
                }
                self.revoker.max_revoke_share = share;
            }
            // Every key of the table has an arm above; `every_key_has_a_working_environment_override`
            // checks it.
            other => return Err(Problem::error(other, format!("`{other}` is not handled"))),
        }
        Ok(())
    }

    /// Every problem, in a stable order: those found while reading values (the original's
    /// `mode` and `tokenTTL` checks among them), unknown keys, then the checks of the
    /// original's `Validate()` in its order, then this implementation's own. With
    /// `strictConfig`, warnings are errors.
    pub fn validate(&self) -> Vec<Problem> {
        let mut problems = self.problems.clone();
        for unknown in &self.unknown_keys {
            problems.push(Problem::warning(&unknown.key, unknown.to_string()));
        }
        let mut require = |missing: bool, key: &str, message: &str| {
            if missing {
                problems.push(Problem::error(key, message));
            }
        };
        let serves_webhook = matches!(self.mode, Mode::Injector | Mode::All);
        require(
            self.mode_is_valid && serves_webhook && self.cert_file.is_empty(),
            "certFile",
            "no certFile specified",
        );
        require(
            self.mode_is_valid && serves_webhook && self.key_file.is_empty(),
            "keyFile",
            "no keyFile specified",
        );
        require(
            self.vault_address.is_empty(),
            "vaultAddress",
            "no vaultAddress specified",
        );
        require(
            self.vault_auth_path.is_empty(),
            "vaultAuthPath",
            "no vaultAuthPath specified",
        );
        require(
            self.kube_role.is_empty(),
            "kubeRole",
            "no kubeRole specified",
        );
        require(
            self.vault_secret_name.is_empty(),
            "vaultSecretName",
            "no vaultSecretName specified",
        );
        require(
            self.vault_secret_prefix.is_empty(),
            "vaultSecretPrefix",
            "no vaultSecretPrefix specified",
        );
        require(
            self.sentry && self.sentry_dsn.is_none(),
            "sentryDsn",
            "no sentryDsn specified",
        );
        require(
            self.use_projected_sa && self.token_request_audiences.is_empty(),
            "tokenRequestAudiences",
            "tokenRequestAudiences must be set (e.g., [\"vault\"]) when useProjectedSA is true \
             \u{2014} empty audience disables the cryptographic SA-impersonation bound",
        );
        require(
            self.use_projected_sa && self.token_request_expiration_seconds <= 0,
            "tokenRequestExpirationSeconds",
            "tokenRequestExpirationSeconds must be > 0 when useProjectedSA is enabled",
        );
        problems.extend(self.own_checks());
        if self.strict_config {
            for problem in &mut problems {
                problem.severity = Severity::Error;
            }
        }
        problems
    }

    /// Whether the webhook would hand out real credentials to any caller: legacy delivery,
    /// no `clientCAFile`, and no `allowUnauthenticatedLegacyDelivery` opt-out.
    pub fn unauthenticated_legacy_delivery(&self) -> bool {
        !self.nri.enabled
            && self.client_ca_file.is_none()
            && !self.allow_unauthenticated_legacy_delivery
    }

    /// The checks the original did not have.
    fn own_checks(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        if !self.vault_address.is_empty()
            && !self.vault_address.starts_with("https://")
            && !self.vault_address.starts_with("http://")
        {
            problems.push(Problem::error(
                "vaultAddress",
                format!(
                    "vaultAddress must start with https:// (or http:// for a local test server), got {:?}",
                    self.vault_address
                ),
            ));
        }
        let index = &self.nri.plugin_index;
        if index.len() != 2 || !index.bytes().all(|b| b.is_ascii_digit()) {
            problems.push(Problem::error(
                "nri.pluginIndex",
                format!("nri.pluginIndex must be exactly two digits (e.g. \"10\"), got {index:?}"),
            ));
        }
        let name = &self.nri.plugin_name;
        if !name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'+' | b'-'))
        {
            problems.push(Problem::error(
                "nri.pluginName",
                format!("nri.pluginName may only hold letters, digits and _ . + - (got {name:?})"),
            ));
        }
        let mut ports: Vec<(&str, u16)> = Vec::new();
        let serves_webhook = matches!(self.mode, Mode::Injector | Mode::All);
        if self.mode_is_valid && serves_webhook && self.unauthenticated_legacy_delivery() {
            problems.push(Problem::error(
                "clientCAFile",
                UNAUTHENTICATED_LEGACY_DELIVERY,
            ));
        }
        let addresses = [
            ("webhookAddress", &self.webhook_address, serves_webhook),
            ("metricsAddress", &self.metrics_address, true),
            ("healthAddress", &self.health_address, true),
        ];
        for (key, address, used) in addresses {
            match listen_port(address) {
                Ok(port) => {
                    if let Some((other, _)) = ports.iter().find(|(_, p)| *p == port && port != 0) {
                        problems.push(Problem::error(
                            key,
                            format!("{key} and {other} both use port {port}"),
                        ));
                    } else if used {
                        ports.push((key, port));
                    }
                }
                Err(reason) => problems.push(Problem::error(
                    key,
                    format!("{key} must be host:port or :port (e.g. \":8443\"), got {address:?}: {reason}"),
                )),
            }
        }
        for namespace in &self.excluded_namespaces {
            if !is_dns_label(namespace) {
                problems.push(Problem::error(
                    "excludedNamespaces",
                    format!(
                        "excludedNamespaces holds {namespace:?}, which is not a namespace name"
                    ),
                ));
            }
        }
        for engine in &self.allowed_engines {
            if crate::vault::path::check_multi(engine).is_err() {
                problems.push(Problem::error(
                    "allowedEngines",
                    format!("allowedEngines holds {engine:?}, which is not a Vault mount path"),
                ));
            }
        }
        if let Some(role) = &self.token_role
            && crate::vault::path::check_segment(role).is_err()
        {
            problems.push(Problem::error(
                "tokenRole",
                format!("tokenRole {role:?} is not a Vault token role name"),
            ));
        }
        if let Some(plugin) = &self.nri_required_plugin
            && !plugin
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'+' | b'-'))
        {
            problems.push(Problem::error(
                "nriRequiredPlugin",
                format!(
                    "nriRequiredPlugin may only hold letters, digits and _ . + - (got {plugin:?})"
                ),
            ));
        }
        let election = &self.leader_election;
        if election.renew_deadline >= election.lease_duration {
            problems.push(Problem::error(
                "leaderElection.renewDeadline",
                "leaderElection.renewDeadline must be shorter than leaderElection.leaseDuration \
                 (a leader must stop acting before another replica may take the lease)",
            ));
        }
        // client-go's own check: the deadline leaves room for a retry with its jitter.
        if election.renew_deadline.as_secs_f64() <= election.retry_period.as_secs_f64() * 1.2 {
            problems.push(Problem::error(
                "leaderElection.retryPeriod",
                "leaderElection.renewDeadline must be longer than 1.2 \u{d7} leaderElection.retryPeriod",
            ));
        }
        for (key, name) in [
            (
                "leaderElection.renewerLeaseName",
                &election.renewer_lease_name,
            ),
            (
                "leaderElection.revokerLeaseName",
                &election.revoker_lease_name,
            ),
        ] {
            if !is_dns_subdomain(name) {
                problems.push(Problem::error(
                    key,
                    format!("{key} must be a Kubernetes object name (lower-case letters, digits, - and .), got {name:?}"),
                ));
            }
        }
        if let Some(value) = &self.environment.vault_skip_verify
            && parse_bool(value) != Some(false)
        {
            problems.push(Problem::error(
                "VAULT_SKIP_VERIFY",
                "VAULT_SKIP_VERIFY is set: vault-db-injector never skips TLS verification of \
                 Vault; unset it and give Vault's CA with vaultCACert or VAULT_CACERT",
            ));
        }
        problems
    }

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

/// The one reader of the process environment.
#[allow(clippy::disallowed_methods)] // This module is the one place allowed to read it.
fn process_env(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

fn read_document(path: &Path) -> Result<Mapping, Error> {
    let read_error = |source| Error::Read {
        path: path.to_path_buf(),
        source,
    };
    let file = File::open(path).map_err(read_error)?;
    let mut bytes = Vec::new();
    file.take(limits::CONFIG_FILE_MAX_BYTES.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > limits::CONFIG_FILE_MAX_BYTES {
        return Err(Error::TooLarge {
            path: path.to_path_buf(),
        });
    }
    let text = String::from_utf8(bytes).map_err(|_| Error::NotUtf8 {
        path: path.to_path_buf(),
    })?;
    parse_document(&text, path)
}

fn parse_document(text: &str, path: &Path) -> Result<Mapping, Error> {
    let yaml_error = |source| Error::Yaml {
        path: path.to_path_buf(),
        source,
    };
    let mut value: Value = serde_yaml::from_str(text).map_err(yaml_error)?;
    // yaml.v2 honoured `<<` merge keys, so files may use them.
    value.apply_merge().map_err(yaml_error)?;
    match value {
        Value::Mapping(mapping) => Ok(mapping),
        // An empty file (or one with only comments) sets nothing, as in the original.
        Value::Null => Ok(Mapping::new()),
        _ => Err(Error::NotAMapping {
            path: path.to_path_buf(),
        }),
    }
}

/// The value inside any YAML tag (`!!str 10` is `10`).
fn untag(value: &Value) -> &Value {
    match value {
        Value::Tagged(tagged) => untag(&tagged.value),
        other => other,
    }
}

fn shape(value: &Value) -> &'static str {
    match value {
        Value::Null => "nothing",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Sequence(_) => "a list",
        Value::Mapping(_) => "a mapping",
        Value::Tagged(_) => "a tagged value",
    }
}

/// Text, as yaml.v2 gave it for a string field: numbers and booleans become their text.
fn text(setting: &Setting) -> Result<String, String> {
    match setting {
        Setting::Env(_, value) => Ok(value.clone()),
        Setting::File(value) => match untag(value) {
            Value::String(text) => Ok(text.clone()),
            Value::Number(number) => Ok(number.to_string()),
            Value::Bool(flag) => Ok(flag.to_string()),
            other => Err(format!("expected text, found {}", shape(other))),
        },
    }
}

/// Booleans as yaml.v2 (YAML 1.1) and Go's `strconv.ParseBool` (the environment) spelled
/// them.
fn parse_bool(text: &str) -> Option<bool> {
    match text {
        "true" | "True" | "TRUE" | "yes" | "Yes" | "YES" | "y" | "Y" | "on" | "On" | "ON" | "1"
        | "t" | "T" => Some(true),
        "false" | "False" | "FALSE" | "no" | "No" | "NO" | "n" | "N" | "off" | "Off" | "OFF"
        | "0" | "f" | "F" => Some(false),
        _ => None,
    }
}

fn boolean(setting: &Setting) -> Result<bool, String> {
    let expected = "expected true or false (or yes/no, on/off)";
    match setting {
        Setting::Env(_, value) => parse_bool(value).ok_or_else(|| expected.to_owned()),
        Setting::File(value) => match untag(value) {
            Value::Bool(flag) => Ok(*flag),
            Value::String(text) => parse_bool(text).ok_or_else(|| expected.to_owned()),
            other => Err(format!("{expected}, found {}", shape(other))),
        },
    }
}

fn integer(setting: &Setting) -> Result<i64, String> {
    let expected = "expected a whole number";
    let from_text = |text: &str| text.trim().parse::<i64>().map_err(|_| expected.to_owned());
    match setting {
        Setting::Env(_, value) => from_text(value),
        Setting::File(value) => match untag(value) {
            Value::Number(number) => number
                .as_i64()
                .or_else(|| {
                    // yaml.v2 accepted `300.0` for an integer; a fraction is refused here.
                    number
                        .as_f64()
                        .filter(|f| f.fract() == 0.0 && f.abs() < 9.0e15)
                        .map(
                            #[allow(clippy::cast_possible_truncation)] // Checked just above.
                            |f| f as i64,
                        )
                })
                .ok_or_else(|| expected.to_owned()),
            Value::String(text) => from_text(text),
            other => Err(format!("{expected}, found {}", shape(other))),
        },
    }
}

fn float(setting: &Setting) -> Result<f64, String> {
    let expected = "expected a number";
    let from_text = |text: &str| {
        text.trim()
            .parse::<f64>()
            .ok()
            .filter(|f| f.is_finite())
            .ok_or_else(|| expected.to_owned())
    };
    match setting {
        Setting::Env(_, value) => from_text(value),
        Setting::File(value) => match untag(value) {
            Value::Number(number) => number
                .as_f64()
                .filter(|f| f.is_finite())
                .ok_or_else(|| expected.to_owned()),
            Value::String(text) => from_text(text),
            other => Err(format!("{expected}, found {}", shape(other))),
        },
    }
}

fn duration(setting: &Setting) -> Result<duration::GoDuration, String> {
    let from_text = |text: &str| parse_go_duration(text).map_err(|error| error.to_string());
    match setting {
        Setting::Env(_, value) => from_text(value),
        Setting::File(value) => match untag(value) {
            Value::String(text) => from_text(text),
            // A bare 0 is a valid Go duration.
            Value::Number(number) if number.as_f64() == Some(0.0) => Ok(duration::GoDuration {
                negative: false,
                magnitude: Duration::ZERO,
            }),
            // The original read a bare number as nanoseconds, which is never what was meant.
            Value::Number(number) => Err(format!(
                "a duration needs a unit, such as \"{number}ms\" or \"{number}s\" \
                 (the Go original read a bare number as nanoseconds)"
            )),
            other => Err(format!(
                "expected a Go duration such as \"1500ms\", found {}",
                shape(other)
            )),
        },
    }
}

/// A bound written as a Go duration in its largest whole unit (`24h`, `10m`, `87600h`), the
/// form the operator writes the key in.
fn go_text(bound: Duration) -> String {
    let seconds = bound.as_secs();
    if seconds.is_multiple_of(3600) {
        format!("{}h", seconds / 3600)
    } else if seconds.is_multiple_of(60) {
        format!("{}m", seconds / 60)
    } else {
        format!("{seconds}s")
    }
}

/// A list: a YAML sequence, or comma-separated text (the environment's form; also accepted
/// in the file). Items are trimmed and empty ones dropped.
fn list(setting: &Setting) -> Result<Vec<String>, String> {
    let split = |text: &str| {
        text.split(',')
            .map(str::trim)
            .filter(|item| !item.is_empty())
            .map(str::to_owned)
            .collect()
    };
    match setting {
        Setting::Env(_, value) => Ok(split(value)),
        Setting::File(value) => match untag(value) {
            Value::Sequence(items) => items
                .iter()
                .filter(|item| !matches!(untag(item), Value::Null))
                .map(|item| text(&Setting::File(item.clone())))
                .map(|item| item.map(|text| text.trim().to_owned()))
                .filter(|item| item.as_ref().map_or(true, |text| !text.is_empty()))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|_| "expected a list of text items".to_owned()),
            Value::String(text) => Ok(split(text)),
            other => Err(format!("expected a list, found {}", shape(other))),
        },
    }
}

/// The port of a listen address (`:8443`, `0.0.0.0:8443`, `[::]:8443`, `localhost:8443`).
fn listen_port(address: &str) -> Result<u16, &'static str> {
    let (host, port) = address.rsplit_once(':').ok_or("no port")?;
    let port: u16 = port
        .parse()
        .map_err(|_| "the port is not a number from 0 to 65535")?;
    let bracketed = host.starts_with('[') && host.ends_with(']') && host.len() > 2;
    let plain = host
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-'));
    if bracketed || plain {
        Ok(port)
    } else {
        Err("the host is not a name or an address (IPv6 addresses go in brackets)")
    }
}

/// A Kubernetes object name (a Lease's): an RFC 1123 subdomain, dot-separated labels.
fn is_dns_subdomain(name: &str) -> bool {
    name.len() <= 253 && name.split('.').all(is_dns_label)
}

/// A Kubernetes namespace name: an RFC 1123 label.
fn is_dns_label(name: &str) -> bool {
    let bytes = name.as_bytes();
    !bytes.is_empty()
        && bytes.len() <= 63
        && bytes
            .iter()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-')
        && bytes.first().is_some_and(u8::is_ascii_alphanumeric)
        && bytes.last().is_some_and(u8::is_ascii_alphanumeric)
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use std::collections::HashMap;
    use std::fs;

    use super::*;

    fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> + use<> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        move |name: &str| map.get(name).cloned()
    }

    fn no_env(_: &str) -> Option<String> {
        None
    }

    /// The required keys of every mode, so that tests can look at one problem at a time.
    const BASE: &str = "
vaultAddress: https://vault.example.com:8200
vaultAuthPath: kubernetes
kubeRole: injector
vaultSecretName: vault-db-injector
vaultSecretPrefix: kubernetes
";

    fn load(yaml: &str, env: &[(&str, &str)]) -> Config {
        Config::from_yaml_str(yaml, &env_of(env)).unwrap()
    }

    /// [`BASE`] plus `yaml`, in mode renewer (which needs no certificate) unless `yaml` sets
    /// a mode.
    fn with_base(yaml: &str) -> String {
        if yaml.lines().any(|line| line.starts_with("mode:")) {
            format!("{BASE}{yaml}")
        } else {
            format!("{BASE}mode: renewer\n{yaml}")
        }
    }

    /// Checks the messages of every problem of `yaml` (after [`BASE`]) with `env`.
    fn check(yaml: &str, env: &[(&str, &str)], expect: &[&str]) {
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
    fn every_problem_is_reported_at_once_with_the_original_messages() {
        let config = Config::load(None, &no_env).unwrap();
        let got: Vec<String> = config.validate().iter().map(Problem::to_string).collect();
        assert_eq!(
            got,
            [
                "no certFile specified",
                "no keyFile specified",
                "no vaultAddress specified",
                "no vaultAuthPath specified",
                "no kubeRole specified",
                "no vaultSecretName specified",
                "no vaultSecretPrefix specified",
                UNAUTHENTICATED_LEGACY_DELIVERY,
            ]
        );
        assert!(config.validate().iter().all(Problem::is_error));
        let keys: Vec<String> = config.validate().into_iter().map(|p| p.key).collect();
        assert_eq!(keys[0], "certFile");
    }

    #[test]
    fn validation_messages() {
        check("", &[], &[]);
        check(
            "mode: injector\ncertFile: /tls/tls.crt\n",
            &[],
            &["no keyFile specified", UNAUTHENTICATED_LEGACY_DELIVERY],
        );
        check(
            "mode: all\nkeyFile: /tls/tls.key\n",
            &[],
            &["no certFile specified", UNAUTHENTICATED_LEGACY_DELIVERY],
        );
        // Legacy delivery is served with a client CA, with the opt-out, or not at all;
        // NRI delivery and the other modes need neither.
        let full = "certFile: /c\nkeyFile: /k\n";
        check(
            &format!("mode: all\n{full}clientCAFile: /ca.pem\n"),
            &[],
            &[],
        );
        check(
            &format!("mode: injector\n{full}allowUnauthenticatedLegacyDelivery: true\n"),
            &[],
            &[],
        );
        check(
            &format!("mode: all\n{full}nri:\n  enabled: true\n"),
            &[],
            &[],
        );
        check(
            "mode: injector\ncertFile: /c\nkeyFile: /k\n",
            &[("INJECTOR_ALLOW_UNAUTHENTICATED_LEGACY_DELIVERY", "true")],
            &[],
        );
        check("mode: nri\n", &[], &[]);
        check("mode: revoker\n", &[], &[]);
        check(
            "mode: bogus\n",
            &[],
            &["Wrong Mode : should be injector/renewer/revoker/nri/all"],
        );
        check(
            "mode: Injector\n",
            &[],
            &["Wrong Mode : should be injector/renewer/revoker/nri/all"],
        );
        check("sentry: true\n", &[], &["no sentryDsn specified"]);
        check("sentry: true\nsentryDsn: https://k@sentry/1\n", &[], &[]);
        check(
            "useProjectedSA: true\n",
            &[],
            &[
                "tokenRequestAudiences must be set (e.g., [\"vault\"]) when useProjectedSA is \
               true \u{2014} empty audience disables the cryptographic SA-impersonation bound",
            ],
        );
        check(
            "useProjectedSA: true\ntokenRequestAudiences: [vault]\ntokenRequestExpirationSeconds: 0\n",
            &[],
            &["tokenRequestExpirationSeconds must be > 0 when useProjectedSA is enabled"],
        );
        check("tokenRequestExpirationSeconds: 0\n", &[], &[]);
        check(
            "tokenTTL: 1y\n",
            &[],
            &["tokenTTL must be a valid Go duration (e.g. \"8766h\")"],
        );
        check(
            "tokenTTL: 3600\n",
            &[],
            &[
                "tokenTTL must be a valid Go duration (e.g. \"8766h\"): a number needs a unit, such as 3600s",
            ],
        );
        check("tokenTTL: -1h\n", &[], &["tokenTTL must not be negative"]);
        check(
            "syncTTLSecond: 0\n",
            &[],
            &["syncTTLSecond must be greater than zero"],
        );
        check(
            "vaultRateLimit: -1\n",
            &[],
            &["vaultRateLimit must be between 1 and 4294967295"],
        );
        check(
            "sentrySampleRate: 1.5\n",
            &[],
            &["sentrySampleRate must be between 0 and 1"],
        );
        check(
            "vaultTimeout: 0s\n",
            &[],
            &["vaultTimeout must be greater than zero"],
        );
        check(
            "syncTTLSecond: soon\n",
            &[],
            &["`syncTTLSecond`: expected a whole number"],
        );
        check(
            "syncTTLSecond: 1.5\n",
            &[],
            &["`syncTTLSecond`: expected a whole number"],
        );
        check(
            "sentry: [true]\n",
            &[],
            &["`sentry`: expected true or false (or yes/no, on/off), found a list"],
        );
        check(
            "defaultEngine: {a: b}\n",
            &[],
            &["`defaultEngine`: expected text, found a mapping"],
        );
        check("nri: true\n", &[], &["`nri` must be a mapping of keys"]);
        check(
            "",
            &[("INJECTOR_VAULT_ADDRESS", "vault.example.com:8200")],
            &[
                "vaultAddress must start with https:// (or http:// for a local test server), got \"vault.example.com:8200\"",
            ],
        );
        check(
            "nri:\n  pluginIndex: \"7\"\n",
            &[],
            &["nri.pluginIndex must be exactly two digits (e.g. \"10\"), got \"7\""],
        );
        check(
            "nri:\n  pluginIndex: 100\n",
            &[],
            &["nri.pluginIndex must be exactly two digits (e.g. \"10\"), got \"100\""],
        );
        check(
            "nri:\n  pluginName: my plugin\n",
            &[],
            &["nri.pluginName may only hold letters, digits and _ . + - (got \"my plugin\")"],
        );
        check(
            "metricsAddress: 8080\n",
            &[],
            &["metricsAddress must be host:port or :port (e.g. \":8443\"), got \"8080\": no port"],
        );
        check(
            "healthAddress: \":99999\"\n",
            &[],
            &[
                "healthAddress must be host:port or :port (e.g. \":8443\"), got \":99999\": the port is not a number from 0 to 65535",
            ],
        );
        check(
            "healthAddress: \"::1:8888\"\n",
            &[],
            &[
                "healthAddress must be host:port or :port (e.g. \":8443\"), got \"::1:8888\": the host is not a name or an address (IPv6 addresses go in brackets)",
            ],
        );
        check(
            "healthAddress: \"[::1]:8888\"\nmetricsAddress: 127.0.0.1:0\n",
            &[],
            &[],
        );
        check(
            "healthAddress: 0.0.0.0:8080\n",
            &[],
            &["healthAddress and metricsAddress both use port 8080"],
        );
        // The renewer serves no webhook, so the webhook's port may be anything.
        check(
            "webhookAddress: \":8080\"\nhealthAddress: \":0\"\nmetricsAddress: \":0\"\n",
            &[],
            &[],
        );
        check(
            "excludedNamespaces: [kube-system, Bad_Name]\n",
            &[],
            &["excludedNamespaces holds \"Bad_Name\", which is not a namespace name"],
        );
    }

    #[test]
    fn environment_overrides_the_file() {
        let config = load(
            &with_base("nri:\n  enabled: false\n"),
            &[
                ("INJECTOR_VAULT_ADDRESS", "https://other:8200"),
                ("INJECTOR_NRI_ENABLED", "true"),
                ("INJECTOR_NRI_PREWARMER_MAX_CONCURRENT", "7"),
                ("INJECTOR_TOKEN_REQUEST_AUDIENCES", "vault, other,,"),
                ("INJECTOR_WEBHOOK_ADDRESS", "127.0.0.1:9443"),
                ("INJECTOR_NRI_FETCH_TIMEOUT", "25s"),
                ("INJECTOR_SYNC_TTL_SECOND", "60"),
                ("INJECTOR_EXCLUDED_NAMESPACES", "kube-system,platform"),
                ("INJECTOR_MODE", "nri"),
                ("INJECTOR_LOG_LEVEL", "debug"),
                ("INJECTOR_KUBE_ROLE", ""),
            ],
        );
        assert_eq!(config.vault_address, "https://other:8200");
        assert!(config.nri.enabled);
        assert_eq!(config.nri.prewarmer.max_concurrent, 7);
        assert_eq!(config.token_request_audiences, ["vault", "other"]);
        assert_eq!(config.webhook_address, "127.0.0.1:9443");
        assert_eq!(config.nri.fetch_timeout, Some(Duration::from_secs(25)));
        assert_eq!(config.sync_interval, Duration::from_secs(60));
        assert_eq!(config.excluded_namespaces, ["kube-system", "platform"]);
        assert_eq!(config.mode, Mode::Nri);
        assert_eq!(config.log_level, Level::Debug);
        // An empty variable counts as unset.
        assert_eq!(config.kube_role, "injector");
        assert_eq!(config.validate(), []);
    }

    #[test]
    fn every_key_has_a_working_environment_override() {
        // One valid value per key; each must land without a problem.
        let samples: &[(&str, &str)] = &[
            ("INJECTOR_CERT_FILE", "/c"),
            ("INJECTOR_KEY_FILE", "/k"),
            ("INJECTOR_VAULT_ADDRESS", "https://v"),
            ("INJECTOR_VAULT_AUTH_PATH", "k8s"),
            ("INJECTOR_LOG_LEVEL", "warn"),
            ("INJECTOR_KUBE_ROLE", "r"),
            ("INJECTOR_KUBE_ROLE_NRI", "rn"),
            ("INJECTOR_TOKEN_TTL", "1h"),
            ("INJECTOR_VAULT_SECRET_NAME", "kv"),
            ("INJECTOR_VAULT_SECRET_PREFIX", "p"),
            ("INJECTOR_MODE", "injector"),
            ("INJECTOR_SENTRY", "1"),
            ("INJECTOR_SENTRY_DSN", "https://key@sentry/1"),
            ("INJECTOR_SENTRY_ENVIRONMENT", "staging"),
            ("INJECTOR_SENTRY_SAMPLE_RATE", "0.25"),
            ("INJECTOR_SYNC_TTL_SECOND", "30"),
            ("INJECTOR_INJECTOR_LABEL", "lbl"),
            ("INJECTOR_DEFAULT_ENGINE", "db"),
            ("INJECTOR_VAULT_RATE_LIMIT", "5"),
            ("INJECTOR_USE_PROJECTED_SA", "t"),
            ("INJECTOR_TOKEN_REQUEST_AUDIENCES", "vault"),
            ("INJECTOR_TOKEN_REQUEST_EXPIRATION_SECONDS", "900"),
            ("INJECTOR_NRI_ENABLED", "TRUE"),
            ("INJECTOR_NRI_SOCKET_PATH", "/s"),
            ("INJECTOR_NRI_CACHE_PATH", "/cache"),
            ("INJECTOR_NRI_PLUGIN_NAME", "p.1"),
            ("INJECTOR_NRI_PLUGIN_INDEX", "11"),
            ("INJECTOR_NRI_POD_LABEL", "pl"),
            ("INJECTOR_NRI_FETCH_TIMEOUT", "2s"),
            ("INJECTOR_NRI_PREWARMER_ENABLED", "false"),
            ("INJECTOR_NRI_PREWARMER_MAX_CONCURRENT", "0"),
            ("INJECTOR_WEBHOOK_ADDRESS", ":1"),
            ("INJECTOR_METRICS_ADDRESS", ":2"),
            ("INJECTOR_HEALTH_ADDRESS", ":3"),
            ("INJECTOR_VAULT_CA_CERT", "/ca.pem"),
            ("INJECTOR_VAULT_NAMESPACE", "ns1"),
            ("INJECTOR_VAULT_TIMEOUT", "3s"),
            ("INJECTOR_SERVICE_ACCOUNT_TOKEN_FILE", "/token"),
            ("INJECTOR_KUBECONFIG", "/kc"),
            ("INJECTOR_EXCLUDED_NAMESPACES", "a,b"),
            ("INJECTOR_STRICT_CONFIG", "true"),
            ("INJECTOR_ADMISSION_TIMEOUT", "6s"),
            ("INJECTOR_KV_STORE_TOKEN", "true"),
            ("INJECTOR_TOKEN_ROLE", "pods"),
            ("INJECTOR_ALLOWED_ENGINES", "databases,pg/eu"),
            ("INJECTOR_NRI_REQUIRED_PLUGIN", "vault-db-injector"),
            ("INJECTOR_NAMESPACE_RATE_LIMIT", "0"),
            ("INJECTOR_WEBHOOK_WORKERS", "3"),
            ("INJECTOR_CLIENT_CA_FILE", "/client-ca.pem"),
            (
                "INJECTOR_CLIENT_ALLOWED_NAMES",
                "kube-apiserver,apiserver.example",
            ),
            ("INJECTOR_ALLOW_UNAUTHENTICATED_LEGACY_DELIVERY", "true"),
            ("INJECTOR_NRI_ALLOW_PERSISTENT_CACHE", "true"),
            ("INJECTOR_LEADER_ELECTION_LEASE_DURATION", "30s"),
            ("INJECTOR_LEADER_ELECTION_RENEW_DEADLINE", "20s"),
            ("INJECTOR_LEADER_ELECTION_RETRY_PERIOD", "4s"),
            ("INJECTOR_LEADER_ELECTION_RENEWER_LEASE_NAME", "rel-renewer"),
            ("INJECTOR_LEADER_ELECTION_REVOKER_LEASE_NAME", "rel-revoker"),
            ("INJECTOR_REVOKER_SWEEP_INTERVAL", "1m"),
            ("INJECTOR_REVOKER_GRACE_PERIOD", "0"),
            ("INJECTOR_REVOKER_MAX_REVOKE_SHARE", "0.5"),
            ("INJECTOR_RENEWER_LEASE_INCREMENT", "2h"),
        ];
        assert_eq!(samples.len(), KEYS.len());
        for key in KEYS {
            assert!(
                samples.iter().any(|(name, _)| *name == key.env),
                "{}",
                key.env
            );
        }
        let c = Config::load(None, &env_of(samples)).unwrap();
        assert_eq!(c.validate(), []);
        assert_eq!(
            (
                c.cert_file.as_str(),
                c.key_file.as_str(),
                c.vault_address.as_str()
            ),
            ("/c", "/k", "https://v")
        );
        assert_eq!(
            (c.vault_auth_path.as_str(), c.log_level),
            ("k8s", Level::Warn)
        );
        assert_eq!((c.kube_role.as_str(), c.nri_kube_role()), ("r", "rn"));
        assert_eq!(c.token_ttl, Duration::from_secs(3600));
        assert_eq!(
            (c.vault_secret_name.as_str(), c.vault_secret_prefix.as_str()),
            ("kv", "p")
        );
        assert_eq!(c.mode, Mode::Injector);
        assert!(c.sentry);
        assert_eq!(
            c.sentry_dsn.as_ref().map(SecretString::expose_secret),
            Some("https://key@sentry/1")
        );
        assert_eq!(
            (c.sentry_environment.as_str(), c.sentry_sample_rate),
            ("staging", 0.25)
        );
        assert_eq!(c.sync_interval, Duration::from_secs(30));
        assert_eq!(
            (c.injector_label.as_str(), c.default_engine.as_str()),
            ("lbl", "db")
        );
        assert_eq!(c.vault_rate_limit, 5);
        assert!(c.use_projected_sa);
        assert_eq!(c.token_request_audiences, ["vault"]);
        assert_eq!(c.token_request_expiration_seconds, 900);
        assert!(c.nri.enabled);
        assert_eq!(c.nri.socket_path, PathBuf::from("/s"));
        assert_eq!(c.nri.cache_path, PathBuf::from("/cache"));
        assert_eq!(
            (c.nri.plugin_name.as_str(), c.nri.plugin_index.as_str()),
            ("p.1", "11")
        );
        assert_eq!(c.nri.pod_label, "pl");
        assert_eq!(c.nri.fetch_timeout, Some(Duration::from_secs(2)));
        assert!(!c.nri.prewarmer.enabled);
        assert_eq!(c.nri.prewarmer.max_concurrent, 1);
        assert_eq!(
            (
                c.webhook_address.as_str(),
                c.metrics_address.as_str(),
                c.health_address.as_str()
            ),
            (":1", ":2", ":3")
        );
        assert_eq!(c.vault_ca_cert_path(), Some(Path::new("/ca.pem")));
        assert_eq!(c.vault_namespace_name(), Some("ns1"));
        assert_eq!(c.vault_timeout, Duration::from_secs(3));
        assert_eq!(c.service_account_token_file, PathBuf::from("/token"));
        assert_eq!(c.kubeconfig, Some(PathBuf::from("/kc")));
        assert_eq!(c.excluded_namespaces, ["a", "b"]);
        assert!(c.strict_config);
        assert_eq!(c.admission_timeout, Duration::from_secs(6));
        assert!(c.kv_store_token);
        assert_eq!(c.token_role.as_deref(), Some("pods"));
        assert_eq!(c.allowed_engines, ["databases", "pg/eu"]);
        assert_eq!(c.nri_required_plugin.as_deref(), Some("vault-db-injector"));
        assert_eq!(c.namespace_rate_limit, 0);
        assert_eq!(c.webhook_workers, 3);
        assert_eq!(c.client_ca_file, Some(PathBuf::from("/client-ca.pem")));
        assert_eq!(
            c.client_allowed_names,
            ["kube-apiserver", "apiserver.example"]
        );
        assert!(c.allow_unauthenticated_legacy_delivery);
        assert!(c.nri.allow_persistent_cache);
        assert_eq!(
            c.leader_election,
            LeaderElectionConfig {
                lease_duration: Duration::from_secs(30),
                renew_deadline: Duration::from_secs(20),
                retry_period: Duration::from_secs(4),
                renewer_lease_name: "rel-renewer".into(),
                revoker_lease_name: "rel-revoker".into(),
            }
        );
        assert_eq!(
            c.revoker,
            RevokerConfig {
                sweep_interval: Duration::from_secs(60),
                grace_period: Duration::ZERO,
                max_revoke_share: 0.5,
            }
        );
    }

    #[test]
    fn leader_election_and_revoker_settings() {
        let config = Config::load(None, &no_env).unwrap();
        assert_eq!(
            config.leader_election.lease_duration,
            Duration::from_secs(15)
        );
        assert_eq!(
            config.leader_election.renew_deadline,
            Duration::from_secs(10)
        );
        assert_eq!(config.leader_election.retry_period, Duration::from_secs(2));
        assert_eq!(
            config.leader_election.revoker_lease_name,
            "lock-injector-revoker"
        );
        assert_eq!(
            config.leader_election.renewer_lease_name,
            "lock-injector-renewer"
        );
        assert_eq!(config.revoker.sweep_interval, Duration::from_secs(300));
        assert_eq!(config.revoker.grace_period, Duration::from_secs(600));
        assert_eq!(config.revoker.max_revoke_share, 0.2);
        check(
            "leaderElection:\n  leaseDuration: 4s\n  renewDeadline: 3s\n  retryPeriod: 1s\n  revokerLeaseName: \"\"\n",
            &[],
            &[],
        );
        check(
            "leaderElection:\n  renewDeadline: 15s\n",
            &[],
            &[
                "leaderElection.renewDeadline must be shorter than leaderElection.leaseDuration (a leader must stop acting before another replica may take the lease)",
            ],
        );
        check(
            "leaderElection:\n  retryPeriod: 9s\n",
            &[],
            &[
                "leaderElection.renewDeadline must be longer than 1.2 \u{d7} leaderElection.retryPeriod",
            ],
        );
        check(
            "leaderElection:\n  leaseDuration: 0s\n",
            &[],
            &["leaderElection.leaseDuration must be greater than zero"],
        );
        check(
            "leaderElection:\n  revokerLeaseName: Lock_Revoker\n",
            &[],
            &[
                "leaderElection.revokerLeaseName must be a Kubernetes object name (lower-case letters, digits, - and .), got \"Lock_Revoker\"",
            ],
        );
        check(
            "revoker:\n  maxRevokeShare: 1.5\n",
            &[],
            &["revoker.maxRevokeShare must be between 0 and 1"],
        );
        check(
            "revoker:\n  gracePeriod: -1s\n  sweepInterval: 0s\n",
            &[],
            &[
                "revoker.sweepInterval must be greater than zero",
                "revoker.gracePeriod must not be negative",
            ],
        );
        check(
            "revoker:\n  sweepInterval: 30\n",
            &[],
            &[
                "`revoker.sweepInterval`: a duration needs a unit, such as \"30ms\" or \"30s\" (the Go original read a bare number as nanoseconds)",
            ],
        );
    }

    #[test]
    fn duration_and_count_keys_have_an_upper_bound() {
        // Each of these once went unchecked into `Instant` arithmetic or an allocation.
        check(
            "syncTTLSecond: 9223372036854775807\n",
            &[],
            &["syncTTLSecond must be at most 86400 (one day)"],
        );
        check("syncTTLSecond: 86400\n", &[], &[]);
        check(
            "tokenTTL: 87601h\n",
            &[],
            &["tokenTTL must be at most 87600h"],
        );
        check(
            "vaultTimeout: 11m\nnri:\n  fetchTimeout: 2562047h\n",
            &[],
            &[
                "nri.fetchTimeout must be at most 10m",
                "vaultTimeout must be at most 10m",
            ],
        );
        check(
            "leaderElection:\n  leaseDuration: 25h\n  renewDeadline: 1000000h\n  retryPeriod: 24h1s\n",
            &[],
            &[
                "leaderElection.leaseDuration must be at most 24h",
                "leaderElection.renewDeadline must be at most 24h",
                "leaderElection.retryPeriod must be at most 24h",
            ],
        );
        check(
            "revoker:\n  sweepInterval: 48h\n  gracePeriod: 2562047h\n",
            &[],
            &[
                "revoker.sweepInterval must be at most 24h",
                "revoker.gracePeriod must be at most 24h",
            ],
        );
        check(
            "renewer:\n  leaseIncrement: 2562047h\n",
            &[],
            &["renewer.leaseIncrement must be at most 87600h"],
        );
        check(
            "tokenRequestExpirationSeconds: 4294967297\n",
            &[],
            &[
                "tokenRequestExpirationSeconds must be at most 4294967296 (the apiserver refuses more)",
            ],
        );
        check(
            "nri:\n  prewarmer:\n    maxConcurrent: 9223372036854775807\n",
            &[],
            &["nri.prewarmer.maxConcurrent must be at most 1024"],
        );
        check("nri:\n  prewarmer:\n    maxConcurrent: 1024\n", &[], &[]);
    }

    #[test]
    fn renewer_settings() {
        let config = Config::load(None, &no_env).unwrap();
        assert_eq!(config.renewer.lease_increment, Duration::from_secs(432_000));
        let config = load(&with_base("renewer:\n  leaseIncrement: 1h\n"), &[]);
        assert_eq!(config.renewer.lease_increment, Duration::from_secs(3600));
        let config = load(
            &with_base(""),
            &[("INJECTOR_RENEWER_LEASE_INCREMENT", "90m")],
        );
        assert_eq!(config.renewer.lease_increment, Duration::from_secs(5400));
        check(
            "renewer:\n  leaseIncrement: 0s\n",
            &[],
            &["renewer.leaseIncrement must be greater than zero"],
        );
    }

    #[test]
    fn webhook_keys() {
        let c = Config::load(None, &no_env).unwrap();
        assert_eq!(c.webhook_workers, limits::WEBHOOK_WORKERS_DEFAULT);
        assert_eq!(c.client_ca_file, None);
        let c =
            Config::from_yaml_str("webhookWorkers: 16\nclientCAFile: /ca.pem\n", &no_env).unwrap();
        assert_eq!(c.webhook_workers, 16);
        assert_eq!(c.client_ca_file, Some(PathBuf::from("/ca.pem")));
        let c = Config::from_yaml_str("clientCAFile: \"\"\n", &no_env).unwrap();
        assert_eq!(c.client_ca_file, None);
        let refused = format!(
            "webhookWorkers must be between 1 and {}",
            limits::WEBHOOK_WORKERS_MAX
        );
        for bad in [
            "webhookWorkers: 0\n",
            "webhookWorkers: -1\n",
            "webhookWorkers: 100000\n",
        ] {
            check(bad, &[], &[refused.as_str()]);
        }
        check("webhookWorkers: 1\n", &[], &[]);
    }

    #[test]
    fn admission_keys() {
        let c = Config::load(None, &no_env).unwrap();
        assert_eq!(c.admission_timeout, Duration::from_secs(4));
        assert!(!c.kv_store_token);
        assert_eq!(c.token_role, None);
        assert_eq!(c.namespace_rate_limit, 600);
        check(
            "admissionTimeout: 45s\n",
            &[],
            &["admissionTimeout is capped at 29s: the apiserver waits at most 30s for a webhook"],
        );
        let c = Config::from_yaml_str("admissionTimeout: 45s\n", &no_env).unwrap();
        assert_eq!(c.admission_timeout, Duration::from_secs(29));
        check(
            "admissionTimeout: 0s\n",
            &[],
            &["admissionTimeout must be greater than zero"],
        );
        check(
            "namespaceRateLimit: -1\n",
            &[],
            &["namespaceRateLimit must be between 0 and 4294967295"],
        );
        check(
            "tokenRole: ../x\nallowedEngines: [ok, \"a/../b\"]\nnriRequiredPlugin: \"a b\"\n",
            &[],
            &[
                "allowedEngines holds \"a/../b\", which is not a Vault mount path",
                "tokenRole \"../x\" is not a Vault token role name",
                "nriRequiredPlugin may only hold letters, digits and _ . + - (got \"a b\")",
            ],
        );
    }

    #[test]
    fn unprefixed_environment_is_ignored() {
        let config = Config::load(
            None,
            &env_of(&[
                ("VAULT_ADDRESS", "https://x"),
                ("MODE", "nri"),
                ("ENABLED", "true"),
            ]),
        )
        .unwrap();
        assert_eq!(config.vault_address, "");
        assert_eq!(config.mode, Mode::All);
        assert!(!config.nri.enabled);
    }

    #[test]
    fn environment_problems_name_the_variable() {
        check(
            "",
            &[("INJECTOR_SENTRY", "maybe")],
            &["`sentry`: expected true or false (or yes/no, on/off) (from INJECTOR_SENTRY)"],
        );
        check(
            "",
            &[("INJECTOR_MODE", "everything")],
            &["Wrong Mode : should be injector/renewer/revoker/nri/all (from INJECTOR_MODE)"],
        );
        check(
            "",
            &[("INJECTOR_NRI_FETCH_TIMEOUT", "1500")],
            &[
                "`nri.fetchTimeout`: Go duration is missing a unit (ns, us, ms, s, m, h; e.g. 3600s) (from INJECTOR_NRI_FETCH_TIMEOUT)",
            ],
        );
    }

    #[test]
    fn yaml_1_1_booleans() {
        let truthy = [
            "true", "True", "TRUE", "yes", "Yes", "YES", "y", "Y", "on", "On", "ON",
        ];
        let falsy = [
            "false", "False", "FALSE", "no", "No", "NO", "n", "N", "off", "Off", "OFF",
        ];
        for (words, expect) in [(truthy, true), (falsy, false)] {
            for word in words {
                let config = load(
                    &format!(
                        "sentry: {word}\nnri:\n  enabled: {word}\n  prewarmer:\n    enabled: {word}\n"
                    ),
                    &[],
                );
                assert_eq!(config.sentry, expect, "{word}");
                assert_eq!(config.nri.enabled, expect, "{word}");
                assert_eq!(config.nri.prewarmer.enabled, expect, "{word}");
            }
        }
        check(
            "useProjectedSA: yEs\n",
            &[],
            &["`useProjectedSA`: expected true or false (or yes/no, on/off)"],
        );
        check(
            "useProjectedSA: 1\n",
            &[],
            &["`useProjectedSA`: expected true or false (or yes/no, on/off), found a number"],
        );
    }

    #[test]
    fn numbers_for_text_keys_and_text_for_numbers() {
        let config = load(
            "nri:\n  pluginIndex: 10\n  pluginName: 12\nkubeRole: 42\nsyncTTLSecond: \"120\"\nsentrySampleRate: \"0.5\"\nvaultRateLimit: 10.0\n",
            &[],
        );
        assert_eq!(config.nri.plugin_index, "10");
        assert_eq!(config.nri.plugin_name, "12");
        assert_eq!(config.kube_role, "42");
        assert_eq!(config.sync_interval, Duration::from_secs(120));
        assert_eq!(config.sentry_sample_rate, 0.5);
        assert_eq!(config.vault_rate_limit, 10);
        // A leading zero keeps the text, as YAML 1.2 and yaml.v2 both read it.
        assert_eq!(
            load("nri:\n  pluginIndex: 01\n", &[]).nri.plugin_index,
            "01"
        );
        // Empty means the original's defaults.
        let config = load("nri:\n  pluginIndex: \"\"\n  pluginName: \"\"\n", &[]);
        assert_eq!(config.nri.plugin_index, "10");
        assert_eq!(config.nri.plugin_name, "vault-db-injector");
        // A single audience written as text is a one-item list.
        assert_eq!(
            load("tokenRequestAudiences: vault\n", &[]).token_request_audiences,
            ["vault"]
        );
        assert_eq!(
            load("tokenRequestAudiences:\n  []\n", &[]).token_request_audiences,
            Vec::<String>::new()
        );
    }

    #[test]
    fn durations() {
        let config = load(
            "tokenTTL: 1h30m\nvaultTimeout: 2.5s\nnri:\n  fetchTimeout: 1500ms\n",
            &[],
        );
        assert_eq!(config.token_ttl, Duration::from_secs(5400));
        assert_eq!(config.vault_timeout, Duration::from_millis(2500));
        assert_eq!(config.nri.fetch_timeout, Some(Duration::from_millis(1500)));
        assert_eq!(
            load("tokenTTL: 8766h\n", &[]).token_ttl,
            Duration::from_secs(8766 * 3600)
        );
        assert_eq!(load("tokenTTL: \"\"\n", &[]).token_ttl, DEFAULT_TOKEN_TTL);
        assert_eq!(
            load("nri:\n  fetchTimeout: 0\n", &[]).nri.fetch_timeout,
            None
        );
        assert_eq!(
            load("nri:\n  fetchTimeout: -1s\n", &[]).nri.fetch_timeout,
            None
        );
        check(
            "nri:\n  fetchTimeout: 1500\n",
            &[],
            &[
                "`nri.fetchTimeout`: a duration needs a unit, such as \"1500ms\" or \"1500s\" (the Go original read a bare number as nanoseconds)",
            ],
        );
        check(
            "vaultTimeout: 10 s\n",
            &[],
            &["`vaultTimeout`: Go duration has an unknown unit (use ns, us, ms, s, m or h)"],
        );
    }

    #[test]
    fn null_values_keep_the_defaults() {
        // Helm renders an empty value as a key with nothing after it.
        let config = load(
            "logLevel:\nsentryEnvironment:\nnri:\n  prewarmer:\n    enabled:\n",
            &[],
        );
        assert_eq!(config.log_level, Level::Info);
        assert_eq!(config.sentry_environment, "production");
        assert!(config.nri.prewarmer.enabled);
        assert!(load("nri:\n", &[]).unknown_keys().is_empty());
    }

    #[test]
    fn unknown_keys_are_warnings_with_suggestions() {
        let config = load(
            &with_base(
                "SyncTTLSecond: 60\nwebhookMatchLabels: x\nnri:\n  fetchTimout: 1s\n  prewarmer:\n    max: 3\n",
            ),
            &[],
        );
        let unknown: Vec<(&str, Option<&str>)> = config
            .unknown_keys()
            .iter()
            .map(|u| (u.key.as_str(), u.suggestion))
            .collect();
        assert_eq!(
            unknown,
            [
                ("SyncTTLSecond", Some("syncTTLSecond")),
                ("webhookMatchLabels", Some("nri.podLabel")),
                ("nri.fetchTimout", Some("nri.fetchTimeout")),
                ("nri.prewarmer.max", None),
            ]
        );
        // The misspelt key did not set anything.
        assert_eq!(config.sync_interval, Duration::from_secs(300));
        let problems = config.validate();
        assert_eq!(problems.len(), 4);
        assert!(problems.iter().all(|p| p.severity == Severity::Warning));
        assert_eq!(
            problems[0].to_string(),
            "unknown key `SyncTTLSecond`, did you mean `syncTTLSecond`?"
        );
        assert_eq!(problems[0].key, "SyncTTLSecond");
    }

    #[test]
    fn strict_config_makes_warnings_errors() {
        let yaml = with_base("SyncTTLSecond: 60\nlogLevel: trace\n");
        let lenient = load(&yaml, &[]).validate();
        assert_eq!(lenient.len(), 2);
        assert!(lenient.iter().all(|p| !p.is_error()));
        assert_eq!(
            lenient[0].to_string(),
            "unknown log level \"trace\", defaulting to info"
        );
        let strict = load(&format!("{yaml}strictConfig: on\n"), &[]).validate();
        assert_eq!(strict.len(), 2);
        assert!(strict.iter().all(Problem::is_error));
        let strict = load(&yaml, &[("INJECTOR_STRICT_CONFIG", "true")]).validate();
        assert!(strict.iter().all(Problem::is_error));
    }

    #[test]
    fn log_levels() {
        for (name, level) in [
            ("debug", Level::Debug),
            ("info", Level::Info),
            ("warn", Level::Warn),
            ("error", Level::Error),
        ] {
            let config = load(&with_base(&format!("logLevel: {name}\n")), &[]);
            assert_eq!(config.log_level, level);
            assert_eq!(config.validate(), []);
        }
        let config = load(&with_base("logLevel: verbose\n"), &[]);
        assert_eq!(config.log_level, Level::Info);
        assert_eq!(config.validate()[0].severity, Severity::Warning);
    }

    #[test]
    fn vault_skip_verify_is_refused() {
        let refused = "VAULT_SKIP_VERIFY is set: vault-db-injector never skips TLS verification \
                       of Vault; unset it and give Vault's CA with vaultCACert or VAULT_CACERT";
        check("", &[("VAULT_SKIP_VERIFY", "true")], &[refused]);
        check("", &[("VAULT_SKIP_VERIFY", "1")], &[refused]);
        check("", &[("VAULT_SKIP_VERIFY", "sure")], &[refused]);
        check("", &[("VAULT_SKIP_VERIFY", "false")], &[]);
        check("", &[("VAULT_SKIP_VERIFY", "")], &[]);
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

    #[test]
    fn yaml_features_of_the_original() {
        // Merge keys, anchors, comments and tags, as yaml.v2 read them.
        let config = load(
            "common: &common\n  kubeRole: shared\nkubeRole: !!str 12\n# comment\nnri: {pluginIndex: !!str 11}\n",
            &[],
        );
        assert_eq!(config.kube_role, "12");
        assert_eq!(config.nri.plugin_index, "11");
        assert_eq!(config.unknown_keys()[0].key, "common");
        let config = load("<<: {kubeRole: merged}\n", &[]);
        assert_eq!(config.kube_role, "merged");
        assert!(config.unknown_keys().is_empty());
        // An empty document sets nothing.
        assert_eq!(load("# nothing\n", &[]).mode, Mode::All);
    }

    #[test]
    fn unreadable_documents_are_errors() {
        let err = Config::from_yaml_str("- a\n- b\n", &no_env).unwrap_err();
        assert_eq!(
            err.to_string(),
            "config file <inline> must be a mapping of keys to values"
        );
        let err = Config::from_yaml_str("a: b: c\n", &no_env).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("config file <inline> is not valid yaml: "),
            "{err}"
        );
        assert!(std::error::Error::source(&err).is_some());
        let err = Config::from_yaml_str("kubeRole: a\nkubeRole: b\n", &no_env).unwrap_err();
        assert!(err.to_string().contains("duplicate"), "{err}");
        let err = Config::load(Some(Path::new("/nonexistent/config.yaml")), &no_env).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot read config file /nonexistent/config.yaml"
        );
        assert!(matches!(err, Error::Read { .. }));
    }

    #[test]
    fn files_are_size_capped_and_utf8() {
        let dir = std::env::temp_dir().join(format!("vdbi-config-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let big = dir.join("big.yaml");
        let limit = usize::try_from(limits::CONFIG_FILE_MAX_BYTES).unwrap();
        fs::write(&big, format!("# {}\n", "x".repeat(limit))).unwrap();
        assert!(matches!(
            Config::load(Some(&big), &no_env),
            Err(Error::TooLarge { .. })
        ));
        let binary = dir.join("binary.yaml");
        fs::write(&binary, b"kubeRole: \xff\n").unwrap();
        assert!(matches!(
            Config::load(Some(&binary), &no_env),
            Err(Error::NotUtf8 { .. })
        ));
        let good = dir.join("good.yaml");
        fs::write(&good, with_base("")).unwrap();
        let config = Config::load(Some(&good), &no_env).unwrap();
        assert_eq!(config.source(), Some(good.as_path()));
        assert_eq!(config.validate(), []);
        fs::remove_dir_all(&dir).unwrap();
    }

    /// SplitMix64, the small PRNG the style guide asks for in property tests.
    struct SplitMix64(u64);

    impl SplitMix64 {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }
    }

    #[test]
    fn property_arbitrary_documents_never_panic() {
        #[allow(clippy::disallowed_methods)] // Tests choose their seed from the environment.
        let seed = std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0x00c0_f160_u64);
        let mut rng = SplitMix64(seed);
        let pieces = [
            "mode",
            "nri",
            "prewarmer",
            "enabled",
            "tokenTTL",
            "fetchTimeout",
            "pluginIndex",
            ":",
            " ",
            "\n",
            "  ",
            "- ",
            "[",
            "]",
            "{",
            "}",
            ",",
            "yes",
            "1500",
            "1h",
            "-",
            "\"",
            "'",
            "&a",
            "*a",
            "<<",
            "!!str",
            "#",
            "0x1F",
            "1e400",
            "~",
            "\u{b5}s",
            "syncTTLSecond",
            "excludedNamespaces",
            "sentryDsn",
            ".",
            "|",
            ">",
        ];
        for case in 0..2000 {
            let count = rng.next() % 24;
            let text: String = (0..count)
                .map(|_| pieces[(rng.next() % pieces.len() as u64) as usize])
                .collect();
            let result = std::panic::catch_unwind(|| {
                if let Ok(config) = Config::from_yaml_str(&text, &no_env) {
                    let _ = config.validate();
                }
            });
            assert!(
                result.is_ok(),
                "case {case} panicked on {text:?} (TEST_SEED={seed})"
            );
        }
    }

    fn repository_file(relative: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(relative)
    }

    /// Every file in `tests/data/config/` loads; its `# expect:` header lines list the
    /// problems it must produce (none when there is no such line).
    #[test]
    fn go_era_corpus_loads() {
        let dir = repository_file("tests/data/config");
        let mut files: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|e| e == "yaml"))
            .collect();
        files.sort();
        assert!(files.len() >= 8, "corpus is missing from {}", dir.display());
        for file in files {
            let text = fs::read_to_string(&file).unwrap();
            let expect: Vec<&str> = text
                .lines()
                .filter_map(|line| line.strip_prefix("# expect: "))
                .collect();
            let config = Config::load(Some(&file), &no_env)
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let got: Vec<String> = config.validate().iter().map(Problem::to_string).collect();
            assert_eq!(got, expect, "{}", file.display());
        }
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
