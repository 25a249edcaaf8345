//! The settings' stored shapes and the rule for settings shared by several tabs.

use super::*;

#[test]
fn stored_settings_of_every_earlier_shape_are_read() {
    let old = r#"{"free_mode":true,"show_errors":null,"theme":"dark","show_pips":true}"#;
    let prefs: Prefs = serde_json::from_str(old).unwrap();
    assert!(prefs.free_mode && prefs.show_pips && !prefs.show_remaining);
    assert_eq!(prefs.theme, Some(Theme::Dark));
    let odd: Prefs = serde_json::from_str(r#"{"theme":"sepia"}"#).unwrap();
    assert_eq!(odd.theme, None);
    assert_eq!(
        serde_json::from_str::<Prefs>("{}").unwrap(),
        Prefs::default()
    );
}

#[test]
fn sizes_are_stored_by_name_and_an_unknown_one_is_standard() {
    let prefs: Prefs =
        serde_json::from_str(r#"{"line_size":"largest","number_size":"huge"}"#).unwrap();
    assert_eq!(
        (prefs.line_size, prefs.number_size),
        (Step::Largest, Step::Standard)
    );
    for step in Step::ALL {
        assert_eq!(Step::from_name(step.name()), Some(step));
        let json = serde_json::to_string(&step).unwrap();
        assert_eq!(json, format!("\"{}\"", step.name()));
    }
}

#[test]
fn the_theme_button_cycles_system_light_dark_contrast() {
    let mut theme = None;
    let mut seen = Vec::new();
    for _ in 0..4 {
        theme = Theme::next(theme);
        seen.push(Theme::name(theme));
    }
    assert_eq!(seen, ["light", "dark", "contrast", "system"]);
    let json = serde_json::to_string(&Prefs {
        theme: Some(Theme::Light),
        ..Prefs::default()
    })
    .unwrap();
    assert!(json.contains(r#""theme":"light""#), "{json}");
}

#[test]
fn settings_from_before_revisions_load_as_revision_zero_with_defaults() {
    // The previous format: fields only, no revision, some fields missing.
    let (old, revision) =
        records::settings_from::<Prefs>(r#"{"theme":"dark","language":"de"}"#).unwrap();
    assert_eq!(revision, 0);
    assert_eq!(old.theme, Some(Theme::Dark));
    assert_eq!(old.language.as_deref(), Some("de"));
    assert_eq!(old.line_size, Step::Standard);
    assert!(!old.free_mode);
    // The revision rides first and is read back; the fields read as before.
    let text = crate::shell::revision::with_revision(&serde_json::to_string(&old).unwrap(), 9);
    assert_eq!(records::settings_from::<Prefs>(&text), Some((old, 9)));
    assert_eq!(records::settings_from::<Prefs>("not json"), None);
}

fn dark() -> Prefs {
    Prefs {
        theme: Some(Theme::Dark),
        ..Prefs::default()
    }
}

fn known(prefs: Prefs, revision: u64) -> Known {
    Known { prefs, revision }
}

#[test]
fn a_change_is_stored_over_the_revision_this_tab_knows() {
    let mut tab = known(Prefs::default(), 3);
    assert_eq!(tab.change(&dark(), Prefs::default(), 3), Change::Store(4));
    // Nothing changed, or a change taken in from another tab (stored already): no write.
    assert_eq!(
        tab.change(&Prefs::default(), Prefs::default(), 3),
        Change::None
    );
    // Settings from before revisions (0), or none stored, take any write.
    assert_eq!(
        known(Prefs::default(), 0).change(&dark(), Prefs::default(), 0),
        Change::Store(1)
    );
    assert_eq!(
        tab.clone().change(&dark(), Prefs::default(), 0),
        Change::Store(4)
    );
}

#[test]
fn a_stale_tab_takes_the_newer_settings_in_with_its_change_on_top() {
    // This tab knew revision 3 and turned the theme dark; another tab meanwhile stored
    // revision 5 with larger numbers. Nothing is written over 5: the tab shows 5 with its
    // dark theme on top, and stores that as 6.
    let mut tab = known(Prefs::default(), 3);
    let theirs = Prefs {
        number_size: Step::Larger,
        ..Prefs::default()
    };
    let both = Prefs {
        number_size: Step::Larger,
        ..dark()
    };
    assert_eq!(
        tab.change(&dark(), theirs.clone(), 5),
        Change::Show(both.clone())
    );
    assert_eq!(tab, known(theirs.clone(), 5));
    assert_eq!(tab.change(&both, theirs.clone(), 5), Change::Store(6));
    // The same setting changed in both: the tab's own change, the later one, is kept.
    let mut tab = known(Prefs::default(), 3);
    let contrast = Prefs {
        theme: Some(Theme::Contrast),
        ..Prefs::default()
    };
    assert_eq!(tab.change(&dark(), contrast, 5), Change::Store(6));
}

#[test]
fn only_newer_settings_from_another_tab_are_taken_in() {
    let mut tab = known(Prefs::default(), 4);
    assert_eq!(tab.hear(&Prefs::default(), dark(), 4), None);
    assert_eq!(tab.hear(&Prefs::default(), dark(), 2), None);
    assert_eq!(tab, known(Prefs::default(), 4));
    assert_eq!(tab.hear(&Prefs::default(), dark(), 5), Some(dark()));
    assert_eq!(tab, known(dark(), 5));
    // Heard while a change of this tab's own waits to be stored: it stays on top.
    let left = Prefs {
        left_handed: true,
        ..dark()
    };
    let light = Prefs {
        theme: Some(Theme::Light),
        ..Prefs::default()
    };
    let shown = tab.hear(&left, light, 6).unwrap();
    assert_eq!((shown.theme, shown.left_handed), (Some(Theme::Light), true));
}

#[test]
fn two_tabs_changing_settings_in_turn_lose_nothing() {
    // One stored record and two tabs; each change is stored, then heard by the other
    // tab, or (a tab asleep) met at the next write.
    let mut stored = (Prefs::default(), 0);
    let mut tabs = [
        (Prefs::default(), known(Prefs::default(), 0)),
        (Prefs::default(), known(Prefs::default(), 0)),
    ];
    let mut change = |tab: usize, set: fn(&mut Prefs), stored: &mut (Prefs, u64)| {
        let (shown, known) = &mut tabs[tab];
        set(shown);
        loop {
            match known.change(shown, stored.0.clone(), stored.1) {
                Change::None => break,
                Change::Show(newer) => *shown = newer,
                Change::Store(revision) => {
                    *stored = (shown.clone(), revision);
                    *known = Known {
                        prefs: shown.clone(),
                        revision,
                    };
                }
            }
        }
    };
    change(0, |p| p.theme = Some(Theme::Dark), &mut stored);
    // Tab 1 was asleep: it never heard of the dark theme before changing the language.
    change(1, |p| p.language = Some("fr".into()), &mut stored);
    change(0, |p| p.haptics = true, &mut stored);
    assert_eq!(stored.1, 3);
    assert_eq!(stored.0.theme, Some(Theme::Dark));
    assert_eq!(stored.0.language.as_deref(), Some("fr"));
    assert!(stored.0.haptics);
}

// Property tests against serde: native only, as proptest is.
#[cfg(not(target_arch = "wasm32"))]
mod plain_form {
    //! The plain reader and writer (the first load's) against the serde form (the backup's).
    use super::*;
    use proptest::prelude::*;

    fn any_step() -> impl Strategy<Value = Step> {
        prop::sample::select(Step::ALL.to_vec())
    }

    fn any_prefs() -> impl Strategy<Value = Prefs> {
        (
            prop::array::uniform12(any::<bool>()),
            prop::option::of(any::<bool>()),
            prop::option::of(prop::sample::select(vec![
                Theme::Light,
                Theme::Dark,
                Theme::Contrast,
            ])),
            (any_step(), any_step()),
            prop::option::of("[a-z\\-\"\\\\]{0,6}"),
        )
            .prop_map(
                |(flags, show_errors, theme, (line_size, number_size), language)| Prefs {
                    free_mode: flags[0],
                    show_errors,
                    theme,
                    show_pips: flags[1],
                    show_remaining: flags[2],
                    colour_groups: flags[3],
                    line_size,
                    number_size,
                    haptics: flags[4],
                    left_handed: flags[5],
                    hide_timer: flags[6],
                    keep_awake: flags[7],
                    language,
                    hints_from_reason: flags[8],
                    finish_forced: flags[9],
                },
            )
    }

    proptest! {
        #[test]
        fn written_and_read_as_serde_does(prefs in any_prefs(), revision in any::<u64>()) {
            let text = plain_json::to_string(&prefs);
            prop_assert_eq!(&text, &serde_json::to_string(&prefs).unwrap());
            let kept = crate::shell::revision::with_revision(&text, revision);
            prop_assert_eq!(records::settings_from::<Prefs>(&kept), Some((prefs, revision)));
        }
    }

    #[test]
    fn odd_stored_values_read_as_serde_reads_them() {
        for text in [
            r#"{"theme":"sepia","line_size":"huge","number_size":"larger"}"#,
            r#"{"theme":null,"language":"fr","unknown":[1]}"#,
            r#"{"free_mode":"yes"}"#,
            r#"{"free_mode":null}"#,
            r#"{"haptics":true,"haptics":false}"#,
            r#"{"show_errors":1}"#,
            "{",
        ] {
            assert_eq!(
                plain_json::from_str::<Prefs>(text).ok(),
                serde_json::from_str::<Prefs>(text).ok(),
                "{text}"
            );
        }
    }

    /// A theme or a size stored as something other than a name: the plain reader takes the
    /// standard one and keeps every other setting. serde's reader meant to do the same, but
    /// its lenient field stops in the middle of the value and the whole record is refused.
    #[test]
    fn an_odd_theme_or_size_keeps_the_other_settings() {
        for text in [
            r#"{"theme":["dark"],"language":"fr"}"#,
            r#"{"line_size":3,"language":"fr"}"#,
        ] {
            let prefs = plain_json::from_str::<Prefs>(text).unwrap();
            assert_eq!(prefs.language.as_deref(), Some("fr"), "{text}");
            assert_eq!(
                (prefs.theme, prefs.line_size, prefs.number_size),
                (None, Step::Standard, Step::Standard)
            );
            assert!(serde_json::from_str::<Prefs>(text).is_err(), "{text}");
        }
    }
}
