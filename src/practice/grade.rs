//! Grading one decision: each action's EV for the player's combo, the loss of the chosen
//! action against the best, and a word for it by thresholds on that loss.

use thiserror::Error;

use crate::range::Combo;
use crate::solver::NodeView;

/// The word for a decision, by the EV it gives up against the best action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Verdict {
    /// The best action, or within [`Thresholds::best`] of it (the solver's tolerance).
    Best,
    /// A loss of at most [`Thresholds::correct`].
    Correct,
    /// A loss of at most [`Thresholds::inaccuracy`].
    Inaccuracy,
    /// A loss of at most [`Thresholds::mistake`].
    Mistake,
    /// A larger loss.
    Blunder,
}

impl Verdict {
    /// All five, best first.
    pub const ALL: [Verdict; 5] = [
        Verdict::Best,
        Verdict::Correct,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ];

    /// The word: `best`, `correct`, `inaccuracy`, `mistake`, `blunder`.
    pub const fn word(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Correct => "correct",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// 0 (best) to 4 (blunder).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether the decision is counted as an error in a session: an inaccuracy or worse.
    pub const fn is_error(self) -> bool {
        !matches!(self, Verdict::Best | Verdict::Correct)
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.word())
    }
}

/// The largest loss each word allows, as fractions of the pot at the decision. A loss above
/// `mistake` is a blunder.
///
/// The defaults: best up to 0.5 % of the pot (about what a solve to the default target of
/// 0.5 % exploitability leaves uncertain), correct up to 2 %, an inaccuracy up to 5 %, a
/// mistake up to 15 %, a blunder beyond.
///
/// ```
/// use pokerlab::practice::{Thresholds, Verdict};
/// let t = Thresholds::default();
/// assert_eq!(t.verdict(0.0), Verdict::Best);
/// assert_eq!(t.verdict(0.03), Verdict::Inaccuracy);
/// assert_eq!(t.verdict(0.5), Verdict::Blunder);
/// assert!(Thresholds { best: 0.1, correct: 0.05, ..t }.check().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Thresholds {
    /// The most a best decision may lose.
    pub best: f64,
    /// The most a correct decision may lose.
    pub correct: f64,
    /// The most an inaccuracy may lose.
    pub inaccuracy: f64,
    /// The most a mistake may lose.
    pub mistake: f64,
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds {
            best: 0.005,
            correct: 0.02,
            inaccuracy: 0.05,
            mistake: 0.15,
        }
    }
}

/// Thresholds that cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Error)]
pub enum ThresholdsError {
    /// Not finite, or below 0.
    #[error("a threshold is a fraction of the pot, 0 or more: not {0}")]
    Value(f64),
    /// Not in order best ≤ correct ≤ inaccuracy ≤ mistake.
    #[error("the thresholds must rise: best ≤ correct ≤ inaccuracy ≤ mistake")]
    Order,
}

impl Thresholds {
    /// Checks every threshold is a finite fraction, 0 or more, and that they rise.
    pub fn check(&self) -> Result<(), ThresholdsError> {
        let all = [self.best, self.correct, self.inaccuracy, self.mistake];
        if let Some(&bad) = all.iter().find(|v| !v.is_finite() || **v < 0.0) {
            return Err(ThresholdsError::Value(bad));
        }
        if all.windows(2).any(|w| w[0] > w[1]) {
            return Err(ThresholdsError::Order);
        }
        Ok(())
    }

    /// The word for a loss of `loss_pot` (a fraction of the pot).
    pub fn verdict(&self, loss_pot: f64) -> Verdict {
        if loss_pot <= self.best {
            Verdict::Best
        } else if loss_pot <= self.correct {
            Verdict::Correct
        } else if loss_pot <= self.inaccuracy {
            Verdict::Inaccuracy
        } else if loss_pot <= self.mistake {
            Verdict::Mistake
        } else {
            Verdict::Blunder
        }
    }
}

