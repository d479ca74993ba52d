
mod api_service;
pub use self::api_service::APIService;

mod api_service_condition;
pub use self::api_service_condition::APIServiceCondition;

mod api_service_spec;
pub use self::api_service_spec::APIServiceSpec;

mod api_service_status;
pub use self::api_service_status::APIServiceStatus;

mod service_reference;
pub use self::service_reference::ServiceReference;
