//! The NRI runtime double: plays containerd's side of the NRI socket over a real unix
//! socket, so that the plugin can be tested without a container runtime.
//!
//! It deliberately shares no code with the product's `nri::` codec: everything it sends is
//! assembled here by hand or replayed verbatim from the byte fixtures of
//! `tests/data/nri/` (the worked examples of `nri-wire.md` §11), and it reads with its own
//! small parser. A misreading of the protocol in the product therefore cannot be mirrored
//! by the double. It can send what a real runtime sends (both registration orders, split
//! Synchronize, messages split over frames and interleaved with the other conn) and what a
//! broken one might (garbage, oversized and truncated frames, wrong frame types).

use std::io::{self, Read, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Conn id of the plugin's ttrpc server.
pub const CONN_PLUGIN: u32 = 1;
/// Conn id of the runtime's ttrpc server.
pub const CONN_RUNTIME: u32 = 2;
/// ttrpc frame type of a request.
pub const TYPE_REQUEST: u8 = 1;
/// ttrpc frame type of a response.
pub const TYPE_RESPONSE: u8 = 2;
/// ttrpc frame type of streaming data.
pub const TYPE_DATA: u8 = 3;
/// The plugin's service name.
pub const PLUGIN_SERVICE: &str = "nri.pkg.api.v1alpha1.Plugin";

/// Fixtures from `tests/data/nri/`, as hex dumps.
pub mod fixtures {
    /// RegisterPluginRequest{vault-db-injector, 10}, framed as the plugin sends it.
    pub const FRAMED_REGISTER_PLUGIN: &str =
        include_str!("../../tests/data/nri/framed_register_plugin.hex");
    /// The runtime's successful RegisterPlugin response, framed.
    pub const FRAMED_REGISTER_PLUGIN_OK: &str =
        include_str!("../../tests/data/nri/framed_register_plugin_ok.hex");
    /// CreateContainer request (stream 5), framed.
    pub const FRAMED_CREATE_CONTAINER_REQUEST: &str =
        include_str!("../../tests/data/nri/framed_create_container_request.hex");
    /// CreateContainer response replacing DB_PASSWORD (stream 5), framed.
    pub const FRAMED_CREATE_CONTAINER_RESPONSE: &str =
        include_str!("../../tests/data/nri/framed_create_container_response.hex");
    /// CreateContainer error response, PermissionDenied (stream 5), framed.
    pub const FRAMED_CREATE_CONTAINER_ERROR: &str =
        include_str!("../../tests/data/nri/framed_create_container_error.hex");
    /// ConfigureRequest payload of a containerd 2.x runtime.
    pub const CONFIGURE_REQUEST: &str = include_str!("../../tests/data/nri/configure_request.hex");
    /// SynchronizeRequest payload with one pod and one container.
    pub const SYNCHRONIZE_REQUEST: &str =
        include_str!("../../tests/data/nri/synchronize_request.hex");
    /// CreateContainerRequest payload.
    pub const CREATE_CONTAINER_REQUEST: &str =
        include_str!("../../tests/data/nri/create_container_request.hex");
}

/// Bytes from a hex dump (whitespace ignored; invalid pairs are skipped).
pub fn hex(text: &str) -> Vec<u8> {
    let clean: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    clean
        .chunks(2)
        .filter_map(|pair| std::str::from_utf8(pair).ok())
        .filter_map(|pair| u8::from_str_radix(pair, 16).ok())
        .collect()
}

// ---------------------------------------------------------------------------------------
// Hand assembly, independent of the product's codec.

/// A minimal protobuf varint.
pub fn varint(mut value: u64) -> Vec<u8> {
    let mut out = Vec::new();
    while value >= 0x80 {
        out.push((value as u8 & 0x7f) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
    out
}

/// A length-delimited field with a one-byte key (field numbers 1 to 15).
pub fn field_bytes(number: u8, bytes: &[u8]) -> Vec<u8> {
    let mut out = vec![(number << 3) | 2];
    out.extend(varint(bytes.len() as u64));
    out.extend_from_slice(bytes);
    out
}

/// A varint field with a one-byte key (field numbers 1 to 15).
pub fn field_varint(number: u8, value: u64) -> Vec<u8> {
    let mut out = vec![number << 3];
    out.extend(varint(value));
    out
}

/// A ttrpc frame: header and data.
pub fn ttrpc_frame(stream_id: u32, kind: u8, data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(10 + data.len());
    out.extend((data.len() as u32).to_be_bytes());
    out.extend(stream_id.to_be_bytes());
    out.push(kind);
    out.push(0);
    out.extend_from_slice(data);
    out
}

/// One mux frame.
pub fn mux_frame(conn: u32, payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(8 + payload.len());
    out.extend(conn.to_be_bytes());
    out.extend((payload.len() as u32).to_be_bytes());
    out.extend_from_slice(payload);
    out
}

/// A ttrpc message framed as the Go runtime sends it: one mux frame up to 4096 bytes,
/// else 4096 bytes and the rest.
pub fn go_framed(conn: u32, ttrpc: &[u8]) -> Vec<u8> {
    if ttrpc.len() <= 4096 {
        return mux_frame(conn, ttrpc);
    }
    let mut out = mux_frame(conn, &ttrpc[..4096]);
    out.extend(mux_frame(conn, &ttrpc[4096..]));
    out
}

/// The data of a ttrpc Request to the plugin service.
pub fn plugin_request(method: &str, payload: &[u8], timeout_nano: u64) -> Vec<u8> {
    let mut out = field_bytes(1, PLUGIN_SERVICE.as_bytes());
    out.extend(field_bytes(2, method.as_bytes()));
    if !payload.is_empty() {
        out.extend(field_bytes(3, payload));
    }
    if timeout_nano != 0 {
        out.extend(field_varint(4, timeout_nano));
    }
    out
}

/// A whole framed call of `method` on the plugin's conn.
pub fn plugin_call(stream_id: u32, method: &str, payload: &[u8], timeout_nano: u64) -> Vec<u8> {
    let data = plugin_request(method, payload, timeout_nano);
    go_framed(CONN_PLUGIN, &ttrpc_frame(stream_id, TYPE_REQUEST, &data))
}

// ---------------------------------------------------------------------------------------
// An independent minimal protobuf reader for what the plugin sends.

/// One protobuf field as the double sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Field {
    /// Wire type 0.
    Varint(u64),
    /// Wire type 2.
    Bytes(Vec<u8>),
    /// Wire types 1 and 5, kept raw.
    Fixed(Vec<u8>),
}

/// The fields of a message as `(number, value)`, or `None` if it is malformed.
pub fn fields(mut data: &[u8]) -> Option<Vec<(u64, Field)>> {
    fn read_varint(data: &mut &[u8]) -> Option<u64> {
        let mut value = 0u64;
        for shift in (0..70).step_by(7) {
            let (&byte, rest) = data.split_first()?;
            *data = rest;
            value |= u64::from(byte & 0x7f).checked_shl(shift)?;
            if byte & 0x80 == 0 {
                return Some(value);
            }
        }
        None
    }
    let mut out = Vec::new();
    while !data.is_empty() {
        let key = read_varint(&mut data)?;
        let value = match key & 7 {
            0 => Field::Varint(read_varint(&mut data)?),
            2 => {
                let len = read_varint(&mut data)? as usize;
                let (head, rest) = data.split_at_checked(len)?;
                data = rest;
                Field::Bytes(head.to_vec())
            }
            1 | 5 => {
                let len = if key & 7 == 1 { 8 } else { 4 };
                let (head, rest) = data.split_at_checked(len)?;
                data = rest;
                Field::Fixed(head.to_vec())
            }
            _ => return None,
        };
        out.push((key >> 3, value));
    }
    Some(out)
}

/// The first bytes field `number` of `data`.
pub fn bytes_field(data: &[u8], number: u64) -> Option<Vec<u8>> {
    fields(data)?.into_iter().find_map(|(n, v)| match v {
        Field::Bytes(b) if n == number => Some(b),
        _ => None,
    })
}

/// The last varint field `number` of `data`.
pub fn varint_field(data: &[u8], number: u64) -> Option<u64> {
    fields(data)?.into_iter().rev().find_map(|(n, v)| match v {
        Field::Varint(x) if n == number => Some(x),
        _ => None,
    })
}

/// A ttrpc message received from the plugin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The mux conn id it came on.
    pub conn: u32,
    /// The ttrpc stream id.
    pub stream_id: u32,
    /// The ttrpc frame type.
    pub kind: u8,
    /// The ttrpc flags.
    pub flags: u8,
    /// The envelope bytes.
    pub data: Vec<u8>,
    /// The payload lengths of the mux frames that carried it, in order.
    pub mux_frames: Vec<usize>,
    /// The exact socket bytes of those mux frames.
    pub raw: Vec<u8>,
}

impl Message {
    /// For a response: `(status code, status message)` if it carries an error status.
    pub fn error(&self) -> Option<(u64, String)> {
        let status = bytes_field(&self.data, 1)?;
        let code = varint_field(&status, 1).unwrap_or(0);
        let message = bytes_field(&status, 2).unwrap_or_default();
        (code != 0).then(|| (code, String::from_utf8_lossy(&message).into_owned()))
    }

    /// For a response: its payload (empty when absent).
    pub fn payload(&self) -> Vec<u8> {
        bytes_field(&self.data, 2).unwrap_or_default()
    }
}

fn invalid(what: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, what)
}

