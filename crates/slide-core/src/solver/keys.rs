//! The search's keys: a board as four words, seen only through the pieces that matter at a
//! stage, and a cheap hasher for them.

use crate::board::{Board, GapId, PieceId, PIECE_COUNT};
use std::hash::Hasher;

/// A compact key of a board: each piece's and gap's cell in six bits, ten to a word, so keys
/// compare as four integers rather than through a byte-wise comparison.
pub(super) type Key = [u64; 4];

/// The key of a board seen only through the pieces in `relevant` (and the gaps): boards that
/// differ only in other small pieces count as one, which collapses the huge plateaus where
/// the search would shuffle pieces it does not care about yet.
pub(super) fn key(board: &Board, relevant: &[bool; PIECE_COUNT]) -> Key {
    let mut k = [0u64; 4];
    let mut put = |slot: usize, c: crate::board::Cell| {
        k[slot / 10] |= u64::from(c.y * 8 + c.x) << (6 * (slot % 10));
    };
    for (slot, (id, &keep)) in PieceId::all().zip(relevant).enumerate() {
        if keep {
            put(slot, board.piece(id));
        }
    }
    for gap in GapId::BOTH {
        put(PIECE_COUNT + gap.0 as usize, board.gap(gap));
    }
    k
}

/// A multiply-rotate hasher for keys: the standard SipHash costs more than the rest of an
/// expansion, and keys come from the solver, not from an attacker.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn finish(&self) -> u64 {
        // A product's low bits depend only on low input bits, and the table indexes by them:
        // fold the high half down.
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h
    }
}
