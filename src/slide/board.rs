//! The Slide board: every piece and gap, with keyboard, click, swipe and drag input (mouse,
//! touch and pen alike, through the shared gesture recogniser) turned into `slide_core::ui`'s
//! inputs, and the actions it decides carried out through the context.

use super::context::SlideContext;
use super::guide::Guide;
use super::speech;
use super::tile::SlideTile;
use crate::shell::gesture::{dom, Gesture, Recogniser};
use crate::shell::keys;
use leptos::ev;
use leptos::prelude::*;
use slide_core::ui::{Action, Key, Ui};
use slide_core::{GapId, Occupant, PieceId, SIZE};

#[component]
pub fn SlideBoard() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let guide = expect_context::<Guide>();
    let board_ref = ctx.board_ref;
    let ui = StoredValue::new(Ui::default());
    let solved = Memo::new(move |_| ctx.game.with(|g| g.board().is_solved()));
    let won = Memo::new(move |_| ctx.game.with(|g| g.is_won()));

    // The board takes the keyboard as soon as it is shown.
    Effect::new(move |_| {
        if let Some(el) = board_ref.get() {
            let _ = el.focus();
        }
    });

    // Where a client point is in board cells (fractional), and a cell's width in pixels.
    let to_cells = move |(x, y): (f64, f64)| -> Option<((f64, f64), f64)> {
        let rect = board_ref.get_untracked()?.get_bounding_client_rect();
        let cell = rect.width() / f64::from(SIZE);
        (cell > 0.0).then(|| (((x - rect.left()) / cell, (y - rect.top()) / cell), cell))
    };

    // The tiles draw the swipe's nudge from the context; it changes only when the Ui's does.
    let show_preview = move || {
        let preview = ui.with_value(Ui::preview);
        if ctx.preview.get_untracked() != preview {
            ctx.preview.set(preview);
        }
    };

    let run = move |action: Action| match action {
        Action::Handled => {}
        Action::Play(mv) => {
            ctx.play(mv);
        }
        Action::Select(gap) => ctx.select(gap),
        Action::ToggleGap => ctx.toggle_selection(),
        Action::Hint => guide.hint(),
        Action::Undo => ctx.undo(),
        Action::Redo => ctx.redo(),
    };

    // Whether the Ui follows a press of the main button at `at`.
    let press = move |at: (f64, f64), button: i16| {
        if button != 0 {
            return false;
        }
        let Some((at, _)) = to_cells(at) else {
            return false;
        };
        ctx.game
            .with_untracked(|g| ui.try_update_value(|ui| ui.press(g, at)))
            .unwrap_or(false)
    };

    let drag = move |at: (f64, f64)| {
        let Some((at, cell_px)) = to_cells(at) else {
            return;
        };
        let carry = ctx
            .game
            .with_untracked(|g| ui.try_update_value(|ui| ui.drag(g, at, cell_px)))
            .flatten();
        if let Some(mv) = carry {
            if ctx.play(mv) {
                ui.update_value(Ui::carried);
            }
        }
        show_preview();
    };

    let release = move |at: (f64, f64)| {
        let Some((at, cell_px)) = to_cells(at) else {
            // A board with no width has no cells to release on: forget the press.
            ui.update_value(Ui::cancel);
            show_preview();
            return;
        };
        let action = ctx
            .game
            .with_untracked(|g| ui.try_update_value(|ui| ui.release(g, at, cell_px)))
            .flatten();
        show_preview();
        if let Some(action) = action {
            run(action);
        }
    };

    let act = move |gesture: Gesture| match gesture {
        Gesture::Drag { at } => drag(at),
        Gesture::Release { at } => release(at),
        // A second finger is not a slide: the press is over.
        Gesture::Cancel | Gesture::PinchStart { .. } => {
            ui.update_value(Ui::cancel);
            show_preview();
        }
        // Presses are followed as drags (and `pointer_down` takes them): no taps, pans or
        // long presses come, and the board does not zoom.
        Gesture::Press { .. }
        | Gesture::Tap { .. }
        | Gesture::LongPress
        | Gesture::Pan { .. }
        | Gesture::Pinch { .. } => {}
    };

    let gestures = StoredValue::new(Recogniser::default());
    let pointer_down = move |ev: ev::PointerEvent| {
        let pointer = dom::pointer(&ev);
        match gestures.try_update_value(|g| g.down(pointer)).flatten() {
            Some(Gesture::Press { at, button }) if press(at, button) => {
                ev.prevent_default();
                if let Some(el) = board_ref.get_untracked() {
                    // Follow the pointer even when it leaves the board.
                    let _ = el.set_pointer_capture(pointer.id);
                    let _ = el.focus();
                }
            }
            Some(gesture) => act(gesture),
            None => {}
        }
    };

    let key_down = move |ev: ev::KeyboardEvent| {
        let key = Key::from_dom(&ev.key());
        let mods = keys::modifiers(&ev);
        let action = ctx
            .game
            .with_untracked(|g| ui.with_value(|ui| ui.key(g, key, mods)));
        if let Some(action) = action {
            run(action);
            ev.prevent_default();
        }
    };

    // Closing a dialog gives the focus back to the board, where play goes on.
    Effect::new(move |was_open: Option<bool>| {
        let open = ctx.won_open.get() || ctx.challenge_open.get();
        if was_open == Some(true) && !open {
            if let Some(board) = board_ref.get_untracked() {
                let _ = board.focus();
            }
        }
        open
    });

    let occupants: Vec<Occupant> = PieceId::all()
        .map(Occupant::Piece)
        .chain(GapId::BOTH.into_iter().map(Occupant::Gap))
        .collect();
    view! {
        <div
            node_ref=board_ref
            class="slide-board"
            class:won=move || won.get()
            class:shuffling=move || ctx.shuffling.get()
            data-testid="slide-board"
            data-solved=move || solved.get().to_string()
            style=move || format!("--picture:{}", ctx.picture.get())
            tabindex="0"
            role="application"
            aria-label=move || ctx.game.with(|g| speech::board_label(g.board().gap(g.selected())))
            on:pointerdown=pointer_down
            on:pointermove=dom::feed(gestures, Recogniser::moved, act)
            on:pointerup=dom::feed(gestures, Recogniser::up, act)
            on:pointercancel=dom::feed(gestures, |g, p| Some(g.cancel(p)), act)
            on:keydown=key_down
        >
            {occupants.into_iter().map(|who| view! { <SlideTile who=who /> }).collect_view()}
        </div>
    }
}
