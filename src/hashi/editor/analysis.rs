//! Keeps the editor's verdict up to date without ever blocking typing: each draft goes to the
//! solver's worker; while one is judged, further changes only replace the draft that waits,
//! so at most one more job follows however fast the author types.

use super::words;
use crate::i18n::{t, t_with, EditorMsg};
use crate::worker::client::{JobError, JobFailure, TIME_BUDGET};
use crate::worker::protocol::{Job, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::editor::{Report, SavedDraft};
use leptos::prelude::*;

/// The last verdict and the draft it is about.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub draft: SavedDraft,
    /// The report, or why the worker gave none.
    pub report: Result<Report, Unjudged>,
}

/// Why the worker gave no report, kept as data and worded where it is shown, so that it
/// follows the language even when the answer came before the language's file.
#[derive(Clone, Debug, PartialEq)]
pub enum Unjudged {
    TooLarge,
    Cancelled,
    /// The worker answered with another kind of reply (its kind's name).
    OutOfTurn(&'static str),
    /// The worker refused or failed: its own reason, which no player should meet.
    Failed(JobFailure),
}

impl Judged {
    /// The status line: the report's verdict or why there is none.
    pub fn text(&self) -> String {
        match &self.report {
            Ok(report) => words::report(report),
            Err(Unjudged::TooLarge) => t(EditorMsg::TooLarge),
            Err(Unjudged::Cancelled) => t(EditorMsg::Cancelled),
            Err(Unjudged::OutOfTurn(kind)) => t_with(EditorMsg::OutOfTurn, &[("kind", kind)]),
            Err(Unjudged::Failed(why)) => t_with(EditorMsg::CheckFailed, &[("why", &why.reason())]),
        }
    }
}

/// Judges every draft `current` takes, latest first; `judged` holds the last answer.
pub fn keep_judging(current: Memo<SavedDraft>, slot: JobSlot) -> ReadSignal<Option<Judged>> {
    let judged = RwSignal::new(None::<Judged>);
    let running = RwSignal::new(false);
    // The progress line follows the language, which may arrive while a check runs.
    Effect::new(move |_| slot.relabel(t(EditorMsg::CheckingDraft)));
    Effect::new(move |_| {
        current.track();
        if running.get_untracked() {
            return;
        }
        running.set(true);
        leptos::task::spawn_local(async move {
            loop {
                let Some(draft) = current.try_get_untracked() else {
                    return;
                };
                let job = Job::Analyse {
                    draft: draft.clone(),
                };
                let report = match slot
                    .run(t(EditorMsg::CheckingDraft), job, TIME_BUDGET)
                    .await
                {
                    Ok(Reply::Analysed(report)) => Ok(report),
                    Ok(Reply::Refused(why)) => {
                        Err(Unjudged::Failed(JobFailure::Other(why.to_string())))
                    }
                    Ok(other) => Err(Unjudged::OutOfTurn(other.kind())),
                    Err(JobError::TimedOut) => Err(Unjudged::TooLarge),
                    Err(JobError::Cancelled) => Err(Unjudged::Cancelled),
                    Err(JobError::Failed(why)) => Err(Unjudged::Failed(why)),
                };
                if judged
                    .try_set(Some(Judged {
                        draft: draft.clone(),
                        report,
                    }))
                    .is_some()
                {
                    return;
                }
                if current.try_get_untracked().is_none_or(|now| now == draft) {
                    break;
                }
            }
            running.try_set(false);
        });
    });
    judged.read_only()
}
