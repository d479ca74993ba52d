//! One connection's transport, TLS (rustls) or plain TCP, driven without blocking on the
//! poll thread (handshake, head, small body) and blocking with socket timeouts on a
//! worker; and why a connection stopped.

use std::io::{self, Read, Write};
use std::net::{Shutdown as SocketShutdown, TcpStream};

use rustls::{ServerConnection, StreamOwned};

use crate::http::ServerStats;

/// The connection's byte stream, plain or TLS.
pub(super) enum Transport {
    Plain(TcpStream),
    Tls(Box<StreamOwned<ServerConnection, TcpStream>>),
}

impl Transport {
    pub(super) fn socket(&self) -> &TcpStream {
        match self {
            Transport::Plain(stream) => stream,
            Transport::Tls(stream) => &stream.sock,
        }
    }

    pub(super) fn client_certificate(&self) -> bool {
        match self {
            Transport::Plain(_) => false,
            Transport::Tls(stream) => stream.conn.peer_certificates().is_some(),
        }
    }

    /// Whether TLS has bytes to send (the poll thread then waits for writability too).
    pub(super) fn wants_write(&self) -> bool {
        match self {
            Transport::Plain(_) => false,
            Transport::Tls(stream) => stream.conn.wants_write(),
        }
    }

    /// Blocking read of plaintext (workers).
    pub(super) fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Transport::Plain(stream) => stream.read(buf),
            Transport::Tls(stream) => stream.read(buf),
        }
    }

    /// Blocking write of plaintext (workers).
    pub(super) fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Transport::Plain(stream) => stream.write(buf),
            Transport::Tls(stream) => stream.write(buf),
        }
    }

    pub(super) fn flush(&mut self) -> io::Result<()> {
        match self {
            Transport::Plain(stream) => stream.flush(),
            Transport::Tls(stream) => stream.flush(),
        }
    }

    /// Writes what TLS has queued without blocking; stops at the first `WouldBlock`.
    pub(super) fn flush_nonblocking(&mut self) -> Result<(), Stop> {
        if let Transport::Tls(stream) = self {
            let StreamOwned { conn, sock } = &mut **stream;
            while conn.wants_write() {
                match conn.write_tls(sock) {
                    Ok(_) => {}
                    Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => return Err(Stop::Closed),
                }
            }
        }
        Ok(())
    }

    /// Reads whatever has arrived without blocking (the socket is non-blocking), appending
    /// plaintext to `buf` until it holds `limit` bytes. For TLS this also answers the
    /// handshake. `Err(Closed)` when the peer has gone.
    pub(super) fn pump(
        &mut self,
        buf: &mut Vec<u8>,
        chunk: &mut [u8],
        limit: usize,
    ) -> Result<(), Stop> {
        match self {
            Transport::Plain(stream) => loop {
                if buf.len() >= limit {
                    return Ok(());
                }
                match stream.read(chunk) {
                    Ok(0) => return Err(Stop::Closed),
                    Ok(n) => buf.extend_from_slice(chunk.get(..n).unwrap_or_default()),
                    Err(error) => match error.kind() {
                        io::ErrorKind::WouldBlock => return Ok(()),
                        io::ErrorKind::Interrupted => {}
                        _ => return Err(Stop::Closed),
                    },
                }
            },
            Transport::Tls(stream) => {
                let StreamOwned { conn, sock } = &mut **stream;
                loop {
                    // Plaintext already decrypted first, so that rustls' buffer never fills.
                    loop {
                        if buf.len() >= limit {
                            break;
                        }
                        match conn.reader().read(chunk) {
                            Ok(0) => return Err(Stop::Closed),
                            Ok(n) => buf.extend_from_slice(chunk.get(..n).unwrap_or_default()),
                            Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
                            Err(_) => return Err(Stop::Closed),
                        }
                    }
                    while conn.wants_write() {
                        match conn.write_tls(sock) {
                            Ok(_) => {}
                            Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
                            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                            Err(_) => return Err(Stop::Closed),
                        }
                    }
                    if buf.len() >= limit {
                        return Ok(());
                    }
                    match conn.read_tls(sock) {
                        Ok(0) => return Err(Stop::Closed),
                        Ok(_) => {
                            if let Err(error) = conn.process_new_packets() {
                                // A client that sent no certificate to a server requiring
                                // one is a refused client, counted and logged as such.
                                crate::tls::client_auth::note_handshake_error(&error);
                                // Tell the client why (the alert rustls queued), best effort.
                                let _ = conn.write_tls(sock);
                                return Err(Stop::Tls);
                            }
                        }
                        Err(error) => match error.kind() {
                            io::ErrorKind::WouldBlock => return Ok(()),
                            io::ErrorKind::Interrupted => {}
                            _ => return Err(Stop::Closed),
                        },
                    }
                }
            }
        }
    }

    /// Sends a short response without blocking (poll thread): what the socket does not
    /// take at once is lost, which is acceptable for a refusal.
    pub(super) fn send_nonblocking(&mut self, bytes: &[u8]) {
        match self {
            Transport::Plain(stream) => {
                let _ = stream.write(bytes);
            }
            Transport::Tls(stream) => {
                if !stream.conn.is_handshaking() {
                    let _ = stream.conn.writer().write_all(bytes);
                }
                let _ = self.flush_nonblocking();
            }
        }
    }

    /// Ends the connection politely: TLS close_notify, then a TCP FIN.
    pub(super) fn finish(&mut self) {
        if let Transport::Tls(stream) = self {
            stream.conn.send_close_notify();
        }
        let _ = self.flush_nonblocking();
        let _ = self.socket().shutdown(SocketShutdown::Write);
    }
}

/// Why reading stopped before the bytes needed arrived.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Stop {
    /// The peer closed the connection (or reset it).
    Closed,
    /// A socket timeout or the deadline passed.
    TimedOut,
    /// TLS failed (bad handshake, bad record).
    Tls,
    /// Any other socket error.
    Io,
}

pub(super) fn count_stop(stats: &ServerStats, stop: Stop) {
    match stop {
        Stop::TimedOut => ServerStats::add(&stats.timeouts),
        Stop::Tls => ServerStats::add(&stats.tls_failures),
        Stop::Closed | Stop::Io => {}
    }
}
