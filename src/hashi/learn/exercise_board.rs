//! The game's own board, on an exercise: every change the player makes is read back as one
//! move and judged; the board then shows what the judge says (the move undone, the answer,
//! or the move kept). It looks and handles exactly like the game, since it is the game's
//! board on a game context of its own.

use crate::hashi::play::board::Board;
use crate::hashi::play::context::GameContext;
use hashi_core::learn::Verdict;
use hashi_core::{Game, Mode, Move, Puzzle, State};
use leptos::prelude::*;
use std::sync::Arc;

/// The one move that turns `before` into `after`, if exactly one pair changed.
pub fn move_between(puzzle: &Puzzle, before: &State, after: &State) -> Option<Move> {
    let mut changed = (0..puzzle.edges().len()).filter(|&e| before.count(e) != after.count(e));
    let edge = changed.next()?;
    changed
        .next()
        .is_none()
        .then(|| Move::on_edge(puzzle, edge, after.count(edge)))
}

/// A game of `puzzle` showing `position`, with nothing to undo.
fn game_at(puzzle: &Arc<Puzzle>, position: &State) -> Game {
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    let bridges: Vec<Move> = (0..puzzle.edges().len())
        .filter(|&e| position.count(e) > 0)
        .map(|e| Move::on_edge(puzzle, e, position.count(e)))
        .collect();
    // The position is the core's own exercise, a legal one; were it refused, the board
    // would show the empty puzzle and every move would still be judged from the exercise.
    game.play_position(&bridges).ok();
    game
}

/// What the judge decides for a move: the verdict, and the position the board shows next.
pub type Judged = (Verdict, State);

#[component]
pub fn ExerciseBoard(
    puzzle: Arc<Puzzle>,
    /// The position the exercise starts from.
    start: State,
    /// Judges a move made from a position.
    judge: Callback<(State, Move), Judged>,
    /// Told of every verdict.
    on_verdict: Callback<Verdict>,
    /// Whether the board takes no more moves (the exercise is answered).
    #[prop(into)]
    locked: Signal<bool>,
) -> impl IntoView {
    let ctx = GameContext::new(
        game_at(&puzzle, &start),
        None,
        0,
        Vec::new(),
        Vec::new(),
        false,
    );
    provide_context(ctx);
    // Tiny boards are drawn at about the cell size of a phone-sized game, not blown up.
    let columns = format!("--columns: {}", puzzle.width());
    let base = StoredValue::new(start);
    let show = move |position: &State| {
        let differs = ctx.game.with_untracked(|g| g.state() != position);
        if differs {
            ctx.game.set(game_at(&puzzle, position));
        }
    };
    Effect::new(move |_| {
        let now = ctx.game.with(|g| g.state().clone());
        let before = base.get_value();
        if now == before {
            return;
        }
        if locked.get_untracked() {
            show(&before);
            return;
        }
        // Only no-bridge marks changed: they are the player's notes, not a move to judge.
        if now.counts() == before.counts() {
            base.set_value(now);
            return;
        }
        let puzzle = ctx.game.with_untracked(|g| g.puzzle().clone());
        let Some(mv) = move_between(&puzzle, &before, &now) else {
            // An undo past the start, or anything else than one move: back to the start.
            show(&before);
            return;
        };
        let (verdict, next) = judge.run((before, mv));
        base.set_value(next.clone());
        show(&next);
        ctx.ui.update(hashi_core::ui::Ui::deselect);
        on_verdict.run(verdict);
    });
    view! {
        <div class="board-wrap" style=columns>
            <Board />
        </div>
        <p class="status" aria-live="polite">
            {move || ctx.refusal.get()}
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hashi_core::formats::parse_task;

    #[test]
    fn one_changed_pair_is_a_move_and_anything_else_is_not() {
        let puzzle = parse_task("3x3:1a1c2a2").unwrap();
        let empty = State::empty(&puzzle);
        let one = State::from_counts(&puzzle, &[1, 0, 0, 0]).unwrap();
        let two = State::from_counts(&puzzle, &[1, 1, 0, 0]).unwrap();
        assert_eq!(
            move_between(&puzzle, &empty, &one).map(|m| m.to_string()),
            Some(Move::on_edge(&puzzle, 0, 1).to_string())
        );
        assert_eq!(move_between(&puzzle, &empty, &empty), None);
        assert_eq!(move_between(&puzzle, &empty, &two), None);
    }
}
