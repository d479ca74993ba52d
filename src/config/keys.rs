//! The table of every configuration key: its YAML path, its `INJECTOR_*` environment name
//! and its type. One table drives the file walk, the environment overrides, the unknown-key
//! check with its suggestions, and the test that `docs/configuration.md` documents every key,
//! so a key added here cannot be forgotten in one of them.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::fmt;

/// One configuration key.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Key {
    /// The YAML path, sections joined with dots (`nri.prewarmer.enabled`).
    pub(crate) path: &'static str,
    /// The environment variable that overrides it.
    pub(crate) env: &'static str,
}

const fn key(path: &'static str, env: &'static str) -> Key {
    Key { path, env }
}

/// Every key, in the order `docs/configuration.md` presents them: the Go original's keys with
/// its environment names, then the keys this implementation adds.
pub(crate) const KEYS: &[Key] = &[
    key("certFile", "INJECTOR_CERT_FILE"),
    key("keyFile", "INJECTOR_KEY_FILE"),
    key("vaultAddress", "INJECTOR_VAULT_ADDRESS"),
    key("vaultAuthPath", "INJECTOR_VAULT_AUTH_PATH"),
    key("logLevel", "INJECTOR_LOG_LEVEL"),
    key("kubeRole", "INJECTOR_KUBE_ROLE"),
    key("kubeRoleNri", "INJECTOR_KUBE_ROLE_NRI"),
    key("tokenTTL", "INJECTOR_TOKEN_TTL"),
    key("vaultSecretName", "INJECTOR_VAULT_SECRET_NAME"),
    key("vaultSecretPrefix", "INJECTOR_VAULT_SECRET_PREFIX"),
    key("mode", "INJECTOR_MODE"),
    key("sentry", "INJECTOR_SENTRY"),
    key("sentryDsn", "INJECTOR_SENTRY_DSN"),
    key("sentryEnvironment", "INJECTOR_SENTRY_ENVIRONMENT"),
    key("sentrySampleRate", "INJECTOR_SENTRY_SAMPLE_RATE"),
    key("syncTTLSecond", "INJECTOR_SYNC_TTL_SECOND"),
    key("injectorLabel", "INJECTOR_INJECTOR_LABEL"),
    key("defaultEngine", "INJECTOR_DEFAULT_ENGINE"),
    key("vaultRateLimit", "INJECTOR_VAULT_RATE_LIMIT"),
    key("useProjectedSA", "INJECTOR_USE_PROJECTED_SA"),
    key("tokenRequestAudiences", "INJECTOR_TOKEN_REQUEST_AUDIENCES"),
    key(
        "tokenRequestExpirationSeconds",
        "INJECTOR_TOKEN_REQUEST_EXPIRATION_SECONDS",
    ),
    key("nri.enabled", "INJECTOR_NRI_ENABLED"),
    key("nri.socketPath", "INJECTOR_NRI_SOCKET_PATH"),
    key("nri.cachePath", "INJECTOR_NRI_CACHE_PATH"),
    key(
        "nri.allowPersistentCache",
        "INJECTOR_NRI_ALLOW_PERSISTENT_CACHE",
    ),
    key("nri.kubeletRootDir", "INJECTOR_NRI_KUBELET_ROOT_DIR"),
    key(
        "nri.allowInjectorIdentity",
        "INJECTOR_NRI_ALLOW_INJECTOR_IDENTITY",
    ),
    key("nri.pluginName", "INJECTOR_NRI_PLUGIN_NAME"),
    key("nri.pluginIndex", "INJECTOR_NRI_PLUGIN_INDEX"),
    key("nri.podLabel", "INJECTOR_NRI_POD_LABEL"),
    key("nri.fetchTimeout", "INJECTOR_NRI_FETCH_TIMEOUT"),
    key("nri.prewarmer.enabled", "INJECTOR_NRI_PREWARMER_ENABLED"),
    key(
        "nri.prewarmer.maxConcurrent",
        "INJECTOR_NRI_PREWARMER_MAX_CONCURRENT",
    ),
    key("webhookAddress", "INJECTOR_WEBHOOK_ADDRESS"),
    key("metricsAddress", "INJECTOR_METRICS_ADDRESS"),
    key("healthAddress", "INJECTOR_HEALTH_ADDRESS"),
    key("vaultCACert", "INJECTOR_VAULT_CA_CERT"),
    key("vaultNamespace", "INJECTOR_VAULT_NAMESPACE"),
    key("vaultTimeout", "INJECTOR_VAULT_TIMEOUT"),
    key(
        "serviceAccountTokenFile",
        "INJECTOR_SERVICE_ACCOUNT_TOKEN_FILE",
    ),
    key("kubeconfig", "INJECTOR_KUBECONFIG"),
    key("excludedNamespaces", "INJECTOR_EXCLUDED_NAMESPACES"),
    key("strictConfig", "INJECTOR_STRICT_CONFIG"),
    key("admissionTimeout", "INJECTOR_ADMISSION_TIMEOUT"),
    key("kvStoreToken", "INJECTOR_KV_STORE_TOKEN"),
    key("tokenRole", "INJECTOR_TOKEN_ROLE"),
    key("allowedEngines", "INJECTOR_ALLOWED_ENGINES"),
    key("nriRequiredPlugin", "INJECTOR_NRI_REQUIRED_PLUGIN"),
    key("namespaceRateLimit", "INJECTOR_NAMESPACE_RATE_LIMIT"),
    key("webhookWorkers", "INJECTOR_WEBHOOK_WORKERS"),
    key("clientCAFile", "INJECTOR_CLIENT_CA_FILE"),
    key("clientAllowedNames", "INJECTOR_CLIENT_ALLOWED_NAMES"),
    key(
        "allowUnauthenticatedLegacyDelivery",
        "INJECTOR_ALLOW_UNAUTHENTICATED_LEGACY_DELIVERY",
    ),
    key("renewer.leaseIncrement", "INJECTOR_RENEWER_LEASE_INCREMENT"),
    key("renewer.warmStandby", "INJECTOR_RENEWER_WARM_STANDBY"),
    key("rotation.enabled", "INJECTOR_ROTATION_ENABLED"),
    key("rotation.window", "INJECTOR_ROTATION_WINDOW"),
    key(
        "rotation.maxEvictionsPerMinute",
        "INJECTOR_ROTATION_MAX_EVICTIONS_PER_MINUTE",
    ),
    key(
        "leaderElection.leaseDuration",
        "INJECTOR_LEADER_ELECTION_LEASE_DURATION",
    ),
    key(
        "leaderElection.renewDeadline",
        "INJECTOR_LEADER_ELECTION_RENEW_DEADLINE",
    ),
    key(
        "leaderElection.retryPeriod",
        "INJECTOR_LEADER_ELECTION_RETRY_PERIOD",
    ),
    key(
        "leaderElection.renewerLeaseName",
        "INJECTOR_LEADER_ELECTION_RENEWER_LEASE_NAME",
    ),
    key(
        "leaderElection.revokerLeaseName",
        "INJECTOR_LEADER_ELECTION_REVOKER_LEASE_NAME",
    ),
    key("revoker.sweepInterval", "INJECTOR_REVOKER_SWEEP_INTERVAL"),
    key("revoker.gracePeriod", "INJECTOR_REVOKER_GRACE_PERIOD"),
    key(
        "revoker.maxRevokeShare",
        "INJECTOR_REVOKER_MAX_REVOKE_SHARE",
    ),
];

