//! The reader: JSON text into a [`Json`] tree, with the line and column of what breaks it.
//! It takes what serde_json takes (RFC 8259, no comments or trailing commas) and nests at
//! most as deep.

use crate::number::Number;
use crate::{Json, JsonError, Syntax};

/// How deep arrays and objects may nest (serde_json's limit), so that a hostile text cannot
/// exhaust the stack.
pub(crate) const MAX_DEPTH: usize = 127;

/// Reads `text` as one JSON value, with white space around it.
pub fn parse(text: &str) -> Result<Json, JsonError> {
    let mut reader = Reader {
        text,
        bytes: text.as_bytes(),
        at: 0,
        depth: 0,
    };
    let value = reader.value()?;
    reader.skip_space();
    if reader.at < reader.bytes.len() {
        return Err(reader.fail(Syntax::Trailing));
    }
    Ok(value)
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    depth: usize,
}

impl Reader<'_> {
    /// `what` at the reader's place, counted in lines and characters.
    fn fail(&self, what: Syntax) -> JsonError {
        let before = &self.text[..self.at.min(self.text.len())];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        JsonError::Syntax {
            what,
            line: before.matches('\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
        }
    }

    /// What the next character is, as an error (the end of the text, or the character).
    fn unexpected(&self) -> JsonError {
        match self.text[self.at..].chars().next() {
            Some(c) => self.fail(Syntax::Unexpected(c)),
            None => self.fail(Syntax::UnexpectedEnd),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    /// Steps over `byte` after any white space, or fails there.
    fn expect(&mut self, byte: u8) -> Result<(), JsonError> {
        self.skip_space();
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }

    fn value(&mut self) -> Result<Json, JsonError> {
        self.skip_space();
        match self.peek() {
            Some(b'{') => self.nested(Self::object),
            Some(b'[') => self.nested(Self::array),
            Some(b'"') => self.string().map(Json::String),
            Some(b'-' | b'0'..=b'9') => self.number().map(Json::Number),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            _ => Err(self.unexpected()),
        }
    }

    fn nested(
        &mut self,
        read: fn(&mut Self) -> Result<Json, JsonError>,
    ) -> Result<Json, JsonError> {
        if self.depth == MAX_DEPTH {
            return Err(self.fail(Syntax::TooDeep));
        }
        self.depth += 1;
        let value = read(self);
        self.depth -= 1;
        value
    }

    fn word(&mut self, word: &str, value: Json) -> Result<Json, JsonError> {
        for &expected in word.as_bytes() {
            if self.peek() != Some(expected) {
                return Err(self.unexpected());
            }
            self.at += 1;
        }
        Ok(value)
    }

    fn array(&mut self) -> Result<Json, JsonError> {
        self.at += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Json::Array(items));
        }
        loop {
            items.push(self.value()?);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Json::Array(items));
                }
                _ => return Err(self.unexpected()),
            }
        }
    }

    fn object(&mut self) -> Result<Json, JsonError> {
        self.at += 1;
        let mut members = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Json::Object(members));
        }
        loop {
            self.skip_space();
            if self.peek() != Some(b'"') {
                return Err(self.unexpected());
            }
            let name = self.string()?;
            self.expect(b':')?;
            members.push((name, self.value()?));
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Json::Object(members));
                }
                _ => return Err(self.unexpected()),
            }
        }
    }

    /// A string from its opening quote, escapes decoded.
    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let run_start = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            // Both ends are ASCII bytes or the text's end, so on character boundaries.
            out.push_str(&self.text[run_start..self.at]);
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(_) => return Err(self.fail(Syntax::ControlInString)),
                None => return Err(self.fail(Syntax::UnexpectedEnd)),
            }
        }
    }

    /// The character an escape stands for, from the byte after its backslash.
    fn escape(&mut self) -> Result<char, JsonError> {
        let Some(b) = self.peek() else {
            return Err(self.fail(Syntax::UnexpectedEnd));
        };
        self.at += 1;
        Ok(match b {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => return self.unicode_escape(),
            _ => {
                self.at -= 1;
                return Err(self.fail(Syntax::BadEscape));
            }
        })
    }

    /// The character of a `\u` escape (after the `u`), pairs of surrogates joined.
    fn unicode_escape(&mut self) -> Result<char, JsonError> {
        let first = self.hex4()?;
        let code = match first {
            0xD800..=0xDBFF => {
                if self.bytes.get(self.at..self.at + 2) != Some(b"\\u") {
                    return Err(self.fail(Syntax::LoneSurrogate));
                }
                self.at += 2;
                let second = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&second) {
                    return Err(self.fail(Syntax::LoneSurrogate));
                }
                0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            }
            0xDC00..=0xDFFF => return Err(self.fail(Syntax::LoneSurrogate)),
            code => code,
        };
        char::from_u32(code).ok_or_else(|| self.fail(Syntax::LoneSurrogate))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut code = 0;
        for _ in 0..4 {
            let digit = match self.peek() {
                Some(b) => char::from(b).to_digit(16),
                None => return Err(self.fail(Syntax::UnexpectedEnd)),
            };
            let Some(digit) = digit else {
                return Err(self.fail(Syntax::BadEscape));
            };
            code = code * 16 + digit;
            self.at += 1;
        }
        Ok(code)
    }

    /// A number, checked against JSON's grammar and kept as written.
    fn number(&mut self) -> Result<Number, JsonError> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => self.digits(),
            Some(_) => return Err(self.fail(Syntax::BadNumber)),
            None => return Err(self.fail(Syntax::UnexpectedEnd)),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            self.some_digits()?;
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            self.some_digits()?;
        }
        Ok(Number::from_checked(self.text[start..self.at].to_string()))
    }

    fn digits(&mut self) {
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
    }

    fn some_digits(&mut self) -> Result<(), JsonError> {
        match self.peek() {
            Some(b'0'..=b'9') => {
                self.digits();
                Ok(())
            }
            Some(_) => Err(self.fail(Syntax::BadNumber)),
            None => Err(self.fail(Syntax::UnexpectedEnd)),
        }
    }
}
