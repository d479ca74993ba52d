//! Tidy checks over the source tree, in the spirit of rust-analyzer's: rules that reviewers
//! would otherwise have to remember. Each failure names the file and the rule.

// Helpers here are test code: a missing file is a failed check, so they unwrap.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

fn sources(dirs: &[&str]) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    for dir in dirs {
        rust_files(&root().join(dir), &mut files);
    }
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).unwrap();
            (path, text)
        })
        .collect()
}

fn rel(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Lines of code outside `#[cfg(test)] mod tests`, which by convention closes the file.
fn non_test_code(text: &str) -> &str {
    match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    }
}

fn fail_if_any(rule: &str, offenders: Vec<String>) {
    assert!(
        offenders.is_empty(),
        "tidy rule violated: {rule}\n  {}",
        offenders.join("\n  ")
    );
}

#[test]
fn every_file_opens_with_a_module_doc() {
    let offenders = sources(&[
        "src",
        "testbed/src",
        "tests",
        "fuzz/fuzz_targets",
        "benches",
    ])
    .into_iter()
    .filter(|(_, text)| !text.trim_start().starts_with("//!"))
    .map(|(path, _)| rel(&path))
    .collect();
    fail_if_any(
        "every .rs file starts with a `//!` comment saying why it exists",
        offenders,
    );
}

#[test]
fn no_unsafe_code_and_no_unstable_features() {
    let unsafe_word = ["un", "safe"].concat();
    let feature_attr = ["#![", "feature"].concat();
    let mut offenders = Vec::new();
    for (path, text) in sources(&["src", "testbed/src", "fuzz/fuzz_targets"]) {
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let has_unsafe = code
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|word| word == unsafe_word);
            if has_unsafe && !code.contains("forbid(") {
                offenders.push(format!("{}:{}: {}", rel(&path), n + 1, line.trim()));
            }
            if line.contains(&feature_attr) {
                offenders.push(format!("{}:{}: {}", rel(&path), n + 1, line.trim()));
            }
        }
    }
    fail_if_any(
        "no unsafe code (the crate forbids it) and no unstable features (fuzzing sets RUSTC_BOOTSTRAP)",
        offenders,
    );
}

#[test]
fn lib_forbids_unsafe_code() {
    let lib = fs::read_to_string(root().join("src/lib.rs")).unwrap();
    assert!(lib.contains("#![forbid(unsafe_code)]"));
    let manifest = fs::read_to_string(root().join("Cargo.toml")).unwrap();
    assert!(manifest.contains("unsafe_code = \"forbid\""));
}

#[test]
fn no_unbounded_queues_or_stray_printing() {
    let unbounded = ["unbounded", "("].concat();
    let print_macros = [["print", "ln!"].concat(), ["eprint", "ln!"].concat()];
    let mut offenders = Vec::new();
    for (path, text) in sources(&["src"]) {
        let name = rel(&path);
        let code = non_test_code(&text);
        if code.contains(&unbounded) {
            offenders.push(format!("{name}: unbounded channel"));
        }
        if name != "src/main.rs" && name != "src/logger.rs" {
            for mac in &print_macros {
                if code.contains(mac.as_str()) {
                    offenders.push(format!("{name}: {mac} outside main.rs/logger.rs"));
                }
            }
        }
    }
    fail_if_any(
        "queues are bounded; only logger.rs and main.rs print",
        offenders,
    );
}

#[test]
fn secret_types_do_not_derive_debug() {
    let mut offenders = Vec::new();
    for (path, text) in sources(&["src"]) {
        let lines: Vec<&str> = text.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            let trimmed = line.trim();
            if !(trimmed.starts_with("#[derive(") && trimmed.contains("Debug")) {
                continue;
            }
            // The item the derive applies to is the next line that is not an attribute.
            let item = lines[n + 1..]
                .iter()
                .map(|l| l.trim())
                .find(|l| !l.starts_with("#[") && !l.starts_with("///"))
                .unwrap_or("");
            let name = item
                .split_whitespace()
                .skip_while(|w| *w != "struct" && *w != "enum")
                .nth(1)
                .unwrap_or("");
            let lower = name.to_ascii_lowercase();
            if ["secret", "token", "password"]
                .iter()
                .any(|word| lower.contains(word))
            {
                offenders.push(format!("{}:{}: {}", rel(&path), n + 1, item));
            }
        }
    }
    fail_if_any(
        "types named *Secret*, *Token*, *Password* write their own redacting Debug",
        offenders,
    );
}

fn lock_packages() -> BTreeSet<String> {
    let lock = fs::read_to_string(root().join("Cargo.lock")).unwrap();
    let mut packages = BTreeSet::new();
    let mut name = None;
    for line in lock.lines() {
        if let Some(value) = line.strip_prefix("name = ") {
            name = Some(value.trim_matches('"').to_owned());
        } else if let Some(value) = line.strip_prefix("version = ")
            && let Some(name) = name.take()
        {
            packages.insert(format!("{name} {}", value.trim_matches('"')));
        }
    }
    packages
}

#[test]
fn cargo_lock_matches_the_reviewed_crate_list() {
    let allowed: BTreeSet<String> = fs::read_to_string(root().join("audit/allowed-crates.txt"))
        .unwrap()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect();
    let locked = lock_packages();
    let added: Vec<_> = locked.difference(&allowed).cloned().collect();
    let removed: Vec<_> = allowed.difference(&locked).cloned().collect();
    assert!(
        added.is_empty() && removed.is_empty(),
        "Cargo.lock and audit/allowed-crates.txt differ: a new crate needs review \
         (audit/dependencies.md) before it is added to the list.\n  new in Cargo.lock: {added:?}\n  \
         gone from Cargo.lock: {removed:?}"
    );
}

#[test]
fn exactly_one_rustls_and_no_banned_crates() {
    let locked = lock_packages();
    let rustls: Vec<_> = locked.iter().filter(|p| p.starts_with("rustls ")).collect();
    assert_eq!(
        rustls.len(),
        1,
        "exactly one rustls in the tree: {rustls:?}"
    );
    let banned = [
        "tokio",
        "async-std",
        "futures",
        "futures-util",
        "hyper",
        "reqwest",
        "kube",
        "kube-client",
        "prost",
        "tonic",
        "protobuf",
        "ttrpc",
        "openssl",
        "openssl-sys",
        "native-tls",
        "aws-lc-rs",
        "aws-lc-sys",
        "anyhow",
        "thiserror",
    ];
    let found: Vec<_> = locked
        .iter()
        .filter(|p| banned.contains(&p.split(' ').next().unwrap_or("")))
        .collect();
    assert!(found.is_empty(), "crates the design rules out: {found:?}");
}
