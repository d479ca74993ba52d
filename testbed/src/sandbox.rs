//! The sandbox: one labelled pod's whole credential life against real services, the proof a
//! newcomer runs first (`scripts/sandbox`). It starts PostgreSQL, OpenBao with TLS, the
//! Kubernetes API double as the cluster and the NRI runtime double as the node, configures
//! OpenBao as a platform team would (printing the equivalent `bao` commands), runs the real
//! `vault-db-injector` binary in mode `all` with NRI delivery, and walks a pod from creation
//! to deletion, checking each step. The binary `sandbox` and `tests/it/sandbox.rs` both run
//! [`run`], so CI checks exactly what a newcomer sees.

use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use vault_db_injector::secret::SecretString;

use crate::certs::Ca;
use crate::kube_api::{KubeApi, MutatingWebhook, jwt};
use crate::kubelet::Kubelet;
use crate::nri_runtime::{Peer, Runtime};
use crate::nri_runtime_ext::{Sandbox, adjusted_env, create_container, handshake_with};
use crate::openbao::{OpenBao, OpenBaoMode};
use crate::postgres::Postgres;
use crate::tempdir::TempDir;

/// The database secrets engine mount (the product's `defaultEngine`).
const DB_MOUNT: &str = "databases";
/// The database role: short TTLs so that a renewal happens within seconds.
const DB_ROLE: &str = "app-short";
/// The KV v2 mount of the injector's bookkeeping (the chart's default).
const KV_MOUNT: &str = "vault-db-injector";
/// The prefix of the bookkeeping entries under [`KV_MOUNT`].
const KV_PREFIX: &str = "kubernetes";
/// The injector's own policy and Kubernetes auth role.
const INJECTOR: &str = "vault-db-injector";
/// The namespace the injector runs in (its ServiceAccount and its Leases).
const INJECTOR_NS: &str = "vault-db-injector";
/// The application's namespace, ServiceAccount and pod.
const APP_NS: &str = "default";
const APP_SA: &str = "app";
const APP_POD: &str = "demo";
/// The label that opts a pod in.
const LABEL: &str = "vault-db-injector";
/// The node the runtime double plays.
const NODE: &str = "sandbox-node";
/// The annotation prefix of the product.
const ANNOTATION: &str = "db-creds-injector.numberly.io/";
/// What a masked value prints as.
const MASK: &str = "********";
/// How long the product may take to become ready.
const READY_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a renewal may take to show (the role grants 10 s, renewed at half).
const RENEW_TIMEOUT: Duration = Duration::from_secs(20);
/// How long the revocation may take after the deletion.
const REVOKE_TIMEOUT: Duration = Duration::from_secs(15);
/// The runtime's deadline for one CreateContainer (containerd's default is 2 s; the sandbox
/// gives the first fetch, which logs in, more room on a loaded machine).
const CREATE_DEADLINE: Duration = Duration::from_secs(10);

/// How the sandbox runs.
#[derive(Debug, Clone)]
pub struct Options {
    /// The `vault-db-injector` binary to run.
    pub binary: PathBuf,
    /// Leave everything running after the walk and wait for Ctrl-C.
    pub keep: bool,
    /// With `n > 0`, after the renewal, `n` more pods go through admission and container
    /// creation and are deleted again, and the process's memory is printed: the figure of
    /// `docs/performance.md` (0 for the plain walk).
    pub load: usize,
    /// Run one process per mode (`injector`, `nri`, `renewer`, `revoker`), as the chart
    /// deploys them, instead of one in mode `all`.
    pub split: bool,
}

/// A step that did not hold.
#[derive(Debug)]
pub struct Failure {
    /// The step's name, as printed.
    pub step: String,
    /// What went wrong (never a secret).
    pub message: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step \"{}\" failed: {}", self.step, self.message)
    }
}

impl std::error::Error for Failure {}

/// What a successful walk saw: the secrets that must never have been printed (the test
/// checks the output against them).
#[derive(Debug)]
pub struct Outcome {
    /// The database password, the root token, the service account tokens.
    pub secrets: Vec<SecretString>,
    /// The product's log (JSON lines on stdout and anything on stderr), for the same check.
    pub product_log: String,
    /// How each process stopped at the end of the walk (empty with `keep`).
    pub shutdown: Vec<Shutdown>,
}

/// Prints the steps and their timings.
struct Steps<'a> {
    out: &'a mut dyn Write,
    started: Instant,
    current: String,
    step_started: Instant,
}

impl Steps<'_> {
    fn begin(&mut self, name: &str) {
        self.current = name.to_owned();
        self.step_started = Instant::now();
        self.line(&format!("==> {name}"));
    }

    fn line(&mut self, text: &str) {
        let at = self.started.elapsed().as_secs_f64();
        // A closed output (a pipe to `head`) must not stop the walk.
        let _ = writeln!(self.out, "[{at:6.2}s] {text}");
    }

    fn detail(&mut self, text: &str) {
        let _ = writeln!(self.out, "          {text}");
    }

    fn done(&mut self) {
        let ms = self.step_started.elapsed().as_millis();
        let name = self.current.clone();
        self.line(&format!("ok  {name} ({ms} ms)"));
    }

    fn fail(&self, message: impl fmt::Display) -> Failure {
        Failure {
            step: self.current.clone(),
            message: message.to_string(),
        }
    }
}

/// One process of the product; killed on drop.
struct Product {
    mode: &'static str,
    child: Child,
    log: PathBuf,
    ports: Ports,
}

/// The product's processes: one in mode `all`, or one per mode with `--split`.
struct Products(Vec<Product>);

