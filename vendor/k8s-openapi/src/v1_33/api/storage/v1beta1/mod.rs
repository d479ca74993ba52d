
mod volume_attributes_class;
pub use self::volume_attributes_class::VolumeAttributesClass;
