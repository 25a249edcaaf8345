//! The Hashi board: an SVG of every candidate bridge and island, with pointer gestures (mouse,
//! touch, pen, read by `shell::gesture`) and keys routed to the game context, and its zoom and
//! pan (pinch, two fingers, Ctrl/Cmd+wheel, a drag on water, the zoom buttons) through its
//! camera (`board_camera.rs`). A right-click or a long press on the water between two islands
//! toggles their no-bridge mark. On a wrapped board the seams are drawn dashed, and a tap on a
//! half-bridge at a seam cycles that bridge.

use super::geometry::CELL;
use crate::hashi::play::board_camera::BoardCamera;
use crate::hashi::play::board_grid::{grid_label, Grid};
use crate::hashi::play::bridge_view::BridgeView;
use crate::hashi::play::context::GameContext;
use crate::hashi::play::island_view::IslandView;
use crate::hashi::play::tiles::{Tiles, CULL_FROM};
use crate::hashi::play::voice;
use crate::hashi::play::zoom::Zoom;
use crate::hashi::play::zoom_controls::ZoomControls;
use crate::shell::decimal::decimal;
use crate::shell::gesture::{dom, Follow, Gesture, Recogniser};
use crate::shell::keys;
use hashi_core::ui::{island_near, Action, Key};
use hashi_core::Game;
use leptos::ev;
use leptos::prelude::*;
use leptos::svg::Svg;

/// `panel_open`: a panel over the board (the keys' list) whose closing gives the focus back to
/// the board, where play goes on.
#[component]
pub fn Board(#[prop(optional)] panel_open: Option<ReadSignal<bool>>) -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let game = ctx.game();
    let (edges, task, rules, grid) = game.with_untracked(|g| {
        let p = g.puzzle();
        let size = (p.width() as f64 * CELL, p.height() as f64 * CELL);
        (p.edges().len(), ctx.task(), p.rules(), Grid::of(p, size))
    });
    let (width, height) = game.with_untracked(|g| (g.puzzle().width(), g.puzzle().height()));
    // How far the board is zoomed and where: view state, kept per puzzle in this tab.
    let zoom = Zoom::new(&task, grid.size);
    // Follows the language, read again when it changes.
    let label = move || game.with_untracked(|g| grid_label(g.puzzle()));
    // The selected island is the grid's active cell: a screen reader reads its name as the
    // arrows move the selection.
    let active = move || {
        let selected = ctx.ui().with(|ui| ui.selected())?;
        let pos = game.with_untracked(|g| g.puzzle().islands().get(selected).map(|i| i.pos))?;
        Some(format!("island-{}-{}", pos.r, pos.c))
    };
    let solved = Memo::new(move |_| game.with(Game::is_solved));
    let svg_ref = NodeRef::<Svg>::new();
    if let Some(panel_open) = panel_open {
        Effect::new(move |was_open: Option<bool>| {
            let open = panel_open.get();
            if was_open == Some(true) && !open {
                if let Some(svg) = svg_ref.get_untracked() {
                    let _ = svg.focus();
                }
            }
            open
        });
    }
    let camera = BoardCamera::new(zoom, svg_ref, grid.first);
    let gestures = StoredValue::new(Recogniser::default());

    // On a big board, numbers (and the remaining counts and pips) are drawn only on the
    // islands near the view, by tiles of the board: any change of scale lays out every
    // number in the document again, which takes longer than a frame for the thousands of a
    // 100x100 board.
    let cull = grid.places.len() >= CULL_FROM;
    let tiles = Tiles::new(width, height, !cull);
    camera.follow(tiles, cull, (width, height));
    // Whether the board's voice has arrived: the islands' names follow it.
    let voice_ready = RwSignal::new(false);
    voice::load(voice_ready);

    // A press on an island is the Ui's to follow. On water a right-click marks the pair there
    // at once, and a touch held still marks it after a long press; any other drag pans.
    let press = move |at: (f64, f64), button: i16| {
        let Some(cells) = camera.to_cells(at) else {
            return;
        };
        let mark = move || _ = ctx.input(|ui, g| ui.mark_water(g.puzzle(), cells));
        match game.with_untracked(|g| island_near(g.puzzle(), cells, camera.hit_radius())) {
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
        Gesture::Pan { by } => camera.drag(by),
        Gesture::Tap { at, button } => match camera.to_cells(at) {
            Some(cells) => _ = ctx.input(|ui, g| ui.tap_water(g, cells, button == 2)),
            None => ctx.cancel_press(),
        },
        Gesture::Release { at } => match camera.to_cells(at) {
            Some(cells) => _ = ctx.input(|ui, g| ui.release(g.puzzle(), cells)),
            None => ctx.cancel_press(),
        },
        Gesture::PinchStart { centre } => {
            // A second finger: a pinch or a pan, never a bridge.
            ctx.cancel_press();
            camera.pinch_start(centre);
        }
        Gesture::Pinch { scale, centre } => camera.pinch(scale, centre),
        Gesture::Cancel => {
            ctx.cancel_press();
            camera.settle();
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

    // A pointer lifted ends the pan or pinch under way (as a cancelled one does, in `act`):
    // the viewBox catches up.
    let up = dom::feed(gestures, Recogniser::up, act);
    let pointer_up = move |ev: ev::PointerEvent| {
        up(ev);
        camera.settle();
    };

    let key_down = move |ev: ev::KeyboardEvent| {
        let mods = keys::modifiers(&ev);
        let key = Key::from_dom(&ev.key());
        match ctx.input(|ui, g| ui.key(g.puzzle(), key, mods)) {
            Some(Action::Zoom(step)) => {
                ev.prevent_default();
                zoom.step(step);
            }
            Some(_) => ev.prevent_default(),
            None => {}
        }
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
                data-zoom=move || camera.zoom_attr()
                viewBox=move || camera.view_box()
                style=move || camera.sizes()
                tabindex="0"
                role="grid"
                aria-label=label
                aria-activedescendant=active
                aria-rowcount=height
                on:pointerdown=pointer_down
                on:pointermove=dom::feed(gestures, Recogniser::moved, act)
                on:pointerup=pointer_up
                on:pointercancel=dom::feed(gestures, |g, p| Some(g.cancel(p)), act)
                on:wheel=move |ev: ev::WheelEvent| camera.wheel(&ev)
                on:contextmenu=|ev: ev::MouseEvent| ev.prevent_default()
                on:keydown=key_down
            >
                <g class="view" style=move || camera.follow_view()>
                <g class="seams" aria-hidden="true">
                    {grid
                        .seams
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
                    {grid
                        .rows
                        .into_iter()
                        .map(|(row, run)| {
                            view! {
                                <g role="row" aria-rowindex=row + 1>
                                    {run
                                        .map(|island| {
                                            let near = tiles.of(grid.places[island]);
                                            view! { <IslandView island=island near=near voice_ready=voice_ready /> }
                                        })
                                        .collect_view()}
                                </g>
                            }
                        })
                        .collect_view()}
                </g>
                </g>
            </svg>
            <ZoomControls zoom=zoom />
        </div>
    }
}
