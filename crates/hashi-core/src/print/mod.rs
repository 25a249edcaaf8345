//! Booklets for paper: puzzles laid out 1, 2, 4 or 6 to a page of A4 or Letter, each with its
//! name, band and link in small print under it, and their solutions, smaller, on the last
//! pages. Each page is one SVG in millimetres, the same for the CLI (`hashi print`, a file a
//! page) and the app's print page (the browser's print dialog, `@page` at the paper's size).

mod drawing;
mod layout;

pub use drawing::board;
pub use layout::{Paper, PerPage, UnknownPaper, UnknownPerPage};

use crate::puzzle::Puzzle;
use crate::state::State;
use layout::Slot;
use std::fmt::Write;

/// One puzzle of a booklet.
#[derive(Clone, Debug)]
pub struct Entry {
    pub puzzle: Puzzle,
    /// Needed only when the booklet has solutions.
    pub solution: Option<State>,
    /// Its name ("hard2-007"), band ("hard") and link, as the caption under it says them.
    pub name: String,
    pub band: String,
    pub link: String,
}

/// How a booklet is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Booklet {
    pub paper: Paper,
    pub per_page: PerPage,
    /// The solutions after the puzzles, twice as many to a page.
    pub solutions: bool,
    /// Rings not filled: only lines and numbers take ink.
    pub ink_saving: bool,
}

/// Height of the caption under a puzzle, in millimetres.
const CAPTION: f64 = 9.0;

impl Booklet {
    /// The booklet's pages as SVG documents: the puzzles' pages, then (if asked) the
    /// solutions' pages. An entry without a solution leaves its place among the solutions
    /// empty but for its caption.
    pub fn pages(&self, entries: &[Entry]) -> Vec<String> {
        let mut pages: Vec<String> = entries
            .chunks(self.per_page.count())
            .map(|chunk| self.page(chunk, self.per_page, false))
            .collect();
        if self.solutions {
            // A puzzle whose solution is not known (an imported one not yet solved) gets no
            // empty board among the solutions.
            let solved: Vec<Entry> = entries
                .iter()
                .filter(|e| e.solution.is_some())
                .cloned()
                .collect();
            let per_page = self.per_page.for_solutions();
            pages.extend(
                solved
                    .chunks(per_page.count())
                    .map(|chunk| self.page(chunk, per_page, true)),
            );
        }
        pages
    }

    /// One page: `entries` (no more than `per_page` holds) in its slots.
    fn page(&self, entries: &[Entry], per_page: PerPage, solutions: bool) -> String {
        let (width, height) = self.paper.size_mm();
        let mut svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}mm" height="{height}mm" viewBox="0 0 {width} {height}">"#
        );
        for (entry, slot) in entries.iter().zip(layout::slots(self.paper, per_page)) {
            let solution = if solutions {
                entry.solution.as_ref()
            } else {
                None
            };
            place(&mut svg, entry, solution, slot, self.ink_saving);
        }
        svg.push_str("</svg>");
        svg
    }
}

/// `entry` drawn into `slot`: the board as large as fits with its caption under it, centred.
fn place(svg: &mut String, entry: &Entry, solution: Option<&State>, slot: Slot, ink: bool) {
    let (w, h) = (entry.puzzle.width() as f64, entry.puzzle.height() as f64);
    let room = (slot.width, slot.height - CAPTION);
    let scale = (room.0 / w).min(room.1 / h);
    // The board and its caption together, centred in the slot.
    let x = slot.x + (room.0 - w * scale) / 2.0;
    let y = slot.y + (room.1 - h * scale) / 2.0;
    let caption_top = y + h * scale;
    let _ = write!(
        svg,
        r##"<g transform="translate({x:.2} {y:.2}) scale({scale:.4})"><rect width="{w}" height="{h}" fill="none" stroke="#000" stroke-width="0.03"/>{}</g>"##,
        board(&entry.puzzle, solution, ink)
    );
    let middle = slot.x + slot.width / 2.0;
    let line = caption_top + 4.5;
    let size = format!("{}x{}", entry.puzzle.width(), entry.puzzle.height());
    // A puzzle of no band (an imported one) says what it has.
    let caption = [entry.name.as_str(), entry.band.as_str(), size.as_str()]
        .into_iter()
        .filter(|part| !part.is_empty())
        .map(xml)
        .collect::<Vec<_>>()
        .join(" · ");
    let _ = write!(
        svg,
        r##"<text x="{middle:.2}" y="{line:.2}" font-family="sans-serif" font-size="3.5" text-anchor="middle" fill="#000">{caption}</text><text x="{middle:.2}" y="{:.2}" font-family="sans-serif" font-size="2.5" text-anchor="middle" fill="#000">{}</text>"##,
        line + 3.5,
        xml(&entry.link)
    );
}

