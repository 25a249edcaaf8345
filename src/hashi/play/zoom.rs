//! The board's zoom and pan: view state that undo does not touch, kept per puzzle in
//! sessionStorage while playing (so a reload keeps it, a new visit starts fresh), with the
//! plain arithmetic that maps the pointer between the screen and the board.

use crate::hashi::play::geometry::CELL;
use crate::hashi::records::zoom as zoom_record;
use crate::shell::decimal::{join, parse_decimal};
use hashi_core::number::bounded;
use hashi_core::ui::ZoomStep;
use leptos::prelude::*;

/// Smallest cell the board opens with, in CSS px: below it a finger cannot tell islands
/// apart, so a big board opens zoomed in (the player can still zoom out to fit).
pub const MIN_OPEN_CELL_PX: f64 = 32.0;

/// How far a finger's touch reaches from an island's centre, in CSS px: the hit radius
/// however small the island is drawn.
pub const TOUCH_RADIUS_PX: f64 = 22.0;

/// One press of a zoom key or button multiplies (or divides) the scale by this.
const STEP: f64 = 1.25;

/// What part of the board is shown: `scale` 1 fits the whole board, 2 shows half its width;
/// `centre` is the point of the board (in board units) at the middle of the view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    pub scale: f64,
    pub centre: (f64, f64),
}

/// The board's box on the screen, in CSS px (the SVG element's bounding rect).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rect {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    fn middle(&self) -> (f64, f64) {
        (self.left + self.width / 2.0, self.top + self.height / 2.0)
    }
}

/// The largest scale: about four cells across the narrower side, and at least twice the fit,
/// so a small board can still be looked at closely.
pub fn max_scale(board: (f64, f64)) -> f64 {
    (board.0.min(board.1) / CELL / 4.0).max(2.0)
}

/// CSS px per board unit when the whole board fits in `rect` (the SVG letterboxes it).
pub fn fit_px_per_unit(board: (f64, f64), rect: Rect) -> f64 {
    (rect.width / board.0).min(rect.height / board.1)
}

/// Whether a size in px can be divided by: a board not laid out yet has none.
fn usable(px: f64) -> bool {
    px.is_finite() && px > 0.0
}

impl View {
    /// The whole board.
    pub fn fit(board: (f64, f64)) -> View {
        View {
            scale: 1.0,
            centre: (board.0 / 2.0, board.1 / 2.0),
        }
    }

    /// The view a board opens with: fitted, unless its cells would then be smaller than
    /// [`MIN_OPEN_CELL_PX`]; then zoomed so that they are not, on `first` (the first island's
    /// centre, in board units).
    pub fn opening(board: (f64, f64), rect: Rect, first: (f64, f64)) -> View {
        let cell_px = fit_px_per_unit(board, rect) * CELL;
        if !usable(cell_px) || cell_px >= MIN_OPEN_CELL_PX {
            return View::fit(board);
        }
        View {
            scale: MIN_OPEN_CELL_PX / cell_px,
            centre: first,
        }
        .clamped(board)
    }

    /// The same view kept inside the board: the scale between the fit and [`max_scale`], and
    /// never showing water beyond the board's edges.
    pub fn clamped(self, board: (f64, f64)) -> View {
        let scale = if self.scale.is_finite() {
            bounded(self.scale, 1.0, max_scale(board))
        } else {
            1.0
        };
        let axis = |c: f64, len: f64| {
            let half = len / scale / 2.0;
            if c.is_finite() {
                bounded(c, half, len - half)
            } else {
                len / 2.0
            }
        };
        View {
            scale,
            centre: (axis(self.centre.0, board.0), axis(self.centre.1, board.1)),
        }
    }

    /// The SVG viewBox: x, y, width and height in board units.
    pub fn view_box(self, board: (f64, f64)) -> (f64, f64, f64, f64) {
        let (w, h) = (board.0 / self.scale, board.1 / self.scale);
        (self.centre.0 - w / 2.0, self.centre.1 - h / 2.0, w, h)
    }

    /// CSS px per board unit in this view.
    pub fn px_per_unit(self, board: (f64, f64), rect: Rect) -> f64 {
        fit_px_per_unit(board, rect) * self.scale
    }

    /// The board point (in board units) under a client point (CSS px); `None` before the
    /// board has a size.
    pub fn to_board(self, board: (f64, f64), rect: Rect, client: (f64, f64)) -> Option<(f64, f64)> {
        let s = self.px_per_unit(board, rect);
        if !usable(s) {
            return None;
        }
        let (mx, my) = rect.middle();
        Some((
            self.centre.0 + (client.0 - mx) / s,
            self.centre.1 + (client.1 - my) / s,
        ))
    }

