//! Golden tests: the `hashi` binary's output and exit codes for fixed inputs.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn golden(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name)
}

fn hashi(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hashi"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    // A command that does not read its input may exit before it is written: a broken pipe
    // then is no failure of the command.
    if let Err(e) = pipe.write_all(stdin.unwrap_or("").as_bytes()) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    drop(pipe);
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn check_describes_a_puzzle() {
    let path = golden("sample.txt");
    let out = hashi(&["check", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        format!(
            "{}: 7x5 (matrix), 14 islands, 17 candidate edges, 3 crossing pairs\n",
            path.display()
        )
    );
}

#[test]
fn check_reads_standard_input_and_reports_errors_with_position() {
    let out = hashi(&["check", "-"], Some("3x1:2a9"));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: -: task string input, character 6: island at row 1, column 3 has number 9: island numbers are 1 to 8 (more bridges per pair allow larger numbers)\n"
    );
}

#[test]
fn check_of_a_missing_file_is_bad_input() {
    let out = hashi(&["check", "/nonexistent/puzzle.txt"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot read"));
}

#[test]
fn convert_writes_every_format_and_they_round_trip() {
    let path = golden("sample.txt");
    let task = hashi(&["convert", path.to_str().unwrap(), "--to", "task"], None);
    assert_eq!(task.status.code(), Some(0));
    assert_eq!(
        text(&task.stdout),
        std::fs::read_to_string(golden("sample.task")).unwrap()
    );
    let json = hashi(&["convert", "-", "--to", "json"], Some(&text(&task.stdout)));
    assert_eq!(
        text(&json.stdout),
        std::fs::read_to_string(golden("sample.json")).unwrap()
    );
    let matrix = hashi(
        &["convert", "-", "--to", "matrix"],
        Some(&text(&json.stdout)),
    );
    assert_eq!(
        text(&matrix.stdout),
        std::fs::read_to_string(&path).unwrap()
    );
    let has = hashi(
        &["convert", "-", "--to", "has"],
        Some(&text(&matrix.stdout)),
    );
    assert!(text(&has.stdout).starts_with("5 7 14\n"));
}

/// pzprjs's own Hashi example (robx/pzprjs, `test/script/hashikake.js`, `url:
/// "5/5/4g2i3h23k3g1g3g4g3"`) as a puzz.link link and as Kanpen text, written by hand from
/// their encodings, and the task string of the same board.
#[test]
fn convert_writes_and_reads_puzzlink_and_kanpen() {
    let task = golden("pzprjs.task");
    for (to, file) in [("puzzlink", "pzprjs.puzzlink"), ("kanpen", "pzprjs.kanpen")] {
        let out = hashi(&["convert", task.to_str().unwrap(), "--to", to], None);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), golden_text(file), "--to {to}");
        // And back: each is read as the same puzzle.
        let back = hashi(&["convert", "-", "--to", "task"], Some(&text(&out.stdout)));
        assert_eq!(text(&back.stdout), golden_text("pzprjs.task"), "from {to}");
        let check = hashi(&["check", "-"], Some(&text(&out.stdout)));
        let format = if to == "puzzlink" {
            "puzz.link"
        } else {
            "Kanpen"
        };
        assert!(
            text(&check.stdout).contains(&format!("({format})")),
            "{}",
            text(&check.stdout)
        );
    }
}

#[test]
fn convert_refuses_variants_and_damaged_links_for_puzzlink_and_kanpen() {
    for to in ["puzzlink", "kanpen"] {
        let out = hashi(&["convert", "-", "--to", to], Some("3x3t:2a2c2a2"));
        assert_eq!(out.status.code(), Some(2));
        assert!(
            text(&out.stderr).contains("standard rules only"),
            "{}",
            text(&out.stderr)
        );
    }
    let out = hashi(
        &["convert", "-", "--to", "task"],
        Some("https://puzz.link/p?hashikake/3/1/2.2"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: -: puzz.link input, character 35: this island's number is unknown, and a puzzle with unknown numbers cannot be played here\n"
    );
    let out = hashi(&["check", "-"], Some("2\n3\n1 . 9\n. . 1\n"));
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr)
        .contains("Kanpen input, line 3, column 5: this island's number is unknown"));
}

