//! The Hashi board: an SVG of every candidate bridge and island, with pointer gestures (mouse,
//! touch, pen, read by `shell::gesture`) and keys routed to the game context, and its zoom and
//! pan (pinch, two fingers, Ctrl/Cmd+wheel, a drag on water, the zoom buttons) in the viewBox. A
//! right-click or a long press on the water between two islands toggles their no-bridge mark.
//! On a wrapped board the seams are drawn dashed, and a tap on a half-bridge at a seam cycles
//! that bridge.

use super::geometry::{centre, Legible, CELL};
use crate::hashi::play::bridge_view::{many_gap, BridgeView};
use crate::hashi::play::context::GameContext;
use crate::hashi::play::island_view::IslandView;
use crate::hashi::play::tiles::{Tiles, CULL_FROM};
use crate::hashi::play::zoom::{Rect, View, TOUCH_RADIUS_PX};
use crate::hashi::rules_words::describe;
use crate::i18n::{t, t_with, tr, PlayMsg};
use crate::shell::decimal::{decimal, join};
use crate::shell::gesture::{dom, Follow, Gesture, Recogniser, WheelGesture};
use crate::shell::keys;
use hashi_core::ui::{island_near, Key, ZoomStep};
use hashi_core::Game;
use leptos::ev;
use leptos::prelude::*;
use leptos::svg::Svg;
use std::time::Duration;

