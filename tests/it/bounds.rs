//! Size and time bounds live in `src/limits.rs`, each with the reason for its value, so that
//! one file says what a peer can make the process hold or wait for. This checks the modules
//! a review found hard-coding bounds (the HTTP server, the watch reader, Vault's auth and
//! client): their non-test code writes no duration or KiB literal of its own.

// Test code: a missing file is a failed check.
#![allow(clippy::unwrap_used)]

use std::path::PathBuf;

/// The files checked (the HTTP server and the Vault client with the files they were split
/// into).
const FILES: &[&str] = &[
    "src/http/conn.rs",
    "src/http/poll.rs",
    "src/http/server.rs",
    "src/http/transport.rs",
    "src/http/worker.rs",
    "src/k8s/watch.rs",
    "src/vault/auth.rs",
    "src/vault/client.rs",
    "src/vault/client/call.rs",
    "src/vault/client/error.rs",
    "src/vault/client/proxy.rs",
    "src/vault/client/settings.rs",
];

/// A literal bound in `line`, if any: `Duration::from_secs(N)` or `from_millis(N)` with N
/// above 1 (a one-unit floor is not a bound), or `N * 1024`.
fn literal_bound(line: &str) -> Option<String> {
    for call in ["Duration::from_secs(", "Duration::from_millis("] {
        let mut rest = line;
        while let Some(at) = rest.find(call) {
            rest = &rest[at + call.len()..];
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            if digits.parse::<u64>().is_ok_and(|n| n > 1) {
                return Some(format!("{call}{digits})"));
            }
        }
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    words.windows(3).find_map(|w| {
        // The number may follow an opening parenthesis: `with_capacity(64 * 1024, ..)`.
        let number = w[0]
            .rsplit(|c: char| !(c.is_ascii_digit() || c == '_'))
            .next()
            .unwrap_or("");
        let kib =
            !number.is_empty() && w[1] == "*" && w[2].trim_end_matches([',', ';', ')']) == "1024";
        kib.then(|| format!("{number} * 1024"))
    })
}

#[test]
fn checked_modules_take_their_bounds_from_limits() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut offenders = Vec::new();
    for file in FILES {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
        for (n, line) in code.lines().enumerate() {
            let trimmed = line.trim_start();
            if trimmed.starts_with("//") {
                continue;
            }
            if let Some(found) = literal_bound(line) {
                offenders.push(format!("{file}:{}: {found}", n + 1));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "bounds belong in src/limits.rs with a why-comment:\n  {}",
        offenders.join("\n  ")
    );
}

#[test]
fn the_check_finds_what_it_looks_for() {
    let check = |line: &str, expect: Option<&str>| {
        assert_eq!(literal_bound(line).as_deref(), expect, "{line}");
    };
    check(
        "const LINGER: Duration = Duration::from_millis(250);",
        Some("Duration::from_millis(250)"),
    );
    check(
        "return now + Duration::from_secs(3600);",
        Some("Duration::from_secs(3600)"),
    );
    check(
        "BufReader::with_capacity(64 * 1024, reader),",
        Some("64 * 1024"),
    );
    check(".max(Duration::from_millis(1));", None);
    check(
        "BufReader::with_capacity(limits::K8S_WATCH_READ_BUFFER, reader),",
        None,
    );
}
