//! The vocabulary of a strategy chart: what a hold *is* in a player's terms.
//!
//! Every hold of every deal is described by one [`Pattern`]: how many wild cards it keeps, and
//! the shape of its other (natural) cards — a made hand kept whole, n of a kind, two pair, n to
//! a royal flush, n to a straight flush (by how many straight flushes the cards fit in and how
//! many high cards they hold), n to a flush, n to a straight, unsuited high cards, a single
//! card, or nothing. The shape depends only on ranks and on which cards share a suit, never on
//! which suit, so every deal of a class of suit relabellings gets the same patterns.
//!
//! Where a pay table pays pairs by rank (Jacks or Better and its bonus games), pairs, trips,
//! quads and high cards are told apart by rank; where it does not (Deuces Wild), they are not.

use super::super::{Bet, DeckCard, GameKind, PayClass, PayTable};
use crate::cards::{CardSet, Rank, Suit};

/// Ten through ace, as rank bits.
pub(crate) const ROYAL_RANKS: u16 = 0x1f00;

/// The ten five-rank windows a straight can fill: the wheel (A-2-3-4-5), then 2-6 … T-A.
const WINDOWS: [u16; 10] = [
    0x100f,
    0x1f,
    0x1f << 1,
    0x1f << 2,
    0x1f << 3,
    0x1f << 4,
    0x1f << 5,
    0x1f << 6,
    0x1f << 7,
    0x1f << 8,
];

/// The shape of a hold's natural (not wild) cards.
///
/// Ranks are indices 0 (deuce) to 12 (ace); rank sets are 13 bits, bit 0 the deuce.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Shape {
    /// No natural card kept (with no wild card either: discard everything).
    Discard,
    /// All five cards kept: the final hand's pay class.
    Pat(PayClass),
    /// All five cards kept, five of a kind made with wild cards: its pay class and the rank
    /// of its natural cards (three deuces and a pair of tens are kept, of threes not).
    Fives {
        /// The pay class ([`PayClass::FiveOfAKind`], [`PayClass::FiveAces`] or
        /// [`PayClass::FiveThreesToFives`]).
        class: PayClass,
        /// The natural cards' rank.
        rank: u8,
    },
    /// `count` cards of one rank (`rank` where the game pays by rank), and, for a pair or
    /// trips, possibly one kicker (by rank where the game pays by rank).
    Kind {
        /// How many of the rank: 1 is never used (that is [`Shape::Single`]); 2, 3 or 4.
        count: u8,
        /// The rank, where it matters.
        rank: Option<u8>,
        /// The one other card kept with a pair or trips, by rank, where it matters.
        kicker: Option<u8>,
        /// Whether a kicker is kept (its rank may not matter).
        with_kicker: bool,
    },
    /// Two pairs, by the higher pair's rank where it matters.
    TwoPair {
        /// The higher pair's rank, where it matters.
        high: Option<u8>,
    },
    /// `n` suited cards all ten or higher: n to a royal flush (`ranks` named, for two or three
    /// cards, where the game pays high cards).
    Royal {
        /// Natural cards kept.
        n: u8,
        /// Their ranks, where they matter.
        ranks: Option<u16>,
    },
    /// `n` suited cards that fit in a straight flush (not all ten or higher).
    StraightFlush {
        /// Natural cards kept.
        n: u8,
        /// How many five-rank windows they fit in.
        ways: u8,
        /// How many are high cards.
        high: u8,
        /// Where a rank is wild (deuces): how many ranks the cards span, lowest to highest
        /// (an ace that fits only A-2-3-4-5 counting low): suited 3-4-5 spans 3, and with a
        /// deuce filling A-2-3-4-5 and 2-3-4-5-6 it is worth more than its one way says. 0
        /// where no rank is wild.
        spread: u8,
    },
    /// `n` suited cards that fit in no straight.
    Flush {
        /// Natural cards kept.
        n: u8,
        /// How many are high cards.
        high: u8,
    },
    /// `n` cards of different ranks, not all of one suit, that fit in a straight.
    Straight {
        /// Natural cards kept.
        n: u8,
        /// How many five-rank windows they fit in.
        ways: u8,
        /// How many are high cards.
        high: u8,
    },
    /// Two to four unsuited cards of different ranks, all ten or higher (where high cards
    /// pay): "unsuited KQ".
    Honors {
        /// Their ranks.
        ranks: u16,
    },
    /// One card, by rank.
    Single {
        /// Its rank.
        rank: u8,
    },
    /// Anything else: `n` cards that make nothing together.
    Other {
        /// Natural cards kept.
        n: u8,
    },
}

