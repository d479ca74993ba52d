//! Replays, on the stable toolchain and on every `cargo test`, each input a fuzz target has
//! ever crashed on (`tests/data/fuzz/<target>/`, minimised with `cargo fuzz tmin`) and the
//! committed seeds (`fuzz/seeds/<target>/`), through the same calls as the targets in
//! `fuzz/fuzz_targets/`. A fixed crash stays fixed without anyone running the fuzzer.

use std::fs;
use std::path::{Path, PathBuf};

use vault_db_injector::config::Config;
use vault_db_injector::http::parse_request_head;
use vault_db_injector::injector;
use vault_db_injector::{nri, placeholder};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// What each target does with one input, as in `fuzz/fuzz_targets/<target>.rs`. `Err` is a
/// find (the targets panic there).
fn run(target: &str, data: &[u8]) -> Result<(), String> {
    match target {
        "placeholder" => placeholder::self_check(data),
        "nri_frames" => {
            nri::fuzz_decode(data);
            Ok(())
        }
        "config" => {
            if let Ok(text) = std::str::from_utf8(data)
                && let Ok(config) = Config::from_yaml_str(text, &|_| None)
            {
                let _ = config.validate();
            }
            Ok(())
        }
        "http" => match parse_request_head(data) {
            Ok(Some((_head, consumed))) if consumed > data.len() => Err(format!(
                "head of {consumed} bytes from {} bytes",
                data.len()
            )),
            _ => Ok(()),
        },
        "admission_review" => injector::review_self_check(data),
        other => Err(format!(
            "no replay for fuzz target `{other}`: add it to tests/it/fuzz.rs"
        )),
    }
}

/// The fuzz targets, from `fuzz/Cargo.toml`'s `[[bin]]` names.
fn targets() -> Vec<String> {
    let manifest = fs::read_to_string(root().join("fuzz/Cargo.toml")).unwrap();
    let mut targets = Vec::new();
    let mut in_bin = false;
    for line in manifest.lines() {
        if line.starts_with('[') {
            in_bin = line == "[[bin]]";
        } else if in_bin && let Some(name) = line.strip_prefix("name = ") {
            targets.push(name.trim_matches('"').to_owned());
        }
    }
    targets
}

fn inputs(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_file() && path.file_name().is_some_and(|n| n != "README.md"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_regression_directory_belongs_to_a_fuzz_target() {
    let targets = targets();
    assert!(
        targets.iter().any(|t| t == "placeholder"),
        "fuzz/Cargo.toml lists no targets: {targets:?}"
    );
    for target in &targets {
        assert!(
            run(target, b"").is_ok(),
            "fuzz target `{target}` has no replay here, or fails on empty input"
        );
    }
    let Ok(entries) = fs::read_dir(root().join("tests/data/fuzz")) else {
        return;
    };
    for entry in entries {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            targets.contains(&name),
            "tests/data/fuzz/{name} names no fuzz target of fuzz/Cargo.toml"
        );
    }
}

#[test]
fn crashes_and_seeds_replay_cleanly() {
    let mut failures = Vec::new();
    let mut count = 0;
    for target in targets() {
        for dir in [
            root().join("tests/data/fuzz").join(&target),
            root().join("fuzz/seeds").join(&target),
        ] {
            for file in inputs(&dir) {
                count += 1;
                let data = fs::read(&file).unwrap();
                // A panic is what the fuzzer found in the first place: name the file.
                match std::panic::catch_unwind(|| run(&target, &data)) {
                    Ok(Ok(())) => {}
                    Ok(Err(find)) => failures.push(format!("{}: {find}", file.display())),
                    Err(_) => failures.push(format!("{}: panicked", file.display())),
                }
            }
        }
    }
    assert!(count > 0, "no fuzz inputs found");
    assert!(
        failures.is_empty(),
        "fuzz inputs fail again:\n  {}",
        failures.join("\n  ")
    );
}
