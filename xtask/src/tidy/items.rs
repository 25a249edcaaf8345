//! One module's body read from its tokens: the modules it declares, the names it defines, its
//! `use` declarations and the `crate::`/`super::`/`self::`/`child::` paths its code spells out.
//! Items under `#[cfg(test)]` are skipped whole, so test modules and test-only imports never
//! count as the code's own imports.

use super::lex::{Tok, Token};
use std::collections::BTreeSet;

#[derive(Debug, Default)]
pub struct Body {
    pub mods: Vec<ModDecl>,
    pub defined: BTreeSet<String>,
    /// `#[macro_export]` macros: the crate root names them, wherever they are written.
    pub exported_macros: BTreeSet<String>,
    pub uses: Vec<Use>,
    pub paths: Vec<PathRef>,
}

#[derive(Debug)]
pub struct ModDecl {
    pub name: String,
    /// `#[path = "..."]`, as written.
    pub path: Option<String>,
    /// `mod name { ... }`: the module lives in this file.
    pub inline: Option<Body>,
}

#[derive(Debug, Clone)]
pub struct Use {
    pub segments: Vec<String>,
    pub glob: bool,
    /// The name the import brings in (`as` renames it; `_` and globs bring none).
    pub name: Option<String>,
    /// `pub`, `pub(crate)`, ...: a re-export, read through rather than counted as an import.
    pub public: bool,
    pub line: usize,
}

#[derive(Debug, Clone)]
pub struct PathRef {
    pub segments: Vec<String>,
    pub line: usize,
}

pub fn read(tokens: &[Token]) -> Body {
    let mut i = 0;
    body(tokens, &mut i, false)
}

fn ident(tokens: &[Token], i: usize) -> Option<&str> {
    match tokens.get(i).map(|t| &t.tok) {
        Some(Tok::Ident(name)) => Some(name),
        _ => None,
    }
}

fn punct(tokens: &[Token], i: usize, c: char) -> bool {
    matches!(tokens.get(i).map(|t| &t.tok), Some(Tok::Punct(p)) if *p == c)
}

fn body(tokens: &[Token], i: &mut usize, inline: bool) -> Body {
    let mut out = Body::default();
    while *i < tokens.len() {
        if inline && punct(tokens, *i, '}') {
            *i += 1;
            break;
        }
        let attrs = attributes(tokens, i);
        if *i >= tokens.len() {
            break;
        }
        if attrs.test {
            skip_item(tokens, i, None);
            continue;
        }
        let public = visibility(tokens, i);
        while matches!(
            ident(tokens, *i),
            Some("async" | "unsafe" | "extern" | "default" | "auto")
        ) || (ident(tokens, *i) == Some("const")
            && matches!(
                ident(tokens, *i + 1),
                Some("fn" | "unsafe" | "async" | "extern")
            ))
            || matches!(tokens.get(*i).map(|t| &t.tok), Some(Tok::Str(_)))
        {
            *i += 1;
        }
        match ident(tokens, *i) {
            Some("use") => {
                *i += 1;
                use_declaration(tokens, i, public, &mut out.uses);
            }
            Some("mod") if ident(tokens, *i + 1).is_some() => {
                let name = ident(tokens, *i + 1).unwrap().to_string();
                *i += 2;
                let inline = if punct(tokens, *i, '{') {
                    *i += 1;
                    Some(body(tokens, i, true))
                } else {
                    *i += 1;
                    None
                };
                out.defined.insert(name.clone());
                out.mods.push(ModDecl {
                    name,
                    path: attrs.path,
                    inline,
                });
            }
            Some("macro_rules") if punct(tokens, *i + 1, '!') => {
                if let Some(name) = ident(tokens, *i + 2) {
                    out.defined.insert(name.to_string());
                    if attrs.macro_export {
                        out.exported_macros.insert(name.to_string());
                    }
                }
                skip_item(tokens, i, Some(&mut out));
            }
            Some(
                kind @ ("fn" | "struct" | "enum" | "trait" | "type" | "const" | "static" | "union"),
            ) => {
                if let Some(name) = ident(tokens, *i + 1) {
                    out.defined.insert(name.to_string());
                }
                let to_semicolon = matches!(kind, "type" | "const" | "static");
                if to_semicolon {
                    skip_to_semicolon(tokens, i, &mut out);
                } else {
                    skip_item(tokens, i, Some(&mut out));
                }
            }
            _ => skip_item(tokens, i, Some(&mut out)),
        }
    }
    out
}

