//! Every size, queue, count and time bound of the product, each with the reason for its
//! value: one place to audit what an attacker, a slow peer or a large cluster can make the
//! process hold or wait for. Values an operator may tune are defaults for `Config` keys;
//! the rest are fixed here.
//!
//! Sections are kept apart by module so that changes to one do not touch another's lines.

use std::time::Duration;

// ---------------------------------------------------------------------------------------
// runtime

/// Supervised threads a process starts at most (mode `all` with NRI is the largest); the
/// exit-report channel is sized for all of them so no report is ever dropped.
pub const SUPERVISED_THREADS_MAX: usize = 256;

/// How long the process waits for its threads to finish after shutdown starts before it
/// exits anyway (Kubernetes' default grace period is 30 s; this stays well inside it).
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(20);

/// A supervised loop must beat its heartbeat at least this often, or `/live` fails. Loops
/// wake at least once a second, so this leaves room for a slow network call.
pub const LOOP_MAX_SILENCE: Duration = Duration::from_secs(120);

/// Cut of a wait added to a point in time (`runtime::time`): 100 years is later than any
/// due time, deadline or expiry the product acts on, and far from the end of the clocks'
/// range, so the sum always fits where `u64::MAX` seconds from a Vault answer would panic.
pub const TIME_FAR_FUTURE: Duration = Duration::from_secs(100 * 365 * 86_400);

// ---------------------------------------------------------------------------------------
// config

/// The largest configuration file read. Real ones are a few hundred bytes; the cap keeps a
/// wrong path (a log, a device) or a hostile ConfigMap from being read whole into memory
/// before the YAML parser, whose own alias-expansion limits then bound the rest.
pub const CONFIG_FILE_MAX_BYTES: u64 = 1024 * 1024;

/// Largest `syncTTLSecond`, `leaderElection.*` and `revoker.{sweepInterval,gracePeriod}`:
/// one day. These are periods of the product's own loops; a larger value (a typo, an extra
/// zero) would leave a KV relist, a failover or a sweep waiting for days, and an unbounded
/// `syncTTLSecond` overflowed `Instant` arithmetic in the renewer.
pub const CONFIG_INTERVAL_MAX: Duration = Duration::from_secs(86_400);

/// Largest `vaultTimeout` and `nri.fetchTimeout`: ten minutes. Each bounds one call that a
/// caller (an admission, a container creation, a renewal pass) waits for; nothing should wait
/// longer than this on one Vault call.
pub const CONFIG_TIMEOUT_MAX: Duration = Duration::from_secs(600);

/// Largest `tokenRequestExpirationSeconds`: the apiserver refuses a TokenRequest asking more
/// than 2^32 seconds.
pub const CONFIG_TOKEN_REQUEST_EXPIRATION_MAX: i64 = 1 << 32;

/// Smallest `expirationSeconds` of the projected token volume the webhook adds in NRI
/// delivery (`tokenRequestExpirationSeconds` is raised to it): the apiserver refuses a
/// projected service-account token of less than ten minutes, and the pod would then not be
/// created at all.
pub const PROJECTED_TOKEN_EXPIRATION_MIN: i64 = 600;

/// Largest `nri.prewarmer.maxConcurrent`: it sizes the prewarm queue, which is allocated
/// whole, and a node runs at most a few hundred pods.
pub const CONFIG_PREWARM_CONCURRENCY_MAX: usize = 1024;

/// Default of `vaultTimeout`, the bound on one Vault call. The original's Vault client
/// allowed 60 s; admission must answer within the webhook's 5 s to 30 s deadline and the
/// NRI fetch within 1.5 s by default, so a call that has not answered in 10 s is treated as
/// failed and retried or reported.
pub const VAULT_TIMEOUT_DEFAULT: Duration = Duration::from_secs(10);

// ---------------------------------------------------------------------------------------
// http

/// Largest PEM file `tls.rs` reads (certificate chain, key, CA bundle). Debian's whole
/// system bundle is about 220 KB; 4 MiB leaves room for any real bundle while a wrong path
/// (a log file, a device) cannot make the process read without end.
pub const PEM_FILE_MAX_BYTES: u64 = 4 * 1024 * 1024;

/// Largest request head (request line plus headers). The apiserver sends a few hundred
/// bytes; Go's default is 1 MiB, nginx's 8 KiB per line. 16 KiB bounds what each worker
/// buffers before it knows the request is valid.
pub const HTTP_MAX_HEAD_BYTES: usize = 16 * 1024;

/// Most header lines in a request. The apiserver sends under ten; 64 leaves room for
/// proxies and curl while keeping the parser's fixed array small.
pub const HTTP_MAX_HEADERS: usize = 64;

/// Default largest request body, for the webhook: etcd refuses objects over 1.5 MiB, and an
/// AdmissionReview wraps one pod (plus a null `oldObject` on CREATE), so 3 MiB never
/// rejects a real review while bounding each worker's buffer.
pub const HTTP_MAX_BODY_BYTES: usize = 3 * 1024 * 1024;

/// Bodies up to this size are read by the poll thread before the request goes to a worker,
/// so that a client sending its body slowly holds no worker. An AdmissionReview for a
/// typical pod is 5 to 50 KiB; at the connection cap this is at most 32 MiB buffered.
/// Larger bodies (up to the body cap) are read by the worker, under the request deadline.
pub const HTTP_POLL_BODY_MAX_BYTES: usize = 128 * 1024;

/// Default worker threads per server (the webhook's `webhookWorkers`). Admission work is
/// mostly waiting on Vault, so a few more threads than cores.
pub const HTTP_WORKERS: usize = 8;

/// Worker threads of the health and metrics ports. Their requests (kubelet probes every
/// few seconds, a scrape every 15 to 60 s) need no Vault call and take milliseconds; two
/// let a probe be answered while a scrape of 100,000 series renders. Each idle worker costs
/// its stack, its read buffer, an allocator arena and four wake-ups a second, in every
/// mode.
pub const HTTP_PROBE_WORKERS: usize = 2;

/// The size a `/metrics` answer is written in (chunked, cut between series), rather than
/// rendered whole: what a scrape holds as text, besides the series of one family copied
/// out of its lock.
pub const METRICS_PIECE_BYTES: usize = 32 * 1024;

/// Default connections waiting for a worker. Beyond this the server answers 503 at once
/// rather than let the apiserver's 10 s admission timeout run out in a queue.
pub const HTTP_QUEUE: usize = 32;

/// How long one socket read or write may wait for progress. It bounds a stalled peer
/// between two packets; the request deadline bounds a peer that trickles.
pub const HTTP_IO_TIMEOUT: Duration = Duration::from_secs(5);

/// Default time from the first byte of a request (or the accept, for a connection's first
/// request, so the TLS handshake counts) to its whole body read. The apiserver sends a
/// review at once, and its own default webhook timeout is 10 s.
pub const HTTP_REQUEST_DEADLINE: Duration = Duration::from_secs(10);

