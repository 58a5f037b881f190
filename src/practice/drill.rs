//! A drill: what a practice session deals, hand after hand — a spot template, the boards, and
//! which seat the player takes — and the key a solved spot is cached by.

use std::fmt;

use rand::{Rng, RngExt};
use thiserror::Error;

use super::deal::DealError;
use super::filter::BoardChoice;
use crate::cards::CardSet;
use crate::solver::{Player, Spot, SpotError, Street};

/// The seat the player takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Seat {
    /// Out of position, every hand.
    Oop,
    /// In position, every hand.
    #[default]
    Ip,
    /// Either, drawn at random (even odds) for each hand.
    Both,
}

impl Seat {
    /// `oop`, `ip` or `both`.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::Oop => "oop",
            Seat::Ip => "ip",
            Seat::Both => "both",
        }
    }

    /// The player's position for the next hand (a coin flip for [`Seat::Both`]).
    pub fn pick(self, rng: &mut impl Rng) -> Player {
        match self {
            Seat::Oop => Player::Oop,
            Seat::Ip => Player::Ip,
            Seat::Both => {
                if rng.random::<bool>() {
                    Player::Oop
                } else {
                    Player::Ip
                }
            }
        }
    }
}

impl std::str::FromStr for Seat {
    type Err = DrillError;

    /// `oop`, `ip` or `both`, in any case.
    fn from_str(text: &str) -> Result<Seat, DrillError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "oop" => Ok(Seat::Oop),
            "ip" => Ok(Seat::Ip),
            "both" => Ok(Seat::Both),
            _ => Err(DrillError::Seat(text.to_owned())),
        }
    }
}

/// What is wrong with a drill.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum DrillError {
    /// A fixed board that is not 3, 4 or 5 cards.
    #[error("a drill's board has 3, 4 or 5 cards, not {0}")]
    BoardSize(usize),
    /// The spot on a dealt board is not one the solver takes.
    #[error("{0}")]
    Spot(#[from] SpotError),
    /// No board could be dealt.
    #[error("{0}")]
    Deal(#[from] DealError),
    /// An unknown seat.
    #[error("`{0}` is not a seat: use oop, ip or both")]
    Seat(String),
}

/// A drill: the spot template, where its boards come from, the player's seat, and who had the
/// betting lead coming into the spot (the preflop raiser, for c-bets and donk bets in
/// [`NodeKind`](super::NodeKind)).
///
/// `spot.board` is not used: each hand's board comes from `board`.
#[derive(Clone, Debug, PartialEq)]
pub struct Drill {
    /// The ranges, pot, stack and sizes.
    pub spot: Spot,
    /// The boards.
    pub board: BoardChoice,
    /// The player's seat.
    pub seat: Seat,
    /// Who made the last bet or raise before the spot (the preflop raiser), if known.
    pub initiative: Option<Player>,
}

impl Drill {
    /// The street the drill's hands start on.
    pub fn street(&self) -> Result<Street, DrillError> {
        match self.board {
            BoardChoice::Fixed(board) => {
                Street::of_board(board.len()).ok_or(DrillError::BoardSize(board.len()))
            }
            BoardChoice::Filter { street, .. } => Ok(street),
        }
    }

    /// Deals the next hand's board.
    pub fn deal_board(&self, rng: &mut impl Rng) -> Result<CardSet, DrillError> {
        self.street()?;
        Ok(self.board.deal(CardSet::EMPTY, rng)?)
    }

    /// The next hand's spot and the player's seat, drawing from `rng` in this order: the
    /// board (nothing for a fixed board), then the seat (nothing unless [`Seat::Both`]). A
    /// filtered board on which the spot is refused (a range with no combo left on it) is dealt
    /// again, up to 100 times. Deal the combos next with
    /// [`PracticeHand::deal`](super::PracticeHand::deal) and the same `rng`, so that a seed
    /// replays a session.
    pub fn deal_spot(&self, rng: &mut impl Rng) -> Result<(Spot, Player), DrillError> {
        let mut tries = 0;
        let spot = loop {
            let board = self.deal_board(rng)?;
            match self.spot_on(board) {
                Ok(spot) => break spot,
                Err(e) if matches!(self.board, BoardChoice::Fixed(_)) || tries >= 100 => {
                    return Err(e);
                }
                Err(_) => tries += 1,
            }
        };
        Ok((spot, self.seat.pick(rng)))
    }

    /// The spot on `board`, checked.
    pub fn spot_on(&self, board: CardSet) -> Result<Spot, DrillError> {
        let spot = Spot {
            board,
            ..self.spot.clone()
        };
        spot.check()?;
        Ok(spot)
    }
}

/// A 64-bit name of a spot — ranges (every combo's weight), board, pot, stack, sizes, raise
/// cap and all-in threshold — for a cache of solves: equal spots have equal keys, and a
/// change to any part gives another key but for a 2⁻⁶⁴ chance. It is FNV-1a over the spot's
/// fields, the same on every platform and version, so a key can name a file.
///
/// ```
/// use pokerlab::practice::SpotKey;
/// use pokerlab::solver::Spot;
/// let spot = Spot {
///     oop: "QQ+".parse()?, ip: "JJ-99".parse()?, board: "Ks 7d 2c 3h 4s".parse()?,
///     pot: 100.0, stack: 200.0, bets: "75,a".parse()?, raises: "".parse()?,
///     raise_cap: 0, all_in_threshold: 0.0,
/// };
/// let other = Spot { pot: 101.0, ..spot.clone() };
/// assert_eq!(SpotKey::of(&spot), SpotKey::of(&spot.clone()));
/// assert_ne!(SpotKey::of(&spot), SpotKey::of(&other));
/// assert_eq!(SpotKey::of(&spot).to_string().len(), 16);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SpotKey(pub u64);

impl SpotKey {
    /// The key of `spot`.
    pub fn of(spot: &Spot) -> SpotKey {
        let mut hash = Fnv::default();
        for range in [&spot.oop, &spot.ip] {
            for (combo, weight) in range.combos() {
                hash.write(&(combo.index() as u16).to_le_bytes());
                hash.write(&weight.to_bits().to_le_bytes());
            }
            hash.write(b"|");
        }
        hash.write(&spot.board.bits().to_le_bytes());
        hash.write(&spot.pot.to_bits().to_le_bytes());
        hash.write(&spot.stack.to_bits().to_le_bytes());
        hash.write(spot.bets.to_string().as_bytes());
        hash.write(b"|");
        hash.write(spot.raises.to_string().as_bytes());
        hash.write(b"|");
        hash.write(&[spot.raise_cap]);
        hash.write(&spot.all_in_threshold.to_bits().to_le_bytes());
        SpotKey(hash.0)
    }
}

impl fmt::Display for SpotKey {
    /// Sixteen lower-case hex digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// 64-bit FNV-1a (Fowler, Noll, Vo).
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}
