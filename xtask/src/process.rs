//! Running commands: from the workspace root, echoed, with failures turned into messages.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The workspace root (the parent of this crate's folder).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

/// A command that runs in the workspace root.
pub fn cmd(program: &str, args: &[&str]) -> Command {
    let mut c = Command::new(program);
    c.args(args).current_dir(root());
    c
}

fn describe(c: &Command) -> String {
    let mut s = c.get_program().to_string_lossy().into_owned();
    for a in c.get_args() {
        s.push(' ');
        s.push_str(&a.to_string_lossy());
    }
    s
}

/// Runs `c` with its output shown; an error names the command and its exit status.
pub fn exec(c: &mut Command) -> Result<(), String> {
    let shown = describe(c);
    println!("\n$ {shown}");
    let status = c
        .status()
        .map_err(|e| format!("cannot start `{shown}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{shown}` failed ({status})"))
    }
}

/// Runs `c`, echoing its standard output and error line by line and returning both (the
/// output first).
pub fn exec_capturing(c: &mut Command) -> Result<Captured, String> {
    use std::io::{BufRead, BufReader};
    let shown = describe(c);
    println!("\n$ {shown}");
    let mut child = c
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start `{shown}`: {e}"))?;
    // Some runners (cargo-nextest) write their summary to standard error: it is read on a
    // thread of its own, so that neither pipe fills while the other is read.
    let errors = child.stderr.take().map(|err| {
        std::thread::spawn(move || {
            let mut kept = String::new();
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                eprintln!("{line}");
                kept.push_str(&line);
                kept.push('\n');
            }
            kept
        })
    });
    let mut captured = String::new();
    if let Some(out) = child.stdout.take() {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            println!("{line}");
            captured.push_str(&line);
            captured.push('\n');
        }
    }
    if let Some(errors) = errors {
        captured.push_str(&errors.join().unwrap_or_default());
    }
    let status = child
        .wait()
        .map_err(|e| format!("`{shown}` did not finish: {e}"))?;
    Ok(Captured {
        output: captured,
        outcome: if status.success() {
            Ok(())
        } else {
            Err(format!("`{shown}` failed ({status})"))
        },
    })
}

/// What a command printed, kept whether or not it succeeded (a failed test run's counts are
/// still worth reporting), and how it ended.
pub struct Captured {
    pub output: String,
    pub outcome: Result<(), String>,
}

/// The trimmed standard output of a command, or None if it cannot run or fails.
pub fn output_of(program: &str, args: &[&str]) -> Option<String> {
    let out = cmd(program, args).stderr(Stdio::null()).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// A command running beside others, its output kept in a file (two commands writing to one
/// terminal at once would interleave their lines) and shown when it is waited for.
pub struct Beside {
    shown: String,
    log: PathBuf,
    ended: std::thread::JoinHandle<(std::time::Duration, Result<(), String>)>,
}

impl Beside {
    /// Starts `c` with its standard output and error written to `log`.
    pub fn start(c: &mut Command, log: &Path) -> Result<Beside, String> {
        let shown = describe(c);
        println!(
            "\n$ {shown} (beside what follows; its output in {})",
            log.display()
        );
        if let Some(dir) = log.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
        }
        let out = std::fs::File::create(log)
            .map_err(|e| format!("cannot write {}: {e}", log.display()))?;
        let err = out
            .try_clone()
            .map_err(|e| format!("cannot write {}: {e}", log.display()))?;
        let started = std::time::Instant::now();
        let mut child = c
            .stdout(out)
            .stderr(err)
            .spawn()
            .map_err(|e| format!("cannot start `{shown}`: {e}"))?;
        let what = shown.clone();
        // Its time is taken when it ends, not when it is waited for.
        let ended = std::thread::spawn(move || {
            let outcome = match child.wait() {
                Ok(status) if status.success() => Ok(()),
                Ok(status) => Err(format!("`{what}` failed ({status})")),
                Err(e) => Err(format!("`{what}` did not finish: {e}")),
            };
            (started.elapsed(), outcome)
        });
        Ok(Beside {
            shown,
            log: log.to_path_buf(),
            ended,
        })
    }

    /// Waits for the command to end, prints what it wrote, and says how long it ran.
    pub fn wait(self) -> (std::time::Duration, Result<(), String>) {
        let (took, outcome) = self.ended.join().unwrap_or_else(|_| {
            (
                std::time::Duration::ZERO,
                Err(format!("the thread waiting for `{}` panicked", self.shown)),
            )
        });
        println!("\n$ {}", self.shown);
        match std::fs::read_to_string(&self.log) {
            Ok(text) => print!("{text}"),
            Err(e) => println!("(its output in {} cannot be read: {e})", self.log.display()),
        }
        (took, outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_beside_keeps_its_output_and_says_how_it_ended() {
        let log = std::env::temp_dir().join(format!("xtask-beside-{}.log", std::process::id()));
        let ok = Beside::start(
            Command::new("sh").args(["-c", "echo out; echo err >&2"]),
            &log,
        )
        .unwrap();
        let (_, outcome) = ok.wait();
        assert_eq!(outcome, Ok(()));
        let kept = std::fs::read_to_string(&log).unwrap();
        assert!(kept.contains("out") && kept.contains("err"), "{kept}");

        let failing = Beside::start(Command::new("sh").args(["-c", "exit 3"]), &log).unwrap();
        let (_, outcome) = failing.wait();
        let said = outcome.unwrap_err();
        assert!(
            said.contains("sh -c exit 3") && said.contains('3'),
            "{said}"
        );
        let _ = std::fs::remove_file(&log);
    }
}
