//! Error reporting to Sentry, written here rather than with the Sentry SDK (which needs an
//! async runtime and many crates): parse the DSN, turn each error-level log line into an
//! event, and post it as an envelope from one background thread.
//!
//! Fixed from the Go original (reference §10.1): the DSN is never logged (its public key is
//! a credential of the Sentry project), and `sentrySampleRate` is honoured.
//!
//! **Invariants:**
//! - Reporting never blocks the caller: [`Sentry::capture`] only takes a random number and
//!   does a `try_send` on a bounded queue; a full queue drops the event and counts it.
//! - Events carry only a log message and its fields, which never hold secrets (logger.rs).
//!   The DSN's key goes only into the `X-Sentry-Auth` header: it is a `SecretString`, and no
//!   `Display`, `Debug` or error of this module prints it.
//! - Every delivery is bounded by the Agent's timeouts; the sender thread logs its own
//!   failures at warn level, never error, so that they do not come back as events.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime};

use crossbeam_channel::{Receiver, Sender, TrySendError, bounded};
use ring::rand::{SecureRandom, SystemRandom};
use rustls::pki_types::CertificateDer;
use ureq::Agent;
use ureq::tls::{Certificate, RootCerts, TlsConfig, TlsProvider};

use crate::limits;
use crate::logger::{self, Level, Logger};
use crate::runtime::{Context, Supervisor, ThreadError};
use crate::secret::SecretString;

/// The client name and version sent in `X-Sentry-Auth` and the event's `sdk`.
const CLIENT: &str = concat!("vault-db-injector/", env!("CARGO_PKG_VERSION"));

/// The transport scheme of a DSN.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheme {
    /// Plain HTTP (a local relay, tests).
    Http,
    /// HTTPS.
    Https,
}

impl Scheme {
    fn as_str(self) -> &'static str {
        match self {
            Scheme::Http => "http",
            Scheme::Https => "https",
        }
    }
}

/// A parsed DSN: `{scheme}://{public_key}@{host}[:port]/{path/}{project_id}`.
pub struct Dsn {
    scheme: Scheme,
    public_key: SecretString,
    /// Host and optional port, as written (IPv6 literals keep their brackets).
    authority: String,
    /// The path before the project id: empty, or `/a/b` (no trailing slash).
    path: String,
    project_id: String,
}

impl Dsn {
    /// Parses a DSN. Errors say what is wrong without echoing any part of the text, since a
    /// malformed DSN may put the key anywhere. A legacy `key:secret@` user part is accepted
    /// and its secret ignored (the envelope endpoint does not use it).
    pub fn parse(text: &str) -> Result<Dsn, Error> {
        let text = text.trim();
        if text.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(Error::Dsn("contains whitespace or control characters"));
        }
        let (scheme, rest) = text.split_once("://").ok_or(Error::Dsn("missing scheme"))?;
        let scheme = if scheme.eq_ignore_ascii_case("https") {
            Scheme::Https
        } else if scheme.eq_ignore_ascii_case("http") {
            Scheme::Http
        } else {
            return Err(Error::Dsn("scheme must be http or https"));
        };
        if rest.contains(['?', '#']) {
            return Err(Error::Dsn("query strings and fragments are not supported"));
        }
        let (authority, path) = rest
            .split_once('/')
            .ok_or(Error::Dsn("missing project id"))?;
        let (user, host) = authority
            .rsplit_once('@')
            .ok_or(Error::Dsn("missing public key"))?;
        let key = user.split_once(':').map_or(user, |(key, _secret)| key);
        if key.is_empty() {
            return Err(Error::Dsn("missing public key"));
        }
        if !key.bytes().all(is_unreserved) {
            return Err(Error::Dsn("public key has invalid characters"));
        }
        check_host(host)?;
        let (prefix, project_id) = match path.rsplit_once('/') {
            Some((prefix, id)) => (Some(prefix), id),
            None => (None, path),
        };
        if project_id.is_empty()
            || project_id.len() > 20
            || !project_id.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(Error::Dsn("project id must be a number"));
        }
        let mut clean_path = String::new();
        if let Some(prefix) = prefix {
            for segment in prefix.split('/') {
                if segment.is_empty() || !segment.bytes().all(is_unreserved) {
                    return Err(Error::Dsn("path has an empty or invalid segment"));
                }
                clean_path.push('/');
                clean_path.push_str(segment);
            }
        }
        Ok(Dsn {
            scheme,
            public_key: SecretString::new(key.to_owned()),
            authority: host.to_owned(),
            path: clean_path,
            project_id: project_id.to_owned(),
        })
    }

    /// The scheme.
    pub fn scheme(&self) -> Scheme {
        self.scheme
    }

    /// Host and optional port.
    pub fn host(&self) -> &str {
        &self.authority
    }

    /// The project id.
    pub fn project_id(&self) -> &str {
        &self.project_id
    }

    /// `{scheme}://{host}/{path/}api/{project_id}/envelope/`: where events are posted.
    pub fn envelope_url(&self) -> String {
        format!(
            "{}://{}{}/api/{}/envelope/",
            self.scheme.as_str(),
            self.authority,
            self.path,
            self.project_id
        )
    }

    /// The DSN with its key replaced by `<redacted>`, for logs.
    pub fn redacted(&self) -> String {
        format!(
            "{}://<redacted>@{}{}/{}",
            self.scheme.as_str(),
            self.authority,
            self.path,
            self.project_id
        )
    }

    /// The `X-Sentry-Auth` header value. It holds the key, so it is a secret too.
    fn auth_header(&self) -> SecretString {
        SecretString::new(format!(
            "Sentry sentry_version=7, sentry_client={CLIENT}, sentry_key={}",
            self.public_key.expose_secret()
        ))
    }
}

