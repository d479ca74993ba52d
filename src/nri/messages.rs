//! The NRI v1alpha1 messages the plugin decodes or encodes (`nri-wire.md` §5.4), with the
//! field numbers of `pkg/api/api.proto`. Fields the plugin has no use for are skipped by the
//! decoder and never encoded.
//!
//! Environment entries are kept as bytes: the OCI spec passes them through unchecked, and a
//! substitution must give back every byte it did not replace. Types that can hold a
//! container's environment or a credential have a hand-written `Debug` that leaves it out.
//!
//! **Invariant:** no IO, no panic (decoding goes through [`crate::nri::wire`]).

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::collections::BTreeMap;
use std::fmt;

use zeroize::Zeroizing;

use crate::nri::wire::{self, Budget, Message, Reader, Value, Writer};

/// The service the plugin serves on conn 1.
pub const PLUGIN_SERVICE: &str = "nri.pkg.api.v1alpha1.Plugin";

/// The service the runtime serves on conn 2.
pub const RUNTIME_SERVICE: &str = "nri.pkg.api.v1alpha1.Runtime";

/// NRI event numbers (`api.Event`) and the subscription mask built from them.
pub mod event {
    /// A pod sandbox was removed (the pod is gone for good).
    pub const REMOVE_POD_SANDBOX: i32 = 3;
    /// A container is about to be created.
    pub const CREATE_CONTAINER: i32 = 4;
    /// Every valid event bit on the oldest runtimes (NRI <= v0.9); a mask with any other
    /// bit makes Configure fail.
    pub const VALID_MASK_OLDEST: i32 = 0x7ff;

    /// The subscription mask for `events`: bit `e - 1` for event `e`. Numbers outside
    /// 1..=14 are ignored.
    pub fn mask(events: &[i32]) -> i32 {
        events
            .iter()
            .filter(|e| (1..=14).contains(*e))
            .fold(0, |mask, e| {
                mask | 1i32.wrapping_shl(e.wrapping_sub(1).unsigned_abs())
            })
    }
}

/// A call the runtime makes on the plugin's service, decoded by method name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PluginCall {
    /// `Configure`.
    Configure(ConfigureRequest),
    /// `Synchronize`.
    Synchronize(SynchronizeRequest),
    /// `CreateContainer`.
    CreateContainer(CreateContainerRequest),
    /// `RemovePodSandbox` (NRI >= v0.12).
    RemovePodSandbox(RemovePodSandboxRequest),
    /// `StateChange` (pod and container events before NRI v0.12).
    StateChange(StateChangeEvent),
    /// `Shutdown`: the runtime is going away.
    Shutdown,
    /// Any other method: answered Unimplemented.
    Unimplemented(String),
}

impl PluginCall {
    /// Decodes the payload of a call to `method` of the plugin service.
    pub fn decode(method: &str, payload: &[u8]) -> Result<PluginCall, wire::Error> {
        Ok(match method {
            "Configure" => PluginCall::Configure(wire::decode(payload)?),
            "Synchronize" => PluginCall::Synchronize(wire::decode(payload)?),
            "CreateContainer" => PluginCall::CreateContainer(wire::decode(payload)?),
            "RemovePodSandbox" => PluginCall::RemovePodSandbox(wire::decode(payload)?),
            "StateChange" => PluginCall::StateChange(wire::decode(payload)?),
            "Shutdown" => {
                let Empty = wire::decode(payload)?;
                PluginCall::Shutdown
            }
            other => PluginCall::Unimplemented(other.to_owned()),
        })
    }
}

/// `RegisterPluginRequest`, the plugin's first call.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RegisterPluginRequest {
    /// The plugin's name, `[a-zA-Z0-9_.+-]+`.
    pub plugin_name: String,
    /// Two digits that order plugins.
    pub plugin_idx: String,
    /// The NRI version the plugin was built against (optional).
    pub nri_version: String,
}

