//! Judging a position: each island against its number, the connected groups, loops where the
//! rules forbid them, no-bridge marks that cannot be right, solved, and the mistakes a position
//! holds against a known solution. Marks are the player's claims: they never count for solved.

use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::state::State;
use crate::union_find::UnionFind;

/// How an island's bridge total compares with its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IslandStatus {
    Under,
    Satisfied,
    Over,
}

impl IslandStatus {
    /// The status of an island with `total` bridge ends and number `target`.
    pub fn of(total: u8, target: u8) -> IslandStatus {
        match total.cmp(&target) {
            std::cmp::Ordering::Less => IslandStatus::Under,
            std::cmp::Ordering::Equal => IslandStatus::Satisfied,
            std::cmp::Ordering::Greater => IslandStatus::Over,
        }
    }
}

/// An island's status in `state`.
pub fn island_status(puzzle: &Puzzle, state: &State, island: IslandId) -> IslandStatus {
    IslandStatus::of(state.total(island), puzzle.islands()[island].target)
}

/// Everything a player needs to know about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// Per island, indexed by [`IslandId`].
    pub islands: Vec<IslandStatus>,
    /// Islands joined by bridges, each group sorted, groups ordered by their first island.
    pub groups: Vec<Vec<IslandId>>,
    /// Indices into `groups` of groups whose islands are all satisfied although the group is
    /// not the whole puzzle: nothing can join them any more, so the position is wrong.
    pub closed_groups: Vec<usize>,
    /// Under rules without loops, the edges with bridges that close a loop (in edge order);
    /// always empty where loops are allowed.
    pub loop_edges: Vec<EdgeId>,
    /// Every island satisfied, one group holds them all, and no loop the rules forbid.
    pub solved: bool,
}

/// Per island, one island of its group of bridges, the same for the whole group: what
/// [`groups`] lists, without a list per group, for what runs after every move.
fn group_roots(puzzle: &Puzzle, state: &State) -> Vec<IslandId> {
    let n = puzzle.islands().len();
    let mut groups = UnionFind::new(n);
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if state.count(edge) > 0 {
            groups.union(e.a, e.b);
        }
    }
    (0..n).map(|i| groups.find(i)).collect()
}

/// The connected groups over edges that carry at least one bridge.
pub fn groups(puzzle: &Puzzle, state: &State) -> Vec<Vec<IslandId>> {
    let n = puzzle.islands().len();
    let mut uf = UnionFind::new(n);
    for (id, e) in puzzle.edges().iter().enumerate() {
        if state.count(id) > 0 {
            uf.union(e.a, e.b);
        }
    }
    let mut by_root: Vec<Option<usize>> = vec![None; n];
    let mut out: Vec<Vec<IslandId>> = Vec::new();
    for island in 0..n {
        let root = uf.find(island);
        let slot = *by_root[root].get_or_insert_with(|| {
            out.push(Vec::new());
            out.len() - 1
        });
        out[slot].push(island);
    }
    out
}

/// Judges `state`.
pub fn status(puzzle: &Puzzle, state: &State) -> Status {
    let islands: Vec<IslandStatus> = (0..puzzle.islands().len())
        .map(|i| island_status(puzzle, state, i))
        .collect();
    let groups = groups(puzzle, state);
    let closed_groups = if groups.len() > 1 {
        groups
            .iter()
            .enumerate()
            .filter(|(_, g)| g.iter().all(|&i| islands[i] == IslandStatus::Satisfied))
            .map(|(k, _)| k)
            .collect()
    } else {
        Vec::new()
    };
    let loop_edges = forbidden_loops(puzzle, state);
    let solved = !state.in_trial()
        && groups.len() == 1
        && islands.iter().all(|&s| s == IslandStatus::Satisfied)
        && loop_edges.is_empty();
    Status {
        islands,
        groups,
        closed_groups,
        loop_edges,
        solved,
    }
}

/// Whether `state` solves the puzzle: every number met, all islands in one group, and no loop
/// where the rules forbid them. Never while a trial is open: pencil bridges count once
/// accepted.
pub fn is_solved(puzzle: &Puzzle, state: &State) -> bool {
    !state.in_trial()
        && (0..puzzle.islands().len())
            .all(|i| island_status(puzzle, state, i) == IslandStatus::Satisfied)
        && groups(puzzle, state).len() == 1
        && (puzzle.rules().allows_loops() || !has_loop(puzzle, state))
}

