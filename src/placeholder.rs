//! Placeholders: the `__VDBI_PH_<64 lowercase hex>___` strings that NRI delivery writes into a
//! pod's env at admission instead of real credentials, and that the NRI plugin swaps for the
//! real values when the container is created. The format is the Go original's, byte for
//! byte, so pods admitted by either implementation work with the other.
//!
//! A placeholder is 256 bits of OS randomness and nothing else: it is not derived from the
//! pod, so it cannot be guessed, and it is a safe lookup key. It is not a secret (it sits in
//! the PodSpec, etcd and audit logs); the values it maps to are.
//!
//! **Invariant:** pure and panic-free on any input (no IO apart from the OS randomness in
//! [`generate`]). The module is fuzzed (`fuzz/fuzz_targets/placeholder.rs`) through
//! [`self_check`], and the fuzzer's finds are replayed by a unit test from
//! `tests/data/fuzz/placeholder/`.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::collections::BTreeMap;
use std::fmt;

use ring::rand::{SecureRandom, SystemRandom};

use crate::secret::SecretString;

/// What every placeholder starts with. Its mere presence in an env value is what the NRI
/// plugin looks for before doing any work, and what the residual check refuses.
pub const PREFIX: &str = "__VDBI_PH_";

/// What every placeholder ends with.
pub const SUFFIX: &str = "___";

/// Random bytes in a placeholder (256 bits).
pub const RANDOM_BYTES: usize = 32;

/// Lowercase hex digits between prefix and suffix (two per random byte).
pub const HEX_LEN: usize = 64;

/// The length of a placeholder in bytes: 10 + 64 + 3.
pub const LEN: usize = 77;

/// A well-formed placeholder.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Placeholder(String);

impl Placeholder {
    /// Accepts `text` only if it is exactly one placeholder: the prefix, 64 lowercase hex
    /// digits, the suffix, and nothing around them. The text is not echoed in the error,
    /// since an env value that is not a placeholder may be a literal credential.
    pub fn parse(text: &str) -> Result<Placeholder, Error> {
        if text.len() != LEN {
            return Err(Error::Invalid {
                reason: "wrong length",
            });
        }
        if is_placeholder(text) {
            Ok(Placeholder(text.to_owned()))
        } else {
            Err(Error::Invalid {
                reason: "not prefix, 64 lowercase hex digits and suffix",
            })
        }
    }

    /// Renders the placeholder for the given random bytes. [`generate`] is the only caller
    /// in the product; tests use it to build known placeholders.
    pub fn from_bytes(bytes: &[u8; RANDOM_BYTES]) -> Placeholder {
        let mut text = String::with_capacity(LEN);
        text.push_str(PREFIX);
        for byte in bytes {
            for nibble in [byte >> 4, byte & 0x0f] {
                // `from_digit` is lowercase and a nibble is always below 16.
                if let Some(digit) = char::from_digit(u32::from(nibble), 16) {
                    text.push(digit);
                }
            }
        }
        text.push_str(SUFFIX);
        Placeholder(text)
    }

    /// The placeholder's text, as written into a PodSpec.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Placeholder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for Placeholder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Placeholder({})", self.0)
    }
}

/// A new placeholder from 32 bytes of OS randomness. A failing random source is an error
/// (the original panicked), which the admission answers as a denial.
pub fn generate() -> Result<Placeholder, Error> {
    let mut bytes = [0u8; RANDOM_BYTES];
    SystemRandom::new()
        .fill(&mut bytes)
        .map_err(|ring::error::Unspecified| Error::Random)?;
    Ok(Placeholder::from_bytes(&bytes))
}

/// Whether the whole of `text` is one placeholder.
pub fn is_placeholder(text: &str) -> bool {
    text.len() == LEN
        && text.starts_with(PREFIX)
        && text.ends_with(SUFFIX)
        && text
            .get(PREFIX.len()..PREFIX.len().saturating_add(HEX_LEN))
            .is_some_and(|hex| hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
}

/// Whether `text` contains the placeholder prefix anywhere, well-formed or not: the cheap
/// test the NRI plugin runs on every env value before doing any work.
pub fn mentions_placeholder(text: &str) -> bool {
    text.contains(PREFIX)
}

/// One placeholder found inside a longer string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Byte offset of the placeholder's first byte (always a char boundary: it is `_`).
    pub start: usize,
    /// The placeholder.
    pub placeholder: Placeholder,
}

