//! `hashi info`: the difficulty table the generator works from, and the rule variants with
//! how to write them.

use hashi_core::generator::{double_share, Params, GENERATOR_VERSION};
use hashi_core::rating::Band;
use hashi_core::rule_set::RuleSet;

pub fn run() -> u8 {
    println!("generator version {GENERATOR_VERSION}");
    println!(
        "{:<8} {:>7} {:>8} {:>8} {:>14}  rating band needs",
        "band", "size", "islands", "density", "double share"
    );
    for band in Band::ALL {
        let p = Params::for_band(band);
        let islands = (p.width * p.height) as f64 * p.density_v8();
        println!(
            "{:<8} {:>7} {:>8.0} {:>8.2} {:>14.2}  {}",
            band.id(),
            format!("{}x{}", p.width, p.height),
            islands,
            p.density_v8(),
            double_share(band),
            match band {
                Band::Easy => "counting only (capacity, every direction, crossing)",
                Band::Medium => "a few isolation steps",
                Band::Hard => "connectivity, many isolation steps, or a rare lookahead",
                Band::Expert => {
                    "more than 1 lookahead per 100 islands, or a step Tatham's solver cannot take"
                }
                Band::Extreme => {
                    "more than 4 lookaheads per 100 islands and a step Tatham's solver cannot take, or a guess"
                }
            }
        );
    }
    println!();
    print_variants();
    0
}

/// The rule letters, what each means and where they are written.
fn print_variants() {
    println!("rule variants (letters combine, e.g. m4L, m3w, Lt; none for the standard rules):");
    for (letters, meaning) in [
        (
            "mN",
            "up to N bridges per pair, N = 1 to 4 (standard: 2); islands go up to 4N",
        ),
        ("L", "no loops: the bridges must form a tree"),
        (
            "w",
            "cylinder: rows wrap, a bridge may leave the right edge and enter on the left",
        ),
        (
            "t",
            "torus: rows and columns wrap, across both pairs of edges",
        ),
    ] {
        println!("  {letters:<4} {meaning}");
    }
    println!("  written as:");
    println!("    task string  after the size: 7x7m4L:... (islands 10 to 16 as A-G)");
    println!("    Tatham ID    7x7m4L:... (flat boards only; m2 is Tatham's default)");
    println!(
        "    JSON         \"rules\": {{\"max_bridges\": 4, \"loops\": false, \"wrap\": \"flat\"}} (wrap: flat, cylinder or torus)"
    );
    println!("    web link     ?rules=m4L (e.g. /hashi/g/hard/15x15/42?rules=m4L)");
    println!("    hashi gen    --rules m4L; hashi bench-gen --rules all");
    println!("  the {} rule sets:", RuleSet::all().count());
    for rules in RuleSet::all() {
        println!(
            "    {:<9} {}",
            crate::rules_arg::label(rules),
            rules.describe()
        );
    }
}
