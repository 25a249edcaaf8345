//! Slide's own fields of its save (mode, counter, selected gap) read and written without serde
//! ([`plain_json`]), as the page keeps the board: the serde form's JSON, held to it by tests.

use crate::challenge::Challenge;
use crate::game::{Mode, SaveExtra};
use plain_json::{record, Fields, Json, JsonError, Plain, Variant, Writer};
use session::ExtraFields;

record!(Challenge {
    seed: required,
    steps: required,
});

impl Plain for Mode {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let variant = Variant::of(value)?;
        match variant.name {
            "Free" => variant.unit(Mode::Free),
            "Challenge" => Challenge::read(variant.data()?)
                .map(Mode::Challenge)
                .map_err(|e| e.within("Challenge")),
            _ => variant.unknown(),
        }
    }

    fn write(&self, out: &mut Writer) {
        match self {
            Mode::Free => out.string("Free"),
            Mode::Challenge(challenge) => {
                out.open_variant("Challenge");
                challenge.write(out);
                out.close_variant();
            }
        }
    }
}

impl ExtraFields for SaveExtra {
    fn read(fields: &Fields) -> Result<Self, JsonError> {
        Ok(SaveExtra {
            mode: fields.required("mode")?,
            counter: fields.required("counter")?,
            selected: fields.required("selected")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.field("mode", &self.mode);
        out.field("counter", &self.counter);
        out.field("selected", &self.selected);
    }
}

#[cfg(test)]
mod tests {
    use crate::{Challenge, Dir, Game, Save};

    /// Saves of played games, free and challenged, as serde writes and reads them.
    #[test]
    fn saves_are_written_and_read_as_serde_does() {
        let mut saves = vec![Game::new().save()];
        let mut challenged = Game::challenge(Challenge { seed: 7, steps: 30 });
        saves.push(challenged.save());
        let ways = [Dir::Up, Dir::Left, Dir::Down, Dir::Right, Dir::Left];
        for i in 0..40 {
            let _ = challenged.press(ways[i % ways.len()]);
            if i % 7 == 0 {
                challenged.toggle_selection();
            }
            if i % 5 == 0 {
                saves.push(challenged.save());
            }
        }
        for save in saves {
            let text = plain_json::to_string(&save);
            assert_eq!(text, serde_json::to_string(&save).unwrap());
            assert_eq!(plain_json::from_str::<Save>(&text), Ok(save));
        }
    }

    #[test]
    fn odd_saves_read_as_serde_reads_them() {
        let good = serde_json::to_string(&Game::new().save()).unwrap();
        let texts = [
            good.replace("\"mode\":\"Free\"", "\"mode\":{\"Free\":null}"),
            good.replace("\"mode\":\"Free\"", "\"mode\":\"Challenge\""),
            good.replace(
                "\"mode\":\"Free\"",
                "\"mode\":{\"Challenge\":{\"seed\":1,\"steps\":2}}",
            ),
            good.replace(
                "\"mode\":\"Free\"",
                "\"mode\":{\"Challenge\":{\"seed\":-1,\"steps\":2}}",
            ),
            good.replace("\"mode\":\"Free\",", ""),
            good.replace("\"selected\":", "\"selected\":300,\"was\":"),
            good.replace("\"counter\":0", "\"counter\":0,\"counter\":1"),
        ];
        for text in texts {
            assert_eq!(
                plain_json::from_str::<Save>(&text).ok(),
                serde_json::from_str::<Save>(&text).ok(),
                "{text}"
            );
        }
    }
}