/// A hold in a player's terms: the wild cards it keeps, the shape of the rest, and the
/// penalty cards among the discards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Pattern {
    /// Wild cards kept.
    pub(crate) wilds: u8,
    /// The shape of the natural cards.
    pub(crate) shape: Shape,
    /// Penalty cards discarded and what else the discards tell ([`penalty_kinds`]): bits
    /// [`FLUSH_PENALTY`], [`FLUSH_PENALTIES`], [`STRAIGHT_PENALTY`], [`SUITED_DISCARDS`].
    pub(crate) penalty: u8,
}

/// A discarded card of the suit of a suited draw (one fewer card to make the flush).
pub(crate) const FLUSH_PENALTY: u8 = 1;
/// A discarded card of a rank that would fill a straight the held cards fit in.
pub(crate) const STRAIGHT_PENALTY: u8 = 2;
/// Two or more flush penalty cards (with [`FLUSH_PENALTY`]), counted for a high card kept
/// alone: a lone ace with two of its suit discarded is worth less than suited JT.
pub(crate) const FLUSH_PENALTIES: u8 = 4;
/// The two cards discarded are of one suit, told for 3 to a royal flush with one wild card:
/// Deuces Wild's A-K with a deuce is kept unless the other two cards are suited (the Wizard of
/// Odds' exceptions to that play are listed by whether the two discards are suited).
pub(crate) const SUITED_DISCARDS: u8 = 8;

impl Pattern {
    /// Discard everything.
    pub(crate) const DISCARD: Pattern = Pattern {
        wilds: 0,
        shape: Shape::Discard,
        penalty: 0,
    };

    /// The same pattern without penalty cards.
    pub(crate) fn base(self) -> Pattern {
        Pattern { penalty: 0, ..self }
    }
}

/// How one pay table's holds are described: which cards are wild and which are high.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Vocabulary {
    kind: GameKind,
    /// The table's minimum paying pair (for classifying made hands).
    min_pair: Rank,
    /// The wild cards' bits (deck indices: the joker is bit 52).
    wild: u64,
    /// The ranks of the wild cards, as rank bits (a deuce: bit 0).
    wild_ranks: u16,
    /// The lowest rank whose pair pays, where pairs pay (Jacks: 9).
    high: Option<u8>,
    /// Whether pairs, trips and quads are told apart by rank: where pairs pay by rank, or
    /// where the table pays fours or fives of some ranks more than others.
    kinds_by_rank: bool,
}

impl Vocabulary {
    /// The vocabulary of `table`.
    pub(crate) fn new(table: &PayTable) -> Vocabulary {
        let kind = table.kind();
        let wild = kind.wild_bits();
        let high = (kind.has_paying_pairs()
            && table.pay_per_coin(PayClass::HighPair, Bet::MAX) > 0)
            .then_some(table.min_pair().index() as u8);
        // Fours and fives paid by rank (Bonus Deuces' five aces, natural four aces, …).
        let pays = |c: PayClass| table.pay_per_coin(c, Bet::MAX);
        let ranked_pays = kind.classes().iter().filter_map(|&c| match c {
            PayClass::FiveAces | PayClass::FiveThreesToFives => Some((c, PayClass::FiveOfAKind)),
            PayClass::NaturalFourAcesWithKicker
            | PayClass::NaturalFourAces
            | PayClass::NaturalFourThreesFoursWithKicker
            | PayClass::NaturalFourThreesFours
            | PayClass::NaturalFourFivesToKings => Some((c, PayClass::FourOfAKind)),
            PayClass::NaturalFourAcesWithDeuce
            | PayClass::NaturalFourThreesFoursWithDeuce
            | PayClass::NaturalFourFivesWithDeuce
            | PayClass::NaturalFourSixesToKingsWithDeuce => Some((c, PayClass::FiveOfAKind)),
            _ => None,
        });
        let mut by_rank_quads = false;
        for (c, generic) in ranked_pays {
            by_rank_quads |= pays(c) != pays(generic);
        }
        let wild_ranks = CardSet::from_bits(wild).ranks();
        Vocabulary {
            kind,
            min_pair: table.min_pair(),
            wild,
            wild_ranks,
            high,
            kinds_by_rank: high.is_some() || !kind.has_wild_cards() || by_rank_quads,
        }
    }

    /// The lowest rank whose pair pays, if pairs pay.
    pub(crate) fn high_rank(&self) -> Option<u8> {
        self.high
    }

    /// The ranks of the wild cards, as rank bits (a deuce: bit 0).
    pub(crate) fn wild_ranks(&self) -> u16 {
        self.wild_ranks
    }

    /// The kind of game.
    pub(crate) fn kind(&self) -> GameKind {
        self.kind
    }