impl Found {
    /// Byte offset just past the placeholder.
    pub fn end(&self) -> usize {
        self.start.saturating_add(LEN)
    }
}

/// Byte offsets of every occurrence of [`PREFIX`] in `text`, overlapping ones included
/// (`__VDBI_PH__VDBI_PH_` holds two), in increasing order.
fn prefix_offsets(text: &str) -> Vec<usize> {
    let mut offsets = Vec::new();
    let mut from = 0usize;
    while let Some(rest) = text.get(from..) {
        let Some(at) = rest.find(PREFIX) else {
            break;
        };
        let start = from.saturating_add(at);
        offsets.push(start);
        // The byte at `start` is ASCII `_`, so the next byte starts a char: searching again
        // one byte on finds prefixes that overlap this one.
        from = start.saturating_add(1);
    }
    offsets
}

/// Every well-formed placeholder inside `text`, in order of position. Overlapping
/// occurrences are all reported (a placeholder's suffix `___` can begin another one's
/// prefix); [`substitute`] replaces the leftmost of such a pair and reports the other as
/// residual. Lookalikes (63 or 65 hex digits, uppercase hex, a short suffix) are not
/// placeholders, but a placeholder followed by extra underscores, or preceded by some, is.
pub fn find(text: &str) -> Vec<Found> {
    prefix_offsets(text)
        .into_iter()
        .filter_map(|start| {
            let candidate = text.get(start..start.checked_add(LEN)?)?;
            is_placeholder(candidate).then(|| Found {
                start,
                placeholder: Placeholder(candidate.to_owned()),
            })
        })
        .collect()
}

/// Placeholder to value, for one pod. Values are secrets; their `Debug` is redacted.
pub type Mapping = BTreeMap<Placeholder, SecretString>;

/// The result of [`substitute`].
#[derive(Debug)]
pub struct Substitution {
    /// The text with every mapped placeholder replaced by its value. It holds secrets, so
    /// it is one too.
    pub output: SecretString,
    /// The placeholders that were replaced, each once, in order of first occurrence. Empty
    /// means the text did not change.
    pub replaced: Vec<Placeholder>,
    /// Whether the input still had something that looks like a placeholder where nothing
    /// was substituted: a placeholder with no mapping, a malformed one (any occurrence of
    /// [`PREFIX`] that did not start a replaced placeholder), or one overlapping a replaced
    /// one. A container must not start with such a value, so the NRI plugin fails closed.
    pub residual: bool,
}

/// Replaces every placeholder of `mapping` found in `text` by its value, scanning left to
/// right; values are inserted as they are (no escaping) and never rescanned, so a value that
/// happens to contain placeholder text is not substituted again nor counted as residual.
pub fn substitute(text: &str, mapping: &Mapping) -> Substitution {
    let mut output = String::with_capacity(text.len());
    let mut replaced: Vec<Placeholder> = Vec::new();
    let mut replaced_starts: Vec<usize> = Vec::new();
    let mut cursor = 0usize;
    for found in find(text) {
        if found.start < cursor {
            // Overlaps the placeholder just replaced; left for the residual check.
            continue;
        }
        let Some(value) = mapping.get(&found.placeholder) else {
            continue;
        };
        if let Some(before) = text.get(cursor..found.start) {
            output.push_str(before);
        }
        output.push_str(value.expose_secret());
        cursor = found.end();
        replaced_starts.push(found.start);
        if !replaced.contains(&found.placeholder) {
            replaced.push(found.placeholder);
        }
    }
    if let Some(rest) = text.get(cursor..) {
        output.push_str(rest);
    }
    let residual = prefix_offsets(text)
        .into_iter()
        .any(|start| replaced_starts.binary_search(&start).is_err());
    Substitution {
        output: SecretString::new(output),
        replaced,
        residual,
    }
}

