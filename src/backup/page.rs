//! The "Your progress" page (`/backup`): Back up writes one file with everything this browser
//! keeps; Restore reads one back, checks it whole and merges it with what is here, or says
//! what is wrong with it and changes nothing. The file goes out through the phone's share
//! sheet where the browser can share files, else as a download. It also says whether the
//! browser keeps the site's storage for good.

use super::error::BackupError;
use super::format;
use super::send::{self, Sent};
use super::{local, merge, nudge, read};
use crate::i18n::{t, t_count, t_with, tr, BackupMsg as Msg, WordsMsg};
use crate::shell::arriving::Arriving;
use crate::shell::clock;
use crate::shell::file_input::chosen_file;
use crate::shell::persist::{self, Persistence};
use crate::shell::prefs::use_prefs;
use leptos::prelude::*;
use leptos_router::components::A;
use wasm_bindgen_futures::JsFuture;

/// What the last action made of it, for the line under the buttons: kept as what happened
/// so that it reads in the language shown.
#[derive(Clone)]
enum Outcome {
    Saved {
        name: String,
        kilobytes: usize,
        counts: Counts,
        /// Through the share sheet rather than as a download.
        shared: bool,
    },
    /// The share sheet was closed: nothing was sent.
    Cancelled,
    Restored {
        from_file: usize,
        kept_here: usize,
    },
    Refused(Refusal),
}

/// Why nothing was saved or restored.
#[derive(Clone)]
enum Refusal {
    NotSaved,
    Unreadable,
    Backup(BackupError),
    /// The browser refused a record, with its reason when it gave one.
    NotWritten(Option<String>),
}

/// What a backup holds, counted.
#[derive(Clone, Copy)]
struct Counts {
    saves: usize,
    solved: usize,
    snapshots: usize,
    drafts: usize,
}

impl Counts {
    fn of(backup: &format::Backup) -> Counts {
        let hashi = &backup.hashi;
        Counts {
            saves: backup.save_count(),
            solved: hashi.stats.solved_ids.len(),
            snapshots: hashi.snapshots.values().map(Vec::len).sum(),
            drafts: hashi.drafts.len(),
        }
    }

    /// "3 puzzle saves, 1 puzzle solved, 2 snapshots, 0 editor drafts and your settings".
    fn text(self) -> String {
        let count = |msg, n: usize| t_count(msg, n as u64, &[]);
        t_with(
            Msg::Contents,
            &[
                ("saves", &count(Msg::Saves, self.saves)),
                ("solved", &count(Msg::Solved, self.solved)),
                ("snapshots", &count(Msg::Snapshots, self.snapshots)),
                ("drafts", &count(Msg::Drafts, self.drafts)),
            ],
        )
    }
}

impl Outcome {
    fn text(&self) -> String {
        match self {
            Outcome::Saved {
                name,
                kilobytes,
                counts,
                shared,
            } => t_with(
                if *shared { Msg::Shared } else { Msg::Saved },
                &[
                    ("name", name),
                    ("size", &kilobytes.to_string()),
                    ("contents", &counts.text()),
                ],
            ),
            Outcome::Restored {
                from_file,
                kept_here,
            } => {
                let restored = t_with(
                    Msg::Restored,
                    &[("saves", &t_count(Msg::Saves, *from_file as u64, &[]))],
                );
                match kept_here {
                    0 => restored,
                    n => format!("{restored} {}", t_count(Msg::KeptHere, *n as u64, &[])),
                }
            }
            Outcome::Cancelled => t(Msg::ShareCancelled),
            Outcome::Refused(Refusal::NotSaved) => t(Msg::NotSaved),
            Outcome::Refused(Refusal::Unreadable) => t(Msg::Unreadable),
            Outcome::Refused(Refusal::Backup(why)) => {
                t_with(Msg::Refused, &[("why", &why.to_string())])
            }
            Outcome::Refused(Refusal::NotWritten(why)) => {
                let why = why.clone().unwrap_or_else(|| t(Msg::StorageFull));
                t_with(Msg::NotRestored, &[("why", &why)])
            }
        }
    }
}

