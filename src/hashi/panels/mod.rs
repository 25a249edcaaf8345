//! The panels the game screen's menu opens, each a chunk of its own: new puzzle, packs, import,
//! share, snapshots, statistics and settings.

pub mod collection_import;
pub mod continue_elsewhere;
pub mod import;
pub mod new_puzzle;
pub mod pack_list;
pub mod personal_packs;
pub mod print_puzzle;
pub mod print_view;
pub mod settings;
pub mod share;
pub mod snapshots;
pub mod stats;
pub mod symmetry_choice;
