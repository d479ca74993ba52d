//! Label values shared by every family. A renewer labels six series with each pod's uuid
//! and namespace, and a scrape copies every series' labels: stored once and shared, a
//! value costs one allocation however many series carry it, and a copy is a reference
//! count.
//!
//! A value no series holds any more (its pod is gone) is dropped at the next purge, which
//! runs when the set has doubled since the last one: the set never holds more than twice
//! the values in use, and a purge costs one pass over it per doubling.

use std::collections::HashSet;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// The smallest set that is purged.
const PURGE_MIN: usize = 1024;

struct Interner {
    values: HashSet<Arc<str>>,
    purge_at: usize,
}

static INTERNER: OnceLock<Mutex<Interner>> = OnceLock::new();

/// The shared copy of `value`.
pub(super) fn intern(value: &str) -> Arc<str> {
    let mut interner = INTERNER
        .get_or_init(|| {
            Mutex::new(Interner {
                values: HashSet::new(),
                purge_at: PURGE_MIN,
            })
        })
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    if let Some(shared) = interner.values.get(value) {
        return Arc::clone(shared);
    }
    if interner.values.len() >= interner.purge_at {
        // Only the set's own reference left: no series carries the value.
        interner.values.retain(|v| Arc::strong_count(v) > 1);
        interner.purge_at = interner.values.len().saturating_mul(2).max(PURGE_MIN);
    }
    let shared: Arc<str> = Arc::from(value);
    interner.values.insert(Arc::clone(&shared));
    shared
}

/// How many values the set holds (tests).
#[cfg(test)]
fn held() -> usize {
    INTERNER.get().map_or(0, |i| {
        i.lock()
            .unwrap_or_else(PoisonError::into_inner)
            .values
            .len()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_copy_per_value_and_unused_values_are_purged() {
        let a = intern("intern-test-a");
        let b = intern("intern-test-a");
        assert!(Arc::ptr_eq(&a, &b));
        drop((a, b));
        // Many values used once and dropped: the set stays bounded by the purges.
        for i in 0..10 * PURGE_MIN {
            drop(intern(&format!("intern-test-{i}")));
        }
        assert!(held() < 5 * PURGE_MIN, "{}", held());
        // A value still held survives every purge.
        let kept = intern("intern-test-kept");
        for i in 0..4 * PURGE_MIN {
            drop(intern(&format!("intern-test-again-{i}")));
        }
        assert!(Arc::ptr_eq(&kept, &intern("intern-test-kept")));
    }
}
