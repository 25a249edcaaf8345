//! Hashi's Web Worker: the messages the page and the worker speak (`protocol`), the jobs it
//! runs (generate, solve, hint, find a mistake, judge a draft or a drill, a Slide board's way
//! home), and its side of the wire (`service`). The page's side lives in the app's `worker`.

pub mod jobs;
pub mod protocol;
#[cfg(target_arch = "wasm32")]
pub mod service;
pub mod slide_job;
