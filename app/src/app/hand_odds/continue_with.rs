//! "Continue with" in Hand Odds, the tab's side of it: the holdings lines ticked in the "What
//! each seat holds" panel, the step they make for the panel's seat, and the table's question
//! with each range narrowed on the streets after its steps (the steps and the narrowed ranges
//! themselves live in [`streets`](super::streets)).

use super::HandOdds;
use super::breakdown::HoldingLine;
use super::step::{EquityThreshold, Step, ThresholdError};
use super::streets::{Continuing, StepError};
use super::table::{Deal, Seat};
use pokerlab::cards::CardSet;
use pokerlab::equity::Engine;
use pokerlab::jobs::Waker;

/// The holdings lines ticked in the panel, for one seat on one board, and the equity
/// threshold typed there (kept across seats and boards).
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Ticked {
    seat: usize,
    board: CardSet,
    lines: Vec<HoldingLine>,
    /// The threshold as typed, in percent; empty for none.
    pub(super) threshold: String,
}

/// Why "continue with" is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(super) enum ContinueError {
    /// The step.
    #[error(transparent)]
    Step(#[from] StepError),
    /// The threshold typed.
    #[error(transparent)]
    Threshold(#[from] ThresholdError),
}

impl HandOdds {
    /// The equity question the table asks, with each range seat narrowed on the streets after
    /// its "continue with" steps.
    pub fn deal(&self) -> Option<Deal> {
        let deal = self.table.deal()?;
        Some(
            self.continuing
                .apply(deal, &seat_ranges(self.table.seats())),
        )
    }

    /// What range seats continue with.
    pub fn continuing(&self) -> &Continuing {
        &self.continuing
    }

    /// The holdings lines ticked for seat `seat` on the current board.
    pub fn ticked(&self, seat: usize) -> &[HoldingLine] {
        let board: CardSet = self.table.board().iter().flatten().copied().collect();
        if self.ticked.seat == seat && self.ticked.board == board {
            &self.ticked.lines
        } else {
            &[]
        }
    }

    /// Ticks or unticks `line` for the panel's seat.
    pub(super) fn tick_line(&mut self, line: HoldingLine) {
        let Some(seat) = self.breakdown_seat() else {
            return;
        };
        let board: CardSet = self.table.board().iter().flatten().copied().collect();
        if self.ticked.seat != seat || self.ticked.board != board {
            self.ticked = Ticked {
                seat,
                board,
                lines: Vec::new(),
                threshold: std::mem::take(&mut self.ticked.threshold),
            };
        }
        let lines = &mut self.ticked.lines;
        match lines.iter().position(|&l| l == line) {
            Some(i) => {
                lines.remove(i);
            }
            None => lines.push(line),
        }
    }

    /// The equity threshold as typed in the panel.
    pub fn threshold_text(&self) -> &str {
        &self.ticked.threshold
    }

    /// Once a frame: the steps follow the table, their thresholds' equities are asked of the
    /// pool, and a step taken back once counted says why.
    pub(super) fn update_continuing(&mut self, engine: &Engine, waker: &Waker) {
        self.continuing
            .refresh(&seat_ranges(self.table.seats()), self.table.deal().as_ref());
        self.continuing.sync_jobs(engine, waker);
        if let Some(notice) = self.continuing.take_notice() {
            self.message = Some(notice.to_string());
        }
    }

    /// The panel's seat continues with the ticked lines and the threshold on this street.
    pub(super) fn continue_with(&mut self) -> Result<(), ContinueError> {
        let Some(seat) = self.breakdown_seat() else {
            return Ok(());
        };
        let typed = self.ticked.threshold.trim();
        let min_equity = if typed.is_empty() {
            None
        } else {
            Some(typed.parse::<EquityThreshold>()?)
        };
        let Some(range) = self.table.seats().get(seat).and_then(Seat::range) else {
            return Err(StepError::NoRange(seat + 1).into());
        };
        let Some(deal) = self.deal() else {
            return Err(StepError::NotAStepStreet.into());
        };
        let mut step = Step {
            min_equity,
            ..Step::default()
        };
        let keep = &mut step.keep;
        for &line in self.ticked(seat) {
            match line {
                HoldingLine::Made(m) => keep.made.push(m),
                HoldingLine::Draw(d) => keep.draws.push(d),
            }
        }
        keep.made.sort();
        keep.draws.sort();
        let range = (
            range.text().to_owned(),
            std::sync::Arc::clone(range.shared()),
        );
        self.continuing
            .continue_with(&deal, seat, (&range.0, &range.1), step)?;
        // The lines stay ticked: before the next card, the panel shows what the range
        // continues with beside its size on the next street.
        self.ticked.threshold.clear();
        Ok(())
    }
}

/// Each seat's range text and range, for the seats that hold one.
pub(super) fn seat_ranges(
    seats: &[Seat],
) -> Vec<Option<(&str, &std::sync::Arc<pokerlab::range::Range>)>> {
    seats
        .iter()
        .map(|s| s.range().map(|r| (r.text(), r.shared())))
        .collect()
}