/// Default connections a server holds before their request is complete (handshaking,
/// sending the head, or idle between requests). They cost a socket and a small buffer,
/// not a thread; at the cap the oldest unfinished request of the client address holding
/// the most is closed, so a flood of stalled connections cannot lock out the apiserver. Three servers at this cap
/// stay within a 1024-descriptor soft limit.
pub const HTTP_MAX_CONNECTIONS: usize = 256;

/// How long a connection closed after an error response keeps draining its input: closing
/// a socket with unread input makes the kernel send a reset, which can destroy the response
/// before the client reads it. A quarter second covers a LAN or cluster round trip and
/// holds a refused peer no longer.
pub const HTTP_LINGER: Duration = Duration::from_millis(250);

/// How many bytes of a refused request are drained at most before closing, so a client that
/// keeps sending cannot hold the poll thread's attention for the whole linger.
pub const HTTP_LINGER_BYTES: usize = 256 * 1024;

/// Size of one socket read (and of each connection's read buffer, allocated once): a
/// typical AdmissionReview head and body arrive in one or two reads, and at the connection
/// cap the buffers stay at 4 MiB.
pub const HTTP_READ_CHUNK: usize = 16 * 1024;

/// How long a kept-alive connection may sit idle between requests. An idle connection
/// holds no worker, only a slot under the connection cap. Go's HTTP client (the
/// apiserver's) drops idle connections after 90 s; staying open longer than that means the
/// client, not the server, closes them, so a request is never sent on a connection the
/// server is closing at that moment.
pub const HTTP_KEEP_ALIVE_IDLE: Duration = Duration::from_secs(120);

/// Requests served on one connection before the server closes it, so that no connection
/// (and no TLS session key) lives for ever; the apiserver opens a new one transparently.
pub const HTTP_MAX_REQUESTS_PER_CONNECTION: u32 = 1000;

/// How long a worker waits on a kept-alive connection after its answer for the next request
/// before it gives the connection back to the poll thread (`http/worker.rs`): a client that
/// sends requests one after another (an apiserver during a rollout, a Prometheus scraping
/// several paths) is served by the worker its request wakes, without the hand-off from the
/// poll thread (a webhook round trip with no Vault call: 77 µs to 29 µs at the median, see
/// `docs/performance.md`). The wait is one `poll` on the connection and the worker's bell,
/// which the poll thread rings when it queues a request no other worker waits for: while
/// nothing comes it costs no wake-up, and a queued request waits for it no longer than
/// its wake-up. So it is as long as a worker may wait anyway without looking at its
/// heartbeat and at shutdown, [`HTTP_POLL_INTERVAL`], and a lingering worker sees a shutdown
/// as late as the poll thread does. (It was 50 ms, waited in slices of 2 ms: 25 wake-ups a
/// linger, and a rollout's reviews more than 50 ms apart all went through the hand-off.)
pub const HTTP_WORKER_LINGER: Duration = HTTP_POLL_INTERVAL;

/// How often the poll thread and the workers look at the shutdown channel: the server
/// notices a shutdown within this time.
pub const HTTP_POLL_INTERVAL: Duration = Duration::from_millis(250);

/// How often the TLS reloader compares the certificate, key and client CA files with what
/// is being served. Kubernetes updates a mounted Secret within about a minute and
/// cert-manager renews well before expiry, so 30 s adds little delay for a few small reads.
pub const TLS_RELOAD_INTERVAL: Duration = Duration::from_secs(30);

/// How long a stopping server waits for in-flight requests before it gives up on them.
/// Less than `SHUTDOWN_GRACE`, so the process still exits in order.
pub const HTTP_STOP_GRACE: Duration = Duration::from_secs(10);

// ---------------------------------------------------------------------------------------
// metrics and health

/// Series one metric family holds at most. Per-pod families (`uuid`, `namespace`) hold one
/// series per live credential, so this is far above any real cluster's pod count (the
/// kubelet's default maximum is 110 pods per node, and clusters stay below 150k pods), yet
/// bounds memory (a few hundred bytes per series) if a bug or a forged label floods a family.
pub const METRIC_SERIES_PER_FAMILY_MAX: usize = 50_000;

/// Bytes of a failed health check's message kept in the `/healthz` body: enough for an
/// error chain naming the URL and cause, short enough that a chatty upstream cannot bloat
/// every probe answer.
pub const HEALTH_MESSAGE_MAX: usize = 512;

// ---------------------------------------------------------------------------------------
// sentry

/// Events waiting to be sent to Sentry. Error lines come in bursts when a dependency is
/// down; 256 covers a burst while Sentry is slow, and beyond it events are dropped (and
/// counted) rather than held in memory or made to block the logging caller.
pub const SENTRY_QUEUE: usize = 256;

/// Default time to open a connection to Sentry: a reachable ingest answers the handshake
/// in well under a second, and a dead one must not hold the queue for long.
pub const SENTRY_CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

/// Default time to wait for Sentry's response once the envelope is sent.
pub const SENTRY_RECV_RESPONSE_TIMEOUT: Duration = Duration::from_secs(5);

/// Default bound on one whole delivery (resolve, connect, TLS, send, answer): a hung
/// Sentry costs at most this per event, and events behind it are dropped, not delayed
/// without end.
pub const SENTRY_GLOBAL_TIMEOUT: Duration = Duration::from_secs(10);

/// Bytes of Sentry's answer read (and thrown away) so the connection can be reused; the
/// ingest answers `{"id":"..."}`, so anything longer is not worth reading.
pub const SENTRY_RESPONSE_MAX: u64 = 4096;

/// How long the sender keeps draining its queue after shutdown starts, as the Go original's
/// `Flush(2s)`: the last errors before an exit are often the interesting ones.
pub const SENTRY_SHUTDOWN_DRAIN: Duration = Duration::from_secs(2);

/// How often the idle sender wakes to beat its heartbeat and look at the shutdown channel.
pub const SENTRY_WAKE: Duration = Duration::from_secs(1);

/// Longest pause honoured from a `429 Retry-After`: Sentry asks for seconds to minutes; a
/// larger value (or a hostile proxy) must not silence error reporting for hours.
pub const SENTRY_RETRY_AFTER_MAX: Duration = Duration::from_secs(300);

/// Pause after a `429` without a usable `Retry-After`, as Sentry's SDKs do.
pub const SENTRY_RETRY_AFTER_DEFAULT: Duration = Duration::from_secs(60);

/// Pause after a delivery fails on the network (refused, timed out): the events queued
/// behind it are dropped and counted instead of each waiting out its own timeout, and
/// delivery resumes with fresh events once Sentry is back. Short, so a blip loses little.
pub const SENTRY_FAILURE_PAUSE: Duration = Duration::from_secs(5);

