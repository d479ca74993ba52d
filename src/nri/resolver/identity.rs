//! The pod's own identity for projected auth: its Vault-audience token, read from the
//! kubelet's directory for the pod ([`crate::podtoken`]), and the token's `kubernetes.io`
//! claims checked against the pod as the API and the runtime name it.
//!
//! Why a file and not a TokenRequest: whoever may call TokenRequest picks the service
//! account, the audience and the pod, in every namespace, so a DaemonSet holding that right
//! gives root on any node every pod's identity. The kubelet of a node already writes the
//! tokens of that node's pods (admission adds the volume to NRI pods), so reading them
//! gives root on node X exactly what the kubelet on X has.
//!
//! The kubelet writes a projected volume with its atomic writer: `..<timestamp>/token` is
//! the file, `..data` a symlink to the timestamped directory, `token` a symlink to
//! `..data/token`. The path is resolved and must stay inside the volume's directory (a
//! link that leads elsewhere is refused, whatever it points at), the file must be regular
//! and at most [`limits::NRI_POD_TOKEN_MAX_BYTES`].
//!
//! The signature is not checked here: Vault verifies it at login (OpenBao's kubernetes
//! auth asks the API server's TokenReview), so a forged token gets nothing there. The
//! claims are checked so that a token Vault *would* accept but that belongs to another
//! pod (a file put in this pod's directory by whoever can write there) never logs in on
//! this pod's behalf: its pod UID, namespace and service account must be this pod's, and
//! it must not have expired.

use std::fmt;
use std::fs::{self, OpenOptions};
use std::io::{self, Read};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use nix::fcntl::OFlag;
use serde::Deserialize;

use crate::base64::{self, Alphabet};
use crate::limits;
use crate::podtoken;
use crate::secret::SecretString;

