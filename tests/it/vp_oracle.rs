//! An independent video poker classifier for the brute-force tests: ranks and suits counted the
//! slow way, wild cards tried as every card they could stand for, and the class of every hand
//! of a deck listed once (cards are indices `suit * 13 + rank`, the joker 52).

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use pokerlab::video_poker::{DeckCard, GameKind, PayClass};
use rayon::prelude::*;
use std::sync::OnceLock;

/// Counts of equal ranks, biggest first, the rank of the biggest group (highest on a tie),
/// and the highest single card.
pub fn shape(ranks: &[u8; 5]) -> ([u8; 5], u8, u8) {
    let mut counts = [0u8; 13];
    for &r in ranks {
        counts[r as usize] += 1;
    }
    let mut shape = [0u8; 5];
    let mut n = 0;
    let (mut top, mut top_rank, mut kicker) = (0u8, 0u8, 0u8);
    for r in (0..13u8).rev() {
        let c = counts[r as usize];
        if c > 0 {
            shape[n] = c;
            n += 1;
            if c > top {
                top = c;
                top_rank = r;
            }
            if c == 1 && kicker == 0 {
                kicker = r;
            }
        }
    }
    shape.sort_unstable_by(|a, b| b.cmp(a));
    (shape, top_rank, kicker)
}

/// Whether five ranks (repeats allowed) form a straight, and whether it is ten to ace.
pub fn straight(ranks: &[u8; 5]) -> (bool, bool) {
    let mut r = *ranks;
    r.sort_unstable();
    if r.windows(2).any(|w| w[0] == w[1]) {
        return (false, false);
    }
    if r == [0, 1, 2, 3, 12] {
        return (true, false);
    }
    (r[4] - r[0] == 4, r[0] == 8)
}

/// The kicker of four of a kind: the rank that is not the quad's.
fn quad_kicker(ranks: &[u8; 5], quad: u8) -> u8 {
    ranks.iter().copied().find(|&r| r != quad).unwrap_or(quad)
}

fn ranks_suits(cards: &[u8; 5]) -> ([u8; 5], bool) {
    let ranks = cards.map(|c| c % 13);
    let flush = cards.iter().all(|&c| c / 13 == cards[0] / 13);
    (ranks, flush)
}

pub fn standard(cards: &[u8; 5], min_pair: u8) -> PayClass {
    let (ranks, flush) = ranks_suits(cards);
    let (is_straight, ace_high) = straight(&ranks);
    let (shape, top, _) = shape(&ranks);
    let low = |r: u8| r <= 2; // 2, 3, 4
    match shape {
        _ if is_straight && flush && ace_high => PayClass::RoyalFlush,
        _ if is_straight && flush => PayClass::StraightFlush,
        [4, 1, ..] => {
            let kicker = quad_kicker(&ranks, top);
            if top == 12 {
                if low(kicker) {
                    PayClass::FourAcesWithLowKicker
                } else {
                    PayClass::FourAces
                }
            } else if low(top) {
                if low(kicker) || kicker == 12 {
                    PayClass::FourLowWithKicker
                } else {
                    PayClass::FourLow
                }
            } else if top >= 9 {
                PayClass::FourFaces
            } else {
                PayClass::FourMiddle
            }
        }
        [3, 2, ..] => PayClass::FullHouse,
        _ if flush => PayClass::Flush,
        _ if is_straight => PayClass::Straight,
        [3, 1, 1, ..] => PayClass::ThreeOfAKind,
        [2, 2, 1, ..] => PayClass::TwoPair,
        [2, 1, 1, 1, _] if top >= min_pair => PayClass::HighPair,
        [2, 1, 1, 1, _] => PayClass::LowPair,
        _ => PayClass::Nothing,
    }
}

/// The best category of five cards given as (rank, suit) pairs, repeats allowed, for a hand
/// made with wild cards: five of a kind, wild royal, straight flush, four, full house, flush,
/// straight, three, two pair, pair (with its rank), nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Made {
    Five(u8),
    WildRoyal,
    StraightFlush,
    Four,
    FullHouse,
    Flush,
    Straight,
    Three,
    TwoPair,
    Pair(std::cmp::Reverse<u8>),
    Nothing,
}

