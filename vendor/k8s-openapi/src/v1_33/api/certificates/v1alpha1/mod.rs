
mod cluster_trust_bundle;
pub use self::cluster_trust_bundle::ClusterTrustBundle;

mod cluster_trust_bundle_spec;
pub use self::cluster_trust_bundle_spec::ClusterTrustBundleSpec;
