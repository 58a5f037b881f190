//! Every way to deal k cards, and random deals: the two ways any engine walks the deck.
//!
//! [`hands`] is HoldemHand's `Hands(shared, dead, n)`: all n-card hands that contain the
//! `shared` cards and none of the `dead` ones. [`combinations`] is the same over an explicit set
//! of available cards, and [`for_each_combination`] is its inlinable loop form for hot code.
//! [`RandomHands`] deals uniform random hands, bounded by count (`take`) or by time
//! ([`RandomHands::for_duration`]).

use std::time::{Duration, Instant};

use rand::{Rng, RngExt};

use crate::cards::{Card, CardSet};

/// Iterator over every `k`-card subset of a set of cards, as [`CardSet`]s, each combined with a
/// fixed set of extra cards. Made by [`combinations`] and [`hands`].
#[derive(Clone, Debug)]
pub struct Combinations {
    /// The available cards' bits, in increasing order.
    cards: Vec<u64>,
    /// Positions (into `cards`) of the current combination, increasing; `None` when done.
    positions: Option<Vec<usize>>,
    /// Cards added to every combination.
    extra: CardSet,
}

impl Combinations {
    fn new(available: CardSet, k: usize, extra: CardSet) -> Combinations {
        let cards: Vec<u64> = available.iter().map(Card::bit).collect();
        let positions = (k <= cards.len()).then(|| (0..k).collect());
        Combinations {
            cards,
            positions,
            extra,
        }
    }
}

impl Iterator for Combinations {
    type Item = CardSet;

    fn next(&mut self) -> Option<CardSet> {
        let positions = self.positions.as_mut()?;
        let bits = positions
            .iter()
            .fold(self.extra.0, |bits, &p| bits | self.cards[p]);
        // Advance: bump the rightmost position that still has room, reset the ones after it.
        let n = self.cards.len();
        let k = positions.len();
        let mut i = k;
        loop {
            if i == 0 {
                self.positions = None;
                break;
            }
            i -= 1;
            if positions[i] < n - k + i {
                positions[i] += 1;
                for j in i + 1..k {
                    positions[j] = positions[j - 1] + 1;
                }
                break;
            }
        }
        Some(CardSet(bits))
    }
}

/// Every `k`-card subset of `available`.
///
/// ```
/// use pokerlab::{enumerate::combinations, CardSet};
/// assert_eq!(combinations(CardSet::FULL, 2).count(), 1326);
/// assert_eq!(combinations(CardSet::FULL, 5).count(), 2_598_960);
/// ```
pub fn combinations(available: CardSet, k: usize) -> Combinations {
    Combinations::new(available, k, CardSet::EMPTY)
}

/// Every `n`-card hand that holds all the `shared` cards and none of the `dead` ones — HoldemHand's
/// article's `Hands(shared, dead, n)`. Empty when `shared` has more than `n` cards.
///
/// ```
/// use pokerlab::{enumerate::hands, CardSet};
/// let shared: CardSet = "As Ks".parse().unwrap();
/// let dead: CardSet = "Qs".parse().unwrap();
/// // Every flop that could come with As Ks in hand and the Qs known to be gone.
/// assert_eq!(hands(shared, dead, 5).count(), 18_424); // C(49, 3)
/// ```
pub fn hands(shared: CardSet, dead: CardSet, n: usize) -> Combinations {
    let available = CardSet::FULL - dead - shared;
    match n.checked_sub(shared.len()) {
        Some(k) => Combinations::new(available, k, shared),
        None => Combinations {
            cards: Vec::new(),
            positions: None,
            extra: shared,
        },
    }
}

/// Calls `f` with every `k`-card subset of `available`: the loop form of [`combinations`],
/// which the compiler inlines into the caller.
///
/// ```
/// use pokerlab::{enumerate::for_each_combination, CardSet};
/// let mut count = 0;
/// for_each_combination(CardSet::FULL, 3, |_| count += 1);
/// assert_eq!(count, 22_100);
/// ```
#[inline]
pub fn for_each_combination(available: CardSet, k: usize, mut f: impl FnMut(CardSet)) {
    #[inline(always)]
    fn rec(rest: u64, k: usize, acc: u64, f: &mut impl FnMut(CardSet)) {
        if k == 0 {
            f(CardSet(acc));
            return;
        }
        let mut rest = rest;
        // Leave at least k - 1 cards above the one picked here.
        while rest.count_ones() as usize >= k {
            let low = rest & rest.wrapping_neg();
            rest ^= low;
            rec(rest, k - 1, acc | low, f);
        }
    }
    rec(available.0, k, 0, &mut f);
}

/// The number of ways to choose `k` of `n` things.
///
/// ```
/// assert_eq!(pokerlab::enumerate::choose(52, 7), 133_784_560);
/// ```
pub const fn choose(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let k = if k > n - k { n - k } else { k };
    let mut result = 1u64;
    let mut i = 0;
    while i < k {
        result = result * (n - i) / (i + 1);
        i += 1;
    }
    result
}

/// Deals uniform random `n`-card hands from the cards not in a dead set, each hand its own
/// fresh deal. Bound it by count with [`Iterator::take`] or by time with
/// [`for_duration`](Self::for_duration).
///
/// ```
/// use pokerlab::{enumerate::RandomHands, CardSet};
/// use rand::{SeedableRng, rngs::SmallRng};
/// let dead: CardSet = "As Ks".parse().unwrap();
/// let deals = RandomHands::new(dead, 5, SmallRng::seed_from_u64(7));
/// for hand in deals.take(1000) {
///     assert_eq!(hand.len(), 5);
///     assert!(!hand.intersects(dead));
/// }
/// ```
#[derive(Clone, Debug)]
pub struct RandomHands<R> {
    deck: Vec<Card>,
    n: usize,
    rng: R,
}

impl<R: Rng> RandomHands<R> {
    /// Deals `n` cards at a time from the deck without `dead`. If fewer than `n` cards remain,
    /// the iterator is empty.
    pub fn new(dead: CardSet, n: usize, rng: R) -> RandomHands<R> {
        let deck = (CardSet::FULL - dead).to_vec();
        let n = if n <= deck.len() { n } else { usize::MAX };
        RandomHands { deck, n, rng }
    }

    /// Stops once `duration` has passed (checked every 256 hands).
    pub fn for_duration(self, duration: Duration) -> impl Iterator<Item = CardSet> {
        let deadline = Instant::now() + duration;
        self.enumerate()
            .take_while(move |(i, _)| i % 256 != 0 || Instant::now() < deadline)
            .map(|(_, hand)| hand)
    }
}

impl<R: Rng> Iterator for RandomHands<R> {
    type Item = CardSet;

    fn next(&mut self) -> Option<CardSet> {
        if self.n > self.deck.len() {
            return None;
        }
        // A partial Fisher–Yates shuffle: the first n places become the hand. Leaving the deck
        // permuted does not bias the next deal.
        let len = self.deck.len();
        let mut hand = CardSet::EMPTY;
        for i in 0..self.n {
            let j = self.rng.random_range(i..len);
            self.deck.swap(i, j);
            hand.insert(self.deck[i]);
        }
        Some(hand)
    }
}