/// Bytes of a log message sent as the event message; Sentry truncates longer ones itself,
/// so sending more only costs bandwidth.
pub const SENTRY_MESSAGE_MAX: usize = 8192;

/// Tags per event. Log lines carry a handful of fields; the cap bounds an event's size.
pub const SENTRY_TAGS_MAX: usize = 50;

/// Characters of a tag key, Sentry's own limit (longer keys make the tag invalid).
pub const SENTRY_TAG_KEY_MAX: usize = 32;

/// Characters of a tag value, Sentry's own limit (longer values make the tag invalid).
pub const SENTRY_TAG_VALUE_MAX: usize = 200;

// ---------------------------------------------------------------------------------------
// placeholder

// ---------------------------------------------------------------------------------------
// dns

/// How long the Vault and Kubernetes clients reuse the answer of a host-name lookup
/// (`dns::Resolver`). ureq looks the host up for every request, even one sent on a kept-alive
/// connection; this makes that at most one lookup per 10 s per client. A failed call drops the
/// entry at once, so a moved Service or a failover is seen on the retry, not 10 s later.
pub const DNS_CACHE_TTL: Duration = Duration::from_secs(10);

// ---------------------------------------------------------------------------------------
// vault

/// The read buffer of each HTTP client connection (Vault, the apiserver, Sentry; ureq's
/// default is 128 KiB, twice per TLS connection). A response's status line and headers
/// must fit in it ([`HTTP_CLIENT_HEADER_MAX`]); a body streams through it. TLS records are
/// at most 16 KiB, so a larger buffer saves no reads, and with a pool of kept-alive
/// connections per client the default alone was about 1.5 MiB of a renewer's heap.
pub const HTTP_CLIENT_INPUT_BUFFER: usize = 32 * 1024;

/// The write buffer of each HTTP client connection; a request body larger than it is
/// written in several pieces.
pub const HTTP_CLIENT_OUTPUT_BUFFER: usize = 16 * 1024;

/// Idle kept-alive connections the Vault and apiserver clients hold per host (and in all). A connection
/// given back to a full pool is closed, and the next call that needs one pays a TLS
/// handshake (a few milliseconds of Vault's CPU and of ours). ureq's default of 3 did
/// that for every call beyond the third at once: under a rollout the webhook's workers
/// reconnected to Vault and the apiserver for most of their calls, and the revoker's four
/// workers for one in four. The pool is sized for every thread that may call one host at
/// once (the most webhook workers, the revoker's, the cleanup and watch threads), so a
/// connection closes when it has been idle for ureq's `max_idle_age` (15 s) or the
/// server closes it, never because others are idle too: what it holds is what the busiest
/// moment opened anyway.
pub const HTTP_CLIENT_IDLE_PER_HOST: usize = WEBHOOK_WORKERS_MAX + 16;

/// The largest status line and headers of a response an HTTP client accepts (Vault's and
/// the apiserver's are well under 4 KiB); at most [`HTTP_CLIENT_INPUT_BUFFER`].
pub const HTTP_CLIENT_HEADER_MAX: usize = 32 * 1024;

/// Largest Vault answer body read into memory. The biggest answers the product reads (a role,
/// a KV list of a few thousand uuids) are tens of kilobytes; a hostile or broken server
/// cannot make the process hold more than this per call.
pub const VAULT_BODY_MAX: u64 = 1024 * 1024;

/// Keys asked for in one page of a paginated KV list (OpenBao's `limit`): a page of
/// uuids is about 40 KiB, well inside [`VAULT_BODY_MAX`], and the sweep's Vault calls per
/// interval grow by one per this many entries.
pub const VAULT_KV_LIST_PAGE: usize = 1000;

/// Pages read in one paginated KV list before giving up: with [`VAULT_KV_LIST_PAGE`] a
/// million entries, ten times the largest cluster the product is sized for.
pub const VAULT_KV_LIST_PAGES_MAX: usize = 1000;

/// Largest body of an unpaginated list (a KV list on Vault, which ignores `limit`; the
/// `sys/leases/lookup` list on either): about 40 bytes per key, so some 400,000 keys.
/// Bigger than [`VAULT_BODY_MAX`] because nothing can split such an answer.
pub const VAULT_LIST_BODY_MAX: u64 = 16 * 1024 * 1024;

/// Lease ids read from one `sys/leases/lookup/<engine>/creds/<role>/` list: the list is
/// not paginated, so beyond this the orphan-lease check reports the count and diffs only
/// this many (the sweep's memory stays bounded).
pub const VAULT_LEASE_LOOKUP_MAX: usize = 200_000;

/// Default TCP + TLS connect timeout for Vault: a reachable Vault answers in milliseconds,
/// and an admission webhook (at most 30 s) must still have time to answer by itself.
pub const VAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Default wait for Vault's response headers once the request is sent. OpenBao holds a
/// creds request 90 s when PostgreSQL hangs; this cuts it far earlier.
pub const VAULT_RESPONSE_TIMEOUT: Duration = Duration::from_secs(10);

/// Default bound on one whole call (all attempts, backoff and redirects included), so a
/// trickling body or a retry storm cannot stall a caller longer than this.
pub const VAULT_CALL_TIMEOUT: Duration = Duration::from_secs(20);

/// Bound on the unauthenticated `sys/health` probe behind `/healthz`, well below the
/// kubelet's probe timeout.
pub const VAULT_HEALTH_TIMEOUT: Duration = Duration::from_secs(3);

/// Attempts of a retryable call (reads, renewals, revocations) before its error is final.
pub const VAULT_RETRY_ATTEMPTS: u32 = 4;

/// First backoff of a retried call; it doubles each attempt, with up to 50 % jitter.
pub const VAULT_RETRY_BASE: Duration = Duration::from_millis(200);

/// Longest single wait between two attempts, `Retry-After` included: a Vault asking for a
/// longer pause is treated as down for this call.
pub const VAULT_RETRY_MAX_WAIT: Duration = Duration::from_secs(5);

/// Same-origin redirects followed by hand (a standby pointing at the active node); more
/// than this is a loop.
pub const VAULT_REDIRECTS_MAX: u32 = 2;

/// Longest path segment built from a name (role, mount, uuid). Kubernetes names are at
/// most 253 characters; anything longer is not a name the product made.
pub const VAULT_SEGMENT_MAX: usize = 256;

/// Longest lease id accepted from KV or Vault (`<mount>/creds/<role>/<24 chars>`).
pub const VAULT_LEASE_ID_MAX: usize = 1024;

/// Bytes of Vault's `errors[]` kept in an error message (STYLE: upstream bodies cut to 512 B).
pub const VAULT_ERROR_TEXT_MAX: usize = 512;

/// Largest service-account token file read for a login (projected tokens are ~1-2 KiB).
pub const VAULT_JWT_FILE_MAX: u64 = 64 * 1024;