impl Message for RegisterPluginRequest {
    fn decode_from(bytes: &[u8], _budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = RegisterPluginRequest::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => m.plugin_name = wire::text(b),
                (2, Value::Len(b)) => m.plugin_idx = wire::text(b),
                (3, Value::Len(b)) => m.nri_version = wire::text(b),
                _ => {}
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.bytes(1, self.plugin_name.as_bytes());
        w.bytes(2, self.plugin_idx.as_bytes());
        w.bytes(3, self.nri_version.as_bytes());
    }
}

/// `Empty`: no fields, zero bytes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Empty;

impl Message for Empty {
    fn decode_from(bytes: &[u8], _budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut reader = Reader::new(bytes);
        while reader.next_field()?.is_some() {}
        Ok(Empty)
    }

    fn encode_to(&self, _w: &mut Writer) {}
}

/// `ConfigureRequest`: what the runtime tells the plugin after registration.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConfigureRequest {
    /// Plugin configuration (empty for external plugins).
    pub config: String,
    /// `containerd`, `cri-o`, ...
    pub runtime_name: String,
    /// The runtime's version.
    pub runtime_version: String,
    /// The runtime's registration timeout in milliseconds (0 when not sent).
    pub registration_timeout_ms: i64,
    /// The runtime's per-request timeout in milliseconds (0 when not sent).
    pub request_timeout_ms: i64,
    /// The runtime's NRI version.
    pub nri_version: String,
}

impl Message for ConfigureRequest {
    fn decode_from(bytes: &[u8], _budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = ConfigureRequest::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => m.config = wire::text(b),
                (2, Value::Len(b)) => m.runtime_name = wire::text(b),
                (3, Value::Len(b)) => m.runtime_version = wire::text(b),
                (4, Value::Varint(v)) => m.registration_timeout_ms = v as i64,
                (5, Value::Varint(v)) => m.request_timeout_ms = v as i64,
                (6, Value::Len(b)) => m.nri_version = wire::text(b),
                _ => {}
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.bytes(1, self.config.as_bytes());
        w.bytes(2, self.runtime_name.as_bytes());
        w.bytes(3, self.runtime_version.as_bytes());
        w.int64(4, self.registration_timeout_ms);
        w.int64(5, self.request_timeout_ms);
        w.bytes(6, self.nri_version.as_bytes());
    }
}

/// `ConfigureResponse`: the events the plugin subscribes to (field 2; there is no 1).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConfigureResponse {
    /// The event mask; 0 would mean *every* event, so it is never sent as 0.
    pub events: i32,
}

impl Message for ConfigureResponse {
    fn decode_from(bytes: &[u8], _budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = ConfigureResponse::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            if let (2, Value::Varint(v)) = (field.number, field.value) {
                m.events = v as i32;
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.int32(2, self.events);
    }
}

/// `SynchronizeRequest`: the runtime's current pods and containers, possibly in chunks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SynchronizeRequest {
    /// Existing pod sandboxes.
    pub pods: Vec<PodSandbox>,
    /// Existing containers.
    pub containers: Vec<Container>,
    /// More chunks follow; the response must echo it.
    pub more: bool,
}

impl Message for SynchronizeRequest {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = SynchronizeRequest::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => {
                    budget.element()?;
                    m.pods.push(budget.nested(b)?);
                }
                (2, Value::Len(b)) => {
                    budget.element()?;
                    m.containers.push(budget.nested(b)?);
                }
                (3, Value::Varint(v)) => m.more = v != 0,
                _ => {}
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        for pod in &self.pods {
            w.message(1, pod);
        }
        for container in &self.containers {
            w.message(2, container);
        }
        w.bool(3, self.more);
    }
}

/// `SynchronizeResponse`: no container updates, `more` echoed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SynchronizeResponse {
    /// Must equal the request's `more`.
    pub more: bool,
}

