//! The Slide board: every piece and gap, with keyboard, click, swipe and drag input (mouse,
//! touch and pen alike, through pointer events) routed to the core's rules.

use super::context::SlideContext;
use super::guide::Guide;
use super::tile::SlideTile;
use crate::shell::keys::{history_key, HistoryKey};
use leptos::ev;
use leptos::prelude::*;
use slide_core::{push, Board, Cell, Dir, GapId, Occupant, PieceId, SIZE};

/// A press that moves less than this many pixels is a click; more is a swipe.
const SWIPE_PX: f64 = 5.0;
/// How far into a gap (as a share of a cell) a dragged piece must be pulled to enter it:
/// the three quarters of the gap farthest from the piece accept it.
const DRAG_ENTRY: f64 = 0.25;

/// A press on a piece or gap, followed until release.
#[derive(Clone, Copy)]
struct Press {
    who: Occupant,
    x: f64,
    y: f64,
    /// A drag has moved the piece at least once; the release is then not a swipe.
    dragged: bool,
}

fn key_direction(key: &str) -> Option<Dir> {
    match key {
        "ArrowUp" | "w" | "W" => Some(Dir::Up),
        "ArrowDown" | "s" | "S" => Some(Dir::Down),
        "ArrowLeft" | "a" | "A" => Some(Dir::Left),
        "ArrowRight" | "d" | "D" => Some(Dir::Right),
        _ => None,
    }
}

/// The swipe a pointer offset stands for: its dominant axis.
fn swipe_direction(dx: f64, dy: f64) -> Dir {
    if dx.abs() >= dy.abs() {
        if dx > 0.0 {
            Dir::Right
        } else {
            Dir::Left
        }
    } else if dy > 0.0 {
        Dir::Down
    } else {
        Dir::Up
    }
}

/// Where `who` stands and how many cells a side it takes.
fn footprint(board: &Board, who: Occupant) -> (Cell, u8) {
    match who {
        Occupant::Piece(p) => (board.piece(p), p.size().side()),
        Occupant::Gap(g) => (board.gap(g), 1),
    }
}

/// Whether a pointer at `(fx, fy)` (in cells) has been pulled far enough into the cells that
/// `who` would enter going `dir`.
fn pulled_into(board: &Board, who: Occupant, dir: Dir, fx: f64, fy: f64) -> bool {
    let (corner, side) = footprint(board, who);
    let (x0, y0, s) = (f64::from(corner.x), f64::from(corner.y), f64::from(side));
    let (along, across, start, across_start) = match dir {
        Dir::Left | Dir::Right => (fx, fy, x0, y0),
        Dir::Up | Dir::Down => (fy, fx, y0, x0),
    };
    let depth = match dir {
        Dir::Right | Dir::Down => along - (start + s),
        Dir::Left | Dir::Up => start - along,
    };
    (DRAG_ENTRY..1.0).contains(&depth) && (across_start..across_start + s).contains(&across)
}