fn golden_text(name: &str) -> String {
    std::fs::read_to_string(golden(name)).unwrap()
}

/// Runs from the golden folder so file names in the output are stable.
fn hashi_in_golden(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hashi"))
        .args(args)
        .current_dir(golden(""))
        .output()
        .unwrap()
}

#[test]
fn solve_draws_the_unique_solution() {
    let out = hashi_in_golden(&["solve", "starter.task"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), golden_text("starter.solve.txt"));
}

#[test]
fn solve_json_reports_status_and_bridges() {
    let out = hashi_in_golden(&["solve", "--json", "starter.task"]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["file"], "starter.task");
    assert_eq!(v["status"], "unique");
    let bridges = v["solutions"][0]["bridges"].as_array().unwrap();
    assert_eq!(bridges.len(), 12);
    assert_eq!(
        bridges[0],
        serde_json::json!({"a": [0, 0], "b": [0, 3], "count": 2})
    );
    assert!(v["ms"].as_f64().unwrap() >= 0.0);
}

#[test]
fn solve_exit_codes_tell_none_and_several() {
    let none = hashi(&["solve", "--json", "-"], Some("3x1:1a2"));
    assert_eq!(none.status.code(), Some(3));
    let v: serde_json::Value = serde_json::from_slice(&none.stdout).unwrap();
    assert_eq!(v["status"], "none");
    assert_eq!(v["solutions"].as_array().unwrap().len(), 0);

    let several = hashi(&["solve", "--json", "-"], Some("3x3:3a3c3a3"));
    assert_eq!(several.status.code(), Some(4));
    let v: serde_json::Value = serde_json::from_slice(&several.stdout).unwrap();
    assert_eq!(v["status"], "several");
    let solutions = v["solutions"].as_array().unwrap();
    assert_eq!(solutions.len(), 2);
    assert_ne!(solutions[0], solutions[1]);

    let bad = hashi(&["solve", "-"], Some("3x1:2a"));
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("character"));
}

#[test]
fn rate_prints_score_band_and_techniques() {
    let out = hashi_in_golden(&["rate", "starter.task"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), golden_text("starter.rate.txt"));
}

