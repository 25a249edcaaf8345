//! The backup's native tests: every kind of record survives a backup and a restore, a damaged
//! or foreign file is refused whole (never a panic), and merges keep the newer save and the
//! better statistics. Also measures a backup of 200 saves.

use super::error::BackupError;
use super::format::{Backup, HashiRecords, SlideRecords, FORMAT, VERSION};
use super::merge::merge;
use super::read::read;
use crate::hashi::records::drafts::StoredDraft;
use crate::hashi::records::learn::{DrillRecord, Learned};
use crate::hashi::records::pace::PaceRecord;
use crate::hashi::records::snapshots::Snapshot;
use crate::hashi::records::stats::{DailyResult, Record};
use crate::hashi::records::{Stats, StoredGame};
use crate::shell::prefs::{Prefs, Step, Theme};
use hashi_core::daily::LocalTime;
use hashi_core::editor::SavedDraft;
use hashi_core::formats::parse_task;
use hashi_core::pace::{PuzzleShape, Solve};
use hashi_core::rating::Band;
use hashi_core::{Game, Mode, Move};
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::sync::Arc;

const SMALL: &str = "7x7:a2b4a2g1c5i2a3a7a4g1c3b";

/// `game` with its puzzle's solution placed edge by edge, stopping after `moves` edges.
fn played(task: &str, moves: usize) -> Game {
    let puzzle = Arc::new(parse_task(task).expect(task));
    let solution = hashi_core::solver::unique_solution(&puzzle).expect("one solution");
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    let placed = (0..puzzle.edges().len()).filter(|&e| solution.count(e) > 0);
    for edge in placed.take(moves) {
        let mv = Move::setting_edge(&puzzle, edge, solution.setting(edge));
        game.play(&[mv]).expect("a solution's bridge fits");
    }
    game
}

fn stored(game: &Game, saved_ms: Option<u64>) -> StoredGame {
    StoredGame {
        save: game.save(),
        elapsed_ms: 61_000,
        counted: game.is_solved(),
        marked: vec![0, 2],
        saved_ms,
        solution: None,
        revision: 0,
    }
}

/// A backup holding one or more of every kind of record.
fn sample() -> Backup {
    let solved = played(SMALL, usize::MAX);
    assert!(solved.is_solved());
    let mut started = played("7x7:4b3b2g4a1c4g6c4a6g4a2c2", 3);
    started.undo();
    let mut saves = BTreeMap::new();
    saves.insert(
        "p/easy-001".to_string(),
        stored(&solved, Some(1_700_000_000_000)),
    );
    saves.insert("p/easy-002".to_string(), stored(&started, None));
    let snapshot = Snapshot {
        name: "before the left side".into(),
        position: played(SMALL, 2).snapshot(),
        bridges: 2,
    };
    let mut stats = Stats::default();
    stats.record(
        "easy 7x7",
        "p/easy-001",
        61_000,
        1,
        solved_at("2026-11-23T09:00"),
    );
    stats.record(
        "medium 10x10",
        "daily/2026-11-23",
        250_000,
        0,
        solved_at("2026-11-23T10:00"),
    );
    let mut slide = slide_core::Game::challenge(slide_core::Challenge { seed: 7, steps: 50 });
    if let Some(mv) = slide.press(slide_core::Dir::Left) {
        let _ = slide.play(mv);
    }
    let hashi = HashiRecords {
        saves,
        snapshots: BTreeMap::from([("p/easy-001".to_string(), vec![snapshot])]),
        stats,
        technique_uses: BTreeMap::from([(
            "g5/hard/10x10/3".to_string(),
            BTreeMap::from([("capacity".to_string(), 4)]),
        )]),
        last_puzzle: Some("/hashi/p/easy-002".into()),
        drafts: vec![StoredDraft {
            id: "d123".into(),
            draft: SavedDraft {
                width: 7,
                height: 7,
                islands: vec![(0, 0, 1), (0, 3, 1)],
                bridges: vec![(0, 0, 0, 3, 1)],
                last_change: Some((0, 3)),
            },
            updated_ms: 1_700_000_000_500.0,
            status: "unique".into(),
            revision: 0,
        }],
        learn: Learned {
            tutorial_step: 7,
            puzzle_position: Some(vec![2, 0, 1]),
            drills: BTreeMap::from([(
                "capacity".to_string(),
                DrillRecord {
                    done: 4,
                    first_try: 3,
                    next_seed: 9,
                },
            )]),
            offer_dismissed: true,
        },
        pace: PaceRecord {
            revision: 2,
            solves: vec![Solve {
                shape: PuzzleShape {
                    islands: 11,
                    uses: [1, 12, 0, 0, 0, 0, 0],
                    guesses: 0,
                },
                seconds: 61,
                hints: 1,
                band: Some(Band::Easy),
            }],
        },
        personal_packs: crate::hashi::records::personal_packs::PersonalPacks {
            revision: 2,
            packs: vec![crate::hashi::records::personal_packs::StoredPack {
                id: "m1".into(),
                name: "Mine".into(),
                puzzles: vec![crate::hashi::records::personal_packs::StoredPuzzle {
                    number: 1,
                    task: "3x1:2a2".into(),
                    w: 3,
                    h: 1,
                    band: "easy".into(),
                    score: 1.0,
                    triple: "capacity/0/capacity/capacity".into(),
                    solution: "2".into(),
                }],
            }],
        },
    };
    let slide = SlideRecords {
        save: Some(slide.save()),
        best: BTreeMap::from([("7/50".to_string(), 31)]),
        picture: Some("data:image/png;base64,iVBORw0KGgo=".into()),
    };
    let settings = Prefs {
        theme: Some(Theme::Dark),
        hide_timer: true,
        keep_awake: true,
        line_size: Step::Larger,
        ..Prefs::default()
    };
    Backup::new(1_700_000_001_000, hashi, slide, Some(settings))
}

