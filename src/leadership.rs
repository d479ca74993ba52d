//! Leader election over a `coordination.k8s.io/v1` Lease, with client-go's semantics, so
//! that only one replica of the renewer (or of the revoker) acts at a time.
//!
//! The lease record holds `holderIdentity` (`POD_NAME`), `leaseDurationSeconds`,
//! `acquireTime`, `renewTime` and `leaseTransitions`; every write carries the
//! resourceVersion it read, so two replicas racing for it get one success and one 409.
//! As in client-go, expiry is judged on the local clock: a record is expired when it has
//! not *changed* for `leaseDuration` since this replica last saw it change, so clocks of
//! different nodes need not agree, only run at about the same rate.
//!
//! The original's elector returned after losing the lease and never ran again, leaving a
//! replica that served green health checks and did nothing. Here the election is a loop:
//! a replica that loses the lease (taken by another, or not renewed within
//! `renewDeadline`) stops acting at once and goes back to trying to acquire it.
//!
//! **Invariant:** [`Leadership::is_leading`] turns false no later than `renewDeadline`
//! after the last successful renewal, even if the election thread is stuck in a call, and
//! `renewDeadline < leaseDuration`, so a leader stops acting before anyone else may take
//! the lease. There is no fencing beyond that (as in client-go), so the work done under a
//! lease must be idempotent.

use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use k8s_openapi::api::coordination::v1::{Lease, LeaseSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{MicroTime, ObjectMeta};
use k8s_openapi::jiff::Timestamp;
use ring::rand::{SecureRandom, SystemRandom};

use crate::config::{Config, Mode};
use crate::k8s;
use crate::logger;
use crate::runtime::time::instant_after;
use crate::runtime::{Heartbeat, Shutdown};

/// What an election is about and how fast it moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ElectionConfig {
    /// Where the Lease lives (`POD_NAMESPACE`).
    pub namespace: String,
    /// The Lease's name (`leaderElection.revokerLeaseName`, ...).
    pub lease_name: String,
    /// This replica's identity (`POD_NAME`).
    pub identity: String,
    /// `leaderElection.leaseDuration`.
    pub lease_duration: Duration,
    /// `leaderElection.renewDeadline`.
    pub renew_deadline: Duration,
    /// `leaderElection.retryPeriod`.
    pub retry_period: Duration,
    /// The mode electing (`renewer`, `revoker`), for the duration metric's `mode` label.
    pub mode: &'static str,
}

impl ElectionConfig {
    /// The election of `mode` (`Renewer` or `Revoker`) from the configuration: its Lease
    /// name and timings, `POD_NAME` as identity and `POD_NAMESPACE` as the Lease's
    /// namespace. The error says what is missing.
    pub fn for_mode(config: &Config, mode: Mode) -> Result<ElectionConfig, String> {
        let election = &config.leader_election;
        let (lease_name, mode) = match mode {
            Mode::Renewer => (&election.renewer_lease_name, "renewer"),
            Mode::Revoker => (&election.revoker_lease_name, "revoker"),
            other => return Err(format!("mode {other} has no leader election")),
        };
        let env = &config.environment;
        let identity = env.pod_name.clone().ok_or_else(|| {
            "POD_NAME is not set: it is this replica's leader-election identity".to_owned()
        })?;
        let namespace = env.pod_namespace.clone().ok_or_else(|| {
            "POD_NAMESPACE is not set: the election's Lease lives there".to_owned()
        })?;
        Ok(ElectionConfig {
            namespace,
            lease_name: lease_name.clone(),
            identity,
            lease_duration: election.lease_duration,
            renew_deadline: election.renew_deadline,
            retry_period: election.retry_period,
            mode,
        })
    }
}

