//! The shipped locale files against English, and the catalog's reading and filling.

use crate::catalog::{english, fill, Catalog, CatalogError, Message, FILES, GROUPS, KEYS, SHIPPED};
use crate::check::{check, Problem};
use crate::locale::Locale;
use crate::{HubMsg, WordsMsg};

/// The group `name` (the tests below pick the groups they need by name).
fn group(name: &str) -> usize {
    GROUPS.iter().position(|g| *g == name).expect("a group")
}

/// The shipped file of one group in one language.
fn shipped(tag: &str, group_name: &str) -> &'static str {
    let group = group(group_name);
    SHIPPED
        .iter()
        .find(|(t, g, _)| *t == tag && *g == group)
        .map(|(_, _, json)| *json)
        .expect("a shipped file")
}

#[test]
fn every_shipped_locale_gives_every_message_with_englishs_placeholders_and_its_forms() {
    for (tag, group, json) in SHIPPED {
        let locale = Locale::from_tag(tag).expect("a known tag");
        let problems = check(locale, *group, json).expect("a readable file");
        assert!(
            problems.is_empty(),
            "{tag} {}: {problems:#?}",
            GROUPS[*group]
        );
    }
    assert_eq!(SHIPPED.len(), GROUPS.len() * Locale::ALL.len());
}

#[test]
fn every_locale_but_english_has_a_bundle_in_the_build_and_so_has_the_pseudo_locale() {
    let tags: Vec<&str> = FILES.iter().map(|(tag, _)| *tag).collect();
    let expected: Vec<&str> = Locale::ALL
        .into_iter()
        .filter(|l| *l != Locale::En)
        .chain([Locale::Pseudo])
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
        "heading": "Rätsel",
        "daily_link": "Tagesrätsel {datum}",
        "daily_link_streak": { "one": "{count} Tag" },
        "continue_title": ["not", "text"],
        "no_such_message": "?"
    }"#;
    let problems = check(Locale::De, group("hub"), json).unwrap();
    assert!(problems.contains(&Problem::Missing { key: "hashi_about" }));
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
    let json = shipped("ja", "hub").replace(
        r#"{ "other": "連続 {count} 日" }"#,
        r#"{ "one": "1日", "other": "連続 {count} 日" }"#,
    );
    let problems = check(Locale::Ja, group("hub"), &json).unwrap();
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
    assert_eq!(
        Catalog::parse(Locale::Fr, r#"{"hub": "not messages"}"#),
        Err(CatalogError::BadGroup("hub".into()))
    );
}

#[test]
fn messages_fall_back_to_english_where_a_file_lacks_them() {
    let mut hub = vec![serde_json::Value::Null; KEYS[HubMsg::GROUP].len()];
    hub[HubMsg::Heading.index()] = "Casse-têtes".into();
    // A message in a shape none has, and one past the group's end, are left out.
    hub[WordsMsg::Dismiss.index()] = 7.into();
    hub.push("Extra".into());
    let bundle = serde_json::json!({ "hub": hub, "a_later_group": [] });
    let catalog = Catalog::parse(Locale::Fr, &bundle.to_string()).unwrap();
    assert_eq!(catalog.text(HubMsg::Heading, 1), "Casse-têtes");
    assert_eq!(catalog.text(WordsMsg::Dismiss, 1), "Dismiss");
    assert_eq!(catalog.text(WordsMsg::BandHard, 1), "hard");
}

#[test]
fn counts_pick_their_form() {
    assert_eq!(english(HubMsg::DailyLinkStreak, 1), "streak {count} day");
    assert_eq!(english(HubMsg::DailyLinkStreak, 0), "streak {count} days");
    let file: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(shipped("fr", "hub")).unwrap();
    let hub: Vec<&serde_json::Value> = KEYS[HubMsg::GROUP].iter().map(|k| &file[*k]).collect();
    let bundle = serde_json::json!({ "hub": hub }).to_string();
    let french = Catalog::parse(Locale::Fr, &bundle).unwrap();
    assert_eq!(
        french.text(HubMsg::DailyLinkStreak, 0),
        "série de {count} jour"
    );
    assert_eq!(
        french.text(HubMsg::DailyLinkStreak, 2),
        "série de {count} jours"
    );
    assert_eq!(
        french.text(HubMsg::DailyLinkStreak, 1_000_000),
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
    for (index, name) in GROUPS.iter().enumerate() {
        let english: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(shipped("en", name)).unwrap();
        let keys: Vec<&str> = english.keys().map(String::as_str).collect();
        assert_eq!(keys, KEYS[index].to_vec(), "{name}");
    }
}

/// One writer per sentence: a message written the same in every language in two groups is one
/// sentence kept twice, so it belongs once in the shared `words` group (or in the group the
/// first screen already carries). A text that one language writes differently in each place
/// (a list separator, a count said with or without its noun) is two sentences and may stay.
#[test]
fn a_text_the_same_in_every_language_lives_in_one_group() {
    use std::collections::BTreeMap;
    let mut seen: BTreeMap<Vec<String>, Vec<String>> = BTreeMap::new();
    for (index, name) in GROUPS.iter().enumerate() {
        let files: Vec<serde_json::Map<String, serde_json::Value>> = Locale::ALL
            .iter()
            .map(|locale| serde_json::from_str(shipped(locale.tag(), name)).unwrap())
            .collect();
        for key in KEYS[index] {
            let texts = files.iter().map(|file| file[*key].to_string()).collect();
            seen.entry(texts).or_default().push(format!("{name}.{key}"));
        }
    }
    let twice: Vec<&Vec<String>> = seen
        .values()
        .filter(|keys| {
            let groups: std::collections::BTreeSet<&str> =
                keys.iter().filter_map(|k| k.split('.').next()).collect();
            groups.len() > 1
        })
        .collect();
    assert!(
        twice.is_empty(),
        "the same text in several groups: {twice:?}"
    );
}
