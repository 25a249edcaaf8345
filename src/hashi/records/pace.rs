//! The solves the player's time model learns from (issue 49): each puzzle solved by play, as
//! the rater describes it, with its time without pauses and the hints used; the newest
//! [`KEPT_SOLVES`] under one key, with a revision like every record.

use crate::shell::not_saved::{NotSaved, Unsaved};
use crate::shell::revision::next_revision;
use crate::shell::storage;
use hashi_core::pace::{keep, PuzzleShape, Solve, KEPT_SOLVES};
use hashi_core::rating::Band;
use hashi_core::solver::techniques::Technique;
use serde::{Deserialize, Serialize};

pub const PACE: &str = "hashi:v1:pace";

/// The kept solves, oldest first. Fields added later must default.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PaceRecord {
    #[serde(default)]
    pub revision: u64,
    #[serde(default)]
    pub solves: Vec<Solve>,
}

impl PaceRecord {
    /// Adds a solve, dropping the oldest beyond [`KEPT_SOLVES`].
    pub fn add(&mut self, solve: Solve) {
        keep(&mut self.solves, solve);
    }

    /// This record joined with one from a backup: the file's solves not kept here come first
    /// (a backup is older than this browser's newest solve), then these, the newest
    /// [`KEPT_SOLVES`] kept; the revision moves past both. A side with none takes the other's
    /// as it is.
    pub fn join(self, file: PaceRecord) -> PaceRecord {
        if file.solves.is_empty() {
            return self;
        }
        if self.solves.is_empty() {
            return file;
        }
        let mut here = self.solves.clone();
        let mut solves = Vec::with_capacity(here.len() + file.solves.len());
        let mut added = false;
        for solve in file.solves {
            // Each solve here matches one of the file's at most once: a backup restored into
            // the browser it came from adds nothing, and changes nothing.
            match here.iter().position(|s| *s == solve) {
                Some(at) => {
                    here.remove(at);
                }
                None => added = true,
            }
            solves.push(solve);
        }
        if !added {
            return self;
        }
        solves.extend(here);
        let extra = solves.len().saturating_sub(KEPT_SOLVES);
        solves.drain(..extra);
        PaceRecord {
            revision: self.revision.max(file.revision).saturating_add(1),
            solves,
        }
    }
}

/// A solve by play as the play screen knows it: the rating's technique counts and the islands
/// (the shape is made in the chunk, so that the first board carries none of it), the time
/// without pauses, the hints used, the band.
pub struct Solved {
    pub techniques: Vec<(Technique, usize)>,
    pub islands: usize,
    pub elapsed_ms: u64,
    pub hints: u32,
    pub band: Option<Band>,
}

/// Keeps a solve: what the play screen calls when a puzzle is solved by play.
pub type Keep = fn(Solved) -> Result<(), NotSaved>;

/// Keeps a solve by play as the play screen knows it (through the `pace` chunk's parts).
pub fn keep_solved(solved: Solved) -> Result<(), NotSaved> {
    keep_solve(Solve {
        shape: PuzzleShape::of_uses(&solved.techniques, solved.islands),
        seconds: u32::try_from(solved.elapsed_ms / 1000).unwrap_or(u32::MAX),
        hints: u16::try_from(solved.hints).unwrap_or(u16::MAX),
        band: solved.band,
    })
}

/// The record's stored text, as the worker reads it (empty when absent or unreadable): the
/// page's side then carries no reader of it.
pub fn kept_text() -> String {
    storage::get_text(PACE).ok().flatten().unwrap_or_default()
}

/// The kept solves (none when absent or unreadable).
pub fn kept_solves() -> PaceRecord {
    storage::read(PACE)
}

/// Keeps a solve by play. The record only grows, so a write from another tab since this one
/// read is not overwritten: it is read again just before.
pub fn keep_solve(solve: Solve) -> Result<(), NotSaved> {
    let mut record = kept_solves();
    record.revision = next_revision(Some(record.revision), record.revision).unwrap_or(u64::MAX);
    record.add(solve);
    storage::set(PACE, &record).map_err(|why| NotSaved {
        what: Unsaved::Statistics,
        why,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use hashi_core::pace::PuzzleShape;

    fn solve(seconds: u32) -> Solve {
        Solve {
            shape: PuzzleShape {
                islands: 12,
                ..PuzzleShape::default()
            },
            seconds,
            hints: 0,
            band: None,
        }
    }

    #[test]
    fn the_record_round_trips_and_keeps_the_newest_500() {
        let mut record = PaceRecord::default();
        for n in 0..520 {
            record.add(solve(n));
        }
        assert_eq!(record.solves.len(), KEPT_SOLVES);
        assert_eq!(record.solves[0].seconds, 20);
        let text = serde_json::to_string(&record).unwrap();
        assert!(text.len() < 100_000, "{} bytes", text.len());
        assert_eq!(serde_json::from_str::<PaceRecord>(&text).unwrap(), record);
        // Older or damaged shapes of the record read as empty, never as an error.
        assert_eq!(
            serde_json::from_str::<PaceRecord>("{}").unwrap(),
            PaceRecord::default()
        );
    }

    #[test]
    fn a_backup_joins_without_counting_a_solve_twice() {
        let here = PaceRecord {
            revision: 3,
            solves: vec![solve(10), solve(20), solve(30)],
        };
        let file = PaceRecord {
            revision: 5,
            solves: vec![solve(5), solve(10), solve(20)],
        };
        let joined = here.clone().join(file);
        let seconds: Vec<u32> = joined.solves.iter().map(|s| s.seconds).collect();
        assert_eq!(seconds, vec![5, 10, 20, 30]);
        assert_eq!(joined.revision, 6);
        // The same backup again adds nothing and changes nothing.
        assert_eq!(joined.clone().join(joined.clone()), joined);
        // Never beyond the cap.
        let big = PaceRecord {
            revision: 0,
            solves: (0..400).map(solve).collect(),
        };
        let joined = big.clone().join(PaceRecord {
            revision: 0,
            solves: (1000..1300).map(solve).collect(),
        });
        assert_eq!(joined.solves.len(), KEPT_SOLVES);
        assert_eq!(joined.solves.last().unwrap().seconds, 399);
    }
}
