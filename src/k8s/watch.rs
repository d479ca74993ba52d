//! Watching pods without missing an event: list, then watch from the list's
//! resourceVersion, resume from the last seen resourceVersion when a stream ends or is cut,
//! and list again when the server says that version is gone (HTTP 410 on the watch request,
//! or an `ERROR` event with a 410 Status inside a 200 stream).
//!
//! After a relist the watcher compares the new list with the pods it knew and emits the
//! difference as ordinary events (a pod deleted during the gap comes out as `Deleted` with
//! its last known state), so consumers see one ordered event sequence, as client-go's
//! reflector and informer give. Bookmarks (`allowWatchBookmarks`) keep the resourceVersion
//! fresh on quiet streams so that a reconnect rarely needs a relist.
//!
//! Each event line is capped at `K8S_WATCH_LINE_MAX`; the stream as a whole is not, since
//! it lives for `timeoutSeconds`.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::collections::{HashSet, VecDeque};
use std::io::{BufRead, BufReader, ErrorKind};
use std::sync::Arc;
use std::time::Instant;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::WatchEvent;
use ureq::BodyReader;
use ureq::http::Method;

use crate::k8s::client::{Client, Error, decode, encode_query, status_error};
use crate::k8s::pods::{ListParams, PackedPod, PodSummary, pod_key};
use crate::limits;
use crate::packed::ByKey;

/// One change to the set of watched pods.
#[derive(Debug, Clone, PartialEq, Eq)]
///
/// The watch's own record of each pod is packed ([`PackedPod`]); an event unpacks its copy
/// when it is taken.
pub enum PodEvent {
    /// A pod appeared (first list, a watch ADDED, or found by a relist).
    Added(Arc<PodSummary>),
    /// A pod changed.
    Modified(Arc<PodSummary>),
    /// A pod is gone; the value is its last known state.
    Deleted(Arc<PodSummary>),
}

impl PodEvent {
    /// The pod the event is about.
    pub fn pod(&self) -> &PodSummary {
        match self {
            PodEvent::Added(p) | PodEvent::Modified(p) | PodEvent::Deleted(p) => p,
        }
    }
}

/// Reads newline-delimited lines, refusing any line longer than `max` bytes.
pub(crate) struct LineReader<R> {
    inner: R,
    max: usize,
}

/// Why a line could not be read.
#[derive(Debug)]
pub(crate) enum LineError {
    /// The line exceeded the cap.
    TooLong,
    /// The stream failed (cut, timeout, protocol error).
    Io,
}

impl<R: BufRead> LineReader<R> {
    pub(crate) fn new(inner: R, max: usize) -> Self {
        LineReader { inner, max }
    }

    /// The next non-empty line without its newline, or `None` at the end of the stream. A
    /// last line without a newline is returned as a line (a cut mid-line then shows up as
    /// a line that does not decode).
    pub(crate) fn next_line(&mut self) -> Result<Option<Vec<u8>>, LineError> {
        let mut line = Vec::new();
        loop {
            let available = match self.inner.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(_) => return Err(LineError::Io),
            };
            if available.is_empty() {
                return Ok(if line.is_empty() { None } else { Some(line) });
            }
            let (chunk, used, done) = match available.iter().position(|&b| b == b'\n') {
                Some(at) => (
                    available.get(..at).unwrap_or_default(),
                    at.saturating_add(1),
                    true,
                ),
                None => (available, available.len(), false),
            };
            if line.len().saturating_add(chunk.len()) > self.max {
                return Err(LineError::TooLong);
            }
            line.extend_from_slice(chunk);
            self.inner.consume(used);
            if done {
                if line.iter().all(|b| b.is_ascii_whitespace()) {
                    line.clear();
                    continue;
                }
                return Ok(Some(line));
            }
        }
    }
}

/// The pods a watch knows, found by `<namespace>/<name>` ([`pod_key`]), which each packed
/// pod holds: one allocation per known pod, the key included.
type Known = HashSet<ByKey<PackedPod>>;

/// Records `pod` as known, in place of what was known of it: `replace`, since a set keeps
/// the element it first had for an equal key, and here the element is the pod.
fn remember(known: &mut Known, pod: &PodSummary) {
    known.replace(ByKey(PackedPod::pack(pod)));
}

fn key(pod: &PodSummary) -> String {
    pod_key(&pod.namespace, &pod.name)
}

