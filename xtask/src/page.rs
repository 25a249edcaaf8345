//! The page every address loads, `index.html`, rendered from the template `web/page.html`: its
//! lines joined without their indentation and line breaks (so the template reads one tag per
//! line while the page carries none), each `{{slot}}` filled by [`render`], and `{{! ... }}`
//! lines left out (the template's comments). Trunk's own index.html is its build manifest; what
//! Trunk makes for the page (its stylesheet link, the app's loader and preloads, and the dev
//! server's live-reload script) is read from the page Trunk wrote ([`TrunkPage`]) into slots.

use crate::assets::Written;
use crate::csp;
use crate::html::with_served_start;
use crate::split::{rewrite_index, Split};
use std::collections::BTreeMap;
use std::path::Path;

/// The template, from the workspace root.
pub const TEMPLATE: &str = "web/page.html";

/// What Trunk wrote into its page for the app, each tag as Trunk (and its minifier) wrote it.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct TrunkPage {
    /// `<link rel=stylesheet ...>`: the css with its hashed name and integrity.
    pub stylesheets: String,
    /// The body of the `<script type=module>` that starts the app.
    pub loader: String,
    /// The `<link rel=modulepreload|preload ...>` tags, in the page's order.
    pub preloads: String,
    /// Every other `<script>`, whole (the dev server's live reload).
    pub scripts: String,
}

impl TrunkPage {
    /// Reads Trunk's page; fails without the loader, which every build has.
    pub fn read(html: &str) -> Result<TrunkPage, String> {
        let mut page = TrunkPage::default();
        let mut loaders = 0;
        let mut rest = html;
        while let Some(start) = rest.find('<') {
            rest = &rest[start..];
            let Some(tag_end) = rest.find('>').map(|end| end + 1) else {
                break;
            };
            let tag = &rest[..tag_end];
            if tag.starts_with("<link") {
                match attribute(tag, "rel").as_deref() {
                    Some("stylesheet") => page.stylesheets.push_str(tag),
                    Some("modulepreload" | "preload") => page.preloads.push_str(tag),
                    _ => {}
                }
            } else if tag.starts_with("<script") {
                let body_end = rest[tag_end..]
                    .find("</script>")
                    .ok_or("Trunk's index.html has a <script> that never closes")?
                    + tag_end;
                if attribute(tag, "type").as_deref() == Some("module") {
                    page.loader = rest[tag_end..body_end].to_string();
                    loaders += 1;
                } else {
                    page.scripts.push_str(&rest[..body_end + "</script>".len()]);
                }
                rest = &rest[body_end..];
                continue;
            }
            rest = &rest[tag_end..];
        }
        match loaders {
            1 => Ok(page),
            n => Err(format!(
                "Trunk's index.html has {n} module scripts, not the app's one loader"
            )),
        }
    }
}

/// Renders the release's index.html into `dir` over Trunk's: Trunk's loader (compacted) and
/// preloads under the split's names, the early script that starts what an address will wait
/// for (`preload`), and the policy that allows exactly the page's inline scripts, which it
/// returns for the host's headers.
pub fn write_release(
    dir: &Path,
    root: &Path,
    app: &Split,
    files: &Written,
    public_url: &str,
) -> Result<String, String> {
    let template = read_text(&root.join(TEMPLATE))?;
    let trunk = TrunkPage::read(&read_text(&dir.join("index.html"))?)?;
    // A repeat visit (its service worker serves it) compiles the app from the response itself.
    let loader = with_served_start(&rewrite_index(&trunk.loader, &app.trunk, &app.renamed())?)?;
    let mut slots = BTreeMap::from([
        ("stylesheet", trunk.stylesheets),
        ("loader", crate::preload::compact_script(&loader)),
        (
            "preloads",
            rewrite_index(&trunk.preloads, &app.trunk, &app.renamed())?,
        ),
        (
            "early",
            crate::preload::script(
                &files.packs,
                &files.dailies,
                app.files_by_split_point
                    .get(crate::preload::DAILY_FILE_SPLIT_POINT)
                    .ok_or(
                        "the app has no split point for the daily files (src/hashi/dailies.rs)",
                    )?,
                public_url,
            )?,
        ),
        ("scripts", trunk.scripts),
        ("csp", String::new()),
    ]);
    // The policy names the inline scripts by their hashes, in the page's order.
    let draft = render(&template, &slots)?;
    let policy = csp::release_policy(&csp::inline_scripts(&draft));
    slots.insert("csp", policy.clone());
    write_text(&dir.join("index.html"), &render(&template, &slots)?)?;
    Ok(policy)
}

/// Renders a dev build's index.html into `dir` over Trunk's: the same page without the early
/// script, with the dev server's live reload and its policy (which allows inline scripts).
pub fn write_debug(dir: &Path, root: &Path, app: &Split) -> Result<(), String> {
    let template = read_text(&root.join(TEMPLATE))?;
    let trunk = TrunkPage::read(&read_text(&dir.join("index.html"))?)?;
    let slots = BTreeMap::from([
        ("stylesheet", trunk.stylesheets),
        (
            "loader",
            rewrite_index(&trunk.loader, &app.trunk, &app.renamed())?,
        ),
        (
            "preloads",
            rewrite_index(&trunk.preloads, &app.trunk, &app.renamed())?,
        ),
        ("early", String::new()),
        ("scripts", trunk.scripts),
        ("csp", csp::debug_policy()),
    ]);
    write_text(&dir.join("index.html"), &render(&template, &slots)?)
}

