//! A range: how likely a player is to hold each of the 1326 combos, as a weight in `[0, 1]`,
//! and the set algebra of ranges. Reading one from text is `parse.rs`, printing one `text.rs`.

use super::{COMBO_COUNT, Combo, HandClass};
use crate::cards::CardSet;

/// A weight in `[0, 1]` for each of the 1326 two-card combos; weight 0 means "not in the range".
///
/// Build one by parsing text (see [the grammar](super#grammar)), from classes and combos, or
/// with set operations. Weights combine like fuzzy sets: a union keeps the larger weight, an
/// intersection the smaller, and `a ! b` keeps `min(a, 1 - b)`.
///
/// ```
/// use pokerlab::range::Range;
/// use pokerlab::CardSet;
/// let range: Range = "QQ+, AKs, AA:0.5".parse()?;
/// assert_eq!(range.count(), 22); // QQ, KK, AA and four AKs
/// let board: CardSet = "As 7h 2c".parse().unwrap();
/// assert_eq!(range.count_live(board), 22 - 3 - 1);
/// let text = range.to_string();
/// assert_eq!(text, "QQ+,AKs");
/// assert_eq!(text.parse::<Range>()?, range);
/// # Ok::<(), pokerlab::range::RangeError>(())
/// ```
#[derive(Clone, PartialEq)]
pub struct Range {
    weights: Box<[f32; COMBO_COUNT]>,
}

impl Default for Range {
    fn default() -> Self {
        Range::empty()
    }
}

/// A weight made safe: NaN becomes 0, everything else is clamped into `[0, 1]`.
#[inline]
fn clamp_weight(w: f32) -> f32 {
    if w.is_nan() { 0.0 } else { w.clamp(0.0, 1.0) }
}

impl Range {
    /// The range with no combos.
    pub fn empty() -> Range {
        Range {
            weights: Box::new([0.0; COMBO_COUNT]),
        }
    }

    /// Every combo at weight 1: `random`.
    pub fn full() -> Range {
        Range {
            weights: Box::new([1.0; COMBO_COUNT]),
        }
    }

    /// The given combos at weight 1.
    pub fn from_combos(combos: impl IntoIterator<Item = Combo>) -> Range {
        let mut range = Range::empty();
        for combo in combos {
            range.weights[combo.index()] = 1.0;
        }
        range
    }

    /// Every combo of the given classes at weight 1.
    pub fn from_classes(classes: impl IntoIterator<Item = HandClass>) -> Range {
        let mut range = Range::empty();
        for class in classes {
            range.set_class(class, 1.0);
        }
        range
    }

    /// The weight of `combo`, in `[0, 1]`.
    #[inline]
    pub fn weight(&self, combo: Combo) -> f32 {
        self.weights[combo.index()]
    }

    /// Sets the weight of `combo` (clamped into `[0, 1]`; NaN counts as 0).
    #[inline]
    pub fn set(&mut self, combo: Combo, weight: f32) {
        self.weights[combo.index()] = clamp_weight(weight);
    }

    /// Sets every combo of `class` to `weight` (clamped into `[0, 1]`): painting a grid cell.
    pub fn set_class(&mut self, class: HandClass, weight: f32) {
        let weight = clamp_weight(weight);
        for &i in class.combo_indices() {
            self.weights[i as usize] = weight;
        }
    }

    /// Whether `combo` is in the range (weight above 0).
    #[inline]
    pub fn contains(&self, combo: Combo) -> bool {
        self.weights[combo.index()] > 0.0
    }

    /// How many combos have a weight above 0.
    pub fn count(&self) -> usize {
        self.weights.iter().filter(|&&w| w > 0.0).count()
    }

    /// How many combos have a weight above 0 and no card in `dead`.
    pub fn count_live(&self, dead: CardSet) -> usize {
        self.live(dead).count()
    }

    /// The sum of the weights: the number of combos, counting a combo at weight 0.5 as half.
    pub fn total_weight(&self) -> f64 {
        self.weights.iter().map(|&w| f64::from(w)).sum()
    }

    /// Whether no combo has a weight above 0.
    pub fn is_empty(&self) -> bool {
        self.weights.iter().all(|&w| w <= 0.0)
    }

    /// Whether every combo in the range has weight exactly 1.
    pub fn is_unweighted(&self) -> bool {
        self.weights.iter().all(|&w| w == 0.0 || w == 1.0)
    }

