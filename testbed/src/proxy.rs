//! A fault-injecting HTTPS proxy in front of OpenBao, for the client's failure tests.
//!
//! It terminates TLS with a certificate from the test CA (so a client that trusts OpenBao's
//! CA trusts the proxy), parses each HTTP/1.1 request, forwards it over TLS to OpenBao on a
//! kept-alive connection, and applies the fault chosen at run time to the answer: latency, a
//! hang, a cut mid-body, a trickle, an oversized body, a rewritten body, a 503/429 with
//! `Retry-After`, or a 307 to another origin. That other origin is a recorder owned by the
//! proxy, so a test can prove that a redirected client never sent it the token.
//!
//! Responses are read whole from OpenBao (chunked bodies are decoded) and sent on with a
//! `Content-Length`, which keeps every fault simple to apply at an exact byte.

use std::collections::HashMap;
use std::error::Error as StdError;
use std::fmt;
use std::io::{self, Read, Write};
use std::net::{Ipv4Addr, Shutdown, SocketAddr, SocketAddrV4, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, ServerName};
use rustls::{
    ClientConfig, ClientConnection, RootCertStore, ServerConfig, ServerConnection, StreamOwned,
};

use crate::certs::{Ca, CertPair};
use crate::openbao::OpenBao;

/// The largest request or response head accepted.
const MAX_HEAD: usize = 64 * 1024;
/// The largest body the proxy holds in memory (OpenBao's answers are far smaller).
const MAX_BODY: usize = 64 * 1024 * 1024;
/// How long a client connection may stay idle between requests.
const CLIENT_IDLE: Duration = Duration::from_secs(60);
/// How long a write to a client may block (a client that stopped reading an oversized body).
const CLIENT_WRITE: Duration = Duration::from_secs(10);
/// How long connecting to OpenBao may take.
const UPSTREAM_CONNECT: Duration = Duration::from_secs(5);
/// How long OpenBao may take to answer (it holds a request up to 90 s when PostgreSQL hangs).
const UPSTREAM_READ: Duration = Duration::from_secs(120);
/// How many requests are kept in the logs returned by [`Proxy::requests`] and
/// [`Proxy::other_origin_requests`] (the counters keep counting past it).
const LOG_CAP: usize = 10_000;

/// What the proxy does to a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// Forward the request and the answer unchanged.
    PassThrough,
    /// Forward, then wait this long before sending the answer.
    Latency(Duration),
    /// Wait this long, then forward and answer unchanged: the request reaches OpenBao late
    /// (a write that lands after the client gave up).
    HoldRequest(Duration),
    /// Read the request and never answer (until the client closes or the proxy stops).
    Hang,
    /// Forward, then send the head with the real `Content-Length` and only the first half of
    /// the body, and close the connection.
    CutMidBody,
    /// Forward, then send the whole answer `chunk` bytes at a time, one write every `every`.
    Trickle {
        /// Bytes per write (at least 1).
        chunk: usize,
        /// The pause between writes.
        every: Duration,
    },
    /// Do not forward: answer 200 with a JSON body of exactly `bytes` bytes (streamed, with
    /// a `Content-Length`).
    Oversized {
        /// The body's length.
        bytes: u64,
    },
    /// Forward, then replace the answer's body (and its status, when given).
    Rewrite {
        /// The status sent instead of OpenBao's, if any.
        status: Option<u16>,
        /// The body sent instead of OpenBao's.
        body: String,
    },
    /// Do not forward: answer `status` (503, 429, ...) with a Vault-style error body and
    /// `Retry-After` when given.
    Status {
        /// The HTTP status.
        status: u16,
        /// The `Retry-After` value (`"1"`, an HTTP date), if any.
        retry_after: Option<String>,
    },
    /// Do not forward: answer `307` with a `Location` on the proxy's other origin (same
    /// path), whose requests are recorded ([`Proxy::other_origin_requests`]).
    RedirectToOtherOrigin,
    /// Do not forward: close the connection without answering (a crashed server).
    Close,
    /// Accept the TCP connection and never start TLS (a stuck load balancer). It applies to
    /// new connections, not requests, so a rule with a path filter never fires it.
    StallHandshake,
}

impl Fault {
    fn name(&self) -> &'static str {
        match self {
            Fault::PassThrough => "pass-through",
            Fault::Latency(_) => "latency",
            Fault::HoldRequest(_) => "hold-request",
            Fault::Hang => "hang",
            Fault::CutMidBody => "cut-mid-body",
            Fault::Trickle { .. } => "trickle",
            Fault::Oversized { .. } => "oversized",
            Fault::Rewrite { .. } => "rewrite",
            Fault::Status { .. } => "status",
            Fault::RedirectToOtherOrigin => "redirect",
            Fault::Close => "close",
            Fault::StallHandshake => "stall-handshake",
        }
    }
}

/// A fault with an optional path filter and an optional number of uses.
#[derive(Debug, Clone)]
pub struct Rule {
    fault: Fault,
    path_contains: Option<String>,
    method: Option<String>,
    times: Option<u32>,
}

