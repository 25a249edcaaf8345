//! `cargo xtask finish-build`, Trunk's post_build hook: splits the app's wasm into chunks;
//! copies the puzzle packs and the locale files under names that follow their content (and, in
//! a release build, writes the daily puzzles of the months around its date: `dailies`); fills in
//! index.html's Content-Security-Policy; writes the service worker, `sw.js`, with every built
//! file; and, in a release build, precompresses them all and writes the headers a static host
//! sends with them (`_headers`, `nginx-headers.conf`: see `host_headers`).

use crate::host_headers;
use crate::process::root;
use crate::staging::{staged_files, SERVICE_WORKER};
use base64::Engine;
use hashi_bundle::{locale as locale_bundle, short_hash};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// index.html's CSP `<meta>` carries this until the hook knows the inline script's hash.
const POLICY_PLACEHOLDER: &str = "__CONTENT_SECURITY_POLICY__";
/// web/sw.js names the list of files and the cache version with these.
const LIST_PLACEHOLDER: &str = "__PRECACHE_LIST__";
const VERSION_PLACEHOLDER: &str = "__CACHE_VERSION__";

/// One built file as the service worker precaches it: its address and the base64 sha256 of
/// its bytes (the worker fetches it with that as its integrity).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrecacheEntry {
    pub url: String,
    pub revision: String,
}

pub fn run() -> Result<(), String> {
    let staging = std::env::var("TRUNK_STAGING_DIR")
        .map(PathBuf::from)
        .map_err(|_| "TRUNK_STAGING_DIR is not set: Trunk runs this as a post_build hook")?;
    let release = std::env::var("TRUNK_PROFILE").is_ok_and(|p| p == "release");
    let public_url = with_trailing_slash(&std::env::var("TRUNK_PUBLIC_URL").unwrap_or_default());

    let packs = copy_hashed(&staging, "packs")?;
    println!("finish-build: copied {} puzzle packs", packs.len());
    let locales = write_locale_bundles(&staging)?;
    println!("finish-build: wrote {locales} locale files");
    let manifests = write_translated_manifests(&staging)?;
    println!("finish-build: wrote {manifests} translated web app manifests");
    let started = std::time::Instant::now();
    let split = crate::split::split_app(&staging, release)?;
    println!(
        "finish-build: split the app into {} + {} + {} and {} chunks in {:.1} s",
        split.main_js,
        split.link_module,
        split.main_wasm,
        split.chunks.len(),
        started.elapsed().as_secs_f64()
    );
    if release {
        let started = std::time::Instant::now();
        let today = crate::dailies::build_date()?;
        let dailies = crate::dailies::write(&staging, today)?;
        println!(
            "finish-build: made the dailies of {} around {today} in {:.1} s",
            dailies.keys().cloned().collect::<Vec<_>>().join(", "),
            started.elapsed().as_secs_f64()
        );
        let html_path = staging.join("index.html");
        let script = crate::preload::script(&packs, &dailies, &public_url)?;
        write(
            &html_path,
            &crate::preload::compact_module_scripts(&crate::preload::insert(
                &read_text(&html_path)?,
                &script,
            )?),
        )?;
    }
    // The policy next: it changes index.html, whose hash goes into the worker's list.
    let html_path = staging.join("index.html");
    let html = read_text(&html_path)?;
    let policy = if release {
        release_policy(&inline_scripts(&html))
    } else {
        debug_policy()
    };
    write(&html_path, &fill_policy(&html, &policy)?)?;

    let worker = if release {
        let entries = precache_entries(&staged_files(&staging)?, &public_url);
        fill_worker(&read_text(&root().join("web/sw.js"))?, &entries)?
    } else {
        // A dev server on the same origin must never be shadowed by a release build's cache.
        read_text(&root().join("web/sw-retire.js"))?
    };
    write(&staging.join(SERVICE_WORKER), &worker)?;
    if release {
        let started = std::time::Instant::now();
        let count = crate::compress::precompress(&staging)?;
        println!(
            "finish-build: wrote .gz and .br beside {count} files in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        // Last: the host reads them, no page fetches them (nor the worker's list).
        write(
            &staging.join(host_headers::NETLIFY),
            &host_headers::netlify(&policy),
        )?;
        write(
            &staging.join(host_headers::NGINX),
            &host_headers::nginx(&policy),
        )?;
        write(
            &staging.join(host_headers::NGINX_EMBED),
            &host_headers::nginx_embed(&policy),
        )?;
        println!("finish-build: wrote the host headers (frame-ancestors 'self'; the embed's *)");
    }
    println!(
        "finish-build: {} service worker and Content-Security-Policy written",
        if release {
            "release"
        } else {
            "self-removing debug"
        }
    );
    Ok(())
}

/// `<folder>/<name>.json` (the puzzle packs) into the build as `<folder>/<name>-<hash>.json`,
/// the names the app's build.rs gives its indexes of them (the same `short_hash` of the bytes);
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

/// Each language's bundle as `locales/<tag>-<hash>.json`, the names the app's build.rs gives
/// them (the same bytes from the same shared code). English is built into the app; the others,
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
        write(&staging.join(format!("manifest-{tag}.webmanifest")), text)?;
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

fn write(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn with_trailing_slash(url: &str) -> String {
    if url.ends_with('/') {
        url.to_string()
    } else {
        format!("{url}/")
    }
}

/// The base64 sha256 of some bytes: the form both CSP hashes and fetch integrity take.
pub fn sha256_base64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(Sha256::digest(bytes))
}

/// The contents of every `<script>` without a `src`, in document order (Trunk's loader).
pub fn inline_scripts(html: &str) -> Vec<&str> {
    let mut scripts = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let after_name = &rest[start + "<script".len()..];
        let Some(tag_end) = after_name.find('>') else {
            break;
        };
        let attributes = &after_name[..tag_end];
        let body = &after_name[tag_end + 1..];
        let Some(body_end) = body.find("</script>") else {
            break;
        };
        if !attributes.contains("src=") {
            scripts.push(&body[..body_end]);
        }
        rest = &body[body_end..];
    }
    scripts
}

