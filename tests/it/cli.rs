//! The command line as operators and the chart use it: the built binary is run with a
//! cleared environment, and its exit codes, output and signal handling are checked.

// The helpers below fail the test the way the tests themselves do, by panicking; clippy's
// test allowances cover only `#[test]` functions.
#![allow(clippy::unwrap_used, clippy::panic)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc::{Receiver, sync_channel};
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use vdbi_testbed::tempdir::TempDir;

const BINARY: &str = env!("CARGO_BIN_EXE_vault-db-injector");

/// A configuration that passes validation and needs no file or server: the NRI mode with
/// the plugin disabled idles until signalled. Listen addresses use port 0 so that parallel
/// tests never clash once the servers exist.
pub(crate) const IDLE_CONFIG: &str = "\
vaultAddress: https://vault.example.com:8200
vaultAuthPath: kubernetes
kubeRole: all-rw
vaultSecretName: vault-db-injector
vaultSecretPrefix: kubernetes
mode: nri
nri:
  enabled: false
webhookAddress: 127.0.0.1:0
metricsAddress: 127.0.0.1:0
healthAddress: 127.0.0.1:0
";

pub(crate) fn write_config(dir: &TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn command(args: &[&str]) -> Command {
    let mut command = Command::new(BINARY);
    command.args(args).env_clear();
    command
}

fn run(args: &[&str]) -> Output {
    command(args).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn repository(relative: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(relative)
        .display()
        .to_string()
}

#[test]
fn version_prints_name_and_version() {
    let output = run(&["version"]);
    assert_eq!(output.status.code(), Some(0));
    let stdout = text(&output.stdout);
    assert!(
        stdout.starts_with(&format!("vault-db-injector {}", env!("CARGO_PKG_VERSION"))),
        "{stdout}"
    );
}

#[test]
fn help_is_not_an_error() {
    let output = run(&["--help"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(text(&output.stdout).contains("check-config"));
}

#[test]
fn check_config_accepts_the_documented_example() {
    let output = run(&[
        "check-config",
        "--config",
        &repository("docs/examples/config.yaml"),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert!(
        stdout.contains("configuration is valid (mode all)"),
        "{stdout}"
    );
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
}

#[test]
fn check_config_names_the_key_a_typo_meant() {
    let dir = TempDir::new("vdbi-cli").unwrap();
    let path = write_config(
        &dir,
        "typo.yaml",
        &format!("{IDLE_CONFIG}SyncTTLSecond: 60\n"),
    );
    let output = run(&["check-config", "--config", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("unknown key `SyncTTLSecond`, did you mean `syncTTLSecond`?"),
        "{stderr}"
    );
    assert!(stderr.contains("1 problem"), "{stderr}");
}

#[test]
fn check_config_reports_every_problem() {
    let output = run(&["check-config"]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = text(&output.stderr);
    for message in [
        "no certFile specified",
        "no vaultAddress specified",
        "no vaultSecretPrefix specified",
    ] {
        assert!(stderr.contains(message), "{stderr}");
    }
    assert!(
        stderr.contains("allowUnauthenticatedLegacyDelivery: true"),
        "{stderr}"
    );
    assert!(stderr.contains("8 problems"), "{stderr}");
}

#[test]
fn all_four_config_spellings_are_read() {
    let dir = TempDir::new("vdbi-cli").unwrap();
    let path = write_config(&dir, "nri.yaml", IDLE_CONFIG);
    let path = path.to_str().unwrap();
    let spellings: [Vec<String>; 4] = [
        vec!["--config".into(), path.into()],
        vec![format!("--config={path}")],
        vec!["-config".into(), path.into()],
        vec![format!("-config={path}")],
    ];
    for spelling in spellings {
        let mut args = vec!["check-config"];
        args.extend(spelling.iter().map(String::as_str));
        let output = run(&args);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&output.stderr)
        );
        let stdout = text(&output.stdout);
        assert!(
            stdout.contains(path) && stdout.contains("mode nri"),
            "{args:?}: {stdout}"
        );
    }
}

#[test]
fn environment_alone_configures_and_mode_flag_overrides() {
    let env = [
        ("INJECTOR_VAULT_ADDRESS", "https://vault.example.com:8200"),
        ("INJECTOR_VAULT_AUTH_PATH", "kubernetes"),
        ("INJECTOR_KUBE_ROLE", "all-rw"),
        ("INJECTOR_VAULT_SECRET_NAME", "vault-db-injector"),
        ("INJECTOR_VAULT_SECRET_PREFIX", "kubernetes"),
        ("INJECTOR_MODE", "revoker"),
    ];
    let output = command(&["check-config"]).envs(env).output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(text(&output.stdout).contains("mode revoker"));
    let output = command(&["check-config", "--mode", "injector"])
        .envs(env)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains("no certFile specified"));
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["--bogus"][..],
        &["--mode", "webhook"],
        &["serve"],
        &["--config"],
    ] {
        let output = run(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(text(&output.stderr).contains("usage:"), "{args:?}");
    }
}

#[test]
fn unreadable_config_exits_1() {
    let output = run(&["check-config", "--config", "/nonexistent/config.yaml"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains("cannot read config file /nonexistent/config.yaml"));
    let output = run(&["--config", "/nonexistent/config.yaml"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stdout).contains("\"level\":\"error\""));
}

#[test]
fn invalid_config_at_run_time_exits_1_with_json_errors() {
    let output = run(&["--mode", "renewer"]);
    assert_eq!(output.status.code(), Some(1));
    let stdout = text(&output.stdout);
    for line in stdout.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(value["time"].is_string(), "{line}");
    }
    assert!(
        stdout.contains("invalid config: no vaultAddress specified"),
        "{stdout}"
    );
}

#[test]
fn strict_config_refuses_unknown_keys_at_run_time() {
    let dir = TempDir::new("vdbi-cli").unwrap();
    let path = write_config(
        &dir,
        "strict.yaml",
        &format!("{IDLE_CONFIG}strictConfig: true\nkubeRoleRenewer: x\n"),
    );
    let output = run(&["--config", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stdout).contains("unknown key `kubeRoleRenewer`"));
}

/// Starts the binary and returns its stdout lines through a channel, so that a test can
/// wait for a line with a deadline.
pub(crate) fn spawn_running(config: &Path) -> (Child, Receiver<String>) {
    spawn_with_env(config, &[])
}

/// [`spawn_running`] with these environment variables (and nothing else) set.
pub(crate) fn spawn_with_env(config: &Path, env: &[(&str, &Path)]) -> (Child, Receiver<String>) {
    let mut command = command(&["--config", config.to_str().unwrap()]);
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (lines_tx, lines_rx) = sync_channel(1024);
    #[allow(clippy::disallowed_methods)] // A test helper thread, not a product thread.
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if lines_tx.send(line).is_err() {
                break;
            }
        }
    });
    (child, lines_rx)
}

pub(crate) fn wait_for_line(lines: &Receiver<String>, needle: &str) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut seen = Vec::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match lines.recv_timeout(left) {
            Ok(line) => {
                let found = line.contains(needle);
                seen.push(line);
                if found {
                    return seen;
                }
            }
            Err(_) => break,
        }
    }
    panic!("no line containing {needle:?} within 10s; saw {seen:?}");
}

