//! `vault-db-injector who`: which pod owns a database user or a lease, and which database
//! users a pod holds, from the KV bookkeeping and Vault (plus the pod's live state when the
//! cluster can be reached).
//!
//! A DBA who sees a user in `pg_stat_activity`, or an operator with a lease id from an
//! audit log, otherwise has to list and read KV entries by hand. The answer comes from the
//! entries the injector writes (`DbUsername`, `LeaseId`, `Namespace`, `PodName`, `PodUID`),
//! then Vault says whether the lease and the pod's token are still alive. Entries of the Go
//! original have no `DbUsername`; they are found by lease id or pod, and the answer says
//! so. No token or password is ever printed: only names, ids and TTLs.

use std::fmt;
use std::io::BufRead;
use std::time::{Duration, Instant};

use crate::config::Config;
use crate::config::cli::WhoArgs;
use crate::doctor;
use crate::k8s;
use crate::limits;
use crate::podkeys::PodKeys;
use crate::secret::SecretString;
use crate::vault::{self, AuthMode, Client, ClientConfig, KvEntry, KvStore};

/// The annotation the webhook writes with one uuid per credential, comma-separated.
pub const UUID_ANNOTATION: &str = "db-creds-injector.numberly.io/uuid";

/// What to look up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A database user name.
    DbUser(String),
    /// A database lease id (`<mount>/creds/<role>/<id>`).
    Lease(String),
    /// A pod, as `namespace/name`.
    Pod {
        /// The namespace.
        namespace: String,
        /// The pod's name.
        name: String,
    },
}

fn is_dns_label(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 253
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'.')
}

impl Target {
    /// Reads the argument: a lease id has `/creds/` in it, `namespace/pod` has one slash
    /// between two Kubernetes names, and anything without a slash is a database user.
    pub fn parse(text: &str) -> Result<Target, Error> {
        let text = text.trim();
        if text.contains("/creds/") {
            vault::path::check_lease_id(text).map_err(|reason| {
                Error::Usage(format!(
                    "{text:?} is not a usable lease id: {}",
                    reason.as_str()
                ))
            })?;
            return Ok(Target::Lease(text.to_owned()));
        }
        if let Some((namespace, name)) = text.split_once('/') {
            if is_dns_label(namespace) && is_dns_label(name) {
                return Ok(Target::Pod {
                    namespace: namespace.to_owned(),
                    name: name.to_owned(),
                });
            }
            return Err(Error::Usage(format!(
                "{text:?} is neither namespace/pod nor a lease id (<mount>/creds/<role>/<id>)"
            )));
        }
        if text.is_empty() || text.bytes().any(|b| b.is_ascii_control() || b == b' ') {
            return Err(Error::Usage(format!(
                "{text:?} is not a database user name"
            )));
        }
        Ok(Target::DbUser(text.to_owned()))
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::DbUser(user) => write!(f, "database user {user}"),
            Target::Lease(lease) => write!(f, "lease {lease}"),
            Target::Pod { namespace, name } => write!(f, "pod {namespace}/{name}"),
        }
    }
}

/// Why `who` could not answer.
#[derive(Debug)]
pub enum Error {
    /// The argument cannot be understood (exit code 2).
    Usage(String),
    /// The operator token could not be read.
    Token(doctor::Error),
    /// A Vault call failed; the text says which step.
    Vault {
        /// What was being done.
        step: &'static str,
        /// The cause.
        source: vault::Error,
    },
}

impl Error {
    /// Whether this is a usage error (exit code 2 rather than 1).
    pub fn is_usage(&self) -> bool {
        matches!(self, Error::Usage(_)) || matches!(self, Error::Token(e) if e.is_usage())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage(message) => f.write_str(message),
            Error::Token(error) => write!(f, "{error}"),
            Error::Vault { step, source } => write!(f, "{step}: {source}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Usage(_) => None,
            Error::Token(error) => Some(error),
            Error::Vault { source, .. } => Some(source),
        }
    }
}

