//! Techniques and reasons read and written without serde ([`plain_json`]), as the driller
//! sends a drill's teaching and the page reads it: the serde form's JSON (a technique by its
//! id, a reason as one object tagged by its `kind`), held to it by tests.

use super::{Reason, Technique};
use plain_json::{Fields, Json, JsonError, Plain, Writer};

impl Plain for Technique {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let Json::String(id) = value else {
            return Err(JsonError::kind("a technique", value));
        };
        Technique::from_id(id).ok_or_else(|| JsonError::value("not a technique"))
    }

    fn write(&self, out: &mut Writer) {
        out.string(self.id());
    }
}

/// Each kind's tag, as serde writes it (kebab-case).
const KINDS: [&str; 10] = [
    "blocks",
    "full",
    "exactly-enough",
    "only-needs",
    "one-to-each",
    "at-least",
    "would-isolate",
    "closes-loop",
    "needed-for-connection",
    "refuted",
];

fn kind(reason: &Reason) -> &'static str {
    KINDS[match reason {
        Reason::Blocks { .. } => 0,
        Reason::Full { .. } => 1,
        Reason::ExactlyEnough { .. } => 2,
        Reason::OnlyNeeds { .. } => 3,
        Reason::OneToEach { .. } => 4,
        Reason::AtLeast { .. } => 5,
        Reason::WouldIsolate { .. } => 6,
        Reason::ClosesLoop { .. } => 7,
        Reason::NeededForConnection { .. } => 8,
        Reason::Refuted { .. } => 9,
    }]
}

/// A reason as one object: its `kind`, then the fields of that kind. As serde's reader does,
/// every field any kind has is read (a known one of the wrong type refuses the reason, even
/// where this kind has no use for it), and a kind without one of its fields is refused.
impl Plain for Reason {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        let tag: String = fields.required("kind")?;
        let island: Option<usize> = fields.or_default("island")?;
        let edge: Option<usize> = fields.or_default("edge")?;
        let crossed: Option<usize> = fields.or_default("crossed")?;
        let target: Option<u8> = fields.or_default("target")?;
        let more: Option<u32> = fields.or_default("more")?;
        let neighbours: Option<usize> = fields.or_default("neighbours")?;
        let from_others: Option<u32> = fields.or_default("from_others")?;
        let at_least: Option<u8> = fields.or_default("at_least")?;
        let count: Option<u8> = fields.or_default("count")?;
        let group_size: Option<usize> = fields.or_default("group_size")?;
        let Some(at) = KINDS.iter().position(|k| *k == tag) else {
            return Err(JsonError::value("not a kind of reason").within("kind"));
        };
        let reason = (|| {
            Some(match at {
                0 => Reason::Blocks {
                    edge: edge?,
                    crossed: crossed?,
                },
                1 => Reason::Full {
                    island: island?,
                    target: target?,
                },
                2 => Reason::ExactlyEnough {
                    island: island?,
                    target: target?,
                },
                3 => Reason::OnlyNeeds {
                    island: island?,
                    target: target?,
                    more: more?,
                },
                4 => Reason::OneToEach {
                    island: island?,
                    target: target?,
                    neighbours: neighbours?,
                },
                5 => Reason::AtLeast {
                    island: island?,
                    target: target?,
                    from_others: from_others?,
                    edge: edge?,
                    at_least: at_least?,
                },
                6 => Reason::WouldIsolate {
                    edge: edge?,
                    count: count?,
                    group_size: group_size?,
                },
                7 => Reason::ClosesLoop { edge: edge? },
                8 => Reason::NeededForConnection { edge: edge? },
                _ => Reason::Refuted {
                    edge: edge?,
                    count: count?,
                },
            })
        })();
        reason.ok_or_else(|| JsonError::value("a reason that lacks a field of its kind"))
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("kind");
        out.string(kind(self));
        let mut field = |name: &str, value: u64| {
            out.field(name, &value);
        };
        match *self {
            Reason::Blocks { edge, crossed } => {
                field("edge", edge as u64);
                field("crossed", crossed as u64);
            }
            Reason::Full { island, target } | Reason::ExactlyEnough { island, target } => {
                field("island", island as u64);
                field("target", u64::from(target));
            }
            Reason::OnlyNeeds {
                island,
                target,
                more,
            } => {
                field("island", island as u64);
                field("target", u64::from(target));
                field("more", u64::from(more));
            }
            Reason::OneToEach {
                island,
                target,
                neighbours,
            } => {
                field("island", island as u64);
                field("target", u64::from(target));
                field("neighbours", neighbours as u64);
            }
            Reason::AtLeast {
                island,
                target,
                from_others,
                edge,
                at_least,
            } => {
                field("island", island as u64);
                field("target", u64::from(target));
                field("from_others", u64::from(from_others));
                field("edge", edge as u64);
                field("at_least", u64::from(at_least));
            }
            Reason::WouldIsolate {
                edge,
                count,
                group_size,
            } => {
                field("edge", edge as u64);
                field("count", u64::from(count));
                field("group_size", group_size as u64);
            }
            Reason::ClosesLoop { edge } | Reason::NeededForConnection { edge } => {
                field("edge", edge as u64);
            }
            Reason::Refuted { edge, count } => {
                field("edge", edge as u64);
                field("count", u64::from(count));
            }
        }
        out.close_object();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_and_technique_is_written_and_read_as_serde_does() {
        for reason in super::super::reason::one_of_each_kind() {
            let text = plain_json::to_string(&reason);
            assert_eq!(text, serde_json::to_string(&reason).unwrap());
            assert_eq!(plain_json::from_str::<Reason>(&text), Ok(reason));
        }
        for technique in Technique::ALL {
            let text = plain_json::to_string(&technique);
            assert_eq!(text, serde_json::to_string(&technique).unwrap());
            assert_eq!(plain_json::from_str::<Technique>(&text), Ok(technique));
        }
    }

    #[test]
    fn odd_reasons_read_as_serde_reads_them() {
        for text in [
            r#"{"kind":"full","island":1}"#,
            r#"{"kind":"full","island":1,"target":2,"edge":null}"#,
            r#"{"kind":"full","island":1,"target":2,"edge":"x"}"#,
            r#"{"kind":"full","island":1,"target":2,"shade":"x"}"#,
            r#"{"kind":"full","island":1,"target":256}"#,
            r#"{"kind":"fuzzy","island":1,"target":2}"#,
            r#"{"island":1,"target":2}"#,
            r#"{"kind":"closes-loop","edge":1,"edge":2}"#,
            r#"{"kind":"closes-loop","kind":"refuted","edge":1,"count":1}"#,
            r#"{"kind":"Refuted","edge":1,"count":1}"#,
        ] {
            assert_eq!(
                plain_json::from_str::<Reason>(text).ok(),
                serde_json::from_str::<Reason>(text).ok(),
                "{text}"
            );
        }
        for text in [r#""no-loop""#, r#""No loop""#, "7"] {
            assert_eq!(
                plain_json::from_str::<Technique>(text).ok(),
                serde_json::from_str::<Technique>(text).ok(),
                "{text}"
            );
        }
    }
}
