//! Exact expected values of a multi-play round. The extra hands of a round draw from a fresh
//! deck less the held cards (C(52 − k, 5 − k) draws, not the first hand's C(47, 5 − k)), so
//! their EVs do not fit [`Ev`]'s denominator: this type has one that fits both, so a round's
//! value — the first hand's EV plus the extra hands' — is exact and holds compare exactly.

use std::fmt;
use std::ops::{Add, Sub};

use super::Ev;

/// An expected return per coin bet, exactly: a whole number of 1/63,387,673,044,696,000ths of
/// a coin.
///
/// The denominator is [`Ev::DENOMINATOR`] × 2,869,685, the least common multiple of
/// `Ev::DENOMINATOR` and 60 × C(52 − k, 5 − k) and 60 × C(53 − k, 5 − k) for k = 0..5 (the
/// draws of an extra hand of multi-play holding k cards, from a 52- or 53-card deck, in pay
/// units of 1/10 or 1/12 of a coin). So every single-hand [`Ev`] and every extra hand's EV is
/// a whole number of these, and so is a round's value. The numerator is 128 bits: a round of
/// a hundred hands of a royal at 4,000 per coin fits many times over.
///
/// ```
/// use pokerlab::video_poker::{Ev, RoundEv};
/// let first = RoundEv::from_ev(Ev::from_total(9 * 6, 47)); // four to a flush, first hand
/// let extra = RoundEv::from_total(10 * 6, 48); // an extra hand: 10 of 48 draws make it
/// assert!(extra > first);
/// let round = first + extra.times(2); // three-play
/// assert!((round.to_f64() - (54.0 / 47.0 + 2.0 * 60.0 / 48.0)).abs() < 1e-12);
/// assert_eq!(round.to_string(), "3.648936");
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RoundEv(u128);

impl RoundEv {
    /// How many units of a round EV make one unit of an [`Ev`].
    pub const PER_EV_UNIT: u128 = 2_869_685;
    /// The common denominator: [`Ev::DENOMINATOR`] × [`PER_EV_UNIT`](Self::PER_EV_UNIT).
    pub const DENOMINATOR: u128 = Ev::DENOMINATOR as u128 * Self::PER_EV_UNIT;
    /// Zero.
    pub const ZERO: RoundEv = RoundEv(0);
    /// [`DENOMINATOR`](Self::DENOMINATOR), which fits 64 bits.
    const DENOMINATOR_U64: u64 = Ev::DENOMINATOR * Self::PER_EV_UNIT as u64;

    /// A single-hand EV, exactly.
    pub const fn from_ev(ev: Ev) -> RoundEv {
        RoundEv(ev.numerator() as u128 * Self::PER_EV_UNIT)
    }

    /// The EV of a hold whose `draws` equally likely outcomes pay `total` coins in all.
    /// `draws` must divide [`DENOMINATOR`](Self::DENOMINATOR) (every draw count of a first or
    /// an extra hand does); otherwise the result is rounded down.
    pub const fn from_total(total: u64, draws: u64) -> RoundEv {
        RoundEv::from_units(total, draws, 1)
    }

    /// The EV of a hold whose `draws` outcomes pay `total` in all, in units of
    /// 1/`units_per_coin` of a coin (1, 10 or 12). Zero draws or units give zero.
    pub const fn from_units(total: u64, draws: u64, units_per_coin: u64) -> RoundEv {
        if draws == 0 || units_per_coin == 0 {
            return RoundEv(0);
        }
        // The denominator fits 64 bits: a 64-bit division (a 128-bit one is several times
        // slower, and a deal's analysis makes 32 of these).
        let per = Self::DENOMINATOR_U64 / draws.saturating_mul(units_per_coin);
        RoundEv((total as u128) * (per as u128))
    }

    /// The EV with this numerator over [`DENOMINATOR`](Self::DENOMINATOR).
    pub const fn from_numerator(numerator: u128) -> RoundEv {
        RoundEv(numerator)
    }

    /// The numerator over [`DENOMINATOR`](Self::DENOMINATOR).
    pub const fn numerator(self) -> u128 {
        self.0
    }

    /// `count` times this EV (a round's extra hands), saturating.
    #[must_use]
    pub const fn times(self, count: u32) -> RoundEv {
        RoundEv(self.0.saturating_mul(count as u128))
    }

    /// The EV as a float (coins returned per coin bet).
    pub fn to_f64(self) -> f64 {
        self.0 as f64 / Self::DENOMINATOR as f64
    }

    /// `self - other`, or zero if `other` is larger.
    #[must_use]
    pub const fn saturating_sub(self, other: RoundEv) -> RoundEv {
        RoundEv(self.0.saturating_sub(other.0))
    }
}

impl From<Ev> for RoundEv {
    fn from(ev: Ev) -> RoundEv {
        RoundEv::from_ev(ev)
    }
}

impl Add for RoundEv {
    type Output = RoundEv;
    fn add(self, rhs: RoundEv) -> RoundEv {
        RoundEv(self.0.saturating_add(rhs.0))
    }
}

impl Sub for RoundEv {
    type Output = RoundEv;
    /// Saturates at zero: a difference is used as "what the worse hold gives up".
    fn sub(self, rhs: RoundEv) -> RoundEv {
        self.saturating_sub(rhs)
    }
}

impl fmt::Display for RoundEv {
    /// Six decimals: `18.425532`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match f.precision() {
            Some(p) => write!(f, "{:.*}", p, self.to_f64()),
            None => write!(f, "{:.6}", self.to_f64()),
        }
    }
}

impl fmt::Debug for RoundEv {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "RoundEv({}/{} = {:.6})",
            self.0,
            Self::DENOMINATOR,
            self.to_f64()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn binomial(n: u128, k: u128) -> u128 {
        (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
    }

    #[test]
    fn the_denominator_is_the_lcm_of_every_draw_count_in_every_pay_unit() {
        fn gcd(a: u128, b: u128) -> u128 {
            if b == 0 { a } else { gcd(b, a % b) }
        }
        let mut lcm = Ev::DENOMINATOR as u128;
        for k in 0..=5 {
            for deck in [52, 53] {
                for draws in [binomial(deck - k, 5 - k), binomial(deck - 5, 5 - k)] {
                    let d = draws * 60;
                    assert_eq!(RoundEv::DENOMINATOR % d, 0, "deck {deck}, k {k}");
                    lcm = lcm / gcd(lcm, d) * d;
                }
            }
        }
        assert_eq!(lcm, RoundEv::DENOMINATOR);
    }

    #[test]
    fn a_single_hand_ev_converts_exactly_and_compares_with_extra_hand_evs() {
        let ev = Ev::from_units(12, 47, 10);
        assert_eq!(RoundEv::from_ev(ev), RoundEv::from_units(12, 47, 10));
        assert_eq!(RoundEv::from_ev(ev).to_f64(), ev.to_f64());
        assert!(RoundEv::from_total(1, 48) < RoundEv::from_total(1, 47));
        assert_eq!(
            RoundEv::from_total(5, 7) - RoundEv::from_total(6, 7),
            RoundEv::ZERO
        );
    }
}
