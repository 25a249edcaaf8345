//! Links and storage keys of puzzle references, read back; generated links by version.

use super::*;

#[test]
fn paths_read_back_into_references() {
    let references = [
        PuzzleRef::Pack("easy-001".into()),
        PuzzleRef::Generated {
            band: Band::Hard,
            width: 15,
            height: 12,
            seed: 42,
            rules: RuleSet::STANDARD,
            version: GENERATOR_VERSION,
        },
        PuzzleRef::Generated {
            band: Band::Easy,
            width: 7,
            height: 7,
            seed: 3,
            rules: "m4Lt".parse().unwrap(),
            version: 7,
        },
        PuzzleRef::Imported("3x1:2a2".into()),
        PuzzleRef::Imported("5x3m3Lt:2a2".into()),
        PuzzleRef::Daily("2026-11-23".parse().unwrap()),
    ];
    for r in references {
        assert_eq!(
            PuzzleRef::from_path(&r.path()),
            Some(r.clone()),
            "{}",
            r.path()
        );
    }
    for bad in [
        "/slide",
        "/hashi",
        "/hashi/daily/2026-13-01",
        "/hashi/g/easy/7x7",
        "/x/p/1",
    ] {
        assert_eq!(PuzzleRef::from_path(bad), None, "{bad}");
    }
}

#[test]
fn generated_references_carry_their_rules() {
    let standard = PuzzleRef::generated("easy", "7x7", "42", (None, None)).unwrap();
    assert_eq!(
        standard.path(),
        format!("/hashi/g/easy/7x7/42?v={GENERATOR_VERSION}")
    );
    assert_eq!(
        standard.storage_id(),
        format!("g{GENERATOR_VERSION}/easy/7x7/42")
    );
    let variant = PuzzleRef::generated("easy", "7x7", "42", (Some("m3L"), None)).unwrap();
    assert_eq!(
        variant.path(),
        format!("/hashi/g/easy/7x7/42?v={GENERATOR_VERSION}&rules=m3L")
    );
    assert_eq!(
        variant.storage_id(),
        format!("g{GENERATOR_VERSION}/easy/7x7/42/m3L")
    );
    let e = PuzzleRef::generated("easy", "7x7", "42", (Some("m9"), None))
        .unwrap_err()
        .sentence(None);
    assert!(e.contains("rules=m9") && e.contains("1 to 4"), "{e}");
    let e = PuzzleRef::generated("easy", "7x7", "42", (Some("Lq"), None))
        .unwrap_err()
        .sentence(None);
    assert!(e.contains("at character 2"), "{e}");
    assert_eq!(
        PuzzleRef::from_path("/hashi/g/easy/7x7/42?rules=t&v=1"),
        PuzzleRef::generated("easy", "7x7", "42", (Some("t"), Some("1"))).ok()
    );
}

#[test]
fn daily_references_and_their_errors() {
    let r = PuzzleRef::daily("2026-11-23").unwrap();
    assert_eq!(r.path(), "/hashi/daily/2026-11-23");
    assert_eq!(r.storage_id(), "daily/2026-11-23");
    let e = PuzzleRef::daily("2026-02-30").unwrap_err().sentence(None);
    assert!(e.contains("2026-02 has 28 days, not 30"), "{e}");
    assert!(PuzzleRef::daily("today")
        .unwrap_err()
        .sentence(None)
        .contains("not a date"));
}
