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

/// The layering of `src/`, written down once (`docs/architecture.md` points here): each
/// module and what else of the crate it may import. An entry names a top-level module
/// (`vault`, meaning `src/vault.rs` or `src/vault/`) or one path inside it (`vault::path`:
/// that module only). A file belongs to the longest entry that contains it, so a leaf inside
/// a directory (`vault/path.rs`) is held to its own row, not its parent's.
///
/// - leaves import nothing of the crate, or only other leaves;
/// - the clients (`vault`, `k8s`) import none of their callers;
/// - the modes (`injector` with its decision `k8smutator`, `nri`, `renewer`, `revoker`) do
///   not import each other; `k8smutator` reads the admission types and patch codec of
///   `injector`, and `issuance` the rate limiter of `k8smutator`, which are leaves.
///
/// `testutil` (compiled for unit tests only) may be imported by every module.
const LAYERS: &[(&str, &[&str])] = &[
    // Leaves.
    ("limits", &[]),
    ("deferred", &[]),
    ("logger", &["deferred"]),
    ("secret", &[]),
    ("dsn", &[]),
    ("podtoken", &[]),
    ("base64", &[]),
    ("packed", &[]),
    ("dns", &["limits"]),
    ("placeholder", &["secret"]),
    ("metrics", &["limits"]),
    ("vault::path", &["limits"]),
    ("injector::review", &["base64"]),
    ("injector::patch", &[]),
    ("k8smutator::ratelimit", &[]),
    // Foundations: threads, TLS, the HTTP server, configuration.
    ("runtime", &["limits", "logger"]),
    ("tls", &["limits", "logger", "metrics", "runtime"]),
    ("http", &["deferred", "limits", "logger", "runtime", "tls"]),
    ("healthcheck", &["limits", "logger", "runtime"]),
    ("sentry", &["limits", "logger", "runtime", "secret"]),
    (
        "config",
        &["limits", "logger", "podtoken", "secret", "vault::path"],
    ),
    // Clients.
    (
        "vault",
        &[
            "config", "dns", "limits", "metrics", "packed", "runtime", "secret", "tls",
        ],
    ),
    (
        "k8s",
        &[
            "base64", "config", "dns", "dsn", "limits", "logger", "metrics", "packed", "runtime",
            "secret",
        ],
    ),
    // Shared by the modes.
    ("podkeys", &["limits", "vault"]),
    (
        "rotation",
        &[
            "config",
            "k8s",
            "leadership",
            "limits",
            "logger",
            "metrics",
            "runtime",
        ],
    ),
    (
        "issuance",
        &[
            "config",
            "deferred",
            "k8s",
            "k8smutator::ratelimit",
            "limits",
            "logger",
            "metrics",
            "runtime",
            "secret",
            "vault",
        ],
    ),
    (
        "leadership",
        &["config", "k8s", "logger", "metrics", "runtime"],
    ),
    (
        "policycheck",
        &[
            "config",
            "healthcheck",
            "k8s",
            "limits",
            "logger",
            "metrics",
            "runtime",
            "vault",
        ],
    ),
    // Modes.
    (
        "injector",
        &[
            "config",
            "http",
            "issuance",
            "k8s",
            "k8smutator",
            "limits",
            "logger",
            "metrics",
            "placeholder",
            "runtime",
            "tls",
            "vault",
        ],
    ),
    (
        "k8smutator",
        &[
            "config",
            "dsn",
            "injector::patch",
            "injector::review",
            "k8s",
            "limits",
            "podtoken",
        ],
    ),
    (
        "nri",
        &[
            "base64",
            "config",
            "dsn",
            "issuance",
            "k8s",
            "limits",
            "logger",
            "metrics",
            "podkeys",
            "podtoken",
            "placeholder",
            "runtime",
            "secret",
            "vault",
        ],
    ),
    (
        "renewer",
        &[
            "config",
            "k8s",
            "leadership",
            "limits",
            "logger",
            "metrics",
            "packed",
            "podkeys",
            "rotation",
            "runtime",
            "secret",
            "vault",
        ],
    ),
    (
        "revoker",
        &[
            "config",
            "k8s",
            "leadership",
            "limits",
            "logger",
            "metrics",
            "packed",
            "podkeys",
            "runtime",
            "secret",
            "vault",
        ],
    ),
    // Operator commands and the wiring.
    (
        "doctor",
        &[
            "config",
            "k8s",
            "limits",
            "logger",
            "nri",
            "podtoken",
            "policycheck",
            "secret",
            "tls",
            "vault",
        ],
    ),
    (
        "who",
        &[
            "config", "doctor", "k8s", "limits", "podkeys", "secret", "vault",
        ],
    ),
    (
        "controller",
        &[
            "config",
            "healthcheck",
            "http",
            "injector",
            "issuance",
            "k8s",
            "limits",
            "logger",
            "metrics",
            "nri",
            "policycheck",
            "renewer",
            "revoker",
            "runtime",
            "sentry",
            "tls",
            "vault",
        ],
    ),
    ("testutil", &["renewer::SplitMix64"]),
];

/// The module path of a file under `src/`: `vault/path.rs` is `vault::path`,
/// `vault/client/call.rs` is `vault::client::call`, `nri/mod.rs` is `nri`.
fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    if let Some(last) = parts.last_mut() {
        *last = last.trim_end_matches(".rs").to_owned();
        if last == "mod" {
            parts.pop();
        }
    }
    parts
}