// ---------------------------------------------------------------------------------------
// The socket side.

/// The runtime's listening NRI socket.
#[derive(Debug)]
pub struct Runtime {
    listener: UnixListener,
    path: PathBuf,
}

impl Runtime {
    /// Listens on `path`, removing a stale socket first as the runtimes do.
    pub fn bind(path: &Path) -> io::Result<Runtime> {
        let _ = std::fs::remove_file(path);
        let listener = UnixListener::bind(path)?;
        listener.set_nonblocking(true)?;
        Ok(Runtime {
            listener,
            path: path.to_owned(),
        })
    }

    /// The socket's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Waits up to `timeout` for the plugin to connect.
    pub fn accept(&self, timeout: Duration) -> io::Result<Peer> {
        let until = Instant::now() + timeout;
        loop {
            match self.listener.accept() {
                Ok((stream, _)) => {
                    stream.set_nonblocking(false)?;
                    return Ok(Peer::new(stream));
                }
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                    if Instant::now() >= until {
                        return Err(io::Error::new(
                            io::ErrorKind::TimedOut,
                            "no plugin connected",
                        ));
                    }
                    std::thread::sleep(Duration::from_millis(10));
                }
                Err(e) => return Err(e),
            }
        }
    }
}

impl Drop for Runtime {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Which of the two concurrent runtime messages reaches the plugin first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// The RegisterPlugin response, then Configure.
    ReplyFirst,
    /// Configure, then the RegisterPlugin response (seen against real containerd).
    ConfigureFirst,
    /// Configure split in two mux frames with the RegisterPlugin response in between.
    Interleaved,
}

