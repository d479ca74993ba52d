//! Sentry reporting against a local receiver that parses each request with the reference
//! SDK's own envelope parser (PyPI `sentry-sdk`), so that what we send is what Sentry
//! reads: envelope framing, the `X-Sentry-Auth` header, the event's fields. Also: a sample
//! rate of 0 sends nothing, a hung receiver never blocks logging, and the DSN's key never
//! appears in anything the process prints.

// Helpers outside #[test] functions may unwrap too: a failure there is a test failure.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, bounded};
use vdbi_testbed::tempdir::TempDir;

use vault_db_injector::logger::{Level, Logger};
use vault_db_injector::runtime::{ShutdownTrigger, Supervisor, shutdown_channel};
use vault_db_injector::sentry::{Dsn, Options, Sentry, Timeouts};

/// The DSN key used by every test here; asserted absent from all captured output.
const KEY: &str = "f00dfacecafe4b1d9c0ffee5ca1ab1e5";

/// Set in the child process of `key_never_in_process_output` to the receiver's port.
const CHILD_ENV: &str = "VDBI_IT_SENTRY_CHILD_PORT";

const RECEIVER: &str = r#"
import json, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
try:
    from sentry_sdk.envelope import Envelope
except ImportError:
    print(json.dumps({"missing": "sentry_sdk"}), flush=True)
    sys.exit(3)

mode, key = sys.argv[1], sys.argv[2]
lock = threading.Lock()

def emit(obj):
    with lock:
        sys.stdout.write(json.dumps(obj) + "\n")
        sys.stdout.flush()

class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if mode == "hang":
            emit({"hung": True})
            time.sleep(60)
            return
        problems = []
        auth = self.headers.get("X-Sentry-Auth", "")
        if not auth.startswith("Sentry "):
            problems.append("auth scheme")
        fields = dict(
            part.strip().split("=", 1)
            for part in auth[len("Sentry "):].split(",")
            if "=" in part
        )
        if fields.get("sentry_version") != "7":
            problems.append("sentry_version")
        if fields.get("sentry_key") != key:
            problems.append("sentry_key")
        if not fields.get("sentry_client", "").startswith("vault-db-injector/"):
            problems.append("sentry_client")
        if self.headers.get("Content-Type") != "application/x-sentry-envelope":
            problems.append("content type")
        if self.path != "/api/42/envelope/":
            problems.append("path " + self.path)
        header, events = None, []
        try:
            envelope = Envelope.deserialize(body)
            header = envelope.headers
            events = [item.get_event() for item in envelope.items if item.get_event() is not None]
            if len(envelope.items) != 1:
                problems.append("items %d" % len(envelope.items))
        except Exception as error:
            problems.append("envelope: %r" % error)
        emit({"problems": problems, "client": fields.get("sentry_client"), "header": header, "events": events})
        answer = json.dumps({"id": header.get("event_id") if header else None}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
emit({"port": server.server_address[1]})
server.serve_forever()
"#;

/// The Python receiver: a child process whose stdout lines (JSON) arrive on a channel.
struct SentryReceiver {
    child: Child,
    lines: Receiver<serde_json::Value>,
    port: u16,
    _dir: TempDir,
}

impl SentryReceiver {
    fn start(mode: &str) -> SentryReceiver {
        let probe = Command::new("python3")
            .args(["-c", "import sentry_sdk.envelope"])
            .output()
            .expect("python3 is missing: apt-get install python3");
        assert!(
            probe.status.success(),
            "the reference Sentry SDK is missing: pip install sentry-sdk ({})",
            String::from_utf8_lossy(&probe.stderr).trim()
        );
        let dir = TempDir::new("vdbi-sentry-it").unwrap();
        let script = dir.path().join("receiver.py");
        std::fs::write(&script, RECEIVER).unwrap();
        let mut child = Command::new("python3")
            .arg(&script)
            .args([mode, KEY])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = bounded(1024);
        #[allow(clippy::disallowed_methods)] // Test helper thread.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let value: serde_json::Value = serde_json::from_str(&line).unwrap();
                if tx.send(value).is_err() {
                    break;
                }
            }
        });
        let first = rx.recv_timeout(Duration::from_secs(20)).unwrap();
        assert!(
            first.get("missing").is_none(),
            "the reference Sentry SDK is missing: pip install sentry-sdk"
        );
        let port = first["port"].as_u64().unwrap() as u16;
        SentryReceiver {
            child,
            lines: rx,
            port,
            _dir: dir,
        }
    }

    fn dsn(&self) -> Dsn {
        Dsn::parse(&format!("http://{KEY}@127.0.0.1:{}/42", self.port)).unwrap()
    }

    fn next(&self, timeout: Duration) -> Option<serde_json::Value> {
        self.lines.recv_timeout(timeout).ok()
    }
}

