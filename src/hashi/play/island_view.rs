//! One island: a numbered circle drawn from its own entry of the board's drawing cache, so it
//! re-renders only when that entry changes.

use crate::hashi::play::board_view::{open_directions, GROUP_COLOURS};
use crate::hashi::play::context::GameContext;
use crate::hashi::play::geometry::{centre, CELL};
use crate::hashi::play::voice;
use crate::shell::decimal::decimal;
use crate::shell::prefs::{use_prefs, PrefsStoreFields};
use hashi_core::speech::{Grouping, Way};
use hashi_core::{Direction, IslandId, IslandStatus};
use leptos::prelude::*;

/// `near`: whether the island is near enough the view for its number to be drawn;
/// `voice_ready`: whether the board's voice has arrived, which names it.
#[component]
pub fn IslandView(
    island: IslandId,
    near: RwSignal<bool>,
    voice_ready: RwSignal<bool>,
) -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let show_remaining = use_prefs().show_remaining();
    let (pos, target) = ctx.game().with_untracked(|g| {
        let i = g.puzzle().islands()[island];
        (i.pos, i.target)
    });
    let look = ctx.view().island(island);
    // The accessible name, from the drawing cache's entries for this island and its pairs, so
    // a move renames only the islands it touched.
    let pairs: Vec<(Direction, _, bool)> = ctx.game().with_untracked(|g| {
        Direction::ALL
            .into_iter()
            .filter_map(|dir| {
                let edge = g.puzzle().edge_towards(island, dir)?;
                Some((dir, ctx.view().bridge(edge), g.puzzle().edges()[edge].wraps))
            })
            .collect()
    });
    let label = move || {
        let Some(voice) = voice_ready.get().then(voice::voice).flatten() else {
            // Until the board's voice arrives (a moment after the board), its number.
            return target.to_string();
        };
        let ways: Vec<Way> = pairs
            .iter()
            .map(|&(dir, bridge, wraps)| {
                let (count, marked) = bridge.with(|b| (b.count, b.marked));
                Way {
                    dir,
                    count,
                    marked,
                    wraps,
                }
            })
            .collect();
        let (total, outlined, group, hinted) =
            look.with(|l| (l.total, l.in_group, l.group, l.hinted));
        let grouping = Grouping {
            hinted,
            outlined,
            coloured: group.map(|group| {
                ctx.game()
                    .with_untracked(|g| g.puzzle().islands()[group.id].pos)
            }),
        };
        (voice.label)(target, pos, total, &ways, grouping)
    };
    let selected = move || look.with(|l| l.selected).to_string();
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
    let total = move || look.with(|l| l.total);
    let group = move || look.with(|look| look.group.map(|g| g.id));
    let (x, y) = centre(pos.r, pos.c);
    // Colours and patterns run out under forced colours (four patterns, no colour): there a
    // letter per group, which the style sheet shows only then, tells the groups apart.
    let group_tag = move || {
        look.with(|l| l.group).map(|g| {
            view! {
                <text class="group-tag" x=decimal(x - CELL * 0.3) y=decimal(y + CELL * 0.36)>
                    {group_letter(g.pattern * GROUP_COLOURS + g.colour)}
                </text>
            }
        })
    };
    let remaining = move || {
        (show_remaining.get() && near.get()).then(|| {
            let left = i16::from(target) - i16::from(total());
            view! {
                <text class="remaining" data-testid="remaining" x=decimal(x + CELL * 0.3) y=decimal(y - CELL * 0.3)>
                    {left.to_string()}
                </text>
            }
        })
    };
    let pips = move || {
        let open = if near.get() { look.with(|l| l.open) } else { 0 };
        open_directions(open)
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
                        cx=decimal(x + dx * reach)
                        cy=decimal(y + dy * reach)
                        style=format!(
                            "cx:calc({x}px + {dx} * var(--pip-reach, {reach}px));cy:calc({y}px + {dy} * var(--pip-reach, {reach}px))",
                            x = decimal(x),
                            y = decimal(y),
                            dx = decimal(dx),
                            dy = decimal(dy),
                            reach = decimal(reach),
                        )
                    />
                }
            })
            .collect_view()
    };
    view! {
        // Placed by the coordinates of its circle and number, not by a transform of the
        // group: each transform is a node of Chromium's property trees, and with thousands of
        // islands every frame of a pan or zoom walks them all.
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
            data-total=total
            data-group=group
        >
            // The style sheet sizes the circle for the zoom; `r` is its size without one, so
            // the island has its box before the number near the view is drawn.
            <circle cx=decimal(x) cy=decimal(y) r=decimal(CELL * 0.38) />
            {move || near.get().then(|| view! { <text x=decimal(x) y=decimal(y)>{target}</text> })}
            {remaining}
            {pips}
            {group_tag}
        </g>
    }
}

/// A, B, … Z, then AA, AB, …: the `index`th group's letters.
fn group_letter(index: usize) -> String {
    let letter = |i: usize| char::from(b'A' + (i % 26) as u8);
    if index < 26 {
        letter(index).to_string()
    } else {
        format!("{}{}", letter(index / 26 - 1), letter(index))
    }
}

#[cfg(test)]
mod tests {
    use super::group_letter;

    #[test]
    fn groups_are_lettered_without_gaps() {
        let letters: Vec<String> = [0, 1, 25, 26, 27, 51, 52].map(group_letter).to_vec();
        assert_eq!(letters, ["A", "B", "Z", "AA", "AB", "AZ", "BA"]);
    }
}
