//! The trials' tests: an undone trial reaches the verdict a trial on a fresh copy reaches, at
//! every position where a rating looks ahead, and the sketch of a graph never says that the
//! connectivity rule finds nothing where it finds something.

use super::Trials;
use crate::generator::{generate, Params};
use crate::puzzle::Puzzle;
use crate::rating::Band;
use crate::solver::bounds::Bounds;
use crate::solver::cut_sketch::CutSketch;
use crate::solver::graph::{necessary_edges, CutEdges, Groups};
use crate::solver::propagate::refutes;
use crate::solver::techniques::{Deducer, Technique};
use crate::state::State;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Generated puzzles whose ratings look ahead, under the standard rules, without loops (where
/// the no-loop rule joins the propagation) and on a torus.
fn puzzles() -> Vec<(Puzzle, State)> {
    let cases = [
        ("", Band::Hard, 0..3),
        ("", Band::Extreme, 0..2),
        ("m4L", Band::Expert, 0..2),
        ("t", Band::Expert, 0..1),
    ];
    let mut made = Vec::new();
    for (rules, band, seeds) in cases {
        let params = Params {
            rules: rules.parse().unwrap(),
            ..Params::for_band(band)
        };
        for seed in seeds {
            let g = generate(&params, seed).unwrap();
            made.push((g.puzzle, g.solution));
        }
    }
    made
}

/// Calls `visit` at each position of a rating's solve of `puzzle` where every technique but
/// lookahead finds nothing (as the rating's does, guessing from `solution` where stuck).
fn at_lookaheads(puzzle: &Puzzle, solution: &State, mut visit: impl FnMut(&Bounds)) {
    let mut bounds = Bounds::open(puzzle);
    let mut deducer = Deducer::new(puzzle);
    while !bounds.all_fixed() {
        let simple = deducer.next(puzzle, &bounds, Technique::Connectivity);
        let found = match simple {
            Ok(Some(d)) => Some(d),
            _ => {
                visit(&bounds);
                deducer
                    .next(puzzle, &bounds, Technique::Lookahead)
                    .ok()
                    .flatten()
            }
        };
        match found {
            Some(d) => {
                d.apply(&mut bounds).unwrap();
                deducer.changed(puzzle, d.edges());
            }
            None => {
                let edge = (0..puzzle.edges().len())
                    .find(|&e| !bounds.is_fixed(e))
                    .unwrap();
                let count = solution.count(edge);
                bounds.narrow(puzzle, edge, count, count).unwrap();
                deducer.changed(puzzle, [edge]);
            }
        }
    }
}

#[test]
fn an_undone_trial_reaches_the_verdict_of_a_trial_on_a_copy() {
    let (mut trials_made, mut refuted) = (0, 0);
    for (puzzle, solution) in puzzles() {
        at_lookaheads(&puzzle, &solution, |bounds| {
            // One set of trials for the whole position, as a lookahead makes them: each
            // must leave it as it found it for the next.
            let mut trials = Trials::new(&puzzle, bounds, true);
            let mut cut_edges = CutEdges::default();
            let open = (0..puzzle.edges().len()).filter(|&e| !bounds.is_fixed(e));
            for edge in open.take(40) {
                for count in [bounds.lo(edge), bounds.hi(edge)] {
                    let groups = Groups::of(&puzzle, bounds);
                    let on_copy = refutes(&puzzle, bounds, groups, &mut cut_edges, edge, count);
                    assert_eq!(
                        trials.refutes(edge, count),
                        on_copy,
                        "edge {edge} at {count}"
                    );
                    trials_made += 1;
                    refuted += usize::from(on_copy);
                }
            }
        });
    }
    // Both verdicts were compared, many times.
    assert!(
        trials_made > 1000 && refuted > 20,
        "{trials_made} trials, {refuted} refuted"
    );
}

#[test]
fn a_sketch_never_misses_an_edge_the_connectivity_rule_finds() {
    let mut rng = ChaCha8Rng::seed_from_u64(44);
    let (mut quiet, mut finding) = (0, 0);
    for (puzzle, solution) in puzzles() {
        at_lookaheads(&puzzle, &solution, |base| {
            let mut sketch = CutSketch::of(&puzzle, base);
            let open: Vec<usize> = (0..puzzle.edges().len())
                .filter(|&e| base.lo(e) == 0 && base.hi(e) > 0)
                .collect();
            for _ in 0..30 {
                // Rule out a few open edges, mostly near one another, and place a bridge on
                // a few others, as a trial's propagation does.
                let mut now = base.clone();
                let mut ruled_out = Vec::new();
                let start = rng.random_range(0..open.len().max(1));
                for &edge in open.iter().skip(start).take(rng.random_range(1..=6)) {
                    if rng.random_bool(0.7) {
                        now.narrow_alone(edge, 0, 0).unwrap();
                        ruled_out.push(edge);
                    } else if now.hi(edge) > 0 {
                        now.narrow_alone(edge, 1, now.hi(edge)).unwrap();
                    }
                }
                let mut found = false;
                let walked = necessary_edges(&puzzle, &now, |_| found = true);
                // As a trial passes them: only those whose ends no certain bridges join.
                let mut groups = Groups::of(&puzzle, &now);
                let edges = puzzle.edges();
                ruled_out.retain(|&e| groups.find(edges[e].a) != groups.find(edges[e].b));
                let says_nothing = sketch.finds_nothing(base, &now, ruled_out);
                if says_nothing {
                    assert!(
                        walked.is_ok() && !found,
                        "the sketch missed what the walk found"
                    );
                    quiet += 1;
                } else if walked.is_err() || found {
                    finding += 1;
                }
            }
        });
    }
    // Both answers came up often: the sketch settles most trials, and the walk found
    // something in many.
    assert!(
        quiet > 300 && finding > 50,
        "{quiet} quiet, {finding} finding"
    );
}
