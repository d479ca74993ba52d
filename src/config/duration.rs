//! Go's duration syntax (`768h`, `1500ms`, `1h30m`, `2.5s`), parsed and printed the way Go's
//! `time.ParseDuration` and `Duration.String` do, because configuration files written for the
//! Go original hold durations in that form and must keep loading unchanged.
//!
//! The grammar is `[-+]?([0-9]*(\.[0-9]*)?(ns|us|µs|μs|ms|s|m|h))+`, or a bare `0`. Like
//! Go, the total must fit in a signed 64-bit count of nanoseconds (about 292 years); unlike
//! Go, the fractional part is computed with integers, so `0.1s` is exactly 100ms.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::fmt;
use std::time::Duration;

/// A parsed Go duration: Go durations may be negative, `std::time::Duration` may not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GoDuration {
    /// Whether the text had a leading `-` (and a non-zero value).
    pub negative: bool,
    /// The absolute value.
    pub magnitude: Duration,
}

impl GoDuration {
    /// The duration if it is not negative.
    pub fn non_negative(self) -> Option<Duration> {
        if self.negative {
            None
        } else {
            Some(self.magnitude)
        }
    }
}

/// Why a text is not a Go duration. The text itself is not repeated: the caller names the
/// key, and the value may be echoed there if it is not a secret.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DurationError {
    /// Empty text, or text that does not follow the grammar.
    Invalid,
    /// A number without a unit (other than a bare `0`), such as `3600`.
    MissingUnit,
    /// A unit other than ns, us, µs, ms, s, m, h.
    UnknownUnit,
    /// More than about 292 years.
    Overflow,
}

impl fmt::Display for DurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DurationError::Invalid => "not a valid Go duration (e.g. 1500ms, 30s, 1h30m)",
            DurationError::MissingUnit => {
                "Go duration is missing a unit (ns, us, ms, s, m, h; e.g. 3600s)"
            }
            DurationError::UnknownUnit => {
                "Go duration has an unknown unit (use ns, us, ms, s, m or h)"
            }
            DurationError::Overflow => "Go duration is too large (at most about 292 years)",
        })
    }
}

impl std::error::Error for DurationError {}

/// Nanoseconds in each unit Go accepts.
fn unit_nanos(unit: &str) -> Option<u64> {
    match unit {
        "ns" => Some(1),
        "us" | "\u{b5}s" | "\u{3bc}s" => Some(1_000),
        "ms" => Some(1_000_000),
        "s" => Some(1_000_000_000),
        "m" => Some(60_000_000_000),
        "h" => Some(3_600_000_000_000),
        _ => None,
    }
}

/// The largest magnitude Go can hold: 2^63 nanoseconds for a negative value, one less for a
/// positive one.
const MAX_MAGNITUDE: u64 = 1 << 63;

/// Parses a Go duration, as `time.ParseDuration` does.
pub fn parse_go_duration(text: &str) -> Result<GoDuration, DurationError> {
    let (negative, mut rest) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if rest == "0" {
        return Ok(GoDuration {
            negative: false,
            magnitude: Duration::ZERO,
        });
    }
    if rest.is_empty() {
        return Err(DurationError::Invalid);
    }
    let mut total: u64 = 0;
    while !rest.is_empty() {
        if !rest.starts_with(|c: char| c == '.' || c.is_ascii_digit()) {
            return Err(DurationError::Invalid);
        }
        let (whole, after_whole) = leading_int(rest)?;
        let has_whole = after_whole.len() != rest.len();
        rest = after_whole;
        let mut fraction = (0u64, 1u64);
        let mut has_fraction = false;
        if let Some(after_dot) = rest.strip_prefix('.') {
            let (digits, scale, after_fraction) = leading_fraction(after_dot);
            has_fraction = after_fraction.len() != after_dot.len();
            fraction = (digits, scale);
            rest = after_fraction;
        }
        if !has_whole && !has_fraction {
            return Err(DurationError::Invalid);
        }
        let unit_len = rest
            .find(|c: char| c == '.' || c.is_ascii_digit())
            .unwrap_or(rest.len());
        if unit_len == 0 {
            return Err(DurationError::MissingUnit);
        }
        let (unit, after_unit) = rest
            .split_at_checked(unit_len)
            .ok_or(DurationError::Invalid)?;
        rest = after_unit;
        let unit = unit_nanos(unit).ok_or(DurationError::UnknownUnit)?;
        let mut value = whole.checked_mul(unit).ok_or(DurationError::Overflow)?;
        if value > MAX_MAGNITUDE {
            return Err(DurationError::Overflow);
        }
        let (digits, scale) = fraction;
        if digits > 0 {
            // u64 × u64 fits in u128, and the quotient is below `unit`, so it fits in u64.
            let part = u128::from(digits)
                .checked_mul(u128::from(unit))
                .and_then(|product| product.checked_div(u128::from(scale)))
                .and_then(|part| u64::try_from(part).ok())
                .ok_or(DurationError::Overflow)?;
            value = value.checked_add(part).ok_or(DurationError::Overflow)?;
            if value > MAX_MAGNITUDE {
                return Err(DurationError::Overflow);
            }
        }
        total = total.checked_add(value).ok_or(DurationError::Overflow)?;
        if total > MAX_MAGNITUDE {
            return Err(DurationError::Overflow);
        }
    }
    if !negative && total == MAX_MAGNITUDE {
        return Err(DurationError::Overflow);
    }
    Ok(GoDuration {
        negative: negative && total != 0,
        magnitude: Duration::from_nanos(total),
    })
}

