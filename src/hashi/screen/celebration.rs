//! The solved panel: time, moves, hints used, the rating's triple in words, the coach's lines
//! and the next puzzle, without covering the board; a revealed solution is named as such and
//! never celebrated (nor coached).

use crate::hashi::challenge::maker::ChallengeMaker;
use crate::hashi::packs;
use crate::hashi::play::context::GameContext;
use crate::hashi::play::context::PuzzleInfo;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::screen::coach::CoachLines;
use crate::hashi::screen::into_view::bring_into_view;
use crate::hashi::screen::replay::ReplayOpener;
use crate::hashi::screen::state::ScreenContext;
use crate::hashi::screen::triple_line::TripleLine;
use crate::hashi::words::format_time;
use crate::i18n::{t, t_count, t_with, with_catalog, SolvedMsg, WordsMsg};
use hashi_core::generator::GENERATOR_VERSION;
use hashi_core::Game;
use leptos::prelude::*;
use leptos_router::components::A;

/// Where "next puzzle" leads from `reference`.
fn next_path(reference: &PuzzleRef) -> String {
    match reference {
        PuzzleRef::Pack(id) => packs::after(id)
            .map(|next| PuzzleRef::Pack(next).path())
            .unwrap_or_else(|| "/".into()),
        PuzzleRef::Generated {
            band,
            width,
            height,
            seed,
            rules,
            symmetry,
            ..
        } => PuzzleRef::Generated {
            band: *band,
            width: *width,
            height: *height,
            seed: seed.wrapping_add(1),
            rules: *rules,
            // The next puzzle is the current generator's, whatever made this one.
            version: GENERATOR_VERSION,
            symmetry: *symmetry,
        }
        .path(),
        // After the daily puzzle, the hub offers what comes next.
        PuzzleRef::Imported(_) | PuzzleRef::Daily(_) | PuzzleRef::Weekly(_) => "/".into(),
    }
}

#[component]
pub fn Celebration() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let info = expect_context::<PuzzleInfo>();
    let screen = expect_context::<ScreenContext>();
    let solved = Memo::new(move |_| ctx.game().with(Game::is_solved));
    let next = next_path(&info.reference);
    move || {
        solved.get().then(|| {
            let (by_play, moves, hints, assisted) = ctx.game().with_untracked(|g| {
                let hints = hint_words(g.hints_used(), g.hints_by_depth());
                (
                    g.solved_by_play(),
                    g.moves_made(),
                    (g.hints_used() > 0).then_some(hints),
                    g.is_assisted(),
                )
            });
            // A revealed solution is shown, never celebrated (nor counted).
            // Now there is something to lose: ask the browser to keep it (once).
            if by_play {
                leptos::task::spawn_local(crate::shell::persist::ask_once());
            }
            let (heading, summary) = if by_play {
                let time = format_time(screen.elapsed_ms_untracked());
                let mut parts = vec![time, t_count(SolvedMsg::Moves, moves as u64, &[])];
                parts.extend(hints);
                if assisted {
                    parts.push(t(SolvedMsg::Assisted));
                }
                let parts = parts.join(&t(WordsMsg::ListSep));
                (
                    t(WordsMsg::Solved),
                    format!(" {} ", t_with(SolvedMsg::Summary, &[("parts", &parts)])),
                )
            } else {
                (
                    t(WordsMsg::Revealed),
                    format!(" {} ", t(SolvedMsg::RevealedNote)),
                )
            };
            let shown = NodeRef::<leptos::html::Div>::new();
            // It opens below the board; bring it to where the player is looking.
            shown.on_load(|panel| bring_into_view(&panel));
            view! {
                // A status, not an aside: an <aside> may not take the status role.
                <div
                    node_ref=shown
                    class="celebration"
                    class:revealed=!by_play
                    data-testid="celebration"
                    role="status"
                >
                    <strong>{heading}</strong>
                    <span>{summary}</span>
                    <A href=next.clone() attr:data-testid="next">
                        {t(SolvedMsg::Next)}
                    </A>
                    // Shown with every solve by play, so it comes in this chunk: one of its own
                    // would only add a download at the same moment.
                    {by_play.then(|| view! { <ChallengeMaker /> })}
                    // Last, as a line of its own: it comes a moment later (the helper finds the
                    // path), and moves none of the targets above when it does.
                    <TripleLine />
                    // After the triple, for the same reason: the helper's reply comes later.
                    {by_play.then(|| view! { <CoachLines /> })}
                </div>
            }
        })
    }
}

/// The hints of a game in words ("3 hints (1 look here, 2 moves)"), in the current language.
fn hint_words(hints: u32, by_depth: &[usize]) -> String {
    with_catalog(|w| hashi_words::tally::hints(w, hints, by_depth))
}

crate::split_chunk! {
    /// What the screen shows once the puzzle is solved: the celebration and the look back
    /// (replay, logical path), downloaded the first time a puzzle is solved.
    pub fn solved_chunk in solved => || {
        // The coach's lines open the replay: both see the same door.
        provide_context(ReplayOpener::new());
        view! {
            <Celebration />
            <crate::hashi::screen::replay::Replay />
        }
        .into_any()
    }
}
