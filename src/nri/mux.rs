//! The NRI multiplexer: one unix socket carries two logical byte streams, each a ttrpc
//! connection, as frames of `[conn_id u32 BE][length u32 BE][payload]`. Conn 1 carries the
//! runtime's calls to the plugin, conn 2 the plugin's calls to the runtime.
//!
//! Frame boundaries mean nothing: a ttrpc message may be split over many frames,
//! interleaved with frames of the other conn, and frames may be empty. [`Demux`] keeps one
//! reassembly buffer per conn and hands out whole ttrpc frames. The sending side follows
//! what the Go runtime's reader can take (`nri-wire.md` §2.1): a ttrpc message of at most
//! 4096 bytes goes out as one frame, a larger one as exactly two, 4096 bytes then the rest.
//!
//! **Invariant:** no IO, no panic; a mux frame's length is checked against
//! [`limits::NRI_MUX_FRAME_MAX`] on its header, before any payload is buffered, and a conn
//! buffer never holds more than one incomplete ttrpc frame plus one input chunk.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::fmt;

use crate::limits;
use crate::nri::ttrpc::{self, Frame};

/// Length of a mux frame header.
pub const HEADER_LEN: usize = 8;

/// Conn id of the plugin's ttrpc server (the runtime calls the plugin here).
pub const CONN_PLUGIN: u32 = 1;

/// Conn id of the runtime's ttrpc server (the plugin calls the runtime here).
pub const CONN_RUNTIME: u32 = 2;

/// Why the multiplexed stream is broken; the connection must be dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A mux frame announced more than [`limits::NRI_MUX_FRAME_MAX`] bytes.
    FrameTooLarge {
        /// The frame's conn id.
        conn: u32,
        /// The announced length.
        len: u32,
    },
    /// The byte stream of a conn held an invalid ttrpc frame.
    Ttrpc {
        /// The conn id.
        conn: u32,
        /// What was wrong.
        source: ttrpc::Error,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::FrameTooLarge { conn, len } => write!(
                f,
                "mux frame of {len} bytes on conn {conn} exceeds the limit of {} bytes",
                limits::NRI_MUX_FRAME_MAX
            ),
            Error::Ttrpc { conn, .. } => write!(f, "invalid ttrpc stream on mux conn {conn}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::FrameTooLarge { .. } => None,
            Error::Ttrpc { source, .. } => Some(source),
        }
    }
}

/// The receiving side: mux frames in, whole ttrpc frames out, per conn.
#[derive(Debug, Default)]
pub struct Demux {
    header: [u8; HEADER_LEN],
    header_filled: usize,
    conn: u32,
    remaining: usize,
    plugin_stream: Vec<u8>,
    runtime_stream: Vec<u8>,
}

impl Demux {
    /// A demultiplexer at the start of a connection.
    pub fn new() -> Demux {
        Demux::default()
    }

    /// Whether the stream stopped on a boundary: no partial mux header, frame or ttrpc
    /// message pending. At end of file, anything else is a truncated message.
    pub fn is_idle(&self) -> bool {
        self.header_filled == 0
            && self.remaining == 0
            && self.plugin_stream.is_empty()
            && self.runtime_stream.is_empty()
    }

    /// Consumes `input` (any slice of the socket's byte stream) and calls `on_frame` with
    /// each ttrpc frame completed, with its conn id. Frames for conn ids other than 1 and 2
    /// are dropped, as the Go mux does. After an error the stream is unusable.
    pub fn feed(
        &mut self,
        mut input: &[u8],
        on_frame: &mut dyn FnMut(u32, Frame),
    ) -> Result<(), Error> {
        while !input.is_empty() {
            if self.remaining == 0 {
                let wanted = HEADER_LEN.saturating_sub(self.header_filled);
                let (head, tail) = input.split_at(wanted.min(input.len()));
                input = tail;
                let end = self.header_filled.saturating_add(head.len());
                if let Some(slot) = self.header.get_mut(self.header_filled..end) {
                    slot.copy_from_slice(head);
                }
                self.header_filled = end;
                if self.header_filled == HEADER_LEN {
                    self.header_filled = 0;
                    let [c0, c1, c2, c3, l0, l1, l2, l3] = self.header;
                    let conn = u32::from_be_bytes([c0, c1, c2, c3]);
                    let len = u32::from_be_bytes([l0, l1, l2, l3]);
                    let len_usize = usize::try_from(len)
                        .ok()
                        .filter(|len| *len <= limits::NRI_MUX_FRAME_MAX)
                        .ok_or(Error::FrameTooLarge { conn, len })?;
                    self.conn = conn;
                    self.remaining = len_usize;
                }
                continue;
            }
            let (chunk, tail) = input.split_at(self.remaining.min(input.len()));
            input = tail;
            self.remaining = self.remaining.saturating_sub(chunk.len());
            let conn = self.conn;
            let stream = match conn {
                CONN_PLUGIN => &mut self.plugin_stream,
                CONN_RUNTIME => &mut self.runtime_stream,
                _ => continue,
            };
            stream.extend_from_slice(chunk);
            let mut start = 0usize;
            while let Some((frame, used)) = Frame::parse(stream.get(start..).unwrap_or_default())
                .map_err(|source| Error::Ttrpc { conn, source })?
            {
                start = start.saturating_add(used);
                on_frame(conn, frame);
            }
            stream.drain(..start.min(stream.len()));
        }
        Ok(())
    }
}

