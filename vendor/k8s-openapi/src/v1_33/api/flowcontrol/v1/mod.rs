
mod exempt_priority_level_configuration;
pub use self::exempt_priority_level_configuration::ExemptPriorityLevelConfiguration;

mod flow_distinguisher_method;
pub use self::flow_distinguisher_method::FlowDistinguisherMethod;

mod flow_schema;
pub use self::flow_schema::FlowSchema;

mod flow_schema_condition;
pub use self::flow_schema_condition::FlowSchemaCondition;

mod flow_schema_spec;
pub use self::flow_schema_spec::FlowSchemaSpec;

mod flow_schema_status;
pub use self::flow_schema_status::FlowSchemaStatus;

mod group_subject;
pub use self::group_subject::GroupSubject;

mod limit_response;
pub use self::limit_response::LimitResponse;

mod limited_priority_level_configuration;
pub use self::limited_priority_level_configuration::LimitedPriorityLevelConfiguration;

mod non_resource_policy_rule;
pub use self::non_resource_policy_rule::NonResourcePolicyRule;

mod policy_rules_with_subjects;
pub use self::policy_rules_with_subjects::PolicyRulesWithSubjects;

mod priority_level_configuration;
pub use self::priority_level_configuration::PriorityLevelConfiguration;

mod priority_level_configuration_condition;
pub use self::priority_level_configuration_condition::PriorityLevelConfigurationCondition;

mod priority_level_configuration_reference;
pub use self::priority_level_configuration_reference::PriorityLevelConfigurationReference;

mod priority_level_configuration_spec;
pub use self::priority_level_configuration_spec::PriorityLevelConfigurationSpec;

mod priority_level_configuration_status;
pub use self::priority_level_configuration_status::PriorityLevelConfigurationStatus;

mod queuing_configuration;
pub use self::queuing_configuration::QueuingConfiguration;

mod resource_policy_rule;
pub use self::resource_policy_rule::ResourcePolicyRule;

mod service_account_subject;
pub use self::service_account_subject::ServiceAccountSubject;

mod subject;
pub use self::subject::Subject;

mod user_subject;
pub use self::user_subject::UserSubject;