fn empty() -> Backup {
    Backup::new(0, HashiRecords::default(), SlideRecords::default(), None)
}

#[test]
fn every_kind_of_record_round_trips_through_the_file() {
    let backup = sample();
    let text = backup.to_json();
    assert!(
        text.starts_with("{\n  \"format\": \"hashi-backup\",\n  \"version\": 1"),
        "{text}"
    );
    assert_eq!(read(&text), Ok(backup.clone()));
    // Restored into an empty browser, the merge hands back every record.
    let merged = merge(empty(), read(&text).unwrap());
    assert_eq!(merged.saves_from_file, 2);
    let mut expected = backup;
    expected.made_ms = 0;
    assert_eq!(merged.records, expected);
}

#[test]
fn a_backup_from_before_the_time_model_still_restores() {
    let text = sample().to_json();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut old = value.clone();
    let hashi = old["hashi"].as_object_mut().expect("the hashi part");
    assert!(hashi.remove("pace").is_some(), "{text}");
    let restored = read(&serde_json::to_string(&old).unwrap()).expect("an old file reads");
    assert_eq!(restored.hashi.pace, PaceRecord::default());
    assert_eq!(restored.hashi.learn, sample().hashi.learn);
    // Restored over a browser that has solves, it keeps them.
    let merged = merge(sample(), restored);
    assert_eq!(merged.records.hashi.pace, sample().hashi.pace);
}

#[test]
fn a_foreign_or_newer_file_is_named_as_such() {
    assert!(matches!(
        read("not json"),
        Err(BackupError::NotJson { line: 1, .. })
    ));
    assert!(matches!(
        read("{\"a\":\n  1,"),
        Err(BackupError::NotJson { line: 2, .. })
    ));
    assert_eq!(read("{\"a\": 1}"), Err(BackupError::Foreign));
    assert_eq!(read("[1, 2]"), Err(BackupError::Foreign));
    // A save copied out of localStorage by hand is not a backup either.
    let save = serde_json::to_string(&stored(&played(SMALL, 1), None)).unwrap();
    assert_eq!(read(&save), Err(BackupError::Foreign));
    let newer = format!("{{\"format\": \"{FORMAT}\", \"version\": {}}}", VERSION + 1);
    assert_eq!(
        read(&newer),
        Err(BackupError::TooNew {
            version: VERSION + 1
        })
    );
    let message = read(&newer).unwrap_err().to_string();
    assert!(message.contains("newer version"), "{message}");
}

