//! Times as the time model's views write them: "about 6 min for you", and a median as "4:05".

use crate::i18n::{t, t_with, Locale, PaceMsg as Msg};

/// Whole minutes of `seconds`, rounded, at least one.
pub fn whole_minutes(seconds: u32) -> u32 {
    ((seconds + 30) / 60).max(1)
}

/// "about 6 min for you", or "under a minute for you".
pub fn estimate(seconds: u32) -> String {
    if seconds < 45 {
        t(Msg::EstimateUnder)
    } else {
        t_with(
            Msg::Estimate,
            &[("minutes", &whole_minutes(seconds).to_string())],
        )
    }
}

/// A time as a clock reads it: "4:05", "1:02:09".
pub fn clock(seconds: u32) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// A factor given in hundredths, to one decimal with the language's decimal mark: "1.4",
/// "1,4" (integers only: no float printing in the chunk).
pub fn factor(hundredths: u32, locale: Locale) -> String {
    let tenths = (hundredths + 5) / 10;
    let mark = match locale {
        Locale::De | Locale::Fr | Locale::Es | Locale::PtBr => ',',
        _ => '.',
    };
    format!("{}{mark}{}", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_minutes_and_clocks() {
        assert_eq!(whole_minutes(0), 1);
        assert_eq!(whole_minutes(89), 1);
        assert_eq!(whole_minutes(90), 2);
        assert_eq!(estimate(20), "under a minute for you");
        assert_eq!(estimate(361), "about 6 min for you");
        assert_eq!(clock(245), "4:05");
        assert_eq!(clock(3729), "1:02:09");
        assert_eq!(factor(135, Locale::En), "1.4");
        assert_eq!(factor(250, Locale::De), "2,5");
    }
}
