//! The maker's and the driller's messages read and written without serde ([`plain_json`]):
//! the jobs that make a puzzle, their replies, and the envelopes around them. The pages that
//! wait for those workers (a generated link, a daily outside the shipped months, a drill) and
//! the workers themselves speak them with no serde_json; the JSON is the serde form's, which
//! the helper still speaks, held to it by tests.

use crate::protocol::{
    DrillerRefusal, DrillerReply, FromWorker, MakerJob, MakerRefusal, MakerReply, MinutesPick,
    MinutesPuzzle, ToWorker,
};
use plain_json::{record, Fields, Json, JsonError, Plain, Variant, Writer};

impl<J: Plain> Plain for ToWorker<J> {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(ToWorker {
            id: fields.required("id")?,
            job: fields.required("job")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.field("id", &self.id);
        out.field("job", &self.job);
        out.close_object();
    }
}

impl<R: Plain> Plain for FromWorker<R> {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let variant = Variant::of(value)?;
        let within = |e: JsonError| e.within(variant.name);
        match variant.name {
            "Ready" => {
                let fields = Fields::of(variant.data()?).map_err(within)?;
                Ok(FromWorker::Ready {
                    protocol: fields.required("protocol").map_err(within)?,
                })
            }
            "Done" => {
                let fields = Fields::of(variant.data()?).map_err(within)?;
                Ok(FromWorker::Done {
                    id: fields.required("id").map_err(within)?,
                    reply: fields.required("reply").map_err(within)?,
                })
            }
            _ => variant.unknown(),
        }
    }

    fn write(&self, out: &mut Writer) {
        match self {
            FromWorker::Ready { protocol } => {
                out.open_variant("Ready");
                out.open_object();
                out.field("protocol", protocol);
            }
            FromWorker::Done { id, reply } => {
                out.open_variant("Done");
                out.open_object();
                out.field("id", id);
                out.field("reply", reply);
            }
        }
        out.close_object();
        out.close_variant();
    }
}

impl Plain for MakerJob {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let variant = Variant::of(value)?;
        let job = |fields: Fields| -> Result<MakerJob, JsonError> {
            Ok(match variant.name {
                "Generate" => MakerJob::Generate {
                    band: fields.required("band")?,
                    width: fields.required("width")?,
                    height: fields.required("height")?,
                    seed: fields.required("seed")?,
                    rules: fields.or_default("rules")?,
                    // A job without one is version 7's, the last made before jobs named one.
                    version: match fields.get("version", &[])? {
                        Some(version) => u32::read(version).map_err(|e| e.within("version"))?,
                        None => 7,
                    },
                    symmetry: fields.or_default("symmetry")?,
                },
                "Drill" => MakerJob::Drill {
                    technique: fields.required("technique")?,
                    seed: fields.required("seed")?,
                },
                "Weekly" => MakerJob::Weekly {
                    week: fields.required("week")?,
                },
                "Minutes" => MakerJob::Minutes {
                    solves: fields.required("solves")?,
                    minutes: fields.required("minutes")?,
                    seed: fields.required("seed")?,
                },
                _ => return variant.unknown(),
            })
        };
        Fields::of(variant.data()?)
            .and_then(job)
            .map_err(|e| e.within(variant.name))
    }

    fn write(&self, out: &mut Writer) {
        match self {
            MakerJob::Generate {
                band,
                width,
                height,
                seed,
                rules,
                version,
                symmetry,
            } => {
                out.open_variant("Generate");
                out.open_object();
                out.field("band", band);
                out.field("width", width);
                out.field("height", height);
                out.field("seed", seed);
                out.field("rules", rules);
                out.field("version", version);
                out.field("symmetry", symmetry);
            }
            MakerJob::Drill { technique, seed } => {
                out.open_variant("Drill");
                out.open_object();
                out.field("technique", technique);
                out.field("seed", seed);
            }
            MakerJob::Weekly { week } => {
                out.open_variant("Weekly");
                out.open_object();
                out.field("week", week);
            }
            MakerJob::Minutes {
                solves,
                minutes,
                seed,
            } => {
                out.open_variant("Minutes");
                out.open_object();
                out.field("solves", solves);
                out.field("minutes", minutes);
                out.field("seed", seed);
            }
        }
        out.close_object();
        out.close_variant();
    }
}

