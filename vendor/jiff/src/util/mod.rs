pub(crate) mod b;
pub(crate) mod borrow;
#[cfg(any(
    feature = "tz-system",
    feature = "tzdb-zoneinfo",
    feature = "tzdb-concatenated"
))]
pub(crate) mod cache;
pub(crate) mod constant;
pub(crate) mod escape;
#[cfg(feature = "std")]
pub(crate) mod fs;
#[cfg(not(feature = "std"))]
pub(crate) mod libm;
pub(crate) mod parse;
pub(crate) mod round;
pub(crate) mod sync;
pub(crate) mod utf8;
