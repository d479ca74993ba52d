//! The two node paths the NRI plugin trusts, and why it may trust them.
//!
//! - **The socket directory** (`nri.socketPath`'s parent): whoever can put a socket there
//!   can play the runtime, send CreateContainer for any pod and collect credentials from
//!   the answers. So the directory must be a real directory (not a symlink), owned by root
//!   or this process's user, and writable by nobody else; and so must every directory
//!   above it, since whoever can rename an ancestor can swap the whole tree. The one
//!   exception is a root-owned sticky directory such as `/tmp` (others may create entries
//!   there but not rename or remove ours). An ancestor that is a symlink (`/var/run` ->
//!   `/run` on most systems and images) is followed, and the directories it leads to are
//!   held to the same rules; the symlink itself can only be changed by whoever may write
//!   the directory holding it, which is checked too.
//! - **The cache** (`nri.cachePath`): it holds cleartext credentials, so it must be on
//!   tmpfs, which dies with the node and never reaches a disk, a snapshot or a
//!   backup. A disk path is refused unless `nri.allowPersistentCache: true`.
//!
//! Each refusal counts `vdbi_nri_refused_paths_total{reason}` and its error names the
//! path, the reason and the fix.

use std::fmt;
use std::io;
use std::os::unix::fs::MetadataExt;
use std::path::{Component, Path, PathBuf};

use nix::sys::statfs::{self, TMPFS_MAGIC};
use nix::unistd::geteuid;

/// Why a path is not trusted.
#[derive(Debug)]
pub enum Error {
    /// The path could not be inspected.
    Io {
        /// The path.
        path: PathBuf,
        /// What failed.
        source: io::Error,
    },
    /// The socket directory is a symlink.
    Symlink {
        /// The directory.
        path: PathBuf,
    },
    /// The socket directory, or a directory above it, is not a directory.
    NotDirectory {
        /// The path.
        path: PathBuf,
    },
    /// Owned by someone other than root or this process's user.
    ForeignOwner {
        /// The directory.
        path: PathBuf,
        /// Its owner.
        uid: u32,
        /// Whether it is the socket directory (else an ancestor).
        socket_dir: bool,
    },
    /// Writable by group or others (and not a root-owned sticky directory).
    Writable {
        /// The directory.
        path: PathBuf,
        /// Its permission bits.
        mode: u32,
        /// Whether it is the socket directory (else an ancestor).
        socket_dir: bool,
    },
    /// The cache is not on tmpfs and `nri.allowPersistentCache` is not set.
    NotTmpfs {
        /// The directory the cache would live in.
        path: PathBuf,
    },
}

