//! The request-head parser: bytes off the network to a checked [`Head`], with httparse doing
//! the tokenising. It is pure (no IO, no allocation beyond the result) and never panics, so
//! that the `http` fuzz target can call [`parse_request_head`] directly.
//!
//! **Invariant:** it never looks at more than [`limits::HTTP_MAX_HEAD_BYTES`] bytes and never
//! accepts more than [`limits::HTTP_MAX_HEADERS`] headers, whatever the input.
//!
//! Message framing is deliberately narrow: `Content-Length` only. A request with
//! `Transfer-Encoding` is reported as such (the server refuses it) and conflicting lengths
//! are an error, which rules out request smuggling through disagreeing framings.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::fmt;

use crate::limits;

/// A parsed request head. Its `Debug` hides the values of credential headers.
#[derive(Clone, PartialEq, Eq)]
pub struct Head {
    /// The method, as sent (methods are case-sensitive).
    pub method: String,
    /// The path of the request target, without the query, not percent-decoded.
    pub path: String,
    /// The query string after `?`, if any, not decoded.
    pub query: Option<String>,
    /// The HTTP minor version: 0 for HTTP/1.0, 1 for HTTP/1.1.
    pub minor_version: u8,
    /// The headers in order, names lowercased, values trimmed.
    pub headers: Vec<(String, String)>,
    /// The body length from `Content-Length` (0 when absent).
    pub content_length: u64,
    /// Whether the request has a `Transfer-Encoding` header (refused by the server).
    pub transfer_encoding: bool,
    /// Whether the client allows the connection to stay open after this request.
    pub keep_alive: bool,
    /// Whether the client waits for `100 Continue` before sending the body.
    pub expect_continue: bool,
}

/// Headers whose values are credentials (bearer tokens, Vault tokens, cookies): their
/// values never reach a `Debug` output, hence never a log line or a panic message.
pub(crate) const CREDENTIAL_HEADERS: &[&str] = &[
    "authorization",
    "proxy-authorization",
    "cookie",
    "x-vault-token",
];

/// Formats headers for `Debug`, credential values replaced.
pub(crate) struct RedactedHeaders<'a>(pub(crate) &'a [(String, String)]);

impl fmt::Debug for RedactedHeaders<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.0.iter().map(|(name, value)| {
                let value = if CREDENTIAL_HEADERS.contains(&name.as_str()) {
                    "<redacted>"
                } else {
                    value.as_str()
                };
                (name.as_str(), value)
            }))
            .finish()
    }
}

impl fmt::Debug for Head {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Head")
            .field("method", &self.method)
            .field("path", &self.path)
            .field("query", &self.query)
            .field("minor_version", &self.minor_version)
            .field("headers", &RedactedHeaders(&self.headers))
            .field("content_length", &self.content_length)
            .field("transfer_encoding", &self.transfer_encoding)
            .field("keep_alive", &self.keep_alive)
            .field("expect_continue", &self.expect_continue)
            .finish()
    }
}

impl Head {
    /// The first value of a header, by lowercase name.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }
}

/// Why a request head was refused. Each maps to the status the server answers with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The head does not end within [`limits::HTTP_MAX_HEAD_BYTES`].
    HeadTooLarge,
    /// More than [`limits::HTTP_MAX_HEADERS`] header lines.
    TooManyHeaders,
    /// The bytes are not an HTTP/1.x request head; the text says which part.
    Malformed(&'static str),
    /// The request target is not a path (origin form) or an absolute URL.
    BadTarget,
    /// A header value is not UTF-8.
    BadHeaderValue {
        /// The header's (lowercased) name.
        name: String,
    },
    /// `Content-Length` is not a number, or several disagree.
    BadContentLength,
}