    /// This view at `scale`, moved so that board `point` lies under `client`: a pinch or a
    /// Ctrl+wheel keeps what is under the fingers (or the cursor) in place.
    pub fn holding(
        self,
        board: (f64, f64),
        rect: Rect,
        scale: f64,
        point: (f64, f64),
        client: (f64, f64),
    ) -> View {
        let scale = View { scale, ..self }.clamped(board).scale;
        let s = fit_px_per_unit(board, rect) * scale;
        if !usable(s) {
            return self;
        }
        let (mx, my) = rect.middle();
        View {
            scale,
            centre: (point.0 - (client.0 - mx) / s, point.1 - (client.1 - my) / s),
        }
        .clamped(board)
    }

    /// One zoom key's or button's step, about the middle of the view.
    pub fn stepped(self, board: (f64, f64), step: ZoomStep) -> View {
        let factor = match step {
            ZoomStep::In => STEP,
            ZoomStep::Out => 1.0 / STEP,
        };
        View {
            scale: self.scale * factor,
            ..self
        }
        .clamped(board)
    }
}

/// The zoom of one game screen, provided with its context.
#[derive(Clone, Copy)]
pub struct Zoom {
    pub view: RwSignal<View>,
    /// The board's size in board units.
    pub board: (f64, f64),
    /// Whether the view came from this tab's storage; if not, the board picks the opening
    /// view once it knows its size on the screen.
    pub restored: bool,
}

impl Zoom {
    /// The zoom kept for the puzzle `task` in this tab, else the fit; saved after each change.
    pub fn new(task: &str, board: (f64, f64)) -> Zoom {
        let key = task.to_string();
        let stored = zoom_record::read(&key).and_then(|text| parse(&text));
        let view = RwSignal::new(stored.map_or(View::fit(board), |v| v.clamped(board)));
        Effect::new(move |_| {
            let v = view.get();
            zoom_record::keep(&key, &join(&[v.scale, v.centre.0, v.centre.1]));
        });
        Zoom {
            view,
            board,
            restored: stored.is_some(),
        }
    }

    pub fn step(&self, step: ZoomStep) {
        let board = self.board;
        self.view.update(|v| *v = v.stepped(board, step));
    }

    pub fn fit(&self) {
        self.view.set(View::fit(self.board));
    }
}

/// A stored view: "scale x y".
fn parse(text: &str) -> Option<View> {
    let mut parts = text.split(' ').map(parse_decimal);
    let (scale, x, y) = (parts.next()??, parts.next()??, parts.next()??);
    Some(View {
        scale,
        centre: (x, y),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOARD: (f64, f64) = (40.0 * CELL, 40.0 * CELL);
    const PHONE: Rect = Rect {
        left: 6.0,
        top: 100.0,
        width: 360.0,
        height: 360.0,
    };

    #[test]
    fn a_big_board_opens_with_cells_of_32_px_on_its_first_island() {
        // 360 px for 40 cells: 9 px each at fit.
        let v = View::opening(BOARD, PHONE, (0.5 * CELL, 0.5 * CELL));
        assert!((v.px_per_unit(BOARD, PHONE) * CELL - MIN_OPEN_CELL_PX).abs() < 1e-9);
        // Pushed back inside the board: the top-left corner is in view.
        let (x, y, _, _) = v.view_box(BOARD);
        assert_eq!((x, y), (0.0, 0.0));
        let small = (7.0 * CELL, 7.0 * CELL);
        assert_eq!(View::opening(small, PHONE, (0.0, 0.0)), View::fit(small));
    }

    #[test]
    fn holding_keeps_the_point_under_the_fingers() {
        let v = View::fit(BOARD).holding(BOARD, PHONE, 3.0, (800.0, 900.0), (150.0, 250.0));
        assert_eq!(v.scale, 3.0);
        let back = v.to_board(BOARD, PHONE, (150.0, 250.0)).unwrap();
        assert!((back.0 - 800.0).abs() < 1e-9 && (back.1 - 900.0).abs() < 1e-9);
    }

    #[test]
    fn the_view_stays_between_fit_and_the_largest_scale() {
        let mut v = View::fit(BOARD);
        for _ in 0..100 {
            v = v.stepped(BOARD, ZoomStep::In);
        }
        assert_eq!(v.scale, max_scale(BOARD));
        for _ in 0..100 {
            v = v.stepped(BOARD, ZoomStep::Out);
        }
        assert_eq!(v, View::fit(BOARD));
        let wild = View {
            scale: f64::NAN,
            centre: (f64::INFINITY, -5.0),
        };
        assert_eq!(wild.clamped(BOARD), View::fit(BOARD));
        assert_eq!(parse("2 10 20").map(|v| v.scale), Some(2.0));
        assert_eq!(parse("2 x 20"), None);
    }
}