/// A retired own token still in use elsewhere is revoked after this grace at the latest, so
/// an in-flight call that holds it can finish first.
pub const VAULT_RETIRED_TOKEN_GRACE: Duration = Duration::from_secs(60);

/// Largest TTL, period or lease duration taken from a Vault answer (longer values are cut
/// to this when decoded). Vault's own default max TTL is 32 days; ten years is beyond any
/// real grant, and bounding it keeps the arithmetic on expiries and due times (and the
/// metrics built from them) finite whatever a broken or hostile server answers.
pub const VAULT_TTL_MAX: Duration = Duration::from_secs(10 * 365 * 86_400);

/// How often the own token is looked at when Vault gave it no TTL (a root token, or a
/// periodic one reporting 0): hourly notices a revocation or a changed policy soon enough
/// without a call per loop.
pub const VAULT_OWN_TOKEN_CHECK_INTERVAL: Duration = Duration::from_secs(3600);

// ---------------------------------------------------------------------------------------
// policycheck

/// How often a component re-checks its Vault policy (`sys/capabilities-self`) while every
/// capability it needs is granted: a policy that loses a path is noticed within this, at
/// one cheap call per component.
pub const POLICY_RECHECK: Duration = Duration::from_secs(300);

/// How often it re-checks while a capability is missing or the check could not run: a
/// fixed policy clears the metric and readiness within this, without a restart (a policy
/// change causes no re-login that could trigger the check instead).
pub const POLICY_RECHECK_MISSING: Duration = Duration::from_secs(10);

/// The increment asked when the checker renews its own token (as the other components').
pub const POLICY_OWN_TOKEN_INCREMENT: Duration = Duration::from_secs(86_400);

/// The most `VaultPolicyMissing` (and as many `VaultPolicyGranted`) Events `doctor` reads
/// from its namespace (one list page each): the components write one per pod, component
/// and set of missing paths, deduplicated into series, so a namespace holds a few.
pub const DOCTOR_EVENTS_MAX: u32 = 500;

// ---------------------------------------------------------------------------------------
// k8s

