//! `doctor`'s per-role checks: the kubernetes auth role binds the pod's service account,
//! carries the policy of its name, may read the creds path, and the database role's TTLs
//! outlast the renewer's pass.

use std::time::Duration;

use crate::config::Config;
use crate::doctor::vault_admin;
use crate::doctor::vault_checks::has_capability;
use crate::doctor::{Outcome, Report, RoleSpec};
use crate::limits;
use crate::logger;
use crate::secret::SecretString;
use crate::vault::{Client, TokenMeta, TokenRequest};

/// Whether a bound list admits `name`: exactly, or through `*` where Vault itself matches
/// (projected logins); the injector's own check in legacy auth is exact, as the original's.
pub(super) fn binds(list: &[String], name: &str, vault_matches: bool) -> bool {
    list.iter()
        .any(|item| item == name || (vault_matches && item == "*"))
}

pub(super) fn role_checks(
    config: &Config,
    client: &Client,
    spec: &RoleSpec,
    own: Option<&SecretString>,
    operator: Option<&SecretString>,
    report: &mut Report,
) {
    let role = &spec.role;
    let engine = spec.mount.as_deref().unwrap_or(&config.default_engine);
    let engine = engine.trim_matches('/');
    let auth = config.vault_auth_path.trim_matches('/');
    let projected = config.use_projected_sa;
    let name = |what: &str| format!("role {role}: {what}");
    // In legacy auth the injector reads the role itself before every issuance, so its own
    // token must be able to; in projected auth Vault checks the role at the pod's login.
    let reader = if projected {
        operator.or(own)
    } else {
        own.or(operator)
    };
    let kube_role = match reader {
        None => {
            report.warn(
                &name("kubernetes auth role"),
                "not checked: no token (own login failed, no operator token)".to_owned(),
                "fix vault.login, or give an operator token (VAULT_TOKEN or --token-stdin)"
                    .to_owned(),
            );
            None
        }
        Some(token) => match vault_admin::read_kube_role(client, token, auth, role) {
            Ok(Some(kube_role)) => {
                report.ok(
                    &name("kubernetes auth role"),
                    format!("auth/{auth}/role/{role} exists"),
                );
                Some(kube_role)
            }
            Ok(None) => {
                report.fail(
                    &name("kubernetes auth role"),
                    format!("auth/{auth}/role/{role} does not exist"),
                    format!("vault write auth/{auth}/role/{role} bound_service_account_names=<sa> bound_service_account_namespaces=<namespace> token_policies={role}"),
                );
                None
            }
            Err(error) => {
                let fix = if error.status() == Some(403) && !projected {
                    format!(
                        "the injector reads this role before every issuance: grant read on auth/{auth}/role/* in its policy"
                    )
                } else {
                    "check vaultAuthPath and the token's policy".to_owned()
                };
                report.fail(&name("kubernetes auth role"), error.to_string(), fix);
                None
            }
        },
    };
    if let Some(kube_role) = &kube_role {
        bindings_check(spec, kube_role, projected, auth, report);
        if kube_role.policies.iter().any(|p| p == role) {
            report.ok(&name("policy"), format!("token_policies holds {role}"));
        } else {
            report.fail(
                &name("policy"),
                format!("token_policies is [{}], without {role}", kube_role.policies.join(", ")),
                format!("the policy must be named like the role: vault write auth/{auth}/role/{role} token_policies={role} (plus the others it needs)"),
            );
        }
        if projected {
            projected_check(config, role, kube_role, auth, report);
        }
    }
    let Some(operator) = operator else {
        report.warn(
            &name("creds and database role"),
            format!("not checked: reading {engine}/roles/{role} and asking what policy {role} allows need an operator token"),
            "export VAULT_TOKEN, or pipe a token into --token-stdin (never put it on the command line)".to_owned(),
        );
        return;
    };
    creds_check(client, operator, engine, role, report);
    db_role_check(config, client, operator, engine, role, report);
}

