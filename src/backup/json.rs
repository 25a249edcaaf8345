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

/// `value` as an outline, for a file a person may read: indented down to the records, each
/// record on one line.
pub fn outline<T: Serialize>(value: &T) -> String {
    let mut text = Text(Vec::new());
    let formatter = Outline {
        depth: 0,
        has_value: false,
    };
    let _ = value.serialize(&mut serde_json::Serializer::with_formatter(
        &mut text, formatter,
    ));
    String::from_utf8(text.0).unwrap_or_default()
}

/// serde_json's indentation down to `OUTLINE_DEPTH` levels, each record below that on one
/// line: the file reads as an outline (a section per game, a line per save) and stays about
/// half the size of full indentation.
struct Outline {
    depth: usize,
    /// Whether the container being written has a value yet.
    has_value: bool,
}

/// Objects nested this deep and deeper are written on one line.
const OUTLINE_DEPTH: usize = 4;

impl Outline {
    fn open<W: ?Sized + std::io::Write>(
        &mut self,
        out: &mut W,
        bracket: &[u8],
    ) -> std::io::Result<()> {
        self.depth += 1;
        self.has_value = false;
        out.write_all(bracket)
    }

    fn close<W: ?Sized + std::io::Write>(
        &mut self,
        out: &mut W,
        bracket: &[u8],
    ) -> std::io::Result<()> {
        let inner = self.depth;
        self.depth -= 1;
        if self.has_value && inner < OUTLINE_DEPTH {
            self.newline(out)?;
        }
        out.write_all(bracket)
    }

    fn newline<W: ?Sized + std::io::Write>(&self, out: &mut W) -> std::io::Result<()> {
        out.write_all(b"\n")?;
        for _ in 0..self.depth {
            out.write_all(b"  ")?;
        }
        Ok(())
    }

    fn item<W: ?Sized + std::io::Write>(&self, out: &mut W, first: bool) -> std::io::Result<()> {
        if !first {
            out.write_all(b",")?;
        }
        if self.depth < OUTLINE_DEPTH {
            self.newline(out)?;
        }
        Ok(())
    }
}

impl serde_json::ser::Formatter for Outline {
    fn begin_array<W: ?Sized + std::io::Write>(&mut self, out: &mut W) -> std::io::Result<()> {
        self.open(out, b"[")
    }

    fn end_array<W: ?Sized + std::io::Write>(&mut self, out: &mut W) -> std::io::Result<()> {
        self.close(out, b"]")
    }

    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        out: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        self.item(out, first)
    }

    fn end_array_value<W: ?Sized + std::io::Write>(&mut self, _out: &mut W) -> std::io::Result<()> {
        self.has_value = true;
        Ok(())
    }

    fn begin_object<W: ?Sized + std::io::Write>(&mut self, out: &mut W) -> std::io::Result<()> {
        self.open(out, b"{")
    }

    fn end_object<W: ?Sized + std::io::Write>(&mut self, out: &mut W) -> std::io::Result<()> {
        self.close(out, b"}")
    }

    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        out: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        self.item(out, first)
    }

    fn begin_object_value<W: ?Sized + std::io::Write>(
        &mut self,
        out: &mut W,
    ) -> std::io::Result<()> {
        out.write_all(if self.depth < OUTLINE_DEPTH {
            b": "
        } else {
            b":"
        })
    }

    fn end_object_value<W: ?Sized + std::io::Write>(
        &mut self,
        _out: &mut W,
    ) -> std::io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}
