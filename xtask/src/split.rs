//! The app's code splitting, which Trunk 0.21 cannot do (trunk-rs/trunk#1022): the app's wasm,
//! linked with `--emit-relocs`, is cut at its `#[wasm_split]` points into a main module and
//! chunks fetched on first need. Each part is bound, optimised (release) and named by its
//! content, and takes the place of Trunk's single module in the build's folder; the page step
//! puts their names in index.html (`rewrite_index`). Debug builds split too, so `cargo xtask
//! serve` runs the same chunks as the release.

use crate::html::{with_integrity, with_wasm_size};
use crate::process::{cmd, exec, root};
use hashi_bundle::short_hash;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The app's binary and the cargo profile Trunk builds it with (index.html's `data-bin` and
/// `data-cargo-profile`).
const APP: &str = "hashi-app";
const PROFILE: &str = "wasm-release";
/// What the split main module imports its chunk loaders from, and the chunks import the main
/// module's exports through; the same name before and after hashing inside the wasm.
const LINK_MODULE: &str = "__wasm_split.js";

/// How the app is split: a release optimises every part and minifies the js; a debug build
/// (`trunk serve` rebuilds at every change) skips both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SplitOptions {
    pub optimise: bool,
    /// Short names for the imports (`short_imports`): the main module's (optimised builds
    /// only, after wasm-opt) and the chunks'.
    pub short_imports: bool,
}

/// What the split wrote: the parts' names and the contents the page's preloads carry the
/// integrity of, and Trunk's unsplit pair it replaced (the page's loader still names it).
pub struct Split {
    pub trunk: TrunkOutput,
    pub main_js: String,
    pub main_js_text: String,
    pub main_wasm: String,
    pub main_wasm_bytes: Vec<u8>,
    pub link_module: String,
    pub link_js: String,
    pub chunks: Vec<String>,
    /// The files each split point's loader fetches (`link_module::files_by_split_point`).
    pub files_by_split_point: BTreeMap<String, Vec<String>>,
}

impl Split {
    /// The names and contents that take the place of Trunk's in the page.
    pub fn renamed(&self) -> Renamed<'_> {
        Renamed {
            main_js: &self.main_js,
            main_js_text: &self.main_js_text,
            main_wasm: &self.main_wasm,
            main_wasm_bytes: &self.main_wasm_bytes,
            link_module: &self.link_module,
            link_js: &self.link_js,
        }
    }
}

