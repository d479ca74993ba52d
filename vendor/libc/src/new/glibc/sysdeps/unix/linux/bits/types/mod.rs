//! Source directory: `sysdeps/unix/sysv/linux/bits/types`
//!
//! <https://github.com/sailfishos-mirror/glibc/tree/master/sysdeps/unix/sysv/linux/bits/types>

pub(crate) mod siginfo_t;
