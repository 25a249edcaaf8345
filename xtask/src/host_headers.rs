//! The response headers a static host sends with every page of the release build, written
//! beside it: `_headers` (Netlify, Cloudflare Pages) and `nginx-headers.conf` plus
//! `nginx-embed-headers.conf` (nginx `include`s). The Content-Security-Policy goes out as a
//! header too, since a `<meta>` policy cannot forbid framing: `frame-ancestors` is ignored there.
//! Every page refuses other sites' frames except the embeddable board (`/embed/…`), which is
//! made to be framed.

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

/// Writes the three files into `dir` for the page's `policy`.
pub fn write(dir: &std::path::Path, policy: &str) -> Result<(), String> {
    for (name, text) in [
        (NETLIFY, netlify(policy)),
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

/// `_headers`: every path gets the common headers, every page its framing rule.
pub fn netlify(policy: &str) -> String {
    block(&["/*"], &common())
        + &block(&FRAMED_PATHS, &page(policy))
        + &block(&[EMBED_PATHS], &embed(policy))
}

fn add_headers(headers: Vec<(&str, String)>) -> String {
    headers
        .into_iter()
        .map(|(name, value)| format!("add_header {name} \"{value}\" always;\n"))
        .collect()
}

/// nginx's `add_header` lines for `location /` (`always`, so error pages carry them too).
pub fn nginx(policy: &str) -> String {
    add_headers([common(), page(policy)].concat())
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

    #[test]
    fn every_page_forbids_other_sites_frames_and_carries_the_policy() {
        let text = netlify(POLICY);
        assert!(text.starts_with("/*\n"), "{text}");
        let blocks = blocks(&text);
        for (path, headers) in &blocks[1..blocks.len() - 1] {
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
        let text = netlify(POLICY);
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
        assert_eq!(text.lines().count(), common().len() + page(POLICY).len());
        assert!(text.contains(&format!(
            "add_header Content-Security-Policy \"{POLICY}; frame-ancestors 'self'\" always;"
        )));
        assert!(text.contains("add_header X-Frame-Options \"SAMEORIGIN\" always;"));
        assert!(!POLICY.contains('"'), "a policy never holds a double quote");
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
