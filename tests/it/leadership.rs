//! Leader election against the Kubernetes API double, with short timings: exactly one of
//! three electors leads; a leader that stops renewing (as after SIGKILL) is replaced within
//! leaseDuration + retryPeriod; a released lease is taken within about a retryPeriod; a
//! leader cut off from the API stops acting within renewDeadline, before anyone may take
//! over; and a leader whose lease is taken rejoins the election and leads again later.
//! The two-process versions (SIGKILL, SIGTERM) are in `revoker.rs`.

// Helpers here are test code too (clippy's allow-*-in-tests only covers #[test] bodies),
// and their helper threads are not product threads.
#![allow(
    clippy::disallowed_methods,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic
)]

use std::fs;
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use k8s_openapi::api::coordination::v1::Lease;
use vault_db_injector::k8s::{self, Credentials};
use vault_db_injector::leadership::{
    self, ElectionConfig, Elector, Leadership, LeaseApi, SystemClock,
};
use vault_db_injector::runtime::{ShutdownTrigger, Supervisor, shutdown_channel};
use vault_db_injector::secret::SecretString;
use vdbi_testbed::kube_api::KubeApi;
use vdbi_testbed::tempdir::TempDir;

const LEASE_DURATION: Duration = Duration::from_millis(2_000);
const RENEW_DEADLINE: Duration = Duration::from_millis(1_500);
const RETRY_PERIOD: Duration = Duration::from_millis(250);

fn client(api: &KubeApi, token: &str) -> k8s::Client {
    k8s::Client::new(k8s::ClientConfig {
        server: api.url().to_owned(),
        ca_pem: fs::read(api.ca_cert_path()).unwrap(),
        credentials: Credentials::Token(SecretString::new(token.into())),
        source: "test".into(),
        timeouts: k8s::Timeouts {
            connect: Duration::from_secs(1),
            request: Duration::from_secs(1),
            watch: Duration::from_secs(5),
            watch_margin: Duration::from_secs(1),
            health: Duration::from_secs(1),
        },
    })
    .unwrap()
}

fn config(identity: &str) -> ElectionConfig {
    ElectionConfig {
        namespace: "vdbi".into(),
        lease_name: "lock-injector-revoker".into(),
        identity: identity.into(),
        lease_duration: LEASE_DURATION,
        renew_deadline: RENEW_DEADLINE,
        retry_period: RETRY_PERIOD,
        mode: "revoker",
    }
}

/// One elector on a supervised thread, with its own bearer token. `kill` revokes that
/// token, so the replica can neither renew nor release (as after SIGKILL); `stop` is the
/// graceful way (the lease is released).
struct Replica<'a> {
    api: &'a KubeApi,
    token: String,
    leadership: Leadership,
    trigger: ShutdownTrigger,
    supervisor: Supervisor,
    running: bool,
}

impl<'a> Replica<'a> {
    fn start(api: &'a KubeApi, identity: &str) -> Replica<'a> {
        let token = format!("token-{identity}");
        api.add_token(&token, identity);
        let lease_api: Arc<dyn LeaseApi> = Arc::new(client(api, &token));
        let leadership = Leadership::new();
        let mut elector = Elector::new(
            lease_api,
            config(identity),
            Arc::new(SystemClock),
            leadership.clone(),
        );
        let (trigger, shutdown) = shutdown_channel();
        let supervisor = Supervisor::new(shutdown);
        supervisor
            .spawn(&format!("election-{identity}"), true, None, move |ctx| {
                leadership::run(&mut elector, &ctx.shutdown, &ctx.heartbeat);
                Ok(())
            })
            .unwrap();
        Replica {
            api,
            token,
            leadership,
            trigger,
            supervisor,
            running: true,
        }
    }

    fn leads(&self) -> bool {
        self.leadership.is_leading()
    }

    fn kill(&self) {
        self.api.remove_token(&self.token);
    }

    fn stop(&mut self) {
        if std::mem::replace(&mut self.running, false) {
            self.trigger.trigger();
            self.supervisor
                .exits()
                .recv_timeout(Duration::from_secs(10))
                .unwrap();
        }
    }
}

impl Drop for Replica<'_> {
    fn drop(&mut self) {
        self.stop();
    }
}

fn start() -> (TempDir, KubeApi) {
    let dir = TempDir::new("leadership").unwrap();
    let api = KubeApi::start(dir.path()).unwrap();
    api.add_token("admin-token", "admin");
    (dir, api)
}

fn holder(api: &KubeApi) -> Option<String> {
    api.lease("vdbi", "lock-injector-revoker")
        .and_then(|l: Lease| l.spec?.holder_identity)
}

fn wait_for(what: &str, timeout: Duration, mut done: impl FnMut() -> bool) -> Duration {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < timeout, "timed out waiting for {what}");
        thread::sleep(Duration::from_millis(20));
    }
    start.elapsed()
}

