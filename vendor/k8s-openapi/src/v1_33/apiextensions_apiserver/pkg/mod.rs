pub mod apis;
