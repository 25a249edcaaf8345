//! A drill as the driller sends it and the page reads it, without serde ([`plain_json`]): the
//! exercise's data, what it teaches, and why no drill was made. The serde form's JSON, held to
//! it by tests.

use super::{DrillError, ExerciseData, Teaching};
use plain_json::{record, Fields, Json, JsonError, Plain, Variant, Writer};

record!(Teaching {
    technique: required,
    key: required,
    placing: skip_none,
});

record!(ExerciseData {
    technique: required,
    task: required,
    solution: required,
    position: required,
    forced: required,
    teaching: required,
});

impl Plain for DrillError {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let variant = Variant::of(value)?;
        let error = |fields: Fields| -> Result<DrillError, JsonError> {
            Ok(match variant.name {
                "NotFound" => DrillError::NotFound {
                    technique: fields.required("technique")?,
                    puzzles: fields.required("puzzles")?,
                },
                "GaveUp" => DrillError::GaveUp {
                    work: fields.required("work")?,
                },
                _ => return variant.unknown(),
            })
        };
        Fields::of(variant.data()?)
            .and_then(error)
            .map_err(|e| e.within(variant.name))
    }

    fn write(&self, out: &mut Writer) {
        match self {
            DrillError::NotFound { technique, puzzles } => {
                out.open_variant("NotFound");
                out.open_object();
                out.field("technique", technique);
                out.field("puzzles", puzzles);
            }
            DrillError::GaveUp { work } => {
                out.open_variant("GaveUp");
                out.open_object();
                out.field("work", work);
            }
        }
        out.close_object();
        out.close_variant();
    }
}
