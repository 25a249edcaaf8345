//! Our rating agrees with Simon Tatham's Bridges solver on a recorded fixture: a puzzle his
//! easy level finishes is never rated above medium; one his hard level finishes is never
//! extreme; one his hard level cannot finish (it would need recursion) is expert or extreme.
//! The verdicts are recorded in `fixtures/tatham_ratings.txt`, so no oracle is needed here.

use hashi_core::formats::parse_tatham;
use hashi_core::rating::{rate, Band};
use std::collections::BTreeMap;

const FIXTURE: &str = include_str!("../fixtures/tatham_ratings.txt");

/// Tatham's verdict: the easiest of his levels that finishes a puzzle, or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Verdict {
    Easy,
    Medium,
    Hard,
    Recursion,
}

impl Verdict {
    fn parse(word: &str) -> Verdict {
        match word {
            "easy" => Verdict::Easy,
            "medium" => Verdict::Medium,
            "hard" => Verdict::Hard,
            "recursion" => Verdict::Recursion,
            _ => panic!("`{word}` is not a verdict"),
        }
    }

    /// The bands our rating may give a puzzle with this verdict.
    fn allows(self, band: Band) -> bool {
        match self {
            Verdict::Easy => band <= Band::Medium,
            // Medium is only bounded by hard's rule: Tatham's medium level is his hard's part.
            Verdict::Medium | Verdict::Hard => band < Band::Extreme,
            Verdict::Recursion => band >= Band::Expert,
        }
    }
}

struct Entry {
    id: &'static str,
    verdict: Verdict,
    source: &'static str,
}

fn entries() -> Vec<Entry> {
    FIXTURE
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let [id, verdict, source] = fields[..] else {
                panic!("not `id verdict source`: {line}");
            };
            assert!(matches!(source, "tatham" | "hashi"), "{line}");
            Entry {
                id,
                verdict: Verdict::parse(verdict),
                source,
            }
        })
        .collect()
}

#[test]
fn ratings_agree_with_tathams_solver() {
    let entries = entries();
    let mut table: BTreeMap<(&str, Verdict), [usize; 5]> = BTreeMap::new();
    let mut disagreements = Vec::new();
    for entry in &entries {
        let puzzle = parse_tatham(entry.id).unwrap_or_else(|e| panic!("{}: {e}", entry.id));
        let band = rate(&puzzle)
            .unwrap_or_else(|e| panic!("{}: {e}", entry.id))
            .band;
        table.entry((entry.source, entry.verdict)).or_default()[band as usize] += 1;
        if !entry.verdict.allows(band) {
            disagreements.push(format!("{} ({:?}): rated {band}", entry.id, entry.verdict));
        }
    }
    // The agreement table, printed with --nocapture.
    println!("source  Tatham     easy medium  hard expert extreme");
    for ((source, verdict), counts) in &table {
        let cells: Vec<String> = counts.iter().map(|n| format!("{n:>6}")).collect();
        println!(
            "{source:<7} {:<9} {}",
            format!("{verdict:?}"),
            cells.join(" ")
        );
    }
    assert!(
        disagreements.is_empty(),
        "{} puzzles rated against Tatham's verdict:\n{}",
        disagreements.len(),
        disagreements.join("\n")
    );
}

#[test]
fn the_fixture_covers_every_level_size_and_source() {
    let entries = entries();
    for verdict in [Verdict::Easy, Verdict::Medium, Verdict::Hard] {
        for side in [7, 10, 15, 20, 25] {
            let prefix = format!("{side}x{side}m2:");
            let count = entries
                .iter()
                .filter(|e| e.source == "tatham" && e.verdict == verdict)
                .filter(|e| e.id.starts_with(&prefix))
                .count();
            assert!(
                count >= 20,
                "{count} Tatham puzzles at {side}x{side} {verdict:?}"
            );
        }
    }
    let needs_recursion = entries
        .iter()
        .filter(|e| e.verdict == Verdict::Recursion)
        .count();
    assert!(needs_recursion >= 50, "{needs_recursion} needing recursion");
}
