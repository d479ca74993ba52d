//! The node cache of the NRI plugin: for each pod UID, the placeholder-to-value mapping
//! fetched for it, so that a pod's second container, a restarted container or a restarted
//! plugin is answered inline without Vault.
//!
//! It lives in memory (read by the socket's reader thread) and in one file on tmpfs, in the
//! Go original's format (`{"version":1,"pods":{"<uid>":{"<placeholder>":"<value>"}}}`), so a
//! DaemonSet upgrade from the original keeps its cache. The file holds cleartext
//! credentials, so:
//! - it is written whole to a fresh temporary file in the same directory (`O_CREAT |
//!   O_EXCL | O_NOFOLLOW`, mode 0600), fsynced, renamed over the old one, and the directory
//!   is fsynced: a crash at any point leaves the old or the new version, never a torn one;
//! - its directory must be a real directory owned by this process's user: a symlink or a
//!   foreign owner is refused, and loose permission bits (kubelet creates hostPath
//!   directories 0755) are tightened to 0700;
//! - a file that is a symlink, not a regular file, owned by someone else or readable by
//!   others is not trusted: it is logged, counted, deleted where possible, and the cache
//!   starts empty; so is a file that does not parse.
//!
//! Writers are serialised and each writes the state current when it takes the lock, so the
//! file never goes back to an older state than one already written.

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError, RwLock};

use nix::fcntl::OFlag;
use nix::unistd::geteuid;
use serde::{Deserialize, Serialize};
use zeroize::Zeroizing;

use crate::limits;
use crate::logger;
use crate::placeholder::{Mapping, Placeholder};
use crate::secret::SecretString;

/// The only file format version (the original's).
pub const FORMAT_VERSION: u32 = 1;

/// Where a cached mapping came from, for `vdbi_nri_cache_hit_total{source}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Fetched by the prewarmer before the pod's first container.
    Prewarm,
    /// Fetched by a CreateContainer call.
    Sync,
    /// Loaded from the file at start (its origin is not recorded there).
    Unknown,
}

impl Source {
    /// The metric label value.
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Prewarm => "prewarm",
            Source::Sync => "sync",
            Source::Unknown => "unknown",
        }
    }
}

/// One pod's cached mapping.
#[derive(Debug)]
pub struct Entry {
    /// Placeholder to value.
    pub mapping: Mapping,
    /// Where it came from.
    pub source: Source,
}

/// Why the cache file or its directory could not be used.
#[derive(Debug)]
pub enum Error {
    /// The directory (or the file) is a symlink.
    Symlink {
        /// The path.
        path: PathBuf,
    },
    /// The path is not a directory (or the file not a regular file).
    NotRegular {
        /// The path.
        path: PathBuf,
    },
    /// The directory or file is owned by another user.
    ForeignOwner {
        /// The path.
        path: PathBuf,
        /// Its owner.
        uid: u32,
    },
    /// The file is readable or writable by others.
    LoosePermissions {
        /// The path.
        path: PathBuf,
        /// Its mode bits.
        mode: u32,
    },
    /// The file is larger than [`limits::NRI_CACHE_FILE_MAX`].
    TooLarge {
        /// The path.
        path: PathBuf,
    },
    /// The file does not parse as the cache format.
    Corrupt {
        /// The path.
        path: PathBuf,
        /// What is wrong (never a value).
        reason: String,
    },
    /// A system call failed.
    Io {
        /// What was being done.
        what: &'static str,
        /// The path.
        path: PathBuf,
        /// The error.
        source: io::Error,
    },
}