impl Rule {
    /// `fault` for every request, until the rules change.
    pub fn new(fault: Fault) -> Rule {
        Rule {
            fault,
            path_contains: None,
            method: None,
            times: None,
        }
    }

    /// Only for requests whose target (`/v1/...?...`) contains `text`.
    pub fn path(mut self, text: &str) -> Rule {
        self.path_contains = Some(text.to_owned());
        self
    }

    /// Only for requests with this method (`PUT`, `GET`, ...): a KV write can be refused
    /// while reads of the same path pass.
    pub fn method(mut self, method: &str) -> Rule {
        self.method = Some(method.to_owned());
        self
    }

    /// Only for the next `n` matching requests; then the rule is dropped.
    pub fn times(mut self, n: u32) -> Rule {
        self.times = Some(n);
        self
    }
}

/// A request the proxy received.
#[derive(Debug, Clone)]
pub struct SeenRequest {
    /// The method.
    pub method: String,
    /// The request target (`/v1/sys/health?...`).
    pub path: String,
    /// The names of its headers, lowercase (values are not kept: they hold tokens).
    pub header_names: Vec<String>,
    /// The fault applied (`pass-through`, `hang`, ...).
    pub fault: &'static str,
}

/// A request the other origin received, headers included: the point is to see whether a
/// token was sent there. Its values are secrets of the test: do not print them.
#[derive(Clone)]
pub struct OriginRequest {
    /// The method.
    pub method: String,
    /// The request target.
    pub path: String,
    /// Every header, name lowercase, value as received.
    pub headers: Vec<(String, String)>,
}

impl fmt::Debug for OriginRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.headers.iter().map(|(n, _)| n.as_str()).collect();
        f.debug_struct("OriginRequest")
            .field("method", &self.method)
            .field("path", &self.path)
            .field("header_names", &names)
            .finish()
    }
}

impl OriginRequest {
    /// The value of header `name` (case-insensitive), if sent.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// What can go wrong when starting the proxy.
#[derive(Debug)]
pub enum Error {
    /// A socket or thread could not be set up.
    Io(&'static str, io::Error),
    /// A certificate or key file could not be read.
    Pem(PathBuf, String),
    /// rustls refused the configuration.
    Tls(rustls::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io(what, e) => write!(f, "fault proxy {what}: {e}"),
            Error::Pem(path, why) => write!(f, "fault proxy pem {}: {why}", path.display()),
            Error::Tls(e) => write!(f, "fault proxy tls: {e}"),
        }
    }
}

impl StdError for Error {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        match self {
            Error::Io(_, e) => Some(e),
            Error::Tls(e) => Some(e),
            Error::Pem(..) => None,
        }
    }
}

#[derive(Default)]
struct Shared {
    rules: Mutex<Vec<Rule>>,
    stop: AtomicBool,
    connections: AtomicU64,
    requests: AtomicU64,
    forwarded: AtomicU64,
    log: Mutex<Vec<SeenRequest>>,
    origin_log: Mutex<Vec<OriginRequest>>,
    origin_requests: AtomicU64,
    sockets: Mutex<HashMap<u64, TcpStream>>,
    next_socket: AtomicU64,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panicking connection thread must not take the proxy down with it.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Shared {
    /// The fault for a `method` request to `path`, using up one use of a counted rule.
    fn pick(&self, method: &str, path: &str) -> Fault {
        let mut rules = lock(&self.rules);
        // Stalls are for new connections (see `stall_connection`), not requests.
        let Some(index) = rules.iter().position(|rule| {
            rule.fault != Fault::StallHandshake
                && rule
                    .path_contains
                    .as_deref()
                    .is_none_or(|text| path.contains(text))
                && rule
                    .method
                    .as_deref()
                    .is_none_or(|m| m.eq_ignore_ascii_case(method))
        }) else {
            return Fault::PassThrough;
        };
        let Some(rule) = rules.get_mut(index) else {
            return Fault::PassThrough;
        };
        let fault = rule.fault.clone();
        if let Some(times) = rule.times.as_mut() {
            *times = times.saturating_sub(1);
            if *times == 0 {
                rules.remove(index);
            }
        }
        fault
    }

    /// Whether a new connection is to be stalled: the first rule without a path filter is
    /// [`Fault::StallHandshake`] (one use of it is spent).
    fn stall_connection(&self) -> bool {
        let mut rules = lock(&self.rules);
        let Some(index) = rules.iter().position(|rule| rule.path_contains.is_none()) else {
            return false;
        };
        let Some(rule) = rules.get_mut(index) else {
            return false;
        };
        if rule.fault != Fault::StallHandshake {
            return false;
        }
        if let Some(times) = rule.times.as_mut() {
            *times = times.saturating_sub(1);
            if *times == 0 {
                rules.remove(index);
            }
        }
        true
    }

    fn track(&self, stream: &TcpStream) -> Option<u64> {
        let clone = stream.try_clone().ok()?;
        let id = self.next_socket.fetch_add(1, Ordering::Relaxed);
        lock(&self.sockets).insert(id, clone);
        Some(id)
    }

    fn untrack(&self, id: Option<u64>) {
        if let Some(id) = id {
            lock(&self.sockets).remove(&id);
        }
    }
}

/// The proxy; stopped (listeners closed, connections shut down) on drop.
pub struct Proxy {
    shared: Arc<Shared>,
    port: u16,
    origin_port: u16,
    ca_cert: PathBuf,
    threads: Vec<JoinHandle<()>>,
}

impl fmt::Debug for Proxy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Proxy")
            .field("port", &self.port)
            .field("origin_port", &self.origin_port)
            .finish_non_exhaustive()
    }
}

