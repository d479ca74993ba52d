//! Finding the cluster, the configured ureq `Agent`, authenticated requests and the
//! module's error type.
//!
//! Discovery order (the first that applies wins): the `kubeconfig` config key (with
//! `serviceAccountTokenFile`, if also set, as its bearer token); the
//! `serviceAccountTokenFile` key alone (in-cluster address and CA, that token); the
//! in-cluster service account (`KUBERNETES_SERVICE_HOST`/`PORT`, the mounted CA and token);
//! `$KUBECONFIG` (its first existing file); `~/.kube/config`. The inputs arrive as a plain
//! [`Discovery`] struct because environment variables are read only in `config.rs`.
//!
//! A token that comes from a file is read again every `K8S_TOKEN_REREAD` and at once after
//! a 401, so a rotated projected token is picked up without a restart.

use std::fmt;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use k8s_openapi::apimachinery::pkg::apis::meta::v1::Status;
use serde::de::DeserializeOwned;
use ureq::Agent;
use ureq::http::{Method, Request, Response};
use ureq::tls::{Certificate, ClientCert, PrivateKey, RootCerts, TlsConfig, TlsProvider};
use zeroize::Zeroizing;

use crate::k8s::kubeconfig;
use crate::limits;
use crate::secret::SecretString;

/// Where the in-cluster service account is mounted.
pub const SERVICE_ACCOUNT_DIR: &str = "/var/run/secrets/kubernetes.io/serviceaccount";

/// Everything the client's discovery looks at, filled by the caller from `Config` and the
/// typed environment.
#[derive(Debug, Clone, Default)]
pub struct Discovery {
    /// The `kubeconfig` config key.
    pub kubeconfig: Option<PathBuf>,
    /// The `serviceAccountTokenFile` config key.
    pub service_account_token_file: Option<PathBuf>,
    /// `KUBERNETES_SERVICE_HOST`.
    pub service_host: Option<String>,
    /// `KUBERNETES_SERVICE_PORT`.
    pub service_port: Option<String>,
    /// `$KUBECONFIG` (a `:`-separated list; the first existing file is used).
    pub kubeconfig_env: Option<String>,
    /// `$HOME`, for `~/.kube/config`.
    pub home: Option<PathBuf>,
    /// Where the service account is mounted; `None` means [`SERVICE_ACCOUNT_DIR`].
    pub service_account_dir: Option<PathBuf>,
}

impl Discovery {
    /// Where every mode looks for the cluster, from the configuration (`kubeconfig`, and
    /// `serviceAccountTokenFile` when it is not the in-cluster default) and the environment
    /// variables `config/` read.
    pub fn from_config(config: &crate::config::Config) -> Discovery {
        let token_file = &config.service_account_token_file;
        let default_token_file = Path::new(crate::config::DEFAULT_SERVICE_ACCOUNT_TOKEN_FILE);
        Discovery {
            kubeconfig: config.kubeconfig.clone(),
            service_account_token_file: (token_file != default_token_file)
                .then(|| token_file.clone()),
            service_host: config.environment.kubernetes_service_host.clone(),
            service_port: config.environment.kubernetes_service_port.clone(),
            kubeconfig_env: config
                .environment
                .kubeconfig
                .as_ref()
                .map(|path| path.display().to_string()),
            home: config.environment.home.clone(),
            service_account_dir: None,
        }
    }
}

/// How the client authenticates to the apiserver.
pub enum Credentials {
    /// No credentials (anonymous; only useful against a test double).
    None,
    /// A fixed bearer token.
    Token(SecretString),
    /// A bearer token read from this file, and read again when it may have rotated.
    TokenFile(PathBuf),
    /// A client certificate chain (PEM) and its private key (PEM).
    ClientCertificate {
        /// The certificate chain (PEM).
        cert_pem: Vec<u8>,
        /// The private key (PEM).
        key_pem: SecretString,
    },
}

impl fmt::Debug for Credentials {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Credentials::None => f.write_str("None"),
            Credentials::Token(_) => f.write_str("Token(<redacted>)"),
            Credentials::TokenFile(path) => f.debug_tuple("TokenFile").field(path).finish(),
            Credentials::ClientCertificate { .. } => f.write_str("ClientCertificate(<redacted>)"),
        }
    }
}

