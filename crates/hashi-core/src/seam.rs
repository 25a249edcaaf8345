//! The letters that pair the two ends of each bridge drawn across the seam of a wrapped
//! board: A, B, C… over the bridges on the board, so the letters a player sees have no gaps.

use crate::puzzle::Puzzle;
use crate::state::State;

/// Per edge, the letter its seam ends carry: the wrapping edges holding bridges, in edge
/// order, get A, B, C… (round again after Z); every other edge none.
pub fn seam_letters(puzzle: &Puzzle, state: &State) -> Vec<Option<char>> {
    let mut next = 0u8;
    puzzle
        .edges()
        .iter()
        .enumerate()
        .map(|(edge, e)| {
            (e.wraps && state.count(edge) > 0).then(|| {
                let letter = char::from(b'A' + next);
                next = (next + 1) % 26;
                letter
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_task;
    use crate::{apply, Mode, Move};

    #[test]
    fn the_letters_run_over_the_bridges_drawn_without_gaps() {
        // A torus 5x5: pairs across both seams in every row and column with islands.
        let puzzle = parse_task("5x5t:2a2a2e2a2a2e2a2a2").unwrap();
        let wrapping: Vec<usize> = (0..puzzle.edges().len())
            .filter(|&e| puzzle.edges()[e].wraps)
            .collect();
        assert!(wrapping.len() >= 4, "{wrapping:?}");
        let mut state = State::empty(&puzzle);
        assert!(seam_letters(&puzzle, &state).iter().all(Option::is_none));
        // Bridges on the second and the last wrapping pairs only: they are A and B.
        for &edge in [wrapping[1], wrapping[wrapping.len() - 1]].iter() {
            let mv = Move::on_edge(&puzzle, edge, 1);
            state = apply(&puzzle, &state, &mv, Mode::Free).unwrap();
        }
        let letters: Vec<char> = seam_letters(&puzzle, &state)
            .into_iter()
            .flatten()
            .collect();
        assert_eq!(letters, ['A', 'B']);
        assert_eq!(seam_letters(&puzzle, &state)[wrapping[1]], Some('A'));
        // A flat board has no seam.
        let flat = parse_task("3x1:2a2").unwrap();
        let full = State::from_counts(&flat, &[2]).unwrap();
        assert_eq!(seam_letters(&flat, &full), [None]);
    }
}
