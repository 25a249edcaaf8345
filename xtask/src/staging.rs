//! The staged build as files: what Trunk wrote into its staging folder, read back for the
//! service worker's list and for compression (apart from both, so that neither imports the
//! other).

use std::path::Path;

/// The service worker's own name: never in its own list (a browser fetches it fresh to find
/// updates).
pub const SERVICE_WORKER: &str = "sw.js";

/// Every file under `dir` except the service worker, as (path with `/` separators, bytes),
/// sorted by path so the list and its version do not depend on the file system's order.
pub fn staged_files(dir: &Path) -> Result<Vec<(String, Vec<u8>)>, String> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let entries = std::fs::read_dir(&folder)
            .map_err(|e| format!("cannot list {}: {e}", folder.display()))?;
        for entry in entries {
            let path = entry
                .map_err(|e| format!("cannot list {}: {e}", folder.display()))?
                .path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            let relative = path
                .strip_prefix(dir)
                .map_err(|e| format!("{} is outside {}: {e}", path.display(), dir.display()))?
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            if relative != SERVICE_WORKER {
                let bytes = std::fs::read(&path)
                    .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                files.push((relative, bytes));
            }
        }
    }
    files.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(files)
}