    /// Whether the game pays by rank (so patterns name ranks).
    fn by_rank(&self) -> bool {
        self.high.is_some()
    }

    /// The pattern of holding the cards of `held` and discarding those of `discarded` (deck
    /// bits: card index, the joker bit 52).
    pub(crate) fn pattern_of(&self, held: u64, discarded: u64) -> Pattern {
        let wilds = (held & self.wild).count_ones() as u8;
        let naturals = CardSet::from_bits(held & !self.wild);
        let n = naturals.len() as u8;
        let shape = if n + wilds == 5 {
            let cards: Vec<DeckCard> = (0..53)
                .filter(|&i| held & (1u64 << i) != 0)
                .filter_map(DeckCard::from_index)
                .collect();
            let class = self
                .kind
                .classify_cards(&cards, self.min_pair)
                .unwrap_or(PayClass::Nothing);
            match class {
                PayClass::FiveOfAKind | PayClass::FiveAces | PayClass::FiveThreesToFives
                    if n > 0 && naturals.ranks().count_ones() == 1 =>
                {
                    Shape::Fives {
                        class,
                        rank: 15 - naturals.ranks().leading_zeros() as u8,
                    }
                }
                _ => Shape::Pat(class),
            }
        } else if n == 0 {
            Shape::Discard
        } else {
            self.natural_shape(naturals, n)
        };
        let penalty = self.penalty(&shape, wilds, naturals, CardSet::from_bits(discarded));
        Pattern {
            wilds,
            shape,
            penalty,
        }
    }

    /// The pattern of holding `held` (0 to 5 ordinary cards) and discarding `discarded`.
    #[cfg(test)]
    pub(crate) fn pattern(&self, held: CardSet, discarded: CardSet) -> Pattern {
        self.pattern_of(held.bits(), discarded.bits())
    }

    /// The penalty cards among `discarded` for a draw of `shape` with natural cards
    /// `naturals`: for suited draws, a discard of their suit; for straight draws (suited or
    /// not, and unsuited high cards), a discard of a rank in a window they fit in.
    fn penalty(&self, shape: &Shape, wilds: u8, naturals: CardSet, discarded: CardSet) -> u8 {
        let discarded = CardSet::from_bits(discarded.bits() & !self.wild);
        let kinds = penalty_kinds(shape, wilds);
        let mut penalty = 0;
        if kinds & FLUSH_PENALTY != 0
            && let Some(card) = naturals.first()
        {
            let of_suit = discarded.suit_ranks(card.suit()).count_ones();
            if of_suit >= 1 {
                penalty |= FLUSH_PENALTY;
            }
            if of_suit >= 2 && kinds & FLUSH_PENALTIES != 0 {
                penalty |= FLUSH_PENALTIES;
            }
        }
        if kinds & SUITED_DISCARDS != 0
            && discarded.len() >= 2
            && discarded.first().is_some_and(|c| {
                discarded.suit_ranks(c.suit()).count_ones() as usize == discarded.len()
            })
        {
            penalty |= SUITED_DISCARDS;
        }
        if kinds & STRAIGHT_PENALTY != 0 {
            let ranks = naturals.ranks();
            let open = WINDOWS
                .iter()
                .filter(|&&w| ranks & !w == 0)
                .fold(0u16, |acc, &w| acc | w)
                & !ranks
                & !self.wild_ranks;
            if discarded.ranks() & open != 0 {
                penalty |= STRAIGHT_PENALTY;
            }
        }
        penalty
    }

    fn natural_shape(&self, naturals: CardSet, n: u8) -> Shape {
        let suits = [
            naturals.suit_ranks(Suit::Clubs),
            naturals.suit_ranks(Suit::Diamonds),
            naturals.suit_ranks(Suit::Hearts),
            naturals.suit_ranks(Suit::Spades),
        ];
        let ranks = naturals.ranks();
        let distinct = ranks.count_ones() as u8;
        let by_rank = self.by_rank();
        let top = 15 - ranks.leading_zeros() as u8;
        if distinct < n {
            return self.paired_shape(naturals, ranks, n, distinct);
        }
        let high = match self.high {
            Some(h) => (ranks >> h).count_ones() as u8,
            None => 0,
        };
        if n == 1 {
            return if by_rank && top >= self.honor_rank() {
                Shape::Honors { ranks }
            } else {
                Shape::Single { rank: top }
            };
        }
        let suited = suits.iter().filter(|&&m| m != 0).count() == 1;
        let fits = WINDOWS.iter().filter(|&&w| ranks & !w == 0).count() as u8;
        let ways = windows_fitted(ranks, self.wild_ranks);
        let honors = ranks & !ROYAL_RANKS == 0;
        if suited {
            if honors {
                Shape::Royal {
                    n,
                    ranks: (n <= 3).then_some(ranks),
                }
            } else if fits > 0 {
                Shape::StraightFlush {
                    n,
                    ways,
                    high,
                    spread: self.spread(ranks),
                }
            } else {
                Shape::Flush { n, high }
            }
        } else if by_rank && ranks >> self.honor_rank() << self.honor_rank() == ranks {
            Shape::Honors { ranks }
        } else if fits > 0 {
            Shape::Straight { n, ways, high }
        } else {
            Shape::Other { n }
        }
    }

