//! The double's own small HTTPS server (rustls + httparse) and the HTTPS client it uses to
//! call a mutating webhook.
//!
//! The double does not reuse the product's `http/` server: a watch is a long-lived chunked
//! response that the double must be able to cut mid-stream on command, and a test double
//! that shares the product's transport could share its bugs. One thread per connection is
//! fine here (tests open a handful).

use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, ServerName};
use rustls::server::WebPkiClientVerifier;
use rustls::{
    ClientConfig, ClientConnection, RootCertStore, ServerConfig, ServerConnection, StreamOwned,
};

/// Largest request head the double reads.
const HEAD_MAX: usize = 64 * 1024;
/// Largest request body the double reads.
const BODY_MAX: usize = 8 * 1024 * 1024;

/// A parsed request.
#[derive(Debug, Clone)]
pub struct HttpRequest {
    /// `GET`, `POST`, ...
    pub method: String,
    /// The path, without the query.
    pub path: String,
    /// Decoded query pairs, in order.
    pub query: Vec<(String, String)>,
    /// Headers (names lowercased).
    pub headers: Vec<(String, String)>,
    /// The body.
    pub body: Vec<u8>,
    /// Whether the client presented a certificate that chains to the double's CA.
    pub client_cert: bool,
}

impl HttpRequest {
    /// The first value of a query parameter.
    pub fn query(&self, name: &str) -> Option<&str> {
        self.query
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The first value of a header.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The bearer token, if any.
    pub fn bearer(&self) -> Option<&str> {
        self.header("authorization")?.strip_prefix("Bearer ")
    }
}

/// A response.
pub struct HttpResponse {
    /// Status code.
    pub status: u16,
    /// Extra headers (`Warning`, ...).
    pub headers: Vec<(String, String)>,
    /// `Content-Type`.
    pub content_type: &'static str,
    /// Body.
    pub body: Vec<u8>,
}

/// What a handler returns.
pub enum Reply {
    /// A complete response.
    Full(HttpResponse),
    /// A streamed response: the handler takes over the connection.
    Stream(StreamBody),
}

/// The writer of a streamed body.
pub type StreamBody = Box<dyn FnOnce(&mut dyn StreamWriter) + Send>;

/// A chunked response body the handler writes to.
pub trait StreamWriter {
    /// Writes one chunk and flushes it.
    fn chunk(&mut self, bytes: &[u8]) -> io::Result<()>;
    /// Ends the body properly (zero-length chunk).
    fn finish(&mut self) -> io::Result<()>;
    /// Closes the connection without ending the body (a cut).
    fn cut(&mut self);
}

type Tls = StreamOwned<ServerConnection, TcpStream>;

struct Chunked<'a>(&'a mut Tls);

impl StreamWriter for Chunked<'_> {
    fn chunk(&mut self, bytes: &[u8]) -> io::Result<()> {
        write!(self.0, "{:x}\r\n", bytes.len())?;
        self.0.write_all(bytes)?;
        self.0.write_all(b"\r\n")?;
        self.0.flush()
    }

    fn finish(&mut self) -> io::Result<()> {
        self.0.write_all(b"0\r\n\r\n")?;
        self.0.flush()
    }

    fn cut(&mut self) {
        let _ = self.0.sock.shutdown(Shutdown::Both);
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        409 => "Conflict",
        410 => "Gone",
        415 => "Unsupported Media Type",
        422 => "Unprocessable Entity",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        _ => "Status",
    }
}

/// Loads a PEM certificate chain.
pub fn load_certs(path: &Path) -> io::Result<Vec<CertificateDer<'static>>> {
    CertificateDer::pem_file_iter(path)
        .map_err(|e| io::Error::other(format!("{}: {e}", path.display())))?
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| io::Error::other(format!("{}: {e}", path.display())))
}

/// Loads a PEM private key.
pub fn load_key(path: &Path) -> io::Result<PrivateKeyDer<'static>> {
    PrivateKeyDer::from_pem_file(path)
        .map_err(|e| io::Error::other(format!("{}: {e}", path.display())))
}

fn provider() -> Arc<rustls::crypto::CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// A TLS server configuration that also accepts (but does not require) client
/// certificates signed by `client_ca`.
pub fn server_config(cert: &Path, key: &Path, client_ca: &Path) -> io::Result<Arc<ServerConfig>> {
    let mut roots = RootCertStore::empty();
    for c in load_certs(client_ca)? {
        roots.add(c).map_err(io::Error::other)?;
    }
    let verifier = WebPkiClientVerifier::builder_with_provider(Arc::new(roots), provider())
        .allow_unauthenticated()
        .build()
        .map_err(io::Error::other)?;
    let config = ServerConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .map_err(io::Error::other)?
        .with_client_cert_verifier(verifier)
        .with_single_cert(load_certs(cert)?, load_key(key)?)
        .map_err(io::Error::other)?;
    Ok(Arc::new(config))
}