/// What the handshake learned from the plugin.
#[derive(Debug, Clone)]
pub struct Handshake {
    /// The exact socket bytes of the RegisterPlugin call.
    pub register_raw: Vec<u8>,
    /// The event mask from ConfigureResponse.
    pub events: u64,
}

/// One conn's received bytes, and the mux frames (payload length, raw bytes) that carried
/// them.
type ConnStream = (Vec<u8>, Vec<(usize, Vec<u8>)>);

/// One accepted plugin connection.
#[derive(Debug)]
pub struct Peer {
    stream: UnixStream,
    /// Per conn id (index 0 unused).
    streams: [ConnStream; 3],
    header: Vec<u8>,
    frame_conn: u32,
    frame_left: usize,
    /// The next stream id the double uses on conn 1.
    pub next_stream_id: u32,
    /// The read timeout last set on the socket.
    read_timeout: Option<Duration>,
}

impl Peer {
    fn new(stream: UnixStream) -> Peer {
        Peer {
            stream,
            streams: Default::default(),
            header: Vec::new(),
            frame_conn: 0,
            frame_left: 0,
            next_stream_id: 1,
            read_timeout: None,
        }
    }

    /// Writes `bytes` to the socket as they are.
    pub fn send_raw(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.stream.write_all(bytes)
    }

    /// Writes `bytes` in pieces of `piece` bytes, pausing so that the plugin sees separate
    /// reads.
    pub fn send_trickle(&mut self, bytes: &[u8], piece: usize) -> io::Result<()> {
        for chunk in bytes.chunks(piece.max(1)) {
            self.stream.write_all(chunk)?;
            std::thread::sleep(Duration::from_millis(1));
        }
        Ok(())
    }

    /// Sends a call of `method` on conn 1 with the next stream id; returns that id.
    pub fn call(&mut self, method: &str, payload: &[u8], timeout_nano: u64) -> io::Result<u32> {
        let stream_id = self.next_stream_id;
        self.next_stream_id += 2;
        self.send_raw(&plugin_call(stream_id, method, payload, timeout_nano))?;
        Ok(stream_id)
    }

