//! The lessons' sentences in the player's language: the verdict on a move in the tutorial or a
//! drill (why it is right, or how it breaks the puzzle), what an exercise teaches, each
//! technique's one line, a drill record and the lines around a verdict, written from the
//! core's data with the `lesson` messages and the aids' words (places, counts of bridges,
//! reasons, techniques' names). In English they are byte for byte what
//! `hashi_core::learn`'s `say` writes (the CLI's English; a unit test holds them together).
//!
//! A chunk of its own ([`lesson_words`]) that the learn page and the drill pages both load,
//! with the aids' words: the group is used from its code only, so its English travels in it.

use crate::hashi::play::aid_words::AidWords;
use crate::hashi::records::learn::DrillRecord;
use crate::i18n::{t, t_count, t_with, LessonMsg as Msg};
use crate::worker::client::JobFailure;
use crate::worker::protocol::Refusal;
use hashi_core::learn::{Breaking, Right, Teaching, Verdict, Wrong};
use hashi_core::solver::techniques::Technique;
use hashi_core::solver::BrokenIsland;
use hashi_core::words::capitalise;
use hashi_core::{EdgeId, IslandId, Puzzle};

// Defined with the words that write it (not with the line that shows it), so that this
// chunk imports nothing of the pages that load it.
/// Why a move could not be judged (which reads as a wrong move: the move is taken back).
#[derive(Clone, Debug)]
pub enum Unjudged {
    /// The judge's position could not be read back, and why.
    Unreadable(String),
    /// The worker refused the job (the page's own mistake).
    Refused(Refusal),
    /// The worker answered another kind of job.
    OutOfTurn,
    Cancelled,
    TimedOut,
    /// The worker failed, and its reason.
    Failed(JobFailure),
}

/// The writers, handed out by the chunk.
#[derive(Clone, Copy)]
pub struct LessonWords {
    /// The verdict on a move, with the aids' words for its places and reasons.
    pub verdict: fn(&Verdict, &Puzzle, &AidWords) -> String,
    /// The line that opens a verdict: "Right." or "Not quite.".
    pub lead: fn(bool) -> String,
    /// What follows a wrong verdict: the move was taken back.
    pub taken_back: fn() -> String,
    /// Why a move was not judged.
    pub unjudged: fn(&Unjudged) -> String,
    /// One line on what a technique says, for the list of drills and a drill's page.
    pub describe: fn(Technique) -> String,
    /// "12 done · 83% right first time", or that none is done yet.
    pub summary: fn(&DrillRecord) -> String,
    /// The learning progress could not be kept, and the storage's reason.
    pub save_failed: fn(&str) -> String,
}

pub const WORDS: LessonWords = LessonWords {
    verdict,
    lead,
    taken_back,
    unjudged,
    describe,
    summary,
    save_failed,
};

crate::split_chunk! {
    /// The lessons' sentences, fetched by the learn page and the drill pages.
    pub fn lesson_words in lesson_words -> LessonWords => WORDS
}

/// The two ends of `edge` as places.
fn ends(puzzle: &Puzzle, edge: EdgeId, aid: &AidWords) -> (String, String) {
    let (a, b) = puzzle.edge_ends(edge);
    ((aid.place)(a), (aid.place)(b))
}

/// "the 3 at row 2, column 5".
fn island_named(puzzle: &Puzzle, island: IslandId, aid: &AidWords) -> String {
    let i = &puzzle.islands()[island];
    t_with(
        Msg::IslandNamed,
        &[
            ("target", &i.target.to_string()),
            ("place", &(aid.place)(i.pos)),
        ],
    )
}

/// What an exercise teaches: its technique and reason, then the placing's where that is
/// another.
fn teaching(teaching: &Teaching, puzzle: &Puzzle, aid: &AidWords) -> String {
    let taught = (aid.technique_reason)(teaching.technique, &teaching.key, puzzle);
    match &teaching.placing {
        None => taught,
        Some(placing) => t_with(
            Msg::TeachingPlacing,
            &[
                ("teaching", &taught),
                ("placing", &(aid.reason)(placing, puzzle)),
            ],
        ),
    }
}

