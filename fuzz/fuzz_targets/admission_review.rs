//! Fuzz target for the webhook's input: arbitrary bytes as an AdmissionReview body, through
//! `injector::review::parse`, then, for a review that parses, the JSON Patch the injector
//! would build for its pod (`injector::patch::build`) and the answer it would send. Parsing
//! may refuse; nothing may panic, the answer must be JSON, and a patch built for a pod that
//! has `metadata` must apply to it and leave nothing to do on a second pass (idempotent
//! reinvocation).
#![no_main]

use libfuzzer_sys::fuzz_target;
use vault_db_injector::injector::{patch, review};

fuzz_target!(|data: &[u8]| {
    if let Err(find) = check(data) {
        panic!("admission_review: {find}");
    }
});

fn check(data: &[u8]) -> Result<(), String> {
    let Ok(parsed) = review::parse(data) else {
        return Ok(());
    };
    let env = [patch::EnvVar {
        name: "DB_PASSWORD".to_owned(),
        value: "__VDBI_PH_0000000000000000000000000000000000000000000000000000000000000000___"
            .to_owned(),
    }];
    let annotations = [(
        "db-creds-injector.numberly.io/uuid".to_owned(),
        "00000000-0000-4000-8000-000000000000".to_owned(),
    )];
    let pod = &parsed.request.object;
    let built = patch::build(pod, &env, &annotations);
    let answer = review::Response::patched(&parsed.request.uid, &patch::to_json(&built.ops))
        .to_json(parsed.version);
    serde_json::from_slice::<serde_json::Value>(&answer)
        .map_err(|e| format!("the answer is not JSON: {e}"))?;
    if pod.get("metadata").is_some_and(|m| m.is_object()) {
        let mut patched = pod.clone();
        patch::apply(&mut patched, &built.ops).map_err(|e| format!("patch does not apply: {e}"))?;
        let again = patch::build(&patched, &env, &annotations);
        if !again.ops.is_empty() {
            return Err(format!("second pass is not empty: {} ops", again.ops.len()));
        }
    }
    Ok(())
}