impl Products {
    /// The last lines of every process's log.
    fn tail(&self) -> String {
        self.0
            .iter()
            .map(|p| format!("--- mode {} ({}):\n{}", p.mode, p.log.display(), p.tail()))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Every process's log, whole.
    fn logs(&self) -> String {
        self.0
            .iter()
            .map(|p| fs::read_to_string(&p.log).unwrap_or_default())
            .collect()
    }

    /// One line per process: its resident memory now and at its peak.
    fn memory(&self) -> Vec<String> {
        self.0
            .iter()
            .filter_map(|p| {
                let (rss, peak) = p.memory()?;
                Some(format!(
                    "mode {}: {rss} KiB now, {peak} KiB at its peak",
                    p.mode
                ))
            })
            .collect()
    }

    /// The process that serves the webhook.
    fn webhook(&self) -> Option<&Product> {
        self.0.iter().find(|p| matches!(p.mode, "all" | "injector"))
    }

    fn stop(&mut self) {
        for product in &mut self.0 {
            product.stop();
        }
    }

    /// SIGTERM to every process at once, then each one's time to exit and its exit code
    /// (`None` when it had to be killed after 10 s).
    fn stop_timed(&mut self) -> Vec<Shutdown> {
        let started = Instant::now();
        for product in &self.0 {
            product.terminate();
        }
        let deadline = started + Duration::from_secs(10);
        let mut out: Vec<Option<Shutdown>> = self.0.iter().map(|_| None).collect();
        while out.iter().any(Option::is_none) && Instant::now() < deadline {
            for (product, slot) in self.0.iter_mut().zip(out.iter_mut()) {
                if slot.is_none()
                    && let Ok(Some(status)) = product.child.try_wait()
                {
                    *slot = Some(Shutdown {
                        mode: product.mode.to_owned(),
                        took: started.elapsed(),
                        code: status.code(),
                    });
                }
            }
            thread::sleep(Duration::from_millis(5));
        }
        self.stop();
        self.0
            .iter()
            .zip(out)
            .map(|(product, slot)| {
                slot.unwrap_or_else(|| Shutdown {
                    mode: product.mode.to_owned(),
                    took: started.elapsed(),
                    code: None,
                })
            })
            .collect()
    }
}

/// How one process of the product stopped.
#[derive(Debug, Clone)]
pub struct Shutdown {
    /// Its mode.
    pub mode: String,
    /// From SIGTERM to its exit.
    pub took: Duration,
    /// Its exit code; `None` when it did not exit within 10 s and was killed.
    pub code: Option<i32>,
}

impl Product {
    /// The last lines of its log (JSON lines, which never hold a secret).
    fn tail(&self) -> String {
        let text = fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        let from = lines.len().saturating_sub(15);
        lines.get(from..).unwrap_or_default().join("\n")
    }

    /// `VmRSS` and `VmHWM` (peak) of the process, in KiB.
    fn memory(&self) -> Option<(u64, u64)> {
        let status = fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let field = |name: &str| -> Option<u64> {
            let line = status.lines().find(|l| l.starts_with(name))?;
            line.split_whitespace().nth(1)?.parse().ok()
        };
        Some((field("VmRSS:")?, field("VmHWM:")?))
    }

    fn terminate(&self) {
        if let Ok(pid) = i32::try_from(self.child.id()) {
            let _ = nix::sys::signal::kill(
                nix::unistd::Pid::from_raw(pid),
                nix::sys::signal::Signal::SIGTERM,
            );
        }
    }

