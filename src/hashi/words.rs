//! Small phrases the Hashi screens share: times, day counts, counted nouns and the bands'
//! names in the player's language.

use crate::i18n::WordsMsg;
use hashi_core::rating::Band;

/// The message naming a difficulty band.
pub fn band_name(band: Band) -> WordsMsg {
    match band {
        Band::Easy => WordsMsg::BandEasy,
        Band::Medium => WordsMsg::BandMedium,
        Band::Hard => WordsMsg::BandHard,
        Band::Expert => WordsMsg::BandExpert,
        Band::Extreme => WordsMsg::BandExtreme,
    }
}

/// `m:ss`, or `h:mm:ss` past an hour.
pub fn format_time(ms: u64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// "1 day", "3 days".
pub fn days(n: u32) -> String {
    counted(n.into(), "day")
}

/// "12 moves", "1 hint": a count with its noun.
pub fn counted(n: u64, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}
