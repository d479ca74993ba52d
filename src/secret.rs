//! A string that holds a credential or token.
//!
//! `Debug` prints `<redacted>`, there is no `Display`, `Serialize` or `Clone`, and the memory
//! is wiped when the value is dropped. The only way to the text is [`SecretString::expose_secret`],
//! so every place a secret leaves the process is greppable. Wiping is best effort: a `String`
//! that grows, and the buffers of serde and ureq, leave copies we cannot reach (SECURITY.md).
//!
//! **Invariant:** this is the only module that builds a `SecretString` from bytes.

use std::fmt;

use serde::{Deserialize, Deserializer};
use zeroize::Zeroizing;

/// A credential or token: redacted in `Debug`, wiped on drop.
pub struct SecretString(Zeroizing<String>);

impl SecretString {
    /// Wraps a string that is a secret.
    pub fn new(value: String) -> Self {
        SecretString(Zeroizing::new(value))
    }

    /// Copies a secret read from bytes (a file, a socket); invalid UTF-8 is refused, without
    /// echoing the bytes.
    pub fn from_utf8(bytes: Vec<u8>) -> Result<Self, NotUtf8> {
        let bytes = Zeroizing::new(bytes);
        match std::str::from_utf8(&bytes) {
            Ok(text) => Ok(SecretString::new(text.to_owned())),
            Err(_) => Err(NotUtf8),
        }
    }

    /// The secret's text. Call it only where the value must leave the process (a request
    /// to Vault, a patch, an NRI adjustment), never to log or format it.
    pub fn expose_secret(&self) -> &str {
        &self.0
    }

    /// Whether the secret is the empty string.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// An explicit copy, for the few places that must hold the same secret twice (the NRI
    /// cache and the answer to the runtime). Named so that copies are easy to audit.
    pub fn duplicate(&self) -> Self {
        SecretString::new(self.0.as_str().to_owned())
    }
}

impl fmt::Debug for SecretString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

impl PartialEq for SecretString {
    /// Constant-time comparison, so that a comparison cannot be timed to learn a prefix.
    fn eq(&self, other: &Self) -> bool {
        let (a, b) = (self.0.as_bytes(), other.0.as_bytes());
        a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
    }
}

impl Eq for SecretString {}

impl<'de> Deserialize<'de> for SecretString {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(SecretString::new)
    }
}

/// Bytes that were meant to be a secret but are not UTF-8.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotUtf8;

impl fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("secret is not valid utf-8")
    }
}

impl std::error::Error for NotUtf8 {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_is_redacted() {
        let secret = SecretString::new("hunter2-password".to_owned());
        assert_eq!(format!("{secret:?}"), "<redacted>");
        assert_eq!(format!("{:?}", Some(&secret)), "Some(<redacted>)");
        assert_eq!(secret.expose_secret(), "hunter2-password");
    }

    #[test]
    fn deserializes_from_json_without_leaking_in_debug() {
        #[derive(Deserialize, Debug)]
        struct Creds {
            password: SecretString,
        }
        let creds: Creds = serde_json::from_str(r#"{"password":"s3cr3t-xyz"}"#).unwrap();
        assert_eq!(creds.password.expose_secret(), "s3cr3t-xyz");
        assert!(!format!("{creds:?}").contains("s3cr3t-xyz"));
    }

    #[test]
    fn from_utf8_refuses_without_echo() {
        let err = SecretString::from_utf8(vec![0xff, b's', b'e', b'c']).unwrap_err();
        assert_eq!(err.to_string(), "secret is not valid utf-8");
        let ok = SecretString::from_utf8(b"token".to_vec()).unwrap();
        assert_eq!(ok.expose_secret(), "token");
    }

    #[test]
    fn equality_and_duplicate() {
        let a = SecretString::new("abc".to_owned());
        assert_eq!(a, a.duplicate());
        assert_ne!(a, SecretString::new("abd".to_owned()));
        assert_ne!(a, SecretString::new("ab".to_owned()));
        assert!(SecretString::new(String::new()).is_empty());
    }
}
