//! The tiles' tests: which are drawn as the view moves.

use super::*;

fn shown(tiles: Tiles) -> Vec<bool> {
    tiles
        .near
        .with_value(|near| near.iter().map(|t| t.get_untracked()).collect())
}

#[test]
fn numbers_are_drawn_near_the_view_and_dropped_a_tile_beyond() {
    // 20 by 12 cells: 5 by 3 tiles of 4.
    let tiles = Tiles::new(20, 12, false);
    assert!(shown(tiles).iter().all(|&on| !on));
    tiles.show_near((0.0, 0.0, 6.0, 4.0));
    let row = |on: &[usize]| (0..5).map(|t| on.contains(&t)).collect::<Vec<_>>();
    let first_two_rows = [row(&[0, 1]), row(&[0, 1]), row(&[])].concat();
    assert_eq!(shown(tiles), first_two_rows);
    assert!(tiles.of((5, 7)).get_untracked() && !tiles.of((9, 7)).get_untracked());
    // Moved right: the tile just left behind stays, the one beyond it goes.
    tiles.show_near((10.0, 0.0, 6.0, 4.0));
    assert_eq!(
        shown(tiles),
        [row(&[1, 2, 3, 4]), row(&[1, 2, 3, 4]), row(&[])].concat()
    );
}
