//! The rules trait: all a game tells the session, so that one session serves every game.

use std::fmt::{Debug, Display};
use std::str::FromStr;

/// A game's rules as the session needs them: where play starts, how a move changes a
/// position, and the text forms that saves hold.
///
/// `apply` is the rule that saves replay through, so it must accept every move the game ever
/// records. A game may refuse more when the player plays (Hashi's strict mode refuses an
/// over-full island); it checks that itself before handing the move to the session.
pub trait Rules {
    /// The game's name ("hashi", "slide"), written in saves so that one game's save is never
    /// read as another's.
    const GAME: &'static str;
    /// What a game starts from: Hashi's puzzle, Slide's starting board.
    type Start: Clone + Debug + PartialEq;
    /// A position: what undo and redo restore.
    type State: Clone + Debug + PartialEq;
    /// What one history entry does, with the text form saves hold.
    type Move: Clone + Debug + PartialEq + Display + FromStr<Err: Display>;
    /// Why a move is refused.
    type Error: Display;

    /// The position play starts from.
    fn start(start: &Self::Start) -> Self::State;

    /// The position after `mv`, or why the move is refused there.
    fn apply(
        start: &Self::Start,
        state: &Self::State,
        mv: &Self::Move,
    ) -> Result<Self::State, Self::Error>;

    fn is_solved(start: &Self::Start, state: &Self::State) -> bool;

    /// The start's text form, as saves hold it. Two starts are the same puzzle exactly when
    /// their text forms are equal.
    fn write_start(start: &Self::Start) -> String;

    /// Reads a start's text form; the error says why it is unreadable, for the player.
    fn read_start(text: &str) -> Result<Self::Start, String>;
}