    /// Closes the connection as a runtime that stops does.
    pub fn close(self) {
        let _ = self.stream.shutdown(std::net::Shutdown::Both);
    }

    /// The next whole ttrpc message from the plugin, on either conn.
    pub fn recv(&mut self, timeout: Duration) -> io::Result<Message> {
        let until = Instant::now() + timeout;
        // The first read waits `timeout`, set on the socket only when it differs from the
        // last one set: a runtime's client sets no socket option per call (containerd's
        // deadlines are timers of Go's poller), and the benchmarks time this double as the
        // runtime.
        let mut first = true;
        loop {
            for conn in [CONN_PLUGIN, CONN_RUNTIME] {
                if let Some(message) = self.take_message(conn)? {
                    return Ok(message);
                }
            }
            let left = if first {
                timeout
            } else {
                until.saturating_duration_since(Instant::now())
            };
            first = false;
            if left.is_zero() {
                return Err(io::Error::new(io::ErrorKind::TimedOut, "no message"));
            }
            if self.read_timeout != Some(left) {
                self.stream.set_read_timeout(Some(left))?;
                self.read_timeout = Some(left);
            }
            let mut buf = [0u8; 8192];
            let n = match self.stream.read(&mut buf) {
                Ok(0) => return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "closed")),
                Ok(n) => n,
                // A signal to the test process (a child exiting) interrupts the read:
                // that is not the plugin's doing, so read again.
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock
                            | io::ErrorKind::TimedOut
                            | io::ErrorKind::Interrupted
                    ) =>
                {
                    continue;
                }
                Err(e) => return Err(e),
            };
            self.absorb(&buf[..n])?;
        }
    }

    /// Waits for the next message on conn 1 with `stream_id`; fails on anything else.
    pub fn recv_response(&mut self, stream_id: u32, timeout: Duration) -> io::Result<Message> {
        let message = self.recv(timeout)?;
        if message.conn != CONN_PLUGIN
            || message.kind != TYPE_RESPONSE
            || message.stream_id != stream_id
            || message.flags != 0
        {
            return Err(invalid(format!(
                "expected response {stream_id} on conn 1, got {message:?}"
            )));
        }
        Ok(message)
    }

    /// True if the plugin closes the connection within `timeout` (anything it sends
    /// before is discarded).
    pub fn closed_within(&mut self, timeout: Duration) -> bool {
        let until = Instant::now() + timeout;
        let mut buf = [0u8; 8192];
        loop {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            if self.stream.set_read_timeout(Some(left)).is_err() {
                return true;
            }
            self.read_timeout = Some(left);
            match self.stream.read(&mut buf) {
                Ok(0) => return true,
                Ok(_) => continue,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) =>
                {
                    return false;
                }
                Err(_) => return true,
            }
        }
    }

    fn absorb(&mut self, mut input: &[u8]) -> io::Result<()> {
        while !input.is_empty() {
            if self.frame_left == 0 && self.header.len() < 8 {
                let take = (8 - self.header.len()).min(input.len());
                self.header.extend_from_slice(&input[..take]);
                input = &input[take..];
                if self.header.len() == 8 {
                    let conn = u32::from_be_bytes(self.header[..4].try_into().unwrap_or_default());
                    let len = u32::from_be_bytes(self.header[4..].try_into().unwrap_or_default());
                    if !(1..=2).contains(&conn) || len as usize > 4 * 1024 * 1024 + 10 {
                        return Err(invalid(format!("bad mux frame: conn {conn} len {len}")));
                    }
                    let raw = self.header.clone();
                    self.streams[conn as usize].1.push((len as usize, raw));
                    self.frame_conn = conn;
                    self.frame_left = len as usize;
                    self.header.clear();
                }
                continue;
            }
            let take = self.frame_left.min(input.len());
            let (stream, frames) = &mut self.streams[self.frame_conn as usize];
            stream.extend_from_slice(&input[..take]);
            if let Some((_, raw)) = frames.last_mut() {
                raw.extend_from_slice(&input[..take]);
            }
            self.frame_left -= take;
            input = &input[take..];
        }
        Ok(())
    }

    fn take_message(&mut self, conn: u32) -> io::Result<Option<Message>> {
        let (stream, frames) = &mut self.streams[conn as usize];
        if stream.len() < 10 {
            return Ok(None);
        }
        let len = u32::from_be_bytes(stream[..4].try_into().unwrap_or_default()) as usize;
        if stream.len() < 10 + len {
            return Ok(None);
        }
        // Only whole mux frames belong to a message: the plugin must never put the end of
        // one message and the start of the next in one frame.
        let mut carried = 0usize;
        let mut used = 0usize;
        for (frame_len, _) in frames.iter() {
            if carried >= 10 + len {
                break;
            }
            carried += frame_len;
            used += 1;
        }
        if carried != 10 + len {
            return Err(invalid(format!(
                "mux frames on conn {conn} do not end with the ttrpc message"
            )));
        }
        let taken: Vec<(usize, Vec<u8>)> = frames.drain(..used).collect();
        let message = Message {
            conn,
            stream_id: u32::from_be_bytes(stream[4..8].try_into().unwrap_or_default()),
            kind: stream[8],
            flags: stream[9],
            data: stream[10..10 + len].to_vec(),
            mux_frames: taken.iter().map(|(l, _)| *l).collect(),
            raw: taken.into_iter().flat_map(|(_, raw)| raw).collect(),
        };
        stream.drain(..10 + len);
        Ok(Some(message))
    }

    /// Plays the runtime's side of registration: waits for RegisterPlugin, answers it and
    /// sends Configure in `order`, checks the ConfigureResponse, then sends the §11
    /// SynchronizeRequest, first as `split` chunks with `more = true` (each must be echoed)
    /// and then as the final one.
    pub fn handshake(&mut self, order: Order, split: usize) -> io::Result<Handshake> {
        let register = self.recv(Duration::from_secs(5))?;
        if register.conn != CONN_RUNTIME || register.kind != TYPE_REQUEST || register.stream_id != 1
        {
            return Err(invalid(format!(
                "expected RegisterPlugin, got {register:?}"
            )));
        }
        let reply = hex(fixtures::FRAMED_REGISTER_PLUGIN_OK);
        let configure_id = self.next_stream_id;
        self.next_stream_id += 2;
        let configure = plugin_call(
            configure_id,
            "Configure",
            &hex(fixtures::CONFIGURE_REQUEST),
            2_000_000_000,
        );
        match order {
            Order::ReplyFirst => {
                self.send_raw(&reply)?;
                self.send_raw(&configure)?;
            }
            Order::ConfigureFirst => {
                self.send_raw(&configure)?;
                // The plugin must answer Configure before it has its registration reply.
                let early = self.recv_response(configure_id, Duration::from_secs(5))?;
                self.send_raw(&reply)?;
                return self.after_configure(register.raw, &early, split);
            }
            Order::Interleaved => {
                // Re-frame the Configure message: its first 7 bytes, the registration
                // reply on conn 2, then the rest.
                let ttrpc = &configure[8..];
                let mut bytes = mux_frame(CONN_PLUGIN, &ttrpc[..7]);
                bytes.extend(&reply);
                bytes.extend(mux_frame(CONN_PLUGIN, &[]));
                bytes.extend(mux_frame(CONN_PLUGIN, &ttrpc[7..]));
                self.send_trickle(&bytes, 5)?;
            }
        }
        let response = self.recv_response(configure_id, Duration::from_secs(5))?;
        self.after_configure(register.raw, &response, split)
    }

    fn after_configure(
        &mut self,
        register_raw: Vec<u8>,
        configure: &Message,
        split: usize,
    ) -> io::Result<Handshake> {
        if let Some(error) = configure.error() {
            return Err(invalid(format!("Configure failed: {error:?}")));
        }
        let events = varint_field(&configure.payload(), 2).unwrap_or(0);
        let sync = hex(fixtures::SYNCHRONIZE_REQUEST);
        for _ in 0..split {
            let mut chunk = sync.clone();
            chunk.extend(field_varint(3, 1));
            let id = self.call("Synchronize", &chunk, 2_000_000_000)?;
            let response = self.recv_response(id, Duration::from_secs(5))?;
            if response.error().is_some() || response.payload() != [0x10, 0x01] {
                return Err(invalid(format!(
                    "split Synchronize not echoed: {response:?}"
                )));
            }
        }
        let id = self.call("Synchronize", &sync, 2_000_000_000)?;
        let response = self.recv_response(id, Duration::from_secs(5))?;
        if response.error().is_some() || !response.data.is_empty() {
            return Err(invalid(format!("final Synchronize answer: {response:?}")));
        }
        Ok(Handshake {
            register_raw,
            events,
        })
    }
}
