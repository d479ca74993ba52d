//! The NRI plugin against the runtime double over a real unix socket: the exact bytes of
//! `nri-wire.md` §11, both registration orders, split Synchronize, split and interleaved
//! frames, large responses, deadlines, panics, restarts, garbage, and runtimes the plugin
//! must refuse (a socket directory others can write, a peer that is not root).

// Test helpers outside `#[test]` functions may fail loudly too.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use vault_db_injector::nri::messages::{
    ContainerAdjustment, CreateContainerRequest, CreateContainerResponse, KeyValue, PodSandbox,
};
use vault_db_injector::nri::plugin::{Answer, Handler, Plugin, Status};
use vault_db_injector::nri::ttrpc;
use vault_db_injector::runtime::{ShutdownTrigger, Supervisor, shutdown_channel};
use vdbi_testbed::nri_runtime::{
    self as double, CONN_PLUGIN, CONN_RUNTIME, Order, Peer, Runtime, TYPE_DATA, TYPE_REQUEST,
    TYPE_RESPONSE, fixtures, hex,
};
use vdbi_testbed::tempdir::TempDir;

const REPLACE: u8 = 0;
const ERROR: u8 = 1;
const SLOW: u8 = 2;
const PANIC: u8 = 3;
const PANIC_LATER: u8 = 4;
const BIG: u8 = 5;
const LATER: u8 = 6;

const PLACEHOLDER: &[u8] =
    b"DB_PASSWORD=__VDBI_PH_0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef___";

struct TestHandler {
    mode: Arc<AtomicU8>,
    removed: Arc<Mutex<Vec<String>>>,
}

fn replace(value: &[u8]) -> CreateContainerResponse {
    CreateContainerResponse {
        adjust: Some(ContainerAdjustment {
            env: vec![KeyValue::new(b"DB_PASSWORD", value.to_vec())],
        }),
    }
}

impl Handler for TestHandler {
    fn create_container(&self, request: CreateContainerRequest, _deadline: Instant) -> Answer {
        let has_placeholder = request
            .container
            .as_ref()
            .is_some_and(|c| c.env.iter().any(|e| e == PLACEHOLDER));
        if !has_placeholder {
            return Answer::Now(Ok(CreateContainerResponse::default()));
        }
        match self.mode.load(Ordering::SeqCst) {
            REPLACE => Answer::Now(Ok(replace(b"s3cr3t-value"))),
            ERROR => Answer::Now(Err(ttrpc::Status::new(
                ttrpc::code::PERMISSION_DENIED,
                "vault-db-injector: secret not found",
            ))),
            SLOW => Answer::Later(Box::new(|_| {
                std::thread::sleep(Duration::from_secs(3));
                Ok(replace(b"too-late"))
            })),
            PANIC => panic!("test handler bug"),
            PANIC_LATER => Answer::Later(Box::new(|_| panic!("test worker bug"))),
            BIG => Answer::Now(Ok(replace(&vec![b'x'; 9000]))),
            LATER => Answer::Later(Box::new(|_| {
                std::thread::sleep(Duration::from_millis(20));
                Ok(replace(b"s3cr3t-value"))
            })),
            _ => Answer::Now(Ok(CreateContainerResponse::default())),
        }
    }

    fn remove_pod_sandbox(&self, pod: &PodSandbox) {
        self.removed.lock().unwrap().push(pod.uid.clone());
    }
}

struct Setup {
    runtime: Option<Runtime>,
    path: std::path::PathBuf,
    status: Arc<Status>,
    mode: Arc<AtomicU8>,
    removed: Arc<Mutex<Vec<String>>>,
    trigger: ShutdownTrigger,
    _supervisor: Supervisor,
    _dir: TempDir,
}

impl Drop for Setup {
    fn drop(&mut self) {
        self.trigger.trigger();
    }
}

impl Setup {
    fn runtime(&self) -> &Runtime {
        self.runtime.as_ref().unwrap()
    }

    fn accept(&self) -> Peer {
        self.runtime().accept(Duration::from_secs(10)).unwrap()
    }

