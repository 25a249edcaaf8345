//! `cargo xtask dist`: the release build, `dist/`, in one function ([`build`]) that reads top
//! to bottom. Each step takes the folder the step before wrote and writes a folder of its own
//! under `target/dist-stages/` (a copy of its input, then its own changes), so a build can be
//! read stage by stage; the last is copied to `dist/`. `cargo xtask test` and `bench-web` build
//! the release through it. Trunk's post_build hook (`finish_build`) serves the dev builds only.

use crate::process::{cmd, exec, root};
use crate::split::SplitOptions;
use crate::{assets, codegen, compress, host_headers, page, service_worker, split, tools};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Set for the Trunk step, which tells the post_build hook (Trunk.toml) that this build's later
/// steps are this function's (a bare `trunk build --release` is refused: it is not the release).
const TRUNK_STEP: &str = "HASHI_DIST_TRUNK_STEP";

/// Where the steps write their folders, from the workspace root.
const STAGES: &str = "target/dist-stages";

/// What a release can be built with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Short names for the main module's and the chunks' imports (`short_imports`); off with
    /// `--no-short-imports`, to compare or to rule the renaming out.
    pub short_imports: bool,
    /// Where the site is served from (`--public-url`, Trunk's option): `/` by default.
    pub public_url: String,
    /// `--reuse-trunk`: the Trunk step's folder of the last build is kept as it is (with the
    /// app's wasm it left in target/), to run only the later steps: while working on them, or
    /// to compare two runs of them from one Trunk output (Trunk's JS minifier does not write
    /// the same bytes twice).
    pub reuse_trunk: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            short_imports: true,
            public_url: "/".to_string(),
            reuse_trunk: false,
        }
    }
}

impl Options {
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut options = Options::default();
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--no-short-imports" => options.short_imports = false,
                "--reuse-trunk" => options.reuse_trunk = true,
                "--public-url" => {
                    let url = args.next().ok_or("--public-url needs a url")?;
                    options.public_url = with_trailing_slash(url);
                }
                other => {
                    return Err(format!(
                        "dist takes --no-short-imports, --reuse-trunk and --public-url <url>, not `{other}`"
                    ))
                }
            }
        }
        Ok(options)
    }
}

/// `cargo xtask dist [--no-short-imports] [--reuse-trunk] [--public-url <url>]`.
pub fn run(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args)?;
    tools::ensure_for_serve()?;
    exec(&mut cmd("cargo", &["fetch"]))?;
    build(&options)
}

