//! A save read and written without serde ([`plain_json`]), as the page reads and writes every
//! game's: the same fields, defaults, aliases and versions as its serde form in `save.rs`, and
//! the game's own fields beside them ([`ExtraFields`], serde's `flatten`), held to it by this
//! module's tests.

use crate::entry::EntryKind;
use crate::save::{Save, SavedEntry};
use plain_json::{record, Fields, Json, JsonError, Plain, Writer};

impl EntryKind {
    /// The name a save writes for the kind (serde's `snake_case` of the variant).
    pub fn name(self) -> &'static str {
        match self {
            EntryKind::Play => "play",
            EntryKind::Hint => "hint",
            EntryKind::Reveal => "reveal",
            EntryKind::Restart => "restart",
            EntryKind::OpenShared => "open_shared",
            EntryKind::Assist => "assist",
        }
    }
}

const KINDS: [EntryKind; 6] = [
    EntryKind::Play,
    EntryKind::Hint,
    EntryKind::Reveal,
    EntryKind::Restart,
    EntryKind::OpenShared,
    EntryKind::Assist,
];

impl Plain for EntryKind {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let Json::String(name) = value else {
            return Err(JsonError::kind("an entry kind", value));
        };
        KINDS
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| JsonError::value("not an entry kind"))
    }

    fn write(&self, out: &mut Writer) {
        out.string(self.name());
    }
}

record!(SavedEntry {
    kind: required,
    mv as "move": required,
});

/// A game's own fields in its saves, beside the common ones in the same object (Slide's mode,
/// counter and selected gap): read from the save's object, written after its fields.
pub trait ExtraFields: Sized {
    fn read(fields: &Fields) -> Result<Self, JsonError>;
    /// Writes each field's name and value into the save's open object.
    fn write(&self, out: &mut Writer);
}

/// Hashi's saves have no fields of their own.
impl ExtraFields for () {
    fn read(_: &Fields) -> Result<Self, JsonError> {
        Ok(())
    }

    fn write(&self, _: &mut Writer) {}
}

/// A save in any version this code reads.
impl<X: ExtraFields> Plain for Save<X> {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        let version = match fields.get("version", &[])? {
            Some(version) => u32::read(version).map_err(|e| e.within("version"))?,
            // Hashi's version 1 saves wrote none.
            None => 1,
        };
        let entries: Option<Vec<SavedEntry>> = fields.or_default("entries")?;
        // Version 1's plain moves: Slide's `moves`, Hashi's `actions`.
        let moves: Option<Vec<String>> = fields.or_default_alias("moves", &["actions"])?;
        let entries = match (entries, moves) {
            (Some(entries), None) => entries,
            (None, Some(moves)) => moves.into_iter().map(SavedEntry::play).collect(),
            (Some(_), Some(_)) => {
                return Err(JsonError::value(
                    "a save lists either entries or moves, not both",
                ))
            }
            (None, None) => return Err(JsonError::value("the save lists no moves")),
        };
        Ok(Save {
            version,
            game: fields.or_default("game")?,
            start: fields.required_or_alias("start", &["puzzle"])?,
            entries,
            position: fields.required("position")?,
            hints_used: fields.or_default("hints_used")?,
            hints_by_depth: fields.or_default("hints_by_depth")?,
            revealed: fields.or_default("revealed")?,
            times: fields.or_default("times")?,
            extra: X::read(&fields)?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.field("version", &self.version);
        out.field("game", &self.game);
        out.field("start", &self.start);
        out.field("entries", &self.entries);
        out.field("position", &self.position);
        out.field("hints_used", &self.hints_used);
        if !self.hints_by_depth.is_empty() {
            out.field("hints_by_depth", &self.hints_by_depth);
        }
        out.field("revealed", &self.revealed);
        if !self.times.is_empty() {
            out.field("times", &self.times);
        }
        self.extra.write(out);
        out.close_object();
    }
}

#[cfg(test)]
mod tests;
