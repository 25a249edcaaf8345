//! Version 8 of the generator: its pinned outputs (links made with it name them), and the
//! symmetries it refuses. The properties of the current version are in `generator_picked.rs`.

use hashi_core::formats::write_task;
use hashi_core::generator::{generate_as, GenerateError, Params, Symmetry, SymmetryRefusal};
use hashi_core::rating::Band;

/// A pinned output: band, width, height, seed, symmetry asked for, and the task it gives.
type Pin = (Band, usize, usize, u64, Option<Symmetry>, &'static str);

/// What version 8 made when it was released.
/// Links name these, so they never change; a change to what version 8 makes needs a new
/// version (`GENERATOR_VERSION`, and a line in CHANGELOG.md).
const PINS: [Pin; 20] = [
    (Band::Easy, 7, 7, 0, None, "7x7:2c2d2c13h5a5a54j1b3a5c4"),
    (Band::Easy, 7, 7, 1, None, "7x7:2b4b3b1a1e2c4a2a4a4a2a5c4a2a1c1a5b3"),
    (Band::Easy, 7, 7, 42, None, "7x7:a2a6b3g3b6b5a2c3g2a2b1b3b3a3a"),
    (Band::Medium, 10, 10, 0, None, "10x10:a1a3a4a1h1b23b5a6b3c2a2a1b2p4a4a3d2h1a2b2b2b3b2a3c2b2a2"),
    (Band::Medium, 10, 10, 1, None, "10x10:2a4a4a4a1d2a2a3a3b2c2c3b3a2b1c1a1a2b35b5a2a3k2a1a4d4a2c3a2b1a1a2a2b2a"),
    (Band::Medium, 10, 10, 42, None, "10x10:1c2a2a1c1b2a5a32c3g3b3h3b5a34a4b2h4b5h1b34a5a3b1c2a4b4b3"),
    (Band::Hard, 15, 15, 0, None, "15x15:3a6b3a2a3a3a3e3a3a2a3a2a1e2a4a1c3a3a6a5a1e1a2a2c1a3b4b3a3c5c4c1a3b1j2b3b6a4c4a5a35a4e3d2e4a4c4a6a22a3j1e2c3a4a4a3a2a3b3r2b1a1a2a3a5a3c1a2"),
    (Band::Hard, 15, 15, 1, None, "15x15:a2a2b4c2a2a21a3a1c2b3a2h1b1c2c1b3d3a3a2a4a3b3f2a1a2d4a2b1c3c4b2a3b33c2c1a2a2c1a2a1a2a4a3b23a1a2a1c1a2c1a3e1a1c2a2b2a3b3a4a3d2a5a5b2e1l1b3b4a3c3a2"),
    (Band::Hard, 15, 15, 42, None, "15x15:a3b3a3b4a4a3d2a3b1a1a2a11f2a4a3a1b3a5a2f2f4a2d3b24b3a2a4a3b2d2a6a1d1b23b1a3a6a6b4d1a3k2a2a1a2a3a1b22i2a4d1a5b4a5a3b5a4a2a2d1a2b1a2a4d3a1b2a2a2a4a3b2a2b"),
    (Band::Expert, 20, 20, 0, None, "20x20:d1b3b2a2a3b2b2h1a2a2a3c2b2b3a4b2a2a1a1a2e1d3a5a4a6a2a35a2b2h1f2b4b4a3a1a1a5b4a3d1b1a2a4a3b1a4b2a8b6a3a2a3a4b3b2a1b1e2d3a32f4a7a4a3d3c3a8a4a1a2a2b4a3a12d2c3a1a3d1c4a6b3b3a2b5a1a32e1g1g1a2b3a3a3a1a4a3a4h1a4a3a3a3a3a5a4a5a3l2c1a1a6b8a6a2a5a6a3a2a2a1l1a1a3a2a5b5a3c3a4a"),
    (Band::Expert, 20, 20, 1, None, "20x20:b2a1c1a3a3b4b3a1b1b3b1a2b4b2a1b4a3m1a2b1b4a4a3a2a7b4a2b2a3f1i1a3d5a6a6a5b1a14a2a3a5n1a3a2b2a6a6b3a1b2a3a2a2i1b4c1a3a2a1b2a1e5a4a1a1a2a3d4a2e2a4a3a3c1b1b34a3c2a2a2a3b4a1e2e2a2b2a3b34a6b2b2n2b1b1a4a2a3a3b5a5b4b4a2h2c1g3b1b4b3a3b5b4a2b2a2c1a1b3b3a2a3b3b3b"),
    (Band::Expert, 20, 20, 42, None, "20x20:1b3a3a2a2a4b2a3a2g1c2h24b6a7b2b6b6a8a4b3b1b2b4a1g3j3b3a4b4a4a4a4a4b5a2e2a3c2a5b1a1d1b3a4a5a3b1a4a4a3c3a3e4b3a1g3a1c3a3b2b1a3b4a4b2e2b3a4b1a3a1h1d1b2a2b4a6a6a5a4b3a2b4a3f1k2d4a2a1b2a3b1c5a2d2b3a2b3b43f3b3a2b2a3c5a5a5b1b1g32i2a2a3b4c1a4a6b4b2a3b3b3"),
    (Band::Extreme, 25, 25, 0, None, "25x25:b1a2b4a4a4a3a3a2a3a3b33b2a2b1a2a4a2a1a2a2b3h3a3a1l24b1i3a5a4a3a4a2c1b4a4b4a4a1a2a4a1a2a2i1e1a4a2a3c3d4a5b4b2b2a4c1a1b1a2a4b2b1b2a2a1e3b2a2b1a3b3b4a6b4b3g3a4a4c3c1e4a5a2a3f1b3a2c3a3c1a1a3a1a6b1d3a3c3a3a3a5i4a4a1a4a5g4a3a4a3e1a2a1a3b4b2a1a2a1b4b5a6a5a5d2b2a1a1a5b1h4b6b4a6a5a1b1b6a6a2a2i1a2a4k3a3a2a5a4a4a3a2a4a6a6b1d2m1c1b35a4a2b4a3a2a3b3a2a5a2c2a3b3a3a4a3b2a2e2a4f1a1a1b2a5a4c1a3a3b4a5a3a3a5b2d4b4a3b2a2a2a2a1a2b2a2b3b4"),
    (Band::Extreme, 25, 25, 1, None, "25x25:a1a4b2a2a2a2a4b2a2a3a2f2a3a5a2a3b2a3a3c12b4f1a2a3h1b1c6a4a6a2a2b3b2e2b2b2a1a2a3a1c1a2a3a4e2g2b3b1a2a2b2a3b3b3b2i1a34a4a3b4b1c2a4a5a2b3b1k1c1a1a3b32b2a4a6a5b5a3a2a3a1b3c1j3a3a5c4b2a3b3b4b2a3e1a2b3a3h2c5a3e1b2c1a3a2b2a2a2b5b5a1c4b2a1b4a2a3b1d3a3a4b2a3b2a3a2b4a6a1d2a4b2b2a3h1a3b1a3d2b1b2b3b3c4b3a4a3f3a1b5b5a3a2b2a1b3a5a4a3b3d2c3b1f1a2e1a3e13a4b5a7a4a2a1a5a2a4a2d2b4a1c4a3a2a1a3d2a1h2a1a3a5a1a1f3b5b4b5a3a2a2a4b3b1"),
    (Band::Extreme, 25, 25, 42, None, "25x25:b3a3a3a4b2b2a2a2b2a1a2b2a1d1b2a3a4b4a4a3b1a1a4b1a2b4a3z3a4a1b4b4b6a5b2b4b2a1d3d1k4a1c3c4a4d4a4b1c3a3e2c2a5b2a2b5a6c4a6a5a3a5a3b1c1e2d1a3a1g2c2g2a2a2b1a4b3a1f3a5b2a3b2a3b1a3a3a3a5b2a1b2a5b2a2b2a2a2a1d4a1b3b3a3b3a2a5a4a5b3a1b3a3b2a2h2a4b5b1d2e1b5a3a2b2e2e1m3c4a3b5c5a3a5b3b3b1a3a2e1g2a3c2a1a3a3a2c1a2a1c1c3a4a5a3a3a8a3a4a2a4a2i2e2a4a3f3a5a4a2j2a2a4b4a4a1c2a1a1a5b4a4a1f2a2a3a3a1a2b2a2a2a2b1a4a2a2a1a"),
    (Band::Hard, 15, 15, 3, Some(Symmetry::Rot180), "15x15:2a2a3a4a1c1a2e2a1b3b1b1a2b3b2a2b4d2e3d3b2a4a3a3a2a1c2a6a3a1a4a5a6o2a1b3a2a2b5a5o3a2a5a1a2a4a2c2a3a5a2a3a2b3d4e2d4b2a3b3b2a1b2b5b1a2e3a1c1a4a3a2a2"),
    (Band::Hard, 15, 15, 3, Some(Symmetry::Rot90), "15x15:a1a3a2b4b3a2a2a1a1a2b2d2h2d1a3b5b5b5a5b6e1g1b1a3b2a4a2c32a2b4a1a3a5a2g3a2g3a5a2a2a4b1a31c1a4a2b3a1b1g1e3b5a5b5b5b5a1d1h1d2b2a1a1a3a2a4b5b4a5a2a"),
    (Band::Hard, 15, 15, 3, Some(Symmetry::MirrorLr), "15x15:2b3a4a4a5a2b2b3a2a2a1a2a4e1a2a1a3a1c4a4a5a5a3a4a7a4c1g2c5a5a4a4a2a2a5a3c2a1a1a1a4c2a3a1a1a1a1a5a4c3a4a6a5a3e4a1e1a4b2b1a2a7a6a1b2o4a4b4a6a6b7a4o3a2b5a6a3b1a1"),
    (Band::Hard, 15, 15, 3, Some(Symmetry::MirrorUd), "15x15:b2a2a4a2b2a1a1f1a3b4a4b4b1e1g2a5b2b2a32a4b1o2a2b4b1d1j5a6b4b1b3a1e1p2a2b4b25a3b1m2a4b2b3a2b3b1e1c2f1a4b5a1b2a2a4a3b2a1a"),
    (Band::Hard, 15, 15, 3, Some(Symmetry::None), "15x15:1a3a3b3b4a5a4c3d1f5a4b1a3a2b4a2j2d5b5a1a3a4b4d2a3a1d1f2a2a3d3a35a3a4d4a2j2d3a55b4a1c5a5a2b1b5b4d2a34b4b2b3a4a1b2b1g3a42f1c2a1b3a5b5b5b4a3"),
];

#[test]
fn version_8_puzzles_stay_as_they_were() {
    for (band, width, height, seed, symmetry, task) in PINS {
        let params = Params {
            width,
            height,
            symmetry,
            ..Params::for_band(band)
        };
        let made = generate_as(&params, seed, 8).unwrap();
        assert_eq!(
            write_task(&made.puzzle),
            task,
            "{band} {width}x{height} #{seed}"
        );
    }
}

#[test]
fn a_symmetry_not_offered_says_why() {
    let refused = |width, height, rules: &str, symmetry| {
        let params = Params {
            width,
            height,
            rules: rules.parse().unwrap(),
            symmetry: Some(symmetry),
            ..Params::for_band(Band::Medium)
        };
        match generate_as(&params, 1, 8) {
            Err(GenerateError::Symmetry(why)) => Some(why),
            _ => None,
        }
    };
    assert_eq!(
        refused(12, 10, "m2", Symmetry::Rot90),
        Some(SymmetryRefusal::NotSquare)
    );
    assert_eq!(
        refused(10, 10, "m2w", Symmetry::MirrorLr),
        Some(SymmetryRefusal::Wrapped)
    );
    assert_eq!(
        refused(10, 10, "m2t", Symmetry::Rot90),
        Some(SymmetryRefusal::Wrapped)
    );
    assert_eq!(
        refused(10, 10, "m1", Symmetry::Rot180),
        Some(SymmetryRefusal::SingleBridges)
    );
    assert_eq!(
        refused(60, 60, "m2", Symmetry::Rot180),
        Some(SymmetryRefusal::TooWide { side: 40 })
    );
    assert_eq!(refused(60, 60, "m2", Symmetry::None), None);
    assert!(SymmetryRefusal::NotSquare.to_string().contains("square"));
    // Without one asked for, a board beyond the laid-out side, or single-bridge rules, are
    // made as version 7 makes them.
    for (side, rules) in [(60, "m2"), (12, "m1L")] {
        let params = Params {
            width: side,
            height: side,
            rules: rules.parse().unwrap(),
            ..Params::for_band(Band::Medium)
        };
        assert_eq!(generate_as(&params, 1, 8), generate_as(&params, 1, 7));
    }
}