    fn stop(&mut self) {
        if let Ok(Some(_)) = self.child.try_wait() {
            return;
        }
        self.terminate();
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Product {
    fn drop(&mut self) {
        self.stop();
    }
}

fn free_port() -> io::Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

fn wait_for<T>(timeout: Duration, mut probe: impl FnMut() -> Option<T>) -> Option<T> {
    let deadline = Instant::now() + timeout;
    loop {
        if let Some(value) = probe() {
            return Some(value);
        }
        if Instant::now() >= deadline {
            return None;
        }
        // Short enough that the start-up time it measures is exact to a few milliseconds.
        thread::sleep(Duration::from_millis(20));
    }
}

/// One `bao` command a platform team would type, and the API call that does it.
struct BaoCommand<'a> {
    shown: String,
    path: String,
    body: Value,
    bao: &'a OpenBao,
}

impl BaoCommand<'_> {
    fn run(self, steps: &mut Steps<'_>) -> Result<(), Failure> {
        let mut lines = self.shown.lines();
        steps.detail(&format!("$ {}", lines.next().unwrap_or_default()));
        for line in lines {
            steps.detail(&format!("  {line}"));
        }
        self.bao
            .write(&self.path, &self.body)
            .map(|_| ())
            .map_err(|e| steps.fail(e))
    }
}

/// The injector's policy for mode `all` (as `docs/vault.md` gives it; `sudo` on
/// create-orphan because the product asks for a `period`).
fn injector_policy() -> String {
    format!(
        r#"path "auth/kubernetes/role/*" {{ capabilities = ["read"] }}
path "auth/token/create-orphan" {{ capabilities = ["update", "sudo"] }}
path "auth/token/lookup-accessor" {{ capabilities = ["update"] }}
path "auth/token/renew-accessor" {{ capabilities = ["update"] }}
path "auth/token/revoke-accessor" {{ capabilities = ["update"] }}
path "auth/token/renew" {{ capabilities = ["update"] }}
path "auth/token/revoke-orphan" {{ capabilities = ["update", "sudo"] }}
path "sys/leases/renew" {{ capabilities = ["update"] }}
path "sys/leases/revoke" {{ capabilities = ["update"] }}
path "sys/leases/lookup" {{ capabilities = ["update"] }}
path "{KV_MOUNT}/data/{KV_PREFIX}/*" {{ capabilities = ["create", "read", "update", "delete"] }}
path "{KV_MOUNT}/metadata/{KV_PREFIX}" {{ capabilities = ["list"] }}
path "{KV_MOUNT}/metadata/{KV_PREFIX}/*" {{ capabilities = ["read", "list", "delete"] }}
"#
    )
}

/// Configures OpenBao as a platform team would, printing each command.
fn configure_openbao(
    steps: &mut Steps<'_>,
    bao: &OpenBao,
    pg: &Postgres,
    api: &KubeApi,
    ca_file: &Path,
    reviewer_jwt: &str,
) -> Result<(), Failure> {
    let ca_pem = api.ca_pem().map_err(|e| steps.fail(e))?;
    let creation =
        "CREATE ROLE \"{{name}}\" WITH LOGIN PASSWORD '{{password}}' VALID UNTIL '{{expiration}}';";
    let connection_url = format!(
        "postgresql://{{{{username}}}}:{{{{password}}}}@{}:{}/postgres?sslmode=disable",
        pg.host(),
        pg.port()
    );
    let role_policy =
        format!("path \"{DB_MOUNT}/creds/{DB_ROLE}\" {{ capabilities = [\"read\"] }}\n");
    let commands = vec![
        BaoCommand {
            shown: format!("bao secrets enable -path={DB_MOUNT} database"),
            path: format!("sys/mounts/{DB_MOUNT}"),
            body: json!({"type": "database"}),
            bao,
        },
        BaoCommand {
            shown: format!(
                "bao write {DB_MOUNT}/config/app plugin_name=postgresql-database-plugin \
                 connection_url='{connection_url}' username={} password={MASK} allowed_roles={DB_ROLE}",
                pg.admin_user()
            ),
            path: format!("{DB_MOUNT}/config/app"),
            body: json!({
                "plugin_name": "postgresql-database-plugin",
                "connection_url": connection_url,
                "username": pg.admin_user(),
                "password": pg.admin_password(),
                "allowed_roles": [DB_ROLE],
                "verify_connection": true,
            }),
            bao,
        },
        BaoCommand {
            shown: format!(
                "bao write {DB_MOUNT}/roles/{DB_ROLE} db_name=app default_ttl=10s max_ttl=30s \
                 creation_statements=\"{}\"",
                creation.replace('"', "\\\"")
            ),
            path: format!("{DB_MOUNT}/roles/{DB_ROLE}"),
            body: json!({"db_name": "app", "default_ttl": "10s", "max_ttl": "30s",
                         "creation_statements": [creation]}),
            bao,
        },
        BaoCommand {
            shown: format!(
                "bao policy write {DB_ROLE} - <<< '{}'",
                role_policy.trim_end()
            ),
            path: format!("sys/policies/acl/{DB_ROLE}"),
            body: json!({"policy": role_policy}),
            bao,
        },
        BaoCommand {
            shown: format!("bao secrets enable -path={KV_MOUNT} -version=2 kv"),
            path: format!("sys/mounts/{KV_MOUNT}"),
            body: json!({"type": "kv", "options": {"version": "2"}}),
            bao,
        },
        BaoCommand {
            shown: format!(
                "bao policy write {INJECTOR} - <<'EOF'   # docs/vault.md, the policy the injector needs\n{}EOF",
                injector_policy()
            ),
            path: format!("sys/policies/acl/{INJECTOR}"),
            body: json!({"policy": injector_policy()}),
            bao,
        },
        BaoCommand {
            shown: "bao auth enable kubernetes".to_owned(),
            path: "sys/auth/kubernetes".to_owned(),
            body: json!({"type": "kubernetes"}),
            bao,
        },
        BaoCommand {
            shown: format!(
                "bao write auth/kubernetes/config kubernetes_host={} kubernetes_ca_cert=@{} \
                 token_reviewer_jwt={MASK} disable_local_ca_jwt=true",
                api.url(),
                ca_file.display()
            ),
            path: "auth/kubernetes/config".to_owned(),
            body: json!({"kubernetes_host": api.url(), "kubernetes_ca_cert": ca_pem,
                         "token_reviewer_jwt": reviewer_jwt, "disable_local_ca_jwt": true}),
            bao,
        },
        BaoCommand {
            shown: format!(
                "bao write auth/kubernetes/role/{INJECTOR} bound_service_account_names={INJECTOR} \
                 bound_service_account_namespaces={INJECTOR_NS} audience=openbao \
                 token_policies={INJECTOR},{DB_ROLE} token_ttl=1h"
            ),
            path: format!("auth/kubernetes/role/{INJECTOR}"),
            body: json!({"bound_service_account_names": [INJECTOR],
                         "bound_service_account_namespaces": [INJECTOR_NS],
                         "audience": "openbao", "token_policies": [INJECTOR, DB_ROLE],
                         "token_ttl": "1h"}),
            bao,
        },
        BaoCommand {
            shown: format!(
                "bao write auth/kubernetes/role/{DB_ROLE} bound_service_account_names={APP_SA} \
                 bound_service_account_namespaces={APP_NS} audience=openbao \
                 token_policies={DB_ROLE} token_period=1h   \
                 # which pods may have {DB_ROLE} credentials: they log in as themselves"
            ),
            path: format!("auth/kubernetes/role/{DB_ROLE}"),
            body: json!({"bound_service_account_names": [APP_SA],
                         "bound_service_account_namespaces": [APP_NS],
                         "audience": "openbao",
                         "token_policies": [DB_ROLE], "token_period": "1h"}),
            bao,
        },
    ];
    for command in commands {
        command.run(steps)?;
    }
    Ok(())
}

/// The product's listen ports.
#[derive(Debug, Clone, Copy)]
struct Ports {
    webhook: u16,
    metrics: u16,
    health: u16,
}

/// The files the product's configuration names.
struct Files<'a> {
    dir: &'a Path,
    kubeconfig: &'a Path,
    token_file: &'a Path,
    cert: &'a Path,
    key: &'a Path,
    client_ca: &'a Path,
    /// The kubelet double's root (`nri.kubeletRootDir`).
    kubelet: &'a Path,
}

