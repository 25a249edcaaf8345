//! The messages of one language: English built in (each group's into the code that uses it),
//! another language read from its bundle, each message falling back to English where the
//! bundle lacks it or gives it in the wrong shape.

use crate::locale::Locale;
use crate::plural::Category;

include!("generated/messages.rs"); // the enums, keys, English: `cargo xtask codegen` writes it

/// A message's text: one sentence, or one per plural form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text<'a> {
    Plain(&'a str),
    Plural(&'a [(Category, &'a str)]),
}

/// A text read from a locale file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Owned {
    Plain(String),
    Plural(Vec<(Category, String)>),
}

/// Why a locale file cannot be read at all (worded where the failure is told).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogError {
    NotJson(String),
    NotAnObject,
    /// A group given as something other than its list of messages.
    BadGroup(String),
}

/// A message of one group: its English is built into the code that shows it, so a chunk's
/// sentences travel in the chunk, and a language's file gives it by group and index.
pub trait Message: Copy + 'static {
    /// Its group's place in `GROUPS`.
    const GROUP: usize;
    /// Its place in its group's keys.
    fn index(self) -> usize;
    fn english(self) -> Text<'static>;
}

/// The messages of one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalog {
    locale: Locale,
    /// By group, then by index; empty for English.
    texts: Vec<Vec<Option<Owned>>>,
}

impl Catalog {
    /// English, which needs no file.
    pub fn english() -> Catalog {
        Catalog {
            locale: Locale::En,
            texts: Vec::new(),
        }
    }

    /// `locale`'s catalog of the `groups` named, read from the shipped group files (tests: no
    /// build that does not call it carries the files).
    pub fn shipped(locale: Locale, groups: &[&str]) -> Catalog {
        let mut texts = vec![Vec::new(); GROUPS.len()];
        for (tag, group, json) in SHIPPED {
            // The shared words come with every group, as they do on the page.
            let wanted = groups.contains(&GROUPS[*group]) || GROUPS[*group] == "words";
            if *tag == locale.tag() && wanted {
                let value = serde_json::from_str(json).expect("a shipped file is JSON");
                texts[*group] = read_group(*group, value).expect("a shipped group").0;
            }
        }
        Catalog { locale, texts }
    }

    pub fn locale(&self) -> Locale {
        self.locale
    }

    /// The messages of `locale` from its bundle. Messages the bundle lacks or gives in the
    /// wrong shape fall back to English (the unit tests keep the shipped files complete).
    pub fn parse(locale: Locale, json: &str) -> Result<Catalog, CatalogError> {
        let texts = read_bundle(json)?
            .into_iter()
            .map(Option::unwrap_or_default)
            .collect();
        Ok(Catalog { locale, texts })
    }

    /// `msg` as this language writes it, for `count` where the message has plural forms.
    pub fn text<M: Message>(&self, msg: M, count: u64) -> &str {
        let given = self
            .texts
            .get(M::GROUP)
            .and_then(|group| group.get(msg.index()))
            .and_then(Option::as_ref);
        match given {
            Some(Owned::Plain(text)) => text,
            Some(Owned::Plural(forms)) => pick(
                forms.iter().map(|(c, t)| (*c, t.as_str())),
                self.locale,
                count,
            )
            .unwrap_or_else(|| english(msg, count)),
            None => english(msg, count),
        }
    }
}

impl Catalog {
    /// `msg` as a sentence of its own.
    pub fn say(&self, msg: impl Message) -> String {
        self.text(msg, 1).to_string()
    }

    /// `msg` with its placeholders filled from `args` (`("name", value)`).
    pub fn say_with(&self, msg: impl Message, args: &[(&str, &str)]) -> String {
        fill(self.text(msg, 1), args)
    }

    /// `msg` in the plural form `count` takes, its `{count}` written as the language writes
    /// numbers, and its other placeholders filled from `args`.
    pub fn say_count(&self, msg: impl Message, count: u64, args: &[(&str, &str)]) -> String {
        let number = number(self.locale, count);
        let mut all = vec![("count", number.as_str())];
        all.extend_from_slice(args);
        fill(self.text(msg, count), &all)
    }
}

