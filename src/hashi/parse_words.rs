//! Why a text is no puzzle, in the player's language (group `parse`): the format tried, where it
//! went wrong and what is wrong there, written from the core's `ParseError`; and why a link's
//! rules or date cannot be read (`RuleSetError`, `DateError`). A chunk of its own, fetched by
//! the screens that read pasted or linked text (the Import panel, the editor's "edit a copy",
//! the page of a link that opens no puzzle), so that the group's English travels in no route's
//! first download. The sentences are `hashi_words::parse`'s (the CLI's writer too), in the
//! current language.

use crate::i18n::with_catalog;
use hashi_core::daily::DateError;
use hashi_core::formats::ParseError;
use hashi_core::rule_set::RuleSetError;
use hashi_words::parse;

/// The chunk's sentence writers, one per kind of text the core could not read.
#[derive(Clone, Copy)]
pub struct ReadWords {
    pub text: fn(&ParseError) -> String,
    pub rules: fn(&RuleSetError) -> String,
    pub date: fn(&DateError) -> String,
}

impl ReadWords {
    /// The core's terse `Display`s (the format, the place and the values, in short English:
    /// `task string, character 5: bad cell `?``), for when the chunk is not here: before it
    /// arrives, or where it cannot be downloaded. The writers' English instead would bring the
    /// whole `parse` group and its writer into the main module that every route downloads
    /// first (measured: +0.5 KB brotli on each route), for a case that a precached or
    /// downloaded chunk never reaches.
    pub const TERSE: ReadWords = ReadWords {
        text: |error| error.to_string(),
        rules: |error| error.to_string(),
        date: |error| error.to_string(),
    };
}

crate::split_chunk! {
    /// The parse errors in words, fetched by the screens that may have to say one.
    pub fn parse_words in parse_words -> ReadWords => read_words()
}

/// The chunk's sentence writers.
pub fn read_words() -> ReadWords {
    ReadWords {
        text: say_parse_error,
        rules,
        date,
    }
}

/// The message for `error`, begun as the core's is (in lower case, to follow a label).
pub fn say_parse_error(error: &ParseError) -> String {
    with_catalog(|w| parse::parse_error(w, error))
}

fn rules(why: &RuleSetError) -> String {
    with_catalog(|w| parse::rules(w, why))
}

fn date(why: &DateError) -> String {
    with_catalog(|w| parse::date(w, why))
}
