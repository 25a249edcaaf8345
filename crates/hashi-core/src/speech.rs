//! What a screen reader says: each island's accessible name ("3 at row 2, column 5, 1 more
//! needed, bridges: 2 right, 0 down") and the announcement after a change ("1 bridge from row
//! 2 column 5 to row 2 column 9; 3 is complete"). Rows and columns are counted from 1 here,
//! as people count them aloud (the puzzle's text forms count from 0). On a wrapped board a
//! bridge across the seam is said to go "across the edge"; under rules without loops, a move
//! that closes one says so.

use crate::geom::{Direction, Pos};
use crate::moves::Setting;
use crate::puzzle::{IslandId, Puzzle};
use crate::rules::{self, IslandStatus};
use crate::state::State;
use crate::words::Place;

/// "row 2, column 5" for the cell at `pos`, as every message names it ([`Place`]).
pub fn place(pos: Pos) -> String {
    Place(pos).to_string()
}

/// "row 2 column 5", the shorter form used inside a sentence.
fn place_short(pos: Pos) -> String {
    format!("row {} column {}", pos.r + 1, pos.c + 1)
}

fn direction_word(dir: Direction) -> &'static str {
    match dir {
        Direction::Up => "up",
        Direction::Right => "right",
        Direction::Down => "down",
        Direction::Left => "left",
    }
}

/// One way out of an island, as its name says it: the bridges toward the neighbour that way,
/// or the player's no-bridge mark there, and whether that way crosses the board's seam.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Way {
    pub dir: Direction,
    pub count: u8,
    pub marked: bool,
    pub wraps: bool,
}

/// Where a group highlight puts an island, so that its name says what the eye sees.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grouping {
    /// In the group the player outlined.
    pub outlined: bool,
    /// While groups are coloured, the place of the group's first island (its name for the ear).
    pub coloured: Option<Pos>,
    /// Highlighted by the hint on show: the ear learns where to look as the eye does.
    pub hinted: bool,
}

/// The island's accessible name: its number and place, what it still needs, and its bridges
/// (or no-bridge marks) in every direction it has a neighbour.
pub fn island_label(puzzle: &Puzzle, state: &State, island: IslandId) -> String {
    let i = puzzle.islands()[island];
    let ways: Vec<Way> = Direction::ALL
        .into_iter()
        .filter_map(|dir| {
            let edge = puzzle.edge_towards(island, dir)?;
            Some(Way {
                dir,
                count: state.count(edge),
                marked: state.marked(edge),
                wraps: puzzle.edges()[edge].wraps,
            })
        })
        .collect();
    label(
        i.target,
        i.pos,
        state.total(island),
        &ways,
        Grouping::default(),
    )
}

/// [`island_label`] from its parts: the island's number and place, its bridge ends, each way
/// to a neighbour, and the group a highlight puts it in (the board builds it from its drawing
/// cache, so that a move renames only the islands it touched).
pub fn label(target: u8, pos: Pos, total: u8, ways: &[Way], grouping: Grouping) -> String {
    let need = match IslandStatus::of(total, target) {
        IslandStatus::Satisfied => "complete".to_string(),
        IslandStatus::Under => format!("{} more needed", target - total),
        IslandStatus::Over => format!("{} too many", total - target),
    };
    let bridges = match ways.is_empty() {
        true => "no neighbours".to_string(),
        false => {
            let each: Vec<String> = ways
                .iter()
                .map(|way| {
                    let across = if way.wraps { " across the edge" } else { "" };
                    let dir = direction_word(way.dir);
                    match way.marked {
                        true => format!("no-bridge mark {dir}{across}"),
                        false => format!("{} {dir}{across}", way.count),
                    }
                })
                .collect();
            format!("bridges: {}", each.join(", "))
        }
    };
    let outlined = if grouping.outlined {
        ", in the outlined group"
    } else {
        ""
    };
    let coloured = grouping
        .coloured
        .map(|first| format!(", in the group of {}", place_short(first)))
        .unwrap_or_default();
    let hinted = if grouping.hinted {
        ", highlighted by the hint"
    } else {
        ""
    };
    format!(
        "{target} at {}, {need}, {bridges}{outlined}{coloured}{hinted}",
        place(pos)
    )
}

