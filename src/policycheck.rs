//! Each running component checks its own Vault policy against the table of what it calls
//! ([`crate::vault::policy::NEEDS`]) with `sys/capabilities-self`, and says what is missing:
//! a log line naming the capability, the path and what breaks; the gauge
//! `vdbi_vault_capability_missing{component,path,capability,required}`; and, when a path
//! the component cannot work without is missing, a failing `/readyz` condition
//! `vault-policy-<component>`.
//!
//! **Why a login of its own.** The check logs in with the component's own auth settings
//! (`kubeRole`, or `kubeRoleNri` for the plugin), so its token carries exactly the
//! policies the component's token gets, and it runs on a standby renewer or revoker too
//! (which logs in only once it leads): a replica about to take over is checked before it
//! needs the paths. The token is kept, renewed and revoked at shutdown like the
//! components' own ([`OwnToken`]).
//!
//! **When.** At start, then every [`limits::POLICY_RECHECK`] while every capability is
//! granted, and every [`limits::POLICY_RECHECK_MISSING`] while one is missing or the check
//! could not run: a policy fixed in Vault clears the metric and readiness within seconds,
//! without a restart. (Re-checking on re-login alone would not: a fixed policy causes no
//! re-login.)
//!
//! **Events.** While a required capability is missing, each check records a Warning
//! Event `VaultPolicyMissing` on the component's own pod (`POD_NAME` in `POD_NAMESPACE`)
//! naming the missing capabilities and paths; the recorder folds the repeats into one
//! Event's series, which keeps it alive past the apiserver's Event TTL (and with `POD_UID`
//! it names the pod's uid, so `kubectl describe pod` shows it). When they are
//! granted again, a Normal `VaultPolicyGranted`. `doctor` reads them back
//! (`vault.policy.reported`): that is how it sees what the running pods found. Without a
//! Kubernetes client or the pod's name, no Event is recorded.
//!
//! **What it never does.** A check that cannot run (Vault down, the login refused,
//! `sys/capabilities-self` denied) changes no readiness: a Vault outage must not take the
//! webhook out of its Service. Only a missing capability that Vault itself reports does.

use std::collections::BTreeSet;
use std::fmt;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::config::{Config, Mode};
use crate::healthcheck::{Health, Readiness};
use crate::k8s::{self, EventType, Note, Record, Recorder, Regarding};
use crate::limits;
use crate::logger;
use crate::metrics;
use crate::runtime::{Context, Shutdown, ThreadSpec};
use crate::vault::policy::{self, Capability, Component, Probe};
use crate::vault::{self, OwnToken};

/// Why the check cannot be set up.
#[derive(Debug)]
pub enum Error {
    /// A name in the configuration cannot form a Vault path.
    Path(vault::Error),
    /// The component's Vault client cannot be built.
    Client(vault::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Path(error) => write!(f, "vault policy check: {error}"),
            Error::Client(error) => write!(f, "vault policy check: vault client: {error}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Path(error) | Error::Client(error) => Some(error),
        }
    }
}

/// The reason of the Event recorded while a required capability is missing.
pub const REASON_MISSING: &str = "VaultPolicyMissing";

/// The reason of the Event recorded when what was missing is granted again.
pub const REASON_GRANTED: &str = "VaultPolicyGranted";

/// The `action` of both Events.
pub const ACTION: &str = "CheckVaultPolicy";

/// The note of a `VaultPolicyMissing` Event: `<component>: ` first (doctor keeps the
/// latest Event per pod and component by it), then each missing (capability, path).
pub fn missing_note(component: Component, missing: &[(Capability, &str)]) -> Note {
    let mut note = Note::new(component.as_str()).text(": the Vault policy lacks ");
    for (i, (capability, path)) in missing.iter().enumerate() {
        if i > 0 {
            note = note.text(", ");
        }
        note = note.text(capability.as_str()).text(" on ").path(path);
    }
    note.text(", which this component cannot work without; add them to a policy of its Vault role (docs/vault.md)")
}

/// The note of a `VaultPolicyGranted` Event.
pub fn granted_note(component: Component) -> Note {
    Note::new(component.as_str())
        .text(": the Vault policy grants every capability this component cannot work without")
}

/// The name of a component's readiness condition.
pub fn readiness_name(component: Component) -> String {
    format!("vault-policy-{component}")
}

