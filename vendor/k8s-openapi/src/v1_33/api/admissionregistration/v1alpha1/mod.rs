
mod apply_configuration;
pub use self::apply_configuration::ApplyConfiguration;

mod json_patch;
pub use self::json_patch::JSONPatch;

mod match_condition;
pub use self::match_condition::MatchCondition;

mod match_resources;
pub use self::match_resources::MatchResources;

mod mutating_admission_policy;
pub use self::mutating_admission_policy::MutatingAdmissionPolicy;

mod mutating_admission_policy_binding;
pub use self::mutating_admission_policy_binding::MutatingAdmissionPolicyBinding;

mod mutating_admission_policy_binding_spec;
pub use self::mutating_admission_policy_binding_spec::MutatingAdmissionPolicyBindingSpec;

mod mutating_admission_policy_spec;
pub use self::mutating_admission_policy_spec::MutatingAdmissionPolicySpec;

mod mutation;
pub use self::mutation::Mutation;

mod named_rule_with_operations;
pub use self::named_rule_with_operations::NamedRuleWithOperations;

mod param_kind;
pub use self::param_kind::ParamKind;

mod param_ref;
pub use self::param_ref::ParamRef;

mod variable;
pub use self::variable::Variable;
