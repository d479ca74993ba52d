
mod group_version_resource;
pub use self::group_version_resource::GroupVersionResource;

mod migration_condition;
pub use self::migration_condition::MigrationCondition;

mod storage_version_migration;
pub use self::storage_version_migration::StorageVersionMigration;

mod storage_version_migration_spec;
pub use self::storage_version_migration_spec::StorageVersionMigrationSpec;

mod storage_version_migration_status;
pub use self::storage_version_migration_status::StorageVersionMigrationStatus;
