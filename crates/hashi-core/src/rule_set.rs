//! The rule set a puzzle is played under: most bridges per pair, whether loops are allowed,
//! and whether the board wraps around. Its text form doubles as the parameters of a task
//! string or a Tatham game ID (`m3L`, `t`, ...).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Whether (and how) bridges may leave one edge of the board and enter the opposite one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Wrap {
    /// An ordinary board with four edges.
    #[default]
    Flat,
    /// The left and right edges are joined: a row wraps around.
    Cylinder,
    /// Both pairs of opposite edges are joined: rows and columns wrap around.
    Torus,
}

impl Wrap {
    pub const ALL: [Wrap; 3] = [Wrap::Flat, Wrap::Cylinder, Wrap::Torus];

    /// Whether rows wrap (a bridge may cross the left/right seam).
    pub fn rows(self) -> bool {
        self != Wrap::Flat
    }

    /// Whether columns wrap (a bridge may cross the top/bottom seam).
    pub fn columns(self) -> bool {
        self == Wrap::Torus
    }

    /// The parameter letter: none for a flat board, `w` for a cylinder, `t` for a torus.
    pub fn letter(self) -> Option<char> {
        match self {
            Wrap::Flat => None,
            Wrap::Cylinder => Some('w'),
            Wrap::Torus => Some('t'),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Wrap::Flat => "flat",
            Wrap::Cylinder => "cylinder",
            Wrap::Torus => "torus",
        }
    }
}

/// Most bridges a pair may take, bounds included.
pub const MAX_BRIDGES_RANGE: std::ops::RangeInclusive<u8> = 1..=4;

/// A puzzle's rules. The standard rules ([`RuleSet::STANDARD`]) are 2 bridges per pair,
/// loops allowed, a flat board.
///
/// ```
/// use hashi_core::rule_set::{RuleSet, Wrap};
/// let rules: RuleSet = "m4Lt".parse().unwrap();
/// assert_eq!((rules.max_bridges(), rules.allows_loops(), rules.wrap()), (4, false, Wrap::Torus));
/// assert_eq!(rules.to_string(), "m4Lt");
/// assert_eq!(RuleSet::STANDARD.to_string(), "");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RulesDoc", into = "RulesDoc")]
pub struct RuleSet {
    max_bridges: u8,
    allow_loops: bool,
    wrap: Wrap,
}

impl Default for RuleSet {
    fn default() -> Self {
        Self::STANDARD
    }
}

/// Why a rule set was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleSetError {
    /// Most bridges per pair outside 1 to 4, at this character of the text.
    MaxBridges { value: String, at: usize },
    /// A letter that names no rule, at this character of the text.
    Unknown { letter: char, at: usize },
    /// A rule given twice (or two wrap letters), at this character.
    Repeated { letter: char, at: usize },
}

impl RuleSetError {
    /// The character of the rule text where the problem is.
    pub fn at(&self) -> usize {
        match self {
            RuleSetError::MaxBridges { at, .. }
            | RuleSetError::Unknown { at, .. }
            | RuleSetError::Repeated { at, .. } => *at,
        }
    }
}

/// Terse, for logs and tests: a person reads `hashi_words::parse::rules`' words, which also
/// say what the letters mean.
impl fmt::Display for RuleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleSetError::MaxBridges { value, .. } => write!(f, "`m{value}`: not 1 to 4"),
            RuleSetError::Unknown { letter, .. } => write!(f, "unknown rule `{letter}`"),
            RuleSetError::Repeated { letter, .. } => write!(f, "repeated rule `{letter}`"),
        }
    }
}

impl std::error::Error for RuleSetError {}

impl RuleSet {
    /// Two bridges per pair, loops allowed, a flat board.
    pub const STANDARD: RuleSet = RuleSet {
        max_bridges: 2,
        allow_loops: true,
        wrap: Wrap::Flat,
    };

    /// The rules with `max_bridges` per pair (1 to 4), loops allowed or not, and `wrap`.
    pub fn new(max_bridges: u8, allow_loops: bool, wrap: Wrap) -> Result<Self, RuleSetError> {
        if !MAX_BRIDGES_RANGE.contains(&max_bridges) {
            return Err(RuleSetError::MaxBridges {
                value: max_bridges.to_string(),
                at: 0,
            });
        }
        Ok(Self {
            max_bridges,
            allow_loops,
            wrap,
        })
    }

