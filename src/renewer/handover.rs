//! The hand-over schedule: what a leading renewer leaves for the next one, so that a newly
//! elected replica renews the most urgent leases first instead of reading every entry in
//! key order before it knows what is due.
//!
//! After every relist the leader writes, next to the entries, a few KV objects
//! `<mount>/data/<prefix>-schedule/<n>` (one per [`limits::RENEWER_HANDOVER_SHARD_ENTRIES`]
//! entries, most urgent first): each line a KV key and the unix time at which the first of
//! its token and lease expires. A new leader reads shard `0` (one GET: it holds the most
//! urgent entries and the shard count), then the others, and reads, checks and renews the
//! entries in that order, each as soon as it is read.
//!
//! **Boundary:** the schedule is untrusted (whoever can write that KV path can forge it) and
//! only *orders* work. It never names what to renew (the keys come from the KV list and the
//! live pods, every entry is read and its ownership checked as without it), never schedules
//! a renewal (due times come from Vault's grants), and never leads to a revocation. Keys it
//! omits are read after those it names, so a forged, stale, corrupt or missing schedule
//! costs at worst the order of a takeover without one: every listed entry is still read and
//! renewed in the same pass.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::limits;
use crate::logger;
use crate::renewer::run::{Renewer, Stop, Term};
use crate::renewer::schedule::{Key, Kind};
use crate::runtime::Context;
use crate::secret::SecretString;

/// The format written in `Format`; a shard of another format is ignored.
const FORMAT: &str = "1";

/// When each known key is due, by the last leader's account: unix seconds of the first
/// expiry of its token and lease.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Urgency {
    due: HashMap<String, u64>,
}

impl Urgency {
    /// Keys known.
    pub(crate) fn len(&self) -> usize {
        self.due.len()
    }

    /// Sorts `keys` most urgent first; keys the schedule does not name keep their order,
    /// after every key it names.
    pub(crate) fn order<K: AsRef<str>>(&self, keys: &mut [K]) {
        keys.sort_by_cached_key(|k| self.due_of(k.as_ref()));
    }

    /// [`Urgency::order`] of items that stand for keys held elsewhere (`key` gives each
    /// one's).
    pub(crate) fn order_by<'k, T>(&self, items: &mut [T], key: impl Fn(&T) -> &'k str) {
        items.sort_by_cached_key(|item| self.due_of(key(item)));
    }

    fn due_of(&self, key: &str) -> u64 {
        self.due.get(key).copied().unwrap_or(u64::MAX)
    }
}

/// The shards to write for `entries` (key, unix expiry), most urgent first. Always at least
/// one shard, so that an empty schedule replaces a stale one.
pub(crate) fn encode<K: AsRef<str>>(
    entries: &[(K, u64)],
    written: u64,
) -> Vec<BTreeMap<String, String>> {
    let mut kept: Vec<(&str, u64)> = entries
        .iter()
        .map(|(k, due)| (k.as_ref(), *due))
        .filter(|(k, _)| usable_key(k))
        .collect();
    kept.sort_unstable_by(|a, b| a.1.cmp(&b.1).then_with(|| a.0.cmp(b.0)));
    let max = limits::RENEWER_HANDOVER_SHARD_ENTRIES * limits::RENEWER_HANDOVER_SHARDS_MAX;
    kept.truncate(max);
    let chunks: Vec<&[(&str, u64)]> = if kept.is_empty() {
        vec![&[]]
    } else {
        kept.chunks(limits::RENEWER_HANDOVER_SHARD_ENTRIES)
            .collect()
    };
    let count = chunks.len();
    chunks
        .into_iter()
        .enumerate()
        .map(|(index, chunk)| {
            let mut lines = String::with_capacity(chunk.len() * 48);
            for (key, due) in chunk {
                lines.push_str(key);
                lines.push(' ');
                lines.push_str(&due.to_string());
                lines.push('\n');
            }
            BTreeMap::from([
                ("Format".to_owned(), FORMAT.to_owned()),
                ("Written".to_owned(), written.to_string()),
                ("Shard".to_owned(), index.to_string()),
                ("Shards".to_owned(), count.to_string()),
                ("Entries".to_owned(), lines),
            ])
        })
        .collect()
}

