//! Hashi's records in their plain form ([`plain_json`]), as the page reads and writes them, so
//! that neither the main module nor its chunks carry serde_json for them: the same stored
//! names, defaults and omissions as their serde form (which the backup reads and writes),
//! held to it by this module's tests.

use super::drafts::StoredDraft;
use super::learn::{DrillRecord, Learned, OfferView};
use super::pace::PaceRecord;
use super::personal_packs::{PersonalPacks, StoredPack, StoredPuzzle};
use super::saves::StoredGame;
use super::snapshots::Snapshot;
use super::stats::{DailyResult, Record, Stats};
use plain_json::{Fields, Json, JsonError, Plain, Writer};

impl Plain for StoredGame {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(StoredGame {
            save: fields.required("save")?,
            elapsed_ms: fields.required("elapsed_ms")?,
            counted: fields.or_default("counted")?,
            marked: fields.or_default("marked")?,
            saved_ms: fields.or_default("saved_ms")?,
            solution: fields.or_default("solution")?,
            revision: fields.or_default("revision")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("save");
        self.save.write(out);
        out.name("elapsed_ms");
        self.elapsed_ms.write(out);
        out.name("counted");
        out.bool(self.counted);
        out.name("marked");
        self.marked.write(out);
        if let Some(saved_ms) = self.saved_ms {
            out.name("saved_ms");
            saved_ms.write(out);
        }
        if let Some(solution) = &self.solution {
            out.name("solution");
            out.string(solution);
        }
        out.name("revision");
        self.revision.write(out);
        out.close_object();
    }
}

impl Plain for Record {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(Record {
            solved: fields.required("solved")?,
            best_ms: fields.or_default("best_ms")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("solved");
        self.solved.write(out);
        out.name("best_ms");
        self.best_ms.write(out);
        out.close_object();
    }
}

impl Plain for DailyResult {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(DailyResult {
            elapsed_ms: fields.required("elapsed_ms")?,
            hints: fields.required("hints")?,
            solved_at: fields.or_default("solved_at")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("elapsed_ms");
        self.elapsed_ms.write(out);
        out.name("hints");
        self.hints.write(out);
        if let Some(at) = &self.solved_at {
            out.name("solved_at");
            out.string(at);
        }
        out.close_object();
    }
}

impl Plain for Stats {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(Stats {
            records: fields.or_default("records")?,
            solved_ids: fields.or_default("solved_ids")?,
            daily: fields.or_default("daily")?,
            hints_used: fields.or_default("hints_used")?,
            assisted_solves: fields.or_default("assisted_solves")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("records");
        self.records.write(out);
        out.name("solved_ids");
        self.solved_ids.write(out);
        out.name("daily");
        self.daily.write(out);
        out.name("hints_used");
        self.hints_used.write(out);
        out.name("assisted_solves");
        self.assisted_solves.write(out);
        out.close_object();
    }
}

impl Plain for DrillRecord {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(DrillRecord {
            done: fields.required("done")?,
            first_try: fields.required("first_try")?,
            next_seed: fields.required("next_seed")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("done");
        self.done.write(out);
        out.name("first_try");
        self.first_try.write(out);
        out.name("next_seed");
        self.next_seed.write(out);
        out.close_object();
    }
}

impl Plain for Learned {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(Learned {
            tutorial_step: fields.or_default("tutorial_step")?,
            drills: fields.or_default("drills")?,
            puzzle_position: fields.or_default("puzzle_position")?,
            offer_dismissed: fields.or_default("offer_dismissed")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("tutorial_step");
        self.tutorial_step.write(out);
        out.name("drills");
        self.drills.write(out);
        out.name("puzzle_position");
        self.puzzle_position.write(out);
        out.name("offer_dismissed");
        out.bool(self.offer_dismissed);
        out.close_object();
    }
}

/// Read only: the hub's offer reads two fields of the learn record, which the learn pages
/// write whole.
impl Plain for OfferView {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(OfferView {
            tutorial_step: fields.or_default("tutorial_step")?,
            offer_dismissed: fields.or_default("offer_dismissed")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("tutorial_step");
        self.tutorial_step.write(out);
        out.name("offer_dismissed");
        out.bool(self.offer_dismissed);
        out.close_object();
    }
}

impl Plain for PaceRecord {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(PaceRecord {
            revision: fields.or_default("revision")?,
            solves: fields.or_default("solves")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("revision");
        self.revision.write(out);
        out.name("solves");
        self.solves.write(out);
        out.close_object();
    }
}

impl Plain for Snapshot {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(Snapshot {
            name: fields.required("name")?,
            position: fields.required("position")?,
            bridges: fields.required("bridges")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("name");
        out.string(&self.name);
        out.name("position");
        out.string(&self.position);
        out.name("bridges");
        self.bridges.write(out);
        out.close_object();
    }
}

impl Plain for StoredPuzzle {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(StoredPuzzle {
            number: fields.required("number")?,
            task: fields.required("task")?,
            w: fields.required("w")?,
            h: fields.required("h")?,
            band: fields.required("band")?,
            score: fields.required("score")?,
            triple: fields.or_default("triple")?,
            solution: fields.required("solution")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("number");
        self.number.write(out);
        out.name("task");
        out.string(&self.task);
        out.name("w");
        self.w.write(out);
        out.name("h");
        self.h.write(out);
        out.name("band");
        out.string(&self.band);
        out.name("score");
        self.score.write(out);
        if !self.triple.is_empty() {
            out.name("triple");
            out.string(&self.triple);
        }
        out.name("solution");
        out.string(&self.solution);
        out.close_object();
    }
}

impl Plain for StoredPack {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(StoredPack {
            id: fields.required("id")?,
            name: fields.required("name")?,
            puzzles: fields.required("puzzles")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("id");
        out.string(&self.id);
        out.name("name");
        out.string(&self.name);
        out.name("puzzles");
        self.puzzles.write(out);
        out.close_object();
    }
}

impl Plain for PersonalPacks {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(PersonalPacks {
            revision: fields.or_default("revision")?,
            packs: fields.or_default("packs")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("revision");
        self.revision.write(out);
        out.name("packs");
        self.packs.write(out);
        out.close_object();
    }
}

impl Plain for StoredDraft {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let fields = Fields::of(value)?;
        Ok(StoredDraft {
            id: fields.required("id")?,
            draft: fields.required("draft")?,
            updated_ms: fields.required("updated_ms")?,
            status: fields.or_default("status")?,
            revision: fields.or_default("revision")?,
        })
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        out.name("id");
        out.string(&self.id);
        out.name("draft");
        self.draft.write(out);
        out.name("updated_ms");
        self.updated_ms.write(out);
        out.name("status");
        out.string(&self.status);
        out.name("revision");
        self.revision.write(out);
        out.close_object();
    }
}

#[cfg(test)]
mod tests;
