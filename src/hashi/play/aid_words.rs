//! The aids' sentences in the player's language: each kind of reason, hint, what "find my
//! mistake" finds, each step of the logical path, why an aid has no solution to work from, and
//! the words of a graduated hint, as `hashi_words::aid` writes them (the CLI's writer too)
//! with the current language.
//!
//! A chunk of its own ([`aid_words`]), loaded by the chunks that show these sentences (a press
//! of Hint, the menu's aids, the logical path): the groups are used from its code only, so
//! their English travels in it and not in the main module.

use crate::i18n::{t, with_catalog};
use crate::worker::protocol::Refusal;
use hashi_core::hint::{Aid, Finding, Found, Hint};
use hashi_core::ladder::{HintLevel, LookAt};
use hashi_core::solver::techniques::Technique;
use hashi_core::solver::Unsolved;
use hashi_core::Puzzle;
use hashi_words::{aid, common};

/// The writers, handed out by the chunk.
#[derive(Clone, Copy)]
pub struct AidWords {
    /// A hint's sentence: a step is its technique's title, then its reason.
    pub hint: fn(&Hint, &Puzzle) -> String,
    /// What a graduated hint shows at `level`, given its sentence, whether it has moves and
    /// the islands a look names.
    pub level: fn(HintLevel, &str, bool, Option<LookAt>) -> String,
    /// What "find my mistake" found.
    pub finding: fn(&Finding, &Puzzle) -> String,
    /// A step of the logical path.
    pub path_step: fn(&Found, &Puzzle) -> String,
    /// Why `aid` cannot help.
    pub unsolved: fn(Unsolved, Aid) -> String,
    /// "No mistakes so far", with the marks' clause when the board has some.
    pub no_mistakes: fn(bool) -> String,
    /// The helper's refusal, where a player can meet it.
    pub refusal: fn(&Refusal) -> String,
    /// A technique's title ("Every direction"), for labels, chips and the learn pages.
    pub title: fn(Technique) -> String,
    /// A technique's name inside a sentence ("every direction").
    pub name: fn(Technique) -> String,
}

pub const WORDS: AidWords = AidWords {
    hint,
    level,
    finding,
    path_step,
    unsolved,
    no_mistakes,
    refusal,
    title,
    name,
};

crate::split_chunk! {
    /// The aids' sentences, fetched by the first aid that speaks.
    pub fn aid_words in aid_words -> AidWords => WORDS
}

// Each writer is `hashi_words::aid`'s, handed the current language.
fn title(technique: Technique) -> String {
    t(common::title(technique))
}

fn name(technique: Technique) -> String {
    t(common::name(technique))
}

fn hint(hint: &Hint, puzzle: &Puzzle) -> String {
    with_catalog(|w| aid::hint(w, hint, puzzle))
}

fn level(level: HintLevel, reason: &str, has_moves: bool, look: Option<LookAt>) -> String {
    with_catalog(|w| aid::level(w, level, reason, has_moves, look))
}

fn finding(finding: &Finding, puzzle: &Puzzle) -> String {
    with_catalog(|w| aid::finding(w, finding, puzzle))
}

fn path_step(found: &Found, puzzle: &Puzzle) -> String {
    with_catalog(|w| aid::path_step(w, found, puzzle))
}

fn unsolved(why: Unsolved, aid: Aid) -> String {
    with_catalog(|w| aid::unsolved(w, why, aid))
}

fn no_mistakes(marked: bool) -> String {
    with_catalog(|w| aid::no_mistakes(w, marked))
}

fn refusal(why: &Refusal) -> String {
    with_catalog(|w| aid::refusal(w, why))
}