/// What one check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Every capability is granted.
    Complete,
    /// These (path, capability) are missing; `required` when one of them is required.
    Missing {
        /// Whether a required capability is among them.
        required: bool,
    },
    /// The check could not run (why, never a secret).
    Unchecked(String),
}

/// One component's check: its probes, its own login, what it last reported.
pub struct Checker {
    component: Component,
    client: Arc<vault::Client>,
    own: OwnToken,
    probes: Vec<Probe>,
    readiness: Readiness,
    /// The (path, capability) pairs reported missing by the last check that ran.
    reported: BTreeSet<(String, Capability)>,
    /// Whether the last check could not run (so that its failure is logged once).
    failing: bool,
    /// Whether a check has run to completion yet.
    checked: bool,
    /// Whether `sys/capabilities-self` was refused even to a fresh login: then a 403 is
    /// that refusal again, not a stale token, and no new login is made for it (a role
    /// without the `default` policy would otherwise log in every few seconds).
    denied: bool,
    /// Where the Events go, and the component's own pod they are about.
    events: Recorder,
    pod: Option<Regarding>,
    /// Whether a `VaultPolicyMissing` was recorded and not yet followed by a granted one.
    announced: bool,
}

impl fmt::Debug for Checker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Checker")
            .field("component", &self.component)
            .field("probes", &self.probes.len())
            .finish_non_exhaustive()
    }
}

impl Checker {
    /// A checker for `component` logging in with `client`'s auth settings; `readiness` is
    /// set true now (nothing is known missing yet) and false when a required capability is.
    pub fn new(
        component: Component,
        client: Arc<vault::Client>,
        settings: &policy::Settings,
        readiness: Readiness,
    ) -> Result<Checker, Error> {
        let probes = policy::probes(component, settings).map_err(Error::Path)?;
        readiness.set(true);
        Ok(Checker {
            component,
            own: OwnToken::new(Arc::clone(&client), limits::POLICY_OWN_TOKEN_INCREMENT),
            client,
            probes,
            readiness,
            reported: BTreeSet::new(),
            failing: false,
            checked: false,
            denied: false,
            events: Recorder::disabled(),
            pod: None,
            announced: false,
        })
    }

    /// Records the Events about `pod` (the component's own) with `events`.
    pub fn with_events(mut self, events: Recorder, pod: Regarding) -> Checker {
        self.events = events;
        self.pod = Some(pod);
        self
    }

    /// Records `VaultPolicyMissing` with what is missing now, or `VaultPolicyGranted` when
    /// a missing one was announced and nothing required is missing any more.
    fn record_event(&mut self, missing: &[usize]) {
        let Some(pod) = &self.pod else { return };
        let required: Vec<(Capability, &str)> = missing
            .iter()
            .filter_map(|i| self.probes.get(*i))
            .filter(|p| p.required)
            .map(|p| (p.capability, p.path.as_str()))
            .collect();
        let (type_, reason, note) = if !required.is_empty() {
            self.announced = true;
            (
                EventType::Warning,
                REASON_MISSING,
                missing_note(self.component, &required),
            )
        } else if self.announced {
            self.announced = false;
            (
                EventType::Normal,
                REASON_GRANTED,
                granted_note(self.component),
            )
        } else {
            return;
        };
        self.events.record(Record {
            regarding: pod.clone(),
            type_,
            reason,
            action: ACTION,
            note,
        });
    }

    /// Runs one check and reports it; returns what it found.
    pub fn check(&mut self) -> Outcome {
        let outcome = match self.missing() {
            Ok(missing) => self.report(&missing),
            Err(reason) => Outcome::Unchecked(reason),
        };
        match &outcome {
            Outcome::Unchecked(reason) if !self.failing => {
                self.failing = true;
                logger::warn(
                    "vault policy not checked",
                    &[
                        ("component", self.component.as_str()),
                        ("error", reason),
                        (
                            "next_try_in_seconds",
                            &limits::POLICY_RECHECK_MISSING.as_secs().to_string(),
                        ),
                    ],
                );
            }
            Outcome::Unchecked(_) => {}
            _ => self.failing = false,
        }
        outcome
    }

    /// When to check next after `outcome`.
    pub fn next_after(outcome: &Outcome) -> Duration {
        match outcome {
            Outcome::Complete => limits::POLICY_RECHECK,
            _ => limits::POLICY_RECHECK_MISSING,
        }
    }

