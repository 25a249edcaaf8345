//! How keys and taps edit a draft (the editor's `interpret_move`): a cursor for the
//! keyboard, the tool in hand (numbers or bridges) and the island picked as a bridge's first
//! end. Methods take an input and the draft and say what to do as an [`Edit`]; the draft's
//! own checks then accept or refuse it.

use super::draft::{Draft, DraftError};
use crate::geom::{Direction, Pos};
use crate::rule_set::RuleSet;

const MAX_TARGET: u8 = RuleSet::STANDARD.max_target();
use crate::ui::{Key, Modifiers};

/// What a tap does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tool {
    /// A tap places an island or raises its number (past the largest, removes it).
    #[default]
    Numbers,
    /// A tap picks an island, a second tap on another draws a bridge between them (again:
    /// a double, again: none); a tap on water places an island.
    Bridges,
}

/// One change to a draft, or a change of the editor's own state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Edit {
    SetNumber {
        pos: Pos,
        number: u8,
    },
    Remove {
        pos: Pos,
    },
    CycleBridge {
        a: Pos,
        b: Pos,
    },
    /// The cursor moved or the picked island changed: redraw, nothing to judge.
    Moved,
}

impl Edit {
    /// Makes the edit on `draft`; Ok(false) when it changed nothing there.
    pub fn perform(self, draft: &mut Draft) -> Result<bool, DraftError> {
        match self {
            Edit::SetNumber { pos, number } => draft.set_number(pos, number).map(|()| true),
            Edit::Remove { pos } => draft.remove(pos).map(|()| true),
            Edit::CycleBridge { a, b } => draft.cycle_bridge(a, b).map(|_| true),
            Edit::Moved => Ok(false),
        }
    }
}

/// The editor's interaction state, which undo does not restore.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EditorUi {
    cursor: Pos,
    tool: Tool,
    picked: Option<Pos>,
}

impl Default for EditorUi {
    fn default() -> Self {
        EditorUi {
            cursor: Pos::new(0, 0),
            tool: Tool::Numbers,
            picked: None,
        }
    }
}

impl EditorUi {
    pub fn cursor(&self) -> Pos {
        self.cursor
    }

    pub fn tool(&self) -> Tool {
        self.tool
    }

    /// The island picked as a bridge's first end.
    pub fn picked(&self) -> Option<Pos> {
        self.picked
    }

    pub fn set_tool(&mut self, tool: Tool) {
        self.tool = tool;
        self.picked = None;
    }

    /// Keeps the cursor and the picked island on the grid after it was resized or replaced.
    pub fn fit(&mut self, draft: &Draft) {
        self.cursor = Pos::new(
            self.cursor.r.min(draft.height() - 1),
            self.cursor.c.min(draft.width() - 1),
        );
        self.picked = self.picked.filter(|&p| draft.number(p).is_some());
    }

    /// A key press. Arrows move the cursor; Shift+arrow draws a bridge from the island under
    /// it to the nearest island that way; 1 to 8 set the number under it (placing an island
    /// on water); 0 or Backspace remove the island; Escape drops the picked island.
    pub fn key(&mut self, draft: &Draft, key: Key, modifiers: Modifiers) -> Option<Edit> {
        if modifiers.command || modifiers.alt {
            return None;
        }
        match key {
            Key::Arrow(dir) if modifiers.shift => {
                let from = self.cursor;
                draft.number(from)?;
                let to = nearest_island(draft, from, dir)?;
                Some(Edit::CycleBridge { a: from, b: to })
            }
            Key::Arrow(dir) => {
                self.cursor = dir
                    .step(self.cursor, draft.width(), draft.height())
                    .unwrap_or(self.cursor);
                Some(Edit::Moved)
            }
            Key::Digit(0) | Key::Backspace => {
                draft.number(self.cursor)?;
                Some(Edit::Remove { pos: self.cursor })
            }
            Key::Digit(number) if number <= MAX_TARGET => Some(Edit::SetNumber {
                pos: self.cursor,
                number,
            }),
            Key::Escape if self.picked.is_some() => {
                self.picked = None;
                Some(Edit::Moved)
            }
            _ => None,
        }
    }

