//! What the pieces of a game screen share: the game signal and the player's interaction state,
//! with the actions that change them. Every rule is the core's; this only routes input to it.

use hashi_core::{Direction, Game, IslandId, Move, MoveError};
use leptos::prelude::*;

/// One signal per bridge count and per island total, so that a move notifies only the views
/// of what it changed instead of every view on the board.
pub struct Cells {
    pub counts: Vec<RwSignal<u8>>,
    pub totals: Vec<RwSignal<u8>>,
}

impl Cells {
    fn of(game: &Game) -> Self {
        let state = game.state();
        Self {
            counts: state.counts().iter().map(|&c| RwSignal::new(c)).collect(),
            totals: (0..game.puzzle().islands().len())
                .map(|i| RwSignal::new(state.total(i)))
                .collect(),
        }
    }
}

/// One on/off mark per island (or bridge), each its own signal: when the set of marked items
/// changes, only the items whose mark flips are notified. A shared signal read by every island
/// would re-run every island's view on each change, and Leptos unsubscribes each re-run view
/// from that signal in time proportional to its readers: quadratic on a big board.
#[derive(Clone, Copy)]
pub struct Marks(StoredValue<Vec<RwSignal<bool>>>);

impl Marks {
    fn new(len: usize) -> Self {
        Self(StoredValue::new(
            (0..len).map(|_| RwSignal::new(false)).collect(),
        ))
    }

    /// Keeps these marks equal to `on`, an effect of whatever `on` reads.
    fn follow(self, on: impl Fn() -> Vec<bool> + 'static) {
        Effect::new(move |_| {
            let wanted = on();
            self.0.with_value(|marks| {
                for (i, mark) in marks.iter().enumerate() {
                    let value = wanted.get(i).copied().unwrap_or(false);
                    if mark.get_untracked() != value {
                        mark.set(value);
                    }
                }
            });
        });
    }

    /// Whether item `i` is marked (tracked).
    pub fn get(&self, i: usize) -> bool {
        self.0
            .with_value(|marks| marks.get(i).copied())
            .is_some_and(|mark| mark.get())
    }
}

/// `len` flags, set for the listed items (those out of range are ignored).
fn flags(items: &[usize], len: usize) -> Vec<bool> {
    let mut flags = vec![false; len];
    for &i in items.iter().filter(|&&i| i < len) {
        flags[i] = true;
    }
    flags
}

/// Signals of one game screen, provided as context.
#[derive(Clone, Copy)]
pub struct GameContext {
    pub game: RwSignal<Game>,
    pub cells: StoredValue<Cells>,
    pub selected: RwSignal<Option<IslandId>>,
    /// The last direction used from the keyboard, for the 0/1/2 keys.
    pub last_dir: RwSignal<Option<Direction>>,
    /// Why the last move was refused, shown until the next move.
    pub refusal: RwSignal<Option<String>>,
    /// Lasting notices (storage problems, links from other versions).
    pub notices: RwSignal<Vec<String>>,
    pub elapsed_ms: RwSignal<u64>,
    /// Shift+Backspace was pressed: the next arrow removes a bridge.
    pub removing: RwSignal<bool>,
    pub help_open: RwSignal<bool>,
    /// Islands and edges the current hint or mistake points at.
    pub highlight: RwSignal<(Vec<IslandId>, Vec<usize>)>,
    /// Whether error marks are shown.
    pub show_errors: RwSignal<bool>,
    /// Per island, whether it is marked as an error (none while marks are hidden):
    /// over-full, stranded, or in a closed group cut off from the rest.
    pub errors: Marks,
    /// Islands the player marked as done; they are drawn dimmed.
    pub marked: RwSignal<Vec<bool>>,
    /// `marked`, one signal per island, for drawing.
    pub done: Marks,
    /// The island whose connected group is highlighted, if any.
    pub group_of: RwSignal<Option<IslandId>>,
    /// Per island, whether it is in the highlighted group.
    pub in_group: Marks,
    /// `highlight`, one signal per island and per bridge, for drawing.
    pub hinted_islands: Marks,
    pub hinted_edges: Marks,
    /// Whether islands show pips toward the directions that can still take a bridge.
    pub show_pips: RwSignal<bool>,
    /// Whether islands show how many bridges they still need.
    pub show_remaining: RwSignal<bool>,
}

