//! The puzzle on the screen as a booklet of its own (the share panel's "Print this puzzle…"):
//! its name, band and link under it, and its solution on a page after it once the screen
//! knows it (the worker is asked when the view opens, as the aids ask).

use super::print_view::origin;
use crate::hashi::packs;
use crate::hashi::play::context::{GameContext, PuzzleInfo};
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::words::band_name;
use crate::i18n::{t, t_with, PackListMsg as Msg};
use hashi_core::daily::daily;
use hashi_core::print::Entry;
use hashi_core::rating::Band;
use hashi_core::weekly::weekly;
use hashi_core::Puzzle;
use leptos::prelude::*;

/// The band a puzzle was made or picked for; None for an imported one.
fn band_of(reference: &PuzzleRef) -> Option<Band> {
    match reference {
        PuzzleRef::Pack(id) => packs::pack_of(id).and_then(|pack| Band::from_id(pack.band)),
        PuzzleRef::Generated { band, .. } => Some(*band),
        PuzzleRef::Daily(date) => Some(daily(*date).band),
        PuzzleRef::Weekly(week) => weekly(*week).map(|spec| spec.band),
        PuzzleRef::Imported(_) => None,
    }
}

/// The screen's puzzle as a booklet's heading and its one entry, in the player's language.
pub fn puzzle_booklet(ctx: GameContext, info: &PuzzleInfo) -> (Signal<String>, Signal<Vec<Entry>>) {
    let puzzle = ctx.game().with_untracked(|g| g.puzzle().clone());
    let reference = info.reference.clone();
    let link = format!("{}{}", origin(), reference.path());
    let name = {
        let (reference, puzzle) = (reference.clone(), puzzle.clone());
        Signal::derive(move || reference.title(&puzzle))
    };
    let heading = Signal::derive(move || t_with(Msg::PrintOneHeading, &[("puzzle", &name.get())]));
    let band = band_of(&reference);
    let entries = Signal::derive(move || {
        vec![Entry {
            puzzle: Puzzle::clone(&puzzle),
            solution: ctx.found_solution(),
            name: name.get(),
            band: band.map(|band| t(band_name(band))).unwrap_or_default(),
            link: link.clone(),
        }]
    });
    (heading, entries)
}
