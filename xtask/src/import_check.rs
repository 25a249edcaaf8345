//! The check that the app's parts still fit together after the import names were shortened
//! (`short_imports`): every import of the main module is a name its js provides, and every
//! import of a chunk a name the split loader gives that chunk's namespace. The release's split
//! step runs it on what it built, with the short names or (`cargo xtask dist
//! --no-short-imports`) without them: a page that could not start is never written.

use wasmparser::{Parser, Payload};

/// Fails, naming them, on any import of the main module its js and the split loader do not
/// provide, or of a chunk the loader does not: with short names or without, the parts must
/// fit (`import_check`).
pub fn check_parts(
    main_wasm: &[u8],
    main_js: &str,
    chunks: &[String],
    chunk_bytes: &[Vec<u8>],
    link_js: &str,
) -> Result<(), String> {
    let mut unresolved = unresolved_in_main(main_wasm, &[main_js, link_js])?;
    for (name, bytes) in chunks.iter().zip(chunk_bytes) {
        for import in unresolved_in_chunk(bytes, link_js)? {
            unresolved.push(format!("{import} (in {name})"));
        }
    }
    match unresolved.is_empty() {
        true => {
            println!(
                "split: every import of the main module and its {} chunks resolves",
                chunks.len()
            );
            Ok(())
        }
        false => Err(format!(
            "{} imports resolve to nothing the js provides: {}",
            unresolved.len(),
            unresolved.join(", ")
        )),
    }
}

/// Every import of a wasm module: (module, name).
pub fn imports(wasm: &[u8]) -> Result<Vec<(String, String)>, String> {
    let mut found = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        if let Payload::ImportSection(reader) =
            payload.map_err(|e| format!("a module cannot be read: {e}"))?
        {
            for import in reader.into_imports() {
                let import = import.map_err(|e| format!("an import cannot be read: {e}"))?;
                found.push((import.module.to_string(), import.name.to_string()));
            }
        }
    }
    Ok(found)
}

/// The main module's imports that none of `scripts` (wasm-bindgen's js, the split loader)
/// defines as a property (`name: function ...` or `x.name = ...`), as `module.name`.
pub fn unresolved_in_main(wasm: &[u8], scripts: &[&str]) -> Result<Vec<String>, String> {
    Ok(imports(wasm)?
        .into_iter()
        .filter(|(_, name)| !scripts.iter().any(|js| defines(js, name)))
        .map(|(module, name)| format!("{module}.{name}"))
        .collect())
}

/// A chunk's imports that the split loader does not put in the chunk's namespace object
/// (`sharedImports.<module> = { .. }` or `Object.assign(sharedImports.<module>, { .. })`).
pub fn unresolved_in_chunk(wasm: &[u8], loader: &str) -> Result<Vec<String>, String> {
    Ok(imports(wasm)?
        .into_iter()
        .filter(|(module, name)| {
            !namespace_objects(loader, module)
                .iter()
                .any(|object| defines(object, name))
        })
        .map(|(module, name)| format!("{module}.{name}"))
        .collect())
}

/// The object literals the loader assigns to `sharedImports.<module>`.
fn namespace_objects<'a>(loader: &'a str, module: &str) -> Vec<&'a str> {
    let mut objects = Vec::new();
    for opening in [
        format!("sharedImports.{module} = {{"),
        format!("Object.assign(sharedImports.{module}, {{"),
    ] {
        let mut rest = loader;
        while let Some(at) = rest.find(&opening) {
            let body = &rest[at + opening.len()..];
            let end = body.find('}').unwrap_or(body.len());
            objects.push(&body[..end]);
            rest = &body[end..];
        }
    }
    objects
}