impl Error {
    /// The HTTP status the server answers with.
    pub fn status(&self) -> u16 {
        match self {
            Error::HeadTooLarge | Error::TooManyHeaders => 431,
            Error::Malformed(_)
            | Error::BadTarget
            | Error::BadHeaderValue { .. }
            | Error::BadContentLength => 400,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::HeadTooLarge => write!(
                f,
                "request head larger than {} bytes",
                limits::HTTP_MAX_HEAD_BYTES
            ),
            Error::TooManyHeaders => write!(
                f,
                "request has more than {} headers",
                limits::HTTP_MAX_HEADERS
            ),
            Error::Malformed(part) => write!(f, "malformed request head: {part}"),
            Error::BadTarget => write!(f, "request target is not a path"),
            Error::BadHeaderValue { name } => {
                write!(f, "header {name} has a value that is not utf-8")
            }
            Error::BadContentLength => write!(f, "invalid or conflicting content-length"),
        }
    }
}

impl std::error::Error for Error {}

/// Parses the request head at the start of `buf`.
///
/// `Ok(None)`: the head is not complete yet (read more). `Ok(Some((head, n)))`: the head
/// takes the first `n` bytes; the body (if any) follows. `Err`: refuse the request with
/// [`Error::status`] and close the connection.
pub fn parse_request_head(buf: &[u8]) -> Result<Option<(Head, usize)>, Error> {
    let window = buf.get(..limits::HTTP_MAX_HEAD_BYTES).unwrap_or(buf);
    let mut headers = [httparse::EMPTY_HEADER; limits::HTTP_MAX_HEADERS];
    let mut request = httparse::Request::new(&mut headers);
    let used = match request.parse(window) {
        Ok(httparse::Status::Complete(used)) => used,
        Ok(httparse::Status::Partial) => {
            return if buf.len() >= limits::HTTP_MAX_HEAD_BYTES {
                Err(Error::HeadTooLarge)
            } else {
                Ok(None)
            };
        }
        Err(httparse::Error::TooManyHeaders) => return Err(Error::TooManyHeaders),
        Err(error) => return Err(Error::Malformed(httparse_part(error))),
    };
    let (Some(method), Some(target), Some(minor_version)) =
        (request.method, request.path, request.version)
    else {
        // httparse fills all three on `Complete`; this is defensive.
        return Err(Error::Malformed("request line"));
    };
    let (path, query) = split_target(target)?;
    let mut head = Head {
        method: method.to_owned(),
        path,
        query,
        minor_version,
        headers: Vec::with_capacity(request.headers.len()),
        content_length: 0,
        transfer_encoding: false,
        keep_alive: minor_version >= 1,
        expect_continue: false,
    };
    let mut content_length: Option<u64> = None;
    for header in request.headers.iter() {
        let name = header.name.to_ascii_lowercase();
        let Ok(value) = std::str::from_utf8(header.value) else {
            return Err(Error::BadHeaderValue { name });
        };
        let value = value.trim().to_owned();
        match name.as_str() {
            "content-length" => {
                for part in value.split(',') {
                    let length = parse_length(part.trim())?;
                    if content_length.is_some_and(|seen| seen != length) {
                        return Err(Error::BadContentLength);
                    }
                    content_length = Some(length);
                }
            }
            "transfer-encoding" => head.transfer_encoding = true,
            "connection" => {
                for token in value.split(',').map(str::trim) {
                    if token.eq_ignore_ascii_case("close") {
                        head.keep_alive = false;
                    } else if token.eq_ignore_ascii_case("keep-alive") && minor_version == 0 {
                        head.keep_alive = true;
                    }
                }
            }
            "expect" => head.expect_continue = value.eq_ignore_ascii_case("100-continue"),
            _ => {}
        }
        head.headers.push((name, value));
    }
    // A `Connection: close` anywhere wins over a keep-alive token in another header line.
    if head
        .headers
        .iter()
        .filter(|(name, _)| name == "connection")
        .any(|(_, value)| {
            value
                .split(',')
                .any(|token| token.trim().eq_ignore_ascii_case("close"))
        })
    {
        head.keep_alive = false;
    }
    head.content_length = content_length.unwrap_or(0);
    Ok(Some((head, used)))
}

