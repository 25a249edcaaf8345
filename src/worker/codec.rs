//! How the page writes each worker's jobs and reads its replies: one codec per worker, each
//! reached only from the chunk of that worker's pool, so that the pool a generated link waits
//! for (the maker's) carries no code for the helper's jobs and replies (an editor's draft and
//! report above all). The maker's and the driller's are read and written without serde_json
//! ([`plain_json`]), so the pages that wait for those workers carry none.

use super::protocol::{
    DrillerReply, FromWorker, Job, MakerJob, MakerReply, Reply, ToWorker, Worker,
};
use plain_json::Plain;
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
    read: read_plainly::<MakerReply>,
};

pub const DRILLER: Codec = Codec {
    worker: Worker::Driller,
    write: write_making,
    read: read_plainly::<DrillerReply>,
};

pub const HELPER: Codec = Codec {
    worker: Worker::Helper,
    write: write_any,
    read: read_as::<Reply>,
};

/// The jobs of the maker and the driller, written without serde_json ([`plain_json`]).
fn write_making(id: u64, job: &Job) -> Result<String, String> {
    let job = MakerJob::of(job).ok_or("this worker only makes puzzles")?;
    Ok(plain_json::to_string(&ToWorker { id, job }))
}

fn write_any(id: u64, job: &Job) -> Result<String, String> {
    serde_json::to_string(&ToWorker { id, job }).map_err(|e| e.to_string())
}

/// The maker's and the driller's replies, read without serde_json: a generated link and a
/// drill wait for them.
fn read_plainly<R: Plain + Into<Reply>>(text: &str) -> Result<FromWorker, String> {
    plain_json::from_str::<FromWorker<R>>(text)
        .map(FromWorker::into_reply)
        .map_err(|e| e.to_string())
}

fn read_as<R: DeserializeOwned + Into<Reply>>(text: &str) -> Result<FromWorker, String> {
    serde_json::from_str::<FromWorker<R>>(text)
        .map(FromWorker::into_reply)
        .map_err(|e| e.to_string())
}
