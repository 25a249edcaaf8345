//! The Hashi board: an SVG of every candidate bridge and island, with pointer (mouse, touch,
//! pen) and keyboard input routed to the game context.

use super::bridge_view::BridgeView;
use super::context::GameContext;
use super::island_view::IslandView;
use hashi_core::ui::{Key, Modifiers, Ui};
use hashi_core::{Game, IslandId, Pos};
use leptos::ev;
use leptos::prelude::*;
use leptos::svg::Svg;
use wasm_bindgen::JsCast;

/// Board units per grid cell; the SVG scales to fit its box.
pub const CELL: f64 = 40.0;

/// The centre of a grid cell in board units.
pub fn centre(r: usize, c: usize) -> (f64, f64) {
    ((c as f64 + 0.5) * CELL, (r as f64 + 0.5) * CELL)
}

/// The island whose element (or a child of it) a pointer event hit.
fn pressed_island(ev: &ev::PointerEvent, game: RwSignal<Game>) -> Option<IslandId> {
    let target: web_sys::Element = ev.target()?.dyn_into().ok()?;
    let element = target.closest("[data-testid=island]").ok()??;
    let coordinate = |name: &str| element.get_attribute(name)?.parse::<usize>().ok();
    let pos = Pos {
        r: coordinate("data-r")?,
        c: coordinate("data-c")?,
    };
    game.with_untracked(|g| g.puzzle().island_at(pos))
}

#[component]
pub fn Board() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let game = ctx.game;
    let (width, height, islands, edges, task) = game.with_untracked(|g| {
        let p = g.puzzle();
        let task = hashi_core::formats::write_task(p);
        (
            p.width(),
            p.height(),
            p.islands().len(),
            p.edges().len(),
            task,
        )
    });
    let (board_w, board_h) = (width as f64 * CELL, height as f64 * CELL);
    let solved = Memo::new(move |_| game.with(Game::is_solved));
    let svg_ref = NodeRef::<Svg>::new();

    // Client pixels to grid cells, allowing for the letterboxing of `preserveAspectRatio`.
    let to_cells = move |cx: f64, cy: f64| -> Option<(f64, f64)> {
        let svg = svg_ref.get_untracked()?;
        let rect = svg.get_bounding_client_rect();
        let scale = (rect.width() / board_w).min(rect.height() / board_h);
        if scale <= 0.0 {
            return None;
        }
        let left = rect.left() + (rect.width() - board_w * scale) / 2.0;
        let top = rect.top() + (rect.height() - board_h * scale) / 2.0;
        Some(((cx - left) / scale / CELL, (cy - top) / scale / CELL))
    };
    let client = |ev: &ev::PointerEvent| (f64::from(ev.client_x()), f64::from(ev.client_y()));

    // One listener for every island (not one each): the island is found from the element
    // pressed.
    let island_down = move |ev: ev::PointerEvent| {
        let Some(island) = pressed_island(&ev, game) else {
            return;
        };
        ev.prevent_default();
        if let Some(svg) = svg_ref.get_untracked() {
            let _ = svg.set_pointer_capture(ev.pointer_id());
            // Focus for the keyboard, without scrolling: a scroll between press and release
            // would turn a tap into a drag.
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = svg.focus_with_options(&options);
        }
        let (x, y) = client(&ev);
        if let Some(at) = to_cells(x, y) {
            ctx.ui.update(|ui| ui.press(island, ev.button() == 2, at));
        }
    };

    let pointer_up = move |ev: ev::PointerEvent| {
        let (x, y) = client(&ev);
        match to_cells(x, y) {
            Some(at) => {
                ctx.input(|ui, g| ui.release(g.puzzle(), at));
            }
            None => ctx.ui.update(Ui::cancel),
        }
    };

    let key_down = move |ev: ev::KeyboardEvent| {
        let mods = Modifiers {
            shift: ev.shift_key(),
            alt: ev.alt_key(),
            command: ev.ctrl_key() || ev.meta_key(),
        };
        let key = Key::from_dom(&ev.key());
        if ctx.input(|ui, g| ui.key(g.puzzle(), key, mods)) {
            ev.prevent_default();
        }
    };

    let view_box = format!("0 0 {board_w} {board_h}");
    view! {
        <svg
            node_ref=svg_ref
            class="board"
            data-testid="board"
            data-solved=move || solved.get().to_string()
            data-task=task
            viewBox=view_box
            tabindex="0"
            role="application"
            aria-label="Hashi board: arrows move between islands, Shift+arrow adds a bridge, Alt+arrow removes one, ? lists the keys"
            on:pointerup=pointer_up
            on:pointercancel=move |_| {
                ctx.ui.update(Ui::cancel);
            }
            on:contextmenu=|ev: ev::MouseEvent| ev.prevent_default()
            on:keydown=key_down
        >
            <g class="bridges">
                {(0..edges).map(|edge| view! { <BridgeView edge=edge /> }).collect_view()}
            </g>
            <g class="islands" on:pointerdown=island_down>
                {(0..islands)
                    .map(|island| {
                        view! { <IslandView island=island /> }
                    })
                    .collect_view()}
            </g>
        </svg>
    }
}
