//! Kubernetes Events (`events.k8s.io/v1`): telling the application team why, where
//! `kubectl describe` shows it, since they usually cannot read the product's logs or
//! metrics.
//!
//! A [`Recorder`] is a cheap handle that any thread may call; [`Recorder::record`] never
//! blocks and never fails: it puts the Event on a bounded queue, and a full queue drops it
//! and counts it. One thread ([`RecorderLoop::run`]) writes them:
//!
//! - **deduplicated**: an Event with the same object, reason and note as one written in the
//!   last `EVENTS_SERIES_WINDOW` is counted into that Event's `series` instead of making a
//!   new object, and the series is written back at most every `EVENTS_SERIES_FLUSH`. A pod
//!   that crash-loops for an hour makes one Event whose count grows, not thousands;
//! - **rate-limited**: one token bucket of `EVENTS_PER_MINUTE` writes for the process; an
//!   Event over the rate is dropped and counted, a series update waits for a token;
//! - **bounded**: every write has `EVENTS_WRITE_TIMEOUT`, and the deduplication memory holds
//!   at most `EVENTS_SERIES_MAX` keys.
//!
//! **Invariant:** no credential, token, accessor or lease id can reach an Event. The reason
//! and action are `&'static str`; a [`Note`] is built only from `&'static str` text, numbers,
//! durations, [`Note::value`]s and [`Note::path`]s, and a value is shown only when it looks
//! like a Kubernetes name (lowercase letters, digits, `-`, `.`, `_`; a path: each of its
//! `/`-separated segments), which Vault tokens, accessors, lease ids and generated
//! passwords (mixed case) never are; anything else is replaced by `<not shown>`. An error's
//! text never goes into a note (it could quote an upstream body).

use std::collections::HashMap;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, TrySendError, bounded, select};
use k8s_openapi::api::core::v1::ObjectReference;
use k8s_openapi::api::events::v1::{Event, EventSeries};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{MicroTime, ObjectMeta};
use k8s_openapi::jiff::Timestamp;
use ureq::http::Method;

use crate::k8s::client::{Client, Error, check_name, cut, describe_json_error};
use crate::limits;
use crate::runtime::Shutdown;

/// The `reportingController` of every Event the product writes.
pub const REPORTING_CONTROLLER: &str = "db-creds-injector.numberly.io/vault-db-injector";

/// `type` of an Event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Type {
    /// Something worth knowing that needs no action.
    Normal,
    /// Something the user has to act on.
    Warning,
}

impl Type {
    fn as_str(self) -> &'static str {
        match self {
            Type::Normal => "Normal",
            Type::Warning => "Warning",
        }
    }
}

/// The object an Event is about (`regarding`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Regarding {
    api_version: String,
    kind: String,
    namespace: String,
    name: String,
    uid: String,
}

fn is_kind(text: &str) -> bool {
    !text.is_empty() && text.len() <= 63 && text.bytes().all(|b| b.is_ascii_alphanumeric())
}

fn is_api_version(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 253
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'/'))
}

impl Regarding {
    /// A pod.
    pub fn pod(namespace: &str, name: &str, uid: &str) -> Regarding {
        Regarding {
            api_version: "v1".to_owned(),
            kind: "Pod".to_owned(),
            namespace: namespace.to_owned(),
            name: name.to_owned(),
            uid: uid.to_owned(),
        }
    }

    /// A namespace (for a denial whose pod has no owner: the pod does not exist yet). The
    /// Event itself lives in that namespace, so `kubectl get events -n <ns>` shows it.
    pub fn namespace(name: &str) -> Regarding {
        Regarding {
            api_version: "v1".to_owned(),
            kind: "Namespace".to_owned(),
            namespace: String::new(),
            name: name.to_owned(),
            uid: String::new(),
        }
    }