#[component]
pub fn BackupPage() -> impl IntoView {
    let prefs = use_prefs();
    let outcome = RwSignal::new(None::<Outcome>);
    let kept = Arriving::new(persist::status);
    let back_up = move |_| {
        let backup = local::gather(js_sys::Date::now() as u64);
        let name = format!("hashi-backup-{}.json", clock::today());
        let text = backup.to_json();
        let (kilobytes, counts) = (text.len().div_ceil(1000), Counts::of(&backup));
        leptos::task::spawn_local(async move {
            let sent = send::send(name.clone(), text).await;
            if matches!(sent, Ok(Sent::Shared | Sent::Downloaded)) {
                nudge::note_backup();
            }
            outcome.set(Some(match sent {
                Ok(Sent::Downloaded) => Outcome::Saved {
                    kilobytes,
                    counts,
                    name,
                    shared: false,
                },
                Ok(Sent::Shared) => Outcome::Saved {
                    kilobytes,
                    counts,
                    name,
                    shared: true,
                },
                Ok(Sent::Cancelled) => Outcome::Cancelled,
                Err(_) => Outcome::Refused(Refusal::NotSaved),
            }));
        });
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
                    outcome.set(Some(Outcome::Refused(Refusal::Unreadable)));
                    return;
                }
            };
            let incoming = match read::read(&text) {
                Ok(backup) => backup,
                Err(why) => {
                    outcome.set(Some(Outcome::Refused(Refusal::Backup(why))));
                    return;
                }
            };
            let here = local::gather(js_sys::Date::now() as u64);
            let merged = merge::merge(here, incoming);
            if let Err(why) = local::write(&merged.records) {
                outcome.set(Some(Outcome::Refused(Refusal::NotWritten(why))));
                return;
            }
            // The preferences in use follow what was stored, or the next change of a
            // setting would write the old ones back.
            if let Some(settings) = merged.records.settings.clone() {
                prefs.set(settings);
            }
            outcome.set(Some(Outcome::Restored {
                from_file: merged.saves_from_file,
                kept_here: merged.saves_kept_here,
            }));
        });
    };
    let kept_line = move || {
        kept.get().map(|answer| {
            t(match answer {
                Persistence::Granted => Msg::KeptGranted,
                Persistence::NotGranted => Msg::KeptNotGranted,
                Persistence::Unknown => Msg::KeptUnknown,
            })
        })
    };
    view! {
        <section class="backup-page" data-testid="backup-page">
            <nav aria-label=tr(WordsMsg::Breadcrumb)>
                <A href="/">{tr(WordsMsg::Games)}</A>
            </nav>
            <h1>{tr(Msg::Heading)}</h1>
            <p>{tr(Msg::Intro)}</p>
            <p data-testid="storage-kept">{kept_line}</p>
            <h2>{tr(Msg::BackUp)}</h2>
            <p>{tr(Msg::BackUpWhat)}</p>
            <button data-testid="backup-download" on:click=back_up>
                {tr(Msg::BackUpButton)}
            </button>
            <h2>{tr(Msg::Restore)}</h2>
            <p>{tr(Msg::RestoreWhat)}</p>
            <label class="backup-restore">
                {tr(Msg::RestoreLabel)}
                " "
                <input type="file" data-testid="backup-restore" accept=".json,application/json" on:change=restore />
            </label>
            {move || {
                outcome
                    .with(|outcome| outcome.as_ref().map(|o| (o.text(), matches!(o, Outcome::Refused(_)))))
                    .map(|(text, refused)| {
                        if refused {
                            view! { <p class="error" data-testid="backup-message" role="alert">{text}</p> }.into_any()
                        } else {
                            view! { <p data-testid="backup-message" role="status">{text}</p> }.into_any()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backup::error::Odd;

    #[test]
    fn the_outcomes_read_as_before_in_english() {
        let saved = Outcome::Saved {
            name: "hashi-backup-2026-11-24.json".into(),
            kilobytes: 3,
            counts: Counts {
                saves: 1,
                solved: 2,
                snapshots: 0,
                drafts: 1,
            },
            shared: false,
        };
        assert_eq!(
            saved.text(),
            "Saved hashi-backup-2026-11-24.json (3 KB): 1 puzzle save, 2 puzzles solved, \
             0 snapshots, 1 editor draft and your settings. Keep it somewhere safe; Restore \
             reads it back here or in another browser."
        );
        let restored = |from_file, kept_here| {
            Outcome::Restored {
                from_file,
                kept_here,
            }
            .text()
        };
        let merged =
            "statistics, streak, snapshots, drafts and lessons merged with this browser's.";
        assert_eq!(
            restored(2, 0),
            format!("Restored: 2 puzzle saves from the file; {merged}")
        );
        assert_eq!(
            restored(1, 1),
            format!(
                "Restored: 1 puzzle save from the file; {merged} One puzzle had the same or \
                 newer progress here, which was kept."
            )
        );
        assert_eq!(
            restored(0, 3),
            format!(
                "Restored: 0 puzzle saves from the file; {merged} 3 puzzles had the same or \
                 newer progress here, which was kept."
            )
        );
        let refused = Outcome::Refused(Refusal::Backup(BackupError::Value {
            what: Odd::LastPuzzle("https://elsewhere.example/".into()),
        }));
        assert_eq!(
            refused.text(),
            "This backup is damaged: the last puzzle played, \"https://elsewhere.example/\", is \
             not the address of a Hashi puzzle. Nothing was changed."
        );
        assert_eq!(
            Outcome::Refused(Refusal::NotWritten(None)).text(),
            "The backup could not be restored (the browser's storage is full); nothing was \
             changed."
        );
    }
}
