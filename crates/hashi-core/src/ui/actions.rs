//! What an input comes to, as the app carries it out: an [`Action`] (a bridge change, undo,
//! a mark, a zoom step, a refusal, ...), and the [`BridgeAction`] that the game performs.

use crate::game::Game;
use crate::moves::{Move, MoveError};
use crate::puzzle::{EdgeId, IslandId};
use std::fmt;

/// A change to one pair of islands' bridges, for [`BridgeAction::perform`] to carry out.
/// `a` is the island the player started from, `b` the other; `edge` is the pair's edge the
/// action is on (on a wrapped board a pair can be joined both directly and across the seam).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BridgeAction {
    /// A tap or drag: 0 → 1 → … → the rules' most → 0, or the other way `backwards` (the
    /// right button).
    Cycle {
        a: IslandId,
        b: IslandId,
        edge: EdgeId,
        backwards: bool,
    },
    /// Shift+arrow (`delta` 1) or Alt+arrow (-1): one bridge more or fewer.
    Adjust {
        a: IslandId,
        b: IslandId,
        edge: EdgeId,
        delta: i8,
    },
    /// A digit key: exactly `count` bridges.
    Set {
        a: IslandId,
        b: IslandId,
        edge: EdgeId,
        count: u8,
    },
    /// X then an arrow, a right-click or a long press on the water between them: mark the
    /// pair "no bridge here", or take the mark away.
    ToggleNoBridge {
        a: IslandId,
        b: IslandId,
        edge: EdgeId,
    },
}

impl BridgeAction {
    /// The two islands the action joins: `a` is the one the player started from.
    pub fn ends(&self) -> (IslandId, IslandId) {
        match *self {
            BridgeAction::Cycle { a, b, .. }
            | BridgeAction::Adjust { a, b, .. }
            | BridgeAction::Set { a, b, .. }
            | BridgeAction::ToggleNoBridge { a, b, .. } => (a, b),
        }
    }

    /// The edge the action is on.
    pub fn edge(&self) -> EdgeId {
        match *self {
            BridgeAction::Cycle { edge, .. }
            | BridgeAction::Adjust { edge, .. }
            | BridgeAction::Set { edge, .. }
            | BridgeAction::ToggleNoBridge { edge, .. } => edge,
        }
    }

    /// Carries the action out on `game` as one undoable step, or says why the rules refuse it
    /// (the game is then unchanged). On a solved board it does nothing ([`Game::takes_input`]).
    ///
    /// # Panics
    /// If `edge` is not an edge of the game's puzzle (an action made for another one).
    pub fn perform(&self, game: &mut Game) -> Result<(), MoveError> {
        if !game.takes_input() {
            return Ok(());
        }
        // Written from the edge's own first end, the pair names exactly this edge.
        let (a, b) = game.puzzle().edge_ends(self.edge());
        match *self {
            BridgeAction::Cycle {
                backwards: false, ..
            } => game.cycle(a, b),
            BridgeAction::Cycle {
                backwards: true, ..
            } => game.cycle_back(a, b),
            BridgeAction::Adjust { delta, .. } => game.adjust(a, b, delta),
            BridgeAction::Set { count, .. } => game.play(&[Move::new(a, b, count)]),
            BridgeAction::ToggleNoBridge { .. } => game.toggle_no_bridge(a, b),
        }
    }
}

/// Why the Ui refused a request before it reached the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// A bridge key pointed where the selected island has no neighbour.
    NoIslandThatWay,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NoIslandThatWay => f.write_str("There is no island that way to bridge to."),
        }
    }
}

impl std::error::Error for Refusal {}

/// What the app should do after an input event. The Ui's own state (read it with
/// [`super::Ui::selected`] and friends) has already been updated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The event was the board's, but at most the Ui changed: redraw the selection.
    Handled,
    /// Change bridges: call [`BridgeAction::perform`] and show its refusal, if any.
    Bridge(BridgeAction),
    Undo,
    Redo,
    /// Mark or unmark this island as done.
    ToggleMark(IslandId),
    /// Outline this island's group, or clear the outline if it is already that group or the
    /// island is `None`.
    ToggleGroup(Option<IslandId>),
    /// Open or close the list of keys.
    ToggleHelp,
    /// Close the list of keys (Escape; the selection is already cleared).
    CloseHelp,
    /// Pause: the app covers the board and stops the clock until the player resumes.
    Pause,
    /// Turn pencil mode (trial bridges) on or off: [`crate::Game::toggle_pencil`].
    TogglePencil,
    /// Show this refusal; nothing else changes.
    Refuse(Refusal),
    /// Zoom the board in or out (the `+` and `-` keys); the view is the app's, not the Ui's.
    Zoom(ZoomStep),
}

/// Which way a zoom key asks the board's view to go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ZoomStep {
    In,
    Out,
}