/// A resumable, relisting watch on pods. Call [`PodWatch::next_event`] in a loop: it returns
/// `Ok(Some(event))` for each change, `Ok(None)` when a stream ended (normally after
/// `timeoutSeconds`, or cut), so the caller can check for shutdown before the next call
/// reconnects, and `Err` for a failure (the next call tries again from where it was).
pub struct PodWatch<'c> {
    client: &'c Client,
    params: ListParams,
    resource_version: String,
    /// Packed: a watch knows every labelled pod, and only an event needs the summary.
    known: Known,
    /// A relist's changes, packed until each is taken (a first list is every pod).
    pending: VecDeque<(Change, PackedPod)>,
    stream: Option<LineReader<BufReader<BodyReader<'static>>>>,
    relists: u64,
    streams: u64,
    last_open: Option<Instant>,
}

impl<'c> PodWatch<'c> {
    /// A watch on the pods `params` selects. Nothing is sent until the first `next_event`, which
    /// lists and returns every existing pod as `Added`.
    pub fn new(client: &'c Client, params: ListParams) -> Self {
        PodWatch {
            client,
            params,
            resource_version: String::new(),
            known: Known::new(),
            pending: VecDeque::new(),
            stream: None,
            relists: 0,
            streams: 0,
            last_open: None,
        }
    }

    /// The resourceVersion the next watch request resumes from (empty before the first
    /// list and after a 410).
    pub fn resource_version(&self) -> &str {
        &self.resource_version
    }

    /// How many lists were made (the first one included).
    pub fn relists(&self) -> u64 {
        self.relists
    }

    /// How many watch streams were opened.
    pub fn streams(&self) -> u64 {
        self.streams
    }

    /// When the next call may reopen a stream without hammering the apiserver: a stream
    /// that ends (or fails) right after it opened would otherwise be reopened in a tight
    /// loop. Callers wait until then (in their `select!` with the shutdown channel) after
    /// an `Ok(None)` or an `Err`; `None` means at once.
    pub fn ready_at(&self) -> Option<Instant> {
        self.last_open
            .and_then(|at| at.checked_add(limits::K8S_WATCH_MIN_GAP))
            .filter(|at| *at > Instant::now())
    }