    /// An object named by an owner reference (a ReplicaSet, StatefulSet, Job, ...) in
    /// `namespace`; `None` if the reference is not a valid object reference.
    pub fn owner(
        namespace: &str,
        api_version: &str,
        kind: &str,
        name: &str,
        uid: &str,
    ) -> Option<Regarding> {
        (is_api_version(api_version) && is_kind(kind)).then(|| Regarding {
            api_version: api_version.to_owned(),
            kind: kind.to_owned(),
            namespace: namespace.to_owned(),
            name: name.to_owned(),
            uid: uid.to_owned(),
        })
    }

    /// The namespace the Event is written to.
    fn event_namespace(&self) -> &str {
        if self.kind == "Namespace" && self.namespace.is_empty() {
            &self.name
        } else {
            &self.namespace
        }
    }

    fn reference(&self) -> ObjectReference {
        let some = |s: &str| Some(s.to_owned()).filter(|s| !s.is_empty());
        ObjectReference {
            api_version: some(&self.api_version),
            kind: some(&self.kind),
            namespace: some(&self.namespace),
            name: some(&self.name),
            uid: some(&self.uid),
            ..ObjectReference::default()
        }
    }
}

/// The human text of an Event: what happened and what to do about it. See the module's
/// invariant for why it cannot hold a secret.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Note(String);

/// Whether a dynamic value may be shown in a note (see the module's invariant).
fn showable(value: &str) -> bool {
    !value.is_empty()
        && value.len() <= 253
        && value.bytes().all(|b| {
            b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'-' | b'.' | b'_')
        })
}

impl Note {
    /// A note that starts with fixed text.
    pub fn new(text: &'static str) -> Note {
        Note(text.to_owned())
    }

    /// Appends fixed text.
    pub fn text(mut self, text: &'static str) -> Note {
        self.0.push_str(text);
        self
    }

    /// Appends a name (pod, namespace, role, mount, uuid), quoted; anything that does not
    /// look like a Kubernetes name is shown as `<not shown>`.
    pub fn value(mut self, value: &str) -> Note {
        if showable(value) {
            let _ = write!(self.0, "{value:?}");
        } else {
            self.0.push_str("<not shown>");
        }
        self
    }

    /// Appends a Vault path (`auth/token/revoke-accessor`), quoted; shown only when each
    /// `/`-separated segment looks like a name, so a lease id (mixed case) still is not.
    pub fn path(mut self, path: &str) -> Note {
        if !path.is_empty()
            && path.len() <= 253
            && path.split('/').all(|s| s.is_empty() || showable(s))
        {
            let _ = write!(self.0, "{path:?}");
        } else {
            self.0.push_str("<not shown>");
        }
        self
    }

    /// Appends a number.
    pub fn number(mut self, n: u64) -> Note {
        let _ = write!(self.0, "{n}");
        self
    }

    /// Appends a duration in whole units (`2h5m`, `40s`).
    pub fn duration(mut self, d: Duration) -> Note {
        self.0.push_str(&human_duration(d));
        self
    }

    /// The text, cut to what the apiserver accepts.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// `1d2h`, `2h5m`, `5m3s`, `40s`: two units at most, enough to act on.
pub fn human_duration(d: Duration) -> String {
    let s = d.as_secs();
    let (days, hours, minutes, seconds) = (s / 86_400, s / 3600 % 24, s / 60 % 60, s % 60);
    if days > 0 {
        format!("{days}d{hours}h")
    } else if hours > 0 {
        format!("{hours}h{minutes}m")
    } else if minutes > 0 {
        format!("{minutes}m{seconds}s")
    } else {
        format!("{seconds}s")
    }
}

/// One Event to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// What it is about.
    pub regarding: Regarding,
    /// Normal or Warning.
    pub type_: Type,
    /// `reason`: a CamelCase word, e.g. `CredentialsRefused`.
    pub reason: &'static str,
    /// `action`: what the product was doing, e.g. `Renew`.
    pub action: &'static str,
    /// What happened and what to fix.
    pub note: Note,
}

/// A handle to the Event recorder; clone it freely.
#[derive(Clone)]
pub struct Recorder {
    sender: Option<Sender<Record>>,
}