/// What Vault says about a lease or a token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Liveness {
    /// Alive, with its remaining TTL in seconds and expiry when Vault gives one.
    Live {
        /// Remaining seconds.
        ttl: u64,
        /// RFC 3339 expiry.
        expires: Option<String>,
    },
    /// Vault no longer knows it (revoked or expired).
    Gone,
    /// Nothing to look up (the entry records none).
    NotRecorded,
    /// The lookup failed; the text says why.
    Unknown(String),
}

impl fmt::Display for Liveness {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Liveness::Live { ttl, expires } => {
                write!(f, "live, ttl {ttl}s")?;
                if let Some(expires) = expires {
                    write!(f, ", expires {expires}")?;
                }
                Ok(())
            }
            Liveness::Gone => f.write_str("gone (revoked or expired)"),
            Liveness::NotRecorded => f.write_str("not recorded"),
            Liveness::Unknown(why) => write!(f, "unknown ({why})"),
        }
    }
}

/// What the cluster says about the pod an entry names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PodState {
    /// The pod exists; whether its UID is the one the entry recorded (when it recorded
    /// one), and its phase.
    Present {
        /// `None` when the entry has no UID to compare.
        uid_matches: Option<bool>,
        /// `status.phase`.
        phase: String,
    },
    /// No pod of that name.
    Gone,
    /// Not looked up; the text says why.
    NotChecked(String),
}

impl fmt::Display for PodState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PodState::Present {
                uid_matches: Some(true),
                phase,
            } => write!(f, "exists ({phase}), same uid"),
            PodState::Present {
                uid_matches: Some(false),
                phase,
            } => write!(
                f,
                "a pod of that name exists ({phase}) with another uid: the owner is gone"
            ),
            PodState::Present {
                uid_matches: None,
                phase,
            } => write!(f, "exists ({phase})"),
            PodState::Gone => f.write_str("gone"),
            PodState::NotChecked(why) => write!(f, "not checked ({why})"),
        }
    }
}

/// One credential found.
#[derive(Debug)]
pub struct Found {
    /// The KV key.
    pub uuid: String,
    /// The entry.
    pub entry: KvEntry,
    /// The database lease.
    pub lease: Liveness,
    /// The pod's token, by accessor.
    pub token: Liveness,
    /// The pod.
    pub pod: PodState,
}

/// The answer to one `who`.
#[derive(Debug)]
pub struct Answer {
    /// What was asked.
    pub target: Target,
    /// Every matching credential.
    pub found: Vec<Found>,
    /// KV entries read.
    pub scanned: usize,
    /// Remarks (partial scan, entries that could not be matched, the cluster not reached).
    pub notes: Vec<String>,
}

fn or_unknown(text: &str) -> &str {
    if text.is_empty() { "?" } else { text }
}

impl Answer {
    /// Whether anything was found (exit code 0, else 1).
    pub fn is_found(&self) -> bool {
        !self.found.is_empty()
    }

    /// The answer for the terminal.
    pub fn render(&self) -> String {
        let count = self.found.len();
        let plural = if count == 1 { "" } else { "s" };
        let mut out = format!(
            "{}: {count} credential{plural} found ({} KV entries read)\n",
            self.target, self.scanned
        );
        for found in &self.found {
            let e = &found.entry;
            out.push_str(&format!(
                "  uuid {}\n    pod {}/{} uid {} on node {}, service account {}\n",
                found.uuid,
                or_unknown(&e.namespace),
                or_unknown(&e.pod_name),
                or_unknown(&e.pod_uid),
                or_unknown(&e.node_name),
                or_unknown(&e.service_account_name)
            ));
            out.push_str(&format!(
                "    role {}, database user {}\n",
                or_unknown(&e.role),
                or_unknown(&e.db_username)
            ));
            out.push_str(&format!(
                "    lease {}: {}\n",
                or_unknown(&e.lease_id),
                found.lease
            ));
            let accessor = if e.token_accessor.is_empty() {
                "(none recorded)"
            } else {
                &e.token_accessor
            };
            out.push_str(&format!("    token accessor {accessor}: {}\n", found.token));
            out.push_str(&format!("    pod state: {}\n", found.pod));
        }
        for note in &self.notes {
            out.push_str(&format!("note: {note}\n"));
        }
        out
    }
}

