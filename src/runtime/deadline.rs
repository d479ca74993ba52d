//! A deadline for every call the current thread makes, without passing it through every
//! signature in between.
//!
//! An admission runs on the webhook worker that serves it, and its Vault and Kubernetes
//! calls must all end by the admission deadline, whatever their own timeouts say: a hung
//! Vault is answered at the deadline because the call that waits on it is cut there, not
//! because another thread stops waiting. [`enter`] sets the deadline for a scope; the
//! clients cap each call's whole-call timeout with [`cap`]. Scopes nest (the earlier
//! deadline wins) and end when their guard drops, so a deadline never outlives its job on a
//! pooled thread.

use std::cell::Cell;
use std::time::{Duration, Instant};

thread_local! {
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// While alive, the current thread's calls end by its deadline; dropping it restores the
/// deadline that was in force before.
#[derive(Debug)]
#[must_use = "the deadline ends when the guard is dropped"]
pub struct Scope {
    previous: Option<Instant>,
}

/// Makes `deadline` (or an earlier one already in force) the current thread's deadline
/// until the returned guard drops.
pub fn enter(deadline: Instant) -> Scope {
    let previous = DEADLINE.with(Cell::get);
    let effective = previous.map_or(deadline, |earlier| earlier.min(deadline));
    DEADLINE.with(|d| d.set(Some(effective)));
    Scope { previous }
}

impl Drop for Scope {
    fn drop(&mut self) {
        let previous = self.previous;
        DEADLINE.with(|d| d.set(previous));
    }
}

/// The current thread's deadline, if a scope set one.
pub fn current() -> Option<Instant> {
    DEADLINE.with(Cell::get)
}

/// `budget`, cut to what is left before the current thread's deadline (zero once it has
/// passed).
pub fn cap(budget: Duration) -> Duration {
    match current() {
        Some(deadline) => budget.min(deadline.saturating_duration_since(Instant::now())),
        None => budget,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_scope_leaves_the_budget_alone() {
        assert_eq!(current(), None);
        assert_eq!(cap(Duration::from_secs(10)), Duration::from_secs(10));
    }

    #[test]
    fn a_scope_cuts_every_budget_to_its_deadline_and_ends_with_its_guard() {
        let deadline = Instant::now() + Duration::from_secs(2);
        {
            let _scope = enter(deadline);
            assert_eq!(current(), Some(deadline));
            assert!(cap(Duration::from_secs(10)) <= Duration::from_secs(2));
            assert_eq!(cap(Duration::from_millis(5)), Duration::from_millis(5));
        }
        assert_eq!(current(), None);
        assert_eq!(cap(Duration::from_secs(10)), Duration::from_secs(10));
    }

    #[test]
    fn nested_scopes_keep_the_earlier_deadline_and_restore_in_order() {
        let early = Instant::now() + Duration::from_secs(1);
        let late = early + Duration::from_secs(5);
        let _outer = enter(early);
        {
            let _inner = enter(late);
            assert_eq!(
                current(),
                Some(early),
                "a later deadline never extends one in force"
            );
        }
        assert_eq!(current(), Some(early));
    }

    #[test]
    fn a_passed_deadline_leaves_nothing() {
        let _scope = enter(Instant::now());
        assert_eq!(cap(Duration::from_secs(10)), Duration::ZERO);
    }

    #[test]
    #[allow(clippy::disallowed_methods)] // A bare thread is what is tested.
    fn the_deadline_is_the_threads_own() {
        let _scope = enter(Instant::now());
        let other = std::thread::spawn(current).join().unwrap();
        assert_eq!(other, None);
    }
}
