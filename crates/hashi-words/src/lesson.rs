//! The lessons' sentences (group `lesson`, with the aids' words for places, counts of bridges,
//! reasons and techniques' names): the verdict on a move in the tutorial or a drill (why it is
//! right, or how it breaks the puzzle) and what an exercise teaches. The learn pages' and
//! drills' `lesson_words` chunk and the CLI speak through these.

use crate::aid;
use crate::catalog::Catalog;
use crate::common;
use crate::LessonMsg as Msg;
use hashi_core::learn::{Breaking, Right, Teaching, Verdict, Wrong};
use hashi_core::solver::techniques::Technique;
use hashi_core::solver::BrokenIsland;
use hashi_core::words::capitalise;
use hashi_core::{EdgeId, IslandId, Puzzle};

/// The two ends of `edge` as places.
fn ends(words: &Catalog, puzzle: &Puzzle, edge: EdgeId) -> (String, String) {
    let (a, b) = puzzle.edge_ends(edge);
    (common::place(words, a), common::place(words, b))
}

/// "the 3 at row 2, column 5".
fn island_named(words: &Catalog, puzzle: &Puzzle, island: IslandId) -> String {
    let i = &puzzle.islands()[island];
    words.say_with(
        Msg::IslandNamed,
        &[
            ("target", &i.target.to_string()),
            ("place", &common::place(words, i.pos)),
        ],
    )
}

/// What an exercise teaches: its technique and reason, then the placing's where that is
/// another ("Isolation: … Capacity: …" reads as one lesson).
pub fn teaching(words: &Catalog, teaching: &Teaching, puzzle: &Puzzle) -> String {
    let taught = aid::technique_reason(words, teaching.technique, &teaching.key, puzzle);
    match &teaching.placing {
        None => taught,
        Some(placing) => words.say_with(
            Msg::TeachingPlacing,
            &[
                ("teaching", &taught),
                ("placing", &aid::reason(words, placing, puzzle)),
            ],
        ),
    }
}

/// What the player reads under the board after a move.
pub fn verdict(words: &Catalog, verdict: &Verdict, puzzle: &Puzzle) -> String {
    match verdict {
        Verdict::Right(right) => right_text(words, right, puzzle),
        Verdict::Wrong(wrong) => wrong_text(words, wrong, puzzle),
    }
}

fn right_text(words: &Catalog, right: &Right, puzzle: &Puzzle) -> String {
    match right {
        Right::Forced(taught) => teaching(words, taught, puzzle),
        Right::AlsoForced {
            edge,
            count,
            teaching: taught,
        } => {
            let (a, b) = ends(words, puzzle, *edge);
            words.say_with(
                Msg::RightAlsoForced,
                &[
                    ("bridges", &common::bridges(words, u32::from(*count))),
                    ("a", &a),
                    ("b", &b),
                    ("teaching", &teaching(words, taught, puzzle)),
                ],
            )
        }
        Right::TakenAway { edge, count } => {
            let (a, b) = ends(words, puzzle, *edge);
            words.say_with(
                Msg::RightTakenAway,
                &[
                    ("bridges", &common::bridges(words, u32::from(*count))),
                    ("a", &a),
                    ("b", &b),
                ],
            )
        }
        Right::Fits { edge, count } => {
            let (a, b) = ends(words, puzzle, *edge);
            capitalise(&words.say_with(
                Msg::RightFits,
                &[
                    ("bridges", &common::bridges(words, u32::from(*count))),
                    ("a", &a),
                    ("b", &b),
                ],
            ))
        }
        Right::Shown(taught) => words.say_with(
            Msg::RightShown,
            &[("teaching", &teaching(words, taught, puzzle))],
        ),
    }
}

fn wrong_text(words: &Catalog, wrong: &Wrong, puzzle: &Puzzle) -> String {
    match wrong {
        Wrong::NotAPair { a, b } => words.say_with(
            Msg::WrongNotAPair,
            &[
                ("a", &common::place(words, *a)),
                ("b", &common::place(words, *b)),
            ],
        ),
        Wrong::AlreadyCertain { edge, count } => {
            let (a, b) = ends(words, puzzle, *edge);
            // Begun with the count in some languages ("Un pont … est déjà certain").
            capitalise(&words.say_count(
                Msg::WrongAlreadyCertain,
                u64::from(*count),
                &[
                    ("bridges", &common::bridges(words, u32::from(*count))),
                    ("a", &a),
                    ("b", &b),
                ],
            ))
        }
        Wrong::Breaks { edge, count, why } => breaking(words, puzzle, *edge, *count, why),
        Wrong::NotYet {
            edge,
            count,
            technique,
            look_at,
        } => {
            let (a, b) = ends(words, puzzle, *edge);
            let look = look_at
                .map(|island| {
                    words.say_with(
                        Msg::LookAt,
                        &[("island", &island_named(words, puzzle, island))],
                    )
                })
                .unwrap_or_default();
            capitalise(&words.say_with(
                Msg::WrongNotYet,
                &[
                    ("bridges", &common::bridges(words, u32::from(*count))),
                    ("a", &a),
                    ("b", &b),
                    ("technique", &words.say(common::name(*technique))),
                    ("look", &look),
                ],
            ))
        }
    }
}