/// `who` from the command line: parses the target, takes the operator token (else logs in
/// as the injector), answers.
pub fn run(config: &Config, args: &WhoArgs, stdin: &mut dyn BufRead) -> Result<Answer, Error> {
    let target = Target::parse(&args.target)?;
    let operator = doctor::operator_token(
        config.environment.vault_token.as_ref(),
        args.token_stdin,
        stdin,
    )
    .map_err(Error::Token)?;
    lookup(config, &target, operator.as_ref())
}

/// Answers `target` with `token` (an operator's), or with the injector's own login when
/// `None` (revoked before returning).
pub fn lookup(
    config: &Config,
    target: &Target,
    token: Option<&SecretString>,
) -> Result<Answer, Error> {
    let client = Client::new(ClientConfig::from_config(config)).map_err(|source| Error::Vault {
        step: "vault client",
        source,
    })?;
    let own = match token {
        Some(_) => None,
        None => Some(
            client
                .login_self(AuthMode::Legacy)
                .map_err(|source| Error::Vault {
                    step: "logging in as the injector (give an operator token with VAULT_TOKEN or --token-stdin instead)",
                    source,
                })?
                .client_token,
        ),
    };
    let Some(token) = token.or(own.as_ref()) else {
        return Err(Error::Usage("no vault token".to_owned()));
    };
    let result = lookup_with(config, &client, token, target);
    if let Some(own) = &own {
        let _ = client.revoke_self(own);
    }
    result
}

/// Paces Vault reads at `vaultRateLimit` per second, as the renewer's sweeps are.
struct Pace {
    interval: Duration,
    next: Instant,
}

impl Pace {
    fn new(per_second: u32) -> Pace {
        Pace {
            interval: Duration::from_secs(1)
                .checked_div(per_second.max(1))
                .unwrap_or(Duration::ZERO),
            next: Instant::now(),
        }
    }

    fn wait(&mut self) {
        let now = Instant::now();
        if self.next > now {
            std::thread::sleep(self.next.saturating_duration_since(now));
        }
        self.next = self.next.max(now) + self.interval;
    }
}

