//! Hostile input, seeded: every Hashi entry point that reads outside text is fed at least
//! 100,000 mutated inputs (byte flips, inserted tokens, deletions, duplicated slices,
//! truncations, splices) derived from real seeds: the packs, the coelho2019 benchmark files
//! when `../shared/benchmarks` exists, every writer's output, and saves of played games.
//! Nothing may panic, and what parses must round-trip (the oracles). The page's readers of
//! saves and pack files ([`plain_json`]) must also take exactly what serde's take.
//!
//! `HASHI_MUTATIONS=1000000 cargo test --release -p hashi-core --test integration mutation::` runs a
//! deeper pass (the count is per entry point); `MUTATION_SEED` changes the random stream.
//! `cargo fuzz` targets for the same entry points live in `fuzz/` at the workspace root.

use hashi_core::daily::{daily, Date};
use hashi_core::formats::{
    import, parse_has, parse_json, parse_kanpen, parse_matrix, parse_puzzlink, parse_task,
    parse_tatham, write_has, write_json, write_kanpen, write_matrix, write_puzzlink, write_task,
    write_tatham, Format,
};
use hashi_core::game::parse_action;
use hashi_core::ladder::{Climb, HintLevel};
use hashi_core::packs::{Pack, PackPuzzle};
use hashi_core::solver::{solve_within, Budget};
use hashi_core::{is_solved, Game, Mode, Move, MoveList, Pos, Puzzle, Save};
use mutation::{Mutator, Plan};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

/// Mutated inputs per entry point unless `HASHI_MUTATIONS` says otherwise.
const DEFAULT_MUTATIONS: usize = 100_000;
/// Islands above which a parsed puzzle is not handed to the solver.
const SOLVE_MAX_ISLANDS: usize = 64;
/// The small work budget the pipeline solves with.
const PIPELINE_WORK: u64 = 500;
/// Inputs longer than this are cut back, so duplications cannot grow without bound.
const MAX_LEN: usize = 8 * 1024;

/// Inputs known to panic in code this test does not own, excluded until fixed (each is
/// checked before use: a mutated input containing one is skipped). Empty: none found.
const KNOWN_PANICS: &[&str] = &[];

/// The regression inputs of the "Hostile input" issue, part of every seed pool too.
const SLOW_7X7: &str = "7x7:2333332344444334444433445453344444334444432333332";
const AMBIGUOUS_MATRIX: &str = "2 3 2\n1 0 1\n0 0 0\n";
const ONE_ROW_MATRIX: &str = "0 0 3\n";

fn mutations() -> usize {
    std::env::var("HASHI_MUTATIONS")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(DEFAULT_MUTATIONS)
}

fn base_seed() -> u64 {
    std::env::var("MUTATION_SEED")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0x48_4153_4849)
}

/// Tokens worth inserting: digits, huge and edge numbers, separators, quotes, braces,
/// the size `x`, newlines and non-ASCII.
const TOKENS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "8",
    "9",
    "100",
    "101",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999",
    "-1",
    "1e9",
    "0.5",
    "x",
    "X",
    "=x",
    ":",
    ",",
    ";",
    "=",
    "-",
    " ",
    "\t",
    "\n",
    "\r\n",
    "\n\n",
    "\"",
    "'",
    "{",
    "}",
    "[",
    "]",
    "{}",
    "[]",
    "null",
    "true",
    "\"id\":",
    "\"w\":",
    "\"islands\":",
    "\"version\":",
    "\"entries\":",
    "\"position\":",
    "\"kind\":\"hint\",",
    "a",
    "z",
    "{",
    "\\u0000",
    "\\",
    "é",
    "\u{0}",
    "\u{feff}",
    "🌉",
    // puzz.link's code: its long numbers, unknown numbers, runs, the kind and its separators.
    ".",
    "/",
    "?",
    "#",
    "&",
    "%",
    "+",
    "g",
    "-ff",
    "%fff",
    "hashikake/",
    "nurikabe/",
    "p?",
];

