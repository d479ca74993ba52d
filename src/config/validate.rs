//! Validation of a loaded configuration: the original's `Validate()` checks in its order,
//! then this implementation's own, every problem reported at once.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use crate::config::apply::parse_bool;
use crate::config::{
    Config, INJECTOR_IDENTITY_WITH_NRI, Mode, Problem, Severity, UNAUTHENTICATED_LEGACY_DELIVERY,
};

impl Config {
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

    /// Whether this process delivers credentials through NRI: the webhook writes
    /// placeholders (modes `injector`, `all`) or the plugin runs (modes `nri`, `all`), both
    /// with `nri.enabled`. The renewer and the revoker deliver nothing.
    pub fn delivers_through_nri(&self) -> bool {
        self.nri.enabled && matches!(self.mode, Mode::Injector | Mode::Nri | Mode::All)
    }

    /// Whether NRI delivery runs with the injector's own Vault identity
    /// (`useProjectedSA: false`), allowed or not by `nri.allowInjectorIdentity`: every
    /// node then holds a Vault policy that issues any role.
    pub fn nri_with_injector_identity(&self) -> bool {
        self.delivers_through_nri() && !self.use_projected_sa
    }

    /// The checks the original did not have.
    pub(super) fn own_checks(&self) -> Vec<Problem> {
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
        if self.mode_is_valid
            && self.nri_with_injector_identity()
            && !self.nri.allow_injector_identity
        {
            problems.push(Problem::error("useProjectedSA", INJECTOR_IDENTITY_WITH_NRI));
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
}
/// The port of a listen address (`:8443`, `0.0.0.0:8443`, `[::]:8443`, `localhost:8443`).
pub(super) fn listen_port(address: &str) -> Result<u16, &'static str> {
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
pub(super) fn is_dns_subdomain(name: &str) -> bool {
    name.len() <= 253 && name.split('.').all(is_dns_label)
}

/// A Kubernetes namespace name: an RFC 1123 label.
pub(super) fn is_dns_label(name: &str) -> bool {
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
    use super::*;
    use crate::config::tests::*;
    use crate::limits;
    use std::path::PathBuf;
    use std::time::Duration;

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
            &format!("mode: all\n{full}nri:\n  enabled: true\n  allowInjectorIdentity: true\n"),
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
        // NRI delivery with the injector's own identity: refused in every mode that
        // delivers through NRI, unless the opt-out says otherwise; the projected identity,
        // the renewer and the revoker need nothing.
        let nri = "nri:\n  enabled: true\n";
        let projected = "useProjectedSA: true\ntokenRequestAudiences: [vault]\n";
        for mode in ["injector", "nri", "all"] {
            let certs = if mode == "nri" { "" } else { full };
            check(
                &format!("mode: {mode}\n{certs}{nri}"),
                &[],
                &[INJECTOR_IDENTITY_WITH_NRI],
            );
            check(&format!("mode: {mode}\n{certs}{nri}{projected}"), &[], &[]);
            check(
                &format!("mode: {mode}\n{certs}{nri}"),
                &[("INJECTOR_NRI_ALLOW_INJECTOR_IDENTITY", "true")],
                &[],
            );
        }
        check(&format!("mode: renewer\n{nri}"), &[], &[]);
        check(&format!("mode: revoker\n{nri}"), &[], &[]);
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
    fn vault_skip_verify_is_refused() {
        let refused = "VAULT_SKIP_VERIFY is set: vault-db-injector never skips TLS verification \
                       of Vault; unset it and give Vault's CA with vaultCACert or VAULT_CACERT";
        check("", &[("VAULT_SKIP_VERIFY", "true")], &[refused]);
        check("", &[("VAULT_SKIP_VERIFY", "1")], &[refused]);
        check("", &[("VAULT_SKIP_VERIFY", "sure")], &[refused]);
        check("", &[("VAULT_SKIP_VERIFY", "false")], &[]);
        check("", &[("VAULT_SKIP_VERIFY", "")], &[]);
    }
}