fn leaders(replicas: &[Replica<'_>]) -> usize {
    replicas.iter().filter(|r| r.leads()).count()
}

#[test]
fn exactly_one_of_three_leads_and_a_killed_leader_is_replaced_in_time() {
    let (_dir, api) = start();
    let replicas: Vec<Replica<'_>> = ["a", "b", "c"]
        .iter()
        .map(|id| Replica::start(&api, id))
        .collect();
    wait_for("a leader", Duration::from_secs(5), || {
        leaders(&replicas) == 1
    });
    // Never two at once over a few renewal rounds.
    for _ in 0..40 {
        assert!(leaders(&replicas) <= 1);
        thread::sleep(Duration::from_millis(25));
    }
    let first = replicas.iter().position(Replica::leads).unwrap();
    let name = holder(&api).unwrap();
    assert_eq!(name, ["a", "b", "c"][first]);
    let spec = api
        .lease("vdbi", "lock-injector-revoker")
        .unwrap()
        .spec
        .unwrap();
    assert_eq!(spec.lease_duration_seconds, Some(2));
    assert!(spec.acquire_time.is_some() && spec.renew_time.is_some());
    let transitions = spec.lease_transitions.unwrap_or(0);
    // SIGKILL-like: the leader stops renewing and does not release.
    replicas[first].kill();
    let took = wait_for("a new leader", Duration::from_secs(10), || {
        holder(&api).is_some_and(|h| h != name)
    });
    // The follower counts the lease duration from when it saw the last renewal, up to one
    // (jittered) retry period after it, and tries again up to one later: two periods, plus
    // round trips on a loaded machine.
    let bound = LEASE_DURATION + RETRY_PERIOD.mul_f64(2.4) + Duration::from_millis(600);
    assert!(took <= bound, "took {took:?}, bound {bound:?}");
    wait_for("the new leader acts", Duration::from_secs(2), || {
        leaders(&replicas) == 1
    });
    let spec = api
        .lease("vdbi", "lock-injector-revoker")
        .unwrap()
        .spec
        .unwrap();
    assert_eq!(spec.lease_transitions, Some(transitions + 1));
}

#[test]
fn a_released_lease_is_taken_within_a_retry_period() {
    let (_dir, api) = start();
    let mut a = Replica::start(&api, "a");
    wait_for("a leads", Duration::from_secs(5), || a.leads());
    let b = Replica::start(&api, "b");
    // b is seen trying for the Lease (its own token names it in the double's log) before
    // it is checked not to lead.
    let tries = |who: &str| {
        api.requests()
            .iter()
            .filter(|r| r.user == who && r.path.contains("/leases"))
            .count()
    };
    wait_for("b tries for the lease", Duration::from_secs(5), || {
        tries("b") >= 2
    });
    assert!(!b.leads());
    let stopped = Instant::now();
    a.stop();
    wait_for("b leads", Duration::from_secs(5), || b.leads());
    let took = stopped.elapsed();
    // Still well under what an expiry would take (the lease duration less a retry
    // period), so only the release explains it: the margin is for the release's own
    // round trips and a loaded machine.
    assert!(
        took <= RETRY_PERIOD.mul_f64(1.2) + Duration::from_millis(900),
        "took {took:?}"
    );
    assert!(RETRY_PERIOD.mul_f64(1.2) + Duration::from_millis(900) < LEASE_DURATION - RETRY_PERIOD);
}

#[test]
fn a_leader_cut_off_from_the_api_stops_acting_within_the_renew_deadline() {
    let (_dir, api) = start();
    let a = Replica::start(&api, "a");
    wait_for("a leads", Duration::from_secs(5), || a.leads());
    let cut = Instant::now();
    api.set_unavailable(true);
    let took = wait_for("a stops", Duration::from_secs(5), || !a.leads());
    // What matters is that it stops before anyone may take over (the lease duration after
    // its last renewal, which came before the cut): the renew deadline plus a margin for
    // the poll and a loaded machine, still short of the lease duration.
    assert!(
        took <= RENEW_DEADLINE + Duration::from_millis(400),
        "took {took:?}"
    );
    assert!(RENEW_DEADLINE + Duration::from_millis(400) < LEASE_DURATION);
    // Stopped before anyone could have taken the lease.
    assert!(cut.elapsed() < LEASE_DURATION);
    // Back: a rejoins the election and leads again (its own record).
    api.set_unavailable(false);
    wait_for("a leads again", Duration::from_secs(5), || a.leads());
}

#[test]
fn a_leader_whose_lease_is_taken_rejoins_and_leads_again() {
    let (_dir, api) = start();
    let a = Replica::start(&api, "a");
    wait_for("a leads", Duration::from_secs(5), || a.leads());
    let term = a.leadership.term().unwrap();
    // Another replica (a skewed clock, an operator) writes itself into the lease once.
    let admin = client(&api, "admin-token");
    let mut lease = admin
        .get_lease("vdbi", "lock-injector-revoker")
        .unwrap()
        .unwrap();
    lease.spec.as_mut().unwrap().holder_identity = Some("intruder".into());
    admin.update_lease("vdbi", &lease).unwrap();
    wait_for("a steps down", Duration::from_secs(2), || !a.leads());
    assert!(!a.leadership.is_leading_in(term));
    // The intruder never renews: once the record is stale, a takes it back.
    let took = wait_for("a leads again", Duration::from_secs(10), || a.leads());
    assert!(took >= LEASE_DURATION - RETRY_PERIOD, "took {took:?}");
    assert!(a.leadership.term().unwrap() > term);
    assert_eq!(holder(&api).as_deref(), Some("a"));
    drop(a);
    assert_eq!(holder(&api), None);
}
