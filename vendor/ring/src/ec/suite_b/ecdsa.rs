mod digest_scalar;
pub mod signing;
pub mod verification;
