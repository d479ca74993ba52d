//! The names of an X.509 certificate that `clientAllowedNames` matches: the subject's
//! common names and the DNS and URI entries of its subjectAltName.
//!
//! rustls verifies a client certificate's chain but exposes none of its names, and webpki
//! matches only DNS names and IP addresses. So this walks the DER far enough to read them:
//! the tbsCertificate's subject and its subjectAltName extension, nothing else. It runs
//! only on certificates the chain verifier has already accepted, and anything not shaped
//! as expected yields no name (so the certificate is refused, never accepted by accident).

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

const SEQUENCE: u8 = 0x30;
const SET: u8 = 0x31;
const OID: u8 = 0x06;
const BOOLEAN: u8 = 0x01;
const OCTET_STRING: u8 = 0x04;
/// `[3] EXPLICIT Extensions` of the tbsCertificate.
const EXTENSIONS: u8 = 0xa3;
/// `id-at-commonName`, 2.5.4.3.
const COMMON_NAME: &[u8] = &[0x55, 0x04, 0x03];
/// `id-ce-subjectAltName`, 2.5.29.17.
const SUBJECT_ALT_NAME: &[u8] = &[0x55, 0x1d, 0x11];
/// GeneralName `[2] IMPLICIT IA5String` (dNSName).
const DNS_NAME: u8 = 0x82;
/// GeneralName `[6] IMPLICIT IA5String` (uniformResourceIdentifier).
const URI: u8 = 0x86;

/// The names of one certificate, in certificate order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names {
    /// The subject's commonName attributes.
    pub common_names: Vec<String>,
    /// The subjectAltName's dNSName entries.
    pub dns: Vec<String>,
    /// The subjectAltName's uniformResourceIdentifier entries.
    pub uris: Vec<String>,
}

impl Names {
    /// Every name, CN first.
    pub fn all(&self) -> impl Iterator<Item = &str> {
        self.common_names
            .iter()
            .chain(&self.dns)
            .chain(&self.uris)
            .map(String::as_str)
    }

    /// Whether one of the names equals one of `allowed` exactly (case-sensitive: a CA that
    /// signs `Kube-Apiserver` did not sign `kube-apiserver`).
    pub fn any_allowed(&self, allowed: &[String]) -> bool {
        self.all().any(|name| allowed.iter().any(|a| a == name))
    }
}

/// One DER element: its tag, its content, and what follows it.
pub(crate) fn element(input: &[u8]) -> Option<(u8, &[u8], &[u8])> {
    let (&tag, rest) = input.split_first()?;
    let (&first, rest) = rest.split_first()?;
    let (length, rest) = if first < 0x80 {
        (usize::from(first), rest)
    } else {
        let count = usize::from(first & 0x7f);
        if count == 0 || count > 4 {
            return None;
        }
        let bytes = rest.get(..count)?;
        let length = bytes.iter().try_fold(0usize, |acc, b| {
            acc.checked_mul(256)?.checked_add(usize::from(*b))
        })?;
        (length, rest.get(count..)?)
    };
    let content = rest.get(..length)?;
    Some((tag, content, rest.get(length..)?))
}

/// The elements of a constructed value, in order; stops at the first malformed one.
fn children(mut input: &[u8]) -> impl Iterator<Item = (u8, &[u8])> {
    std::iter::from_fn(move || {
        let (tag, content, rest) = element(input)?;
        input = rest;
        Some((tag, content))
    })
}

/// A string value as text; names that are not valid UTF-8 are not names anyone allowed.
fn text(content: &[u8]) -> Option<String> {
    std::str::from_utf8(content).ok().map(str::to_owned)
}

/// The fields of a DER certificate's `tbsCertificate` after its optional explicit
/// `[0] version`, so the next one is the serial number; `None` if the outer shape is not
/// X.509's (`Certificate` and `tbsCertificate` both SEQUENCEs).
fn tbs_fields(der: &[u8]) -> Option<std::iter::Peekable<impl Iterator<Item = (u8, &[u8])>>> {
    let (tag, certificate, _) = element(der)?;
    if tag != SEQUENCE {
        return None;
    }
    let (tag, tbs, _) = element(certificate)?;
    if tag != SEQUENCE {
        return None;
    }
    let mut fields = children(tbs).peekable();
    if fields.peek().is_some_and(|(tag, _)| *tag == 0xa0) {
        fields.next();
    }
    Some(fields)
}

