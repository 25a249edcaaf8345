//! The board's drawing cache (Tatham's drawstate): what every island and bridge looks like, as
//! plain data computed from the position on show, the player's marks and the preferences,
//! kept in one signal per item that is set only when the item looks different.

use hashi_core::{Direction, EdgeId, IslandId, Puzzle, State};
use leptos::prelude::*;

/// How one island is drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IslandLook {
    /// Bridge ends at the island.
    pub total: u8,
    pub selected: bool,
    /// Check marks it: over-full, stranded, or in a closed-off group.
    pub error: bool,
    /// The player marked it done: drawn dimmed.
    pub done: bool,
    /// In the group the player asked to see.
    pub in_group: bool,
    /// Named by the hint or mistake on screen.
    pub hinted: bool,
    /// One bit per direction (in [`Direction::ALL`] order) where a bridge still fits, while
    /// the pips are shown.
    pub open: u8,
    /// While groups are coloured and the island is joined to another: its group's id (the
    /// smallest island in it), colour and outline pattern (see
    /// [`hashi_core::rules::group_colours`]).
    pub group: Option<GroupLook>,
}

/// How a coloured group is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GroupLook {
    pub id: IslandId,
    pub colour: usize,
    pub pattern: usize,
}

/// Colours in the style sheet's colour-blind-safe palette (Okabe and Ito's eight, less
/// black, which the bridges already are): `group-c0` to `group-c6`.
pub const GROUP_COLOURS: usize = 7;

/// The directions set in an [`IslandLook::open`] mask.
pub fn open_directions(open: u8) -> impl Iterator<Item = Direction> {
    Direction::ALL
        .into_iter()
        .enumerate()
        .filter(move |(bit, _)| open & (1 << bit) != 0)
        .map(|(_, dir)| dir)
}

/// How one candidate bridge is drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BridgeLook {
    pub count: u8,
    pub hinted: bool,
    /// The player's "no bridge here" mark.
    pub marked: bool,
    /// Check flags the mark: it leaves an island short of its number.
    pub mark_error: bool,
    /// Its bridges lie on a loop the rules forbid (always drawn: the puzzle cannot be solved
    /// while the loop stays).
    pub in_loop: bool,
    /// The letter pairing its two ends across a wrapped board's seam, while it has bridges.
    pub seam_letter: Option<char>,
    /// Changed inside the open trial: drawn as pencil bridges.
    pub trial: bool,
    /// Just placed by the forced-move assist: highlighted for a moment.
    pub assisted: bool,
}

/// Every island and bridge, indexed by their ids.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardView {
    pub islands: Vec<IslandLook>,
    pub bridges: Vec<BridgeLook>,
}

/// The drawing on screen: a signal per island and per bridge, so that a move wakes only the
/// items it changed. Not one store for the board: each item reading a field of a store also
/// subscribes to the store's root, and a source with thousands of subscribers makes every
/// re-run of one of them cost a walk over all of them (each run drops and takes its sources
/// again, and dropping one is linear in the source's subscribers).
#[derive(Clone, Copy)]
pub struct Drawing {
    items: StoredValue<Items>,
}

/// The islands' signals and the bridges', by id.
type Items = (Vec<RwSignal<IslandLook>>, Vec<RwSignal<BridgeLook>>);