/// Release: scripts only from this origin or with the exact hash of an inline one, wasm
/// compiled only from what those load. Styles keep 'unsafe-inline' (Leptos sets style
/// attributes); images allow data: and blob: (the Slide picture is an object URL).
pub fn release_policy(inline_scripts: &[&str]) -> String {
    let hashes: String = inline_scripts
        .iter()
        .map(|script| format!(" 'sha256-{}'", sha256_base64(script.as_bytes())))
        .collect();
    format!(
        "default-src 'self'; script-src 'self'{hashes} 'wasm-unsafe-eval'; \
         style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; \
         connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; \
         base-uri 'self'; form-action 'self'"
    )
}

/// Debug (trunk serve): its live-reload script is inline and changes, and talks over a web
/// socket; any hash in script-src would switch 'unsafe-inline' off, so there is none.
pub fn debug_policy() -> String {
    "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; \
     connect-src 'self' ws: wss:; worker-src 'self'; manifest-src 'self'; object-src 'none'"
        .to_string()
}

/// index.html with the policy in place of its placeholder, quoted (a minified page leaves the
/// placeholder bare); without one the page would ship unprotected, so that is an error.
pub fn fill_policy(html: &str, policy: &str) -> Result<String, String> {
    let quoted = format!("\"{policy}\"");
    for (placeholder, with) in [
        (format!("\"{POLICY_PLACEHOLDER}\""), quoted.clone()),
        (format!("'{POLICY_PLACEHOLDER}'"), quoted.clone()),
        (format!("={POLICY_PLACEHOLDER}"), format!("={quoted}")),
    ] {
        if html.contains(&placeholder) {
            return Ok(html.replace(&placeholder, &with));
        }
    }
    Err(format!(
        "index.html has no `{POLICY_PLACEHOLDER}` for the Content-Security-Policy"
    ))
}

/// The worker's list: each file's address under the site's public URL, with its hash.
pub fn precache_entries(files: &[(String, Vec<u8>)], public_url: &str) -> Vec<PrecacheEntry> {
    files
        .iter()
        .map(|(path, bytes)| PrecacheEntry {
            url: format!("{public_url}{path}"),
            revision: sha256_base64(bytes),
        })
        .collect()
}

/// A short name for the whole list: any changed, added or removed file changes it, and with it
/// the cache the new worker fills.
pub fn cache_version(entries: &[PrecacheEntry]) -> String {
    let mut hasher = Sha256::new();
    for entry in entries {
        hasher.update(entry.url.as_bytes());
        hasher.update(b" ");
        hasher.update(entry.revision.as_bytes());
        hasher.update(b"\n");
    }
    let hex = format!("{:x}", hasher.finalize());
    hex[..16].to_string()
}

