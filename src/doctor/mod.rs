//! `vault-db-injector doctor`: checks a deployment before it goes live, and prints each
//! check with the fix when it fails.
//!
//! Most first-day failures of the original were settings spread over three systems that
//! only met at the first admission: a Vault CA missing, a kubernetes auth role that does
//! not bind the pod's service account or lacks the policy of its name, a policy that cannot
//! read the creds path, a database TTL shorter than the renewer's pass, a KV mount of the
//! wrong version, an NRI socket that refuses plugins, a webhook certificate about to
//! expire. Each is one check here, with a line that says how to fix it.
//!
//! Checks that need more than the injector's own login (reading a database role, asking
//! what a policy allows) use an operator token, taken from `VAULT_TOKEN` or the first line
//! of standard input, never from the command line (it would show in `ps` and shell
//! history). No token, credential or key is ever printed.

mod cert;
mod nri_probe;
mod policy;
mod reported;
mod roles;
mod vault_admin;
mod vault_checks;
mod webhook;

use std::fmt;
use std::io::{self, BufRead, Read};
use std::path::Path;
use std::time::SystemTime;

use crate::config::cli::DoctorArgs;
use crate::config::{Config, Mode};
use crate::doctor::vault_checks::vault_checks;
use crate::doctor::webhook::webhook_checks;
use crate::limits;
use crate::secret::SecretString;

pub use crate::doctor::nri_probe::{
    Probe, ProbeError, check_socket, probe_index, probe_name, register_once,
};

/// How one check came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// It passed.
    Ok,
    /// It passed with a reservation, or could not be made; not a failure.
    Warn,
    /// It failed: the deployment will not work as configured.
    Fail,
}

impl Outcome {
    /// The word printed at the start of the line.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Warn => "warn",
            Outcome::Fail => "FAIL",
        }
    }
}

/// One check and its result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    /// The result.
    pub outcome: Outcome,
    /// Stable name (`vault.tls`, `kv.mount`, `role app: policy`, ...), documented in
    /// `docs/operations-tools.md`.
    pub name: String,
    /// What was found; never a secret.
    pub detail: String,
    /// How to fix it, for a failure or a warning.
    pub fix: Option<String>,
}

/// Every check made, in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// The checks.
    pub checks: Vec<Check>,
}

impl Report {
    fn push(&mut self, outcome: Outcome, name: &str, detail: String, fix: Option<String>) {
        self.checks.push(Check {
            outcome,
            name: name.to_owned(),
            detail,
            fix,
        });
    }

    fn ok(&mut self, name: &str, detail: String) {
        self.push(Outcome::Ok, name, detail, None);
    }

    fn warn(&mut self, name: &str, detail: String, fix: String) {
        self.push(Outcome::Warn, name, detail, Some(fix));
    }

    fn fail(&mut self, name: &str, detail: String, fix: String) {
        self.push(Outcome::Fail, name, detail, Some(fix));
    }

    /// Whether no check failed (warnings pass): exit code 0.
    pub fn passed(&self) -> bool {
        self.checks.iter().all(|c| c.outcome != Outcome::Fail)
    }

    /// The first check with this name.
    pub fn get(&self, name: &str) -> Option<&Check> {
        self.checks.iter().find(|c| c.name == name)
    }

    /// One line per check (`ok`, `warn` or `FAIL`, the name, what was found), the fix on
    /// the next line, and a summary line.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for check in &self.checks {
            out.push_str(&format!(
                "{:<4}  {}: {}\n",
                check.outcome.as_str(),
                check.name,
                check.detail
            ));
            if let Some(fix) = &check.fix {
                out.push_str(&format!("      fix: {fix}\n"));
            }
        }
        let count = |outcome| self.checks.iter().filter(|c| c.outcome == outcome).count();
        out.push_str(&format!(
            "{} ok, {} warnings, {} failed\n",
            count(Outcome::Ok),
            count(Outcome::Warn),
            count(Outcome::Fail)
        ));
        out
    }
}

