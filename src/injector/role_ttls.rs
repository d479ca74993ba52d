//! The maximum TTL of the database roles pods ask for, kept off the admission path so that an
//! admission warning ("this role's credentials end before your Deployment's pods do") costs
//! no Vault call.
//!
//! [`RoleTtls::max_ttl`] only reads memory: a role seen for the first time is queued for a
//! background thread (bounded queue, a full one skips that admission's warning) and answers
//! `None` until it is read. The thread reads `<mount>/roles/<role>` with the injector's own
//! token, and reads every cached role again each `ROLE_TTLS_REFRESH`. A role the token may not
//! read (the policy lacks `read <engine>/roles/*`) or that does not exist stays unknown: no
//! warning, never a denial.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, bounded, select};

use crate::limits;
use crate::logger;
use crate::runtime::Shutdown;
use crate::vault::{self, OwnToken};

#[derive(Debug, Clone, Copy)]
struct Entry {
    /// `None`: not read yet, or unreadable, or `max_ttl` 0 (the mount's default).
    max_ttl: Option<Duration>,
    /// When it was last read (`None`: never).
    read_at: Option<Instant>,
}

/// The cache; share it as `Arc<RoleTtls>`.
pub struct RoleTtls {
    entries: Mutex<HashMap<(String, String), Entry>>,
    sender: Sender<(String, String)>,
    receiver: Receiver<(String, String)>,
}

impl std::fmt::Debug for RoleTtls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RoleTtls").finish_non_exhaustive()
    }
}

impl Default for RoleTtls {
    fn default() -> Self {
        RoleTtls::new()
    }
}

impl RoleTtls {
    /// An empty cache.
    pub fn new() -> RoleTtls {
        let (sender, receiver) = bounded(limits::ROLE_TTLS_QUEUE);
        RoleTtls {
            entries: Mutex::new(HashMap::new()),
            sender,
            receiver,
        }
    }

    /// The role's `max_ttl` if known; never blocks, never calls Vault. A role not seen
    /// before is queued for the background reader.
    pub fn max_ttl(&self, mount: &str, role: &str) -> Option<Duration> {
        let key = (mount.to_owned(), role.to_owned());
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(entry) = entries.get(&key) {
            return entry.max_ttl;
        }
        if entries.len() >= limits::ROLE_TTLS_MAX {
            return None;
        }
        if self.sender.try_send(key.clone()).is_ok() {
            entries.insert(
                key,
                Entry {
                    max_ttl: None,
                    read_at: None,
                },
            );
        }
        None
    }

    /// Records what Vault said (also used by tests to fill the cache).
    pub fn set(&self, mount: &str, role: &str, max_ttl: Option<Duration>) {
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.len() >= limits::ROLE_TTLS_MAX
            && !entries.contains_key(&(mount.to_owned(), role.to_owned()))
        {
            return;
        }
        entries.insert(
            (mount.to_owned(), role.to_owned()),
            Entry {
                max_ttl,
                read_at: Some(Instant::now()),
            },
        );
    }

    fn read(&self, vault: &vault::Client, own: &OwnToken, mount: &str, role: &str) {
        let result = own
            .token()
            .and_then(|token| vault.read_role_ttls(&token, mount, role));
        match result {
            Ok(ttls) => self.set(
                mount,
                role,
                (ttls.max_ttl > 0).then(|| Duration::from_secs(ttls.max_ttl)),
            ),
            Err(error) => {
                logger::debug(
                    "cannot read a database role's ttls (no admission warning about them)",
                    &[
                        ("role", role),
                        ("mount", mount),
                        ("error", &error.to_string()),
                    ],
                );
                self.set(mount, role, None);
            }
        }
    }

    fn stale(&self, now: Instant) -> Vec<(String, String)> {
        let entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        entries
            .iter()
            .filter(|(_, e)| {
                e.read_at.is_some_and(|at| {
                    now.saturating_duration_since(at) >= limits::ROLE_TTLS_REFRESH
                })
            })
            .map(|(k, _)| k.clone())
            .collect()
    }

    /// The reader thread's body: first reads as they are queued, refreshes when due.
    pub fn run(&self, vault: &vault::Client, own: &OwnToken, shutdown: &Shutdown, beat: &dyn Fn()) {
        loop {
            beat();
            select! {
                recv(shutdown.receiver()) -> _ => return,
                recv(self.receiver) -> key => {
                    if let Ok((mount, role)) = key {
                        self.read(vault, own, &mount, &role);
                    }
                }
                default(Duration::from_secs(1)) => {}
            }
            for (mount, role) in self.stale(Instant::now()) {
                if shutdown.is_triggered() {
                    return;
                }
                self.read(vault, own, &mount, &role);
            }
        }
    }

    /// Starts the reader thread.
    pub fn start(
        self: &Arc<Self>,
        supervisor: &crate::runtime::Supervisor,
        vault: Arc<vault::Client>,
        own: Arc<OwnToken>,
    ) -> std::io::Result<()> {
        let me = Arc::clone(self);
        supervisor.spawn(
            "role-ttls",
            false,
            Some(limits::LOOP_MAX_SILENCE),
            move |ctx| {
                me.run(&vault, &own, &ctx.shutdown, &|| ctx.heartbeat.beat());
                Ok(())
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_miss_queues_once_and_never_blocks() {
        let cache = RoleTtls::new();
        assert_eq!(cache.max_ttl("databases", "app1"), None);
        assert_eq!(cache.max_ttl("databases", "app1"), None);
        assert_eq!(cache.receiver.len(), 1, "queued once");
        cache.set("databases", "app1", Some(Duration::from_secs(600)));
        assert_eq!(
            cache.max_ttl("databases", "app1"),
            Some(Duration::from_secs(600))
        );
        for i in 0..limits::ROLE_TTLS_QUEUE + 5 {
            assert_eq!(cache.max_ttl("databases", &format!("r{i}")), None);
        }
        assert_eq!(cache.receiver.len(), limits::ROLE_TTLS_QUEUE);
        assert!(cache.stale(Instant::now()).is_empty());
        assert_eq!(
            cache
                .stale(Instant::now() + limits::ROLE_TTLS_REFRESH)
                .len(),
            1
        );
    }
}
