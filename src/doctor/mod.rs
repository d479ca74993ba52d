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
mod vault_admin;

use std::fmt;
use std::io::{self, BufRead, Read};
use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::config::cli::DoctorArgs;
use crate::config::{Config, Mode};
use crate::limits;
use crate::logger;
use crate::secret::SecretString;
use crate::vault::{
    AuthMode, Client, ClientConfig, Error as VaultError, LoginErrorReason, TokenMeta, TokenRequest,
};

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
    let runs_plugin = config.mode == Mode::Nri || (config.mode == Mode::All && config.nri.enabled);
    if runs_plugin {
        nri_checks(config, &mut report);
    }
    if matches!(config.mode, Mode::Injector | Mode::All) {
        webhook_checks(config, now, &mut report);
    }
    report
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

/// Whether a Vault error is a refused TLS handshake (an unknown CA, a wrong name).
fn is_tls_failure(error: &VaultError) -> bool {
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

fn roots_source(config: &Config) -> String {
    match config.vault_ca_cert_path() {
        Some(path) => path.display().to_string(),
        None => "the system CA bundle".to_owned(),
    }
}

fn vault_checks(
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

    let own = login(config, &client, report);
    match &own {
        Some(token) => kv_checks(config, &client, token, operator, report),
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
fn login(config: &Config, client: &Client, report: &mut Report) -> Option<SecretString> {
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
                        "bind the injector's service account and namespace to auth/{mount}/role/{role} (bound_service_account_names, bound_service_account_namespaces)"
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

fn kv_checks(
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
    let needed: [(&str, &[&str]); 3] = [
        (&data, &["create", "update", "read", "delete"]),
        (&list, &["list"]),
        (&entry, &["delete"]),
    ];
    let paths: Vec<&str> = needed.iter().map(|(path, _)| *path).collect();
    match client.capabilities_self(own, &paths) {
        Ok(granted) => {
            let mut missing = Vec::new();
            for (path, wanted) in needed {
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
            if missing.is_empty() {
                report.ok(
                    "kv.writable",
                    format!("the injector may write, read, list and delete entries under {mount}/data/{prefix}"),
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

fn has_capability(have: &[String], wanted: &str) -> bool {
    have.iter().any(|c| c == wanted || c == "root")
}

/// Whether a bound list admits `name`: exactly, or through `*` where Vault itself matches
/// (projected logins); the injector's own check in legacy auth is exact, as the original's.
fn binds(list: &[String], name: &str, vault_matches: bool) -> bool {
    list.iter()
        .any(|item| item == name || (vault_matches && item == "*"))
}

fn role_checks(
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

fn bindings_check(
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

fn projected_check(
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
fn creds_check(
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

fn db_role_check(
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
fn ttl_verdict(ttls: vault_admin::DbRole, sync: Duration) -> (Outcome, String, Option<String>) {
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

fn nri_checks(config: &Config, report: &mut Report) {
    cache_check(config, report);
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

fn rfc3339(seconds: i64) -> String {
    match u64::try_from(seconds) {
        Ok(secs) => logger::rfc3339(UNIX_EPOCH + Duration::from_secs(secs)),
        Err(_) => format!("{seconds} seconds since 1970"),
    }
}

fn webhook_checks(config: &Config, now: SystemTime, report: &mut Report) {
    certificate_checks(config, now, report);
    if config.nri.enabled {
        report.ok(
            "webhook.client-auth",
            "nri delivery: admission answers hold placeholders, never credentials".to_owned(),
        );
        return;
    }
    match config.client_ca_file.as_deref() {
        None if config.allow_unauthenticated_legacy_delivery => report.fail(
            "webhook.client-auth",
            "allowUnauthenticatedLegacyDelivery: true: legacy delivery puts real credentials into admission answers, and without clientCAFile anyone who reaches the webhook port can ask for them".to_owned(),
            "set clientCAFile to the CA of the client certificate the apiserver presents to webhooks (AdmissionConfiguration kubeConfigFile, see docs/install.md) and clientAllowedNames to its name, then remove allowUnauthenticatedLegacyDelivery; or switch to NRI delivery (nri.enabled: true)".to_owned(),
        ),
        None => report.fail(
            "webhook.client-auth",
            crate::config::UNAUTHENTICATED_LEGACY_DELIVERY.to_owned(),
            "set clientCAFile to the CA of the client certificate the apiserver presents to webhooks (AdmissionConfiguration kubeConfigFile, see docs/install.md), or switch to NRI delivery (nri.enabled: true)".to_owned(),
        ),
        Some(path) => match crate::tls::load_ca_bundle(path) {
            Ok(certs) => {
                report.ok(
                    "webhook.client-auth",
                    format!("legacy delivery requires client certificates signed by {} ({} CA)", path.display(), certs.len()),
                );
                allowed_names_check(config, &certs, report);
            }
            Err(error) => report.fail(
                "webhook.client-auth",
                error.to_string(),
                "clientCAFile must be a PEM file of CA certificates".to_owned(),
            ),
        },
    }
}

/// With an empty `clientAllowedNames`, any certificate the client CA signed is let in:
/// safe only for a CA dedicated to the apiserver's client certificate. Warns when the CA
/// visibly signs other things: it is the cluster CA (it signs every kubelet), or it signed
/// the webhook's own serving certificate (a shared issuer, such as a cert-manager
/// ClusterIssuer any tenant may ask for a certificate).
fn allowed_names_check(
    config: &Config,
    client_cas: &[rustls::pki_types::CertificateDer<'static>],
    report: &mut Report,
) {
    use crate::tls::names::issuer_and_subject;
    let name = "webhook.client-allowed-names";
    if !config.client_allowed_names.is_empty() {
        report.ok(
            name,
            format!(
                "client certificates must also be named {}",
                config.client_allowed_names.join(" or ")
            ),
        );
        return;
    }
    let cluster_ca = config
        .service_account_token_file
        .parent()
        .map(|dir| dir.join("ca.crt"))
        .and_then(|path| crate::tls::load_certificates(&path).ok())
        .unwrap_or_default();
    let serving = crate::tls::load_certificates(Path::new(&config.cert_file)).unwrap_or_default();
    let signed_serving = serving
        .first()
        .and_then(|leaf| issuer_and_subject(leaf.as_ref()))
        .is_some_and(|(issuer, _)| {
            client_cas
                .iter()
                .filter_map(|ca| issuer_and_subject(ca.as_ref()))
                .any(|(_, subject)| subject == issuer)
        });
    let is_cluster_ca = client_cas.iter().any(|ca| cluster_ca.contains(ca));
    let fix = "set clientAllowedNames to the name of the apiserver's client certificate (its CN or a SAN), or give that certificate a CA of its own (the chart does)".to_owned();
    if is_cluster_ca {
        report.warn(
            name,
            "clientAllowedNames is empty and clientCAFile is the cluster CA, which also signs every kubelet's client certificate: any of them may call the webhook".to_owned(),
            fix,
        );
    } else if signed_serving {
        report.warn(
            name,
            "clientAllowedNames is empty and clientCAFile also signed the webhook's serving certificate: a shared issuer (a cert-manager ClusterIssuer?) may sign certificates for others who can then call the webhook".to_owned(),
            fix,
        );
    } else {
        report.ok(
            name,
            "clientAllowedNames is empty: any certificate of clientCAFile is accepted (the CA must be dedicated to the apiserver's client certificate)".to_owned(),
        );
    }
}

fn certificate_checks(config: &Config, now: SystemTime, report: &mut Report) {
    if config.cert_file.is_empty() || config.key_file.is_empty() {
        report.fail(
            "webhook.certificate",
            "certFile or keyFile is not set".to_owned(),
            "set certFile and keyFile (the chart mounts them at /tls/tls.crt and /tls/tls.key)"
                .to_owned(),
        );
        return;
    }
    let cert_path = Path::new(&config.cert_file);
    let chain = match crate::tls::load_certificates(cert_path) {
        Ok(chain) => chain,
        Err(error) => {
            report.fail(
                "webhook.certificate",
                error.to_string(),
                "certFile must be a PEM certificate chain, leaf first".to_owned(),
            );
            return;
        }
    };
    let now_secs = now
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
    let renew = "renew the certificate (cert-manager: check the Certificate and its issuer) and restart nothing: the webhook reloads it from disk";
    match chain.first().and_then(|leaf| cert::validity(leaf.as_ref())) {
        None => report.fail(
            "webhook.certificate",
            format!(
                "{}: the first certificate's validity cannot be read",
                cert_path.display()
            ),
            "certFile must hold an X.509 certificate, leaf first".to_owned(),
        ),
        Some(validity) if validity.not_before > now_secs => report.fail(
            "webhook.certificate",
            format!("not valid before {}", rfc3339(validity.not_before)),
            "check the clock of the machine that issued it, or wait".to_owned(),
        ),
        Some(validity) if validity.not_after <= now_secs => report.fail(
            "webhook.certificate",
            format!(
                "expired at {}: the apiserver refuses every admission",
                rfc3339(validity.not_after)
            ),
            renew.to_owned(),
        ),
        Some(validity) => {
            let left = u64::try_from(validity.not_after.saturating_sub(now_secs)).unwrap_or(0);
            let days = left / 86_400;
            let detail = format!(
                "valid until {} ({days} days left)",
                rfc3339(validity.not_after)
            );
            if left < limits::DOCTOR_CERT_FAIL_WITHIN.as_secs() {
                report.fail(
                    "webhook.certificate",
                    format!("{detail}: about to expire"),
                    renew.to_owned(),
                );
            } else if left < limits::DOCTOR_CERT_WARN_WITHIN.as_secs() {
                report.warn(
                    "webhook.certificate",
                    format!("{detail}: expires soon"),
                    renew.to_owned(),
                );
            } else {
                report.ok("webhook.certificate", detail);
            }
        }
    }
    let key_path = Path::new(&config.key_file);
    match crate::tls::load_private_key(key_path) {
        Ok(key) => match cert::key_matches(chain, &key) {
            cert::KeyMatch::Matches => report.ok(
                "webhook.key",
                format!("{} matches the certificate", key_path.display()),
            ),
            cert::KeyMatch::Mismatch => report.fail(
                "webhook.key",
                format!("{} is not the key of {}", key_path.display(), cert_path.display()),
                "keyFile and certFile must come from the same issuance (the same Secret's tls.key and tls.crt)".to_owned(),
            ),
            cert::KeyMatch::Unknown(why) => report.warn(
                "webhook.key",
                format!("cannot compare {} with the certificate: {why}", key_path.display()),
                "use an ECDSA, RSA or Ed25519 key in PEM".to_owned(),
            ),
        },
        Err(error) => report.fail(
            "webhook.key",
            error.to_string(),
            "keyFile must be a PEM private key (PKCS#8, SEC1 or PKCS#1)".to_owned(),
        ),
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

    #[test]
    fn bindings_match_exactly_unless_vault_matches() {
        let list = vec!["app".to_owned(), "*".to_owned()];
        assert!(binds(&list, "app", false));
        assert!(!binds(&list, "web", false));
        assert!(binds(&list, "web", true));
    }
}
