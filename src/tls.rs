//! TLS material and configurations, in one place so that every connection the product makes
//! or accepts uses the same rules: rustls 0.23 with the ring provider named explicitly (never
//! a process-wide default that another crate could install), TLS 1.2 and 1.3 only, PEM read
//! with `rustls::pki_types::pem::PemObject` (no rustls-pemfile).
//!
//! Server side: [`server_config`] builds the webhook's (and any HTTPS port's) `ServerConfig`
//! from a certificate chain and key file, optionally requiring client certificates signed
//! by a CA file. The config lives in a [`SharedServerConfig`] that the server reads per
//! connection, so a reload (certificate renewed on disk) replaces it without a restart;
//! [`Reloader`] does that, comparing the files' content on a timer and on SIGHUP.
//!
//! Client side: [`client_roots`] gives the Vault, Kubernetes and Sentry clients their trust
//! anchors, from a given CA file or else the system bundle.
//!
//! **Invariant:** no error message carries key material: errors name the file and what was
//! wrong with it, never the bytes read (the PEM decoder's own messages can quote input
//! lines, so they are not passed on for key files).

use std::fmt;
use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::{Arc, PoisonError, RwLock};
use std::time::Duration;

use crossbeam_channel::Receiver;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::{self, PemObject};
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::server::{VerifierBuilderError, WebPkiClientVerifier};
use rustls::{ClientConfig, RootCertStore, ServerConfig};
use zeroize::Zeroizing;

use crate::limits;
use crate::logger;
use crate::runtime::Context;
use crate::runtime::signals::Request as SignalRequest;

pub mod client_auth;
pub mod names;

/// Where the usual Linux distributions keep their CA bundle, in the order Go's crypto/x509
/// tries them (Debian and distroless first).
pub const SYSTEM_CA_BUNDLES: &[&str] = &[
    "/etc/ssl/certs/ca-certificates.crt",
    "/etc/pki/tls/certs/ca-bundle.crt",
    "/etc/ssl/ca-bundle.pem",
    "/etc/pki/tls/cacert.pem",
    "/etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem",
    "/etc/ssl/cert.pem",
];

/// The ALPN protocol every server config offers: the server speaks HTTP/1.1 only.
pub const ALPN_HTTP11: &[u8] = b"http/1.1";

/// What went wrong while loading TLS material or building a config.
#[derive(Debug)]
pub enum Error {
    /// A file could not be read.
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// A file is larger than any PEM file the product expects.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The cap, in bytes.
        limit: u64,
    },
    /// A file is not well-formed PEM.
    Pem {
        /// The file.
        path: PathBuf,
        /// What is wrong, without quoting the file.
        problem: &'static str,
    },
    /// A file holds no certificate.
    NoCertificate {
        /// The file.
        path: PathBuf,
    },
    /// A file holds no private key (PKCS#8, SEC1 or PKCS#1).
    NoPrivateKey {
        /// The file.
        path: PathBuf,
    },
    /// A CA file holds a certificate that cannot be a trust anchor.
    InvalidCa {
        /// The file.
        path: PathBuf,
        /// Why rustls refused it.
        source: rustls::Error,
    },
    /// The client-certificate verifier could not be built from a CA file.
    ClientVerifier {
        /// The CA file.
        path: PathBuf,
        /// Why.
        source: VerifierBuilderError,
    },
    /// None of the system CA bundles exists or holds a certificate.
    NoSystemBundle,
    /// rustls refused to build a config (for example a key that does not match the
    /// certificate).
    Config {
        /// What was being built, naming the files involved.
        context: String,
        /// Why.
        source: rustls::Error,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Read { path, source } => write!(f, "cannot read {}: {source}", path.display()),
            Error::TooLarge { path, limit } => write!(
                f,
                "{} is larger than {limit} bytes, too large for a PEM file",
                path.display()
            ),
            Error::Pem { path, problem } => {
                write!(f, "{} is not valid PEM: {problem}", path.display())
            }
            Error::NoCertificate { path } => {
                write!(f, "no certificate found in {}", path.display())
            }
            Error::NoPrivateKey { path } => write!(
                f,
                "no private key (PKCS#8, SEC1 or PKCS#1) found in {}",
                path.display()
            ),
            Error::InvalidCa { path, source } => write!(
                f,
                "{} holds a certificate that is not a usable CA: {source}",
                path.display()
            ),
            Error::ClientVerifier { path, source } => write!(
                f,
                "cannot require client certificates signed by {}: {source}",
                path.display()
            ),
            Error::NoSystemBundle => write!(
                f,
                "no system CA bundle found (tried {}); set a CA file",
                SYSTEM_CA_BUNDLES.join(", ")
            ),
            Error::Config { context, source } => write!(f, "{context}: {source}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Read { source, .. } => Some(source),
            Error::InvalidCa { source, .. } | Error::Config { source, .. } => Some(source),
            Error::ClientVerifier { source, .. } => Some(source),
            Error::TooLarge { .. }
            | Error::Pem { .. }
            | Error::NoCertificate { .. }
            | Error::NoPrivateKey { .. }
            | Error::NoSystemBundle => None,
        }
    }
}

