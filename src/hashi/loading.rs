//! Opens a puzzle reference: at once when nothing is needed (an import, a generated puzzle
//! already saved), after fetching its pack for a pack puzzle or its month's file for a daily
//! the build made, else by asking the solver's worker to generate it while the page shows what
//! it is making, with a Cancel. What shows the puzzle once it is at hand is the caller's: the
//! full play screen, or an embed's bare board.

use crate::hashi::dailies;
use crate::hashi::maker_words::maker_words;
use crate::hashi::packs::{self, PackFile};
use crate::hashi::problem::Problem;
use crate::hashi::puzzle_ref::{Loaded, Loading, PuzzleRef, Unmade};
use crate::hashi::screen::play_screen::PlayScreen;
use crate::hashi::trouble::Trouble;
use crate::i18n::{t, t_with, tr, PlayMsg, WordsMsg};
use crate::shell::arriving::Arriving;
use crate::shell::job_progress::JobProgress;
use crate::worker::client::JobError;
use crate::worker::protocol::Job;
use crate::worker::slot::JobSlot;
use leptos::prelude::*;
use leptos_router::components::A;
use std::time::Duration;

/// What shows a puzzle once it is at hand: its reference, the puzzle, the link's note and the
/// bridges of a "share progress" link. A plain function, so that a page in a chunk of its own
/// (the embed) can hand in its screen without the first download carrying it.
pub type ShowPuzzle = fn(PuzzleRef, Loaded, Option<Trouble>, Option<String>) -> AnyView;

/// The game's full screen: the bar, the board, the aids and the panels, with its save.
fn full_screen(
    reference: PuzzleRef,
    loaded: Loaded,
    note: Option<Trouble>,
    shared: Option<String>,
) -> AnyView {
    view! { <PlayScreen reference loaded note shared /> }.into_any()
}

/// Generating may take longer than other jobs (the largest extreme puzzles take a few seconds
/// on a phone); the player sees it happen and can cancel.
const GENERATION_BUDGET: Duration = Duration::from_secs(30);

#[component]
pub fn GameScreen(
    reference: PuzzleRef,
    note: Option<Trouble>,
    /// Bridges from a "share progress" link, as moves joined by `;`.
    #[prop(default = None)]
    shared: Option<String>,
    /// What shows the puzzle once it is here: the full play screen unless told otherwise.
    #[prop(default = full_screen)]
    show: ShowPuzzle,
) -> impl IntoView {
    match reference.load() {
        Err(trouble) => view! { <Problem trouble /> }.into_any(),
        Ok(Loading::Ready(loaded)) => show(reference, loaded, note, shared),
        Ok(Loading::Pack(file)) => {
            view! { <FetchingPack reference file note shared show /> }.into_any()
        }
        Ok(Loading::Generate { job, label }) => {
            view! { <Generating reference job label note shared show /> }.into_any()
        }
    }
}

/// The board's place while the puzzle is not there yet: the page keeps its shape.
fn waiting_board() -> impl IntoView {
    view! {
        <div class="board-wrap">
            <div class="board-placeholder" aria-hidden="true"></div>
        </div>
    }
}

/// A pack puzzle whose pack is being fetched (at once from this visit's copy or the service
/// worker's; from the network on a first visit), with Retry when that fails.
#[component]
fn FetchingPack(
    reference: PuzzleRef,
    file: &'static PackFile,
    note: Option<Trouble>,
    shared: Option<String>,
    show: ShowPuzzle,
) -> impl IntoView {
    let pack = Arriving::new(move || packs::fetch_at(file.url.to_string(), file.band));
    move || match pack.get() {
        None => view! {
            <section class="hashi generating" aria-label="Hashi" aria-busy="true">
                {waiting_board()}
            </section>
        }
        .into_any(),
        Some(Ok(pack)) => match reference.from_pack(&pack) {
            Ok(loaded) => show(reference.clone(), loaded, note.clone(), shared.clone()),
            Err(trouble) => view! { <Problem trouble /> }.into_any(),
        },
        Some(Err(why)) => view! {
            <section class="problem" role="alert" data-testid="pack-failed">
                <h1>{tr(PlayMsg::NotHere)}</h1>
                <p data-testid="notice">
                    {
                        let trouble = Trouble::Pack(why);
                        move || trouble.sentence(None)
                    }
                </p>
                <p>
                    <button data-testid="pack-retry" on:click=move |_| pack.again()>
                        {tr(WordsMsg::Retry)}
                    </button>
                    " · "
                    <A href="/">{tr(PlayMsg::BackToGames)}</A>
                </p>
            </section>
        }
        .into_any(),
    }
}

