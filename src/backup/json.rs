//! The backup's own JSON reading and writing. The records' serde code is shared with the
//! first screen's module when it is instantiated the same way as there (`serde_json::from_str`,
//! `to_string`): the split build then moves it out of line and exports it, which costs the
//! first load bytes. Reading through `from_reader` and writing through a writer of our own
//! type gives the backup instances of its own, which stay in its chunk.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// Bytes written by serde_json, as a type only the backup uses.
struct Text(Vec<u8>);

impl std::io::Write for Text {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Reads `text` as a `T`; the error keeps serde_json's line and column.
pub fn from_text<T: DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    serde_json::from_reader(text.as_bytes())
}

/// `value` as compact JSON, as the app stores its records.
pub fn compact<T: Serialize>(value: &T) -> String {
    let mut text = Text(Vec::new());
    // Plain data with string keys: serialising it cannot fail.
    let _ = serde_json::to_writer(&mut text, value);
    String::from_utf8(text.0).unwrap_or_default()
}

/// `value` as indented JSON, for a file a person may read.
pub fn indented<T: Serialize>(value: &T) -> String {
    let mut text = Text(Vec::new());
    let _ = serde_json::to_writer_pretty(&mut text, value);
    String::from_utf8(text.0).unwrap_or_default()
}
