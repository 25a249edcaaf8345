//! The reader and the writer held to serde_json's: the same texts read, to the same values;
//! the same values written, to the same texts.

use crate::{from_str, parse, to_string, Fields, Json, JsonError, Number, Plain, Syntax, Writer};
use proptest::prelude::*;
use serde_json::Value;
use std::collections::BTreeMap;

/// `json` as serde_json's value, numbers read by serde_json from their text.
fn as_serde(json: &Json) -> Value {
    match json {
        Json::Null => Value::Null,
        Json::Bool(b) => Value::Bool(*b),
        Json::Number(n) => serde_json::from_str(n.text()).unwrap(),
        Json::String(s) => Value::String(s.clone()),
        Json::Array(items) => Value::Array(items.iter().map(as_serde).collect()),
        Json::Object(members) => Value::Object(
            members
                .iter()
                .map(|(k, v)| (k.clone(), as_serde(v)))
                .collect(),
        ),
    }
}

/// `value` written by this crate's writer.
fn write_serde(value: &Value, out: &mut Writer) {
    match value {
        Value::Null => out.null(),
        Value::Bool(b) => out.bool(*b),
        Value::Number(n) => out.raw_number(&n.to_string()),
        Value::String(s) => out.string(s),
        Value::Array(items) => {
            out.open_array();
            for item in items {
                write_serde(item, out);
            }
            out.close_array();
        }
        Value::Object(members) => {
            out.open_object();
            for (name, value) in members {
                out.name(name);
                write_serde(value, out);
            }
            out.close_object();
        }
    }
}

fn any_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<u64>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-1e6f64..1e6).prop_map(Value::from),
        any::<String>().prop_map(Value::String),
        "[\\u{0}-\\u{1f}\"\\\\/a-z\\u{7f}\\u{e9}\\u{1F600}]{0,12}".prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec(("[a-z\"\\\\]{0,5}", inner), 0..6)
                .prop_map(|members| Value::Object(members.into_iter().collect())),
        ]
    })
}

/// A text serde_json takes or refuses for its syntax (not for a number out of `f64`'s range,
/// which this reader keeps as written and refuses only where a record reads it).
fn serde_verdict(text: &str) -> Option<bool> {
    match serde_json::from_str::<Value>(text) {
        Ok(_) => Some(true),
        Err(e) if e.to_string().starts_with("number out of range") => None,
        Err(_) => Some(false),
    }
}

