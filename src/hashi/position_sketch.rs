//! A small drawing of a position (islands as dots, bridges as lines) for the hub: no numbers,
//! no interaction, just enough to recognise the puzzle and see how far it is.

use hashi_core::{Puzzle, State};
use leptos::prelude::*;

/// Each cell is one unit of the drawing; islands sit at cell centres.
#[component]
pub fn PositionSketch(puzzle: Puzzle, state: State) -> impl IntoView {
    let centre = |v: usize| v as f64 + 0.5;
    let bridges = puzzle
        .edges()
        .iter()
        .enumerate()
        .filter(|(id, _)| state.count(*id) > 0)
        .flat_map(|(id, _)| {
            let (a, b) = puzzle.edge_ends(id);
            let horizontal = a.r == b.r;
            // A double bridge is two lines either side of the centre line.
            let offsets: &[f64] = if state.count(id) == 2 {
                &[-0.12, 0.12]
            } else {
                &[0.0]
            };
            offsets
                .iter()
                .map(|&o| {
                    let (dx, dy) = if horizontal { (0.0, o) } else { (o, 0.0) };
                    view! {
                        <line
                            x1=centre(a.c) + dx
                            y1=centre(a.r) + dy
                            x2=centre(b.c) + dx
                            y2=centre(b.r) + dy
                        />
                    }
                })
                .collect::<Vec<_>>()
        })
        .collect_view();
    let islands = puzzle
        .islands()
        .iter()
        .enumerate()
        .map(|(id, island)| {
            let full = state.total(id) == island.target;
            view! { <circle class:full=full cx=centre(island.pos.c) cy=centre(island.pos.r) r="0.32" /> }
        })
        .collect_view();
    view! {
        <svg
            class="position-sketch"
            data-testid="continue-sketch"
            viewBox=format!("0 0 {} {}", puzzle.width(), puzzle.height())
            role="img"
            aria-label="The position so far"
        >
            <g class="sketch-bridges">{bridges}</g>
            <g class="sketch-islands">{islands}</g>
        </svg>
    }
}
