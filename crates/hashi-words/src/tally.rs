//! How many hints a game took, in words for the celebration ("3 hints (1 look here, 2
//! moves)"), written from the counts the core keeps (`Game::hints_used`,
//! `Game::hints_by_depth`) with the `solved` messages. The page's `solved` chunk speaks
//! through it.

use crate::catalog::Catalog;
use crate::{SolvedMsg, WordsMsg};
use hashi_core::ladder::HintLevel;

/// `hints` in words, with how deep they went: `by_depth[d - 1]` counts the steps whose deepest
/// level was `d`; hints from saves older than the levels have none and are counted alone.
pub fn hints(words: &Catalog, hints: u32, by_depth: &[usize]) -> String {
    let total = words.say_count(WordsMsg::Hints, hints.into(), &[]);
    let parts: Vec<String> = HintLevel::ALL
        .iter()
        .zip(by_depth)
        .filter(|(_, &n)| n > 0)
        .map(|(level, &n)| {
            let msg = match level {
                HintLevel::Look => SolvedMsg::Looks,
                HintLevel::Reason => SolvedMsg::Reasons,
                HintLevel::Move => SolvedMsg::HintMoves,
            };
            words.say_count(msg, n as u64, &[])
        })
        .collect();
    if parts.is_empty() || hints == 0 {
        total
    } else {
        let levels = parts.join(&words.say(WordsMsg::ListSep));
        words.say_with(
            SolvedMsg::HintsLevels,
            &[("hints", &total), ("levels", &levels)],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::hints;
    use crate::catalog::Catalog;
    use crate::locale::Locale;

    #[test]
    fn english_names_each_deepest_level_used() {
        let english = Catalog::english();
        assert_eq!(hints(&english, 1, &[0, 0, 1]), "1 hint (1 move)");
        assert_eq!(
            hints(&english, 4, &[1, 1, 2]),
            "4 hints (1 look here, 1 reason, 2 moves)"
        );
        // A save from before the levels: the count alone.
        assert_eq!(hints(&english, 2, &[]), "2 hints");
        assert_eq!(hints(&english, 3, &[3, 0, 0]), "3 hints (3 look here)");
    }

    #[test]
    fn every_language_says_the_tally_with_its_counts_and_forms() {
        let english = Catalog::english();
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
            let words = Catalog::shipped(locale, &["solved", "play"]);
            for (count, by_depth) in [(1, vec![0, 0, 1]), (4, vec![1, 1, 2]), (2, vec![])] {
                let said = hints(&words, count, &by_depth);
                assert!(!said.contains('{'), "{locale:?}: {said}");
                assert_ne!(said, hints(&english, count, &by_depth), "{locale:?}");
                assert!(said.contains(&count.to_string()), "{locale:?}: {said}");
                for n in by_depth.iter().filter(|&&n| n > 0) {
                    assert!(said.contains(&n.to_string()), "{locale:?}: {said}");
                }
            }
        }
        // French: one form for 0 and 1, another from 2.
        let french = Catalog::shipped(Locale::Fr, &["solved", "play"]);
        assert_ne!(
            hints(&french, 1, &[]),
            hints(&french, 2, &[]).replace('2', "1")
        );
    }
}