proptest! {
    #[test]
    fn reads_what_serde_writes(value in any_value(), pretty in any::<bool>()) {
        let text = if pretty {
            serde_json::to_string_pretty(&value).unwrap()
        } else {
            serde_json::to_string(&value).unwrap()
        };
        // Compared with serde_json's own reading of the text, not with `value`: without its
        // `float_roundtrip` feature serde_json reads some floats a unit of the last place off.
        prop_assert_eq!(as_serde(&parse(&text).unwrap()), serde_json::from_str::<Value>(&text).unwrap());
    }

    #[test]
    fn writes_what_serde_writes(value in any_value()) {
        let mut out = Writer::new();
        write_serde(&value, &mut out);
        prop_assert_eq!(out.finish(), serde_json::to_string(&value).unwrap());
    }

    /// Texts one edit away from JSON: taken or refused as serde_json takes or refuses them.
    #[test]
    fn refuses_what_serde_refuses(
        value in any_value(),
        at in any::<prop::sample::Index>(),
        edit in 0..3u8,
        inserted in prop::sample::select(vec!['"', '\\', '{', '}', '[', ']', ',', ':', '0', '-', '.', 'e', 'x', ' ', '\u{1}', 'u', 'n']),
    ) {
        let mut chars: Vec<char> = serde_json::to_string(&value).unwrap().chars().collect();
        let i = at.index(chars.len() + 1);
        match edit {
            0 if i < chars.len() => { chars.remove(i); }
            1 if i < chars.len() => chars[i] = inserted,
            _ => chars.insert(i, inserted),
        }
        let text: String = chars.into_iter().collect();
        if let Some(serde_takes) = serde_verdict(&text) {
            let mine = parse(&text);
            prop_assert_eq!(mine.is_ok(), serde_takes, "{:?}: {:?}", text, mine);
            if let Ok(json) = mine {
                prop_assert_eq!(as_serde(&json), serde_json::from_str::<Value>(&text).unwrap());
            }
        }
    }

    /// Decimals of at most 15 digits, within 22 powers of ten: exactly what Rust's own
    /// (correctly rounding) parser reads.
    #[test]
    fn short_decimals_are_exact(digits in 0u64..1_000_000_000_000_000, exponent in -22i32..=22, negative in any::<bool>()) {
        let sign = if negative { "-" } else { "" };
        for text in [format!("{sign}{digits}e{exponent}"), format!("{sign}{digits}.0e{exponent}")] {
            let number = parse(&text).unwrap();
            let Json::Number(number) = number else { panic!("{text} is a number") };
            prop_assert_eq!(number.as_f64(), Some(text.parse::<f64>().unwrap()), "{}", text);
        }
    }

    /// Any other decimal (of normal size: no record holds a subnormal number): within a few
    /// units of the last place.
    #[test]
    fn long_decimals_are_close(value in any::<f64>().prop_filter("normal", |f| f.is_normal())) {
        let text = serde_json::to_string(&value).unwrap();
        let Json::Number(number) = parse(&text).unwrap() else { panic!("{text} is a number") };
        let read = number.as_f64().unwrap();
        prop_assert!(((read - value) / value).abs() < 1e-14, "{} read as {}", text, read);
    }

    #[test]
    fn signed_numbers_round_trip(n in any::<i64>()) {
        prop_assert_eq!(from_str::<i64>(&n.to_string()), Ok(n));
        prop_assert_eq!(to_string(&n), serde_json::to_string(&n).unwrap());
    }

    #[test]
    fn whole_numbers_round_trip(n in any::<u64>()) {
        prop_assert_eq!(from_str::<u64>(&n.to_string()), Ok(n));
        prop_assert_eq!(to_string(&n), serde_json::to_string(&n).unwrap());
    }

    /// Floats are written as serde writes them; scores as packs hold them (a few decimals)
    /// come back as they were.
    #[test]
    fn floats_are_written_as_serde_writes_them(value in any::<f64>(), hundredths in -10_000_000i64..10_000_000) {
        prop_assert_eq!(to_string(&value), serde_json::to_string(&value).unwrap());
        let score = hundredths as f64 / 100.0;
        prop_assert_eq!(from_str::<f64>(&to_string(&score)).unwrap().to_bits(), score.to_bits());
    }
}

#[test]
fn says_where_the_text_breaks() {
    let cases: [(&str, Syntax, usize, usize); 9] = [
        ("", Syntax::UnexpectedEnd, 1, 1),
        ("{\"a\":1,}", Syntax::Unexpected('}'), 1, 8),
        ("[1,\n 2 x]", Syntax::Unexpected('x'), 2, 4),
        ("\"é\u{1}\"", Syntax::ControlInString, 1, 3),
        ("\"\\q\"", Syntax::BadEscape, 1, 3),
        ("\"\\ud800\"", Syntax::LoneSurrogate, 1, 8),
        ("-x", Syntax::BadNumber, 1, 2),
        ("1.", Syntax::UnexpectedEnd, 1, 3),
        ("true false", Syntax::Trailing, 1, 6),
    ];
    for (text, what, line, column) in cases {
        assert_eq!(
            parse(text),
            Err(JsonError::Syntax { what, line, column }),
            "{text:?}"
        );
    }
    assert_eq!(
        parse("[\"a\", tru]").unwrap_err().to_string(),
        "unexpected ']' at line 1 column 10"
    );
}

#[test]
fn nests_as_deep_as_serde_and_no_deeper() {
    let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    assert!(parse(&deep(127)).is_ok());
    assert!(serde_json::from_str::<Value>(&deep(127)).is_ok());
    assert!(matches!(
        parse(&deep(128)),
        Err(JsonError::Syntax {
            what: Syntax::TooDeep,
            ..
        })
    ));
    assert!(serde_json::from_str::<Value>(&deep(128)).is_err());
    // Far deeper than any stack would take, refused at the limit.
    assert!(parse(&deep(1_000_000)).is_err());
}

