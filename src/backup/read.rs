//! Reading a backup file back: refusing anything that is not a Hashi backup of a version this
//! app knows, or whose parts do not pass the checks of [`super::validate`]. Apart from the
//! format, which the checks read too.

use super::error::{BackupError, Odd};
use super::format::{Backup, FORMAT, MOST_BYTES, VERSION};

/// Reads a backup file's text: its kind and version first (so that a foreign or newer file
/// is named as such, not as damaged), then its shape, then every part through the same
/// checks as the records it restores.
pub fn read(text: &str) -> Result<Backup, BackupError> {
    if text.len() as u64 > MOST_BYTES {
        return Err(BackupError::TooLarge {
            bytes: text.len() as u64,
            most: MOST_BYTES,
        });
    }
    let value: serde_json::Value =
        super::json::from_text(text).map_err(|e| BackupError::NotJson {
            line: e.line(),
            column: e.column(),
            reason: reason(&e),
        })?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(BackupError::Foreign);
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v > u64::from(VERSION) => {
            return Err(BackupError::TooNew {
                version: u32::try_from(v).unwrap_or(u32::MAX),
            })
        }
        Some(v) if v >= 1 => {}
        _ => return Err(BackupError::Value { what: Odd::Version }),
    }
    // Read again from the text, not the value, so that a wrong part is placed by line.
    let backup: Backup = super::json::from_text(text).map_err(|e| BackupError::Shape {
        line: e.line(),
        column: e.column(),
        reason: reason(&e),
    })?;
    super::validate::check(&backup)?;
    Ok(backup)
}

/// serde's reason without the position it appends (the error says it once).
fn reason(error: &serde_json::Error) -> String {
    let text = error.to_string();
    match text.rfind(" at line ") {
        Some(cut) => text[..cut].to_string(),
        None => text,
    }
}