    /// Most bridges between one pair of islands.
    pub const fn max_bridges(self) -> u8 {
        self.max_bridges
    }

    /// Whether the bridges may close a loop (when not, a solution is a tree).
    pub fn allows_loops(self) -> bool {
        self.allow_loops
    }

    pub fn wrap(self) -> Wrap {
        self.wrap
    }

    /// The largest island number these rules allow: every direction at its most.
    pub const fn max_target(self) -> u8 {
        4 * self.max_bridges
    }

    pub fn is_standard(&self) -> bool {
        *self == Self::STANDARD
    }

    /// These rules with another most bridges per pair (clamped to 1 to 4).
    pub fn with_max_bridges(self, max_bridges: u8) -> Self {
        Self {
            max_bridges: max_bridges.clamp(*MAX_BRIDGES_RANGE.start(), *MAX_BRIDGES_RANGE.end()),
            ..self
        }
    }

    pub fn with_loops(self, allow_loops: bool) -> Self {
        Self {
            allow_loops,
            ..self
        }
    }

    pub fn with_wrap(self, wrap: Wrap) -> Self {
        Self { wrap, ..self }
    }

    /// Every rule set, standard first: most bridges 1 to 4 × loops × board shape.
    pub fn all() -> impl Iterator<Item = RuleSet> {
        let mut all = vec![Self::STANDARD];
        for wrap in Wrap::ALL {
            for allow_loops in [true, false] {
                for max in MAX_BRIDGES_RANGE {
                    let rules = Self {
                        max_bridges: max,
                        allow_loops,
                        wrap,
                    };
                    if !rules.is_standard() {
                        all.push(rules);
                    }
                }
            }
        }
        all.into_iter()
    }

    /// A short phrase for people: "standard rules", "up to 4 bridges, no loops, torus".
    pub fn describe(self) -> String {
        if self.is_standard() {
            return "standard rules".to_string();
        }
        let mut parts = Vec::new();
        if self.max_bridges != 2 {
            parts.push(match self.max_bridges {
                1 => "single bridges only".to_string(),
                n => format!("up to {n} bridges per pair"),
            });
        }
        if !self.allow_loops {
            parts.push("no loops".to_string());
        }
        if self.wrap != Wrap::Flat {
            parts.push(format!("{} board", self.wrap.name()));
        }
        parts.join(", ")
    }

    /// Reads the rule letters of a parameter string, calling `other` for a letter that is not
    /// a rule with its value digits (it answers whether to skip it): how a Tatham game ID's
    /// generation parameters are passed over. Without `wrap_letters`, `w` and `t` are not
    /// rules either (Tatham's IDs have no wrapped boards).
    pub(crate) fn parse_params(
        text: &str,
        wrap_letters: bool,
        mut other: impl FnMut(char, &str) -> bool,
    ) -> Result<Self, RuleSetError> {
        let mut rules = Self::STANDARD;
        let (mut seen_max, mut seen_loops, mut seen_wrap) = (false, false, false);
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let letter = chars[i];
            let digits = chars[i + 1..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count();
            let value: String = chars[i + 1..i + 1 + digits].iter().collect();
            let once = |seen: &mut bool| {
                if std::mem::replace(seen, true) {
                    Err(RuleSetError::Repeated { letter, at: i })
                } else {
                    Ok(())
                }
            };
            match letter {
                'm' => {
                    once(&mut seen_max)?;
                    rules.max_bridges = value
                        .parse()
                        .ok()
                        .filter(|n| MAX_BRIDGES_RANGE.contains(n))
                        .ok_or(RuleSetError::MaxBridges {
                            value: value.clone(),
                            at: i,
                        })?;
                }
                'L' if digits == 0 => {
                    once(&mut seen_loops)?;
                    rules.allow_loops = false;
                }
                'w' | 't' if digits == 0 && wrap_letters => {
                    once(&mut seen_wrap)?;
                    rules.wrap = if letter == 'w' {
                        Wrap::Cylinder
                    } else {
                        Wrap::Torus
                    };
                }
                _ if other(letter, &value) => {}
                _ => return Err(RuleSetError::Unknown { letter, at: i }),
            }
            i += 1 + digits;
        }
        Ok(rules)
    }
}