/// The crypto provider every config uses: ring, named explicitly so that nothing depends on
/// a process-wide default.
pub fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// The protocol versions every config allows: TLS 1.3 and 1.2, nothing older.
const VERSIONS: &[&rustls::SupportedProtocolVersion] =
    &[&rustls::version::TLS13, &rustls::version::TLS12];

/// Reads a whole PEM file, refusing anything over the cap. The buffer is wiped on drop,
/// since it may hold a private key.
fn read_pem_file(path: &Path) -> Result<Zeroizing<Vec<u8>>, Error> {
    let read_error = |source| Error::Read {
        path: path.to_owned(),
        source,
    };
    let file = File::open(path).map_err(read_error)?;
    let mut bytes = Zeroizing::new(Vec::new());
    // Reading one byte past the cap tells a file of exactly the cap from a larger one
    // without trusting the metadata (the file may change while it is read).
    file.take(limits::PEM_FILE_MAX_BYTES.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > limits::PEM_FILE_MAX_BYTES {
        return Err(Error::TooLarge {
            path: path.to_owned(),
            limit: limits::PEM_FILE_MAX_BYTES,
        });
    }
    Ok(bytes)
}

/// Describes a PEM decoding error without quoting the input.
fn pem_problem(error: &pem::Error) -> &'static str {
    match error {
        pem::Error::MissingSectionEnd { .. } => "a section has no END line",
        pem::Error::IllegalSectionStart { .. } => "a BEGIN line is malformed",
        pem::Error::Base64Decode(_) => "a section is not valid base64",
        pem::Error::Io(_) => "read error",
        pem::Error::NoItemsFound => "no sections found",
        pem::Error::SectionTooLarge => "a section is too large",
        _ => "unrecognised PEM error",
    }
}

fn certificates_from(path: &Path, bytes: &[u8]) -> Result<Vec<CertificateDer<'static>>, Error> {
    let certs = CertificateDer::pem_slice_iter(bytes)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|error| Error::Pem {
            path: path.to_owned(),
            problem: pem_problem(&error),
        })?;
    if certs.is_empty() {
        return Err(Error::NoCertificate {
            path: path.to_owned(),
        });
    }
    Ok(certs)
}

/// Loads every certificate in a PEM file, in file order (leaf first for a chain). Sections
/// of other kinds are skipped; a file without any certificate is an error.
pub fn load_certificates(path: &Path) -> Result<Vec<CertificateDer<'static>>, Error> {
    let bytes = read_pem_file(path)?;
    certificates_from(path, &bytes)
}

