//! A real PostgreSQL cluster for the tests: `initdb` in a temp dir as an unprivileged user
//! (PostgreSQL refuses root), listening on 127.0.0.1 on a free port and on a unix socket in
//! that dir, with a superuser that OpenBao's database connection uses. Stopped and removed
//! on drop.
//!
//! Helpers let a test check what OpenBao did in the database: log in with issued credentials,
//! look up a role, its `VALID UNTIL`, count roles by prefix.

use std::error::Error as StdError;
use std::fmt;
use std::fs;
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use nix::sys::signal::Signal;
use nix::unistd::{User, chown};

use crate::process::{self, DIR_PREFIX};
use crate::tempdir::TempDir;

/// How long `initdb` may take (about 1 s here; slow disks and a busy machine need more).
const INITDB_TIMEOUT: Duration = Duration::from_secs(60);
/// How long the postmaster may take to accept connections.
const READY_TIMEOUT: Duration = Duration::from_secs(30);
/// How long one `psql` may take (a login, a catalog query).
const PSQL_TIMEOUT: Duration = Duration::from_secs(15);
/// How many times a start is tried with a new port when the port was taken meanwhile.
const START_ATTEMPTS: u32 = 3;

/// The command that installs what this module needs.
pub const INSTALL_HINT: &str = "scripts/install-test-deps (apt-get install -y postgresql)";

/// The superuser that OpenBao's connection and the helpers use.
pub const ADMIN_USER: &str = "vault_admin";
/// The database OpenBao's connection points at (owned by [`ADMIN_USER`], with a table `items`).
pub const APP_DATABASE: &str = "app";

/// The group role whose members may read the tables of [`APP_DATABASE`]: the creation
/// statements make every issued user a member (`IN ROLE`).
pub const READERS_ROLE: &str = "vdbi_readers";

/// What can go wrong with the PostgreSQL testbed.
#[derive(Debug)]
pub enum Error {
    /// A PostgreSQL program was not found (the message names the install command).
    NotInstalled(String),
    /// Creating or preparing the cluster's directory failed.
    Dir(PathBuf, io::Error),
    /// A program could not be run or did not finish in time.
    Run(String, io::Error),
    /// A program ran and failed; its stderr (never a password) is included.
    Failed {
        /// The program and what it was doing.
        what: String,
        /// Its stderr, cut to 2 KiB.
        stderr: String,
    },
    /// The postmaster exited or never became ready; the tail of its log is included.
    NotReady(String),
    /// No unprivileged user to run PostgreSQL as.
    NoUser,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NotInstalled(what) => write!(
                f,
                "postgresql program {what} not found; install it with: {INSTALL_HINT}"
            ),
            Error::Dir(path, e) => write!(f, "postgresql directory {}: {e}", path.display()),
            Error::Run(what, e) => write!(f, "cannot run {what}: {e}"),
            Error::Failed { what, stderr } => write!(f, "{what} failed: {stderr}"),
            Error::NotReady(log) => write!(f, "postgresql did not start: {log}"),
            Error::NoUser => write!(
                f,
                "no unprivileged user (postgres or nobody) to run postgresql as"
            ),
        }
    }
}

impl StdError for Error {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        match self {
            Error::Dir(_, e) | Error::Run(_, e) => Some(e),
            _ => None,
        }
    }
}

/// A running PostgreSQL cluster in a temp dir.
pub struct Postgres {
    dir: TempDir,
    bin: PathBuf,
    port: u16,
    admin_password: String,
    user: (u32, u32),
    child: Option<Child>,
}

impl fmt::Debug for Postgres {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The admin password is left out: a test that prints the testbed prints no secret.
        f.debug_struct("Postgres")
            .field("dir", &self.dir.path())
            .field("port", &self.port)
            .field("pid", &self.pid())
            .finish_non_exhaustive()
    }
}