/// Connect timeout to the apiserver: it is on the cluster network (or loopback), so a
/// connection that takes longer than this is not coming.
pub const K8S_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Whole-call budget for one unary apiserver request (get, one list page, create, update,
/// TokenRequest). The apiserver's own default request timeout is 60 s; our callers (the
/// admission deadline, the election's renew deadline) need an answer much sooner.
pub const K8S_REQUEST_TIMEOUT: Duration = Duration::from_secs(10);

/// Budget for the health probe (`/readyz`): `/healthz` must answer inside the kubelet's
/// probe timeout, so this is short.
pub const K8S_HEALTH_TIMEOUT: Duration = Duration::from_secs(3);

/// How long the `kubernetes` readiness condition reuses the apiserver's last `/readyz`
/// answer: the kubelet probes every 10 s by default, so this costs at most about one
/// apiserver request per probe period per pod, and an outage shows within one period.
pub const K8S_READY_CACHE: Duration = Duration::from_secs(5);

/// `timeoutSeconds` sent on every watch: the server ends the stream after this and the
/// client resumes from its last resourceVersion. Kept below `SHUTDOWN_GRACE` so that a
/// thread blocked on a quiet watch never holds up shutdown past the grace period.
pub const K8S_WATCH_TIMEOUT: Duration = Duration::from_secs(15);

/// Added to `K8S_WATCH_TIMEOUT` for the receive timeout of a watch body, so that the
/// server, not our timer, normally ends the stream.
pub const K8S_WATCH_MARGIN: Duration = Duration::from_secs(5);

/// Least time between two watch requests of one watcher: a server that ends streams at
/// once must not be called in a tight loop (client-go's reflector backs off similarly).
pub const K8S_WATCH_MIN_GAP: Duration = Duration::from_secs(1);

/// Read buffer of a watch stream: a watch event for one pod is a few KiB, so one buffer
/// holds several events and a busy namespace is read in few system calls; the line cap
/// (`K8S_WATCH_LINE_MAX`), not this, bounds what one event may grow to.
pub const K8S_WATCH_READ_BUFFER: usize = 64 * 1024;

/// Largest single watch event line. etcd refuses objects over 1.5 MiB, so a real event is
/// smaller; the cap is per line, not per stream, because a stream lives for minutes.
pub const K8S_WATCH_LINE_MAX: usize = 2 * 1024 * 1024;

/// Items asked per list page (`limit`): large enough to list a big cluster in few calls,
/// small enough that one page (at most this many pods of at most 1.5 MiB) stays bounded.
pub const K8S_LIST_PAGE_SIZE: u32 = 250;

/// Largest list page body read. A page of typical pods is a few MiB; the slim decoding
/// keeps only a few fields of each item.
pub const K8S_LIST_BODY_MAX: u64 = 64 * 1024 * 1024;

/// Pages read in one list before giving up: with `K8S_LIST_PAGE_SIZE` this is a million
/// pods, far above any cluster, and it stops a server that hands out `continue` forever.
pub const K8S_LIST_PAGES_MAX: usize = 4000;

/// Largest body of a unary response (a pod, a lease, a token, a Status).
pub const K8S_BODY_MAX: u64 = 4 * 1024 * 1024;

/// Largest kubeconfig or service-account token/CA file read.
pub const K8S_FILE_MAX: u64 = 1024 * 1024;

/// How long a service-account token read from a file is used before the file is read
/// again. The kubelet rotates projected tokens at 80 % of their life (at least 10 min), so
/// this is far shorter than any rotation; a 401 also forces an immediate re-read.
pub const K8S_TOKEN_REREAD: Duration = Duration::from_secs(30);

/// Longest part of an apiserver error message kept in our errors and logs.
pub const K8S_ERROR_MESSAGE_MAX: usize = 512;

// ---------------------------------------------------------------------------------------
// nri

/// Largest protobuf message the NRI codec decodes or a ttrpc frame carries: ttrpc's own
/// limit (4 MiB); the Go runtime rejects anything larger, so nothing legitimate exceeds it.
pub const NRI_MESSAGE_MAX: usize = 4 * 1024 * 1024;

/// Deepest nesting of embedded messages the NRI decoder descends into. The deepest path it
/// decodes is CreateContainerRequest -> Container -> User or a map entry (3); unknown nested
/// messages are skipped without descending, so 8 is ample and stops a crafted deep stack.
pub const NRI_NESTING_MAX: usize = 8;

/// Most repeated elements (list items and map entries, all levels together) one decoded NRI
/// message may hold. Each costs a small allocation beyond its bytes, so a 4 MiB message of
/// empty elements would otherwise become tens of MiB; 131072 is far above any real node
/// (a Synchronize of 1000 pods with 100 env vars each is about 100k).
pub const NRI_ELEMENTS_MAX: usize = 131_072;

/// Largest mux frame payload accepted, checked on the header before any payload byte is
/// buffered: one whole ttrpc frame (10-byte header + 4 MiB), the most a sender needs.
pub const NRI_MUX_FRAME_MAX: usize = NRI_MESSAGE_MAX + 10;

/// The Go ttrpc reader's buffer size: a mux frame that starts a ttrpc message must not be
/// longer, so a larger message leaves as exactly two frames, this many bytes then the rest.
pub const NRI_MUX_SPLIT: usize = 4096;

/// First wait before reconnecting to the runtime's socket; the runtime re-creates it within
/// a second or two of a restart, so start short.
pub const NRI_BACKOFF_INITIAL: Duration = Duration::from_millis(200);

/// Longest wait between reconnection attempts: containers created while the plugin is away
/// get no substitution (fail open, or refused with required plugins), so never wait long.
pub const NRI_BACKOFF_MAX: Duration = Duration::from_secs(5);

/// Deadline sent with RegisterPlugin and the longest wait for its reply: the runtimes'
/// default registration timeout, after which they close the connection anyway.
pub const NRI_REGISTRATION_TIMEOUT: Duration = Duration::from_secs(5);

/// Request deadline assumed when a request carries no `timeout_nano` and Configure gave no
/// `request_timeout`: the runtimes' default plugin request timeout.
pub const NRI_REQUEST_TIMEOUT_DEFAULT: Duration = Duration::from_secs(2);

/// Longest request deadline the plugin honours, whatever the runtime sends: answering
/// earlier than the runtime would give up is always safe, and it keeps deadline arithmetic
/// far from overflow.
pub const NRI_REQUEST_TIMEOUT_MAX: Duration = Duration::from_secs(60);

/// How long before a request's deadline the plugin answers with an error if the work is not
/// done: a late answer makes the runtime drop the plugin and create the container without
/// the secret (fail open); an error before the deadline fails closed. The margin is capped
/// at a quarter of the request's own timeout.
pub const NRI_DEADLINE_MARGIN: Duration = Duration::from_millis(250);

/// Worker threads for requests a handler cannot answer inline (cache misses that go to
/// Vault). The runtime serialises NRI calls per node, so a few are plenty.
pub const NRI_WORKERS: usize = 4;

/// Requests waiting for a worker at most; beyond that a request is answered at once with
/// an Unavailable error rather than queued past its deadline.
pub const NRI_QUEUE: usize = 64;

/// Write timeout on the runtime socket: a response is small and the runtime reads
/// continuously, so a blocked write means the runtime is wedged; drop and reconnect.
pub const NRI_WRITE_TIMEOUT: Duration = Duration::from_secs(2);

/// Longest a reader blocks before it looks at the shutdown channel and at deadlines due.
pub const NRI_POLL_INTERVAL: Duration = Duration::from_millis(500);

/// Size of one read from the runtime socket.
pub const NRI_READ_CHUNK: usize = 64 * 1024;

/// Largest NRI cache file read at start. A pod's mapping is a few hundred bytes, so 16 MiB
/// is tens of thousands of pods, far beyond one node's pod limit; a bigger file is not ours.
pub const NRI_CACHE_FILE_MAX: usize = 16 * 1024 * 1024;

/// Most pods the NRI node cache holds. Kubelet's default is 110 pods per node and large
/// nodes allow a few hundred; past this the cache stops growing (fetches still answer).
pub const NRI_CACHE_PODS_MAX: usize = 4096;

/// How often the NRI sweeper drops cached pods no longer on this node (the original's
/// five minutes).
pub const NRI_SWEEP_INTERVAL: Duration = Duration::from_secs(300);

/// Threads that fetch credentials for cache misses and prewarming. Fetches are a handful
/// of Vault and API round trips and the runtime serialises container creation per node.
pub const NRI_FETCH_WORKERS: usize = 4;

/// Fetches queued for the fetch threads at most; a full queue answers an error at once
/// (the kubelet retries) rather than queueing past the runtime's deadline.
pub const NRI_FETCH_QUEUE: usize = 64;

/// Re-fetches of one pod's credentials a plugin process makes successfully (each after the
/// node cache lost or could not keep them, each leaving one more credential alive while the
/// pod lives): past this something loops, and the fetch is refused (`too_many_generations`). Also the highest generation `<uuid>.<n>` recognised as a
/// pod's key (earlier versions of the plugin wrote those).
pub const NRI_GENERATIONS_MAX: u32 = 32;

/// Pods whose fetches a plugin process counts against [`NRI_GENERATIONS_MAX`]; past this
/// the counts start again (a few kilobytes; a node runs a few hundred pods at most).
pub const NRI_FETCH_COUNTS_MAX: usize = 2 * NRI_CACHE_PODS_MAX;

/// The prewarmer's bound on one fetch (the original's 30 s).
pub const NRI_PREWARM_TIMEOUT: Duration = Duration::from_secs(30);

/// Prewarm threads at most, whatever `nri.prewarmer.maxConcurrent` says: they only wait on
/// fetches, which the fetch pool (`NRI_FETCH_WORKERS`) bounds anyway.
pub const NRI_PREWARM_WORKERS_MAX: usize = 8;

/// Time kept between the end of the credential fetch and the runtime's deadline, so the
/// answer (an error, if the fetch is late) is written before the runtime gives up.
pub const NRI_FETCH_MARGIN: Duration = Duration::from_millis(300);

/// Largest pod token file the plugin reads from the kubelet's directory (projected auth).
/// A service-account JWT is one to two KiB; 64 KiB leaves room for long names and extra
/// claims while a wrong file (a device, a log) cannot be read whole into memory.
pub const NRI_POD_TOKEN_MAX_BYTES: u64 = 64 * 1024;

/// How long the prewarmer waits for a pod's token file to appear: the kubelet writes it
/// while it mounts the pod's volumes, after the pod was scheduled (which is when the
/// prewarmer sees it), and image pulls come after. Past this, the pod is left to
/// CreateContainer, which fetches on its own.
pub const NRI_PREWARM_TOKEN_WAIT: Duration = Duration::from_secs(60);

/// First pause between two looks for a pod's token file; it doubles up to
/// [`NRI_PREWARM_TOKEN_POLL_MAX`]. A look is one `stat` on a local file.
pub const NRI_PREWARM_TOKEN_POLL_INITIAL: Duration = Duration::from_millis(100);

/// Longest pause between two looks for a pod's token file.
pub const NRI_PREWARM_TOKEN_POLL_MAX: Duration = Duration::from_secs(2);

// ---------------------------------------------------------------------------------------
// admission (injector, k8smutator, issuance)

/// Default of `admissionTimeout`. The chart's webhook `timeoutSeconds` is 5 (the original's
/// value); 4 s leaves one second for the TLS round trip and the apiserver's own work, so the
/// webhook always answers (a denial) before the apiserver gives up on it.
pub const ADMISSION_TIMEOUT_DEFAULT: Duration = Duration::from_secs(4);

/// Largest `admissionTimeout`: the apiserver waits at most 30 s for a webhook, and the
/// answer must leave before that.
pub const ADMISSION_TIMEOUT_MAX: Duration = Duration::from_secs(29);

/// Default of `namespaceRateLimit`, credentials per namespace per minute. A rollout of 100
/// replicas with three databases each fits in one minute; a runaway controller or a flood
/// of forged reviews is held to this many leases per namespace per minute.
pub const ADMISSION_NAMESPACE_RATE_DEFAULT: u32 = 600;

/// Namespaces whose rate-limit buckets are kept at most. Forged reviews can name any
/// namespace; beyond this, the bucket with the most credentials left (an idle or barely
/// used namespace, losing the least accounting) makes room, so the map never grows without
/// bound and no namespace is ever refused because others filled it.
pub const ADMISSION_RATE_BUCKETS_MAX: usize = 10_000;

/// Revocations waiting in the cleanup queue. Each abandoned or failed admission adds one
/// per credential; a full queue is counted (`vdbi_admission_cleanup_total{result="dropped"}`)
/// and left to the revoker's sweep for any KV entry.
pub const ADMISSION_CLEANUP_QUEUE: usize = 4096;

/// Attempts of one cleanup revocation before it is given up (and counted as failed). With
/// the backoff below this spans about a minute, long enough for a Vault restart.
pub const ADMISSION_CLEANUP_ATTEMPTS: u32 = 6;

/// First wait between two cleanup attempts, doubled after each failure.
pub const ADMISSION_CLEANUP_BACKOFF: Duration = Duration::from_secs(1);

/// How long a `CanIGetRoles` answer (a role read) is reused. Roles change rarely; a few
/// seconds turns a rollout's many identical reads into one, and a policy change still takes
/// effect almost at once.
pub const ADMISSION_ROLE_CACHE_TTL: Duration = Duration::from_secs(10);

/// Role-cache entries kept at most (keyed by role, service account and namespace).
pub const ADMISSION_ROLE_CACHE_MAX: usize = 4096;

/// Upstream calls (role reads on a cache miss, TokenRequests) per minute, shared by every
/// namespace the webhook has not yet seen succeed: forged namespaces with random role
/// names buy at most this many Vault or apiserver calls a minute, all of them together. A
/// webhook restarted in the middle of a rollout over many namespaces learns up to this
/// many namespaces a minute (10 a second).
pub const ADMISSION_UNKNOWN_NAMESPACE_CALLS_PER_MINUTE: u32 = 600;

/// Namespaces remembered as known (an upstream call succeeded for them) at most, and for
/// how long; only real namespaces enter, so this is sized for the largest clusters.
pub const ADMISSION_KNOWN_NAMESPACES_MAX: usize = 20_000;

/// See [`ADMISSION_KNOWN_NAMESPACES_MAX`].
pub const ADMISSION_KNOWN_NAMESPACE_TTL: Duration = Duration::from_secs(24 * 3600);

/// Database groups one pod may ask for. Real pods use one to three; the cap bounds what one
/// review can make the injector issue.
pub const ADMISSION_DATABASES_MAX: usize = 16;

/// Longest role or mount name accepted in an annotation (Vault's own names are short).
pub const ADMISSION_NAME_MAX: usize = 128;

/// Longest URI template accepted in an annotation.
pub const ADMISSION_TEMPLATE_MAX: usize = 2048;

// ---------------------------------------------------------------------------------------
// injector (the webhook's HTTPS front)

/// Default of `webhookWorkers`: admissions served at once. Each admission mostly waits on
/// Vault and the apiserver (bounded by `admissionTimeout`), so a few more workers than the
/// 2-4 cores a webhook pod is usually given keep the CPU busy without oversubscribing it.
pub const WEBHOOK_WORKERS_DEFAULT: usize = 8;

/// Largest `webhookWorkers`: each worker is a thread and may hold a body of
/// `WEBHOOK_MAX_BODY_BYTES`, so this bounds the webhook's threads and body memory (64 x 3 MiB).
pub const WEBHOOK_WORKERS_MAX: usize = 64;

/// Largest AdmissionReview body. The apiserver caps an object at about 1.5 MiB and a review
/// carries it once (twice for UPDATE, which is not registered), so 3 MiB is room to spare;
/// a larger body is answered 413 without being read.
pub const WEBHOOK_MAX_BODY_BYTES: usize = 3 * 1024 * 1024;

/// Deepest nesting of arrays and objects accepted in a review body, checked before serde
/// runs. A real pod is about 10 deep; serde_json's own limit (128) would also stop a deep
/// body, but this check answers a clear 400 first and keeps the recursion shallow.
pub const WEBHOOK_MAX_JSON_DEPTH: usize = 64;

/// Reviews waiting for a webhook worker. Short: the apiserver times out at 5-10 s and
/// retries on another replica, so a long queue only delays a 503 it would act on sooner.
pub const WEBHOOK_QUEUE: usize = 32;

/// Connections the webhook holds at most while handshaking, sending their head or idling.
/// The apiserver keeps a few kept-alive connections per replica; the rest is room for a
/// flood, whose oldest stalled heads are evicted first.
pub const WEBHOOK_MAX_CONNECTIONS: usize = 512;

/// Log lines per refusal reason of the webhook's client authentication, at most one per
/// this interval: every refusal is counted, but a flood of forged connections must not
/// flood the log.
pub const WEBHOOK_REFUSAL_LOG_INTERVAL: Duration = Duration::from_secs(1);

/// Names of a refused client certificate shown in its log line, and characters of each:
/// enough to recognise a kubelet or a stray certificate, bounded for a hostile one.
pub const WEBHOOK_REFUSAL_NAMES_SHOWN: usize = 4;

/// See [`WEBHOOK_REFUSAL_NAMES_SHOWN`].
pub const WEBHOOK_REFUSAL_NAME_CHARS: usize = 128;
// revoker

/// Revocation workers. Each revocation is four or five Vault calls of a few milliseconds;
/// four workers drain a burst of 200 deleted pods in a few seconds without making the
/// revoker the largest client of Vault.
pub const REVOKER_WORKERS: usize = 4;

/// Deleted pods waiting for a worker. When full, the watch waits (it is never dropped):
/// the apiserver keeps the events, and the stream's own timeout bounds the wait.
pub const REVOKER_QUEUE: usize = 1024;

/// First retry of a failed revocation (Vault or the API unreachable); doubled each time.
pub const REVOKER_RETRY_BASE: Duration = Duration::from_secs(1);

/// Longest wait between two retries: a restarted Vault is noticed within a minute.
pub const REVOKER_RETRY_MAX: Duration = Duration::from_secs(60);

/// Revocations waiting for a retry at most; past this (a very long Vault outage during a
/// mass deletion) the rest are left to the safety sweep, so memory stays bounded.
pub const REVOKER_RETRY_PENDING_MAX: usize = 100_000;

/// How often idle revoker loops look at leadership and shutdown.
pub const REVOKER_POLL: Duration = Duration::from_millis(200);

/// How long the first sweep of a term waits for the watch's first full list. Both fold
/// the whole pod list, and at the same moment they would hold two lists' worth of
/// transient memory at once (the revoker's peak). Not at all once the watch's list has
/// failed, and bounded, because the sweep never depends on the watch: a watch that hangs
/// delays it by this much, no more.
pub const REVOKER_SWEEP_WATCH_WAIT: Duration = Duration::from_secs(10);

/// `timeoutSeconds` of the revoker's pod watch. A stream ends this often and is resumed
/// from its resourceVersion; between two streams the watch thread sees shutdown and lost
/// leadership, so the process stops well inside `SHUTDOWN_GRACE`.
pub const REVOKER_WATCH_TIMEOUT: Duration = Duration::from_secs(5);

/// Longest pause before the watch is opened again after consecutive failures.
pub const REVOKER_WATCH_BACKOFF_MAX: Duration = Duration::from_secs(30);

/// Consecutive sweeps that must confirm a pod gone before its entry is revoked even when
/// the share guard holds the sweep back (the "three consecutive sweeps").
pub const REVOKER_SWEEP_OVERRIDE_STREAK: u32 = 3;

/// KV entries whose ownership facts (namespace, pod, UID, creation time: about 200 bytes)
/// the sweep keeps between runs, so that it reads an entry once in its life. Beyond
/// this, entries not cached are read again on every sweep (slower, never wrong).
pub const REVOKER_SWEEP_CACHE_MAX: usize = 250_000;

/// Lease prefixes (`<engine>/creds/<role>`) the orphan-lease check remembers: each costs
/// one LIST per sweep.
pub const REVOKER_LEASE_PREFIXES_MAX: usize = 1024;

/// How long the sweep leaves the orphan-lease check alone after Vault refused or failed
/// it (the policy line is optional): one warning an hour, not one a sweep.
pub const REVOKER_LEASE_RETRY: Duration = Duration::from_secs(3600);

/// uuids taken from one pod's annotation. A pod has one per database it asked for; the
/// annotation is the tenant's to write, and each uuid costs a Vault read when the pod is
/// deleted.
pub const REVOKER_UUIDS_PER_POD_MAX: usize = 64;

/// How long a KV key list stays usable for the deleted pods seen before it was taken: a
/// burst of deletions costs one LIST per this interval instead of one per pod (each pod's
/// generations are found in it). A list taken before a pod's deletion was seen is never
/// used for that pod.
pub const REVOKER_KEY_LIST_MAX_AGE: Duration = Duration::from_secs(2);

/// The renew-self increment of the revoker's own token: the original's 86400 s.
pub const REVOKER_OWN_TOKEN_INCREMENT: Duration = Duration::from_secs(86_400);

// ---------------------------------------------------------------------------------------
// renewer

/// Shortest time between two renewals of one token or lease. A role whose TTL is a few
/// seconds would otherwise be renewed in a tight loop; below this the lease is left to
/// expire as Vault decides, and the alerts say so.
pub const RENEWER_MIN_INTERVAL: Duration = Duration::from_secs(1);

/// The share of its TTL a token or lease has left when it is renewed: a third, so a 1-hour
/// lease is renewed every 40 minutes (1.5 renewals an hour; half the TTL cost 2) and keeps
/// 20 minutes to ride out a Vault outage; a 24-hour lease keeps 8 hours (see
/// `renewer::schedule`).
pub const RENEWER_MARGIN_SHARE: f64 = 1.0 / 3.0;

/// The least margin of a short grant, up to half of it: a renewal needs a few seconds on a
/// loaded Vault, so a 30-second lease is renewed with 15 seconds left, not 10.
pub const RENEWER_MARGIN_FLOOR: Duration = Duration::from_secs(15);

/// How many live pods that may own a newly read entry (they carry its uuid in its
/// namespace) the renewer checks its token against, one Vault lookup each, before it
/// refuses the entry: a few copiers of a uuid cannot make it refuse the pod the entry is
/// for, and a thousand cannot make it spend a thousand lookups on one entry.
pub const RENEWER_OWNER_CANDIDATES_MAX: usize = 8;

/// Jitter added after the due time, as a share of the granted TTL: renewals of entries
/// issued in one burst (a rollout) spread over a twentieth of their TTL (3 minutes for an
/// hour) instead of hitting Vault in the same second. It is taken from the margin, so a
/// 1-hour lease renews with 17 to 20 minutes left, and the average cost stays under 1.5
/// renewals an hour.
pub const RENEWER_JITTER_SHARE: f64 = 0.05;

/// First retry of a failed renewal (Vault unreachable); doubled each time.
pub const RENEWER_RETRY_BASE: Duration = Duration::from_secs(1);

/// Longest wait between two retries of one entry, so a restarted Vault is noticed within
/// a minute; a retry is also never later than half the time the entry has left.
pub const RENEWER_RETRY_MAX: Duration = Duration::from_secs(60);

/// Longest `Retry-After` honoured from a 429: a misconfigured proxy answering hours must
/// not stop every renewal past the leases' expiry.
pub const RENEWER_RETRY_AFTER_MAX: Duration = Duration::from_secs(120);

/// Pause of every renewal after a 429 that carried no `Retry-After`.
pub const RENEWER_RATE_LIMITED_PAUSE: Duration = Duration::from_secs(5);

/// How long the scheduler waits at most before it looks at shutdown and leadership again
/// (the architecture's one-second rule).
pub const RENEWER_POLL: Duration = Duration::from_millis(500);

/// Entries in one shard of the renewer's hand-over schedule (`<prefix>-schedule/<n>`): a
/// line is a key of at most [`RENEWER_HANDOVER_KEY_MAX`] bytes and a time, so a shard stays
/// under about 700 KiB, inside [`VAULT_BODY_MAX`] and Vault's 1 MiB storage entries.
pub const RENEWER_HANDOVER_SHARD_ENTRIES: usize = 5000;

/// Shards of the hand-over schedule read or written at most: 320,000 entries, more than the
/// sweep's cache holds; entries beyond are simply not in the schedule (read last at a
/// takeover, as without one).
pub const RENEWER_HANDOVER_SHARDS_MAX: usize = 64;

/// Longest key recorded in the hand-over schedule (a uuid is 36 bytes, an NRI key of a pod
/// UID about 60); longer keys are left out of it.
pub const RENEWER_HANDOVER_KEY_MAX: usize = 128;

/// Below this a Vault answer counts as fast: the renewer's rate climbs back towards
/// `vaultRateLimit` by a twentieth of it per fast answer after a 429 or a 5xx halved it.
pub const RENEWER_FAST_ANSWER: Duration = Duration::from_millis(250);

/// The renewer's rate never falls below this many requests a second after 429s and 5xxs
/// (the pause that a 429 asks for still applies): a lease must keep a chance to be renewed.
pub const RENEWER_RATE_FLOOR: f64 = 1.0;

/// The renew-self increment of the renewer's own token: the original's 86400 s.
pub const RENEWER_OWN_TOKEN_INCREMENT: Duration = Duration::from_secs(86_400);

// ---------------------------------------------------------------------------------------
// doctor

/// The whole NRI probe of `doctor` (connect, register, Configure, Synchronize). A runtime
/// answers in milliseconds; the plugin itself allows 5 s for the registration answer alone,
/// and the probe allows that plus the two calls that follow.
pub const DOCTOR_NRI_PROBE_TIMEOUT: Duration = Duration::from_secs(10);

/// A webhook certificate that expires sooner than this fails `doctor`: a week is the least
/// an operator needs to renew it through change control before admissions stop.
pub const DOCTOR_CERT_FAIL_WITHIN: Duration = Duration::from_secs(7 * 24 * 3600);

/// A webhook certificate that expires sooner than this is a warning (cert-manager renews at
/// two thirds of a 90-day certificate, so a healthy one never gets this close).
pub const DOCTOR_CERT_WARN_WITHIN: Duration = Duration::from_secs(30 * 24 * 3600);

/// The longest operator token read from standard input; Vault tokens are under 200 bytes.
pub const DOCTOR_TOKEN_MAX_BYTES: u64 = 4096;

/// The TTL of the probe token `doctor` makes to ask Vault what a role's policy allows; it is
/// revoked at once, and the TTL only bounds it if the revocation fails.
pub const DOCTOR_PROBE_TOKEN_TTL: &str = "2m";

// ---------------------------------------------------------------------------------------
// who

/// KV entries `who` reads at most in one run; beyond this it says the answer may be partial
/// rather than keep Vault busy (about 3 minutes at the default `vaultRateLimit` of 30/s).
pub const WHO_ENTRIES_MAX: usize = 5000;

// ---------------------------------------------------------------------------------------
// events (k8s/events.rs)

/// Events waiting for the recorder's thread. Producers never wait: a full queue drops the
/// Event and counts it (`vdbi_events_dropped_total{reason="queue_full"}`); an Event is a
/// courtesy to the user, never worth delaying an admission, a renewal or a revocation.
pub const EVENTS_QUEUE: usize = 256;

/// Distinct Events (object, reason, note) remembered for deduplication. A crash-looping pod
/// repeats one key, so this only has to hold the different problems seen within
/// [`EVENTS_SERIES_WINDOW`]; beyond it the oldest key is forgotten (its next occurrence
/// makes a new Event, which is still bounded by the rate below).
pub const EVENTS_SERIES_MAX: usize = 4096;

/// How long a repeated Event keeps counting into the same object (`series.count`) instead
/// of making a new one. The apiserver keeps Events for an hour by default (`--event-ttl`);
/// client-go's recorder uses 30 minutes for the same purpose.
pub const EVENTS_SERIES_WINDOW: Duration = Duration::from_secs(30 * 60);

/// A repeated Event's series is written back at most this often: a pod that fails every
/// second costs one PATCH per interval, not one per failure.
pub const EVENTS_SERIES_FLUSH: Duration = Duration::from_secs(30);

/// Event writes (creations and series patches) per minute for the whole process, as a token
/// bucket with this burst. client-go allows 25 per object with a slow refill; one bucket
/// for the process keeps a fleet-wide incident from adding an apiserver incident.
pub const EVENTS_PER_MINUTE: u32 = 60;

/// The longest `note` the apiserver accepts (its validation refuses more than 1 kB).
pub const EVENTS_NOTE_MAX: usize = 1024;

/// The one network call an Event write makes; shorter than the client's default, since a
/// stalled apiserver should cost the recorder little before it drops and moves on.
pub const EVENTS_WRITE_TIMEOUT: Duration = Duration::from_secs(5);

// ---------------------------------------------------------------------------------------
// role ttls (injector/role_ttls.rs)

/// Roles whose TTLs the injector keeps for admission warnings; one per (mount, role) the
/// cluster uses, so a few hundred in practice. New roles beyond this get no warning.
pub const ROLE_TTLS_MAX: usize = 1024;

/// How often a cached role's TTLs are read again from Vault (off the admission path).
pub const ROLE_TTLS_REFRESH: Duration = Duration::from_secs(5 * 60);

/// Roles waiting to be read for the first time; a full queue skips the warning for that
/// admission (the next one asks again).
pub const ROLE_TTLS_QUEUE: usize = 64;

/// A pod owned by a Deployment, StatefulSet or DaemonSet is expected to live at least this
/// long: rollouts are weekly or rarer for most teams. A role whose maximum TTL is shorter
/// gets an admission warning (its credentials stop working before the pod ends).
pub const LONG_LIVED_POD_EXPECTED: Duration = Duration::from_secs(7 * 24 * 3600);

// ---------------------------------------------------------------------------------------
// rotation (rotation/)

/// The least `rotation.window`: an eviction, the controller's new pod, its scheduling, image
/// pull and start fit in ten minutes with room for a PodDisruptionBudget's first refusals.
pub const ROTATION_WINDOW_MIN: Duration = Duration::from_secs(10 * 60);

/// The share of the maximum TTL the default window is (a tenth, in per mille).
pub const ROTATION_WINDOW_PER_MILLE: u32 = 100;

/// `rotation.maxEvictionsPerMinute` by default: a role whose leases all reach the cliff
/// together restarts a few pods a minute, not a fleet at once.
pub const ROTATION_EVICTIONS_PER_MINUTE_DEFAULT: u32 = 10;

/// Pods the rotation keeps track of (those whose cliff the renewals revealed); one per
/// credential at most, so as many as the renewer tracks in a large cluster.
pub const ROTATION_CANDIDATES_MAX: usize = 100_000;

/// Cliffs learnt by the renewer waiting for the rotation thread; a full queue drops one
/// (the renewer reports it again at its next relist).
pub const ROTATION_QUEUE: usize = 1024;

/// The first wait after a refused eviction (429: the PodDisruptionBudget is spent), doubled
/// on each refusal up to [`ROTATION_RETRY_MAX`].
pub const ROTATION_RETRY_FIRST: Duration = Duration::from_secs(5);

/// The longest wait between two tries of a refused eviction.
pub const ROTATION_RETRY_MAX: Duration = Duration::from_secs(120);

// ---------------------------------------------------------------------------------------
// end
