//! The bar above the board: title and timer in one slim line, then the controls: the frequent
//! ones (undo, redo, hint, check) as icons, the rest in groups that share the row on a wide
//! screen and live in a sheet behind a menu button on a phone.

use crate::hashi::panels::{import, new_puzzle, pack_list, settings, share, snapshots, stats};
use crate::hashi::play::aids::Aids;
use crate::hashi::play::context::GameContext;
use crate::hashi::play::context::PuzzleInfo;
use crate::hashi::screen::keep_awake::keep_awake_chunk;
use crate::hashi::screen::pencil_controls::PencilControls;
use crate::hashi::screen::state::ScreenContext;
use crate::hashi::words::format_time;
use crate::i18n::{t, t_with, tr, ChunksMsg, MenuMsg, PlayMsg, WordsMsg};
use crate::shell::focus;
use crate::shell::icons;
use crate::shell::lazy::{Lazy, Loader};
use crate::shell::prefs::{use_prefs, PrefsStoreFields, Theme};
use hashi_core::formats::write_task;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;
use web_sys::{HtmlElement, KeyboardEvent};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Panel {
    None,
    New,
    Packs,
    Share,
    Settings,
    Import,
    Stats,
    Snapshots,
}

impl Panel {
    /// The panel's chunk, and how the lines about its download name it.
    fn chunk(self) -> Option<(Loader, ChunksMsg)> {
        Some(match self {
            Panel::None => return None,
            Panel::New => (new_puzzle::new_puzzle_chunk, ChunksMsg::NewPuzzlePanel),
            Panel::Packs => (pack_list::pack_list_chunk, ChunksMsg::PackList),
            Panel::Share => (share::share_chunk, ChunksMsg::SharePanel),
            Panel::Settings => (settings::settings_chunk, ChunksMsg::Settings),
            Panel::Import => (import::import_chunk, ChunksMsg::ImportPanel),
            Panel::Stats => (stats::stats_chunk, ChunksMsg::Stats),
            Panel::Snapshots => (snapshots::snapshots_chunk, ChunksMsg::Snapshots),
        })
    }
}

