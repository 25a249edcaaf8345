//! Player aids: a hint that explains one step (a second press applies it), finding the first
//! mistake, revealing the solution as one undoable action, error marks, marking an island
//! done and highlighting a group.

use super::context::GameContext;
use hashi_core::hint::{hint, mistakes, Hint};
use hashi_core::solver::{solve, Uniqueness};
use hashi_core::{Game, Move, State};
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
    // The unique solution, computed on first need.
    let solution = StoredValue::new(None::<Option<State>>);
    let solution_of = move |game: &Game| -> Option<State> {
        if solution.with_value(Option::is_none) {
            let found = solve(game.puzzle(), 2);
            let unique = (found.uniqueness() == Uniqueness::Unique)
                .then(|| found.solutions.into_iter().next())
                .flatten();
            solution.set_value(Some(unique));
        }
        solution.with_value(|s| s.clone().flatten())
    };
    let ends = move |game: &Game, edges: &[usize]| -> Vec<usize> {
        edges
            .iter()
            .flat_map(|&e| {
                let edge = game.puzzle().edges()[e];
                [edge.a, edge.b]
            })
            .collect()
    };

    let on_hint = move |_| {
        let (state, puzzle) = ctx
            .game
            .with_untracked(|g| (g.state().clone(), g.puzzle().clone()));
        // A second press on an unchanged position carries the hint out.
        if let Some(h) = shown
            .get_value()
            .filter(|h| h.at == state && !h.moves.is_empty())
        {
            shown.set_value(None);
            ctx.update(|g| {
                let _ = g.play(&h.moves);
            });
            text.set(None);
            return;
        }
        let h = hint(&puzzle, &state);
        let moves = h.moves(&puzzle, &state);
        let (islands, edges) = match &h {
            Hint::Step(d) => (d.islands.clone(), d.edges().collect::<Vec<_>>()),
            Hint::Mistakes(edges) => (Vec::new(), edges.clone()),
            Hint::Reveal { edge, .. } => (Vec::new(), vec![*edge]),
            _ => (Vec::new(), Vec::new()),
        };
        let islands = if islands.is_empty() {
            ctx.game.with_untracked(|g| ends(g, &edges))
        } else {
            islands
        };
        let prompt = if moves.is_empty() {
            ""
        } else {
            " Press Hint again to apply it."
        };
        text.set(Some(format!("{}{prompt}", h.text(&puzzle))));
        ctx.highlight.set((islands, edges));
        shown.set_value(Some(ShownHint { at: state, moves }));
    };

    let on_mistake = move |_| {
        let found = ctx.game.with_untracked(|g| {
            let solution = solution_of(g)?;
            let wrong = mistakes(g.puzzle(), g.state(), &solution);
            Some((
                wrong.clone(),
                ends(g, &wrong[..wrong.len().min(1)]),
                g.puzzle().clone(),
            ))
        });
        match found {
            None => text.set(Some(
                "This puzzle has no single solution to compare with.".into(),
            )),
            Some((wrong, islands, puzzle)) if !wrong.is_empty() => {
                text.set(Some(Hint::Mistakes(wrong.clone()).text(&puzzle)));
                ctx.highlight.set((islands, vec![wrong[0]]));
            }
            Some(_) => text.set(Some(
                "No mistakes so far: every bridge is part of the solution.".into(),
            )),
        }
    };

    let on_solve = move |_| {
        let moves = ctx.game.with_untracked(|g| {
            let solution = solution_of(g)?;
            Some(
                (0..g.puzzle().edges().len())
                    .filter(|&e| g.state().count(e) != solution.count(e))
                    .map(|e| Move::on_edge(g.puzzle(), e, solution.count(e)))
                    .collect::<Vec<_>>(),
            )
        });
        match moves {
            Some(moves) => {
                // Clear first, then set: one action, whatever order the moves come in.
                let mut clear: Vec<Move> = moves.iter().map(|m| Move { count: 0, ..*m }).collect();
                clear.extend(moves);
                let mut outcome = Ok(());
                ctx.update(|g| {
                    let mode = g.mode();
                    g.set_mode(hashi_core::Mode::Free);
                    outcome = g.play(&clear);
                    g.set_mode(mode);
                });
                text.set(outcome.err().map(|e| e.to_string()));
            }
            None => text.set(Some("This puzzle has no single solution to reveal.".into())),
        }
    };

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
                disabled=move || ctx.selected.with(Option::is_none)
                on:click=move |_| ctx.toggle_mark()
            >
                "Mark done"
            </button>
            <button
                data-testid="group"
                title="Highlight the selected island's group (G)"
                aria-pressed=move || ctx.group_of.with(Option::is_some).to_string()
                disabled=move || ctx.selected.with(Option::is_none) && ctx.group_of.with(Option::is_none)
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
