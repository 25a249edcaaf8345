//! The editor's board: the grid's cells (each a tap target), the islands with their numbers,
//! the author's drawn bridges, the cursor, and what the last verdict highlights: where a
//! draft fails, where two solutions differ, and the suggested change as a ghost.

use super::analysis::Judged;
use super::state::EditorState;
use crate::hashi::play::geometry::{centre, CELL};
use crate::i18n::{tr, EditorMsg};
use crate::shell::decimal::{decimal, join};
use hashi_core::editor::Change;
use hashi_core::ui::{Key, Modifiers};
use hashi_core::Pos;
use leptos::ev;
use leptos::prelude::*;

/// Gap between the two lines of a double bridge, in board units.
const DOUBLE_GAP: f64 = 5.0;

#[component]
pub fn EditorGrid(state: RwSignal<EditorState>, fresh: Signal<Option<Judged>>) -> impl IntoView {
    let size = Memo::new(move |_| state.with(|s| (s.draft().width(), s.draft().height())));
    // What each layer draws, apart: a cursor move redraws the cursor, not every island.
    let drawn_islands = Memo::new(move |_| state.with(|s| s.draft().islands().collect::<Vec<_>>()));
    let drawn_bridges = Memo::new(move |_| state.with(|s| s.draft().bridges().collect::<Vec<_>>()));
    let picked = Memo::new(move |_| state.with(|s| s.ui.picked()));
    let cursor_at = Memo::new(move |_| state.with(|s| s.ui.cursor()));
    let view_box = move || {
        let (w, h) = size.get();
        join(&[0.0, 0.0, w as f64 * CELL, h as f64 * CELL])
    };
    let cells = move || {
        let (w, h) = size.get();
        (0..h)
            .flat_map(|r| (0..w).map(move |c| Pos::new(r, c)))
            .map(|pos| {
                let (x, y) = (pos.c as f64 * CELL, pos.r as f64 * CELL);
                let (cx, cy) = centre(pos.r, pos.c);
                view! {
                    <rect
                        class="editor-cell"
                        x=decimal(x)
                        y=decimal(y)
                        width=decimal(CELL)
                        height=decimal(CELL)
                        on:click=move |_| state.update(|s| s.tap(pos))
                    />
                    <circle class="editor-dot" cx=decimal(cx) cy=decimal(cy) r="1.5" />
                }
            })
            .collect_view()
    };
    let bridges = move || {
        drawn_bridges
            .get()
            .into_iter()
            .map(|(a, b, count)| bridge_lines(a, b, count, "editor-bridge"))
            .collect_view()
    };
    let highlighted = move |pos: Pos| {
        fresh.with(|f| {
            f.as_ref()
                .and_then(|j| j.report.as_ref().ok())
                .is_some_and(|r| r.islands.contains(&pos))
        })
    };
    let differ = move || {
        fresh.with(|f| {
            f.as_ref().and_then(|j| j.report.as_ref().ok()).map(|r| {
                r.edges
                    .iter()
                    .map(|&[a, b]| bridge_lines(a, b, 1, "editor-differ"))
                    .collect_view()
            })
        })
    };
    let islands = move || {
        drawn_islands
            .get()
            .into_iter()
            .map(|(pos, number)| {
                let (x, y) = centre(pos.r, pos.c);
                let class = move || {
                    let mut class = String::from("island editor-island");
                    if picked.get() == Some(pos) {
                        class.push_str(" selected");
                    }
                    if highlighted(pos) {
                        class.push_str(" flagged");
                    }
                    class
                };
                view! {
                    <g
                        class=class
                        data-testid="editor-island"
                        data-pos=pos.to_string()
                        data-number=number
                        transform=format!("translate({})", join(&[x, y]))
                        on:click=move |_| state.update(|s| s.tap(pos))
                    >
                        <circle />
                        <text>{number}</text>
                    </g>
                }
            })
            .collect_view()
    };
    let ghosts = move || {
        fresh.with(|f| {
            f.as_ref().and_then(|j| j.report.as_ref().ok()).map(|r| {
                r.suggested_changes()
                    .iter()
                    .map(|&change| ghost(change))
                    .collect_view()
            })
        })
    };
    let cursor = move || {
        let pos = cursor_at.get();
        view! {
            <rect
                class="editor-cursor"
                x=decimal(pos.c as f64 * CELL + 2.0)
                y=decimal(pos.r as f64 * CELL + 2.0)
                width=decimal(CELL - 4.0)
                height=decimal(CELL - 4.0)
                rx="6"
            />
        }
    };
    let key_down = move |ev: ev::KeyboardEvent| {
        let modifiers = Modifiers {
            shift: ev.shift_key(),
            alt: ev.alt_key(),
            command: ev.ctrl_key() || ev.meta_key(),
        };
        let name = ev.key();
        // Delete does what Backspace does; the core knows only the one.
        let key = Key::from_dom(if name == "Delete" { "Backspace" } else { &name });
        if state.try_update(|s| s.key(key, modifiers)).unwrap_or(false) {
            ev.prevent_default();
        }
    };
    view! {
        <svg
            class="board editor-board"
            data-testid="editor-board"
            viewBox=view_box
            tabindex="0"
            role="application"
            aria-label=tr(EditorMsg::Board)
            on:keydown=key_down
        >
            {cells}
            {bridges}
            {differ}
            {islands}
            {ghosts}
            {cursor}
        </svg>
    }
}

/// One or two lines from the centre of `a` to the centre of `b`, between the islands.
fn bridge_lines(a: Pos, b: Pos, count: u8, class: &'static str) -> impl IntoView {
    let (ax, ay) = centre(a.r, a.c);
    let (bx, by) = centre(b.r, b.c);
    let horizontal = a.r == b.r;
    let offsets: &[f64] = if count >= 2 {
        &[-DOUBLE_GAP / 2.0, DOUBLE_GAP / 2.0]
    } else {
        &[0.0]
    };
    let lines = offsets
        .iter()
        .map(|&o| {
            let (dx, dy) = if horizontal { (0.0, o) } else { (o, 0.0) };
            view! { <line x1=decimal(ax + dx) y1=decimal(ay + dy) x2=decimal(bx + dx) y2=decimal(by + dy) /> }
        })
        .collect_view();
    view! { <g class=class>{lines}</g> }
}

/// The suggested change drawn as a dashed island with the number it would have.
fn ghost(change: Change) -> impl IntoView {
    let (pos, number) = match change {
        Change::AddIsland { pos, number } | Change::SetNumber { pos, number } => (pos, number),
        Change::Bridge { a, b, to, .. } => {
            return bridge_lines(a, b, to.max(1), "editor-ghost-bridge").into_any()
        }
    };
    let (x, y) = centre(pos.r, pos.c);
    view! {
        <g class="editor-ghost" transform=format!("translate({})", join(&[x, y]))>
            <circle />
            <text>{number}</text>
        </g>
    }
    .into_any()
}
