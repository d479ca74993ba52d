//! Child processes of the testbed (PostgreSQL, OpenBao, psql): started so that they die with
//! the test binary, stopped on drop, and run with a deadline; plus free loopback ports.
//!
//! A test binary keeps its shared OpenBao and PostgreSQL in a `static`, which is never
//! dropped. So every daemon is started through `setpriv --pdeathsig` from one long-lived
//! thread: the kernel signals the daemon when the thread that forked it ends, and for that
//! thread this means when the process ends (a test thread would end with its test).
//! Directories left behind that way are removed by [`sweep_stale_dirs`] on the next start.

use std::fs;
use std::io::{self, Read};
use std::net::{Ipv4Addr, SocketAddrV4, TcpListener};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::{Mutex, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

use crossbeam_channel::{Sender, bounded};
use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

/// A command line for a daemon: `setpriv [--reuid U --regid G --clear-groups] --pdeathsig SIG
/// -- program`. The caller adds arguments, environment and standard streams, then calls
/// [`spawn_daemon`].
pub(crate) fn daemon_command(
    program: &str,
    user: Option<(u32, u32)>,
    death_signal: &str,
) -> Command {
    let mut command = Command::new("setpriv");
    if let Some((uid, gid)) = user {
        command.arg(format!("--reuid={uid}"));
        command.arg(format!("--regid={gid}"));
        command.arg("--clear-groups");
    }
    command.args(["--pdeathsig", death_signal, "--", program]);
    command
}

type SpawnRequest = (Command, Sender<io::Result<Child>>);

fn spawner() -> io::Result<&'static Mutex<Sender<SpawnRequest>>> {
    static SPAWNER: OnceLock<Result<Mutex<Sender<SpawnRequest>>, String>> = OnceLock::new();
    let slot = SPAWNER.get_or_init(|| {
        let (tx, rx) = bounded::<SpawnRequest>(1);
        thread::Builder::new()
            .name("testbed-spawner".to_owned())
            .spawn(move || {
                for (mut command, reply) in rx {
                    let _ = reply.send(command.spawn());
                }
            })
            .map(|_| Mutex::new(tx))
            .map_err(|e| format!("cannot start the testbed's spawner thread: {e}"))
    });
    slot.as_ref().map_err(|e| io::Error::other(e.clone()))
}

/// Spawns `command` (from [`daemon_command`]) on the long-lived spawner thread.
pub(crate) fn spawn_daemon(command: Command) -> io::Result<Child> {
    let (reply_tx, reply_rx) = bounded(1);
    {
        let sender = spawner()?
            .lock()
            .map_err(|_| io::Error::other("the testbed's spawner lock is poisoned"))?;
        sender
            .send((command, reply_tx))
            .map_err(|_| io::Error::other("the testbed's spawner thread is gone"))?;
    }
    reply_rx
        .recv()
        .map_err(|_| io::Error::other("the testbed's spawner thread is gone"))?
}

/// Sends `signal` to the child, then waits up to `grace` for it to exit, then kills it.
pub(crate) fn stop_child(child: &mut Child, signal: Signal, grace: Duration) -> Option<ExitStatus> {
    if let Ok(Some(status)) = child.try_wait() {
        return Some(status);
    }
    if let Ok(pid) = i32::try_from(child.id()) {
        let _ = kill(Pid::from_raw(pid), signal);
    }
    let deadline = Instant::now() + grace;
    while Instant::now() < deadline {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status);
        }
        thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    child.wait().ok()
}

/// Runs `command` to completion with a deadline, capturing stdout and stderr (small outputs:
/// both are read after exit, so a command that writes more than a pipe buffer would block
/// until the deadline kills it).
pub(crate) fn run_with_timeout(mut command: Command, timeout: Duration) -> io::Result<Output> {
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn()?;
    let deadline = Instant::now() + timeout;
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                format!(
                    "{:?} did not finish within {timeout:?}",
                    command.get_program()
                ),
            ));
        }
        thread::sleep(Duration::from_millis(5));
    };
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    if let Some(mut out) = child.stdout.take() {
        out.read_to_end(&mut stdout)?;
    }
    if let Some(mut err) = child.stderr.take() {
        err.read_to_end(&mut stderr)?;
    }
    Ok(Output {
        status,
        stdout,
        stderr,
    })
}

/// A loopback port that was free a moment ago (the kernel picks it). Another process may
/// take it before we bind it again: callers retry their start on "address in use".
pub(crate) fn free_port() -> io::Result<u16> {
    let listener = TcpListener::bind(SocketAddrV4::new(Ipv4Addr::LOCALHOST, 0))?;
    Ok(listener.local_addr()?.port())
}

/// Two consecutive free loopback ports `p` and `p + 1` (OpenBao's listener and its cluster
/// listener, which it always puts on the next port).
pub(crate) fn free_port_pair() -> io::Result<u16> {
    for _ in 0..50 {
        let first = TcpListener::bind(SocketAddrV4::new(Ipv4Addr::LOCALHOST, 0))?;
        let port = first.local_addr()?.port();
        let Some(next) = port.checked_add(1) else {
            continue;
        };
        if TcpListener::bind(SocketAddrV4::new(Ipv4Addr::LOCALHOST, next)).is_ok() {
            return Ok(port);
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AddrInUse,
        "no two consecutive free loopback ports found",
    ))
}

/// The prefix of every directory the testbed's daemons use (`vdbi-tb-<what>-<pid>-...`).
pub(crate) const DIR_PREFIX: &str = "tb";

/// Removes the testbed directories under the temp dir whose creating process is gone (a
/// test binary's shared daemons are never dropped, so their directories stay behind).
pub(crate) fn sweep_stale_dirs() {
    static SWEPT: OnceLock<()> = OnceLock::new();
    SWEPT.get_or_init(|| {
        let Ok(entries) = fs::read_dir(std::env::temp_dir()) else {
            return;
        };
        let marker = format!("vdbi-{DIR_PREFIX}-");
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            if !name.starts_with(&marker) {
                continue;
            }
            if let Some(pid) = creator_pid(name)
                && !Path::new(&format!("/proc/{pid}")).exists()
            {
                let _ = fs::remove_dir_all(entry.path());
            }
        }
    });
}

/// The pid in `vdbi-<prefix>-<pid>-<n>-<nanos>` (see `TempDir::new`).
fn creator_pid(name: &str) -> Option<u32> {
    let mut parts = name.rsplitn(4, '-');
    let _nanos = parts.next()?;
    let _n = parts.next()?;
    parts.next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_creator_pid_from_a_temp_dir_name() {
        fn check(name: &str, expect: Option<u32>) {
            assert_eq!(creator_pid(name), expect, "{name}");
        }
        check("vdbi-tb-pg-1234-0-99", Some(1234));
        check("vdbi-tb-bao-data-77-3-5", Some(77));
        check("vdbi-tb-pg-x-0-99", None);
        check("vdbi", None);
    }

    #[test]
    fn run_with_timeout_kills_a_slow_command() {
        let mut command = Command::new("sleep");
        command.arg("5");
        let started = Instant::now();
        let err = run_with_timeout(command, Duration::from_millis(100)).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
        assert!(started.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn free_port_pair_gives_two_free_ports() {
        let port = free_port_pair().unwrap();
        TcpListener::bind(SocketAddrV4::new(Ipv4Addr::LOCALHOST, port)).unwrap();
        TcpListener::bind(SocketAddrV4::new(Ipv4Addr::LOCALHOST, port + 1)).unwrap();
    }
}
