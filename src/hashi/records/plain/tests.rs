//! The plain forms of a save and of the statistics against their serde forms: the same text
//! written, the same record (or a refusal) read, from records of every earlier shape and
//! from damaged ones.

use crate::hashi::records::drafts::StoredDraft;
use crate::hashi::records::learn::{DrillRecord, Learned, OfferView};
use crate::hashi::records::pace::PaceRecord;
use crate::hashi::records::personal_packs::{PersonalPacks, StoredPack, StoredPuzzle};
use crate::hashi::records::saves::StoredGame;
use crate::hashi::records::snapshots::Snapshot;
use crate::hashi::records::stats::{DailyResult, Record, Stats};
use hashi_core::pace::{PuzzleShape, Solve};
use hashi_core::rating::Band;
use proptest::prelude::*;
use session::{EntryKind, Save, SavedEntry};
use std::collections::BTreeMap;

fn any_save() -> impl Strategy<Value = Save> {
    (
        "[0-9x:a-z]{1,12}",
        prop::collection::vec("[0-9,+\\-]{1,8}", 0..8),
        any::<u32>(),
        prop::collection::vec(0usize..9, 0..3),
        any::<bool>(),
        "[A-Za-z0-9_\\-]{0,8}",
    )
        .prop_map(
            |(start, moves, hints_used, hints_by_depth, revealed, times)| {
                let position = moves.len();
                Save {
                    version: Save::<()>::VERSION,
                    game: "hashi".into(),
                    start,
                    entries: moves
                        .into_iter()
                        .map(|mv| SavedEntry {
                            kind: EntryKind::Play,
                            mv,
                        })
                        .collect(),
                    position,
                    hints_used,
                    hints_by_depth,
                    revealed,
                    times,
                    extra: (),
                }
            },
        )
}

fn any_stored_game() -> impl Strategy<Value = StoredGame> {
    (
        any_save(),
        any::<u64>(),
        any::<bool>(),
        prop::collection::vec(any::<usize>(), 0..4),
        prop::option::of(any::<u64>()),
        prop::option::of("[0-2]{0,12}"),
        any::<u64>(),
    )
        .prop_map(
            |(save, elapsed_ms, counted, marked, saved_ms, solution, revision)| StoredGame {
                save,
                elapsed_ms,
                counted,
                marked,
                saved_ms,
                solution,
                revision,
            },
        )
}

fn any_stats() -> impl Strategy<Value = Stats> {
    let record = (any::<u32>(), prop::option::of(any::<u64>()))
        .prop_map(|(solved, best_ms)| Record { solved, best_ms });
    let daily = (
        any::<u64>(),
        any::<u32>(),
        prop::option::of("[0-9T:\\-]{0,16}"),
    )
        .prop_map(|(elapsed_ms, hints, solved_at)| DailyResult {
            elapsed_ms,
            hints,
            solved_at,
        });
    (
        prop::collection::btree_map("[a-z0-9 x]{0,10}", record, 0..5),
        prop::collection::vec("[a-z0-9/\\-]{0,12}", 0..5),
        prop::collection::btree_map("[0-9\\-]{10}", daily, 0..5),
        any::<u64>(),
        any::<u64>(),
    )
        .prop_map(
            |(records, solved_ids, daily, hints_used, assisted_solves)| Stats {
                records,
                solved_ids,
                daily,
                hints_used,
                assisted_solves,
            },
        )
}

fn any_learned() -> impl Strategy<Value = Learned> {
    let drill =
        (any::<u32>(), any::<u32>(), any::<u64>()).prop_map(|(done, first_try, next_seed)| {
            DrillRecord {
                done,
                first_try,
                next_seed,
            }
        });
    (
        any::<usize>(),
        prop::collection::btree_map("[a-z_]{0,10}", drill, 0..4),
        prop::option::of(prop::collection::vec(0u8..3, 0..20)),
        any::<bool>(),
    )
        .prop_map(
            |(tutorial_step, drills, puzzle_position, offer_dismissed)| Learned {
                tutorial_step,
                drills,
                puzzle_position,
                offer_dismissed,
            },
        )
}

