//! `doctor`'s Vault checks: trust (the CA that verifies Vault), the injector's own login,
//! and the KV mount (its version and what the injector's policy may do there).

use crate::config::{Config, Mode};
use crate::doctor::policy::policy_checks;
use crate::doctor::roles::role_checks;
use crate::doctor::vault_admin;
use crate::doctor::{Report, RoleSpec};
use crate::logger;
use crate::secret::SecretString;
use crate::vault::{AuthMode, Client, ClientConfig, Error as VaultError, LoginErrorReason};

/// Whether a Vault error is a refused TLS handshake (an unknown CA, a wrong name).
pub(super) fn is_tls_failure(error: &VaultError) -> bool {
    if matches!(error, VaultError::Tls(_) | VaultError::Ca { .. }) {
        return true;
    }
    let mut text = error.to_string();
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        text.push(' ');
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    let text = text.to_ascii_lowercase();
    ["certificate", "unknownissuer", "tls", "handshake"]
        .iter()
        .any(|needle| text.contains(needle))
}

pub(super) fn roots_source(config: &Config) -> String {
    match config.vault_ca_cert_path() {
        Some(path) => path.display().to_string(),
        None => "the system CA bundle".to_owned(),
    }
}

pub(super) fn vault_checks(
    config: &Config,
    roles: &[RoleSpec],
    operator: Option<&SecretString>,
    report: &mut Report,
) {
    let mut client_config = ClientConfig::from_config(config);
    // The NRI plugin logs in with its own role when one is set.
    if config.mode == Mode::Nri {
        config
            .nri_kube_role()
            .clone_into(&mut client_config.auth.role);
    }
    let client = match Client::new(client_config) {
        Ok(client) => client,
        Err(error) => {
            let name = if is_tls_failure(&error) {
                "vault.tls"
            } else {
                "vault.reachable"
            };
            report.fail(
                name,
                error.to_string(),
                "fix vaultAddress, vaultCACert (or VAULT_CACERT) and vaultNamespace; unset VAULT_SKIP_VERIFY"
                    .to_owned(),
            );
            return;
        }
    };
    let https = config.vault_address.starts_with("https://");
    match client.health() {
        Ok(health) => {
            if https {
                report.ok(
                    "vault.tls",
                    format!(
                        "{} presents a certificate trusted by {}",
                        client.base_url(),
                        roots_source(config)
                    ),
                );
            } else {
                report.warn(
                    "vault.tls",
                    format!(
                        "{} is plain http: tokens and credentials cross the network in clear",
                        client.base_url()
                    ),
                    "use an https:// vaultAddress outside a local test".to_owned(),
                );
            }
            if !health.initialized {
                report.fail(
                    "vault.reachable",
                    "Vault answers but is not initialized".to_owned(),
                    "initialize and unseal Vault (`vault operator init`)".to_owned(),
                );
                return;
            }
            if health.sealed {
                report.fail(
                    "vault.reachable",
                    "Vault answers but is sealed".to_owned(),
                    "unseal Vault (`vault operator unseal`)".to_owned(),
                );
                return;
            }
            let standby = if health.standby { " (a standby)" } else { "" };
            report.ok(
                "vault.reachable",
                format!("initialized and unsealed{standby}"),
            );
        }
        Err(error) if https && is_tls_failure(&error) => {
            report.fail(
                "vault.tls",
                format!("{}: {error}", client.base_url()),
                format!(
                    "Vault's certificate is not trusted by {}: set vaultCACert (or VAULT_CACERT) to the CA that signed it, and check that vaultAddress uses a name the certificate holds",
                    roots_source(config)
                ),
            );
            return;
        }
        Err(error) => {
            report.fail(
                "vault.reachable",
                error.to_string(),
                "check vaultAddress, DNS, network policies and proxies (HTTPS_PROXY, NO_PROXY) from this pod".to_owned(),
            );
            return;
        }
    }

    let own = login(config, &client, operator, report);
    match &own {
        Some(token) => {
            kv_checks(config, &client, token, operator, report);
            policy_checks(config, &client, token, report);
        }
        None => report.warn(
            "kv.mount",
            "not checked: the injector's own login failed".to_owned(),
            "fix vault.login first".to_owned(),
        ),
    }
    if roles.is_empty() {
        report.warn(
            "roles",
            "no --role given: the kubernetes auth roles, policies and database roles were not checked".to_owned(),
            "run again with --role ROLE for each database role the pods use (e.g. --role app-readonly=default/app)".to_owned(),
        );
    }
    for spec in roles {
        role_checks(config, &client, spec, own.as_ref(), operator, report);
    }
    if let Some(token) = own
        && let Err(error) = client.revoke_self(&token)
    {
        logger::debug(
            "doctor could not revoke its own login token",
            &[("error", &error.to_string())],
        );
    }
}

