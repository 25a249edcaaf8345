//! The bar above the board: title, timer and the controls.

use super::context::GameContext;
use super::import::ImportPanel;
use super::new_puzzle::NewPuzzle;
use super::pack_list::PackList;
use super::screen::PuzzleInfo;
use super::settings::SettingsPanel;
use super::share_panel::SharePanel;
use super::stats_panel::StatsPanel;
use crate::shell::prefs::{use_prefs, PrefsStoreFields, Theme};
use leptos::prelude::*;
use leptos_router::components::A;

/// `m:ss`, or `h:mm:ss` past an hour.
pub fn format_time(ms: u64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Panel {
    None,
    New,
    Packs,
    Share,
    Settings,
    Import,
    Stats,
}

#[component]
pub fn TopBar() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let info = expect_context::<PuzzleInfo>();
    let panel = RwSignal::new(Panel::None);
    let toggle = move |p: Panel| {
        panel.update(|current| *current = if *current == p { Panel::None } else { p })
    };
    let can_undo = Memo::new(move |_| ctx.game.with(|g| g.can_undo()));
    let can_redo = Memo::new(move |_| ctx.game.with(|g| g.can_redo()));
    let theme = use_prefs().theme();
    let cycle_theme = move |_| theme.update(|t| *t = Theme::next(*t));
    view! {
        <header class="top-bar">
            <nav class="crumbs">
                <A href="/">"Games"</A>
                " / "
                <span class="title" data-testid="puzzle-title">
                    {info.title.clone()}
                </span>
            </nav>
            <span class="timer" data-testid="timer" aria-label="Time">
                {move || format_time(ctx.elapsed_ms.get())}
            </span>
            <div class="controls" role="toolbar" aria-label="Game controls">
                <button data-testid="undo" disabled=move || !can_undo.get() on:click=move |_| ctx.undo()>
                    "Undo"
                </button>
                <button data-testid="redo" disabled=move || !can_redo.get() on:click=move |_| ctx.redo()>
                    "Redo"
                </button>
                <button data-testid="reset" on:click=move |_| ctx.reset()>
                    "Reset"
                </button>
                <button data-testid="new" on:click=move |_| toggle(Panel::New)>
                    "New"
                </button>
                <button data-testid="packs" on:click=move |_| toggle(Panel::Packs)>
                    "Puzzles"
                </button>
                <button data-testid="share" on:click=move |_| toggle(Panel::Share)>
                    "Share"
                </button>
                <button data-testid="theme" on:click=cycle_theme aria-label="Theme">
                    {move || format!("Theme: {}", Theme::name(theme.get()))}
                </button>
                <button data-testid="import" on:click=move |_| toggle(Panel::Import)>
                    "Import"
                </button>
                <button data-testid="stats" on:click=move |_| toggle(Panel::Stats)>
                    "Stats"
                </button>
                <button data-testid="settings" on:click=move |_| toggle(Panel::Settings)>
                    "Settings"
                </button>
                <button
                    data-testid="keys"
                    aria-label="Keyboard help"
                    on:click=move |_| ctx.help_open.update(|o| *o = !*o)
                >
                    "?"
                </button>
            </div>
        </header>
        {move || match panel.get() {
            Panel::None => ().into_any(),
            Panel::New => view! { <NewPuzzle /> }.into_any(),
            Panel::Packs => view! { <PackList /> }.into_any(),
            Panel::Settings => view! { <SettingsPanel /> }.into_any(),
            Panel::Import => view! { <ImportPanel /> }.into_any(),
            Panel::Stats => view! { <StatsPanel /> }.into_any(),
            Panel::Share => view! { <SharePanel /> }.into_any(),
        }}
    }
}