#[derive(Default)]
struct Attributes {
    test: bool,
    path: Option<String>,
    macro_export: bool,
}

/// Outer and inner attributes before an item, with `#[cfg(...)]` read by `test_only`.
fn attributes(tokens: &[Token], i: &mut usize) -> Attributes {
    let mut attrs = Attributes::default();
    while punct(tokens, *i, '#') {
        let mut j = *i + 1;
        if punct(tokens, j, '!') {
            j += 1;
        }
        if !punct(tokens, j, '[') {
            break;
        }
        let start = j;
        let end = group_end(tokens, j);
        let inside = &tokens[start + 1..end.saturating_sub(1).max(start + 1)];
        let names: Vec<&str> = inside
            .iter()
            .filter_map(|t| match &t.tok {
                Tok::Ident(name) => Some(name.as_str()),
                _ => None,
            })
            .collect();
        if names.first() == Some(&"cfg") {
            let mut k = 1;
            attrs.test |= test_only(inside, &mut k);
        }
        if names.first() == Some(&"macro_export") {
            attrs.macro_export = true;
        }
        if names == ["path"] {
            attrs.path = inside.iter().find_map(|t| match &t.tok {
                Tok::Str(text) => Some(text.clone()),
                _ => None,
            });
        }
        *i = end;
    }
    attrs
}

/// Whether the `cfg` predicate at `k` (inside `cfg(...)`) holds only in tests: `test`, an
/// `all(...)` with such a part, an `any(...)` of such parts. `not(...)` never is.
fn test_only(tokens: &[Token], k: &mut usize) -> bool {
    if punct(tokens, *k, '(') {
        *k += 1;
        let inner = test_only(tokens, k);
        *k += 1;
        return inner;
    }
    let Some(name) = ident(tokens, *k) else {
        *k += 1;
        return false;
    };
    *k += 1;
    if punct(tokens, *k, '=') {
        *k += 2;
        return false;
    }
    if !punct(tokens, *k, '(') {
        return name == "test";
    }
    *k += 1;
    let mut parts = Vec::new();
    while *k < tokens.len() && !punct(tokens, *k, ')') {
        parts.push(test_only(tokens, k));
        if punct(tokens, *k, ',') {
            *k += 1;
        }
    }
    *k += 1;
    match name {
        "all" => parts.contains(&true),
        "any" => !parts.is_empty() && parts.iter().all(|&p| p),
        _ => false,
    }
}

fn visibility(tokens: &[Token], i: &mut usize) -> bool {
    if ident(tokens, *i) != Some("pub") {
        return false;
    }
    *i += 1;
    if punct(tokens, *i, '(') {
        *i = group_end(tokens, *i);
    }
    true
}