/// Why the pod's token could not be used. Never holds the token or a part of it.
#[derive(Debug)]
pub enum Error {
    /// The sandbox UID is not a Kubernetes UID, so it names no pod directory.
    BadUid,
    /// No token file (or a link to nothing) at `path`.
    Missing {
        /// The path looked at.
        path: PathBuf,
    },
    /// The token file resolves to a place outside the pod's volume directory.
    Escapes {
        /// The path looked at.
        path: PathBuf,
    },
    /// The token file is not a regular file.
    NotRegular {
        /// The resolved path.
        path: PathBuf,
    },
    /// The token file is larger than [`limits::NRI_POD_TOKEN_MAX_BYTES`].
    TooLarge {
        /// The resolved path.
        path: PathBuf,
    },
    /// Reading failed.
    Io {
        /// The path.
        path: PathBuf,
        /// The error.
        source: io::Error,
    },
    /// Not a JWT with the `kubernetes.io` claims of a service-account token.
    Malformed {
        /// What is wrong.
        why: &'static str,
    },
    /// The token has expired (the kubelet refreshes it well before; it stopped doing so).
    Expired,
    /// A claim names another pod, namespace or service account than the pod at hand.
    Mismatch {
        /// The claim that differs.
        claim: &'static str,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BadUid => f.write_str("the sandbox's pod UID is not a Kubernetes UID"),
            Error::Missing { path } => write!(f, "no token file at {}", path.display()),
            Error::Escapes { path } => write!(
                f,
                "the token file {} leads outside the pod's volume directory; refused",
                path.display()
            ),
            Error::NotRegular { path } => {
                write!(f, "the token file {} is not a regular file", path.display())
            }
            Error::TooLarge { path } => write!(
                f,
                "the token file {} is larger than {} bytes",
                path.display(),
                limits::NRI_POD_TOKEN_MAX_BYTES
            ),
            Error::Io { path, source } => {
                write!(f, "reading the token file {}: {source}", path.display())
            }
            Error::Malformed { why } => write!(f, "the pod's token is not usable: {why}"),
            Error::Expired => f.write_str("the pod's token has expired"),
            Error::Mismatch { claim } => write!(
                f,
                "the pod's token claim {claim} names another pod than the sandbox's"
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

/// The claims of a pod's service-account token that the plugin checks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claims {
    /// `kubernetes.io/namespace`.
    pub namespace: String,
    /// `kubernetes.io/serviceaccount/name`.
    pub service_account: String,
    /// `kubernetes.io/pod/uid`, if the token is bound to a pod.
    pub pod_uid: Option<String>,
    /// `exp` (Unix seconds).
    pub expires_at: u64,
}

/// The pod a token must belong to: the API's namespace and service account, the
/// sandbox's UID (which the API's pod has too, checked before).
#[derive(Debug, Clone, Copy)]
pub struct Expected<'a> {
    /// The namespace.
    pub namespace: &'a str,
    /// The service account.
    pub service_account: &'a str,
    /// The pod UID.
    pub pod_uid: &'a str,
}

/// Reads pod `pod_uid`'s token under `kubelet_root`, resolving the kubelet's symlinks
/// inside the volume's directory only.
pub fn read_token(kubelet_root: &Path, pod_uid: &str) -> Result<SecretString, Error> {
    let path = podtoken::host_path(kubelet_root, pod_uid).ok_or(Error::BadUid)?;
    let resolved = resolve(&path)?;
    // O_NOFOLLOW: the resolved path's last part is no link unless one was swapped in
    // meanwhile; O_NONBLOCK: a FIFO there does not hang the fetch worker.
    let mut file = OpenOptions::new()
        .read(true)
        .custom_flags((OFlag::O_NOFOLLOW | OFlag::O_NONBLOCK | OFlag::O_CLOEXEC).bits())
        .open(&resolved)
        .map_err(|source| io_error(&resolved, source))?;
    let meta = file
        .metadata()
        .map_err(|source| io_error(&resolved, source))?;
    if !meta.is_file() {
        return Err(Error::NotRegular { path: resolved });
    }
    if meta.len() > limits::NRI_POD_TOKEN_MAX_BYTES {
        return Err(Error::TooLarge { path: resolved });
    }
    let mut bytes = Vec::new();
    file.by_ref()
        .take(limits::NRI_POD_TOKEN_MAX_BYTES.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|source| io_error(&resolved, source))?;
    if bytes.len() as u64 > limits::NRI_POD_TOKEN_MAX_BYTES {
        return Err(Error::TooLarge { path: resolved });
    }
    while bytes.last().is_some_and(u8::is_ascii_whitespace) {
        bytes.pop();
    }
    let token =
        SecretString::from_utf8(bytes).map_err(|_| Error::Malformed { why: "not UTF-8" })?;
    if token.is_empty() {
        return Err(Error::Malformed { why: "empty" });
    }
    Ok(token)
}

/// Whether pod `pod_uid`'s token file is there (the prewarmer's look: one `stat`, links
/// followed; [`read_token`] does the checks).
pub fn token_present(kubelet_root: &Path, pod_uid: &str) -> bool {
    podtoken::host_path(kubelet_root, pod_uid).is_some_and(|path| path.is_file())
}

/// `path` with every link resolved, refused unless it stays inside its own directory (the
/// volume's).
fn resolve(path: &Path) -> Result<PathBuf, Error> {
    let missing = || Error::Missing {
        path: path.to_owned(),
    };
    let Some(dir) = path.parent() else {
        return Err(missing());
    };
    let canonical = |p: &Path| {
        fs::canonicalize(p).map_err(|source| match source.kind() {
            io::ErrorKind::NotFound => missing(),
            _ => io_error(path, source),
        })
    };
    let dir = canonical(dir)?;
    let resolved = canonical(path)?;
    if resolved == dir || !resolved.starts_with(&dir) {
        return Err(Error::Escapes {
            path: path.to_owned(),
        });
    }
    Ok(resolved)
}

fn io_error(path: &Path, source: io::Error) -> Error {
    Error::Io {
        path: path.to_owned(),
        source,
    }
}

#[derive(Deserialize)]
struct Payload {
    exp: Option<u64>,
    #[serde(rename = "kubernetes.io")]
    kubernetes: Option<KubeClaim>,
}

#[derive(Deserialize)]
struct KubeClaim {
    namespace: Option<String>,
    serviceaccount: Option<NameUid>,
    pod: Option<NameUid>,
}

#[derive(Deserialize)]
struct NameUid {
    name: Option<String>,
    uid: Option<String>,
}

/// The claims of `jwt` (its payload decoded; the signature is Vault's to verify).
pub fn claims(jwt: &SecretString) -> Result<Claims, Error> {
    let mut parts = jwt.expose_secret().split('.');
    let (Some(_header), Some(payload), Some(_signature), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(Error::Malformed {
            why: "not three dot-separated parts",
        });
    };
    let bytes = base64::decode(payload, Alphabet::UrlSafe).ok_or(Error::Malformed {
        why: "the payload is not base64url",
    })?;
    let payload: Payload = serde_json::from_slice(&bytes).map_err(|_| Error::Malformed {
        why: "the payload is not a JSON object of claims",
    })?;
    let kube = payload.kubernetes.ok_or(Error::Malformed {
        why: "no kubernetes.io claim (not a service-account token)",
    })?;
    let namespace = kube
        .namespace
        .filter(|n| !n.is_empty())
        .ok_or(Error::Malformed {
            why: "no kubernetes.io/namespace claim",
        })?;
    let service_account = kube
        .serviceaccount
        .and_then(|sa| sa.name)
        .filter(|n| !n.is_empty())
        .ok_or(Error::Malformed {
            why: "no kubernetes.io/serviceaccount/name claim",
        })?;
    let expires_at = payload.exp.ok_or(Error::Malformed {
        why: "no exp claim",
    })?;
    Ok(Claims {
        namespace,
        service_account,
        pod_uid: kube.pod.and_then(|pod| pod.uid),
        expires_at,
    })
}

/// Checks that `claims` belong to `expected` and have not expired at `now` (Unix seconds).
pub fn check(claims: &Claims, expected: &Expected<'_>, now: u64) -> Result<(), Error> {
    let mismatch = |claim| Err(Error::Mismatch { claim });
    match claims.pod_uid.as_deref() {
        None => return mismatch("kubernetes.io/pod (the token is bound to no pod)"),
        Some(uid) if uid != expected.pod_uid => return mismatch("kubernetes.io/pod/uid"),
        Some(_) => {}
    }
    if claims.namespace != expected.namespace {
        return mismatch("kubernetes.io/namespace");
    }
    if claims.service_account != expected.service_account {
        return mismatch("kubernetes.io/serviceaccount/name");
    }
    if claims.expires_at <= now {
        return Err(Error::Expired);
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    const UID: &str = "0f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
    const OTHER_UID: &str = "1f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b";

    fn encode(bytes: &[u8]) -> String {
        const ALPHABET: &[u8; 64] =
            b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let mut out = String::new();
        for chunk in bytes.chunks(3) {
            let n = chunk
                .iter()
                .enumerate()
                .fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
            for i in 0..=chunk.len() {
                out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
            }
        }
        out
    }

    fn jwt(payload: &serde_json::Value) -> SecretString {
        SecretString::new(format!(
            "{}.{}.c2ln",
            encode(br#"{"alg":"RS256"}"#),
            encode(payload.to_string().as_bytes())
        ))
    }

    fn bound(uid: &str, namespace: &str, sa: &str, exp: u64) -> serde_json::Value {
        serde_json::json!({
            "aud": ["vault"], "exp": exp, "iat": 1, "iss": "https://kubernetes.default.svc",
            "sub": format!("system:serviceaccount:{namespace}:{sa}"),
            "kubernetes.io": {
                "namespace": namespace,
                "serviceaccount": {"name": sa, "uid": "s-1"},
                "pod": {"name": "app", "uid": uid},
                "node": {"name": "node-1", "uid": "n-1"},
            }
        })
    }

    const EXPECTED: Expected<'static> = Expected {
        namespace: "apps",
        service_account: "web",
        pod_uid: UID,
    };

    #[test]
    fn claims_of_a_bound_token_are_read_and_checked() {
        let token = jwt(&bound(UID, "apps", "web", 2_000));
        let got = claims(&token).unwrap();
        assert_eq!(
            got,
            Claims {
                namespace: "apps".into(),
                service_account: "web".into(),
                pod_uid: Some(UID.into()),
                expires_at: 2_000,
            }
        );
        assert!(check(&got, &EXPECTED, 1_000).is_ok());
    }

    #[test]
    fn each_claim_that_names_another_pod_is_refused() {
        let cases = [
            (
                bound(OTHER_UID, "apps", "web", 2_000),
                "kubernetes.io/pod/uid",
            ),
            (bound(UID, "other", "web", 2_000), "kubernetes.io/namespace"),
            (
                bound(UID, "apps", "intruder", 2_000),
                "kubernetes.io/serviceaccount/name",
            ),
        ];
        for (payload, expect) in cases {
            let got = check(&claims(&jwt(&payload)).unwrap(), &EXPECTED, 1_000);
            assert!(
                matches!(got, Err(Error::Mismatch { claim }) if claim == expect),
                "{expect}: {got:?}"
            );
        }
        // Not bound to a pod at all (a plain service-account token).
        let mut unbound = bound(UID, "apps", "web", 2_000);
        unbound["kubernetes.io"]
            .as_object_mut()
            .unwrap()
            .remove("pod");
        let got = check(&claims(&jwt(&unbound)).unwrap(), &EXPECTED, 1_000);
        assert!(matches!(got, Err(Error::Mismatch { .. })), "{got:?}");
        // Expired.
        let got = check(
            &claims(&jwt(&bound(UID, "apps", "web", 1_000))).unwrap(),
            &EXPECTED,
            1_000,
        );
        assert!(matches!(got, Err(Error::Expired)), "{got:?}");
    }

    #[test]
    fn what_is_not_a_service_account_jwt_is_malformed_and_never_shown() {
        let secret = "c2VjcmV0LXBhcnQ";
        for text in [
            String::new(),
            "a.b".to_owned(),
            "a.b.c.d".to_owned(),
            format!("x.{secret}!.y"),
            format!("x.{}.y", encode(b"[1,2]")),
            format!("x.{}.y", encode(br#"{"exp":5}"#)),
            format!(
                "x.{}.y",
                encode(br#"{"exp":5,"kubernetes.io":{"namespace":"a"}}"#)
            ),
            format!(
                "x.{}.y",
                encode(br#"{"kubernetes.io":{"namespace":"a","serviceaccount":{"name":"b"}}}"#)
            ),
        ] {
            let error = claims(&SecretString::new(text.clone())).unwrap_err();
            assert!(
                matches!(error, Error::Malformed { .. }),
                "{text}: {error:?}"
            );
            assert!(!error.to_string().contains(secret));
        }
    }

    /// The kubelet's atomic-writer layout, under `<root>/pods/<uid>/volumes/...`.
    fn volume(root: &Path, uid: &str) -> PathBuf {
        let dir = podtoken::host_path(root, uid)
            .unwrap()
            .parent()
            .unwrap()
            .to_owned();
        fs::create_dir_all(dir.join("..2026_12_01_16_00_00.000000001")).unwrap();
        dir
    }

    fn atomic_writer(dir: &Path, content: &[u8]) {
        let stamp = "..2026_12_01_16_00_00.000000001";
        fs::write(dir.join(stamp).join("token"), content).unwrap();
        symlink(stamp, dir.join("..data")).unwrap();
        symlink("..data/token", dir.join("token")).unwrap();
    }

    #[test]
    fn the_kubelets_atomic_writer_layout_is_read() {
        let tmp = vdbi_testbed::tempdir::TempDir::new("pod-token").unwrap();
        let root = tmp.path().join("kubelet");
        let dir = volume(&root, UID);
        atomic_writer(&dir, b"a.b.c\n");
        let token = read_token(&root, UID).unwrap();
        assert_eq!(token.expose_secret(), "a.b.c");
        assert!(token_present(&root, UID));
        // Another pod's directory has nothing.
        assert!(matches!(
            read_token(&root, OTHER_UID),
            Err(Error::Missing { .. })
        ));
        assert!(!token_present(&root, OTHER_UID));
        assert!(matches!(read_token(&root, "../x"), Err(Error::BadUid)));
    }

    #[test]
    fn a_link_that_leaves_the_volume_directory_is_refused() {
        let tmp = vdbi_testbed::tempdir::TempDir::new("pod-token-escape").unwrap();
        let root = tmp.path().join("kubelet");
        // Another pod's genuine token, and a file outside every volume.
        let other = volume(&root, OTHER_UID);
        atomic_writer(&other, b"other.pod.token");
        let outside = tmp.path().join("outside");
        fs::write(&outside, b"x.y.z").unwrap();

        // `token` straight at another pod's token, at a file outside, and `..data` at
        // another pod's timestamped directory: each refused, whatever it reads.
        let targets: [(&str, PathBuf); 3] = [
            ("token", other.join("token")),
            ("token", outside.clone()),
            ("..data", other.join("..2026_12_01_16_00_00.000000001")),
        ];
        for (link, target) in targets {
            let uid = UID;
            let dir = volume(&root, uid);
            if link == "..data" {
                symlink(&target, dir.join("..data")).unwrap();
                symlink("..data/token", dir.join("token")).unwrap();
            } else {
                symlink(&target, dir.join("token")).unwrap();
            }
            let got = read_token(&root, uid);
            assert!(
                matches!(got, Err(Error::Escapes { .. })),
                "{link} -> {}: {got:?}",
                target.display()
            );
            fs::remove_dir_all(dir.parent().unwrap()).unwrap();
        }
        // A link to nothing is a missing token, not a crash.
        let dir = volume(&root, UID);
        symlink("..data/token", dir.join("token")).unwrap();
        assert!(matches!(read_token(&root, UID), Err(Error::Missing { .. })));
    }

    #[test]
    fn odd_files_are_refused() {
        let tmp = vdbi_testbed::tempdir::TempDir::new("pod-token-odd").unwrap();
        let root = tmp.path().join("kubelet");
        let dir = volume(&root, UID);
        // A directory where the file should be.
        fs::create_dir(dir.join("token")).unwrap();
        assert!(matches!(
            read_token(&root, UID),
            Err(Error::Escapes { .. } | Error::NotRegular { .. })
        ));
        fs::remove_dir(dir.join("token")).unwrap();
        // Too large.
        let big = vec![b'a'; (limits::NRI_POD_TOKEN_MAX_BYTES + 1) as usize];
        fs::write(dir.join("token"), big).unwrap();
        assert!(matches!(
            read_token(&root, UID),
            Err(Error::TooLarge { .. })
        ));
        // Empty, and not UTF-8.
        fs::write(dir.join("token"), b"").unwrap();
        assert!(matches!(
            read_token(&root, UID),
            Err(Error::Malformed { .. })
        ));
        fs::write(dir.join("token"), b"\xff\xfe").unwrap();
        assert!(matches!(
            read_token(&root, UID),
            Err(Error::Malformed { .. })
        ));
        // A FIFO does not hang the reader.
        fs::remove_file(dir.join("token")).unwrap();
        nix::unistd::mkfifo(&dir.join("token"), nix::sys::stat::Mode::S_IRWXU).unwrap();
        assert!(matches!(
            read_token(&root, UID),
            Err(Error::NotRegular { .. })
        ));
    }
}
