//! The hold calculator: one pay table and bet, bound to the draw tallies of its kind of game,
//! answering "the EV of all 32 holds" for any dealt hand in about a microsecond.

use std::sync::Arc;

use super::colex::BINOM;
use super::draw_tables::mobius_supersets;
use super::pay_totals::PayTotals;
use super::{
    Bet, DeckCard, DeckCardError, DrawTables, Ev, HoldEv, HoldMask, HoldsAnalysis, PayClass,
    PayTable, RoundEv,
};
use crate::cards::CardError;

/// Computes exact hold EVs for one pay table at one bet.
///
/// Construction fetches the shared [`DrawTables`] of the table's kind and minimum paying pair
/// (built once per process, in tens of milliseconds) and totals the pays of the table over them (a few milliseconds);
/// after that each [`analyze`](Self::analyze) is 32 table lookups and an inclusion–exclusion
/// over the subsets of the dealt hand. Clones share the tables.
///
/// ```
/// use pokerlab::video_poker::{Bet, HoldEvaluator, HoldMask, PayTable};
/// let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
/// let dealt = pokerlab::parse_exact("Jh Jd 7c 4s 2d", 5).unwrap();
/// let analysis = evaluator.analyze(&dealt).unwrap();
/// assert_eq!(analysis.best().mask, "11000".parse::<HoldMask>().unwrap());
/// // Holding the pair of jacks: EV ≈ 1.5365 coins per coin.
/// assert!((analysis.best().ev.to_f64() - 1.5365).abs() < 1e-4);
/// ```
#[derive(Clone, Debug)]
pub struct HoldEvaluator {
    table: PayTable,
    bet: Bet,
    totals: Arc<PayTotals>,
    tables: Arc<DrawTables>,
}

impl HoldEvaluator {
    /// The calculator for `table` at `bet`, on the process-wide shared tables.
    pub fn new(table: &PayTable, bet: Bet) -> HoldEvaluator {
        let tables = DrawTables::shared_for(table);
        HoldEvaluator::with_tables(table, bet, tables)
    }

    /// The calculator on given tables; if they do not serve the table (another kind of game or
    /// minimum paying pair), the shared tables that do are used instead.
    pub fn with_tables(table: &PayTable, bet: Bet, tables: Arc<DrawTables>) -> HoldEvaluator {
        let tables = if tables.serves(table) {
            tables
        } else {
            DrawTables::shared_for(table)
        };
        HoldEvaluator {
            table: table.clone(),
            bet,
            totals: Arc::new(PayTotals::new(&tables, table.slot_pays(bet))),
            tables,
        }
    }

    /// The pay table.
    pub fn paytable(&self) -> &PayTable {
        &self.table
    }

    /// The bet.
    pub fn bet(&self) -> Bet {
        self.bet
    }

    /// The EV of all 32 holds of five dealt cards (in the order dealt: mask bit `i` is
    /// `dealt[i]`): [`Card`](crate::Card)s, or [`DeckCard`]s where the game has a joker. Fails
    /// if `dealt` is not five distinct cards of the game's deck.
    pub fn analyze<C: Copy + Into<DeckCard>>(
        &self,
        dealt: &[C],
    ) -> Result<HoldsAnalysis, DeckCardError> {
        let SortedDeal {
            cards,
            sorted,
            position,
        } = sort_dealt(dealt, self.table.kind())?;
        let supersets = self.totals.superset_totals(&self.tables, &sorted);
        let by_mask = hold_evs(
            supersets,
            &position,
            self.table.kind().deck_size(),
            self.table.units_per_coin() as u64,
        );
        Ok(HoldsAnalysis::new(cards, self.bet, by_mask))
    }

    /// The EV of one hold (the same as `analyze(dealt)?.ev(hold)`, for callers who want one).
    pub fn ev<C: Copy + Into<DeckCard>>(
        &self,
        dealt: &[C],
        hold: HoldMask,
    ) -> Result<Ev, DeckCardError> {
        Ok(self.analyze(dealt)?.ev(hold))
    }