    /// The pods currently known, in no particular order (each unpacked as it is taken).
    pub fn known(&self) -> impl Iterator<Item = PodSummary> + '_ {
        self.known.iter().map(|pod| pod.0.unpack())
    }

    /// The next event (see the type's doc).
    pub fn next_event(&mut self) -> Result<Option<PodEvent>, Error> {
        loop {
            if let Some((change, pod)) = self.pending.pop_front() {
                return Ok(Some(event(change, &pod)));
            }
            if self.resource_version.is_empty() {
                self.stream = None;
                self.relist()?;
                continue;
            }
            let Some(stream) = self.stream.as_mut() else {
                match self.open() {
                    Ok(()) => continue,
                    Err(e) if e.is_gone() => {
                        self.resource_version.clear();
                        continue;
                    }
                    Err(e) => return Err(e),
                }
            };
            let line = match stream.next_line() {
                Ok(Some(line)) => line,
                // The server ended the stream (timeoutSeconds) or it was cut: resume from
                // the last resourceVersion on the next call.
                Ok(None) | Err(LineError::Io) => {
                    self.stream = None;
                    return Ok(None);
                }
                Err(LineError::TooLong) => {
                    // The event cannot be seen, so resuming would skip it: relist instead.
                    self.stream = None;
                    self.resource_version.clear();
                    return Err(Error::LineTooLong {
                        request: self.label(),
                        limit: limits::K8S_WATCH_LINE_MAX,
                    });
                }
            };
            let event: WatchEvent<PodSummary> = match decode(&self.label(), &line) {
                Ok(event) => event,
                Err(e) => {
                    // A garbage or truncated line: drop the stream and resume from the last
                    // good resourceVersion.
                    self.stream = None;
                    return Err(e);
                }
            };
            match event {
                WatchEvent::Added(pod) => return Ok(Some(self.apply_added(pod))),
                WatchEvent::Modified(pod) => return Ok(Some(self.apply_modified(pod))),
                WatchEvent::Deleted(pod) => {
                    self.note_version(&pod.resource_version);
                    self.known.remove(key(&pod).as_str());
                    return Ok(Some(PodEvent::Deleted(Arc::new(pod))));
                }
                WatchEvent::Bookmark {
                    resource_version, ..
                } => self.note_version(&resource_version),
                WatchEvent::ErrorStatus(status) => {
                    self.stream = None;
                    if status.code == Some(410) {
                        self.resource_version.clear();
                        continue;
                    }
                    return Err(status_error(self.label(), &status));
                }
                WatchEvent::ErrorOther(_) => {
                    self.stream = None;
                    return Err(Error::Decode {
                        request: self.label(),
                        reason: "error event without a status".to_owned(),
                    });
                }
            }
        }
    }

    fn label(&self) -> String {
        format!(
            "GET {} (watch)",
            self.params.collection().unwrap_or_default()
        )
    }

    fn note_version(&mut self, version: &str) {
        if !version.is_empty() {
            self.resource_version = version.to_owned();
        }
    }

    fn apply_added(&mut self, pod: PodSummary) -> PodEvent {
        self.note_version(&pod.resource_version);
        remember(&mut self.known, &pod);
        PodEvent::Added(Arc::new(pod))
    }

    fn apply_modified(&mut self, pod: PodSummary) -> PodEvent {
        self.note_version(&pod.resource_version);
        remember(&mut self.known, &pod);
        PodEvent::Modified(Arc::new(pod))
    }

    fn open(&mut self) -> Result<(), Error> {
        let collection = self.params.collection()?;
        let query = format!(
            "{collection}?watch=true&allowWatchBookmarks=true&resourceVersion={}&timeoutSeconds={}{}",
            encode_query(&self.resource_version),
            self.client.timeouts().watch.as_secs().max(1),
            self.params.selector_query()
        );
        self.last_open = Some(Instant::now());
        let response = self.client.send(Method::GET, &query, None, None)?;
        self.streams = self.streams.saturating_add(1);
        let reader = response.into_body().into_reader();
        self.stream = Some(LineReader::new(
            BufReader::with_capacity(limits::K8S_WATCH_READ_BUFFER, reader),
            limits::K8S_WATCH_LINE_MAX,
        ));
        Ok(())
    }

    fn relist(&mut self) -> Result<(), Error> {
        let known = &self.known;
        let (relisted, resource_version) =
            self.client
                .fold_pods(&self.params, Relisted::default, |relisted, pod| {
                    relisted.add(known, pod)
                })?;
        self.relists = self.relists.saturating_add(1);
        let changes = relisted.finish(&mut self.known);
        self.pending.extend(changes);
        self.resource_version = resource_version;
        Ok(())
    }
}

/// What a relist found changed, in the order it is reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Change {
    Added,
    Modified,
    Deleted,
}

/// A relist's diff against the known pods, built as the list's pages arrive (the list is
/// never held whole: each pod is packed as it is read).
#[derive(Default)]
struct Relisted {
    next: Known,
    /// Known pods recreated under the same name (a new UID).
    replaced: Vec<PackedPod>,
    changes: Vec<(Change, PackedPod)>,
}

impl Relisted {
    fn add(&mut self, known: &Known, pod: PodSummary) {
        let packed = PackedPod::pack(&pod);
        match known.get(packed.key()).map(|found| &found.0) {
            None => self.changes.push((Change::Added, packed.clone())),
            Some(old) if old.uid() != pod.uid => {
                self.replaced.push(old.clone());
                self.changes.push((Change::Added, packed.clone()));
            }
            Some(old) if old.resource_version() != pod.resource_version => {
                self.changes.push((Change::Modified, packed.clone()));
            }
            Some(_) => {}
        }
        self.next.replace(ByKey(packed));
    }

    /// Replaces `known` by what was listed and returns the changes that turn one into the
    /// other: deletions first (replaced pods, then the gone by key), then additions and
    /// modifications in list order.
    fn finish(self, known: &mut Known) -> Vec<(Change, PackedPod)> {
        let mut changes: Vec<(Change, PackedPod)> = self
            .replaced
            .into_iter()
            .map(|pod| (Change::Deleted, pod))
            .collect();
        let mut gone: Vec<PackedPod> = known
            .drain()
            .map(|pod| pod.0)
            .filter(|pod| !self.next.contains(pod.key()))
            .collect();
        gone.sort_by(|a, b| a.key().cmp(b.key()));
        changes.extend(gone.into_iter().map(|pod| (Change::Deleted, pod)));
        changes.extend(self.changes);
        *known = self.next;
        changes
    }
}

