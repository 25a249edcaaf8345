//! The page's side of the solver worker, as the screens call it: submit a job and await its
//! reply, cancel it, start the worker early. The pool that does the work (starting and stopping
//! the worker, writing jobs, reading replies) is a chunk of its own, fetched with the first job,
//! since a puzzle is on screen long before any search is asked for.

use super::pool;
use super::protocol::{Job, Reply};
use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

/// How long a job may run before the player is told and the worker is stopped.
pub const TIME_BUDGET: Duration = Duration::from_secs(10);

/// Why a job gave no reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobError {
    Cancelled,
    /// The time budget ran out.
    TimedOut,
    /// The worker could not start, or stopped with an error.
    Failed(String),
}

/// Names a submitted job, to cancel it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct JobId(pub(super) u64);

/// A job's reply on its way.
pub type Pending = Pin<Box<dyn Future<Output = Result<Reply, JobError>>>>;

/// The pool's entry points, handed over by its chunk.
#[derive(Clone, Copy)]
pub struct Pool {
    submit: fn(JobId, Job, Duration) -> Pending,
    cancel: fn(JobId),
    warm_up: fn(),
}

crate::split_chunk! {
    /// The worker pool, downloaded with the first job.
    fn pool_chunk in solver -> Pool => Pool {
        submit: pool::submit,
        cancel: pool::cancel,
        warm_up: pool::warm_up,
    }
}

thread_local! {
    static NEXT_ID: Cell<u64> = const { Cell::new(0) };
    /// The pool once its chunk is here.
    static POOL: Cell<Option<Pool>> = const { Cell::new(None) };
    /// Jobs cancelled while the pool's chunk was still on its way.
    static CANCELLED: RefCell<HashSet<JobId>> = RefCell::new(HashSet::new());
}

/// The pool, fetching its chunk the first time (a failed fetch is tried again next time).
async fn pool() -> Result<Pool, JobError> {
    if let Some(pool) = POOL.get() {
        return Ok(pool);
    }
    let pool = pool_chunk().await.map_err(|_| {
        JobError::Failed(
            "the solver's part of Hashi could not be downloaded; check the connection".into(),
        )
    })?;
    POOL.set(Some(pool));
    Ok(pool)
}

/// Queues `job`; the future gives its reply, or why there is none. The budget counts from
/// the moment the job starts, worker start-up included.
pub fn submit(
    job: &Job,
    budget: Duration,
) -> (JobId, impl Future<Output = Result<Reply, JobError>>) {
    let id = JobId(NEXT_ID.get() + 1);
    NEXT_ID.set(id.0);
    let job = job.clone();
    let reply = async move {
        let pool = pool().await?;
        if CANCELLED.with(|c| c.borrow_mut().remove(&id)) {
            return Err(JobError::Cancelled);
        }
        (pool.submit)(id, job, budget).await
    };
    (id, reply)
}

/// Stops a job: a waiting one leaves the queue, a running one stops with its worker.
pub fn cancel(id: JobId) {
    match POOL.get() {
        Some(pool) => (pool.cancel)(id),
        None => CANCELLED.with(|c| {
            c.borrow_mut().insert(id);
        }),
    }
}

/// Starts the worker ahead of need, so its wasm loads while the player looks at the board.
pub fn warm_up() {
    leptos::task::spawn_local(async {
        if let Ok(pool) = pool().await {
            (pool.warm_up)();
        }
    });
}