impl fmt::Debug for Dsn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Dsn({})", self.redacted())
    }
}

/// RFC 3986 unreserved characters: what keys and path segments may hold.
fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// Accepts `name[:port]` or `[v6][:port]`.
fn check_host(host: &str) -> Result<(), Error> {
    let (name, port) = if let Some(v6) = host.strip_prefix('[') {
        let (literal, after) = v6
            .split_once(']')
            .ok_or(Error::Dsn("unterminated ipv6 literal"))?;
        if literal.is_empty()
            || !literal
                .bytes()
                .all(|b| b.is_ascii_hexdigit() || b == b':' || b == b'.')
        {
            return Err(Error::Dsn("invalid ipv6 literal"));
        }
        let port = match after.strip_prefix(':') {
            Some(port) => Some(port),
            None if after.is_empty() => None,
            None => return Err(Error::Dsn("invalid host")),
        };
        (literal, port)
    } else {
        match host.rsplit_once(':') {
            Some((name, port)) => (name, Some(port)),
            None => (host, None),
        }
    };
    if name.is_empty() {
        return Err(Error::Dsn("missing host"));
    }
    if !host.starts_with('[')
        && !name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_'))
    {
        return Err(Error::Dsn("invalid host"));
    }
    if let Some(port) = port {
        match port.parse::<u16>() {
            Ok(n) if n > 0 && port.bytes().all(|b| b.is_ascii_digit()) => {}
            _ => return Err(Error::Dsn("invalid port")),
        }
    }
    Ok(())
}

/// Timeouts of one delivery.
#[derive(Debug, Clone, Copy)]
pub struct Timeouts {
    /// Opening the connection.
    pub connect: Duration,
    /// Waiting for the response after the request is sent.
    pub recv_response: Duration,
    /// The whole delivery.
    pub global: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            connect: limits::SENTRY_CONNECT_TIMEOUT,
            recv_response: limits::SENTRY_RECV_RESPONSE_TIMEOUT,
            global: limits::SENTRY_GLOBAL_TIMEOUT,
        }
    }
}

/// Everything [`Sentry::start`] needs.
pub struct Options {
    /// Where to send.
    pub dsn: Dsn,
    /// `sentryEnvironment` (the original's default is `production`).
    pub environment: String,
    /// The release reported with each event.
    pub release: String,
    /// The host or pod name, if known.
    pub server_name: Option<String>,
    /// `sentrySampleRate`: the share of events sent, from 0.0 (none) to 1.0 (all).
    pub sample_rate: f64,
    /// Trusted roots for an https DSN (from `tls.rs`).
    pub root_certs: Vec<CertificateDer<'static>>,
    /// The proxy to go through; `None` means a direct connection (the environment's proxy
    /// variables are read by `config.rs`, not here).
    pub proxy: Option<ureq::Proxy>,
    /// Delivery timeouts.
    pub timeouts: Timeouts,
}

