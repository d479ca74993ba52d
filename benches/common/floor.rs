//! The floors' client: calls made straight to Vault (and the API double) by a ureq agent
//! with the product's settings, so a floor is at least as fast a client as the product's
//! own (issue 21). Shared by `benches/admission.rs` and `benches/nri.rs`.

use std::io::Read;

use serde_json::Value;
use ureq::tls::{Certificate, RootCerts, TlsConfig, TlsProvider};

/// A ureq agent trusting `ca_pem_file`, with the settings of the product's Vault client
/// (`vault::Client::new`): ring through rustls, no redirects, https only, statuses as
/// answers, the default `vaultTimeout` and the connect and response timeouts of
/// `limits.rs`, and the product's resolver (no lookup, no thread for an IP address).
pub(crate) fn agent(ca_pem_file: &std::path::Path) -> ureq::Agent {
    agent_with(ca_pem_file, true)
}

/// [`agent`], or with ureq's default resolver (a thread per request) when
/// `product_resolver` is false: the diagnostic row that shows what issue 21's fix removed.
pub(crate) fn agent_with(ca_pem_file: &std::path::Path, product_resolver: bool) -> ureq::Agent {
    let roots: Vec<Certificate<'static>> = vault_db_injector::tls::load_certificates(ca_pem_file)
        .unwrap()
        .iter()
        .map(|der| Certificate::from_der(der.as_ref()).to_owned())
        .collect();
    let tls = TlsConfig::builder()
        .provider(TlsProvider::Rustls)
        .unversioned_rustls_crypto_provider(vault_db_injector::tls::provider())
        .root_certs(RootCerts::new_with_certs(&roots))
        .build();
    let config = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .https_only(true)
        .tls_config(tls)
        .proxy(None)
        .timeout_connect(Some(vault_db_injector::limits::VAULT_CONNECT_TIMEOUT))
        .timeout_recv_response(Some(vault_db_injector::limits::VAULT_RESPONSE_TIMEOUT))
        .timeout_global(Some(vault_db_injector::limits::VAULT_TIMEOUT_DEFAULT))
        .user_agent("vault-db-injector")
        .max_idle_connections(vault_db_injector::limits::HTTP_CLIENT_IDLE_PER_HOST)
        .max_idle_connections_per_host(vault_db_injector::limits::HTTP_CLIENT_IDLE_PER_HOST)
        .build();
    if product_resolver {
        ureq::Agent::with_parts(
            config,
            ureq::unversioned::transport::DefaultConnector::new(),
            vault_db_injector::dns::Resolver::new(),
        )
    } else {
        config.new_agent()
    }
}

/// One call as the product sends it (its headers, a per-call global timeout); the answer's
/// status and JSON body.
pub(crate) fn call(
    agent: &ureq::Agent,
    method: &str,
    url: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> (u16, Value) {
    let mut builder = ureq::http::Request::builder()
        .method(method)
        .uri(url)
        .header("Accept", "application/json")
        .header("X-Vault-Request", "true");
    if let Some(token) = token {
        builder = builder.header("X-Vault-Token", token);
    }
    let response = match body {
        Some(body) => {
            let request = builder
                .header("Content-Type", "application/json")
                .body(serde_json::to_vec(body).unwrap())
                .unwrap();
            let request = agent
                .configure_request(request)
                .timeout_global(Some(vault_db_injector::limits::VAULT_TIMEOUT_DEFAULT))
                .build();
            agent.run(request)
        }
        None => {
            let request = builder.body(()).unwrap();
            let request = agent
                .configure_request(request)
                .timeout_global(Some(vault_db_injector::limits::VAULT_TIMEOUT_DEFAULT))
                .build();
            agent.run(request)
        }
    };
    answer(response.unwrap_or_else(|e| panic!("{method} {url}: {e}")))
}

/// One call to the Kubernetes API double as the product's client makes it (JSON, a bearer
/// token), with the agent's settings; the answer's status and JSON body.
pub(crate) fn kube_call(
    agent: &ureq::Agent,
    method: &str,
    url: &str,
    bearer: &str,
    body: Option<&Value>,
) -> (u16, Value) {
    let builder = ureq::http::Request::builder()
        .method(method)
        .uri(url)
        .header("Accept", "application/json")
        .header("Content-Type", "application/json")
        .header("Authorization", format!("Bearer {bearer}"));
    let body = body
        .map(|b| serde_json::to_vec(b).unwrap())
        .unwrap_or_default();
    let response = agent.run(builder.body(body).unwrap());
    answer(response.unwrap_or_else(|e| panic!("{method} {url}: {e}")))
}

/// The status and the JSON body (`Null` when empty or not JSON).
fn answer(mut response: ureq::http::Response<ureq::Body>) -> (u16, Value) {
    let status = response.status().as_u16();
    let mut text = String::new();
    response
        .body_mut()
        .as_reader()
        .read_to_string(&mut text)
        .unwrap();
    let value = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or(Value::Null)
    };
    (status, value)
}

pub(crate) fn ok(what: &str, (status, body): (u16, Value)) -> Value {
    assert!((200..300).contains(&status), "{what}: {status} {body}");
    body
}
