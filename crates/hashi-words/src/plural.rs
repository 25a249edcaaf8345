//! Which plural form a count takes in each language (CLDR's cardinal rules for whole numbers).
//! Japanese and Chinese have one form; French and Brazilian Portuguese treat 0 like 1; French,
//! Spanish and Portuguese have a "many" form for exact millions. Languages with few/many forms
//! by the last digits (Polish, Russian) add their arm here and their forms to their files.

use crate::locale::Locale;

/// CLDR's plural categories; a message names its forms by them in the locale files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    Zero,
    One,
    Two,
    Few,
    Many,
    Other,
}

impl Category {
    pub const ALL: [Category; 6] = [
        Category::Zero,
        Category::One,
        Category::Two,
        Category::Few,
        Category::Many,
        Category::Other,
    ];

    /// Its name in the locale files.
    pub fn name(self) -> &'static str {
        match self {
            Category::Zero => "zero",
            Category::One => "one",
            Category::Two => "two",
            Category::Few => "few",
            Category::Many => "many",
            Category::Other => "other",
        }
    }

    pub fn from_name(name: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The forms a language's messages must give for counts (the checks of the locale files).
    pub fn used_by(locale: Locale) -> &'static [Category] {
        match locale {
            Locale::Ja | Locale::ZhHans => &[Category::Other],
            Locale::En | Locale::De | Locale::Pseudo => &[Category::One, Category::Other],
            Locale::Fr | Locale::Es | Locale::PtBr => {
                &[Category::One, Category::Many, Category::Other]
            }
        }
    }

    /// The form `count` takes in `locale`.
    pub fn of(locale: Locale, count: u64) -> Category {
        let exact_millions = count != 0 && count.is_multiple_of(1_000_000);
        match locale {
            Locale::Ja | Locale::ZhHans => Category::Other,
            Locale::En | Locale::De | Locale::Pseudo => {
                if count == 1 {
                    Category::One
                } else {
                    Category::Other
                }
            }
            Locale::Es => {
                if count == 1 {
                    Category::One
                } else if exact_millions {
                    Category::Many
                } else {
                    Category::Other
                }
            }
            Locale::Fr | Locale::PtBr => {
                if count <= 1 {
                    Category::One
                } else if exact_millions {
                    Category::Many
                } else {
                    Category::Other
                }
            }
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use icu_plurals::{PluralCategory, PluralRules};

    fn icu(locale: Locale) -> PluralRules {
        let tag: icu_locale_core::Locale = locale.tag().parse().expect("a valid tag");
        PluralRules::try_new_cardinal((&tag).into()).expect("CLDR data for the locale")
    }

    fn from_icu(category: PluralCategory) -> Category {
        match category {
            PluralCategory::Zero => Category::Zero,
            PluralCategory::One => Category::One,
            PluralCategory::Two => Category::Two,
            PluralCategory::Few => Category::Few,
            PluralCategory::Many => Category::Many,
            PluralCategory::Other => Category::Other,
        }
    }

    #[test]
    fn every_count_takes_the_form_cldr_gives_it() {
        let counts = (0..=2_500u64).chain([
            10_000,
            100_000,
            999_999,
            1_000_000,
            1_000_001,
            2_000_000,
            10_000_000,
            1_000_000_000,
        ]);
        let counts: Vec<u64> = counts.collect();
        for locale in Locale::ALL {
            let rules = icu(locale);
            for &n in &counts {
                assert_eq!(
                    Category::of(locale, n),
                    from_icu(rules.category_for(n)),
                    "{} {n}",
                    locale.tag()
                );
            }
        }
    }

    #[test]
    fn each_language_lists_exactly_the_forms_cldr_has_for_whole_numbers() {
        for locale in Locale::ALL {
            let rules = icu(locale);
            let mut cldr: Vec<Category> = (0..=3_000_000u64)
                .step_by(7)
                .chain([0, 1, 2, 1_000_000])
                .map(|n| from_icu(rules.category_for(n)))
                .collect();
            cldr.sort_by_key(|c| c.name());
            cldr.dedup();
            let mut ours = Category::used_by(locale).to_vec();
            ours.sort_by_key(|c| c.name());
            assert_eq!(ours, cldr, "{}", locale.tag());
        }
    }

    #[test]
    fn names_read_back() {
        for c in Category::ALL {
            assert_eq!(Category::from_name(c.name()), Some(c));
        }
        assert_eq!(Category::from_name("several"), None);
    }
}
