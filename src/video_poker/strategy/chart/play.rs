//! A chart's answers for one deal: the line that plays it and the hold it gives (its
//! footnotes first), and the line a given hold follows — what a trainer asks of the chart.

use super::super::deals::{held_sets, reading};
use super::{ChartPlay, LineId, StrategyChart};
use crate::video_poker::hold_evaluator::sort_dealt;
use crate::video_poker::{DeckCard, DeckCardError, Ev, HoldMask, HoldsAnalysis};

impl StrategyChart {
    /// The line that plays `dealt` (the first that fits some hold) and the hold it gives.
    /// `dealt` is five [`Card`](crate::Card)s, or [`DeckCard`]s where the game has a joker.
    /// Fails if `dealt` is not five distinct cards of the game's deck.
    ///
    /// ```
    /// use pokerlab::video_poker::{GameKind, PayTable, StrategyChart, parse_deal};
    /// let table = PayTable::builtin("joker-poker-kings").unwrap();
    /// let chart = StrategyChart::build(&table);
    /// let dealt = parse_deal("Jk Kd 7c 4s 2h", GameKind::JOKER).unwrap();
    /// let play = chart.play(&dealt).unwrap();
    /// assert_eq!(play.hold.to_string(), "11000");
    /// assert!(chart.line(play.line).unwrap().rule().starts_with("The joker and"));
    /// ```
    pub fn play<C: Copy + Into<DeckCard>>(&self, dealt: &[C]) -> Result<ChartPlay, DeckCardError> {
        Ok(self.play_analyzed(&self.evaluator().analyze(dealt)?))
    }

    /// [`play`](Self::play) given the deal's analysis at the chart's bet (which carries the
    /// cards dealt): no EV is computed again. An analysis at another bet gives that bet's EV.
    pub fn play_analyzed(&self, analysis: &HoldsAnalysis) -> ChartPlay {
        let cards = *analysis.dealt();
        let sets = held_sets(&cards);
        let dealt = self.wilds_in(&cards);
        let mut best: Option<(usize, u32, Ev, HoldMask)> = None;
        for mask in HoldMask::all() {
            let held = sets[mask.bits() as usize];
            let pattern = self.vocabulary.pattern_of(held, sets[31] & !held);
            let Some(line) = self.line_of.in_group(dealt, pattern) else {
                continue;
            };
            let key = (line, reading(held), analysis.ev(mask), mask);
            let better = match best {
                None => true,
                Some((l, r, ev, _)) => line < l || (line == l && (key.1, key.2) > (r, ev)),
            };
            if better {
                best = Some(key);
            }
        }
        let (line, _, ev, hold) = best.unwrap_or((
            self.lines.len().saturating_sub(1),
            0,
            analysis.ev(HoldMask::NONE),
            HoldMask::NONE,
        ));
        if let Some((line, i, hold)) = self.notes.find(&cards, self.table.kind()) {
            return ChartPlay {
                line: LineId(line),
                hold,
                ev: analysis.ev(hold),
                footnote: Some(i),
            };
        }
        ChartPlay {
            line: LineId(line),
            hold,
            ev,
            footnote: None,
        }
    }

    /// The line whose rule `hold` follows, if any: the line of the hold's pattern, whether or
    /// not an earlier line fits the deal. `None` for a hold no line of the chart makes. Fails
    /// if `dealt` is not five distinct cards of the game's deck.
    pub fn line_of_hold<C: Copy + Into<DeckCard>>(
        &self,
        dealt: &[C],
        hold: HoldMask,
    ) -> Result<Option<LineId>, DeckCardError> {
        // Five distinct cards of the game's deck, in the order dealt.
        let cards = sort_dealt(dealt, self.table.kind())?.cards;
        let sets = held_sets(&cards);
        let held = sets[hold.bits() as usize];
        let pattern = self.vocabulary.pattern_of(held, sets[31] & !held);
        Ok(self
            .line_of
            .in_group(self.wilds_in(&cards), pattern)
            .or_else(|| self.line_of.any.get(&pattern).copied())
            .map(LineId))
    }

    /// How many wild cards `cards` has.
    fn wilds_in(&self, cards: &[DeckCard; 5]) -> u8 {
        let kind = self.table.kind();
        cards.iter().filter(|&&c| kind.is_wild(c)).count() as u8
    }
}