impl std::fmt::Debug for Recorder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Recorder")
            .field("enabled", &self.sender.is_some())
            .finish()
    }
}

impl Recorder {
    /// A recorder and the loop that writes its Events. `instance` is the
    /// `reportingInstance` (the replica's pod name, or the host name).
    pub fn new(instance: &str) -> (Recorder, RecorderLoop) {
        let (sender, receiver) = bounded(limits::EVENTS_QUEUE);
        let instance = if instance.is_empty() {
            "unknown".to_owned()
        } else {
            cut(instance, 128)
        };
        (
            Recorder {
                sender: Some(sender),
            },
            RecorderLoop {
                receiver,
                instance,
                series: HashMap::new(),
                bucket: Bucket::new(limits::EVENTS_PER_MINUTE),
            },
        )
    }

    /// A recorder that writes nothing (a mode without an apiserver client, and unit tests).
    pub fn disabled() -> Recorder {
        Recorder { sender: None }
    }

    /// Queues an Event; never blocks. A full queue drops it
    /// (`vdbi_events_dropped_total{reason="queue_full"}`).
    pub fn record(&self, record: Record) {
        let Some(sender) = &self.sender else {
            return;
        };
        match sender.try_send(record) {
            Ok(()) => {}
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                crate::metrics::global()
                    .events_dropped_total
                    .with(&["queue_full"])
                    .inc();
            }
        }
    }
}

/// The deduplication key: what makes two Events "the same".
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Key {
    regarding: Regarding,
    type_: Type,
    reason: &'static str,
    note: Note,
}

/// An Event written, and the occurrences counted since.
#[derive(Debug, Clone)]
struct Series {
    namespace: String,
    name: String,
    count: u32,
    written_count: u32,
    last_seen: Instant,
    last_observed: Timestamp,
    last_flush: Instant,
}

/// A token bucket refilled continuously to `per_minute` per minute, holding at most as many.
#[derive(Debug)]
struct Bucket {
    per_minute: u32,
    tokens: f64,
    at: Option<Instant>,
}

impl Bucket {
    fn new(per_minute: u32) -> Bucket {
        Bucket {
            per_minute,
            tokens: f64::from(per_minute),
            at: None,
        }
    }

    fn take(&mut self, now: Instant) -> bool {
        let capacity = f64::from(self.per_minute);
        if let Some(at) = self.at {
            let elapsed = now.saturating_duration_since(at).as_secs_f64();
            self.tokens = (self.tokens + elapsed * capacity / 60.0).min(capacity);
        }
        self.at = Some(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Where the loop writes: the apiserver, or a test's memory.
pub trait Sink {
    /// Creates an Event.
    fn create(&mut self, namespace: &str, event: &Event) -> Result<(), Error>;
    /// Updates the series of an Event written before.
    fn update_series(
        &mut self,
        namespace: &str,
        name: &str,
        series: &EventSeries,
    ) -> Result<(), Error>;
}

impl Sink for &Client {
    fn create(&mut self, namespace: &str, event: &Event) -> Result<(), Error> {
        Client::create_event(self, namespace, event)
    }

    fn update_series(
        &mut self,
        namespace: &str,
        name: &str,
        series: &EventSeries,
    ) -> Result<(), Error> {
        Client::patch_event_series(self, namespace, name, series)
    }
}

/// The recorder's thread: deduplication, rate limit, writes.
pub struct RecorderLoop {
    receiver: Receiver<Record>,
    instance: String,
    series: HashMap<Key, Series>,
    bucket: Bucket,
}

impl std::fmt::Debug for RecorderLoop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RecorderLoop")
            .field("instance", &self.instance)
            .field("series", &self.series.len())
            .finish_non_exhaustive()
    }
}

fn dropped(reason: &str) {
    crate::metrics::global()
        .events_dropped_total
        .with(&[reason])
        .inc();
}

fn written(kind: &str) {
    crate::metrics::global()
        .events_written_total
        .with(&[kind])
        .inc();
}

/// The wall clock as a Timestamp (the epoch if the clock is before it).
fn wall_now() -> Timestamp {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()
        .and_then(|d| i64::try_from(d.as_micros()).ok())
        .and_then(|micros| Timestamp::from_microsecond(micros).ok())
        .unwrap_or(Timestamp::UNIX_EPOCH)
}

fn event_name(regarding_name: &str, now: Timestamp) -> String {
    // The apiserver's own recorders name an Event `<object>.<hex nanoseconds>`.
    let nanos = u128::try_from(now.as_nanosecond()).unwrap_or_default();
    let suffix = format!(".{nanos:x}");
    let base = cut(regarding_name, 253usize.saturating_sub(suffix.len()));
    format!("{base}{suffix}")
}

impl RecorderLoop {
    /// Writes Events until shutdown, beating `beat` at least once a second.
    pub fn run(mut self, client: &Client, shutdown: &Shutdown, beat: &dyn Fn()) {
        let mut sink = client;
        let tick = Duration::from_secs(1);
        loop {
            beat();
            select! {
                recv(shutdown.receiver()) -> _ => {
                    // Counts gathered since the last write are not lost at a restart
                    // (bounded: the rate limit and each write's timeout still apply).
                    self.flush(&mut sink, Instant::now(), true);
                    return;
                }
                recv(self.receiver) -> record => match record {
                    Ok(record) => self.handle(&mut sink, record, Instant::now(), wall_now()),
                    Err(_) => return,
                },
                default(tick) => {}
            }
            self.flush(&mut sink, Instant::now(), false);
        }
    }

