//! `/hashi/edit`: the puzzle editor. `?d=<id>` opens a kept draft, `?from=<task>` a copy of a
//! puzzle ("edit a copy"); otherwise the newest draft, or a new 7x7 grid. Every change is
//! kept in this browser and judged in the worker; a draft with one solution can be played
//! and shared at its `/hashi/i/...` address.

use super::analysis::{keep_judging, Judged};
use super::draft_list::DraftList;
use super::grid::EditorGrid;
use super::state::EditorState;
use super::status::EditorStatus;
use super::tabs::DraftTabs;
use super::words;
use crate::hashi::parse_words::{parse_words, ReadWords};
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::records::drafts::{self, NotKept};
use crate::hashi::rules_words::describe;
use crate::i18n::{t, t_with, tr, EditorMsg, WordsMsg};
use crate::shell::arriving::Arriving;
use crate::shell::clipboard::copy;
use crate::shell::job_progress::JobProgress;
use crate::shell::keys::{history_key, HistoryKey};
use crate::shell::navigation::use_replace;
use crate::shell::style_sheet;
use crate::worker::slot::JobSlot;
use hashi_core::editor::{Draft, DraftError, SavedDraft, Tool};
use hashi_core::formats::{parse_task, ParseError};
use hashi_core::generator::{MAX_GENERATED_SIDE, MIN_SIDE};
use hashi_core::rule_set::RuleSet;
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

/// The size of a new draft.
const NEW_SIDE: usize = 7;

/// Why the draft the address asks for could not be opened, as data: the note is worded when
/// shown, so it follows the language even when it arrives after the page.
#[derive(Clone, Debug, PartialEq)]
enum Unopened {
    /// The kept draft is damaged.
    Kept(DraftError),
    /// The puzzle to copy is no task string.
    CopyUnread(ParseError),
    /// The puzzle to copy is no draft the editor can hold.
    CopyRefused(DraftError),
    /// The puzzle to copy has other rules than the standard ones.
    CopyRules(RuleSet),
}

/// The draft the address asks for, and why it could not be opened as asked.
fn opening(d: Option<String>, from: Option<String>) -> (String, Draft, Option<Unopened>) {
    let fresh = || Draft::new(NEW_SIDE, NEW_SIDE).expect("7x7 is within the editor's sizes");
    if let Some(task) = from {
        let copied = parse_task(&task)
            .map_err(Unopened::CopyUnread)
            .and_then(|p| {
                // A copy would silently lose the variant's rules.
                if p.rules().is_standard() {
                    Draft::from_puzzle(&p).map_err(Unopened::CopyRefused)
                } else {
                    Err(Unopened::CopyRules(p.rules()))
                }
            });
        return match copied {
            Ok(draft) => (drafts::new_id(), draft, None),
            Err(why) => (drafts::new_id(), fresh(), Some(why)),
        };
    }
    let wanted = d.or_else(|| drafts::all().first().map(|s| s.id.clone()));
    match wanted.map(|id| (drafts::open(&id), id)) {
        Some((Some(Ok(draft)), id)) => (id, draft, None),
        Some((Some(Err(why)), _)) => (drafts::new_id(), fresh(), Some(Unopened::Kept(why))),
        // A new grid that never had an island was not kept: it opens empty again.
        Some((None, id)) if drafts::is_id(&id) => (id, fresh(), None),
        Some((None, _)) | None => (drafts::new_id(), fresh(), None),
    }
}

/// The note for `why`; a copy's unreadable text needs the parse errors' words, `None` until
/// they arrive.
fn note_text(why: &Unopened, say_parse: Option<fn(&ParseError) -> String>) -> Option<String> {
    Some(match why {
        Unopened::Kept(e) => t_with(EditorMsg::DraftUnopened, &[("why", &words::refusal(e))]),
        Unopened::CopyUnread(e) => t_with(EditorMsg::CopyUnread, &[("why", &say_parse?(e))]),
        Unopened::CopyRefused(e) => words::refusal(e),
        Unopened::CopyRules(rules) => t_with(EditorMsg::CopyRules, &[("rules", &describe(*rules))]),
    })
}

