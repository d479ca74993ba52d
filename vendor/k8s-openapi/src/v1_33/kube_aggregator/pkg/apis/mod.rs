pub mod apiregistration;