/// Consumes leading decimal digits; fails on overflow past 2^63 as Go does.
fn leading_int(text: &str) -> Result<(u64, &str), DurationError> {
    let end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (digits, rest) = text.split_at_checked(end).ok_or(DurationError::Invalid)?;
    let mut value: u64 = 0;
    for byte in digits.bytes() {
        value = value
            .checked_mul(10)
            .and_then(|v| v.checked_add(u64::from(byte.wrapping_sub(b'0'))))
            .ok_or(DurationError::Overflow)?;
        if value > MAX_MAGNITUDE {
            return Err(DurationError::Overflow);
        }
    }
    Ok((value, rest))
}

/// Consumes the digits after a decimal point, returning them as an integer and the power of
/// ten they are scaled by. Digits beyond what fits are consumed and ignored, as Go does.
fn leading_fraction(text: &str) -> (u64, u64, &str) {
    let end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (digits, rest) = text.split_at_checked(end).unwrap_or((text, ""));
    let mut value: u64 = 0;
    let mut scale: u64 = 1;
    for byte in digits.bytes() {
        let next = value
            .checked_mul(10)
            .and_then(|v| v.checked_add(u64::from(byte.wrapping_sub(b'0'))));
        let next_scale = scale.checked_mul(10);
        match (next, next_scale) {
            (Some(next), Some(next_scale)) => {
                value = next;
                scale = next_scale;
            }
            // Precision beyond a nanosecond of an hour cannot change the result.
            _ => break,
        }
    }
    (value, scale, rest)
}

/// Prints a duration as Go's `Duration.String` does (`1h30m0s`, `1.5s`, `1.5ms`, `0s`), so
/// that values echoed in docs and messages look like what operators wrote. Durations past
/// Go's range print their nanoseconds modulo 2^64 and are not meant to round-trip.
pub fn format_go_duration(duration: Duration) -> String {
    let nanos = u64::try_from(duration.as_nanos()).unwrap_or(u64::MAX);
    if nanos == 0 {
        return "0s".to_owned();
    }
    if nanos < 1_000 {
        return format!("{nanos}ns");
    }
    if nanos < 1_000_000 {
        return format!("{}\u{b5}s", with_fraction(nanos, 3));
    }
    if nanos < 1_000_000_000 {
        return format!("{}ms", with_fraction(nanos, 6));
    }
    // Seconds with their fraction are what is left below a whole minute.
    let seconds_text = with_fraction(nanos % 60_000_000_000, 9);
    let minutes_total = nanos / 60_000_000_000;
    let hours = minutes_total / 60;
    let minutes = minutes_total % 60;
    if hours > 0 {
        format!("{hours}h{minutes}m{seconds_text}s")
    } else if minutes > 0 {
        format!("{minutes}m{seconds_text}s")
    } else {
        format!("{seconds_text}s")
    }
}

