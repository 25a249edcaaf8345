//! A challenge's claim as a link carries it: `?challenge=192s-0h-Alex` is 192 seconds, no
//! hints, from Alex (the name is optional). Read strictly: a link that was cut or edited gets
//! a sentence saying what is wrong, never a guess.

use std::fmt;
use std::str::FromStr;

/// The query parameter of a challenge link.
pub const PARAM: &str = "challenge";
/// The longest name a link may carry, in characters.
pub const MOST_NAME: usize = 30;
/// A claim above this (100 hours) is no solve of one sitting, but a damaged number.
pub const MOST_SECONDS: u64 = 360_000;
pub const MOST_HINTS: u32 = 10_000;

/// What the sender says of their solve. Nothing checks it: there is no server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub seconds: u64,
    pub hints: u32,
    pub name: Option<String>,
}

/// Why a challenge parameter is refused (the page words it: `versus.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimError {
    /// Not `<seconds>s-<hints>h`, optionally followed by `-<name>`.
    Shape { text: String },
    /// The time is not a number of seconds, or past any single sitting.
    Time { text: String },
    /// The hints are not a count.
    Hints { text: String },
    /// The name is too long, or holds characters a name does not.
    Name(NameProblem),
}

/// What is wrong with a challenger's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// Longer than [`MOST_NAME`] characters.
    TooLong,
    /// Empty, or holding control characters.
    Blank,
}

impl Claim {
    /// The sender's time in milliseconds, as the game counts it.
    pub fn elapsed_ms(&self) -> u64 {
        self.seconds * 1000
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}s-{}h", self.seconds, self.hints)?;
        match &self.name {
            Some(name) => write!(f, "-{name}"),
            None => Ok(()),
        }
    }
}

/// Trims a typed name to what a link carries: `None` when nothing is left.
pub fn clean_name(typed: &str) -> Option<String> {
    let name: String = typed
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(MOST_NAME)
        .collect();
    (!name.is_empty()).then_some(name)
}

impl FromStr for Claim {
    type Err = ClaimError;

    fn from_str(text: &str) -> Result<Claim, ClaimError> {
        let shape = || ClaimError::Shape {
            text: text.chars().take(40).collect(),
        };
        let mut parts = text.splitn(3, '-');
        let time = parts.next().ok_or_else(shape)?;
        let hints = parts.next().ok_or_else(shape)?;
        let time = time.strip_suffix('s').ok_or_else(shape)?;
        let hints = hints.strip_suffix('h').ok_or_else(shape)?;
        let seconds = time
            .parse::<u64>()
            .ok()
            .filter(|&s| s <= MOST_SECONDS)
            .ok_or_else(|| ClaimError::Time { text: time.into() })?;
        let hints = hints
            .parse::<u32>()
            .ok()
            .filter(|&h| h <= MOST_HINTS)
            .ok_or_else(|| ClaimError::Hints { text: hints.into() })?;
        let name = match parts.next() {
            None => None,
            Some(name) if name.chars().count() > MOST_NAME => {
                return Err(ClaimError::Name(NameProblem::TooLong))
            }
            Some(name) if name.chars().any(char::is_control) || name.trim().is_empty() => {
                return Err(ClaimError::Name(NameProblem::Blank))
            }
            Some(name) => Some(name.to_string()),
        };
        Ok(Claim {
            seconds,
            hints,
            name,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_claim_round_trips_through_its_text() {
        for claim in [
            Claim {
                seconds: 192,
                hints: 0,
                name: Some("Alex".into()),
            },
            Claim {
                seconds: 0,
                hints: 3,
                name: None,
            },
            Claim {
                seconds: 4000,
                hints: 1,
                name: Some("Jean-Luc — ☕".into()),
            },
        ] {
            assert_eq!(claim.to_string().parse(), Ok(claim));
        }
        assert_eq!("192s-0h".parse::<Claim>().unwrap().name, None);
        assert_eq!(clean_name("  Alex\u{7}  "), Some("Alex".into()));
        assert_eq!(clean_name("   "), None);
        assert_eq!(
            clean_name(&"x".repeat(50)).map(|n| n.len()),
            Some(MOST_NAME)
        );
    }

    #[test]
    fn a_damaged_claim_says_what_is_wrong() {
        let err = |text: &str| text.parse::<Claim>().unwrap_err();
        assert!(matches!(err(""), ClaimError::Shape { .. }));
        assert!(matches!(err("192"), ClaimError::Shape { .. }));
        assert!(matches!(err("192-0"), ClaimError::Shape { .. }));
        assert!(matches!(err("abcs-0h"), ClaimError::Time { .. }));
        assert!(matches!(
            err("-5s-0h"),
            ClaimError::Shape { .. } | ClaimError::Time { .. }
        ));
        assert!(matches!(
            err("99999999999999999999999s-0h"),
            ClaimError::Time { .. }
        ));
        assert!(matches!(err("10s-manyh"), ClaimError::Hints { .. }));
        assert!(matches!(
            err(&format!("10s-0h-{}", "n".repeat(31))),
            ClaimError::Name(NameProblem::TooLong)
        ));
        assert_eq!(err("10s-0h-a\u{0}b"), ClaimError::Name(NameProblem::Blank));
        assert_eq!(err("abcs-0h"), ClaimError::Time { text: "abc".into() });
    }

    #[test]
    fn no_text_panics() {
        for text in [
            "s-h",
            "-",
            "--",
            "0s-0h-",
            "\u{1F600}s-0h",
            "1s-1h-\u{202E}",
            "1ss-1hh",
        ] {
            let _ = text.parse::<Claim>();
        }
    }
}