pub(super) fn bindings_check(
    spec: &RoleSpec,
    kube_role: &vault_admin::KubeRole,
    projected: bool,
    auth: &str,
    report: &mut Report,
) {
    let role = &spec.role;
    let name = format!("role {role}: bindings");
    if kube_role.names.is_empty() || kube_role.namespaces.is_empty() {
        report.fail(
            &name,
            "the role binds no service account or no namespace: no pod can use it".to_owned(),
            format!("vault write auth/{auth}/role/{role} bound_service_account_names=<sa> bound_service_account_namespaces=<namespace>"),
        );
        return;
    }
    let mut unbound = Vec::new();
    for (ns, sa) in &spec.bindings {
        let sa_ok = binds(&kube_role.names, sa, projected);
        let ns_ok = binds(&kube_role.namespaces, ns, projected);
        if !sa_ok || !ns_ok {
            unbound.push(format!("{ns}/{sa}"));
        }
    }
    let shown = format!(
        "service accounts [{}] in namespaces [{}]",
        kube_role.names.join(", "),
        kube_role.namespaces.join(", ")
    );
    if !unbound.is_empty() {
        report.fail(
            &name,
            format!("does not bind {} (it binds {shown})", unbound.join(", ")),
            format!("add the service accounts to bound_service_account_names and the namespaces to bound_service_account_namespaces of auth/{auth}/role/{role}"),
        );
    } else if !projected
        && kube_role
            .names
            .iter()
            .chain(&kube_role.namespaces)
            .any(|n| n == "*")
    {
        report.warn(
            &name,
            format!("binds {shown}; `*` never matches in legacy auth, where the injector compares names exactly (as the original did)"),
            "list the service accounts and namespaces by name".to_owned(),
        );
    } else if spec.bindings.is_empty() {
        report.ok(
            &name,
            format!("binds {shown} (give --role {role}=NS/SA to check expected ones)"),
        );
    } else {
        report.ok(&name, format!("binds every expected pair ({shown})"));
    }
}

pub(super) fn projected_check(
    config: &Config,
    role: &str,
    kube_role: &vault_admin::KubeRole,
    auth: &str,
    report: &mut Report,
) {
    let name = format!("role {role}: projected login");
    let audiences = config.token_request_audiences.join(", ");
    let mut problems = Vec::new();
    let mut fixes = Vec::new();
    if kube_role.audience.is_empty() {
        problems.push("no audience: a token issued for anything else logs in too".to_owned());
        fixes.push(format!(
            "audience=<one of tokenRequestAudiences: {audiences}>"
        ));
    } else if !kube_role.audience.split(',').any(|a| {
        config
            .token_request_audiences
            .iter()
            .any(|want| want == a.trim())
    }) {
        problems.push(format!(
            "audience {} is none of tokenRequestAudiences [{audiences}]: every pod login fails",
            kube_role.audience
        ));
        fixes.push(format!("audience=<one of: {audiences}>"));
    }
    if kube_role.token_period == 0 {
        problems.push(
            "token_period is 0: pod tokens expire at their TTL and the renewer cannot keep them"
                .to_owned(),
        );
        fixes.push(format!("token_period={}s", config.token_ttl.as_secs()));
    }
    if problems.is_empty() {
        report.ok(
            &name,
            format!(
                "audience {}, token_period {}s",
                kube_role.audience, kube_role.token_period
            ),
        );
    } else {
        report.fail(
            &name,
            problems.join("; "),
            format!("vault write auth/{auth}/role/{role} {}", fixes.join(" ")),
        );
    }
}

/// Asks Vault what policy `role` allows on `<engine>/creds/<role>`, through a short-lived
/// probe token holding only that policy, revoked at once.
pub(super) fn creds_check(
    client: &Client,
    operator: &SecretString,
    engine: &str,
    role: &str,
    report: &mut Report,
) {
    let name = format!("role {role}: creds readable");
    let creds = format!("{engine}/creds/{role}");
    let request = TokenRequest {
        role: None,
        policies: vec![role.to_owned()],
        ttl: Some(limits::DOCTOR_PROBE_TOKEN_TTL.to_owned()),
        display_name: "vdbi-doctor-probe".to_owned(),
        meta: TokenMeta {
            namespace: String::new(),
            pod_uid: None,
            uuid: "doctor-probe".to_owned(),
        },
        no_default_policy: true,
        ..TokenRequest::default()
    };
    let probe = match client.create_token(operator, &request) {
        Ok(probe) => probe,
        Err(error) => {
            report.fail(
                &name,
                format!("cannot make a probe token holding policy {role}: {error}"),
                "the operator token needs sudo on auth/token/create-orphan (a root token has it)"
                    .to_owned(),
            );
            return;
        }
    };
    let granted = vault_admin::capabilities_of(client, operator, &probe.client_token, &[&creds]);
    if let Err(error) = client.revoke_accessor(operator, &probe.accessor) {
        logger::debug(
            "doctor could not revoke its probe token",
            &[("error", &error.to_string())],
        );
    }
    match granted {
        Ok(granted) => {
            let have = granted.get(&creds).map(Vec::as_slice).unwrap_or_default();
            if has_capability(have, "read") {
                report.ok(&name, format!("policy {role} may read {creds}"));
            } else {
                report.fail(
                    &name,
                    format!("policy {role} does not allow read on {creds} (it allows [{}])", have.join(", ")),
                    format!("vault policy write {role} with: path \"{creds}\" {{ capabilities = [\"read\"] }}"),
                );
            }
        }
        Err(error) => report.fail(
            &name,
            error.to_string(),
            "the operator token needs update on sys/capabilities".to_owned(),
        ),
    }
}

