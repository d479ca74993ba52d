
mod audit_annotation;
pub use self::audit_annotation::AuditAnnotation;

mod expression_warning;
pub use self::expression_warning::ExpressionWarning;

mod match_condition;
pub use self::match_condition::MatchCondition;

mod match_resources;
pub use self::match_resources::MatchResources;

mod named_rule_with_operations;
pub use self::named_rule_with_operations::NamedRuleWithOperations;

mod param_kind;
pub use self::param_kind::ParamKind;

mod param_ref;
pub use self::param_ref::ParamRef;

mod type_checking;
pub use self::type_checking::TypeChecking;

mod validating_admission_policy;
pub use self::validating_admission_policy::ValidatingAdmissionPolicy;

mod validating_admission_policy_binding;
pub use self::validating_admission_policy_binding::ValidatingAdmissionPolicyBinding;

mod validating_admission_policy_binding_spec;
pub use self::validating_admission_policy_binding_spec::ValidatingAdmissionPolicyBindingSpec;

mod validating_admission_policy_spec;
pub use self::validating_admission_policy_spec::ValidatingAdmissionPolicySpec;

mod validating_admission_policy_status;
pub use self::validating_admission_policy_status::ValidatingAdmissionPolicyStatus;

mod validation;
pub use self::validation::Validation;

mod variable;
pub use self::variable::Variable;
