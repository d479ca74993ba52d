//! Points in time computed from a wait that came from outside (a Vault TTL, a ttrpc
//! timeout, an apiserver lease duration, a config value).
//!
//! `Instant + Duration` and `SystemTime + Duration` panic when the sum does not fit, and
//! overflow checks are on in release builds too. A wait taken from a network answer or a
//! config file can be as large as `u64::MAX` seconds, so every such sum goes through
//! these functions, which never panic: a wait too large to represent is cut to
//! [`limits::TIME_FAR_FUTURE`], which is later than anything the product waits for.

use std::time::{Duration, Instant, SystemTime};

use crate::limits;

/// `now + wait`, with `wait` cut to [`limits::TIME_FAR_FUTURE`] first; if even that does not
/// fit (a clock a century from its end), `now` itself.
pub fn instant_after(now: Instant, wait: Duration) -> Instant {
    now.checked_add(wait.min(limits::TIME_FAR_FUTURE))
        .unwrap_or(now)
}

/// `now + wait` on the wall clock, cut the same way as [`instant_after`].
pub fn system_after(now: SystemTime, wait: Duration) -> SystemTime {
    now.checked_add(wait.min(limits::TIME_FAR_FUTURE))
        .unwrap_or(now)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(wait: Duration, expect: Duration) {
        let now = Instant::now();
        assert_eq!(
            instant_after(now, wait).duration_since(now),
            expect,
            "{wait:?}"
        );
        let wall = SystemTime::now();
        assert_eq!(
            system_after(wall, wait).duration_since(wall).unwrap(),
            expect,
            "{wait:?}"
        );
    }

    #[test]
    fn waits_add_and_huge_waits_are_cut_without_panicking() {
        check(Duration::ZERO, Duration::ZERO);
        check(Duration::from_secs(90), Duration::from_secs(90));
        check(limits::TIME_FAR_FUTURE, limits::TIME_FAR_FUTURE);
        check(Duration::from_secs(u64::MAX), limits::TIME_FAR_FUTURE);
        check(Duration::MAX, limits::TIME_FAR_FUTURE);
    }
}
