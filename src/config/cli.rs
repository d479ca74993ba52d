//! The command line, parsed without a crate and without touching the process, so that every
//! spelling is unit-tested. The Go original took `-config PATH` through Go's `flag` package,
//! which accepts one or two dashes and `=` or a separate argument; charts and scripts use
//! all four forms, so all four are kept.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;

use crate::config::Mode;

/// The usage text printed by `--help` and after a usage error.
pub const USAGE: &str = "\
usage: vault-db-injector [--config PATH] [--mode MODE]
       vault-db-injector check-config [--config PATH] [--mode MODE]
       vault-db-injector revoke --orphans [--confirm] [--config PATH]
       vault-db-injector doctor [--config PATH] [--mode MODE] [--role ROLE ...] [--token-stdin]
       vault-db-injector who [--config PATH] [--token-stdin] DB-USERNAME|LEASE-ID|NAMESPACE/POD
       vault-db-injector version

Runs the mode given by --mode, else by the config's `mode` (default: all). Without
--config, the configuration is the defaults plus INJECTOR_* environment variables.

commands:
  check-config   report every problem of the configuration; exit 1 if there is any
  revoke         with --orphans: list the KV entries whose pod is gone (what the revoker's
                 sweep revokes or holds back); with --confirm also revoke them
  doctor         check a deployment (Vault, roles, KV, NRI socket, webhook certificate)
                 before it goes live; exit 1 if any check fails
  who            which pod owns a database user or lease, or which users a pod holds
  version        print the version

options:
  --config PATH  the YAML configuration file (also -config, --config=PATH, -config=PATH)
  --mode MODE    injector, renewer, revoker, nri or all; overrides the config's mode
  --orphans      (revoke) act on orphaned entries
  --confirm      (revoke) revoke them; without it, a dry run
  --role ROLE    (doctor) check database role ROLE, written [MOUNT/]ROLE[=NS/SA,...]
                 (the mount defaults to defaultEngine; NS/SA are the expected bindings)
  --token-stdin  (doctor, who) read an operator Vault token from the first line of
                 standard input (else VAULT_TOKEN); never taken from the command line
  -h, --help     print this help

exit codes: 0 ok or orderly shutdown, 1 failure or configuration problems, 2 usage error";

/// Options shared by running and `check-config`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// The configuration file; `None` means defaults plus environment.
    pub config: Option<PathBuf>,
    /// The mode given on the command line, overriding the configuration's.
    pub mode: Option<Mode>,
}

/// The options of `revoke`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RevokeOptions {
    /// The configuration (the mode is ignored).
    pub options: Options,
    /// `--confirm`: revoke; without it, a dry run that only lists.
    pub confirm: bool,
}

/// The arguments of `doctor`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DoctorArgs {
    /// `--config` and `--mode`.
    pub options: Options,
    /// Each `--role` as written (`[MOUNT/]ROLE[=NS/SA,...]`), parsed by `doctor`.
    pub roles: Vec<String>,
    /// `--token-stdin`: the operator token is the first line of standard input.
    pub token_stdin: bool,
}

/// The arguments of `who`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WhoArgs {
    /// `--config` (and `--mode`, which `who` ignores).
    pub options: Options,
    /// What to look up: a database user name, a lease id or `namespace/pod`.
    pub target: String,
    /// `--token-stdin`: the operator token is the first line of standard input.
    pub token_stdin: bool,
}

/// What the command line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Run the configured mode until signalled.
    Run(Options),
    /// Report every configuration problem and exit.
    CheckConfig(Options),
    /// `revoke --orphans`: list (and with `--confirm` revoke) orphaned KV entries.
    Revoke(RevokeOptions),
    /// Check a deployment before it goes live.
    Doctor(DoctorArgs),
    /// Find who owns a database user or lease, or what a pod holds.
    Who(WhoArgs),
    /// Print the version.
    Version,
    /// Print the usage text.
    Help,
}

