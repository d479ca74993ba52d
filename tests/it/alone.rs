//! Runs one test alone in a child process of this test binary, so that what is
//! process-wide (the metrics registry, the logger's stdout) belongs to that test only.
//!
//! The product keeps one registry per process (`metrics::global()`, reached from some
//! sixty call sites), so a test that runs the product in-process and asserts that a counter
//! moved could be satisfied by another test running at the same time. A test that reads
//! such a counter starts with
//!
//! ```ignore
//! if crate::alone::delegated("admission::denials_leave_nothing_behind") {
//!     return;
//! }
//! ```
//!
//! In the suite's process this runs the test again, alone, in a child (`--exact`, one
//! thread) and fails if it fails there; in that child it returns false and the body runs.
//! Counters with a label value no other test produces (a uuid made by the test) do not
//! need this.
//!
//! The child's stdout and stderr (the product's log lines among them) are searched for
//! every secret the test handed to [`note_secrets`], in every form `crate::leaks` knows.

use std::fs;
use std::io::Write as _;
use std::process::Command;

/// Set in the child to the name of the one test it runs.
const VAR: &str = "VDBI_TEST_ALONE";
/// Set in the child to the file where [`note_secrets`] appends.
const SECRETS_VAR: &str = "VDBI_TEST_ALONE_SECRETS";

/// In a child run by [`delegated`], records `secrets` for the search of its output; does
/// nothing elsewhere.
pub(crate) fn note_secrets(secrets: &[&str]) {
    #[allow(clippy::disallowed_methods)] // The test harness's own switch, not product config.
    let Ok(path) = std::env::var(SECRETS_VAR) else {
        return;
    };
    let mut file = fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .unwrap();
    for secret in secrets.iter().filter(|s| !s.is_empty()) {
        // One per line, JSON-quoted so that a secret holding a newline stays one entry.
        writeln!(file, "{}", serde_json::to_string(secret).unwrap()).unwrap();
    }
}

/// True in the suite's process after `test` (its path below the crate, `module::name`)
/// passed alone in a child process; false in that child, where the caller runs its body.
pub(crate) fn delegated(test: &str) -> bool {
    #[allow(clippy::disallowed_methods)] // The test harness's own switch, not product config.
    let inside = std::env::var(VAR).is_ok_and(|t| t == test);
    if inside {
        return false;
    }
    let dir = vdbi_testbed::tempdir::TempDir::new("alone").unwrap();
    let secrets_file = dir.path().join("secrets");
    let output = Command::new(std::env::current_exe().unwrap())
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(VAR, test)
        .env(SECRETS_VAR, &secrets_file)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "{test} failed in its own process:\n{stdout}\n{stderr}"
    );
    // A misspelt name would run nothing and pass.
    assert!(
        stdout.contains("test result: ok. 1 passed"),
        "{test} did not run in its own process:\n{stdout}"
    );
    let secrets: Vec<String> = fs::read_to_string(&secrets_file)
        .unwrap_or_default()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let secrets: Vec<&str> = secrets.iter().map(String::as_str).collect();
    crate::leaks::assert_no_leak(&[("stdout", &stdout), ("stderr", &stderr)], &secrets);
    true
}