/// Why `doctor` (or `who`) could not run at all.
#[derive(Debug)]
pub enum Error {
    /// An argument cannot be understood (exit code 2).
    Usage(String),
    /// Standard input could not be read for the operator token.
    Stdin(io::Error),
    /// Standard input held no token, or one too long or not text.
    BadToken(&'static str),
}

impl Error {
    /// Whether this is a usage error (exit code 2 rather than 1).
    pub fn is_usage(&self) -> bool {
        matches!(self, Error::Usage(_))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage(message) => f.write_str(message),
            Error::Stdin(_) => f.write_str("cannot read the operator token from standard input"),
            Error::BadToken(why) => write!(f, "operator token on standard input: {why}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Stdin(source) => Some(source),
            Error::Usage(_) | Error::BadToken(_) => None,
        }
    }
}

/// The operator token: the first line of `stdin` when `from_stdin`, else `VAULT_TOKEN`
/// (read by config.rs), else none.
pub fn operator_token(
    from_env: Option<&SecretString>,
    from_stdin: bool,
    stdin: &mut dyn BufRead,
) -> Result<Option<SecretString>, Error> {
    if !from_stdin {
        return Ok(from_env.map(SecretString::duplicate));
    }
    let mut bytes = Vec::new();
    stdin
        .take(limits::DOCTOR_TOKEN_MAX_BYTES.saturating_add(1))
        .read_until(b'\n', &mut bytes)
        .map_err(Error::Stdin)?;
    if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > limits::DOCTOR_TOKEN_MAX_BYTES {
        return Err(Error::BadToken("longer than any vault token"));
    }
    let token = SecretString::from_utf8(bytes).map_err(|_| Error::BadToken("not utf-8 text"))?;
    let trimmed = token.expose_secret().trim();
    if trimmed.is_empty() {
        return Err(Error::BadToken("empty"));
    }
    if trimmed.bytes().any(|b| b.is_ascii_control() || b == b' ') {
        return Err(Error::BadToken("holds spaces or control characters"));
    }
    Ok(Some(SecretString::new(trimmed.to_owned())))
}

/// A `--role` argument: `[MOUNT/]ROLE[=NS/SA,...]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoleSpec {
    /// The database secrets mount; `None` means `defaultEngine`.
    pub mount: Option<String>,
    /// The role name (database role, kubernetes auth role and policy alike).
    pub role: String,
    /// Namespace and service account pairs the role must bind.
    pub bindings: Vec<(String, String)>,
}

impl RoleSpec {
    /// Parses one `--role` value.
    pub fn parse(text: &str) -> Result<RoleSpec, Error> {
        let bad = |why: &str| Error::Usage(format!("--role {text:?}: {why}"));
        let (path, bindings) = match text.split_once('=') {
            Some((path, bindings)) => (path, Some(bindings)),
            None => (text, None),
        };
        let path = path.trim_matches('/');
        let (mount, role) = match path.rsplit_once('/') {
            Some((mount, role)) => (Some(mount.to_owned()), role),
            None => (None, path),
        };
        crate::vault::path::check_segment(role)
            .map_err(|reason| bad(&format!("role name: {}", reason.as_str())))?;
        if let Some(mount) = &mount {
            crate::vault::path::check_multi(mount)
                .map_err(|reason| bad(&format!("mount: {}", reason.as_str())))?;
        }
        let mut pairs = Vec::new();
        if let Some(bindings) = bindings {
            for binding in bindings.split(',').map(str::trim) {
                let (ns, sa) = binding
                    .split_once('/')
                    .filter(|(ns, sa)| !ns.is_empty() && !sa.is_empty() && !sa.contains('/'))
                    .ok_or_else(|| {
                        bad("bindings must be NAMESPACE/SERVICEACCOUNT, comma-separated")
                    })?;
                pairs.push((ns.to_owned(), sa.to_owned()));
            }
        }
        Ok(RoleSpec {
            mount,
            role: role.to_owned(),
            bindings: pairs,
        })
    }
}

/// `doctor` from the command line: parses the roles, takes the operator token, runs every
/// check.
pub fn run(config: &Config, args: &DoctorArgs, stdin: &mut dyn BufRead) -> Result<Report, Error> {
    let roles = args
        .roles
        .iter()
        .map(|text| RoleSpec::parse(text))
        .collect::<Result<Vec<_>, _>>()?;
    let operator = operator_token(
        config.environment.vault_token.as_ref(),
        args.token_stdin,
        stdin,
    )?;
    Ok(check(config, &roles, operator.as_ref(), SystemTime::now()))
}

