//! `hashi pack`: build a series of the puzzle packs the app ships, one JSON file per
//! difficulty, each puzzle with its solution, rating and triple.

use hashi_core::flow::triple_of;
use hashi_core::formats::write_task;
use hashi_core::generator::{generate, Generated, Params, GENERATOR_VERSION};
use hashi_core::hint::logical_path;
use hashi_core::packs::{uses_by_id, Pack, PackPuzzle, PackRating, PackTriple};
use hashi_core::rating::Band;
use hashi_core::solver::Budget;
use indicatif::{ProgressBar, ProgressStyle};
use std::path::Path;

/// Seeds per band and series start here, so no two packs share a seed (series 1's are
/// those of the first packs).
fn seed_for(series: u64, band: Band, k: u64) -> u64 {
    (series - 1) * 10_000_000 + (band as u64 + 1) * 1_000_000 + k
}

/// A pack's name (its file's and its ids' stem): the band's id, with the series after it from
/// the second on (`easy`, `easy2`).
fn pack_name(series: u64, band: Band) -> String {
    match series {
        1 => band.id().to_string(),
        n => format!("{}{n}", band.id()),
    }
}

/// The triple of the helper's logical path through `g`, as the celebration shows it.
fn triple(g: &Generated) -> Option<PackTriple> {
    let steps = logical_path(&g.puzzle, &g.solution, Budget::DEFAULT).ok()?;
    triple_of(&steps).map(|t| PackTriple::of(&t))
}

pub fn run(per_level: usize, series: u64, out: &Path) -> u8 {
    if let Err(e) = std::fs::create_dir_all(out) {
        eprintln!("error: cannot create {}: {e}", out.display());
        return crate::EXIT_BAD_INPUT;
    }
    let bar = ProgressBar::new((per_level * Band::ALL.len()) as u64);
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} {msg} [{elapsed}]") {
        bar.set_style(style);
    }
    for band in Band::ALL {
        bar.set_message(band.id());
        let params = Params::for_band(band);
        let mut puzzles = Vec::new();
        for k in 0..per_level as u64 {
            let seed = seed_for(series, band, k);
            let g = match generate(&params, seed) {
                Ok(g) => g,
                Err(e) => {
                    bar.abandon();
                    eprintln!("error: {band} seed {seed}: {e}");
                    return super::gen::EXIT_GENERATION_FAILED;
                }
            };
            puzzles.push(PackPuzzle {
                id: String::new(),
                seed,
                w: g.puzzle.width(),
                h: g.puzzle.height(),
                task: write_task(&g.puzzle),
                islands: g.puzzle.islands().len(),
                rating: PackRating {
                    band: band.id().to_string(),
                    score: g.rating.score,
                    steps: g.rating.steps,
                    lookaheads: g.rating.lookaheads,
                    uses: uses_by_id(&g.rating.uses),
                    triple: triple(&g),
                },
                solution: Some(g.solution.counts_text()),
            });
            bar.inc(1);
        }
        puzzles.sort_by(|a, b| a.rating.score.total_cmp(&b.rating.score));
        for (i, p) in puzzles.iter_mut().enumerate() {
            p.id = format!("{}-{:03}", pack_name(series, band), i + 1);
        }
        let pack = Pack {
            difficulty: band.id().to_string(),
            generator_version: GENERATOR_VERSION,
            puzzles,
        };
        let path = out.join(format!("{}.json", pack_name(series, band)));
        let text = match serde_json::to_string_pretty(&pack) {
            Ok(t) => t + "\n",
            Err(e) => {
                eprintln!("error: cannot encode the {band} pack: {e}");
                return super::gen::EXIT_GENERATION_FAILED;
            }
        };
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return crate::EXIT_BAD_INPUT;
        }
    }
    bar.finish_with_message("done");
    println!("wrote {} packs to {}", Band::ALL.len(), out.display());
    0
}