fn read_text(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn write_text(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The value of a tag's attribute, unquoted.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let span = crate::html::attribute_value(tag, name)?;
    Some(tag[span].trim_matches(['"', '\'']).to_string())
}

/// The template with every slot filled: each line trimmed, comment lines (`{{! ... }}`) left
/// out, the lines joined, then each `{{name}}` replaced by its slot. A slot the template lacks,
/// or a `{{name}}` without a slot, is an error: the page would lose a part or show the braces.
pub fn render(template: &str, slots: &BTreeMap<&str, String>) -> Result<String, String> {
    let joined: String = template
        .lines()
        .map(str::trim)
        .filter(|line| !line.starts_with("{{!"))
        .collect();
    let mut page =
        String::with_capacity(joined.len() + slots.values().map(String::len).sum::<usize>());
    let mut used = Vec::new();
    let mut rest = joined.as_str();
    while let Some(open) = rest.find("{{") {
        page.push_str(&rest[..open]);
        let close = rest[open..]
            .find("}}")
            .ok_or_else(|| format!("{TEMPLATE} has a `{{{{` that never closes"))?
            + open;
        let name = rest[open + 2..close].trim();
        let value = slots.get(name).ok_or_else(|| {
            format!("{TEMPLATE} names the slot {{{{{name}}}}}, which nothing fills")
        })?;
        page.push_str(value);
        used.push(name.to_string());
        rest = &rest[close + 2..];
    }
    page.push_str(rest);
    if let Some(unused) = slots.keys().find(|name| !used.iter().any(|u| u == *name)) {
        return Err(format!("{TEMPLATE} has no slot {{{{{unused}}}}}"));
    }
    Ok(page)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_template_renders_with_every_slot_and_keeps_its_tags_whole() {
        let template = std::fs::read_to_string(crate::process::root().join(TEMPLATE)).unwrap();
        let names = [
            "csp",
            "stylesheet",
            "loader",
            "preloads",
            "early",
            "scripts",
        ];
        let slots: BTreeMap<&str, String> = names
            .iter()
            .map(|name| (*name, format!("[{name}]")))
            .collect();
        let page = render(&template, &slots).unwrap();
        assert!(
            page.starts_with("<!doctype html><html lang=en><meta charset=utf-8>"),
            "{page}"
        );
        assert!(page.contains(r#"<meta content="[csp]" http-equiv=Content-Security-Policy>"#));
        assert!(page.contains("<script type=module>[loader]</script>[preloads][early]</head>"));
        assert!(page.contains("data-testid=boot"), "{page}");
        assert!(page.ends_with("[scripts]</body></html>"), "{page}");
        // Every line of the template is one whole tag or more: no tag spans two.
        for line in template.lines().filter(|l| !l.trim().starts_with("{{!")) {
            assert_eq!(
                line.matches('<').count(),
                line.matches('>').count(),
                "{line}"
            );
        }
    }

    fn slots(pairs: &[(&'static str, &str)]) -> BTreeMap<&'static str, String> {
        pairs.iter().map(|(k, v)| (*k, v.to_string())).collect()
    }

    #[test]
    fn lines_join_and_slots_fill() {
        let template = "{{! what this is }}\n<html lang=en>\n  <meta content=\"{{csp}}\">\n  {{early}}\n</html>\n";
        let page = render(template, &slots(&[("csp", "a b"), ("early", "")])).unwrap();
        assert_eq!(page, "<html lang=en><meta content=\"a b\"></html>");
    }

    #[test]
    fn a_slot_missing_on_either_side_is_an_error() {
        let error = render("<p>{{title}}</p>", &slots(&[])).unwrap_err();
        assert!(error.contains("{{title}}"), "{error}");
        let error = render("<p></p>", &slots(&[("title", "x")])).unwrap_err();
        assert!(error.contains("no slot {{title}}"), "{error}");
        assert!(render("<p>{{title</p>", &slots(&[])).is_err());
    }

    #[test]
    fn trunks_parts_are_read_minified_or_not() {
        let minified =
            "<!doctype html><html><link href=/main-1.css integrity=sha384-a rel=stylesheet>\
            <script type=module>import init from '/hashi-app-2.js';\n</script>\
            <link crossorigin href=/hashi-app-2.js rel=modulepreload>\
            <link as=fetch href=/hashi-app-2_bg.wasm rel=preload type=application/wasm>\
            <link href=/manifest.webmanifest rel=manifest></head><body></body></html>";
        let page = TrunkPage::read(minified).unwrap();
        assert_eq!(
            page.stylesheets,
            "<link href=/main-1.css integrity=sha384-a rel=stylesheet>"
        );
        assert_eq!(page.loader, "import init from '/hashi-app-2.js';\n");
        assert_eq!(
            page.preloads,
            "<link crossorigin href=/hashi-app-2.js rel=modulepreload>\
             <link as=fetch href=/hashi-app-2_bg.wasm rel=preload type=application/wasm>"
        );
        assert_eq!(page.scripts, "");
        let debug = "<head><link rel=\"stylesheet\" href=\"/main-1.css\"/>\
            <script type=\"module\">start()</script></head><body><script>reload()</script></body>";
        let page = TrunkPage::read(debug).unwrap();
        assert_eq!(
            page.stylesheets,
            "<link rel=\"stylesheet\" href=\"/main-1.css\"/>"
        );
        assert_eq!(page.loader, "start()");
        assert_eq!(page.scripts, "<script>reload()</script>");
        assert!(TrunkPage::read("<html></html>").is_err());
    }
}
