//! The upstream calls a review can buy before anything is authorised: a role read
//! (`CanIGetRoles`) on a role-cache miss, or a TokenRequest (projected service accounts).
//!
//! The role cache saves Vault the reads of a rollout, but forged reviews can name random
//! roles in random namespaces, and each such review misses the cache. The per-namespace
//! rate limit (charged before the issuer runs, dry runs included) bounds what one
//! namespace buys; it cannot bound what 10,000 forged namespaces buy, since each comes
//! with a fresh bucket. So a namespace is *known* once an upstream call succeeded for it
//! (a role read that authorised the pod, a TokenRequest the apiserver granted): a forged
//! namespace never becomes known. Calls for namespaces that are not known share one
//! budget of [`limits::ADMISSION_UNKNOWN_NAMESPACE_CALLS_PER_MINUTE`]; calls for known
//! ones never touch it, so forged namespaces cannot lock out namespaces that already
//! work. The known set is bounded ([`limits::ADMISSION_KNOWN_NAMESPACES_MAX`]) and only
//! real namespaces enter it.
//!
//! What remains (written down in `audit/threat-model.md`): while a forger keeps the shared
//! budget empty, a namespace the webhook has not served since it started waits for it.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::k8smutator::ratelimit::RateLimit;
use crate::limits;

/// The shared budget and the known namespaces.
#[derive(Debug)]
pub struct Budget {
    known: Mutex<HashMap<String, Instant>>,
    unknown: Mutex<RateLimit>,
    known_ttl: Duration,
    known_max: usize,
}

impl Budget {
    /// The budget with the bounds of `limits.rs`.
    pub fn new() -> Budget {
        Budget::with_bounds(
            limits::ADMISSION_UNKNOWN_NAMESPACE_CALLS_PER_MINUTE,
            limits::ADMISSION_KNOWN_NAMESPACES_MAX,
            limits::ADMISSION_KNOWN_NAMESPACE_TTL,
        )
    }

    /// A budget of `per_minute` calls for unknown namespaces, remembering at most
    /// `known_max` known namespaces for `known_ttl` each.
    pub fn with_bounds(per_minute: u32, known_max: usize, known_ttl: Duration) -> Budget {
        Budget {
            known: Mutex::new(HashMap::new()),
            unknown: Mutex::new(RateLimit::new(per_minute, 1)),
            known_ttl,
            known_max,
        }
    }

    /// Whether a call for `namespace` may go upstream at `now`: always for a known
    /// namespace, else if the shared budget has one left (which it then takes).
    pub fn allow(&self, namespace: &str, now: Instant) -> bool {
        self.is_known(namespace, now)
            || self
                .unknown
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .try_take("", 1, now)
    }

    /// Whether an upstream call proved `namespace` real within the known TTL.
    pub fn is_known(&self, namespace: &str, now: Instant) -> bool {
        self.known
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(namespace)
            .is_some_and(|at| now.saturating_duration_since(*at) < self.known_ttl)
    }

    /// Records that an upstream call proved `namespace` real at `now`.
    pub fn learn(&self, namespace: &str, now: Instant) {
        let mut known = self.known.lock().unwrap_or_else(PoisonError::into_inner);
        if !known.contains_key(namespace) && known.len() >= self.known_max {
            let ttl = self.known_ttl;
            known.retain(|_, at| now.saturating_duration_since(*at) < ttl);
            if known.len() >= self.known_max {
                // The namespace seen longest ago makes room.
                if let Some(oldest) = known
                    .iter()
                    .min_by_key(|(_, at)| **at)
                    .map(|(name, _)| name.clone())
                {
                    known.remove(&oldest);
                }
            }
        }
        known.insert(namespace.to_owned(), now);
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forged_namespaces_share_one_budget_and_never_lock_out_a_known_one() {
        let start = Instant::now();
        let budget = Budget::with_bounds(100, 1000, Duration::from_secs(3600));
        budget.learn("apps", start);
        let mut allowed = 0;
        for n in 0..10_000 {
            if budget.allow(&format!("forged-{n}"), start) {
                allowed += 1;
            }
        }
        assert_eq!(allowed, 100, "the shared budget bounds forged namespaces");
        assert!(
            budget.allow("apps", start),
            "a known namespace is never locked out"
        );
        assert!(
            !budget.allow("new-team", start),
            "an unknown one waits for the budget"
        );
        assert!(budget.allow("new-team", start + Duration::from_secs(1)));
        // Known entries expire, and the set stays bounded.
        assert!(!budget.is_known("apps", start + Duration::from_secs(7200)));
        for n in 0..2000 {
            budget.learn(&format!("real-{n}"), start + Duration::from_millis(n));
        }
        assert!(budget.known.lock().unwrap().len() <= 1000);
        assert!(budget.allow("real-1999", start + Duration::from_secs(2)));
    }
}
