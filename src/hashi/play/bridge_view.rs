//! One candidate bridge: up to four parallel lines (as many as the rules allow), or the
//! player's no-bridge mark (a small cross at the midpoint), drawn from its own entry of the
//! board's drawing cache, so it re-renders only when that entry changes. A bridge across a
//! wrapped board's seam is drawn as two halves running to the board's edges, each end marked
//! with the same letter; a bridge on a loop the rules forbid is outlined.

use crate::hashi::play::context::GameContext;
use crate::hashi::play::geometry::{centre, CELL};
use crate::shell::decimal::decimal;
use hashi_core::{EdgeId, Puzzle};
use leptos::prelude::*;

/// Gap between the two lines of a double bridge, in board units.
const DOUBLE_GAP: f64 = CELL * 0.16;

/// Gap between the lines of a triple or quadruple bridge: narrower, so that four lines still
/// fit within an island's circle (3 gaps of 5.2 units against a radius of at least 15); the
/// board widens it when zoomed far out (see [`many_gap`]).
pub const MANY_GAP: f64 = CELL * 0.13;

/// The gap between three or four lines for lines `bridge` units wide (drawn at 0.7 of that,
/// see the style sheet): at least [`MANY_GAP`], and always a clear gap between lines.
pub fn many_gap(bridge: f64) -> f64 {
    MANY_GAP.max(bridge * 0.7 * 1.7)
}

/// Half the width of a no-bridge cross, in board units.
const CROSS: f64 = CELL * 0.14;

/// A straight run of a bridge, from one point to another, in board units.
type Segment = ((f64, f64), (f64, f64));

/// The offsets across the bridge of its `count` lines, centred on its axis.
pub fn line_offsets(count: u8) -> Vec<f64> {
    let gap = if count > 2 { MANY_GAP } else { DOUBLE_GAP };
    let n = f64::from(count);
    (0..count)
        .map(|i| (f64::from(i) - (n - 1.0) / 2.0) * gap)
        .collect()
}

/// Where `edge` is drawn: one segment between its islands, or for an edge across the seam,
/// two that run from each island to the board's edge (from `a` rightwards or downwards to the
/// far edge, and from the near edge to `b`).
pub fn segments(puzzle: &Puzzle, edge: EdgeId) -> Vec<Segment> {
    let e = puzzle.edges()[edge];
    let (a, b) = puzzle.edge_ends(edge);
    let (pa, pb) = (centre(a.r, a.c), centre(b.r, b.c));
    if !e.wraps {
        return vec![(pa, pb)];
    }
    let (w, h) = (puzzle.width() as f64 * CELL, puzzle.height() as f64 * CELL);
    if e.is_horizontal() {
        vec![(pa, (w, pa.1)), ((0.0, pb.1), pb)]
    } else {
        vec![(pa, (pa.0, h)), ((pb.0, 0.0), pb)]
    }
}