/// The injector's own login; the token is kept for the checks that follow and revoked at
/// the end.
pub(super) fn login(
    config: &Config,
    client: &Client,
    operator: Option<&SecretString>,
    report: &mut Report,
) -> Option<SecretString> {
    let role = &client.auth_config().role;
    let mount = &config.vault_auth_path;
    match client.login_self(AuthMode::Legacy) {
        Ok(auth) => {
            report.ok(
                "vault.login",
                format!(
                    "logged in at auth/{mount}/login as role {role}, policies [{}], ttl {}s",
                    auth.policies.join(", "),
                    auth.lease_duration
                ),
            );
            component_role_check(config, client, &auth.metadata, operator, report);
            Some(auth.client_token)
        }
        Err(error) => {
            let fix = match &error {
                VaultError::ReadJwt { path, .. } => format!(
                    "the service account token {} cannot be read: run doctor inside the injector's pod (kubectl exec), or set serviceAccountTokenFile",
                    path.display()
                ),
                other => match LoginErrorReason::classify(other) {
                    LoginErrorReason::RoleNotFound => format!(
                        "create the kubernetes auth role: vault write auth/{mount}/role/{role} bound_service_account_names=<injector sa> bound_service_account_namespaces=<injector namespace> token_policies=<injector policy>, or fix kubeRole (kubeRoleNri in mode nri)"
                    ),
                    LoginErrorReason::SaNotBound => format!(
                        "bind this component's service account and namespace to auth/{mount}/role/{role} (bound_service_account_names, bound_service_account_namespaces); after the opt-in to per-component accounts, each component's role binds that component's own account (docs/vault.md)"
                    ),
                    LoginErrorReason::AudienceMismatch => format!(
                        "the audience of auth/{mount}/role/{role} must match the service account token's (set the role's audience, or project a token with that audience)"
                    ),
                    LoginErrorReason::VaultSealed => "unseal Vault".to_owned(),
                    LoginErrorReason::PermissionDenied | LoginErrorReason::Other => format!(
                        "check that vaultAuthPath ({mount}) is the kubernetes auth mount and that its config (auth/{mount}/config: kubernetes_host, CA, token reviewer) lets Vault review tokens"
                    ),
                },
            };
            report.fail("vault.login", error.to_string(), fix);
            None
        }
    }
}

/// Which components of the mode log in with the role `doctor` just used.
fn components(mode: Mode) -> &'static str {
    match mode {
        Mode::Injector => "the webhook",
        Mode::Renewer => "the renewer",
        Mode::Revoker => "the revoker",
        Mode::Nri => "the NRI plugin",
        Mode::All => "the webhook, the renewer and the revoker",
    }
}