// Judged here rather than beside `State::counts_text` in `moves.rs`: whether the counts
// solve the puzzle is a rule, and `moves.rs` stands below the rules.
impl State {
    /// A solution kept as [`State::counts_text`], rebuilt through the rules: None unless the
    /// text is a whole solution of `puzzle` (a damaged one is dropped, and the solution is
    /// looked for again when an aid needs it).
    pub fn solution_from_text(puzzle: &Puzzle, text: &str) -> Option<State> {
        let counts: Vec<u8> = text
            .bytes()
            .map(|b| b.is_ascii_digit().then(|| b - b'0'))
            .collect::<Option<_>>()?;
        State::from_counts(puzzle, &counts)
            .ok()
            .filter(|state| is_solved(puzzle, state))
    }
}

/// Whether the bridges close a loop: some pair joined twice over, directly or round a ring.
pub fn has_loop(puzzle: &Puzzle, state: &State) -> bool {
    let mut uf = UnionFind::new(puzzle.islands().len());
    puzzle
        .edges()
        .iter()
        .enumerate()
        .filter(|&(id, _)| state.count(id) > 0)
        .any(|(_, e)| !uf.union(e.a, e.b))
}

/// Under rules without loops, the edges with bridges that lie on a loop; else none.
pub fn forbidden_loops(puzzle: &Puzzle, state: &State) -> Vec<EdgeId> {
    if puzzle.rules().allows_loops() {
        Vec::new()
    } else {
        loop_edges(puzzle, state)
    }
}

/// The edges with bridges that lie on a loop of bridges: every one that is not a bridge in
/// the graph-theory sense (Tarjan's low-link walk, without recursion so a long chain of
/// islands cannot overflow the stack). A pair joined by two routes round a wrapped board
/// counts as a loop of two edges.
pub fn loop_edges(puzzle: &Puzzle, state: &State) -> Vec<EdgeId> {
    let n = puzzle.islands().len();
    let mut order = vec![usize::MAX; n];
    let mut low = vec![0usize; n];
    let mut on_loop = vec![false; puzzle.edges().len()];
    let mut clock = 0;
    let bridged = |edge: EdgeId| state.count(edge) > 0;
    for root in 0..n {
        if order[root] != usize::MAX {
            continue;
        }
        order[root] = clock;
        low[root] = clock;
        clock += 1;
        // (island, edge it was entered by, next edge slot to look at)
        let mut stack: Vec<(IslandId, Option<EdgeId>, usize)> = vec![(root, None, 0)];
        while let Some(&mut (island, entered_by, ref mut slot)) = stack.last_mut() {
            let slots = puzzle.edge_slots(island);
            if *slot < slots.len() {
                let next = slots[*slot];
                *slot += 1;
                let Some(edge) = next.filter(|&e| bridged(e) && Some(e) != entered_by) else {
                    continue;
                };
                let Some(other) = puzzle.edges()[edge].other(island) else {
                    continue;
                };
                if order[other] == usize::MAX {
                    order[other] = clock;
                    low[other] = clock;
                    clock += 1;
                    stack.push((other, Some(edge), 0));
                } else {
                    low[island] = low[island].min(order[other]);
                    on_loop[edge] = true;
                }
                continue;
            }
            stack.pop();
            if let (Some(edge), Some(&(parent, _, _))) = (entered_by, stack.last()) {
                low[parent] = low[parent].min(low[island]);
                // A tree edge lies on a loop unless nothing below it reaches above it.
                if low[island] <= order[parent] {
                    on_loop[edge] = true;
                }
            }
        }
    }
    (0..on_loop.len()).filter(|&e| on_loop[e]).collect()
}

/// Islands that can no longer reach their number: even with every edge still open to them
/// filled as far as the neighbour can take, they fall short. (Over-full islands are reported
/// by [`IslandStatus::Over`].) No-bridge marks are claims, not facts: a marked edge still
/// counts as open here (see [`contradicting_marks`]).
pub fn stranded(puzzle: &Puzzle, state: &State) -> Vec<IslandId> {
    (0..puzzle.islands().len())
        .filter(|&island| reachable(puzzle, state, island, false) < target(puzzle, island))
        .collect()
}

/// No-bridge marks that contradict the bridges placed, by the rules alone: a mark is flagged
/// when an island at either end can no longer reach its number once every marked edge is
/// taken as closed, although it still could with the marks ignored (an island stranded by
/// the bridges alone is Check's island error, not the marks'). In edge order.
pub fn contradicting_marks(puzzle: &Puzzle, state: &State) -> Vec<EdgeId> {
    let short = |island: IslandId| {
        let need = target(puzzle, island);
        reachable(puzzle, state, island, true) < need
            && reachable(puzzle, state, island, false) >= need
    };
    (0..puzzle.edges().len())
        .filter(|&edge| state.marked(edge))
        .filter(|&edge| {
            let e = puzzle.edges()[edge];
            short(e.a) || short(e.b)
        })
        .collect()
}