/// What shard `0` says about the whole schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Header {
    /// The write it belongs to (every shard of one write carries the same).
    pub(crate) written: u64,
    /// Shards in that write, at most [`limits::RENEWER_HANDOVER_SHARDS_MAX`].
    pub(crate) shards: usize,
}

/// The header of shard `0`, `None` when it is not a schedule of this format.
pub(crate) fn header(fields: &BTreeMap<String, String>) -> Option<Header> {
    if fields.get("Format").map(String::as_str) != Some(FORMAT)
        || fields.get("Shard").map(String::as_str) != Some("0")
    {
        return None;
    }
    let written = fields.get("Written")?.parse().ok()?;
    let shards: usize = fields.get("Shards")?.parse().ok()?;
    Some(Header {
        written,
        shards: shards.clamp(1, limits::RENEWER_HANDOVER_SHARDS_MAX),
    })
}

/// Adds shard `index` of the write `header` to `urgency`; a shard of another write (a
/// stale leftover), of another format or with another index adds nothing, and malformed
/// lines are skipped. Returns the keys added.
pub(crate) fn absorb(
    urgency: &mut Urgency,
    header: Header,
    index: usize,
    fields: &BTreeMap<String, String>,
) -> usize {
    let same_write = fields.get("Format").map(String::as_str) == Some(FORMAT)
        && fields.get("Written").and_then(|w| w.parse().ok()) == Some(header.written)
        && fields.get("Shard").and_then(|s| s.parse().ok()) == Some(index);
    let Some(lines) = fields.get("Entries").filter(|_| same_write) else {
        return 0;
    };
    let mut added = 0;
    for line in lines.lines().take(limits::RENEWER_HANDOVER_SHARD_ENTRIES) {
        let Some((key, due)) = line.split_once(' ') else {
            continue;
        };
        let Ok(due) = due.parse::<u64>() else {
            continue;
        };
        if !usable_key(key) {
            continue;
        }
        // A key named twice keeps its most urgent time.
        let slot = urgency.due.entry(key.to_owned()).or_insert(due);
        *slot = (*slot).min(due);
        added += 1;
    }
    added
}

fn usable_key(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= limits::RENEWER_HANDOVER_KEY_MAX
        && !key
            .bytes()
            .any(|b| b.is_ascii_whitespace() || b.is_ascii_control())
}

