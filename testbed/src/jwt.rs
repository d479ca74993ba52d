//! ES256 JSON Web Tokens signed by a key the test generates (ring, ECDSA P-256), for
//! OpenBao's jwt auth method and, later, the Kubernetes API double's ServiceAccount tokens.
//!
//! Written by hand: a JWS compact serialization is three base64url parts, and ring's
//! `ECDSA_P256_SHA256_FIXED_SIGNING` already yields the `r || s` form that JWS wants.

use std::error::Error as StdError;
use std::fmt;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use ring::rand::SystemRandom;
use ring::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, KeyPair};
use serde_json::{Value, json};

/// What can go wrong when making keys or tokens.
#[derive(Debug)]
pub enum Error {
    /// ring could not generate or load the key.
    Key(String),
    /// ring could not sign.
    Sign,
    /// The claims could not be serialized.
    Json(serde_json::Error),
    /// A token to decode is not three base64url parts with a JSON payload.
    Malformed(&'static str),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Key(why) => write!(f, "jwt signing key: {why}"),
            Error::Sign => write!(f, "jwt signing failed"),
            Error::Json(e) => write!(f, "jwt claims: {e}"),
            Error::Malformed(why) => write!(f, "malformed jwt: {why}"),
        }
    }
}

impl StdError for Error {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        match self {
            Error::Json(e) => Some(e),
            _ => None,
        }
    }
}

/// The DER prefix of a P-256 SubjectPublicKeyInfo (id-ecPublicKey, prime256v1, then the
/// BIT STRING header) before the 65-byte uncompressed point.
const P256_SPKI_PREFIX: [u8; 26] = [
    0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a,
    0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00,
];

/// An ECDSA P-256 key that signs ES256 JWTs.
pub struct Signer {
    key: EcdsaKeyPair,
    pkcs8: Vec<u8>,
    kid: String,
    rng: SystemRandom,
}

impl fmt::Debug for Signer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Signer")
            .field("kid", &self.kid)
            .finish_non_exhaustive()
    }
}

impl Signer {
    /// Generates a new key.
    pub fn generate() -> Result<Signer, Error> {
        let rng = SystemRandom::new();
        let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng)
            .map_err(|_| Error::Key("cannot generate a P-256 key".to_owned()))?;
        Signer::from_pkcs8(pkcs8.as_ref())
    }

    /// Loads a PKCS#8 (DER) P-256 key, e.g. one saved with [`Signer::private_key_pem`].
    pub fn from_pkcs8(pkcs8: &[u8]) -> Result<Signer, Error> {
        let rng = SystemRandom::new();
        let key = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, pkcs8, &rng)
            .map_err(|e| Error::Key(format!("not a P-256 PKCS#8 key: {e}")))?;
        let digest = ring::digest::digest(&ring::digest::SHA256, &spki_der(&key));
        let kid = base64url(digest.as_ref().get(..16).unwrap_or_default());
        Ok(Signer {
            key,
            pkcs8: pkcs8.to_vec(),
            kid,
            rng,
        })
    }

    /// The key id put in every token's header (base64url of the first 16 bytes of the
    /// SHA-256 of the public key).
    pub fn kid(&self) -> &str {
        &self.kid
    }

    /// The public key as a SubjectPublicKeyInfo in PEM, as OpenBao's
    /// `jwt_validation_pubkeys` and Kubernetes' `--service-account-key-file` take it.
    pub fn public_key_pem(&self) -> String {
        pem("PUBLIC KEY", &spki_der(&self.key))
    }

    /// The private key in PKCS#8 PEM (a test key; write it only into a test directory).
    pub fn private_key_pem(&self) -> String {
        pem("PRIVATE KEY", &self.pkcs8)
    }

    /// The public key as a JWK (for a JWKS document).
    pub fn jwk(&self) -> Value {
        let point = self.key.public_key().as_ref();
        let x = point.get(1..33).unwrap_or_default();
        let y = point.get(33..65).unwrap_or_default();
        json!({
            "kty": "EC",
            "crv": "P-256",
            "alg": "ES256",
            "use": "sig",
            "kid": self.kid,
            "x": base64url(x),
            "y": base64url(y),
        })
    }

    /// Signs `claims` as an ES256 JWT.
    pub fn sign(&self, claims: &Value) -> Result<String, Error> {
        let header = json!({"alg": "ES256", "typ": "JWT", "kid": self.kid});
        let header = serde_json::to_vec(&header).map_err(Error::Json)?;
        let payload = serde_json::to_vec(claims).map_err(Error::Json)?;
        let signing_input = format!("{}.{}", base64url(&header), base64url(&payload));
        let signature = self
            .key
            .sign(&self.rng, signing_input.as_bytes())
            .map_err(|_| Error::Sign)?;
        Ok(format!("{signing_input}.{}", base64url(signature.as_ref())))
    }

    /// Whether `token` carries a valid signature by this key (for the API double's
    /// TokenReview); claims are not checked.
    pub fn verify(&self, token: &str) -> bool {
        let Some((signing_input, signature)) = token.rsplit_once('.') else {
            return false;
        };
        let Some(signature) = base64url_decode(signature) else {
            return false;
        };
        let public = ring::signature::UnparsedPublicKey::new(
            &ring::signature::ECDSA_P256_SHA256_FIXED,
            self.key.public_key().as_ref(),
        );
        public.verify(signing_input.as_bytes(), &signature).is_ok()
    }
}