impl Options {
    /// Options with the original's defaults: environment `production`, this build's
    /// version as release, every event sent, no proxy, the timeouts of `limits.rs`.
    pub fn new(dsn: Dsn, root_certs: Vec<CertificateDer<'static>>) -> Options {
        Options {
            dsn,
            environment: "production".to_owned(),
            release: env!("CARGO_PKG_VERSION").to_owned(),
            server_name: None,
            sample_rate: 1.0,
            root_certs,
            proxy: None,
            timeouts: Timeouts::default(),
        }
    }
}

impl fmt::Debug for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Options")
            .field("dsn", &self.dsn)
            .field("environment", &self.environment)
            .field("release", &self.release)
            .field("server_name", &self.server_name)
            .field("sample_rate", &self.sample_rate)
            .field("root_certs", &self.root_certs.len())
            .field("proxy", &self.proxy.is_some())
            .field("timeouts", &self.timeouts)
            .finish()
    }
}

/// Delivery counters, for the metrics the lead exports. All monotonic.
#[derive(Debug, Default)]
pub struct Stats {
    queued: AtomicU64,
    sent: AtomicU64,
    failed: AtomicU64,
    dropped_queue_full: AtomicU64,
    dropped_paused: AtomicU64,
    sampled_out: AtomicU64,
}

impl Stats {
    /// Events accepted into the queue.
    pub fn queued(&self) -> u64 {
        self.queued.load(Ordering::Relaxed)
    }
    /// Events Sentry accepted (2xx).
    pub fn sent(&self) -> u64 {
        self.sent.load(Ordering::Relaxed)
    }
    /// Events whose delivery failed (network error, timeout, non-2xx).
    pub fn failed(&self) -> u64 {
        self.failed.load(Ordering::Relaxed)
    }
    /// Events dropped because the queue was full.
    pub fn dropped_queue_full(&self) -> u64 {
        self.dropped_queue_full.load(Ordering::Relaxed)
    }
    /// Events dropped while delivery was paused: Sentry asked to back off (429), or the
    /// previous delivery failed on the network.
    pub fn dropped_paused(&self) -> u64 {
        self.dropped_paused.load(Ordering::Relaxed)
    }
    /// Events not sent because of `sentrySampleRate`.
    pub fn sampled_out(&self) -> u64 {
        self.sampled_out.load(Ordering::Relaxed)
    }
}

fn bump(counter: &AtomicU64) {
    counter.fetch_add(1, Ordering::Relaxed);
}

/// What [`Sentry::capture`] did with an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Captured {
    /// Queued for sending.
    Queued,
    /// Not selected by the sample rate.
    SampledOut,
    /// Dropped: the queue was full (or the sender has stopped).
    Dropped,
}

/// One event as captured on the caller's thread; the sender serializes it.
#[derive(Debug)]
struct Event {
    level: Level,
    message: String,
    tags: Vec<(String, String)>,
    time: SystemTime,
}

enum Job {
    Event(Event),
    /// Answered once every job queued before it has been handled.
    Flush(Sender<()>),
}

/// The Sentry reporter: a handle on the queue drained by the `sentry` thread.
pub struct Sentry {
    queue: Sender<Job>,
    sample_rate: f64,
    rng: SystemRandom,
    stats: Arc<Stats>,
}

impl fmt::Debug for Sentry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Sentry")
            .field("sample_rate", &self.sample_rate)
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}

impl Sentry {
    /// Checks the options, builds the HTTP agent and starts the `sentry` sender thread
    /// (non-critical: without it the product works, only reporting stops). Logs where
    /// events go, with the key redacted.
    pub fn start(options: Options, supervisor: &Supervisor) -> Result<Arc<Sentry>, Error> {
        check_sample_rate(options.sample_rate)?;
        let transport = Transport::new(&options)?;
        let (tx, rx) = bounded(limits::SENTRY_QUEUE);
        let sentry = Arc::new(Sentry {
            queue: tx,
            sample_rate: options.sample_rate,
            rng: SystemRandom::new(),
            stats: Arc::new(Stats::default()),
        });
        let sender = Worker {
            transport,
            stats: Arc::clone(&sentry.stats),
            environment: options.environment,
            release: options.release,
            server_name: options.server_name,
            rng: SystemRandom::new(),
            paused_until: None,
            failing: false,
        };
        supervisor
            .spawn(
                "sentry",
                false,
                Some(limits::LOOP_MAX_SILENCE),
                move |ctx| sender.run(ctx, &rx),
            )
            .map_err(Error::Spawn)?;
        let rate = options.sample_rate.to_string();
        logger::info(
            "sentry reporting enabled",
            &[("dsn", &options.dsn.redacted()), ("sample_rate", &rate)],
        );
        Ok(sentry)
    }

