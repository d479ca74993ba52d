//! Fuzz target for the configuration loader: arbitrary text as the operator's YAML file
//! (serde_yaml is archived upstream, so it sits behind this one function and is fuzzed
//! here), then validation. Parsing may fail; it must never panic.

#![no_main]

use libfuzzer_sys::fuzz_target;

use vault_db_injector::config::Config;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(config) = Config::from_yaml_str(text, &|_| None) {
        let _ = config.validate();
    }
});
