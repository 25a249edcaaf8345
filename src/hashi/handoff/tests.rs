//! The hand-off link natively: save → fragment → position for every rule set and a 100x100
//! board, with zlib as the browser's `CompressionStream("deflate")` writes it (miniz_oxide);
//! the refusal of damaged and foreign fragments, each with its sentence; and a mutation run.

use super::format::{compressed_of, fragment, link, Handoff, HandoffError, HANDOFF_PATH};
use super::page::sentence;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::query::PROGRESS_PARAM;
use crate::shell::qr;
use hashi_core::formats::write_task;
use hashi_core::game::{parse_action, Game};
use hashi_core::generator::GENERATOR_VERSION;
use hashi_core::rating::Band;
use hashi_core::{Mode, Pos, Puzzle, RuleSet};
use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::decompress_to_vec_zlib_with_limit;
use std::sync::Arc;

/// A board with an island on every other cell of every other row, each as full as `rules`
/// allow: every island has neighbours, so there are bridges to place.
fn lattice(side: usize, rules: RuleSet) -> Puzzle {
    let target = u32::from(rules.max_target()).min(4);
    let islands = (0..side)
        .step_by(2)
        .flat_map(|r| (0..side).step_by(2).map(move |c| (Pos { r, c }, target)));
    Puzzle::with_rules(side, side, rules, islands).expect("a lattice is a puzzle")
}

/// A game with a bridge on every `step`th pair, two where the rules allow.
fn played(puzzle: Puzzle, step: usize) -> Game {
    let mut game = Game::new(Arc::new(puzzle), Mode::Free);
    let pairs: Vec<(Pos, Pos)> = game
        .puzzle()
        .edges()
        .iter()
        .enumerate()
        .filter(|(i, _)| i % step == 0)
        .map(|(i, _)| game.puzzle().edge_ends(i))
        .collect();
    for (k, (a, b)) in pairs.into_iter().enumerate() {
        game.cycle(a, b).expect("a bridge fits");
        if k % 2 == 0 {
            // A second bridge where the rules allow one; the standard cycle comes back to 0
            // only past the maximum, so a refused second is not possible here.
            let _ = game.cycle(a, b);
        }
    }
    game
}

/// What the page does with a fragment, with miniz_oxide in the browser's place.
fn read(fragment: &str) -> Result<Handoff, HandoffError> {
    let compressed = compressed_of(fragment)?;
    let payload = decompress_to_vec_zlib_with_limit(&compressed, 4_000_000)
        .map_err(|_| HandoffError::Damaged)?;
    Handoff::from_payload(&payload)
}

/// The link a page at `origin` makes for `handoff`, and its fragment.
fn made(handoff: &Handoff) -> (String, String) {
    let compressed = compress_to_vec_zlib(&handoff.payload(), 6);
    let url = link("https://hashi.example", &compressed);
    let fragment = url.split_once('#').expect("a fragment").1.to_string();
    (url, fragment)
}

/// Opens `handoff` on `puzzle` as the play screen does with `?moves=`: its position.
fn opened(puzzle: &Puzzle, handoff: &Handoff) -> String {
    let mut game = Game::new(Arc::new(puzzle.clone()), Mode::Free);
    let moves = parse_action(&handoff.moves).expect("moves read");
    game.open_shared(&moves).expect("moves fit the puzzle");
    game.position_text()
}

fn round_trip(reference: PuzzleRef, game: &Game) {
    let handoff = Handoff {
        reference: reference.clone(),
        moves: game.position_text(),
    };
    let (url, fragment) = made(&handoff);
    assert!(url.starts_with(&format!("https://hashi.example{HANDOFF_PATH}#h1.")));
    let back = read(&fragment).expect("its own link reads");
    assert_eq!(back, handoff);
    assert_eq!(opened(game.puzzle(), &back), game.position_text());
    // The address it opens names the same puzzle, with the moves as `?moves=`.
    let path = back.opening_path();
    assert_eq!(PuzzleRef::from_path(&path), Some(reference));
    assert!(path.contains(&format!("{PROGRESS_PARAM}=")), "{path}");
}

#[test]
fn every_rule_set_round_trips_as_a_generated_and_an_imported_link() {
    for rules in RuleSet::all() {
        let game = played(lattice(7, rules), 2);
        assert!(game.moves_made() > 0, "{rules}");
        let generated = PuzzleRef::Generated {
            band: Band::Hard,
            width: 7,
            height: 7,
            seed: 42,
            rules,
            version: GENERATOR_VERSION,
            symmetry: None,
        };
        round_trip(generated, &game);
        round_trip(PuzzleRef::Imported(write_task(game.puzzle())), &game);
    }
}

#[test]
fn a_daily_a_pack_and_an_untouched_puzzle_round_trip() {
    let game = played(lattice(9, RuleSet::STANDARD), 3);
    round_trip(
        PuzzleRef::Daily("2026-11-28".parse().expect("a date")),
        &game,
    );
    round_trip(PuzzleRef::Pack("easy-001".into()), &game);
    let untouched = Handoff {
        reference: PuzzleRef::Pack("easy-001".into()),
        moves: String::new(),
    };
    assert_eq!(read(&made(&untouched).1), Ok(untouched.clone()));
    assert_eq!(untouched.opening_path(), "/hashi/p/easy-001");
}

