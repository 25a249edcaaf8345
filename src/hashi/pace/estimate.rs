//! "about 6 min for you" beside a puzzle's band: the worker fits the player's kept solves and
//! predicts each puzzle asked; the label says when the model is still a rough guess.

use super::time_words;
use crate::hashi::records::pace::kept_text;
use crate::i18n::{t, t_with, PaceMsg as Msg};
use crate::worker::client;
use crate::worker::protocol::{Job, Paced, Reply};
use hashi_core::pace::{PuzzleShape, ROUGH_UNTIL};
use leptos::prelude::*;
use std::cell::RefCell;
use std::time::Duration;

/// Fitting 500 solves and predicting a few hundred puzzles takes the worker milliseconds; the
/// budget covers its start.
const BUDGET: Duration = Duration::from_secs(10);

thread_local! {
    /// The latest prediction asked for each place that shows them, so that an older answer
    /// arriving late is dropped.
    static LATEST: RefCell<Vec<(RwSignal<Option<Paced>>, u64)>> = const { RefCell::new(Vec::new()) };
}

/// Counts a prediction asked for `into`; places closed since are forgotten.
fn ask(into: RwSignal<Option<Paced>>) -> u64 {
    LATEST.with(|latest| {
        let mut latest = latest.borrow_mut();
        latest.retain(|(place, _)| !place.is_disposed());
        match latest.iter_mut().find(|(place, _)| *place == into) {
            Some((_, asked)) => {
                *asked += 1;
                *asked
            }
            None => {
                latest.push((into, 1));
                1
            }
        }
    })
}

fn is_latest(into: RwSignal<Option<Paced>>, asked: u64) -> bool {
    LATEST.with(|latest| latest.borrow().contains(&(into, asked)))
}

/// Asks the worker for the predicted times of `shapes` from the player's kept solves, and
/// writes the answer to `into`. A worker that cannot answer leaves no estimate: the band
/// beside it still says how hard the puzzle is.
pub fn predict(shapes: Vec<PuzzleShape>, into: RwSignal<Option<Paced>>) {
    if shapes.is_empty() {
        return;
    }
    super::style::adopt();
    let asked = ask(into);
    let job = Job::Pace {
        solves: kept_text(),
        shapes,
    };
    let (_, reply) = client::submit(job, BUDGET);
    leptos::task::spawn_local(async move {
        if let Ok(Reply::Paced(paced)) = reply.await {
            if is_latest(into, asked) {
                into.try_set(Some(paced));
            }
        }
    });
}

/// The label of the `at`th prediction of `paced`.
pub fn label(paced: &Paced, at: usize) -> AnyView {
    let seconds = paced.seconds.get(at).copied().unwrap_or(0);
    let rough = paced.rough;
    let why = move || rough.then(|| t_with(Msg::RoughWhy, &[("count", &ROUGH_UNTIL.to_string())]));
    view! {
        <span class="pace-estimate" data-testid="pace-estimate" title=why>
            {move || time_words::estimate(seconds)}
            {rough.then(|| view! {
                " · "
                <span class="pace-rough" data-testid="pace-rough">{move || t(Msg::Rough)}</span>
            })}
        </span>
    }
    .into_any()
}
