//! Building Vault URL paths from names that may come from a tenant (a pod annotation), the
//! operator (config) or a KV entry, so that no name can walk to another Vault path.
//!
//! Every segment built from a name is checked (not empty, no `/`, no `..`, no control
//! characters, not over-long) and then percent-encoded; mounts and prefixes may hold several
//! segments, each checked the same way. Lease ids travel in request bodies, never in URLs,
//! but they are checked too because they come from KV.
//!
//! A pure leaf: it imports nothing of the client (only `limits`), so `config/` may validate
//! engine and role names with it without depending on the Vault client.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::fmt;

use crate::limits::{VAULT_LEASE_ID_MAX, VAULT_SEGMENT_MAX};

/// Why a name cannot be used in a Vault path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invalid {
    /// The name is empty.
    Empty,
    /// The name is longer than the limit.
    TooLong,
    /// The name is `.` or `..` (or holds such a segment).
    DotSegment,
    /// The name holds a `/` where one segment is expected.
    Slash,
    /// The name holds a control character, a space, `?`, `#`, `%` or `\`.
    BadCharacter,
}

impl Invalid {
    /// A short description for error messages.
    pub fn as_str(self) -> &'static str {
        match self {
            Invalid::Empty => "empty",
            Invalid::TooLong => "too long",
            Invalid::DotSegment => "a dot segment",
            Invalid::Slash => "contains a slash",
            Invalid::BadCharacter => "contains a forbidden character",
        }
    }
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Checks one path segment (a role, an auth mount without slashes, a uuid).
pub fn check_segment(name: &str) -> Result<(), Invalid> {
    if name.is_empty() {
        return Err(Invalid::Empty);
    }
    if name.len() > VAULT_SEGMENT_MAX {
        return Err(Invalid::TooLong);
    }
    if name == "." || name == ".." {
        return Err(Invalid::DotSegment);
    }
    if name.contains('/') {
        return Err(Invalid::Slash);
    }
    if name
        .chars()
        .any(|c| c.is_control() || c.is_whitespace() || matches!(c, '?' | '#' | '%' | '\\'))
    {
        return Err(Invalid::BadCharacter);
    }
    Ok(())
}

/// Checks a multi-segment name (a mount such as `team/databases`, a KV prefix). One
/// leading or trailing `/` is tolerated and dropped, as the Go client's `path.Join` did;
/// empty inner segments (`a//b`) are refused.
pub fn check_multi(name: &str) -> Result<Vec<&str>, Invalid> {
    let trimmed = name.strip_prefix('/').unwrap_or(name);
    let trimmed = trimmed.strip_suffix('/').unwrap_or(trimmed);
    if trimmed.is_empty() {
        return Err(Invalid::Empty);
    }
    if trimmed.len() > VAULT_SEGMENT_MAX {
        return Err(Invalid::TooLong);
    }
    let parts: Vec<&str> = trimmed.split('/').collect();
    for part in &parts {
        check_segment(part)?;
    }
    Ok(parts)
}

/// Checks a lease id read from KV or Vault: the shape `<mount>/creds/<role>/<id>`, each part
/// a clean segment, bounded length.
pub fn check_lease_id(lease_id: &str) -> Result<(), Invalid> {
    if lease_id.len() > VAULT_LEASE_ID_MAX {
        return Err(Invalid::TooLong);
    }
    if lease_id.starts_with('/') || lease_id.ends_with('/') {
        return Err(Invalid::Slash);
    }
    if lease_id.is_empty() {
        return Err(Invalid::Empty);
    }
    for part in lease_id.split('/') {
        check_segment(part)?;
    }
    Ok(())
}

/// Percent-encodes one checked segment: unreserved characters stay, everything else is
/// `%XX`, so a name can never add a query, a fragment or a path level.
pub fn encode_segment(segment: &str) -> String {
    fn hex(nibble: u8) -> char {
        char::from_digit(u32::from(nibble), 16)
            .unwrap_or('0')
            .to_ascii_uppercase()
    }
    let mut out = String::with_capacity(segment.len());
    for byte in segment.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push(hex(byte >> 4));
            out.push(hex(byte & 0x0f));
        }
    }
    out
}

