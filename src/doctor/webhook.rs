//! `doctor`'s webhook checks: the serving certificate (readable, matching its key, valid
//! now and not about to expire) and client authentication (`clientCAFile`, required in
//! legacy delivery because admission answers then carry credentials).

use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::config::Config;
use crate::doctor::Report;
use crate::doctor::cert;
use crate::limits;
use crate::logger;

pub(super) fn rfc3339(seconds: i64) -> String {
    match u64::try_from(seconds) {
        Ok(secs) => logger::rfc3339(UNIX_EPOCH + Duration::from_secs(secs)),
        Err(_) => format!("{seconds} seconds since 1970"),
    }
}

pub(super) fn webhook_checks(config: &Config, now: SystemTime, report: &mut Report) {
    certificate_checks(config, now, report);
    if config.nri.enabled {
        report.ok(
            "webhook.client-auth",
            "nri delivery: admission answers hold placeholders, never credentials".to_owned(),
        );
        return;
    }
    match config.client_ca_file.as_deref() {
        None if config.allow_unauthenticated_legacy_delivery => report.fail(
            "webhook.client-auth",
            "allowUnauthenticatedLegacyDelivery: true: legacy delivery puts real credentials into admission answers, and without clientCAFile anyone who reaches the webhook port can ask for them".to_owned(),
            "set clientCAFile to the CA of the client certificate the apiserver presents to webhooks (AdmissionConfiguration kubeConfigFile, see docs/install.md) and clientAllowedNames to its name, then remove allowUnauthenticatedLegacyDelivery; or switch to NRI delivery (nri.enabled: true)".to_owned(),
        ),
        None => report.fail(
            "webhook.client-auth",
            crate::config::UNAUTHENTICATED_LEGACY_DELIVERY.to_owned(),
            "set clientCAFile to the CA of the client certificate the apiserver presents to webhooks (AdmissionConfiguration kubeConfigFile, see docs/install.md), or switch to NRI delivery (nri.enabled: true)".to_owned(),
        ),
        Some(path) => match crate::tls::load_ca_bundle(path) {
            Ok(certs) => {
                report.ok(
                    "webhook.client-auth",
                    format!("legacy delivery requires client certificates signed by {} ({} CA)", path.display(), certs.len()),
                );
                allowed_names_check(config, &certs, report);
            }
            Err(error) => report.fail(
                "webhook.client-auth",
                error.to_string(),
                "clientCAFile must be a PEM file of CA certificates".to_owned(),
            ),
        },
    }
}

