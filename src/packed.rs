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
}
