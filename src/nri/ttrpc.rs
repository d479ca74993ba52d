//! ttrpc, the small RPC protocol NRI runs over: a 10-byte frame header (data length, stream
//! id, type, flags; big-endian) and two protobuf envelopes, `Request` and `Response`. Only
//! unary calls exist in NRI: one request frame, one response frame, same stream id.
//!
//! **Invariant:** no IO, no panic; a frame announcing more than 4 MiB of data is an error as
//! soon as its header is seen, before any of its data is held.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::fmt;

use crate::limits;
use crate::nri::wire::{self, Budget, Message, Reader, Value, Writer};

/// Length of a ttrpc frame header.
pub const HEADER_LEN: usize = 10;

/// Frame type of a request.
pub const TYPE_REQUEST: u8 = 1;
/// Frame type of a response.
pub const TYPE_RESPONSE: u8 = 2;
/// Frame type of streaming data (never used by NRI; a protocol error here).
pub const TYPE_DATA: u8 = 3;

/// The gRPC status codes ttrpc uses in `Status.code`.
pub mod code {
    /// Success (also what an absent status means).
    pub const OK: i32 = 0;
    /// Unknown error.
    pub const UNKNOWN: i32 = 2;
    /// The request was malformed.
    pub const INVALID_ARGUMENT: i32 = 3;
    /// The deadline passed before the work was done.
    pub const DEADLINE_EXCEEDED: i32 = 4;
    /// The caller may not have what it asked for.
    pub const PERMISSION_DENIED: i32 = 7;
    /// A message was too large.
    pub const RESOURCE_EXHAUSTED: i32 = 8;
    /// The service or method is not implemented.
    pub const UNIMPLEMENTED: i32 = 12;
    /// A bug on the answering side.
    pub const INTERNAL: i32 = 13;
    /// The answering side cannot serve now; try again.
    pub const UNAVAILABLE: i32 = 14;
}

/// Why a ttrpc frame or envelope is invalid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A frame header announced more data than the 4 MiB limit.
    TooLarge(u64),
    /// An envelope's protobuf is malformed.
    Wire(wire::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::TooLarge(len) => write!(
                f,
                "ttrpc frame of {len} data bytes exceeds the limit of {} bytes",
                limits::NRI_MESSAGE_MAX
            ),
            Error::Wire(_) => write!(f, "ttrpc envelope is malformed"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::TooLarge(_) => None,
            Error::Wire(error) => Some(error),
        }
    }
}

impl From<wire::Error> for Error {
    fn from(error: wire::Error) -> Error {
        Error::Wire(error)
    }
}

/// One ttrpc frame. The data may be a credential-bearing response, so `Debug` shows only
/// its length.
#[derive(Clone, PartialEq, Eq)]
pub struct Frame {
    /// The call this frame belongs to.
    pub stream_id: u32,
    /// [`TYPE_REQUEST`], [`TYPE_RESPONSE`] or anything else the peer sent.
    pub kind: u8,
    /// Type-specific flags (0 for everything NRI does).
    pub flags: u8,
    /// The envelope's protobuf bytes.
    pub data: Vec<u8>,
}

impl fmt::Debug for Frame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Frame")
            .field("stream_id", &self.stream_id)
            .field("kind", &self.kind)
            .field("flags", &self.flags)
            .field("data_len", &self.data.len())
            .finish()
    }
}

impl Frame {
    /// The frame's bytes: header then data.
    pub fn encode(&self) -> Result<Vec<u8>, Error> {
        let len = u32::try_from(self.data.len())
            .ok()
            .filter(|len| usize::try_from(*len).is_ok_and(|l| l <= limits::NRI_MESSAGE_MAX))
            .ok_or(Error::TooLarge(self.data.len() as u64))?;
        let mut out = Vec::with_capacity(HEADER_LEN.saturating_add(self.data.len()));
        out.extend_from_slice(&len.to_be_bytes());
        out.extend_from_slice(&self.stream_id.to_be_bytes());
        out.push(self.kind);
        out.push(self.flags);
        out.extend_from_slice(&self.data);
        Ok(out)
    }

    /// Takes one whole frame off the front of `buf`: `Ok(None)` while more bytes are
    /// needed, else the frame and how many bytes it used. The data length is checked as
    /// soon as the header is complete.
    pub fn parse(buf: &[u8]) -> Result<Option<(Frame, usize)>, Error> {
        let Some((header, rest)) = buf.split_first_chunk::<HEADER_LEN>() else {
            return Ok(None);
        };
        let [l0, l1, l2, l3, s0, s1, s2, s3, kind, flags] = *header;
        let len = u32::from_be_bytes([l0, l1, l2, l3]);
        let len_usize = usize::try_from(len).map_err(|_| Error::TooLarge(u64::from(len)))?;
        if len_usize > limits::NRI_MESSAGE_MAX {
            return Err(Error::TooLarge(u64::from(len)));
        }
        let Some(data) = rest.get(..len_usize) else {
            return Ok(None);
        };
        let frame = Frame {
            stream_id: u32::from_be_bytes([s0, s1, s2, s3]),
            kind,
            flags,
            data: data.to_vec(),
        };
        Ok(Some((frame, HEADER_LEN.saturating_add(len_usize))))
    }
}

