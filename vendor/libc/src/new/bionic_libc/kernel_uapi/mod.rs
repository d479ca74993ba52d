//! Directory: `bionic/libc/kernel/uapi`

pub(crate) mod linux;
