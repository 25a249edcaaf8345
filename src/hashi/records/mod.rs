//! Everything the browser keeps for Hashi, one small file per record kind: saves, statistics,
//! the place (last puzzle, technique labels), snapshots, drafts, learn progress, personal packs,
//! zoom and the solves the time model learns from. Each
//! record's key carries its version (`hashi:v1:`) and every field added later defaults, so
//! what a player stored before still loads; components call these modules and never the
//! storage itself.

pub mod backup;
pub mod backup_check;
pub mod backup_merge;
mod backup_part;
pub mod drafts;
pub mod learn;
pub mod pace;
pub mod personal_packs;
pub mod place;
mod plain;
pub mod saves;
pub mod snapshots;
pub mod stats;
pub mod zoom;

pub use place::{keep_technique_uses, last_puzzle, remember_last_puzzle, technique_uses};
pub use saves::{
    lost, resume, save_key, saved_start, store, stored_game, NotStored, Resumed, StoredGame,
};
pub use stats::{record_solve, stats, stats_tracked, Stats};
