//! The Hashi board: an SVG of every candidate bridge and island, with pointer (mouse, touch,
//! pen) and keyboard input routed to the game context.

use super::bridge_view::BridgeView;
use super::context::GameContext;
use super::island_view::IslandView;
use crate::shell::keys::{history_key, HistoryKey};
use hashi_core::{Direction, Game, IslandId, Pos};
use leptos::ev;
use leptos::prelude::*;
use leptos::reactive::computed::Selector;
use leptos::svg::Svg;
use wasm_bindgen::JsCast;

/// Board units per grid cell; the SVG scales to fit its box.
pub const CELL: f64 = 40.0;
/// A press that moves less than this (in board units) is a tap, not a drag.
const TAP_SLOP: f64 = CELL * 0.3;

/// The centre of a grid cell in board units.
pub fn centre(r: usize, c: usize) -> (f64, f64) {
    ((c as f64 + 0.5) * CELL, (r as f64 + 0.5) * CELL)
}

/// A press that started on an island, at client coordinates (x, y).
#[derive(Clone, Copy)]
struct Press {
    island: IslandId,
    backwards: bool,
    x: f64,
    y: f64,
}

/// The direction a drag by (dx, dy) points: its dominant axis.
fn drag_direction(dx: f64, dy: f64) -> Direction {
    if dx.abs() >= dy.abs() {
        if dx > 0.0 {
            Direction::Right
        } else {
            Direction::Left
        }
    } else if dy > 0.0 {
        Direction::Down
    } else {
        Direction::Up
    }
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

fn key_direction(key: &str) -> Option<Direction> {
    match key {
        "ArrowUp" => Some(Direction::Up),
        "ArrowDown" => Some(Direction::Down),
        "ArrowLeft" => Some(Direction::Left),
        "ArrowRight" => Some(Direction::Right),
        _ => None,
    }
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
    // Selection changes notify only the island losing and the island gaining it.
    let selection = Selector::new(move || ctx.selected.get());
    let svg_ref = NodeRef::<Svg>::new();
    let press = StoredValue::new(None::<Press>);

    // Client pixels to board units, allowing for the letterboxing of `preserveAspectRatio`.
    let to_board = move |cx: f64, cy: f64| -> Option<(f64, f64)> {
        let svg = svg_ref.get_untracked()?;
        let rect = svg.get_bounding_client_rect();
        let scale = (rect.width() / board_w).min(rect.height() / board_h);
        if scale <= 0.0 {
            return None;
        }
        let left = rect.left() + (rect.width() - board_w * scale) / 2.0;
        let top = rect.top() + (rect.height() - board_h * scale) / 2.0;
        Some(((cx - left) / scale, (cy - top) / scale))
    };

    // The press keeps client coordinates; they become board units on release, so a press
    // reads no layout (which a just-changed board would have to recompute first).
    // One listener for every island (not one each): the island is found from the element
    // pressed.
    let island_down = move |ev: ev::PointerEvent| {
        let Some(island) = pressed_island(&ev, game) else {
            return;
        };
        ev.prevent_default();
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        if let Some(svg) = svg_ref.get_untracked() {
            let _ = svg.set_pointer_capture(ev.pointer_id());
            // Focus for the keyboard, without scrolling: a scroll between press and release
            // would turn a tap into a drag.
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = svg.focus_with_options(&options);
        }
        press.set_value(Some(Press {
            island,
            backwards: ev.button() == 2,
            x,
            y,
        }));
    };

    let pointer_up = move |ev: ev::PointerEvent| {
        let Some(p) = press.get_value() else {
            // A press on water clears the selection.
            ctx.selected.set(None);
            return;
        };
        press.set_value(None);
        let (Some((x0, y0)), Some((x, y))) = (
            to_board(p.x, p.y),
            to_board(f64::from(ev.client_x()), f64::from(ev.client_y())),
        ) else {
            return;
        };
        let (dx, dy) = (x - x0, y - y0);
        if dx.hypot(dy) < TAP_SLOP {
            ctx.island_pressed(p.island, p.backwards);
            return;
        }
        let dir = drag_direction(dx, dy);
        let reach = game.with_untracked(|g| {
            let puzzle = g.puzzle();
            let from = puzzle.islands()[p.island].pos;
            puzzle.neighbour(p.island, dir).map(|n| {
                let to = puzzle.islands()[n].pos;
                (from.r.abs_diff(to.r) + from.c.abs_diff(to.c)) as f64 * CELL
            })
        });
        if reach.is_some_and(|reach| dx.abs().max(dy.abs()) >= reach / 2.0) {
            ctx.dragged(p.island, dir, p.backwards);
        }
    };

    let key_down = move |ev: ev::KeyboardEvent| {
        let key = ev.key();
        let command = ev.ctrl_key() || ev.meta_key();
        let handled = if let Some(history) = history_key(&ev) {
            match history {
                HistoryKey::Undo => ctx.undo(),
                HistoryKey::Redo => ctx.redo(),
            }
            true
        } else if let Some(dir) = key_direction(&key) {
            if ev.alt_key() || ctx.removing.get_untracked() {
                ctx.removing.set(false);
                ctx.adjust_towards(dir, -1);
            } else if ev.shift_key() {
                ctx.adjust_towards(dir, 1);
            } else {
                ctx.move_selection(dir);
            }
            true
        } else {
            match key.as_str() {
                "Backspace" if ev.shift_key() => {
                    ctx.removing.set(true);
                    true
                }
                "0" | "1" | "2" => {
                    ctx.set_towards_last(key.parse().unwrap_or(0));
                    true
                }
                "?" => {
                    ctx.help_open.update(|open| *open = !*open);
                    true
                }
                "m" | "M" if !command => {
                    ctx.toggle_mark();
                    true
                }
                "g" | "G" if !command => {
                    ctx.toggle_group();
                    true
                }
                "Escape" => {
                    ctx.selected.set(None);
                    ctx.help_open.set(false);
                    true
                }
                _ => false,
            }
        };
        if handled {
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
            on:pointercancel=move |_| press.set_value(None)
            on:contextmenu=|ev: ev::MouseEvent| ev.prevent_default()
            on:keydown=key_down
        >
            <g class="bridges">
                {(0..edges).map(|edge| view! { <BridgeView edge=edge /> }).collect_view()}
            </g>
            <g class="islands" on:pointerdown=island_down>
                {(0..islands)
                    .map(|island| {
                        view! { <IslandView island=island selection=selection.clone() /> }
                    })
                    .collect_view()}
            </g>
        </svg>
    }
}
