
mod csi_driver;
pub use self::csi_driver::CSIDriver;

mod csi_driver_spec;
pub use self::csi_driver_spec::CSIDriverSpec;

mod csi_node;
pub use self::csi_node::CSINode;

mod csi_node_driver;
pub use self::csi_node_driver::CSINodeDriver;

mod csi_node_spec;
pub use self::csi_node_spec::CSINodeSpec;

mod csi_storage_capacity;
pub use self::csi_storage_capacity::CSIStorageCapacity;

mod storage_class;
pub use self::storage_class::StorageClass;

mod token_request;
pub use self::token_request::TokenRequest;

mod volume_attachment;
pub use self::volume_attachment::VolumeAttachment;

mod volume_attachment_source;
pub use self::volume_attachment_source::VolumeAttachmentSource;

mod volume_attachment_spec;
pub use self::volume_attachment_spec::VolumeAttachmentSpec;

mod volume_attachment_status;
pub use self::volume_attachment_status::VolumeAttachmentStatus;

mod volume_error;
pub use self::volume_error::VolumeError;

mod volume_node_resources;
pub use self::volume_node_resources::VolumeNodeResources;
