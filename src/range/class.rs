//! The 169 starting-hand classes (`AA`, `AKs`, `AKo`, …) numbered by their cell in the 13×13
//! grid, so the range grid, the preflop table, the ranking and the Odds Grid chart share one
//! index.
//!
//! Before the flop, suits only matter by whether the two hole cards share one, so the 1,326
//! two-card hands fall into 169 classes: 13 pairs (6 combos each), 78 suited hands (4 each)
//! and 78 offsuit hands (12 each).

use std::fmt;
use std::str::FromStr;

use super::{COMBO_COUNT, Combo, RangeError};
use crate::cards::{Card, CardSet, Rank, Suit};

/// What kind of starting hand a class is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Two cards of one rank: 6 combos.
    Pair,
    /// Two ranks, one suit: 4 combos.
    Suited,
    /// Two ranks, two suits: 12 combos.
    Offsuit,
}

impl Shape {
    /// How many combos a class of this shape has: 6, 4 or 12.
    pub const fn combo_count(self) -> usize {
        match self {
            Shape::Pair => 6,
            Shape::Suited => 4,
            Shape::Offsuit => 12,
        }
    }
}

/// A starting-hand class: a pair (`77`), a suited hand (`AKs`) or an offsuit hand (`AKo`).
///
/// Its index is its cell in the usual 13×13 grid, `row * 13 + col`, aces in row and column 0:
/// pairs on the diagonal, suited hands above it (row = high card), offsuit hands below it
/// (column = high card). So `AA` is 0, `AKs` is 1, `AKo` is 13 and `22` is 168.
///
/// ```
/// use pokerlab::range::{HandClass, Shape};
/// let aks: HandClass = "AKs".parse().unwrap();
/// assert_eq!((aks.index(), aks.row(), aks.col()), (1, 0, 1));
/// assert_eq!(aks.shape(), Shape::Suited);
/// assert_eq!(aks.combos().len(), 4);
/// let ako = HandClass::from_cell(1, 0).unwrap();
/// assert_eq!(ako.to_string(), "AKo");
/// assert_eq!(HandClass::all().map(|c| c.combos().len()).sum::<usize>(), 1326);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandClass(u8);

/// The grid's row (or column) for a rank: aces at 0, deuces at 12.
const fn line(rank: Rank) -> usize {
    12 - rank as usize
}

/// The rank on a grid row or column (0 = ace … 12 = deuce), for `line < 13`.
const fn rank_of_line(line: usize) -> Rank {
    Rank::ALL[12 - line]
}

/// Each class's combos (unused slots hold 0), by class index; built at compile time.
static CLASS_COMBOS: [[u16; 12]; HandClass::COUNT] = {
    let mut table = [[0u16; 12]; HandClass::COUNT];
    let mut counts = [0usize; HandClass::COUNT];
    let mut hi = 1;
    while hi < 52 {
        let mut lo = 0;
        while lo < hi {
            let a = Card::new(Rank::ALL[hi % 13], crate::cards::Suit::ALL[hi / 13]);
            let b = Card::new(Rank::ALL[lo % 13], crate::cards::Suit::ALL[lo / 13]);
            let class = HandClass::of(a, b).0 as usize;
            table[class][counts[class]] = (hi * (hi - 1) / 2 + lo) as u16;
            counts[class] += 1;
            lo += 1;
        }
        hi += 1;
    }
    table
};

/// Each combo's class index, by combo index: [`CLASS_COMBOS`] the other way round.
static COMBO_CLASSES: [u8; COMBO_COUNT] = {
    let mut table = [0u8; COMBO_COUNT];
    let mut class = 0;
    while class < HandClass::COUNT {
        let count = HandClass(class as u8).combo_count();
        let mut k = 0;
        while k < count {
            table[CLASS_COMBOS[class][k] as usize] = class as u8;
            k += 1;
        }
        class += 1;
    }
    table
};