fn event(change: Change, pod: &PackedPod) -> PodEvent {
    let pod = Arc::new(pod.unpack());
    match change {
        Change::Added => PodEvent::Added(pod),
        Change::Modified => PodEvent::Modified(pod),
        Change::Deleted => PodEvent::Deleted(pod),
    }
}

/// Replaces `known` by `fresh` and returns the events that turn one into the other (see
/// [`Relisted::finish`]). A pod recreated under the same name (a new UID) is a deletion
/// and an addition.
#[cfg(test)]
fn diff(known: &mut Known, fresh: Vec<PodSummary>) -> Vec<PodEvent> {
    let mut relisted = Relisted::default();
    for pod in fresh {
        relisted.add(known, pod);
    }
    relisted
        .finish(known)
        .iter()
        .map(|(change, pod)| event(*change, pod))
        .collect()
}

/// Splits a whole recorded stream into decoded events (for tests and tools).
pub fn decode_stream(bytes: &[u8]) -> Result<Vec<WatchEvent<PodSummary>>, Error> {
    let mut reader = LineReader::new(BufReader::new(bytes), limits::K8S_WATCH_LINE_MAX);
    let mut events = Vec::new();
    loop {
        match reader.next_line() {
            Ok(Some(line)) => events.push(decode("recorded stream", &line)?),
            Ok(None) => return Ok(events),
            Err(LineError::TooLong) => {
                return Err(Error::LineTooLong {
                    request: "recorded stream".to_owned(),
                    limit: limits::K8S_WATCH_LINE_MAX,
                });
            }
            Err(LineError::Io) => {
                return Err(Error::Decode {
                    request: "recorded stream".to_owned(),
                    reason: "read error".to_owned(),
                });
            }
        }
    }
}

