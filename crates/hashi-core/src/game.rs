//! A game in progress: puzzle, position, mode and undo history, with saves that replay.

use crate::formats::{parse_task, write_task, ParseError};
use crate::moves::{apply_mut, edge_of, Mode, Move, MoveError, MoveParseError, MAX_BRIDGES};
use crate::puzzle::{EdgeId, Puzzle};
use crate::rules::{self, Status};
use crate::state::State;
use crate::Pos;
use history::History;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// One edge's count before and after an action, so the action can be undone exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    pub edge: EdgeId,
    pub from: u8,
    pub to: u8,
}

/// A puzzle being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    puzzle: Arc<Puzzle>,
    state: State,
    history: History<Vec<Change>>,
    mode: Mode,
}

impl Game {
    /// A fresh game with no bridges.
    pub fn new(puzzle: Arc<Puzzle>, mode: Mode) -> Self {
        let state = State::empty(&puzzle);
        Self {
            puzzle,
            state,
            history: History::new(),
            mode,
        }
    }

    pub fn puzzle(&self) -> &Arc<Puzzle> {
        &self.puzzle
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn set_mode(&mut self, mode: Mode) {
        self.mode = mode;
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Player actions applied so far (undone ones excluded).
    pub fn moves_made(&self) -> usize {
        self.history.position()
    }

    pub fn status(&self) -> Status {
        rules::status(&self.puzzle, &self.state)
    }

    pub fn is_solved(&self) -> bool {
        rules::is_solved(&self.puzzle, &self.state)
    }

    /// Applies `moves` as one undoable action: all of them, or none if any is refused.
    /// Moves that change nothing are dropped; an action that changes nothing is not recorded.
    pub fn play(&mut self, moves: &[Move]) -> Result<(), MoveError> {
        let mut next = self.state.clone();
        let mut changes: Vec<Change> = Vec::new();
        for mv in moves {
            let from = next.count(edge_of(&self.puzzle, mv)?);
            let edge = apply_mut(&self.puzzle, &mut next, mv, self.mode)?;
            if from != mv.count {
                match changes.iter_mut().find(|c| c.edge == edge) {
                    Some(c) => c.to = mv.count,
                    None => changes.push(Change {
                        edge,
                        from,
                        to: mv.count,
                    }),
                }
            }
        }
        changes.retain(|c| c.from != c.to);
        if !changes.is_empty() {
            self.state = next;
            self.history.record(changes);
        }
        Ok(())
    }

    /// The click-on-a-pair action: 0 → 1 → 2 → 0. In strict mode a step that would overfill
    /// an island goes back to 0 instead, so clicking never gets stuck.
    pub fn cycle(&mut self, a: Pos, b: Pos) -> Result<(), MoveError> {
        let edge = edge_of(&self.puzzle, &Move::new(a, b, 0))?;
        let current = self.state.count(edge);
        let next = (current + 1) % (MAX_BRIDGES + 1);
        match self.play(&[Move::new(a, b, next)]) {
            Err(MoveError::OverTarget { .. }) if current > 0 => self.play(&[Move::new(a, b, 0)]),
            other => other,
        }
    }

    /// The right-click action: 0 → 2 → 1 → 0, skipping a count strict mode refuses.
    pub fn cycle_back(&mut self, a: Pos, b: Pos) -> Result<(), MoveError> {
        let edge = edge_of(&self.puzzle, &Move::new(a, b, 0))?;
        let current = self.state.count(edge);
        let mut last = Ok(());
        for step in 1..=MAX_BRIDGES {
            let next = (current + (MAX_BRIDGES + 1) - step) % (MAX_BRIDGES + 1);
            last = self.play(&[Move::new(a, b, next)]);
            if !matches!(last, Err(MoveError::OverTarget { .. })) {
                return last;
            }
        }
        last
    }

    /// Adds (`delta` = 1) or removes (`delta` = -1) one bridge between `a` and `b`.
    pub fn adjust(&mut self, a: Pos, b: Pos, delta: i8) -> Result<(), MoveError> {
        let edge = edge_of(&self.puzzle, &Move::new(a, b, 0))?;
        let count = i16::from(self.state.count(edge)) + i16::from(delta);
        if !(0..=i16::from(MAX_BRIDGES)).contains(&count) {
            return Err(MoveError::CountOutOfRange(count.clamp(0, 255) as u8));
        }
        self.play(&[Move::new(a, b, count as u8)])
    }

    /// Removes every bridge as one undoable action.
    pub fn reset(&mut self) {
        let clear: Vec<Move> = (0..self.puzzle.edges().len())
            .filter(|&e| self.state.count(e) > 0)
            .map(|e| Move::on_edge(&self.puzzle, e, 0))
            .collect();
        // Removing bridges can never break a rule.
        let _ = self.play(&clear);
    }

    /// Reverts the last action; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(changes) = self.history.undo() else {
            return false;
        };
        for c in changes.iter().rev() {
            self.state.set(&self.puzzle, c.edge, c.from);
        }
        true
    }

