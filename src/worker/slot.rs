//! A screen's place for one job at a time: what the progress line says while it runs, its
//! Cancel, and the cancelling of whatever still runs when the screen closes.

use super::client::{self, JobError, JobId};
use super::protocol::{Job, Reply};
use leptos::prelude::*;
use std::time::Duration;

/// A job under way, as the screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Underway {
    pub id: JobId,
    /// "Generating a 40x40 expert puzzle…"
    pub label: String,
}

/// One screen's running job, if any.
#[derive(Clone, Copy)]
pub struct JobSlot(RwSignal<Option<Underway>>);

impl JobSlot {
    /// A slot owned by the current component: closing it cancels what still runs.
    pub fn owned() -> Self {
        let underway = RwSignal::new(None::<Underway>);
        on_cleanup(move || {
            if let Some(job) = underway.try_get_untracked().flatten() {
                client::cancel(job.id);
            }
        });
        Self(underway)
    }

    /// The job under way (tracked).
    pub fn underway(&self) -> Option<Underway> {
        self.0.get()
    }

    pub fn is_busy(&self) -> bool {
        self.0.with(Option::is_some)
    }

    /// Whether a job runs, read without tracking: a press that comes while one does is
    /// ignored (the control stays focusable, marked busy, rather than disabled).
    pub fn is_busy_now(&self) -> bool {
        self.0.with_untracked(Option::is_some)
    }

    /// Stops the job under way, if any.
    pub fn cancel(&self) {
        if let Some(job) = self.0.get_untracked() {
            client::cancel(job.id);
        }
    }

    /// Says the job under way, if any, in other words: its label in the language that has
    /// just arrived (a job started with the page is labelled before the language's file is in).
    /// Nothing is notified when no job runs or its label is already these words.
    pub fn relabel(&self, label: String) {
        let stale = self
            .0
            .with_untracked(|now| now.as_ref().is_some_and(|job| job.label != label));
        if stale {
            self.0.update(|now| {
                if let Some(job) = now {
                    job.label = label;
                }
            });
        }
    }

    /// Runs `job` in the worker while the slot shows `label`.
    pub async fn run(self, label: String, job: Job, budget: Duration) -> Result<Reply, JobError> {
        let (id, reply) = client::submit(job, budget);
        self.0.set(Some(Underway { id, label }));
        let outcome = reply.await;
        // The screen may have closed meanwhile (its cleanup cancelled the job).
        self.0.try_update(|now| {
            if now.as_ref().is_some_and(|job| job.id == id) {
                *now = None;
            }
        });
        outcome
    }
}
