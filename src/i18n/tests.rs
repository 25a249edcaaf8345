//! The shipped locale files against English, and the catalog's reading and filling.

use super::catalog::{english, fill, Catalog, CatalogError, FILES, KEYS};
use super::check::{check, Problem};
use super::locale::Locale;
use super::Msg;

/// Every locale file the build ships, by tag.
fn shipped() -> Vec<(Locale, &'static str)> {
    vec![
        (Locale::Ja, include_str!("../../locales/ja.json")),
        (Locale::De, include_str!("../../locales/de.json")),
        (Locale::Fr, include_str!("../../locales/fr.json")),
        (Locale::Es, include_str!("../../locales/es.json")),
        (Locale::PtBr, include_str!("../../locales/pt-BR.json")),
        (Locale::ZhHans, include_str!("../../locales/zh-Hans.json")),
    ]
}

#[test]
fn every_shipped_locale_gives_every_message_with_englishs_placeholders_and_its_forms() {
    for (locale, json) in shipped() {
        let problems = check(locale, json).expect("a readable file");
        assert!(problems.is_empty(), "{}: {problems:#?}", locale.tag());
    }
}

#[test]
fn every_locale_but_english_has_a_file_in_the_build() {
    let tags: Vec<&str> = FILES.iter().map(|(tag, _)| *tag).collect();
    let expected: Vec<&str> = Locale::ALL
        .into_iter()
        .filter(|l| *l != Locale::En)
        .map(Locale::tag)
        .collect();
    assert_eq!(tags, expected);
    for (tag, url) in FILES {
        assert!(url.starts_with(&format!("/locales/{tag}-")), "{url}");
    }
}

#[test]
fn a_file_missing_a_message_or_changing_a_placeholder_is_caught() {
    let json = r#"{
        "hub_heading": "Rätsel",
        "daily_link": "Tagesrätsel {datum}",
        "daily_link_streak": { "one": "{count} Tag" },
        "continue_title": ["not", "text"],
        "no_such_message": "?"
    }"#;
    let problems = check(Locale::De, json).unwrap();
    assert!(problems.contains(&Problem::Missing {
        key: "hub_backup_link"
    }));
    assert!(problems.contains(&Problem::Placeholders {
        key: "daily_link",
        english: vec!["date".into()],
        found: vec!["datum".into()],
    }));
    assert!(problems.contains(&Problem::Forms {
        key: "daily_link_streak",
        missing: vec!["other"],
        extra: vec![],
    }));
    assert!(problems.contains(&Problem::Malformed {
        key: "continue_title".into()
    }));
    assert!(problems.contains(&Problem::Unknown {
        key: "no_such_message".into()
    }));
    assert!(!problems.contains(&Problem::Missing {
        key: "continue_title"
    }));
}

#[test]
fn a_form_the_language_never_uses_is_caught() {
    let json = include_str!("../../locales/ja.json").replace(
        r#"{ "other": "連続 {count} 日" }"#,
        r#"{ "one": "1日", "other": "連続 {count} 日" }"#,
    );
    let problems = check(Locale::Ja, &json).unwrap();
    assert_eq!(
        problems,
        vec![Problem::Forms {
            key: "daily_link_streak",
            missing: vec![],
            extra: vec!["one".into()]
        }]
    );
}

#[test]
fn a_file_that_is_not_messages_is_an_error() {
    assert!(matches!(
        Catalog::parse(Locale::Fr, "{"),
        Err(CatalogError::NotJson(_))
    ));
    assert_eq!(
        Catalog::parse(Locale::Fr, "[1]"),
        Err(CatalogError::NotAnObject)
    );
    assert!(CatalogError::NotAnObject
        .to_string()
        .contains("not an object"));
}

#[test]
fn messages_fall_back_to_english_where_a_file_lacks_them() {
    let catalog = Catalog::parse(Locale::Fr, r#"{ "hub_heading": "Casse-têtes" }"#).unwrap();
    assert_eq!(catalog.text(Msg::HubHeading, 1), "Casse-têtes");
    assert_eq!(catalog.text(Msg::Dismiss, 1), "Dismiss");
}

#[test]
fn counts_pick_their_form() {
    assert_eq!(english(Msg::DailyLinkStreak, 1), "streak {count} day");
    assert_eq!(english(Msg::DailyLinkStreak, 0), "streak {count} days");
    let (_, json) = shipped()
        .into_iter()
        .find(|(l, _)| *l == Locale::Fr)
        .unwrap();
    let french = Catalog::parse(Locale::Fr, json).unwrap();
    assert_eq!(
        french.text(Msg::DailyLinkStreak, 0),
        "série de {count} jour"
    );
    assert_eq!(
        french.text(Msg::DailyLinkStreak, 2),
        "série de {count} jours"
    );
    assert_eq!(
        french.text(Msg::DailyLinkStreak, 1_000_000),
        "série de {count} de jours"
    );
}

#[test]
fn placeholders_are_filled_and_unknown_ones_stay_visible() {
    assert_eq!(
        fill(
            "{placed}/{needed} bridges",
            &[("placed", "3"), ("needed", "9")]
        ),
        "3/9 bridges"
    );
    assert_eq!(fill("a {missing} b", &[]), "a {missing} b");
    assert_eq!(fill("open { brace", &[]), "open { brace");
    assert_eq!(fill("", &[("x", "y")]), "");
}

#[test]
fn the_keys_are_the_english_files() {
    let english: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(include_str!("../../locales/en.json")).unwrap();
    let keys: Vec<&str> = english.keys().map(String::as_str).collect();
    assert_eq!(keys, KEYS.to_vec());
}
