//! `crates/hashi-words/src/generated/messages.rs`: the messages of `locales/<group>/en.json` as
//! typed tables, with the index of the other languages' bundles. For each group of messages
//! (`locales/<group>/`, every folder there, as `hashi_bundle::locale::groups` finds them), a
//! module with `enum <Group>Msg` (one variant per key of the group's `en.json`), its keys and
//! its English texts; then the groups' keys for reading locale files, and each language's
//! bundle (and the pseudo-locale's) with its hashed name. A message used in the code but missing
//! from English then fails to compile.

use hashi_bundle::{locale as locale_bundle, short_hash};
use std::fmt::Write;
use std::path::Path;

/// Where the tables are checked in, and where `crates/hashi-words/src/catalog.rs` includes them
/// from.
pub const FILE: &str = "crates/hashi-words/src/generated/messages.rs";

/// The workspace's `locales/` as the generated file's `include_str!`s reach it (from its folder).
const LOCALES_FROM_FILE: &str = "../../../../locales";

/// The tables' code (items, not yet formatted) from the locale files under `root`.
pub fn code(root: &Path) -> Result<String, String> {
    let locales = &root.join("locales");
    let groups = locale_bundle::groups(locales)?;
    let mut code = String::new();
    let mut all_keys = String::new();
    let mut all_counts = String::new();
    let mut all_english = String::new();
    let mut enums = String::new();
    for (index, group) in groups.iter().enumerate() {
        let shown = format!("locales/{group}/en.json");
        let path = locale_bundle::group_file(locales, group, "en");
        let bytes = std::fs::read(&path).map_err(|e| format!("{shown}: {e}"))?;
        let messages: serde_json::Map<String, serde_json::Value> =
            serde_json::from_slice(&bytes).map_err(|e| format!("{shown}: {e}"))?;
        let name = format!("{}Msg", camel(group));
        let mut variants = String::new();
        let mut keys = String::new();
        let mut english = String::new();
        // In the bundles' order, which is how a language's file gives its messages.
        for key in locale_bundle::keys(locales, group)? {
            let value = &messages[&key];
            let _ = writeln!(variants, "        {},", camel(&key));
            let _ = writeln!(keys, "        {key:?},");
            let _ = writeln!(english, "        {},", english_text(&key, value)?);
        }
        let count = messages.len();
        let _ = write!(all_counts, "{count}, ");
        let _ = write!(
            code,
            "/// The messages of `locales/{group}/`.\n\
             pub mod {group} {{\n\
             \x20   use super::{{Message, Text}};\n\n\
             \x20   /// A message of `locales/{group}/en.json`, by its key.\n\
             \x20   #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n\
             \x20   #[allow(clippy::enum_variant_names)] // keys as the locale files name them\n\
             \x20   pub enum {name} {{\n{variants}    }}\n\n\
             \x20   pub const KEYS: [&str; {count}] = [\n{keys}    ];\n\n\
             \x20   pub static ENGLISH: [Text<'static>; {count}] = [\n{english}    ];\n\n\
             \x20   impl Message for {name} {{\n\
             \x20       const GROUP: usize = {index};\n\
             \x20       fn index(self) -> usize {{\n            self as usize\n        }}\n\
             \x20       fn english(self) -> Text<'static> {{\n            ENGLISH[self as usize]\n        }}\n\
             \x20   }}\n\
             }}\n\
             \n"
        );
        let _ = writeln!(enums, "    pub use super::{group}::{name};");
        let _ = writeln!(all_keys, "    &{group}::KEYS,");
        let _ = writeln!(all_english, "    &{group}::ENGLISH,");
    }
    // Every group file of every language, for the unit tests of the shipped files.
    let mut shipped = String::new();
    for (index, group) in groups.iter().enumerate() {
        for tag in locale_bundle::TAGS {
            let _ = writeln!(
                shipped,
                "    ({tag:?}, {index}, include_str!(\"{LOCALES_FROM_FILE}/{group}/{tag}.json\")),",
            );
        }
    }
    let mut files = String::new();
    let others = locale_bundle::TAGS[1..]
        .iter()
        .chain([&locale_bundle::PSEUDO]);
    for tag in others.clone() {
        let bytes = locale_bundle::bundle(locales, tag)?;
        let _ = writeln!(
            files,
            "    ({tag:?}, \"/locales/{tag}-{}.json\"),",
            short_hash(&bytes)
        );
    }
    let group_count = groups.len();
    let _ = write!(
        code,
        "/// Every group's enum of messages.\n\
         pub mod enums {{\n{enums}}}\n\n\
         /// The groups, in the order of `Message::GROUP` and of the locale bundles.\n\
         pub const GROUPS: [&str; {group_count}] = {groups:?};\n\n\
         /// How many messages each group has: a bundle gives them by index.\n\
         pub const COUNTS: [usize; {group_count}] = [{all_counts}];\n\n\
         /// Each group's keys, for the checks of the locale files (a bundle has none; only the checks\n\
         /// use them, so no build carries them).\n\
         pub const KEYS: [&[&str]; {group_count}] = [\n{all_keys}];\n\n\
         /// Each group's English, for the checks of the locale files.\n\
         pub const ENGLISH: [&[Text<'static>]; {group_count}] = [\n{all_english}];\n\n\
         /// Each shipped group file: its language's tag, its group, its text.\n\
         pub const SHIPPED: &[(&str, usize, &str)] = &[\n{shipped}];\n\n\
         /// Each fetched locale's tag and its bundle's hashed name.\n\
         pub const FILES: [(&str, &str); {}] = [\n{files}];\n",
        others.count()
    );
    Ok(code)
}

/// `snake_case` as `CamelCase`.
fn camel(name: &str) -> String {
    name.split(['_', '-'])
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

/// The Rust expression of one English message: `Text::Plain` or `Text::Plural`.
fn english_text(key: &str, value: &serde_json::Value) -> Result<String, String> {
    match value {
        serde_json::Value::String(text) => Ok(format!("Text::Plain({text:?})")),
        serde_json::Value::Object(forms) => {
            let mut list = String::new();
            for (category, text) in forms {
                let text = text
                    .as_str()
                    .ok_or_else(|| format!("{key}.{category} is not text"))?;
                let _ = write!(list, "(super::Category::{}, {text:?}), ", camel(category));
            }
            Ok(format!("Text::Plural(&[{list}])"))
        }
        _ => Err(format!("{key} is neither text nor plural forms")),
    }
}
