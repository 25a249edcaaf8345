//! Looking for the first conclusion: a bit set of the items still worth a look ([`Flags`]),
//! and the first item or edge where a technique or a graph walk reports one.

use super::Deduction;
use crate::puzzle::EdgeId;
use crate::solver::bounds::Contradiction;

/// A set of items, one bit each. A rating applies one deduction at a time, and each looks
/// for the first flagged item: a scan of one flag per item from the start was most of the
/// time a 100x100 board took to rate, where a word at a time skips 64 unflagged items.
pub(super) struct Flags {
    words: Vec<u64>,
}

impl Flags {
    /// Every item of `0..len` flagged.
    pub(super) fn all(len: usize) -> Self {
        let mut words = vec![u64::MAX; len.div_ceil(64)];
        if !len.is_multiple_of(64) {
            if let Some(last) = words.last_mut() {
                *last = (1u64 << (len % 64)) - 1;
            }
        }
        Self { words }
    }

    // Inlined in the maker's build, as `Bounds`' accessors are (`solver::bounds`).
    #[inline]
    pub(super) fn set(&mut self, item: usize) {
        self.words[item / 64] |= 1 << (item % 64);
    }

    #[inline]
    pub(super) fn clear(&mut self, item: usize) {
        self.words[item / 64] &= !(1 << (item % 64));
    }

    /// The first flagged item at or after `from`.
    #[inline]
    pub(super) fn next_from(&self, from: usize) -> Option<usize> {
        let mut word = from / 64;
        let mut bits = self.words.get(word)? & (u64::MAX << (from % 64));
        loop {
            if bits != 0 {
                return Some(word * 64 + bits.trailing_zeros() as usize);
            }
            word += 1;
            bits = *self.words.get(word)?;
        }
    }
}

/// The first item still flagged where `at` draws a conclusion; items where it draws none are
/// unflagged until something near them changes.
pub(super) fn first_at(
    flagged: &mut Flags,
    mut at: impl FnMut(usize) -> Result<Option<Deduction>, Contradiction>,
) -> Result<Option<Deduction>, Contradiction> {
    let mut from = 0;
    while let Some(item) = flagged.next_from(from) {
        match at(item)? {
            Some(d) => return Ok(Some(d)),
            None => flagged.clear(item),
        }
        from = item + 1;
    }
    Ok(None)
}

/// The first edge a graph walk reports (the walks report in edge order).
pub(super) fn first_edge(
    walk: impl FnOnce(&mut dyn FnMut(EdgeId)) -> Result<(), Contradiction>,
) -> Result<Option<EdgeId>, Contradiction> {
    let mut found = None;
    walk(&mut |edge| {
        found.get_or_insert(edge);
    })?;
    Ok(found)
}
