//! The board: where every piece and gap stands, its home layout and its text form.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// Cells per side.
pub const SIZE: u8 = 8;

/// Home top-left corners (x, y) of the eight large pieces, in piece-id order.
pub const LARGE_HOMES: [(u8, u8); 8] = [
    (0, 0),
    (3, 0),
    (5, 0),
    (0, 3),
    (3, 3),
    (6, 3),
    (0, 6),
    (5, 6),
];

/// Home cells of the two gaps, in gap-id order.
pub const GAP_HOMES: [(u8, u8); 2] = [(7, 6), (7, 7)];

/// Number of large pieces; they take ids `0..LARGE_COUNT`.
pub const LARGE_COUNT: usize = 8;
/// Number of small pieces; they take ids `LARGE_COUNT..PIECE_COUNT`, in reading order of home.
pub const SMALL_COUNT: usize = 30;
/// Number of pieces of both sizes.
pub const PIECE_COUNT: usize = LARGE_COUNT + SMALL_COUNT;

/// A cell: `x` is the column and `y` the row, both counted from the top left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    pub x: u8,
    pub y: u8,
}

impl Cell {
    pub const fn new(x: u8, y: u8) -> Self {
        Self { x, y }
    }

    /// The neighbouring cell by `(dx, dy)`, if it is on the board.
    pub fn offset(self, dx: i8, dy: i8) -> Option<Cell> {
        let x = self.x as i16 + dx as i16;
        let y = self.y as i16 + dy as i16;
        let inside = |v: i16| (0..SIZE as i16).contains(&v);
        (inside(x) && inside(y)).then(|| Cell::new(x as u8, y as u8))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// A piece, by its id: large pieces first, then small ones in reading order of their home.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PieceId(pub u8);

impl PieceId {
    pub fn size(self) -> PieceSize {
        if (self.0 as usize) < LARGE_COUNT {
            PieceSize::Large
        } else {
            PieceSize::Small
        }
    }

    /// Every piece id, large ones first.
    pub fn all() -> impl Iterator<Item = PieceId> {
        (0..PIECE_COUNT as u8).map(PieceId)
    }
}

/// One of the two gaps; gap 0 is at home at (7, 6), gap 1 at (7, 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GapId(pub u8);

impl GapId {
    pub const BOTH: [GapId; 2] = [GapId(0), GapId(1)];

    pub fn other(self) -> GapId {
        GapId(1 - self.0)
    }
}

/// Small pieces take one cell, large ones a 2x2 square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceSize {
    Small,
    Large,
}

impl PieceSize {
    /// Cells per side.
    pub fn side(self) -> u8 {
        match self {
            PieceSize::Small => 1,
            PieceSize::Large => 2,
        }
    }
}

/// What stands on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Occupant {
    Piece(PieceId),
    Gap(GapId),
}

/// Where every piece (by its top-left cell) and gap stands, plus a cell index kept in step.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pieces: [Cell; PIECE_COUNT],
    gaps: [Cell; 2],
    grid: [[Occupant; SIZE as usize]; SIZE as usize],
}

/// Why a layout text is not a valid board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// The text must hold two digits per piece and gap.
    Length { expected: usize, found: usize },
    /// Coordinates are digits 0 to 7.
    NotACoordinate { index: usize, found: char },
    /// A large piece's corner leaves no room for its 2x2 square.
    OffBoard { piece: PieceId, at: Cell },
    /// A piece's corner is not a cell of the board at all.
    PieceOutside { piece: PieceId, at: Cell },
    /// A gap is not on a cell of the board.
    GapOutside { gap: GapId, at: Cell },
    /// Two occupants claim the same cell.
    Overlap { cell: Cell },
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::Length { expected, found } => write!(
                f,
                "a board layout has {expected} digits (x and y of each piece and gap), found {found}"
            ),
            LayoutError::NotACoordinate { index, found } => write!(
                f,
                "character {} of the layout is {found:?}, but coordinates are digits 0 to 7",
                index + 1
            ),
            LayoutError::OffBoard { piece, at } => write!(
                f,
                "large piece {} at {at} would stick out of the board",
                piece.0
            ),
            LayoutError::PieceOutside { piece, at } => write!(
                f,
                "piece {} at {at} is off the board: x and y must be 0 to {}",
                piece.0,
                SIZE - 1
            ),
            LayoutError::GapOutside { gap, at } => write!(
                f,
                "gap {} at {at} is off the board: x and y must be 0 to {}",
                gap.0,
                SIZE - 1
            ),
            LayoutError::Overlap { cell } => write!(f, "two pieces claim the cell {cell}"),
        }
    }
}

