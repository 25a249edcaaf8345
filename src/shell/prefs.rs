//! The player's preferences: one store, provided to the whole app; one effect applies them to
//! the page (the theme, line and number sizes) and writes them to localStorage, and what other
//! tabs store is taken in at once (the rule for several tabs is [`Known`]'s). Nothing else
//! reads or writes the stored record.

use super::not_saved::{NotSaved, Unsaved};
use super::records;
use super::revision::{is_newer, next_revision};
use super::tab_sync::listen;
use leptos::prelude::*;
use reactive_stores::Store;
use serde::{Deserialize, Serialize};

/// A colour scheme chosen over the system's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    Light,
    Dark,
    /// Black on white with the strongest accents, for low vision and bright sun.
    Contrast,
}

impl Theme {
    /// The theme button's order: system, then light, dark and high contrast.
    pub fn next(theme: Option<Theme>) -> Option<Theme> {
        match theme {
            None => Some(Theme::Light),
            Some(Theme::Light) => Some(Theme::Dark),
            Some(Theme::Dark) => Some(Theme::Contrast),
            Some(Theme::Contrast) => None,
        }
    }

    pub fn name(theme: Option<Theme>) -> &'static str {
        match theme {
            None => "system",
            Some(Theme::Light) => "light",
            Some(Theme::Dark) => "dark",
            Some(Theme::Contrast) => "contrast",
        }
    }
}

/// One of three sizes of a part of the board (its lines, its numbers).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Step {
    #[default]
    Standard,
    Larger,
    Largest,
}

impl Step {
    pub const ALL: [Step; 3] = [Step::Standard, Step::Larger, Step::Largest];

    /// What the settings call it, and its stored name.
    pub fn name(self) -> &'static str {
        match self {
            Step::Standard => "standard",
            Step::Larger => "larger",
            Step::Largest => "largest",
        }
    }

    pub fn from_name(name: &str) -> Option<Step> {
        Step::ALL.into_iter().find(|step| step.name() == name)
    }

    /// The factor on lines drawn at this step: thick enough to see in sunlight, thin enough
    /// that a double bridge's two lines stay apart.
    fn line_scale(self) -> &'static str {
        match self {
            Step::Standard => "1",
            Step::Larger => "1.35",
            Step::Largest => "1.7",
        }
    }

    /// The factor on the islands' numbers: the largest still fits two digits in a circle.
    fn number_scale(self) -> &'static str {
        match self {
            Step::Standard => "1",
            Step::Larger => "1.15",
            Step::Largest => "1.3",
        }
    }
}

/// Everything the player can set; the stored JSON keeps the field names it always had.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize, Store)]
pub struct Prefs {
    /// Islands may take more bridges than their number.
    #[serde(default)]
    pub free_mode: bool,
    /// Error marks while playing; None follows the difficulty (on below hard).
    #[serde(default)]
    pub show_errors: Option<bool>,
    /// None follows the system. An unknown stored value falls back to it.
    #[serde(default, deserialize_with = "lenient_theme")]
    pub theme: Option<Theme>,
    /// Pips toward the directions where an island can still take a bridge.
    #[serde(default)]
    pub show_pips: bool,
    /// Each island's count of bridges still needed.
    #[serde(default)]
    pub show_remaining: bool,
    /// Every group of joined islands in its own colour.
    #[serde(default)]
    pub colour_groups: bool,
    /// How thick bridges and island outlines are drawn.
    #[serde(default, deserialize_with = "lenient_step")]
    pub line_size: Step,
    /// How large the islands' numbers are.
    #[serde(default, deserialize_with = "lenient_step")]
    pub number_size: Step,
    /// A short vibration for a placed or a refused bridge, where the device can.
    #[serde(default)]
    pub haptics: bool,
    /// The phone's toolbar and menu sheet mirrored, for a left thumb.
    #[serde(default)]
    pub left_handed: bool,
    /// The clock out of sight while playing; it still runs and the celebration gives it.
    #[serde(default)]
    pub hide_timer: bool,
    /// The screen kept on while a puzzle is open, where the browser can.
    #[serde(default)]
    pub keep_awake: bool,
    /// The language picked in the settings (a tag such as "pt-BR"); None follows the browser.
    #[serde(default)]
    pub language: Option<String>,
    /// Hint's first press names the technique and its reason, skipping "look here".
    #[serde(default)]
    pub hints_from_reason: bool,
    /// After each move, the bridges the simplest deductions force are placed for the player.
    #[serde(default)]
    pub finish_forced: bool,
}

