//! One call to Vault as the call modules describe it (method, path, body, retry policy),
//! the answer as read back (status, capped body) and the JSON decoding of Vault's envelope.

use std::fmt;
use std::time::Duration;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use ureq::http;
use zeroize::Zeroizing;

use crate::limits::VAULT_BODY_MAX;
use crate::secret::SecretString;
use crate::vault::client::error::{Error, redact_quoted, vault_errors};

/// The HTTP methods the client uses (Vault's LIST is `GET ?list=true`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Method {
    Get,
    Put,
    Post,
    Delete,
}

impl Method {
    pub(super) fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Put => "PUT",
            Method::Post => "POST",
            Method::Delete => "DELETE",
        }
    }

    pub(super) fn to_http(self) -> http::Method {
        match self {
            Method::Get => http::Method::GET,
            Method::Put => http::Method::PUT,
            Method::Post => http::Method::POST,
            Method::Delete => http::Method::DELETE,
        }
    }
}

/// Whether a call may be sent again after a transient failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Retry {
    /// Reads, renewals, revocations and deletes: repeating them mints nothing.
    Safe,
    /// Login, token creation, creds reads, KV writes: sent once.
    Never,
}

/// One request to Vault.
pub(crate) struct Call<'a> {
    pub(crate) method: Method,
    /// The path under `/v1/`, already built by `path::join`.
    pub(crate) path: String,
    /// The query string without `?` (`list=true`), or empty. Owned when it carries a
    /// value (a list cursor), which [`Call::query_owned`] has checked.
    pub(crate) query: std::borrow::Cow<'static, str>,
    /// The largest body accepted for this call: [`VAULT_BODY_MAX`] unless a list asks
    /// for more ([`Call::body_max`]).
    pub(crate) body_max: u64,
    pub(crate) token: Option<&'a SecretString>,
    /// The JSON body; wiped on drop because it may hold a token or a JWT.
    pub(crate) body: Option<Zeroizing<Vec<u8>>>,
    pub(crate) retry: Retry,
}

impl<'a> Call<'a> {
    pub(crate) fn new(method: Method, path: String, token: Option<&'a SecretString>) -> Self {
        let retry = match method {
            Method::Get | Method::Delete => Retry::Safe,
            Method::Put | Method::Post => Retry::Never,
        };
        Call {
            method,
            path,
            query: std::borrow::Cow::Borrowed(""),
            body_max: VAULT_BODY_MAX,
            token,
            body: None,
            retry,
        }
    }

    pub(crate) fn retry(mut self, retry: Retry) -> Self {
        self.retry = retry;
        self
    }

    pub(crate) fn query(mut self, query: &'static str) -> Self {
        self.query = std::borrow::Cow::Borrowed(query);
        self
    }

    /// A query built at run time; the caller percent-encodes every value it puts in.
    pub(crate) fn query_owned(mut self, query: String) -> Self {
        self.query = std::borrow::Cow::Owned(query);
        self
    }

    /// Accepts a body up to `limit` bytes (an unpaginated list can be larger than
    /// [`VAULT_BODY_MAX`]; each such cap lives in `limits.rs`).
    pub(crate) fn body_max(mut self, limit: u64) -> Self {
        self.body_max = limit;
        self
    }

    /// Serialises the JSON body; the bytes are wiped when the call is dropped.
    pub(crate) fn json<T: serde::Serialize>(mut self, body: &T) -> Result<Self, Error> {
        let bytes = serde_json::to_vec(body).map_err(|_| Error::Malformed {
            method: self.method.as_str(),
            path: self.path.clone(),
            detail: "request body cannot be encoded".to_owned(),
        })?;
        self.body = Some(Zeroizing::new(bytes));
        Ok(self)
    }
}

/// Vault's answer: the final status and the body (wiped on drop: it may hold a secret).
pub(crate) struct Answer {
    pub(crate) method: &'static str,
    pub(crate) path: String,
    pub(crate) status: u16,
    /// `Retry-After` in seconds, when the answer carried one.
    pub(crate) retry_after: Option<Duration>,
    pub(crate) body: Zeroizing<Vec<u8>>,
}

