//! The Hashi game in the browser, by role: `screen` (the game screen's layout and state, around
//! its board), `play` (the board, its game context, drawing and aids), `panels`
//! (what the menu opens), `daily`, `hub` (Hashi's card on the hub), `editor`, `learn` and `embed`
//! (the board another site may frame); at the
//! root, the routes and what they share: puzzle references and their query parameters, loading,
//! packs, the build's daily files, storage, troubles and their problem page, and words (the rules' among them);
//! `challenge` (a friend's result beside yours) stands with them.

pub mod challenge;
pub mod coach_words;
pub mod dailies;
pub mod daily;
pub mod editor;
pub mod embed;
pub mod handoff;
pub mod hub;
pub mod learn;
pub mod loading;
pub mod maker_words;
pub mod pace;
pub mod packs;
pub mod panels;
pub mod parse_words;
pub mod play;
pub mod problem;
pub mod puzzle_ref;
pub mod query;
pub mod records;
pub mod routes;
pub mod rules_words;
pub mod screen;
pub mod triple_words;
pub mod trouble;
pub mod weekly;
pub mod words;
