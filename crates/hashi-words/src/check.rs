//! The check that keeps the shipped locale files complete: every message given, with the
//! placeholders English has and the plural forms the language needs. Run by the unit tests
//! (here and by the app, which holds its own files to it).

use crate::catalog::{read_group, CatalogError, Malformed, Owned, Text, ENGLISH, KEYS};
use crate::locale::Locale;
use crate::plural::Category;
use std::collections::BTreeSet;

/// What is wrong with one message of a locale file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Missing {
        key: &'static str,
    },
    Unknown {
        key: String,
    },
    /// Neither text nor an object of plural forms, or a form that is not text.
    Malformed {
        key: String,
    },
    /// The placeholders differ from English's (`{count}`, `{name}`...).
    Placeholders {
        key: &'static str,
        english: Vec<String>,
        found: Vec<String>,
    },
    /// A plural form the language needs is not given, or one it never uses is.
    Forms {
        key: &'static str,
        missing: Vec<&'static str>,
        extra: Vec<String>,
    },
}

/// Every problem of one group's locale file against English.
pub fn check(locale: Locale, group: usize, json: &str) -> Result<Vec<Problem>, CatalogError> {
    let value = serde_json::from_str(json).map_err(|e| CatalogError::NotJson(e.to_string()))?;
    let (texts, malformed) = read_group(group, value)?;
    let mut problems: Vec<Problem> = malformed
        .into_iter()
        .map(|m| match m {
            Malformed::Unknown(key) => Problem::Unknown { key },
            Malformed::Shape(key) => Problem::Malformed { key },
        })
        .collect();
    for (i, key) in KEYS[group].iter().enumerate() {
        let english = ENGLISH[group][i];
        let Some(found) = &texts[i] else {
            if !problems
                .iter()
                .any(|p| matches!(p, Problem::Malformed { key: k } if k == key))
            {
                problems.push(Problem::Missing { key });
            }
            continue;
        };
        let english_places = placeholders_of(english_texts(english));
        let found_places = placeholders_of(owned_texts(found));
        if english_places != found_places {
            problems.push(Problem::Placeholders {
                key,
                english: english_places.into_iter().collect(),
                found: found_places.into_iter().collect(),
            });
        }
        match (english, found) {
            (Text::Plural(_), Owned::Plural(forms)) => {
                let needed = Category::used_by(locale);
                let missing: Vec<&'static str> = needed
                    .iter()
                    .filter(|c| !forms.iter().any(|(f, _)| f == *c))
                    .map(|c| c.name())
                    .collect();
                let extra: Vec<String> = forms
                    .iter()
                    .filter(|(f, _)| !needed.contains(f))
                    .map(|(f, _)| f.name().to_string())
                    .collect();
                if !missing.is_empty() || !extra.is_empty() {
                    problems.push(Problem::Forms {
                        key,
                        missing,
                        extra,
                    });
                }
            }
            (Text::Plain(_), Owned::Plain(_)) => {}
            _ => problems.push(Problem::Malformed {
                key: key.to_string(),
            }),
        }
    }
    Ok(problems)
}

fn english_texts(text: Text<'_>) -> Vec<&str> {
    match text {
        Text::Plain(t) => vec![t],
        Text::Plural(forms) => forms.iter().map(|(_, t)| *t).collect(),
    }
}

fn owned_texts(text: &Owned) -> Vec<&str> {
    match text {
        Owned::Plain(t) => vec![t.as_str()],
        Owned::Plural(forms) => forms.iter().map(|(_, t)| t.as_str()).collect(),
    }
}

/// The names between braces in any of `texts`.
fn placeholders_of(texts: Vec<&str>) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for text in texts {
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            let after = &rest[open + 1..];
            let Some(close) = after.find('}') else { break };
            names.insert(after[..close].to_string());
            rest = &after[close + 1..];
        }
    }
    names
}
