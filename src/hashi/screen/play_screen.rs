//! A puzzle being played: loads its saved progress, opens shared progress, keeps the
//! save, the statistics and the timer up to date, and lays out the bar, board and panels.

use crate::hashi::challenge::{self, versus::versus_chunk};
use crate::hashi::learn::offer::learn_offer_chunk;
use crate::hashi::pace::pace_parts;
use crate::hashi::play::aids::{Aids, AidsPanel};
use crate::hashi::play::board::Board;
use crate::hashi::play::context::{GameContext, Looks, PuzzleInfo};
use crate::hashi::puzzle_ref::{Loaded, PuzzleRef};
use crate::hashi::records::pace::Solved;
use crate::hashi::records::{self, NotStored, Resumed, StoredGame};
use crate::hashi::screen::celebration::solved_chunk;
use crate::hashi::screen::help::help_chunk;
use crate::hashi::screen::live_region::LiveRegion;
use crate::hashi::screen::opening::{mode, open_shared_progress};
use crate::hashi::screen::pause_cover::pause_chunk;
use crate::hashi::screen::rules_badge::RulesBadge;
use crate::hashi::screen::state::ScreenContext;
use crate::hashi::screen::tab_sync::{moved_on_chunk, TabSync};
use crate::hashi::screen::technique_labels::TechniqueLabels;
use crate::hashi::screen::top_bar::TopBar;
use crate::hashi::trouble::Trouble;
use crate::i18n::{t, ChunksMsg, PlayMsg, WordsMsg};
use crate::shell::lazy::Lazy;
use crate::shell::navigation::replace_soon;
use crate::shell::notices::Notices;
use crate::shell::prefs::{use_prefs, PrefsStoreFields};
use hashi_core::number::bounded;
use hashi_core::{Game, State};
use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// Milliseconds since the epoch, from the browser's clock.
fn now_ms() -> f64 {
    js_sys::Date::now()
}

fn page_visible() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_none_or(|d| d.visibility_state() == web_sys::VisibilityState::Visible)
}

/// Keeps a solve for the time model, once the chunk that keeps it is here; a refusal is told
/// while the screen is still up.
fn keep_for_pace(solved: Solved) {
    let notices = use_context::<ScreenContext>().map(|screen| screen.notices());
    leptos::task::spawn_local(async move {
        let Ok(parts) = pace_parts().await else {
            return;
        };
        if let (Err(why), Some(notices)) = ((parts.keep)(solved), notices) {
            notices.push(why.sentence());
        }
    });
}

