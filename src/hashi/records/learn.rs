//! What the player has done in the tutorial and the drills, kept in localStorage under
//! `hashi:v1:learn`: the tutorial step reached, and per technique the drills done, those
//! answered right the first time and the seed of the next drill.

use crate::shell::storage;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const LEARN: &str = "hashi:v1:learn";
/// Set once the hub's offer of the learn page is dismissed; a key of its own, so that the hub
/// neither reads nor writes the drills' records.
pub const OFFER_DISMISSED: &str = "hashi:v1:learn-offer-dismissed";

/// One technique's drills.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrillRecord {
    /// Drills answered (right in the end).
    pub done: u32,
    /// Drills whose first move was right.
    pub first_try: u32,
    /// The seed of the next drill: drills go on from where the player left off.
    pub next_seed: u64,
}

impl DrillRecord {
    /// The share of drills done right the first time, in whole percent rounded to the
    /// nearest (half up); 0 when none is done.
    pub fn first_try_share(&self) -> u32 {
        if self.done == 0 {
            return 0;
        }
        let (first, done) = (u64::from(self.first_try), u64::from(self.done));
        u32::try_from((first * 200 + done) / (done * 2)).unwrap_or(100)
    }

    /// Counts the drill of `seed` as answered, right first time or not.
    pub fn answered(&mut self, seed: u64, first_try: bool) {
        self.done += 1;
        if first_try {
            self.first_try += 1;
        }
        self.next_seed = self.next_seed.max(seed.saturating_add(1));
    }
}

/// Everything the learn pages keep. Fields added later default, so older records load.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Learned {
    /// The tutorial step reached (0-based); the number of steps once it is finished.
    #[serde(default)]
    pub tutorial_step: usize,
    /// Per technique id.
    #[serde(default)]
    pub drills: BTreeMap<String, DrillRecord>,
    /// The bridges placed on the tutorial's whole puzzle (per-pair counts), so that a reload
    /// resumes it; read back through the rules, and dropped when the step changes.
    #[serde(default)]
    pub puzzle_position: Option<Vec<u8>>,
    /// Whether the hub's offer of the learn page was dismissed (where it was kept before it
    /// had a key of its own).
    #[serde(default)]
    pub offer_dismissed: bool,
}

/// What the hub's offer of the learn page reads of the record: only these fields, so that the
/// hub carries no code to read the drills' records.
#[derive(Debug, Default, PartialEq, Deserialize)]
pub(super) struct OfferView {
    #[serde(default)]
    pub(super) tutorial_step: usize,
    #[serde(default)]
    pub(super) offer_dismissed: bool,
}

/// Whether the learn page is still worth offering: the tutorial not started and the offer
/// never dismissed.
pub fn offer_open() -> bool {
    let view: OfferView = storage::read(LEARN);
    let dismissed: bool = storage::read(OFFER_DISMISSED);
    view.tutorial_step == 0 && !view.offer_dismissed && !dismissed
}

/// Dismisses the offer for good, where the browser stores it (the caller decides whether that
/// matters: the offer coming back is all that is lost).
pub fn dismiss_offer() -> Result<(), String> {
    storage::set(OFFER_DISMISSED, &true)
}

impl Learned {
    pub fn drill(&self, technique: &str) -> DrillRecord {
        self.drills.get(technique).copied().unwrap_or_default()
    }
}

/// The record as stored (empty when there is none or it cannot be read).
pub fn load() -> Learned {
    storage::read(LEARN)
}

/// Changes the stored record; the error is the storage's reason, which the page words
/// (`LessonWords::save_failed`).
pub fn update(change: impl FnOnce(&mut Learned)) -> Result<Learned, String> {
    let mut learned = load();
    change(&mut learned);
    storage::set(LEARN, &learned)?;
    Ok(learned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drills_count_first_tries_and_move_on_to_the_next_seed() {
        let mut record = DrillRecord::default();
        assert_eq!(record.first_try_share(), 0);
        record.answered(0, true);
        record.answered(1, false);
        record.answered(2, true);
        assert_eq!((record.done, record.first_try_share()), (3, 67));
        assert_eq!(record.next_seed, 3);
        // An older seed answered again does not send the player back.
        record.answered(0, true);
        assert_eq!(record.next_seed, 3);
    }

    #[test]
    fn the_offer_reads_its_fields_from_a_whole_record() {
        let learned = Learned {
            tutorial_step: 2,
            offer_dismissed: true,
            ..Learned::default()
        };
        let mut whole = learned.clone();
        whole
            .drills
            .insert("capacity".into(), DrillRecord::default());
        let view: OfferView =
            serde_json::from_str(&serde_json::to_string(&whole).unwrap()).unwrap();
        assert_eq!(view.tutorial_step, 2);
        assert!(view.offer_dismissed);
    }

    #[test]
    fn older_records_load_with_defaults() {
        let learned: Learned = serde_json::from_str(r#"{"tutorial_step":3}"#).unwrap();
        assert_eq!(learned.tutorial_step, 3);
        assert_eq!(learned.drill("isolation"), DrillRecord::default());
    }
}
