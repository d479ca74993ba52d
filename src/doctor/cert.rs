//! The webhook certificate as `doctor` checks it: when it is valid (read from the X.509
//! `validity` field) and whether the private key belongs to it.
//!
//! rustls checks neither at load time (a server happily serves an expired certificate, and
//! the apiserver then refuses every admission), so `doctor` reads the validity itself. Only
//! the few DER elements before `validity` are walked; nothing else of the certificate is
//! interpreted.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::sign::CertifiedKey;

use crate::tls::names::element;

/// When a certificate is valid, in seconds since the Unix epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Validity {
    /// `notBefore`.
    pub(crate) not_before: i64,
    /// `notAfter`.
    pub(crate) not_after: i64,
}

/// The validity of a DER certificate; `None` if it is not shaped like an X.509 one.
pub(crate) fn validity(der: &[u8]) -> Option<Validity> {
    const SEQUENCE: u8 = 0x30;
    let (tag, certificate, _) = element(der)?;
    if tag != SEQUENCE {
        return None;
    }
    let (tag, tbs, _) = element(certificate)?;
    if tag != SEQUENCE {
        return None;
    }
    let mut rest = tbs;
    // The optional explicit `[0] version`.
    let (tag, _, after) = element(rest)?;
    if tag == 0xa0 {
        rest = after;
    }
    // serialNumber, signature, issuer.
    for _ in 0..3 {
        let (_, _, after) = element(rest)?;
        rest = after;
    }
    let (tag, validity, _) = element(rest)?;
    if tag != SEQUENCE {
        return None;
    }
    let (tag, not_before, after) = element(validity)?;
    let not_before = time(tag, not_before)?;
    let (tag, not_after, _) = element(after)?;
    let not_after = time(tag, not_after)?;
    Some(Validity {
        not_before,
        not_after,
    })
}

/// A UTCTime (`YYMMDDHHMMSSZ`, tag 0x17) or GeneralizedTime (`YYYYMMDDHHMMSSZ`, tag
/// 0x18), as RFC 5280 requires them, in seconds since the epoch.
fn time(tag: u8, text: &[u8]) -> Option<i64> {
    let text = std::str::from_utf8(text).ok()?;
    let digits = text.strip_suffix('Z')?;
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number = |range: std::ops::Range<usize>| -> Option<i64> { digits.get(range)?.parse().ok() };
    let (year, rest): (i64, usize) = match (tag, digits.len()) {
        (0x17, 12) => {
            let yy = number(0..2)?;
            // RFC 5280: 50..99 are 19xx, 00..49 are 20xx.
            let century: i64 = if yy >= 50 { 1900 } else { 2000 };
            (century.checked_add(yy)?, 2)
        }
        (0x18, 14) => (number(0..4)?, 4),
        _ => return None,
    };
    let field = |at: usize| number(rest.checked_add(at)?..rest.checked_add(at)?.checked_add(2)?);
    let (month, day) = (field(0)?, field(2)?);
    let (hour, minute, second) = (field(4)?, field(6)?, field(8)?);
    if !(1..=12).contains(&month)
        || !(1..=31).contains(&day)
        || hour > 23
        || minute > 59
        || second > 60
    {
        return None;
    }
    let days = days_from_civil(year, month, day)?;
    days.checked_mul(86_400)?
        .checked_add(hour.checked_mul(3600)?)?
        .checked_add(minute.checked_mul(60)?)?
        .checked_add(second)
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
fn days_from_civil(year: i64, month: i64, day: i64) -> Option<i64> {
    let year = if month <= 2 {
        year.checked_sub(1)?
    } else {
        year
    };
    let era = year.div_euclid(400);
    let year_of_era = year.checked_sub(era.checked_mul(400)?)?;
    let shifted_month = if month > 2 {
        month.checked_sub(3)?
    } else {
        month.checked_add(9)?
    };
    let day_of_year = (153i64.checked_mul(shifted_month)?.checked_add(2)?)
        .checked_div(5)?
        .checked_add(day)?
        .checked_sub(1)?;
    let day_of_era = year_of_era
        .checked_mul(365)?
        .checked_add(year_of_era.checked_div(4)?)?
        .checked_sub(year_of_era.checked_div(100)?)?
        .checked_add(day_of_year)?;
    era.checked_mul(146_097)?
        .checked_add(day_of_era)?
        .checked_sub(719_468)
}

/// Whether the key matches the certificate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum KeyMatch {
    /// The key's public half is the certificate's.
    Matches,
    /// It is another key.
    Mismatch,
    /// The comparison could not be made (the key type cannot give its public key, or
    /// rustls cannot use it); the text says why.
    Unknown(String),
}