/// `text` safe inside an SVG element or attribute.
fn xml(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_task;
    use crate::solver::unique_solution;

    fn entries(n: usize) -> Vec<Entry> {
        let puzzle = parse_task("3x3:2a2c2a2").unwrap();
        let solution = unique_solution(&puzzle).ok();
        (1..=n)
            .map(|i| Entry {
                puzzle: puzzle.clone(),
                solution: solution.clone(),
                name: format!("easy2-{i:03}"),
                band: "easy".into(),
                link: format!("https://hashi.example/hashi/p/easy2-{i:03}"),
            })
            .collect()
    }

    #[test]
    fn puzzles_fill_their_pages_and_solutions_follow_twice_as_many_to_a_page() {
        let booklet = Booklet {
            paper: Paper::A4,
            per_page: PerPage::Four,
            solutions: true,
            ink_saving: false,
        };
        let pages = booklet.pages(&entries(10));
        // 10 puzzles at 4 a page: 3 pages; their solutions at 8 a page: 2 more.
        assert_eq!(pages.len(), 5);
        let captions = |page: &str| page.matches("font-size=\"3.5\"").count();
        assert_eq!(
            pages
                .iter()
                .take(3)
                .map(|p| captions(p))
                .collect::<Vec<_>>(),
            [4, 4, 2]
        );
        assert_eq!(
            pages
                .iter()
                .skip(3)
                .map(|p| captions(p))
                .collect::<Vec<_>>(),
            [8, 2]
        );
        assert!(pages.iter().take(3).all(|p| !p.contains("<line")));
        assert!(pages.iter().skip(3).all(|p| p.contains("<line")));
        assert!(pages[0].starts_with(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm""#
        ));
        assert!(pages[0].contains("easy2-001 · easy · 3x3") && pages[2].contains("easy2-010"));
        let without = Booklet {
            solutions: false,
            ..booklet
        };
        assert_eq!(without.pages(&entries(10)).len(), 3);
        assert!(without.pages(&[]).is_empty());
    }

    #[test]
    fn a_puzzle_of_unknown_solution_or_no_band_prints_without_them() {
        let mut entry = entries(1).remove(0);
        entry.solution = None;
        entry.band = String::new();
        let booklet = Booklet {
            paper: Paper::Letter,
            per_page: PerPage::One,
            solutions: true,
            ink_saving: false,
        };
        let pages = booklet.pages(&[entry]);
        assert_eq!(pages.len(), 1, "no solution page for an unknown solution");
        assert!(pages[0].contains(">easy2-001 · 3x3</text>"), "{}", pages[0]);
    }

    #[test]
    fn every_count_a_page_and_paper_lays_out_within_the_page() {
        for paper in [Paper::A4, Paper::Letter] {
            for per_page in PerPage::ALL {
                let booklet = Booklet {
                    paper,
                    per_page,
                    solutions: false,
                    ink_saving: true,
                };
                let pages = booklet.pages(&entries(per_page.count()));
                assert_eq!(pages.len(), 1);
                assert_eq!(pages[0].matches("<circle").count(), 4 * per_page.count());
                assert!(!pages[0].contains(r##"fill="#fff""##));
            }
        }
    }

    #[test]
    fn captions_are_escaped() {
        let mut entry = entries(1).remove(0);
        entry.name = "<mine> & \"yours\"".into();
        let booklet = Booklet {
            paper: Paper::Letter,
            per_page: PerPage::One,
            solutions: false,
            ink_saving: false,
        };
        let page = &booklet.pages(&[entry])[0];
        assert!(
            page.contains("&lt;mine&gt; &amp; &quot;yours&quot; · easy"),
            "{page}"
        );
    }
}
