//! The locale files as the app fetches them: one file per language holding all its groups of
//! messages, and the developers' pseudo-locale made from English. Shared, as source, by the
//! app's build script (which names each file by the hash of these bytes) and `cargo xtask
//! finish-build` (which writes them), so that the two always agree on the bytes.

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

/// The bundle of `tag`: `{"<group>":<its file>,...}` with each group's file copied byte for
/// byte, in the order of [`groups`].
pub fn bundle(locales: &Path, tag: &str) -> Result<Vec<u8>, String> {
    if tag == PSEUDO {
        return pseudo_bundle(locales);
    }
    let mut out = b"{".to_vec();
    for (i, group) in groups(locales)?.iter().enumerate() {
        let path = group_file(locales, group, tag);
        let bytes =
            std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(format!("{group:?}:").as_bytes());
        out.extend_from_slice(bytes.trim_ascii());
    }
    out.push(b'}');
    Ok(out)
}

/// English, every text made pseudo by [`pseudo_text`].
fn pseudo_bundle(locales: &Path) -> Result<Vec<u8>, String> {
    let mut all = serde_json::Map::new();
    for group in groups(locales)? {
        let path = group_file(locales, &group, "en");
        let bytes =
            std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let mut messages: serde_json::Value = serde_json::from_slice(&bytes)
            .map_err(|e| format!("{} is not JSON: {e}", path.display()))?;
        pseudo_value(&mut messages);
        all.insert(group, messages);
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
    fn a_bundle_holds_every_group_byte_for_byte_and_is_json() {
        let locales = crate::process::root().join("locales");
        let bundle = bundle(&locales, "de").unwrap();
        let value: serde_json::Value = serde_json::from_slice(&bundle).unwrap();
        let groups = groups(&locales).unwrap();
        assert!(groups.contains(&"hub".to_string()), "{groups:?}");
        for group in &groups {
            let file = std::fs::read(group_file(&locales, group, "de")).unwrap();
            let file: serde_json::Value = serde_json::from_slice(&file).unwrap();
            assert_eq!(value[group.as_str()], file, "{group}");
        }
        let pseudo: serde_json::Value =
            serde_json::from_slice(&super::bundle(&locales, PSEUDO).unwrap()).unwrap();
        assert!(pseudo["hub"]["heading"].as_str().unwrap().starts_with('['));
    }
}
