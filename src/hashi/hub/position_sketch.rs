//! A small drawing of a position (islands as dots, bridges as lines) for the hub: no numbers,
//! no interaction, just enough to recognise the puzzle and see how far it is.

use crate::hashi::play::bridge_view::{line_offsets, segments};
use crate::hashi::play::geometry::CELL;
use crate::i18n::{tr, HubMsg};
use crate::shell::decimal::decimal;
use hashi_core::{Puzzle, State};
use leptos::prelude::*;

/// Each cell is one unit of the drawing; islands sit at cell centres.
#[component]
pub fn PositionSketch(puzzle: Puzzle, state: State) -> impl IntoView {
    let centre = |v: usize| v as f64 + 0.5;
    // The board's own shapes scaled to one unit a cell: up to four lines a pair (spread a
    // little wider than on the board, to stay apart this small), halves at a seam.
    let bridges = puzzle
        .edges()
        .iter()
        .enumerate()
        .filter(|(id, _)| state.count(*id) > 0)
        .flat_map(|(id, e)| {
            let runs = segments(&puzzle, id);
            let horizontal = e.is_horizontal();
            line_offsets(state.count(id))
                .into_iter()
                .flat_map(|o| {
                    let o = o / CELL * 1.5;
                    let (dx, dy) = if horizontal { (0.0, o) } else { (o, 0.0) };
                    runs.iter()
                        .map(|&((x1, y1), (x2, y2))| {
                            view! {
                                <line
                                    x1=decimal(x1 / CELL + dx)
                                    y1=decimal(y1 / CELL + dy)
                                    x2=decimal(x2 / CELL + dx)
                                    y2=decimal(y2 / CELL + dy)
                                />
                            }
                        })
                        .collect::<Vec<_>>()
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
            view! { <circle class:full=full cx=decimal(centre(island.pos.c)) cy=decimal(centre(island.pos.r)) r="0.32" /> }
        })
        .collect_view();
    view! {
        <svg
            class="position-sketch"
            data-testid="continue-sketch"
            viewBox=format!("0 0 {} {}", puzzle.width(), puzzle.height())
            role="img"
            aria-label=tr(HubMsg::PositionSoFar)
        >
            <g class="sketch-bridges">{bridges}</g>
            <g class="sketch-islands">{islands}</g>
        </svg>
    }
}
