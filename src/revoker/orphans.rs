//! `vault-db-injector revoke --orphans [--confirm]`: the operator's view of what the sweep
//! would revoke and holds back. It lists every KV entry older than the grace period whose
//! pod a direct read shows gone; a dry run unless `--confirm`, which then revokes them
//! (lease, token, entry) with the same ownership checks as the revoker, without the share
//! guard: the operator has looked at the list.
//!
//! It also lists Vault-side orphan leases ([`crate::revoker::leases`]): database leases
//! under a managed `<engine>/creds/<role>` that no KV entry records, with their age.
//! `--confirm` revokes those older than the grace period, unless a live labelled pod has
//! no KV entry (it may hold any of them: then they are listed as `held`). Listing leases
//! needs `list` and `sudo` on `sys/leases/lookup/<engine>/creds/*`; without them the
//! entries are still handled and the report says why leases were not.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::sync::Arc;

use crate::config::Config;
use crate::k8s::{self, ListParams};
use crate::limits;
use crate::logger;
use crate::revoker::leases::{self, OrphanLease, Prefixes};
use crate::revoker::sweep::{Judge, Seen};
use crate::revoker::work::{Act, Failure, Outcome, Source, live_set};
use crate::revoker::{Error, Settings, kube_client};
use crate::secret::SecretString;
use crate::vault::{self, KvEntry, KvStore, OwnToken};

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
    /// Orphans whose revocation failed (entries and leases).
    pub failures: usize,
    /// Vault-side orphan leases, with `--confirm` each with its outcome.
    pub leases: Vec<(OrphanLease, Option<String>)>,
    /// Lease ids Vault listed under the managed prefixes.
    pub leases_listed: usize,
    /// Live labelled pods that own no KV entry (while there is one, no orphan lease is
    /// revoked).
    pub pods_without_entry: usize,
    /// Why orphan leases could not be listed (the policy lacks sudo, ...).
    pub lease_error: Option<String>,
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
        match &self.lease_error {
            Some(error) => {
                let _ = writeln!(out, "orphan leases not listed: {error}");
            }
            None => {
                let _ = writeln!(
                    out,
                    "{} vault leases listed, {} recorded by no kv entry and older than the grace period, {} live pods without a kv entry",
                    self.leases_listed,
                    self.leases.len(),
                    self.pods_without_entry
                );
            }
        }
        for (lease, outcome) in &self.leases {
            let _ = write!(out, "lease\t{}\t{}s", lease.lease_id, lease.age_seconds);
            if let Some(outcome) = outcome {
                let _ = write!(out, "\t{outcome}");
            }
            out.push('\n');
        }
        if !self.confirmed && (!self.orphans.is_empty() || !self.leases.is_empty()) {
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
    // A command run by hand, not a mode: no shutdown to watch.
    let vault = Arc::new(
        vault::Client::new(vault::ClientConfig::from_config(config)).map_err(Error::Vault)?,
    );
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
    let listed_pods = pods.len();
    let live = live_set(pods);
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
        pods: listed_pods,
        confirmed: confirm,
        ..OrphanReport::default()
    };
    let mut entries: Vec<(String, KvEntry)> = Vec::with_capacity(uuids.len());
    // The roles whose leases are listed: those of entries whose lease id is a lease of
    // their own role on an allowed engine (`vault::check_lease`), so that an entry written
    // to name another role's lease does not put that role's leases up for revocation.
    let mut prefixes = Prefixes::default();
    for uuid in &uuids {
        let Some((seen, entry, age)) = judge.judge(&token, uuid).map_err(Error::Vault)? else {
            continue;
        };
        if vault::check_lease(uuid, &entry, &settings.allowed_engines).is_ok() {
            prefixes.note(&entry.lease_id);
        }
        let keep = KvEntry {
            lease_id: entry.lease_id.clone(),
            namespace: entry.namespace.clone(),
            pod_uid: entry.pod_uid.clone(),
            ..KvEntry::default()
        };
        entries.push((uuid.clone(), keep));
        if seen != Seen::OrphanGone {
            continue;
        }
        report.orphans.push(Orphan {
            uuid: uuid.clone(),
            namespace: entry.namespace.clone(),
            pod_name: entry.pod_name.clone(),
            age_seconds: age,
            outcome: None,
        });
    }
    find_leases(
        vault,
        &token,
        settings,
        &entries,
        &prefixes,
        now,
        &mut report,
    );
    report.pods_without_entry =
        leases::pods_without_entry(&live, entries.iter().map(|(k, e)| (k.as_str(), e)));
    if confirm {
        revoke_leases(vault, &token, &mut report);
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
            engines: &settings.allowed_engines,
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

/// Fills the report's lease part (an error there is reported, not fatal: the entries are
/// handled whatever the lease policy).
fn find_leases(
    vault: &vault::Client,
    token: &SecretString,
    settings: &Settings,
    entries: &[(String, KvEntry)],
    prefixes: &Prefixes,
    now: i64,
    report: &mut OrphanReport,
) {
    let recorded: HashSet<&str> = entries.iter().map(|(_, e)| e.lease_id.as_str()).collect();
    let grace = i64::try_from(settings.grace_period.as_secs()).unwrap_or(i64::MAX);
    let mut issued = HashMap::new();
    match leases::scan(
        vault,
        token,
        prefixes.iter(),
        &recorded,
        now,
        grace,
        &mut issued,
    ) {
        Ok(found) => {
            report.leases_listed = found.listed;
            report.leases = found.orphans.into_iter().map(|l| (l, None)).collect();
        }
        Err(error) => report.lease_error = Some(error.to_string()),
    }
}

/// Revokes the orphan leases found, unless a live pod without an entry may hold one.
fn revoke_leases(vault: &vault::Client, token: &SecretString, report: &mut OrphanReport) {
    let held = report.pods_without_entry;
    let mut failures = 0usize;
    for (lease, outcome) in &mut report.leases {
        if held > 0 {
            *outcome = Some(format!("held: {held} live pods have no kv entry"));
            continue;
        }
        *outcome = Some(match vault.revoke_lease(token, &lease.lease_id) {
            Ok(()) => {
                logger::info(
                    "revoke --orphans: orphan lease revoked",
                    &[
                        ("lease_id", &lease.lease_id),
                        ("age_in_seconds", &lease.age_seconds.to_string()),
                    ],
                );
                "revoked".to_owned()
            }
            Err(error) => {
                failures = failures.saturating_add(1);
                format!("failed: {error}")
            }
        });
    }
    report.failures = report.failures.saturating_add(failures);
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
            leases: vec![(
                OrphanLease {
                    lease_id: "db/creds/app/x".into(),
                    age_seconds: 900,
                },
                None,
            )],
            leases_listed: 2,
            pods_without_entry: 0,
            lease_error: None,
        };
        assert_eq!(
            report.render(),
            "3 kv entries, 1 labelled pods, 1 orphaned entries older than the grace period\n\
             u1\tapps/-\t700s\n\
             2 vault leases listed, 1 recorded by no kv entry and older than the grace period, 0 live pods without a kv entry\n\
             lease\tdb/creds/app/x\t900s\n\
             dry run: nothing was revoked; run again with --confirm to revoke these\n"
        );
        report.confirmed = true;
        report.orphans[0].outcome = Some("revoked".into());
        report.leases[0].1 = Some("revoked".into());
        let text = report.render();
        assert!(text.contains("u1\tapps/-\t700s\trevoked\n"), "{text}");
        assert!(
            text.ends_with("lease\tdb/creds/app/x\t900s\trevoked\n"),
            "{text}"
        );
        report.lease_error = Some("permission denied".into());
        assert!(
            report
                .render()
                .contains("orphan leases not listed: permission denied")
        );
    }
}
