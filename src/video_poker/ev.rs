//! Expected values as exact fractions, so ties between holds are exact and nothing is lost to
//! rounding when a trainer says how much a hold gives up.

use std::fmt;
use std::ops::{Add, Sub};

/// An expected return per coin bet, exactly: a whole number of 1/22,088,721,600ths of a coin.
///
/// The denominator is 60 times the least common multiple of C(47, k) and C(48, k) for
/// k = 0..5 — the number of possible draws when holding 5, 4, … 0 cards from a 52- or a
/// 53-card deck — so every hold's EV (total pay over its draws divided by the number of draws)
/// is such a whole number, also when pays come in tenths of a coin or a table's bet is six
/// coins (pay units of 1/10 or 1/12 of a coin). EVs of holds of different sizes compare
/// exactly.
///
/// ```
/// use pokerlab::video_poker::Ev;
/// // Holding a made royal at max bet in 9/6 Jacks or Better: 800 per coin, exactly.
/// let royal = Ev::from_total(800, 1);
/// assert_eq!(royal.to_f64(), 800.0);
/// // Four to a flush: 9 of 47 draws pay 6.
/// let flush_draw = Ev::from_total(9 * 6, 47);
/// assert!((flush_draw.to_f64() - 54.0 / 47.0).abs() < 1e-12);
/// assert!(royal > flush_draw);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ev(u64);

impl Ev {
    /// The common denominator: 60 × lcm of C(47, k) and C(48, k), k = 0..=5.
    pub const DENOMINATOR: u64 = 22_088_721_600;
    /// Zero.
    pub const ZERO: Ev = Ev(0);

    /// The EV of a hold whose `draws` equally likely outcomes pay `total` per coin in all.
    /// `draws` must divide [`DENOMINATOR`](Self::DENOMINATOR) (it does for every hold: 1, 47,
    /// 1,081, 16,215, 178,365 or 1,533,939 draws, or 48, 1,128, … with a joker); otherwise the
    /// result is rounded down.
    pub const fn from_total(total: u64, draws: u64) -> Ev {
        Ev::from_units(total, draws, 1)
    }

    /// The EV of a hold whose `draws` outcomes pay `total` in all, counted in units of
    /// 1/`units_per_coin` of a coin (a table's [pay unit](super::PayTable::units_per_coin):
    /// 1, 10 or 12). `draws × units_per_coin` must divide
    /// [`DENOMINATOR`](Self::DENOMINATOR).
    ///
    /// ```
    /// use pokerlab::video_poker::Ev;
    /// // Pays of 1.2 coins in tenths: twelve tenths on one draw of one.
    /// assert_eq!(Ev::from_units(12, 1, 10).to_f64(), 1.2);
    /// ```
    pub const fn from_units(total: u64, draws: u64, units_per_coin: u64) -> Ev {
        if draws == 0 || units_per_coin == 0 {
            return Ev(0);
        }
        Ev(total * (Self::DENOMINATOR / (draws * units_per_coin)))
    }

    /// The EV with this numerator over [`DENOMINATOR`](Self::DENOMINATOR).
    pub const fn from_numerator(numerator: u64) -> Ev {
        Ev(numerator)
    }

    /// The numerator over [`DENOMINATOR`](Self::DENOMINATOR).
    pub const fn numerator(self) -> u64 {
        self.0
    }

    /// The EV as a float (coins returned per coin bet).
    pub fn to_f64(self) -> f64 {
        self.0 as f64 / Self::DENOMINATOR as f64
    }

    /// `self - other`, or zero if `other` is larger.
    #[must_use]
    pub const fn saturating_sub(self, other: Ev) -> Ev {
        Ev(self.0.saturating_sub(other.0))
    }
}

impl Add for Ev {
    type Output = Ev;
    fn add(self, rhs: Ev) -> Ev {
        Ev(self.0.saturating_add(rhs.0))
    }
}

impl Sub for Ev {
    type Output = Ev;
    /// Saturates at zero: an EV difference is used as "what the worse hold gives up".
    fn sub(self, rhs: Ev) -> Ev {
        self.saturating_sub(rhs)
    }
}

impl fmt::Display for Ev {
    /// Six decimals: `18.425532`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match f.precision() {
            Some(p) => write!(f, "{:.*}", p, self.to_f64()),
            None => write!(f, "{:.6}", self.to_f64()),
        }
    }
}

impl fmt::Debug for Ev {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Ev({}/{} = {:.6})",
            self.0,
            Self::DENOMINATOR,
            self.to_f64()
        )
    }
}
