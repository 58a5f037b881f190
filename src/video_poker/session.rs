//! A trainer's scorecard: hands played, holds that were not the best, and the expected coins
//! those mistakes gave up.

use super::{Ev, Hands, HoldMask, HoldsAnalysis};

/// How one decision compared with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The hold chosen.
    pub chosen: HoldMask,
    /// A best hold (the first of the ties).
    pub best: HoldMask,
    /// EV per coin given up by the choice (zero for a best hold).
    pub loss: Ev,
}

impl Decision {
    /// Whether the choice was a best hold.
    pub fn is_correct(&self) -> bool {
        self.loss == Ev::ZERO
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
    /// Σ loss per coin × coins bet, over Ev::DENOMINATOR.
    lost: u128,
    /// Σ best EV per coin × coins bet, over Ev::DENOMINATOR.
    expected_best: u128,
    wagered: u64,
    paid: u64,
}

impl SessionStats {
    /// Records a hold chosen for an analysed deal (counting the bet as wagered).
    pub fn record(&mut self, analysis: &HoldsAnalysis, chosen: HoldMask) -> Decision {
        self.record_hands(analysis, chosen, Hands::ONE)
    }

    /// Records a hold chosen for an analysed deal played on `hands` hands: one decision, and
    /// the bet, the expected coins and what the hold gave up counted once per hand.
    pub fn record_hands(
        &mut self,
        analysis: &HoldsAnalysis,
        chosen: HoldMask,
        hands: Hands,
    ) -> Decision {
        let coins = analysis.bet().coins() as u128 * u128::from(hands.count());
        let loss = analysis.loss(chosen);
        self.hands += 1;
        self.wagered += coins as u64;
        if loss != Ev::ZERO {
            self.mistakes += 1;
        }
        self.lost += loss.numerator() as u128 * coins;
        self.expected_best += analysis.best().ev.numerator() as u128 * coins;
        Decision {
            chosen,
            best: analysis.best().mask,
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
        self.lost as f64 / Ev::DENOMINATOR as f64
    }

    /// Expected coins perfect play would have returned on the hands recorded.
    pub fn expected_with_best_play(&self) -> f64 {
        self.expected_best as f64 / Ev::DENOMINATOR as f64
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
