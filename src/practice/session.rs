//! A practice session: every hand played, kept whole so that it can be replayed, and the
//! figures a player studies — EV lost in all, per decision, by node kind and by hand class.

use super::drill::SpotKey;
use super::grade::{Grade, Verdict};
use super::node_kind::{ComboClass, NodeKind};
use crate::cards::CardSet;
use crate::solver::{Player, Street};

/// How a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum End {
    /// A player folded.
    Fold {
        /// Who folded.
        #[cfg_attr(feature = "serde", serde(with = "super::serde_text::player"))]
        folder: Player,
    },
    /// The hands were shown.
    Showdown,
}

/// A finished hand's result.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// How it ended.
    pub end: End,
    /// The final pot, in chips.
    pub pot: f64,
    /// The player's result in chips: its share of the final pot less all it put in since the
    /// spot began (the solver's units).
    pub won: f64,
}

/// One graded decision of a hand.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DecisionRecord {
    /// The line before the decision, in tokens ([`Game::parse_line`] reads it back).
    ///
    /// [`Game::parse_line`]: crate::solver::Game::parse_line
    pub line: String,
    /// The street.
    #[cfg_attr(feature = "serde", serde(with = "super::serde_text::street"))]
    pub street: Street,
    /// The board at the decision.
    #[cfg_attr(feature = "serde", serde(with = "super::serde_text::card_set"))]
    pub board: CardSet,
    /// The pot at the decision, in chips.
    pub pot: f64,
    /// The kind of decision.
    pub kind: Option<NodeKind>,
    /// What the player's combo held.
    pub class: Option<ComboClass>,
    /// The grade.
    pub grade: Grade,
}

/// One hand played, whole.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HandRecord {
    /// The key of the spot (the drill's spot on the hand's starting board) it was played on.
    pub spot: SpotKey,
    /// The player's seat.
    #[cfg_attr(feature = "serde", serde(with = "super::serde_text::player"))]
    pub player: Player,
    /// The player's hole cards.
    #[cfg_attr(feature = "serde", serde(with = "super::serde_text::card_set"))]
    pub player_cards: CardSet,
    /// The opponent's hole cards.
    #[cfg_attr(feature = "serde", serde(with = "super::serde_text::card_set"))]
    pub opponent_cards: CardSet,
    /// The board the hand started on.
    #[cfg_attr(feature = "serde", serde(with = "super::serde_text::card_set"))]
    pub board: CardSet,
    /// The board when it ended (with the cards dealt).
    #[cfg_attr(feature = "serde", serde(with = "super::serde_text::card_set"))]
    pub final_board: CardSet,
    /// The pot the spot started with, in chips.
    pub pot: f64,
    /// Every action and card, in tokens.
    pub line: String,
    /// The player's decisions, graded.
    pub decisions: Vec<DecisionRecord>,
    /// The result (`None` if the hand was left unfinished).
    pub outcome: Option<Outcome>,
}

/// Decisions of one kind: how many, how many errors (an inaccuracy or worse), EV lost.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tally {
    /// Decisions.
    pub decisions: u32,
    /// Inaccuracies, mistakes and blunders.
    pub errors: u32,
    /// EV lost, in chips.
    pub loss: f64,
    /// EV lost, the sum of the fractions of the pot.
    pub loss_pot: f64,
}

impl Tally {
    fn add(&mut self, grade: &Grade) {
        self.decisions += 1;
        self.errors += u32::from(grade.verdict.is_error());
        self.loss += grade.loss;
        self.loss_pot += grade.loss_pot;
    }

    /// The mean loss per decision, in chips (0 with no decisions).
    pub fn mean_loss(&self) -> f64 {
        if self.decisions == 0 {
            0.0
        } else {
            self.loss / f64::from(self.decisions)
        }
    }

    /// The mean loss per decision as a fraction of the pot (0 with no decisions).
    pub fn mean_loss_pot(&self) -> f64 {
        if self.decisions == 0 {
            0.0
        } else {
            self.loss_pot / f64::from(self.decisions)
        }
    }
}

/// A session's figures ([`Session::stats`]).
#[derive(Clone, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SessionStats {
    /// Hands played.
    pub hands: u32,
    /// Every decision.
    pub all: Tally,
    /// Decisions by verdict, best first ([`Verdict::ALL`]'s order).
    pub verdicts: [u32; 5],
    /// By node kind, in [`NodeKind::ALL`]'s order, kinds with no decision left out.
    pub by_kind: Vec<(NodeKind, Tally)>,
    /// By hand class, best class first, classes with no decision left out.
    pub by_class: Vec<(ComboClass, Tally)>,
    /// The chips the player won over the finished hands.
    pub won: f64,
}

/// A practice session: the hands played, in order.
///
/// ```
/// use pokerlab::practice::Session;
/// let session = Session::default();
/// assert_eq!(session.stats().all.decisions, 0);
/// assert!(session.to_csv().starts_with("hand,"));
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Session {
    /// The hands, first played first.
    pub hands: Vec<HandRecord>,
}

impl Session {
    /// Adds a hand.
    pub fn push(&mut self, hand: HandRecord) {
        self.hands.push(hand);
    }

    /// The number of graded decisions.
    pub fn decisions(&self) -> usize {
        self.hands.iter().map(|h| h.decisions.len()).sum()
    }

    /// The session's figures.
    pub fn stats(&self) -> SessionStats {
        let mut stats = SessionStats {
            hands: u32::try_from(self.hands.len()).unwrap_or(u32::MAX),
            ..SessionStats::default()
        };
        let mut by_kind: Vec<(NodeKind, Tally)> = Vec::new();
        let mut by_class: Vec<(ComboClass, Tally)> = Vec::new();
        for hand in &self.hands {
            stats.won += hand.outcome.map_or(0.0, |o| o.won);
            for d in &hand.decisions {
                stats.all.add(&d.grade);
                stats.verdicts[d.grade.verdict.index()] += 1;
                if let Some(kind) = d.kind {
                    tally_of(&mut by_kind, kind).add(&d.grade);
                }
                if let Some(class) = d.class {
                    tally_of(&mut by_class, class).add(&d.grade);
                }
            }
        }
        by_kind.sort_by_key(|(k, _)| *k);
        by_class.sort_by_key(|(c, _)| *c);
        stats.by_kind = by_kind;
        stats.by_class = by_class;
        stats
    }

    /// The count of decisions with this verdict.
    pub fn count(&self, verdict: Verdict) -> usize {
        self.hands
            .iter()
            .flat_map(|h| &h.decisions)
            .filter(|d| d.grade.verdict == verdict)
            .count()
    }
}

fn tally_of<K: PartialEq>(list: &mut Vec<(K, Tally)>, key: K) -> &mut Tally {
    let i = match list.iter().position(|(k, _)| *k == key) {
        Some(i) => i,
        None => {
            list.push((key, Tally::default()));
            list.len() - 1
        }
    };
    &mut list[i].1
}
