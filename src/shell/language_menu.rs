//! The language menu: each language named in itself, and the browser's choice; the pick is
//! kept with the preferences. A chunk of its own, fetched once the page around it is up.

use crate::i18n::ChunksMsg;
use crate::i18n::{self, t_with, tr, LanguageMsg, Locale};
use crate::shell::lazy::Lazy;
use crate::shell::prefs::{use_prefs, PrefsStoreFields};
use leptos::prelude::*;

/// The value of the menu's first option, which follows the browser.
const BROWSER: &str = "";

/// The menu's place on a page.
#[component]
pub fn LanguageMenu() -> impl IntoView {
    view! { <Lazy load=menu_chunk what=ChunksMsg::LanguageMenu quiet=true later=true /> }
}

crate::split_chunk! {
    fn menu_chunk in language_menu => || view! { <Menu /> }.into_any()
}

#[component]
fn Menu() -> impl IntoView {
    let prefs = use_prefs();
    let kept = move || prefs.language().get().unwrap_or_default();
    let choose = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        let picked = Locale::from_tag(&value).map(|l| l.tag().to_string());
        prefs.language().set(picked);
    };
    view! {
        <label class="language-menu">
            {tr(LanguageMsg::Label)}
            " "
            <select data-testid="language-menu" on:change=choose>
                <option value=BROWSER prop:selected=move || kept().is_empty()>
                    {move || t_with(LanguageMsg::Browser, &[("name", i18n::from_browser().native_name())])}
                </option>
                {Locale::ALL
                    .into_iter()
                    .map(|locale| {
                        view! {
                            <option
                                value=locale.tag()
                                lang=locale.tag()
                                prop:selected=move || kept() == locale.tag()
                            >
                                {locale.native_name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