/// Splits the app Trunk built into `dir` (a copy of Trunk's output) and puts the parts there
/// in place of Trunk's pair. Every part's imports are checked to resolve (`import_check`)
/// before anything is written.
pub fn split_app(dir: &Path, options: SplitOptions) -> Result<Split, String> {
    let raw = crate::tools::target_dir()
        .join("wasm32-unknown-unknown")
        .join(PROFILE)
        .join(format!("{APP}.wasm"));
    let input = std::fs::read(&raw).map_err(|e| format!("cannot read {}: {e}", raw.display()))?;
    let trunk = TrunkOutput::find(dir)?;

    let work = crate::tools::target_dir().join("wasm-split");
    let _ = std::fs::remove_dir_all(&work);
    let parts = work.join("parts");
    let bound = work.join("bound");
    for folder in [&parts, &bound] {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    }
    let main_split = work.join("main.wasm");
    let main_module = format!("./{APP}.js");
    let link_name = format!("./{LINK_MODULE}");
    let split = {
        let mut options = wasm_split_cli_support::Options::new(&input);
        options.output_dir = &parts;
        options.main_out_path = &main_split;
        options.link_name = &link_name;
        options.main_module = &main_module;
        wasm_split_cli_support::transform(options)
            .map_err(|e| {
                format!(
                    "cannot split {}: {e:#} (the app must be linked with --emit-relocs, as .cargo/config.toml sets)",
                    raw.display()
                )
            })?
    };
    let chunk_paths = split.split_modules;
    if chunk_paths.is_empty() {
        return Err(format!(
            "{} has no split points: index.html must build {APP} with the `split` feature",
            raw.display()
        ));
    }

    exec(&mut cmd(
        "wasm-bindgen",
        &[
            "--target=web",
            "--no-typescript",
            // The chunks import the main module's linker-made exports (memory, table, stack).
            "--keep-lld-exports",
            &format!("--out-dir={}", bound.display()),
            &format!("--out-name={APP}"),
            &main_split.display().to_string(),
        ],
    ))?;
    let main_wasm_path = bound.join(format!("{APP}_bg.wasm"));
    if options.optimise {
        optimise_all(&main_wasm_path, &chunk_paths, &work)?;
        if options.short_imports {
            // After wasm-opt, which keeps the import names as they are.
            let js_path = bound.join(format!("{APP}.js"));
            let (wasm, js) =
                crate::short_imports::shorten(&read(&main_wasm_path)?, &read_text(&js_path)?)?;
            write(&main_wasm_path, &wasm)?;
            write(&js_path, &js)?;
        }
    }

    // Chunks and the main wasm are named by their own bytes; the main js and the link module
    // name each other, so both carry one hash of the pair.
    let mut link_js = read_text(&parts.join(LINK_MODULE))?;
    if options.short_imports {
        link_js = crate::short_imports::loader_with_short_names(&link_js)?;
    }
    let mut chunks = Vec::new();
    let mut chunk_bytes = Vec::new();
    for path in &chunk_paths {
        let stem = file_stem(path)?;
        let mut bytes = read(path)?;
        if options.short_imports {
            bytes = crate::short_imports::shorten_chunk(&bytes)?;
        }
        let name = chunk_name(&stem, &bytes);
        link_js = replace_exactly_once(
            &link_js,
            &format!("\"./{stem}.wasm\""),
            &format!("\"./{name}\""),
        )?;
        chunks.push(name);
        chunk_bytes.push(bytes);
    }
    let main_wasm_bytes = read(&main_wasm_path)?;
    let main_js_text = read_text(&bound.join(format!("{APP}.js")))?;
    crate::import_check::check_parts(
        &main_wasm_bytes,
        &main_js_text,
        &chunks,
        &chunk_bytes,
        &link_js,
    )?;
    for (name, bytes) in chunks.iter().zip(&chunk_bytes) {
        write(&dir.join(name), bytes)?;
    }
    let link_js = crate::link_module::compact_loaders(&link_js, chunk_paths.len())?;
    let files_by_split_point = crate::link_module::files_by_split_point(&link_js)?;
    let main_wasm = format!("{APP}-{}_bg.wasm", short_hash(&main_wasm_bytes));
    let pair = short_hash(format!("{main_js_text}\n{link_js}\n{main_wasm}").as_bytes());
    let main_js = format!("{APP}-{pair}.js");
    let link_module = format!("__wasm_split-{pair}.js");
    let main_js_text = rename_in_main_js(&main_js_text, &link_module, &main_wasm)?;
    let link_js = replace_exactly_once(
        &link_js,
        &format!("\"{main_module}\""),
        &format!("\"./{main_js}\""),
    )?;

    write(&dir.join(&main_wasm), &main_wasm_bytes)?;
    write(&dir.join(&main_js), &main_js_text)?;
    write(&dir.join(&link_module), &link_js)?;
    // Minified once named: wasm-bindgen's glue and the loader keep long names (~25% less
    // after brotli). The names stay those of the content before minifying, which decides it.
    if options.optimise {
        for file in [&main_js, &link_module] {
            minify(&dir.join(file))?;
        }
    }
    for old in [&trunk.js, &trunk.wasm] {
        std::fs::remove_file(dir.join(old))
            .map_err(|e| format!("cannot remove Trunk's {old}: {e}"))?;
    }
    Ok(Split {
        main_js_text: read_text(&dir.join(&main_js))?,
        link_js: read_text(&dir.join(&link_module))?,
        trunk,
        main_js,
        main_wasm,
        main_wasm_bytes,
        link_module,
        chunks,
        files_by_split_point,
    })
}

/// Trunk's unsplit app in the staging folder: `hashi-app-<hash>.js` and its `_bg.wasm`.
#[derive(Debug, PartialEq, Eq)]
pub struct TrunkOutput {
    pub js: String,
    pub wasm: String,
}

impl TrunkOutput {
    fn find(staging: &Path) -> Result<TrunkOutput, String> {
        let names: Vec<String> = std::fs::read_dir(staging)
            .map_err(|e| format!("cannot list {}: {e}", staging.display()))?
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .collect();
        Self::among(&names).ok_or_else(|| {
            format!(
                "Trunk's {APP}-<hash>.js and _bg.wasm are not in {}",
                staging.display()
            )
        })
    }