/// Whether `js` defines `name`: as a key (`name:`, or shorthand `name,` / `name }` in an
/// object), by assignment (`.name =`) or as a module's export (`export const name`), the name
/// standing as a whole word.
fn defines(js: &str, name: &str) -> bool {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let mut from = 0;
    while let Some(found) = js[from..].find(name) {
        let at = from + found;
        let after = &js[at + name.len()..];
        from = at + name.len();
        let starts_word = !js[..at].chars().next_back().is_some_and(is_word);
        if !starts_word || after.starts_with(is_word) {
            continue;
        }
        let next = after.trim_start();
        let assigned = js[..at].ends_with('.') && next.starts_with('=') && !next.starts_with("==");
        let before = js[..at].trim_end();
        let exported = ["export const", "export let", "export function"]
            .iter()
            .any(|export| before.ends_with(export));
        if next.starts_with(':')
            || next.starts_with(',')
            || next.starts_with('}')
            || assigned
            || exported
        {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_encoder::{EntityType, ImportSection, Module};

    fn importing(names: &[(&str, &str)]) -> Vec<u8> {
        let mut module = Module::new();
        let mut types = wasm_encoder::TypeSection::new();
        types.ty().function([], []);
        module.section(&types);
        let mut imports = ImportSection::new();
        for (namespace, name) in names {
            imports.import(namespace, name, EntityType::Function(0));
        }
        module.section(&imports);
        module.finish()
    }

    #[test]
    fn a_main_import_resolves_only_to_a_property_of_that_name() {
        let wasm = importing(&[("./hashi-app_bg.js", "_0"), ("./hashi-app_bg.js", "_1")]);
        let js = "const import0 = { __proto__: null, _0: function(a) {}, _10: function() {} };";
        assert_eq!(
            unresolved_in_main(&wasm, &[js]).unwrap(),
            ["./hashi-app_bg.js._1"]
        );
        let assigned = "imports._1 = f; x = { _0: g }";
        assert!(unresolved_in_main(&wasm, &[js, assigned])
            .unwrap()
            .is_empty());
        // A longer name, or the name as text, does not provide it.
        assert!(!defines("a_1: f, '_1' + x", "_1"));
        assert!(!defines("x._1 == y", "_1"));
        // The split loader exports the chunk loaders the main module imports.
        assert!(defines(
            "export const __wasm_split_load_stats = x;",
            "__wasm_split_load_stats"
        ));
        assert!(!defines(
            "const __wasm_split_load_stats = x;",
            "__wasm_split_load_stats"
        ));
    }

    #[test]
    fn a_chunk_import_resolves_only_in_its_namespace() {
        let loader = "Object.assign(sharedImports.__wasm_split, { __indirect_function_table, memory,  }); \
                      sharedImports.s = { t: sharedImports.__wasm_split.__indirect_function_table, m: sharedImports.__wasm_split.memory };";
        let short = importing(&[("s", "m"), ("s", "t")]);
        assert!(unresolved_in_chunk(&short, loader).unwrap().is_empty());
        let long = importing(&[
            ("__wasm_split", "memory"),
            ("__wasm_split", "__indirect_function_table"),
        ]);
        assert!(unresolved_in_chunk(&long, loader).unwrap().is_empty());
        let stray = importing(&[("s", "0"), ("s", "memory"), ("env", "m")]);
        assert_eq!(
            unresolved_in_chunk(&stray, loader).unwrap(),
            ["s.0", "s.memory", "env.m"]
        );
    }

    #[test]
    fn the_short_names_resolve_where_the_long_ones_did() {
        let long = importing(&[
            ("./hashi-app_bg.js", "__wbg_remove_8228e91d7ddbc755"),
            ("./hashi-app_bg.js", "__wbindgen_throw"),
        ]);
        let js = "const import0 = { __wbg_remove_8228e91d7ddbc755: function() {}, __wbindgen_throw: function() {} };";
        assert!(unresolved_in_main(&long, &[js]).unwrap().is_empty());
        let (short, short_js) = crate::short_imports::shorten(&long, js).unwrap();
        assert_eq!(
            imports(&short).unwrap()[0],
            ("./hashi-app_bg.js".to_string(), "_0".to_string())
        );
        assert!(unresolved_in_main(&short, &[&short_js]).unwrap().is_empty());
        // The long js no longer provides the short wasm's names: the check tells them apart.
        assert!(!unresolved_in_main(&short, &[js]).unwrap().is_empty());
    }
}