    /// Makes this reporter the process logger's error hook: every error line becomes an
    /// event.
    pub fn install(self: &Arc<Self>) {
        self.install_on(logger::logger());
    }

    /// Makes this reporter the error hook of `logger` (tests use their own logger).
    pub fn install_on(self: &Arc<Self>, logger: &Logger) {
        let sentry = Arc::clone(self);
        logger.set_error_hook(Arc::new(move |event: &logger::Event<'_>| {
            sentry.capture(event.level, event.message, event.fields);
        }));
    }

    /// Queues an event for a log line, subject to the sample rate. Never blocks.
    pub fn capture(&self, level: Level, message: &str, fields: &[(&str, &str)]) -> Captured {
        if !self.sampled() {
            bump(&self.stats.sampled_out);
            return Captured::SampledOut;
        }
        let event = Event {
            level,
            message: truncate(message, limits::SENTRY_MESSAGE_MAX).to_owned(),
            tags: tags(fields),
            time: SystemTime::now(),
        };
        match self.queue.try_send(Job::Event(event)) {
            Ok(()) => {
                bump(&self.stats.queued);
                Captured::Queued
            }
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                bump(&self.stats.dropped_queue_full);
                Captured::Dropped
            }
        }
    }

    /// Waits up to `timeout` for every event queued so far to be delivered or given up on;
    /// true if that happened in time. For shutdown.
    pub fn flush(&self, timeout: Duration) -> bool {
        let start = Instant::now();
        let (done_tx, done_rx) = bounded(1);
        if self
            .queue
            .send_timeout(Job::Flush(done_tx), timeout)
            .is_err()
        {
            return false;
        }
        done_rx
            .recv_timeout(timeout.saturating_sub(start.elapsed()))
            .is_ok()
    }

    /// The delivery counters.
    pub fn stats(&self) -> Arc<Stats> {
        Arc::clone(&self.stats)
    }

    fn sampled(&self) -> bool {
        sample(self.sample_rate, &self.rng)
    }
}

fn check_sample_rate(rate: f64) -> Result<(), Error> {
    if (0.0..=1.0).contains(&rate) {
        Ok(())
    } else {
        Err(Error::SampleRate)
    }
}

/// Whether an event is kept at `rate`: 0.0 keeps none, 1.0 all, else a uniform draw from
/// ring's randomness. A failing random source keeps the event (reporting beats silence).
fn sample(rate: f64, rng: &dyn SecureRandom) -> bool {
    if rate >= 1.0 {
        return true;
    }
    if rate <= 0.0 {
        return false;
    }
    let mut bytes = [0u8; 8];
    if rng.fill(&mut bytes).is_err() {
        return true;
    }
    // 53 random bits make a uniform float in [0, 1).
    let draw = (u64::from_le_bytes(bytes) >> 11) as f64 / (1u64 << 53) as f64;
    draw < rate
}

/// The longest prefix of `text` of at most `max` bytes that ends on a char boundary.
fn truncate(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text.get(..end).unwrap_or("")
}

/// Log fields as Sentry tags, within Sentry's limits (key 32 chars, value 200 chars, no
/// newline; at most `SENTRY_TAGS_MAX`).
fn tags(fields: &[(&str, &str)]) -> Vec<(String, String)> {
    fields
        .iter()
        .take(limits::SENTRY_TAGS_MAX)
        .filter(|(key, _)| !key.is_empty())
        .map(|(key, value)| {
            let key: String = key.chars().take(limits::SENTRY_TAG_KEY_MAX).collect();
            let value: String = value
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .take(limits::SENTRY_TAG_VALUE_MAX)
                .collect();
            (key, value)
        })
        .collect()
}

/// 32 lowercase hex digits from 16 random bytes: a Sentry event id (a UUID without
/// dashes).
fn event_id(rng: &dyn SecureRandom) -> Result<String, Error> {
    let mut bytes = [0u8; 16];
    rng.fill(&mut bytes)
        .map_err(|ring::error::Unspecified| Error::Random)?;
    // Version 4, variant 1, so that Sentry and any UUID parser accept it.
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Event fields that come from the options, not the log line.
struct EventContext<'a> {
    environment: &'a str,
    release: &'a str,
    server_name: Option<&'a str>,
}

