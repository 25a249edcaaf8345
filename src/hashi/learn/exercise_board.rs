//! The game's own board, on an exercise: every move the player makes is judged by the worker
//! (finding what a position forces and why a move breaks it both search), and the board shows
//! what the judge answers (the move refused, the answer, or the move kept). It looks and
//! handles exactly like the game, since it is the game's board on a game context of its own,
//! with the worker's judge as its referee.

use super::verdict_line::{Said, Unjudged};
use crate::hashi::play::board::Board;
use crate::hashi::play::context::{GameContext, Looks, Referee, Told};
use crate::worker::client::{self, JobError, TIME_BUDGET};
use crate::worker::protocol::{Job, Lesson, Reply};
use hashi_core::{Game, Mode, Move, Puzzle, State};
use leptos::prelude::*;
use std::sync::Arc;

/// A move judged: the verdict in words, and the position the board shows next.
pub type Judged = (Said, State);

#[component]
pub fn ExerciseBoard(
    puzzle: Arc<Puzzle>,
    /// The position the exercise starts from.
    start: State,
    /// What the worker judges each move against.
    lesson: Lesson,
    /// Told of every move judged.
    on_judged: Callback<Judged>,
    /// Whether the board takes no more moves (the exercise is answered).
    #[prop(into)]
    locked: Signal<bool>,
) -> impl IntoView {
    // Tiny boards are drawn at about the cell size of a phone-sized game, not blown up.
    let columns = format!("--columns: {}", puzzle.width());
    let judging = RwSignal::new(false);
    let ctx_slot = StoredValue::new(None::<GameContext>);
    let lesson = StoredValue::new(lesson);
    let wire_puzzle = Arc::clone(&puzzle);
    let judge = Callback::new(move |(before, mv): (State, Move)| {
        judging.set(true);
        let job = Job::JudgeMove {
            lesson: lesson.get_value(),
            position: before.counts().to_vec(),
            mv: mv.to_string(),
        };
        let puzzle = Arc::clone(&wire_puzzle);
        leptos::task::spawn_local(async move {
            let reply = client::submit(job, TIME_BUDGET).1.await;
            // The page may have moved on while the worker answered.
            if judging.try_set(false).is_some() {
                return;
            }
            let (verdict, next) =
                read_reply(&puzzle, reply).unwrap_or_else(|why| (Said::Unjudged(why), before));
            if let Some(ctx) = ctx_slot.try_get_value().flatten() {
                ctx.show_position(&next);
            }
            on_judged.run((verdict, next));
        });
    });
    // Why the last move was refused: the one thing of a screen's an exercise shows.
    let refusal = RwSignal::new(None::<String>);
    let ctx = GameContext::new(
        Game::at(puzzle, &start),
        None,
        Vec::new(),
        Looks::from_prefs(Signal::stored(false)),
    )
    .with_referee(Referee {
        judge,
        locked: Signal::derive(move || locked.get() || judging.get()),
    })
    .telling(Callback::new(move |told| {
        if let Told::Refusal(why) = told {
            refusal.set(why.map(|why| why.text()));
        }
    }));
    ctx_slot.set_value(Some(ctx));
    provide_context(ctx);
    // A drill's page is up once its board is drawn (a lesson's page was up before).
    Effect::new(|_| crate::shell::settled::page_is_up());
    // The worker judges the first move: started once the page is drawn, it is ready by then.
    leptos::task::spawn_local(async {
        crate::shell::settled::page_up().await;
        client::warm_up();
    });
    // The board's game is always an exercise position, reached in strict mode.
    debug_assert_eq!(ctx.game().with_untracked(Game::mode), Mode::Strict);
    view! {
        <div class="board-wrap" style=columns aria-busy=move || judging.get().to_string()>
            <Board />
        </div>
        <p class="status" aria-live="polite">
            {move || refusal.get()}
        </p>
    }
}

/// The worker's answer as a verdict and the position to show, or why there is none.
fn read_reply(puzzle: &Arc<Puzzle>, reply: Result<Reply, JobError>) -> Result<Judged, Unjudged> {
    match reply {
        Ok(Reply::Judged { verdict, next }) => State::from_counts(puzzle, &next)
            .map(|next| (Said::Verdict(verdict, Arc::clone(puzzle)), next))
            .map_err(|e| Unjudged::Unreadable(e.to_string())),
        Ok(Reply::Refused(why)) => Err(Unjudged::Refused(why)),
        Ok(_) => Err(Unjudged::OutOfTurn),
        Err(JobError::Cancelled) => Err(Unjudged::Cancelled),
        Err(JobError::TimedOut) => Err(Unjudged::TimedOut),
        Err(JobError::Failed(e)) => Err(Unjudged::Failed(e)),
    }
}