/// Each component logs in with its own configured role (`kubeRole` of its ConfigMap,
/// `kubeRoleNri` for the plugin) as its own service account: run in a component's pod,
/// this names the account Vault saw (from the login's metadata, which Vault took from the
/// reviewed token) and checks, with an operator token, that the role binds no more than
/// named accounts. After the opt-in to per-component accounts (docs/vault.md), a role
/// that still binds only the old shared account fails `vault.login` in the pods of the
/// components that moved, and this line says which account the role must bind.
fn component_role_check(
    config: &Config,
    client: &Client,
    metadata: &std::collections::BTreeMap<String, String>,
    operator: Option<&SecretString>,
    report: &mut Report,
) {
    let name = "vault.component-role";
    let role = &client.auth_config().role;
    let mount = &config.vault_auth_path;
    let field = |key: &str| metadata.get(key).map_or("?", String::as_str);
    let account = format!(
        "{}/{}",
        field("service_account_namespace"),
        field("service_account_name")
    );
    let who = components(config.mode);
    let Some(operator) = operator else {
        report.ok(
            name,
            format!("role {role} of {who} binds this pod's service account {account} (give an operator token to check what else it binds)"),
        );
        return;
    };
    match vault_admin::read_kube_role(client, operator, mount, role) {
        Ok(Some(kube_role)) => {
            let wildcard = |list: &[String]| list.iter().any(|n| n == "*");
            if wildcard(&kube_role.names) {
                report.warn(
                    name,
                    format!("role {role} of {who} binds every service account (bound_service_account_names=*), not only {account}"),
                    format!("vault write auth/{mount}/role/{role} bound_service_account_names={} (this component's account; see docs/vault.md, per-component accounts)", field("service_account_name")),
                );
            } else {
                report.ok(
                    name,
                    format!(
                        "role {role} of {who} binds this pod's service account {account}; bound names [{}], namespaces [{}]",
                        kube_role.names.join(", "),
                        kube_role.namespaces.join(", ")
                    ),
                );
            }
        }
        Ok(None) => report.warn(
            name,
            format!("role {role} logged in but could not be read back"),
            "check the operator token's policy (read on auth/<mount>/role/*)".to_owned(),
        ),
        Err(error) => report.warn(
            name,
            format!("role {role} could not be read with the operator token: {error}"),
            "check the operator token's policy (read on auth/<mount>/role/*)".to_owned(),
        ),
    }
}

