//! `vdbi-testbed`: runs the testbed's services together for manual use and for the sandbox.
//!
//! - `vdbi-testbed up [--proxy]` starts PostgreSQL, a configured dev-mode OpenBao whose
//!   kubernetes auth validates tokens through the Kubernetes API double (TokenReview), and
//!   the double itself (and, with `--proxy`, the fault proxy in front of OpenBao); writes
//!   their addresses and credentials to an env file (mode 0600), prints where things are
//!   (nothing secret), and stops everything on Ctrl-C or SIGTERM.
//! - `vdbi-testbed kube-api` starts the Kubernetes API double alone, prints how to reach it
//!   as `KEY=value` lines (URL, CA, an admin token, a kubeconfig) and runs until its
//!   standard input closes, so a parent process stops it by closing the pipe.

use std::fs;
use std::io::Read;
use std::os::unix::fs::PermissionsExt;
use std::process::ExitCode;
use std::time::Duration;

use nix::sys::signal::{SigSet, Signal};
use vdbi_testbed::Testbed;
use vdbi_testbed::kube_api::{KubeApi, jwt};
use vdbi_testbed::openbao::{DB_MOUNT, KV_MOUNT, ROLE_READONLY};
use vdbi_testbed::proxy::Proxy;
use vdbi_testbed::tempdir::TempDir;

fn kube_api() -> Result<(), String> {
    let dir = TempDir::new("kube-api").map_err(|e| e.to_string())?;
    let api = KubeApi::start(dir.path()).map_err(|e| e.to_string())?;
    let token = jwt::uuid_v4();
    api.add_token(&token, "sandbox-admin");
    let kubeconfig = api
        .write_kubeconfig("kubeconfig", &format!("token: {token}"))
        .map_err(|e| e.to_string())?;
    println!("KUBE_API_URL={}", api.url());
    println!("KUBE_API_CA={}", api.ca_cert_path().display());
    println!("KUBE_API_TOKEN={token}");
    println!("KUBECONFIG={}", kubeconfig.display());
    let mut sink = Vec::new();
    std::io::stdin()
        .read_to_end(&mut sink)
        .map_err(|e| e.to_string())?;
    Ok(())
}

fn up(with_proxy: bool) -> Result<(), String> {
    // Block the stop signals before any thread starts, so every thread inherits the mask
    // and only the final `wait` receives them.
    let mut signals = SigSet::empty();
    signals.add(Signal::SIGINT);
    signals.add(Signal::SIGTERM);
    signals
        .thread_block()
        .map_err(|e| format!("cannot block signals: {e}"))?;
    let testbed = Testbed::start()?;
    let bao = &testbed.openbao;
    let pg = &testbed.postgres;

    // The cluster: OpenBao's kubernetes auth reviews tokens through the double, with a
    // reviewer token of its own, as a platform team configures it against a real cluster.
    let kube_dir = bao.dir().join("kubernetes");
    fs::create_dir_all(&kube_dir).map_err(|e| e.to_string())?;
    let api = KubeApi::start(&kube_dir).map_err(|e| format!("kubernetes api double: {e}"))?;
    let reviewer = api
        .issue_token(
            "kube-system",
            "openbao-reviewer",
            &[jwt::API_AUDIENCE],
            Duration::from_secs(24 * 3600),
        )
        .map_err(|e| e.to_string())?;
    let ca_pem = api.ca_pem().map_err(|e| e.to_string())?;
    bao.configure_kubernetes(api.url(), &ca_pem, Some(&reviewer))
        .map_err(|e| format!("configuring kubernetes auth: {e}"))?;
    let admin_token = jwt::uuid_v4();
    api.add_token(&admin_token, "testbed-admin");
    let kubeconfig = api
        .write_kubeconfig("kubeconfig", &format!("token: {admin_token}"))
        .map_err(|e| e.to_string())?;

    let proxy = if with_proxy {
        Some(Proxy::in_front_of(bao).map_err(|e| e.to_string())?)
    } else {
        None
    };
    let ca = bao.ca_cert().display().to_string();
    let token = bao.root_token().expose_secret();
    let mut env = format!(
        "BAO_ADDR={addr}\nBAO_CACERT={ca}\nBAO_TOKEN={token}\n\
         VAULT_ADDR={addr}\nVAULT_CACERT={ca}\nVAULT_TOKEN={token}\n\
         PGHOST={host}\nPGPORT={port}\nPGUSER={user}\nPGPASSWORD={password}\nPGDATABASE=postgres\n\
         PG_SOCKET_DIR={socket}\nDB_MOUNT={DB_MOUNT}\nKV_MOUNT={KV_MOUNT}\n\
         KUBECONFIG={kubeconfig}\nKUBE_API_URL={kube_url}\nKUBE_API_CA={kube_ca}\n",
        addr = bao.addr(),
        host = pg.host(),
        port = pg.port(),
        user = pg.admin_user(),
        password = pg.admin_password(),
        socket = pg.socket_dir().display(),
        kubeconfig = kubeconfig.display(),
        kube_url = api.url(),
        kube_ca = api.ca_cert_path().display(),
    );
    if let Some(proxy) = &proxy {
        env.push_str(&format!("PROXY_ADDR={}\n", proxy.addr()));
    }
    let env_path = bao.dir().join("env");
    fs::write(&env_path, env)
        .and_then(|()| fs::set_permissions(&env_path, fs::Permissions::from_mode(0o600)))
        .map_err(|e| format!("cannot write {}: {e}", env_path.display()))?;
    println!("openbao     {} (pid {:?}, ca {ca})", bao.addr(), bao.pid());
    println!("audit log   {}", bao.audit_log_path().display());
    println!("postgresql  127.0.0.1:{} (pid {:?})", pg.port(), pg.pid());
    println!(
        "kubernetes  {} (kubeconfig {})",
        api.url(),
        kubeconfig.display()
    );
    if let Some(proxy) = &proxy {
        println!(
            "fault proxy {} (other origin {})",
            proxy.addr(),
            proxy.other_origin()
        );
    }
    println!(
        "env file    {} (holds the root token, the admin password and the kubeconfig path)",
        env_path.display()
    );
    println!(
        "try         set -a; . {}; set +a; bao read {DB_MOUNT}/creds/{ROLE_READONLY}",
        env_path.display()
    );
    println!("stop with   Ctrl-C");
    match signals.wait() {
        Ok(signal) => println!("vdbi-testbed: {signal}, stopping"),
        Err(e) => eprintln!("vdbi-testbed: waiting for signals: {e}"),
    }
    drop(proxy);
    drop(api);
    drop(testbed);
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("up") => up(args.iter().any(|arg| arg == "--proxy")),
        Some("kube-api") => kube_api(),
        _ => {
            eprintln!("usage: vdbi-testbed up [--proxy] | vdbi-testbed kube-api");
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
