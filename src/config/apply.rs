//! Turning one setting, from the file or its `INJECTOR_*` override, into its typed field:
//! the value shapes yaml.v2 and Go accepted (YAML 1.1 booleans, numbers for text, Go
//! durations, comma-separated lists) and a problem naming the key when a value does not fit.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::path::PathBuf;
use std::time::Duration;

use serde_yaml::Value;

use crate::config::duration::{self, DurationError, parse_go_duration};
use crate::config::keys::Key;
use crate::config::load::{Setting, untag};
use crate::config::{
    Config, DEFAULT_NRI_PLUGIN_INDEX, DEFAULT_NRI_PLUGIN_NAME, DEFAULT_RENEWER_LEASE_NAME,
    DEFAULT_REVOKER_LEASE_NAME, Mode, Problem,
};
use crate::limits;
use crate::logger::Level;
use crate::secret::SecretString;

impl Config {
    /// Converts one setting into its field.
    pub(super) fn apply(&mut self, key: &Key, setting: &Setting) -> Result<(), Problem> {
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
            "nri.kubeletRootDir" => {
                // Empty keeps the default, as an unset Helm value renders.
                let root = as_text()?;
                self.nri.kubelet_root_dir = if root.is_empty() {
                    PathBuf::from(crate::podtoken::DEFAULT_KUBELET_ROOT)
                } else {
                    PathBuf::from(root)
                };
            }
            "nri.allowInjectorIdentity" => self.nri.allow_injector_identity = as_boolean()?,
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
            "renewer.warmStandby" => self.renewer.warm_standby = as_boolean()?,
            "rotation.enabled" => self.rotation.enabled = as_boolean()?,
            "rotation.window" => {
                // Zero (or empty) means the default: a tenth of the maximum TTL, at least
                // `limits::ROTATION_WINDOW_MIN`.
                let window = as_duration()?
                    .non_negative()
                    .ok_or_else(|| fail(format!("{path} must not be negative")))?;
                let window = at_most(window, limits::CONFIG_INTERVAL_MAX)?;
                self.rotation.window = (!window.is_zero()).then_some(window);
            }
            "rotation.maxEvictionsPerMinute" => {
                let rate = as_integer()?;
                self.rotation.max_evictions_per_minute = u32::try_from(rate)
                    .ok()
                    .filter(|r| *r >= 1)
                    .ok_or_else(|| fail(format!("{path} must be between 1 and 4294967295")))?;
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
}
pub(super) fn shape(value: &Value) -> &'static str {
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
pub(super) fn text(setting: &Setting) -> Result<String, String> {
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
pub(super) fn parse_bool(text: &str) -> Option<bool> {
    match text {
        "true" | "True" | "TRUE" | "yes" | "Yes" | "YES" | "y" | "Y" | "on" | "On" | "ON" | "1"
        | "t" | "T" => Some(true),
        "false" | "False" | "FALSE" | "no" | "No" | "NO" | "n" | "N" | "off" | "Off" | "OFF"
        | "0" | "f" | "F" => Some(false),
        _ => None,
    }
}

pub(super) fn boolean(setting: &Setting) -> Result<bool, String> {
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

pub(super) fn integer(setting: &Setting) -> Result<i64, String> {
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

pub(super) fn float(setting: &Setting) -> Result<f64, String> {
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

pub(super) fn duration(setting: &Setting) -> Result<duration::GoDuration, String> {
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
pub(super) fn go_text(bound: Duration) -> String {
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
pub(super) fn list(setting: &Setting) -> Result<Vec<String>, String> {
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

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;
    use crate::config::DEFAULT_TOKEN_TTL;
    use crate::config::LeaderElectionConfig;
    use crate::config::RevokerConfig;
    use crate::config::Severity;
    use crate::config::keys::KEYS;
    use crate::config::tests::*;
    use std::path::Path;

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
            ("INJECTOR_NRI_KUBELET_ROOT_DIR", "/var/lib/k0s/kubelet"),
            ("INJECTOR_NRI_ALLOW_INJECTOR_IDENTITY", "true"),
            ("INJECTOR_LEADER_ELECTION_LEASE_DURATION", "30s"),
            ("INJECTOR_LEADER_ELECTION_RENEW_DEADLINE", "20s"),
            ("INJECTOR_LEADER_ELECTION_RETRY_PERIOD", "4s"),
            ("INJECTOR_LEADER_ELECTION_RENEWER_LEASE_NAME", "rel-renewer"),
            ("INJECTOR_LEADER_ELECTION_REVOKER_LEASE_NAME", "rel-revoker"),
            ("INJECTOR_REVOKER_SWEEP_INTERVAL", "1m"),
            ("INJECTOR_REVOKER_GRACE_PERIOD", "0"),
            ("INJECTOR_REVOKER_MAX_REVOKE_SHARE", "0.5"),
            ("INJECTOR_RENEWER_LEASE_INCREMENT", "2h"),
            ("INJECTOR_RENEWER_WARM_STANDBY", "false"),
            ("INJECTOR_ROTATION_ENABLED", "true"),
            ("INJECTOR_ROTATION_WINDOW", "30m"),
            ("INJECTOR_ROTATION_MAX_EVICTIONS_PER_MINUTE", "3"),
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
        assert!(!c.renewer.warm_standby);
        assert_eq!(
            c.rotation,
            crate::config::RotationConfig {
                enabled: true,
                window: Some(Duration::from_secs(1800)),
                max_evictions_per_minute: 3,
            }
        );
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
        assert!(c.nri.allow_injector_identity);
        assert_eq!(
            c.nri.kubelet_root_dir,
            PathBuf::from("/var/lib/k0s/kubelet")
        );
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
}
