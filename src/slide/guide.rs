//! The solver's help on the Slide screen: Hint outlines the next move and a second press
//! plays it; Show the way plays the rest at a steady pace until Stop; and the solver's own
//! count for a won challenge. Every search runs in the worker; the way it finds is kept while
//! the board follows it, so a run of hints costs one search.

use super::context::SlideContext;
use crate::i18n::{t, t_with, SlidePageMsg as Msg};
use crate::worker::client::{out_of_turn, JobError, JobFailure, TIME_BUDGET};
use crate::worker::protocol::{Job, Reply, SlideWay};
use crate::worker::slot::JobSlot;
use leptos::prelude::*;
use slide_core::{apply, Board, Budget, Challenge, Move};
use std::time::Duration;

/// Time per move while the way home plays.
pub const SHOW_TICK: Duration = Duration::from_millis(80);

/// How many searches the solver's count may take, each continuing where the last one's
/// budget ended (measured on five 10000-step boards the first search leaves short of home:
/// a second one finished each).
const COUNT_ASKS: usize = 3;

/// The board after `moves` (text form), or `None` if one cannot be read or played.
fn replay(board: &Board, moves: &[String]) -> Option<Board> {
    moves.iter().try_fold(board.clone(), |at, text| {
        apply(&at, text.parse::<Move>().ok()?).ok()
    })
}

/// The solver's way from `at`: `moves[next..]` still to play.
#[derive(Clone)]
struct Way {
    at: Board,
    moves: Vec<Move>,
    next: usize,
}

impl Way {
    /// The next move from `board`, if the board is where the way stands or one step along it
    /// (the player made the suggested move by hand); `None` once the player went elsewhere.
    fn next_from(&mut self, board: &Board) -> Option<Move> {
        if self.at != *board {
            let mv = *self.moves.get(self.next)?;
            if apply(&self.at, mv).ok().as_ref() != Some(board) {
                return None;
            }
            self.at = board.clone();
            self.next += 1;
        }
        self.moves.get(self.next).copied()
    }

    /// Notes that `mv`, the next move, was played and led to `board`.
    fn advance(&mut self, board: &Board) {
        self.at = board.clone();
        self.next += 1;
    }
}

/// What to do with a way once the worker has found it.
#[derive(Clone, Copy)]
enum Then {
    Outline,
    Show,
}

/// Why the solver could not help. Kept as what happened and worded where it is shown, in
/// the language shown (the searches' callbacks run where no language is at hand).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A message of the page's catalog.
    Said(Msg),
    /// The solver stopped unexpectedly, for this reason.
    Failed(JobFailure),
    /// The worker's own words (a refusal, or a reply out of turn).
    Worker(String),
}

impl Note {
    /// The note in the current language.
    pub fn text(&self) -> String {
        match self {
            Note::Said(msg) => t(*msg),
            Note::Failed(why) => t_with(Msg::SolverFailed, &[("why", &why.reason())]),
            Note::Worker(words) => words.clone(),
        }
    }
}

/// The help of one Slide screen, provided as context.
#[derive(Clone, Copy)]
pub struct Guide {
    ctx: SlideContext,
    slot: JobSlot,
    way: StoredValue<Option<Way>>,
    timer: StoredValue<Option<IntervalHandle>>,
    /// Why the solver could not help, for the player.
    pub message: RwSignal<Option<Note>>,
    /// The labels of the searches under way, in the language shown (memos, so that a search
    /// started from a timer or a callback still has them).
    finding: Memo<String>,
    counting: Memo<String>,
    /// The solver's move count for a challenge's start, once known.
    pub solver_count: RwSignal<Option<(Challenge, u32)>>,
}

impl Guide {
    pub fn provide(ctx: SlideContext) -> Self {
        let guide = Self {
            ctx,
            slot: JobSlot::owned(),
            way: StoredValue::new(None),
            timer: StoredValue::new(None),
            message: RwSignal::new(None),
            solver_count: RwSignal::new(None),
            finding: Memo::new(|_| t(Msg::FindingWay)),
            counting: Memo::new(|_| t(Msg::Counting)),
        };
        // Whatever ends the way home (Stop, a win, a reset) ends its timer too.
        Effect::new(move |_| {
            if !ctx.showing_way.get() {
                guide.clear_timer();
            }
        });
        on_cleanup(move || guide.clear_timer());
        provide_context(guide);
        guide
    }

    pub fn slot(&self) -> JobSlot {
        self.slot
    }

    /// Whether Hint and Show the way can act now (tracked).
    pub fn available(&self) -> bool {
        let ctx = self.ctx;
        !ctx.shuffling.get()
            && !self.slot.is_busy()
            && !ctx.game.with(|g| g.board().is_solved() || g.is_won())
    }

    /// Whether Hint and Show the way could act once the solver is free (tracked): the
    /// board is not shuffling, solved or won. Only then are they `disabled`.
    pub fn could_act(&self) -> bool {
        let ctx = self.ctx;
        !ctx.shuffling.get() && !ctx.game.with(|g| g.board().is_solved() || g.is_won())
    }

    /// Whether the solver is answering (tracked): the buttons are busy, not disabled.
    pub fn searching(&self) -> bool {
        self.slot.is_busy()
    }

    /// First press: outline the next move. Second press on the same board: play it.
    pub fn hint(&self) {
        let ctx = self.ctx;
        if ctx.showing_way.get_untracked() || !self.available_untracked() {
            return;
        }
        let board = self.board();
        if let Some(mv) = ctx.hint.get_untracked() {
            if self.next_move(&board) == Some(mv) && ctx.play_hint(mv) {
                self.advance();
            }
            return;
        }
        match self.next_move(&board) {
            Some(mv) => ctx.hint.set(Some(mv)),
            None => self.ask(board, Then::Outline),
        }
    }

