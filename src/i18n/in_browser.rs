//! The language helpers that ask the browser, checked against the browser
//! (wasm-bindgen-test in headless Chromium).

use super::number;
use super::Locale;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// What the browser's Intl writes for `n` in `locale`.
fn intl(locale: Locale, n: u64) -> String {
    js_sys::Number::from(n as f64)
        .to_locale_string(locale.tag())
        .as_string()
        .expect("a string")
}

#[wasm_bindgen_test]
fn below_a_thousand_every_language_writes_what_intl_writes() {
    for locale in Locale::ALL.into_iter().chain([Locale::Pseudo]) {
        for n in 0..1000 {
            assert_eq!(
                number(locale, n),
                intl(locale, n),
                "{n} in {}",
                locale.tag()
            );
        }
    }
}

#[wasm_bindgen_test]
fn from_a_thousand_each_language_groups_digits_its_own_way() {
    for locale in Locale::ALL {
        for n in [1000, 1234, 98_765, 1_000_000] {
            assert_eq!(
                number(locale, n),
                intl(locale, n),
                "{n} in {}",
                locale.tag()
            );
        }
    }
    assert_eq!(number(Locale::En, 1234), "1,234");
    assert_eq!(number(Locale::De, 1234), "1.234");
}