/// Joins checked parts into a Vault API path (without the `/v1/` prefix): literal parts are
/// trusted constants of this module's callers; `Part::Name` is one checked and encoded
/// segment; `Part::Multi` is a checked multi-segment name.
pub fn join(parts: &[Part<'_>]) -> Result<String, (&'static str, Invalid)> {
    let mut out = String::new();
    for part in parts {
        let pieces: Vec<String> = match *part {
            Part::Lit(text) => vec![text.to_owned()],
            Part::Name(what, name) => {
                check_segment(name).map_err(|e| (what, e))?;
                vec![encode_segment(name)]
            }
            Part::Multi(what, name) => check_multi(name)
                .map_err(|e| (what, e))?
                .into_iter()
                .map(encode_segment)
                .collect(),
        };
        for piece in pieces {
            if !out.is_empty() {
                out.push('/');
            }
            out.push_str(&piece);
        }
    }
    Ok(out)
}

/// One part of a Vault path, for [`join`].
#[derive(Debug, Clone, Copy)]
pub enum Part<'a> {
    /// A constant of the code (`auth`, `creds`, `login`).
    Lit(&'static str),
    /// One segment built from a name; the `&'static str` names it in errors (`role`).
    Name(&'static str, &'a str),
    /// A name that may hold several segments (a mount, a KV prefix).
    Multi(&'static str, &'a str),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::SplitMix64;

    fn check(input: &str, expect: Result<(), Invalid>) {
        assert_eq!(check_segment(input), expect, "segment {input:?}");
    }

    #[test]
    fn segments() {
        check("app-readonly", Ok(()));
        check("0e6f5b5e-6f6e-4c38-9d5e-7d2d1f0c9a11", Ok(()));
        check("", Err(Invalid::Empty));
        check(".", Err(Invalid::DotSegment));
        check("..", Err(Invalid::DotSegment));
        check("a/b", Err(Invalid::Slash));
        check("a?b", Err(Invalid::BadCharacter));
        check("a#b", Err(Invalid::BadCharacter));
        check("a%2e", Err(Invalid::BadCharacter));
        check("a b", Err(Invalid::BadCharacter));
        check("a\nb", Err(Invalid::BadCharacter));
        check("a\\b", Err(Invalid::BadCharacter));
        check(&"x".repeat(VAULT_SEGMENT_MAX), Ok(()));
        check(&"x".repeat(VAULT_SEGMENT_MAX + 1), Err(Invalid::TooLong));
        // Dots inside a name are fine: only whole dot segments walk.
        check("a..b", Ok(()));
    }

    #[test]
    fn multi_segments() {
        assert_eq!(check_multi("databases"), Ok(vec!["databases"]));
        assert_eq!(check_multi("/team/db/"), Ok(vec!["team", "db"]));
        assert_eq!(check_multi("a//b"), Err(Invalid::Empty));
        assert_eq!(check_multi("a/../b"), Err(Invalid::DotSegment));
        assert_eq!(check_multi("/"), Err(Invalid::Empty));
    }

    #[test]
    fn lease_ids() {
        let good = "database/creds/app-readonly/KtHMtILBS1bCAMi9B9ONSse9";
        assert_eq!(check_lease_id(good), Ok(()));
        assert_eq!(
            check_lease_id("database/creds/../../sys/x"),
            Err(Invalid::DotSegment)
        );
        assert_eq!(check_lease_id("/database/x"), Err(Invalid::Slash));
        assert_eq!(check_lease_id(""), Err(Invalid::Empty));
        assert_eq!(check_lease_id("a//b"), Err(Invalid::Empty));
        assert_eq!(
            check_lease_id(&"a".repeat(VAULT_LEASE_ID_MAX + 1)),
            Err(Invalid::TooLong)
        );
    }

    #[test]
    fn encoding_and_join() {
        assert_eq!(encode_segment("app_ro-1.x~"), "app_ro-1.x~");
        assert_eq!(encode_segment("é:@"), "%C3%A9%3A%40");
        let path = join(&[
            Part::Multi("mount", "/databases/"),
            Part::Lit("creds"),
            Part::Name("role", "app:ro"),
        ]);
        assert_eq!(path, Ok("databases/creds/app%3Aro".to_owned()));
        assert_eq!(
            join(&[Part::Lit("auth"), Part::Name("role", "../x")]),
            Err(("role", Invalid::Slash))
        );
    }

    #[allow(clippy::disallowed_methods)]
    fn seed() -> u64 {
        std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0x5eed_0001)
    }

    /// Whatever the name, an accepted segment encodes to something with no `/`, `?`, `#`
    /// and no dot segment, so it stays one path level.
    #[test]
    fn property_encoded_segments_stay_one_level() {
        let seed = seed();
        let mut rng = SplitMix64(seed);
        let alphabet: Vec<char> = "ab./%?#\\ \n-_~é:@".chars().collect();
        for _ in 0..2000 {
            let len = (rng.next_u64() % 8) as usize;
            let name: String = (0..len)
                .map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize])
                .collect();
            if check_segment(&name).is_ok() {
                let encoded = encode_segment(&name);
                assert!(
                    !encoded.contains(['/', '?', '#'])
                        && encoded != "."
                        && encoded != ".."
                        && !encoded.is_empty(),
                    "seed {seed}: {name:?} -> {encoded:?}"
                );
            }
        }
    }
}
