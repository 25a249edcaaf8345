//! The solver's Web Worker: the messages it speaks, the jobs it runs (generate, solve, hint,
//! find a mistake, solve a Slide board), its side of the wire, and the page's side that
//! starts, times and stops it.

pub mod client;
pub mod jobs;
pub mod protocol;
pub mod service;
pub mod slide_job;
pub mod slot;
