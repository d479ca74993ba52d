//! Fuzz target for the NRI wire stack: arbitrary bytes as they would arrive on the plugin's
//! socket, through the mux reassembly, the ttrpc framing and the protobuf decoders of every
//! message the plugin reads (`nri::fuzz_decode`). Any panic, or memory that grows with the
//! claimed rather than the received length, is a find.

#![no_main]

use libfuzzer_sys::fuzz_target;

use vault_db_injector::nri;

fuzz_target!(|data: &[u8]| {
    nri::fuzz_decode(data);
});
