//! A game of Slide: the board, free play or a seeded challenge, the selected gap, undo and
//! redo, the move counter, and saves that are restored by replaying their moves.

use crate::board::{Board, GapId, LayoutError, PieceId};
use crate::moves::{apply, move_for_click, move_into_gap, Dir, Move, MoveError};
use crate::shuffle::challenge_board;
use history::History;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A seeded challenge: the solved board shuffled by `steps` moves drawn from `seed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Challenge {
    pub seed: u32,
    pub steps: u32,
}

/// Why a challenge's seed or steps are refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChallengeError {
    Seed(String),
    Steps(String),
}

impl fmt::Display for ChallengeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChallengeError::Seed(text) => write!(
                f,
                "the seed {text:?} is not a whole number from 0 to {}",
                u32::MAX
            ),
            ChallengeError::Steps(text) => write!(
                f,
                "the steps {text:?} are not a whole number from 1 to {}",
                Challenge::MAX_STEPS
            ),
        }
    }
}

impl std::error::Error for ChallengeError {}

impl Challenge {
    pub const MAX_STEPS: u32 = 10_000;
    pub const DEFAULT_STEPS: u32 = 250;
    /// Named step counts offered as presets.
    pub const PRESETS: [(&'static str, u32); 4] = [
        ("Easy", 50),
        ("Normal", 250),
        ("Hard", 1000),
        ("Very Hard", 10_000),
    ];

    /// A challenge from typed or linked text, checking both numbers.
    pub fn parse(seed: &str, steps: &str) -> Result<Challenge, ChallengeError> {
        let seed_value = seed
            .trim()
            .parse::<u32>()
            .map_err(|_| ChallengeError::Seed(seed.to_string()))?;
        let steps_value = steps
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|s| (1..=Challenge::MAX_STEPS).contains(s))
            .ok_or_else(|| ChallengeError::Steps(steps.to_string()))?;
        Ok(Challenge {
            seed: seed_value,
            steps: steps_value,
        })
    }

    /// The shuffled board this challenge starts from.
    pub fn board(self) -> Board {
        challenge_board(self.seed, self.steps)
    }
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
    board: Board,
    /// Where the history starts: after the last reset, shuffle or challenge start.
    start: Board,
    mode: Mode,
    selected: GapId,
    history: History<Move>,
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
            start: board.clone(),
            board,
            mode,
            selected: GapId(0),
            history: History::new(),
            moves: 0,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
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
        matches!(self.mode, Mode::Challenge(_)) && self.board.is_solved()
    }

    pub fn can_undo(&self) -> bool {
        !self.is_won() && self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        !self.is_won() && self.history.can_redo()
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
        if self.is_won() {
            return Err(MoveError::Locked);
        }
        self.board = apply(&self.board, mv)?;
        self.history.record(mv);
        self.moves += 1;
        Ok(())
    }

    /// An arrow key: the piece beside the selected gap slides into it going `dir`.
    pub fn press(&mut self, dir: Dir) -> Option<Move> {
        let mv = move_into_gap(&self.board, self.selected, dir)?;
        self.play(mv).ok().map(|_| mv)
    }

    /// A click on a piece: it moves into an adjacent gap, the selected one if both are.
    pub fn click(&mut self, piece: PieceId) -> Option<Move> {
        let mv = move_for_click(&self.board, piece, self.selected)?;
        self.play(mv).ok().map(|_| mv)
    }

    /// Takes back the last move. In a challenge the undo itself counts as a move.
    pub fn undo(&mut self) -> Option<Move> {
        if self.is_won() {
            return None;
        }
        let mv = *self.history.undo()?;
        self.board = apply(&self.board, mv.inverse()).expect("an undone move reverses");
        self.count_back();
        Some(mv)
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> Option<Move> {
        if self.is_won() {
            return None;
        }
        let mv = *self.history.redo()?;
        self.board = apply(&self.board, mv).expect("a redone move was legal here");
        self.moves += 1;
        Some(mv)
    }

    fn count_back(&mut self) {
        match self.mode {
            Mode::Free => self.moves = self.moves.saturating_sub(1),
            Mode::Challenge(_) => self.moves += 1,
        }
    }

    /// Free play: back to solved. A challenge: back to its shuffled start.
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
        self.board = apply(&self.board, mv)?;
        self.start = self.board.clone();
        self.history.clear();
        self.moves = 0;
        Ok(())
    }

    /// Leaves a challenge for free play, keeping the board, history and counter.
    pub fn give_up(&mut self) {
        self.mode = Mode::Free;
    }

    /// What a reload needs to come back to this exact game.
    pub fn save(&self) -> Save {
        Save {
            version: Save::VERSION,
            mode: self.mode,
            start: self.start.to_string(),
            moves: self.history.entries().to_vec(),
            position: self.history.position(),
            counter: self.moves,
            selected: self.selected.0,
        }
    }

    /// Rebuilds a game by replaying a save's moves through the rules.
    pub fn restore(save: &Save) -> Result<Game, SaveError> {
        if save.version != Save::VERSION {
            return Err(SaveError::Version(save.version));
        }
        let start: Board = save.start.parse().map_err(SaveError::Layout)?;
        if let Mode::Challenge(c) = save.mode {
            if start != c.board() {
                return Err(SaveError::NotTheChallenge(c));
            }
        }
        if save.position > save.moves.len() {
            return Err(SaveError::Position {
                position: save.position,
                len: save.moves.len(),
            });
        }
        if save.selected > 1 {
            return Err(SaveError::Selection(save.selected));
        }
        let mut board = start.clone();
        let mut history = History::new();
        for (index, &mv) in save.moves.iter().enumerate() {
            board = apply(&board, mv).map_err(|error| SaveError::Move { index, error })?;
            history.record(mv);
        }
        // Walk back to the saved position over the moves that were undone.
        for mv in save.moves[save.position..].iter().rev() {
            board = apply(&board, mv.inverse()).expect("a replayed move reverses");
            history.undo();
        }
        Ok(Game {
            board,
            start,
            mode: save.mode,
            selected: GapId(save.selected),
            history,
            moves: save.counter,
        })
    }
}

/// A stored game: how it started, the moves made (some perhaps undone), and the counter.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Save {
    pub version: u32,
    pub mode: Mode,
    /// The starting board's layout text.
    pub start: String,
    pub moves: Vec<Move>,
    pub position: usize,
    pub counter: u32,
    pub selected: u8,
}

impl Save {
    pub const VERSION: u32 = 1;
}

/// Why a save cannot be restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    Version(u32),
    Layout(LayoutError),
    NotTheChallenge(Challenge),
    Position { position: usize, len: usize },
    Selection(u8),
    Move { index: usize, error: MoveError },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Version(v) => write!(
                f,
                "the save is from version {v} of the game, this is version {}",
                Save::VERSION
            ),
            SaveError::Layout(e) => write!(f, "its starting board is invalid: {e}"),
            SaveError::NotTheChallenge(c) => write!(
                f,
                "its starting board is not that of challenge {} with {} steps",
                c.seed, c.steps
            ),
            SaveError::Position { position, len } => {
                write!(f, "it is at move {position} of only {len}")
            }
            SaveError::Selection(g) => write!(f, "it selects gap {g}, but there are gaps 0 and 1"),
            SaveError::Move { index, error } => write!(f, "move {} is illegal: {error}", index + 1),
        }
    }
}

impl std::error::Error for SaveError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Cell;
    use crate::moves::legal_moves;

    #[test]
    fn space_toggles_which_gap_takes_the_keys() {
        let mut game = Game::new();
        assert_eq!(game.selected(), GapId(0));
        // Gap 0 at (7, 6): "down" brings the piece above it down.
        let mut other = game.clone();
        other.toggle_selection();
        assert_eq!(other.selected(), GapId(1));
        assert!(game.press(Dir::Down).is_some());
        assert_eq!(game.board().gap(GapId(0)), Cell::new(7, 5));
        // Gap 1 at (7, 7) has nothing above that could come down except gap 0: a swap.
        assert_eq!(other.press(Dir::Down), Some(Move::SwapGaps));
        assert_eq!(other.board().gap(GapId(1)), Cell::new(7, 6));
        // The selection follows the gap, not the cell.
        assert_eq!(other.selected(), GapId(1));
    }

    #[test]
    fn undo_counts_as_a_move_only_in_a_challenge() {
        let mut free = Game::new();
        free.press(Dir::Down).unwrap();
        assert_eq!(free.moves(), 1);
        free.undo().unwrap();
        assert_eq!(free.moves(), 0);
        assert!(free.board().is_solved());

        let mut game = Game::challenge(Challenge { seed: 5, steps: 30 });
        let mv = legal_moves(game.board())[0];
        game.play(mv).unwrap();
        game.undo().unwrap();
        assert_eq!(game.moves(), 2);
        assert_eq!(game.board(), &Challenge { seed: 5, steps: 30 }.board());
        game.redo().unwrap();
        assert_eq!(game.moves(), 3);
    }

    /// Plays the inverse of a challenge's shuffle, which wins it.
    fn win(challenge: Challenge) -> Game {
        let mut board = Board::solved();
        let moves = crate::shuffle::shuffle(
            &mut board,
            challenge.steps,
            &mut <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(
                challenge.seed as u64,
            ),
        );
        let mut game = Game::challenge(challenge);
        for mv in moves.iter().rev() {
            game.play(mv.inverse()).unwrap();
        }
        game
    }

    #[test]
    fn a_won_challenge_locks_the_board() {
        let challenge = Challenge { seed: 3, steps: 1 };
        let mut game = win(challenge);
        assert!(game.is_won());
        assert_eq!(game.moves(), 1);
        assert!(!game.can_undo());
        assert_eq!(game.undo(), None);
        let any = legal_moves(game.board())[0];
        assert_eq!(game.play(any), Err(MoveError::Locked));
        assert_eq!(game.press(Dir::Down), None);
        // Free play on a solved board is not a win and does not lock.
        let mut free = Game::new();
        assert!(!free.is_won());
        assert!(free.press(Dir::Down).is_some());
    }

    #[test]
    fn reset_restarts_the_challenge_and_give_up_keeps_the_board() {
        let challenge = Challenge {
            seed: 11,
            steps: 40,
        };
        let mut game = Game::challenge(challenge);
        let mv = legal_moves(game.board())[0];
        game.play(mv).unwrap();
        game.reset();
        assert_eq!(game, Game::challenge(challenge));
        game.play(mv).unwrap();
        let board = game.board().clone();
        game.give_up();
        assert_eq!(game.mode(), Mode::Free);
        assert_eq!(game.board(), &board);
        game.reset();
        assert!(game.board().is_solved());
    }

    #[test]
    fn a_shuffle_step_starts_the_history_afresh() {
        let mut game = Game::new();
        game.press(Dir::Down).unwrap();
        let mv = legal_moves(game.board())[0];
        game.shuffle_step(mv).unwrap();
        assert_eq!(game.moves(), 0);
        assert!(!game.can_undo());
        let mut challenge = Game::challenge(Challenge { seed: 1, steps: 5 });
        let mv = legal_moves(challenge.board())[0];
        assert_eq!(challenge.shuffle_step(mv), Err(MoveError::Locked));
    }

    #[test]
    fn challenges_parse_from_text_with_clear_errors() {
        assert_eq!(
            Challenge::parse("42", "250"),
            Ok(Challenge {
                seed: 42,
                steps: 250
            })
        );
        assert!(Challenge::parse("4294967295", "10000").is_ok());
        assert_eq!(
            Challenge::parse("4294967296", "1"),
            Err(ChallengeError::Seed("4294967296".into()))
        );
        assert_eq!(
            Challenge::parse("1", "0"),
            Err(ChallengeError::Steps("0".into()))
        );
        assert_eq!(
            Challenge::parse("1", "10001"),
            Err(ChallengeError::Steps("10001".into()))
        );
        let message = Challenge::parse("x", "5").unwrap_err().to_string();
        assert!(
            message.contains("\"x\"") && message.contains("4294967295"),
            "{message}"
        );
    }

    #[test]
    fn a_save_replays_to_the_same_game() {
        let mut game = Game::challenge(Challenge { seed: 8, steps: 60 });
        for _ in 0..10 {
            let mv = legal_moves(game.board())[1 % legal_moves(game.board()).len()];
            game.play(mv).unwrap();
        }
        game.undo();
        game.undo();
        game.toggle_selection();
        let save = game.save();
        let json = serde_json::to_string(&save).unwrap();
        let back: Save = serde_json::from_str(&json).unwrap();
        assert_eq!(Game::restore(&back), Ok(game.clone()));
        assert!(json.contains("\"moves\":[\""), "moves in text form: {json}");
    }

    #[test]
    fn damaged_saves_are_refused_with_the_reason() {
        let mut game = Game::new();
        game.press(Dir::Down).unwrap();
        let good = game.save();

        let mut bad = good.clone();
        bad.version = 0;
        assert_eq!(Game::restore(&bad), Err(SaveError::Version(0)));

        let mut bad = good.clone();
        bad.start = "nope".into();
        assert!(matches!(Game::restore(&bad), Err(SaveError::Layout(_))));

        let mut bad = good.clone();
        bad.moves.insert(0, "0U".parse().unwrap());
        let err = Game::restore(&bad).unwrap_err();
        assert!(matches!(err, SaveError::Move { index: 0, .. }));
        assert!(err.to_string().starts_with("move 1 is illegal"), "{err}");

        let mut bad = good.clone();
        bad.position = 5;
        assert!(matches!(
            Game::restore(&bad),
            Err(SaveError::Position { .. })
        ));

        let mut bad = good.clone();
        bad.selected = 2;
        assert_eq!(Game::restore(&bad), Err(SaveError::Selection(2)));

        let mut bad = good;
        bad.mode = Mode::Challenge(Challenge { seed: 1, steps: 9 });
        assert!(matches!(
            Game::restore(&bad),
            Err(SaveError::NotTheChallenge(_))
        ));
    }
}