impl Message for SynchronizeResponse {
    fn decode_from(bytes: &[u8], _budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = SynchronizeResponse::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            if let (2, Value::Varint(v)) = (field.number, field.value) {
                m.more = v != 0;
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.bool(2, self.more);
    }
}

/// `CreateContainerRequest`: the pod and the container about to be created.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CreateContainerRequest {
    /// The container's pod.
    pub pod: Option<PodSandbox>,
    /// The container, with its full environment.
    pub container: Option<Container>,
}

impl Message for CreateContainerRequest {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = CreateContainerRequest::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => m.pod = Some(budget.nested(b)?),
                (2, Value::Len(b)) => m.container = Some(budget.nested(b)?),
                _ => {}
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.optional(1, self.pod.as_ref());
        w.optional(2, self.container.as_ref());
    }
}

/// `CreateContainerResponse`: the adjustment (absent when nothing changes).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CreateContainerResponse {
    /// The changes to apply to the container.
    pub adjust: Option<ContainerAdjustment>,
}

impl Message for CreateContainerResponse {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = CreateContainerResponse::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            if let (1, Value::Len(b)) = (field.number, field.value) {
                m.adjust = Some(budget.nested(b)?);
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.optional(1, self.adjust.as_ref());
    }
}

/// `ContainerAdjustment`: only the environment is ever adjusted (field 4).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContainerAdjustment {
    /// One entry per variable: same key replaces in place, a `-KEY` key removes.
    pub env: Vec<KeyValue>,
}

impl Message for ContainerAdjustment {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = ContainerAdjustment::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            if let (4, Value::Len(b)) = (field.number, field.value) {
                budget.element()?;
                m.env.push(budget.nested(b)?);
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        for kv in &self.env {
            w.message(4, kv);
        }
    }
}

/// `KeyValue` of an environment adjustment. The value may be a credential: it is wiped on
/// drop and `Debug` shows only the key.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct KeyValue {
    /// The variable name (raw bytes from the container's env), or `-NAME` to remove it.
    pub key: Vec<u8>,
    /// The full new value.
    pub value: Zeroizing<Vec<u8>>,
}

impl KeyValue {
    /// An entry setting `key` to `value`.
    pub fn new(key: &[u8], value: Vec<u8>) -> KeyValue {
        KeyValue {
            key: key.to_vec(),
            value: Zeroizing::new(value),
        }
    }
}

impl fmt::Debug for KeyValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KeyValue")
            .field("key", &String::from_utf8_lossy(&self.key))
            .field("value", &"<redacted>")
            .finish()
    }
}

impl Message for KeyValue {
    fn decode_from(bytes: &[u8], _budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = KeyValue::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => m.key = b.to_vec(),
                (2, Value::Len(b)) => m.value = Zeroizing::new(b.to_vec()),
                _ => {}
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.bytes(1, &self.key);
        w.bytes(2, &self.value);
    }
}

/// `PodSandbox`: the fields the plugin uses or logs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PodSandbox {
    /// The runtime's sandbox id.
    pub id: String,
    /// The pod's name.
    pub name: String,
    /// The pod's UID.
    pub uid: String,
    /// The pod's namespace.
    pub namespace: String,
    /// The pod's labels.
    pub labels: BTreeMap<String, String>,
    /// The pod's annotations.
    pub annotations: BTreeMap<String, String>,
    /// The runtime handler (RuntimeClass).
    pub runtime_handler: String,
    /// The sandbox's pid.
    pub pid: u32,
    /// The pod's IP addresses.
    pub ips: Vec<String>,
}

