//! Snapshots: named positions the player saves to come back to ("before I try the left side"),
//! kept with the game's save under their own key, listed newest first and restored as one
//! undoable action.

use crate::hashi::play::context::GameContext;
use crate::hashi::play::context::PuzzleInfo;
use crate::hashi::records::snapshots::{self as records, Snapshot};
use crate::i18n::{t, t_count, t_with, tr, SnapshotsMsg, WordsMsg};
use crate::shell::style_sheet;
use crate::shell::tab_sync::listen;
use hashi_core::game::parse_action;
use hashi_core::Game;
use leptos::prelude::*;

/// What the panel last said, kept as what happened so that it reads in the language shown.
#[derive(Clone)]
enum Said {
    Saved,
    Back(String),
    Unreadable { name: String, why: String },
    NotKept(String),
}

impl Said {
    fn text(&self) -> String {
        match self {
            Said::Saved => t(SnapshotsMsg::Saved),
            Said::Back(name) => t_with(SnapshotsMsg::BackAt, &[("name", name)]),
            Said::Unreadable { name, why } => {
                t_with(SnapshotsMsg::Unreadable, &[("name", name), ("why", why)])
            }
            Said::NotKept(why) => t_with(SnapshotsMsg::NotKept, &[("why", why)]),
        }
    }
}

/// The name a snapshot gets when the player types none: the next number in the list.
fn default_name(count: usize) -> String {
    t_with(
        SnapshotsMsg::DefaultName,
        &[("number", &(count + 1).to_string())],
    )
}

#[component]
pub fn SnapshotPanel() -> impl IntoView {
    style_sheet::adopt(
        "snapshots-style",
        include_str!("../../../style/snapshots.css"),
    );
    let ctx = expect_context::<GameContext>();
    let info = expect_context::<PuzzleInfo>();
    let storage_id = info.reference.storage_id();
    let snapshots = RwSignal::new(records::read(&storage_id));
    let name = RwSignal::new(String::new());
    let message = RwSignal::new(None::<Said>);
    // Another tab's snapshots of this puzzle show here as they are made.
    listen(records::key(&storage_id), move |text| {
        snapshots.set(records::list_from(&text))
    });
    // Each change is made to the list as stored now, so that no other tab's snapshot is lost.
    let keep = {
        let storage_id = storage_id.clone();
        move |change: Box<dyn FnOnce(Vec<Snapshot>) -> Vec<Snapshot>>| -> bool {
            match records::change(&storage_id, change) {
                Ok(list) => {
                    snapshots.set(list);
                    true
                }
                Err((list, why)) => {
                    snapshots.set(list);
                    message.set(Some(Said::NotKept(why)));
                    false
                }
            }
        }
    };
    let save = {
        let keep = keep.clone();
        move || {
            let (position, bridges) = ctx
                .game()
                .with_untracked(|g: &Game| (g.snapshot(), g.state().bridges()));
            let typed = name.get_untracked().trim().to_string();
            let name = if typed.is_empty() {
                default_name(snapshots.with_untracked(Vec::len))
            } else {
                typed
            };
            let snapshot = Snapshot {
                name,
                position,
                bridges,
            };
            if keep(Box::new(move |stored| {
                records::with_added(stored, snapshot)
            })) {
                message.set(Some(Said::Saved));
            }
        }
    };
    let restore = move |snapshot: Snapshot| match parse_action(&snapshot.position) {
        Ok(moves) => {
            ctx.change(|g| g.restore_snapshot(&moves));
            message.set(Some(Said::Back(snapshot.name)));
        }
        Err(why) => message.set(Some(Said::Unreadable {
            name: snapshot.name,
            why: why.to_string(),
        })),
    };
    let item = move |(_, snapshot): (usize, Snapshot)| {
        let keep = keep.clone();
        let gone = snapshot.clone();
        let Snapshot { name, bridges, .. } = snapshot.clone();
        let label = {
            let name = name.clone();
            move || {
                let count = t_count(WordsMsg::BridgeCount, bridges as u64, &[]);
                format!("{name} — {count}")
            }
        };
        view! {
            <li class="snapshot" data-testid="snapshot">
                <span class="snapshot-name">{label}</span>
                <button data-testid="snapshot-restore" on:click=move |_| restore(snapshot.clone())>
                    {tr(SnapshotsMsg::Restore)}
                </button>
                <button
                    class="link-button"
                    aria-label=move || t_with(SnapshotsMsg::DeleteLabel, &[("name", &name)])
                    on:click=move |_| {
                        let gone = gone.clone();
                        keep(Box::new(move |stored| records::without(stored, &gone)));
                    }
                >
                    {tr(SnapshotsMsg::Delete)}
                </button>
            </li>
        }
    };
    view! {
        <div class="panel snapshot-panel">
            <form
                class="snapshot-form"
                on:submit=move |ev| {
                    ev.prevent_default();
                    save();
                    name.set(String::new());
                }
            >
                <label>
                    {tr(SnapshotsMsg::Name)}
                    " "
                    <input
                        data-testid="snapshot-name"
                        placeholder=move || default_name(snapshots.with(Vec::len))
                        prop:value=move || name.get()
                        on:input=move |ev| name.set(event_target_value(&ev))
                    />
                </label>
                <button type="submit" data-testid="snapshot-save">
                    {tr(SnapshotsMsg::Save)}
                </button>
            </form>
            <ul class="snapshot-list" data-testid="snapshot-list" aria-label=tr(SnapshotsMsg::List)>
                {move || snapshots.get().into_iter().enumerate().map(item.clone()).collect_view()}
            </ul>
            <p class="muted" hidden=move || snapshots.with(|s| !s.is_empty())>
                {tr(SnapshotsMsg::NoneYet)}
            </p>
            <p role="status">{move || message.with(|m| m.as_ref().map(Said::text))}</p>
        </div>
    }
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn snapshots_chunk in snapshots => || view! { <SnapshotPanel /> }.into_any()
}
