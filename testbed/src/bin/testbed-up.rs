//! `testbed-up`: starts PostgreSQL and a configured dev-mode OpenBao (and, with `--proxy`,
//! the fault proxy in front of it) for manual use, writes their addresses and credentials to
//! an env file (mode 0600), prints where things are (nothing secret), and stops everything
//! on Ctrl-C or SIGTERM.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::process::ExitCode;

use nix::sys::signal::{SigSet, Signal};
use vdbi_testbed::Testbed;
use vdbi_testbed::openbao::{DB_MOUNT, KV_MOUNT, ROLE_READONLY};
use vdbi_testbed::proxy::Proxy;

fn main() -> ExitCode {
    let with_proxy = std::env::args().skip(1).any(|arg| arg == "--proxy");
    // Block the stop signals before any thread starts, so every thread inherits the mask
    // and only the final `wait` receives them.
    let mut signals = SigSet::empty();
    signals.add(Signal::SIGINT);
    signals.add(Signal::SIGTERM);
    if let Err(e) = signals.thread_block() {
        eprintln!("testbed-up: cannot block signals: {e}");
        return ExitCode::FAILURE;
    }
    let testbed = match Testbed::start() {
        Ok(testbed) => testbed,
        Err(e) => {
            eprintln!("testbed-up: {e}");
            return ExitCode::FAILURE;
        }
    };
    let proxy = if with_proxy {
        match Proxy::in_front_of(&testbed.openbao) {
            Ok(proxy) => Some(proxy),
            Err(e) => {
                eprintln!("testbed-up: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        None
    };
    let bao = &testbed.openbao;
    let pg = &testbed.postgres;
    let ca = bao.ca_cert().display().to_string();
    let token = bao.root_token().expose_secret();
    let mut env = format!(
        "BAO_ADDR={addr}\nBAO_CACERT={ca}\nBAO_TOKEN={token}\n\
         VAULT_ADDR={addr}\nVAULT_CACERT={ca}\nVAULT_TOKEN={token}\n\
         PGHOST={host}\nPGPORT={port}\nPGUSER={user}\nPGPASSWORD={password}\nPGDATABASE=postgres\n\
         PG_SOCKET_DIR={socket}\nDB_MOUNT={DB_MOUNT}\nKV_MOUNT={KV_MOUNT}\n",
        addr = bao.addr(),
        host = pg.host(),
        port = pg.port(),
        user = pg.admin_user(),
        password = pg.admin_password(),
        socket = pg.socket_dir().display(),
    );
    if let Some(proxy) = &proxy {
        env.push_str(&format!("PROXY_ADDR={}\n", proxy.addr()));
    }
    let env_path = bao.dir().join("env");
    let written = fs::write(&env_path, env)
        .and_then(|()| fs::set_permissions(&env_path, fs::Permissions::from_mode(0o600)));
    if let Err(e) = written {
        eprintln!("testbed-up: cannot write {}: {e}", env_path.display());
        return ExitCode::FAILURE;
    }
    println!("openbao     {} (pid {:?}, ca {ca})", bao.addr(), bao.pid());
    println!("audit log   {}", bao.audit_log_path().display());
    println!("postgresql  127.0.0.1:{} (pid {:?})", pg.port(), pg.pid());
    if let Some(proxy) = &proxy {
        println!(
            "fault proxy {} (other origin {})",
            proxy.addr(),
            proxy.other_origin()
        );
    }
    println!(
        "env file    {} (holds the root token and the admin password)",
        env_path.display()
    );
    println!(
        "try         set -a; . {}; set +a; bao read {DB_MOUNT}/creds/{ROLE_READONLY}",
        env_path.display()
    );
    println!("stop with   Ctrl-C");
    match signals.wait() {
        Ok(signal) => println!("testbed-up: {signal}, stopping"),
        Err(e) => eprintln!("testbed-up: waiting for signals: {e}"),
    }
    drop(proxy);
    drop(testbed);
    ExitCode::SUCCESS
}
