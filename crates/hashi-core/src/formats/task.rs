//! The compact task string: `WxH:` then the cells row-major, digits 1-8 for islands and
//! letters a-z for runs of 1-26 water cells (`7x1:1e1` is a 1, five water cells, a 1).

use super::{build, excerpt, Format, Location, ParseError, ParseErrorKind};
use crate::puzzle::{Puzzle, MAX_SIDE};
use crate::Pos;
use std::fmt::Write;

/// Whether `text` starts like a task string (`<digits>x<digits>:`).
pub(crate) fn looks_like_task(text: &str) -> bool {
    let Some((size, _)) = text.split_once(':') else {
        return false;
    };
    let Some((w, h)) = size.split_once('x') else {
        return false;
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(w) && digits(h)
}

pub(super) fn header_error(format: Format, index: usize, why: &str) -> ParseError {
    ParseError::at(
        format,
        Location::Index(index),
        ParseErrorKind::BadHeader(why.to_string()),
    )
}

/// Parses a task string such as `3x3:2a2c2a2`. Positions in errors count characters from the
/// start of `text`, leading whitespace included; they are counted as the characters go by.
pub fn parse_task(text: &str) -> Result<Puzzle, ParseError> {
    let number = |ch: char| matches!(ch, '1'..='8').then(|| ch as u32 - '0' as u32);
    parse_run_length(text, Format::Task, number, |params, at| {
        if params.is_empty() {
            Ok(())
        } else {
            Err(header_error(Format::Task, at, "expected `WxH`, e.g. `7x7`"))
        }
    })
}

/// Reads a run-length grid (`WxH`, parameters, `:`, then cells row-major: a number for an
/// island, letters a-z for runs of 1-26 water cells), the shape the task string shares with
/// Tatham's game IDs. `number` reads an island's digit; `params` checks what follows the size
/// before the colon, given with its character index.
pub(super) fn parse_run_length(
    text: &str,
    format: Format,
    number: impl Fn(char) -> Option<u32>,
    params: impl FnOnce(&str, usize) -> Result<(), ParseError>,
) -> Result<Puzzle, ParseError> {
    let lead = text.chars().take_while(|ch| ch.is_whitespace()).count();
    let text = text.trim();
    if text.is_empty() {
        return Err(ParseError::whole(format, ParseErrorKind::Empty));
    }
    let (size, cells) = text
        .split_once(':')
        .ok_or_else(|| header_error(format, lead, "expected `WxH:` before the cells"))?;
    let (w, rest) = size
        .split_once('x')
        .ok_or_else(|| header_error(format, lead, "expected `WxH`, e.g. `7x7`"))?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let (h, after) = rest.split_at(digits);
    let side = |s: &str, at: usize| -> Result<usize, ParseError> {
        match s.parse::<usize>() {
            Ok(v) if (1..=MAX_SIDE).contains(&v) => Ok(v),
            _ => Err(header_error(
                format,
                at,
                &format!("`{}` is not a side length from 1 to {MAX_SIDE}", excerpt(s)),
            )),
        }
    };
    let width = side(w, lead)?;
    // A side that parsed is plain ASCII, so its length in bytes is its length in characters
    // (here the width's and the height's; the parameters are counted as characters).
    let height = side(h, lead + w.len() + 1)?;
    params(after, lead + w.len() + 1 + h.len())?;
    let expected = width * height;
    let start = lead + size.chars().count() + 1;
    let mut cell = 0usize;
    let mut end = start;
    let mut islands = Vec::new();
    for (index, ch) in (start..).zip(cells.chars()) {
        let advance = match (number(ch), ch) {
            (Some(n), _) => {
                if cell < expected {
                    islands.push((Pos::new(cell / width, cell % width), n));
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
    build(format, width, height, islands)
}

/// Writes the canonical task string, which also serves as the puzzle's id in URLs.
pub fn write_task(puzzle: &Puzzle) -> String {
    let mut out = format!("{}x{}:", puzzle.width(), puzzle.height());
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
        let _ = write!(out, "{}", island.target);
        next = cell + 1;
    }
    water += puzzle.width() * puzzle.height() - next;
    flush(&mut out, &mut water);
    out
}