/// Keys that hold a mapping of further keys.
pub(crate) const SECTIONS: &[&str] = &[
    "nri",
    "nri.prewarmer",
    "leaderElection",
    "revoker",
    "renewer",
    "rotation",
];

/// The key at `path`, if there is one.
pub(crate) fn find(path: &str) -> Option<&'static Key> {
    KEYS.iter().find(|key| key.path == path)
}

/// Keys that the Go original's own documentation and chart named, but that never existed in
/// its configuration struct (it ignored them silently), with where the setting really lives.
const NON_KEYS: &[(&str, &str, &str)] = &[
    (
        "kubeRoleRenewer",
        "kubeRole",
        "kubeRoleRenewer is a Helm chart value; in a configuration file the renewer's role is `kubeRole`",
    ),
    (
        "kubeRoleRevoker",
        "kubeRole",
        "kubeRoleRevoker is a Helm chart value; in a configuration file the revoker's role is `kubeRole`",
    ),
    (
        "webhookMatchLabels",
        "nri.podLabel",
        "webhookMatchLabels is a Helm chart value that sets the webhook's objectSelector and `nri.podLabel`",
    ),
];

/// A key in the file that is not a configuration key, with the valid key it most likely
/// meant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownKey {
    /// The key as written, with its sections (`nri.fetchTimout`).
    pub key: String,
    /// The closest valid key, if one is close enough to be a likely typo.
    pub suggestion: Option<&'static str>,
    /// Why, for keys that the Go original's docs named but that never existed.
    pub note: Option<&'static str>,
}

impl UnknownKey {
    /// Builds the entry for `key`, looking for the closest valid key.
    pub(crate) fn new(key: String) -> UnknownKey {
        let (suggestion, note) = match NON_KEYS.iter().find(|(name, _, _)| *name == key) {
            Some((_, suggestion, note)) => (Some(*suggestion), Some(*note)),
            None => (closest(&key), None),
        };
        UnknownKey {
            key,
            suggestion,
            note,
        }
    }
}

impl fmt::Display for UnknownKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown key `{}`", self.key)?;
        if let Some(suggestion) = self.suggestion {
            write!(f, ", did you mean `{suggestion}`?")?;
        }
        if let Some(note) = self.note {
            write!(f, " ({note})")?;
        }
        Ok(())
    }
}

