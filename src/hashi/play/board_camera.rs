//! The board's camera as signals, around the plain arithmetic of `camera.rs`: the view (its
//! zoom, kept per puzzle), the view drawn in the viewBox, the board's box on the screen, and
//! the DOM's side of it: measuring the SVG, a wheel's rest, a big board opening zoomed in, the
//! number tiles near the view.
//!
//! While a gesture moves the view, the board's content follows it by a transform instead, and
//! the viewBox catches up when the gesture ends: Chromium lays out every number on the board
//! again for a new viewBox, but not for a group moved by a transform. Any other change of view
//! (keys, buttons, the opening) goes straight to it.

use crate::hashi::play::bridge_view::many_gap;
use crate::hashi::play::camera::{following, Camera, Pinch};
use crate::hashi::play::geometry::{Legible, CELL};
use crate::hashi::play::tiles::Tiles;
use crate::hashi::play::zoom::{Rect, View, Zoom};
use crate::shell::decimal::{decimal, join};
use crate::shell::gesture::dom;
use leptos::ev;
use leptos::prelude::*;
use leptos::svg::Svg;
use std::time::Duration;

/// A wheel at rest this long has ended its gesture.
const WHEEL_REST: Duration = Duration::from_millis(150);

/// The signals of one board's camera.
#[derive(Clone, Copy)]
pub struct BoardCamera {
    pub zoom: Zoom,
    svg: NodeRef<Svg>,
    /// The board's box on the screen, kept for the legible sizes (it changes with the window,
    /// not with the zoom: the viewBox keeps the board's proportions).
    rect: RwSignal<Rect>,
    measured: RwSignal<bool>,
    /// What the viewBox shows: the view, once no gesture is moving it.
    drawn: RwSignal<View>,
    moving: StoredValue<bool>,
    pinch: StoredValue<Option<Pinch>>,
    /// A wheel has no end: its gesture is over once it has rested this long.
    wheel_rest: StoredValue<Option<TimeoutHandle>>,
    /// The legible sizes follow the view drawn, not the view under way: they are custom
    /// properties of the whole board, and each change restyles every element of it (40 ms on
    /// a 100x100 board), which a pinch should not pay at every step. Meanwhile the transform
    /// scales what is drawn.
    pub legible: Memo<Legible>,
}

impl BoardCamera {
    /// The camera of the board drawn in `svg`, with `zoom`; `first` is the first island's
    /// centre, where a big board opens.
    pub fn new(zoom: Zoom, svg: NodeRef<Svg>, first: (f64, f64)) -> Self {
        let rect = RwSignal::new(Rect::default());
        let drawn = RwSignal::new(zoom.view.get_untracked());
        let board = zoom.board;
        let camera = BoardCamera {
            zoom,
            svg,
            rect,
            measured: RwSignal::new(false),
            drawn,
            moving: StoredValue::new(false),
            pinch: StoredValue::new(None),
            wheel_rest: StoredValue::new(None),
            legible: Memo::new(move |_| Legible::at(drawn.get().px_per_unit(board, rect.get()))),
        };
        // Once the board is laid out: a big board that was not zoomed in this tab before opens
        // zoomed on its first island. A board with no size yet (laid out later) gets it at the
        // first resize instead.
        let opened = StoredValue::new(zoom.restored);
        let open = move || {
            if let Some(c) = camera.measure() {
                if !opened.get_value() && c.rect.width > 0.0 {
                    opened.set_value(true);
                    zoom.view.set(View::opening(board, c.rect, first));
                }
            }
        };
        Effect::new(move |_| request_animation_frame(open));
        let resized = window_event_listener(ev::resize, move |_| open());
        on_cleanup(move || resized.remove());
        on_cleanup(move || {
            if let Some(handle) = camera.wheel_rest.try_get_value().flatten() {
                handle.clear();
            }
        });
        camera
    }

    /// The camera as the board is now on the screen; the rect is read afresh, since the page
    /// may have scrolled since it was kept.
    pub fn measure(&self) -> Option<Camera> {
        let r = self.svg.get_untracked()?.get_bounding_client_rect();
        let now = Rect {
            left: r.left(),
            top: r.top(),
            width: r.width(),
            height: r.height(),
        };
        if self.rect.get_untracked() != now {
            self.rect.set(now);
        }
        if !self.measured.get_untracked() {
            self.measured.set(true);
        }
        Some(Camera {
            board: self.zoom.board,
            rect: now,
        })
    }

