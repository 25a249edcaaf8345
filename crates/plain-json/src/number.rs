//! A JSON number as written, converted when read: whole numbers exactly, decimals by the
//! exact short path when there is one (the pack files' scores all take it), so that the page
//! carries no general float parser and its tables.

/// A number's text, checked against JSON's grammar by the reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Number(String);

/// The powers of ten an `f64` holds exactly.
const EXACT_POWERS: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// The largest whole number below which every whole number is an exact `f64`.
const EXACT_WHOLE: u64 = 1 << 53;

impl Number {
    /// A literal the reader has checked.
    pub(crate) fn from_checked(text: String) -> Number {
        Number(text)
    }

    pub fn from_u64(n: u64) -> Number {
        Number(n.to_string())
    }

    /// The number as it was written.
    pub fn text(&self) -> &str {
        &self.0
    }

    /// The number as a whole number from 0, if it is written as one and fits (`1.0`, `1e3`
    /// and `-0` are not, as serde reads them).
    pub fn as_u64(&self) -> Option<u64> {
        if self.0.bytes().all(|b| b.is_ascii_digit()) {
            self.0.parse().ok()
        } else {
            None
        }
    }

    /// The number as an `f64`; `None` when it is too large for one (serde refuses those too).
    /// Exact (correctly rounded) when its digits make a whole number below 2^53 scaled by at
    /// most 22 powers of ten; otherwise within a few units of the last place.
    pub fn as_f64(&self) -> Option<f64> {
        let text = self.0.as_bytes();
        let (negative, text) = match text.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, text),
        };
        let mut digits: u64 = 0;
        let mut exponent: i64 = 0;
        let mut in_fraction = false;
        let mut rest = text;
        while let Some((&b, tail)) = rest.split_first() {
            match b {
                b'0'..=b'9' => {
                    if digits < u64::MAX / 10 - 9 {
                        digits = digits * 10 + u64::from(b - b'0');
                        if in_fraction {
                            exponent -= 1;
                        }
                    } else if !in_fraction {
                        // A digit beyond what the whole number holds: only its place counts.
                        exponent += 1;
                    }
                }
                b'.' => in_fraction = true,
                b'e' | b'E' => {
                    exponent = exponent.saturating_add(written_exponent(tail));
                    break;
                }
                _ => return None,
            }
            rest = tail;
        }
        let magnitude = scale(digits, exponent);
        let value = if negative { -magnitude } else { magnitude };
        value.is_finite().then_some(value)
    }
}

/// The exponent after an `e`, kept within a range no `f64` leaves (beyond it, the number is
/// zero or too large however many digits it has).
fn written_exponent(text: &[u8]) -> i64 {
    let (negative, digits) = match text.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, text),
    };
    let mut value: i64 = 0;
    for &b in digits {
        value = (value * 10 + i64::from(b - b'0')).min(100_000);
    }
    if negative {
        -value
    } else {
        value
    }
}

/// `digits` times ten to the `exponent`.
fn scale(digits: u64, exponent: i64) -> f64 {
    if digits == 0 {
        return 0.0;
    }
    // Into the exact path where the digits allow: trailing zeros of a fraction ("7.50") off,
    // a large power's surplus into a whole number that stays exact.
    let (mut digits, mut exponent) = (digits, exponent);
    while exponent < 0 && digits % 10 == 0 {
        digits /= 10;
        exponent += 1;
    }
    while exponent > 22 && digits < EXACT_WHOLE / 10 {
        digits *= 10;
        exponent -= 1;
    }
    let whole = digits as f64;
    let exact = digits < EXACT_WHOLE;
    match usize::try_from(exponent.unsigned_abs()) {
        // One rounding of two exact numbers: the correctly rounded result.
        Ok(power) if exact && power < EXACT_POWERS.len() => {
            if exponent >= 0 {
                whole * EXACT_POWERS[power]
            } else {
                whole / EXACT_POWERS[power]
            }
        }
        _ => {
            // In steps, so that neither the power nor a partial result leaves the range
            // before the whole product does.
            let mut value = whole;
            let mut left = exponent;
            while left != 0 && value != 0.0 && value.is_finite() {
                let step = left.clamp(-22, 22);
                let power = EXACT_POWERS[step.unsigned_abs() as usize];
                value = if step > 0 {
                    value * power
                } else {
                    value / power
                };
                left -= step;
            }
            value
        }
    }
}