/// Kept solves: each solve's own fields are held to serde's in the core (`pace::plain`).
fn any_pace() -> impl Strategy<Value = PaceRecord> {
    let solve = (
        any::<u32>(),
        any::<u16>(),
        prop::option::of(Just(Band::Hard)),
    )
        .prop_map(|(seconds, hints, band)| Solve {
            shape: PuzzleShape::default(),
            seconds,
            hints,
            band,
        });
    (any::<u64>(), prop::collection::vec(solve, 0..5))
        .prop_map(|(revision, solves)| PaceRecord { revision, solves })
}

fn any_snapshots() -> impl Strategy<Value = Vec<Snapshot>> {
    prop::collection::vec(
        ("\\PC{0,8}", "[0-9,;=\\-]{0,16}", any::<usize>()).prop_map(|(name, position, bridges)| {
            Snapshot {
                name,
                position,
                bridges,
            }
        }),
        0..4,
    )
}

fn any_personal_packs() -> impl Strategy<Value = PersonalPacks> {
    let puzzle = (
        any::<usize>(),
        "[0-9a-z:]{1,12}",
        (any::<usize>(), any::<usize>()),
        "[a-z]{0,7}",
        // Scores as the rater gives them: a few decimals.
        0u32..100_000,
        "[a-z0-9/]{0,12}",
        "[0-2]{0,12}",
    )
        .prop_map(
            |(number, task, (w, h), band, score, triple, solution)| StoredPuzzle {
                number,
                task,
                w,
                h,
                band,
                score: f64::from(score) / 4.0,
                triple,
                solution,
            },
        );
    let pack = (
        "m[0-9]{1,3}",
        "\\PC{0,10}",
        prop::collection::vec(puzzle, 0..4),
    )
        .prop_map(|(id, name, puzzles)| StoredPack { id, name, puzzles });
    (any::<u64>(), prop::collection::vec(pack, 0..3))
        .prop_map(|(revision, packs)| PersonalPacks { revision, packs })
}

fn any_drafts() -> impl Strategy<Value = Vec<StoredDraft>> {
    let draft = (
        "[a-z0-9]{1,8}",
        (
            1usize..30,
            1usize..30,
            prop::collection::vec(any::<(usize, usize, u8)>(), 0..4),
        ),
        // Milliseconds since 1970, as the page's clock gives them.
        0u64..4_000_000_000_000,
        "[a-z]{0,8}",
        any::<u64>(),
    )
        .prop_map(
            |(id, (width, height, islands), ms, status, revision)| StoredDraft {
                id,
                draft: hashi_core::editor::SavedDraft {
                    width,
                    height,
                    islands,
                    bridges: Vec::new(),
                    last_change: None,
                },
                updated_ms: ms as f64,
                status,
                revision,
            },
        );
    prop::collection::vec(draft, 0..3)
}

/// `value` written plainly is serde's text, and reads back to itself.
fn same_as_serde<T>(value: T) -> Result<(), TestCaseError>
where
    T: plain_json::Plain + serde::Serialize + PartialEq + std::fmt::Debug,
{
    let text = plain_json::to_string(&value);
    prop_assert_eq!(&text, &serde_json::to_string(&value).unwrap());
    prop_assert_eq!(plain_json::from_str::<T>(&text), Ok(value));
    Ok(())
}

