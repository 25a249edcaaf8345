//! How the page writes each worker's jobs and reads its replies: one codec per worker, each
//! reached only from the chunk of that worker's pool, so that the pool a generated link waits
//! for (the maker's) carries no code for the helper's jobs and replies (an editor's draft and
//! report above all).

use super::protocol::{
    DrillerReply, FromWorker, Job, MakerJob, MakerReply, Reply, ToWorker, Worker,
};
use serde::de::DeserializeOwned;

/// One worker's way of speaking.
#[derive(Clone, Copy)]
pub struct Codec {
    pub worker: Worker,
    /// The message that gives the worker `job` as number `id`.
    pub write: fn(u64, &Job) -> Result<String, String>,
    /// A message from the worker, its reply as a [`Reply`].
    pub read: fn(&str) -> Result<FromWorker, String>,
}

pub const MAKER: Codec = Codec {
    worker: Worker::Maker,
    write: write_making,
    read: read_as::<MakerReply>,
};

pub const DRILLER: Codec = Codec {
    worker: Worker::Driller,
    write: write_making,
    read: read_as::<DrillerReply>,
};

pub const HELPER: Codec = Codec {
    worker: Worker::Helper,
    write: write_any,
    read: read_as::<Reply>,
};

fn write_making(id: u64, job: &Job) -> Result<String, String> {
    let job = MakerJob::of(job).ok_or("this worker only makes puzzles")?;
    serde_json::to_string(&ToWorker { id, job }).map_err(|e| e.to_string())
}

fn write_any(id: u64, job: &Job) -> Result<String, String> {
    serde_json::to_string(&ToWorker { id, job }).map_err(|e| e.to_string())
}

fn read_as<R: DeserializeOwned + Into<Reply>>(text: &str) -> Result<FromWorker, String> {
    serde_json::from_str::<FromWorker<R>>(text)
        .map(FromWorker::into_reply)
        .map_err(|e| e.to_string())
}