/// A wheel at rest this long has ended its gesture.
const WHEEL_REST: Duration = Duration::from_millis(150);

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
    let (width, height) = game.with_untracked(|g| (g.puzzle().width(), g.puzzle().height()));
    let positions: Vec<(usize, usize)> = game.with_untracked(|g| {
        g.puzzle()
            .islands()
            .iter()
            .map(|i| (i.pos.r, i.pos.c))
            .collect()
    });
    // Follows the language, read again when it changes.
    let grid_label = move || {
        game.with_untracked(|g| {
            let p = g.puzzle();
            // A variant says its rules first thing ("torus board, no loops").
            let rules = if p.rules().is_standard() {
                String::new()
            } else {
                format!("{}{}", t(PlayMsg::ListSep), describe(p.rules()))
            };
            let number = |n: usize| crate::i18n::number(crate::i18n::current(), n as u64);
            t_with(
                PlayMsg::BoardLabel,
                &[
                    ("width", &number(p.width())),
                    ("height", &number(p.height())),
                    ("rules", &rules),
                    ("islands", &number(p.islands().len())),
                ],
            )
        })
    };
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
    let measured = RwSignal::new(false);
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
        if !measured.get_untracked() {
            measured.set(true);
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

    // What the viewBox shows. While a gesture moves the view, the board's content follows it
    // by a transform instead, and the viewBox catches up when the gesture ends: Chromium lays
    // out every number on the board again for a new viewBox, but not for a group moved by a
    // transform. Any other change of view (keys, buttons, the opening) goes straight to it.
    let drawn = RwSignal::new(zoom.view.get_untracked());
    let moving = StoredValue::new(false);
    let settle = move || {
        moving.set_value(false);
        let now = zoom.view.get_untracked();
        if drawn.get_untracked() != now {
            drawn.set(now);
        }
    };
    // The legible sizes follow the view drawn, not the view under way: they are custom
    // properties of the whole board, and each change restyles every element of it (40 ms on a
    // 100x100 board), which a pinch should not pay at every step. Meanwhile the transform
    // scales what is drawn.
    let px_per_unit = move || drawn.get().px_per_unit(board, rect.get());
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
        let view = zoom.view.get_untracked();
        let cell_px = view.px_per_unit(board, rect.get_untracked()) * CELL;
        let radius = legible.get_untracked().radius / CELL;
        if cell_px > 0.0 {
            (TOUCH_RADIUS_PX / cell_px).max(radius)
        } else {
            radius
        }
    };
    let gestures = StoredValue::new(Recogniser::default());
    // Where a pinch started: the view then, and the board point its midpoint keeps hold of.
    let pinch_from = StoredValue::new(None::<(View, (f64, f64))>);

    // A wheel has no end: its gesture is over once it has rested this long.
    let wheel_rest = StoredValue::new(None::<TimeoutHandle>);
    let wheel_moves = move || {
        moving.set_value(true);
        if let Some(handle) = wheel_rest.get_value() {
            handle.clear();
        }
        wheel_rest.set_value(set_timeout_with_handle(settle, WHEEL_REST).ok());
    };
    on_cleanup(move || {
        if let Some(handle) = wheel_rest.try_get_value().flatten() {
            handle.clear();
        }
    });
    // The transform that shows the view under way within the viewBox drawn: in board units,
    // a point of the view's box lands where it would in the viewBox of the view itself.
    let follow_view = move || {
        let (from, to) = (drawn.get(), zoom.view.get());
        (from != to).then(|| {
            let (x0, y0, w0, _) = from.view_box(board);
            let (x1, y1, w1, _) = to.view_box(board);
            let k = w0 / w1;
            format!(
                "transform:translate({}px,{}px) scale({})",
                decimal(x0 - k * x1),
                decimal(y0 - k * y1),
                decimal(k)
            )
        })
    };

    // On a big board, numbers (and the remaining counts and pips) are drawn only on the
    // islands near the view, by tiles of the board: any change of scale lays out every
    // number in the document again, which takes longer than a frame for the thousands of a
    // 100x100 board. Until the board has been measured none are near; a board with no size
    // shows them all.
    let cull = positions.len() >= CULL_FROM;
    let tiles = Tiles::new(width, height, !cull);
    // One effect follows the view under way: the viewBox takes it at once when no gesture
    // is moving it, and the tiles near it are drawn.
    Effect::new(move |_| {
        let (view, r) = (zoom.view.get(), rect.get());
        if !moving.get_value() && drawn.get_untracked() != view {
            drawn.set(view);
        }
        if !cull || !measured.get() {
            return;
        }
        let s = view.px_per_unit(board, r);
        if !(s.is_finite() && s > 0.0) {
            tiles.show_near((0.0, 0.0, width as f64, height as f64));
            return;
        }
        // The box on screen, in cells (the SVG shows beyond the viewBox on one axis).
        let (w, h) = (r.width / s / CELL, r.height / s / CELL);
        let (x, y) = (
            view.centre.0 / CELL - w / 2.0,
            view.centre.1 / CELL - h / 2.0,
        );
        tiles.show_near((x, y, w, h));
    });

    // Moves the view by `by` client px: a wheel's scroll, or a finger's drag on water reversed.
    let pan = move |by: (f64, f64)| {
        let Some(r) = measure() else { return };
        let view = zoom.view.get_untracked();
        let s = view.px_per_unit(board, r);
        if s > 0.0 {
            let moved = View {
                centre: (view.centre.0 + by.0 / s, view.centre.1 + by.1 / s),
                ..view
            };
            zoom.view.set(moved.clamped(board));
        }
    };

    // A press on an island is the Ui's to follow. On water a right-click marks the pair there
    // at once, and a touch held still marks it after a long press; any other drag pans.
    let press = move |at: (f64, f64), button: i16| {
        let Some(cells) = to_cells(at) else { return };
        let mark = move || _ = ctx.input(|ui, g| ui.mark_water(g.puzzle(), cells));
        match game.with_untracked(|g| island_near(g.puzzle(), cells, hit_radius())) {
            Some(island) => ctx.press(island, button == 2, cells),
            None if button == 2 => {
                dom::follow(gestures, Follow::Done, || {});
                mark();
            }
            None => dom::follow(gestures, Follow::Pan, mark),
        }
    };

    let act = move |gesture: Gesture| match gesture {
        Gesture::Press { at, button } => press(at, button),
        Gesture::Pan { by } => {
            moving.set_value(true);
            pan((-by.0, -by.1));
        }
        Gesture::Tap { at, button } => match to_cells(at) {
            Some(cells) => _ = ctx.input(|ui, g| ui.tap_water(g, cells, button == 2)),
            None => ctx.cancel_press(),
        },
        Gesture::Release { at } => match to_cells(at) {
            Some(cells) => _ = ctx.input(|ui, g| ui.release(g.puzzle(), cells)),
            None => ctx.cancel_press(),
        },
        Gesture::PinchStart { centre } => {
            // A second finger: a pinch or a pan, never a bridge.
            ctx.cancel_press();
            moving.set_value(true);
            let view = zoom.view.get_untracked();
            let point = measure().and_then(|r| view.to_board(board, r, centre));
            pinch_from.set_value(point.map(|point| (view, point)));
        }
        Gesture::Pinch { scale, centre } => {
            if let (Some((view, point)), Some(r)) = (pinch_from.get_value(), measure()) {
                zoom.view
                    .set(view.holding(board, r, view.scale * scale, point, centre));
            }
        }
        Gesture::Cancel => {
            ctx.cancel_press();
            settle();
        }
        // A press on an island is judged at its release; a long press acts in its timer.
        Gesture::Drag { .. } | Gesture::LongPress => {}
    };

    let down = dom::feed(gestures, Recogniser::down, act);
    let pointer_down = move |ev: ev::PointerEvent| {
        ev.prevent_default();
        if let Some(svg) = svg_ref.get_untracked() {
            // Moves and the release come to the board even off its edge.
            let _ = svg.set_pointer_capture(ev.pointer_id());
            // Focus for the keyboard without scrolling, which would turn a tap into a drag.
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = svg.focus_with_options(&options);
        }
        down(ev);
    };

    // Ctrl/Cmd+wheel (and a trackpad's pinch, which arrives as one) zooms about the cursor;
    // a plain wheel pans a zoomed board and scrolls the page otherwise.
    let wheel = move |ev: ev::WheelEvent| {
        let Some(r) = measure() else { return };
        let view = zoom.view.get_untracked();
        match dom::wheel(&ev).gesture(r.height) {
            WheelGesture::Zoom { factor, about } => {
                ev.prevent_default();
                wheel_moves();
                if let Some(point) = view.to_board(board, r, about) {
                    zoom.view
                        .set(view.holding(board, r, view.scale * factor, point, about));
                }
            }
            WheelGesture::Scroll { by } if view.scale > 1.0 => {
                ev.prevent_default();
                wheel_moves();
                pan(by);
            }
            WheelGesture::Scroll { .. } => {}
        }
    };

    // A pointer lifted ends the pan or pinch under way (as a cancelled one does, in `act`):
    // the viewBox catches up.
    let up = dom::feed(gestures, Recogniser::up, act);
    let pointer_up = move |ev: ev::PointerEvent| {
        up(ev);
        settle();
    };

    let key_down = move |ev: ev::KeyboardEvent| {
        let mods = keys::modifiers(&ev);
        let key = Key::from_dom(&ev.key());
        if ctx.input(|ui, g| ui.key(g.puzzle(), key, mods)) {
            ev.prevent_default();
        }
    };

    let view_box = move || {
        let (x, y, w, h) = drawn.get().view_box(board);
        join(&[x, y, w, h])
    };
    // Rounded so that tests and styles read a short number; 1 is the fit.
    let zoom_attr = move || decimal((zoom.view.get().scale * 1000.0).round() / 1000.0);
    let sizes = move || {
        let l = legible.get();
        format!(
            "--number:{}px;--radius:{}px;--remaining:{}px;--pip:{}px;--pip-reach:{}px;--bridge-width:{}px;--many-gap:{}px",
            decimal(l.number),
            decimal(l.radius),
            decimal(l.remaining),
            decimal(l.pip),
            decimal((CELL * 0.5).max(l.radius + l.pip)),
            decimal(l.bridge),
            decimal(many_gap(l.bridge))
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
                on:pointermove=dom::feed(gestures, Recogniser::moved, act)
                on:pointerup=pointer_up
                on:pointercancel=dom::feed(gestures, |g, p| Some(g.cancel(p)), act)
                on:wheel=wheel
                on:contextmenu=|ev: ev::MouseEvent| ev.prevent_default()
                on:keydown=key_down
            >
                <g class="view" style=follow_view>
                <g class="seams" aria-hidden="true">
                    {seams
                        .into_iter()
                        .map(|((x1, y1), (x2, y2))| view! { <line class="seam" x1=decimal(x1) y1=decimal(y1) x2=decimal(x2) y2=decimal(y2) /> })
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
                                    {run
                                        .map(|island| {
                                            let near = tiles.of(positions[island]);
                                            view! { <IslandView island=island near=near /> }
                                        })
                                        .collect_view()}
                                </g>
                            }
                        })
                        .collect_view()}
                </g>
                </g>
            </svg>
            <div class="zoom-controls" role="group" aria-label=tr(PlayMsg::Zoom)>
                <button
                    data-testid="zoom-in"
                    aria-label=tr(PlayMsg::ZoomIn)
                    title=tr(PlayMsg::ZoomInTitle)
                    on:click=move |_| zoom.step(ZoomStep::In)
                >
                    "+"
                </button>
                <button
                    data-testid="zoom-out"
                    aria-label=tr(PlayMsg::ZoomOut)
                    title=tr(PlayMsg::ZoomOutTitle)
                    on:click=move |_| zoom.step(ZoomStep::Out)
                >
                    "−"
                </button>
                <button
                    data-testid="zoom-fit"
                    aria-label=tr(PlayMsg::FitLabel)
                    title=tr(PlayMsg::FitLabel)
                    on:click=move |_| zoom.fit()
                >
                    {tr(PlayMsg::Fit)}
                </button>
            </div>
        </div>
    }
}