impl Error {
    /// The `reason` of `vdbi_nri_refused_paths_total`.
    pub fn reason(&self) -> &'static str {
        match self {
            Error::Io { .. } => "io",
            Error::Symlink { .. } => "socket_dir_symlink",
            Error::NotDirectory { .. } => "not_directory",
            Error::ForeignOwner {
                socket_dir: true, ..
            } => "socket_dir_owner",
            Error::ForeignOwner { .. } => "socket_ancestor_owner",
            Error::Writable {
                socket_dir: true, ..
            } => "socket_dir_writable",
            Error::Writable { .. } => "socket_ancestor_writable",
            Error::NotTmpfs { .. } => "cache_not_tmpfs",
        }
    }

    /// Counts this refusal.
    pub fn count(&self) {
        crate::metrics::global()
            .nri_refused_paths_total
            .with(&[self.reason()])
            .inc();
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let which = |socket_dir: bool| {
            if socket_dir {
                "nri socket directory"
            } else {
                "directory above the nri socket"
            }
        };
        match self {
            Error::Io { path, .. } => write!(f, "cannot inspect {}", path.display()),
            Error::Symlink { path } => write!(
                f,
                "nri socket directory {} is a symlink; refusing it (mount the runtime's real directory)",
                path.display()
            ),
            Error::NotDirectory { path } => {
                write!(f, "{} is not a directory; refusing it", path.display())
            }
            Error::ForeignOwner {
                path,
                uid,
                socket_dir,
            } => write!(
                f,
                "{} {} is owned by uid {uid}, not root; refusing it (someone else could place a fake runtime socket)",
                which(*socket_dir),
                path.display()
            ),
            Error::Writable {
                path,
                mode,
                socket_dir,
            } => write!(
                f,
                "{} {} is writable by others (mode {mode:o}); refusing it (someone else could place a fake runtime socket)",
                which(*socket_dir),
                path.display()
            ),
            Error::NotTmpfs { path } => write!(
                f,
                "nri.cachePath is in {}, which is not on tmpfs: the cache holds cleartext credentials and must not reach a disk; mount a tmpfs there (the chart uses an emptyDir with medium: Memory or /run), or set nri.allowPersistentCache: true to accept it",
                path.display()
            ),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// Checks one directory's owner and mode. Ancestors may be root-owned sticky directories.
fn check_dir(path: &Path, meta: &std::fs::Metadata, socket_dir: bool) -> Result<(), Error> {
    if !meta.is_dir() {
        return Err(Error::NotDirectory {
            path: path.to_owned(),
        });
    }
    let uid = meta.uid();
    if uid != 0 && uid != geteuid().as_raw() {
        return Err(Error::ForeignOwner {
            path: path.to_owned(),
            uid,
            socket_dir,
        });
    }
    let mode = meta.mode() & 0o7777;
    let sticky_root = !socket_dir && uid == 0 && mode & 0o1000 != 0;
    if mode & 0o022 != 0 && !sticky_root {
        return Err(Error::Writable {
            path: path.to_owned(),
            mode,
            socket_dir,
        });
    }
    Ok(())
}

/// Every prefix of `path` from the root, ending with `path` itself.
fn prefixes(path: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut current = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => continue,
            other => current.push(other.as_os_str()),
        }
        out.push(current.clone());
    }
    out
}

/// Checks the socket directory `dir` and everything above it (see the module doc).
pub fn check_socket_dir(dir: &Path) -> Result<(), Error> {
    let io = |path: &Path| {
        let path = path.to_owned();
        move |source| Error::Io { path, source }
    };
    let absolute = std::path::absolute(dir).map_err(io(dir))?;
    let own = std::fs::symlink_metadata(&absolute).map_err(io(&absolute))?;
    if own.file_type().is_symlink() {
        return Err(Error::Symlink { path: absolute });
    }
    // The path as written: each directory on it, symlinked ancestors skipped here (their
    // targets are checked below, and the directory holding each link is checked here).
    for prefix in prefixes(&absolute) {
        let meta = std::fs::symlink_metadata(&prefix).map_err(io(&prefix))?;
        if meta.file_type().is_symlink() {
            continue;
        }
        check_dir(&prefix, &meta, prefix == absolute)?;
    }
    // The path as resolved: where the symlinks lead.
    let real = std::fs::canonicalize(&absolute).map_err(io(&absolute))?;
    for prefix in prefixes(&real) {
        let meta = std::fs::metadata(&prefix).map_err(io(&prefix))?;
        check_dir(&prefix, &meta, prefix == real)?;
    }
    Ok(())
}

/// Whether `path` (or, if it does not exist yet, its nearest existing ancestor) is on
/// tmpfs.
pub fn on_tmpfs(path: &Path) -> Result<bool, Error> {
    let mut probe = path;
    while !probe.exists() {
        match probe.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => probe = parent,
            _ => break,
        }
    }
    let fs = statfs::statfs(probe).map_err(|errno| Error::Io {
        path: probe.to_owned(),
        source: io::Error::from(errno),
    })?;
    let kind = fs.filesystem_type();
    Ok(kind == TMPFS_MAGIC)
}

