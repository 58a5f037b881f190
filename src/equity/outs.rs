//! Outs: the unseen cards that would improve a hand on the next card, by the rules of Keith Rule's blog ("Poker for programmers", 2006)
//! ("Calculating Outs", 2006).
//!
//! The blog starts from Wikipedia's "an out is any unseen card that, if drawn, will improve a
//! player's hand to one that is likely to win" and makes it precise with three rules, which
//! [`outs`] applies to every unseen card:
//! 1. **The hand must improve, by category**: the hand with the card ranks in a higher
//!    category than the hand now. A better kicker is not an out.
//! 2. **The hand must be stronger than the board alone**: with the card, the hand's category is
//!    higher than the category of the board plus that card. A card that pairs the board helps
//!    everyone and is not an out.
//! 3. **With opponents' hands given, the hand must beat them**: no opponent ends with a better
//!    hand (as in the blog, a split with an opponent does not disqualify a card).
//!
//! "Unseen" means not in the hand, the board, an opponent's hand or the dead cards. The board is
//! the flop (then the board alone with the card is four cards, ranked by its pairs) or the
//! turn.

use thiserror::Error;

use crate::cards::{Card, CardError, CardSet};
use crate::eval::{Category, HandValue, describe_partial, evaluate};

/// What is wrong with an outs question.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OutsError {
    /// A card is given twice, across hand, board, opponents and dead cards.
    #[error(transparent)]
    Cards(#[from] CardError),
    /// The hand is not two cards.
    #[error("a hand is 2 cards, found {found}")]
    HandSize {
        /// How many cards were given.
        found: usize,
    },
    /// An opponent's hand is not two cards.
    #[error("opponent {index}'s hand must be 2 cards, found {found}")]
    OpponentSize {
        /// Which opponent, counting from 1.
        index: usize,
        /// How many cards were given.
        found: usize,
    },
    /// The board is not a flop or a turn.
    #[error("outs need a board of 3 or 4 cards (a flop or a turn), found {found}")]
    BoardSize {
        /// How many cards were given.
        found: usize,
    },
}

/// The outs of a hand, with the sets behind each rule.
///
/// ```
/// use pokerlab::equity::outs::outs;
/// use pokerlab::Category;
/// // The blog's example: aces on K-8-9 have two-pair and trips outs, not kicker cards.
/// let o = outs("As Ac".parse()?, "Kd 8h 9c".parse()?, &[], Default::default())?;
/// assert_eq!(o.count(), 11);
/// assert_eq!(o.by_category()[Category::ThreeOfAKind.index()].to_string(), "Ah Ad");
/// assert_eq!(o.by_category()[Category::TwoPair.index()].len(), 9);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outs {
    /// The hand now (hole cards and board).
    pub current: HandValue,
    /// The cards that could come: not in the hand, board, opponents' hands or dead cards.
    pub unseen: CardSet,
    /// Rule 1: cards that lift the hand to a higher category.
    pub improving: CardSet,
    /// Rules 1 and 2: those that also leave the hand above the board alone.
    pub beating_board: CardSet,
    /// Rules 1, 2 and 3: those after which no given opponent is ahead; `None` without
    /// opponents.
    pub beating_opponents: Option<CardSet>,
    /// For each unseen card, the hand's value with it (in card order).
    new_values: Vec<(Card, HandValue)>,
}

impl Outs {
    /// The outs: [`beating_opponents`](Self::beating_opponents) when opponents are given,
    /// otherwise [`beating_board`](Self::beating_board).
    pub fn outs(&self) -> CardSet {
        self.beating_opponents.unwrap_or(self.beating_board)
    }

    /// How many outs.
    pub fn count(&self) -> usize {
        self.outs().len()
    }

    /// The chance that the next card is an out.
    pub fn next_card_probability(&self) -> f64 {
        if self.unseen.is_empty() {
            0.0
        } else {
            self.count() as f64 / self.unseen.len() as f64
        }
    }

    /// The hand's value if `card` comes; `None` for a card that is not unseen.
    pub fn value_with(&self, card: Card) -> Option<HandValue> {
        self.new_values
            .iter()
            .find(|(c, _)| *c == card)
            .map(|(_, v)| *v)
    }

    /// The outs grouped by the category they give the hand, indexed by [`Category::index`].
    pub fn by_category(&self) -> [CardSet; 9] {
        let outs = self.outs();
        let mut groups = [CardSet::EMPTY; 9];
        for &(card, value) in &self.new_values {
            if outs.contains(card) {
                groups[value.category().index()].insert(card);
            }
        }
        groups
    }
}

/// The category of a board of four or five cards (four: by its pairs and trips alone).
fn board_category(board: CardSet) -> Category {
    match describe_partial(board) {
        Some((category, _)) => category,
        None => Category::HighCard,
    }
}

