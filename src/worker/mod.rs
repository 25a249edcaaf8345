//! The page's side of the solver's Web Worker: starting, timing and stopping it, and one job
//! slot per screen. The worker itself, its jobs and the messages both sides speak are the
//! `hashi-worker` crate.

pub mod client;
mod codec;
mod job;
mod pool;
pub mod slot;

pub use hashi_worker::protocol;
