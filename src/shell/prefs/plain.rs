//! The preferences read and written without serde ([`plain_json`]), as every page's first
//! load reads them: the same stored names and leniency as their serde form (which the backup
//! uses), held to it by tests.

use super::{Prefs, Step, Theme};
use plain_json::{Fields, Json, JsonError, Plain, Writer};

impl Theme {
    /// A stored theme; anything else (a theme of a newer version, a damaged value) is the
    /// system's, rather than losing every other setting with it.
    fn lenient(value: Option<&Json>) -> Option<Theme> {
        match value? {
            Json::String(name) => [Theme::Light, Theme::Dark, Theme::Contrast]
                .into_iter()
                .find(|&theme| Theme::name(Some(theme)) == name),
            _ => None,
        }
    }
}

impl Step {
    /// A stored size; anything else is the standard one.
    fn lenient(value: Option<&Json>) -> Step {
        match value {
            Some(Json::String(name)) => Step::from_name(name).unwrap_or_default(),
            _ => Step::default(),
        }
    }
}

impl Plain for Prefs {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(Prefs {
            free_mode: fields.or_default("free_mode")?,
            show_errors: fields.or_default("show_errors")?,
            theme: Theme::lenient(fields.get("theme", &[])?),
            show_pips: fields.or_default("show_pips")?,
            show_remaining: fields.or_default("show_remaining")?,
            colour_groups: fields.or_default("colour_groups")?,
            line_size: Step::lenient(fields.get("line_size", &[])?),
            number_size: Step::lenient(fields.get("number_size", &[])?),
            haptics: fields.or_default("haptics")?,
            left_handed: fields.or_default("left_handed")?,
            hide_timer: fields.or_default("hide_timer")?,
            keep_awake: fields.or_default("keep_awake")?,
            language: fields.or_default("language")?,
            hints_from_reason: fields.or_default("hints_from_reason")?,
            finish_forced: fields.or_default("finish_forced")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        let flag = |out: &mut Writer, name: &str, value: bool| {
            out.field(name, &value);
        };
        out.open_object();
        flag(out, "free_mode", self.free_mode);
        out.field("show_errors", &self.show_errors);
        out.name("theme");
        match self.theme {
            Some(theme) => out.string(Theme::name(Some(theme))),
            None => out.null(),
        }
        flag(out, "show_pips", self.show_pips);
        flag(out, "show_remaining", self.show_remaining);
        flag(out, "colour_groups", self.colour_groups);
        out.name("line_size");
        out.string(self.line_size.name());
        out.name("number_size");
        out.string(self.number_size.name());
        flag(out, "haptics", self.haptics);
        flag(out, "left_handed", self.left_handed);
        flag(out, "hide_timer", self.hide_timer);
        flag(out, "keep_awake", self.keep_awake);
        out.field("language", &self.language);
        flag(out, "hints_from_reason", self.hints_from_reason);
        flag(out, "finish_forced", self.finish_forced);
        out.close_object();
    }
}
