//! JSON lines on stdout, in the shape the Go original's logrus produced, so that log
//! pipelines keep working: one object per line with `level`, `message`, `time` (RFC 3339,
//! UTC) and the original's field names (`contextID`, `duration_in_ms`, `uuid`, `namespace`,
//! `pod`, `role`). Keys are sorted, as Go's encoding/json sorts map keys.
//!
//! Callers pass fields as text they have already formatted. **Invariant:** no caller passes
//! a secret: `SecretString` has no `Display`, so it cannot be formatted into a field by
//! accident, and tests search every captured line for the credentials they issued.
//!
//! On a thread inside a [`deferred`] scope (a webhook worker answering a review) the free
//! functions format a line at once and write it when the scope ends, after the answer.
//!
//! An error-level hook lets `sentry/` forward error events without this module knowing
//! about Sentry.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::io::{self, Write};
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError, RwLock};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::deferred;

/// How important a log line is. `Error` exists for the product's own error lines; the
/// minimum level an operator can choose is one of `debug`, `info`, `warn`, `error`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// Details for debugging.
    Debug = 0,
    /// Normal operation.
    Info = 1,
    /// Something an operator should look at.
    Warn = 2,
    /// A failure.
    Error = 3,
}

impl Level {
    /// The lowercase name logrus writes.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Debug => "debug",
            Level::Info => "info",
            Level::Warn => "warning",
            Level::Error => "error",
        }
    }

    /// Parses a configured level; `warning` is accepted as logrus does.
    pub fn parse(text: &str) -> Option<Level> {
        match text {
            "debug" => Some(Level::Debug),
            "info" => Some(Level::Info),
            "warn" | "warning" => Some(Level::Warn),
            "error" => Some(Level::Error),
            _ => None,
        }
    }

    fn from_u8(value: u8) -> Level {
        match value {
            0 => Level::Debug,
            1 => Level::Info,
            2 => Level::Warn,
            _ => Level::Error,
        }
    }
}

/// One log event, as handed to the error hook.
#[derive(Debug)]
pub struct Event<'a> {
    /// The level.
    pub level: Level,
    /// The message.
    pub message: &'a str,
    /// The structured fields, already formatted.
    pub fields: &'a [(&'a str, &'a str)],
}

type Hook = Arc<dyn Fn(&Event<'_>) + Send + Sync>;

/// A logger writing JSON lines to a sink. The process uses one through the free functions
/// below; tests build their own over a buffer.
pub struct Logger {
    min: AtomicU8,
    sink: Mutex<Box<dyn Write + Send>>,
    hook: RwLock<Option<Hook>>,
}

impl Logger {
    /// A logger over any writer.
    pub fn new(level: Level, sink: Box<dyn Write + Send>) -> Logger {
        Logger {
            min: AtomicU8::new(level as u8),
            sink: Mutex::new(sink),
            hook: RwLock::new(None),
        }
    }

    /// Changes the minimum level.
    pub fn set_level(&self, level: Level) {
        self.min.store(level as u8, Ordering::Relaxed);
    }

    /// The minimum level.
    pub fn level(&self) -> Level {
        Level::from_u8(self.min.load(Ordering::Relaxed))
    }

    /// Installs the hook called for every error-level event (Sentry).
    pub fn set_error_hook(&self, hook: Hook) {
        *self.hook.write().unwrap_or_else(PoisonError::into_inner) = Some(hook);
    }

    /// Writes one line if `level` is at or above the minimum.
    pub fn log(&self, level: Level, message: &str, fields: &[(&str, &str)]) {
        if let Some(line) = self.line(level, message, fields) {
            self.write_line(&line);
        }
    }

    /// As [`Logger::log`], but inside a [`deferred`] scope the line (formatted now, with
    /// now's time) is written when the scope ends: the webhook's answer does not wait for
    /// the write to stdout and the wake-up of its reader. Outside a scope `defer` writes
    /// at once.
    fn log_deferred(&'static self, level: Level, message: &str, fields: &[(&str, &str)]) {
        if let Some(line) = self.line(level, message, fields) {
            deferred::defer(move || self.write_line(&line));
        }
    }

    /// Calls the error hook (at once, whatever the level filter says) and formats the line
    /// if `level` is at or above the minimum.
    fn line(&self, level: Level, message: &str, fields: &[(&str, &str)]) -> Option<String> {
        if level >= Level::Error {
            let hook = self
                .hook
                .read()
                .unwrap_or_else(PoisonError::into_inner)
                .clone();
            if let Some(hook) = hook {
                hook(&Event {
                    level,
                    message,
                    fields,
                });
            }
        }
        (level >= self.level()).then(|| format_line(level, message, fields, SystemTime::now()))
    }

    fn write_line(&self, line: &str) {
        let mut sink = self.sink.lock().unwrap_or_else(PoisonError::into_inner);
        // A closed stdout must not take the process down; there is nowhere else to report it.
        let _ = sink.write_all(line.as_bytes());
        let _ = sink.flush();
    }
}

/// Formats one JSON line (with its newline). Fields named `level`, `message` or `time` are
/// renamed `fields.<name>`, as logrus does, so they cannot forge the envelope.
pub fn format_line(
    level: Level,
    message: &str,
    fields: &[(&str, &str)],
    now: SystemTime,
) -> String {
    let mut object = serde_json::Map::new();
    for (key, value) in fields {
        let key = match *key {
            "level" | "message" | "time" | "msg" => format!("fields.{key}"),
            other => other.to_owned(),
        };
        object.insert(key, serde_json::Value::String((*value).to_owned()));
    }
    object.insert("level".into(), level.as_str().into());
    object.insert("message".into(), message.into());
    object.insert("time".into(), rfc3339(now).into());
    let mut line = serde_json::Value::Object(object).to_string();
    line.push('\n');
    line
}

/// RFC 3339 in UTC with whole seconds, as Go's `time.RFC3339` prints a UTC time.
pub fn rfc3339(time: SystemTime) -> String {
    let secs = time
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let days = secs / 86_400;
    let rem = secs % 86_400;
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        (rem / 60) % 60,
        rem % 60
    )
}

/// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm, for
/// non-negative day counts).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

fn global() -> &'static Logger {
    static LOGGER: OnceLock<Logger> = OnceLock::new();
    LOGGER.get_or_init(|| Logger::new(Level::Info, Box::new(io::stdout())))
}

/// The process logger (stdout).
pub fn logger() -> &'static Logger {
    global()
}

/// Sets the process logger's minimum level.
pub fn set_level(level: Level) {
    global().set_level(level);
}

/// Logs at debug level.
pub fn debug(message: &str, fields: &[(&str, &str)]) {
    global().log_deferred(Level::Debug, message, fields);
}

/// Logs at info level.
pub fn info(message: &str, fields: &[(&str, &str)]) {
    global().log_deferred(Level::Info, message, fields);
}

/// Logs at warn level.
pub fn warn(message: &str, fields: &[(&str, &str)]) {
    global().log_deferred(Level::Warn, message, fields);
}

/// Logs at error level (and forwards to the error hook).
pub fn error(message: &str, fields: &[(&str, &str)]) {
    global().log_deferred(Level::Error, message, fields);
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[derive(Clone, Default)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);

    impl Write for Buffer {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    fn check(secs: u64, expect: &str) {
        assert_eq!(rfc3339(UNIX_EPOCH + Duration::from_secs(secs)), expect);
    }

    #[test]
    fn timestamps() {
        check(0, "1970-01-01T00:00:00Z");
        check(951_782_400, "2000-02-29T00:00:00Z");
        check(1_700_000_000, "2023-11-14T22:13:20Z");
        check(4_102_444_799, "2099-12-31T23:59:59Z");
    }

    #[test]
    fn line_shape_matches_logrus() {
        let line = format_line(
            Level::Warn,
            "hello \"world\"",
            &[
                ("contextID", "abc"),
                ("duration_in_ms", "1.50"),
                ("level", "x"),
            ],
            UNIX_EPOCH,
        );
        assert_eq!(
            line,
            "{\"contextID\":\"abc\",\"duration_in_ms\":\"1.50\",\"fields.level\":\"x\",\
             \"level\":\"warning\",\"message\":\"hello \\\"world\\\"\",\"time\":\"1970-01-01T00:00:00Z\"}\n"
        );
    }

    #[test]
    fn level_filter_and_hook() {
        let buffer = Buffer::default();
        let logger = Logger::new(Level::Warn, Box::new(buffer.clone()));
        let seen = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&seen);
        logger.set_error_hook(Arc::new(move |event: &Event<'_>| {
            sink.lock().unwrap().push(event.message.to_owned());
        }));
        logger.log(Level::Info, "dropped", &[]);
        logger.log(Level::Warn, "kept", &[]);
        logger.log(Level::Error, "failed", &[("uuid", "u")]);
        let text = String::from_utf8(buffer.0.lock().unwrap().clone()).unwrap();
        assert!(!text.contains("dropped"));
        assert_eq!(text.lines().count(), 2);
        for line in text.lines() {
            let value: serde_json::Value = serde_json::from_str(line).unwrap();
            assert!(value["time"].is_string());
        }
        assert_eq!(*seen.lock().unwrap(), vec!["failed".to_owned()]);
    }

    #[test]
    fn levels_parse() {
        assert_eq!(Level::parse("warn"), Some(Level::Warn));
        assert_eq!(Level::parse("error"), Some(Level::Error));
        assert_eq!(Level::parse("trace"), None);
    }
}
