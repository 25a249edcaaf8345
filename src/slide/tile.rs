//! One piece or gap of the Slide board: placed at its cell, showing its home part of the
//! picture (a gap shows its own, darkened), nudged while it is being swiped, outlined when a
//! hint names it (the piece to move, the gaps it goes into).

use super::context::SlideContext;
use super::speech;
use leptos::prelude::*;
use slide_core::{gaps_entered, Board, Move, Occupant, PieceSize, SIZE};

/// How far a swiped piece is nudged to show the move it would make, in pixels.
const PREVIEW_PX: i32 = 15;

/// Percent of the board per cell.
const CELL_PERCENT: f64 = 100.0 / SIZE as f64;

#[component]
pub fn SlideTile(who: Occupant) -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let (home, side) = match who {
        Occupant::Piece(p) => (Board::home(p), p.size().side()),
        Occupant::Gap(g) => (Board::gap_home(g), PieceSize::Small.side()),
    };
    let at = Memo::new(move |_| {
        ctx.game.with(|g| match who {
            Occupant::Piece(p) => g.board().piece(p),
            Occupant::Gap(gap) => g.board().gap(gap),
        })
    });
    let nudge = Memo::new(move |_| {
        ctx.preview.with(|p| match p {
            Some((w, dir)) if *w == who => {
                let (dx, dy) = dir.delta();
                (i32::from(dx) * PREVIEW_PX, i32::from(dy) * PREVIEW_PX)
            }
            _ => (0, 0),
        })
    });
    let hinted = Memo::new(move |_| {
        ctx.hint.with(|hint| match (*hint, who) {
            (Some(Move::Slide { piece, .. }), Occupant::Piece(p)) => piece == p,
            (Some(Move::SwapGaps), Occupant::Gap(_)) => true,
            (Some(mv), Occupant::Gap(gap)) => ctx
                .game
                .with(|g| gaps_entered(g.board(), mv).contains(&gap)),
            _ => false,
        })
    });
    // The picture is 8/side tiles wide from this tile's point of view, placed so that the
    // tile's home part shows.
    let spare = f64::from(SIZE - side);
    let picture = format!(
        "width:{w}%;height:{w}%;background-size:{s}% {s}%;background-position:{x}% {y}%",
        w = f64::from(side) * CELL_PERCENT,
        s = 100.0 * f64::from(SIZE) / f64::from(side),
        x = 100.0 * f64::from(home.x) / spare,
        y = 100.0 * f64::from(home.y) / spare,
    );
    let style = move || {
        let cell = at.get();
        let (nx, ny) = nudge.get();
        format!(
            "{picture};left:{}%;top:{}%;transform:translate({nx}px,{ny}px)",
            f64::from(cell.x) * CELL_PERCENT,
            f64::from(cell.y) * CELL_PERCENT,
        )
    };
    // The accessible name follows the tile as it moves (a screen reader reads the selected
    // gap's as the board's active item).
    let label = move || match who {
        Occupant::Piece(p) => speech::piece_label(p, at.get()),
        Occupant::Gap(_) => speech::gap_label(at.get()),
    };
    let x = move || at.get().x.to_string();
    let y = move || at.get().y.to_string();
    match who {
        Occupant::Piece(piece) => view! {
            <div
                class="tile"
                role="img"
                aria-label=label
                class:large=side == 2
                class:home=move || at.get() == home
                class:hinted=move || hinted.get()
                data-hinted=move || hinted.get().to_string()
                data-testid="piece"
                data-id=piece.0.to_string()
                data-x=x
                data-y=y
                data-size=side.to_string()
                style=style
            ></div>
        }
        .into_any(),
        Occupant::Gap(gap) => {
            let selected =
                Memo::new(move |_| ctx.game.with(|g| g.selected() == gap && !g.is_won()));
            view! {
                <div
                    class="tile gap"
                    id=format!("slide-gap-{}", gap.0)
                    role="img"
                    aria-label=label
                    class:selected=move || selected.get()
                    class:hint-target=move || hinted.get()
                    data-hinted=move || hinted.get().to_string()
                    data-testid="gap"
                    data-id=gap.0.to_string()
                    data-x=x
                    data-y=y
                    data-selected=move || selected.get().to_string()
                    style=style
                >
                    <div class="gap-picture"></div>
                </div>
            }
            .into_any()
        }
    }
}
