//! A small protobuf codec for the NRI and ttrpc messages, written by hand because the
//! project carries no protobuf crate. It follows rustls' codec style: decoding walks a
//! cursor over a borrowed buffer that returns an error, never panics, on any input, and
//! every size is bounded by `limits.rs` (message size, nesting depth, element count).
//!
//! Decoding is field by field ([`Reader::next_field`]): a message's decoder matches the
//! field number *and* the wire type it expects, and everything else, including a known
//! field with an unexpected wire type, falls through and is skipped, as protobuf requires.
//!
//! **Invariant:** no IO, no panic, no allocation larger than the input.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::collections::BTreeMap;
use std::fmt;

use crate::limits;

/// Why bytes could not be decoded as a protobuf message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The message ended in the middle of a field.
    Truncated,
    /// A varint ran past 10 bytes or 64 bits.
    VarintOverflow,
    /// A field key carried a wire type that NRI never uses (groups, 6, 7).
    WireType(u8),
    /// A field key carried field number 0 or one above 2^29 - 1.
    FieldNumber(u64),
    /// The message is larger than [`limits::NRI_MESSAGE_MAX`].
    TooLarge(usize),
    /// Embedded messages nest deeper than [`limits::NRI_NESTING_MAX`].
    TooDeep,
    /// The message holds more repeated elements than [`limits::NRI_ELEMENTS_MAX`].
    TooManyElements,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Truncated => write!(f, "protobuf message is truncated"),
            Error::VarintOverflow => write!(f, "protobuf varint is longer than 64 bits"),
            Error::WireType(wire_type) => {
                write!(f, "protobuf field has unsupported wire type {wire_type}")
            }
            Error::FieldNumber(number) => {
                write!(f, "protobuf field has invalid field number {number}")
            }
            Error::TooLarge(size) => write!(
                f,
                "protobuf message of {size} bytes exceeds the limit of {} bytes",
                limits::NRI_MESSAGE_MAX
            ),
            Error::TooDeep => write!(
                f,
                "protobuf message nests deeper than {} levels",
                limits::NRI_NESTING_MAX
            ),
            Error::TooManyElements => write!(
                f,
                "protobuf message holds more than {} repeated elements",
                limits::NRI_ELEMENTS_MAX
            ),
        }
    }
}

impl std::error::Error for Error {}

/// Wire type 0: varint.
const WIRE_VARINT: u8 = 0;
/// Wire type 1: eight little-endian bytes.
const WIRE_FIXED64: u8 = 1;
/// Wire type 2: varint length, then that many bytes.
const WIRE_LEN: u8 = 2;
/// Wire type 5: four little-endian bytes.
const WIRE_FIXED32: u8 = 5;

/// Largest valid field number (2^29 - 1).
const FIELD_NUMBER_MAX: u64 = (1 << 29) - 1;

/// One field's value, by wire type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value<'a> {
    /// Wire type 0.
    Varint(u64),
    /// Wire type 1.
    Fixed64(u64),
    /// Wire type 2: strings, bytes, embedded messages, packed repeated scalars.
    Len(&'a [u8]),
    /// Wire type 5.
    Fixed32(u32),
}

/// One decoded field: its number and value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field<'a> {
    /// The field number from the key.
    pub number: u32,
    /// The value.
    pub value: Value<'a>,
}

/// A cursor over one message's bytes.
#[derive(Debug, Clone)]
pub struct Reader<'a> {
    rest: &'a [u8],
}

