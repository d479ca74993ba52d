
mod audit_annotation;
pub use self::audit_annotation::AuditAnnotation;

mod expression_warning;
pub use self::expression_warning::ExpressionWarning;

mod match_condition;
pub use self::match_condition::MatchCondition;

mod match_resources;
pub use self::match_resources::MatchResources;

mod mutating_webhook;
pub use self::mutating_webhook::MutatingWebhook;

mod mutating_webhook_configuration;
pub use self::mutating_webhook_configuration::MutatingWebhookConfiguration;

mod named_rule_with_operations;
pub use self::named_rule_with_operations::NamedRuleWithOperations;

mod param_kind;
pub use self::param_kind::ParamKind;

mod param_ref;
pub use self::param_ref::ParamRef;

mod rule_with_operations;
pub use self::rule_with_operations::RuleWithOperations;

mod service_reference;
pub use self::service_reference::ServiceReference;

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

mod validating_webhook;
pub use self::validating_webhook::ValidatingWebhook;

mod validating_webhook_configuration;
pub use self::validating_webhook_configuration::ValidatingWebhookConfiguration;

mod validation;
pub use self::validation::Validation;

mod variable;
pub use self::variable::Variable;

mod webhook_client_config;
pub use self::webhook_client_config::WebhookClientConfig;
