//! The answer to "what should I hold?": the exact EV of all 32 holds of a dealt hand, best
//! first, with exact ties and what any other hold gives up.

use super::{Bet, DeckCard, Ev, HoldMask, RoundEv};

/// One hold and its exact expected value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HoldEv {
    /// Which cards are kept.
    pub mask: HoldMask,
    /// The sum, over every possible draw, of the per-coin pay of the final hand, in the pay
    /// table's units ([`PayTable::units_per_coin`](super::PayTable::units_per_coin): whole
    /// coins for most tables).
    pub total: u64,
    /// How many draws there are: C(47, number of cards replaced), or C(48, …) with a joker.
    pub draws: u64,
    /// `total / draws` (in coins), exactly: coins returned per coin bet.
    pub ev: Ev,
    /// With multi-play, the same sum for each extra hand: over every draw from a fresh deck
    /// less the held cards (the cards thrown away can come back), in the same units.
    pub extra_total: u64,
    /// An extra hand's draws: C(52 − cards held, cards replaced), or C(53 − …) with a joker.
    pub extra_draws: u64,
    /// `extra_total / extra_draws` (in coins), exactly: an extra hand's return per coin bet.
    pub extra_ev: RoundEv,
}

/// The exact EV of every hold of one dealt hand, made by
/// [`HoldEvaluator::analyze`](super::HoldEvaluator::analyze).
///
/// ```
/// use pokerlab::video_poker::{Bet, HoldEvaluator, HoldMask, PayTable};
/// let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
/// let dealt = pokerlab::parse_exact("As Ks Qs Js 9s", 5).unwrap();
/// let analysis = evaluator.analyze(&dealt).unwrap();
/// // A made flush (6 per coin) is worth less than drawing to the royal.
/// assert_eq!(analysis.best().mask.to_string(), "11110");
/// let flush: HoldMask = "11111".parse().unwrap();
/// assert_eq!(analysis.ev(flush).to_f64(), 6.0);
/// assert!(analysis.loss(flush).to_f64() > 12.0);
/// assert_eq!(analysis.holds().count(), 32);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HoldsAnalysis {
    dealt: [DeckCard; 5],
    bet: Bet,
    by_mask: [HoldEv; 32],
    order: [HoldMask; 32],
    best_count: usize,
}

impl HoldsAnalysis {
    /// Sorts the 32 holds: higher EV first; among exact ties, more cards held first, then the
    /// hold whose mask reads larger (`11000` before `10100`).
    pub(crate) fn new(dealt: [DeckCard; 5], bet: Bet, by_mask: [HoldEv; 32]) -> HoldsAnalysis {
        // Sort keys once: EV, cards held, and the mask read with the first card as the most
        // significant bit (so larger reads larger), all descending.
        let mut keys = [(0u64, 0u8, 0u8, HoldMask::NONE); 32];
        for (key, mask) in keys.iter_mut().zip(HoldMask::all()) {
            let reading = (0..5).fold(0u8, |acc, i| acc << 1 | mask.is_held(i) as u8);
            let ev = by_mask[mask.bits() as usize].ev.numerator();
            *key = (ev, mask.count() as u8, reading, mask);
        }
        keys.sort_unstable_by(|a, b| b.cmp(a));
        let order = keys.map(|k| k.3);
        let best_ev = by_mask[order[0].bits() as usize].ev;
        let best_count = order
            .iter()
            .take_while(|m| by_mask[m.bits() as usize].ev == best_ev)
            .count();
        HoldsAnalysis {
            dealt,
            bet,
            by_mask,
            order,
            best_count,
        }
    }

    /// The five dealt cards, in the order given (a joker is [`DeckCard::JOKER`]).
    pub fn dealt(&self) -> &[DeckCard; 5] {
        &self.dealt
    }

    /// The bet the EVs are for (per coin at this bet).
    pub fn bet(&self) -> Bet {
        self.bet
    }

    /// All 32 holds, best first.
    pub fn holds(&self) -> impl ExactSizeIterator<Item = &HoldEv> + '_ {
        self.order.iter().map(|m| &self.by_mask[m.bits() as usize])
    }

    /// The best hold (the first of [`best_holds`](Self::best_holds)).
    pub fn best(&self) -> &HoldEv {
        &self.by_mask[self.order[0].bits() as usize]
    }

    /// Every hold whose EV equals the best exactly.
    pub fn best_holds(&self) -> impl ExactSizeIterator<Item = &HoldEv> + '_ {
        self.order[..self.best_count]
            .iter()
            .map(|m| &self.by_mask[m.bits() as usize])
    }

    /// The hold `mask` with its EV.
    pub fn hold(&self, mask: HoldMask) -> &HoldEv {
        &self.by_mask[mask.bits() as usize]
    }

    /// The EV of holding `mask`.
    pub fn ev(&self, mask: HoldMask) -> Ev {
        self.hold(mask).ev
    }

    /// What holding `mask` gives up against the best hold (zero for a best hold).
    pub fn loss(&self, mask: HoldMask) -> Ev {
        self.best().ev - self.ev(mask)
    }

    /// Whether `mask` is a best hold (ties included).
    pub fn is_best(&self, mask: HoldMask) -> bool {
        self.ev(mask) == self.best().ev
    }

    /// The rank of `mask` among the holds: 1 plus the number of holds with a strictly higher
    /// EV (so best holds are 1, and ties share a place).
    pub fn place(&self, mask: HoldMask) -> usize {
        let ev = self.ev(mask);
        1 + self.holds().filter(|h| h.ev > ev).count()
    }
}
