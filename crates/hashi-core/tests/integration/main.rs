//! hashi-core's integration tests, as one test binary: one link and one copy of the
//! core's generic code instead of one per file (twenty-one binaries took 39 s of CPU to build).

mod aids;
mod assist;
mod benchmark_set;
mod common;
mod formats;
mod generator;
mod generator_picked;
mod generator_v8;
mod generator_variants;
mod hostile_solver;
mod marks;
mod mutation;
mod packs;
mod rule_sets;
mod rules;
mod saves;
mod snapshots;
mod solver;
mod tatham_ratings;
mod trial;
mod ui;
mod variants_solver;
