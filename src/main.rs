//! The `vault-db-injector` binary: parses the command line, loads the configuration and runs
//! one mode. Everything else is in the library.

fn main() {}
