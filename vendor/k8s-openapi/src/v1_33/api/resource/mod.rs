pub mod v1alpha3;

pub mod v1beta1;

pub mod v1beta2;
