//! One island: a numbered circle that re-renders only when its own total or selection changes.

use super::board::{centre, CELL};
use super::context::GameContext;
use hashi_core::{IslandId, IslandStatus};
use leptos::ev::PointerEvent;
use leptos::prelude::*;
use leptos::reactive::computed::Selector;

#[component]
pub fn IslandView(
    island: IslandId,
    selection: Selector<Option<IslandId>>,
    on_press: Callback<PointerEvent>,
) -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let game = ctx.game;
    let (pos, target) = game.with_untracked(|g| {
        let i = g.puzzle().islands()[island];
        (i.pos, i.target)
    });
    let total = ctx.total(island);
    let status = Memo::new(move |_| IslandStatus::of(total.get(), target));
    let selected = move || selection.selected(&Some(island));
    let hinted = move || ctx.highlight.with(|(islands, _)| islands.contains(&island));
    let error = move || ctx.errors.with(|e| e.get(island).copied().unwrap_or(false));
    let (x, y) = centre(pos.r, pos.c);
    view! {
        <g
            class="island"
            class:selected=selected
            class:satisfied=move || status.get() == IslandStatus::Satisfied
            class:over=move || status.get() == IslandStatus::Over
            class:hinted=hinted
            class:error=error
            data-testid="island"
            data-r=pos.r
            data-c=pos.c
            data-target=target
            data-total=move || total.get()
            on:pointerdown=move |ev| on_press.run(ev)
        >
            <circle cx=x cy=y r=CELL * 0.38 />
            <text x=x y=y dy="0.35em" text-anchor="middle">
                {target}
            </text>
        </g>
    }
}
