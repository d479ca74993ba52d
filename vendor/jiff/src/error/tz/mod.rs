pub(crate) mod ambiguous;
pub(crate) mod concatenated;
pub(crate) mod db;
pub(crate) mod offset;
pub(crate) mod system;
pub(crate) mod timezone;
pub(crate) mod zic;