impl Plain for MakerRefusal {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let variant = Variant::of(value)?;
        let text = || String::read(variant.data()?).map_err(|e| e.within(variant.name));
        match variant.name {
            "NotMine" => variant.unit(MakerRefusal::NotMine),
            "NotADifficulty" => Ok(MakerRefusal::NotADifficulty(text()?)),
            "NotRules" => Ok(MakerRefusal::NotRules(text()?)),
            "NotSymmetry" => Ok(MakerRefusal::NotSymmetry(text()?)),
            "NoWeekly" => Ok(MakerRefusal::NoWeekly(text()?)),
            "Generate" => Ok(MakerRefusal::Generate(
                Plain::read(variant.data()?).map_err(|e| e.within("Generate"))?,
            )),
            _ => variant.unknown(),
        }
    }

    fn write(&self, out: &mut Writer) {
        let (name, text) = match self {
            MakerRefusal::NotMine => return out.string("NotMine"),
            MakerRefusal::Generate(why) => {
                out.open_variant("Generate");
                why.write(out);
                return out.close_variant();
            }
            MakerRefusal::NotADifficulty(text) => ("NotADifficulty", text),
            MakerRefusal::NotRules(text) => ("NotRules", text),
            MakerRefusal::NotSymmetry(text) => ("NotSymmetry", text),
            MakerRefusal::NoWeekly(text) => ("NoWeekly", text),
        };
        out.open_variant(name);
        out.string(text);
        out.close_variant();
    }
}

impl Plain for MakerReply {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let variant = Variant::of(value)?;
        let within = |e: JsonError| e.within(variant.name);
        match variant.name {
            "Generated" => {
                let fields = Fields::of(variant.data()?).map_err(within)?;
                Ok(MakerReply::Generated {
                    puzzle: fields.required("puzzle").map_err(within)?,
                    solution: fields.required("solution").map_err(within)?,
                    uses: fields.required("uses").map_err(within)?,
                })
            }
            "Refused" => Ok(MakerReply::Refused(
                MakerRefusal::read(variant.data()?).map_err(within)?,
            )),
            _ => variant.unknown(),
        }
    }

    fn write(&self, out: &mut Writer) {
        match self {
            MakerReply::Generated {
                puzzle,
                solution,
                uses,
            } => {
                out.open_variant("Generated");
                out.open_object();
                out.field("puzzle", puzzle);
                out.field("solution", solution);
                out.field("uses", uses);
                out.close_object();
            }
            MakerReply::Refused(why) => {
                out.open_variant("Refused");
                why.write(out);
            }
        }
        out.close_variant();
    }
}

impl Plain for DrillerRefusal {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let variant = Variant::of(value)?;
        let within = |e: JsonError| e.within(variant.name);
        match variant.name {
            "NotMine" => variant.unit(DrillerRefusal::NotMine),
            "NotATechnique" => Ok(DrillerRefusal::NotATechnique(
                String::read(variant.data()?).map_err(within)?,
            )),
            "Drill" => Ok(DrillerRefusal::Drill(
                Plain::read(variant.data()?).map_err(within)?,
            )),
            _ => variant.unknown(),
        }
    }

    fn write(&self, out: &mut Writer) {
        match self {
            DrillerRefusal::NotMine => return out.string("NotMine"),
            DrillerRefusal::NotATechnique(text) => {
                out.open_variant("NotATechnique");
                out.string(text);
            }
            DrillerRefusal::Drill(why) => {
                out.open_variant("Drill");
                why.write(out);
            }
        }
        out.close_variant();
    }
}

record!(MinutesPuzzle {
    band: required,
    side: required,
    seed: required,
    version: required,
    seconds: required,
});

record!(MinutesPick {
    found: default,
    in_range: required,
    tried: required,
});

impl Plain for DrillerReply {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let variant = Variant::of(value)?;
        let within = |e: JsonError| e.within(variant.name);
        match variant.name {
            "Drill" => {
                let fields = Fields::of(variant.data()?).map_err(within)?;
                Ok(DrillerReply::Drill {
                    seed: fields.required("seed").map_err(within)?,
                    exercise: fields.required("exercise").map_err(within)?,
                })
            }
            "Refused" => Ok(DrillerReply::Refused(
                Plain::read(variant.data()?).map_err(within)?,
            )),
            "Weekly" => Ok(DrillerReply::Weekly(
                Plain::read(variant.data()?).map_err(within)?,
            )),
            "Minutes" => Ok(DrillerReply::Minutes(
                Plain::read(variant.data()?).map_err(within)?,
            )),
            _ => variant.unknown(),
        }
    }

    fn write(&self, out: &mut Writer) {
        match self {
            DrillerReply::Drill { seed, exercise } => {
                out.open_variant("Drill");
                out.open_object();
                out.field("seed", seed);
                out.field("exercise", exercise);
                out.close_object();
            }
            DrillerReply::Refused(why) => {
                out.open_variant("Refused");
                why.write(out);
            }
            DrillerReply::Weekly(made) => {
                out.open_variant("Weekly");
                made.write(out);
            }
            DrillerReply::Minutes(pick) => {
                out.open_variant("Minutes");
                pick.write(out);
            }
        }
        out.close_variant();
    }
}

#[cfg(test)]
mod tests;
