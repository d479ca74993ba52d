
mod server_storage_version;
pub use self::server_storage_version::ServerStorageVersion;

mod storage_version;
pub use self::storage_version::StorageVersion;

mod storage_version_condition;
pub use self::storage_version_condition::StorageVersionCondition;

mod storage_version_spec;
pub use self::storage_version_spec::StorageVersionSpec;

mod storage_version_status;
pub use self::storage_version_status::StorageVersionStatus;
