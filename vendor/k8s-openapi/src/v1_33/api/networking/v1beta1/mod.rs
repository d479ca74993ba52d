
mod ip_address;
pub use self::ip_address::IPAddress;

mod ip_address_spec;
pub use self::ip_address_spec::IPAddressSpec;

mod parent_reference;
pub use self::parent_reference::ParentReference;

mod service_cidr;
pub use self::service_cidr::ServiceCIDR;

mod service_cidr_spec;
pub use self::service_cidr_spec::ServiceCIDRSpec;

mod service_cidr_status;
pub use self::service_cidr_status::ServiceCIDRStatus;