/// Compares the leaf certificate of `chain` with `key`, as rustls does before serving.
pub(crate) fn key_matches(
    chain: Vec<CertificateDer<'static>>,
    key: &PrivateKeyDer<'static>,
) -> KeyMatch {
    let signing = match crate::tls::provider()
        .key_provider
        .load_private_key(key.clone_key())
    {
        Ok(signing) => signing,
        Err(error) => return KeyMatch::Unknown(format!("the key is not usable: {error}")),
    };
    match CertifiedKey::new(chain, signing).keys_match() {
        Ok(()) => KeyMatch::Matches,
        Err(rustls::Error::InconsistentKeys(rustls::InconsistentKeys::KeyMismatch)) => {
            KeyMatch::Mismatch
        }
        Err(error) => KeyMatch::Unknown(error.to_string()),
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use crate::testutil::SplitMix64;

    fn check(tag: u8, text: &str, expect: Option<i64>) {
        assert_eq!(time(tag, text.as_bytes()), expect, "{text}");
    }

    #[test]
    fn times() {
        check(0x17, "700101000000Z", Some(0));
        check(0x17, "491231235959Z", Some(2_524_607_999));
        check(0x17, "500101000000Z", Some(-631_152_000));
        check(0x18, "20261129234700Z", Some(1_795_996_020));
        check(0x18, "20000229120000Z", Some(951_825_600));
        check(0x17, "7001010000Z", None);
        check(0x17, "700101000000", None);
        check(0x17, "701301000000Z", None);
        check(0x18, "2026112923470+Z", None);
        check(0x04, "700101000000Z", None);
    }

    /// A DER header for `content` with `tag`.
    fn der(tag: u8, content: &[u8]) -> Vec<u8> {
        let mut out = vec![tag];
        if content.len() < 0x80 {
            out.push(content.len() as u8);
        } else {
            out.push(0x82);
            out.extend((content.len() as u16).to_be_bytes());
        }
        out.extend(content);
        out
    }

    #[test]
    fn validity_is_read_from_a_certificate_shape() {
        let times = [der(0x17, b"250101000000Z"), der(0x18, b"20350101000000Z")].concat();
        let tbs = [
            der(0xa0, &der(0x02, &[2])),
            der(0x02, &[1]),
            der(0x30, &[]),
            der(0x30, &[0x31; 200]),
            der(0x30, &times),
        ]
        .concat();
        let cert = der(0x30, &[der(0x30, &tbs), der(0x30, &[])].concat());
        assert_eq!(
            validity(&cert),
            Some(Validity {
                not_before: 1_735_689_600,
                not_after: 2_051_222_400,
            })
        );
        // Without the version field (a v1 certificate).
        let tbs_v1 = tbs[5..].to_vec();
        let cert = der(0x30, &der(0x30, &tbs_v1));
        assert!(validity(&cert).is_some());
        // Truncated input never panics.
        for cut in 0..cert.len() {
            let _ = validity(&cert[..cut]);
        }
        assert_eq!(validity(b""), None);
        assert_eq!(validity(&[0x30, 0x84, 0xff, 0xff, 0xff, 0xff]), None);
    }

    #[test]
    fn property_random_bytes_never_panic() {
        #[allow(clippy::disallowed_methods)] // Tests choose their seed from the environment.
        let seed = std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0x0d0c_7041_u64);
        let mut rng = SplitMix64(seed);
        for case in 0..2000 {
            let len = (rng.next_u64() % 64) as usize;
            let mut bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
            if case % 2 == 0 && !bytes.is_empty() {
                bytes[0] = 0x30;
            }
            let result = std::panic::catch_unwind(|| validity(&bytes));
            assert!(result.is_ok(), "case {case} panicked (TEST_SEED={seed})");
        }
    }
}
