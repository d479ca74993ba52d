//! Requests the NRI runtime double sends for end-to-end tests of the plugin's credential
//! work: a CreateContainer for a given pod and container env, a RemovePodSandbox, a
//! Synchronize naming given pods, and a reader for the environment adjustment the plugin
//! answers. Assembled by hand with [`crate::nri_runtime`]'s helpers (field numbers of
//! `nri-wire.md` §5.4), independent of the product's codec.

use std::io;
use std::time::Duration;

use crate::nri_runtime::{
    CONN_RUNTIME, Field, Peer, TYPE_REQUEST, bytes_field, field_bytes, field_varint, fields,
    fixtures, hex,
};

/// The sandbox a request names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sandbox {
    /// The runtime's sandbox id.
    pub id: String,
    /// The pod's name.
    pub name: String,
    /// The pod's UID.
    pub uid: String,
    /// The pod's namespace.
    pub namespace: String,
    /// The pod's labels.
    pub labels: Vec<(String, String)>,
}

impl Sandbox {
    /// A sandbox for pod `namespace/name` with `uid` and `labels`.
    pub fn new(namespace: &str, name: &str, uid: &str, labels: &[(&str, &str)]) -> Sandbox {
        Sandbox {
            id: format!("sb-{uid}"),
            name: name.to_owned(),
            uid: uid.to_owned(),
            namespace: namespace.to_owned(),
            labels: labels
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
        }
    }

    /// The `PodSandbox` message.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = field_bytes(1, self.id.as_bytes());
        out.extend(field_bytes(2, self.name.as_bytes()));
        out.extend(field_bytes(3, self.uid.as_bytes()));
        out.extend(field_bytes(4, self.namespace.as_bytes()));
        for (key, value) in &self.labels {
            let mut entry = field_bytes(1, key.as_bytes());
            entry.extend(field_bytes(2, value.as_bytes()));
            out.extend(field_bytes(5, &entry));
        }
        out
    }
}

/// A `Container` message: `name` in the sandbox, state CREATED, `env` as `KEY=value`.
pub fn container(sandbox: &Sandbox, name: &str, env: &[String]) -> Vec<u8> {
    let mut out = field_bytes(1, format!("{}-{name}", sandbox.id).as_bytes());
    out.extend(field_bytes(2, sandbox.id.as_bytes()));
    out.extend(field_bytes(3, name.as_bytes()));
    out.extend(field_varint(4, 1));
    for entry in env {
        out.extend(field_bytes(8, entry.as_bytes()));
    }
    out
}

/// A `CreateContainerRequest` payload.
pub fn create_container(sandbox: &Sandbox, name: &str, env: &[String]) -> Vec<u8> {
    let mut out = field_bytes(1, &sandbox.encode());
    out.extend(field_bytes(2, &container(sandbox, name, env)));
    out
}

/// A `RemovePodSandboxRequest` payload.
pub fn remove_pod_sandbox(sandbox: &Sandbox) -> Vec<u8> {
    field_bytes(1, &sandbox.encode())
}

/// A `SynchronizeRequest` payload naming `sandboxes` (no containers).
pub fn synchronize(sandboxes: &[Sandbox], more: bool) -> Vec<u8> {
    let mut out = Vec::new();
    for sandbox in sandboxes {
        out.extend(field_bytes(1, &sandbox.encode()));
    }
    if more {
        out.extend(field_varint(3, 1));
    }
    out
}

/// The environment adjustment of a `CreateContainerResponse` payload, as `(key, value)`;
/// `None` if it is malformed.
pub fn adjusted_env(payload: &[u8]) -> Option<Vec<(String, String)>> {
    let Some(adjust) = bytes_field(payload, 1) else {
        return Some(Vec::new());
    };
    let mut out = Vec::new();
    for (number, value) in fields(&adjust)? {
        if let (4, Field::Bytes(kv)) = (number, value) {
            let key = bytes_field(&kv, 1).unwrap_or_default();
            let value = bytes_field(&kv, 2).unwrap_or_default();
            out.push((
                String::from_utf8_lossy(&key).into_owned(),
                String::from_utf8_lossy(&value).into_owned(),
            ));
        }
    }
    Some(out)
}

/// Plays the runtime's side of registration as [`Peer::handshake`] does (reply first), but
/// with a Synchronize that names `sandboxes`, as a runtime that already runs those pods
/// sends it (the fixture's Synchronize names one unrelated pod, which would make the plugin
/// drop every other cached pod).
pub fn handshake_with(peer: &mut Peer, sandboxes: &[Sandbox]) -> io::Result<()> {
    let register = peer.recv(Duration::from_secs(5))?;
    if register.conn != CONN_RUNTIME || register.kind != TYPE_REQUEST || register.stream_id != 1 {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("expected RegisterPlugin, got {register:?}"),
        ));
    }
    peer.send_raw(&hex(fixtures::FRAMED_REGISTER_PLUGIN_OK))?;
    let id = peer.call(
        "Configure",
        &hex(fixtures::CONFIGURE_REQUEST),
        2_000_000_000,
    )?;
    let configure = peer.recv_response(id, Duration::from_secs(5))?;
    if let Some(error) = configure.error() {
        return Err(io::Error::other(format!("Configure failed: {error:?}")));
    }
    let id = peer.call("Synchronize", &synchronize(sandboxes, false), 2_000_000_000)?;
    let response = peer.recv_response(id, Duration::from_secs(5))?;
    if let Some(error) = response.error() {
        return Err(io::Error::other(format!("Synchronize failed: {error:?}")));
    }
    Ok(())
}
