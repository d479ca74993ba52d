pub mod v1;

pub mod v1alpha2;

pub mod v1beta1;