/// A whole number as `locale` writes it (1,234 · 1.234 · 1 234).
pub fn number(locale: Locale, n: u64) -> String {
    // Below a thousand every language here writes the plain Latin digits, and asking Intl
    // builds a formatter per call: the board's spoken labels ask on every move, and on a
    // 100x100 board that was a tenth of a move's time. The app's `in_browser` tests hold the
    // two to each other.
    if n < 1000 {
        return n.to_string();
    }
    #[cfg(target_arch = "wasm32")]
    {
        // The browser's Intl knows every locale's separators at no cost in bytes here.
        let value = js_sys::Number::from(n as f64);
        value
            .to_locale_string(locale.tag())
            .as_string()
            .unwrap_or_else(|| n.to_string())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = locale;
        n.to_string()
    }
}

/// `msg` in English, for `count` where it has plural forms.
pub fn english<M: Message>(msg: M, count: u64) -> &'static str {
    match msg.english() {
        Text::Plain(text) => text,
        Text::Plural(forms) => pick(forms.iter().copied(), Locale::En, count).unwrap_or(""),
    }
}

/// The form for `count`, or `other` when the language's form is not given.
fn pick<'a>(
    forms: impl Iterator<Item = (Category, &'a str)> + Clone,
    locale: Locale,
    count: u64,
) -> Option<&'a str> {
    let wanted = Category::of(locale, count);
    forms
        .clone()
        .find(|(c, _)| *c == wanted)
        .or_else(|| forms.clone().find(|(c, _)| *c == Category::Other))
        .map(|(_, t)| t)
}

/// A language's bundle (`{"<group>": [messages], ...}`, each group's messages in the order of
/// its keys) read group by group, in `GROUPS`' order; a group the bundle lacks is `None`, and
/// one it gives that no build knows is left out (a newer file read by an older page).
pub fn read_bundle(json: &str) -> Result<Vec<Option<Vec<Option<Owned>>>>, CatalogError> {
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|e| CatalogError::NotJson(e.to_string()))?;
    let serde_json::Value::Object(groups) = value else {
        return Err(CatalogError::NotAnObject);
    };
    let mut read = vec![None; GROUPS.len()];
    for (name, messages) in groups {
        let Some(group) = GROUPS.iter().position(|g| *g == name) else {
            continue;
        };
        let serde_json::Value::Array(messages) = messages else {
            return Err(CatalogError::BadGroup(name));
        };
        // A message in a shape none has, or past the group's end, is left to English.
        let mut texts: Vec<Option<Owned>> = messages.into_iter().map(owned).collect();
        texts.resize(COUNTS[group], None);
        read[group] = Some(texts);
    }
    Ok(read)
}

/// A message as a language file gives it: text, or an object of plural forms.
fn owned(value: serde_json::Value) -> Option<Owned> {
    match value {
        serde_json::Value::String(text) => Some(Owned::Plain(text)),
        serde_json::Value::Object(forms) => forms
            .into_iter()
            .map(|(name, text)| Some((Category::from_name(&name)?, text.as_str()?.to_string())))
            .collect::<Option<Vec<_>>>()
            .map(Owned::Plural),
        _ => None,
    }
}

/// The texts of one group's file (`locales/<group>/<tag>.json`) by index, and the keys it
/// gives in a shape no message has.
pub type Read = (Vec<Option<Owned>>, Vec<Malformed>);

/// A key of a locale file that is no message, or a message given in a shape none has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Malformed {
    Unknown(String),
    Shape(String),
}

/// One group's file, read against the group's keys (the checks of the shipped files).
pub fn read_group(group: usize, value: serde_json::Value) -> Result<Read, CatalogError> {
    let serde_json::Value::Object(messages) = value else {
        return Err(CatalogError::NotAnObject);
    };
    let keys = KEYS[group];
    let mut texts = vec![None; keys.len()];
    let mut problems = Vec::new();
    for (key, value) in messages {
        let Some(i) = keys.iter().position(|k| *k == key) else {
            problems.push(Malformed::Unknown(key));
            continue;
        };
        match owned(value) {
            Some(owned) => texts[i] = Some(owned),
            None => problems.push(Malformed::Shape(key)),
        }
    }
    Ok((texts, problems))
}

/// `text` with each `{name}` replaced by its value in `args`; a name without a value stays
/// as it is, so a mistake shows on screen instead of vanishing.
pub fn fill(text: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match args.iter().find(|(n, _)| *n == name) {
                    Some((_, value)) => out.push_str(value),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}
