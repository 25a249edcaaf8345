//! The worker's jobs as plain functions: a [`Job`] in, its [`Reply`] out, every search within
//! the solver's work budget. Replies are data: nothing here writes a sentence. Nothing here
//! touches the browser either, so it is tested natively.

use crate::pace_jobs;
use crate::protocol::{
    Advice, DrillerRefusal, DrillerReply, Job, Lesson, MakerJob, MakerRefusal, MakerReply, Refusal,
    Reply, Sent, Worker,
};
use crate::slide_job::slide_way;
use hashi_core::coach::coach_game;
use hashi_core::collection::{check_puzzle, Checked};
use hashi_core::editor::{analyse, Draft, Report, SavedDraft};
use hashi_core::formats::{parse_task, write_task};
use hashi_core::generator::{generate_as, Generated, Params, Symmetry, GENERATOR_VERSION};
use hashi_core::hint::{hint_with, logical_path, Finding, Hint, PathError, PathStep};
use hashi_core::learn::{
    drill, judge_drill_move, judge_tutorial_move, technique_from_id, tutorial, Exercise, Judged,
};
use hashi_core::packs::uses_by_id;
use hashi_core::rating::Band;
use hashi_core::solver::{unique_solution, Budget, Unsolved};
use hashi_core::weekly::{pick, weekly};
use hashi_core::{Game, Mode, Move, Puzzle, Save, State};

/// Does one job, as the worker it belongs to would (native tests and benchmarks).
pub fn run(job: &Job) -> Reply {
    match (job.worker(), MakerJob::of(job)) {
        (Worker::Maker, Some(job)) => make(&job).into(),
        (Worker::Driller, Some(job)) => make_drill(&job).into(),
        _ => help(job),
    }
}

/// The maker worker's job: a generated or daily link's puzzle.
pub fn make(job: &MakerJob) -> MakerReply {
    let outcome = match job {
        MakerJob::Generate {
            band,
            width,
            height,
            seed,
            rules,
            version,
            symmetry,
        } => generated(
            band,
            (*width, *height),
            (*seed, *version),
            (rules, symmetry),
        ),
        MakerJob::Drill { .. } | MakerJob::Weekly { .. } | MakerJob::Minutes { .. } => {
            Err(MakerRefusal::NotMine)
        }
    };
    outcome.unwrap_or_else(MakerReply::Refused)
}

/// Makes one small hard puzzle and drops it, as the maker starts: the browser compiles a wasm
/// function when it is first called and optimises it once it is hot, so this moves most of the
/// generator's compiling ahead of the page's job. index.html starts the maker beside the app on
/// a generated or daily link, so this runs while the page is still starting; started with its
/// job, the job waits for it, whose few milliseconds of search are mostly compiling the job
/// does not do again.
pub fn warm_up() {
    let _ = generated(Band::Hard.id(), (20, 20), (1, GENERATOR_VERSION), ("", ""));
}

/// The driller worker's jobs: a technique's drill, and the puzzle of the week (the pick's
/// scoring would weigh on the maker, which generated and daily links wait for).
pub fn make_drill(job: &MakerJob) -> DrillerReply {
    let outcome = match job {
        MakerJob::Drill { technique, seed } => drilled(technique, *seed),
        MakerJob::Weekly { week } => Ok(DrillerReply::Weekly(
            weekly_puzzle(week).unwrap_or_else(MakerReply::Refused),
        )),
        MakerJob::Minutes {
            solves,
            minutes,
            seed,
        } => Ok(DrillerReply::Minutes(pace_jobs::minutes(
            solves, *minutes, *seed,
        ))),
        MakerJob::Generate { .. } => Err(DrillerRefusal::NotMine),
    };
    outcome.unwrap_or_else(DrillerReply::Refused)
}

