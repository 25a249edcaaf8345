//! The weekly rule pinned: the same week gives the same puzzle, on every machine and in every
//! release, and the version table binds weeks as it says.

use super::*;
use crate::formats::write_task;
use crate::generator::generate_as;

fn week(text: &str) -> Week {
    text.parse().unwrap()
}

#[test]
fn weeks_are_bound_to_versions_from_the_first() {
    assert_eq!(FIRST_WEEK.to_string(), "2026-W49");
    assert_eq!(FIRST_WEEK.monday().to_string(), "2026-11-30");
    assert!(weekly(week("2026-W48")).is_none());
    assert!(weekly(week("2020-W53")).is_none());
    let first = weekly(FIRST_WEEK).unwrap();
    assert_eq!(
        (first.band, first.width, first.height),
        (Band::Hard, 15, 15)
    );
    assert_eq!((first.seed, first.version), (202649, 8));
    assert_eq!(first.candidate_seed(63), 20264963);
    let later = weekly(week("2027-W01")).unwrap();
    assert_eq!((later.seed, later.version), (202701, 8));
    // The table is in order, and never names a version this build cannot make.
    for pair in WEEKLY_VERSIONS.windows(2) {
        assert!(pair[0].0 < pair[1].0 && pair[0].1 <= pair[1].1);
    }
    for (_, version) in WEEKLY_VERSIONS {
        assert!(
            (crate::generator::OLDEST_VERSION..=crate::generator::GENERATOR_VERSION)
                .contains(version)
        );
    }
}

/// The pick of each pinned week: its candidate, and the start of its task string (the whole
/// of 2026-W49's is pinned by the CLI's golden file and the browser's spec).
const PINNED: [(&str, usize, &str); 3] = [
    (
        "2026-W49",
        23,
        "15x15:2a3a1a3b4a2b2a1h3b3a2a2d1a4d2a2b3a5a1b2",
    ),
    (
        "2026-W53",
        4,
        "15x15:a2a3a2a3b2a4a41a5a3a1k3c4a3a1b22a6b1d1a3e2",
    ),
    (
        "2027-W01",
        51,
        "15x15:3b2a3a3a3a2a1k2a1a14a2a1b3a2c2b2a2a3e2b22f",
    ),
];

#[test]
fn the_same_week_gives_the_same_puzzle() {
    for (text, index, start) in PINNED {
        let spec = weekly(week(text)).unwrap();
        let mut heard = Vec::new();
        let picked = pick(&spec, |n| heard.push(n)).unwrap();
        assert_eq!(heard, (1..=CANDIDATES).collect::<Vec<_>>());
        let task = write_task(&picked.generated.puzzle);
        assert_eq!(picked.index, index, "{text}");
        assert!(task.starts_with(start), "{text}: {task}");
        // The pick is the candidate its index names, made again alone.
        let again = generate_as(&spec.params(), spec.candidate_seed(index), spec.version);
        assert_eq!(write_task(&again.unwrap().puzzle), task);
        // And no other candidate scores higher.
        for other in 0..CANDIDATES {
            let made = generate_as(&spec.params(), spec.candidate_seed(other), spec.version);
            if let Some((score, _)) = made.ok().as_ref().and_then(score) {
                assert!(
                    score.total() < picked.score.total()
                        || (score.total() == picked.score.total() && other >= index),
                    "{text}: candidate {other} scores {score:?} over {:?}",
                    picked.score
                );
            }
        }
    }
}