    /// The combos in the range with their weights, in combo index order.
    pub fn combos(&self) -> impl Iterator<Item = (Combo, f32)> + '_ {
        Combo::all()
            .zip(self.weights.iter().copied())
            .filter(|&(_, w)| w > 0.0)
    }

    /// The combos in the range that share no card with `dead`, with their weights: the card
    /// removal every equity calculation starts with.
    ///
    /// ```
    /// use pokerlab::range::Range;
    /// let aces: Range = "AA".parse().unwrap();
    /// let board = "As 7h 2c".parse().unwrap();
    /// assert_eq!(aces.live(board).count(), 3);
    /// ```
    pub fn live(&self, dead: CardSet) -> impl Iterator<Item = (Combo, f32)> + '_ {
        self.combos()
            .filter(move |(combo, _)| !combo.collides(dead))
    }

    /// [`live`](Self::live) collected with each combo's cards, ready for an inner loop.
    pub fn live_combos(&self, dead: CardSet) -> Vec<(Combo, CardSet, f32)> {
        self.live(dead)
            .map(|(combo, w)| (combo, combo.cards(), w))
            .collect()
    }

    /// This range without the combos that hold a card of `dead`.
    #[must_use]
    pub fn without(&self, dead: CardSet) -> Range {
        let mut out = self.clone();
        for combo in Combo::all() {
            if combo.collides(dead) {
                out.weights[combo.index()] = 0.0;
            }
        }
        out
    }

    /// Combo by combo, the larger weight: the `,` of the grammar.
    #[must_use]
    pub fn union(&self, other: &Range) -> Range {
        self.zip_with(other, f32::max)
    }

    /// Combo by combo, the smaller weight: the `&` of the grammar.
    #[must_use]
    pub fn intersection(&self, other: &Range) -> Range {
        self.zip_with(other, f32::min)
    }

    /// Combo by combo, `min(self, 1 - other)`: the `!` of the grammar. With an unweighted
    /// `other` this simply drops its combos.
    #[must_use]
    pub fn minus(&self, other: &Range) -> Range {
        self.zip_with(other, |a, b| a.min(1.0 - b))
    }

    /// Every weight multiplied by `factor` (clamped into `[0, 1]`): the `:w` of the grammar.
    #[must_use]
    pub fn scaled(&self, factor: f32) -> Range {
        let factor = clamp_weight(factor);
        let mut out = self.clone();
        for w in out.weights.iter_mut() {
            *w *= factor;
        }
        out
    }

    /// Everything not in this range, at weight `1 - w`.
    #[must_use]
    pub fn complement(&self) -> Range {
        Range::full().minus(self)
    }

    fn zip_with(&self, other: &Range, f: impl Fn(f32, f32) -> f32) -> Range {
        let mut out = self.clone();
        for (a, &b) in out.weights.iter_mut().zip(other.weights.iter()) {
            *a = clamp_weight(f(*a, b));
        }
        out
    }

    /// The share of `class`'s combos in the range, weighted: 1.0 when every combo is in at
    /// weight 1, 0.5 when half are (or all at 0.5). This is what a grid cell shows.
    pub fn class_fraction(&self, class: HandClass) -> f32 {
        let indices = class.combo_indices();
        let sum: f32 = indices.iter().map(|&i| self.weights[i as usize]).sum();
        sum / indices.len() as f32
    }

    /// Like [`class_fraction`](Self::class_fraction), but out of the class's combos that share
    /// no card with `dead`; `None` when every combo of the class is blocked.
    pub fn class_fraction_live(&self, class: HandClass, dead: CardSet) -> Option<f32> {
        let (mut sum, mut n) = (0.0f32, 0usize);
        for combo in class.combos().filter(|c| !c.collides(dead)) {
            sum += self.weights[combo.index()];
            n += 1;
        }
        (n > 0).then(|| sum / n as f32)
    }

    /// The one combo of a range that holds exactly one (at any weight): a player whose cards
    /// are known. `None` for an empty range or one with several combos.
    pub fn single_combo(&self) -> Option<Combo> {
        let mut combos = self.combos();
        match (combos.next(), combos.next()) {
            (Some((combo, _)), None) => Some(combo),
            _ => None,
        }
    }

    /// The weights by combo index.
    pub fn weights(&self) -> &[f32; COMBO_COUNT] {
        &self.weights
    }
}

impl From<Combo> for Range {
    /// The range of exactly one combo: a player whose cards are known.
    fn from(combo: Combo) -> Range {
        Range::from_combos([combo])
    }
}

impl From<HandClass> for Range {
    /// Every combo of one class.
    fn from(class: HandClass) -> Range {
        Range::from_classes([class])
    }
}
