//! A hint for readers outside the core (the CLI's `--json`, scripts, tests): islands named
//! by position, edges by their two ends, moves in their text form, the sentence, and the
//! puzzle's rules where they are not the standard ones.

use super::{Hint, Mistake};
use crate::puzzle::{EdgeId, Puzzle};
use crate::solver::techniques::{Reason, Technique};
use crate::state::State;
use crate::Pos;
use serde::Serialize;

/// A hint with everything named by position. Fields that do not apply to its kind are
/// `None` or empty, and left out of the JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    /// `step`, `mistakes`, `reveal`, `solved`, `unsolvable` or `gave-up` (see [`Hint::kind`]).
    pub kind: &'static str,
    /// The technique of a step, as its id.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub technique: Option<Technique>,
    /// Why a step holds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<Reason<Pos, [Pos; 2]>>,
    /// The sentence a player reads.
    pub text: String,
    /// The moves that carry the hint out, like `0,0-0,3=2`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<String>,
    /// The islands a step looks at.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub islands: Vec<Pos>,
    /// The edges a step narrows, the mistakes, or the revealed edge.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub edges: Vec<[Pos; 2]>,
    /// For an unsolvable puzzle: `none` or `several`; `gave-up` when the search ran out of
    /// budget before it could tell.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions: Option<&'static str>,
    /// Each mistake with its kind (`bridge`, or `no-bridge-mark` for a wrong mark), in the
    /// order of `edges`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub mistakes: Vec<Mistake<[Pos; 2]>>,
    /// The count the solution has on a revealed edge.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<u8>,
    /// The puzzle's rules as task-string letters (`m3L`), last, and left out for the standard
    /// rules: a move's count or a loop only reads right under them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
}

impl Hint {
    /// The hint as a [`Report`], for the position `state` it was given for, with `text`, its
    /// sentence as the caller writes it (the CLI: `hashi_words::aid::hint` in English).
    pub fn report(&self, puzzle: &Puzzle, state: &State, text: String) -> Report {
        let ends = |edge: EdgeId| {
            let (a, b) = puzzle.edge_ends(edge);
            [a, b]
        };
        let mut report = Report {
            kind: self.kind(),
            technique: None,
            reason: None,
            text,
            moves: self
                .moves(puzzle, state)
                .iter()
                .map(|m| m.to_string())
                .collect(),
            islands: Vec::new(),
            edges: Vec::new(),
            solutions: None,
            mistakes: Vec::new(),
            count: None,
            rules: Some(puzzle.rules())
                .filter(|rules| !rules.is_standard())
                .map(|rules| rules.to_string()),
        };
        match self {
            Hint::Step(d) => {
                report.technique = Some(d.technique);
                report.reason = Some(d.reason.locate(puzzle));
                report.islands = d.islands.iter().map(|&i| puzzle.islands()[i].pos).collect();
                report.edges = d.edges().map(ends).collect();
            }
            Hint::Mistakes(wrong) => {
                report.edges = wrong.iter().map(|m| ends(m.edge())).collect();
                report.mistakes = wrong
                    .iter()
                    .map(|&m| match m {
                        Mistake::Bridge(edge) => Mistake::Bridge(ends(edge)),
                        Mistake::NoBridgeMark(edge) => Mistake::NoBridgeMark(ends(edge)),
                    })
                    .collect();
            }
            Hint::Reveal { edge, count } => {
                report.edges = vec![ends(*edge)];
                report.count = Some(*count);
            }
            Hint::Unsolvable(unsolved) => report.solutions = Some(unsolved.name()),
            Hint::Solved => {}
        }
        report
    }
}
