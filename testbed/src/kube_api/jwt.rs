//! Service-account JWTs as kube-apiserver issues them: RS256, signed with an RSA key made
//! by the `openssl` CLI and loaded as PKCS#8 into ring, with the claims of a projected
//! token (`iss`, `sub`, `aud`, `exp`, `iat`, `nbf`, `jti` and the `kubernetes.io` object
//! naming the namespace, the service account and, for a bound token, the pod).

use std::fs;
use std::io;
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use ring::rand::{SecureRandom, SystemRandom};
use ring::signature::{self, RsaKeyPair, UnparsedPublicKey};
use serde::{Deserialize, Serialize};

use crate::certs::openssl;
use crate::kube_api::base64;

/// The issuer the double puts in its tokens (kube-apiserver's default
/// `--service-account-issuer` in most distributions).
pub const ISSUER: &str = "https://kubernetes.default.svc.cluster.local";

/// The apiserver's own audience: tokens without explicit audiences get this one, and a
/// TokenReview without `spec.audiences` checks for it.
pub const API_AUDIENCE: &str = "https://kubernetes.default.svc.cluster.local";

/// The `kubernetes.io` claim.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KubeClaim {
    /// The service account's namespace.
    pub namespace: String,
    /// The service account.
    pub serviceaccount: NameUid,
    /// The pod the token is bound to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod: Option<NameUid>,
    /// The node the bound pod runs on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node: Option<NameUid>,
}

/// A name and a UID.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NameUid {
    /// Name.
    pub name: String,
    /// UID.
    pub uid: String,
}

/// The claims of a service-account token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// Audiences.
    pub aud: Vec<String>,
    /// Expiry (Unix seconds).
    pub exp: u64,
    /// Issued at.
    pub iat: u64,
    /// Not before.
    pub nbf: u64,
    /// Issuer.
    pub iss: String,
    /// Token id.
    pub jti: String,
    /// `system:serviceaccount:<ns>:<name>`.
    pub sub: String,
    /// Kubernetes' own claims.
    #[serde(rename = "kubernetes.io")]
    pub kubernetes: KubeClaim,
}

/// The double's signing key.
pub struct SigningKey {
    pair: RsaKeyPair,
    kid: String,
    public_pem: String,
}

/// Why a token was not accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejected {
    /// Not three base64url segments of JSON, or not RS256.
    Malformed,
    /// The signature does not verify.
    BadSignature,
    /// Expired, or not yet valid.
    Expired,
}

/// Seconds since the Unix epoch.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl SigningKey {
    /// Makes a 2048-bit RSA key in `dir` with openssl and loads it.
    pub fn generate(dir: &Path) -> io::Result<SigningKey> {
        let pem = dir.join("sa-signing.key");
        let der = dir.join("sa-signing.pk8");
        let public = dir.join("sa-signing.pub");
        let path = |p: &Path| p.to_string_lossy().into_owned();
        openssl(&[
            "genpkey",
            "-algorithm",
            "RSA",
            "-pkeyopt",
            "rsa_keygen_bits:2048",
            "-out",
            &path(&pem),
        ])?;
        openssl(&[
            "pkcs8",
            "-topk8",
            "-nocrypt",
            "-in",
            &path(&pem),
            "-outform",
            "DER",
            "-out",
            &path(&der),
        ])?;
        openssl(&[
            "pkey",
            "-in",
            &path(&pem),
            "-pubout",
            "-out",
            &path(&public),
        ])?;
        let pair = RsaKeyPair::from_pkcs8(&fs::read(&der)?)
            .map_err(|e| io::Error::other(format!("ring refused the rsa key: {e}")))?;
        let digest = ring::digest::digest(&ring::digest::SHA256, pair.public().as_ref());
        let kid = base64::encode_url(&digest.as_ref()[..16]);
        Ok(SigningKey {
            pair,
            kid,
            public_pem: fs::read_to_string(&public)?,
        })
    }

    /// The public key (PEM, SubjectPublicKeyInfo), for OpenBao's `pem_keys` if wanted.
    pub fn public_pem(&self) -> &str {
        &self.public_pem
    }

    /// Signs `claims` as an RS256 JWS.
    pub fn sign(&self, claims: &Claims) -> io::Result<String> {
        let header = serde_json::json!({"alg": "RS256", "kid": self.kid});
        let signing_input = format!(
            "{}.{}",
            base64::encode_url(header.to_string().as_bytes()),
            base64::encode_url(&serde_json::to_vec(claims)?)
        );
        let mut sig = vec![0u8; self.pair.public().modulus_len()];
        self.pair
            .sign(
                &signature::RSA_PKCS1_SHA256,
                &SystemRandom::new(),
                signing_input.as_bytes(),
                &mut sig,
            )
            .map_err(|_| io::Error::other("rsa signing failed"))?;
        Ok(format!("{signing_input}.{}", base64::encode_url(&sig)))
    }

    /// Verifies signature and time bounds, and returns the claims.
    pub fn verify(&self, token: &str) -> Result<Claims, Rejected> {
        let mut parts = token.split('.');
        let (Some(header), Some(payload), Some(sig), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(Rejected::Malformed);
        };
        let header: serde_json::Value = base64::decode(header)
            .and_then(|h| serde_json::from_slice(&h).ok())
            .ok_or(Rejected::Malformed)?;
        if header.get("alg").and_then(|a| a.as_str()) != Some("RS256") {
            return Err(Rejected::Malformed);
        }
        let sig = base64::decode(sig).ok_or(Rejected::Malformed)?;
        let signed = token.len() - token.rsplit('.').next().map_or(0, str::len) - 1;
        UnparsedPublicKey::new(
            &signature::RSA_PKCS1_2048_8192_SHA256,
            self.pair.public().as_ref(),
        )
        .verify(&token.as_bytes()[..signed], &sig)
        .map_err(|_| Rejected::BadSignature)?;
        let claims: Claims = base64::decode(payload)
            .and_then(|p| serde_json::from_slice(&p).ok())
            .ok_or(Rejected::Malformed)?;
        let now = now();
        if claims.exp <= now || claims.nbf > now + 60 {
            return Err(Rejected::Expired);
        }
        Ok(claims)
    }
}

/// A random RFC 4122 version 4 UUID.
pub fn uuid_v4() -> String {
    let mut b = [0u8; 16];
    // SystemRandom only fails if the OS has no randomness; a test double may then use zeros.
    let _ = SystemRandom::new().fill(&mut b);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..32]
    )
}

/// Now, as a Kubernetes `Time` (jiff is built without its clock here).
pub fn now_time() -> k8s_openapi::apimachinery::pkg::apis::meta::v1::Time {
    let seconds = i64::try_from(now()).unwrap_or(0);
    k8s_openapi::apimachinery::pkg::apis::meta::v1::Time(
        k8s_openapi::jiff::Timestamp::from_second(seconds)
            .unwrap_or(k8s_openapi::jiff::Timestamp::UNIX_EPOCH),
    )
}