fn unix(at: SystemTime) -> u64 {
    at.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

impl Renewer {
    /// Reads the schedule the last leader left (see the module doc); empty when there is
    /// none, it cannot be read, or it is not one. Each shard costs a rate-limit slot.
    pub(super) fn read_handover(
        &mut self,
        ctx: &Context,
        term: Term,
        token: &SecretString,
    ) -> Result<Urgency, Stop> {
        let mut urgency = Urgency::default();
        let Some(store) = self.handover.clone() else {
            return Ok(urgency);
        };
        self.slot(ctx, term)?;
        let first = match store.get_fields(&self.vault, token, "0") {
            Ok(Some(fields)) => fields,
            Ok(None) => return Ok(urgency),
            Err(error) => {
                logger::warn(
                    "renewer: cannot read the hand-over schedule, entries are read in key order",
                    &[("error", &error.to_string())],
                );
                return Ok(urgency);
            }
        };
        let Some(header) = header(&first) else {
            logger::warn(
                "renewer: the hand-over schedule is not one this version reads, ignored",
                &[],
            );
            return Ok(urgency);
        };
        absorb(&mut urgency, header, 0, &first);
        for index in 1..header.shards {
            self.slot(ctx, term)?;
            match store.get_fields(&self.vault, token, &index.to_string()) {
                Ok(Some(fields)) => {
                    absorb(&mut urgency, header, index, &fields);
                }
                Ok(None) => {}
                Err(error) => {
                    logger::warn(
                        "renewer: cannot read a shard of the hand-over schedule",
                        &[("shard", &index.to_string()), ("error", &error.to_string())],
                    );
                }
            }
        }
        logger::info(
            "renewer: hand-over schedule read",
            &[
                ("entries", &urgency.len().to_string()),
                ("shards", &header.shards.to_string()),
            ],
        );
        Ok(urgency)
    }

    /// Writes the schedule of every tracked entry (its first expiry as Vault granted it).
    /// A failure is logged once per term (the policy may lack the schedule's path: the
    /// renewer works without it, a takeover then reads in key order).
    pub(super) fn write_handover(
        &mut self,
        ctx: &Context,
        term: Term,
        token: &SecretString,
    ) -> Result<(), Stop> {
        let Some(store) = self.handover.clone() else {
            return Ok(());
        };
        let now = self.clock.now();
        let wall = self.clock.wall();
        // The table's own uuids (shared), not copies: this runs beside every entry.
        let entries: Vec<(Arc<str>, u64)> = self
            .tracked
            .keys()
            .filter_map(|uuid| {
                let first = [Kind::Token, Kind::Lease]
                    .into_iter()
                    .filter_map(|kind| {
                        self.scheduler
                            .expires(&self.tracked, &Key::shared(uuid, kind))
                    })
                    .min()?;
                let left: Duration = first.saturating_duration_since(now);
                Some((Arc::clone(uuid), unix(wall).saturating_add(left.as_secs())))
            })
            .collect();
        for (index, shard) in encode(&entries, unix(wall)).iter().enumerate() {
            self.slot(ctx, term)?;
            if let Err(error) = store.put_fields(&self.vault, token, &index.to_string(), shard) {
                if !self.handover_warned {
                    self.handover_warned = true;
                    logger::warn(
                        "renewer: cannot write the hand-over schedule (the renewer's policy needs create and update on <kv>/data/<prefix>-schedule/*); a new leader will read entries in key order",
                        &[("error", &error.to_string())],
                    );
                }
                return Ok(());
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(items: &[(&str, u64)]) -> Vec<(String, u64)> {
        items.iter().map(|(k, d)| ((*k).to_owned(), *d)).collect()
    }

    /// Encodes `items`, reads the shards back, orders `keys` and compares.
    fn check(items: &[(&str, u64)], keys: &[&str], expect: &[&str]) {
        let shards = encode(&entries(items), 1000);
        let head = header(&shards[0]).unwrap();
        assert_eq!(head.shards, shards.len());
        let mut urgency = Urgency::default();
        for (i, shard) in shards.iter().enumerate() {
            absorb(&mut urgency, head, i, shard);
        }
        // By position in a list held elsewhere, as the relist orders its reads.
        let mut positions: Vec<usize> = (0..keys.len()).collect();
        urgency.order_by(&mut positions, |&p| keys[p]);
        let by_position: Vec<&str> = positions.iter().map(|&p| keys[p]).collect();
        assert_eq!(by_position, expect);
        let mut keys: Vec<String> = keys.iter().map(|k| (*k).to_owned()).collect();
        urgency.order(&mut keys);
        assert_eq!(keys, expect);
    }

    #[test]
    fn orders_most_urgent_first_and_unknown_keys_last() {
        check(
            &[("b", 30), ("a", 20), ("c", 10)],
            &["a", "b", "c", "d"],
            &["c", "a", "b", "d"],
        );
        // Keys the schedule names but the list does not are ignored; unknown keep order.
        check(&[("x", 1)], &["b", "a"], &["b", "a"]);
        check(&[], &["b", "a"], &["b", "a"]);
        // Keys with spaces or controls, or too long, are not written.
        let long = "k".repeat(limits::RENEWER_HANDOVER_KEY_MAX + 1);
        check(
            &[("a b", 1), (&long, 1), ("z", 5)],
            &["a b", "z"],
            &["z", "a b"],
        );
    }

    #[test]
    fn large_schedules_are_sharded_most_urgent_first() {
        let n = limits::RENEWER_HANDOVER_SHARD_ENTRIES * 2 + 1;
        let items: Vec<(String, u64)> = (0..n).map(|i| (format!("k{i}"), (n - i) as u64)).collect();
        let shards = encode(&items, 7);
        assert_eq!(shards.len(), 3);
        let head = header(&shards[0]).unwrap();
        assert_eq!(
            head,
            Header {
                written: 7,
                shards: 3
            }
        );
        // Shard 0 alone holds the most urgent keys.
        let mut urgency = Urgency::default();
        absorb(&mut urgency, head, 0, &shards[0]);
        assert_eq!(urgency.len(), limits::RENEWER_HANDOVER_SHARD_ENTRIES);
        assert!(urgency.due.contains_key(&format!("k{}", n - 1)));
        assert!(!urgency.due.contains_key("k0"));
        // Every shard stays inside the body cap of a Vault read.
        for shard in &shards {
            let size: usize = shard.values().map(String::len).sum();
            assert!((size as u64) < limits::VAULT_BODY_MAX / 2, "{size}");
        }
        assert_eq!(
            encode::<&str>(&[], 1).len(),
            1,
            "an empty schedule replaces a stale one"
        );
    }

    #[test]
    fn forged_and_stale_shards_add_nothing_or_only_order() {
        let head = Header {
            written: 5,
            shards: 2,
        };
        let shard = |written: &str, index: &str, lines: &str| {
            BTreeMap::from([
                ("Format".to_owned(), FORMAT.to_owned()),
                ("Written".to_owned(), written.to_owned()),
                ("Shard".to_owned(), index.to_owned()),
                ("Entries".to_owned(), lines.to_owned()),
            ])
        };
        let mut urgency = Urgency::default();
        // A leftover of an older write, or a shard claiming another index: ignored.
        assert_eq!(absorb(&mut urgency, head, 1, &shard("4", "1", "a 1\n")), 0);
        assert_eq!(absorb(&mut urgency, head, 1, &shard("5", "0", "a 1\n")), 0);
        // Garbage lines are skipped, the rest kept; a key named twice keeps its earliest.
        let junk = "no-time\n a\nb x\nc -1\nd 18446744073709551616\ne 9\ne 3\n\u{0}f 1\n";
        assert_eq!(absorb(&mut urgency, head, 1, &shard("5", "1", junk)), 2);
        assert_eq!(urgency.due.get("e"), Some(&3));
        assert_eq!(urgency.len(), 1);
        // Headers that are not this format's, or absurd shard counts, are bounded.
        let mut fields = shard("5", "0", "");
        assert_eq!(header(&fields), None, "no shard count");
        fields.insert("Shards".into(), "1000000000".into());
        assert_eq!(
            header(&fields).map(|h| h.shards),
            Some(limits::RENEWER_HANDOVER_SHARDS_MAX)
        );
        fields.insert("Format".into(), "2".into());
        assert_eq!(header(&fields), None);
        assert_eq!(header(&BTreeMap::new()), None);
    }

    #[test]
    #[allow(clippy::disallowed_methods)] // TEST_SEED, the project's property-test seed.
    fn property_decoding_random_text_never_panics_and_stays_bounded() {
        let seed = std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(crate::renewer::random_seed);
        let mut rng = crate::renewer::SplitMix64(seed);
        let alphabet = b"ab0123456789 \n-\t\x00\xff";
        for case in 0..2000 {
            let len = (rng.next_u64() % 400) as usize;
            let bytes: Vec<u8> = (0..len)
                .map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize])
                .collect();
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let fields = BTreeMap::from([
                ("Format".to_owned(), FORMAT.to_owned()),
                ("Written".to_owned(), "1".to_owned()),
                ("Shard".to_owned(), "0".to_owned()),
                ("Shards".to_owned(), text.clone()),
                ("Entries".to_owned(), text),
            ]);
            let head = header(&fields).unwrap_or(Header {
                written: 1,
                shards: 1,
            });
            let mut urgency = Urgency::default();
            let added = absorb(&mut urgency, head, 0, &fields);
            assert!(
                added <= limits::RENEWER_HANDOVER_SHARD_ENTRIES && urgency.len() <= added,
                "seed {seed} case {case}"
            );
        }
    }
}
