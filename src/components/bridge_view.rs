//! One candidate bridge: zero, one or two lines, re-rendered only when its own count changes.

use super::board::{centre, BoardContext, CELL};
use hashi_core::EdgeId;
use leptos::prelude::*;

/// Gap between the two lines of a double bridge, in board units.
const DOUBLE_GAP: f64 = CELL * 0.16;

#[component]
pub fn BridgeView(edge: EdgeId) -> impl IntoView {
    let ctx = expect_context::<BoardContext>();
    let game = ctx.game;
    let (a, b, horizontal) = game.with_untracked(|g| {
        let (a, b) = g.puzzle().edge_ends(edge);
        (a, b, g.puzzle().edges()[edge].is_horizontal())
    });
    let count = Memo::new(move |_| game.with(|g| g.state().count(edge)));
    let (x1, y1) = centre(a.r, a.c);
    let (x2, y2) = centre(b.r, b.c);
    // Offsets perpendicular to the bridge for the lines of a single or double.
    let offsets = move || -> Vec<f64> {
        match count.get() {
            0 => vec![],
            1 => vec![0.0],
            _ => vec![-DOUBLE_GAP / 2.0, DOUBLE_GAP / 2.0],
        }
    };
    let line = move |o: f64| {
        let (dx, dy) = if horizontal { (0.0, o) } else { (o, 0.0) };
        view! { <line x1=x1 + dx y1=y1 + dy x2=x2 + dx y2=y2 + dy /> }
    };
    view! {
        <g
            class="bridge"
            data-testid="bridge"
            data-a=a.to_string()
            data-b=b.to_string()
            data-count=move || count.get()
        >
            {move || offsets().into_iter().map(line).collect_view()}
        </g>
    }
}
