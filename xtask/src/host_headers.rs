//! The response headers a static host sends with every page of the release build, written
//! beside it: `_headers` (Netlify, Cloudflare Pages) and `nginx-headers.conf` plus
//! `nginx-embed-headers.conf` (nginx `include`s). The Content-Security-Policy goes out as a
//! header too, since a `<meta>` policy cannot forbid framing: `frame-ancestors` is ignored there.
//! Every page refuses other sites' frames except the embeddable board (`/embed/…`), which is
//! made to be framed. Files named by their content are kept by the browser for a year.

/// Only this site's own pages may frame it (another site could lay its buttons over the
/// board); `X-Frame-Options` says the same to browsers older than `frame-ancestors`.
pub const FRAME_ANCESTORS: &str = "frame-ancestors 'self'";
/// The embed plays in any site's frame: that is what it is for.
pub const EMBED_FRAME_ANCESTORS: &str = "frame-ancestors *";

/// The file Netlify and Cloudflare Pages read their headers from.
pub const NETLIFY: &str = "_headers";
/// The nginx lines, for `include` in the site's `location /` block.
pub const NGINX: &str = "nginx-headers.conf";
/// The nginx lines for the embed's `location /embed/` block.
pub const NGINX_EMBED: &str = "nginx-embed-headers.conf";

/// The app's pages, as `_headers` matches them, that refuse other sites' frames: every route
/// but the embed's (`src/lib.rs`; a test keeps the two in step). Both hosts join the values
/// of a header that several blocks give, so the framing headers cannot sit in `/*` beside an
/// embed block that allows what `/*` forbids.
pub const FRAMED_PATHS: [&str; 7] = [
    "/",
    "/index.html",
    "/hashi",
    "/hashi/*",
    "/backup",
    "/slide",
    "/slide/*",
];
/// The embed's pages.
pub const EMBED_PATHS: &str = "/embed/*";

/// What a file named by its content may be kept as: a new build names its files anew, so the
/// same name is always the same bytes, and a visit before the service worker is ready (or in a
/// browser without one) loads them without asking the host again.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// The files named by their content, as `_headers` matches them: the split's parts, the app's
/// js and wasm, the style sheet, and the locales, packs and dailies (each `<name>-<hash>`).
/// Trunk's boot script carries its hash in front (`<hash>-boot.js`), which `_headers` cannot
/// match by a pattern: the build names it (`content_named_paths`). The pages, `sw.js`, the
/// workers' files (their names stay from build to build), icons and manifests are asked for
/// again on each visit, as hosts do by default.
pub const CONTENT_NAMED: [&str; 8] = [
    "/chunk_*",
    "/split_*",
    "/__wasm_split-*",
    "/hashi-app-*",
    "/main-*",
    "/locales/*",
    "/packs/*",
    "/dailies/*",
];