fn verdict(verdict: &Verdict, puzzle: &Puzzle, aid: &AidWords) -> String {
    match verdict {
        Verdict::Right(right) => right_text(right, puzzle, aid),
        Verdict::Wrong(wrong) => wrong_text(wrong, puzzle, aid),
    }
}

fn right_text(right: &Right, puzzle: &Puzzle, aid: &AidWords) -> String {
    match right {
        Right::Forced(taught) => teaching(taught, puzzle, aid),
        Right::AlsoForced {
            edge,
            count,
            teaching: taught,
        } => {
            let (a, b) = ends(puzzle, *edge, aid);
            t_with(
                Msg::RightAlsoForced,
                &[
                    ("bridges", &(aid.bridges)(u32::from(*count))),
                    ("a", &a),
                    ("b", &b),
                    ("teaching", &teaching(taught, puzzle, aid)),
                ],
            )
        }
        Right::TakenAway { edge, count } => {
            let (a, b) = ends(puzzle, *edge, aid);
            t_with(
                Msg::RightTakenAway,
                &[
                    ("bridges", &(aid.bridges)(u32::from(*count))),
                    ("a", &a),
                    ("b", &b),
                ],
            )
        }
        Right::Fits { edge, count } => {
            let (a, b) = ends(puzzle, *edge, aid);
            capitalise(&t_with(
                Msg::RightFits,
                &[
                    ("bridges", &(aid.bridges)(u32::from(*count))),
                    ("a", &a),
                    ("b", &b),
                ],
            ))
        }
        Right::Shown(taught) => t_with(
            Msg::RightShown,
            &[("teaching", &teaching(taught, puzzle, aid))],
        ),
    }
}

fn wrong_text(wrong: &Wrong, puzzle: &Puzzle, aid: &AidWords) -> String {
    match wrong {
        Wrong::NotAPair { a, b } => t_with(
            Msg::WrongNotAPair,
            &[("a", &(aid.place)(*a)), ("b", &(aid.place)(*b))],
        ),
        Wrong::AlreadyCertain { edge, count } => {
            let (a, b) = ends(puzzle, *edge, aid);
            // Begun with the count in some languages ("Un pont … est déjà certain").
            capitalise(&t_count(
                Msg::WrongAlreadyCertain,
                u64::from(*count),
                &[
                    ("bridges", &(aid.bridges)(u32::from(*count))),
                    ("a", &a),
                    ("b", &b),
                ],
            ))
        }
        Wrong::Breaks { edge, count, why } => breaking(puzzle, *edge, *count, why, aid),
        Wrong::NotYet {
            edge,
            count,
            technique,
            look_at,
        } => {
            let (a, b) = ends(puzzle, *edge, aid);
            let look = look_at
                .map(|island| {
                    t_with(
                        Msg::LookAt,
                        &[("island", &island_named(puzzle, island, aid))],
                    )
                })
                .unwrap_or_default();
            capitalise(&t_with(
                Msg::WrongNotYet,
                &[
                    ("bridges", &(aid.bridges)(u32::from(*count))),
                    ("a", &a),
                    ("b", &b),
                    ("technique", &(aid.name)(*technique)),
                    ("look", &look),
                ],
            ))
        }
    }
}

