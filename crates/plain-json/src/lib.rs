//! JSON as plain data: a reader into [`Json`], a writer, and the [`Plain`] trait records
//! implement to convert themselves. It exists so that the page's main module, which reads and
//! writes a few records before the first board, carries no serde_json: serde's readers are
//! generic over every type and format, this one is written once. serde stays wherever size
//! matters less (chunks, workers, the CLI); each record's two readers are held to agree by
//! tests against serde_json.

mod error;
mod fields;
mod number;
mod plain;
mod read;
mod record;
mod variant;
mod write;

pub use error::{JsonError, Syntax};
pub use fields::Fields;
pub use number::Number;
pub use plain::Plain;
pub use read::parse;
pub use variant::Variant;
pub use write::Writer;

/// A JSON value. An object keeps its members in order, duplicates included: whoever reads it
/// decides what a repeated name means ([`Fields`] refuses one; a map keeps the last, as
/// serde does).
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(Number),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    /// What kind of value it is, for error messages ("a string").
    pub fn kind(&self) -> &'static str {
        match self {
            Json::Null => "null",
            Json::Bool(_) => "a boolean",
            Json::Number(_) => "a number",
            Json::String(_) => "a string",
            Json::Array(_) => "an array",
            Json::Object(_) => "an object",
        }
    }
}

/// Reads `text` as a `T`.
pub fn from_str<T: Plain>(text: &str) -> Result<T, JsonError> {
    T::read(&parse(text)?)
}

/// `value` as compact JSON, written as serde_json writes the same record.
pub fn to_string<T: Plain>(value: &T) -> String {
    let mut writer = Writer::new();
    value.write(&mut writer);
    writer.finish()
}

#[cfg(test)]
mod tests;
