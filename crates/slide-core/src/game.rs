//! A game of Slide on the shared session: free play or a seeded challenge, the selected gap,
//! and the move counter. Undo, redo and saves are the session's.

use crate::board::{Board, GapId, PieceId};
use crate::challenge::Challenge;
use crate::moves::{apply, move_for_click, move_into_gap, Dir, Move, MoveError};
use crate::rules::Slide;
use serde::{Deserialize, Serialize};
use session::{EntryKind, Session};

pub use session::SaveError;

/// A stored game: the session's versioned save with Slide's own data beside it. Version 1
/// saves (`{"version":1, "mode", "start", "moves", "position", "counter", "selected"}`) read
/// as all-play entries.
pub type Save = session::Save<SaveExtra>;

/// What a Slide save holds beyond the session: the mode, the counter and the selected gap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveExtra {
    pub mode: Mode,
    pub counter: u32,
    pub selected: u8,
}

/// Free play starts solved and shuffles on request; a challenge starts from its seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    Free,
    Challenge(Challenge),
}

/// A game in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    /// Starts after the last reset, shuffle or challenge start.
    session: Session<Slide>,
    mode: Mode,
    selected: GapId,
    /// Not the history's length: in a challenge an undo counts as a move too.
    moves: u32,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// Free play on the solved board.
    pub fn new() -> Game {
        Game::starting(Board::solved(), Mode::Free)
    }

    /// A challenge on its shuffled board, with the counter at zero.
    pub fn challenge(challenge: Challenge) -> Game {
        Game::starting(challenge.board(), Mode::Challenge(challenge))
    }

    fn starting(board: Board, mode: Mode) -> Game {
        Game {
            session: Session::new(board),
            mode,
            selected: GapId(0),
            moves: 0,
        }
    }

    pub fn board(&self) -> &Board {
        self.session.state()
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The gap that takes keyboard moves.
    pub fn selected(&self) -> GapId {
        self.selected
    }

    /// The move counter: moves made since the start, with undos counted in a challenge.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// A challenge is won when everything is home; the board is then locked.
    pub fn is_won(&self) -> bool {
        matches!(self.mode, Mode::Challenge(_)) && self.board().is_solved()
    }

    pub fn can_undo(&self) -> bool {
        !self.is_won() && self.session.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        !self.is_won() && self.session.can_redo()
    }

    /// Makes the other gap the selected one.
    pub fn toggle_selection(&mut self) {
        self.selected = self.selected.other();
    }

    pub fn select(&mut self, gap: GapId) {
        self.selected = gap;
    }

    /// Plays a move, recording it for undo and counting it.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        self.play_as(EntryKind::Play, mv)
    }

    /// Plays the solver's suggested move: counted like the player's own, recorded as a hint.
    pub fn play_hint(&mut self, mv: Move) -> Result<(), MoveError> {
        self.play_as(EntryKind::Hint, mv)
    }

    /// Plays one move of the solver's way home: counted, and the game is revealed for good,
    /// so a challenge finished this way never counts as a best.
    pub fn play_shown(&mut self, mv: Move) -> Result<(), MoveError> {
        self.play_as(EntryKind::Reveal, mv)
    }

    /// Whether the solver has played part of the way home since the last start or reset.
    pub fn is_revealed(&self) -> bool {
        self.session.is_revealed()
    }

    /// A won challenge the player solved without being shown the way: it may set a best.
    pub fn counts_as_best(&self) -> bool {
        self.is_won() && !self.is_revealed()
    }

    fn play_as(&mut self, kind: EntryKind, mv: Move) -> Result<(), MoveError> {
        if self.is_won() {
            return Err(MoveError::Locked);
        }
        if self.session.play(kind, mv)? {
            self.moves = self.moves.saturating_add(1);
        }
        Ok(())
    }

    /// An arrow key: the piece beside the selected gap slides into it going `dir`.
    pub fn press(&mut self, dir: Dir) -> Option<Move> {
        let mv = move_into_gap(self.board(), self.selected, dir)?;
        self.play(mv).ok().map(|_| mv)
    }

    /// A click on a piece: it moves into an adjacent gap, the selected one if both are.
    pub fn click(&mut self, piece: PieceId) -> Option<Move> {
        let mv = move_for_click(self.board(), piece, self.selected)?;
        self.play(mv).ok().map(|_| mv)
    }

    /// Takes back the last move. In a challenge the undo itself counts as a move.
    pub fn undo(&mut self) -> Option<Move> {
        if self.is_won() {
            return None;
        }
        let mv = self.session.undo()?.mv;
        self.moves = match self.mode {
            Mode::Free => self.moves.saturating_sub(1),
            Mode::Challenge(_) => self.moves.saturating_add(1),
        };
        Some(mv)
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> Option<Move> {
        if self.is_won() {
            return None;
        }
        let mv = self.session.redo()?.mv;
        self.moves = self.moves.saturating_add(1);
        Some(mv)
    }

    /// Free play: back to solved. A challenge: back to its shuffled start. Either way the
    /// history and the counter start afresh; the selected gap stays.
    pub fn reset(&mut self) {
        let selected = self.selected;
        *self = match self.mode {
            Mode::Free => Game::new(),
            Mode::Challenge(c) => Game::challenge(c),
        };
        self.selected = selected;
    }

    /// One step of a free-play shuffle: the move is made, not recorded, and the counter and
    /// history start again from the new board. Refused in a challenge.
    pub fn shuffle_step(&mut self, mv: Move) -> Result<(), MoveError> {
        if matches!(self.mode, Mode::Challenge(_)) {
            return Err(MoveError::Locked);
        }
        self.session = Session::new(apply(self.board(), mv)?);
        self.moves = 0;
        Ok(())
    }

    /// Leaves a challenge for free play, keeping the board, history and counter.
    pub fn give_up(&mut self) {
        self.mode = Mode::Free;
    }

    /// What a reload needs to come back to this exact game.
    pub fn save(&self) -> Save {
        self.session.save(SaveExtra {
            mode: self.mode,
            counter: self.moves,
            selected: self.selected.0,
        })
    }

    /// Rebuilds a game by replaying a save's moves through the rules. A challenge's steps
    /// are checked before its board is built, and the save must start from that board.
    pub fn restore(save: &Save) -> Result<Game, SaveError> {
        let SaveExtra {
            mode,
            counter,
            selected,
        } = save.extra;
        if selected > 1 {
            return Err(SaveError::BadExtra {
                what: "selected gap",
                reason: format!("there is no gap {selected}, only gaps 0 and 1"),
            });
        }
        let session = match mode {
            Mode::Free => Session::restore(save)?,
            Mode::Challenge(challenge) => {
                let challenge = challenge.checked().map_err(|error| SaveError::BadExtra {
                    what: "challenge",
                    reason: error.to_string(),
                })?;
                Session::restore_onto(challenge.board(), save)?
            }
        };
        Ok(Game {
            session,
            mode,
            selected: GapId(selected),
            moves: counter,
        })
    }
}
