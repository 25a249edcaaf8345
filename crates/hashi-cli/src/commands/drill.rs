//! `hashi drill`: the drill of a technique for a seed, the same one the app's drill page shows
//! for that seed: the puzzle, the position, the forced moves and the reason.

use hashi_core::geom::Pos;
use hashi_core::learn::{drill, technique_from_id, Exercise, Teaching};
use hashi_core::solver::techniques::Technique;
use hashi_words::{lesson, Catalog};
use serde::Serialize;

/// The drill as `--json` writes it: the puzzle as a task string, positions as per-pair counts,
/// the forced moves as move texts, the reason in English, and what it teaches as data (islands
/// named by position, pairs by their two ends).
#[derive(Serialize)]
struct DrillJson {
    technique: &'static str,
    task: String,
    solution: Vec<u8>,
    position: Vec<u8>,
    forced: Vec<String>,
    reason: String,
    teaching: Teaching<Pos, [Pos; 2]>,
}

impl DrillJson {
    fn of(exercise: &Exercise) -> DrillJson {
        DrillJson {
            technique: exercise.technique.id(),
            task: hashi_core::formats::write_task(&exercise.puzzle),
            solution: exercise.solution.counts().to_vec(),
            position: exercise.position.counts().to_vec(),
            forced: exercise.moves().iter().map(ToString::to_string).collect(),
            reason: lesson::teaching(&Catalog::english(), &exercise.teaching, &exercise.puzzle),
            teaching: exercise.teaching.locate(&exercise.puzzle),
        }
    }
}

pub fn run(technique: &str, seed: u64, json: bool) -> u8 {
    let Some(technique) = technique_from_id(technique) else {
        let ids: Vec<&str> = Technique::ALL.iter().map(|t| t.id()).collect();
        eprintln!(
            "error: `{technique}` is not a technique: use {}",
            ids.join(", ")
        );
        return crate::EXIT_BAD_INPUT;
    };
    let made = match drill(technique, seed) {
        Ok(made) => made,
        Err(e) => {
            eprintln!("error: {e}");
            return super::gen::EXIT_GENERATION_FAILED;
        }
    };
    let data = DrillJson::of(&made.exercise);
    if json {
        match serde_json::to_string(&data) {
            Ok(text) => println!("{text}"),
            Err(e) => {
                eprintln!("error: cannot encode the drill: {e}");
                return super::gen::EXIT_GENERATION_FAILED;
            }
        }
    } else {
        println!("technique {}", data.technique);
        println!("puzzle    {}", data.task);
        println!("forced    {}", data.forced.join(" "));
        println!("reason    {}", data.reason);
    }
    0
}
