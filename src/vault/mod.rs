//! The Vault (or OpenBao) client: the only module that talks to Vault.
//!
//! `client` is the transport (one configured ureq Agent, errors, retries, redirects, caps);
//! the other submodules are the calls of the product, one file per Vault area, each a thin
//! typed wrapper that builds a checked path and decodes the answer straight into types whose
//! secret fields are [`SecretString`](crate::secret::SecretString). See `docs/vault.md`.

pub mod client;
pub mod path;

pub use client::{AuthConfig, CaSource, Client, ClientConfig, Error, Health, ProxyConfig, Timeouts};
