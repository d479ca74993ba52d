//! `doctor`'s NRI check: one registration with the runtime, under a name and index of its
//! own so that the running plugin is not displaced, subscribed to one harmless event
//! (RemovePodSandbox, a notification whose answer changes nothing), answering Configure and
//! Synchronize, then disconnecting.
//!
//! It is the plugin's handshake (`nri/plugin.rs`; both open it with `nri/handshake.rs`) without threads, workers or a handler:
//! everything happens on the calling thread, under one deadline, and any other call from
//! the runtime is answered without effect.

use std::fmt;
use std::io::{self, Read, Write};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::limits;
use crate::nri::messages::{
    ConfigureResponse, Empty, PLUGIN_SERVICE, PluginCall, SynchronizeResponse, event,
};
use crate::nri::ttrpc::{self, Frame, Response, code};
use crate::nri::{handshake, mux, wire};

/// Why the probe did not complete a registration.
#[derive(Debug)]
pub enum ProbeError {
    /// Nothing is at the socket path.
    Missing(PathBuf),
    /// Something is at the path, but not a socket.
    NotASocket(PathBuf),
    /// The socket's directory can be written by group or others (the plugin refuses it).
    UnsafeDir {
        /// The directory.
        dir: PathBuf,
        /// Its permission bits.
        mode: u32,
    },
    /// The peer is not root (the plugin refuses it).
    PeerNotRoot(u32),
    /// Connecting, reading or writing failed.
    Io(io::Error),
    /// The runtime answered RegisterPlugin with an error.
    Refused(String),
    /// The runtime spoke something that is not NRI.
    Protocol(String),
    /// The handshake did not finish before the deadline; the text says where it stopped.
    Timeout(&'static str),
}

impl fmt::Display for ProbeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProbeError::Missing(path) => write!(f, "no nri socket at {}", path.display()),
            ProbeError::NotASocket(path) => write!(f, "{} is not a socket", path.display()),
            ProbeError::UnsafeDir { dir, mode } => write!(
                f,
                "nri socket directory {} is writable by others (mode {mode:o})",
                dir.display()
            ),
            ProbeError::PeerNotRoot(uid) => {
                write!(f, "the nri socket is served by uid {uid}, not root")
            }
            ProbeError::Io(error) => write!(f, "nri socket i/o: {error}"),
            ProbeError::Refused(message) => {
                write!(f, "the runtime refused the registration: {message}")
            }
            ProbeError::Protocol(what) => write!(f, "nri protocol error: {what}"),
            ProbeError::Timeout(stage) => write!(f, "no {stage} from the runtime in time"),
        }
    }
}

impl std::error::Error for ProbeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ProbeError::Io(error) => Some(error),
            _ => None,
        }
    }
}

/// What a completed probe learned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Probe {
    /// The runtime's name and version from Configure.
    pub runtime: String,
    /// Pods the runtime listed in Synchronize.
    pub pods: usize,
}

/// The index the probe registers under: `99`, or `98` when the plugin itself uses 99.
pub fn probe_index(plugin_index: &str) -> &'static str {
    if plugin_index == "99" { "98" } else { "99" }
}

/// The name the probe registers under.
pub fn probe_name(plugin_name: &str) -> String {
    format!("{plugin_name}-doctor")
}

/// Checks the socket file itself: present, a socket, in a directory only root writes.
pub fn check_socket(path: &Path) -> Result<(), ProbeError> {
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return Err(ProbeError::Missing(path.to_owned()));
        }
        Err(error) => return Err(ProbeError::Io(error)),
    };
    if !meta.file_type().is_socket() {
        return Err(ProbeError::NotASocket(path.to_owned()));
    }
    let dir = path
        .parent()
        .filter(|dir| !dir.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mode = std::fs::metadata(dir)
        .map_err(ProbeError::Io)?
        .permissions()
        .mode()
        & 0o7777;
    if mode & 0o022 != 0 {
        return Err(ProbeError::UnsafeDir {
            dir: dir.to_owned(),
            mode,
        });
    }
    Ok(())
}

/// Registers as `name`/`index`, answers Configure (one event) and Synchronize, then
/// disconnects; the whole exchange is bounded by `timeout`.
pub fn register_once(
    path: &Path,
    name: &str,
    index: &str,
    timeout: Duration,
) -> Result<Probe, ProbeError> {
    let deadline = Instant::now() + timeout;
    let stream = handshake::connect_nonblocking(path).map_err(ProbeError::Io)?;
    let uid =
        handshake::peer_uid(&stream).map_err(|error| ProbeError::Io(io::Error::from(error)))?;
    if uid != 0 {
        return Err(ProbeError::PeerNotRoot(uid));
    }
    stream
        .set_write_timeout(Some(limits::NRI_WRITE_TIMEOUT))
        .map_err(ProbeError::Io)?;
    let result = handshake(&stream, name, index, deadline);
    let _ = stream.shutdown(std::net::Shutdown::Both);
    result
}

fn send(mut stream: &UnixStream, conn: u32, frame: &Frame) -> Result<(), ProbeError> {
    let bytes = frame
        .encode()
        .map_err(|error| ProbeError::Protocol(error.to_string()))?;
    stream
        .write_all(&mux::encode_message(conn, &bytes))
        .and_then(|()| stream.flush())
        .map_err(ProbeError::Io)
}