/// Where a generation stands.
#[derive(Clone)]
enum Made {
    Working,
    Done(Box<Loaded>),
    Stopped(String),
}

/// A generated puzzle being made in the worker; the game replaces it once it is ready. A daily
/// in a month the build made is read from that month's file first, as a pack puzzle is (the
/// page's inline script has preloaded it); when the file cannot be had, or does not hold the
/// day as this build binds it, the maker makes the day's puzzle, as for a day outside the
/// build's months: the same puzzle either way.
#[component]
fn Generating(
    reference: PuzzleRef,
    job: Job,
    label: String,
    note: Option<Trouble>,
    shared: Option<String>,
    show: ShowPuzzle,
) -> impl IntoView {
    let slot = JobSlot::owned();
    let made = RwSignal::new(Made::Working);
    let start = {
        let reference = reference.clone();
        move |job: Job| {
            made.set(Made::Working);
            let (reference, label) = (reference.clone(), label.clone());
            leptos::task::spawn_local(async move {
                if let Some(loaded) = daily_from_file(&reference).await {
                    made.try_set(Made::Done(Box::new(loaded)));
                    return;
                }
                let outcome = match slot.run(label, job, GENERATION_BUDGET).await {
                    Ok(reply) => match reference.from_generator(reply) {
                        Ok(loaded) => Made::Done(Box::new(loaded)),
                        Err(Unmade::Refused(why)) => Made::Stopped(match maker_words().await {
                            Ok(say) => say(&why),
                            // Why could not be downloaded: the refusal alone is still true.
                            Err(_) => t(PlayMsg::GeneratorRefused),
                        }),
                        Err(Unmade::Other(why)) => Made::Stopped(why),
                    },
                    Err(why) => Made::Stopped(stopped(&why)),
                };
                made.try_set(outcome);
            });
        }
    };
    start(job);
    // Trying again asks for the reference's job anew (it is made from the reference alone),
    // rather than keeping a copy: copying a job would bring every job's copying code here. If
    // the puzzle was made meanwhile (another tab kept it), the page opens it as a reload would.
    let again = {
        let reference = reference.clone();
        move || match reference.load() {
            Ok(Loading::Generate { job, .. }) => start(job),
            _ => crate::shell::offline::reload(),
        }
    };
    move || match made.get() {
        Made::Working => view! {
            <section class="hashi generating" aria-label="Hashi" aria-busy="true">
                {waiting_board()}
                <JobProgress jobs=slot />
            </section>
        }
        .into_any(),
        Made::Done(loaded) => show(reference.clone(), *loaded, note.clone(), shared.clone()),
        Made::Stopped(why) => {
            let again = again.clone();
            view! {
                <section class="problem" role="alert" data-testid="generation-stopped">
                    <h1>{tr(PlayMsg::NoPuzzle)}</h1>
                    <p data-testid="notice">{why}</p>
                    <p>
                        <button data-testid="generate-again" on:click=move |_| again()>
                            {tr(PlayMsg::TryAgain)}
                        </button>
                        " · "
                        <A href="/">{tr(PlayMsg::BackToGames)}</A>
                        " · "
                        <A href="/hashi">{tr(WordsMsg::PlayHashi)}</A>
                    </p>
                </section>
            }
            .into_any()
        }
    }
}

/// The daily puzzle of `reference` out of its month's file: None when it is no daily, or its
/// reader cannot be had, or the build made no file for its month, or the file cannot be had or
/// does not hold that day with the seed this build gives it (the maker makes it then).
async fn daily_from_file(reference: &PuzzleRef) -> Option<Loaded> {
    let PuzzleRef::Daily(date) = reference else {
        return None;
    };
    let open = dailies::daily_file().await.ok()?;
    open(*date).await
}

/// What the player is told when generation gave no puzzle.
fn stopped(why: &JobError) -> String {
    match why {
        JobError::Cancelled => t(PlayMsg::Cancelled),
        JobError::TimedOut => t(PlayMsg::TooLong),
        JobError::Failed(e) => t_with(PlayMsg::GeneratorFailed, &[("why", &e.reason())]),
    }
}
