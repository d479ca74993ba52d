//! Test certificates made with Debian's `openssl` command (no rcgen: its default backend is
//! aws-lc; no `rsa` crate: RUSTSEC-2023-0071). ECDSA P-256 keys in PKCS#8, which rustls,
//! OpenBao and the Go TLS stack all accept.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A certificate and its private key on disk (PEM).
#[derive(Debug, Clone)]
pub struct CertPair {
    /// The certificate (PEM).
    pub cert: PathBuf,
    /// The PKCS#8 private key (PEM).
    pub key: PathBuf,
}

/// A certificate authority that issues leaves into its directory.
#[derive(Debug, Clone)]
pub struct Ca {
    dir: PathBuf,
    /// The CA's own certificate and key.
    pub pair: CertPair,
}

/// What a leaf certificate is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Usage {
    /// A TLS server (serverAuth).
    Server,
    /// A TLS client (clientAuth).
    Client,
}

/// Runs the `openssl` CLI; its stderr becomes the error (the JWT signer uses it too).
pub(crate) fn openssl(args: &[&str]) -> io::Result<()> {
    let output = Command::new("openssl").args(args).output().map_err(|e| {
        io::Error::new(
            e.kind(),
            format!("cannot run openssl ({e}); install it with: apt-get install -y openssl"),
        )
    })?;
    if output.status.success() {
        Ok(())
    } else {
        Err(io::Error::other(format!(
            "openssl {} failed: {}",
            args.first().copied().unwrap_or(""),
            String::from_utf8_lossy(&output.stderr)
        )))
    }
}

fn path_str(path: &Path) -> io::Result<&str> {
    path.to_str()
        .ok_or_else(|| io::Error::other(format!("non-utf8 path {}", path.display())))
}

/// A random 128-bit serial number (positive: the top bit is cleared), as openssl's
/// `-set_serial` takes it.
fn random_serial() -> io::Result<String> {
    use ring::rand::SecureRandom;
    let mut bytes = [0u8; 16];
    ring::rand::SystemRandom::new()
        .fill(&mut bytes)
        .map_err(|_| io::Error::other("no OS randomness for a certificate serial"))?;
    bytes[0] &= 0x7f;
    Ok(format!(
        "0x{}",
        bytes.iter().map(|b| format!("{b:02x}")).collect::<String>()
    ))
}

impl Ca {
    /// Creates a self-signed CA called `name` in `dir` (`<name>-ca.crt`, `<name>-ca.key`).
    pub fn new(dir: &Path, name: &str) -> io::Result<Ca> {
        fs::create_dir_all(dir)?;
        let pair = CertPair {
            cert: dir.join(format!("{name}-ca.crt")),
            key: dir.join(format!("{name}-ca.key")),
        };
        openssl(&[
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-keyout",
            path_str(&pair.key)?,
            "-out",
            path_str(&pair.cert)?,
            "-days",
            "3650",
            "-subj",
            &format!("/CN={name} test CA"),
            "-addext",
            "basicConstraints=critical,CA:TRUE",
            "-addext",
            "keyUsage=critical,keyCertSign,cRLSign",
        ])?;
        Ok(Ca {
            dir: dir.to_owned(),
            pair,
        })
    }

    /// Issues a leaf `<file_stem>.crt`/`.key` with common name `cn`, the given subject
    /// alternative names (`DNS:localhost`, `IP:127.0.0.1`, ...) and usage, valid `days`
    /// days; openssl refuses 0 or negative day counts.
    pub fn issue(
        &self,
        file_stem: &str,
        cn: &str,
        sans: &[&str],
        usage: Usage,
        days: u32,
    ) -> io::Result<CertPair> {
        let pair = CertPair {
            cert: self.dir.join(format!("{file_stem}.crt")),
            key: self.dir.join(format!("{file_stem}.key")),
        };
        let csr = self.dir.join(format!("{file_stem}.csr"));
        let ext = self.dir.join(format!("{file_stem}.ext"));
        let eku = match usage {
            Usage::Server => "serverAuth",
            Usage::Client => "clientAuth",
        };
        let mut extensions = format!(
            "basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage={eku}\n"
        );
        if !sans.is_empty() {
            extensions.push_str(&format!("subjectAltName={}\n", sans.join(",")));
        }
        fs::write(&ext, extensions)?;
        openssl(&[
            "req",
            "-new",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-keyout",
            path_str(&pair.key)?,
            "-out",
            path_str(&csr)?,
            "-subj",
            &format!("/CN={cn}"),
        ])?;
        openssl(&[
            "x509",
            "-req",
            "-in",
            path_str(&csr)?,
            "-CA",
            path_str(&self.pair.cert)?,
            "-CAkey",
            path_str(&self.pair.key)?,
            // A random serial per certificate, not `-CAcreateserial`: that shares one serial
            // file per CA, and tests issuing from the same CA at once race on it.
            "-set_serial",
            &random_serial()?,
            "-out",
            path_str(&pair.cert)?,
            "-days",
            &days.to_string(),
            "-extfile",
            path_str(&ext)?,
        ])?;
        let _ = fs::remove_file(csr);
        let _ = fs::remove_file(ext);
        Ok(pair)
    }

    /// A server leaf for `localhost` and `127.0.0.1`, valid a year.
    pub fn localhost_server(&self, file_stem: &str) -> io::Result<CertPair> {
        self.issue(
            file_stem,
            "localhost",
            &["DNS:localhost", "IP:127.0.0.1"],
            Usage::Server,
            365,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tempdir::TempDir;

    #[test]
    fn issues_a_chain_that_openssl_verifies() {
        let dir = TempDir::new("certs").unwrap();
        let ca = Ca::new(dir.path(), "unit").unwrap();
        let leaf = ca.localhost_server("server").unwrap();
        let out = Command::new("openssl")
            .args(["verify", "-CAfile"])
            .arg(&ca.pair.cert)
            .arg(&leaf.cert)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let key = fs::read_to_string(&leaf.key).unwrap();
        assert!(key.starts_with("-----BEGIN PRIVATE KEY-----"), "{key}");
    }
}
