//! Why a text could not be read as a record: where the JSON breaks, or which field has the
//! wrong shape.

use std::fmt;

/// What is wrong with a text that is not JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// The text ends inside a value.
    UnexpectedEnd,
    /// A character that cannot come here.
    Unexpected(char),
    /// A control character (below U+0020) inside a string: JSON needs it escaped.
    ControlInString,
    /// A backslash followed by something that is not an escape.
    BadEscape,
    /// A `\u` escape of half a surrogate pair, or of a pair that does not match.
    LoneSurrogate,
    /// A number that breaks JSON's grammar (`01`, `1.`, `-`, `1e`).
    BadNumber,
    /// Arrays and objects nested deeper than [`crate::read::MAX_DEPTH`].
    TooDeep,
    /// Something after the value other than white space.
    Trailing,
}

/// Why a text is not the record it should be. The `Display`s are terse English, for the
/// sentences that name the reason in the player's language around them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonError {
    /// The text is not JSON: what breaks it, at `line` and `column` (both from 1, the column
    /// in characters).
    Syntax {
        what: Syntax,
        line: usize,
        column: usize,
    },
    /// A value of the wrong kind: at `path` (fields from the record's top, `save.position`),
    /// `expected` what was wanted and `found` the kind there.
    Kind {
        path: String,
        expected: &'static str,
        found: &'static str,
    },
    /// A value of the right kind that the record cannot take (`"purple"` for a theme, an
    /// entry kind no version wrote, a number too large).
    Value { path: String, why: &'static str },
    /// A field the record needs is absent.
    Missing { path: String },
    /// A field given twice.
    Duplicate { path: String },
}

impl JsonError {
    /// The same error, seen from the record that holds `field`: its path gains the field's
    /// name in front.
    pub fn within(self, field: &str) -> JsonError {
        let join = |path: String| {
            if path.is_empty() {
                field.to_string()
            } else if path.starts_with('[') {
                format!("{field}{path}")
            } else {
                format!("{field}.{path}")
            }
        };
        match self {
            JsonError::Kind {
                path,
                expected,
                found,
            } => JsonError::Kind {
                path: join(path),
                expected,
                found,
            },
            JsonError::Value { path, why } => JsonError::Value {
                path: join(path),
                why,
            },
            JsonError::Missing { path } => JsonError::Missing { path: join(path) },
            JsonError::Duplicate { path } => JsonError::Duplicate { path: join(path) },
            syntax @ JsonError::Syntax { .. } => syntax,
        }
    }

    /// The same error, seen from the array that holds it at `index`.
    pub fn at_index(self, index: usize) -> JsonError {
        self.within(&format!("[{index}]"))
    }

    /// A value of the wrong kind where `expected` was wanted (its path is filled in as the
    /// error goes up).
    pub fn kind(expected: &'static str, found: &crate::Json) -> JsonError {
        JsonError::Kind {
            path: String::new(),
            expected,
            found: found.kind(),
        }
    }

    /// A value the record cannot take, for the reason `why`.
    pub fn value(why: &'static str) -> JsonError {
        JsonError::Value {
            path: String::new(),
            why,
        }
    }
}

impl fmt::Display for Syntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Syntax::UnexpectedEnd => f.write_str("the text ends inside a value"),
            Syntax::Unexpected(c) => write!(f, "unexpected {c:?}"),
            Syntax::ControlInString => f.write_str("a control character inside a string"),
            Syntax::BadEscape => f.write_str("an unknown escape in a string"),
            Syntax::LoneSurrogate => f.write_str("half a surrogate pair in a \\u escape"),
            Syntax::BadNumber => f.write_str("a malformed number"),
            Syntax::TooDeep => f.write_str("values nested too deep"),
            Syntax::Trailing => f.write_str("more text after the value"),
        }
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |path: &str| {
            if path.is_empty() {
                "the record".to_string()
            } else {
                format!("`{path}`")
            }
        };
        match self {
            JsonError::Syntax { what, line, column } => {
                write!(f, "{what} at line {line} column {column}")
            }
            JsonError::Kind {
                path,
                expected,
                found,
            } => write!(f, "{}: expected {expected}, found {found}", at(path)),
            JsonError::Value { path, why } => write!(f, "{}: {why}", at(path)),
            JsonError::Missing { path } => write!(f, "missing field `{path}`"),
            JsonError::Duplicate { path } => write!(f, "field `{path}` given twice"),
        }
    }
}

impl std::error::Error for JsonError {}
