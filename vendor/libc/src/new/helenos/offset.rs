//! HelenOS libc offset types
//!
//! * Header file: <https://github.com/HelenOS/helenos/tree/master/uspace/lib/c/include/offset.h>

pub type aoff64_t = u64;
