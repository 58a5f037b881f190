//! The answer to "what should I hold?" on a multi-play machine. The first hand draws from the
//! 47 cards left after the deal; each extra hand gets the same held cards and draws from its
//! own deck, by one of two rules ([`ExtraDeck`]). Where the extra decks are the cards not
//! dealt (IGT's machines) every hand has the first hand's EVs. Where they are a fresh deck
//! less only the held cards, the cards thrown away can come back: a round of h hands is worth
//! the first hand's EV plus h − 1 extra hands' EVs, and its best hold can differ from a single
//! hand's (at 9/6 Jacks or Better, Ks Ts 3c 6s 8h: one hand keeps Ks Ts, ten keep Ks).

use super::{Bet, DeckCard, Ev, ExtraDeck, Hands, HoldMask, HoldsAnalysis, RoundEv};

/// One hold of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundHold {
    /// Which cards are kept.
    pub mask: HoldMask,
    /// The first hand's EV per coin (its draws come from the 47 cards left, 48 with a joker).
    pub first: Ev,
    /// Each extra hand's EV per coin (the first hand's where the extra decks are the cards not
    /// dealt; where they are a deck less the held cards, an average over those draws).
    pub extra: RoundEv,
    /// The round's value per coin bet on each hand: `first + (hands − 1) × extra`.
    pub value: RoundEv,
}

/// The 32 holds of one deal scored for a round of several hands, made by
/// [`HoldsAnalysis::round`]. With one hand it orders the holds as the analysis does.
///
/// ```
/// use pokerlab::video_poker::{Bet, ExtraDeck, Hands, HoldEvaluator, PayTable};
/// let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
/// let dealt = pokerlab::parse_exact("Ks Ts 3c 6s 8h", 5).unwrap();
/// let analysis = evaluator.analyze(&dealt).unwrap();
/// assert_eq!(analysis.best().mask.describe(analysis.dealt()), "Ks Ts");
/// let ten = Hands::new(10).unwrap();
/// // On IGT's machines every hand plays as the first.
/// assert_eq!(analysis.round(ten, ExtraDeck::Undealt).best().mask, analysis.best().mask);
/// // Where the discards come back, the ten is worth less than their chance of returning.
/// let back = analysis.round(ten, ExtraDeck::LessHeld);
/// assert_eq!(back.best().mask.describe(analysis.dealt()), "Ks");
/// assert!(back.loss(analysis.best().mask).to_f64() > 0.0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundAnalysis {
    dealt: [DeckCard; 5],
    bet: Bet,
    hands: Hands,
    deck: ExtraDeck,
    by_mask: [RoundHold; 32],
    order: [HoldMask; 32],
    best_count: usize,
    single_best: HoldMask,
}

impl HoldsAnalysis {
    /// The holds scored for a round of `hands` hands whose extra hands draw from `deck`: each
    /// extra hand at its own EV.
    pub fn round(&self, hands: Hands, deck: ExtraDeck) -> RoundAnalysis {
        let extra_hands = u32::from(hands.count()).saturating_sub(1);
        let by_mask: [RoundHold; 32] = std::array::from_fn(|bits| {
            let hold = self.hold(HoldMask::from_bits(bits as u8));
            let extra = match deck {
                ExtraDeck::Undealt => RoundEv::from_ev(hold.ev),
                ExtraDeck::LessHeld => hold.extra_ev,
            };
            RoundHold {
                mask: hold.mask,
                first: hold.ev,
                extra,
                value: RoundEv::from_ev(hold.ev) + extra.times(extra_hands),
            }
        });
        // The order of HoldsAnalysis: value, cards held, then the mask read first card first.
        let mut keys = [(0u128, 0u8, 0u8, HoldMask::NONE); 32];
        for (key, mask) in keys.iter_mut().zip(HoldMask::all()) {
            let reading = (0..5).fold(0u8, |acc, i| acc << 1 | mask.is_held(i) as u8);
            let value = by_mask[mask.bits() as usize].value.numerator();
            *key = (value, mask.count() as u8, reading, mask);
        }
        keys.sort_unstable_by(|a, b| b.cmp(a));
        let order = keys.map(|k| k.3);
        let best = by_mask[order[0].bits() as usize].value;
        let best_count = order
            .iter()
            .take_while(|m| by_mask[m.bits() as usize].value == best)
            .count();
        RoundAnalysis {
            dealt: *self.dealt(),
            bet: self.bet(),
            hands,
            deck,
            by_mask,
            order,
            best_count,
            single_best: self.best().mask,
        }
    }

    /// Each extra hand's EV of holding `mask` where the extra hands draw from a fresh deck less
    /// the held cards ([`ExtraDeck::LessHeld`]).
    pub fn extra_ev(&self, mask: HoldMask) -> RoundEv {
        self.hold(mask).extra_ev
    }
}

impl RoundAnalysis {
    /// The five dealt cards, in the order given.
    pub fn dealt(&self) -> &[DeckCard; 5] {
        &self.dealt
    }

    /// The bet on each hand (EVs are per coin at this bet).
    pub fn bet(&self) -> Bet {
        self.bet
    }

    /// The hands played from the hold.
    pub fn hands(&self) -> Hands {
        self.hands
    }

    /// The deck the extra hands draw from.
    pub fn deck(&self) -> ExtraDeck {
        self.deck
    }

    /// All 32 holds, the best for the round first.
    pub fn holds(&self) -> impl ExactSizeIterator<Item = &RoundHold> + '_ {
        self.order.iter().map(|m| &self.by_mask[m.bits() as usize])
    }

    /// The best hold for the round (the first of [`best_holds`](Self::best_holds)).
    pub fn best(&self) -> &RoundHold {
        &self.by_mask[self.order[0].bits() as usize]
    }

    /// Every hold whose round value equals the best exactly.
    pub fn best_holds(&self) -> impl ExactSizeIterator<Item = &RoundHold> + '_ {
        self.order[..self.best_count]
            .iter()
            .map(|m| &self.by_mask[m.bits() as usize])
    }

    /// The hold `mask` with its EVs.
    pub fn hold(&self, mask: HoldMask) -> &RoundHold {
        &self.by_mask[mask.bits() as usize]
    }

    /// The round value of holding `mask`, per coin bet on each hand.
    pub fn value(&self, mask: HoldMask) -> RoundEv {
        self.hold(mask).value
    }

    /// What holding `mask` gives up on the round against its best hold, per coin bet on each
    /// hand (zero for a best hold).
    pub fn loss(&self, mask: HoldMask) -> RoundEv {
        self.best().value - self.value(mask)
    }

    /// Whether `mask` is a best hold of the round (ties included).
    pub fn is_best(&self, mask: HoldMask) -> bool {
        self.value(mask) == self.best().value
    }

    /// The rank of `mask` among the holds of the round: 1 plus the number of holds worth
    /// strictly more.
    pub fn place(&self, mask: HoldMask) -> usize {
        let value = self.value(mask);
        1 + self.holds().filter(|h| h.value > value).count()
    }

    /// The best hold of a single hand (the first of the analysis' ties).
    pub fn single_best(&self) -> HoldMask {
        self.single_best
    }

    /// The single hand's best hold, when it is not a best hold of the round: the round is
    /// played differently from one hand.
    pub fn single_best_differs(&self) -> Option<HoldMask> {
        (!self.is_best(self.single_best)).then_some(self.single_best)
    }
}
