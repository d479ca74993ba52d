//! Threads without an async runtime: a shutdown channel every loop watches, named threads
//! under a supervisor that notices when one exits or stops making progress, and one thread
//! that takes the process's signals.
//!
//! **Invariant:** `main` blocks SIGTERM, SIGINT and SIGHUP with [`signals::block`] before any
//! thread is spawned, so every thread inherits the mask and only the `sigwait` thread sees
//! them.

pub mod deadline;
pub mod panics;
mod shutdown;
pub mod signals;
mod supervisor;
pub mod time;

pub use shutdown::{Shutdown, ShutdownTrigger, shutdown_channel};
pub use supervisor::{Context, Exited, Heartbeat, Liveness, Supervisor, ThreadError, ThreadSpec};
