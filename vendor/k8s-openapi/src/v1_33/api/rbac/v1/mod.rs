
mod aggregation_rule;
pub use self::aggregation_rule::AggregationRule;

mod cluster_role;
pub use self::cluster_role::ClusterRole;

mod cluster_role_binding;
pub use self::cluster_role_binding::ClusterRoleBinding;

mod policy_rule;
pub use self::policy_rule::PolicyRule;

mod role;
pub use self::role::Role;

mod role_binding;
pub use self::role_binding::RoleBinding;

mod role_ref;
pub use self::role_ref::RoleRef;

mod subject;
pub use self::subject::Subject;