/// Every check that applies to the configuration's mode, at time `now`.
pub fn check(
    config: &Config,
    roles: &[RoleSpec],
    operator: Option<&SecretString>,
    now: SystemTime,
) -> Report {
    let mut report = Report::default();
    config_check(config, &mut report);
    vault_checks(config, roles, operator, &mut report);
    reported::reported_check(config, &mut report);
    let runs_plugin = config.mode == Mode::Nri || (config.mode == Mode::All && config.nri.enabled);
    if runs_plugin {
        nri_checks(config, &mut report);
    }
    if matches!(config.mode, Mode::Injector | Mode::All) {
        webhook_checks(config, now, &mut report);
    }
    if config.delivers_through_nri() {
        nri_identity_check(config, &mut report);
    }
    report
}

/// NRI delivery with the injector's own identity puts a Vault policy that issues any role
/// on every node: refused at start (a failure here), and a warning when
/// `nri.allowInjectorIdentity` lets it start.
fn nri_identity_check(config: &Config, report: &mut Report) {
    let name = "nri.identity";
    let fix = "set useProjectedSA: true and tokenRequestAudiences (the audience the pods' Vault roles accept), so that the plugin logs in as each pod of its node with the pod's own token; then remove nri.allowInjectorIdentity".to_owned();
    if config.use_projected_sa {
        report.ok(
            name,
            format!(
                "projected service accounts: each pod's token (audience {}) logs in as the pod; no node holds the injector's Vault policy",
                config.token_request_audiences.first().map_or("", String::as_str)
            ),
        );
    } else if config.nri.allow_injector_identity {
        // A warning, as for the plugin's other opt-out (`nri.allowPersistentCache`): the
        // operator asked for it, and the process runs.
        report.warn(
            name,
            "nri.allowInjectorIdentity: true: NRI delivery uses the injector's own Vault identity, so every node holds a Vault policy that issues any role and root on one node can obtain every pod's credentials".to_owned(),
            fix,
        );
    } else {
        report.fail(
            name,
            crate::config::INJECTOR_IDENTITY_WITH_NRI.to_owned(),
            fix,
        );
    }
}

fn config_check(config: &Config, report: &mut Report) {
    let source = match config.source() {
        Some(path) => path.display().to_string(),
        None => "defaults and environment".to_owned(),
    };
    let problems = config.validate();
    let errors: Vec<String> = problems
        .iter()
        .filter(|p| p.is_error())
        .map(ToString::to_string)
        .collect();
    let warnings: Vec<String> = problems
        .iter()
        .filter(|p| !p.is_error())
        .map(ToString::to_string)
        .collect();
    if !errors.is_empty() {
        report.fail(
            "config",
            format!("{source}: {}", errors.join("; ")),
            "fix the configuration; `vault-db-injector check-config` lists every problem"
                .to_owned(),
        );
    } else if !warnings.is_empty() {
        report.warn(
            "config",
            format!("{source}: {}", warnings.join("; ")),
            "see `vault-db-injector check-config`".to_owned(),
        );
    } else {
        report.ok("config", format!("{source}: valid (mode {})", config.mode));
    }
}

