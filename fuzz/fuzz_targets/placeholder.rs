//! Fuzz target for `placeholder`: arbitrary bytes (as lossy UTF-8) through find, parse and
//! substitute, with the module's own invariant check (`placeholder::self_check`), so that a
//! crash here and a failure of the stable replay test (`tests/data/fuzz/placeholder/`) mean
//! the same thing.

#![no_main]

use libfuzzer_sys::fuzz_target;

use vault_db_injector::placeholder;

fuzz_target!(|data: &[u8]| {
    if let Err(broken) = placeholder::self_check(data) {
        // A panic is how a fuzz target reports a find; the message names the invariant only.
        panic!("placeholder invariant broken: {broken}");
    }
});
