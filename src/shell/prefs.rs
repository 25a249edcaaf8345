//! The player's preferences: one store, provided to the whole app, written to localStorage by
//! one effect and applied to the page (the theme) by another. Nothing else reads or writes
//! the stored record.

use super::storage;
use leptos::prelude::*;
use reactive_stores::Store;
use serde::{Deserialize, Serialize};

/// Where the preferences are kept (the key predates the hub, hence "hashi").
const KEY: &str = "hashi:v1:settings";

/// A colour scheme chosen over the system's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    Light,
    Dark,
}

impl Theme {
    /// The theme button's order: system, then light, then dark.
    pub fn next(theme: Option<Theme>) -> Option<Theme> {
        match theme {
            None => Some(Theme::Light),
            Some(Theme::Light) => Some(Theme::Dark),
            Some(Theme::Dark) => None,
        }
    }

    pub fn name(theme: Option<Theme>) -> &'static str {
        match theme {
            None => "system",
            Some(Theme::Light) => "light",
            Some(Theme::Dark) => "dark",
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
}

fn lenient_theme<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Theme>, D::Error> {
    Ok(Option::<Theme>::deserialize(d).unwrap_or(None))
}

/// Reads the stored preferences into a store provided as context, and keeps the page's theme
/// and the stored record in step with it. A failed write is reported through `notify`.
pub fn provide(notify: impl Fn(String) + 'static) -> Store<Prefs> {
    let stored = storage::read::<Prefs>(KEY);
    // Before the first paint, so a dark choice never flashes light.
    apply_theme(stored.theme);
    let prefs = Store::new(stored);
    provide_context(prefs);
    Effect::new(move |_| apply_theme(prefs.theme().get()));
    Effect::new(move |first_run: Option<()>| {
        let current = prefs.get();
        // The first run reads what was just loaded: nothing to write.
        if first_run.is_some() {
            if let Err(why) = storage::write(KEY, &current, "Your settings") {
                notify(why);
            }
        }
    });
    prefs
}

/// The preferences store of the app (a screen mounted on its own, as in the browser tests,
/// gets one of its own).
pub fn use_prefs() -> Store<Prefs> {
    use_context::<Store<Prefs>>().unwrap_or_else(|| provide(|_| ()))
}

/// Applies a theme choice to the page (None follows the system).
fn apply_theme(theme: Option<Theme>) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = match theme {
            Some(_) => root.set_attribute("data-theme", Theme::name(theme)),
            None => root.remove_attribute("data-theme"),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_settings_of_every_earlier_shape_are_read() {
        let old = r#"{"free_mode":true,"show_errors":null,"theme":"dark","show_pips":true}"#;
        let prefs: Prefs = serde_json::from_str(old).unwrap();
        assert!(prefs.free_mode && prefs.show_pips && !prefs.show_remaining);
        assert_eq!(prefs.theme, Some(Theme::Dark));
        let odd: Prefs = serde_json::from_str(r#"{"theme":"sepia"}"#).unwrap();
        assert_eq!(odd.theme, None);
        assert_eq!(
            serde_json::from_str::<Prefs>("{}").unwrap(),
            Prefs::default()
        );
    }

    #[test]
    fn the_theme_button_cycles_system_light_dark() {
        let mut theme = None;
        let mut seen = Vec::new();
        for _ in 0..3 {
            theme = Theme::next(theme);
            seen.push(Theme::name(theme));
        }
        assert_eq!(seen, ["light", "dark", "system"]);
        let json = serde_json::to_string(&Prefs {
            theme: Some(Theme::Light),
            ..Prefs::default()
        })
        .unwrap();
        assert!(json.contains(r#""theme":"light""#), "{json}");
    }
}
