//! The Odds Grid's chart of the 169 starting hands, as data: each class's pre-flop equity
//! against the chosen number of random opponents (from the precomputed table), whether any of
//! its combos is still in the deck, and a class's rank among the 169; and a class in words.

use super::grid_jobs::class_equity;
use pokerlab::cards::{CardSet, Rank};
use pokerlab::range::{COMBO_COUNT, HandClass, Shape};

/// The chart's figures, remembered while the opponents and the cards off the deck stay put.
#[derive(Clone, Debug)]
pub struct StartingHands {
    opponents: usize,
    others: CardSet,
    values: [Option<f32>; HandClass::COUNT],
    available: [bool; HandClass::COUNT],
}

impl Default for StartingHands {
    fn default() -> Self {
        StartingHands {
            opponents: 0,
            others: CardSet::FULL,
            values: [None; HandClass::COUNT],
            available: [false; HandClass::COUNT],
        }
    }
}

impl StartingHands {
    /// Each class's pre-flop equity (0 to 1) against the opponents, by
    /// [`HandClass::index`].
    pub fn values(&self) -> &[Option<f32>; HandClass::COUNT] {
        &self.values
    }

    /// Whether each class has a combo clear of the board and dead cards, by
    /// [`HandClass::index`].
    pub fn available(&self) -> &[bool; HandClass::COUNT] {
        &self.available
    }

    /// A class's place among the 169 by the figure shown (1 = best), and the share of the
    /// 1,326 combos in classes at least as good (0 to 1).
    pub fn rank(&self, class: HandClass) -> Option<(usize, f64)> {
        let mine = self.values[class.index()]?;
        let better = HandClass::all().filter(|c| self.values[c.index()].is_some_and(|v| v > mine));
        let place = 1 + better.clone().count();
        let combos: usize = better.map(HandClass::combo_count).sum::<usize>() + class.combo_count();
        Some((place, combos as f64 / COMBO_COUNT as f64))
    }

    /// Recomputes the figures if the opponents or the cards off the deck (`others`: the
    /// board and dead cards) changed.
    pub fn refresh(&mut self, opponents: usize, others: CardSet) {
        if self.opponents == opponents && self.others == others {
            return;
        }
        self.opponents = opponents;
        self.others = others;
        for class in HandClass::all() {
            self.values[class.index()] = class_equity(class, opponents).map(|e| e as f32);
            self.available[class.index()] = class.combos().any(|c| !c.collides(others));
        }
    }
}

/// A starting hand in words: "Ace-King suited · 4 combos".
pub fn class_words(class: HandClass) -> String {
    let name = |r: Rank| match r.to_char() {
        'A' => "Ace",
        'K' => "King",
        'Q' => "Queen",
        'J' => "Jack",
        'T' => "Ten",
        '9' => "Nine",
        '8' => "Eight",
        '7' => "Seven",
        '6' => "Six",
        '5' => "Five",
        '4' => "Four",
        '3' => "Three",
        _ => "Two",
    };
    let (hi, lo) = (name(class.high()), name(class.low()));
    let words = match class.shape() {
        Shape::Pair => format!("Pair of {hi}{}", if hi == "Six" { "es" } else { "s" }),
        Shape::Suited => format!("{hi}-{lo} suited"),
        Shape::Offsuit => format!("{hi}-{lo} offsuit"),
    };
    format!("{words} · {} combos", class.combo_count())
}

#[cfg(test)]
mod tests {
    use super::*;
    use pokerlab::format::percent_cell;

    #[test]
    fn figures_read_naturally() {
        assert_eq!(percent_cell(0.0), "–");
        assert_eq!(percent_cell(0.000_01), "<0.01%");
        assert_eq!(percent_cell(0.123_456), "12.35%");
        assert_eq!(
            class_words("66".parse().unwrap()),
            "Pair of Sixes · 6 combos"
        );
        assert_eq!(
            class_words("AKs".parse().unwrap()),
            "Ace-King suited · 4 combos"
        );
    }

    #[test]
    fn aces_rank_first_and_blocked_classes_are_marked() {
        let mut chart = StartingHands::default();
        chart.refresh(1, "Ah Ad Ac".parse().unwrap());
        assert_eq!(chart.rank(HandClass::AA), Some((1, 6.0 / 1326.0)));
        assert!(!chart.available()[HandClass::AA.index()]);
        assert!(chart.available()["KK".parse::<HandClass>().unwrap().index()]);
    }
}
