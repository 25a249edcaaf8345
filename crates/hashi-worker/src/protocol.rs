//! The messages between the page and the solver's worker, sent as JSON text: jobs in, replies
//! out. Puzzles travel as task strings and positions as per-pair bridge counts plus the pairs
//! marked "no bridge", so both sides rebuild them through the core's parsers and rules rather
//! than trusting the wire. Replies are data, never sentences: the page writes what the player
//! reads from them (hints, findings and paths through `hashi_words::aid`, refusals
//! through their `Display` here), so that it can write them in the player's language.

pub use crate::pace_protocol::{MinutesPick, MinutesPuzzle, Paced};
use hashi_core::coach::CoachLine;
use hashi_core::editor::{Report, SavedDraft};
use hashi_core::generator::GenerateError;
use hashi_core::hint::{Finding, Hint, PathError, PathStep};
use hashi_core::learn::{DrillError, ExerciseData, Verdict};
use hashi_core::pace::PuzzleShape;
use hashi_core::solver::Unsolved;
use hashi_core::Save;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Changes whenever a message changes shape. A page left open across a deploy may start the
/// new worker (its files keep their names); the version lets it see that and say so.
pub const PROTOCOL_VERSION: u32 = 12;

/// The worker binaries, each linking only the search code of its own jobs, so that a route
/// that waits for one downloads no more than that one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Worker {
    /// Makes the puzzle of a generated or daily link, which waits for it: the generator and
    /// nothing it can do without.
    Maker,
    /// Makes a technique's drill, which its page waits for: the generator and the drills.
    Driller,
    /// Helps with a puzzle on screen: its solution, hints, mistakes, the logical path, the
    /// editor's verdict, the lessons' verdicts, and Slide's way home. Started once a board is up, before it is asked.
    Helper,
}

impl Worker {
    pub const ALL: [Worker; 3] = [Worker::Maker, Worker::Driller, Worker::Helper];

    /// Its loader, written next to the page by Trunk (`data-loader-shim` in index.html).
    pub fn loader(self) -> &'static str {
        match self {
            Worker::Maker => "/hashi-maker_loader.js",
            Worker::Driller => "/hashi-driller_loader.js",
            Worker::Helper => "/hashi-worker_loader.js",
        }
    }
}

/// Work that may search, so it never runs on the page's thread.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Job {
    /// The puzzle of a generated link: difficulty id, size, seed and rules (their text form,
    /// empty for the standard rules).
    Generate {
        band: String,
        width: usize,
        height: usize,
        seed: u64,
        #[serde(default)]
        rules: String,
        /// The generator version to make it with (a link's `?v=`, a date's for a daily); a
        /// job without one is version 7's, the last made before jobs could name one.
        #[serde(default = "before_versions")]
        version: u32,
        /// The exact symmetry of the islands (`rot180`, ...); empty for the generator's own
        /// choice, as every link made before links could name one.
        #[serde(default)]
        symmetry: String,
    },
    /// The puzzle's unique solution, or why there is none.
    Solve { puzzle: String },
    /// The next step from `position`, explained.
    Hint {
        puzzle: String,
        position: Vec<u8>,
        /// The pairs the player marked "no bridge here".
        #[serde(default)]
        marks: Vec<usize>,
        /// The solution, when the page already has it (saves the worker a search).
        solution: Option<Vec<u8>>,
    },
    /// Bridges and no-bridge marks in `position` that the solution does not have.
    Mistakes {
        puzzle: String,
        position: Vec<u8>,
        #[serde(default)]
        marks: Vec<usize>,
        solution: Option<Vec<u8>>,
    },
    /// The logical solve's deductions from the empty board, one sentence each.
    LogicalPath {
        puzzle: String,
        solution: Option<Vec<u8>>,
    },
    /// The editor's judgement of a draft: no solution, one, or several with a repair.
    Analyse { draft: SavedDraft },
    /// The drill of a technique (its id, as the CLI prints it) for a seed.
    Drill { technique: String, seed: u64 },
    /// The puzzle of an ISO week (`2026-W49`), picked among its candidates.
    Weekly { week: String },
    /// Moves that take a Slide board (its layout text) home, within `budget` expanded boards.
    SlideSolve { board: String, budget: u32 },
    /// The verdict on a move (text form) made from `position` in a lesson, and the position
    /// the lesson's board shows next.
    JudgeMove {
        lesson: Lesson,
        position: Vec<u8>,
        mv: String,
    },
    /// The player's time model fitted on their `solves`: each of `shapes`' predicted time.
    Pace {
        solves: String,
        shapes: Vec<PuzzleShape>,
    },
    /// "I have N minutes": a generated puzzle predicted to take about that long (`pace_jobs`).
    Minutes {
        solves: String,
        minutes: u32,
        seed: u64,
    },
    /// The coach's lines on a game solved by play (its save, times and all), against the
    /// solution when the page has it.
    Coach {
        save: Save,
        solution: Option<Vec<u8>>,
    },
    /// A batch of a collection's puzzles to check, each within the solver's budget: their task
    /// strings, one a line. The page sends a collection in batches and shows its progress as
    /// each answers.
    CheckPuzzles { puzzles: String },
}

