//! Where the puzzles of a page go: the paper's size, its margins, and a grid of slots for 1,
//! 2, 4 or 6 puzzles (and 2, 4, 8 or 12 solutions, which print smaller).

use std::fmt;
use std::str::FromStr;

/// Margin around a page's slots, in millimetres (within what printers reach).
const MARGIN: f64 = 12.0;
/// Space between slots, in millimetres.
const GUTTER: f64 = 6.0;

/// A paper size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    A4,
    Letter,
}

/// Why a text names no paper size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPaper(pub String);

impl fmt::Display for UnknownPaper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "“{}” is not a paper size: a4 or letter", self.0)
    }
}

impl std::error::Error for UnknownPaper {}

impl Paper {
    /// Width and height in millimetres.
    pub fn size_mm(self) -> (f64, f64) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    /// Its name in `@page { size: … }` and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }
}

impl FromStr for Paper {
    type Err = UnknownPaper;

    fn from_str(text: &str) -> Result<Paper, UnknownPaper> {
        match text.to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" => Ok(Paper::Letter),
            _ => Err(UnknownPaper(text.to_string())),
        }
    }
}

/// Puzzles to a page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PerPage {
    One,
    Two,
    Four,
    Six,
    /// Only for solutions.
    Eight,
    /// Only for solutions.
    Twelve,
}

/// Why a number is not one of the counts a page holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPerPage(pub String);

impl fmt::Display for UnknownPerPage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "“{}” puzzles to a page: a page holds 1, 2, 4 or 6",
            self.0
        )
    }
}

impl std::error::Error for UnknownPerPage {}

impl PerPage {
    /// The counts a player can choose.
    pub const ALL: [PerPage; 4] = [PerPage::One, PerPage::Two, PerPage::Four, PerPage::Six];

    pub fn count(self) -> usize {
        self.grid().0 * self.grid().1
    }

    /// Columns and rows.
    fn grid(self) -> (usize, usize) {
        match self {
            PerPage::One => (1, 1),
            PerPage::Two => (1, 2),
            PerPage::Four => (2, 2),
            PerPage::Six => (2, 3),
            PerPage::Eight => (2, 4),
            PerPage::Twelve => (3, 4),
        }
    }

    /// How many solutions go to a page when puzzles go this many: twice as many, smaller.
    pub fn for_solutions(self) -> PerPage {
        match self {
            PerPage::One => PerPage::Two,
            PerPage::Two => PerPage::Four,
            PerPage::Four => PerPage::Eight,
            PerPage::Six | PerPage::Eight | PerPage::Twelve => PerPage::Twelve,
        }
    }
}

impl FromStr for PerPage {
    type Err = UnknownPerPage;

    fn from_str(text: &str) -> Result<PerPage, UnknownPerPage> {
        match text.trim() {
            "1" => Ok(PerPage::One),
            "2" => Ok(PerPage::Two),
            "4" => Ok(PerPage::Four),
            "6" => Ok(PerPage::Six),
            _ => Err(UnknownPerPage(text.to_string())),
        }
    }
}

/// A slot on a page, in millimetres from its top left corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slot {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

/// The page's slots in reading order.
pub fn slots(paper: Paper, per_page: PerPage) -> Vec<Slot> {
    let (page_width, page_height) = paper.size_mm();
    let (columns, rows) = per_page.grid();
    let width = (page_width - 2.0 * MARGIN - GUTTER * (columns - 1) as f64) / columns as f64;
    let height = (page_height - 2.0 * MARGIN - GUTTER * (rows - 1) as f64) / rows as f64;
    (0..rows)
        .flat_map(|row| (0..columns).map(move |column| (row, column)))
        .map(|(row, column)| Slot {
            x: MARGIN + column as f64 * (width + GUTTER),
            y: MARGIN + row as f64 * (height + GUTTER),
            width,
            height,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_tile_the_page_inside_its_margins_in_reading_order() {
        for paper in [Paper::A4, Paper::Letter] {
            let (w, h) = paper.size_mm();
            for per_page in PerPage::ALL
                .into_iter()
                .chain([PerPage::Eight, PerPage::Twelve])
            {
                let slots = slots(paper, per_page);
                assert_eq!(slots.len(), per_page.count());
                for s in &slots {
                    assert!(s.x >= MARGIN && s.y >= MARGIN);
                    assert!(s.x + s.width <= w - MARGIN + 1e-9);
                    assert!(s.y + s.height <= h - MARGIN + 1e-9);
                }
                // Reading order: along a row, then down.
                assert!(slots.windows(2).all(|p| p[1].y > p[0].y || p[1].x > p[0].x));
            }
        }
    }

    #[test]
    fn names_read_both_ways() {
        assert_eq!("A4".parse(), Ok(Paper::A4));
        assert_eq!("letter".parse::<Paper>().map(Paper::id), Ok("letter"));
        assert!("a5"
            .parse::<Paper>()
            .unwrap_err()
            .to_string()
            .contains("a4 or letter"));
        assert_eq!("6".parse(), Ok(PerPage::Six));
        assert_eq!(PerPage::Six.for_solutions().count(), 12);
        assert!("8"
            .parse::<PerPage>()
            .unwrap_err()
            .to_string()
            .contains("1, 2, 4 or 6"));
    }
}
