//! Every puzzle of the published coelho2019 set loads (runs when ../shared/benchmarks exists).

use hashi_core::formats::{parse_has, Format};
use std::path::PathBuf;

fn benchmark_dir() -> Option<PathBuf> {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks/coelho2019");
    dir.is_dir().then_some(dir)
}

#[test]
fn every_coelho2019_file_loads_with_its_header_island_count() {
    let Some(dir) = benchmark_dir() else {
        eprintln!("../shared/benchmarks is absent: skipping the benchmark-set check");
        return;
    };
    let mut loaded = 0;
    for folder in ["100", "200", "300", "400"] {
        let mut files: Vec<_> = std::fs::read_dir(dir.join(folder))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "has"))
            .collect();
        files.sort();
        assert_eq!(files.len(), 360, "folder {folder}");
        for path in files {
            let text = std::fs::read_to_string(&path).unwrap();
            let header: Vec<usize> = text
                .lines()
                .next()
                .unwrap()
                .split_whitespace()
                .map(|t| t.parse().unwrap())
                .collect();
            let imported = hashi_core::formats::import(&text)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(imported.format, Format::Has, "{}", path.display());
            let puzzle = parse_has(&text).unwrap();
            assert_eq!(puzzle.islands().len(), header[2], "{}", path.display());
            assert_eq!(puzzle.height(), header[0]);
            assert_eq!(puzzle.width(), header[1]);
            loaded += 1;
        }
    }
    assert_eq!(loaded, 1440);
}
