//! The camera's arithmetic on a 40x40 board seen on a phone.

use super::*;
use hashi_core::ui::ZoomStep;

const BOARD: (f64, f64) = (40.0 * CELL, 40.0 * CELL);
const PHONE: Camera = Camera {
    board: BOARD,
    rect: Rect {
        left: 6.0,
        top: 100.0,
        width: 360.0,
        height: 360.0,
    },
};
/// Not laid out yet.
const HIDDEN: Camera = Camera {
    board: BOARD,
    rect: Rect {
        left: 0.0,
        top: 0.0,
        width: 0.0,
        height: 0.0,
    },
};

fn close(a: (f64, f64), b: (f64, f64)) -> bool {
    (a.0 - b.0).abs() < 1e-9 && (a.1 - b.1).abs() < 1e-9
}

#[test]
fn a_pointer_falls_on_the_cell_under_it() {
    let fit = View::fit(BOARD);
    // 9 px a cell: the middle of the box is the middle of the board.
    assert!(close(
        PHONE.to_cells(fit, (186.0, 280.0)).unwrap(),
        (20.0, 20.0)
    ));
    assert!(close(
        PHONE.to_cells(fit, (6.0, 100.0)).unwrap(),
        (0.0, 0.0)
    ));
    let zoomed = View {
        scale: 4.0,
        centre: (10.0 * CELL, 10.0 * CELL),
    };
    // 36 px a cell: 36 px right of the middle is one cell right of the centre.
    assert!(close(
        PHONE.to_cells(zoomed, (222.0, 280.0)).unwrap(),
        (11.0, 10.0)
    ));
    assert_eq!(HIDDEN.to_cells(fit, (1.0, 1.0)), None);
}

#[test]
fn a_finger_reaches_22_px_but_never_less_than_the_island() {
    let fit = View::fit(BOARD);
    // 9 px cells: 22 px is 2.44 cells.
    assert!((PHONE.hit_radius(fit, 0.3 * CELL) - 22.0 / 9.0).abs() < 1e-9);
    // 90 px cells: the island's own 0.4 of a cell is the larger.
    let close_up = View { scale: 10.0, ..fit };
    assert!((PHONE.hit_radius(close_up, 0.4 * CELL) - 0.4).abs() < 1e-9);
    assert!((HIDDEN.hit_radius(fit, 0.4 * CELL) - 0.4).abs() < 1e-9);
}

#[test]
fn a_drag_pans_within_the_board() {
    let zoomed = View {
        scale: 2.0,
        centre: (BOARD.0 / 2.0, BOARD.1 / 2.0),
    };
    let moved = PHONE.panned(zoomed, (18.0, -36.0)).unwrap();
    // 18 px a cell at twice the fit.
    assert!(close(
        moved.centre,
        (zoomed.centre.0 + CELL, zoomed.centre.1 - 2.0 * CELL)
    ));
    // Never past the edge: at the fit there is nowhere to go.
    let fit = View::fit(BOARD);
    assert_eq!(PHONE.panned(fit, (500.0, 500.0)), Some(fit));
    assert_eq!(HIDDEN.panned(fit, (1.0, 1.0)), None);
}

#[test]
fn a_pinch_keeps_the_point_between_the_fingers() {
    let fit = View::fit(BOARD);
    let pinch = PHONE.pinch_start(fit, (100.0, 200.0)).unwrap();
    let under = PHONE.to_cells(fit, (100.0, 200.0)).unwrap();
    // Spread to three times, the fingers moved: the same point is under their midpoint.
    let view = PHONE.pinched(pinch, 3.0, (150.0, 250.0));
    assert!((view.scale - 3.0).abs() < 1e-9);
    assert!(close(PHONE.to_cells(view, (150.0, 250.0)).unwrap(), under));
    // Pinched in beyond the fit: the fit.
    assert_eq!(PHONE.pinched(pinch, 0.1, (100.0, 200.0)), fit);
    assert_eq!(HIDDEN.pinch_start(fit, (1.0, 1.0)), None);
}

#[test]
fn a_wheel_zooms_with_ctrl_pans_a_zoomed_board_and_else_scrolls_the_page() {
    let fit = View::fit(BOARD);
    let about = (50.0, 120.0);
    let zoom = WheelGesture::Zoom { factor: 2.0, about };
    let zoomed = PHONE.wheeled(fit, zoom).unwrap();
    assert_eq!(zoomed.scale, 2.0);
    assert!(close(
        PHONE.to_cells(zoomed, about).unwrap(),
        PHONE.to_cells(fit, about).unwrap()
    ));
    let scroll = WheelGesture::Scroll { by: (0.0, 36.0) };
    // At the fit the page scrolls; zoomed, the board pans (18 px a cell: two cells down).
    assert_eq!(PHONE.wheeled(fit, scroll), None);
    let panned = PHONE.wheeled(zoomed, scroll).unwrap();
    assert!(close(
        panned.centre,
        (zoomed.centre.0, zoomed.centre.1 + 2.0 * CELL)
    ));
    // A board with no size yet keeps its view, and the wheel is still the board's.
    assert_eq!(HIDDEN.wheeled(fit, zoom), Some(fit));
}

#[test]
fn the_cells_on_screen_are_the_view_and_what_the_box_shows_beside_it() {
    let fit = View::fit(BOARD);
    assert_eq!(PHONE.cells_shown(fit), Some((0.0, 0.0, 40.0, 40.0)));
    let wide = Camera {
        rect: Rect {
            width: 720.0,
            ..PHONE.rect
        },
        ..PHONE
    };
    // Twice as wide as tall: 80 cells across, centred on the board.
    assert_eq!(wide.cells_shown(fit), Some((-20.0, 0.0, 80.0, 40.0)));
    let stepped = fit.stepped(BOARD, ZoomStep::In);
    let (_, _, w, h) = PHONE.cells_shown(stepped).unwrap();
    assert!((w - 32.0).abs() < 1e-9 && (h - 32.0).abs() < 1e-9);
    assert_eq!(HIDDEN.cells_shown(fit), None);
}

#[test]
fn a_view_under_way_is_drawn_by_a_transform_of_the_view_drawn() {
    let fit = View::fit(BOARD);
    assert_eq!(following(BOARD, fit, fit), None);
    let half = View {
        scale: 2.0,
        centre: (BOARD.0 / 4.0, BOARD.1 / 4.0),
    };
    // The top-left quarter shown within the whole board's viewBox: twice as large, from the
    // corner.
    assert_eq!(
        following(BOARD, fit, half).as_deref(),
        Some("transform:translate(0px,0px) scale(2)")
    );
}
