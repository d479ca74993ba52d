//! The DSN template of the pod contract: checking a pod's URI template and building the
//! database URI from it and the issued credentials.
//!
//! A shared leaf: admission (`k8smutator/`), the NRI substitution (`nri/substitute.rs`) and
//! the annotation parser (`k8s/annotations.rs`) all read the same template, so it lives
//! outside every mode and imports nothing of the crate.
//!
//! The original parsed the template with Go's `net/url` and set the userinfo with
//! `url.UserPassword`, which replaces any userinfo the template has and percent-encodes the
//! user and password. This does the same without a URL parser: the authority is found by
//! RFC 3986's delimiters, its userinfo (up to the last `@`) is replaced, and user and
//! password are percent-encoded so that a password holding `@`, `:`, `/` or `%` still gives
//! a DSN that libpq and the other drivers read back exactly. Templates such as
//! `postgresql://{{user}}:{{password}}@host/db` (which the original's docs showed, and which
//! Go refused) work, because the whole userinfo is replaced.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

/// The parts of a template around its userinfo.
struct Split<'a> {
    /// `scheme://`.
    head: &'a str,
    /// `host[:port]` and everything after it.
    tail: &'a str,
}

fn split(template: &str) -> Result<Split<'_>, &'static str> {
    let Some((scheme, rest)) = template.split_once("://") else {
        return Err(
            "the template must look like scheme://host[:port]/database (for example postgres://db.example:5432/app)",
        );
    };
    let scheme_ok = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'));
    if !scheme_ok {
        return Err(
            "the template's scheme must be letters, digits, + - and . (for example postgres)",
        );
    }
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, after) = rest.split_at(authority_end);
    let host = match authority.rfind('@') {
        Some(at) => authority.get(at.saturating_add(1)..).unwrap_or(""),
        None => authority,
    };
    if host.is_empty() {
        return Err(
            "the template has no host after the credentials (for example postgres://@db.example:5432/app)",
        );
    }
    if template.chars().any(char::is_control) {
        return Err("the template holds control characters");
    }
    let head_len = scheme.len().saturating_add(3);
    let tail_start = template
        .len()
        .saturating_sub(after.len())
        .saturating_sub(host.len());
    Ok(Split {
        head: template.get(..head_len).unwrap_or(""),
        tail: template.get(tail_start..).unwrap_or(""),
    })
}

/// Whether a template can take credentials; the error says what to fix.
pub fn check_template(template: &str) -> Result<(), &'static str> {
    split(template).map(drop)
}

/// Percent-encodes everything but RFC 3986's unreserved characters, as a userinfo part.
pub fn encode_userinfo(part: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(part.len());
    for byte in part.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push('%');
            let digit = |n: u8| char::from(HEX.get(usize::from(n)).copied().unwrap_or(b'0'));
            out.push(digit(byte >> 4));
            out.push(digit(byte & 0x0f));
        }
    }
    out
}

/// The DSN: the template with its userinfo replaced by the encoded user and password.
pub fn build(template: &str, user: &str, password: &str) -> Result<String, &'static str> {
    let parts = split(template)?;
    let mut out = String::with_capacity(template.len());
    out.push_str(parts.head);
    out.push_str(&encode_userinfo(user));
    out.push(':');
    out.push_str(&encode_userinfo(password));
    out.push('@');
    out.push_str(parts.tail);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(template: &str, user: &str, password: &str, expect: Result<&str, &str>) {
        let got = build(template, user, password);
        assert_eq!(got.as_deref().map_err(|e| *e), expect, "{template:?}");
    }

    #[test]
    fn templates() {
        check(
            "postgres://@pg:5432/db?sslmode=require",
            "v-app",
            "pw",
            Ok("postgres://v-app:pw@pg:5432/db?sslmode=require"),
        );
        check(
            "postgresql://{{user}}:{{password}}@pg/db",
            "u",
            "p",
            Ok("postgresql://u:p@pg/db"),
        );
        check("postgres://old:x@pg", "u", "p", Ok("postgres://u:p@pg"));
        check("postgres://pg", "u", "p", Ok("postgres://u:p@pg"));
        check(
            "mysql://a@b@pg:3306/x#f",
            "u",
            "p",
            Ok("mysql://u:p@pg:3306/x#f"),
        );
        check(
            "postgres://@pg/db",
            "us@r",
            "p@:/%?#[] ",
            Ok("postgres://us%40r:p%40%3A%2F%25%3F%23%5B%5D%20@pg/db"),
        );
        check(
            "",
            "u",
            "p",
            Err(
                "the template must look like scheme://host[:port]/database (for example postgres://db.example:5432/app)",
            ),
        );
        check(
            "pg:5432/db",
            "u",
            "p",
            Err(
                "the template must look like scheme://host[:port]/database (for example postgres://db.example:5432/app)",
            ),
        );
        check(
            "postgres://@/db",
            "u",
            "p",
            Err(
                "the template has no host after the credentials (for example postgres://@db.example:5432/app)",
            ),
        );
        check(
            "1x://h",
            "u",
            "p",
            Err("the template's scheme must be letters, digits, + - and . (for example postgres)"),
        );
        check(
            "postgres://h\n/x",
            "u",
            "p",
            Err("the template holds control characters"),
        );
    }

    /// Decoding what was encoded gives the input back, for any bytes.
    #[test]
    fn property_encoding_round_trips() {
        let (seed, mut next) = crate::testutil::splitmix64(0x5eed_u64);
        for case in 0..2000 {
            let len = (next() % 24) as usize;
            let text: String = (0..len)
                .map(|_| char::from_u32((next() % 0x2ff) as u32 + 1).unwrap_or('x'))
                .collect();
            let encoded = encode_userinfo(&text);
            assert!(
                encoded
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-._~%".contains(&b)),
                "case {case} (TEST_SEED={seed})"
            );
            let mut bytes = Vec::new();
            let raw = encoded.as_bytes();
            let mut i = 0;
            while i < raw.len() {
                if raw[i] == b'%' {
                    let hex = std::str::from_utf8(&raw[i + 1..i + 3]).unwrap();
                    bytes.push(u8::from_str_radix(hex, 16).unwrap());
                    i += 3;
                } else {
                    bytes.push(raw[i]);
                    i += 1;
                }
            }
            assert_eq!(
                String::from_utf8(bytes).unwrap(),
                text,
                "case {case} (TEST_SEED={seed})"
            );
        }
    }
}