impl GameContext {
    pub fn new(game: Game, elapsed_ms: u64, notices: Vec<String>, marked: &[IslandId]) -> Self {
        let islands = game.puzzle().islands().len();
        let edges = game.puzzle().edges().len();
        let cells = StoredValue::new(Cells::of(&game));
        let game = RwSignal::new(game);
        let show_errors = RwSignal::new(false);
        let errors = Marks::new(islands);
        errors.follow(move || {
            if !show_errors.get() {
                return Vec::new();
            }
            game.with(|g| {
                let (puzzle, state) = (g.puzzle(), g.state());
                let status = g.status();
                let mut marks: Vec<bool> = status
                    .islands
                    .iter()
                    .map(|&s| s == hashi_core::IslandStatus::Over)
                    .collect();
                for island in hashi_core::rules::stranded(puzzle, state) {
                    marks[island] = true;
                }
                for &k in &status.closed_groups {
                    for &island in &status.groups[k] {
                        marks[island] = true;
                    }
                }
                marks
            })
        });
        let group_of = RwSignal::new(None::<IslandId>);
        let in_group = Marks::new(islands);
        in_group.follow(move || {
            let Some(island) = group_of.get() else {
                return Vec::new();
            };
            game.with(|g| {
                let groups = hashi_core::rules::groups(g.puzzle(), g.state());
                let group = groups.iter().find(|members| members.contains(&island));
                flags(group.map_or(&[][..], Vec::as_slice), islands)
            })
        });
        let marked = RwSignal::new(flags(marked, islands));
        let done = Marks::new(islands);
        done.follow(move || marked.get());
        let highlight = RwSignal::new((Vec::<IslandId>::new(), Vec::<usize>::new()));
        let (hinted_islands, hinted_edges) = (Marks::new(islands), Marks::new(edges));
        hinted_islands.follow(move || highlight.with(|(isl, _)| flags(isl, islands)));
        hinted_edges.follow(move || highlight.with(|(_, e)| flags(e, edges)));
        Self {
            marked,
            done,
            group_of,
            in_group,
            hinted_islands,
            hinted_edges,
            show_pips: RwSignal::new(false),
            show_remaining: RwSignal::new(false),
            cells,
            game,
            show_errors,
            errors,
            selected: RwSignal::new(None),
            last_dir: RwSignal::new(None),
            refusal: RwSignal::new(None),
            notices: RwSignal::new(notices),
            elapsed_ms: RwSignal::new(elapsed_ms),
            removing: RwSignal::new(false),
            help_open: RwSignal::new(false),
            highlight,
        }
    }

    /// Changes the game, then brings the per-bridge and per-island signals in line, setting
    /// only those whose value changed.
    pub fn update(&self, f: impl FnOnce(&mut Game)) {
        self.game.update(f);
        if self
            .highlight
            .with_untracked(|(i, e)| !i.is_empty() || !e.is_empty())
        {
            self.highlight.set((Vec::new(), Vec::new()));
        }
        self.game.with_untracked(|g| {
            let state = g.state();
            self.cells.with_value(|cells| {
                for (signal, &count) in cells.counts.iter().zip(state.counts()) {
                    if signal.get_untracked() != count {
                        signal.set(count);
                    }
                }
                for (island, signal) in cells.totals.iter().enumerate() {
                    if signal.get_untracked() != state.total(island) {
                        signal.set(state.total(island));
                    }
                }
            });
        });
    }

    /// Marks or unmarks the selected island as done.
    pub fn toggle_mark(&self) {
        if let Some(island) = self.selected.get_untracked() {
            self.marked.update(|m| {
                if let Some(mark) = m.get_mut(island) {
                    *mark = !*mark;
                }
            });
        }
    }

    /// Highlights the selected island's connected group, or clears the highlight.
    pub fn toggle_group(&self) {
        let selected = self.selected.get_untracked();
        self.group_of.update(|g| {
            *g = if *g == selected || selected.is_none() {
                None
            } else {
                selected
            }
        });
    }

    /// The signal of one bridge's count.
    pub fn count(&self, edge: usize) -> RwSignal<u8> {
        self.cells.with_value(|c| c.counts[edge])
    }

