//! The draft's tests: editing a puzzle in the making, and its text form.

use super::*;

fn p(r: usize, c: usize) -> Pos {
    Pos::new(r, c)
}

#[test]
fn numbers_follow_drawn_bridges_and_stay_when_they_go() {
    let mut d = Draft::new(5, 5).unwrap();
    d.set_number(p(0, 0), 1).unwrap();
    d.set_number(p(0, 4), 1).unwrap();
    assert_eq!(d.cycle_bridge(p(0, 4), p(0, 0)), Ok(1));
    assert_eq!(d.cycle_bridge(p(0, 0), p(0, 4)), Ok(2));
    assert_eq!(d.number(p(0, 0)), Some(2));
    assert_eq!(
        d.set_number(p(0, 0), 3),
        Err(DraftError::NumberFollowsBridges { pos: p(0, 0) })
    );
    assert_eq!(d.cycle_bridge(p(0, 0), p(0, 4)), Ok(0));
    assert_eq!(d.number(p(0, 4)), Some(2));
    assert_eq!(d.task().as_deref(), Some("5x5:2c2t"));
}

#[test]
fn refusals_say_where_and_why() {
    let mut d = Draft::new(5, 5).unwrap();
    for (pos, n) in [(p(0, 0), 2), (p(0, 2), 2), (p(0, 4), 2), (p(2, 1), 1)] {
        d.set_number(pos, n).unwrap();
    }
    d.set_number(p(4, 1), 1).unwrap();
    assert_eq!(
        d.cycle_bridge(p(0, 0), p(0, 4)),
        Err(DraftError::IslandBetween {
            a: p(0, 0),
            b: p(0, 4),
            between: p(0, 2)
        })
    );
    assert_eq!(
        d.cycle_bridge(p(0, 0), p(2, 1)),
        Err(DraftError::NotInLine {
            a: p(0, 0),
            b: p(2, 1)
        })
    );
    d.cycle_bridge(p(2, 1), p(4, 1)).unwrap();
    assert_eq!(
        d.set_number(p(3, 1), 1),
        Err(DraftError::OnBridge { pos: p(3, 1) })
    );
    d.set_number(p(3, 0), 1).unwrap();
    d.set_number(p(3, 3), 1).unwrap();
    assert_eq!(
        d.cycle_bridge(p(3, 0), p(3, 3)),
        Err(DraftError::Crossing {
            a: p(3, 0),
            b: p(3, 3)
        })
    );
    assert_eq!(
        d.set_number(p(5, 0), 1),
        Err(DraftError::Outside { pos: p(5, 0) })
    );
    assert_eq!(
        d.set_number(p(1, 1), 9),
        Err(DraftError::Number {
            pos: p(1, 1),
            number: 9
        })
    );
    assert_eq!(
        Draft::new(4, 60),
        Err(DraftError::Size {
            width: 4,
            height: 60
        })
    );
    assert!(DraftError::Crossing {
        a: p(3, 0),
        b: p(3, 3)
    }
    .to_string()
    .contains("cross"));
}

#[test]
fn removing_an_island_removes_its_bridges() {
    let mut d = Draft::new(5, 5).unwrap();
    for pos in [p(0, 0), p(0, 3), p(3, 3)] {
        d.set_number(pos, 1).unwrap();
    }
    d.cycle_bridge(p(0, 0), p(0, 3)).unwrap();
    d.cycle_bridge(p(0, 3), p(3, 3)).unwrap();
    assert_eq!(d.number(p(0, 3)), Some(2));
    d.remove(p(0, 0)).unwrap();
    assert_eq!(d.number(p(0, 3)), Some(1));
    assert_eq!(d.bridges().count(), 1);
    assert_eq!(
        d.remove(p(0, 0)),
        Err(DraftError::NoIsland { pos: p(0, 0) })
    );
}

#[test]
fn saved_drafts_round_trip_and_damaged_ones_are_refused() {
    let mut d = Draft::new(6, 5).unwrap();
    for pos in [p(0, 0), p(0, 3), p(3, 3)] {
        d.set_number(pos, 3).unwrap();
    }
    d.cycle_bridge(p(0, 0), p(0, 3)).unwrap();
    d.cycle_bridge(p(0, 0), p(0, 3)).unwrap();
    let saved = d.to_saved();
    let json = serde_json::to_string(&saved).unwrap();
    let back: SavedDraft = serde_json::from_str(&json).unwrap();
    assert_eq!(Draft::from_saved(&back), Ok(d));
    let mut damaged = back.clone();
    damaged.islands.push((9, 9, 1));
    assert_eq!(
        Draft::from_saved(&damaged),
        Err(DraftError::Outside { pos: p(9, 9) })
    );
}
