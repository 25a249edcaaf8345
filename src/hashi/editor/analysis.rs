//! Keeps the editor's verdict up to date without ever blocking typing: each draft goes to the
//! solver's worker; while one is judged, further changes only replace the draft that waits,
//! so at most one more job follows however fast the author types.

use crate::worker::client::{out_of_turn, JobError, TIME_BUDGET};
use crate::worker::protocol::{Job, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::editor::{Report, SavedDraft};
use leptos::prelude::*;

/// The last verdict and the draft it is about.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub draft: SavedDraft,
    /// The report, or why the worker gave none.
    pub report: Result<Report, String>,
}

/// Judges every draft `current` takes, latest first; `judged` holds the last answer.
pub fn keep_judging(current: Memo<SavedDraft>, slot: JobSlot) -> ReadSignal<Option<Judged>> {
    let judged = RwSignal::new(None::<Judged>);
    let running = RwSignal::new(false);
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
                    .run("Checking the draft…".into(), job, TIME_BUDGET)
                    .await
                {
                    Ok(Reply::Analysed(report)) => Ok(report),
                    Ok(Reply::Refused(why)) => Err(why.to_string()),
                    Ok(other) => Err(out_of_turn(&other)),
                    Err(JobError::TimedOut) => Err("This draft is too large to check here.".into()),
                    Err(JobError::Cancelled) => {
                        Err("Checking was cancelled; the next change checks again.".into())
                    }
                    Err(JobError::Failed(why)) => {
                        Err(format!("The draft could not be checked: {why}."))
                    }
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
