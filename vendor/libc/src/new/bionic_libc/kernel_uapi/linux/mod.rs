//! Directory: `bionic/libc/kernel/uapi/linux/`
//!
//! <https://cs.android.com/android/platform/superproject/main/+/main:bionic/libc/kernel/uapi/linux/>

pub(crate) mod types;