/// The helper worker's jobs.
pub fn help(job: &Job) -> Reply {
    let outcome = match job {
        Job::Solve { puzzle } => {
            read_puzzle(puzzle).map(|p| Reply::Solution(unique_solution(&p).map(counts)))
        }
        Job::Hint {
            puzzle,
            position,
            marks,
            solution,
        } => advise(puzzle, (position, marks), solution.as_deref(), hint).map(Reply::Hint),
        Job::Mistakes {
            puzzle,
            position,
            marks,
            solution,
        } => {
            advise(puzzle, (position, marks), solution.as_deref(), Finding::of).map(Reply::Mistakes)
        }
        Job::LogicalPath { puzzle, solution } => {
            path(puzzle, solution.as_deref(), Budget::DEFAULT).map(Reply::LogicalPath)
        }
        Job::Analyse { draft } => judge(draft).map(Reply::Analysed),
        Job::SlideSolve { board, budget } => slide_way(board, *budget)
            .map(Reply::SlideWay)
            .map_err(|_| Refusal::Unreadable(Sent::SlideBoard)),
        Job::JudgeMove {
            lesson,
            position,
            mv,
        } => judge_move(lesson, position, mv).map(|judged| Reply::Judged {
            verdict: judged.verdict,
            next: counts(judged.next),
        }),
        Job::Pace { solves, shapes } => Ok(Reply::Paced(pace_jobs::paced(solves, shapes))),
        Job::Coach { save, solution } => coached(save, solution.as_deref()),
        Job::CheckPuzzles { puzzles } => check_puzzles(puzzles).map(Reply::PuzzlesChecked),
        // No worker links another's search code: the page's mistake is said, not done.
        Job::Generate { .. } | Job::Weekly { .. } | Job::Drill { .. } | Job::Minutes { .. } => {
            Err(Refusal::NotMine)
        }
    };
    outcome.unwrap_or_else(Reply::Refused)
}

/// Each puzzle's solution and rating, or why it has none (`Unsolved::code`), as JSON; a task
/// string that does not read refuses the batch (the page writes them from puzzles it read).
fn check_puzzles(puzzles: &str) -> Result<String, Refusal> {
    let verdicts: Vec<Result<Checked, u8>> = puzzles
        .lines()
        .map(|task| {
            read_puzzle(task).map(|p| check_puzzle(&p, Budget::DEFAULT).map_err(Unsolved::code))
        })
        .collect::<Result<_, _>>()?;
    serde_json::to_string(&verdicts).map_err(|_| Refusal::Unreadable(Sent::Puzzle))
}

fn counts(state: State) -> Vec<u8> {
    state.counts().to_vec()
}

fn generated(
    band: &str,
    (width, height): (usize, usize),
    (seed, version): (u64, u32),
    (rules, symmetry): (&str, &str),
) -> Result<MakerReply, MakerRefusal> {
    let band = Band::from_id(band).ok_or_else(|| MakerRefusal::NotADifficulty(band.into()))?;
    let rules = rules
        .parse()
        .map_err(|_| MakerRefusal::NotRules(rules.into()))?;
    let symmetry = match symmetry {
        "" => None,
        text => {
            Some(Symmetry::from_id(text).ok_or_else(|| MakerRefusal::NotSymmetry(text.into()))?)
        }
    };
    let params = Params {
        width,
        height,
        rules,
        symmetry,
        ..Params::for_band(band)
    };
    let made = generate_as(&params, seed, version).map_err(MakerRefusal::Generate)?;
    Ok(made_reply(made))
}

fn made_reply(made: Generated) -> MakerReply {
    MakerReply::Generated {
        puzzle: write_task(&made.puzzle),
        solution: counts(made.solution),
        uses: uses_by_id(&made.rating.uses),
    }
}

/// The puzzle of `week`, picked as `hashi gen --weekly` picks it.
fn weekly_puzzle(week: &str) -> Result<MakerReply, MakerRefusal> {
    let spec = week
        .parse()
        .ok()
        .and_then(weekly)
        .ok_or_else(|| MakerRefusal::NoWeekly(week.into()))?;
    let picked = pick(&spec, |_| ()).map_err(MakerRefusal::Generate)?;
    Ok(made_reply(picked.generated))
}

/// The editor's report on a draft, rebuilt through the draft's own checks.
fn judge(saved: &SavedDraft) -> Result<Report, Refusal> {
    let draft = Draft::from_saved(saved).map_err(|_| Refusal::Unreadable(Sent::Draft))?;
    let verdict = analyse(&draft, Budget::DEFAULT);
    Ok(Report::of(&verdict, draft.puzzle().as_ref()))
}

