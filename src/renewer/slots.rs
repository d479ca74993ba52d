//! The scheduler's state of each key ([`Slot`]) and the table that holds them ([`Slots`]):
//! a renewer holds two keys per credential, so both are laid out for size.

use std::collections::HashMap;
use std::sync::Arc;

use crate::renewer::schedule::{Key, Kind};

/// One key's state, 32 bytes: a renewer holds two per credential, so times are nanoseconds
/// since the scheduler's epoch ([`NONE`] when unknown) rather than `Option<Instant>`s.
#[derive(Debug, Clone)]
pub(super) struct Slot {
    pub(super) due: u64,
    pub(super) expires: u64,
    pub(super) granted: u64,
    /// Which queued copy of the key is current. 32 bits: a stale copy is mistaken for the
    /// current one only if exactly 2^32 reschedulings happened while it waited, and then
    /// the key is renewed early once.
    pub(super) generation: u32,
    pub(super) failures: u16,
    pub(super) finished: bool,
}

/// The slots of every key, one table entry per uuid holding both kinds: half the table
/// entries and one copy of each key, where a table keyed by [`Key`] had two of each.
#[derive(Debug, Default)]
pub(super) struct Slots {
    by_uuid: HashMap<Arc<str>, [Option<Slot>; 2]>,
    len: usize,
}

impl Slots {
    fn index(kind: Kind) -> usize {
        match kind {
            Kind::Token => 0,
            Kind::Lease => 1,
        }
    }

    pub(super) fn find(&self, uuid: &str, kind: Kind) -> Option<&Slot> {
        self.by_uuid.get(uuid)?.get(Slots::index(kind))?.as_ref()
    }

    pub(super) fn get(&self, key: &Key) -> Option<&Slot> {
        self.find(&key.uuid, key.kind)
    }

    pub(super) fn get_mut(&mut self, key: &Key) -> Option<&mut Slot> {
        self.by_uuid
            .get_mut(&*key.uuid)?
            .get_mut(Slots::index(key.kind))?
            .as_mut()
    }

    pub(super) fn contains(&self, key: &Key) -> bool {
        self.get(key).is_some()
    }

    pub(super) fn insert(&mut self, key: Key, slot: Slot) {
        let pair = self.by_uuid.entry(key.uuid).or_default();
        if let Some(place) = pair.get_mut(Slots::index(key.kind))
            && place.replace(slot).is_none()
        {
            self.len = self.len.saturating_add(1);
        }
    }

    pub(super) fn remove(&mut self, key: &Key) {
        let Some(pair) = self.by_uuid.get_mut(&*key.uuid) else {
            return;
        };
        if let Some(place) = pair.get_mut(Slots::index(key.kind))
            && place.take().is_some()
        {
            self.len = self.len.saturating_sub(1);
        }
        if pair.iter().all(Option::is_none) {
            self.by_uuid.remove(&*key.uuid);
        }
    }

    pub(super) fn len(&self) -> usize {
        self.len
    }

    pub(super) fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub(super) fn values(&self) -> impl Iterator<Item = &Slot> {
        self.by_uuid.values().flatten().flatten()
    }

    pub(super) fn keys(&self) -> impl Iterator<Item = Key> + '_ {
        self.by_uuid.iter().flat_map(|(uuid, pair)| {
            [Kind::Token, Kind::Lease]
                .into_iter()
                .filter(|kind| pair.get(Slots::index(*kind)).is_some_and(Option::is_some))
                .map(|kind| Key::shared(uuid, kind))
        })
    }
}

/// An unknown time or grant in a [`Slot`].
pub(super) const NONE: u64 = u64::MAX;

pub(super) fn some(value: u64) -> Option<u64> {
    (value != NONE).then_some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_kinds_of_a_uuid_share_one_table_entry() {
        let slot = Slot {
            due: 1,
            expires: NONE,
            granted: NONE,
            generation: 1,
            failures: 0,
            finished: false,
        };
        let mut slots = Slots::default();
        let token = Key::new("u", Kind::Token);
        let lease = token.sibling(Kind::Lease);
        slots.insert(token.clone(), slot.clone());
        slots.insert(lease.clone(), slot.clone());
        slots.insert(lease.clone(), slot.clone());
        slots.insert(Key::new("v", Kind::Lease), slot);
        assert_eq!((slots.len(), slots.by_uuid.len()), (3, 2));
        let mut keys: Vec<Key> = slots.keys().collect();
        keys.sort();
        assert_eq!(
            keys,
            [token.clone(), lease.clone(), Key::new("v", Kind::Lease)]
        );
        assert_eq!(slots.values().count(), 3);
        slots.remove(&lease);
        assert!(slots.contains(&token) && !slots.contains(&lease));
        slots.remove(&token);
        slots.remove(&token);
        assert_eq!(
            (slots.len(), slots.by_uuid.len()),
            (1, 1),
            "an empty pair is dropped"
        );
        assert!(slots.find("v", Kind::Lease).is_some() && slots.find("v", Kind::Token).is_none());
    }
}
