
mod bound_object_reference;
pub use self::bound_object_reference::BoundObjectReference;

mod self_subject_review;
pub use self::self_subject_review::SelfSubjectReview;

mod self_subject_review_status;
pub use self::self_subject_review_status::SelfSubjectReviewStatus;

mod token_request;
pub use self::token_request::TokenRequest;

mod token_request_spec;
pub use self::token_request_spec::TokenRequestSpec;

mod token_request_status;
pub use self::token_request_status::TokenRequestStatus;

mod token_review;
pub use self::token_review::TokenReview;

mod token_review_spec;
pub use self::token_review_spec::TokenReviewSpec;

mod token_review_status;
pub use self::token_review_status::TokenReviewStatus;

mod user_info;
pub use self::user_info::UserInfo;