/// The bytes of one ttrpc frame (header and data) wrapped in mux frames for `conn`, split
/// the way the Go reader needs: one frame up to 4096 bytes, else exactly two frames, the
/// first 4096 bytes and then the rest. Write them with one `write_all` under the writer's
/// lock so that no other message lands in between.
pub fn encode_message(conn: u32, ttrpc_frame: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(ttrpc_frame.len().saturating_add(2 * HEADER_LEN));
    let (first, second) = ttrpc_frame.split_at(limits::NRI_MUX_SPLIT.min(ttrpc_frame.len()));
    push_frame(&mut out, conn, first);
    if !second.is_empty() {
        push_frame(&mut out, conn, second);
    }
    out
}

fn push_frame(out: &mut Vec<u8>, conn: u32, payload: &[u8]) {
    // A ttrpc frame is at most 10 + 4 MiB (checked by `ttrpc::Frame::encode`), so its
    // length always fits; saturate rather than wrap if a caller passes more.
    let len = u32::try_from(payload.len()).unwrap_or(u32::MAX);
    out.extend_from_slice(&conn.to_be_bytes());
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(payload);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nri::tests::hex;

    fn collect(demux: &mut Demux, input: &[u8]) -> Result<Vec<(u32, Frame)>, Error> {
        let mut frames = Vec::new();
        demux.feed(input, &mut |conn, frame| frames.push((conn, frame)))?;
        Ok(frames)
    }

    /// Feeds `chunks` one after the other; returns the frames as `(conn, stream_id,
    /// data_len)` and whether the demux ended idle.
    type Outcome = Result<(Vec<(u32, u32, usize)>, bool), Error>;

    fn check(chunks: &[&str], expect: Outcome) {
        let mut demux = Demux::new();
        let mut got = Vec::new();
        let mut result = Ok(());
        for chunk in chunks {
            match collect(&mut demux, &hex(chunk)) {
                Ok(frames) => got.extend(
                    frames
                        .into_iter()
                        .map(|(conn, f)| (conn, f.stream_id, f.data.len())),
                ),
                Err(error) => {
                    result = Err(error);
                    break;
                }
            }
        }
        let got = result.map(|()| (got, demux.is_idle()));
        assert_eq!(got, expect, "chunks {chunks:?}");
    }

    #[test]
    fn reassembles_any_framing() {
        // One response frame (data_length 0) in one mux frame.
        check(
            &["00000002 0000000a 00000000 00000001 0200"],
            Ok((vec![(2, 1, 0)], true)),
        );
        // The same, split byte by byte across reads and with zero-length frames between.
        check(
            &[
                "00",
                "000002",
                "00000000",
                "00000002 00000003",
                "0000",
                "00",
                "00000002 000000",
                "07 00",
                "000000",
                "01 02",
                "00",
                "00000002 00000000",
            ],
            Ok((vec![(2, 1, 0)], true)),
        );
        // Header and data in separate mux frames (what ttrpc-rust peers do), interleaved
        // with a whole message on the other conn.
        check(
            &[
                "00000001 0000000a 00000002 00000001 0100",
                "00000002 0000000a 00000000 00000001 0200",
                "00000001 00000002 1008",
            ],
            Ok((vec![(2, 1, 0), (1, 1, 2)], true)),
        );
        // Two ttrpc messages in one mux frame.
        check(
            &["00000001 00000014 00000000 00000001 0100 00000000 00000003 0100"],
            Ok((vec![(1, 1, 0), (1, 3, 0)], true)),
        );
        // Unknown conn ids are dropped.
        check(
            &["00000007 00000003 ffffff 00000000 00000001 ff"],
            Ok((vec![], true)),
        );
        // A partial message is not idle.
        check(&["00000001 00000004 00000002"], Ok((vec![], false)));
        check(&["000000"], Ok((vec![], false)));
    }

    #[test]
    fn rejects_oversized_frames_before_buffering() {
        check(
            &["00000001 0040000b"],
            Err(Error::FrameTooLarge {
                conn: 1,
                len: 0x0040_000b,
            }),
        );
        check(
            &["00000005 ffffffff"],
            Err(Error::FrameTooLarge {
                conn: 5,
                len: u32::MAX,
            }),
        );
        // The largest allowed frame header is accepted and waits for its payload.
        check(&["00000001 0040000a"], Ok((vec![], false)));
        // A ttrpc header announcing more than 4 MiB fails as soon as it is seen.
        check(
            &["00000001 0000000a 00400001 00000001 0100"],
            Err(Error::Ttrpc {
                conn: 1,
                source: ttrpc::Error::TooLarge(0x0040_0001),
            }),
        );
    }

    #[test]
    fn sender_uses_one_frame_up_to_4096_bytes_then_exactly_two() {
        for (total, expect) in [
            (10, vec![10]),
            (4096, vec![4096]),
            (4097, vec![4096, 1]),
            (
                10 + 4 * 1024 * 1024,
                vec![4096, 10 + 4 * 1024 * 1024 - 4096],
            ),
        ] {
            let message = vec![0xa5; total];
            let bytes = encode_message(CONN_PLUGIN, &message);
            let mut lens = Vec::new();
            let mut rest = &bytes[..];
            while !rest.is_empty() {
                assert_eq!(&rest[..4], &[0, 0, 0, 1]);
                let len = u32::from_be_bytes(rest[4..8].try_into().unwrap()) as usize;
                lens.push(len);
                rest = &rest[8 + len..];
            }
            assert_eq!(lens, expect, "total {total}");
        }
    }

    #[test]
    fn sender_output_feeds_back_through_the_demux() {
        let frame = Frame {
            stream_id: 9,
            kind: ttrpc::TYPE_RESPONSE,
            flags: 0,
            data: vec![0x5a; 10_000],
        };
        let bytes = encode_message(CONN_PLUGIN, &frame.encode().unwrap());
        let mut demux = Demux::new();
        let frames = collect(&mut demux, &bytes).unwrap();
        assert_eq!(frames, vec![(CONN_PLUGIN, frame)]);
        assert!(demux.is_idle());
    }
}