/// Serializes one event as an envelope: a header line, an item header line, the event.
fn envelope(event: &Event, id: &str, context: &EventContext<'_>, now: SystemTime) -> Vec<u8> {
    let tags: serde_json::Map<String, serde_json::Value> = event
        .tags
        .iter()
        .map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone())))
        .collect();
    let mut payload = serde_json::json!({
        "event_id": id,
        "timestamp": logger::rfc3339(event.time),
        "platform": "other",
        "level": level_name(event.level),
        "logger": "vault-db-injector",
        "message": event.message,
        "tags": tags,
        "environment": context.environment,
        "release": context.release,
        "sdk": { "name": "vault-db-injector", "version": env!("CARGO_PKG_VERSION") },
    });
    if let (Some(name), Some(object)) = (context.server_name, payload.as_object_mut()) {
        object.insert("server_name".to_owned(), name.into());
    }
    let payload = payload.to_string();
    let header = serde_json::json!({ "event_id": id, "sent_at": logger::rfc3339(now) });
    let item = serde_json::json!({
        "type": "event",
        "length": payload.len(),
        "content_type": "application/json",
    });
    format!("{header}\n{item}\n{payload}\n").into_bytes()
}

/// Sentry's level names.
fn level_name(level: Level) -> &'static str {
    match level {
        Level::Debug => "debug",
        Level::Info => "info",
        Level::Warn => "warning",
        Level::Error => "error",
    }
}

/// The configured HTTP side: one Agent, the URL, the auth header.
struct Transport {
    agent: Agent,
    url: String,
    auth: SecretString,
}

/// The outcome of one delivery.
#[derive(Debug, PartialEq, Eq)]
enum Delivery {
    Accepted,
    /// 429: pause for this long.
    RateLimited(Duration),
    Rejected(u16),
}

impl Transport {
    fn new(options: &Options) -> Result<Transport, Error> {
        let https = options.dsn.scheme == Scheme::Https;
        if https && options.root_certs.is_empty() {
            return Err(Error::NoRootCerts);
        }
        let roots: Vec<Certificate<'static>> = options
            .root_certs
            .iter()
            .map(|der| Certificate::from_der(der.as_ref()).to_owned())
            .collect();
        let tls = TlsConfig::builder()
            .provider(TlsProvider::Rustls)
            .unversioned_rustls_crypto_provider(Arc::new(rustls::crypto::ring::default_provider()))
            .root_certs(RootCerts::Specific(Arc::new(roots)))
            .build();
        let t = options.timeouts;
        let config = Agent::config_builder()
            .timeout_connect(Some(t.connect))
            .timeout_recv_response(Some(t.recv_response))
            .timeout_global(Some(t.global))
            .http_status_as_error(false)
            .max_redirects(0)
            .https_only(https)
            .proxy(options.proxy.clone())
            .user_agent(CLIENT)
            .tls_config(tls)
            .build();
        Ok(Transport {
            agent: Agent::new_with_config(config),
            url: options.dsn.envelope_url(),
            auth: options.dsn.auth_header(),
        })
    }

    fn send(&self, body: &[u8]) -> Result<Delivery, Error> {
        let mut response = self
            .agent
            .post(&self.url)
            .header("X-Sentry-Auth", self.auth.expose_secret())
            .header("Content-Type", "application/x-sentry-envelope")
            .send(body)
            .map_err(Error::Http)?;
        let status = response.status().as_u16();
        let retry_after = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(Duration::from_secs);
        // The answer is read (bounded) only so that the connection can be reused.
        let _ = response
            .body_mut()
            .with_config()
            .limit(limits::SENTRY_RESPONSE_MAX)
            .read_to_vec();
        Ok(match status {
            200..=299 => Delivery::Accepted,
            429 => Delivery::RateLimited(
                retry_after
                    .unwrap_or(limits::SENTRY_RETRY_AFTER_DEFAULT)
                    .min(limits::SENTRY_RETRY_AFTER_MAX),
            ),
            other => Delivery::Rejected(other),
        })
    }
}

/// The sender thread's state.
struct Worker {
    transport: Transport,
    stats: Arc<Stats>,
    environment: String,
    release: String,
    server_name: Option<String>,
    rng: SystemRandom,
    paused_until: Option<Instant>,
    /// Whether the last delivery failed, so that a run of failures logs one warning.
    failing: bool,
}