#[component]
pub fn TopBar() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let screen = expect_context::<ScreenContext>();
    let aids = expect_context::<Aids>();
    let info = expect_context::<PuzzleInfo>();
    let panel = RwSignal::new(Panel::None);
    let opener = StoredValue::new_local(None::<HtmlElement>);
    provide_context(OpenPanel { panel, opener });
    let menu_toggle = NodeRef::<leptos::html::Button>::new();
    let sheet = NodeRef::<leptos::html::Div>::new();
    let host = NodeRef::<leptos::html::Div>::new();
    // A panel takes the focus once drawn, and gives it back when it closes: to the control that
    // opened it, or, when that went with the phone's closed menu sheet, to the menu's button.
    let focus_panel = move |()| {
        if let Some(host) = host.get_untracked() {
            focus::first_inside(&host);
        }
    };
    let close_panel = move || {
        panel.set(Panel::None);
        let toggle = menu_toggle.get_untracked().map(HtmlElement::from);
        focus::back_to([opener.get_value(), toggle]);
    };
    let escape_closes = move |event: KeyboardEvent| {
        if event.key() == "Escape" {
            event.prevent_default();
            event.stop_propagation();
            close_panel();
        }
    };
    // On a phone the less frequent controls live in a sheet this opens; on a wide screen they
    // sit in the same row and the toggle is hidden (see style).
    let menu_open = RwSignal::new(false);
    let can_undo = Memo::new(move |_| ctx.game().with(|g| g.can_undo()));
    let can_redo = Memo::new(move |_| ctx.game().with(|g| g.can_redo()));
    let busy = move || aids.is_busy();
    let hide_timer = use_prefs().hide_timer();
    let errors_label = move || {
        if ctx.show_errors().get() {
            t(PlayMsg::HideErrors)
        } else {
            t(PlayMsg::Check)
        }
    };
    view! {
        <header class="top-bar">
            <div class="title-line">
                // The puzzle's title is the page's heading, kept on the breadcrumb's slim line.
                <div class="crumbs">
                    <nav aria-label=tr(WordsMsg::Breadcrumb)>
                        <A href="/">{tr(WordsMsg::Games)}</A>
                    </nav>
                    <span aria-hidden="true">" / "</span>
                    <h1 class="title" data-testid="puzzle-title">
                        // Made again when the language changes (the loaded title was made in
                        // the language of that moment, often English before the catalog came).
                        {move || ctx.game().with_untracked(|g| info.reference.title(g.puzzle()))}
                    </h1>
                </div>
                // A hidden clock still runs: the celebration gives the time.
                <span class="timer" data-testid="timer" aria-label=tr(PlayMsg::Time) hidden=move || hide_timer.get()>
                    {move || format_time(screen.elapsed_ms())}
                </span>

            </div>
            <div class="controls" role="toolbar" aria-label=tr(PlayMsg::Controls) aria-busy=move || busy().to_string()>
                <div class="group frequent">
                    <button
                        class="icon-button"
                        data-testid="undo"
                        aria-label=tr(WordsMsg::Undo)
                        title=tr(PlayMsg::UndoTitle)
                        disabled=move || !can_undo.get()
                        on:click=move |_| ctx.undo()
                    >
                        {icons::undo()}
                    </button>
                    <button
                        class="icon-button"
                        data-testid="redo"
                        aria-label=tr(WordsMsg::Redo)
                        title=tr(PlayMsg::RedoTitle)
                        disabled=move || !can_redo.get()
                        on:click=move |_| ctx.redo()
                    >
                        {icons::redo()}
                    </button>
                    <button
                        class="icon-button"
                        data-testid="hint"
                        aria-label=tr(WordsMsg::Hint)
                        title=tr(PlayMsg::HintTitle)
                        // Busy, not `disabled`: a disabled button drops the keyboard's focus
                        // to the page, so every press of Hint would lose the player's place.
                        aria-disabled=move || busy().to_string()
                        aria-busy=move || busy().to_string()
                        on:click=move |_| aids.hint()
                    >
                        {icons::hint()}
                    </button>
                    <button
                        class="icon-button"
                        data-testid="check"
                        aria-label=errors_label
                        title=errors_label
                        aria-pressed=move || ctx.show_errors().get().to_string()
                        on:click=move |_| ctx.toggle_errors()
                    >
                        {icons::check()}
                    </button>
                </div>
                <button
                    class="icon-button menu-toggle"
                    node_ref=menu_toggle
                    data-testid="menu"
                    aria-label=tr(PlayMsg::More)
                    title=tr(PlayMsg::More)
                    aria-expanded=move || menu_open.get().to_string()
                    aria-controls="more-controls"
                    on:click=move |_| {
                        menu_open.update(|o| *o = !*o);
                        // An opened sheet takes the focus into its first control, once drawn.
                        if menu_open.get_untracked() {
                            request_animation_frame(move || {
                                if let Some(sheet) = sheet.get_untracked() {
                                    focus::first_inside(&sheet);
                                }
                            });
                        }
                    }
                >
                    {icons::menu()}
                </button>
                <div
                    class="menu-backdrop"
                    hidden=move || !menu_open.get()
                    on:click=move |_| menu_open.set(false)
                ></div>
                // Choosing anything in the sheet closes it.
                <div
                    id="more-controls"
                    class="more"
                    node_ref=sheet
                    class:open=move || menu_open.get()
                    on:click=move |_| menu_open.set(false)
                    on:keydown=move |event: KeyboardEvent| {
                        // Escape closes an open sheet and gives the focus back to its button.
                        if event.key() == "Escape" && menu_open.get_untracked() {
                            event.prevent_default();
                            menu_open.set(false);
                            if let Some(toggle) = menu_toggle.get_untracked() {
                                let _ = toggle.focus();
                            }
                        }
                    }
                >
                    // The menu's controls come in a chunk of their own, requested once the board
                    // is up: a phone shows them only when the menu opens.
                    <Lazy load=more_controls_chunk what=ChunksMsg::Menu quiet=true later=true />
                </div>
            </div>
        </header>
        // Each panel is a chunk of its own, downloaded the first time it opens; Escape or its
        // Close button closes it.
        {move || {
            panel
                .get()
                .chunk()
                .map(|(load, what)| {
                    view! {
                        <div class="panel-host" node_ref=host on:keydown=escape_closes>
                            <Lazy load what on_shown=focus_panel />
                            <button
                                class="panel-close"
                                data-testid="panel-close"
                                aria-label=tr(PlayMsg::ClosePanel)
                                title=tr(PlayMsg::CloseTitle)
                                on:click=move |_| close_panel()
                            >
                                "×"
                            </button>
                        </div>
                    }
                })
        }}
    }
}

