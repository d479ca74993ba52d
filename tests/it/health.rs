//! `/live` against real supervised threads: a loop that stops beating its heartbeat makes
//! `/live` fail with the thread's name, a loop that resumes makes it pass again, and a loop
//! that exits makes it fail for good, so the kubelet restarts a wedged process.

use std::thread;
use std::time::{Duration, Instant};

use crossbeam_channel::bounded;
use vault_db_injector::healthcheck::{Health, HealthResponse};
use vault_db_injector::runtime::{Supervisor, shutdown_channel};

/// Polls `/live` until `done` accepts the answer, or fails after a few seconds (the machine
/// is shared, so fixed sleeps would be flaky).
fn wait_for_live(
    health: &Health,
    what: &str,
    done: impl Fn(&HealthResponse) -> bool,
) -> HealthResponse {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let response = health.handle("/live");
        if done(&response) {
            return response;
        }
        assert!(
            Instant::now() < deadline,
            "{what}: last answer {response:?}"
        );
        thread::sleep(Duration::from_millis(20));
    }
}

enum Command {
    Wedge(Duration),
    Exit,
}

#[test]
fn live_follows_a_wedged_and_an_exited_loop() {
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let health = Health::new();
    health.set_liveness(supervisor.liveness());
    let (commands_tx, commands_rx) = bounded::<Command>(1);
    supervisor
        .spawn(
            "it-looper",
            true,
            Some(Duration::from_millis(300)),
            move |ctx| {
                while !ctx.shutdown.wait_timeout(Duration::from_millis(10)) {
                    ctx.heartbeat.beat();
                    match commands_rx.try_recv() {
                        // A call that hangs without beating, then returns.
                        Ok(Command::Wedge(duration)) => thread::sleep(duration),
                        Ok(Command::Exit) => return Ok(()),
                        Err(_) => {}
                    }
                }
                Ok(())
            },
        )
        .unwrap();

    let alive = wait_for_live(&health, "healthy loop", |r| r.status == 200);
    assert_eq!(alive.body, "alive");

    commands_tx
        .send(Command::Wedge(Duration::from_millis(1500)))
        .unwrap();
    let wedged = wait_for_live(&health, "wedged loop", |r| r.status == 500);
    assert!(wedged.body.contains("it-looper"), "{}", wedged.body);
    assert!(wedged.body.contains("no progress"), "{}", wedged.body);

    let recovered = wait_for_live(&health, "recovered loop", |r| r.status == 200);
    assert_eq!(recovered.body, "alive");

    commands_tx.send(Command::Exit).unwrap();
    let exited = wait_for_live(&health, "exited loop", |r| r.status == 500);
    assert!(
        exited.body.contains("it-looper has exited"),
        "{}",
        exited.body
    );
    // An exited loop never comes back: checked once the supervisor has its exit report
    // (the thread has ended, not just stopped beating).
    let exit = supervisor
        .exits()
        .recv_timeout(Duration::from_secs(10))
        .unwrap();
    assert_eq!(exit.name, "it-looper");
    assert_eq!(exit.result, Ok(()));
    assert_eq!(health.handle("/live").status, 500);
    trigger.trigger();
}

#[test]
fn readyz_and_healthz_through_the_public_api() {
    let health = Health::new();
    let webhook = health.readiness("webhook");
    assert_eq!(health.handle("/readyz").status, 503);
    webhook.set(true);
    assert_eq!(health.handle("/readyz").status, 200);
    health.set_vault_check(|| Err("sys/health: sealed".to_owned()));
    let response = health.handle("/healthz");
    assert_eq!(response.status, 424);
    assert_eq!(response.content_type, "application/json");
    let body: serde_json::Value = serde_json::from_str(&response.body).unwrap();
    assert_eq!(
        body["vault"]["message"],
        "Failed to connect to Vault: sys/health: sealed"
    );
    assert_eq!(body["kubernetes"], serde_json::json!({"status": "healthy"}));
}