/// Where the server binaries are: Debian keeps them in `/usr/lib/postgresql/<v>/bin`, off
/// PATH (some images link them into /usr/local/bin).
fn find_bin_dir() -> Result<PathBuf, Error> {
    let mut dirs: Vec<(u32, PathBuf)> = fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse::<u32>().ok()?;
            let bin = entry.path().join("bin");
            (bin.join("initdb").is_file() && bin.join("postgres").is_file())
                .then_some((version, bin))
        })
        .collect();
    dirs.sort();
    if let Some((_, bin)) = dirs.pop() {
        return Ok(bin);
    }
    for dir in ["/usr/local/bin", "/usr/bin"] {
        let dir = Path::new(dir);
        if dir.join("initdb").is_file() && dir.join("postgres").is_file() {
            return Ok(dir.to_owned());
        }
    }
    Err(Error::NotInstalled("initdb/postgres".to_owned()))
}

fn unprivileged_user() -> Result<(u32, u32), Error> {
    for name in ["postgres", "nobody"] {
        if let Ok(Some(user)) = User::from_name(name) {
            return Ok((user.uid.as_raw(), user.gid.as_raw()));
        }
    }
    Err(Error::NoUser)
}

/// A random alphanumeric password (the admin's: it goes into a connection URL unescaped).
pub(crate) fn random_alnum(len: usize) -> String {
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut bytes = vec![0u8; len];
    let rng = ring::rand::SystemRandom::new();
    // A failure of the system RNG leaves zeros: still a valid password for a test.
    let _ = ring::rand::SecureRandom::fill(&rng, &mut bytes);
    bytes
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(*b) % ALPHABET.len()]))
        .collect()
}