impl<'a> Reader<'a> {
    /// A reader over `bytes`, which must be one whole message.
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { rest: bytes }
    }

    /// Whether every byte has been read.
    pub fn is_empty(&self) -> bool {
        self.rest.is_empty()
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], Error> {
        let (head, tail) = self.rest.split_at_checked(n).ok_or(Error::Truncated)?;
        self.rest = tail;
        Ok(head)
    }

    fn byte(&mut self) -> Result<u8, Error> {
        let (first, tail) = self.rest.split_first().ok_or(Error::Truncated)?;
        self.rest = tail;
        Ok(*first)
    }

    /// Reads a base-128 varint of at most 10 bytes; a tenth byte may only carry bit 63.
    pub fn varint(&mut self) -> Result<u64, Error> {
        let mut value: u64 = 0;
        for index in 0..10u32 {
            let byte = self.byte()?;
            let bits = u64::from(byte & 0x7f);
            if index == 9 && bits > 1 {
                return Err(Error::VarintOverflow);
            }
            // The shift is at most 63 (index <= 9), so it cannot overflow.
            value |= bits.wrapping_shl(index.wrapping_mul(7));
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(Error::VarintOverflow)
    }

    fn fixed<const N: usize>(&mut self) -> Result<[u8; N], Error> {
        let bytes = self.take(N)?;
        <[u8; N]>::try_from(bytes).map_err(|_| Error::Truncated)
    }

    /// The next field, or `None` at the end of the message.
    pub fn next_field(&mut self) -> Result<Option<Field<'a>>, Error> {
        if self.rest.is_empty() {
            return Ok(None);
        }
        let key = self.varint()?;
        let wire_type = (key & 7) as u8;
        let number = key.wrapping_shr(3);
        if number == 0 || number > FIELD_NUMBER_MAX {
            return Err(Error::FieldNumber(number));
        }
        let value = match wire_type {
            WIRE_VARINT => Value::Varint(self.varint()?),
            WIRE_FIXED64 => Value::Fixed64(u64::from_le_bytes(self.fixed::<8>()?)),
            WIRE_LEN => {
                let len = usize::try_from(self.varint()?).map_err(|_| Error::Truncated)?;
                Value::Len(self.take(len)?)
            }
            WIRE_FIXED32 => Value::Fixed32(u32::from_le_bytes(self.fixed::<4>()?)),
            other => return Err(Error::WireType(other)),
        };
        // INVARIANT: number <= 2^29 - 1 was checked above, so it fits a u32.
        let number = u32::try_from(number).map_err(|_| Error::FieldNumber(number))?;
        Ok(Some(Field { number, value }))
    }
}

/// The packed varints of one length-delimited field (a packed `repeated uint32`, say).
pub fn packed_varints(bytes: &[u8]) -> PackedVarints<'_> {
    PackedVarints {
        reader: Reader::new(bytes),
    }
}

/// Iterator over packed varints; yields an error once and stops if they are malformed.
#[derive(Debug, Clone)]
pub struct PackedVarints<'a> {
    reader: Reader<'a>,
}

impl Iterator for PackedVarints<'_> {
    type Item = Result<u64, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.reader.is_empty() {
            return None;
        }
        let item = self.reader.varint();
        if item.is_err() {
            self.reader.rest = &[];
        }
        Some(item)
    }
}

/// What one top-level decode may still spend: nesting depth and repeated elements. It is
/// threaded through every nested decode, so the limits hold for the whole message tree.
#[derive(Debug)]
pub struct Budget {
    depth: usize,
    elements: usize,
}

impl Budget {
    /// A fresh budget for one top-level message.
    pub fn new() -> Budget {
        Budget {
            depth: 0,
            elements: 0,
        }
    }

    /// Decodes an embedded message one level deeper.
    pub fn nested<M: Message>(&mut self, bytes: &[u8]) -> Result<M, Error> {
        if self.depth >= limits::NRI_NESTING_MAX {
            return Err(Error::TooDeep);
        }
        self.depth = self.depth.saturating_add(1);
        let result = M::decode_from(bytes, self);
        self.depth = self.depth.saturating_sub(1);
        result
    }

    /// Counts one repeated element (a list item or a map entry).
    pub fn element(&mut self) -> Result<(), Error> {
        if self.elements >= limits::NRI_ELEMENTS_MAX {
            return Err(Error::TooManyElements);
        }
        self.elements = self.elements.saturating_add(1);
        Ok(())
    }

