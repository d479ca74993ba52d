//! `vdbi-testbed`: runs the testbed's services together for manual use and for the sandbox.

fn main() {}
