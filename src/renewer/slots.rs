//! The scheduler's state of each key ([`Slot`]) and where it is kept ([`SlotStore`]: in
//! the renewer, inside its entries): a renewer holds two keys per credential, so both are
//! laid out for size.

#[cfg(test)]
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

/// The token's slot and the lease's slot of one uuid.
pub(super) type SlotPair = [Option<Slot>; 2];

fn index(kind: Kind) -> usize {
    match kind {
        Kind::Token => 0,
        Kind::Lease => 1,
    }
}

/// Where the scheduler keeps the slots: a table keyed by uuid whose values hold a
/// [`SlotPair`] each. The renewer's table of entries is one: each entry holds its pair, so
/// a credential costs one table entry and one copy of its uuid, not a second table at its
/// own growth factor (about 130 bytes a credential at 10,000). `Slots` is a table of
/// pairs alone.
pub(super) trait SlotStore {
    /// The pair of `uuid`, if it has one.
    fn pair(&self, uuid: &str) -> Option<&SlotPair>;

    /// The pair of `uuid`, to change, if it has one.
    fn pair_mut(&mut self, uuid: &str) -> Option<&mut SlotPair>;

    /// The pair to put a slot of `uuid` in: `None` when the store has no place for it (the
    /// renewer schedules only what it tracks).
    fn place(&mut self, uuid: &Arc<str>) -> Option<&mut SlotPair> {
        self.pair_mut(uuid)
    }

    /// A slot of `uuid` was cleared (a store of pairs alone drops an empty one).
    fn vacated(&mut self, _uuid: &str) {}

    /// Every uuid with its pair, in no particular order.
    fn pairs(&self) -> impl Iterator<Item = (&Arc<str>, &SlotPair)>;
}

/// The slot of `kind` for `uuid`.
pub(super) fn find<'a, S: SlotStore>(store: &'a S, uuid: &str, kind: Kind) -> Option<&'a Slot> {
    store.pair(uuid)?.get(index(kind))?.as_ref()
}

/// The slot of `key`, to change.
pub(super) fn find_mut<'a, S: SlotStore>(store: &'a mut S, key: &Key) -> Option<&'a mut Slot> {
    store
        .pair_mut(&key.uuid)?
        .get_mut(index(key.kind))?
        .as_mut()
}

/// Puts `slot` in for `key`; `false` when the store has no place for it.
pub(super) fn put<S: SlotStore>(store: &mut S, key: &Key, slot: Slot) -> bool {
    match store
        .place(&key.uuid)
        .and_then(|pair| pair.get_mut(index(key.kind)))
    {
        Some(place) => {
            *place = Some(slot);
            true
        }
        None => false,
    }
}

/// Clears the slot of `key`.
pub(super) fn clear<S: SlotStore>(store: &mut S, key: &Key) {
    let cleared = store
        .pair_mut(&key.uuid)
        .and_then(|pair| pair.get_mut(index(key.kind)))
        .and_then(Option::take)
        .is_some();
    if cleared {
        store.vacated(&key.uuid);
    }
}

/// Every slot, in no particular order.
pub(super) fn values<S: SlotStore>(store: &S) -> impl Iterator<Item = &Slot> {
    store.pairs().flat_map(|(_, pair)| pair.iter().flatten())
}

/// A store of pairs alone, one table entry per uuid holding both kinds: the scheduler's
/// unit tests keep their slots here (the renewer keeps them in its entries).
#[cfg(test)]
#[derive(Debug, Default)]
pub(super) struct Slots {
    by_uuid: HashMap<Arc<str>, SlotPair>,
}

#[cfg(test)]
impl SlotStore for Slots {
    fn pair(&self, uuid: &str) -> Option<&SlotPair> {
        self.by_uuid.get(uuid)
    }

    fn pair_mut(&mut self, uuid: &str) -> Option<&mut SlotPair> {
        self.by_uuid.get_mut(uuid)
    }

    fn place(&mut self, uuid: &Arc<str>) -> Option<&mut SlotPair> {
        Some(self.by_uuid.entry(Arc::clone(uuid)).or_default())
    }

    fn vacated(&mut self, uuid: &str) {
        if self
            .by_uuid
            .get(uuid)
            .is_some_and(|pair| pair.iter().all(Option::is_none))
        {
            self.by_uuid.remove(uuid);
        }
    }

    fn pairs(&self) -> impl Iterator<Item = (&Arc<str>, &SlotPair)> {
        self.by_uuid.iter()
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
        assert!(put(&mut slots, &token, slot.clone()));
        assert!(put(&mut slots, &lease, slot.clone()));
        assert!(put(&mut slots, &lease, slot.clone()));
        assert!(put(&mut slots, &Key::new("v", Kind::Lease), slot));
        assert_eq!((values(&slots).count(), slots.by_uuid.len()), (3, 2));
        for key in [&token, &lease] {
            assert!(find(&slots, "u", key.kind).is_some());
        }
        clear(&mut slots, &lease);
        assert!(
            find(&slots, "u", Kind::Token).is_some() && find(&slots, "u", Kind::Lease).is_none()
        );
        clear(&mut slots, &token);
        clear(&mut slots, &token);
        assert_eq!(
            (values(&slots).count(), slots.by_uuid.len()),
            (1, 1),
            "an empty pair is dropped"
        );
        assert!(
            find(&slots, "v", Kind::Lease).is_some() && find(&slots, "v", Kind::Token).is_none()
        );
        assert!(find_mut(&mut slots, &Key::new("v", Kind::Lease)).is_some());
    }
}