fn load_certs(path: &Path) -> Result<Vec<CertificateDer<'static>>, Error> {
    let certs = CertificateDer::pem_file_iter(path)
        .map_err(|e| Error::Pem(path.to_owned(), e.to_string()))?
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| Error::Pem(path.to_owned(), e.to_string()))?;
    if certs.is_empty() {
        return Err(Error::Pem(path.to_owned(), "no certificate".to_owned()));
    }
    Ok(certs)
}

fn server_config(pair: &CertPair) -> Result<Arc<ServerConfig>, Error> {
    let certs = load_certs(&pair.cert)?;
    let key = PrivateKeyDer::from_pem_file(&pair.key)
        .map_err(|e| Error::Pem(pair.key.clone(), e.to_string()))?;
    let config =
        ServerConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
            .with_safe_default_protocol_versions()
            .map_err(Error::Tls)?
            .with_no_client_auth()
            .with_single_cert(certs, key)
            .map_err(Error::Tls)?;
    Ok(Arc::new(config))
}

fn client_config(ca_cert: &Path) -> Result<Arc<ClientConfig>, Error> {
    let mut roots = RootCertStore::empty();
    for cert in load_certs(ca_cert)? {
        roots.add(cert).map_err(Error::Tls)?;
    }
    let config =
        ClientConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
            .with_safe_default_protocol_versions()
            .map_err(Error::Tls)?
            .with_root_certificates(roots)
            .with_no_client_auth();
    Ok(Arc::new(config))
}

/// Everything a connection thread needs.
#[derive(Clone)]
struct Context {
    shared: Arc<Shared>,
    server: Arc<ServerConfig>,
    client: Arc<ClientConfig>,
    upstream: SocketAddr,
    origin_port: u16,
}

impl Proxy {
    /// A proxy in front of `bao`, with a certificate from `bao`'s test CA.
    pub fn in_front_of(bao: &OpenBao) -> Result<Proxy, Error> {
        let upstream = SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::LOCALHOST, bao.port()));
        Proxy::start(upstream, bao.ca())
    }

    /// A proxy on a free loopback port that forwards to the TLS server at `upstream`
    /// (trusted through `ca`), serving a `localhost`/`127.0.0.1` certificate issued by `ca`.
    pub fn start(upstream: SocketAddr, ca: &Ca) -> Result<Proxy, Error> {
        static SERIAL: AtomicU64 = AtomicU64::new(0);
        let serial = SERIAL.fetch_add(1, Ordering::Relaxed);
        let pair = ca
            .localhost_server(&format!("proxy-{}-{serial}", std::process::id()))
            .map_err(|e| Error::Io("certificate", e))?;
        let server = server_config(&pair)?;
        let client = client_config(&ca.pair.cert)?;
        let localhost = SocketAddrV4::new(Ipv4Addr::LOCALHOST, 0);
        let listener = TcpListener::bind(localhost).map_err(|e| Error::Io("bind", e))?;
        let origin = TcpListener::bind(localhost).map_err(|e| Error::Io("bind", e))?;
        let port = listener
            .local_addr()
            .map_err(|e| Error::Io("bind", e))?
            .port();
        let origin_port = origin
            .local_addr()
            .map_err(|e| Error::Io("bind", e))?
            .port();
        let shared = Arc::new(Shared::default());
        let context = Context {
            shared: Arc::clone(&shared),
            server,
            client,
            upstream,
            origin_port,
        };
        let mut threads = Vec::new();
        let proxy_context = context.clone();
        threads.push(
            thread::Builder::new()
                .name("testbed-proxy-accept".to_owned())
                .spawn(move || accept_loop(listener, proxy_context, serve_proxy))
                .map_err(|e| Error::Io("thread", e))?,
        );
        let origin_context = context;
        threads.push(
            thread::Builder::new()
                .name("testbed-origin-accept".to_owned())
                .spawn(move || accept_loop(origin, origin_context, serve_origin))
                .map_err(|e| Error::Io("thread", e))?,
        );
        Ok(Proxy {
            shared,
            port,
            origin_port,
            ca_cert: ca.pair.cert.clone(),
            threads,
        })
    }

    /// `https://127.0.0.1:<port>`: give this to the client instead of OpenBao's address.
    pub fn addr(&self) -> String {
        format!("https://127.0.0.1:{}", self.port)
    }

    /// The proxy's port on 127.0.0.1.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The CA that signed the proxy's (and OpenBao's) certificate.
    pub fn ca_cert(&self) -> &Path {
        &self.ca_cert
    }

    /// The other origin that [`Fault::RedirectToOtherOrigin`] points at.
    pub fn other_origin(&self) -> String {
        format!("https://127.0.0.1:{}", self.origin_port)
    }

    /// Applies `fault` to every request from now on (replacing every rule).
    pub fn set(&self, fault: Fault) {
        let mut rules = lock(&self.shared.rules);
        rules.clear();
        if fault != Fault::PassThrough {
            rules.push(Rule::new(fault));
        }
    }

    /// Adds a rule after the existing ones (the first matching rule wins).
    pub fn add(&self, rule: Rule) {
        lock(&self.shared.rules).push(rule);
    }

    /// Back to pass-through for every request.
    pub fn clear(&self) {
        lock(&self.shared.rules).clear();
    }

    /// How many requests the proxy has received.
    pub fn requests_seen(&self) -> u64 {
        self.shared.requests.load(Ordering::SeqCst)
    }

    /// How many requests were forwarded to OpenBao.
    pub fn requests_forwarded(&self) -> u64 {
        self.shared.forwarded.load(Ordering::SeqCst)
    }

    /// How many client connections the proxy has accepted.
    pub fn connections_accepted(&self) -> u64 {
        self.shared.connections.load(Ordering::SeqCst)
    }

    /// The requests received so far (the first 10,000).
    pub fn requests(&self) -> Vec<SeenRequest> {
        lock(&self.shared.log).clone()
    }

    /// How many requests the other origin has received.
    pub fn other_origin_requests_seen(&self) -> u64 {
        self.shared.origin_requests.load(Ordering::SeqCst)
    }

    /// The requests the other origin received, with their headers.
    pub fn other_origin_requests(&self) -> Vec<OriginRequest> {
        lock(&self.shared.origin_log).clone()
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        for stream in lock(&self.shared.sockets).values() {
            let _ = stream.shutdown(Shutdown::Both);
        }
        // Wake both accept loops: they check the stop flag after every accept.
        for port in [self.port, self.origin_port] {
            let _ = TcpStream::connect_timeout(
                &SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::LOCALHOST, port)),
                Duration::from_secs(1),
            );
        }
        for handle in self.threads.drain(..) {
            let _ = handle.join();
        }
    }
}

