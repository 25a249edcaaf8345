//! Hashi's Web Workers: the messages the page and the workers speak (`protocol`), the jobs
//! they run (the maker generates puzzles, the driller drills; the helper solves, hints, finds
//! mistakes, judges drafts and finds a Slide board's way home), and their side of the wire
//! (`service`).
//! The page's side lives in the app's `worker`.

pub mod jobs;
pub mod pace_jobs;
pub mod pace_protocol;
pub mod protocol;
mod protocol_plain;
mod refusal_display;
#[cfg(target_arch = "wasm32")]
pub mod service;
pub mod slide_job;
