//! Where a puzzle comes from (a pack, a seed, the day's date, the week, or an import) and the
//! URL that reopens it.

use crate::hashi::packs::{self, PackFile};
use crate::hashi::query::{RULES_PARAM, SYMMETRY_PARAM};
use crate::hashi::records;
use crate::hashi::rules_words::describe;
use crate::hashi::trouble::Trouble;
use crate::hashi::words::band_name;
use crate::i18n::{t, t_with, PlayMsg, WordsMsg};
use crate::worker::client::out_of_turn;
use crate::worker::protocol::{Job, MakerRefusal, Reply};
use hashi_core::daily::{daily, Date};
use hashi_core::formats::{parse_task, write_task};
use hashi_core::generator::{Symmetry, GENERATOR_VERSION, OLDEST_VERSION};
use hashi_core::packs::{techniques_of, Pack};
use hashi_core::rating::Band;
use hashi_core::solver::techniques::Technique;
use hashi_core::weekly::{weekly, Week};
use hashi_core::{Puzzle, RuleSet, State};
use std::collections::BTreeMap;

/// The version a link's `?v=` names, when this build makes it.
pub fn made_version(text: &str) -> Option<u32> {
    text.parse()
        .ok()
        .filter(|v| (OLDEST_VERSION..=GENERATOR_VERSION).contains(v))
}

/// A puzzle's identity: its URL and its storage key derive from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleRef {
    Pack(String),
    Generated {
        band: Band,
        width: usize,
        height: usize,
        seed: u64,
        /// The rules it is generated for (`?rules=m3L`; none for the standard rules).
        rules: RuleSet,
        /// The generator version that makes it (`?v=8`): links keep their puzzles when a
        /// new version comes.
        version: u32,
        /// The exact symmetry its islands keep (`&sym=rot180`); None (no `sym`) for the
        /// generator's own choice, as every link made before links could name one.
        symmetry: Option<Symmetry>,
    },
    Imported(String),
    /// The daily puzzle of a UTC date, the same for everyone (see `hashi_core::daily`).
    Daily(Date),
    /// The puzzle of an ISO week, the same for everyone (see `hashi_core::weekly`).
    Weekly(Week),
}

/// A puzzle ready to play, with what the page shows about it.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub puzzle: Puzzle,
    /// "easy-001", "Generated medium 10x10 #42", "Imported 7x7".
    pub title: String,
    /// The band, when known (for statistics).
    pub band: Option<Band>,
    /// The solution, when it came with the puzzle (the generator's); otherwise the screen
    /// solves once, when an aid first needs it.
    pub solution: Option<State>,
    /// The techniques its logical solve needs and how often, when its rating is known (packs
    /// and generated puzzles; not imports).
    pub techniques: Vec<(Technique, usize)>,
}

/// How a reference becomes a puzzle to play.
#[derive(Debug)]
pub enum Loading {
    /// At once: an import, or a generated puzzle already saved.
    Ready(Loaded),
    /// A pack puzzle: its pack is fetched first (at once when this visit has it already).
    Pack(&'static PackFile),
    /// A generated puzzle opened for the first time: the worker makes it.
    Generate { job: Job, label: String },
}

impl PuzzleRef {
    /// The app path that opens this puzzle.
    pub fn path(&self) -> String {
        match self {
            PuzzleRef::Pack(id) => format!("/hashi/p/{id}"),
            PuzzleRef::Generated {
                band,
                width,
                height,
                seed,
                rules,
                version,
                symmetry,
            } => {
                let mut path = format!("/hashi/g/{band}/{width}x{height}/{seed}?v={version}");
                if *rules != RuleSet::STANDARD {
                    path += &format!("&{RULES_PARAM}={rules}");
                }
                if let Some(symmetry) = symmetry {
                    path += &format!("&{SYMMETRY_PARAM}={symmetry}");
                }
                path
            }
            PuzzleRef::Imported(task) => format!("/hashi/i/{task}"),
            PuzzleRef::Daily(date) => format!("/hashi/daily/{date}"),
            PuzzleRef::Weekly(week) => format!("/hashi/weekly/{week}"),
        }
    }

