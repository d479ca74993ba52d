//! Directory: `sys/`
//!
//! <https://github.com/freebsd/freebsd-src/tree/main/sys/sys>

pub(crate) mod elf_common;
pub(crate) mod file;
pub(crate) mod ioccom;
pub(crate) mod socket;