/// With an empty `clientAllowedNames`, any certificate the client CA signed is let in:
/// safe only for a CA dedicated to the apiserver's client certificate. Warns when the CA
/// visibly signs other things: it is the cluster CA (it signs every kubelet), or it signed
/// the webhook's own serving certificate (a shared issuer, such as a cert-manager
/// ClusterIssuer any tenant may ask for a certificate).
fn allowed_names_check(
    config: &Config,
    client_cas: &[rustls::pki_types::CertificateDer<'static>],
    report: &mut Report,
) {
    use crate::tls::names::issuer_and_subject;
    let name = "webhook.client-allowed-names";
    if !config.client_allowed_names.is_empty() {
        report.ok(
            name,
            format!(
                "client certificates must also be named {}",
                config.client_allowed_names.join(" or ")
            ),
        );
        return;
    }
    let cluster_ca = config
        .service_account_token_file
        .parent()
        .map(|dir| dir.join("ca.crt"))
        .and_then(|path| crate::tls::load_certificates(&path).ok())
        .unwrap_or_default();
    let serving = crate::tls::load_certificates(Path::new(&config.cert_file)).unwrap_or_default();
    let signed_serving = serving
        .first()
        .and_then(|leaf| issuer_and_subject(leaf.as_ref()))
        .is_some_and(|(issuer, _)| {
            client_cas
                .iter()
                .filter_map(|ca| issuer_and_subject(ca.as_ref()))
                .any(|(_, subject)| subject == issuer)
        });
    let is_cluster_ca = client_cas.iter().any(|ca| cluster_ca.contains(ca));
    let fix = "set clientAllowedNames to the name of the apiserver's client certificate (its CN or a SAN), or give that certificate a CA of its own (the chart does)".to_owned();
    if is_cluster_ca {
        report.warn(
            name,
            "clientAllowedNames is empty and clientCAFile is the cluster CA, which also signs every kubelet's client certificate: any of them may call the webhook".to_owned(),
            fix,
        );
    } else if signed_serving {
        report.warn(
            name,
            "clientAllowedNames is empty and clientCAFile also signed the webhook's serving certificate: a shared issuer (a cert-manager ClusterIssuer?) may sign certificates for others who can then call the webhook".to_owned(),
            fix,
        );
    } else {
        report.ok(
            name,
            "clientAllowedNames is empty: any certificate of clientCAFile is accepted (the CA must be dedicated to the apiserver's client certificate)".to_owned(),
        );
    }
}

pub(super) fn certificate_checks(config: &Config, now: SystemTime, report: &mut Report) {
    if config.cert_file.is_empty() || config.key_file.is_empty() {
        report.fail(
            "webhook.certificate",
            "certFile or keyFile is not set".to_owned(),
            "set certFile and keyFile (the chart mounts them at /tls/tls.crt and /tls/tls.key)"
                .to_owned(),
        );
        return;
    }
    let cert_path = Path::new(&config.cert_file);
    let chain = match crate::tls::load_certificates(cert_path) {
        Ok(chain) => chain,
        Err(error) => {
            report.fail(
                "webhook.certificate",
                error.to_string(),
                "certFile must be a PEM certificate chain, leaf first".to_owned(),
            );
            return;
        }
    };
    let now_secs = now
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
    let renew = "renew the certificate (cert-manager: check the Certificate and its issuer) and restart nothing: the webhook reloads it from disk";
    match chain.first().and_then(|leaf| cert::validity(leaf.as_ref())) {
        None => report.fail(
            "webhook.certificate",
            format!(
                "{}: the first certificate's validity cannot be read",
                cert_path.display()
            ),
            "certFile must hold an X.509 certificate, leaf first".to_owned(),
        ),
        Some(validity) if validity.not_before > now_secs => report.fail(
            "webhook.certificate",
            format!("not valid before {}", rfc3339(validity.not_before)),
            "check the clock of the machine that issued it, or wait".to_owned(),
        ),
        Some(validity) if validity.not_after <= now_secs => report.fail(
            "webhook.certificate",
            format!(
                "expired at {}: the apiserver refuses every admission",
                rfc3339(validity.not_after)
            ),
            renew.to_owned(),
        ),
        Some(validity) => {
            let left = u64::try_from(validity.not_after.saturating_sub(now_secs)).unwrap_or(0);
            let days = left / 86_400;
            let detail = format!(
                "valid until {} ({days} days left)",
                rfc3339(validity.not_after)
            );
            if left < limits::DOCTOR_CERT_FAIL_WITHIN.as_secs() {
                report.fail(
                    "webhook.certificate",
                    format!("{detail}: about to expire"),
                    renew.to_owned(),
                );
            } else if left < limits::DOCTOR_CERT_WARN_WITHIN.as_secs() {
                report.warn(
                    "webhook.certificate",
                    format!("{detail}: expires soon"),
                    renew.to_owned(),
                );
            } else {
                report.ok("webhook.certificate", detail);
            }
        }
    }
    let key_path = Path::new(&config.key_file);
    match crate::tls::load_private_key(key_path) {
        Ok(key) => match cert::key_matches(chain, &key) {
            cert::KeyMatch::Matches => report.ok(
                "webhook.key",
                format!("{} matches the certificate", key_path.display()),
            ),
            cert::KeyMatch::Mismatch => report.fail(
                "webhook.key",
                format!("{} is not the key of {}", key_path.display(), cert_path.display()),
                "keyFile and certFile must come from the same issuance (the same Secret's tls.key and tls.crt)".to_owned(),
            ),
            cert::KeyMatch::Unknown(why) => report.warn(
                "webhook.key",
                format!("cannot compare {} with the certificate: {why}", key_path.display()),
                "use an ECDSA, RSA or Ed25519 key in PEM".to_owned(),
            ),
        },
        Err(error) => report.fail(
            "webhook.key",
            error.to_string(),
            "keyFile must be a PEM private key (PKCS#8, SEC1 or PKCS#1)".to_owned(),
        ),
    }
}