/// Every valid path, leaves and sections.
fn candidates() -> impl Iterator<Item = &'static str> {
    KEYS.iter()
        .map(|key| key.path)
        .chain(SECTIONS.iter().copied())
}

/// The valid key closest to `unknown`: the same key in another case first (`SyncTTLSecond`),
/// then the same key in another section (`fetchTimeout` at the top level), then the nearest
/// by edit distance, if it is within a third of the key's length.
pub(crate) fn closest(unknown: &str) -> Option<&'static str> {
    let lower = unknown.to_lowercase();
    if let Some(found) = candidates().find(|path| path.to_lowercase() == lower) {
        return Some(found);
    }
    let leaf = lower.rsplit('.').next().unwrap_or(&lower);
    if let Some(found) = candidates().find(|path| {
        path.rsplit('.')
            .next()
            .is_some_and(|last| last.to_lowercase() == leaf)
    }) {
        return Some(found);
    }
    let limit = (unknown.chars().count() / 3).max(1);
    // A typo of a leaf is not a section: `nri.prewarmer.max` is not `nri.prewarmer`.
    KEYS.iter()
        .map(|key| key.path)
        .map(|path| (edit_distance(&lower, &path.to_lowercase()), path))
        .filter(|(distance, _)| *distance <= limit)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, path)| path)
}

/// Levenshtein distance over characters.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len().saturating_add(1)];
    for (i, ca) in a.chars().enumerate() {
        if let Some(first) = current.first_mut() {
            *first = i.saturating_add(1);
        }
        for (j, cb) in b.iter().enumerate() {
            let substitute = previous
                .get(j)
                .copied()
                .unwrap_or(usize::MAX)
                .saturating_add(usize::from(ca != *cb));
            let delete = previous
                .get(j.saturating_add(1))
                .copied()
                .unwrap_or(usize::MAX)
                .saturating_add(1);
            let insert = current
                .get(j)
                .copied()
                .unwrap_or(usize::MAX)
                .saturating_add(1);
            if let Some(cell) = current.get_mut(j.saturating_add(1)) {
                *cell = substitute.min(delete).min(insert);
            }
        }
        std::mem::swap(&mut previous, &mut current);
    }
    previous.last().copied().unwrap_or(0)
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    fn check(unknown: &str, expect: Option<&str>) {
        assert_eq!(closest(unknown), expect, "suggestion for {unknown:?}");
    }

    #[test]
    fn suggestions() {
        check("SyncTTLSecond", Some("syncTTLSecond"));
        check("synctTLsecond", Some("syncTTLSecond"));
        check("vaultAdress", Some("vaultAddress"));
        check("vault_address", Some("vaultAddress"));
        check("tokenTtl", Some("tokenTTL"));
        check("fetchTimeout", Some("nri.fetchTimeout"));
        check("nri.fetchTimout", Some("nri.fetchTimeout"));
        check(
            "nri.prewarmer.maxConcurent",
            Some("nri.prewarmer.maxConcurrent"),
        );
        check("NRI", Some("nri"));
        check("loglevel", Some("logLevel"));
        check("excludeNamespaces", Some("excludedNamespaces"));
        check("strict", None);
        check("completelyDifferent", None);
        check("x", None);
    }

    #[test]
    fn non_keys_of_the_original_docs() {
        let unknown = UnknownKey::new("kubeRoleRenewer".into());
        assert_eq!(unknown.suggestion, Some("kubeRole"));
        assert!(
            unknown
                .to_string()
                .starts_with("unknown key `kubeRoleRenewer`, did you mean `kubeRole`? (")
        );
        let unknown = UnknownKey::new("webhookMatchLabels".into());
        assert_eq!(unknown.suggestion, Some("nri.podLabel"));
        assert_eq!(
            UnknownKey::new("SyncTTLSecond".into()).to_string(),
            "unknown key `SyncTTLSecond`, did you mean `syncTTLSecond`?"
        );
        assert_eq!(
            UnknownKey::new("zzz".into()).to_string(),
            "unknown key `zzz`"
        );
    }

    #[test]
    fn distances() {
        assert_eq!(edit_distance("", ""), 0);
        assert_eq!(edit_distance("abc", ""), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("µs", "us"), 1);
    }

    #[test]
    fn table_is_consistent() {
        for (i, key) in KEYS.iter().enumerate() {
            assert!(key.env.starts_with("INJECTOR_"), "{}", key.path);
            assert!(
                KEYS.iter()
                    .skip(i + 1)
                    .all(|other| other.path != key.path && other.env != key.env),
                "duplicate {}",
                key.path
            );
            if let Some((section, _)) = key.path.rsplit_once('.') {
                assert!(SECTIONS.contains(&section), "{}", key.path);
            }
        }
    }
}