/// Why `count` bridges on `edge` cannot be right.
fn breaking(puzzle: &Puzzle, edge: EdgeId, count: u8, why: &Breaking, aid: &AidWords) -> String {
    let (a, b) = ends(puzzle, edge, aid);
    let bridges = (aid.bridges)(u32::from(count));
    let later = |steps: usize| match steps {
        0 => String::new(),
        1 => t(Msg::OneStepLater),
        n => t_count(Msg::StepsLater, n as u64, &[]),
    };
    let tried = |msg: Msg, more: &[(&str, &str)]| {
        let mut args = vec![("bridges", bridges.as_str()), ("a", &a), ("b", &b)];
        args.extend_from_slice(more);
        t_with(msg, &args)
    };
    match why {
        Breaking::Crosses { blocking } => {
            let (c, d) = ends(puzzle, *blocking, aid);
            t_with(
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
            let island = broken_island(puzzle, *broken, aid);
            match last {
                None => tried(Msg::BreaksIsland, &[("island", &island)]),
                Some(last) => tried(
                    Msg::BreaksIslandAfter,
                    &[
                        ("later", &later(*steps)),
                        ("island", &island),
                        ("reason", &(aid.reason)(last, puzzle)),
                    ],
                ),
            }
        }
        Breaking::Apart { steps, group, more } => {
            let named: Vec<String> = group
                .iter()
                .map(|&i| island_named(puzzle, i, aid))
                .collect();
            let what = match named.as_slice() {
                [] => t(Msg::ApartNoGroup),
                [one] => t_with(Msg::ApartOne, &[("island", one)]),
                [init @ .., last] => {
                    let msg = if *more {
                        Msg::ApartSeveralMore
                    } else {
                        Msg::ApartSeveral
                    };
                    t_with(
                        msg,
                        &[
                            ("islands", &init.join(&t(Msg::ListSeparator))),
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
fn broken_island(puzzle: &Puzzle, broken: BrokenIsland, aid: &AidWords) -> String {
    match broken {
        BrokenIsland::TooMany { island, least } => t_with(
            Msg::TooMany,
            &[
                ("island", &island_named(puzzle, island, aid)),
                ("bridges", &(aid.bridges)(least)),
            ],
        ),
        BrokenIsland::TooFew { island, most: 0 } => t_with(
            Msg::TooFewNone,
            &[("island", &island_named(puzzle, island, aid))],
        ),
        BrokenIsland::TooFew { island, most } => t_with(
            Msg::TooFew,
            &[
                ("island", &island_named(puzzle, island, aid)),
                ("bridges", &(aid.bridges)(most)),
            ],
        ),
    }
}

fn lead(right: bool) -> String {
    t(if right { Msg::Right } else { Msg::NotQuite })
}

fn taken_back() -> String {
    t(Msg::TakenBack)
}

fn unjudged(why: &Unjudged) -> String {
    match why {
        Unjudged::Unreadable(why) => t_with(Msg::AnswerUnreadable, &[("why", why)]),
        // The page's own mistakes, which a player does not meet: the worker's English.
        Unjudged::Refused(why) => why.to_string(),
        Unjudged::OutOfTurn => t(Msg::OutOfTurn),
        Unjudged::Cancelled => t(Msg::JudgeCancelled),
        Unjudged::TimedOut => t(Msg::JudgeTimedOut),
        Unjudged::Failed(why) => t_with(Msg::JudgeFailed, &[("why", &why.reason())]),
    }
}

fn describe(technique: Technique) -> String {
    t(match technique {
        Technique::Crossing => Msg::DescribeCrossing,
        Technique::Capacity => Msg::DescribeCapacity,
        Technique::EveryDirection => Msg::DescribeEveryDirection,
        Technique::NoLoop => Msg::DescribeNoLoop,
        Technique::Isolation => Msg::DescribeIsolation,
        Technique::Connectivity => Msg::DescribeConnectivity,
        Technique::Lookahead => Msg::DescribeLookahead,
    })
}

fn summary(record: &DrillRecord) -> String {
    if record.done == 0 {
        return t(Msg::NoneDone);
    }
    t_count(
        Msg::Done,
        u64::from(record.done),
        &[("share", &record.first_try_share().to_string())],
    )
}

fn save_failed(why: &str) -> String {
    t_with(Msg::SaveFailed, &[("why", why)])
}

#[cfg(test)]
mod tests;
