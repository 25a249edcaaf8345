//! The Hashi board: an SVG of every candidate bridge and island, with pointer (mouse, touch,
//! pen) and keyboard input routed to the game context, and its zoom and pan (pinch, two
//! fingers, Ctrl/Cmd+wheel, a drag on water, the zoom buttons) shown through the viewBox. A
//! right-click or a long press on the water between two islands toggles their no-bridge mark.
//! On a wrapped board the seams are drawn dashed, and a tap on a half-bridge at a seam cycles
//! that bridge.

use super::geometry::{centre, Legible, CELL};
use crate::hashi::play::bridge_view::{many_gap, BridgeView};
use crate::hashi::play::context::GameContext;
use crate::hashi::play::island_view::IslandView;
use crate::hashi::play::zoom::{Rect, View, TOUCH_RADIUS_PX};
use hashi_core::ui::{edge_near, island_near, Key, Modifiers, ZoomStep};
use hashi_core::Game;
use leptos::ev;
use leptos::prelude::*;
use leptos::svg::Svg;

/// Pointers held on the board, by id, at their last client position.
#[derive(Clone, Debug, Default)]
struct Pointers {
    down: Vec<(i32, (f64, f64))>,
    /// A two-finger pinch or pan under way: its start, the view then, and the board point
    /// under the fingers' midpoint.
    gesture: Option<(f64, View, (f64, f64))>,
    /// Since a second finger came down: nothing is a tap or a drag until all are lifted.
    gesturing: bool,
    /// A press on water: where it last was and how far it has moved (a drag on water pans;
    /// a tap on it clears the selection).
    water: Option<((f64, f64), f64)>,
    /// Counts presses, so a long-press timer knows whether its press is still the one held.
    presses: u64,
    /// The press already acted (a right-click or long press marked a pair): its release
    /// does nothing more.
    acted: bool,
}

impl Pointers {
    /// The distance between the first two pointers and their midpoint.
    fn pair(&self) -> Option<(f64, (f64, f64))> {
        let (a, b) = match self.down.as_slice() {
            [(_, a), (_, b), ..] => (*a, *b),
            _ => return None,
        };
        Some((
            (a.0 - b.0).hypot(a.1 - b.1),
            ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0),
        ))
    }
}

/// A press on water that moves less than this (CSS px) is a tap.
const WATER_TAP_PX: f64 = 6.0;

/// A touch held this long on water without moving is a long press: it marks the pair there.
const LONG_PRESS_MS: u64 = 450;