impl fmt::Debug for Answer {
    /// The body is left out: it may hold a secret.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Answer")
            .field("method", &self.method)
            .field("path", &self.path)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

impl Answer {
    /// The answer if it is a 2xx, else the status error with Vault's `errors[]`.
    pub(crate) fn success(self) -> Result<Answer, Error> {
        if (200..300).contains(&self.status) {
            Ok(self)
        } else {
            Err(self.status_error())
        }
    }

    /// Whether this is a 404 that means "nothing there" (KV v2 answers `{"errors":[]}` or a
    /// soft-deleted body), as opposed to a 404 with a message, such as "no handler for
    /// route" for a mount that does not exist.
    pub(crate) fn is_empty_404(&self) -> bool {
        self.status == 404 && vault_errors(&self.body).is_empty()
    }

    pub(crate) fn status_error(&self) -> Error {
        Error::Status {
            method: self.method,
            path: self.path.clone(),
            status: self.status,
            errors: vault_errors(&self.body),
        }
    }

    /// Decodes the body into `T`; a decoding failure is a typed error whose text holds no
    /// value from the body.
    pub(crate) fn json<T: DeserializeOwned>(&self) -> Result<T, Error> {
        decode(self.method, &self.path, &self.body)
    }

    pub(crate) fn malformed(&self, detail: &str) -> Error {
        Error::Malformed {
            method: self.method,
            path: self.path.clone(),
            detail: detail.to_owned(),
        }
    }
}

/// The envelope of every Vault answer with a body. `data` and `auth` are left to the caller;
/// a success answer that carries `errors` or `wrap_info` (never asked for) is refused.
#[derive(Debug, Deserialize)]
pub(crate) struct Envelope<D, A> {
    #[serde(default)]
    pub(crate) lease_id: String,
    #[serde(default, deserialize_with = "ttl_seconds")]
    pub(crate) lease_duration: u64,
    #[serde(default)]
    pub(crate) renewable: bool,
    #[serde(default = "Option::default")]
    pub(crate) data: Option<D>,
    #[serde(default = "Option::default")]
    pub(crate) auth: Option<A>,
    #[serde(default)]
    pub(crate) warnings: Option<Vec<String>>,
    #[serde(default)]
    pub(super) wrap_info: Option<serde_json::Value>,
    #[serde(default)]
    pub(super) errors: Option<Vec<serde_json::Value>>,
}

impl Answer {
    /// Decodes a 2xx answer's envelope, refusing `errors` or `wrap_info` in it.
    pub(crate) fn envelope<D: DeserializeOwned, A: DeserializeOwned>(
        &self,
    ) -> Result<Envelope<D, A>, Error> {
        let envelope: Envelope<D, A> = self.json()?;
        if envelope.errors.as_ref().is_some_and(|e| !e.is_empty()) {
            return Err(self.malformed("errors in a success answer"));
        }
        if envelope.wrap_info.as_ref().is_some_and(|w| !w.is_null()) {
            return Err(self.malformed("a response-wrapped answer was not asked for"));
        }
        Ok(envelope)
    }
}

/// Deserializes a TTL in seconds (`lease_duration`, `ttl`, `period`) cut to
/// [`crate::limits::VAULT_TTL_MAX`]: the renewer, the own-token keeper and the metrics add
/// it to the current time, and a broken or hostile Vault answering `u64::MAX` must not make
/// that overflow.
pub(crate) fn ttl_seconds<'de, D>(deserializer: D) -> Result<u64, D::Error>
where
    D: serde::Deserializer<'de>,
{
    let seconds = u64::deserialize(deserializer)?;
    Ok(seconds.min(crate::limits::VAULT_TTL_MAX.as_secs()))
}

/// Deserializes `null` as the type's default (Vault writes `"metadata": null`).
pub(crate) fn null_default<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Default + Deserialize<'de>,
{
    Ok(Option::<T>::deserialize(deserializer)?.unwrap_or_default())
}

/// Decodes JSON and maps the error to one that cannot echo a value.
pub(crate) fn decode<T: DeserializeOwned>(
    method: &'static str,
    path: &str,
    body: &[u8],
) -> Result<T, Error> {
    serde_json::from_slice(body).map_err(|e| Error::Malformed {
        method,
        path: path.to_owned(),
        detail: redact_quoted(&e.to_string()),
    })
}