/// `'text'` as an SQL string literal.
fn sql_literal(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// A `LIKE` pattern matching names that start with `prefix` (with `\` as the escape).
fn like_prefix(prefix: &str) -> String {
    let mut pattern = String::with_capacity(prefix.len() + 1);
    for c in prefix.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

fn cut(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let text = text.trim();
    match text.char_indices().nth(2048) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_owned(),
    }
}

impl Postgres {
    /// Creates and starts a cluster: `initdb -E UTF8 --locale=C` as the `postgres` user (or
    /// `nobody`), superuser [`ADMIN_USER`] with a random password, database [`APP_DATABASE`].
    pub fn start() -> Result<Postgres, Error> {
        process::sweep_stale_dirs();
        let bin = find_bin_dir()?;
        let user = unprivileged_user()?;
        let dir = TempDir::new(&format!("{DIR_PREFIX}-pg"))
            .map_err(|e| Error::Dir(std::env::temp_dir(), e))?;
        let root = dir.path().to_owned();
        let dir_err = |e: io::Error| Error::Dir(root.clone(), e);
        let to_nix_io = |e: nix::Error| io::Error::from_raw_os_error(e as i32);
        fs::set_permissions(&root, fs::Permissions::from_mode(0o755)).map_err(dir_err)?;
        fs::create_dir_all(root.join("sock")).map_err(dir_err)?;
        let admin_password = random_alnum(24);
        let pwfile = root.join("pwfile");
        fs::write(&pwfile, &admin_password).map_err(dir_err)?;
        fs::set_permissions(&pwfile, fs::Permissions::from_mode(0o600)).map_err(dir_err)?;
        let owner = (
            Some(nix::unistd::Uid::from_raw(user.0)),
            Some(nix::unistd::Gid::from_raw(user.1)),
        );
        for path in [root.clone(), root.join("sock"), pwfile.clone()] {
            chown(&path, owner.0, owner.1).map_err(|e| dir_err(to_nix_io(e)))?;
        }

        let mut initdb =
            process::daemon_command(&bin.join("initdb").to_string_lossy(), Some(user), "KILL");
        initdb
            .arg("-D")
            .arg(root.join("data"))
            .args(["-U", ADMIN_USER, "-E", "UTF8", "--locale=C", "-N"])
            .args(["--auth-local=trust", "--auth-host=scram-sha-256"])
            .arg(format!("--pwfile={}", pwfile.display()))
            .env_clear()
            .env("PATH", "/usr/local/bin:/usr/bin:/bin")
            .env("HOME", &root)
            .env("LC_ALL", "C");
        let output = process::run_with_timeout(initdb, INITDB_TIMEOUT)
            .map_err(|e| Error::Run("initdb (setpriv)".to_owned(), e))?;
        let _ = fs::remove_file(&pwfile);
        if !output.status.success() {
            return Err(Error::Failed {
                what: "initdb".to_owned(),
                stderr: cut(&output.stderr),
            });
        }

        let mut pg = Postgres {
            dir,
            bin,
            port: 0,
            admin_password,
            user,
            child: None,
        };
        let mut last = None;
        for _ in 0..START_ATTEMPTS {
            let port = process::free_port().map_err(|e| Error::Run("free port".to_owned(), e))?;
            match pg.launch(port) {
                Ok(()) => {
                    last = None;
                    break;
                }
                Err(e) => last = Some(e),
            }
        }
        if let Some(e) = last {
            return Err(e);
        }
        pg.admin_sql(&format!(
            "CREATE DATABASE {APP_DATABASE} OWNER {ADMIN_USER}"
        ))?;
        pg.admin_sql_in(
            APP_DATABASE,
            "CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL); \
             INSERT INTO items (name) VALUES ('one'), ('two')",
        )?;
        // Issued users get read access by membership of one group role, not by a GRANT on
        // the tables per user: concurrent per-user GRANTs update the same catalog rows and
        // PostgreSQL fails one with "tuple concurrently updated" when tests issue
        // credentials in parallel.
        pg.admin_sql(&format!("CREATE ROLE {READERS_ROLE} NOLOGIN"))?;
        pg.admin_sql_in(
            APP_DATABASE,
            &format!(
                "GRANT SELECT ON ALL TABLES IN SCHEMA public TO {READERS_ROLE}; \
                 ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO {READERS_ROLE}"
            ),
        )?;
        Ok(pg)
    }

    /// Starts the postmaster on `port` and waits until it accepts connections.
    fn launch(&mut self, port: u16) -> Result<(), Error> {
        let root = self.dir.path().to_owned();
        let log = root.join("postgres.log");
        let file = fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .map_err(|e| Error::Dir(log.clone(), e))?;
        let err = file.try_clone().map_err(|e| Error::Dir(log.clone(), e))?;
        // SIGQUIT is PostgreSQL's immediate shutdown: it removes its shared memory, where
        // SIGKILL would leave a segment behind.
        let mut command = process::daemon_command(
            &self.bin.join("postgres").to_string_lossy(),
            Some(self.user),
            "QUIT",
        );
        command
            .arg("-D")
            .arg(root.join("data"))
            .arg("-p")
            .arg(port.to_string())
            .arg("-k")
            .arg(root.join("sock"))
            .args(["-c", "listen_addresses=127.0.0.1"])
            .args([
                "-c",
                "fsync=off",
                "-c",
                "synchronous_commit=off",
                "-c",
                "full_page_writes=off",
            ])
            .args(["-c", "max_connections=200", "-c", "shared_buffers=16MB"])
            .args([
                "-c",
                "logging_collector=off",
                "-c",
                "log_min_messages=warning",
            ])
            .env_clear()
            .env("PATH", "/usr/local/bin:/usr/bin:/bin")
            .env("HOME", &root)
            .env("LC_ALL", "C")
            .stdin(std::process::Stdio::null())
            .stdout(file)
            .stderr(err);
        let child =
            process::spawn_daemon(command).map_err(|e| Error::Run("postgres".to_owned(), e))?;
        self.child = Some(child);
        self.port = port;
        self.wait_ready(&log)
    }

    fn wait_ready(&mut self, log: &Path) -> Result<(), Error> {
        let pid_file = self.dir.path().join("data").join("postmaster.pid");
        let deadline = Instant::now() + READY_TIMEOUT;
        loop {
            if let Some(child) = self.child.as_mut()
                && let Ok(Some(status)) = child.try_wait()
            {
                self.child = None;
                let tail = log_tail(log);
                return Err(Error::NotReady(format!(
                    "postgres exited ({status}): {tail}"
                )));
            }
            // The postmaster writes "ready" as the last line of its pid file once it accepts
            // connections: reading a file is cheaper than polling with psql.
            if let Ok(text) = fs::read_to_string(&pid_file)
                && text.lines().any(|line| line.trim() == "ready")
            {
                return Ok(());
            }
            if Instant::now() >= deadline {
                self.stop();
                return Err(Error::NotReady(format!(
                    "not ready after {READY_TIMEOUT:?}: {}",
                    log_tail(log)
                )));
            }
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// The TCP port on 127.0.0.1.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The host to connect to (`127.0.0.1`).
    pub fn host(&self) -> &str {
        "127.0.0.1"
    }

    /// The superuser's name ([`ADMIN_USER`]).
    pub fn admin_user(&self) -> &str {
        ADMIN_USER
    }

    /// The superuser's password (random, alphanumeric). A test secret: never print it.
    pub fn admin_password(&self) -> &str {
        &self.admin_password
    }

    /// The directory of the unix socket (connect with `psql -h <dir> -p <port>`).
    pub fn socket_dir(&self) -> PathBuf {
        self.dir.path().join("sock")
    }

    /// The postmaster's pid, while it runs.
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// The cluster's directory (data, socket, `postgres.log`).
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// Runs `sql` as the superuser in the `postgres` database (over the unix socket) and
    /// returns psql's unaligned, tuples-only output, trimmed.
    pub fn admin_sql(&self, sql: &str) -> Result<String, Error> {
        self.admin_sql_in("postgres", sql)
    }

    /// Like [`Postgres::admin_sql`], in `database`.
    pub fn admin_sql_in(&self, database: &str, sql: &str) -> Result<String, Error> {
        let mut command = Command::new(self.psql_program());
        command
            .arg("-h")
            .arg(self.socket_dir())
            .arg("-p")
            .arg(self.port.to_string())
            .args([
                "-U",
                ADMIN_USER,
                "-d",
                database,
                "-X",
                "-q",
                "-v",
                "ON_ERROR_STOP=1",
                "-tA",
                "-c",
                sql,
            ])
            .env("PGCONNECT_TIMEOUT", "5");
        self.run_psql(command, "psql as the superuser")
    }

    /// Logs in over TCP as `user` with `password` and returns `select current_user`: the
    /// proof that credentials OpenBao issued work. A refused login is an `Err` whose text
    /// has psql's reason (`password authentication failed for user ...`).
    pub fn psql_login(&self, user: &str, password: &str) -> Result<String, Error> {
        let mut command = Command::new(self.psql_program());
        command
            .args(["-h", "127.0.0.1", "-p"])
            .arg(self.port.to_string())
            .args([
                "-U",
                user,
                "-d",
                "postgres",
                "-X",
                "-w",
                "-tA",
                "-c",
                "select current_user",
            ])
            .env("PGPASSWORD", password)
            .env("PGCONNECT_TIMEOUT", "5");
        self.run_psql(command, &format!("psql login as {user}"))
    }

    /// Whether a role called `name` exists.
    pub fn role_exists(&self, name: &str) -> Result<bool, Error> {
        let out = self.admin_sql(&format!(
            "select count(*) from pg_roles where rolname = {}",
            sql_literal(name)
        ))?;
        Ok(out.trim() != "0")
    }

    /// The role's `VALID UNTIL`, or `None` when the role does not exist or has none
    /// (OpenBao sets it to the lease's expiry plus 5 s).
    pub fn valid_until(&self, name: &str) -> Result<Option<SystemTime>, Error> {
        let out = self.admin_sql(&format!(
            "select extract(epoch from rolvaliduntil)::bigint from pg_roles where rolname = {} and rolvaliduntil is not null and rolvaliduntil <> 'infinity'",
            sql_literal(name)
        ))?;
        let text = out.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let secs: i64 = text.parse().map_err(|_| Error::Failed {
            what: format!("valid until of role {name}"),
            stderr: format!("unexpected psql output {text:?}"),
        })?;
        Ok(u64::try_from(secs)
            .ok()
            .map(|secs| UNIX_EPOCH + Duration::from_secs(secs)))
    }

    /// How many roles have a name starting with `prefix` (OpenBao's users start with `v-`).
    pub fn count_roles(&self, prefix: &str) -> Result<usize, Error> {
        let out = self.admin_sql(&format!(
            "select count(*) from pg_roles where rolname like {} escape '\\'",
            sql_literal(&like_prefix(prefix))
        ))?;
        out.trim().parse().map_err(|_| Error::Failed {
            what: format!("count of roles starting with {prefix}"),
            stderr: format!("unexpected psql output {out:?}"),
        })
    }

    /// The names of roles starting with `prefix`, sorted.
    pub fn roles(&self, prefix: &str) -> Result<Vec<String>, Error> {
        let out = self.admin_sql(&format!(
            "select rolname from pg_roles where rolname like {} escape '\\' order by rolname",
            sql_literal(&like_prefix(prefix))
        ))?;
        Ok(out
            .lines()
            .map(str::to_owned)
            .filter(|l| !l.is_empty())
            .collect())
    }

    /// Stops the server (immediate shutdown) and waits for it; the data stay until drop.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            // setpriv has exec'd postgres, so the child's pid is the postmaster's.
            process::stop_child(&mut child, Signal::SIGQUIT, Duration::from_secs(10));
        }
    }

    /// Freezes the postmaster and its backends with SIGSTOP: connections are accepted by
    /// the kernel but nothing answers (OpenBao then holds a creds request up to 90 s).
    pub fn pause(&self) -> Result<(), Error> {
        self.signal_all(Signal::SIGSTOP)
    }

    /// Thaws what [`Postgres::pause`] froze.
    pub fn resume(&self) -> Result<(), Error> {
        self.signal_all(Signal::SIGCONT)
    }

    fn signal_all(&self, signal: Signal) -> Result<(), Error> {
        let Some(postmaster) = self.pid() else {
            return Err(Error::NotReady("postgres is not running".to_owned()));
        };
        let mut pids = vec![postmaster];
        for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
            else {
                continue;
            };
            if parent_pid(pid) == Some(postmaster) {
                pids.push(pid);
            }
        }
        for pid in pids {
            if let Ok(raw) = i32::try_from(pid) {
                let _ = nix::sys::signal::kill(nix::unistd::Pid::from_raw(raw), signal);
            }
        }
        Ok(())
    }

    /// Starts the server again on the same port (for outage tests); data are kept.
    pub fn restart(&mut self) -> Result<(), Error> {
        self.stop();
        self.launch(self.port)
    }

    fn psql_program(&self) -> PathBuf {
        let candidate = self.bin.join("psql");
        if candidate.is_file() {
            candidate
        } else {
            PathBuf::from("psql")
        }
    }

    fn run_psql(&self, command: Command, what: &str) -> Result<String, Error> {
        let output = process::run_with_timeout(command, PSQL_TIMEOUT).map_err(|e| {
            if e.kind() == io::ErrorKind::NotFound {
                Error::NotInstalled("psql".to_owned())
            } else {
                Error::Run(what.to_owned(), e)
            }
        })?;
        if output.status.success() {
            Ok(String::from_utf8_lossy(&output.stdout).trim().to_owned())
        } else {
            Err(Error::Failed {
                what: what.to_owned(),
                stderr: cut(&output.stderr),
            })
        }
    }
}

