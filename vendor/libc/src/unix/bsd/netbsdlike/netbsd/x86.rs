use crate::prelude::*;

pub type __cpu_simple_lock_nv_t = c_uchar;

pub(crate) const _ALIGNBYTES: usize = size_of::<c_int>() - 1;
