//! The editor's state: the draft with its own undo history, the cursor and tool, and why the
//! last edit was refused (the status line says it). Every change goes through the core's
//! checks.

use hashi_core::editor::{Change, Draft, DraftError, Edit, EditorUi, Tool};
use hashi_core::ui::{Key, Modifiers};
use hashi_core::Pos;
use session::History;

/// What the editor page holds, kept in one signal.
#[derive(Clone, Debug, PartialEq)]
pub struct EditorState {
    /// The key the draft is saved under.
    pub id: String,
    /// The draft the editor opened with, then every draft since: undo steps back through them
    /// with the same history a game's session keeps.
    start: Draft,
    history: History<Draft>,
    pub ui: EditorUi,
    /// Why the last edit was refused, until the next one.
    pub refused: Option<DraftError>,
}

impl EditorState {
    pub fn new(id: String, draft: Draft) -> Self {
        let mut ui = EditorUi::default();
        ui.fit(&draft);
        Self {
            id,
            start: draft,
            history: History::new(),
            ui,
            refused: None,
        }
    }

    pub fn draft(&self) -> &Draft {
        self.history.done().last().unwrap_or(&self.start)
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    pub fn undo(&mut self) {
        if self.history.undo().is_some() {
            self.settle();
        }
    }

    pub fn redo(&mut self) {
        if self.history.redo().is_some() {
            self.settle();
        }
    }

    /// Keeps the cursor on the draft now shown and clears an old refusal.
    fn settle(&mut self) {
        let draft = self.draft().clone();
        self.ui.fit(&draft);
        self.refused = None;
    }

    /// Records `next` as one undoable step, dropping what undo had stepped back over.
    fn push(&mut self, next: Draft) {
        self.history.record(next);
        self.settle();
    }

    /// Makes `edit`, or keeps the reason it was refused. Returns whether the draft changed.
    pub fn perform(&mut self, edit: Edit) -> bool {
        let mut next = self.draft().clone();
        match edit.perform(&mut next) {
            Ok(true) => {
                self.push(next);
                true
            }
            Ok(false) => {
                self.refused = None;
                false
            }
            Err(why) => {
                self.refused = Some(why);
                false
            }
        }
    }

    /// Applies a suggestion's changes as one undoable step.
    pub fn apply(&mut self, changes: &[Change]) {
        let mut next = self.draft().clone();
        match changes.iter().try_for_each(|&c| next.apply(c)) {
            Ok(()) => self.push(next),
            Err(why) => self.refused = Some(why),
        }
    }

    /// Starts over on an empty grid of another size (undoable).
    pub fn replace(&mut self, draft: Draft) {
        self.push(draft);
    }

    /// A key press on the board; whether the editor used it.
    pub fn key(&mut self, key: Key, modifiers: Modifiers) -> bool {
        let draft = self.draft().clone();
        match self.ui.key(&draft, key, modifiers) {
            Some(edit) => {
                self.perform(edit);
                true
            }
            None => false,
        }
    }

    /// A tap on the cell at `pos`.
    pub fn tap(&mut self, pos: Pos) {
        let draft = self.draft().clone();
        if let Some(edit) = self.ui.tap(&draft, pos) {
            self.perform(edit);
        }
    }

    pub fn set_tool(&mut self, tool: Tool) {
        self.ui.set_tool(tool);
    }
}
