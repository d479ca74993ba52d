//! Fuzz target for the webhook's input: arbitrary bytes as an AdmissionReview body, through
//! `injector::review::parse`, then, for a review that parses, the JSON Patch the injector
//! would build for its pod (`injector::patch::build`) and the answer it would send. Parsing
//! may refuse; nothing may panic, the answer must be JSON, and a patch built for a pod that
//! has `metadata` must apply to it and leave nothing to do on a second pass (idempotent
//! reinvocation).
#![no_main]

use libfuzzer_sys::fuzz_target;
use vault_db_injector::injector;

fuzz_target!(|data: &[u8]| {
    if let Err(find) = injector::review_self_check(data) {
        panic!("admission_review: {find}");
    }
});
