//! Why a language could not be had, as the page says it (the catalog's own checks are
//! `hashi-words`').

#[test]
fn why_a_language_could_not_be_had_is_said_as_before() {
    use super::LoadError;
    use crate::shell::fetch::FetchError;
    use hashi_words::{Catalog, CatalogError, Locale};
    let said = |why: LoadError| why.reason();
    assert_eq!(
        said(LoadError::Damaged(CatalogError::BadGroup("hub".into()))),
        "the language file's group “hub” is not a list of messages"
    );
    assert_eq!(
        said(LoadError::Damaged(CatalogError::NotAnObject)),
        "the language file is not an object of groups of messages"
    );
    assert_eq!(
        said(LoadError::Damaged(CatalogError::NotJson("EOF".into()))),
        "the language file is not JSON (EOF)"
    );
    assert_eq!(
        said(LoadError::NoReader),
        "the part of Hashi that reads them could not be downloaded"
    );
    assert_eq!(
        said(LoadError::Fetch(FetchError::Status(404))),
        "the server answered 404"
    );
    let german = super::with_language(Catalog::shipped(Locale::De, &["shell"]), || {
        said(LoadError::Damaged(CatalogError::BadGroup("hub".into())))
    });
    assert_eq!(
        german,
        "die Gruppe „hub“ der Sprachdatei ist keine Liste von Meldungen"
    );
}
