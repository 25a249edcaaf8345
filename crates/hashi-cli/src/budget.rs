//! The `--budget` option shared by the commands that search, and what they say when it runs
//! out: the sentence and exit status a script can rely on.

use hashi_core::solver::Budget;
use std::fmt;

/// Exit status when the search gave up: the puzzle could not be settled within the budget.
pub const EXIT_GAVE_UP: u8 = 5;

/// Help for `--budget`.
pub const HELP: &str = "Work units the search may spend before it gives up (exit status 5): \
a number, or `unlimited`. Units are counted, not timed, so the answer is the same on every \
machine; the default answers any puzzle up to 100x100 within about two seconds";

/// The value of `--budget`, written the way it is parsed so that clap can show the default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BudgetArg(pub Budget);

impl Default for BudgetArg {
    fn default() -> Self {
        BudgetArg(Budget::DEFAULT)
    }
}

impl fmt::Display for BudgetArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == Budget::UNLIMITED {
            f.write_str("unlimited")
        } else {
            write!(f, "{}", self.0.units())
        }
    }
}

/// Parses `--budget`: a number of work units (`_` may group digits), or `unlimited`.
pub fn parse(text: &str) -> Result<BudgetArg, String> {
    if text.trim().eq_ignore_ascii_case("unlimited") {
        return Ok(BudgetArg(Budget::UNLIMITED));
    }
    text.trim()
        .replace('_', "")
        .parse::<u64>()
        .map(|units| BudgetArg(Budget::work(units)))
        .map_err(|_| format!("`{text}` is not a budget: use a number of work units or `unlimited`"))
}

/// What is printed on standard error (after `error: NAME: `) when the budget ran out.
pub fn gave_up_message(work: u64) -> String {
    format!(
        "gave up after {work} work units: this puzzle is too hard to settle within the budget; raise --budget"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_is_a_number_or_unlimited_and_reads_back_as_written() {
        assert_eq!(parse("1_000"), Ok(BudgetArg(Budget::work(1000))));
        assert_eq!(parse("unlimited"), Ok(BudgetArg(Budget::UNLIMITED)));
        for arg in [BudgetArg::default(), BudgetArg(Budget::UNLIMITED)] {
            assert_eq!(parse(&arg.to_string()), Ok(arg));
        }
        assert!(parse("lots").unwrap_err().contains("not a budget"));
    }
}
