//! "I have N minutes" (3, 5, 10, 20): the driller generates candidates until one's predicted
//! time for this player falls in the range, within about a second, while a progress line
//! shows; then the puzzle opens by its generated link, which can be shared and reopens it.
//! When none fits, it says so and offers the closest found.

use super::time_words::whole_minutes;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::records::pace::kept_text;
use crate::i18n::{t, t_with, PaceMsg as Msg};
use crate::worker::client::JobError;
use crate::worker::protocol::{Job, MinutesPuzzle, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::pace::minutes::MINUTES;
use hashi_core::rating::Band;
use hashi_core::RuleSet;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;
use std::time::Duration;

/// The driller searches for a second; its start (its wasm fetched the first time) comes on top.
const BUDGET: Duration = Duration::from_secs(15);

/// How a search ended, when it did not open a puzzle.
#[derive(Clone, Debug, PartialEq)]
enum Outcome {
    /// None in range: the closest, and the minutes asked.
    Closest(MinutesPuzzle, u32),
    /// Nothing could be made in the time.
    Nothing,
    /// The search failed, and why (in the player's language).
    Failed(String),
}

/// The link of a found puzzle: a generated puzzle of the standard rules and the generator's
/// own symmetry, as the New panel makes.
fn link(found: &MinutesPuzzle) -> Option<String> {
    let band = Band::from_id(&found.band)?;
    Some(
        PuzzleRef::Generated {
            band,
            width: found.side,
            height: found.side,
            seed: found.seed,
            rules: RuleSet::STANDARD,
            version: found.version,
            symmetry: None,
        }
        .path(),
    )
}

#[component]
pub fn Minutes() -> impl IntoView {
    super::style::adopt();
    let jobs = JobSlot::owned();
    let asked = RwSignal::new(None::<u32>);
    let outcome = RwSignal::new(None::<Outcome>);
    let navigate = use_navigate();
    let open = move |found: &MinutesPuzzle| match link(found) {
        Some(path) => navigate(&path, NavigateOptions::default()),
        None => outcome.set(Some(Outcome::Nothing)),
    };
    let open_closest = open.clone();
    let search = move |minutes: u32| {
        if jobs.is_busy_now() {
            return;
        }
        asked.set(Some(minutes));
        outcome.set(None);
        let job = Job::Minutes {
            solves: kept_text(),
            minutes,
            seed: (js_sys::Math::random() * 1e9) as u64,
        };
        let label = t_with(Msg::MinutesProgress, &[("minutes", &minutes.to_string())]);
        let open = open.clone();
        leptos::task::spawn_local(async move {
            let said = match jobs.run(label, job, BUDGET).await {
                Ok(Reply::Minutes(pick)) => match pick.found {
                    Some(found) if pick.in_range => {
                        open(&found);
                        return;
                    }
                    Some(found) => Outcome::Closest(found, minutes),
                    None => Outcome::Nothing,
                },
                Ok(other) => Outcome::Failed(crate::worker::client::out_of_turn(&other)),
                Err(JobError::Cancelled) => return,
                Err(JobError::TimedOut) => Outcome::Failed(t(Msg::MinutesTimedOut)),
                Err(JobError::Failed(why)) => Outcome::Failed(why.reason()),
            };
            outcome.try_set(Some(said));
        });
    };
    view! {
        <div class="minutes" role="group" aria-label=move || t(Msg::MinutesHeading)>
            <span class="minutes-heading">{move || t(Msg::MinutesHeading)}</span>
            {MINUTES
                .into_iter()
                .map(|minutes| {
                    let search = search.clone();
                    view! {
                        <button
                            type="button"
                            data-testid=format!("minutes-{minutes}")
                            // A title, not a label: the button's name stays its visible "5 min"
                            // (axe's label-content-name-mismatch), in the group "I have…".
                            title=move || t_with(Msg::MinutesLabel, &[("minutes", &minutes.to_string())])
                            aria-busy=move || (jobs.is_busy() && asked.get() == Some(minutes)).then_some("true")
                            on:click=move |_| search(minutes)
                        >
                            {move || t_with(Msg::MinutesButton, &[("minutes", &minutes.to_string())])}
                        </button>
                    }
                })
                .collect_view()}
            {move || jobs.underway().map(|job| view! {
                <div class="minutes-progress" data-testid="minutes-progress" role="status">
                    <progress aria-label=job.label.clone()></progress>
                    " "
                    <span>{job.label}</span>
                    " "
                    <button type="button" data-testid="minutes-cancel" on:click=move |_| jobs.cancel()>
                        {move || t(crate::i18n::WordsMsg::Cancel)}
                    </button>
                </div>
            })}
            {move || outcome.get().map(|said| match said {
                Outcome::Closest(found, minutes) => {
                    let open_closest = open_closest.clone();
                    let closest = whole_minutes(found.seconds);
                    view! {
                        <p class="minutes-cannot" data-testid="minutes-cannot" role="status">
                            {move || t_with(Msg::MinutesCannot, &[
                                ("minutes", &minutes.to_string()),
                                ("closest", &closest.to_string()),
                            ])}
                            " "
                            <button type="button" data-testid="minutes-closest" on:click=move |_| open_closest(&found)>
                                {move || t(Msg::MinutesPlayClosest)}
                            </button>
                        </p>
                    }
                    .into_any()
                }
                Outcome::Nothing => view! {
                    <p class="error" data-testid="minutes-failed" role="alert">
                        {move || t(Msg::MinutesNone)}
                    </p>
                }
                .into_any(),
                Outcome::Failed(why) => view! {
                    <p class="error" data-testid="minutes-failed" role="alert">
                        {move || t_with(Msg::MinutesFailed, &[("why", &why)])}
                    </p>
                }
                .into_any(),
            })}
        </div>
    }
}
