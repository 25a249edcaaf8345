//! A job's name and its outcomes as both sides of the page's worker code see them: the client
//! that screens call and the pools (a chunk of their own) that run the workers.

use super::protocol::Reply;
use crate::i18n::{t, ShellMsg};
use std::future::Future;
use std::pin::Pin;

/// Why a job gave no reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobError {
    Cancelled,
    /// The time budget ran out.
    TimedOut,
    /// The worker could not start, or stopped with an error.
    Failed(JobFailure),
}

/// Why a worker could not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobFailure {
    /// Its part of the page could not be downloaded (offline before it was kept).
    NotDownloaded,
    /// It belongs to a newer version of Hashi than the page.
    Outdated,
    /// Anything else, in the browser's or the worker's own words.
    Other(String),
}

impl JobFailure {
    /// The reason, in the current language where it is the game's to say.
    pub fn reason(&self) -> String {
        match self {
            JobFailure::NotDownloaded => t(ShellMsg::WorkerNotDownloaded),
            JobFailure::Outdated => t(ShellMsg::WorkerOutdated),
            JobFailure::Other(why) => why.clone(),
        }
    }
}

/// Names a submitted job, to cancel it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct JobId(pub(super) u64);

/// A job's reply on its way.
pub type Pending = Pin<Box<dyn Future<Output = Result<Reply, JobError>>>>;

#[cfg(test)]
#[test]
fn a_job_failure_is_said_in_english_as_before_and_in_the_language() {
    use crate::i18n::catalog::Catalog;
    use crate::i18n::{with_language, Locale};
    assert_eq!(
        JobFailure::NotDownloaded.reason(),
        "the solver's part of Hashi could not be downloaded; check the connection"
    );
    assert_eq!(
        JobFailure::Outdated.reason(),
        "a newer version of Hashi was installed: reload the page to use it"
    );
    assert_eq!(
        JobFailure::Other("out of memory".into()).reason(),
        "out of memory"
    );
    let japanese = with_language(Catalog::shipped(Locale::Ja, &["shell"]), || {
        JobFailure::NotDownloaded.reason()
    });
    assert!(japanese.contains("ダウンロード"), "{japanese}");
}