#[component]
pub fn BridgeView(edge: EdgeId) -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let (a, b, horizontal, wraps, runs, loops) = ctx.game().with_untracked(|g| {
        let p = g.puzzle();
        let (a, b) = p.edge_ends(edge);
        let e = p.edges()[edge];
        (
            a,
            b,
            e.is_horizontal(),
            e.wraps,
            segments(p, edge),
            p.rules().allows_loops(),
        )
    });
    let look = ctx.view().bridge(edge);
    // Lettered over the bridges on the board (`hashi_core::seam`), so it follows the play.
    let letter = move || look.with(|l| l.seam_letter);
    let count = move || look.with(|l| l.count);
    let hinted = move || look.with(|l| l.hinted);
    let marked = move || look.with(|l| l.marked);
    let mark_error = move || look.with(|l| l.mark_error);
    let in_loop = move || look.with(|l| l.in_loop);
    let shift = move |offset: f64| {
        if horizontal {
            (0.0, offset)
        } else {
            (offset, 0.0)
        }
    };
    // One or two lines are drawn beside the axis. Three or four sit on it, moved apart by the
    // board's `--many-gap`, which widens with the lines when the board is zoomed far out, so
    // they never run together. Either way one kind of element, drawn by one piece of code.
    let runs_for_lines = runs.clone();
    let lines = move |count: u8| {
        let many = count > 2;
        let axis = if horizontal { "Y" } else { "X" };
        let n = f64::from(count);
        (0..count)
            .flat_map(|i| {
                let step = f64::from(i) - (n - 1.0) / 2.0;
                let (dx, dy) = if many {
                    (0.0, 0.0)
                } else {
                    shift(step * DOUBLE_GAP)
                };
                let style = many.then(|| {
                    format!(
                        "transform:translate{axis}(calc(var(--many-gap, {}px) * {}))",
                        decimal(MANY_GAP),
                        decimal(step)
                    )
                });
                runs_for_lines.iter().map(move |&((x1, y1), (x2, y2))| {
                    view! {
                        <line
                            x1=decimal(x1 + dx)
                            y1=decimal(y1 + dy)
                            x2=decimal(x2 + dx)
                            y2=decimal(y2 + dy)
                            style=style.clone()
                        />
                    }
                })
            })
            .collect_view()
    };
    // Where the no-bridge cross goes: the middle of the water it marks (of the longer half
    // for an edge across the seam).
    let (mx, my) = runs
        .iter()
        .max_by(|p, q| length(p).total_cmp(&length(q)))
        .map_or((0.0, 0.0), |&((x1, y1), (x2, y2))| {
            ((x1 + x2) / 2.0, (y1 + y2) / 2.0)
        });
    let (a_text, b_text) = (a.to_string(), b.to_string());
    let cross = move || {
        marked().then(|| {
            let class = match (hinted(), mark_error()) {
                (true, _) => "no-bridge hinted",
                (false, true) => "no-bridge error",
                (false, false) => "no-bridge",
            };
            view! {
                <g
                    class=class
                    data-testid="no-bridge"
                    data-a=a_text.clone()
                    data-b=b_text.clone()
                    data-error=move || mark_error().to_string()
                >
                    <line x1=decimal(mx - CROSS) y1=decimal(my - CROSS) x2=decimal(mx + CROSS) y2=decimal(my + CROSS) />
                    <line x1=decimal(mx - CROSS) y1=decimal(my + CROSS) x2=decimal(mx + CROSS) y2=decimal(my - CROSS) />
                </g>
            }
        })
    };
    // The seam ends' letters, beside the lines where they meet the board's edge.
    let seam_ends: Vec<(f64, f64)> = if wraps {
        runs.iter()
            .map(|&(from, to)| {
                if from.0 == 0.0 || from.1 == 0.0 {
                    from
                } else {
                    to
                }
            })
            .collect()
    } else {
        Vec::new()
    };
    let marks = move || {
        letter().filter(|_| wraps && count() > 0).map(|letter| {
                seam_ends
                .iter()
                .map(|&(x, y)| {
                    // Inside the board, clear of the lines: above a row's seam end, beside a
                    // column's.
                    // Far enough along the seam and off the line to clear an island standing
                    // at the board's edge.
                    let (tx, ty) = if horizontal {
                        let tx = if x > 0.0 { x - CELL * 0.12 } else { CELL * 0.12 };
                        (tx, y - CELL * 0.38)
                    } else {
                        let ty = if y > 0.0 { y - CELL * 0.14 } else { CELL * 0.14 };
                        (x + CELL * 0.4, ty)
                    };
                    let tick = if horizontal {
                        ((x, y - CELL * 0.2), (x, y + CELL * 0.2))
                    } else {
                        ((x - CELL * 0.2, y), (x + CELL * 0.2, y))
                    };
                    view! {
                        <g class="seam-mark" data-testid="seam-mark" data-letter=letter.to_string()>
                            <line x1=decimal(tick.0 .0) y1=decimal(tick.0 .1) x2=decimal(tick.1 .0) y2=decimal(tick.1 .1) />
                            <text x=decimal(tx) y=decimal(ty)>{letter.to_string()}</text>
                        </g>
                    }
                })
                .collect_view()
            })
    };
    let outline_runs = runs.clone();
    let outline = move || {
        (in_loop() && count() > 0).then(|| {
            view! {
                <g class="loop-outline" data-testid="loop-outline" data-a=a.to_string() data-b=b.to_string()>
                    {outline_runs
                        .iter()
                        .map(|&((x1, y1), (x2, y2))| view! { <line x1=decimal(x1) y1=decimal(y1) x2=decimal(x2) y2=decimal(y2) /> })
                        .collect_view()}
                </g>
            }
        })
    };
    let class = move || {
        let mut class = String::from("bridge");
        if hinted() {
            class.push_str(" hinted");
        }
        if in_loop() {
            class.push_str(" in-loop");
        }
        if count() > 2 {
            class.push_str(" many");
        }
        if wraps {
            class.push_str(" wraps");
        }
        let (trial, assisted) = look.with(|l| (l.trial, l.assisted));
        if trial {
            class.push_str(" trial");
        }
        if assisted {
            class.push_str(" assisted");
        }
        class
    };
    // A bridge that cannot cross a seam or lie on a forbidden loop has no effects for them:
    // a 100x100 board has 5,000 bridges.
    let outline = (!loops).then_some(outline);
    let marks = wraps.then_some(marks);
    view! {
        {outline}
        {cross}
        <g
            class=class
            data-testid="bridge"
            data-a=a.to_string()
            data-b=b.to_string()
            data-count=count
            data-wraps=wraps.then_some("true")
            data-loop=move || in_loop().to_string()
        >
            {move || lines(count())}
        </g>
        {marks}
    }
}

fn length(((x1, y1), (x2, y2)): &Segment) -> f64 {
    (x2 - x1).hypot(y2 - y1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hashi_core::formats::parse_task;

    #[test]
    fn lines_are_centred_and_up_to_four() {
        assert!(line_offsets(0).is_empty());
        assert_eq!(line_offsets(1), vec![0.0]);
        assert_eq!(line_offsets(2), vec![-DOUBLE_GAP / 2.0, DOUBLE_GAP / 2.0]);
        let four = line_offsets(4);
        assert_eq!(four.len(), 4);
        assert!((four[0] + four[3]).abs() < 1e-9);
        assert!(four[3] - four[0] < CELL * 0.4, "fits an island's circle");
        assert_eq!(many_gap(3.0), MANY_GAP);
        // Zoomed far out, lines 6.7 units wide: 4.7 drawn, with 3.3 clear between them.
        assert!(many_gap(6.7) - 6.7 * 0.7 > 3.0);
    }

    #[test]
    fn a_bridge_across_the_seam_is_drawn_as_two_halves_to_the_edges() {
        // 5 wide, torus: 2 at columns 1 and 3 of row 0 are joined directly and across the seam.
        let puzzle = parse_task("5x1w:a2a2a").unwrap();
        let across = (0..puzzle.edges().len())
            .find(|&e| puzzle.edges()[e].wraps)
            .unwrap();
        let halves = segments(&puzzle, across);
        assert_eq!(halves.len(), 2);
        let w = 5.0 * CELL;
        // From `a` (the right-hand island) to the right edge, then from the left edge to `b`.
        assert_eq!(halves[0], ((3.5 * CELL, 0.5 * CELL), (w, 0.5 * CELL)));
        assert_eq!(halves[1], ((0.0, 0.5 * CELL), (1.5 * CELL, 0.5 * CELL)));
    }
}
