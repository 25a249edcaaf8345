//! `hashi bench-likeness`: how well a plain classifier tells our puzzles from a folder of
//! reference ones (published hand-made puzzles, kept outside the repository). For each
//! reference puzzle one of ours is made at its size and at the band our rater gives it; a
//! logistic regression on layout, solution and solver-path features is cross-validated on the
//! pairs, and again on ours against ours as a control (near 0.5 when the measure is sound).

mod fit;
mod logistic;

use crate::input::read_puzzle;
use hashi_core::generator::{generate_as, Params};
use hashi_core::likeness::{features, names as feature_names};
use hashi_core::rating::{rate_within, Band};
use hashi_core::shape::Shape;
use hashi_core::solver::{unique_solution_within, Budget};
use std::path::Path;

const FOLDS: usize = 5;
/// Seeds of the control's second set start here, far from the first set's.
const CONTROL_SEEDS: u64 = 1_000_000;

#[derive(Clone)]
struct Made {
    band: Band,
    shape: Shape,
    row: Vec<f64>,
}

fn ours(params: &Params, seed: u64, version: u32) -> Option<Made> {
    let g = generate_as(params, seed, version).ok()?;
    let (shape, row) = features(&g.puzzle, &g.solution, &g.rating);
    Some(Made {
        band: g.rating.band,
        shape,
        row,
    })
}

/// Runs the measure against the puzzles in `reference` with generator `version`; the exit
/// status is 1 when no pair could be made.
pub fn run(
    reference: &Path,
    version: u32,
    limit: Option<usize>,
    table: Option<&Path>,
    fit_weights: Option<&Path>,
) -> u8 {
    let mut files: Vec<_> = match std::fs::read_dir(reference) {
        Ok(dir) => dir.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(e) => {
            eprintln!(
                "error: {}: cannot read the folder: {e}",
                reference.display()
            );
            return crate::EXIT_BAD_INPUT;
        }
    };
    files.sort();
    if let Some(limit) = limit {
        files.truncate(limit);
    }
    let budget = Budget::DEFAULT;
    let (mut theirs, mut mine, mut control) = (Vec::new(), Vec::new(), Vec::new());
    let mut skipped = 0;
    for (index, file) in files.iter().enumerate() {
        let Ok(imported) = read_puzzle(file) else {
            skipped += 1;
            continue;
        };
        let puzzle = imported.puzzle;
        let (Ok(solution), Ok(rating)) = (
            unique_solution_within(&puzzle, budget),
            rate_within(&puzzle, budget),
        ) else {
            skipped += 1;
            continue;
        };
        let params = Params {
            width: puzzle.width(),
            height: puzzle.height(),
            difficulty: rating.band,
            density: None,
            ..Params::for_band(rating.band)
        };
        let seed = index as u64;
        match (
            ours(&params, seed, version),
            ours(&params, seed + CONTROL_SEEDS, version),
        ) {
            (Some(a), Some(b)) => {
                let (shape, row) = features(&puzzle, &solution, &rating);
                theirs.push(Made {
                    band: rating.band,
                    shape,
                    row,
                });
                mine.push(a);
                control.push(b);
            }
            _ => skipped += 1,
        }
    }
    if theirs.is_empty() {
        eprintln!("error: no pair could be made from {}", reference.display());
        return 1;
    }
    println!(
        "pairs: {} (skipped {skipped}: unreadable, not unique, or no puzzle of ours at that size and band)",
        theirs.len()
    );
    print_means(&theirs, &mine);
    if let Some(path) = table {
        if let Err(e) = write_table(path, &theirs, &mine) {
            eprintln!("error: {}: cannot write the table: {e}", path.display());
            return 1;
        }
    }
    if let Some(path) = fit_weights {
        let rows =
            |set: &[Made]| -> Vec<Vec<f64>> { fit::held_in(set).map(|m| m.row.clone()).collect() };
        if let Err(e) = fit::write(path, version, &rows(&theirs), &rows(&mine)) {
            eprintln!("error: {}: cannot write the weights: {e}", path.display());
            return 1;
        }
        println!(
            "weights fitted on {} even-numbered pairs written to {}",
            theirs.len().div_ceil(2),
            path.display()
        );
    }
    let (auc, weights) = classify(&theirs, &mine);
    let (control_auc, _) = classify(&control, &mine);
    let held_out: (Vec<Made>, Vec<Made>) = (
        fit::held_out(&theirs).cloned().collect(),
        fit::held_out(&mine).cloned().collect(),
    );
    let (held_out_auc, _) = classify(&held_out.0, &held_out.1);
    println!("likeness AUC (logistic regression, {FOLDS}-fold): {auc:.3}");
    println!(
        "  on the {} odd-numbered pairs alone (never seen by the generator's weights): {held_out_auc:.3}",
        held_out.0.len()
    );
    println!("control AUC (ours against ours):            {control_auc:.3}");
    println!("features that tell the two apart best alone (AUC, 0.5 = not at all):");
    for (name, alone) in single_feature_aucs(&theirs, &mine).into_iter().take(8) {
        println!("  {name:<22} {alone:.3}");
    }
    println!("strongest features (standardised weight; + leans towards reference):");
    let names = feature_names();
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by(|&a, &b| weights[b + 1].abs().total_cmp(&weights[a + 1].abs()));
    for &i in order.iter().take(10) {
        println!("  {:<22} {:+.2}", names[i], weights[i + 1]);
    }
    0
}

