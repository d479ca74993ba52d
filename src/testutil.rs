//! Helpers shared by the unit tests (compiled only for tests): the SplitMix64 generator that
//! the property tests use instead of a crate, seeded from `TEST_SEED` so a failure can be
//! replayed.

/// The product's generator (the renewer's jitter), one copy for the tests too.
pub(crate) use crate::renewer::SplitMix64;

/// The seed from `TEST_SEED`, else `default`, and a SplitMix64 generator started from it.
/// Tests print the seed with every failure.
#[allow(clippy::disallowed_methods)] // Tests read their own switch.
pub(crate) fn splitmix64(default: u64) -> (u64, impl FnMut() -> u64) {
    let seed = std::env::var("TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default);
    let mut rng = SplitMix64(seed);
    (seed, move || rng.next_u64())
}
