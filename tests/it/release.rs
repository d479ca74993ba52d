//! The fast supply-chain checks that README's test command runs on every change: vendor/
//! holds exactly the crates of both lock files (the product's and fuzz/'s), byte for byte as
//! cargo will verify them, so that an offline build works; the committed Dockerfile is the
//! one `scripts/build-image --dockerfile` generates from the image's file list; and the
//! release build's configuration refuses unstable features (a probe, seconds). The slow
//! checks (offline release build, the double build that must give the same bytes, the
//! provenance, static binary and image in an empty root, vendor/ against the published
//! crates, cargo-deny, cargo-audit, SBOM, fuzzing) are in `scripts/audit`.

// Test code: a missing or unreadable file is a failed check.
#![allow(clippy::unwrap_used, clippy::panic)]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use ring::digest::{SHA256, digest};

/// How to fix a vendor/ that does not match the lock files.
const REVENDOR: &str = "run `scripts/vendor` and commit vendor/";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `(name, version) -> checksum` of every crates.io package in a Cargo.lock.
fn registry_packages(lock: &Path) -> BTreeMap<(String, String), String> {
    let text = fs::read_to_string(lock).unwrap();
    let mut out = BTreeMap::new();
    for block in text.split("[[package]]").skip(1) {
        let field = |key: &str| {
            block
                .lines()
                .find_map(|line| line.strip_prefix(key))
                .map(|value| value.trim().trim_matches('"').to_owned())
        };
        let (Some(name), Some(version)) = (field("name = "), field("version = ")) else {
            continue;
        };
        let source = field("source = ").unwrap_or_default();
        if !source.starts_with("registry+") {
            continue;
        }
        let checksum = field("checksum = ")
            .unwrap_or_else(|| panic!("{}: {name} {version} has no checksum", lock.display()));
        out.insert((name, version), checksum);
    }
    out
}

/// The `[package]` name and version of a vendored crate's (normalised) Cargo.toml.
fn manifest_id(dir: &Path) -> (String, String) {
    let text = fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    let mut in_package = false;
    let (mut name, mut version) = (None, None);
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_package = line == "[package]";
            continue;
        }
        if !in_package {
            continue;
        }
        if let Some(rest) = line.strip_prefix("name") {
            if rest.trim_start().starts_with('=') && name.is_none() {
                name = Some(toml_value(rest).to_owned());
            }
        } else if let Some(rest) = line.strip_prefix("version")
            && rest.trim_start().starts_with('=')
            && version.is_none()
        {
            version = Some(toml_value(rest).to_owned());
        }
    }
    match (name, version) {
        (Some(name), Some(version)) => (name, version),
        _ => panic!("{}: no [package] name and version", dir.display()),
    }
}