impl Drawing {
    pub fn new(view: BoardView) -> Self {
        fn signals<T: Send + Sync + 'static>(looks: Vec<T>) -> Vec<RwSignal<T>> {
            looks.into_iter().map(RwSignal::new).collect()
        }
        Self {
            items: StoredValue::new((signals(view.islands), signals(view.bridges))),
        }
    }

    /// How `island` is drawn. Ids are the puzzle's own, which the drawing was made from.
    pub fn island(&self, island: IslandId) -> RwSignal<IslandLook> {
        self.items.with_value(|(islands, _)| islands[island])
    }

    /// How the bridge on `edge` is drawn.
    pub fn bridge(&self, edge: EdgeId) -> RwSignal<BridgeLook> {
        self.items.with_value(|(_, bridges)| bridges[edge])
    }

    /// Brings the drawing up to `view`: only the items that look different are set.
    pub fn patch(&self, view: BoardView) {
        fn each<T: PartialEq + Send + Sync + 'static>(signals: &[RwSignal<T>], new: Vec<T>) {
            for (signal, new) in signals.iter().zip(new) {
                if signal.with_untracked(|old| *old != new) {
                    signal.set(new);
                }
            }
        }
        self.items.with_value(|(islands, bridges)| {
            each(islands, view.islands);
            each(bridges, view.bridges);
        });
    }
}

/// The player's own marks on the board: undo does not touch them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Islands marked done.
    pub done: Vec<IslandId>,
    /// The island whose group is outlined.
    pub group_of: Option<IslandId>,
    /// What the hint or mistake on screen names; cleared by the next change to the board.
    pub hinted_islands: Vec<IslandId>,
    pub hinted_edges: Vec<EdgeId>,
    /// The bridges the assist just placed: the style sheet highlights them for a moment, and
    /// the next change to the board clears them.
    pub assisted_edges: Vec<EdgeId>,
}

impl Marks {
    /// Marks or unmarks `island` as done.
    pub fn toggle_done(&mut self, island: IslandId) {
        match self.done.iter().position(|&i| i == island) {
            Some(at) => {
                self.done.remove(at);
            }
            None => self.done.push(island),
        }
    }

    /// Outlines the group of `selected`, or clears the outline when it is already that group
    /// or nothing is selected.
    pub fn toggle_group(&mut self, selected: Option<IslandId>) {
        self.group_of = if self.group_of == selected {
            None
        } else {
            selected
        };
    }

    pub fn clear_hint(&mut self) {
        self.hinted_islands.clear();
        self.hinted_edges.clear();
        self.assisted_edges.clear();
    }
}

/// The optional layers of the drawing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layers {
    pub errors: bool,
    pub pips: bool,
    /// Every group of joined islands in its own colour.
    pub groups: bool,
}