/// `ttrpc.Request`: which method to call, with its payload and deadline.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Request {
    /// Fully qualified service, e.g. `nri.pkg.api.v1alpha1.Plugin`.
    pub service: String,
    /// Bare method name, e.g. `CreateContainer`.
    pub method: String,
    /// The serialized NRI request.
    pub payload: Vec<u8>,
    /// Time left for the call in nanoseconds; 0 when the caller set none.
    pub timeout_nano: i64,
    /// Key-value metadata (tracing headers); carried, never interpreted.
    pub metadata: Vec<(String, String)>,
}

impl fmt::Debug for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Request")
            .field("service", &self.service)
            .field("method", &self.method)
            .field("payload_len", &self.payload.len())
            .field("timeout_nano", &self.timeout_nano)
            .finish_non_exhaustive()
    }
}

/// `ttrpc.KeyValue`, an element of `Request.metadata`.
#[derive(Default)]
struct KeyValue {
    key: String,
    value: String,
}

impl Message for KeyValue {
    fn decode_from(bytes: &[u8], _budget: &mut Budget) -> Result<KeyValue, wire::Error> {
        let mut kv = KeyValue::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => kv.key = wire::text(b),
                (2, Value::Len(b)) => kv.value = wire::text(b),
                _ => {}
            }
        }
        Ok(kv)
    }

    fn encode_to(&self, writer: &mut Writer) {
        writer.bytes(1, self.key.as_bytes());
        writer.bytes(2, self.value.as_bytes());
    }
}

impl Message for Request {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Request, wire::Error> {
        let mut request = Request::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => request.service = wire::text(b),
                (2, Value::Len(b)) => request.method = wire::text(b),
                (3, Value::Len(b)) => request.payload = b.to_vec(),
                (4, Value::Varint(v)) => request.timeout_nano = v as i64,
                (5, Value::Len(b)) => {
                    budget.element()?;
                    let kv: KeyValue = budget.nested(b)?;
                    request.metadata.push((kv.key, kv.value));
                }
                _ => {}
            }
        }
        Ok(request)
    }

    fn encode_to(&self, writer: &mut Writer) {
        writer.bytes(1, self.service.as_bytes());
        writer.bytes(2, self.method.as_bytes());
        writer.bytes(3, &self.payload);
        writer.int64(4, self.timeout_nano);
        for (key, value) in &self.metadata {
            writer.message(
                5,
                &KeyValue {
                    key: key.clone(),
                    value: value.clone(),
                },
            );
        }
    }
}

/// `google.rpc.Status`: an error's code and message (details are skipped).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Status {
    /// A [`code`] value; 0 is OK.
    pub code: i32,
    /// Human-readable text; never carries a secret.
    pub message: String,
}

impl Status {
    /// A status with `code` and `message`.
    pub fn new(code: i32, message: impl Into<String>) -> Status {
        Status {
            code,
            message: message.into(),
        }
    }
}

impl Message for Status {
    fn decode_from(bytes: &[u8], _budget: &mut Budget) -> Result<Status, wire::Error> {
        let mut status = Status::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Varint(v)) => status.code = v as i32,
                (2, Value::Len(b)) => status.message = wire::text(b),
                _ => {}
            }
        }
        Ok(status)
    }

    fn encode_to(&self, writer: &mut Writer) {
        writer.int32(1, self.code);
        writer.bytes(2, self.message.as_bytes());
    }
}

/// `ttrpc.Response`: a status (absent on success, as Go sends it) and the payload.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Response {
    /// The error, if any. `Some` with code 0 also means success.
    pub status: Option<Status>,
    /// The serialized NRI response (may hold credentials: `Debug` shows its length only).
    pub payload: Vec<u8>,
}

impl fmt::Debug for Response {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Response")
            .field("status", &self.status)
            .field("payload_len", &self.payload.len())
            .finish()
    }
}

impl Response {
    /// A success carrying `payload`.
    pub fn ok(payload: Vec<u8>) -> Response {
        Response {
            status: None,
            payload,
        }
    }

    /// A failure with `code` and `message`.
    pub fn error(code: i32, message: impl Into<String>) -> Response {
        Response {
            status: Some(Status::new(code, message)),
            payload: Vec::new(),
        }
    }

    /// The error status, if the response is not a success.
    pub fn error_status(&self) -> Option<&Status> {
        self.status
            .as_ref()
            .filter(|status| status.code != code::OK)
    }
}

