//! The words several sentence families share, written once from the `words` group: a cell's
//! place, a count of bridges, a band's name and a technique's title and name.

use crate::catalog::Catalog;
use crate::WordsMsg;
use hashi_core::rating::Band;
use hashi_core::solver::techniques::Technique;
use hashi_core::Pos;

/// A cell as the language names it: "row 2, column 5", counted from 1.
pub fn place(words: &Catalog, pos: Pos) -> String {
    let (r, c) = (pos.r.saturating_add(1), pos.c.saturating_add(1));
    words.say_with(
        WordsMsg::Place,
        &[("row", &r.to_string()), ("column", &c.to_string())],
    )
}

/// "no bridges", "one bridge", "two bridges", "5 bridges".
pub fn bridges(words: &Catalog, n: u32) -> String {
    match n {
        0 => words.say(WordsMsg::BridgesNone),
        1 => words.say(WordsMsg::BridgesOne),
        2 => words.say(WordsMsg::BridgesTwo),
        n => words.say_count(WordsMsg::BridgesMany, u64::from(n), &[]),
    }
}

/// The message naming a difficulty band.
pub fn band(band: Band) -> WordsMsg {
    match band {
        Band::Easy => WordsMsg::BandEasy,
        Band::Medium => WordsMsg::BandMedium,
        Band::Hard => WordsMsg::BandHard,
        Band::Expert => WordsMsg::BandExpert,
        Band::Extreme => WordsMsg::BandExtreme,
    }
}

/// A technique's title as the language writes it ("Every direction").
pub fn title(technique: Technique) -> WordsMsg {
    match technique {
        Technique::Crossing => WordsMsg::TitleCrossing,
        Technique::Capacity => WordsMsg::TitleCapacity,
        Technique::EveryDirection => WordsMsg::TitleEveryDirection,
        Technique::NoLoop => WordsMsg::TitleNoLoop,
        Technique::Isolation => WordsMsg::TitleIsolation,
        Technique::Connectivity => WordsMsg::TitleConnectivity,
        Technique::Lookahead => WordsMsg::TitleLookahead,
    }
}

/// A technique's name inside a sentence as the language writes it ("every direction").
pub fn name(technique: Technique) -> WordsMsg {
    match technique {
        Technique::Crossing => WordsMsg::NameCrossing,
        Technique::Capacity => WordsMsg::NameCapacity,
        Technique::EveryDirection => WordsMsg::NameEveryDirection,
        Technique::NoLoop => WordsMsg::NameNoLoop,
        Technique::Isolation => WordsMsg::NameIsolation,
        Technique::Connectivity => WordsMsg::NameConnectivity,
        Technique::Lookahead => WordsMsg::NameLookahead,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Locale;

    #[test]
    fn techniques_are_named_in_each_language() {
        let english = Catalog::english();
        for technique in Technique::ALL {
            // The core's ids and debugging names stay; a sentence names a technique as the
            // catalog does.
            assert_eq!(english.say(title(technique)), technique.title());
            assert_eq!(english.say(name(technique)), technique.name());
        }
        let japanese = Catalog::shipped(Locale::Ja, &[]);
        assert_eq!(japanese.say(title(Technique::Lookahead)), "仮定");
        let german = Catalog::shipped(Locale::De, &[]);
        assert_ne!(
            german.say(name(Technique::NoLoop)),
            english.say(name(Technique::NoLoop))
        );
    }

    #[test]
    fn places_and_bridges_are_counted_from_one_in_every_language() {
        let english = Catalog::english();
        assert_eq!(place(&english, Pos::new(1, 4)), "row 2, column 5");
        assert_eq!(bridges(&english, 0), "no bridges");
        assert_eq!(bridges(&english, 2), "two bridges");
        assert_eq!(bridges(&english, 4), "4 bridges");
        for locale in Locale::ALL {
            let words = Catalog::shipped(locale, &[]);
            assert!(place(&words, Pos::new(1, 4)).contains('5'), "{locale:?}");
        }
    }
}
