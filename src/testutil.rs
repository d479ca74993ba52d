//! Helpers shared by the unit tests (compiled only for tests): the SplitMix64 generator that
//! the property tests use instead of a crate, seeded from `TEST_SEED` so a failure can be
//! replayed.

/// The seed from `TEST_SEED`, else `default`, and a SplitMix64 generator started from it.
/// Tests print the seed with every failure.
#[allow(clippy::disallowed_methods)] // Tests read their own switch.
pub(crate) fn splitmix64(default: u64) -> (u64, impl FnMut() -> u64) {
    let seed = std::env::var("TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default);
    let mut state = seed;
    let next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    (seed, next)
}