    /// The key under which progress is saved.
    pub fn storage_id(&self) -> String {
        match self {
            PuzzleRef::Pack(id) => format!("p/{id}"),
            PuzzleRef::Generated {
                band,
                width,
                height,
                seed,
                rules,
                version,
                symmetry,
            } => {
                let mut id = format!("g{version}/{band}/{width}x{height}/{seed}");
                if *rules != RuleSet::STANDARD {
                    id += &format!("/{rules}");
                }
                // Two symmetries of one seed are two puzzles: never one save.
                if let Some(symmetry) = symmetry {
                    id += &format!("/sym-{symmetry}");
                }
                id
            }
            PuzzleRef::Imported(task) => format!("i/{task}"),
            PuzzleRef::Daily(date) => format!("daily/{date}"),
            PuzzleRef::Weekly(week) => format!("weekly/{week}"),
        }
    }

    /// Reads a path made by [`PuzzleRef::path`] back (for the hub's "continue"); None for
    /// anything else.
    pub fn from_path(path: &str) -> Option<PuzzleRef> {
        Self::read_path(path).ok()
    }

    /// Reads a puzzle's own address (path and query; an embed's, after `/embed`); the error
    /// says what is wrong with it. Days and weeks still to come are the caller's to refuse.
    pub fn read_path(path: &str) -> Result<PuzzleRef, Trouble> {
        let path = path.split('#').next().unwrap_or_default();
        let (path, query) = path.split_once('?').unwrap_or((path, ""));
        let value = |name: &str| {
            query
                .split('&')
                .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
        };
        let rules = value(RULES_PARAM);
        let (kind, rest) = path
            .strip_prefix("/hashi/")
            .and_then(|rest| rest.split_once('/'))
            .filter(|(_, rest)| !rest.is_empty())
            .ok_or(Trouble::NoPuzzleAddress)?;
        match kind {
            "p" => Ok(PuzzleRef::Pack(rest.to_string())),
            "i" => Ok(PuzzleRef::Imported(rest.to_string())),
            "daily" => PuzzleRef::daily(rest),
            "weekly" => rest.parse().map(PuzzleRef::Weekly).map_err(Trouble::NoWeek),
            "g" => match rest.split('/').collect::<Vec<_>>()[..] {
                [band, size, seed] => {
                    let asked = (rules, value("v"), value(SYMMETRY_PARAM));
                    PuzzleRef::generated(band, size, seed, asked)
                }
                _ => Err(Trouble::NoPuzzleAddress),
            },
            _ => Err(Trouble::NoPuzzleAddress),
        }
    }

    /// Reads a daily puzzle's date; the error says what is wrong with it.
    pub fn daily(date: &str) -> Result<PuzzleRef, Trouble> {
        date.parse().map(PuzzleRef::Daily).map_err(Trouble::NoDaily)
    }

    /// Reads a generated puzzle's route parameters and its `rules`, `v` and `sym` queries (None
    /// for the standard rules, the current version and the generator's own symmetry; a
    /// version this build does not make is read as the current one, and the page says so);
    /// the error says which part is wrong.
    pub fn generated(
        difficulty: &str,
        size: &str,
        seed: &str,
        (rules, version, symmetry): (Option<&str>, Option<&str>, Option<&str>),
    ) -> Result<PuzzleRef, Trouble> {
        let band =
            Band::from_id(difficulty).ok_or_else(|| Trouble::NotDifficulty(difficulty.into()))?;
        let (w, h) = size
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
            .ok_or_else(|| Trouble::NotSize(size.into()))?;
        let seed = seed.parse().map_err(|_| Trouble::NotSeed(seed.into()))?;
        let rules = match rules {
            None => RuleSet::STANDARD,
            Some(text) => text.parse().map_err(|error| Trouble::BadRules {
                text: text.into(),
                error,
            })?,
        };
        let symmetry = match symmetry {
            None => None,
            Some(text) => {
                Some(Symmetry::from_id(text).ok_or_else(|| Trouble::NotSymmetry(text.into()))?)
            }
        };
        Ok(PuzzleRef::Generated {
            band,
            width: w,
            height: h,
            seed,
            rules,
            version: version.and_then(made_version).unwrap_or(GENERATOR_VERSION),
            symmetry,
        })
    }

