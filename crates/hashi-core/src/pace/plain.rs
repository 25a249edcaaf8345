//! The kept solves' parts read and written without serde ([`plain_json`]), as the page keeps
//! them: the same short names and omissions as their serde form, held to it by tests.

use super::{PuzzleShape, Solve};
use crate::rating::Band;
use plain_json::{record, Json, JsonError, Plain, Writer};

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

record!(PuzzleShape {
    islands as "i": required,
    uses as "u": required,
    guesses as "g": required,
});

record!(Solve {
    shape as "p": required,
    seconds as "s": required,
    hints as "h": required,
    band as "b": skip_none,
});

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
