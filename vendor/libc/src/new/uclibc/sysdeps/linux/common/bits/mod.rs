//! Directory source: `libc/sysdeps/linux/common/bits`
//!
//! * Headers: <https://gogs.waldemar-brodkorb.de/oss/uclibc-ng/src/master/libc/sysdeps/linux/common/bits> (official)
//! * Headers: <https://github.com/wbx-github/uclibc-ng/tree/master/libc/sysdeps/linux/common/bits> (mirror)

pub(crate) mod siginfo;