/// What can go wrong reading or writing the Lease.
#[derive(Debug)]
pub enum Error {
    /// Another replica wrote the Lease since it was read (409), or created it first.
    Conflict {
        /// The Lease.
        lease: String,
    },
    /// The API call failed.
    Api(k8s::Error),
    /// A time could not be written into the Lease record.
    Time {
        /// The Lease.
        lease: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Conflict { lease } => write!(f, "lease {lease} was written by another replica"),
            Error::Api(_) => f.write_str("lease request failed"),
            Error::Time { lease } => write!(f, "lease {lease}: the clock is out of range"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Api(source) => Some(source),
            Error::Conflict { .. } | Error::Time { .. } => None,
        }
    }
}

/// The Lease calls the election needs; [`k8s::Client`] implements it, tests use a table.
pub trait LeaseApi: Send + Sync {
    /// Reads the Lease; `None` if it does not exist.
    fn get(&self, namespace: &str, name: &str) -> Result<Option<Lease>, Error>;
    /// Creates the Lease; [`Error::Conflict`] if it exists.
    fn create(&self, namespace: &str, lease: &Lease) -> Result<Lease, Error>;
    /// Replaces the Lease at the resourceVersion it carries; [`Error::Conflict`] if stale.
    fn update(&self, namespace: &str, lease: &Lease) -> Result<Lease, Error>;
}

fn api_error(lease: &str, error: k8s::Error) -> Error {
    if error.is_conflict() {
        Error::Conflict {
            lease: lease.to_owned(),
        }
    } else {
        Error::Api(error)
    }
}

impl LeaseApi for k8s::Client {
    fn get(&self, namespace: &str, name: &str) -> Result<Option<Lease>, Error> {
        self.get_lease(namespace, name)
            .map_err(|e| api_error(name, e))
    }

    fn create(&self, namespace: &str, lease: &Lease) -> Result<Lease, Error> {
        let name = lease.metadata.name.as_deref().unwrap_or_default();
        self.create_lease(namespace, lease)
            .map_err(|e| api_error(name, e))
    }

    fn update(&self, namespace: &str, lease: &Lease) -> Result<Lease, Error> {
        let name = lease.metadata.name.as_deref().unwrap_or_default();
        self.update_lease(namespace, lease)
            .map_err(|e| api_error(name, e))
    }
}

/// Time, behind a trait so that tests can move it by hand.
pub trait Clock: Send + Sync {
    /// The monotonic now, for every decision.
    fn now(&self) -> Instant;
    /// The wall clock, only written into the Lease record for people to read.
    fn wall(&self) -> SystemTime;
}

/// The real clocks.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Instant {
        Instant::now()
    }

    fn wall(&self) -> SystemTime {
        SystemTime::now()
    }
}

/// Whether this replica leads, shared between the election thread and the workers it
/// governs. Cheap to clone.
#[derive(Clone)]
pub struct Leadership {
    shared: Arc<Mutex<LeaderState>>,
    clock: Arc<dyn Clock>,
}

#[derive(Default)]
struct LeaderState {
    /// Counts the terms this replica has led; a worker that started in one term can tell
    /// that leadership was lost and won again meanwhile.
    term: u64,
    leading: bool,
    /// The last successful renewal plus `renewDeadline`.
    valid_until: Option<Instant>,
    /// The holder last seen in the Lease (for logs and status).
    holder: String,
}

impl fmt::Debug for Leadership {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Leadership")
            .field("term", &self.term())
            .finish_non_exhaustive()
    }
}

impl Leadership {
    /// A replica that does not lead yet, on the real clock.
    pub fn new() -> Leadership {
        Leadership::with_clock(Arc::new(SystemClock))
    }

