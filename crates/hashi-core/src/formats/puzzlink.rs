//! puzz.link Hashi links (pzprjs's "hashikake"), read and written:
//! `https://puzz.link/p?hashikake/<columns>/<rows>/<cells>`, the same after `pzv.jp/p.html?`,
//! `pzprxs.vercel.app/p?` or any other host of pzprjs.
//!
//! The cells are pzprjs's `decodeNumber16` code (robx/pzprjs, `src/variety/hashikake.js` hands
//! its URL to `decodeNumber16`/`encodeNumber16` in `src/puzzle/Encode.js`; this is our own
//! reading of that encoding, no code of theirs): row-major, one character per island for
//! numbers 0-15 (`0`-`9`, `a`-`f`), `-` with two hex digits, `+` or `=` or `%` with three for
//! larger numbers, `.` for an island whose number is unknown, and `g`-`z` for a run of 1 to 20
//! water cells. pzprjs ends the code with the last run of water, so a link whose cells do not
//! add up to the grid is damaged and refused, as is any character outside the code (pzprjs
//! would read it as water). Its Hashi plays the standard rules only: numbers 1 to 8, up to
//! two bridges per pair, on a flat board.

use super::{build, excerpt, Format, HeaderProblem, Location, ParseError, ParseErrorKind};
use crate::puzzle::{Puzzle, MAX_SIDE};
use crate::rule_set::RuleSet;
use crate::Pos;
use std::fmt;

/// The address every written link starts with.
pub const PUZZLINK_PREFIX: &str = "https://puzz.link/p?hashikake/";

/// pzprjs's name for Hashi.
const KIND: &str = "hashikake";

/// The longest run of water one letter codes (`z`).
const LONGEST_RUN: usize = 20;

/// Whether `text` looks like a puzz.link link: a pzprjs query (`…p?kind/…` or
/// `…p.html?kind/…`) or the bare `hashikake/` form.
pub(crate) fn looks_like_puzzlink(text: &str) -> bool {
    let text = text.trim();
    if text.starts_with("hashikake/") {
        return true;
    }
    let Some((page, query)) = text.split_once('?') else {
        return false;
    };
    (page.ends_with("/p") || page.ends_with("/p.html") || page == "p")
        && query.split_once('/').is_some_and(|(kind, _)| {
            !kind.is_empty() && kind.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        })
}

/// Why a puzzle has no puzz.link or Kanpen form: they play the standard rules only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotStandard(pub RuleSet);

impl fmt::Display for NotStandard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "puzz.link and Kanpen play Hashi by the standard rules only (up to 2 bridges per pair, loops allowed, a flat board), so this puzzle's rules ({}) have no link there",
            self.0
        )
    }
}

impl std::error::Error for NotStandard {}

/// Reads a puzz.link Hashi link such as
/// `https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3`.
pub fn parse_puzzlink(text: &str) -> Result<Puzzle, ParseError> {
    let trimmed_start = text.len() - text.trim_start().len();
    let text = text.trim();
    let at_char = |byte: usize| Location::Index(text[..byte].chars().count() + trimmed_start);
    let header = |problem| ParseError::whole(Format::PuzzLink, ParseErrorKind::BadHeader(problem));
    if text.is_empty() {
        return Err(ParseError::whole(Format::PuzzLink, ParseErrorKind::Empty));
    }
    // The query: after the `?`, past any `key=value&` parameters a host added.
    let mut query_at = text.find('?').map_or(0, |q| q + 1);
    while let Some(amp) = text[query_at..].find('&') {
        if text[query_at..query_at + amp].contains('/') {
            break;
        }
        query_at += amp + 1;
    }
    // A fragment or trailing parameters are not part of the puzzle.
    let query_end = text[query_at..]
        .find(['#', '&'])
        .map_or(text.len(), |end| query_at + end);
    let query = &text[query_at..query_end];
    let mut parts = query.splitn(4, '/');
    let kind = parts.next().unwrap_or_default();
    // pzprjs opens `hashikake_edit` and `hashikake_play` as the same puzzle.
    let base = kind
        .strip_suffix("_edit")
        .or_else(|| kind.strip_suffix("_play"))
        .or_else(|| kind.strip_suffix("_test"))
        .unwrap_or(kind);
    if base != KIND {
        return Err(ParseError::at(
            Format::PuzzLink,
            at_char(query_at),
            ParseErrorKind::NotHashi(excerpt(kind)),
        ));
    }
    let (Some(cols), Some(rows), Some(cells)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(header(HeaderProblem::NoPuzzLinkSize));
    };
    let side = |value: &str, at: usize| {
        value
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_SIDE).contains(n))
            .ok_or_else(|| {
                ParseError::at(
                    Format::PuzzLink,
                    at_char(at),
                    ParseErrorKind::BadHeader(HeaderProblem::BadSide(excerpt(value))),
                )
            })
    };
    let cols_at = query_at + kind.len() + 1;
    let width = side(cols, cols_at)?;
    let height = side(rows, cols_at + cols.len() + 1)?;
    let cells_at = cols_at + cols.len() + rows.len() + 2;
    let cells = read_cells(cells, width * height, |offset| at_char(cells_at + offset))?;
    let islands = placed(cells, width);
    build(Format::PuzzLink, width, height, RuleSet::STANDARD, islands)
}

