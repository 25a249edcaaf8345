//! The board's voice for a screen reader: one polite live region that says what each change
//! did ("1 bridge from row 2 column 5 to row 2 column 9; 3 is complete"), why a move was
//! refused, what Check found, and when the puzzle is solved. Hints speak through their own
//! line, which is live too.

use crate::hashi::play::context::GameContext;
use crate::hashi::play::voice;
use crate::hashi::screen::state::ScreenContext;
use crate::i18n::{t, t_count, PlayMsg};
use crate::shell::live_region::{announce_changes, LiveText};
use hashi_core::rules::error_marks;
use leptos::prelude::*;

#[component]
pub fn LiveRegion() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let screen = expect_context::<ScreenContext>();
    let said = RwSignal::new(String::new());
    // Every change to the game, whatever made it (a move, undo, a hint, a restore), is
    // described from the position before it to the one after.
    announce_changes(
        said,
        move || ctx.game().with(|g| g.state().clone()),
        || false,
        // Nothing is said of a change made before the board's voice arrived.
        move |before, now| {
            voice::voice()
                .map(|voice| {
                    ctx.game()
                        .with_untracked(|g| (voice.announce_change)(g.puzzle(), before, now))
                })
                .unwrap_or_default()
        },
    );
    Effect::new(move |_| {
        if let Some(why) = screen.refusal() {
            said.set(why);
        }
    });
    // Check: turning the error marks on says how many islands they flag.
    Effect::new(move |was_on: Option<bool>| {
        let on = ctx.show_errors().get();
        if was_on.is_some_and(|was| was != on) {
            let flagged = ctx.game().with_untracked(|g| {
                error_marks(g.puzzle(), g.state())
                    .iter()
                    .filter(|&&e| e)
                    .count()
            });
            said.set(match (on, flagged) {
                (false, _) => t(PlayMsg::ErrorsHidden),
                (true, 0) => t(PlayMsg::ErrorsNone),
                (true, n) => t_count(PlayMsg::ErrorsFlagged, n as u64, &[]),
            });
        }
        on
    });
    view! { <LiveText said=said /> }
}
