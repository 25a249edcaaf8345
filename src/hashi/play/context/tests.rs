//! The game context natively: the one door to the game, what it tells the screen, an
//! exercise's referee (and undo under it), and the known solution. Effects (the drawing kept
//! up to date) are parked, never run: these tests read the game, not the drawing.

use super::*;
use any_spawner::{CustomExecutor, Executor, PinnedFuture, PinnedLocalFuture};
use hashi_core::formats::parse_task;
use hashi_core::solver::Unsolved;
use hashi_core::ui::{BridgeAction, Refusal, ZoomStep};
use hashi_core::Move;
use std::cell::RefCell;
use std::sync::Arc;

thread_local! {
    static PARKED: RefCell<Vec<PinnedLocalFuture<()>>> = const { RefCell::new(Vec::new()) };
}

/// Keeps every task spawned on this thread, unpolled, until the thread ends.
struct Parked;

impl CustomExecutor for Parked {
    fn spawn(&self, fut: PinnedFuture<()>) {
        PARKED.with(|parked| parked.borrow_mut().push(fut));
    }
    fn spawn_local(&self, fut: PinnedLocalFuture<()>) {
        PARKED.with(|parked| parked.borrow_mut().push(fut));
    }
    fn poll_local(&self) {}
}

/// `1-1` across three cells: one edge, solved by one bridge.
const PAIR: &str = "3x1:1a1";
const EDGE: EdgeId = 0;

/// A board of `task` whose tellings to the screen are kept in order.
fn board(task: &str) -> (GameContext, RwSignal<Vec<Told>>) {
    // Once per process; the other tests' threads find it set.
    _ = Executor::init_custom_executor(Parked);
    let puzzle = Arc::new(parse_task(task).unwrap());
    let looks = Looks {
        errors_by_default: Signal::stored(false),
        pips: Signal::stored(false),
        groups: Signal::stored(false),
    };
    let told = RwSignal::new(Vec::new());
    let ctx = GameContext::new(Game::new(puzzle, Mode::Strict), None, Vec::new(), looks)
        .telling(Callback::new(move |t| told.update(|all| all.push(t))));
    (ctx, told)
}

fn set(count: u8) -> Action {
    Action::Bridge(BridgeAction::Set {
        a: 0,
        b: 1,
        edge: EDGE,
        count,
    })
}

fn count(ctx: &GameContext) -> u8 {
    ctx.game().with_untracked(|g| g.state().count(EDGE))
}

#[test]
fn a_move_the_rules_refuse_is_told_to_the_screen_and_the_next_move_clears_it() {
    let (ctx, told) = board(PAIR);
    // Two bridges on islands of 1: over their number.
    ctx.run(set(2));
    assert_eq!(count(&ctx), 0);
    let refusal = told.with_untracked(|t| t[0].clone());
    assert!(matches!(
        refusal,
        Told::Refusal(Some(Refused::Rules(MoveError::OverTarget { .. })))
    ));
    assert_eq!(
        told.with_untracked(|t| t[1].clone()),
        Told::Bridge { refused: true }
    );
    told.set(Vec::new());
    ctx.run(set(1));
    assert_eq!(count(&ctx), 1);
    assert_eq!(
        told.get_untracked(),
        vec![Told::Refusal(None), Told::Bridge { refused: false }]
    );
    assert!(ctx.game().with_untracked(Game::is_solved));
}

#[test]
fn the_screens_actions_are_told_and_a_zoom_is_handed_back_to_the_board() {
    let (ctx, told) = board(PAIR);
    let why = Refusal::NoIslandThatWay;
    for action in [Action::ToggleHelp, Action::Pause, Action::Refuse(why)] {
        assert_eq!(ctx.input(|_, _| Some(action)), Some(action));
    }
    let zoom = Action::Zoom(ZoomStep::In);
    assert_eq!(ctx.input(|_, _| Some(zoom)), Some(zoom));
    assert_eq!(ctx.input(|_, _| None), None);
    assert_eq!(
        told.get_untracked(),
        vec![
            Told::Screen(Action::ToggleHelp),
            Told::Screen(Action::Pause),
            Told::Refusal(Some(Refused::Board(why))),
        ]
    );
}

