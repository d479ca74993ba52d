//! Fuzz target for the HTTP/1.1 request-head parser that every inbound connection goes
//! through (webhook, health, metrics): arbitrary bytes as a client would send them. It may
//! refuse them; it must never panic, and a head it accepts must lie within the input.

#![no_main]

use libfuzzer_sys::fuzz_target;

use vault_db_injector::http::parse_request_head;

fuzz_target!(|data: &[u8]| {
    if let Ok(Some((_head, consumed))) = parse_request_head(data) {
        assert!(consumed <= data.len(), "head longer than its input");
    }
});