/// Loads the first private key in a PEM file: PKCS#8 (`PRIVATE KEY`), SEC1
/// (`EC PRIVATE KEY`) or PKCS#1 (`RSA PRIVATE KEY`).
pub fn load_private_key(path: &Path) -> Result<PrivateKeyDer<'static>, Error> {
    let bytes = read_pem_file(path)?;
    match PrivateKeyDer::from_pem_slice(&bytes) {
        Ok(key) => Ok(key),
        Err(pem::Error::NoItemsFound) => Err(Error::NoPrivateKey {
            path: path.to_owned(),
        }),
        Err(error) => Err(Error::Pem {
            path: path.to_owned(),
            problem: pem_problem(&error),
        }),
    }
}

/// Loads a CA bundle and checks that every certificate in it can be a trust anchor.
pub fn load_ca_bundle(path: &Path) -> Result<Vec<CertificateDer<'static>>, Error> {
    let certs = load_certificates(path)?;
    root_store(path, &certs)?;
    Ok(certs)
}

fn root_store(path: &Path, certs: &[CertificateDer<'static>]) -> Result<RootCertStore, Error> {
    let mut store = RootCertStore::empty();
    for cert in certs {
        store.add(cert.clone()).map_err(|source| Error::InvalidCa {
            path: path.to_owned(),
            source,
        })?;
    }
    Ok(store)
}

/// Who may connect to a server that requires client certificates: the CA file
/// (`clientCAFile`) and, optionally, the names one of which the certificate must carry
/// (`clientAllowedNames`; empty accepts any certificate the CA signed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientAuth {
    /// The PEM file of CA certificates.
    pub ca: PathBuf,
    /// Exact, case-sensitive names matched against the CN and the DNS and URI SANs.
    pub allowed_names: Vec<String>,
}

/// Builds a server config from a certificate chain file and a key file, offering ALPN
/// `http/1.1`. With `client_auth`, every client must present a certificate signed by a CA
/// in its file (the apiserver's client certificate, `clientCAFile`) and, if names are
/// listed, carrying one of them (see [`client_auth::Verifier`]).
pub fn server_config(
    cert: &Path,
    key: &Path,
    client_auth: Option<&ClientAuth>,
) -> Result<Arc<ServerConfig>, Error> {
    let chain = load_certificates(cert)?;
    let private_key = load_private_key(key)?;
    let provider = provider();
    let context = || {
        format!(
            "cannot build a TLS server config from {} and {}",
            cert.display(),
            key.display()
        )
    };
    let builder = ServerConfig::builder_with_provider(Arc::clone(&provider))
        .with_protocol_versions(VERSIONS)
        .map_err(|source| Error::Config {
            context: context(),
            source,
        })?;
    let builder = match client_auth {
        None => builder.with_no_client_auth(),
        Some(auth) => {
            let ca = &auth.ca;
            let roots = root_store(ca, &load_certificates(ca)?)?;
            let webpki = WebPkiClientVerifier::builder_with_provider(Arc::new(roots), provider)
                .build()
                .map_err(|source| Error::ClientVerifier {
                    path: ca.to_owned(),
                    source,
                })?;
            let verifier = client_auth::Verifier::new(webpki, auth.allowed_names.clone());
            builder.with_client_cert_verifier(Arc::new(verifier))
        }
    };
    let mut config = builder
        .with_single_cert(chain, private_key)
        .map_err(|source| Error::Config {
            context: context(),
            source,
        })?;
    config.alpn_protocols = vec![ALPN_HTTP11.to_vec()];
    Ok(Arc::new(config))
}

/// The trust anchors of an outgoing client: the certificates of `ca_file` when given (a
/// file that fails to load is an error, never a silent fallback), else the first system
/// bundle of [`SYSTEM_CA_BUNDLES`] that exists and holds a certificate.
pub fn client_roots(ca_file: Option<&Path>) -> Result<Vec<CertificateDer<'static>>, Error> {
    if let Some(path) = ca_file {
        return load_ca_bundle(path);
    }
    client_roots_from(SYSTEM_CA_BUNDLES.iter().map(Path::new))
}