    /// The signal of one island's total.
    pub fn total(&self, island: usize) -> RwSignal<u8> {
        self.cells.with_value(|c| c.totals[island])
    }

    pub fn notify(&self, message: String) {
        self.notices.update(|n| {
            if !n.contains(&message) {
                n.push(message)
            }
        });
    }

    /// Runs a move on the game; a refusal is shown instead of changing anything.
    fn act(&self, f: impl FnOnce(&mut Game) -> Result<(), MoveError>) {
        if self.game.with_untracked(Game::is_solved) {
            return;
        }
        let mut outcome = Ok(());
        self.update(|g| outcome = f(g));
        self.refusal
            .set(outcome.err().map(|e| capitalise(&e.to_string())));
    }

    fn pos(&self, island: IslandId) -> hashi_core::Pos {
        self.game
            .with_untracked(|g| g.puzzle().islands()[island].pos)
    }

    /// An island was pressed: select it, or cycle the bridge to the selected neighbour
    /// (backwards for the right button).
    pub fn island_pressed(&self, island: IslandId, backwards: bool) {
        match self.selected.get_untracked() {
            Some(current) if current == island => self.selected.set(None),
            Some(current) => {
                let neighbours = self
                    .game
                    .with_untracked(|g| g.puzzle().edge_between(current, island).is_some());
                if neighbours {
                    self.cycle(current, island, backwards);
                } else {
                    self.selected.set(Some(island));
                }
            }
            None => self.selected.set(Some(island)),
        }
    }

    /// A drag from `island` released toward `dir`: cycle that bridge.
    pub fn dragged(&self, island: IslandId, dir: Direction, backwards: bool) {
        let Some(other) = self
            .game
            .with_untracked(|g| g.puzzle().neighbour(island, dir))
        else {
            return;
        };
        self.cycle(island, other, backwards);
    }

    /// Cycles the bridge between two neighbours (backwards for the right button) and clears
    /// the selection.
    fn cycle(&self, from: IslandId, to: IslandId, backwards: bool) {
        let (a, b) = (self.pos(from), self.pos(to));
        self.act(|g| {
            if backwards {
                g.cycle_back(a, b)
            } else {
                g.cycle(a, b)
            }
        });
        self.selected.set(None);
    }

    /// Keyboard: add (`delta` 1) or remove (-1) a bridge from the selection toward `dir`.
    pub fn adjust_towards(&self, dir: Direction, delta: i8) {
        self.last_dir.set(Some(dir));
        let Some(island) = self.selected.get_untracked() else {
            return;
        };
        let Some(other) = self
            .game
            .with_untracked(|g| g.puzzle().neighbour(island, dir))
        else {
            self.refusal
                .set(Some("There is no island that way to bridge to.".into()));
            return;
        };
        let (a, b) = (self.pos(island), self.pos(other));
        self.act(|g| g.adjust(a, b, delta));
    }

    /// Keyboard: set the bridges from the selection toward the last direction to `count`.
    pub fn set_towards_last(&self, count: u8) {
        let (Some(island), Some(dir)) =
            (self.selected.get_untracked(), self.last_dir.get_untracked())
        else {
            return;
        };
        let Some(other) = self
            .game
            .with_untracked(|g| g.puzzle().neighbour(island, dir))
        else {
            return;
        };
        let (a, b) = (self.pos(island), self.pos(other));
        self.act(|g| g.play(&[Move::new(a, b, count)]));
    }

    /// Keyboard: move the selection to the nearest island toward `dir`.
    pub fn move_selection(&self, dir: Direction) {
        self.last_dir.set(Some(dir));
        let next = match self.selected.get_untracked() {
            None => Some(0),
            Some(island) => self
                .game
                .with_untracked(|g| g.puzzle().nearest_towards(island, dir)),
        };
        if next.is_some() {
            self.selected.set(next);
        }
    }

    pub fn undo(&self) {
        self.update(|g| {
            g.undo();
        });
        self.refusal.set(None);
    }

    pub fn redo(&self) {
        self.update(|g| {
            g.redo();
        });
        self.refusal.set(None);
    }

    pub fn reset(&self) {
        self.update(Game::reset);
        self.selected.set(None);
        self.refusal.set(None);
    }
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect::<String>() + ".")
        .unwrap_or_default()
}
