//! How Hashi's records from a backup join those this browser keeps, so that a restore never
//! loses anything: of two saves of one puzzle the newer stays, of two statistics the better,
//! and everything present on one side only is kept.

use super::backup::HashiRecords;
use super::drafts::{StoredDraft, MAX_DRAFTS};
use super::learn::{DrillRecord, Learned};
use super::personal_packs;
use super::saves::StoredGame;
use super::snapshots::{Snapshot, MAX_SNAPSHOTS};
use super::stats::{DailyResult, Record, Stats};
use crate::backup::part::{join_maps, Tally};
use hashi_core::daily::{counts_for_streak, Date};
use std::collections::BTreeMap;

/// Joins the records kept `here` with those read from a backup `file`. Where only one side
/// can win and neither is better (the last puzzle), what is here stays: a restore fills a
/// browser in, it does not overrule it.
pub fn merge(here: HashiRecords, file: HashiRecords) -> (HashiRecords, Tally) {
    let mut saves_from_file = 0;
    let mut saves_kept_here = 0;
    let mut saves = here.saves;
    for (id, theirs) in file.saves {
        match saves.remove(&id) {
            None => {
                saves_from_file += 1;
                saves.insert(id, theirs);
            }
            Some(ours) => {
                let counted = ours.counted || theirs.counted;
                let mut newer = if is_newer(&theirs, &ours) {
                    saves_from_file += 1;
                    // Past both revisions, so that a tab open on the puzzle takes it in.
                    let revision = ours.revision.max(theirs.revision).saturating_add(1);
                    StoredGame { revision, ..theirs }
                } else {
                    saves_kept_here += 1;
                    ours
                };
                // A puzzle counted in the statistics on either side is never counted again.
                newer.counted = counted;
                saves.insert(id, newer);
            }
        }
    }
    let hashi = HashiRecords {
        saves,
        snapshots: join_maps(here.snapshots, file.snapshots, join_snapshots),
        stats: join_stats(here.stats, file.stats),
        technique_uses: join_maps(here.technique_uses, file.technique_uses, |a, _| a),
        last_puzzle: here.last_puzzle.or(file.last_puzzle),
        drafts: join_drafts(here.drafts, file.drafts),
        learn: join_learned(here.learn, file.learn),
        pace: here.pace.join(file.pace),
        personal_packs: personal_packs::join(here.personal_packs, file.personal_packs),
    };
    let tally = Tally {
        from_file: saves_from_file,
        kept_here: saves_kept_here,
    };
    (hashi, tally)
}

/// Whether `theirs` was written after `ours`. Saves from before the save time was kept have
/// none: one with a time is the later; between two without, more time played is.
pub fn is_newer(theirs: &StoredGame, ours: &StoredGame) -> bool {
    match (theirs.saved_ms, ours.saved_ms) {
        (Some(t), Some(o)) => t > o,
        (Some(_), None) => true,
        (None, Some(_)) => false,
        (None, None) => {
            (theirs.elapsed_ms, theirs.save.entries.len())
                > (ours.elapsed_ms, ours.save.entries.len())
        }
    }
}

/// Ours, newest first as kept, then those of the file with names not used here.
fn join_snapshots(ours: Vec<Snapshot>, theirs: Vec<Snapshot>) -> Vec<Snapshot> {
    let mut joined = ours;
    for snapshot in theirs {
        if !joined.iter().any(|s| s.name == snapshot.name) {
            joined.push(snapshot);
        }
    }
    joined.truncate(MAX_SNAPSHOTS);
    joined
}

/// The better of two statistics, line by line: more solves, the faster best time, every
/// puzzle solved on either side, and each daily puzzle's better result.
fn join_stats(ours: Stats, theirs: Stats) -> Stats {
    let mut solved_ids = ours.solved_ids;
    for id in theirs.solved_ids {
        if !solved_ids.contains(&id) {
            solved_ids.push(id);
        }
    }
    Stats {
        records: join_maps(ours.records, theirs.records, |a, b| Record {
            solved: a.solved.max(b.solved),
            best_ms: match (a.best_ms, b.best_ms) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
        }),
        solved_ids,
        daily: join_daily(ours.daily, theirs.daily),
        hints_used: ours.hints_used.max(theirs.hints_used),
        assisted_solves: ours.assisted_solves.max(theirs.assisted_solves),
    }
}

/// Each day's better result of the two sides.
fn join_daily(
    ours: BTreeMap<String, DailyResult>,
    theirs: BTreeMap<String, DailyResult>,
) -> BTreeMap<String, DailyResult> {
    let mut joined = ours;
    for (day, theirs) in theirs {
        let result = match joined.remove(&day) {
            Some(ours) => better_daily(&day, ours, theirs),
            None => theirs,
        };
        joined.insert(day, result);
    }
    joined
}

/// One that counts for the streak over one played later (so a day in the streak on either
/// side stays in it); then fewer hints; then the faster time.
fn better_daily(day: &str, a: DailyResult, b: DailyResult) -> DailyResult {
    let day = day.parse::<Date>().ok();
    let late = |r: &DailyResult| day.is_some_and(|d| !counts_for_streak(d, r.solved_on()));
    let rank = |r: &DailyResult| (late(r), r.hints, r.elapsed_ms);
    if rank(&b) < rank(&a) {
        b
    } else {
        a
    }
}

/// Every draft of both sides, the newer copy of one kept on both; newest first, at most as
/// many as the editor keeps.
fn join_drafts(ours: Vec<StoredDraft>, theirs: Vec<StoredDraft>) -> Vec<StoredDraft> {
    let mut joined = ours;
    for draft in theirs {
        match joined.iter_mut().find(|d| d.id == draft.id) {
            Some(mine) if draft.updated_ms > mine.updated_ms => {
                // Past both revisions, so that a tab open on the draft takes it in.
                let revision = mine.revision.max(draft.revision).saturating_add(1);
                *mine = StoredDraft { revision, ..draft };
            }
            Some(_) => {}
            None => joined.push(draft),
        }
    }
    joined.sort_by(|a, b| b.updated_ms.total_cmp(&a.updated_ms));
    joined.truncate(MAX_DRAFTS);
    joined
}

/// The further tutorial step (with the bridges on its whole puzzle; on the same step, the
/// position with more of them), each technique's better drill record, and an offer
/// dismissed on either side stays dismissed.
fn join_learned(ours: Learned, theirs: Learned) -> Learned {
    let bridges = |position: &Option<Vec<u8>>| {
        position.as_ref().map_or(0, |counts| {
            counts.iter().map(|&c| u32::from(c)).sum::<u32>()
        })
    };
    let puzzle_position = match ours.tutorial_step.cmp(&theirs.tutorial_step) {
        std::cmp::Ordering::Greater => ours.puzzle_position,
        std::cmp::Ordering::Less => theirs.puzzle_position,
        std::cmp::Ordering::Equal
            if bridges(&theirs.puzzle_position) > bridges(&ours.puzzle_position) =>
        {
            theirs.puzzle_position
        }
        std::cmp::Ordering::Equal => ours.puzzle_position,
    };
    Learned {
        tutorial_step: ours.tutorial_step.max(theirs.tutorial_step),
        puzzle_position,
        drills: join_maps(ours.drills, theirs.drills, |a: DrillRecord, b| {
            let next_seed = a.next_seed.max(b.next_seed);
            let better = if (b.done, b.first_try) > (a.done, a.first_try) {
                b
            } else {
                a
            };
            DrillRecord {
                next_seed,
                ..better
            }
        }),
        offer_dismissed: ours.offer_dismissed || theirs.offer_dismissed,
    }
}