    /// Takes the Events queued so far without writing them (unit tests of the callers).
    pub fn drain(&self) -> Vec<Record> {
        self.receiver.try_iter().collect()
    }

    /// Handles one Event: counts it into a series, or creates it.
    fn handle(&mut self, sink: &mut dyn Sink, record: Record, now: Instant, wall: Timestamp) {
        let key = Key {
            regarding: record.regarding.clone(),
            type_: record.type_,
            reason: record.reason,
            note: record.note.clone(),
        };
        if let Some(series) = self.series.get_mut(&key)
            && now.saturating_duration_since(series.last_seen) < limits::EVENTS_SERIES_WINDOW
        {
            series.count = series.count.saturating_add(1);
            series.last_seen = now;
            series.last_observed = wall;
            return;
        }
        if !self.bucket.take(now) {
            dropped("rate_limited");
            return;
        }
        let namespace = record.regarding.event_namespace().to_owned();
        let name = event_name(&record.regarding.name, wall);
        let event = Event {
            metadata: ObjectMeta {
                name: Some(name.clone()),
                namespace: Some(namespace.clone()),
                ..ObjectMeta::default()
            },
            event_time: Some(MicroTime(wall)),
            reporting_controller: Some(REPORTING_CONTROLLER.to_owned()),
            reporting_instance: Some(self.instance.clone()),
            action: Some(record.action.to_owned()),
            reason: Some(record.reason.to_owned()),
            regarding: Some(record.regarding.reference()),
            note: Some(cut(record.note.as_str(), limits::EVENTS_NOTE_MAX)),
            type_: Some(record.type_.as_str().to_owned()),
            ..Event::default()
        };
        match sink.create(&namespace, &event) {
            Ok(()) => written("created"),
            Err(error) => {
                dropped("api_error");
                crate::logger::warn(
                    "kubernetes event not written",
                    &[
                        ("namespace", namespace.as_str()),
                        ("reason", record.reason),
                        ("error", &error.to_string()),
                    ],
                );
                return;
            }
        }
        if self.series.len() >= limits::EVENTS_SERIES_MAX {
            self.forget_oldest();
        }
        self.series.insert(
            key,
            Series {
                namespace,
                name,
                count: 1,
                written_count: 1,
                last_seen: now,
                last_observed: wall,
                last_flush: now,
            },
        );
    }

