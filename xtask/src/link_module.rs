//! The split loader's js (wasm-split's `__wasm_split.js`) with each part's loader written as a
//! call of one function: wasm-split writes the same four lines for every one of the app's ~270
//! parts, around its file's name, and every route downloads the loader. Also reads which files
//! each split point's loader fetches.

use std::collections::BTreeMap;

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

/// What the compact loader writes before a split point's name, and before each part's file.
const SPLIT_POINT: &str = "export const __wasm_split_load_";
const PART: &str = "loadPart(\"";

/// The files each split point's loader fetches, by the split point's name (`daily_file`): its
/// own first, then those of the parts it needs, each once; read from the compact loader's js
/// (`compact_loaders`), whose names are the files' in the build.
pub fn files_by_split_point(compact_js: &str) -> Result<BTreeMap<String, Vec<String>>, String> {
    let malformed = |what: &str| format!("the split loader's js is not as expected: {what}");
    // Each loader: its file and the names of the parts it needs (`__chunk_7`).
    let loader_at = |at: usize| -> Result<(String, Vec<String>), String> {
        let rest = compact_js[at..]
            .strip_prefix(PART)
            .ok_or_else(|| malformed("a loader that is not a loadPart call"))?;
        let (file, rest) = rest
            .split_once("\", [")
            .ok_or_else(|| malformed("a part without its list of needs"))?;
        let (deps, _) = rest
            .split_once(']')
            .ok_or_else(|| malformed("an unclosed list of needs"))?;
        let file = file.strip_prefix("./").unwrap_or(file).to_string();
        let deps = deps
            .split(',')
            .map(str::trim)
            .filter(|d| !d.is_empty())
            .map(str::to_string)
            .collect();
        Ok((file, deps))
    };
    let mut parts = BTreeMap::new();
    for (at, _) in compact_js.match_indices("const __chunk_") {
        let declared = &compact_js[at + "const ".len()..];
        let (name, rest) = declared
            .split_once(" = ")
            .ok_or_else(|| malformed("a part declared without its loader"))?;
        let loader = compact_js.len() - rest.len();
        parts.insert(name.to_string(), loader_at(loader)?);
    }
    let mut files = BTreeMap::new();
    for (at, _) in compact_js.match_indices(SPLIT_POINT) {
        let declared = &compact_js[at + SPLIT_POINT.len()..];
        let (name, rest) = declared
            .split_once(" = wrapAsyncCb(")
            .ok_or_else(|| malformed("a split point without its loader"))?;
        let (own, needs) = loader_at(compact_js.len() - rest.len())?;
        let mut fetched = vec![own];
        let mut pending = needs;
        while let Some(need) = pending.pop() {
            let (file, more) = parts
                .get(&need)
                .ok_or_else(|| malformed(&format!("{name} needs {need}, which is not declared")))?;
            if !fetched.contains(file) {
                fetched.push(file.clone());
                pending.extend(more.iter().cloned());
            }
        }
        fetched[1..].sort();
        files.insert(name.to_string(), fetched);
    }
    Ok(files)
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

    #[test]
    fn each_split_point_fetches_its_file_and_those_of_the_parts_it_needs() {
        let js = format!(
            "\nfunction makeLoad(fetcher, deps) {{}}\n\
             const __chunk_1 = {}const __chunk_2 = {}const __chunk_3 = {}\
             export const __wasm_split_load_daily_file = wrapAsyncCb({});\n\
             export const __wasm_split_load_hub = wrapAsyncCb({});\n",
            loader("./chunk_1-ab.wasm", ""),
            loader("./chunk_2-cd.wasm", "__chunk_3"),
            loader("./chunk_3-ef.wasm", ""),
            loader("./split_daily_file-01.wasm", "__chunk_2, __chunk_1"),
            loader("./split_hub-02.wasm", ""),
        );
        let files = files_by_split_point(&compact_loaders(&js, 5).unwrap()).unwrap();
        assert_eq!(
            files["daily_file"],
            [
                "split_daily_file-01.wasm",
                "chunk_1-ab.wasm",
                "chunk_2-cd.wasm",
                "chunk_3-ef.wasm"
            ]
        );
        assert_eq!(files["hub"], ["split_hub-02.wasm"]);
        let undeclared = compact_loaders(
            &format!(
                "\nfunction makeLoad() {{}}\nexport const __wasm_split_load_hub = wrapAsyncCb({});",
                loader("./split_hub-02.wasm", "__chunk_9")
            ),
            1,
        )
        .unwrap();
        assert!(files_by_split_point(&undeclared)
            .unwrap_err()
            .contains("hub needs __chunk_9, which is not declared"));
    }
}