#[test]
fn hint_names_a_step_or_a_mistake() {
    let out = hashi_in_golden(&["hint", "starter.task"]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("technique: "), "{stdout}");
    assert!(stdout.contains("moves: "), "{stdout}");

    let out = hashi_in_golden(&["hint", "starter.task", "--moves", "0,3-0,6=2"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("mistake: 0,3-0,6"));

    let out = hashi_in_golden(&["hint", "starter.task", "--moves", "0,0-6,6=1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("move 1"));
}

#[test]
fn hint_json_gives_the_step_its_reason_and_moves() {
    let out = hashi(&["hint", "-", "--json"], Some("3x1:2a2"));
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["kind"], "step");
    assert_eq!(v["technique"], "capacity");
    assert_eq!(
        v["text"],
        "Capacity: The 2 at row 1, column 1 can take exactly two bridges from its neighbours, so it needs every one of them."
    );
    assert_eq!(v["moves"], serde_json::json!(["0,0-0,2=2"]));
    assert_eq!(
        v["reason"],
        serde_json::json!({"kind": "exactly-enough", "island": {"r": 0, "c": 0}, "target": 2})
    );
    assert_eq!(v["islands"], serde_json::json!([{"r": 0, "c": 0}]));
    assert_eq!(
        v["edges"],
        serde_json::json!([[{"r": 0, "c": 0}, {"r": 0, "c": 2}]])
    );
}

#[test]
fn hint_json_names_mistakes_and_leaves_out_what_does_not_apply() {
    let out = hashi_in_golden(&["hint", "starter.task", "--moves", "0,3-0,6=2", "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["kind"], "mistakes");
    assert_eq!(
        v["edges"],
        serde_json::json!([[{"r": 0, "c": 3}, {"r": 0, "c": 6}]])
    );
    assert!(v["text"]
        .as_str()
        .unwrap()
        .contains("row 1, column 4 and row 1, column 7"));
    for absent in ["technique", "reason", "moves", "islands"] {
        assert!(v.get(absent).is_none(), "{absent} in {v}");
    }

    let out = hashi(&["hint", "-", "--json"], Some("3x3:3a3c3a3"));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["kind"], "unsolvable");
    assert_eq!(v["solutions"], "several");
}

/// The sentence every searching command ends with when its budget runs out.
fn gave_up_sentence(work: u64) -> String {
    format!("gave up after {work} work units: this puzzle is too hard to settle within the budget; raise --budget")
}

#[test]
fn solve_that_runs_out_of_budget_exits_5_and_says_so() {
    let out = hashi_in_golden(&["solve", "--budget", "0", "starter.task"]);
    assert_eq!(out.status.code(), Some(5));
    assert_eq!(text(&out.stdout), "starter.task: gave up\n");
    assert_eq!(
        text(&out.stderr),
        format!("error: starter.task: {}\n", gave_up_sentence(1))
    );

    let out = hashi_in_golden(&["solve", "--json", "--budget", "0", "starter.task"]);
    assert_eq!(out.status.code(), Some(5));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["status"], "gave-up");
    assert_eq!(v["work"], 1);
    assert_eq!(v["solutions"], serde_json::json!([]));

    // The same puzzle within the default budget, or none at all, is settled.
    for budget in [None, Some("unlimited"), Some("1_000")] {
        let mut args = vec!["solve", "--json", "starter.task"];
        args.extend(budget.iter().flat_map(|b| ["--budget", b]));
        let out = hashi_in_golden(&args);
        assert_eq!(out.status.code(), Some(0), "{budget:?}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["status"], "unique");
        assert!(v["work"].as_u64().unwrap() > 0);
    }

    let bad = hashi(&["solve", "--budget", "lots", "-"], Some("3x1:2a2"));
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("not a budget"));
}

#[test]
fn rate_and_hint_that_run_out_of_budget_exit_5_and_say_so() {
    let out = hashi_in_golden(&["rate", "--budget", "0", "starter.task"]);
    assert_eq!(out.status.code(), Some(5));
    assert_eq!(
        text(&out.stderr),
        format!("error: starter.task: {}\n", gave_up_sentence(1))
    );

    let out = hashi_in_golden(&["hint", "--budget", "0", "starter.task"]);
    assert_eq!(out.status.code(), Some(5));
    assert_eq!(
        text(&out.stdout),
        "This puzzle is too large to check here.\n"
    );
    assert_eq!(
        text(&out.stderr),
        format!("error: starter.task: {}\n", gave_up_sentence(1))
    );

    let out = hashi_in_golden(&["hint", "--json", "--budget", "0", "starter.task"]);
    assert_eq!(out.status.code(), Some(5));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["kind"], "gave-up");
    assert_eq!(v["solutions"], "gave-up");
    assert_eq!(v["text"], "This puzzle is too large to check here.");
}

#[test]
fn the_reported_hostile_puzzles_are_answered_at_once() {
    for task in [
        "7x7:2333332344444334444433445453344444334444432333332",
        "9x9:233333332344444443344444443344444443344454543344444443344444443344444443233333332",
        &format!("11x11:{}", "2".repeat(121)),
    ] {
        for command in ["solve", "rate"] {
            let start = std::time::Instant::now();
            let out = hashi(&[command, "-"], Some(task));
            assert_eq!(out.status.code(), Some(3), "{command} {task}");
            assert!(start.elapsed() < std::time::Duration::from_secs(5));
        }
        let out = hashi(&["hint", "-"], Some(task));
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(
            text(&out.stdout),
            "This puzzle has no solution, so there is no hint to give.\n"
        );
    }
}

#[test]
fn help_lists_the_exit_statuses() {
    let out = hashi(&["--help"], None);
    assert_eq!(out.status.code(), Some(0));
    let help = text(&out.stdout);
    for line in ["2  bad input", "3  a puzzle has no solution", "5  gave up"] {
        assert!(help.contains(line), "{line} in {help}");
    }
    let out = hashi(&["solve", "--help"], None);
    assert!(text(&out.stdout).contains("--budget <BUDGET>"));
    assert!(text(&out.stdout).contains("[default: 3000000]"));
}

#[test]
fn drill_prints_the_apps_drill_for_a_seed() {
    let out = hashi(
        &["drill", "--technique", "isolation", "--seed", "0", "--json"],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let data: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(data["technique"], "isolation");
    assert!(!data["forced"].as_array().unwrap().is_empty());
    assert!(data["reason"].as_str().unwrap().starts_with("Isolation: "));
    // What it teaches, as data: the isolation argument, pairs named by their ends.
    assert_eq!(data["teaching"]["technique"], "isolation");
    assert_eq!(data["teaching"]["key"]["kind"], "would-isolate");
    assert_eq!(data["teaching"]["key"]["edge"].as_array().unwrap().len(), 2);
    let out = hashi(&["drill", "--technique", "guessing"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("`guessing` is not a technique"));
}

/// A generated puzzle under `rules` as a task string.
fn gen_task(rules: &str, seed: &str) -> String {
    let out = hashi(
        &[
            "gen",
            "--difficulty",
            "easy",
            "--seed",
            seed,
            "--rules",
            rules,
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    text(&out.stdout)
}

#[test]
fn gen_makes_puzzles_under_other_rules_as_task_strings_by_default() {
    let task = gen_task("m4L", "3");
    assert!(task.starts_with("7x7m4L:"), "{task}");
    assert_eq!(gen_task("m4L", "3"), task, "the same seed, the same puzzle");
    assert!(gen_task("t", "3").starts_with("7x7t:"));
    // The standard rules still print a matrix.
    let standard = hashi(
        &["gen", "--difficulty", "easy", "--rules", "standard"],
        None,
    );
    assert_eq!(
        text(&standard.stdout),
        text(&hashi(&["gen", "--difficulty", "easy"], None).stdout)
    );
    let json = hashi(
        &[
            "gen",
            "--difficulty",
            "easy",
            "--rules",
            "m3w",
            "--format",
            "json",
        ],
        None,
    );
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["rules"]["max_bridges"], 3);
    assert_eq!(v["rules"]["wrap"], "cylinder");
}

#[test]
fn bad_rules_are_bad_input_with_the_reason() {
    let out = hashi(&["gen", "--rules", "m5"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("`m5` is not a rule set") && err.contains("1 to 4"),
        "{err}"
    );
    let out = hashi(&["bench-gen", "--rules", "q", "-n", "1"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("not a rule"));
    // A matrix has no place for the rules.
    let out = hashi(&["gen", "--rules", "m4", "--format", "matrix"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--format task"));
}

#[test]
fn bench_gen_times_by_the_threads_cpu_time_when_asked() {
    let out = hashi(
        &[
            "bench-gen",
            "--cpu",
            "--difficulty",
            "easy",
            "--size",
            "9x9",
            "-n",
            "3",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let line = text(&out.stdout);
    assert!(
        line.starts_with("9x9 easy: 3 puzzles (0 failed), median "),
        "{line}"
    );
    assert!(line.trim_end().ends_with("(CPU time)"), "{line}");
    // Each puzzle took some CPU time: the clock moves within a puzzle, not only at ticks.
    let median: f64 = line
        .split("median ")
        .nth(1)
        .and_then(|rest| rest.split(" ms").next())
        .and_then(|ms| ms.parse().ok())
        .unwrap_or(0.0);
    assert!(median > 0.0, "{line}");
    let table = hashi(
        &[
            "bench-gen",
            "--cpu",
            "--table",
            "--sizes",
            "7",
            "--bands",
            "easy",
            "-n",
            "1",
        ],
        None,
    );
    assert_eq!(table.status.code(), Some(0), "{}", text(&table.stderr));
    assert!(text(&table.stdout).starts_with("Times are the generating thread's CPU time.\n"));
}

#[test]
fn bench_gen_times_every_rule_set() {
    let out = hashi(
        &[
            "bench-gen",
            "--rules",
            "all",
            "--difficulty",
            "easy",
            "--size",
            "7x7",
            "-n",
            "2",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let lines: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    assert_eq!(lines.len(), 24);
    assert!(lines[0].starts_with("7x7 easy standard: 2 puzzles (0 failed), median"));
    assert!(lines
        .iter()
        .any(|l| l.starts_with("7x7 easy m4Lt: 2 puzzles")));
    let one = hashi(
        &[
            "bench-gen",
            "--rules",
            "m3",
            "-n",
            "1",
            "--difficulty",
            "easy",
        ],
        None,
    );
    assert!(text(&one.stdout).starts_with("7x7 easy m3: 1 puzzles"));
}

#[test]
fn every_command_reads_the_rules_a_puzzle_carries() {
    let task = gen_task("m4L", "5");
    let check = hashi(&["check", "-"], Some(&task));
    assert_eq!(check.status.code(), Some(0));
    assert!(
        text(&check.stdout).contains(", rules m4L (up to 4 bridges per pair, no loops)"),
        "{}",
        text(&check.stdout)
    );
    let solve = hashi(&["solve", "--json", "-"], Some(&task));
    assert_eq!(solve.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&solve.stdout).unwrap();
    assert_eq!(
        (v["status"].as_str(), v["rules"].as_str()),
        (Some("unique"), Some("m4L"))
    );
    let drawn = hashi(&["solve", "-"], Some(&task));
    assert!(text(&drawn.stdout).contains("unique solution"));
    let rate = hashi(&["rate", "-"], Some(&task));
    assert_eq!(rate.status.code(), Some(0));
    assert!(text(&rate.stdout).contains("band easy") && text(&rate.stdout).contains("rules m4L"));
    let hint = hashi(&["hint", "--json", "-"], Some(&task));
    let v: serde_json::Value = serde_json::from_slice(&hint.stdout).unwrap();
    assert_eq!(
        (v["kind"].as_str(), v["rules"].as_str()),
        (Some("step"), Some("m4L"))
    );
    let json = hashi(&["convert", "--to", "json", "-"], Some(&task));
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["rules"]["loops"], false);
    // And back from JSON, the rules kept.
    let back = hashi(&["convert", "--to", "task", "-"], Some(&text(&json.stdout)));
    assert_eq!(text(&back.stdout), task);
    let tatham = hashi(&["convert", "--to", "tatham", "-"], Some(&task));
    assert!(text(&tatham.stdout).starts_with("7x7m4L:"));
    // The standard rules say nothing new in JSON bridges: no `wraps` on a flat board.
    assert!(!text(&solve.stdout).contains("wraps"));
}

#[test]
fn bridges_across_a_seam_say_so() {
    // Some torus puzzle among a few seeds has a bridge across a seam.
    let wraps = (0..10).any(|seed| {
        let task = gen_task("t", &seed.to_string());
        let solve = hashi(&["solve", "--json", "-"], Some(&task));
        assert_eq!(solve.status.code(), Some(0), "{task}");
        text(&solve.stdout).contains("\"wraps\":true")
    });
    assert!(wraps);
}

#[test]
fn info_lists_the_rule_variants() {
    let out = hashi(&["info"], None);
    let info = text(&out.stdout);
    for needle in [
        "mN",
        "no loops",
        "cylinder",
        "torus",
        "?rules=m4L",
        "7x7m4L:",
        "m4Lt",
    ] {
        assert!(info.contains(needle), "{needle} missing from:\n{info}");
    }
}

#[test]
fn gen_makes_boards_up_to_100x100_and_refuses_larger() {
    let out = hashi(
        &[
            "gen",
            "--difficulty",
            "hard",
            "--size",
            "100x100",
            "--format",
            "task",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("100x100:"));
    let out = hashi(&["gen", "--size", "101x100"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("width and height must each be 5 to 100"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn bench_gen_prints_a_table_by_size_and_band() {
    let out = hashi(
        &[
            "bench-gen",
            "--table",
            "--sizes",
            "7,101",
            "--bands",
            "easy,expert",
            "-n",
            "2",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{stdout}");
    for column in [
        "rules",
        "size",
        "band",
        "made",
        "median ms",
        "p90 ms",
        "max ms",
    ] {
        assert!(lines[0].contains(column), "{stdout}");
    }
    let words = |line: &str| {
        line.split_whitespace()
            .map(String::from)
            .collect::<Vec<_>>()
    };
    let easy = words(lines[1]);
    assert_eq!(easy[..4], ["standard", "7x7", "easy", "2/2"], "{stdout}");
    assert_eq!(easy.last().map(String::as_str), Some("yes"));
    // Expert needs 100 cells: the row says the size is not one it reliably makes.
    let expert = words(lines[2]);
    assert_eq!(expert[..3], ["standard", "7x7", "expert"], "{stdout}");
    assert_eq!(expert.last().map(String::as_str), Some("no"));
    assert!(
        lines[3].contains("101x101") && lines[3].contains("refused"),
        "{stdout}"
    );
    // A size goes with --table only.
    let out = hashi(&["bench-gen", "--sizes", "7"], None);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn rate_json_gives_the_triple_and_the_flow() {
    let out = hashi(&["rate", "--json", "-"], Some("3x1:2a2"));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(v["file"], "-");
    assert_eq!(v["band"], "easy");
    assert_eq!(v["uses"]["capacity"], 1);
    assert_eq!(
        v["triple"],
        serde_json::json!(["capacity", "capacity", "capacity"])
    );
    assert_eq!(v["flow"]["steps"], 1);
    assert_eq!(v["flow"]["hardest_at"], 1);
    assert_eq!(v["flow"]["steps_before_first_bridge"], 0);
    assert_eq!(v["flow"]["guessed"], false);
    // A puzzle with no solution has no flow to read: the exit status says why, as in text.
    let several = hashi(&["rate", "--json", "-"], Some("4x2:1a1a1a1a"));
    assert_ne!(several.status.code(), Some(0));
}

#[test]
fn gen_weekly_prints_the_week_s_puzzle_and_refuses_what_is_no_week() {
    let out = hashi_in_golden(&["gen", "--weekly", "2026-W49"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), golden_text("weekly-2026-W49.txt"));
    let out = hashi_in_golden(&["gen", "--weekly", "2026-W49", "--json"]);
    assert_eq!(text(&out.stdout), golden_text("weekly-2026-W49.json"));
    let out = hashi_in_golden(&["gen", "--weekly", "2026-W49", "--format", "task"]);
    let task = text(&out.stdout);
    let matrix = hashi(
        &["convert", "--to", "task", "-"],
        Some(&golden_text("weekly-2026-W49.txt")),
    );
    assert_eq!(task, text(&matrix.stdout));
    for (bad, why) in [
        ("2026-W4", "`2026-W4` is not a week: write it like 2026-W49"),
        ("2025-W53", "2025 has weeks 1 to 52, not 53"),
        (
            "2026-W48",
            "2026-W48 has no puzzle of the week: the first is 2026-W49",
        ),
    ] {
        assert_refused(&hashi_in_golden(&["gen", "--weekly", bad]), bad, why);
    }
    let out = hashi_in_golden(&["gen", "--weekly", "2026-W49", "--seed", "3"]);
    assert_eq!(out.status.code(), Some(2));
}

/// `out` is the refusal of `bad`: exit code 2, `why` on standard error, nothing printed.
fn assert_refused(out: &std::process::Output, bad: &str, why: &str) {
    assert_eq!(out.status.code(), Some(2), "{bad}");
    assert!(
        text(&out.stderr).contains(why),
        "{bad}: {}",
        text(&out.stderr)
    );
    assert!(out.stdout.is_empty(), "{bad}");
}

/// For every day of the months a build made today ships as daily files
/// (`hashi_core::daily::file`: `window`, `month_pack`), `gen --daily` prints that day's puzzle
/// in its month's file.
#[test]
fn gen_daily_prints_each_day_s_puzzle_as_the_build_s_daily_files_hold_it() {
    use hashi_core::daily::file::{month_pack, window};
    use hashi_core::daily::Date;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    let today = Date::from_unix_ms(now.as_millis() as f64);
    let mut days = 0;
    for month in window(today) {
        for entry in month_pack(month).unwrap().puzzles {
            let out = hashi(&["gen", "--daily", &entry.id, "--format", "task"], None);
            assert!(out.status.success(), "{}: {}", entry.id, text(&out.stderr));
            assert_eq!(text(&out.stdout).trim(), entry.task, "{}", entry.id);
            days += 1;
        }
    }
    assert!(days >= 120, "{days}");
    let out = hashi(&["gen", "--daily", "2026-11-23", "--json"], None);
    let json: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(json["id"], "daily-2026-11-23", "{json}");
    for (bad, why) in [
        ("2026-02-30", "2026-02 has 28 days, not 30"),
        ("2026-11", "2026-11"),
    ] {
        assert_refused(&hashi(&["gen", "--daily", bad], None), bad, why);
    }
    let out = hashi(&["gen", "--daily", "2026-11-23", "--seed", "3"], None);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn pack_builds_a_series_that_is_the_committed_one() {
    let out_dir = std::env::temp_dir().join(format!("hashi-pack-{}", std::process::id()));
    let out = hashi(
        &[
            "pack",
            "--per-level",
            "2",
            "--series",
            "2",
            "--out",
            out_dir.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let packs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../packs");
    for band in ["easy", "medium", "hard", "expert", "extreme"] {
        let read = |path: PathBuf| -> serde_json::Value {
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
        };
        let made = read(out_dir.join(format!("{band}2.json")));
        let committed = read(packs.join(format!("{band}2.json")));
        assert_eq!(made["difficulty"], band);
        let puzzles = made["puzzles"].as_array().unwrap();
        assert_eq!(puzzles.len(), 2);
        for (place, puzzle) in puzzles.iter().enumerate() {
            assert_eq!(puzzle["id"], format!("{band}2-00{}", place + 1));
            // hardest/bridges/first/before-first-bridge
            let triple = puzzle["rating"]["triple"].as_str().unwrap_or_default();
            assert_eq!(triple.split('/').count(), 4, "{puzzle}");
            // The committed pack has the same puzzle from the same seed, numbered among 40.
            let twin = committed["puzzles"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["seed"] == puzzle["seed"])
                .unwrap_or_else(|| panic!("{band}2 has seed {}", puzzle["seed"]));
            for field in ["task", "solution", "rating", "w", "h", "islands"] {
                assert_eq!(
                    twin[field], puzzle[field],
                    "{band} seed {}: {field}",
                    puzzle["seed"]
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    let refused = hashi(&["pack", "--series", "0"], None);
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn print_writes_a_booklet_of_svg_pages() {
    let out_dir = std::env::temp_dir().join(format!("hashi-print-{}", std::process::id()));
    let packs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../packs");
    let run = |args: &[&str]| {
        let mut all = vec!["print", "--packs", packs.to_str().unwrap()];
        all.extend_from_slice(args);
        hashi(&all, None)
    };
    let out = run(&[
        "--pack",
        "easy2",
        "--per-page",
        "4",
        "--solutions",
        "--count",
        "10",
        "--paper",
        "letter",
        "--out",
        out_dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        format!("wrote 5 pages (10 puzzles) to {}\n", out_dir.display())
    );
    // 10 puzzles at 4 a page, then their solutions at 8 a page.
    let page =
        |n: usize| std::fs::read_to_string(out_dir.join(format!("page-{n:02}.svg"))).unwrap();
    for n in 1..=5 {
        assert!(page(n).starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="215.9mm""#));
    }
    assert!(!out_dir.join("page-06.svg").exists());
    assert!(page(1).contains("easy2-001 · easy · 7x7") && !page(1).contains("<line"));
    assert!(page(1).contains("https://hashi.example/hashi/p/easy2-001"));
    assert!(page(4).contains("easy2-008") && page(4).contains("<line"));
    let _ = std::fs::remove_dir_all(&out_dir);
    // A count a page cannot hold, and a pack that is not there, are bad input.
    let refused = run(&[
        "--pack",
        "easy2",
        "--per-page",
        "5",
        "--out",
        out_dir.to_str().unwrap(),
    ]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(text(&refused.stderr).contains("a page holds 1, 2, 4 or 6"));
    let missing = run(&["--pack", "nope", "--out", out_dir.to_str().unwrap()]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(text(&missing.stderr).contains("nope.json"));
}

#[test]
fn coach_walks_the_easiest_steps_and_names_a_stall() {
    let task = Some("3x3:2a1c1b");
    let walk = hashi(&["coach", "--walk", "-"], task);
    assert_eq!(walk.status.code(), Some(0), "{}", text(&walk.stderr));
    let steps = text(&walk.stdout);
    assert_eq!(
        steps.lines().collect::<Vec<_>>(),
        [
            r#"{"action":"0,0-0,2=1","place":{"c":2,"r":0},"technique":"capacity"}"#,
            r#"{"action":"0,0-2,0=1","place":{"c":0,"r":0},"technique":"capacity"}"#,
        ]
    );

    let actions = ["coach", "-", "--actions", "0,0-0,2=1 0,0-2,0=1"];
    let timed = hashi(&[&actions[..], &["--times", "20,900"]].concat(), task);
    assert_eq!(timed.status.code(), Some(0), "{}", text(&timed.stderr));
    let lines = text(&timed.stdout);
    assert!(
        lines.starts_with(r#"{"lines":[{"kind":"Stall","move_index":1,"#),
        "{lines}"
    );
    assert!(lines.contains(r#""seconds":90"#), "{lines}");
    // Without times there is no stall to speak of.
    let untimed = hashi(&actions, task);
    assert_eq!(text(&untimed.stdout).trim(), r#"{"lines":[]}"#);

    let bad_time = hashi(&[&actions[..], &["--times", "20,soon"]].concat(), task);
    assert_eq!(bad_time.status.code(), Some(2));
    assert!(text(&bad_time.stderr).contains("--times: `soon` is not a number"));
    let unsolved = hashi(&["coach", "-", "--actions", "0,0-0,2=1"], task);
    assert_eq!(unsolved.status.code(), Some(2));
    assert!(text(&unsolved.stderr).contains("do not solve the puzzle"));
}

/// `hashi pack --from`'s pack as JSON: its name, and each puzzle's id, task and score.
fn personal_pack(json: &str) -> (String, Vec<(String, String, f64)>) {
    let pack: serde_json::Value = serde_json::from_str(json).unwrap();
    let puzzles = pack["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["id"].as_str().unwrap().to_string(),
                p["task"].as_str().unwrap().to_string(),
                p["rating"]["score"].as_f64().unwrap(),
            )
        })
        .collect();
    (pack["name"].as_str().unwrap().to_string(), puzzles)
}

#[test]
fn pack_from_a_collection_names_each_entry_left_out_and_sorts_the_rest() {
    let path = golden("collection.txt");
    let out = hashi(
        &["pack", "--from", path.to_str().unwrap(), "--name", "Mine"],
        None,
    );
    // The first entry left out is unreadable: bad input, as `solve` would say.
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    let said: Vec<&str> = stderr.lines().collect();
    assert_eq!(said.len(), 4, "{stderr}");
    assert!(said[0].ends_with("collection.txt: Line 5: matrix input, line 5, column 1: `not` is not a cell: use 0 for water and 1 to 8 for an island"), "{stderr}");
    assert!(said[1].ends_with("Line 6: this puzzle has more than one solution."));
    assert!(said[2].ends_with("Line 18: this puzzle has no solution."));
    assert_eq!(said[3], "kept 5 of 8 puzzles (3 left out)");
    let (name, puzzles) = personal_pack(&text(&out.stdout));
    assert_eq!(name, "Mine");
    let ids: Vec<&str> = puzzles.iter().map(|p| p.0.as_str()).collect();
    assert_eq!(ids, ["1", "2", "3", "4", "5"]);
    assert!(puzzles.windows(2).all(|w| w[0].2 <= w[1].2), "{puzzles:?}");
    assert!(puzzles.iter().any(|p| p.1 == "7x7:1a1a3a1h1b3h13c3i2c3a2"));
}

#[test]
fn pack_from_writes_its_file_and_exits_0_when_every_entry_is_kept() {
    let dir = std::env::temp_dir().join(format!("hashi-pack-from-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mine.json");
    let out = hashi(
        &["pack", "--from", "-", "--out", file.to_str().unwrap()],
        Some("[\"3x1:2a2\", \"7x7:a2c1a1b2b2h2a4a2g13b3d1c2a\"]"),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("wrote 2 puzzles to "));
    let (name, puzzles) = personal_pack(&std::fs::read_to_string(&file).unwrap());
    assert_eq!(name, "Collection");
    assert_eq!(puzzles[0].1, "3x1:2a2");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn pack_from_refuses_a_collection_with_no_puzzle() {
    let out = hashi(&["pack", "--from", "-"], Some("# nothing\n\n"));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: -: There are no puzzles in this text.\n"
    );
    let out = hashi(&["pack", "--from", "-"], Some("3x3:3a3c3a3\n"));
    assert_eq!(out.status.code(), Some(4));
    assert!(out.stdout.is_empty());
}
