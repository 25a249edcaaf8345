//! How a restored backup joins what this browser already keeps, so that a restore never loses
//! anything: each game's part merges its own records (of two saves of one puzzle the newer
//! stays, of two statistics the better, everything present on one side only is kept).

use super::format::{Backup, HashiRecords, SlideRecords};
use super::part::Part;

/// The records after a merge, and what the file brought.
#[derive(Clone, Debug, PartialEq)]
pub struct Merged {
    pub records: Backup,
    /// Puzzles whose save came from the file (new here, or newer there).
    pub saves_from_file: usize,
    /// Puzzles saved in both places whose copy here was newer, and stayed.
    pub saves_kept_here: usize,
}

/// Joins the records kept `here` with those read from a backup `file`. Where only one side
/// can win and neither is better (preferences), what is here stays: a restore fills a
/// browser in, it does not overrule it.
pub fn merge(here: Backup, file: Backup) -> Merged {
    let (hashi, tally) = HashiRecords::merge(here.hashi, file.hashi);
    let (slide, _) = SlideRecords::merge(here.slide, file.slide);
    Merged {
        records: Backup::new(here.made_ms, hashi, slide, here.settings.or(file.settings)),
        saves_from_file: tally.from_file,
        saves_kept_here: tally.kept_here,
    }
}
