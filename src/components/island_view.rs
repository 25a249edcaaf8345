//! One island: a numbered circle that re-renders only when its own total or selection changes.

use super::board::{centre, CELL};
use super::context::GameContext;
use hashi_core::{Direction, IslandId, IslandStatus};
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
    let hinted = move || ctx.hinted_islands.get(island);
    let error = move || ctx.errors.get(island);
    let marked = move || ctx.done.get(island);
    let in_group = move || ctx.in_group.get(island);
    let (x, y) = centre(pos.r, pos.c);
    let remaining = move || {
        ctx.show_remaining.get().then(|| {
            let left = i16::from(target) - i16::from(total.get());
            view! {
                <text
                    class="remaining"
                    data-testid="remaining"
                    x=x + CELL * 0.3
                    y=y - CELL * 0.3
                    text-anchor="middle"
                >
                    {left.to_string()}
                </text>
            }
        })
    };
    // Only computed while pips are on; a memo keeps unchanged islands from redrawing.
    let open = Memo::new(move |_| {
        if !ctx.show_pips.get() {
            return Vec::new();
        }
        game.with(|g| hashi_core::rules::open_directions(g.puzzle(), g.state(), island))
    });
    let pips = move || {
        open.get()
            .into_iter()
            .map(|dir| {
                let (dx, dy) = match dir {
                    Direction::Up => (0.0, -1.0),
                    Direction::Down => (0.0, 1.0),
                    Direction::Left => (-1.0, 0.0),
                    Direction::Right => (1.0, 0.0),
                };
                let reach = CELL * 0.5;
                view! {
                    <circle
                        class="pip"
                        data-testid="pip"
                        cx=x + dx * reach
                        cy=y + dy * reach
                        r=CELL * 0.06
                    />
                }
            })
            .collect_view()
    };
    view! {
        <g
            class="island"
            class:selected=selected
            class:satisfied=move || status.get() == IslandStatus::Satisfied
            class:over=move || status.get() == IslandStatus::Over
            class:hinted=hinted
            class:error=error
            class:marked=marked
            class:in-group=in_group
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
            {remaining}
            {pips}
        </g>
    }
}
