//! A verdict for readers outside the core (the editor page, through the worker): islands and
//! edges named by position, the status line's sentence and the suggestion's changes.

use super::draft::Change;
use super::verdict::Verdict;
use crate::geom::Pos;
use crate::puzzle::Puzzle;
use serde::{Deserialize, Serialize};

/// What the status line shows and the board highlights.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// `empty`, `none`, `unique`, `several` or `gave-up` (see [`Verdict::name`]).
    pub status: String,
    /// The status line.
    pub text: String,
    /// Islands to highlight: where a draft with no solution fails, or the first region where
    /// two solutions differ.
    pub islands: Vec<Pos>,
    /// Edges where two solutions differ, by their ends.
    pub edges: Vec<[Pos; 2]>,
    /// The band of a draft with one solution.
    pub band: Option<String>,
    /// The techniques its logical solve needs and how often, as (id, uses), simplest first.
    pub techniques: Vec<(String, usize)>,
    /// The changes suggested to a draft with several solutions, and their sentence.
    pub suggestion: Vec<Change>,
    pub suggestion_text: Option<String>,
}

impl Report {
    /// The report of `verdict`, reached on the puzzle `puzzle` (None for an empty draft).
    pub fn of(verdict: &Verdict, puzzle: Option<&Puzzle>) -> Report {
        let mut report = Report {
            status: verdict.name().to_string(),
            text: String::new(),
            islands: Vec::new(),
            edges: Vec::new(),
            band: None,
            techniques: Vec::new(),
            suggestion: Vec::new(),
            suggestion_text: None,
        };
        let at = |island: usize| puzzle.map(|p| p.islands()[island].pos);
        match verdict {
            Verdict::Empty => report.text = "Place islands to begin.".into(),
            Verdict::GaveUp => {
                report.text = "This draft is too large to check here.".into();
            }
            Verdict::NoSolution(failure) => {
                report.text = format!("No solution. {}", failure.why);
                report.islands = failure.islands.iter().filter_map(|&i| at(i)).collect();
            }
            Verdict::Unique { rating, .. } => match rating {
                Some(rating) => {
                    let needs: Vec<&str> = rating.uses.keys().map(|t| t.name()).collect();
                    let needs = match needs.len() {
                        0 => String::new(),
                        _ => format!(", needs {}", needs.join(", ")),
                    };
                    report.text = format!("Exactly one solution — rated {}{needs}.", rating.band);
                    report.band = Some(rating.band.id().to_string());
                    report.techniques = rating
                        .uses
                        .iter()
                        .map(|(t, &n)| (t.id().to_string(), n))
                        .collect();
                }
                None => {
                    report.text =
                        "Exactly one solution (too hard to rate within the budget).".into();
                }
            },
            Verdict::Several {
                differ,
                region,
                suggestion,
                ..
            } => {
                report.text =
                    "Several solutions: two of them differ at the highlighted islands.".into();
                report.islands = region.iter().filter_map(|&i| at(i)).collect();
                if let Some(p) = puzzle {
                    report.edges = differ
                        .iter()
                        .map(|&e| {
                            let (a, b) = p.edge_ends(e);
                            [a, b]
                        })
                        .collect();
                }
                if let Some(s) = suggestion {
                    report.suggestion = s.changes.clone();
                    report.suggestion_text = Some(s.text());
                }
            }
        }
        report
    }
}