    /// Decodes one `map<string, string>` entry into `map` (a later duplicate key wins, as
    /// in protobuf).
    pub fn map_entry(
        &mut self,
        bytes: &[u8],
        map: &mut BTreeMap<String, String>,
    ) -> Result<(), Error> {
        self.element()?;
        let entry: MapEntry = self.nested(bytes)?;
        map.insert(entry.key, entry.value);
        Ok(())
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::new()
    }
}

/// A protobuf message this codec can decode and encode.
pub trait Message: Sized {
    /// Decodes one message from its exact bytes, spending `budget`.
    fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Self, Error>;

    /// Appends the message's fields to `writer`.
    fn encode_to(&self, writer: &mut Writer);
}

/// Decodes a top-level message, enforcing the size limit and a fresh budget.
pub fn decode<M: Message>(bytes: &[u8]) -> Result<M, Error> {
    if bytes.len() > limits::NRI_MESSAGE_MAX {
        return Err(Error::TooLarge(bytes.len()));
    }
    M::decode_from(bytes, &mut Budget::new())
}

/// Encodes a message.
pub fn encode<M: Message>(message: &M) -> Vec<u8> {
    let mut writer = Writer::new();
    message.encode_to(&mut writer);
    writer.finish()
}

/// Text from a string field. Protobuf strings should be UTF-8, but a runtime passes OCI
/// data through, so invalid sequences are replaced rather than failing the whole message;
/// fields whose exact bytes matter (environment entries) are kept as bytes instead.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A `map<string, string>` entry.
#[derive(Debug, Default)]
struct MapEntry {
    key: String,
    value: String,
}

impl Message for MapEntry {
    fn decode_from(bytes: &[u8], _budget: &mut Budget) -> Result<MapEntry, Error> {
        let mut entry = MapEntry::default();
        let mut reader = Reader::new(bytes);
        while let Some(field) = reader.next_field()? {
            match (field.number, field.value) {
                (1, Value::Len(b)) => entry.key = text(b),
                (2, Value::Len(b)) => entry.value = text(b),
                _ => {}
            }
        }
        Ok(entry)
    }

    fn encode_to(&self, writer: &mut Writer) {
        writer.bytes(1, self.key.as_bytes());
        writer.bytes(2, self.value.as_bytes());
    }
}

/// Builds a message's bytes, fields in the order the caller writes them (ascending, as Go
/// does), with default values omitted and minimal varints.
#[derive(Debug, Default)]
pub struct Writer {
    buf: Vec<u8>,
}

impl Writer {
    /// An empty message.
    pub fn new() -> Writer {
        Writer { buf: Vec::new() }
    }

    /// The bytes written.
    pub fn finish(self) -> Vec<u8> {
        self.buf
    }

    /// Appends a minimal varint.
    pub fn varint(&mut self, mut value: u64) {
        while value >= 0x80 {
            self.buf.push((value & 0x7f) as u8 | 0x80);
            value = value.wrapping_shr(7);
        }
        self.buf.push(value as u8);
    }

    fn key(&mut self, number: u32, wire_type: u8) {
        self.varint(u64::from(number).wrapping_shl(3) | u64::from(wire_type));
    }

    /// A `uint64`/`uint32` field, omitted when 0.
    pub fn uint64(&mut self, number: u32, value: u64) {
        if value != 0 {
            self.key(number, WIRE_VARINT);
            self.varint(value);
        }
    }

    /// An `int64` field, omitted when 0; negative values take 10 bytes.
    pub fn int64(&mut self, number: u32, value: i64) {
        self.uint64(number, value as u64);
    }

    /// An `int32` (or enum) field, omitted when 0; negative values are sign-extended to
    /// 64 bits and take 10 bytes, as protobuf requires.
    pub fn int32(&mut self, number: u32, value: i32) {
        self.int64(number, i64::from(value));
    }

    /// A `bool` field, omitted when false.
    pub fn bool(&mut self, number: u32, value: bool) {
        self.uint64(number, u64::from(value));
    }

    /// A `string`/`bytes` field, omitted when empty.
    pub fn bytes(&mut self, number: u32, value: &[u8]) {
        if !value.is_empty() {
            self.repeated_bytes(number, value);
        }
    }

