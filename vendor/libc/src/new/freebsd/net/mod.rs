//! Directory: `net/`
//!
//! <https://github.com/freebsd/freebsd-src/tree/main/sys/net>

pub(crate) mod dlt;
pub(crate) mod if_mib;
pub(crate) mod route;