impl Error {
    /// The `reason` of `vdbi_nri_cache_load_errors_total`.
    pub fn reason(&self) -> &'static str {
        match self {
            Error::Symlink { .. } => "symlink",
            Error::NotRegular { .. } => "not_regular",
            Error::ForeignOwner { .. } => "foreign_owner",
            Error::LoosePermissions { .. } => "loose_permissions",
            Error::TooLarge { .. } => "too_large",
            Error::Corrupt { .. } => "corrupt",
            Error::Io { .. } => "io",
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Symlink { path } => write!(f, "nri cache {} is a symlink", path.display()),
            Error::NotRegular { path } => {
                write!(
                    f,
                    "nri cache {} is not of the expected file type",
                    path.display()
                )
            }
            Error::ForeignOwner { path, uid } => write!(
                f,
                "nri cache {} is owned by uid {uid}, not by this process",
                path.display()
            ),
            Error::LoosePermissions { path, mode } => write!(
                f,
                "nri cache {} has mode {mode:o}, readable or writable by others",
                path.display()
            ),
            Error::TooLarge { path } => write!(f, "nri cache {} is too large", path.display()),
            Error::Corrupt { path, reason } => {
                write!(f, "nri cache {} is corrupt: {reason}", path.display())
            }
            Error::Io { what, path, source } => {
                write!(f, "nri cache {}: {what}: {source}", path.display())
            }
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

fn io_error<'a>(what: &'static str, path: &'a Path) -> impl FnOnce(io::Error) -> Error + 'a {
    move |source| Error::Io {
        what,
        path: path.to_owned(),
        source,
    }
}

/// The file's shape when read. Values are deserialized straight into secrets.
#[derive(Deserialize)]
struct FileIn {
    version: u32,
    #[serde(default)]
    pods: BTreeMap<String, BTreeMap<String, SecretString>>,
}

/// The file's shape when written (borrowed, so values are not copied into other types).
#[derive(Serialize)]
struct FileOut<'a> {
    version: u32,
    pods: BTreeMap<&'a str, BTreeMap<&'a str, &'a str>>,
}

/// Parses the file format. Keys must be well-formed placeholders.
pub fn decode(bytes: &[u8]) -> Result<HashMap<String, Mapping>, String> {
    let file: FileIn = serde_json::from_slice(bytes).map_err(|e| {
        // Only the position is kept: serde_json's message may quote the input.
        format!(
            "not the cache format (line {}, column {})",
            e.line(),
            e.column()
        )
    })?;
    if file.version != FORMAT_VERSION {
        return Err(format!("unknown version {}", file.version));
    }
    let mut pods = HashMap::with_capacity(file.pods.len());
    for (uid, values) in file.pods {
        let mut mapping = Mapping::new();
        for (key, value) in values {
            let placeholder =
                Placeholder::parse(&key).map_err(|_| "a key is not a placeholder".to_owned())?;
            mapping.insert(placeholder, value);
        }
        pods.insert(uid, mapping);
    }
    Ok(pods)
}

/// Renders `pods` in the file format. The buffer holds secrets and is wiped on drop.
pub fn encode<'a>(
    pods: impl IntoIterator<Item = (&'a str, &'a Mapping)>,
) -> Result<Zeroizing<Vec<u8>>, String> {
    let mut out = FileOut {
        version: FORMAT_VERSION,
        pods: BTreeMap::new(),
    };
    let mut size = 32usize;
    for (uid, mapping) in pods {
        let values = out.pods.entry(uid).or_default();
        for (placeholder, value) in mapping {
            size = size
                .saturating_add(placeholder.as_str().len())
                .saturating_add(value.expose_secret().len().saturating_mul(2))
                .saturating_add(8);
            values.insert(placeholder.as_str(), value.expose_secret());
        }
        size = size.saturating_add(uid.len()).saturating_add(8);
    }
    // Sized up front so the buffer is not reallocated (each reallocation would leave a copy
    // of the secrets behind that is not wiped).
    let mut buffer = Zeroizing::new(Vec::with_capacity(size));
    serde_json::to_writer(&mut *buffer, &out).map_err(|e| format!("encoding: {e}"))?;
    Ok(buffer)
}

