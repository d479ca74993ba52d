//! The Vault client's error type, with messages that name the path and never a secret:
//! Vault's `errors[]` are kept, cut to a bound, and quoted values in them redacted.

use std::fmt;
use std::path::PathBuf;

use serde::Deserialize;

use crate::limits::VAULT_ERROR_TEXT_MAX;
use crate::vault::path::Invalid;

/// Everything that can go wrong talking to Vault. Messages name the method and path, never
/// a token, password or JWT.
#[derive(Debug)]
pub enum Error {
    /// The configuration cannot work (address, namespace, proxy, skip-verify).
    Config(String),
    /// The given roots hold no certificate.
    Ca {
        /// Which roots.
        path: String,
        /// What is wrong with them.
        reason: String,
    },
    /// The CA file or the system bundle cannot be loaded.
    Tls(crate::tls::Error),
    /// The service-account token file cannot be read.
    ReadJwt {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// A name cannot be used in a Vault path.
    InvalidName {
        /// Which name (`role`, `mount`, `uuid`, `lease id`).
        what: &'static str,
        /// Why.
        reason: Invalid,
    },
    /// Connecting, sending or receiving failed (refused, reset, TLS, DNS).
    Transport {
        /// The HTTP method.
        method: &'static str,
        /// The Vault path.
        path: String,
        /// ureq's error.
        source: ureq::Error,
    },
    /// A timeout cut the call.
    Timeout {
        /// The HTTP method.
        method: &'static str,
        /// The Vault path.
        path: String,
    },
    /// The answer was larger than the cap.
    TooLarge {
        /// The HTTP method.
        method: &'static str,
        /// The Vault path.
        path: String,
        /// The cap in bytes.
        limit: u64,
    },
    /// Vault answered with a redirect to another origin; it was not followed, so the token
    /// was never sent there.
    Redirect {
        /// The HTTP method.
        method: &'static str,
        /// The Vault path.
        path: String,
        /// The redirect status.
        status: u16,
        /// The origin it pointed to (scheme, host, port; no path).
        to: String,
    },
    /// Vault answered with a non-2xx status; `errors` is Vault's `errors[]`, cut short.
    Status {
        /// The HTTP method.
        method: &'static str,
        /// The Vault path.
        path: String,
        /// The HTTP status.
        status: u16,
        /// Vault's error messages.
        errors: Vec<String>,
    },
    /// The answer is not the JSON that was expected.
    Malformed {
        /// The HTTP method.
        method: &'static str,
        /// The Vault path.
        path: String,
        /// What was wrong, with any quoted value removed.
        detail: String,
    },
    /// A KV entry or token does not belong to the pod it was about to be used for.
    NotOwner {
        /// The KV key (uuid).
        uuid: String,
        /// Which check failed.
        reason: crate::vault::owner::Refusal,
    },
}

impl Error {
    /// The HTTP status, when Vault answered.
    pub fn status(&self) -> Option<u16> {
        match self {
            Error::Status { status, .. } | Error::Redirect { status, .. } => Some(*status),
            _ => None,
        }
    }

    /// Vault's `errors[]` (empty unless Vault answered an error status).
    pub fn vault_errors(&self) -> &[String] {
        match self {
            Error::Status { errors, .. } => errors,
            _ => &[],
        }
    }

    /// Whether any of Vault's error messages contains `needle` (case-insensitive): Vault's
    /// messages are multierror-formatted, so matching is by substring.
    pub fn mentions(&self, needle: &str) -> bool {
        let needle = needle.to_ascii_lowercase();
        self.vault_errors()
            .iter()
            .any(|e| e.to_ascii_lowercase().contains(&needle))
    }

