//! The architecture test ("tidy", after rust-analyzer's): reads the file-level import graph of
//! every crate and holds the house to its floors. It fails, naming the files, on an import
//! circle between files, on the shell or i18n reaching a game, on Hashi's model reaching the
//! solver or the hints, and on a source file over 500 lines, except what the two short lists
//! below still allow (each entry at most as it stands, so they can only shrink).
//! `cargo xtask tidy` prints the same findings; `tidy::tests::the_house_keeps_its_shape` in
//! `cargo test -p xtask` (so `cargo xtask test`'s native stage) fails on any of them.
//!
//! The reader is small and hand-written (`lex`, `items`, `graph`) rather than `syn`: it needs
//! names and paths only, not types or expressions, and it is checked on the fixture trees
//! under `fixtures/` (see `tests.rs`). Test code is left out throughout: `#[cfg(test)]` items
//! and the files they declare, and `tests/`, `benches/` and `examples/` folders, which no crate
//! root declares.

mod graph;
mod items;
mod lex;
#[cfg(test)]
mod tests;

use graph::Graph;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

/// No file may reach (directly or through others) any file of `to`. Patterns name a file
/// (`a/b.rs`) or a folder with everything under it (`a/b/`).
pub struct Forbidden<'a> {
    pub from: &'a [&'a str],
    pub to: &'a [&'a str],
    pub why: &'a str,
}

/// No file of `from` (unless it is one of `unless_from`) may import a file of `to` (unless it is
/// one of `unless_to`) directly: those files are the one door to `to`. Patterns as above.
pub struct Door<'a> {
    pub from: &'a [&'a str],
    pub unless_from: &'a [&'a str],
    pub to: &'a [&'a str],
    pub unless_to: &'a [&'a str],
    /// Words no file of `from` outside `unless_from` may name: the ways around the door (the
    /// browser's storage reached without the storage module).
    pub words: &'a [&'a str],
    pub why: &'a str,
}

pub struct Rules<'a> {
    /// Package folders, relative to the tree's root.
    pub packages: Vec<PathBuf>,
    pub forbidden: &'a [Forbidden<'a>],
    pub doors: &'a [Door<'a>],
    pub max_lines: usize,
    /// Files still over `max_lines`, each with the ceiling it may not grow past.
    pub oversize: &'a [(&'a str, usize)],
    /// Circles still to be broken, each exactly as its files stand now.
    pub circles: &'a [&'a [&'a str]],
}

const FORBIDDEN: &[Forbidden] = &[
    Forbidden {
        from: &["src/shell/", "src/i18n/"],
        to: &["src/hashi/", "src/hashi.rs", "src/slide/", "src/slide.rs"],
        why: "the shell and i18n sit below the games and know neither",
    },
    Forbidden {
        from: &[
            "crates/hashi-core/src/puzzle.rs",
            "crates/hashi-core/src/state.rs",
            "crates/hashi-core/src/moves.rs",
            "crates/hashi-core/src/rules.rs",
            "crates/hashi-core/src/rules/",
            "crates/hashi-core/src/game.rs",
        ],
        to: &[
            "crates/hashi-core/src/solver.rs",
            "crates/hashi-core/src/solver/",
            "crates/hashi-core/src/hint.rs",
            "crates/hashi-core/src/hint/",
        ],
        why: "Hashi's model stands below the solver and the hints that search it",
    },
];

/// Where the browser's records live: what each game keeps, and what the app keeps.
const RECORDS: &[&str] = &[
    "src/shell/storage.rs",
    "src/shell/records.rs",
    "src/hashi/records/",
    "src/slide/records.rs",
];

const DOORS: &[Door] = &[
    Door {
        from: &["src/"],
        unless_from: RECORDS,
        to: &["src/shell/storage.rs"],
        unless_to: &[],
        words: &[
            "local_storage",
            "session_storage",
            "LocalStorage::",
            "gloo_storage",
        ],
        why: "what the browser keeps is read and written only in the records homes",
    },
    Door {
        from: &["src/backup/"],
        unless_from: &[],
        to: &["src/hashi/", "src/slide/"],
        unless_to: RECORDS,
        words: &[],
        why: "the backup composes the games' records and knows none of their components",
    },
];

// Exceptions, should one ever be needed while a piece of work is under way: both lists can
// only shrink, and an entry no longer needed is itself reported.

/// Files over 500 lines, each at most as long as it was when the test came in.
const OVERSIZE: &[(&str, usize)] = &[];

/// Circles not yet broken, as their files stand.
const CIRCLES: &[&[&str]] = &[];

