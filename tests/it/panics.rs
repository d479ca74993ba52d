//! A panic's payload never reaches the process's output: the panic hook installed by `main`
//! logs the thread and the location only, and the HTTP server and the supervisor report a
//! caught panic the same way. Checked in a child process whose stdout and stderr are both
//! captured, with a canary secret in every panic message.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

use vault_db_injector::http::{Options, Request, Response, Server};
use vault_db_injector::runtime::{Supervisor, panics, shutdown_channel};

/// The secret every panic of the child quotes.
const CANARY: &str = "s.CANARY-panic-7f3a9c1e5b";

/// The child's marker: it runs its panics only when this is set.
const CHILD_ENV: &str = "VDBI_PANIC_PROBE";

#[test]
fn no_panic_payload_in_any_output() {
    let output = Command::new(std::env::current_exe().unwrap())
        .args([
            "panics::panic_probe",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ENV, "1")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let printed = format!("{stdout}{stderr}");
    assert!(output.status.success(), "probe failed: {printed}");
    assert!(
        printed.contains("probe done"),
        "the probe did not run: {printed}"
    );
    // Each panic was logged by the hook, by thread and location.
    for thread in ["\"thread\":\"probe-thread\"", "\"thread\":\"plain-thread\""] {
        assert!(
            stdout
                .lines()
                .any(|l| l.contains("thread panicked") && l.contains(thread)),
            "no hook line for {thread}: {stdout}"
        );
    }
    assert!(
        stdout.contains("\"location\":\"tests/it/panics.rs:"),
        "{stdout}"
    );
    // The catchers reported the location, not the payload.
    assert!(stdout.contains("http handler panicked"), "{stdout}");
    assert!(
        stdout.contains("\"error\":\"panicked at tests/it/panics.rs:"),
        "{stdout}"
    );
    assert!(stdout.contains("\"thread\":\"probe-thread\""), "{stdout}");
    crate::leaks::assert_no_leak(&[("the output", &printed)], &[CANARY]);
    assert!(
        !printed.contains("CANARY"),
        "a panic payload reached the output: {printed}"
    );
}

/// The child side of [`no_panic_payload_in_any_output`]: does nothing unless run by it.
#[test]
fn panic_probe() {
    #[allow(clippy::disallowed_methods)]
    if std::env::var(CHILD_ENV).is_err() {
        return;
    }
    // As `main` does, first.
    panics::install_hook();
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);

    // 1. An HTTP handler panicking with the secret in its message.
    let handler = |_: &Request| -> Response { panic!("handler bug holding {CANARY}") };
    let server = Server::start(
        &supervisor,
        Options::new("probe", "127.0.0.1:0"),
        Arc::new(handler),
    )
    .unwrap();
    let mut stream = TcpStream::connect(server.local_addr()).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream
        .write_all(b"GET /x HTTP/1.1\r\nHost: probe\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 500"), "{answer}");

    // 2. A supervised thread hitting one of Rust's own panics, which quote the string.
    supervisor
        .spawn("probe-thread", true, None, |_| {
            let text = format!("token={CANARY}");
            #[allow(clippy::string_slice)]
            let cut = &text[..4096];
            Err(cut.to_owned().into())
        })
        .unwrap();
    let failure = supervisor.wait().unwrap();
    let said = failure.result.unwrap_err();
    assert!(
        said.starts_with("panicked at tests/it/panics.rs:"),
        "{said}"
    );

    // 3. A thread outside any catcher: only the hook speaks.
    #[allow(clippy::disallowed_methods)]
    let plain = std::thread::Builder::new()
        .name("plain-thread".to_owned())
        .spawn(|| {
            // `unwrap` on an `Err` quotes the error: the panic std writes most often.
            let value: Result<(), String> = Err(format!("password {CANARY}"));
            #[allow(clippy::unnecessary_literal_unwrap)]
            value.unwrap();
        })
        .unwrap();
    assert!(plain.join().is_err());

    trigger.trigger();
    // The worker writes its log lines after the answer (and after closing a `Connection:
    // close` connection): the probe waits for the server's threads before it may exit.
    assert!(
        server.wait_stopped(Duration::from_secs(10)),
        "the probe's server did not stop"
    );
    vault_db_injector::logger::info("probe done", &[]);
}
