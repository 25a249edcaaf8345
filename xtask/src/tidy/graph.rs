//! The file-level import graph of a set of packages: every module file reached from a crate
//! root through `mod` declarations, and an edge from a file to each file whose items it
//! imports or names by path.
//!
//! What counts, and why:
//! - `use` declarations and `crate::`/`super::`/`self::` paths (and paths through a child
//!   module or an imported module name) are edges to the file that defines the item named.
//! - `pub use` re-exports are read through to the file that defines the item, and are no edge
//!   of their own: a facade `mod.rs` is no floor of its own, and reading it as one would make
//!   every child that imports a sibling through it a circle.
//! - Importing a module by name (`use crate::hashi::words;`) is no edge by itself; the paths
//!   through it (`words::band_name`) are.
//! - `mod` declarations are no edges: a parent holding its children is not an import.
//! - `#[cfg(test)]` items are not read (see `items.rs`), so test modules and files are not in
//!   the graph; other crates' items (`hashi_core::...`) are not either, since cargo already
//!   keeps crates from importing each other in a circle.

use super::items::{self, Body, Use};
use super::lex;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

pub struct SourceFile {
    /// Relative to the tree's root, with `/` between folders.
    pub path: String,
    pub lines: usize,
}

/// The first place a file names another, for the messages.
#[derive(Clone)]
pub struct Edge {
    pub line: usize,
    pub path: String,
}

#[derive(Default)]
pub struct Graph {
    pub files: Vec<SourceFile>,
    pub edges: BTreeMap<usize, BTreeMap<usize, Edge>>,
    /// `mod` declarations whose file is missing: the reader (or the tree) is wrong.
    pub missing: Vec<String>,
}

struct Module {
    file: usize,
    parent: Option<usize>,
    root: usize,
    children: BTreeMap<String, usize>,
    body: Body,
    /// Where the files of its `mod name;` children live.
    dir: PathBuf,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Target {
    Module(usize),
    Item(usize),
}

const MAX_DEPTH: usize = 24;

struct Reader<'a> {
    root: &'a Path,
    graph: Graph,
    index: BTreeMap<PathBuf, usize>,
    modules: Vec<Module>,
    /// `#[macro_export]` macros by crate root module: they are named from the crate root.
    macros: BTreeMap<usize, BTreeMap<String, usize>>,
}

/// Reads every crate of the packages (folders relative to `root`).
pub fn read(root: &Path, packages: &[PathBuf]) -> Graph {
    let mut reader = Reader {
        root,
        graph: Graph::default(),
        index: BTreeMap::new(),
        modules: Vec::new(),
        macros: BTreeMap::new(),
    };
    for package in packages {
        for crate_root in crate_roots(&root.join(package)) {
            reader.load(&crate_root, None, true);
        }
    }
    for m in 0..reader.modules.len() {
        reader.add_edges(m);
    }
    reader.graph
}

/// `src/lib.rs`, `src/main.rs`, `src/bin/*.rs` and the `path`s of `Cargo.toml`'s `[lib]` and
/// `[[bin]]` sections.
fn crate_roots(package: &Path) -> Vec<PathBuf> {
    let mut roots = BTreeSet::new();
    for default in ["src/lib.rs", "src/main.rs"] {
        roots.insert(package.join(default));
    }
    if let Ok(entries) = fs::read_dir(package.join("src/bin")) {
        for entry in entries.flatten() {
            if entry.path().extension().is_some_and(|e| e == "rs") {
                roots.insert(entry.path());
            }
        }
    }
    if let Ok(manifest) = fs::read_to_string(package.join("Cargo.toml")) {
        let mut in_target = false;
        for line in manifest.lines().map(str::trim) {
            if line.starts_with('[') {
                in_target = line == "[lib]" || line == "[[bin]]";
            } else if let Some(value) = line.strip_prefix("path").map(str::trim) {
                if let Some(value) = value.strip_prefix('=') {
                    if in_target {
                        roots.insert(package.join(value.trim().trim_matches('"')));
                    }
                }
            }
        }
    }
    roots.into_iter().filter(|p| p.is_file()).collect()
}