fn spki_der(key: &EcdsaKeyPair) -> Vec<u8> {
    let mut der = P256_SPKI_PREFIX.to_vec();
    der.extend_from_slice(key.public_key().as_ref());
    der
}

/// The claims of a projected ServiceAccount token as the kube-apiserver issues it
/// (`iss`, `sub`, `aud`, `iat`, `nbf`, `exp`, and `kubernetes.io` with namespace,
/// serviceaccount name and uid, and the pod when given).
pub fn service_account_claims(
    issuer: &str,
    namespace: &str,
    service_account: &str,
    uid: &str,
    audiences: &[&str],
    lifetime: Duration,
    pod: Option<(&str, &str)>,
) -> Value {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let mut kubernetes = json!({
        "namespace": namespace,
        "serviceaccount": {"name": service_account, "uid": uid},
    });
    if let (Some((pod_name, pod_uid)), Some(object)) = (pod, kubernetes.as_object_mut()) {
        object.insert("pod".to_owned(), json!({"name": pod_name, "uid": pod_uid}));
    }
    json!({
        "iss": issuer,
        "sub": format!("system:serviceaccount:{namespace}:{service_account}"),
        "aud": audiences,
        "iat": now,
        "nbf": now,
        "exp": now.saturating_add(lifetime.as_secs()),
        "kubernetes.io": kubernetes,
    })
}

/// The payload of a JWT, without checking its signature.
pub fn decode_claims(token: &str) -> Result<Value, Error> {
    let mut parts = token.split('.');
    let _header = parts.next().ok_or(Error::Malformed("no header"))?;
    let payload = parts.next().ok_or(Error::Malformed("no payload"))?;
    let _signature = parts.next().ok_or(Error::Malformed("no signature"))?;
    if parts.next().is_some() {
        return Err(Error::Malformed("more than three parts"));
    }
    let bytes = base64url_decode(payload).ok_or(Error::Malformed("payload is not base64url"))?;
    serde_json::from_slice(&bytes).map_err(|_| Error::Malformed("payload is not json"))
}

const STANDARD: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const URL_SAFE: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn encode(bytes: &[u8], alphabet: &[u8; 64], pad: bool) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b0 = chunk.first().copied().unwrap_or(0);
        let b1 = chunk.get(1).copied().unwrap_or(0);
        let b2 = chunk.get(2).copied().unwrap_or(0);
        let n = (u32::from(b0) << 16) | (u32::from(b1) << 8) | u32::from(b2);
        let symbols = chunk.len() + 1;
        for i in 0..4 {
            if i < symbols {
                let index = (n >> (18 - 6 * i)) & 63;
                out.push(char::from(alphabet[index as usize]));
            } else if pad {
                out.push('=');
            }
        }
    }
    out
}

/// Base64 with the standard alphabet and padding (PEM bodies).
pub fn base64(bytes: &[u8]) -> String {
    encode(bytes, STANDARD, true)
}

/// Base64url without padding (JWT parts).
pub fn base64url(bytes: &[u8]) -> String {
    encode(bytes, URL_SAFE, false)
}