/// The release, top to bottom.
pub fn build(options: &Options) -> Result<(), String> {
    let root = root();
    let stages = root.join(STAGES);
    let url = &options.public_url;
    let started = Instant::now();
    // The app carries the packs' and locales' hashed names (checked-in code): they must be
    // those of the files the assets step writes.
    codegen::check(&root)?;

    // Trunk: the app (with its split points) and the workers compiled and bound, the css,
    // icons and manifest copied, and Trunk's page, read later for what it links.
    let trunk = stages.join("1-trunk");
    if !options.reuse_trunk {
        step_timed("trunk", || trunk_build(&trunk, url))?;
    }
    // The app cut into its main module and chunks, optimised, minified, named by content.
    let split = stages.join("2-split");
    let split_options = SplitOptions {
        optimise: true,
        short_imports: options.short_imports,
    };
    let app = step(&trunk, &split, "split", |dir| {
        split::split_app(dir, split_options)
    })?;
    // The data beside the app, named by content: packs, locale bundles, manifests, dailies.
    let assets = stages.join("3-assets");
    let today = crate::dailies::build_date()?;
    let files = step(&split, &assets, "assets", |dir| {
        assets::write(dir, Some(today))
    })?;
    // index.html rendered from web/page.html: Trunk's links under the split's names, the
    // early script, the Content-Security-Policy of its inline scripts.
    let page = stages.join("4-page");
    let policy = step(&assets, &page, "page", |dir| {
        page::write_release(dir, &root, &app, &files, url)
    })?;
    // sw.js, listing every file with its hash.
    let worker = stages.join("5-worker");
    step(&page, &worker, "service worker", |dir| {
        service_worker::write(dir, &read_text(&root.join("web/sw.js"))?, url)
    })?;
    // `.gz` and `.br` beside every text and wasm file, then the host's headers (not
    // compressed, not precached: only the host reads them).
    let compressed = stages.join("6-compressed");
    step(&worker, &compressed, "compress", |dir| {
        compress::precompress(dir)?;
        host_headers::write(dir, &policy)
    })?;
    publish(&compressed, &root.join("dist"))?;
    println!(
        "dist: the release is in dist/ ({:.1} s; each step's folder is in {STAGES}/)",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `trunk build --release` into `out`, its hook told that the rest is this build's.
fn trunk_build(out: &Path, public_url: &str) -> Result<(), String> {
    exec(
        cmd(
            "trunk",
            &[
                "build",
                "--release",
                "--dist",
                &out.display().to_string(),
                "--public-url",
                public_url,
            ],
        )
        .env("PATH", tools::path_with_wasm_opt())
        .env(TRUNK_STEP, "1"),
    )
}

/// One step: `to` made a fresh copy of `from`, then `work` on it.
fn step<T>(
    from: &Path,
    to: &Path,
    name: &str,
    work: impl FnOnce(&Path) -> Result<T, String>,
) -> Result<T, String> {
    step_timed(name, || {
        copy_tree(from, to)?;
        work(to)
    })
}

fn step_timed<T>(name: &str, work: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    let started = Instant::now();
    println!("\ndist: {name}");
    let done = work().map_err(|e| format!("{name}: {e}"))?;
    println!("dist: {name} took {:.1} s", started.elapsed().as_secs_f64());
    Ok(done)
}

/// `dist/` replaced by the last step's folder.
fn publish(last: &Path, dist: &Path) -> Result<(), String> {
    copy_tree(last, dist)
}

/// `to` emptied (or made), then every file under `from` copied into it, each folder's files in
/// the order of their names: a file before its `.br` and `.gz` copies, so that no copy is older
/// than its original (a host, and the tests' server, take an older copy for a stale one and
/// send the original gzipped on the fly: a first visit measured 313.7 KB of wasm instead of
/// 248.2 when the directory listing put a `.br` first).
fn copy_tree(from: &Path, to: &Path) -> Result<(), String> {
    if to.exists() {
        std::fs::remove_dir_all(to).map_err(|e| format!("cannot empty {}: {e}", to.display()))?;
    }
    let mut folders: Vec<(PathBuf, PathBuf)> = vec![(from.to_path_buf(), to.to_path_buf())];
    while let Some((source, target)) = folders.pop() {
        std::fs::create_dir_all(&target)
            .map_err(|e| format!("cannot create {}: {e}", target.display()))?;
        let mut paths = std::fs::read_dir(&source)
            .and_then(|entries| {
                entries
                    .map(|entry| entry.map(|e| e.path()))
                    .collect::<Result<Vec<_>, _>>()
            })
            .map_err(|e| format!("cannot list {}: {e}", source.display()))?;
        paths.sort();
        for path in paths {
            let Some(name) = path.file_name() else {
                continue;
            };
            if path.is_dir() {
                folders.push((path.clone(), target.join(name)));
            } else {
                std::fs::copy(&path, target.join(name))
                    .map_err(|e| format!("cannot copy {}: {e}", path.display()))?;
            }
        }
    }
    Ok(())
}

fn read_text(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

pub fn with_trailing_slash(url: &str) -> String {
    if url.ends_with('/') {
        url.to_string()
    } else {
        format!("{url}/")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_default_to_short_imports_at_the_root() {
        let parse =
            |args: &[&str]| Options::parse(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>());
        assert_eq!(
            parse(&[]).unwrap(),
            Options {
                short_imports: true,
                public_url: "/".into(),
                reuse_trunk: false,
            }
        );
        let options = parse(&[
            "--no-short-imports",
            "--public-url",
            "/hashi",
            "--reuse-trunk",
        ])
        .unwrap();
        assert!(!options.short_imports && options.reuse_trunk);
        assert_eq!(options.public_url, "/hashi/");
        assert!(parse(&["--public-url"]).is_err());
        assert!(parse(&["--fast"]).unwrap_err().contains("--fast"));
    }

    #[test]
    fn a_step_copies_its_input_and_leaves_it_as_it_was() {
        let dir = std::env::temp_dir().join(format!("dist-step-test-{}", std::process::id()));
        let (from, to) = (dir.join("in"), dir.join("out"));
        std::fs::create_dir_all(from.join("icons")).unwrap();
        std::fs::write(from.join("index.html"), "<html>").unwrap();
        std::fs::write(from.join("icons/a.png"), [1u8]).unwrap();
        std::fs::create_dir_all(&to).unwrap();
        std::fs::write(to.join("stale.txt"), "old").unwrap();
        step(&from, &to, "test", |out| {
            std::fs::write(out.join("sw.js"), "w").map_err(|e| e.to_string())
        })
        .unwrap();
        let files = |d: &Path| crate::staging::staged_files(d).unwrap();
        assert_eq!(files(&from).len(), 2);
        let written: Vec<String> = files(&to).into_iter().map(|(p, _)| p).collect();
        assert_eq!(written, ["icons/a.png", "index.html"]);
        assert!(to.join("sw.js").is_file());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn no_compressed_copy_is_older_than_its_original() {
        let dir = std::env::temp_dir().join(format!("dist-copy-test-{}", std::process::id()));
        let (from, to) = (dir.join("in"), dir.join("out"));
        std::fs::create_dir_all(&from).unwrap();
        // Written copies first, as a listing may give them.
        for name in ["a.wasm.gz", "a.wasm.br", "b.js.br", "a.wasm", "b.js"] {
            std::fs::write(from.join(name), name).unwrap();
        }
        copy_tree(&from, &to).unwrap();
        let modified = |name: &str| {
            std::fs::metadata(to.join(name))
                .unwrap()
                .modified()
                .unwrap()
        };
        for (original, copy) in [
            ("a.wasm", "a.wasm.br"),
            ("a.wasm", "a.wasm.gz"),
            ("b.js", "b.js.br"),
        ] {
            assert!(
                modified(copy) >= modified(original),
                "{copy} older than {original}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