    /// How the draws of one hold end: for each pay class of the game, in order (best
    /// first), the number of draws that make it, out of C(47, cards replaced) (C(48, …) with
    /// a joker).
    pub fn outcomes<C: Copy + Into<DeckCard>>(
        &self,
        dealt: &[C],
        hold: HoldMask,
    ) -> Result<Vec<(PayClass, u64)>, DeckCardError> {
        let SortedDeal {
            sorted, position, ..
        } = sort_dealt(dealt, self.table.kind())?;
        let sorted_hold = (0..5)
            .filter(|&i| hold.is_held(position[i]))
            .fold(0usize, |m, i| m | 1 << i);
        let counts = self.tables.hold_counts(&sorted, sorted_hold);
        Ok(self
            .table
            .kind()
            .classes()
            .iter()
            .zip(counts)
            .map(|(&class, n)| (class, n.max(0) as u64))
            .collect())
    }
}

/// Five dealt cards, checked, with their indices sorted.
pub(crate) struct SortedDeal {
    /// The cards in the order dealt.
    pub(crate) cards: [DeckCard; 5],
    /// Their indices, increasing.
    pub(crate) sorted: [u8; 5],
    /// For each sorted place, the position it was dealt at.
    pub(crate) position: [usize; 5],
}

/// Checks that `dealt` is five distinct cards of `kind`'s deck and sorts them.
pub(crate) fn sort_dealt<C: Copy + Into<DeckCard>>(
    dealt: &[C],
    kind: super::GameKind,
) -> Result<SortedDeal, DeckCardError> {
    let given: Vec<DeckCard> = dealt.iter().map(|&c| c.into()).collect();
    let cards: [DeckCard; 5] = given
        .as_slice()
        .try_into()
        .map_err(|_| CardError::WrongCount {
            expected: "5".to_owned(),
            found: dealt.len(),
            input: given
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        })?;
    if cards.iter().any(|c| c.index() >= kind.deck_size()) {
        return Err(DeckCardError::NoJoker { game: kind });
    }
    let mut position = [0usize, 1, 2, 3, 4];
    position.sort_by_key(|&p| cards[p].index());
    let sorted = position.map(|p| cards[p].index() as u8);
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(
            match DeckCard::from_index(w[0] as usize).and_then(DeckCard::card) {
                Some(card) => CardError::Duplicate { card }.into(),
                None => DeckCardError::TwoJokers,
            },
        );
    }
    Ok(SortedDeal {
        cards,
        sorted,
        position,
    })
}

/// The 32 holds' EVs from `supersets`: for each subset of the deal (a mask over the sorted
/// places), the total pay of the five-card hands of an `n`-card deck containing it, in pay
/// units of 1/`units` coin. Those are the extra hands' totals of multi-play as they stand
/// (a fresh deck less the held cards); their Möbius transform gives the first hand's.
pub(crate) fn hold_evs(
    supersets: [i64; 32],
    position: &[usize; 5],
    n: usize,
    units: u64,
) -> [HoldEv; 32] {
    let mut first = supersets;
    mobius_supersets(&mut first);
    let mut by_mask = [HoldEv {
        mask: HoldMask::NONE,
        total: 0,
        draws: 1,
        ev: Ev::ZERO,
        extra_total: 0,
        extra_draws: 1,
        extra_ev: RoundEv::ZERO,
    }; 32];
    for (sorted_mask, (&total, &extra_total)) in first.iter().zip(&supersets).enumerate() {
        let mask = given_mask(sorted_mask, position);
        let (held, replaced) = (mask.count(), 5 - mask.count());
        let draws = BINOM[n - 5][replaced] as u64;
        let extra_draws = BINOM[n - held][replaced] as u64;
        let (total, extra_total) = (total.max(0) as u64, extra_total.max(0) as u64);
        by_mask[mask.bits() as usize] = HoldEv {
            mask,
            total,
            draws,
            ev: Ev::from_units(total, draws, units),
            extra_total,
            extra_draws,
            extra_ev: RoundEv::from_units(extra_total, extra_draws, units),
        };
    }
    by_mask
}

/// A mask over sorted places as a mask over dealt positions.
#[inline]
pub(crate) fn given_mask(sorted_mask: usize, position: &[usize; 5]) -> HoldMask {
    HoldMask::from_bits(
        (0..5)
            .filter(|&i| sorted_mask & (1 << i) != 0)
            .fold(0u8, |m, i| m | 1 << position[i]),
    )
}
