//! The daily puzzles as static files: for each month of `hashi_core::daily::file::window`
//! around the build's date, `dailies/<YYYY-MM>-<hash>.json` (a pack of its days, named by its
//! content, precached with every built file), and the index the page reads them by.

use hashi_bundle::short_hash;
use hashi_core::daily::file::{month_pack, window, Month};
use hashi_core::daily::Date;
use std::collections::BTreeMap;
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

/// The folder of the daily files in the build.
pub const FOLDER: &str = "dailies";

/// The build's date (UTC): `SOURCE_DATE_EPOCH`'s when set (a reproducible build names its own
/// time), else the clock's.
pub fn build_date() -> Result<Date, String> {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_err(|e| format!("the clock is before 1970: {e}"))?
        .as_secs() as i64;
    date_of(std::env::var("SOURCE_DATE_EPOCH").ok().as_deref(), now)
}

/// The UTC date of `source_date_epoch` (seconds) when given, else of `now`.
fn date_of(source_date_epoch: Option<&str>, now: i64) -> Result<Date, String> {
    let seconds = match source_date_epoch {
        Some(text) => text
            .trim()
            .parse::<i64>()
            .map_err(|_| format!("SOURCE_DATE_EPOCH `{text}` is not a number of seconds"))?,
        None => now,
    };
    Ok(Date::from_days_since_epoch(seconds.div_euclid(86_400)))
}

/// One month's file: its name in the build and its bytes (compact JSON).
pub fn month_file(month: Month) -> Result<(String, Vec<u8>), String> {
    let pack = month_pack(month).map_err(|e| format!("cannot make {month}'s dailies: {e}"))?;
    let bytes = serde_json::to_vec(&pack).map_err(|e| e.to_string())?;
    Ok((
        format!("{FOLDER}/{month}-{}.json", short_hash(&bytes)),
        bytes,
    ))
}

/// Writes the window's files around `today` into the staged build; returns each month
/// (`2026-11`) with its file's path in the build.
pub fn write(staging: &Path, today: Date) -> Result<BTreeMap<String, String>, String> {
    let folder = staging.join(FOLDER);
    std::fs::create_dir_all(&folder)
        .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    let mut index = BTreeMap::new();
    for month in window(today) {
        let (name, bytes) = month_file(month)?;
        std::fs::write(staging.join(&name), &bytes)
            .map_err(|e| format!("cannot write {name}: {e}"))?;
        index.insert(month.to_string(), name);
    }
    Ok(index)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hashi_core::daily::daily;
    use hashi_core::packs::Pack;
    use hashi_core::rule_set::RuleSet;
    use hashi_worker::jobs::make;
    use hashi_worker::protocol::{MakerJob, MakerReply};

    /// The maker's reply to the job the page sends for a daily link it cannot open from a
    /// file (`src/hashi/puzzle_ref.rs`, `maker_job`): what the file must hold.
    fn made_by_the_maker(date: Date) -> MakerReply {
        let spec = daily(date);
        make(&MakerJob::Generate {
            band: spec.band.id().to_string(),
            width: spec.width,
            height: spec.height,
            seed: spec.seed,
            rules: RuleSet::STANDARD.to_string(),
            version: spec.version,
            symmetry: String::new(),
        })
    }

    /// Every date in the window of today's build: the file's puzzle, solution and technique
    /// counts are the maker's for that date, by the generator version bound to it.
    #[test]
    fn every_daily_in_the_window_is_the_makers() {
        let today = build_date().unwrap();
        let mut days = 0;
        for month in window(today) {
            let (name, bytes) = month_file(month).unwrap();
            assert!(name.starts_with(&format!("dailies/{month}-")), "{name}");
            let pack = Pack::from_json(std::str::from_utf8(&bytes).unwrap()).unwrap();
            assert_eq!(pack.puzzles.len(), month.days().count());
            for date in month.days() {
                let entry = pack
                    .find(&date.to_string())
                    .expect("every day has its puzzle");
                let MakerReply::Generated {
                    puzzle,
                    solution,
                    uses,
                } = made_by_the_maker(date)
                else {
                    panic!("the maker made nothing for {date}");
                };
                assert_eq!(entry.task, puzzle, "{date}");
                let digits: String = solution.iter().map(|n| char::from(b'0' + n)).collect();
                assert_eq!(entry.solution.as_deref(), Some(&*digits), "{date}");
                assert_eq!(entry.rating.uses, uses, "{date}");
                days += 1;
            }
        }
        assert!((120..=123).contains(&days), "{days} days");
    }

    #[test]
    fn the_files_are_written_and_indexed_by_month() {
        let dir = std::env::temp_dir().join(format!("dailies-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let today: Date = "2026-11-29".parse().unwrap();
        let index = write(&dir, today).unwrap();
        let months: Vec<&str> = index.keys().map(String::as_str).collect();
        assert_eq!(months, ["2026-10", "2026-11", "2026-12", "2027-01"]);
        for (month, path) in &index {
            let text = std::fs::read_to_string(dir.join(path)).unwrap();
            let pack = Pack::from_json(&text).unwrap();
            assert!(pack.puzzles[0].id.starts_with(month.as_str()));
            assert_eq!(
                path,
                &format!("dailies/{month}-{}.json", short_hash(text.as_bytes()))
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_build_date_follows_source_date_epoch() {
        let date = |text: &str| Ok(text.parse::<Date>().unwrap());
        // 2026-11-23T23:59:59Z and the next second.
        assert_eq!(date_of(Some("1795478399"), 0), date("2026-11-23"));
        assert_eq!(date_of(None, 1_795_478_400), date("2026-11-24"));
        assert!(date_of(Some("yesterday"), 0).is_err());
    }
}
