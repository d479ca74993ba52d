//! The proxy for Vault calls, chosen as Go's `http.ProxyFromEnvironment` chooses it
//! (`HTTPS_PROXY`, then `NO_PROXY` by host, domain suffix, CIDR and port), from values
//! `config/` read, never from the environment directly.

use crate::vault::client::Origin;

/// An explicit HTTP(S) proxy for Vault. ureq would read the environment by itself; the
/// product reads it in config.rs only, and [`ProxyConfig::from_environment_values`]
/// applies the Go client's rules to the values read there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProxyConfig {
    /// The proxy URL (`http://proxy:3128`), possibly with `user:password@`.
    pub url: String,
}

impl ProxyConfig {
    /// What Go's `http.ProxyFromEnvironment` chose for `address`: `HTTPS_PROXY` for an
    /// https Vault, `HTTP_PROXY` for a plain one (upper case wins over lower case in the
    /// caller), none when `NO_PROXY` matches the host or the host is loopback. The values
    /// are passed in because only config.rs reads the environment.
    pub fn from_environment_values(
        address: &str,
        http_proxy: Option<&str>,
        https_proxy: Option<&str>,
        no_proxy: Option<&str>,
    ) -> Option<ProxyConfig> {
        let origin = Origin::parse(address).ok()?;
        let chosen = if origin.https {
            https_proxy
        } else {
            http_proxy
        };
        let url = chosen.map(str::trim).filter(|u| !u.is_empty())?;
        let host = origin.host.trim_start_matches('[').trim_end_matches(']');
        if host == "localhost"
            || host
                .parse::<std::net::IpAddr>()
                .is_ok_and(|ip| ip.is_loopback())
        {
            return None;
        }
        if let Some(list) = no_proxy {
            for entry in list.split(',').map(str::trim).filter(|e| !e.is_empty()) {
                if no_proxy_matches(entry, host, origin.port) {
                    return None;
                }
            }
        }
        // Go accepts a proxy without a scheme and assumes http.
        let url = if url.contains("://") {
            url.to_owned()
        } else {
            format!("http://{url}")
        };
        Some(ProxyConfig { url })
    }
}

/// One `NO_PROXY` entry against a host, as Go's `httpproxy` matches it: `*` matches all;
/// `host` matches the host and its subdomains; `.host` matches subdomains only; an entry
/// with `:port` matches that port only. CIDR entries are matched for IP hosts.
pub(super) fn no_proxy_matches(entry: &str, host: &str, port: u16) -> bool {
    if entry == "*" {
        return true;
    }
    if let Some((net, bits)) = entry.split_once('/')
        && let (Ok(net), Ok(bits), Ok(ip)) = (
            net.parse::<std::net::IpAddr>(),
            bits.parse::<u32>(),
            host.parse::<std::net::IpAddr>(),
        )
    {
        return cidr_contains(net, bits, ip);
    }
    let (name, entry_port) = match entry.rsplit_once(':') {
        Some((name, p)) if !name.contains(':') => (name, p.parse::<u16>().ok()),
        _ => (entry, None),
    };
    if entry_port.is_some_and(|p| p != port) {
        return false;
    }
    let name = name.trim_start_matches('*').to_ascii_lowercase();
    let host = host.to_ascii_lowercase();
    if let Some(suffix) = name.strip_prefix('.') {
        return host.ends_with(&format!(".{suffix}"));
    }
    host == name || host.ends_with(&format!(".{name}"))
}

pub(super) fn cidr_contains(net: std::net::IpAddr, bits: u32, ip: std::net::IpAddr) -> bool {
    use std::net::IpAddr;
    match (net, ip) {
        (IpAddr::V4(n), IpAddr::V4(i)) if bits <= 32 => {
            let mask = u32::MAX.checked_shl(32 - bits).unwrap_or(0);
            u32::from(n) & mask == u32::from(i) & mask
        }
        (IpAddr::V6(n), IpAddr::V6(i)) if bits <= 128 => {
            let mask = u128::MAX.checked_shl(128 - bits).unwrap_or(0);
            u128::from(n) & mask == u128::from(i) & mask
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_proxy(
        address: &str,
        http: Option<&str>,
        https: Option<&str>,
        no: Option<&str>,
        expect: Option<&str>,
    ) {
        let got = ProxyConfig::from_environment_values(address, http, https, no);
        assert_eq!(
            got.as_ref().map(|p| p.url.as_str()),
            expect,
            "{address} {no:?}"
        );
    }

    #[test]
    fn proxies_follow_the_go_rules() {
        let p = Some("http://proxy:3128");
        check_proxy("https://vault.corp:8200", None, p, None, p);
        check_proxy("https://vault.corp:8200", p, None, None, None);
        check_proxy("http://vault.corp:8200", p, None, None, p);
        check_proxy("https://127.0.0.1:8200", None, p, None, None);
        check_proxy("https://localhost:8200", None, p, None, None);
        check_proxy("https://vault.corp:8200", None, p, Some("corp"), None);
        check_proxy("https://vault.corp:8200", None, p, Some(".corp"), None);
        check_proxy(
            "https://vault.corp:8200",
            None,
            p,
            Some("other, vault.corp"),
            None,
        );
        check_proxy(
            "https://vault.corp:8200",
            None,
            p,
            Some("vault.corp:9999"),
            p,
        );
        check_proxy("https://vault.corp:8200", None, p, Some("*"), None);
        check_proxy("https://10.1.2.3:8200", None, p, Some("10.0.0.0/8"), None);
        check_proxy("https://10.1.2.3:8200", None, p, Some("11.0.0.0/8"), p);
        check_proxy(
            "https://vault.corp",
            None,
            Some("proxy:3128"),
            None,
            Some("http://proxy:3128"),
        );
    }
}
