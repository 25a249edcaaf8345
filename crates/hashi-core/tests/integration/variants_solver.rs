//! The solver, hints and ratings under every rule set: brute force against the solver on
//! thousands of small random puzzles, a fixture set of Tatham game IDs with their known
//! solutions, and the hints that only variant rules call for.

use hashi_core::formats::{parse_task, parse_tatham};
use hashi_core::hint::logical_path;
use hashi_core::solver::techniques::{find, Reason, Technique};
use hashi_core::solver::{solve, solve_with_clauses, unique_solution};
use hashi_core::solver::{Bounds, Budget};
use hashi_core::union_find::UnionFind;
use hashi_core::{is_solved, MoveList, Pos, Puzzle, RuleSet, State};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Every solution's counts, up to `cap`, by depth-first enumeration of every count from 0 to
/// the rules' most on every edge, pruned only on island totals, each complete assignment
/// judged by the rules engine (crossings, connection and loops included).
fn brute_force(puzzle: &Puzzle, cap: usize) -> Vec<Vec<u8>> {
    struct Walk<'a> {
        puzzle: &'a Puzzle,
        counts: Vec<u8>,
        totals: Vec<u32>,
        /// Per island, its last edge in edge order: once that is set, its total is final.
        last_edge: Vec<usize>,
        found: Vec<Vec<u8>>,
        cap: usize,
    }
    fn go(w: &mut Walk, edge: usize) {
        if w.found.len() >= w.cap {
            return;
        }
        if edge == w.counts.len() {
            let fits = (0..w.puzzle.islands().len())
                .all(|i| w.totals[i] == u32::from(w.puzzle.islands()[i].target));
            if fits {
                if let Ok(state) = State::from_counts(w.puzzle, &w.counts) {
                    if is_solved(w.puzzle, &state) {
                        w.found.push(w.counts.clone());
                    }
                }
            }
            return;
        }
        let e = w.puzzle.edges()[edge];
        let (ta, tb) = (
            u32::from(w.puzzle.islands()[e.a].target),
            u32::from(w.puzzle.islands()[e.b].target),
        );
        for c in 0..=w.puzzle.max_bridges() {
            let c32 = u32::from(c);
            if w.totals[e.a] + c32 > ta || w.totals[e.b] + c32 > tb {
                break;
            }
            w.totals[e.a] += c32;
            w.totals[e.b] += c32;
            w.counts[edge] = c;
            let closed_ok = [e.a, e.b].iter().all(|&i| {
                w.last_edge[i] != edge || w.totals[i] == u32::from(w.puzzle.islands()[i].target)
            });
            if closed_ok {
                go(w, edge + 1);
            }
            w.totals[e.a] -= c32;
            w.totals[e.b] -= c32;
            w.counts[edge] = 0;
        }
    }
    let mut last_edge = vec![usize::MAX; puzzle.islands().len()];
    for (id, e) in puzzle.edges().iter().enumerate() {
        last_edge[e.a] = id;
        last_edge[e.b] = id;
    }
    let mut walk = Walk {
        puzzle,
        counts: vec![0; puzzle.edges().len()],
        totals: vec![0; puzzle.islands().len()],
        last_edge,
        found: Vec::new(),
        cap,
    };
    go(&mut walk, 0);
    walk.found
}

/// Bridges on random edges that never cross: a tree (one edge at a time, none closing a
/// loop) under rules without loops, any edges otherwise. Each bridged edge gets 1 to the most.
fn random_network(puzzle: &Puzzle, rng: &mut impl Rng) -> Vec<u8> {
    let edges = puzzle.edges().len();
    let mut order: Vec<usize> = (0..edges).collect();
    for i in (1..edges).rev() {
        order.swap(i, rng.random_range(0..=i));
    }
    let mut counts = vec![0u8; edges];
    let mut uf = UnionFind::new(puzzle.islands().len());
    let density = rng.random_range(0.5..1.0);
    for edge in order {
        let e = puzzle.edges()[edge];
        let blocked = puzzle.crossings(edge).iter().any(|&o| counts[o] > 0);
        if blocked || !rng.random_bool(density) {
            continue;
        }
        if !puzzle.rules().allows_loops() && uf.find(e.a) == uf.find(e.b) {
            continue;
        }
        uf.union(e.a, e.b);
        counts[edge] = rng.random_range(1..=puzzle.max_bridges());
    }
    counts
}

