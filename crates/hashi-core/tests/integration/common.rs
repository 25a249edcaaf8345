//! Helpers shared by the solver tests: a brute-force reference solver and random puzzles.
#![allow(dead_code)]

use hashi_core::{is_solved, Mode, Move, Pos, Puzzle, State};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Counts solutions (capped at `cap`) by trying every assignment of 0, 1 or 2 to every edge.
pub fn brute_force_count(puzzle: &Puzzle, cap: usize) -> usize {
    let edges = puzzle.edges().len();
    let mut counts = vec![0u8; edges];
    let mut found = 0;
    loop {
        let mut state = State::empty(puzzle);
        let legal = counts.iter().enumerate().all(|(e, &c)| {
            match hashi_core::apply(puzzle, &state, &Move::on_edge(puzzle, e, c), Mode::Free) {
                Ok(next) => {
                    state = next;
                    true
                }
                Err(_) => false,
            }
        });
        if legal && is_solved(puzzle, &state) {
            found += 1;
            if found >= cap {
                return found;
            }
        }
        // Next assignment, counting in base 3.
        let mut i = 0;
        loop {
            if i == edges {
                return found;
            }
            counts[i] += 1;
            if counts[i] < 3 {
                break;
            }
            counts[i] = 0;
            i += 1;
        }
    }
}

/// Counts solutions (capped at `cap`) by depth-first enumeration of edge counts, pruning only
/// on island totals, and judging complete assignments with the rules engine. Independent of
/// the solver's deductions, and fast enough for puzzles of a few dozen edges.
pub fn pruned_brute_force_count(puzzle: &Puzzle, cap: usize) -> usize {
    fn go(
        puzzle: &Puzzle,
        edge: usize,
        counts: &mut Vec<u8>,
        totals: &mut Vec<u32>,
        last_edge: &[usize],
        found: &mut usize,
        cap: usize,
    ) {
        if *found >= cap {
            return;
        }
        if edge == counts.len() {
            let mut state = State::empty(puzzle);
            for (e, &c) in counts.iter().enumerate() {
                match hashi_core::apply(puzzle, &state, &Move::on_edge(puzzle, e, c), Mode::Free) {
                    Ok(next) => state = next,
                    Err(_) => return,
                }
            }
            if is_solved(puzzle, &state) {
                *found += 1;
            }
            return;
        }
        let e = puzzle.edges()[edge];
        for c in 0..=2u8 {
            let (ta, tb) = (
                u32::from(puzzle.islands()[e.a].target),
                u32::from(puzzle.islands()[e.b].target),
            );
            if totals[e.a] + u32::from(c) > ta || totals[e.b] + u32::from(c) > tb {
                break;
            }
            totals[e.a] += u32::from(c);
            totals[e.b] += u32::from(c);
            counts[edge] = c;
            let closed_ok = [e.a, e.b].iter().all(|&i| {
                last_edge[i] != edge || totals[i] == u32::from(puzzle.islands()[i].target)
            });
            if closed_ok {
                go(puzzle, edge + 1, counts, totals, last_edge, found, cap);
            }
            totals[e.a] -= u32::from(c);
            totals[e.b] -= u32::from(c);
            counts[edge] = 0;
        }
    }
    let n = puzzle.islands().len();
    let mut last_edge = vec![usize::MAX; n];
    for (id, e) in puzzle.edges().iter().enumerate() {
        last_edge[e.a] = id;
        last_edge[e.b] = id;
    }
    // Islands without edges can never be satisfied.
    if last_edge.contains(&usize::MAX) && n > 1 {
        return 0;
    }
    let mut found = 0;
    go(
        puzzle,
        0,
        &mut vec![0; puzzle.edges().len()],
        &mut vec![0; n],
        &last_edge,
        &mut found,
        cap,
    );
    found
}

/// A small random puzzle. Half the time its numbers come from random bridges (so it has at
/// least one solution when those bridges connect it), half the time they are arbitrary.
pub fn random_small_puzzle(rng: &mut impl Rng, max_edges: usize) -> Option<Puzzle> {
    let w = rng.random_range(2..=5);
    let h = rng.random_range(2..=5);
    let mut cells: Vec<Pos> = (0..h)
        .flat_map(|r| (0..w).map(move |c| Pos::new(r, c)))
        .collect();
    let take = rng.random_range(2..=cells.len().min(8));
    for i in 0..take {
        let j = rng.random_range(i..cells.len());
        cells.swap(i, j);
    }
    let positions = &cells[..take];
    let provisional = Puzzle::new(w, h, positions.iter().map(|&p| (p, 1))).ok()?;
    if provisional.edges().len() > max_edges {
        return None;
    }
    let targets: Vec<u32> = if rng.random_bool(0.5) {
        let mut state = State::empty(&provisional);
        for e in 0..provisional.edges().len() {
            let mv = Move::on_edge(&provisional, e, rng.random_range(0..=2));
            if let Ok(next) = hashi_core::apply(&provisional, &state, &mv, Mode::Free) {
                state = next;
            }
        }
        (0..provisional.islands().len())
            .map(|i| u32::from(state.total(i)))
            .collect()
    } else {
        (0..provisional.islands().len())
            .map(|_| rng.random_range(1..=4))
            .collect()
    };
    if targets.iter().any(|&t| t == 0 || t > 8) {
        return None;
    }
    Puzzle::new(
        w,
        h,
        provisional
            .islands()
            .iter()
            .zip(targets)
            .map(|(i, t)| (i.pos, t)),
    )
    .ok()
}

pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}
