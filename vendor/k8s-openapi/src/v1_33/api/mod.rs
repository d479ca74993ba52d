pub mod admissionregistration;

pub mod apiserverinternal;

pub mod apps;

pub mod authentication;

pub mod authorization;

pub mod autoscaling;

pub mod batch;

pub mod certificates;

pub mod coordination;

pub mod core;

pub mod discovery;

pub mod events;

pub mod flowcontrol;

pub mod networking;

pub mod node;

pub mod policy;

pub mod rbac;

pub mod resource;

pub mod scheduling;

pub mod storage;

pub mod storagemigration;