/// Which panel of the bar is open, for the menu's buttons that open them, and the control that
/// opened it (the focus goes back there when it closes).
#[derive(Clone, Copy)]
struct OpenPanel {
    panel: RwSignal<Panel>,
    opener: StoredValue<Option<HtmlElement>, LocalStorage>,
}

crate::split_chunk! {
    /// The menu's controls, downloaded once the board is up.
    fn more_controls_chunk in menu => || view! { <MoreControls /> }.into_any()
}

/// The menu's controls: the aids beyond a hint, the puzzle's actions and the app's.
#[component]
fn MoreControls() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let screen = expect_context::<ScreenContext>();
    let aids = expect_context::<Aids>();
    let OpenPanel { panel, opener } = expect_context::<OpenPanel>();
    let toggle = move |p: Panel| {
        opener.set_value(focus::current());
        panel.update(|current| *current = if *current == p { Panel::None } else { p })
    };
    // The menu comes once the board is up: the assist's chunk is asked for from here, so that
    // neither it nor its loader is in the first download.
    if use_prefs().finish_forced().get_untracked() {
        crate::hashi::play::assist::load(screen.notices());
    }
    let selected = Memo::new(move |_| ctx.ui().with(|ui| ui.selected()));
    let group_shown = Memo::new(move |_| ctx.marks().with(|m| m.group_of.is_some()));
    let busy = move || aids.is_busy();
    let theme = use_prefs().theme();
    let cycle_theme = move |_| theme.update(|t| *t = Theme::next(*t));
    let navigate = use_navigate();
    // The editor makes puzzles for the standard rules: a variant's copy would lose its rules.
    let standard_rules = ctx
        .game()
        .with_untracked(|g| g.puzzle().rules().is_standard());
    let edit_title = tr(if standard_rules {
        MenuMsg::EditCopyTitle
    } else {
        MenuMsg::EditCopyRefused
    });
    let edit_copy = move |_| {
        // Not `disabled`: a disabled button cannot be focused, so its reason could not be heard.
        if !standard_rules {
            return;
        }
        let task = ctx.game().with_untracked(|g| write_task(g.puzzle()));
        let encoded = String::from(js_sys::encode_uri_component(&task));
        navigate(
            &format!("/hashi/edit?from={encoded}"),
            NavigateOptions::default(),
        );
    };
    let keep_awake = use_prefs().keep_awake();
    let solved = Memo::new(move |_| ctx.game().with(hashi_core::Game::is_solved));
    view! {
                    // The menu's chunk is there for as long as the puzzle is: the wake lock,
                    // wanted by few, rides with it rather than weigh on the first screen.
                    <Show when=move || keep_awake.get()>
                        <Lazy load=keep_awake_chunk what=ChunksMsg::ScreenLock quiet=true />
                    </Show>
                    <div class="group" role="group" aria-label=tr(MenuMsg::Aids)>
                        // Busy, not `disabled` (the focus would fall to the page): presses
                        // while the worker answers are ignored.
                        <button
                            data-testid="mistake"
                            title=tr(MenuMsg::MistakeTitle)
                            aria-disabled=move || busy().then_some("true")
                            aria-busy=move || busy().to_string()
                            on:click=move |_| aids.mistake()
                        >
                            {tr(MenuMsg::Mistake)}
                        </button>
                        <button
                            data-testid="solve"
                            title=tr(MenuMsg::SolveTitle)
                            aria-disabled=move || busy().then_some("true")
                            aria-busy=move || busy().to_string()
                            on:click=move |_| aids.solve()
                        >
                            {tr(MenuMsg::Solve)}
                        </button>
                        <button
                            data-testid="rewind-mistake"
                            title=tr(MenuMsg::RewindTitle)
                            disabled=move || !aids.can_rewind()
                            aria-disabled=move || busy().then_some("true")
                            aria-busy=move || busy().to_string()
                            on:click=move |_| aids.rewind()
                        >
                            {tr(MenuMsg::Rewind)}
                        </button>
                        <button
                            data-testid="mark"
                            title=tr(MenuMsg::MarkTitle)
                            disabled=move || selected.get().is_none()
                            on:click=move |_| ctx.toggle_done()
                        >
                            {tr(MenuMsg::Mark)}
                        </button>
                        <button
                            data-testid="group"
                            title=tr(MenuMsg::GroupTitle)
                            aria-pressed=move || group_shown.get().to_string()
                            disabled=move || selected.get().is_none() && !group_shown.get()
                            on:click=move |_| ctx.toggle_group()
                        >
                            {tr(MenuMsg::Group)}
                        </button>
                    </div>
                    <PencilControls />
                    <div class="group" role="group" aria-label=tr(MenuMsg::Puzzle)>
                        <button
                            data-testid="pause-button"
                            title=tr(MenuMsg::PauseTitle)
                            disabled=move || solved.get()
                            on:click=move |_| screen.set_paused(true)
                        >
                            {tr(MenuMsg::Pause)}
                        </button>
                        <button data-testid="reset" title=tr(MenuMsg::ResetTitle) on:click=move |_| ctx.reset()>
                            {tr(MenuMsg::Reset)}
                        </button>
                        <button data-testid="new" title=tr(MenuMsg::NewTitle) on:click=move |_| toggle(Panel::New)>
                            {tr(MenuMsg::New)}
                        </button>
                        <button data-testid="packs" title=tr(MenuMsg::PacksTitle) on:click=move |_| toggle(Panel::Packs)>
                            {tr(MenuMsg::Packs)}
                        </button>
                        <button data-testid="share" title=tr(MenuMsg::ShareTitle) on:click=move |_| toggle(Panel::Share)>
                            {tr(WordsMsg::Share)}
                        </button>
                        <button data-testid="import" title=tr(MenuMsg::ImportTitle) on:click=move |_| toggle(Panel::Import)>
                            {tr(MenuMsg::Import)}
                        </button>
                        <button data-testid="snapshots" title=tr(MenuMsg::SnapshotsTitle) on:click=move |_| toggle(Panel::Snapshots)>
                            {tr(MenuMsg::Snapshots)}
                        </button>
                        <button
                            data-testid="edit-copy"
                            title=edit_title
                            aria-disabled=(!standard_rules).then_some("true")
                            aria-describedby=(!standard_rules).then_some("edit-copy-why")
                            on:click=edit_copy
                        >
                            {tr(MenuMsg::EditCopy)}
                        </button>
                        <Show when=move || !standard_rules>
                            <span id="edit-copy-why" class="visually-hidden">{edit_title}</span>
                        </Show>
                    </div>
                    <div class="group" role="group" aria-label=tr(MenuMsg::App)>
                        <button data-testid="stats" title=tr(MenuMsg::StatsTitle) on:click=move |_| toggle(Panel::Stats)>
                            {tr(MenuMsg::Stats)}
                        </button>
                        <button data-testid="settings" title=tr(MenuMsg::Settings) on:click=move |_| toggle(Panel::Settings)>
                            {tr(MenuMsg::Settings)}
                        </button>
                        <button
                            data-testid="theme"
                            on:click=cycle_theme
                            title=move || t_with(MenuMsg::ThemeTitle, &[("theme", &theme_name(theme.get()))])
                            aria-label=move || t_with(MenuMsg::ThemeLabel, &[("theme", &theme_name(theme.get()))])
                        >
                            {tr(MenuMsg::Theme)}
                        </button>
                        <button
                            data-testid="keys"
                            aria-label=tr(MenuMsg::KeysLabel)
                            title=tr(MenuMsg::KeysTitle)
                            on:click=move |_| screen.toggle_help()
                        >
                            "?"
                        </button>
                    </div>
    }
}

/// A theme as the menu names it (its stored name stays English).
fn theme_name(theme: Option<Theme>) -> String {
    t(match theme {
        None => MenuMsg::ThemeSystem,
        Some(Theme::Light) => MenuMsg::ThemeLight,
        Some(Theme::Dark) => MenuMsg::ThemeDark,
        Some(Theme::Contrast) => MenuMsg::ThemeContrast,
    })
}