/// Time bounds of the client's calls (defaults from `limits.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// TCP connect and TLS handshake.
    pub connect: Duration,
    /// A whole unary call.
    pub request: Duration,
    /// `timeoutSeconds` of a watch; its body may take this plus [`Timeouts::watch_margin`].
    pub watch: Duration,
    /// Added to the watch timeout for the receive deadline.
    pub watch_margin: Duration,
    /// The health probe.
    pub health: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Timeouts {
            connect: limits::K8S_CONNECT_TIMEOUT,
            request: limits::K8S_REQUEST_TIMEOUT,
            watch: limits::K8S_WATCH_TIMEOUT,
            watch_margin: limits::K8S_WATCH_MARGIN,
            health: limits::K8S_HEALTH_TIMEOUT,
        }
    }
}

/// A resolved way to reach one cluster.
#[derive(Debug)]
pub struct ClientConfig {
    /// The apiserver base URL, `https://host:port`, without a trailing slash.
    pub server: String,
    /// The CA bundle (PEM) that signs the apiserver's certificate. Required: the product
    /// has no system trust store to fall back on (distroless, and the apiserver's CA is
    /// private anyway).
    pub ca_pem: Vec<u8>,
    /// How to authenticate.
    pub credentials: Credentials,
    /// Where this configuration came from, for the startup log (no secrets).
    pub source: String,
    /// Call time bounds.
    pub timeouts: Timeouts,
}

/// Everything that can go wrong talking to the apiserver.
#[derive(Debug)]
pub enum Error {
    /// No kubeconfig key, no in-cluster environment, no `$KUBECONFIG`, no `~/.kube/config`.
    NoConfiguration,
    /// The in-cluster environment is incomplete (token file set, but no service host).
    InCluster {
        /// What is missing.
        reason: String,
    },
    /// A file (kubeconfig, CA, token, key) cannot be read.
    ReadFile {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A kubeconfig that is not usable.
    Kubeconfig {
        /// The file.
        path: PathBuf,
        /// What is wrong (never a value from the file).
        reason: String,
    },
    /// A CA bundle, certificate or key that is not valid PEM, or a token file that is empty.
    Credentials {
        /// Which input.
        what: String,
        /// What is wrong.
        reason: String,
    },
    /// The request did not get an HTTP answer (connect, TLS, timeout, body too large).
    Transport {
        /// `METHOD /path`.
        request: String,
        /// The transport error.
        source: ureq::Error,
    },
    /// The apiserver answered with an error status.
    Api {
        /// `METHOD /path`.
        request: String,
        /// HTTP status (404, 409, 410, ...).
        status: u16,
        /// The Status `reason` (`NotFound`, `Conflict`, `Expired`, `Gone`, ...), if any.
        reason: String,
        /// The Status `message`, cut to `K8S_ERROR_MESSAGE_MAX`.
        message: String,
    },
    /// A 2xx body (or watch line) that does not decode.
    Decode {
        /// `METHOD /path`.
        request: String,
        /// The decoder's classification and position (never the input).
        reason: String,
    },
    /// A watch event line longer than `K8S_WATCH_LINE_MAX`.
    LineTooLong {
        /// `GET /path`.
        request: String,
        /// The cap.
        limit: usize,
    },
    /// A list that kept handing out `continue` tokens past `K8S_LIST_PAGES_MAX`.
    TooManyPages {
        /// `GET /path`.
        request: String,
    },
    /// A namespace or object name that is not a Kubernetes name (refused before it can
    /// reach a URL).
    InvalidName {
        /// `namespace`, `pod`, `lease`, `service account`.
        kind: &'static str,
        /// The name, cut to 64 bytes.
        name: String,
    },
}

impl Error {
    /// The HTTP status of an [`Error::Api`].
    pub fn status(&self) -> Option<u16> {
        match self {
            Error::Api { status, .. } => Some(*status),
            _ => None,
        }
    }

    /// 404: the object does not exist.
    pub fn is_not_found(&self) -> bool {
        self.status() == Some(404)
    }

    /// 409: a stale resourceVersion on update, or an object that already exists on create.
    pub fn is_conflict(&self) -> bool {
        self.status() == Some(409)
    }