    fn view(&self) -> View {
        self.zoom.view.get_untracked()
    }

    /// The gesture under way has ended: the viewBox catches up with the view.
    pub fn settle(&self) {
        self.moving.set_value(false);
        let now = self.view();
        if self.drawn.get_untracked() != now {
            self.drawn.set(now);
        }
    }

    /// Client pixels to grid cells through the current zoom.
    pub fn to_cells(self, client: (f64, f64)) -> Option<(f64, f64)> {
        self.measure()?.to_cells(self.view(), client)
    }

    /// A finger's reach in cells, as last measured.
    pub fn hit_radius(&self) -> f64 {
        let camera = Camera {
            board: self.zoom.board,
            rect: self.rect.get_untracked(),
        };
        camera.hit_radius(self.view(), self.legible.get_untracked().radius)
    }

    /// A finger's drag on water moved by `by` client px: the view moves the other way.
    pub fn drag(&self, by: (f64, f64)) {
        self.moving.set_value(true);
        if let Some(moved) = self
            .measure()
            .and_then(|c| c.panned(self.view(), (-by.0, -by.1)))
        {
            self.zoom.view.set(moved);
        }
    }

    /// A second finger came down: a pinch or a pan begins.
    pub fn pinch_start(&self, centre: (f64, f64)) {
        self.moving.set_value(true);
        let pinch = self
            .measure()
            .and_then(|c| c.pinch_start(self.view(), centre));
        self.pinch.set_value(pinch);
    }

    pub fn pinch(&self, scale: f64, centre: (f64, f64)) {
        if let (Some(pinch), Some(c)) = (self.pinch.get_value(), self.measure()) {
            self.zoom.view.set(c.pinched(pinch, scale, centre));
        }
    }

    /// Ctrl/Cmd+wheel (and a trackpad's pinch, which arrives as one) zooms about the cursor;
    /// a plain wheel pans a zoomed board and scrolls the page otherwise.
    pub fn wheel(&self, ev: &ev::WheelEvent) {
        let Some(c) = self.measure() else { return };
        let view = self.view();
        let Some(moved) = c.wheeled(view, dom::wheel(ev).gesture(c.rect.height)) else {
            return;
        };
        ev.prevent_default();
        self.moving.set_value(true);
        if let Some(handle) = self.wheel_rest.get_value() {
            handle.clear();
        }
        let camera = *self;
        let rest = set_timeout_with_handle(move || camera.settle(), WHEEL_REST).ok();
        self.wheel_rest.set_value(rest);
        if moved != view {
            self.zoom.view.set(moved);
        }
    }

    /// The style that shows the view under way within the viewBox drawn.
    pub fn follow_view(&self) -> Option<String> {
        following(self.zoom.board, self.drawn.get(), self.zoom.view.get())
    }

    pub fn view_box(&self) -> String {
        let (x, y, w, h) = self.drawn.get().view_box(self.zoom.board);
        join(&[x, y, w, h])
    }

    /// The scale, rounded so that tests and styles read a short number; 1 is the fit.
    pub fn zoom_attr(&self) -> String {
        decimal((self.zoom.view.get().scale * 1000.0).round() / 1000.0)
    }

    /// The legible sizes as the board's custom properties.
    pub fn sizes(&self) -> String {
        let l = self.legible.get();
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
    }

    /// One effect follows the view under way: the viewBox takes it at once when no gesture is
    /// moving it, and, when the board's numbers are culled (`cull`), the tiles near it are
    /// drawn. Until the board has been measured none are near; a board with no size shows
    /// them all (`size`, in cells).
    pub(super) fn follow(&self, tiles: Tiles, cull: bool, size: (usize, usize)) {
        let camera = *self;
        Effect::new(move |_| {
            let (view, rect) = (camera.zoom.view.get(), camera.rect.get());
            if !camera.moving.get_value() && camera.drawn.get_untracked() != view {
                camera.drawn.set(view);
            }
            if !cull || !camera.measured.get() {
                return;
            }
            let c = Camera {
                board: camera.zoom.board,
                rect,
            };
            let all = (0.0, 0.0, size.0 as f64, size.1 as f64);
            tiles.show_near(c.cells_shown(view).unwrap_or(all));
        });
    }
}
