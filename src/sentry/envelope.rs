//! One error event as a Sentry envelope: the event id, level, message and tags within
//! their size limits, and the JSON lines Sentry's envelope endpoint takes.

use std::time::SystemTime;

use ring::rand::SecureRandom;

use crate::limits;
use crate::logger::{self, Level};
use crate::sentry::{Error, Event};

/// The longest prefix of `text` of at most `max` bytes that ends on a char boundary.
pub(super) fn truncate(text: &str, max: usize) -> &str {
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
pub(super) fn tags(fields: &[(&str, &str)]) -> Vec<(String, String)> {
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
pub(super) fn event_id(rng: &dyn SecureRandom) -> Result<String, Error> {
    let mut bytes = [0u8; 16];
    rng.fill(&mut bytes)
        .map_err(|ring::error::Unspecified| Error::Random)?;
    // Version 4, variant 1, so that Sentry and any UUID parser accept it.
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Event fields that come from the options, not the log line.
pub(super) struct EventContext<'a> {
    pub(super) environment: &'a str,
    pub(super) release: &'a str,
    pub(super) server_name: Option<&'a str>,
}

/// Serializes one event as an envelope: a header line, an item header line, the event.
pub(super) fn envelope(
    event: &Event,
    id: &str,
    context: &EventContext<'_>,
    now: SystemTime,
) -> Vec<u8> {
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
pub(super) fn level_name(level: Level) -> &'static str {
    match level {
        Level::Debug => "debug",
        Level::Info => "info",
        Level::Warn => "warning",
        Level::Error => "error",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ring::rand::SystemRandom;

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
}
