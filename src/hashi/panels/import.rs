//! The import panel: paste or open a puzzle in any core format; errors show where they are.
//! The core's error travels as it is, and is put in words where it is shown, in the player's
//! language, by the `parse_words` chunk (fetched as the panel opens). Below it, a collection
//! of many puzzles becomes a personal pack (`collection_import`).

use crate::hashi::panels::collection_import::CollectionImport;
use crate::hashi::parse_words::{parse_words, ReadWords};
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::i18n::{t, tr, ImportMsg};
use crate::shell::arriving::Arriving;
use crate::shell::file_input::chosen_file;
use hashi_core::formats::{import, ParseError};
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;

/// Why nothing was opened: the text is no puzzle in any format, or the file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Unopened {
    Unreadable(ParseError),
    NoFile,
}

impl Unopened {
    /// The sentence, once the parse errors' words are here (`say_parse`).
    fn text(&self, say_parse: Option<fn(&ParseError) -> String>) -> Option<String> {
        match self {
            Unopened::Unreadable(why) => say_parse.map(|say| say(why)),
            Unopened::NoFile => Some(t(ImportMsg::NoFile)),
        }
    }
}

#[component]
pub fn ImportPanel() -> impl IntoView {
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<Unopened>);
    let navigate = use_navigate();
    // Fetched now, so that an error is said as soon as Open is pressed; where it cannot be
    // fetched (offline before it was ever cached), the core's terse words say it.
    let say_parse =
        Arriving::new(|| async { parse_words().await.unwrap_or(ReadWords::TERSE).text });
    let open = move || match import(&text.get_untracked()) {
        Ok(imported) => {
            error.set(None);
            navigate(
                &PuzzleRef::imported(&imported.puzzle).path(),
                NavigateOptions::default(),
            );
        }
        Err(e) => error.set(Some(Unopened::Unreadable(e))),
    };
    let open_on_submit = open.clone();
    // Reading a chosen file fills the text box; the player then presses Open.
    let on_file = move |ev: leptos::ev::Event| {
        let Some((_, file)) = chosen_file(&ev) else {
            return;
        };
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                Ok(value) => text.set(value.as_string().unwrap_or_default()),
                Err(_) => error.set(Some(Unopened::NoFile)),
            }
        });
    };
    view! {
        <div class="import-panels">
            <form
                class="panel import"
                data-testid="import-panel"
                on:submit=move |ev| {
                    ev.prevent_default();
                    open_on_submit();
                }
            >
                <label class="import-text">
                    {tr(ImportMsg::Label)}
                    <textarea
                        data-testid="import-text"
                        rows="6"
                        prop:value=move || text.get()
                        on:input=move |ev| text.set(event_target_value(&ev))
                    ></textarea>
                </label>
                <input type="file" data-testid="import-file" accept=".txt,.json,.has" on:change=on_file />
                <button type="submit" data-testid="import-open">
                    {tr(ImportMsg::Open)}
                </button>
                <p class="error" data-testid="import-error" role="alert" hidden=move || error.with(Option::is_none)>
                    {move || {
                        let say_parse = say_parse.get();
                        error.with(|e| e.as_ref().and_then(|e| e.text(say_parse)))
                    }}
                </p>
            </form>
            <CollectionImport say_parse />
        </div>
    }
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn import_chunk in import => || view! { <ImportPanel /> }.into_any()
}
