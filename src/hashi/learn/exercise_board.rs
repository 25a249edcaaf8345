//! The game's own board, on an exercise: every move the player makes is judged before it is
//! made, and the board shows what the judge answers (the move refused, the answer, or the move
//! kept). It looks and handles exactly like the game, since it is the game's board on a game
//! context of its own, with the judge as its referee.

use crate::hashi::play::board::Board;
use crate::hashi::play::context::{GameContext, Referee};
use hashi_core::learn::Verdict;
use hashi_core::{Game, Mode, Move, Puzzle, State};
use leptos::prelude::*;
use std::sync::Arc;

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
    // Tiny boards are drawn at about the cell size of a phone-sized game, not blown up.
    let columns = format!("--columns: {}", puzzle.width());
    let judge = Callback::new(move |(before, mv): (State, Move)| {
        let (verdict, next) = judge.run((before, mv));
        on_verdict.run(verdict);
        next
    });
    let ctx = GameContext::new(
        Game::at(puzzle, &start),
        None,
        0,
        Vec::new(),
        Vec::new(),
        Signal::stored(false),
    )
    .with_referee(Referee { judge, locked });
    provide_context(ctx);
    // The board's game is always an exercise position, reached in strict mode.
    debug_assert_eq!(ctx.game().with_untracked(Game::mode), Mode::Strict);
    view! {
        <div class="board-wrap" style=columns>
            <Board />
        </div>
        <p class="status" aria-live="polite">
            {move || ctx.refusal().get()}
        </p>
    }
}