/// This suite's plan for the shared mutation engine.
fn plan() -> Plan {
    Plan {
        count: mutations(),
        seed: base_seed(),
        tokens: TOKENS,
        max_len: MAX_LEN,
        known_panics: KNOWN_PANICS,
    }
}

/// Runs `check` on the seeds and then mutated inputs, catching panics so the report names the
/// input.
fn run(name: &str, stream: u64, seeds: &[Vec<u8>], check: impl Fn(&str) -> bool) {
    mutation::run(&plan(), name, stream, seeds, check);
}

// ---------------------------------------------------------------------------------------------
// Seeds

fn pack_puzzles() -> Vec<(String, Puzzle)> {
    let packs = [
        include_str!("../../../../packs/easy.json"),
        include_str!("../../../../packs/medium.json"),
        include_str!("../../../../packs/hard.json"),
        include_str!("../../../../packs/expert.json"),
        include_str!("../../../../packs/extreme.json"),
    ];
    let mut out = Vec::new();
    for pack in packs {
        let doc: serde_json::Value = serde_json::from_str(pack).unwrap();
        for entry in doc["puzzles"].as_array().unwrap() {
            let id = entry["id"].as_str().unwrap().to_string();
            let task = entry["task"].as_str().unwrap();
            out.push((id, parse_task(task).unwrap()));
        }
    }
    out
}

/// A few coelho2019 `.has` files when `../shared/benchmarks` exists (a fresh clone lacks it).
fn benchmark_texts() -> Vec<String> {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks/coelho2019");
    let mut out = Vec::new();
    for folder in ["100", "200", "300", "400"] {
        let Ok(entries) = std::fs::read_dir(dir.join(folder)) else {
            continue;
        };
        let mut files: Vec<_> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "has"))
            .collect();
        files.sort();
        out.extend(
            files
                .iter()
                .take(3)
                .filter_map(|p| std::fs::read_to_string(p).ok()),
        );
    }
    out
}

/// Per format, the texts every seed puzzle is written as, plus the raw benchmark files.
struct Seeds {
    puzzles: Vec<Puzzle>,
    task: Vec<Vec<u8>>,
    json: Vec<Vec<u8>>,
    matrix: Vec<Vec<u8>>,
    has: Vec<Vec<u8>>,
    /// puzz.link links and Kanpen text of the standard puzzles.
    interop: Vec<Vec<u8>>,
    actions: Vec<Vec<u8>>,
    saves: Vec<Vec<u8>>,
    small: Vec<Vec<u8>>,
    /// Pack files (a month of dailies is one), cut short.
    packs: Vec<Vec<u8>>,
}

impl Seeds {
    fn all_formats(&self) -> Vec<Vec<u8>> {
        [
            &self.task,
            &self.json,
            &self.matrix,
            &self.has,
            &self.interop,
        ]
        .into_iter()
        .flatten()
        .cloned()
        .collect()
    }
}

fn seeds() -> &'static Seeds {
    static SEEDS: OnceLock<Seeds> = OnceLock::new();
    SEEDS.get_or_init(build_seeds)
}

