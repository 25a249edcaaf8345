//! Every word a player reads, in their language. English is built in; another language's
//! messages are fetched from its locale file (hashed, precached) the first time it is chosen.
//! The choice: `?lang=` on the link for this visit, else the one kept in the preferences, else
//! the first of the browser's languages the game speaks. Components ask for a message (a
//! variant of its group's enum, `HubMsg::Heading`) and get it in the current language,
//! tracked, so that a change of language redraws it.

#[cfg(all(test, target_arch = "wasm32"))]
mod in_browser;
#[cfg(test)]
mod tests;

use crate::shell::fetch::FetchError;
pub use hashi_words::catalog;
pub use hashi_words::catalog::enums::*;
use hashi_words::fill;
use hashi_words::CatalogError;
pub use hashi_words::{number, Catalog, Locale, Message};
use leptos::prelude::*;
use std::cell::Cell;
use std::sync::Arc;

/// The language shown and its messages, provided to the whole app.
#[derive(Clone, Copy)]
pub struct Language {
    catalog: RwSignal<Arc<Catalog>>,
}

/// Chooses the language, provides it, and follows `kept` (the preferences' choice, a tag such
/// as "pt-BR"; None follows the browser) from then on. A locale file that cannot be had leaves
/// the page in the language it was in, and says so through `notify`. The kept language comes
/// in as a value so that the words stand below the shell that keeps the preferences.
pub fn provide(
    kept: Signal<Option<String>>,
    notify: impl Fn(String) + Clone + 'static,
) -> Language {
    let language = Language {
        catalog: RwSignal::new(Arc::new(Catalog::english())),
    };
    provide_context(language);
    APP.with(|app| app.set(Some(language)));
    let asked = from_link();
    Effect::new(move |before: Option<()>| {
        let kept = kept.get();
        // The link's language holds until the player picks one in the settings.
        let wanted = asked
            .filter(|_| before.is_none())
            .or_else(|| kept.as_deref().and_then(Locale::from_tag))
            .unwrap_or_else(from_browser);
        let notify = notify.clone();
        leptos::task::spawn_local(async move {
            match load(wanted).await {
                Ok(catalog) => {
                    set_document_language(wanted);
                    language.catalog.set(Arc::new(catalog));
                }
                // Said in the language the page stays in.
                Err(why) => notify(t_with(
                    ShellMsg::LanguageFailed,
                    &[("name", wanted.native_name()), ("why", &why.reason())],
                )),
            }
        });
    });
    language
}

/// The current language (English where no app provides one, as in the browser tests of a
/// single screen).
pub fn current() -> Locale {
    with_catalog(Catalog::locale)
}

/// `msg` in the current language.
pub fn t(msg: impl Message) -> String {
    with_catalog(|c| c.text(msg, 1).to_string())
}

/// `msg` in the current language, as a view or an attribute that follows the language. One
/// closure type for every message, so that the view code behind it is built once, not once
/// per place that shows a message.
pub fn tr<M: Message + Send + Sync>(msg: M) -> impl Fn() -> String + Copy + Send + Sync + 'static {
    move || t(msg)
}

/// `msg` with its placeholders filled from `args` (`("name", value)`).
pub fn t_with(msg: impl Message, args: &[(&str, &str)]) -> String {
    with_catalog(|c| fill(c.text(msg, 1), args))
}

/// `msg` in the plural form `count` takes, its `{count}` written as the language writes
/// numbers, and its other placeholders filled from `args`.
pub fn t_count(msg: impl Message, count: u64, args: &[(&str, &str)]) -> String {
    // `Catalog::say_count` written out, as `t` and `t_with` write theirs: the main module has
    // these once per message type, and through the method it measured 0.1 KB brotli larger.
    with_catalog(|c| {
        let number = number(c.locale(), count);
        let mut all = vec![("count", number.as_str())];
        all.extend_from_slice(args);
        fill(c.text(msg, count), &all)
    })
}

/// `msg` split where its `{link}` goes, so that a link sits inside the sentence wherever the
/// language puts it.
pub fn around_link(msg: impl Message) -> (String, String) {
    let text = t(msg);
    match text.split_once("{link}") {
        Some((before, after)) => (before.to_string(), after.to_string()),
        None => (text, String::new()),
    }
}

thread_local! {
    /// The app's language, for the code that runs outside any component (a worker's answer
    /// arriving in a task), where no context reaches.
    static APP: Cell<Option<Language>> = const { Cell::new(None) };
}

/// Runs `f` with the current language's catalog, tracked where a component asks: the
/// writers of `hashi-words` take the language as a value, and the page hands them this one.
pub fn with_catalog<T>(f: impl FnOnce(&Catalog) -> T) -> T {
    match use_context::<Language>() {
        Some(language) => language.catalog.with(|c| f(c)),
        None => match APP
            .with(Cell::get)
            .and_then(|l| l.catalog.try_get_untracked())
        {
            Some(catalog) => f(&catalog),
            None => f(&Catalog::english()),
        },
    }
}

