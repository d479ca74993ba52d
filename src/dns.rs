//! Name resolution for the product's ureq agents (Vault, Kubernetes).
//!
//! ureq 3 resolves the host of **every** request, before it looks in its connection pool,
//! and when the request has a timeout (ours always do) its default resolver runs the lookup
//! on a new thread, so that the lookup can be cut by the timeout. A kept-alive connection
//! to Vault therefore still cost one thread start and one `getaddrinfo` per call: three
//! per admission, each a wake-up of another core, and in a cluster whose resolver has
//! `ndots: 5` a name like `vault.vault.svc` is a few DNS queries each time (issue 21).
//!
//! [`Resolver`] answers an IP literal at once, without a thread or a lookup, and keeps the
//! answer for a name for [`limits::DNS_CACHE_TTL`]; a stale or missing entry is looked up
//! as ureq does (on a thread, bounded by the request's timeout). A call that fails at the
//! transport calls [`Resolver::forget`], so a retry after a failover looks the name up
//! again rather than reconnecting to an address that just failed.
//!
//! **Invariants:** nothing here blocks longer than the request's own resolve timeout; the
//! cache holds one entry per resolver (each agent talks to one host).

use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use ureq::config::Config;
use ureq::http::Uri;
use ureq::unversioned::resolver::{DefaultResolver, ResolvedSocketAddrs};
use ureq::unversioned::transport::NextTimeout;

use crate::limits;

/// The cached answer: `host:port`, when it was looked up, the addresses.
type Entry = (String, Instant, ResolvedSocketAddrs);

/// A resolver that skips the lookup for IP literals and caches names briefly. Clones share
/// the cache, so the client can keep one to [`forget`](Resolver::forget) on failures.
#[derive(Clone, Default)]
pub struct Resolver {
    cache: Arc<Mutex<Option<Entry>>>,
    lookups: Arc<std::sync::atomic::AtomicU64>,
}

impl std::fmt::Debug for Resolver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Resolver").finish_non_exhaustive()
    }
}

impl Resolver {
    /// A resolver with an empty cache.
    pub fn new() -> Resolver {
        Resolver::default()
    }

    /// Drops the cached answer: the next request looks the name up again.
    pub fn forget(&self) {
        *self.cache.lock().unwrap_or_else(PoisonError::into_inner) = None;
    }

    /// How many lookups went to the system resolver (IP literals and cache hits are not
    /// counted): what the regression test watches.
    pub fn lookups(&self) -> u64 {
        self.lookups.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// The port of `uri`: explicit, else the scheme's default.
fn port_of(uri: &Uri) -> Option<u16> {
    let authority = uri.authority()?;
    authority.port_u16().or_else(|| match uri.scheme_str() {
        Some("https") => Some(443),
        Some("http") => Some(80),
        _ => None,
    })
}

/// The address of an IP-literal host (`127.0.0.1`, `[::1]`), if it is one.
fn literal(uri: &Uri) -> Option<SocketAddr> {
    let host = uri.host()?;
    let host = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .unwrap_or(host);
    let ip: IpAddr = host.parse().ok()?;
    Some(SocketAddr::new(ip, port_of(uri)?))
}

impl ureq::unversioned::resolver::Resolver for Resolver {
    fn resolve(
        &self,
        uri: &Uri,
        config: &Config,
        timeout: NextTimeout,
    ) -> Result<ResolvedSocketAddrs, ureq::Error> {
        if let Some(addr) = literal(uri) {
            let mut out = self.empty();
            out.push(addr);
            return Ok(out);
        }
        let key = match (uri.host(), port_of(uri)) {
            (Some(host), Some(port)) => format!("{host}:{port}"),
            // Let ureq's own resolver produce its error for a bad URI.
            _ => return DefaultResolver::default().resolve(uri, config, timeout),
        };
        let now = Instant::now();
        {
            let cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some((cached, at, addrs)) = cache.as_ref()
                && *cached == key
                && now.saturating_duration_since(*at) < limits::DNS_CACHE_TTL
            {
                return Ok(addrs.clone());
            }
        }
        self.lookups
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let addrs = DefaultResolver::default().resolve(uri, config, timeout)?;
        *self.cache.lock().unwrap_or_else(PoisonError::into_inner) =
            Some((key, Instant::now(), addrs.clone()));
        Ok(addrs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use ureq::unversioned::resolver::Resolver as _;

    fn resolve(resolver: &Resolver, url: &str) -> Vec<SocketAddr> {
        let uri: Uri = url.parse().unwrap();
        let timeout = NextTimeout {
            after: ureq::unversioned::transport::time::Duration::from(
                std::time::Duration::from_secs(5),
            ),
            reason: ureq::Timeout::Resolve,
            ..NextTimeout::default()
        };
        resolver
            .resolve(&uri, &Config::default(), timeout)
            .unwrap()
            .iter()
            .copied()
            .collect()
    }

    #[test]
    fn literals_need_no_lookup() {
        let r = Resolver::new();
        assert_eq!(
            resolve(&r, "https://127.0.0.1:8200/v1/sys/health"),
            vec!["127.0.0.1:8200".parse::<SocketAddr>().unwrap()]
        );
        assert_eq!(
            resolve(&r, "https://[::1]/"),
            vec!["[::1]:443".parse::<SocketAddr>().unwrap()]
        );
        assert_eq!(r.lookups(), 0);
    }

    #[test]
    fn names_are_looked_up_once_then_cached_until_forgotten() {
        let r = Resolver::new();
        let first = resolve(&r, "https://localhost:8200/v1/a");
        assert!(!first.is_empty());
        assert!(
            first
                .iter()
                .all(|a| a.port() == 8200 && a.ip().is_loopback())
        );
        assert_eq!(r.lookups(), 1);
        for _ in 0..20 {
            assert_eq!(resolve(&r, "https://localhost:8200/v1/b"), first);
        }
        assert_eq!(r.lookups(), 1, "every call looked the name up again");
        // Another port is another key.
        resolve(&r, "https://localhost:8201/");
        assert_eq!(r.lookups(), 2);
        r.clone().forget();
        resolve(&r, "https://localhost:8201/");
        assert_eq!(r.lookups(), 3);
    }
}