    /// Whether Vault was unreachable or too slow (as opposed to answering "no").
    pub fn is_unavailable(&self) -> bool {
        match self {
            Error::Transport { .. } | Error::Timeout { .. } => true,
            Error::Status { status, .. } => matches!(status, 429 | 500 | 502 | 503 | 504),
            _ => false,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Config(msg) => write!(f, "vault client configuration: {msg}"),
            Error::Ca { path, reason } => write!(f, "vault ca bundle {path}: {reason}"),
            Error::Tls(_) => f.write_str("vault client tls roots"),
            Error::ReadJwt { path, .. } => {
                write!(f, "read service account token {}", path.display())
            }
            Error::InvalidName { what, reason } => {
                write!(f, "vault {what} name is not usable in a path: {reason}")
            }
            Error::Transport {
                method,
                path,
                source,
            } => write!(f, "vault {method} {path}: {source}"),
            Error::Timeout { method, path } => write!(f, "vault {method} {path}: timed out"),
            Error::TooLarge {
                method,
                path,
                limit,
            } => write!(f, "vault {method} {path}: answer larger than {limit} bytes"),
            Error::Redirect {
                method,
                path,
                status,
                to,
            } => write!(
                f,
                "vault {method} {path}: http {status} redirect to another origin ({to}) not followed"
            ),
            Error::Status {
                method,
                path,
                status,
                errors,
            } => {
                write!(f, "vault {method} {path}: http {status}")?;
                if !errors.is_empty() {
                    write!(f, ": {}", errors.join("; "))?;
                }
                Ok(())
            }
            Error::Malformed {
                method,
                path,
                detail,
            } => write!(f, "vault {method} {path}: unexpected answer: {detail}"),
            Error::NotOwner { uuid, reason } => {
                write!(f, "kv entry {uuid} does not belong to this pod: {reason}")
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::ReadJwt { source, .. } => Some(source),
            Error::Transport { source, .. } => Some(source),
            Error::Tls(source) => Some(source),
            _ => None,
        }
    }
}

/// Replaces every double-quoted part of serde's message (`invalid type: string "x"`) with
/// `"…"`: such parts can be values from the body, and a value can be a secret. Field names
/// are quoted with backticks and stay.
pub(super) fn redact_quoted(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut inside = false;
    for c in message.chars() {
        if c == '"' {
            if inside {
                out.push_str("…\"");
            } else {
                out.push('"');
            }
            inside = !inside;
        } else if !inside {
            out.push(c);
        }
    }
    if inside {
        out.push_str("…\"");
    }
    out
}

/// Vault's `errors[]` from an error body, total text cut to `VAULT_ERROR_TEXT_MAX` bytes.
pub(super) fn vault_errors(body: &[u8]) -> Vec<String> {
    #[derive(Deserialize)]
    struct Errors {
        #[serde(default)]
        errors: Vec<serde_json::Value>,
    }
    let Ok(parsed) = serde_json::from_slice::<Errors>(body) else {
        return Vec::new();
    };
    let mut budget = VAULT_ERROR_TEXT_MAX;
    let mut out = Vec::new();
    for value in parsed.errors {
        let serde_json::Value::String(text) = value else {
            continue;
        };
        // Multierror formatting adds tabs, bullets and newlines; keep the words.
        let text = text
            .split(['\n', '\t'])
            .map(|part| part.trim().trim_start_matches("* ").trim())
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        if budget == 0 {
            break;
        }
        let mut cut = text.len().min(budget);
        while !text.is_char_boundary(cut) {
            cut = cut.saturating_sub(1);
        }
        budget = budget.saturating_sub(cut);
        out.push(text.get(..cut).unwrap_or_default().to_owned());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vault_errors_are_cut_and_cleaned() {
        let body = include_bytes!("../../../tests/data/vault/creds-pg-down.json");
        let errors = vault_errors(body);
        assert_eq!(errors.len(), 1);
        assert!(errors[0].starts_with("1 error occurred: unable to start transaction"));
        let long = format!(r#"{{"errors":["{}","more"]}}"#, "é".repeat(400));
        let errors = vault_errors(long.as_bytes());
        assert!(errors.iter().map(String::len).sum::<usize>() <= VAULT_ERROR_TEXT_MAX);
        assert!(vault_errors(b"not json").is_empty());
        assert!(vault_errors(br#"{"errors":[]}"#).is_empty());
    }

    #[test]
    fn quoted_values_are_redacted() {
        assert_eq!(
            redact_quoted(r#"invalid type: string "s.tok", expected u64 at line 1"#),
            r#"invalid type: string "…", expected u64 at line 1"#
        );
        assert_eq!(
            redact_quoted("missing field `data`"),
            "missing field `data`"
        );
        assert_eq!(redact_quoted(r#"open "abc"#), r#"open "…""#);
    }
}
