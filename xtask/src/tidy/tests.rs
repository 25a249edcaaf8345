//! The architecture test on this repository, and its reader and rules on the fixture trees
//! under `fixtures/` (a circle found and named, a clean tree passing, an oversize file).

use super::*;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/tidy/fixtures")
        .join(name)
}

fn rules(max_lines: usize, oversize: &'static [(&'static str, usize)]) -> Rules<'static> {
    Rules {
        packages: vec![PathBuf::from(".")],
        forbidden: FORBIDDEN,
        doors: &[],
        max_lines,
        oversize,
        circles: &[],
    }
}

/// Every edge of a fixture's graph as `from -> to`.
fn edges(name: &str) -> Vec<String> {
    let graph = graph::read(&fixture(name), &[PathBuf::from(".")]);
    let mut all = Vec::new();
    for (from, targets) in &graph.edges {
        for to in targets.keys() {
            all.push(format!(
                "{} -> {}",
                graph.files[*from].path, graph.files[*to].path
            ));
        }
    }
    all.sort();
    all
}

#[test]
fn the_house_keeps_its_shape() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let problems = check(root, &house(root));
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n"));
}

#[test]
fn a_circle_is_found_and_its_files_named() {
    let problems = check(&fixture("circle"), &rules(500, &[]));
    assert_eq!(problems.len(), 1, "{problems:#?}");
    let circle = &problems[0];
    assert!(
        circle.starts_with("import circle between 3 files: src/a.rs, src/b.rs, src/c.rs\n"),
        "{circle}"
    );
    for step in [
        "src/a.rs:1 `crate::b::B` -> src/b.rs",
        "src/b.rs:1 `super::c::C` -> src/c.rs",
        "src/c.rs:3 `crate::a::A` -> src/a.rs",
    ] {
        assert!(circle.contains(step), "{step} missing from {circle}");
    }
}

#[test]
fn an_allowed_circle_passes_only_as_it_is() {
    let ring = Rules {
        circles: &[&["src/c.rs", "src/a.rs", "src/b.rs"]],
        ..rules(500, &[])
    };
    assert!(check(&fixture("circle"), &ring).is_empty());
    let part = Rules {
        circles: &[&["src/a.rs", "src/b.rs"]],
        ..rules(500, &[])
    };
    let problems = check(&fixture("circle"), &part);
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(problems[0].starts_with("import circle between 3 files"));
    assert_eq!(
        problems[1],
        "the allowed circle src/a.rs, src/b.rs is gone (or changed): take it off the list"
    );
}

#[test]
fn a_re_export_is_read_through_and_tests_are_left_out() {
    let edges = edges("circle");
    assert!(edges.contains(&"src/shapes/round.rs -> src/shapes/square.rs".to_string()));
    assert!(!edges.iter().any(|e| e.starts_with("src/shapes/mod.rs")));
    assert!(!edges.contains(&"src/d.rs -> src/a.rs".to_string()));
}

#[test]
fn a_clean_tree_passes() {
    assert_eq!(
        check(&fixture("clean"), &rules(500, &[])),
        Vec::<String>::new()
    );
}

#[test]
fn every_layout_of_the_clean_tree_is_followed() {
    let edges = edges("clean");
    let expected = [
        // `#[path]`, and an imported name used in code.
        "src/main.rs -> src/elsewhere.rs",
        "src/main.rs -> src/parts.rs",
        "src/main.rs -> src/tools/mod.rs",
        // An exported macro, named from the crate root.
        "src/elsewhere.rs -> src/tools/mod.rs",
        "src/elsewhere.rs -> src/parts.rs",
        // `foo.rs` beside `foo/`, and a path through a child module.
        "src/parts.rs -> src/parts/wheel.rs",
        // `{self, Size}`, and `measure::standard` through the imported module.
        "src/parts/wheel.rs -> src/tools/measure.rs",
        // A `use` inside a function.
        "src/tools/measure.rs -> src/tools/mod.rs",
    ];
    let mut expected = expected.map(String::from).to_vec();
    expected.sort();
    assert_eq!(edges, expected);
}

#[test]
fn a_shell_file_reaching_a_game_is_named_with_the_way_there() {
    let problems = check(&fixture("floors"), &rules(500, &[]));
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert_eq!(
        problems[0],
        "src/shell/notices.rs reaches src/hashi/mod.rs (the shell and i18n sit below the games and know neither):\n    \
         src/shell/notices.rs:2 `crate::worker::client::Job` -> src/worker/client.rs\n    \
         src/worker/client.rs:1 `crate::hashi::Puzzle` -> src/hashi/mod.rs"
    );
}

#[test]
fn an_oversize_file_is_flagged_and_the_list_only_shrinks() {
    // `src/main.rs` of the clean tree has 19 lines, `src/tools/mod.rs` 20.
    let problems = check(&fixture("clean"), &rules(19, &[]));
    assert_eq!(
        problems,
        ["src/tools/mod.rs has 20 lines, over 19: split it by purpose"]
    );
    let problems = check(&fixture("clean"), &rules(19, &[("src/tools/mod.rs", 20)]));
    assert!(problems.is_empty(), "{problems:#?}");
    let problems = check(&fixture("clean"), &rules(18, &[("src/tools/mod.rs", 19)]));
    assert_eq!(
        problems,
        [
            "src/main.rs has 19 lines, over 18: split it by purpose",
            "src/tools/mod.rs has 20 lines, over its allowed 19 (and the rule's 18)"
        ]
    );
    let problems = check(&fixture("clean"), &rules(25, &[("src/tools/mod.rs", 20)]));
    assert_eq!(
        problems,
        ["src/tools/mod.rs has 20 lines now: take it off the oversize list"]
    );
}

#[test]
fn strings_comments_and_characters_are_not_read_as_paths() {
    let body = items::read(&lex::tokens(
        "// crate::a::B\n/* crate::c /* nested */ crate::d */\nfn f() { let _ = (\"crate::e\", '\\'', r#\"crate::g\"#, b'x'); crate::h::I }",
    ));
    let paths: Vec<String> = body.paths.iter().map(|p| p.segments.join("::")).collect();
    assert_eq!(paths, ["crate::h::I"]);
}

#[test]
fn a_door_is_the_only_way_in() {
    // In the clean tree `src/elsewhere.rs` and `src/main.rs` import `src/parts.rs`.
    const DOORS: &[Door] = &[Door {
        from: &["src/"],
        unless_from: &["src/main.rs"],
        to: &["src/parts.rs"],
        unless_to: &[],
        words: &["wheel::"],
        why: "parts come through main",
    }];
    let rules = Rules {
        doors: DOORS,
        ..rules(500, &[])
    };
    let problems = check(&fixture("clean"), &rules);
    assert!(!problems.is_empty(), "the door is kept");
    assert!(
        problems.iter().any(|p| p.starts_with("src/elsewhere.rs:")
            && p.contains("-> src/parts.rs (parts come through main)")),
        "{problems:#?}"
    );
    assert!(
        problems.iter().all(|p| !p.starts_with("src/main.rs")),
        "{problems:#?}"
    );
}