pub(super) fn db_role_check(
    config: &Config,
    client: &Client,
    operator: &SecretString,
    engine: &str,
    role: &str,
    report: &mut Report,
) {
    let name = format!("role {role}: database role");
    match vault_admin::read_db_role(client, operator, engine, role) {
        Ok(Some(ttls)) => {
            let (outcome, detail, fix) = ttl_verdict(ttls, config.sync_interval);
            report.push(outcome, &name, format!("{engine}/roles/{role}: {detail}"), fix);
        }
        Ok(None) => report.fail(
            &name,
            format!("{engine}/roles/{role} does not exist"),
            format!("vault write {engine}/roles/{role} db_name=<connection> creation_statements=<sql> default_ttl=1h max_ttl=24h (or fix the role name or the pods' mount)"),
        ),
        Err(error) => report.fail(
            &name,
            error.to_string(),
            format!("check that {engine} is the database secrets mount (defaultEngine, or MOUNT/ in --role) and that the operator token may read it"),
        ),
    }
}

/// Judges a database role's TTLs against the renewer: it re-reads KV every
/// `syncTTLSecond`, so a lease may wait that long for its first renewal.
pub(super) fn ttl_verdict(
    ttls: vault_admin::DbRole,
    sync: Duration,
) -> (Outcome, String, Option<String>) {
    let sync = sync.as_secs();
    let twice = sync.saturating_mul(2);
    let shown = |ttl: u64| {
        if ttl == 0 {
            "the mount's default".to_owned()
        } else {
            format!("{ttl}s")
        }
    };
    let detail = format!(
        "default_ttl {}, max_ttl {}, renewer pass every {sync}s",
        shown(ttls.default_ttl),
        shown(ttls.max_ttl)
    );
    let raise = format!(
        "raise default_ttl and max_ttl above {twice}s (twice syncTTLSecond), or lower syncTTLSecond"
    );
    if ttls.max_ttl != 0 && ttls.max_ttl <= sync {
        return (
            Outcome::Fail,
            format!("{detail}: max_ttl ends every lease before the renewer's next pass"),
            Some(raise),
        );
    }
    if ttls.default_ttl != 0 && ttls.default_ttl <= sync {
        return (
            Outcome::Fail,
            format!("{detail}: credentials expire before the renewer's next pass"),
            Some(raise),
        );
    }
    if ttls.default_ttl != 0 && ttls.default_ttl < twice {
        return (
            Outcome::Warn,
            format!("{detail}: one missed pass loses the credentials"),
            Some(raise),
        );
    }
    if ttls.max_ttl != 0 && ttls.default_ttl > ttls.max_ttl {
        return (
            Outcome::Warn,
            format!("{detail}: default_ttl is above max_ttl, so Vault caps it"),
            Some("set default_ttl at or below max_ttl".to_owned()),
        );
    }
    (Outcome::Ok, detail, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_ttl(default_ttl: u64, max_ttl: u64, expect: Outcome, words: &str) {
        let (outcome, detail, fix) = ttl_verdict(
            vault_admin::DbRole {
                default_ttl,
                max_ttl,
            },
            Duration::from_secs(300),
        );
        assert_eq!(outcome, expect, "{default_ttl}/{max_ttl}: {detail}");
        assert!(detail.contains(words), "{detail}");
        assert_eq!(fix.is_some(), expect != Outcome::Ok);
    }

    #[test]
    fn ttls_against_the_renewer() {
        check_ttl(
            3600,
            86400,
            Outcome::Ok,
            "default_ttl 3600s, max_ttl 86400s",
        );
        check_ttl(0, 0, Outcome::Ok, "the mount's default");
        check_ttl(10, 30, Outcome::Fail, "max_ttl ends every lease");
        check_ttl(300, 0, Outcome::Fail, "expire before the renewer");
        check_ttl(500, 0, Outcome::Warn, "one missed pass");
        check_ttl(7200, 3600, Outcome::Warn, "caps it");
    }

    #[test]
    fn bindings_match_exactly_unless_vault_matches() {
        let list = vec!["app".to_owned(), "*".to_owned()];
        assert!(binds(&list, "app", false));
        assert!(!binds(&list, "web", false));
        assert!(binds(&list, "web", true));
    }
}