#[component]
pub fn EditorPage() -> impl IntoView {
    style_sheet::adopt("editor-style", include_str!("../../../style/editor.css"));
    let query = use_query_map();
    let (id, draft, note) = query.with_untracked(|q| opening(q.get("d"), q.get("from")));
    let state = RwSignal::new(EditorState::new(id, draft));
    let slot = JobSlot::owned();
    let current: Memo<SavedDraft> = Memo::new(move |_| state.with(|s| s.draft().to_saved()));
    let judged = keep_judging(current, slot);
    let fresh: Signal<Option<Judged>> =
        Signal::derive(move || judged.get().filter(|j| current.with(|c| *c == j.draft)));

    // Keep every change, with the last status once known.
    let kept = RwSignal::new(0u32);
    // The browser's reason the draft could not be kept, worded where it is shown.
    let save_error = RwSignal::new(None::<String>);
    // Only the draft and its status are kept: the cursor, the tool and the picked island are
    // not (tracking `current`, not the whole state), and nothing is written twice.
    let id = Memo::new(move |_| state.with(|s| s.id.clone()));
    let last_kept = StoredValue::new(None::<(String, SavedDraft, Option<String>)>);
    let tabs = DraftTabs::start(state);
    Effect::new(move |_| {
        let status = fresh.with(|f| {
            f.as_ref()
                .and_then(|j| j.report.as_ref().ok())
                .map(|r| r.status().to_string())
        });
        let (id, saved) = (id.get(), current.get());
        let now = Some((id.clone(), saved.clone(), status.clone()));
        if last_kept.with_value(|last| *last == now) {
            return;
        }
        last_kept.set_value(now);
        if tabs.taking_in() {
            return;
        }
        // A new grid is kept once it has an island: opening the editor lists nothing.
        if saved.islands.is_empty() && drafts::open(&id).is_none() {
            return;
        }
        let draft = state.with_untracked(|s| s.draft().clone());
        match drafts::keep(&id, &draft, status.as_deref(), tabs.seen(&id)) {
            Ok(revision) => {
                tabs.saw(&id, revision);
                save_error.set(None);
            }
            Err(NotKept::Stale) => tabs.notice.stale.set(true),
            Err(NotKept::Refused(why)) => save_error.set(Some(why)),
        }
        kept.update(|n| *n += 1);
    });

    let width = RwSignal::new(state.with_untracked(|s| s.draft().width()));
    let height = RwSignal::new(state.with_untracked(|s| s.draft().height()));
    // The size fields follow the draft on screen (a new draft, an undone resize).
    Effect::new(move |_| {
        let (w, h) = current.with(|c| (c.width, c.height));
        width.set(w);
        height.set(h);
    });
    // The address names the draft on screen, so a reload opens it again.
    let replace = use_replace();
    Effect::new(move |_| replace(&format!("/hashi/edit?d={}", id.get())));
    let resize = move || match Draft::new(width.get_untracked(), height.get_untracked()) {
        Ok(draft) => state.update(|s| s.replace(draft)),
        Err(e) => state.update(|s| s.refused = Some(e)),
    };
    let tool = move || state.with(|s| s.ui.tool());
    let unique_task = move || {
        fresh.with(|f| {
            f.as_ref()
                .and_then(|j| j.report.as_ref().ok())
                .filter(|r| r.status() == "unique")
                .and_then(|_| state.with(|s| s.draft().puzzle()))
                .map(|p| PuzzleRef::imported(&p).path())
        })
    };
    let copied = RwSignal::new(None::<String>);
    let share_url = move || {
        unique_task().map(|path| {
            web_sys::window()
                .and_then(|w| w.location().origin().ok())
                .unwrap_or_default()
                + &path
        })
    };
    let on_history_key = move |ev: leptos::ev::KeyboardEvent| match history_key(&ev) {
        Some(HistoryKey::Undo) => {
            ev.prevent_default();
            state.update(|s| s.undo());
        }
        Some(HistoryKey::Redo) => {
            ev.prevent_default();
            state.update(|s| s.redo());
        }
        None => {}
    };
    let side_input = move |signal: RwSignal<usize>, label: EditorMsg, testid: &'static str| {
        view! {
            <label>
                {tr(label)}
                " "
                <input
                    type="number"
                    data-testid=testid
                    min=MIN_SIDE
                    max=MAX_GENERATED_SIDE
                    prop:value=move || signal.get().to_string()
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).trim().parse() {
                            signal.set(n);
                        }
                    }
                />
            </label>
        }
    };
    view! {
        // A <div>, not a <main>: the app's <main> already holds every page, and a page has one.
        <div class="app editor" data-testid="editor" on:keydown=on_history_key>
            <header class="editor-header">
                <a href="/" class="back">{tr(EditorMsg::Back)}</a>
                <h1>{tr(EditorMsg::Heading)}</h1>
            </header>
            {note.map(|why| {
                // Only a copy's unreadable text waits for the parse errors' words.
                let say_parse = Arriving::new({
                    let needed = matches!(why, Unopened::CopyUnread(_));
                    move || async move {
                        if needed {
                            // The core's terse words where the words cannot be fetched.
                            Some(parse_words().await.unwrap_or(ReadWords::TERSE).text)
                        } else {
                            None
                        }
                    }
                });
                let text = move || note_text(&why, say_parse.get().flatten());
                view! { <p class="notice" role="status" data-testid="editor-note">{text}</p> }
            })}
            <form
                class="panel editor-size"
                on:submit=move |ev| {
                    ev.prevent_default();
                    resize();
                }
            >
                {side_input(width, EditorMsg::Width, "editor-width")}
                {side_input(height, EditorMsg::Height, "editor-height")}
                <button type="submit" data-testid="editor-new-grid">
                    {tr(EditorMsg::NewGrid)}
                </button>
            </form>
            <div class="panel editor-tools" role="toolbar" aria-label=tr(EditorMsg::Tools)>
                <div class="segmented" role="radiogroup" aria-label=tr(EditorMsg::TapDoes)>
                    {[
                        (Tool::Numbers, Signal::derive(tr(WordsMsg::Numbers)), "editor-tool-numbers"),
                        (Tool::Bridges, Signal::derive(tr(EditorMsg::ToolBridges)), "editor-tool-bridges"),
                    ]
                        .into_iter()
                        .map(|(choice, name, testid)| {
                            view! {
                                <button
                                    role="radio"
                                    data-testid=testid
                                    aria-checked=move || (tool() == choice).to_string()
                                    on:click=move |_| state.update(|s| s.set_tool(choice))
                                >
                                    {name}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
                <button
                    data-testid="editor-undo"
                    disabled=move || !state.with(|s| s.can_undo())
                    on:click=move |_| state.update(|s| s.undo())
                >
                    {tr(WordsMsg::Undo)}
                </button>
                <button
                    data-testid="editor-redo"
                    disabled=move || !state.with(|s| s.can_redo())
                    on:click=move |_| state.update(|s| s.redo())
                >
                    {tr(WordsMsg::Redo)}
                </button>
                <button data-testid="editor-new-draft" on:click=move |_| {
                    let draft = Draft::new(NEW_SIDE, NEW_SIDE).expect("7x7 is within the editor's sizes");
                    state.set(EditorState::new(drafts::new_id(), draft));
                }>
                    {tr(EditorMsg::NewDraft)}
                </button>
            </div>
            <p class="muted editor-help">
                {move || t(match tool() {
                    Tool::Numbers => EditorMsg::HelpNumbers,
                    Tool::Bridges => EditorMsg::HelpBridges,
                })}
            </p>
            <EditorGrid state=state fresh=fresh />
            <EditorStatus state=state fresh=fresh />
            <JobProgress jobs=slot />
            <div class="panel editor-actions">
                {move || match unique_task() {
                    Some(path) => view! { <a class="button primary" data-testid="editor-play" href=path>{tr(EditorMsg::Play)}</a> }.into_any(),
                    None => view! {
                        <button data-testid="editor-play" disabled=true title=tr(EditorMsg::PlayWaits)>
                            {tr(EditorMsg::Play)}
                        </button>
                    }.into_any(),
                }}
                <button
                    data-testid="editor-share"
                    disabled=move || share_url().is_none()
                    on:click=move |_| {
                        if let Some(url) = share_url() {
                            copy(url, copied);
                        }
                    }
                >
                    {tr(WordsMsg::Share)}
                </button>
                {move || share_url().map(|url| {
                    let is_copied = copied.with(|c| c.as_ref() == Some(&url));
                    view! {
                        <input
                            class="editor-share-url"
                            data-testid="editor-share-url"
                            aria-label=tr(EditorMsg::ShareLink)
                            readonly
                            prop:value=url
                        />
                        <span role="status">{move || if is_copied { t(WordsMsg::Copied) } else { String::new() }}</span>
                    }
                })}
            </div>
            {tabs.notice.view()}
            <p class="error" role="alert" hidden=move || save_error.with(Option::is_none)>
                {move || {
                    save_error.get().map(|why| t_with(EditorMsg::SaveFailed, &[("why", &why)]))
                }}
            </p>
            <DraftList current=Signal::derive(move || state.with(|s| s.id.clone())) revision=kept.into() />
        </div>
    }
}
