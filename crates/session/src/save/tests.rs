//! The saves' tests: writing, reading back through the rules, and what is refused.

use super::*;
use crate::entry::EntryKind;

/// Count up to a target without passing it; the start is the target.
#[derive(Clone, Debug, PartialEq)]
struct CountUp;

impl Rules for CountUp {
    const GAME: &'static str = "count-up";
    type Start = u32;
    type State = u32;
    type Move = u32;
    type Error = String;
    fn start(_target: &u32) -> u32 {
        0
    }
    fn apply(target: &u32, count: &u32, step: &u32) -> Result<u32, String> {
        let next = count.saturating_add(*step);
        if next > *target {
            return Err(format!("{next} is past {target}"));
        }
        Ok(next)
    }
    fn is_solved(target: &u32, count: &u32) -> bool {
        count == target
    }
    fn write_start(target: &u32) -> String {
        target.to_string()
    }
    fn read_start(text: &str) -> Result<u32, String> {
        text.trim()
            .parse()
            .map_err(|_| format!("{text:?} is not a number"))
    }
}

fn sample() -> Save {
    let mut session = Session::<CountUp>::new(5);
    session.play(EntryKind::Play, 2).unwrap();
    session.play(EntryKind::Hint, 1).unwrap();
    session.undo();
    session.save(())
}

fn refusal(change: impl FnOnce(&mut Save)) -> SaveError {
    let mut save = sample();
    change(&mut save);
    match Session::<CountUp>::restore(&save) {
        Ok(session) => panic!("restored {session:?}"),
        Err(error) => error,
    }
}

#[test]
fn a_save_restores_its_entries_kinds_and_position() {
    let save = sample();
    let session = Session::<CountUp>::restore(&save).unwrap();
    assert_eq!(*session.state(), 2);
    assert_eq!(session.entries()[1].kind, EntryKind::Hint);
    assert_eq!(session.save(()), save);
}

#[test]
fn every_refusal_says_what_where_and_why() {
    let cases = [
        (
            refusal(|s| s.game = "slide".into()),
            "the save belongs to slide, not count-up",
        ),
        (
            refusal(|s| s.game = String::new()),
            "the save does not say which game it belongs to (this is count-up)",
        ),
        (
            refusal(|s| s.version = 7),
            "the save is in format version 7, but this game reads versions 1 to 3",
        ),
        (
            refusal(|s| s.start = "five".into()),
            "the saved starting position is unreadable: \"five\" is not a number",
        ),
        (
            refusal(|s| s.position = 3),
            "the save is at move 3 but holds only 2 moves",
        ),
        (
            refusal(|s| s.entries[1].mv = "one".into()),
            "saved move 2 is unreadable: invalid digit found in string",
        ),
        (
            refusal(|s| s.entries[1].mv = "4".into()),
            "saved move 2 (4) breaks the rules: 6 is past 5",
        ),
        (
            refusal(|s| s.entries[1].mv = "0".into()),
            "saved move 2 (0) changes nothing",
        ),
    ];
    for (error, message) in cases {
        assert_eq!(error.to_string(), message, "{error:?}");
    }
    let other = Session::<CountUp>::restore_onto(6, &sample()).unwrap_err();
    assert_eq!(other, SaveError::OtherStart);
    assert_eq!(other.to_string(), "the save belongs to a different puzzle");
    let extra = SaveError::BadExtra {
        what: "selected gap",
        reason: "there is no gap 2".into(),
    };
    assert_eq!(
        extra.to_string(),
        "the saved selected gap is wrong: there is no gap 2"
    );
}

#[test]
fn a_start_is_compared_by_its_text_form() {
    let mut save = sample();
    save.start = " 5".into();
    assert!(Session::<CountUp>::restore_onto(5, &save).is_ok());
}

#[test]
fn sticky_facts_survive_undo_and_a_save() {
    let mut session = Session::<CountUp>::new(5);
    session.note_hint();
    session.play(EntryKind::Reveal, 5).unwrap();
    session.undo();
    session.play(EntryKind::Play, 1).unwrap();
    assert!(
        session.is_revealed(),
        "the reveal entry is gone, the fact is not"
    );
    let back = Session::<CountUp>::restore(&session.save(())).unwrap();
    assert!(back.is_revealed());
    assert_eq!(back.hints_used(), 1);
    assert_eq!(back, session);
}

