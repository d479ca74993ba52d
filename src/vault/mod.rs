//! The Vault (or OpenBao) client: the only module that talks to Vault.
//!
//! `client` is the transport (one configured ureq Agent, errors, retries, redirects, caps);
//! the other submodules are the calls of the product, one file per Vault area, each a thin
//! typed wrapper that builds a checked path and decodes the answer straight into types whose
//! secret fields are [`SecretString`](crate::secret::SecretString). See `docs/vault.md`.

pub mod auth;
pub mod authz;
pub mod client;
pub mod database;
pub mod kv;
pub mod lease;
pub mod owner;
pub mod path;
pub mod policy;
pub mod token;

pub use auth::{Auth, AuthMode, LoginErrorReason, Maintenance, OwnToken};
pub use authz::{Decision, DenyCause};
pub use client::{
    AuthConfig, CaSource, Client, ClientConfig, Error, Health, ProxyConfig, Timeouts,
};
pub use database::{DbCredentials, RoleTtls};
pub use kv::{KvEntry, KvStore, PackedEntry, SCHEDULE_SUFFIX};
pub use lease::LeaseInfo;
pub use owner::{
    Ownership, PodIdentity, Refusal, accessor_held, check_lease, check_token_meta, verify_owner,
    verify_owner_ttl,
};
pub use token::{Renewal, Revocation, TokenInfo, TokenMeta, TokenRequest};
