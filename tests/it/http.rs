//! The in-tree HTTP/1.1 server over real sockets: framing, caps, keep-alive, load shedding,
//! panic isolation, TLS (with and without client certificates), graceful stop, and the
//! half-open connection flood that decides whether tiny_http may serve any port.

// Test helpers outside `#[test]` functions may fail loudly too.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crossbeam_channel::bounded;
use rustls::pki_types::ServerName;
use rustls::{ClientConnection, StreamOwned};
use vault_db_injector::http::{Handler, Options, Pieces, Request, Response, Server, StatsSnapshot};
use vault_db_injector::runtime::{ShutdownTrigger, Supervisor, shutdown_channel};
use vault_db_injector::tls;
use vdbi_testbed::certs::{Ca, Usage};
use vdbi_testbed::tempdir::TempDir;

/// A running server with what keeps it alive.
struct Running {
    server: Server,
    trigger: ShutdownTrigger,
    _supervisor: Supervisor,
}

impl Running {
    fn addr(&self) -> SocketAddr {
        self.server.local_addr()
    }

    fn stats(&self) -> StatsSnapshot {
        self.server.stats().snapshot()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.trigger.trigger();
    }
}

fn start(options: Options, handler: impl Handler + 'static) -> Running {
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let server = Server::start(&supervisor, options, Arc::new(handler)).unwrap();
    Running {
        server,
        trigger,
        _supervisor: supervisor,
    }
}

/// Waits (a few seconds at most) until the server's counters satisfy `done`.
fn wait_for_stats(server: &Running, what: &str, done: impl Fn(&StatsSnapshot) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while !done(&server.stats()) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn options() -> Options {
    let mut options = Options::new("test", "127.0.0.1:0");
    options.workers = 2;
    options.queue = 4;
    options
}

/// Echoes what the server parsed, so tests can check it.
fn echo(request: &Request) -> Response {
    match request.path.as_str() {
        "/panic" => panic!("handler bug on purpose"),
        "/stream" => Response::streamed(
            200,
            "text/plain",
            Pieces::new(|sink| {
                for i in 0..3 {
                    if !sink(format!("piece {i}\n").as_bytes()) {
                        return;
                    }
                }
            }),
        ),
        "/stream-panic" => Response::streamed(
            200,
            "text/plain",
            Pieces::new(|sink| {
                sink(b"first\n");
                panic!("producer bug on purpose");
            }),
        ),
        "/slow" => {
            std::thread::sleep(Duration::from_millis(600));
            Response::text(200, "slow done")
        }
        _ => Response::text(
            200,
            &format!(
                "{} {} {:?} {} {:?} cert={}",
                request.method,
                request.path,
                request.query,
                request.body.len(),
                request.header("x-test"),
                request.client_certificate
            ),
        )
        .with_header("X-Peer-Port", &request.peer.port().to_string()),
    }
}

fn connect(addr: SocketAddr) -> TcpStream {
    let stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    stream
}

/// A parsed response as the tests need it.
#[derive(Debug)]
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

/// Reads one response (Content-Length framing) from `stream`, byte by byte for the head so
/// that nothing of a following pipelined response is consumed.
/// What the stream sends up to and including `end`, read a byte at a time so that nothing
/// after it is consumed.
pub(crate) fn read_through(stream: &mut dyn Read, end: &[u8]) -> io::Result<Vec<u8>> {
    let mut buf = Vec::new();
    let mut byte = [0u8; 1];
    while !buf.ends_with(end) {
        if stream.read(&mut byte)? == 0 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        buf.push(byte[0]);
    }
    Ok(buf)
}

fn read_answer(stream: &mut impl Read) -> io::Result<Answer> {
    let buf = read_through(stream, b"\r\n\r\n")?;
    let mut headers = [httparse::EMPTY_HEADER; 32];
    let mut response = httparse::Response::new(&mut headers);
    response
        .parse(&buf)
        .map_err(|e| io::Error::other(e.to_string()))?;
    let status = response.code.unwrap();
    let headers: Vec<(String, String)> = response
        .headers
        .iter()
        .map(|h| {
            (
                h.name.to_ascii_lowercase(),
                String::from_utf8_lossy(h.value).into_owned(),
            )
        })
        .collect();
    let header = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, value)| value.as_str())
    };
    let body = read_body(
        stream,
        header("content-length"),
        header("transfer-encoding"),
    )?;
    Ok(Answer {
        status,
        headers,
        body: String::from_utf8(body).unwrap(),
    })
}

/// A response body after its head, as a client reads it: `Content-Length` bytes, or
/// chunked transfer coding (chunks until the last, empty one; no trailers are sent).
pub(crate) fn read_body(
    stream: &mut impl Read,
    content_length: Option<&str>,
    transfer_encoding: Option<&str>,
) -> io::Result<Vec<u8>> {
    let line = |stream: &mut dyn Read| -> io::Result<String> {
        let mut line = read_through(stream, b"\r\n")?;
        line.truncate(line.len() - 2);
        Ok(String::from_utf8(line).unwrap())
    };
    if transfer_encoding.is_some_and(|v| v.eq_ignore_ascii_case("chunked")) {
        let mut body = Vec::new();
        loop {
            let size = usize::from_str_radix(&line(stream)?, 16).map_err(io::Error::other)?;
            if size == 0 {
                assert_eq!(line(stream)?, "", "no trailers");
                return Ok(body);
            }
            let start = body.len();
            body.resize(start + size, 0);
            stream.read_exact(&mut body[start..])?;
            assert_eq!(line(stream)?, "", "a chunk ends with CRLF");
        }
    }
    let length: usize = content_length.map_or(0, |v| v.parse().unwrap());
    let mut body = vec![0u8; length];
    stream.read_exact(&mut body)?;
    Ok(body)
}

fn roundtrip(stream: &mut TcpStream, request: &[u8]) -> Answer {
    stream.write_all(request).unwrap();
    read_answer(stream).unwrap()
}