/// A running listener; dropping it stops accepting (open connections finish on their own).
pub struct Listener {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Listener {
    /// Serves HTTPS on a free loopback port, calling `handler` for each request.
    #[allow(clippy::disallowed_methods)] // The double is not the product: plain threads.
    pub fn start(
        tls: Arc<ServerConfig>,
        handler: Arc<dyn Fn(&HttpRequest) -> Reply + Send + Sync>,
    ) -> io::Result<Listener> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = Arc::clone(&stop);
        let thread = thread::Builder::new()
            .name("kube-api-accept".into())
            .spawn(move || {
                while !stopping.load(Ordering::SeqCst) {
                    match listener.accept() {
                        Ok((stream, _)) => {
                            let tls = Arc::clone(&tls);
                            let handler = Arc::clone(&handler);
                            let _ = thread::Builder::new()
                                .name("kube-api-conn".into())
                                .spawn(move || connection(stream, tls, handler));
                        }
                        Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                            thread::sleep(Duration::from_millis(10))
                        }
                        Err(_) => thread::sleep(Duration::from_millis(10)),
                    }
                }
            })?;
        Ok(Listener {
            addr,
            stop,
            thread: Some(thread),
        })
    }

    /// The bound address.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn connection(
    stream: TcpStream,
    tls: Arc<ServerConfig>,
    handler: Arc<dyn Fn(&HttpRequest) -> Reply + Send + Sync>,
) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_nodelay(true);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(60)));
    let _ = stream.set_write_timeout(Some(Duration::from_secs(10)));
    let Ok(conn) = ServerConnection::new(tls) else {
        return;
    };
    let mut tls = StreamOwned::new(conn, stream);
    let mut buffer = Vec::new();
    loop {
        let Ok(Some(mut request)) = read_request(&mut tls, &mut buffer) else {
            return;
        };
        request.client_cert = tls.conn.peer_certificates().is_some_and(|c| !c.is_empty());
        let close = request
            .header("connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"));
        match handler(&request) {
            Reply::Full(response) => {
                let mut head = format!(
                    "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\n",
                    response.status,
                    reason(response.status),
                    response.content_type,
                    response.body.len()
                );
                for (name, value) in &response.headers {
                    head.push_str(&format!("{name}: {value}\r\n"));
                }
                if close {
                    head.push_str("Connection: close\r\n");
                }
                head.push_str("\r\n");
                if tls.write_all(head.as_bytes()).is_err()
                    || tls.write_all(&response.body).is_err()
                    || tls.flush().is_err()
                {
                    return;
                }
                if close {
                    tls.conn.send_close_notify();
                    let _ = tls.flush();
                    return;
                }
            }
            Reply::Stream(body) => {
                let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
                if tls.write_all(head.as_bytes()).is_err() || tls.flush().is_err() {
                    return;
                }
                body(&mut Chunked(&mut tls));
                tls.conn.send_close_notify();
                let _ = tls.flush();
                return;
            }
        }
    }
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let hex = |b: u8| char::from(b).to_digit(16);
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn read_request(tls: &mut Tls, buffer: &mut Vec<u8>) -> io::Result<Option<HttpRequest>> {
    loop {
        let mut headers = [httparse::EMPTY_HEADER; 64];
        let mut parsed = httparse::Request::new(&mut headers);
        if let httparse::Status::Complete(head_len) =
            parsed.parse(buffer).map_err(io::Error::other)?
        {
            let method = parsed.method.unwrap_or("GET").to_owned();
            let target = parsed.path.unwrap_or("/").to_owned();
            let headers: Vec<(String, String)> = parsed
                .headers
                .iter()
                .map(|h| {
                    (
                        h.name.to_ascii_lowercase(),
                        String::from_utf8_lossy(h.value).into_owned(),
                    )
                })
                .collect();
            let length: usize = headers
                .iter()
                .find(|(k, _)| k == "content-length")
                .and_then(|(_, v)| v.trim().parse().ok())
                .unwrap_or(0);
            if length > BODY_MAX {
                return Err(io::Error::other("body too large"));
            }
            while buffer.len() < head_len + length {
                if !fill(tls, buffer)? {
                    return Ok(None);
                }
            }
            let body = buffer[head_len..head_len + length].to_vec();
            buffer.drain(..head_len + length);
            let (path, query) = target.split_once('?').unwrap_or((&target, ""));
            let query = query
                .split('&')
                .filter(|p| !p.is_empty())
                .map(|pair| {
                    let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                    (percent_decode(k), percent_decode(v))
                })
                .collect();
            return Ok(Some(HttpRequest {
                method,
                path: percent_decode(path),
                query,
                headers,
                body,
                client_cert: false,
            }));
        }
        if buffer.len() > HEAD_MAX {
            return Err(io::Error::other("request head too large"));
        }
        if !fill(tls, buffer)? {
            return Ok(None);
        }
    }
}