    /// A tap on the cell at `pos` (the cursor follows it).
    pub fn tap(&mut self, draft: &Draft, pos: Pos) -> Option<Edit> {
        if pos.r >= draft.height() || pos.c >= draft.width() {
            return None;
        }
        self.cursor = pos;
        let number = draft.number(pos);
        match (self.tool, number) {
            (_, None) => {
                self.picked = None;
                Some(Edit::SetNumber { pos, number: 1 })
            }
            (Tool::Numbers, Some(n)) if n >= MAX_TARGET => Some(Edit::Remove { pos }),
            (Tool::Numbers, Some(n)) => Some(Edit::SetNumber { pos, number: n + 1 }),
            (Tool::Bridges, Some(_)) => match self.picked.take() {
                None => {
                    self.picked = Some(pos);
                    Some(Edit::Moved)
                }
                Some(first) if first == pos => Some(Edit::Moved),
                Some(first) => Some(Edit::CycleBridge { a: first, b: pos }),
            },
        }
    }
}

/// The first island from `from` towards `dir`.
fn nearest_island(draft: &Draft, from: Pos, dir: Direction) -> Option<Pos> {
    let mut at = dir.step(from, draft.width(), draft.height())?;
    while draft.number(at).is_none() {
        at = dir.step(at, draft.width(), draft.height())?;
    }
    Some(at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_place_number_remove_and_draw() {
        let mut draft = Draft::new(5, 5).unwrap();
        let mut ui = EditorUi::default();
        let press = |ui: &mut EditorUi, draft: &mut Draft, key: Key, mods: Modifiers| {
            if let Some(edit) = ui.key(draft, key, mods) {
                edit.perform(draft).unwrap();
            }
        };
        press(&mut ui, &mut draft, Key::Digit(2), Modifiers::NONE);
        for _ in 0..3 {
            press(
                &mut ui,
                &mut draft,
                Key::Arrow(Direction::Right),
                Modifiers::NONE,
            );
        }
        press(&mut ui, &mut draft, Key::Digit(4), Modifiers::NONE);
        assert_eq!(draft.task().as_deref(), Some("5x5:2b4u"));
        press(
            &mut ui,
            &mut draft,
            Key::Arrow(Direction::Left),
            Modifiers::SHIFT,
        );
        assert_eq!(
            draft.bridges().collect::<Vec<_>>(),
            [(Pos::new(0, 0), Pos::new(0, 3), 1)]
        );
        assert_eq!(draft.number(Pos::new(0, 3)), Some(1));
        press(&mut ui, &mut draft, Key::Backspace, Modifiers::NONE);
        assert_eq!(draft.island_count(), 1);
        // Nothing under the cursor: nothing to remove or draw from.
        assert_eq!(ui.key(&draft, Key::Backspace, Modifiers::NONE), None);
        assert_eq!(ui.key(&draft, Key::Digit(9), Modifiers::NONE), None);
        // The cursor stops at the edge.
        for _ in 0..9 {
            press(
                &mut ui,
                &mut draft,
                Key::Arrow(Direction::Right),
                Modifiers::NONE,
            );
        }
        assert_eq!(ui.cursor(), Pos::new(0, 4));
    }

    #[test]
    fn taps_cycle_numbers_and_draw_bridges_between_picked_islands() {
        let mut draft = Draft::new(5, 5).unwrap();
        let mut ui = EditorUi::default();
        let a = Pos::new(1, 1);
        for _ in 0..3 {
            ui.tap(&draft, a).unwrap().perform(&mut draft).unwrap();
        }
        assert_eq!(draft.number(a), Some(3));
        draft.set_number(a, 8).unwrap();
        ui.tap(&draft, a).unwrap().perform(&mut draft).unwrap();
        assert_eq!(draft.number(a), None);
        ui.set_tool(Tool::Bridges);
        let b = Pos::new(1, 4);
        for pos in [a, b] {
            ui.tap(&draft, pos).unwrap().perform(&mut draft).unwrap();
        }
        assert_eq!(ui.tap(&draft, a), Some(Edit::Moved));
        assert_eq!(ui.picked(), Some(a));
        assert_eq!(ui.tap(&draft, b), Some(Edit::CycleBridge { a, b }));
        assert_eq!(ui.picked(), None);
        assert_eq!(ui.tap(&draft, Pos::new(7, 7)), None);
    }
}
