//! A trainer's scorecard: hands played, holds that were not the best, and the expected coins
//! those mistakes gave up.

use super::{ExtraDeck, Hands, HoldMask, HoldsAnalysis, RoundAnalysis, RoundEv};

/// How one decision compared with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The hold chosen.
    pub chosen: HoldMask,
    /// A best hold of the round (the first of the ties; on one hand, the best hold).
    pub best: HoldMask,
    /// EV given up by the choice on the whole round, per coin bet on each hand (on one hand,
    /// the hold's loss; zero for a best hold).
    pub loss: RoundEv,
}

impl Decision {
    /// Whether the choice was a best hold.
    pub fn is_correct(&self) -> bool {
        self.loss == RoundEv::ZERO
    }
}

/// Running statistics of a session at the machine.
///
/// ```
/// use pokerlab::video_poker::{Bet, HoldEvaluator, PayTable, SessionStats};
/// let evaluator = HoldEvaluator::new(&PayTable::default(), Bet::MAX);
/// let analysis = evaluator.analyze(&pokerlab::parse_exact("As Ks Qs Js 9s", 5).unwrap()).unwrap();
/// let mut stats = SessionStats::default();
/// let decision = stats.record(&analysis, "11111".parse().unwrap());  // kept the flush
/// assert!(!decision.is_correct());
/// stats.record_payout(30);                                            // 6 per coin × 5
/// assert_eq!((stats.hands(), stats.mistakes()), (1, 1));
/// assert!(stats.ev_given_up() > 60.0);                               // coins, at 5 coins bet
/// assert_eq!(stats.net(), 25);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SessionStats {
    hands: u64,
    mistakes: u64,
    /// Σ round loss per coin × coins bet per hand, over RoundEv::DENOMINATOR.
    lost: u128,
    /// Σ best round value per coin × coins bet per hand, over RoundEv::DENOMINATOR.
    expected_best: u128,
    wagered: u64,
    paid: u64,
}

impl SessionStats {
    /// Records a hold chosen for an analysed deal (counting the bet as wagered).
    pub fn record(&mut self, analysis: &HoldsAnalysis, chosen: HoldMask) -> Decision {
        self.record_round(&analysis.round(Hands::ONE, ExtraDeck::Undealt), chosen)
    }

    /// Records a hold chosen for a deal played on the round's hands: one decision, scored
    /// against the best hold of the round (each extra hand at its own EV), and the bet and the
    /// expected coins counted on every hand.
    pub fn record_round(&mut self, round: &RoundAnalysis, chosen: HoldMask) -> Decision {
        let coins = round.bet().coins() as u128 * u128::from(round.hands().count());
        let per_hand = round.bet().coins() as u128;
        let loss = round.loss(chosen);
        self.hands += 1;
        self.wagered += coins as u64;
        if loss != RoundEv::ZERO {
            self.mistakes += 1;
        }
        self.lost = self
            .lost
            .saturating_add(loss.numerator().saturating_mul(per_hand));
        self.expected_best = self
            .expected_best
            .saturating_add(round.best().value.numerator().saturating_mul(per_hand));
        Decision {
            chosen,
            best: round.best().mask,
            loss,
        }
    }

    /// Records what a round paid, in coins.
    pub fn record_payout(&mut self, coins: u64) {
        self.paid = self.paid.saturating_add(coins);
    }

    /// Deals recorded (a deal played on several hands counts once).
    pub fn hands(&self) -> u64 {
        self.hands
    }

    /// Deals where the hold was not a best hold.
    pub fn mistakes(&self) -> u64 {
        self.mistakes
    }

    /// The share of hands played perfectly (1 with no hands).
    pub fn accuracy(&self) -> f64 {
        if self.hands == 0 {
            1.0
        } else {
            1.0 - self.mistakes as f64 / self.hands as f64
        }
    }

    /// Expected coins given up by mistakes.
    pub fn ev_given_up(&self) -> f64 {
        self.lost as f64 / RoundEv::DENOMINATOR as f64
    }

    /// Expected coins perfect play would have returned on the hands recorded.
    pub fn expected_with_best_play(&self) -> f64 {
        self.expected_best as f64 / RoundEv::DENOMINATOR as f64
    }

    /// Coins bet.
    pub fn wagered(&self) -> u64 {
        self.wagered
    }

    /// Coins paid.
    pub fn paid(&self) -> u64 {
        self.paid
    }

    /// Coins won or lost: paid minus wagered.
    pub fn net(&self) -> i64 {
        self.paid as i64 - self.wagered as i64
    }
}