/// Where a judged move was made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lesson {
    /// The tutorial's step at this index (its data is built into both sides).
    Tutorial(usize),
    /// A drill, as the driller made it.
    Drill(ExerciseData),
}

impl Job {
    /// The worker that runs it.
    pub fn worker(&self) -> Worker {
        match self {
            Job::Generate { .. } => Worker::Maker,
            // The week's pick scores each candidate's flow and layout: code the maker, which
            // every generated and daily link waits for, does without.
            Job::Drill { .. } | Job::Weekly { .. } | Job::Minutes { .. } => Worker::Driller,
            Job::Solve { .. }
            | Job::Hint { .. }
            | Job::Mistakes { .. }
            | Job::LogicalPath { .. }
            | Job::Analyse { .. }
            | Job::SlideSolve { .. }
            | Job::JudgeMove { .. }
            | Job::Pace { .. }
            | Job::Coach { .. }
            | Job::CheckPuzzles { .. } => Worker::Helper,
        }
    }
}

/// The jobs that make a puzzle (the maker's and the driller's), as the page writes them for
/// those workers and they read them: the JSON of the same [`Job`]s, in an enum of its own so
/// that neither worker holds the code that reads the helper's jobs (a draft above all), nor
/// the page's pool of those workers the code that writes them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MakerJob {
    Generate {
        band: String,
        width: usize,
        height: usize,
        seed: u64,
        #[serde(default)]
        rules: String,
        /// The generator version to make it with (a link's `?v=`, a date's for a daily); a
        /// job without one is version 7's, the last made before jobs could name one.
        #[serde(default = "before_versions")]
        version: u32,
        /// The exact symmetry of the islands (`rot180`, ...); empty for the generator's own
        /// choice, as every link made before links could name one.
        #[serde(default)]
        symmetry: String,
    },
    Drill {
        technique: String,
        seed: u64,
    },
    Weekly {
        week: String,
    },
    Minutes {
        solves: String,
        minutes: u32,
        seed: u64,
    },
}

/// The generator version of a job that names none.
fn before_versions() -> u32 {
    7
}

impl MakerJob {
    /// `job` as the maker and the driller read it, if it makes a puzzle.
    pub fn of(job: &Job) -> Option<MakerJob> {
        match job {
            Job::Generate {
                band,
                width,
                height,
                seed,
                rules,
                version,
                symmetry,
            } => Some(MakerJob::Generate {
                band: band.clone(),
                width: *width,
                height: *height,
                seed: *seed,
                rules: rules.clone(),
                version: *version,
                symmetry: symmetry.clone(),
            }),
            Job::Drill { technique, seed } => Some(MakerJob::Drill {
                technique: technique.clone(),
                seed: *seed,
            }),
            Job::Weekly { week } => Some(MakerJob::Weekly { week: week.clone() }),
            Job::Minutes {
                solves,
                minutes,
                seed,
            } => Some(MakerJob::Minutes {
                solves: solves.clone(),
                minutes: *minutes,
                seed: *seed,
            }),
            _ => None,
        }
    }
}

