//! Small phrases the Hashi screens share: times and the bands' names in the player's
//! language.

pub use hashi_words::common::band as band_name;

/// `m:ss`, or `h:mm:ss` past an hour.
pub fn format_time(ms: u64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}
