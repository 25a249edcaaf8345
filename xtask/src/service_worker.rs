//! The service worker, `sw.js`: `web/sw.js` with the list of every built file and their hashes
//! (the release's), which it precaches so that the game plays offline.

use crate::csp::sha256_base64;
use crate::staging::{staged_files, SERVICE_WORKER};
use sha2::{Digest, Sha256};
use std::path::Path;

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

/// Writes `dir/sw.js`: `template` (web/sw.js) listing every other file under `dir`.
pub fn write(dir: &Path, template: &str, public_url: &str) -> Result<(), String> {
    let entries = precache_entries(&staged_files(dir)?, public_url);
    let path = dir.join(SERVICE_WORKER);
    std::fs::write(&path, fill_worker(template, &entries)?)
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
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