    /// Plays the rest of the way home, one move per tick, until Stop.
    pub fn show_way(&self) {
        let ctx = self.ctx;
        if ctx.showing_way.get_untracked() || !self.available_untracked() {
            return;
        }
        let board = self.board();
        match self.next_move(&board) {
            Some(_) => self.start_showing(),
            None => self.ask(board, Then::Show),
        }
    }

    pub fn stop(&self) {
        self.ctx.showing_way.set(false);
        self.slot.cancel();
    }

    /// Asks the worker for the solver's count on `challenge`'s start, once per challenge.
    /// Should the budget end the way short of home, the search goes on from where it ended
    /// (as Show the way does) and the count is the sum.
    pub fn count_for(&self, challenge: Challenge) {
        if self
            .solver_count
            .get_untracked()
            .is_some_and(|(c, _)| c == challenge)
        {
            return;
        }
        let guide = *self;
        leptos::task::spawn_local(async move {
            let mut board = challenge.board();
            let mut count = 0u32;
            for _ in 0..COUNT_ASKS {
                let job = Job::SlideSolve {
                    board: board.to_string(),
                    budget: Budget::DEFAULT.expansions,
                };
                let reply = guide
                    .slot
                    .run(guide.counting.get_untracked(), job, TIME_BUDGET)
                    .await;
                let way = match reply {
                    Ok(Reply::SlideWay(way)) => way,
                    Ok(other) => return guide.say_unexpected(other),
                    Err(why) => return guide.say_failed(&why),
                };
                let Some(end) = replay(&board, &way.moves) else {
                    return guide.say(Msg::SolverCannotPlay);
                };
                count += way.moves.len() as u32;
                if way.solved {
                    guide.solver_count.try_set(Some((challenge, count)));
                    return;
                }
                if way.moves.is_empty() {
                    break;
                }
                board = end;
            }
            guide.say(Msg::SolverUnfinished);
        });
    }

    fn available_untracked(&self) -> bool {
        untrack(|| self.available())
    }

    fn board(&self) -> Board {
        self.ctx.game.with_untracked(|g| g.board().clone())
    }

    fn next_move(&self, board: &Board) -> Option<Move> {
        self.way
            .try_update_value(|way| way.as_mut().and_then(|w| w.next_from(board)))
            .flatten()
    }

    fn advance(&self) {
        let board = self.board();
        self.way.update_value(|way| {
            if let Some(w) = way {
                w.advance(&board);
            }
        });
    }

    /// Sends the board to the worker; the answer is used only if the board is still the same.
    fn ask(&self, board: Board, then: Then) {
        let guide = *self;
        self.message.set(None);
        let job = Job::SlideSolve {
            board: board.to_string(),
            budget: Budget::DEFAULT.expansions,
        };
        leptos::task::spawn_local(async move {
            let reply = guide
                .slot
                .run(guide.finding.get_untracked(), job, TIME_BUDGET)
                .await;
            match reply {
                Ok(Reply::SlideWay(found)) => guide.found(board, found, then),
                Ok(other) => guide.say_unexpected(other),
                Err(why) => guide.say_failed(&why),
            }
        });
    }

    fn found(&self, board: Board, found: SlideWay, then: Then) {
        let moves: Option<Vec<Move>> = found.moves.iter().map(|m| m.parse().ok()).collect();
        let Some(moves) = moves else {
            return self.say(Msg::SolverCannotRead);
        };
        if moves.is_empty() {
            return self.say(Msg::SolverNoMove);
        }
        let still_here = self
            .ctx
            .game
            .try_with_untracked(|g| *g.board() == board)
            .unwrap_or(false);
        self.way.try_set_value(Some(Way {
            at: board,
            moves,
            next: 0,
        }));
        if !still_here {
            return;
        }
        match then {
            Then::Outline => {
                let next = self.next_move(&self.board());
                self.ctx.hint.try_set(next);
            }
            Then::Show => self.start_showing(),
        }
    }

    fn start_showing(&self) {
        let guide = *self;
        self.ctx.hint.set(None);
        self.ctx.showing_way.set(true);
        match set_interval_with_handle(move || guide.show_tick(), SHOW_TICK) {
            Ok(handle) => self.timer.set_value(Some(handle)),
            Err(_) => {
                self.ctx.showing_way.set(false);
                self.say(Msg::NoTimers);
            }
        }
    }

    fn show_tick(&self) {
        if !self.ctx.showing_way.get_untracked() {
            return self.clear_timer();
        }
        let board = self.board();
        match self.next_move(&board) {
            Some(mv) if self.ctx.play_shown(mv) => self.advance(),
            Some(_) => self.ctx.showing_way.set(false),
            // The budget ended the way short of home: look further from here.
            None => {
                self.clear_timer();
                self.ctx.showing_way.set(false);
                if !board.is_solved() {
                    self.ask(board, Then::Show);
                }
            }
        }
    }

    fn clear_timer(&self) {
        if let Some(handle) = self.timer.try_update_value(Option::take).flatten() {
            handle.clear();
        }
    }

    fn say(&self, msg: Msg) {
        self.message.try_set(Some(Note::Said(msg)));
    }

    fn say_unexpected(&self, reply: Reply) {
        match reply {
            Reply::Refused(why) => self.message.try_set(Some(Note::Worker(why.to_string()))),
            other => self
                .message
                .try_set(Some(Note::Worker(out_of_turn(&other)))),
        };
    }

    fn say_failed(&self, why: &JobError) {
        match why {
            JobError::Cancelled => {}
            JobError::TimedOut => self.say(Msg::SolverTimedOut),
            JobError::Failed(e) => {
                self.message.try_set(Some(Note::Failed(e.clone())));
            }
        }
    }
}
