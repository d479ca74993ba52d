//! `vdbi-testbed`: runs the testbed's services together for manual use and for the sandbox.
//!
//! `vdbi-testbed kube-api` starts the Kubernetes API double, prints how to reach it as
//! `KEY=value` lines (URL, CA, an admin token, a kubeconfig) and runs until its standard
//! input closes, so a parent process stops it by closing the pipe.

use std::io::Read;
use std::process::ExitCode;

use vdbi_testbed::kube_api::{KubeApi, jwt};
use vdbi_testbed::tempdir::TempDir;

fn kube_api() -> std::io::Result<()> {
    let dir = TempDir::new("kube-api")?;
    let api = KubeApi::start(dir.path())?;
    let token = jwt::uuid_v4();
    api.add_token(&token, "sandbox-admin");
    let kubeconfig = api.write_kubeconfig("kubeconfig", &format!("token: {token}"))?;
    println!("KUBE_API_URL={}", api.url());
    println!("KUBE_API_CA={}", api.ca_cert_path().display());
    println!("KUBE_API_TOKEN={token}");
    println!("KUBECONFIG={}", kubeconfig.display());
    let mut sink = Vec::new();
    std::io::stdin().read_to_end(&mut sink)?;
    Ok(())
}

fn main() -> ExitCode {
    let command = std::env::args().nth(1);
    let result = match command.as_deref() {
        Some("kube-api") => kube_api(),
        _ => {
            eprintln!("usage: vdbi-testbed kube-api");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("vdbi-testbed: {e}");
            ExitCode::FAILURE
        }
    }
}
