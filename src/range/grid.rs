//! The 13×13 starting-hand grid a range is painted on.

use super::{HandClass, Range};
use crate::cards::CardSet;

/// A range seen as the 13×13 starting-hand grid: for each cell, the weighted share of its
/// combos in the range (0 = none, 1 = all at full weight). Aces are row and column 0; suited
/// hands sit above the diagonal, offsuit below (see [`HandClass`]).
///
/// ```
/// use pokerlab::range::{Grid, HandClass, Range};
/// let range: Range = "AKs, AhKd, QQ:0.5".parse().unwrap();
/// let grid = Grid::from_range(&range);
/// assert_eq!(grid.get(0, 1), 1.0); // AKs
/// assert_eq!(grid.get(1, 0), 1.0 / 12.0); // one AKo of twelve
/// assert_eq!(grid.class("QQ".parse::<HandClass>().unwrap()), 0.5);
/// // Painting a grid back gives each class one weight.
/// assert_eq!(grid.to_range().to_string(), "AKs,QQ:0.5,AKo:0.083333336");
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    cells: [f32; HandClass::COUNT],
}

impl Default for Grid {
    fn default() -> Self {
        Grid {
            cells: [0.0; HandClass::COUNT],
        }
    }
}

impl Grid {
    /// Each cell's weighted share of its combos in `range`.
    pub fn from_range(range: &Range) -> Grid {
        let mut grid = Grid::default();
        for class in HandClass::all() {
            grid.cells[class.index()] = range.class_fraction(class);
        }
        grid
    }

    /// Each cell's share counted only over the combos that miss `dead` (board and known
    /// cards); a cell whose combos are all blocked shows 0.
    pub fn from_range_live(range: &Range, dead: CardSet) -> Grid {
        let mut grid = Grid::default();
        for class in HandClass::all() {
            grid.cells[class.index()] = range.class_fraction_live(class, dead).unwrap_or(0.0);
        }
        grid
    }

    /// The share in cell (`row`, `col`), 0 outside the grid.
    pub fn get(&self, row: usize, col: usize) -> f32 {
        HandClass::from_cell(row, col).map_or(0.0, |c| self.cells[c.index()])
    }

    /// The share of `class`.
    pub fn class(&self, class: HandClass) -> f32 {
        self.cells[class.index()]
    }

    /// Sets the share of `class` (clamped into `[0, 1]`; NaN counts as 0).
    pub fn set(&mut self, class: HandClass, share: f32) {
        self.cells[class.index()] = if share.is_nan() {
            0.0
        } else {
            share.clamp(0.0, 1.0)
        };
    }

    /// The shares by class index.
    pub fn cells(&self) -> &[f32; HandClass::COUNT] {
        &self.cells
    }

    /// The range with every combo of each class at that cell's share.
    pub fn to_range(&self) -> Range {
        let mut range = Range::empty();
        for class in HandClass::all() {
            range.set_class(class, self.cells[class.index()]);
        }
        range
    }
}