impl Reader<'_> {
    fn file_id(&mut self, path: &Path, lines: usize) -> usize {
        if let Some(&id) = self.index.get(path) {
            return id;
        }
        let relative = path.strip_prefix(self.root).unwrap_or(path);
        let name = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("/");
        self.graph.files.push(SourceFile { path: name, lines });
        self.index
            .insert(path.to_path_buf(), self.graph.files.len() - 1);
        self.graph.files.len() - 1
    }

    /// A module held in its own file; `crate_root` and `mod.rs` files keep their children
    /// beside them, others in a folder of their own name.
    fn load(&mut self, path: &Path, parent: Option<usize>, crate_root: bool) -> Option<usize> {
        let source = fs::read_to_string(path).ok()?;
        let file = self.file_id(path, source.lines().count());
        let body = items::read(&lex::tokens(&source));
        let beside = crate_root || path.file_name().is_some_and(|n| n == "mod.rs");
        let folder = path.parent().unwrap_or(Path::new("")).to_path_buf();
        let dir = if beside {
            folder
        } else {
            folder.join(path.file_stem().unwrap_or_default())
        };
        Some(self.add_module(file, parent, body, dir))
    }

    fn add_module(
        &mut self,
        file: usize,
        parent: Option<usize>,
        mut body: Body,
        dir: PathBuf,
    ) -> usize {
        let id = self.modules.len();
        let root = parent.map_or(id, |p| self.modules[p].root);
        let mods = std::mem::take(&mut body.mods);
        for name in &body.exported_macros {
            self.macros
                .entry(root)
                .or_default()
                .insert(name.clone(), file);
        }
        self.modules.push(Module {
            file,
            parent,
            root,
            children: BTreeMap::new(),
            body,
            dir,
        });
        for decl in mods {
            let child = match decl.inline {
                Some(inline) => {
                    let dir = self.modules[id].dir.join(&decl.name);
                    Some(self.add_module(file, Some(id), inline, dir))
                }
                None => {
                    let dir = &self.modules[id].dir;
                    let candidates = match &decl.path {
                        Some(path) => vec![dir.join(path)],
                        None => vec![
                            dir.join(format!("{}.rs", decl.name)),
                            dir.join(&decl.name).join("mod.rs"),
                        ],
                    };
                    match candidates.iter().find(|p| p.is_file()) {
                        Some(path) => {
                            let path = path.clone();
                            self.load(&path, Some(id), false)
                        }
                        None => {
                            let shown = candidates[0]
                                .strip_prefix(self.root)
                                .unwrap_or(&candidates[0]);
                            self.graph.missing.push(format!(
                                "{}: `mod {}` has no file ({})",
                                self.graph.files[file].path,
                                decl.name,
                                shown.display()
                            ));
                            None
                        }
                    }
                }
            };
            if let Some(child) = child {
                self.modules[id].children.insert(decl.name, child);
            }
        }
        id
    }

    fn resolve(&self, from: usize, segments: &[String], depth: usize) -> Option<Target> {
        if depth > MAX_DEPTH || segments.is_empty() {
            return None;
        }
        let module = &self.modules[from];
        let mut current = match segments[0].as_str() {
            "crate" => module.root,
            "self" => from,
            "super" => module.parent?,
            name => match module.children.get(name) {
                Some(&child) => child,
                None => {
                    // A name brought in by a `use` of this module (`use crate::hashi::words;`).
                    let import = module
                        .body
                        .uses
                        .iter()
                        .find(|u| !u.glob && u.name.as_deref() == Some(name))?;
                    if import.segments.len() == 1 && import.segments[0] == name {
                        return None;
                    }
                    let mut full = import.segments.clone();
                    full.extend_from_slice(&segments[1..]);
                    return self.resolve(from, &full, depth + 1);
                }
            },
        };
        for segment in &segments[1..] {
            let module = &self.modules[current];
            current = match segment.as_str() {
                "super" => module.parent?,
                "self" => current,
                name => match module.children.get(name) {
                    Some(&child) => child,
                    // An item, or a module brought in by a `use` (then the walk goes on).
                    None => match self.item(current, name, depth + 1) {
                        Some(Target::Module(g)) => g,
                        found => return found.or(Some(Target::Item(module.file))),
                    },
                },
            };
        }
        Some(Target::Module(current))
    }

    /// Where module `m`'s item `name` is defined: in its file, or through its imports and
    /// re-exports (globs included). `None` when it cannot tell.
    fn item(&self, m: usize, name: &str, depth: usize) -> Option<Target> {
        if depth > MAX_DEPTH {
            return None;
        }
        let module = &self.modules[m];
        if module.body.defined.contains(name) {
            return Some(Target::Item(module.file));
        }
        if module.parent.is_none() {
            if let Some(&file) = self.macros.get(&m).and_then(|macros| macros.get(name)) {
                return Some(Target::Item(file));
            }
        }
        let named = |u: &&Use| !u.glob && u.name.as_deref() == Some(name);
        if let Some(import) = module.body.uses.iter().find(named) {
            return self.resolve(m, &import.segments, depth + 1);
        }
        for import in module.body.uses.iter().filter(|u| u.glob) {
            if let Some(Target::Module(g)) = self.resolve(m, &import.segments, depth + 1) {
                if g != m {
                    if let Some(found) = self.item(g, name, depth + 1) {
                        return Some(found);
                    }
                }
            }
        }
        None
    }

    fn add_edges(&mut self, m: usize) {
        let module = &self.modules[m];
        let from = module.file;
        let mut found = Vec::new();
        for import in module.body.uses.iter().filter(|u| !u.public) {
            let target = self.resolve(m, &import.segments, 0);
            let to = match target {
                Some(Target::Item(file)) => file,
                Some(Target::Module(g)) if import.glob => self.modules[g].file,
                _ => continue,
            };
            let mut shown = import.segments.join("::");
            if import.glob {
                shown.push_str("::*");
            }
            found.push((to, import.line, shown));
        }
        for path in &module.body.paths {
            if let Some(Target::Item(to)) = self.resolve(m, &path.segments, 0) {
                found.push((to, path.line, path.segments.join("::")));
            }
        }
        for (to, line, path) in found {
            if to != from {
                self.graph
                    .edges
                    .entry(from)
                    .or_default()
                    .entry(to)
                    .or_insert(Edge { line, path });
            }
        }
    }
}