/// web/sw.js with the list (a JSON array of [url, revision]) and the cache version filled in.
pub fn fill_worker(template: &str, entries: &[PrecacheEntry]) -> Result<String, String> {
    for placeholder in [LIST_PLACEHOLDER, VERSION_PLACEHOLDER] {
        if !template.contains(placeholder) {
            return Err(format!("web/sw.js has no `{placeholder}`"));
        }
    }
    let pairs: Vec<[&str; 2]> = entries
        .iter()
        .map(|e| [e.url.as_str(), e.revision.as_str()])
        .collect();
    let list = serde_json::to_string(&pairs)
        .map_err(|e| format!("cannot write the precache list: {e}"))?;
    Ok(template
        .replace(LIST_PLACEHOLDER, &list)
        .replace(VERSION_PLACEHOLDER, &cache_version(entries)))
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

    #[test]
    fn hashes_are_base64_sha256() {
        assert_eq!(
            sha256_base64(b""),
            "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="
        );
        assert_eq!(
            sha256_base64(b"abc"),
            "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="
        );
    }

    #[test]
    fn only_inline_scripts_are_found() {
        let html = r#"<head><script src="/a.js"></script><script type="module">
import init from '/x.js';
</script></head><body><script>one()</script></body>"#;
        assert_eq!(
            inline_scripts(html),
            ["\nimport init from '/x.js';\n", "one()"]
        );
        assert!(inline_scripts("<script type=\"module\">never closed").is_empty());
    }

    #[test]
    fn the_release_policy_allows_exactly_the_inline_script() {
        let policy = release_policy(&[""]);
        assert!(policy.contains(
            "script-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' 'wasm-unsafe-eval';"
        ));
        let scripts = policy
            .split(';')
            .find(|directive| directive.trim().starts_with("script-src "))
            .unwrap_or_default();
        assert!(!scripts.contains("unsafe-inline"), "{scripts}");
        assert!(policy.contains("img-src 'self' data: blob:"));
        assert!(debug_policy().contains("script-src 'self' 'unsafe-inline'"));
        assert!(!debug_policy().contains("sha256"));
    }

    #[test]
    fn the_policy_replaces_its_placeholder_or_fails() {
        let html =
            r#"<meta http-equiv="Content-Security-Policy" content="__CONTENT_SECURITY_POLICY__">"#;
        assert_eq!(
            fill_policy(html, "default-src 'self'").as_deref(),
            Ok(r#"<meta http-equiv="Content-Security-Policy" content="default-src 'self'">"#)
        );
        assert!(fill_policy("<head></head>", "x").is_err());
        // A minified page leaves the placeholder unquoted; the policy has spaces, so it gets quotes.
        assert_eq!(
            fill_policy(
                "<meta content=__CONTENT_SECURITY_POLICY__ http-equiv=Content-Security-Policy>",
                "default-src 'self'"
            )
            .as_deref(),
            Ok(r#"<meta content="default-src 'self'" http-equiv=Content-Security-Policy>"#)
        );
    }

    #[test]
    fn every_file_but_the_worker_is_listed_with_slashes_in_order() {
        let dir = std::env::temp_dir().join(format!("finish-build-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("icons")).unwrap();
        std::fs::write(dir.join("index.html"), "<html>").unwrap();
        std::fs::write(dir.join("sw.js"), "old worker").unwrap();
        std::fs::write(dir.join("icons/icon-192.png"), [1u8, 2, 3]).unwrap();
        let files = staged_files(&dir).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        let paths: Vec<&str> = files.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(paths, ["icons/icon-192.png", "index.html"]);
        let entries = precache_entries(&files, "/");
        assert_eq!(entries[1].url, "/index.html");
        assert_eq!(entries[1].revision, sha256_base64(b"<html>"));
    }

    #[test]
    fn the_worker_gets_the_list_and_a_version_that_follows_every_file() {
        let entry = |url: &str, revision: &str| PrecacheEntry {
            url: url.into(),
            revision: revision.into(),
        };
        let one = [entry("/index.html", "aaa"), entry("/app.wasm", "bbb")];
        let template =
            "const PRECACHE = __PRECACHE_LIST__;\nconst CACHE = 'hashi-__CACHE_VERSION__';";
        let worker = fill_worker(template, &one).unwrap();
        assert!(worker.contains(r#"const PRECACHE = [["/index.html","aaa"],["/app.wasm","bbb"]];"#));
        let version = cache_version(&one);
        assert_eq!(version.len(), 16);
        assert!(worker.contains(&format!("'hashi-{version}'")));
        let changed = [entry("/index.html", "aaa"), entry("/app.wasm", "bbc")];
        assert_ne!(cache_version(&changed), version);
        assert_ne!(cache_version(&one[..1]), version);
        assert!(fill_worker("no placeholders", &one).is_err());
    }
}
