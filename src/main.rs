//! The `vault-db-injector` binary: blocks the signals, parses the command line, loads the
//! configuration and runs one mode, then maps the outcome to the exit code (0 ok or orderly
//! shutdown, 1 failure or configuration problems, 2 usage error). Everything else is in the
//! library.

// The subcommands `check-config`, `revoke`, `doctor`, `who`, `version` and `--help` answer on the terminal, not in the
// JSON log, and a usage error goes to stderr; the running process logs through `logger`.
#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::path::Path;
use std::process::ExitCode;

use vault_db_injector::config::Config;
use vault_db_injector::config::cli::{
    Command, DoctorArgs, Options, RevokeOptions, USAGE, WhoArgs, parse_args,
};
use vault_db_injector::controller;
use vault_db_injector::logger;
use vault_db_injector::runtime::{panics, signals};
use vault_db_injector::{doctor, who};

/// The commit the binary was built from, when the build provides it.
const GIT_COMMIT: Option<&str> = option_env!("VDBI_GIT_COMMIT");

fn main() -> ExitCode {
    // Before anything can panic: a panic is logged by thread and location only, never by
    // its payload, which may quote a credential.
    panics::install_hook();
    // Then, before any thread exists, so that every thread inherits the blocked set and
    // only the signal thread takes SIGTERM, SIGINT and SIGHUP.
    if let Err(error) = signals::block() {
        eprintln!("vault-db-injector: cannot block signals: {error}");
        return ExitCode::FAILURE;
    }
    let command = match parse_args(std::env::args_os().skip(1)) {
        Ok(command) => command,
        Err(error) => {
            eprintln!("vault-db-injector: {error}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match command {
        Command::Help => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Command::Version => {
            match GIT_COMMIT {
                Some(commit) => println!(
                    "vault-db-injector {} (commit {commit})",
                    env!("CARGO_PKG_VERSION")
                ),
                None => println!("vault-db-injector {}", env!("CARGO_PKG_VERSION")),
            }
            ExitCode::SUCCESS
        }
        Command::CheckConfig(options) => check_config(&options),
        Command::Revoke(revoke) => revoke_orphans(&revoke),
        Command::Doctor(args) => run_doctor(&args),
        Command::Who(args) => run_who(&args),
        Command::Run(options) => run(&options),
    }
}

fn load(options: &Options) -> Result<Config, vault_db_injector::config::Error> {
    let mut config = Config::from_process(options.config.as_deref())?;
    if let Some(mode) = options.mode {
        config.set_mode(mode);
    }
    Ok(config)
}

fn describe(source: Option<&Path>) -> String {
    match source {
        Some(path) => path.display().to_string(),
        None => "defaults and environment (no --config)".to_owned(),
    }
}

/// Prints every problem (warnings count: this is where they are meant to be fixed).
fn check_config(options: &Options) -> ExitCode {
    let config = match load(options) {
        Ok(config) => config,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let source = describe(config.source());
    let problems = config.validate();
    if problems.is_empty() {
        println!("{source}: configuration is valid (mode {})", config.mode);
        return ExitCode::SUCCESS;
    }
    for problem in &problems {
        eprintln!("error: {problem}");
    }
    let count = problems.len();
    let plural = if count == 1 { "" } else { "s" };
    eprintln!("{source}: {count} problem{plural}");
    ExitCode::FAILURE
}

/// `revoke --orphans`: prints what it found (and did); exit 1 if it could not look or a
/// revocation failed.
fn revoke_orphans(revoke: &RevokeOptions) -> ExitCode {
    let config = match load(&revoke.options) {
        Ok(config) => config,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    logger::set_level(config.log_level);
    match vault_db_injector::revoker::revoke_orphans(&config, revoke.confirm) {
        Ok(report) => {
            print!("{}", report.render());
            if report.failures == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Runs every check and prints one line per check; exit 1 if any failed.
fn run_doctor(args: &DoctorArgs) -> ExitCode {
    let config = match load(&args.options) {
        Ok(config) => config,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    match doctor::run(&config, args, &mut std::io::stdin().lock()) {
        Ok(report) => {
            print!("{}", report.render());
            if report.passed() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(error) => {
            eprintln!("vault-db-injector doctor: {error}");
            ExitCode::from(if error.is_usage() { 2 } else { 1 })
        }
    }
}

/// Prints who owns a database user or lease, or what a pod holds; exit 1 if nothing is found.
fn run_who(args: &WhoArgs) -> ExitCode {
    let config = match load(&args.options) {
        Ok(config) => config,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    match who::run(&config, args, &mut std::io::stdin().lock()) {
        Ok(answer) => {
            print!("{}", answer.render());
            if answer.is_found() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(error) => {
            eprintln!("vault-db-injector who: {error}");
            ExitCode::from(if error.is_usage() { 2 } else { 1 })
        }
    }
}

fn run(options: &Options) -> ExitCode {
    let config = match load(options) {
        Ok(config) => config,
        Err(error) => {
            logger::error(
                "could not parse config file",
                &[("error", &error.to_string())],
            );
            return ExitCode::FAILURE;
        }
    };
    match controller::run(config) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            logger::error("vault-db-injector failed", &[("error", &error.to_string())]);
            ExitCode::FAILURE
        }
    }
}