fn respond(stream: &UnixStream, stream_id: u32, response: &Response) -> Result<(), ProbeError> {
    let frame = Frame {
        stream_id,
        kind: ttrpc::TYPE_RESPONSE,
        flags: 0,
        data: wire::encode(response),
    };
    send(stream, mux::CONN_PLUGIN, &frame)
}

fn handshake(
    stream: &UnixStream,
    name: &str,
    index: &str,
    deadline: Instant,
) -> Result<Probe, ProbeError> {
    let left = deadline.saturating_duration_since(Instant::now());
    let frame = handshake::register_frame(name, index, left);
    send(stream, mux::CONN_RUNTIME, &frame)?;

    let mut registered = false;
    let mut runtime: Option<String> = None;
    let mut pods = 0usize;
    let mut synchronized = false;
    let mut demux = mux::Demux::new();
    let mut buf = vec![0u8; limits::NRI_READ_CHUNK];
    let mut frames = Vec::new();
    let mut reader = stream;
    while !(registered && synchronized) {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(ProbeError::Timeout(if !registered {
                "registration answer"
            } else if runtime.is_none() {
                "Configure"
            } else {
                "Synchronize"
            }));
        }
        reader
            .set_read_timeout(Some(left.max(Duration::from_millis(1))))
            .map_err(ProbeError::Io)?;
        let read = match reader.read(&mut buf) {
            Ok(0) => {
                return Err(ProbeError::Protocol(
                    "the runtime closed the connection".to_owned(),
                ));
            }
            Ok(n) => n,
            Err(e) if handshake::is_transient(&e) => {
                continue;
            }
            Err(e) => return Err(ProbeError::Io(e)),
        };
        demux
            .feed(buf.get(..read).unwrap_or_default(), &mut |conn, frame| {
                frames.push((conn, frame));
            })
            .map_err(|error| ProbeError::Protocol(error.to_string()))?;
        for (conn, frame) in frames.drain(..) {
            match (conn, frame.kind) {
                (mux::CONN_RUNTIME, ttrpc::TYPE_RESPONSE)
                    if frame.stream_id == handshake::REGISTER_STREAM_ID =>
                {
                    let response: Response = wire::decode(&frame.data)
                        .map_err(|error| ProbeError::Protocol(error.to_string()))?;
                    if let Some(status) = response.error_status() {
                        return Err(ProbeError::Refused(format!(
                            "code {}: {}",
                            status.code, status.message
                        )));
                    }
                    registered = true;
                }
                (mux::CONN_PLUGIN, ttrpc::TYPE_REQUEST) => {
                    let request: ttrpc::Request = wire::decode(&frame.data)
                        .map_err(|error| ProbeError::Protocol(error.to_string()))?;
                    let call = if request.service == PLUGIN_SERVICE {
                        PluginCall::decode(&request.method, &request.payload)
                            .map_err(|error| ProbeError::Protocol(error.to_string()))?
                    } else {
                        PluginCall::Unimplemented(request.service.clone())
                    };
                    let response = match call {
                        PluginCall::Configure(configure) => {
                            runtime = Some(
                                format!("{} {}", configure.runtime_name, configure.runtime_version)
                                    .trim()
                                    .to_owned(),
                            );
                            let events = event::mask(&[event::REMOVE_POD_SANDBOX]);
                            Response::ok(wire::encode(&ConfigureResponse { events }))
                        }
                        PluginCall::Synchronize(sync) => {
                            pods = pods.saturating_add(sync.pods.len());
                            if !sync.more {
                                synchronized = true;
                            }
                            Response::ok(wire::encode(&SynchronizeResponse { more: sync.more }))
                        }
                        PluginCall::RemovePodSandbox(_)
                        | PluginCall::StateChange(_)
                        | PluginCall::Shutdown => Response::ok(wire::encode(&Empty)),
                        PluginCall::CreateContainer(_) | PluginCall::Unimplemented(_) => {
                            Response::error(code::UNIMPLEMENTED, "vault-db-injector doctor probe")
                        }
                    };
                    respond(stream, frame.stream_id, &response)?;
                }
                // Anything else (a response to a call never made) is ignored, as the
                // plugin does.
                _ => {}
            }
        }
    }
    Ok(Probe {
        runtime: runtime.unwrap_or_default(),
        pods,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probe_names_differ_from_the_plugins() {
        assert_eq!(probe_index("10"), "99");
        assert_eq!(probe_index("99"), "98");
        assert_eq!(probe_name("vault-db-injector"), "vault-db-injector-doctor");
    }

    #[test]
    fn socket_checks() {
        let dir = std::env::temp_dir().join(format!("vdbi-doctor-nri-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
        let missing = dir.join("none.sock");
        assert!(matches!(
            check_socket(&missing),
            Err(ProbeError::Missing(_))
        ));
        let file = dir.join("file");
        std::fs::write(&file, b"").unwrap();
        assert!(matches!(
            check_socket(&file),
            Err(ProbeError::NotASocket(_))
        ));
        let sock = dir.join("nri.sock");
        let _listener = std::os::unix::net::UnixListener::bind(&sock).unwrap();
        check_socket(&sock).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
        assert!(matches!(
            check_socket(&sock),
            Err(ProbeError::UnsafeDir { .. })
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
