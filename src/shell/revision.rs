//! The one rule for writes from several tabs: every stored record carries a revision, and a
//! tab writes only over the revision it last saw (or an older one). A tab that missed a newer
//! write is stale: it must not overwrite it, and says so instead.

/// A write refused: another tab stored a newer revision since this one last looked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stale {
    /// The revision stored now.
    pub stored: u64,
    /// The newest revision this tab saw.
    pub seen: u64,
}

/// The revision a write carries, given what is stored now (`None`: nothing yet) and the
/// newest revision this tab saw; or `Stale` when the stored one is newer than that.
pub fn next_revision(stored: Option<u64>, seen: u64) -> Result<u64, Stale> {
    match stored {
        Some(stored) if stored > seen => Err(Stale { stored, seen }),
        stored => Ok(stored.unwrap_or(0).max(seen).saturating_add(1)),
    }
}

/// A record's JSON object `text` with its `revision` put first: records whose own type has no
/// room for one (the settings, the Slide board) carry it beside their fields, and their
/// readers, which skip fields they do not know, read them as before.
pub fn with_revision(text: &str, revision: u64) -> String {
    match text.strip_prefix('{') {
        Some("}") => format!("{{\"revision\":{revision}}}"),
        Some(rest) => format!("{{\"revision\":{revision},{rest}"),
        None => text.to_string(),
    }
}

/// The revision a stored record carries ([`with_revision`] writes it first); 0 for records
/// from before revisions, or unreadable. Read by hand rather than by serde: it is on every
/// page's first load, where a JSON reader for one number costs more than the number.
pub fn revision_of(text: &str) -> u64 {
    let Some(rest) = text.strip_prefix("{\"revision\":") else {
        return 0;
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    rest[..digits].parse().unwrap_or(0)
}

/// Whether a record another tab just stored (`theirs`) is newer than what this tab shows.
pub fn is_newer(theirs: u64, seen: u64) -> bool {
    theirs > seen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tab_writes_over_what_it_saw_and_never_over_a_newer_write() {
        // The first save of a puzzle.
        assert_eq!(next_revision(None, 0), Ok(1));
        // A tab that saw revision 4 writes 5 over it.
        assert_eq!(next_revision(Some(4), 4), Ok(5));
        // Another tab wrote 5 and this one still shows 4: refused, nothing is overwritten.
        assert_eq!(next_revision(Some(5), 4), Err(Stale { stored: 5, seen: 4 }));
        // Records from before revisions (0) and a record removed since (None) take any write.
        assert_eq!(next_revision(Some(0), 7), Ok(8));
        assert_eq!(next_revision(None, 7), Ok(8));
        // Two tabs in turn: each sees the other's write before writing again.
        let (mut a, mut b) = (0, 0);
        let mut stored = None;
        for _ in 0..3 {
            a = next_revision(stored, a).unwrap();
            stored = Some(a);
            assert!(is_newer(a, b), "b hears of a's write");
            b = a;
            b = next_revision(stored, b).unwrap();
            stored = Some(b);
            a = b;
        }
        assert_eq!(stored, Some(6));
        assert_eq!(next_revision(Some(u64::MAX), u64::MAX), Ok(u64::MAX));
    }

    #[test]
    fn a_revision_rides_beside_the_fields_of_any_record() {
        let text = with_revision(r#"{"theme":"dark"}"#, 7);
        assert_eq!(text, r#"{"revision":7,"theme":"dark"}"#);
        assert_eq!(revision_of(&text), 7);
        assert_eq!(revision_of(&with_revision("{}", 2)), 2);
        // Records stored before revisions, and unreadable ones, read as 0.
        assert_eq!(revision_of(r#"{"theme":"dark"}"#), 0);
        assert_eq!(revision_of("not json"), 0);
    }

    #[test]
    fn only_a_newer_revision_replaces_what_a_tab_shows() {
        assert!(is_newer(3, 2));
        assert!(!is_newer(2, 2));
        assert!(!is_newer(1, 2));
    }
}