/// Lets tests drive [`LineReader`] over any `Read`.
#[cfg(test)]
fn lines_of(bytes: &[u8], max: usize, buffer: usize) -> Result<Vec<String>, String> {
    let mut reader = LineReader::new(BufReader::with_capacity(buffer, bytes), max);
    let mut out = Vec::new();
    loop {
        match reader.next_line() {
            Ok(Some(line)) => out.push(String::from_utf8(line).unwrap()),
            Ok(None) => return Ok(out),
            Err(LineError::TooLong) => return Err(format!("too long after {}", out.len())),
            Err(LineError::Io) => return Err("io".to_owned()),
        }
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    fn check(input: &str, max: usize, expect: Result<&[&str], &str>) {
        for buffer in [1, 2, 3, 7, 64] {
            let got = lines_of(input.as_bytes(), max, buffer);
            match expect {
                Ok(lines) => assert_eq!(
                    got,
                    Ok(lines.iter().map(|s| s.to_string()).collect::<Vec<_>>()),
                    "{input:?} buffer {buffer}"
                ),
                Err(message) => assert_eq!(got, Err(message.to_string()), "{input:?}"),
            }
        }
    }

    #[test]
    fn line_splitting_with_a_per_line_cap() {
        check("", 10, Ok(&[]));
        check("a\nbb\n", 10, Ok(&["a", "bb"]));
        check("a\n\n \nbb", 10, Ok(&["a", "bb"]));
        check(
            "0123456789\n0123456789\n",
            10,
            Ok(&["0123456789", "0123456789"]),
        );
        check("ok\n01234567890\n", 10, Err("too long after 1"));
        check("01234567890", 10, Err("too long after 0"));
    }

    #[test]
    fn property_lines_roundtrip() {
        let (seed, mut next) = crate::testutil::splitmix64(0x6b38_735f_7761_7463u64);
        for case in 0..2000 {
            let count = next() % 6;
            let lines: Vec<String> = (0..count)
                .map(|_| {
                    let len = 1 + next() % 20;
                    (0..len)
                        .map(|_| char::from(b'a' + (next() % 26) as u8))
                        .collect()
                })
                .collect();
            let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
            let buffer = 1 + (next() % 16) as usize;
            let got = lines_of(text.as_bytes(), 20, buffer);
            assert_eq!(got, Ok(lines.clone()), "seed {seed} case {case}");
            let got = lines_of(text.as_bytes(), 5, buffer);
            let fits = lines.iter().all(|l| l.len() <= 5);
            assert_eq!(got.is_ok(), fits, "seed {seed} case {case}");
        }
    }

    #[test]
    fn property_random_streams_never_panic() {
        let (seed, mut next) = crate::testutil::splitmix64(0x7374_7265_616d_7321u64);
        let recorded = include_bytes!("../../tests/data/k8s/watch-stream.jsonl");
        for case in 0..2000 {
            let mut bytes = recorded.to_vec();
            for _ in 0..1 + next() % 8 {
                let at = (next() as usize) % bytes.len();
                bytes[at] = (next() & 0xff) as u8;
            }
            // Either decodes or fails cleanly; never panics.
            let random: Vec<u8> = (0..next() % 64).map(|_| (next() & 0xff) as u8).collect();
            let outcome = std::panic::catch_unwind(|| {
                let _ = decode_stream(&bytes);
                let _ = decode_stream(&random);
            });
            assert!(outcome.is_ok(), "seed {seed} case {case}");
        }
    }

    #[test]
    fn recorded_stream_decodes() {
        let events =
            decode_stream(include_bytes!("../../tests/data/k8s/watch-stream.jsonl")).unwrap();
        assert_eq!(events.len(), 5);
        assert!(
            matches!(&events[0], WatchEvent::Added(p) if p.name == "web-1" && p.resource_version == "101")
        );
        assert!(matches!(&events[1], WatchEvent::Modified(p) if p.resource_version == "102"));
        assert!(
            matches!(&events[2], WatchEvent::Bookmark { resource_version, .. } if resource_version == "150")
        );
        assert!(matches!(&events[3], WatchEvent::Deleted(p) if p.terminating));
        assert!(matches!(&events[4], WatchEvent::ErrorStatus(s) if s.code == Some(410)));
        assert!(decode_stream(b"{\"type\":\"ADDED\"\n").is_err());
        let garbage = decode_stream(b"not json at all\n").unwrap_err().to_string();
        assert!(garbage.contains("invalid json"), "{garbage}");
    }

    fn pod(name: &str, uid: &str, rv: &str) -> PodSummary {
        PodSummary {
            namespace: "ns".into(),
            name: name.into(),
            uid: uid.into(),
            resource_version: rv.into(),
            ..PodSummary::default()
        }
    }

    #[test]
    fn relist_diff() {
        let mut known = Known::new();
        let events = diff(&mut known, vec![pod("a", "1", "1"), pod("b", "2", "1")]);
        assert_eq!(
            events,
            vec![
                PodEvent::Added(Arc::new(pod("a", "1", "1"))),
                PodEvent::Added(Arc::new(pod("b", "2", "1")))
            ]
        );
        let events = diff(
            &mut known,
            vec![pod("b", "2", "5"), pod("a", "9", "6"), pod("c", "3", "7")],
        );
        assert_eq!(
            events,
            vec![
                PodEvent::Deleted(Arc::new(pod("a", "1", "1"))),
                PodEvent::Modified(Arc::new(pod("b", "2", "5"))),
                PodEvent::Added(Arc::new(pod("a", "9", "6"))),
                PodEvent::Added(Arc::new(pod("c", "3", "7"))),
            ]
        );
        let events = diff(&mut known, vec![pod("c", "3", "7")]);
        assert_eq!(
            events,
            vec![
                PodEvent::Deleted(Arc::new(pod("a", "9", "6"))),
                PodEvent::Deleted(Arc::new(pod("b", "2", "5")))
            ]
        );
        assert_eq!(known.len(), 1);
    }

    #[test]
    fn a_known_pod_is_replaced_by_its_later_version() {
        let mut known = Known::new();
        let mut p = PodSummary {
            namespace: "ns".into(),
            name: "p".into(),
            uid: "u".into(),
            resource_version: "1".into(),
            ..PodSummary::default()
        };
        remember(&mut known, &p);
        p.resource_version = "2".into();
        remember(&mut known, &p);
        assert_eq!(known.len(), 1);
        let found = known.get("ns/p").map(|k| k.0.resource_version().to_owned());
        assert_eq!(found.as_deref(), Some("2"));
        // So a relist that lists version 2 finds nothing changed.
        let events = diff(&mut known, vec![p]);
        assert!(events.is_empty(), "{events:?}");
    }
}
