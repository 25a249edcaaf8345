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
    pipe.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
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
        "error: -: task string input, character 6: `9` is not a cell: use 0 for water and 1 to 8 for an island\n"
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