/// Draws `state` of `puzzle`: the one place that decides how each item looks.
pub fn draw(
    puzzle: &Puzzle,
    state: &State,
    selected: Option<IslandId>,
    marks: &Marks,
    layers: Layers,
) -> BoardView {
    let n = puzzle.islands().len();
    let flags = |items: &[usize], len: usize| {
        let mut flags = vec![false; len];
        for &i in items.iter().filter(|&&i| i < len) {
            flags[i] = true;
        }
        flags
    };
    let errors = if layers.errors {
        hashi_core::rules::error_marks(puzzle, state)
    } else {
        vec![false; n]
    };
    let group = marks
        .group_of
        .filter(|&island| island < n)
        .map(|island| {
            hashi_core::rules::groups(puzzle, state)
                .into_iter()
                .find(|members| members.contains(&island))
                .unwrap_or_default()
        })
        .unwrap_or_default();
    let (in_group, done) = (flags(&group, n), flags(&marks.done, n));
    let hinted = flags(&marks.hinted_islands, n);
    let groups: Vec<Option<GroupLook>> = if layers.groups {
        let ids = hashi_core::rules::group_ids(puzzle, state);
        hashi_core::rules::group_colours(puzzle, state, GROUP_COLOURS)
            .into_iter()
            .zip(ids)
            .map(|(colour, id)| {
                let ((colour, pattern), id) = (colour?, id?);
                Some(GroupLook {
                    id,
                    colour,
                    pattern,
                })
            })
            .collect()
    } else {
        vec![None; n]
    };
    let islands = (0..n)
        .map(|island| IslandLook {
            total: state.total(island),
            selected: selected == Some(island),
            error: errors[island],
            done: done[island],
            in_group: in_group[island],
            hinted: hinted[island],
            open: if layers.pips {
                hashi_core::rules::open_directions(puzzle, state, island)
                    .into_iter()
                    .map(|dir| 1 << Direction::ALL.iter().position(|&d| d == dir).unwrap_or(0))
                    .fold(0, |bits, bit| bits | bit)
            } else {
                0
            },
            group: groups[island],
        })
        .collect();
    let edges = puzzle.edges().len();
    let hinted_edges = flags(&marks.hinted_edges, edges);
    let assisted = flags(&marks.assisted_edges, edges);
    let mark_errors = if layers.errors {
        flags(
            &hashi_core::rules::contradicting_marks(puzzle, state),
            edges,
        )
    } else {
        vec![false; edges]
    };
    let in_loop = flags(&hashi_core::rules::forbidden_loops(puzzle, state), edges);
    let seam_letters = if puzzle.rules().wrap() == hashi_core::Wrap::Flat {
        vec![None; edges]
    } else {
        hashi_core::seam::seam_letters(puzzle, state)
    };
    let bridges = (0..edges)
        .map(|edge| BridgeLook {
            seam_letter: seam_letters[edge],
            in_loop: in_loop[edge],
            count: state.count(edge),
            hinted: hinted_edges[edge],
            marked: state.marked(edge),
            mark_error: mark_errors[edge],
            trial: state.is_trial(edge),
            assisted: assisted[edge],
        })
        .collect();
    BoardView { islands, bridges }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hashi_core::formats::parse_task;
    use hashi_core::{Game, Mode, Move, Pos};
    use std::sync::Arc;

    fn game(task: &str) -> Game {
        Game::new(Arc::new(parse_task(task).unwrap()), Mode::Free)
    }

    fn draw(game: &Game, selected: Option<IslandId>, marks: &Marks, layers: Layers) -> BoardView {
        super::draw(game.puzzle(), game.state(), selected, marks, layers)
    }

    #[test]
    fn the_drawing_follows_bridges_selection_and_marks() {
        let mut g = game("3x3:2a1c1a1");
        g.play(&[Move::new(Pos::new(0, 0), Pos::new(0, 2), 1)])
            .unwrap();
        let marks = Marks {
            done: vec![1],
            group_of: Some(0),
            hinted_islands: vec![3],
            hinted_edges: vec![0],
            assisted_edges: vec![0],
        };
        let view = draw(&g, Some(2), &marks, Layers::default());
        assert_eq!(view.islands[0].total, 1);
        assert!(view.islands[2].selected && !view.islands[0].selected);
        assert!(view.islands[1].done);
        assert!(view.islands[0].in_group && view.islands[1].in_group && !view.islands[2].in_group);
        assert!(view.islands[3].hinted);
        assert!(view.bridges[0].hinted);
        assert!(view.bridges[0].assisted && !view.bridges[1].assisted);
        assert_eq!(view.bridges.iter().map(|b| b.count).sum::<u8>(), 1);
        assert!(view.islands.iter().all(|i| !i.error && i.open == 0));
    }

    #[test]
    fn pencil_bridges_are_drawn_as_trial_bridges() {
        let mut g = game("3x3:2a1c1a1");
        g.play(&[Move::new(Pos::new(0, 0), Pos::new(0, 2), 1)])
            .unwrap();
        g.set_pencil(true);
        g.play(&[Move::new(Pos::new(0, 0), Pos::new(2, 0), 1)])
            .unwrap();
        let view = draw(&g, None, &Marks::default(), Layers::default());
        let trial: Vec<bool> = view.bridges.iter().map(|b| b.trial).collect();
        let edge = g.puzzle().edge_between(0, 2).unwrap();
        assert!(trial[edge], "the pencil bridge");
        assert_eq!(trial.iter().filter(|&&t| t).count(), 1, "only it");
        g.accept_trial().unwrap();
        let view = draw(&g, None, &Marks::default(), Layers::default());
        assert!(view.bridges.iter().all(|b| !b.trial));
    }

    #[test]
    fn errors_and_pips_are_drawn_only_when_their_layer_is_on() {
        let mut g = game("3x1:1a1");
        g.play(&[Move::new(Pos::new(0, 0), Pos::new(0, 2), 2)])
            .unwrap();
        let on = Layers {
            errors: true,
            pips: true,
            groups: false,
        };
        let view = draw(&g, None, &Marks::default(), on);
        assert!(view.islands.iter().all(|i| i.error));
        let fresh = draw(&game("3x1:1a1"), None, &Marks::default(), on);
        let open: Vec<Direction> = open_directions(fresh.islands[0].open).collect();
        assert_eq!(open, vec![Direction::Right]);
        let off = draw(&g, None, &Marks::default(), Layers::default());
        assert!(off.islands.iter().all(|i| !i.error && i.open == 0));
    }

    #[test]
    fn no_bridge_marks_and_their_check_flag_are_drawn() {
        // A 2 between two 1s: marking one of its pairs leaves it short.
        let mut g = game("3x3:2a1c1b");
        g.toggle_no_bridge(Pos::new(0, 0), Pos::new(0, 2)).unwrap();
        let plain = draw(&g, None, &Marks::default(), Layers::default());
        assert!(plain.bridges[0].marked && !plain.bridges[0].mark_error);
        assert!(!plain.bridges[1].marked);
        let checked = Layers {
            errors: true,
            ..Layers::default()
        };
        let view = draw(&g, None, &Marks::default(), checked);
        assert!(view.bridges[0].mark_error);
    }

    #[test]
    fn groups_are_coloured_only_while_their_layer_is_on() {
        let mut g = game("7x1:1a2a2a1");
        g.play(&[
            Move::new(Pos::new(0, 0), Pos::new(0, 2), 1),
            Move::new(Pos::new(0, 4), Pos::new(0, 6), 1),
        ])
        .unwrap();
        let on = Layers {
            groups: true,
            ..Layers::default()
        };
        let view = draw(&g, None, &Marks::default(), on);
        let look = |i: usize| view.islands[i].group.unwrap();
        assert_eq!((look(0).id, look(1).id, look(2).id), (0, 0, 2));
        assert_eq!(look(0).colour, look(1).colour);
        assert_ne!(look(0).colour, look(2).colour);
        let off = draw(&g, None, &Marks::default(), Layers::default());
        assert!(off.islands.iter().all(|i| i.group.is_none()));
    }

    #[test]
    fn a_forbidden_loop_is_drawn_whatever_the_layers() {
        // A ring of four 2s: four single bridges close a loop.
        let ring = |rules: &str| {
            let mut g = game(&format!("3x3{rules}:2a2c2a2"));
            let (tl, tr, bl, br) = (
                Pos::new(0, 0),
                Pos::new(0, 2),
                Pos::new(2, 0),
                Pos::new(2, 2),
            );
            g.play(&[
                Move::new(tl, tr, 1),
                Move::new(tr, br, 1),
                Move::new(bl, br, 1),
                Move::new(tl, bl, 1),
            ])
            .unwrap();
            draw(&g, None, &Marks::default(), Layers::default())
        };
        assert!(ring("L").bridges.iter().all(|b| b.in_loop));
        assert!(ring("").bridges.iter().all(|b| !b.in_loop));
    }

    #[test]
    fn marks_toggle_done_and_the_outlined_group() {
        let mut marks = Marks::default();
        marks.toggle_done(4);
        marks.toggle_done(2);
        marks.toggle_done(4);
        assert_eq!(marks.done, vec![2]);
        marks.toggle_group(Some(1));
        assert_eq!(marks.group_of, Some(1));
        marks.toggle_group(Some(1));
        assert_eq!(marks.group_of, None);
        marks.toggle_group(Some(3));
        marks.toggle_group(None);
        assert_eq!(marks.group_of, None);
    }
}