/// [`client_roots`] over a given list of candidate bundles (tests pass their own).
fn client_roots_from<'a>(
    candidates: impl Iterator<Item = &'a Path>,
) -> Result<Vec<CertificateDer<'static>>, Error> {
    for path in candidates {
        match load_certificates(path) {
            Ok(certs) => return Ok(certs),
            // A bundle that is missing or empty is not this distribution's; a bundle that
            // exists but cannot be read or parsed is worth knowing about.
            Err(Error::Read { source, .. }) if source.kind() == io::ErrorKind::NotFound => {}
            Err(Error::NoCertificate { .. }) => {}
            Err(error) => return Err(error),
        }
    }
    Err(Error::NoSystemBundle)
}

/// Builds a client config trusting `roots` (TLS 1.2 and 1.3, ring, ALPN `http/1.1`), with
/// an optional client certificate chain and key. System bundles may hold certificates
/// rustls cannot use; those are skipped, as every TLS stack does.
pub fn client_config(
    roots: &[CertificateDer<'static>],
    identity: Option<(Vec<CertificateDer<'static>>, PrivateKeyDer<'static>)>,
) -> Result<Arc<ClientConfig>, Error> {
    let mut store = RootCertStore::empty();
    store.add_parsable_certificates(roots.iter().cloned());
    let builder = ClientConfig::builder_with_provider(provider())
        .with_protocol_versions(VERSIONS)
        .map_err(|source| Error::Config {
            context: "cannot build a TLS client config".to_owned(),
            source,
        })?
        .with_root_certificates(store);
    let mut config = match identity {
        None => builder.with_no_client_auth(),
        Some((chain, key)) => builder
            .with_client_auth_cert(chain, key)
            .map_err(|source| Error::Config {
                context: "cannot use the client certificate".to_owned(),
                source,
            })?,
    };
    config.alpn_protocols = vec![ALPN_HTTP11.to_vec()];
    Ok(Arc::new(config))
}

/// The current server config of a listener, replaceable while it runs: each new connection
/// takes the config current when its handshake starts, and a reload swaps in a new one without
/// touching connections already open. Cheap to clone (all clones share the slot).
#[derive(Clone)]
pub struct SharedServerConfig {
    slot: Arc<RwLock<Arc<ServerConfig>>>,
}

impl SharedServerConfig {
    /// A slot holding `config`.
    pub fn new(config: Arc<ServerConfig>) -> SharedServerConfig {
        SharedServerConfig {
            slot: Arc::new(RwLock::new(config)),
        }
    }

    /// The config for a new connection.
    pub fn current(&self) -> Arc<ServerConfig> {
        Arc::clone(&self.slot.read().unwrap_or_else(PoisonError::into_inner))
    }

    /// Replaces the config for connections accepted from now on.
    pub fn replace(&self, config: Arc<ServerConfig>) {
        *self.slot.write().unwrap_or_else(PoisonError::into_inner) = config;
    }
}

impl fmt::Debug for SharedServerConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SharedServerConfig").finish_non_exhaustive()
    }
}

/// The files a server config is built from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerFiles {
    /// The certificate chain (PEM, leaf first).
    pub cert: PathBuf,
    /// The private key (PEM).
    pub key: PathBuf,
    /// The client certificates required (`clientCAFile`, `clientAllowedNames`), if any.
    pub client_auth: Option<ClientAuth>,
}

impl ServerFiles {
    /// Builds the config from the files as they are now.
    pub fn build(&self) -> Result<Arc<ServerConfig>, Error> {
        server_config(&self.cert, &self.key, self.client_auth.as_ref())
    }

    /// A SHA-256 over the content of every file (each prefixed with its length), so that a
    /// change to any of them, by rewrite or by a swap of Kubernetes' `..data` symlink,
    /// shows. It covers key material: it is compared, never logged.
    fn fingerprint(&self) -> Result<[u8; 32], Error> {
        let mut context = ring::digest::Context::new(&ring::digest::SHA256);
        let ca = self.client_auth.as_ref().map(|auth| &auth.ca);
        let files = [Some(&self.cert), Some(&self.key), ca];
        for path in files.into_iter().flatten() {
            let bytes = read_pem_file(path)?;
            let length = u64::try_from(bytes.len()).unwrap_or(u64::MAX);
            context.update(&length.to_be_bytes());
            context.update(&bytes);
        }
        let mut out = [0u8; 32];
        out.copy_from_slice(context.finish().as_ref());
        Ok(out)
    }
}

