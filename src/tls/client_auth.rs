//! Who may call the webhook: the client-certificate check behind `clientCAFile` and
//! `clientAllowedNames`, and the accounting of every refusal.
//!
//! In legacy delivery an admission answer holds real credentials, so the webhook port is a
//! credential oracle for anyone who can post a review. rustls' WebPKI verifier proves that
//! a client certificate chains to `clientCAFile`; a CA that also signs other things (a
//! cluster CA signs every kubelet) needs a second test, so [`Verifier`] then requires one
//! of the certificate's names (CN, DNS or URI SAN; see [`crate::tls::names`]) to be in
//! `clientAllowedNames`, exactly and case-sensitively. The chain is checked first: a
//! certificate that carries an allowed name but comes from another issuer is refused as
//! an unknown issuer.
//!
//! Every refusal counts `vdbi_webhook_client_refused_total{reason}` and logs a warning that
//! names the reason (at most one line per reason every
//! [`limits::WEBHOOK_REFUSAL_LOG_INTERVAL`], so a flood of forged connections cannot flood
//! the log). A client that sends no certificate never reaches the verifier (rustls refuses
//! it itself), so the server reports that case through [`note_handshake_error`].

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use rustls::client::danger::HandshakeSignatureValid;
use rustls::pki_types::{CertificateDer, UnixTime};
use rustls::server::danger::{ClientCertVerified, ClientCertVerifier};
use rustls::{CertificateError, DigitallySignedStruct, DistinguishedName, SignatureScheme};

use crate::limits;
use crate::logger;
use crate::tls::names;

/// Why a client was refused (the `reason` label of `vdbi_webhook_client_refused_total`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// No client certificate at all.
    NoCertificate,
    /// A certificate that does not chain to `clientCAFile`.
    UnknownIssuer,
    /// A certificate of the right CA that is expired, not for client auth, or broken.
    InvalidCertificate,
    /// A certificate of the right CA whose names are not in `clientAllowedNames`.
    NameNotAllowed,
}

impl Refusal {
    const ALL: [Refusal; 4] = [
        Refusal::NoCertificate,
        Refusal::UnknownIssuer,
        Refusal::InvalidCertificate,
        Refusal::NameNotAllowed,
    ];

    /// The metric label.
    pub fn as_str(self) -> &'static str {
        match self {
            Refusal::NoCertificate => "no_certificate",
            Refusal::UnknownIssuer => "unknown_issuer",
            Refusal::InvalidCertificate => "invalid_certificate",
            Refusal::NameNotAllowed => "name_not_allowed",
        }
    }

    fn index(self) -> usize {
        match self {
            Refusal::NoCertificate => 0,
            Refusal::UnknownIssuer => 1,
            Refusal::InvalidCertificate => 2,
            Refusal::NameNotAllowed => 3,
        }
    }
}

/// The second of the last log line per reason, so that a flood logs once a second.
static LAST_LOGGED: [AtomicU64; 4] = [
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
];

/// Counts and (rate-limited) logs one refused client. `names` are the certificate's names
/// when it had any worth showing (they are public, not secrets; each is cut short).
pub fn refused(reason: Refusal, names: &[&str]) {
    crate::metrics::global()
        .webhook_client_refused_total
        .with(&[reason.as_str()])
        .inc();
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let interval = limits::WEBHOOK_REFUSAL_LOG_INTERVAL.as_secs().max(1);
    let Some(slot) = LAST_LOGGED.get(reason.index()) else {
        return;
    };
    let last = slot.load(Ordering::Relaxed);
    if now.saturating_sub(last) < interval
        || slot
            .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
            .is_err()
    {
        return;
    }
    let shown: Vec<String> = names
        .iter()
        .take(limits::WEBHOOK_REFUSAL_NAMES_SHOWN)
        .map(|name| {
            name.chars()
                .take(limits::WEBHOOK_REFUSAL_NAME_CHARS)
                .collect()
        })
        .collect();
    let message = match reason {
        Refusal::NoCertificate => {
            "webhook refused a client: no client certificate (clientCAFile requires the apiserver's)"
        }
        Refusal::UnknownIssuer => {
            "webhook refused a client: its certificate is not signed by clientCAFile"
        }
        Refusal::InvalidCertificate => {
            "webhook refused a client: its certificate is expired, not for client authentication, or malformed"
        }
        Refusal::NameNotAllowed => {
            "webhook refused a client: its certificate names none of clientAllowedNames"
        }
    };
    logger::warn(
        message,
        &[("reason", reason.as_str()), ("names", &shown.join(","))],
    );
}

/// Reports a failed TLS handshake of a server: a client that presented no certificate to
/// a server requiring one is a refused client. Other errors are the server's to count.
pub fn note_handshake_error(error: &rustls::Error) {
    if matches!(error, rustls::Error::NoCertificatesPresented) {
        refused(Refusal::NoCertificate, &[]);
    }
}

/// The reasons, for tests and for registering every label at start.
pub fn all_refusals() -> impl Iterator<Item = Refusal> {
    Refusal::ALL.into_iter()
}

/// A client-certificate verifier: the chain through `inner` (WebPKI over `clientCAFile`),
/// then, when `allowed_names` is not empty, one of the certificate's names.
pub struct Verifier {
    inner: Arc<dyn ClientCertVerifier>,
    allowed_names: Vec<String>,
}

impl fmt::Debug for Verifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Verifier")
            .field("allowed_names", &self.allowed_names)
            .finish_non_exhaustive()
    }
}

impl Verifier {
    /// Wraps `inner`; an empty `allowed_names` accepts whatever `inner` accepts.
    pub fn new(inner: Arc<dyn ClientCertVerifier>, allowed_names: Vec<String>) -> Verifier {
        Verifier {
            inner,
            allowed_names,
        }
    }
}

impl ClientCertVerifier for Verifier {
    fn offer_client_auth(&self) -> bool {
        true
    }

    fn client_auth_mandatory(&self) -> bool {
        true
    }

    fn root_hint_subjects(&self) -> &[DistinguishedName] {
        self.inner.root_hint_subjects()
    }

    fn verify_client_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        now: UnixTime,
    ) -> Result<ClientCertVerified, rustls::Error> {
        let found = names::names(end_entity.as_ref()).unwrap_or_default();
        let shown: Vec<&str> = found.all().collect();
        match self
            .inner
            .verify_client_cert(end_entity, intermediates, now)
        {
            Ok(verified) => {
                if self.allowed_names.is_empty() || found.any_allowed(&self.allowed_names) {
                    Ok(verified)
                } else {
                    refused(Refusal::NameNotAllowed, &shown);
                    Err(rustls::Error::InvalidCertificate(
                        CertificateError::ApplicationVerificationFailure,
                    ))
                }
            }
            Err(error) => {
                let reason = match &error {
                    rustls::Error::InvalidCertificate(CertificateError::UnknownIssuer) => {
                        Refusal::UnknownIssuer
                    }
                    _ => Refusal::InvalidCertificate,
                };
                refused(reason, &shown);
                Err(error)
            }
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.inner.supported_verify_schemes()
    }
}
