//! The browser's side of a backup: gathers every game's records (each through its part) into
//! a [`Backup`], and writes a merged one back, all of it or, when the browser refuses a write
//! (storage full), none of it.

use super::format::{Backup, HashiRecords, SlideRecords};
use super::json;
use super::part::Part;
use crate::shell::prefs::Prefs;
use crate::shell::records as app_records;
use crate::shell::revision::{revision_of, with_revision};

/// Everything this browser keeps, as one backup made at `now_ms`. Records the checks refuse
/// are left out (the game would set them aside on opening), so that every backup restores.
pub fn gather(now_ms: u64) -> Backup {
    let settings = app_records::settings_text().and_then(|text| json::from_text(&text).ok());
    let mut backup = Backup::new(
        now_ms,
        HashiRecords::export(),
        SlideRecords::export(),
        settings,
    );
    super::validate::drop_refused(&mut backup);
    backup
}

/// Every record of `records` as a key and its stored JSON.
fn entries(records: &Backup) -> Vec<(String, String)> {
    let mut out = records.hashi.entries();
    out.extend(records.slide.entries());
    if let Some(settings) = &records.settings {
        out.push((app_records::SETTINGS.into(), settings_record(settings)));
    }
    out
}

/// The settings' record to store: the one stored here when it holds the same settings (a
/// restore that changes nothing writes nothing new), else the settings as the revision after
/// the one stored here, so that every open tab takes them in.
fn settings_record(settings: &Prefs) -> String {
    let here = app_records::settings_text();
    let revision = here.as_deref().map_or(0, revision_of);
    match here {
        Some(text) if json::from_text::<Prefs>(&text).ok().as_ref() == Some(settings) => text,
        _ => with_revision(&json::compact(settings), revision.saturating_add(1)),
    }
}

/// Writes every record of `records`. When the browser refuses one, each key written so far
/// gets its earlier value back and the error is the browser's reason, when it gives one: a
/// restore changes all or nothing.
pub fn write(records: &Backup) -> Result<(), Option<String>> {
    app_records::write_all(entries(records)).map_err(Some)
}
