//! Numbers for SVG attributes, inline styles and small stored records, written and read with
//! integer arithmetic only.
//!
//! Every `f64` written with `{}` or `{:?}` pulls the standard library's float printing (Grisu,
//! Dragon4 and the exact-precision path, about 5 KB of brotli) into the wasm that every first
//! visit downloads. Drawing never needs more than four decimals of a board unit or a pixel,
//! so a fixed-point writer does the same job in a few hundred bytes.

/// Decimal places kept: a ten-thousandth of a board unit (a cell is 40) or of a CSS pixel.
const PLACES: u32 = 4;
const SCALE: f64 = 10_000.0;

/// `x` rounded to four decimals, without trailing zeros: `20`, `15.2`, `-0.125`. A value
/// that is not finite (never drawn on purpose) is written `0`, which SVG and CSS accept.
pub fn decimal(x: f64) -> String {
    let mut out = String::new();
    push_decimal(&mut out, x);
    out
}

/// [`decimal`], appended to `out`.
pub fn push_decimal(out: &mut String, x: f64) {
    let scaled = (x * SCALE).round();
    if !scaled.is_finite() {
        out.push('0');
        return;
    }
    // Saturates far beyond any board; the sign is written apart so that -0.5 keeps it.
    let units = scaled as i64;
    if units < 0 {
        out.push('-');
    }
    let units = units.unsigned_abs();
    let one = 10u64.pow(PLACES);
    out.push_str(&(units / one).to_string());
    let mut fraction = units % one;
    if fraction == 0 {
        return;
    }
    let mut width = PLACES as usize;
    while fraction.is_multiple_of(10) {
        fraction /= 10;
        width -= 1;
    }
    let digits = fraction.to_string();
    out.push('.');
    out.extend(std::iter::repeat_n('0', width - digits.len()));
    out.push_str(&digits);
}

/// Writes numbers into a format string's place: `join(&[a, b])` is `"a b"`, as a viewBox or a
/// list of SVG points wants them.
pub fn join(values: &[f64]) -> String {
    let mut out = String::new();
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        push_decimal(&mut out, v);
    }
    out
}

/// A number as [`decimal`] writes it (`20`, `-0.125`), read back; `None` for any other text.
/// Reading with `str::parse::<f64>` would pull the standard library's float parsing (about as
/// large as its printing) into the first download for the sake of one stored view.
pub fn parse_decimal(text: &str) -> Option<f64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() || (digits.contains('.') && fraction.is_empty()) {
        return None;
    }
    if fraction.len() > PLACES as usize {
        return None;
    }
    let mut units: i64 = 0;
    for byte in whole.bytes().chain(fraction.bytes()) {
        if !byte.is_ascii_digit() {
            return None;
        }
        units = units.checked_mul(10)?.checked_add(i64::from(byte - b'0'))?;
    }
    let magnitude = units as f64 / f64::from(10u32.pow(fraction.len() as u32));
    Some(if negative { -magnitude } else { magnitude })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_decimal_writes_reads_back() {
        for x in [
            0.0,
            20.0,
            -20.5,
            15.2,
            0.05,
            2.0001,
            -0.125,
            4000.0,
            1.0 / 3.0,
            123456.789,
        ] {
            let written = decimal(x);
            let read = parse_decimal(&written).unwrap_or_else(|| panic!("{written}"));
            assert_eq!(decimal(read), written);
            assert!((read - x).abs() < 0.00005, "{x} -> {written} -> {read}");
        }
    }

    #[test]
    fn other_texts_are_not_numbers() {
        for text in [
            "", "-", ".", "1.", ".5", "1.2.3", "abc", "1e5", "+1", "1.23456", "12 3",
        ] {
            assert_eq!(parse_decimal(text), None, "{text:?}");
        }
        assert_eq!(parse_decimal("99999999999999999999"), None);
    }

    #[test]
    fn whole_numbers_have_no_point() {
        assert_eq!(decimal(20.0), "20");
        assert_eq!(decimal(0.0), "0");
        assert_eq!(decimal(-0.0), "0");
        assert_eq!(decimal(4000.0), "4000");
    }

    #[test]
    fn fractions_lose_trailing_zeros_and_keep_leading_ones() {
        assert_eq!(decimal(15.2), "15.2");
        assert_eq!(decimal(1.25), "1.25");
        assert_eq!(decimal(0.05), "0.05");
        assert_eq!(decimal(2.0001), "2.0001");
        assert_eq!(decimal(-0.125), "-0.125");
        assert_eq!(decimal(-3.5), "-3.5");
    }

    #[test]
    fn rounds_to_four_places() {
        assert_eq!(decimal(1.0 / 3.0), "0.3333");
        assert_eq!(decimal(2.0 / 3.0), "0.6667");
        assert_eq!(decimal(0.00004), "0");
        assert_eq!(decimal(-0.00004), "0");
        assert_eq!(decimal(9.99996), "10");
    }

    #[test]
    fn agrees_with_the_standard_library_on_short_values() {
        for tenths in -500..500 {
            let x = f64::from(tenths) / 8.0;
            assert_eq!(decimal(x), x.to_string(), "{x}");
        }
    }

    #[test]
    fn values_that_are_not_finite_are_zero() {
        assert_eq!(decimal(f64::NAN), "0");
        assert_eq!(decimal(f64::INFINITY), "0");
        assert_eq!(decimal(f64::NEG_INFINITY), "0");
    }

    #[test]
    fn join_separates_with_spaces() {
        assert_eq!(join(&[0.0, -20.5, 400.0, 1.0 / 3.0]), "0 -20.5 400 0.3333");
        assert_eq!(join(&[]), "");
    }
}