fn fill(tls: &mut Tls, buffer: &mut Vec<u8>) -> io::Result<bool> {
    let mut chunk = [0u8; 16 * 1024];
    match tls.read(&mut chunk) {
        Ok(0) => Ok(false),
        Ok(n) => {
            buffer.extend_from_slice(&chunk[..n]);
            Ok(true)
        }
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => Ok(false),
        Err(e) => Err(e),
    }
}

/// What a webhook call needs to reach the webhook.
pub struct WebhookTarget<'a> {
    /// `https://host:port/path`.
    pub url: &'a str,
    /// CA bundle (PEM) of the webhook's certificate.
    pub ca_pem: &'a [u8],
    /// Client certificate chain and key (PEM files) the apiserver presents, if any.
    pub client_cert: Option<(&'a Path, &'a Path)>,
    /// Connect, read and write timeout.
    pub timeout: Duration,
}

/// POSTs `body` to the webhook over HTTPS; returns the status and the body.
pub fn post_https(target: &WebhookTarget<'_>, body: &[u8]) -> io::Result<(u16, Vec<u8>)> {
    let rest = target
        .url
        .strip_prefix("https://")
        .ok_or_else(|| io::Error::other("webhook url is not https"))?;
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let path = if path.is_empty() { "/" } else { path };
    let (host, port) = match authority.rsplit_once(':') {
        Some((h, p)) => (h, p.parse::<u16>().map_err(io::Error::other)?),
        None => (authority, 443),
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let mut roots = RootCertStore::empty();
    for cert in CertificateDer::pem_slice_iter(target.ca_pem) {
        roots
            .add(cert.map_err(io::Error::other)?)
            .map_err(io::Error::other)?;
    }
    let builder = ClientConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .map_err(io::Error::other)?
        .with_root_certificates(roots);
    let config = match target.client_cert {
        Some((cert, key)) => builder
            .with_client_auth_cert(load_certs(cert)?, load_key(key)?)
            .map_err(io::Error::other)?,
        None => builder.with_no_client_auth(),
    };
    let server_name = ServerName::try_from(host.to_owned()).map_err(io::Error::other)?;
    let conn = ClientConnection::new(Arc::new(config), server_name).map_err(io::Error::other)?;
    let addr = (host, port)
        .to_socket_addrs()?
        .next()
        .ok_or_else(|| io::Error::other("webhook host does not resolve"))?;
    let stream = TcpStream::connect_timeout(&addr, target.timeout)?;
    stream.set_read_timeout(Some(target.timeout))?;
    stream.set_write_timeout(Some(target.timeout))?;
    let mut tls = StreamOwned::new(conn, stream);
    let separator = if path.contains('?') { '&' } else { '?' };
    let head = format!(
        "POST {path}{separator}timeout={}s HTTP/1.1\r\nHost: {authority}\r\nUser-Agent: kube-apiserver-admission\r\nAccept: application/json, */*\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        target.timeout.as_secs().max(1),
        body.len()
    );
    tls.write_all(head.as_bytes())?;
    tls.write_all(body)?;
    tls.flush()?;
    let mut buffer = Vec::new();
    let mut chunk = [0u8; 16 * 1024];
    loop {
        let mut headers = [httparse::EMPTY_HEADER; 64];
        let mut parsed = httparse::Response::new(&mut headers);
        if let httparse::Status::Complete(head_len) =
            parsed.parse(&buffer).map_err(io::Error::other)?
        {
            let status = parsed.code.unwrap_or(0);
            let length = parsed
                .headers
                .iter()
                .find(|h| h.name.eq_ignore_ascii_case("content-length"))
                .and_then(|h| {
                    std::str::from_utf8(h.value)
                        .ok()?
                        .trim()
                        .parse::<usize>()
                        .ok()
                });
            let Some(length) = length else {
                return Err(io::Error::other("webhook answer has no content-length"));
            };
            if length > BODY_MAX {
                return Err(io::Error::other("webhook answer too large"));
            }
            while buffer.len() < head_len + length {
                match tls.read(&mut chunk) {
                    Ok(0) => return Err(io::Error::other("webhook answer cut short")),
                    Ok(n) => buffer.extend_from_slice(&chunk[..n]),
                    Err(e) => return Err(e),
                }
            }
            return Ok((status, buffer[head_len..head_len + length].to_vec()));
        }
        if buffer.len() > HEAD_MAX {
            return Err(io::Error::other("webhook answer head too large"));
        }
        match tls.read(&mut chunk) {
            Ok(0) => return Err(io::Error::other("webhook closed the connection")),
            Ok(n) => buffer.extend_from_slice(&chunk[..n]),
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_decoding() {
        assert_eq!(percent_decode("a%3Db%2Cc+d%20e"), "a=b,c d e");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz"), "%zz");
    }
}