/// A decimal length: digits only (no sign, no spaces), within u64.
fn parse_length(text: &str) -> Result<u64, Error> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Error::BadContentLength);
    }
    text.parse().map_err(|_| Error::BadContentLength)
}

/// Splits a request target into path and query. Origin form (`/path?query`) is what clients
/// send to a server; absolute form (`http://host/path`) must be accepted too (RFC 9112
/// §3.2.2), and its authority is ignored.
fn split_target(target: &str) -> Result<(String, Option<String>), Error> {
    let origin = if target.starts_with('/') {
        target
    } else {
        let lower = target.get(..8).unwrap_or(target).to_ascii_lowercase();
        let rest = if lower.starts_with("http://") {
            target.get(7..)
        } else if lower.starts_with("https://") {
            target.get(8..)
        } else {
            None
        };
        let rest = rest.ok_or(Error::BadTarget)?;
        match rest.find(['/', '?']) {
            Some(start) => rest.get(start..).ok_or(Error::BadTarget)?,
            None => "/",
        }
    };
    let (path, query) = match origin.split_once('?') {
        Some((path, query)) => (path, Some(query.to_owned())),
        None => (origin, None),
    };
    let path = if path.is_empty() { "/" } else { path };
    Ok((path.to_owned(), query))
}

fn httparse_part(error: httparse::Error) -> &'static str {
    match error {
        httparse::Error::HeaderName => "header name",
        httparse::Error::HeaderValue => "header value",
        httparse::Error::NewLine => "line ending",
        httparse::Error::Status => "status",
        httparse::Error::Token => "method or token",
        httparse::Error::TooManyHeaders => "too many headers",
        httparse::Error::Version => "version",
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)] // Test arithmetic on small known values.
mod tests {
    use super::*;
    use crate::testutil::SplitMix64;