/// Finds the outs of `hand` on a flop or turn `board`, against the known hands of
/// `opponents` (may be empty), with `dead` cards out of play. See the module for the rules.
pub fn outs(
    hand: CardSet,
    board: CardSet,
    opponents: &[CardSet],
    dead: CardSet,
) -> Result<Outs, OutsError> {
    if hand.len() != 2 {
        return Err(OutsError::HandSize { found: hand.len() });
    }
    if !matches!(board.len(), 3 | 4) {
        return Err(OutsError::BoardSize { found: board.len() });
    }
    let mut known = hand;
    known.try_union(board)?;
    for (i, &opponent) in opponents.iter().enumerate() {
        if opponent.len() != 2 {
            return Err(OutsError::OpponentSize {
                index: i + 1,
                found: opponent.len(),
            });
        }
        known.try_union(opponent)?;
    }
    known.try_union(dead)?;

    let current = evaluate(hand | board);
    let unseen = CardSet::FULL - known;
    let (mut improving, mut beating_board, mut beating_opponents) =
        (CardSet::EMPTY, CardSet::EMPTY, CardSet::EMPTY);
    let mut new_values = Vec::with_capacity(unseen.len());
    for card in unseen {
        let next_board = board.with(card);
        let value = evaluate(hand | next_board);
        new_values.push((card, value));
        // Rule 1: a higher category (which implies a higher value).
        if value.category() <= current.category() {
            continue;
        }
        improving.insert(card);
        // Rule 2: above the board alone.
        if value.category() <= board_category(next_board) {
            continue;
        }
        beating_board.insert(card);
        // Rule 3: no opponent ahead.
        if opponents
            .iter()
            .all(|&opponent| evaluate(opponent | next_board) <= value)
        {
            beating_opponents.insert(card);
        }
    }
    Ok(Outs {
        current,
        unseen,
        improving,
        beating_board,
        beating_opponents: (!opponents.is_empty()).then_some(beating_opponents),
        new_values,
    })
}

