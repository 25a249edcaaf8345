//! One island: a numbered circle that re-renders only when its own total or selection changes.

use super::board::{centre, CELL};
use super::context::GameContext;
use hashi_core::{Direction, IslandId, IslandStatus};
use leptos::prelude::*;
use leptos::reactive::computed::Selector;

#[component]
pub fn IslandView(island: IslandId, selection: Selector<Option<IslandId>>) -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let game = ctx.game;
    let (pos, target) = game.with_untracked(|g| {
        let i = g.puzzle().islands()[island];
        (i.pos, i.target)
    });
    let total = ctx.total(island);
    // One class attribute kept by one effect (not one per mark): a 500-island board starts
    // with 500 effects here instead of 3500.
    let class = move || {
        let mut class = String::from("island");
        let status = IslandStatus::of(total.get(), target);
        let marks = [
            (selection.selected(&Some(island)), " selected"),
            (status == IslandStatus::Satisfied, " satisfied"),
            (status == IslandStatus::Over, " over"),
            (ctx.hinted_islands.get(island), " hinted"),
            (ctx.errors.get(island), " error"),
            (ctx.done.get(island), " marked"),
            (ctx.in_group.get(island), " in-group"),
        ];
        for (on, name) in marks {
            if on {
                class.push_str(name);
            }
        }
        class
    };
    let (x, y) = centre(pos.r, pos.c);
    let remaining = move || {
        ctx.show_remaining.get().then(|| {
            let left = i16::from(target) - i16::from(total.get());
            view! {
                <text
                    class="remaining"
                    data-testid="remaining"
                    x=CELL * 0.3
                    y=-CELL * 0.3
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
                        cx=dx * reach
                        cy=dy * reach
                    />
                }
            })
            .collect_view()
    };
    view! {
        // Drawn around its own origin, with sizes and text placement in the style sheet: one
        // attribute places the island, where each circle and label needed three or four.
        <g
            class=class
            data-testid="island"
            data-r=pos.r
            data-c=pos.c
            data-target=target
            data-total=move || total.get()
            transform=format!("translate({x} {y})")
        >
            <circle />
            <text>{target}</text>
            {remaining}
            {pips}
        </g>
    }
}