#[test]
fn a_100x100_board_round_trips_and_its_qr_verdict_follows_its_length() {
    let game = played(lattice(100, RuleSet::STANDARD), 1);
    assert!(game.moves_made() > 4000);
    let generated = PuzzleRef::Generated {
        band: Band::Expert,
        width: 100,
        height: 100,
        seed: 7,
        rules: RuleSet::STANDARD,
        version: GENERATOR_VERSION,
        symmetry: None,
    };
    round_trip(generated.clone(), &game);
    round_trip(PuzzleRef::Imported(write_task(game.puzzle())), &game);
    let (url, _) = made(&Handoff {
        reference: generated,
        moves: game.position_text(),
    });
    // The largest QR code holds 2,953 bytes: a link past that gets the file offered instead.
    assert_eq!(
        qr::svg(&url).is_some(),
        url.len() <= 2953,
        "{} bytes",
        url.len()
    );
}

#[test]
fn foreign_and_damaged_fragments_are_refused_with_a_sentence() {
    let handoff = Handoff {
        reference: PuzzleRef::Pack("hard-003".into()),
        moves: played(lattice(7, RuleSet::STANDARD), 2).position_text(),
    };
    let good = made(&handoff).1;
    let cut = &good[..good.len() - 5];
    let mut flipped = good.clone().into_bytes();
    let at = flipped.len() / 2;
    flipped[at] = if flipped[at] == b'A' { b'B' } else { b'A' };
    let flipped = String::from_utf8(flipped).expect("ascii");
    let with_payload = |text: &str| fragment(&compress_to_vec_zlib(text.as_bytes(), 6));
    let cases: Vec<(String, HandoffError)> = vec![
        (String::new(), HandoffError::NotHandoff),
        ("#section-2".into(), HandoffError::NotHandoff),
        ("access_token=abc".into(), HandoffError::NotHandoff),
        (
            "h2.AAAA".into(),
            HandoffError::Newer {
                version: "2".into(),
            },
        ),
        ("h1.not base64!".into(), HandoffError::Damaged),
        (cut.to_string(), HandoffError::Damaged),
        (flipped, HandoffError::Damaged),
        (fragment(b"plain, not zlib"), HandoffError::Damaged),
        (
            with_payload("{\"other\":\"app\"}"),
            HandoffError::NotHandoff,
        ),
        (
            with_payload("hashi-handoff 2\n/hashi/p/x\n"),
            HandoffError::Newer {
                version: "2".into(),
            },
        ),
        (
            with_payload("hashi-handoff 1\n/hashi/p/easy-001"),
            HandoffError::Damaged,
        ),
        (
            with_payload("hashi-handoff 1\n/nowhere\n"),
            HandoffError::NotAPuzzle {
                path: "/nowhere".into(),
            },
        ),
    ];
    for (fragment, expected) in cases {
        assert_eq!(read(&fragment), Err(expected.clone()), "{fragment:?}");
        assert!(sentence(&expected).len() > 40, "{expected:?}");
    }
    let bad_moves = read(&with_payload("hashi-handoff 1\n/hashi/p/easy-001\n0,0-9,9"));
    let Err(HandoffError::BadMoves { why }) = &bad_moves else {
        panic!("{bad_moves:?}");
    };
    let said = sentence(bad_moves.as_ref().expect_err("refused"));
    assert!(said.contains(why.as_str()), "{said}");
    assert!(sentence(&HandoffError::NotAPuzzle {
        path: "/nowhere".into()
    })
    .contains("/nowhere"));
    assert!(sentence(&HandoffError::Newer {
        version: "2".into()
    })
    .contains('2'));
}

#[test]
fn mutated_fragments_never_panic_and_what_reads_opens_or_is_refused() {
    const TOKENS: &[&str] = &[
        "h1.",
        "h2.",
        "#",
        "=",
        "%",
        "-",
        "_",
        "A",
        "/",
        "+",
        "\n",
        "hashi-handoff 1",
        "/hashi/p/",
        ";",
        ",",
        "\u{0}",
        "\u{FFFD}",
    ];
    let puzzle = lattice(9, RuleSet::STANDARD);
    let references = [
        PuzzleRef::Pack("easy-001".into()),
        PuzzleRef::Imported(write_task(&puzzle)),
        PuzzleRef::Daily("2026-12-01".parse().expect("a date")),
    ];
    let mut seeds: Vec<Vec<u8>> = Vec::new();
    for (i, reference) in references.iter().enumerate() {
        let handoff = Handoff {
            reference: reference.clone(),
            moves: played(puzzle.clone(), i + 1).position_text(),
        };
        seeds.push(made(&handoff).1.into_bytes());
        // Mutating the text before compression reaches the payload's own checks.
        let payload = String::from_utf8(handoff.payload()).expect("utf-8");
        seeds.push(payload.into_bytes());
    }
    let plan = mutation::Plan {
        count: 3000,
        seed: 46,
        tokens: TOKENS,
        max_len: 4096,
        known_panics: &[],
    };
    mutation::run(&plan, "handoff fragment", 46, &seeds, |input| {
        // The text as a fragment, and (compressed) as a payload: both doors.
        let as_payload = fragment(&compress_to_vec_zlib(input.as_bytes(), 1));
        let mut accepted = false;
        for result in [read(input), read(&as_payload)] {
            match result {
                Ok(handoff) => {
                    accepted = true;
                    // What reads writes back the same, and opens on the puzzle or is refused
                    // there by the rules (never a panic).
                    assert_eq!(
                        Handoff::from_payload(&handoff.payload()),
                        Ok(handoff.clone())
                    );
                    let mut game = Game::new(Arc::new(puzzle.clone()), Mode::Free);
                    if let Ok(moves) = parse_action(&handoff.moves) {
                        let _ = game.open_shared(&moves);
                    }
                    assert!(PuzzleRef::from_path(&handoff.opening_path()).is_some());
                }
                Err(why) => assert!(!sentence(&why).is_empty()),
            }
        }
        accepted
    });
}