/// The parameter letters: `mN` unless N is 2, `L` without loops, `w`/`t` for a wrapped
/// board; the standard rules write nothing.
impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.max_bridges != 2 {
            write!(f, "m{}", self.max_bridges)?;
        }
        if !self.allow_loops {
            f.write_str("L")?;
        }
        if let Some(letter) = self.wrap.letter() {
            write!(f, "{letter}")?;
        }
        Ok(())
    }
}

/// Reads the letters [`Display`](fmt::Display) writes, in any order; `m2` is accepted.
impl FromStr for RuleSet {
    type Err = RuleSetError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse_params(s.trim(), true, |_, _| false)
    }
}

/// The rules as a JSON object: `{"max_bridges": 3, "loops": false, "wrap": "torus"}`, each
/// field defaulting to the standard rules.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesDoc {
    #[serde(default = "standard_max")]
    max_bridges: u8,
    #[serde(default = "yes")]
    loops: bool,
    #[serde(default)]
    wrap: Wrap,
}

fn standard_max() -> u8 {
    RuleSet::STANDARD.max_bridges
}

fn yes() -> bool {
    true
}

impl TryFrom<RulesDoc> for RuleSet {
    type Error = RuleSetError;

    fn try_from(doc: RulesDoc) -> Result<Self, Self::Error> {
        RuleSet::new(doc.max_bridges, doc.loops, doc.wrap)
    }
}

impl From<RuleSet> for RulesDoc {
    fn from(rules: RuleSet) -> Self {
        RulesDoc {
            max_bridges: rules.max_bridges,
            loops: rules.allow_loops,
            wrap: rules.wrap,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_set_writes_and_reads_back() {
        let all: Vec<RuleSet> = RuleSet::all().collect();
        assert_eq!(all.len(), 24);
        assert_eq!(all[0], RuleSet::STANDARD);
        for rules in all {
            assert_eq!(rules.to_string().parse::<RuleSet>(), Ok(rules));
            let json = serde_json::to_string(&rules).unwrap();
            assert_eq!(serde_json::from_str::<RuleSet>(&json).unwrap(), rules);
        }
        assert_eq!("m2".parse::<RuleSet>(), Ok(RuleSet::STANDARD));
        assert_eq!(
            "Lm3".parse::<RuleSet>().unwrap().to_string(),
            "m3L",
            "any order reads, one order writes"
        );
    }

    #[test]
    fn bad_rules_say_which_letter_and_why() {
        let why = |s: &str| s.parse::<RuleSet>().unwrap_err().to_string();
        assert!(why("m5").contains("not 1 to 4"));
        assert!(why("m").contains("not 1 to 4"));
        assert!(why("m3q").contains("unknown rule `q`"));
        assert_eq!("m3q".parse::<RuleSet>().unwrap_err().at(), 2);
        assert!(why("LL").contains("repeated rule `L`"));
        assert!(why("wt").contains("repeated rule"));
        assert!(serde_json::from_str::<RuleSet>(r#"{"max_bridges": 9}"#).is_err());
        assert!(serde_json::from_str::<RuleSet>(r#"{"colour": 1}"#).is_err());
        assert_eq!(
            serde_json::from_str::<RuleSet>(r#"{"loops": false, "wrap": "torus"}"#).unwrap(),
            RuleSet::STANDARD.with_loops(false).with_wrap(Wrap::Torus)
        );
    }

    #[test]
    fn descriptions_read_as_phrases() {
        assert_eq!(RuleSet::STANDARD.describe(), "standard rules");
        assert_eq!(
            "m4Lt".parse::<RuleSet>().unwrap().describe(),
            "up to 4 bridges per pair, no loops, torus board"
        );
        assert_eq!(
            "m1".parse::<RuleSet>().unwrap().describe(),
            "single bridges only"
        );
    }
}
