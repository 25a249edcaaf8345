//! A verdict for readers outside the core (the editor page, through the worker): islands and
//! edges named by position, and what the status line says as data (`say` writes it).

use super::draft::Change;
use super::suggest::Suggestion;
use super::verdict::{Verdict, Why};
use crate::geom::Pos;
use crate::puzzle::Puzzle;
use crate::rating::Band;
use crate::solver::techniques::Technique;
use serde::{Deserialize, Serialize};

/// What the status line says and the board highlights.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    pub judgement: Judgement,
    /// Islands to highlight: where a draft with no solution fails, or the first region where
    /// two solutions differ.
    pub islands: Vec<Pos>,
    /// Edges where two solutions differ, by their ends.
    pub edges: Vec<[Pos; 2]>,
}

/// The editor's judgement of a draft, named by position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Judgement {
    /// No island yet.
    Empty,
    NoSolution(Why<Pos>),
    /// Exactly one solution, rated (None when the rating ran out of budget).
    Unique(Option<Rated>),
    /// Several solutions, and a change that leaves fewer if one was found.
    Several(Option<Suggestion>),
    /// The budget ran out before the search could tell.
    GaveUp,
}

/// The rating of a draft with one solution: its band, and the techniques its logical solve
/// needs with how often, simplest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rated {
    pub band: Band,
    pub techniques: Vec<(Technique, usize)>,
}

impl Report {
    /// The report of `verdict`, reached on the puzzle `puzzle` (None for an empty draft).
    pub fn of(verdict: &Verdict, puzzle: Option<&Puzzle>) -> Report {
        let at = |island: usize| puzzle.map(|p| p.islands()[island].pos);
        let (judgement, islands, edges) = match verdict {
            Verdict::Empty => (Judgement::Empty, Vec::new(), Vec::new()),
            Verdict::GaveUp => (Judgement::GaveUp, Vec::new(), Vec::new()),
            Verdict::NoSolution(failure) => match puzzle {
                Some(p) => (
                    Judgement::NoSolution(failure.why.locate(p)),
                    failure.islands.iter().filter_map(|&i| at(i)).collect(),
                    Vec::new(),
                ),
                // A draft with no puzzle is empty, never without a solution.
                None => (Judgement::Empty, Vec::new(), Vec::new()),
            },
            Verdict::Unique { rating, .. } => {
                let rated = rating.as_ref().map(|rating| Rated {
                    band: rating.band,
                    techniques: rating.uses.iter().map(|(&t, &n)| (t, n)).collect(),
                });
                (Judgement::Unique(rated), Vec::new(), Vec::new())
            }
            Verdict::Several {
                differ,
                region,
                suggestion,
                ..
            } => {
                let edges = match puzzle {
                    Some(p) => differ
                        .iter()
                        .map(|&e| {
                            let (a, b) = p.edge_ends(e);
                            [a, b]
                        })
                        .collect(),
                    None => Vec::new(),
                };
                (
                    Judgement::Several(suggestion.clone()),
                    region.iter().filter_map(|&i| at(i)).collect(),
                    edges,
                )
            }
        };
        Report {
            judgement,
            islands,
            edges,
        }
    }

    /// `empty`, `none`, `unique`, `several` or `gave-up` (as [`Verdict::name`]): the status
    /// line's `data-status`.
    pub fn status(&self) -> &'static str {
        match self.judgement {
            Judgement::Empty => "empty",
            Judgement::NoSolution(_) => "none",
            Judgement::Unique(_) => "unique",
            Judgement::Several(_) => "several",
            Judgement::GaveUp => "gave-up",
        }
    }

    /// The changes that remove an ambiguity, with what they leave.
    pub fn suggestion(&self) -> Option<&Suggestion> {
        match &self.judgement {
            Judgement::Several(suggestion) => suggestion.as_ref(),
            _ => None,
        }
    }

    /// The suggestion's changes, to apply.
    pub fn suggested_changes(&self) -> &[Change] {
        self.suggestion().map_or(&[], |s| &s.changes)
    }
}