impl HandClass {
    /// How many classes there are: 13 pairs, 78 suited and 78 offsuit hands.
    pub const COUNT: usize = 169;
    /// Pocket aces, class 0.
    pub const AA: HandClass = HandClass(0);

    /// The class of two cards.
    pub const fn of(a: Card, b: Card) -> HandClass {
        let (ra, rb) = (a.rank(), b.rank());
        let (hi, lo) = if (ra as u8) >= (rb as u8) {
            (ra, rb)
        } else {
            (rb, ra)
        };
        if ra as u8 == rb as u8 {
            HandClass::pair(ra)
        } else if a.suit() as u8 == b.suit() as u8 {
            HandClass((line(hi) * 13 + line(lo)) as u8)
        } else {
            HandClass((line(lo) * 13 + line(hi)) as u8)
        }
    }

    /// The class of two hole cards; `None` unless `hole` holds exactly two cards.
    ///
    /// ```
    /// use pokerlab::range::HandClass;
    /// let hole = "Kh Ah".parse().unwrap();
    /// assert_eq!(HandClass::from_cards(hole).unwrap().to_string(), "AKs");
    /// assert_eq!(HandClass::from_cards("Ah".parse().unwrap()), None);
    /// ```
    pub fn from_cards(hole: CardSet) -> Option<HandClass> {
        Combo::from_set(hole).map(Combo::class)
    }

    /// The pair of `rank`.
    pub const fn pair(rank: Rank) -> HandClass {
        HandClass((line(rank) * 14) as u8)
    }

    /// The suited hand of two ranks (either order); `None` if the ranks are equal.
    pub const fn suited(a: Rank, b: Rank) -> Option<HandClass> {
        match (line(a), line(b)) {
            (x, y) if x < y => Some(HandClass((x * 13 + y) as u8)),
            (x, y) if x > y => Some(HandClass((y * 13 + x) as u8)),
            _ => None,
        }
    }

    /// The offsuit hand of two ranks (either order); `None` if the ranks are equal.
    pub const fn offsuit(a: Rank, b: Rank) -> Option<HandClass> {
        match (line(a), line(b)) {
            (x, y) if x < y => Some(HandClass((y * 13 + x) as u8)),
            (x, y) if x > y => Some(HandClass((x * 13 + y) as u8)),
            _ => None,
        }
    }

    /// The class in grid cell (`row`, `col`), both in `0..13`, aces first.
    pub const fn from_cell(row: usize, col: usize) -> Option<HandClass> {
        if row < 13 && col < 13 {
            Some(HandClass((row * 13 + col) as u8))
        } else {
            None
        }
    }

    /// The class with this index (`0..169`).
    pub const fn from_index(index: usize) -> Option<HandClass> {
        if index < Self::COUNT {
            Some(HandClass(index as u8))
        } else {
            None
        }
    }

    /// The class's index, `row * 13 + col`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The grid row: 0 for aces … 12 for deuces (the high card for suited hands, the low card
    /// for offsuit hands).
    pub const fn row(self) -> usize {
        self.0 as usize / 13
    }

    /// The grid column: 0 for aces … 12 for deuces.
    pub const fn col(self) -> usize {
        self.0 as usize % 13
    }

    /// Pair, suited or offsuit.
    pub const fn shape(self) -> Shape {
        let (row, col) = (self.row(), self.col());
        if row == col {
            Shape::Pair
        } else if row < col {
            Shape::Suited
        } else {
            Shape::Offsuit
        }
    }

    /// The higher rank (the pair's rank for a pair).
    pub const fn high(self) -> Rank {
        let (row, col) = (self.row(), self.col());
        rank_of_line(if row < col { row } else { col })
    }

    /// The lower rank (the pair's rank for a pair).
    pub const fn low(self) -> Rank {
        let (row, col) = (self.row(), self.col());
        rank_of_line(if row > col { row } else { col })
    }

    /// How many combos the class has: 6, 4 or 12.
    pub const fn combo_count(self) -> usize {
        self.shape().combo_count()
    }