#[test]
fn a_damaged_part_is_refused_with_where_and_why() {
    let text = sample().to_json();
    // A move that breaks the rules, replayed as on opening the puzzle.
    let mut backup = sample();
    let save = &mut backup.hashi.saves.get_mut("p/easy-002").unwrap().save;
    save.entries[0].mv = "0,1-0,3=2".into();
    match read(&backup.to_json()) {
        Err(BackupError::Save { id, reason }) => {
            assert_eq!(id, "p/easy-002");
            assert!(reason.contains("move 1"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    // A field of the wrong type is placed by line.
    let broken = text.replacen("\"elapsed_ms\":61000", "\"elapsed_ms\":\"a minute\"", 1);
    match read(&broken) {
        Err(e @ BackupError::Shape { line, .. }) => {
            assert!(line > 1);
            assert!(e.to_string().contains(&format!("line {line}")), "{e}");
        }
        other => panic!("{other:?}"),
    }
    let mut backup = sample();
    backup.hashi.saves.get_mut("p/easy-001").unwrap().marked = vec![99];
    assert!(matches!(
        read(&backup.to_json()),
        Err(BackupError::Save { .. })
    ));
    let mut backup = sample();
    backup.hashi.drafts[0].draft.width = 100_000;
    assert!(matches!(
        read(&backup.to_json()),
        Err(BackupError::Draft { .. })
    ));
    let mut backup = sample();
    backup.hashi.snapshots.get_mut("p/easy-001").unwrap()[0].position = "0,1-0,3=9".into();
    assert!(matches!(
        read(&backup.to_json()),
        Err(BackupError::Snapshot { .. })
    ));
    let mut backup = sample();
    backup.hashi.last_puzzle = Some("https://elsewhere.example/".into());
    assert!(matches!(
        read(&backup.to_json()),
        Err(BackupError::Value { .. })
    ));
    let mut backup = sample();
    backup.slide.picture = Some("javascript:alert(1)".into());
    assert!(matches!(
        read(&backup.to_json()),
        Err(BackupError::Value { .. })
    ));
}

#[test]
fn of_two_saves_of_one_puzzle_the_newer_stays() {
    let older = stored(&played(SMALL, 1), Some(1_000));
    let mut newer = stored(&played(SMALL, 4), Some(2_000));
    newer.counted = false;
    let with = |save: &StoredGame| {
        let mut b = empty();
        b.hashi.saves.insert("p/easy-001".into(), save.clone());
        b
    };
    let mut older_counted = older.clone();
    older_counted.counted = true;
    let merged = merge(with(&older_counted), with(&newer));
    assert_eq!((merged.saves_from_file, merged.saves_kept_here), (1, 0));
    let kept = &merged.records.hashi.saves["p/easy-001"];
    assert_eq!(kept.save, newer.save);
    assert!(
        kept.counted,
        "a puzzle counted on either side is never counted again"
    );
    let merged = merge(with(&newer), with(&older));
    assert_eq!((merged.saves_from_file, merged.saves_kept_here), (0, 1));
    assert_eq!(merged.records.hashi.saves["p/easy-001"].save, newer.save);
    // Without save times, the copy with more time played is the later one.
    let (mut a, mut b) = (older.clone(), newer.clone());
    (a.saved_ms, b.saved_ms, a.elapsed_ms, b.elapsed_ms) = (None, None, 5_000, 9_000);
    assert_eq!(
        merge(with(&a), with(&b)).records.hashi.saves["p/easy-001"].save,
        newer.save
    );
}

#[test]
fn of_two_statistics_the_better_stays() {
    let mut here = empty();
    here.hashi.stats = Stats {
        records: BTreeMap::from([
            (
                "easy 7x7".into(),
                Record {
                    solved: 5,
                    best_ms: Some(40_000),
                },
            ),
            (
                "hard 10x10".into(),
                Record {
                    solved: 1,
                    best_ms: None,
                },
            ),
        ]),
        solved_ids: vec!["p/easy-001".into()],
        daily: BTreeMap::from([(
            "2026-11-23".into(),
            DailyResult {
                elapsed_ms: 90_000,
                hints: 2,
                solved_at: None,
            },
        )]),
        hints_used: 4,
        assisted_solves: 1,
    };
    let mut file = empty();
    file.hashi.stats = Stats {
        records: BTreeMap::from([
            (
                "easy 7x7".into(),
                Record {
                    solved: 3,
                    best_ms: Some(30_000),
                },
            ),
            (
                "hard 10x10".into(),
                Record {
                    solved: 2,
                    best_ms: Some(200_000),
                },
            ),
        ]),
        solved_ids: vec!["p/easy-002".into(), "p/easy-001".into()],
        daily: BTreeMap::from([
            (
                "2026-11-23".into(),
                DailyResult {
                    elapsed_ms: 120_000,
                    hints: 0,
                    solved_at: Some("2026-11-23T08:00".into()),
                },
            ),
            (
                "2026-11-22".into(),
                DailyResult {
                    elapsed_ms: 60_000,
                    hints: 0,
                    solved_at: None,
                },
            ),
        ]),
        hints_used: 2,
        assisted_solves: 3,
    };
    let stats = merge(here, file).records.hashi.stats;
    assert_eq!(
        stats.records["easy 7x7"],
        Record {
            solved: 5,
            best_ms: Some(30_000)
        }
    );
    assert_eq!(
        stats.records["hard 10x10"],
        Record {
            solved: 2,
            best_ms: Some(200_000)
        }
    );
    assert_eq!(stats.solved_ids, ["p/easy-001", "p/easy-002"]);
    assert_eq!(
        stats.daily["2026-11-23"].hints, 0,
        "fewer hints is the better result"
    );
    assert_eq!(stats.daily.len(), 2, "the streak gains the days of both");
    assert_eq!(
        stats.daily["2026-11-23"].solved_at.as_deref(),
        Some("2026-11-23T08:00"),
        "the result kept says when it was solved"
    );
    assert_eq!(stats.hints_used, 4);
    assert_eq!(stats.assisted_solves, 3);
}

#[test]
fn a_restore_fills_in_and_never_overrules_what_only_one_side_decides() {
    let mut here = empty();
    here.settings = Some(Prefs {
        free_mode: true,
        ..Prefs::default()
    });
    here.hashi.last_puzzle = Some("/hashi/p/easy-005".into());
    let merged = merge(here.clone(), sample()).records;
    assert_eq!(merged.settings, here.settings);
    assert_eq!(merged.hashi.last_puzzle, here.hashi.last_puzzle);
    assert_eq!(merged.hashi.drafts.len(), 1);
    assert_eq!(merged.slide.best["7/50"], 31);
    // Restoring the same file twice changes nothing the second time.
    let once = merge(empty(), sample()).records;
    assert_eq!(merge(once.clone(), sample()).records, once);
}

/// One edit of a file's text: where, and what.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, char),
    Replace(usize, char),
}

fn edit() -> impl Strategy<Value = Edit> {
    let chars = prop_oneof![
        Just('"'),
        Just('{'),
        Just('}'),
        Just('['),
        Just(']'),
        Just(','),
        Just(':'),
        Just('9'),
        Just('-'),
        Just('x'),
        Just('='),
        Just(';'),
        Just('\\'),
        any::<char>(),
    ];
    prop_oneof![
        (any::<usize>(), 1usize..40).prop_map(|(at, n)| Edit::Delete(at, n)),
        (any::<usize>(), chars.clone()).prop_map(|(at, c)| Edit::Insert(at, c)),
        (any::<usize>(), chars).prop_map(|(at, c)| Edit::Replace(at, c)),
    ]
}

fn apply(text: &str, edit: &Edit) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = chars.clone();
    match *edit {
        Edit::Delete(at, n) => {
            let at = at % chars.len();
            out.drain(at..(at + n).min(chars.len()));
        }
        Edit::Insert(at, c) => out.insert(at % (chars.len() + 1), c),
        Edit::Replace(at, c) => out[at % chars.len()] = c,
    }
    out.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// A damaged file never panics, and what it is refused for says so in words; whatever
    /// still reads passes every check and writes back as it was read.
    #[test]
    fn a_mutated_backup_never_panics_and_is_all_or_nothing(edits in prop::collection::vec(edit(), 1..4)) {
        let mut text = sample().to_json();
        for e in &edits {
            text = apply(&text, e);
        }
        match read(&text) {
            Err(why) => prop_assert!(!why.to_string().is_empty()),
            Ok(backup) => prop_assert_eq!(read(&backup.to_json()), Ok(backup)),
        }
    }

    /// Restoring into a browser never loses a puzzle's save that either side had.
    #[test]
    fn a_merge_keeps_every_puzzle_of_both_sides(here_ids in prop::collection::btree_set(0u8..6, 0..6), file_ids in prop::collection::btree_set(0u8..6, 0..6), newer_here in any::<bool>()) {
        let game = stored(&played(SMALL, 2), Some(if newer_here { 9 } else { 1 }));
        let other = stored(&played(SMALL, 3), Some(5));
        let side = |ids: &std::collections::BTreeSet<u8>, save: &StoredGame| {
            let mut b = empty();
            for id in ids {
                b.hashi.saves.insert(format!("p/easy-00{id}"), save.clone());
            }
            b
        };
        let merged = merge(side(&here_ids, &game), side(&file_ids, &other));
        let all: std::collections::BTreeSet<_> = here_ids.union(&file_ids).collect();
        prop_assert_eq!(merged.records.hashi.saves.len(), all.len());
        prop_assert_eq!(merged.saves_from_file + merged.saves_kept_here, file_ids.len());
        for id in here_ids.intersection(&file_ids) {
            let kept = &merged.records.hashi.saves[&format!("p/easy-00{id}")];
            prop_assert_eq!(&kept.save, if newer_here { &game.save } else { &other.save });
        }
    }
}

/// Measures the file of a player with 200 saves: every pack puzzle (196), then imported ones
/// to make 200, every other one solved and the rest 10 bridges in, with a snapshot each and
/// a year of daily puzzles. `cargo test -p hashi-app --lib backup_of_200 -- --nocapture`
/// prints the size.
#[test]
fn backup_of_200_saves_stays_small() {
    let mut puzzles = Vec::new();
    for band in ["easy", "medium", "hard", "expert", "extreme"] {
        let path = format!("{}/packs/{band}.json", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).expect("the packs");
        let pack = hashi_core::packs::Pack::from_json(&text).expect("a pack");
        puzzles.extend(
            pack.puzzles
                .into_iter()
                .map(|p| (band, format!("p/{}", p.id), p.task)),
        );
    }
    let imported: Vec<_> = puzzles[..200 - puzzles.len()]
        .iter()
        .map(|(band, _, task)| (*band, format!("i/{task}"), task.clone()))
        .collect();
    puzzles.extend(imported);
    let mut backup = empty();
    for (i, (band, id, task)) in puzzles.into_iter().enumerate() {
        let game = played(&task, if i % 2 == 0 { usize::MAX } else { 10 });
        let save = stored(&game, Some(1_700_000_000_000));
        backup.hashi.saves.insert(id.clone(), save);
        let snapshot = Snapshot {
            name: "Position 1".into(),
            position: game.snapshot(),
            bridges: 1,
        };
        backup.hashi.snapshots.insert(id.clone(), vec![snapshot]);
        let key = format!("{band} {}", task.split(':').next().unwrap_or_default());
        backup
            .hashi
            .stats
            .record(&key, &id, 100_000, 1, solved_at("2026-11-20T12:00"));
    }
    for day in 1..=28 {
        for month in 1..=12 {
            let id = format!("daily/2026-{month:02}-{day:02}");
            backup.hashi.stats.record(
                "hard 12x12",
                &id,
                300_000,
                0,
                solved_at(&format!("2026-{month:02}-{day:02}T20:00")),
            );
        }
    }
    assert_eq!(backup.save_count(), 200);
    let text = backup.to_json();
    let started = std::time::Instant::now();
    assert_eq!(read(&text), Ok(backup));
    eprintln!(
        "a backup of 200 saves: {} KB (read and checked in {} ms)",
        text.len().div_ceil(1000),
        started.elapsed().as_millis()
    );
    assert!(text.len() < 3_000_000, "{} bytes", text.len());
}

#[test]
fn a_backup_leaves_out_what_the_game_would_set_aside_so_it_always_restores() {
    let mut backup = sample();
    backup
        .hashi
        .saves
        .get_mut("p/easy-002")
        .unwrap()
        .save
        .entries[0]
        .mv = "9,9-9,12=1".into();
    backup.slide.picture = Some("not a picture".into());
    let mut broken = backup.hashi.personal_packs.packs[0].clone();
    broken.id = "m2".into();
    broken.puzzles[0].task = "3x1:2a".into();
    backup.hashi.personal_packs.packs.push(broken);
    assert!(read(&backup.to_json()).is_err());
    super::validate::drop_refused(&mut backup);
    assert_eq!(
        backup.hashi.personal_packs.packs.len(),
        1,
        "the pack with no puzzle left goes"
    );
    let restored = read(&backup.to_json()).expect("what is left restores");
    assert_eq!(
        restored.hashi.saves.keys().collect::<Vec<_>>(),
        ["p/easy-001"]
    );
    assert_eq!(restored.hashi.snapshots.len(), 1);
    assert_eq!(restored.slide.picture, None);
}

fn solved_at(text: &str) -> LocalTime {
    text.parse().expect(text)
}

#[test]
fn a_merge_never_turns_a_day_in_the_streak_into_one_played_later() {
    let result = |hints, at: &str| DailyResult {
        elapsed_ms: 60_000,
        hints,
        solved_at: Some(at.into()),
    };
    let mut here = empty();
    here.hashi.stats.daily = BTreeMap::from([("2026-11-20".into(), result(0, "2026-11-25T10:00"))]);
    let mut file = empty();
    file.hashi.stats.daily = BTreeMap::from([("2026-11-20".into(), result(3, "2026-11-20T09:00"))]);
    let stats = merge(here, file).records.hashi.stats;
    assert_eq!(stats.streak_dates(), vec!["2026-11-20".parse().unwrap()]);
    assert_eq!(stats.daily["2026-11-20"].hints, 3);
}
