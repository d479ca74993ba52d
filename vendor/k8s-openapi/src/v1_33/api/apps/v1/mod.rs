
mod controller_revision;
pub use self::controller_revision::ControllerRevision;

mod daemon_set;
pub use self::daemon_set::DaemonSet;

mod daemon_set_condition;
pub use self::daemon_set_condition::DaemonSetCondition;

mod daemon_set_spec;
pub use self::daemon_set_spec::DaemonSetSpec;

mod daemon_set_status;
pub use self::daemon_set_status::DaemonSetStatus;

mod daemon_set_update_strategy;
pub use self::daemon_set_update_strategy::DaemonSetUpdateStrategy;

mod deployment;
pub use self::deployment::Deployment;

mod deployment_condition;
pub use self::deployment_condition::DeploymentCondition;

mod deployment_spec;
pub use self::deployment_spec::DeploymentSpec;

mod deployment_status;
pub use self::deployment_status::DeploymentStatus;

mod deployment_strategy;
pub use self::deployment_strategy::DeploymentStrategy;

mod replica_set;
pub use self::replica_set::ReplicaSet;

mod replica_set_condition;
pub use self::replica_set_condition::ReplicaSetCondition;

mod replica_set_spec;
pub use self::replica_set_spec::ReplicaSetSpec;

mod replica_set_status;
pub use self::replica_set_status::ReplicaSetStatus;

mod rolling_update_daemon_set;
pub use self::rolling_update_daemon_set::RollingUpdateDaemonSet;

mod rolling_update_deployment;
pub use self::rolling_update_deployment::RollingUpdateDeployment;

mod rolling_update_stateful_set_strategy;
pub use self::rolling_update_stateful_set_strategy::RollingUpdateStatefulSetStrategy;

mod stateful_set;
pub use self::stateful_set::StatefulSet;

mod stateful_set_condition;
pub use self::stateful_set_condition::StatefulSetCondition;

mod stateful_set_ordinals;
pub use self::stateful_set_ordinals::StatefulSetOrdinals;

mod stateful_set_persistent_volume_claim_retention_policy;
pub use self::stateful_set_persistent_volume_claim_retention_policy::StatefulSetPersistentVolumeClaimRetentionPolicy;

mod stateful_set_spec;
pub use self::stateful_set_spec::StatefulSetSpec;

mod stateful_set_status;
pub use self::stateful_set_status::StatefulSetStatus;

mod stateful_set_update_strategy;
pub use self::stateful_set_update_strategy::StatefulSetUpdateStrategy;
