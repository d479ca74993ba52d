//! Base64 (RFC 4648): the standard alphabet with padding that an AdmissionReview's
//! `patch` is written in and kubeconfig `*-data` fields are read in, and the URL-safe
//! alphabet without padding of a JWT's payload. One decoder for both, strict: a symbol of
//! the other alphabet, anything after padding, or leftover bits that are not the zero
//! padding of the last group make it `None`.
//!
//! **Invariant:** pure, no panic on any input (fuzzed by the kubeconfig parser's random
//! inputs and unit-tested here).

/// Which alphabet a text is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alphabet {
    /// `+` and `/`; `=` padding at the end; ASCII whitespace ignored (kubeconfig files
    /// wrap long values).
    Standard,
    /// `-` and `_` (RFC 4648 §5), as JWTs use it: no padding (a trailing `=` is
    /// tolerated), no whitespace.
    UrlSafe,
}

/// Standard base64 with padding (RFC 4648 §4).
pub fn encode(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let symbol =
        |index: u32| char::from(ALPHABET.get((index & 63) as usize).copied().unwrap_or(b'='));
    let mut out = String::with_capacity(bytes.len().div_ceil(3).saturating_mul(4));
    for chunk in bytes.chunks(3) {
        let b0 = u32::from(chunk.first().copied().unwrap_or(0));
        let b1 = u32::from(chunk.get(1).copied().unwrap_or(0));
        let b2 = u32::from(chunk.get(2).copied().unwrap_or(0));
        let n = (b0 << 16) | (b1 << 8) | b2;
        out.push(symbol(n >> 18));
        out.push(symbol(n >> 12));
        out.push(if chunk.len() > 1 { symbol(n >> 6) } else { '=' });
        out.push(if chunk.len() > 2 { symbol(n) } else { '=' });
    }
    out
}

/// Decodes `text` in `alphabet`; `None` when it is not valid base64 of that alphabet.
pub fn decode(text: &str, alphabet: Alphabet) -> Option<Vec<u8>> {
    let text = match alphabet {
        Alphabet::Standard => text,
        Alphabet::UrlSafe => text.trim_end_matches('='),
    };
    let mut out = Vec::with_capacity(text.len().saturating_mul(3) / 4);
    let mut acc: u32 = 0;
    let mut bits: u32 = 0;
    let mut padding = false;
    for byte in text.bytes() {
        let value = match (byte, alphabet) {
            (b'A'..=b'Z', _) => byte.wrapping_sub(b'A'),
            (b'a'..=b'z', _) => byte.wrapping_sub(b'a').wrapping_add(26),
            (b'0'..=b'9', _) => byte.wrapping_sub(b'0').wrapping_add(52),
            (b'+', Alphabet::Standard) | (b'-', Alphabet::UrlSafe) => 62,
            (b'/', Alphabet::Standard) | (b'_', Alphabet::UrlSafe) => 63,
            (b'=', Alphabet::Standard) => {
                padding = true;
                continue;
            }
            (b' ' | b'\n' | b'\r' | b'\t', Alphabet::Standard) => continue,
            _ => return None,
        };
        if padding {
            return None;
        }
        // Only the low 12 bits are ever live: at most 6 pending bits plus the new digit.
        acc = ((acc << 6) | u32::from(value)) & 0xfff;
        bits = bits.wrapping_add(6);
        if bits >= 8 {
            bits = bits.wrapping_sub(8);
            out.push(((acc >> bits) & 0xff) as u8);
        }
    }
    // Leftover bits must be the zero padding of the last group, never a whole digit.
    let leftover_mask = (1u32 << bits).wrapping_sub(1);
    if bits >= 6 || (acc & leftover_mask) != 0 {
        return None;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const VECTORS: [(&str, &str); 7] = [
        ("", ""),
        ("f", "Zg=="),
        ("fo", "Zm8="),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg=="),
        ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ];

    #[test]
    fn rfc4648_vectors_both_ways() {
        for (plain, coded) in VECTORS {
            assert_eq!(encode(plain.as_bytes()), coded);
            assert_eq!(
                decode(coded, Alphabet::Standard).as_deref(),
                Some(plain.as_bytes())
            );
            let unpadded = coded.trim_end_matches('=');
            assert_eq!(
                decode(unpadded, Alphabet::UrlSafe).as_deref(),
                Some(plain.as_bytes())
            );
        }
    }

    #[test]
    fn standard_text_as_kubeconfig_files_hold_it() {
        let check = |text: &str, expect: Option<&[u8]>| {
            assert_eq!(
                decode(text, Alphabet::Standard).as_deref(),
                expect,
                "{text:?}"
            );
        };
        check("Zm9v\nYmFy\n", Some(b"foobar"));
        check("Zm9vYg", Some(b"foob"));
        check("Zm9v!", None);
        check("Zg==Zg==", None);
        check("Z", None);
        check("-_8", None);
    }

    #[test]
    fn url_safe_text_as_jwts_hold_it() {
        let check = |text: &str, expect: Option<&[u8]>| {
            assert_eq!(
                decode(text, Alphabet::UrlSafe).as_deref(),
                expect,
                "{text:?}"
            );
        };
        check("-_8", Some(b"\xfb\xff"));
        check("Zm9v=", Some(b"foo"));
        for bad in ["Zm9v+", "Zm9v/", "Zm 9v", "Z", "Zh"] {
            check(bad, None);
        }
    }
}