impl Drop for SentryReceiver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A logger sink the test can read.
#[derive(Clone, Default)]
struct Buffer(Arc<Mutex<Vec<u8>>>);

impl Write for Buffer {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Buffer {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}

struct Started {
    sentry: Arc<Sentry>,
    logger: Logger,
    buffer: Buffer,
    trigger: ShutdownTrigger,
    _supervisor: Supervisor,
}

impl Drop for Started {
    fn drop(&mut self) {
        self.trigger.trigger();
    }
}

fn start(options: Options) -> Started {
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let sentry = Sentry::start(options, &supervisor).unwrap();
    let buffer = Buffer::default();
    let logger = Logger::new(Level::Info, Box::new(buffer.clone()));
    sentry.install_on(&logger);
    Started {
        sentry,
        logger,
        buffer,
        trigger,
        _supervisor: supervisor,
    }
}

fn options(receiver: &SentryReceiver) -> Options {
    let mut options = Options::new(receiver.dsn(), Vec::new());
    options.environment = "it-env".to_owned();
    options.release = "9.9.9-it".to_owned();
    options.server_name = Some("node-it".to_owned());
    options
}

#[test]
fn error_lines_arrive_as_envelopes_the_sdk_parses() {
    let receiver = SentryReceiver::start("ok");
    let s = start(options(&receiver));
    s.logger
        .log(Level::Info, "not an error", &[("uuid", "u-0")]);
    s.logger.log(Level::Warn, "not an error either", &[]);
    s.logger.log(
        Level::Error,
        "vault login failed",
        &[
            ("uuid", "u-1"),
            ("namespace", "team-a"),
            ("contextID", "c-9"),
        ],
    );
    assert!(s.sentry.flush(Duration::from_secs(10)));

    let seen = receiver.next(Duration::from_secs(5)).expect("no request");
    assert_eq!(seen["problems"], serde_json::json!([]), "{seen}");
    assert_eq!(
        seen["client"],
        format!("vault-db-injector/{}", env!("CARGO_PKG_VERSION"))
    );
    let events = seen["events"].as_array().unwrap();
    assert_eq!(events.len(), 1, "{seen}");
    let event = &events[0];
    assert_eq!(event["message"], "vault login failed");
    assert_eq!(event["level"], "error");
    assert_eq!(event["platform"], "other");
    assert_eq!(event["environment"], "it-env");
    assert_eq!(event["release"], "9.9.9-it");
    assert_eq!(event["server_name"], "node-it");
    assert_eq!(event["tags"]["uuid"], "u-1");
    assert_eq!(event["tags"]["namespace"], "team-a");
    assert_eq!(event["tags"]["contextID"], "c-9");
    let id = event["event_id"].as_str().unwrap();
    assert_eq!(id.len(), 32);
    assert!(id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')));
    assert_eq!(seen["header"]["event_id"], id);
    assert!(event["timestamp"].as_str().unwrap().ends_with('Z'));

    // Only the error line was sent.
    assert!(receiver.next(Duration::from_millis(300)).is_none());
    let stats = s.sentry.stats();
    assert_eq!((stats.sent(), stats.failed()), (1, 0));
    assert!(!s.buffer.text().contains(KEY));
}

#[test]
fn sample_rate_zero_sends_nothing() {
    let receiver = SentryReceiver::start("ok");
    let mut options = options(&receiver);
    options.sample_rate = 0.0;
    let s = start(options);
    for i in 0..50 {
        s.logger
            .log(Level::Error, "failure", &[("i", &i.to_string())]);
    }
    assert!(s.sentry.flush(Duration::from_secs(5)));
    assert!(receiver.next(Duration::from_millis(500)).is_none());
    let stats = s.sentry.stats();
    assert_eq!(
        (stats.sampled_out(), stats.queued(), stats.sent()),
        (50, 0, 0)
    );
}

#[test]
fn hung_receiver_does_not_block_logging() {
    let receiver = SentryReceiver::start("hang");
    let mut options = options(&receiver);
    options.timeouts = Timeouts {
        connect: Duration::from_millis(500),
        recv_response: Duration::from_millis(700),
        global: Duration::from_secs(1),
    };
    let s = start(options);
    let begin = Instant::now();
    for i in 0..400 {
        s.logger
            .log(Level::Error, "failure", &[("i", &i.to_string())]);
    }
    let logging = begin.elapsed();
    assert!(logging < Duration::from_secs(1), "logging took {logging:?}");
    assert!(
        receiver
            .next(Duration::from_secs(5))
            .is_some_and(|v| v["hung"] == true)
    );
    let stats = s.sentry.stats();
    assert!(stats.dropped_queue_full() > 0, "{stats:?}");
    let begin = Instant::now();
    assert!(!s.sentry.flush(Duration::from_millis(300)));
    assert!(begin.elapsed() < Duration::from_secs(2));
    // The hung delivery is given up on within the global timeout.
    let deadline = Instant::now() + Duration::from_secs(10);
    while stats.failed() == 0 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(stats.failed() >= 1, "{stats:?}");
    // Delivery then pauses: the queued events are dropped quickly instead of each waiting
    // out its own timeout, so the queue empties well within the pause.
    assert!(s.sentry.flush(Duration::from_secs(3)), "{stats:?}");
    assert!(stats.dropped_paused() > 0, "{stats:?}");
}

#[test]
fn key_never_in_process_output() {
    let receiver = SentryReceiver::start("ok");
    let exe = std::env::current_exe().unwrap();
    let output = Command::new(exe)
        .args([
            "sentry::child_process_scenario",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ENV, receiver.port.to_string())
        .env("RUST_BACKTRACE", "1")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "child failed:\n{stdout}\n{stderr}");
    assert!(
        stdout.contains("1 passed"),
        "the child scenario did not run:\n{stdout}"
    );
    for expected in [
        "sentry reporting enabled",
        "sentry delivery failed",
        "<redacted>",
        "database unreachable",
    ] {
        assert!(
            stdout.contains(expected),
            "{expected:?} missing from:\n{stdout}"
        );
    }
    crate::leaks::assert_no_leak(&[("stdout", &stdout), ("stderr", &stderr)], &[KEY]);
    // The key did go where it belongs: the receiver checked it on the wire.
    let seen = receiver.next(Duration::from_secs(5)).expect("no request");
    assert_eq!(seen["problems"], serde_json::json!([]), "{seen}");
}

/// Run only as the child of `key_never_in_process_output` (it does nothing otherwise): uses
/// the process logger on stdout, a working and a dead DSN, and a malformed DSN holding the
/// key, so that every path that could print the key runs in a process whose output is read.
#[test]
fn child_process_scenario() {
    #[allow(clippy::disallowed_methods)] // The test reads its own switch.
    let Ok(port) = std::env::var(CHILD_ENV) else {
        return;
    };
    let (trigger, shutdown) = shutdown_channel();
    let supervisor = Supervisor::new(shutdown);
    let dsn = Dsn::parse(&format!("http://{KEY}@127.0.0.1:{port}/42")).unwrap();
    let options = Options::new(dsn, Vec::new());
    let debug = format!("{options:?}");
    let sentry = Sentry::start(options, &supervisor).unwrap();
    sentry.install();
    vault_db_injector::logger::info("options", &[("debug", &debug)]);
    vault_db_injector::logger::error("database unreachable", &[("uuid", "u-7")]);
    assert!(sentry.flush(Duration::from_secs(10)));

    // A dead endpoint: the failure is logged (warn) with the url, which has no key.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let dead_port = closed.local_addr().unwrap().port();
    drop(closed);
    let dead = Dsn::parse(&format!("http://{KEY}@127.0.0.1:{dead_port}/42")).unwrap();
    let dead = Sentry::start(Options::new(dead, Vec::new()), &supervisor).unwrap();
    dead.capture(Level::Error, "to nowhere", &[]);
    assert!(dead.flush(Duration::from_secs(10)));

    for bad in [
        format!("ftp://{KEY}@host/1"),
        format!("https://{KEY}@host/notanumber"),
        format!("https://{KEY}@ho st/1"),
        KEY.to_owned(),
    ] {
        let err = Dsn::parse(&bad).unwrap_err();
        vault_db_injector::logger::warn(
            "bad dsn",
            &[("error", &err.to_string()), ("debug", &format!("{err:?}"))],
        );
    }
    trigger.trigger();
}
