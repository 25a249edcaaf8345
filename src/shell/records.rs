//! What the browser keeps for the app as a whole, not for one game: the settings, the two
//! dates of the backup nudge, and the one-time flags (persistent storage asked for, the
//! installed app's first start told). Each key carries its version (`hashi:v1:`); components
//! call these functions and never the storage itself.

use super::revision::{revision_of, with_revision};
use super::storage;
use hashi_core::daily::Date;
use plain_json::Plain;

/// Where the preferences are kept (the key predates the hub, hence "hashi").
pub const SETTINGS: &str = "hashi:v1:settings";
/// The date ("2026-11-28") of the last backup file made or shared from this browser.
pub const LAST_BACKUP: &str = "hashi:v1:lastBackup";
/// The date the backup nudge was last put away.
pub const NUDGE_DISMISSED: &str = "hashi:v1:backupNudgeDismissed";
/// Where it is remembered that this browser was asked for persistent storage.
const PERSIST_ASKED: &str = "hashi:v1:persistAsked";
/// Set once the installed app's first start said how to bring progress over.
const STANDALONE_TOLD: &str = "hashi:v1:standaloneTold";

/// The stored settings (their default when absent or unreadable) and the revision they carry
/// (0 for settings from before revisions); `shell::prefs` owns the type.
pub fn settings<T: Plain + Default>() -> (T, u64) {
    settings_text()
        .and_then(|text| settings_from(&text))
        .unwrap_or_default()
}

/// Settings read from their stored text (this tab's, or another tab's from the `storage`
/// event) with their revision; `None` when they cannot be read.
pub fn settings_from<T: Plain>(text: &str) -> Option<(T, u64)> {
    Some((plain_json::from_str(text).ok()?, revision_of(text)))
}

/// Keeps the settings as `revision` (written first beside their fields); the browser's reason
/// when it cannot.
pub fn keep_settings<T: Plain>(settings: &T, revision: u64) -> Result<(), String> {
    let text = plain_json::to_string(settings);
    storage::set_text(SETTINGS, &with_revision(&text, revision))
}

/// The settings' stored text, when there is any (the backup reads it with its own code).
pub fn settings_text() -> Option<String> {
    storage::get_text(SETTINGS).ok().flatten()
}

/// Stores every record of `entries` (key, text). When the browser refuses one, each key
/// written so far gets its earlier value back and the error is the browser's reason: all or
/// nothing is written.
pub fn write_all(entries: Vec<(String, String)>) -> Result<(), String> {
    let mut before: Vec<(String, Option<String>)> = Vec::new();
    for (key, value) in entries {
        before.push((key.clone(), storage::get_text(&key).ok().flatten()));
        if let Err(why) = storage::set_text(&key, &value) {
            for (key, old) in before.into_iter().rev() {
                match old {
                    Some(old) => {
                        let _ = storage::set_text(&key, &old);
                    }
                    None => storage::remove(&key),
                }
            }
            return Err(why);
        }
    }
    Ok(())
}

/// A date kept as text under `key`, if it reads as one.
fn date_at(key: &str) -> Option<Date> {
    storage::get_text(key).ok().flatten()?.parse().ok()
}

/// The date of the last backup from this browser, if any.
pub fn last_backup() -> Option<Date> {
    date_at(LAST_BACKUP)
}

/// Notes that a backup file was made on `day`.
pub fn note_backup(day: Date) {
    let _ = storage::set_text(LAST_BACKUP, &day.to_string());
}

/// The date the nudge was last put away, if ever.
pub fn nudge_dismissed() -> Option<Date> {
    date_at(NUDGE_DISMISSED)
}

/// Notes that the nudge was put away on `day`.
pub fn note_nudge_dismissed(day: Date) {
    let _ = storage::set_text(NUDGE_DISMISSED, &day.to_string());
}

/// Whether this browser may be asked for persistent storage: never asked, and able to keep
/// the answer (where nothing can be kept there is nothing to keep).
pub fn persist_unasked() -> bool {
    matches!(storage::get_text(PERSIST_ASKED), Ok(None))
}

/// Notes that persistent storage was asked for.
pub fn note_persist_asked() {
    let _ = storage::set_text(PERSIST_ASKED, "true");
}

/// Whether the installed app's first start already said its sentence.
pub fn standalone_told() -> bool {
    storage::get_text(STANDALONE_TOLD).ok().flatten().is_some()
}

/// Notes that the installed app's first start said its sentence.
pub fn note_standalone_told() {
    let _ = storage::set_text(STANDALONE_TOLD, "1");
}

/// Whether anything but the settings and the first start's flag is kept here: saves,
/// statistics, drafts...
pub fn has_progress() -> bool {
    storage::keys()
        .iter()
        .any(|key| key != SETTINGS && key != STANDALONE_TOLD)
}

/// Whether this browser keeps the site's records beyond this page.
pub fn kept() -> bool {
    storage::kept()
}