/// The value of a `key = "value"` line, given what follows the key.
fn toml_value(rest: &str) -> &str {
    rest.trim().trim_start_matches('=').trim().trim_matches('"')
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Checks one vendored crate the way cargo does before building it: the package checksum
/// must be Cargo.lock's, and every file listed in `.cargo-checksum.json` must hash to its
/// entry. Returns the problems found.
fn check_vendored(dir: &Path, lock_checksum: &str) -> Vec<String> {
    let name = dir.file_name().unwrap().to_string_lossy().into_owned();
    let Ok(text) = fs::read_to_string(dir.join(".cargo-checksum.json")) else {
        return vec![format!("vendor/{name}: no .cargo-checksum.json")];
    };
    let sums: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut problems = Vec::new();
    if sums["package"].as_str() != Some(lock_checksum) {
        problems.push(format!(
            "vendor/{name}: package checksum {} is not Cargo.lock's {lock_checksum}",
            sums["package"]
        ));
    }
    let files = sums["files"].as_object().cloned().unwrap_or_default();
    for (file, want) in files {
        match fs::read(dir.join(&file)) {
            Ok(bytes) => {
                let got = hex(digest(&SHA256, &bytes).as_ref());
                if Some(got.as_str()) != want.as_str() {
                    problems.push(format!(
                        "vendor/{name}/{file}: content differs from its checksum"
                    ));
                }
            }
            Err(error) => problems.push(format!("vendor/{name}/{file}: {error}")),
        }
    }
    problems
}

#[test]
fn vendor_matches_both_lock_files() {
    let mut wanted = registry_packages(&root().join("Cargo.lock"));
    for (id, checksum) in registry_packages(&root().join("fuzz/Cargo.lock")) {
        if let Some(other) = wanted.insert(id.clone(), checksum.clone())
            && other != checksum
        {
            panic!(
                "{} {}: the two lock files disagree on its checksum",
                id.0, id.1
            );
        }
    }
    let vendor = root().join("vendor");
    let entries = fs::read_dir(&vendor)
        .unwrap_or_else(|error| panic!("{}: {error}; {REVENDOR}", vendor.display()));
    let mut problems = Vec::new();
    let mut found = BTreeSet::new();
    for entry in entries {
        let dir = entry.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        let id = manifest_id(&dir);
        match wanted.get(&id) {
            Some(checksum) => problems.extend(check_vendored(&dir, checksum)),
            None => problems.push(format!(
                "vendor/{}: {} {} is in no lock file",
                dir.file_name().unwrap().to_string_lossy(),
                id.0,
                id.1
            )),
        }
        found.insert(id);
    }
    for (name, version) in wanted.keys().filter(|id| !found.contains(*id)) {
        problems.push(format!("{name} {version}: locked but not in vendor/"));
    }
    assert!(
        problems.is_empty(),
        "vendor/ does not match Cargo.lock and fuzz/Cargo.lock ({REVENDOR}):\n  {}",
        problems.join("\n  ")
    );
}

#[test]
fn cargo_config_builds_from_vendor() {
    let config = fs::read_to_string(root().join(".cargo/config.toml")).unwrap();
    for line in [
        "[source.crates-io]",
        "replace-with = \"vendored-sources\"",
        "[source.vendored-sources]",
        "directory = \"vendor\"",
        "rustc-wrapper = \"tools/rustc-wrapper\"",
    ] {
        assert!(
            config.lines().any(|l| l.trim() == line),
            ".cargo/config.toml lacks `{line}`"
        );
    }
}

/// A release build refuses unstable features, and fuzz builds accept them. Not a look at
/// the configuration: `scripts/build-release --check-stable` compiles a probe crate with a
/// `#![feature]` through the very command, configuration (.cargo/config.toml, its rustc
/// wrapper) and flags of the release build. With `--cfg fuzzing` added (what cargo-fuzz
/// passes) the probe must compile, the positive signal that it can see unstable features
/// accepted; without, rustc must refuse it with E0554. Seconds: the probe has no
/// dependencies. The full release build runs the same probe first (scripts/audit).
#[test]
fn release_build_refuses_unstable_features() {
    let output = Command::new("bash")
        .arg(root().join("scripts/build-release"))
        .arg("--check-stable")
        .env_remove("RUSTC_BOOTSTRAP")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "scripts/build-release --check-stable failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        stdout.contains(
            "unstable features refused (probe: E0554 without --cfg fuzzing, compiles with it)"
        ),
        "unexpected probe output: {stdout}"
    );
    let refused = fs::read_to_string(root().join("target/stable-probe/release.log")).unwrap();
    assert!(
        refused.contains("error[E0554]"),
        "the release-mode probe failed, but not with E0554:\n{refused}"
    );
}

/// vendor/ keeps only the k8s-openapi API version the product enables (the others are
/// three quarters of the crate); enabling another one without re-vendoring would break the
/// offline build, so this says so at once.
#[test]
fn vendored_k8s_openapi_has_the_enabled_api_version() {
    let manifest = fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let line = manifest
        .lines()
        .find(|l| l.starts_with("k8s-openapi"))
        .unwrap();
    let feature = line
        .split('"')
        .find(|part| part.starts_with("v1_"))
        .unwrap_or_else(|| panic!("no v1_* feature in `{line}`"));
    let vendored = fs::read_dir(root().join("vendor"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| manifest_id(p).0 == "k8s-openapi")
        .unwrap();
    let dir = vendored.join("src").join(feature);
    assert!(
        dir.is_dir(),
        "{} is missing: Cargo.toml enables k8s-openapi's {feature}, so the vendor filter in \
         Cargo.toml must keep it ({REVENDOR})",
        dir.display()
    );
}

#[test]
fn dockerfile_is_generated_from_the_image_file_list() {
    let output = Command::new("bash")
        .arg(root().join("scripts/build-image"))
        .arg("--dockerfile")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "scripts/build-image --dockerfile failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let committed = fs::read_to_string(root().join("Dockerfile")).unwrap();
    assert_eq!(
        committed,
        String::from_utf8_lossy(&output.stdout),
        "Dockerfile is stale: run `scripts/build-image --dockerfile > Dockerfile`"
    );
}