    /// Method, path, query, content length, keep-alive.
    type Expected<'a> = (&'a str, &'a str, Option<&'a str>, u64, bool);

    fn check(input: &str, expect: Result<Option<Expected<'_>>, Error>) {
        let got = parse_request_head(input.as_bytes()).map(|parsed| {
            parsed.map(|(head, used)| {
                assert!(used <= input.len());
                (head, used)
            })
        });
        match (got, expect) {
            (Ok(None), Ok(None)) => {}
            (Ok(Some((head, _))), Ok(Some((method, path, query, length, keep_alive)))) => {
                assert_eq!(head.method, method, "{input:?}");
                assert_eq!(head.path, path, "{input:?}");
                assert_eq!(head.query.as_deref(), query, "{input:?}");
                assert_eq!(head.content_length, length, "{input:?}");
                assert_eq!(head.keep_alive, keep_alive, "{input:?}");
            }
            (Err(got), Err(expect)) => assert_eq!(got, expect, "{input:?}"),
            (got, expect) => panic!("{input:?}: got {got:?}, expected {expect:?}"),
        }
    }

    #[test]
    fn heads() {
        check(
            "GET / HTTP/1.1\r\n\r\n",
            Ok(Some(("GET", "/", None, 0, true))),
        );
        check("GET / HTTP/1.1\r\n", Ok(None));
        check("GET / HTT", Ok(None));
        check("", Ok(None));
        check(
            "POST /mutate?timeout=10s HTTP/1.1\r\nHost: x\r\nContent-Length: 12\r\n\r\nbody",
            Ok(Some(("POST", "/mutate", Some("timeout=10s"), 12, true))),
        );
        check(
            "GET /healthz HTTP/1.0\r\n\r\n",
            Ok(Some(("GET", "/healthz", None, 0, false))),
        );
        check(
            "GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n",
            Ok(Some(("GET", "/", None, 0, true))),
        );
        check(
            "GET / HTTP/1.1\r\nConnection: keep-alive, Close\r\n\r\n",
            Ok(Some(("GET", "/", None, 0, false))),
        );
        check(
            "GET / HTTP/1.1\r\nConnection: close\r\nConnection: keep-alive\r\n\r\n",
            Ok(Some(("GET", "/", None, 0, false))),
        );
        check(
            "GET http://example.com:8443/a/b?c=d HTTP/1.1\r\n\r\n",
            Ok(Some(("GET", "/a/b", Some("c=d"), 0, true))),
        );
        check(
            "GET HTTPS://example.com HTTP/1.1\r\n\r\n",
            Ok(Some(("GET", "/", None, 0, true))),
        );
        check(
            "GET http://example.com?x HTTP/1.1\r\n\r\n",
            Ok(Some(("GET", "/", Some("x"), 0, true))),
        );
        check(
            "POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\n",
            Ok(Some(("POST", "/", None, 5, true))),
        );
        check(
            "POST / HTTP/1.1\r\nContent-Length: 5, 5\r\n\r\n",
            Ok(Some(("POST", "/", None, 5, true))),
        );
        check(
            "POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n",
            Err(Error::BadContentLength),
        );
        check(
            "POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
            Err(Error::BadContentLength),
        );
        check(
            "POST / HTTP/1.1\r\nContent-Length: +1\r\n\r\n",
            Err(Error::BadContentLength),
        );
        check(
            "POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n",
            Err(Error::BadContentLength),
        );
        check(
            "POST / HTTP/1.1\r\nContent-Length:\r\n\r\n",
            Err(Error::BadContentLength),
        );
        check("OPTIONS * HTTP/1.1\r\n\r\n", Err(Error::BadTarget));
        check("GET ftp://x/ HTTP/1.1\r\n\r\n", Err(Error::BadTarget));
        check("GET / HTTP/2.0\r\n\r\n", Err(Error::Malformed("version")));
        check(
            "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n",
            Err(Error::Malformed("header name")),
        );
        check(
            "\x16\x03\x01\x02\x00",
            Err(Error::Malformed("method or token")),
        );
        check(
            "GET / HTTP/1.1\r\nX: \u{e9}\r\n\r\n",
            Ok(Some(("GET", "/", None, 0, true))),
        );
    }

    #[test]
    fn framing_and_headers() {
        let input = b"POST /x HTTP/1.1\r\nHost: a\r\nX-Thing:  spaced  \r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\nrest";
        let (head, used) = parse_request_head(input).unwrap().unwrap();
        assert_eq!(used, input.len() - 4);
        assert!(head.transfer_encoding);
        assert!(head.expect_continue);
        assert_eq!(head.header("x-thing"), Some("spaced"));
        assert_eq!(head.header("host"), Some("a"));
        assert_eq!(head.header("missing"), None);

        let secret =
            b"GET / HTTP/1.1\r\nAuthorization: Bearer s3cr3t\r\nX-Vault-Token: hvs.t0k3n\r\n\r\n";
        let (head, _) = parse_request_head(secret).unwrap().unwrap();
        let debug = format!("{head:?}");
        assert!(
            !debug.contains("s3cr3t") && !debug.contains("t0k3n"),
            "{debug}"
        );
        assert!(
            debug.contains("(\"authorization\", \"<redacted>\")"),
            "{debug}"
        );

        let latin1 = b"GET / HTTP/1.1\r\nX-Bin: \xff\r\n\r\n";
        assert_eq!(
            parse_request_head(latin1),
            Err(Error::BadHeaderValue {
                name: "x-bin".to_owned()
            })
        );
    }

    #[test]
    fn caps() {
        let many: String = (0..=limits::HTTP_MAX_HEADERS)
            .map(|i| format!("X-{i}: v\r\n"))
            .collect();
        let error = parse_request_head(format!("GET / HTTP/1.1\r\n{many}\r\n").as_bytes());
        assert_eq!(error, Err(Error::TooManyHeaders));
        assert_eq!(Error::TooManyHeaders.status(), 431);

        let exactly: String = (1..limits::HTTP_MAX_HEADERS)
            .map(|i| format!("X-{i}: v\r\n"))
            .collect();
        let ok = parse_request_head(format!("GET / HTTP/1.1\r\n{exactly}\r\n").as_bytes());
        assert_eq!(
            ok.unwrap().unwrap().0.headers.len(),
            limits::HTTP_MAX_HEADERS - 1
        );

        // A head that does not end within the cap is refused once the cap is reached, not
        // before, and whatever follows is never looked at.
        let long = format!(
            "GET / HTTP/1.1\r\nX: {}",
            "a".repeat(limits::HTTP_MAX_HEAD_BYTES)
        );
        let bytes = long.as_bytes();
        assert_eq!(
            parse_request_head(&bytes[..limits::HTTP_MAX_HEAD_BYTES - 1]),
            Ok(None)
        );
        assert_eq!(parse_request_head(bytes), Err(Error::HeadTooLarge));
        assert_eq!(Error::HeadTooLarge.status(), 431);
        assert_eq!(Error::BadTarget.status(), 400);
        assert!(!Error::HeadTooLarge.to_string().ends_with('.'));
    }

    fn seed() -> u64 {
        #[allow(clippy::disallowed_methods)] // Tests may read their seed from the env.
        std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap()
                    .as_nanos() as u64
            })
    }

    fn render(head: &Head) -> String {
        let mut text = format!("{} {}", head.method, head.path);
        if let Some(query) = &head.query {
            text.push('?');
            text.push_str(query);
        }
        text.push_str(&format!(" HTTP/1.{}\r\n", head.minor_version));
        for (name, value) in &head.headers {
            text.push_str(&format!("{name}: {value}\r\n"));
        }
        text.push_str("\r\n");
        text
    }

    fn below(rng: &mut SplitMix64, n: usize) -> usize {
        usize::try_from(rng.next_u64() % u64::try_from(n).unwrap()).unwrap()
    }

    #[test]
    fn properties() {
        let seed = seed();
        let mut rng = SplitMix64(seed);
        let methods = ["GET", "POST", "PUT", "HEAD", "DELETE"];
        let names = ["host", "content-type", "x-a", "accept", "user-agent"];
        for case in 0..2000 {
            // Render a random head, parse it back: same head.
            let mut headers = Vec::new();
            for _ in 0..below(&mut rng, 6) {
                let name = names[below(&mut rng, names.len())].to_owned();
                let value: String = (0..below(&mut rng, 12))
                    .map(|_| char::from(b'a' + u8::try_from(below(&mut rng, 26)).unwrap()))
                    .collect();
                headers.push((name, value));
            }
            let length = below(&mut rng, 1000) as u64;
            headers.push(("content-length".to_owned(), length.to_string()));
            let minor_version = u8::try_from(below(&mut rng, 2)).unwrap();
            let head = Head {
                method: methods[below(&mut rng, methods.len())].to_owned(),
                path: format!("/p{}", below(&mut rng, 100)),
                query: (below(&mut rng, 2) == 0).then(|| format!("q={}", below(&mut rng, 100))),
                minor_version,
                headers,
                content_length: length,
                transfer_encoding: false,
                keep_alive: minor_version == 1,
                expect_continue: false,
            };
            let text = render(&head);
            let parsed = parse_request_head(text.as_bytes());
            assert_eq!(
                parsed,
                Ok(Some((head.clone(), text.len()))),
                "seed {seed} case {case}: {text:?}"
            );

            // Every prefix is incomplete, never an error.
            let cut = below(&mut rng, text.len());
            assert_eq!(
                parse_request_head(&text.as_bytes()[..cut]),
                Ok(None),
                "seed {seed} case {case}: prefix {cut} of {text:?}"
            );

            // Random mutations and random bytes never panic.
            let mut bytes = text.into_bytes();
            for _ in 0..1 + below(&mut rng, 4) {
                let at = below(&mut rng, bytes.len());
                bytes[at] = u8::try_from(rng.next_u64() & 0xff).unwrap();
            }
            let _ = parse_request_head(&bytes);
            let noise: Vec<u8> = (0..below(&mut rng, 300))
                .map(|_| u8::try_from(rng.next_u64() & 0xff).unwrap())
                .collect();
            let _ = parse_request_head(&noise);
        }
    }
}