fn nri_checks(config: &Config, report: &mut Report) {
    cache_check(config, report);
    kubelet_check(config, report);
    let path = &config.nri.socket_path;
    if let Err(error) = check_socket(path) {
        let fix = match &error {
            ProbeError::Missing(_) | ProbeError::NotASocket(_) => "run doctor on a node, in the plugin's pod (kubectl exec into the DaemonSet), with the runtime's NRI enabled (containerd: [plugins.\"io.containerd.nri.v1.nri\"] disable = false), and check nri.socketPath".to_owned(),
            ProbeError::UnsafeDir { .. } => "only root may write the socket's directory: chmod go-w it (the plugin refuses it otherwise)".to_owned(),
            _ => "check nri.socketPath and the mount of the socket's directory into the pod".to_owned(),
        };
        report.fail("nri.socket", error.to_string(), fix);
        return;
    }
    report.ok("nri.socket", format!("{} is a socket", path.display()));
    let name = probe_name(&config.nri.plugin_name);
    let index = probe_index(&config.nri.plugin_index);
    match register_once(path, &name, index, limits::DOCTOR_NRI_PROBE_TIMEOUT) {
        Ok(probe) => report.ok(
            "nri.registration",
            format!(
                "registered as {index}-{name} with {}, {} pods synchronized, disconnected",
                if probe.runtime.is_empty() {
                    "the runtime"
                } else {
                    &probe.runtime
                },
                probe.pods
            ),
        ),
        Err(error) => {
            let fix = match &error {
                ProbeError::Refused(_) => "the runtime refuses external plugins: in containerd set disable_connections = false under [plugins.\"io.containerd.nri.v1.nri\"], and check that no other plugin uses the same name".to_owned(),
                ProbeError::PeerNotRoot(_) => "the socket must be the container runtime's (served by root); check nri.socketPath".to_owned(),
                ProbeError::Timeout(_) => "the runtime did not complete the handshake in time: check the runtime's logs and its NRI registration timeout".to_owned(),
                _ => "check the runtime's NRI support (containerd 1.7+ or CRI-O 1.26+) and its logs".to_owned(),
            };
            report.fail("nri.registration", error.to_string(), fix);
        }
    }
}

/// With projected service accounts the plugin reads each pod's Vault-audience token under
/// `<nri.kubeletRootDir>/pods`: that directory must be there and readable where the plugin
/// runs (the chart mounts it read-only). Injector-SA auth reads no token: no check.
fn kubelet_check(config: &Config, report: &mut Report) {
    if !config.use_projected_sa {
        return;
    }
    let root = &config.nri.kubelet_root_dir;
    let pods = root.join("pods");
    let fix = format!(
        "set nri.kubeletRootDir to the kubelet's --root-dir on this node (kubeadm, Talos: {}; k0s: /var/lib/k0s/kubelet; MicroK8s: /var/snap/microk8s/common/var/lib/kubelet), and mount <root>/pods into the plugin read-only with mountPropagation: HostToContainer (the chart's nri.kubeletRootDir does)",
        crate::podtoken::DEFAULT_KUBELET_ROOT
    );
    match std::fs::read_dir(&pods) {
        Ok(_) => report.ok(
            "nri.kubeletRootDir",
            format!(
                "{} is readable: the plugin reads each pod's Vault-audience token there",
                pods.display()
            ),
        ),
        Err(error) => report.fail(
            "nri.kubeletRootDir",
            format!(
                "{} (nri.kubeletRootDir {}): {error}; the plugin cannot read the pods' tokens, so every projected fetch is refused",
                pods.display(),
                root.display()
            ),
            fix,
        ),
    }
}