fn accept_loop(listener: TcpListener, context: Context, serve: fn(Context, TcpStream)) {
    for stream in listener.incoming() {
        if context.shared.stop.load(Ordering::SeqCst) {
            return;
        }
        let Ok(stream) = stream else {
            // Out of file descriptors, most likely: give the connections time to close.
            thread::sleep(Duration::from_millis(50));
            continue;
        };
        let conn_context = context.clone();
        // A connection that cannot get a thread is dropped: the client sees a reset.
        let _ = thread::Builder::new()
            .name("testbed-proxy-conn".to_owned())
            .spawn(move || {
                let id = conn_context.shared.track(&stream);
                serve(conn_context.clone(), stream);
                conn_context.shared.untrack(id);
            });
    }
}

/// A stream with a read buffer, to parse HTTP/1.1 heads and bodies.
struct Wire<S> {
    stream: S,
    buf: Vec<u8>,
}

struct Head {
    /// Request: method; response: status code as text.
    first: String,
    /// Request: target; response: reason phrase.
    second: String,
    headers: Vec<(String, Vec<u8>)>,
}

impl Head {
    fn header(&self, name: &str) -> Option<&[u8]> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_slice())
    }

    fn content_length(&self) -> io::Result<Option<usize>> {
        match self.header("content-length") {
            None => Ok(None),
            Some(value) => std::str::from_utf8(value)
                .ok()
                .and_then(|v| v.trim().parse::<usize>().ok())
                .map(Some)
                .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, "bad content-length")),
        }
    }

    fn is_chunked(&self) -> bool {
        self.header("transfer-encoding").is_some_and(|v| {
            String::from_utf8_lossy(v)
                .to_ascii_lowercase()
                .contains("chunked")
        })
    }

    fn wants_close(&self) -> bool {
        self.header("connection")
            .is_some_and(|v| String::from_utf8_lossy(v).eq_ignore_ascii_case("close"))
    }
}

fn invalid(what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, what.to_owned())
}

impl<S: Read + Write> Wire<S> {
    fn new(stream: S) -> Wire<S> {
        Wire {
            stream,
            buf: Vec::new(),
        }
    }

    /// Reads more bytes into the buffer; `Ok(0)` at end of stream.
    fn fill(&mut self) -> io::Result<usize> {
        let mut chunk = [0u8; 16 * 1024];
        let n = self.stream.read(&mut chunk)?;
        self.buf
            .extend_from_slice(chunk.get(..n).unwrap_or_default());
        Ok(n)
    }

