//! The generator under every rule set: each puzzle keeps its rules, has exactly one solution
//! (a tree where loops are forbidden, no pair above the rules' most), is rated in the band
//! asked for, and comes again from the same seed.

use hashi_core::formats::write_task;
use hashi_core::generator::{generate, Params};
use hashi_core::is_solved;
use hashi_core::rating::{rate, Band};
use hashi_core::rule_set::{RuleSet, Wrap};
use hashi_core::solver::unique_solution;
use hashi_core::union_find::UnionFind;

/// The bands each rule set is tested in, with the size: the band's smallest reliable area,
/// where generating is cheapest and a band is hardest to hit; 7x7 at least on a wrapped board
/// (on a narrower one a pair alone in its row sees itself both ways round, and no island fits
/// between to tell the ways apart).
///
/// Single-bridge rules are tested in every band too, at the squarest board of their smallest
/// reliable area (`Params::smallest_area_under`): sparser boards, so the upper bands need more
/// cells there (12x12 for expert; 14x14 for hard under flat `m1L`; 8x8 for extreme on a
/// cylinder). Extreme on flat boards without loops needs 12x12 under any rules.
fn cases(rules: RuleSet) -> Vec<(Band, (usize, usize))> {
    let least = if rules.wrap() == Wrap::Flat { 5 } else { 7 };
    if rules.max_bridges() == 1 {
        return Band::ALL
            .into_iter()
            .map(|band| {
                let area = Params::smallest_area_under(band, rules);
                let (w, h) = Params::smallest_sides(band, rules);
                let side = (1..).find(|s| s * s >= area).unwrap().max(w).max(h);
                (band, (side, side))
            })
            .collect();
    }
    Band::ALL
        .into_iter()
        .map(|band| {
            let side = match band {
                Band::Easy | Band::Medium => 5,
                Band::Hard => 7,
                // Flat boards without loops need 12x12 for extreme (`Params::smallest_sides`).
                Band::Extreme if rules.wrap() == Wrap::Flat && !rules.allows_loops() => 12,
                Band::Extreme => 7,
                Band::Expert => 10,
            };
            (band, (side.max(least), side.max(least)))
        })
        .collect()
}

/// Checks `count` seeds of every band under `rules`; returns the failures as sentences.
fn check(rules: RuleSet, count: u64) -> Vec<String> {
    let mut failures = Vec::new();
    for (band, (width, height)) in cases(rules) {
        let params = Params {
            width,
            height,
            rules,
            ..Params::for_band(band)
        };
        for seed in 0..count {
            let made = match generate(&params, seed) {
                Ok(made) => made,
                Err(e) => {
                    failures.push(format!("{rules} {band} #{seed}: {e}"));
                    continue;
                }
            };
            let p = &made.puzzle;
            let task = write_task(p);
            let mut fail =
                |why: &str| failures.push(format!("{rules} {band} #{seed} {task}: {why}"));
            if p.rules() != rules {
                fail("rules lost");
            }
            if !is_solved(p, &made.solution) {
                fail("the solution breaks the rules");
            }
            if unique_solution(p).as_ref() != Ok(&made.solution) {
                fail("not exactly one solution, or another one");
            }
            if rate(p).map(|r| r.band) != Ok(band) || made.rating.band != band {
                fail("rated outside the band");
            }
            if !rules.allows_loops() && !is_tree(p, &made.solution) {
                fail("a loop under no-loop rules");
            }
            if made
                .solution
                .counts()
                .iter()
                .any(|&c| c > rules.max_bridges())
            {
                fail("more bridges on a pair than the rules allow");
            }
        }
    }
    failures
}

/// Whether the bridged pairs form a tree (they join every island, so: no pair closes a loop).
fn is_tree(p: &hashi_core::Puzzle, s: &hashi_core::State) -> bool {
    let mut groups = UnionFind::new(p.islands().len());
    p.edges()
        .iter()
        .enumerate()
        .filter(|&(e, _)| s.count(e) > 0)
        .all(|(_, e)| groups.union(e.a, e.b))
}

