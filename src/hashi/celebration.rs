//! The solved panel: time, moves and the next puzzle, without covering the board.

use super::context::GameContext;
use super::packs;
use super::puzzle_ref::PuzzleRef;
use super::screen::PuzzleInfo;
use super::top_bar::format_time;
use hashi_core::Game;
use leptos::prelude::*;
use leptos_router::components::A;

/// Where "next puzzle" leads from `reference`.
fn next_path(reference: &PuzzleRef) -> String {
    match reference {
        PuzzleRef::Pack(id) => packs::after(id)
            .map(|p| PuzzleRef::Pack(p.id.clone()).path())
            .unwrap_or_else(|| "/".into()),
        PuzzleRef::Generated {
            band,
            width,
            height,
            seed,
        } => PuzzleRef::Generated {
            band: *band,
            width: *width,
            height: *height,
            seed: seed.wrapping_add(1),
        }
        .path(),
        PuzzleRef::Imported(_) => "/".into(),
    }
}

#[component]
pub fn Celebration() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let info = expect_context::<PuzzleInfo>();
    let solved = Memo::new(move |_| ctx.game.with(Game::is_solved));
    let next = next_path(&info.reference);
    move || {
        solved.get().then(|| {
            let moves = ctx.game.with_untracked(Game::moves_made);
            let time = format_time(ctx.elapsed_ms.get_untracked());
            view! {
                <aside class="celebration" data-testid="celebration" role="status">
                    <strong>"Solved!"</strong>
                    <span>{format!(" {time}, {moves} moves. ")}</span>
                    <A href=next.clone() attr:data-testid="next">
                        "Next puzzle →"
                    </A>
                </aside>
            }
        })
    }
}