impl Message for Response {
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Response, wire::Error> {
        let mut response = Response::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => response.status = Some(budget.nested(b)?),
                (2, Value::Len(b)) => response.payload = b.to_vec(),
                _ => {}
            }
        }
        Ok(response)
    }

    fn encode_to(&self, writer: &mut Writer) {
        writer.optional(1, self.status.as_ref());
        writer.bytes(2, &self.payload);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nri::tests::hex;

    fn check(input: &str, expect: Result<Option<(Frame, usize)>, Error>) {
        assert_eq!(Frame::parse(&hex(input)), expect, "input {input}");
    }

    fn frame(stream_id: u32, kind: u8, data: &[u8]) -> Frame {
        Frame {
            stream_id,
            kind,
            flags: 0,
            data: data.to_vec(),
        }
    }

    #[test]
    fn parses_frames_and_waits_for_more() {
        check("", Ok(None));
        check("00 00 00 00 00 00 00 01 02", Ok(None));
        check(
            "00 00 00 00 00 00 00 01 02 00",
            Ok(Some((frame(1, 2, b""), 10))),
        );
        check(
            "00 00 00 02 00 00 00 05 01 00 10 08 ff",
            Ok(Some((frame(5, 1, &[0x10, 0x08]), 12))),
        );
        check("00 00 00 03 00 00 00 05 01 00 10 08", Ok(None));
        // The limit is checked on the header alone.
        check(
            "00 40 00 01 00 00 00 01 01 00",
            Err(Error::TooLarge(4_194_305)),
        );
        check(
            "ff ff ff ff 00 00 00 01 01 00",
            Err(Error::TooLarge(u64::from(u32::MAX))),
        );
        check(
            "00 40 00 00 00 00 00 01 01 00",
            Ok(None), // exactly 4 MiB is allowed; its data has not arrived
        );
    }

    #[test]
    fn frames_round_trip() {
        let small = frame(7, TYPE_RESPONSE, b"abc");
        let bytes = small.encode().unwrap();
        assert_eq!(bytes, hex("00 00 00 03 00 00 00 07 02 00 61 62 63"));
        assert_eq!(Frame::parse(&bytes).unwrap(), Some((small, 13)));
        let huge = frame(1, TYPE_REQUEST, &vec![0; limits::NRI_MESSAGE_MAX + 1]);
        assert_eq!(huge.encode(), Err(Error::TooLarge(4_194_305)));
    }

    #[test]
    fn register_plugin_request_matches_the_reference_bytes() {
        let request = Request {
            service: "nri.pkg.api.v1alpha1.Runtime".to_owned(),
            method: "RegisterPlugin".to_owned(),
            payload: hex("0a117661756c742d64622d696e6a6563746f7212023130"),
            timeout_nano: 5_000_000_000,
            metadata: Vec::new(),
        };
        let expect = hex("0a 1c 6e 72 69 2e 70 6b 67 2e 61 70 69 2e
             76 31 61 6c 70 68 61 31 2e 52 75 6e 74 69 6d 65
             12 0e 52 65 67 69 73 74 65 72 50 6c 75 67 69 6e
             1a 17 0a 11 76 61 75 6c 74 2d 64 62 2d 69 6e 6a
             65 63 74 6f 72 12 02 31 30 20 80 e4 97 d0 12");
        assert_eq!(wire::encode(&request), expect);
        assert_eq!(wire::decode::<Request>(&expect).unwrap(), request);
    }

    #[test]
    fn responses_match_the_reference_bytes() {
        let error = Response::error(
            code::PERMISSION_DENIED,
            "vault-db-injector: secret not found",
        );
        let expect = hex("0a 27 08 07 12 23 76 61 75 6c 74 2d 64 62
             2d 69 6e 6a 65 63 74 6f 72 3a 20 73 65 63 72 65
             74 20 6e 6f 74 20 66 6f 75 6e 64");
        assert_eq!(wire::encode(&error), expect);
        assert_eq!(wire::decode::<Response>(&expect).unwrap(), error);
        assert_eq!(wire::encode(&Response::ok(Vec::new())), Vec::<u8>::new());
        let ok = wire::decode::<Response>(&[]).unwrap();
        assert_eq!(ok.error_status(), None);
        // A status with code 0 is a success too.
        let zero = wire::decode::<Response>(&hex("0a 00")).unwrap();
        assert_eq!(zero.status, Some(Status::default()));
        assert_eq!(zero.error_status(), None);
    }

    #[test]
    fn envelopes_skip_unknown_fields_and_keep_metadata() {
        // Request with metadata {traceparent: x}, an unknown fixed32 field 9 and a known
        // field with the wrong wire type (method as varint), all of which must not fail.
        let bytes = hex(
            "0a 01 73 12 01 6d 2a 10 0a 0b 74 72 61 63 65 70 61 72 65 6e 74 12 01 78
             4d 01 02 03 04 10 05",
        );
        let request = wire::decode::<Request>(&bytes).unwrap();
        assert_eq!(request.service, "s");
        assert_eq!(request.method, "m");
        assert_eq!(
            request.metadata,
            vec![("traceparent".to_owned(), "x".to_owned())]
        );
        assert!(!format!("{request:?}").contains("traceparent"));
    }
}