/// Cross-validated AUC for telling `positive` from `negative`, rows interleaved in pairs, and
/// the weights of a model fitted on all of them.
fn classify(positive: &[Made], negative: &[Made]) -> (f64, Vec<f64>) {
    let mut x = Vec::new();
    let mut y = Vec::new();
    for (p, n) in positive.iter().zip(negative) {
        x.push(p.row.clone());
        y.push(true);
        x.push(n.row.clone());
        y.push(false);
    }
    let auc = logistic::cross_validated_auc(&x, &y, FOLDS);
    (auc, logistic::Model::fit(&x, &y).weights)
}

/// Writes every pair's features as CSV (a `source` column, then the features), for a look
/// with other tools.
fn write_table(path: &Path, theirs: &[Made], mine: &[Made]) -> std::io::Result<()> {
    let mut text = format!("source,band,{}\n", feature_names().join(","));
    for (source, set) in [("reference", theirs), ("ours", mine)] {
        for m in set {
            let row: Vec<String> = m.row.iter().map(|v| format!("{v:.5}")).collect();
            text.push_str(&format!("{source},{},{}\n", m.band, row.join(",")));
        }
    }
    std::fs::write(path, text)
}

/// Each feature's own AUC (folded so that 0.3 reads as 0.7), strongest first.
fn single_feature_aucs(theirs: &[Made], mine: &[Made]) -> Vec<(String, f64)> {
    let labels: Vec<bool> = theirs
        .iter()
        .map(|_| true)
        .chain(mine.iter().map(|_| false))
        .collect();
    let mut out: Vec<(String, f64)> = feature_names()
        .into_iter()
        .enumerate()
        .map(|(i, name)| {
            let scores: Vec<f64> = theirs.iter().chain(mine).map(|m| m.row[i]).collect();
            let auc = logistic::auc(&scores, &labels);
            (name, auc.max(1.0 - auc))
        })
        .collect();
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// One measure of a shape, for the table of means.
type Measure = &'static dyn Fn(&Shape) -> f64;

fn print_means(theirs: &[Made], mine: &[Made]) {
    let mean = |set: &[Made], f: &dyn Fn(&Shape) -> f64| {
        set.iter().map(|m| f(&m.shape)).sum::<f64>() / set.len() as f64
    };
    let rows: [(&str, Measure); 19] = [
        ("islands per cell", &|s| s.density),
        ("rot180 symmetric", &|s| s.rot180),
        ("best symmetry", &|s| s.best_symmetry()),
        ("mean bridge length", &|s| s.bridge_length),
        ("long bridges (4+)", &|s| s.long_bridges),
        ("diagonal neighbour", &|s| s.diagonal),
        ("row/col spread (cv)", &|s| s.line_spread),
        ("empty lines", &|s| s.empty_lines),
        ("sees 4", &|s| s.sees[3]),
        ("sees 1", &|s| s.sees[0]),
        ("clue mean", &|s| s.clue_mean),
        ("share of 1s", &|s| s.clues[0]),
        ("loops per island", &|s| s.loops),
        ("doubles", &|s| s.doubles),
        ("sight length", &|s| s.sight_length),
        ("pairs bridged", &|s| s.pairs_used),
        ("sees 2", &|s| s.sees[1]),
        ("sees 3", &|s| s.sees[2]),
        ("on the border", &|s| s.border),
    ];
    println!(
        "{:<22} {:>10} {:>10}",
        "mean per puzzle", "reference", "ours"
    );
    for (name, f) in rows {
        println!(
            "{name:<22} {:>10.3} {:>10.3}",
            mean(theirs, f),
            mean(mine, f)
        );
    }
    let crossing = |set: &[Made]| {
        let i = Shape::NAMES.len();
        set.iter().map(|m| m.row[i]).sum::<f64>() / set.len() as f64
    };
    println!(
        "{:<22} {:>10.3} {:>10.3}",
        "crossing steps/island",
        crossing(theirs),
        crossing(mine)
    );
}
