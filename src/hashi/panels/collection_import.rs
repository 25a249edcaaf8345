//! The Import panel's collection: many puzzles pasted or opened at once become a personal
//! pack. The page cuts the text into entries and reads them (cheap, and an unreadable one is
//! said with its line at once); the worker checks the readable ones in batches, so a thousand
//! take seconds without freezing the page and the progress line moves with each batch. The
//! kept puzzles, sorted by rating, are stored as a pack named by the player; the report says
//! how many were kept and, for each entry left out, its line and why, in the player's language.

use crate::hashi::records::personal_packs::{self, StoredPuzzle};
use crate::i18n::{t, t_count, t_with, tr, with_catalog, CollectionMsg as Msg};
use crate::shell::arriving::Arriving;
use crate::shell::file_input::chosen_file;
use crate::worker::client::{self, out_of_turn, JobError};
use crate::worker::protocol::{Job, Reply};
use hashi_core::collection::{read, split, CollectionError, Rejected, Rejection};
use hashi_core::formats::{write_task, ParseError};
use hashi_core::solver::Unsolved;
use hashi_core::Puzzle;
use hashi_words::collection::{collection_error, rejected_saying};
use leptos::prelude::*;
use serde::Deserialize;
use std::time::Duration;

/// Puzzles a job checks: small enough that the progress line moves often, large enough that
/// a thousand take few round trips to the worker.
const BATCH: usize = 20;

/// How long one batch may take: a batch of the largest puzzles, each within the solver's budget.
const BATCH_BUDGET: Duration = Duration::from_secs(120);

/// A puzzle with one solution as this chunk reads the worker's `Checked`: only what a personal
/// pack keeps (the reader passes over the rest), so that the chunk shares no reader with the
/// first board's pack files (see `StoredPuzzle`).
#[derive(Deserialize)]
struct Verdict {
    solution: String,
    rating: VerdictRating,
}

/// The part of a `PackRating` a personal pack keeps.
#[derive(Deserialize)]
struct VerdictRating {
    band: String,
    score: f64,
    #[serde(default)]
    triple: Option<String>,
}

/// How far a running import is: entries judged, of all. A type of its own, so that its signal
/// shares no code with the main module's signals of a pair of numbers.
#[derive(Clone, Copy)]
struct Progress {
    done: usize,
    total: usize,
}

/// What an import came to, kept as data and worded when shown (so it follows the language).
#[derive(Clone, Debug)]
enum Outcome {
    /// The text gave no entries.
    Refused(CollectionError),
    /// A pack was kept: its name and size, and the entries left out.
    Made {
        name: String,
        kept: usize,
        left_out: Vec<Rejected>,
    },
    /// No entry had one solution, so no pack was made.
    NoneKept { left_out: Vec<Rejected> },
    /// The pack could not be stored: the browser's reason.
    NotStored {
        why: String,
        left_out: Vec<Rejected>,
    },
    /// The worker could not check them.
    Failed(String),
}

/// Why a batch was not checked, in the player's language where it is the game's to say.
fn job_failure(error: JobError) -> Option<String> {
    match error {
        JobError::Cancelled => None,
        JobError::TimedOut => Some(t(Msg::TooSlow)),
        JobError::Failed(why) => Some(why.reason()),
    }
}

/// Checks `readable` in the worker batch by batch, calling `progress` with how many are done.
async fn check_all(
    readable: &[(usize, Puzzle)],
    progress: impl Fn(usize),
) -> Result<Vec<Result<Verdict, Unsolved>>, Option<String>> {
    let mut verdicts = Vec::with_capacity(readable.len());
    for batch in readable.chunks(BATCH) {
        let tasks: Vec<String> = batch.iter().map(|(_, p)| write_task(p)).collect();
        let job = Job::CheckPuzzles {
            puzzles: tasks.join("\n"),
        };
        let (_, reply) = client::submit(job, BATCH_BUDGET);
        let text = match reply.await {
            Ok(Reply::PuzzlesChecked(text)) => text,
            Ok(other) => return Err(Some(out_of_turn(&other))),
            Err(error) => return Err(job_failure(error)),
        };
        // One verdict per puzzle sent, each reason a code `Unsolved` knows, or an answer this
        // page cannot read.
        let read: Option<Vec<Result<Verdict, Unsolved>>> =
            serde_json::from_str::<Vec<Result<Verdict, u8>>>(&text)
                .ok()
                .filter(|checked| checked.len() == batch.len())
                .and_then(|checked| {
                    checked
                        .into_iter()
                        .map(|verdict| match verdict {
                            Ok(verdict) => Some(Ok(verdict)),
                            Err(code) => Unsolved::from_code(code).map(Err),
                        })
                        .collect()
                });
        match read {
            Some(checked) => verdicts.extend(checked),
            None => return Err(Some(out_of_turn(&Reply::PuzzlesChecked(text)))),
        }
        progress(verdicts.len());
    }
    Ok(verdicts)
}