/// Writes `bytes` to `path` so that a crash at any point leaves either the old file or the
/// new one: a fresh temporary file beside it (`O_CREAT | O_EXCL | O_NOFOLLOW`, 0600),
/// write, fsync, rename, then fsync of the directory. A failure removes the temporary file.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = parent(path);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let temp = temp_path(path, &format!("{}.{n}", std::process::id()));
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .custom_flags((OFlag::O_NOFOLLOW | OFlag::O_CLOEXEC).bits())
            .open(&temp)
            .map_err(io_error("creating the temporary file", &temp))?;
        file.write_all(bytes)
            .map_err(io_error("writing the temporary file", &temp))?;
        file.sync_all()
            .map_err(io_error("syncing the temporary file", &temp))?;
        drop(file);
        fs::rename(&temp, path).map_err(io_error("renaming the temporary file", path))
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temp);
        return written;
    }
    File::open(&dir)
        .and_then(|d| d.sync_all())
        .map_err(io_error("syncing the directory", &dir))
}

fn parent(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    }
}

/// The temporary file name for `path` with `tag`: `<name>.tmp.<tag>`. Files starting with
/// `<name>.tmp` are leftovers of a crashed writer and are removed at start.
fn temp_path(path: &Path, tag: &str) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "cache".to_owned());
    parent(path).join(format!("{name}.tmp.{tag}"))
}

/// Checks (and, when loose, tightens) the cache directory; creates it 0700 if missing.
pub fn prepare_dir(dir: &Path) -> Result<(), Error> {
    let me = geteuid().as_raw();
    let meta = match fs::symlink_metadata(dir) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            fs::DirBuilder::new()
                .recursive(true)
                .mode(0o700)
                .create(dir)
                .map_err(io_error("creating the directory", dir))?;
            fs::symlink_metadata(dir).map_err(io_error("reading the directory", dir))?
        }
        Err(e) => return Err(io_error("reading the directory", dir)(e)),
    };
    if meta.file_type().is_symlink() {
        return Err(Error::Symlink {
            path: dir.to_owned(),
        });
    }
    if !meta.is_dir() {
        return Err(Error::NotRegular {
            path: dir.to_owned(),
        });
    }
    if meta.uid() != me {
        return Err(Error::ForeignOwner {
            path: dir.to_owned(),
            uid: meta.uid(),
        });
    }
    let mode = meta.mode() & 0o7777;
    if mode != 0o700 {
        fs::set_permissions(dir, fs::Permissions::from_mode(0o700))
            .map_err(io_error("tightening the directory to 0700", dir))?;
        logger::warn(
            "nri cache directory had loose permissions; tightened to 0700",
            &[
                ("path", &dir.display().to_string()),
                ("mode", &format!("{mode:o}")),
            ],
        );
    }
    Ok(())
}

/// Reads the cache file if it can be trusted. `Ok(None)` when there is no file.
fn read_file(path: &Path) -> Result<Option<Zeroizing<Vec<u8>>>, Error> {
    let me = geteuid().as_raw();
    let mut file = match OpenOptions::new()
        .read(true)
        .custom_flags((OFlag::O_NOFOLLOW | OFlag::O_CLOEXEC | OFlag::O_NONBLOCK).bits())
        .open(path)
    {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) if e.raw_os_error() == Some(nix::errno::Errno::ELOOP as i32) => {
            return Err(Error::Symlink {
                path: path.to_owned(),
            });
        }
        Err(e) => return Err(io_error("opening", path)(e)),
    };
    let meta = file.metadata().map_err(io_error("reading", path))?;
    if !meta.is_file() {
        return Err(Error::NotRegular {
            path: path.to_owned(),
        });
    }
    if meta.uid() != me {
        return Err(Error::ForeignOwner {
            path: path.to_owned(),
            uid: meta.uid(),
        });
    }
    if meta.mode() & 0o077 != 0 {
        return Err(Error::LoosePermissions {
            path: path.to_owned(),
            mode: meta.mode() & 0o7777,
        });
    }
    let max = limits::NRI_CACHE_FILE_MAX;
    if meta.len() > max as u64 {
        return Err(Error::TooLarge {
            path: path.to_owned(),
        });
    }
    let mut bytes = Zeroizing::new(Vec::with_capacity(
        usize::try_from(meta.len()).unwrap_or(max).min(max),
    ));
    Read::by_ref(&mut file)
        .take(max as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(io_error("reading", path))?;
    if bytes.len() > max {
        return Err(Error::TooLarge {
            path: path.to_owned(),
        });
    }
    Ok(Some(bytes))
}

