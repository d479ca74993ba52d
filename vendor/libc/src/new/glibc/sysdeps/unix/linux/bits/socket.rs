//! Header: `sysdeps/unix/sysv/linux/bits/socket.h`

pub use super::socket_type::*;
