//! `doctor`'s check of the Vault policy: the same table the running components check at
//! start ([`crate::vault::policy::NEEDS`]), asked with `sys/capabilities-self` for doctor's
//! own login, which is the component's identity (`kubeRole`, or `kubeRoleNri` in mode
//! `nri`). One check per component of the mode, `vault.policy.<component>`: a failure
//! when a capability the component cannot work without is missing, a warning when only
//! optional ones are.
//!
//! What it cannot do: see another component's policy (each component has its own role:
//! run doctor with that component's configuration, in its pod). An operator token would
//! not help: `sys/capabilities` for another token needs that token, and reading the role's
//! policies back as HCL would duplicate Vault's path matching. What the running pods found
//! themselves, doctor reads from their Events instead (`vault.policy.reported`, in
//! `reported.rs`).

use crate::config::{Config, Mode};
use crate::doctor::Report;
use crate::secret::SecretString;
use crate::vault::Client;
use crate::vault::policy::{self, Component};

/// The components doctor's login speaks for.
fn components(config: &Config) -> (Vec<Component>, Option<&'static str>) {
    match config.mode {
        Mode::Injector => (vec![Component::Injector], None),
        Mode::Nri => (vec![Component::Nri], None),
        Mode::Renewer => (vec![Component::Renewer], None),
        Mode::Revoker => (vec![Component::Revoker], None),
        Mode::All => {
            let mut all = vec![Component::Injector, Component::Renewer, Component::Revoker];
            if !config.nri.enabled {
                (all, None)
            } else if config.nri_kube_role() == config.kube_role {
                all.insert(1, Component::Nri);
                (all, None)
            } else {
                (
                    all,
                    Some("the NRI plugin logs in as kubeRoleNri: run doctor in mode nri for it"),
                )
            }
        }
    }
}

/// `vault.policy.<component>` for each component of the mode, with `own` (doctor's login).
pub(super) fn policy_checks(
    config: &Config,
    client: &Client,
    own: &SecretString,
    report: &mut Report,
) {
    let settings = policy::Settings::from_config(config);
    let (components, skipped) = components(config);
    for component in components {
        let name = format!("vault.policy.{component}");
        let probes = match policy::probes(component, &settings) {
            Ok(probes) => probes,
            Err(error) => {
                report.fail(
                    &name,
                    error.to_string(),
                    "fix vaultSecretName, vaultSecretPrefix and tokenRole".to_owned(),
                );
                continue;
            }
        };
        let missing = match client.missing_capabilities(own, &probes) {
            Ok(missing) => missing,
            Err(error) => {
                report.warn(
                    &name,
                    format!("not checked: {error}"),
                    "allow update on sys/capabilities-self (the default policy grants it)"
                        .to_owned(),
                );
                continue;
            }
        };
        if missing.is_empty() {
            report.ok(
                &name,
                format!(
                    "the {component}'s token has all {} capabilities it uses",
                    probes.len()
                ),
            );
            continue;
        }
        let detail = missing
            .iter()
            .map(|p| {
                let kind = if p.required { "required" } else { "optional" };
                format!("{} on {} ({kind}: {})", p.capability, p.path, p.breaks)
            })
            .collect::<Vec<_>>()
            .join("; ");
        let fix = missing
            .iter()
            .map(|p| {
                format!(
                    "path \"{}\" {{ capabilities = [\"{}\"] }}",
                    p.path.replace(policy::PROBE_KEY, "*"),
                    p.capability
                )
            })
            .collect::<Vec<_>>()
            .join(" ");
        let fix = format!("add to a policy of the {component}'s Vault role (docs/vault.md): {fix}");
        if missing.iter().any(|p| p.required) {
            report.fail(
                &name,
                format!("the {component}'s token lacks {detail}"),
                fix,
            );
        } else {
            report.warn(
                &name,
                format!("the {component}'s token lacks {detail}"),
                fix,
            );
        }
    }
    if let Some(reason) = skipped {
        report.warn(
            "vault.policy.nri",
            format!("not checked: {reason}"),
            "run doctor with the plugin's configuration".to_owned(),
        );
    }
}
