//! After a solve: Replay scrubs through the player's own solve, one action at a time, and
//! "Show the logical path" steps through the solver's deductions from the empty board, one
//! sentence each. Either shows its position on the board read-only; leaving returns to the
//! solved board. The coach's lines open the replay at their move, with their step highlighted
//! (through [`ReplayOpener`]).

use crate::hashi::coach_words::coach_words;
use crate::hashi::play::aid_panel::job_failed;
use crate::hashi::play::aid_words::{aid_words, AidWords};
use crate::hashi::play::context::{GameContext, Shown};
use crate::i18n::{t, t_with, tr, SolvedMsg};
use crate::shell::job_progress::JobProgress;
use crate::shell::style_sheet;
use crate::worker::client::{out_of_turn, TIME_BUDGET};
use crate::worker::protocol::{Job, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::coach::CoachLine;
use hashi_core::hint::PathStep;
use hashi_core::{EdgeId, Game, Puzzle, State};
use leptos::prelude::*;

/// What the panel is looking through; which step is on the board is kept apart, so moving
/// the slider redraws the board and the labels, not the slider itself.
#[derive(Clone, Debug, PartialEq)]
enum Looking {
    /// The solved board.
    Closed,
    /// The player's solve: its positions; step `at` shows position `at`.
    Replay { positions: Vec<State> },
    /// The solver's deductions; step `at` shows the board after `at` of them (0: empty).
    Path { steps: Vec<PathStep> },
}

/// Which of [`Looking`] it is, without its steps: what the panel's layout depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Closed,
    Replay,
    Path,
}

impl Looking {
    fn kind(&self) -> Kind {
        match self {
            Looking::Closed => Kind::Closed,
            Looking::Replay { .. } => Kind::Replay,
            Looking::Path { .. } => Kind::Path,
        }
    }

    /// The last step there is.
    fn last(&self) -> usize {
        match self {
            Looking::Closed => 0,
            Looking::Replay { positions } => positions.len().saturating_sub(1),
            Looking::Path { steps } => steps.len(),
        }
    }
}

/// The edges whose bridges or marks differ between two positions.
fn changed(puzzle: &Puzzle, before: &State, after: &State) -> Vec<EdgeId> {
    (0..puzzle.edges().len())
        .filter(|&e| before.setting(e) != after.setting(e))
        .collect()
}

/// The board for step `at` of `looking`, or `None` for the game's own.
fn shown(puzzle: &Puzzle, looking: &Looking, at: usize) -> Option<Shown> {
    match looking {
        Looking::Closed => None,
        Looking::Replay { positions } => {
            let state = positions.get(at)?.clone();
            let edges = match at.checked_sub(1).and_then(|before| positions.get(before)) {
                Some(before) => changed(puzzle, before, &state),
                None => Vec::new(),
            };
            Some(Shown {
                state,
                islands: Vec::new(),
                edges,
            })
        }
        Looking::Path { steps } => {
            let Some(step) = at.checked_sub(1).and_then(|i| steps.get(i)) else {
                return Some(Shown {
                    state: State::empty(puzzle),
                    islands: Vec::new(),
                    edges: Vec::new(),
                });
            };
            // Counts from the worker went through the rules; a step that does not fit is
            // shown as the empty board rather than trusted.
            let state = State::from_counts_and_marks(puzzle, &step.counts, &step.closed)
                .unwrap_or_else(|_| State::empty(puzzle));
            Some(Shown {
                state,
                islands: step.islands.clone(),
                edges: step.edges.clone(),
            })
        }
    }
}

/// The door the celebration's coach opens the replay through: a line to show, taken by the
/// replay as soon as it is set. Provided by the solved chunk around both.
#[derive(Clone, Copy)]
pub struct ReplayOpener(RwSignal<Option<CoachLine>>);

impl ReplayOpener {
    pub fn new() -> Self {
        Self(RwSignal::new(None))
    }

