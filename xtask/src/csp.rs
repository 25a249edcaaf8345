//! The page's Content-Security-Policy: the release's, which allows exactly the page's inline
//! scripts by their hashes, and the dev server's, which cannot (its live-reload script changes).

use base64::Engine;
use sha2::{Digest, Sha256};

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
