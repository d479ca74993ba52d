//! The Sentry DSN: parsed and checked (scheme, public key, host, project id), with the
//! store URL and the auth header it yields; the key never shows in `Debug`.

use std::fmt;

use crate::secret::SecretString;
use crate::sentry::{CLIENT, Error};

/// The transport scheme of a DSN.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheme {
    /// Plain HTTP (a local relay, tests).
    Http,
    /// HTTPS.
    Https,
}

impl Scheme {
    pub(super) fn as_str(self) -> &'static str {
        match self {
            Scheme::Http => "http",
            Scheme::Https => "https",
        }
    }
}

/// A parsed DSN: `{scheme}://{public_key}@{host}[:port]/{path/}{project_id}`.
pub struct Dsn {
    pub(super) scheme: Scheme,
    pub(super) public_key: SecretString,
    /// Host and optional port, as written (IPv6 literals keep their brackets).
    pub(super) authority: String,
    /// The path before the project id: empty, or `/a/b` (no trailing slash).
    pub(super) path: String,
    pub(super) project_id: String,
}

impl Dsn {
    /// Parses a DSN. Errors say what is wrong without echoing any part of the text, since a
    /// malformed DSN may put the key anywhere. A legacy `key:secret@` user part is accepted
    /// and its secret ignored (the envelope endpoint does not use it).
    pub fn parse(text: &str) -> Result<Dsn, Error> {
        let text = text.trim();
        if text.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(Error::Dsn("contains whitespace or control characters"));
        }
        let (scheme, rest) = text.split_once("://").ok_or(Error::Dsn("missing scheme"))?;
        let scheme = if scheme.eq_ignore_ascii_case("https") {
            Scheme::Https
        } else if scheme.eq_ignore_ascii_case("http") {
            Scheme::Http
        } else {
            return Err(Error::Dsn("scheme must be http or https"));
        };
        if rest.contains(['?', '#']) {
            return Err(Error::Dsn("query strings and fragments are not supported"));
        }
        let (authority, path) = rest
            .split_once('/')
            .ok_or(Error::Dsn("missing project id"))?;
        let (user, host) = authority
            .rsplit_once('@')
            .ok_or(Error::Dsn("missing public key"))?;
        let key = user.split_once(':').map_or(user, |(key, _secret)| key);
        if key.is_empty() {
            return Err(Error::Dsn("missing public key"));
        }
        if !key.bytes().all(is_unreserved) {
            return Err(Error::Dsn("public key has invalid characters"));
        }
        check_host(host)?;
        let (prefix, project_id) = match path.rsplit_once('/') {
            Some((prefix, id)) => (Some(prefix), id),
            None => (None, path),
        };
        if project_id.is_empty()
            || project_id.len() > 20
            || !project_id.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(Error::Dsn("project id must be a number"));
        }
        let mut clean_path = String::new();
        if let Some(prefix) = prefix {
            for segment in prefix.split('/') {
                if segment.is_empty() || !segment.bytes().all(is_unreserved) {
                    return Err(Error::Dsn("path has an empty or invalid segment"));
                }
                clean_path.push('/');
                clean_path.push_str(segment);
            }
        }
        Ok(Dsn {
            scheme,
            public_key: SecretString::new(key.to_owned()),
            authority: host.to_owned(),
            path: clean_path,
            project_id: project_id.to_owned(),
        })
    }

    /// The scheme.
    pub fn scheme(&self) -> Scheme {
        self.scheme
    }

    /// Host and optional port.
    pub fn host(&self) -> &str {
        &self.authority
    }

    /// The project id.
    pub fn project_id(&self) -> &str {
        &self.project_id
    }

    /// `{scheme}://{host}/{path/}api/{project_id}/envelope/`: where events are posted.
    pub fn envelope_url(&self) -> String {
        format!(
            "{}://{}{}/api/{}/envelope/",
            self.scheme.as_str(),
            self.authority,
            self.path,
            self.project_id
        )
    }

    /// The DSN with its key replaced by `<redacted>`, for logs.
    pub fn redacted(&self) -> String {
        format!(
            "{}://<redacted>@{}{}/{}",
            self.scheme.as_str(),
            self.authority,
            self.path,
            self.project_id
        )
    }

    /// The `X-Sentry-Auth` header value. It holds the key, so it is a secret too.
    pub(super) fn auth_header(&self) -> SecretString {
        SecretString::new(format!(
            "Sentry sentry_version=7, sentry_client={CLIENT}, sentry_key={}",
            self.public_key.expose_secret()
        ))
    }
}

impl fmt::Debug for Dsn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Dsn({})", self.redacted())
    }
}