/// Why `count` bridges on `edge` cannot be right.
fn breaking(words: &Catalog, puzzle: &Puzzle, edge: EdgeId, count: u8, why: &Breaking) -> String {
    let (a, b) = ends(words, puzzle, edge);
    let bridges = common::bridges(words, u32::from(count));
    let later = |steps: usize| match steps {
        0 => String::new(),
        1 => words.say(Msg::OneStepLater),
        n => words.say_count(Msg::StepsLater, n as u64, &[]),
    };
    let tried = |msg: Msg, more: &[(&str, &str)]| {
        let mut args = vec![("bridges", bridges.as_str()), ("a", &a), ("b", &b)];
        args.extend_from_slice(more);
        words.say_with(msg, &args)
    };
    match why {
        Breaking::Crosses { blocking } => {
            let (c, d) = ends(words, puzzle, *blocking);
            words.say_with(
                Msg::BreaksCrosses,
                &[("a", &a), ("b", &b), ("c", &c), ("d", &d)],
            )
        }
        Breaking::AtOnce => tried(Msg::BreaksAtOnce, &[]),
        Breaking::Island {
            broken,
            steps,
            last,
        } => {
            let island = broken_island(words, puzzle, *broken);
            match last {
                None => tried(Msg::BreaksIsland, &[("island", &island)]),
                Some(last) => tried(
                    Msg::BreaksIslandAfter,
                    &[
                        ("later", &later(*steps)),
                        ("island", &island),
                        ("reason", &aid::reason(words, last, puzzle)),
                    ],
                ),
            }
        }
        Breaking::Apart { steps, group, more } => {
            let named: Vec<String> = group
                .iter()
                .map(|&i| island_named(words, puzzle, i))
                .collect();
            let what = match named.as_slice() {
                [] => words.say(Msg::ApartNoGroup),
                [one] => words.say_with(Msg::ApartOne, &[("island", one)]),
                [init @ .., last] => {
                    let msg = if *more {
                        Msg::ApartSeveralMore
                    } else {
                        Msg::ApartSeveral
                    };
                    words.say_with(
                        msg,
                        &[
                            (
                                "islands",
                                &init.join(&words.say(crate::WordsMsg::SeriesSep)),
                            ),
                            ("last", last),
                        ],
                    )
                }
            };
            tried(
                Msg::BreaksApart,
                &[("later", &later(*steps)), ("what", &what)],
            )
        }
        Breaking::OtherWay => tried(Msg::BreaksOtherWay, &[]),
        Breaking::Unfinishable => tried(Msg::BreaksUnfinishable, &[]),
    }
}

/// An island that has more bridges than its number, or can no longer reach it.
fn broken_island(words: &Catalog, puzzle: &Puzzle, broken: BrokenIsland) -> String {
    match broken {
        BrokenIsland::TooMany { island, least } => words.say_with(
            Msg::TooMany,
            &[
                ("island", &island_named(words, puzzle, island)),
                ("bridges", &common::bridges(words, least)),
            ],
        ),
        BrokenIsland::TooFew { island, most: 0 } => words.say_with(
            Msg::TooFewNone,
            &[("island", &island_named(words, puzzle, island))],
        ),
        BrokenIsland::TooFew { island, most } => words.say_with(
            Msg::TooFew,
            &[
                ("island", &island_named(words, puzzle, island)),
                ("bridges", &common::bridges(words, most)),
            ],
        ),
    }
}

/// One line on what `technique` says, for the list of drills and a drill's page.
pub fn describe(words: &Catalog, technique: Technique) -> String {
    words.say(match technique {
        Technique::Crossing => Msg::DescribeCrossing,
        Technique::Capacity => Msg::DescribeCapacity,
        Technique::EveryDirection => Msg::DescribeEveryDirection,
        Technique::NoLoop => Msg::DescribeNoLoop,
        Technique::Isolation => Msg::DescribeIsolation,
        Technique::Connectivity => Msg::DescribeConnectivity,
        Technique::Lookahead => Msg::DescribeLookahead,
    })
}

#[cfg(test)]
mod tests;