/// Runs `f` with `catalog` as the app's language (the unit tests of a language's sentences).
#[cfg(test)]
pub(crate) fn with_language<T>(catalog: Catalog, f: impl FnOnce() -> T) -> T {
    let language = Language {
        catalog: RwSignal::new(Arc::new(catalog)),
    };
    let before = APP.with(|app| app.replace(Some(language)));
    let out = f();
    APP.with(|app| app.set(before));
    out
}

/// A calendar day as the current language writes it ("24 Nov 2026", "2026年11月24日").
pub fn date(day: hashi_core::daily::Date) -> String {
    date_part(day, &[("dateStyle", "medium")]).unwrap_or_else(|| day.to_string())
}

/// Part of a calendar day as the current language writes it, by `Intl.DateTimeFormat`'s
/// `options` (`[("month", "long"), ("year", "numeric")]` gives "November 2026"); `None` where
/// there is no browser (native tests), for the caller's English.
pub fn date_part(day: hashi_core::daily::Date, options: &[(&str, &str)]) -> Option<String> {
    let locale = current();
    #[cfg(target_arch = "wasm32")]
    {
        // Noon UTC, written in UTC: the same day whatever the player's time zone.
        let at = js_sys::Date::new_0();
        at.set_utc_full_year_with_month_date(
            day.year() as u32,
            i32::from(day.month()) - 1,
            i32::from(day.day()),
        );
        at.set_utc_hours(12);
        let object = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&object, &"timeZone".into(), &"UTC".into());
        for (name, value) in options {
            let _ = js_sys::Reflect::set(&object, &(*name).into(), &(*value).into());
        }
        at.to_locale_date_string(locale.tag(), &object).as_string()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (locale, day, options);
        None
    }
}

// Worded here rather than in `shell::fetch`, which the language files are fetched through.
impl FetchError {
    /// The reason, in the current language.
    pub fn reason(&self) -> String {
        match self {
            FetchError::Network(detail) => t_with(ShellMsg::FetchNetwork, &[("detail", detail)]),
            FetchError::Status(status) => {
                t_with(ShellMsg::FetchStatus, &[("status", &status.to_string())])
            }
            FetchError::Unreadable(detail) => {
                t_with(ShellMsg::FetchUnreadable, &[("detail", detail)])
            }
            FetchError::NotText => t(ShellMsg::FetchNotText),
        }
    }
}

/// Why a language's messages could not be had.
enum LoadError {
    Fetch(FetchError),
    /// The chunk that reads locale files could not be downloaded.
    NoReader,
    Damaged(CatalogError),
}

impl LoadError {
    /// The reason, in the current language.
    fn reason(&self) -> String {
        match self {
            LoadError::Fetch(why) => why.reason(),
            LoadError::NoReader => t(ShellMsg::ReaderNotDownloaded),
            LoadError::Damaged(CatalogError::NotJson(why)) => {
                t_with(ShellMsg::LanguageNotJson, &[("why", why)])
            }
            LoadError::Damaged(CatalogError::NotAnObject) => t(ShellMsg::LanguageNotObject),
            LoadError::Damaged(CatalogError::BadGroup(group)) => {
                t_with(ShellMsg::LanguageBadGroup, &[("group", group)])
            }
        }
    }
}

async fn load(locale: Locale) -> Result<Catalog, LoadError> {
    let Some((_, url)) = catalog::FILES.iter().find(|(tag, _)| *tag == locale.tag()) else {
        return Ok(Catalog::english());
    };
    let text = crate::shell::fetch::text(url)
        .await
        .map_err(LoadError::Fetch)?;
    let read = catalog_reader().await.map_err(|_| LoadError::NoReader)?;
    read(locale, &text).map_err(LoadError::Damaged)
}

/// Reads a locale file.
type Reader = fn(Locale, &str) -> Result<Catalog, CatalogError>;

crate::split_chunk! {
    /// Reading a locale file, a chunk of its own: English, built in, needs none of it.
    fn catalog_reader in locale_reader -> Reader => Catalog::parse
}

/// `?lang=xx` on the page's address.
fn from_link() -> Option<Locale> {
    let search = web_sys::window()?.location().search().ok()?;
    let query = search.strip_prefix('?').unwrap_or(&search);
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
        .and_then(Locale::from_tag)
}

/// The first of `navigator.languages` the game speaks.
pub fn from_browser() -> Locale {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Locale::En;
    };
    let wanted: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    Locale::negotiate(wanted.iter().map(String::as_str))
}

/// `<html lang>`, which screen readers and line breaking follow, and the web app manifest in
/// the language (the build writes one per language: xtask's assets step), so that an install
/// names the game in it.
fn set_document_language(locale: Locale) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", locale.tag());
    }
    if let Ok(Some(link)) = document.query_selector("link[rel=manifest]") {
        let href = match locale {
            Locale::En | Locale::Pseudo => "/manifest.webmanifest".to_string(),
            other => format!("/manifest-{}.webmanifest", other.tag()),
        };
        let _ = link.set_attribute("href", &href);
    }
}
