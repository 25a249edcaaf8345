//! Snapshots: named positions the player saves to come back to ("before I try the left side"),
//! kept with the game's save under their own key, listed newest first and restored as one
//! undoable action.

use crate::hashi::play::context::GameContext;
use crate::hashi::play::context::PuzzleInfo;
use crate::shell::storage;
use hashi_core::game::parse_action;
use hashi_core::Game;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// Snapshots kept per puzzle at most; the oldest go first.
pub const MAX_SNAPSHOTS: usize = 30;

/// One saved position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub name: String,
    /// The bridges, as moves (`r,c-r,c=n` joined by `;`).
    pub position: String,
    pub bridges: usize,
}

/// Where the snapshots of a puzzle are kept.
pub const PREFIX: &str = "hashi:v1:snapshots:";

fn key(storage_id: &str) -> String {
    format!("{PREFIX}{storage_id}")
}

#[component]
pub fn SnapshotPanel() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let info = expect_context::<PuzzleInfo>();
    let storage_key = key(&info.reference.storage_id());
    let snapshots = RwSignal::new(storage::read::<Vec<Snapshot>>(&storage_key));
    let name = RwSignal::new(String::new());
    let message = RwSignal::new(None::<String>);
    let keep = {
        let storage_key = storage_key.clone();
        move |list: Vec<Snapshot>| -> bool {
            let kept = storage::write(&storage_key, &list, "The snapshot");
            snapshots.set(list);
            match kept {
                Ok(()) => true,
                Err(why) => {
                    message.set(Some(why));
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
            let mut list = snapshots.get_untracked();
            let name = if typed.is_empty() {
                format!("Position {}", list.len() + 1)
            } else {
                typed
            };
            list.insert(
                0,
                Snapshot {
                    name,
                    position,
                    bridges,
                },
            );
            list.truncate(MAX_SNAPSHOTS);
            if keep(list) {
                message.set(Some("Position saved.".into()));
            }
        }
    };
    let restore = move |snapshot: Snapshot| match parse_action(&snapshot.position) {
        Ok(moves) => {
            ctx.change(|g| g.restore_snapshot(&moves));
            message.set(Some(format!(
                "Back at “{}” (Undo returns to where you were).",
                snapshot.name
            )));
        }
        Err(why) => message.set(Some(format!("“{}” cannot be read ({why}).", snapshot.name))),
    };
    let item = move |(index, snapshot): (usize, Snapshot)| {
        let keep = keep.clone();
        let label = format!("{} — {}", snapshot.name, bridge_count(snapshot.bridges));
        let chosen = snapshot.clone();
        view! {
            <li class="snapshot" data-testid="snapshot">
                <span class="snapshot-name">{label}</span>
                <button data-testid="snapshot-restore" on:click=move |_| restore(chosen.clone())>
                    "Restore"
                </button>
                <button
                    class="link-button"
                    aria-label=format!("Delete “{}”", snapshot.name)
                    on:click=move |_| {
                        let mut list = snapshots.get_untracked();
                        if index < list.len() {
                            list.remove(index);
                        }
                        keep(list);
                    }
                >
                    "Delete"
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
                    "Name "
                    <input
                        data-testid="snapshot-name"
                        placeholder=move || format!("Position {}", snapshots.with(Vec::len) + 1)
                        prop:value=move || name.get()
                        on:input=move |ev| name.set(event_target_value(&ev))
                    />
                </label>
                <button type="submit" data-testid="snapshot-save">
                    "Save position"
                </button>
            </form>
            <ul class="snapshot-list" data-testid="snapshot-list" aria-label="Saved positions">
                {move || snapshots.get().into_iter().enumerate().map(item.clone()).collect_view()}
            </ul>
            <p class="muted" hidden=move || snapshots.with(|s| !s.is_empty())>
                "No saved positions yet: save one before trying something out."
            </p>
            <p role="status">{move || message.get().unwrap_or_default()}</p>
        </div>
    }
}

fn bridge_count(n: usize) -> String {
    match n {
        1 => "1 bridge".into(),
        n => format!("{n} bridges"),
    }
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn snapshots_chunk in snapshots => || view! { <SnapshotPanel /> }.into_any()
}