impl Message for PodSandbox {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = PodSandbox::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => m.id = wire::text(b),
                (2, Value::Len(b)) => m.name = wire::text(b),
                (3, Value::Len(b)) => m.uid = wire::text(b),
                (4, Value::Len(b)) => m.namespace = wire::text(b),
                (5, Value::Len(b)) => budget.map_entry(b, &mut m.labels)?,
                (6, Value::Len(b)) => budget.map_entry(b, &mut m.annotations)?,
                (7, Value::Len(b)) => m.runtime_handler = wire::text(b),
                (9, Value::Varint(v)) => m.pid = v as u32,
                (10, Value::Len(b)) => {
                    budget.element()?;
                    m.ips.push(wire::text(b));
                }
                _ => {}
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.bytes(1, self.id.as_bytes());
        w.bytes(2, self.name.as_bytes());
        w.bytes(3, self.uid.as_bytes());
        w.bytes(4, self.namespace.as_bytes());
        w.map(5, &self.labels);
        w.map(6, &self.annotations);
        w.bytes(7, self.runtime_handler.as_bytes());
        w.uint64(9, u64::from(self.pid));
        for ip in &self.ips {
            w.repeated_bytes(10, ip.as_bytes());
        }
    }
}

/// `Container`: the fields the plugin uses or logs. The environment and arguments can
/// hold anything the workload put there, so `Debug` shows only their counts.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Container {
    /// The runtime's container id.
    pub id: String,
    /// The sandbox id of the container's pod.
    pub pod_sandbox_id: String,
    /// The container's name in the pod spec.
    pub name: String,
    /// `ContainerState`: 0 unknown, 1 created, 2 paused, 3 running, 4 stopped.
    pub state: i32,
    /// The container's labels.
    pub labels: BTreeMap<String, String>,
    /// The container's annotations.
    pub annotations: BTreeMap<String, String>,
    /// The process arguments.
    pub args: Vec<String>,
    /// The process environment, one `KEY=VALUE` entry each, in spec order.
    pub env: Vec<Vec<u8>>,
    /// The container's pid.
    pub pid: u32,
    /// The exit code (negative values travel as 10-byte varints).
    pub exit_code: i32,
    /// The process user.
    pub user: Option<User>,
}

impl Container {
    /// The environment as `(key, value)`, split at the first `=`; an entry without `=` is
    /// a key with an empty value.
    pub fn env_pairs(&self) -> impl Iterator<Item = (&[u8], &[u8])> {
        self.env
            .iter()
            .map(|entry| match entry.iter().position(|b| *b == b'=') {
                Some(at) => {
                    let (key, rest) = entry.split_at(at);
                    (key, rest.get(1..).unwrap_or_default())
                }
                None => (entry.as_slice(), &[][..]),
            })
    }
}

impl fmt::Debug for Container {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Container")
            .field("id", &self.id)
            .field("pod_sandbox_id", &self.pod_sandbox_id)
            .field("name", &self.name)
            .field("state", &self.state)
            .field("args", &self.args.len())
            .field("env", &self.env.len())
            .finish_non_exhaustive()
    }
}

impl Message for Container {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = Container::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => m.id = wire::text(b),
                (2, Value::Len(b)) => m.pod_sandbox_id = wire::text(b),
                (3, Value::Len(b)) => m.name = wire::text(b),
                (4, Value::Varint(v)) => m.state = v as i32,
                (5, Value::Len(b)) => budget.map_entry(b, &mut m.labels)?,
                (6, Value::Len(b)) => budget.map_entry(b, &mut m.annotations)?,
                (7, Value::Len(b)) => {
                    budget.element()?;
                    m.args.push(wire::text(b));
                }
                (8, Value::Len(b)) => {
                    budget.element()?;
                    m.env.push(b.to_vec());
                }
                (12, Value::Varint(v)) => m.pid = v as u32,
                (17, Value::Varint(v)) => m.exit_code = v as i32,
                (21, Value::Len(b)) => m.user = Some(budget.nested(b)?),
                _ => {}
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.bytes(1, self.id.as_bytes());
        w.bytes(2, self.pod_sandbox_id.as_bytes());
        w.bytes(3, self.name.as_bytes());
        w.int32(4, self.state);
        w.map(5, &self.labels);
        w.map(6, &self.annotations);
        for arg in &self.args {
            w.repeated_bytes(7, arg.as_bytes());
        }
        for entry in &self.env {
            w.repeated_bytes(8, entry);
        }
        w.uint64(12, u64::from(self.pid));
        w.int32(17, self.exit_code);
        w.optional(21, self.user.as_ref());
    }
}

