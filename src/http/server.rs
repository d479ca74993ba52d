//! The server's threads. One poll thread owns the listening socket and every connection
//! that is not being served: new ones (TLS handshake, request head arriving) and kept-alive
//! idle ones. It reads them without blocking, and only a connection whose request is
//! complete (or whose head is, for a body over [`limits::HTTP_POLL_BODY_MAX_BYTES`]) goes
//! to the bounded queue of the worker pool. Workers read what is left of the body, call
//! the handler, write the answer, and give a kept-alive connection back to the poll thread
//! (after a moment's wait on it for a next request they can serve at once, see `worker.rs`).
//!
//! So a client that connects and trickles, or never finishes its head, costs a socket and a
//! small buffer, never a thread; the poll thread holds at most
//! [`Options::max_connections`] of them and, when full, closes the oldest unfinished
//! request of the client address holding the most (a slowloris' connections are many and
//! old). Workers are only ever busy with complete requests.
//!
//! This file binds the listening sockets and starts the threads; the poll thread is
//! `poll.rs`, a connection's transport (TLS or plain) `transport.rs`, its state between
//! threads `conn.rs`, and the workers `worker.rs`.

use std::convert::Infallible;
use std::io::{self, Read};
use std::net::{SocketAddr, TcpListener, ToSocketAddrs};
use std::os::unix::net::UnixStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering, fence};
use std::time::Duration;

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, bounded};

use crate::http::conn::Conn;
use crate::http::poll::{Poller, busy_response};
use crate::http::worker::{Bell, worker_loop};
use crate::http::{Error, Handler, Options, ServerStats};
use crate::limits;
use crate::logger;
use crate::runtime::Supervisor;

/// A running server. Dropping it does not stop it: the process's shutdown channel does.
pub struct Server {
    pub(super) local_addr: SocketAddr,
    pub(super) stats: Arc<ServerStats>,
    pub(super) done: Receiver<Infallible>,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server")
            .field("local_addr", &self.local_addr)
            .finish_non_exhaustive()
    }
}

/// What the poll thread and the workers share.
pub(super) struct Shared {
    pub(super) options: Options,
    pub(super) handler: Arc<dyn Handler>,
    pub(super) stats: Arc<ServerStats>,
    /// Connections with a complete request head, waiting for a worker.
    pub(super) queue: Receiver<Conn>,
    /// Kept-alive connections on their way back to the poll thread.
    pub(super) returns: Sender<Conn>,
    /// Wakes the poll thread when a connection comes back.
    pub(super) waker: UnixStream,
    /// Workers waiting on the queue: a worker lingers on its connection after an answer
    /// only while another one waits here (`worker.rs`).
    pub(super) idle_workers: AtomicUsize,
    /// One per worker, by index: rung when a request is queued while that worker lingers
    /// and no other waits on the queue.
    pub(super) bells: Vec<Bell>,
}

impl Shared {
    /// After a request was queued: wakes every lingering worker when none waits on the
    /// queue, so the request waits for a worker no longer than that wake-up.
    pub(super) fn ring_if_unwaited(&self) {
        // Pairs with the fence a worker makes between marking itself lingering and looking
        // at the queue: either it sees this request, or this sees it lingering.
        fence(Ordering::SeqCst);
        if self.idle_workers.load(Ordering::SeqCst) > 0 {
            return;
        }
        for bell in &self.bells {
            bell.ring();
        }
    }
}

impl Server {
    /// Binds `options.address` and starts the poll thread and the workers under
    /// `supervisor`. They stop when the supervisor's shutdown channel closes: the poll
    /// thread (and with it the listening socket and every idle connection) within
    /// [`limits::HTTP_POLL_INTERVAL`], each worker once its current request is answered
    /// (see [`Server::wait_stopped`]).
    pub fn start(
        supervisor: &Supervisor,
        options: Options,
        handler: Arc<dyn Handler>,
    ) -> Result<Server, Error> {
        let listener = bind(&options.address)?;
        let bind_error = |source| Error::Bind {
            address: options.address.clone(),
            source,
        };
        let local_addr = listener.local_addr().map_err(bind_error)?;
        listener.set_nonblocking(true).map_err(bind_error)?;
        let (wake_rx, waker) = wake_pair().map_err(bind_error)?;
        let stats = Arc::new(ServerStats::default());
        let (queue_tx, queue_rx) = bounded(options.queue);
        let (returns_tx, returns_rx) = bounded(options.max_connections.max(1));
        let (done_tx, done) = bounded::<Infallible>(0);
        let name = options.name.clone();
        let workers = options.workers.max(1);
        let mut bells = Vec::with_capacity(workers);
        let mut bell_ears = Vec::with_capacity(workers);
        for _ in 0..workers {
            let (bell, ear) = Bell::new().map_err(bind_error)?;
            bells.push(bell);
            bell_ears.push(ear);
        }
        let shared = Arc::new(Shared {
            options,
            handler,
            stats: Arc::clone(&stats),
            queue: queue_rx,
            returns: returns_tx,
            waker,
            idle_workers: AtomicUsize::new(0),
            bells,
        });
        let spawn_error = |source| Error::Spawn {
            name: name.clone(),
            source,
        };
        for (index, ear) in bell_ears.into_iter().enumerate() {
            let shared = Arc::clone(&shared);
            let done_tx = done_tx.clone();
            supervisor
                .spawn(
                    &format!("http-{name}-{index}"),
                    true,
                    Some(limits::LOOP_MAX_SILENCE),
                    move |ctx| {
                        worker_loop(&ctx, &shared, index, ear);
                        drop(done_tx);
                        Ok(())
                    },
                )
                .map_err(spawn_error)?;
        }
        let poll_shared = Arc::clone(&shared);
        supervisor
            .spawn(
                &format!("http-{name}-poll"),
                true,
                Some(limits::LOOP_MAX_SILENCE),
                move |ctx| {
                    let mut poller = Poller {
                        shared: &poll_shared,
                        ctx: &ctx,
                        listener,
                        wake_rx,
                        queue: queue_tx,
                        returns: returns_rx,
                        pending: Vec::new(),
                        chunk: vec![0; limits::HTTP_READ_CHUNK],
                        busy: busy_response(),
                        failing: false,
                    };
                    poller.run();
                    drop(poller);
                    drop(done_tx);
                    Ok(())
                },
            )
            .map_err(spawn_error)?;
        logger::info(
            "http server listening",
            &[("server", &name), ("address", &local_addr.to_string())],
        );
        Ok(Server {
            local_addr,
            stats,
            done,
        })
    }