/// The cache must be on tmpfs: the plugin refuses to start otherwise, unless
/// `nri.allowPersistentCache` says so (then a warning: credentials reach a disk).
fn cache_check(config: &Config, report: &mut Report) {
    let dir = config.nri.cache_path.parent().unwrap_or(Path::new("/"));
    let fix = "mount a tmpfs at the cache's directory (the chart uses /run, or an emptyDir with medium: Memory)".to_owned();
    match crate::nri::paths::on_tmpfs(dir) {
        Ok(true) => report.ok("nri.cache", format!("{} is on tmpfs", dir.display())),
        Ok(false) if config.nri.allow_persistent_cache => report.warn(
            "nri.cache",
            format!(
                "{} is not on tmpfs and nri.allowPersistentCache is true: cleartext credentials are written to a disk",
                dir.display()
            ),
            fix,
        ),
        Ok(false) => report.fail(
            "nri.cache",
            format!(
                "{} is not on tmpfs: the plugin refuses to start (nri.allowPersistentCache is false)",
                dir.display()
            ),
            fix,
        ),
        Err(error) => report.warn("nri.cache", error.to_string(), fix),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_role(text: &str, expect: Result<RoleSpec, &str>) {
        match (RoleSpec::parse(text), expect) {
            (Ok(got), Ok(want)) => assert_eq!(got, want, "{text}"),
            (Err(got), Err(want)) => {
                assert!(got.to_string().contains(want), "{text}: {got}");
                assert!(got.is_usage());
            }
            (got, want) => panic!("{text}: got {got:?}, expected {want:?}"),
        }
    }

    fn spec(mount: Option<&str>, role: &str, bindings: &[(&str, &str)]) -> RoleSpec {
        RoleSpec {
            mount: mount.map(str::to_owned),
            role: role.to_owned(),
            bindings: bindings
                .iter()
                .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
                .collect(),
        }
    }

    #[test]
    fn role_specs() {
        check_role("app", Ok(spec(None, "app", &[])));
        check_role("databases/app", Ok(spec(Some("databases"), "app", &[])));
        check_role(
            "team/db/app=default/web",
            Ok(spec(Some("team/db"), "app", &[("default", "web")])),
        );
        check_role(
            "app=a/x, b/y",
            Ok(spec(None, "app", &[("a", "x"), ("b", "y")])),
        );
        check_role("", Err("role name"));
        check_role("app=default", Err("NAMESPACE/SERVICEACCOUNT"));
        check_role("app=a/b/c", Err("NAMESPACE/SERVICEACCOUNT"));
        check_role("app=/x", Err("NAMESPACE/SERVICEACCOUNT"));
        check_role("a b", Err("role name"));
        check_role("../app", Err("mount"));
    }

    #[test]
    fn operator_token_sources() {
        let env = SecretString::new("from-env".to_owned());
        let mut empty: &[u8] = b"";
        let got = operator_token(Some(&env), false, &mut empty).unwrap();
        assert_eq!(got.unwrap().expose_secret(), "from-env");
        let got = operator_token(None, false, &mut empty).unwrap();
        assert!(got.is_none());
        let mut input: &[u8] = b"  s.stdin-token \nsecond line\n";
        let got = operator_token(Some(&env), true, &mut input).unwrap();
        assert_eq!(got.unwrap().expose_secret(), "s.stdin-token");
        let mut input: &[u8] = b"\n";
        assert!(matches!(
            operator_token(None, true, &mut input),
            Err(Error::BadToken("empty"))
        ));
        let long = vec![b'x'; 5000];
        let mut input: &[u8] = &long;
        assert!(matches!(
            operator_token(None, true, &mut input),
            Err(Error::BadToken(_))
        ));
        let mut input: &[u8] = b"a b\n";
        let err = operator_token(None, true, &mut input).unwrap_err();
        assert!(!err.to_string().contains("a b"), "{err}");
    }

    #[test]
    fn the_kubelet_root_is_checked_with_projected_service_accounts() {
        let dir = vdbi_testbed::tempdir::TempDir::new("doctor-kubelet").unwrap();
        let mut config = Config::default();
        config.nri.kubelet_root_dir = dir.path().join("kubelet");
        // Injector-SA auth reads no token: nothing to check.
        let mut report = Report::default();
        kubelet_check(&config, &mut report);
        assert!(report.get("nri.kubeletRootDir").is_none());
        config.use_projected_sa = true;
        let mut report = Report::default();
        kubelet_check(&config, &mut report);
        let check = report.get("nri.kubeletRootDir").unwrap();
        assert_eq!(check.outcome, Outcome::Fail, "{check:?}");
        assert!(check.detail.contains("kubelet/pods"), "{check:?}");
        assert!(
            check
                .fix
                .as_deref()
                .is_some_and(|f| f.contains("/var/lib/k0s/kubelet"))
        );
        std::fs::create_dir_all(dir.path().join("kubelet").join("pods")).unwrap();
        let mut report = Report::default();
        kubelet_check(&config, &mut report);
        assert_eq!(
            report.get("nri.kubeletRootDir").unwrap().outcome,
            Outcome::Ok
        );
    }

    #[test]
    fn reports_render_and_pass() {
        let mut report = Report::default();
        report.ok("vault.tls", "fine".to_owned());
        report.warn("roles", "none".to_owned(), "give some".to_owned());
        assert!(report.passed());
        report.fail("kv.mount", "missing".to_owned(), "enable it".to_owned());
        assert!(!report.passed());
        assert_eq!(
            report.render(),
            "ok    vault.tls: fine\nwarn  roles: none\n      fix: give some\nFAIL  kv.mount: missing\n      fix: enable it\n1 ok, 1 warnings, 1 failed\n"
        );
        assert_eq!(report.get("roles").unwrap().outcome, Outcome::Warn);
    }
}