/// The names of a DER certificate; `None` if it is not shaped like an X.509 one.
pub fn names(der: &[u8]) -> Option<Names> {
    let mut fields = tbs_fields(der)?;
    // serialNumber, signature, issuer, validity.
    for _ in 0..4 {
        fields.next()?;
    }
    let (tag, subject) = fields.next()?;
    if tag != SEQUENCE {
        return None;
    }
    let mut out = Names::default();
    for (tag, rdn) in children(subject) {
        if tag != SET {
            return None;
        }
        for (tag, attribute) in children(rdn) {
            if tag != SEQUENCE {
                return None;
            }
            let (tag, oid, rest) = element(attribute)?;
            if tag == OID && oid == COMMON_NAME {
                let (_, value, _) = element(rest)?;
                out.common_names.push(text(value)?);
            }
        }
    }
    // subjectPublicKeyInfo, then the optional unique IDs and extensions.
    fields.next()?;
    for (tag, extensions) in fields {
        if tag != EXTENSIONS {
            continue;
        }
        let (tag, list, _) = element(extensions)?;
        if tag != SEQUENCE {
            return None;
        }
        for (tag, extension) in children(list) {
            if tag != SEQUENCE {
                return None;
            }
            let (tag, oid, mut rest) = element(extension)?;
            if tag != OID || oid != SUBJECT_ALT_NAME {
                continue;
            }
            let (mut tag, mut value, after) = element(rest)?;
            if tag == BOOLEAN {
                rest = after;
                (tag, value, _) = element(rest)?;
            }
            if tag != OCTET_STRING {
                return None;
            }
            let (tag, general_names, _) = element(value)?;
            if tag != SEQUENCE {
                return None;
            }
            for (tag, name) in children(general_names) {
                match tag {
                    DNS_NAME => out.dns.push(text(name)?),
                    URI => out.uris.push(text(name)?),
                    _ => {}
                }
            }
        }
    }
    Some(out)
}

/// The issuer and subject of a DER certificate, as their raw DER content (compared, never
/// interpreted): `doctor` uses them to see which CA signed which certificate.
pub fn issuer_and_subject(der: &[u8]) -> Option<(&[u8], &[u8])> {
    let mut fields = tbs_fields(der)?;
    // serialNumber, signature.
    fields.next()?;
    fields.next()?;
    let (_, issuer) = fields.next()?;
    fields.next()?;
    let (_, subject) = fields.next()?;
    Some((issuer, subject))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::splitmix64;

    #[test]
    fn malformed_input_yields_no_names_and_no_panic() {
        assert_eq!(names(b""), None);
        assert_eq!(names(&[0x30, 0x03, 0x30, 0x01, 0x00]), None);
        let (seed, mut next) = splitmix64(17);
        for _ in 0..2000 {
            let len = usize::try_from(next() % 200).unwrap();
            let mut bytes: Vec<u8> = (0..len).map(|_| next().to_le_bytes()[0]).collect();
            if let Some(first) = bytes.first_mut() {
                *first = 0x30;
            }
            // No panic is the property; the seed replays a failure.
            let _ = (seed, names(&bytes), issuer_and_subject(&bytes));
        }
    }

    #[test]
    fn allowed_names_match_exactly() {
        let found = Names {
            common_names: vec!["kube-apiserver".to_owned()],
            dns: vec!["api.example".to_owned()],
            uris: vec!["spiffe://cluster/apiserver".to_owned()],
        };
        let check = |allowed: &[&str], expect: bool| {
            let allowed: Vec<String> = allowed.iter().map(|s| (*s).to_owned()).collect();
            assert_eq!(found.any_allowed(&allowed), expect, "{allowed:?}");
        };
        check(&["kube-apiserver"], true);
        check(&["api.example"], true);
        check(&["spiffe://cluster/apiserver"], true);
        check(&["Kube-Apiserver"], false);
        check(&["kube-apiserver "], false);
        check(&["kube"], false);
        check(&[], false);
    }
}