/// Reads, checks and keeps the collection `text` as the pack `name`.
async fn import(text: String, name: String, progress: impl Fn(usize, usize)) -> Option<Outcome> {
    let entries = match split(&text) {
        Ok(entries) => entries,
        Err(e) => return Some(Outcome::Refused(e)),
    };
    let mut left_out = Vec::new();
    let mut readable = Vec::new();
    for entry in &entries {
        match read(entry) {
            Ok(puzzle) => readable.push((entry.line, puzzle)),
            Err(e) => left_out.push(Rejected {
                line: entry.line,
                why: Rejection::Unreadable(e),
            }),
        }
    }
    let total = entries.len();
    let unreadable = left_out.len();
    progress(unreadable, total);
    let verdicts = match check_all(&readable, |done| progress(unreadable + done, total)).await {
        Ok(verdicts) => verdicts,
        Err(why) => return why.map(Outcome::Failed),
    };
    let mut kept = Vec::new();
    for ((line, puzzle), verdict) in readable.into_iter().zip(verdicts) {
        match verdict {
            Ok(verdict) => kept.push((verdict, puzzle, line)),
            Err(unsolved) => left_out.push(Rejected {
                line,
                why: Rejection::Unsolved(unsolved),
            }),
        }
    }
    // Each entry has a line of its own.
    left_out.sort_unstable_by_key(|r| r.line);
    if kept.is_empty() {
        return Some(Outcome::NoneKept { left_out });
    }
    // Easiest first, equal scores in the collection's order, as `collection::sort_by_rating`
    // sorts them for the CLI (whose stable sort this chunk does without: it shared code with
    // the editor's chunks).
    kept.sort_unstable_by(|(a, _, first), (b, _, second)| {
        a.rating
            .score
            .total_cmp(&b.rating.score)
            .then(first.cmp(second))
    });
    let puzzles: Vec<StoredPuzzle> = kept
        .into_iter()
        .enumerate()
        .map(|(at, (verdict, puzzle, _))| StoredPuzzle {
            number: at + 1,
            task: write_task(&puzzle),
            w: puzzle.width(),
            h: puzzle.height(),
            band: verdict.rating.band,
            score: verdict.rating.score,
            triple: verdict.rating.triple.unwrap_or_default(),
            solution: verdict.solution,
        })
        .collect();
    let count = puzzles.len();
    Some(match personal_packs::add(&name, puzzles) {
        Ok(_) => Outcome::Made {
            name,
            kept: count,
            left_out,
        },
        Err(why) => Outcome::NotStored { why, left_out },
    })
}

/// The report's lines: what was kept (or why nothing was), then each entry left out.
fn report(
    outcome: &Outcome,
    say_parse: Option<fn(&ParseError) -> String>,
) -> (String, Vec<String>) {
    let say_left_out = |left_out: &[Rejected]| -> Vec<String> {
        with_catalog(|words| {
            left_out
                .iter()
                .map(|r| {
                    rejected_saying(words, r, |e| {
                        say_parse.map_or_else(|| e.to_string(), |say| say(e))
                    })
                })
                .collect()
        })
    };
    match outcome {
        Outcome::Refused(e) => (with_catalog(|w| collection_error(w, e)), Vec::new()),
        Outcome::Made {
            name,
            kept,
            left_out,
        } => {
            let mut head = t_count(Msg::Kept, *kept as u64, &[("name", name)]);
            if !left_out.is_empty() {
                head += " ";
                head += &t_count(Msg::LeftOut, left_out.len() as u64, &[]);
            }
            (head, say_left_out(left_out))
        }
        Outcome::NoneKept { left_out } => (t(Msg::NoneKept), say_left_out(left_out)),
        Outcome::NotStored { why, left_out } => (
            t_with(Msg::NotKept, &[("why", why)]),
            say_left_out(left_out),
        ),
        Outcome::Failed(why) => (t_with(Msg::Failed, &[("why", why)]), Vec::new()),
    }
}

/// A file's name without its extension, for the pack's name.
fn stem(file_name: &str) -> String {
    match file_name.rsplit_once('.') {
        Some((stem, _)) if !stem.is_empty() => stem.to_string(),
        _ => file_name.to_string(),
    }
}

