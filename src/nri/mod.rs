//! The NRI plugin: it registers with containerd or CRI-O over the runtime's NRI socket and,
//! at CreateContainer, replaces placeholders in the container's environment. Everything on
//! the wire is written here by hand (no protobuf or ttrpc crates): [`wire`] is the protobuf
//! codec, [`ttrpc`] the RPC framing, [`mux`] the connection multiplexer, [`messages`] the
//! NRI messages.
//!
//! The protocol, byte by byte, is in `reference/nri-wire.md`.

pub mod cache;
pub mod handler;
pub mod handshake;
pub mod messages;
pub mod mode;
pub mod mux;
pub mod paths;
pub mod plugin;
pub mod prewarm;
pub mod resolver;
pub mod substitute;
pub mod ttrpc;
pub mod wire;

use crate::nri::messages::{CreateContainerResponse, PluginCall};

/// Takes arbitrary bytes through everything the plugin does with what it reads from the
/// socket: mux reassembly, ttrpc framing, envelope decoding and the NRI message of each
/// call, discarding the results. It must never panic or allocate without bound; the
/// `nri_frames` fuzz target and the property tests call it.
pub fn fuzz_decode(data: &[u8]) {
    let mut demux = mux::Demux::new();
    let _ = demux.feed(data, &mut |conn, frame| match (conn, frame.kind) {
        (mux::CONN_PLUGIN, ttrpc::TYPE_REQUEST) => {
            if let Ok(request) = wire::decode::<ttrpc::Request>(&frame.data) {
                let _ = PluginCall::decode(&request.method, &request.payload);
            }
        }
        (_, ttrpc::TYPE_RESPONSE) => {
            if let Ok(response) = wire::decode::<ttrpc::Response>(&frame.data) {
                let _ = wire::decode::<CreateContainerResponse>(&response.payload);
            }
        }
        _ => {}
    });
    let _ = demux.is_idle();
}

#[cfg(test)]
pub(crate) mod tests {
    /// The bytes of fixture `tests/data/nri/<name>.hex` (the worked examples of
    /// `nri-wire.md` §11).
    pub(crate) fn fixture(name: &str) -> Vec<u8> {
        let path = format!("{}/tests/data/nri/{name}.hex", env!("CARGO_MANIFEST_DIR"));
        hex(&std::fs::read_to_string(&path).unwrap())
    }

    /// SplitMix64, the property tests' PRNG (no crates), seeded from `TEST_SEED`.
    pub(crate) struct Rng(pub(crate) u64);

    impl Rng {
        /// A generator seeded from env `TEST_SEED`, or from the clock; the seed is returned
        /// so a failing test can print it.
        #[allow(clippy::disallowed_methods)] // Tests may read their own seed variable.
        pub(crate) fn from_env() -> (Rng, u64) {
            let seed = std::env::var("TEST_SEED")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| {
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map(|d| d.as_nanos() as u64)
                        .unwrap_or(0)
                });
            (Rng(seed), seed)
        }

        pub(crate) fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }

        pub(crate) fn below(&mut self, n: u64) -> u64 {
            if n == 0 { 0 } else { self.next() % n }
        }

        pub(crate) fn bytes(&mut self, max: u64) -> Vec<u8> {
            let len = self.below(max + 1);
            (0..len).map(|_| self.next() as u8).collect()
        }
    }

    #[test]
    fn property_random_and_mutated_streams_never_panic() {
        let (mut rng, seed) = Rng::from_env();
        let base = fixture("framed_create_container_request");
        for _ in 0..2000 {
            super::fuzz_decode(&rng.bytes(200));
            let mut mutated = base.clone();
            for _ in 0..=rng.below(3) {
                let at = rng.below(mutated.len() as u64) as usize;
                mutated[at] = rng.next() as u8;
            }
            super::fuzz_decode(&mutated);
        }
        let _ = seed;
    }

    #[test]
    fn property_ttrpc_and_mux_round_trip() {
        use super::mux::{Demux, encode_message};
        use super::ttrpc::{Frame, Request};
        use super::wire;
        let (mut rng, seed) = Rng::from_env();
        for _ in 0..2000 {
            let payload_max = if rng.below(10) == 0 { 9000 } else { 100 };
            let request = Request {
                service: String::from_utf8_lossy(&rng.bytes(30)).into_owned(),
                method: String::from_utf8_lossy(&rng.bytes(20)).into_owned(),
                payload: rng.bytes(payload_max),
                timeout_nano: rng.next() as i64,
                metadata: Vec::new(),
            };
            let data = wire::encode(&request);
            assert_eq!(
                wire::decode::<Request>(&data).as_ref(),
                Ok(&request),
                "TEST_SEED={seed}"
            );
            let frame = Frame {
                stream_id: rng.next() as u32,
                kind: rng.next() as u8,
                flags: rng.next() as u8,
                data,
            };
            let conn = 1 + rng.below(2) as u32;
            let bytes = encode_message(conn, &frame.encode().unwrap());
            // Feed the bytes in random pieces.
            let mut demux = Demux::new();
            let mut got = Vec::new();
            let mut rest = &bytes[..];
            while !rest.is_empty() {
                let n = 1 + rng.below(rest.len() as u64) as usize;
                demux
                    .feed(&rest[..n], &mut |c, f| got.push((c, f)))
                    .unwrap();
                rest = &rest[n..];
            }
            assert_eq!(got, vec![(conn, frame)], "TEST_SEED={seed}");
            assert!(demux.is_idle(), "TEST_SEED={seed}");
        }
    }

    /// Bytes from hex text, whitespace ignored (test fixtures are written as hex dumps).
    pub(crate) fn hex(text: &str) -> Vec<u8> {
        let clean: String = text.split_whitespace().collect();
        (0..clean.len() / 2)
            .map(|i| u8::from_str_radix(&clean[2 * i..2 * i + 2], 16).unwrap())
            .collect()
    }
}
