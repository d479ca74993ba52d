//! The pod's Vault-audience token volume (NRI delivery): the one place that names it.
//!
//! In NRI delivery the webhook adds to each pod a projected service-account token volume
//! (audience: Vault's, short expiry) and mounts it into the pod's containers, because the
//! kubelet only populates a volume that some container mounts. The NRI plugin on the pod's
//! node then reads that token from the kubelet's directory for the pod and logs in to
//! Vault *as the pod*: it holds no token-minting permission of its own, so root on a node
//! reaches only the tokens the kubelet of that node already wrote, those of its own pods.
//!
//! This module is a leaf shared by admission (which writes the volume) and the plugin
//! (which reads the file): names and the path rule only, no IO.

use std::path::{Path, PathBuf};

/// The reserved volume name. A pod that already declares it is refused at admission:
/// otherwise a pod could mount a token of another audience (or a file of its own) where
/// the plugin looks.
pub const VOLUME_NAME: &str = "vdbi-vault-token";

/// Where the volume is mounted in the pod's containers (read-only).
pub const MOUNT_PATH: &str = "/var/run/secrets/vault-db-injector";

/// The token's file name inside the volume.
pub const FILE_NAME: &str = "token";

/// The kubelet's default root directory (`--root-dir`); distributions differ (k0s:
/// `/var/lib/k0s/kubelet`, MicroK8s: `/var/snap/microk8s/common/var/lib/kubelet`), hence
/// the `nri.kubeletRootDir` setting.
pub const DEFAULT_KUBELET_ROOT: &str = "/var/lib/kubelet";

/// The token file of pod `pod_uid` under the kubelet root:
/// `<root>/pods/<uid>/volumes/kubernetes.io~projected/<VOLUME_NAME>/token`.
///
/// `None` when the UID is not a Kubernetes UID (lowercase hex and dashes, 36 characters),
/// so that a sandbox UID from the runtime can never name a path outside the pod's
/// directory (`..`, `/`).
pub fn host_path(kubelet_root: &Path, pod_uid: &str) -> Option<PathBuf> {
    if !is_uid(pod_uid) {
        return None;
    }
    Some(
        kubelet_root
            .join("pods")
            .join(pod_uid)
            .join("volumes")
            .join("kubernetes.io~projected")
            .join(VOLUME_NAME)
            .join(FILE_NAME),
    )
}

/// A UID as the API server makes them (RFC 4122 text form, lowercase).
fn is_uid(text: &str) -> bool {
    text.len() == 36
        && text.bytes().enumerate().all(|(at, byte)| match at {
            8 | 13 | 18 | 23 => byte == b'-',
            _ => byte.is_ascii_digit() || (b'a'..=b'f').contains(&byte),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_is_the_kubelets_projected_volume_layout() {
        let path = host_path(
            Path::new("/var/lib/kubelet"),
            "0f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b",
        );
        assert_eq!(
            path,
            Some(PathBuf::from(
                "/var/lib/kubelet/pods/0f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b/volumes/kubernetes.io~projected/vdbi-vault-token/token"
            ))
        );
    }

    #[test]
    fn a_uid_that_could_leave_the_pod_directory_names_no_path() {
        let root = Path::new("/var/lib/kubelet");
        for uid in [
            "",
            "..",
            "../../etc/shadow",
            "0f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b/..",
            "0F8E4C2A-1B3D-4E5F-8A9B-0C1D2E3F4A5B",
            "0f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5/",
            "0f8e4c2a_1b3d_4e5f_8a9b_0c1d2e3f4a5b",
        ] {
            assert_eq!(host_path(root, uid), None, "{uid:?}");
        }
    }
}
