//! Counting arguments that refute a puzzle before any search: necessary conditions on the
//! islands' numbers as a whole, each checked in time linear in the size of the puzzle.
//!
//! Propagation reasons about one island or one group at a time, and clause learning needs
//! exponentially many steps to refute pigeonhole-like problems. Some puzzles of a few dozen
//! bytes are exactly that: on a chessboard-coloured grid where every bridge joins a light
//! island to a dark one, the light islands' numbers must add up to the dark ones', and a
//! puzzle where they differ by two took minutes to refute by search. Here it takes one pass.
//!
//! Every check rests on the same identity: each bridge adds one to the count of both of its
//! ends. So for any weights `w` on the islands, `sum(w[i] * target[i])` equals the sum over
//! edges of `(w[a] + w[b]) * bridges[e]`, and the bridges of each edge lie within its bounds.

use super::bounds::Bounds;
use crate::puzzle::Puzzle;
use crate::union_find::UnionFind;
use std::fmt;

/// Why a puzzle has no solution, found by counting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Refutation {
    /// The edges that may still carry bridges cannot join every island.
    Disconnected,
    /// The numbers of a set of islands joined only among themselves add up to an odd total,
    /// but every bridge adds two.
    OddTotal,
    /// The numbers add up to fewer than the `2 * (islands - 1)` bridge ends needed to join
    /// every island.
    TooFewToConnect,
    /// Under rules without loops, the numbers add up to more than a tree can carry: joining
    /// `n` islands without a loop takes exactly `n - 1` pairs, each holding at most the rules'
    /// most bridges.
    TooManyForTree,
    /// Colouring the islands in two colours, the bridges each colour's numbers ask for cannot
    /// be matched up: on a chessboard grid where every bridge joins a light island to a dark
    /// one, the light islands' numbers must add up to the dark ones'.
    Unbalanced,
}

impl fmt::Display for Refutation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refutation::Disconnected => "the islands cannot all be joined",
            Refutation::OddTotal => "the numbers add up to an odd total, but every bridge counts twice",
            Refutation::TooFewToConnect => "the numbers are too small to join every island",
            Refutation::TooManyForTree => {
                "the numbers are too large to join every island without a loop"
            }
            Refutation::Unbalanced => {
                "islands joined only to islands of the other colour ask for unequal numbers of bridges"
            }
        })
    }
}

/// The first counting argument that shows `bounds` cannot be completed to a solution, if
/// any. Sound: it never refutes a position that has a solution. Linear in the puzzle's size.
///
/// ```
/// use hashi_core::formats::parse_task;
/// use hashi_core::solver::{counting::{refutation, Refutation}, Bounds};
/// // A 3x3 block of 2s: five islands of one colour, four of the other.
/// let p = parse_task("3x3:222222222").unwrap();
/// assert_eq!(refutation(&p, &Bounds::open(&p)), Some(Refutation::Unbalanced));
/// let p = parse_task("3x1:2a2").unwrap();
/// assert_eq!(refutation(&p, &Bounds::open(&p)), None);
/// ```
pub fn refutation(puzzle: &Puzzle, bounds: &Bounds) -> Option<Refutation> {
    let n = puzzle.islands().len();
    if n == 0 {
        return None;
    }
    let (mut components, parts) = possible_components(puzzle, bounds);
    if n > 1 && parts > 1 {
        return Some(Refutation::Disconnected);
    }
    if has_odd_component(puzzle, &mut components) {
        return Some(Refutation::OddTotal);
    }
    let total: u64 = puzzle.islands().iter().map(|i| u64::from(i.target)).sum();
    if total < 2 * (n as u64 - 1) {
        return Some(Refutation::TooFewToConnect);
    }
    let most_per_pair = 2 * u64::from(puzzle.max_bridges());
    if !puzzle.rules().allows_loops() && total > most_per_pair * (n as u64 - 1) {
        return Some(Refutation::TooManyForTree);
    }
    let chessboard: Vec<bool> = puzzle
        .islands()
        .iter()
        .map(|i| (i.pos.r + i.pos.c) % 2 == 0)
        .collect();
    if !balanced(puzzle, bounds, &chessboard)
        || !balanced(puzzle, bounds, &two_colouring(puzzle, bounds))
    {
        return Some(Refutation::Unbalanced);
    }
    None
}