/// The product's configuration file for `mode`.
fn product_config(bao: &OpenBao, files: &Files<'_>, ports: &Ports, mode: &str) -> String {
    let Files {
        dir,
        kubeconfig,
        token_file,
        cert,
        key,
        client_ca,
        kubelet,
    } = files;
    format!(
        "mode: {mode}
vaultAddress: {vault}
vaultCACert: {ca}
vaultAuthPath: kubernetes
kubeRole: {INJECTOR}
vaultSecretName: {KV_MOUNT}
vaultSecretPrefix: {KV_PREFIX}
defaultEngine: {DB_MOUNT}
tokenTTL: 1h
# Each pod logs in to OpenBao as itself, with the token the kubelet writes into its
# vdbi-vault-token volume (docs/nri.md): no node holds the injector's policy.
useProjectedSA: true
tokenRequestAudiences: [openbao]
kubeconfig: {kubeconfig}
serviceAccountTokenFile: {token_file}
certFile: {cert}
keyFile: {key}
clientCAFile: {client_ca}
webhookAddress: \"127.0.0.1:{webhook}\"
metricsAddress: \"127.0.0.1:{metrics}\"
healthAddress: \"127.0.0.1:{health}\"
injectorLabel: {LABEL}
syncTTLSecond: 1
vaultRateLimit: 100
leaderElection:
  leaseDuration: 3s
  renewDeadline: 2s
  retryPeriod: 500ms
revoker:
  sweepInterval: 1h
nri:
  enabled: true
  socketPath: {socket}
  cachePath: {cache}
  # The sandbox's directory is on a disk here; on a node the chart's /run is a tmpfs.
  allowPersistentCache: true
  # Where the plugin reads each pod's Vault-audience token (the kubelet double writes it).
  kubeletRootDir: {kubelet}
  fetchTimeout: 8s
  prewarmer:
    enabled: false
",
        vault = bao.addr(),
        ca = bao.ca_cert().display(),
        kubeconfig = kubeconfig.display(),
        token_file = token_file.display(),
        cert = cert.display(),
        key = key.display(),
        client_ca = client_ca.display(),
        kubelet = kubelet.display(),
        webhook = ports.webhook,
        metrics = ports.metrics,
        health = ports.health,
        socket = dir.join("nri.sock").display(),
        cache = dir.join("nri-cache").join("cache.json").display(),
    )
}

fn http_get(url: &str) -> Option<(u16, String)> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(2)))
        .http_status_as_error(false)
        .build()
        .into();
    let mut response = agent.get(url).call().ok()?;
    let status = response.status().as_u16();
    let body = response.body_mut().read_to_string().unwrap_or_default();
    Some((status, body))
}

/// The lease's expiry as OpenBao reports it (`sys/leases/lookup`).
fn lease_expiry(bao: &OpenBao, lease_id: &str) -> Option<String> {
    lease_times(bao, lease_id).map(|(_, expires)| expires)
}

/// The lease's issue and expiry times (RFC 3339, as OpenBao answers them).
fn lease_times(bao: &OpenBao, lease_id: &str) -> Option<(String, String)> {
    let answer = bao
        .write("sys/leases/lookup", &json!({"lease_id": lease_id}))
        .ok()?;
    let time = |key: &str| answer["data"][key].as_str().map(str::to_owned);
    Some((time("issue_time")?, time("expire_time")?))
}

/// Whether a lease issued at `issued` and expiring at `expires` lives longer than the
/// role's `default_ttl` (10 s): it was renewed, whenever that happened.
fn renewed(issued: &str, expires: &str) -> bool {
    let parse = |t: &str| t.parse::<k8s_openapi::jiff::Timestamp>().ok();
    match (parse(issued), parse(expires)) {
        (Some(issued), Some(expires)) => {
            expires.as_second().saturating_sub(issued.as_second()) > 12
        }
        _ => false,
    }
}

fn mask_env(key: &str, value: &str, password_keys: &[&str]) -> String {
    if password_keys.contains(&key) {
        format!("{key}={MASK}")
    } else {
        format!("{key}={value}")
    }
}