    /// Opens the replay at `line`'s move with its step highlighted.
    pub fn open(self, line: CoachLine) {
        self.0.set(Some(line));
    }
}

impl Default for ReplayOpener {
    fn default() -> Self {
        Self::new()
    }
}

/// `shown` with the coach's `focus` highlighted, when it is the step on the board.
fn with_focus(shown: Option<Shown>, focus: Option<&CoachLine>, at: usize) -> Option<Shown> {
    match (shown, focus) {
        (Some(shown), Some(line)) if line.replay_at() == at => Some(Shown {
            islands: line.islands.clone(),
            edges: line.edges.clone(),
            ..shown
        }),
        (shown, _) => shown,
    }
}

#[component]
pub fn Replay() -> impl IntoView {
    style_sheet::adopt("replay-style", include_str!("../../../style/replay.css"));
    let ctx = expect_context::<GameContext>();
    let solved = Memo::new(move |_| ctx.game().with(Game::is_solved));
    let looking = RwSignal::new(Looking::Closed);
    let at = RwSignal::new(0usize);
    let failure = RwSignal::new(None::<String>);
    // The coach's line the replay was opened at, highlighted while its step is shown.
    let focus = RwSignal::new(None::<CoachLine>);
    // The words of the path's sentences (a chunk, loaded with the path).
    let words = StoredValue::new(None::<AidWords>);
    let slot = JobSlot::owned();
    // The board follows the panel; leaving the solved position (undo) closes it.
    Effect::new(move |_| {
        if !solved.get() {
            looking.set(Looking::Closed);
        }
    });
    Effect::new(move |_| {
        let step = at.get();
        let on_board = ctx
            .game()
            .with_untracked(|g| looking.with(|l| shown(g.puzzle(), l, step)));
        let on_board = focus.with(|f| match looking.with(Looking::kind) {
            Kind::Replay => with_focus(on_board, f.as_ref(), step),
            _ => on_board,
        });
        ctx.show(on_board);
    });
    on_cleanup(move || {
        ctx.show(None);
    });

    let open = move |to: Looking| {
        focus.set(None);
        at.set(0);
        looking.set(to);
    };
    let open_replay = move |_| {
        let positions = ctx.game().with_untracked(Game::replay_positions);
        open(Looking::Replay { positions });
    };
    if let Some(ReplayOpener(asked)) = use_context::<ReplayOpener>() {
        Effect::new(move |_| {
            let Some(line) = asked.get() else {
                return;
            };
            asked.set(None);
            let positions = ctx.game().with_untracked(Game::replay_positions);
            let step = line.replay_at().min(positions.len().saturating_sub(1));
            open(Looking::Replay { positions });
            focus.set(Some(line));
            at.set(step);
        });
    }
    let open_path = move |_| {
        if slot.is_busy_now() {
            return;
        }
        failure.set(None);
        let job = Job::LogicalPath {
            puzzle: ctx.task(),
            solution: ctx.solution_counts(),
        };
        leptos::task::spawn_local(async move {
            match slot.run(t(SolvedMsg::WorkingPath), job, TIME_BUDGET).await {
                Ok(Reply::LogicalPath(steps)) => match aid_words().await {
                    Ok(loaded) => {
                        words.try_set_value(Some(loaded));
                        if solved.try_get_untracked() == Some(true) {
                            open(Looking::Path { steps });
                        }
                    }
                    Err(_) => {
                        failure.try_set(Some(t(SolvedMsg::PathUnloaded)));
                    }
                },
                Ok(Reply::Refused(why)) => {
                    let said = match aid_words().await {
                        Ok(words) => (words.refusal)(&why),
                        Err(_) => why.to_string(),
                    };
                    failure.try_set(Some(said));
                }
                Ok(other) => {
                    failure.try_set(Some(out_of_turn(&other)));
                }
                Err(why) => {
                    failure.try_set(job_failed(&why).await);
                }
            }
        });
    };
    let last = move || looking.with(Looking::last);
    let go = move |to: usize| at.set(to.min(last()));

    // Rebuilt only when what is looked through changes, not at every step.
    let kind = Memo::new(move |_| looking.with(Looking::kind));
    let body = move || {
        match kind.get() {
        Kind::Closed => view! {
            <div class="replay-actions">
                <button data-testid="replay" on:click=open_replay>
                    {tr(SolvedMsg::Replay)}
                </button>
                <button
                    data-testid="logical-path"
                    // Busy, not `disabled`: the keyboard's focus stays on the button.
                    aria-disabled=move || slot.is_busy().then_some("true")
                    aria-busy=move || slot.is_busy().to_string()
                    on:click=open_path
                >
                    {tr(SolvedMsg::ShowPath)}
                </button>
            </div>
        }
        .into_any(),
        Kind::Replay => view! {
            <label class="replay-scrub">
                <span data-testid="replay-label">
                    {move || step_of(SolvedMsg::StepOf, at.get(), last())}
                </span>
                <input
                    type="range"
                    data-testid="replay-step"
                    min="0"
                    max=last
                    prop:value=move || at.get().to_string()
                    aria-label=tr(SolvedMsg::StepLabel)
                    on:input=move |ev| go(event_target_value(&ev).parse().unwrap_or(0))
                />
            </label>
            {move || {
                focus
                    .get()
                    .filter(|line| line.replay_at() == at.get())
                    .map(|line| view! {
                        <p class="replay-highlight" data-testid="replay-highlight">
                            {move || coach_words(&line)}
                        </p>
                    })
            }}
            {step_buttons(("replay-prev", SolvedMsg::Back), ("replay-next", SolvedMsg::Forward), at, looking)}
        }
        .into_any(),
        Kind::Path => {
            let sentence = move || {
                let step = at.get();
                looking.with(|l| match l {
                    Looking::Path { steps } => match step.checked_sub(1).and_then(|i| steps.get(i))
                    {
                        Some(step) => words
                            .get_value()
                            .map(|w| ctx.game().with(|g| (w.path_step)(&step.found, g.puzzle())))
                            .unwrap_or_default(),
                        None => t(SolvedMsg::EmptyBoard),
                    },
                    _ => String::new(),
                })
            };
            view! {
                <p class="replay-label" data-testid="path-label">
                    {move || step_of(SolvedMsg::DeductionOf, at.get(), last())}
                </p>
                <p class="path-text" data-testid="path-text" aria-live="polite">
                    {sentence}
                </p>
                {step_buttons(("path-prev", SolvedMsg::Previous), ("path-next", SolvedMsg::NextStep), at, looking)}
            }
            .into_any()
        }
    }
    };
    move || {
        solved.get().then(|| {
            view! {
                <section class="panel replay" data-testid="replay-panel" aria-label=tr(SolvedMsg::LookBack)>
                    {body}
                    <JobProgress jobs=slot />
                    <p class="hint-text" hidden=move || failure.with(Option::is_none)>
                        {move || failure.get().unwrap_or_default()}
                    </p>
                </section>
            }
        })
    }
}