/// Checks this module's invariants on arbitrary bytes, for the fuzz target and the replay
/// of its finds. `Err` names the broken invariant (never the input, which is arbitrary).
///
/// The bytes are checked twice: as (lossy) UTF-8 text, and after expanding two escapes
/// that let a fuzzer build well-formed and overlapping placeholders, which it would
/// otherwise almost never hit (64 hex digits between fixed parts): byte `0x01` then `b`
/// becomes the placeholder of 32 bytes `b`; `0x02` then `b` becomes the same without its
/// first two underscores, so `0x01 a 0x02 b` is two placeholders sharing two underscores.
///
/// The invariants: [`find`] agrees with a byte-by-byte scan; every found placeholder parses
/// and renders back to itself; substituting every other found placeholder replaces exactly
/// those, leaves none of them in the output, is idempotent when values hold no prefix, and
/// reports residue exactly when a prefix occurrence was not replaced.
pub fn self_check(data: &[u8]) -> Result<(), String> {
    check_text(&String::from_utf8_lossy(data))?;
    check_text(&String::from_utf8_lossy(&expand_escapes(data)))
}

/// The escapes of [`self_check`].
fn expand_escapes(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len());
    let mut bytes = data.iter().copied();
    while let Some(byte) = bytes.next() {
        match byte {
            0x01 | 0x02 => {
                let Some(fill) = bytes.next() else {
                    out.push(byte);
                    break;
                };
                let placeholder = Placeholder::from_bytes(&[fill; RANDOM_BYTES]);
                let skip = if byte == 0x01 { 0 } else { 2 };
                out.extend(placeholder.as_str().bytes().skip(skip));
            }
            other => out.push(other),
        }
    }
    out
}

fn check_text(text: &str) -> Result<(), String> {
    let naive: Vec<usize> = (0..text.len())
        .filter(|&start| {
            start
                .checked_add(LEN)
                .and_then(|end| text.get(start..end))
                .is_some_and(is_placeholder)
        })
        .collect();
    let found = find(text);
    let starts: Vec<usize> = found.iter().map(|f| f.start).collect();
    if starts != naive {
        return Err(format!("find reported {starts:?}, a byte scan {naive:?}"));
    }
    for f in &found {
        match Placeholder::parse(f.placeholder.as_str()) {
            Ok(p) if p == f.placeholder => {}
            _ => return Err(format!("placeholder at {} does not parse back", f.start)),
        }
    }
    if is_placeholder(text) != Placeholder::parse(text).is_ok() {
        return Err("is_placeholder and parse disagree".to_owned());
    }

    // Map every other found placeholder to a value with no placeholder in it and nothing
    // that could join the surrounding text into one (it starts and ends with a letter).
    let mut mapping = Mapping::new();
    for (i, f) in found.iter().enumerate() {
        if i % 2 == 0 {
            mapping
                .entry(f.placeholder.clone())
                .or_insert_with(|| SecretString::new(format!("v{i}\u{e9}")));
        }
    }
    let once = substitute(text, &mapping);
    let output = once.output.expose_secret();
    for p in &once.replaced {
        if !mapping.contains_key(p) {
            return Err("an unmapped placeholder was replaced".to_owned());
        }
        if output.contains(p.as_str()) {
            return Err("a replaced placeholder is still in the output".to_owned());
        }
    }
    if once.replaced.is_empty() != (output == text) {
        return Err("the text changed without a replacement, or the reverse".to_owned());
    }
    let twice = substitute(output, &mapping);
    if twice.output.expose_secret() != output || !twice.replaced.is_empty() {
        return Err("substitution is not idempotent".to_owned());
    }
    let all_prefixes_replaced = prefix_offsets(text).len() == count_replacements(text, &mapping);
    if once.residual == all_prefixes_replaced {
        return Err(format!(
            "residual is {} but every prefix replaced is {}",
            once.residual, all_prefixes_replaced
        ));
    }
    if mentions_placeholder(text) == prefix_offsets(text).is_empty() {
        return Err("mentions_placeholder disagrees with the prefix scan".to_owned());
    }
    Ok(())
}

