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
use vault_db_injector::http::{Handler, Options, Request, Response, Server, StatsSnapshot};
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
fn read_answer(stream: &mut impl Read) -> io::Result<Answer> {
    let mut buf = Vec::new();
    let mut byte = [0u8; 1];
    while !buf.ends_with(b"\r\n\r\n") {
        if stream.read(&mut byte)? == 0 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        buf.push(byte[0]);
    }
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
    let length: usize = headers
        .iter()
        .find(|(name, _)| name == "content-length")
        .map(|(_, value)| value.parse().unwrap())
        .unwrap_or(0);
    let mut body = vec![0u8; length];
    stream.read_exact(&mut body)?;
    Ok(Answer {
        status,
        headers,
        body: String::from_utf8(body).unwrap(),
    })
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

    // A connection that never sends anything: closed at the deadline.
    let mut stream = connect(server.addr());
    assert!(closed(&mut stream));

    // A body that stalls: closed at the deadline.
    let mut stream = connect(server.addr());
    stream
        .write_all(b"POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc")
        .unwrap();
    assert!(closed(&mut stream));
    assert_eq!(server.stats().timeouts, 3);
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
    // A occupies the only worker, B waits in the queue, C finds it full.
    let mut a = connect(server.addr());
    a.write_all(b"GET /block HTTP/1.1\r\n\r\n").unwrap();
    let deadline = Instant::now() + Duration::from_secs(5);
    while server.stats().requests == 0 {
        assert!(Instant::now() < deadline, "the handler never started");
        std::thread::sleep(Duration::from_millis(10));
    }
    let mut b = connect(server.addr());
    b.write_all(b"GET /fast HTTP/1.1\r\n\r\n").unwrap();
    while server.stats().accepted < 2 {
        std::thread::sleep(Duration::from_millis(10));
    }
    let started = Instant::now();
    let mut c = connect(server.addr());
    let _ = c.write_all(b"GET /fast HTTP/1.1\r\n\r\n");
    let busy = read_answer(&mut c).unwrap();
    assert_eq!(busy.status, 503);
    assert_eq!(busy.header("connection"), Some("close"));
    assert!(started.elapsed() < Duration::from_secs(1));
    assert!(closed(&mut c));
    assert_eq!(server.stats().rejected_queue_full, 1);

    // Released, A is answered and B is served from the queue.
    release_tx.send(()).unwrap();
    assert_eq!(read_answer(&mut a).unwrap().status, 200);
    assert_eq!(read_answer(&mut b).unwrap().status, 200);
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
    let config = tls::server_config(&leaf.cert, &leaf.key, Some(&ca.pair.cert)).unwrap();
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
    std::thread::sleep(Duration::from_millis(200));

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
    std::thread::sleep(Duration::from_millis(100));
    let started = Instant::now();
    server.trigger.trigger();
    assert!(server.server.wait_stopped(Duration::from_secs(3)));
    assert!(started.elapsed() < Duration::from_millis(1200));
}