/// The index after the bracket group that opens at `i`.
fn group_end(tokens: &[Token], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < tokens.len() {
        match tokens[i].tok {
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// Past an item that ends at a `;` or with its brace block, reading the paths inside it.
fn skip_item(tokens: &[Token], i: &mut usize, out: Option<&mut Body>) {
    let mut sink = Body::default();
    let out = out.unwrap_or(&mut sink);
    let mut depth = 0usize;
    while *i < tokens.len() {
        match tokens[*i].tok {
            Tok::Punct(';') if depth == 0 => {
                *i += 1;
                return;
            }
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(c @ (')' | ']' | '}')) => {
                depth = depth.saturating_sub(1);
                if depth == 0 && c == '}' {
                    *i += 1;
                    return;
                }
            }
            _ => {}
        }
        if depth > 0 || ident(tokens, *i) != Some("use") {
            read_path(tokens, i, out);
        } else {
            *i += 1;
        }
    }
}

fn skip_to_semicolon(tokens: &[Token], i: &mut usize, out: &mut Body) {
    let mut depth = 0usize;
    while *i < tokens.len() {
        match tokens[*i].tok {
            Tok::Punct(';') if depth == 0 => {
                *i += 1;
                return;
            }
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => depth = depth.saturating_sub(1),
            _ => {}
        }
        read_path(tokens, i, out);
    }
}

/// At `i`: a `use` inside a body, a path `a::b::c` starting with a lower-case name (a module,
/// maybe), or any other token; moves past what it read.
fn read_path(tokens: &[Token], i: &mut usize, out: &mut Body) {
    let starts_path = *i == 0 || tokens[*i - 1].tok != Tok::PathSep;
    match ident(tokens, *i) {
        Some("use") if starts_path => {
            *i += 1;
            use_declaration(tokens, i, false, &mut out.uses);
        }
        Some(first)
            if starts_path
                && tokens.get(*i + 1).map(|t| &t.tok) == Some(&Tok::PathSep)
                && first.starts_with(|c: char| c.is_lowercase() || c == '_') =>
        {
            let line = tokens[*i].line;
            let mut segments = vec![first.to_string()];
            *i += 1;
            while tokens.get(*i).map(|t| &t.tok) == Some(&Tok::PathSep) {
                match ident(tokens, *i + 1) {
                    Some(next) => {
                        segments.push(next.to_string());
                        *i += 2;
                    }
                    None => break,
                }
            }
            out.paths.push(PathRef { segments, line });
        }
        _ => *i += 1,
    }
}

/// After `use`: the tree up to its `;`, flattened into one import per leaf.
fn use_declaration(tokens: &[Token], i: &mut usize, public: bool, uses: &mut Vec<Use>) {
    let line = tokens.get(*i).map_or(0, |t| t.line);
    if tokens.get(*i).map(|t| &t.tok) == Some(&Tok::PathSep) {
        // `use ::name`: another crate.
        while *i < tokens.len() && !punct(tokens, *i, ';') {
            *i += 1;
        }
        *i += 1;
        return;
    }
    let mut leaves = Vec::new();
    use_tree(tokens, i, Vec::new(), &mut leaves);
    while *i < tokens.len() && !punct(tokens, *i, ';') {
        *i += 1;
    }
    *i += 1;
    for (segments, glob, name) in leaves {
        uses.push(Use {
            segments,
            glob,
            name,
            public,
            line,
        });
    }
}

type Leaf = (Vec<String>, bool, Option<String>);

fn use_tree(tokens: &[Token], i: &mut usize, mut prefix: Vec<String>, leaves: &mut Vec<Leaf>) {
    loop {
        if punct(tokens, *i, '*') {
            *i += 1;
            leaves.push((prefix, true, None));
            return;
        }
        if punct(tokens, *i, '{') {
            *i += 1;
            while *i < tokens.len() && !punct(tokens, *i, '}') {
                use_tree(tokens, i, prefix.clone(), leaves);
                if punct(tokens, *i, ',') {
                    *i += 1;
                }
            }
            *i += 1;
            return;
        }
        let Some(name) = ident(tokens, *i) else {
            return;
        };
        *i += 1;
        if tokens.get(*i).map(|t| &t.tok) == Some(&Tok::PathSep) {
            *i += 1;
            prefix.push(name.to_string());
            continue;
        }
        // `self` in braces imports the module the prefix names.
        let (segments, last) = if name == "self" {
            let last = prefix.last().cloned();
            (prefix, last)
        } else {
            prefix.push(name.to_string());
            (prefix, Some(name.to_string()))
        };
        let mut bound = last;
        if ident(tokens, *i) == Some("as") {
            bound = ident(tokens, *i + 1).map(str::to_string);
            *i += 2;
        }
        if bound.as_deref() == Some("_") {
            bound = None;
        }
        leaves.push((segments, false, bound));
        return;
    }
}