/// Whether the server closed the connection (EOF or reset) within the read timeout.
fn closed(stream: &mut TcpStream) -> bool {
    let mut byte = [0u8; 1];
    match stream.read(&mut byte) {
        Ok(0) => true,
        Ok(_) => false,
        Err(error) => error.kind() == io::ErrorKind::ConnectionReset,
    }
}

#[test]
fn get_and_post_with_body_on_one_kept_alive_connection() {
    let server = start(options(), echo);
    let mut stream = connect(server.addr());
    let get = roundtrip(
        &mut stream,
        b"GET /a/b?x=1 HTTP/1.1\r\nHost: t\r\nX-Test: hello\r\n\r\n",
    );
    assert_eq!(get.status, 200);
    assert_eq!(
        get.body,
        "GET /a/b Some(\"x=1\") 0 Some(\"hello\") cert=false"
    );
    assert_eq!(get.header("connection"), Some("keep-alive"));
    let post = roundtrip(
        &mut stream,
        b"POST /mutate HTTP/1.1\r\nHost: t\r\nContent-Length: 11\r\n\r\nhello world",
    );
    assert_eq!(post.status, 200);
    assert_eq!(post.body, "POST /mutate None 11 None cert=false");
    // Same connection: the handler saw the same client port, and one accept served both.
    assert_eq!(get.header("x-peer-port"), post.header("x-peer-port"));
    // Pipelined requests in one write are answered in order.
    stream
        .write_all(b"GET /1 HTTP/1.1\r\n\r\nPOST /2 HTTP/1.1\r\nContent-Length: 2\r\n\r\nhi")
        .unwrap();
    assert!(
        read_answer(&mut stream)
            .unwrap()
            .body
            .starts_with("GET /1 ")
    );
    assert!(
        read_answer(&mut stream)
            .unwrap()
            .body
            .starts_with("POST /2 None 2")
    );
    // A HEAD answer has the length but no body; then `Connection: close` is honoured.
    stream
        .write_all(b"HEAD /h HTTP/1.1\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut rest = Vec::new();
    stream.read_to_end(&mut rest).unwrap();
    let rest = String::from_utf8(rest).unwrap();
    assert!(rest.starts_with("HTTP/1.1 200 OK\r\n"), "{rest}");
    assert!(rest.contains("Connection: close\r\n"), "{rest}");
    assert!(rest.ends_with("\r\n\r\n"), "{rest}");
    let stats = server.stats();
    assert_eq!(stats.accepted, 1);
    assert_eq!(stats.requests, 5);
}

/// After an answer the worker waits a moment on its connection, and serves the next request
/// sent at once itself, without the poll thread's hand-off; it does so only while another
/// worker is idle, so that a request on another connection never waits behind it.
#[test]
fn a_worker_lingers_on_its_connection_only_while_another_is_idle() {
    let two = start(options(), echo);
    let mut stream = connect(two.addr());
    for _ in 0..20 {
        assert_eq!(
            roundtrip(&mut stream, b"GET / HTTP/1.1\r\n\r\n").status,
            200
        );
    }
    let small = two.stats().lingered;
    // 19 could be; a loaded machine may deschedule the client past the linger now and then.
    assert!(small >= 10, "{:?}", two.stats());
    // A review-sized body, larger than a request head may be, is served the same way.
    let body = "x".repeat(40 * 1024);
    for _ in 0..10 {
        let request = format!(
            "POST /mutate HTTP/1.1\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        let answer = roundtrip(&mut stream, request.as_bytes());
        assert_eq!(
            answer.body,
            format!("POST /mutate None {} None cert=false", body.len())
        );
    }
    let stats = two.stats();
    assert_eq!((stats.accepted, stats.requests), (1, 30));
    assert!(stats.lingered - small >= 5, "{stats:?}");
    // A request followed by a half-close on a kept-alive connection is still answered.
    stream.write_all(b"GET /last HTTP/1.1\r\n\r\n").unwrap();
    stream.shutdown(std::net::Shutdown::Write).unwrap();
    assert!(
        read_answer(&mut stream)
            .unwrap()
            .body
            .starts_with("GET /last ")
    );

    let mut opts = options();
    opts.workers = 1;
    let one = start(opts, echo);
    let mut stream = connect(one.addr());
    for _ in 0..5 {
        assert_eq!(
            roundtrip(&mut stream, b"GET / HTTP/1.1\r\n\r\n").status,
            200
        );
    }
    assert_eq!(one.stats().requests, 5);
    assert_eq!(one.stats().lingered, 0, "the only worker lingered");
}

/// The voluntary context switches of this process's threads called `name`, summed.
fn switches_of_threads(name: &str) -> u64 {
    let mut total = 0;
    for task in std::fs::read_dir("/proc/self/task").unwrap().flatten() {
        let comm = std::fs::read_to_string(task.path().join("comm")).unwrap_or_default();
        if comm.trim_end() != name {
            continue;
        }
        let status = std::fs::read_to_string(task.path().join("status")).unwrap_or_default();
        total += status
            .lines()
            .find_map(|line| line.strip_prefix("voluntary_ctxt_switches:"))
            .and_then(|n| n.trim().parse::<u64>().ok())
            .unwrap_or(0);
    }
    total
}

/// A lingering worker sleeps in one wait on its connection and its bell: it costs no
/// wake-up while nothing comes (it woke every 2 ms before), and a request queued while no
/// other worker is idle rings it at once instead of waiting out the linger.
#[test]
fn a_lingering_worker_sleeps_until_its_connection_or_its_bell() {
    let mut opts = Options::new("bell", "127.0.0.1:0");
    opts.workers = 2;
    opts.queue = 4;
    opts.worker_linger = Duration::from_secs(10);
    let server = start(opts, |request: &Request| {
        if request.path == "/hold" {
            std::thread::sleep(Duration::from_secs(3));
        }
        Response::text(200, "done")
    });
    let (first, second) = ("http-bell-0", "http-bell-1");
    let mut lingered_on = connect(server.addr());
    assert_eq!(
        roundtrip(&mut lingered_on, b"GET / HTTP/1.1\r\n\r\n").status,
        200
    );
    // One worker now lingers on that connection, the other waits on the queue.
    std::thread::sleep(Duration::from_millis(100));
    let before = switches_of_threads(first) + switches_of_threads(second);
    assert!(before > 0, "no worker threads found");
    std::thread::sleep(Duration::from_millis(1000));
    let idle = switches_of_threads(first) + switches_of_threads(second) - before;
    // The queue's waiter looks at shutdown every 250 ms; the lingering one not at all.
    assert!(
        idle <= 12,
        "{idle} wake-ups of two workers in one idle second"
    );

    // The other worker gets busy; a request queued now has only the lingering one.
    let mut held = connect(server.addr());
    held.write_all(b"GET /hold HTTP/1.1\r\n\r\n").unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let started = Instant::now();
    let mut third = connect(server.addr());
    assert_eq!(roundtrip(&mut third, b"GET / HTTP/1.1\r\n\r\n").status, 200);
    let waited = started.elapsed();
    assert!(
        waited < Duration::from_millis(1500),
        "a queued request waited {waited:?} behind a lingering worker"
    );
    // The connection it lingered on went back to the poll thread and still serves.
    assert_eq!(
        roundtrip(&mut lingered_on, b"GET / HTTP/1.1\r\n\r\n").status,
        200
    );
    assert_eq!(read_answer(&mut held).unwrap().status, 200);
}

#[test]
fn a_request_followed_by_a_half_close_is_answered() {
    let server = start(options(), echo);
    let mut stream = connect(server.addr());
    stream
        .write_all(b"POST /half HTTP/1.1\r\nContent-Length: 2\r\n\r\nhi")
        .unwrap();
    stream.shutdown(std::net::Shutdown::Write).unwrap();
    let answer = read_answer(&mut stream).unwrap();
    assert_eq!(answer.body, "POST /half None 2 None cert=false");
    assert!(closed(&mut stream));
}

#[test]
fn expect_continue_gets_100_before_the_body() {
    let server = start(options(), echo);
    let mut stream = connect(server.addr());
    stream
        .write_all(b"POST /e HTTP/1.1\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n")
        .unwrap();
    let mut interim = [0u8; 25];
    stream.read_exact(&mut interim).unwrap();
    assert_eq!(&interim, b"HTTP/1.1 100 Continue\r\n\r\n");
    stream.write_all(b"body").unwrap();
    assert_eq!(
        read_answer(&mut stream).unwrap().body,
        "POST /e None 4 None cert=false"
    );
}

#[test]
fn oversized_heads_and_bodies_are_refused_at_once() {
    let mut opts = options();
    opts.max_body_bytes = 1024;
    let server = start(opts, echo);

    let check = |request: Vec<u8>, status: u16| {
        let mut stream = connect(server.addr());
        // The server may close before it has read everything: ignore write errors.
        let _ = stream.write_all(&request);
        let answer = read_answer(&mut stream).unwrap();
        assert_eq!(answer.status, status, "{answer:?}");
        assert_eq!(answer.header("connection"), Some("close"));
        assert!(closed(&mut stream));
    };
    let long_header = format!("GET / HTTP/1.1\r\nX-Big: {}\r\n\r\n", "a".repeat(20_000));
    check(long_header.into_bytes(), 431);
    let many: String = (0..100).map(|i| format!("X-{i}: v\r\n")).collect();
    check(format!("GET / HTTP/1.1\r\n{many}\r\n").into_bytes(), 431);
    check(b"GARBAGE\r\n\r\n".to_vec(), 400);
    check(
        b"POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n".to_vec(),
        400,
    );
    // The body is never sent: the 413 comes from the head alone.
    check(
        b"POST / HTTP/1.1\r\nContent-Length: 1048576\r\n\r\n".to_vec(),
        413,
    );
    check(
        b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n".to_vec(),
        501,
    );
    // A body exactly at the cap is fine.
    let mut stream = connect(server.addr());
    let mut request = b"POST / HTTP/1.1\r\nContent-Length: 1024\r\n\r\n".to_vec();
    request.extend_from_slice(&[b'x'; 1024]);
    assert_eq!(roundtrip(&mut stream, &request).status, 200);
    assert_eq!(server.stats().bad_requests, 6);
}

#[test]
fn idle_and_stalled_connections_are_closed() {
    let mut opts = options();
    opts.keep_alive_idle = Duration::from_millis(300);
    opts.request_deadline = Duration::from_millis(700);
    let server = start(opts, echo);

    // Idle after a request: closed after the idle timeout, without an answer.
    let mut stream = connect(server.addr());
    assert_eq!(
        roundtrip(&mut stream, b"GET / HTTP/1.1\r\n\r\n").status,
        200
    );
    let started = Instant::now();
    assert!(closed(&mut stream));
    let idle = started.elapsed();
    assert!(idle < Duration::from_secs(2), "{idle:?}");

    // A head that stalls half-way: 408 at the deadline, then closed.
    let mut stream = connect(server.addr());
    stream.write_all(b"GET / HTTP/1.1\r\nHost:").unwrap();
    let started = Instant::now();
    let answer = read_answer(&mut stream).unwrap();
    assert_eq!(answer.status, 408);
    assert!(started.elapsed() < Duration::from_secs(2));
    assert!(closed(&mut stream));

    // A head trickled a byte at a time: 408 at the deadline all the same.
    let mut stream = connect(server.addr());
    let started = Instant::now();
    let mut answer = None;
    for byte in b"GET /trickle HTTP/1.1\r\nX-Long: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" {
        if stream.write_all(&[*byte]).is_err() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
        stream.set_nonblocking(true).unwrap();
        let mut peek = [0u8; 1];
        let arrived = stream.peek(&mut peek).is_ok();
        stream.set_nonblocking(false).unwrap();
        if arrived {
            answer = Some(read_answer(&mut stream).unwrap());
            break;
        }
    }
    assert_eq!(answer.map(|a| a.status), Some(408));
    assert!(started.elapsed() < Duration::from_millis(1500));

    // A connection that never sends anything: closed at the deadline.
    let mut stream = connect(server.addr());
    assert!(closed(&mut stream));

    // A small body that stalls (read by the poll thread): 408 at the deadline.
    let mut stream = connect(server.addr());
    stream
        .write_all(b"POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc")
        .unwrap();
    assert_eq!(read_answer(&mut stream).unwrap().status, 408);
    assert!(closed(&mut stream));

    // A large body (read by a worker) that stalls: 408 at the deadline too.
    let mut stream = connect(server.addr());
    let length = vault_db_injector::limits::HTTP_POLL_BODY_MAX_BYTES + 1;
    stream
        .write_all(format!("POST / HTTP/1.1\r\nContent-Length: {length}\r\n\r\nabc").as_bytes())
        .unwrap();
    assert_eq!(read_answer(&mut stream).unwrap().status, 408);
    assert!(closed(&mut stream));
    assert_eq!(server.stats().timeouts, 5);
}

#[test]
fn requests_per_connection_are_capped() {
    let mut opts = options();
    opts.max_requests_per_connection = 3;
    let server = start(opts, echo);
    let mut stream = connect(server.addr());
    for n in 1..=3 {
        let answer = roundtrip(&mut stream, b"GET / HTTP/1.1\r\n\r\n");
        assert_eq!(answer.status, 200);
        let expect = if n < 3 { "keep-alive" } else { "close" };
        assert_eq!(answer.header("connection"), Some(expect), "request {n}");
    }
    assert!(closed(&mut stream));
}

#[test]
fn a_full_queue_answers_503_at_once() {
    let (release_tx, release_rx) = bounded::<()>(0);
    let mut opts = options();
    opts.workers = 1;
    opts.queue = 1;
    let server = start(opts, move |request: &Request| {
        if request.path == "/block" {
            let _ = release_rx.recv_timeout(Duration::from_secs(10));
        }
        Response::text(200, "released")
    });
    // A occupies the only worker; of B and C, one waits in the queue and the other finds
    // it full and is answered 503 at once.
    let mut a = connect(server.addr());
    a.write_all(b"GET /block HTTP/1.1\r\n\r\n").unwrap();
    let deadline = Instant::now() + Duration::from_secs(5);
    while server.stats().requests == 0 {
        assert!(Instant::now() < deadline, "the handler never started");
        std::thread::sleep(Duration::from_millis(10));
    }
    let started = Instant::now();
    let mut b = connect(server.addr());
    b.write_all(b"GET /fast HTTP/1.1\r\n\r\n").unwrap();
    let mut c = connect(server.addr());
    c.write_all(b"GET /fast HTTP/1.1\r\n\r\n").unwrap();
    while server.stats().rejected_queue_full == 0 {
        assert!(started.elapsed() < Duration::from_secs(1), "no 503");
        std::thread::sleep(Duration::from_millis(10));
    }
    b.set_nonblocking(true).unwrap();
    let mut peek = [0u8; 1];
    let b_refused = b.peek(&mut peek).is_ok();
    b.set_nonblocking(false).unwrap();
    let (mut refused, mut queued) = if b_refused { (b, c) } else { (c, b) };
    let busy = read_answer(&mut refused).unwrap();
    assert_eq!(busy.status, 503);
    assert_eq!(busy.header("connection"), Some("close"));
    assert_eq!(busy.header("retry-after"), Some("1"));
    assert!(closed(&mut refused));
    assert_eq!(server.stats().rejected_queue_full, 1);

    // Released, A is answered and the queued one is served.
    release_tx.send(()).unwrap();
    assert_eq!(read_answer(&mut a).unwrap().status, 200);
    assert_eq!(read_answer(&mut queued).unwrap().status, 200);
}

#[test]
fn idle_and_stalled_connections_hold_no_worker() {
    let mut opts = options();
    opts.workers = 1;
    opts.request_deadline = Duration::from_millis(800);
    let server = start(opts, echo);

    // With the only worker's connection idle and another one stalled mid-head, a third
    // is served at once.
    let mut idle = connect(server.addr());
    assert_eq!(roundtrip(&mut idle, b"GET / HTTP/1.1\r\n\r\n").status, 200);
    let mut slow = connect(server.addr());
    slow.write_all(b"GET / HTTP/1.1\r\n").unwrap();
    let started = Instant::now();
    let mut other = connect(server.addr());
    assert_eq!(roundtrip(&mut other, b"GET / HTTP/1.1\r\n\r\n").status, 200);
    assert!(started.elapsed() < Duration::from_millis(500));
    // Nor does a small body sent slowly: it is read by the poll thread.
    let mut slow_body = connect(server.addr());
    slow_body
        .write_all(b"POST /b HTTP/1.1\r\nContent-Length: 6\r\n\r\nabc")
        .unwrap();
    // The server holds it (its fourth connection) before the next request is timed.
    wait_for_stats(&server, "the slow body's connection", |s| s.accepted >= 4);
    let started = Instant::now();
    assert_eq!(roundtrip(&mut other, b"GET / HTTP/1.1\r\n\r\n").status, 200);
    assert!(started.elapsed() < Duration::from_millis(500));
    slow_body.write_all(b"def").unwrap();
    let answer = read_answer(&mut slow_body).unwrap();
    assert_eq!(answer.body, "POST /b None 6 None cert=false");
    // The idle one is still good for another request; the stalled one gets 408 at its
    // deadline.
    assert_eq!(roundtrip(&mut idle, b"GET / HTTP/1.1\r\n\r\n").status, 200);
    assert_eq!(read_answer(&mut slow).unwrap().status, 408);
    assert_eq!(server.stats().timeouts, 1);
}

#[test]
fn at_the_connection_cap_the_oldest_stalled_head_makes_room() {
    let mut opts = options();
    opts.max_connections = 4;
    let server = start(opts, echo);
    let mut stalled = Vec::new();
    // One at a time, each seen accepted before the next, so that the first is the oldest.
    for n in 1..=4 {
        let mut stream = connect(server.addr());
        stream.write_all(b"GET / HTTP/1.1\r\n").unwrap();
        stalled.push(stream);
        wait_for_stats(&server, "a stalled connection held", |s| {
            s.accepted >= n && s.open_connections >= n
        });
    }
    let mut fresh = connect(server.addr());
    assert_eq!(roundtrip(&mut fresh, b"GET / HTTP/1.1\r\n\r\n").status, 200);
    // The first stalled connection was closed for it; the others are still open.
    assert!(closed(&mut stalled[0]));
    stalled[1].set_nonblocking(true).unwrap();
    let mut byte = [0u8; 1];
    let still_open = stalled[1].read(&mut byte);
    assert!(
        matches!(&still_open, Err(e) if e.kind() == io::ErrorKind::WouldBlock),
        "{still_open:?}"
    );
    assert_eq!(server.stats().evicted, 1);
}

#[test]
fn a_tls_handshake_flood_does_not_lock_out_a_real_client() {
    let dir = TempDir::new("http-tls-flood").unwrap();
    let ca = Ca::new(dir.path(), "flood").unwrap();
    let leaf = ca.localhost_server("server").unwrap();
    let mut opts = options();
    opts.max_connections = 64;
    let config = tls::server_config(&leaf.cert, &leaf.key, None).unwrap();
    opts.tls = Some(tls::SharedServerConfig::new(config));
    let server = start(opts, echo);
    // Half a ClientHello on each: a handshake that never completes.
    let mut held = Vec::new();
    for _ in 0..300 {
        let mut stream = TcpStream::connect(server.addr()).unwrap();
        let _ = stream.write_all(&[0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00]);
        held.push(stream);
    }
    let started = Instant::now();
    let mut client = tls_client(server.addr(), &ca, None);
    client.write_all(b"GET /real HTTP/1.1\r\n\r\n").unwrap();
    assert_eq!(read_answer(&mut client).unwrap().status, 200);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    let stats = server.stats();
    assert!(stats.open_connections <= 64 + 1, "{stats:?}");
    assert!(stats.evicted >= 300 - 64, "{stats:?}");
}

#[test]
fn a_handler_panic_answers_500_and_the_worker_goes_on() {
    let mut opts = options();
    opts.workers = 1;
    let server = start(opts, echo);
    let mut stream = connect(server.addr());
    for _ in 0..2 {
        let answer = roundtrip(&mut stream, b"GET /panic HTTP/1.1\r\n\r\n");
        assert_eq!(answer.status, 500);
        assert_eq!(answer.body, "internal error\n");
        assert_eq!(
            roundtrip(&mut stream, b"GET / HTTP/1.1\r\n\r\n").status,
            200
        );
    }
    // The only worker survived: a new connection is served too.
    let mut other = connect(server.addr());
    assert_eq!(roundtrip(&mut other, b"GET / HTTP/1.1\r\n\r\n").status, 200);
    assert_eq!(server.stats().panics, 2);
}

/// What a handler defers runs after its answer is written, on every path: the task below
/// blocks until the test holds the answer, so a worker that ran it first would never
/// answer; and it still runs when the handler panics.
#[test]
fn deferred_work_runs_after_the_answer_is_written() {
    let (release_tx, release_rx) = bounded::<()>(2);
    let (ran_tx, ran_rx) = bounded::<String>(2);
    let mut opts = options();
    opts.workers = 1;
    let handler = move |request: &Request| -> Response {
        let (release, ran, path) = (release_rx.clone(), ran_tx.clone(), request.path.clone());
        vault_db_injector::deferred::defer(move || {
            let _ = release.recv_timeout(Duration::from_secs(10));
            let _ = ran.send(path);
        });
        assert!(request.path != "/panic", "handler bug on purpose");
        Response::text(200, "answered\n")
    };
    let server = start(opts, handler);
    let mut stream = connect(server.addr());
    for (path, status) in [("/", 200), ("/panic", 500)] {
        let request = format!("GET {path} HTTP/1.1\r\n\r\n");
        let answer = roundtrip(&mut stream, request.as_bytes());
        assert_eq!(answer.status, status, "{path}");
        assert!(ran_rx.try_recv().is_err(), "{path}: ran before its answer");
        release_tx.send(()).unwrap();
        assert_eq!(
            ran_rx.recv_timeout(Duration::from_secs(5)).as_deref(),
            Ok(path),
            "{path}: the deferred task did not run"
        );
    }
}

#[test]
fn a_streamed_body_is_chunked_and_a_panic_in_its_producer_cuts_it_short() {
    let mut opts = options();
    opts.workers = 1;
    let server = start(opts, echo);
    let mut stream = connect(server.addr());
    let answer = roundtrip(&mut stream, b"GET /stream HTTP/1.1\r\n\r\n");
    assert_eq!(answer.status, 200);
    assert_eq!(answer.header("transfer-encoding"), Some("chunked"));
    assert_eq!(answer.header("content-length"), None);
    assert_eq!(answer.body, "piece 0\npiece 1\npiece 2\n");
    // The connection is kept after a chunked answer.
    assert_eq!(
        roundtrip(&mut stream, b"GET / HTTP/1.1\r\n\r\n").status,
        200
    );

    // HTTP/1.0 cannot take chunks: the same body, whole, with its length.
    let mut old = connect(server.addr());
    let answer = roundtrip(&mut old, b"GET /stream HTTP/1.0\r\n\r\n");
    assert_eq!(answer.header("transfer-encoding"), None);
    assert_eq!(answer.header("content-length"), Some("24"));
    assert_eq!(answer.body, "piece 0\npiece 1\npiece 2\n");

    // A producer that panics after its first piece: the answer stops there, without its
    // last chunk, so the client sees it incomplete rather than a short body as whole.
    let mut cut = connect(server.addr());
    cut.write_all(b"GET /stream-panic HTTP/1.1\r\n\r\n")
        .unwrap();
    let error = read_answer(&mut cut).unwrap_err();
    assert_eq!(error.kind(), io::ErrorKind::UnexpectedEof, "{error}");
    // In HTTP/1.0 the body is gathered before anything is sent: a 500.
    let mut old = connect(server.addr());
    let answer = roundtrip(&mut old, b"GET /stream-panic HTTP/1.0\r\n\r\n");
    assert_eq!(
        (answer.status, answer.body.as_str()),
        (500, "internal error\n")
    );

    // Both panics counted, and the only worker survived them.
    let mut other = connect(server.addr());
    assert_eq!(roundtrip(&mut other, b"GET / HTTP/1.1\r\n\r\n").status, 200);
    assert_eq!(server.stats().panics, 2);
}

/// A TLS client on a fresh connection, trusting `ca`, with an optional client identity.
fn tls_client(
    addr: SocketAddr,
    ca: &Ca,
    identity: Option<&vdbi_testbed::certs::CertPair>,
) -> StreamOwned<ClientConnection, TcpStream> {
    let roots = tls::client_roots(Some(&ca.pair.cert)).unwrap();
    let identity = identity.map(|pair| {
        (
            tls::load_certificates(&pair.cert).unwrap(),
            tls::load_private_key(&pair.key).unwrap(),
        )
    });
    let config = tls::client_config(&roots, identity).unwrap();
    let name = ServerName::try_from("localhost").unwrap();
    let conn = ClientConnection::new(config, name).unwrap();
    StreamOwned::new(conn, connect(addr))
}

#[test]
fn tls_round_trip_with_and_without_client_certificates() {
    let dir = TempDir::new("http-tls").unwrap();
    let ca = Ca::new(dir.path(), "http").unwrap();
    let leaf = ca.localhost_server("server").unwrap();
    let client = ca
        .issue("client", "apiserver", &[], Usage::Client, 30)
        .unwrap();

    let mut opts = options();
    let config = tls::server_config(&leaf.cert, &leaf.key, None).unwrap();
    opts.tls = Some(tls::SharedServerConfig::new(config));
    let server = start(opts, echo);
    let mut stream = tls_client(server.addr(), &ca, None);
    for _ in 0..2 {
        stream
            .write_all(b"POST /tls HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc")
            .unwrap();
        let answer = read_answer(&mut stream).unwrap();
        assert_eq!(answer.body, "POST /tls None 3 None cert=false");
    }
    assert_eq!(stream.conn.alpn_protocol(), Some(&b"http/1.1"[..]));

    // Plain HTTP on the TLS port is a failed handshake, not a crash.
    let mut plain = connect(server.addr());
    let _ = plain.write_all(b"GET / HTTP/1.1\r\n\r\n");
    let mut sink = Vec::new();
    let _ = plain.read_to_end(&mut sink);
    assert!(!String::from_utf8_lossy(&sink).contains("HTTP/1.1"));
    assert_eq!(server.stats().tls_failures, 1);

    // With a client CA, a client without a certificate is refused and one with is served.
    let mut opts = options();
    let auth = tls::ClientAuth {
        ca: ca.pair.cert.clone(),
        allowed_names: Vec::new(),
    };
    let config = tls::server_config(&leaf.cert, &leaf.key, Some(&auth)).unwrap();
    opts.tls = Some(tls::SharedServerConfig::new(config));
    let mutual = start(opts, echo);
    let mut anonymous = tls_client(mutual.addr(), &ca, None);
    let refused = anonymous
        .write_all(b"GET / HTTP/1.1\r\n\r\n")
        .and_then(|()| read_answer(&mut anonymous));
    assert!(refused.is_err(), "{refused:?}");
    let mut known = tls_client(mutual.addr(), &ca, Some(&client));
    known.write_all(b"GET /mtls HTTP/1.1\r\n\r\n").unwrap();
    let answer = read_answer(&mut known).unwrap();
    assert_eq!(answer.body, "GET /mtls None 0 None cert=true");
}

#[test]
fn the_tls_config_can_be_swapped_while_serving() {
    let dir = TempDir::new("http-swap").unwrap();
    let old_ca = Ca::new(&dir.path().join("old"), "old").unwrap();
    let new_ca = Ca::new(&dir.path().join("new"), "new").unwrap();
    let old_leaf = old_ca.localhost_server("server").unwrap();
    let new_leaf = new_ca.localhost_server("server").unwrap();
    let shared = tls::SharedServerConfig::new(
        tls::server_config(&old_leaf.cert, &old_leaf.key, None).unwrap(),
    );
    let mut opts = options();
    opts.tls = Some(shared.clone());
    let server = start(opts, echo);

    let mut before = tls_client(server.addr(), &old_ca, None);
    before.write_all(b"GET / HTTP/1.1\r\n\r\n").unwrap();
    assert_eq!(read_answer(&mut before).unwrap().status, 200);

    shared.replace(tls::server_config(&new_leaf.cert, &new_leaf.key, None).unwrap());
    let mut after = tls_client(server.addr(), &new_ca, None);
    after.write_all(b"GET / HTTP/1.1\r\n\r\n").unwrap();
    assert_eq!(read_answer(&mut after).unwrap().status, 200);
    // The connection opened before the swap keeps working.
    before.write_all(b"GET / HTTP/1.1\r\n\r\n").unwrap();
    assert_eq!(read_answer(&mut before).unwrap().status, 200);
}

#[test]
fn graceful_stop_finishes_in_flight_requests() {
    let server = start(options(), echo);
    let mut idle = connect(server.addr());
    assert_eq!(roundtrip(&mut idle, b"GET / HTTP/1.1\r\n\r\n").status, 200);
    let mut busy = connect(server.addr());
    busy.write_all(b"GET /slow HTTP/1.1\r\n\r\n").unwrap();
    // The stop comes once the slow request is in its handler (the second request handed
    // to one), not after a pause.
    wait_for_stats(&server, "the slow request in its handler", |s| {
        s.requests >= 2
    });

    let started = Instant::now();
    server.trigger.trigger();
    // The in-flight request is answered, told the connection closes, and closed.
    let answer = read_answer(&mut busy).unwrap();
    assert_eq!(answer.body, "slow done");
    assert_eq!(answer.header("connection"), Some("close"));
    assert!(closed(&mut busy));
    // The idle kept-alive connection is closed without waiting for its idle timeout.
    assert!(closed(&mut idle));
    assert!(server.server.wait_stopped(Duration::from_secs(3)));
    let took = started.elapsed();
    assert!(took < Duration::from_secs(2), "stopping took {took:?}");
    // Nobody accepts any more.
    let refused = TcpStream::connect(server.addr()).map(|mut stream| {
        stream
            .set_read_timeout(Some(Duration::from_secs(2)))
            .unwrap();
        let _ = stream.write_all(b"GET / HTTP/1.1\r\n\r\n");
        read_answer(&mut stream)
    });
    assert!(matches!(refused, Err(_) | Ok(Err(_))), "{refused:?}");
}

#[test]
fn an_idle_server_stops_within_a_second() {
    let server = start(options(), echo);
    // Idle, and seen serving: one request answered and its connection closed.
    let mut stream = connect(server.addr());
    stream
        .write_all(b"GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
        .unwrap();
    assert_eq!(read_answer(&mut stream).unwrap().status, 200);
    drop(stream);
    wait_for_stats(&server, "no open connection", |s| s.open_connections == 0);
    let started = Instant::now();
    server.trigger.trigger();
    assert!(server.server.wait_stopped(Duration::from_secs(3)));
    assert!(started.elapsed() < Duration::from_millis(1200));
}

// ---------------------------------------------------------------------------------------
// The half-open connection flood (tiny_http decision, audit/dependencies.md).

/// An otherwise unused uid (and gid) for the probe, so that no other process counts
/// against its `RLIMIT_NPROC` (the limit counts every thread of the real uid): derived from
/// this test process's pid, so that two runs at once (other worktrees, the other flood
/// test) never share one.
fn probe_uid(implementation: &str) -> u32 {
    let offset = if implementation == "ours" { 0 } else { 1 };
    2_000_000_000 + 2 * std::process::id() + offset
}

/// The probe's thread limit: room for ours (main, 2 accept threads, 2 x 8 workers) and for
/// tiny_http's start (2 accept threads, 2 x 4 pool threads, 2 serving threads), far below
/// one thread per connection.
const PROBE_NPROC: u64 = 64;

/// Half-open connections opened to each port.
const FLOOD_PER_PORT: usize = 2_000;

/// How long a port may take to answer a normal request once the flood is in place.
const ANSWER_WITHIN: Duration = Duration::from_secs(10);

/// What one flood run measured.
#[derive(Debug)]
struct FloodReport {
    implementation: &'static str,
    /// Half-open connections the test managed to open (per port, summed).
    opened: usize,
    /// Connections whose connect or partial write failed.
    failed_during_flood: usize,
    /// Half-open connections the server had closed (or answered) by the end.
    closed_by_server: usize,
    /// The probe's threads before the flood.
    threads_before: u64,
    /// The most threads seen during and after the flood.
    threads_max: u64,
    /// Resident memory before the flood and the most seen after it, in KiB.
    rss_kib: (u64, u64),
    /// Per port: how long after the flood a normal request got its 200, if it did.
    answered_after: Vec<Option<Duration>>,
    /// Whether the probe process was still running at the end.
    alive: bool,
    /// Panics the probe printed on stderr.
    panics: usize,
    /// The first panic message, if any.
    first_panic: Option<String>,
}

fn probe_binary() -> std::path::PathBuf {
    // tests/it runs from target/debug/deps/; the testbed's binaries are in target/debug/.
    let exe = std::env::current_exe().unwrap();
    let path = exe.parent().unwrap().parent().unwrap().join("serve-probe");
    assert!(
        path.exists(),
        "{} is missing: build it first with `cargo build -p vdbi-testbed --bin serve-probe`",
        path.display()
    );
    path
}

/// A number field of `/proc/<pid>/status` (`Threads:`, `VmRSS:` in kB), 0 if gone.
fn status_field(pid: u32, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|line| line.strip_prefix(field))
                .and_then(|n| n.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

fn threads_of(pid: u32) -> u64 {
    status_field(pid, "Threads:")
}

/// One normal request with short timeouts; true on a 200.
fn healthz_ok(addr: SocketAddr) -> bool {
    let Ok(mut stream) = TcpStream::connect_timeout(&addr, Duration::from_secs(1)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    let _ = stream.set_write_timeout(Some(Duration::from_secs(2)));
    stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: probe\r\nConnection: close\r\n\r\n")
        .is_ok()
        && read_answer(&mut stream).is_ok_and(|answer| answer.status == 200)
}

/// Starts the probe as an unprivileged uid under `RLIMIT_NPROC`, floods both ports with
/// half-open requests, then measures whether and when each port answers a normal request
/// and how many threads the probe holds.
#[allow(clippy::disallowed_methods)] // Tests may start plain threads.
fn flood(implementation: &'static str, nproc: u64) -> FloodReport {
    use nix::sys::resource::{Resource, getrlimit, setrlimit};
    use std::io::BufRead;
    use std::process::{Command, Stdio};

    // 4,000 client sockets in this process.
    let (_, hard) = getrlimit(Resource::RLIMIT_NOFILE).unwrap();
    setrlimit(Resource::RLIMIT_NOFILE, hard, hard).unwrap();
    assert!(
        hard >= 2 * FLOOD_PER_PORT as u64 + 256,
        "RLIMIT_NOFILE hard limit {hard}"
    );

    let mut child = Command::new("prlimit")
        .arg(format!("--nproc={nproc}"))
        .arg("--nofile=16384")
        .arg("--")
        .arg("setpriv")
        .arg(format!("--reuid={}", probe_uid(implementation)))
        .arg(format!("--regid={}", probe_uid(implementation)))
        .arg("--clear-groups")
        .arg(probe_binary())
        .arg(implementation)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("prlimit and setpriv (util-linux) are needed: apt-get install -y util-linux");
    let pid = child.id();
    let stdout = child.stdout.take().unwrap();
    let (addr_tx, addr_rx) = bounded(4);
    // Drains the probe's stdout (its logs too) so that it never blocks on a full pipe.
    std::thread::spawn(move || {
        for line in io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if let Some(addr) = line.strip_prefix("listening ") {
                let _ = addr_tx.send(addr.parse::<SocketAddr>().unwrap());
            }
        }
    });
    let mut stderr = child.stderr.take().unwrap();
    let stderr_reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let mut addrs: Vec<SocketAddr> = Vec::new();
    while addrs.len() < 2 {
        let Ok(addr) = addr_rx.recv_timeout(Duration::from_secs(10)) else {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the probe did not start: {}", stderr_reader.join().unwrap())
        };
        addrs.push(addr);
    }
    for addr in &addrs {
        assert!(
            healthz_ok(*addr),
            "{implementation} does not answer before the flood"
        );
    }
    let threads_before = threads_of(pid);
    let rss_before = status_field(pid, "VmRSS:");
    let mut threads_max = threads_before;

    let mut held = Vec::new();
    let mut failed_during_flood = 0;
    for addr in &addrs {
        for n in 0..FLOOD_PER_PORT {
            match TcpStream::connect_timeout(addr, Duration::from_secs(2)) {
                Ok(mut stream) => {
                    // A request line and a header, never the blank line that ends the head.
                    if stream
                        .write_all(b"GET /healthz HTTP/1.1\r\nHost: probe\r\n")
                        .is_err()
                    {
                        failed_during_flood += 1;
                    }
                    held.push(stream);
                }
                Err(_) => failed_during_flood += 1,
            }
            if n % 100 == 0 {
                threads_max = threads_max.max(threads_of(pid));
            }
        }
    }
    let opened = held.len();
    std::thread::sleep(Duration::from_millis(300));
    threads_max = threads_max.max(threads_of(pid));

    // Both ports at once, each retried until it answers or the budget is spent.
    let started = Instant::now();
    let checks: Vec<_> = addrs
        .iter()
        .map(|addr| {
            let addr = *addr;
            std::thread::spawn(move || {
                while started.elapsed() < ANSWER_WITHIN {
                    if healthz_ok(addr) {
                        return Some(started.elapsed());
                    }
                    std::thread::sleep(Duration::from_millis(100));
                }
                None
            })
        })
        .collect();
    while checks.iter().any(|check| !check.is_finished()) {
        threads_max = threads_max.max(threads_of(pid));
        std::thread::sleep(Duration::from_millis(100));
    }
    let answered_after = checks.into_iter().map(|c| c.join().unwrap()).collect();
    threads_max = threads_max.max(threads_of(pid));
    let rss_after = status_field(pid, "VmRSS:");
    let alive = child.try_wait().unwrap().is_none();
    let closed_by_server = held
        .iter()
        .filter(|stream| {
            stream.set_nonblocking(true).unwrap();
            let mut byte = [0u8; 1];
            !matches!((&mut &**stream).read(&mut byte), Err(e) if e.kind() == io::ErrorKind::WouldBlock)
        })
        .count();

    drop(held);
    drop(child.stdin.take());
    let deadline = Instant::now() + Duration::from_secs(3);
    while child.try_wait().unwrap().is_none() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    // Only the probe started here is killed, by its own handle.
    let _ = child.kill();
    let _ = child.wait();
    let stderr = stderr_reader.join().unwrap();
    let panics = stderr.matches(" panicked at ").count();
    let first_panic = stderr
        .lines()
        .skip_while(|line| !line.contains(" panicked at "))
        .nth(1)
        .map(str::to_owned);
    FloodReport {
        implementation,
        opened,
        failed_during_flood,
        closed_by_server,
        threads_before,
        threads_max,
        rss_kib: (rss_before, rss_after),
        answered_after,
        alive,
        panics,
        first_panic,
    }
}

#[test]
fn half_open_flood_leaves_our_server_answering_with_bounded_threads() {
    let report = flood("ours", PROBE_NPROC);
    #[allow(clippy::print_stderr)] // The figures go to audit/dependencies.md.
    {
        eprintln!("{report:#?}");
    }
    assert!(report.alive, "{report:#?}");
    for answered in &report.answered_after {
        assert!(answered.is_some(), "a port stopped answering: {report:#?}");
    }
    // Main thread, two poll threads and two pools of HTTP_WORKERS, whatever the flood.
    let bound = 1 + 2 * (1 + vault_db_injector::limits::HTTP_WORKERS as u64);
    assert!(report.threads_max <= bound, "{report:#?}");
    assert_eq!(report.threads_before, report.threads_max, "{report:#?}");
    assert_eq!(report.implementation, "ours");
    // Head buffers for at most HTTP_MAX_CONNECTIONS connections per port, in a debug build.
    assert!(
        report.rss_kib.1 < report.rss_kib.0 + 64 * 1024,
        "{report:#?}"
    );
    assert_eq!(
        (report.panics, &report.first_panic),
        (0, &None),
        "{report:#?}"
    );
    // Every connection was accepted, and the server shed all but what its connection cap
    // lets it hold.
    assert_eq!(
        report.opened + report.failed_during_flood,
        2 * FLOOD_PER_PORT
    );
    let held = vault_db_injector::limits::HTTP_MAX_CONNECTIONS;
    assert!(
        report.closed_by_server + 2 * held >= report.opened,
        "{report:#?}"
    );
}

/// tiny_http 0.12 fails the same flood: this records the reason for not using it, and
/// fails (telling to revisit `audit/dependencies.md`) the day a tiny_http release passes.
#[test]
fn half_open_flood_still_defeats_tiny_http() {
    let report = flood("tiny", PROBE_NPROC);
    #[allow(clippy::print_stderr)] // The figures go to audit/dependencies.md.
    {
        eprintln!("{report:#?}");
    }
    let bound = 1 + 2 * (1 + vault_db_injector::limits::HTTP_WORKERS as u64);
    let passes = report.alive
        && report.answered_after.iter().all(Option::is_some)
        && report.threads_max <= bound;
    assert!(
        !passes,
        "tiny_http passed the flood test: revisit the tiny_http decision in \
         audit/dependencies.md: {report:#?}"
    );
}
