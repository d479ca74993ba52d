//! The kubelet's side of a pod's Vault-audience token volume, because no kubelet runs
//! here: for a pod scheduled on "this node", the token file under a kubelet root directory
//! exactly where and how the kubelet writes it, so that the NRI plugin reads it as it would
//! on a node.
//!
//! - Where: [`vault_db_injector::podtoken::host_path`], the kubelet's
//!   `<root>/pods/<uid>/volumes/kubernetes.io~projected/<volume>/<path>`.
//! - How: the kubelet's atomic writer. The file is written in a fresh `..<timestamp>`
//!   directory, `..data` is a symlink to that directory (swapped with a rename, so a reader
//!   sees the old or the new token, never half of one), and `token` is a symlink to
//!   `..data/token`.
//! - What: a service-account JWT signed by the API double's issuer like its TokenRequest
//!   tokens ([`KubeApi::issue_pod_token`]), so OpenBao's kubernetes auth accepts it,
//!   bound to the pod and its node, with the audience and expiry of the pod's
//!   `serviceAccountToken` projection.
//!
//! A pod that declares no `vdbi-vault-token` volume gets nothing from a real kubelet. A
//! [`Kubelet::lenient`] double writes a token for it anyway, with the audience given, for
//! tests of the plugin alone whose pods were not admitted by a webhook that adds the
//! volume.

use std::fs;
use std::io;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use k8s_openapi::api::core::v1::Pod;
use vault_db_injector::podtoken;

use crate::kube_api::KubeApi;

/// The expiry the kubelet asks for when a projection names none (Kubernetes' default).
const DEFAULT_EXPIRATION: Duration = Duration::from_secs(3600);

/// A kubelet root directory and what the double writes under it.
#[derive(Debug, Clone)]
pub struct Kubelet {
    root: PathBuf,
    fallback_audience: Option<String>,
}

/// Distinguishes timestamped directories written within one clock tick.
static GENERATION: AtomicU64 = AtomicU64::new(0);

impl Kubelet {
    /// A strict kubelet at `root` (created): tokens only for pods that declare the volume.
    pub fn new(root: &Path) -> io::Result<Kubelet> {
        fs::create_dir_all(root)?;
        Ok(Kubelet {
            root: root.to_owned(),
            fallback_audience: None,
        })
    }

    /// Also writes a token, for `audience`, for a pod that declares no volume.
    pub fn lenient(mut self, audience: &str) -> Kubelet {
        self.fallback_audience = Some(audience.to_owned());
        self
    }

    /// The root directory (the plugin's `nri.kubeletRootDir`).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where the token file of pod `uid` is (`None` for a UID that is not a UUID).
    pub fn token_path(&self, uid: &str) -> Option<PathBuf> {
        podtoken::host_path(&self.root, uid)
    }

    /// Mounts the pod's token volume as the kubelet does before the pod's sandbox starts:
    /// a token for the pod, with the projection's audience and expiry. Returns whether a
    /// token was written (false: the pod declares no volume and the double is strict).
    pub fn mount(&self, api: &KubeApi, pod: &Pod) -> io::Result<bool> {
        let (audiences, ttl) = match projection(pod) {
            Some(found) => found,
            None => match &self.fallback_audience {
                Some(audience) => (vec![audience.clone()], DEFAULT_EXPIRATION),
                None => return Ok(false),
            },
        };
        let token = api.issue_pod_token(pod, &audiences, ttl)?;
        let uid = pod.metadata.uid.as_deref().unwrap_or_default();
        self.write(uid, token.as_bytes())?;
        Ok(true)
    }

    /// Writes `content` as pod `uid`'s token file with the atomic writer's layout (over a
    /// token written before: a new timestamped directory, `..data` swapped to it, the old
    /// one removed). Tests use it directly to put a forged file where the plugin reads.
    pub fn write(&self, uid: &str, content: &[u8]) -> io::Result<PathBuf> {
        let path = self
            .token_path(uid)
            .ok_or_else(|| io::Error::other(format!("pod uid {uid:?} is not a UUID")))?;
        let dir = path
            .parent()
            .ok_or_else(|| io::Error::other("token path without a directory"))?
            .to_owned();
        fs::create_dir_all(&dir)?;
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        let stamp = format!(
            "..{}_{:09}.{}",
            now.as_secs(),
            now.subsec_nanos(),
            GENERATION.fetch_add(1, Ordering::Relaxed)
        );
        fs::create_dir(dir.join(&stamp))?;
        fs::write(dir.join(&stamp).join(podtoken::FILE_NAME), content)?;
        let previous = fs::read_link(dir.join("..data")).ok();
        let staged = dir.join("..data_tmp");
        let _ = fs::remove_file(&staged);
        symlink(&stamp, &staged)?;
        fs::rename(&staged, dir.join("..data"))?;
        let link = dir.join(podtoken::FILE_NAME);
        if fs::symlink_metadata(&link).is_err() {
            symlink(format!("..data/{}", podtoken::FILE_NAME), &link)?;
        }
        if let Some(previous) = previous
            && previous != Path::new(&stamp)
        {
            let _ = fs::remove_dir_all(dir.join(previous));
        }
        Ok(path)
    }

    /// Removes pod `uid`'s volume directory (the pod is gone, or a test's "not written").
    pub fn unmount(&self, uid: &str) -> io::Result<()> {
        let Some(path) = self.token_path(uid) else {
            return Ok(());
        };
        match path.parent().map(fs::remove_dir_all) {
            Some(Err(e)) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }
}

/// The audience and expiry of the pod's `vdbi-vault-token` projection, if it declares one.
fn projection(pod: &Pod) -> Option<(Vec<String>, Duration)> {
    let volume = pod
        .spec
        .as_ref()?
        .volumes
        .as_ref()?
        .iter()
        .find(|v| v.name == podtoken::VOLUME_NAME)?;
    let source = volume
        .projected
        .as_ref()?
        .sources
        .as_ref()?
        .iter()
        .find_map(|s| s.service_account_token.as_ref())?;
    // No audience: the apiserver's own, as the kubelet asks for.
    let audiences = vec![
        source
            .audience
            .clone()
            .unwrap_or_else(|| crate::kube_api::jwt::API_AUDIENCE.to_owned()),
    ];
    let ttl = source
        .expiration_seconds
        .and_then(|s| u64::try_from(s).ok())
        .map_or(DEFAULT_EXPIRATION, Duration::from_secs);
    Some((audiences, ttl))
}