fn drilled(technique: &str, seed: u64) -> Result<DrillerReply, DrillerRefusal> {
    let technique = technique_from_id(technique)
        .ok_or_else(|| DrillerRefusal::NotATechnique(technique.into()))?;
    let made = drill(technique, seed).map_err(DrillerRefusal::Drill)?;
    Ok(DrillerReply::Drill {
        seed: made.seed,
        exercise: made.exercise.into(),
    })
}

/// A lesson's move, read back through the core (the tutorial's step from its index, a drill
/// from its data), then judged.
fn judge_move(lesson: &Lesson, position: &[u8], mv: &str) -> Result<Judged, Refusal> {
    let mv: Move = mv
        .parse()
        .map_err(|_| Refusal::Unreadable(Sent::Move(mv.into())))?;
    match lesson {
        Lesson::Tutorial(index) => {
            let step = tutorial()
                .get(*index)
                .ok_or(Refusal::Unreadable(Sent::TutorialStep(*index)))?;
            let puzzle = step
                .puzzle()
                .ok_or(Refusal::Unreadable(Sent::TutorialBoard))?;
            let position = read_position(&puzzle, position, &[])?;
            judge_tutorial_move(step, &position, &mv).ok_or(Refusal::CannotJudge)
        }
        Lesson::Drill(data) => {
            let exercise =
                Exercise::try_from(data.clone()).map_err(|_| Refusal::Unreadable(Sent::Drill))?;
            Ok(judge_drill_move(&exercise, &mv))
        }
    }
}

/// The coach's lines on a saved game: none unless it was solved by play, or where the puzzle
/// has no single solution to measure the moves against.
fn coached(save: &Save, given: Option<&[u8]>) -> Result<Reply, Refusal> {
    let game = Game::restore(save, Mode::Free).map_err(|_| Refusal::Unreadable(Sent::Position))?;
    let lines = match solution(game.puzzle(), given)?.found {
        Ok(solution) => coach_game(&game, &solution),
        Err(_) => Vec::new(),
    };
    Ok(Reply::Coached(lines))
}

fn read_puzzle(task: &str) -> Result<Puzzle, Refusal> {
    parse_task(task).map_err(|_| Refusal::Unreadable(Sent::Puzzle))
}

fn read_position(puzzle: &Puzzle, position: &[u8], marks: &[usize]) -> Result<State, Refusal> {
    State::from_counts_and_marks(puzzle, position, marks)
        .map_err(|_| Refusal::Unreadable(Sent::Position))
}

/// The solution the page sent, else one found here (then also returned to the page).
struct Solution {
    found: Result<State, Unsolved>,
    searched: bool,
}

fn solution(puzzle: &Puzzle, given: Option<&[u8]>) -> Result<Solution, Refusal> {
    Ok(match given {
        Some(counts) => Solution {
            found: Ok(read_position(puzzle, counts, &[])?),
            searched: false,
        },
        None => Solution {
            found: unique_solution(puzzle),
            searched: true,
        },
    })
}

/// Reads the job's puzzle, position (counts and marks) and solution, then lets `advice` find
/// what to say.
fn advise<Said>(
    task: &str,
    (position, marks): (&[u8], &[usize]),
    given: Option<&[u8]>,
    advice: fn(&Puzzle, &State, &Result<State, Unsolved>) -> Said,
) -> Result<Advice<Said>, Refusal> {
    let puzzle = read_puzzle(task)?;
    let state = read_position(&puzzle, position, marks)?;
    let solution = solution(&puzzle, given)?;
    Ok(Advice {
        said: advice(&puzzle, &state, &solution.found),
        solution: solution.searched.then(|| solution.found.map(counts)),
    })
}

fn hint(puzzle: &Puzzle, state: &State, solution: &Result<State, Unsolved>) -> Hint {
    match solution {
        Ok(solution) => hint_with(puzzle, state, solution),
        Err(why) => Hint::Unsolvable(*why),
    }
}

/// The logical path of the puzzle within `budget`, against the solution the page sent or
/// one found here.
fn path(task: &str, given: Option<&[u8]>, budget: Budget) -> Result<Vec<PathStep>, Refusal> {
    let puzzle = read_puzzle(task)?;
    let solution = solution(&puzzle, given)?.found.map_err(Refusal::NoPath)?;
    logical_path(&puzzle, &solution, budget).map_err(|why: PathError| Refusal::Path(why))
}

#[cfg(test)]
mod tests;