/// Runs the whole walk, printing to `out`. `Err` names the step that did not hold.
pub fn run(options: &Options, out: &mut dyn Write) -> Result<Outcome, Failure> {
    let mut steps = Steps {
        out,
        started: Instant::now(),
        current: String::new(),
        step_started: Instant::now(),
    };
    let mut secrets = Vec::new();

    steps.begin("start PostgreSQL and OpenBao (TLS, dev mode)");
    if !options.binary.exists() {
        return Err(steps.fail(format!(
            "{} not found; build it with: cargo build --locked --workspace --bins",
            options.binary.display()
        )));
    }
    let pg = Postgres::start()
        .map_err(|e| steps.fail(format!("{e}; install with scripts/install-test-deps")))?;
    let bao = OpenBao::start(OpenBaoMode::Dev)
        .map_err(|e| steps.fail(format!("{e}; install with scripts/install-test-deps")))?;
    secrets.push(SecretString::new(
        bao.root_token().expose_secret().to_owned(),
    ));
    secrets.push(SecretString::new(pg.admin_password().to_owned()));
    steps.detail(&format!("postgresql 127.0.0.1:{}", pg.port()));
    steps.detail(&format!(
        "openbao    {} (ca {})",
        bao.addr(),
        bao.ca_cert().display()
    ));
    steps.done();

    steps.begin("start the cluster (Kubernetes API double) and the node (NRI runtime double)");
    let dir = TempDir::new("sandbox").map_err(|e| steps.fail(e))?;
    let api = KubeApi::start(dir.path()).map_err(|e| steps.fail(e))?;
    let admin_token = jwt::uuid_v4();
    api.add_token(&admin_token, "sandbox-admin");
    secrets.push(SecretString::new(admin_token.clone()));
    let kubeconfig = api
        .write_kubeconfig("kubeconfig", &format!("token: {admin_token}"))
        .map_err(|e| steps.fail(e))?;
    api.add_service_account(APP_NS, APP_SA);
    let ttl = Duration::from_secs(3600);
    let reviewer = api
        .issue_token("kube-system", "openbao-reviewer", &[jwt::API_AUDIENCE], ttl)
        .map_err(|e| steps.fail(e))?;
    let injector_jwt = api
        // Valid for OpenBao's role and as a bearer token for the API, as the projected
        // service account token of a real pod is.
        .issue_token(INJECTOR_NS, INJECTOR, &["openbao", jwt::API_AUDIENCE], ttl)
        .map_err(|e| steps.fail(e))?;
    secrets.push(SecretString::new(reviewer.clone()));
    secrets.push(SecretString::new(injector_jwt.clone()));
    let token_file = dir.path().join("injector.jwt");
    fs::write(&token_file, &injector_jwt).map_err(|e| steps.fail(e))?;
    let runtime = Runtime::bind(&dir.path().join("nri.sock")).map_err(|e| steps.fail(e))?;
    // The node's kubelet: writes each pod's Vault-audience token where the plugin reads it.
    let kubelet = Kubelet::new(&dir.path().join("kubelet")).map_err(|e| steps.fail(e))?;
    steps.detail(&format!(
        "kubernetes API {} (kubeconfig {})",
        api.url(),
        kubeconfig.display()
    ));
    steps.detail(&format!("NRI socket     {}", runtime.path().display()));
    steps.done();

    steps.begin("configure OpenBao as a platform team would");
    let api_ca = api.ca_cert_path().to_owned();
    configure_openbao(&mut steps, &bao, &pg, &api, &api_ca, &reviewer)?;
    steps.done();

    steps.begin("start vault-db-injector in mode all with NRI delivery");
    let ca =
        Ca::new(&dir.path().join("webhook-ca"), "sandbox-webhook").map_err(|e| steps.fail(e))?;
    let pair = ca.localhost_server("webhook").map_err(|e| steps.fail(e))?;
    let files = Files {
        dir: dir.path(),
        kubeconfig: &kubeconfig,
        token_file: &token_file,
        cert: &pair.cert,
        key: &pair.key,
        client_ca: api.ca_cert_path(),
        kubelet: kubelet.root(),
    };
    let modes: &[&'static str] = if options.split {
        &["injector", "nri", "renewer", "revoker"]
    } else {
        &["all"]
    };
    let spawned = Instant::now();
    let mut products = Products(Vec::new());
    for mode in modes {
        let ports = Ports {
            webhook: free_port().map_err(|e| steps.fail(e))?,
            metrics: free_port().map_err(|e| steps.fail(e))?,
            health: free_port().map_err(|e| steps.fail(e))?,
        };
        let config_path = dir.path().join(format!("config-{mode}.yaml"));
        fs::write(&config_path, product_config(&bao, &files, &ports, mode))
            .map_err(|e| steps.fail(e))?;
        let log = dir.path().join(format!("vault-db-injector-{mode}.log"));
        let log_file = fs::File::create(&log).map_err(|e| steps.fail(e))?;
        let err_file = log_file.try_clone().map_err(|e| steps.fail(e))?;
        let child = Command::new(&options.binary)
            .arg("--config")
            .arg(&config_path)
            .env_clear()
            .env("POD_NAME", format!("vault-db-injector-{mode}"))
            .env("POD_NAMESPACE", INJECTOR_NS)
            .env("NODE_NAME", NODE)
            .stdin(Stdio::null())
            .stdout(Stdio::from(log_file))
            .stderr(Stdio::from(err_file))
            .spawn()
            .map_err(|e| steps.fail(format!("cannot run {}: {e}", options.binary.display())))?;
        products.0.push(Product {
            mode,
            child,
            log,
            ports,
        });
        steps.detail(&format!(
            "$ vault-db-injector --config {}",
            config_path.display()
        ));
    }
    let mut peer: Peer = runtime.accept(Duration::from_secs(20)).map_err(|e| {
        steps.fail(format!(
            "the plugin did not connect to the runtime: {e}\n{}",
            products.tail()
        ))
    })?;
    handshake_with(&mut peer, &[])
        .map_err(|e| steps.fail(format!("plugin registration: {e}\n{}", products.tail())))?;
    steps.detail("the NRI plugin registered with the runtime");
    for product in &products.0 {
        let ready_url = format!("http://127.0.0.1:{}/readyz", product.ports.health);
        let ready = wait_for(READY_TIMEOUT, || {
            http_get(&ready_url).filter(|(status, _)| *status == 200)
        });
        let startup = spawned.elapsed();
        if ready.is_none() {
            return Err(steps.fail(format!(
                "{ready_url} never answered 200\n{}",
                products.tail()
            )));
        }
        steps.detail(&format!(
            "{ready_url}: mode {} ready {} ms after the process started",
            product.mode,
            startup.as_millis()
        ));
    }
    let leases = wait_for(READY_TIMEOUT, || {
        let renewer = api.lease(INJECTOR_NS, "lock-injector-renewer")?;
        let revoker = api.lease(INJECTOR_NS, "lock-injector-revoker")?;
        let holder = |lease: &k8s_openapi::api::coordination::v1::Lease| {
            lease.spec.as_ref().and_then(|s| s.holder_identity.clone())
        };
        Some((holder(&renewer)?, holder(&revoker)?))
    });
    let Some((renewer, revoker)) = leases else {
        return Err(steps.fail(format!(
            "the renewer and revoker never took their Leases\n{}",
            products.tail()
        )));
    };
    steps.detail(&format!(
        "leader of lock-injector-renewer: {renewer}, of lock-injector-revoker: {revoker}"
    ));
    // The webhook requires the apiserver's client certificate (`clientCAFile`), as it
    // should in a cluster: the API double presents one signed by its own CA.
    let mut webhook = MutatingWebhook::new(
        "vault-db-injector.numberly.io",
        &format!(
            "https://127.0.0.1:{}/mutate",
            products.webhook().map_or(0, |p| p.ports.webhook)
        ),
        fs::read(&ca.pair.cert).map_err(|e| steps.fail(e))?,
    );
    webhook.client_cert = Some(
        api.issue_client_cert("apiserver-webhook-client")
            .map_err(|e| steps.fail(e))?,
    );
    api.set_mutating_webhook(Some(webhook));
    steps.detail(&format!(
        "webhook https://127.0.0.1:{}/mutate registered with the API (it requires the API's client certificate)",
        products.webhook().map_or(0, |p| p.ports.webhook)
    ));
    steps.done();

    steps.begin("create a labelled pod (the webhook writes placeholders)");
    let pod = api
        .create_pod(json!({
            "apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": APP_POD, "namespace": APP_NS, "labels": {LABEL: "true"},
                "annotations": {
                    format!("{ANNOTATION}app.role"): DB_ROLE,
                    format!("{ANNOTATION}app.env-key-dbuser"): "DB_USER",
                    format!("{ANNOTATION}app.env-key-dbpassword"): "DB_PASSWORD"}},
            "spec": {"serviceAccountName": APP_SA, "nodeName": NODE,
                "containers": [{"name": "app", "image": "app:1"}]},
        }))
        .map_err(|message| {
            steps.fail(format!(
                "the API refused the pod: {message}\n{}",
                products.tail()
            ))
        })?;
    let uid = pod.metadata.uid.clone().unwrap_or_default();
    let uuid = pod
        .metadata
        .annotations
        .as_ref()
        .and_then(|a| a.get(&format!("{ANNOTATION}uuid")).cloned())
        .unwrap_or_default();
    let env: Vec<(String, String)> = pod
        .spec
        .as_ref()
        .and_then(|s| s.containers.first())
        .and_then(|c| c.env.clone())
        .unwrap_or_default()
        .into_iter()
        .map(|e| (e.name, e.value.unwrap_or_default()))
        .collect();
    steps.detail(&format!(
        "pod {APP_NS}/{APP_POD} uid {uid}, annotation uuid {uuid}"
    ));
    steps.detail(
        "env of container app as stored in the API (what etcd, audit logs and GitOps see):",
    );
    for (key, value) in &env {
        steps.detail(&format!("  {key}={value}"));
    }
    let placeholders_only = env.len() == 2 && env.iter().all(|(_, v)| v.starts_with("__VDBI_PH_"));
    if uuid.is_empty() || !placeholders_only {
        return Err(steps.fail("the stored pod does not carry exactly two placeholders and a uuid"));
    }
    // The kubelet mounts the pod's volumes before its sandbox: the token volume admission
    // added is written where the plugin of this node reads it.
    let token_path = mount_token(&kubelet, &api, &pod).map_err(|e| steps.fail(e))?;
    if let Ok(token) = fs::read_to_string(&token_path) {
        secrets.push(SecretString::new(token));
    }
    steps.detail(&format!(
        "the kubelet wrote the pod's Vault-audience token (volume vdbi-vault-token) to {}",
        token_path.display()
    ));
    steps.done();

    steps.begin("container creation (the runtime receives the real values)");
    let sandbox = Sandbox::new(APP_NS, APP_POD, &uid, &[(LABEL, "true")]);
    let container_env: Vec<String> = env.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let deadline = u64::try_from(CREATE_DEADLINE.as_nanos()).unwrap_or(u64::MAX);
    let id = peer
        .call(
            "CreateContainer",
            &create_container(&sandbox, "app", &container_env),
            deadline,
        )
        .map_err(|e| steps.fail(e))?;
    let message = peer
        .recv_response(id, CREATE_DEADLINE + Duration::from_secs(2))
        .map_err(|e| {
            steps.fail(format!(
                "no answer to CreateContainer: {e}\n{}",
                products.tail()
            ))
        })?;
    if let Some((code, text)) = message.error() {
        return Err(steps.fail(format!(
            "the plugin refused the container ({code}): {text}\n{}",
            products.tail()
        )));
    }
    let adjusted = adjusted_env(&message.payload())
        .ok_or_else(|| steps.fail("the plugin's answer does not parse"))?;
    let value = |key: &str| {
        adjusted
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    };
    let (Some(username), Some(password)) = (value("DB_USER"), value("DB_PASSWORD")) else {
        return Err(steps.fail("the plugin's answer does not set DB_USER and DB_PASSWORD"));
    };
    let password = SecretString::new(password);
    secrets.push(SecretString::new(password.expose_secret().to_owned()));
    for (key, value) in &adjusted {
        steps.detail(&format!("  {}", mask_env(key, value, &["DB_PASSWORD"])));
    }
    if username.starts_with("__VDBI_PH_") || password.expose_secret().starts_with("__VDBI_PH_") {
        return Err(steps.fail("a placeholder reached the container"));
    }
    steps.done();

    steps.begin("log in to PostgreSQL with them (select current_user)");
    steps.detail(&format!("$ PGPASSWORD={MASK} psql -h 127.0.0.1 -p {} -U {username} -d postgres -c 'select current_user'", pg.port()));
    let current = pg
        .psql_login(&username, password.expose_secret())
        .map_err(|e| steps.fail(e))?;
    steps.detail(&format!("  current_user = {}", current.trim()));
    if current.trim() != username {
        return Err(steps.fail(format!(
            "current_user is {}, not {username}",
            current.trim()
        )));
    }
    steps.done();

    steps.begin("renewal (the lease's expiry moves)");
    let entry_path = format!("{KV_MOUNT}/data/{KV_PREFIX}/{uuid}");
    let entry = bao.read(&entry_path).map_err(|e| steps.fail(e))?;
    let lease_id = entry["data"]["data"]["LeaseId"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    if lease_id.is_empty() {
        return Err(steps.fail(format!("the KV entry {entry_path} has no LeaseId")));
    }
    steps.detail(&format!("KV entry {entry_path}: LeaseId {lease_id}"));
    let (issued, first) =
        lease_times(&bao, &lease_id).ok_or_else(|| steps.fail("the lease cannot be looked up"))?;
    let first_valid = pg.valid_until(&username).ok().flatten();
    steps.detail(&format!("  lease issued {issued}, expires {first}"));
    // Renewed once it outlives the role's default_ttl (the renewer may already have renewed
    // it by now: it renews as soon as it has seen the entry).
    let moved = wait_for(RENEW_TIMEOUT, || {
        lease_expiry(&bao, &lease_id).filter(|now| renewed(&issued, now))
    });
    let Some(second) = moved else {
        return Err(steps.fail(format!(
            "the lease's expiry did not move within {RENEW_TIMEOUT:?}\n{}",
            products.tail()
        )));
    };
    steps.detail(&format!("  renewed:  {second}"));
    if let (Some(before), Ok(Some(after))) = (first_valid, pg.valid_until(&username)) {
        let gained = after.duration_since(before).unwrap_or_default().as_secs();
        if gained > 0 {
            steps.detail(&format!(
                "  PostgreSQL VALID UNTIL of {username} moved {gained} s later"
            ));
        }
    }
    steps.done();

    if options.keep {
        keep_running(
            &mut steps,
            &bao,
            &pg,
            &api,
            &kubeconfig,
            &products,
            &username,
        );
        // Ctrl-C reached every process of the terminal's group (OpenBao, PostgreSQL, the
        // product), so the walk ends here; the drops below stop what is left.
        products.stop();
        let product_log = products.logs();
        return Ok(Outcome {
            secrets,
            product_log,
            shutdown: Vec::new(),
        });
    }

    if options.load > 0 {
        load(
            &mut steps,
            &api,
            &kubelet,
            &mut peer,
            &pg,
            &products,
            options.load,
        )?;
    }

    steps.begin("delete the pod (the revoker acts on the watch event)");
    api.delete_pod(APP_NS, APP_POD);
    let gone = wait_for(REVOKE_TIMEOUT, || {
        (!pg.role_exists(&username).unwrap_or(true)).then_some(())
    });
    if gone.is_none() {
        return Err(steps.fail(format!(
            "role {username} still exists {REVOKE_TIMEOUT:?} after the deletion\n{}",
            products.tail()
        )));
    }
    steps.detail(&format!("PostgreSQL: role {username} is gone"));
    let entry_gone = wait_for(Duration::from_secs(5), || {
        bao.read(&entry_path).is_err().then_some(())
    });
    if entry_gone.is_some() {
        steps.detail(&format!("OpenBao: KV entry {entry_path} deleted"));
    }
    steps.done();

    steps.begin("stop vault-db-injector");
    for line in products.memory() {
        steps.detail(&format!("resident memory, {line}"));
    }
    let revocations = || {
        bao.audit_count(|e| e.path == "auth/token/revoke-self")
            .unwrap_or(0)
    };
    let revoked_before = revocations();
    let shutdown = products.stop_timed();
    for stopped in &shutdown {
        steps.detail(&format!(
            "mode {}: exit code {} {} ms after SIGTERM",
            stopped.mode,
            stopped
                .code
                .map_or_else(|| "none (killed)".to_owned(), |c| c.to_string()),
            stopped.took.as_millis()
        ));
    }
    // What the stop must leave: the Leases free for the next leader, the plugin gone
    // from the runtime, the processes' own Vault tokens revoked.
    let holders: Vec<Option<String>> = ["lock-injector-renewer", "lock-injector-revoker"]
        .iter()
        .map(|name| {
            api.lease(INJECTOR_NS, name)
                .and_then(|lease| lease.spec?.holder_identity)
                .filter(|holder| !holder.is_empty())
        })
        .collect();
    if holders.iter().any(Option::is_some) {
        return Err(steps.fail(format!("a Lease is still held after the stop: {holders:?}")));
    }
    steps.detail("lock-injector-renewer and lock-injector-revoker released");
    if !peer.closed_within(Duration::from_secs(1)) {
        return Err(steps.fail("the NRI plugin's connection is still open after the stop"));
    }
    steps.detail("the NRI plugin closed its connection to the runtime");
    let own_tokens_revoked = revocations().saturating_sub(revoked_before);
    if own_tokens_revoked < shutdown.len() {
        return Err(steps.fail(format!(
            "{own_tokens_revoked} own tokens revoked on the way out, fewer than the {} processes",
            shutdown.len()
        )));
    }
    steps.detail(&format!(
        "OpenBao: {own_tokens_revoked} own tokens revoked on the way out (revoke-self)"
    ));
    steps.done();
    let total = steps.started.elapsed().as_secs_f64();
    steps.line(&format!("every step held ({total:.1} s)"));
    let product_log = products.logs();
    Ok(Outcome {
        secrets,
        product_log,
        shutdown,
    })
}