/// The islands of a `decodeNumber16` code over `count` cells, as (cell index, number); `at`
/// places a byte offset of `code` in the input, for errors.
fn read_cells(
    code: &str,
    count: usize,
    at: impl Fn(usize) -> Location,
) -> Result<Vec<(usize, u32)>, ParseError> {
    let too_many = |start: usize, found: usize| {
        ParseError::at(
            Format::PuzzLink,
            at(start),
            ParseErrorKind::CellCount {
                expected: count,
                found,
            },
        )
    };
    let mut islands = Vec::new();
    let mut cell = 0usize;
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        let byte = bytes[i];
        let (digits, offset) = match byte {
            b'0'..=b'9' | b'a'..=b'f' => (0, 0),
            b'-' => (2, 0),
            b'+' => (3, 0),
            b'=' => (3, 4096),
            b'%' => (3, 8192),
            b'g'..=b'z' => {
                cell += usize::from(byte - b'f');
                i += 1;
                if cell > count {
                    return Err(too_many(start, cell));
                }
                continue;
            }
            b'.' => {
                return Err(ParseError::at(
                    Format::PuzzLink,
                    at(start),
                    ParseErrorKind::UnknownClue,
                ))
            }
            _ => {
                let ch = code[start..].chars().next().unwrap_or_default();
                return Err(ParseError::at(
                    Format::PuzzLink,
                    at(start),
                    ParseErrorKind::BadCode(ch.to_string()),
                ));
            }
        };
        let number = if digits == 0 {
            i += 1;
            (byte as char).to_digit(16).unwrap_or_default()
        } else {
            let hex = code
                .get(i + 1..i + 1 + digits)
                .filter(|hex| hex.bytes().all(|b| b.is_ascii_hexdigit()));
            let Some(hex) = hex else {
                let end = (i + 1 + digits).min(code.len());
                let cut = code.get(start..end).unwrap_or(&code[start..start + 1]);
                return Err(ParseError::at(
                    Format::PuzzLink,
                    at(start),
                    ParseErrorKind::BadCode(excerpt(cut)),
                ));
            };
            i += 1 + digits;
            u32::from_str_radix(hex, 16).unwrap_or_default() + offset
        };
        if cell >= count {
            return Err(too_many(start, cell + 1));
        }
        islands.push((cell, number));
        cell += 1;
    }
    if cell != count {
        return Err(ParseError::at(
            Format::PuzzLink,
            at(code.len()),
            ParseErrorKind::CellCount {
                expected: count,
                found: cell,
            },
        ));
    }
    Ok(islands)
}

/// The `decodeNumber16` code of the puzzle's cells, as pzprjs's `encodeNumber16` writes it.
pub(super) fn write_cells(puzzle: &Puzzle) -> String {
    let width = puzzle.width();
    let mut targets = vec![0u8; width * puzzle.height()];
    for island in puzzle.islands() {
        targets[island.pos.r * width + island.pos.c] = island.target;
    }
    let mut code = String::new();
    let mut water = 0usize;
    let flush = |code: &mut String, water: &mut usize| {
        if *water > 0 {
            // 1 water cell is `g`, 20 are `z`.
            code.push((b'f' + *water as u8) as char);
            *water = 0;
        }
    };
    for target in targets {
        if target == 0 {
            water += 1;
            if water == LONGEST_RUN {
                flush(&mut code, &mut water);
            }
        } else {
            flush(&mut code, &mut water);
            // Numbers up to 8 (all the standard rules allow) take one hex digit.
            code.push(char::from_digit(u32::from(target), 16).unwrap_or('?'));
        }
    }
    flush(&mut code, &mut water);
    code
}

/// The puzz.link link of a standard-rule puzzle:
/// `https://puzz.link/p?hashikake/<columns>/<rows>/<cells>`.
pub fn write_puzzlink(puzzle: &Puzzle) -> Result<String, NotStandard> {
    if !puzzle.rules().is_standard() {
        return Err(NotStandard(puzzle.rules()));
    }
    Ok(format!(
        "{PUZZLINK_PREFIX}{}/{}/{}",
        puzzle.width(),
        puzzle.height(),
        write_cells(puzzle)
    ))
}

/// The cells read, as islands of a `width`-wide grid.
pub(super) fn placed(cells: Vec<(usize, u32)>, width: usize) -> Vec<(Pos, u32)> {
    cells
        .into_iter()
        .map(|(cell, number)| (Pos::new(cell / width, cell % width), number))
        .collect()
}
