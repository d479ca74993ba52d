//! `sandbox`: README's first command (through `scripts/sandbox`). Walks one labelled pod
//! through its whole credential life against real services and the real product binary
//! (see `vdbi_testbed::sandbox`), exits 0 when every step held and 1 naming the step that
//! did not. `--keep` leaves everything running after the renewal and waits for Ctrl-C;
//! `--load N` adds N pods for the memory figures of `docs/performance.md`; `--split` runs one
//! process per mode, as the chart deploys them, instead of one in mode `all`.

use std::path::PathBuf;
use std::process::ExitCode;

use nix::sys::signal::{SigSet, Signal};
use vdbi_testbed::sandbox::{self, Options};

const USAGE: &str = "usage: sandbox [--keep] [--split] [--binary PATH] [--load PODS]";

fn main() -> ExitCode {
    let mut keep = false;
    let mut binary = None;
    let mut load = 0;
    let mut split = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--keep" => keep = true,
            "--split" => split = true,
            "--binary" => binary = args.next().map(PathBuf::from),
            "--load" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => load = n,
                None => {
                    eprintln!("sandbox: --load needs a number of pods\n{USAGE}");
                    return ExitCode::from(2);
                }
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            _ => {
                eprintln!("sandbox: unknown argument {arg:?}\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    // The product is built next to this binary by `cargo build --bins`.
    let binary = binary.unwrap_or_else(|| {
        std::env::current_exe()
            .ok()
            .and_then(|exe| exe.parent().map(|dir| dir.join("vault-db-injector")))
            .unwrap_or_else(|| PathBuf::from("target/debug/vault-db-injector"))
    });
    if keep {
        // Blocked before any thread starts, so every thread inherits the mask and only the
        // final wait receives Ctrl-C, after which everything is cleaned up.
        let mut signals = SigSet::empty();
        signals.add(Signal::SIGINT);
        signals.add(Signal::SIGTERM);
        if let Err(e) = signals.thread_block() {
            eprintln!("sandbox: cannot block signals: {e}");
            return ExitCode::FAILURE;
        }
    }
    let mut out = std::io::stdout();
    match sandbox::run(
        &Options {
            binary,
            keep,
            load,
            split,
        },
        &mut out,
    ) {
        Ok(_) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("sandbox: {failure}");
            ExitCode::FAILURE
        }
    }
}
