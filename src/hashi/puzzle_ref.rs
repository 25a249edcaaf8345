//! Where a puzzle comes from (a pack, a seed, or an import) and the URL that reopens it.

use super::packs;
use hashi_core::formats::{parse_task, write_task};
use hashi_core::generator::{generate, Params, GENERATOR_VERSION};
use hashi_core::rating::Band;
use hashi_core::{Puzzle, State};

/// A puzzle's identity: its URL and its storage key derive from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleRef {
    Pack(String),
    Generated {
        band: Band,
        width: usize,
        height: usize,
        seed: u64,
    },
    Imported(String),
}

/// A puzzle ready to play, with what the page shows about it.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub puzzle: Puzzle,
    /// "easy-001", "Generated medium 10x10 #42", "Imported 7x7".
    pub title: String,
    /// The band, when known (for statistics).
    pub band: Option<Band>,
    /// The solution, when it came with the puzzle (the generator's); otherwise the screen
    /// solves once, when an aid first needs it.
    pub solution: Option<State>,
}

impl PuzzleRef {
    /// The app path that opens this puzzle.
    pub fn path(&self) -> String {
        match self {
            PuzzleRef::Pack(id) => format!("/hashi/p/{id}"),
            PuzzleRef::Generated {
                band,
                width,
                height,
                seed,
            } => format!("/hashi/g/{band}/{width}x{height}/{seed}?v={GENERATOR_VERSION}"),
            PuzzleRef::Imported(task) => format!("/hashi/i/{task}"),
        }
    }

    /// The key under which progress is saved.
    pub fn storage_id(&self) -> String {
        match self {
            PuzzleRef::Pack(id) => format!("p/{id}"),
            PuzzleRef::Generated {
                band,
                width,
                height,
                seed,
            } => format!("g{GENERATOR_VERSION}/{band}/{width}x{height}/{seed}"),
            PuzzleRef::Imported(task) => format!("i/{task}"),
        }
    }

    /// Reads a generated puzzle's route parameters; the error says which part is wrong.
    pub fn generated(difficulty: &str, size: &str, seed: &str) -> Result<PuzzleRef, String> {
        let band = Band::from_id(difficulty).ok_or_else(|| {
            format!("“{difficulty}” is not a difficulty (easy, medium, hard, expert or extreme).")
        })?;
        let (w, h) = size
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
            .ok_or_else(|| format!("“{size}” is not a size like 10x10."))?;
        let seed = seed
            .parse()
            .map_err(|_| format!("“{seed}” is not a seed (a whole number)."))?;
        Ok(PuzzleRef::Generated {
            band,
            width: w,
            height: h,
            seed,
        })
    }

    /// Builds the puzzle, or explains why this reference leads nowhere.
    pub fn load(&self) -> Result<Loaded, String> {
        match self {
            PuzzleRef::Pack(id) => {
                let entry =
                    packs::find(id).ok_or_else(|| format!("There is no pack puzzle “{id}”."))?;
                let puzzle = entry
                    .puzzle()
                    .map_err(|e| format!("Pack puzzle “{id}” is damaged: {e}"))?;
                Ok(Loaded {
                    puzzle,
                    title: id.clone(),
                    band: Band::from_id(&entry.rating.band),
                    solution: None,
                })
            }
            PuzzleRef::Generated {
                band,
                width,
                height,
                seed,
            } => {
                let params = Params {
                    width: *width,
                    height: *height,
                    ..Params::for_band(*band)
                };
                let g = generate(&params, *seed).map_err(|e| format!("{e}."))?;
                Ok(Loaded {
                    puzzle: g.puzzle,
                    title: format!("{band} {width}x{height} #{seed}"),
                    band: Some(*band),
                    solution: Some(g.solution),
                })
            }
            PuzzleRef::Imported(task) => {
                let puzzle =
                    parse_task(task).map_err(|e| format!("This puzzle link is broken: {e}"))?;
                let title = format!("Imported {}x{}", puzzle.width(), puzzle.height());
                Ok(Loaded {
                    puzzle,
                    title,
                    band: None,
                    solution: None,
                })
            }
        }
    }

    /// The reference for an imported puzzle.
    pub fn imported(puzzle: &Puzzle) -> PuzzleRef {
        PuzzleRef::Imported(write_task(puzzle))
    }
}