/// The cards of a set, highest rank first (spades before hearts, diamonds, clubs), the order
/// the outs are listed in.
pub fn cards_high_first(cards: CardSet) -> Vec<Card> {
    let mut list = cards.to_vec();
    list.sort_by(|a, b| b.rank().cmp(&a.rank()).then(b.suit().cmp(&a.suit())));
    list
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::enumerate::combinations;
    use proptest::prelude::*;

    fn set(s: &str) -> CardSet {
        s.parse().unwrap()
    }

    fn vs(hand: &str, board: &str, opponents: &[&str]) -> Outs {
        let opponents: Vec<CardSet> = opponents.iter().map(|o| set(o)).collect();
        outs(set(hand), set(board), &opponents, CardSet::EMPTY).unwrap()
    }

    #[test]
    fn the_blogs_example() {
        // Aces on K-8-9: the blog's first function also counts the twelve Q, J, T kicker
        // cards; the rules leave the nine two-pair cards and the two aces.
        let o = vs("As Ac", "Kd 8h 9c", &[]);
        assert_eq!(o.current.category(), Category::OnePair);
        assert_eq!(o.count(), 11);
        let by = o.by_category();
        assert_eq!(
            by[Category::TwoPair.index()],
            set("Ks 9s 9h 8s Kh 9d 8d Kc 8c")
        );
        assert_eq!(by[Category::ThreeOfAKind.index()], set("Ah Ad"));
        assert_eq!(o.improving, o.beating_board);
        assert!(!o.improving.contains("Qs".parse().unwrap()));
        assert_eq!(o.unseen.len(), 47);
        assert!((o.next_card_probability() - 11.0 / 47.0).abs() < 1e-12);
    }

    #[test]
    fn flush_draw_against_top_pair_has_nine_outs() {
        let o = vs("8h 7h", "Kh 9h 2c", &["Kc Qd"]);
        assert_eq!(o.count(), 9);
        assert_eq!(o.by_category()[Category::Flush.index()].len(), 9);
        // Without the opponent, pairing an eight or a seven also lifts a high card hand.
        let alone = vs("8h 7h", "Kh 9h 2c", &[]);
        assert_eq!(alone.count(), 15);
        assert_eq!(alone.by_category()[Category::OnePair.index()].len(), 6);
    }

    #[test]
    fn open_ended_straight_draw_has_eight_outs() {
        let o = vs("8c 7d", "9h 6s 2c", &["Ah 9d"]);
        assert_eq!(o.count(), 8);
        assert_eq!(o.outs(), set("Tc Td Th Ts 5c 5d 5h 5s"));
    }

    #[test]
    fn gutshot_has_four_outs() {
        let o = vs("8c 7d", "Th 6s 2c", &["Ah Tc"]);
        assert_eq!(o.outs(), set("9c 9d 9h 9s"));
    }

    #[test]
    fn two_overcards_have_six_outs() {
        let o = vs("Ac Kd", "8c 5h 2s", &["8h Qd"]);
        assert_eq!(o.outs(), set("Ad Ah As Kc Kh Ks"));
    }

    #[test]
    fn cards_that_improve_the_board_as_much_are_not_outs() {
        // A pair of sevens on the board: another seven or a queen improves the board alone as
        // much as the hand (rule 2); an ace or king makes two pair above the board's one pair.
        let o = vs("As Kd", "Qh 7h 7c", &[]);
        assert!(o.improving.contains("7d".parse().unwrap()));
        assert!(o.improving.contains("Qd".parse().unwrap()));
        assert!(!o.beating_board.contains("7d".parse().unwrap()));
        assert!(!o.beating_board.contains("Qd".parse().unwrap()));
        assert_eq!(o.outs(), set("Ah Ad Ac Ks Kh Kc"));
        assert_eq!(o.beating_opponents, None);
    }

    #[test]
    fn on_the_turn_and_with_dead_cards() {
        // Two pair and a flush draw on the turn: nine hearts for the flush, and the two aces
        // and two sevens left for a full house.
        let o = vs("Ah 7h", "Ac 7c 2h 9h", &[]);
        assert_eq!(o.by_category()[Category::Flush.index()].len(), 9);
        assert_eq!(
            o.by_category()[Category::FullHouse.index()],
            set("Ad As 7d 7s")
        );
        assert_eq!(o.count(), 13);
        let dead = outs(set("Ah 7h"), set("Ac 7c 2h 9h"), &[], set("Kh Qh")).unwrap();
        assert_eq!(dead.count(), 11);
        assert_eq!(dead.unseen.len(), 44);
    }

    #[test]
    fn a_split_with_an_opponent_still_counts() {
        // Both make the same straight with a ten; the blog counts it.
        let o = vs("Qc Jd", "9h 8s 2c", &["Qd Js"]);
        assert!(o.outs().contains("Th".parse().unwrap()));
    }

    #[test]
    fn bad_questions_are_refused() {
        let e = |h: &str, b: &str, o: &[&str]| {
            let opponents: Vec<CardSet> = o.iter().map(|x| set(x)).collect();
            outs(set(h), set(b), &opponents, CardSet::EMPTY).unwrap_err()
        };
        assert_eq!(e("As", "2c 3c 4c", &[]), OutsError::HandSize { found: 1 });
        assert_eq!(e("As Ks", "2c 3c", &[]), OutsError::BoardSize { found: 2 });
        assert_eq!(
            e("As Ks", "2c 3c 4c 5c 6c", &[]),
            OutsError::BoardSize { found: 5 }
        );
        assert_eq!(
            e("As Ks", "2c 3c 4c", &["Qd"]),
            OutsError::OpponentSize { index: 1, found: 1 }
        );
        assert!(
            e("As Ks", "2c 3c 4c", &["Qd 4c"])
                .to_string()
                .contains("4c")
        );
        assert!(e("As Ks", "Ks 3c 4c", &[]).to_string().contains("Ks"));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn rules_hold_for_every_card(seed in any::<u64>(), turn in any::<bool>()) {
            use rand::{SeedableRng, rngs::SmallRng, seq::SliceRandom};
            let mut deck = CardSet::FULL.to_vec();
            deck.shuffle(&mut SmallRng::seed_from_u64(seed));
            let n = if turn { 4 } else { 3 };
            let hand: CardSet = deck[..2].iter().copied().collect();
            let board: CardSet = deck[2..2 + n].iter().copied().collect();
            let opp: CardSet = deck[2 + n..4 + n].iter().copied().collect();
            let o = outs(hand, board, &[opp], CardSet::EMPTY).unwrap();
            prop_assert_eq!(o.unseen.len(), 52 - 4 - n);
            for card in combinations(o.unseen, 1).filter_map(|c| c.first()) {
                let new = evaluate(hand | board | CardSet::single(card));
                prop_assert_eq!(o.value_with(card), Some(new));
                let rule1 = new.category() > o.current.category();
                let rule2 = new.category() > board_category(board.with(card));
                let rule3 = evaluate(opp | board.with(card)) <= new;
                prop_assert_eq!(o.improving.contains(card), rule1);
                prop_assert_eq!(o.beating_board.contains(card), rule1 && rule2);
                prop_assert_eq!(o.outs().contains(card), rule1 && rule2 && rule3);
            }
            let grouped: usize = o.by_category().iter().map(|s| s.len()).sum();
            prop_assert_eq!(grouped, o.count());
        }
    }
}