/// The table's row a module belongs to: the longest entry that is a prefix of its path.
fn layer_of(path: &[String]) -> Option<&'static str> {
    LAYERS
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| {
            let entry: Vec<&str> = name.split("::").collect();
            entry.len() <= path.len() && entry.iter().zip(path).all(|(a, b)| *a == b)
        })
        .max_by_key(|name| name.split("::").count())
}

/// The text with `//` comments blanked (kept as spaces so that offsets and line numbers
/// stay), so that a path named in a comment is not an import.
fn without_comments(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => format!("{}{}", &line[..at], " ".repeat(line.len() - at)),
            None => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every `crate::` path in `text`, as (byte offset, path segments): plain paths
/// (`crate::vault::path::join`) and each item of a group (`use crate::{limits, vault::Kv}`).
fn crate_paths(text: &str) -> Vec<(usize, Vec<String>)> {
    let ident = |s: &str| -> Vec<String> {
        s.split("::")
            .map(|seg| {
                seg.chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect::<String>()
            })
            .take_while(|seg| !seg.is_empty())
            .collect()
    };
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(found) = text[from..].find("crate::") {
        let at = from + found;
        from = at + "crate::".len();
        // A preceding identifier character means a longer name (`mycrate::`), not the
        // crate root.
        if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
            continue;
        }
        let rest = &text[from..];
        if rest.starts_with('{') {
            let mut depth = 0usize;
            let mut item_start = from + 1;
            for (i, c) in rest.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' | ',' if depth == 1 => {
                        let item = text[item_start..from + i].trim_start();
                        let offset = from + i - text[item_start..from + i].trim_start().len();
                        let segments = ident(item);
                        if !segments.is_empty() && segments[0] != "self" {
                            out.push((offset, segments));
                        }
                        item_start = from + i + 1;
                        if c == '}' {
                            break;
                        }
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
        } else {
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len());
            let segments = ident(&rest[..end]);
            if !segments.is_empty() {
                out.push((at, segments));
            }
        }
    }
    out
}

#[test]
fn modules_import_only_what_the_layering_table_allows() {
    let src = root().join("src");
    let mut offenders = Vec::new();
    let mut seen = 0;
    for (path, text) in sources(&["src"]) {
        let relative = path.strip_prefix(&src).unwrap();
        if relative == Path::new("main.rs") || relative == Path::new("lib.rs") {
            continue; // main.rs imports through the library's name; lib.rs declares modules.
        }
        let module = module_path(relative);
        let Some(layer) = layer_of(&module) else {
            offenders.push(format!(
                "{}: module {} has no row in the layering table (tests/it/tidy.rs LAYERS)",
                rel(&path),
                module.join("::")
            ));
            continue;
        };
        let allowed = LAYERS
            .iter()
            .find(|(name, _)| *name == layer)
            .map(|(_, allowed)| *allowed)
            .unwrap_or_default();
        let code = without_comments(&text);
        for (offset, target) in crate_paths(&code) {
            seen += 1;
            let line = code[..offset].matches('\n').count() + 1;
            let target_path = target.join("::");
            let inside = |entry: &str| {
                let entry: Vec<&str> = entry.split("::").collect();
                entry.len() <= target.len() && entry.iter().zip(&target).all(|(a, b)| *a == b)
            };
            if inside(layer) || target[0] == "testutil" || allowed.iter().any(|e| inside(e)) {
                continue;
            }
            offenders.push(format!(
                "{}:{line}: {layer} -> crate::{target_path} is not an allowed edge",
                rel(&path)
            ));
        }
    }
    // The parser must have found the crate's imports, or the check proves nothing.
    assert!(
        seen > 200,
        "only {seen} crate:: paths found: the parser is broken"
    );
    fail_if_any("module imports follow the layering table", offenders);
}

/// Lines of code of a file before its unit tests: non-blank lines that are not comments,
/// up to the `#[cfg(test)]` (and its attributes) that opens `mod tests`.
fn code_lines_before_tests(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    let mut end = lines.len();
    for (i, line) in lines.iter().enumerate() {
        if line.starts_with("#[cfg(test)]") {
            let mut j = i + 1;
            while j < lines.len() && lines[j].starts_with("#[") {
                j += 1;
            }
            if j < lines.len() && lines[j].starts_with("mod tests") {
                end = i;
                break;
            }
        }
    }
    lines[..end]
        .iter()
        .map(|line| line.trim())
        .filter(|line| !line.is_empty() && !line.starts_with("//"))
        .count()
}

/// A file a reader can hold: at most this many lines of code before its tests.
const MAX_CODE_LINES: usize = 700;

#[test]
fn every_src_file_is_at_most_700_lines_of_code_before_its_tests() {
    let mut largest = 0;
    let offenders: Vec<String> = sources(&["src"])
        .into_iter()
        .filter_map(|(path, text)| {
            let count = code_lines_before_tests(&text);
            largest = largest.max(count);
            (count > MAX_CODE_LINES).then(|| {
                format!(
                    "{}: {count} lines of code before its tests (at most {MAX_CODE_LINES}: split it along its seams)",
                    rel(&path)
                )
            })
        })
        .collect();
    // The counter must see real files, or the cap proves nothing.
    assert!(
        largest > 300,
        "largest file counted {largest} lines: the counter is broken"
    );
    fail_if_any("src files stay small", offenders);
}
