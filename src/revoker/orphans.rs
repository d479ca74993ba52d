//! `vault-db-injector revoke --orphans [--confirm]`: the operator's view of what the sweep
//! would revoke and holds back. It lists every KV entry older than the grace period whose
//! pod a direct read shows gone; a dry run unless `--confirm`, which then revokes them
//! (lease, token, entry) with the same ownership checks as the revoker, without the share
//! guard: the operator has looked at the list.

use std::fmt::Write as _;
use std::sync::Arc;

use crate::config::Config;
use crate::k8s::{self, ListParams};
use crate::limits;
use crate::logger;
use crate::revoker::sweep::{Judge, Seen};
use crate::revoker::work::{Act, Failure, Outcome, Source, live_set};
use crate::revoker::{Error, Settings, kube_client, vault_client};
use crate::vault::{self, KvStore, OwnToken};

/// One orphaned entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Orphan {
    /// Its uuid (KV key).
    pub uuid: String,
    /// The namespace it names.
    pub namespace: String,
    /// The pod it names (empty in entries not yet back-filled).
    pub pod_name: String,
    /// Its age in seconds (KV `created_time`).
    pub age_seconds: i64,
    /// With `--confirm`: `revoked`, `absent`, `live`, `refused`, or the error.
    pub outcome: Option<String>,
}

/// What the command found and did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OrphanReport {
    /// KV entries examined.
    pub entries: usize,
    /// Labelled pods listed.
    pub pods: usize,
    /// Entries whose pod is gone.
    pub orphans: Vec<Orphan>,
    /// Whether revocation was asked for.
    pub confirmed: bool,
    /// Orphans whose revocation failed.
    pub failures: usize,
}

impl OrphanReport {
    /// The text printed on the terminal.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{} kv entries, {} labelled pods, {} orphaned entries older than the grace period",
            self.entries,
            self.pods,
            self.orphans.len()
        );
        for orphan in &self.orphans {
            let pod = if orphan.pod_name.is_empty() {
                "-"
            } else {
                &orphan.pod_name
            };
            let _ = write!(
                out,
                "{}\t{}/{}\t{}s",
                orphan.uuid, orphan.namespace, pod, orphan.age_seconds
            );
            if let Some(outcome) = &orphan.outcome {
                let _ = write!(out, "\t{outcome}");
            }
            out.push('\n');
        }
        if !self.confirmed && !self.orphans.is_empty() {
            out.push_str(
                "dry run: nothing was revoked; run again with --confirm to revoke these\n",
            );
        }
        out
    }
}

/// Runs the command with clients built from `config`.
pub fn revoke_orphans(config: &Config, confirm: bool) -> Result<OrphanReport, Error> {
    let kube = kube_client(config)?;
    let vault = Arc::new(vault_client(config)?);
    revoke_orphans_with(&kube, vault, &Settings::from_config(config), confirm)
}

/// Runs the command with clients already built (tests).
pub fn revoke_orphans_with(
    kube: &k8s::Client,
    vault: Arc<vault::Client>,
    settings: &Settings,
    confirm: bool,
) -> Result<OrphanReport, Error> {
    let own = OwnToken::new(Arc::clone(&vault), limits::REVOKER_OWN_TOKEN_INCREMENT);
    let result = run_with(kube, &vault, &own, settings, confirm);
    own.shutdown();
    result
}

fn run_with(
    kube: &k8s::Client,
    vault: &vault::Client,
    own: &OwnToken,
    settings: &Settings,
    confirm: bool,
) -> Result<OrphanReport, Error> {
    let kv = KvStore::new(&settings.kv_mount, &settings.kv_prefix).map_err(Error::Vault)?;
    let token = own.token().map_err(Error::Vault)?;
    let uuids = kv.list(vault, &token).map_err(Error::Vault)?;
    let pods = kube
        .list_pods(&ListParams {
            label_selector: Some(settings.label_selector()),
            ..ListParams::default()
        })
        .map_err(Error::Kubernetes)?
        .items;
    let live = live_set(&pods);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()
        .and_then(|d| i64::try_from(d.as_secs()).ok())
        .unwrap_or(0);
    let judge = Judge {
        vault,
        kube,
        kv: &kv,
        settings,
        live: &live,
        now,
    };
    let mut report = OrphanReport {
        entries: uuids.len(),
        pods: pods.len(),
        confirmed: confirm,
        ..OrphanReport::default()
    };
    for uuid in &uuids {
        let Some((Seen::OrphanGone, entry, age)) =
            judge.judge(&token, uuid).map_err(Error::Vault)?
        else {
            continue;
        };
        report.orphans.push(Orphan {
            uuid: uuid.clone(),
            namespace: entry.namespace.clone(),
            pod_name: entry.pod_name.clone(),
            age_seconds: age,
            outcome: None,
        });
    }
    if confirm {
        let may_act = || true;
        let act = Act {
            vault,
            own,
            kv: &kv,
            may_act: &may_act,
            live: &live,
            source: Source::Command,
        };
        for orphan in &mut report.orphans {
            let outcome = match act.revoke_entry(&orphan.uuid, None) {
                Ok(outcome) => {
                    crate::metrics::global()
                        .revoker_entries_total
                        .with(&[Source::Command.as_str(), outcome.as_str()])
                        .inc();
                    if outcome == Outcome::Revoked {
                        logger::info(
                            "revoke --orphans: credentials revoked",
                            &[("uuid", &orphan.uuid), ("namespace", &orphan.namespace)],
                        );
                    }
                    outcome.as_str().to_owned()
                }
                Err(Failure(reason)) => {
                    report.failures = report.failures.saturating_add(1);
                    format!("failed: {reason}")
                }
            };
            orphan.outcome = Some(outcome);
        }
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_rendering() {
        let mut report = OrphanReport {
            entries: 3,
            pods: 1,
            orphans: vec![Orphan {
                uuid: "u1".into(),
                namespace: "apps".into(),
                pod_name: String::new(),
                age_seconds: 700,
                outcome: None,
            }],
            confirmed: false,
            failures: 0,
        };
        assert_eq!(
            report.render(),
            "3 kv entries, 1 labelled pods, 1 orphaned entries older than the grace period\n\
             u1\tapps/-\t700s\n\
             dry run: nothing was revoked; run again with --confirm to revoke these\n"
        );
        report.confirmed = true;
        report.orphans[0].outcome = Some("revoked".into());
        assert!(report.render().ends_with("u1\tapps/-\t700s\trevoked\n"));
    }
}