impl Worker {
    fn run(mut self, ctx: Context, queue: &Receiver<Job>) -> Result<(), ThreadError> {
        loop {
            ctx.heartbeat.beat();
            crossbeam_channel::select! {
                recv(ctx.shutdown.receiver()) -> _ => {
                    self.drain(queue, Instant::now() + limits::SENTRY_SHUTDOWN_DRAIN);
                    return Ok(());
                },
                recv(queue) -> job => match job {
                    Ok(job) => self.handle(job),
                    Err(_) => return Ok(()),
                },
                default(limits::SENTRY_WAKE) => {},
            }
        }
    }

    /// Sends what is queued until the queue is empty or `deadline` passes.
    fn drain(&mut self, queue: &Receiver<Job>, deadline: Instant) {
        while Instant::now() < deadline {
            match queue.try_recv() {
                Ok(job) => self.handle(job),
                Err(_) => return,
            }
        }
    }

    fn handle(&mut self, job: Job) {
        match job {
            Job::Flush(done) => {
                let _ = done.try_send(());
            }
            Job::Event(event) => self.deliver(&event),
        }
    }

    fn deliver(&mut self, event: &Event) {
        if let Some(until) = self.paused_until {
            if Instant::now() < until {
                bump(&self.stats.dropped_paused);
                return;
            }
            self.paused_until = None;
        }
        let id = match event_id(&self.rng) {
            Ok(id) => id,
            Err(error) => {
                bump(&self.stats.failed);
                self.failed(&error.to_string());
                return;
            }
        };
        let context = EventContext {
            environment: &self.environment,
            release: &self.release,
            server_name: self.server_name.as_deref(),
        };
        let body = envelope(event, &id, &context, SystemTime::now());
        match self.transport.send(&body) {
            Ok(Delivery::Accepted) => {
                bump(&self.stats.sent);
                if self.failing {
                    self.failing = false;
                    logger::info("sentry delivery recovered", &[]);
                }
            }
            Ok(Delivery::RateLimited(pause)) => {
                bump(&self.stats.failed);
                self.paused_until = Some(Instant::now() + pause);
                let secs = pause.as_secs().to_string();
                logger::warn("sentry asked to back off", &[("retry_after_s", &secs)]);
            }
            Ok(Delivery::Rejected(status)) => {
                bump(&self.stats.failed);
                self.failed(&format!("http status {status}"));
            }
            Err(error) => {
                // A dead or hung Sentry would otherwise cost a full timeout per queued
                // event; pausing lets the queue empty and keeps what follows fresh.
                bump(&self.stats.failed);
                self.paused_until = Some(Instant::now() + limits::SENTRY_FAILURE_PAUSE);
                self.failed(&error.to_string());
            }
        }
    }

    /// Logs a delivery failure once per run of failures, at warn level (an error line
    /// would come back here as an event).
    fn failed(&mut self, reason: &str) {
        if !self.failing {
            self.failing = true;
            logger::warn(
                "sentry delivery failed",
                // The URL has no key in it (the key travels in a header), so it can be logged.
                &[("url", &self.transport.url), ("error", reason)],
            );
        }
    }
}

