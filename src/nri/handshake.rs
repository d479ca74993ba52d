//! The start of every NRI connection, shared by the plugin (`nri/plugin.rs`) and `doctor`'s
//! probe (`doctor/nri_probe.rs`): connect without blocking, read the peer's uid, and build
//! the RegisterPlugin call that opens the exchange. Each caller then drives the rest of the
//! handshake (Configure, Synchronize) its own way.

use std::io;
use std::os::fd::AsRawFd;
use std::os::unix::net::UnixStream;
use std::path::Path;
use std::time::Duration;

use nix::sys::socket::{
    AddressFamily, SockFlag, SockType, UnixAddr, connect, getsockopt, socket, sockopt,
};

use crate::nri::messages::{RUNTIME_SERVICE, RegisterPluginRequest};
use crate::nri::ttrpc::{self, Frame};
use crate::nri::wire;

/// The ttrpc stream id of the plugin's one call to the runtime, RegisterPlugin.
pub const REGISTER_STREAM_ID: u32 = 1;

/// Connects without ever blocking: a unix socket connect completes at once or, when the
/// runtime's accept backlog is full, fails with EAGAIN (retried with backoff) instead of
/// waiting without a timeout as a blocking connect would.
pub fn connect_nonblocking(path: &Path) -> io::Result<UnixStream> {
    let fd = socket(
        AddressFamily::Unix,
        SockType::Stream,
        SockFlag::SOCK_NONBLOCK | SockFlag::SOCK_CLOEXEC,
        None,
    )?;
    let address = UnixAddr::new(path)?;
    connect(fd.as_raw_fd(), &address)?;
    let stream = UnixStream::from(fd);
    stream.set_nonblocking(false)?;
    Ok(stream)
}

/// The uid of the process at the other end of the socket (`SO_PEERCRED`).
pub fn peer_uid(stream: &UnixStream) -> nix::Result<u32> {
    getsockopt(stream, sockopt::PeerCredentials).map(|credentials| credentials.uid())
}

/// The RegisterPlugin request frame for `name`/`index`, asking the runtime to answer
/// within `timeout`; it goes on the runtime's connection (`mux::CONN_RUNTIME`).
pub fn register_frame(name: &str, index: &str, timeout: Duration) -> Frame {
    let register = RegisterPluginRequest {
        plugin_name: name.to_owned(),
        plugin_idx: index.to_owned(),
        nri_version: String::new(),
    };
    let request = ttrpc::Request {
        service: RUNTIME_SERVICE.to_owned(),
        method: "RegisterPlugin".to_owned(),
        payload: wire::encode(&register),
        timeout_nano: i64::try_from(timeout.as_nanos()).unwrap_or(i64::MAX),
        metadata: Vec::new(),
    };
    Frame {
        stream_id: REGISTER_STREAM_ID,
        kind: ttrpc::TYPE_REQUEST,
        flags: 0,
        data: wire::encode(&request),
    }
}

/// Whether a read on the plugin's socket failed only for now (no data before the read
/// timeout, or a signal), so the caller reads again rather than giving up.
pub fn is_transient(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut | io::ErrorKind::Interrupted
    )
}
