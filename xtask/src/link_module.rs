//! The split loader's js (wasm-split's `__wasm_split.js`) with each part's loader written as a
//! call of one function: wasm-split writes the same four lines for every one of the app's ~270
//! parts, around its file's name, and every route downloads the loader.

/// What wasm-split writes around each part's file name (wasm_split_cli_support 0.2.4).
const BEFORE_NAME: &str = "makeLoad(() => {\n    const src = fetch(new URL(\"";
const AFTER_NAME: &str = "\", import.meta.url));\n    src.catch(() => {});\n    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));\n}\n, ";
/// Where the one function goes: beside wasm-split's own `makeLoad`.
const MAKE_LOAD: &str = "\nfunction makeLoad(";
const LOAD_PART: &str = "\n// A part's loader: its file fetched at once, instantiated once the parts it needs are.\n\
function loadPart(name, deps) {\n    return makeLoad(() => {\n        const src = fetch(new URL(name, import.meta.url));\n        src.catch(() => {});\n        return async (imports) => (WebAssembly.instantiateStreaming(src, imports));\n    }, deps);\n}\n";

/// `link_js` with its `parts` loaders as `loadPart("<name>", [deps])`. Fails when wasm-split
/// wrote them otherwise (another version), rather than leave some as they were.
pub fn compact_loaders(link_js: &str, parts: usize) -> Result<String, String> {
    let (before, after) = (
        link_js.matches(BEFORE_NAME).count(),
        link_js.matches(AFTER_NAME).count(),
    );
    if before != parts || after != parts || link_js.matches(MAKE_LOAD).count() != 1 {
        return Err(format!(
            "the split loader's js is not as wasm-split 0.2.4 writes it: {before} and {after} \
             part loaders where the build has {parts} parts (xtask/src/link_module.rs)"
        ));
    }
    Ok(link_js
        .replace(BEFORE_NAME, "loadPart(\"")
        .replace(AFTER_NAME, "\", ")
        .replace(MAKE_LOAD, &format!("{LOAD_PART}{MAKE_LOAD}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loader(name: &str, deps: &str) -> String {
        format!("{BEFORE_NAME}{name}{AFTER_NAME}[{deps}]);\n")
    }

    #[test]
    fn each_part_loader_becomes_one_call() {
        let js = format!(
            "function wrapAsyncCb(callee) {{}}\nfunction makeLoad(fetcher, deps) {{}}\n\
             const __chunk_1 = {}export const __wasm_split_load_hub = wrapAsyncCb({});",
            loader("./chunk_1-ab.wasm", ""),
            loader("./split_hub-cd.wasm", "__chunk_1"),
        );
        let compact = compact_loaders(&js, 2).unwrap();
        assert!(compact.contains("const __chunk_1 = loadPart(\"./chunk_1-ab.wasm\", []);"));
        assert!(compact.contains("wrapAsyncCb(loadPart(\"./split_hub-cd.wasm\", [__chunk_1]);"));
        assert!(compact.find("function loadPart(") < compact.find("function makeLoad("));
        assert!(!compact.contains("instantiateStreaming(src, imports));\n}\n,"));
        let many: String = (0..20)
            .map(|i| {
                format!(
                    "const __chunk_{i} = {}",
                    loader(&format!("./chunk_{i}-ab.wasm"), "")
                )
            })
            .collect();
        let many = format!("\nfunction makeLoad() {{}}\n{many}");
        assert!(compact_loaders(&many, 20).unwrap().len() < many.len() / 2);
    }

    #[test]
    fn a_loader_of_another_shape_is_an_error() {
        let js = format!(
            "\nfunction makeLoad() {{}}\n{}",
            loader("./chunk_1-ab.wasm", "")
        );
        assert!(compact_loaders(&js, 2)
            .unwrap_err()
            .contains("1 and 1 part loaders"));
        assert!(compact_loaders(&loader("./chunk_1.wasm", ""), 1).is_err());
    }
}
