//! The `--rules` argument: rule letters as in a task string (`m4L`, `w`, `t`), `standard`,
//! or, where a command can run every rule set, `all`.

use hashi_core::rule_set::RuleSet;

/// Help for `--rules`.
pub const HELP: &str = "Rule letters as in a task string: mN up to N bridges per pair (1-4, \
standard 2), L no loops, w cylinder (rows wrap), t torus (rows and columns wrap); e.g. m4L, \
m1w, t. `standard` (or an empty value) for the standard rules. `hashi info` lists them";

/// Reads one rule set; the error says which letter is wrong and what the letters mean.
pub fn parse(text: &str) -> Result<RuleSet, String> {
    let trimmed = text.trim();
    if trimmed.is_empty() || trimmed.eq_ignore_ascii_case("standard") {
        return Ok(RuleSet::STANDARD);
    }
    trimmed.parse().map_err(|e| {
        let why = hashi_words::parse::rules(&hashi_words::Catalog::english(), &e);
        format!("`{text}` is not a rule set: {why}")
    })
}

/// One rule set, or every one of them.
#[derive(Clone, Copy, Debug)]
pub enum Selection {
    One(RuleSet),
    All,
}

impl Selection {
    pub fn rule_sets(self) -> Vec<RuleSet> {
        match self {
            Selection::One(rules) => vec![rules],
            Selection::All => RuleSet::all().collect(),
        }
    }
}

/// Reads a rule set or `all`.
pub fn parse_selection(text: &str) -> Result<Selection, String> {
    if text.trim().eq_ignore_ascii_case("all") {
        return Ok(Selection::All);
    }
    parse(text).map(Selection::One)
}

/// A rule set as people read it in a table: its letters, or `standard`.
pub fn label(rules: RuleSet) -> String {
    if rules.is_standard() {
        "standard".to_string()
    } else {
        rules.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_standard_and_all_are_read_and_a_bad_letter_is_explained() {
        assert_eq!(parse("m4L").unwrap().to_string(), "m4L");
        assert!(parse("standard").unwrap().is_standard());
        assert!(parse("").unwrap().is_standard());
        assert_eq!(parse_selection("all").unwrap().rule_sets().len(), 24);
        let error = parse("m5").unwrap_err();
        assert!(error.contains("`m5` is not a rule set"), "{error}");
        assert!(parse("x").unwrap_err().contains("not a rule"));
    }
}
