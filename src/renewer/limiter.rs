//! The bound on the renewer's Vault request rate (`vaultRateLimit` per second, burst 1, as
//! the original's limiter), the pause a 429 asks for, and an adaptive rate under that
//! ceiling: a 429 or a 5xx halves it (down to [`limits::RENEWER_RATE_FLOOR`]), and each
//! answer faster than [`limits::RENEWER_FAST_ANSWER`] raises it by a twentieth of the
//! ceiling, so a Vault that struggles during a takeover is eased off and full speed comes
//! back within a few dozen good answers. `vaultRateLimit` is never exceeded.
//!
//! The renewer takes a slot before every Vault request; when none is free it learns when
//! the next one is and waits for it on its `select!`, so a shutdown is never delayed by
//! the limiter.

use std::time::{Duration, Instant};

use crate::limits;

/// Spaces requests `1 / rate` seconds apart, and holds all of them during a pause.
#[derive(Debug, Clone)]
pub struct RateLimiter {
    ceiling: f64,
    rate: f64,
    next: Option<Instant>,
    paused_until: Option<Instant>,
}

impl RateLimiter {
    /// At most `per_second` requests a second (0 counts as 1).
    pub fn new(per_second: u32) -> RateLimiter {
        let ceiling = f64::from(per_second.max(1));
        RateLimiter {
            ceiling,
            rate: ceiling,
            next: None,
            paused_until: None,
        }
    }

    /// The rate in force, requests per second.
    pub fn rate(&self) -> f64 {
        self.rate
    }

    /// Vault answered 429 or 5xx: halve the rate (not below the floor).
    pub fn slower(&mut self) {
        let floor = limits::RENEWER_RATE_FLOOR.min(self.ceiling);
        self.rate = (self.rate / 2.0).max(floor);
    }

    /// Vault answered in `took`: a fast answer raises the rate towards the ceiling.
    pub fn answered(&mut self, took: Duration) {
        if took < limits::RENEWER_FAST_ANSWER {
            self.rate = (self.rate + self.ceiling / 20.0).min(self.ceiling);
        }
    }

    /// Takes a slot at `now` (`Ok`), or says when the next one is free (`Err`).
    pub fn acquire(&mut self, now: Instant) -> Result<(), Instant> {
        let free = self.free_at();
        if let Some(at) = free
            && at > now
        {
            return Err(at);
        }
        // A slot not taken when it came is lost (burst 1): idle time does not let a
        // burst through later.
        self.next = Some(now + Duration::from_secs_f64(1.0 / self.rate));
        Ok(())
    }

    /// When the next slot is free (`None`: now).
    pub fn free_at(&self) -> Option<Instant> {
        match (self.next, self.paused_until) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        }
    }

    /// Holds every request until `until` (a 429's `Retry-After`); an earlier pause than one
    /// already in force changes nothing.
    pub fn pause_until(&mut self, until: Instant) {
        self.paused_until = Some(self.paused_until.map_or(until, |p| p.max(until)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tries to take a slot at each offset (ms), and returns the ones that got one.
    fn check(rate: u32, pause_ms: Option<u64>, tries_ms: &[u64], expect_ms: &[u64]) {
        let start = Instant::now();
        let mut limiter = RateLimiter::new(rate);
        if let Some(p) = pause_ms {
            limiter.pause_until(start + Duration::from_millis(p));
        }
        let got: Vec<u64> = tries_ms
            .iter()
            .copied()
            .filter(|ms| limiter.acquire(start + Duration::from_millis(*ms)).is_ok())
            .collect();
        assert_eq!(got, expect_ms, "rate {rate} pause {pause_ms:?}");
    }

    #[test]
    fn spaces_requests() {
        check(
            10,
            None,
            &[0, 50, 99, 100, 150, 200, 1000],
            &[0, 100, 200, 1000],
        );
        check(0, None, &[0, 500, 999, 1000], &[0, 1000]);
        // No burst after idle time.
        check(10, None, &[0, 5000, 5001, 5050, 5100], &[0, 5000, 5100]);
    }

    #[test]
    fn a_pause_holds_every_request() {
        check(
            10,
            Some(3000),
            &[0, 1000, 2999, 3000, 3050, 3100],
            &[3000, 3100],
        );
    }

    #[test]
    fn the_rate_halves_on_errors_and_climbs_back_on_fast_answers() {
        let mut limiter = RateLimiter::new(40);
        assert_eq!(limiter.rate(), 40.0);
        limiter.slower();
        limiter.slower();
        assert_eq!(limiter.rate(), 10.0);
        // Slow answers change nothing; fast ones add 2 (a twentieth of 40) each.
        limiter.answered(Duration::from_secs(1));
        assert_eq!(limiter.rate(), 10.0);
        for _ in 0..3 {
            limiter.answered(Duration::from_millis(5));
        }
        assert_eq!(limiter.rate(), 16.0);
        for _ in 0..100 {
            limiter.answered(Duration::from_millis(5));
        }
        assert_eq!(limiter.rate(), 40.0, "never above vaultRateLimit");
        for _ in 0..20 {
            limiter.slower();
        }
        assert_eq!(limiter.rate(), limits::RENEWER_RATE_FLOOR);
        // The spacing follows the rate in force: 1 a second at the floor.
        let start = Instant::now();
        assert_eq!(limiter.acquire(start), Ok(()));
        assert_eq!(limiter.free_at(), Some(start + Duration::from_secs(1)));
    }

    #[test]
    fn says_when_the_next_slot_is_free() {
        let start = Instant::now();
        let mut limiter = RateLimiter::new(4);
        assert_eq!(limiter.acquire(start), Ok(()));
        assert_eq!(
            limiter.acquire(start + Duration::from_millis(10)),
            Err(start + Duration::from_millis(250))
        );
        limiter.pause_until(start + Duration::from_secs(2));
        limiter.pause_until(start + Duration::from_secs(1));
        assert_eq!(limiter.free_at(), Some(start + Duration::from_secs(2)));
    }
}
