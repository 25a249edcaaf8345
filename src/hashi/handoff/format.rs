//! The hand-off link's format, pure: a puzzle's address and the player's bridges as a short
//! text, which the page compresses (zlib, the browser's `CompressionStream("deflate")`) and
//! writes after `#` as `h1.` + base64url; and the reading back, which refuses a foreign or
//! damaged fragment with a typed reason. The fragment never reaches a server.

use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::query::PROGRESS_PARAM;
use crate::shell::base64url;
use hashi_core::game::parse_action;
use std::fmt;

/// The page that opens a hand-off link (its data rides after `#`).
pub const HANDOFF_PATH: &str = "/hashi/continue";

/// What a fragment of this format starts with: the format's letter and version.
const FRAGMENT_PREFIX: &str = "h1.";

/// The first line of the text inside: zlib's checksum already refuses a changed byte, and this
/// line tells another app's compressed data from ours.
const HEADER: &str = "hashi-handoff 1";

/// The longest fragment read: a 100x100 board's full position compresses to a few KB, so
/// anything far longer is not one of ours (and is not worth decompressing).
pub const MAX_FRAGMENT: usize = 200_000;

/// One puzzle and the bridges on it, as a hand-off link carries them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Handoff {
    pub reference: PuzzleRef,
    /// The position as moves joined by `;` (`Game::position_text`); empty for none.
    pub moves: String,
}

/// Why a hand-off link's fragment was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandoffError {
    /// The address has no fragment, or one that is not a hand-off (another app's link).
    NotHandoff,
    /// Part of it is missing or changed: a character outside base64url, a checksum that fails,
    /// a text that is not the format's.
    Damaged,
    /// Made by a newer version of the game, whose format this one does not read.
    Newer { version: String },
    /// It names no puzzle this game knows.
    NotAPuzzle { path: String },
    /// Its bridges do not read as moves.
    BadMoves { why: String },
}

impl fmt::Display for HandoffError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandoffError::NotHandoff => write!(f, "not a hand-off fragment"),
            HandoffError::Damaged => write!(f, "damaged hand-off fragment"),
            HandoffError::Newer { version } => write!(f, "hand-off format {version} is newer"),
            HandoffError::NotAPuzzle { path } => write!(f, "`{path}` names no puzzle"),
            HandoffError::BadMoves { why } => write!(f, "bridges do not read: {why}"),
        }
    }
}

impl std::error::Error for HandoffError {}

impl Handoff {
    /// The text to compress.
    pub fn payload(&self) -> Vec<u8> {
        format!("{HEADER}\n{}\n{}", self.reference.path(), self.moves).into_bytes()
    }

    /// Reads decompressed text back; the moves are checked as text here and against the
    /// puzzle's rules when the puzzle opens them.
    pub fn from_payload(bytes: &[u8]) -> Result<Handoff, HandoffError> {
        let text = std::str::from_utf8(bytes).map_err(|_| HandoffError::Damaged)?;
        let mut lines = text.splitn(3, '\n');
        let header = lines.next().unwrap_or_default();
        if header != HEADER {
            return Err(match header.strip_prefix("hashi-handoff ") {
                Some(version) if version.len() <= 8 => HandoffError::Newer {
                    version: version.to_string(),
                },
                _ => HandoffError::NotHandoff,
            });
        }
        let (Some(path), Some(moves)) = (lines.next(), lines.next()) else {
            return Err(HandoffError::Damaged);
        };
        let reference = PuzzleRef::from_path(path)
            .filter(|r| r.path() == path)
            .ok_or_else(|| HandoffError::NotAPuzzle {
                path: path.chars().take(80).collect(),
            })?;
        if !moves.is_empty() {
            parse_action(moves).map_err(|e| HandoffError::BadMoves { why: e.to_string() })?;
        }
        Ok(Handoff {
            reference,
            moves: moves.to_string(),
        })
    }

    /// The address that opens the position on this device as one undoable action (the
    /// `?moves=` of a shared-progress link).
    pub fn opening_path(&self) -> String {
        let path = self.reference.path();
        if self.moves.is_empty() {
            return path;
        }
        let joiner = if path.contains('?') { '&' } else { '?' };
        format!(
            "{path}{joiner}{PROGRESS_PARAM}={}",
            query_escaped(&self.moves)
        )
    }
}

/// Percent-escapes all but URL-unreserved characters, as `encodeURIComponent` would for the
/// move text's ASCII.
fn query_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out += &format!("%{b:02X}");
        }
    }
    out
}

/// The fragment (without `#`) for compressed payload bytes.
pub fn fragment(compressed: &[u8]) -> String {
    format!("{FRAGMENT_PREFIX}{}", base64url::encode(compressed))
}

/// The compressed bytes a fragment carries (with or without its `#`).
pub fn compressed_of(fragment: &str) -> Result<Vec<u8>, HandoffError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let Some(data) = fragment.strip_prefix(FRAGMENT_PREFIX) else {
        return Err(newer_prefix(fragment).unwrap_or(HandoffError::NotHandoff));
    };
    if data.len() > MAX_FRAGMENT {
        return Err(HandoffError::Damaged);
    }
    base64url::decode(data).ok_or(HandoffError::Damaged)
}

/// `h7.…`: the format's letter with a version this build does not read.
fn newer_prefix(fragment: &str) -> Option<HandoffError> {
    let (head, _) = fragment.split_once('.')?;
    let version = head.strip_prefix('h')?;
    (!version.is_empty() && version.len() <= 4 && version.bytes().all(|b| b.is_ascii_digit())).then(
        || HandoffError::Newer {
            version: version.to_string(),
        },
    )
}

/// The link to give another device, for this page's origin.
pub fn link(origin: &str, compressed: &[u8]) -> String {
    format!("{origin}{HANDOFF_PATH}#{}", fragment(compressed))
}