/// Removes temporary files a crashed writer left beside `path`.
fn remove_leftovers(path: &Path) {
    let dir = parent(path);
    let Some(name) = path
        .file_name()
        .map(|n| format!("{}.tmp", n.to_string_lossy()))
    else {
        return;
    };
    let Ok(entries) = fs::read_dir(&dir) else {
        return;
    };
    for entry in entries.flatten() {
        let leftover = entry.file_name().to_string_lossy().starts_with(&name);
        let regular = entry.file_type().is_ok_and(|t| t.is_file());
        if leftover && regular {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// The memory cache and its file.
pub struct Cache {
    path: Option<PathBuf>,
    pods: RwLock<HashMap<String, Arc<Entry>>>,
    write: Mutex<()>,
}

impl fmt::Debug for Cache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Cache")
            .field("path", &self.path)
            .field("pods", &self.len())
            .finish()
    }
}

impl Cache {
    /// A cache kept in memory only (tests, or no usable directory).
    pub fn memory() -> Cache {
        Cache {
            path: None,
            pods: RwLock::new(HashMap::new()),
            write: Mutex::new(()),
        }
    }

    /// The cache backed by `path` (`nri.cachePath`). The directory must be usable (see the
    /// module doc), else this fails and the caller decides. A file that cannot be trusted
    /// or parsed is logged, counted in `vdbi_nri_cache_load_errors_total` and dropped: the
    /// cache then starts empty.
    pub fn open(path: &Path) -> Result<Cache, Error> {
        prepare_dir(&parent(path))?;
        remove_leftovers(path);
        let cache = Cache {
            path: Some(path.to_owned()),
            pods: RwLock::new(HashMap::new()),
            write: Mutex::new(()),
        };
        let loaded = read_file(path).and_then(|bytes| match bytes {
            None => Ok(HashMap::new()),
            Some(bytes) => decode(&bytes).map_err(|reason| Error::Corrupt {
                path: path.to_owned(),
                reason,
            }),
        });
        match loaded {
            Ok(pods) => {
                let count = pods.len();
                let mut map = cache.pods.write().unwrap_or_else(PoisonError::into_inner);
                for (uid, mapping) in pods {
                    map.insert(
                        uid,
                        Arc::new(Entry {
                            mapping,
                            source: Source::Unknown,
                        }),
                    );
                }
                drop(map);
                if count > 0 {
                    logger::info(
                        "nri cache loaded",
                        &[
                            ("path", &path.display().to_string()),
                            ("pods", &count.to_string()),
                        ],
                    );
                }
            }
            Err(error) => {
                crate::metrics::global()
                    .nri_cache_load_errors_total
                    .with(&[error.reason()])
                    .inc();
                logger::warn(
                    "nri cache file not used; continuing with an empty cache",
                    &[("error", &error.to_string())],
                );
                // A file we do not trust is not left holding credentials; a symlink is
                // removed too (the link, not its target).
                if !matches!(error, Error::Io { .. } | Error::ForeignOwner { .. }) {
                    let _ = fs::remove_file(path);
                }
            }
        }
        cache.update_gauge();
        Ok(cache)
    }

    /// The file, if any.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The pod's mapping.
    pub fn get(&self, uid: &str) -> Option<Arc<Entry>> {
        self.pods
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .get(uid)
            .cloned()
    }

    /// Number of pods held.
    pub fn len(&self) -> usize {
        self.pods
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    /// Whether no pod is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The pod UIDs held.
    pub fn uids(&self) -> Vec<String> {
        self.pods
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .keys()
            .cloned()
            .collect()
    }

    /// Stores the pod's mapping (replacing an earlier one) and writes the file; returns
    /// the entry. Past [`limits::NRI_CACHE_PODS_MAX`] pods the entry is returned but not
    /// kept (a warning; the next container of that pod fetches again). A failed file write
    /// is counted and returned; the memory cache holds the entry anyway.
    pub fn insert(
        &self,
        uid: &str,
        mapping: Mapping,
        source: Source,
    ) -> (Arc<Entry>, Result<(), Error>) {
        let entry = Arc::new(Entry { mapping, source });
        {
            let mut pods = self.pods.write().unwrap_or_else(PoisonError::into_inner);
            if pods.len() >= limits::NRI_CACHE_PODS_MAX && !pods.contains_key(uid) {
                drop(pods);
                logger::warn(
                    "nri cache full: a pod's credentials are not kept",
                    &[("pods", &limits::NRI_CACHE_PODS_MAX.to_string())],
                );
                return (entry, Ok(()));
            }
            pods.insert(uid.to_owned(), Arc::clone(&entry));
        }
        (entry, self.persist())
    }

    /// Drops the pod; writes the file if it was there. `reason` labels the eviction metric.
    pub fn remove(&self, uid: &str, reason: &str) -> bool {
        let removed = self
            .pods
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(uid)
            .is_some();
        if removed {
            crate::metrics::global()
                .nri_cache_evictions_total
                .with(&[reason])
                .inc();
            self.persist_logged();
        }
        removed
    }

    /// Keeps only the pods for which `keep` is true; returns how many were dropped.
    pub fn retain(&self, keep: impl Fn(&str) -> bool, reason: &str) -> usize {
        let dropped = {
            let mut pods = self.pods.write().unwrap_or_else(PoisonError::into_inner);
            let before = pods.len();
            pods.retain(|uid, _| keep(uid));
            before.saturating_sub(pods.len())
        };
        if dropped > 0 {
            crate::metrics::global()
                .nri_cache_evictions_total
                .with(&[reason])
                .add(dropped as f64);
            self.persist_logged();
        }
        dropped
    }

    fn persist_logged(&self) {
        if let Err(error) = self.persist() {
            logger::warn(
                "nri cache file not written",
                &[("error", &error.to_string())],
            );
        }
    }

    /// Writes the current state to the file (no-op without one).
    fn persist(&self) -> Result<(), Error> {
        self.update_gauge();
        let Some(path) = &self.path else {
            return Ok(());
        };
        let _writer = self.write.lock().unwrap_or_else(PoisonError::into_inner);
        // The snapshot is taken under the writer lock, so the last write always holds the
        // newest state.
        let snapshot: Vec<(String, Arc<Entry>)> = self
            .pods
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .map(|(uid, entry)| (uid.clone(), Arc::clone(entry)))
            .collect();
        let bytes = encode(
            snapshot
                .iter()
                .map(|(uid, entry)| (uid.as_str(), &entry.mapping)),
        )
        .map_err(|reason| Error::Corrupt {
            path: path.clone(),
            reason,
        })?;
        let written = write_atomic(path, &bytes);
        if written.is_err() {
            crate::metrics::global().nri_cache_write_errors_total.inc();
        }
        written
    }

    fn update_gauge(&self) {
        crate::metrics::global()
            .nri_cache_entries
            .set(self.len() as f64);
    }
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::symlink;

    use super::*;

    fn ph(n: u8) -> Placeholder {
        Placeholder::from_bytes(&[n; 32])
    }

    fn mapping(pairs: &[(u8, &str)]) -> Mapping {
        pairs
            .iter()
            .map(|(n, v)| (ph(*n), SecretString::new((*v).to_owned())))
            .collect()
    }

    fn tempdir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "vdbi-nri-cache-{name}-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos()
        ));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    fn check_decode(input: &str, expect: Result<usize, &str>) {
        let got = decode(input.as_bytes()).map(|p| p.len());
        match expect {
            Ok(n) => assert_eq!(got.unwrap(), n, "{input}"),
            Err(part) => assert!(got.unwrap_err().contains(part), "{input}"),
        }
    }

    #[test]
    fn file_format() {
        let p = ph(0xab);
        check_decode(r#"{"version":1,"pods":{}}"#, Ok(0));
        check_decode(r#"{"version":1}"#, Ok(0));
        check_decode(
            &format!(
                r#"{{"version":1,"pods":{{"u1":{{"{}":"x"}},"u2":{{}}}}}}"#,
                p.as_str()
            ),
            Ok(2),
        );
        check_decode(r#"{"version":2,"pods":{}}"#, Err("unknown version 2"));
        check_decode(
            r#"{"version":1,"pods":{"u":{"nope":"secret"}}}"#,
            Err("not a placeholder"),
        );
        check_decode(
            r#"{"version":1,"pods":{"u":{"k":1}}}"#,
            Err("not the cache format"),
        );
        check_decode(r#"{"version":1,"#, Err("not the cache format"));
        check_decode("", Err("not the cache format"));
        // A corrupt file's message never quotes its content.
        let err = decode(br#"{"version":1,"pods":{"u":{"k":"hunter2"}}}"#).unwrap_err();
        assert!(!err.contains("hunter2"));
    }

    #[test]
    fn encode_then_decode_is_identity() {
        let a = mapping(&[(1, "user"), (2, "p\"a\\ss\u{e9}")]);
        let b = mapping(&[(3, "x")]);
        let bytes = encode([("uid-a", &a), ("uid-b", &b)]).unwrap();
        let text = std::str::from_utf8(&bytes).unwrap();
        assert!(text.starts_with(r#"{"version":1,"pods":{"#), "{text}");
        let back = decode(&bytes).unwrap();
        assert_eq!(back.get("uid-a"), Some(&a));
        assert_eq!(back.get("uid-b"), Some(&b));
    }

    #[test]
    fn open_insert_reload_remove() {
        let dir = tempdir("reload");
        let path = dir.join("nri").join("cache.json");
        let cache = Cache::open(&path).unwrap();
        assert!(cache.is_empty());
        let mode = fs::metadata(path.parent().unwrap()).unwrap().mode() & 0o777;
        assert_eq!(mode, 0o700);
        cache
            .insert("uid-1", mapping(&[(1, "a")]), Source::Sync)
            .1
            .unwrap();
        cache
            .insert("uid-2", mapping(&[(2, "b")]), Source::Prewarm)
            .1
            .unwrap();
        let meta = fs::metadata(&path).unwrap();
        assert_eq!(meta.mode() & 0o777, 0o600);
        let again = Cache::open(&path).unwrap();
        assert_eq!(again.len(), 2);
        let entry = again.get("uid-1").unwrap();
        assert_eq!(entry.source, Source::Unknown);
        assert_eq!(entry.mapping, mapping(&[(1, "a")]));
        assert!(again.remove("uid-1", "remove_pod_sandbox"));
        assert!(!again.remove("uid-1", "remove_pod_sandbox"));
        assert_eq!(again.retain(|uid| uid != "uid-2", "synchronize"), 1);
        assert_eq!(Cache::open(&path).unwrap().len(), 0);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn loose_directory_is_tightened_and_leftovers_removed() {
        let dir = tempdir("loose");
        fs::create_dir_all(&dir).unwrap();
        fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).unwrap();
        let path = dir.join("cache.json");
        fs::write(dir.join("cache.json.tmp.1.2"), b"half").unwrap();
        let _cache = Cache::open(&path).unwrap();
        assert_eq!(fs::metadata(&dir).unwrap().mode() & 0o777, 0o700);
        assert!(!dir.join("cache.json.tmp.1.2").exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn untrusted_files_and_directories_are_refused() {
        let dir = tempdir("refuse");
        fs::create_dir_all(&dir).unwrap();
        // A symlinked directory.
        let real = dir.join("real");
        fs::create_dir(&real).unwrap();
        let link = dir.join("link");
        symlink(&real, &link).unwrap();
        let err = Cache::open(&link.join("cache.json")).unwrap_err();
        assert_eq!(err.reason(), "symlink");
        // A directory where a file should be is not a directory.
        let file_dir = dir.join("plain");
        fs::write(&file_dir, b"").unwrap();
        let err = Cache::open(&file_dir.join("cache.json")).unwrap_err();
        assert_eq!(err.reason(), "not_regular");

        let p = ph(7);
        let good = format!(r#"{{"version":1,"pods":{{"u":{{"{}":"v"}}}}}}"#, p.as_str());
        // A symlinked file: not followed, dropped, empty cache.
        let target = dir.join("target.json");
        fs::write(&target, &good).unwrap();
        fs::set_permissions(&target, fs::Permissions::from_mode(0o600)).unwrap();
        let cache_path = real.join("cache.json");
        symlink(&target, &cache_path).unwrap();
        assert!(Cache::open(&cache_path).unwrap().is_empty());
        assert!(target.exists(), "the link's target is left alone");
        assert!(
            fs::symlink_metadata(&cache_path).is_err(),
            "the link is removed"
        );
        // A world-readable file: not trusted, removed.
        fs::write(&cache_path, &good).unwrap();
        fs::set_permissions(&cache_path, fs::Permissions::from_mode(0o644)).unwrap();
        assert!(Cache::open(&cache_path).unwrap().is_empty());
        assert!(!cache_path.exists());
        // A corrupt file: empty cache.
        fs::write(&cache_path, b"{\"version\":1,\"pods\":{").unwrap();
        fs::set_permissions(&cache_path, fs::Permissions::from_mode(0o600)).unwrap();
        let before = crate::metrics::global()
            .nri_cache_load_errors_total
            .with(&["corrupt"])
            .get();
        assert!(Cache::open(&cache_path).unwrap().is_empty());
        let after = crate::metrics::global()
            .nri_cache_load_errors_total
            .with(&["corrupt"])
            .get();
        assert!(after > before);
        // The good file loads.
        fs::write(&cache_path, &good).unwrap();
        fs::set_permissions(&cache_path, fs::Permissions::from_mode(0o600)).unwrap();
        assert_eq!(Cache::open(&cache_path).unwrap().len(), 1);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn foreign_owners_are_refused() {
        // Needs root to hand the directory and file to another user (the plugin runs as
        // root; so do these tests in CI).
        if geteuid().as_raw() != 0 {
            return;
        }
        let nobody = nix::unistd::Uid::from_raw(65534);
        let dir = tempdir("foreign");
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("cache.json");
        nix::unistd::chown(&dir, Some(nobody), None).unwrap();
        let err = Cache::open(&path).unwrap_err();
        assert_eq!(err.reason(), "foreign_owner");
        assert!(err.to_string().contains("uid 65534"), "{err}");
        // A file owned by someone else in our directory is not used, and not deleted.
        nix::unistd::chown(&dir, Some(geteuid()), None).unwrap();
        fs::write(&path, br#"{"version":1,"pods":{}}"#).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        nix::unistd::chown(&path, Some(nobody), None).unwrap();
        assert!(Cache::open(&path).unwrap().is_empty());
        assert!(path.exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn write_atomic_refuses_a_planted_temp_symlink_and_never_follows_it() {
        let dir = tempdir("planted");
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("cache.json");
        write_atomic(&path, b"one").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"one");
        write_atomic(&path, b"two").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"two");
        // Nothing is left beside the file.
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names.len(), 1, "{names:?}");
        fs::remove_dir_all(&dir).unwrap();
    }
}