/// Prints how to poke at the running sandbox and waits for Ctrl-C.
fn keep_running(
    steps: &mut Steps<'_>,
    bao: &OpenBao,
    pg: &Postgres,
    api: &KubeApi,
    kubeconfig: &Path,
    products: &Products,
    username: &str,
) {
    let env_file = bao.dir().join("sandbox.env");
    let env = format!(
        "export BAO_ADDR={addr} BAO_CACERT={ca} VAULT_ADDR={addr} VAULT_CACERT={ca}\n\
         export BAO_TOKEN={token} VAULT_TOKEN={token}\nexport KUBECONFIG={kubeconfig}\n\
         export PGHOST=127.0.0.1 PGPORT={pg_port} PGUSER={pg_user} PGPASSWORD={pg_password} PGDATABASE=postgres\n",
        addr = bao.addr(),
        ca = bao.ca_cert().display(),
        token = bao.root_token().expose_secret(),
        kubeconfig = kubeconfig.display(),
        pg_port = pg.port(),
        pg_user = pg.admin_user(),
        pg_password = pg.admin_password(),
    );
    let written = fs::write(&env_file, env).and_then(|()| {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&env_file, fs::Permissions::from_mode(0o600))
    });
    if let Err(e) = written {
        steps.detail(&format!("cannot write {}: {e}", env_file.display()));
    }
    steps.line("--keep: everything stays up until Ctrl-C, which stops and removes it all");
    steps.detail(&format!(
        "source {}    # settings for bao, kubectl and psql (holds the root token)",
        env_file.display()
    ));
    for line in [
        format!(
            "bao list {KV_MOUNT}/metadata/{KV_PREFIX}    # one bookkeeping entry per credential"
        ),
        format!("bao read {KV_MOUNT}/data/{KV_PREFIX}/<uuid>"),
        format!("kubectl get pods -A    # the API double at {}", api.url()),
        format!("kubectl -n {INJECTOR_NS} get lease lock-injector-renewer -o yaml    # who leads"),
        format!("psql -c '\\du'    # PostgreSQL as its admin: {username} is there"),
        format!("kubectl delete pod {APP_POD}    # then \\du again: the revoker dropped it"),
    ] {
        steps.detail(&line);
    }
    for product in &products.0 {
        steps.detail(&format!(
            "curl http://127.0.0.1:{}/metrics    # mode {}; /healthz on port {}",
            product.ports.metrics, product.mode, product.ports.health
        ));
        steps.detail(&format!(
            "tail -f {}    # its JSON logs",
            product.log.display()
        ));
    }
    // The binary blocked these signals before any thread started (see `bin/sandbox.rs`), so
    // only this wait receives them.
    let mut signals = nix::sys::signal::SigSet::empty();
    signals.add(nix::sys::signal::Signal::SIGINT);
    signals.add(nix::sys::signal::Signal::SIGTERM);
    if let Ok(signal) = signals.wait() {
        steps.line(&format!("{signal}: cleaning up"));
    }
}

