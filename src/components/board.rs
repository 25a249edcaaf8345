//! The Hashi board: an SVG of every candidate bridge and island, bound to the game signal.

use super::bridge_view::BridgeView;
use super::island_view::IslandView;
use hashi_core::{Game, IslandId};
use leptos::prelude::*;

/// Board units per grid cell; the SVG scales to fit its box.
pub const CELL: f64 = 40.0;

/// The centre of a grid cell in board units.
pub fn centre(r: usize, c: usize) -> (f64, f64) {
    ((c as f64 + 0.5) * CELL, (r as f64 + 0.5) * CELL)
}

/// What the board's pieces share: the game, the selected island and the last notice.
#[derive(Clone, Copy)]
pub struct BoardContext {
    pub game: RwSignal<Game>,
    pub selected: RwSignal<Option<IslandId>>,
    pub notice: RwSignal<Option<String>>,
}

impl BoardContext {
    pub fn new(game: RwSignal<Game>) -> Self {
        Self {
            game,
            selected: RwSignal::new(None),
            notice: RwSignal::new(None),
        }
    }

    /// An island was clicked: select it, or join it to the selected neighbour.
    pub fn island_clicked(&self, island: IslandId) {
        let game = self.game;
        match self.selected.get_untracked() {
            Some(current) if current == island => self.selected.set(None),
            Some(current) => {
                let (a, b) = game.with_untracked(|g| {
                    let islands = g.puzzle().islands();
                    (islands[current].pos, islands[island].pos)
                });
                let neighbours =
                    game.with_untracked(|g| g.puzzle().edge_between(current, island).is_some());
                if neighbours {
                    let mut outcome = Ok(());
                    game.update(|g| outcome = g.cycle(a, b));
                    self.notice.set(outcome.err().map(|e| e.to_string()));
                    self.selected.set(None);
                } else {
                    self.selected.set(Some(island));
                }
            }
            None => self.selected.set(Some(island)),
        }
    }
}

#[component]
pub fn Board() -> impl IntoView {
    let ctx = expect_context::<BoardContext>();
    let game = ctx.game;
    let (width, height, islands, edges) = game.with_untracked(|g| {
        let p = g.puzzle();
        (p.width(), p.height(), p.islands().len(), p.edges().len())
    });
    let solved = Memo::new(move |_| game.with(Game::is_solved));
    let view_box = format!("0 0 {} {}", width as f64 * CELL, height as f64 * CELL);
    view! {
        <svg
            class="board"
            data-testid="board"
            data-solved=move || solved.get().to_string()
            viewBox=view_box
            role="img"
            aria-label="Hashi board"
            on:click=move |_| ctx.selected.set(None)
        >
            <g class="bridges">
                {(0..edges).map(|edge| view! { <BridgeView edge=edge /> }).collect_view()}
            </g>
            <g class="islands">
                {(0..islands).map(|island| view! { <IslandView island=island /> }).collect_view()}
            </g>
        </svg>
    }
}
