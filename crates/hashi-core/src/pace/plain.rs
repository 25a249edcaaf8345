//! The kept solves' parts read and written without serde ([`plain_json`]), as the page keeps
//! them: the same short names and omissions as their serde form, held to it by tests.

use super::{PuzzleShape, Solve};
use crate::rating::Band;
use plain_json::{Fields, Json, JsonError, Plain, Writer};

impl Plain for Band {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let Json::String(id) = value else {
            return Err(JsonError::kind("a band", value));
        };
        Band::from_id(id).ok_or_else(|| JsonError::value("not a band"))
    }

    fn write(&self, out: &mut Writer) {
        out.string(self.id());
    }
}

impl Plain for PuzzleShape {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(PuzzleShape {
            islands: fields.required("i")?,
            uses: fields.required("u")?,
            guesses: fields.required("g")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("i");
        self.islands.write(out);
        out.name("u");
        self.uses.write(out);
        out.name("g");
        self.guesses.write(out);
        out.close_object();
    }
}

impl Plain for Solve {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(Solve {
            shape: fields.required("p")?,
            seconds: fields.required("s")?,
            hints: fields.required("h")?,
            band: fields.or_default("b")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("p");
        self.shape.write(out);
        out.name("s");
        self.seconds.write(out);
        out.name("h");
        self.hints.write(out);
        if let Some(band) = self.band {
            out.name("b");
            band.write(out);
        }
        out.close_object();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn any_solve() -> impl Strategy<Value = Solve> {
        (
            any::<u16>(),
            any::<[u16; 7]>(),
            any::<u16>(),
            any::<u32>(),
            any::<u16>(),
            prop::option::of(prop::sample::select(Band::ALL.to_vec())),
        )
            .prop_map(|(islands, uses, guesses, seconds, hints, band)| Solve {
                shape: PuzzleShape {
                    islands,
                    uses,
                    guesses,
                },
                seconds,
                hints,
                band,
            })
    }

    proptest! {
        #[test]
        fn solves_are_written_and_read_as_serde_does(solves in prop::collection::vec(any_solve(), 0..6)) {
            let text = plain_json::to_string(&solves);
            prop_assert_eq!(&text, &serde_json::to_string(&solves).unwrap());
            prop_assert_eq!(plain_json::from_str::<Vec<Solve>>(&text), Ok(solves));
        }
    }

    #[test]
    fn odd_solves_read_as_serde_reads_them() {
        for text in [
            r#"{"p":{"i":3,"u":[1,2,3,4,5,6,7],"g":0},"s":60,"h":0}"#,
            r#"{"p":{"i":3,"u":[1,2,3,4,5,6,7],"g":0},"s":60,"h":0,"b":"easy"}"#,
            r#"{"p":{"i":3,"u":[1,2,3,4,5,6,7],"g":0},"s":60,"h":0,"b":"fiendish"}"#,
            r#"{"p":{"i":3,"u":[1,2,3,4,5,6],"g":0},"s":60,"h":0}"#,
            r#"{"p":{"i":70000,"u":[1,2,3,4,5,6,7],"g":0},"s":60,"h":0}"#,
            r#"{"p":{"i":3,"u":[1,2,3,4,5,6,7],"g":0},"s":60,"h":0,"b":null}"#,
            r#"{"p":{"i":3,"u":[1,2,3,4,5,6,7],"g":0},"h":0}"#,
        ] {
            assert_eq!(
                plain_json::from_str::<Solve>(text).ok(),
                serde_json::from_str::<Solve>(text).ok(),
                "{text}"
            );
        }
    }
}