    /// The bound address (the real port when the configured one was 0).
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// The server's counters.
    pub fn stats(&self) -> Arc<ServerStats> {
        Arc::clone(&self.stats)
    }

    /// After shutdown started, waits up to `timeout` for the poll thread and every worker
    /// to finish; true when they all did.
    pub fn wait_stopped(&self, timeout: Duration) -> bool {
        matches!(
            self.done.recv_timeout(timeout),
            Err(RecvTimeoutError::Disconnected)
        )
    }
}

/// Resolves a listen address: `:port` means every interface (IPv6 dual-stack first, then
/// IPv4 for kernels without IPv6), anything else goes through `ToSocketAddrs`.
/// A non-blocking socket pair that one thread writes a byte to and another waits on in its
/// `poll`: the poll thread's waker, and each worker's bell.
pub(super) fn wake_pair() -> io::Result<(UnixStream, UnixStream)> {
    let (a, b) = UnixStream::pair()?;
    a.set_nonblocking(true)?;
    b.set_nonblocking(true)?;
    Ok((a, b))
}

/// Reads what was written to the waiting end of a [`wake_pair`], so that its `poll` sleeps
/// again.
pub(super) fn drain(ear: &UnixStream) {
    let mut sink = [0u8; 64];
    while matches!((&*ear).read(&mut sink), Ok(n) if n > 0) {}
}

pub(crate) fn listen_addresses(address: &str) -> Result<Vec<SocketAddr>, Error> {
    let invalid = |reason: &str| Error::Address {
        address: address.to_owned(),
        reason: reason.to_owned(),
    };
    if let Some(port) = address.strip_prefix(':') {
        let port: u16 = port
            .parse()
            .map_err(|_| invalid("the port is not a number"))?;
        return Ok(vec![
            SocketAddr::from(([0u16; 8], port)),
            SocketAddr::from(([0u8; 4], port)),
        ]);
    }
    let resolved: Vec<SocketAddr> = address
        .to_socket_addrs()
        .map_err(|error| invalid(&error.to_string()))?
        .collect();
    if resolved.is_empty() {
        return Err(invalid("the host resolves to no address"));
    }
    Ok(resolved)
}

pub(super) fn bind(address: &str) -> Result<TcpListener, Error> {
    let mut last = io::Error::new(io::ErrorKind::AddrNotAvailable, "no address");
    for candidate in listen_addresses(address)? {
        match TcpListener::bind(candidate) {
            Ok(listener) => return Ok(listener),
            Err(error) => last = error,
        }
    }
    Err(Error::Bind {
        address: address.to_owned(),
        source: last,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listen_address_forms() {
        let check = |input: &str, expect: Result<&[&str], &str>| {
            let got = listen_addresses(input);
            match (got, expect) {
                (Ok(addresses), Ok(expect)) => {
                    let got: Vec<String> = addresses.iter().map(ToString::to_string).collect();
                    assert_eq!(got, expect, "{input}");
                }
                (Err(error), Err(expect)) => {
                    let text = error.to_string();
                    assert!(text.contains(expect), "{input}: {text}");
                }
                (got, expect) => panic!("{input}: got {got:?}, expected {expect:?}"),
            }
        };
        check(":8443", Ok(&["[::]:8443", "0.0.0.0:8443"]));
        check("127.0.0.1:0", Ok(&["127.0.0.1:0"]));
        check("[::1]:8080", Ok(&["[::1]:8080"]));
        check(":http", Err("the port is not a number"));
        check(":99999", Err("the port is not a number"));
        check("8443", Err("invalid listen address \"8443\""));
    }
}
