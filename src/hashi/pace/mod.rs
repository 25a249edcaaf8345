//! The player's time model on the page (issue 49): the estimates beside a puzzle's band, "I
//! have N minutes", the statistics' chart, and the keeping of a solve. All of it is one chunk
//! (`pace`), fetched by the panels and pages that show it once they are up and by the play
//! screen after a solve, never on the first board's path; the model runs in the worker.

mod chart;
mod estimate;
mod minutes;
mod style;
mod time_words;

use crate::hashi::records::pace::{keep_solved, Keep};
use crate::shell::chunk::{Arrival, Page};
use crate::worker::protocol::Paced;
use hashi_core::pace::PuzzleShape;
use leptos::prelude::*;

/// What the chunk hands over: plain functions, so that the callers hold none of its code.
#[derive(Clone, Copy)]
pub struct PaceParts {
    /// Asks the worker for the player's predicted times of `shapes` and writes them to `into`.
    pub predict: fn(Vec<PuzzleShape>, RwSignal<Option<Paced>>),
    /// The label of the `at`th prediction: "about 6 min for you (rough guess)".
    pub estimate: fn(&Paced, usize) -> AnyView,
    /// The "I have N minutes" choices.
    pub minutes: Page,
    /// The statistics' chart of the player's pace.
    pub chart: Page,
    /// Keeps a solve by play for the model (the play screen, after a solve).
    pub keep: Keep,
}

crate::split_chunk! {
    /// The time model's views, fetched once a panel or page that shows them is up.
    pub fn pace_parts in pace -> PaceParts => PaceParts {
        predict: estimate::predict,
        estimate: estimate::label,
        minutes: || view! { <minutes::Minutes /> }.into_any(),
        chart: || view! { <chart::PaceChart /> }.into_any(),
        keep: keep_solved,
    }
}

/// The "I have N minutes" choices as a chunk's page, for `Lazy`.
pub fn minutes_page() -> Arrival {
    Box::pin(async { pace_parts().await.map(|parts| parts.minutes) })
}

/// The chart as a chunk's page, for `Lazy`.
pub fn chart_page() -> Arrival {
    Box::pin(async { pace_parts().await.map(|parts| parts.chart) })
}

/// Predictions for a list of puzzles, on their way: the parts once fetched and the worker's
/// answer once given. `shapes` is asked again whenever it changes.
#[derive(Clone, Copy)]
pub struct Estimates {
    parts: RwSignal<Option<PaceParts>, LocalStorage>,
    paced: RwSignal<Option<Paced>>,
}

impl Estimates {
    /// Starts fetching the chunk, then predicts `shapes` (tracked) each time they change.
    pub fn of(shapes: impl Fn() -> Vec<PuzzleShape> + 'static) -> Estimates {
        let parts = RwSignal::new_local(None::<PaceParts>);
        let paced = RwSignal::new(None::<Paced>);
        leptos::task::spawn_local(async move {
            if let Ok(fetched) = pace_parts().await {
                parts.try_set(Some(fetched));
            }
        });
        Effect::new(move |_| {
            let shapes = shapes();
            if let Some(parts) = parts.get() {
                (parts.predict)(shapes, paced);
            }
        });
        Estimates { parts, paced }
    }

    /// The label of the `at`th puzzle asked, once there (nothing before, or if the worker
    /// could not answer: the band beside it still says how hard it is).
    pub fn label(self, at: usize) -> impl IntoView {
        move || {
            let parts = self.parts.get()?;
            self.paced.with(|paced| {
                paced
                    .as_ref()
                    .filter(|p| at < p.seconds.len())
                    .map(|p| (parts.estimate)(p, at))
            })
        }
    }
}
