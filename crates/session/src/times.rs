//! A save's time track: how long the player took before each entry, in tenths of a second of
//! play, written as unsigned base64 VLQ (the source maps' varints: each character carries five
//! bits and says whether another follows), one value per entry. A quick move is one
//! character, one under 100 s two, one under an hour three: a long solve's times stay a short
//! string beside its moves.

/// The URL-safe base64 alphabet: a value's characters need no escaping in JSON or a link.
const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// The bit of a character that says another follows.
const MORE: u32 = 32;

/// Writes `times` (None where a time is not known, as for an older save's entries).
pub fn write(times: impl IntoIterator<Item = Option<u32>>) -> String {
    let mut text = String::new();
    for time in times {
        // 0 stands for "not known", so a known time is written one up.
        let mut value = time.map_or(0, |t| u64::from(t) + 1);
        loop {
            let digit = (value & 31) as u32;
            value >>= 5;
            let more = if value > 0 { MORE } else { 0 };
            text.push(DIGITS[(digit | more) as usize] as char);
            if value == 0 {
                break;
            }
        }
    }
    text
}

/// Reads a track written by [`write`] for `count` entries; None when it is damaged or holds
/// another number of values (the moves are the save; a track that does not fit them is
/// dropped, never trusted).
pub fn read(text: &str, count: usize) -> Option<Vec<Option<u32>>> {
    let mut times = Vec::with_capacity(count);
    let mut value: u64 = 0;
    let mut shift = 0;
    for byte in text.bytes() {
        let digit = DIGITS.iter().position(|&d| d == byte)? as u64;
        value |= (digit & 31).checked_shl(shift)?;
        if digit & u64::from(MORE) != 0 {
            shift += 5;
            if shift > 35 {
                return None;
            }
            continue;
        }
        let time = match value.checked_sub(1) {
            None => None,
            Some(t) => Some(u32::try_from(t).ok()?),
        };
        times.push(time);
        (value, shift) = (0, 0);
    }
    (shift == 0 && times.len() == count).then_some(times)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn short_times_take_one_character_and_unknown_ones_are_kept_apart() {
        assert_eq!(write([Some(0), Some(30), None]), "BfA");
        assert_eq!(write([Some(31)]), "gB");
        assert_eq!(read("BfA", 3), Some(vec![Some(0), Some(30), None]));
    }

    #[test]
    fn a_track_that_does_not_fit_its_moves_is_dropped() {
        assert_eq!(read("BfA", 2), None, "one value too many");
        assert_eq!(read("Bf", 3), None, "one value too few");
        assert_eq!(read("Bg", 1), None, "cut inside a value");
        assert_eq!(read("B!", 2), None, "not of the alphabet");
        assert_eq!(read("gggggggggB", 1), None, "longer than any time");
        assert_eq!(read("", 0), Some(vec![]));
    }

    proptest! {
        #[test]
        fn every_track_reads_back(times in proptest::collection::vec(proptest::option::of(any::<u32>()), 0..200)) {
            let text = write(times.iter().copied());
            prop_assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
            prop_assert_eq!(read(&text, times.len()), Some(times));
        }

        #[test]
        fn no_text_makes_the_reader_panic(text in "[A-Za-z0-9_!-]{0,40}", count in 0usize..10) {
            let _ = read(&text, count);
        }
    }
}