/// How many replacements [`substitute`] makes (occurrences, not distinct placeholders),
/// recomputed independently of it for [`self_check`].
fn count_replacements(text: &str, mapping: &Mapping) -> usize {
    let mut next_free = 0usize;
    let mut count = 0usize;
    for f in find(text) {
        if f.start >= next_free && mapping.contains_key(&f.placeholder) {
            next_free = f.end();
            count = count.saturating_add(1);
        }
    }
    count
}

/// Why a placeholder could not be made or read.
#[derive(Debug)]
pub enum Error {
    /// The OS random source failed (ring reports no detail: its error is `Unspecified`).
    Random,
    /// A string is not a placeholder.
    Invalid {
        /// What is wrong with it (never the text itself).
        reason: &'static str,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Random => f.write_str("cannot generate placeholder: os random source failed"),
            Error::Invalid { reason } => write!(f, "not a placeholder: {reason}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        // Neither variant wraps another error: ring's `Unspecified` carries nothing.
        match self {
            Error::Random | Error::Invalid { .. } => None,
        }
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)] // Test arithmetic on small known values.
mod tests {
    use std::path::Path;

    use super::*;

    /// SplitMix64, seeded from `TEST_SEED` (printed on failure by the callers).
    struct Rng(u64);

    impl Rng {
        fn from_env() -> (Rng, u64) {
            #[allow(clippy::disallowed_methods)] // Tests may read their own seed.
            let seed = std::env::var("TEST_SEED")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| {
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map(|d| d.as_nanos() as u64)
                        .unwrap_or(1)
                });
            (Rng(seed), seed)
        }

        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }

        fn bytes32(&mut self) -> [u8; 32] {
            let mut out = [0u8; 32];
            for b in &mut out {
                *b = self.next() as u8;
            }
            out
        }
    }

    const CASES: usize = 2000;

    fn ph(fill: u8) -> Placeholder {
        Placeholder::from_bytes(&[fill; 32])
    }

    fn hex(n: usize, digit: char) -> String {
        std::iter::repeat_n(digit, n).collect()
    }

    /// Checks `find` against the expected start offsets.
    fn check(input: &str, expect: &[usize]) {
        let starts: Vec<usize> = find(input).iter().map(|f| f.start).collect();
        assert_eq!(starts, expect, "input {input:?}");
        assert_eq!(self_check(input.as_bytes()), Ok(()), "input {input:?}");
    }

    #[test]
    fn format_is_the_originals() {
        let p = Placeholder::from_bytes(&[0xab; 32]);
        assert_eq!(p.as_str(), format!("__VDBI_PH_{}___", "ab".repeat(32)));
        assert_eq!(p.as_str().len(), LEN);
        assert_eq!(PREFIX.len() + HEX_LEN + SUFFIX.len(), LEN);
        let q = Placeholder::from_bytes(&[0x0f; 32]);
        assert_eq!(q.as_str(), format!("__VDBI_PH_{}___", "0f".repeat(32)));
        assert_eq!(p.to_string(), p.as_str());
        assert!(format!("{p:?}").contains(p.as_str()));
    }

    #[test]
    fn generate_is_random_and_well_formed() {
        let a = generate().unwrap();
        let b = generate().unwrap();
        assert_ne!(a, b);
        assert!(is_placeholder(a.as_str()));
        assert_eq!(Placeholder::parse(a.as_str()).unwrap(), a);
    }

    /// Security checklist §2.G 10: 256 bits from the OS, exactly `__VDBI_PH_` + 64 lowercase
    /// hex + `___` (77 characters), and no repeat over a million draws.
    #[test]
    fn a_million_draws_are_well_formed_and_unique() {
        const DRAWS: usize = 1_000_000;
        let mut seen = std::collections::HashSet::with_capacity(DRAWS);
        for _ in 0..DRAWS {
            let p = generate().unwrap();
            let text = p.as_str();
            assert_eq!(text.len(), LEN);
            let hex = &text[PREFIX.len()..PREFIX.len() + HEX_LEN];
            assert!(text.starts_with(PREFIX) && text.ends_with(SUFFIX), "{text}");
            assert!(
                hex.bytes()
                    .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)),
                "{text}"
            );
            let mut raw = [0u8; 32];
            for (i, byte) in raw.iter_mut().enumerate() {
                *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap();
            }
            assert!(seen.insert(raw), "placeholder repeated: {text}");
        }
    }

    #[test]
    fn recognise_whole_strings() {
        let good = ph(0x5c);
        let g = good.as_str();
        assert!(is_placeholder(g));
        let cases: Vec<(String, &str)> = vec![
            (format!("__VDBI_PH_{}___", hex(63, 'a')), "wrong length"),
            (format!("__VDBI_PH_{}___", hex(65, 'a')), "wrong length"),
            (format!("__VDBI_PH_{}___", hex(64, 'A')), "not prefix"),
            (format!("__VDBI_PH_{}___", hex(64, 'g')), "not prefix"),
            (format!("__VDBI_PH_{}__x", hex(64, 'a')), "not prefix"),
            (format!("__vdbi_ph_{}___", hex(64, 'a')), "not prefix"),
            (format!("_VDBI_PH_{}____", hex(64, 'a')), "not prefix"),
            (format!("{g} "), "wrong length"),
            (format!(" {g}"), "wrong length"),
            (String::new(), "wrong length"),
            // 77 bytes with a multi-byte char in the hex: no panic on the char boundary.
            (format!("__VDBI_PH_\u{e9}{}___", hex(62, 'a')), "not prefix"),
        ];
        for (text, reason) in cases {
            assert!(!is_placeholder(&text), "{text:?}");
            let err = Placeholder::parse(&text).unwrap_err();
            assert!(err.to_string().contains(reason), "{text:?}: {err}");
            assert!(!err.to_string().contains(&text) || text.is_empty());
        }
    }

    #[test]
    fn find_in_context() {
        let a = ph(0x11);
        let b = ph(0x22);
        let (a, b) = (a.as_str(), b.as_str());
        check("", &[]);
        check("no placeholder here", &[]);
        check(a, &[0]);
        check(&format!("postgres://{a}:{b}@db:5432/app"), &[11, 89]);
        // Adjacent: `___` then `__VDBI_PH_`.
        check(&format!("{a}{b}"), &[0, 77]);
        // Extra underscores around a placeholder do not hide it.
        check(&format!("___{a}____"), &[3]);
        // Overlapping: the suffix of the first starts the second's prefix.
        let overlap = format!("{}{}", a, &b[2..]);
        check(&overlap, &[0, 75]);
        let overlap1 = format!("{}{}", a, &b[1..]);
        check(&overlap1, &[0, 76]);
        // Overlapping prefixes: `__VDBI_PH__VDBI_PH_<hex>___`.
        check(&format!("__VDBI_PH_{a}"), &[10]);
        // Partial lookalikes.
        check(&format!("__VDBI_PH_{}___", hex(63, 'a')), &[]);
        check(&format!("__VDBI_PH_{}___", hex(64, 'F')), &[]);
        check(&format!("__VDBI_PH_{}___", hex(65, 'a')), &[]);
        check(&format!("__VDBI_PH_{}__", hex(64, 'a')), &[]);
        check(&a[..76], &[]);
        // Multi-byte UTF-8 around it.
        check(&format!("\u{e9}\u{65e5}{a}\u{1f600}"), &[5]);
        check(&format!("{a}\u{e9}"), &[0]);
    }

    fn mapping(pairs: &[(&Placeholder, &str)]) -> Mapping {
        pairs
            .iter()
            .map(|(p, v)| ((*p).clone(), SecretString::new((*v).to_owned())))
            .collect()
    }

    #[test]
    fn substitute_cases() {
        let a = ph(0x11);
        let b = ph(0x22);
        let c = ph(0x33);
        let m = mapping(&[(&a, "alice"), (&b, "p@ss:w/rd%")]);
        let (sa, sb, sc) = (a.as_str(), b.as_str(), c.as_str());

        // (input, output, replaced, residual)
        let cases: Vec<(String, String, Vec<&Placeholder>, bool)> = vec![
            ("plain".into(), "plain".into(), vec![], false),
            (sa.into(), "alice".into(), vec![&a], false),
            (
                format!("postgres://{sa}:{sb}@db/app"),
                "postgres://alice:p@ss:w/rd%@db/app".into(),
                vec![&a, &b],
                false,
            ),
            (format!("{sa}{sa}"), "alicealice".into(), vec![&a], false),
            (
                format!("{sb}{sa}"),
                "p@ss:w/rd%alice".into(),
                vec![&b, &a],
                false,
            ),
            // Unmapped placeholder: left, residual.
            (format!("{sa}-{sc}"), format!("alice-{sc}"), vec![&a], true),
            // Malformed lookalike: left, residual.
            (
                format!("x__VDBI_PH_{}___", hex(63, 'a')),
                format!("x__VDBI_PH_{}___", hex(63, 'a')),
                vec![],
                true,
            ),
            // Overlap: the leftmost wins, the other is residual.
            (
                format!("{}{}", sa, &sb[2..]),
                format!("alice{}", &sb[2..]),
                vec![&a],
                true,
            ),
            (
                "\u{e9}".to_owned() + sa + "\u{1f600}",
                "\u{e9}alice\u{1f600}".into(),
                vec![&a],
                false,
            ),
        ];
        for (input, output, replaced, residual) in cases {
            let s = substitute(&input, &m);
            assert_eq!(s.output.expose_secret(), output, "input {input:?}");
            let want: Vec<Placeholder> = replaced.into_iter().cloned().collect();
            assert_eq!(s.replaced, want, "input {input:?}");
            assert_eq!(s.residual, residual, "input {input:?}");
        }
    }

    #[test]
    fn fuzz_escapes_build_placeholders() {
        let expanded = String::from_utf8(expand_escapes(b"\x01\x11\x02\x22!\x01")).unwrap();
        let starts: Vec<usize> = find(&expanded).iter().map(|f| f.start).collect();
        assert_eq!(starts, [0, 75]);
        assert_eq!(find(&expanded)[0].placeholder, ph(0x11));
        assert_eq!(find(&expanded)[1].placeholder, ph(0x22));
        assert!(expanded.ends_with("!\x01"));
    }

    #[test]
    fn value_with_placeholder_text_is_not_rescanned() {
        let a = ph(0x11);
        let b = ph(0x22);
        let m = mapping(&[(&a, b.as_str())]);
        let s = substitute(a.as_str(), &m);
        assert_eq!(s.output.expose_secret(), b.as_str());
        assert!(!s.residual);
    }

    #[test]
    fn secrets_stay_out_of_debug_and_errors() {
        let a = ph(0x11);
        let m = mapping(&[(&a, "hunter2-very-secret")]);
        let s = substitute(&format!("pw={a}"), &m);
        let debug = format!("{s:?} {m:?}");
        assert!(!debug.contains("hunter2"), "{debug}");
        assert!(debug.contains("<redacted>"));
        let err = Placeholder::parse("hunter2-very-secret").unwrap_err();
        assert!(!err.to_string().contains("hunter2"));
        assert!(!format!("{err:?}").contains("hunter2"));
    }

    #[test]
    fn error_display_and_source() {
        use std::error::Error as _;
        let err = Error::Random;
        assert_eq!(
            err.to_string(),
            "cannot generate placeholder: os random source failed"
        );
        assert!(err.source().is_none());
        let err = Error::Invalid {
            reason: "wrong length",
        };
        assert_eq!(err.to_string(), "not a placeholder: wrong length");
        assert!(err.source().is_none());
    }

    /// Random text built from pieces that exercise the scanner: placeholders (recorded with
    /// their offsets), lookalikes that end in a char no placeholder has, and filler from an
    /// alphabet without `V`, so no placeholder can appear by chance.
    fn render(rng: &mut Rng) -> (String, Vec<Found>) {
        const FILLER: &[&str] = &[
            "a",
            "0",
            "f",
            "_",
            "__",
            "\u{e9}",
            "\u{65e5}",
            "\u{1f600}",
            "$",
            "=",
            ":",
        ];
        let mut text = String::new();
        let mut expect = Vec::new();
        for _ in 0..rng.below(8) {
            match rng.below(4) {
                0 => {
                    let p = Placeholder::from_bytes(&rng.bytes32());
                    expect.push(Found {
                        start: text.len(),
                        placeholder: p.clone(),
                    });
                    text.push_str(p.as_str());
                }
                1 => {
                    let p = Placeholder::from_bytes(&rng.bytes32());
                    let s = p.as_str();
                    let lookalike = match rng.below(4) {
                        0 => format!("{}{}", &s[..73], &s[74..]),
                        1 => format!("{}A{}", &s[..10], &s[11..]).to_ascii_uppercase(),
                        2 => format!("{}x", &s[..76]),
                        _ => format!("{}a{}", &s[..74], &s[74..]),
                    };
                    text.push_str(&lookalike);
                    text.push('!');
                }
                _ => {
                    for _ in 0..rng.below(6) {
                        text.push_str(FILLER[rng.below(FILLER.len())]);
                    }
                }
            }
        }
        (text, expect)
    }

    #[test]
    fn property_find_round_trips_render() {
        let (mut rng, seed) = Rng::from_env();
        for case in 0..CASES {
            let (text, expect) = render(&mut rng);
            let found = find(&text);
            assert_eq!(found, expect, "TEST_SEED={seed} case {case}: {text:?}");
            assert_eq!(
                self_check(text.as_bytes()),
                Ok(()),
                "TEST_SEED={seed} case {case}"
            );
        }
    }

    #[test]
    fn property_substitution_is_idempotent() {
        let (mut rng, seed) = Rng::from_env();
        const VALUE_CHARS: &[char] = &['a', 'Z', '0', '_', '@', ':', '/', '%', '\u{e9}', '$'];
        for case in 0..CASES {
            let (text, expect) = render(&mut rng);
            let mut m = Mapping::new();
            for f in &expect {
                if rng.below(3) != 0 {
                    let value: String = (0..rng.below(12))
                        .map(|_| VALUE_CHARS[rng.below(VALUE_CHARS.len())])
                        .collect();
                    m.insert(f.placeholder.clone(), SecretString::new(value));
                }
            }
            let once = substitute(&text, &m);
            let twice = substitute(once.output.expose_secret(), &m);
            assert_eq!(
                once.output.expose_secret(),
                twice.output.expose_secret(),
                "TEST_SEED={seed} case {case}"
            );
            assert!(twice.replaced.is_empty(), "TEST_SEED={seed} case {case}");
            for p in &once.replaced {
                assert!(
                    !once.output.expose_secret().contains(p.as_str()),
                    "TEST_SEED={seed} case {case}"
                );
            }
            let all_mapped = expect.iter().all(|f| m.contains_key(&f.placeholder));
            let has_lookalike = text.matches(PREFIX).count() > expect.len();
            assert_eq!(
                once.residual,
                !all_mapped || has_lookalike,
                "TEST_SEED={seed} case {case}: {text:?}"
            );
        }
    }

    #[test]
    fn property_no_panic_on_random_input() {
        let (mut rng, seed) = Rng::from_env();
        for case in 0..CASES {
            let len = rng.below(200);
            let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            assert_eq!(
                self_check(&bytes),
                Ok(()),
                "TEST_SEED={seed} case {case} bytes"
            );
            // Random strings over the placeholder's own alphabet hit the scanner harder.
            const ALPHABET: &[&str] = &[
                "_",
                "__",
                "__VDBI_PH_",
                "VDBI_PH_",
                "a",
                "f",
                "0",
                "9",
                "A",
                "\u{e9}",
                "___",
            ];
            let mut text = String::new();
            for _ in 0..rng.below(40) {
                text.push_str(ALPHABET[rng.below(ALPHABET.len())]);
            }
            if rng.below(2) == 0 {
                let p = Placeholder::from_bytes(&rng.bytes32());
                let at = rng.below(text.len() + 1);
                if text.is_char_boundary(at) {
                    text.insert_str(at, p.as_str());
                }
            }
            assert_eq!(
                self_check(text.as_bytes()),
                Ok(()),
                "TEST_SEED={seed} case {case}: {text:?}"
            );
        }
    }

    #[test]
    fn fuzz_regressions_replay() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz/placeholder");
        let mut replayed = 0;
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "md") {
                continue;
            }
            let data = std::fs::read(&path).unwrap();
            assert_eq!(self_check(&data), Ok(()), "{}", path.display());
            replayed += 1;
        }
        assert!(replayed > 0, "no regression inputs in {}", dir.display());
    }
}
