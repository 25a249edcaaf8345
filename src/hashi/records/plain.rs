//! Hashi's records in their plain form ([`plain_json`]), as the page reads and writes them, so
//! that neither the main module nor its chunks carry serde_json for them: the same stored
//! names, defaults and omissions as their serde form (which the backup reads and writes),
//! held to it by this module's tests.

use super::drafts::StoredDraft;
use super::learn::{DrillRecord, Learned, OfferView};
use super::pace::PaceRecord;
use super::personal_packs::{PersonalPacks, StoredPack, StoredPuzzle};
use super::saves::StoredGame;
use super::snapshots::Snapshot;
use super::stats::{DailyResult, Record, Stats};
use plain_json::record;

record!(StoredGame {
    save: required,
    elapsed_ms: required,
    counted: default,
    marked: default,
    saved_ms: skip_none,
    solution: skip_none,
    revision: default,
});

record!(Record {
    solved: required,
    best_ms: default,
});

record!(DailyResult {
    elapsed_ms: required,
    hints: required,
    solved_at: skip_none,
});

record!(Stats {
    records: default,
    solved_ids: default,
    daily: default,
    hints_used: default,
    assisted_solves: default,
});

record!(DrillRecord {
    done: required,
    first_try: required,
    next_seed: required,
});

record!(Learned {
    tutorial_step: default,
    drills: default,
    puzzle_position: default,
    offer_dismissed: default,
});

// The hub's offer reads two fields of the learn record, which the learn pages write whole.
record!(OfferView {
    tutorial_step: default,
    offer_dismissed: default,
});

record!(PaceRecord {
    revision: default,
    solves: default,
});

record!(Snapshot {
    name: required,
    position: required,
    bridges: required,
});

record!(StoredPuzzle {
    number: required,
    task: required,
    w: required,
    h: required,
    band: required,
    score: required,
    triple: skip_empty,
    solution: required,
});

record!(StoredPack {
    id: required,
    name: required,
    puzzles: required,
});

record!(PersonalPacks {
    revision: default,
    packs: default,
});

record!(StoredDraft {
    id: required,
    draft: required,
    updated_ms: required,
    status: default,
    revision: default,
});

// Property tests against serde: native only, as proptest is.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
