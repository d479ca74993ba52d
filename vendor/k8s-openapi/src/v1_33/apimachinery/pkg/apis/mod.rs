pub mod meta;
