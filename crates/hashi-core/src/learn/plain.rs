//! A drill as the driller sends it and the page reads it, without serde ([`plain_json`]): the
//! exercise's data, what it teaches, and why no drill was made. The serde form's JSON, held to
//! it by tests.

use super::{DrillError, ExerciseData, Teaching};
use plain_json::{Fields, Json, JsonError, Plain, Variant, Writer};

impl Plain for Teaching {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(Teaching {
            technique: fields.required("technique")?,
            key: fields.required("key")?,
            placing: fields.or_default("placing")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("technique");
        self.technique.write(out);
        out.name("key");
        self.key.write(out);
        if let Some(placing) = &self.placing {
            out.name("placing");
            placing.write(out);
        }
        out.close_object();
    }
}

impl Plain for ExerciseData {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(ExerciseData {
            technique: fields.required("technique")?,
            task: fields.required("task")?,
            solution: fields.required("solution")?,
            position: fields.required("position")?,
            forced: fields.required("forced")?,
            teaching: fields.required("teaching")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("technique");
        out.string(&self.technique);
        out.name("task");
        out.string(&self.task);
        out.name("solution");
        self.solution.write(out);
        out.name("position");
        self.position.write(out);
        out.name("forced");
        self.forced.write(out);
        out.name("teaching");
        self.teaching.write(out);
        out.close_object();
    }
}

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
                out.name("technique");
                technique.write(out);
                out.name("puzzles");
                puzzles.write(out);
            }
            DrillError::GaveUp { work } => {
                out.open_variant("GaveUp");
                out.open_object();
                out.name("work");
                work.write(out);
            }
        }
        out.close_object();
        out.close_variant();
    }
}