#[test]
fn each_hinted_step_is_tallied_once_at_its_deepest_level_and_survives_a_save() {
    let mut session = Session::<CountUp>::new(5);
    // A step looked at, then explained, then moved; another only looked at.
    session.note_hint_depth(None, 1);
    session.note_hint_depth(Some(1), 2);
    session.note_hint_depth(Some(2), 3);
    session.note_hint_depth(None, 1);
    // A step shown at its reason at once (the setting), then not deeper.
    session.note_hint_depth(None, 2);
    assert_eq!(session.hints_used(), 3);
    assert_eq!(session.hints_by_depth(), [1, 1, 1]);
    let save = session.save(());
    let json = serde_json::to_string(&save).unwrap();
    assert!(json.contains(r#""hints_by_depth":[1,1,1]"#), "{json}");
    let back = Session::<CountUp>::restore(&serde_json::from_str::<Save>(&json).unwrap()).unwrap();
    assert_eq!(back.hints_by_depth(), [1, 1, 1]);
    assert_eq!(back, session);
}

#[test]
fn a_save_from_before_hint_levels_loads_and_one_that_tallies_too_many_is_refused() {
    let old = r#"{"version":2,"game":"count-up","start":"5","entries":[],"position":0,"hints_used":2,"revealed":false}"#;
    let back = Session::<CountUp>::restore(&serde_json::from_str::<Save>(old).unwrap()).unwrap();
    assert_eq!((back.hints_used(), back.hints_by_depth()), (2, &[][..]));
    // No depths tallied: the JSON written is the one written before the levels, in the
    // version written now.
    assert_eq!(
        serde_json::to_string(&back.save(())).unwrap(),
        old.replace(r#""version":2"#, r#""version":3"#)
    );
    let mut over = sample();
    over.hints_used = 1;
    over.hints_by_depth = vec![1, 0, usize::MAX];
    let refused = Session::<CountUp>::restore(&over).unwrap_err();
    assert_eq!(
        refused.to_string(),
        format!(
            "the save counts 1 hints but tallies {} by how deep they went",
            usize::MAX
        )
    );
}

#[test]
fn version_1_saves_read_their_plain_moves_as_play_entries() {
    let hashi_v1: Save =
        serde_json::from_str(r#"{"puzzle":"5","actions":["2","3"],"position":1}"#).unwrap();
    assert_eq!(hashi_v1.version, 1);
    assert_eq!(hashi_v1.start, "5");
    assert_eq!(
        hashi_v1.entries,
        [SavedEntry::play("2"), SavedEntry::play("3")]
    );
    let session = Session::<CountUp>::restore(&hashi_v1).unwrap();
    assert_eq!((*session.state(), session.position()), (2, 1));
    // A version 2 save must name its game.
    let mut unnamed = hashi_v1;
    unnamed.version = 2;
    assert!(matches!(
        Session::<CountUp>::restore(&unnamed),
        Err(SaveError::WrongGame { .. })
    ));
}

#[test]
fn a_save_with_both_or_neither_move_lists_is_unreadable() {
    let both = r#"{"start":"5","entries":[],"moves":[],"position":0}"#;
    let neither = r#"{"start":"5","position":0}"#;
    assert!(serde_json::from_str::<Save>(both).is_err());
    assert!(serde_json::from_str::<Save>(neither).is_err());
}

#[test]
fn each_entry_keeps_the_time_taken_before_it_through_a_save() {
    let mut session = Session::<CountUp>::new(5);
    session.set_clock(4_000);
    session.set_clock(6_350);
    session.play(EntryKind::Play, 1).unwrap();
    session.set_clock(6_400);
    session.play(EntryKind::Play, 1).unwrap();
    session.set_clock(190_000);
    session.play(EntryKind::Hint, 2).unwrap();
    session.undo();
    let times: Vec<_> = session.entries().iter().map(|e| e.since).collect();
    assert_eq!(
        times,
        [Some(23), Some(0), Some(1836)],
        "tenths of a second since the entry before"
    );
    let save = session.save(());
    assert_eq!(save.version, 3);
    let restored = Session::<CountUp>::restore(&save).unwrap();
    let kept: Vec<_> = restored.entries().iter().map(|e| e.since).collect();
    assert_eq!(kept, times, "undone entries keep theirs too");
    assert_eq!(restored.position(), 2);
}

#[test]
fn a_session_without_a_clock_writes_no_times() {
    let save = sample();
    assert_eq!(save.times, "");
    assert!(!serde_json::to_string(&save).unwrap().contains("times"));
}

#[test]
fn a_save_from_before_times_loads_with_none_and_a_damaged_track_is_dropped() {
    let mut older = sample();
    older.version = 2;
    let session = Session::<CountUp>::restore(&older).unwrap();
    assert!(session.entries().iter().all(|e| e.since.is_none()));

    for damaged in ["B", "BBB", "B!", "g"] {
        let mut save = sample();
        save.times = damaged.into();
        let session = Session::<CountUp>::restore(&save).expect("the moves are the save");
        assert!(
            session.entries().iter().all(|e| e.since.is_none()),
            "{damaged}"
        );
        assert_eq!(*session.state(), 2);
    }
}

#[test]
fn a_new_entry_after_undo_drops_the_undone_ones_times_with_them() {
    let mut session = Session::<CountUp>::new(5);
    session.set_clock(0);
    session.set_clock(1_000);
    session.play(EntryKind::Play, 1).unwrap();
    session.set_clock(3_000);
    session.play(EntryKind::Play, 1).unwrap();
    session.undo();
    session.set_clock(3_500);
    session.play(EntryKind::Play, 3).unwrap();
    let times: Vec<_> = session.entries().iter().map(|e| e.since).collect();
    assert_eq!(times, [Some(10), Some(5)]);
}