    /// The pair among file names (the worker's unhashed `hashi-worker*` files never match).
    pub fn among(names: &[String]) -> Option<TrunkOutput> {
        let prefix = format!("{APP}-");
        let js = names
            .iter()
            .find(|n| n.starts_with(&prefix) && n.ends_with(".js"))?;
        let wasm = format!("{}_bg.wasm", js.trim_end_matches(".js"));
        names.contains(&wasm).then(|| TrunkOutput {
            js: js.clone(),
            wasm,
        })
    }
}

/// The split app's files and contents, for index.html.
pub struct Renamed<'a> {
    pub main_js: &'a str,
    pub main_js_text: &'a str,
    pub main_wasm: &'a str,
    pub main_wasm_bytes: &'a [u8],
    pub link_module: &'a str,
    pub link_js: &'a str,
}

/// wasm-bindgen's js with the link module and the wasm under their hashed names. The import
/// map key (`imports['./__wasm_split.js']`) is the wasm's own import name and stays.
pub fn rename_in_main_js(text: &str, link_module: &str, main_wasm: &str) -> Result<String, String> {
    let mut text = text.to_string();
    let mut found = false;
    for quote in ['\'', '"'] {
        let from = format!("from {quote}./{LINK_MODULE}{quote}");
        if text.contains(&from) {
            text = text.replace(&from, &format!("from {quote}./{link_module}{quote}"));
            found = true;
        }
    }
    if !found {
        return Err(format!(
            "wasm-bindgen's {APP}.js does not import ./{LINK_MODULE}"
        ));
    }
    Ok(text.replace(&format!("'{APP}_bg.wasm'"), &format!("'{main_wasm}'")))
}