/// The game, once its puzzle is at hand (see `loading` for how it gets there).
#[component]
pub fn PlayScreen(
    reference: PuzzleRef,
    loaded: Loaded,
    note: Option<Trouble>,
    /// Bridges from a "share progress" link, as moves joined by `;`.
    shared: Option<String>,
) -> impl IntoView {
    let prefs = use_prefs();
    let storage_id = reference.storage_id();
    let puzzle = Arc::new(loaded.puzzle);
    let mut notices: Vec<String> = Vec::new();
    let free = prefs.free_mode().get_untracked();
    let mut lost = None;
    let (mut game, stored) = match records::resume(&storage_id, puzzle.clone(), mode(free)) {
        Resumed::Fresh(game) => (game, None),
        Resumed::Restored(game, stored) => (game, Some(stored)),
        Resumed::Discarded(game, why) => {
            lost = Some(why);
            (game, None)
        }
    };
    if let Some(text) = shared {
        notices.extend(open_shared_progress(&mut game, &text));
        // Once opened, the progress is the player's: a reload must not apply it again.
        replace_soon(reference.path());
    }
    // Printed under the board by the style sheet (`data-link`, shown in print only), so a
    // paper solver can find the puzzle again: an attribute, not an element, keeps the first
    // download as it was.
    let print_link = format!(
        "{}{}",
        window().location().origin().unwrap_or_default(),
        reference.path()
    );
    // A newcomer's first puzzle (arrived by a link, the hub never seen) offers the lessons.
    let first_puzzle = records::last_puzzle().is_none();
    let unplaced = records::remember_last_puzzle(&reference.path()).err();
    let counted = StoredValue::new(stored.as_ref().is_some_and(|s| s.counted));
    let revision = stored.as_ref().map_or(0, |s| s.revision);
    let (elapsed_ms, done) = stored.map_or((0, Vec::new()), |s| (s.elapsed_ms, s.marked));
    // The solution that came with the puzzle is kept with its save, for when it is resumed.
    let kept_solution = StoredValue::new(loaded.solution.as_ref().map(State::counts_text));
    let screen = ScreenContext::new(elapsed_ms, notices);
    provide_context(screen);
    let ctx = GameContext::new(game, loaded.solution, done, Looks::for_band(loaded.band))
        .telling(screen.listener());
    provide_context(ctx);
    // Each move keeps the time of play before it (issue 49): the clock starts where it stood.
    ctx.set_clock(elapsed_ms);
    // Why the save was set aside, the link's note and a place not kept follow the language,
    // which may come after the board.
    if let Some(why) = lost {
        screen
            .notices()
            .follow_language(move || records::lost(&why));
    }
    for trouble in note.into_iter().chain(unplaced.map(Trouble::NotSaved)) {
        trouble.tell(screen.notices());
    }
    let aids = Aids::provide();
    // The solver's worker loads once the board is up, so the first aid answers quickly, and
    // finds the solution of a puzzle of ordinary size for rewind.
    // A player who moves on within the delay (the next day of the calendar) has disposed of
    // these aids: the timer goes with them.
    if let Ok(handle) = set_timeout_with_handle(
        move || aids.learn_solution_quietly(),
        Duration::from_millis(300),
    ) {
        on_cleanup(move || handle.clear());
    }
    let band = loaded
        .band
        .map_or("imported".to_string(), |b| b.to_string());
    let info = PuzzleInfo {
        // A variant's statistics are kept apart from the standard rules' ("easy 7x7 m3L").
        stats_key: if puzzle.rules().is_standard() {
            format!("{band} {}x{}", puzzle.width(), puzzle.height())
        } else {
            format!(
                "{band} {}x{} {}",
                puzzle.width(),
                puzzle.height(),
                puzzle.rules()
            )
        },
        techniques: loaded.techniques,
        reference,
    };
    provide_context(info.clone());

    // Free mode is a preference: the game follows it when it changes.
    Effect::new(move |before: Option<bool>| {
        let free = prefs.free_mode().get();
        if before.is_some_and(|was| was != free) {
            ctx.follow_mode(mode(free));
        }
        free
    });

    let solved = Memo::new(move |_| ctx.game().with(Game::is_solved));
    let has_loop = Memo::new(move |_| {
        ctx.game()
            .with(|g| !hashi_core::rules::forbidden_loops(g.puzzle(), g.state()).is_empty())
    });
    let solved_by_play = Memo::new(move |_| ctx.game().with(Game::solved_by_play));
    let done = Memo::new(move |_| ctx.marks().with(|m| m.done.clone()));

    let save_id = StoredValue::new(storage_id.clone());
    let tabs = TabSync::start(
        ctx,
        screen,
        storage_id.clone(),
        puzzle.clone(),
        revision,
        counted,
    );
    let persist = move || {
        let stored = StoredGame {
            save: ctx.game().with_untracked(Game::save),
            elapsed_ms: screen.elapsed_ms_untracked(),
            counted: counted.get_value(),
            marked: done.get_untracked(),
            saved_ms: Some(now_ms() as u64),
            solution: kept_solution.get_value(),
            revision: 0,
        };
        // Worded as it happens: a save follows a move, long after the language arrived, and
        // a storage that refuses refuses every move, which must not add a notice each time.
        match save_id.with_value(|id| records::store(id, &stored, tabs.seen.get_value())) {
            Ok(revision) => tabs.seen.set_value(revision),
            Err(NotStored::Refused(why)) => screen.notices().push(why.sentence()),
            Err(NotStored::MovedOn) => tabs.moved_on.set(true),
        }
    };
    // The save is written just after the board is drawn (serialising a long history takes
    // longer than a move), once for any number of changes in between; leaving the page
    // writes it at once.
    let pending = StoredValue::new(false);
    let persist_soon = move || {
        if !pending.get_value() {
            pending.set_value(true);
            set_timeout(
                move || {
                    // The screen may be gone by now; it saved on the way out.
                    if pending.try_update_value(std::mem::take) == Some(true) {
                        persist();
                    }
                },
                Duration::ZERO,
            );
        }
    };
    on_cleanup(move || {
        if pending.try_update_value(std::mem::take) == Some(true) {
            persist();
        }
    });
    // One effect keeps the save after every change. A puzzle solved by play (never one
    // whose solution was revealed) is counted in the statistics once, before the save that
    // remembers it was counted.
    let stats_key = info.stats_key.clone();
    // The time model learns from puzzles whose rating is known (packs, dailies, generated
    // puzzles; an import has none on the page).
    let rated = (!info.techniques.is_empty())
        .then(|| (info.techniques.clone(), puzzle.islands().len(), loaded.band));
    Effect::new(move |_| {
        ctx.game().track();
        done.track();
        // A position taken in from another tab is that tab's save already.
        if tabs.adopting.try_update_value(std::mem::take) == Some(true) {
            return;
        }
        if solved_by_play.get_untracked() && !counted.get_value() {
            counted.set_value(true);
            let elapsed = screen.elapsed_ms_untracked();
            let (hints, assisted) = ctx
                .game()
                .with_untracked(|g| (g.hints_used(), g.is_assisted()));
            if let Err(why) =
                records::record_solve(&stats_key, &storage_id, elapsed, hints, assisted)
            {
                screen.notices().push(why.sentence());
            }
            if let Some((techniques, islands, band)) = rated.clone() {
                keep_for_pace(Solved {
                    techniques,
                    islands,
                    elapsed_ms: elapsed,
                    hints,
                    band,
                });
            }
        }
        persist_soon();
    });

    // The timer runs only while the page is visible, the puzzle unsolved and not paused.
    let last_tick = StoredValue::new(now_ms());
    if let Ok(handle) = set_interval_with_handle(
        move || {
            // A tick already queued when the screen goes finds it gone, and does nothing.
            let Some(before) = last_tick.try_get_value() else {
                return;
            };
            let now = now_ms();
            let elapsed = bounded(now - before, 0.0, 2000.0) as u64;
            last_tick.set_value(now);
            if page_visible()
                && !solved.get_untracked()
                && !screen.help_open_untracked()
                && !screen.paused_untracked()
            {
                screen.add_elapsed(elapsed);
                ctx.set_clock(screen.elapsed_ms_untracked());
            }
        },
        Duration::from_millis(500),
    ) {
        on_cleanup(move || handle.clear());
    }
    // Leaving the page keeps the time played so far.
    let hidden = window_event_listener(leptos::ev::pagehide, move |_| persist());
    on_cleanup(move || hidden.remove());

    // The board is drawn by the time effects run: the visit's first screen is up.
    Effect::new(|_| crate::shell::settled::page_is_up());

    let challenged = challenge::in_address();
    // A solved puzzle's clock has stopped already: P there covers nothing.
    let covered = move || screen.paused() && !solved.get();
    let join_line = if puzzle.rules().allows_loops() {
        PlayMsg::Join
    } else {
        PlayMsg::JoinNoLoops
    };
    view! {
        <section class="hashi" aria-label="Hashi" data-link=print_link>
            <TopBar />
            <RulesBadge />
            <TechniqueLabels />
            <Notices board=screen.notices() />
            <Show when=move || tabs.moved_on.get()>
                <Lazy load=moved_on_chunk what=ChunksMsg::MovedOn />
            </Show>
            <AidsPanel />
            // Paused, the board is hidden, not dimmed, and kept (with its zoom) for the return.
            <div class="board-wrap" hidden=covered>
                <Board panel_open=screen.help_signal() />
            </div>
            <Show when=covered>
                <Lazy load=pause_chunk what=ChunksMsg::PauseScreen />
            </Show>

            <LiveRegion />
            // Read out by the live region below, not twice.
            <p class="status" data-testid="status">
                {move || {
                    if solved.get() {
                        t(if solved_by_play.get() { WordsMsg::Solved } else { WordsMsg::Revealed })
                    } else if let Some(why) = screen.refusal() {
                        why
                    } else if has_loop.get() {
                        t(PlayMsg::LoopClosed)
                    } else {
                        t(join_line)
                    }
                }}
            </p>
            // Below the board, so that its late arrival moves nothing the player aims at.
            {first_puzzle
                .then(|| {
                    view! { <Lazy load=learn_offer_chunk what=ChunksMsg::LearnOffer quiet=true later=true /> }
                })}
            // A challenge link's claim, then both results, beside the celebration.
            {challenged.then(|| view! { <Lazy load=versus_chunk what=ChunksMsg::Challenge quiet=true /> })}
            // Each in a chunk of its own, downloaded when first shown.
            <Show when=move || solved.get()>
                <Lazy load=solved_chunk what=ChunksMsg::SolvedPanel />
            </Show>

            <Show when=move || screen.help_open()>
                <Lazy load=help_chunk what=ChunksMsg::KeyboardHelp />
            </Show>
        </section>
    }
    .into_any()
}