/// The rules for this repository: the app, every crate under `crates/`, and `xtask`.
pub fn house(root: &Path) -> Rules<'static> {
    let mut packages = vec![PathBuf::from("."), PathBuf::from("xtask")];
    if let Ok(entries) = std::fs::read_dir(root.join("crates")) {
        let mut crates: Vec<PathBuf> = entries
            .flatten()
            .filter(|e| e.path().join("src").is_dir())
            .map(|e| Path::new("crates").join(e.file_name()))
            .collect();
        crates.sort();
        packages.extend(crates);
    }
    Rules {
        packages,
        forbidden: FORBIDDEN,
        doors: DOORS,
        max_lines: 500,
        oversize: OVERSIZE,
        circles: CIRCLES,
    }
}

/// Every finding, one sentence each; empty when the tree keeps its shape.
pub fn check(root: &Path, rules: &Rules) -> Vec<String> {
    let graph = graph::read(root, &rules.packages);
    let mut problems = graph.missing.clone();
    problems.extend(circles(&graph, rules.circles));
    for rule in rules.forbidden {
        problems.extend(reaches(&graph, rule));
    }
    for door in rules.doors {
        problems.extend(through_door(root, &graph, door));
    }
    problems.extend(oversize(&graph, rules));
    problems
}

/// Each direct import that goes around `door`, and each file outside it naming one of its
/// words (outside comments and tests is not told apart: a word a file names is a way around).
fn through_door(root: &Path, graph: &Graph, door: &Door) -> Vec<String> {
    let mut found = Vec::new();
    for (index, file) in graph.files.iter().enumerate() {
        if !matches(&file.path, door.from) || matches(&file.path, door.unless_from) {
            continue;
        }
        for (&to, edge) in graph.edges.get(&index).into_iter().flatten() {
            let target = &graph.files[to].path;
            if matches(target, door.to) && !matches(target, door.unless_to) {
                found.push(format!(
                    "{}:{} `{}` -> {target} ({})",
                    file.path, edge.line, edge.path, door.why
                ));
            }
        }
        if door.words.is_empty() {
            continue;
        }
        let text = std::fs::read_to_string(root.join(&file.path)).unwrap_or_default();
        for word in door.words {
            if let Some(line) = text.lines().position(|l| l.contains(word)) {
                found.push(format!(
                    "{}:{} names `{word}` ({})",
                    file.path,
                    line + 1,
                    door.why
                ));
            }
        }
    }
    found
}

/// `cargo xtask tidy`.
pub fn run() -> Result<(), String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .ok_or("xtask has no parent folder")?;
    let problems = check(root, &house(root));
    for problem in &problems {
        println!("{problem}");
    }
    match problems.len() {
        0 => Ok(()),
        n => Err(format!("{n} architecture problems")),
    }
}

fn matches(path: &str, patterns: &[&str]) -> bool {
    patterns.iter().any(|p| match p.strip_suffix('/') {
        Some(folder) => path.starts_with(folder) && path[folder.len()..].starts_with('/'),
        None => path == *p,
    })
}

fn step(graph: &Graph, from: usize, to: usize) -> String {
    let edge = &graph.edges[&from][&to];
    format!(
        "{}:{} `{}` -> {}",
        graph.files[from].path, edge.line, edge.path, graph.files[to].path
    )
}

