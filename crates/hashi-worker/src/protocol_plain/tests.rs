//! The maker's messages in their plain form against their serde form: the same text for the
//! same message, the same message (or a refusal) from the same text.

use crate::jobs::make;
use crate::protocol::{FromWorker, MakerJob, MakerRefusal, MakerReply, ToWorker};
use hashi_core::generator::{GenerateError, SymmetryRefusal};
use plain_json::Plain;
use std::fmt::Debug;

/// `message` written plainly is serde's text, and reads back to itself.
fn same_as_serde<T: Plain + serde::Serialize + serde::de::DeserializeOwned + PartialEq + Debug>(
    message: &T,
) {
    let text = plain_json::to_string(message);
    assert_eq!(text, serde_json::to_string(message).unwrap());
    assert_eq!(plain_json::from_str::<T>(&text).as_ref(), Ok(message));
    assert_eq!(serde_json::from_str::<T>(&text).unwrap(), *message);
}

fn every_job() -> Vec<MakerJob> {
    vec![
        MakerJob::Generate {
            band: "hard".into(),
            width: 12,
            height: 9,
            seed: u64::MAX,
            rules: "wrap".into(),
            version: 8,
            symmetry: "rot180".into(),
        },
        MakerJob::Drill {
            technique: "isolation".into(),
            seed: 3,
        },
        MakerJob::Weekly {
            week: "2026-W48".into(),
        },
        MakerJob::Minutes {
            solves: "[{\"s\":60}]".into(),
            minutes: 5,
            seed: 0,
        },
    ]
}

#[test]
fn jobs_are_written_and_read_as_serde_does() {
    for (id, job) in every_job().into_iter().enumerate() {
        same_as_serde(&ToWorker { id: id as u64, job });
    }
}

#[test]
fn replies_are_written_and_read_as_serde_does() {
    // A real puzzle, as the maker makes one.
    let made = make(&MakerJob::Generate {
        band: "easy".into(),
        width: 7,
        height: 7,
        seed: 11,
        rules: String::new(),
        version: hashi_core::generator::GENERATOR_VERSION,
        symmetry: String::new(),
    });
    assert!(matches!(made, MakerReply::Generated { .. }), "{made:?}");
    let mut replies = vec![made];
    replies.extend(
        [
            MakerRefusal::NotMine,
            MakerRefusal::NotADifficulty("fiendish".into()),
            MakerRefusal::NotRules("x\"y".into()),
            MakerRefusal::NotSymmetry("spiral".into()),
            MakerRefusal::NoWeekly("1999-W01".into()),
            MakerRefusal::Generate(GenerateError::Symmetry(SymmetryRefusal::TooWide {
                side: 40,
            })),
            MakerRefusal::Generate(GenerateError::GaveUp { attempts: 9 }),
        ]
        .map(MakerReply::Refused),
    );
    for (id, reply) in replies.into_iter().enumerate() {
        same_as_serde(&FromWorker::Done {
            id: id as u64,
            reply,
        });
    }
    same_as_serde(&FromWorker::<MakerReply>::Ready { protocol: 12 });
}

#[test]
fn odd_messages_read_as_serde_reads_them() {
    let jobs = [
        // A job from before versions, rules and symmetries.
        r#"{"id":1,"job":{"Generate":{"band":"easy","width":7,"height":7,"seed":1}}}"#,
        r#"{"id":1,"job":{"Generate":{"band":"easy","width":7,"height":7}}}"#,
        r#"{"id":1,"job":"Weekly"}"#,
        r#"{"id":1,"job":{"Solve":{"puzzle":"x"}}}"#,
        r#"{"id":-1,"job":{"Weekly":{"week":"w"}}}"#,
        r#"{"job":{"Weekly":{"week":"w"}}}"#,
        r#"{"id":1,"job":{"Weekly":{"week":"w"},"Drill":{"technique":"t","seed":1}}}"#,
    ];
    for text in jobs {
        assert_eq!(
            plain_json::from_str::<ToWorker<MakerJob>>(text).ok(),
            serde_json::from_str::<ToWorker<MakerJob>>(text).ok(),
            "{text}"
        );
    }
    let replies = [
        r#"{"Done":{"id":2,"reply":{"Refused":"NotMine"}}}"#,
        r#"{"Done":{"id":2,"reply":{"Refused":{"NotMine":null}}}}"#,
        r#"{"Done":{"id":2,"reply":{"Refused":{"NotRules":7}}}}"#,
        r#"{"Done":{"id":2,"reply":{"Generated":{"puzzle":"p","solution":[1,256],"uses":{}}}}}"#,
        r#"{"Done":{"id":2,"reply":{"Generated":{"puzzle":"p","solution":[],"uses":{"a":1}}}}}"#,
        r#"{"Ready":{"protocol":12}}"#,
        r#""Ready""#,
        r#"{"Gone":{}}"#,
    ];
    for text in replies {
        assert_eq!(
            plain_json::from_str::<FromWorker<MakerReply>>(text).ok(),
            serde_json::from_str::<FromWorker<MakerReply>>(text).ok(),
            "{text}"
        );
    }
}

#[test]
fn driller_replies_are_written_and_read_as_serde_does() {
    use crate::jobs::make_drill;
    use crate::protocol::{DrillerRefusal, DrillerReply, MinutesPick, MinutesPuzzle};
    use hashi_core::learn::DrillError;
    use hashi_core::solver::techniques::Technique;

    // Real drills, as the driller makes them, with what each teaches.
    let mut replies: Vec<DrillerReply> = ["isolation", "capacity", "every-direction"]
        .into_iter()
        .map(|technique| {
            let drilled = make_drill(&MakerJob::Drill {
                technique: technique.into(),
                seed: 1,
            });
            assert!(matches!(drilled, DrillerReply::Drill { .. }), "{drilled:?}");
            drilled
        })
        .collect();
    replies.extend([
        DrillerReply::Refused(DrillerRefusal::NotMine),
        DrillerReply::Refused(DrillerRefusal::NotATechnique("guessing".into())),
        DrillerReply::Refused(DrillerRefusal::Drill(DrillError::NotFound {
            technique: Technique::Lookahead,
            puzzles: 30,
        })),
        DrillerReply::Refused(DrillerRefusal::Drill(DrillError::GaveUp { work: 1 << 40 })),
        DrillerReply::Weekly(MakerReply::Refused(MakerRefusal::NoWeekly(
            "2026-W54".into(),
        ))),
        DrillerReply::Weekly(MakerReply::Generated {
            puzzle: "7x7:a2b4a2g1c5i2a3a7a4g1c3b".into(),
            solution: vec![1, 2, 0, 1],
            uses: [("isolation".to_string(), 3)].into(),
        }),
        DrillerReply::Minutes(MinutesPick {
            found: Some(MinutesPuzzle {
                band: "medium".into(),
                side: 10,
                seed: 77,
                version: 8,
                seconds: 290,
            }),
            in_range: true,
            tried: 4,
        }),
        DrillerReply::Minutes(MinutesPick::default()),
    ]);
    for (id, reply) in replies.into_iter().enumerate() {
        same_as_serde(&FromWorker::Done {
            id: id as u64,
            reply,
        });
    }
}