/// The parent pid of `pid`, from `/proc/<pid>/stat` (the field after the parenthesised name).
fn parent_pid(pid: u32) -> Option<u32> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (_, rest) = stat.rsplit_once(')')?;
    rest.split_whitespace().nth(1)?.parse().ok()
}

fn log_tail(log: &Path) -> String {
    let text = fs::read_to_string(log).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.len().saturating_sub(10);
    lines.get(start..).unwrap_or_default().join(" | ")
}

impl Drop for Postgres {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_sql_literals_and_like_prefixes() {
        fn check(input: &str, literal: &str, like: &str) {
            assert_eq!(sql_literal(input), literal, "{input}");
            assert_eq!(like_prefix(input), like, "{input}");
        }
        check("v-token", "'v-token'", "v-token%");
        check("o'brien", "'o''brien'", "o'brien%");
        check("a_b%c\\", "'a_b%c\\'", "a\\_b\\%c\\\\%");
        check("", "''", "%");
    }

    #[test]
    fn random_passwords_are_alphanumeric() {
        let password = random_alnum(32);
        assert_eq!(password.len(), 32);
        assert!(
            password.chars().all(|c| c.is_ascii_alphanumeric()),
            "{password}"
        );
        assert_ne!(password, random_alnum(32));
    }
}