/// "Step 3 of 12", its numbers as the language writes them.
fn step_of(msg: SolvedMsg, at: usize, last: usize) -> String {
    let number = |n: usize| crate::i18n::number(crate::i18n::current(), n as u64);
    t_with(msg, &[("at", &number(at)), ("last", &number(last))])
}

/// The buttons both views step with, each a (testid, label): a step back, a step on, and back
/// to the solved board.
fn step_buttons(
    back: (&'static str, SolvedMsg),
    on: (&'static str, SolvedMsg),
    at: RwSignal<usize>,
    looking: RwSignal<Looking>,
) -> impl IntoView {
    let last = move || looking.with(Looking::last);
    let go = move |to: usize| at.set(to.min(last()));
    view! {
        <div class="replay-actions">
            <button
                data-testid=back.0
                disabled=move || at.get() == 0
                on:click=move |_| go(at.get_untracked().saturating_sub(1))
            >
                {tr(back.1)}
            </button>
            <button
                data-testid=on.0
                disabled=move || at.get() == last()
                on:click=move |_| go(at.get_untracked() + 1)
            >
                {tr(on.1)}
            </button>
            <button data-testid="replay-close" on:click=move |_| looking.set(Looking::Closed)>
                {tr(SolvedMsg::ToSolved)}
            </button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hashi_core::formats::parse_task;
    use hashi_core::hint::Found;
    use hashi_core::{Mode, Pos};
    use std::sync::Arc;

    #[test]
    fn a_replay_shows_each_position_with_what_changed() {
        let puzzle = Arc::new(parse_task("3x3:2a1c1b").unwrap());
        let mut game = Game::new(puzzle.clone(), Mode::Strict);
        game.toggle_no_bridge(Pos::new(0, 0), Pos::new(0, 2))
            .unwrap();
        game.cycle(Pos::new(0, 0), Pos::new(0, 2)).unwrap();
        game.cycle(Pos::new(0, 0), Pos::new(2, 0)).unwrap();
        assert!(game.is_solved());
        let positions = game.replay_positions();
        assert_eq!(positions.len(), 4);
        let looking = Looking::Replay {
            positions: positions.clone(),
        };
        assert_eq!(looking.last(), 3);
        let at = |at| shown(&puzzle, &looking, at).unwrap();
        assert_eq!(at(0).state, State::empty(&puzzle));
        assert!(at(0).edges.is_empty());
        assert!(at(1).state.marked(0));
        assert_eq!(at(2).edges, vec![0]);
        assert_eq!(&at(3).state, game.state());
        assert_eq!(shown(&puzzle, &Looking::Closed, 0), None);
    }

    #[test]
    fn a_path_step_is_shown_with_its_bridges_and_closed_pairs() {
        let puzzle = parse_task("3x3:2a1c1b").unwrap();
        let step = PathStep {
            found: Found::Taken { edge: 0, count: 1 },
            edges: vec![0],
            islands: vec![0, 1],
            counts: vec![1, 0],
            closed: vec![],
        };
        let looking = Looking::Path {
            steps: vec![step.clone()],
        };
        assert_eq!(looking.last(), 1);
        let first = shown(&puzzle, &looking, 1).unwrap();
        assert_eq!(first.state.counts(), &[1, 0]);
        assert_eq!(first.edges, vec![0]);
        assert_eq!(
            shown(&puzzle, &looking, 0).unwrap().state,
            State::empty(&puzzle)
        );
        // Counts that break the rules are not trusted.
        let bad = Looking::Path {
            steps: vec![PathStep {
                counts: vec![7, 0],
                ..step.clone()
            }],
        };
        assert_eq!(
            shown(&puzzle, &bad, 1).unwrap().state,
            State::empty(&puzzle)
        );
    }

    #[test]
    fn a_coach_line_highlights_its_step_only_where_the_replay_shows_it() {
        use hashi_core::coach::CoachKind;
        use hashi_core::solver::techniques::Technique;
        let puzzle = parse_task("3x3:2a1c1b").unwrap();
        let board = Shown {
            state: State::empty(&puzzle),
            islands: Vec::new(),
            edges: vec![1],
        };
        let line = CoachLine {
            kind: CoachKind::Mistake,
            move_index: 2,
            place: Pos::new(0, 0),
            technique: Technique::Capacity,
            seconds: Some(40),
            islands: vec![0, 1],
            edges: vec![0],
        };
        // A mistake is shown after its move.
        let there = with_focus(Some(board.clone()), Some(&line), 3).unwrap();
        assert_eq!((there.islands, there.edges), (vec![0, 1], vec![0]));
        assert_eq!(
            with_focus(Some(board.clone()), Some(&line), 2),
            Some(board.clone())
        );
        assert_eq!(with_focus(Some(board.clone()), None, 3), Some(board));
        assert_eq!(with_focus(None, Some(&line), 3), None);
    }
}