/// A small random puzzle under `rules`: up to `max_islands` islands on a board of at most
/// 5x5. Its numbers come from a random network of bridges (so it is often solvable) or, one
/// time in three, are arbitrary (small, so the brute force stays cheap).
fn random_puzzle(rules: RuleSet, rng: &mut impl Rng, max_islands: usize) -> Option<Puzzle> {
    let (w, h) = (rng.random_range(2..=5), rng.random_range(2..=5));
    let take = rng.random_range(2..=(w * h).min(max_islands));
    let shape = random_shape(rules, w, h, take, rng)?;
    if shape.edges().len() > 10 {
        return None;
    }
    let targets: Vec<u32> = if rng.random_bool(0.67) {
        totals(&shape, &random_network(&shape, rng))
    } else {
        let most = u32::from(rules.max_bridges()) * 2;
        (0..take).map(|_| rng.random_range(1..=most)).collect()
    };
    if targets.contains(&0) {
        return None;
    }
    let islands = shape.islands().iter().zip(targets).map(|(i, t)| (i.pos, t));
    Puzzle::with_rules(w, h, rules, islands).ok()
}

/// Checks one engine's answer against the brute force's: the same number of solutions up to
/// two, the same one when there is exactly one, and only true solutions.
fn agrees(puzzle: &Puzzle, engine: &str, found: &[State], truth: &[Vec<u8>]) {
    let id = hashi_core::formats::write_task(puzzle);
    assert_eq!(
        found.len(),
        truth.len(),
        "{engine} on {id}: {} solutions, brute force {}",
        found.len(),
        truth.len()
    );
    for state in found {
        assert!(is_solved(puzzle, state), "{engine} on {id}: not a solution");
    }
    if let [only] = truth {
        assert_eq!(found[0].counts(), &only[..], "{engine} on {id}");
    }
    if found.len() == 2 {
        assert_ne!(found[0].counts(), found[1].counts(), "{engine} on {id}");
    }
}

/// Puzzles checked per rule set; each is solved by the search and by clause learning alone.
const PER_RULE_SET: usize = 400;

#[test]
fn the_solver_agrees_with_brute_force_under_every_rule_set() {
    let mut rng = ChaCha8Rng::seed_from_u64(19);
    let (mut unique, mut several, mut none) = (0, 0, 0);
    for rules in RuleSet::all() {
        let mut checked = 0;
        while checked < PER_RULE_SET {
            let Some(puzzle) = random_puzzle(rules, &mut rng, 8) else {
                continue;
            };
            checked += 1;
            let truth = brute_force(&puzzle, 2);
            match truth.len() {
                0 => none += 1,
                1 => unique += 1,
                _ => several += 1,
            }
            agrees(&puzzle, "search", &solve(&puzzle, 2).solutions, &truth);
            agrees(
                &puzzle,
                "clause learning",
                &solve_with_clauses(&puzzle, 2).solutions,
                &truth,
            );
        }
    }
    eprintln!("{unique} unique, {several} several, {none} none");
    // The mix must hold every answer, or the comparison proves little.
    let total = PER_RULE_SET * RuleSet::all().count();
    assert!(unique * 10 > total, "{unique} unique of {total}");
    assert!(several * 10 > total, "{several} with several of {total}");
    assert!(none * 10 > total, "{none} with none of {total}");
}

/// The fixture set: Tatham game IDs with their one solution (see the file's header).
const FIXTURES: &str = include_str!("../fixtures/variant_ids.txt");