/// The answer to a [`Job`]. The page reads the helper's replies as this type, and the
/// maker's and the driller's as their own ([`MakerReply`], [`DrillerReply`]), turned into this
/// one; the helper never sends theirs, so its reader leaves them out (no code to read them).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    #[serde(skip_deserializing)]
    Generated {
        puzzle: String,
        solution: Vec<u8>,
        /// Deductions each technique made in its logical solve, by technique id.
        uses: BTreeMap<String, usize>,
    },
    Solution(Result<Vec<u8>, Unsolved>),
    Hint(Advice<Hint>),
    Mistakes(Advice<Finding>),
    Analysed(Report),
    LogicalPath(Vec<PathStep>),
    /// A drill: its puzzle, position, solution and forced moves, read back through the core.
    #[serde(skip_deserializing)]
    Drill {
        seed: u64,
        exercise: ExerciseData,
    },
    SlideWay(SlideWay),
    /// A lesson's move judged: the verdict, and the position (per-pair counts) to show next.
    Judged {
        verdict: Verdict,
        next: Vec<u8>,
    },
    /// The helper did not do the job, and why.
    Refused(Refusal),
    /// The maker made no puzzle, and why.
    #[serde(skip_deserializing)]
    Unmade(MakerRefusal),
    /// The driller made no drill, and why.
    #[serde(skip_deserializing)]
    Undrilled(DrillerRefusal),
    Paced(Paced),
    /// The puzzle "I have N minutes" found.
    #[serde(skip_deserializing)]
    Minutes(MinutesPick),
    /// The coach's lines (none after a smooth solve).
    Coached(Vec<CoachLine>),
    /// A batch of puzzles checked, in the order sent: the JSON of each one's solution and
    /// rating, or why it has no one solution (`Vec<Result<Checked, u8>>`, by `Unsolved::code`:
    /// the variants' names would be a text the import chunk shares with the pools' chunks).
    /// Text, read by the import chunk alone: the shared `Reply` (whose drop, clone and
    /// comparison every page carries) holds no rating for it.
    PuzzlesChecked(String),
}

impl Reply {
    /// The kind of answer, for a message about one that came out of turn. Written out rather
    /// than taken from `Debug`, which would carry the formatting of every reply, floats
    /// included, into the page's wasm.
    pub fn kind(&self) -> &'static str {
        match self {
            Reply::Generated { .. } => "a generated puzzle",
            Reply::Solution(_) => "a solution",
            Reply::Hint(_) => "a hint",
            Reply::Mistakes(_) => "a mistake search",
            Reply::Analysed(_) => "an analysis",
            Reply::LogicalPath(_) => "a logical path",
            Reply::Drill { .. } => "a drill",
            Reply::SlideWay(_) => "a Slide solution",
            Reply::Judged { .. } => "a judged move",
            Reply::PuzzlesChecked(_) => "checked puzzles",
            Reply::Refused(_) | Reply::Unmade(_) | Reply::Undrilled(_) => "a refusal",
            Reply::Paced(_) => "a time estimate",
            Reply::Minutes(_) => "a puzzle for the time",
            Reply::Coached(_) => "the coach's lines",
        }
    }
}

/// What a hint or a mistake search found, as data (`Hint` or `Finding`): the page writes its
/// sentence, works out the moves that carry it out and what to highlight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Advice<Said> {
    pub said: Said,
    /// The solution, when the worker had to find it: the page keeps it for the next job.
    pub solution: Option<Result<Vec<u8>, Unsolved>>,
}

/// The Slide solver's answer: moves in text form, all the way home when `solved`, else as
/// far as the budget reached, `remaining` (the solver's distance) short of it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlideWay {
    pub moves: Vec<String>,
    pub solved: bool,
    pub remaining: u32,
}