    /// 410: the resourceVersion (or `continue` token) is older than the server's history.
    pub fn is_gone(&self) -> bool {
        self.status() == Some(410)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoConfiguration => f.write_str(
                "no kubernetes configuration: set kubeconfig, run in a pod, or set $KUBECONFIG",
            ),
            Error::InCluster { reason } => {
                write!(f, "in-cluster kubernetes configuration: {reason}")
            }
            Error::ReadFile { path, .. } => write!(f, "cannot read {}", path.display()),
            Error::Kubeconfig { path, reason } => {
                write!(f, "kubeconfig {}: {reason}", path.display())
            }
            Error::Credentials { what, reason } => write!(f, "{what}: {reason}"),
            Error::Transport { request, .. } => write!(f, "kubernetes api {request}: no answer"),
            Error::Api {
                request,
                status,
                reason,
                message,
            } => {
                write!(f, "kubernetes api {request}: http {status}")?;
                if !reason.is_empty() {
                    write!(f, " {reason}")?;
                }
                if !message.is_empty() {
                    write!(f, ": {message}")?;
                }
                Ok(())
            }
            Error::Decode { request, reason } => {
                write!(
                    f,
                    "kubernetes api {request}: cannot decode the answer: {reason}"
                )
            }
            Error::LineTooLong { request, limit } => write!(
                f,
                "kubernetes api {request}: watch event longer than {limit} bytes"
            ),
            Error::TooManyPages { request } => {
                write!(f, "kubernetes api {request}: too many list pages")
            }
            Error::InvalidName { kind, name } => {
                write!(f, "{kind} name {name:?} is not a valid kubernetes name")
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::ReadFile { source, .. } => Some(source),
            Error::Transport { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// Reads a small file (kubeconfig, CA, token, key), refusing one over `K8S_FILE_MAX`.
pub(crate) fn read_capped(path: &Path) -> Result<Vec<u8>, Error> {
    let read_error = |source| Error::ReadFile {
        path: path.to_owned(),
        source,
    };
    let file = fs::File::open(path).map_err(read_error)?;
    let mut bytes = Vec::new();
    file.take(limits::K8S_FILE_MAX.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    if bytes.len() as u64 > limits::K8S_FILE_MAX {
        return Err(read_error(std::io::Error::other("file too large")));
    }
    Ok(bytes)
}

/// Resolves the discovery inputs into one cluster configuration (see the module doc for the
/// order).
pub fn discover(inputs: &Discovery) -> Result<ClientConfig, Error> {
    let sa_dir = inputs
        .service_account_dir
        .clone()
        .unwrap_or_else(|| PathBuf::from(SERVICE_ACCOUNT_DIR));
    if let Some(path) = &inputs.kubeconfig {
        let mut config = from_kubeconfig(path)?;
        if let Some(token_file) = &inputs.service_account_token_file {
            config.credentials = Credentials::TokenFile(token_file.clone());
            config.source.push_str(" with serviceAccountTokenFile");
        }
        return Ok(config);
    }
    if let Some(token_file) = &inputs.service_account_token_file {
        return in_cluster(inputs, &sa_dir, token_file.clone()).and_then(|c| {
            c.ok_or_else(|| Error::InCluster {
                reason: "serviceAccountTokenFile is set but KUBERNETES_SERVICE_HOST/PORT are not"
                    .to_owned(),
            })
        });
    }
    if let Some(config) = in_cluster(inputs, &sa_dir, sa_dir.join("token"))? {
        return Ok(config);
    }
    if let Some(list) = &inputs.kubeconfig_env
        && let Some(path) = list
            .split(':')
            .filter(|p| !p.is_empty())
            .map(PathBuf::from)
            .find(|p| p.is_file())
    {
        return from_kubeconfig(&path);
    }
    if let Some(home) = &inputs.home {
        let path = home.join(".kube").join("config");
        if path.is_file() {
            return from_kubeconfig(&path);
        }
    }
    Err(Error::NoConfiguration)
}

fn from_kubeconfig(path: &Path) -> Result<ClientConfig, Error> {
    let access = kubeconfig::load(path)?;
    let ca_pem = access.ca_pem.ok_or_else(|| Error::Kubeconfig {
        path: path.to_owned(),
        reason: "the cluster has no certificate-authority(-data)".to_owned(),
    })?;
    Ok(ClientConfig {
        server: access.server,
        ca_pem,
        credentials: access.credentials,
        source: format!("kubeconfig {}", path.display()),
        timeouts: Timeouts::default(),
    })
}

fn in_cluster(
    inputs: &Discovery,
    sa_dir: &Path,
    token_file: PathBuf,
) -> Result<Option<ClientConfig>, Error> {
    let (Some(host), Some(port)) = (
        inputs.service_host.as_deref().filter(|h| !h.is_empty()),
        inputs.service_port.as_deref().filter(|p| !p.is_empty()),
    ) else {
        return Ok(None);
    };
    if port.parse::<u16>().is_err() {
        return Err(Error::InCluster {
            reason: format!("KUBERNETES_SERVICE_PORT {port:?} is not a port"),
        });
    }
    // An IPv6 service address needs brackets in a URL.
    let server = if host.contains(':') {
        format!("https://[{host}]:{port}")
    } else {
        format!("https://{host}:{port}")
    };
    let ca_pem = read_capped(&sa_dir.join("ca.crt"))?;
    Ok(Some(ClientConfig {
        server,
        ca_pem,
        source: format!("in-cluster, token {}", token_file.display()),
        credentials: Credentials::TokenFile(token_file),
        timeouts: Timeouts::default(),
    }))
}

/// A token read from a file, cached for `K8S_TOKEN_REREAD`.
struct TokenFile {
    path: PathBuf,
    cached: Mutex<Option<(Arc<SecretString>, Instant)>>,
}

impl TokenFile {
    fn current(&self, force: bool) -> Result<Arc<SecretString>, Error> {
        let mut cached = self
            .cached
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((token, read_at)) = cached.as_ref()
            && !force
            && read_at.elapsed() < limits::K8S_TOKEN_REREAD
        {
            return Ok(Arc::clone(token));
        }
        let bytes = read_capped(&self.path)?;
        let token = SecretString::from_utf8(bytes).map_err(|_| Error::Credentials {
            what: format!("token file {}", self.path.display()),
            reason: "not utf-8".to_owned(),
        })?;
        let token = SecretString::new(token.expose_secret().trim().to_owned());
        if token.is_empty() {
            return Err(Error::Credentials {
                what: format!("token file {}", self.path.display()),
                reason: "empty".to_owned(),
            });
        }
        let token = Arc::new(token);
        *cached = Some((Arc::clone(&token), Instant::now()));
        Ok(token)
    }
}

enum Auth {
    None,
    Static(Arc<SecretString>),
    File(TokenFile),
}

/// A response whose status was checked to be 2xx.
pub(crate) type Answer = Response<ureq::Body>;

/// The apiserver client. Cheap to share by reference across threads (`Agent` is a
/// connection pool behind an `Arc`).
pub struct Client {
    agent: Agent,
    /// The agent of watch streams only (see [`Client::cut_watches`]).
    watch_agent: Agent,
    server: String,
    auth: Auth,
    timeouts: Timeouts,
}

impl fmt::Debug for Client {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Client")
            .field("server", &self.server)
            .finish_non_exhaustive()
    }
}

impl Client {
    /// Builds the client: TLS (rustls with ring, TLS 1.2+, only the given CA), client
    /// certificate if any, no proxy, no redirects, HTTPS only.
    pub fn new(config: ClientConfig) -> Result<Client, Error> {
        let roots = parse_certs(&config.ca_pem, "kubernetes ca bundle")?;
        let mut tls = TlsConfig::builder()
            .provider(TlsProvider::Rustls)
            .unversioned_rustls_crypto_provider(Arc::new(rustls::crypto::ring::default_provider()))
            .root_certs(RootCerts::Specific(Arc::new(roots)));
        let auth = match config.credentials {
            Credentials::None => Auth::None,
            Credentials::Token(token) => Auth::Static(Arc::new(token)),
            Credentials::TokenFile(path) => Auth::File(TokenFile {
                path,
                cached: Mutex::new(None),
            }),
            Credentials::ClientCertificate { cert_pem, key_pem } => {
                let chain = parse_certs(&cert_pem, "kubernetes client certificate")?;
                let key =
                    PrivateKey::from_pem(key_pem.expose_secret().as_bytes()).map_err(|_| {
                        Error::Credentials {
                            what: "kubernetes client key".to_owned(),
                            reason: "no pem private key".to_owned(),
                        }
                    })?;
                tls = tls.client_cert(Some(ClientCert::new_with_certs(&chain, key)));
                Auth::None
            }
        };
        let agent_config = Agent::config_builder()
            .tls_config(tls.build())
            .http_status_as_error(false)
            .https_only(true)
            .max_redirects(0)
            .proxy(None)
            .user_agent("vault-db-injector")
            .timeout_connect(Some(config.timeouts.connect))
            .timeout_global(Some(config.timeouts.request))
            .input_buffer_size(limits::HTTP_CLIENT_INPUT_BUFFER)
            .output_buffer_size(limits::HTTP_CLIENT_OUTPUT_BUFFER)
            .max_response_header_size(limits::HTTP_CLIENT_HEADER_MAX)
            .max_idle_connections(limits::HTTP_CLIENT_IDLE_PER_HOST)
            .max_idle_connections_per_host(limits::HTTP_CLIENT_IDLE_PER_HOST)
            .build();
        // ureq's default resolver starts a thread per request (see `crate::dns`); the
        // apiserver is usually an IP address (`KUBERNETES_SERVICE_HOST`), never looked up.
        let agent = Agent::with_parts(
            agent_config.clone(),
            ureq::unversioned::transport::DefaultConnector::new(),
            crate::dns::Resolver::new(),
        );
        // Watches get an agent of their own, so that `cut_watches` can close a stream in
        // the middle of a read without refusing the other calls (the Lease release on the
        // way out among them).
        let watch_agent = Agent::with_parts(
            agent_config,
            ureq::unversioned::transport::DefaultConnector::new(),
            crate::dns::Resolver::new(),
        );
        Ok(Client {
            agent,
            watch_agent,
            server: config.server,
            auth,
            timeouts: config.timeouts,
        })
    }

    /// The apiserver base URL.
    pub fn server(&self) -> &str {
        &self.server
    }

    /// The call time bounds.
    pub fn timeouts(&self) -> Timeouts {
        self.timeouts
    }

    /// Closes every open watch stream at once and refuses new ones; the other calls go on.
    /// Shutdown calls it, so that a thread blocked reading a watch returns at once instead
    /// of when the stream's `timeoutSeconds` runs out.
    pub fn cut_watches(&self) {
        self.watch_agent.clone().shutdown();
    }

    /// Probes the apiserver with a real request (`GET /readyz`, bounded by the health
    /// timeout): `Ok` when it answers 200.
    pub fn health(&self) -> Result<(), Error> {
        let answer = self.send(Method::GET, "/readyz", None, Some(self.timeouts.health))?;
        drop(answer);
        Ok(())
    }

    /// Sends one request and returns the 2xx answer; a non-2xx answer becomes
    /// [`Error::Api`] with the Status body's reason and message. `global` replaces the
    /// unary whole-call timeout (`None`: watch, which sets its own receive timeout). A 401
    /// with a token file re-reads the token and tries once more.
    pub(crate) fn send(
        &self,
        method: Method,
        path_and_query: &str,
        body: Option<&[u8]>,
        global: Option<Duration>,
    ) -> Result<Answer, Error> {
        self.send_typed(
            method,
            path_and_query,
            body.map(|b| (b, "application/json")),
            global,
        )
    }

    /// [`Client::send`] with the body's content type (a merge patch is
    /// `application/merge-patch+json`).
    pub(crate) fn send_typed(
        &self,
        method: Method,
        path_and_query: &str,
        body: Option<(&[u8], &str)>,
        global: Option<Duration>,
    ) -> Result<Answer, Error> {
        let label = || format!("{method} {}", path_only(path_and_query));
        let mut response = self.send_once(&method, path_and_query, body, global, false)?;
        if response.status().as_u16() == 401 && matches!(self.auth, Auth::File(_)) {
            drop(response);
            response = self.send_once(&method, path_and_query, body, global, true)?;
        }
        let status = response.status().as_u16();
        if (200..300).contains(&status) {
            return Ok(response);
        }
        Err(api_error(label(), status, &mut response))
    }

    fn send_once(
        &self,
        method: &Method,
        path_and_query: &str,
        body: Option<(&[u8], &str)>,
        global: Option<Duration>,
        force_token_reread: bool,
    ) -> Result<Answer, Error> {
        let label = || format!("{method} {}", path_only(path_and_query));
        let url = format!("{}{}", self.server, path_and_query);
        let mut builder = Request::builder()
            .method(method.clone())
            .uri(url)
            .header("Accept", "application/json");
        let token = match &self.auth {
            Auth::None => None,
            Auth::Static(token) => Some(Arc::clone(token)),
            Auth::File(file) => Some(file.current(force_token_reread)?),
        };
        if let Some(token) = &token {
            let value = Zeroizing::new(format!("Bearer {}", token.expose_secret()));
            builder = builder.header("Authorization", value.as_str());
        }
        if let Some((_, content_type)) = body {
            builder = builder.header("Content-Type", content_type);
        }
        let request = builder
            .body(body.map(|(bytes, _)| bytes.to_vec()).unwrap_or_default())
            .map_err(|e| Error::Transport {
                request: label(),
                source: ureq::Error::Http(e),
            })?;
        let agent = if global.is_some() {
            &self.agent
        } else {
            &self.watch_agent
        };
        let mut configured = agent.configure_request(request);
        configured = match global {
            // An admission's deadline (set on the thread that runs it) cuts the call short;
            // a passed one still leaves ureq a moment, which it reports as a timeout.
            Some(limit) => configured.timeout_global(Some(
                crate::runtime::deadline::cap(limit).max(Duration::from_millis(1)),
            )),
            None => configured
                .timeout_global(None)
                .timeout_recv_body(Some(
                    self.timeouts
                        .watch
                        .saturating_add(self.timeouts.watch_margin),
                ))
                .timeout_recv_response(Some(self.timeouts.request)),
        };
        agent
            .run(configured.build())
            .map_err(|source| Error::Transport {
                request: label(),
                source,
            })
    }

    /// Sends a request and decodes a 2xx JSON body (at most `limit` bytes) into `T`.
    pub(crate) fn json<T: DeserializeOwned>(
        &self,
        method: Method,
        path_and_query: &str,
        body: Option<&[u8]>,
        limit: u64,
    ) -> Result<T, Error> {
        let request = self.timeouts.request;
        self.json_typed(
            method,
            path_and_query,
            body.map(|b| (b, "application/json")),
            limit,
            request,
        )
    }

    /// [`Client::json`] with the body's content type and a whole-call timeout.
    pub(crate) fn json_typed<T: DeserializeOwned>(
        &self,
        method: Method,
        path_and_query: &str,
        body: Option<(&[u8], &str)>,
        limit: u64,
        timeout: Duration,
    ) -> Result<T, Error> {
        let label = format!("{method} {}", path_only(path_and_query));
        let mut response = self.send_typed(method, path_and_query, body, Some(timeout))?;
        let bytes = response
            .body_mut()
            .with_config()
            .limit(limit)
            .read_to_vec()
            .map_err(|source| Error::Transport {
                request: label.clone(),
                source,
            })?;
        decode(&label, &bytes)
    }
}

fn parse_certs(pem: &[u8], what: &str) -> Result<Vec<Certificate<'static>>, Error> {
    let mut certs = Vec::new();
    for item in ureq::tls::parse_pem(pem) {
        match item {
            Ok(ureq::tls::PemItem::Certificate(cert)) => certs.push(cert),
            Ok(_) => {}
            Err(_) => {
                return Err(Error::Credentials {
                    what: what.to_owned(),
                    reason: "invalid pem".to_owned(),
                });
            }
        }
    }
    if certs.is_empty() {
        return Err(Error::Credentials {
            what: what.to_owned(),
            reason: "no certificate".to_owned(),
        });
    }
    Ok(certs)
}

/// Decodes JSON, reporting only serde's classification and position: its message can quote
/// the input, which may hold a token.
pub(crate) fn decode<T: DeserializeOwned>(label: &str, bytes: &[u8]) -> Result<T, Error> {
    serde_json::from_slice(bytes).map_err(|e| Error::Decode {
        request: label.to_owned(),
        reason: describe_json_error(&e),
    })
}

pub(crate) fn describe_json_error(e: &serde_json::Error) -> String {
    let class = match e.classify() {
        serde_json::error::Category::Io => "io error",
        serde_json::error::Category::Syntax => "invalid json",
        serde_json::error::Category::Data => "unexpected json shape",
        serde_json::error::Category::Eof => "truncated json",
    };
    format!("{class} at line {} column {}", e.line(), e.column())
}

/// Builds an [`Error::Api`] from a non-2xx answer, reading at most a small Status body.
fn api_error(request: String, status: u16, response: &mut Answer) -> Error {
    let body = response
        .body_mut()
        .with_config()
        .limit(limits::K8S_BODY_MAX)
        .read_to_vec()
        .unwrap_or_default();
    let parsed: Option<Status> = serde_json::from_slice(&body).ok();
    let (reason, message) = match parsed {
        Some(s) => (s.reason.unwrap_or_default(), s.message.unwrap_or_default()),
        None => (String::new(), String::new()),
    };
    Error::Api {
        request,
        status,
        reason: cut(&reason, 64),
        message: cut(&message, limits::K8S_ERROR_MESSAGE_MAX),
    }
}

/// Builds an [`Error::Api`] from a Status that arrived inside a watch stream.
pub(crate) fn status_error(request: String, status: &Status) -> Error {
    Error::Api {
        request,
        status: status
            .code
            .and_then(|c| u16::try_from(c).ok())
            .unwrap_or(500),
        reason: cut(status.reason.as_deref().unwrap_or_default(), 64),
        message: cut(
            status.message.as_deref().unwrap_or_default(),
            limits::K8S_ERROR_MESSAGE_MAX,
        ),
    }
}

/// Cuts text to at most `max` bytes on a character boundary.
pub(crate) fn cut(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_owned();
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end = end.saturating_sub(1);
    }
    text.get(..end).unwrap_or_default().to_owned()
}

/// The path of a request without its query, for errors and logs (a query may hold a
/// `continue` token; it never holds a secret, but it is noise).
pub(crate) fn path_only(path_and_query: &str) -> &str {
    path_and_query
        .split_once('?')
        .map_or(path_and_query, |(path, _)| path)
}

/// Percent-encodes a query value (RFC 3986 unreserved characters pass through).
pub(crate) fn encode_query(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for byte in value.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Checks a namespace or object name before it goes into a URL path: DNS-1123 subdomain
/// characters only, so a name can never add a path segment or a query.
pub(crate) fn check_name(kind: &'static str, name: &str) -> Result<(), Error> {
    let valid = !name.is_empty()
        && name.len() <= 253
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'.');
    if valid {
        Ok(())
    } else {
        Err(Error::InvalidName {
            kind,
            name: cut(name, 64),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_discovery(inputs: &Discovery, expect: Result<&str, &str>) {
        match (discover(inputs), expect) {
            (Ok(config), Ok(source)) => assert!(
                config.source.starts_with(source),
                "{} does not start with {source}",
                config.source
            ),
            (Err(e), Err(message)) => {
                assert!(e.to_string().contains(message), "{e} lacks {message}")
            }
            (Ok(config), Err(_)) => panic!("unexpected success: {}", config.source),
            (Err(e), Ok(_)) => panic!("unexpected error: {e}"),
        }
    }

    fn write(path: &Path, text: &str) {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    const CA: &str = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";

    fn kubeconfig_text(server: &str) -> String {
        format!(
            "current-context: c\nclusters:\n- name: k\n  cluster: {{server: \"{server}\", certificate-authority: ca.crt}}\ncontexts:\n- name: c\n  context: {{cluster: k, user: u}}\nusers:\n- name: u\n  user: {{token: t}}\n"
        )
    }

    #[test]
    fn discovery_order() {
        let dir = std::env::temp_dir().join(format!("vdbi-k8s-discovery-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let sa = dir.join("sa");
        write(&sa.join("ca.crt"), CA);
        write(&sa.join("token"), "tok\n");
        write(
            &dir.join("explicit/config"),
            &kubeconfig_text("https://explicit:1"),
        );
        write(&dir.join("explicit/ca.crt"), CA);
        write(&dir.join("env/config"), &kubeconfig_text("https://env:1"));
        write(&dir.join("env/ca.crt"), CA);
        write(
            &dir.join("home/.kube/config"),
            &kubeconfig_text("https://home:1"),
        );
        write(&dir.join("home/.kube/ca.crt"), CA);

        let full = Discovery {
            kubeconfig: Some(dir.join("explicit/config")),
            service_account_token_file: None,
            service_host: Some("10.0.0.1".into()),
            service_port: Some("443".into()),
            kubeconfig_env: Some(format!(
                "{}:{}",
                dir.join("missing").display(),
                dir.join("env/config").display()
            )),
            home: Some(dir.join("home")),
            service_account_dir: Some(sa.clone()),
        };
        check_discovery(&full, Ok("kubeconfig"));
        let config = discover(&full).unwrap();
        assert_eq!(config.server, "https://explicit:1");

        let in_cluster = Discovery {
            kubeconfig: None,
            ..full.clone()
        };
        let config = discover(&in_cluster).unwrap();
        assert_eq!(config.server, "https://10.0.0.1:443");
        assert!(
            matches!(config.credentials, Credentials::TokenFile(ref p) if p == &sa.join("token"))
        );

        let v6 = Discovery {
            service_host: Some("fd00::1".into()),
            ..in_cluster.clone()
        };
        assert_eq!(discover(&v6).unwrap().server, "https://[fd00::1]:443");

        let token_file = Discovery {
            service_account_token_file: Some(dir.join("other-token")),
            ..in_cluster.clone()
        };
        let config = discover(&token_file).unwrap();
        assert!(
            matches!(config.credentials, Credentials::TokenFile(ref p) if p == &dir.join("other-token"))
        );

        let env = Discovery {
            service_host: None,
            ..in_cluster.clone()
        };
        assert_eq!(discover(&env).unwrap().server, "https://env:1");

        let home = Discovery {
            kubeconfig_env: None,
            ..env.clone()
        };
        assert_eq!(discover(&home).unwrap().server, "https://home:1");

        let nothing = Discovery {
            home: Some(dir.join("nowhere")),
            ..home.clone()
        };
        check_discovery(&nothing, Err("no kubernetes configuration"));

        let token_without_host = Discovery {
            service_account_token_file: Some(dir.join("t")),
            ..nothing.clone()
        };
        check_discovery(&token_without_host, Err("KUBERNETES_SERVICE_HOST"));

        let bad_port = Discovery {
            service_port: Some("https".into()),
            ..in_cluster.clone()
        };
        check_discovery(&bad_port, Err("not a port"));

        let explicit_with_token = Discovery {
            service_account_token_file: Some(dir.join("t")),
            ..full.clone()
        };
        check_discovery(&explicit_with_token, Ok("kubeconfig"));
        assert!(matches!(
            discover(&explicit_with_token).unwrap().credentials,
            Credentials::TokenFile(_)
        ));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn helpers() {
        assert_eq!(cut("héllo", 2), "h");
        assert_eq!(cut("abc", 5), "abc");
        assert_eq!(path_only("/api/v1/pods?limit=1"), "/api/v1/pods");
        assert_eq!(
            encode_query("app=web,tier in (a b)"),
            "app%3Dweb%2Ctier%20in%20%28a%20b%29"
        );
        assert!(check_name("namespace", "kube-system").is_ok());
        for bad in ["", "a/b", "A", "a?b", "..%2f", &"x".repeat(254)] {
            assert!(check_name("pod", bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn errors_display() {
        let e = Error::Api {
            request: "PUT /apis/coordination.k8s.io/v1/namespaces/ns/leases/l".into(),
            status: 409,
            reason: "Conflict".into(),
            message: "the object has been modified".into(),
        };
        assert!(e.is_conflict());
        assert_eq!(
            e.to_string(),
            "kubernetes api PUT /apis/coordination.k8s.io/v1/namespaces/ns/leases/l: http 409 Conflict: the object has been modified"
        );
    }
}