/// `value / 10^digits` with its fractional part, trailing zeros removed.
fn with_fraction(value: u64, digits: u32) -> String {
    let divisor = 10u64.checked_pow(digits).unwrap_or(1);
    let whole = value.checked_div(divisor).unwrap_or(value);
    let fraction = value.checked_rem(divisor).unwrap_or(0);
    if fraction == 0 {
        return whole.to_string();
    }
    let text = format!("{fraction:0width$}", width = digits as usize);
    format!("{whole}.{}", text.trim_end_matches('0'))
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use crate::testutil::SplitMix64;

    const NS: u64 = 1;
    const US: u64 = 1_000;
    const MS: u64 = 1_000_000;
    const S: u64 = 1_000_000_000;
    const M: u64 = 60 * S;
    const H: u64 = 60 * M;

    fn check(text: &str, expect: Result<(bool, u64), DurationError>) {
        let got = parse_go_duration(text)
            .map(|d| (d.negative, u64::try_from(d.magnitude.as_nanos()).unwrap()));
        assert_eq!(got, expect, "parsing {text:?}");
    }

    #[test]
    fn parses_what_go_parses() {
        check("0", Ok((false, 0)));
        check("+0", Ok((false, 0)));
        check("-0", Ok((false, 0)));
        check("0s", Ok((false, 0)));
        check("768h", Ok((false, 768 * H)));
        check("8766h", Ok((false, 8766 * H)));
        check("1500ms", Ok((false, 1500 * MS)));
        check("1h30m", Ok((false, H + 30 * M)));
        check("2.5s", Ok((false, 2 * S + S / 2)));
        check("1.5h", Ok((false, H + 30 * M)));
        check(".5s", Ok((false, S / 2)));
        check("5.s", Ok((false, 5 * S)));
        check("-1.5m", Ok((true, 90 * S)));
        check("+10s", Ok((false, 10 * S)));
        check(
            "1h2m3s4ms5us6ns",
            Ok((false, H + 2 * M + 3 * S + 4 * MS + 5 * US + 6 * NS)),
        );
        check("3\u{b5}s", Ok((false, 3 * US)));
        check("3\u{3bc}s", Ok((false, 3 * US)));
        check("0.1s", Ok((false, 100 * MS)));
        check("1.0000000001s", Ok((false, S)));
        check("0.123456789123456789123s", Ok((false, 123_456_789)));
        check("2562047h47m16.854775807s", Ok((false, (1 << 63) - 1)));
        check("-2562047h47m16.854775808s", Ok((true, 1 << 63)));
        check("10s5s", Ok((false, 15 * S)));
    }

    #[test]
    fn refuses_what_go_refuses() {
        check("", Err(DurationError::Invalid));
        check("-", Err(DurationError::Invalid));
        check("s", Err(DurationError::Invalid));
        check(".s", Err(DurationError::Invalid));
        check("1.2.3s", Err(DurationError::MissingUnit));
        check("3600", Err(DurationError::MissingUnit));
        check("10", Err(DurationError::MissingUnit));
        check("1h30", Err(DurationError::MissingUnit));
        check("1d", Err(DurationError::UnknownUnit));
        check("1 h", Err(DurationError::UnknownUnit));
        check("1H", Err(DurationError::UnknownUnit));
        check(" 1h", Err(DurationError::Invalid));
        check("1h ", Err(DurationError::UnknownUnit));
        check("--1s", Err(DurationError::Invalid));
        check("2562047h47m16.854775808s", Err(DurationError::Overflow));
        check("9223372036854775808ns", Err(DurationError::Overflow));
        check("99999999999999999999h", Err(DurationError::Overflow));
        check("3000000h", Err(DurationError::Overflow));
        check("2000000h2000000h", Err(DurationError::Overflow));
    }

    #[test]
    fn formats_as_go_does() {
        let cases: &[(u64, &str)] = &[
            (0, "0s"),
            (1, "1ns"),
            (1_100, "1.1\u{b5}s"),
            (1_500 * MS, "1.5s"),
            (1500 * US, "1.5ms"),
            (H, "1h0m0s"),
            (H + 30 * M, "1h30m0s"),
            (768 * H, "768h0m0s"),
            (90 * S, "1m30s"),
            (2 * S + S / 2, "2.5s"),
            (H + 2 * M + 3 * S + 4 * MS, "1h2m3.004s"),
        ];
        for (nanos, expect) in cases {
            assert_eq!(format_go_duration(Duration::from_nanos(*nanos)), *expect);
        }
    }

    fn seed() -> u64 {
        #[allow(clippy::disallowed_methods)] // Tests choose their seed from the environment.
        std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0x5eed_d00d)
    }

    #[test]
    fn property_format_then_parse_round_trips() {
        let seed = seed();
        let mut rng = SplitMix64(seed);
        for case in 0..2000 {
            // Spread over every scale, from nanoseconds to centuries.
            let bits = rng.next_u64() % 63;
            let nanos = rng.next_u64() >> (64 - bits.max(1));
            let text = format_go_duration(Duration::from_nanos(nanos));
            let parsed = parse_go_duration(&text);
            assert_eq!(
                parsed.map(|d| d.magnitude),
                Ok(Duration::from_nanos(nanos)),
                "case {case}: {text:?} (TEST_SEED={seed})"
            );
        }
    }

    #[test]
    fn property_random_text_never_panics() {
        let seed = seed();
        let mut rng = SplitMix64(seed);
        let alphabet: Vec<char> = "0123456789.+-nsuµμmh xd".chars().collect();
        for _ in 0..2000 {
            let len = rng.next_u64() % 12;
            let text: String = (0..len)
                .map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize])
                .collect();
            // Only the absence of a panic matters; both answers are fine.
            let _ = parse_go_duration(&text);
        }
    }
}
