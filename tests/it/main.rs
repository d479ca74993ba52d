//! The one integration test binary (one link step on 2 cores). Each module here drives the
//! product against the testbed: real OpenBao and PostgreSQL, the Kubernetes API double and
//! the NRI runtime double.

// Test code: a failed step is a failed test, so helpers unwrap and panic with context.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod admission;
mod alerting;
mod alone;
mod bounds;
mod capabilities;
mod cli;
mod doctor;
mod events;
mod fuzz;
mod health;
mod http;
mod k8s;
mod leadership;
mod leaks;
mod lifecycle;
mod metrics;
mod migration;
mod mode_all;
mod nri;
mod nri_e2e;
mod nri_identity;
mod panics;
mod release;
mod renewer;
mod revoker;
mod rotation;
mod sandbox;
mod sentry;
mod serve;
mod testbed;
mod tidy;
mod trust;
mod vault;
mod webhook;
mod webhook_token;
mod who;
