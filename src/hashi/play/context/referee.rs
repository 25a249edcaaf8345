//! An exercise's board: every move judged by a referee before it is kept, and the position
//! the referee answers with.

use super::GameContext;
use hashi_core::ui::{BridgeAction, Ui};
use hashi_core::{Game, Move, State};
use leptos::prelude::*;

/// Judges each move on an exercise's board before it is kept.
#[derive(Clone, Copy)]
pub struct Referee {
    /// Told of each move the rules allow, with the position it was made from. The board shows
    /// the move as made until [`GameContext::show_position`] answers with the position to show.
    pub judge: Callback<(State, Move)>,
    /// While a move is judged, and once the exercise is answered, the board takes nothing
    /// more, marks included.
    pub locked: Signal<bool>,
}

impl GameContext {
    /// Judges every bridge by `referee` before it is placed (an exercise's board).
    pub fn with_referee(self, referee: Referee) -> Self {
        Self {
            referee: Some(referee),
            ..self
        }
    }

    /// An exercise's move: shown as made while the referee judges it (in the worker, as it may
    /// search), then the position it answers with. No-bridge marks are the player's notes, not
    /// moves: they are made as in the game.
    pub(super) fn refer(&self, judge: Callback<(State, Move)>, bridge: BridgeAction) {
        if matches!(bridge, BridgeAction::ToggleNoBridge { .. }) {
            self.change(|g| bridge.perform(g));
            return;
        }
        let mut tried = self.game.get_untracked();
        let before = tried.state().clone();
        let edge = bridge.edge();
        if bridge.perform(&mut tried).is_err() || tried.state().count(edge) == before.count(edge) {
            // Refused by the rules, or no change: the game says why, as on any board.
            self.change(|g| bridge.perform(g));
            return;
        }
        let mv = Move::on_edge(tried.puzzle(), edge, tried.state().count(edge));
        self.change(|g| {
            *g = tried;
            Ok(())
        });
        self.set_ui.update(Ui::deselect);
        judge.run((before, mv));
    }

    /// The position an exercise's referee answers a move with: kept as made, the answer, or
    /// the position before it.
    pub fn show_position(&self, position: &State) {
        if self.game.with_untracked(|g| g.state() == position) {
            return;
        }
        let puzzle = self.game.with_untracked(|g| g.puzzle().clone());
        self.change(|g| {
            *g = Game::at(puzzle, position);
            Ok(())
        });
    }
}