/// Decodes base64url or standard base64, padded or not; `None` on any other character.
pub fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut acc: u32 = 0;
    let mut bits = 0u32;
    for c in text.trim_end_matches('=').bytes() {
        let value = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'-' | b'+' => 62,
            b'_' | b'/' => 63,
            _ => return None,
        };
        acc = (acc << 6) | u32::from(value);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xff) as u8);
        }
    }
    Some(out)
}

/// `bytes` in PEM with the given label, 64 columns.
pub fn pem(label: &str, bytes: &[u8]) -> String {
    let body = base64(bytes);
    let mut out = format!("-----BEGIN {label}-----\n");
    let mut rest = body.as_str();
    while !rest.is_empty() {
        let (line, tail) = rest.split_at(rest.len().min(64));
        out.push_str(line);
        out.push('\n');
        rest = tail;
    }
    out.push_str(&format!("-----END {label}-----\n"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_rfc4648_vectors() {
        fn check(input: &str, standard: &str, url: &str) {
            assert_eq!(base64(input.as_bytes()), standard, "{input}");
            assert_eq!(base64url(input.as_bytes()), url, "{input}");
            assert_eq!(base64url_decode(standard).unwrap(), input.as_bytes());
            assert_eq!(base64url_decode(url).unwrap(), input.as_bytes());
        }
        check("", "", "");
        check("f", "Zg==", "Zg");
        check("fo", "Zm8=", "Zm8");
        check("foo", "Zm9v", "Zm9v");
        check("foob", "Zm9vYg==", "Zm9vYg");
        check("fooba", "Zm9vYmE=", "Zm9vYmE");
        check("foobar", "Zm9vYmFy", "Zm9vYmFy");
        assert_eq!(base64url(&[0xfb, 0xff]), "-_8");
        assert_eq!(base64url_decode("a*b"), None);
    }

    #[test]
    fn base64_round_trips_random_bytes() {
        #[allow(clippy::disallowed_methods)] // The property tests' documented seed knob.
        let seed = std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0x5eed_u64);
        let mut state = seed;
        let mut next = || {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        for case in 0..2000 {
            let len = (next() % 70) as usize;
            let bytes: Vec<u8> = (0..len).map(|_| next() as u8).collect();
            assert_eq!(
                base64url_decode(&base64url(&bytes)).as_deref(),
                Some(bytes.as_slice()),
                "case {case}, TEST_SEED={seed}"
            );
            assert_eq!(
                base64url_decode(&base64(&bytes)).as_deref(),
                Some(bytes.as_slice()),
                "case {case}, TEST_SEED={seed}"
            );
        }
    }

    #[test]
    fn signs_tokens_that_verify_and_decode() {
        let signer = Signer::generate().unwrap();
        let claims = service_account_claims(
            "https://kubernetes.default.svc.cluster.local",
            "default",
            "app",
            "0000-uid",
            &["openbao"],
            Duration::from_secs(600),
            Some(("web-1", "pod-uid")),
        );
        let token = signer.sign(&claims).unwrap();
        assert!(signer.verify(&token));
        assert!(!Signer::generate().unwrap().verify(&token));
        let decoded = decode_claims(&token).unwrap();
        assert_eq!(decoded["sub"], "system:serviceaccount:default:app");
        assert_eq!(decoded["kubernetes.io"]["pod"]["name"], "web-1");
        let pem = signer.public_key_pem();
        assert!(pem.starts_with("-----BEGIN PUBLIC KEY-----\n"), "{pem}");
        let again = Signer::from_pkcs8(
            &base64url_decode(
                &signer
                    .private_key_pem()
                    .lines()
                    .filter(|l| !l.starts_with("-----"))
                    .collect::<String>(),
            )
            .unwrap(),
        )
        .unwrap();
        assert_eq!(again.kid(), signer.kid());
    }

    #[test]
    fn openssl_reads_the_public_key() {
        let dir = crate::tempdir::TempDir::new("jwt").unwrap();
        let path = dir.path().join("pub.pem");
        std::fs::write(&path, Signer::generate().unwrap().public_key_pem()).unwrap();
        let out = std::process::Command::new("openssl")
            .args(["pkey", "-pubin", "-noout", "-text", "-in"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(String::from_utf8_lossy(&out.stdout).contains("prime256v1"));
    }
}