fn target(puzzle: &Puzzle, island: IslandId) -> u32 {
    u32::from(puzzle.islands()[island].target)
}

/// The most bridge ends `island` could reach: what it has, plus on every edge not blocked by a
/// crossing bridge as many more as the neighbour has room for (up to the rules' most per
/// edge). With `closing_marks`, a marked edge adds nothing.
fn reachable(puzzle: &Puzzle, state: &State, island: IslandId, closing_marks: bool) -> u32 {
    reachable_by(
        puzzle,
        state,
        island,
        closing_marks,
        |edge| blocked(puzzle, state, edge),
        |other| room(puzzle, state, other),
    )
}

/// Whether a bridge on an edge it crosses blocks `edge`.
fn blocked(puzzle: &Puzzle, state: &State, edge: EdgeId) -> bool {
    puzzle.crossings(edge).iter().any(|&o| state.count(o) > 0)
}

/// Bridge ends `island` still lacks.
fn room(puzzle: &Puzzle, state: &State, island: IslandId) -> u32 {
    target(puzzle, island).saturating_sub(u32::from(state.total(island)))
}

/// [`reachable`], with whether an edge is blocked and an island's room given: looked up from
/// tables where every island is asked at once ([`error_marks`]), rather than worked out again
/// from each end of each edge.
fn reachable_by(
    puzzle: &Puzzle,
    state: &State,
    island: IslandId,
    closing_marks: bool,
    blocked: impl Fn(EdgeId) -> bool,
    room: impl Fn(IslandId) -> u32,
) -> u32 {
    puzzle
        .edges_of(island)
        .map(|edge| {
            let count = u32::from(state.count(edge));
            if blocked(edge) || (closing_marks && state.marked(edge)) {
                return count;
            }
            let other = puzzle.edges()[edge].other(island).unwrap_or(island);
            count + room(other).min(u32::from(puzzle.max_bridges()).saturating_sub(count))
        })
        .sum()
}

/// Per island, the id of its group for colouring: the smallest island id in the group,
/// for islands joined to at least one other by bridges; `None` for an island on its own.
/// Keyed by the smallest member, a group keeps its id while others join it from above.
pub fn group_ids(puzzle: &Puzzle, state: &State) -> Vec<Option<IslandId>> {
    // By root rather than by listing the groups, as [`error_marks`] does: it runs per move.
    let n = puzzle.islands().len();
    let roots = group_roots(puzzle, state);
    // Islands in order: the first met of each group is its smallest.
    let mut smallest: Vec<Option<IslandId>> = vec![None; n];
    let mut size = vec![0usize; n];
    for (island, &root) in roots.iter().enumerate() {
        smallest[root].get_or_insert(island);
        size[root] += 1;
    }
    roots
        .iter()
        .map(|&root| smallest[root].filter(|_| size[root] > 1))
        .collect()
}

/// A colour for every group of [`group_ids`]: `(colour, pattern)` per island, with colour
/// below `palette` and pattern the number of times the palette ran out before it. Groups
/// are taken in order of their id; each prefers colour `id % palette` (so it keeps its colour
/// as play elsewhere changes) and takes the next free one when that is used; once every
/// colour is used the next round starts with pattern 1, and so on.
pub fn group_colours(
    puzzle: &Puzzle,
    state: &State,
    palette: usize,
) -> Vec<Option<(usize, usize)>> {
    let ids = group_ids(puzzle, state);
    let palette = palette.max(1);
    // The groups' ids in order, marked rather than sorted: the page's only sort otherwise,
    // and a sort's code is some 3 KB of the first download.
    let mut is_leader = vec![false; ids.len()];
    for &leader in ids.iter().flatten() {
        is_leader[leader] = true;
    }
    let leaders = (0..ids.len()).filter(|&island| is_leader[island]);
    let mut given: Vec<Option<(usize, usize)>> = vec![None; ids.len()];
    let mut used = vec![false; palette];
    let mut pattern = 0;
    for leader in leaders {
        if used.iter().all(|&u| u) {
            used.fill(false);
            pattern += 1;
        }
        let colour = (0..palette)
            .map(|step| (leader + step) % palette)
            .find(|&c| !used[c])
            .unwrap_or(0);
        used[colour] = true;
        given[leader] = Some((colour, pattern));
    }
    ids.iter()
        .map(|id| id.and_then(|leader| given[leader]))
        .collect()
}