    /// Reads a request head; `None` when the peer closed before sending anything.
    fn read_request_head(&mut self) -> io::Result<Option<Head>> {
        loop {
            let mut headers = [httparse::EMPTY_HEADER; 64];
            let mut request = httparse::Request::new(&mut headers);
            match request.parse(&self.buf) {
                Ok(httparse::Status::Complete(len)) => {
                    let head = Head {
                        first: request.method.unwrap_or_default().to_owned(),
                        second: request.path.unwrap_or_default().to_owned(),
                        headers: request
                            .headers
                            .iter()
                            .map(|h| (h.name.to_ascii_lowercase(), h.value.to_vec()))
                            .collect(),
                    };
                    self.buf.drain(..len);
                    return Ok(Some(head));
                }
                Ok(httparse::Status::Partial) => {}
                Err(_) => return Err(invalid("malformed request head")),
            }
            if self.buf.len() > MAX_HEAD {
                return Err(invalid("request head too large"));
            }
            if self.fill()? == 0 {
                return if self.buf.is_empty() {
                    Ok(None)
                } else {
                    Err(io::ErrorKind::UnexpectedEof.into())
                };
            }
        }
    }

    fn read_response_head(&mut self) -> io::Result<Head> {
        loop {
            let mut headers = [httparse::EMPTY_HEADER; 64];
            let mut response = httparse::Response::new(&mut headers);
            match response.parse(&self.buf) {
                Ok(httparse::Status::Complete(len)) => {
                    let head = Head {
                        first: response.code.unwrap_or(502).to_string(),
                        second: response.reason.unwrap_or_default().to_owned(),
                        headers: response
                            .headers
                            .iter()
                            .map(|h| (h.name.to_ascii_lowercase(), h.value.to_vec()))
                            .collect(),
                    };
                    self.buf.drain(..len);
                    return Ok(head);
                }
                Ok(httparse::Status::Partial) => {}
                Err(_) => return Err(invalid("malformed response head")),
            }
            if self.buf.len() > MAX_HEAD {
                return Err(invalid("response head too large"));
            }
            if self.fill()? == 0 {
                return Err(io::ErrorKind::UnexpectedEof.into());
            }
        }
    }

    fn read_exact_body(&mut self, len: usize) -> io::Result<Vec<u8>> {
        if len > MAX_BODY {
            return Err(invalid("body too large"));
        }
        while self.buf.len() < len {
            if self.fill()? == 0 {
                return Err(io::ErrorKind::UnexpectedEof.into());
            }
        }
        Ok(self.buf.drain(..len).collect())
    }

    fn read_line(&mut self) -> io::Result<Vec<u8>> {
        loop {
            if let Some(end) = self.buf.windows(2).position(|w| w == b"\r\n") {
                let line: Vec<u8> = self.buf.drain(..end).collect();
                self.buf.drain(..2);
                return Ok(line);
            }
            if self.buf.len() > MAX_HEAD {
                return Err(invalid("chunk line too long"));
            }
            if self.fill()? == 0 {
                return Err(io::ErrorKind::UnexpectedEof.into());
            }
        }
    }

    fn read_chunked(&mut self) -> io::Result<Vec<u8>> {
        let mut body = Vec::new();
        loop {
            let line = self.read_line()?;
            let text = String::from_utf8_lossy(&line);
            let size_text = text.split(';').next().unwrap_or_default().trim();
            let size =
                usize::from_str_radix(size_text, 16).map_err(|_| invalid("bad chunk size"))?;
            if size == 0 {
                // Trailers, up to the empty line.
                while !self.read_line()?.is_empty() {}
                return Ok(body);
            }
            if body.len().saturating_add(size) > MAX_BODY {
                return Err(invalid("body too large"));
            }
            body.extend(self.read_exact_body(size)?);
            if !self.read_line()?.is_empty() {
                return Err(invalid("chunk not followed by CRLF"));
            }
        }
    }

