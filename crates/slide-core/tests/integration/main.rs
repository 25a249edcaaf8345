//! slide-core's integration tests, as one test binary: one link and one copy of the core's
//! generic code instead of one per file.

mod board_positions;
mod game;
mod mutation;
mod pinned;
mod properties;
mod solver;
mod ui;
