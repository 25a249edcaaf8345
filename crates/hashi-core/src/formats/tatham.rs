//! Simon Tatham's Bridges game IDs, read and written: `WxH`, optional parameters, `:`, then
//! the grid run-length coded like our task string, with islands `1`-`9` and `A`-`G` (10 to
//! 16). Parameters: `mN` most bridges per pair, `L` when loops are forbidden, and the
//! generation parameters `iN`, `eN`, `dN` of a full description, which say nothing about the
//! puzzle and are skipped. Tatham's game has no wrapped boards: a cylinder or torus puzzle
//! has no game ID.

use super::task::{parse_run_length, read_rules};
use super::{write_task, Format, ParseError};
use crate::puzzle::Puzzle;
use crate::rule_set::Wrap;
use std::fmt;

/// Whether `text` starts like a game ID with parameters (`<digits>x<digits><params>:`); one
/// without any is a task string, read the same way.
pub(crate) fn looks_like_tatham(text: &str) -> bool {
    let Some((size, _)) = text.split_once(':') else {
        return false;
    };
    let Some((w, rest)) = size.split_once('x') else {
        return false;
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let params = &rest[digits..];
    !w.is_empty()
        && w.bytes().all(|b| b.is_ascii_digit())
        && digits > 0
        && !params.is_empty()
        && params.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// Parses a Tatham game ID such as `7x7m2:2c1c2d3g2a4a3c1g2d2c4a4` or `7x7i30e10m3Ld0:`...
pub fn parse_tatham(text: &str) -> Result<Puzzle, ParseError> {
    parse_run_length(text, Format::Tatham, |params, at| {
        // Our wrap letters are not Tatham's: a task string carries them, a game ID does not.
        read_rules(Format::Tatham, params, at, false, |letter, value| {
            matches!(letter, 'i' | 'e' | 'd') && !value.is_empty()
        })
    })
}

/// Why a puzzle has no Tatham game ID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoGameId(pub Wrap);

impl fmt::Display for NoGameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a {} board has no Tatham game ID: Tatham's Bridges plays flat boards only (the task string keeps it)",
            self.0.name()
        )
    }
}

impl std::error::Error for NoGameId {}

/// Writes the puzzle as a Tatham game ID (`WxHmN[L]:`...), for a flat board.
pub fn write_tatham(puzzle: &Puzzle) -> Result<String, NoGameId> {
    let rules = puzzle.rules();
    if rules.wrap() != Wrap::Flat {
        return Err(NoGameId(rules.wrap()));
    }
    let task = write_task(puzzle);
    let cells = task.split_once(':').map_or("", |(_, cells)| cells);
    Ok(format!(
        "{}x{}m{}{}:{cells}",
        puzzle.width(),
        puzzle.height(),
        rules.max_bridges(),
        if rules.allows_loops() { "" } else { "L" }
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::{detect, import, parse_task};
    use crate::rule_set::RuleSet;

    /// A 7x7 ID in the shape the issue quotes, with its generation parameters.
    const ID: &str = "7x7m2:2c1c2d3g2a4a3c1g2d2c4a4";

    #[test]
    fn game_ids_read_as_the_task_string_they_equal_and_write_back() {
        let puzzle = parse_tatham(ID).unwrap();
        assert_eq!(puzzle, parse_task("7x7:2c1c2d3g2a4a3c1g2d2c4a4").unwrap());
        assert_eq!(write_tatham(&puzzle).unwrap(), ID);
        let full = parse_tatham("7x7i30e10m2d0:2c1c2d3g2a4a3c1g2d2c4a4").unwrap();
        assert_eq!(full, puzzle);
        assert_eq!(detect(ID), Format::Tatham);
        assert_eq!(import(ID).unwrap().puzzle, puzzle);
        // With no parameters it is a task string, read the same.
        assert_eq!(detect("7x7:2c1c2d3g2a4a3c1g2d2c4a4"), Format::Task);
    }

    #[test]
    fn other_rule_sets_are_read_and_written_with_their_rules() {
        let p = parse_tatham("3x1m3:GaG").unwrap_err();
        assert!(p.to_string().contains(": 16 > 12"), "{p}");
        let p = parse_tatham("5x1i30e10m4Ld1:4aCa8").unwrap();
        assert_eq!(p.rules(), "m4L".parse::<RuleSet>().unwrap());
        assert_eq!(p.islands()[1].target, 12);
        assert_eq!(write_tatham(&p).unwrap(), "5x1m4L:4aCa8");
        assert_eq!(parse_tatham("5x1m4L:4aCa8").unwrap(), p);
        assert_eq!(import("5x1m4L:4aCa8").unwrap().format, Format::Tatham);
        // The task string of the same puzzle carries the same letters.
        assert_eq!(crate::formats::write_task(&p), "5x1m4L:4aCa8");
        let torus = parse_task("3x3t:2a2c2a2").unwrap();
        assert!(write_tatham(&torus)
            .unwrap_err()
            .to_string()
            .contains("torus board has no Tatham game ID"));
    }

    #[test]
    fn bad_parameters_are_refused_with_where_and_why() {
        let why = |text: &str| parse_tatham(text).unwrap_err().to_string();
        assert!(why("7x7m9:2c1c2d3g2a4a3c1g2d2c4a4").contains("not 1 to 4"));
        assert!(why("7x7q2:2c1c2d3g2a4a3c1g2d2c4a4").contains("unknown rule"));
        assert!(why("7x7m2m3:2c1c2d3g2a4a3c1g2d2c4a4").contains("repeated rule"));
        // 10 and up need more than two bridges per pair.
        let error = why("3x1m2:AaA");
        assert!(error.contains(": 10 > 8"), "{error}");
        assert!(why("3x1m2:2a").contains("2 cells, size 3"));
        let error = parse_tatham("7x7m5:1").unwrap_err();
        assert_eq!(error.format, Format::Tatham);
        assert_eq!(error.location, Some(crate::formats::Location::Index(3)));
        assert!(why("7x7m2t:2c1c2d3g2a4a3c1g2d2c4a4").contains("unknown rule `t`"));
        let error = parse_tatham("7x7i5q:1").unwrap_err();
        assert_eq!(error.location, Some(crate::formats::Location::Index(5)));
    }
}