fn lookup_with(
    config: &Config,
    client: &Client,
    token: &SecretString,
    target: &Target,
) -> Result<Answer, Error> {
    let store =
        KvStore::new(&config.vault_secret_name, &config.vault_secret_prefix).map_err(|source| {
            Error::Vault {
                step: "kv store",
                source,
            }
        })?;
    let mut notes = Vec::new();
    let kube = KubeAccess::new(config);
    let mut pace = Pace::new(config.vault_rate_limit);
    let mut entries: Vec<(String, KvEntry)> = Vec::new();
    let mut scanned = 0usize;

    // For a pod, its uuid annotation names its entries directly.
    let mut direct: Option<(Vec<String>, String)> = None;
    if let Target::Pod { namespace, name } = target {
        match kube.pod(namespace, name) {
            Ok(Some(pod)) => {
                let uuids: Vec<String> = pod
                    .metadata
                    .annotations
                    .as_ref()
                    .and_then(|a| a.get(UUID_ANNOTATION))
                    .map(|list| {
                        list.split(',')
                            .map(|u| u.trim().to_owned())
                            .filter(|u| !u.is_empty())
                            .collect()
                    })
                    .unwrap_or_default();
                let uid = pod.metadata.uid.clone().unwrap_or_default();
                if !uuids.is_empty() {
                    direct = Some((uuids, uid));
                }
            }
            Ok(None) => notes.push(format!(
                "pod {namespace}/{name} does not exist (any more); searching KV by name"
            )),
            Err(why) => notes.push(format!("pods not checked: {why}")),
        }
    }
    if let Some((uuids, uid)) = &direct {
        // The NRI plugin records a re-fetch under a fresh key of the pod's,
        // `<pod uid>-r<16 hex>` (earlier versions: a generation `<uuid>.<n>`), beside the
        // first: one list finds them all.
        let keys = store.list(client, token).map_err(|source| Error::Vault {
            step: "listing kv entries",
            source,
        })?;
        let pod_keys = PodKeys::of(uid, Some(&uuids.join(",")));
        let named: Vec<&String> = keys.iter().filter(|key| pod_keys.matches(key)).collect();
        for uuid in uuids {
            if !named.iter().any(|key| key.as_str() == uuid.as_str()) {
                notes.push(format!("the pod's uuid {uuid} has no KV entry"));
            }
        }
        for uuid in named {
            pace.wait();
            scanned = scanned.saturating_add(1);
            match store.get(client, token, uuid) {
                Ok(Some(entry)) => entries.push((uuid.clone(), entry)),
                Ok(None) => {}
                Err(error) => notes.push(format!("reading entry {uuid}: {error}")),
            }
        }
        if let Target::Pod { namespace, .. } = target {
            // The annotation is the pod's own (tenant-controlled): keep only entries that
            // are its, by namespace and (when recorded) uid.
            entries.retain(|(uuid, entry)| {
                let pod = vault::PodIdentity {
                    namespace,
                    uid: Some(uid.as_str()).filter(|u| !u.is_empty()),
                    service_account: None,
                };
                let owned = entry.check_owner(uuid, &pod).is_ok();
                if !owned {
                    notes.push(format!(
                        "entry {uuid} named by the pod's annotation belongs to another pod; ignored"
                    ));
                }
                owned
            });
        }
    } else {
        let uuids = store.list(client, token).map_err(|source| Error::Vault {
            step: "listing kv entries",
            source,
        })?;
        if uuids.len() > limits::WHO_ENTRIES_MAX {
            notes.push(format!(
                "{} entries exist; only the first {} were read, so the answer may be partial",
                uuids.len(),
                limits::WHO_ENTRIES_MAX
            ));
        }
        let mut unnamed = 0usize;
        for uuid in uuids.into_iter().take(limits::WHO_ENTRIES_MAX) {
            pace.wait();
            scanned = scanned.saturating_add(1);
            let entry = match store.get(client, token, &uuid) {
                Ok(Some(entry)) => entry,
                Ok(None) => continue,
                Err(error) => {
                    notes.push(format!("reading entry {uuid}: {error}"));
                    continue;
                }
            };
            let matches = match target {
                Target::DbUser(user) => {
                    if entry.db_username.is_empty() {
                        unnamed = unnamed.saturating_add(1);
                    }
                    &entry.db_username == user
                }
                Target::Lease(lease) => &entry.lease_id == lease,
                Target::Pod { namespace, name } => {
                    &entry.namespace == namespace && &entry.pod_name == name
                }
            };
            if matches {
                entries.push((uuid, entry));
            }
        }
        if unnamed > 0 {
            notes.push(format!(
                "{unnamed} entries record no database user (written by the Go original or before the user was known); find them by lease id or pod"
            ));
        }
    }

    let mut found = Vec::new();
    for (uuid, entry) in entries {
        let lease = if entry.lease_id.is_empty() {
            Liveness::NotRecorded
        } else {
            pace.wait();
            match client.lookup_lease(token, &entry.lease_id) {
                Ok(Some(info)) => Liveness::Live {
                    ttl: info.ttl,
                    expires: info.expire_time,
                },
                Ok(None) => Liveness::Gone,
                Err(error) => Liveness::Unknown(error.to_string()),
            }
        };
        let token_state = if entry.token_accessor.is_empty() {
            Liveness::NotRecorded
        } else {
            pace.wait();
            match client.lookup_accessor(token, &entry.token_accessor) {
                Ok(Some(info)) => Liveness::Live {
                    ttl: info.ttl,
                    expires: info.expire_time,
                },
                Ok(None) => Liveness::Gone,
                Err(error) => Liveness::Unknown(error.to_string()),
            }
        };
        let pod = if entry.pod_name.is_empty() || entry.namespace.is_empty() {
            PodState::NotChecked("the entry names no pod yet".to_owned())
        } else {
            match kube.pod(&entry.namespace, &entry.pod_name) {
                Ok(Some(pod)) => {
                    let uid = pod.metadata.uid.clone().unwrap_or_default();
                    PodState::Present {
                        uid_matches: (!entry.pod_uid.is_empty()).then(|| uid == entry.pod_uid),
                        phase: pod
                            .status
                            .as_ref()
                            .and_then(|s| s.phase.clone())
                            .unwrap_or_else(|| "unknown phase".to_owned()),
                    }
                }
                Ok(None) => PodState::Gone,
                Err(why) => PodState::NotChecked(why),
            }
        };
        found.push(Found {
            uuid,
            entry,
            lease,
            token: token_state,
            pod,
        });
    }
    Ok(Answer {
        target: target.clone(),
        found,
        scanned,
        notes,
    })
}