fn flat() -> impl Iterator<Item = RuleSet> {
    RuleSet::all().filter(|r| r.wrap() == Wrap::Flat)
}

fn wrapped() -> impl Iterator<Item = RuleSet> {
    RuleSet::all().filter(|r| r.wrap() != Wrap::Flat)
}

fn assert_none(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Seeds a band: 200 on flat boards and 30 on wrapped ones, or
/// `HASHI_VARIANT_SEEDS` for a longer run.
fn count_from_env(default: u64) -> u64 {
    std::env::var("HASHI_VARIANT_SEEDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// The flat rule sets with at most `most` bridges a pair, with and without loops. One test
/// for each `most` rather than one for all: the test threads share them out, where a single
/// test kept one core busy for most of this file's time.
fn check_flat(most: u8) {
    let n = count_from_env(200);
    assert_none(
        flat()
            .filter(|r| r.max_bridges() == most)
            .flat_map(|r| check(r, n))
            .collect(),
    );
}

#[test]
fn flat_rule_sets_of_single_bridges_give_unique_puzzles_in_every_band() {
    check_flat(1);
}

#[test]
fn flat_rule_sets_of_double_bridges_give_unique_puzzles_in_every_band() {
    check_flat(2);
}

#[test]
fn flat_rule_sets_of_triple_bridges_give_unique_puzzles_in_every_band() {
    check_flat(3);
}

#[test]
fn flat_rule_sets_of_quadruple_bridges_give_unique_puzzles_in_every_band() {
    check_flat(4);
}

#[test]
fn every_flat_rule_set_is_checked() {
    assert!(flat().all(|r| (1..=4).contains(&r.max_bridges())));
    assert_eq!(flat().count(), 8);
}

#[test]
fn wrapped_rule_sets_give_unique_puzzles_in_every_band() {
    let n = count_from_env(30);
    assert_none(wrapped().flat_map(|r| check(r, n)).collect());
}

#[test]
fn the_same_seed_gives_the_same_puzzle_under_every_rule_set() {
    for rules in RuleSet::all() {
        let params = Params {
            width: 8,
            height: 8,
            rules,
            ..Params::for_band(Band::Easy)
        };
        let first = generate(&params, 7).unwrap();
        assert_eq!(generate(&params, 7).unwrap(), first, "{rules}");
        // Each rule set draws its own stream: the standard seed's puzzle is not reused.
        if !rules.is_standard() {
            let standard = Params {
                rules: RuleSet::STANDARD,
                ..params
            };
            assert_ne!(
                write_task(&generate(&standard, 7).unwrap().puzzle),
                write_task(&first.puzzle).replacen(&rules.to_string(), "", 1),
                "{rules}"
            );
        }
    }
}

#[test]
fn bridge_counts_spread_up_to_the_rules_most() {
    for most in 1..=4u8 {
        let rules = RuleSet::STANDARD.with_max_bridges(most);
        let mut by_count = [0usize; 5];
        for seed in 0..20 {
            let params = Params {
                rules,
                ..Params::for_band(Band::Medium)
            };
            let made = generate(&params, seed).unwrap();
            for &c in made.solution.counts() {
                by_count[usize::from(c)] += 1;
            }
        }
        let bridged: usize = by_count[1..].iter().sum();
        // Every count up to the most is used (middling ones least: they make puzzles that rate
        // above the band, see the generator's style); singles stay the most common.
        for (count, &n) in by_count
            .iter()
            .enumerate()
            .take(usize::from(most) + 1)
            .skip(1)
        {
            let share = n as f64 / bridged as f64;
            assert!(
                share > 0.02,
                "m{most}: {count}s are {share:.2} of bridged pairs"
            );
        }
        assert!(by_count[usize::from(most) + 1..].iter().all(|&n| n == 0));
        assert!(
            by_count[1] * 2 > bridged / usize::from(most),
            "m{most}: {by_count:?}"
        );
    }
}
