//! The data files a build carries beside the app, each named by its content so that a cached
//! copy is never stale: the puzzle packs (`packs/<name>-<hash>.json`), each language's bundle
//! (`locales/<tag>-<hash>.json`) and the web app manifest in each language.

use crate::process::root;
use hashi_bundle::{locale as locale_bundle, short_hash};
use hashi_core::daily::Date;
use std::collections::BTreeMap;
use std::path::Path;

/// The files the page's early script names by their hashes (`preload::script`).
pub struct Written {
    /// Each pack's name and its path in the build (`easy` → `packs/easy-<hash>.json`).
    pub packs: BTreeMap<String, String>,
    /// Each month (`2026-11`) with its daily file's path; none in a dev build.
    pub dailies: BTreeMap<String, String>,
}

/// Writes every data file into `dir`: the packs, the locale bundles, the translated manifests
/// and, for a release (`today`, the build's date), the dailies of the months around it.
pub fn write(dir: &Path, today: Option<Date>) -> Result<Written, String> {
    let packs = copy_hashed(dir, "packs")?;
    let locales = write_locale_bundles(dir)?;
    let manifests = write_translated_manifests(dir)?;
    println!(
        "assets: {} puzzle packs, {locales} locale files, {manifests} translated manifests",
        packs.len()
    );
    let dailies = match today {
        Some(today) => {
            let started = std::time::Instant::now();
            let dailies = crate::dailies::write(dir, today)?;
            println!(
                "assets: the dailies of {} around {today} in {:.1} s",
                dailies.keys().cloned().collect::<Vec<_>>().join(", "),
                started.elapsed().as_secs_f64()
            );
            dailies
        }
        None => BTreeMap::new(),
    };
    Ok(Written { packs, dailies })
}

/// `<folder>/<name>.json` (the puzzle packs) into the build as `<folder>/<name>-<hash>.json`,
/// the names `cargo xtask codegen` writes into the app's index of them (the same `short_hash` of the bytes);
/// returns each file's name and its path in the build.
fn copy_hashed(staging: &Path, folder: &str) -> Result<BTreeMap<String, String>, String> {
    let source = root().join(folder);
    let target = staging.join(folder);
    std::fs::create_dir_all(&target)
        .map_err(|e| format!("cannot create {}: {e}", target.display()))?;
    let mut copied = BTreeMap::new();
    for entry in
        std::fs::read_dir(&source).map_err(|e| format!("cannot list {}: {e}", source.display()))?
    {
        let path = entry
            .map_err(|e| format!("cannot list {}: {e}", source.display()))?
            .path();
        let (Some(stem), Some("json")) = (
            path.file_stem().and_then(|s| s.to_str()),
            path.extension().and_then(|e| e.to_str()),
        ) else {
            continue;
        };
        let bytes =
            std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let name = format!("{stem}-{}.json", short_hash(&bytes));
        std::fs::write(target.join(&name), &bytes)
            .map_err(|e| format!("cannot write {folder}/{name}: {e}"))?;
        copied.insert(stem.to_string(), format!("{folder}/{name}"));
    }
    Ok(copied)
}

/// Each language's bundle as `locales/<tag>-<hash>.json`, the names `cargo xtask codegen`
/// writes into the words' tables (the same bytes from the same shared code). English is built into the app; the others,
/// and the developers' pseudo-locale, are fetched when chosen.
fn write_locale_bundles(staging: &Path) -> Result<usize, String> {
    let source = root().join("locales");
    let target = staging.join("locales");
    std::fs::create_dir_all(&target)
        .map_err(|e| format!("cannot create {}: {e}", target.display()))?;
    let tags = locale_bundle::TAGS[1..]
        .iter()
        .chain([&locale_bundle::PSEUDO]);
    let mut written = 0;
    for tag in tags {
        let bytes = locale_bundle::bundle(&source, tag)?;
        let name = format!("{tag}-{}.json", short_hash(&bytes));
        std::fs::write(target.join(&name), &bytes)
            .map_err(|e| format!("cannot write locales/{name}: {e}"))?;
        written += 1;
    }
    Ok(written)
}

/// The web app manifest in each other language, `manifest-<tag>.webmanifest` beside the English
/// one Trunk copied: its name and description from `web/manifest-translations.json`. The page
/// points its `<link rel=manifest>` at the one of the language shown, so that an install names
/// the game in it.
fn write_translated_manifests(staging: &Path) -> Result<usize, String> {
    let english = read_text(&staging.join("manifest.webmanifest"))?;
    let translations = read_text(&root().join("web/manifest-translations.json"))?;
    let manifests = translated_manifests(&english, &translations)?;
    for (tag, text) in &manifests {
        write_text(&staging.join(format!("manifest-{tag}.webmanifest")), text)?;
    }
    Ok(manifests.len())
}

/// Each language's manifest: `english` with the translation's `name` and `description` and the
/// language's `lang`, for every language the game speaks but English.
pub fn translated_manifests(
    english: &str,
    translations: &str,
) -> Result<Vec<(String, String)>, String> {
    let base: serde_json::Value = serde_json::from_str(english)
        .map_err(|e| format!("manifest.webmanifest is not JSON: {e}"))?;
    let translations: serde_json::Value = serde_json::from_str(translations)
        .map_err(|e| format!("web/manifest-translations.json is not JSON: {e}"))?;
    let mut out = Vec::new();
    for tag in &locale_bundle::TAGS[1..] {
        let mut manifest = base.clone();
        for field in ["name", "description"] {
            let text = translations[tag][field].as_str().ok_or_else(|| {
                format!("web/manifest-translations.json has no {field} for {tag}")
            })?;
            manifest[field] = text.into();
        }
        manifest["lang"] = (*tag).into();
        let text = serde_json::to_string_pretty(&manifest).map_err(|e| e.to_string())?;
        out.push((tag.to_string(), text));
    }
    Ok(out)
}

fn read_text(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn write_text(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_a_manifest_naming_the_game_in_it() {
        let english = std::fs::read_to_string(root().join("web/manifest.webmanifest")).unwrap();
        let translations =
            std::fs::read_to_string(root().join("web/manifest-translations.json")).unwrap();
        let manifests = translated_manifests(&english, &translations).unwrap();
        let tags: Vec<&str> = manifests.iter().map(|(tag, _)| tag.as_str()).collect();
        assert_eq!(tags, locale_bundle::TAGS[1..].to_vec());
        let english: serde_json::Value = serde_json::from_str(&english).unwrap();
        for (tag, text) in &manifests {
            let manifest: serde_json::Value = serde_json::from_str(text).unwrap();
            assert_eq!(manifest["lang"], tag.as_str());
            assert_ne!(manifest["name"], english["name"], "{tag}");
            assert_ne!(manifest["description"], english["description"], "{tag}");
            assert_eq!(manifest["icons"], english["icons"], "{tag}");
        }
        let missing = r#"{"ja": {"name": "Hashi"}}"#;
        let error = translated_manifests(&english.to_string(), missing).unwrap_err();
        assert!(error.contains("no description for ja"), "{error}");
    }
}