/// RFC 3986 unreserved characters: what keys and path segments may hold.
pub(super) fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// Accepts `name[:port]` or `[v6][:port]`.
pub(super) fn check_host(host: &str) -> Result<(), Error> {
    let (name, port) = if let Some(v6) = host.strip_prefix('[') {
        let (literal, after) = v6
            .split_once(']')
            .ok_or(Error::Dsn("unterminated ipv6 literal"))?;
        if literal.is_empty()
            || !literal
                .bytes()
                .all(|b| b.is_ascii_hexdigit() || b == b':' || b == b'.')
        {
            return Err(Error::Dsn("invalid ipv6 literal"));
        }
        let port = match after.strip_prefix(':') {
            Some(port) => Some(port),
            None if after.is_empty() => None,
            None => return Err(Error::Dsn("invalid host")),
        };
        (literal, port)
    } else {
        match host.rsplit_once(':') {
            Some((name, port)) => (name, Some(port)),
            None => (host, None),
        }
    };
    if name.is_empty() {
        return Err(Error::Dsn("missing host"));
    }
    if !host.starts_with('[')
        && !name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_'))
    {
        return Err(Error::Dsn("invalid host"));
    }
    if let Some(port) = port {
        match port.parse::<u16>() {
            Ok(n) if n > 0 && port.bytes().all(|b| b.is_ascii_digit()) => {}
            _ => return Err(Error::Dsn("invalid port")),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sentry::Options;
    use crate::sentry::tests::KEY;

    fn check(input: &str, expect: Result<(&str, &str), &str>) {
        match (Dsn::parse(input), expect) {
            (Ok(dsn), Ok((url, redacted))) => {
                assert_eq!(dsn.envelope_url(), url, "{input}");
                assert_eq!(dsn.redacted(), redacted, "{input}");
                assert!(!format!("{dsn:?}").contains(KEY), "{input}");
            }
            (Err(err), Err(reason)) => {
                let text = err.to_string();
                assert!(text.contains(reason), "{input}: {text}");
                assert!(!text.contains(KEY), "{input}: {text}");
                assert!(!format!("{err:?}").contains(KEY), "{input}");
            }
            (got, want) => panic!("{input}: got {got:?}, want {want:?}"),
        }
    }

    #[test]
    fn dsn_parsing() {
        check(
            &format!("https://{KEY}@o1.ingest.sentry.io/42"),
            Ok((
                "https://o1.ingest.sentry.io/api/42/envelope/",
                "https://<redacted>@o1.ingest.sentry.io/42",
            )),
        );
        check(
            &format!("http://{KEY}@127.0.0.1:9000/42"),
            Ok((
                "http://127.0.0.1:9000/api/42/envelope/",
                "http://<redacted>@127.0.0.1:9000/42",
            )),
        );
        check(
            &format!("https://{KEY}:legacysecret@sentry.example.com/sub/path/660"),
            Ok((
                "https://sentry.example.com/sub/path/api/660/envelope/",
                "https://<redacted>@sentry.example.com/sub/path/660",
            )),
        );
        check(
            &format!("HTTPS://{KEY}@[::1]:8443/7\n"),
            Ok((
                "https://[::1]:8443/api/7/envelope/",
                "https://<redacted>@[::1]:8443/7",
            )),
        );
        check(
            "https://your-sentry@sentry/660",
            Ok((
                "https://sentry/api/660/envelope/",
                "https://<redacted>@sentry/660",
            )),
        );
        check(
            &format!("ftp://{KEY}@host/1"),
            Err("scheme must be http or https"),
        );
        check(&format!("{KEY}@host/1"), Err("missing scheme"));
        check("https://host/1", Err("missing public key"));
        check("https://@host/1", Err("missing public key"));
        check(&format!("https://{KEY}@host"), Err("missing project id"));
        check(
            &format!("https://{KEY}@host/"),
            Err("project id must be a number"),
        );
        check(
            &format!("https://{KEY}@host/abc"),
            Err("project id must be a number"),
        );
        check(
            &format!("https://{KEY}@host/42/"),
            Err("project id must be a number"),
        );
        check(&format!("https://{KEY}@host//42"), Err("path has an empty"));
        check(&format!("https://{KEY}@/42"), Err("missing host"));
        check(&format!("https://{KEY}@host:0/42"), Err("invalid port"));
        check(&format!("https://{KEY}@host:99999/42"), Err("invalid port"));
        check(&format!("https://{KEY}@host:+80/42"), Err("invalid port"));
        check(&format!("https://{KEY}@ho st/42"), Err("whitespace"));
        check(&format!("https://{KEY}@host/42?x=1"), Err("query strings"));
        check(&format!("https://{KEY}@[::1/42"), Err("unterminated ipv6"));
        check(&format!("https://{KEY}@[zz]/42"), Err("invalid ipv6"));
        check(&format!("https://{KEY}@h\u{e9}st/42"), Err("invalid host"));
        check(
            &format!("https://{KEY}\u{e9}@host/42"),
            Err("public key has invalid"),
        );
    }

    #[test]
    fn auth_header_shape() {
        let dsn = Dsn::parse(&format!("http://{KEY}@127.0.0.1/42")).unwrap();
        assert_eq!(
            dsn.auth_header().expose_secret(),
            format!(
                "Sentry sentry_version=7, sentry_client=vault-db-injector/{}, sentry_key={KEY}",
                env!("CARGO_PKG_VERSION")
            )
        );
        let options = Options::new(dsn, Vec::new());
        assert!(!format!("{options:?}").contains(KEY));
    }
}