/// The kubelet double's mount of the pod's token volume; an error if admission added none.
fn mount_token(
    kubelet: &Kubelet,
    api: &KubeApi,
    pod: &k8s_openapi::api::core::v1::Pod,
) -> Result<PathBuf, String> {
    let uid = pod.metadata.uid.as_deref().unwrap_or_default();
    match kubelet.mount(api, pod) {
        Ok(true) => kubelet
            .token_path(uid)
            .ok_or_else(|| format!("pod uid {uid:?} is not a UUID")),
        Ok(false) => Err("admission added no vdbi-vault-token volume to the pod".to_owned()),
        Err(e) => Err(format!(
            "the kubelet double could not write the pod's token: {e}"
        )),
    }
}

/// `n` more pods through admission and container creation, held while the renewer renews
/// them, then deleted; prints the rates and the product's memory.
#[allow(clippy::too_many_arguments)] // The walk's parts, each used once.
fn load(
    steps: &mut Steps<'_>,
    api: &KubeApi,
    kubelet: &Kubelet,
    peer: &mut Peer,
    pg: &Postgres,
    products: &Products,
    n: usize,
) -> Result<(), Failure> {
    steps.begin(&format!(
        "load: {n} more pods admitted, created, renewed and deleted"
    ));
    let before = pg.count_roles("v-").map_err(|e| steps.fail(e))?;
    let started = Instant::now();
    let deadline = u64::try_from(CREATE_DEADLINE.as_nanos()).unwrap_or(u64::MAX);
    for i in 0..n {
        let name = format!("load-{i}");
        let pod = api
            .create_pod(json!({
                "apiVersion": "v1", "kind": "Pod",
                "metadata": {"name": name, "namespace": APP_NS, "labels": {LABEL: "true"},
                    "annotations": {
                        format!("{ANNOTATION}app.role"): DB_ROLE,
                        format!("{ANNOTATION}app.env-key-dbuser"): "DB_USER",
                        format!("{ANNOTATION}app.env-key-dbpassword"): "DB_PASSWORD"}},
                "spec": {"serviceAccountName": APP_SA, "nodeName": NODE,
                    "containers": [{"name": "app", "image": "app:1"}]},
            }))
            .map_err(|message| steps.fail(format!("the API refused {name}: {message}")))?;
        mount_token(kubelet, api, &pod).map_err(|e| steps.fail(e))?;
        let uid = pod.metadata.uid.clone().unwrap_or_default();
        let env: Vec<String> = pod
            .spec
            .as_ref()
            .and_then(|s| s.containers.first())
            .and_then(|c| c.env.clone())
            .unwrap_or_default()
            .into_iter()
            .map(|e| format!("{}={}", e.name, e.value.unwrap_or_default()))
            .collect();
        let sandbox = Sandbox::new(APP_NS, &name, &uid, &[(LABEL, "true")]);
        let id = peer
            .call(
                "CreateContainer",
                &create_container(&sandbox, "app", &env),
                deadline,
            )
            .map_err(|e| steps.fail(e))?;
        let message = peer
            .recv_response(id, CREATE_DEADLINE + Duration::from_secs(2))
            .map_err(|e| steps.fail(format!("no answer to CreateContainer of {name}: {e}")))?;
        if let Some((code, text)) = message.error() {
            return Err(steps.fail(format!(
                "{name} refused ({code}): {text}\n{}",
                products.tail()
            )));
        }
    }
    let took = started.elapsed();
    #[allow(clippy::cast_precision_loss)] // A pod count fits an f64 exactly.
    let rate = n as f64 / took.as_secs_f64().max(1e-9);
    steps.detail(&format!(
        "{n} pods admitted and their containers created in {:.1} s ({rate:.0} pods/s)",
        took.as_secs_f64()
    ));
    let issued = pg.count_roles("v-").map_err(|e| steps.fail(e))?;
    if issued < before.saturating_add(n) {
        return Err(steps.fail(format!("{issued} database users, expected {}", before + n)));
    }
    // Let the renewer pass over them (the role grants 10 s, renewed at half).
    thread::sleep(Duration::from_secs(6));
    for line in products.memory() {
        steps.detail(&format!(
            "resident memory with {} live credentials, {line}",
            n + 1
        ));
    }
    let deleting = Instant::now();
    for i in 0..n {
        api.delete_pod(APP_NS, &format!("load-{i}"));
    }
    let drained = wait_for(Duration::from_secs(120), || {
        let left = pg.count_roles("v-").ok()?;
        (left <= before).then_some(())
    });
    if drained.is_none() {
        return Err(steps.fail(format!(
            "the database users of the {n} deleted pods are not all gone"
        )));
    }
    steps.detail(&format!(
        "{n} pods deleted, every database user gone {:.1} s later",
        deleting.elapsed().as_secs_f64()
    ));
    for line in products.memory() {
        steps.detail(&format!("resident memory after, {line}"));
    }
    steps.done();
    Ok(())
}