/// Keeps a [`SharedServerConfig`] in step with its files: a renewed certificate (or key, or
/// client CA) is served to new connections without a restart. Files are compared by
/// content, not by modification time, because Kubernetes swaps a symlink and keeps old
/// timestamps. A new set of files that does not build (a key written before its
/// certificate, a broken file) leaves the current config in place; the next check retries.
pub struct Reloader {
    files: ServerFiles,
    shared: SharedServerConfig,
    fingerprint: [u8; 32],
}

impl fmt::Debug for Reloader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The fingerprint covers the key: not shown.
        f.debug_struct("Reloader")
            .field("files", &self.files)
            .finish_non_exhaustive()
    }
}

impl Reloader {
    /// Builds the first config from `files`; an error here is a start-up error.
    pub fn new(files: ServerFiles) -> Result<Reloader, Error> {
        // The fingerprint is taken first: if the files change in between, the next check
        // sees a difference and builds again, which is harmless.
        let fingerprint = files.fingerprint()?;
        let shared = SharedServerConfig::new(files.build()?);
        Ok(Reloader {
            files,
            shared,
            fingerprint,
        })
    }

    /// The config slot to give to the server.
    pub fn shared(&self) -> SharedServerConfig {
        self.shared.clone()
    }

    /// Rebuilds and swaps in the config if any file changed. `Ok(true)`: a new config is
    /// served; `Ok(false)`: nothing changed; `Err`: the files changed (or cannot be read)
    /// and the old config stays.
    pub fn reload_if_changed(&mut self) -> Result<bool, Error> {
        let fingerprint = self.files.fingerprint()?;
        if fingerprint == self.fingerprint {
            return Ok(false);
        }
        let config = self.files.build()?;
        self.shared.replace(config);
        self.fingerprint = fingerprint;
        Ok(true)
    }

