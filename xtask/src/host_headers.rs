//! The response headers a static host sends with every page of the release build, written
//! beside it: `_headers` (Netlify, Cloudflare Pages) and `nginx-headers.conf` (an nginx
//! `include`). The Content-Security-Policy goes out as a header too, since a `<meta>` policy
//! cannot forbid framing: `frame-ancestors` is ignored there.

/// Only this site's own pages may frame it (another site could lay its buttons over the
/// board); `X-Frame-Options` says the same to browsers older than `frame-ancestors`.
pub const FRAME_ANCESTORS: &str = "frame-ancestors 'self'";

/// The file Netlify and Cloudflare Pages read their headers from.
pub const NETLIFY: &str = "_headers";
/// The nginx lines, for `include` in the site's `location /` block.
pub const NGINX: &str = "nginx-headers.conf";

/// Writes both files into `dir` for the page's `policy`.
pub fn write(dir: &std::path::Path, policy: &str) -> Result<(), String> {
    for (name, text) in [(NETLIFY, netlify(policy)), (NGINX, nginx(policy))] {
        std::fs::write(dir.join(name), text).map_err(|e| format!("cannot write {name}: {e}"))?;
    }
    println!("host headers: {NETLIFY} and {NGINX} ({FRAME_ANCESTORS})");
    Ok(())
}

/// Every header, by name, for the page's `policy` (index.html's, for the same build).
pub fn headers(policy: &str) -> Vec<(&'static str, String)> {
    vec![
        (
            "Content-Security-Policy",
            format!("{policy}; {FRAME_ANCESTORS}"),
        ),
        ("X-Frame-Options", "SAMEORIGIN".to_string()),
        ("X-Content-Type-Options", "nosniff".to_string()),
        (
            "Referrer-Policy",
            "strict-origin-when-cross-origin".to_string(),
        ),
    ]
}

/// `_headers`: every path gets them.
pub fn netlify(policy: &str) -> String {
    let mut text = String::from("/*\n");
    for (name, value) in headers(policy) {
        text.push_str(&format!("  {name}: {value}\n"));
    }
    text
}

/// nginx's `add_header` lines (`always`, so error pages carry them too).
pub fn nginx(policy: &str) -> String {
    headers(policy)
        .into_iter()
        .map(|(name, value)| format!("add_header {name} \"{value}\" always;\n"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const POLICY: &str = "default-src 'self'; script-src 'self' 'sha256-abc='";

    #[test]
    fn every_path_forbids_other_sites_frames_and_carries_the_policy() {
        let text = netlify(POLICY);
        assert!(text.starts_with("/*\n"), "{text}");
        assert!(text.contains(&format!(
            "  Content-Security-Policy: {POLICY}; frame-ancestors 'self'\n"
        )));
        assert!(text.contains("  X-Frame-Options: SAMEORIGIN\n"));
        assert!(text
            .lines()
            .skip(1)
            .all(|l| l.starts_with("  ") && l.contains(": ")));
    }

    #[test]
    fn nginx_sends_the_same_headers() {
        let text = nginx(POLICY);
        assert_eq!(text.lines().count(), headers(POLICY).len());
        assert!(text.contains(&format!(
            "add_header Content-Security-Policy \"{POLICY}; frame-ancestors 'self'\" always;"
        )));
        assert!(text.contains("add_header X-Frame-Options \"SAMEORIGIN\" always;"));
        assert!(!POLICY.contains('"'), "a policy never holds a double quote");
    }
}