fn made(cards: &[(u8, u8); 5]) -> Made {
    let ranks = cards.map(|c| c.0);
    let flush = cards.iter().all(|c| c.1 == cards[0].1);
    let (is_straight, ace_high) = straight(&ranks);
    let (shape, top, _) = shape(&ranks);
    match shape {
        [5, ..] => Made::Five(top),
        _ if is_straight && flush && ace_high => Made::WildRoyal,
        _ if is_straight && flush => Made::StraightFlush,
        [4, 1, ..] => Made::Four,
        [3, 2, ..] => Made::FullHouse,
        _ if flush => Made::Flush,
        _ if is_straight => Made::Straight,
        [3, 1, 1, ..] => Made::Three,
        [2, 2, 1, ..] => Made::TwoPair,
        [2, 1, 1, 1, _] => Made::Pair(std::cmp::Reverse(top)),
        _ => Made::Nothing,
    }
}

/// The best hand the wild cards (placed last) can make, trying every rank for each. A wild
/// card takes the first natural card's suit: if the naturals share a suit that is the one a
/// flush needs, and if they do not, no suit makes a flush.
fn best_made(naturals: &[u8], wilds: usize) -> Made {
    best_made_by(naturals, wilds, |m| m)
}

/// [`best_made`] with hands compared by `order` (smaller is better).
fn best_made_by<K: Ord>(naturals: &[u8], wilds: usize, order: impl Fn(Made) -> K) -> Made {
    let suit = naturals.first().map_or(0, |c| c / 13);
    let mut best = Made::Nothing;
    for code in 0..13usize.pow(wilds as u32) {
        let mut hand = [(0u8, suit); 5];
        for (slot, &c) in hand.iter_mut().zip(naturals) {
            *slot = (c % 13, c / 13);
        }
        let mut c = code;
        for slot in &mut hand[naturals.len()..] {
            slot.0 = (c % 13) as u8;
            c /= 13;
        }
        let m = made(&hand);
        if order(m) < order(best) {
            best = m;
        }
    }
    best
}

pub fn deuces(cards: &[u8; 5]) -> PayClass {
    use PayClass::*;
    let naturals: Vec<u8> = cards.iter().copied().filter(|c| c % 13 != 0).collect();
    let wilds = 5 - naturals.len();
    let ranks: Vec<u8> = naturals.iter().map(|c| c % 13).collect();
    if wilds == 4 {
        return if ranks[0] == 12 {
            FourDeucesWithAce
        } else {
            FourDeuces
        };
    }
    if wilds == 0 {
        let (r, flush) = ranks_suits(cards);
        let (is_straight, ace_high) = straight(&r);
        let (shape, top, _) = shape(&r);
        return match shape {
            _ if is_straight && flush && ace_high => NaturalRoyalFlush,
            _ if is_straight && flush => StraightFlush,
            [4, 1, ..] => {
                let kicker = quad_kicker(&r, top);
                match top {
                    12 if kicker <= 2 => NaturalFourAcesWithKicker,
                    12 => NaturalFourAces,
                    1 | 2 if kicker <= 2 || kicker == 12 => NaturalFourThreesFoursWithKicker,
                    1 | 2 => NaturalFourThreesFours,
                    _ => NaturalFourFivesToKings,
                }
            }
            [3, 2, ..] => FullHouse,
            _ if flush => Flush,
            _ if is_straight => Straight,
            [3, 1, 1, ..] => ThreeOfAKind,
            [2, 2, 1, ..] => TwoPair,
            [2, 1, 1, 1, _] => OnePair,
            _ => Nothing,
        };
    }
    if wilds == 1 && ranks.iter().all(|&r| r == ranks[0]) {
        return match ranks[0] {
            12 => NaturalFourAcesWithDeuce,
            1 | 2 => NaturalFourThreesFoursWithDeuce,
            3 => NaturalFourFivesWithDeuce,
            _ => NaturalFourSixesToKingsWithDeuce,
        };
    }
    match best_made(&naturals, wilds) {
        Made::Five(12) => FiveAces,
        Made::Five(1..=3) => FiveThreesToFives,
        Made::Five(_) => FiveOfAKind,
        Made::WildRoyal => WildRoyalFlush,
        Made::StraightFlush => StraightFlush,
        Made::Four => FourOfAKind,
        Made::FullHouse => FullHouse,
        Made::Flush => Flush,
        Made::Straight => Straight,
        Made::Three => ThreeOfAKind,
        Made::TwoPair => TwoPair,
        Made::Pair(_) => OnePair,
        Made::Nothing => Nothing,
    }
}