/// `User`: the process's uid, gid and supplementary groups (a packed repeated field).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct User {
    /// The uid.
    pub uid: u32,
    /// The primary gid.
    pub gid: u32,
    /// Supplementary gids.
    pub additional_gids: Vec<u32>,
}

impl Message for User {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = User::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Varint(v)) => m.uid = v as u32,
                (2, Value::Varint(v)) => m.gid = v as u32,
                // Parsers must accept both the packed and the unpacked encoding.
                (3, Value::Len(b)) => {
                    for gid in wire::packed_varints(b) {
                        budget.element()?;
                        m.additional_gids.push(gid? as u32);
                    }
                }
                (3, Value::Varint(v)) => {
                    budget.element()?;
                    m.additional_gids.push(v as u32);
                }
                _ => {}
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.uint64(1, u64::from(self.uid));
        w.uint64(2, u64::from(self.gid));
        let gids: Vec<u64> = self.additional_gids.iter().map(|g| u64::from(*g)).collect();
        w.packed_varints(3, &gids);
    }
}

/// `RemovePodSandboxRequest` (NRI >= v0.12): the pod that was removed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RemovePodSandboxRequest {
    /// The pod.
    pub pod: Option<PodSandbox>,
}

impl Message for RemovePodSandboxRequest {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = RemovePodSandboxRequest::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            if let (1, Value::Len(b)) = (field.number, field.value) {
                m.pod = Some(budget.nested(b)?);
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.optional(1, self.pod.as_ref());
    }
}

/// `StateChangeEvent`: how runtimes before NRI v0.12 deliver pod events such as
/// RemovePodSandbox.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StateChangeEvent {
    /// The [`event`] number.
    pub event: i32,
    /// The pod concerned.
    pub pod: Option<PodSandbox>,
    /// The container concerned, for container events.
    pub container: Option<Container>,
}