/// Part of Trunk's page (its loader, its preloads) with Trunk's names replaced by the split
/// ones, each preload's integrity recomputed, and the link module preloaded beside the main js
/// (it is imported at once).
pub fn rewrite_index(html: &str, trunk: &TrunkOutput, new: &Renamed) -> Result<String, String> {
    for old in [&trunk.js, &trunk.wasm] {
        if !html.contains(old.as_str()) {
            return Err(format!("Trunk's page does not name its {old}"));
        }
    }
    let html = html
        .replace(&trunk.js, new.main_js)
        .replace(&trunk.wasm, new.main_wasm);
    let mut out = String::with_capacity(html.len() + 200);
    let mut rest = html.as_str();
    while let Some(start) = rest.find("<link") {
        out.push_str(&rest[..start]);
        let end = rest[start..]
            .find('>')
            .map(|e| start + e + 1)
            .ok_or("index.html has a <link> that never closes")?;
        let tag = &rest[start..end];
        if tag.contains(new.main_js) {
            out.push_str(&with_integrity(tag, new.main_js_text.as_bytes()));
            let link_tag = tag.replace(new.main_js, new.link_module);
            out.push_str(&with_integrity(&link_tag, new.link_js.as_bytes()));
        } else if tag.contains(new.main_wasm) {
            out.push_str(&with_integrity(tag, new.main_wasm_bytes));
        } else {
            out.push_str(tag);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    Ok(with_wasm_size(
        &out,
        new.main_wasm,
        new.main_wasm_bytes.len(),
    ))
}

/// Minifies a js module in place with terser (npm, installed with the e2e suite's packages).
fn minify(file: &Path) -> Result<(), String> {
    let terser = crate::tools::e2e_dir().join("node_modules/terser/bin/terser");
    let path = file.display().to_string();
    exec(&mut cmd(
        "node",
        &[
            &terser.display().to_string(),
            &path,
            "--module",
            "--compress",
            "--mangle",
            "--output",
            &path,
        ],
    ))
}

/// wasm-opt's passes for the main module: flattening and re-looping its control flow first lets
/// the size passes find more: 2.8 KB less brotli than `-Oz` alone (269.2 against 272.0 KB,
/// measured 2026-11-25), and a move on the 40x40 board still takes 0.8 ms median (160 moves
/// each, bench-web's latency run, interleaved). `--converge` repeats the passes while they
/// still shrink it: 0.5 KB less (271.8 against 272.3 KB before the import names are
/// shortened), for about twice the time. `--low-memory-unused` lets wasm-opt fold a constant
/// added to an address into the load's or store's offset, which differs only when the sum
/// wraps past 4 GB to an address under 1 KB; Rust's pointers never wrap, so the two are the
/// same here: 1.1 KB less again (270.6). The chunks, small, are left to `-Oz`.
const MAIN_PASSES: &[&str] = &[
    "--low-memory-unused",
    "--flatten",
    "--rereloop",
    "-Oz",
    "-Oz",
    "--converge",
];
const CHUNK_PASSES: &[&str] = &["-Oz"];

/// Optimises the main module and every chunk in place, on both cores: wasm-opt on the main
/// module (the longest: its passes take about half a minute) beside one node process that runs
/// binaryen's library over all the chunks (`xtask/js/optimise_chunks.mjs`), since a wasm-opt
/// command per chunk spent most of its time starting (some 270 chunks, 0.3 s or more each).
fn optimise_all(main: &Path, chunks: &[PathBuf], work: &Path) -> Result<(), String> {
    std::thread::scope(|scope| {
        let main_done = scope.spawn(|| wasm_opt(main, main, MAIN_PASSES));
        let chunks_done = optimise_chunks(chunks, work);
        let main_done = main_done
            .join()
            .unwrap_or_else(|_| Err("the main module's wasm-opt thread panicked".into()));
        main_done.and(chunks_done)
    })
}

/// `-Oz` on every chunk through binaryen's library, with the features wasm-opt reads from the
/// first chunk; that chunk also goes through the wasm-opt command, and the two results must be
/// the same bytes, so the library can never quietly build something the command would not.
fn optimise_chunks(chunks: &[PathBuf], work: &Path) -> Result<(), String> {
    let Some(first) = chunks.first() else {
        return Ok(());
    };
    let features = String::from_utf8_lossy(
        &std::process::Command::new(crate::tools::wasm_opt())
            .args(["--print-features", &first.display().to_string()])
            .output()
            .map_err(|e| format!("cannot start wasm-opt (npm's binaryen, on PATH): {e}"))?
            .stdout,
    )
    .into_owned();
    let by_command = work.join("by-command.wasm");
    wasm_opt(first, &by_command, CHUNK_PASSES)?;
    let script = root().join("xtask/js/optimise_chunks.mjs");
    let library = crate::tools::e2e_dir().join("node_modules/binaryen/index.js");
    let mut args = vec![script.display().to_string(), library.display().to_string()];
    args.extend(features.split_whitespace().map(str::to_string));
    args.push("--".into());
    args.extend(chunks.iter().map(|c| c.display().to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    exec(&mut cmd("node", &args))?;
    if read(first)? != read(&by_command)? {
        return Err(format!(
            "binaryen's library and the wasm-opt command optimised {} differently: \
             xtask/js/optimise_chunks.mjs no longer sets what `wasm-opt {}` does",
            first.display(),
            CHUNK_PASSES.join(" ")
        ));
    }
    Ok(())
}

/// The wasm-opt command on `input`, written to `output`. The producers and target-features
/// sections go too: the browser reads neither, and on a small chunk they were a seventh of its
/// bytes.
fn wasm_opt(input: &Path, output: &Path, passes: &[&str]) -> Result<(), String> {
    let (input, output) = (input.display().to_string(), output.display().to_string());
    let mut args = passes.to_vec();
    args.extend([
        "--strip-producers",
        "--strip-target-features",
        &input,
        "--output",
        &output,
    ]);
    let wasm_opt = crate::tools::wasm_opt().display().to_string();
    exec(&mut cmd(&wasm_opt, &args))
}

/// Hex digits of a chunk's hash in its name. The split loader, on every route, lists all ~240
/// chunks, and a hash's digits do not compress: seven instead of ten save 0.4 KB of brotli on
/// every visit. A stale copy can only be mistaken for a new one when a chunk's new version
/// draws the old one's seven digits: one chance in 268 million per changed chunk.
const CHUNK_HASH_DIGITS: usize = 7;

/// A chunk's name in the build: `chunk_12-<7 hex digits>.wasm`.
fn chunk_name(stem: &str, bytes: &[u8]) -> String {
    format!("{stem}-{}.wasm", &short_hash(bytes)[..CHUNK_HASH_DIGITS])
}

/// `text` with `from` replaced, which must occur exactly once (else the names went wrong).
pub fn replace_exactly_once(text: &str, from: &str, to: &str) -> Result<String, String> {
    match text.matches(from).count() {
        1 => Ok(text.replacen(from, to, 1)),
        n => Err(format!(
            "expected `{from}` once in the split's loader, found it {n} times"
        )),
    }
}

fn file_stem(path: &Path) -> Result<String, String> {
    path.file_stem()
        .and_then(|s| s.to_str())
        .map(str::to_string)
        .ok_or_else(|| format!("{} has no file name", path.display()))
}

fn read(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn read_text(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn write(path: &Path, bytes: impl AsRef<[u8]>) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests;
