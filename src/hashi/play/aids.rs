//! Player aids that search: a graduated hint (look here, then the reason, then the move; its
//! steps are the `hint_press` chunk), finding the first mistake and revealing the solution.
//! Every answer comes from the solver's worker, so the board stays live while it thinks; the
//! screen keeps the solution the worker finds.

use crate::hashi::play::aid_panel::{learn, not_loaded, refused, Panel};
// The aids' type is defined beside what the hint chunk shares; callers know it from here.
pub use crate::hashi::play::aid_panel::Aids;
use crate::hashi::play::aid_words::aid_words;
use crate::hashi::play::context::{GameContext, Known};
use crate::hashi::play::hint_press::hint_press_chunk;
use crate::i18n::{t, PlayMsg};
use crate::shell::job_progress::JobProgress;
use crate::shell::prefs::{use_prefs, PrefsStoreFields};
use crate::worker::client::TIME_BUDGET;
use crate::worker::protocol::{Job, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::hint::{Aid, Finding};
use hashi_core::ladder::{HintLadder, HintLevel};
use hashi_core::solver::Unsolved;
use hashi_core::{Puzzle, State};
use leptos::prelude::*;
use std::sync::Arc;

/// What the aids' line is to say, written with the aids' words once they are loaded.
enum Saying {
    Finding(Finding, Arc<Puzzle>),
    Unsolved(Unsolved, Aid),
    NoMistakes,
}

/// Sets the aids' line to `saying` in the player's language (the words are a chunk, loaded the
/// first time). One kind of task for every saying: each kind of future costs the main module
/// its own code.
fn say(text: RwSignal<Option<String>>, saying: Saying) {
    leptos::task::spawn_local(async move {
        let said = match aid_words().await {
            Ok(words) => match saying {
                Saying::Finding(finding, puzzle) => (words.finding)(&finding, &puzzle),
                Saying::Unsolved(why, aid) => (words.unsolved)(why, aid),
                Saying::NoMistakes => (words.no_mistakes)(false),
            },
            Err(_) => not_loaded(),
        };
        text.try_set(Some(said));
    });
}

/// Puzzles up to this many islands have their solution looked for as soon as the board is
/// up, so that "rewind to before my first mistake" knows when it applies. Bigger ones wait
/// for an aid to ask: their search may take the worker's whole time budget.
const QUIET_SOLVE_ISLANDS: usize = 1000;

impl Aids {
    /// Made once per game screen, after its [`GameContext`].
    pub fn provide() -> Self {
        let aids = Self {
            panel: Panel {
                ctx: expect_context::<GameContext>(),
                text: RwSignal::new(None),
                ladder: StoredValue::new(HintLadder::default()),
                level: RwSignal::new(None),
                from_reason: use_prefs().hints_from_reason().into(),
            },
            slot: JobSlot::owned(),
            quiet: StoredValue::new(None),
        };
        let quiet = aids.quiet;
        on_cleanup(move || {
            if let Some(id) = quiet.try_get_value().flatten() {
                crate::worker::client::cancel(id);
            }
        });
        provide_context(aids);
        // Fetched once the board is up, so that the first press answers as quickly as the
        // worker does, and speaks at once.
        leptos::task::spawn_local(async {
            crate::shell::settled::page_up().await;
            let _ = hint_press_chunk().await;
            let _ = aid_words().await;
        });
        aids
    }

    /// Looks for the solution in the worker without a progress line (starting the worker,
    /// so the first aid answers quickly), unless it is known or the puzzle is big.
    pub fn learn_solution_quietly(&self) {
        let ctx = self.panel.ctx;
        // The screen may have closed before the timer that calls this fired.
        let Some(small) = ctx
            .game()
            .try_with_untracked(|g| g.puzzle().islands().len() <= QUIET_SOLVE_ISLANDS)
        else {
            return;
        };
        if !small || ctx.known_solution_untracked() != Known::Unknown {
            crate::worker::client::warm_up();
            return;
        }
        let (_, reply) =
            crate::worker::client::submit(Job::Solve { puzzle: ctx.task() }, TIME_BUDGET);
        leptos::task::spawn_local(async move {
            if let Ok(Reply::Solution(found)) = reply.await {
                if ctx.game().try_with_untracked(|_| ()).is_some() {
                    ctx.learn_solution(found);
                }
            }
        });
    }

    /// Whether "rewind to before my first mistake" applies (tracked): the solution is known
    /// and the board has a bridge it does not.
    pub fn can_rewind(&self) -> bool {
        self.panel.ctx.has_known_mistakes()
    }

    /// Goes back to the last position with no wrong bridge, as one undoable action.
    pub fn rewind(&self) {
        if self.slot.is_busy_now() {
            return;
        }
        let Panel { ctx, text, .. } = self.panel;
        with_solution(ctx, text, Aid::Compare, rewind_to, || {
            self.ask(
                &t(PlayMsg::Comparing),
                Job::Solve { puzzle: ctx.task() },
                rewind,
            )
        });
    }

    /// Whether a search is under way (tracked): the aids that search wait for it.
    pub fn is_busy(&self) -> bool {
        self.slot.is_busy()
    }

    /// Shows where the next step is; further presses on an unchanged position give its
    /// reason, then carry it out. The steps are a chunk of their own
    /// ([`super::hint_press`]), fetched once the board is up.
    pub fn hint(&self) {
        if self.slot.is_busy_now() {
            return;
        }
        let aids = *self;
        leptos::task::spawn_local(async move {
            match hint_press_chunk().await {
                Ok(press) => press(aids),
                Err(_) => aids.panel.text.set(Some(not_loaded())),
            }
        });
    }

    /// Names the first bridge or no-bridge mark that is not in the solution.
    pub fn mistake(&self) {
        if self.slot.is_busy_now() {
            return;
        }
        let ctx = self.panel.ctx;
        let (position, marks) = ctx.game().with_untracked(|g| {
            // Pencil bridges are no mistakes until accepted.
            let state = g.state().committed();
            (state.counts().to_vec(), state.marked_edges())
        });
        let job = Job::Mistakes {
            puzzle: ctx.task(),
            position,
            marks,
            solution: ctx.solution_counts(),
        };
        self.ask(&t(PlayMsg::Comparing), job, show_mistakes);
    }

    /// Reveals the solution as one undoable action.
    pub fn solve(&self) {
        if self.slot.is_busy_now() {
            return;
        }
        let Panel { ctx, text, .. } = self.panel;
        with_solution(ctx, text, Aid::Reveal, reveal_solution, || {
            self.ask(
                &t(PlayMsg::Solving),
                Job::Solve { puzzle: ctx.task() },
                reveal,
            )
        });
    }
}

/// What the aids say: the search under way, then its answer. The line is a live region that
/// stays in the page while it has nothing to say (then it takes no room): a screen reader
/// misses a region that appears together with its first words.
#[component]
pub fn AidsPanel() -> impl IntoView {
    let aids = expect_context::<Aids>();
    let text = aids.panel.text;
    let level = aids.panel.level;
    view! {
        <JobProgress jobs=aids.slot />
        // `data-level`: which press of a graduated hint is on show (1 look, 2 reason).
        <p class="hint-text" class:silent=move || text.with(Option::is_none) data-testid="hint-text" data-level=move || level.get().map(HintLevel::depth) role="status" aria-live="polite">
            {move || text.get().unwrap_or_default()}
        </p>
    }
}

fn show_mistakes(
    Panel {
        ctx, text, level, ..
    }: Panel,
    _at: State,
    reply: Reply,
) {
    let Reply::Mistakes(advice) = reply else {
        return refused(text, reply);
    };
    learn(ctx, advice.solution);
    let Some(puzzle) = ctx.game().try_with_untracked(|g| g.puzzle().clone()) else {
        return;
    };
    let (islands, edges) = advice.said.highlights(&puzzle);
    say(text, Saying::Finding(advice.said, puzzle));
    level.set(None);
    if !edges.is_empty() {
        ctx.highlight(islands, edges);
    }
}

fn reveal(Panel { ctx, text, .. }: Panel, _at: State, reply: Reply) {
    let Reply::Solution(found) = reply else {
        return refused(text, reply);
    };
    ctx.learn_solution(found);
    with_solution(ctx, text, Aid::Reveal, reveal_solution, || {
        did_not_fit(text)
    });
}

fn rewind(Panel { ctx, text, .. }: Panel, _at: State, reply: Reply) {
    let Reply::Solution(found) = reply else {
        return refused(text, reply);
    };
    ctx.learn_solution(found);
    with_solution(ctx, text, Aid::Compare, rewind_to, || did_not_fit(text));
}

/// Carries out an aid that needs the solution: `found` with it when it is known, a refusal
/// that says why when there is none, else `unknown`.
fn with_solution(
    ctx: GameContext,
    text: RwSignal<Option<String>>,
    aid: Aid,
    found: fn(GameContext, RwSignal<Option<String>>, &State),
    unknown: impl FnOnce(),
) {
    match ctx.known_solution_untracked() {
        Known::Found(solution) => found(ctx, text, &solution),
        Known::Unsolved(why) => say(text, Saying::Unsolved(why, aid)),
        Known::Unknown => unknown(),
    }
}

fn did_not_fit(text: RwSignal<Option<String>>) {
    text.set(Some(t(PlayMsg::DidNotFit)));
}

fn reveal_solution(ctx: GameContext, text: RwSignal<Option<String>>, solution: &State) {
    ctx.change(|g| g.reveal(solution));
    text.set(None);
}

fn rewind_to(ctx: GameContext, text: RwSignal<Option<String>>, solution: &State) {
    let mut rewound = false;
    ctx.change(|g| {
        rewound = g.rewind_before_mistakes(solution);
        Ok(())
    });
    if rewound {
        text.set(Some(t(PlayMsg::Rewound)));
    } else {
        say(text, Saying::NoMistakes);
    }
}
