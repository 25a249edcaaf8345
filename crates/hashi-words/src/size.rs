//! The sizes a band is reliably made at (group `new_puzzle`): the sentence the new-puzzle panel
//! shows before it is filled in ("Expert puzzles need at least 100 cells (10x10, or 5x20).")
//! and why a size is refused, written from the generator's figures so that each language can
//! order them its own way.

use crate::catalog::Catalog;
use crate::NewPuzzleMsg as Msg;
use hashi_core::generator::{Params, MAX_GENERATED_SIDE, MIN_SIDE};
use hashi_core::rating::Band;
use hashi_core::RuleSet;

/// "Hard puzzles", or "Hard puzzles under these rules" for a variant: each sentence's subject.
fn puzzles(words: &Catalog, band: Band, rules: RuleSet) -> String {
    let puzzles = words.say(match band {
        Band::Easy => Msg::PuzzlesEasy,
        Band::Medium => Msg::PuzzlesMedium,
        Band::Hard => Msg::PuzzlesHard,
        Band::Expert => Msg::PuzzlesExpert,
        Band::Extreme => Msg::PuzzlesExtreme,
    });
    if rules.is_standard() {
        puzzles
    } else {
        words.say_with(Msg::UnderRules, &[("puzzles", &puzzles)])
    }
}

fn size(width: usize, height: usize) -> String {
    format!("{width}x{height}")
}

/// "6400 cells (80x80)": an area, with the square that has it where there is one.
fn cells_and_square(words: &Catalog, area: usize) -> String {
    let area_text = area.to_string();
    match (1..=MAX_GENERATED_SIDE).find(|side| side * side == area) {
        Some(side) => words.say_with(
            Msg::CellsSquare,
            &[("area", &area_text), ("size", &size(side, side))],
        ),
        None => words.say_with(Msg::Cells, &[("area", &area_text)]),
    }
}

/// The sizes `band` is reliably made at under `rules`, in a sentence.
pub fn size_needs(words: &Catalog, band: Band, rules: RuleSet) -> String {
    let subject = puzzles(words, band, rules);
    let area = Params::smallest_area_under(band, rules);
    let (min_width, min_height) = Params::smallest_sides(band, rules);
    let most = Params::largest_area_under(band, rules).map(|most| cells_and_square(words, most));
    let least = size(MIN_SIDE, MIN_SIDE);
    if area <= min_width * min_height {
        let sides = size(min_width, min_height);
        return match most {
            _ if (min_width, min_height) != (MIN_SIDE, MIN_SIDE) => match most {
                Some(most) => words.say_with(
                    Msg::NeedSidesMost,
                    &[("puzzles", &subject), ("size", &sides), ("most", &most)],
                ),
                None => words.say_with(Msg::NeedSides, &[("puzzles", &subject), ("size", &sides)]),
            },
            Some(most) => words.say_with(
                Msg::AnySizeUpTo,
                &[("puzzles", &subject), ("least", &least), ("most", &most)],
            ),
            None => words.say_with(
                Msg::AnySize,
                &[
                    ("puzzles", &subject),
                    ("least", &least),
                    ("largest", &size(MAX_GENERATED_SIDE, MAX_GENERATED_SIDE)),
                ],
            ),
        };
    }
    let side = (min_width.max(min_height)..=MAX_GENERATED_SIDE)
        .find(|s| s * s >= area)
        .unwrap_or(MAX_GENERATED_SIDE);
    let narrow = (min_width, area.div_ceil(min_width).max(min_height));
    let square = size(side, side);
    let shapes = if narrow == (side, side) {
        square
    } else {
        words.say_with(
            Msg::TwoShapes,
            &[("square", &square), ("narrow", &size(narrow.0, narrow.1))],
        )
    };
    let area = area.to_string();
    let mut args = vec![
        ("puzzles", subject.as_str()),
        ("area", &area),
        ("shapes", &shapes),
    ];
    match &most {
        Some(most) => {
            args.push(("most", most));
            words.say_with(Msg::NeedCellsMost, &args)
        }
        None => words.say_with(Msg::NeedCells, &args),
    }
}

/// Why `params` are not reliably made, naming what falls short; the band's sizes when nothing
/// does.
pub fn reliability_note(words: &Catalog, params: &Params) -> String {
    let (width, height) = (params.width, params.height);
    let (band, rules) = (params.difficulty, params.rules);
    let area = width * height;
    let given = size(width, height);
    let (min_width, min_height) = Params::smallest_sides(band, rules);
    if width < min_width || height < min_height {
        return words.say_with(
            Msg::TooNarrow,
            &[
                ("puzzles", &puzzles(words, band, rules)),
                ("size", &size(min_width, min_height)),
                ("given", &given),
            ],
        );
    }
    let least = Params::smallest_area_under(band, rules);
    if area < least {
        return words.say_with(
            Msg::TooFewCells,
            &[
                ("puzzles", &puzzles(words, band, rules)),
                ("least", &least.to_string()),
                ("given", &given),
                ("area", &area.to_string()),
            ],
        );
    }
    match Params::largest_area_under(band, rules) {
        Some(most) if area > most => words.say_with(
            Msg::TooManyCells,
            &[
                ("puzzles", &puzzles(words, band, rules)),
                ("most", &cells_and_square(words, most)),
                ("given", &given),
                ("area", &area.to_string()),
            ],
        ),
        _ => size_needs(words, band, rules),
    }
}

#[cfg(test)]
mod tests;
