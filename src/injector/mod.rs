//! The admission webhook: AdmissionReview types (`review`), JSON Patch generation (`patch`)
//! and the review-to-response step (`mutate`). The HTTPS endpoint that feeds `mutate` is
//! the webhook server's (issue 5), on `http/`.

pub mod mutate;
pub mod patch;
pub mod review;