fn lenient_theme<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Theme>, D::Error> {
    Ok(Option::<Theme>::deserialize(d).unwrap_or(None))
}

fn lenient_step<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Step, D::Error> {
    Ok(Step::deserialize(d).unwrap_or_default())
}

/// Reads the stored preferences into a store provided as context, and keeps the page's theme
/// and the stored record in step with it. A failed write is reported through `notify`.
pub fn provide(notify: impl Fn(NotSaved) + 'static) -> Store<Prefs> {
    provide_with(Box::new(notify))
}

/// [`provide`]'s one body, whatever the caller's `notify` (a copy per caller costs every page).
fn provide_with(notify: Box<dyn Fn(NotSaved)>) -> Store<Prefs> {
    let (stored, revision) = records::settings::<Prefs>();
    // Before the first paint, so a dark choice never flashes light.
    apply_theme(stored.theme);
    apply_sizes(stored.line_size, stored.number_size);
    apply_hand(stored.left_handed);
    let prefs = Store::new(stored.clone());
    provide_context(prefs);
    let known = StoredValue::new(Known {
        prefs: stored,
        revision,
    });
    // A change made in another tab shows here at once, on whatever page this tab is.
    listen(records::SETTINGS.to_string(), move |text| {
        if let Some((theirs, revision)) = records::settings_from::<Prefs>(&text) {
            let mine = prefs.get_untracked();
            if let Some(shown) = known
                .try_update_value(|k| k.hear(&mine, theirs, revision))
                .flatten()
            {
                prefs.set(shown);
            }
        }
    });
    // One effect keeps the page's looks and the stored record in step with every change (an
    // effect per setting would be a copy of the effect's code each, on every page; applying an
    // unchanged setting again changes nothing).
    Effect::new(move || {
        let current = prefs.get();
        apply_theme(current.theme);
        apply_sizes(current.line_size, current.number_size);
        apply_hand(current.left_handed);
        if let Err(why) = keep(prefs, known, current) {
            notify(NotSaved {
                what: Unsaved::Settings,
                why,
            });
        }
    });
    prefs
}

/// Stores `current` over the settings stored now, unless nothing changed since this tab last
/// stored or heard of them. When another tab stored newer settings this tab has not heard of
/// yet, those are taken in first with this change on top, and the effect stores that.
fn keep(prefs: Store<Prefs>, known: StoredValue<Known>, current: Prefs) -> Result<(), String> {
    let (theirs, stored) = records::settings::<Prefs>();
    let change = known.try_update_value(|k| k.change(&current, theirs, stored));
    match change {
        Some(Change::Show(shown)) => prefs.set(shown),
        Some(Change::Store(revision)) => {
            records::keep_settings(&current, revision)?;
            known.set_value(Known {
                prefs: current,
                revision,
            });
        }
        Some(Change::None) | None => {}
    }
    Ok(())
}

/// What a tab knows of the settings every tab shares: the settings it last stored or heard
/// of, and their revision. Plain data, so that the rule for several tabs is tested natively:
/// the newer revision wins, a tab takes in a newer one before it writes, and a change of its
/// own goes on top of what it takes in (two tabs' changes are both kept).
#[derive(Clone, Debug, PartialEq)]
struct Known {
    prefs: Prefs,
    revision: u64,
}

/// What a change of this tab's settings does.
#[derive(Debug, PartialEq)]
enum Change {
    /// Nothing to store: no change since the known settings.
    None,
    /// Newer settings were stored meanwhile: show these (them with this tab's change on top),
    /// then store them.
    Show(Prefs),
    /// Store the settings as this revision.
    Store(u64),
}

impl Known {
    /// Hearing of `theirs`, stored as `revision`, in a tab showing `mine`: when newer than the
    /// known settings, they become the known ones, and the tab shows them with its own changes
    /// since the known ones on top (`None` when that is what it shows already, or when they
    /// are not newer).
    fn hear(&mut self, mine: &Prefs, theirs: Prefs, revision: u64) -> Option<Prefs> {
        if !is_newer(revision, self.revision) {
            return None;
        }
        let shown = mine.over(&self.prefs, theirs.clone());
        *self = Known {
            prefs: theirs,
            revision,
        };
        (shown != *mine).then_some(shown)
    }