#[component]
pub fn SlideBoard() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let guide = expect_context::<Guide>();
    let board_ref = ctx.board_ref;
    let press = StoredValue::new(None::<Press>);
    let solved = Memo::new(move |_| ctx.game.with(|g| g.board().is_solved()));
    let won = Memo::new(move |_| ctx.game.with(|g| g.is_won()));

    // The board takes the keyboard as soon as it is shown.
    Effect::new(move |_| {
        if let Some(el) = board_ref.get() {
            let _ = el.focus();
        }
    });

    // Client pixels to board cells (fractional).
    let to_cells = move |ev: &ev::PointerEvent| -> Option<(f64, f64)> {
        let rect = board_ref.get_untracked()?.get_bounding_client_rect();
        let cell = rect.width() / f64::from(SIZE);
        (cell > 0.0).then(|| {
            (
                (f64::from(ev.client_x()) - rect.left()) / cell,
                (f64::from(ev.client_y()) - rect.top()) / cell,
            )
        })
    };

    let pointer_down = move |ev: ev::PointerEvent| {
        if ev.button() != 0 {
            return;
        }
        let Some((fx, fy)) = to_cells(&ev) else {
            return;
        };
        if !(0.0..f64::from(SIZE)).contains(&fx) || !(0.0..f64::from(SIZE)).contains(&fy) {
            return;
        }
        ev.prevent_default();
        if let Some(el) = board_ref.get_untracked() {
            // Follow the pointer even when it leaves the board.
            let _ = el.set_pointer_capture(ev.pointer_id());
            let _ = el.focus();
        }
        let who = ctx
            .game
            .with_untracked(|g| g.board().at(Cell::new(fx as u8, fy as u8)));
        press.set_value(Some(Press {
            who,
            x: f64::from(ev.client_x()),
            y: f64::from(ev.client_y()),
            dragged: false,
        }));
    };

    let pointer_move = move |ev: ev::PointerEvent| {
        let Some(p) = press.get_value() else {
            return;
        };
        let Some((fx, fy)) = to_cells(&ev) else {
            return;
        };
        // Drag: pulled far enough into a gap the piece may enter, it moves, and may go on.
        let entered = ctx.game.with_untracked(|g| {
            Dir::ALL.into_iter().find_map(|dir| {
                let mv = push(g.board(), p.who, dir)?;
                pulled_into(g.board(), p.who, dir, fx, fy).then_some(mv)
            })
        });
        if let Some(mv) = entered {
            if ctx.play(mv) {
                press.set_value(Some(Press { dragged: true, ..p }));
                ctx.preview.set(None);
            }
            return;
        }
        if p.dragged {
            return;
        }
        // Swipe: past a few pixels, show the move the release would make, if any.
        let (dx, dy) = (
            f64::from(ev.client_x()) - p.x,
            f64::from(ev.client_y()) - p.y,
        );
        let preview = (dx.hypot(dy) >= SWIPE_PX)
            .then(|| swipe_direction(dx, dy))
            .filter(|&dir| {
                ctx.game
                    .with_untracked(|g| push(g.board(), p.who, dir).is_some())
            })
            .map(|dir| (p.who, dir));
        if ctx.preview.get_untracked() != preview {
            ctx.preview.set(preview);
        }
    };

    let pointer_up = move |ev: ev::PointerEvent| {
        let Some(p) = press.get_value() else {
            return;
        };
        press.set_value(None);
        let preview = ctx.preview.get_untracked();
        ctx.preview.set(None);
        if p.dragged {
            return;
        }
        if let Some((who, dir)) = preview {
            if let Some(mv) = ctx.game.with_untracked(|g| push(g.board(), who, dir)) {
                ctx.play(mv);
            }
            return;
        }
        let (dx, dy) = (
            f64::from(ev.client_x()) - p.x,
            f64::from(ev.client_y()) - p.y,
        );
        if dx.hypot(dy) < SWIPE_PX {
            match p.who {
                Occupant::Piece(piece) => {
                    ctx.click(piece);
                }
                Occupant::Gap(gap) => ctx.select(gap),
            }
        }
    };

    let pointer_cancel = move |_| {
        press.set_value(None);
        ctx.preview.set(None);
    };

    let key_down = move |ev: ev::KeyboardEvent| {
        let key = ev.key();
        let handled = if let Some(history) = history_key(&ev) {
            match history {
                HistoryKey::Undo => ctx.undo(),
                HistoryKey::Redo => ctx.redo(),
            }
            true
        } else if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            false
        } else if key == " " {
            ctx.toggle_selection();
            true
        } else if key == "h" || key == "H" {
            guide.hint();
            true
        } else if let Some(dir) = key_direction(&key) {
            ctx.press(dir);
            true
        } else {
            false
        };
        if handled {
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
            aria-label="Slide board: arrows or WASD slide a piece into the outlined gap, Space switches gaps, H gives a hint"
            on:pointerdown=pointer_down
            on:pointermove=pointer_move
            on:pointerup=pointer_up
            on:pointercancel=pointer_cancel
            on:keydown=key_down
        >
            {occupants.into_iter().map(|who| view! { <SlideTile who=who /> }).collect_view()}
        </div>
    }
}
