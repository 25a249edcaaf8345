//! The "Your progress" page (`/backup`): Back up writes one file with everything this browser
//! keeps; Restore reads one back, checks it whole and merges it with what is here, or says
//! what is wrong with it and changes nothing. It also says whether the browser keeps the
//! site's storage for good.

use super::format;
use super::{local, merge};
use crate::hashi::words::counted;
use crate::shell::clock;
use crate::shell::file_input::chosen_file;
use crate::shell::persist::{self, Persistence};
use crate::shell::prefs::use_prefs;
use leptos::prelude::*;
use leptos_router::components::A;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// What the last action made of it, for the line under the buttons.
#[derive(Clone)]
enum Outcome {
    Done(String),
    Refused(String),
}

/// Hands `text` to the browser as a download named `name`.
fn download(name: &str, text: &str) -> Result<(), JsValue> {
    // Calls the page already makes where they serve (an attribute set, not the anchor's own
    // setters): each call the browser gives the app adds to its first download.
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let blob = web_sys::Blob::new_with_str_sequence(&parts)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let link: web_sys::HtmlElement = document.create_element("a")?.unchecked_into();
    link.set_attribute("href", &url)?;
    link.set_attribute("download", name)?;
    link.click();
    // The download has its own copy by now.
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// "3 saves, the statistics, 2 drafts…": what a backup holds, in a line.
fn contents(backup: &format::Backup) -> String {
    let hashi = &backup.hashi;
    let snapshots: usize = hashi.snapshots.values().map(Vec::len).sum();
    format!(
        "{}, {} solved, {}, {} and your settings",
        counted(backup.save_count() as u64, "puzzle save"),
        counted(hashi.stats.solved_ids.len() as u64, "puzzle"),
        counted(snapshots as u64, "snapshot"),
        counted(hashi.drafts.len() as u64, "editor draft"),
    )
}

#[component]
pub fn BackupPage() -> impl IntoView {
    let prefs = use_prefs();
    let outcome = RwSignal::new(None::<Outcome>);
    let kept = LocalResource::new(persist::status);
    let back_up = move |_| {
        let backup = local::gather(js_sys::Date::now() as u64);
        let name = format!("hashi-backup-{}.json", clock::today());
        let text = backup.to_json();
        outcome.set(Some(match download(&name, &text) {
            Ok(()) => Outcome::Done(format!(
                "Saved {name} ({} KB): {}. Keep it somewhere safe; Restore reads it back here or in another browser.",
                text.len().div_ceil(1000),
                contents(&backup)
            )),
            Err(_) => Outcome::Refused("This browser would not save the file.".into()),
        }));
    };
    let restore = move |ev: leptos::ev::Event| {
        let Some((input, file)) = chosen_file(&ev) else {
            return;
        };
        // Choosing the same file again must fire again.
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = match JsFuture::from(file.text()).await {
                Ok(text) => text.as_string().unwrap_or_default(),
                Err(_) => {
                    outcome.set(Some(Outcome::Refused(
                        "That file could not be read. Nothing was changed.".into(),
                    )));
                    return;
                }
            };
            let incoming = match format::read(&text) {
                Ok(backup) => backup,
                Err(why) => {
                    outcome.set(Some(Outcome::Refused(format!(
                        "{why} Nothing was changed."
                    ))));
                    return;
                }
            };
            let here = local::gather(js_sys::Date::now() as u64);
            let merged = merge::merge(here, incoming);
            if let Err(why) = local::write(&merged.records) {
                outcome.set(Some(Outcome::Refused(why)));
                return;
            }
            // The preferences in use follow what was stored, or the next change of a
            // setting would write the old ones back.
            if let Some(settings) = merged.records.settings.clone() {
                prefs.set(settings);
            }
            let kept_here = match merged.saves_kept_here {
                0 => String::new(),
                1 => " One puzzle had the same or newer progress here, which was kept.".into(),
                n => format!(" {n} puzzles had the same or newer progress here, which was kept."),
            };
            outcome.set(Some(Outcome::Done(format!(
                "Restored: {} from the file; statistics, streak, snapshots, drafts and lessons merged with this browser's.{kept_here}",
                counted(merged.saves_from_file as u64, "puzzle save"),
            ))));
        });
    };
    let kept_line = move || {
        kept.get().map(|answer| match answer {
            Persistence::Granted => "This browser has promised to keep your progress until you clear it.",
            Persistence::NotGranted => "This browser may clear your progress when space runs short or the site goes unused for a while (Safari: 7 days, unless installed). A backup keeps it safe.",
            Persistence::Unknown => "This browser does not say whether it keeps your progress. A backup keeps it safe.",
        })
    };
    view! {
        <section class="backup-page" data-testid="backup-page">
            <nav aria-label="Breadcrumb">
                <A href="/">"Games"</A>
            </nav>
            <h1>"Your progress"</h1>
            <p>
                "Everything is kept in this browser only: every puzzle's save, your statistics and daily streak, snapshots, editor drafts, lessons, Slide and your settings."
            </p>
            <p data-testid="storage-kept">{kept_line}</p>
            <h2>"Back up"</h2>
            <p>"One file (readable JSON) with all of it."</p>
            <button data-testid="backup-download" on:click=back_up>
                "Back up to a file"
            </button>
            <h2>"Restore"</h2>
            <p>
                "Reads a backup file. Every save in it is checked by replaying it through the rules; a damaged file changes nothing. Of two saves of one puzzle the newer is kept, of two statistics the better."
            </p>
            <label class="backup-restore">
                "Restore from a file "
                <input type="file" data-testid="backup-restore" accept=".json,application/json" on:change=restore />
            </label>
            {move || {
                outcome.get().map(|outcome| match outcome {
                    Outcome::Done(text) => view! { <p data-testid="backup-message" role="status">{text}</p> }.into_any(),
                    Outcome::Refused(text) => {
                        view! { <p class="error" data-testid="backup-message" role="alert">{text}</p> }.into_any()
                    }
                })
            }}
        </section>
    }
}

crate::split_chunk! {
    /// The page, a chunk of its own: no puzzle needs it.
    pub fn backup_chunk in backup => || view! { <BackupPage /> }.into_any()
}