/// Trunk's boot script: `<16 hex digits>-boot.js`.
fn is_boot_script(name: &str) -> bool {
    name.strip_suffix("-boot.js")
        .is_some_and(|hash| hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// [`CONTENT_NAMED`] and the boot script among the files of `dir`.
fn content_named_paths(dir: &std::path::Path) -> Result<Vec<String>, String> {
    let mut paths: Vec<String> = CONTENT_NAMED.iter().map(|p| p.to_string()).collect();
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    for entry in entries {
        let name = entry
            .map_err(|e| format!("cannot list {}: {e}", dir.display()))?
            .file_name();
        if let Some(name) = name.to_str().filter(|n| is_boot_script(n)) {
            paths.push(format!("/{name}"));
        }
    }
    Ok(paths)
}

/// Writes the three files into `dir` for the page's `policy`.
pub fn write(dir: &std::path::Path, policy: &str) -> Result<(), String> {
    let kept = content_named_paths(dir)?;
    for (name, text) in [
        (NETLIFY, netlify(policy, &kept)),
        (NGINX, nginx(policy)),
        (NGINX_EMBED, nginx_embed(policy)),
    ] {
        std::fs::write(dir.join(name), text).map_err(|e| format!("cannot write {name}: {e}"))?;
    }
    println!("host headers: {NETLIFY}, {NGINX} and {NGINX_EMBED} ({FRAME_ANCESTORS}; the embed's {EMBED_FRAME_ANCESTORS})");
    Ok(())
}

/// The headers every file gets, page or not.
fn common() -> Vec<(&'static str, String)> {
    vec![
        ("X-Content-Type-Options", "nosniff".to_string()),
        (
            "Referrer-Policy",
            "strict-origin-when-cross-origin".to_string(),
        ),
    ]
}

/// The framing headers of a page of the app, for the page's `policy` (index.html's, for the
/// same build).
fn page(policy: &str) -> Vec<(&'static str, String)> {
    vec![
        (
            "Content-Security-Policy",
            format!("{policy}; {FRAME_ANCESTORS}"),
        ),
        ("X-Frame-Options", "SAMEORIGIN".to_string()),
    ]
}

/// The embed's: the same policy, any site's frame allowed.
fn embed(policy: &str) -> Vec<(&'static str, String)> {
    vec![(
        "Content-Security-Policy",
        format!("{policy}; {EMBED_FRAME_ANCESTORS}"),
    )]
}

fn block(paths: &[&str], headers: &[(&str, String)]) -> String {
    let mut text = String::new();
    for path in paths {
        text.push_str(path);
        text.push('\n');
        for (name, value) in headers {
            text.push_str(&format!("  {name}: {value}\n"));
        }
    }
    text
}

/// `_headers`: every path gets the common headers, every page its framing rule, each file
/// named by its content (`kept`) its lasting cache.
pub fn netlify(policy: &str, kept: &[String]) -> String {
    let kept: Vec<&str> = kept.iter().map(String::as_str).collect();
    block(&["/*"], &common())
        + &block(&kept, &[("Cache-Control", IMMUTABLE.to_string())])
        + &block(&FRAMED_PATHS, &page(policy))
        + &block(&[EMBED_PATHS], &embed(policy))
}

fn add_headers(headers: Vec<(&str, String)>) -> String {
    headers
        .into_iter()
        .map(|(name, value)| format!("add_header {name} \"{value}\" always;\n"))
        .collect()
}

/// The files named by their content, as one nginx regular expression (the boot script by its
/// shape).
const NGINX_CONTENT_NAMED: &str =
    "^/(chunk_|split_|__wasm_split-|hashi-app-|main-|locales/|packs/|dailies/|[0-9a-f]{16}-boot\\.js$)";

/// nginx's `add_header` lines for `location /` (`always`, so error pages carry them too), and
/// a location inside it for the files named by their content: their lasting cache, with the
/// common headers again (a location's `add_header`s replace those around it).
pub fn nginx(policy: &str) -> String {
    let kept = [common(), vec![("Cache-Control", IMMUTABLE.to_string())]].concat();
    let inner: String = add_headers(kept)
        .lines()
        .map(|line| format!("    {line}\n"))
        .collect();
    add_headers([common(), page(policy)].concat())
        + &format!("location ~ \"{NGINX_CONTENT_NAMED}\" {{\n{inner}}}\n")
}

/// nginx's lines for `location /embed/` (a location's `add_header`s replace the server's).
pub fn nginx_embed(policy: &str) -> String {
    add_headers([common(), embed(policy)].concat())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::process::root;

    const POLICY: &str = "default-src 'self'; script-src 'self' 'sha256-abc='";

    /// The blocks of `_headers`: each path with its headers.
    fn blocks(text: &str) -> Vec<(String, Vec<String>)> {
        let mut out: Vec<(String, Vec<String>)> = Vec::new();
        for line in text.lines() {
            match line.strip_prefix("  ") {
                Some(header) => out.last_mut().expect("a path first").1.push(header.into()),
                None => out.push((line.to_string(), Vec::new())),
            }
        }
        out
    }

    fn kept() -> Vec<String> {
        let mut kept: Vec<String> = CONTENT_NAMED.iter().map(|p| p.to_string()).collect();
        kept.push("/9054e9f6cf5e62df-boot.js".into());
        kept
    }

    #[test]
    fn every_page_forbids_other_sites_frames_and_carries_the_policy() {
        let text = netlify(POLICY, &kept());
        assert!(text.starts_with("/*\n"), "{text}");
        let blocks = blocks(&text);
        let pages: Vec<_> = blocks
            .iter()
            .filter(|(path, _)| FRAMED_PATHS.contains(&path.as_str()))
            .collect();
        assert_eq!(pages.len(), FRAMED_PATHS.len());
        for (path, headers) in pages {
            assert!(
                headers.contains(&format!(
                    "Content-Security-Policy: {POLICY}; frame-ancestors 'self'"
                )),
                "{path}"
            );
            assert!(headers.contains(&"X-Frame-Options: SAMEORIGIN".to_string()));
        }
        // No framing rule for every file, where a page's would be joined to the embed's.
        assert!(blocks[0].1.iter().all(|h| !h.contains("frame")), "{text}");
    }

    #[test]
    fn the_embed_alone_may_be_framed_by_any_site() {
        let text = netlify(POLICY, &kept());
        let (path, headers) = blocks(&text).pop().unwrap();
        assert_eq!(path, "/embed/*");
        assert_eq!(
            headers,
            vec![format!(
                "Content-Security-Policy: {POLICY}; frame-ancestors *"
            )]
        );
        let nginx = nginx_embed(POLICY);
        assert!(nginx.contains("frame-ancestors *\" always;"));
        assert!(!nginx.contains("X-Frame-Options"));
        assert!(nginx.contains("X-Content-Type-Options"));
    }

    #[test]
    fn nginx_sends_the_same_headers() {
        let text = nginx(POLICY);
        let (page_lines, kept) = text
            .split_once("location ~ ")
            .expect("a location for kept files");
        assert_eq!(
            page_lines.lines().count(),
            common().len() + page(POLICY).len()
        );
        assert!(kept.contains(&format!("add_header Cache-Control \"{IMMUTABLE}\" always;")));
        assert!(kept.contains("add_header X-Content-Type-Options \"nosniff\" always;"));
        assert!(!kept.contains("Content-Security-Policy"), "{kept}");
        assert!(kept.trim_end().ends_with('}'), "{kept}");
        assert!(text.contains(&format!(
            "add_header Content-Security-Policy \"{POLICY}; frame-ancestors 'self'\" always;"
        )));
        assert!(text.contains("add_header X-Frame-Options \"SAMEORIGIN\" always;"));
        assert!(!POLICY.contains('"'), "a policy never holds a double quote");
    }

    /// Whether `_headers`' `pattern` (a path, or a prefix and `*`) matches `path`.
    fn matches(pattern: &str, path: &str) -> bool {
        match pattern.strip_suffix('*') {
            Some(prefix) => path.starts_with(prefix),
            None => pattern == path,
        }
    }

    /// The release's files by kind, as `dist/` holds them: a file named by its content is kept
    /// for a year, and a file whose name stays from build to build never is (a browser would
    /// keep last week's worker or page).
    #[test]
    fn only_files_named_by_their_content_are_kept_for_a_year() {
        let kept = kept();
        let is_kept = |path: &str| kept.iter().any(|p| matches(p, path));
        for named in [
            "/chunk_12-4386be2.wasm",
            "/split_hub-cd36807.wasm",
            "/__wasm_split-1a99758177.js",
            "/hashi-app-1a99758177.js",
            "/hashi-app-cd4b81e1ba_bg.wasm",
            "/main-aa6a24501762eb06.css",
            "/9054e9f6cf5e62df-boot.js",
            "/locales/pt-BR-5cfffaf4bf.json",
            "/packs/easy-9dc1b429a6.json",
            "/dailies/2026-11-e920567218.json",
        ] {
            assert!(is_kept(named), "{named} is named by its content");
        }
        for same_name in [
            "/",
            "/index.html",
            "/sw.js",
            "/hashi-worker.js",
            "/hashi-maker_bg.wasm",
            "/hashi-driller_loader.js",
            "/manifest.webmanifest",
            "/manifest-de.webmanifest",
            "/icons/icon.svg",
            "/robots.txt",
            "/hashi/p/easy-001",
            "/hashi/daily",
        ] {
            assert!(
                !is_kept(same_name),
                "{same_name} keeps its name from build to build"
            );
        }
        assert!(is_boot_script("9054e9f6cf5e62df-boot.js"));
        assert!(!is_boot_script("boot.js") && !is_boot_script("xyz-boot.js"));
    }

    /// Every route of the app (`path!("…")` in src/lib.rs) is matched by a framed path or is
    /// the embed's, so that a new page cannot go out without its framing rule.
    #[test]
    fn every_route_of_the_app_has_its_framing_rule() {
        let app = std::fs::read_to_string(root().join("src/lib.rs")).unwrap();
        let routes: Vec<&str> = app
            .split("path!(\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .collect();
        assert!(routes.len() > 10, "{routes:?}");
        let matched = |route: &str| {
            FRAMED_PATHS.iter().any(|p| match p.strip_suffix('*') {
                Some(prefix) => route.starts_with(prefix),
                None => route == *p,
            })
        };
        for route in routes {
            assert!(
                matched(route) || route.starts_with("/embed/"),
                "{route} has no framing rule in host_headers::FRAMED_PATHS"
            );
        }
    }
}