#[test]
fn a_position_on_show_takes_no_input() {
    let (ctx, told) = board(PAIR);
    let state = ctx.game().with_untracked(|g| g.state().clone());
    ctx.show(Some(Shown {
        state,
        islands: Vec::new(),
        edges: Vec::new(),
    }));
    assert_eq!(ctx.input(|_, _| Some(set(1))), None);
    assert_eq!(count(&ctx), 0);
    assert!(told.get_untracked().is_empty());
    ctx.show(None);
    assert_eq!(ctx.input(|_, _| Some(set(1))), Some(set(1)));
    assert_eq!(count(&ctx), 1);
}

#[test]
fn undo_and_redo_step_through_the_game() {
    let (ctx, _) = board(PAIR);
    ctx.run(set(1));
    ctx.undo();
    assert_eq!(count(&ctx), 0);
    ctx.redo();
    assert_eq!(count(&ctx), 1);
    ctx.reset();
    assert_eq!(count(&ctx), 0);
}

/// The moves a referee was asked to judge, with the position each was made from.
type Judged = RwSignal<Vec<(State, Move)>>;

/// An exercise's board whose referee's judgements are kept, and the lock on it.
fn exercise() -> (GameContext, Judged, RwSignal<bool>) {
    let (ctx, _) = board(PAIR);
    let judged = RwSignal::new(Vec::new());
    let locked = RwSignal::new(false);
    let ctx = ctx.with_referee(Referee {
        judge: Callback::new(move |m| judged.update(|all| all.push(m))),
        locked: locked.into(),
    });
    (ctx, judged, locked)
}

#[test]
fn a_referee_judges_each_move_from_the_position_before_it_shown_as_made() {
    let (ctx, judged, _) = exercise();
    ctx.run(set(1));
    // Shown as made while it is judged.
    assert_eq!(count(&ctx), 1);
    let (before, mv) = judged.with_untracked(|j| j[0].clone());
    assert_eq!(before.count(EDGE), 0);
    let puzzle = ctx.game().with_untracked(|g| g.puzzle().clone());
    assert_eq!(mv, Move::on_edge(&puzzle, EDGE, 1));
    // The referee answers with the position before: the move is taken back.
    ctx.show_position(&before);
    assert_eq!(count(&ctx), 0);
    // A move the rules refuse never reaches the referee.
    ctx.run(set(2));
    assert_eq!(judged.with_untracked(Vec::len), 1);
}

#[test]
fn a_locked_exercise_takes_nothing_and_undo_cannot_step_around_its_referee() {
    let (ctx, judged, locked) = exercise();
    ctx.run(set(1));
    ctx.undo();
    assert_eq!(count(&ctx), 1);
    ctx.redo();
    ctx.toggle_pencil();
    assert!(!ctx.game().with_untracked(Game::is_pencil));
    locked.set(true);
    ctx.run(set(0));
    assert_eq!(count(&ctx), 1);
    assert_eq!(judged.with_untracked(Vec::len), 1);
}

#[test]
fn the_known_solution_is_learned_once_and_marks_mistakes() {
    let (ctx, _) = board(PAIR);
    assert_eq!(ctx.known_solution_untracked(), Known::Unknown);
    // Counts that are not a position of this puzzle are ignored.
    ctx.learn_solution(Ok(vec![1, 1, 1]));
    assert_eq!(ctx.known_solution_untracked(), Known::Unknown);
    assert_eq!(ctx.solution_counts(), None);
    ctx.learn_solution(Ok(vec![1]));
    assert_eq!(ctx.solution_counts(), Some(vec![1]));
    assert!(!ctx.has_known_mistakes());
    // A bridge the solution does not have is a mistake.
    let (wide, _) = board("5x1:2a2a2");
    wide.learn_solution(Ok(vec![1, 1]));
    wide.run(Action::Bridge(BridgeAction::Set {
        a: 0,
        b: 1,
        edge: 0,
        count: 2,
    }));
    assert!(wide.has_known_mistakes());
    let (none, _) = board(PAIR);
    none.learn_solution(Err(Unsolved::Several));
    assert_eq!(
        none.known_solution_untracked(),
        Known::Unsolved(Unsolved::Several)
    );
}
