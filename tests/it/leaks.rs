//! The one leak search of the suite: every secret a test issued is looked for in every
//! stream it captured, in each form it could take on the way out: raw, percent-encoded (a
//! DSN's userinfo, a query string) and JSON-escaped (a log line, a KV entry, an error body).
//!
//! The encodings are written here, not taken from the product, so that a change to the
//! product's encoder cannot make the search miss what the encoder now produces.

/// The forms `secret` can take in captured output: raw, percent-encoded with upper- and
/// lower-case hex (every byte but RFC 3986's unreserved set), and JSON-escaped (the
/// string's JSON literal without its quotes). Duplicates are dropped.
pub(crate) fn forms(secret: &str) -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = vec![("raw", secret.to_owned())];
    let mut push = |kind: &'static str, form: String| {
        if !out.iter().any(|(_, f)| *f == form) {
            out.push((kind, form));
        }
    };
    push(
        "percent-encoded",
        percent_encode(secret, b"0123456789ABCDEF"),
    );
    push(
        "percent-encoded (lower-case hex)",
        percent_encode(secret, b"0123456789abcdef"),
    );
    let json = serde_json::to_string(secret).unwrap();
    push("JSON-escaped", json[1..json.len() - 1].to_owned());
    out
}

fn percent_encode(text: &str, hex: &[u8; 16]) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push(char::from(hex[usize::from(byte >> 4)]));
            out.push(char::from(hex[usize::from(byte & 0x0f)]));
        }
    }
    out
}

/// `%XX` sequences decoded (a DSN's userinfo back to the secret as issued).
pub(crate) fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8(out).unwrap()
}

/// Fails if any of `streams` (name, captured text) holds any form of any of `secrets`.
/// Empty secrets are skipped (nothing to search for); the failure names the stream, the
/// secret's index and the form, never the secret.
pub(crate) fn assert_no_leak(streams: &[(&str, &str)], secrets: &[&str]) {
    for (index, secret) in secrets.iter().enumerate() {
        if secret.is_empty() {
            continue;
        }
        for (kind, form) in forms(secret) {
            for (name, text) in streams {
                assert!(
                    !text.contains(&form),
                    "secret #{index} ({} bytes) appears {kind} in {name}",
                    secret.len()
                );
            }
        }
    }
}

#[test]
fn forms_cover_raw_percent_and_json() {
    let forms: Vec<String> = forms("a@b:c/d%e\"f\\g")
        .into_iter()
        .map(|(_, f)| f)
        .collect();
    assert_eq!(
        forms,
        [
            "a@b:c/d%e\"f\\g",
            "a%40b%3Ac%2Fd%25e%22f%5Cg",
            "a%40b%3ac%2fd%25e%22f%5cg",
            "a@b:c/d%e\\\"f\\\\g",
        ]
    );
    assert_eq!(percent_decode("a%40b%3ac%2Fd%25e"), "a@b:c/d%e");
    // A plain secret has one form.
    assert_eq!(super::leaks::forms("abc123").len(), 1);
}

#[test]
fn assert_no_leak_finds_every_form() {
    let secret = "p@ss:w/rd\"x";
    for (_, form) in forms(secret) {
        let text = format!("log line {{\"msg\":\"{form}\"}}");
        let found = std::panic::catch_unwind(|| assert_no_leak(&[("log", &text)], &[secret]));
        assert!(found.is_err(), "form {form:?} not found");
    }
    assert_no_leak(&[("log", "nothing here")], &[secret, ""]);
}
