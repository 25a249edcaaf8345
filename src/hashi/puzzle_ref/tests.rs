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
            symmetry: None,
        },
        PuzzleRef::Generated {
            band: Band::Easy,
            width: 7,
            height: 7,
            seed: 3,
            rules: "m4Lt".parse().unwrap(),
            version: 7,
            symmetry: None,
        },
        PuzzleRef::Generated {
            band: Band::Medium,
            width: 10,
            height: 10,
            seed: 9,
            rules: "m3".parse().unwrap(),
            version: GENERATOR_VERSION,
            symmetry: Some(Symmetry::MirrorLr),
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
    let standard = PuzzleRef::generated("easy", "7x7", "42", (None, None, None)).unwrap();
    assert_eq!(
        standard.path(),
        format!("/hashi/g/easy/7x7/42?v={GENERATOR_VERSION}")
    );
    assert_eq!(
        standard.storage_id(),
        format!("g{GENERATOR_VERSION}/easy/7x7/42")
    );
    let variant = PuzzleRef::generated("easy", "7x7", "42", (Some("m3L"), None, None)).unwrap();
    assert_eq!(
        variant.path(),
        format!("/hashi/g/easy/7x7/42?v={GENERATOR_VERSION}&rules=m3L")
    );
    assert_eq!(
        variant.storage_id(),
        format!("g{GENERATOR_VERSION}/easy/7x7/42/m3L")
    );
    let e = PuzzleRef::generated("easy", "7x7", "42", (Some("m9"), None, None))
        .unwrap_err()
        .sentence(None);
    assert!(e.contains("rules=m9") && e.contains("1 to 4"), "{e}");
    let e = PuzzleRef::generated("easy", "7x7", "42", (Some("Lq"), None, None))
        .unwrap_err()
        .sentence(None);
    assert!(e.contains("at character 2"), "{e}");
    assert_eq!(
        PuzzleRef::from_path("/hashi/g/easy/7x7/42?rules=t&v=1"),
        PuzzleRef::generated("easy", "7x7", "42", (Some("t"), Some("1"), None)).ok()
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

#[test]
fn generated_references_carry_their_symmetry_and_old_links_keep_theirs() {
    // A link made before links named a symmetry reads as the maker's own choice, keeps its
    // path and its save.
    let old = PuzzleRef::from_path("/hashi/g/hard/15x15/42?v=8").unwrap();
    assert!(matches!(old, PuzzleRef::Generated { symmetry: None, .. }));
    assert_eq!(old.path(), "/hashi/g/hard/15x15/42?v=8");
    assert_eq!(old.storage_id(), "g8/hard/15x15/42");
    let old_rules = PuzzleRef::from_path("/hashi/g/easy/7x7/3?v=7&rules=m4Lt").unwrap();
    assert_eq!(old_rules.path(), "/hashi/g/easy/7x7/3?v=7&rules=m4Lt");
    assert_eq!(old_rules.storage_id(), "g7/easy/7x7/3/m4Lt");
    for symmetry in Symmetry::ALL {
        let path = format!("/hashi/g/hard/15x15/42?v=8&sym={symmetry}");
        let r = PuzzleRef::from_path(&path).unwrap();
        assert!(matches!(r, PuzzleRef::Generated { symmetry: Some(s), .. } if s == symmetry));
        assert_eq!(r.path(), path);
        assert_eq!(r.storage_id(), format!("g8/hard/15x15/42/sym-{symmetry}"));
        assert_ne!(r.storage_id(), old.storage_id());
    }
    let both = PuzzleRef::generated("easy", "9x9", "5", (Some("m3"), Some("8"), Some("rot90")));
    let both = both.unwrap();
    assert_eq!(both.path(), "/hashi/g/easy/9x9/5?v=8&rules=m3&sym=rot90");
    assert_eq!(PuzzleRef::from_path(&both.path()), Some(both.clone()));
    assert_eq!(both.storage_id(), "g8/easy/9x9/5/m3/sym-rot90");
    let e = PuzzleRef::generated("easy", "7x7", "42", (None, None, Some("diagonal")))
        .unwrap_err()
        .sentence(None);
    assert!(
        e.contains("diagonal") && e.contains("sym=") && e.contains("rot180"),
        "{e}"
    );
    assert_eq!(
        PuzzleRef::from_path("/hashi/g/easy/7x7/42?sym=spiral"),
        None
    );
    // The job names the symmetry for the maker, and nothing for an old link.
    let job = |r: &PuzzleRef| match r {
        PuzzleRef::Generated {
            band,
            width,
            height,
            seed,
            rules,
            version,
            symmetry,
        } => match maker_job(
            *band,
            (*width, *height),
            (*seed, *version),
            (*rules, *symmetry),
        ) {
            Job::Generate { symmetry, .. } => symmetry,
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    };
    assert_eq!(job(&both), "rot90");
    assert_eq!(job(&old), "");
}
