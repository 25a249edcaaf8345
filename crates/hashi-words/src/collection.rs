//! Why a collection's entry was left out of its pack, and why a collection gave no entries
//! (group `collection`): written from the core's `Rejected` and `CollectionError`. The page's
//! collection import and the CLI's `hashi pack --from` speak through these.

use crate::catalog::Catalog;
use crate::parse::parse_error;
use crate::CollectionMsg as Msg;
use hashi_core::collection::{CollectionError, Rejected, Rejection};
use hashi_core::formats::ParseError;
use hashi_core::solver::Unsolved;

/// The sentence for a rejected entry: its line and why.
pub fn rejected(words: &Catalog, rejected: &Rejected) -> String {
    rejected_saying(words, rejected, |error| parse_error(words, error))
}

/// [`rejected`], with an unreadable entry's error worded by `say_parse`: the page's
/// `parse_words` chunk holds the `parse` group, which no other chunk may carry.
pub fn rejected_saying(
    words: &Catalog,
    rejected: &Rejected,
    say_parse: impl Fn(&ParseError) -> String,
) -> String {
    let line = rejected.line.to_string();
    match &rejected.why {
        Rejection::Unreadable(error) => words.say_with(
            Msg::Unreadable,
            &[("line", &line), ("why", &say_parse(error))],
        ),
        Rejection::Unsolved(why) => words.say_with(
            match why {
                Unsolved::None => Msg::NoSolution,
                Unsolved::Several => Msg::Several,
                Unsolved::GaveUp => Msg::GaveUp,
            },
            &[("line", &line)],
        ),
    }
}

/// Why a collection's text gave nothing to check.
pub fn collection_error(words: &Catalog, error: &CollectionError) -> String {
    match error {
        CollectionError::Empty => words.say(Msg::Empty),
        CollectionError::TooMany { found, limit } => words.say_with(
            Msg::TooMany,
            &[("found", &found.to_string()), ("limit", &limit.to_string())],
        ),
        CollectionError::OpenArray { line } => {
            words.say_with(Msg::OpenArray, &[("line", &line.to_string())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Locale;
    use hashi_core::collection::{check_text, Judged};
    use hashi_core::solver::Budget;

    const MIXED: &str = "3x1:2a2\nnot a puzzle\n3x3:3a3c3a3\n3x3:222222222\n";

    fn judged() -> Judged {
        check_text(MIXED, Budget::DEFAULT).unwrap()
    }

    #[test]
    fn english_names_the_line_and_why() {
        let english = Catalog::english();
        let said: Vec<String> = judged()
            .rejected
            .iter()
            .map(|r| rejected(&english, r))
            .collect();
        assert_eq!(said.len(), 3);
        assert!(said[0].starts_with("Line 2: "), "{}", said[0]);
        assert!(said[0].contains("not"), "{}", said[0]);
        assert_eq!(said[1], "Line 3: this puzzle has more than one solution.");
        assert_eq!(said[2], "Line 4: this puzzle has no solution.");
        assert_eq!(
            collection_error(&english, &CollectionError::OpenArray { line: 3 }),
            "The list that opens on line 3 is never closed (a “]” is missing)."
        );
    }

    #[test]
    fn every_verdict_and_error_is_said_in_every_language() {
        let errors = [
            CollectionError::Empty,
            CollectionError::TooMany {
                found: 6000,
                limit: 5000,
            },
            CollectionError::OpenArray { line: 2 },
        ];
        let mut all = judged().rejected;
        all.push(Rejected {
            line: 9,
            why: Rejection::Unsolved(Unsolved::GaveUp),
        });
        for locale in Locale::ALL {
            let words = Catalog::shipped(locale, &["collection", "parse"]);
            for r in &all {
                let said = rejected(&words, r);
                assert!(said.contains(&r.line.to_string()), "{locale:?}: {said}");
                assert!(!said.contains('{'), "{locale:?}: {said}");
            }
            for e in &errors {
                let said = collection_error(&words, e);
                assert!(
                    !said.is_empty() && !said.contains('{'),
                    "{locale:?}: {said}"
                );
            }
        }
    }
}