/// Why Sentry reporting could not start or an event could not be sent. No variant holds
/// the DSN or its key.
#[derive(Debug)]
pub enum Error {
    /// The DSN is malformed.
    Dsn(&'static str),
    /// `sentrySampleRate` is outside 0.0..=1.0.
    SampleRate,
    /// An https DSN but no trusted root certificates.
    NoRootCerts,
    /// The sender thread could not be started.
    Spawn(std::io::Error),
    /// A delivery failed on the network (connect, TLS, timeout).
    Http(ureq::Error),
    /// The OS random source failed.
    Random,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Dsn(reason) => write!(f, "invalid sentry dsn: {reason}"),
            Error::SampleRate => f.write_str("sentry sample rate must be between 0.0 and 1.0"),
            Error::NoRootCerts => {
                f.write_str("sentry dsn is https but no root certificates were given")
            }
            Error::Spawn(_) => f.write_str("cannot start the sentry thread"),
            Error::Http(error) => write!(f, "sentry delivery failed: {error}"),
            Error::Random => f.write_str("cannot make a sentry event id: os random source failed"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Spawn(error) => Some(error),
            Error::Http(error) => Some(error),
            Error::Dsn(_) | Error::SampleRate | Error::NoRootCerts | Error::Random => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "0123456789abcdef0123456789abcdef";

    fn check(input: &str, expect: Result<(&str, &str), &str>) {
        match (Dsn::parse(input), expect) {
            (Ok(dsn), Ok((url, redacted))) => {
                assert_eq!(dsn.envelope_url(), url, "{input}");
                assert_eq!(dsn.redacted(), redacted, "{input}");
                assert!(!format!("{dsn:?}").contains(KEY), "{input}");
            }
            (Err(err), Err(reason)) => {
                let text = err.to_string();
                assert!(text.contains(reason), "{input}: {text}");
                assert!(!text.contains(KEY), "{input}: {text}");
                assert!(!format!("{err:?}").contains(KEY), "{input}");
            }
            (got, want) => panic!("{input}: got {got:?}, want {want:?}"),
        }
    }

    #[test]
    fn dsn_parsing() {
        check(
            &format!("https://{KEY}@o1.ingest.sentry.io/42"),
            Ok((
                "https://o1.ingest.sentry.io/api/42/envelope/",
                "https://<redacted>@o1.ingest.sentry.io/42",
            )),
        );
        check(
            &format!("http://{KEY}@127.0.0.1:9000/42"),
            Ok((
                "http://127.0.0.1:9000/api/42/envelope/",
                "http://<redacted>@127.0.0.1:9000/42",
            )),
        );
        check(
            &format!("https://{KEY}:legacysecret@sentry.example.com/sub/path/660"),
            Ok((
                "https://sentry.example.com/sub/path/api/660/envelope/",
                "https://<redacted>@sentry.example.com/sub/path/660",
            )),
        );
        check(
            &format!("HTTPS://{KEY}@[::1]:8443/7\n"),
            Ok((
                "https://[::1]:8443/api/7/envelope/",
                "https://<redacted>@[::1]:8443/7",
            )),
        );
        check(
            "https://your-sentry@sentry/660",
            Ok((
                "https://sentry/api/660/envelope/",
                "https://<redacted>@sentry/660",
            )),
        );
        check(
            &format!("ftp://{KEY}@host/1"),
            Err("scheme must be http or https"),
        );
        check(&format!("{KEY}@host/1"), Err("missing scheme"));
        check("https://host/1", Err("missing public key"));
        check("https://@host/1", Err("missing public key"));
        check(&format!("https://{KEY}@host"), Err("missing project id"));
        check(
            &format!("https://{KEY}@host/"),
            Err("project id must be a number"),
        );
        check(
            &format!("https://{KEY}@host/abc"),
            Err("project id must be a number"),
        );
        check(
            &format!("https://{KEY}@host/42/"),
            Err("project id must be a number"),
        );
        check(&format!("https://{KEY}@host//42"), Err("path has an empty"));
        check(&format!("https://{KEY}@/42"), Err("missing host"));
        check(&format!("https://{KEY}@host:0/42"), Err("invalid port"));
        check(&format!("https://{KEY}@host:99999/42"), Err("invalid port"));
        check(&format!("https://{KEY}@host:+80/42"), Err("invalid port"));
        check(&format!("https://{KEY}@ho st/42"), Err("whitespace"));
        check(&format!("https://{KEY}@host/42?x=1"), Err("query strings"));
        check(&format!("https://{KEY}@[::1/42"), Err("unterminated ipv6"));
        check(&format!("https://{KEY}@[zz]/42"), Err("invalid ipv6"));
        check(&format!("https://{KEY}@h\u{e9}st/42"), Err("invalid host"));
        check(
            &format!("https://{KEY}\u{e9}@host/42"),
            Err("public key has invalid"),
        );
    }

    #[test]
    fn auth_header_shape() {
        let dsn = Dsn::parse(&format!("http://{KEY}@127.0.0.1/42")).unwrap();
        assert_eq!(
            dsn.auth_header().expose_secret(),
            format!(
                "Sentry sentry_version=7, sentry_client=vault-db-injector/{}, sentry_key={KEY}",
                env!("CARGO_PKG_VERSION")
            )
        );
        let options = Options::new(dsn, Vec::new());
        assert!(!format!("{options:?}").contains(KEY));
    }

    #[test]
    fn envelope_shape() {
        let event = Event {
            level: Level::Error,
            message: "vault login failed".to_owned(),
            tags: tags(&[("uuid", "u-1"), ("namespace", "team-a")]),
            time: SystemTime::UNIX_EPOCH,
        };
        let context = EventContext {
            environment: "staging",
            release: "1.2.3",
            server_name: Some("node-1"),
        };
        let id = event_id(&SystemRandom::new()).unwrap();
        assert_eq!(id.len(), 32);
        assert!(id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')));
        let body = envelope(&event, &id, &context, SystemTime::UNIX_EPOCH);
        let text = String::from_utf8(body).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        let header: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
        assert_eq!(header["event_id"], id.as_str());
        let item: serde_json::Value = serde_json::from_str(lines[1]).unwrap();
        assert_eq!(item["type"], "event");
        assert_eq!(item["length"], lines[2].len());
        let payload: serde_json::Value = serde_json::from_str(lines[2]).unwrap();
        assert_eq!(payload["message"], "vault login failed");
        assert_eq!(payload["level"], "error");
        assert_eq!(payload["platform"], "other");
        assert_eq!(payload["environment"], "staging");
        assert_eq!(payload["release"], "1.2.3");
        assert_eq!(payload["server_name"], "node-1");
        assert_eq!(payload["timestamp"], "1970-01-01T00:00:00Z");
        assert_eq!(payload["tags"]["uuid"], "u-1");
        assert_eq!(payload["tags"]["namespace"], "team-a");
    }

    #[test]
    fn tags_and_message_within_limits() {
        let long_key = "k".repeat(40);
        let long_value = "\u{e9}".repeat(300);
        let t = tags(&[(&long_key, &long_value), ("", "x"), ("multi", "a\nb")]);
        assert_eq!(t.len(), 2);
        assert_eq!(t[0].0.chars().count(), limits::SENTRY_TAG_KEY_MAX);
        assert_eq!(t[0].1.chars().count(), limits::SENTRY_TAG_VALUE_MAX);
        assert_eq!(t[1], ("multi".to_owned(), "a b".to_owned()));
        assert_eq!(truncate("\u{e9}\u{e9}", 3), "\u{e9}");
        assert_eq!(truncate("abc", 3), "abc");
        assert_eq!(truncate("abc", 0), "");
    }

    #[test]
    fn sampling() {
        let rng = SystemRandom::new();
        assert!((0..1000).all(|_| sample(1.0, &rng)));
        assert!((0..1000).all(|_| !sample(0.0, &rng)));
        let kept = (0..4000).filter(|_| sample(0.5, &rng)).count();
        assert!((1600..2400).contains(&kept), "{kept}");
        assert!(check_sample_rate(0.0).is_ok());
        assert!(check_sample_rate(1.0).is_ok());
        for bad in [-0.1, 1.5, f64::NAN, f64::INFINITY] {
            assert_eq!(
                check_sample_rate(bad).unwrap_err().to_string(),
                "sentry sample rate must be between 0.0 and 1.0"
            );
        }
    }

    #[test]
    fn full_queue_drops_and_counts_without_blocking() {
        let (tx, rx) = bounded(2);
        let sentry = Sentry {
            queue: tx,
            sample_rate: 1.0,
            rng: SystemRandom::new(),
            stats: Arc::new(Stats::default()),
        };
        let start = Instant::now();
        let outcomes: Vec<Captured> = (0..5)
            .map(|_| sentry.capture(Level::Error, "x", &[]))
            .collect();
        assert_eq!(outcomes[..2], [Captured::Queued, Captured::Queued]);
        assert!(outcomes[2..].iter().all(|c| *c == Captured::Dropped));
        assert_eq!(sentry.stats().dropped_queue_full(), 3);
        assert_eq!(sentry.stats().queued(), 2);
        assert!(!sentry.flush(Duration::from_millis(50)));
        assert!(start.elapsed() < Duration::from_secs(1));
        drop(rx);
        assert_eq!(sentry.capture(Level::Error, "x", &[]), Captured::Dropped);
    }

    #[test]
    fn https_needs_roots() {
        let dsn = Dsn::parse(&format!("https://{KEY}@host/1")).unwrap();
        let err = Transport::new(&Options::new(dsn, Vec::new()))
            .err()
            .unwrap();
        assert_eq!(
            err.to_string(),
            "sentry dsn is https but no root certificates were given"
        );
    }
}