impl std::error::Error for LayoutError {}

fn small_homes() -> impl Iterator<Item = Cell> {
    let solved = Board::index(LARGE_HOMES.map(|(x, y)| Cell::new(x, y)));
    (0..SIZE)
        .flat_map(|y| (0..SIZE).map(move |x| Cell::new(x, y)))
        .filter(move |c| !solved[c.y as usize][c.x as usize])
}

impl Board {
    /// Which cells the large pieces cover, given their corners; the gaps count as covered.
    fn index(large: [Cell; LARGE_COUNT]) -> [[bool; SIZE as usize]; SIZE as usize] {
        let mut covered = [[false; SIZE as usize]; SIZE as usize];
        for corner in large {
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                covered[(corner.y + dy) as usize][(corner.x + dx) as usize] = true;
            }
        }
        for (x, y) in GAP_HOMES {
            covered[y as usize][x as usize] = true;
        }
        covered
    }

    /// The solved board: everything at home.
    pub fn solved() -> Board {
        Board::home_layout().clone()
    }

    /// The solved board, built once: homes and the solved check read it on every move.
    fn home_layout() -> &'static Board {
        static HOME: OnceLock<Board> = OnceLock::new();
        HOME.get_or_init(Board::build_solved)
    }

    fn build_solved() -> Board {
        let mut pieces = [Cell::new(0, 0); PIECE_COUNT];
        for (slot, (x, y)) in pieces.iter_mut().zip(LARGE_HOMES) {
            *slot = Cell::new(x, y);
        }
        for (slot, home) in pieces[LARGE_COUNT..].iter_mut().zip(small_homes()) {
            *slot = home;
        }
        let gaps = GAP_HOMES.map(|(x, y)| Cell::new(x, y));
        Board::from_positions(pieces, gaps).expect("the home layout is valid")
    }

    /// Builds a board from positions, refusing overlaps, cells off the board and large pieces
    /// sticking out. Any positions at all are answered, never with a panic.
    pub fn from_positions(
        pieces: [Cell; PIECE_COUNT],
        gaps: [Cell; 2],
    ) -> Result<Board, LayoutError> {
        let mut grid: [[Option<Occupant>; SIZE as usize]; SIZE as usize] = Default::default();
        let mut claim = |cell: Cell, who: Occupant| -> Result<(), LayoutError> {
            let slot = &mut grid[cell.y as usize][cell.x as usize];
            if slot.is_some() {
                return Err(LayoutError::Overlap { cell });
            }
            *slot = Some(who);
            Ok(())
        };
        let on_board = |cell: Cell| cell.x < SIZE && cell.y < SIZE;
        for (id, &at) in PieceId::all().zip(pieces.iter()) {
            if !on_board(at) {
                return Err(LayoutError::PieceOutside { piece: id, at });
            }
            // The corner is on the board, so adding a side of 1 or 2 cannot overflow.
            let side = id.size().side();
            if at.x + side > SIZE || at.y + side > SIZE {
                return Err(LayoutError::OffBoard { piece: id, at });
            }
            for dy in 0..side {
                for dx in 0..side {
                    claim(Cell::new(at.x + dx, at.y + dy), Occupant::Piece(id))?;
                }
            }
        }
        for (gap, &at) in GapId::BOTH.iter().zip(gaps.iter()) {
            if !on_board(at) {
                return Err(LayoutError::GapOutside { gap: *gap, at });
            }
            claim(at, Occupant::Gap(*gap))?;
        }
        // 8 large pieces × 4 + 30 small + 2 gaps = 64 distinct cells, so no cell is left empty.
        let grid = grid.map(|row| row.map(|slot| slot.expect("every cell is claimed")));
        Ok(Board { pieces, gaps, grid })
    }

    /// The top-left cell of a piece.
    pub fn piece(&self, id: PieceId) -> Cell {
        self.pieces[id.0 as usize]
    }

    /// Where a piece belongs.
    pub fn home(id: PieceId) -> Cell {
        Board::home_layout().piece(id)
    }

    /// The cell of a gap.
    pub fn gap(&self, gap: GapId) -> Cell {
        self.gaps[gap.0 as usize]
    }

    /// Where a gap belongs.
    pub fn gap_home(gap: GapId) -> Cell {
        let (x, y) = GAP_HOMES[gap.0 as usize];
        Cell::new(x, y)
    }

    /// What stands on a cell.
    pub fn at(&self, cell: Cell) -> Occupant {
        self.grid[cell.y as usize][cell.x as usize]
    }

    /// Whether every piece and both gaps are at home.
    pub fn is_solved(&self) -> bool {
        self == Board::home_layout()
    }

    /// Moves a piece's corner, keeping the cell index in step. Callers check legality.
    pub(crate) fn place_piece(&mut self, id: PieceId, to: Cell) {
        let side = id.size().side();
        self.pieces[id.0 as usize] = to;
        for dy in 0..side {
            for dx in 0..side {
                self.grid[(to.y + dy) as usize][(to.x + dx) as usize] = Occupant::Piece(id);
            }
        }
    }

    /// Moves a gap, keeping the cell index in step. Callers check legality.
    pub(crate) fn place_gap(&mut self, gap: GapId, to: Cell) {
        self.gaps[gap.0 as usize] = to;
        self.grid[to.y as usize][to.x as usize] = Occupant::Gap(gap);
    }
}

