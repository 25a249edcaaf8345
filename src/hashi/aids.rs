//! Player aids: a hint that explains one step (a second press applies it), finding the first
//! mistake, revealing the solution, error marks, marking an island done and outlining a group.
//! Every answer comes from the core, against the solution the screen carries.

use super::context::GameContext;
use hashi_core::hint::{hint_with, mistakes, Hint};
use hashi_core::solver::Unsolved;
use hashi_core::{Move, State};
use leptos::prelude::*;

/// A hint on screen, with the position it was computed for and the moves that carry it out.
#[derive(Clone)]
struct ShownHint {
    at: State,
    moves: Vec<Move>,
}

#[component]
pub fn Aids() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let text = RwSignal::new(None::<String>);
    let shown = StoredValue::new(None::<ShownHint>);
    let on_hint = move |_| {
        let state = ctx.game.with_untracked(|g| g.state().clone());
        // A second press on an unchanged position carries the hint out.
        if let Some(h) = shown
            .get_value()
            .filter(|h| h.at == state && !h.moves.is_empty())
        {
            shown.set_value(None);
            ctx.change(|g| g.play_hint(&h.moves));
            text.set(None);
            return;
        }
        let puzzle = ctx.game.with_untracked(|g| g.puzzle().clone());
        let h = match ctx.solution() {
            Ok(solution) => hint_with(&puzzle, &state, &solution),
            Err(uniqueness) => Hint::Unsolvable(uniqueness),
        };
        let moves = h.moves(&puzzle, &state);
        let edges: Vec<usize> = match &h {
            Hint::Step(d) => d.edges().collect(),
            Hint::Mistakes(edges) => edges.clone(),
            Hint::Reveal { edge, .. } => vec![*edge],
            _ => Vec::new(),
        };
        let islands = match &h {
            Hint::Step(d) if !d.islands.is_empty() => d.islands.clone(),
            _ => ends(&puzzle, &edges),
        };
        let prompt = if moves.is_empty() {
            ""
        } else {
            " Press Hint again to apply it."
        };
        text.set(Some(format!("{}{prompt}", h.text(&puzzle))));
        if matches!(h, Hint::Step(_) | Hint::Reveal { .. }) {
            ctx.game.update(|g| g.note_hint_shown());
        }
        ctx.highlight(islands, edges);
        shown.set_value(Some(ShownHint { at: state, moves }));
    };

    let on_mistake = move |_| {
        let solution = match ctx.solution() {
            Ok(solution) => solution,
            Err(why) => {
                text.set(Some(unsolved_text(why, "compare with")));
                return;
            }
        };
        let (puzzle, wrong) = ctx.game.with_untracked(|g| {
            (
                g.puzzle().clone(),
                mistakes(g.puzzle(), g.state(), &solution),
            )
        });
        match wrong.first() {
            Some(&first) => {
                text.set(Some(Hint::Mistakes(wrong.clone()).text(&puzzle)));
                ctx.highlight(ends(&puzzle, &[first]), vec![first]);
            }
            None => text.set(Some(
                "No mistakes so far: every bridge is part of the solution.".into(),
            )),
        }
    };

    let on_solve = move |_| match ctx.solution() {
        Ok(solution) => {
            ctx.change(|g| g.reveal(&solution));
            text.set(None);
        }
        Err(why) => text.set(Some(unsolved_text(why, "reveal"))),
    };

    let selected = Memo::new(move |_| ctx.ui.with(|ui| ui.selected()));
    let group_shown = Memo::new(move |_| ctx.marks.with(|m| m.group_of.is_some()));
    view! {
        <div class="aids" role="toolbar" aria-label="Aids">
            <button data-testid="hint" on:click=on_hint>
                "Hint"
            </button>
            <button data-testid="mistake" on:click=on_mistake>
                "Find my mistake"
            </button>
            <button
                data-testid="check"
                aria-pressed=move || ctx.show_errors.get().to_string()
                on:click=move |_| ctx.show_errors.update(|s| *s = !*s)
            >
                {move || if ctx.show_errors.get() { "Hide errors" } else { "Check" }}
            </button>
            <button data-testid="solve" on:click=on_solve>
                "Solve"
            </button>
            <button
                data-testid="mark"
                title="Mark the selected island as done (M)"
                disabled=move || selected.get().is_none()
                on:click=move |_| ctx.toggle_done()
            >
                "Mark done"
            </button>
            <button
                data-testid="group"
                title="Highlight the selected island's group (G)"
                aria-pressed=move || group_shown.get().to_string()
                disabled=move || selected.get().is_none() && !group_shown.get()
                on:click=move |_| ctx.toggle_group()
            >
                "Show group"
            </button>
        </div>
        <p class="hint-text" data-testid="hint-text" aria-live="polite" hidden=move || text.with(Option::is_none)>
            {move || text.get().unwrap_or_default()}
        </p>
    }
}

/// Why there is no solution to `what`: none, several, or the solver gave up within its budget.
fn unsolved_text(why: Unsolved, what: &str) -> String {
    match why {
        Unsolved::GaveUp => "This puzzle is too large to check here.".into(),
        _ => format!("This puzzle has no single solution to {what}."),
    }
}

/// The islands at either end of `edges`.
fn ends(puzzle: &hashi_core::Puzzle, edges: &[usize]) -> Vec<usize> {
    edges
        .iter()
        .flat_map(|&e| {
            let edge = puzzle.edges()[e];
            [edge.a, edge.b]
        })
        .collect()
}