pub(super) fn kv_checks(
    config: &Config,
    client: &Client,
    own: &SecretString,
    operator: Option<&SecretString>,
    report: &mut Report,
) {
    let mount = config.vault_secret_name.trim_matches('/');
    let prefix = config.vault_secret_prefix.trim_matches('/');
    let enable = format!("vault secrets enable -path={mount} -version=2 kv");
    match vault_admin::read_mount(client, own, mount) {
        Ok(Some(info)) => {
            let found = info.path.trim_matches('/');
            if !found.is_empty() && found != mount {
                report.fail(
                    "kv.mount",
                    format!(
                        "vaultSecretName {mount} is inside the mount {found}, not a mount itself"
                    ),
                    format!(
                        "set vaultSecretName to {found} and move the rest into vaultSecretPrefix"
                    ),
                );
                return;
            } else if info.kind != "kv" {
                report.fail(
                    "kv.mount",
                    format!("{mount} is a {} engine, not KV", info.kind),
                    format!("point vaultSecretName at a KV version 2 mount ({enable})"),
                );
                return;
            } else if info.version != "2" {
                report.fail(
                    "kv.mount",
                    format!("{mount} is KV version 1; the injector reads and writes KV version 2 (data/ and metadata/ paths)"),
                    format!("upgrade it with `vault kv enable-versioning {mount}`, or use another mount ({enable})"),
                );
                return;
            }
            report.ok("kv.mount", format!("{mount} is KV version 2"));
        }
        Ok(None) => {
            let exists = operator
                .and_then(|op| vault_admin::read_mount(client, op, mount).ok())
                .map(|found| found.is_some());
            let (detail, fix) = match exists {
                Some(false) => (format!("{mount} does not exist"), enable),
                Some(true) => (
                    format!("{mount} exists but the injector's policy grants nothing on it"),
                    format!(
                        "grant the injector's policy the KV paths under {mount}/data/{prefix} and {mount}/metadata/{prefix} (docs/vault.md)"
                    ),
                ),
                None => (
                    format!(
                        "{mount} does not exist, or the injector's policy grants nothing on it"
                    ),
                    format!(
                        "{enable}; and grant the injector's policy the KV paths (docs/vault.md)"
                    ),
                ),
            };
            report.fail("kv.mount", detail, fix);
            return;
        }
        Err(error) => {
            report.fail(
                "kv.mount",
                error.to_string(),
                "check vaultSecretName and the injector's policy".to_owned(),
            );
            return;
        }
    }
    let data = format!("{mount}/data/{prefix}/vdbi-doctor-probe");
    let list = format!("{mount}/metadata/{prefix}");
    let entry = format!("{mount}/metadata/{prefix}/vdbi-doctor-probe");
    // The NRI plugin only creates entries, never reads, updates, lists or deletes one
    // (docs/vault.md, the KV split): its identity is on every node, so its role should
    // have no more, and more is warned about.
    let plugin = config.mode == Mode::Nri;
    // KV v2's soft delete, destroy and undelete paths untrack an entry too.
    let versions: Vec<String> = ["delete", "destroy", "undelete"]
        .iter()
        .map(|area| format!("{mount}/{area}/{prefix}/vdbi-doctor-probe"))
        .collect();
    let needed: Vec<(&str, &[&str])> = if plugin {
        let mut needed: Vec<(&str, &[&str])> = vec![(&data, &["create"]), (&entry, &[])];
        needed.extend(versions.iter().map(|p| (p.as_str(), &[][..])));
        needed
    } else {
        vec![
            (&data, &["create", "update", "read", "delete"]),
            (&list, &["list"]),
            (&entry, &["delete"]),
        ]
    };
    let paths: Vec<&str> = needed.iter().map(|(path, _)| *path).collect();
    match client.capabilities_self(own, &paths) {
        Ok(granted) => {
            let mut missing = Vec::new();
            for (path, wanted) in needed.iter().copied() {
                let have = granted.get(path).map(Vec::as_slice).unwrap_or_default();
                let lacking: Vec<&str> = wanted
                    .iter()
                    .copied()
                    .filter(|w| !has_capability(have, w))
                    .collect();
                if !lacking.is_empty() {
                    missing.push(format!("{} on {path}", lacking.join(", ")));
                }
            }
            let excess: Vec<String> = if plugin {
                needed
                    .iter()
                    .filter_map(|(path, own)| {
                        let have = granted.get(*path).map(Vec::as_slice).unwrap_or_default();
                        let more: Vec<&str> = have
                            .iter()
                            .map(String::as_str)
                            .filter(|c| *c != "deny" && !own.contains(c))
                            .collect();
                        (!more.is_empty()).then(|| format!("{} on {path}", more.join(", ")))
                    })
                    .collect()
            } else {
                Vec::new()
            };
            if missing.is_empty() && plugin && !excess.is_empty() {
                report.warn(
                    "kv.writable",
                    format!(
                        "the plugin's token may also {}: its identity is on every node, so root on any node could read every pod's entry (raw tokens among them, with kvStoreToken or from the Go original) or untrack any pod's credentials",
                        excess.join("; ")
                    ),
                    format!(
                        "give kubeRoleNri's role only: path \"{mount}/data/{prefix}/*\" {{ capabilities = [\"create\"] }} (docs/vault.md)"
                    ),
                );
            } else if missing.is_empty() && plugin {
                report.ok(
                    "kv.writable",
                    format!("the plugin may create entries under {mount}/data/{prefix}, and may not read, update, list, delete or destroy them"),
                );
            } else if missing.is_empty() {
                report.ok(
                    "kv.writable",
                    format!("the injector may write, read, list and delete entries under {mount}/data/{prefix}"),
                );
            } else if plugin {
                report.fail(
                    "kv.writable",
                    format!("the plugin's token lacks {}", missing.join("; ")),
                    format!(
                        "add to the policy of kubeRoleNri's role: path \"{mount}/data/{prefix}/*\" {{ capabilities = [\"create\"] }}"
                    ),
                );
            } else {
                report.fail(
                    "kv.writable",
                    format!("the injector's token lacks {}", missing.join("; ")),
                    format!(
                        "add to the injector's policy: path \"{mount}/data/{prefix}/*\" {{ capabilities = [\"create\", \"read\", \"update\", \"delete\"] }} path \"{mount}/metadata/{prefix}\" {{ capabilities = [\"list\"] }} path \"{mount}/metadata/{prefix}/*\" {{ capabilities = [\"list\", \"delete\"] }}"
                    ),
                );
            }
        }
        Err(error) => report.fail(
            "kv.writable",
            error.to_string(),
            "the injector's token must be allowed sys/capabilities-self (the default policy grants it)".to_owned(),
        ),
    }
}

pub(super) fn has_capability(have: &[String], wanted: &str) -> bool {
    have.iter().any(|c| c == wanted || c == "root")
}
