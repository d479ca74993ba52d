//! The Prometheus text exposition format, version 0.0.4: how names, label values, help
//! text and numbers are written. Kept apart from the metric types so that the escaping
//! rules, which a scraper's parser depends on byte for byte, are tested on their own.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::fmt::Write as _;

/// Whether `name` is a valid metric name: `[a-zA-Z_:][a-zA-Z0-9_:]*`. Names are fixed at
/// compile time, so a test checks them rather than the program at run time.
#[cfg(test)]
pub(crate) fn is_valid_metric_name(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) if first.is_ascii_alphabetic() || first == '_' || first == ':' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
}

/// Whether `name` is a valid label name that a program may use: `[a-zA-Z_][a-zA-Z0-9_]*`,
/// without the `__` prefix Prometheus reserves, and not `le` or `quantile`, which
/// histograms and summaries add themselves.
#[cfg(test)]
pub(crate) fn is_valid_label_name(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) if first.is_ascii_alphabetic() || first == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.starts_with("__")
        && name != "le"
        && name != "quantile"
}

/// Appends a label value with `\`, `"` and line feeds escaped, as the format requires.
pub(crate) fn escape_label_value(value: &str, out: &mut String) {
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            other => out.push(other),
        }
    }
}

/// Appends help text with `\` and line feeds escaped (quotes are literal in HELP lines).
pub(crate) fn escape_help(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            other => out.push(other),
        }
    }
}

/// Appends a sample value: `+Inf`, `-Inf` and `NaN` as Prometheus spells them, and finite
/// values in Rust's shortest round-trip form (`1`, `0.25`, `1e-7`), which Go's
/// `strconv.ParseFloat` and every Prometheus parser read back exactly.
pub(crate) fn format_float(value: f64, out: &mut String) {
    if value.is_nan() {
        out.push_str("NaN");
    } else if value == f64::INFINITY {
        out.push_str("+Inf");
    } else if value == f64::NEG_INFINITY {
        out.push_str("-Inf");
    } else {
        // Writing to a String cannot fail.
        let _ = write!(out, "{value}");
    }
}

/// Appends the `# HELP` and `# TYPE` lines of a family.
pub(crate) fn write_header(out: &mut String, name: &str, help: &str, kind: &str) {
    out.push_str("# HELP ");
    out.push_str(name);
    out.push(' ');
    escape_help(help, out);
    out.push_str("\n# TYPE ");
    out.push_str(name);
    out.push(' ');
    out.push_str(kind);
    out.push('\n');
}

