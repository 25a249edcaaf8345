//! The page's side of the solver worker, as the screens call it: submit a job and await its
//! reply, cancel it, start the worker early. Each worker's pool (starting and stopping it,
//! writing its jobs, reading its replies) is a chunk of its own, fetched with its first job,
//! since a puzzle is on screen long before any search is asked for.

use super::codec::{self, Codec};
// The jobs' types live in `job.rs`, which the pools' chunk stands on too; callers know them
// from here.
pub use super::job::{JobError, JobFailure, JobId, Pending};
use super::pool;
use super::protocol::{Job, Reply, Worker};
use crate::i18n::{t_with, ShellMsg};
use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::future::Future;
use std::time::Duration;

/// How long a job may run before the player is told and the worker is stopped.
pub const TIME_BUDGET: Duration = Duration::from_secs(10);

/// What the player reads when a reply is not the kind the job asks for (a bug, or a worker
/// left from an older version of the page).
pub fn out_of_turn(reply: &Reply) -> String {
    t_with(ShellMsg::OutOfTurn, &[("kind", reply.kind())])
}

/// A worker's pool as the chunk of that pool hands it over: the pools' entry points, with the
/// codec that writes this worker's jobs and reads its replies.
#[derive(Clone, Copy)]
pub struct Pool {
    submit: fn(JobId, Job, Duration, Codec) -> Pending,
    cancel: fn(JobId),
    warm_up: fn(Codec),
    codec: Codec,
}

impl Pool {
    fn speaking(codec: Codec) -> Pool {
        Pool {
            submit: pool::submit,
            cancel: pool::cancel,
            warm_up: pool::warm_up,
            codec,
        }
    }
}

crate::split_chunk! {
    /// The maker's pool, downloaded with a generated link's first job.
    fn maker_pool in maker_pool -> Pool => Pool::speaking(codec::MAKER)
}

crate::split_chunk! {
    /// The driller's pool, downloaded with the first drill.
    fn driller_pool in driller_pool -> Pool => Pool::speaking(codec::DRILLER)
}

crate::split_chunk! {
    /// The helper's pool, downloaded when a board is up or with the first aid asked for.
    fn helper_pool in helper_pool -> Pool => Pool::speaking(codec::HELPER)
}

thread_local! {
    static NEXT_ID: Cell<u64> = const { Cell::new(0) };
    /// Each worker's pool once its chunk is here, in `Worker::ALL`'s order.
    static POOLS: [Cell<Option<Pool>>; Worker::ALL.len()] = const { [const { Cell::new(None) }; Worker::ALL.len()] };
    /// Jobs whose pool's chunk is still on its way.
    static AWAITING_POOL: RefCell<HashSet<JobId>> = RefCell::new(HashSet::new());
    /// Those of them cancelled meanwhile.
    static CANCELLED: RefCell<HashSet<JobId>> = RefCell::new(HashSet::new());
}

/// The pool of `worker`, fetching its chunk the first time (a failed fetch is tried again next
/// time).
async fn pool(worker: Worker) -> Result<Pool, JobError> {
    let slot = worker as usize;
    if let Some(pool) = POOLS.with(|p| p[slot].get()) {
        return Ok(pool);
    }
    let load = match worker {
        Worker::Maker => maker_pool,
        Worker::Driller => driller_pool,
        Worker::Helper => helper_pool,
    };
    let pool = load()
        .await
        .map_err(|_| JobError::Failed(JobFailure::NotDownloaded))?;
    POOLS.with(|p| p[slot].set(Some(pool)));
    Ok(pool)
}

/// Queues `job` (taken, not cloned: a clone would carry every job's copying code into the
/// main module); the future gives its reply, or why there is none. The budget counts from
/// the moment the job starts, worker start-up included.
pub fn submit(
    job: Job,
    budget: Duration,
) -> (JobId, impl Future<Output = Result<Reply, JobError>>) {
    let id = JobId(NEXT_ID.get() + 1);
    NEXT_ID.set(id.0);
    AWAITING_POOL.with(|a| a.borrow_mut().insert(id));
    let reply = async move {
        let pool = pool(job.worker()).await;
        AWAITING_POOL.with(|a| a.borrow_mut().remove(&id));
        let pool = pool?;
        if CANCELLED.with(|c| c.borrow_mut().remove(&id)) {
            return Err(JobError::Cancelled);
        }
        (pool.submit)(id, job, budget, pool.codec).await
    };
    (id, reply)
}

/// Stops a job: a waiting one leaves the queue, a running one stops with its worker.
pub fn cancel(id: JobId) {
    if AWAITING_POOL.with(|a| a.borrow().contains(&id)) {
        CANCELLED.with(|c| c.borrow_mut().insert(id));
    } else if let Some(pool) = POOLS.with(|p| p.iter().find_map(Cell::get)) {
        (pool.cancel)(id);
    }
}

/// Starts the helper ahead of need, so its wasm loads while the player looks at the board.
pub fn warm_up() {
    leptos::task::spawn_local(async {
        if let Ok(pool) = pool(Worker::Helper).await {
            (pool.warm_up)(pool.codec);
        }
    });
}