/// The cluster, reached on first use; its absence is an answer ("not checked"), not an
/// error, since `who` is often run from a laptop with only Vault access.
struct KubeAccess {
    client: Result<k8s::Client, String>,
}

impl KubeAccess {
    fn new(config: &Config) -> KubeAccess {
        let client = k8s::discover(&k8s::Discovery::from_config(config))
            .and_then(k8s::Client::new)
            .map_err(|error| format!("no cluster access: {error}"));
        KubeAccess { client }
    }

    fn pod(&self, namespace: &str, name: &str) -> Result<Option<k8s::Pod>, String> {
        let client = self.client.as_ref().map_err(Clone::clone)?;
        match client.get_pod(namespace, name) {
            Ok(pod) => Ok(Some(pod)),
            Err(error) if error.is_not_found() => Ok(None),
            Err(error) => Err(error.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, expect: Result<Target, &str>) {
        match (Target::parse(text), expect) {
            (Ok(got), Ok(want)) => assert_eq!(got, want, "{text}"),
            (Err(got), Err(want)) => {
                assert!(got.to_string().contains(want), "{text}: {got}");
                assert!(got.is_usage());
            }
            (got, want) => panic!("{text}: got {got:?}, expected {want:?}"),
        }
    }

    #[test]
    fn targets() {
        check(
            "v-kubernetes-app-read-AbC123-1700000000",
            Ok(Target::DbUser(
                "v-kubernetes-app-read-AbC123-1700000000".into(),
            )),
        );
        check(
            "databases/creds/app-readonly/Xy12",
            Ok(Target::Lease("databases/creds/app-readonly/Xy12".into())),
        );
        check(
            "default/web-0",
            Ok(Target::Pod {
                namespace: "default".into(),
                name: "web-0".into(),
            }),
        );
        check("databases/creds/../x", Err("not a usable lease id"));
        check("a/b/c", Err("neither namespace/pod"));
        check("Default/web", Err("neither namespace/pod"));
        check("", Err("not a database user"));
        check("a b", Err("not a database user"));
    }

    #[test]
    fn answers_render_without_secrets() {
        let answer = Answer {
            target: Target::DbUser("v-user".into()),
            found: vec![Found {
                uuid: "u-1".into(),
                entry: KvEntry {
                    lease_id: "databases/creds/app/x".into(),
                    token_id: Some(SecretString::new("s.raw-token".into())),
                    namespace: "default".into(),
                    pod_name: "web-0".into(),
                    db_username: "v-user".into(),
                    role: "app".into(),
                    ..KvEntry::default()
                },
                lease: Liveness::Live {
                    ttl: 30,
                    expires: None,
                },
                token: Liveness::NotRecorded,
                pod: PodState::Gone,
            }],
            scanned: 3,
            notes: vec!["a note".into()],
        };
        let text = answer.render();
        assert!(
            text.starts_with("database user v-user: 1 credential found (3 KV entries read)"),
            "{text}"
        );
        assert!(text.contains("pod default/web-0 uid ?"), "{text}");
        assert!(
            text.contains("lease databases/creds/app/x: live, ttl 30s"),
            "{text}"
        );
        assert!(text.contains("pod state: gone"), "{text}");
        assert!(text.contains("note: a note"), "{text}");
        assert!(!text.contains("raw-token"), "{text}");
        assert!(answer.is_found());
    }

    #[test]
    fn pacing_spaces_reads() {
        let mut pace = Pace::new(1000);
        let start = Instant::now();
        for _ in 0..5 {
            pace.wait();
        }
        assert!(start.elapsed() >= Duration::from_millis(3));
        assert_eq!(Pace::new(0).interval, Duration::from_secs(1));
    }
}