pub fn joker(cards: &[u8; 5], min_pair: u8) -> PayClass {
    use PayClass::*;
    let naturals: Vec<u8> = cards.iter().copied().filter(|&c| c < 52).collect();
    if naturals.len() == 5 {
        return match standard(cards, min_pair) {
            RoyalFlush => NaturalRoyalFlush,
            FourAcesWithLowKicker
            | FourAces
            | FourLowWithKicker
            | FourLow
            | FourFaces
            | FourMiddle => FourOfAKind,
            other => other,
        };
    }
    match best_made(&naturals, 1) {
        Made::Five(_) => FiveOfAKind,
        Made::WildRoyal => WildRoyalFlush,
        Made::StraightFlush => StraightFlush,
        Made::Four => FourOfAKind,
        Made::FullHouse => FullHouse,
        Made::Flush => Flush,
        Made::Straight => Straight,
        Made::Three => ThreeOfAKind,
        Made::TwoPair => TwoPair,
        Made::Pair(std::cmp::Reverse(r)) if r >= min_pair => HighPair,
        Made::Pair(_) => LowPair,
        Made::Nothing => Nothing,
    }
}

/// Deuces and Joker Wild: the four deuces and the joker are wild, and a hand is paid as the
/// best-paying hand it can be made: all five wild cards, a natural royal, four deuces, a wild
/// royal (above five of a kind: a wild royal pays more), five of a kind, a straight flush, four
/// of a kind, a full house, a flush, a straight, three of a kind; two pair and a pair pay
/// nothing but are told apart.
pub fn deuces_joker(cards: &[u8; 5]) -> PayClass {
    use PayClass::*;
    let naturals: Vec<u8> = cards
        .iter()
        .copied()
        .filter(|&c| c < 52 && c % 13 != 0)
        .collect();
    let deuces = cards.iter().filter(|&&c| c < 52 && c % 13 == 0).count();
    let joker = cards.contains(&52);
    if deuces == 4 {
        return if joker { FiveWilds } else { FourDeuces };
    }
    if naturals.len() == 5 {
        let (r, flush) = ranks_suits(cards);
        let (is_straight, ace_high) = straight(&r);
        let (shape, _, _) = shape(&r);
        return match shape {
            _ if is_straight && flush && ace_high => NaturalRoyalFlush,
            _ if is_straight && flush => StraightFlush,
            [4, 1, ..] => FourOfAKind,
            [3, 2, ..] => FullHouse,
            _ if flush => Flush,
            _ if is_straight => Straight,
            [3, 1, 1, ..] => ThreeOfAKind,
            [2, 2, 1, ..] => TwoPair,
            [2, 1, 1, 1, _] => OnePair,
            _ => Nothing,
        };
    }
    // Rank every hand the wild cards can make by what this game pays most for.
    let order = |m: Made| match m {
        Made::WildRoyal => 0,
        Made::Five(_) => 1,
        Made::StraightFlush => 2,
        Made::Four => 3,
        Made::FullHouse => 4,
        Made::Flush => 5,
        Made::Straight => 6,
        Made::Three => 7,
        Made::TwoPair => 8,
        Made::Pair(_) => 9,
        Made::Nothing => 10,
    };
    match best_made_by(&naturals, 5 - naturals.len(), order) {
        Made::WildRoyal => WildRoyalFlush,
        Made::Five(_) => FiveOfAKind,
        Made::StraightFlush => StraightFlush,
        Made::Four => FourOfAKind,
        Made::FullHouse => FullHouse,
        Made::Flush => Flush,
        Made::Straight => Straight,
        Made::Three => ThreeOfAKind,
        Made::TwoPair => TwoPair,
        Made::Pair(_) => OnePair,
        Made::Nothing => Nothing,
    }
}

/// A game whose four cards of rank `wild` (0 = deuce … 12 = ace) are wild, paid as Deuces Wild
/// is but for its natural fours and fives told apart by rank (Threes Wild): all four wild
/// cards, a natural royal (no wild card), a wild royal, five of a kind, a straight flush, four
/// of a kind, a full house, a flush, a straight, three of a kind; two pair and a pair pay
/// nothing but are told apart. A wild card is wild even where it stands for itself.
pub fn rank_wild(cards: &[u8; 5], wild: u8) -> PayClass {
    use PayClass::*;
    let naturals: Vec<u8> = cards.iter().copied().filter(|c| c % 13 != wild).collect();
    let wilds = 5 - naturals.len();
    if wilds == 4 {
        return FourWilds;
    }
    if wilds == 0 {
        let (r, flush) = ranks_suits(cards);
        let (is_straight, ace_high) = straight(&r);
        let (shape, _, _) = shape(&r);
        return match shape {
            _ if is_straight && flush && ace_high => NaturalRoyalFlush,
            _ if is_straight && flush => StraightFlush,
            [4, 1, ..] => FourOfAKind,
            [3, 2, ..] => FullHouse,
            _ if flush => Flush,
            _ if is_straight => Straight,
            [3, 1, 1, ..] => ThreeOfAKind,
            [2, 2, 1, ..] => TwoPair,
            [2, 1, 1, 1, _] => OnePair,
            _ => Nothing,
        };
    }
    match best_made(&naturals, wilds) {
        Made::Five(_) => FiveOfAKind,
        Made::WildRoyal => WildRoyalFlush,
        Made::StraightFlush => StraightFlush,
        Made::Four => FourOfAKind,
        Made::FullHouse => FullHouse,
        Made::Flush => Flush,
        Made::Straight => Straight,
        Made::Three => ThreeOfAKind,
        Made::TwoPair => TwoPair,
        Made::Pair(_) => OnePair,
        Made::Nothing => Nothing,
    }
}