    /// What storing `mine` does when `theirs` are stored now, as `stored`.
    fn change(&mut self, mine: &Prefs, theirs: Prefs, stored: u64) -> Change {
        if let Some(shown) = self.hear(mine, theirs, stored) {
            return Change::Show(shown);
        }
        if *mine == self.prefs {
            return Change::None;
        }
        // Not stale: the stored revision is one this tab knows (or has just heard of).
        next_revision(Some(stored), self.revision).map_or(Change::None, Change::Store)
    }
}

impl Prefs {
    /// `theirs` with every setting changed here (from `base`, what this tab knew, to `self`)
    /// put on top: one setting changed in one tab and another in another, both are kept.
    fn over(&self, base: &Prefs, theirs: Prefs) -> Prefs {
        fn pick<T: PartialEq + Clone>(mine: &T, base: &T, theirs: T) -> T {
            if mine == base {
                theirs
            } else {
                mine.clone()
            }
        }
        Prefs {
            free_mode: pick(&self.free_mode, &base.free_mode, theirs.free_mode),
            show_errors: pick(&self.show_errors, &base.show_errors, theirs.show_errors),
            theme: pick(&self.theme, &base.theme, theirs.theme),
            show_pips: pick(&self.show_pips, &base.show_pips, theirs.show_pips),
            show_remaining: pick(
                &self.show_remaining,
                &base.show_remaining,
                theirs.show_remaining,
            ),
            colour_groups: pick(
                &self.colour_groups,
                &base.colour_groups,
                theirs.colour_groups,
            ),
            line_size: pick(&self.line_size, &base.line_size, theirs.line_size),
            number_size: pick(&self.number_size, &base.number_size, theirs.number_size),
            haptics: pick(&self.haptics, &base.haptics, theirs.haptics),
            left_handed: pick(&self.left_handed, &base.left_handed, theirs.left_handed),
            hide_timer: pick(&self.hide_timer, &base.hide_timer, theirs.hide_timer),
            keep_awake: pick(&self.keep_awake, &base.keep_awake, theirs.keep_awake),
            language: pick(&self.language, &base.language, theirs.language),
            hints_from_reason: pick(
                &self.hints_from_reason,
                &base.hints_from_reason,
                theirs.hints_from_reason,
            ),
            finish_forced: pick(
                &self.finish_forced,
                &base.finish_forced,
                theirs.finish_forced,
            ),
        }
    }
}

/// The preferences store of the app (a screen mounted on its own, as in the browser tests,
/// gets one of its own).
pub fn use_prefs() -> Store<Prefs> {
    use_context::<Store<Prefs>>().unwrap_or_else(|| provide(|_| ()))
}

fn root() -> Option<web_sys::HtmlElement> {
    use wasm_bindgen::JsCast;
    web_sys::window()?
        .document()?
        .document_element()?
        .dyn_into::<web_sys::HtmlElement>()
        .ok()
}

/// Applies a theme choice to the page (None follows the system, whose light or dark the
/// style sheet follows; a system asking for more contrast gets the high-contrast theme).
fn apply_theme(theme: Option<Theme>) {
    let more_contrast = || {
        web_sys::window()
            .and_then(|w| w.match_media("(prefers-contrast: more)").ok().flatten())
            .is_some_and(|query| query.matches())
    };
    let theme = theme.or_else(|| more_contrast().then_some(Theme::Contrast));
    if let Some(root) = root() {
        let _ = match theme {
            Some(_) => root.set_attribute("data-theme", Theme::name(theme)),
            None => root.remove_attribute("data-theme"),
        };
    }
}

/// Mirrors the phone's toolbar and menu sheet for a left-handed player (the style sheet reads
/// `data-hand`).
fn apply_hand(left: bool) {
    if let Some(root) = root() {
        let _ = match left {
            true => root.set_attribute("data-hand", "left"),
            false => root.remove_attribute("data-hand"),
        };
    }
}

/// Applies the line and number sizes as factors the board's style sheet multiplies by.
fn apply_sizes(lines: Step, numbers: Step) {
    if let Some(root) = root() {
        let style = root.style();
        let _ = style.set_property("--line-scale", lines.line_scale());
        let _ = style.set_property("--number-scale", numbers.number_scale());
    }
}

mod plain;

#[cfg(test)]
mod tests;
