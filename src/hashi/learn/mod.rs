//! Learning Hashi: the learn page (rules, the tutorial, the list of technique drills), the
//! drill pages, the board that judges each move against an exercise, the progress kept
//! for them, the words they speak in (`voice`: the aids' and the lessons' own, two chunks),
//! and the offer of it to a newcomer.

pub mod drill_page;
pub mod exercise_board;
pub mod learn_page;
pub mod lesson_words;
pub mod offer;
pub mod style;
pub mod technique_list;
pub mod tutorial_view;
pub mod verdict_line;
pub mod voice;

use leptos::prelude::*;

crate::split_chunk! {
    /// The learn page, downloaded when it is first opened.
    pub fn learn_chunk in learn => || view! { <learn_page::LearnPage /> }.into_any()
}

crate::split_chunk! {
    /// A technique's drill page, downloaded when it is first opened.
    pub fn drill_chunk in drill => || view! { <drill_page::DrillRoute /> }.into_any()
}