/// A message to a worker: a [`Job`] as the page writes it and the helper reads it, a
/// [`MakerJob`] as the maker and the driller read it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToWorker<J = Job> {
    pub id: u64,
    pub job: J,
}

/// A message from the worker. The page reads each worker's replies as that worker's own
/// reply type (`R`), so that its pool of the maker reads no editor's report.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker<R = Reply> {
    /// The worker's wasm is loaded and it listens: messages sent before this are lost.
    Ready {
        protocol: u32,
    },
    Done {
        id: u64,
        reply: R,
    },
}

impl<R: Into<Reply>> FromWorker<R> {
    /// The message with its reply as a [`Reply`].
    pub fn into_reply(self) -> FromWorker {
        match self {
            FromWorker::Ready { protocol } => FromWorker::Ready { protocol },
            FromWorker::Done { id, reply } => FromWorker::Done {
                id,
                reply: reply.into(),
            },
        }
    }
}

/// The maker's replies, in an enum of their own with the JSON of those [`Reply`]s, so that
/// neither the maker nor the page's pool of it holds the code for the others.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum MakerReply {
    Generated {
        puzzle: String,
        solution: Vec<u8>,
        uses: BTreeMap<String, usize>,
    },
    Refused(MakerRefusal),
}

impl From<MakerReply> for Reply {
    fn from(reply: MakerReply) -> Reply {
        match reply {
            MakerReply::Generated {
                puzzle,
                solution,
                uses,
            } => Reply::Generated {
                puzzle,
                solution,
                uses,
            },
            MakerReply::Refused(why) => Reply::Unmade(why),
        }
    }
}

/// The driller's replies, like the maker's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DrillerReply {
    Drill {
        seed: u64,
        exercise: ExerciseData,
    },
    Refused(DrillerRefusal),
    /// The puzzle of the week, as the maker replies with a generated one.
    Weekly(MakerReply),
    Minutes(MinutesPick),
}

impl From<DrillerReply> for Reply {
    fn from(reply: DrillerReply) -> Reply {
        match reply {
            DrillerReply::Drill { seed, exercise } => Reply::Drill { seed, exercise },
            DrillerReply::Refused(why) => Reply::Undrilled(why),
            DrillerReply::Weekly(made) => made.into(),
            DrillerReply::Minutes(pick) => Reply::Minutes(pick),
        }
    }
}

/// Why the helper did not do a job. Only a path too long to work out, or a puzzle without one
/// solution, can happen to a player; the rest are the page's mistake or a worker of another
/// version, and say so.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// A job for the maker or the driller, sent to the helper.
    NotMine,
    /// Part of the job could not be read back through the core. Which part travels, not the
    /// core's error: its reader would cost the helper's pool some 10 KB of download for a
    /// message no player meets.
    Unreadable(Sent),
    /// The tutorial step makes no exercise of the position sent.
    CannotJudge,
    /// The logical path has no single solution to follow.
    NoPath(Unsolved),
    Path(PathError),
}

/// A part of a job the helper could not read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sent {
    Puzzle,
    Position,
    Draft,
    /// A move, in the text form sent.
    Move(String),
    /// A tutorial step, by its index.
    TutorialStep(usize),
    TutorialBoard,
    Drill,
    SlideBoard,
}

/// Why the maker made no puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum MakerRefusal {
    /// A drill asked of it (the page's mistake).
    NotMine,
    /// The page checks both before it asks (these are its mistake): the text sent travels,
    /// not the core's error, whose reader would weigh on the maker's pool, which a generated
    /// link waits for.
    NotADifficulty(String),
    NotRules(String),
    NotSymmetry(String),
    /// A week that has no puzzle of the week (not a week, or before the first).
    NoWeekly(String),
    Generate(GenerateError),
}

/// Why the driller made no drill.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrillerRefusal {
    /// A puzzle asked of it (the page's mistake).
    NotMine,
    NotATechnique(String),
    Drill(DrillError),
}
