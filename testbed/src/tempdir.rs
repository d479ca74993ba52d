//! A temporary directory removed on drop (no `tempfile` crate: this is all we need).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// A directory under the system temp dir, removed with its content when dropped unless
/// [`TempDir::keep`] was called.
#[derive(Debug)]
pub struct TempDir {
    path: PathBuf,
    keep: bool,
}

impl TempDir {
    /// Creates `<tmp>/vdbi-<prefix>-<pid>-<n>-<nanos>` with mode 0700.
    pub fn new(prefix: &str) -> io::Result<TempDir> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let path =
            std::env::temp_dir().join(format!("vdbi-{prefix}-{}-{n}-{nanos}", std::process::id()));
        fs::create_dir_all(&path)?;
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o700))?;
        Ok(TempDir { path, keep: false })
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Leaves the directory in place after drop (for `--keep` and post-mortems).
    pub fn keep(&mut self) {
        self.keep = true;
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        if !self.keep {
            let _ = fs::remove_dir_all(&self.path);
        }
    }
}