    /// The same on `clock` (tests).
    pub fn with_clock(clock: Arc<dyn Clock>) -> Leadership {
        Leadership {
            shared: Arc::new(Mutex::new(LeaderState::default())),
            clock,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, LeaderState> {
        self.shared.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The current term when this replica leads and its last renewal is recent enough to
    /// act on; `None` otherwise.
    pub fn term(&self) -> Option<u64> {
        let now = self.clock.now();
        let state = self.lock();
        match state.valid_until {
            Some(until) if state.leading && now < until => Some(state.term),
            _ => None,
        }
    }

    /// Whether this replica may act now.
    pub fn is_leading(&self) -> bool {
        self.term().is_some()
    }

    /// Whether this replica still leads in `term` (not lost, not lost and won again).
    pub fn is_leading_in(&self, term: u64) -> bool {
        self.term() == Some(term)
    }

    /// The holder last seen in the Lease (empty before the first read or after a release).
    pub fn holder(&self) -> String {
        self.lock().holder.clone()
    }

    /// Waits until this replica leads (returning the term) or `shutdown` starts (`None`),
    /// checking every `poll`.
    pub fn wait_for_term(&self, shutdown: &Shutdown, poll: Duration) -> Option<u64> {
        loop {
            if let Some(term) = self.term() {
                return Some(term);
            }
            if shutdown.wait_timeout(poll) {
                return None;
            }
        }
    }
}

impl Default for Leadership {
    fn default() -> Self {
        Leadership::new()
    }
}

/// The parts of a record whose change restarts the expiry clock (client-go compares the
/// whole record).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Record {
    holder: String,
    duration_seconds: Option<i32>,
    acquire_micros: Option<i64>,
    renew_micros: Option<i64>,
    transitions: i32,
}

impl Record {
    fn of(spec: Option<&LeaseSpec>) -> Record {
        let spec = spec.cloned().unwrap_or_default();
        Record {
            holder: spec.holder_identity.unwrap_or_default(),
            duration_seconds: spec.lease_duration_seconds,
            acquire_micros: spec.acquire_time.map(|t| t.0.as_microsecond()),
            renew_micros: spec.renew_time.map(|t| t.0.as_microsecond()),
            transitions: spec.lease_transitions.unwrap_or(0),
        }
    }
}

fn micro_time(lease: &str, at: SystemTime) -> Result<MicroTime, Error> {
    let micros = at
        .duration_since(UNIX_EPOCH)
        .ok()
        .and_then(|d| i64::try_from(d.as_micros()).ok())
        .ok_or_else(|| Error::Time {
            lease: lease.to_owned(),
        })?;
    Timestamp::from_microsecond(micros)
        .map(MicroTime)
        .map_err(|_| Error::Time {
            lease: lease.to_owned(),
        })
}

fn whole_seconds(d: Duration) -> i32 {
    i32::try_from(d.as_secs().max(1)).unwrap_or(i32::MAX)
}

/// One replica's side of one election. Drive it with [`run`] (or [`Elector::step`] in
/// tests).
pub struct Elector {
    api: Arc<dyn LeaseApi>,
    config: ElectionConfig,
    clock: Arc<dyn Clock>,
    leadership: Leadership,
    observed: Option<Record>,
    observed_at: Option<Instant>,
    last_renew: Option<Instant>,
    leading_since: Option<Instant>,
    in_election: bool,
    last_error_logged: Option<Instant>,
    random: SystemRandom,
}

impl Elector {
    /// An elector that reports into `leadership`.
    pub fn new(
        api: Arc<dyn LeaseApi>,
        config: ElectionConfig,
        clock: Arc<dyn Clock>,
        leadership: Leadership,
    ) -> Elector {
        crate::metrics::global()
            .is_leader
            .with(&[&config.lease_name])
            .set(0.0);
        Elector {
            api,
            config,
            clock,
            leadership,
            observed: None,
            observed_at: None,
            last_renew: None,
            leading_since: None,
            in_election: false,
            last_error_logged: None,
            random: SystemRandom::new(),
        }
    }

    /// The handle the elector reports into.
    pub fn leadership(&self) -> &Leadership {
        &self.leadership
    }

    fn leading(&self) -> bool {
        self.leading_since.is_some()
    }

    /// One attempt to acquire or renew; returns how long to wait before the next one.
    pub fn step(&mut self) -> Duration {
        let now = self.clock.now();
        if !self.in_election {
            self.in_election = true;
            crate::metrics::global()
                .leader_election_attempts_total
                .with(&[&self.config.lease_name])
                .inc();
        }
        if self.leading()
            && self
                .last_renew
                .is_none_or(|at| now.saturating_duration_since(at) >= self.config.renew_deadline)
        {
            self.lose("the lease could not be renewed within the renew deadline");
        }
        match self.try_acquire_or_renew(now) {
            Ok(true) => {
                self.last_renew = Some(now);
                if self.leading() {
                    self.extend(now);
                } else {
                    self.win(now);
                }
            }
            Ok(false) => {
                if self.leading() {
                    self.lose("another replica holds the lease");
                }
            }
            Err(Error::Conflict { .. }) => {}
            Err(error) => self.log_error(now, &error),
        }
        if self.leading() {
            self.config.retry_period
        } else {
            self.jittered(self.config.retry_period)
        }
    }

    /// client-go waits `retryPeriod` plus up to 20 % jitter between acquisition attempts,
    /// so that replicas started together do not keep colliding.
    fn jittered(&self, base: Duration) -> Duration {
        let mut byte = [0u8; 1];
        let fifth = u32::from(self.random.fill(&mut byte).map_or(0, |()| byte[0]));
        base.saturating_add(base.mul_f64(f64::from(fifth) / 255.0 * 0.2))
    }

    fn log_error(&mut self, now: Instant, error: &Error) {
        // One line per retry period would flood the log during an API outage.
        let quiet = self
            .last_error_logged
            .is_some_and(|at| now.saturating_duration_since(at) < Duration::from_secs(30));
        if !quiet {
            self.last_error_logged = Some(now);
            let detail = match error {
                Error::Api(source) => source.to_string(),
                other => other.to_string(),
            };
            logger::warn(
                "leader election: cannot read or write the lease",
                &[("lease", &self.config.lease_name), ("error", &detail)],
            );
        }
    }

    fn try_acquire_or_renew(&mut self, now: Instant) -> Result<bool, Error> {
        let name = self.config.lease_name.clone();
        let wall = micro_time(&name, self.clock.wall())?;
        let Some(mut lease) = self.api.get(&self.config.namespace, &name)? else {
            let lease = Lease {
                metadata: ObjectMeta {
                    name: Some(name.clone()),
                    namespace: Some(self.config.namespace.clone()),
                    ..ObjectMeta::default()
                },
                spec: Some(LeaseSpec {
                    holder_identity: Some(self.config.identity.clone()),
                    lease_duration_seconds: Some(whole_seconds(self.config.lease_duration)),
                    acquire_time: Some(wall.clone()),
                    renew_time: Some(wall),
                    lease_transitions: Some(0),
                    ..LeaseSpec::default()
                }),
            };
            let created = self.api.create(&self.config.namespace, &lease)?;
            self.observe(Record::of(created.spec.as_ref()), now);
            return Ok(true);
        };
        let record = Record::of(lease.spec.as_ref());
        self.observe(record.clone(), now);
        let mine = record.holder == self.config.identity;
        if !record.holder.is_empty() && !mine {
            let duration = record
                .duration_seconds
                .and_then(|s| u64::try_from(s).ok())
                .map_or(self.config.lease_duration, Duration::from_secs);
            let since = self.observed_at.unwrap_or(now);
            if now.saturating_duration_since(since) < duration {
                return Ok(false);
            }
        }
        let mut spec = lease.spec.take().unwrap_or_default();
        if !mine {
            spec.acquire_time = Some(wall.clone());
            spec.lease_transitions = Some(record.transitions.saturating_add(1));
        } else if spec.acquire_time.is_none() {
            spec.acquire_time = Some(wall.clone());
        }
        spec.holder_identity = Some(self.config.identity.clone());
        spec.lease_duration_seconds = Some(whole_seconds(self.config.lease_duration));
        spec.renew_time = Some(wall);
        lease.spec = Some(spec);
        let updated = self.api.update(&self.config.namespace, &lease)?;
        self.observe(Record::of(updated.spec.as_ref()), now);
        Ok(true)
    }

    fn observe(&mut self, record: Record, now: Instant) {
        if self.observed.as_ref() == Some(&record) {
            return;
        }
        let changed_holder = self
            .observed
            .as_ref()
            .is_none_or(|old| old.holder != record.holder);
        if changed_holder && !record.holder.is_empty() {
            if record.holder == self.config.identity {
                logger::info(
                    "still the leader!",
                    &[
                        ("lease", &self.config.lease_name),
                        ("leader", &record.holder),
                    ],
                );
            } else {
                logger::info(
                    &format!("new leader is {}", record.holder),
                    &[
                        ("lease", &self.config.lease_name),
                        ("leader", &record.holder),
                    ],
                );
            }
        }
        self.leadership.lock().holder = record.holder.clone();
        self.observed = Some(record);
        self.observed_at = Some(now);
    }

    fn win(&mut self, now: Instant) {
        self.leading_since = Some(now);
        {
            let mut state = self.leadership.lock();
            state.term = state.term.saturating_add(1);
            state.leading = true;
            state.valid_until = Some(instant_after(now, self.config.renew_deadline));
        }
        crate::metrics::global()
            .is_leader
            .with(&[&self.config.lease_name])
            .set(1.0);
        self.set_duration(now);
        logger::info(
            "Became leader, starting process",
            &[
                ("lease", &self.config.lease_name),
                ("leader", &self.config.identity),
                ("mode", self.config.mode),
            ],
        );
    }

    fn extend(&mut self, now: Instant) {
        self.leadership.lock().valid_until = Some(instant_after(now, self.config.renew_deadline));
        self.set_duration(now);
    }

    fn set_duration(&self, now: Instant) {
        let held = self.leading_since.map_or(0.0, |since| {
            now.saturating_duration_since(since).as_secs_f64()
        });
        crate::metrics::global()
            .leader_election_duration_seconds
            .with(&[
                &self.config.lease_name,
                &self.config.identity,
                self.config.mode,
            ])
            .set(held);
    }

    fn lose(&mut self, reason: &str) {
        self.leading_since = None;
        self.last_renew = None;
        {
            let mut state = self.leadership.lock();
            state.leading = false;
            state.valid_until = None;
        }
        let metrics = crate::metrics::global();
        metrics.is_leader.with(&[&self.config.lease_name]).set(0.0);
        metrics.leader_election_duration_seconds.remove(&[
            &self.config.lease_name,
            &self.config.identity,
            self.config.mode,
        ]);
        logger::warn(
            "No longer leader, stopping process",
            &[("lease", &self.config.lease_name), ("reason", reason)],
        );
        // Back into the election: this replica tries to acquire again from the next step.
        self.in_election = false;
    }

    /// Gives the lease up (on shutdown) so that another replica takes it at its next try
    /// instead of waiting for it to expire: the holder is cleared and the duration set to
    /// one second, as client-go's `ReleaseOnCancel` does.
    pub fn release(&mut self) {
        if !self.leading() {
            return;
        }
        self.lose("shutting down");
        let result = (|| -> Result<(), Error> {
            let name = self.config.lease_name.clone();
            let Some(mut lease) = self.api.get(&self.config.namespace, &name)? else {
                return Ok(());
            };
            let mut spec = lease.spec.take().unwrap_or_default();
            if spec.holder_identity.as_deref() != Some(self.config.identity.as_str()) {
                return Ok(());
            }
            let wall = micro_time(&name, self.clock.wall())?;
            spec.holder_identity = None;
            spec.lease_duration_seconds = Some(1);
            spec.acquire_time = Some(wall.clone());
            spec.renew_time = Some(wall);
            lease.spec = Some(spec);
            self.api.update(&self.config.namespace, &lease).map(drop)
        })();
        match result {
            Ok(()) => logger::info(
                "leader election: lease released",
                &[("lease", &self.config.lease_name)],
            ),
            Err(error) => logger::warn(
                "leader election: cannot release the lease; it expires on its own",
                &[
                    ("lease", &self.config.lease_name),
                    ("error", &error.to_string()),
                ],
            ),
        }
    }
}

/// Runs the election until `shutdown`, then releases the lease if held. Beats `heartbeat`
/// at every step.
pub fn run(elector: &mut Elector, shutdown: &Shutdown, heartbeat: &Heartbeat) {
    loop {
        heartbeat.beat();
        let wait = elector.step();
        if shutdown.wait_timeout(wait) {
            break;
        }
    }
    elector.release();
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::sync::atomic::{AtomicBool, Ordering};

    use super::*;

    /// A Lease table with resourceVersions, and a switch that makes every call fail.
    #[derive(Default)]
    struct Table {
        leases: Mutex<BTreeMap<String, Lease>>,
        down: AtomicBool,
        version: Mutex<u64>,
    }

    impl Table {
        fn bump(&self) -> String {
            let mut v = self.version.lock().unwrap();
            *v += 1;
            v.to_string()
        }

        fn check_up(&self) -> Result<(), Error> {
            if self.down.load(Ordering::SeqCst) {
                Err(Error::Time {
                    lease: "down".into(),
                })
            } else {
                Ok(())
            }
        }

        fn holder(&self, name: &str) -> Option<String> {
            self.leases
                .lock()
                .unwrap()
                .get(name)
                .and_then(|l| l.spec.as_ref()?.holder_identity.clone())
        }

        fn spec(&self, name: &str) -> LeaseSpec {
            self.leases.lock().unwrap()[name].spec.clone().unwrap()
        }
    }

    impl LeaseApi for Table {
        fn get(&self, _: &str, name: &str) -> Result<Option<Lease>, Error> {
            self.check_up()?;
            Ok(self.leases.lock().unwrap().get(name).cloned())
        }

        fn create(&self, _: &str, lease: &Lease) -> Result<Lease, Error> {
            self.check_up()?;
            let name = lease.metadata.name.clone().unwrap();
            let mut leases = self.leases.lock().unwrap();
            if leases.contains_key(&name) {
                return Err(Error::Conflict { lease: name });
            }
            let mut stored = lease.clone();
            stored.metadata.resource_version = Some(self.bump());
            leases.insert(name, stored.clone());
            Ok(stored)
        }

        fn update(&self, _: &str, lease: &Lease) -> Result<Lease, Error> {
            self.check_up()?;
            let name = lease.metadata.name.clone().unwrap();
            let mut leases = self.leases.lock().unwrap();
            let current = leases.get(&name).unwrap();
            if current.metadata.resource_version != lease.metadata.resource_version {
                return Err(Error::Conflict { lease: name });
            }
            let mut stored = lease.clone();
            stored.metadata.resource_version = Some(self.bump());
            leases.insert(name, stored.clone());
            Ok(stored)
        }
    }

    /// A clock moved by hand.
    struct FakeClock {
        start: Instant,
        offset: Mutex<Duration>,
    }

    impl FakeClock {
        fn advance(&self, d: Duration) {
            *self.offset.lock().unwrap() += d;
        }
    }

    impl Clock for FakeClock {
        fn now(&self) -> Instant {
            self.start + *self.offset.lock().unwrap()
        }

        fn wall(&self) -> SystemTime {
            UNIX_EPOCH + Duration::from_secs(1_800_000_000) + *self.offset.lock().unwrap()
        }
    }

    fn config(identity: &str) -> ElectionConfig {
        ElectionConfig {
            namespace: "vdbi".into(),
            lease_name: "lock-test".into(),
            identity: identity.into(),
            lease_duration: Duration::from_secs(15),
            renew_deadline: Duration::from_secs(10),
            retry_period: Duration::from_secs(2),
            mode: "revoker",
        }
    }

    fn setup(names: &[&str]) -> (Arc<Table>, Arc<FakeClock>, Vec<Elector>) {
        let table = Arc::new(Table::default());
        let clock = Arc::new(FakeClock {
            start: Instant::now(),
            offset: Mutex::new(Duration::ZERO),
        });
        let electors = names
            .iter()
            .map(|name| {
                let leadership = Leadership::with_clock(clock.clone());
                Elector::new(table.clone(), config(name), clock.clone(), leadership)
            })
            .collect();
        (table, clock, electors)
    }

    /// Steps every elector whose flag is set, advancing the clock by `by` between rounds,
    /// for `rounds` rounds; returns which one leads at the end.
    fn rounds(
        clock: &FakeClock,
        electors: &mut [Elector],
        active: &[bool],
        by: Duration,
        rounds: usize,
    ) -> Vec<bool> {
        for _ in 0..rounds {
            for (e, on) in electors.iter_mut().zip(active) {
                if *on {
                    e.step();
                }
            }
            clock.advance(by);
        }
        electors
            .iter()
            .map(|e| e.leadership().is_leading())
            .collect()
    }

    #[test]
    fn election_settings_come_from_the_configuration() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        let config = Config::load(
            None,
            &env(&[
                ("POD_NAME", "revoker-0"),
                ("POD_NAMESPACE", "vdbi"),
                ("INJECTOR_LEADER_ELECTION_REVOKER_LEASE_NAME", "rel-revoker"),
            ]),
        )
        .unwrap();
        let revoker = ElectionConfig::for_mode(&config, Mode::Revoker).unwrap();
        assert_eq!(
            (revoker.lease_name.as_str(), revoker.identity.as_str()),
            ("rel-revoker", "revoker-0")
        );
        assert_eq!(revoker.namespace, "vdbi");
        assert_eq!(revoker.lease_duration, Duration::from_secs(15));
        let renewer = ElectionConfig::for_mode(&config, Mode::Renewer).unwrap();
        assert_eq!(renewer.lease_name, "lock-injector-renewer");
        assert_eq!(renewer.mode, "renewer");
        assert!(ElectionConfig::for_mode(&config, Mode::Nri).is_err());
        let bare = Config::load(None, &env(&[])).unwrap();
        let err = ElectionConfig::for_mode(&bare, Mode::Revoker).unwrap_err();
        assert!(err.contains("POD_NAME"), "{err}");
    }

    #[test]
    fn exactly_one_leads_and_the_record_is_client_go_shaped() {
        let (table, clock, mut electors) = setup(&["a", "b"]);
        let leading = rounds(
            &clock,
            &mut electors,
            &[true, true],
            Duration::from_secs(2),
            10,
        );
        assert_eq!(leading, [true, false]);
        let spec = table.spec("lock-test");
        assert_eq!(spec.holder_identity.as_deref(), Some("a"));
        assert_eq!(spec.lease_duration_seconds, Some(15));
        assert_eq!(spec.lease_transitions, Some(0));
        assert!(spec.acquire_time.is_some());
        assert!(spec.renew_time.unwrap().0 > spec.acquire_time.unwrap().0);
        assert_eq!(electors[1].leadership().holder(), "a");
    }

    #[test]
    fn a_dead_leader_is_replaced_after_the_lease_duration_not_before() {
        let (table, clock, mut electors) = setup(&["a", "b"]);
        rounds(
            &clock,
            &mut electors,
            &[true, true],
            Duration::from_secs(2),
            3,
        );
        // a stops (SIGKILL): b sees the record unchanged for 15 s before taking it.
        let mut taken_after = None;
        for step in 1..=20u64 {
            electors[1].step();
            if electors[1].leadership().is_leading() {
                taken_after = Some(step);
                break;
            }
            clock.advance(Duration::from_secs(1));
        }
        // a last renewed at t=4 s; b's first lone step is at t=6 s, then one per second.
        let since_renewal = 1 + taken_after.unwrap();
        assert!(
            (15..=16).contains(&since_renewal),
            "taken {since_renewal} s after the last renewal"
        );
        let spec = table.spec("lock-test");
        assert_eq!(spec.holder_identity.as_deref(), Some("b"));
        assert_eq!(spec.lease_transitions, Some(1));
    }

    #[test]
    fn release_hands_over_at_the_next_try() {
        let (table, clock, mut electors) = setup(&["a", "b"]);
        rounds(
            &clock,
            &mut electors,
            &[true, true],
            Duration::from_secs(2),
            3,
        );
        electors[0].release();
        assert!(!electors[0].leadership().is_leading());
        assert_eq!(table.holder("lock-test"), None);
        electors[1].step();
        assert!(electors[1].leadership().is_leading());
    }

    #[test]
    fn a_partitioned_leader_stops_before_anyone_may_take_over() {
        let (table, clock, mut electors) = setup(&["a", "b"]);
        rounds(
            &clock,
            &mut electors,
            &[true, true],
            Duration::from_secs(2),
            2,
        );
        let leadership = electors[0].leadership().clone();
        assert!(leadership.is_leading());
        table.down.store(true, Ordering::SeqCst);
        // Even without stepping (a stuck election thread), leadership ends at the deadline:
        // the last renewal was 2 s ago.
        clock.advance(Duration::from_millis(7_900));
        assert!(leadership.is_leading());
        clock.advance(Duration::from_millis(200));
        assert!(!leadership.is_leading());
        electors[0].step();
        assert!(!leadership.is_leading());
        // The API comes back: b may only take the lease once it is 15 s stale.
        table.down.store(false, Ordering::SeqCst);
        let leading = rounds(
            &clock,
            &mut electors,
            &[false, true],
            Duration::from_secs(1),
            1,
        );
        assert_eq!(leading, [false, false]);
    }

    #[test]
    fn a_follower_whose_clock_runs_fast_does_not_take_a_renewed_lease() {
        // Checklist §4.5: expiry is judged on the follower's own clock from when it last
        // saw the record change, so a clock running 40 % fast (below
        // leaseDuration / renewDeadline = 1.5) never makes a renewing leader look expired.
        let table = Arc::new(Table::default());
        let start = Instant::now();
        let slow = Arc::new(FakeClock {
            start,
            offset: Mutex::new(Duration::ZERO),
        });
        let fast = Arc::new(FakeClock {
            start,
            offset: Mutex::new(Duration::ZERO),
        });
        let mut leader = Elector::new(
            table.clone(),
            config("a"),
            slow.clone(),
            Leadership::with_clock(slow.clone()),
        );
        let mut follower = Elector::new(
            table.clone(),
            config("b"),
            fast.clone(),
            Leadership::with_clock(fast.clone()),
        );
        for _ in 0..60 {
            leader.step();
            follower.step();
            slow.advance(Duration::from_secs(2));
            fast.advance(Duration::from_millis(2_800));
            assert!(leader.leadership().is_leading());
            assert!(!follower.leadership().is_leading());
        }
        assert_eq!(table.holder("lock-test").as_deref(), Some("a"));
    }

    #[test]
    fn a_leader_that_loses_the_lease_rejoins_and_wins_again() {
        let (table, clock, mut electors) = setup(&["a", "b"]);
        rounds(
            &clock,
            &mut electors,
            &[true, false],
            Duration::from_secs(2),
            2,
        );
        let first = electors[0].leadership().term().unwrap();
        // b steals the lease (as a replica with a skewed view would).
        {
            let mut leases = table.leases.lock().unwrap();
            let lease = leases.get_mut("lock-test").unwrap();
            lease.spec.as_mut().unwrap().holder_identity = Some("b".into());
            lease.metadata.resource_version = Some("999".into());
        }
        electors[0].step();
        assert!(!electors[0].leadership().is_leading());
        // b never renews: a takes the lease back once it has been stale for 15 s.
        let leading = rounds(
            &clock,
            &mut electors,
            &[true, false],
            Duration::from_secs(2),
            9,
        );
        assert_eq!(leading, [true, false]);
        let second = electors[0].leadership().term().unwrap();
        assert_eq!(second, first + 1);
        assert!(!electors[0].leadership().is_leading_in(first));
    }
}