fn build_seeds() -> Seeds {
    let mut named = pack_puzzles();
    let benchmarks = benchmark_texts();
    for (i, text) in benchmarks.iter().enumerate() {
        named.push((format!("coelho-{i}"), parse_has(text).unwrap()));
    }
    named.push(("slow-7x7".into(), parse_task(SLOW_7X7).unwrap()));
    named.push(("tiny".into(), parse_task("3x1:2a2").unwrap()));
    named.push(("square".into(), parse_task("3x3:3a3c3a3").unwrap()));

    let mut seeds = Seeds {
        puzzles: named.iter().map(|(_, p)| p.clone()).collect(),
        task: vec![
            SLOW_7X7.into(),
            b"1x1:1".to_vec(),
            b"26x1:z".to_vec(),
            // Tatham game IDs share the task string's shape, parameters before the colon.
            b"7x7i30e10m2d0:2c1c2d3g2a4a3c1g2d2c4a4".to_vec(),
            b"3x1m3L:AaA".to_vec(),
        ],
        json: vec![br#"{"w":3,"h":1,"islands":[{"r":0,"c":0,"target":1}]}"#.to_vec()],
        matrix: vec![
            AMBIGUOUS_MATRIX.into(),
            ONE_ROW_MATRIX.into(),
            b"2,0,2".to_vec(),
        ],
        has: benchmarks.iter().map(|t| t.clone().into_bytes()).collect(),
        // pzprjs's own example link, on other hosts too, and an answer-carrying Kanpen file.
        interop: vec![
            b"https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3".to_vec(),
            b"http://pzv.jp/p.html?hashikake_edit/5/5/4g2i3h23k3g1g3g4g3".to_vec(),
            b"hashikake/23/1/1zg1".to_vec(),
            b"2\n3\n1 . 1\n. . .\n1 0 1\n0 0 0\n".to_vec(),
        ],
        actions: vec![
            b"0,0-0,2=1;0,0-2,0=2".to_vec(),
            b"1,1-1,3=0".to_vec(),
            b"0,0-0,2=x;0,0-2,0=1".to_vec(),
        ],
        saves: vec![
            // A version 1 save: `puzzle` and `actions`, no version.
            br#"{"puzzle":"3x1:2a2","actions":["0,0-0,2=1","0,0-0,2=2"],"position":1}"#.to_vec(),
        ],
        small: Vec::new(),
        packs: pack_seeds(),
    };
    for (id, puzzle) in &named {
        seeds.task.push(write_task(puzzle).into_bytes());
        if let Ok(id) = write_tatham(puzzle) {
            seeds.task.push(id.into_bytes());
        }
        seeds.json.push(write_json(puzzle, Some(id)).into_bytes());
        seeds.matrix.push(write_matrix(puzzle).into_bytes());
        seeds.has.push(write_has(puzzle).into_bytes());
        if let (Ok(link), Ok(kanpen)) = (write_puzzlink(puzzle), write_kanpen(puzzle)) {
            seeds.interop.push(link.into_bytes());
            seeds.interop.push(kanpen.into_bytes());
        }
        if puzzle.width() <= 8 && puzzle.height() <= 8 {
            seeds.small.push(encode_small(puzzle));
        }
    }
    // Saves built by playing games: the solution placed in steps, with hints, undo, a reset
    // and a reveal, on the puzzles small enough to solve at once.
    for (i, puzzle) in seeds.puzzles.iter().take(40).enumerate() {
        let puzzle = Arc::new(puzzle.clone());
        let Ok(solution) = solve_within(&puzzle, 1, Budget::work(50_000)) else {
            continue;
        };
        let Some(state) = solution.solutions.first() else {
            continue;
        };
        let moves: Vec<Move> = (0..puzzle.edges().len())
            .filter(|&e| state.count(e) > 0)
            .map(|e| Move::on_edge(&puzzle, e, state.count(e)))
            .collect();
        let mut game = Game::new(puzzle.clone(), Mode::Strict);
        for chunk in moves.chunks(1 + i % 3) {
            let _ = game.play(chunk);
        }
        seeds.actions.push(game.position_text().into_bytes());
        seeds.saves.push(save_json(&game.save()));
        if i.is_multiple_of(2) {
            game.undo();
            game.undo();
            game.note_hint(Climb {
                from: None,
                to: HintLevel::Reason,
            });
            if let Some(mv) = moves.first() {
                let _ = game.play_hint(&[*mv]);
            }
            seeds.saves.push(save_json(&game.save()));
        }
        if i.is_multiple_of(3) {
            game.reset();
            let _ = game.reveal(state);
            seeds.saves.push(save_json(&game.save()));
        }
        for mv in moves.iter().take(3) {
            seeds.actions.push(mv.to_string().into_bytes());
        }
    }
    seeds.small.push(vec![2, 0, 0, 2, 2, 2]);
    seeds
}

fn save_json(save: &Save) -> Vec<u8> {
    plain_json::to_string(save).into_bytes()
}

/// Pack files as the page reads them (packs and months of dailies): each shipped pack cut to
/// its first two puzzles, so a mutation lands anywhere in a file of every shape.
fn pack_seeds() -> Vec<Vec<u8>> {
    let packs = [
        include_str!("../../../../packs/easy.json"),
        include_str!("../../../../packs/medium2.json"),
        include_str!("../../../../packs/extreme.json"),
    ];
    packs
        .iter()
        .map(|text| {
            let mut pack = Pack::from_json(text).unwrap();
            pack.puzzles.truncate(2);
            plain_json::to_string(&pack).into_bytes()
        })
        .collect()
}

/// A pack file as serde reads one: the reader the page had before its own, which the plain
/// reader must agree with.
#[derive(serde::Deserialize)]
struct SerdePack {
    difficulty: String,
    generator_version: u32,
    puzzles: Vec<PackPuzzle>,
}

/// Whether two scores are the same number, allowing the last places in which serde_json's
/// float reader (without its `float_roundtrip` feature) and the plain one may round apart.
fn same_score(a: f64, b: f64) -> bool {
    a == b || (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
}

/// A small puzzle from bytes: width and height 1-8, then (cell, number) pairs, each taken
/// modulo what fits; a repeated cell is dropped. The solver's fuzz target reads the same.
fn decode_small(bytes: &[u8]) -> Option<Puzzle> {
    let (&w, rest) = bytes.split_first()?;
    let (&h, rest) = rest.split_first()?;
    let (w, h) = (1 + usize::from(w % 8), 1 + usize::from(h % 8));
    let mut cells = vec![false; w * h];
    let mut islands = Vec::new();
    for pair in rest.chunks_exact(2) {
        let cell = usize::from(pair[0]) % (w * h);
        if !std::mem::replace(&mut cells[cell], true) {
            islands.push((Pos::new(cell / w, cell % w), 1 + u32::from(pair[1] % 8)));
        }
    }
    Puzzle::new(w, h, islands).ok()
}

fn encode_small(puzzle: &Puzzle) -> Vec<u8> {
    let mut out = vec![(puzzle.width() - 1) as u8, (puzzle.height() - 1) as u8];
    for island in puzzle.islands() {
        out.push((island.pos.r * puzzle.width() + island.pos.c) as u8);
        out.push(island.target - 1);
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Oracles

/// Every writer's output reads back as the same puzzle, directly and through `import`.
fn round_trips(puzzle: &Puzzle) {
    let task = write_task(puzzle);
    assert_eq!(parse_task(&task).as_ref(), Ok(puzzle), "task {task:?}");
    let json = write_json(puzzle, Some("id"));
    assert_eq!(
        parse_json(&json),
        Ok((Some("id".to_string()), puzzle.clone())),
        "json"
    );
    // puzz.link and Kanpen hold standard puzzles only, and say so for the others.
    match (write_puzzlink(puzzle), write_kanpen(puzzle)) {
        (Ok(link), Ok(kanpen)) => {
            assert!(puzzle.rules().is_standard());
            assert_eq!(parse_puzzlink(&link).as_ref(), Ok(puzzle), "{link:?}");
            assert_eq!(parse_kanpen(&kanpen).as_ref(), Ok(puzzle), "{kanpen:?}");
            assert_eq!(
                import(&link).map(|i| i.puzzle).as_ref(),
                Ok(puzzle),
                "{link:?}"
            );
            // Kanpen text is told from a matrix by its `.` water: a board with none is not.
            if puzzle.islands().len() < puzzle.width() * puzzle.height() {
                assert_eq!(
                    import(&kanpen).map(|i| i.puzzle).as_ref(),
                    Ok(puzzle),
                    "{kanpen:?}"
                );
            }
        }
        (Err(_), Err(_)) => assert!(!puzzle.rules().is_standard()),
        _ => panic!("puzz.link and Kanpen disagree on {puzzle:?}"),
    }
    if let Ok(id) = write_tatham(puzzle) {
        assert_eq!(parse_tatham(&id).as_ref(), Ok(puzzle), "tatham {id:?}");
        assert_eq!(import(&id).map(|i| i.puzzle).as_ref(), Ok(puzzle), "{id:?}");
    }
    for text in [&task, &json] {
        assert_eq!(
            import(text).map(|i| i.puzzle).as_ref(),
            Ok(puzzle),
            "import {text:?}"
        );
    }
    // The matrix and .has formats have no place for rules: they hold standard puzzles.
    if !puzzle.rules().is_standard() {
        return;
    }
    let matrix = write_matrix(puzzle);
    assert_eq!(parse_matrix(&matrix).as_ref(), Ok(puzzle), "matrix");
    let has = write_has(puzzle);
    assert_eq!(parse_has(&has).as_ref(), Ok(puzzle), "has");
    assert_eq!(
        import(&has).map(|i| i.puzzle).as_ref(),
        Ok(puzzle),
        "import {has:?}"
    );
}

/// A small-budget solve: whatever it finds must be a solution.
fn solve_checked(puzzle: &Puzzle, work: u64) {
    if let Ok(solution) = solve_within(puzzle, 2, Budget::work(work)) {
        assert!(solution.solutions.len() <= 2);
        for state in &solution.solutions {
            assert!(is_solved(puzzle, state), "a reported solution is not one");
        }
    }
}

/// The pipeline after a successful parse: round trip, then a small solve.
fn parsed(puzzle: &Puzzle) {
    round_trips(puzzle);
    if puzzle.islands().len() <= SOLVE_MAX_ISLANDS {
        solve_checked(puzzle, PIPELINE_WORK);
    }
}

// ---------------------------------------------------------------------------------------------
// Entry points

#[test]
fn import_survives_mutation() {
    let seeds = seeds();
    run("import", 1, &seeds.all_formats(), |text| {
        if let Ok(imported) = import(text) {
            let again = match imported.format {
                Format::Task => parse_task(text),
                Format::Json => parse_json(text).map(|(_, p)| p),
                Format::Matrix => parse_matrix(text),
                Format::Has => parse_has(text),
                Format::Tatham => parse_tatham(text),
                Format::PuzzLink => parse_puzzlink(text),
                Format::Kanpen => parse_kanpen(text),
            };
            assert_eq!(again.as_ref(), Ok(&imported.puzzle), "the detected parser");
            parsed(&imported.puzzle);
            return true;
        }
        false
    });
}

#[test]
fn task_parser_survives_mutation() {
    let seeds = seeds();
    run("parse_task", 2, &seeds.task, |text| {
        parse_task(text).map(|p| parsed(&p)).is_ok()
    });
}

#[test]
fn json_parser_survives_mutation() {
    let seeds = seeds();
    run("parse_json", 3, &seeds.json, |text| {
        if let Ok((id, p)) = parse_json(text) {
            let json = write_json(&p, id.as_deref());
            assert_eq!(parse_json(&json), Ok((id, p.clone())), "json with its id");
            parsed(&p);
            return true;
        }
        false
    });
}

#[test]
fn matrix_parser_survives_mutation() {
    let seeds = seeds();
    run("parse_matrix", 4, &seeds.matrix, |text| {
        parse_matrix(text).map(|p| parsed(&p)).is_ok()
    });
}

#[test]
fn has_parser_survives_mutation() {
    let seeds = seeds();
    run("parse_has", 5, &seeds.has, |text| {
        parse_has(text).map(|p| parsed(&p)).is_ok()
    });
}

/// Damaged puzz.link links and Kanpen files: refused with an error, or read as a puzzle that
/// round-trips; never a panic.
#[test]
fn puzzlink_and_kanpen_parsers_survive_mutation() {
    let seeds = seeds();
    run("parse_puzzlink", 11, &seeds.interop, |text| {
        parse_puzzlink(text).map(|p| parsed(&p)).is_ok()
    });
    run("parse_kanpen", 12, &seeds.interop, |text| {
        parse_kanpen(text).map(|p| parsed(&p)).is_ok()
    });
}

#[test]
fn move_and_action_text_survives_mutation() {
    let seeds = seeds();
    let puzzles: Vec<Arc<Puzzle>> = seeds
        .puzzles
        .iter()
        .take(40)
        .cloned()
        .map(Arc::new)
        .collect();
    let pick = std::sync::atomic::AtomicUsize::new(0);
    run("hashi move/action", 6, &seeds.actions, |text| {
        if let Ok(mv) = text.parse::<Move>() {
            assert_eq!(mv.to_string().parse::<Move>(), Ok(mv), "move text");
        }
        if let Ok(moves) = parse_action(text) {
            let list = MoveList(moves.clone());
            assert_eq!(
                parse_action(&list.to_string()),
                Ok(moves.clone()),
                "action text"
            );
            let n = pick.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let puzzle = &puzzles[n % puzzles.len()];
            let mode = if n.is_multiple_of(2) {
                Mode::Strict
            } else {
                Mode::Free
            };
            let mut game = Game::new(puzzle.clone(), mode);
            if game.play(&moves).is_ok() {
                // The position as a shared link opens to the same bridges.
                let mut other = Game::new(puzzle.clone(), Mode::Free);
                let shared = parse_action(&game.position_text()).expect("position text");
                other.open_shared(&shared).expect("own position opens");
                assert_eq!(other.state(), game.state(), "shared position");
                let restored = Game::restore(&game.save(), mode).expect("own save");
                assert_eq!(restored, game, "save after play");
            }
            let _ = game.play_position(&moves);
            let _ = game.open_shared(&moves);
            return true;
        }
        false
    });
}

#[test]
fn daily_dates_survive_mutation() {
    // The date comes from the address bar (/hashi/daily/YYYY-MM-DD).
    let seeds: Vec<Vec<u8>> = [
        "2026-11-23",
        "2024-02-29",
        "1999-12-31",
        "0001-01-01",
        "9999-12-31",
    ]
    .iter()
    .map(|d| d.as_bytes().to_vec())
    .collect();
    run("daily date", 8, &seeds, |text| match text.parse::<Date>() {
        Ok(date) => {
            assert_eq!(date.to_string().parse::<Date>(), Ok(date), "date text");
            assert_eq!(date.next().previous(), date, "next and previous");
            let spec = daily(date);
            assert!(spec.width >= 10 && spec.height >= 10, "a daily size");
            true
        }
        Err(e) => {
            assert!(!e.to_string().is_empty(), "a reason");
            false
        }
    });
}

#[test]
fn pack_files_survive_mutation() {
    let seeds = seeds();
    run("pack file", 8, &seeds.packs, |text| {
        let mine = Pack::from_json(text);
        let theirs = serde_json::from_str::<SerdePack>(text);
        assert_eq!(
            mine.is_ok(),
            theirs.is_ok(),
            "the two readers disagree: {mine:?}"
        );
        let (Ok(pack), Ok(theirs)) = (mine, theirs) else {
            return false;
        };
        assert_eq!(
            (&pack.difficulty, pack.generator_version, pack.puzzles.len()),
            (
                &theirs.difficulty,
                theirs.generator_version,
                theirs.puzzles.len()
            )
        );
        let same_puzzles = |ours: &[PackPuzzle], others: &[PackPuzzle]| {
            for (a, b) in ours.iter().zip(others) {
                assert!(same_score(a.rating.score, b.rating.score), "{a:?} {b:?}");
                let mut b = b.clone();
                b.rating.score = a.rating.score;
                assert_eq!(*a, b);
            }
        };
        same_puzzles(&pack.puzzles, &theirs.puzzles);
        // Written and read again: the same pack (a score of more digits than a float holds
        // exactly may come back a unit of its last place apart, as with serde's reader).
        let again = Pack::from_json(&plain_json::to_string(&pack)).expect("written again");
        same_puzzles(&pack.puzzles, &again.puzzles);
        true
    });
}

#[test]
fn saves_survive_mutation() {
    let seeds = seeds();
    run("hashi save", 7, &seeds.saves, |text| {
        // The page's reader, held to serde's (which the backup uses) on every input.
        let read = plain_json::from_str::<Save>(text);
        assert_eq!(
            read.as_ref().ok(),
            serde_json::from_str::<Save>(text).ok().as_ref(),
            "the two readers disagree"
        );
        let Ok(save) = read else {
            assert!(!read.unwrap_err().to_string().is_empty(), "a reason");
            return false;
        };
        if let Ok(game) = Game::restore(&save, Mode::Free) {
            let again = game.save();
            assert_eq!(
                Game::restore(&again, Mode::Free).as_ref(),
                Ok(&game),
                "restore"
            );
            let json = plain_json::to_string(&again);
            assert_eq!(json, serde_json::to_string(&again).unwrap(), "save JSON");
            assert_eq!(
                plain_json::from_str::<Save>(&json),
                Ok(again.clone()),
                "save JSON"
            );
            assert_eq!(
                Game::restore_for(game.puzzle().clone(), &save, Mode::Strict).map(|g| g.save()),
                Ok(again),
                "restore_for"
            );
            return true;
        }
        false
    });
}

#[test]
fn solver_survives_small_mutated_boards() {
    let seeds = seeds();
    let run_small = |bytes: &[u8]| {
        if let Some(p) = decode_small(bytes) {
            round_trips(&p);
            solve_checked(&p, PIPELINE_WORK);
        }
    };
    // The text runner works on strings; the solver reads bytes, so it gets its own loop.
    let plan = plan();
    let count = plan.count;
    let mut mutator = Mutator::new(&plan, 8);
    let started = std::time::Instant::now();
    let mut puzzles = 0usize;
    for i in 0..count + seeds.small.len() {
        let bytes = match seeds.small.get(i) {
            Some(seed) => seed.clone(),
            None => mutator.bytes(&seeds.small),
        };
        puzzles += usize::from(decode_small(&bytes).is_some());
        if catch_unwind(AssertUnwindSafe(|| run_small(&bytes))).is_err() {
            panic!("solve_small: bytes {bytes:?} panicked or broke an oracle");
        }
    }
    eprintln!(
        "mutation solve_small: {} inputs ({puzzles} puzzles) in {:.2?}",
        count + seeds.small.len(),
        started.elapsed()
    );
}

// ---------------------------------------------------------------------------------------------
// Regressions

#[test]
fn the_slow_7x7_gives_up_or_has_no_solution_quickly() {
    let puzzle = parse_task(SLOW_7X7).unwrap();
    let started = std::time::Instant::now();
    match solve_within(&puzzle, 2, Budget::work(2_000)) {
        Ok(solution) => assert!(solution.solutions.is_empty(), "it has no solution"),
        Err(_gave_up) => {}
    }
    assert!(
        started.elapsed() < std::time::Duration::from_secs(5),
        "took {:?}",
        started.elapsed()
    );
}

#[test]
fn an_ambiguous_three_by_three_reads_as_a_matrix() {
    let imported = import(AMBIGUOUS_MATRIX).unwrap();
    assert_eq!(imported.format, Format::Matrix);
    assert_eq!((imported.puzzle.width(), imported.puzzle.height()), (3, 3));
    assert_eq!(imported.puzzle.islands().len(), 5);
}

#[test]
fn a_one_row_matrix_is_not_a_has_header() {
    let imported = import(ONE_ROW_MATRIX).unwrap();
    assert_eq!(imported.puzzle, parse_task("3x1:b3").unwrap());
}
