//! The writer: compact JSON, straight into a string, escaped as serde_json escapes (so a
//! record written here reads the same text as one written there).

/// Writes one JSON value, piece by piece: the caller opens and closes arrays and objects and
/// names each member before its value; the commas are the writer's.
#[derive(Debug, Default)]
pub struct Writer {
    out: String,
    /// Whether the next member or item needs a comma before it.
    after_value: bool,
}

impl Writer {
    pub fn new() -> Writer {
        Writer::default()
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.out
    }

    fn separate(&mut self) {
        if self.after_value {
            self.out.push(',');
        }
    }

    fn opened(&mut self, bracket: char) {
        self.separate();
        self.out.push(bracket);
        self.after_value = false;
    }

    fn closed(&mut self, bracket: char) {
        self.out.push(bracket);
        self.after_value = true;
    }

    pub fn open_object(&mut self) {
        self.opened('{');
    }

    pub fn close_object(&mut self) {
        self.closed('}');
    }

    pub fn open_array(&mut self) {
        self.opened('[');
    }

    pub fn close_array(&mut self) {
        self.closed(']');
    }

    /// A member's name; its value comes next.
    pub fn name(&mut self, name: &str) {
        self.separate();
        self.quoted(name);
        self.out.push(':');
        self.after_value = false;
    }

    pub fn null(&mut self) {
        self.separate();
        self.out.push_str("null");
        self.after_value = true;
    }

    pub fn bool(&mut self, value: bool) {
        self.separate();
        self.out.push_str(if value { "true" } else { "false" });
        self.after_value = true;
    }

    pub fn u64(&mut self, value: u64) {
        self.separate();
        self.out.push_str(&value.to_string());
        self.after_value = true;
    }

    /// A number's text as it is (the caller's to make it JSON).
    pub fn raw_number(&mut self, text: &str) {
        self.separate();
        self.out.push_str(text);
        self.after_value = true;
    }

    pub fn string(&mut self, value: &str) {
        self.separate();
        self.quoted(value);
        self.after_value = true;
    }

    fn quoted(&mut self, text: &str) {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        self.out.push('"');
        let mut run_start = 0;
        for (i, b) in text.bytes().enumerate() {
            let escape = match b {
                b'"' => "\\\"",
                b'\\' => "\\\\",
                b'\n' => "\\n",
                b'\r' => "\\r",
                b'\t' => "\\t",
                0x08 => "\\b",
                0x0c => "\\f",
                0x00..=0x1f => "",
                _ => continue,
            };
            // Every byte that ends a run is ASCII, so the run ends on a character boundary.
            self.out.push_str(&text[run_start..i]);
            run_start = i + 1;
            if escape.is_empty() {
                self.out.push_str("\\u00");
                self.out.push(char::from(HEX[usize::from(b >> 4)]));
                self.out.push(char::from(HEX[usize::from(b & 0xf)]));
            } else {
                self.out.push_str(escape);
            }
        }
        self.out.push_str(&text[run_start..]);
        self.out.push('"');
    }
}