#[component]
pub fn CollectionImport(say_parse: Arriving<fn(&ParseError) -> String>) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let name = RwSignal::new(String::new());
    let progress = RwSignal::new(None::<Progress>);
    let outcome = RwSignal::new(None::<Outcome>);
    let busy = move || progress.with(Option::is_some) && outcome.with(Option::is_none);
    let start = move || {
        let typed = name.get_untracked().trim().to_string();
        let name = if typed.is_empty() {
            t(Msg::DefaultName)
        } else {
            typed
        };
        outcome.set(None);
        progress.set(Some(Progress { done: 0, total: 0 }));
        let text = text.get_untracked();
        leptos::task::spawn_local(async move {
            let done = import(text, name, |done, total| {
                progress.try_set(Some(Progress { done, total }));
            })
            .await;
            match done {
                Some(done) => {
                    outcome.try_set(Some(done));
                }
                None => {
                    progress.try_set(None);
                }
            }
        });
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some((_, file)) = chosen_file(&ev) else {
            return;
        };
        if name.get_untracked().trim().is_empty() {
            name.set(stem(&file.name()));
        }
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                Ok(value) => {
                    text.try_set(value.as_string().unwrap_or_default());
                }
                Err(_) => {
                    outcome.try_set(Some(Outcome::Failed(t(crate::i18n::ImportMsg::NoFile))));
                }
            }
        });
    };
    let default_name = tr(Msg::DefaultName);
    view! {
        <form
            class="panel import collection"
            data-testid="collection-panel"
            on:submit=move |ev| {
                ev.prevent_default();
                if !busy() {
                    start();
                }
            }
        >
            <h3>{tr(Msg::Heading)}</h3>
            <p class="muted">{tr(Msg::Hint)}</p>
            <label class="import-text">
                {tr(Msg::Input)}
                <textarea
                    data-testid="collection-input"
                    rows="6"
                    prop:value=move || text.get()
                    on:input=move |ev| text.set(event_target_value(&ev))
                ></textarea>
            </label>
            <label>
                {tr(Msg::File)} " "
                <input
                    type="file"
                    data-testid="collection-file"
                    accept=".txt,.json,.has"
                    on:change=on_file
                />
            </label>
            <label>
                {tr(Msg::Name)} " "
                <input
                    type="text"
                    data-testid="collection-name"
                    maxlength="80"
                    placeholder=default_name
                    prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev))
                />
            </label>
            <button type="submit" data-testid="collection-import" disabled=busy>
                {tr(Msg::Import)}
            </button>
            <p data-testid="collection-progress" role="status" hidden=move || !busy()>
                {move || {
                    progress.get().map(|Progress { done, total }| {
                        t_with(
                            Msg::Progress,
                            &[("checked", &done.to_string()), ("total", &total.to_string())],
                        )
                    })
                }}
            </p>
            // The summary and the list carry classes of their own: a bare `<p>` of text is a view
            // the drill, learn and editor chunks draw too, and sharing its code cut a small
            // shared chunk anew on each of their first loads.
            {move || {
                outcome.with(|o| o.as_ref().map(|o| report(o, say_parse.get()))).map(|(head, lines)| {
                    view! {
                        <div data-testid="collection-report" role="status">
                            <p class="summary">{head}</p>
                            <ul class="left-out">
                                {lines
                                    .into_iter()
                                    .map(|line| view! { <li data-testid="collection-rejected">{line}</li> })
                                    .collect_view()}
                            </ul>
                        </div>
                    }
                })
            }}
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hashi_core::collection::check_text;
    use hashi_core::solver::Budget;

    #[test]
    fn the_report_says_what_was_kept_and_each_entry_left_out_with_its_line() {
        let judged = check_text("3x1:2a2\nnonsense\n3x3:3a3c3a3\n", Budget::DEFAULT).unwrap();
        let outcome = Outcome::Made {
            name: "Mine".into(),
            kept: judged.kept.len(),
            left_out: judged.rejected,
        };
        let (head, lines) = report(&outcome, None);
        assert_eq!(
            head,
            "1 puzzle kept in the pack “Mine”, easiest first. 2 entries left out:"
        );
        assert_eq!(lines.len(), 2);
        assert!(
            lines[0].starts_with("Line 2: matrix, line 2, column 1"),
            "{}",
            lines[0]
        );
        assert_eq!(lines[1], "Line 3: this puzzle has more than one solution.");
        let (head, lines) = report(&Outcome::Refused(CollectionError::Empty), None);
        assert_eq!(head, "There are no puzzles in this text.");
        assert!(lines.is_empty());
    }

    #[test]
    fn the_worker_s_checked_puzzles_read_as_verdicts() {
        let judged = check_text("3x1:2a2\n", Budget::DEFAULT).unwrap();
        let checked = &judged.kept[0].checked;
        let sent: [Result<_, u8>; 2] = [Ok(checked.clone()), Err(Unsolved::Several.code())];
        let text = serde_json::to_string(&sent).unwrap();
        let read: Vec<Result<Verdict, u8>> = serde_json::from_str(&text).unwrap();
        assert_eq!(read[1].as_ref().err(), Some(&1));
        let Ok(verdict) = &read[0] else {
            panic!("{text}");
        };
        assert_eq!(verdict.solution, checked.solution);
        assert_eq!(verdict.rating.band, checked.rating.band);
        assert_eq!(verdict.rating.score, checked.rating.score);
        assert_eq!(
            verdict.rating.triple.as_deref(),
            checked.rating.triple.as_ref().map(|t| t.0.as_str())
        );
    }

    #[test]
    fn a_file_names_the_pack_without_its_extension() {
        assert_eq!(stem("weekend.txt"), "weekend");
        assert_eq!(stem("my.puzzles.json"), "my.puzzles");
        assert_eq!(stem(".hidden"), ".hidden");
        assert_eq!(stem("plain"), "plain");
    }
}
