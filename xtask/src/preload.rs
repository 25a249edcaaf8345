//! The release page's one preload: a small inline script in index.html that, on a pack puzzle's
//! address, starts fetching its pack beside the main module rather than after it has started
//! and asked for it. (Preloading each route's chunks too was measured: their lists cost every
//! route ~1.8 KB of brotli in index.html, and a puzzle link, which needs no chunk, gains nothing.)

use std::collections::BTreeMap;

/// The inline script, with the packs (`easy` → `packs/easy-<hash>.json`) a pack puzzle's
/// address (`/hashi/p/easy-007`) names.
pub fn script(packs: &BTreeMap<String, String>, public_url: &str) -> Result<String, String> {
    let packs = serde_json::to_string(packs).map_err(|e| e.to_string())?;
    let base = serde_json::to_string(public_url).map_err(|e| e.to_string())?;
    Ok(format!(
        "<script>(()=>{{const P={packs},m=/^\\/hashi\\/p\\/(.+)-[^-]+$/.exec(location.pathname);\
if(m&&P[m[1]]){{const l=document.createElement('link');l.rel='preload';l.as='fetch';\
l.crossOrigin='anonymous';l.href={base}+P[m[1]];document.head.append(l)}}}})()</script>"
    ))
}

/// index.html with the script just before `</head>`.
pub fn insert(html: &str, script: &str) -> Result<String, String> {
    let at = html
        .find("</head>")
        .ok_or("index.html has no </head> to put the preloads before")?;
    Ok(format!("{}{script}{}", &html[..at], &html[at..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_script_knows_every_pack_by_name() {
        let packs = BTreeMap::from([
            ("easy".to_string(), "packs/easy-3.json".to_string()),
            ("hard".to_string(), "packs/hard-4.json".to_string()),
        ]);
        let script = script(&packs, "/").unwrap();
        assert!(script.starts_with("<script>") && script.ends_with("</script>"));
        assert!(script.contains(r#"P={"easy":"packs/easy-3.json","hard":"packs/hard-4.json"}"#));
        assert!(script.contains(r#"l.href="/"+P[m[1]]"#), "{script}");
        assert!(script.contains(r"/^\/hashi\/p\/(.+)-[^-]+$/"), "{script}");
    }

    #[test]
    fn the_script_goes_before_the_end_of_the_head() {
        assert_eq!(
            insert("<head><title>x</title></head><body>", "<script>s</script>").unwrap(),
            "<head><title>x</title><script>s</script></head><body>"
        );
        assert!(insert("<body>", "s").is_err());
    }
}