    /// Revokes the checker's own token (shutdown).
    pub fn release(&self) {
        let failed = self.own.shutdown();
        if failed > 0 {
            logger::debug(
                "vault policy check: its own token was not revoked",
                &[("component", self.component.as_str())],
            );
        }
    }

    /// The indexes of the missing probes, or why the check could not run.
    fn missing(&mut self) -> Result<Vec<usize>, String> {
        self.own.maintain().map_err(|e| format!("login: {e}"))?;
        let token = self.own.token().map_err(|e| format!("login: {e}"))?;
        let answer = match self.client.missing_capabilities(&token, &self.probes) {
            // The token was revoked or expired behind our back: one fresh login.
            Err(e) if e.status() == Some(403) && !self.denied => {
                let token = self.own.replace().map_err(|e| format!("login: {e}"))?;
                self.client.missing_capabilities(&token, &self.probes)
            }
            other => other,
        };
        self.denied = matches!(&answer, Err(e) if e.status() == Some(403));
        match answer {
            Ok(missing) => Ok(self
                .probes
                .iter()
                .enumerate()
                .filter(|(_, p)| missing.contains(p))
                .map(|(i, _)| i)
                .collect()),
            // Denied the check itself: say so as its own missing capability; nothing else
            // is known.
            Err(e) if e.status() == Some(403) => Ok(self
                .probes
                .iter()
                .position(|p| p.path == "sys/capabilities-self")
                .into_iter()
                .collect()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Logs the changes since the last report, sets the gauges and readiness.
    fn report(&mut self, missing: &[usize]) -> Outcome {
        let gauge = &metrics::global().vault_capability_missing;
        let component = self.component.as_str();
        let denied_check = missing
            .iter()
            .filter_map(|i| self.probes.get(*i))
            .any(|p| p.path == "sys/capabilities-self");
        let mut now_missing = BTreeSet::new();
        let mut required = false;
        for (index, probe) in self.probes.iter().enumerate() {
            let absent = missing.contains(&index);
            // When the check itself was denied, nothing but that is known.
            if denied_check && probe.path != "sys/capabilities-self" {
                continue;
            }
            let need = if probe.required { "true" } else { "false" };
            gauge
                .with(&[component, &probe.path, probe.capability.as_str(), need])
                .set(if absent { 1.0 } else { 0.0 });
            let key = (probe.path.clone(), probe.capability);
            if absent {
                required |= probe.required;
                if !self.reported.contains(&key) {
                    let fix = format!(
                        "add path \"{}\" {{ capabilities = [\"{}\"] }} to a policy of this component's Vault role (docs/vault.md)",
                        probe.path.replace(policy::PROBE_KEY, "*"),
                        probe.capability
                    );
                    let message = format!(
                        "vault policy is missing {} on {}",
                        probe.capability, probe.path
                    );
                    let fields = [
                        ("component", component),
                        ("path", probe.path.as_str()),
                        ("capability", probe.capability.as_str()),
                        ("required", need),
                        ("breaks", probe.breaks),
                        ("fix", fix.as_str()),
                    ];
                    if probe.required {
                        logger::error(&message, &fields);
                    } else {
                        logger::warn(&message, &fields);
                    }
                }
                now_missing.insert(key);
            } else if self.reported.contains(&key) {
                logger::info(
                    &format!(
                        "vault policy now grants {} on {}",
                        probe.capability, probe.path
                    ),
                    &[
                        ("component", component),
                        ("path", probe.path.as_str()),
                        ("capability", probe.capability.as_str()),
                    ],
                );
            }
        }
        if denied_check {
            // Keep what was reported before: it is neither confirmed nor cleared.
            now_missing.extend(self.reported.iter().cloned());
            required = false;
        } else {
            self.readiness.set(!required);
            self.record_event(missing);
        }
        if now_missing.is_empty() && (!self.checked || !self.reported.is_empty()) {
            logger::info(
                "vault policy grants every capability the component needs",
                &[
                    ("component", component),
                    ("checked", &self.probes.len().to_string()),
                ],
            );
        }
        self.checked = true;
        self.reported = now_missing;
        if self.reported.is_empty() {
            Outcome::Complete
        } else {
            Outcome::Missing { required }
        }
    }
}

/// The checker's thread, `vault-policy-<component>`: a check at start, then as
/// [`Checker::next_after`] says, until shutdown; its own token is revoked on the way out.
pub fn thread(mut checker: Checker) -> ThreadSpec {
    ThreadSpec {
        name: format!("vault-policy-{}", checker.component),
        max_silence: Some(limits::LOOP_MAX_SILENCE),
        body: Box::new(move |ctx: Context| {
            let mut next = Instant::now();
            loop {
                ctx.heartbeat.beat();
                let now = Instant::now();
                if now >= next {
                    let outcome = checker.check();
                    next = Instant::now() + Checker::next_after(&outcome);
                    continue;
                }
                let wait = next
                    .saturating_duration_since(now)
                    .min(Duration::from_secs(1));
                if ctx.shutdown.wait_timeout(wait) {
                    break;
                }
            }
            checker.release();
            Ok(())
        }),
    }
}

/// The components `config`'s mode runs that hold a Vault token of their own.
pub fn components(config: &Config) -> Vec<Component> {
    let nri = config.nri.enabled;
    match config.mode {
        Mode::Injector => vec![Component::Injector],
        Mode::Nri if nri => vec![Component::Nri],
        Mode::Nri => Vec::new(),
        Mode::Renewer => vec![Component::Renewer],
        Mode::Revoker => vec![Component::Revoker],
        Mode::All => {
            let mut all = vec![Component::Injector, Component::Renewer, Component::Revoker];
            if nri {
                all.insert(1, Component::Nri);
            }
            all
        }
    }
}

/// The check threads of `config`'s mode, one per component, each with its readiness
/// condition registered in `health`. Nothing is contacted yet.
pub fn threads(
    config: &Config,
    shutdown: &Shutdown,
    health: &Health,
) -> Result<Vec<ThreadSpec>, Error> {
    let mut checkers = checkers(config, shutdown, health)?;
    let mut specs = Vec::new();
    if let Some((recorder, pod, writer)) = events(config).filter(|_| !checkers.is_empty()) {
        checkers = checkers
            .into_iter()
            .map(|c| c.with_events(recorder.clone(), pod.clone()))
            .collect();
        specs.push(writer);
    }
    specs.extend(checkers.into_iter().map(thread));
    Ok(specs)
}

/// The recorder of the checks' Events, the pod they are about and its writing thread;
/// `None` without `POD_NAME` and `POD_NAMESPACE` or a Kubernetes client (then the checks
/// record nothing, silently: the log line, metric and readiness still say it).
fn events(config: &Config) -> Option<(Recorder, Regarding, ThreadSpec)> {
    let env = &config.environment;
    let name = env.pod_name.clone().filter(|n| !n.is_empty())?;
    let namespace = env.pod_namespace.clone().filter(|n| !n.is_empty())?;
    let client = k8s::discover(&k8s::Discovery::from_config(config))
        .and_then(k8s::Client::new)
        .ok()?;
    let (recorder, writer) = Recorder::new(&name);
    let spec = ThreadSpec {
        name: "vault-policy-events".to_owned(),
        max_silence: Some(limits::LOOP_MAX_SILENCE),
        body: Box::new(move |ctx: Context| {
            writer.run(&client, &ctx.shutdown, &|| ctx.heartbeat.beat());
            Ok(())
        }),
    };
    // The uid (`POD_UID`, set by the chart) lets `kubectl describe pod` find the Event;
    // without it `kubectl get events` and doctor still match by name.
    let uid = env.pod_uid.clone().unwrap_or_default();
    Some((recorder, Regarding::pod(&namespace, &name, &uid), spec))
}

/// The checkers of [`threads`]: each logs in as its component does (the plugin as
/// `kubeRoleNri` when set).
fn checkers(config: &Config, shutdown: &Shutdown, health: &Health) -> Result<Vec<Checker>, Error> {
    let settings = policy::Settings::from_config(config);
    let mut checkers = Vec::new();
    for component in components(config) {
        let mut client_config = vault::ClientConfig::from_config(config);
        if component == Component::Nri {
            config
                .nri_kube_role()
                .clone_into(&mut client_config.auth.role);
        }
        let client = vault::Client::new(client_config)
            .map_err(Error::Client)?
            .with_shutdown(shutdown.clone());
        let readiness = health.readiness(&readiness_name(component));
        checkers.push(Checker::new(
            component,
            Arc::new(client),
            &settings,
            readiness,
        )?);
    }
    Ok(checkers)
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::vault::{AuthConfig, CaSource, ClientConfig, Timeouts};

    /// A checker for `component` whose Vault is a closed port (`report` makes no call).
    fn checker(component: Component, health: &Health) -> Checker {
        let client = vault::Client::new(ClientConfig {
            address: "http://127.0.0.1:9".into(),
            ca: CaSource::System,
            skip_verify: false,
            namespace: None,
            timeouts: Timeouts::default(),
            proxy: None,
            auth: AuthConfig {
                mount: "kubernetes".into(),
                role: "policycheck-test".into(),
                jwt_file: PathBuf::from("/nonexistent"),
            },
        })
        .unwrap();
        let settings = policy::Settings {
            kv_mount: "kv".into(),
            kv_prefix: format!("policycheck-{component}"),
            token_role: None,
            projected: false,
            nri_delivery: false,
        };
        let readiness = health.readiness(&readiness_name(component));
        Checker::new(component, Arc::new(client), &settings, readiness).unwrap()
    }

    fn index(checker: &Checker, path: &str, capability: Capability) -> usize {
        checker
            .probes
            .iter()
            .position(|p| p.path == path && p.capability == capability)
            .unwrap()
    }

    fn gauge(checker: &Checker, index: usize) -> f64 {
        let p = &checker.probes[index];
        let need = if p.required { "true" } else { "false" };
        metrics::global()
            .vault_capability_missing
            .with(&[
                checker.component.as_str(),
                &p.path,
                p.capability.as_str(),
                need,
            ])
            .get()
    }

    #[test]
    fn a_missing_required_capability_fails_readiness_until_granted() {
        let health = Health::new();
        let mut c = checker(Component::Revoker, &health);
        let ready = health.readiness("vault-policy-revoker");
        // Nothing known missing yet: ready.
        assert!(ready.get());
        let revoke = index(&c, "auth/token/revoke-accessor", Capability::Update);
        let leases = index(&c, "sys/leases/revoke", Capability::Update);
        let lookup = index(&c, "auth/token/lookup-accessor", Capability::Update);
        assert_eq!(
            c.report(&[revoke, leases]),
            Outcome::Missing { required: true }
        );
        assert!(!ready.get());
        assert_eq!(
            (gauge(&c, revoke), gauge(&c, leases), gauge(&c, lookup)),
            (1.0, 1.0, 0.0)
        );
        // Only the optional one left: ready again, still counted.
        assert_eq!(c.report(&[leases]), Outcome::Missing { required: false });
        assert!(ready.get());
        assert_eq!((gauge(&c, revoke), gauge(&c, leases)), (0.0, 1.0));
        assert_eq!(
            Checker::next_after(&Outcome::Missing { required: false }),
            limits::POLICY_RECHECK_MISSING
        );
        assert_eq!(c.report(&[]), Outcome::Complete);
        assert_eq!(gauge(&c, leases), 0.0);
        assert_eq!(
            Checker::next_after(&Outcome::Complete),
            limits::POLICY_RECHECK
        );
    }

    #[test]
    fn a_missing_required_capability_is_an_event_on_the_pod_until_granted() {
        let health = Health::new();
        let (recorder, written) = Recorder::new("revoker-0");
        let pod = Regarding::pod("vdbi", "revoker-0", "");
        let mut c = checker(Component::Revoker, &health).with_events(recorder, pod.clone());
        let revoke = index(&c, "auth/token/revoke-accessor", Capability::Update);
        let leases = index(&c, "sys/leases/revoke", Capability::Update);
        // Only an optional one missing: no Event.
        c.report(&[leases]);
        assert!(written.drain().is_empty());
        // A required one: a Warning naming it (not the optional one), at every check (the
        // recorder folds the repeats into a series).
        c.report(&[revoke, leases]);
        c.report(&[revoke, leases]);
        let events = written.drain();
        assert_eq!(events.len(), 2, "{events:?}");
        let missing = &events[0];
        assert_eq!(
            (missing.type_, missing.reason, &missing.regarding),
            (EventType::Warning, REASON_MISSING, &pod)
        );
        assert_eq!(
            missing.note.as_str(),
            "revoker: the Vault policy lacks update on \"auth/token/revoke-accessor\", which this component cannot work without; add them to a policy of its Vault role (docs/vault.md)"
        );
        assert_eq!(events[1], events[0]);
        // Granted back (the optional one still missing): one Normal, then nothing.
        c.report(&[leases]);
        c.report(&[]);
        let events = written.drain();
        assert_eq!(events.len(), 1, "{events:?}");
        assert_eq!(
            (events[0].type_, events[0].reason),
            (EventType::Normal, REASON_GRANTED)
        );
        assert!(events[0].note.as_str().starts_with("revoker: "));
        // A denied check says nothing either way.
        let check = index(&c, "sys/capabilities-self", Capability::Update);
        c.report(&[check]);
        assert!(written.drain().is_empty());
    }

    #[test]
    fn a_denied_check_neither_confirms_nor_clears_what_was_missing() {
        let health = Health::new();
        let mut c = checker(Component::Renewer, &health);
        let ready = health.readiness("vault-policy-renewer");
        let renew = index(&c, "sys/leases/renew", Capability::Update);
        let check = index(&c, "sys/capabilities-self", Capability::Update);
        assert_eq!(c.report(&[renew]), Outcome::Missing { required: true });
        assert!(!ready.get());
        // capabilities-self refused: the earlier finding stays, readiness is left as is.
        assert_eq!(c.report(&[check]), Outcome::Missing { required: false });
        assert!(!ready.get());
        assert_eq!((gauge(&c, renew), gauge(&c, check)), (1.0, 1.0));
        assert!(
            c.reported
                .contains(&("sys/leases/renew".to_owned(), Capability::Update))
        );
    }

    #[test]
    fn a_check_that_cannot_run_changes_no_readiness() {
        let health = Health::new();
        let mut c = checker(Component::Injector, &health);
        let outcome = c.check();
        assert!(
            matches!(outcome, Outcome::Unchecked(ref why) if why.starts_with("login")),
            "{outcome:?}"
        );
        assert!(health.readiness("vault-policy-injector").get());
        assert_eq!(
            Checker::next_after(&outcome),
            limits::POLICY_RECHECK_MISSING
        );
    }

    #[test]
    fn each_checker_logs_in_as_its_component() {
        let mut config = Config::default();
        config.mode = Mode::All;
        config.nri.enabled = true;
        config.vault_address = "http://127.0.0.1:9".into();
        config.kube_role = "shared".into();
        config.kube_role_nri = "node".into();
        config.vault_secret_name = "kv".into();
        config.vault_secret_prefix = "p".into();
        let (_trigger, shutdown) = crate::runtime::shutdown_channel();
        let health = Health::new();
        let roles: Vec<(Component, String)> = checkers(&config, &shutdown, &health)
            .unwrap()
            .iter()
            .map(|c| (c.component, c.client.auth_config().role.clone()))
            .collect();
        assert_eq!(
            roles,
            [
                (Component::Injector, "shared".to_owned()),
                (Component::Nri, "node".to_owned()),
                (Component::Renewer, "shared".to_owned()),
                (Component::Revoker, "shared".to_owned()),
            ]
        );
        // Each registered its readiness condition, ready until something is missing.
        for name in ["injector", "nri", "renewer", "revoker"] {
            assert!(
                health.readiness(&format!("vault-policy-{name}")).get(),
                "{name}"
            );
        }
    }

    #[test]
    fn each_mode_checks_its_components() {
        let mut config = Config::default();
        let check = |config: &Config, expect: &[Component]| {
            assert_eq!(components(config), expect, "{:?}", config.mode)
        };
        config.mode = Mode::Injector;
        check(&config, &[Component::Injector]);
        config.mode = Mode::Renewer;
        check(&config, &[Component::Renewer]);
        config.mode = Mode::Revoker;
        check(&config, &[Component::Revoker]);
        config.mode = Mode::Nri;
        config.nri.enabled = false;
        check(&config, &[]);
        config.nri.enabled = true;
        check(&config, &[Component::Nri]);
        config.mode = Mode::All;
        check(
            &config,
            &[
                Component::Injector,
                Component::Nri,
                Component::Renewer,
                Component::Revoker,
            ],
        );
        config.nri.enabled = false;
        check(
            &config,
            &[Component::Injector, Component::Renewer, Component::Revoker],
        );
    }
}
