//! The probe behind the tiny_http decision (`audit/dependencies.md`): serves `/healthz` on
//! two loopback ports, with either tiny_http 0.12 or the product's own `http::Server`, so
//! that `tests/it/http.rs` can flood both with half-open connections under a thread limit
//! and compare. Never shipped.
//!
//! Usage: `serve-probe ours|tiny`. It prints `listening <addr>` once per port on stdout,
//! then serves until its stdin closes.

use std::io::{self, BufRead, Write};
use std::sync::Arc;

use vault_db_injector::http::{Options, Request, Response, Server};
use vault_db_injector::runtime::{Supervisor, shutdown_channel};

const PORTS: usize = 2;

fn healthz(request: &Request) -> Response {
    if request.path == "/healthz" {
        Response::json(200, "{\"status\":\"ok\"}")
    } else {
        Response::text(404, "not found\n")
    }
}

fn announce(addresses: &[String]) -> io::Result<()> {
    let mut out = io::stdout().lock();
    for address in addresses {
        writeln!(out, "listening {address}")?;
    }
    out.flush()
}

fn wait_for_stdin_eof() {
    let stdin = io::stdin();
    for line in stdin.lock().lines() {
        if line.is_err() {
            break;
        }
    }
}

fn ours() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let mut servers = Vec::new();
    for name in ["health", "metrics"].iter().take(PORTS) {
        // The product's defaults (limits.rs), as the health and metrics ports would run.
        let options = Options::new(name, "127.0.0.1:0");
        servers.push(Server::start(&supervisor, options, Arc::new(healthz))?);
    }
    let addresses: Vec<String> = servers.iter().map(|s| s.local_addr().to_string()).collect();
    announce(&addresses)?;
    wait_for_stdin_eof();
    trigger.trigger();
    Ok(())
}

fn tiny() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let mut addresses = Vec::new();
    for _ in 0..PORTS {
        let server = tiny_http::Server::http("127.0.0.1:0")?;
        addresses.push(server.server_addr().to_string());
        // tiny_http's own way of serving: one thread blocking on `recv`, as its docs show.
        #[allow(clippy::disallowed_methods)] // The probe measures tiny_http, unsupervised.
        std::thread::spawn(move || {
            for request in server.incoming_requests() {
                let (status, body) = if request.url() == "/healthz" {
                    (200, "{\"status\":\"ok\"}")
                } else {
                    (404, "not found\n")
                };
                let _ = request
                    .respond(tiny_http::Response::from_string(body).with_status_code(status));
            }
        });
    }
    announce(&addresses)?;
    wait_for_stdin_eof();
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    match std::env::args().nth(1).as_deref() {
        Some("ours") => ours(),
        Some("tiny") => tiny(),
        _ => Err("usage: serve-probe ours|tiny".into()),
    }
}
