//! The compact task string: `WxH`, the rules when not the standard ones, `:`, then the cells
//! row-major, `1`-`9` and `A`-`G` (10 to 16) for islands and letters a-z for runs of 1-26
//! water cells (`7x1:1e1` is a 1, five water cells, a 1). The rules are Tatham's parameters
//! (`m3` up to 3 bridges per pair, `L` no loops) and our own `w` (cylinder: rows wrap) and
//! `t` (torus: rows and columns wrap), so `7x7m4Lt:` is a torus with up to 4 bridges per pair
//! and no loops. A task string for the standard rules has no rule letters.

use super::{build, excerpt, Format, HeaderProblem, Location, ParseError, ParseErrorKind};
use crate::puzzle::{Puzzle, PuzzleError, MAX_SIDE};
use crate::rule_set::{RuleSet, RuleSetError};
use crate::Pos;

/// Whether `text` starts like a task string: `<digits>x<digits>:`, or with rule letters one of
/// which is a wrapped board (the letters Tatham's IDs never carry).
pub(crate) fn looks_like_task(text: &str) -> bool {
    let Some((size, _)) = text.split_once(':') else {
        return false;
    };
    let Some((w, rest)) = size.split_once('x') else {
        return false;
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let rules = &rest[digits..];
    let numeric = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    numeric(w)
        && digits > 0
        && (rules.is_empty()
            || (rules.contains(['w', 't'])
                && rules
                    .bytes()
                    .all(|b| b.is_ascii_digit() || b"mLwt".contains(&b))))
}

/// An island's number: `1`-`9`, then `A`-`G` for 10 to 16.
pub(super) fn number(ch: char) -> Option<u32> {
    match ch {
        '1'..='9' => Some(ch as u32 - '0' as u32),
        'A'..='G' => Some(ch as u32 - 'A' as u32 + 10),
        _ => None,
    }
}

/// The character an island's number is written as (see [`number`]).
fn numeral(target: u8) -> char {
    match target {
        0..=9 => (b'0' + target) as char,
        _ => (b'A' + target - 10) as char,
    }
}

/// The rule letters after the size, read into a rule set; `wrap_letters` says whether `w` and
/// `t` are rules, `skip` which other parameter letters (with their digits) to pass over. `at`
/// is the index of the letters in the text.
pub(super) fn read_rules(
    format: Format,
    params: &str,
    at: usize,
    wrap_letters: bool,
    skip: impl Fn(char, &str) -> bool,
) -> Result<RuleSet, ParseError> {
    RuleSet::parse_params(params, wrap_letters, skip).map_err(|e: RuleSetError| {
        ParseError::at(
            format,
            Location::Index(at + e.at()),
            ParseErrorKind::BadRules(e),
        )
    })
}

pub(super) fn header_error(format: Format, index: usize, why: HeaderProblem) -> ParseError {
    ParseError::at(
        format,
        Location::Index(index),
        ParseErrorKind::BadHeader(why),
    )
}

/// Parses a task string such as `3x3:2a2c2a2`. Positions in errors count characters from the
/// start of `text`, leading whitespace included; they are counted as the characters go by.
pub fn parse_task(text: &str) -> Result<Puzzle, ParseError> {
    parse_run_length(text, Format::Task, |params, at| {
        read_rules(Format::Task, params, at, true, |_, _| false)
    })
}

/// Reads a run-length grid (`WxH`, parameters, `:`, then cells row-major: a number for an
/// island, letters a-z for runs of 1-26 water cells), the shape the task string shares with
/// Tatham's game IDs. `params` reads the rules from what follows the size before the colon,
/// given with its character index.
pub(super) fn parse_run_length(
    text: &str,
    format: Format,
    params: impl FnOnce(&str, usize) -> Result<RuleSet, ParseError>,
) -> Result<Puzzle, ParseError> {
    let lead = text.chars().take_while(|ch| ch.is_whitespace()).count();
    let text = text.trim();
    if text.is_empty() {
        return Err(ParseError::whole(format, ParseErrorKind::Empty));
    }
    let (size, cells) = text
        .split_once(':')
        .ok_or_else(|| header_error(format, lead, HeaderProblem::NoColon))?;
    let (w, rest) = size
        .split_once('x')
        .ok_or_else(|| header_error(format, lead, HeaderProblem::NoSize))?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let (h, after) = rest.split_at(digits);
    let side = |s: &str, at: usize| -> Result<usize, ParseError> {
        match s.parse::<usize>() {
            Ok(v) if (1..=MAX_SIDE).contains(&v) => Ok(v),
            _ => Err(header_error(format, at, HeaderProblem::BadSide(excerpt(s)))),
        }
    };
    let width = side(w, lead)?;
    // A side that parsed is plain ASCII, so its length in bytes is its length in characters
    // (here the width's and the height's; the parameters are counted as characters).
    let height = side(h, lead + w.len() + 1)?;
    let rules = params(after, lead + w.len() + 1 + h.len())?;
    let expected = width * height;
    let start = lead + size.chars().count() + 1;
    let mut cell = 0usize;
    let mut end = start;
    let mut islands = Vec::new();
    for (index, ch) in (start..).zip(cells.chars()) {
        let advance = match (number(ch), ch) {
            (Some(n), _) => {
                let pos = Pos::new(cell / width, cell % width);
                let max = rules.max_target();
                if n > u32::from(max) {
                    return Err(ParseError::at(
                        format,
                        Location::Index(index),
                        ParseErrorKind::Puzzle(PuzzleError::TargetOutOfRange {
                            pos,
                            target: n,
                            max,
                        }),
                    ));
                }
                if cell < expected {
                    islands.push((pos, n));
                }
                1
            }
            (None, 'a'..='z') => ch as usize - 'a' as usize + 1,
            _ => {
                return Err(ParseError::at(
                    format,
                    Location::Index(index),
                    ParseErrorKind::BadCell(ch.to_string()),
                ))
            }
        };
        cell += advance;
        if cell > expected {
            return Err(ParseError::at(
                format,
                Location::Index(index),
                ParseErrorKind::CellCount {
                    expected,
                    found: cell,
                },
            ));
        }
        end = index + 1;
    }
    if cell != expected {
        return Err(ParseError::at(
            format,
            Location::Index(end),
            ParseErrorKind::CellCount {
                expected,
                found: cell,
            },
        ));
    }
    build(format, width, height, rules, islands)
}

/// Writes the canonical task string, which also serves as the puzzle's id in URLs.
pub fn write_task(puzzle: &Puzzle) -> String {
    let mut out = format!("{}x{}{}:", puzzle.width(), puzzle.height(), puzzle.rules());
    let mut water = 0usize;
    let flush = |out: &mut String, water: &mut usize| {
        while *water > 0 {
            let run = (*water).min(26);
            out.push((b'a' + run as u8 - 1) as char);
            *water -= run;
        }
    };
    let mut next = 0usize;
    for island in puzzle.islands() {
        let cell = island.pos.r * puzzle.width() + island.pos.c;
        water += cell - next;
        flush(&mut out, &mut water);
        out.push(numeral(island.target));
        next = cell + 1;
    }
    water += puzzle.width() * puzzle.height() - next;
    flush(&mut out, &mut water);
    out
}
