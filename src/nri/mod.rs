//! The NRI plugin: it registers with containerd or CRI-O over the runtime's NRI socket and,
//! at CreateContainer, replaces placeholders in the container's environment. Everything on
//! the wire is written here by hand (no protobuf or ttrpc crates): [`wire`] is the protobuf
//! codec, [`ttrpc`] the RPC framing, [`mux`] the connection multiplexer, [`messages`] the
//! NRI messages.
//!
//! The protocol, byte by byte, is in `reference/nri-wire.md`.

pub mod mux;
pub mod ttrpc;
pub mod wire;

#[cfg(test)]
pub(crate) mod tests {
    /// Bytes from hex text, whitespace ignored (test fixtures are written as hex dumps).
    pub(crate) fn hex(text: &str) -> Vec<u8> {
        let clean: String = text.split_whitespace().collect();
        (0..clean.len() / 2)
            .map(|i| u8::from_str_radix(&clean[2 * i..2 * i + 2], 16).unwrap())
            .collect()
    }
}
