//! The board's fixed layout, read from small puzzles.

use super::*;
use crate::hashi::play::geometry::CELL;
use hashi_core::formats::parse_task;

fn grid(task: &str) -> Grid {
    let p = parse_task(task).unwrap();
    let size = (p.width() as f64 * CELL, p.height() as f64 * CELL);
    Grid::of(&p, size)
}

#[test]
fn islands_make_rows_in_reading_order() {
    // Row 0: two islands; row 1: none; row 2: one.
    let g = grid("3x3:2a2c2b");
    assert_eq!(g.rows, vec![(0, 0..2), (2, 2..3)]);
    assert_eq!(g.places, vec![(0, 0), (0, 2), (2, 0)]);
    assert_eq!(g.first, centre(0, 0));
    assert!(g.seams.is_empty());
}

#[test]
fn a_cylinder_has_two_seams_and_a_torus_four() {
    let (w, h) = (5.0 * CELL, 3.0 * CELL);
    let cylinder = grid("5x3w:1b1h1b");
    assert_eq!(
        cylinder.seams,
        vec![((0.0, 0.0), (0.0, h)), ((w, 0.0), (w, h))]
    );
    let torus = grid("5x5t:2a2a2e2a2a2e2a2a2");
    assert_eq!(torus.seams.len(), 4);
    assert_eq!(torus.rows.len(), 3);
}