/// What changed from `before` to `after`, in one sentence: each edge's new count (or "no
/// bridge", or its no-bridge mark), then each island at its ends that became complete or
/// over-full, then "Solved!". Empty when nothing changed.
pub fn announce_change(puzzle: &Puzzle, before: &State, after: &State) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut touched: Vec<IslandId> = Vec::new();
    for (edge, e) in puzzle.edges().iter().enumerate() {
        let (was, now) = (before.setting(edge), after.setting(edge));
        if was == now {
            continue;
        }
        let (a, b) = puzzle.edge_ends(edge);
        let what = match now {
            Setting::NoBridge => "no-bridge mark".to_string(),
            Setting::Bridges(0) if was == Setting::NoBridge => "mark removed".to_string(),
            Setting::Bridges(0) => "no bridge".to_string(),
            Setting::Bridges(1) => "1 bridge".to_string(),
            Setting::Bridges(n) => format!("{n} bridges"),
        };
        parts.push(format!(
            "{what} from {} to {}{}",
            place_short(a),
            place_short(b),
            if e.wraps { " across the edge" } else { "" }
        ));
        for island in [e.a, e.b] {
            if !touched.contains(&island) {
                touched.push(island);
            }
        }
    }
    if parts.is_empty() {
        return String::new();
    }
    // The move names both ends' places, so an island is named by its number alone, unless
    // several changed at once.
    let changed = |status: IslandStatus| -> Vec<IslandId> {
        (touched.iter().copied())
            .filter(|&i| {
                rules::island_status(puzzle, after, i) == status
                    && rules::island_status(puzzle, before, i) != status
            })
            .collect()
    };
    for (status, one, several) in [
        (IslandStatus::Satisfied, "is complete", "are complete"),
        (IslandStatus::Over, "has too many", "have too many"),
    ] {
        let numbers: Vec<String> = changed(status)
            .into_iter()
            .map(|i| puzzle.islands()[i].target.to_string())
            .collect();
        match numbers.len() {
            0 => {}
            1 => parts.push(format!("{} {one}", numbers[0])),
            _ => parts.push(format!("{} {several}", numbers.join(" and "))),
        }
    }
    if rules::forbidden_loops(puzzle, before).is_empty()
        && !rules::forbidden_loops(puzzle, after).is_empty()
    {
        parts.push("this closes a loop, which these rules forbid".to_string());
    }
    let mut sentence = parts.join("; ");
    if rules::is_solved(puzzle, after) {
        sentence.push_str(". Solved!");
    }
    sentence
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_task;
    use crate::{apply, Mode, Move};

    #[test]
    fn an_island_names_its_number_place_need_and_bridges() {
        let puzzle = parse_task("5x3:3c2e1c1").unwrap();
        let mut state = State::empty(&puzzle);
        assert_eq!(
            island_label(&puzzle, &state, 0),
            "3 at row 1, column 1, 3 more needed, bridges: 0 right, 0 down"
        );
        state = apply(
            &puzzle,
            &state,
            &Move::new(Pos::new(0, 0), Pos::new(0, 4), 2),
            Mode::Free,
        )
        .unwrap();
        assert_eq!(
            island_label(&puzzle, &state, 1),
            "2 at row 1, column 5, complete, bridges: 0 down, 2 left"
        );
    }

    #[test]
    fn an_island_names_its_no_bridge_marks_and_the_group_it_is_shown_in() {
        let puzzle = parse_task("5x3:3c2e1c1").unwrap();
        let counts = vec![0; puzzle.edges().len()];
        let state = State::from_counts_and_marks(&puzzle, &counts, &[0]).unwrap();
        let first = puzzle.islands()[0];
        assert!(state.marked(0), "the pair to the right is marked");
        assert_eq!(
            island_label(&puzzle, &state, 0),
            "3 at row 1, column 1, 3 more needed, bridges: no-bridge mark right, 0 down"
        );
        let ways = [Way {
            dir: Direction::Right,
            count: 1,
            marked: false,
            wraps: false,
        }];
        let grouping = Grouping {
            outlined: true,
            coloured: Some(first.pos),
            hinted: true,
        };
        assert_eq!(
            label(3, first.pos, 1, &ways, grouping),
            "3 at row 1, column 1, 2 more needed, bridges: 1 right, in the outlined group, in the group of row 1 column 1, highlighted by the hint"
        );
    }

    #[test]
    fn bridges_across_the_edge_and_counts_up_to_four_are_said() {
        // A cylinder 5 wide: the 4s at columns 1 and 3 are joined directly and across the seam.
        let puzzle = parse_task("5x1m4w:a4a4a").unwrap();
        let across = (0..puzzle.edges().len())
            .find(|&e| puzzle.edges()[e].wraps)
            .unwrap();
        let empty = State::empty(&puzzle);
        let mv = Move::on_edge(&puzzle, across, 4);
        let four = apply(&puzzle, &empty, &mv, Mode::Free).unwrap();
        assert_eq!(
            announce_change(&puzzle, &empty, &four),
            "4 bridges from row 1 column 4 to row 1 column 2 across the edge; 4 and 4 are complete. Solved!"
        );
        assert_eq!(
            island_label(&puzzle, &four, 0),
            "4 at row 1, column 2, complete, bridges: 0 right, 4 left across the edge"
        );
    }

    #[test]
    fn closing_a_forbidden_loop_is_said() {
        let puzzle = parse_task("3x3L:2a2c2a2").unwrap();
        let (tl, tr, bl, br) = (
            Pos::new(0, 0),
            Pos::new(0, 2),
            Pos::new(2, 0),
            Pos::new(2, 2),
        );
        let mut state = State::empty(&puzzle);
        for (a, b) in [(tl, tr), (tr, br), (bl, br)] {
            state = apply(&puzzle, &state, &Move::new(a, b, 1), Mode::Free).unwrap();
        }
        let closed = apply(&puzzle, &state, &Move::new(tl, bl, 1), Mode::Free).unwrap();
        let said = announce_change(&puzzle, &state, &closed);
        assert!(
            said.ends_with("this closes a loop, which these rules forbid"),
            "{said}"
        );
    }

    #[test]
    fn a_change_is_announced_with_the_islands_it_completes() {
        let puzzle = parse_task("3x1:2a2").unwrap();
        let empty = State::empty(&puzzle);
        let one = apply(
            &puzzle,
            &empty,
            &Move::new(Pos::new(0, 0), Pos::new(0, 2), 1),
            Mode::Free,
        )
        .unwrap();
        assert_eq!(
            announce_change(&puzzle, &empty, &one),
            "1 bridge from row 1 column 1 to row 1 column 3"
        );
        let two = apply(
            &puzzle,
            &one,
            &Move::new(Pos::new(0, 0), Pos::new(0, 2), 2),
            Mode::Free,
        )
        .unwrap();
        assert_eq!(
            announce_change(&puzzle, &one, &two),
            "2 bridges from row 1 column 1 to row 1 column 3; 2 and 2 are complete. Solved!"
        );
        assert_eq!(
            announce_change(&puzzle, &two, &empty),
            "no bridge from row 1 column 1 to row 1 column 3"
        );
        assert_eq!(announce_change(&puzzle, &two, &two), "");
        let marked = apply(
            &puzzle,
            &empty,
            &Move::no_bridge(Pos::new(0, 0), Pos::new(0, 2)),
            Mode::Free,
        )
        .unwrap();
        assert_eq!(
            announce_change(&puzzle, &empty, &marked),
            "no-bridge mark from row 1 column 1 to row 1 column 3"
        );
        assert_eq!(
            announce_change(&puzzle, &marked, &empty),
            "mark removed from row 1 column 1 to row 1 column 3"
        );
    }
}