/// The layout as 80 digits: x then y of each piece's top-left cell in id order, then of each gap.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in self.pieces.iter().chain(self.gaps.iter()) {
            write!(f, "{}{}", cell.x, cell.y)?;
        }
        Ok(())
    }
}

impl FromStr for Board {
    type Err = LayoutError;

    fn from_str(text: &str) -> Result<Board, LayoutError> {
        let expected = 2 * (PIECE_COUNT + 2);
        let found = text.chars().count();
        if found != expected {
            return Err(LayoutError::Length { expected, found });
        }
        let mut digits = Vec::with_capacity(expected);
        for (index, ch) in text.chars().enumerate() {
            match ch.to_digit(10) {
                Some(d) if d < SIZE as u32 => digits.push(d as u8),
                _ => return Err(LayoutError::NotACoordinate { index, found: ch }),
            }
        }
        let cells: Vec<Cell> = digits.chunks(2).map(|p| Cell::new(p[0], p[1])).collect();
        let mut pieces = [Cell::new(0, 0); PIECE_COUNT];
        pieces.copy_from_slice(&cells[..PIECE_COUNT]);
        Board::from_positions(pieces, [cells[PIECE_COUNT], cells[PIECE_COUNT + 1]])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_solved_board_matches_the_spec() {
        let b = Board::solved();
        for (i, (x, y)) in LARGE_HOMES.iter().enumerate() {
            assert_eq!(b.piece(PieceId(i as u8)), Cell::new(*x, *y));
        }
        assert_eq!(b.gap(GapId(0)), Cell::new(7, 6));
        assert_eq!(b.gap(GapId(1)), Cell::new(7, 7));
        let small: Vec<Cell> = (8..38).map(|i| b.piece(PieceId(i))).collect();
        assert_eq!(small.len(), 30);
        assert_eq!(
            small[0],
            Cell::new(2, 0),
            "first free cell in reading order"
        );
        assert!(small
            .windows(2)
            .all(|w| (w[0].y, w[0].x) < (w[1].y, w[1].x)));
        assert!(b.is_solved());
        assert_eq!(b.at(Cell::new(4, 1)), Occupant::Piece(PieceId(1)));
        assert_eq!(b.at(Cell::new(7, 7)), Occupant::Gap(GapId(1)));
    }

    #[test]
    fn the_layout_text_round_trips() {
        let b = Board::solved();
        let text = b.to_string();
        assert_eq!(text.len(), 80);
        assert_eq!(text.parse::<Board>(), Ok(b));
    }

    #[test]
    fn bad_layouts_say_what_is_wrong() {
        let good = Board::solved().to_string();
        assert_eq!(
            "123".parse::<Board>(),
            Err(LayoutError::Length {
                expected: 80,
                found: 3
            })
        );
        let mut bad = good.clone();
        bad.replace_range(5..6, "9");
        assert_eq!(
            bad.parse::<Board>(),
            Err(LayoutError::NotACoordinate {
                index: 5,
                found: '9'
            })
        );
        // Large piece 0 moved to (7, 0) sticks out.
        let mut bad = good.clone();
        bad.replace_range(0..2, "70");
        assert!(matches!(
            bad.parse::<Board>(),
            Err(LayoutError::OffBoard {
                piece: PieceId(0),
                ..
            })
        ));
        // Gap 1 put on gap 0's cell.
        let mut bad = good.clone();
        bad.replace_range(78..80, "76");
        assert_eq!(
            bad.parse::<Board>(),
            Err(LayoutError::Overlap {
                cell: Cell::new(7, 6)
            })
        );
        assert!(LayoutError::Overlap {
            cell: Cell::new(7, 6)
        }
        .to_string()
        .contains("(7, 6)"));
    }
}
