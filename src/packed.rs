//! A fixed number of strings in one allocation.
//!
//! The renewer keeps every credential it renews in memory, each with a dozen short
//! strings (lease id, accessor, namespace, pod name, uids...): as `String`s that is a
//! dozen allocations of 24 bytes inline plus the allocator's overhead each, more than the
//! text itself. Packed, it is one allocation of the text and 4 bytes an end.

/// `N` strings, concatenated in one `Box<str>`, with where each ends.
#[derive(Clone, PartialEq, Eq)]
pub struct Packed<const N: usize> {
    text: Box<str>,
    ends: [u32; N],
}

impl<const N: usize> Packed<N> {
    /// Packs `fields`. A field whose end would pass `u32::MAX` bytes (no field here comes
    /// near: KV and API bodies are capped far below) is cut to empty, with the others kept.
    pub fn new(fields: [&str; N]) -> Packed<N> {
        let mut text = String::with_capacity(fields.iter().map(|f| f.len()).sum());
        let mut ends = [0u32; N];
        for (end, field) in ends.iter_mut().zip(fields) {
            if let Ok(after) = u32::try_from(text.len().saturating_add(field.len())) {
                text.push_str(field);
                *end = after;
            } else {
                *end = u32::try_from(text.len()).unwrap_or(u32::MAX);
            }
        }
        Packed {
            text: text.into_boxed_str(),
            ends,
        }
    }

    /// Field `i` (empty when `i` is out of range).
    pub fn get(&self, i: usize) -> &str {
        let Some(&end) = self.ends.get(i) else {
            return "";
        };
        let start = match i.checked_sub(1) {
            Some(before) => self.ends.get(before).copied().unwrap_or(0),
            None => 0,
        };
        self.text
            .get(start as usize..end as usize)
            .unwrap_or_default()
    }
}

/// The fields, as a list. Nothing secret is packed (a token stays a
/// [`crate::secret::SecretString`] beside its packed fields).
impl<const N: usize> std::fmt::Debug for Packed<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries((0..N).map(|i| self.get(i))).finish()
    }
}

impl<const N: usize> Default for Packed<N> {
    fn default() -> Packed<N> {
        Packed {
            text: Box::default(),
            ends: [0; N],
        }
    }
}

/// A value that holds the string it is found by (a UID, a uuid, `<namespace>/<name>`).
pub trait HasKey {
    /// The string the value is found by.
    fn key(&self) -> &str;
}

/// A value as a set's element or a map's key, hashed and compared by the key it holds
/// ([`HasKey`]): an index of many packed values then keeps no second copy of each key, and
/// is looked up by `&str` (`Borrow`). Two values with one key are one element, so an
/// update must `replace` (a set keeps the element it first had) or remove and insert.
#[derive(Debug, Clone)]
pub struct ByKey<T>(pub T);

impl<T: HasKey> PartialEq for ByKey<T> {
    fn eq(&self, other: &ByKey<T>) -> bool {
        self.0.key() == other.0.key()
    }
}

impl<T: HasKey> Eq for ByKey<T> {}

impl<T: HasKey> std::hash::Hash for ByKey<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // As `str` hashes: a lookup by `&str` (`Borrow`) must find it.
        self.0.key().hash(state);
    }
}

impl<T: HasKey> std::borrow::Borrow<str> for ByKey<T> {
    fn borrow(&self) -> &str {
        self.0.key()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_come_back_as_they_went_in() {
        let packed = Packed::new(["a", "", "héllo", "xyz", ""]);
        let got: Vec<&str> = (0..5).map(|i| packed.get(i)).collect();
        assert_eq!(got, ["a", "", "héllo", "xyz", ""]);
        assert_eq!(packed.get(5), "");
        assert_eq!(Packed::<3>::default().get(1), "");
    }

    #[test]
    fn one_allocation_of_the_text_and_four_bytes_an_end() {
        assert_eq!(size_of::<Packed<11>>(), 16 + 44 + 4);
    }

    #[test]
    fn by_key_is_found_by_the_key_it_holds() {
        struct Pod(&'static str, u32);
        impl HasKey for Pod {
            fn key(&self) -> &str {
                self.0
            }
        }
        let mut set = std::collections::HashSet::new();
        set.insert(ByKey(Pod("a", 1)));
        assert!(!set.insert(ByKey(Pod("a", 2))), "one key, one element");
        assert_eq!(set.get("a").map(|p| p.0.1), Some(1));
        set.replace(ByKey(Pod("a", 3)));
        assert_eq!(set.get("a").map(|p| p.0.1), Some(3));
        assert!(!set.contains("b"));
    }
}