    /// How many ranks `ranks` span where a rank is wild (0 where none is): from the lowest to
    /// the highest, an ace that fits only the wheel (A-2-3-4-5) counting low.
    fn spread(&self, ranks: u16) -> u8 {
        if self.wild_ranks == 0 || ranks == 0 {
            return 0;
        }
        let wheel = ranks & 0x1000 != 0 && ranks & !WINDOWS[0] == 0;
        // As 14 bits from the low ace (bit 0) up: the ace low on the wheel, high otherwise.
        let bits = if wheel {
            (ranks & 0x0fff) << 1 | 1
        } else {
            (ranks as u32 as u16) << 1
        };
        let low = bits.trailing_zeros() as u8;
        let high = 15 - bits.leading_zeros() as u8;
        high - low + 1
    }

    /// The rank from which single and unsuited cards are named by rank: the ten, or the
    /// lowest paying pair if lower.
    pub(crate) fn honor_rank(&self) -> u8 {
        self.high.map_or(8, |h| h.min(8))
    }

    fn paired_shape(&self, naturals: CardSet, ranks: u16, n: u8, distinct: u8) -> Shape {
        let by_rank = self.kinds_by_rank;
        let count = |r: u8| naturals.count_rank(rank_of(r)) as u8;
        let mut big = (0u8, 0u8); // (count, rank) of the biggest group, highest rank first
        let mut small = (0u8, 0u8);
        for r in (0..13u8).rev().filter(|&r| ranks & (1 << r) != 0) {
            let c = count(r);
            if c > big.0 {
                small = big;
                big = (c, r);
            } else if c > small.0 {
                small = (c, r);
            }
        }
        let rank = |r: u8| by_rank.then_some(r);
        match (n, distinct, big.0) {
            (_, 1, c) => Shape::Kind {
                count: c,
                rank: rank(big.1),
                kicker: None,
                with_kicker: false,
            },
            (3, 2, 2) | (4, 2, 3) => Shape::Kind {
                count: big.0,
                rank: rank(big.1),
                kicker: rank(small.1),
                with_kicker: true,
            },
            (4, 2, 2) => Shape::TwoPair {
                high: rank(big.1.max(small.1)),
            },
            _ => Shape::Other { n },
        }
    }
}

/// Which penalty bits a hold of `shape` with `wilds` wild cards can take: flush and straight
/// penalties for draws to a flush, a straight or both of two or three cards (straight only for
/// unsuited high cards); both, with the flush penalties counted, for a high card kept alone;
/// and whether the two discards are suited for 3 to a royal flush with one wild card.
pub(crate) fn penalty_kinds(shape: &Shape, wilds: u8) -> u8 {
    let both = FLUSH_PENALTY | STRAIGHT_PENALTY;
    match shape {
        Shape::Royal { n: 2, .. } if wilds == 1 => both | SUITED_DISCARDS,
        Shape::Royal { n, .. } | Shape::StraightFlush { n, .. } if *n <= 3 => both,
        Shape::Flush { n, .. } if *n <= 3 => FLUSH_PENALTY,
        Shape::Straight { n, .. } if *n <= 3 => STRAIGHT_PENALTY,
        Shape::Honors { ranks } if ranks.count_ones() >= 2 => STRAIGHT_PENALTY,
        // A high card alone: discards of its suit (counted), or of a rank it could make a
        // straight with.
        Shape::Honors { .. } => both | FLUSH_PENALTIES,
        _ => 0,
    }
}

/// The ways of `ranks`: the five-rank windows they fit in that need no card of a wild rank
/// (`wild_ranks`; a wild card fills any window, so a window that needs a deuce is no better
/// than a wild card).
pub(crate) fn windows_fitted(ranks: u16, wild_ranks: u16) -> u8 {
    WINDOWS
        .iter()
        .filter(|&&w| ranks & !w == 0 && w & wild_ranks == 0)
        .count() as u8
}

/// The rank with index `r` (0 = deuce).
pub(crate) fn rank_of(r: u8) -> Rank {
    Rank::from_index(r as usize).unwrap_or(Rank::Two)
}

#[cfg(test)]
#[path = "pattern_tests.rs"]
mod tests;