    fn forget_oldest(&mut self) {
        let oldest = self
            .series
            .iter()
            .min_by_key(|(_, s)| s.last_seen)
            .map(|(k, s)| (k.clone(), s.count != s.written_count));
        if let Some((key, pending)) = oldest {
            if pending {
                dropped("series_full");
            }
            self.series.remove(&key);
        }
    }

    /// Writes back series whose count changed (at most every `EVENTS_SERIES_FLUSH`, or all
    /// of them with `force`), and forgets series older than the window.
    fn flush(&mut self, sink: &mut dyn Sink, now: Instant, force: bool) {
        let mut expired = Vec::new();
        for (key, series) in &mut self.series {
            let pending = series.count != series.written_count;
            let due = force
                || now.saturating_duration_since(series.last_flush) >= limits::EVENTS_SERIES_FLUSH;
            if pending && due && self.bucket.take(now) {
                // The apiserver refuses a series with a count below 2.
                let update = EventSeries {
                    count: i32::try_from(series.count.max(2)).unwrap_or(i32::MAX),
                    last_observed_time: MicroTime(series.last_observed),
                };
                series.last_flush = now;
                match sink.update_series(&series.namespace, &series.name, &update) {
                    Ok(()) => {
                        series.written_count = series.count;
                        written("series");
                    }
                    Err(error) if error.is_not_found() => {
                        // The Event expired (`--event-ttl`): the next occurrence makes a
                        // new one.
                        expired.push(key.clone());
                    }
                    Err(_) => dropped("api_error"),
                }
            }
            if now.saturating_duration_since(series.last_seen) >= limits::EVENTS_SERIES_WINDOW
                && series.count == series.written_count
            {
                expired.push(key.clone());
            }
        }
        for key in expired {
            self.series.remove(&key);
        }
    }
}

/// Starts a recorder and its writing thread (not critical: Events are a courtesy, and a
/// recorder whose thread ended only drops what it is given). `instance` is the replica's
/// name (`POD_NAME`), empty if unknown.
pub fn start(
    supervisor: &crate::runtime::Supervisor,
    client: std::sync::Arc<Client>,
    name: &str,
    instance: &str,
) -> std::io::Result<Recorder> {
    let (recorder, writer) = Recorder::new(instance);
    supervisor.spawn(name, false, Some(limits::LOOP_MAX_SILENCE), move |ctx| {
        writer.run(&client, &ctx.shutdown, &|| ctx.heartbeat.beat());
        Ok(())
    })?;
    Ok(recorder)
}

/// The `reportingInstance` for this process: its pod name (`POD_NAME`, set by the chart),
/// else the product's name.
pub fn instance_name(config: &crate::config::Config) -> String {
    config
        .environment
        .pod_name
        .clone()
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| "vault-db-injector".to_owned())
}

fn events_path(namespace: &str, name: Option<&str>) -> Result<String, Error> {
    check_name("namespace", namespace)?;
    let collection = format!("/apis/events.k8s.io/v1/namespaces/{namespace}/events");
    match name {
        Some(name) => {
            check_name("event", name)?;
            Ok(format!("{collection}/{name}"))
        }
        None => Ok(collection),
    }
}

impl Client {
    /// Lists the Events of `namespace` whose `reason` is `reason` (field selector), at most
    /// `limits::DOCTOR_EVENTS_MAX` of them.
    pub fn list_events(&self, namespace: &str, reason: &str) -> Result<Vec<Event>, Error> {
        #[derive(serde::Deserialize)]
        struct List {
            #[serde(default)]
            items: Vec<Event>,
        }
        let path = format!(
            "{}?fieldSelector={}&limit={}",
            events_path(namespace, None)?,
            crate::k8s::client::encode_query(&format!("reason={reason}")),
            limits::DOCTOR_EVENTS_MAX
        );
        let list: List = self.json(Method::GET, &path, None, limits::K8S_BODY_MAX)?;
        Ok(list.items)
    }