    /// One element of a `repeated string`/`bytes` field: written even when empty, since
    /// an empty element is still an element.
    pub fn repeated_bytes(&mut self, number: u32, value: &[u8]) {
        self.key(number, WIRE_LEN);
        self.varint(value.len() as u64);
        self.buf.extend_from_slice(value);
    }

    /// An embedded message field, written even when its encoding is empty: for a singular
    /// message that is what "present" means, and for a repeated one it is an element.
    pub fn message<M: Message>(&mut self, number: u32, message: &M) {
        let bytes = encode(message);
        self.repeated_bytes(number, &bytes);
    }

    /// An optional embedded message field.
    pub fn optional<M: Message>(&mut self, number: u32, message: Option<&M>) {
        if let Some(message) = message {
            self.message(number, message);
        }
    }

    /// A `map<string, string>` field, one entry per key, in key order.
    pub fn map(&mut self, number: u32, map: &BTreeMap<String, String>) {
        for (key, value) in map {
            self.message(
                number,
                &MapEntry {
                    key: key.clone(),
                    value: value.clone(),
                },
            );
        }
    }

    /// A packed `repeated` varint field, omitted when empty.
    pub fn packed_varints(&mut self, number: u32, values: &[u64]) {
        if values.is_empty() {
            return;
        }
        let mut inner = Writer::new();
        for value in values {
            inner.varint(*value);
        }
        self.repeated_bytes(number, &inner.finish());
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;
    use crate::nri::tests::hex;

    type WriteCase = (fn(&mut Writer), &'static str);

    fn fields(bytes: &[u8]) -> Result<Vec<(u32, String)>, Error> {
        let mut reader = Reader::new(bytes);
        let mut out = Vec::new();
        while let Some(field) = reader.next_field()? {
            let value = match field.value {
                Value::Varint(v) => format!("v{v}"),
                Value::Fixed64(v) => format!("f64:{v}"),
                Value::Len(b) => format!("len:{}", text(b)),
                Value::Fixed32(v) => format!("f32:{v}"),
            };
            out.push((field.number, value));
        }
        Ok(out)
    }

    fn check(input: &str, expect: Result<Vec<(u32, &str)>, Error>) {
        let got = fields(&hex(input));
        let expect = expect.map(|v| v.into_iter().map(|(n, s)| (n, s.to_owned())).collect());
        assert_eq!(got, expect, "input {input}");
    }

    #[test]
    fn reads_fields_of_every_wire_type() {
        check("", Ok(vec![]));
        check("08 96 01", Ok(vec![(1, "v150")]));
        check("12 02 31 30", Ok(vec![(2, "len:10")]));
        check("12 00", Ok(vec![(2, "len:")]));
        check("19 01 00 00 00 00 00 00 00", Ok(vec![(3, "f64:1")]));
        check("25 02 00 00 00", Ok(vec![(4, "f32:2")]));
        // Field 17 has a two-byte key (exit_code in Container).
        check("88 01 05", Ok(vec![(17, "v5")]));
        check("b2 01 01 41", Ok(vec![(22, "len:A")]));
        // A negative int32 is a 10-byte varint.
        check(
            "08 ff ff ff ff ff ff ff ff ff 01",
            Ok(vec![(1, &format!("v{}", u64::MAX))]),
        );
        // Non-minimal varints are accepted, as protobuf does.
        check("08 80 00", Ok(vec![(1, "v0")]));
    }

    #[test]
    fn rejects_malformed_input() {
        check("08", Err(Error::Truncated));
        check("08 80", Err(Error::Truncated));
        check("12 05 31", Err(Error::Truncated));
        check("12 ff ff ff ff ff ff ff ff ff 01", Err(Error::Truncated));
        check("19 00", Err(Error::Truncated));
        check("25 00 00", Err(Error::Truncated));
        check(
            "08 ff ff ff ff ff ff ff ff ff 02",
            Err(Error::VarintOverflow),
        );
        check(
            "08 ff ff ff ff ff ff ff ff ff ff 01",
            Err(Error::VarintOverflow),
        );
        check("0b", Err(Error::WireType(3)));
        check("0c", Err(Error::WireType(4)));
        check("0e", Err(Error::WireType(6)));
        check("0f", Err(Error::WireType(7)));
        check("00 00", Err(Error::FieldNumber(0)));
        check(
            "f8 ff ff ff 7f 00",
            Err(Error::FieldNumber(u64::from(u32::MAX))),
        );
    }

    #[test]
    fn writes_minimal_varints_and_omits_defaults() {
        let cases: Vec<WriteCase> = vec![
            (|w| w.uint64(1, 0), ""),
            (|w| w.uint64(1, 150), "08 96 01"),
            (|w| w.int32(17, -1), "88 01 ff ff ff ff ff ff ff ff ff 01"),
            (|w| w.int64(4, 5_000_000_000), "20 80 e4 97 d0 12"),
            (|w| w.bool(2, true), "10 01"),
            (|w| w.bool(2, false), ""),
            (|w| w.bytes(1, b""), ""),
            (|w| w.repeated_bytes(8, b""), "42 00"),
            (|w| w.bytes(1, b"10"), "0a 02 31 30"),
            (|w| w.packed_varints(3, &[1, 300]), "1a 03 01 ac 02"),
            (|w| w.packed_varints(3, &[]), ""),
        ];
        for (write, expect) in cases {
            let mut writer = Writer::new();
            write(&mut writer);
            assert_eq!(writer.finish(), hex(expect), "expected {expect}");
        }
    }

    #[test]
    fn packed_varints_decode_and_stop_on_error() {
        let values: Vec<_> = packed_varints(&hex("01 ac 02")).collect();
        assert_eq!(values, vec![Ok(1), Ok(300)]);
        let values: Vec<_> = packed_varints(&hex("01 ac")).collect();
        assert_eq!(values, vec![Ok(1), Err(Error::Truncated)]);
    }

    #[test]
    fn maps_round_trip_and_later_keys_win() {
        let mut map = BTreeMap::new();
        map.insert("a".to_owned(), "1".to_owned());
        map.insert("b".to_owned(), String::new());
        let mut writer = Writer::new();
        writer.map(5, &map);
        let bytes = writer.finish();
        assert_eq!(bytes, hex("2a 06 0a 01 61 12 01 31 2a 03 0a 01 62"));

        let mut budget = Budget::new();
        let mut decoded = BTreeMap::new();
        for entry in ["0a0161120131", "0a0161120132", "120133"] {
            budget.map_entry(&hex(entry), &mut decoded).unwrap();
        }
        assert_eq!(decoded.get("a").map(String::as_str), Some("2"));
        assert_eq!(decoded.get("").map(String::as_str), Some("3"));
    }

    #[test]
    fn budget_limits_depth_and_elements() {
        let mut budget = Budget::new();
        for _ in 0..limits::NRI_ELEMENTS_MAX {
            budget.element().unwrap();
        }
        assert_eq!(budget.element(), Err(Error::TooManyElements));

        #[derive(Debug)]
        struct Deep;
        impl Message for Deep {
            fn decode_from(bytes: &[u8], budget: &mut Budget) -> Result<Deep, Error> {
                let mut reader = Reader::new(bytes);
                while let Some(field) = reader.next_field()? {
                    if let (1, Value::Len(inner)) = (field.number, field.value) {
                        let _: Deep = budget.nested(inner)?;
                    }
                }
                Ok(Deep)
            }
            fn encode_to(&self, _writer: &mut Writer) {}
        }
        let mut bytes = Vec::new();
        for _ in 0..20 {
            let mut writer = Writer::new();
            writer.repeated_bytes(1, &bytes);
            bytes = writer.finish();
        }
        assert_eq!(decode::<Deep>(&bytes).unwrap_err(), Error::TooDeep);
        assert_eq!(
            decode::<Deep>(&vec![0; limits::NRI_MESSAGE_MAX + 1]).unwrap_err(),
            Error::TooLarge(limits::NRI_MESSAGE_MAX + 1)
        );
    }
}