/// One sample line: `name{label="value",...[,extra="value"]} value`. Names and values are
/// zipped, so a mismatch in length writes the shorter of the two (callers pass arrays of
/// the same const length, so it never happens).
pub(crate) fn write_sample<V: AsRef<str>>(
    out: &mut String,
    name: &str,
    suffix: &str,
    label_names: &[&str],
    label_values: &[V],
    extra: Option<(&str, &str)>,
    value: f64,
) {
    out.push_str(name);
    out.push_str(suffix);
    let pairs = label_names
        .iter()
        .zip(label_values.iter().map(AsRef::as_ref))
        .map(|(name, value)| (*name, value))
        .chain(extra);
    let mut first = true;
    for (label, label_value) in pairs {
        out.push_str(if first { "{" } else { "," });
        first = false;
        out.push_str(label);
        out.push_str("=\"");
        escape_label_value(label_value, out);
        out.push('"');
    }
    if !first {
        out.push('}');
    }
    out.push(' ');
    format_float(value, out);
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::SplitMix64;

    fn check(input: &str, expect: &str) {
        let mut out = String::new();
        escape_label_value(input, &mut out);
        assert_eq!(out, expect, "escaping {input:?}");
        assert_eq!(unescape(&out), input, "round trip of {input:?}");
    }

    /// The inverse of `escape_label_value`, as a scraper reads it.
    fn unescape(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some('n') => out.push('\n'),
                Some(other) => out.push(other),
                None => out.push('\\'),
            }
        }
        out
    }

    #[test]
    fn label_values_are_escaped() {
        check("", "");
        check("plain", "plain");
        check(r"back\slash", r"back\\slash");
        check(r#"say "hi""#, r#"say \"hi\""#);
        check("two\nlines", r"two\nlines");
        check("tab\tstays", "tab\tstays");
        check(r#"\"\n"#, r#"\\\"\\n"#);
        check("é ünïcødé ✓", "é ünïcødé ✓");
    }

    #[test]
    fn help_keeps_quotes_and_escapes_newlines() {
        let mut out = String::new();
        escape_help("a \"b\" \\ c\nd", &mut out);
        assert_eq!(out, r#"a "b" \\ c\nd"#);
    }

    #[test]
    fn floats_are_written_as_prometheus_reads_them() {
        for (value, expect) in [
            (0.0, "0"),
            (1.0, "1"),
            (-2.5, "-2.5"),
            (0.005, "0.005"),
            (1e-7, "0.0000001"),
            (1_700_000_000.0, "1700000000"),
            (f64::INFINITY, "+Inf"),
            (f64::NEG_INFINITY, "-Inf"),
            (f64::NAN, "NaN"),
        ] {
            let mut out = String::new();
            format_float(value, &mut out);
            assert_eq!(out, expect, "{value}");
            if value.is_finite() {
                assert_eq!(out.parse::<f64>().unwrap(), value);
            }
        }
    }

    #[test]
    fn names_are_validated() {
        for (name, metric, label) in [
            ("vdbi_is_leader", true, true),
            ("a:b", true, false),
            ("_x", true, true),
            ("9lives", false, false),
            ("", false, false),
            ("with-dash", false, false),
            ("__reserved", true, false),
            ("le", true, false),
            ("quantile", true, false),
            ("ünï", false, false),
        ] {
            assert_eq!(is_valid_metric_name(name), metric, "metric name {name:?}");
            assert_eq!(is_valid_label_name(name), label, "label name {name:?}");
        }
    }

    #[test]
    fn samples_are_written_with_labels() {
        let mut out = String::new();
        write_sample::<&str>(&mut out, "m", "", &[], &[], None, 3.0);
        write_sample(
            &mut out,
            "m",
            "_bucket",
            &["a"],
            &["x\"y"],
            Some(("le", "+Inf")),
            1.5,
        );
        write_sample(&mut out, "m", "", &["a", "b"], &["1", "2"], None, f64::NAN);
        assert_eq!(
            out,
            "m 3\nm_bucket{a=\"x\\\"y\",le=\"+Inf\"} 1.5\nm{a=\"1\",b=\"2\"} NaN\n"
        );
    }

    #[test]
    #[allow(clippy::disallowed_methods)] // Tests read TEST_SEED themselves.
    fn escaping_round_trips_random_strings() {
        let seed = std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0x5EED_u64);
        let mut rng = SplitMix64(seed);
        let alphabet = [
            'a', 'Z', '0', ' ', '\\', '"', '\n', '\t', '{', '}', '=', ',', 'é', '✓',
        ];
        for case in 0..2000 {
            let len = (rng.next_u64() % 24) as usize;
            let input: String = (0..len)
                .map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize])
                .collect();
            let mut out = String::new();
            escape_label_value(&input, &mut out);
            assert!(
                !out.contains('\n'),
                "seed {seed} case {case}: raw newline in {out:?}"
            );
            // Every quote in the output is escaped, so the value cannot end early.
            let unescaped_quote = out
                .char_indices()
                .filter(|(_, c)| *c == '"')
                .any(|(i, _)| out[..i].chars().rev().take_while(|c| *c == '\\').count() % 2 == 0);
            assert!(
                !unescaped_quote,
                "seed {seed} case {case}: bare quote in {out:?}"
            );
            assert_eq!(unescape(&out), input, "seed {seed} case {case}");
        }
    }
}
