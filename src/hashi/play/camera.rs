//! The board's camera as plain arithmetic: where a pointer falls on the board, how far a
//! finger reaches, what a drag, a pinch or a wheel makes of the view, the transform that shows
//! a view under way within the view drawn, and the box of cells on screen (for the number
//! tiles). The board's signals hold the view and the box; this only computes.

use crate::hashi::play::geometry::CELL;
use crate::hashi::play::zoom::{Rect, View, TOUCH_RADIUS_PX};
use crate::shell::decimal::decimal;
use crate::shell::gesture::WheelGesture;

#[cfg(test)]
mod tests;

/// A board (its size in board units) seen in a box on the screen (CSS px).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    pub board: (f64, f64),
    pub rect: Rect,
}

/// Where a pinch started: the view then, and the board point its midpoint keeps hold of.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pinch {
    from: View,
    point: (f64, f64),
}

impl Camera {
    /// The grid cell (fractional, row and column as x and y) under a client point; `None`
    /// before the board has a size.
    pub fn to_cells(self, view: View, client: (f64, f64)) -> Option<(f64, f64)> {
        let (x, y) = view.to_board(self.board, self.rect, client)?;
        Some((x / CELL, y / CELL))
    }

    /// A finger's reach in cells, but never less than the island as drawn (`radius`, in
    /// board units).
    pub fn hit_radius(self, view: View, radius: f64) -> f64 {
        let cell_px = view.px_per_unit(self.board, self.rect) * CELL;
        let radius = radius / CELL;
        if cell_px > 0.0 {
            (TOUCH_RADIUS_PX / cell_px).max(radius)
        } else {
            radius
        }
    }

    /// The view moved by `by` client px (a wheel's scroll, or a finger's drag reversed), kept
    /// inside the board; `None` before the board has a size.
    pub fn panned(self, view: View, by: (f64, f64)) -> Option<View> {
        let s = view.px_per_unit(self.board, self.rect);
        (s > 0.0).then(|| {
            View {
                centre: (view.centre.0 + by.0 / s, view.centre.1 + by.1 / s),
                ..view
            }
            .clamped(self.board)
        })
    }

    /// A second finger came down at `centre`: the pinch keeps hold of the board point there.
    pub fn pinch_start(self, view: View, centre: (f64, f64)) -> Option<Pinch> {
        let point = view.to_board(self.board, self.rect, centre)?;
        Some(Pinch { from: view, point })
    }

    /// The view of a pinch `scale` times its start, its midpoint now at `centre`.
    pub fn pinched(self, pinch: Pinch, scale: f64, centre: (f64, f64)) -> View {
        let Pinch { from, point } = pinch;
        from.holding(self.board, self.rect, from.scale * scale, point, centre)
    }

    /// What a wheel makes of the view: Ctrl/Cmd+wheel (and a trackpad's pinch) zooms about
    /// the cursor, a plain wheel pans a zoomed board. `None`: the wheel is the page's, which
    /// scrolls.
    pub fn wheeled(self, view: View, wheel: WheelGesture) -> Option<View> {
        match wheel {
            WheelGesture::Zoom { factor, about } => Some(
                view.to_board(self.board, self.rect, about)
                    .map_or(view, |point| {
                        view.holding(self.board, self.rect, view.scale * factor, point, about)
                    }),
            ),
            WheelGesture::Scroll { by } if view.scale > 1.0 => {
                Some(self.panned(view, by).unwrap_or(view))
            }
            WheelGesture::Scroll { .. } => None,
        }
    }

    /// The box of the board on screen, in cells (x, y, width, height): the SVG shows beyond
    /// the viewBox on one axis. `None` before the board has a size.
    pub fn cells_shown(self, view: View) -> Option<(f64, f64, f64, f64)> {
        let s = view.px_per_unit(self.board, self.rect);
        if !(s.is_finite() && s > 0.0) {
            return None;
        }
        let (w, h) = (self.rect.width / s / CELL, self.rect.height / s / CELL);
        Some((
            view.centre.0 / CELL - w / 2.0,
            view.centre.1 / CELL - h / 2.0,
            w,
            h,
        ))
    }
}

/// The style that shows view `to` within the viewBox of view `from` (`None` when they are the
/// same): in board units, a point of `to`'s box lands where it would in a viewBox of its own.
pub fn following(board: (f64, f64), from: View, to: View) -> Option<String> {
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
}