/// Islands joined by the edges that may still carry a bridge, and how many parts that makes.
fn possible_components(puzzle: &Puzzle, bounds: &Bounds) -> (UnionFind, usize) {
    let n = puzzle.islands().len();
    let mut components = UnionFind::new(n);
    let mut parts = n;
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if bounds.hi(edge) > 0 && components.union(e.a, e.b) {
            parts -= 1;
        }
    }
    (components, parts)
}

/// Whether some part's numbers add up to an odd total: bridges never leave a part, and each
/// adds two to its total.
fn has_odd_component(puzzle: &Puzzle, components: &mut UnionFind) -> bool {
    let n = puzzle.islands().len();
    let mut odd = vec![false; n];
    for (island, i) in puzzle.islands().iter().enumerate() {
        odd[components.find(island)] ^= i.target % 2 == 1;
    }
    odd.contains(&true)
}

/// A colouring in which each part of the possible-edge graph is coloured from its first
/// island outwards, every edge's far end taking the other colour from its near end
/// (breadth first). On a bipartite part every edge then joins two colours.
fn two_colouring(puzzle: &Puzzle, bounds: &Bounds) -> Vec<bool> {
    let n = puzzle.islands().len();
    let mut colour = vec![false; n];
    let mut seen = vec![false; n];
    let mut queue = std::collections::VecDeque::new();
    for start in 0..n {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        queue.push_back(start);
        while let Some(island) = queue.pop_front() {
            for edge in puzzle.edges_of(island) {
                if bounds.hi(edge) == 0 {
                    continue;
                }
                let Some(other) = puzzle.edges()[edge].other(island) else {
                    continue;
                };
                if !seen[other] {
                    seen[other] = true;
                    colour[other] = !colour[island];
                    queue.push_back(other);
                }
            }
        }
    }
    colour
}

/// The balance check for one colouring (light islands weigh +1, dark ones -1). Islands are
/// grouped into regions joined by edges between the two colours; within a region such an
/// edge adds as much to the light side as to the dark, so it drops out of the identity in
/// the module documentation. What is left, for each region, is its light numbers minus its
/// dark numbers, which must lie within what the other edges touching the region can supply:
/// an edge between two islands of one colour, or leading out of the region, adds its bridges
/// to the side of each end inside the region. A region with no such edges must balance
/// exactly.
fn balanced(puzzle: &Puzzle, bounds: &Bounds, light: &[bool]) -> bool {
    let n = puzzle.islands().len();
    let mut regions = UnionFind::new(n);
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if bounds.hi(edge) > 0 && light[e.a] != light[e.b] {
            regions.union(e.a, e.b);
        }
    }
    let weight = |island: usize| if light[island] { 1i64 } else { -1 };
    // Per region: the numbers' weighted sum, and the least and most the edges that do not
    // drop out can add to it.
    let mut sum = vec![0i64; n];
    let mut least = vec![0i64; n];
    let mut most = vec![0i64; n];
    for (island, i) in puzzle.islands().iter().enumerate() {
        sum[regions.find(island)] += weight(island) * i64::from(i.target);
    }
    for (edge, e) in puzzle.edges().iter().enumerate() {
        let (lo, hi) = (i64::from(bounds.lo(edge)), i64::from(bounds.hi(edge)));
        if hi == 0 || light[e.a] != light[e.b] {
            continue;
        }
        for end in [e.a, e.b] {
            let region = regions.find(end);
            let w = weight(end);
            least[region] += (w * lo).min(w * hi);
            most[region] += (w * lo).max(w * hi);
        }
    }
    (0..n).all(|island| {
        regions.find(island) != island || (least[island]..=most[island]).contains(&sum[island])
    })
}