impl Message for StateChangeEvent {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Self, wire::Error> {
        let mut m = StateChangeEvent::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Varint(v)) => m.event = v as i32,
                (2, Value::Len(b)) => m.pod = Some(budget.nested(b)?),
                (3, Value::Len(b)) => m.container = Some(budget.nested(b)?),
                _ => {}
            }
        }
        Ok(m)
    }

    fn encode_to(&self, w: &mut Writer) {
        w.int32(1, self.event);
        w.optional(2, self.pod.as_ref());
        w.optional(3, self.container.as_ref());
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;
    use crate::nri::tests::{Rng, fixture, hex};

    const PLACEHOLDER: &str =
        "__VDBI_PH_0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef___";

    fn example_pod() -> PodSandbox {
        PodSandbox {
            id: "6f1e0d2c9b8a".into(),
            name: "app-7d9f8".into(),
            uid: "2b1c0d9e-1111-4222-8333-944455556666".into(),
            namespace: "default".into(),
            labels: [("app".to_owned(), "app".to_owned())].into(),
            ..PodSandbox::default()
        }
    }

    fn example_container(state: i32) -> Container {
        Container {
            id: "c0ffee00aa11".into(),
            pod_sandbox_id: "6f1e0d2c9b8a".into(),
            name: "app".into(),
            state,
            env: vec![
                b"PATH=/usr/bin:/bin".to_vec(),
                format!("DB_PASSWORD={PLACEHOLDER}").into_bytes(),
            ],
            ..Container::default()
        }
    }

    /// Encodes `message`, compares with fixture `name` when given, and decodes the
    /// fixture (or the encoding) back to `message`.
    fn check<M: Message + PartialEq + fmt::Debug>(name: Option<&str>, message: &M) {
        let bytes = wire::encode(message);
        if let Some(name) = name {
            assert_eq!(bytes, fixture(name), "encoding of {name}");
        }
        assert_eq!(&wire::decode::<M>(&bytes).unwrap(), message);
    }

    #[test]
    fn reference_examples_are_byte_exact() {
        check(
            Some("register_plugin_request"),
            &RegisterPluginRequest {
                plugin_name: "vault-db-injector".into(),
                plugin_idx: "10".into(),
                nri_version: String::new(),
            },
        );
        check(
            Some("register_plugin_request_version"),
            &RegisterPluginRequest {
                plugin_name: "vault-db-injector".into(),
                plugin_idx: "10".into(),
                nri_version: "v0.10.0".into(),
            },
        );
        check(
            Some("configure_request"),
            &ConfigureRequest {
                runtime_name: "containerd".into(),
                runtime_version: "v2.1.0".into(),
                registration_timeout_ms: 5000,
                request_timeout_ms: 2000,
                nri_version: "v0.10.0".into(),
                ..ConfigureRequest::default()
            },
        );
        check(
            Some("configure_response"),
            &ConfigureResponse {
                events: event::mask(&[event::CREATE_CONTAINER]),
            },
        );
        check(
            Some("synchronize_request"),
            &SynchronizeRequest {
                pods: vec![example_pod()],
                containers: vec![example_container(3)],
                more: false,
            },
        );
        check(None, &SynchronizeResponse { more: false });
        assert_eq!(wire::encode(&SynchronizeResponse { more: false }), b"");
        check(
            Some("synchronize_response_more"),
            &SynchronizeResponse { more: true },
        );
        check(
            Some("create_container_request"),
            &CreateContainerRequest {
                pod: Some(example_pod()),
                container: Some(example_container(1)),
            },
        );
        check(
            Some("create_container_response_replace"),
            &CreateContainerResponse {
                adjust: Some(ContainerAdjustment {
                    env: vec![KeyValue::new(b"DB_PASSWORD", b"s3cr3t-value".to_vec())],
                }),
            },
        );
        check(
            Some("create_container_response_remove"),
            &CreateContainerResponse {
                adjust: Some(ContainerAdjustment {
                    env: vec![KeyValue::new(b"-DB_PASSWORD", Vec::new())],
                }),
            },
        );
        assert_eq!(wire::encode(&CreateContainerResponse::default()), b"");
        assert_eq!(wire::encode(&Empty), b"");
    }

    #[test]
    fn event_mask_is_never_zero_and_stays_valid() {
        let mask = event::mask(&[event::CREATE_CONTAINER, event::REMOVE_POD_SANDBOX]);
        assert_eq!(mask, 0x0c);
        assert_eq!(mask & !event::VALID_MASK_OLDEST, 0);
        assert_eq!(event::mask(&[0, 15, -1, 99]), 0);
    }

    /// Unknown fields of every wire type, with one- and two-byte keys.
    fn unknown_fields() -> Vec<u8> {
        hex(
            "b8 06 96 01  c9 06 01 02 03 04 05 06 07 08  d2 06 03 61 62 63  dd 06 01 02 03 04
             f8 07 ff ff ff ff ff ff ff ff ff 01",
        )
    }

    fn with_unknown(bytes: &[u8]) -> Vec<u8> {
        let mut out = unknown_fields();
        out.extend_from_slice(bytes);
        out.extend_from_slice(&unknown_fields());
        out
    }

    #[test]
    fn every_message_decodes_with_unknown_fields_added() {
        fn same<M: Message + PartialEq + fmt::Debug>(name: &str) {
            let bytes = fixture(name);
            let expect = wire::decode::<M>(&bytes).unwrap();
            assert_eq!(
                wire::decode::<M>(&with_unknown(&bytes)).unwrap(),
                expect,
                "{name}"
            );
        }
        same::<RegisterPluginRequest>("register_plugin_request_version");
        same::<ConfigureRequest>("configure_request");
        same::<ConfigureResponse>("configure_response");
        same::<SynchronizeRequest>("synchronize_request");
        same::<SynchronizeResponse>("synchronize_response_more");
        same::<CreateContainerRequest>("create_container_request");
        same::<CreateContainerResponse>("create_container_response_replace");
        same::<Empty>("configure_response");

        // Unknown fields nested inside the pod, the container and a map entry, plus known
        // fields with the wrong wire type (id as varint, state as bytes), are skipped too.
        let mut pod = wire::encode(&example_pod());
        pod.extend(with_unknown(&hex("08 05 2a 07 0a 01 78 10 01 12 00")));
        let mut container = with_unknown(&wire::encode(&example_container(1)));
        container.extend(hex("22 01 09"));
        let mut writer = Writer::new();
        writer.repeated_bytes(1, &pod);
        writer.repeated_bytes(2, &container);
        let decoded: CreateContainerRequest = wire::decode(&writer.finish()).unwrap();
        let mut expect_pod = example_pod();
        expect_pod.labels.insert("x".into(), String::new());
        assert_eq!(decoded.pod, Some(expect_pod));
        assert_eq!(decoded.container, Some(example_container(1)));
    }

    #[test]
    fn container_env_splits_at_the_first_equals_sign() {
        let container = Container {
            env: vec![
                b"A=b=c".to_vec(),
                b"NOVALUE".to_vec(),
                b"E=".to_vec(),
                vec![0xff, b'=', 0xfe],
            ],
            ..Container::default()
        };
        let pairs: Vec<_> = container.env_pairs().collect();
        assert_eq!(
            pairs,
            vec![
                (&b"A"[..], &b"b=c"[..]),
                (&b"NOVALUE"[..], &b""[..]),
                (&b"E"[..], &b""[..]),
                (&[0xff][..], &[0xfe][..]),
            ]
        );
        let debug = format!(
            "{container:?} {:?}",
            KeyValue::new(b"K", b"s3cr3t".to_vec())
        );
        assert!(
            !debug.contains("b=c") && !debug.contains("s3cr3t"),
            "{debug}"
        );
    }

    #[test]
    fn negative_exit_code_and_packed_gids_round_trip() {
        let container = Container {
            exit_code: -1,
            user: Some(User {
                uid: 1000,
                gid: 1000,
                additional_gids: vec![4, 27, 70_000],
            }),
            ..Container::default()
        };
        let bytes = wire::encode(&container);
        assert_eq!(
            bytes,
            hex(
                "88 01 ff ff ff ff ff ff ff ff ff 01  aa 01 0d 08 e8 07 10 e8 07 1a 05 04 1b f0 a2 04"
            )
        );
        assert_eq!(wire::decode::<Container>(&bytes).unwrap(), container);
        // The unpacked encoding of the same gids decodes the same.
        let user: User = wire::decode(&hex("08 e8 07 10 e8 07 18 04 18 1b 18 f0 a2 04")).unwrap();
        assert_eq!(Some(user), container.user);
    }

    fn text(rng: &mut Rng) -> String {
        const ALPHABET: [&str; 8] = ["a", "Z", "0", "=", "-", "é", "漢", "_"];
        let len = rng.below(12);
        (0..len).map(|_| ALPHABET[rng.below(8) as usize]).collect()
    }

    fn map(rng: &mut Rng) -> BTreeMap<String, String> {
        (0..rng.below(3)).map(|_| (text(rng), text(rng))).collect()
    }

    fn pod(rng: &mut Rng) -> PodSandbox {
        PodSandbox {
            id: text(rng),
            name: text(rng),
            uid: text(rng),
            namespace: text(rng),
            labels: map(rng),
            annotations: map(rng),
            runtime_handler: text(rng),
            pid: rng.next() as u32,
            ips: (0..rng.below(3)).map(|_| text(rng)).collect(),
        }
    }

    fn container(rng: &mut Rng) -> Container {
        Container {
            id: text(rng),
            pod_sandbox_id: text(rng),
            name: text(rng),
            state: rng.below(5) as i32,
            labels: map(rng),
            annotations: map(rng),
            args: (0..rng.below(3)).map(|_| text(rng)).collect(),
            env: (0..rng.below(4)).map(|_| rng.bytes(20)).collect(),
            pid: rng.next() as u32,
            exit_code: rng.next() as i32,
            user: (rng.below(2) == 1).then(|| User {
                uid: rng.next() as u32,
                gid: rng.next() as u32,
                additional_gids: (0..rng.below(4)).map(|_| rng.next() as u32).collect(),
            }),
        }
    }

    fn round_trip<M: Message + PartialEq + fmt::Debug>(message: M, seed: u64) {
        let bytes = wire::encode(&message);
        let decoded = wire::decode::<M>(&bytes);
        assert_eq!(decoded.as_ref(), Ok(&message), "TEST_SEED={seed}");
    }

    #[test]
    fn property_decode_of_encode_is_identity() {
        let (mut rng, seed) = Rng::from_env();
        for _ in 0..2000 {
            round_trip(
                SynchronizeRequest {
                    pods: (0..rng.below(3)).map(|_| pod(&mut rng)).collect(),
                    containers: (0..rng.below(3)).map(|_| container(&mut rng)).collect(),
                    more: rng.below(2) == 1,
                },
                seed,
            );
            round_trip(
                CreateContainerRequest {
                    pod: (rng.below(2) == 1).then(|| pod(&mut rng)),
                    container: (rng.below(2) == 1).then(|| container(&mut rng)),
                },
                seed,
            );
            round_trip(
                CreateContainerResponse {
                    adjust: (rng.below(2) == 1).then(|| ContainerAdjustment {
                        env: (0..rng.below(4))
                            .map(|_| KeyValue::new(&rng.bytes(8), rng.bytes(30)))
                            .collect(),
                    }),
                },
                seed,
            );
            round_trip(
                ConfigureRequest {
                    config: text(&mut rng),
                    runtime_name: text(&mut rng),
                    runtime_version: text(&mut rng),
                    registration_timeout_ms: rng.next() as i64,
                    request_timeout_ms: rng.next() as i64,
                    nri_version: text(&mut rng),
                },
                seed,
            );
            round_trip(
                StateChangeEvent {
                    event: rng.below(16) as i32,
                    pod: (rng.below(2) == 1).then(|| pod(&mut rng)),
                    container: (rng.below(2) == 1).then(|| container(&mut rng)),
                },
                seed,
            );
        }
    }

    #[test]
    fn property_random_bytes_never_panic() {
        let (mut rng, seed) = Rng::from_env();
        let base = fixture("create_container_request");
        for _ in 0..2000 {
            // Pure noise, and the reference message with a few bytes flipped or cut.
            let noise = rng.bytes(300);
            let mut mutated = base.clone();
            for _ in 0..=rng.below(4) {
                let at = rng.below(mutated.len() as u64) as usize;
                mutated[at] = rng.next() as u8;
            }
            mutated.truncate(rng.below(mutated.len() as u64 + 1) as usize);
            for bytes in [&noise, &mutated] {
                let _ = wire::decode::<CreateContainerRequest>(bytes);
                let _ = wire::decode::<SynchronizeRequest>(bytes);
                let _ = wire::decode::<ConfigureRequest>(bytes);
                let _ = wire::decode::<StateChangeEvent>(bytes);
                let _ = wire::decode::<crate::nri::ttrpc::Request>(bytes);
                let _ = wire::decode::<crate::nri::ttrpc::Response>(bytes);
            }
        }
        let _ = seed;
    }
}