    /// `POST` an Event (`events.k8s.io/v1`).
    pub fn create_event(&self, namespace: &str, event: &Event) -> Result<(), Error> {
        let path = events_path(namespace, None)?;
        let body = serde_json::to_vec(event).map_err(|e| Error::Decode {
            request: "Event".to_owned(),
            reason: describe_json_error(&e),
        })?;
        let _: serde::de::IgnoredAny = self.json_typed(
            Method::POST,
            &path,
            Some((&body, "application/json")),
            limits::K8S_BODY_MAX,
            limits::EVENTS_WRITE_TIMEOUT,
        )?;
        Ok(())
    }

    /// Updates an Event's `series` with a JSON merge patch.
    pub fn patch_event_series(
        &self,
        namespace: &str,
        name: &str,
        series: &EventSeries,
    ) -> Result<(), Error> {
        let path = events_path(namespace, Some(name))?;
        let body = serde_json::to_vec(&serde_json::json!({ "series": series })).map_err(|e| {
            Error::Decode {
                request: "Event".to_owned(),
                reason: describe_json_error(&e),
            }
        })?;
        let _: serde::de::IgnoredAny = self.json_typed(
            Method::PATCH,
            &path,
            Some((&body, "application/merge-patch+json")),
            limits::K8S_BODY_MAX,
            limits::EVENTS_WRITE_TIMEOUT,
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default)]
    struct Memory {
        created: Vec<(String, Event)>,
        series: Vec<(String, String, i32)>,
        fail: bool,
    }

    impl Sink for Memory {
        fn create(&mut self, namespace: &str, event: &Event) -> Result<(), Error> {
            if self.fail {
                return Err(Error::TooManyPages {
                    request: "POST".into(),
                });
            }
            self.created.push((namespace.to_owned(), event.clone()));
            Ok(())
        }

        fn update_series(
            &mut self,
            namespace: &str,
            name: &str,
            series: &EventSeries,
        ) -> Result<(), Error> {
            self.series
                .push((namespace.to_owned(), name.to_owned(), series.count));
            Ok(())
        }
    }

    fn record(pod: &str, note: &'static str) -> Record {
        Record {
            regarding: Regarding::pod("shop", pod, "uid-1"),
            type_: Type::Warning,
            reason: "CredentialsRefused",
            action: "Inject",
            note: Note::new(note),
        }
    }

    fn start() -> RecorderLoop {
        Recorder::new("injector-0").1
    }

    #[test]
    fn a_crash_loop_makes_one_event_that_counts() {
        let mut recorder = start();
        let mut sink = Memory::default();
        let t0 = Instant::now();
        let wall = wall_now();
        for i in 0..1000u64 {
            let at = t0 + Duration::from_millis(i * 100);
            recorder.handle(&mut sink, record("web-1", "refused"), at, wall);
            recorder.flush(&mut sink, at, false);
        }
        assert_eq!(sink.created.len(), 1);
        let (namespace, event) = &sink.created[0];
        assert_eq!(namespace, "shop");
        assert_eq!(event.reason.as_deref(), Some("CredentialsRefused"));
        assert_eq!(event.type_.as_deref(), Some("Warning"));
        assert_eq!(
            event.reporting_controller.as_deref(),
            Some(REPORTING_CONTROLLER)
        );
        assert!(event.event_time.is_some());
        // 100 s of failures: a few series updates, not one per failure.
        assert!(
            (2..=5).contains(&sink.series.len()),
            "{} series updates",
            sink.series.len()
        );
        recorder.flush(&mut sink, t0 + Duration::from_secs(200), true);
        assert_eq!(sink.series.last().map(|s| s.2), Some(1000));
        // Another pod or another note is another Event.
        let at = t0 + Duration::from_secs(201);
        recorder.handle(&mut sink, record("web-2", "refused"), at, wall);
        recorder.handle(&mut sink, record("web-1", "other"), at, wall);
        assert_eq!(sink.created.len(), 3);
        // After the window, a repeat makes a new Event.
        let later = t0 + limits::EVENTS_SERIES_WINDOW + Duration::from_secs(300);
        recorder.flush(&mut sink, later, false);
        recorder.handle(&mut sink, record("web-1", "refused"), later, wall);
        assert_eq!(sink.created.len(), 4);
    }