/// Per island, whether Check marks it as an error: over-full, stranded (it can no longer
/// reach its number), in a group that is complete but cut off from the rest, or on a loop
/// the rules forbid.
///
/// The board redraws these after every move, so the groups are kept as one root per island
/// rather than listed ([`status`] makes a list per group: on a 100x100 board early in a game,
/// thousands of them per move, a quarter of a move's time).
pub fn error_marks(puzzle: &Puzzle, state: &State) -> Vec<bool> {
    let n = puzzle.islands().len();
    let statuses: Vec<IslandStatus> = (0..n).map(|i| island_status(puzzle, state, i)).collect();
    let room: Vec<u32> = (0..n).map(|i| room(puzzle, state, i)).collect();
    let blocked: Vec<bool> = (0..puzzle.edges().len())
        .map(|edge| blocked(puzzle, state, edge))
        .collect();
    let mut marks: Vec<bool> = (0..n)
        .map(|i| {
            statuses[i] == IslandStatus::Over
                || reachable_by(puzzle, state, i, false, |e| blocked[e], |j| room[j])
                    < target(puzzle, i)
        })
        .collect();
    let roots = group_roots(puzzle, state);
    // A lone group is the whole puzzle: complete, it is solved, not cut off.
    if roots.iter().any(|&root| root != roots[0]) {
        let mut complete = vec![true; n];
        for island in 0..n {
            complete[roots[island]] &= statuses[island] == IslandStatus::Satisfied;
        }
        for island in 0..n {
            marks[island] |= complete[roots[island]];
        }
    }
    for edge in forbidden_loops(puzzle, state) {
        let e = puzzle.edges()[edge];
        marks[e.a] = true;
        marks[e.b] = true;
    }
    marks
}

/// The directions in which `island` could still take one more bridge without crossing one
/// or overfilling either end: what the direction pips on the board show.
pub fn open_directions(
    puzzle: &Puzzle,
    state: &State,
    island: IslandId,
) -> Vec<crate::geom::Direction> {
    crate::geom::Direction::ALL
        .into_iter()
        .filter(|&dir| {
            puzzle.edge_towards(island, dir).is_some_and(|edge| {
                let more = crate::moves::Move::on_edge(puzzle, edge, state.count(edge) + 1);
                crate::moves::check(puzzle, state, &more, crate::moves::Mode::Strict).is_ok()
            })
        })
        .collect()
}

/// Something on the board the unique solution does not have. The edge is named by id, or
/// by its two ends for readers outside the core (a hint's JSON).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mistake<Edge = EdgeId> {
    /// More bridges on this edge than the solution has.
    Bridge(Edge),
    /// A no-bridge mark on an edge where the solution has a bridge.
    NoBridgeMark(Edge),
}

impl<Edge: Copy> Mistake<Edge> {
    /// The edge it is on.
    pub fn edge(self) -> Edge {
        match self {
            Mistake::Bridge(edge) | Mistake::NoBridgeMark(edge) => edge,
        }
    }
}

/// The bridges that exceed the unique solution's and the no-bridge marks where it has a
/// bridge, in edge order (an edge is never both: a marked edge has no bridge). Pencil bridges
/// are no mistakes until accepted: an open trial is judged at the position it opened at.
pub fn mistakes(puzzle: &Puzzle, state: &State, solution: &State) -> Vec<Mistake> {
    let state = state.committed();
    (0..puzzle.edges().len())
        .filter_map(|edge| mistake_on(state, solution, edge))
        .collect()
}

/// Whether [`mistakes`] finds any, without listing them: stops at the first, and allocates
/// nothing. The play screen asks after every move (to offer Rewind), and on a 100x100 board
/// listing them all was a tenth of a move's time.
pub fn has_mistakes(puzzle: &Puzzle, state: &State, solution: &State) -> bool {
    let state = state.committed();
    (0..puzzle.edges().len()).any(|edge| mistake_on(state, solution, edge).is_some())
}

/// The mistake on `edge` of a committed position, if there is one.
fn mistake_on(state: &State, solution: &State, edge: EdgeId) -> Option<Mistake> {
    if state.count(edge) > solution.count(edge) {
        Some(Mistake::Bridge(edge))
    } else if state.marked(edge) && solution.count(edge) > 0 {
        Some(Mistake::NoBridgeMark(edge))
    } else {
        None
    }
}

#[cfg(test)]
mod tests;
