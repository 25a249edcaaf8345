//! `hashi drill`: the drill of a technique for a seed, the same one the app's drill page shows
//! for that seed: the puzzle, the position, the forced moves and the reason.

use hashi_core::learn::{drill, technique_from_id, ExerciseData};
use hashi_core::solver::techniques::Technique;

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
    let data = ExerciseData::from(made.exercise);
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
