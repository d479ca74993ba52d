//! The sandbox's non-interactive core (what `scripts/sandbox` runs, without `--keep`): one
//! labelled pod's whole life against real OpenBao and PostgreSQL, the API and runtime
//! doubles, and the product binary in mode `all` with NRI delivery. Every step must hold,
//! and neither the sandbox's output nor the product's log may hold a password or token.

use std::path::PathBuf;

use vdbi_testbed::sandbox::{self, Options};

#[test]
fn the_sandbox_walks_a_pod_through_its_life_and_prints_no_secret() {
    let options = Options {
        binary: PathBuf::from(env!("CARGO_BIN_EXE_vault-db-injector")),
        keep: false,
        load: 0,
        split: false,
    };
    let mut out = Vec::new();
    let result = sandbox::run(&options, &mut out);
    let text = String::from_utf8_lossy(&out).into_owned();
    let outcome = match result {
        Ok(outcome) => outcome,
        Err(failure) => panic!("{failure}\n--- output:\n{text}"),
    };
    for expected in [
        "$ bao secrets enable -path=databases database",
        "DB_USER=__VDBI_PH_",
        "DB_PASSWORD=__VDBI_PH_",
        "DB_PASSWORD=********",
        "current_user = v-",
        "renewed:",
        "is gone",
        "every step held",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} missing from:\n{text}"
        );
    }
    assert!(
        outcome.secrets.len() >= 5,
        "{} secrets",
        outcome.secrets.len()
    );
    for (n, secret) in outcome.secrets.iter().enumerate() {
        let secret = secret.expose_secret();
        assert!(secret.len() >= 8, "secret #{n} is too short to search for");
        crate::leaks::assert_no_leak(
            &[
                ("the output", &text),
                ("the product's log", &outcome.product_log),
            ],
            &[secret],
        );
    }
}

#[test]
fn a_failing_step_is_named() {
    let options = Options {
        binary: PathBuf::from("/nonexistent/vault-db-injector"),
        keep: false,
        load: 0,
        split: false,
    };
    let mut out = Vec::new();
    let failure = sandbox::run(&options, &mut out).unwrap_err();
    assert_eq!(failure.step, "start PostgreSQL and OpenBao (TLS, dev mode)");
    assert!(
        failure
            .to_string()
            .contains("cargo build --locked --workspace --bins"),
        "{failure}"
    );
}