    #[test]
    fn rate_limited_and_bounded() {
        let metrics = crate::metrics::global();
        let before = metrics.events_dropped_total.with(&["rate_limited"]).get();
        let mut recorder = start();
        let mut sink = Memory::default();
        let t0 = Instant::now();
        let wall = wall_now();
        let names: Vec<String> = (0..500).map(|i| format!("pod-{i}")).collect();
        for name in &names {
            recorder.handle(&mut sink, record(name, "refused"), t0, wall);
        }
        assert_eq!(sink.created.len(), limits::EVENTS_PER_MINUTE as usize);
        assert!(
            metrics.events_dropped_total.with(&["rate_limited"]).get() - before >= 400.0,
            "drops are counted"
        );
        // The bucket refills with time.
        recorder.handle(
            &mut sink,
            record("late", "refused"),
            t0 + Duration::from_secs(2),
            wall,
        );
        assert_eq!(sink.created.len(), limits::EVENTS_PER_MINUTE as usize + 1);

        let (recorder, receiver) = Recorder::new("x");
        let before = metrics.events_dropped_total.with(&["queue_full"]).get();
        for _ in 0..limits::EVENTS_QUEUE + 10 {
            recorder.record(record("p", "n"));
        }
        assert_eq!(receiver.receiver.len(), limits::EVENTS_QUEUE);
        assert!(metrics.events_dropped_total.with(&["queue_full"]).get() - before >= 10.0);
    }

    #[test]
    fn failed_writes_are_counted_not_remembered() {
        let mut recorder = start();
        let mut sink = Memory {
            fail: true,
            ..Memory::default()
        };
        let t0 = Instant::now();
        recorder.handle(&mut sink, record("p", "n"), t0, wall_now());
        assert!(recorder.series.is_empty());
        sink.fail = false;
        recorder.handle(&mut sink, record("p", "n"), t0, wall_now());
        assert_eq!(sink.created.len(), 1);
    }

    #[test]
    fn notes_show_names_only() {
        let note = Note::new("role ")
            .value("shop-rw")
            .text(" on ")
            .value("databases/prod")
            .text(" token ")
            .value("hvs.CAESIJlWh3Jt9fD2p")
            .text(" password ")
            .value("A1a-xT9kQ2m8Zr4LpW0v")
            .text(" in ")
            .duration(Duration::from_secs(3 * 3600 + 120))
            .text(" ")
            .path("auth/token/revoke-accessor")
            .text(" ")
            .path("database/creds/app/AbC9xQ");
        assert_eq!(
            note.as_str(),
            "role \"shop-rw\" on <not shown> token <not shown> password <not shown> in 3h2m \"auth/token/revoke-accessor\" <not shown>"
        );
        assert_eq!(human_duration(Duration::from_secs(90_000)), "1d1h");
        assert_eq!(human_duration(Duration::from_secs(65)), "1m5s");
        assert_eq!(human_duration(Duration::from_secs(7)), "7s");
    }

    #[test]
    fn regarding_and_names() {
        let ns = Regarding::namespace("shop");
        assert_eq!(ns.event_namespace(), "shop");
        let owner = Regarding::owner("shop", "apps/v1", "ReplicaSet", "web-5d9", "u").unwrap();
        assert_eq!(owner.event_namespace(), "shop");
        assert_eq!(owner.reference().kind.as_deref(), Some("ReplicaSet"));
        assert!(Regarding::owner("shop", "apps/v1", "Replica Set", "w", "u").is_none());
        let name = event_name(&"x".repeat(300), wall_now());
        assert!(name.len() <= 253);
        assert!(check_name("event", &name).is_ok());
        assert_eq!(
            events_path("shop", Some("web.17")).unwrap(),
            "/apis/events.k8s.io/v1/namespaces/shop/events/web.17"
        );
    }
}
