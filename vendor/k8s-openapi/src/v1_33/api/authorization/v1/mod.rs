
mod field_selector_attributes;
pub use self::field_selector_attributes::FieldSelectorAttributes;

mod label_selector_attributes;
pub use self::label_selector_attributes::LabelSelectorAttributes;

mod local_subject_access_review;
pub use self::local_subject_access_review::LocalSubjectAccessReview;

mod non_resource_attributes;
pub use self::non_resource_attributes::NonResourceAttributes;

mod non_resource_rule;
pub use self::non_resource_rule::NonResourceRule;

mod resource_attributes;
pub use self::resource_attributes::ResourceAttributes;

mod resource_rule;
pub use self::resource_rule::ResourceRule;

mod self_subject_access_review;
pub use self::self_subject_access_review::SelfSubjectAccessReview;

mod self_subject_access_review_spec;
pub use self::self_subject_access_review_spec::SelfSubjectAccessReviewSpec;

mod self_subject_rules_review;
pub use self::self_subject_rules_review::SelfSubjectRulesReview;

mod self_subject_rules_review_spec;
pub use self::self_subject_rules_review_spec::SelfSubjectRulesReviewSpec;

mod subject_access_review;
pub use self::subject_access_review::SubjectAccessReview;

mod subject_access_review_spec;
pub use self::subject_access_review_spec::SubjectAccessReviewSpec;

mod subject_access_review_status;
pub use self::subject_access_review_status::SubjectAccessReviewStatus;

mod subject_rules_review_status;
pub use self::subject_rules_review_status::SubjectRulesReviewStatus;