pub(crate) fn wait_exit(child: &mut Child, within: Duration) -> Option<i32> {
    let deadline = Instant::now() + within;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.code();
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("process did not exit within {within:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn stops_on(signal: Signal) {
    let dir = TempDir::new("vdbi-cli").unwrap();
    let path = write_config(
        &dir,
        "idle.yaml",
        &format!("{IDLE_CONFIG}SyncTTLSecond: 60\n"),
    );
    let (mut child, lines) = spawn_running(&path);
    let seen = wait_for_line(&lines, "Starting vault-db-injector");
    // An unknown key is a warning at run time, and the process runs.
    assert!(
        seen.iter()
            .any(|line| line.contains("\"level\":\"warning\"")
                && line.contains("unknown key `SyncTTLSecond`")),
        "{seen:?}"
    );
    let pid = Pid::from_raw(i32::try_from(child.id()).unwrap());
    let start = Instant::now();
    kill(pid, signal).unwrap();
    assert_eq!(wait_exit(&mut child, Duration::from_secs(10)), Some(0));
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    wait_for_line(&lines, "vault-db-injector stopped");
}

#[test]
fn sigterm_is_an_orderly_shutdown() {
    stops_on(Signal::SIGTERM);
}

#[test]
fn sigint_is_an_orderly_shutdown() {
    stops_on(Signal::SIGINT);
}

#[test]
fn sighup_does_not_stop_the_process() {
    let dir = TempDir::new("vdbi-cli").unwrap();
    let path = write_config(&dir, "idle.yaml", IDLE_CONFIG);
    let (mut child, lines) = spawn_running(&path);
    wait_for_line(&lines, "Starting vault-db-injector");
    let pid = Pid::from_raw(i32::try_from(child.id()).unwrap());
    kill(pid, Signal::SIGHUP).unwrap();
    wait_for_line(&lines, "SIGHUP received");
    assert!(child.try_wait().unwrap().is_none());
    kill(pid, Signal::SIGTERM).unwrap();
    assert_eq!(wait_exit(&mut child, Duration::from_secs(10)), Some(0));
}