    fn wait_ready(&self, ready: bool) {
        let until = Instant::now() + Duration::from_secs(5);
        while self.status.is_ready() != ready {
            assert!(
                Instant::now() < until,
                "plugin readiness never became {ready}"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

fn start_in(dir: TempDir, dir_mode: u32) -> Setup {
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(dir_mode)).unwrap();
    let path = dir.path().join("nri.sock");
    let runtime = Runtime::bind(&path).unwrap();
    let mode = Arc::new(AtomicU8::new(REPLACE));
    let removed = Arc::new(Mutex::new(Vec::new()));
    let handler = TestHandler {
        mode: Arc::clone(&mode),
        removed: Arc::clone(&removed),
    };
    let plugin = Plugin::new(&path, "vault-db-injector", "10", Arc::new(handler)).unwrap();
    let status = plugin.status();
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    plugin.start(&supervisor).unwrap();
    Setup {
        runtime: Some(runtime),
        path,
        status,
        mode,
        removed,
        trigger,
        _supervisor: supervisor,
        _dir: dir,
    }
}

fn start() -> Setup {
    start_in(TempDir::new("nri").unwrap(), 0o700)
}

/// The §11 CreateContainer request with `stream_id` and `timeout_nano`.
fn create_container(peer: &mut Peer, timeout_nano: u64) -> u32 {
    peer.call(
        "CreateContainer",
        &hex(fixtures::CREATE_CONTAINER_REQUEST),
        timeout_nano,
    )
    .unwrap()
}

/// A framed fixture whose stream id (one byte at offset 15) is changed to `stream_id`.
fn with_stream_id(fixture: &str, stream_id: u32) -> Vec<u8> {
    let mut bytes = hex(fixture);
    bytes[12..16].copy_from_slice(&stream_id.to_be_bytes());
    bytes
}

#[test]
fn registration_and_create_container_are_byte_exact() {
    let setup = start();
    assert!(!setup.status.is_ready());
    let mut peer = setup.accept();
    let handshake = peer.handshake(Order::ReplyFirst, 0).unwrap();
    assert_eq!(
        handshake.register_raw,
        hex(fixtures::FRAMED_REGISTER_PLUGIN),
        "RegisterPlugin bytes"
    );
    assert_eq!(handshake.events, 0x0c, "CreateContainer | RemovePodSandbox");
    setup.wait_ready(true);

    // The §11 CreateContainer call verbatim (stream 5), answered with the §11 bytes.
    assert_eq!(peer.next_stream_id, 5);
    peer.send_raw(&hex(fixtures::FRAMED_CREATE_CONTAINER_REQUEST))
        .unwrap();
    peer.next_stream_id = 7;
    let response = peer.recv_response(5, Duration::from_secs(2)).unwrap();
    assert_eq!(
        response.raw,
        hex(fixtures::FRAMED_CREATE_CONTAINER_RESPONSE)
    );

    setup.mode.store(ERROR, Ordering::SeqCst);
    let id = create_container(&mut peer, 1_999_873_914);
    let response = peer.recv_response(id, Duration::from_secs(2)).unwrap();
    assert_eq!(
        response.raw,
        with_stream_id(fixtures::FRAMED_CREATE_CONTAINER_ERROR, id)
    );

    // A worker's answer is the same bytes as an inline one.
    setup.mode.store(LATER, Ordering::SeqCst);
    let id = create_container(&mut peer, 1_999_873_914);
    let response = peer.recv_response(id, Duration::from_secs(2)).unwrap();
    assert_eq!(
        response.raw,
        with_stream_id(fixtures::FRAMED_CREATE_CONTAINER_RESPONSE, id)
    );
}

#[test]
fn configure_before_the_registration_reply_and_split_synchronize() {
    let setup = start();
    let mut peer = setup.accept();
    let handshake = peer.handshake(Order::ConfigureFirst, 2).unwrap();
    assert_eq!(handshake.events, 0x0c);
    setup.wait_ready(true);
}

#[test]
fn split_and_interleaved_frames() {
    let setup = start();
    let mut peer = setup.accept();
    peer.handshake(Order::Interleaved, 0).unwrap();
    setup.wait_ready(true);

    // The CreateContainer call cut into 7-byte mux frames, with empty frames and an
    // unsolicited conn-2 response (unknown stream id, ignored) in between, sent in small
    // writes so the plugin sees many partial reads.
    let call = hex(fixtures::FRAMED_CREATE_CONTAINER_REQUEST);
    let ttrpc = &call[8..];
    let stray = double::ttrpc_frame(9, TYPE_RESPONSE, &[]);
    let mut bytes = Vec::new();
    for (i, piece) in ttrpc.chunks(7).enumerate() {
        bytes.extend(double::mux_frame(CONN_PLUGIN, piece));
        if i % 5 == 0 {
            bytes.extend(double::mux_frame(CONN_RUNTIME, &[]));
            bytes.extend(double::mux_frame(CONN_PLUGIN, &[]));
        }
        if i == 3 {
            bytes.extend(double::mux_frame(CONN_RUNTIME, &stray[..4]));
        }
        if i == 9 {
            bytes.extend(double::mux_frame(CONN_RUNTIME, &stray[4..]));
        }
    }
    peer.send_trickle(&bytes, 13).unwrap();
    let response = peer.recv_response(5, Duration::from_secs(2)).unwrap();
    assert_eq!(
        response.raw,
        hex(fixtures::FRAMED_CREATE_CONTAINER_RESPONSE)
    );

    // Header and data as separate mux frames, as ttrpc-rust peers send them.
    let call = with_stream_id(fixtures::FRAMED_CREATE_CONTAINER_REQUEST, 7);
    let mut bytes = double::mux_frame(CONN_PLUGIN, &call[8..18]);
    bytes.extend(double::mux_frame(CONN_PLUGIN, &call[18..]));
    peer.send_raw(&bytes).unwrap();
    let response = peer.recv_response(7, Duration::from_secs(2)).unwrap();
    assert_eq!(
        response.raw,
        with_stream_id(fixtures::FRAMED_CREATE_CONTAINER_RESPONSE, 7)
    );
}

#[test]
fn large_responses_leave_as_4096_bytes_then_the_rest() {
    let setup = start();
    let mut peer = setup.accept();
    peer.handshake(Order::ReplyFirst, 0).unwrap();
    setup.mode.store(BIG, Ordering::SeqCst);
    let id = create_container(&mut peer, 2_000_000_000);
    let response = peer.recv_response(id, Duration::from_secs(2)).unwrap();
    let total = 10 + response.data.len();
    assert!(total > 4096);
    assert_eq!(response.mux_frames, vec![4096, total - 4096]);
    let adjust = double::bytes_field(&response.payload(), 1).unwrap();
    let kv = double::bytes_field(&adjust, 4).unwrap();
    assert_eq!(double::bytes_field(&kv, 2).unwrap(), vec![b'x'; 9000]);
}

#[test]
fn slow_work_is_answered_with_an_error_before_the_deadline() {
    let setup = start();
    let mut peer = setup.accept();
    peer.handshake(Order::ReplyFirst, 0).unwrap();
    setup.mode.store(SLOW, Ordering::SeqCst);
    // A 2 s deadline: the plugin answers 250 ms before it (its widest margin), which leaves
    // a loaded machine that long to wake the session and this test.
    let sent = Instant::now();
    let id = create_container(&mut peer, 2_000_000_000);
    let response = peer.recv_response(id, Duration::from_secs(3)).unwrap();
    let elapsed = sent.elapsed();
    assert!(
        elapsed < Duration::from_millis(2000),
        "answered after {elapsed:?}"
    );
    assert!(
        elapsed >= Duration::from_millis(1500),
        "answered after {elapsed:?}"
    );
    assert_eq!(response.error().map(|e| e.0), Some(4), "DeadlineExceeded");
    assert_eq!(setup.status.deadline_error_total(), 1);

    // The worker's late answer is dropped, and the plugin keeps serving.
    setup.mode.store(REPLACE, Ordering::SeqCst);
    let id = create_container(&mut peer, 2_000_000_000);
    let response = peer.recv_response(id, Duration::from_secs(2)).unwrap();
    assert_eq!(response.error(), None);
    assert!(!peer.closed_within(Duration::from_secs(3)));
    assert!(setup.status.is_ready());
}

#[test]
fn a_panicking_request_answers_an_error_and_the_plugin_stays() {
    let setup = start();
    let mut peer = setup.accept();
    peer.handshake(Order::ReplyFirst, 0).unwrap();
    for mode in [PANIC, PANIC_LATER] {
        setup.mode.store(mode, Ordering::SeqCst);
        let id = create_container(&mut peer, 2_000_000_000);
        let response = peer.recv_response(id, Duration::from_secs(2)).unwrap();
        assert_eq!(response.error().map(|e| e.0), Some(13), "Internal");
    }
    assert_eq!(setup.status.panic_total(), 2);
    setup.mode.store(REPLACE, Ordering::SeqCst);
    let id = create_container(&mut peer, 2_000_000_000);
    let response = peer.recv_response(id, Duration::from_secs(2)).unwrap();
    assert_eq!(response.error(), None);
    assert!(setup.status.is_ready());
}

#[test]
fn other_calls_pod_removal_and_unknown_methods() {
    let setup = start();
    let mut peer = setup.accept();
    peer.handshake(Order::ReplyFirst, 0).unwrap();

    let pod = double::field_bytes(3, b"uid-1");
    let id = peer
        .call("RemovePodSandbox", &double::field_bytes(1, &pod), 0)
        .unwrap();
    let response = peer.recv_response(id, Duration::from_secs(2)).unwrap();
    assert!(response.data.is_empty(), "empty success");

    let mut event = double::field_varint(1, 3);
    event.extend(double::field_bytes(2, &double::field_bytes(3, b"uid-2")));
    let id = peer.call("StateChange", &event, 0).unwrap();
    assert!(
        peer.recv_response(id, Duration::from_secs(2))
            .unwrap()
            .data
            .is_empty()
    );
    assert_eq!(*setup.removed.lock().unwrap(), vec!["uid-1", "uid-2"]);

    let id = peer.call("UpdateContainer", &[], 0).unwrap();
    let response = peer.recv_response(id, Duration::from_secs(2)).unwrap();
    assert_eq!(
        response.error(),
        Some((12, "method UpdateContainer".to_owned()))
    );

    let id = peer.call("Shutdown", &[], 0).unwrap();
    assert!(
        peer.recv_response(id, Duration::from_secs(2))
            .unwrap()
            .data
            .is_empty()
    );

    // A malformed payload is an error answer, not a dropped connection.
    let id = peer
        .call("CreateContainer", &[0x0a, 0x05, 0x01], 0)
        .unwrap();
    let response = peer.recv_response(id, Duration::from_secs(2)).unwrap();
    assert_eq!(response.error().map(|e| e.0), Some(3), "InvalidArgument");

    // A reused stream id is refused as the Go server does.
    let bytes = double::plugin_call(id, "CreateContainer", &[], 0);
    peer.send_raw(&bytes).unwrap();
    let response = peer.recv_response(id, Duration::from_secs(2)).unwrap();
    assert_eq!(response.error().map(|e| e.0), Some(3));
    assert!(setup.status.is_ready());
}

#[test]
fn a_runtime_restart_is_followed_by_a_full_handshake() {
    let mut setup = start();
    let mut peer = setup.accept();
    peer.handshake(Order::ReplyFirst, 0).unwrap();
    setup.wait_ready(true);
    assert_eq!(setup.status.reconnect_total(), 0);

    peer.close();
    setup.runtime = None;
    setup.wait_ready(false);
    // The runtime comes back only after the plugin is seen failing to reach it: one
    // reconnect for the lost connection, a second after an attempt at the absent socket.
    let until = Instant::now() + Duration::from_secs(10);
    while setup.status.reconnect_total() < 2 {
        assert!(Instant::now() < until, "no retry at the absent socket");
        std::thread::sleep(Duration::from_millis(10));
    }
    setup.runtime = Some(Runtime::bind(&setup.path).unwrap());
    let mut peer = setup.accept();
    let handshake = peer.handshake(Order::ConfigureFirst, 0).unwrap();
    assert_eq!(
        handshake.register_raw,
        hex(fixtures::FRAMED_REGISTER_PLUGIN)
    );
    setup.wait_ready(true);
    assert!(setup.status.reconnect_total() >= 2);
    let id = create_container(&mut peer, 2_000_000_000);
    assert_eq!(
        peer.recv_response(id, Duration::from_secs(2))
            .unwrap()
            .error(),
        None
    );
}

#[test]
fn garbage_drops_the_connection_and_the_plugin_reconnects() {
    let setup = start();
    let request = double::plugin_request("Configure", &[], 0);
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("random bytes", vec![0xff; 32]),
        ("oversized mux frame", {
            let mut header = CONN_PLUGIN.to_be_bytes().to_vec();
            header.extend((4 * 1024 * 1024 + 11u32).to_be_bytes());
            header
        }),
        (
            "oversized ttrpc frame",
            double::mux_frame(CONN_PLUGIN, &[0, 0x40, 0, 1, 0, 0, 0, 7, 1, 0]),
        ),
        (
            "data frame",
            double::mux_frame(CONN_PLUGIN, &double::ttrpc_frame(7, TYPE_DATA, &request)),
        ),
        (
            "response on conn 1",
            double::mux_frame(CONN_PLUGIN, &double::ttrpc_frame(7, TYPE_RESPONSE, &[])),
        ),
        (
            "request on conn 2",
            double::mux_frame(
                CONN_RUNTIME,
                &double::ttrpc_frame(3, TYPE_REQUEST, &request),
            ),
        ),
        (
            "malformed envelope",
            double::mux_frame(CONN_PLUGIN, &double::ttrpc_frame(7, TYPE_REQUEST, &[0x0b])),
        ),
        (
            "malformed registration reply",
            double::mux_frame(
                CONN_RUNTIME,
                &double::ttrpc_frame(1, TYPE_RESPONSE, &[0x0a, 0x09]),
            ),
        ),
    ];
    let mut reconnects = 0;
    for (name, garbage) in cases {
        let mut peer = setup.accept();
        if name == "malformed registration reply" {
            // Take the RegisterPlugin call, then answer it with a broken envelope.
            peer.recv(Duration::from_secs(5)).unwrap();
            peer.send_raw(&garbage).unwrap();
            assert!(peer.closed_within(Duration::from_secs(3)), "{name}");
            reconnects += 1;
            continue;
        }
        peer.handshake(Order::ReplyFirst, 0).unwrap();
        setup.wait_ready(true);
        peer.send_raw(&garbage).unwrap();
        assert!(peer.closed_within(Duration::from_secs(3)), "{name}");
        setup.wait_ready(false);
        reconnects += 1;
    }

    // A message cut short by the runtime: the plugin notices the end and reconnects.
    let mut peer = setup.accept();
    peer.handshake(Order::ReplyFirst, 0).unwrap();
    let call = hex(fixtures::FRAMED_CREATE_CONTAINER_REQUEST);
    peer.send_raw(&call[..100]).unwrap();
    peer.close();
    reconnects += 1;
    let mut peer = setup.accept();
    peer.handshake(Order::ReplyFirst, 0).unwrap();
    setup.wait_ready(true);
    assert!(setup.status.reconnect_total() >= reconnects);
}

#[test]
fn refuses_a_socket_directory_others_can_write() {
    let setup = start_in(TempDir::new("nri-open").unwrap(), 0o777);
    assert!(setup.runtime().accept(Duration::from_millis(1500)).is_err());
    assert!(!setup.status.is_ready());
    assert!(setup.status.reconnect_total() >= 1);
}

/// Env var that turns [`runtime_double_child`] into the runtime double of
/// [`refuses_a_runtime_that_is_not_root`]; read only in that child.
const CHILD_SOCKET: &str = "VDBI_NRI_DOUBLE_SOCKET";

/// Not a test on its own: [`refuses_a_runtime_that_is_not_root`] re-runs this test binary
/// as another user with only this test selected, and the env var set, so that the double
/// listens as a non-root user. It writes what the plugin sent to `report` beside the
/// socket.
#[test]
#[allow(clippy::disallowed_methods)] // The child's only input is this variable.
fn runtime_double_child() {
    let Ok(path) = std::env::var(CHILD_SOCKET) else {
        return;
    };
    let runtime = Runtime::bind(Path::new(&path)).unwrap();
    let mut connections = 0;
    let mut received = 0;
    let until = Instant::now() + Duration::from_secs(3);
    while Instant::now() < until {
        if let Ok(mut peer) = runtime.accept(Duration::from_millis(200)) {
            connections += 1;
            if peer.recv(Duration::from_millis(500)).is_ok() {
                received += 1;
            }
        }
    }
    let report = Path::new(&path).with_file_name("report");
    std::fs::write(
        report,
        format!("connections={connections} messages={received}"),
    )
    .unwrap();
}

#[test]
fn refuses_a_runtime_that_is_not_root() {
    let parent = TempDir::new("nri-user").unwrap();
    std::fs::set_permissions(parent.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let dir = parent.path().join("run");
    std::fs::create_dir(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::os::unix::fs::chown(&dir, Some(65534), Some(65534)).unwrap();
    let path = dir.join("nri.sock");
    // The child's report file exists already and is its own, so that it can still write it
    // once the directory is root's again (below).
    std::fs::write(dir.join("report"), "").unwrap();
    std::os::unix::fs::chown(dir.join("report"), Some(65534), Some(65534)).unwrap();

    let exe = std::env::current_exe().unwrap();
    let child = Command::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups", "--"])
        .arg(&exe)
        .args([
            "nri::runtime_double_child",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_SOCKET, &path)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("setpriv (util-linux) must be installed: apt-get install util-linux");

    // Wait for the double's socket, then start the plugin against it. The directory goes
    // back to root first: a directory owned by another user is refused before any connect
    // (`nri::paths`), and this test is about the peer check behind that one.
    let until = Instant::now() + Duration::from_secs(5);
    while !path.exists() {
        assert!(Instant::now() < until, "the non-root double never listened");
        std::thread::sleep(Duration::from_millis(10));
    }
    std::os::unix::fs::chown(&dir, Some(0), Some(0)).unwrap();
    let mode = Arc::new(AtomicU8::new(REPLACE));
    let handler = TestHandler {
        mode,
        removed: Arc::new(Mutex::new(Vec::new())),
    };
    let plugin = Plugin::new(&path, "vault-db-injector", "10", Arc::new(handler)).unwrap();
    let status = plugin.status();
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    plugin.start(&supervisor).unwrap();

    let output = child.wait_with_output().unwrap();
    trigger.trigger();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "child failed: {stdout} {stderr}");
    let report = std::fs::read_to_string(dir.join("report"))
        .unwrap_or_else(|_| panic!("no report from the child: {stdout} {stderr}"));
    // The plugin connected (and was refused on the peer check) but never sent a byte.
    assert!(!report.starts_with("connections=0 "), "{report}");
    assert!(report.ends_with(" messages=0"), "{report}");
    assert!(!status.is_ready());
    assert!(status.reconnect_total() >= 1);
}

#[test]
fn a_full_worker_queue_sheds_load_with_unavailable() {
    let setup = start();
    let mut peer = setup.accept();
    peer.handshake(Order::ReplyFirst, 0).unwrap();
    setup.mode.store(SLOW, Ordering::SeqCst);
    // 4 workers busy, 64 queued: everything beyond is answered at once.
    let calls = 72;
    for _ in 0..calls {
        create_container(&mut peer, 1_000_000_000);
    }
    let mut codes = Vec::new();
    for _ in 0..calls {
        let response = peer.recv(Duration::from_secs(3)).unwrap();
        codes.push(response.error().map(|e| e.0));
    }
    let shed = codes.iter().filter(|c| **c == Some(14)).count();
    let late = codes.iter().filter(|c| **c == Some(4)).count();
    assert!(shed >= 4, "codes {codes:?}");
    assert_eq!(shed + late, calls, "codes {codes:?}");
    assert_eq!(setup.status.shed_total(), shed as u64);
    assert!(setup.status.is_ready());
}