/// A command line that cannot be understood; exit code 2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageError(String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

fn usage(message: String) -> UsageError {
    UsageError(message)
}

/// Parses the arguments after the program name. Options may come before or after the
/// command; a repeated option keeps its last value, as Go's `flag` does.
pub fn parse_args<I>(args: I) -> Result<Command, UsageError>
where
    I: IntoIterator<Item = OsString>,
{
    let mut args = args.into_iter();
    let mut options = Options::default();
    let mut command: Option<&'static str> = None;
    let mut only_positional = false;
    let mut orphans = false;
    let mut confirm = false;
    let mut roles: Vec<String> = Vec::new();
    let mut token_stdin = false;
    let mut target: Option<String> = None;
    while let Some(arg) = args.next() {
        let bytes = arg.as_bytes();
        if only_positional || !bytes.starts_with(b"-") || bytes == b"-" {
            let word = arg
                .to_str()
                .ok_or_else(|| usage("unexpected argument (not utf-8)".to_owned()))?;
            // `who` takes one operand after it.
            if command == Some("who") && target.is_none() {
                if word.is_empty() {
                    return Err(usage("who needs a non-empty argument".to_owned()));
                }
                target = Some(word.to_owned());
                continue;
            }
            let known = match word {
                "check-config" => "check-config",
                "revoke" => "revoke",
                "doctor" => "doctor",
                "who" => "who",
                "version" => "version",
                "help" => "help",
                other => {
                    return Err(usage(format!("unknown command {other:?}")));
                }
            };
            if let Some(first) = command {
                return Err(usage(format!(
                    "unexpected argument {known:?} after {first:?}"
                )));
            }
            command = Some(known);
            continue;
        }
        if bytes == b"--" {
            only_positional = true;
            continue;
        }
        // One or two dashes, then a name, then optionally `=value`.
        let body = bytes
            .strip_prefix(b"--")
            .or_else(|| bytes.strip_prefix(b"-"))
            .unwrap_or(bytes);
        let (name, inline) = match body.iter().position(|b| *b == b'=') {
            Some(at) => {
                let (name, rest) = body.split_at(at);
                (
                    name,
                    Some(OsStr::from_bytes(rest.get(1..).unwrap_or_default())),
                )
            }
            None => (body, None),
        };
        let name = std::str::from_utf8(name)
            .map_err(|_| usage("unknown option (not utf-8)".to_owned()))?;
        let mut value = |name: &str| -> Result<OsString, UsageError> {
            match inline {
                Some(value) => Ok(value.to_owned()),
                None => args
                    .next()
                    .ok_or_else(|| usage(format!("option --{name} needs a value"))),
            }
        };
        match name {
            "config" => {
                let path = value(name)?;
                // An empty path means no file, as in the original.
                options.config = (!path.is_empty()).then(|| PathBuf::from(path));
            }
            "mode" => {
                let text = value(name)?;
                let text = text.to_str().unwrap_or_default();
                options.mode = Some(Mode::parse(text).ok_or_else(|| {
                    usage(format!(
                        "unknown mode {text:?} (expected injector, renewer, revoker, nri or all)"
                    ))
                })?);
            }
            "role" => {
                let text = value(name)?;
                let text = text
                    .to_str()
                    .ok_or_else(|| usage("option --role is not utf-8".to_owned()))?;
                roles.push(text.to_owned());
            }
            "token-stdin" if inline.is_none() => token_stdin = true,
            "orphans" if inline.is_none() => orphans = true,
            "confirm" if inline.is_none() => confirm = true,
            "h" | "help" if inline.is_none() => return Ok(Command::Help),
            "version" if inline.is_none() => command = command.or(Some("version")),
            _ => {
                let shown = String::from_utf8_lossy(bytes);
                return Err(usage(format!("unknown option {shown:?}")));
            }
        }
    }
    if !roles.is_empty() && command != Some("doctor") {
        return Err(usage("option --role is only for doctor".to_owned()));
    }
    if token_stdin && !matches!(command, Some("doctor" | "who")) {
        return Err(usage(
            "option --token-stdin is only for doctor and who".to_owned(),
        ));
    }
    if command == Some("revoke") {
        if !orphans {
            return Err(usage(
                "revoke needs --orphans (orphaned entries are the only thing it revokes)"
                    .to_owned(),
            ));
        }
        return Ok(Command::Revoke(RevokeOptions { options, confirm }));
    }
    if orphans || confirm {
        return Err(usage(
            "--orphans and --confirm go with the revoke command".to_owned(),
        ));
    }
    Ok(match command {
        None => Command::Run(options),
        Some("check-config") => Command::CheckConfig(options),
        Some("doctor") => Command::Doctor(DoctorArgs {
            options,
            roles,
            token_stdin,
        }),
        Some("who") => Command::Who(WhoArgs {
            options,
            target: target.ok_or_else(|| {
                usage("who needs a database user name, a lease id or namespace/pod".to_owned())
            })?,
            token_stdin,
        }),
        Some("help") => Command::Help,
        Some(_) => Command::Version,
    })
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    fn check(args: &[&str], expect: Result<Command, &str>) {
        let got = parse_args(args.iter().map(OsString::from));
        match (got, expect) {
            (Ok(got), Ok(expect)) => assert_eq!(got, expect, "{args:?}"),
            (Err(got), Err(expect)) => assert!(
                got.to_string().contains(expect),
                "{args:?}: {got} does not contain {expect}"
            ),
            (got, expect) => panic!("{args:?}: got {got:?}, expected {expect:?}"),
        }
    }

    fn run(config: Option<&str>, mode: Option<Mode>) -> Command {
        Command::Run(Options {
            config: config.map(PathBuf::from),
            mode,
        })
    }

    #[test]
    fn config_spellings() {
        let expect = Ok(run(Some("/injector/config.yaml"), None));
        check(&["--config", "/injector/config.yaml"], expect.clone());
        check(&["--config=/injector/config.yaml"], expect.clone());
        check(&["-config", "/injector/config.yaml"], expect.clone());
        check(&["-config=/injector/config.yaml"], expect);
        check(&[], Ok(run(None, None)));
        check(&["--config="], Ok(run(None, None)));
        check(
            &["--config", "a", "--config", "b"],
            Ok(run(Some("b"), None)),
        );
        check(&["--config=a=b"], Ok(run(Some("a=b"), None)));
        check(&["--config"], Err("option --config needs a value"));
    }

    #[test]
    fn modes() {
        check(&["--mode", "nri"], Ok(run(None, Some(Mode::Nri))));
        check(&["-mode=renewer"], Ok(run(None, Some(Mode::Renewer))));
        check(
            &["--mode=all", "--config=c"],
            Ok(run(Some("c"), Some(Mode::All))),
        );
        check(&["--mode", "NRI"], Err("unknown mode \"NRI\""));
        check(&["--mode", "webhook"], Err("unknown mode"));
        check(&["--mode"], Err("needs a value"));
    }

    #[test]
    fn commands() {
        let options = Options {
            config: Some(PathBuf::from("c.yaml")),
            mode: Some(Mode::Injector),
        };
        check(
            &["check-config", "--config", "c.yaml", "--mode", "injector"],
            Ok(Command::CheckConfig(options.clone())),
        );
        check(
            &["--config", "c.yaml", "--mode", "injector", "check-config"],
            Ok(Command::CheckConfig(options)),
        );
        check(&["version"], Ok(Command::Version));
        check(&["--version"], Ok(Command::Version));
        check(&["version", "--config=x"], Ok(Command::Version));
        check(&["-h"], Ok(Command::Help));
        check(&["--help"], Ok(Command::Help));
        check(&["-help"], Ok(Command::Help));
        check(&["help"], Ok(Command::Help));
        check(
            &["--", "check-config"],
            Ok(Command::CheckConfig(Options::default())),
        );
    }

    #[test]
    fn doctor_and_who() {
        let options = Options {
            config: Some(PathBuf::from("c.yaml")),
            mode: None,
        };
        check(
            &[
                "doctor",
                "--config=c.yaml",
                "--role",
                "app=default/web",
                "--role=databases/other",
                "--token-stdin",
            ],
            Ok(Command::Doctor(DoctorArgs {
                options: options.clone(),
                roles: vec!["app=default/web".to_owned(), "databases/other".to_owned()],
                token_stdin: true,
            })),
        );
        check(&["doctor"], Ok(Command::Doctor(DoctorArgs::default())));
        check(
            &["who", "default/web-0", "--config", "c.yaml"],
            Ok(Command::Who(WhoArgs {
                options: options.clone(),
                target: "default/web-0".to_owned(),
                token_stdin: false,
            })),
        );
        check(
            &["--config", "c.yaml", "--token-stdin", "who", "v-app-x"],
            Ok(Command::Who(WhoArgs {
                options,
                target: "v-app-x".to_owned(),
                token_stdin: true,
            })),
        );
        check(&["who"], Err("who needs a database user name"));
        check(&["who", "a", "b"], Err("unknown command \"b\""));
        check(&["who", ""], Err("non-empty"));
        check(&["--role", "x"], Err("only for doctor"));
        check(&["who", "x", "--role", "y"], Err("only for doctor"));
        check(
            &["revoke", "--orphans", "--role", "y"],
            Err("only for doctor"),
        );
        check(
            &["check-config", "--token-stdin"],
            Err("only for doctor and who"),
        );
        check(&["doctor", "--role"], Err("needs a value"));
        check(&["doctor", "--token-stdin=yes"], Err("unknown option"));
        check(&["doctor", "--orphans"], Err("go with the revoke command"));
    }

    #[test]
    fn revoke_orphans() {
        let dry = RevokeOptions {
            options: Options {
                config: Some(PathBuf::from("c.yaml")),
                mode: None,
            },
            confirm: false,
        };
        check(
            &["revoke", "--orphans", "--config", "c.yaml"],
            Ok(Command::Revoke(dry.clone())),
        );
        check(
            &["--config=c.yaml", "-orphans", "revoke", "--confirm"],
            Ok(Command::Revoke(RevokeOptions {
                confirm: true,
                ..dry
            })),
        );
        check(&["revoke"], Err("revoke needs --orphans"));
        check(&["revoke", "--confirm"], Err("revoke needs --orphans"));
        check(&["--orphans"], Err("go with the revoke command"));
        check(
            &["check-config", "--confirm"],
            Err("go with the revoke command"),
        );
        check(&["revoke", "--orphans=yes"], Err("unknown option"));
    }

    #[test]
    fn usage_errors() {
        check(&["serve"], Err("unknown command \"serve\""));
        check(&["check-config", "version"], Err("unexpected argument"));
        check(&["--verbose"], Err("unknown option \"--verbose\""));
        check(&["-c", "x"], Err("unknown option \"-c\""));
        check(&["--help=yes"], Err("unknown option"));
        check(&["--", "--config"], Err("unknown command \"--config\""));
    }

    #[test]
    fn non_utf8_paths_are_kept() {
        use std::os::unix::ffi::OsStringExt;
        let mut arg = b"--config=/tmp/".to_vec();
        arg.push(0xff);
        let got = parse_args([OsString::from_vec(arg)]).unwrap();
        let Command::Run(options) = got else {
            panic!("{got:?}")
        };
        assert_eq!(options.config.unwrap().as_os_str().as_bytes(), b"/tmp/\xff");
        assert!(parse_args([OsString::from_vec(vec![0xff])]).is_err());
    }
}
