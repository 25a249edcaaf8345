//! What the aids of a game screen share with the steps of a press of Hint (the `hint_press`
//! chunk): the panel an answer may change, what a hint said, and the asking and answering
//! helpers. Here rather than in `aids.rs`, which loads the chunk, so that the chunk and its
//! loader both stand on this file instead of on each other.

use crate::hashi::play::aid_words::{aid_words, AidWords};
use crate::hashi::play::context::GameContext;
use crate::i18n::{t, t_with, PlayMsg};
use crate::worker::client::{out_of_turn, JobError, JobId, TIME_BUDGET};
use crate::worker::protocol::{Job, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::hint::Aid;
use hashi_core::ladder::{HintLadder, HintLevel};
use hashi_core::solver::Unsolved;
use hashi_core::State;
use leptos::prelude::*;

/// What an answer from the worker may change: the game, the hint text, the hint on screen
/// and the level it is shown at.
#[derive(Clone, Copy)]
pub(super) struct Panel {
    pub(super) ctx: GameContext,
    pub(super) text: RwSignal<Option<String>>,
    pub(super) ladder: StoredValue<HintLadder<Said>>,
    pub(super) level: RwSignal<Option<HintLevel>>,
    /// The setting that starts a hint at its reason, read when an answer arrives (outside
    /// any component, so taken from the preferences when the screen is made).
    pub(super) from_reason: Signal<bool>,
}

/// Shows the worker's reply about the position it was asked about.
pub(super) type Answer = fn(Panel, State, Reply);

/// What the player hears when a search gave no answer.
pub(crate) async fn job_failed(why: &JobError) -> Option<String> {
    match why {
        JobError::Cancelled => None,
        // The page's time ran out before the search did: it gave up all the same.
        JobError::TimedOut => Some(match aid_words().await {
            Ok(words) => (words.unsolved)(Unsolved::GaveUp, Aid::Hint),
            Err(_) => t(PlayMsg::TooLarge),
        }),
        JobError::Failed(e) => Some(t_with(PlayMsg::SolverFailed, &[("why", &e.reason())])),
    }
}

/// What a graduated hint says, kept to show its deeper levels without asking again.
#[derive(Clone)]
pub struct Said {
    pub(super) text: String,
    /// The words it was written with, for its levels' own.
    pub(super) words: AidWords,
    pub(super) islands: Vec<usize>,
    pub(super) edges: Vec<usize>,
}

/// The aids of one game screen: the hint text on show, the hint a second press applies, and
/// the worker job looking for an answer. Provided as context; the toolbar's buttons call it and
/// [`AidsPanel`] shows what it says.
#[derive(Clone, Copy)]
pub struct Aids {
    pub(super) panel: Panel,
    pub(super) slot: JobSlot,
    /// The quiet search for the solution, while it runs: cancelled when the screen closes,
    /// so that it never holds up the next screen's jobs.
    pub(super) quiet: StoredValue<Option<JobId>>,
}

impl Aids {
    /// Sends a job about the current position; `then` hears the reply if the board has not
    /// changed meanwhile (an answer about an old position would mislead).
    pub(super) fn ask(&self, label: &str, job: Job, then: Answer) {
        let Self { panel, slot, .. } = *self;
        let at = panel.ctx.game().with_untracked(|g| g.state().clone());
        let label = label.to_string();
        leptos::task::spawn_local(async move {
            match slot.run(label, job, TIME_BUDGET).await {
                Ok(reply) => {
                    if panel.ctx.game().try_with_untracked(|g| *g.state() == at) == Some(true) {
                        then(panel, at, reply);
                    }
                }
                Err(why) => {
                    if let Some(message) = job_failed(&why).await {
                        panel.text.try_set(Some(message));
                    }
                }
            }
        });
    }
}

/// What the aids' line says when a chunk of theirs cannot be had.
pub(super) fn not_loaded() -> String {
    t(PlayMsg::HintsUnloaded)
}

/// Keeps a solution the worker found on the way.
pub(super) fn learn(ctx: GameContext, solution: Option<Result<Vec<u8>, Unsolved>>) {
    if let Some(found) = solution {
        ctx.learn_solution(found);
    }
}

pub(super) fn refused(text: RwSignal<Option<String>>, reply: Reply) {
    let why = match reply {
        Reply::Refused(why) => why.to_string(),
        other => out_of_turn(&other),
    };
    text.set(Some(why));
}
