//! `hashi pack`: build the puzzle packs the app ships, one JSON file per difficulty.

use hashi_core::formats::write_task;
use hashi_core::generator::{generate, Params, GENERATOR_VERSION};
use hashi_core::packs::{uses_by_id, Pack, PackPuzzle, PackRating};
use hashi_core::rating::Band;
use indicatif::{ProgressBar, ProgressStyle};
use std::path::Path;

/// Seeds per band start here, so packs of different bands never share a seed.
fn seed_for(band: Band, k: u64) -> u64 {
    (band as u64 + 1) * 1_000_000 + k
}

pub fn run(per_level: usize, out: &Path) -> u8 {
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
            let seed = seed_for(band, k);
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
                },
                solution: Some(g.solution.counts_text()),
            });
            bar.inc(1);
        }
        puzzles.sort_by(|a, b| a.rating.score.total_cmp(&b.rating.score));
        for (i, p) in puzzles.iter_mut().enumerate() {
            p.id = format!("{}-{:03}", band.id(), i + 1);
        }
        let pack = Pack {
            difficulty: band.id().to_string(),
            generator_version: GENERATOR_VERSION,
            puzzles,
        };
        let path = out.join(format!("{}.json", band.id()));
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