    fn read_to_end(&mut self) -> io::Result<Vec<u8>> {
        loop {
            if self.buf.len() > MAX_BODY {
                return Err(invalid("body too large"));
            }
            match self.fill() {
                Ok(0) => return Ok(std::mem::take(&mut self.buf)),
                Ok(_) => {}
                // A close without TLS close_notify still ends a close-delimited body.
                Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => {
                    return Ok(std::mem::take(&mut self.buf));
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// The request body, by `Content-Length` or chunked.
    fn read_request_body(&mut self, head: &Head) -> io::Result<Vec<u8>> {
        if head.is_chunked() {
            self.read_chunked()
        } else {
            self.read_exact_body(head.content_length()?.unwrap_or(0))
        }
    }

    fn read_response_body(&mut self, head: &Head, method: &str) -> io::Result<Vec<u8>> {
        let status: u16 = head.first.parse().unwrap_or(0);
        if method.eq_ignore_ascii_case("HEAD") || status == 204 || status == 304 || status < 200 {
            return Ok(Vec::new());
        }
        if head.is_chunked() {
            return self.read_chunked();
        }
        match head.content_length()? {
            Some(len) => self.read_exact_body(len),
            None => self.read_to_end(),
        }
    }
}

/// Headers that describe one hop's framing, which the proxy sets itself.
fn is_hop_header(name: &str) -> bool {
    matches!(
        name,
        "connection"
            | "keep-alive"
            | "transfer-encoding"
            | "content-length"
            | "host"
            | "te"
            | "trailer"
            | "upgrade"
    )
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        204 => "No Content",
        307 => "Temporary Redirect",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        _ => "Status",
    }
}

/// A whole HTTP/1.1 response with a `Content-Length`.
fn render_response(
    status: u16,
    reason_phrase: &str,
    headers: &[(String, Vec<u8>)],
    body: &[u8],
) -> Vec<u8> {
    let mut out = format!("HTTP/1.1 {status} {reason_phrase}\r\n").into_bytes();
    for (name, value) in headers {
        if is_hop_header(name) {
            continue;
        }
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(b": ");
        out.extend_from_slice(value);
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
    out.extend_from_slice(body);
    out
}

fn json_headers() -> Vec<(String, Vec<u8>)> {
    vec![
        ("Content-Type".to_owned(), b"application/json".to_vec()),
        ("Cache-Control".to_owned(), b"no-store".to_vec()),
    ]
}

type ClientTls = StreamOwned<ServerConnection, TcpStream>;
type UpstreamTls = StreamOwned<ClientConnection, TcpStream>;

fn accept_tls(context: &Context, stream: TcpStream) -> Option<Wire<ClientTls>> {
    stream.set_read_timeout(Some(CLIENT_IDLE)).ok()?;
    stream.set_write_timeout(Some(CLIENT_WRITE)).ok()?;
    let _ = stream.set_nodelay(true);
    let tls = ServerConnection::new(Arc::clone(&context.server)).ok()?;
    Some(Wire::new(StreamOwned::new(tls, stream)))
}

fn connect_upstream(context: &Context) -> io::Result<Wire<UpstreamTls>> {
    let tcp = TcpStream::connect_timeout(&context.upstream, UPSTREAM_CONNECT)?;
    tcp.set_read_timeout(Some(UPSTREAM_READ))?;
    tcp.set_write_timeout(Some(UPSTREAM_CONNECT))?;
    let _ = tcp.set_nodelay(true);
    let name = ServerName::IpAddress(context.upstream.ip().into());
    let tls = ClientConnection::new(Arc::clone(&context.client), name).map_err(io::Error::other)?;
    Ok(Wire::new(StreamOwned::new(tls, tcp)))
}

/// A response read from OpenBao.
struct Answer {
    status: u16,
    reason: String,
    headers: Vec<(String, Vec<u8>)>,
    body: Vec<u8>,
}

fn forward_once(
    upstream: &mut Wire<UpstreamTls>,
    context: &Context,
    head: &Head,
    body: &[u8],
) -> io::Result<Answer> {
    let mut out = format!(
        "{} {} HTTP/1.1\r\nHost: {}\r\n",
        head.first, head.second, context.upstream
    )
    .into_bytes();
    for (name, value) in &head.headers {
        if is_hop_header(name) {
            continue;
        }
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(b": ");
        out.extend_from_slice(value);
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
    out.extend_from_slice(body);
    upstream.stream.write_all(&out)?;
    upstream.stream.flush()?;
    let response = upstream.read_response_head()?;
    let answer_body = upstream.read_response_body(&response, &head.first)?;
    Ok(Answer {
        status: response.first.parse().unwrap_or(502),
        reason: response.second.clone(),
        headers: response.headers,
        body: answer_body,
    })
}

/// Forwards on the kept-alive upstream connection, reconnecting once if OpenBao closed it.
fn forward(
    upstream: &mut Option<Wire<UpstreamTls>>,
    context: &Context,
    head: &Head,
    body: &[u8],
) -> io::Result<Answer> {
    let reused = upstream.is_some();
    if upstream.is_none() {
        *upstream = Some(connect_upstream(context)?);
    }
    let Some(conn) = upstream.as_mut() else {
        return Err(io::Error::other("no upstream connection"));
    };
    match forward_once(conn, context, head, body) {
        Ok(answer) => Ok(answer),
        Err(_) if reused => {
            let mut fresh = connect_upstream(context)?;
            let answer = forward_once(&mut fresh, context, head, body);
            *upstream = Some(fresh);
            answer
        }
        Err(e) => {
            *upstream = None;
            Err(e)
        }
    }
}

/// Waits until the client closes or the proxy stops, answering nothing.
fn hold(client: &mut Wire<ClientTls>, shared: &Shared) {
    let _ = client
        .stream
        .sock
        .set_read_timeout(Some(Duration::from_millis(200)));
    let mut sink = [0u8; 1024];
    while !shared.stop.load(Ordering::SeqCst) {
        match client.stream.read(&mut sink) {
            Ok(0) => return,
            Ok(_) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) => {}
            Err(_) => return,
        }
    }
}

/// Holds a TCP connection without a byte of TLS until the client closes or the proxy stops.
fn hold_raw(stream: &TcpStream, shared: &Shared) {
    let _ = stream.set_read_timeout(Some(Duration::from_millis(200)));
    let mut sink = [0u8; 1024];
    let mut reader = stream;
    while !shared.stop.load(Ordering::SeqCst) {
        match reader.read(&mut sink) {
            Ok(0) => return,
            Ok(_) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) => {}
            Err(_) => return,
        }
    }
}

fn write_oversized(client: &mut Wire<ClientTls>, bytes: u64) -> io::Result<()> {
    let head = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {bytes}\r\n\r\n"
    );
    client.stream.write_all(head.as_bytes())?;
    // `{"data":{"pad":"xxx...x"}}` padded to exactly `bytes` bytes (just `x`s when shorter).
    let prefix: &[u8] = b"{\"data\":{\"pad\":\"";
    let suffix: &[u8] = b"\"}}";
    let frame = (prefix.len() + suffix.len()) as u64;
    let mut remaining = bytes;
    if bytes >= frame {
        client.stream.write_all(prefix)?;
        remaining -= frame;
    }
    let block = [b'x'; 64 * 1024];
    while remaining > 0 {
        let n = usize::try_from(remaining.min(block.len() as u64)).unwrap_or(block.len());
        client
            .stream
            .write_all(block.get(..n).unwrap_or_default())?;
        remaining -= n as u64;
    }
    if bytes >= frame {
        client.stream.write_all(suffix)?;
    }
    client.stream.flush()
}

fn record(shared: &Shared, head: &Head, fault: &Fault) {
    shared.requests.fetch_add(1, Ordering::SeqCst);
    let mut log = lock(&shared.log);
    if log.len() < LOG_CAP {
        log.push(SeenRequest {
            method: head.first.clone(),
            path: head.second.clone(),
            header_names: head.headers.iter().map(|(n, _)| n.clone()).collect(),
            fault: fault.name(),
        });
    }
}

fn serve_proxy(context: Context, stream: TcpStream) {
    let shared = Arc::clone(&context.shared);
    shared.connections.fetch_add(1, Ordering::SeqCst);
    if shared.stall_connection() {
        hold_raw(&stream, &shared);
        return;
    }
    let Some(mut client) = accept_tls(&context, stream) else {
        return;
    };
    let mut upstream: Option<Wire<UpstreamTls>> = None;
    while !shared.stop.load(Ordering::SeqCst) {
        let head = match client.read_request_head() {
            Ok(Some(head)) => head,
            Ok(None) | Err(_) => return,
        };
        let Ok(body) = client.read_request_body(&head) else {
            return;
        };
        let fault = shared.pick(&head.first, &head.second);
        record(&shared, &head, &fault);
        let close_after = head.wants_close();
        let outcome = match fault {
            Fault::Hang => {
                hold(&mut client, &shared);
                return;
            }
            Fault::Close => return,
            Fault::Oversized { bytes } => {
                let _ = write_oversized(&mut client, bytes);
                // The client gives up part-way; the connection is not reusable either way.
                return;
            }
            Fault::Status {
                status,
                retry_after,
            } => {
                let mut headers = json_headers();
                if let Some(value) = retry_after {
                    headers.push(("Retry-After".to_owned(), value.into_bytes()));
                }
                let body = format!("{{\"errors\":[\"testbed proxy: injected {status}\"]}}");
                client.stream.write_all(&render_response(
                    status,
                    reason(status),
                    &headers,
                    body.as_bytes(),
                ))
            }
            Fault::RedirectToOtherOrigin => {
                let location = format!("https://127.0.0.1:{}{}", context.origin_port, head.second);
                let headers = vec![("Location".to_owned(), location.into_bytes())];
                client
                    .stream
                    .write_all(&render_response(307, reason(307), &headers, b""))
            }
            fault => {
                if let Fault::HoldRequest(delay) = &fault {
                    thread::sleep(*delay);
                }
                let answer = match forward(&mut upstream, &context, &head, &body) {
                    Ok(answer) => {
                        shared.forwarded.fetch_add(1, Ordering::SeqCst);
                        answer
                    }
                    Err(_) => {
                        let body = b"{\"errors\":[\"testbed proxy: upstream failed\"]}";
                        let _ = client.stream.write_all(&render_response(
                            502,
                            reason(502),
                            &json_headers(),
                            body,
                        ));
                        return;
                    }
                };
                match fault {
                    Fault::Latency(delay) => {
                        thread::sleep(delay);
                        client.stream.write_all(&render_response(
                            answer.status,
                            &answer.reason,
                            &answer.headers,
                            &answer.body,
                        ))
                    }
                    Fault::CutMidBody => {
                        let whole = render_response(
                            answer.status,
                            &answer.reason,
                            &answer.headers,
                            &answer.body,
                        );
                        let cut = whole
                            .len()
                            .saturating_sub(answer.body.len() - answer.body.len() / 2);
                        let _ = client
                            .stream
                            .write_all(whole.get(..cut).unwrap_or_default());
                        let _ = client.stream.flush();
                        let _ = client.stream.sock.shutdown(Shutdown::Both);
                        return;
                    }
                    Fault::Trickle { chunk, every } => {
                        let whole = render_response(
                            answer.status,
                            &answer.reason,
                            &answer.headers,
                            &answer.body,
                        );
                        let mut result = Ok(());
                        for piece in whole.chunks(chunk.max(1)) {
                            result = client
                                .stream
                                .write_all(piece)
                                .and_then(|()| client.stream.flush());
                            if result.is_err() || shared.stop.load(Ordering::SeqCst) {
                                break;
                            }
                            thread::sleep(every);
                        }
                        result
                    }
                    Fault::Rewrite { status, body } => {
                        let status = status.unwrap_or(answer.status);
                        let reason_phrase = if status == answer.status {
                            answer.reason.clone()
                        } else {
                            reason(status).to_owned()
                        };
                        client.stream.write_all(&render_response(
                            status,
                            &reason_phrase,
                            &answer.headers,
                            body.as_bytes(),
                        ))
                    }
                    _ => client.stream.write_all(&render_response(
                        answer.status,
                        &answer.reason,
                        &answer.headers,
                        &answer.body,
                    )),
                }
            }
        };
        if outcome.and_then(|()| client.stream.flush()).is_err() || close_after {
            return;
        }
    }
}

fn serve_origin(context: Context, stream: TcpStream) {
    let shared = Arc::clone(&context.shared);
    let Some(mut client) = accept_tls(&context, stream) else {
        return;
    };
    while !shared.stop.load(Ordering::SeqCst) {
        let head = match client.read_request_head() {
            Ok(Some(head)) => head,
            Ok(None) | Err(_) => return,
        };
        if client.read_request_body(&head).is_err() {
            return;
        }
        shared.origin_requests.fetch_add(1, Ordering::SeqCst);
        {
            let mut log = lock(&shared.origin_log);
            if log.len() < LOG_CAP {
                log.push(OriginRequest {
                    method: head.first.clone(),
                    path: head.second.clone(),
                    headers: head
                        .headers
                        .iter()
                        .map(|(n, v)| (n.clone(), String::from_utf8_lossy(v).into_owned()))
                        .collect(),
                });
            }
        }
        let body =
            b"{\"errors\":[\"testbed other origin: this request should not have been sent\"]}";
        let response = render_response(403, reason(403), &json_headers(), body);
        if client
            .stream
            .write_all(&response)
            .and_then(|()| client.stream.flush())
            .is_err()
            || head.wants_close()
        {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_match_by_path_and_run_out() {
        let shared = Shared::default();
        lock(&shared.rules).push(Rule::new(Fault::Hang).path("/v1/database").times(2));
        lock(&shared.rules).push(Rule::new(Fault::Close).path("/v1/sys"));
        fn check(shared: &Shared, path: &str, expect: &Fault) {
            assert_eq!(&shared.pick("GET", path), expect, "{path}");
        }
        check(&shared, "/v1/auth/token/lookup-self", &Fault::PassThrough);
        check(&shared, "/v1/database/creds/x", &Fault::Hang);
        check(&shared, "/v1/sys/health", &Fault::Close);
        check(&shared, "/v1/database/creds/x", &Fault::Hang);
        check(&shared, "/v1/database/creds/x", &Fault::PassThrough);
        check(&shared, "/v1/sys/health", &Fault::Close);
        lock(&shared.rules).clear();
        lock(&shared.rules).push(Rule::new(Fault::Close).path("/v1/kv").method("PUT"));
        assert_eq!(shared.pick("GET", "/v1/kv/data/x"), Fault::PassThrough);
        assert_eq!(shared.pick("put", "/v1/kv/data/x"), Fault::Close);
    }

    #[test]
    fn stalls_are_for_connections_not_requests() {
        let shared = Shared::default();
        lock(&shared.rules).push(Rule::new(Fault::StallHandshake).times(1));
        assert_eq!(shared.pick("GET", "/v1/sys/health"), Fault::PassThrough);
        assert!(shared.stall_connection());
        assert!(!shared.stall_connection());
        lock(&shared.rules).push(Rule::new(Fault::Hang));
        assert!(!shared.stall_connection());
    }

    #[test]
    fn parses_chunked_and_sized_bodies() {
        fn check(raw: &[u8], expect: &[u8]) {
            let mut wire = Wire::new(io::Cursor::new(raw.to_vec()));
            let head = wire.read_response_head().unwrap();
            assert_eq!(wire.read_response_body(&head, "GET").unwrap(), expect);
        }
        check(b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabc", b"abc");
        check(
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2;x=y\r\nde\r\n0\r\n\r\n",
            b"abcde",
        );
        check(b"HTTP/1.1 204 No Content\r\n\r\n", b"");
        check(b"HTTP/1.1 200 OK\r\n\r\nuntil close", b"until close");
    }

    #[test]
    fn renders_responses_with_a_fresh_content_length() {
        let headers = vec![
            ("content-type".to_owned(), b"application/json".to_vec()),
            ("transfer-encoding".to_owned(), b"chunked".to_vec()),
        ];
        let out = render_response(200, "OK", &headers, b"{}");
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nContent-Length: 2\r\n\r\n{}"
        );
    }

    #[test]
    fn a_truncated_body_is_an_error() {
        let mut wire = Wire::new(io::Cursor::new(
            b"HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nabc".to_vec(),
        ));
        let head = wire.read_response_head().unwrap();
        assert!(wire.read_response_body(&head, "GET").is_err());
    }
}