    /// Builds the puzzle when that needs no search, says which job makes it otherwise, or
    /// explains why this reference leads nowhere.
    pub fn load(&self) -> Result<Loading, Trouble> {
        match self {
            PuzzleRef::Pack(id) => packs::pack_of(id)
                .map(Loading::Pack)
                .ok_or_else(|| Trouble::NoPackPuzzle(id.clone())),
            PuzzleRef::Generated {
                band,
                width,
                height,
                seed,
                rules,
                version,
                symmetry,
            } => Ok(self.generate_or_resume(
                *band,
                (*width, *height),
                (*seed, *version),
                (*rules, *symmetry),
            )),
            PuzzleRef::Daily(date) => {
                let spec = daily(*date);
                Ok(self.generate_or_resume(
                    spec.band,
                    (spec.width, spec.height),
                    (spec.seed, spec.version),
                    (RuleSet::STANDARD, None),
                ))
            }
            PuzzleRef::Weekly(week) => {
                let spec = weekly(*week).ok_or(Trouble::WeeklyBefore(*week))?;
                Ok(self.resume_or(|| {
                    let (week, count) = (week.to_string(), spec.candidates.to_string());
                    let size = format!("{}x{}", spec.width, spec.height);
                    let band = t(band_name(spec.band));
                    let args = [("week", &*week), ("count", &count), ("band", &band)];
                    let label = t_with(
                        PlayMsg::WeeklyPicking,
                        &[&args[..], &[("size", &size)]].concat(),
                    );
                    (Job::Weekly { week }, label)
                }))
            }
            PuzzleRef::Imported(task) => {
                let puzzle = parse_task(task).map_err(|e| Trouble::LinkBroken(e.into()))?;
                let title = self.title(&puzzle);
                Ok(Loading::Ready(Loaded {
                    puzzle,
                    title,
                    band: None,
                    solution: None,
                    techniques: Vec::new(),
                }))
            }
        }
    }

    /// A generated puzzle (a link's or the day's): from its save, else made by the worker.
    fn generate_or_resume(
        &self,
        band: Band,
        (width, height): (usize, usize),
        (seed, version): (u64, u32),
        (rules, symmetry): (RuleSet, Option<Symmetry>),
    ) -> Loading {
        self.resume_or(|| {
            let size = format!("{width}x{height}");
            let band_words = t(band_name(band));
            let label = if rules == RuleSet::STANDARD {
                t_with(
                    PlayMsg::Generating,
                    &[("size", &size), ("band", &band_words)],
                )
            } else {
                let rules = describe(rules);
                let args = [("size", &*size), ("band", &band_words), ("rules", &rules)];
                t_with(PlayMsg::GeneratingRules, &args)
            };
            let job = maker_job(band, (width, height), (seed, version), (rules, symmetry));
            (job, label)
        })
    }

    /// A made puzzle (a link's, the day's or the week's) from its save, else the maker's job.
    fn resume_or(&self, job: impl FnOnce() -> (Job, String)) -> Loading {
        // Progress saved on this link holds the puzzle itself and the generator's solution: no
        // need to wait for the worker to make it again.
        match self.saved_puzzle() {
            Some((puzzle, solution)) => {
                let uses = records::technique_uses(&self.storage_id());
                Loading::Ready(generated_loaded(self, puzzle, solution, &uses))
            }
            None => {
                let (job, label) = job();
                Loading::Generate { job, label }
            }
        }
    }

    /// This pack puzzle, out of its fetched pack.
    pub fn from_pack(&self, pack: &Pack) -> Result<Loaded, Trouble> {
        let PuzzleRef::Pack(id) = self else {
            return Err(Trouble::NotPack);
        };
        let entry = pack
            .find(id)
            .ok_or_else(|| Trouble::NoPackPuzzle(id.clone()))?;
        let puzzle = entry.puzzle().map_err(|error| Trouble::PackEntryDamaged {
            id: id.clone(),
            error: error.into(),
        })?;
        Ok(Loaded {
            solution: entry.solution(&puzzle),
            puzzle,
            title: id.clone(),
            band: Band::from_id(&entry.rating.band),
            techniques: entry.rating.techniques(),
        })
    }

    /// The puzzle as far as it is known without searching or fetching: a pack puzzle from
    /// its save (the save holds the puzzle), everything else as `load` has it ready.
    pub fn load_saved(&self) -> Option<Loaded> {
        match (self, self.load().ok()?) {
            (_, Loading::Ready(loaded)) => Some(loaded),
            (PuzzleRef::Pack(id), Loading::Pack(file)) => {
                let (puzzle, solution) = self.saved_puzzle()?;
                Some(Loaded {
                    puzzle,
                    title: id.clone(),
                    band: Band::from_id(file.band),
                    solution,
                    techniques: Vec::new(),
                })
            }
            _ => None,
        }
    }

    /// The puzzle progress saved on this reference was made on, with the solution that came
    /// with it when one was kept (and still solves it).
    fn saved_puzzle(&self) -> Option<(Puzzle, Option<State>)> {
        let (task, solution) = records::saved_start(&self.storage_id())?;
        let puzzle = parse_task(&task).ok()?;
        let solution = solution.and_then(|text| State::solution_from_text(&puzzle, &text));
        Some((puzzle, solution))
    }

