//! The renewer's jitter: a small generator seeded from the system's random source, so that
//! renewals of credentials issued together spread out.

/// A small PRNG for jitter (quality is not a concern; the seed comes from `ring::rand`).
#[derive(Debug, Clone)]
pub(crate) struct SplitMix64(pub(crate) u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in [0, 1).
    pub(crate) fn unit(&mut self) -> f64 {
        // 53 bits fit an f64's mantissa exactly.
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// A seed from the system's random source (ring), or a fixed one if that fails: jitter
/// only spreads load, so a predictable seed is harmless.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    let rng = ring::rand::SystemRandom::new();
    match ring::rand::SecureRandom::fill(&rng, &mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => 0x5EED,
    }
}
