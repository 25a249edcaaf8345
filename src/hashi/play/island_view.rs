//! One island: a numbered circle drawn from its own entry of the board's drawing cache, so it
//! re-renders only when that entry changes.

use crate::hashi::play::board_view::{
    open_directions, BoardViewStoreFields, BridgeLookStoreFields, IslandLookStoreFields,
};
use crate::hashi::play::context::GameContext;
use crate::hashi::play::geometry::{centre, CELL};
use crate::shell::prefs::{use_prefs, PrefsStoreFields};
use hashi_core::speech::{self, Grouping, Way};
use hashi_core::{Direction, IslandId, IslandStatus};
use leptos::prelude::*;
use reactive_stores::StoreFieldIterator;

#[component]
pub fn IslandView(island: IslandId) -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let show_remaining = use_prefs().show_remaining();
    let (pos, target) = ctx.game().with_untracked(|g| {
        let i = g.puzzle().islands()[island];
        (i.pos, i.target)
    });
    let look = ctx.view().islands().at_unkeyed(island);
    // The accessible name, from the drawing cache's entries for this island and its pairs, so
    // a move renames only the islands it touched.
    let pairs: Vec<(Direction, usize, bool)> = ctx.game().with_untracked(|g| {
        Direction::ALL
            .into_iter()
            .filter_map(|dir| {
                let edge = g.puzzle().edge_towards(island, dir)?;
                Some((dir, edge, g.puzzle().edges()[edge].wraps))
            })
            .collect()
    });
    let label = move || {
        let ways: Vec<Way> = pairs
            .iter()
            .map(|&(dir, edge, wraps)| {
                let bridge = ctx.view().bridges().at_unkeyed(edge);
                Way {
                    dir,
                    count: bridge.count().get(),
                    marked: bridge.marked().get(),
                    wraps,
                }
            })
            .collect();
        let grouping = Grouping {
            outlined: look.in_group().get(),
            coloured: look.group().get().map(|group| {
                ctx.game()
                    .with_untracked(|g| g.puzzle().islands()[group.id].pos)
            }),
        };
        speech::label(target, pos, look.total().get(), &ways, grouping)
    };
    let selected = move || look.selected().get().to_string();
    // One class attribute kept by one effect (not one per mark): a 500-island board starts
    // with 500 effects here instead of 3500.
    let class = move || {
        look.with(|look| {
            let status = IslandStatus::of(look.total, target);
            let marks = [
                (look.selected, " selected"),
                (status == IslandStatus::Satisfied, " satisfied"),
                (status == IslandStatus::Over, " over"),
                (look.hinted, " hinted"),
                (look.error, " error"),
                (look.done, " marked"),
                (look.in_group, " in-group"),
            ];
            let mut class = String::from(if target >= 10 {
                "island two-digits"
            } else {
                "island"
            });
            for (on, name) in marks {
                if on {
                    class.push_str(name);
                }
            }
            if let Some(group) = look.group {
                // Three outline patterns after the solid one; the palette is the style sheet's.
                let pattern = group.pattern.min(3);
                class.push_str(&format!(
                    " grouped group-c{} group-p{pattern}",
                    group.colour
                ));
            }
            class
        })
    };
    let total = look.total();
    let group = move || look.with(|look| look.group.map(|g| g.id));
    let (x, y) = centre(pos.r, pos.c);
    let remaining = move || {
        show_remaining.get().then(|| {
            let left = i16::from(target) - i16::from(total.get());
            view! {
                <text class="remaining" data-testid="remaining" x=CELL * 0.3 y=-CELL * 0.3>
                    {left.to_string()}
                </text>
            }
        })
    };
    let open = look.open();
    let pips = move || {
        open_directions(open.get())
            .map(|dir| {
                let (dx, dy) = match dir {
                    Direction::Up => (0.0, -1.0),
                    Direction::Down => (0.0, 1.0),
                    Direction::Left => (-1.0, 0.0),
                    Direction::Right => (1.0, 0.0),
                };
                let reach = CELL * 0.5;
                // Outside the circle, which grows when the board is zoomed far out: the
                // style sheet moves the pip by the board's `--pip-reach` where it is set.
                view! {
                    <circle
                        class="pip"
                        data-testid="pip"
                        cx=dx * reach
                        cy=dy * reach
                        style=format!(
                            "cx:calc({dx} * var(--pip-reach, {reach}px));cy:calc({dy} * var(--pip-reach, {reach}px))",
                        )
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
            id=format!("island-{}-{}", pos.r, pos.c)
            role="gridcell"
            aria-label=label
            aria-selected=selected
            data-testid="island"
            data-r=pos.r
            data-c=pos.c
            data-target=target
            data-total=move || total.get()
            data-group=group
            transform=format!("translate({x} {y})")
        >
            <circle />
            <text>{target}</text>
            {remaining}
            {pips}
        </g>
    }
}
