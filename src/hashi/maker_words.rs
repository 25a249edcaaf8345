//! Why the maker made no puzzle for a link, in the player's language (group `maker`): a chunk
//! of its own, as only a link the generator cannot make (a size out of range, an unlucky seed)
//! needs these sentences. In English they are the worker's own (`MakerRefusal`'s Display, as a
//! sentence); a unit test holds the two together.

use crate::i18n::{t, t_count, t_with, MakerMsg};
use crate::worker::protocol::MakerRefusal;
use hashi_core::generator::{
    GenerateError, SymmetryRefusal, GENERATOR_VERSION, MAX_GENERATED_SIDE, MIN_SIDE, OLDEST_VERSION,
};

crate::split_chunk! {
    /// The maker's refusals in words, fetched when a link is refused.
    pub fn maker_words in maker_words -> fn(&MakerRefusal) -> String => say_refusal
}

/// The sentence for `why`.
pub fn say_refusal(why: &MakerRefusal) -> String {
    match why {
        MakerRefusal::NotMine => t(MakerMsg::NotMine),
        MakerRefusal::NotADifficulty(band) => t_with(MakerMsg::NotADifficulty, &[("band", band)]),
        MakerRefusal::NotRules(text) => t_with(MakerMsg::NotRules, &[("text", text)]),
        MakerRefusal::Generate(GenerateError::Size { width, height }) => t_with(
            MakerMsg::Size,
            &[
                ("width", &width.to_string()),
                ("height", &height.to_string()),
                ("min", &MIN_SIDE.to_string()),
                ("max", &MAX_GENERATED_SIDE.to_string()),
            ],
        ),
        MakerRefusal::Generate(GenerateError::Density(share)) if share.is_finite() => {
            let percent = (share * 100.0).round() as i64;
            t_with(MakerMsg::Density, &[("percent", &percent.to_string())])
        }
        MakerRefusal::Generate(GenerateError::Density(_)) => t(MakerMsg::DensityUnknown),
        MakerRefusal::Generate(GenerateError::GaveUp { attempts }) => {
            t_count(MakerMsg::GaveUp, (*attempts).into(), &[])
        }
        MakerRefusal::Generate(GenerateError::UnknownVersion { version }) => t_with(
            MakerMsg::UnknownVersion,
            &[
                ("version", &version.to_string()),
                ("oldest", &OLDEST_VERSION.to_string()),
                ("newest", &GENERATOR_VERSION.to_string()),
            ],
        ),
        MakerRefusal::Generate(GenerateError::Symmetry(why)) => say_symmetry_refusal(*why),
        MakerRefusal::NotSymmetry(text) => t_with(MakerMsg::NotSymmetry, &[("text", text)]),
        MakerRefusal::NoWeekly(week) => t_with(MakerMsg::NoWeekly, &[("week", week)]),
    }
}

/// Why a symmetry is not offered, as the maker says it and the New panel shows it beside the
/// choice.
pub fn say_symmetry_refusal(why: SymmetryRefusal) -> String {
    match why {
        SymmetryRefusal::NotSquare => t(MakerMsg::SymmetryNotSquare),
        SymmetryRefusal::Wrapped => t(MakerMsg::SymmetryWrapped),
        SymmetryRefusal::SingleBridges => t(MakerMsg::SymmetrySingleBridges),
        SymmetryRefusal::TooWide { side } => {
            t_with(MakerMsg::SymmetryTooWide, &[("side", &side.to_string())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog::Catalog;
    use crate::i18n::{with_language, Locale};

    fn refusals() -> Vec<MakerRefusal> {
        let mut all = vec![
            MakerRefusal::NotMine,
            MakerRefusal::NotADifficulty("impossible".into()),
            MakerRefusal::NotRules("diagonal".into()),
        ];
        all.extend(
            [
                GenerateError::Size {
                    width: 120,
                    height: 4,
                },
                GenerateError::Density(0.55),
                GenerateError::Density(f64::NAN),
                GenerateError::GaveUp { attempts: 1 },
                GenerateError::GaveUp { attempts: 400 },
                GenerateError::UnknownVersion { version: 3 },
                GenerateError::Symmetry(SymmetryRefusal::NotSquare),
                GenerateError::Symmetry(SymmetryRefusal::Wrapped),
                GenerateError::Symmetry(SymmetryRefusal::SingleBridges),
                GenerateError::Symmetry(SymmetryRefusal::TooWide { side: 40 }),
            ]
            .map(MakerRefusal::Generate),
        );
        all.push(MakerRefusal::NotSymmetry("diagonal".into()));
        all.push(MakerRefusal::NoWeekly("2026-W48".into()));
        all
    }

    #[test]
    fn english_is_the_workers_own_sentence() {
        for why in refusals() {
            // The worker's sentence, begun with a capital as it is shown alone.
            let worker = hashi_core::words::capitalise(&why.to_string());
            // The worker counts attempts in the plural only; one attempt reads right here.
            let worker = worker.replace("in 1 attempts", "in 1 attempt");
            assert_eq!(say_refusal(&why), worker);
        }
    }

    #[test]
    fn every_language_words_every_refusal_with_its_values() {
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
            let said: Vec<String> = with_language(Catalog::shipped(locale, &["maker"]), || {
                refusals().iter().map(say_refusal).collect()
            });
            for (why, text) in refusals().iter().zip(&said) {
                assert!(!text.contains('{'), "{locale:?} {why:?}: {text}");
                assert_ne!(text, &say_refusal(why), "{locale:?} {why:?} is English");
            }
            assert!(
                said[3].contains("120") && said[3].contains("100"),
                "{}",
                said[3]
            );
            assert!(said[4].contains("55"), "{}", said[4]);
            assert!(said[7].contains("400"), "{}", said[7]);
            let newest = hashi_core::generator::GENERATOR_VERSION.to_string();
            assert!(
                said[8].contains('3') && said[8].contains(newest.as_str()),
                "{}",
                said[8]
            );
            assert!(said[12].contains("40x40"), "{}", said[12]);
        }
    }
}