    /// The reload loop, for a supervised thread: checks every `interval` and whenever
    /// `reload` delivers (SIGHUP), until shutdown. Failures are logged and retried; they
    /// never stop the loop, since the old certificate is still being served.
    pub fn run(mut self, ctx: &Context, reload: &Receiver<SignalRequest>, interval: Duration) {
        let cert = self.files.cert.display().to_string();
        loop {
            ctx.heartbeat.beat();
            crossbeam_channel::select! {
                recv(ctx.shutdown.receiver()) -> _ => return,
                recv(reload) -> request => {
                    // A closed reload channel only means no more SIGHUPs; keep polling.
                    if request.is_err() && ctx.shutdown.wait_timeout(interval) {
                        return;
                    }
                }
                default(interval) => {}
            }
            match self.reload_if_changed() {
                Ok(true) => logger::info("tls certificate reloaded", &[("cert", &cert)]),
                Ok(false) => {}
                Err(error) => logger::warn(
                    "tls certificate reload failed, still serving the previous one",
                    &[("cert", &cert), ("error", &error.to_string())],
                ),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::process::Command;

    use vdbi_testbed::certs::{Ca, Usage};
    use vdbi_testbed::tempdir::TempDir;

    use super::*;

    /// Converts a PKCS#8 EC key to SEC1 (`EC PRIVATE KEY`) with the openssl CLI.
    fn to_sec1(pkcs8: &Path, out: &Path) {
        let status = Command::new("openssl")
            .args(["ec", "-in"])
            .arg(pkcs8)
            .arg("-out")
            .arg(out)
            .output()
            .unwrap();
        assert!(status.status.success(), "{status:?}");
        let text = fs::read_to_string(out).unwrap();
        assert!(text.contains("BEGIN EC PRIVATE KEY"), "{text}");
    }

    /// Makes an RSA key in PKCS#1 (`RSA PRIVATE KEY`) with the openssl CLI.
    fn rsa_pkcs1(out: &Path) {
        let status = Command::new("openssl")
            .args(["genrsa", "-traditional", "-out"])
            .arg(out)
            .arg("2048")
            .output()
            .unwrap();
        assert!(status.status.success(), "{status:?}");
        let text = fs::read_to_string(out).unwrap();
        assert!(text.contains("BEGIN RSA PRIVATE KEY"), "{text}");
    }

    #[test]
    fn loads_keys_in_every_format() {
        let dir = TempDir::new("tls-keys").unwrap();
        let ca = Ca::new(dir.path(), "keys").unwrap();
        let leaf = ca.localhost_server("server").unwrap();
        let sec1 = dir.path().join("sec1.key");
        to_sec1(&leaf.key, &sec1);
        let rsa = dir.path().join("rsa.key");
        rsa_pkcs1(&rsa);

        let check = |path: &Path, expect: fn(&PrivateKeyDer<'static>) -> bool| {
            let key = load_private_key(path).unwrap();
            assert!(expect(&key), "{} gave {key:?}", path.display());
        };
        check(&leaf.key, |k| matches!(k, PrivateKeyDer::Pkcs8(_)));
        check(&sec1, |k| matches!(k, PrivateKeyDer::Sec1(_)));
        check(&rsa, |k| matches!(k, PrivateKeyDer::Pkcs1(_)));

        // The SEC1 key still matches the certificate.
        server_config(&leaf.cert, &sec1, None).unwrap();
    }

    #[test]
    fn load_errors_name_the_file_and_never_the_content() {
        let dir = TempDir::new("tls-errors").unwrap();
        let ca = Ca::new(dir.path(), "errors").unwrap();
        let leaf = ca.localhost_server("server").unwrap();
        let key_text = fs::read_to_string(&leaf.key).unwrap();
        let key_body: String = key_text
            .lines()
            .filter(|line| !line.starts_with("-----"))
            .collect();

        let truncated = dir.path().join("truncated.key");
        let cut = key_text.find("-----END").unwrap();
        fs::write(&truncated, &key_text[..cut]).unwrap();
        let bad_base64 = dir.path().join("bad.key");
        fs::write(
            &bad_base64,
            key_text.replacen(&key_body[..8], "!!!!!!!!", 1),
        )
        .unwrap();
        let too_large = dir.path().join("huge.pem");
        fs::write(
            &too_large,
            vec![b'A'; usize::try_from(limits::PEM_FILE_MAX_BYTES).unwrap() + 1],
        )
        .unwrap();

        let missing = dir.path().join("missing.pem");
        let cases: Vec<(Error, &Path, &str)> = vec![
            (
                load_private_key(&missing).unwrap_err(),
                &missing,
                "cannot read",
            ),
            (
                load_private_key(&leaf.cert).unwrap_err(),
                &leaf.cert,
                "no private key",
            ),
            (
                load_certificates(&leaf.key).unwrap_err(),
                &leaf.key,
                "no certificate",
            ),
            (
                load_private_key(&truncated).unwrap_err(),
                &truncated,
                "no END line",
            ),
            (
                load_private_key(&bad_base64).unwrap_err(),
                &bad_base64,
                "not valid base64",
            ),
            (
                load_certificates(&too_large).unwrap_err(),
                &too_large,
                "too large",
            ),
            (
                server_config(&leaf.cert, &ca.pair.key, None).unwrap_err(),
                &leaf.cert,
                "cannot build a TLS server config",
            ),
            (
                load_ca_bundle(&leaf.key).unwrap_err(),
                &leaf.key,
                "no certificate",
            ),
        ];
        for (error, path, expect) in cases {
            let text = error.to_string();
            assert!(text.contains(&path.display().to_string()), "{text}");
            assert!(text.contains(expect), "{text} lacks {expect}");
            for chunk in key_body.as_bytes().chunks(16) {
                let chunk = std::str::from_utf8(chunk).unwrap();
                assert!(!text.contains(chunk), "{text} quotes the key");
            }
            assert_eq!(text, text.trim_end_matches('.'));
        }
    }

    #[test]
    fn server_config_with_and_without_client_auth() {
        let dir = TempDir::new("tls-server").unwrap();
        let ca = Ca::new(dir.path(), "server").unwrap();
        let leaf = ca.localhost_server("server").unwrap();
        let plain = server_config(&leaf.cert, &leaf.key, None).unwrap();
        assert_eq!(plain.alpn_protocols, vec![b"http/1.1".to_vec()]);
        let auth = |ca: &Path| ClientAuth {
            ca: ca.to_owned(),
            allowed_names: Vec::new(),
        };
        let mutual = server_config(&leaf.cert, &leaf.key, Some(&auth(&ca.pair.cert))).unwrap();
        assert_eq!(mutual.alpn_protocols, vec![b"http/1.1".to_vec()]);
        // A client CA file without certificates is refused, naming the file.
        let error = server_config(&leaf.cert, &leaf.key, Some(&auth(&leaf.key))).unwrap_err();
        assert!(
            error.to_string().contains("no certificate found"),
            "{error}"
        );

        let shared = SharedServerConfig::new(plain);
        let before = shared.current();
        shared.replace(mutual);
        assert!(!Arc::ptr_eq(&before, &shared.current()));
    }

    /// Lays out files as a Kubernetes Secret volume does: `name -> ..data/name`, with
    /// `..data -> <timestamped dir>`, and swaps `..data` atomically to a new directory.
    fn publish(volume: &Path, generation: &str, files: &[(&str, &Path)]) {
        use std::os::unix::fs::symlink;
        let dir = volume.join(generation);
        fs::create_dir_all(&dir).unwrap();
        for (name, source) in files {
            fs::copy(source, dir.join(name)).unwrap();
            let link = volume.join(name);
            if fs::symlink_metadata(&link).is_err() {
                symlink(Path::new("..data").join(name), &link).unwrap();
            }
        }
        let temporary = volume.join("..data_tmp");
        symlink(generation, &temporary).unwrap();
        fs::rename(&temporary, volume.join("..data")).unwrap();
    }

    #[test]
    fn reloader_follows_a_secret_volume_symlink_swap() {
        let dir = TempDir::new("tls-reload").unwrap();
        let ca = Ca::new(dir.path(), "reload").unwrap();
        let first = ca.localhost_server("first").unwrap();
        let second = ca.localhost_server("second").unwrap();
        let volume = dir.path().join("volume");
        publish(
            &volume,
            "..2026_01",
            &[("tls.crt", &first.cert), ("tls.key", &first.key)],
        );
        let files = ServerFiles {
            cert: volume.join("tls.crt"),
            key: volume.join("tls.key"),
            client_auth: None,
        };
        let mut reloader = Reloader::new(files).unwrap();
        let shared = reloader.shared();
        let served = shared.current();
        assert!(!reloader.reload_if_changed().unwrap());
        assert!(Arc::ptr_eq(&served, &shared.current()));

        // Kubernetes publishes the renewed pair: the next check serves it.
        publish(
            &volume,
            "..2026_02",
            &[("tls.crt", &second.cert), ("tls.key", &second.key)],
        );
        assert!(reloader.reload_if_changed().unwrap());
        let renewed = shared.current();
        assert!(!Arc::ptr_eq(&served, &renewed));
        assert!(!reloader.reload_if_changed().unwrap());

        // A half-written renewal (new key, old certificate) is refused and the renewed
        // config stays; once the certificate follows, it is picked up.
        let third = ca.localhost_server("third").unwrap();
        publish(
            &volume,
            "..2026_03",
            &[("tls.crt", &second.cert), ("tls.key", &third.key)],
        );
        let error = reloader.reload_if_changed().unwrap_err();
        assert!(error.to_string().contains("tls.crt"), "{error}");
        assert!(Arc::ptr_eq(&renewed, &shared.current()));
        publish(
            &volume,
            "..2026_04",
            &[("tls.crt", &third.cert), ("tls.key", &third.key)],
        );
        assert!(reloader.reload_if_changed().unwrap());
        assert!(!Arc::ptr_eq(&renewed, &shared.current()));

        // Adding a client CA changes the fingerprint too.
        let mut files = reloader.files.clone();
        files.client_auth = Some(ClientAuth {
            ca: ca.pair.cert.clone(),
            allowed_names: Vec::new(),
        });
        assert_ne!(files.fingerprint().unwrap(), reloader.fingerprint);
    }

    #[test]
    fn reload_loop_acts_on_sighup_and_stops_on_shutdown() {
        use crate::runtime::{Supervisor, shutdown_channel};

        let dir = TempDir::new("tls-reload-loop").unwrap();
        let ca = Ca::new(dir.path(), "loop").unwrap();
        let first = ca.localhost_server("first").unwrap();
        let second = ca.localhost_server("second").unwrap();
        let files = ServerFiles {
            cert: dir.path().join("tls.crt"),
            key: dir.path().join("tls.key"),
            client_auth: None,
        };
        fs::copy(&first.cert, &files.cert).unwrap();
        fs::copy(&first.key, &files.key).unwrap();
        let reloader = Reloader::new(files.clone()).unwrap();
        let shared = reloader.shared();
        let served = shared.current();

        let (trigger, shutdown) = shutdown_channel();
        let supervisor = Supervisor::new(shutdown);
        let (reload_tx, reload_rx) = crossbeam_channel::bounded(1);
        let (done_tx, done_rx) = crossbeam_channel::bounded::<()>(1);
        supervisor
            .spawn("tls-reload", true, None, move |ctx| {
                // A long interval: only the SIGHUP request can make it reload in time.
                reloader.run(&ctx, &reload_rx, Duration::from_secs(600));
                let _ = done_tx.send(());
                Ok(())
            })
            .unwrap();

        fs::copy(&second.cert, &files.cert).unwrap();
        fs::copy(&second.key, &files.key).unwrap();
        reload_tx.send(SignalRequest::Reload).unwrap();
        let deadline = std::time::Instant::now() + Duration::from_secs(5);
        while Arc::ptr_eq(&served, &shared.current()) {
            assert!(
                std::time::Instant::now() < deadline,
                "no reload after SIGHUP"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        trigger.trigger();
        done_rx.recv_timeout(Duration::from_secs(2)).unwrap();
    }

    #[test]
    fn client_roots_from_file_or_system() {
        let dir = TempDir::new("tls-roots").unwrap();
        let ca = Ca::new(dir.path(), "roots").unwrap();
        let other = Ca::new(&dir.path().join("other"), "other").unwrap();
        let bundle = dir.path().join("bundle.pem");
        let mut text = fs::read_to_string(&ca.pair.cert).unwrap();
        text.push_str(&fs::read_to_string(&other.pair.cert).unwrap());
        fs::write(&bundle, text).unwrap();

        assert_eq!(client_roots(Some(&bundle)).unwrap().len(), 2);
        assert!(client_roots(Some(&dir.path().join("nope"))).is_err());

        // Missing and empty candidates are skipped; the first usable one wins.
        let empty = dir.path().join("empty.pem");
        fs::write(&empty, "").unwrap();
        let missing = dir.path().join("missing.pem");
        let found =
            client_roots_from([missing.as_path(), empty.as_path(), &ca.pair.cert].into_iter())
                .unwrap();
        assert_eq!(found.len(), 1);
        let error = client_roots_from([missing.as_path(), empty.as_path()].into_iter());
        assert!(matches!(error, Err(Error::NoSystemBundle)), "{error:?}");

        // This machine's own bundle is found (Debian's ca-certificates).
        assert!(client_roots(None).unwrap().len() > 10);

        let leaf = ca
            .issue("client", "client", &[], Usage::Client, 30)
            .unwrap();
        let identity = (
            load_certificates(&leaf.cert).unwrap(),
            load_private_key(&leaf.key).unwrap(),
        );
        client_config(&client_roots(Some(&bundle)).unwrap(), Some(identity)).unwrap();
    }
}