/// Refuses a cache directory that is not on tmpfs unless `allow_persistent`; with the
/// opt-out it says so in the log.
pub fn check_cache_dir(dir: &Path, allow_persistent: bool) -> Result<(), Error> {
    if on_tmpfs(dir)? {
        return Ok(());
    }
    if allow_persistent {
        crate::logger::warn(
            "nri cache is not on tmpfs (nri.allowPersistentCache: true): cleartext credentials are written to a disk",
            &[("path", &dir.display().to_string())],
        );
        return Ok(());
    }
    Err(Error::NotTmpfs {
        path: dir.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::os::unix::fs::{PermissionsExt, symlink};

    use super::*;

    fn tempdir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("vdbi-paths-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        fs::set_permissions(&dir, fs::Permissions::from_mode(0o700)).unwrap();
        dir
    }

    #[test]
    fn socket_directory_and_ancestors() {
        let base = tempdir("socket");
        let good = base.join("nri");
        fs::create_dir(&good).unwrap();
        fs::set_permissions(&good, fs::Permissions::from_mode(0o700)).unwrap();
        check_socket_dir(&good).unwrap();

        // The directory itself writable by others.
        fs::set_permissions(&good, fs::Permissions::from_mode(0o777)).unwrap();
        let err = check_socket_dir(&good).unwrap_err();
        assert_eq!(err.reason(), "socket_dir_writable", "{err}");
        // Even sticky: no exception for the socket directory itself.
        fs::set_permissions(&good, fs::Permissions::from_mode(0o1777)).unwrap();
        assert_eq!(
            check_socket_dir(&good).unwrap_err().reason(),
            "socket_dir_writable"
        );
        fs::set_permissions(&good, fs::Permissions::from_mode(0o700)).unwrap();

        // An ancestor writable by group.
        fs::set_permissions(&base, fs::Permissions::from_mode(0o770)).unwrap();
        let err = check_socket_dir(&good).unwrap_err();
        assert_eq!(err.reason(), "socket_ancestor_writable", "{err}");
        assert!(err.to_string().contains(base.to_str().unwrap()), "{err}");
        fs::set_permissions(&base, fs::Permissions::from_mode(0o700)).unwrap();

        // The socket directory a symlink.
        let link = base.join("link");
        symlink(&good, &link).unwrap();
        assert_eq!(
            check_socket_dir(&link).unwrap_err().reason(),
            "socket_dir_symlink"
        );

        // An ancestor symlink leading to a directory others can write.
        let open = base.join("open");
        fs::create_dir(&open).unwrap();
        fs::set_permissions(&open, fs::Permissions::from_mode(0o777)).unwrap();
        let inner = open.join("nri");
        fs::create_dir(&inner).unwrap();
        fs::set_permissions(&inner, fs::Permissions::from_mode(0o700)).unwrap();
        let via = base.join("via");
        symlink(&open, &via).unwrap();
        let err = check_socket_dir(&via.join("nri")).unwrap_err();
        assert_eq!(err.reason(), "socket_ancestor_writable", "{err}");

        // A foreign owner.
        std::os::unix::fs::chown(&good, Some(65534), Some(65534)).unwrap();
        if geteuid().is_root() {
            let err = check_socket_dir(&good).unwrap_err();
            assert_eq!(err.reason(), "socket_dir_owner", "{err}");
            std::os::unix::fs::chown(&base, Some(65534), None).unwrap();
            std::os::unix::fs::chown(&good, Some(0), None).unwrap();
            let err = check_socket_dir(&good).unwrap_err();
            assert_eq!(err.reason(), "socket_ancestor_owner", "{err}");
            std::os::unix::fs::chown(&base, Some(0), None).unwrap();
        }
        check_socket_dir(&good).unwrap();
        fs::remove_dir_all(&base).unwrap();
    }

    #[test]
    fn cache_on_tmpfs_or_explicitly_allowed() {
        // /dev/shm is a tmpfs on Linux; the temp dir of this machine is on a disk.
        let shm = Path::new("/dev/shm");
        assert!(
            on_tmpfs(shm).unwrap(),
            "/dev/shm must be tmpfs for this test"
        );
        check_cache_dir(&shm.join("not-yet").join("nri"), false).unwrap();
        let disk = tempdir("cache");
        if !on_tmpfs(&disk).unwrap() {
            let err = check_cache_dir(&disk, false).unwrap_err();
            assert_eq!(err.reason(), "cache_not_tmpfs");
            assert!(
                err.to_string().contains("nri.allowPersistentCache"),
                "{err}"
            );
            check_cache_dir(&disk, true).unwrap();
        }
        fs::remove_dir_all(&disk).unwrap();
    }
}
