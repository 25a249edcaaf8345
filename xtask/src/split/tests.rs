//! The splitting stage's tests.

use super::*;
use crate::html::{attribute_value, with_attribute, with_served_start};
use hashi_bundle::HASH_DIGITS;
use sha2::{Digest, Sha384};

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

#[test]
fn trunks_app_is_found_and_the_worker_is_not() {
    let found = TrunkOutput::among(&names(&[
        "hashi-worker.js",
        "hashi-worker_bg.wasm",
        "hashi-app-0123abcd.js",
        "hashi-app-0123abcd_bg.wasm",
        "index.html",
    ]));
    assert_eq!(
        found,
        Some(TrunkOutput {
            js: "hashi-app-0123abcd.js".into(),
            wasm: "hashi-app-0123abcd_bg.wasm".into()
        })
    );
    assert_eq!(TrunkOutput::among(&names(&["hashi-app-0123abcd.js"])), None);
}

#[test]
fn attribute_values_are_found_quoted_or_bare() {
    let tag = r#"<link href="/a.js" integrity="sha384-old" rel=modulepreload>"#;
    assert_eq!(
        &tag[attribute_value(tag, "integrity").unwrap()],
        r#""sha384-old""#
    );
    assert_eq!(&tag[attribute_value(tag, "rel").unwrap()], "modulepreload");
    let bare = "<link crossorigin href=/a.js integrity=sha384-old rel=modulepreload>";
    assert_eq!(
        with_attribute(bare, "integrity", "sha384-new"),
        r#"<link crossorigin href=/a.js integrity="sha384-new" rel=modulepreload>"#
    );
    // A name inside another attribute's value is not the attribute.
    assert_eq!(attribute_value("<a title=integrity>", "integrity"), None);
    assert_eq!(
        with_attribute("<link href=x>", "integrity", "y"),
        "<link href=x>"
    );
}

#[test]
fn the_main_js_imports_the_hashed_link_module_and_keeps_the_import_key() {
    let js = "import * as __wbg_star0 from './__wasm_split.js';\n\
                  imports['./__wasm_split.js'] = __wbg_star0;\n\
                  module_or_path = new URL('hashi-app_bg.wasm', import.meta.url);";
    let renamed = rename_in_main_js(js, "__wasm_split-ab.js", "hashi-app-cd_bg.wasm").unwrap();
    assert!(renamed.contains("from './__wasm_split-ab.js';"));
    assert!(renamed.contains("imports['./__wasm_split.js']"));
    assert!(renamed.contains("new URL('hashi-app-cd_bg.wasm'"));
    assert!(rename_in_main_js("no import here", "x.js", "y.wasm").is_err());
}

#[test]
fn the_loader_gets_the_main_modules_size() {
    let script = "__trunkInitializer(init, '/a_bg.wasm', 4471569, initializer())";
    assert_eq!(
        with_wasm_size(script, "a_bg.wasm", 1234),
        "__trunkInitializer(init, '/a_bg.wasm', 1234, initializer())"
    );
    let minified =
        r#"<link href=/a_bg.wasm rel=preload>__trunkInitializer(init,"/a_bg.wasm",99,i())"#;
    assert_eq!(
        with_wasm_size(minified, "a_bg.wasm", 7),
        r#"<link href=/a_bg.wasm rel=preload>__trunkInitializer(init,"/a_bg.wasm",7,i())"#
    );
}

#[test]
fn a_page_its_service_worker_serves_starts_without_the_progress_stream() {
    let page = "<script type=module>async function __trunkInitializer(init, source) {}\n\
                const wasm = await __trunkInitializer(init, '/a_bg.wasm', 7, initializer(), true);</script>";
    let out = with_served_start(page).unwrap();
    assert!(out.contains("await (navigator.serviceWorker?.controller ? __hashiServedStart : __trunkInitializer)(init, '/a_bg.wasm', 7, initializer(), true);"), "{out}");
    let served = out
        .find("async function __hashiServedStart(")
        .expect("defined");
    assert!(
        served < out.find("async function __trunkInitializer(").unwrap(),
        "{out}"
    );
    assert!(out.contains("initializer?.onFailure?.(reason)"), "{out}");
    // Trunk's page must call its loader once: anything else is a Trunk this build does not know.
    assert!(with_served_start("<script type=module>init()</script>").is_err());
    let twice = format!("{page}{page}");
    assert!(with_served_start(&twice).is_err());
}

#[test]
fn names_are_replaced_once_or_the_split_fails() {
    assert_eq!(
        replace_exactly_once(
            r#"f("./split_a.wasm")"#,
            r#""./split_a.wasm""#,
            r#""./split_a-1.wasm""#
        ),
        Ok(r#"f("./split_a-1.wasm")"#.to_string())
    );
    assert!(replace_exactly_once("none", "x", "y").is_err());
    assert!(replace_exactly_once("x x", "x", "y").is_err());
    assert_eq!(short_hash(b"abc").len(), HASH_DIGITS);
    let name = chunk_name("chunk_3", b"abc");
    assert_eq!(name, format!("chunk_3-{}.wasm", &short_hash(b"abc")[..7]));
}

fn trunk(hash: &str) -> TrunkOutput {
    TrunkOutput {
        js: format!("hashi-app-{hash}.js"),
        wasm: format!("hashi-app-{hash}_bg.wasm"),
    }
}

const RENAMED: Renamed = Renamed {
    main_js: "hashi-app-new.js",
    main_js_text: "main",
    main_wasm: "hashi-app-new_bg.wasm",
    main_wasm_bytes: b"wasm",
    link_module: "__wasm_split-new.js",
    link_js: "link",
};

fn rewrite(html: &str) -> String {
    rewrite_index(html, &trunk("old"), &RENAMED).unwrap()
}

#[test]
fn index_html_gets_the_split_names_fresh_integrity_and_the_link_module_preloaded() {
    let sri = |bytes: &[u8]| {
        use base64::Engine;
        format!(
            "sha384-{}",
            base64::engine::general_purpose::STANDARD.encode(Sha384::digest(bytes))
        )
    };
    for html in [
            r#"<link rel="modulepreload" href="/hashi-app-old.js" integrity="sha384-x"><link rel="preload" href="/hashi-app-old_bg.wasm" integrity="sha384-y" as="fetch"><script type="module">async function __trunkInitializer(i,s){}import init from '/hashi-app-old.js';await __trunkInitializer(init, '/hashi-app-old_bg.wasm', 9, initializer(), true)</script>"#,
            "<link href=/hashi-app-old.js integrity=sha384-x rel=modulepreload><link as=fetch href=/hashi-app-old_bg.wasm integrity=sha384-y rel=preload><script type=module>async function __trunkInitializer(i,s){}import init from '/hashi-app-old.js';await __trunkInitializer(init, '/hashi-app-old_bg.wasm', 9, initializer(), true)</script>",
        ] {
            let out = rewrite(html);
            assert!(!out.contains("-old"), "{out}");
            assert!(out.contains(&format!("\"{}\"", sri(b"main"))), "{out}");
            assert!(out.contains(&format!("\"{}\"", sri(b"wasm"))), "{out}");
            assert!(out.contains("/__wasm_split-new.js"), "{out}");
            assert!(out.contains(&format!("\"{}\"", sri(b"link"))), "{out}");
            assert!(out.contains("import init from '/hashi-app-new.js';"), "{out}");
            assert!(out.contains("'/hashi-app-new_bg.wasm', 4, initializer(), true)"), "{out}");
        }
    assert!(rewrite_index("<html></html>", &trunk("gone"), &RENAMED).is_err());
}
