//! The languages the game speaks, their tags, their names in themselves, and the choice of
//! one from what the browser asks for.

/// A language the game is translated into. English is built in; the others are fetched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Locale {
    #[default]
    En,
    Ja,
    De,
    Fr,
    Es,
    PtBr,
    ZhHans,
    /// English accented and 40% longer, for developers (`?lang=en-XA`): a string that stays
    /// plain was left out of the catalog, a box that clips cannot take a longer language.
    Pseudo,
}

impl Locale {
    /// The languages a player can pick.
    pub const ALL: [Locale; 7] = [
        Locale::En,
        Locale::Ja,
        Locale::De,
        Locale::Fr,
        Locale::Es,
        Locale::PtBr,
        Locale::ZhHans,
    ];

    /// Its BCP 47 tag, as `<html lang>`, `?lang=` and the locale files name it.
    pub fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Ja => "ja",
            Locale::De => "de",
            Locale::Fr => "fr",
            Locale::Es => "es",
            Locale::PtBr => "pt-BR",
            Locale::ZhHans => "zh-Hans",
            Locale::Pseudo => "en-XA",
        }
    }

    /// Its name in itself, as the language menu lists it: a player who cannot read the
    /// current language still finds their own.
    pub fn native_name(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::Ja => "日本語",
            Locale::De => "Deutsch",
            Locale::Fr => "Français",
            Locale::Es => "Español",
            Locale::PtBr => "Português (Brasil)",
            Locale::ZhHans => "简体中文",
            Locale::Pseudo => "[Éñĝļîšĥ one two]",
        }
    }

    /// The locale a tag asks for, by its language and, for Chinese, its script: `pt-PT`
    /// still reads Brazilian Portuguese best of what there is, but `zh-TW` and `zh-Hant`
    /// (traditional characters) are not offered simplified ones.
    pub fn from_tag(tag: &str) -> Option<Locale> {
        let lower = tag.trim().to_ascii_lowercase().replace('_', "-");
        let mut parts = lower.split('-');
        let language = parts.next()?;
        let rest: Vec<&str> = parts.collect();
        match language {
            "en" if rest == ["xa"] => Some(Locale::Pseudo),
            "en" => Some(Locale::En),
            "ja" => Some(Locale::Ja),
            "de" => Some(Locale::De),
            "fr" => Some(Locale::Fr),
            "es" => Some(Locale::Es),
            "pt" => Some(Locale::PtBr),
            "zh" => {
                let traditional = rest
                    .iter()
                    .any(|p| matches!(*p, "hant" | "tw" | "hk" | "mo"));
                (!traditional).then_some(Locale::ZhHans)
            }
            _ => None,
        }
    }

    /// The first of the browser's languages (`navigator.languages`, most wanted first) that
    /// the game speaks; English when none is.
    pub fn negotiate<'a>(wanted: impl IntoIterator<Item = &'a str>) -> Locale {
        wanted
            .into_iter()
            .find_map(Locale::from_tag)
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tag_reads_back() {
        for locale in Locale::ALL.into_iter().chain([Locale::Pseudo]) {
            assert_eq!(Locale::from_tag(locale.tag()), Some(locale));
        }
    }

    #[test]
    fn regions_and_scripts_find_their_language() {
        assert_eq!(Locale::from_tag("de-AT"), Some(Locale::De));
        assert_eq!(Locale::from_tag("pt-PT"), Some(Locale::PtBr));
        assert_eq!(Locale::from_tag("PT_br"), Some(Locale::PtBr));
        assert_eq!(Locale::from_tag("zh-CN"), Some(Locale::ZhHans));
        assert_eq!(Locale::from_tag("zh"), Some(Locale::ZhHans));
        assert_eq!(Locale::from_tag("zh-TW"), None);
        assert_eq!(Locale::from_tag("zh-Hant-HK"), None);
        assert_eq!(Locale::from_tag("ko"), None);
        assert_eq!(Locale::from_tag("en-XA"), Some(Locale::Pseudo));
        assert_eq!(Locale::from_tag("en-GB"), Some(Locale::En));
        assert_eq!(Locale::from_tag(""), None);
    }

    #[test]
    fn the_first_spoken_language_wins() {
        assert_eq!(Locale::negotiate(["ko", "fr-CA", "de"]), Locale::Fr);
        assert_eq!(Locale::negotiate(["zh-TW", "ja"]), Locale::Ja);
        assert_eq!(Locale::negotiate(["ko"]), Locale::En);
        assert_eq!(Locale::negotiate([]), Locale::En);
    }
}
