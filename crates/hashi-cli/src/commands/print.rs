//! `hashi print`: a pack as a booklet of SVG pages, laid out as the app's print page lays it
//! out (`hashi_core::print`).

use hashi_core::packs::Pack;
use hashi_core::print::{Booklet, Entry};
use hashi_words::parse::parse_error;
use hashi_words::Catalog;
use std::path::Path;

pub fn run(
    pack_file: &Path,
    booklet: Booklet,
    count: Option<usize>,
    base_url: &str,
    out: &Path,
) -> u8 {
    let pack = match std::fs::read_to_string(pack_file)
        .map_err(|e| e.to_string())
        .and_then(|text| Pack::from_json(&text).map_err(|e| e.to_string()))
    {
        Ok(pack) => pack,
        Err(why) => {
            eprintln!("error: {}: {why}", pack_file.display());
            return crate::EXIT_BAD_INPUT;
        }
    };
    let mut entries = Vec::new();
    for puzzle in pack.puzzles.iter().take(count.unwrap_or(usize::MAX)) {
        let parsed = match puzzle.puzzle() {
            Ok(parsed) => parsed,
            Err(e) => {
                let why = parse_error(&Catalog::english(), &e);
                eprintln!("error: {}: {}: {why}", pack_file.display(), puzzle.id);
                return crate::EXIT_BAD_INPUT;
            }
        };
        let solution = puzzle.solution(&parsed);
        if booklet.solutions && solution.is_none() {
            eprintln!(
                "error: {}: {} carries no solution to print",
                pack_file.display(),
                puzzle.id
            );
            return crate::EXIT_BAD_INPUT;
        }
        entries.push(Entry {
            puzzle: parsed,
            solution,
            name: puzzle.id.clone(),
            band: pack.difficulty.clone(),
            link: format!("{}/hashi/p/{}", base_url.trim_end_matches('/'), puzzle.id),
        });
    }
    if let Err(e) = std::fs::create_dir_all(out) {
        eprintln!("error: cannot create {}: {e}", out.display());
        return crate::EXIT_BAD_INPUT;
    }
    let pages = booklet.pages(&entries);
    for (number, page) in pages.iter().enumerate() {
        let path = out.join(format!("page-{:02}.svg", number + 1));
        if let Err(e) = std::fs::write(&path, page) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return 1;
        }
    }
    println!(
        "wrote {} pages ({} puzzles) to {}",
        pages.len(),
        entries.len(),
        out.display()
    );
    0
}
