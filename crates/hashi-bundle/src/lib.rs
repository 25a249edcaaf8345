//! What the generated code (`cargo xtask codegen`) and the built files (`cargo xtask dist`) must
//! agree on exactly:
//! the locale bundles the app fetches (`locale`) and the content hash that names a built file
//! (`short_hash`). The script writes the names into the app; xtask writes the files under them.

pub mod locale;

use sha2::{Digest, Sha256};

/// Hex digits of a file's content hash in its name.
pub const HASH_DIGITS: usize = 10;

/// The first [`HASH_DIGITS`] hex digits of the sha256 of `bytes`: a file's name in the build.
/// Ten tell apart the versions of a name (a clash needs about a million builds of one file);
/// every chunk's name is in the split loader every route downloads, so longer costs each visit.
///
/// ```
/// assert_eq!(hashi_bundle::short_hash(b"abc"), "ba7816bf8f");
/// ```
pub fn short_hash(bytes: &[u8]) -> String {
    format!("{:x}", Sha256::digest(bytes))[..HASH_DIGITS].to_string()
}