#[test]
fn whole_numbers_are_read_as_serde_reads_them() {
    for text in [
        "1.0",
        "1e3",
        "-0",
        "-1",
        "18446744073709551616",
        "\"1\"",
        "null",
    ] {
        assert!(from_str::<u64>(text).is_err(), "{text}");
        assert!(serde_json::from_str::<u64>(text).is_err(), "{text}");
    }
    assert_eq!(from_str::<u32>("4294967295"), Ok(u32::MAX));
    assert_eq!(from_str::<u16>("65535"), Ok(u16::MAX));
    assert_eq!(from_str::<u8>("255"), Ok(u8::MAX));
    for text in [
        "-0",
        "1.0",
        "9223372036854775808",
        "-9223372036854775809",
        "1e2",
    ] {
        assert!(from_str::<i64>(text).is_err(), "{text}");
        assert!(serde_json::from_str::<i64>(text).is_err(), "{text}");
    }
    assert_eq!(from_str::<i64>("-9223372036854775808"), Ok(i64::MIN));
    for text in ["[1,2,3]", "[1,2]", "[1,2,3,4]", "[1,\"2\",3]", "{}"] {
        assert_eq!(
            from_str::<(u8, u32, u64)>(text).ok(),
            serde_json::from_str::<(u8, u32, u64)>(text).ok(),
            "{text}"
        );
    }
    assert_eq!(to_string(&(1u8, 2usize)), "[1,2]");
    assert!(from_str::<u8>("256").is_err());
    assert!(from_str::<u16>("65536").is_err());
    assert_eq!(from_str::<[u16; 3]>("[1,2,3]"), Ok([1, 2, 3]));
    for text in ["[1,2]", "[1,2,3,4]"] {
        assert!(from_str::<[u16; 3]>(text).is_err(), "{text}");
        assert!(serde_json::from_str::<[u16; 3]>(text).is_err(), "{text}");
    }
    assert!(from_str::<u32>("4294967296").is_err());
    assert!(serde_json::from_str::<u32>("4294967296").is_err());
    assert_eq!(from_str::<f64>("7"), Ok(7.0));
    assert!(from_str::<f64>("1e400").is_err());
    assert!(serde_json::from_str::<f64>("1e400").is_err());
    assert_eq!(from_str::<f64>("1e-400"), Ok(0.0));
    assert_eq!(Number::from_u64(12).text(), "12");
}

#[test]
fn containers_read_as_serde_reads_them() {
    let text = r#"{"b":[1,null,3],"a":[],"b":[4]}"#;
    let mine: BTreeMap<String, Vec<Option<u32>>> = from_str(text).unwrap();
    let theirs: BTreeMap<String, Vec<Option<u32>>> = serde_json::from_str(text).unwrap();
    assert_eq!(mine, theirs);
    assert_eq!(to_string(&mine), serde_json::to_string(&theirs).unwrap());
    assert_eq!(
        from_str::<Vec<u32>>("[1,\"2\"]").unwrap_err().to_string(),
        "`[1]`: expected a whole number, found a string"
    );
}

/// A record as the pages keep them, read field by field.
#[derive(Debug, PartialEq, Default)]
struct Example {
    start: String,
    count: u32,
    best: Option<u64>,
}

impl Plain for Example {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(Example {
            start: fields.required_or_alias("start", &["puzzle"])?,
            count: fields.or_default("count")?,
            best: fields.or_default("best")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("start");
        out.string(&self.start);
        out.name("count");
        self.count.write(out);
        out.close_object();
    }
}

#[test]
fn fields_are_read_as_serde_reads_a_record() {
    let read = |text: &str| from_str::<Example>(text);
    assert_eq!(
        read(r#"{"puzzle":"3x3","unknown":[{}],"best":null}"#),
        Ok(Example {
            start: "3x3".into(),
            ..Example::default()
        })
    );
    assert_eq!(
        read(r#"{"count":2}"#).unwrap_err().to_string(),
        "missing field `start`"
    );
    assert_eq!(
        read(r#"{"start":"a","puzzle":"b"}"#)
            .unwrap_err()
            .to_string(),
        "field `start` given twice"
    );
    assert_eq!(
        read(r#"{"start":"a","count":null}"#)
            .unwrap_err()
            .to_string(),
        "`count`: expected a whole number, found null"
    );
    assert_eq!(
        read("[]").unwrap_err().to_string(),
        "the record: expected an object, found an array"
    );
    let example = Example {
        start: "a\u{1}\"b\"".into(),
        count: 3,
        best: None,
    };
    assert_eq!(to_string(&example), r#"{"start":"a\u0001\"b\"","count":3}"#);
    assert_eq!(read(&to_string(&example)), Ok(example));
}
