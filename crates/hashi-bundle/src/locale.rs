//! The locale files as the app fetches them: one file per language holding all its groups of
//! messages, and the developers' pseudo-locale made from English. `cargo xtask codegen` names
//! each file by the hash of these bytes and `cargo xtask dist` writes them, both from
//! this one module, so the two always agree on the bytes.

use std::path::Path;

/// The languages, English first: `locales/<group>/<tag>.json`. English is built into the app;
/// the others ship as bundles.
pub const TAGS: [&str; 7] = ["en", "ja", "de", "fr", "es", "pt-BR", "zh-Hans"];

/// The pseudo-locale's tag (as Android and Chromium name theirs): English accented and made
/// 40% longer, so that a string left out of the catalog or a layout that cannot grow shows.
pub const PSEUDO: &str = "en-XA";

/// The groups of messages, sorted: the folders of `locales`. A group's English is built into
/// the code that uses it, so that a chunk's sentences travel in the chunk.
pub fn groups(locales: &Path) -> Result<Vec<String>, String> {
    let mut groups = Vec::new();
    let entries = std::fs::read_dir(locales)
        .map_err(|e| format!("cannot list {}: {e}", locales.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot list {}: {e}", locales.display()))?;
        if entry.path().is_dir() {
            let name = entry.file_name();
            let name = name
                .to_str()
                .ok_or_else(|| format!("{}: a folder name that is not UTF-8", locales.display()))?;
            groups.push(name.to_string());
        }
    }
    groups.sort();
    Ok(groups)
}

/// The path of one group's messages in one language.
pub fn group_file(locales: &Path, group: &str, tag: &str) -> std::path::PathBuf {
    locales.join(group).join(format!("{tag}.json"))
}

/// A group's keys, sorted: the order of its messages in the app's tables and in a bundle.
pub fn keys(locales: &Path, group: &str) -> Result<Vec<String>, String> {
    let mut keys: Vec<String> = messages(locales, group, "en")?.keys().cloned().collect();
    keys.sort();
    Ok(keys)
}

/// One group's file in one language.
fn messages(
    locales: &Path,
    group: &str,
    tag: &str,
) -> Result<serde_json::Map<String, serde_json::Value>, String> {
    let path = group_file(locales, group, tag);
    let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_slice(&bytes).map_err(|e| format!("{} is not JSON: {e}", path.display()))
}

/// The bundle of `tag`: `{"<group>":[<message>,...],...}` in the order of [`groups`], each
/// group's messages in the order of its [`keys`] (`null` where the language lacks one). The
/// page knows the order, so the keys stay out of both the file and the app's code.
pub fn bundle(locales: &Path, tag: &str) -> Result<Vec<u8>, String> {
    let mut all = serde_json::Map::new();
    for group in groups(locales)? {
        let given = if tag == PSEUDO {
            let mut english = messages(locales, &group, "en")?;
            english.values_mut().for_each(pseudo_value);
            english
        } else {
            messages(locales, &group, tag)?
        };
        let in_order = keys(locales, &group)?
            .iter()
            .map(|key| given.get(key).cloned().unwrap_or(serde_json::Value::Null))
            .collect();
        all.insert(group, serde_json::Value::Array(in_order));
    }
    serde_json::to_vec(&all).map_err(|e| e.to_string())
}

fn pseudo_value(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::String(text) => *text = pseudo_text(text),
        serde_json::Value::Object(entries) => entries.values_mut().for_each(pseudo_value),
        _ => {}
    }
}

/// `text` with its letters accented, its `{placeholders}` kept, and words appended until it
/// is 40% longer, in brackets: "[Ďîšɱîšš one two]".
pub fn pseudo_text(text: &str) -> String {
    const ACCENTED: [(char, char); 24] = [
        ('a', 'á'),
        ('c', 'ç'),
        ('d', 'ď'),
        ('e', 'é'),
        ('g', 'ĝ'),
        ('h', 'ĥ'),
        ('i', 'î'),
        ('k', 'ķ'),
        ('l', 'ļ'),
        ('n', 'ñ'),
        ('o', 'ö'),
        ('r', 'ŕ'),
        ('s', 'š'),
        ('t', 'ţ'),
        ('u', 'û'),
        ('w', 'ŵ'),
        ('y', 'ý'),
        ('z', 'ž'),
        ('A', 'Å'),
        ('E', 'É'),
        ('I', 'Î'),
        ('O', 'Ö'),
        ('S', 'Š'),
        ('U', 'Û'),
    ];
    const PADDING: [&str; 10] = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    let mut out = String::from("[");
    let mut in_placeholder = false;
    for c in text.chars() {
        match c {
            '{' => in_placeholder = true,
            '}' => in_placeholder = false,
            _ => {}
        }
        let shown = if in_placeholder {
            c
        } else {
            ACCENTED
                .iter()
                .find(|(plain, _)| *plain == c)
                .map_or(c, |(_, accented)| *accented)
        };
        out.push(shown);
    }
    let wanted = text.chars().count() * 7 / 5;
    for word in PADDING.iter().cycle() {
        if out.chars().count() >= wanted {
            break;
        }
        out.push(' ');
        out.push_str(word);
    }
    out.push(']');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pseudo_text_is_accented_longer_and_keeps_its_placeholders() {
        let text = "streak {count} days";
        let pseudo = pseudo_text(text);
        assert!(pseudo.starts_with("[šţŕéáķ {count} ďáýš"), "{pseudo}");
        assert!(pseudo.ends_with(']'));
        assert!(
            pseudo.chars().count() >= text.chars().count() * 7 / 5,
            "{pseudo}"
        );
        assert_eq!(pseudo_text(""), "[]");
    }

    #[test]
    fn a_bundle_holds_every_group_in_key_order_and_is_json() {
        let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
        let bundle = bundle(&locales, "de").unwrap();
        let value: serde_json::Value = serde_json::from_slice(&bundle).unwrap();
        let groups = groups(&locales).unwrap();
        assert!(groups.contains(&"hub".to_string()), "{groups:?}");
        for group in &groups {
            let file = messages(&locales, group, "de").unwrap();
            let keys = keys(&locales, group).unwrap();
            let listed = value[group.as_str()].as_array().unwrap();
            assert_eq!(listed.len(), keys.len(), "{group}");
            for (key, message) in keys.iter().zip(listed) {
                assert_eq!(Some(message), file.get(key), "{group}.{key}");
            }
        }
        let pseudo: serde_json::Value =
            serde_json::from_slice(&super::bundle(&locales, PSEUDO).unwrap()).unwrap();
        let heading = keys(&locales, "hub")
            .unwrap()
            .iter()
            .position(|k| k == "heading");
        assert!(pseudo["hub"][heading.unwrap()]
            .as_str()
            .unwrap()
            .starts_with('['));
    }

    #[test]
    fn a_message_a_language_lacks_is_null_in_its_place() {
        let dir = std::env::temp_dir().join(format!("hashi-bundle-{}", std::process::id()));
        let group = dir.join("g");
        std::fs::create_dir_all(&group).unwrap();
        std::fs::write(group.join("en.json"), r#"{"b": "B", "a": "A", "c": "C"}"#).unwrap();
        std::fs::write(group.join("fr.json"), r#"{"c": "Cé", "a": "À"}"#).unwrap();
        let bundle = bundle(&dir, "fr").unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(
            String::from_utf8(bundle).unwrap(),
            r#"{"g":["À",null,"Cé"]}"#
        );
    }
}
