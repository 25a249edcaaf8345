//! The weekly rules pinned: the same week gives the same puzzle, on every machine and in every
//! release, and the rule table binds weeks as it says.

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
    assert_eq!(
        (first.seed, first.version, first.candidates),
        (202649, 8, 64)
    );
    assert_eq!(first.picking, Picking::FlowAndLayout);
    assert_eq!(first.candidate_seed(63), 20264963);
    // From 2026-W50 (Monday 2026-12-07): version 10's candidates, picked by likeness.
    let w50 = weekly(week("2026-W50")).unwrap();
    assert_eq!(w50.week.monday().to_string(), "2026-12-07");
    assert_eq!(
        (w50.seed, w50.version, w50.candidates, w50.picking),
        (202650, 10, LIKENESS_CANDIDATES, Picking::FlowAndLikeness)
    );
    let later = weekly(week("2027-W01")).unwrap();
    assert_eq!((later.seed, later.version), (202701, 10));
    // The table is in order, and never names a version this build cannot make.
    for pair in WEEKLY_RULES.windows(2) {
        assert!(pair[0].0 < pair[1].0 && pair[0].1.version <= pair[1].1.version);
    }
    for (_, rule) in WEEKLY_RULES {
        assert!(
            (crate::generator::OLDEST_VERSION..=crate::generator::GENERATOR_VERSION)
                .contains(&rule.version)
        );
        assert!(rule.candidates >= 1 && rule.candidates <= 100);
    }
}

/// The pick of each pinned week: its candidate, and the start of its task string (the whole
/// of 2026-W49's is pinned by the CLI's golden file and the browser's spec). 2026-W53 and
/// 2027-W01 were pinned under the first rule, before 2026-W50 moved every later week to the
/// second: they are checked under that rule (`first_rule`).
const PINNED_FIRST_RULE: [(&str, usize, &str); 3] = [
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

/// The picks of the first weeks under the likeness rule.
const PINNED: [(&str, usize, &str); 2] = [
    ("2026-W50", 1, "15x15:b1b3b2a2a2a32b2c3a5a5a3c1i1a2c1a4a5a8"),
    (
        "2026-W51",
        1,
        "15x15:a2a2a2a4a4a3a2a1a1a3a3g1g1c2a2b2b4a7b7",
    ),
];

/// `text`'s spec under the first rule, whatever rule the table binds it to now.
fn first_rule(text: &str) -> WeeklySpec {
    let rule = WEEKLY_RULES[0].1;
    WeeklySpec {
        version: rule.version,
        candidates: rule.candidates,
        picking: rule.picking,
        ..weekly(week(text)).unwrap()
    }
}

#[test]
fn the_same_week_gives_the_same_puzzle() {
    let first = PINNED_FIRST_RULE.map(|(text, index, start)| (first_rule(text), index, start));
    let likeness = PINNED.map(|(text, index, start)| (weekly(week(text)).unwrap(), index, start));
    for (spec, index, start) in first.into_iter().chain(likeness) {
        let text = spec.week.to_string();
        let mut heard = Vec::new();
        let picked = pick(&spec, |n| heard.push(n)).unwrap();
        assert_eq!(heard, (1..=spec.candidates).collect::<Vec<_>>());
        let task = write_task(&picked.generated.puzzle);
        assert_eq!(picked.index, index, "{text}");
        assert!(task.starts_with(start), "{text}: {task}");
        // The pick is the candidate its index names, made again alone.
        let again = generate_as(&spec.params(), spec.candidate_seed(index), spec.version);
        assert_eq!(write_task(&again.unwrap().puzzle), task);
        // And no other candidate scores higher.
        for other in 0..spec.candidates {
            let made = generate_as(&spec.params(), spec.candidate_seed(other), spec.version);
            if let Some((score, _)) = made.ok().as_ref().and_then(|m| score(m, spec.picking)) {
                assert!(
                    !score.beats(&picked.score) && (other >= index || picked.score.beats(&score)),
                    "{text}: candidate {other} scores {score:?} over {:?}",
                    picked.score
                );
            }
        }
    }
}
