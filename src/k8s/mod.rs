//! The Kubernetes API client: the only module that talks to the apiserver.
//!
//! It finds the cluster (explicit kubeconfig or token file, in-cluster service account,
//! `$KUBECONFIG`, `~/.kube/config`), keeps one ureq `Agent` with timeouts and the cluster's
//! CA, and offers the few calls the product needs: pods (get, paginated list decoded into
//! slim structs, watch with bookmarks and relist on 410 Gone), TokenRequest, Leases with
//! optimistic concurrency, and a health probe. Request bodies and error bodies use the
//! k8s-openapi types so they have the apiserver's shapes.
//!
//! **Invariant:** no other module opens a connection to the apiserver; bearer tokens and
//! client keys stay inside [`Client`] and never reach an error or a log line.
//! **Boundary:** everything read from the apiserver is size-capped (per body, per watch
//! line, per list) and decoded without panicking.

pub mod annotations;
pub mod client;
pub mod events;
pub mod eviction;
pub mod kubeconfig;
pub mod leases;
pub mod pod;
pub mod pods;
pub mod tokens;
pub mod watch;

pub use client::{Client, ClientConfig, Credentials, Discovery, Error, Timeouts, discover};
pub use events::{Note, Record, Recorder, Regarding, Type as EventType};
pub use pod::Pod;
pub use pods::{ContainerSummary, ListParams, PodList, PodSummary};
pub use tokens::{BoundPod, IssuedToken, TokenRequestParams};
pub use watch::{PodEvent, PodWatch};