/// The oracle's class of five cards of `kind` (jacks or better; kings or better with a joker),
/// by the game's key: the oracle has its own rules for each game, not the library's
/// description.
pub fn oracle(kind: GameKind, cards: &[u8; 5]) -> PayClass {
    match kind.key() {
        "standard" => standard(cards, 9),
        "deuces-wild" => deuces(cards),
        "joker-poker" => joker(cards, 11),
        "deuces-and-joker-wild" => deuces_joker(cards),
        "threes-wild" => rank_wild(cards, 1),
        other => panic!("the oracle has no rules for {other}"),
    }
}

/// C(n, k).
pub fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// A dense index of a set of card indices (0..53): Σ C(c_i, i + 1), increasing order.
pub fn hand_index(bits: u64) -> usize {
    let mut bits = bits;
    let mut index = 0;
    let mut i = 1;
    while bits != 0 {
        index += choose(bits.trailing_zeros() as usize, i);
        bits &= bits - 1;
        i += 1;
    }
    index
}

/// Every `k`-subset of `0..n` as a bit set.
pub fn subsets(n: usize, k: usize, exclude: u64, mut visit: impl FnMut(u64)) {
    fn go(from: usize, n: usize, k: usize, exclude: u64, acc: u64, visit: &mut dyn FnMut(u64)) {
        if k == 0 {
            visit(acc);
            return;
        }
        for c in from..n {
            if exclude & (1 << c) == 0 && n - c >= k {
                go(c + 1, n, k - 1, exclude, acc | 1 << c, visit);
            }
        }
    }
    go(0, n, k, exclude, 0, &mut visit);
}

fn five(bits: u64) -> [u8; 5] {
    let mut out = [0u8; 5];
    let mut b = bits;
    for slot in &mut out {
        *slot = b.trailing_zeros() as u8;
        b &= b - 1;
    }
    out
}

/// The oracle's class of every five-card hand of `kind`'s deck, by [`hand_index`].
pub fn oracle_classes(kind: GameKind) -> &'static [PayClass] {
    static TABLES: [OnceLock<Vec<PayClass>>; GameKind::COUNT] =
        [const { OnceLock::new() }; GameKind::COUNT];
    let cell = &TABLES[kind.index()];
    cell.get_or_init(|| {
        let n = kind.deck_size();
        let mut all = Vec::with_capacity(choose(n, 5));
        subsets(n, 5, 0, |h| all.push(h));
        let mut table = vec![PayClass::Nothing; choose(n, 5)];
        let classified: Vec<(usize, PayClass)> = all
            .par_iter()
            .map(|&h| (hand_index(h), oracle(kind, &five(h))))
            .collect();
        for (i, class) in classified {
            table[i] = class;
        }
        table
    })
}

/// Every hold's (mask, total pay, draws) for `dealt`, by brute force over the draws, with the
/// oracle's classes and the pay function given (per coin, in the table's units).
pub fn brute_holds(
    kind: GameKind,
    pay: &dyn Fn(PayClass) -> u64,
    dealt: &[DeckCard; 5],
) -> Vec<(u8, u64, u64)> {
    let n = kind.deck_size();
    let dealt_bits = dealt.iter().fold(0u64, |b, c| b | 1 << c.index());
    let classes = oracle_classes(kind);
    (0..32u8)
        .map(|mask| {
            let held = (0..5)
                .filter(|&i| mask & (1 << i) != 0)
                .fold(0u64, |b, i| b | 1 << dealt[i].index());
            let (mut total, mut draws) = (0, 0);
            subsets(n, 5 - mask.count_ones() as usize, dealt_bits, |draw| {
                total += pay(classes[hand_index(held | draw)]);
                draws += 1;
            });
            (mask, total, draws)
        })
        .collect()
}
