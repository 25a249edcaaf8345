//! Where an embed's address starts, read apart from the embed's chunk: the app's first screen
//! checks it before any route, and the share panel writes it.

/// Where every embed's address starts.
pub const EMBED_PREFIX: &str = "/embed";

/// Whether `path` is an embed's, the one page another site may frame.
pub fn is_embed(path: &str) -> bool {
    path.strip_prefix(EMBED_PREFIX)
        .is_some_and(|rest| rest.starts_with('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_addresses_under_embed_are_embeds() {
        assert!(is_embed("/embed/hashi/p/easy-001"));
        assert!(!is_embed("/embed"));
        assert!(!is_embed("/embedded/hashi/p/easy-001"));
        assert!(!is_embed("/hashi/p/easy-001"));
    }
}
