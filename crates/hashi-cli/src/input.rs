//! Reading puzzle files (or standard input) with errors that name the file.

use hashi_core::formats::{import, Imported};
use hashi_words::parse::parse_error;
use hashi_words::Catalog;
use std::io::Read;
use std::path::Path;

/// Exit status for input that could not be read or parsed.
pub const EXIT_BAD_INPUT: u8 = 2;

/// Reads and parses one input; the error is a full sentence naming the file.
pub fn read_puzzle(path: &Path) -> Result<Imported, String> {
    let name = path.display();
    let text = if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("standard input: cannot read: {e}"))?;
        text
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{name}: cannot read: {e}"))?
    };
    import(&text).map_err(|e| format!("{name}: {}", parse_error(&Catalog::english(), &e)))
}