/// Strongly connected components of more than one file (Tarjan's algorithm), each with one
/// circle through it spelled out; those `allowed` exactly as they are pass, and an allowed one
/// no longer found is reported.
fn circles(graph: &Graph, allowed: &[&[&str]]) -> Vec<String> {
    let n = graph.files.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut components = Vec::new();
    let mut next = 0;
    let successors = |v: usize| -> Vec<usize> {
        graph
            .edges
            .get(&v)
            .map(|e| e.keys().copied().collect())
            .unwrap_or_default()
    };
    for start in 0..n {
        if index[start] != usize::MAX {
            continue;
        }
        // An explicit stack of (file, its successors, the next one to visit).
        let mut work = vec![(start, successors(start), 0)];
        index[start] = next;
        low[start] = next;
        next += 1;
        stack.push(start);
        on_stack[start] = true;
        while let Some((v, succ, k)) = work.last_mut() {
            let v = *v;
            if *k < succ.len() {
                let w = succ[*k];
                *k += 1;
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, successors(w), 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some((parent, _, _)) = work.last() {
                low[*parent] = low[*parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    components.push(component);
                }
            }
        }
    }
    let mut seen_allowed = vec![false; allowed.len()];
    let mut found: Vec<String> = components
        .into_iter()
        .filter_map(|component| {
            let members: BTreeSet<usize> = component.iter().copied().collect();
            let mut names: Vec<&str> = members
                .iter()
                .map(|&f| graph.files[f].path.as_str())
                .collect();
            names.sort();
            if let Some(at) = allowed.iter().position(|a| {
                let mut a = a.to_vec();
                a.sort();
                a == names
            }) {
                seen_allowed[at] = true;
                return None;
            }
            let first = *members
                .iter()
                .min_by_key(|&&f| &graph.files[f].path)
                .unwrap();
            let back = path_within(graph, first, first, &members);
            let steps: Vec<String> = back.windows(2).map(|w| step(graph, w[0], w[1])).collect();
            Some(format!(
                "import circle between {} files: {}\n    for one: {}",
                names.len(),
                names.join(", "),
                steps.join("\n             ")
            ))
        })
        .collect();
    found.sort();
    for (circle, seen) in allowed.iter().zip(seen_allowed) {
        if !seen {
            found.push(format!(
                "the allowed circle {} is gone (or changed): take it off the list",
                circle.join(", ")
            ));
        }
    }
    found
}

/// The shortest way from `from` to `to` (at least one step) inside `within`, both ends included.
fn path_within(graph: &Graph, from: usize, to: usize, within: &BTreeSet<usize>) -> Vec<usize> {
    let mut came_from: BTreeMap<usize, usize> = BTreeMap::new();
    let mut queue = VecDeque::from([from]);
    while let Some(v) = queue.pop_front() {
        for &w in graph.edges.get(&v).into_iter().flat_map(|e| e.keys()) {
            if !within.contains(&w) || came_from.contains_key(&w) {
                continue;
            }
            came_from.insert(w, v);
            if w == to {
                let mut path = vec![to];
                let mut at = v;
                while at != from {
                    path.push(at);
                    at = came_from[&at];
                }
                path.push(from);
                path.reverse();
                return path;
            }
            queue.push_back(w);
        }
    }
    vec![from]
}

/// Each file of `rule.from` that reaches a file of `rule.to`, with the shortest way there.
fn reaches(graph: &Graph, rule: &Forbidden) -> Vec<String> {
    let mut found = Vec::new();
    for (start, file) in graph.files.iter().enumerate() {
        if !matches(&file.path, rule.from) {
            continue;
        }
        let mut seen = BTreeSet::from([start]);
        let mut came_from = BTreeMap::new();
        let mut queue = VecDeque::from([start]);
        let mut hit = None;
        while let Some(v) = queue.pop_front() {
            if matches(&graph.files[v].path, rule.to) {
                hit = Some(v);
                break;
            }
            for &w in graph.edges.get(&v).into_iter().flat_map(|e| e.keys()) {
                if seen.insert(w) {
                    came_from.insert(w, v);
                    queue.push_back(w);
                }
            }
        }
        if let Some(end) = hit {
            let mut way = vec![end];
            while let Some(&back) = came_from.get(way.last().unwrap()) {
                way.push(back);
            }
            way.reverse();
            let steps: Vec<String> = way.windows(2).map(|w| step(graph, w[0], w[1])).collect();
            found.push(format!(
                "{} reaches {} ({}):\n    {}",
                file.path,
                graph.files[end].path,
                rule.why,
                steps.join("\n    ")
            ));
        }
    }
    found
}

fn oversize(graph: &Graph, rules: &Rules) -> Vec<String> {
    let mut found = Vec::new();
    let allowed: BTreeMap<&str, usize> = rules.oversize.iter().copied().collect();
    for file in &graph.files {
        let ceiling = allowed.get(file.path.as_str()).copied();
        if file.lines > ceiling.unwrap_or(rules.max_lines) {
            found.push(match ceiling {
                Some(ceiling) => format!(
                    "{} has {} lines, over its allowed {ceiling} (and the rule's {})",
                    file.path, file.lines, rules.max_lines
                ),
                None => format!(
                    "{} has {} lines, over {}: split it by purpose",
                    file.path, file.lines, rules.max_lines
                ),
            });
        }
    }
    for (path, _) in rules.oversize {
        match graph.files.iter().find(|f| f.path == *path) {
            Some(file) if file.lines <= rules.max_lines => found.push(format!(
                "{path} has {} lines now: take it off the oversize list",
                file.lines
            )),
            None => found.push(format!("{path} is on the oversize list but is not read")),
            _ => {}
        }
    }
    found
}
