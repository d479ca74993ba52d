
mod lease_candidate;
pub use self::lease_candidate::LeaseCandidate;

mod lease_candidate_spec;
pub use self::lease_candidate_spec::LeaseCandidateSpec;
