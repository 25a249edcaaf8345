//! One candidate bridge: zero, one or two lines, or the player's no-bridge mark (a small cross
//! at the midpoint), drawn from its own entry of the board's drawing cache, so it re-renders
//! only when that entry changes.

use super::board::{centre, CELL};
use super::board_view::{BoardViewStoreFields, BridgeLookStoreFields};
use super::context::GameContext;
use hashi_core::EdgeId;
use leptos::prelude::*;
use reactive_stores::StoreFieldIterator;

/// Gap between the two lines of a double bridge, in board units.
const DOUBLE_GAP: f64 = CELL * 0.16;

/// Half the width of a no-bridge cross, in board units.
const CROSS: f64 = CELL * 0.14;

#[component]
pub fn BridgeView(edge: EdgeId) -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let (a, b, horizontal) = ctx.game.with_untracked(|g| {
        let (a, b) = g.puzzle().edge_ends(edge);
        (a, b, g.puzzle().edges()[edge].is_horizontal())
    });
    let look = ctx.view.bridges().at_unkeyed(edge);
    let (count, hinted) = (look.count(), look.hinted());
    let (marked, mark_error) = (look.marked(), look.mark_error());
    let (x1, y1) = centre(a.r, a.c);
    let (x2, y2) = centre(b.r, b.c);
    let line = move |offset: f64| {
        let (dx, dy) = if horizontal {
            (0.0, offset)
        } else {
            (offset, 0.0)
        };
        view! { <line x1=x1 + dx y1=y1 + dy x2=x2 + dx y2=y2 + dy /> }
    };
    let (a_text, b_text) = (a.to_string(), b.to_string());
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    let cross = move || {
        marked.get().then(|| {
            let class = match (hinted.get(), mark_error.get()) {
                (true, _) => "no-bridge hinted",
                (false, true) => "no-bridge error",
                (false, false) => "no-bridge",
            };
            view! {
                <g
                    class=class
                    data-testid="no-bridge"
                    data-a=a_text.clone()
                    data-b=b_text.clone()
                    data-error=move || mark_error.get().to_string()
                >
                    <line x1=mx - CROSS y1=my - CROSS x2=mx + CROSS y2=my + CROSS />
                    <line x1=mx - CROSS y1=my + CROSS x2=mx + CROSS y2=my - CROSS />
                </g>
            }
        })
    };
    view! {
        {cross}
        <g
            class=move || if hinted.get() { "bridge hinted" } else { "bridge" }
            data-testid="bridge"
            data-a=a.to_string()
            data-b=b.to_string()
            data-count=move || count.get()
        >
            {move || match count.get() {
                0 => ().into_any(),
                1 => line(0.0).into_any(),
                _ => (line(-DOUBLE_GAP / 2.0), line(DOUBLE_GAP / 2.0)).into_any(),
            }}
        </g>
    }
}