    /// One combo of the class, always the same: the higher card a spade, the lower one a spade
    /// too if the class is suited, otherwise a heart (`AsKs`, `AsKh`, `AsAh`). Preflop against
    /// random hands every combo of a class does equally well, so this one stands for all.
    ///
    /// ```
    /// use pokerlab::range::HandClass;
    /// let ako: HandClass = "AKo".parse().unwrap();
    /// assert_eq!(ako.representative().to_string(), "AsKh");
    /// assert_eq!(ako.representative().class(), ako);
    /// ```
    pub fn representative(self) -> Combo {
        let second = match self.shape() {
            Shape::Suited => Suit::Spades,
            Shape::Pair | Shape::Offsuit => Suit::Hearts,
        };
        let high = Card::new(self.high(), Suit::Spades);
        // The two cards differ: different ranks, or a pair's spade and heart.
        Combo::new(high, Card::new(self.low(), second)).unwrap_or(Combo::from_raw(0))
    }

    /// The class's combos.
    pub fn combos(self) -> impl ExactSizeIterator<Item = Combo> + Clone {
        // The table holds only indices of real combos.
        self.combo_indices().iter().map(|&i| Combo::from_raw(i))
    }

    /// The class's combo indices, without allocating: the first
    /// [`combo_count`](Self::combo_count) entries are valid.
    pub(crate) fn combo_indices(self) -> &'static [u16] {
        &CLASS_COMBOS[self.index()][..self.combo_count()]
    }

    /// All 169 classes in index order (row by row, aces first).
    pub fn all() -> impl Iterator<Item = HandClass> + Clone {
        (0..Self::COUNT as u8).map(HandClass)
    }
}

impl fmt::Display for HandClass {
    /// `AA`, `AKs`, `AKo`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (hi, lo) = (self.high().to_char(), self.low().to_char());
        match self.shape() {
            Shape::Pair => write!(f, "{hi}{lo}"),
            Shape::Suited => write!(f, "{hi}{lo}s"),
            Shape::Offsuit => write!(f, "{hi}{lo}o"),
        }
    }
}

impl fmt::Debug for HandClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for HandClass {
    type Err = RangeError;

    /// Parses one class: `AA`, `AKs`, `AKo` (any case, `10` for a ten). `AK`, which names two
    /// classes, is a range, not a class.
    fn from_str(s: &str) -> Result<HandClass, RangeError> {
        let text = s.trim();
        let pos = s.len() - s.trim_start().len();
        let unknown = || RangeError::syntax(pos, text, format!("unknown hand class `{text}`"));
        let (first, rest) = split_rank(text).ok_or_else(unknown)?;
        let (second, suffix) = split_rank(rest).ok_or_else(unknown)?;
        match (suffix.to_ascii_lowercase().as_str(), first == second) {
            ("", true) => Ok(HandClass::pair(first)),
            ("s", false) => HandClass::suited(first, second).ok_or_else(unknown),
            ("o", false) => HandClass::offsuit(first, second).ok_or_else(unknown),
            ("", false) => Err(RangeError::syntax(
                pos,
                text,
                format!("one class needs `s` or `o` after `{text}`"),
            )),
            _ => Err(unknown()),
        }
    }
}

impl Combo {
    /// The combo's starting-hand class (`AKs`, `AKo`, `77`). (Defined here, with the classes,
    /// so that a combo knows nothing of classes and the two modules do not import each other.)
    #[inline]
    pub fn class(self) -> HandClass {
        HandClass(COMBO_CLASSES[self.index()])
    }
}

/// Splits a leading rank (`2`–`9`, `T` or `10`, `J`, `Q`, `K`, `A`, any case) off `s`: the
/// start of a class's name, and of every hand the range parser reads.
pub(crate) fn split_rank(s: &str) -> Option<(Rank, &str)> {
    if let Some(rest) = s.strip_prefix("10") {
        return Some((Rank::Ten, rest));
    }
    let c = s.chars().next()?;
    Rank::from_char(c).map(|rank| (rank, &s[c.len_utf8()..]))
}
