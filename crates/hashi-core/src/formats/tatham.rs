//! Simon Tatham's Bridges game IDs, read and written: `WxH`, optional parameters, `:`, then
//! the grid run-length coded like our task string, with islands `1`-`9` and `A`-`G` (10 to
//! 16). Parameters: `mN` most bridges per pair, `L` when loops are forbidden, and the
//! generation parameters `iN`, `eN`, `dN` of a full description, which say nothing about the
//! puzzle and are skipped. This app plays the standard rules (at most 2 bridges per pair,
//! loops allowed), so an ID for another rule set is refused with what it asks for.

use super::task::{header_error, parse_run_length};
use super::{write_task, Format, ParseError};
use crate::moves::MAX_BRIDGES;
use crate::puzzle::Puzzle;

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

/// An island's number in a game ID: `1`-`9`, then `A`-`G` for 10 to 16.
fn number(ch: char) -> Option<u32> {
    match ch {
        '1'..='9' => Some(ch as u32 - '0' as u32),
        'A'..='G' => Some(ch as u32 - 'A' as u32 + 10),
        _ => None,
    }
}

/// Parses a Tatham game ID such as `7x7m2:2c1c2d3g2a4a3c1g2d2c4a4`.
pub fn parse_tatham(text: &str) -> Result<Puzzle, ParseError> {
    parse_run_length(text, Format::Tatham, number, check_params)
}

/// Reads the parameters after the size, refusing a rule set this app does not play.
fn check_params(params: &str, at: usize) -> Result<(), ParseError> {
    let bad = |offset: usize, why: String| Err(header_error(Format::Tatham, at + offset, &why));
    let bytes = params.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let letter = bytes[i];
        let digits = bytes[i + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let value = &params[i + 1..i + 1 + digits];
        match letter {
            b'L' => {
                return bad(
                    i,
                    "`L` asks for a puzzle without loops, a rule this app does not play yet".into(),
                )
            }
            b'm' => match value.parse::<u8>() {
                Ok(n) if n == MAX_BRIDGES => {}
                Ok(n) if (1..=4).contains(&n) => {
                    return bad(
                        i,
                        format!(
                            "`m{n}` asks for at most {n} bridges per pair; this app plays {MAX_BRIDGES} (`m{MAX_BRIDGES}`)"
                        ),
                    )
                }
                _ => return bad(i, format!("`m{value}` is not 1 to 4 bridges per pair")),
            },
            b'i' | b'e' | b'd' if digits > 0 => {}
            _ => {
                return bad(
                    i,
                    format!(
                        "`{}` is not a Bridges parameter (mN, L, iN, eN, dN)",
                        letter as char
                    ),
                )
            }
        }
        i += 1 + digits;
    }
    Ok(())
}

/// Writes the puzzle as a Tatham game ID for the standard rules (`WxHm2:`...).
pub fn write_tatham(puzzle: &Puzzle) -> String {
    let task = write_task(puzzle);
    let cells = task.split_once(':').map_or("", |(_, cells)| cells);
    format!(
        "{}x{}m{MAX_BRIDGES}:{cells}",
        puzzle.width(),
        puzzle.height()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::{detect, import, parse_task};

    /// A 7x7 ID in the shape the issue quotes, with its generation parameters.
    const ID: &str = "7x7m2:2c1c2d3g2a4a3c1g2d2c4a4";

    #[test]
    fn game_ids_read_as_the_task_string_they_equal_and_write_back() {
        let puzzle = parse_tatham(ID).unwrap();
        assert_eq!(puzzle, parse_task("7x7:2c1c2d3g2a4a3c1g2d2c4a4").unwrap());
        assert_eq!(write_tatham(&puzzle), ID);
        let full = parse_tatham("7x7i30e10m2d0:2c1c2d3g2a4a3c1g2d2c4a4").unwrap();
        assert_eq!(full, puzzle);
        assert_eq!(detect(ID), Format::Tatham);
        assert_eq!(import(ID).unwrap().puzzle, puzzle);
        // With no parameters it is a task string, read the same.
        assert_eq!(detect("7x7:2c1c2d3g2a4a3c1g2d2c4a4"), Format::Task);
    }

    #[test]
    fn other_rule_sets_and_bad_parameters_are_refused_with_why() {
        let why = |text: &str| parse_tatham(text).unwrap_err().to_string();
        assert!(why("7x7m4:2c1c2d3g2a4a3c1g2d2c4a4").contains("at most 4 bridges per pair"));
        assert!(why("7x7m2L:2c1c2d3g2a4a3c1g2d2c4a4").contains("without loops"));
        assert!(why("7x7m9:2c1c2d3g2a4a3c1g2d2c4a4").contains("not 1 to 4"));
        assert!(why("7x7q2:2c1c2d3g2a4a3c1g2d2c4a4").contains("not a Bridges parameter"));
        // 10 and up need more than two bridges per pair.
        assert!(
            why("3x1m2:AaA").contains("island numbers are 1 to 8"),
            "{}",
            why("3x1m2:AaA")
        );
        assert!(why("3x1m2:2a").contains("cells add up to 2"));
        let error = parse_tatham("7x7m3:1").unwrap_err();
        assert_eq!(error.format, Format::Tatham);
        assert_eq!(error.location, Some(crate::formats::Location::Index(3)));
    }
}
