//! The per-namespace issuance rate limit (`namespaceRateLimit`).
//!
//! The webhook port accepts reviews from anyone who can reach it, and in legacy delivery a
//! review mints real credentials; a runaway controller can do the same through the
//! apiserver. A token bucket per namespace (capacity = the per-minute limit, refilled evenly
//! over a minute) bounds what either can mint. The map of buckets is bounded too: forged
//! reviews can name any namespace, so when it is full the bucket with the most credentials
//! left makes room. A new namespace is never refused for lack of room: 10,000 forged
//! namespaces must not lock the real ones out. (What forged namespaces can make the
//! injector ask upstream is bounded separately, by `issuance::budget`.)
//!
//! Time is passed in, so the logic is pure and tested without sleeping.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::collections::HashMap;
use std::time::{Duration, Instant};

const MINUTE: Duration = Duration::from_secs(60);

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// Buckets per namespace.
#[derive(Debug)]
pub struct RateLimit {
    per_minute: u32,
    max_namespaces: usize,
    buckets: HashMap<String, Bucket>,
}

impl RateLimit {
    /// A limit of `per_minute` credentials per namespace (0: no limit), keeping at most
    /// `max_namespaces` buckets.
    pub fn new(per_minute: u32, max_namespaces: usize) -> RateLimit {
        RateLimit {
            per_minute,
            max_namespaces,
            buckets: HashMap::new(),
        }
    }

    /// The configured limit.
    pub fn per_minute(&self) -> u32 {
        self.per_minute
    }

    fn refill(&self, bucket: &mut Bucket, now: Instant) {
        let capacity = f64::from(self.per_minute);
        let elapsed = now.saturating_duration_since(bucket.at).as_secs_f64();
        let rate = capacity / MINUTE.as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * rate).min(capacity);
        bucket.at = now;
    }

    /// Drops the bucket with the most credentials left at `now` (a full one is the same as
    /// no bucket at all; a barely used one loses the least accounting). Refusing a new
    /// namespace instead would let forged reviews naming many namespaces lock every real
    /// one out.
    fn make_room(&mut self, now: Instant) {
        let mut richest: Option<(&String, f64)> = None;
        for (name, bucket) in &self.buckets {
            let mut copy = *bucket;
            self.refill(&mut copy, now);
            if richest.is_none_or(|(_, tokens)| copy.tokens > tokens) {
                richest = Some((name, copy.tokens));
            }
        }
        if let Some(name) = richest.map(|(name, _)| name.clone()) {
            self.buckets.remove(&name);
        }
    }

    /// Takes `cost` credentials for `namespace` at `now`; false when over the limit (and
    /// then nothing is taken).
    pub fn try_take(&mut self, namespace: &str, cost: u32, now: Instant) -> bool {
        if self.per_minute == 0 {
            return true;
        }
        let capacity = f64::from(self.per_minute);
        if !self.buckets.contains_key(namespace) && self.buckets.len() >= self.max_namespaces {
            self.make_room(now);
        }
        let mut bucket = self.buckets.get(namespace).copied().unwrap_or(Bucket {
            tokens: capacity,
            at: now,
        });
        self.refill(&mut bucket, now);
        let cost = f64::from(cost);
        let allowed = bucket.tokens >= cost;
        if allowed {
            bucket.tokens -= cost;
        }
        self.buckets.insert(namespace.to_owned(), bucket);
        allowed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bucket_per_namespace() {
        let start = Instant::now();
        let mut limit = RateLimit::new(60, 3);
        for _ in 0..30 {
            assert!(limit.try_take("a", 2, start));
        }
        assert!(!limit.try_take("a", 1, start));
        assert!(limit.try_take("b", 1, start), "namespaces are independent");
        // One credential per second comes back.
        assert!(limit.try_take("a", 1, start + Duration::from_secs(1)));
        assert!(!limit.try_take("a", 1, start + Duration::from_secs(1)));
        assert!(limit.try_take("a", 60, start + Duration::from_secs(120)));
        // A cost over the capacity never passes, and takes nothing.
        assert!(!limit.try_take("c", 61, start));
        assert!(limit.try_take("c", 60, start));
    }

    #[test]
    fn bounded_namespaces_never_lock_a_real_one_out() {
        let start = Instant::now();
        let mut limit = RateLimit::new(10, 100);
        // A real namespace uses most of its minute.
        assert!(limit.try_take("apps", 9, start));
        // 10,000 forged namespaces, one credential each.
        for n in 0..10_000 {
            assert!(limit.try_take(&format!("forged-{n}"), 1, start));
            assert!(limit.buckets.len() <= 100);
        }
        // The real namespace was never the richest bucket: still tracked and limited.
        assert!(limit.buckets.contains_key("apps"));
        assert!(limit.try_take("apps", 1, start));
        assert!(!limit.try_take("apps", 1, start), "its limit still holds");
        // And a namespace never seen before is served, not refused for lack of room.
        assert!(limit.try_take("new-team", 10, start));
    }

    #[test]
    fn off() {
        let mut limit = RateLimit::new(0, 0);
        for _ in 0..1000 {
            assert!(limit.try_take("a", 16, Instant::now()));
        }
    }
}
