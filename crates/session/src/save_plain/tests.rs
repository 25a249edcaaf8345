//! The save's plain reader and writer against its serde form: the same texts for the same
//! saves, the same saves (or a refusal) from the same texts, damaged ones included.

use crate::{EntryKind, Save, SavedEntry};
use proptest::prelude::*;

/// Every kind, listed here rather than taken from the reader's own list, which it checks.
fn any_kind() -> impl Strategy<Value = EntryKind> {
    prop::sample::select(vec![
        EntryKind::Play,
        EntryKind::Hint,
        EntryKind::Reveal,
        EntryKind::Restart,
        EntryKind::OpenShared,
        EntryKind::Assist,
    ])
}

fn any_save() -> impl Strategy<Value = Save> {
    (
        (any::<u32>(), "[a-z]{0,6}", "[0-9x:\"\\\\\u{e9}\u{1}]{0,12}"),
        prop::collection::vec((any_kind(), "[0-9a-z,+\\-\"]{0,8}"), 0..12),
        (
            any::<usize>(),
            any::<u32>(),
            prop::collection::vec(any::<usize>(), 0..4),
        ),
        (any::<bool>(), "[A-Za-z0-9_\\-]{0,10}"),
    )
        .prop_map(
            |(
                (version, game, start),
                entries,
                (position, hints_used, hints_by_depth),
                (revealed, times),
            )| Save {
                version,
                game,
                start,
                entries: entries
                    .into_iter()
                    .map(|(kind, mv)| SavedEntry { kind, mv })
                    .collect(),
                position,
                hints_used,
                hints_by_depth,
                revealed,
                times,
                extra: (),
            },
        )
}

/// What each reader makes of `text`: the save, or that it refused it.
fn both(text: &str) -> (Option<Save>, Option<Save>) {
    (
        plain_json::from_str::<Save>(text).ok(),
        serde_json::from_str::<Save>(text).ok(),
    )
}

/// Pieces worth putting into a save's text: its names (the aliases too), values of each kind.
const PIECES: &[&str] = &[
    "\"version\":",
    "\"puzzle\":",
    "\"start\":",
    "\"actions\":",
    "\"moves\":",
    "\"entries\":",
    "\"position\":",
    "\"times\":",
    "\"hints_by_depth\":",
    "\"kind\":",
    "\"move\":",
    "\"play\"",
    "\"open_shared\"",
    "null",
    "true",
    "0",
    "-1",
    "1.5",
    "4294967296",
    "[]",
    "{}",
    ",",
    "\"",
    "\\u00e9",
    "\\ud800",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn writes_what_serde_writes_and_reads_it_back(save in any_save()) {
        let text = plain_json::to_string(&save);
        prop_assert_eq!(&text, &serde_json::to_string(&save).unwrap());
        prop_assert_eq!(plain_json::from_str::<Save>(&text), Ok(save));
    }

    /// A save's text with one piece inserted, one stretch deleted, or both: each reader takes
    /// it (to the same save) or refuses it, the same way.
    #[test]
    fn damaged_saves_read_as_serde_reads_them(
        save in any_save(),
        at in any::<prop::sample::Index>(),
        cut in 0usize..6,
        piece in prop::sample::select(PIECES.to_vec()),
        insert in any::<bool>(),
    ) {
        let text = serde_json::to_string(&save).unwrap();
        let damaged = mutation::edit(&text, at.index(text.len() + 1), cut, if insert { piece } else { "" });
        let (mine, theirs) = both(&damaged);
        prop_assert_eq!(mine, theirs, "{}", damaged);
    }
}

#[test]
fn older_versions_read_as_serde_reads_them() {
    let texts = [
        // Hashi's version 1: no version, `puzzle` and `actions`.
        r#"{"puzzle":"3x3:1a2","actions":["0-1","0-1"],"position":2,"hints_used":1}"#,
        // Slide's version 1: `moves`, and its own fields beside.
        r#"{"version":1,"game":"slide","start":"3:123","moves":["u"],"position":0,"count":4}"#,
        // Version 2, before times.
        r#"{"version":2,"game":"hashi","start":"s","entries":[{"kind":"open_shared","move":"m"}],"position":1,"hints_used":0,"revealed":false}"#,
        // Refused by both: moves and entries, neither, a kind no version wrote, no position.
        r#"{"start":"s","moves":[],"entries":[],"position":0}"#,
        r#"{"start":"s","position":0}"#,
        r#"{"start":"s","entries":[{"kind":"undo","move":"m"}],"position":0}"#,
        r#"{"start":"s","entries":[]}"#,
        // Both names of the start: refused as a field given twice.
        r#"{"start":"s","puzzle":"t","entries":[],"position":0}"#,
        r#"{"start":"s","entries":[],"position":0,"position":1}"#,
        r#"{"start":"s","entries":[],"position":0,"unknown":{"deep":[1,2]}}"#,
        r#"[3,"hashi","s",[],0,0,[],false,""]"#,
    ];
    for text in texts {
        let (mine, theirs) = both(text);
        assert_eq!(mine, theirs, "{text}");
    }
    let first = plain_json::from_str::<Save>(texts[0]).unwrap();
    assert_eq!(first.version, 1);
    assert_eq!(
        first.entries,
        vec![SavedEntry::play("0-1"), SavedEntry::play("0-1")]
    );
    assert_eq!(
        plain_json::from_str::<Save>(texts[4])
            .unwrap_err()
            .to_string(),
        "the record: the save lists no moves"
    );
}