    /// Reapplies the last undone action; false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(changes) = self.history.redo() else {
            return false;
        };
        for c in changes {
            self.state.set(&self.puzzle, c.edge, c.to);
        }
        true
    }

    fn action_text(&self, changes: &[Change]) -> String {
        changes
            .iter()
            .map(|c| Move::on_edge(&self.puzzle, c.edge, c.to).to_string())
            .collect::<Vec<_>>()
            .join(";")
    }

    /// The bridges on the board as moves (`r,c-r,c=n` joined by `;`): what a "share
    /// progress" link carries. Read back with [`parse_action`].
    pub fn position_text(&self) -> String {
        let counts = self.state.counts();
        let placed: Vec<Change> = (0..counts.len())
            .filter(|&edge| counts[edge] > 0)
            .map(|edge| Change {
                edge,
                from: 0,
                to: counts[edge],
            })
            .collect();
        self.action_text(&placed)
    }

    /// Sets the board to exactly the listed bridges (every other edge to 0) as one undoable
    /// action, so a shared position can be opened and Undo returns to one's own. Counts go
    /// down before any goes up, so no island is overfilled on the way.
    pub fn play_position(&mut self, bridges: &[Move]) -> Result<(), MoveError> {
        let mut wanted = vec![0u8; self.puzzle.edges().len()];
        for mv in bridges {
            wanted[edge_of(&self.puzzle, mv)?] = mv.count;
        }
        let counts = self.state.counts();
        let (down, up): (Vec<EdgeId>, Vec<EdgeId>) = (0..wanted.len())
            .filter(|&edge| counts[edge] != wanted[edge])
            .partition(|&edge| counts[edge] > wanted[edge]);
        let moves: Vec<Move> = down
            .into_iter()
            .chain(up)
            .map(|edge| Move::on_edge(&self.puzzle, edge, wanted[edge]))
            .collect();
        self.play(&moves)
    }

    /// The game as plain data: the puzzle's task string, every action and the position.
    pub fn save(&self) -> Save {
        Save {
            puzzle: write_task(&self.puzzle),
            actions: self
                .history
                .entries()
                .iter()
                .map(|c| self.action_text(c))
                .collect(),
            position: self.history.position(),
        }
    }

    /// Rebuilds a game by replaying a save's actions through the rules. Replay uses free
    /// mode (the save may come from a free-mode game); the game then continues in `mode`.
    pub fn restore(save: &Save, mode: Mode) -> Result<Game, SaveError> {
        let puzzle = Arc::new(parse_task(&save.puzzle).map_err(SaveError::Puzzle)?);
        Self::restore_for(puzzle, save, mode)
    }

    /// Like [`Game::restore`], but for a known puzzle: a save of another puzzle is refused.
    pub fn restore_for(puzzle: Arc<Puzzle>, save: &Save, mode: Mode) -> Result<Game, SaveError> {
        if write_task(&puzzle) != save.puzzle {
            return Err(SaveError::OtherPuzzle);
        }
        if save.position > save.actions.len() {
            return Err(SaveError::Position {
                position: save.position,
                actions: save.actions.len(),
            });
        }
        let mut game = Game::new(puzzle, Mode::Free);
        for (index, text) in save.actions.iter().enumerate() {
            let moves =
                parse_action(text).map_err(|error| SaveError::BadAction { index, error })?;
            let before = game.history.position();
            game.play(&moves)
                .map_err(|error| SaveError::IllegalAction { index, error })?;
            if game.history.position() == before {
                return Err(SaveError::EmptyAction { index });
            }
        }
        while game.history.position() > save.position {
            game.undo();
        }
        game.mode = mode;
        Ok(game)
    }
}

/// Parses an action's text: moves separated by `;`.
pub fn parse_action(text: &str) -> Result<Vec<Move>, MoveParseError> {
    text.split(';')
        .filter(|s| !s.trim().is_empty())
        .map(str::parse)
        .collect()
}

/// A game as plain data, for storage and sharing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Save {
    /// The puzzle's task string.
    pub puzzle: String,
    /// Every recorded action, as moves joined by `;`, including undone ones.
    pub actions: Vec<String>,
    /// How many actions are applied.
    pub position: usize,
}

/// Why a save could not be restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    Puzzle(ParseError),
    OtherPuzzle,
    Position { position: usize, actions: usize },
    BadAction { index: usize, error: MoveParseError },
    IllegalAction { index: usize, error: MoveError },
    EmptyAction { index: usize },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Puzzle(e) => write!(f, "the saved puzzle is unreadable: {e}"),
            SaveError::OtherPuzzle => write!(f, "the save belongs to a different puzzle"),
            SaveError::Position { position, actions } => write!(
                f,
                "the save is at move {position} but holds only {actions} moves"
            ),
            SaveError::BadAction { index, error } => {
                write!(f, "saved move {} is unreadable: {error}", index + 1)
            }
            SaveError::IllegalAction { index, error } => {
                write!(f, "saved move {} breaks the rules: {error}", index + 1)
            }
            SaveError::EmptyAction { index } => {
                write!(f, "saved move {} changes nothing", index + 1)
            }
        }
    }
}

impl std::error::Error for SaveError {}
