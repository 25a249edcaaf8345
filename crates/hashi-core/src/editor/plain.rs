//! A kept draft read and written without serde ([`plain_json`]), as the editor keeps its
//! drafts: the serde form's JSON, held to it by tests.

use super::SavedDraft;
use plain_json::record;

record!(SavedDraft {
    width: required,
    height: required,
    islands: required,
    bridges: default,
    last_change: skip_none,
});

#[cfg(test)]
mod tests {
    use super::SavedDraft;
    use proptest::prelude::*;

    fn any_draft() -> impl Strategy<Value = SavedDraft> {
        (
            any::<usize>(),
            any::<usize>(),
            prop::collection::vec(any::<(usize, usize, u8)>(), 0..5),
            prop::collection::vec(any::<(usize, usize, usize, usize, u8)>(), 0..5),
            prop::option::of(any::<(usize, usize)>()),
        )
            .prop_map(
                |(width, height, islands, bridges, last_change)| SavedDraft {
                    width,
                    height,
                    islands,
                    bridges,
                    last_change,
                },
            )
    }

    proptest! {
        #[test]
        fn drafts_are_written_and_read_as_serde_does(draft in any_draft()) {
            let text = plain_json::to_string(&draft);
            prop_assert_eq!(&text, &serde_json::to_string(&draft).unwrap());
            prop_assert_eq!(plain_json::from_str::<SavedDraft>(&text), Ok(draft));
        }
    }

    #[test]
    fn odd_drafts_read_as_serde_reads_them() {
        for text in [
            r#"{"width":7,"height":7,"islands":[[0,0,2]]}"#,
            r#"{"width":7,"height":7,"islands":[[0,0,256]]}"#,
            r#"{"width":7,"height":7,"islands":[[0,0]],"bridges":[]}"#,
            r#"{"width":7,"height":7,"islands":[],"last_change":null}"#,
            r#"{"width":7,"height":7,"islands":[],"last_change":[1,2,3]}"#,
            r#"{"width":7,"islands":[]}"#,
        ] {
            assert_eq!(
                plain_json::from_str::<SavedDraft>(text).ok(),
                serde_json::from_str::<SavedDraft>(text).ok(),
                "{text}"
            );
        }
    }
}
