//! Cutting a collection's text into entries, each with the line it starts on: a JSON array's
//! elements, or one entry a line for the single-line formats (task strings, Tatham game IDs,
//! puzz.link links, one-line JSON) and one a block of lines for the others (`.has`, matrix,
//! Kanpen, JSON over several lines), blocks ending at a blank line.

use super::CollectionError;
use crate::formats::{detect, Format};

/// The most entries a collection may hold: a pasted dictionary must not keep the worker busy
/// for an hour.
pub const MAX_ENTRIES: usize = 5_000;

/// One puzzle's text in a collection, with the 1-based line it starts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub line: usize,
    pub text: String,
}

/// The entries of `text`, in order; blank lines and comment lines (`#`, `//`) are skipped.
///
/// ```
/// use hashi_core::collection::split;
/// let entries = split("# two puzzles\n3x1:2a2\n\n3x1:1a1\n").unwrap();
/// assert_eq!(entries.iter().map(|e| e.line).collect::<Vec<_>>(), [2, 4]);
/// ```
pub fn split(text: &str) -> Result<Vec<Entry>, CollectionError> {
    let entries = if text.trim_start().starts_with('[') {
        json_array(text)?
    } else {
        by_lines(text)
    };
    if entries.is_empty() {
        return Err(CollectionError::Empty);
    }
    if entries.len() > MAX_ENTRIES {
        return Err(CollectionError::TooMany {
            found: entries.len(),
            limit: MAX_ENTRIES,
        });
    }
    Ok(entries)
}

fn is_comment(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with('#') || line.starts_with("//")
}

/// Whether `line` is a whole puzzle in a format written on one line.
fn is_single_line(line: &str) -> bool {
    matches!(
        detect(line),
        Format::Task | Format::Tatham | Format::PuzzLink
    )
}

/// How far a JSON text's braces and brackets are open after `text`, from `depth`, skipping
/// those inside strings (`in_string` carries a string over a line's end).
fn json_depth(text: &str, mut depth: i64, in_string: &mut bool) -> i64 {
    let mut escaped = false;
    for ch in text.chars() {
        if *in_string {
            match (escaped, ch) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => *in_string = false,
                _ => {}
            }
            continue;
        }
        match ch {
            '"' => *in_string = true,
            '{' | '[' => depth += 1,
            '}' | ']' => depth -= 1,
            _ => {}
        }
    }
    depth
}

fn by_lines(text: &str) -> Vec<Entry> {
    let mut entries = Vec::new();
    // Lines of a block being gathered: the line it starts on and its text so far.
    let mut block: Option<Entry> = None;
    let mut lines = text.lines().enumerate().map(|(i, line)| (i + 1, line));
    let flush = |block: &mut Option<Entry>, entries: &mut Vec<Entry>| {
        entries.extend(block.take());
    };
    while let Some((number, line)) = lines.next() {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            flush(&mut block, &mut entries);
            continue;
        }
        if is_comment(trimmed) {
            continue;
        }
        if trimmed.starts_with('{') {
            flush(&mut block, &mut entries);
            // A JSON object, on this line or the next ones until its braces close (or a
            // blank line: an object left open must not swallow the rest of the file).
            let mut in_string = false;
            let mut depth = json_depth(trimmed, 0, &mut in_string);
            let mut object = trimmed.to_string();
            while depth > 0 {
                match lines.next() {
                    Some((_, more)) if !more.trim().is_empty() => {
                        depth = json_depth(more, depth, &mut in_string);
                        object.push('\n');
                        object.push_str(more);
                    }
                    _ => break,
                }
            }
            entries.push(Entry {
                line: number,
                text: object,
            });
        } else if is_single_line(trimmed) {
            flush(&mut block, &mut entries);
            entries.push(Entry {
                line: number,
                text: trimmed.to_string(),
            });
        } else {
            let gathering = block.get_or_insert_with(|| Entry {
                line: number,
                text: String::new(),
            });
            if !gathering.text.is_empty() {
                gathering.text.push('\n');
            }
            gathering.text.push_str(line);
        }
    }
    flush(&mut block, &mut entries);
    entries
}

/// The elements of a JSON array, each the text of one puzzle: an object as it is written, a
/// string (a task string, a link) as what it holds.
fn json_array(text: &str) -> Result<Vec<Entry>, CollectionError> {
    let start = text.find('[').unwrap_or(0) + 1;
    let line_of = |offset: usize| text[..offset].matches('\n').count() + 1;
    let mut entries = Vec::new();
    let mut depth = 0i64;
    let mut in_string = false;
    let mut escaped = false;
    let mut element_start: Option<usize> = None;
    let mut closed = false;
    let push = |from: usize, to: usize, entries: &mut Vec<Entry>| {
        let raw = text[from..to].trim();
        if raw.is_empty() {
            return;
        }
        let line = line_of(from + (text[from..to].len() - text[from..to].trim_start().len()));
        // A string element holds a puzzle's text: a task string, a link.
        let text = serde_json::from_str::<String>(raw).unwrap_or_else(|_| raw.to_string());
        entries.push(Entry { line, text });
    };
    for (offset, ch) in text[start..].char_indices() {
        let at = start + offset;
        if in_string {
            match (escaped, ch) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        if element_start.is_none() && !ch.is_whitespace() && ch != ',' && ch != ']' {
            element_start = Some(at);
        }
        match ch {
            '"' => in_string = true,
            '{' | '[' => depth += 1,
            '}' => depth -= 1,
            ']' if depth > 0 => depth -= 1,
            ']' => {
                if let Some(from) = element_start.take() {
                    push(from, at, &mut entries);
                }
                closed = true;
                break;
            }
            ',' if depth == 0 => {
                if let Some(from) = element_start.take() {
                    push(from, at, &mut entries);
                }
            }
            _ => {}
        }
    }
    if !closed {
        return Err(CollectionError::OpenArray {
            line: line_of(start - 1),
        });
    }
    Ok(entries)
}