    /// The puzzle the worker generated for this reference.
    pub fn from_generator(&self, reply: Reply) -> Result<Loaded, Unmade> {
        match reply {
            Reply::Generated {
                puzzle,
                solution,
                uses,
            } => {
                let puzzle = parse_task(&puzzle).map_err(|e| {
                    Unmade::Other(t_with(PlayMsg::GeneratedUnread, &[("why", &e.to_string())]))
                })?;
                let asked = match self {
                    PuzzleRef::Generated { rules, .. } => *rules,
                    _ => RuleSet::STANDARD,
                };
                if puzzle.rules() != asked {
                    return Err(Unmade::Other(t_with(
                        PlayMsg::OtherRules,
                        &[
                            ("made", &describe(puzzle.rules())),
                            ("asked", &describe(asked)),
                        ],
                    )));
                }
                let solution = State::from_counts(&puzzle, &solution).ok();
                // Kept with the puzzle's save, so a resumed puzzle still shows its labels;
                // were it not kept, only the labels would be missing next time.
                records::keep_technique_uses(&self.storage_id(), &uses);
                Ok(generated_loaded(self, puzzle, solution, &uses))
            }
            Reply::Unmade(why) => Err(Unmade::Refused(why)),
            other => Err(Unmade::Other(out_of_turn(&other))),
        }
    }

    /// The puzzle's name in the bar, in the current language: a pack puzzle's id, "Daily
    /// 2026-11-23", "expert 40x40 #7", "Imported 9x9".
    pub fn title(&self, puzzle: &Puzzle) -> String {
        match self {
            PuzzleRef::Pack(id) => id.clone(),
            PuzzleRef::Generated {
                band,
                width,
                height,
                seed,
                ..
            } => t_with(
                PlayMsg::GeneratedTitle,
                &[
                    ("band", &t(band_name(*band))),
                    ("size", &format!("{width}x{height}")),
                    ("seed", &seed.to_string()),
                ],
            ),
            PuzzleRef::Daily(date) => t_with(PlayMsg::DailyTitle, &[("date", &date.to_string())]),
            PuzzleRef::Weekly(week) => {
                t_with(WordsMsg::WeeklyTitle, &[("week", &week.to_string())])
            }
            PuzzleRef::Imported(_) => {
                let size = format!("{}x{}", puzzle.width(), puzzle.height());
                t_with(PlayMsg::ImportedTitle, &[("size", &size)])
            }
        }
    }

    /// The reference for an imported puzzle.
    pub fn imported(puzzle: &Puzzle) -> PuzzleRef {
        PuzzleRef::Imported(write_task(puzzle))
    }
}

/// The maker's job for a generated puzzle: the symmetry named only when one was asked for.
fn maker_job(
    band: Band,
    (width, height): (usize, usize),
    (seed, version): (u64, u32),
    (rules, symmetry): (RuleSet, Option<Symmetry>),
) -> Job {
    Job::Generate {
        band: band.id().to_string(),
        width,
        height,
        seed,
        rules: rules.to_string(),
        version,
        symmetry: symmetry.map(|s| s.id().to_string()).unwrap_or_default(),
    }
}

/// Why the worker's answer gave no puzzle to play.
#[derive(Clone, Debug, PartialEq)]
pub enum Unmade {
    /// The maker refused the link (its sentence is the `maker_words` chunk's).
    Refused(MakerRefusal),
    /// The answer did not fit the link, said here.
    Other(String),
}

/// A generated puzzle ready to play, titled by its link ("expert 40x40 #7").
pub fn generated_loaded(
    reference: &PuzzleRef,
    puzzle: Puzzle,
    solution: Option<State>,
    uses: &BTreeMap<String, usize>,
) -> Loaded {
    let (title, band) = match reference {
        PuzzleRef::Generated { band, .. } => (reference.title(&puzzle), Some(*band)),
        PuzzleRef::Daily(date) => (reference.title(&puzzle), Some(daily(*date).band)),
        PuzzleRef::Weekly(week) => (reference.title(&puzzle), weekly(*week).map(|s| s.band)),
        other => (other.path(), None),
    };
    Loaded {
        puzzle,
        title,
        band,
        solution,
        techniques: techniques_of(uses),
    }
}

#[cfg(test)]
mod tests;
