//! Directory: `sysdeps/mips/nptl/bits`

pub(crate) mod struct_mutex;