/// Each fixture line's game ID and its solution's moves.
fn fixtures() -> Vec<(&'static str, &'static str)> {
    FIXTURES
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| line.split_once(' ').expect("an ID, a space, then moves"))
        .collect()
}

/// The position the moves of `text` leave on an empty board.
fn position(puzzle: &Puzzle, text: &str) -> State {
    let moves: MoveList = text.parse().expect("moves parse");
    moves.0.iter().fold(State::empty(puzzle), |state, mv| {
        hashi_core::apply(puzzle, &state, mv, hashi_core::Mode::Free).expect("move applies")
    })
}

#[test]
fn every_fixture_has_its_stored_solution_and_no_other() {
    let mut per_rules = std::collections::BTreeMap::new();
    for (id, moves) in fixtures() {
        let puzzle = parse_tatham(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        let stored = position(&puzzle, moves);
        assert!(
            is_solved(&puzzle, &stored),
            "{id}: the stored moves do not solve it"
        );
        let found = unique_solution(&puzzle).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(found.counts(), stored.counts(), "{id}");
        let clauses = solve_with_clauses(&puzzle, 2).solutions;
        assert_eq!(clauses.len(), 1, "{id}: clause learning");
        *per_rules.entry(puzzle.rules().to_string()).or_insert(0) += 1;
    }
    // Several per most-bridges value, with loops and without.
    for max in 1..=4 {
        for loops in [true, false] {
            let rules = RuleSet::STANDARD
                .with_max_bridges(max)
                .with_loops(loops)
                .to_string();
            let count = per_rules.get(&rules).copied().unwrap_or(0);
            assert!(count >= 3, "{count} fixtures for rules {rules:?}");
        }
    }
}

/// Writes fresh fixture lines for `fixtures/variant_ids.txt` (run with `--ignored
/// --nocapture`, in release): random networks of bridges on flat boards, kept when the brute
/// force proves their puzzle has one solution.
#[test]
#[ignore = "writes fixtures; run by hand"]
fn make_fixtures() {
    let mut rng = ChaCha8Rng::seed_from_u64(2019);
    for max in 1..=4 {
        for loops in [true, false] {
            let rules = RuleSet::STANDARD.with_max_bridges(max).with_loops(loops);
            let mut made = 0;
            while made < 4 {
                let Some((puzzle, counts)) = network_puzzle(rules, &mut rng) else {
                    continue;
                };
                if brute_force(&puzzle, 2).len() != 1 {
                    continue;
                }
                let solution = State::from_counts(&puzzle, &counts).expect("counts fit");
                // Without loops, half the fixtures are ones whose logical solve needs no loop.
                let uses_no_loop = logical_path(&puzzle, &solution, Budget::DEFAULT)
                    .expect("a path")
                    .iter()
                    .any(|step| step.technique() == Some(Technique::NoLoop));
                if !loops && made < 2 && !uses_no_loop {
                    continue;
                }
                let moves = MoveList(
                    (0..counts.len())
                        .filter(|&e| counts[e] > 0)
                        .map(|e| hashi_core::Move::on_edge(&puzzle, e, counts[e]))
                        .collect(),
                );
                assert_eq!(position(&puzzle, &moves.to_string()), solution);
                let id = hashi_core::formats::write_tatham(&puzzle).expect("a flat board");
                println!("{id} {moves}");
                made += 1;
            }
        }
    }
}

/// Each island's bridge ends under `counts` (one count per edge of `shape`).
fn totals(shape: &Puzzle, counts: &[u8]) -> Vec<u32> {
    let mut totals = vec![0u32; shape.islands().len()];
    for (edge, &c) in counts.iter().enumerate() {
        let e = shape.edges()[edge];
        totals[e.a] += u32::from(c);
        totals[e.b] += u32::from(c);
    }
    totals
}

/// `take` islands, all numbered 1, on distinct random cells of a `w` x `h` board: the shape
/// whose edges the numbers are then drawn for.
fn random_shape(
    rules: RuleSet,
    w: usize,
    h: usize,
    take: usize,
    rng: &mut impl Rng,
) -> Option<Puzzle> {
    let mut cells: Vec<Pos> = (0..h)
        .flat_map(|r| (0..w).map(move |c| Pos::new(r, c)))
        .collect();
    for i in 0..take {
        let j = rng.random_range(i..cells.len());
        cells.swap(i, j);
    }
    Puzzle::with_rules(w, h, rules, cells[..take].iter().map(|&p| (p, 1))).ok()
}

/// A puzzle whose numbers come from a random connected network of bridges on a flat board of
/// 5 to 8 cells a side, with the network's counts; None when the network leaves an island out.
fn network_puzzle(rules: RuleSet, rng: &mut impl Rng) -> Option<(Puzzle, Vec<u8>)> {
    let (w, h) = (rng.random_range(5..=8), rng.random_range(5..=8));
    let take = rng.random_range(6..=12);
    let shape = random_shape(rules, w, h, take, rng)?;
    if shape.edges().len() > 20 {
        return None;
    }
    let counts = random_network(&shape, rng);
    let islands = shape
        .islands()
        .iter()
        .zip(totals(&shape, &counts))
        .map(|(i, t)| (i.pos, t));
    let puzzle = Puzzle::with_rules(w, h, rules, islands).ok()?;
    let state = State::from_counts(&puzzle, &counts).ok()?;
    is_solved(&puzzle, &state).then_some((puzzle, counts))
}

#[test]
fn where_loops_are_forbidden_an_edge_between_joined_islands_is_closed_and_says_why() {
    // Four islands round a square, three sides bridged: the fourth would close a loop.
    let puzzle = parse_task("3x3L:2a2c1a1").expect("parses");
    let state = position(&puzzle, "0,0-0,2=1;0,0-2,0=1;0,2-2,2=1");
    let bounds = Bounds::at_least(&puzzle, &state);
    let found = find(Technique::NoLoop, &puzzle, &bounds)
        .expect("no loop yet")
        .expect("the fourth side is closed");
    let (a, b) = (Pos::new(2, 0), Pos::new(2, 2));
    let fourth = puzzle
        .edge_between(puzzle.island_at(a).unwrap(), puzzle.island_at(b).unwrap())
        .unwrap();
    assert_eq!(found.reason, Reason::ClosesLoop { edge: fourth });
    assert_eq!((found.changes[0].lo, found.changes[0].hi), (0, 0));
    // The same position where loops are allowed: nothing to say.
    let loops = parse_task("3x3:2a2c1a1").expect("parses");
    let bounds = Bounds::at_least(&loops, &position(&loops, "0,0-0,2=1;0,0-2,0=1;0,2-2,2=1"));
    assert_eq!(find(Technique::NoLoop, &loops, &bounds), Ok(None));
    // A loop already closed is a contradiction.
    let closed = position(&puzzle, "0,0-0,2=1;0,0-2,0=1;0,2-2,2=1;2,0-2,2=1");
    assert!(find(
        Technique::NoLoop,
        &puzzle,
        &Bounds::at_least(&puzzle, &closed)
    )
    .is_err());
}

#[test]
fn numbers_too_large_for_a_tree_are_refuted_at_once_where_loops_are_forbidden() {
    use hashi_core::solver::counting::{refutation, Refutation};
    // Four 4s round a square: doubles all round, a loop, the only way to fill them.
    let loops = parse_task("3x3:4a4c4a4").expect("parses");
    assert_eq!(refutation(&loops, &Bounds::open(&loops)), None);
    assert_eq!(solve(&loops, 2).solutions.len(), 1);
    let tree = parse_task("3x3L:4a4c4a4").expect("parses");
    assert_eq!(
        refutation(&tree, &Bounds::open(&tree)),
        Some(Refutation::TooManyForTree)
    );
    assert!(solve(&tree, 2).solutions.is_empty());
}