/// One action at a decision, for one combo.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ActionEv {
    /// The action's line token (`x`, `b75`, `c`…).
    pub token: String,
    /// The action in words (`bet 75% (to 37.5)`).
    pub name: String,
    /// The combo's EV after this action, in chips (see the [module](super) for the units).
    pub ev: f64,
    /// The same as a fraction of the pot at the decision.
    pub ev_pot: f64,
    /// How often the equilibrium takes this action with the combo (the combo's mix).
    pub frequency: f64,
}

/// Why a decision cannot be graded.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GradeError {
    /// The node is not a decision.
    #[error("the hand is not at a decision")]
    NotADecision,
    /// The combo is not one of the acting player's.
    #[error("{0} is not in the acting player's range here")]
    NotInRange(String),
    /// No opponent combo can be met with this combo here, so it has no EV.
    #[error("{0} meets no combo of the opponent here: it has no EV")]
    NoEv(String),
    /// No action has this index.
    #[error("there is no action {0} here")]
    NoSuchAction(usize),
}

/// One graded decision.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Grade {
    /// Every action's EV and frequency for the combo, in the node's order.
    pub actions: Vec<ActionEv>,
    /// The index of the action taken.
    pub chosen: usize,
    /// The index of the best action (the first of equal EVs).
    pub best: usize,
    /// The pot at the decision, in chips.
    pub pot: f64,
    /// The EV the chosen action gives up against the best, in chips (0 or more).
    pub loss: f64,
    /// The same as a fraction of the pot at the decision.
    pub loss_pot: f64,
    /// The word for the loss.
    pub verdict: Verdict,
}

impl Grade {
    /// Grades taking action `chosen` with `combo` at the decision `view`.
    pub fn at(
        view: &NodeView<'_>,
        combo: Combo,
        chosen: usize,
        thresholds: &Thresholds,
    ) -> Result<Grade, GradeError> {
        let actions = action_evs(view, combo)?;
        Grade::new(actions, chosen, view.pot(), thresholds)
    }

    /// Grades choosing `actions[chosen]` at a decision with `pot` chips in the pot.
    pub fn new(
        actions: Vec<ActionEv>,
        chosen: usize,
        pot: f64,
        thresholds: &Thresholds,
    ) -> Result<Grade, GradeError> {
        let taken = actions
            .get(chosen)
            .ok_or(GradeError::NoSuchAction(chosen))?
            .ev;
        let mut best = 0;
        for (i, a) in actions.iter().enumerate() {
            if a.ev > actions[best].ev {
                best = i;
            }
        }
        let loss = (actions[best].ev - taken).max(0.0);
        let loss_pot = if pot > 0.0 { loss / pot } else { 0.0 };
        Ok(Grade {
            verdict: thresholds.verdict(loss_pot),
            actions,
            chosen,
            best,
            pot,
            loss,
            loss_pot,
        })
    }

    /// The chosen action.
    pub fn chosen_action(&self) -> &ActionEv {
        &self.actions[self.chosen]
    }

    /// The best action.
    pub fn best_action(&self) -> &ActionEv {
        &self.actions[self.best]
    }
}

/// Each action's EV and equilibrium frequency for `combo` at the decision `view`: the EV of an
/// action is the combo's EV at the child node it leads to.
pub fn action_evs(view: &NodeView<'_>, combo: Combo) -> Result<Vec<ActionEv>, GradeError> {
    let player = view.player().ok_or(GradeError::NotADecision)?;
    let strategy = view.strategy().ok_or(GradeError::NotADecision)?;
    let combos = view.combos(player);
    let h = combos
        .iter()
        .position(|&c| c == combo)
        .ok_or_else(|| GradeError::NotInRange(combo.to_string()))?;
    let n = combos.len();
    let pot = view.pot();
    let mut out = Vec::with_capacity(view.actions().len());
    for (a, action) in view.actions().iter().enumerate() {
        let child = view
            .child(crate::solver::Step::Action(a))
            .ok_or(GradeError::NotADecision)?;
        let ev = child.ev(player)[h].ok_or_else(|| GradeError::NoEv(combo.to_string()))?;
        out.push(ActionEv {
            token: action.token(),
            name: action.to_string(),
            ev,
            ev_pot: if pot > 0.0 { ev / pot } else { 0.0 },
            frequency: f64::from(strategy[a * n + h]),
        });
    }
    Ok(out)
}