#[component]
pub fn Board() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let game = ctx.game();
    let zoom = ctx.zoom();
    let board = zoom.board;
    let (edges, task, first, rules) = game.with_untracked(|g| {
        let p = g.puzzle();
        let task = hashi_core::formats::write_task(p);
        let rules = p.rules();
        let first = p
            .islands()
            .first()
            .map_or((0.0, 0.0), |i| centre(i.pos.r, i.pos.c));
        (p.edges().len(), task, first, rules)
    });
    // The seams of a wrapped board: its left and right edges, and top and bottom on a torus.
    let seams = {
        let (w, h) = board;
        let mut seams = Vec::new();
        if rules.wrap().rows() {
            seams.extend([((0.0, 0.0), (0.0, h)), ((w, 0.0), (w, h))]);
        }
        if rules.wrap().columns() {
            seams.extend([((0.0, 0.0), (w, 0.0)), ((0.0, h), (w, h))]);
        }
        seams
    };
    // Runs of islands by row (islands are kept in reading order), for the grid's rows.
    let rows: Vec<(usize, std::ops::Range<usize>)> = game.with_untracked(|g| {
        let mut rows: Vec<(usize, std::ops::Range<usize>)> = Vec::new();
        for (id, island) in g.puzzle().islands().iter().enumerate() {
            match rows.last_mut() {
                Some((row, run)) if *row == island.pos.r => run.end = id + 1,
                _ => rows.push((island.pos.r, id..id + 1)),
            }
        }
        rows
    });
    let height = game.with_untracked(|g| g.puzzle().height());
    let grid_label = game.with_untracked(|g| {
        let p = g.puzzle();
        // A variant says its rules first thing ("torus board, no loops").
        let rules = if p.rules().is_standard() {
            String::new()
        } else {
            format!(", {}", p.rules().describe())
        };
        format!(
            "Hashi board, {} by {}{rules}, {} islands. Arrows move between islands, Shift+arrow adds a bridge, Alt+arrow removes one, X then an arrow marks no bridge, + and - zoom, ? lists the keys",
            p.width(),
            p.height(),
            p.islands().len()
        )
    });
    // The selected island is the grid's active cell: a screen reader reads its name as the
    // arrows move the selection.
    let active = move || {
        let selected = ctx.ui().with(|ui| ui.selected())?;
        let pos = game.with_untracked(|g| g.puzzle().islands().get(selected).map(|i| i.pos))?;
        Some(format!("island-{}-{}", pos.r, pos.c))
    };
    let solved = Memo::new(move |_| game.with(Game::is_solved));
    let svg_ref = NodeRef::<Svg>::new();
    // Closing the keys panel gives the focus back to the board, where play goes on.
    Effect::new(move |was_open: Option<bool>| {
        let open = ctx.help_open().get();
        if was_open == Some(true) && !open {
            if let Some(svg) = svg_ref.get_untracked() {
                let _ = svg.focus();
            }
        }
        open
    });
    // The board's box on the screen, kept for the legible sizes (it changes with the window,
    // not with the zoom: the viewBox keeps the board's proportions).
    let rect = RwSignal::new(Rect::default());
    let measure = move || -> Option<Rect> {
        let r = svg_ref.get_untracked()?.get_bounding_client_rect();
        let now = Rect {
            left: r.left(),
            top: r.top(),
            width: r.width(),
            height: r.height(),
        };
        if rect.get_untracked() != now {
            rect.set(now);
        }
        Some(now)
    };
    // Once the board is laid out: a big board that was not zoomed in this tab before opens
    // zoomed on its first island.
    // A board with no size yet (laid out later) gets it at the first resize instead.
    let opened = StoredValue::new(zoom.restored);
    let open = move || {
        if let Some(r) = measure() {
            if !opened.get_value() && r.width > 0.0 {
                opened.set_value(true);
                zoom.view.set(View::opening(board, r, first));
            }
        }
    };
    Effect::new(move |_| request_animation_frame(open));
    let resized = window_event_listener(ev::resize, move |_| open());
    on_cleanup(move || resized.remove());

    let px_per_unit = move || zoom.view.get().px_per_unit(board, rect.get());
    let legible = Memo::new(move |_| Legible::at(px_per_unit()));

    // Client pixels to grid cells through the current zoom; the rect is read afresh, since
    // the page may have scrolled since it was kept.
    let to_cells = move |client: (f64, f64)| -> Option<(f64, f64)> {
        let r = measure()?;
        let (x, y) = zoom.view.get_untracked().to_board(board, r, client)?;
        Some((x / CELL, y / CELL))
    };
    // A finger's reach in cells, but never less than the island as drawn.
    let hit_radius = move || -> f64 {
        let cell_px = zoom
            .view
            .get_untracked()
            .px_per_unit(board, rect.get_untracked())
            * CELL;
        let drawn = legible.get_untracked().radius / CELL;
        if cell_px > 0.0 {
            (TOUCH_RADIUS_PX / cell_px).max(drawn)
        } else {
            drawn
        }
    };
    let client = |ev: &ev::PointerEvent| (f64::from(ev.client_x()), f64::from(ev.client_y()));
    let pointers = StoredValue::new(Pointers::default());

    // A touch still held on water, unmoved, after LONG_PRESS_MS marks the pair there; its
    // release then does nothing more (not the tap's clearing of the selection).
    let long_press = move |press: u64, cells: (f64, f64)| {
        set_timeout(
            move || {
                let still = pointers
                    .try_with_value(|p| {
                        p.presses == press
                            && p.down.len() == 1
                            && p.water.is_some_and(|(_, moved)| moved < WATER_TAP_PX)
                    })
                    .unwrap_or(false);
                if still {
                    pointers.update_value(|p| {
                        p.water = None;
                        p.acted = true;
                    });
                    ctx.input(|ui, g| ui.mark_water(g.puzzle(), cells));
                }
            },
            std::time::Duration::from_millis(LONG_PRESS_MS),
        );
    };

    let pointer_down = move |ev: ev::PointerEvent| {
        let at = client(&ev);
        let id = ev.pointer_id();
        let count = pointers.try_update_value(|p| {
            // A primary pointer comes down when no other of its kind is: anything still
            // held was lost on the way (a release outside the window), so start afresh.
            if ev.is_primary() {
                *p = Pointers {
                    presses: p.presses,
                    ..Pointers::default()
                };
            }
            p.presses += 1;
            p.down.retain(|(i, _)| *i != id);
            p.down.push((id, at));
            p.down.len()
        });
        ev.prevent_default();
        if let Some(svg) = svg_ref.get_untracked() {
            // Moves and the release come to the board even off its edge.
            let _ = svg.set_pointer_capture(id);
            // Focus for the keyboard, without scrolling: a scroll between press and release
            // would turn a tap into a drag.
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = svg.focus_with_options(&options);
        }
        match count {
            Some(1) => {}
            Some(2) => {
                // A second finger: a pinch or a pan, never a bridge.
                ctx.cancel_press();
                let r = measure();
                pointers.update_value(|p| {
                    p.gesturing = true;
                    p.water = None;
                    p.gesture = p.pair().and_then(|(distance, middle)| {
                        let view = zoom.view.get_untracked();
                        let point = view.to_board(board, r?, middle)?;
                        Some((distance, view, point))
                    });
                });
                return;
            }
            _ => return,
        }
        let Some(cells) = to_cells(at) else {
            return;
        };
        let radius = hit_radius();
        match game.with_untracked(|g| island_near(g.puzzle(), cells, radius)) {
            Some(island) => ctx.press(island, ev.button() == 2, cells),
            None if ev.button() == 2 => {
                pointers.update_value(|p| p.acted = true);
                ctx.input(|ui, g| ui.mark_water(g.puzzle(), cells));
            }
            None => {
                let press = pointers.try_update_value(|p| {
                    p.water = Some((at, 0.0));
                    p.presses
                });
                if ev.pointer_type() == "touch" {
                    long_press(press.unwrap_or_default(), cells);
                }
            }
        }
    };

    let pointer_move = move |ev: ev::PointerEvent| {
        let at = client(&ev);
        let id = ev.pointer_id();
        let Some(state) = pointers
            .try_update_value(|p| {
                let known = p.down.iter_mut().find(|(i, _)| *i == id)?;
                known.1 = at;
                if let Some((last, moved)) = p.water.as_mut() {
                    let delta = (at.0 - last.0, at.1 - last.1);
                    *moved += delta.0.hypot(delta.1);
                    *last = at;
                    return Some((p.gesture, p.pair(), Some(delta)));
                }
                Some((p.gesture, p.pair(), None))
            })
            .flatten()
        else {
            return;
        };
        let Some(r) = measure() else {
            return;
        };
        match state {
            (Some((start, view, point)), Some((distance, middle)), _) if start > 0.0 => {
                let scale = view.scale * distance / start;
                zoom.view.set(view.holding(board, r, scale, point, middle));
            }
            (None, _, Some((dx, dy))) => {
                // A drag on water pans the zoomed board.
                let view = zoom.view.get_untracked();
                let s = view.px_per_unit(board, r);
                if s > 0.0 {
                    let moved = View {
                        centre: (view.centre.0 - dx / s, view.centre.1 - dy / s),
                        ..view
                    };
                    zoom.view.set(moved.clamped(board));
                }
            }
            _ => {}
        }
    };

    // Ends a pointer; `Some(moved)` when it was a press on water, `None` while a gesture is
    // under way (nothing is a tap until every finger is lifted) and for a press on an island.
    let lift = move |ev: &ev::PointerEvent| -> Option<Option<f64>> {
        let id = ev.pointer_id();
        pointers.try_update_value(|p| {
            p.down.retain(|(i, _)| *i != id);
            if std::mem::take(&mut p.acted) {
                p.water = None;
                return None;
            }
            if p.gesturing {
                if p.down.is_empty() {
                    p.gesturing = false;
                }
                p.gesture = None;
                return None;
            }
            Some(p.water.take().map(|(_, moved)| moved))
        })?
    };

    // A tap on the water of a drawn bridge across the seam (one half of it), else None.
    let half_bridge = move |at: (f64, f64)| {
        game.with_untracked(|g| {
            let edge = edge_near(g.puzzle(), at)?;
            (g.puzzle().edges()[edge].wraps && g.state().count(edge) > 0).then_some(edge)
        })
    };
    let pointer_up = move |ev: ev::PointerEvent| match lift(&ev) {
        None => {}
        Some(Some(moved)) if moved >= WATER_TAP_PX => {}
        Some(Some(_)) if to_cells(client(&ev)).and_then(half_bridge).is_some() => {
            let edge = to_cells(client(&ev)).and_then(half_bridge);
            let backwards = ev.button() == 2;
            ctx.input(|ui, g| ui.tap_edge(g.puzzle(), edge?, backwards));
        }
        Some(_) => match to_cells(client(&ev)) {
            Some(at) => {
                ctx.input(|ui, g| ui.release(g.puzzle(), at));
            }
            None => ctx.cancel_press(),
        },
    };

    let pointer_cancel = move |ev: ev::PointerEvent| {
        lift(&ev);
        ctx.cancel_press();
    };

    // Ctrl/Cmd+wheel (and a trackpad's pinch, which arrives as one) zooms about the cursor;
    // a plain wheel pans a zoomed board and scrolls the page otherwise.
    let wheel = move |ev: ev::WheelEvent| {
        let Some(r) = measure() else {
            return;
        };
        let view = zoom.view.get_untracked();
        let at = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        // Lines and pages as roughly 40 px and a screen.
        let unit = match ev.delta_mode() {
            1 => 40.0,
            2 => r.height,
            _ => 1.0,
        };
        let (dx, dy) = (ev.delta_x() * unit, ev.delta_y() * unit);
        if ev.ctrl_key() || ev.meta_key() {
            ev.prevent_default();
            let Some(point) = view.to_board(board, r, at) else {
                return;
            };
            let scale = view.scale * (-dy * 0.002).exp();
            zoom.view.set(view.holding(board, r, scale, point, at));
        } else if view.scale > 1.0 {
            ev.prevent_default();
            let s = view.px_per_unit(board, r);
            if s > 0.0 {
                let moved = View {
                    centre: (view.centre.0 + dx / s, view.centre.1 + dy / s),
                    ..view
                };
                zoom.view.set(moved.clamped(board));
            }
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

    let view_box = move || {
        let (x, y, w, h) = zoom.view.get().view_box(board);
        format!("{x} {y} {w} {h}")
    };
    // Rounded so that tests and styles read a short number; 1 is the fit.
    let zoom_attr = move || ((zoom.view.get().scale * 1000.0).round() / 1000.0).to_string();
    let sizes = move || {
        let l = legible.get();
        format!(
            "--number:{}px;--radius:{}px;--remaining:{}px;--pip:{}px;--pip-reach:{}px;--bridge-width:{}px;--many-gap:{}px",
            l.number,
            l.radius,
            l.remaining,
            l.pip,
            (CELL * 0.5).max(l.radius + l.pip),
            l.bridge,
            many_gap(l.bridge)
        )
    };
    view! {
        <div class="board-frame">
            <svg
                node_ref=svg_ref
                class="board"
                data-testid="board"
                data-solved=move || solved.get().to_string()
                data-task=task
                data-rules=rules.to_string()
                data-zoom=zoom_attr
                viewBox=view_box
                style=sizes
                tabindex="0"
                role="grid"
                aria-label=grid_label
                aria-activedescendant=active
                aria-rowcount=height
                on:pointerdown=pointer_down
                on:pointermove=pointer_move
                on:pointerup=pointer_up
                on:pointercancel=pointer_cancel
                on:wheel=wheel
                on:contextmenu=|ev: ev::MouseEvent| ev.prevent_default()
                on:keydown=key_down
            >
                <g class="seams" aria-hidden="true">
                    {seams
                        .into_iter()
                        .map(|((x1, y1), (x2, y2))| view! { <line class="seam" x1=x1 y1=y1 x2=x2 y2=y2 /> })
                        .collect_view()}
                </g>
                <g class="bridges" aria-hidden="true">
                    {(0..edges).map(|edge| view! { <BridgeView edge=edge /> }).collect_view()}
                </g>
                // Islands are kept in reading order, so each row of the board is a run of
                // them: a screen reader walks the board as a grid of rows of islands.
                <g class="islands">
                    {rows
                        .into_iter()
                        .map(|(row, run)| {
                            view! {
                                <g role="row" aria-rowindex=row + 1>
                                    {run.map(|island| view! { <IslandView island=island /> }).collect_view()}
                                </g>
                            }
                        })
                        .collect_view()}
                </g>
            </svg>
            <div class="zoom-controls" role="group" aria-label="Zoom">
                <button
                    data-testid="zoom-in"
                    aria-label="Zoom in"
                    title="Zoom in (+)"
                    on:click=move |_| zoom.step(ZoomStep::In)
                >
                    "+"
                </button>
                <button
                    data-testid="zoom-out"
                    aria-label="Zoom out"
                    title="Zoom out (-)"
                    on:click=move |_| zoom.step(ZoomStep::Out)
                >
                    "−"
                </button>
                <button
                    data-testid="zoom-fit"
                    aria-label="Fit the board"
                    title="Fit the board"
                    on:click=move |_| zoom.fit()
                >
                    "Fit"
                </button>
            </div>
        </div>
    }
}