const PIECES: &[&str] = &[
    "",
    "",
    "\"save\":",
    "\"counted\":",
    "\"marked\":",
    "\"solution\":",
    "\"revision\":",
    "\"records\":",
    "\"daily\":",
    "\"best_ms\":",
    "\"solved_at\":",
    "null",
    "true",
    "0",
    "-1",
    "2.5",
    "[]",
    "{}",
    ",",
    "\"",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn saves_are_written_and_read_as_serde_does(stored in any_stored_game()) {
        let text = plain_json::to_string(&stored);
        prop_assert_eq!(&text, &serde_json::to_string(&stored).unwrap());
        prop_assert_eq!(plain_json::from_str::<StoredGame>(&text), Ok(stored));
    }

    #[test]
    fn statistics_are_written_and_read_as_serde_does(stats in any_stats()) {
        let text = plain_json::to_string(&stats);
        prop_assert_eq!(&text, &serde_json::to_string(&stats).unwrap());
        prop_assert_eq!(plain_json::from_str::<Stats>(&text), Ok(stats));
    }

    #[test]
    fn chunk_records_are_written_and_read_as_serde_does(
        learned in any_learned(),
        pace in any_pace(),
        snapshots in any_snapshots(),
        packs in any_personal_packs(),
        drafts in any_drafts(),
    ) {
        let offer = OfferView {
            tutorial_step: learned.tutorial_step,
            offer_dismissed: learned.offer_dismissed,
        };
        let text = serde_json::to_string(&learned).unwrap();
        prop_assert_eq!(plain_json::from_str::<OfferView>(&text), Ok(offer));
        same_as_serde(learned)?;
        same_as_serde(pace)?;
        same_as_serde(snapshots)?;
        same_as_serde(packs)?;
        same_as_serde(drafts)?;
    }

    #[test]
    fn damaged_saves_read_as_serde_reads_them(
        stored in any_stored_game(),
        at in any::<prop::sample::Index>(),
        cut in 0usize..6,
        piece in prop::sample::select(PIECES.to_vec()),
    ) {
        let text = serde_json::to_string(&stored).unwrap();
        let text = mutation::edit(&text, at.index(text.len() + 1), cut, piece);
        prop_assert_eq!(
            plain_json::from_str::<StoredGame>(&text).ok(),
            serde_json::from_str::<StoredGame>(&text).ok(),
            "{}", text
        );
    }

    #[test]
    fn damaged_statistics_read_as_serde_reads_them(
        stats in any_stats(),
        at in any::<prop::sample::Index>(),
        cut in 0usize..6,
        piece in prop::sample::select(PIECES.to_vec()),
    ) {
        let text = serde_json::to_string(&stats).unwrap();
        let text = mutation::edit(&text, at.index(text.len() + 1), cut, piece);
        prop_assert_eq!(
            plain_json::from_str::<Stats>(&text).ok(),
            serde_json::from_str::<Stats>(&text).ok(),
            "{}", text
        );
    }
}

#[test]
fn records_of_earlier_shapes_read_as_serde_reads_them() {
    let saves = [
        // Before marks, the kept solution, the time of writing and revisions; a version 1
        // save inside.
        r#"{"save":{"puzzle":"3x3:1a2","actions":["0-1"],"position":1},"elapsed_ms":12}"#,
        r#"{"save":{"version":3,"game":"hashi","start":"s","entries":[],"position":0,"hints_used":0,"revealed":false},"elapsed_ms":0,"counted":true,"marked":[2],"saved_ms":null,"solution":null,"revision":4}"#,
        r#"{"elapsed_ms":3}"#,
        r#"{"save":{"start":"s","entries":[],"position":0},"elapsed_ms":-3}"#,
    ];
    for text in saves {
        assert_eq!(
            plain_json::from_str::<StoredGame>(text).ok(),
            serde_json::from_str::<StoredGame>(text).ok(),
            "{text}"
        );
    }
    let stats = [
        "{}",
        r#"{"records":{"easy 7x7":{"solved":2,"best_ms":null}},"solved_ids":["easy-001"]}"#,
        r#"{"daily":{"2026-11-23":{"elapsed_ms":61000,"hints":0}},"hints_used":2}"#,
        r#"{"records":{"easy 7x7":{"best_ms":5}}}"#,
        r#"{"records":{"a":{"solved":1},"a":{"solved":2}}}"#,
    ];
    for text in stats {
        assert_eq!(
            plain_json::from_str::<Stats>(text).ok(),
            serde_json::from_str::<Stats>(text).ok(),
            "{text}"
        );
    }
    let read: Stats = plain_json::from_str(stats[4]).unwrap();
    assert_eq!(
        read.records,
        BTreeMap::from([(
            "a".to_string(),
            Record {
                solved: 2,
                best_ms: None
            }
        )])
    );
}
