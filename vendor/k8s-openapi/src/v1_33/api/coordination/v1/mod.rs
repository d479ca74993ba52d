
mod lease;
pub use self::lease::Lease;

mod lease_spec;
pub use self::lease_spec::LeaseSpec;
